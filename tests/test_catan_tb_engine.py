"""Traders & Barbarians engine: the worked cases T-01..T-20 of
shared/rules/catan_traders_barbarians.md (one test each, the rule's sentence in its
docstring), the movement costs, and the contract details (routing, views, errors).

Geometry used below (T&B board, ids): the castle hex 2 has land corners 5, 9, 10, 14, sea-only
corners 2 and 6, sea paths 4, 5, 9, plaza 54 and spokes 72 (10), 73 (14), 74 (9), 75 (5).
Hex 3 has corners 7, 12, 17, 22, 16, 11 (paths 7-12 = 11, 12-17 = 19, 17-22 = 25). The
barbarians start on 28 (18-24), 35 (23-29), 44 (30-35); path 27 joins 18 and 23.
"""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

import pytest

from games.base import RuleError, is_template
from games.catan import ENGINE, CatanEngine, TradersEngine
from games.catan import rules as R
from games.catan.board import RESOURCES
from games.catan.traders import wagon as W
from games.catan.traders.baggage import LEVELS, drive_off_faces
from games.catan.traders.board import (
    BARBARIAN_START,
    GEOMETRY,
    PLAZA,
    SEA_CORNERS,
    SEA_PATHS,
    TABLES,
    TRADE_HEX,
)
from games.catan.traders.engine import DEV_NAMES
from games.rng import Rng

TB = {"variant": "traders-barbarians"}
CASTLE = PLAZA["castle"]  # 54
State = dict[str, Any]


# -- hand-made positions ---------------------------------------------------------------------
def tb_state(players: int = 3, turn: int = 0, rolled: bool = True, seed: int = 7) -> State:
    """An empty T&B board in the main phase (no pieces; every wagon on node 0)."""
    s = ENGINE.new(players, seed, TB)
    s.update(phase="main", turn=turn, turns=1, rolled=rolled, setup_step=2 * players)
    s["wagons"] = [0] * players
    return s


def refresh(s: State) -> None:
    for p in range(len(s["players"])):
        levels = [s["node_level"][n] for n in s["buildings_of"][p]]
        s["pieces"][p] = [R.PIECES[0] - len(s["roads_of"][p]), R.PIECES[1] - levels.count(1),
                          R.PIECES[2] - levels.count(2)]
        s["rates"][p] = R.harbour_rates(s["harbours"], s["buildings_of"][p], TABLES)


def settle(s: State, p: int, node: int, city: bool = False) -> None:
    s["node_owner"][node] = p
    s["node_level"][node] = 2 if city else 1
    s["buildings_of"][p].append(node)
    refresh(s)


def road(s: State, p: int, *edges: int) -> None:
    for e in edges:
        s["road_owner"][e] = p
        s["roads_of"][p].append(e)
    refresh(s)


def set_hand(s: State, p: int, **cards: int) -> None:
    for i in range(5):
        s["bank"][i] += s["res"][p][i]
        s["res"][p][i] = 0
    for name, k in cards.items():
        i = RESOURCES.index(name)
        s["res"][p][i] += k
        s["bank"][i] -= k


def give_dev(s: State, p: int, card: str, k: int = 1, bought_now: bool = False) -> None:
    i = DEV_NAMES.index(card)
    for _ in range(k):
        s["deck"].remove(card)
        s["dev"][p][i] += 1
        if bought_now:
            s["bought"][i] += 1


def moving(s: State, spent: int = 0, **kw: Any) -> None:
    """The movement phase has started (``spent`` MP used)."""
    s["movement"].update(moving=True, moved=spent > 0, spent=spent, **kw)


@cache
def seed_for(*dice: int) -> int:
    """A (legacy int) RNG state whose next die rolls are ``dice`` (0 = any face)."""
    for seed in range(2_000_000):
        rng = Rng(seed)
        if all(rng.randint(1, 6) == d or d == 0 for d in dice):
            return seed
    raise AssertionError(f"no seed rolls {dice}")  # pragma: no cover


def do(s: State, p: int, action: dict) -> tuple[State, list[dict]]:
    before = copy.deepcopy(s)
    out = ENGINE.apply(s, p, action)
    assert s == before
    return out


def refused(s: State, p: int, action: dict, code: str) -> RuleError:
    before = copy.deepcopy(s)
    with pytest.raises(RuleError) as err:
        ENGINE.apply(s, p, action)
    assert err.value.code == code, err.value
    assert s == before
    assert action not in ENGINE.legal_actions(s, p)
    return err.value


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events if "private_to" not in e]


def move(to: int, *route: int) -> dict:
    return {"type": "move_wagon", "to": to, "route": [*route, to]}


def mp_left(s: State) -> int:
    return ENGINE.view(s, None)["traders"]["movement"]["mp_left"]


def play_setup(s: State, city_at: dict[int, int] | None = None) -> State:
    """Finish the set-up with the first legal spots (``city_at``: seat → its city node)."""
    city_at = city_at or {}
    while s["phase"] == "setup":
        p = s["turn"]
        legal = ENGINE.legal_actions(s, p)
        kind = legal[0]["type"]
        choice = legal[0]
        if kind == "build_city" and p in city_at:
            choice = {"type": "build_city", "node": city_at[p]}
        s, _ = do(s, p, choice)
    return s


# -- T-01..T-20 ------------------------------------------------------------------------------
def test_t01_setup():
    """T-01 Setup. 4p new game → 16 terrain hexes (forest 4, pasture 3, fields 3, hills 3,
    mountains 3); no desert, no robber; 16 number tokens, none a 2 or 12; 3 trade hexes
    without numbers; 3 barbarians; each player 5 gold, level 1, no token, wagon on own city;
    25-card deck (16/3/3/3); no Longest Road card."""
    s = ENGINE.new(4, 11, TB)
    terrain = s["terrain"]
    assert sorted(t for t in terrain if t not in TRADE_HEX) == sorted(
        ["forest"] * 4 + ["pasture"] * 3 + ["fields"] * 3 + ["hills"] * 3 + ["mountains"] * 3)
    assert "desert" not in terrain and s["robber"] == -1
    assert ENGINE.view(s, None)["board"]["robber"] == -1
    numbers = [n for n in s["numbers"] if n]
    assert len(numbers) == 16 and 2 not in numbers and 12 not in numbers
    assert all(s["numbers"][h] == 0 and terrain[h] == name for name, h in TRADE_HEX.items())
    assert s["barbarians"] == list(BARBARIAN_START) and len(set(BARBARIAN_START)) == 3
    assert s["gold"] == [5] * 4 and s["baggage"] == [1] * 4 and s["carrying"] == [None] * 4
    assert sorted(s["deck"]) == sorted(["knight"] * 16 + ["road_building"] * 3
                                       + ["swift_journey"] * 3 + ["victory_point"] * 3)
    s = play_setup(s)
    for p in range(4):
        city = [n for n in s["buildings_of"][p] if s["node_level"][n] == 2]
        assert s["wagons"][p] == city[0]
    # No Longest Road: a 6-road line gives nothing.
    s = tb_state()
    settle(s, 0, 7)
    set_hand(s, 0, brick=6, lumber=6)
    for e in (6, 0, 1, 2, 3, 8):  # 7-3-0-4-1-5-9
        s, _ = do(s, 0, {"type": "build_road", "edge": e})
    assert len(s["roads_of"][0]) == 6
    assert s["longest"] == -1 and ENGINE.points(s, 0) == 1


