"""The AI thinks in worker processes of its own, never on the event loop (nor in the render
workers: a hard decision takes up to two seconds, which no board should queue behind).

A job is a ``Seen`` (one seat's view, its legal actions and the events it may read — built
in the bot's process from the state, which never leaves it), a level and a seed string; the
worker answers with the chosen action. The workers run at a lower priority than the bot and
its render workers (niced, and on Linux in the idle scheduling class), so on a small machine
a burst of AI moves never slows a click's answer.

``AI_PROCESSES`` sets the number of workers (default 1; 0 thinks in a thread of the bot's
own process, as tests may prefer; ``render`` thinks in the render workers — measured by
bench/ai_load.py against a pool of its own, for a server short of memory).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import random
import sys
import threading
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import cache
from importlib.machinery import ModuleSpec
from typing import Any

from games.ai.seen import Seen
from games.base import Action

log = logging.getLogger(__name__)

# How much lower a worker's priority is than the bot's (nice(2) steps).
NICENESS = 10
# Seconds one decision may run (the hard level's own limit is 2 s): longer means a runaway
# player or a hung worker. Time spent queued behind other decisions is allowed on top.
THINK_SECONDS = 30.0


SHARED = "render"  # AI_PROCESSES=render: no workers of its own


def _workers_from_env() -> int | str:
    raw = os.environ.get("AI_PROCESSES", "").strip().lower()
    if raw == SHARED:
        return SHARED
    return int(raw) if raw.isdigit() else 1


@cache
def _player(key: str, level: str) -> Any:
    from games.ai.player import RandomPlayer
    from games.ai.registry import game_ai, make_player

    if game_ai(key) is None:
        # No players of its own yet: the framework's generic one (uniform legal moves,
        # templates completed unchecked: the table checks them, table/autoplay.py).
        return RandomPlayer()
    return make_player(key, level)


def decide(seen: Seen, level: str, seed: str) -> Action:
    """The action the AI at ``level`` chooses from ``seen``, its randomness seeded by
    ``seed`` (runs in a worker: everything it gets is in its arguments)."""
    return _player(seen.game, level).decide(seen, random.Random(seed))


def _start_worker(games: tuple[str, ...]) -> None:
    """A worker: ends with its parent, yields the processor to the bot, and imports the
    games' players before its first decision."""
    import importlib

    from render import lifetime

    lifetime.die_with_parent()
    try:
        os.nice(NICENESS)
    except OSError:
        pass
    try:
        # Linux: thinking runs when the bot, its renders and anything else do not need the
        # processor (bench/ai_load.py, 20 hard seats on a loaded 2-core machine: click ack
        # p50 18-31 ms at nice alone, 7 ms so; the AI's moves no slower). An idle server
        # gives it all it wants.
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    except (AttributeError, OSError):  # elsewhere, the lower nice value alone
        pass
    for key in games:
        try:
            importlib.import_module(f"games.{key}.players")
        except ImportError:
            continue


def _noop() -> None:
    """Makes a worker start (and run its initializer) before the first decision needs it."""


def _light_main() -> None:
    # As the render pool does (render/pool.py): a worker rebuilds the parent's __main__
    # before its first job — for the bot, bot.py and every cog; this names an empty module.
    main = sys.modules.get("__main__")
    if main is not None:
        main.__spec__ = ModuleSpec("render.worker_main", None)


class ThinkPool:
    """Runs ``decide`` in worker processes (or a thread when configured so)."""

    def __init__(self, workers: int | str | None = None, games: tuple[str, ...] = ()) -> None:
        found = _workers_from_env() if workers is None else workers
        # Sharing the render workers: a decision queues with the boards.
        self.shared = found == SHARED
        self.workers = 0 if isinstance(found, str) else found
        self.games = games
        self._executor: Executor | None = None
        self._lock = threading.Lock()
        self.replaced = 0
        self.pending = 0  # decisions asked for and not answered yet

    def _pool(self) -> Executor:
        with self._lock:
            if self._executor is None:
                if self.workers <= 0:
                    self._executor = ThreadPoolExecutor(1, thread_name_prefix="think")
                else:
                    _light_main()
                    self._executor = ProcessPoolExecutor(
                        self.workers, mp_context=multiprocessing.get_context("forkserver"),
                        initializer=_start_worker, initargs=(self.games,))
            return self._executor

    def start(self) -> None:
        """Start the workers now (at start-up), not on the first decision."""
        if self.shared:
            return
        pool = self._pool()
        if isinstance(pool, ProcessPoolExecutor):
            for _ in range(self.workers):
                pool.submit(_noop)

    def time_limit(self) -> float:
        """Seconds a decision asked for now may take: its own ``THINK_SECONDS``, plus as
        much for each round of decisions queued before it (twenty AI seats at once wait
        their turn in the workers, and a wait is no runaway)."""
        return THINK_SECONDS * (1 + self.pending // max(1, self.workers))

    async def decide(self, seen: Seen, level: str, seed: str) -> Action:
        """The AI's choice, made in a worker; a dead worker is replaced and the decision
        asked once more. TimeoutError past ``time_limit``."""
        limit = self.time_limit()
        self.pending += 1
        try:
            return await asyncio.wait_for(self._decide(seen, level, seed), limit)
        finally:
            self.pending -= 1

    async def _decide(self, seen: Seen, level: str, seed: str) -> Action:
        if self.shared:
            from table.drawing import RENDER_POOL

            return await RENDER_POOL.run(decide, seen, level, seed,  # type: ignore[arg-type,return-value]
                                         locale="en")
        for attempt in range(2):
            pool = self._pool()
            try:
                return await asyncio.wrap_future(pool.submit(decide, seen, level, seed))
            except BrokenProcessPool:
                log.warning("An AI worker died; starting a new pool.")
                self._replace(pool)
                if attempt:
                    raise
        raise AssertionError("unreachable")

    def _replace(self, broken: Executor) -> None:
        with self._lock:
            if self._executor is broken:
                self._executor = None
                self.replaced += 1
        for process in list((getattr(broken, "_processes", None) or {}).values()):
            process.terminate()
        broken.shutdown(wait=False, cancel_futures=True)

    def pids(self) -> list[int]:
        return list(getattr(self._executor, "_processes", None) or {})

    def shutdown(self) -> None:
        """Stop the workers now; a decision in flight is dropped (its job runs again after
        the restart)."""
        with self._lock:
            pool, self._executor = self._executor, None
        if pool is None:
            return
        for process in list((getattr(pool, "_processes", None) or {}).values()):
            process.terminate()
        pool.shutdown(wait=True, cancel_futures=True)


# The bot's AI workers (started at start-up with the games' players imported).
THINK_POOL = ThinkPool()
