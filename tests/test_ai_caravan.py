"""Caravan's AI players (games/caravan/players.py and the modules beside it).

What is hidden (the bag's order and the state's RNG) is rebuilt from the view and the log
alone; the considered moves are legal; the evaluation prefers deliveries and safe goods;
the searching levels find a whole turn's delivery or theft, and everyone ends the game
rather than letting it drag."""

from __future__ import annotations

import json
import random

from games.ai import make_player, observe, visible
from games.ai.match import play
from games.base import is_template
from games.caravan import ENGINE
from games.caravan.evaluation import expected_scores, win_chances
from games.caravan.moves import END_TURN, candidates, rollout_move
from games.caravan.players import AI, bag_contents
from tests.support.ai_games import positions
from tests.test_caravan_engine import bare, put

E = ENGINE


def keyed(actions: list[dict]) -> set[str]:
    return {json.dumps(a, sort_keys=True) for a in actions}


# -- hidden information ---------------------------------------------------------------------


def test_no_caravan_action_is_a_template():
    """Every legal Caravan action comes concrete: nothing for the AI to complete."""
    for state, seat, _ in positions("caravan", {}, 300, seed=1):
        assert not any(is_template(a) for a in E.legal_actions(state, seat))


def test_a_determinization_is_the_state_but_for_the_bag_order_and_the_rng():
    rng = random.Random(2)
    reordered = 0
    for state, seat, log in positions("caravan", {}, 300, seed=2):
        seen = observe(E, state, seat, log)
        assert sorted(bag_contents(seen)) == sorted(state["bag"])
        det = AI.determinize(seen, rng)
        assert sorted(det["bag"]) == sorted(state["bag"])
        assert det["rng"] != state["rng"]
        reordered += det["bag"] != state["bag"]
        rest = {k: v for k, v in det.items() if k not in ("bag", "rng")}
        assert rest == {k: v for k, v in state.items() if k not in ("bag", "rng")}
    assert reordered > 200


def test_goods_lost_to_a_resignation_are_not_dealt_again():
    state = E.new(3, 11, {"length": "short"})
    logs = [[], [], []]
    casual = make_player("caravan", "casual", clock=None)
    rng = random.Random(3)
    while not any(c["good"] for c in state["players"][1]["camels"]):
        seat = state["current"]
        action = casual.decide(observe(E, state, seat, logs[seat]), rng)
        state, events = E.apply(state, seat, action)
        for reader, log in enumerate(logs):
            log.extend(visible(events, reader))
    state, events = E.apply(state, 1, {"type": "resign"})
    assert events[0]["lost_goods"]
    for reader, log in enumerate(logs):
        log.extend(visible(events, reader))
    seat = state["current"]
    seen = observe(E, state, seat, logs[seat])
    assert sorted(bag_contents(seen)) == sorted(state["bag"])
    assert AI.determinize(seen, rng)["resigned_order"] == [1]


# -- the moves considered -------------------------------------------------------------------


def test_considered_and_rollout_moves_are_legal():
    rng = random.Random(4)
    for state, seat, _ in positions("caravan", {}, 400, seed=4):
        legal = keyed(E.legal_actions(state, seat))
        found = candidates(state, seat)
        assert found[-1] == END_TURN and len(found) > 1  # a move besides the pass
        assert keyed(found) <= legal
        assert len(keyed(found)) == len(found)
        assert json.dumps(rollout_move(state, seat, rng), sort_keys=True) in legal


# -- the evaluation -------------------------------------------------------------------------


def test_a_delivery_raises_the_deliverers_score_and_chances():
    s = bare()
    for at in ("B2", "C2", "D2", "D1"):
        put(s, 0, at)
    s["players"][0]["camels"][0]["good"] = "ivory"  # carried at B2, the chain reaches D1
    after, _ = E.apply(s, 0, {"type": "move_good", "from": "B2", "good": "ivory",
                             "under": False, "to": "D1"})
    assert expected_scores(after)[0] > expected_scores(s)[0] + 0.5
    assert win_chances(after)[0] > win_chances(s)[0]


def test_a_good_on_top_next_to_a_thief_is_worth_less_than_one_under():
    s = bare()
    put(s, 0, "D2", "ivory")
    put(s, 0, "C2")
    put(s, 1, "D1")  # seat 1 stands on the ivory city with a theft marker
    s["current"] = 1  # and moves before seat 0 can deliver
    hidden = json.loads(json.dumps(s))
    hidden["players"][0]["camels"][0]["under"] = True
    assert expected_scores(hidden)[0] > expected_scores(s)[0] + 1
    assert expected_scores(hidden)[1] < expected_scores(s)[1]


def test_chances_are_a_distribution():
    for state, _, _ in positions("caravan", {}, 200, seed=5):
        chances = win_chances(state)
        assert abs(sum(chances) - 1.0) < 1e-9 or any(p["resigned"] for p in state["players"])
        assert all(0.0 <= c <= 1.0 for c in chances)


# -- what the levels do ---------------------------------------------------------------------


def turn_of(level: str, s: dict, seed: int = 0) -> tuple[dict, list[dict]]:
    """Seat 0's whole turn at ``level``; returns the state after it and its events."""
    player = make_player("caravan", level, clock=None)
    rng = random.Random(seed)
    events = []
    while not s["over"] and s["current"] == 0:
        action = player.decide(observe(E, s, 0), rng)
        s, more = E.apply(s, 0, action)
        events += more
    return s, events


LEVELS = ("casual", "standard", "hard")


def choice(level: str, s: dict, seed: int = 1) -> dict:
    return make_player("caravan", level, clock=None).decide(observe(E, s, 0), random.Random(seed))


