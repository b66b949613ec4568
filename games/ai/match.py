"""One whole game between players, as the table would run it (for benchmarks and tests).

Seats that must act at the same time are asked one by one in a random order, each seeing
only its own Seen (so a later bidder's view holds "seat 1 has bid", never the amount); a
move the engine calls forced is played without asking, as the table does."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.ai.adapter import NEVER
from games.ai.player import Player
from games.ai.seen import observe, visible
from games.base import Action, Engine, Result, is_template
from games.rng import derived_seed


@dataclass(frozen=True)
class Decision:
    seat: int
    level: str
    seconds: float  # by the caller's timer (0 without one)
    real: bool  # more than one concrete choice was open


@dataclass
class Match:
    result: Result | None  # None: cut at the move cap
    moves: int
    seats: int
    decisions: list[Decision] = field(default_factory=list)
    history: list[tuple[int, Action]] = field(default_factory=list)


def real_choice(legal: Sequence[Action]) -> bool:
    """Whether more than one concrete action is open (a template counts as several unless
    every composed bound it carries is a single value, e.g. a bid of 0 to 0)."""
    listed = [a for a in legal if a.get("type") not in NEVER]
    if len(listed) != 1:
        return len(listed) > 1
    only = listed[0]
    if not is_template(only):
        return False
    bounds = [k for k in only if k.endswith("_max")]
    return not bounds or any(only[k] != only.get(k[:-4] + "_min", 0) for k in bounds)


def table_seed(seed: Any) -> Any:
    """A seed every engine takes: an int or a table seed as is; any other label (e.g.
    ``"3:casual:random:2:17"``) becomes the public seed it names (``derived_seed``)."""
    if isinstance(seed, int) or (isinstance(seed, str) and seed.startswith("s1:")):
        return seed
    return derived_seed("ai-match", seed)


def play(engine: Engine, players: Sequence[Player], *, seed: Any, options: dict | None = None,
         rng_seed: int = 0, max_moves: int = 5000,
         timer: Callable[[], float] | None = None) -> Match:
    """Play a game of ``len(players)`` seats to its end (or ``max_moves``). Each seat draws
    from its own RNG, seeded from ``rng_seed``; an illegal action raises the engine's
    RuleError."""
    state = engine.new(len(players), table_seed(seed), dict(options or {}))
    order = random.Random(f"order:{rng_seed}")
    rngs = [random.Random(f"seat:{rng_seed}:{seat}") for seat in range(len(players))]
    logs: list[list[dict]] = [[] for _ in players]
    match = Match(None, 0, len(players))
    while not engine.is_over(state) and match.moves < max_moves:
        waiting = engine.to_act(state)
        if not waiting:
            raise RuntimeError("nobody may act in an unfinished game")
        seat = order.choice(waiting)
        action = engine.forced_action(state, seat)
        if action is None:
            seen = observe(engine, state, seat, logs[seat])
            player = players[seat]
            started = timer() if timer else 0.0
            action = player.decide(seen, rngs[seat])
            spent = timer() - started if timer else 0.0
            match.decisions.append(Decision(seat, player.level, spent, real_choice(seen.legal)))
        state, events = engine.apply(state, seat, action)
        match.history.append((seat, action))
        match.moves += 1
        for reader, log in enumerate(logs):
            log.extend(visible(events, reader))
    if engine.is_over(state):
        match.result = engine.result(state)
    return match