def test_t02_starting_city():
    """T-02 Starting city. 2nd placement: a city touching forest (8), hills (5) and a trade
    hex → exactly 1 lumber + 1 brick."""
    s = ENGINE.new(2, 3, TB)
    s["terrain"][5], s["numbers"][5], s["hex_res"][5] = "forest", 8, RESOURCES.index("lumber")
    s["terrain"][6], s["numbers"][6], s["hex_res"][6] = "hills", 5, RESOURCES.index("brick")
    first = s["turn"]
    s, _ = do(s, first, {"type": "build_settlement", "node": 0})
    s, _ = do(s, first, ENGINE.legal_actions(s, first)[0])
    other = s["turn"]
    s, _ = do(s, other, {"type": "build_settlement", "node": 44})
    s, _ = do(s, other, ENGINE.legal_actions(s, other)[0])
    assert s["turn"] == other
    refused(s, other, {"type": "build_settlement", "node": 14}, "place_city")
    assert {"type": "build_city", "node": 14} in ENGINE.legal_actions(s, other)
    s, events = do(s, other, {"type": "build_city", "node": 14})
    assert {"type": "placed", "player": other, "piece": "city", "node": 14} in events
    assert {"type": "starting_resources", "player": other,
            "cards": {"lumber": 1, "brick": 1}} in events
    assert s["node_level"][14] == 2 and s["wagons"][other] == 14
    assert s["pieces"][other] == [14, 4, 3]
    assert ENGINE.points(s, other) == 3


def test_t03_reroll():
    """T-03 Re-roll. Roll 12 → no production, re-roll; 2 → re-roll; 6 → normal production
    for 6."""
    s = tb_state(rolled=False)
    h = s["numbers"].index(6)
    settle(s, 1, TABLES.hex_corners[h][0])
    s["rng"] = seed_for(6, 6, 1, 1, 3, 3)
    s, events = do(s, 0, {"type": "roll"})
    assert [(e["type"], e["total"]) for e in events if e["type"] in ("rerolled", "rolled")] == [
        ("rerolled", 12), ("rerolled", 2), ("rolled", 6)]
    produced = next(e for e in events if e["type"] == "produced")
    assert produced["gains"] == {"1": {RESOURCES[s["hex_res"][h]]: 1}}
    assert s["dice"] == [3, 3]


def test_t04_costs_and_toll():
    """T-04 Costs and toll. Level 1 (4 MP) at A; A–B own road, B–C Blue's road, C–D no road
    → move A→B→C→D → 1 + 1 + 2 = 4 MP; gold 5 → 4, Blue +1; 0 MP left."""
    s = tb_state()
    s["wagons"][0] = 7
    road(s, 0, 11)
    road(s, 1, 19)
    assert move(22, 12, 17) in ENGINE.legal_actions(s, 0)
    s, events = do(s, 0, move(22, 12, 17))
    assert {"type": "wagon_moved", "player": 0, "route": [12, 17, 22], "mp": 4,
            "tolls": {"1": 1}, "mp_left": 0} in events
    assert s["gold"][:2] == [4, 6] and s["wagons"][0] == 22 and mp_left(s) == 0
    assert not [a for a in ENGINE.legal_actions(s, 0) if a["type"] == "move_wagon"]


def test_t05_barbarian_no_partial_step():
    """T-05 Barbarian, no partial step. 2 MP left at B → B–E (own road + barbarian, 3 MP) →
    refused; B–F (no road, 2 MP) → allowed."""
    s = tb_state()
    s["wagons"][0] = 18
    road(s, 0, 28)  # 18-24, a barbarian stands on it
    moving(s, spent=2)
    assert mp_left(s) == 2
    refused(s, 0, move(24), "not_reachable")
    s2, _ = do(s, 0, move(13))
    assert s2["wagons"][0] == 13 and mp_left(s2) == 0


def test_t06_toll_without_gold():
    """T-06 Toll without gold. 0 gold → step on Blue's road → refused; roadless step →
    allowed. 1 gold, two Blue roads in a row → 1st step allowed (pays 1), 2nd refused."""
    s = tb_state()
    s["wagons"][0] = 7
    road(s, 1, 11, 19)  # 7-12, 12-17
    s["gold"][0] = 0
    err = refused(s, 0, move(12), "toll_unpaid")
    assert err.params == {"player": 1}
    s0, _ = do(s, 0, move(3))  # 7-3 has no road
    assert s0["wagons"][0] == 3
    s["gold"][0] = 1
    refused(s, 0, move(17, 12), "toll_unpaid")
    s, _ = do(s, 0, move(12))
    assert s["gold"][:2] == [0, 6]
    refused(s, 0, move(17), "toll_unpaid")


def test_t07_grain_boost():
    """T-07 Grain boost. Level 1, all 4 MP used → pay 1 grain → +2 MP, one roadless step;
    2nd grain payment this turn → refused."""
    s = tb_state()
    s["wagons"][0] = 7
    set_hand(s, 0, grain=2)
    moving(s, spent=4)
    assert mp_left(s) == 0
    s, events = do(s, 0, {"type": "boost_wagon"})
    assert {"type": "boosted", "player": 0, "mp_left": 2} in events
    assert s["res"][0][R.GRAIN] == 1
    s, _ = do(s, 0, move(3))
    assert mp_left(s) == 0
    refused(s, 0, {"type": "boost_wagon"}, "boost_used")


def test_t08_first_pickup():
    """T-08 First pickup. Empty wagon on a castle land corner, 4 MP, roadless spoke → enters
    the plaza (2 MP); movement ends (2 MP lost); takes the castle stack's top token (tools or
    sand) face up; 0 gold."""
    s = tb_state()
    s["wagons"][0] = 10
    top = s["stacks"]["castle"][-1]
    assert top in ("tools", "sand")
    s, events = do(s, 0, move(CASTLE))
    assert {"type": "wagon_moved", "player": 0, "route": [CASTLE], "mp": 2, "tolls": {},
            "mp_left": 0} in events
    assert {"type": "picked_up", "player": 0, "trade": "castle", "good": top} in events
    assert s["carrying"][0] == top and s["gold"][0] == 5
    view = ENGINE.view(s, None)["traders"]
    assert view["carrying"][0] == top and view["stacks"]["castle"] == 11
    assert view["movement"]["over"] and view["movement"]["mp_left"] == 0 and not view["reach"]
    refused(s, 0, move(14), "movement_over")


