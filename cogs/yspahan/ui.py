"""How Yspahan reads and looks at the table: rows, shops, squares, cards and buildings in
words, the Supervisor's preview, the public buttons, the private hand and the log. Every
sentence is a message in ``locales/<lang>.ftl``; this module only picks keys and parameters.

Names the engine uses (``games/yspahan/board.py``) and how players read them:

- a **souk** is named by its quarter and the VP printed on it ("Bag 8"): within a quarter
  no two souks are worth the same, and the board image prints both;
- a **shop** by its souk, its number in the souk and, when it touches the street, the
  square(s) it touches ("Bag 8 · shop 1 · street W9") — only those the Supervisor can hit;
- a **square** keeps its board code (C, W1..W10, E1..E7, N1..N4, S1..S7) in every language,
  as Catan's spot labels do: the image prints the codes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from games.base import NODE, SPACE, ActionSpec, Param, RuleError
from games.yspahan import supervisor
from games.yspahan.board import (
    BUILDING_COST,
    BUILDINGS,
    PUBLISHED,
    ROW_QUARTER,
    ROWS,
    SHOP_INDEX,
    SOUK_QUARTER,
    SOUK_VP,
    SQUARE_SHOPS,
    YELLOW_PRICE,
    shop_souk,
)
from games.yspahan.buildings import NO_CARD
from games.yspahan.engine import CARD_STEPS, ENGINE
from games.yspahan.souks import legal_shops
from games.yspahan.supervisor import destinations
from table.i18n import Messages
from table.kind import DANGER, PRIMARY, SECONDARY, SUCCESS, GameUI, Group, seat_name
from table.words import name_list

QUARTER_EMOJI = {"BAG": "👝", "BARREL": "🛢️", "CHEST": "🧰", "VASE": "🏺"}
ROW_EMOJI = {1: "🐪", 6: "💰"}
CAMEL, GOLD, VP, CARD, BUILDING, CUBE = "🐪", "💰", "⭐", "🃏", "🏛️", "🟫"
# The shops each square's Supervisor would hit, and back: which squares touch a shop.
SHOP_STREET: dict[str, tuple[str, ...]] = {
    shop: tuple(sq for sq, shops in SQUARE_SHOPS.items() if shop in shops) for shop in SHOP_INDEX}


def _param_types() -> dict[int, str]:
    """Which action type a parameter object belongs to. ``value_label`` receives only the
    parameter, and the same name ("row", "card", "shop") means different things in
    different actions; the table hands over the engine's own ``Param`` instances."""
    return {id(p): spec.type for spec in ENGINE.action_specs for p in spec.params}


def _row_number(row: Any) -> int:
    return ROWS.index(row) + 1 if row in ROWS else 0


def _letter(card: str) -> str:
    return card.rsplit("_", 1)[-1] if isinstance(card, str) else "?"


def _souk_letter(souk: str) -> str:
    return souk.rsplit("_", 1)[-1]