def test_every_level_delivers_when_it_can():
    """One action left, a good one move from its city, and camels to move instead."""
    s = bare()
    s["goods"] = {"G7": "salt"}
    s["actions_left"] = 1
    for at in ("B4", "C4"):  # salt carried at B4, the chain stands on the salt city C4
        put(s, 0, at)
    s["players"][0]["camels"][0]["good"] = "salt"
    put(s, 1, "F6")
    for level in LEVELS:
        assert choice(level, s) == {"type": "move_good", "from": "B4", "good": "salt",
                                    "under": False, "to": "C4"}, level


def test_every_level_first_saves_the_good_a_thief_stands_on():
    """Two ivories one move from the ivory city, one action left: the one under its camel
    is safe, the one on top shares its space with a thief's free camel, so that one goes."""
    s = bare()
    s["goods"] = {"G7": "salt"}
    s["actions_left"] = 1
    put(s, 0, "E1", "ivory", under=True)  # listed first: a blind choice would take it
    put(s, 0, "D1")
    put(s, 0, "C1", "ivory")
    put(s, 1, "C1")  # seat 1's free camel beside the ivory on top, a theft marker in hand
    put(s, 1, "C2")
    assert s["players"][1]["theft"] == 1
    for level in LEVELS:
        assert choice(level, s) == {"type": "move_good", "from": "C1", "good": "ivory",
                                    "under": False, "to": "D1"}, level


def test_every_level_delivers_a_rare_good_rather_than_steal_a_common_one():
    """The last action: ivory home, or seat 1's hides taken where its free camel stands."""
    s = bare()
    s["goods"] = {"G7": "salt"}
    s["actions_left"] = 1
    put(s, 0, "C1", "ivory")
    put(s, 0, "D1")
    put(s, 0, "F6")  # a free camel where seat 1's hides lie on top
    put(s, 1, "F6", "hides")
    for level in LEVELS:
        assert choice(level, s)["type"] == "move_good", level


def test_searching_levels_find_a_delivery_that_takes_the_whole_turn():
    """Pick up, two camels, move: four actions, no one of them worth much alone."""
    s = bare()
    s["goods"] = {"B2": "ivory", "F6": "salt"}
    put(s, 0, "B2")
    put(s, 0, "C2")
    put(s, 1, "G7")
    for level in ("standard", "hard"):
        _, events = turn_of(level, json.loads(json.dumps(s)))
        assert {"type": "delivered", "player": 0, "from": "B2", "to": "D1", "good": "ivory",
                "points": 6} in events, level


def test_searching_levels_steal_a_rare_good_and_bring_it_home():
    s = bare()
    s["goods"] = {"G7": "meat"}
    put(s, 0, "D1")  # on the ivory city
    put(s, 1, "D2", "ivory")  # seat 1's ivory on top, next to it
    put(s, 1, "C2")
    for level in ("standard", "hard"):
        after, events = turn_of(level, json.loads(json.dumps(s)))
        kinds = [e["type"] for e in events]
        assert "stole" in kinds and "delivered" in kinds, (level, kinds)
        assert after["players"][0]["delivered"]["ivory"] == 1


def test_the_leader_ends_the_game_once_the_bag_is_empty():
    s = bare()
    s["bag"], s["end_triggered"] = [], True
    s["goods"] = {"A1": "salt"}
    s["players"][0]["demand"] = 10
    put(s, 0, "C3", "meat")
    put(s, 0, "D3")
    put(s, 1, "F6", "gems")
    for level in ("casual", "standard", "hard"):
        after, _ = turn_of(level, json.loads(json.dumps(s)))
        assert after["over"] and E.result(after).winners == [0], level


def test_a_trailing_seat_does_not_pass_when_that_ends_the_game():
    s = bare()
    s["goods"] = {"A1": "salt", "G7": "meat"}
    s["players"][1]["demand"] = 5
    s["passers"] = [1]
    put(s, 0, "B2")
    put(s, 1, "F6")
    for level in ("casual", "standard", "hard"):
        action = make_player("caravan", level, clock=None).decide(observe(E, s, 0),
                                                                 random.Random(1))
        assert action != END_TURN, level


def test_a_leader_whose_free_camels_wait_on_goods_still_builds_towards_the_end():
    """The bag is empty; seat 0 leads but carries its goods far from their cities, and its
    only free camels stand on lying goods. It must move one of them to build a chain (the
    next delivery ends the game, won), not pass while seat 1 shuffles camels forever."""
    s = bare()
    s["bag"], s["end_triggered"] = [], True
    s["goods"] = {"F2": "hides", "F6": "meat", "B2": "salt"}
    s["players"][0]["demand"] = 20
    for at, good in (("B6", "cloth"), ("G7", "salt"), ("D6", "swords"), ("F2", None),
                     ("F6", None)):
        put(s, 0, at, good)
    put(s, 1, "E3", "swords")
    put(s, 1, "D4", "hides")
    for level in LEVELS:
        assert choice(level, s)["type"] == "move_camel", level
    players = [make_player("caravan", "casual", clock=None) for _ in range(2)]
    rng = random.Random(5)
    for _ in range(200):
        if s["over"]:
            break
        seat = s["current"]
        s, _ = E.apply(s, seat, players[seat].decide(observe(E, s, seat), rng))
    assert s["over"] and E.result(s).winners == [0]


def test_a_casual_game_ends():
    """(Whole games of every level: tests/test_ai_games.py, slow.)"""
    players = [make_player("caravan", "casual", clock=None) for _ in range(3)]
    match = play(E, players, seed="ai-caravan", rng_seed=1, max_moves=3000)
    assert match.result is not None and match.result.winners
    assert max(match.result.scores.values()) > 20  # goods were really delivered