def test_t09_delivery():
    """T-09 Delivery. Level 3 carrying marble → enters the castle plaza → token face down,
    +1 VP, +3 gold; castle's top token taken at once; movement ends."""
    s = tb_state()
    s["wagons"][0], s["baggage"][0], s["carrying"][0] = 10, 3, "marble"
    s["stacks"]["quarry"].remove("marble")
    top = s["stacks"]["castle"][-1]
    vp = ENGINE.points(s, 0)
    s, events = do(s, 0, move(CASTLE))
    assert {"type": "delivered", "player": 0, "trade": "castle", "good": "marble", "gold": 3,
            "vp": 1} in events
    assert {"type": "picked_up", "player": 0, "trade": "castle", "good": top} in events
    assert s["delivered"][0] == 1 and s["gold"][0] == 8 and s["carrying"][0] == top
    assert ENGINE.points(s, 0) == vp + 1 and s["movement"]["over"]


def test_t10_wrong_plaza():
    """T-10 Wrong plaza. Carrying sand → enters the castle plaza → movement ends; nothing
    delivered or drawn; still carrying sand."""
    s = tb_state()
    s["wagons"][0], s["carrying"][0] = 10, "sand"
    s["stacks"]["quarry"].remove("sand")
    stack = list(s["stacks"]["castle"])
    s, events = do(s, 0, move(CASTLE))
    assert types(events) == ["wagon_moved"]
    assert s["carrying"][0] == "sand" and s["stacks"]["castle"] == stack
    assert s["delivered"][0] == 0 and s["movement"]["over"]


def test_t11_seven_order():
    """T-11 A 7: order. X (roller) 7 resources; Y 8 resources + 4 gold, Y's road on path P →
    X rolls 7 → Y discards 4 (gold untouched), X none; X moves a barbarian onto P, draws 1
    from Y → Y 3, X 8."""
    s = tb_state(rolled=False)
    x, y = 0, 1
    set_hand(s, x, brick=3, wool=4)
    set_hand(s, y, lumber=4, ore=4)
    s["gold"][y] = 4
    road(s, y, 11)
    s["rng"] = seed_for(3, 4)
    s, events = do(s, x, {"type": "roll"})
    assert {"type": "must_discard", "owed": {"1": 4}} in events
    assert ENGINE.to_act(s) == [y] and s["phase"] == "discard"
    s, _ = do(s, y, {"type": "discard", "cards": {"lumber": 2, "ore": 2}})
    assert s["phase"] == "barbarian" and s["gold"][y] == 4
    s, events = do(s, x, {"type": "move_barbarian", "barbarian": 28, "path": 11})
    assert {"type": "barbarian_moved", "player": x, "barbarian": 28, "path": 11,
            "cause": "seven"} in events
    assert s["phase"] == "steal" and s["steal_from"] == [y]
    assert {"type": "skip_steal"} in ENGINE.legal_actions(s, x)
    s, events = do(s, x, {"type": "steal", "victim": y})
    assert sum(s["res"][y]) == 3 and sum(s["res"][x]) == 8 and s["gold"][y] == 4
    assert s["phase"] == "main"


def test_t12_drive_off():
    """T-12 Drive-off. Level 1 on an endpoint of a barbarian's path → attempt refused. Level 3
    there, rolls 5 → may move that barbarian to any non-sea path without a barbarian, or keep
    it; no steal even onto a road; MP unchanged. Rolls 4 → fails; 2nd attempt on it this turn
    → refused; attempt on another adjacent barbarian → allowed."""
    s = tb_state()
    s["barbarians"] = [28, 27, 44]  # 18 is an endpoint of 28 and of 27
    s["wagons"][0] = 18
    road(s, 1, 11)
    set_hand(s, 1, ore=3)
    refused(s, 0, {"type": "drive_off", "barbarian": 28}, "drive_off_level")
    s["baggage"][0] = 3
    assert drive_off_faces(3) == (5, 6)
    # Rolls 5: success, then move it onto Blue's road — no steal; or keep it.
    win = copy.deepcopy(s)
    win["rng"] = seed_for(5)
    win, events = do(win, 0, {"type": "drive_off", "barbarian": 28})
    assert {"type": "drive_off", "player": 0, "barbarian": 28, "die": 5,
            "success": True} in events
    assert win["phase"] == "drive_off" and mp_left(win) == 6
    legal = ENGINE.legal_actions(win, 0)
    assert {"type": "keep_barbarian"} in legal
    assert {a["barbarian"] for a in legal if a["type"] == "move_barbarian"} == {28}
    assert ENGINE.view(win, None)["choices"]["barbarians"] == [28]
    refused(win, 0, {"type": "move_barbarian", "barbarian": 27, "path": 40}, "drive_off_only")
    moved, events = do(win, 0, {"type": "move_barbarian", "barbarian": 28, "path": 11})
    assert {"type": "barbarian_moved", "player": 0, "barbarian": 28, "path": 11,
            "cause": "drive_off"} in events
    assert moved["phase"] == "main" and moved["res"][1] == [0, 0, 0, 0, 3]
    assert moved["barbarians"] == [11, 27, 44] and mp_left(moved) == 6
    kept, events = do(win, 0, {"type": "keep_barbarian"})
    assert {"type": "barbarian_kept", "player": 0, "barbarian": 28} in events
    assert kept["barbarians"] == [28, 27, 44] and kept["phase"] == "main"
    # Rolls 4: fails; not again on that one, but the other adjacent one may be tried.
    s["rng"] = seed_for(4, 0)
    s, events = do(s, 0, {"type": "drive_off", "barbarian": 28})
    assert {"type": "drive_off", "player": 0, "barbarian": 28, "die": 4,
            "success": False} in events
    assert s["phase"] == "main" and s["movement"]["moving"]
    refused(s, 0, {"type": "drive_off", "barbarian": 28}, "drive_off_tried")
    assert {"type": "drive_off", "barbarian": 27} in ENGINE.legal_actions(s, 0)
    do(s, 0, {"type": "drive_off", "barbarian": 27})


