"""How Catan reads and looks at the table: phase-worded buttons, places in words, log lines,
the private hand, and the labels drawn on the board while a choice is open. Every sentence
is a message in ``locales/<lang>.ftl``; this module picks keys and parameters. The Traders &
Barbarians words (wagons, gold, barbarians) are in traders_ui.py, used for views of that
variant."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from cogs.catan.buttons import OFFER, OFFER_GROUPS, EmptyMenus, public_groups
from cogs.catan.traders_ui import BARBARIAN, EDGE_NAMES, GOLD, NODE_NAMES, WAGON, TradersWords
from cogs.catan.traders_ui import is_traders as _tb
from games.base import EDGE, HEX, NODE, SEAT, Param, RuleError
from games.catan.board import TERRAIN_RESOURCE
from games.catan.geometry import HEX_LABELS
from games.catan.rules import tables
from games.catan.traders.board import PLAZA_TRADE
from table.i18n import Messages
from table.kind import DANGER, PRIMARY, SECONDARY, SUCCESS, GameUI, Group, seat_name
from table.words import name_list

HIGHLIGHT_KEY = {NODE: "nodes", EDGE: "edges", HEX: "hexes"}
RESOURCE_ORDER = ("brick", "lumber", "wool", "grain", "ore")
RES_EMOJI = {"brick": "🧱", "lumber": "🪵", "wool": "🐑", "grain": "🌾", "ore": "🪨"}
ITEM_EMOJI = {**RES_EMOJI, "gold": GOLD}  # T&B trades gold like a resource
DEV_EMOJI = {"knight": "⚔️", "road_building": "🛣️", "year_of_plenty": "🎁", "monopoly": "💰",
             "victory_point": "🏆", "swift_journey": "💨"}
# The T&B board's labels name every base node and path the same way, plus plazas and spokes.
NODE_LABELS, EDGE_LABELS = NODE_NAMES, EDGE_NAMES


def _label(labels: Sequence[str], i: int) -> str:
    return labels[i] if 0 <= i < len(labels) else str(i)


class CatanUI(TradersWords, EmptyMenus, GameUI):
    messages = Messages(Path(__file__).parent / "locales")

    # -- words for game things ----------------------------------------------------------------
    def res(self, resource: str) -> str:
        return self.text(f"item-{resource}") if self.has_text(f"item-{resource}") else resource

    def card(self, card: str) -> str:
        return self.text(f"card-{card}") if self.has_text(f"card-{card}") else card

    def cards(self, cards: Mapping[str, int] | list[int] | None) -> str:
        """ "2 brick, 1 ore" from a card dict or 5 counts ("nothing" when empty)."""
        if isinstance(cards, list):
            cards = {r: n for r, n in zip(RESOURCE_ORDER, cards, strict=False) if n}
        parts = [self.text(f"count-{r}", n=n) for r, n in (cards or {}).items() if n]
        return ", ".join(parts) if parts else self.text("cards-none")

    def hex_text(self, view: dict[str, Any], h: int) -> str:
        terrain = view["board"]["terrain"][h]
        if terrain not in TERRAIN_RESOURCE:
            return self.text(f"terrain-{terrain}")
        return f"{view['board']['numbers'][h]} {self.res(TERRAIN_RESOURCE[terrain])}"

    def node_label(self, view: dict[str, Any], node: int) -> str:
        """ "12 · 6 ore · 8 grain · ⚓ 3:1": what a settlement there would touch."""
        if _tb(view) and node in PLAZA_TRADE:
            return self.plaza_name(node)
        tb = tables(view)
        parts = [_label(NODE_LABELS, node)] + [self.hex_text(view, h) for h in tb.node_hexes[node]]
        slot = tb.node_harbour[node]
        if slot >= 0:
            kind = view["board"]["harbours"][slot]
            parts.append("⚓ 3:1" if kind == "any" else f"⚓ 2:1 {self.res(kind)}")
        return " · ".join(parts)

    def hex_label(self, view: dict[str, Any], h: int, names: Sequence[str]) -> str:
        """ "K · 8 ore · Bjørn, Çağla": who the robber would hit there."""
        owners = sorted({view["node_owner"][c] for c in tables(view).hex_corners[h]} - {-1})
        who = ", ".join(seat_name(names, o) for o in owners) or self.text("no-one")
        return f"{_label(HEX_LABELS, h)} · {self.hex_text(view, h)} · {who}"
    groups = (
        Group("build", "🔨", PRIMARY), Group("roll", "🎲", PRIMARY), Group("trade", "🤝", PRIMARY),
        Group("play", "🃏", SECONDARY), Group("move_robber", "🦹", PRIMARY),
        Group("steal", "🦹", PRIMARY), Group("discard", "🗑️", DANGER),
        Group(OFFER, "🤝", PRIMARY),
        Group("accept_trade", "✅", SUCCESS), Group("decline_trade", None, DANGER),
        Group("counter_trade", "↩️", SECONDARY), Group("confirm_trade", "🤝", PRIMARY),
        Group("cancel_trade", None, SECONDARY), Group("wagon", WAGON, PRIMARY),
        Group("move_barbarian", BARBARIAN, PRIMARY), Group("keep_barbarian", None, SECONDARY),
        Group("skip_steal", None, SECONDARY), Group("end_turn", "⏭️", SUCCESS),
    )
    # An open offer shows one button: the seats asked find accept, decline and counter in
    # it, the proposer confirm and cancel (issue 28, item 12: five buttons for everyone).
    group_members = {OFFER: OFFER_GROUPS}
    # Button keys of boards posted before the table v2.
    legacy_groups = {"place": "build", "end": "end_turn", "robber": "move_robber",
                     "freeroad": "build", "accept": "accept_trade", "decline": "decline_trade",
                     "counter": "counter_trade", "confirm": "confirm_trade",
                     "withdraw": "cancel_trade"}

    # -- the board ----------------------------------------------------------------------------
    def group_label(self, key: str, view: dict[str, Any]) -> str:
        if key == "build" and view["phase"] == "setup":
            if _tb(view) and self.placing_city(view):
                return self.text("group-place-city")
            return self.text("group-place-settlement" if view["setup_node"] is None
                             else "group-place-road")
        if key == "build" and view["phase"] == "road_building":
            return self.text("group-free-road")
        return super().group_label(key, view)

    def board_groups(self, view: dict[str, Any], legal_groups: list[str]) -> list[str]:
        """From the public view alone (buttons.py): what is legal depends on hands, which
        the board must not tell; a click with nothing in it answers privately why."""
        groups = public_groups(view)
        order = [g.key for g in self.groups]
        return sorted(groups, key=lambda g: order.index(g) if g in order else len(order))

    def board_highlight(self, view: dict[str, Any]) -> dict[str, Any]:
        """Labels the public board shows: set-up spots, robber hexes, free-road paths. During a
        normal turn nothing (the builder's private menu shows their spots)."""
        choices = view.get("choices") or {}
        phase = view["phase"]
        if _tb(view) and (extra := self.traders_board_highlight(view)) is not None:
            return extra
        if phase == "setup":
            hl = {"nodes": choices.get("nodes", [])} if choices.get("nodes") else {
                "edges": choices.get("edges", [])}
        elif phase == "robber":
            hl = {"hexes": choices.get("hexes", [])}
        elif phase == "road_building":
            hl = {"edges": choices.get("edges", [])}
        else:
            return {}
        return {"highlight": hl, "zoom": False} if any(hl.values()) else {}

    def choice_highlight(self, view: dict[str, Any], param: Param, values: list[Any],
                         chosen: dict[str, Any]) -> dict[str, Any] | None:
        if _tb(view) and (extra := self.traders_highlight(view, param, values, chosen)):
            return extra
        key = HIGHLIGHT_KEY.get(param.domain)
        ids = [v for v in values if isinstance(v, int)]
        # A private step zooms to its spots, so their labels read on a phone.
        return {"highlight": {key: ids}, "zoom": True} if key and ids else None

    def headline(self, view: dict[str, Any]) -> str:
        phase, n = view["phase"], len(view["players"])
        if phase == "over":
            return self.text("headline-over")
        if phase == "setup":
            piece = "settlement" if view["setup_node"] is None else "road"
            if _tb(view) and view["setup_step"] >= n:
                piece = "city" if view["setup_node"] is None else piece
            return self.text("headline-setup", round=1 if view["setup_step"] < n else 2,
                             piece=piece)
        if _tb(view) and (line := self.traders_headline(view)):
            return line
        if phase == "main" and not view["rolled"]:
            return self.text("headline-before-roll", turn=view["turns"])
        if phase == "main":
            return self.text("headline-after-roll", turn=view["turns"],
                             total=sum(view["dice"]) if view["dice"] else 0)
        return self.text("headline-phase", turn=view["turns"], phase=phase,
                         roads=view.get("free_roads") or 0)

    def waiting_text(self, view: dict[str, Any], seats: list[int]) -> str:
        phase = view["phase"]
        if phase == "setup":
            if _tb(view) and view["setup_step"] >= len(view["players"]):
                return self.text("waiting-setup-city" if view["setup_node"] is None
                                 else "waiting-setup-city-road")
            return self.text("waiting-setup-settlement" if view["setup_node"] is None
                             else "waiting-setup-road")
        if _tb(view) and (line := self.traders_waiting(view)):
            return line
        if phase == "main":
            return self.text("waiting-roll" if not view["rolled"] else "waiting-main")
        if phase == "discard":  # who owes what is named where the names are known
            return self.text("waiting-discard-plain")
        if phase == "trade":
            offer = view["offer"]
            return self.text("waiting-trade-answers" if offer["awaiting"] else "waiting-trade-confirm",
                             give=self.cards(offer["give"]), get=self.cards(offer["get"]))
        key = f"waiting-{phase}"
        return self.text(key) if self.has_text(key) else self.text("waiting-other")

    def waiting_line(self, view: dict[str, Any], seats: list[int], names: Sequence[str]) -> str:
        if view["phase"] == "discard":
            owed = ", ".join(self.text("waiting-discard-seat", n=k, name=seat_name(names, int(s)))
                             for s, k in view["discard_owed"].items())
            return self.text("waiting-discard", owed=owed)
        return self.waiting_text(view, seats)

    def rule_text(self, error: RuleError, names: Sequence[str]) -> str:
        if isinstance(error.params.get("barbarian"), int):  # a path id: its label
            error = RuleError(error.code, **{**error.params,
                                             "barbarian": self.path_name(error.params["barbarian"])})
        if error.code == "discard_exactly" and isinstance(error.params.get("owed"), int):
            # A typed example with the right count, in the game's words ("2 brick, 2 lumber").
            owed = error.params["owed"]
            error = RuleError(error.code, **{**error.params, "example": self.cards(
                {"brick": (owed + 1) // 2, "lumber": owed // 2})})
        return super().rule_text(error, names)

    # -- words for choices --------------------------------------------------------------------
    def value_label(self, param: Param, value: Any, view: dict[str, Any],
                    names: Sequence[str]) -> str:
        if _tb(view) and (label := self.traders_value_label(param, value, view, names)):
            return label
        if param.domain == NODE and isinstance(value, int):
            return self.node_label(view, value)
        if param.domain == EDGE and isinstance(value, int):
            return self.path_name(value)
        if param.domain == HEX and isinstance(value, int):
            return self.hex_label(view, value, names)
        if param.domain == SEAT:
            if value is None:
                return self.text("everyone")
            if isinstance(value, int) and param.name == "victim":
                return self.text("victim", name=seat_name(names, value),
                                 n=view["seats"][value]["cards"])
            if isinstance(value, int) and param.name == "with" and view.get("offer"):
                ans = view["offer"]["answers"].get(str(value))
                # A counter is worded from the counterer's side.
                give, get = (ans["get"], ans["give"]) if isinstance(ans, dict) else (
                    view["offer"]["give"], view["offer"]["get"])
                return self.text("partner", name=seat_name(names, value), give=self.cards(give),
                                 get=self.cards(get))
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return " + ".join(f"{ITEM_EMOJI.get(v, '')} {self.res(v)}".strip() for v in value)
        if isinstance(value, str) and value in ITEM_EMOJI:
            return f"{ITEM_EMOJI[value]} {self.res(value)}"
        return super().value_label(param, value, view, names)

    def action_text(self, action: dict[str, Any], spec: Any, view: dict[str, Any],
                    names: Sequence[str]) -> str:
        kind = action.get("type")
        if _tb(view) and (line := self.traders_action_text(action, view, names)):
            return line
        if kind == "build_road" and "edge" in action:
            return self.text("move-road", spot=self.path_name(action["edge"]))
        if kind in ("build_settlement", "build_city") and "node" in action:
            return self.text("move-settlement" if kind == "build_settlement" else "move-city",
                             spot=self.node_label(view, action["node"]))
        if kind == "buy_dev":
            return self.text("move-buy-dev")
        if kind == "maritime_trade" and "give" in action:
            rates = (view.get("me") or {}).get("rates", {})
            # Gold goes at the generic rate: 3:1 with a 3:1 harbour, else 4:1.
            generic = 3 if rates and all(n <= 3 for r, n in rates.items() if r != "gold") else 4
            rate = rates.get(action["give"], generic if action["give"] == "gold" else 4)
            return self.text("move-bank-trade", give=self.text(f"count-{action['give']}", n=rate),
                             get=self.text(f"count-{action['get']}", n=1))
        if kind == "offer_trade":
            to = action.get("to")
            who = self.text("everyone") if to is None else seat_name(names, to)
            if "give" in action:
                return self.text("move-offer", give=self.cards(action["give"]),
                                 get=self.cards(action["get"]), to=who)
            return self.text("move-offer-to", to=who)
        if kind == "counter_trade" and "give" in action:
            return self.text("move-counter", give=self.cards(action["give"]),
                             get=self.cards(action["get"]))
        if kind == "confirm_trade" and "with" in action:
            return self.text("move-confirm", name=seat_name(names, action["with"]))
        if kind == "play_year_of_plenty" and "resources" in action:
            return self.text("move-plenty", resources=" + ".join(
                self.res(r) for r in action["resources"]))
        if kind == "play_monopoly" and "resource" in action:
            return self.text("move-monopoly", resource=self.res(action["resource"]))
        if kind in ("play_knight", "play_road_building", "play_swift_journey"):
            return self.text("move-play", card=self.text(f"action-{kind}"))
        if kind == "move_robber" and "hex" in action:
            return self.text("move-robber", spot=self.hex_label(view, action["hex"], names))
        if kind == "steal" and "victim" in action:
            return self.text("move-steal", name=seat_name(names, action["victim"]))
        if kind == "discard" and "cards" in action:
            return self.text("move-discard", cards=self.cards(action["cards"]))
        return super().action_text(action, spec, view, names)

    # -- the private hand ---------------------------------------------------------------------
    def private_text(self, view: dict[str, Any], seat: int, names: Sequence[str]) -> str:
        me = view["me"]
        hand = me["hand"]
        parts = [f"{RES_EMOJI[r]} {self.text(f'count-{r}', n=hand.get(r, 0))}"
                 for r in RESOURCE_ORDER]
        lines = [self.text("hand-cards", n=sum(hand.values()), cards=" · ".join(parts))]
        cards = []
        for card, n in me["dev_cards"].items():
            if n:
                new = me["dev_bought_this_turn"].get(card, 0)
                key = "hand-dev-new" if new and card != "victory_point" else "hand-dev"
                cards.append(self.text(key, emoji=DEV_EMOJI[card], card=self.card(card), n=n,
                                       new=new))
        lines.append(self.text("hand-devs", cards=" · ".join(cards)) if cards
                     else self.text("hand-no-devs"))
        rates = me["rates"]
        base = 3 if all(n <= 3 for n in rates.values()) else 4
        special = ", ".join(f"{self.res(r)} {n}:1" for r, n in rates.items()
                            if n < base and r != "gold")
        key = "hand-rates-harbour" if base == 3 else "hand-rates"
        lines.append(self.text(key + ("-special" if special else ""), special=special))
        if _tb(view):
            lines += self.traders_private_lines(view, seat)
        can = [self.text(f"hand-build-{k}") for k, ok in me["can_build"].items() if ok]
        if can:
            lines.append(self.text("hand-can-build", pieces=", ".join(can)))
        lines.append(self.text("hand-points", total=me["vp_total"],
                               public=view["seats"][seat]["vp"]))
        if me["discard_owed"]:
            lines.append(self.text("hand-must-discard", n=me["discard_owed"]))
        notes = [self.note_text(n, names) for n in me["notes"][-3:]]
        if notes:
            lines.append(self.text("hand-recently", notes=" ".join(notes)))
        return "\n".join(lines)

    def note_text(self, note: dict[str, Any], names: Sequence[str]) -> str:
        kind = note.get("type")
        if kind == "you_stole":
            return self.text("note-you-stole", resource=self.res(note["resource"]),
                             name=seat_name(names, note["victim"]))
        if kind == "stolen_from_you":
            return self.text("note-stolen-from-you", resource=self.res(note["resource"]),
                             name=seat_name(names, note["thief"]))
        if kind == "you_drew":
            card = note.get("card", "")
            return self.text("note-you-drew", emoji=DEV_EMOJI.get(card, ""), card=self.card(card))
        if kind == "you_discarded":
            return self.text("note-you-discarded", cards=self.cards(note.get("cards")))
        return ""

    # -- the log ------------------------------------------------------------------------------
    def event_text(self, event: dict[str, Any], names: Sequence[str]) -> str:
        kind = event.get("type")
        line = self.traders_event_text(event, names)
        if line is not None:
            return line
        who = seat_name(names, event["player"]) if isinstance(event.get("player"), int) else ""
        spot = (_label(NODE_LABELS, event["node"]) if "node" in event else
                self.path_name(event["edge"]) if "edge" in event else "")
        if kind in ("placed", "built"):
            free = "-free" if kind == "built" and event.get("free") else ""
            return self.text(f"log-{kind}{free}", name=who, piece=event["piece"], spot=spot)
        if kind == "starting_resources":
            return self.text("log-starting", name=who, cards=self.cards(event["cards"]))
        if kind == "rolled":
            a, b = event["dice"]
            return self.text("log-rolled", name=who, a=a, b=b, total=event["total"])
        if kind == "produced":
            parts = "; ".join(f"{seat_name(names, int(k))} {self.cards(v)}"
                              for k, v in event["gains"].items())
            line = self.text("log-produced", gains=parts or self.text("no-one"))
            if event.get("shortage"):
                line += " " + self.text("log-shortage", resources=", ".join(
                    self.res(r) for r in event["shortage"]))
            return line
        if kind == "must_discard":
            return self.text("log-must-discard", owed=", ".join(
                f"{seat_name(names, int(k))} {v}" for k, v in event["owed"].items()))
        if kind == "discarded":
            return self.text("log-discarded", name=who, n=event["count"])
        if kind in ("you_discarded", "you_stole", "stolen_from_you", "you_drew"):
            return "🤫 " + self.note_text(event, names)  # private: only its seats see it
        if kind == "robber_moved":
            return self.text("log-robber", name=who, spot=_label(HEX_LABELS, event["hex"]))
        if kind == "stole":
            return self.text("log-stole", name=who, victim=seat_name(names, event["victim"]))
        if kind == "nothing_to_steal":
            return self.text("log-nothing-to-steal", name=who)
        if kind == "bought_dev":
            return self.text("log-bought-dev", name=who)
        if kind == "played":
            card = event["card"]
            if card == "year_of_plenty":
                return self.text("log-played-plenty", name=who, resources=name_list(
                    [self.res(r) for r in event["resources"]]))
            if card == "monopoly":
                return self.text("log-played-monopoly", name=who,
                                 resource=self.res(event["resource"]), n=event["taken"])
            return self.text("log-played", name=who, card=self.card(card))
        if kind == "maritime_trade":
            return self.text("log-bank-trade", name=who,
                             give=self.text(f"count-{event['give']}", n=event["count"]),
                             get=self.text(f"count-{event['get']}", n=1))
        if kind == "trade_offered":
            to = self.text("everyone") if event["to"] is None else seat_name(names, event["to"])
            return self.text("log-offer", name=who, give=self.cards(event["give"]),
                             get=self.cards(event["get"]), to=to)
        if kind == "trade_answered":
            if event["answer"] == "counter":
                return self.text("log-counter", name=who, give=self.cards(event["give"]),
                                 get=self.cards(event["get"]))
            return self.text("log-accepts" if event["answer"] == "accept" else "log-declines",
                             name=who)
        if kind == "traded":
            return self.text("log-traded", name=who, partner=seat_name(names, event["with"]),
                             give=self.cards(event["give"]), get=self.cards(event["get"]))
        if kind == "trade_closed":
            return self.text("log-offer-closed-declined" if event["reason"] == "declined"
                             else "log-offer-closed", name=who)
        if kind == "longest_road":
            if event["player"] < 0:
                return self.text("log-longest-road-aside")
            return self.text("log-longest-road", name=who, length=event["length"])
        if kind == "largest_army":
            if event["player"] < 0:
                return self.text("log-largest-army-aside")
            return self.text("log-largest-army", name=who, knights=event["knights"])
        if kind == "turn":
            return self.text("log-turn", name=who)
        if kind == "resigned":
            return self.text("log-resigned", name=who)
        if kind == "game_over":
            if event["winner"] < 0:
                return self.text("log-over-nobody")
            return self.text("log-over", name=seat_name(names, event["winner"]),
                             points=event["points"].get(str(event["winner"]), "?"),
                             cards=sum(event.get("vp_cards", {}).values()))
        return ""
