"""Players: anything with ``decide(seen, rng) -> action``; the random one and the AI levels."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Protocol

from games.ai import greedy, ismcts
from games.ai.adapter import NEVER, GameAI
from games.ai.completion import concrete, random_completion
from games.ai.levels import GREEDY, ISMCTS, RANDOM, Settings
from games.ai.seen import Seen
from games.base import Action, is_template


class Player(Protocol):
    """Chooses one concrete legal action (templates completed) from what its seat has seen.
    The same Seen and an RNG in the same state give the same action."""

    level: str

    def decide(self, seen: Seen, rng: random.Random) -> Action: ...


def _listed(seen: Seen) -> list[Action]:
    return [a for a in seen.legal if a.get("type") not in NEVER] or list(seen.legal)


def only_choice(seen: Seen) -> Action | None:
    """The action when the seat has exactly one concrete choice, else None."""
    listed = _listed(seen)
    if len(listed) == 1 and not is_template(listed[0]):
        return listed[0]
    return None


class RandomPlayer:
    """A uniform choice among the listed actions (never resigning); a template is completed
    at random and checked on a determinized state when the game has an AI adapter."""

    level = RANDOM

    def __init__(self, ai: GameAI | None = None) -> None:
        self.ai = ai

    def decide(self, seen: Seen, rng: random.Random) -> Action:
        listed = _listed(seen)
        rng.shuffle(listed)
        state = None
        for action in listed:
            if not is_template(action):
                return action
            if self.ai is None:
                done = random_completion(seen.engine, action, rng)
            else:
                if state is None:
                    state = self.ai.determinize(seen, rng)
                done = concrete(self.ai.engine, state, seen.seat, action, rng)
                if done is None:  # few random fills are legal (a discard of a lopsided hand)
                    found = self.ai.candidates(state, seen.seat, action)
                    done = found[rng.randrange(len(found))] if found else None
            if done is not None:
                return done
        raise LookupError("no action could be completed")


class AIPlayer:
    """A level of a game's AI: the one-ply choice or the search, as its settings say."""

    def __init__(self, ai: GameAI, level: str, settings: Settings | None = None,
                 clock: Callable[[], float] | None = time.monotonic) -> None:
        self.ai = ai
        self.level = level
        self.settings = settings or ai.level(level)
        self.clock = clock

    def decide(self, seen: Seen, rng: random.Random) -> Action:
        only = only_choice(seen)
        if only is not None:
            return only
        settings = self.ai.budget(self.settings, seen)
        if settings.algorithm == GREEDY:
            return greedy.choose(self.ai, seen, rng, settings, self.clock)
        if settings.algorithm == ISMCTS:
            return ismcts.search(self.ai, seen, rng, settings, self.clock)
        return self.ai.think(settings.algorithm, seen, rng, settings, self.clock)
