"""Caravan's AI players never stall a game whose bag is empty (issue 25).

Once the bag is empty the game ends at the next delivery or when every seat in turn passes.
The AI used to keep such games going forever: a seat with nothing left to gain moved a camel
to and fro (an action, so never the pass that ends the game), and a leader wandered between
spaces to steal at instead of building its delivery. Now, with the bag empty, a camel move is
considered only if it brings the seat nearer a gain (``games/caravan/progress.py``)."""

from __future__ import annotations

import json
import random

import pytest

from bench.ai_strength import tasks_for
from games.ai import make_player, observe
from games.ai.match import Match, play
from games.caravan import ENGINE
from games.caravan.moves import END_TURN, candidates
from games.caravan.planner import key_of
from games.caravan.progress import prospect
from games.caravan.reading import Reading
from games.rng import derived_seed
from tests.support.ai_games import positions
from tests.test_caravan_engine import bare, put

E = ENGINE
LEVELS = ("casual", "standard", "hard")
# Far above a finished game (150-700 moves), far below the thousands a stalled game ran to.
CAP = 1200


def emptied(players: int = 2) -> dict:
    s = bare(players)
    s["bag"], s["end_triggered"] = [], True
    return s


def decide(level: str, s: dict, seat: int = 0, seed: int = 1) -> dict:
    return make_player("caravan", level, clock=None).decide(observe(E, s, seat),
                                                            random.Random(seed))


def test_a_seat_with_nothing_to_gain_passes_once_the_bag_is_empty():
    """Seat 0 trails, carries nothing, has no theft marker and no good lies anywhere: every
    move it could make is a camel shuffled about. Seat 1, the leader, has passed. Seat 0
    passes (and so ends the game), rather than keep it going by moving a camel."""
    s = emptied()
    s["players"][1]["demand"] = 20
    s["players"][0]["theft"] = 0
    s["passers"] = [1]
    put(s, 0, "C3")
    put(s, 0, "E5")
    put(s, 1, "A1", "gems")
    put(s, 1, "A2")
    assert [a["type"] for a in candidates(s, 0)] == ["end_turn"]
    for level in LEVELS:
        assert decide(level, json.loads(json.dumps(s))) == END_TURN, level
        after, _ = E.apply(s, 0, END_TURN)
        assert after["over"] and E.result(after).winners == [1]


def test_a_leader_ends_the_game_rather_than_wander_between_thefts():
    """A stalled game's position (casual, 3 seats here): seat 0 leads by far and holds a
    theft marker; meat on top of seat 2's camel stands on seat 0's camel at F3, two spaces
    from the meat city D3. It used to step a camel F3 -> D4 -> F3 turn after turn, every
    end of the game in reach judged worse than its lead. It ends the game in this turn."""
    s = emptied(3)
    s["players"][0]["demand"] = 30
    s["players"][0]["theft"] = 1
    for at, good in (("B4", "swords"), ("E3", None), ("E4", None), ("E5", None), ("F3", None)):
        put(s, 0, at, good)
    put(s, 1, "D4", "swords")
    put(s, 1, "A7", "hides")
    put(s, 2, "F3", "meat")
    put(s, 2, "C4", "gems")
    for level in LEVELS:
        player = make_player("caravan", level, clock=None)
        t = json.loads(json.dumps(s))
        rng = random.Random(3)
        while not t["over"] and t["current"] == 0:
            t, _ = E.apply(t, 0, player.decide(observe(E, t, 0), rng))
        assert t["over"] and E.result(t).winners == [0], level


def test_with_the_bag_empty_every_considered_camel_move_raises_the_prospect():
    """In real positions after the end is triggered, the considered camel moves all get the
    seat somewhere (so no sequence of them can bring it back where it was)."""
    checked = 0
    for state, seat, _ in positions("caravan", {}, 450, seed=8, levels=("casual",)):
        if not state["end_triggered"] or state["over"] or state["current"] != seat:
            continue
        now = prospect(state, Reading(state), seat)
        for action in candidates(state, seat):
            if action["type"] in ("place", "move_camel"):
                after, _ = E.apply(state, seat, action)
                assert prospect(after, Reading(after), seat) > now, action
                checked += 1
    assert checked > 10


