"""``GameAI``: what a game teaches the AI players (one subclass per game).

The search and the one-ply player are generic (``greedy.py``, ``ismcts.py``); a game supplies
the three things only it knows: how to sample a full state from what a seat has seen, how
good a state is for each seat, and which concrete actions are worth trying for a template.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from games.ai.completion import concrete
from games.ai.levels import DEFAULTS, Settings
from games.base import Action, Engine, State, is_template

if TYPE_CHECKING:
    from games.ai.seen import Seen

# Action types an AI never chooses (it plays on; the table resigns for it if ever needed).
NEVER = frozenset({"resign"})


def action_key(action: Action) -> str:
    """A canonical string of an action (to tell actions apart in a search)."""
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


class GameAI:
    """A game's knowledge for the AI. Subclasses override ``determinize`` and ``evaluate``
    (required) and usually ``candidates`` and ``policy``; the rest has working defaults.

    Every method that takes a ``State`` is handed a *determinized* state (or one the search
    reached from it), never the table's real one. ``policy`` and ``candidates`` for a seat
    must use only what that seat could know in such a state (its own hidden information and
    the public), or the search models clairvoyant opponents."""

    engine: Engine
    # Per-level overrides of games.ai.levels.DEFAULTS.
    settings: Mapping[str, Settings] = {}
    # How many random completions the generic ``candidates`` tries for a template.
    completions: int = 8

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    # -- required ----------------------------------------------------------------------
    def determinize(self, seen: Seen, rng: random.Random) -> State:
        """A full engine state consistent with ``seen``: ``engine.view(state, seen.seat) ==
        seen.view`` and the same legal actions for the seat. Opponents' hidden information
        is sampled (keeping what is public, e.g. how many cards they hold), deck orders are
        shuffled, and any RNG inside the state is re-seeded from ``rng``, so the real
        future dice and draws are never used."""
        raise NotImplementedError

    def evaluate(self, state: State) -> Sequence[float]:
        """Per seat, how good ``state`` is for it, in [0, 1] (best read as a chance of
        winning; the search compares it with the real rewards of finished games)."""
        raise NotImplementedError

    # -- optional ----------------------------------------------------------------------
    def sampler(self, seen: Seen) -> Callable[[random.Random], State]:
        """``determinize`` bound to ``seen``; override to do per-decision work (reading
        the log) once instead of once per sample."""
        return lambda rng: self.determinize(seen, rng)

    def candidates(self, state: State, seat: int, template: Action) -> list[Action]:
        """Sensible concrete completions of ``template`` (all legal in ``state``). The
        default: a few distinct random ones the engine accepts."""
        rng = random.Random(action_key(template))
        found: dict[str, Action] = {}
        for _ in range(self.completions):
            done = concrete(self.engine, state, seat, template, rng)
            if done is not None:
                found.setdefault(action_key(done), done)
        return list(found.values())

    def actions(self, state: State, seat: int) -> list[Action]:
        """The concrete actions the AI considers for ``seat``: the legal ones (never a
        resignation), templates replaced by their candidates."""
        out: list[Action] = []
        for action in self.engine.legal_actions(state, seat):
            if action.get("type") in NEVER:
                continue
            if is_template(action):
                out.extend(self.candidates(state, seat, action))
            else:
                out.append(action)
        return out

    def policy(self, state: State, seat: int, rng: random.Random) -> Action:
        """A quick move for ``seat`` (rollouts, and the opponents' model when a level
        searches against a policy). Default: uniform among ``actions``."""
        forced = self.engine.forced_action(state, seat)
        if forced is not None:
            return forced
        options = self.actions(state, seat)
        if not options:
            raise LookupError(f"no action for seat {seat}")
        return options[rng.randrange(len(options))]

    def unmade(self, state: State, seat: int) -> tuple[State, list[int]]:
        """``state`` without the secret moves the other seats made since ``seat`` last saw
        them (bids of the round under way), and whose they were. A level that models the
        others has them make those moves again by its model instead of the sample's.
        Default: nothing to take back."""
        return state, []

    def quiet(self, state: State) -> bool:
        """Whether ``state`` may be evaluated: not in the middle of something the
        evaluation cannot judge (e.g. half the secret bids of a round placed). A search
        plays the policy on past its rollout budget until it is (within a cap)."""
        return True

    def seats(self, state: State) -> int:
        return len(state["players"])

    def rewards(self, state: State) -> list[float]:
        """A finished game's real outcome (a win shared by k seats is 1/k each), else the
        evaluation."""
        if not self.engine.is_over(state):
            return list(self.evaluate(state))
        winners = self.engine.result(state).winners
        out = [0.0] * self.seats(state)
        for seat in winners:
            out[seat] = 1.0 / len(winners)
        return out

    def think(self, algorithm: str, seen: Seen, rng: random.Random,
              settings: Settings, clock: Callable[[], float] | None = None) -> Action:
        """A game's own way of choosing, for a level whose ``algorithm`` is neither
        "greedy" nor "ismcts" (none by default). ``clock`` (None in tests) may only stop a
        search that runs past ``settings.ceiling``, as for the search."""
        raise ValueError(f"unknown AI algorithm {algorithm!r}")

    def budget(self, settings: Settings, seen: Seen) -> Settings:
        """A level's settings for this decision: a game may scale the budget by what the
        position asks (e.g. how many seats answer at the same time). Default: as is."""
        return settings

    def level(self, name: str) -> Settings:
        """The settings of a level for this game."""
        return self.settings.get(name, DEFAULTS[name])
