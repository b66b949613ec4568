"""``default_action`` (games/base.py): what the table plays for a seat whose turn clock ran
out. For every registered game (and the Traders & Barbarians variant): along seeded random
games, every seat that must act gets a default ``apply`` accepts, every other seat gets None;
games played with default moves alone end where the game can end that way (Caravane,
Caravan, Yspahan) and keep going without a refusal where it cannot (Catan never reaches its
winning points by rolling and passing); and the choice documented per phase of each engine.
"""

from __future__ import annotations

import random

import pytest

from games.base import Engine, is_template
from games.catan import ENGINE as CATAN
from games.catan import rules as R
from games.catan.traders.board import SEA_PATHS
from games.registry import engines
from tests.support import catan_scenario as sc
from tests.support import tiers
from tests.support.players import concrete

GAMES = sorted(engines())
VARIANTS = {"catan-tb": ("catan", {"variant": "traders-barbarians"})}
FIXED = {"catan": {"variant": "base"}}  # the T&B variant is its own case above
KEYS = [*GAMES, *VARIANTS]
# Games that end when every seat only ever plays its default (with a generous step cap).
ENDS_BY_DEFAULTS = {"caravane": 400, "caravan": 40, "yspahan": 3000}
TB = {"variant": "traders-barbarians"}


def setup(key: str) -> tuple[Engine, dict]:
    name, options = VARIANTS.get(key, (key, FIXED.get(key, {})))
    return engines()[name], dict(options)


def options_for(engine: Engine, fixed: dict, i: int) -> dict:
    """The fixed options, and every other choice option taking its values in turn
    (Caravane's Champions, Yspahan's rulesets, Catan's random numbers…)."""
    out = dict(fixed)
    for o in engine.options:
        if o.kind == "choice" and o.name not in out:
            out[o.name] = o.choices[i % len(o.choices)]
    return out


def random_step(engine: Engine, state: dict, rng: random.Random) -> tuple[int, dict] | None:
    """A random waiting seat's random legal move, its kind drawn first and mostly not the end
    of the turn (so random games get somewhere: Caravan's would end by passes at once).
    A template no random completion fits (a Catan discard of a large hand) is played by
    its default."""
    waiting = engine.to_act(state)
    if not waiting:
        return None
    seat = rng.choice(waiting)
    legal = [a for a in engine.legal_actions(state, seat) if a["type"] != "resign"]
    kinds = sorted({a["type"] for a in legal})
    if len(kinds) > 1 and rng.random() < 0.8:
        kinds.remove("end_turn") if "end_turn" in kinds else None
    for _ in range(4):
        kind = rng.choice(kinds)
        done = concrete(engine, state, seat, rng.choice([a for a in legal if a["type"] == kind]),
                        rng)
        if done is not None:
            return seat, done
    return seat, engine.default_action(state, seat)


def players_of(engine: Engine, i: int) -> int:
    return engine.min_players + i % (engine.max_players - engine.min_players + 1)


def check_defaults(engine: Engine, state: dict) -> None:
    """Every waiting seat's default applies; no other seat has one."""
    waiting = engine.to_act(state)
    for seat in range(len(state["players"])):
        d = engine.default_action(state, seat)
        if seat in waiting:
            assert d is not None, (seat, state.get("phase"))
            assert d["type"] != "resign"
            legal = engine.legal_actions(state, seat)
            # a listed action, or the completion of a listed template (a discard, a bid)
            assert d in legal or any(is_template(a) and a["type"] == d["type"] for a in legal)
            engine.apply(state, seat, d)  # raises RuleError if the engine refuses it
        else:
            assert d is None, (seat, d)


def play_defaults(engine: Engine, state: dict) -> dict:
    """The first waiting seat plays its default."""
    seat = engine.to_act(state)[0]
    state, _ = engine.apply(state, seat, engine.default_action(state, seat))
    return state