def test_t13_upgrades():
    """T-13 Upgrades. Level 1 with 3 lumber, 2 ore, 2 wool → upgrades twice → level 3 (6 MP,
    3 gold per delivery, drive-off 5–6); 1 lumber, 0 ore, 0 wool left. Reaching level 5 → +1
    VP. Upgrade after the wagon moved → refused."""
    s = tb_state()
    set_hand(s, 0, lumber=3, ore=2, wool=2)
    s, events = do(s, 0, {"type": "upgrade_baggage"})
    assert {"type": "upgraded", "player": 0, "level": 2} in events
    s, _ = do(s, 0, {"type": "upgrade_baggage"})
    assert s["baggage"][0] == 3 and s["res"][0] == [0, 1, 0, 0, 0]
    assert (LEVELS[3].mp, LEVELS[3].gold, drive_off_faces(3)) == (6, 3, (5, 6))
    assert mp_left(s) == 6
    refused(s, 0, {"type": "upgrade_baggage"}, "cannot_afford")
    s["baggage"][0] = 4
    set_hand(s, 0, lumber=2, ore=1, wool=1)
    vp = ENGINE.points(s, 0)
    s, events = do(s, 0, {"type": "upgrade_baggage"})
    assert {"type": "upgraded", "player": 0, "level": 5, "vp": 1} in events
    assert ENGINE.points(s, 0) == vp + 1
    refused(s, 0, {"type": "upgrade_baggage"}, "baggage_max")
    t = tb_state()
    set_hand(t, 0, lumber=1, ore=1, wool=1)
    t["wagons"][0] = 7
    t, _ = do(t, 0, move(3))
    refused(t, 0, {"type": "upgrade_baggage"}, "after_movement")


def test_t14_buying_with_gold():
    """T-14 Buying with gold. 5 gold → buy ore (3 left), buy wool (1 left); 3rd purchase →
    refused; with 6 gold a 3rd purchase → still refused; purchase after movement →
    refused."""
    s = tb_state()
    s, events = do(s, 0, {"type": "buy_with_gold", "resource": "ore"})
    assert {"type": "bought_with_gold", "player": 0, "resource": "ore", "gold": 2} in events
    assert s["gold"][0] == 3
    s, _ = do(s, 0, {"type": "buy_with_gold", "resource": "wool"})
    assert s["gold"][0] == 1 and s["res"][0] == [0, 0, 1, 0, 1]
    refused(s, 0, {"type": "buy_with_gold", "resource": "ore"}, "gold_purchases_used")
    s["gold"][0] = 6
    err = refused(s, 0, {"type": "buy_with_gold", "resource": "ore"}, "gold_purchases_used")
    assert err.params == {"limit": 2}
    t = tb_state()
    t["wagons"][0] = 7
    t, _ = do(t, 0, move(3))
    refused(t, 0, {"type": "buy_with_gold", "resource": "ore"}, "after_movement")
    u = tb_state()
    u["gold"][0] = 1
    assert refused(u, 0, {"type": "buy_with_gold", "resource": "ore"},
                   "not_enough_gold").params == {"need": 2}
    u["gold"][0] = 2
    set_hand(u, 1, ore=19)
    refused(u, 0, {"type": "buy_with_gold", "resource": "ore"}, "bank_empty")
    refused(tb_state(rolled=False), 0, {"type": "buy_with_gold", "resource": "ore"},
            "roll_first")


def harbour_of(s: State, kind: str) -> int:
    """A node of some harbour slot, made of ``kind``."""
    s["harbours"][0] = kind
    return GEOMETRY.harbour_nodes[0][0]


def test_t15_gold_as_a_trade_good():
    """T-15 Gold as a trade good. Generic 3:1 harbour, 3 gold → 1 brick: allowed. Bank,
    4 wool → 1 gold: allowed. Wool 2:1 harbour, 2 wool → 1 gold: allowed. Domestic 1 gold for
    1 grain: allowed. 7-discards never count gold (T-11)."""
    s = tb_state()
    settle(s, 0, harbour_of(s, "any"))
    s["gold"][0] = 3
    s, events = do(s, 0, {"type": "maritime_trade", "give": "gold", "get": "brick"})
    assert {"type": "maritime_trade", "player": 0, "give": "gold", "count": 3,
            "get": "brick"} in events
    assert s["gold"][0] == 0 and s["res"][0][0] == 1
    bank = tb_state()
    set_hand(bank, 0, wool=4)
    bank["gold"][0] = 3
    refused(bank, 0, {"type": "maritime_trade", "give": "gold", "get": "ore"}, "rate")
    bank, events = do(bank, 0, {"type": "maritime_trade", "give": "wool", "get": "gold"})
    assert {"type": "maritime_trade", "player": 0, "give": "wool", "count": 4,
            "get": "gold"} in events
    assert bank["gold"][0] == 4 and bank["res"][0] == [0] * 5
    wool = tb_state()
    settle(wool, 0, harbour_of(wool, "wool"))
    set_hand(wool, 0, wool=2)
    wool, _ = do(wool, 0, {"type": "maritime_trade", "give": "wool", "get": "gold"})
    assert wool["gold"][0] == 6 and wool["res"][0] == [0] * 5
    refused(wool, 0, {"type": "maritime_trade", "give": "gold", "get": "gold"}, "same_resource")
    # No gold harbour: a 2:1 wool harbour still asks 4 gold for a resource.
    assert ENGINE.traders.gold_rate(wool, 0) == 4
    dom = tb_state()
    set_hand(dom, 1, grain=1)
    dom, events = do(dom, 0, {"type": "offer_trade", "give": {"gold": 1}, "get": {"grain": 1},
                              "to": 1})
    assert {"type": "trade_offered", "player": 0, "to": 1, "give": {"gold": 1},
            "get": {"grain": 1}} in events
    assert ENGINE.view(dom, None)["offer"]["give"] == {"gold": 1}
    dom, _ = do(dom, 1, {"type": "accept_trade"})
    dom, events = do(dom, 0, {"type": "confirm_trade", "with": 1})
    assert {"type": "traded", "player": 0, "with": 1, "give": {"gold": 1},
            "get": {"grain": 1}} in events
    assert dom["gold"][:2] == [4, 6] and dom["res"][0][R.GRAIN] == 1


