"""Finding a game's AI: the module ``games/<key>/players.py`` exporting ``AI`` (a GameAI)."""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from functools import cache

from games.ai.adapter import GameAI
from games.ai.levels import LEVELS, RANDOM
from games.ai.player import AIPlayer, Player, RandomPlayer


@cache
def game_ai(key: str) -> GameAI | None:
    """The game's adapter, or None when the game has no AI players yet."""
    name = f"games.{key}.players"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name in (name, f"games.{key}"):
            return None
        raise
    found = getattr(module, "AI", None)
    return found if isinstance(found, GameAI) else None


def levels(key: str) -> tuple[str, ...]:
    """The levels a game offers (none without an adapter)."""
    return LEVELS if game_ai(key) is not None else ()


def make_player(key: str, level: str,
                clock: Callable[[], float] | None = time.monotonic) -> Player:
    """A player of ``level`` (one of LEVELS, or "random") for game ``key``."""
    ai = game_ai(key)
    if level == RANDOM:
        return RandomPlayer(ai)
    if ai is None:
        raise LookupError(f"{key} has no AI players")
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}")
    return AIPlayer(ai, level, clock=clock)