# -- every game, generically ------------------------------------------------------------------
@pytest.mark.parametrize("games", tiers.split(range(20)))
@pytest.mark.parametrize("key", KEYS)
def test_default_is_legal_for_every_waiting_seat_along_random_games(key: str,
                                                                    games: range) -> None:
    """Random games, some moves of which are defaults (so the phases defaults lead to, such
    as Catan's discards and robber, come up): checked at every step."""
    engine, fixed = setup(key)
    for i in games:
        rng = random.Random(100 + i)
        state = engine.new(players_of(engine, i), 100 + i, options_for(engine, fixed, i))
        for _ in range(300):
            if engine.is_over(state):
                break
            check_defaults(engine, state)
            if rng.random() < 0.15:
                state = play_defaults(engine, state)
                continue
            move = random_step(engine, state, rng)
            assert move is not None
            state, _ = engine.apply(state, *move)
        check_defaults(engine, state)  # a finished game asks nothing of anyone


@pytest.mark.parametrize("games", tiers.split(range(6)))
@pytest.mark.parametrize("key", KEYS)
def test_games_of_default_moves_only(key: str, games: range) -> None:
    engine, fixed = setup(key)
    for i in games:
        state = engine.new(players_of(engine, i), 7 + i, options_for(engine, fixed, i))
        cap = ENDS_BY_DEFAULTS.get(engine.key, 600)
        phases = set()
        for _ in range(cap):
            if engine.is_over(state):
                break
            phases.add(state.get("phase"))
            check_defaults(engine, state)
            for seat in list(engine.to_act(state)):
                if seat in engine.to_act(state):
                    state, _ = engine.apply(state, seat, engine.default_action(state, seat))
        if engine.key in ENDS_BY_DEFAULTS:
            assert engine.is_over(state), f"{key}: a game of defaults did not end"
            assert engine.result(state).winners
            assert all(engine.default_action(state, p) is None
                       for p in range(len(state["players"])))
        else:  # Catan: rolls and passes for ever; it kept going through 7s without a refusal
            assert not engine.is_over(state)
            assert state["turns"] > 100
            robber = "barbarian" if key == "catan-tb" else "robber"
            assert {"setup", "main", "discard", robber} <= phases, phases


# -- Caravane -----------------------------------------------------------------------------------
def test_caravane_defaults() -> None:
    e = engines()["caravane"]
    s = e.new(3, 1)
    assert [e.default_action(s, p) for p in range(3)] == [{"type": "bid", "amount": 0}] * 3
    s, _ = e.apply(s, 0, {"type": "bid", "amount": 5})
    assert e.default_action(s, 0) is None  # a placed bid is final: nothing is asked
    s, _ = e.apply(s, 1, e.default_action(s, 1))
    s, _ = e.apply(s, 2, e.default_action(s, 2))
    assert s["players"][1]["tiers"][0] == 15 and s["players"][1]["pos"] == 2  # 0 spent, rank 2

    s = e.new(3, 1, {"variant": "champions"})
    assert e.default_action(s, 1) == {"type": "setup", "tiers": [15, 25, 20], "bags": [1, 2, 3]}
    for p in range(3):
        s, _ = e.apply(s, p, e.default_action(s, p))
    s, _ = e.apply(s, 0, {"type": "bid", "amount": 3})
    s, _ = e.apply(s, 1, {"type": "bid_bag", "amount": 2})  # reopens seat 0's bid
    assert e.default_action(s, 0) == {"type": "keep"}
    assert e.default_action(s, 1) is None
    assert e.default_action(s, 2) == {"type": "bid", "amount": 0}  # no bag announced


# -- Caravan ------------------------------------------------------------------------------------
def test_caravan_defaults() -> None:
    e = engines()["caravan"]
    s = e.new(3, 4)
    cur = s["current"]
    assert e.default_action(s, cur) == {"type": "end_turn"}
    assert all(e.default_action(s, p) is None for p in range(3) if p != cur)
    s, _ = e.apply(s, cur, {"type": "place", "to": "D4", "cost": 1})  # the 1st turn's action
    nxt = s["current"]
    assert nxt != cur and e.default_action(s, cur) is None
    s, _ = e.apply(s, nxt, {"type": "place", "to": "C4", "cost": 1})  # 1 of 2 actions
    assert s["current"] == nxt and e.default_action(s, nxt) == {"type": "end_turn"}  # mid-turn
    s, _ = e.apply(s, nxt, e.default_action(s, nxt))
    assert s["players"][nxt]["camels"][0]["at"] == "C4" and s["current"] != nxt
    for _ in range(2):
        s, _ = e.apply(s, s["current"], e.default_action(s, s["current"]))
    assert not e.is_over(s)  # two passes after a turn with an action
    s, _ = e.apply(s, s["current"], e.default_action(s, s["current"]))
    assert e.is_over(s) and s["end_reason"] == "all_passed"