class YspahanUI(GameUI):
    messages = Messages(Path(__file__).parent / "locales")
    groups = (
        Group("buy_yellow", "🟡", SECONDARY), Group("roll", "🎲", PRIMARY), Group("take_action", "✋", PRIMARY),
        Group("take_card", CARD, PRIMARY), Group("move_supervisor", "🚶", PRIMARY),
        Group("build", BUILDING, SUCCESS), Group("play", "🎴", SECONDARY),
        Group("place_cube", CUBE, PRIMARY), Group("send_first", "🐫", PRIMARY),
        Group("pay_camel", CAMEL, SUCCESS), Group("send_cube", "🐫", DANGER),
        Group("end_turn", "⏭️", SECONDARY),
    )
    # A card's amount is chosen from the menu (the engine lists each): nothing is typed, so
    # no move needs a command of its own beyond /play.
    typed_groups = ()

    def __init__(self) -> None:
        self._types = _param_types()

    # -- game things in words ---------------------------------------------------------------
    def count(self, what: str, n: int) -> str:
        """ "3 camels", "1 gold", "5 VP"... in the current language (its plural forms)."""
        return self.text(f"count-{what}", n=n)

    def quarter(self, quarter: str) -> str:
        return self.text(f"quarter-{quarter}")

    def souk(self, souk: str) -> str:
        """ "Bag 8": the quarter and the VP printed on the souk."""
        if souk not in SOUK_QUARTER:
            return str(souk)[:20]
        return self.text("souk-name", quarter=self.quarter(SOUK_QUARTER[souk]),
                         vp=SOUK_VP[souk], letter=_souk_letter(souk))

    def shop(self, shop: str) -> str:
        """ "Bag 8 · shop 1 · street W9" (the street only for shops the Supervisor reaches)."""
        try:
            souk, i = shop_souk(shop)
        except ValueError:
            return str(shop)[:20]
        street = SHOP_STREET[shop]
        if street:
            return self.text("shop-street", souk=self.souk(souk), n=i + 1,
                             squares="/".join(street))
        return self.text("shop-inside", souk=self.souk(souk), n=i + 1)

    def card(self, card: str) -> str:
        """ "a · 3 camels" (the seed's letters a–i and the card's name)."""
        key = f"card-{card}"
        return self.text(key) if self.has_text(key) else str(card)[:20]

    def building(self, building: str, ruleset: str = "seed") -> str:
        """ "3 · Supervisor: 3 free squares"."""
        key = f"building-{building}" + ("-published" if ruleset == PUBLISHED else "")
        if not self.has_text(key):
            key = f"building-{building}"
        return self.text(key) if self.has_text(key) else str(building)[:20]

    def row(self, row: str) -> str:
        """ "row 3 (Barrel)", "row 1 (camels)"."""
        n = _row_number(row)
        if n in ROW_QUARTER:
            return self.text("row-quarter", n=n, quarter=self.quarter(ROW_QUARTER[n]))
        return self.text("row-camels" if n == 1 else "row-gold", n=n)

    def cost(self, camels: int, gold: int) -> str:
        parts = [f"{self.count('camels', camels)}" if camels else "",
                 f"{self.count('gold', gold)}" if gold else ""]
        return self.text("cost-and", a=parts[0], b=parts[1]) if all(parts) else (
            parts[0] or parts[1] or self.text("cost-free"))

    def names_of(self, names: Sequence[str], seats: Sequence[int]) -> str:
        return name_list([seat_name(names, s) for s in seats])

    # -- rows -------------------------------------------------------------------------------
    @staticmethod
    def row_dice(view: Mapping[str, Any], row: Mapping[str, Any], seat: int | None) -> int:
        """Dice of a tower row that count for ``seat`` (yellow ones only for the start
        player)."""
        return row["white"] + (row["yellow"] if seat == view["start"] else 0)

    def rows_for(self, view: Mapping[str, Any], seat: int | None) -> list[str]:
        """Rows ``seat`` may use now: dice that count for them, not taken today."""
        if seat is None or view["phase"] == "over":
            return []
        return [r["row"] for r in view["tower"]
                if r["taken_by"] is None and self.row_dice(view, r, seat) > 0]

    @staticmethod
    def _seat(view: Mapping[str, Any]) -> int | None:
        """Whose choices a view is worded for: the private view's owner, else the player
        whose turn it is."""
        you = view.get("you")
        return you["seat"] if isinstance(you, dict) else view.get("current")

    def gain_text(self, view: Mapping[str, Any], row: Mapping[str, Any], seat: int | None,
                  boost: int = 0) -> str:
        """What the row's own action gives ``seat``: "4 camels", "3 cubes", "2 gold"."""
        n = self.row_dice(view, row, seat) + boost
        owned = view["players"][seat]["buildings"] if seat is not None else []
        if row["number"] == 1:
            return self.count("camels", n + (1 if "building1" in owned else 0))
        if row["number"] == 6:
            return self.count("gold", n + (2 if "building2" in owned else 0))
        return self.count("cubes", n + (1 if "building6" in owned else 0))

    def row_label(self, view: Mapping[str, Any], row_id: str, action_type: str | None) -> str:
        row = next((r for r in view["tower"] if r["row"] == row_id), None)
        if row is None or row["face"] is None:
            return self.row(row_id)
        seat = self._seat(view)
        dice = self.count("dice", self.row_dice(view, row, seat))
        emoji = ROW_EMOJI.get(row["number"]) or QUARTER_EMOJI.get(ROW_QUARTER.get(row["number"], ""), "")
        head = f"{emoji} {self.row(row_id)}".strip()
        if action_type == "take_action":
            return self.text("row-for-action", row=head, dice=dice, gain=self.gain_text(view, row, seat))
        if action_type == "move_supervisor":
            key = "row-for-supervisor-published" if view["ruleset"] == PUBLISHED else "row-for-supervisor"
            return self.text(key, row=head, face=row["face"],
                             squares=self.count("squares", row["face"]))
        return self.text("row-plain", row=head, dice=dice, face=row["face"])

    # -- the Supervisor ---------------------------------------------------------------------
    @staticmethod
    def hits(view: Mapping[str, Any], square: str) -> list[str]:
        """The occupied shops the Supervisor would hit on ``square``."""
        return [shop for shop, _ in supervisor.hit_shops(view["souks"], square)]

    @staticmethod
    def distance(start: str, square: str) -> int | None:
        return supervisor.distance(start, square)

    def square_label(self, view: Mapping[str, Any], square: str, names: Sequence[str],
                     gold: int | None = None) -> str:
        """ "W9 · 9 squares · hits Bag 8 (Ann)"; ``gold`` is the price when it is known."""
        steps = self.distance(view["supervisor"], square)
        hit = self.hits(view, square)
        parts = [self.text("square-centre") if square == "C" else square]
        if steps is not None:
            parts.append(self.count("squares", steps))
        if gold is not None:
            parts.append(self.count("gold", gold) if gold else self.text("cost-free"))
        if hit:
            parts.append(self.text("square-hits", shops=", ".join(
                self.text("hit-shop", souk=self.souk(shop_souk(s)[0]),
                          name=seat_name(names, view["souks"][shop_souk(s)[0]][shop_souk(s)[1]]))
                for s in hit)))
        elif SQUARE_SHOPS.get(square):
            parts.append(self.text("square-hits-nothing"))
        return " · ".join(parts)

    def supervisor_price(self, view: Mapping[str, Any], seat: int | None, row_id: str,
                         square: str) -> int | None:
        """The gold a move of the Supervisor to ``square`` with ``row_id``'s dice costs."""
        row = next((r for r in view["tower"] if r["row"] == row_id), None)
        if row is None or row["face"] is None or seat is None:
            return None
        pl = view["players"][seat]
        found = destinations(view["supervisor"], row["face"], pl["gold"],
                             "building3" in pl["buildings"], view["ruleset"])
        return found[square][1] if square in found else None

    def known_price(self, view: Mapping[str, Any], square: str) -> int | None:
        """The gold a Supervisor move to ``square`` costs, when every row the player may
        still use that reaches it prices it the same (a menu value is worded without the
        row picked before it; the image prices the stops the same way)."""
        seat = self._seat(view)
        prices = {self.supervisor_price(view, seat, row, square) for row in self.rows_for(view, seat)}
        prices.discard(None)
        return prices.pop() if len(prices) == 1 else None

    def preview(self, view: Mapping[str, Any], squares: Sequence[str]) -> dict[str, list[str]]:
        """``{square: [shops it would hit]}`` for the squares that hit something."""
        out = {}
        for sq in squares:
            hit = self.hits(view, sq)
            if hit:
                out[sq] = hit
        return out

    # -- the board ----------------------------------------------------------------------------
    def headline(self, view: dict[str, Any]) -> str:
        if view["phase"] == "over":
            return self.text("headline-over")
        key = "headline-published" if view["ruleset"] == PUBLISHED else "headline"
        return self.text(key, week=view["week"], day=view["day"], number=view["day_number"],
                         days=view["days"])

    def waiting_text(self, view: dict[str, Any], seats: list[int]) -> str:
        step = view["step"]
        current = view["current"]
        if step == "roll":
            return self.text("waiting-roll", price=YELLOW_PRICE)
        if step == "act":
            if not self.rows_for(view, current):
                return self.text("waiting-no-row")
            return self.text("waiting-act-two" if view["players_count"] == 2 else "waiting-act")
        if step == "place":
            cubes = view["cubes"] or {"quarter": "", "left": 0}
            return self.text("waiting-place", cubes=self.count("cubes", cubes["left"]),
                             quarter=self.quarter(cubes["quarter"]) if cubes["quarter"] else "")
        if step == "order":
            return self.text("waiting-order")
        if step == "camel":
            return self.text("waiting-camel")
        if view["players_count"] > 2 and not view["turn"]["built"]:
            return self.text("waiting-after-build")
        return self.text("waiting-after")

    def group_label(self, key: str, view: dict[str, Any]) -> str:
        if key == "take_card" and view["step"] == "act" and not self.rows_for(view, view["current"]):
            return self.text("group-draw_card")
        if key == "build" and view["players_count"] == 2:
            return self.text("group-build_row")
        return super().group_label(key, view)

    def board_groups(self, view: dict[str, Any], legal_groups: list[str]) -> list[str]:
        """Public: hands are secret, so "Play a card" shows whenever the player to move holds
        any card (in the steps cards may be played: before the roll, before and after the dice
        action, and between two cubes placed), and "Build" whenever a building is
        within reach of their camels and gold, or of one of them with a card h or i they
        might hold. Everything else is legal by public information alone."""
        groups = [g for g in legal_groups if g not in ("play", "build")]
        current = view["current"]
        step = view["step"]
        if current is None or view["phase"] == "over":
            return groups
        me = view["players"][current]
        if me["cards"] and step in CARD_STEPS:
            groups.append("play")
        two = view["players_count"] == 2
        may_build = (step == "act" and two and bool(self.rows_for(view, current))) or (
            step == "after" and not two and not view["turn"]["built"])
        if may_build and self._building_in_reach(me):
            groups.append("build")
        order = [g.key for g in self.groups]
        return sorted(dict.fromkeys(groups),
                      key=lambda g: order.index(g) if g in order else len(order))

    @staticmethod
    def _building_in_reach(me: Mapping[str, Any]) -> bool:
        """Whether some building is affordable, counting a card h or i the player might
        hold (only the number of cards is public)."""
        for b in BUILDINGS:
            if b in me["buildings"]:
                continue
            camels, gold = BUILDING_COST[b]
            if me["camels"] >= camels and me["gold"] >= gold:
                return True
            if me["cards"] and (me["gold"] >= gold or me["camels"] >= camels):
                return True
        return False

    def board_highlight(self, view: dict[str, Any]) -> dict[str, Any]:
        """What the public board outlines: the rows the player to move may take, the shops
        their cubes may go to, the cubes the Supervisor hit."""
        if view["phase"] == "over":
            return {}
        step = view["step"]
        if step == "act":
            rows = self.rows_for(view, view["current"])
            return {"rows": rows} if rows else {}
        if step == "place" and view["cubes"]:
            shops = legal_shops(view["souks"], view["cubes"]["quarter"], view["current"])
            return {"shops": shops} if shops else {}
        if step in ("order", "camel") and view["pending"]:
            return {"shops": [c["shop"] for c in view["pending"]["cubes"]],
                    "squares": [view["pending"]["square"]]}
        return {}

    def choice_highlight(self, view: dict[str, Any], param: Param, values: list[Any],
                         chosen: dict[str, Any]) -> dict[str, Any] | None:
        """Beside a menu step: the Supervisor's squares with what each would hit, or the
        shops a cube may go to."""
        if param.domain == NODE:
            squares = [v for v in values if isinstance(v, str)]
            return {"squares": squares, "preview": self.preview(view, squares)} if squares else None
        if param.domain == SPACE:
            shops = [v for v in values if isinstance(v, str) and v in SHOP_INDEX]
            return {"shops": shops} if shops else None
        return None

    # -- words for choices ------------------------------------------------------------------
    def value_label(self, param: Param, value: Any, view: dict[str, Any],
                    names: Sequence[str]) -> str:
        kind = self._types.get(id(param))
        if param.name == "row" and isinstance(value, str):
            return self.row_label(view, value, kind)
        if param.domain == NODE and isinstance(value, str):
            return self.square_label(view, value, names, self.known_price(view, value))
        if param.domain == SPACE and isinstance(value, str):
            return self.shop_label(view, value, names)
        if param.name == "boost":
            return self.text("boost-none") if value == NO_CARD else self.text(
                "boost-card", card=self.card(value))
        if param.name == "card" and kind in ("build", "build_row"):
            return self.text(f"build-card-{value}") if self.has_text(f"build-card-{value}") \
                else self.card(value)
        if param.name == "card":
            return f"{CARD} {self.card(value)}"
        if param.name == "building":
            cost = BUILDING_COST.get(value, (0, 0))
            return self.text("building-label", building=self.building(value, view["ruleset"]),
                             cost=self.cost(*cost))
        if param.name == "direction":
            return self.text(f"direction-{value}") if self.has_text(f"direction-{value}") else str(value)
        return super().value_label(param, value, view, names)

    def shop_label(self, view: Mapping[str, Any], shop: str, names: Sequence[str]) -> str:
        """A shop, and whose cube is in it if any (the Supervisor's cubes)."""
        label = self.shop(shop)
        try:
            souk, i = shop_souk(shop)
        except ValueError:
            return label
        owner = view["souks"][souk][i]
        return self.text("shop-owned", shop=label, name=seat_name(names, owner)) \
            if owner is not None else label

    def action_text(self, action: dict[str, Any], spec: ActionSpec | None, view: dict[str, Any],
                    names: Sequence[str]) -> str:
        kind = action.get("type")
        seat = self._seat(view)
        if kind == "buy_yellow":
            return self.text("move-buy-yellow", price=self.count("gold", YELLOW_PRICE))
        if kind == "take_action" and "row" in action:
            row = next((r for r in view["tower"] if r["row"] == action["row"]), None)
            boost = action.get("boost", NO_CARD)
            gain = self.gain_text(view, row, seat, 0 if boost == NO_CARD else 1) if row and row["face"] \
                else ""
            text = self.text("move-take-action", row=self.row(action["row"]), gain=gain)
            if boost != NO_CARD:
                text += " " + self.text("move-boost", card=self.card(boost))
            return text
        if kind == "take_card" and "row" in action:
            return self.text("move-take-card", row=self.row(action["row"]))
        if kind == "move_supervisor" and "to" in action:
            price = self.supervisor_price(view, seat, action.get("row", ""), action["to"])
            return self.text("move-supervisor", row=self.row(action.get("row", "")),
                             square=self.square_label(view, action["to"], names, price))
        if kind in ("build", "build_row") and "building" in action:
            b, card = action["building"], action.get("card", NO_CARD)
            camels, gold = BUILDING_COST.get(b, (0, 0))
            camels, gold = (0, gold) if card == "card_h" else (camels, 0) if card == "card_i" \
                else (camels, gold)
            text = self.text("move-build", building=self.building(b, view["ruleset"]),
                             cost=self.cost(camels, gold))
            if card != NO_CARD:
                text += " " + self.text("move-with-card", card=self.card(card))
            if kind == "build_row" and "row" in action:
                text = self.text("move-build-row", row=self.row(action["row"]), build=text)
            return text
        if kind == "play" and "card" in action:
            return self.play_text(action)
        if kind == "place_cube" and "shop" in action:
            return self.text("move-place-cube", shop=self.shop(action["shop"]))
        if kind == "send_first" and "shop" in action:
            return self.text("move-send-first", shop=self.shop_label(view, action["shop"], names))
        if kind == "pay_camel" and "shop" in action:
            return self.text("move-pay-camel", shop=self.shop(action["shop"]))
        if kind == "send_cube" and "shop" in action:
            return self.text("move-send-cube", shop=self.shop(action["shop"]))
        return super().action_text(action, spec, view, names)

    def play_text(self, action: Mapping[str, Any]) -> str:
        card = action["card"]
        name = self.card(card)
        if "direction" in action and "amount" in action:
            give, get = (("camels", "gold") if action["direction"] == "camels_to_gold"
                         else ("gold", "camels"))
            return self.text("move-play-exchange", card=name,
                             give=self.count(give, action["amount"]),
                             get=self.count(get, action["amount"]))
        if "amount" in action:
            n = action["amount"]
            if card == "card_f":
                return self.text("move-play-for-vp", card=name, give=self.count("gold", n),
                                 vp=self.count("vp", n))
            return self.text("move-play-for-vp", card=name, give=self.count("camels", n),
                             vp=self.count("vp", 2 * n))
        if "shop" in action:
            return self.text("move-play-shop", card=name, shop=self.shop(action["shop"]))
        return self.text("move-play", card=name)

    # -- refusals ---------------------------------------------------------------------------
    def rule_text(self, error: RuleError, names: Sequence[str]) -> str:
        """Codes inside a refusal's parameters (rows, cards, shops…) read as words."""
        params = dict(error.params)
        if "row" in params:
            params["row"] = self.row(params["row"])
        if "card" in params:
            params["card"] = self.card(params["card"])
        if "shop" in params:
            params["shop"] = self.shop(params["shop"])
        if "souk" in params:
            params["souk"] = self.souk(params["souk"])
        if "souks" in params:
            params["souks"] = name_list([self.souk(s.strip()) for s in
                                         str(params["souks"]).split(",") if s.strip()])
        if "quarter" in params:
            params["quarter"] = self.quarter(params["quarter"])
        if "building" in params:
            params["building"] = self.building(params["building"])
        return self.text(f"rule-{error.code}", **params)

    # -- the private hand ---------------------------------------------------------------------
    def private_text(self, view: dict[str, Any], seat: int, names: Sequence[str]) -> str:
        me = view["players"][seat]
        hand = view["you"]["hand"]
        lines = []
        if hand:
            cards = " · ".join(
                self.text("hand-card", card=self.card(c), n=n,
                          effect=self.text(f"effect-{c}") if self.has_text(f"effect-{c}") else "")
                for c, n in hand.items())
            lines.append(self.text("hand-cards", n=sum(hand.values()), cards=cards))
        else:
            lines.append(self.text("hand-no-cards"))
        lines.append(self.text("hand-stock", camels=self.count("camels", me["camels"]),
                               gold=self.count("gold", me["gold"]), vp=self.count("vp", me["vp"])))
        owned = [b for b in BUILDINGS if b in me["buildings"]]
        if owned:
            lines.append(self.text("hand-buildings", buildings=", ".join(
                self.building(b, view["ruleset"]) for b in owned)))
        else:
            lines.append(self.text("hand-no-buildings"))
        if len(owned) < len(BUILDINGS):
            lines.append(self.text("hand-next-building",
                                   vp=self.count("vp", view["building_vp"][len(owned)])))
        for choice in view["you"]["choices"]:
            key = "hand-choice-keep" if choice["pay"] else "hand-choice-send"
            lines.append(self.text(key, shop=self.shop(choice["shop"])))
        if seat in view["to_act"] and view["step"] == "act":
            rows = self.rows_for(view, seat)
            if rows:
                lines.append(self.text("hand-rows", rows=", ".join(
                    self.row_label(view, r, None) for r in rows)))
        return "\n".join(lines)

    # -- the log ------------------------------------------------------------------------------
    def event_text(self, event: dict[str, Any], names: Sequence[str]) -> str:
        kind = event.get("type")
        who = seat_name(names, event["player"]) if isinstance(event.get("player"), int) else ""
        handler = getattr(self, f"_log_{kind}", None)
        if handler is None:
            return ""
        return handler(event, who, names)

    def _log_day_started(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-day", week=e["week"], day=e["day"], number=e["day_number"],
                         name=seat_name(names, e["start"]),
                         order=" → ".join(seat_name(names, s) for s in e["order"]))

    def _log_yellow_bought(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-yellow-bought", name=who, count=e["count"])

    def _log_rolled(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        white = " ".join(map(str, e["white"]))
        if e["yellow"]:
            return self.text("log-rolled-yellow", name=who, white=white,
                             yellow=" ".join(map(str, e["yellow"])))
        return self.text("log-rolled", name=who, white=white)

    def _log_row_used(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        use = e["use"] if e["use"] in ("action", "card", "supervisor", "build") else "action"
        text = self.text(f"log-row-{use}", name=who, row=self.row(e["row"]),
                         dice=self.count("dice", e["dice"]), face=e["face"])
        if e.get("boost"):
            text += " " + self.text("log-boost", card=self.card(e["boost"]))
        return text

    def _log_yellow_removed(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        if e.get("row"):
            return self.text("log-yellow-removed-row", row=self.row(e["row"]))
        return self.text("log-yellow-removed")

    def _log_gained(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        what = self.count("camels", e["amount"]) if "camels" in e else self.count("gold", e["amount"])
        return self.text("log-gained", name=who, what=what)

    def _log_cube_placed(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-cube-placed-auto" if e.get("auto") else "log-cube-placed",
                         name=who, shop=self.shop(e["shop"]))

    def _log_cubes_lost(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-cubes-lost", name=who, cubes=self.count("cubes", e["count"]))

    def _log_card_drawn(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        source = e["source"] if e["source"] in ("row", "no_row", "building4") else "row"
        return self.text(f"log-card-drawn-{source}", name=who, left=e["deck"])

    def _log_card_received(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        card = e["card"]
        return "🤫 " + self.text("log-you-drew", card=self.card(card),
                                 effect=self.text(f"effect-{card}") if self.has_text(f"effect-{card}") else "")

    def _log_no_card(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-no-card", name=who)

    def _log_deck_reshuffled(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-reshuffled", cards=self.count("cards", e["cards"]))

    def _log_supervisor_moved(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        key = "log-supervisor-paid" if e["gold"] else "log-supervisor"
        return self.text(key, name=who, start=e["from"], to=e["to"],
                         squares=self.count("squares", e["distance"]),
                         gold=self.count("gold", e["gold"]))

    def _log_caravan_order(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-caravan-order", name=who, shop=self.shop(e["shops"][0]))

    def _log_camel_choices(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-camel-choices", names=self.names_of(names, e["seats"]),
                         count=len(e["seats"]))

    def _log_cube_decided(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-cube-decided", name=who)

    def _log_cube_choice(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return "🤫 " + self.text("log-your-choice-keep" if e["pay"] else "log-your-choice-send",
                                 shop=self.shop(e["shop"]))

    def _log_camel_paid(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-camel-paid", name=who, shop=self.shop(e["shop"]))

    def _log_caravan_entered(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        source = e["source"] if e["source"] in ("supervisor", "camel", "card") else "card"
        return self.text(f"log-caravan-{source}", name=who, space=e["space"],
                         section=e["section"], vp=self.count("vp", e["vp"]),
                         shop=self.shop(e["shop"]) if e.get("shop") else "")

    def _scores(self, vp: Sequence[int], names: Sequence[str]) -> str:
        parts = [self.text("score-entry", name=seat_name(names, p), vp=self.count("vp", v))
                 for p, v in enumerate(vp) if v]
        return ", ".join(parts) or self.text("score-nobody")

    def _log_caravan_scored(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        key = "log-caravan-full" if e["reason"] == "full" else "log-caravan-week"
        return self.text(key, scores=self._scores(e["vp"], names))

    def _log_caravan_emptied(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-caravan-emptied")

    def _log_built(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        text = self.text("log-built", name=who, building=self.building(e["building"]),
                         cost=self.cost(e["camels"], e["gold"]), vp=self.count("vp", e["vp"]))
        if e.get("card") and e["card"] != NO_CARD:
            text += " " + self.text("log-built-card", card=self.card(e["card"]))
        return text

    def _log_card_played(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        card = e["card"]
        name = self.card(card)
        if "camels" in e and card == "card_a":
            return self.text("log-played-gain", name=who, card=name, what=self.count("camels", e["camels"]))
        if "gold" in e and card == "card_b":
            return self.text("log-played-gain", name=who, card=name, what=self.count("gold", e["gold"]))
        if "direction" in e:
            give, get = (("camels", "gold") if e["direction"] == "camels_to_gold"
                         else ("gold", "camels"))
            return self.text("log-played-exchange", name=who, card=name,
                             give=self.count(give, e["amount"]), get=self.count(get, e["amount"]))
        if "vp" in e:
            give = self.count("gold", e["amount"]) if card == "card_f" else self.count("camels", e["amount"])
            return self.text("log-played-vp", name=who, card=name, give=give, vp=self.count("vp", e["vp"]))
        if "shop" in e:
            return self.text("log-played-shop", name=who, card=name, shop=self.shop(e["shop"]))
        return self.text("log-played", name=who, card=name)

    def _log_turn_started(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-turn", name=who)

    def _log_day_ended(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-day-ended", week=e["week"], day=e["day"])

    def _log_week_scored(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        souks = "; ".join(self.text("score-souk", souk=self.souk(s["souk"]),
                                    name=seat_name(names, s["player"]), vp=self.count("vp", s["vp"]))
                          for s in e["souks"])
        if not souks:
            return self.text("log-week-no-souks", week=e["week"])
        return self.text("log-week", week=e["week"], souks=souks,
                         scores=self._scores(e["vp"], names))

    def _log_week_reset(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-week-reset")

    def _log_resigned(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        return self.text("log-resigned", name=who)

    def _log_game_over(self, e: dict[str, Any], who: str, names: Sequence[str]) -> str:
        winners = list(e.get("winners") or [])
        vp = e.get("vp") or []
        best = vp[winners[0]] if winners and winners[0] < len(vp) else 0
        if not winners:
            return self.text("log-over-nobody")
        key = "log-over-resignation" if e.get("ended_by") == "resignation" else "log-over"
        return self.text(key, names=self.names_of(names, winners), count=len(winners),
                         vp=self.count("vp", best))

