"""How ``standard`` and ``hard`` choose: each candidate action is played out to the end of
the seat's own turn, then judged by the evaluation, averaged over determinizations.

A Catan turn is a chain of the seat's own moves (trade, then build what the trade made
possible; a Knight, then the robber, then the steal), so a move is worth what the best
rest of the turn makes of it. For every determinization (the same one for all candidates:
common random numbers), each candidate is applied, the rest of the turn is played by the
quick policy — seeded alike for every candidate — and the state where the turn has passed
(or the move cap is reached) is evaluated. Seats that must answer in between (discards,
trade answers) answer by their own model: a trade is accepted when it raises the
answering seat's chance to win (as every level really answers), and the proposer closes a
deal only when it gains more from it than the others (the build it allows counted).
``hard`` also proposes trades (``choices.offers``), chooses its next move two moves deep and
looks at more determinizations.

The result is a pure function of (what the seat has seen, the RNG)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.ai import GameAI, Seen, Settings, action_key
from games.ai.greedy import settle
from games.base import Action, RuleError

from . import choices as C
from .board import stats
from .evaluation import WEIGHTS, Weights, scores, win_chances

State = dict[str, Any]
# Offers a player makes in one turn at most (then it gets on with the game).
OFFERS_PER_TURN = 2
# A deal is made only when it raises the seat's chance to win by this much at least.
DEAL_MARGIN = 0.002
# How loosely casual plays: a move this much less likely to win is taken 1/e as often.
LOOSE = 0.012
# Candidates a continuation step compares at most in the set-up (the best intersections).
STEP_OPTIONS = 12
# ... and at the root of the search.
ROOT_SETUP = 18
# Determinizations of a set-up decision at most.
SETUP_SAMPLES = 5
# Moves of a step whose follow-up hard looks at (the best by their own value).
DEEP_TOP = 3
# Share of the determinizations a Traders & Barbarians decision takes (its turns cost more).
TRADERS_SHARE = 0.6

PLAN = "plan"


@dataclass(frozen=True)
class Plan(Settings):
    """``Settings`` of the turn planner: ``samples`` determinizations, ``rollout`` moves at
    most; ``propose``: trade offers are candidates too; ``deep``: the seat's next move of
    the turn is chosen two moves deep; ``judge``: the evaluation's weights where they
    differ from the defaults ("income=0.25,race=1.6"; ``evaluation.Weights``)."""

    algorithm: str = PLAN
    propose: bool = False
    deep: bool = False
    judge: str = ""


def weights_of(ai: GameAI) -> Weights:
    """The weights ``ai`` judges by (Catan's player carries its level's own)."""
    return getattr(ai, "weights", WEIGHTS)


def offers_this_turn(seen: Seen) -> int:
    count = 0
    for e in reversed(seen.log):
        if e.get("type") == "turn":
            break
        if e.get("type") == "trade_offered" and e.get("player") == seen.seat:
            count += 1
    return count


def answer(ai: GameAI, state: State, seat: int) -> Action:
    """A seat's answer to the open offer in the model: accept when the deal raises its own
    chance to win (and it holds the cards), else decline — as the seats really answer (by
    the evaluation of the deal against everyone's, not by their own score alone)."""
    engine = ai.engine
    legal = engine.legal_actions(state, seat)
    kinds = {a["type"] for a in legal}
    if "accept_trade" in kinds:
        offer = state["offer"]
        w = weights_of(ai)
        before = win_chances(scores(state, w))[seat]
        after = win_chances(scores(exchanged(state, offer["from"], seat, offer["give"],
                                             offer["get"]), w))[seat]
        if after > before + DEAL_MARGIN:
            return {"type": "accept_trade"}
    return {"type": "decline_trade"}


def exchanged(state: State, p: int, j: int, give: list[int], get: list[int]) -> State:
    """``state`` after p gives ``give`` to j and gets ``get`` (gold as a sixth count)."""
    s = dict(state)
    res = s["res"] = [row[:] for row in state["res"]]
    for i in range(5):
        res[p][i] += get[i] - give[i]
        res[j][i] += give[i] - get[i]
    if len(give) > 5 and (give[5] or get[5]):
        gold = s["gold"] = state["gold"][:]
        gold[p] += get[5] - give[5]
        gold[j] += give[5] - get[5]
    return s


def finish_turn(ai: GameAI, state: State, me: int, rng: random.Random, cap: int,
                deep: bool = False) -> State:
    """Play on while it is still ``me``'s turn (in the set-up: until the set-up is over):
    its own moves one ply by the evaluation (its next move two with ``deep``), the others'
    by the policy (trade answers by their model); stop when the turn has passed (or after
    ``cap`` moves)."""
    engine = ai.engine
    setup = state["phase"] == "setup"
    for _ in range(cap * (3 if setup else 1)):
        if engine.is_over(state) or (not setup and state["turn"] != me):
            break
        if setup and state["phase"] != "setup":
            break
        waiting = engine.to_act(state)
        if not waiting:
            break
        seat = waiting[0]
        if state["phase"] == "trade" and seat != me:
            action = answer(ai, state, seat)
        elif state["phase"] == "trade":
            action = best_confirm(ai, state, me)
        elif seat == me:
            action = greedy_step(ai, state, me, rng, deep)
            deep = False  # the next move only: later ones matter less, and cost as much
            if action["type"] == "end_turn":
                break
        else:
            action = ai.policy(state, seat, rng)
        state, _ = engine.apply(state, seat, action)
    return state


def prune_setup(state: State, options: list[Action], keep: int = ROOT_SETUP) -> list[Action]:
    """In the set-up, only the best few intersections by their worth are compared."""
    if state["phase"] != "setup" or len(options) <= keep or "node" not in options[0]:
        return options
    st = stats(state)
    return sorted(options, key=lambda a: (-st.node_value[a["node"]], a["node"]))[:keep]


def greedy_step(ai: GameAI, state: State, me: int, rng: random.Random,
                deep: bool = False) -> Action:
    """``me``'s move one ply by the evaluation, among the best few candidates (a roll is
    rolled: the dice are the samples' business). ``deep``: a move is worth the best of
    itself and itself followed by one more move of the turn (a trade, then the build it
    allows)."""
    engine = ai.engine
    options = ai.actions(state, me)
    if any(a["type"] == "roll" for a in options) and not any(
            a["type"] == "play_knight" for a in options):
        return {"type": "roll"}
    options = prune_setup(state, options, STEP_OPTIONS)
    scored: list[list[Any]] = []  # [value, action, state after]
    for action in options:
        if action["type"] == "offer_trade":
            continue
        try:
            after, _ = engine.apply(state, me, action)
        except RuleError:
            continue
        scored.append([ai.rewards(after)[me], action, after])
    if not scored:
        return ai.policy(state, me, rng)
    if deep:  # the few best moves (not the end of the turn) get their follow-up
        ranked = sorted((s for s in scored if s[1]["type"] not in ("end_turn", "move_wagon")),
                        key=lambda s: -s[0])
        for entry in ranked[:DEEP_TOP]:
            entry[0] = max(entry[0], _next_best(ai, entry[2], me))
    best, top = scored[0][1], scored[0][0]
    for value, action, _ in scored[1:]:
        if value > top + 1e-12:
            best, top = action, value
    return best


def _next_best(ai: GameAI, state: State, me: int) -> float:
    """The best value one more move of ``me``'s own turn reaches from ``state``."""
    engine = ai.engine
    if state["turn"] != me or state["phase"] != "main" or not state["rolled"]:
        return -1.0
    top = -1.0
    for action in ai.actions(state, me):
        if action["type"] in ("end_turn", "offer_trade", "move_wagon"):
            continue
        try:
            after, _ = engine.apply(state, me, action)
        except RuleError:
            continue
        top = max(top, ai.rewards(after)[me])
    return top


def best_confirm(ai: GameAI, state: State, me: int) -> Action:
    """The proposer's close of its offer: the answer that raises its chance to win most,
    counting the build the deal allows next (a deal that helps the partner more than the
    proposer is cancelled: in a two-seat game every deal the partner wants is one the
    proposer should not take unless it builds with it)."""
    engine = ai.engine
    best, top = {"type": "cancel_trade"}, win_chances(scores(state, weights_of(ai)))[me] \
        + DEAL_MARGIN
    for a in engine.legal_actions(state, me):
        if a["type"] != "confirm_trade":
            continue
        try:
            after, _ = engine.apply(state, me, a)
        except RuleError:
            continue
        value = max(ai.rewards(after)[me], _next_best(ai, after, me))
        if value > top:
            best, top = a, value
    return best


def choose(ai: GameAI, seen: Seen, rng: random.Random, settings: Plan,
           clock: Callable[[], float] | None = None) -> Action:
    """The candidate with the best mean value over the determinizations; ``clock`` (a
    safety net only: budgets are counted) stops taking further determinizations once
    ``settings.ceiling`` seconds have passed."""
    engine, me = ai.engine, seen.seat
    deadline = clock() + settings.ceiling if clock is not None else None
    propose, deep = settings.propose, settings.deep
    sample = ai.sampler(seen)
    may_offer = propose and offers_this_turn(seen) < OFFERS_PER_TURN
    totals: dict[str, list[Any]] = {}
    samples = max(1, settings.samples)
    if seen.view["phase"] == "setup":  # nothing is hidden yet: samples differ only in
        samples = min(samples, SETUP_SAMPLES)  # how the others pick, and cost the most
    elif seen.view["variant"] != "base":  # a T&B turn has more moves (wagon, gold) to weigh:
        samples = max(1, round(samples * TRADERS_SHARE))  # fewer samples, one ply each
        deep = False
    for k in range(samples):
        if k and clock is not None and deadline is not None and clock() > deadline:
            break
        state = sample(rng)
        options = prune_setup(state, ai.actions(state, me))
        if may_offer and any(a.get("type") == "offer_trade" for a in seen.legal):
            options.extend(C.offers(state["res"][me], []))
        seed = rng.randrange(2**62)
        for action in options:
            try:
                after, _ = engine.apply(state, me, action)
            except RuleError:
                continue
            after = finish_turn(ai, after, me, random.Random(seed), settings.rollout, deep)
            value = ai.rewards(after)[me]
            entry = totals.setdefault(action_key(action), [action, 0.0, 0])
            entry[1] += value
            entry[2] += 1
    if not totals:
        raise LookupError("no candidate action")
    means = [(entry[1] / entry[2], entry[0]) for entry in totals.values()]
    top = max(mean for mean, _ in means)
    tied = [action for mean, action in means if mean >= top - 1e-12]
    return tied[rng.randrange(len(tied))]


def loose(ai: GameAI, seen: Seen, rng: random.Random, settings: Settings) -> Action:
    """``casual``: one ply by the evaluation (each candidate applied to the same
    determinizations; seats moving at the same time answer by the policy first, as in the
    framework's one-ply player), but played loosely, as a relaxed player does: a candidate is
    taken with a chance that falls off with how much less it is worth (a softmax of the win
    chances, ``LOOSE`` wide), so near-equal moves vary and clear blunders stay rare."""
    engine, me = ai.engine, seen.seat
    sample = ai.sampler(seen)
    totals: dict[str, list[Any]] = {}
    for _ in range(max(1, settings.samples)):
        state = sample(rng)
        others = {q for q in engine.to_act(state) if q != me}
        ready = settle(ai, state, others, me, rng, ai.policy, first=True)
        for action in ai.actions(state, me):
            try:
                after, _ = engine.apply(ready, me, action)
            except RuleError:
                continue
            after = settle(ai, after, others, me, rng, ai.policy)
            entry = totals.setdefault(action_key(action), [action, 0.0, 0])
            entry[1] += ai.rewards(after)[me]
            entry[2] += 1
    if not totals:
        raise LookupError("no candidate action")
    means = [(entry[1] / entry[2], entry[0]) for entry in totals.values()]
    top = max(mean for mean, _ in means)
    weights = [math.exp((mean - top) / LOOSE) for mean, _ in means]
    x = rng.random() * sum(weights)
    for w, (_, action) in zip(weights, means, strict=True):
        x -= w
        if x <= 0:
            return action
    return means[-1][1]