def test_t16_knight():
    """T-16 Knight. X plays a Knight before rolling, moves a barbarian onto Z's road → X may
    draw 1 random resource from Z; nobody discards. X's 3rd Knight (nobody else ≥ 3) →
    Largest Army, +2 VP."""
    s = tb_state(rolled=False)
    x, z = 0, 2
    give_dev(s, x, "knight")
    road(s, z, 11)
    set_hand(s, z, ore=9)
    set_hand(s, 1, wool=9)
    s, events = do(s, x, {"type": "play_knight"})
    assert {"type": "played", "player": x, "card": "knight"} in events
    assert s["phase"] == "barbarian" and "must_discard" not in types(events)
    assert ENGINE.view(s, None)["choices"]["paths"]
    s, events = do(s, x, {"type": "move_barbarian", "barbarian": 35, "path": 11})
    assert {"type": "barbarian_moved", "player": x, "barbarian": 35, "path": 11,
            "cause": "knight"} in events
    s, _ = do(s, x, {"type": "steal", "victim": z})
    assert s["res"][x] == [0, 0, 0, 0, 1] and sum(s["res"][z]) == 8
    assert s["phase"] == "main" and not s["rolled"] and sum(s["discard_owed"]) == 0
    t = tb_state()
    t["knights"][x] = 2
    give_dev(t, x, "knight")
    vp = ENGINE.points(t, x)
    t, events = do(t, x, {"type": "play_knight"})
    assert {"type": "largest_army", "player": x, "knights": 3} in events
    assert ENGINE.points(t, x) == vp + 2


def test_t17_swift_journey():
    """T-17 Swift Journey. Level 2 (5 MP); X used the grain boost, first movement ended on an
    ordinary intersection → plays Swift Journey → new movement with 5 MP, no grain boost.
    Another development card this turn → refused; a Swift Journey bought this turn →
    refused; playing it before any step this turn → refused."""
    s = tb_state()
    s["baggage"][0] = 2
    s["wagons"][0] = 7
    give_dev(s, 0, "swift_journey")
    give_dev(s, 0, "knight")
    set_hand(s, 0, grain=2)
    refused(s, 0, {"type": "play_swift_journey"}, "journey_needs_step")
    s, _ = do(s, 0, {"type": "boost_wagon"})
    s, _ = do(s, 0, move(3))
    assert mp_left(s) == 5
    s, events = do(s, 0, {"type": "play_swift_journey"})
    assert {"type": "played", "player": 0, "card": "swift_journey"} in events
    assert {"type": "swift_journey", "player": 0, "mp_left": 5} in events
    assert ENGINE.view(s, None)["traders"]["movement"]["journey"] == 2
    refused(s, 0, {"type": "boost_wagon"}, "boost_used")
    refused(s, 0, {"type": "play_knight"}, "dev_already_played")
    bought = tb_state()
    bought["wagons"][0] = 7
    give_dev(bought, 0, "swift_journey", bought_now=True)
    bought, _ = do(bought, 0, move(3))
    refused(bought, 0, {"type": "play_swift_journey"}, "card_just_bought")
    # It may follow a first movement that ended on a plaza.
    plaza = tb_state()
    plaza["wagons"][0] = 10
    give_dev(plaza, 0, "swift_journey")
    plaza, _ = do(plaza, 0, move(CASTLE))
    plaza, _ = do(plaza, 0, {"type": "play_swift_journey"})
    assert mp_left(plaza) == 4 and ENGINE.view(plaza, None)["traders"]["reach"]


def test_t18_win_at_13():
    """T-18 Win at 13. X has 12 VP, delivers during movement → 13 VP; game ends at once, X
    wins."""
    s = tb_state()
    for node in (0, 3, 12, 26):
        settle(s, 0, node, city=True)
    s["delivered"][0] = 4  # 8 + 4 = 12
    s["wagons"][0], s["carrying"][0] = 10, "glass"
    s["stacks"]["glassworks"].remove("glass")
    s["stacks"]["castle"].remove("tools")  # 4 delivered tokens left the stacks
    s["stacks"]["castle"].remove("sand")
    s["stacks"]["quarry"].remove("sand")
    s["stacks"]["quarry"].remove("marble")
    assert ENGINE.points(s, 0) == 12
    s, events = do(s, 0, move(CASTLE))
    assert types(events)[-1] == "game_over" and events[-1]["winner"] == 0
    assert ENGINE.is_over(s) and ENGINE.result(s).winners == [0]
    assert ENGINE.points(s, 0) == 13


def test_t19_building_limits():
    """T-19 Building limits. Road on a path with a barbarian → refused; on a trade-hex sea
    path → refused; on a spoke joined to your road at a land corner → allowed. Settlement on
    a plaza → refused; on a sea-only corner → refused; on a trade-hex land corner, distance
    rule met → allowed."""
    s = tb_state()
    settle(s, 0, 19)
    road(s, 0, 21, 16)  # 19-14, 14-10: the road reaches the castle's land corner 10
    set_hand(s, 0, brick=3, lumber=3, wool=1, grain=1)
    refused(s, 0, {"type": "build_road", "edge": 28}, "barbarian_on_path")
    refused(s, 0, {"type": "build_road", "edge": 9}, "sea_path")
    assert 72 in TABLES.node_edges[10] and TABLES.edge_nodes[72] == (10, CASTLE)
    s2, _ = do(s, 0, {"type": "build_road", "edge": 72})
    assert s2["road_owner"][72] == 0
    refused(s2, 0, {"type": "build_settlement", "node": CASTLE}, "spot_taken")
    assert 6 in SEA_CORNERS
    refused(s2, 0, {"type": "build_settlement", "node": 6}, "spot_taken")
    s3, _ = do(s2, 0, {"type": "build_settlement", "node": 10})
    assert s3["node_owner"][10] == 0


def test_t20_barbarian_targets():
    """T-20 Barbarian targets (7 or Knight). Its current path → refused; a path with another
    barbarian → refused; a sea path → refused; a spoke → allowed; a path with the roller's
    own road → allowed, no steal; a road of a player holding 0 resources → allowed, nothing
    stolen."""
    s = tb_state()
    s["phase"], s["barbarian_cause"] = "barbarian", "seven"
    road(s, 0, 11)
    road(s, 1, 19)
    refused(s, 0, {"type": "move_barbarian", "barbarian": 28, "path": 28}, "same_path")
    refused(s, 0, {"type": "move_barbarian", "barbarian": 28, "path": 35}, "barbarian_there")
    refused(s, 0, {"type": "move_barbarian", "barbarian": 28, "path": 9}, "sea_path")
    refused(s, 0, {"type": "move_barbarian", "barbarian": 12, "path": 9}, "no_barbarian")
    spoke, _ = do(s, 0, {"type": "move_barbarian", "barbarian": 28, "path": 72})
    assert spoke["barbarians"] == [72, 35, 44] and spoke["phase"] == "main"
    own, events = do(s, 0, {"type": "move_barbarian", "barbarian": 28, "path": 11})
    assert own["phase"] == "main" and types(events) == ["barbarian_moved"]
    poor, events = do(s, 0, {"type": "move_barbarian", "barbarian": 28, "path": 19})
    assert poor["phase"] == "main" and "nothing_to_steal" in types(events)
    legal = ENGINE.legal_actions(s, 0)
    paths = {a["path"] for a in legal if a["type"] == "move_barbarian"}
    assert paths == set(range(TABLES.num_edges)) - SEA_PATHS - set(s["barbarians"])
    assert {a["barbarian"] for a in legal if a["type"] == "move_barbarian"} == {28, 35, 44}


