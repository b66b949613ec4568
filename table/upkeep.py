"""Upkeep of stored games, in the background, a small batch at a time (the bot answers on):
what grows with the games a server has hosted is dealt with here, never on an interaction's
path.

- Results of games that finished before results were kept (an upgraded database) are read
  from each game's final state by its engine, in a thread; once none is left unread, every
  rating is rebuilt from the stored results (``stats.rebuild``), once.
- Ended games are packed small (``Storage.compact_game``): those that end from now on once
  their last board is posted, those an upgraded database holds a batch at a time.
- Games that ended more than ``OLD_GAMES_AFTER_DAYS`` ago are archived to a file
  (``store/archive.py``) then removed, or just removed (``OLD_GAMES=delete``) — never a
  channel's newest game, and their results stay for the ratings.

Every step is its own transaction: a kill at any point loses nothing, and the next start
carries on where it stopped.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from games.base import Engine
from games.registry import engines as all_engines
from store import GameResult, Storage, archive
from table import stats

log = logging.getLogger(__name__)

BATCH = 50  # games per step
PAUSE = 0.05  # seconds between steps: the bot's own work goes first
IDLE = 600.0  # seconds between looks when there is nothing to do
# An ended game whose last board was never posted (the bot was down, Discord failed) is
# packed anyway after this long: the board's catch-up has given up on it by then.
SETTLE = 24 * 3600.0
ARCHIVE, DELETE = "archive", "delete"


@dataclass(frozen=True)
class OldGames:
    """The operator's choice for games that ended ``days`` ago: ``ARCHIVE`` them to files in
    ``folder`` then remove them, or ``DELETE`` them."""

    days: float
    mode: str = ARCHIVE
    folder: Path | None = None


class Upkeep:
    def __init__(self, store: Storage, engines: Mapping[str, Engine] | None = None, *,
                 batch: int = BATCH, pause: float = PAUSE,
                 old_games: OldGames | None = None) -> None:
        self.store = store
        self.engines = all_engines() if engines is None else engines
        self.batch = batch
        self.pause = pause
        self.old_games = old_games

    async def read_results(self) -> int:
        """Read one batch of older games' results; how many were read (0: none left)."""
        ids = await self.store.unread_results(self.batch)
        results = []
        for game_id in ids:
            game = await self.store.get_game(game_id)
            engine = self.engines.get(game.kind) if game is not None else None
            if game is None or engine is None:  # gone, or a game no longer installed
                results.append(GameResult(game_id, game.guild_id if game else None,
                                          game.kind if game else "", (), rated=False))
                continue
            results.append(await asyncio.to_thread(stats.read_result, engine, game))
        await self.store.set_results(results)
        return len(ids)

    async def catch_up_ratings(self, *, force: bool = False) -> stats.Rebuilt | None:
        """Read every older result, then rebuild the ratings if they miss some (``force``:
        rebuild them anyway). None when nothing needed rebuilding."""
        read = 0
        while done := await self.read_results():
            read += done
            await asyncio.sleep(self.pause)
        if read:
            log.info("Read the results of %d games finished before results were kept", read)
        if not force and not await self.store.ratings_stale():
            return None
        rebuilt = await stats.rebuild(self.store)
        log.info("Ratings rebuilt from %d stored results (%d rated games): %d ratings",
                 rebuilt.results, rebuilt.rated, rebuilt.ratings)
        return rebuilt

    async def compact(self) -> int:
        """Pack every ended game not packed yet, a batch at a time (each game its own
        transaction: a kill leaves the rest for next time). How many were packed."""
        packed = 0
        while ids := await self.store.games_to_compact(self.batch, time.time() - SETTLE):
            done = 0
            for game_id in ids:
                done += await self.store.compact_game(game_id)
            packed += done
            if not done:  # each changed meanwhile (a board being posted): next round
                break
            await asyncio.sleep(self.pause)
        return packed

    async def retire_old_games(self, now: float | None = None) -> int:
        """Archive (or delete) the games that ended more than the set number of days ago.
        How many were removed (0 when the operator keeps every game)."""
        if self.old_games is None or self.old_games.days <= 0:
            return 0
        before = (time.time() if now is None else now) - self.old_games.days * 86400
        removed = 0
        while ids := await self.store.expired_games(before, self.batch):
            if self.old_games.mode == ARCHIVE and self.old_games.folder is not None:
                games = []
                for game_id in ids:
                    game = await self.store.get_game(game_id)
                    if game is not None:
                        games.append((game, await self.store.actions(game_id)))
                await asyncio.to_thread(archive.write, self.old_games.folder, games)
            gone = await self.store.delete_games(ids)
            removed += gone
            if not gone:
                break
            await asyncio.sleep(self.pause)
        return removed

    async def run_once(self) -> None:
        await self.catch_up_ratings()
        if packed := await self.compact():
            log.info("Packed %d ended games small", packed)
        if removed := await self.retire_old_games():
            assert self.old_games is not None
            log.info("%s %d games that ended over %g days ago",
                     "Archived" if self.old_games.mode == ARCHIVE else "Deleted", removed,
                     self.old_games.days)

    async def run_forever(self) -> None:
        while True:
            try:
                # Several processes on one database (shards): one round at a time, so no two
                # pack, archive or read the same games at once; the next finds them done.
                async with self.store.exclusive("upkeep"):
                    await self.run_once()
            except Exception:  # noqa: BLE001 - upkeep tries again later; the bot plays on
                log.exception("Upkeep of the stored games failed; trying again later")
            await asyncio.sleep(IDLE)
