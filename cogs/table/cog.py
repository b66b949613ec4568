"""The slash-command group every game shares: join, leave, start, cancel, board, hand, rules,
resign, log. A game cog subclasses ``TableCog`` with its ``group_name`` and adds ``new`` (with
its own options) and any game-specific commands.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.table.kind import GameKind

if TYPE_CHECKING:
    from cogs.table.service import TableService

log = logging.getLogger(__name__)


# Games need a channel that several people can see: no DMs.
@app_commands.guild_only()
class TableCog(commands.GroupCog):
    """Base of every game cog; ``kind`` is set by the subclass's ``__init__``."""

    kind: GameKind

    def __init__(self, bot: commands.Bot, kind: GameKind) -> None:
        self.bot = bot
        self.kind = kind
        self.table.register(kind)
        super().__init__()

    @property
    def table(self) -> TableService:
        return self.bot.table  # type: ignore[attr-defined]

    async def cog_app_command_error(self, interaction: discord.Interaction,
                                    error: app_commands.AppCommandError) -> None:
        log.exception("/%s command failed", self.kind.key, exc_info=error)
        await self.table.say(interaction, "Sorry, something went wrong with that command. Nothing was changed.")

    async def open_lobby(self, interaction: discord.Interaction, options: dict[str, Any]) -> None:
        await self.table.new_lobby(interaction, self.kind, options)

    @app_commands.command(name="join", description="Take a seat in this channel's lobby")
    async def join(self, interaction: discord.Interaction) -> None:
        game = await self.table.lobby_for(interaction, self.kind)
        if game is not None:
            await self.table.join(interaction, self.kind, game)

    @app_commands.command(name="leave", description="Leave this channel's lobby")
    async def leave(self, interaction: discord.Interaction) -> None:
        game = await self.table.lobby_for(interaction, self.kind)
        if game is not None:
            await self.table.leave(interaction, self.kind, game)

    @app_commands.command(name="start", description="Start the game (host only)")
    async def start(self, interaction: discord.Interaction) -> None:
        game = await self.table.lobby_for(interaction, self.kind)
        if game is not None:
            await self.table.start(interaction, self.kind, game)

    @app_commands.command(name="cancel", description="Cancel the lobby or running game (host or Manage Channels)")
    async def cancel(self, interaction: discord.Interaction) -> None:
        game = await self.table.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind != self.kind.key:
            await self.table.say(interaction, f"There is no {self.kind.title} game in this channel.")
            return
        await self.table.cancel(interaction, self.kind, game)

    @app_commands.command(name="board", description="Post the current board again")
    async def board(self, interaction: discord.Interaction) -> None:
        await self.table.repost_board(interaction, self.kind)

    @app_commands.command(name="hand", description="Your private view (only you can see it)")
    async def hand(self, interaction: discord.Interaction) -> None:
        turn = await self.table.turn_from_command(interaction, self.kind)
        if turn is not None:
            await self.table.show_hand(interaction, self.kind, turn.game, turn.seat)

    @app_commands.command(name="rules", description="A short summary of the rules")
    async def rules(self, interaction: discord.Interaction) -> None:
        text = self.kind.engine.rules_summary() or "No summary available."
        await self.table.say(interaction, text)

    @app_commands.command(name="resign", description="Leave the running game for good")
    async def resign(self, interaction: discord.Interaction) -> None:
        await self.table.resign(interaction, self.kind)

    @app_commands.command(name="log", description="Recent moves of this channel's game")
    @app_commands.describe(count="How many moves to show (default 15)")
    async def log_(self, interaction: discord.Interaction,
                   count: app_commands.Range[int, 1, 40] = 15) -> None:
        await self.table.show_log(interaction, self.kind, count)
