"""The AI framework (games/ai/): determinizations agree with what the seat saw, chosen
actions are legal, choices are a pure function of (what was seen, the seed).

The toy game of tests/support/toy_game.py (turns, then a round of secret bids of 0-9 whose
highest wins a point) checks the generic parts; then every game with an AI adapter is
checked over positions from seeded games."""

from __future__ import annotations

import random

import pytest

from games.ai import (
    GREEDY,
    ISMCTS,
    POLICY,
    TREE,
    AIPlayer,
    GameAI,
    RandomPlayer,
    Settings,
    game_ai,
    make_player,
    observe,
    visible,
)
from games.ai.ismcts import _observation
from games.ai.match import play, real_choice
from games.base import RuleError, is_template
from games.registry import engines
from tests.support import tiers, toy_game
from tests.support.ai_games import positions

TOY = toy_game.ENGINE


class ToyAI(GameAI):
    """Points decide; the others' secret bids are sampled."""

    def determinize(self, seen, rng):
        view = seen.view
        players = []
        for seat, p in enumerate(view["players"]):
            bid = None
            if seat == seen.seat:
                bid = view["my_bid"]
            elif p["bid_in"]:
                bid = rng.randint(0, 9)
            players.append({"at": p["at"], "points": p["points"], "bid": bid, "out": p["out"]})
        return {"players": players, "turn": view["turn"], "phase": view["phase"],
                "round": view["round"], "winner": None}

    def evaluate(self, state):
        return [p["points"] / 3 for p in state["players"]]

    def candidates(self, state, seat, template):
        return [{"type": "bid", "amount": a} for a in range(template["amount_max"] + 1)]


AI = ToyAI(TOY)


def toy_positions(count: int) -> list[tuple[dict, int, list[dict]]]:
    """(state, seat, seat's log) at decisions of random toy games."""
    out = []
    rng = random.Random(5)
    for game in range(200):
        state = TOY.new(2 + game % 2, game)
        logs = [[] for _ in state["players"]]
        for _ in range(60):
            if TOY.is_over(state) or len(out) >= count:
                break
            seat = rng.choice(TOY.to_act(state))
            out.append((state, seat, list(logs[seat])))
            action = RandomPlayer(AI).decide(observe(TOY, state, seat, logs[seat]), rng)
            state, events = TOY.apply(state, seat, action)
            for reader, log in enumerate(logs):
                log.extend(visible(events, reader))
    return out


def bid_position() -> tuple[dict, int]:
    """Seat 1 to bid, seat 0 has bid already."""
    state = TOY.new(2, 0)
    state, _ = TOY.apply(state, 0, {"type": "end"})
    state, _ = TOY.apply(state, 1, {"type": "end"})
    state, _ = TOY.apply(state, 0, {"type": "bid", "amount": 4})
    return state, 1


def test_toy_determinization_keeps_the_view():
    rng = random.Random(1)
    for state, seat, log in toy_positions(300):
        seen = observe(TOY, state, seat, log)
        det = AI.determinize(seen, rng)
        assert TOY.view(det, seat) == seen.view


@pytest.mark.parametrize("settings", [
    Settings(GREEDY, samples=3),
    Settings(ISMCTS, iterations=300, rollout=2, opponents=TREE),
    Settings(ISMCTS, iterations=300, rollout=2, opponents=POLICY),
], ids=["greedy", "ismcts-tree", "ismcts-policy"])
def test_every_level_bids_the_most_for_the_point(settings):
    """A bid of 9 is never beaten, so every thinking player must find it."""
    state, seat = bid_position()
    player = AIPlayer(AI, "test", settings, clock=None)
    action = player.decide(observe(TOY, state, seat), random.Random(3))
    assert action == {"type": "bid", "amount": 9}


