"""The AI's moves at the table: a THINK job falls due (table/scheduler.py) for a seat the AI
plays → that seat's ``Seen`` is built here, in the bot's process, from the state → the
decision is made in a worker (table/thinking.py), which gets the Seen and nothing else →
after a short pause (``delay``: players see the AI's turn, not a blur) the move goes through
the core like anyone's, guarded by the version it was chosen on → the board is published.

The events a seat may read (public ones and those private to it) come from replaying the
game's log — engines are deterministic — kept per game and extended by the new moves only.
A game whose replay no longer reaches its stored state (its rules changed since it began)
gives its seats the public events the log stored.

A decision that fails (a worker died, a player raised) is tried again when its job's lease
runs out; after ``TRIES`` failed runs the seat plays its default move (or any legal one)
instead, so a game never hangs on its AI.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from games.ai.adapter import NEVER
from games.ai.completion import concrete
from games.ai.seen import Seen, observe, visible
from games.base import Action, Engine, Event, RuleError, State
from store import ACTIVE, GameRecord, Job, LoggedAction
from table.ai import level_of, own_players, rng_seed
from table.ids import key_stamp
from table.outcome import APPLIED, REFUSED, Outcome

if TYPE_CHECKING:
    from table.core import TableCore
    from table.kind import GameKind
    from table.thinking import ThinkPool

log = logging.getLogger(__name__)

TRIES = 2              # failed runs of one decision before the seat plays a plain move
CACHED_GAMES = 64      # replays kept (a seat's log is rebuilt from the whole log otherwise)
INLINE_STEPS = 40      # moves replayed on the event loop; more go to a thread

Publish = Callable[["GameKind", Outcome], Awaitable[None]]


@dataclass
class _Replay:
    seed: str
    steps: list[tuple[int, int, Action]] = field(default_factory=list)  # (seq, seat, action)
    state: State | None = None
    events: list[Event] = field(default_factory=list)  # every event, private ones too


class Memory:
    """What happened in recent games, as the replay of their logs tells it (bounded)."""

    def __init__(self, size: int = CACHED_GAMES) -> None:
        self.size = size
        self._games: OrderedDict[int, _Replay] = OrderedDict()

    async def events(self, engine: Engine, game: GameRecord,
                     actions: Sequence[LoggedAction]) -> list[Event]:
        """Every event of ``game`` so far, private ones included (the caller filters what a
        seat may read); the stored public events when the replay does not reach the
        stored state."""
        assert game.state is not None
        cached = self._games.get(game.id)
        if cached is None or cached.seed != str(game.seed) or cached.state is None or \
                len(cached.steps) > len(actions) or any(
                    step != (a.seq, a.seat, a.action)
                    for step, a in zip(cached.steps, actions, strict=False)):
            cached = _Replay(str(game.seed), [],
                             engine.new(len(game.seats), game.seed, dict(game.options)), [])
        todo = actions[len(cached.steps):]
        try:
            if len(todo) > INLINE_STEPS:
                replay = await asyncio.to_thread(_extend, engine, cached, todo)
            else:
                replay = _extend(engine, cached, todo)
        except RuleError:
            replay = None
        if replay is None or json.dumps(replay.state, sort_keys=True) != json.dumps(
                engine.migrate(game.state), sort_keys=True):
            log.info("Game %s does not replay to its stored state; its AI reads the stored "
                     "public events", game.id)
            self._games.pop(game.id, None)
            return _stored_events(actions)
        self._games[game.id] = replay
        self._games.move_to_end(game.id)
        while len(self._games) > self.size:
            self._games.popitem(last=False)
        return replay.events


def _extend(engine: Engine, start: _Replay, rows: Sequence[LoggedAction]) -> _Replay:
    """``start`` carried on through ``rows`` (a new object: ``start`` stays as it was)."""
    state, steps, events = start.state, list(start.steps), list(start.events)
    assert state is not None
    for row in rows:
        state, new = engine.apply(state, row.seat, row.action)
        steps.append((row.seq, row.seat, row.action))
        events.extend(new)
    return _Replay(start.seed, steps, state, events)


def _stored_events(actions: Sequence[LoggedAction]) -> list[Event]:
    out: list[Event] = []
    for a in actions:
        try:
            found = json.loads(a.summary)
        except (ValueError, TypeError):
            continue
        if isinstance(found, list):
            out.extend(e for e in found if isinstance(e, dict) and "private_to" not in e)
    return out


def plain_move(engine: Engine, state: State, seat: int, seed: str) -> Action | None:
    """A move for a seat whose AI failed: its default move, else any legal one (never a
    resignation; a template completed at random, checked by the rules)."""
    action = engine.default_action(state, seat)
    if action is not None:
        return action
    rng = random.Random(seed)
    listed = [a for a in engine.legal_actions(state, seat) if a.get("type") not in NEVER]
    for candidate in listed:
        done = concrete(engine, state, seat, candidate, rng)
        if done is not None:
            return done
    return None


def any_move(engine: Engine, state: State, seat: int, seed: str) -> Action | None:
    """A random legal move (never a resignation; a template completed at random, checked by
    the rules), else the seat's default move."""
    rng = random.Random(seed)
    listed = [a for a in engine.legal_actions(state, seat) if a.get("type") not in NEVER]
    rng.shuffle(listed)
    for candidate in listed:
        done = concrete(engine, state, seat, candidate, rng)
        if done is not None:
            return done
    return engine.default_action(state, seat)