# -- movement costs ----------------------------------------------------------------------------
def test_step_costs_own_road_none_opponent_barbarian():
    """Own road 1 MP; no road 2; an opponent's road 1 MP + 1 gold to them; +2 on a
    barbarian's path; a resigned player's road 1 MP and no toll."""
    s = tb_state()
    road(s, 0, 11)
    road(s, 1, 19, 28)
    assert W.step_cost(s, 0, 11) == (1, 0, -1)
    assert W.step_cost(s, 0, 25) == (2, 0, -1)
    assert W.step_cost(s, 0, 19) == (1, 1, 1)
    assert W.step_cost(s, 0, 35) == (4, 0, -1)  # no road + barbarian
    assert W.step_cost(s, 0, 28) == (3, 1, 1)  # Blue's road + barbarian
    s["players"][1] = "resigned"
    assert W.step_cost(s, 0, 19) == (1, 0, -1)


def test_grain_adds_two_mp_to_reach():
    """One grain: +2 MP, once per turn (also before the first step; it does not start the
    movement, so building stays open)."""
    s = tb_state()
    s["wagons"][0] = 7
    set_hand(s, 0, grain=1, brick=1, lumber=1)
    settle(s, 0, 7)
    far = max(o["mp"] for o in ENGINE.traders.reach(s, 0))
    s, _ = do(s, 0, {"type": "boost_wagon"})
    assert max(o["mp"] for o in ENGINE.traders.reach(s, 0)) == far + 2 == 6
    assert not s["movement"]["moving"]
    assert any(a["type"] == "build_road" for a in ENGINE.legal_actions(s, 0))
    refused(s, 0, {"type": "boost_wagon"}, "boost_used")
    t = tb_state()
    refused(t, 0, {"type": "boost_wagon"}, "no_grain")


def test_only_undominated_routes_are_offered_and_accepted():
    """Per destination only the routes not dominated on (MP, gold) by a route paying the same
    players: a cheaper-in-gold detour stays beside a shorter toll road; a dominated route is
    refused; a plaza is never passed."""
    s = tb_state()
    s["wagons"][0] = 7
    road(s, 1, 11, 19)  # Blue: 7-12, 12-17
    road(s, 0, 10)  # own: 7-11
    opts = [o for o in ENGINE.traders.reach(s, 0) if o["node"] == 17]
    assert [(o["mp"], o["gold"], o["route"]) for o in opts] == [(2, 2, [12, 17])]
    s["baggage"][0] = 4  # 7 MP: the roadless way round hex 3 (7-11-16-22-17) fits too
    opts = [o for o in ENGINE.traders.reach(s, 0) if o["node"] == 17]
    assert [(o["mp"], o["gold"], o["route"]) for o in opts] == [
        (2, 2, [12, 17]), (7, 0, [11, 16, 22, 17])]
    # A valid but dominated walk is refused: 7→11→7→12 (3 MP, 1 gold) against 7→12 (1, 1).
    refused(s, 0, move(12, 11, 7), "bad_route")
    refused(s, 0, move(12, 17), "bad_route")  # does not end where it says
    refused(s, 0, {"type": "move_wagon", "to": 12, "route": [13]}, "bad_route")
    # Through a plaza: never.
    t = tb_state()
    t["wagons"][0] = 10
    t["baggage"][0] = 4
    assert all(CASTLE not in o["route"][:-1] for o in ENGINE.traders.reach(t, 0))
    refused(t, 0, move(14, CASTLE), "bad_route")
    for o in ENGINE.traders.reach(t, 0):
        others = [p for p in ENGINE.traders.reach(t, 0) if p["node"] == o["node"] and p != o]
        assert not any(p["mp"] <= o["mp"] and p["gold"] <= o["gold"] for p in others)


def edge(a: int, b: int) -> int:
    return W.EDGE_AT[(a, b)]


def payees(s: State, p: int, route: list[int]) -> set[int]:
    return set(W.walk(s, p, route, 99, 99)[1])


def test_equal_routes_over_different_players_roads_are_both_offered():
    """"a route that pays a different player (e.g. equal cost over Bob's road or over
    Carol's) is a real choice and is offered beside the others. `apply` accepts exactly what
    is offered." Hex 4 (corners 12, 8, 13, 18, 23, 17): Ann's own roads 12-8 and 12-17, Bob's
    road 8-13, Cyd's road 17-23; from 12 to 18 either way is 1 + 1 + 2 = 4 MP and 1 gold."""
    s = tb_state()
    s["wagons"][0] = 12
    road(s, 0, edge(12, 8), edge(12, 17))
    road(s, 1, edge(8, 13))
    road(s, 2, edge(17, 23))
    opts = [o for o in ENGINE.traders.reach(s, 0) if o["node"] == 18]
    assert sorted((o["mp"], o["gold"], o["route"]) for o in opts) == [
        (4, 1, [8, 13, 18]), (4, 1, [17, 23, 18])]
    legal = ENGINE.legal_actions(s, 0)
    for route, paid in (([8, 13, 18], 1), ([17, 23, 18], 2)):
        assert move(18, *route[:-1]) in legal
        s2, events = do(s, 0, move(18, *route[:-1]))
        assert s2["wagons"][0] == 18 and s2["gold"][paid] == 6 and s2["gold"][0] == 4
        assert s2["gold"][3 - paid] == 5
        assert {"type": "wagon_moved", "player": 0, "route": route, "mp": 4,
                "tolls": {str(paid): 1}, "mp_left": 0} in events


def test_dominated_routes_are_judged_among_routes_paying_the_same_players():
    """"a route costing more MP and at least as much gold as another route to the same
    intersection that pays its tolls to the same players gives nothing and is not offered";
    a route paying someone else is a real choice even when it costs more. Level 4 (7 MP),
    wagon on 12, Ann's road 12-8, Bob's 8-13: to 18 over Bob's road (1 + 1 + 2 = 4 MP, 1 gold)
    beside the roadless 12-17-23-18 (6 MP, no toll). With Cyd's road on 12-17 that way costs
    5 MP and 1 gold to Cyd: more MP than Bob's way for as much gold, yet offered."""
    s = tb_state()
    s["wagons"][0] = 12
    s["baggage"][0] = 4
    road(s, 0, edge(12, 8))
    road(s, 1, edge(8, 13))
    opts = [(o["mp"], o["gold"], o["route"]) for o in ENGINE.traders.reach(s, 0)
            if o["node"] == 18]
    assert (4, 1, [8, 13, 18]) in opts and (6, 0, [17, 23, 18]) in opts
    road(s, 2, edge(12, 17))
    opts = [o for o in ENGINE.traders.reach(s, 0) if o["node"] == 18]
    assert (5, 1, [17, 23, 18]) in [(o["mp"], o["gold"], o["route"]) for o in opts]
    s2, events = do(s, 0, move(18, 17, 23))
    assert s2["gold"][:3] == [4, 5, 6]
    # Within one set of payees nothing offered is dominated.
    for o in opts:
        same = [q for q in opts if q is not o
                and payees(s, 0, q["route"]) == payees(s, 0, o["route"])]
        assert not any(q["mp"] <= o["mp"] and q["gold"] <= o["gold"] for q in same), o
    # 12-8-12-8-13-18 is a valid walk (6 MP, 1 gold to Bob) but dominated by Bob's 4-MP way.
    assert W.walk(s, 0, [8, 12, 8, 13, 18], 7, 5) == (6, {1: 1})
    refused(s, 0, move(18, 8, 12, 8, 13), "bad_route")


