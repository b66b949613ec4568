"""Fair information: an AI's choice never depends on what its seat may not know.

For every game with AI players, over at least 1,000 positions: the opponents' hidden
information is changed (tests/support/<game>_hidden.py scrambles hands, deck orders, bids
and the RNG, keeping what is public such as counts; the deciding seat's own secrets are put
back), and each level must still choose exactly the same action under the same seed.

One row per game (and per variant that hides different things); a game that gets AI players
adds its row to ROWS."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from games.ai import game_ai, make_player, observe
from games.base import State
from games.registry import engines
from tests.support import caravan_hidden, caravane_hidden, catan_hidden, tiers, yspahan_hidden
from tests.support.ai_games import positions

POSITIONS = 1000


@dataclass(frozen=True)
class Row:
    key: str
    options: dict
    # The state with every seat's hidden information but ``seat``'s changed.
    others_changed: Callable[[State, int, random.Random], State]


def caravane_others(state: State, seat: int, rng: random.Random) -> State:
    out = caravane_hidden.scramble(state, rng)
    out["players"][seat] = copy.deepcopy(state["players"][seat])
    return out


def caravan_others(state: State, seat: int, rng: random.Random) -> State:
    return caravan_hidden.scramble(state, rng)  # the bag's order: no seat's own secret


ROWS = [
    Row("caravan", {}, caravan_others),
    Row("caravane", {"variant": "standard"}, caravane_others),
    Row("caravane", {"variant": "champions"}, caravane_others),
    # Catan: hands dealt anew from the others' pooled cards (the bank and hand sizes are
    # public), their development cards and the deck shuffled together; T&B's stacks too.
    Row("catan", {"variant": "base"}, catan_hidden.scramble_others),
    Row("catan", {"variant": "traders-barbarians"}, catan_hidden.scramble_others),
    # The others' hands and the deck dealt anew, their secret camel answers redrawn.
    Row("yspahan", {"ruleset": "seed"}, yspahan_hidden.scramble_others),
    Row("yspahan", {"ruleset": "published"}, yspahan_hidden.scramble_others),
]
IDS = [f"{r.key}-{'-'.join(map(str, r.options.values())) or 'base'}" for r in ROWS]
# Rows whose 1,000 positions at three levels take minutes run in the slow tier only (their
# game's own test file checks a few dozen positions quickly).
SLOW = {"catan", "caravan", "yspahan"}


def _cases() -> list:
    """Each row: the first positions in the fast tier and all of them in make test
    (tests/support/tiers.py); a ``SLOW`` row only whole, in make test."""
    out = []
    for row, name in zip(ROWS, IDS, strict=True):
        for case in tiers.count(POSITIONS, 40):
            count = case.values[0]
            if row.key in SLOW and count != POSITIONS:
                continue
            out.append(pytest.param(row, count, id=f"{name}-{count}", marks=case.marks))
    return out


def test_every_game_with_ai_players_has_a_row():
    with_ai = {key for key in engines() if game_ai(key) is not None}
    assert with_ai <= {row.key for row in ROWS}


def check_fair(row: Row, levels: tuple[str, ...], count: int, seed: int) -> int:
    engine = engines()[row.key]
    players = {level: make_player(row.key, level, clock=None) for level in levels}
    rng = random.Random(seed)
    differing = 0
    for n, (state, seat, log) in enumerate(positions(row.key, row.options, count, seed=seed)):
        other = row.others_changed(state, seat, rng)
        differing += other != state
        seen, seen_other = observe(engine, state, seat, log), observe(engine, other, seat, log)
        assert seen_other == seen, "the seat's view or legal actions show others' secrets"
        for level, player in players.items():
            first = player.decide(seen, random.Random(n))
            again = player.decide(seen_other, random.Random(n))
            assert again == first, f"{level} changed its choice when others' secrets changed"
    return differing


@pytest.mark.parametrize(("row", "count"), _cases())
def test_choices_ignore_the_others_secrets(row, count):
    differing = check_fair(row, ("random", "casual", "standard"), count, seed=3)
    assert differing >= count // 2  # the scramble really changed most positions


@pytest.mark.slow
@pytest.mark.parametrize("row", ROWS, ids=IDS)
def test_hard_choices_ignore_the_others_secrets(row):
    check_fair(row, ("hard",), POSITIONS, seed=4)