# -- Yspahan ------------------------------------------------------------------------------------
def test_yspahan_default_at_the_start_of_the_day() -> None:
    e = engines()["yspahan"]
    s = e.new(3, 2)
    (first,) = e.to_act(s)
    assert e.default_action(s, first) == {"type": "roll"}
    assert all(e.default_action(s, p) is None for p in range(3) if p != first)


# -- Catan (base) -------------------------------------------------------------------------------
def pips(s: dict, node: int) -> int:
    return sum(6 - abs(7 - s["numbers"][h]) for h in R.tables(s).node_hexes[node]
               if s["numbers"][h])


@pytest.mark.parametrize("options", [{}, TB])
def test_catan_setup_takes_the_richest_spot_then_the_lowest_road(options: dict) -> None:
    s = CATAN.new(3, 5, dict(options))
    for _ in range(6):  # both rounds (a city in the second round of T&B)
        p = s["turn"]
        d = CATAN.default_action(s, p)
        spots = R.setup_settlement_spots(s)
        best = max(pips(s, n) for n in spots)
        assert d["node"] == min(n for n in spots if pips(s, n) == best)
        second = s["setup_step"] >= 3
        assert d["type"] == ("build_city" if options and second else "build_settlement")
        s, _ = CATAN.apply(s, p, d)
        assert CATAN.default_action(s, p) == {"type": "build_road",
                                              "edge": min(R.setup_road_spots(s))}
        assert all(CATAN.default_action(s, q) is None for q in range(3) if q != p)
        s, _ = CATAN.apply(s, p, CATAN.default_action(s, p))
    assert s["phase"] == "main"


def test_catan_roll_then_end_turn() -> None:
    s = sc.main_phase(3, rolled=False)
    assert CATAN.default_action(s, 0) == {"type": "roll"}
    assert CATAN.default_action(s, 1) is None
    sc.give_dev(s, 0, "knight")  # a Knight in hand is not played for them
    assert CATAN.default_action(s, 0) == {"type": "roll"}
    s["rolled"] = True
    sc.give(s, 0, brick=4, lumber=4, wool=4, grain=4, ore=4)  # nothing is built or bought
    assert CATAN.default_action(s, 0) == {"type": "end_turn"}


def test_catan_discard_takes_the_most_held_first() -> None:
    s = sc.main_phase(3)
    sc.set_hand(s, 0, brick=5, lumber=3, wool=1, ore=1)
    sc.set_hand(s, 2, wool=4, grain=4)
    s.update(phase="discard", discard_owed=[5, 0, 4])
    assert CATAN.default_action(s, 0) == {"type": "discard", "cards": {"brick": 4, "lumber": 1}}
    assert CATAN.default_action(s, 1) is None
    assert CATAN.default_action(s, 2) == {"type": "discard", "cards": {"wool": 2, "grain": 2}}
    s, _ = CATAN.apply(s, 0, CATAN.default_action(s, 0))
    assert s["res"][0] == [1, 2, 1, 0, 1]


def test_catan_robber_goes_where_it_hurts_nobody() -> None:
    s = sc.main_phase(3)
    corners = R.tables(s).hex_corners
    s["robber"] = 0
    for h in range(1, 19):  # an opponent's settlement on every hex but hex 9 …
        if h != 9:
            c = next(c for c in corners[h] if c not in corners[9] and s["node_owner"][c] < 0)
            sc.settle(s, 1, c)
    s["phase"] = "robber"
    assert CATAN.default_action(s, 0) == {"type": "move_robber", "hex": 9}
    assert CATAN.default_action(s, 1) is None
    c = next(c for c in corners[9] if s["node_owner"][c] < 0)
    sc.settle(s, 0, c)  # … then the player's own on hex 9: still better than an opponent's
    assert CATAN.default_action(s, 0) == {"type": "move_robber", "hex": 9}
    sc.settle(s, 2, next(c for c in corners[9] if s["node_owner"][c] < 0))
    d = CATAN.default_action(s, 0)
    assert d["type"] == "move_robber" and d["hex"] != 9  # now every hex hurts someone
    CATAN.apply(s, 0, d)


