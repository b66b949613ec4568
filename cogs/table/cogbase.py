"""What every cog of the shared table has in common: its way to the table service, and an
honest private answer (never a traceback) when one of its slash commands fails."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

if TYPE_CHECKING:
    from discord.ext import commands

    from cogs.table.service import TableService


class AtTheTable:
    """Mixed into a ``commands.Cog`` (listed before it) that sets ``self.bot``."""

    bot: commands.Bot

    @property
    def table(self) -> TableService:
        return self.bot.table  # type: ignore[attr-defined]

    async def cog_app_command_error(self, interaction: discord.Interaction,
                                    error: app_commands.AppCommandError) -> None:
        name = interaction.command.qualified_name if interaction.command else "?"
        await self.table.replies.report_failure(interaction, getattr(error, "original", error), f"/{name}")
