"""What every part of the core shares: the store, the installed game kinds, the ``Locks``
that serialise each game's changes, and the one hook told of every committed change (the
scheduler). ``TableCore`` (core.py) is these parts together: moves (core.py), the lobby
(lobby.py), seats (seats.py) and settings (settings.py)."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from store import GameRecord, LoggedAction, Storage
from table.locks import Locks, locks_for
from table.outcome import ChangeHook

if TYPE_CHECKING:
    from table.kind import GameKind

log = logging.getLogger(__name__)


class CoreBase:
    def __init__(self, store: Storage, kinds: Mapping[str, GameKind],
                 locks: Locks | None = None) -> None:
        self.store = store
        self.kinds = kinds
        # Keyed by game id: everything that changes one game holds its lock (across
        # processes when they share the database).
        self.locks: Locks = locks if locks is not None else locks_for(store)
        self.on_change: ChangeHook | None = None
        # The time, for what depends on it (an AI's cover ends with its person's absence).
        self.now: Callable[[], float] = time.time

    async def changed(self, game: GameRecord, acted: int | None) -> None:
        """Tell the scheduler; its failure must never undo or hide a saved change."""
        if self.on_change is None:
            return
        try:
            await self.on_change(game, acted)
        except Exception:  # noqa: BLE001 - logged; the clocks catch up at the next change
            log.exception("Could not reschedule game %s", game.id)

    async def read(self, game_id: int) -> GameRecord | None:
        """The game, if it is one of an installed kind (call it under the game's lock)."""
        game = await self.store.get_game(game_id)
        return game if game is not None and game.kind in self.kinds else None

    async def read_log(self, game_id: int) -> tuple[GameRecord | None, list[LoggedAction]]:
        """The game and its action log, read together under its lock (no move between the
        two reads, so a replay of the log can be checked against the stored state)."""
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            return game, (await self.store.actions(game_id) if game is not None else [])