def test_catan_steal_from_the_richest_victim() -> None:
    s = sc.main_phase(4)
    sc.set_hand(s, 1, ore=2)
    sc.set_hand(s, 2, wool=3)
    sc.set_hand(s, 3, wool=3)
    s.update(phase="steal", steal_from=[1, 2, 3])
    assert CATAN.default_action(s, 0) == {"type": "steal", "victim": 2}
    assert CATAN.default_action(s, 2) is None


def test_catan_free_roads_on_the_lowest_path() -> None:
    s = sc.main_phase(3)
    sc.settle(s, 0, 20)
    s.update(phase="road_building", free_roads=2)
    assert CATAN.default_action(s, 0) == {"type": "build_road", "edge": min(R.road_spots(s, 0))}
    s, _ = CATAN.apply(s, 0, CATAN.default_action(s, 0))
    s, _ = CATAN.apply(s, 0, CATAN.default_action(s, 0))
    assert s["phase"] == "main" and len(s["roads_of"][0]) == 2


def test_catan_trades_declined_and_cancelled() -> None:
    s = sc.main_phase(3)
    sc.set_hand(s, 0, brick=1)
    sc.set_hand(s, 1, ore=1)
    s, _ = CATAN.apply(s, 0, {"type": "offer_trade", "to": None, "give": {"brick": 1},
                              "get": {"ore": 1}})
    assert CATAN.default_action(s, 0) is None  # waiting for the answers
    assert CATAN.default_action(s, 1) == CATAN.default_action(s, 2) == {"type": "decline_trade"}
    s, _ = CATAN.apply(s, 1, {"type": "accept_trade"})
    s, _ = CATAN.apply(s, 2, CATAN.default_action(s, 2))
    assert CATAN.default_action(s, 0) == {"type": "cancel_trade"}  # not confirmed for them
    s, _ = CATAN.apply(s, 0, CATAN.default_action(s, 0))
    assert s["phase"] == "main" and s["res"][0][0] == 1 and s["res"][1][4] == 1


# -- Catan: Traders & Barbarians ------------------------------------------------------------------
def tb_main(players: int = 3) -> dict:
    s = CATAN.new(players, 7, dict(TB))
    s.update(phase="main", turn=0, turns=1, rolled=True, setup_step=2 * players)
    s["wagons"] = [0] * players
    return s


def test_tb_barbarian_moves_where_it_robs_nobody() -> None:
    s = tb_main()
    s.update(phase="barbarian", barbarian_cause="seven")
    d = CATAN.default_action(s, 0)
    assert d["type"] == "move_barbarian" and d["barbarian"] == min(s["barbarians"])
    assert d["path"] not in SEA_PATHS and d["path"] not in s["barbarians"]
    roadless = d["path"]
    sc.road(s, 1, roadless)  # an opponent's road there now: the barbarian goes elsewhere
    d = CATAN.default_action(s, 0)
    assert d["path"] != roadless and s["road_owner"][d["path"]] == -1
    s, _ = CATAN.apply(s, 0, d)
    assert s["phase"] == "main"
    assert CATAN.default_action(s, 0) == {"type": "end_turn"}


def test_tb_drive_off_keeps_and_steal_is_skipped() -> None:
    s = tb_main()
    s.update(phase="drive_off", drive_off={"barbarian": s["barbarians"][0]})
    assert CATAN.default_action(s, 0) == {"type": "keep_barbarian"}
    CATAN.apply(s, 0, CATAN.default_action(s, 0))
    s.update(phase="steal", steal_from=[1], drive_off=None)
    assert CATAN.default_action(s, 0) == {"type": "skip_steal"}
    assert CATAN.default_action(s, 1) is None
    s, _ = CATAN.apply(s, 0, CATAN.default_action(s, 0))
    assert s["phase"] == "main"


def test_tb_wagon_is_never_moved_for_them() -> None:
    s = tb_main()
    s["rolled"] = False
    assert CATAN.default_action(s, 0) == {"type": "roll"}
    s["rolled"] = True
    assert CATAN.default_action(s, 0) == {"type": "end_turn"}
    s["movement"] = {**s["movement"], "moving": True, "moved": True, "spent": 2}
    assert CATAN.default_action(s, 0) == {"type": "end_turn"}
    s, _ = CATAN.apply(s, 0, CATAN.default_action(s, 0))
    assert s["turn"] == 1 and s["wagons"][0] == 0