def test_a_wagon_leaving_a_plaza_over_a_toll_road_never_passes_back_through_it():
    """A route may end on a plaza but never pass through one — the start plaza included,
    even when going out and back over Bob's spoke pays Bob (a different set of payees)."""
    s = tb_state()
    s["wagons"][0] = CASTLE
    s["baggage"][0] = 4
    spoke = TABLES.node_edges[CASTLE][0]
    road(s, 1, spoke)
    offered = [a for a in ENGINE.legal_actions(s, 0) if a["type"] == "move_wagon"]
    assert offered
    for a in offered:
        assert CASTLE not in a["route"][:-1], a
        do(s, 0, a)


def test_movement_closes_trading_building_and_purchases():
    """After the first step (or drive-off) no trading, building or gold purchases; the dev
    card plays and the wagon actions remain."""
    s = tb_state()
    s["wagons"][0] = 7
    settle(s, 0, 7)
    set_hand(s, 0, brick=4, lumber=4, wool=4, grain=4, ore=4)
    give_dev(s, 0, "knight")
    s, _ = do(s, 0, move(3))
    kinds = {a["type"] for a in ENGINE.legal_actions(s, 0)}
    assert kinds == {"end_turn", "play_knight", "move_wagon", "boost_wagon", "resign"}
    refused(s, 0, {"type": "build_road", "edge": 11}, "after_movement")
    refused(s, 0, {"type": "buy_dev"}, "after_movement")
    refused(s, 0, {"type": "maritime_trade", "give": "ore", "get": "brick"}, "after_movement")
    refused(s, 0, {"type": "offer_trade", "give": {"ore": 1}, "get": {"brick": 1}, "to": None},
            "after_movement")
    assert ENGINE.view(s, None)["choices"]["edges"] == []
    s, _ = do(s, 0, {"type": "play_knight"})
    assert s["phase"] == "barbarian"


def test_road_building_free_roads_during_movement():
    """A Road Building card may be played during the movement (free roads are placed)."""
    s = tb_state()
    s["wagons"][0] = 7
    settle(s, 0, 7)
    give_dev(s, 0, "road_building")
    s, _ = do(s, 0, move(3))
    s, _ = do(s, 0, {"type": "play_road_building"})
    s, events = do(s, 0, {"type": "build_road", "edge": 11})
    assert {"type": "built", "player": 0, "piece": "road", "edge": 11, "free": True} in events


def test_steal_is_optional():
    """The steal after a 7 is a "may": skip_steal leaves the victim's hand alone."""
    s = tb_state()
    s["phase"], s["barbarian_cause"] = "barbarian", "seven"
    road(s, 1, 11)
    set_hand(s, 1, ore=2)
    s, _ = do(s, 0, {"type": "move_barbarian", "barbarian": 28, "path": 11})
    assert ENGINE.legal_actions(s, 0) == [{"type": "steal", "victim": 1},
                                          {"type": "skip_steal"}, {"type": "resign"}]
    s, events = do(s, 0, {"type": "skip_steal"})
    assert {"type": "steal_skipped", "player": 0} in events
    assert s["res"][1][4] == 2 and s["phase"] == "main"
    refused(s, 0, {"type": "skip_steal"}, "wrong_phase")


def test_drive_off_rules_of_place_and_time():
    """Drive off only from an endpoint, not before the roll, not once a plaza ended the
    movement; with 0 MP left it is still allowed."""
    s = tb_state()
    s["baggage"][0] = 2
    s["wagons"][0] = 7
    refused(s, 0, {"type": "drive_off", "barbarian": 28}, "not_at_barbarian")
    refused(s, 0, {"type": "drive_off", "barbarian": 11}, "no_barbarian")
    s["wagons"][0] = 18
    moving(s, spent=5)
    assert {"type": "drive_off", "barbarian": 28} in ENGINE.legal_actions(s, 0)
    early = tb_state(rolled=False)
    early["baggage"][0], early["wagons"][0] = 2, 18
    refused(early, 0, {"type": "drive_off", "barbarian": 28}, "roll_first")
    over = tb_state()
    over["barbarians"] = [72, 35, 44]  # on the castle spoke from 10
    over["baggage"][0], over["wagons"][0] = 2, 14
    over, _ = do(over, 0, move(CASTLE))
    refused(over, 0, {"type": "drive_off", "barbarian": 72}, "movement_over")


def test_empty_stack_and_no_delivery_back():
    """An empty stack stays empty: the wagon draws nothing (stack_empty)."""
    s = tb_state()
    s["wagons"][0] = 10
    s["stacks"]["castle"] = []
    s["delivered"][1] = 12
    s, events = do(s, 0, move(CASTLE))
    assert {"type": "stack_empty", "player": 0, "trade": "castle"} in events
    assert s["carrying"][0] is None


def test_wagon_on_plaza_at_turn_start_does_nothing_and_may_leave():
    """A wagon that starts its turn on a plaza does nothing there and may leave it."""
    s = tb_state()
    s["wagons"][0] = CASTLE
    assert {o["node"] for o in ENGINE.traders.reach(s, 0)} >= {5, 9, 10, 14}
    s, events = do(s, 0, move(10))
    assert types(events) == ["wagon_moved"] and s["carrying"][0] is None


