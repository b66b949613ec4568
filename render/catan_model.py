"""Adapter: the Catan engine's view dict → small frozen records the renderer draws from.

This is the only module that knows the view's key names (games/catan/views.py documents
them); the drawing code reads ``BoardModel`` / ``HandModel`` only, so a change in the view
touches this file alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from games.catan.geometry import Geometry, build_geometry
from games.catan.traders import board as tb

RESOURCE_ORDER: tuple[str, ...] = ("brick", "lumber", "wool", "grain", "ore")
DEV_ORDER: tuple[str, ...] = (
    "knight",
    "victory_point",
    "road_building",
    "year_of_plenty",
    "monopoly",
)
# Traders & Barbarians' deck: no Year of Plenty or Monopoly, Swift Journey instead.
TB_DEV_ORDER: tuple[str, ...] = ("knight", "victory_point", "road_building", "swift_journey")
BUILD_KEYS: tuple[str, ...] = ("road", "settlement", "city", "dev")

Counts = tuple[tuple[str, int], ...]


@lru_cache(maxsize=8)
def geometry_for(trade_hexes: tuple[int, ...]) -> Geometry:
    """The board topology (base board, or with Traders & Barbarians plazas): the T&B island
    is the scenario's own GEOMETRY (plazas P1-P3 = castle, quarry, glassworks)."""
    if trade_hexes == TB_TRADE_HEXES:
        return tb.GEOMETRY
    return build_geometry(trade_hexes)


TB_TRADE_HEXES: tuple[int, ...] = tuple(tb.TRADE_HEX[name] for name in tb.TRADE_NAMES)


@dataclass(frozen=True)
class PlayerPublic:
    seat: int
    vp: int  # public VP during play; the final total (VP cards included) once over
    resource_cards: int
    dev_cards: int
    knights: int
    road_length: int
    resigned: bool = False
    discard: int = 0  # cards this player still has to discard
    vp_cards: int = 0  # revealed at the end only


@dataclass(frozen=True)
class Layout:
    """The static part of a board: what never changes during one game (the cache key)."""

    terrain: tuple[str, ...]
    numbers: tuple[int, ...]
    harbours: tuple[str, ...]
    trade_hexes: tuple[int, ...] = ()

    @property
    def geometry(self) -> Geometry:
        return geometry_for(self.trade_hexes)


@dataclass(frozen=True)
class Offer:
    proposer: int
    to: int | None
    give: Counts  # from the proposer's side
    get: Counts
    awaiting: tuple[int, ...]
    accepted: tuple[int, ...]
    # Each answer so far: (seat, "accept" | "decline" | "counter"), shown on the panels.
    answers: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class TradersPublic:
    """Traders & Barbarians' public part (view["traders"]); per-seat tuples by seat."""

    trade_hexes: tuple[tuple[str, int], ...]  # (castle|quarry|glassworks, hex id)
    plazas: tuple[tuple[str, int], ...]  # (trade, plaza node)
    stacks: tuple[tuple[str, int], ...]  # (trade, tokens left)
    barbarians: tuple[int, ...]  # edges
    wagons: tuple[int, ...]  # node per seat
    carrying: tuple[str | None, ...]  # face-up good per seat
    gold: tuple[int, ...]
    baggage: tuple[int, ...]
    delivered: tuple[int, ...]
    moving: bool = False
    mp_left: int = 0
    drive_off: int | None = None  # the barbarian a successful drive-off may move


@dataclass(frozen=True)
class BoardModel:
    layout: Layout
    robber: int | None
    roads: tuple[tuple[int, int], ...]  # (edge, seat)
    buildings: tuple[tuple[int, int, str], ...]  # (node, seat, "settlement" | "city")
    players: tuple[PlayerPublic, ...]
    current: int | None
    phase: str
    turn: int
    rolled: bool
    last_roll: tuple[int, int] | None
    longest_road: int | None
    largest_army: int | None
    winner: int | None = None
    game_over: bool = False
    bank: Counts = ()
    dev_deck: int | None = None
    offer: Offer | None = None
    setup_node: int | None = None
    steal_from: tuple[int, ...] = ()
    free_roads: int = 0
    to_act: tuple[int, ...] = ()
    traders: TradersPublic | None = None


