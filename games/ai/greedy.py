"""The one-ply player, and expectimax against modelled opponents.

Every candidate action is applied to a few determinizations (the same ones for every
candidate: common random numbers keep the comparison fair at a small budget) and scored by
the game's evaluation. Seats that must act at the same time as the player (a round of secret
bids, discards after a seven) cannot see its move, so they answer first — so that the
evaluation judges a finished round, not half of one. How they answer is the model:

- the game's policy (``Settings.model`` None: the casual level), or
- a lower level's one-ply choice (``Settings.model = "casual"``): each answering seat gets
  its own Seen of the sampled state (public log only) and determinizes the player's
  secrets in turn, so the model is fair to both sides. Secret moves the others already
  made this round are taken back (``GameAI.unmade``) and made again by the model. When
  the player's move reopens theirs (Caravane's food bag), they answer one level lower. A level modelled on one that is
  itself modelled gives level-k thinking: each level a best answer to the one below it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from games.ai.adapter import GameAI, action_key
from games.ai.levels import GREEDY, Settings
from games.ai.seen import Seen, observe
from games.base import Action, RuleError, State

# Moves the others may make while settling, per seat waiting (revisions included).
SETTLE_CAP = 4

Answer = Callable[[State, int, random.Random], Action]


def settle(ai: GameAI, state: State, others: set[int], me: int, rng: random.Random,
           answer: Answer, first: bool = False) -> State:
    """Let ``others`` answer while any of them must act: ``first``, before ``me`` moves
    (``me`` is waiting too, for the same round), else only while ``me`` need not act.
    Answers given ``first`` that would end the game leave the state as it was: ``me``'s
    moves are then judged before them, rather than finding none legal."""
    engine = ai.engine
    start = state
    for _ in range(SETTLE_CAP * max(1, len(others))):
        if engine.is_over(state):
            break
        waiting = engine.to_act(state)
        if me in waiting and not first:
            break
        movers = [q for q in waiting if q in others]
        if not movers:
            break
        seat = movers[0]
        state, _ = engine.apply(state, seat, answer(state, seat, rng))
    if first and engine.is_over(state) and not engine.is_over(start):
        return start
    return state


def answerer(ai: GameAI, seen: Seen, model: str | None, samples: int = 1) -> Answer:
    """How the others answer: by the policy (``model`` None) or by ``model``'s one-ply
    choice averaged over ``samples`` (see the module's docstring)."""
    if model is None:
        return ai.policy
    settings = ai.level(model)
    if settings.algorithm != GREEDY:
        raise ValueError(f"level {model!r} does not think in one ply: no model")
    settings = replace(settings, samples=samples)
    public = tuple(e for e in seen.log if "private_to" not in e)
    engine = ai.engine

    def answer(state: State, seat: int, rng: random.Random) -> Action:
        forced = engine.forced_action(state, seat)
        if forced is not None:
            return forced
        return choose(ai, observe(engine, state, seat, public), rng, settings)

    return answer


def choose(ai: GameAI, seen: Seen, rng: random.Random, settings: Settings,
           clock: Callable[[], float] | None = None) -> Action:
    """The best candidate over ``settings.samples`` determinizations. ``clock`` only stops
    a choice that runs far past its expected time (after the first sample)."""
    engine, me = ai.engine, seen.seat
    deadline = clock() + settings.ceiling if clock is not None else None
    sample = ai.sampler(seen)
    answer = answerer(ai, seen, settings.model, settings.model_samples)
    # A move of ours may reopen theirs (a food bag announced after they bid): they answer
    # that one level lower, so that every candidate does not cost a whole model again.
    lower = None if settings.model is None else ai.level(settings.model).model
    again = answerer(ai, seen, lower)
    scores: dict[str, list] = {}  # key -> [action, total, samples]
    for n in range(max(1, settings.samples)):
        if clock is not None and deadline is not None and n and clock() > deadline:
            break
        state = sample(rng)
        if settings.model is not None:
            state, _ = ai.unmade(state, me)
        mine = ai.actions(state, me)
        others = {q for q in engine.to_act(state) if q != me}
        ready = settle(ai, state, others, me, rng, answer, first=True)
        for action in mine:
            try:
                after, _ = engine.apply(ready, me, action)
            except RuleError:
                continue
            after = settle(ai, after, others, me, rng, again)
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
