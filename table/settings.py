"""The core's settings of one game: its turn clock (the host's or a channel manager's)."""

from __future__ import annotations

from store import ACTIVE
from table.base import CoreBase
from table.lobby import may_manage
from table.members import Member, as_member
from table.outcome import APPLIED, DENIED, NO_GAME, Outcome, refused


class Settings(CoreBase):
    async def set_clock(self, game_id: int, seconds: float | None, *, by: Member | int,
                        manager: bool = False) -> Outcome:
        """Set (None: switch off) the game's turn clock; the running game's clocks follow at
        once. The version does not change: menus drawn before stay good. DENIED unless
        ``by`` is the host or a channel ``manager``."""
        member = as_member(by)
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None:
                return refused(NO_GAME, "game-gone")
            if not may_manage(game, member, manager):
                return refused(DENIED, "clock-denied", game)
            await self.store.set_clock(game.id, seconds)
            game.clock = seconds
            if game.status == ACTIVE:
                await self.changed(game, None)
        return Outcome(APPLIED, {}, None, game)