@dataclass(frozen=True)
class HandModel:
    seat: int
    resources: Counts
    dev_cards: tuple[tuple[str, int, int], ...]  # (kind, held, of which bought this turn)
    rates: Counts  # resource → bank rate (4, 3 or 2)
    can_build: tuple[tuple[str, bool], ...]  # ("road", True) ...
    vp_total: int
    discard: int
    played_dev_this_turn: bool
    harbours: tuple[str, ...]  # kinds of the harbours this player uses ("any", "ore", ...)
    notes: tuple[tuple[tuple[str, Any], ...], ...] = ()  # private events, newest last
    traders: bool = False  # Traders & Barbarians: its deck, and gold beside the resources
    gold: int = 0


def _seat(value: Any) -> int | None:
    return value if type(value) is int and value >= 0 else None


def _counts(raw: Mapping[str, int] | None) -> Counts:
    raw = raw or {}
    return tuple((r, int(raw.get(r, 0))) for r in RESOURCE_ORDER)


def _layout(board: Mapping[str, Any], traders: Mapping[str, Any] | None = None) -> Layout:
    if traders is not None:  # Traders & Barbarians: plazas in the trade hexes
        named = traders.get("trade_hexes") or tb.TRADE_HEX
        trade_hexes = tuple(int(named[n]) for n in tb.TRADE_NAMES if n in named)
    else:
        trade_hexes = tuple(board.get("trade_hexes", ()))
    return Layout(
        terrain=tuple(board["terrain"]),
        numbers=tuple(int(n) for n in board["numbers"]),
        harbours=tuple(board["harbours"]),
        trade_hexes=trade_hexes,
    )