def test_a_search_tree_sees_a_secret_bid_only_as_its_seat_may():
    """Other seats' trees branch on what they observe: "seat 0 has bid", not the amount."""
    state = bid_position()[0]
    observed = set()
    for amount in (0, 9):
        after, events = TOY.apply(state, 1, {"type": "bid", "amount": amount})
        mine = _observation(1, 1, {"type": "bid", "amount": amount}, events)
        observed.add(_observation(0, 1, {"type": "bid", "amount": amount}, events))
        assert str(amount) in mine  # the bidder knows its own amount
    assert len(observed) == 2  # the last bid reveals the round: the winner differs
    state = TOY.new(3, 0)
    for seat in range(3):
        state, _ = TOY.apply(state, seat, {"type": "end"})
    hidden = {_observation(1, 0, {"type": "bid", "amount": a},
                           TOY.apply(state, 0, {"type": "bid", "amount": a})[1]) for a in range(10)}
    assert len(hidden) == 1


def test_a_choice_is_a_function_of_the_seen_and_the_seed():
    player = AIPlayer(AI, "standard", Settings(ISMCTS, iterations=60, rollout=3), clock=None)
    for state, seat, log in toy_positions(40):
        seen = observe(TOY, state, seat, log)
        first = player.decide(seen, random.Random(9))
        assert player.decide(seen, random.Random(9)) == first
        TOY.check(state, seat, first)  # legal, and concrete
        assert not is_template(first)


def test_the_random_player_completes_templates_legally():
    rng = random.Random(2)
    for state, seat, log in toy_positions(200):
        action = RandomPlayer(AI).decide(observe(TOY, state, seat, log), rng)
        TOY.check(state, seat, action)
        assert action["type"] != "resign"


def test_a_match_records_decisions_and_ends():
    players = [AIPlayer(AI, "casual", Settings(GREEDY), clock=None), RandomPlayer(AI)]
    match = play(TOY, players, seed=1, rng_seed=4, timer=lambda: 0.0)
    assert match.result is not None and match.result.winners
    assert {d.seat for d in match.decisions} == {0, 1}
    assert match.moves == len(match.history)


def test_a_real_choice_is_more_than_one_concrete_action():
    assert not real_choice([{"type": "end"}, {"type": "resign"}])
    assert real_choice([{"type": "end"}, {"type": "walk", "to": 3}])
    assert real_choice([{"type": "bid", "template": True, "amount_max": 4}])
    assert not real_choice([{"type": "bid", "template": True, "amount_max": 0}])


# -- every game with an adapter ------------------------------------------------------------
# (game key, options) rows: a game's variants that change what is hidden get a row each.
VARIANTS = {"caravane": [{"variant": "standard"}, {"variant": "champions"}],
            "catan": [{"variant": "base"}, {"variant": "traders-barbarians"}]}
GAMES = [(key, options) for key in sorted(engines()) if game_ai(key) is not None
         for options in VARIANTS.get(key, [{}])]
IDS = [f"{key}-{'-'.join(map(str, o.values())) or 'base'}" for key, o in GAMES]


@pytest.mark.parametrize(("key", "options"), GAMES, ids=IDS)
def test_determinization_keeps_the_view_and_the_legal_actions(key, options):
    engine, ai = engines()[key], game_ai(key)
    rng = random.Random(7)
    for state, seat, log in positions(key, options, 300):
        seen = observe(engine, state, seat, log)
        for _ in range(2):
            det = ai.determinize(seen, rng)
            assert engine.view(det, seat) == seen.view
            assert engine.legal_actions(det, seat) == list(seen.legal)


# A few positions in the fast tier, all forty in make test (a standard Catan choice costs
# tens of milliseconds; tests/support/tiers.py).
@pytest.mark.parametrize("count", tiers.count(40, 6))
@pytest.mark.parametrize(("key", "options"), GAMES, ids=IDS)
@pytest.mark.parametrize("level", ["random", "casual", "standard"])
def test_choices_are_legal_and_repeatable(key, options, level, count):
    engine = engines()[key]
    player = make_player(key, level, clock=None)
    for state, seat, log in positions(key, options, count, seed=1):
        seen = observe(engine, state, seat, log)
        action = player.decide(seen, random.Random(11))
        assert not is_template(action)
        try:
            engine.check(state, seat, action)
        except RuleError as exc:  # pragma: no cover - the message is the point
            pytest.fail(f"{level} chose {action} in a position where it is illegal: {exc}")
        assert player.decide(seen, random.Random(11)) == action
