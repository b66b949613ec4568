"""A fixed, representative Catan board and hand (no engine, no randomness): what the encoder's
palette learns its colours from (render/catan.py ``PALETTE``)."""

from __future__ import annotations

from games.catan.board import BEGINNER_HARBOURS, BEGINNER_NUMBERS, BEGINNER_TERRAIN
from render.catan_model import (
    BUILD_KEYS,
    DEV_ORDER,
    RESOURCE_ORDER,
    BoardModel,
    HandModel,
    Highlight,
    Layout,
    PlayerPublic,
)
from render.common import SeatInfo

SEATS = [SeatInfo(f"Player {c}", c) for c in ("red", "blue", "orange", "green", "purple",
                                                "white")]
# Per seat: a settlement, a city and the two roads from the settlement (base board ids).
_HOMES = ((0, 10), (4, 14), (20, 30), (25, 43), (36, 46), (39, 51))


def sample_board() -> tuple[BoardModel, list[SeatInfo], Highlight]:
    layout = Layout(BEGINNER_TERRAIN, BEGINNER_NUMBERS, BEGINNER_HARBOURS)
    geo = layout.geometry
    buildings, roads = [], []
    for seat, (home, town) in enumerate(_HOMES[:4]):
        buildings += [(home, seat, "settlement"), (town, seat, "city")]
        roads += [(e, seat) for e in geo.node_edges[home][:2]]
    players = tuple(PlayerPublic(seat=s, vp=3 + s, resource_cards=4 + 2 * s, dev_cards=s,
                                 knights=s, road_length=2 + s, discard=2 if s == 3 else 0)
                    for s in range(4))
    model = BoardModel(
        layout=layout, robber=9, roads=tuple(roads), buildings=tuple(buildings),
        players=players, current=1, phase="main", turn=12, rolled=True, last_roll=(3, 5),
        longest_road=0, largest_army=2, bank=tuple((r, 15) for r in RESOURCE_ORDER),
        dev_deck=18,
    )
    highlight = Highlight(nodes=frozenset({2, 7}), edges=frozenset({30}), hexes=frozenset({5}))
    return model, SEATS[:4], highlight


def sample_hand() -> tuple[HandModel, list[SeatInfo]]:
    hand = HandModel(
        seat=0,
        resources=tuple((r, i) for i, r in enumerate(RESOURCE_ORDER)),
        dev_cards=tuple((k, 1 if i % 2 else 0, 1 if i == 1 else 0)
                        for i, k in enumerate(DEV_ORDER)),
        rates=tuple((r, 2 if r == "ore" else 4) for r in RESOURCE_ORDER),
        can_build=tuple((k, k in ("road", "dev")) for k in BUILD_KEYS),
        vp_total=4,
        discard=0,
        played_dev_this_turn=False,
        harbours=("ore",),
    )
    return hand, SEATS[:4]


def sample_tb_board() -> tuple[BoardModel, list[SeatInfo], Highlight]:
    """A Traders & Barbarians board mid-game: every good carried, wagons on a plaza and two
    on one intersection, a barbarian on a road, and a wagon's destinations with costs."""
    from games.catan.traders import board as tb
    from games.rng import Rng
    from render.catan_model import TradersPublic

    raw = tb.generate_board(Rng(7))
    layout = Layout(tuple(raw["terrain"]), tuple(raw["numbers"]), tuple(raw["harbours"]),
                    tuple(tb.TRADE_HEX[n] for n in tb.TRADE_NAMES))
    geo = layout.geometry
    homes = ((8, 17), (31, 20), (39, 34), (44, 48))  # (city, settlement) per seat
    buildings, roads = [], []
    for seat, (city, town) in enumerate(homes):
        buildings += [(city, seat, "city"), (town, seat, "settlement")]
        roads += [(e, seat) for e in geo.node_edges[city][:2]]
    roads.append((tb.BARBARIAN_START[0], 0))
    players = tuple(PlayerPublic(seat=s, vp=4 + s, resource_cards=3 + 2 * s, dev_cards=s,
                                 knights=s, road_length=2, discard=3 if s == 3 else 0)
                    for s in range(4))
    traders = TradersPublic(
        trade_hexes=tuple((n, tb.TRADE_HEX[n]) for n in tb.TRADE_NAMES),
        plazas=tuple((n, tb.PLAZA[n]) for n in tb.TRADE_NAMES),
        stacks=(("castle", 11), ("quarry", 9), ("glassworks", 12)),
        barbarians=(*tb.BARBARIAN_START[:2], 60),
        wagons=(tb.PLAZA["castle"], 31, 31, 29),
        carrying=("tools", "sand", "marble", "glass"),
        gold=(5, 12, 0, 3), baggage=(1, 3, 5, 2), delivered=(0, 2, 4, 1),
        moving=True, mp_left=3,
    )
    model = BoardModel(
        layout=layout, robber=None, roads=tuple(roads), buildings=tuple(buildings),
        players=players, current=1, phase="main", turn=14, rolled=True, last_roll=(2, 4),
        longest_road=None, largest_army=2, bank=tuple((r, 15) for r in RESOURCE_ORDER),
        dev_deck=17, traders=traders,
    )
    reach = ((19, 4, 1), (25, 1, 0), (36, 2, 0), (37, 2, 1), (tb.PLAZA["glassworks"], 4, 0))
    highlight = Highlight(nodes=frozenset(n for n, _, _ in reach), reach=reach)
    return model, SEATS[:4], highlight
