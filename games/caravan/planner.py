"""Turn planning: a search over the rest of the seat's own turn, judged at its end.

A Caravan turn is up to four actions whose worth shows only together (two camels placed
and a good moved along them is a delivery; any one of them alone is little). So the
searching levels look at whole turns: a beam search over sequences of the considered
actions (``moves.candidates``) until the turn ends, positions reached twice merged, the
``width`` most promising kept at each step by the evaluation. Each turn's end is judged by
the evaluation, or (``replies`` > 0) after the next seats have played their turns by the
one-ply greedy choice, so a good left on top next to a thief, or a delivery handed to an
opponent, is seen. The hidden bag only matters where a pick-up refills the board: the
search is repeated on other deals of the bag (``samples``) only if a refill was reached, and
each first action scored by its mean over them.

The budget is counted (width, samples, replies), never timed, so a choice is a pure
function of what the seat saw and the RNG."""

from __future__ import annotations

import random
from collections.abc import Callable

from games.ai.adapter import action_key
from games.ai.seen import Seen
from games.base import Action, State
from games.caravan.engine import ENGINE
from games.caravan.evaluation import win_chances
from games.caravan.moves import END_TURN, candidates
from games.caravan.reading import Reading

# Moves the greedy replies may make per seat (a turn is at most four actions; a seat that
# keeps finding cheap moves must still stop).
REPLY_CAP = 6


def key_of(state: State) -> tuple:
    """What tells positions apart within a turn (the bag's order aside)."""
    return (
        state["current"], state["actions_left"], state["over"],
        tuple(tuple(sorted((c["at"] or "", c["good"] or "", c["under"]) for c in p["camels"]))
              for p in state["players"]),
        tuple(p["theft"] for p in state["players"]),
        tuple(sorted(state["goods"].items())), tuple(sorted(state["demand"].items())),
        len(state["bag"]),
    )


def value(state: State) -> list[float]:
    """The evaluation, or the real result of a finished game."""
    if state["over"]:
        winners = ENGINE.result(state).winners
        return [1.0 / len(winners) if seat in winners else 0.0
                for seat in range(len(state["players"]))]
    return win_chances(state)


def greedy_move(state: State, seat: int) -> Action:
    """The one-ply choice: the considered action whose result the evaluation likes best
    for ``seat`` (the first of equals)."""
    best, best_value = END_TURN, -1.0
    for action in candidates(state, seat):
        after, _ = ENGINE.apply(state, seat, action)
        v = value(after)[seat]
        if v > best_value + 1e-12:
            best, best_value = action, v
    return best


def replied(state: State, me: int, replies: int) -> State:
    """``state`` after the next ``replies`` turns of other seats, each played by the
    one-ply greedy choice."""
    for _ in range(replies):
        if state["over"] or state["current"] == me:
            break
        seat = state["current"]
        for _ in range(REPLY_CAP):
            if state["over"] or state["current"] != seat:
                break
            state, _ = ENGINE.apply(state, seat, greedy_move(state, seat))
        if not state["over"] and state["current"] == seat:
            state, _ = ENGINE.apply(state, seat, END_TURN)
    return state


def search_turn(state: State, me: int, width: int) -> tuple[list, bool]:
    """Beam search over the rest of ``me``'s turn. Returns the turn's distinct ends as
    (value, order, first action, end state), best first, and whether any line drew from
    the bag."""
    ends: dict[tuple, tuple[float, int, Action, State]] = {}
    seen: set[tuple] = set()
    refilled = False
    frontier: list[tuple[State, Action | None]] = [(state, None)]
    while frontier:
        grown: list[tuple[float, int, State, Action]] = []
        for here, first in frontier:
            for action in candidates(here, me, Reading(here)):
                after, events = ENGINE.apply(here, me, action)
                if not refilled and any(e["type"] == "refill" for e in events):
                    refilled = True
                opening = first or action
                key = key_of(after)
                if after["over"] or after["current"] != me:
                    v = value(after)[me]
                    if key not in ends or v > ends[key][0]:
                        ends[key] = (v, len(ends), opening, after)
                elif key not in seen:
                    seen.add(key)
                    grown.append((value(after)[me], len(grown), after, opening))
        grown.sort(key=lambda item: (-item[0], item[1]))
        frontier = [(after, opening) for _, _, after, opening in grown[:width]]
    return sorted(ends.values(), key=lambda end: (-end[0], end[1])), refilled


def choose(seen: Seen, sample: Callable[[random.Random], State], rng: random.Random,
           width: int, samples: int, replies: int, judged: int) -> Action:
    """The first action of the best turn found, by its mean over the bag's deals. With
    ``replies``, the ``judged`` best ends of turn are judged again after the next seats'
    turns."""
    me = seen.seat
    deals: list[tuple[dict[str, tuple[Action, float]], float]] = []
    order: list[str] = []
    for _ in range(max(1, samples)):
        ends, refilled = search_turn(sample(rng), me, width)
        best: dict[str, tuple[Action, float]] = {}
        for rank, (v, _, action, end) in enumerate(ends):
            if replies and rank < judged:
                v = value(replied(end, me, replies))[me]
            elif replies:
                break
            key = action_key(action)
            if key not in best or v > best[key][1]:
                best[key] = (action, v)
            if key not in order:
                order.append(key)
        if best:
            deals.append((best, min(v for _, v in best.values())))
        if not refilled:
            break  # no line reached the bag: every deal would give the same search
    if not deals:
        return END_TURN
    # A first action missing from a deal's best ends counts there as that deal's worst
    # judged one: averaging only over the deals where it showed up would favour actions
    # seen once, on a lucky deal, over ones good on every deal (more deals, more so).
    actions = {key: best[key][0] for best, _ in deals for key in best}

    def mean(key: str) -> float:
        return sum(best[key][1] if key in best else floor for best, floor in deals) / len(deals)

    return actions[max(order, key=mean)]
