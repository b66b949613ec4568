"""Positions from seeded games for the AI tests: (state, seat, the seat's log) wherever a
seat had a decision to make (forced moves are played, as the table does)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from games.ai import make_player, observe, visible
from games.base import State
from games.registry import engines
from games.rng import derived_seed


def positions(key: str, options: dict, count: int, seed: int = 0,
              levels: tuple[str, ...] = ("random", "casual")
              ) -> Iterator[tuple[State, int, list[dict]]]:
    """``count`` decisions from games between ``levels`` players, table sizes cycling from
    the game's minimum to its maximum."""
    engine = engines()[key]
    rng = random.Random(seed)
    players = [make_player(key, level, clock=None) for level in levels]
    found = 0
    sizes = range(engine.min_players, engine.max_players + 1)
    for game in range(10_000):
        seats = sizes[game % len(sizes)]
        # A table seed (engines with dice accept only those), named by the position.
        state = engine.new(seats, derived_seed("ai-positions", seed, game), dict(options))
        seated = [players[(game + s) % len(players)] for s in range(seats)]
        logs: list[list[dict]] = [[] for _ in range(seats)]
        for _ in range(5000):
            if engine.is_over(state):
                break
            seat = rng.choice(engine.to_act(state))
            action = engine.forced_action(state, seat)
            if action is None:
                yield state, seat, list(logs[seat])
                found += 1
                if found >= count:
                    return
                action = seated[seat].decide(observe(engine, state, seat, logs[seat]), rng)
            state, events = engine.apply(state, seat, action)
            for reader, log in enumerate(logs):
                log.extend(visible(events, reader))