# Tables of tests/test_ai_games.py (game g: 2 + g % 3 seats) that ran to its move cap before
# the fix; two in the fast tier (about 1 s of CPU each), the rest with the slow tests.
CASUAL_STALLS = (14, 46, *(pytest.param(g, marks=pytest.mark.slow) for g in (20, 49, 94, 97)))
# bench/ai_strength.py's hard-vs-standard 1v1 tables that ran to its cap (the bench's notes,
# bench/results/ai_strength_caravan.md; 24 in the trailing seat's all-pass standoff): about
# 10 s of CPU each.
HARD_STANDARD_STALLS = (4, 5, 6, 9, 11, 24)


def ai_game(level: str, game: int) -> Match:
    seats = 2 + game % 3
    players = [make_player("caravan", level, clock=None) for _ in range(seats)]
    return play(E, players, seed=derived_seed("ai-games", game), rng_seed=game, max_moves=CAP)


def ends(match: Match, what: str) -> None:
    assert match.result is not None, f"{what} still running after {match.moves} moves"
    assert match.result.winners


@pytest.mark.parametrize("game", CASUAL_STALLS)
def test_casual_games_that_stalled_now_end(game):
    ends(ai_game("casual", game), f"casual game {game}")


@pytest.mark.slow
@pytest.mark.parametrize("index", HARD_STANDARD_STALLS)
def test_hard_against_standard_games_that_stalled_now_end(index):
    task = tasks_for("caravan", {}, "hard", "standard", 2, max(HARD_STANDARD_STALLS) + 1, 0)[index]
    players = [make_player("caravan", level, clock=None) for level in task.levels]
    ends(play(E, players, seed=task.seed, rng_seed=task.rng_seed, max_moves=CAP),
         f"hard-vs-standard table {index}")


def standoff() -> dict:
    """Hard-vs-standard table 24's position (bench/ai_strength.py), turn 15, the bag still
    holding 20 goods: seat 0 leads 11 to 7 and has passed; seat 1 to act."""
    s = bare()
    s["current"], s["turn"], s["passers"] = 1, 15, [0]
    s["goods"] = {"B2": "swords", "A7": "meat", "G1": "hides", "B6": "salt", "F6": "ivory"}
    s["demand"] = {"A7": 2, "B2": 1}
    for at, good in (("D3", None), ("D2", "salt"), ("B6", None), ("G7", "swords"), ("C3", None)):
        put(s, 0, at, good)
    for at, good in (("B6", None), ("F5", None), ("E5", None), ("F6", "hides"), ("B2", "meat")):
        put(s, 1, at, good)
    s["players"][0]["delivered"].update(gems=1, meat=1)
    s["players"][0]["demand"] = 3
    s["players"][1]["delivered"].update(cloth=1)
    s["players"][1]["demand"] = 2
    assert s["bag"] and not s["end_triggered"]
    return s


def test_a_trailing_seat_does_not_dodge_the_all_pass_end_with_camel_moves():
    """Table 24 ran to the bench's cap this way: the leader passed every turn and the
    trailing seat, whose pass would have ended the game, moved a camel E5 -> C2 -> E5 and
    ended its turn, for thousands of moves. A turn that leaves everything as it was is a
    pass in all but name: each level either passes (and loses) or gets somewhere."""
    s = standoff()
    start = key_of(s)
    for level in LEVELS:
        player = make_player("caravan", level, clock=None)
        t = json.loads(json.dumps(s))
        rng = random.Random(5)
        while not t["over"] and t["current"] == 1:
            t, _ = E.apply(t, 1, player.decide(observe(E, t, 1), rng))
        assert t["over"] or key_of({**t, "current": 1, "actions_left": 4}) != start, level


def test_with_everyone_else_passed_every_considered_camel_move_raises_the_prospect():
    """While the seat's pass would end the game, its camel moves must get it somewhere, bag
    or no bag (so no sequence of them brings it back where it was)."""
    s = standoff()
    now = prospect(s, Reading(s), 1)
    moves = [a for a in candidates(s, 1) if a["type"] in ("place", "move_camel")]
    for action in moves:
        after, _ = E.apply(s, 1, action)
        assert prospect(after, Reading(after), 1) > now, action
