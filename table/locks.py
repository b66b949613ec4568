"""The ``Locks`` seam: what serialises every change of one game.

The core takes a game's lock around read → check → write, so two clicks, a clock and a
replacement never interleave on one game. ``LocalLocks`` serves one process (asyncio locks);
a backend shared by several processes brings a ``Locks`` that works across them (an advisory
lock in the database), and the core does not change.
"""

from __future__ import annotations

import asyncio
import weakref
from contextlib import AbstractAsyncContextManager
from typing import Protocol


class Locks(Protocol):
    def lock(self, key: int) -> AbstractAsyncContextManager[object]:
        """The lock of ``key`` (a game's id): held for the whole ``async with`` block."""
        ...


class LocalLocks:
    """One ``asyncio.Lock`` per key, within this process. A lock nobody holds or waits for
    is forgotten (weakly kept), so a bot that ran 100,000 games keeps none of theirs."""

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = \
            weakref.WeakValueDictionary()

    def lock(self, key: int) -> asyncio.Lock:
        found = self._locks.get(key)
        if found is None:
            found = asyncio.Lock()
            self._locks[key] = found
        return found
