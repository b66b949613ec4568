"""The load bench's players: every game they drive goes on until it is over (a driver that
stopped at a form left fewer games running than the bench reports)."""

from __future__ import annotations

import random

import pytest

from bench.load import ENGINE, pick


@pytest.mark.parametrize("seed", [0, 9])
def test_the_load_players_never_stall_a_game(seed: int) -> None:
    rng = random.Random(seed)
    state = ENGINE.new(3, seed, {"layout": seed + 1})
    forms = 0
    for _ in range(5000):
        if ENGINE.is_over(state):
            break
        seat = ENGINE.to_act(state)[0]
        move = pick(state, seat, rng)
        assert move is not None, f"no move in phase {state['phase']}"
        listed, action = move
        forms += listed is not action
        state, _ = ENGINE.apply(state, seat, action)
        for s in ENGINE.to_act(state) if not ENGINE.is_over(state) else ():
            forced = ENGINE.forced_action(state, s)
            if forced is not None:
                state, _ = ENGINE.apply(state, s, forced)
                break
    assert ENGINE.is_over(state)
    assert forms > 0  # discards after a 7 were filled in as forms
