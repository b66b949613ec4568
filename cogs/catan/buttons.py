"""Catan's public board buttons, and the private answer to one that holds nothing for you.

The board is everyone's, so its buttons come from the public view alone — the phase, whose
turn it is, public counts (cards and development cards in a hand, T&B gold, the wagon's
public reach) — never from which cards a hand holds: two tables that differ only in a hand
must show the same board. A button may therefore be there for a player who can do nothing
with it (Build with nothing affordable, Accept without the cards asked for); the click then
answers privately why, and what it would take (``EmptyMenus``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cogs.catan.traders_ui import is_traders, level_cost, level_of
from games.base import RuleError
from games.catan import rules as R
from games.catan.board import RESOURCES
from games.catan.traders.baggage import LEVELS, MAX_LEVEL
from games.catan.traders.board import GEOMETRY

View = Mapping[str, Any]
# The cheapest build is a road (2 cards): a hand of fewer cards builds nothing.
CHEAPEST_BUILD = min(sum(cost) for cost in R.COSTS.values())
PIECES_LEFT = {"road": "roads", "settlement": "settlements", "city": "cities"}
# The one board button of an open offer, and the groups whose moves its menu holds.
OFFER = "offer"
OFFER_GROUPS = ("accept_trade", "decline_trade", "counter_trade", "confirm_trade",
                "cancel_trade")
# Board groups the answers below know; any other (``/play``'s everything) is the table's.
GROUPS = frozenset({OFFER,
    "build", "roll", "trade", "play", "move_robber", "steal", "discard", "accept_trade",
    "decline_trade", "counter_trade", "confirm_trade", "cancel_trade", "wagon",
    "move_barbarian", "keep_barbarian", "skip_steal", "end_turn"})


def public_groups(view: View) -> list[str]:
    """The board groups a table shows, from the public view only. Every group some seat
    that must act could use is among them (the board hides no move)."""
    phase = view["phase"]
    if phase in ("setup", "road_building"):
        return ["build"]
    if phase == "main":
        return _main_groups(view)
    if phase == "trade":
        return _trade_groups(view)
    steal = ["steal", "skip_steal"] if is_traders(view) else ["steal"]
    return {"discard": ["discard"], "robber": ["move_robber"], "steal": steal,
            "barbarian": ["move_barbarian"],
            "drive_off": ["move_barbarian", "keep_barbarian"]}.get(phase, [])


def _gold(view: View, seat: Mapping[str, Any]) -> int:
    return seat.get("gold", 0) if is_traders(view) else 0


def _movement(view: View) -> Mapping[str, Any]:
    return (view.get("traders") or {}).get("movement") or {}


def _main_groups(view: View) -> list[str]:
    seat = view["seats"][view["turn"]]
    # Which development cards are playable is secret (one bought this turn is not; a
    # Victory Point never is): "Play card" shows for any card held.
    play = ["play"] if seat["dev_cards"] and not view["dev_played"] else []
    if not view["rolled"]:
        return ["roll", *play]
    before_moving = not _movement(view).get("moving")  # T&B: the wagon closes the market
    groups = []
    if before_moving and seat["cards"] >= CHEAPEST_BUILD:
        groups.append("build")
    if before_moving and (seat["cards"] or _gold(view, seat)):
        groups.append("trade")
    groups += play
    if is_traders(view) and _wagon_may_go(view, seat):
        groups.append("wagon")
    return [*groups, "end_turn"]


def _wagon_may_go(view: View, seat: Mapping[str, Any]) -> bool:
    """A move, a grain boost or a drive-off may be open (public: the reach is worked out
    from MP and gold, both public; the boost needs a grain, so any card)."""
    movement = _movement(view)
    if movement.get("over"):
        return False
    traders = view.get("traders") or {}
    if traders.get("reach") or (seat["cards"] and not movement.get("boosted")):
        return True
    wagons = traders.get("wagons") or []
    at = wagons[view["turn"]] if view["turn"] < len(wagons) else None
    if at is None or not LEVELS[level_of(seat)].drive_off_from:
        return False
    tried = movement.get("tried") or []
    return any(b not in tried and at in GEOMETRY.edge_nodes[b]
               for b in traders.get("barbarians") or [])


def _trade_groups(view: View) -> list[str]:
    """One button: its menu holds each clicker's own answers (or the proposer's confirm and
    cancel — the proposer may confirm with whoever accepted while others still answer)."""
    return [OFFER]


def can_accept(view: View) -> bool:
    """Whether the clicker (``view``: their private view) holds what the open offer asks."""
    offer, me = view.get("offer") or {}, view.get("me") or {}
    holdings = dict(me.get("hand") or {})
    if is_traders(view):
        holdings["gold"] = view["seats"][me["seat"]].get("gold", 0)
    return all(holdings.get(k, 0) >= n for k, n in (offer.get("get") or {}).items())


class EmptyMenus:
    """Mixed into CatanUI (which provides ``text``, ``cards``, ``card``, ``rule_text``)."""

    text: Any
    cards: Any
    card: Any
    rule_text: Any

    def empty_group_text(self, group: str, view: dict[str, Any],
                         names: Sequence[str]) -> str | None:
        """Why a board button holds nothing for this player, from their own private view
        (their hand, the public board) — never from another seat's hand."""
        me = view.get("me")
        if not me or group not in GROUPS or me["seat"] not in view["to_act"]:
            return None  # the table's "not your turn" (who must act is public)
        phase, seat = view["phase"], me["seat"]
        if phase == "trade":
            return self._empty_trade(group, view, names)
        if phase == "main" and seat == view["turn"]:
            if not view["rolled"] and group in ("build", "trade", "wagon", "end_turn"):
                return self.rule_text(RuleError("wrong_phase", phase="before_roll"), names)
            if group == "play":
                return self._empty_play(view, names)
            if group in ("build", "trade") and _movement(view).get("moving"):
                return self.rule_text(RuleError("after_movement"), names)
            if group == "build":
                return self._empty_build(view)
            if group == "trade":
                return self.text("empty-trade", gold="yes" if is_traders(view) else "no")
            if group == "wagon":
                return self._empty_wagon(view, names)
        return self.text("empty-other")

    def menu_note(self, group: str, view: dict[str, Any],
                  names: Sequence[str]) -> str | None:
        """Above the offer's menu of a seat asked who cannot accept it: why (their hand
        against what is asked), and what they can do instead."""
        me, offer = view.get("me"), view.get("offer")
        if group != OFFER or view.get("phase") != "trade" or not me or not offer:
            return None
        if me["seat"] in (offer.get("awaiting") or []) and not can_accept(view):
            return self._empty_trade("accept_trade", view, names)
        return None

    # -- building --------------------------------------------------------------------------
    def _empty_build(self, view: dict[str, Any]) -> str:
        me, seat = view["me"], view["seats"][view["me"]["seat"]]
        hand = [me["hand"].get(r, 0) for r in RESOURCES]
        lines = [self.text("empty-build")]
        for piece, cost in R.COSTS.items():
            if R.can_afford(hand, cost):  # the cards are there: something else is missing
                if piece == "dev":
                    why = "deck"
                else:
                    why = "pieces" if not seat["pieces_left"][PIECES_LEFT[piece]] else "spot"
                lines.append(self.text("empty-build-blocked", piece=piece, why=why))
        lines.append(self.text("empty-your-hand", cards=self.cards(me["hand"])))
        costs = [self.text("empty-cost", piece=piece, level=0, cost=self.cards(
            dict(zip(RESOURCES, cost, strict=True)))) for piece, cost in R.COSTS.items()]
        gold = _gold(view, seat)
        if is_traders(view) and level_of(seat) < MAX_LEVEL:
            level = level_of(seat) + 1
            costs.append(self.text("empty-cost", piece="baggage", level=level,
                                   cost=self.cards(level_cost(level))))
        lines.append(self.text("empty-costs", costs=" · ".join(costs)))
        if gold >= 2 or sum(hand):
            lines.append(self.text("empty-build-trade", gold="yes" if gold >= 2 else "no"))
        return "\n".join(lines)

    # -- development cards ------------------------------------------------------------------
    def _empty_play(self, view: dict[str, Any], names: Sequence[str]) -> str:
        if view["dev_played"]:
            return self.rule_text(RuleError("dev_already_played"), names)
        me = view["me"]
        lines = []
        for card, n in me["dev_cards"].items():
            if not n:
                continue
            if card == "victory_point":
                why = "points"
            elif me["dev_bought_this_turn"].get(card, 0) >= n:
                why = "new"
            elif card == "road_building":
                why = "road"
            elif card == "swift_journey":
                why = "journey"
            else:  # Year of Plenty with a bank too short for any pair
                why = "bank"
            lines.append(self.text("empty-play-card", card=self.card(card), why=why))
        if not lines:
            return self.text("empty-play-none")
        return "\n".join([self.text("empty-play"), *lines])

    # -- the wagon --------------------------------------------------------------------------
    def _empty_wagon(self, view: dict[str, Any], names: Sequence[str]) -> str:
        movement = _movement(view)
        if movement.get("over"):
            return self.rule_text(RuleError("movement_over"), names)
        seat = view["seats"][view["me"]["seat"]]
        lines = [self.text("empty-wagon", mp=movement.get("mp_left", 0),
                           gold=self.cards({"gold": seat.get("gold", 0)}))]
        if not movement.get("boosted"):
            lines.append(self.rule_text(RuleError("no_grain"), names))
        return "\n".join(lines)

    # -- a trade offer ----------------------------------------------------------------------
    def _empty_trade(self, group: str, view: dict[str, Any], names: Sequence[str]) -> str:
        offer, me = view["offer"], view["me"]
        proposer = names[offer["from"]] if 0 <= offer["from"] < len(names) else "?"
        holdings = dict(me["hand"])
        if is_traders(view):
            holdings["gold"] = view["seats"][me["seat"]].get("gold", 0)
        if group == "accept_trade":
            return self.text("empty-accept", name=proposer, get=self.cards(offer["get"]),
                             hand=self.cards(holdings),
                             counter="yes" if any(holdings.values()) else "no")
        if group == "counter_trade":
            return self.text("empty-counter", gold="yes" if is_traders(view) else "no")
        if group in ("confirm_trade", "cancel_trade") and me["seat"] != offer["from"]:
            return self.text("empty-proposer", name=proposer)
        if group == "confirm_trade":  # every answer is in, none the proposer can take
            return self.text("empty-confirm")
        return self.text("empty-other")
