"""Upkeep of stored games, in the background, a small batch at a time (the bot answers on):
what grows with the games a server has hosted is dealt with here, never on an interaction's
path.

- Results of games that finished before results were kept (an upgraded database) are read
  from each game's final state by its engine, in a thread; once none is left unread, every
  rating is rebuilt from the stored results (``stats.rebuild``), once.

Every step is its own transaction: a kill at any point loses nothing, and the next start
carries on where it stopped.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping

from games.base import Engine
from games.registry import engines as all_engines
from store import GameResult, Storage
from table import stats

log = logging.getLogger(__name__)

BATCH = 50  # games per step
PAUSE = 0.05  # seconds between steps: the bot's own work goes first
IDLE = 600.0  # seconds between looks when there is nothing to do


class Upkeep:
    def __init__(self, store: Storage, engines: Mapping[str, Engine] | None = None, *,
                 batch: int = BATCH, pause: float = PAUSE) -> None:
        self.store = store
        self.engines = all_engines() if engines is None else engines
        self.batch = batch
        self.pause = pause

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

    async def run_forever(self) -> None:
        while True:
            try:
                await self.catch_up_ratings()
            except Exception:  # noqa: BLE001 - upkeep tries again later; the bot plays on
                log.exception("Upkeep of the stored games failed; trying again later")
            await asyncio.sleep(IDLE)
