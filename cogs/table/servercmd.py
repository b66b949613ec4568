"""A server's own: ``/table health`` and ``/table settings language:`` (Manage Server)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import discord

from cogs.table import threads
from store import ACTIVE
from table import i18n
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService



# A process whose heartbeat (every 30 s) is older than this is shown as silent.
PROCESS_SILENT = 120


class ServerSettings:
    def __init__(self, service: TableService) -> None:
        self.service = service

    async def show_health(self, interaction: discord.Interaction) -> None:
        """For the server's managers: is the bot well, and what failed last."""
        perms = interaction.permissions
        if not (perms.manage_guild or perms.administrator):
            await self.service.say(interaction, t("health-denied"))
            return
        health = getattr(self.service.bot, "health", None)
        # Counted, not read: the same cost with 10 or 10,000 games running.
        active = await self.service.store.count_games(ACTIVE)
        behind = await self.service.store.count_behind_board()
        schema = await self.service.store.schema_version()
        lines = [t("health-title"),
                 t("health-database", path=getattr(health, "database", "") or
                   getattr(health, "database_path", "?"), schema=schema),
                 t("health-games", active=active, behind=behind)]
        if health is not None:
            lines.append(t("health-up", since=int(health.started_at),
                           latency=round(self.service.bot.latency * 1000) if self.service.bot.latency == self.service.bot.latency
                           else "—"))
            if health.last_error:
                lines.append(t("health-last-error", when=int(health.last_error_at or 0),
                               error=health.last_error[:300], storage=health.storage_errors,
                               discord=health.discord_errors))
            else:
                lines.append(t("health-no-error"))
            if health.shards:
                lines.append(t("health-this-process", shards=health.shards, pid=os.getpid()))
        # Several processes on one database: each one's heartbeat, as the database has it.
        for process in await self.service.store.processes():
            age = round(process.get("beat_age", 0.0))
            if age > PROCESS_SILENT:
                lines.append(t("health-process-silent", name=process["name"], age=age))
            else:
                lines.append(t("health-process", name=process["name"],
                               pid=process.get("pid", "?"), host=process.get("host", "?"),
                               age=age, connected="yes" if process.get("connected") else "no"))
        lines += await threads.health_lines(self.service, interaction)
        await self.service.say(interaction, "\n".join(lines))

    async def set_server_language(self, interaction: discord.Interaction,
                                  language: str) -> None:
        """``/table settings language:`` — the language of this server's boards and lobbies."""
        perms = interaction.permissions
        if interaction.guild_id is None or not (perms.manage_guild or perms.administrator):
            await self.service.say(interaction, t("settings-denied"))
            return
        await self.service.store.set_guild_setting(interaction.guild_id, "language",
                                           language if language in i18n.LOCALES else None)
        public = await self.service.boards.server_locale(interaction.guild_id)
        with i18n.use_locale(public):
            await self.service.say(interaction, t("settings-language-server",
                                          language=public))
