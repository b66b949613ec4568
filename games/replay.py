"""Rebuild a game's state from its seed, options and action log (engines are deterministic)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.base import Engine, State
from games.rng import Seed


def replay(engine: Engine, players: int, seed: Seed, options: dict[str, Any],
           actions: Iterable[tuple[int, dict[str, Any]]]) -> State:
    """Apply ``(seat, action)`` pairs in order to a new game; raises RuleError on a bad log."""
    state = engine.new(players, seed, dict(options))
    for seat, action in actions:
        state, _ = engine.apply(state, seat, action)
    return state
