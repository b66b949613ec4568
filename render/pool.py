"""Drawing in worker processes, so boards are drawn on every core and the event loop never
waits on the interpreter lock for them (two render threads did 1.23x the work of one; two
processes do nearly 2x).

A job is a module-level render function and plain data (the view, the seats, highlights,
the language): view in, PNG bytes out. Workers fork from a server that has already imported
the renderers and fonts, so a new or replaced worker is ready in milliseconds. When a worker
dies (killed, out of memory), the pool is replaced and the job tried once more; if that
fails too, the job is drawn in a thread of this process, so the board still comes.

``RENDER_PROCESSES`` sets the number of workers (default: one core fewer than the machine
has, at least 1, at most 4 — the bot's own event loop needs a core too; 0 draws in threads of
the bot's own process, as tests of single renderers may prefer).
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import logging
import multiprocessing
import os
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from importlib.machinery import ModuleSpec
from typing import Any

from render import lifetime, malloc
from table import i18n

log = logging.getLogger(__name__)

# Imported once by the fork server, inherited by every worker it forks.
PRELOAD = ["render.kit", "render.fonts", "table.i18n"]
# The games' catalogues as the bot registered them (domain → folder, JSON), for the fork
# server: it starts as a fresh interpreter, and warms the renderers (which draw words) before
# any job could bring them. Jobs bring them too (``_job``).
CATALOGUES_ENV = "CARAVANSERAI_RENDER_CATALOGUES"


def _workers_from_env() -> int:
    raw = os.environ.get("RENDER_PROCESSES", "").strip()
    if raw.isdigit():
        return int(raw)
    # Measured on 2 cores with 100 games at full speed: one worker drew as many boards per
    # second as two (the machine, not the drawing, was the limit), answered the clicks four
    # times faster (the bot kept its core) and used 30 MB less.
    return max(1, min((os.cpu_count() or 1) - 1, 4))


# A board's big temporary images leave holes in the heap that glibc keeps; handing them back
# keeps a worker ~15 MB smaller under load (measured). Not after every board: the call is
# cheap, but the next board then faults every page of its images in afresh, and under 100
# games that was a fifth of a worker's time. At most four times a second (every ~20 boards
# at full speed), the worker stays within a few MB of trimming after every board.
TRIM_EVERY_S = 0.25


def _job(fn: Callable[..., bytes], locale: str, catalogues: dict[str, str],
         args: tuple[Any, ...], kwargs: dict[str, Any]) -> bytes:
    try:
        i18n.adopt(catalogues)  # the games' words, as the bot registered them
        with i18n.use_locale(locale):
            return fn(*args, **kwargs)
    finally:
        malloc.trim_at_most_every(TRIM_EVERY_S)


def _warm(modules: list[str], catalogues: dict[str, str]) -> None:
    """Import the renderers and let each prepare what its first board would otherwise pay
    for (a module-level ``warm()``: its palette, fonts, common layers)."""
    import importlib

    lifetime.die_with_parent()  # a worker goes when its fork server goes
    i18n.adopt(catalogues)
    for name in modules:
        module = importlib.import_module(name)
        warm = getattr(module, "warm", None)
        if callable(warm):
            try:
                warm()
            except Exception:  # a board drawn cold is still a board
                log.exception("Warming %s failed", name)


def _light_main() -> None:
    """Before its first job a worker rebuilds the parent's ``__main__`` (multiprocessing's
    spawn protocol, which the fork server follows). For the bot that is bot.py: discord.py,
    aiohttp and every cog, about 35 MB private to each worker, none of it used. Naming a module
    with nothing in it as the main module's spec makes each worker import that instead."""
    main = sys.modules.get("__main__")
    if main is not None:
        main.__spec__ = ModuleSpec("render.worker_main", None)


def _noop() -> None:
    """Makes a worker start (and run its initializer) before the first board needs it."""


class RenderPool:
    """Runs render jobs in processes (or threads when configured so)."""

    def __init__(self, workers: int | None = None, preload: list[str] | None = None) -> None:
        self.workers = _workers_from_env() if workers is None else workers
        self.preload = list(PRELOAD) + list(preload or [])
        self._executor: Executor | None = None
        self._threads = ThreadPoolExecutor(max_workers=2, thread_name_prefix="render")
        self._lock = threading.Lock()
        self.replaced = 0

    def add_preload(self, modules: list[str]) -> None:
        """Modules the workers should import before their first job (the games' renderers)."""
        for name in modules:
            if name not in self.preload:
                self.preload.append(name)

    def _pool(self) -> Executor:
        with self._lock:
            if self._executor is None:
                if self.workers <= 0:
                    self._executor = self._threads
                else:
                    _light_main()
                    catalogues = i18n.registered()
                    os.environ[CATALOGUES_ENV] = json.dumps(catalogues)
                    context = multiprocessing.get_context("forkserver")
                    context.set_forkserver_preload(self.preload + ["render.warmup"])
                    self._executor = ProcessPoolExecutor(
                        self.workers, mp_context=context, initializer=_warm,
                        initargs=(self.preload, catalogues))
            return self._executor

    def _replace(self, broken: Executor) -> None:
        with self._lock:
            if self._executor is broken:
                self._executor = None
                self.replaced += 1
        # Its surviving workers are of no use: ended now, so its manager thread can finish
        # instead of keeping the interpreter from exiting (seen once at the end of a test run).
        for process in list((getattr(broken, "_processes", None) or {}).values()):
            process.terminate()
        broken.shutdown(wait=False, cancel_futures=True)

    def start(self) -> None:
        """Start the workers now (at start-up), not on the first board."""
        pool = self._pool()
        if isinstance(pool, ProcessPoolExecutor):
            for _ in range(self.workers):
                pool.submit(_noop)

    async def run(self, fn: Callable[..., bytes], *args: Any, locale: str,
                  **kwargs: Any) -> bytes:
        """``fn(*args, **kwargs)`` drawn in a worker with ``locale`` as its language."""
        catalogues = i18n.registered()
        for _attempt in range(2):
            pool = self._pool()
            try:
                return await asyncio.wrap_future(pool.submit(_job, fn, locale, catalogues,
                                                             args, kwargs))
            except BrokenProcessPool:
                log.warning("A render worker died; starting a new pool.")
                self._replace(pool)
        # Twice broken: draw it here rather than lose the board.
        loop = asyncio.get_running_loop()
        context = contextvars.copy_context()
        return await loop.run_in_executor(
            self._threads, lambda: context.run(_job, fn, locale, catalogues, args, kwargs))

    def pids(self) -> list[int]:
        pool = self._executor
        processes = getattr(pool, "_processes", None) or {}
        return list(processes)

    def shutdown(self) -> None:
        """Stop the workers now. Pending boards are dropped (each game's board debt is in the
        database and is drawn after the restart). The executor is waited for, briefly: left
        half shut, its exit hook writes to a closed pipe when the interpreter exits."""
        with self._lock:
            pool, self._executor = self._executor, None
        if pool is not None and pool is not self._threads:
            # Terminate, then one shutdown that waits: a first shutdown(wait=False) would
            # forget the manager thread, and a second could no longer join it.
            for process in list((getattr(pool, "_processes", None) or {}).values()):
                process.terminate()
            pool.shutdown(wait=True, cancel_futures=True)
        self._threads.shutdown(wait=False, cancel_futures=True)
