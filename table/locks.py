"""The ``Locks`` seam: what serialises every change of one game.

The core takes a game's lock around read → check → write, so two clicks, a clock and a
replacement never interleave on one game. ``LocalLocks`` serves one process (asyncio locks);
``SharedLocks`` serves every process sharing a database (the store's lock on the game, a
PostgreSQL advisory lock), and the core does not change. ``locks_for`` picks the one a store
needs.
"""

from __future__ import annotations

import asyncio
import contextlib
import weakref
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager
from typing import Protocol

from store import Storage


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


class SharedLocks:
    """A game's lock across every process of a shared database (``Storage.game_lock``).

    This process's own lock is taken first: its tasks queue for a game here, in memory, and
    only the one at the front waits in the database — one connection per game at most,
    whatever the number of clicks, and no connection spent waiting on a sibling task."""

    def __init__(self, store: Storage) -> None:
        self._store = store
        self._local = LocalLocks()

    @contextlib.asynccontextmanager
    async def lock(self, key: int) -> AsyncIterator[None]:
        async with self._local.lock(key), self._store.game_lock(key):
            yield


def locks_for(store: Storage) -> Locks:
    """The locks a store needs: shared across processes when its database is shared."""
    return SharedLocks(store) if store.shared else LocalLocks()
