"""The replay story (table/story.py): scores after every move and the key boards,
rebuilt from real games' logs."""

from __future__ import annotations

import random

import pytest

from games.registry import engine
from table.story import MAX_FRAMES, key_indices, tell
from tests.support.players import random_move


def test_key_indices_are_thinned_evenly_and_end_on_the_last_state() -> None:
    assert key_indices([3, 7], 9) == [3, 7, 9]
    many = key_indices(list(range(1, 100)), 120, limit=5)
    assert len(many) == 5 and many[-1] == 120 and many == sorted(many)
    assert key_indices([], 4) == [4]


@pytest.mark.parametrize("kind", ["caravan", "caravane", "catan", "yspahan"])
def test_a_logged_game_tells_its_scores_and_key_boards(kind: str) -> None:
    eng = engine(kind)
    state = eng.new(3, 9, {})
    rnd = random.Random(9)
    moves = []
    for _ in range(150):
        move = None if eng.is_over(state) else random_move(eng, state, rnd)
        if move is None:
            break
        moves.append(move)
        state, _ = eng.apply(state, *move)
    story = tell(eng, 3, 9, {}, moves)
    assert story.moves == len(moves)
    assert all(len(s) == len(moves) + 1 for s in story.scores)
    assert 1 <= len(story.frames) <= MAX_FRAMES and story.frames[-1] == state
    final = eng.result(state).scores
    assert [s[-1] for s in story.scores] == [
        float(final[i]) if isinstance(final[i], (int, float)) else story.scores[i][-1]
        for i in range(3)]