class AutoPlay:
    """Makes the AI's moves for the scheduler's THINK jobs (``move`` is its handler)."""

    def __init__(self, core: TableCore, pool: ThinkPool, *, delay: float = 2.0) -> None:
        self.core = core
        self.pool = pool
        self.delay = delay  # seconds from the seat's turn to its move, at least
        self.memory = Memory()
        # Publishes the board after a move (the adapter's), after the game's lock is released.
        self.publish: Publish | None = None
        self.sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep

    async def seen(self, kind: GameKind, game: GameRecord, seat: int) -> Seen:
        """What ``seat`` may know of ``game``, and nothing more: its view, its legal actions
        and the events it may read. Built here, from the state; only this goes to a worker."""
        assert game.state is not None
        engine = kind.engine
        actions = await self.core.store.actions(game.id)
        events = await self.memory.events(engine, game, actions)
        return observe(engine, engine.migrate(game.state), seat, visible(events, seat))

    async def move(self, kind: GameKind, game: GameRecord, job: Job) -> None:
        """The AI's move for ``job``'s seat, on the game as it is now. A seat that is no
        longer the AI's (or no longer waits) is handed to the scheduler again."""
        fresh = await self.core.read(job.game_id)
        if fresh is None or fresh.status != ACTIVE or fresh.state is None:
            return
        game, seat, engine = fresh, job.seat, kind.engine
        state = engine.migrate(fresh.state)
        level = level_of(game.seats[seat], self.core.now()) if seat < len(game.seats) else None
        if level is None or seat not in engine.to_act(state):
            # Its person is back (an absence ended) or someone moved meanwhile: plan again.
            await self.core.changed(game, seat if level is None else None)
            return
        key = engine.decision_key(state, seat)
        seed = rng_seed(game.id, game.version, seat)
        if job.runs > TRIES:
            action = plain_move(engine, state, seat, seed)
            log.error("The AI of game %s, seat %s failed %s times: it plays %s instead",
                      game.id, seat, job.runs - 1, action)
            if action is None:
                return
        elif not own_players(kind.key):
            action = await self._generic(kind, state, game, seat, level, seed)
            if action is None:
                return
        else:
            seen = await self.seen(kind, game, seat)
            action = await self.pool.decide(seen, level, seed)  # its time limit is the pool's
        wait = job.since + self.delay - self.core.now()
        if wait > 0:
            await self.sleep(wait)
        outcome = await self.core.play_ai(
            game.id, seat, action, level=level,
            expected_version=None if key is not None else game.version,
            decision_key=key_stamp(key) if key is not None else None,
            publish=self._publisher(kind))
        if outcome.status == REFUSED:
            # A player that chose an illegal move is a bug: said loudly, tried again later.
            raise RuntimeError(f"The AI of game {game.id}, seat {seat}, chose an illegal "
                               f"move {action}: {outcome.error}")
        if outcome.status != APPLIED:
            # The game moved on meanwhile (an undo, a seat changing hands…): this decision
            # is void. Should the seat still wait on the AI, it decides again at once (its
            # job, claimed by this run, would otherwise wait out its lease).
            log.debug("AI move of game %s, seat %s: %s", game.id, seat, outcome.status)
            again = await self.core.read(game.id)
            if again is not None and again.status == ACTIVE:
                await self.core.changed(again, seat)

    async def _generic(self, kind: GameKind, state: State, game: GameRecord, seat: int,
                       level: str, seed: str) -> Action | None:
        """The generic player's move for a game without AI players of its own: chosen in a
        worker from the seat's Seen like any AI's; a template it completed at random that
        the rules refuse is completed again here, checked against the rules (a seat's own
        move is legal or not by what it knows), else the seat plays its default move."""
        engine = kind.engine
        seen = await self.seen(kind, game, seat)
        try:
            action: Action | None = await self.pool.decide(seen, level, seed)
        except LookupError:  # no template it tried could be completed
            action = None
        if action is not None:
            try:
                engine.check(state, seat, action)
                return action
            except RuleError:
                pass
        return any_move(engine, state, seat, seed)

    def _publisher(self, kind: GameKind) -> Callable[[Outcome], Awaitable[None]] | None:
        publish = self.publish
        if publish is None:
            return None

        async def run(outcome: Outcome) -> None:
            await publish(kind, outcome)
        return run
