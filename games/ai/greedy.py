"""The one-ply player: every candidate action scored by the game's evaluation.

Seats that must act at the same time as the player (a round of secret bids, discards after a
seven) cannot see its move, so they answer first, by the game's policy; so that the
evaluation judges a finished round, not half of one. Each determinization is shared by all
candidates (common random numbers), which keeps the comparison fair at a small budget."""

from __future__ import annotations

import random

from games.ai.adapter import GameAI, action_key
from games.ai.levels import Settings
from games.ai.seen import Seen
from games.base import Action, RuleError, State

# Moves the others may make while settling, per seat waiting (revisions included).
SETTLE_CAP = 4


def settle(ai: GameAI, state: State, others: set[int], me: int, rng: random.Random) -> State:
    """Let ``others`` play their policy while any of them must act and ``me`` need not."""
    engine = ai.engine
    for _ in range(SETTLE_CAP * max(1, len(others))):
        if engine.is_over(state):
            break
        waiting = engine.to_act(state)
        if me in waiting:
            break
        movers = [q for q in waiting if q in others]
        if not movers:
            break
        seat = movers[0]
        state, _ = engine.apply(state, seat, ai.policy(state, seat, rng))
    return state


def choose(ai: GameAI, seen: Seen, rng: random.Random, settings: Settings) -> Action:
    engine, me = ai.engine, seen.seat
    sample = ai.sampler(seen)
    scores: dict[str, list] = {}  # key -> [action, total, samples]
    for _ in range(max(1, settings.samples)):
        state = sample(rng)
        mine = ai.actions(state, me)
        others = {q for q in engine.to_act(state) if q != me}
        ready = settle(ai, state, others, me, rng)
        for action in mine:
            try:
                after, _ = engine.apply(ready, me, action)
            except RuleError:
                continue
            after = settle(ai, after, others, me, rng)
            value = ai.rewards(after)[me]
            entry = scores.setdefault(action_key(action), [action, 0.0, 0])
            entry[1] += value
            entry[2] += 1
    if not scores:
        raise LookupError("no candidate action")
    means = [(entry[1] / entry[2], entry[0]) for entry in scores.values()]
    top = max(mean for mean, _ in means)
    # Equal values: any of them, so a flat evaluation does not always repeat the first.
    tied = [action for mean, action in means if mean >= top - 1e-12]
    return tied[rng.randrange(len(tied))]