# -- contract: routing, base game, views, flow ------------------------------------------------
def test_routing_engine_options_and_specs():
    names = [o.name for o in ENGINE.options]
    assert "variant" in names
    assert ENGINE.new(3, 1)["variant"] == "base"
    assert ENGINE.new(3, 1, {"variant": "base", "layout": None})["variant"] == "base"
    with pytest.raises(RuleError):
        ENGINE.new(3, 1, {"variant": "seafarers"})
    assert isinstance(ENGINE.of(ENGINE.new(2, 1, TB)), TradersEngine)
    assert type(ENGINE.of(ENGINE.new(2, 1))) is CatanEngine
    maritime = ENGINE.spec("maritime_trade")
    assert maritime.param("give").items == (*RESOURCES, "gold")
    assert ENGINE.spec("offer_trade").param("get").items == (*RESOURCES, "gold")
    assert ENGINE.spec("discard").param("cards").items == RESOURCES
    for kind, group in (("upgrade_baggage", "build"), ("buy_with_gold", "trade"),
                        ("move_wagon", "wagon"), ("boost_wagon", "wagon"),
                        ("drive_off", "wagon"), ("move_barbarian", "move_barbarian"),
                        ("keep_barbarian", "keep_barbarian"), ("skip_steal", "skip_steal"),
                        ("play_swift_journey", "play")):
        assert ENGINE.spec(kind).key == group
    # The same layout number deals the same T&B board, whatever the game's seed.
    a = ENGINE.new(3, 1, {**TB, "layout": 5})
    b = ENGINE.new(3, 2, {**TB, "layout": 5})
    assert a["terrain"] == b["terrain"] and a["harbours"] == b["harbours"]
    # Random numbers: the 16 tokens on terrain only, no 6/8 side by side.
    r = ENGINE.new(3, 4, {**TB, "numbers": "random"})
    assert sorted(n for n in r["numbers"] if n) == sorted((5, 6, 3, 8, 10, 9, 11, 4) * 2)
    assert all(r["numbers"][h] == 0 for h in TRADE_HEX.values())
    hot = [h for h, n in enumerate(r["numbers"]) if n in (6, 8)]
    assert not any(o in hot for h in hot for o in GEOMETRY.hex_neighbours[h])


def test_base_game_refuses_gold():
    s = ENGINE.new(3, 1)
    s.update(phase="main", turn=0, turns=1, rolled=True)
    s["res"][0] = [4, 0, 0, 0, 0]
    refused(s, 0, {"type": "maritime_trade", "give": "brick", "get": "gold"}, "no_gold_here")
    refused(s, 0, {"type": "offer_trade", "give": {"brick": 1}, "get": {"gold": 1}, "to": None},
            "no_gold_here")


def test_tb_refuses_base_only_actions():
    s = tb_state(rolled=False)
    give_dev(s, 0, "knight")
    for action in ({"type": "move_robber", "hex": 3}, {"type": "play_monopoly", "resource": "ore"},
                   {"type": "play_year_of_plenty", "resources": ["ore", "ore"]}):
        refused(s, 0, action, "unknown_action")


def test_public_view_keys_and_hidden_information():
    s = tb_state()
    s["wagons"][0] = 7
    view = ENGINE.view(s, None)
    assert set(view["traders"]) == {"trade_hexes", "plazas", "stacks", "barbarians", "wagons",
                                    "carrying", "gold", "baggage", "delivered", "purchases",
                                    "movement", "reach", "drive_off"}
    assert view["traders"]["trade_hexes"] == {"castle": 2, "quarry": 7, "glassworks": 18}
    assert view["traders"]["plazas"] == {"castle": 54, "quarry": 55, "glassworks": 56}
    assert set(view["traders"]["movement"]) == {"moving", "moved", "mp_left", "boosted",
                                                "journey", "tried", "over"}
    reach = view["traders"]["reach"]
    assert reach and set(reach[0]) == {"node", "mp", "gold", "route"}
    assert {(o["node"], tuple(o["route"])) for o in reach} == {
        (a["to"], tuple(a["route"])) for a in ENGINE.legal_actions(s, 0)
        if a["type"] == "move_wagon"}
    for seat in view["seats"]:
        assert {"gold", "baggage", "delivered", "carrying"} <= set(seat)
    assert {"barbarians", "paths"} <= set(view["choices"])
    other = copy.deepcopy(s)
    for stack in other["stacks"].values():
        stack.reverse()
    other["deck"].reverse()
    assert ENGINE.view(other, None) == view
    me = ENGINE.view(s, 0)["me"]
    assert set(me["dev_cards"]) == {"knight", "road_building", "swift_journey", "victory_point"}
    assert json.loads(json.dumps(view)) == view


def test_resign_in_barbarian_phase_passes_the_turn():
    s = tb_state()
    s["phase"], s["barbarian_cause"] = "barbarian", "seven"
    s, events = do(s, 0, {"type": "resign"})
    assert s["phase"] == "main" and s["turn"] == 1 and s["barbarian_cause"] == ""
    assert s["movement"]["spent"] == 0


def test_turn_end_resets_the_turns_counters():
    s = tb_state()
    s["wagons"][0] = 7
    set_hand(s, 0, grain=1)
    s, _ = do(s, 0, {"type": "buy_with_gold", "resource": "ore"})
    s, _ = do(s, 0, {"type": "boost_wagon"})
    s, _ = do(s, 0, move(3))
    s, _ = do(s, 0, {"type": "end_turn"})
    assert s["purchases"] == 0 and s["movement"] == {
        "moving": False, "moved": False, "spent": 0, "bonus": 0, "boosted": False,
        "journey": 1, "tried": [], "over": False}


def test_undo_barrier_and_decision_key():
    s = tb_state()
    set_hand(s, 0, lumber=1, ore=1, wool=1)
    action = {"type": "upgrade_baggage"}
    _, events = do(s, 0, action)
    assert not ENGINE.undo_barrier(s, 0, action, events)
    s["wagons"][0] = 7
    action = move(3)
    _, events = do(s, 0, action)
    assert ENGINE.undo_barrier(s, 0, action, events)
    d = tb_state()
    set_hand(d, 1, ore=9)
    d["phase"], d["discard_owed"] = "discard", [0, 4, 0]
    assert ENGINE.decision_key(d, 1) is not None


def test_legal_actions_apply_in_every_phase_of_a_game():
    """Every listed action applies, across a short seeded game's states."""
    import random

    rnd = random.Random(5)
    s = ENGINE.new(3, 5, TB)
    for _ in range(400):
        if ENGINE.is_over(s):
            break
        p = rnd.choice(ENGINE.to_act(s))
        legal = ENGINE.legal_actions(s, p)
        for a in legal:
            if not is_template(a):
                ENGINE.apply(s, p, a)
        options = [a for a in legal if not is_template(a) and a["type"] != "resign"]
        if not options:
            owed = s["discard_owed"][p]
            pool = [RESOURCES[i] for i in range(5) for _ in range(s["res"][p][i])]
            cards: dict[str, int] = {}
            for r in rnd.sample(pool, owed):
                cards[r] = cards.get(r, 0) + 1
            s, _ = ENGINE.apply(s, p, {"type": "discard", "cards": cards})
            continue
        s, _ = ENGINE.apply(s, p, rnd.choice(options))
