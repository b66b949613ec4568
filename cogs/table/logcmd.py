"""``/table log``: the whole game in words, newest page first, with page buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from cogs.table.components import ButtonSpec, build_view
from store import (
    GameRecord,
)
from table import log as gamelog
from table.ids import ComponentId
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService



class LogCommand:
    def __init__(self, service: TableService) -> None:
        self.service = service

    async def show_log(self, interaction: discord.Interaction, page: int = 1) -> None:
        """``/table log``: the whole game in words, newest page first, as this reader may
        read it (their own secrets included: the answer is private), with page buttons."""
        found = await self.service.store.latest_game(interaction.channel_id or 0)
        if found is None or found.kind not in self.service.kinds:
            await self.service.say(interaction, t("no-game-yet"))
            return
        game, entries = await self._story(found.id)
        if game is None:
            await self.service.say(interaction, t("no-game-yet"))
            return
        text, view = self._log_page(game, entries, interaction.user.id, len(entries), page - 1)
        # MISSING: discord.py's "not given" (a followup fails on view=None)
        shown = view if view is not None else discord.utils.MISSING
        if interaction.response.is_done():  # acknowledged first (options.ACK_FIRST)
            await interaction.followup.send(text, ephemeral=True, view=shown)
        else:
            await interaction.response.send_message(text, ephemeral=True, view=shown)

    async def on_log_page(self, interaction: discord.Interaction, cid: ComponentId) -> None:
        """A log page button: the same private message shows the page asked for, of the log
        as it stood when the first page was drawn (so pages do not shift as play goes on)."""
        game, entries = await self._story(cid.game_id)
        if game is None or game.kind not in self.service.kinds:
            await self.service.say(interaction, t("game-gone"))
            return
        if game.channel_id != interaction.channel_id:
            await self.service.say(interaction, t("wrong-channel"))
            return
        upto = int(cid.stamp) if cid.stamp.isdigit() else len(entries)
        index = int(cid.arg) if cid.arg.isdigit() else 0
        text, view = self._log_page(game, entries, interaction.user.id, upto, index)
        await interaction.response.edit_message(content=text, view=view)

    async def _story(self, game_id: int) -> tuple[GameRecord | None, list[gamelog.Entry]]:
        """The game and its log, read together under its lock (no move between the two
        reads, so the replay can be checked against the stored state)."""
        game, actions = await self.service.core.read_log(game_id)
        if game is None:
            return None, []
        return game, await gamelog.HISTORY.entries_async(self.service.kinds[game.kind].engine,
                                                         game, actions)

    def _log_page(self, game: GameRecord, entries: list[gamelog.Entry], user_id: int, upto: int,
                  index: int) -> tuple[str, discord.ui.View | None]:
        kind = self.service.kinds[game.kind]
        shown = [e for e in entries if e.seq <= upto]
        page = gamelog.page(kind, game, shown, game.seat_of(user_id), index)
        if page.count <= 1:
            return page.text, None
        stamp = max((e.seq for e in shown), default=0)
        return page.text, build_view(game.id, stamp, "p", [
            ButtonSpec(gamelog.LOG_KEY, t("log-older"), arg=str(page.index + 1),
                       disabled=not page.has_older),
            ButtonSpec(gamelog.LOG_KEY, t("log-newer"), arg=str(page.index - 1),
                       disabled=not page.has_newer)])