def _traders(raw: Mapping[str, Any] | None) -> TradersPublic | None:
    if raw is None:
        return None
    names = tb.TRADE_NAMES

    def named(key: str, default: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
        got = raw.get(key) or default
        return tuple((n, int(got[n])) for n in names if n in got)

    movement = raw.get("movement") or {}
    drive = raw.get("drive_off")
    return TradersPublic(
        trade_hexes=named("trade_hexes", tb.TRADE_HEX),
        plazas=named("plazas", tb.PLAZA),
        stacks=named("stacks", {}),
        barbarians=tuple(int(e) for e in raw.get("barbarians", ())),
        wagons=tuple(-1 if n is None else int(n) for n in raw.get("wagons", ())),
        carrying=tuple(c if c else None for c in raw.get("carrying", ())),
        gold=tuple(int(g) for g in raw.get("gold", ())),
        baggage=tuple(int(b) for b in raw.get("baggage", ())),
        delivered=tuple(int(x) for x in raw.get("delivered", ())),
        moving=bool(movement.get("moving")),
        mp_left=int(movement.get("mp_left", 0)),
        drive_off=_seat(drive.get("barbarian")) if isinstance(drive, Mapping) else None,
    )


def _buildings(view: Mapping[str, Any]) -> tuple[tuple[int, int, str], ...]:
    levels = view["node_level"]
    return tuple(
        (node, seat, "city" if levels[node] == 2 else "settlement")
        for node, seat in enumerate(view["node_owner"])
        if seat >= 0
    )


def _players(view: Mapping[str, Any]) -> tuple[PlayerPublic, ...]:
    owed = view.get("discard_owed") or {}
    final = view.get("final") or {}
    points, vp_cards = final.get("points", {}), final.get("vp_cards", {})
    out = []
    for s in view["seats"]:
        seat = s["seat"]
        out.append(
            PlayerPublic(
                seat=seat,
                vp=int(points.get(str(seat), s["vp"])),
                resource_cards=s["cards"],
                dev_cards=s["dev_cards"],
                knights=s["knights"],
                road_length=s["road_length"],
                resigned=s["status"] == "resigned",
                discard=int(owed.get(str(seat), 0)),
                vp_cards=int(vp_cards.get(str(seat), 0)),
            )
        )
    return tuple(out)


def _offer(raw: Mapping[str, Any] | None) -> Offer | None:
    if not raw:
        return None
    answers = raw.get("answers") or {}
    return Offer(
        proposer=raw["from"],
        to=_seat(raw.get("to")),
        give=tuple((r, n) for r, n in _counts(raw["give"]) if n),
        get=tuple((r, n) for r, n in _counts(raw["get"]) if n),
        awaiting=tuple(raw.get("awaiting", ())),
        accepted=tuple(int(k) for k, a in answers.items() if a == "accept"),
        answers=tuple((int(k), a if isinstance(a, str) else "counter")
                      for k, a in answers.items() if a is not None),
    )


def board_model(view: Mapping[str, Any]) -> BoardModel:
    """Read a public view (a private view works too: its extra ``me`` key is ignored)."""
    board = view["board"]
    dice = view.get("dice")
    phase = view["phase"]
    traders = (view.get("traders") or {}) if view.get("variant") == tb.VARIANT else None
    return BoardModel(
        layout=_layout(board, traders),
        robber=_seat(board.get("robber")),
        roads=tuple((e, seat) for e, seat in enumerate(view["road_owner"]) if seat >= 0),
        buildings=_buildings(view),
        players=_players(view),
        current=_seat(view.get("turn")),
        phase=phase,
        turn=int(view.get("turns", 0)),
        rolled=bool(view.get("rolled")),
        last_roll=(int(dice[0]), int(dice[1])) if dice else None,
        longest_road=_seat(view.get("longest_road")),
        largest_army=_seat(view.get("largest_army")),
        winner=_seat(view.get("winner")),
        game_over=phase == "over",
        bank=_counts(view.get("bank")),
        dev_deck=view.get("deck_size"),
        offer=_offer(view.get("offer")),
        setup_node=_seat(view.get("setup_node")),
        steal_from=tuple(view.get("steal_from", ())),
        free_roads=int(view.get("free_roads", 0)),
        to_act=tuple(view.get("to_act", ())),
        traders=_traders(traders),
    )


def hand_model(view: Mapping[str, Any], seat: int) -> HandModel:
    """Read ``seat``'s private view (its ``me`` part)."""
    me = view.get("me")
    if not me or me.get("seat") != seat:
        raise ValueError(f"the view is not seat {seat}'s private view")
    devs, new = me["dev_cards"], me.get("dev_bought_this_turn", {})
    harbours = view["board"]["harbours"]
    traders = view.get("variant") == tb.VARIANT
    seats = view.get("seats") or []
    gold = seats[seat].get("gold", 0) if traders and seat < len(seats) else 0
    return HandModel(
        seat=seat,
        resources=_counts(me["hand"]),
        dev_cards=tuple((k, int(devs.get(k, 0)), int(new.get(k, 0)))
                        for k in (TB_DEV_ORDER if traders else DEV_ORDER)),
        rates=tuple((r, int(n)) for r, n in _counts(me["rates"])),
        can_build=tuple((k, bool(me["can_build"].get(k, False))) for k in BUILD_KEYS),
        vp_total=int(me.get("vp_total", 0)),
        discard=int(me.get("discard_owed", 0)),
        played_dev_this_turn=bool(view.get("dev_played")) and view.get("turn") == seat,
        harbours=tuple(harbours[slot] for slot in me.get("harbours", ())),
        notes=tuple(_frozen_note(n) for n in me.get("notes", ())),
        traders=traders,
        gold=int(gold or 0),
    )


def _frozen_note(note: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """A private note as sorted (key, value) pairs; card dicts become (resource, n) pairs."""
    return tuple(
        (k, tuple(sorted(v.items())) if isinstance(v, Mapping) else v)
        for k, v in sorted(note.items())
    )


@dataclass(frozen=True)
class Highlight:
    """Spots to label. ``cities`` (the view's choices key for upgrades) count as nodes.
    ``reach`` (Traders & Barbarians, a wagon's destinations): per node its cost in movement
    points and gold tolls, {"<node>": [mp, gold]}; those nodes are highlighted too."""

    nodes: frozenset[int] = field(default_factory=frozenset)
    edges: frozenset[int] = field(default_factory=frozenset)
    hexes: frozenset[int] = field(default_factory=frozenset)
    reach: tuple[tuple[int, int, int], ...] = ()  # (node, mp, gold), by node

    @classmethod
    def of(cls, raw: Mapping[str, Any] | None) -> Highlight:
        raw = raw or {}
        reach = tuple(sorted((int(n), int(cost[0]), int(cost[1]) if len(cost) > 1 else 0)
                             for n, cost in (raw.get("reach") or {}).items()))
        nodes = [*raw.get("nodes", ()), *raw.get("cities", ()), *(n for n, _, _ in reach)]
        return cls(
            frozenset(int(x) for x in nodes),
            frozenset(int(x) for x in raw.get("edges", ())),
            frozenset(int(x) for x in raw.get("hexes", ())),
            reach,
        )
