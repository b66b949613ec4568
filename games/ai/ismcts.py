"""Information-set Monte Carlo tree search over the engine contract.

Each iteration samples a full state from what the player has seen (``GameAI.sampler``),
walks down the trees choosing actions by UCB, adds one new action, plays the game's policy
for ``Settings.rollout`` more moves (and on until the state is quiet), then scores the end
with the real result or the game's evaluation.

Trees are per seat and branch on what their seat *observes* (multiple-observer ISMCTS): the
mover sees its action and the events it may read, another seat only the events it may read.
So a secret bid, which shows others only "seat 2 has bid", leads them to the same node
whatever the amount: simultaneous secret moves are never answered before they are revealed,
and dice or drawn cards branch only where they are seen. With ``opponents == "policy"`` only
the player's own tree is searched and the others follow the game's policy.

The result is a pure function of (what was seen, the RNG): the budget is a count of
iterations; the clock is read only to stop a search that runs far past its expected time.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable

from games.ai.adapter import GameAI, action_key
from games.ai.levels import TREE, Settings
from games.ai.seen import Seen, visible
from games.base import Action, Event, RuleError

# Policy moves allowed past the rollout budget while waiting for a quiet state.
QUIET_CAP = 40
# Moves in one iteration at all (a game that never ends under its policy still returns).
MOVE_CAP = 2000


class _Arm:
    __slots__ = ("action", "visits", "total", "avail")

    def __init__(self, action: Action) -> None:
        self.action = action
        self.visits = 0
        self.total = 0.0
        self.avail = 0


class _Node:
    __slots__ = ("arms", "children")

    def __init__(self) -> None:
        self.arms: dict[str, _Arm] = {}
        self.children: dict[str, _Node] = {}

    def child(self, key: str) -> _Node:
        node = self.children.get(key)
        if node is None:
            node = self.children[key] = _Node()
        return node


def _select(node: _Node, actions: list[Action], rng: random.Random,
            exploration: float) -> tuple[_Arm, bool]:
    """UCB1 among the arms available now (availability counts instead of parent visits);
    an untried one first, at random. Returns (arm, whether it is new)."""
    fresh: list[tuple[str, Action]] = []
    arms: list[_Arm] = []
    for action in actions:
        key = action_key(action)
        arm = node.arms.get(key)
        if arm is None:
            fresh.append((key, action))
        else:
            arm.avail += 1
            arms.append(arm)
    if fresh:
        key, action = fresh[rng.randrange(len(fresh))]
        arm = node.arms[key] = _Arm(action)
        arm.avail = 1
        return arm, True
    best, best_score = arms[0], -math.inf
    for arm in arms:
        score = arm.total / arm.visits + exploration * math.sqrt(math.log(arm.avail) / arm.visits)
        if score > best_score:
            best, best_score = arm, score
    return best, False


def _observation(seat: int, mover: int, action: Action, events: list[Event]) -> str:
    seen = json.dumps(visible(events, seat), sort_keys=True, separators=(",", ":"))
    if seat == mover:
        return f"a{action_key(action)}{seen}"
    return f"m{mover}{seen}"


def search(ai: GameAI, seen: Seen, rng: random.Random, settings: Settings,
           clock: Callable[[], float] | None = None) -> Action:
    engine, me = ai.engine, seen.seat
    sample = ai.sampler(seen)
    searching_all = settings.opponents == TREE
    roots: dict[int, _Node] = {me: _Node()}
    deadline = clock() + settings.ceiling if clock is not None else None
    for iteration in range(max(1, settings.iterations)):
        if clock is not None and deadline is not None and iteration and clock() > deadline:
            break
        state = sample(rng)
        cursors: dict[int, _Node] = {me: roots[me]}
        if searching_all:
            for seat in range(ai.seats(state)):
                cursors[seat] = roots.setdefault(seat, _Node())
        path: list[tuple[_Arm, int]] = []
        in_tree, budget, moves = True, settings.rollout, 0
        while not engine.is_over(state) and moves < MOVE_CAP:
            if moves == 0:
                seat = me  # the player was asked: no forced move for it at the root
            else:
                waiting = engine.to_act(state)
                if not waiting:
                    break
                seat = waiting[0]
            if not in_tree:
                if budget <= 0 and (budget <= -QUIET_CAP or ai.quiet(state)):
                    break
                budget -= 1
            forced = engine.forced_action(state, seat) if moves else None
            node = cursors.get(seat) if in_tree and forced is None else None
            options = ai.actions(state, seat) if node is not None else []
            if node is not None and not options:
                break  # nothing the AI would play here: judge the position as it is
            if node is not None:
                arm, new = _select(node, options, rng, settings.exploration)
                action = arm.action
                path.append((arm, seat))
                if new:
                    in_tree = False
            else:
                action = forced if forced is not None else ai.policy(state, seat, rng)
            state, events = engine.apply(state, seat, action)
            moves += 1
            if in_tree:
                for watcher, at in cursors.items():
                    cursors[watcher] = at.child(_observation(watcher, seat, action, events))
        rewards = ai.rewards(state)
        for arm, seat in path:
            arm.visits += 1
            arm.total += rewards[seat]
    return _best(ai, seen, roots[me], rng)


def _best(ai: GameAI, seen: Seen, root: _Node, rng: random.Random) -> Action:
    """The most tried action at the root (then the best mean), checked legal."""
    ranked = sorted(root.arms.values(),
                    key=lambda a: (-a.visits, -(a.total / a.visits) if a.visits else 0.0))
    if not ranked:
        raise LookupError("the search found no action")
    state = ai.sampler(seen)(rng)
    for arm in ranked:
        try:
            ai.engine.check(state, seen.seat, arm.action)
        except RuleError:
            continue
        return arm.action
    raise LookupError("the search found no legal action")
