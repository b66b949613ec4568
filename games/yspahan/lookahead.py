"""Yspahan's searching levels: every candidate played on to the end of the day, then judged.

A one-ply choice judges a move before anyone answers it: it cannot see that the row it leaves
is the one the next player wanted, that the Supervisor will be sent at the souk it is about to
finish, or what the building it did not build would have brought by evening. Here each
candidate (``GameAI.actions``; more than ``Settings.iterations`` of them are first narrowed by
the one-ply judgement) is applied in ``Settings.samples`` determinizations and the game is
played on by the quick policy — the player's own later steps included — until the day is
over (or ``Settings.rollout`` moves, then on to a settled position), where the evaluation
judges it. The determinizations and the policy's random numbers are the same for every
candidate (common random numbers), so candidates are compared on the same futures.

The choice is a pure function of what was seen and the RNG: budgets are counts; the clock
(``Settings.ceiling``) only stops a runaway search, judging the candidates on the samples
every one of them has finished.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from games.ai import GameAI, Seen, Settings
from games.base import Action, RuleError, State

LOOKAHEAD = "lookahead"
DAY, TURN = "day", "turn"


@dataclass(frozen=True)
class Lookahead(Settings):
    """``Settings`` of the lookahead: ``iterations`` candidates kept, ``samples`` futures
    each, ``rollout`` moves at most; ``horizon``: "day" (until the day's end) or "turn"
    (until the player's next turn begins); ``follow``: the player's own later steps of this
    turn chosen one-ply by the evaluation rather than by the quick policy."""

    algorithm: str = LOOKAHEAD
    horizon: str = DAY
    follow: bool = False
# Policy moves past the horizon allowed while waiting for a settled position.
SETTLE_CAP = 40
# Determinizations for the one-ply narrowing of a long list of candidates.
SCREEN_SAMPLES = 2


def _day(state: State) -> tuple[int, int]:
    return state["week"], state["day"]


def _turn(state: State) -> tuple[int, int, int]:
    return state["week"], state["day"], state["turn_index"]


def one_ply(ai: GameAI, state: State, seat: int) -> Action:
    """The action of ``seat`` the evaluation likes best right after it (this sample)."""
    best, best_value = None, -1.0
    for action in ai.actions(state, seat):
        try:
            after, _ = ai.engine.apply(state, seat, action)
        except RuleError:
            continue
        value = ai.rewards(after)[seat]
        if value > best_value:
            best, best_value = action, value
    if best is None:
        raise LookupError("no action")
    return best


def play_on(ai: GameAI, state: State, rng: random.Random, me: int,
            settings: Settings) -> State:
    """Every seat plays the quick policy until the horizon (the day's end, or the start of
    ``me``'s next turn) or ``settings.rollout`` moves, then on until the position is
    settled. ``follow``: ``me`` finishes the turn under way by the one-ply choice."""
    engine = ai.engine
    horizon = settings.rollout
    by_turn = getattr(settings, "horizon", DAY) == TURN
    follow = getattr(settings, "follow", False)
    today = _day(state)
    turn = _turn(state)
    moves = 0
    while not engine.is_over(state):
        if by_turn:
            reached = (_turn(state) != turn and state["step"] in ("roll", "act")
                       and not state["turn"]["used"] and engine.to_act(state) == [me])
        else:
            reached = _day(state) != today
        if reached or moves >= horizon:
            if ai.quiet(state) or moves >= horizon + SETTLE_CAP:
                break
        waiting = engine.to_act(state)
        if not waiting:
            break
        seat = waiting[0]
        if follow and seat == me and _turn(state) == turn:
            action = engine.forced_action(state, seat) or one_ply(ai, state, seat)
        else:
            action = ai.policy(state, seat, rng)
        state, _ = engine.apply(state, seat, action)
        moves += 1
    return state


def _screen(ai: GameAI, states: list[State], me: int, actions: list[Action],
            keep: int) -> list[Action]:
    """The ``keep`` best actions by the one-ply judgement (over the first samples)."""
    scored = []
    for index, action in enumerate(actions):
        total = 0.0
        for state in states[:SCREEN_SAMPLES]:
            try:
                after, _ = ai.engine.apply(state, me, action)
            except RuleError:
                total -= 1.0
                continue
            total += ai.rewards(after)[me]
        scored.append((-total, index, action))
    scored.sort(key=lambda x: (x[0], x[1]))
    return [action for _, _, action in scored[:keep]]


def choose(ai: GameAI, seen: Seen, rng: random.Random, settings: Settings,
           clock: Callable[[], float] | None = time.monotonic) -> Action:
    engine, me = ai.engine, seen.seat
    sample = ai.sampler(seen)
    samples = max(1, settings.samples)
    states = [sample(rng) for _ in range(samples)]
    seeds = [rng.getrandbits(64) for _ in range(samples)]
    actions = ai.actions(states[0], me)
    if not actions:
        raise LookupError("no action")
    if len(actions) == 1:
        return actions[0]
    if settings.iterations and len(actions) > settings.iterations:
        actions = _screen(ai, states, me, actions, settings.iterations)
    totals = [0.0] * len(actions)
    deadline = clock() + settings.ceiling if clock is not None else None
    done = 0
    for j, state in enumerate(states):
        if clock is not None and deadline is not None and j and clock() > deadline:
            break
        for i, action in enumerate(actions):
            try:
                after, _ = engine.apply(state, me, action)
            except RuleError:
                totals[i] -= 1.0
                continue
            end = play_on(ai, after, random.Random(seeds[j]), me, settings)
            totals[i] += ai.rewards(end)[me]
        done += 1
    best = max(range(len(actions)), key=lambda i: (totals[i], -i))
    return actions[best]
