"""Caravanserai: entry point. Loads settings, builds the bot, loads the game cogs, runs.

Run with ``make run``. Settings come from the environment or ``.env`` (see .env.example).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import pkgutil
import signal
import sys
from dataclasses import dataclass
from pathlib import Path

import discord
import yarl
from discord.ext import commands
from dotenv import load_dotenv

from cogs.table.components import TableButton, TableSelect
from cogs.table.service import TableService
from store import Store

ROOT = Path(__file__).resolve().parent
log = logging.getLogger("caravanserai")

SETUP_HELP = """\
DISCORD_TOKEN is not set, so the bot cannot log in.

1. Open https://discord.com/developers/applications and create an application.
2. On its "Bot" page, reset/copy the token.
3. Put it in a file named .env in this folder:   DISCORD_TOKEN=your-token-here
   (copy .env.example to .env and fill it in).
4. Invite the bot with OAuth2 → URL Generator:
     scopes:       bot applications.commands
     permissions:  Send Messages, Send Messages in Threads, Attach Files, Embed Links,
                   Read Message History, View Channel
   or open this URL with your application id in place of APP_ID:
     https://discord.com/oauth2/authorize?client_id=APP_ID&scope=bot+applications.commands&permissions=274878024704
5. Run `make run` again. Set DEV_GUILD_ID to your server's id to get the slash commands
   there instantly while testing (global commands can take a while to appear).
"""


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: str
    dev_guild_id: int | None
    log_level: str
    api_base: str | None
    gateway_url: str | None
    force_sync: bool
    remind_after_hours: float

    @classmethod
    def from_env(cls) -> Settings:
        guild = os.environ.get("DEV_GUILD_ID", "").strip()
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip(),
            database_path=os.environ.get("DATABASE_PATH", "").strip()
            or str(ROOT / "data" / "caravanserai.db"),
            dev_guild_id=int(guild) if guild.isdigit() else None,
            log_level=os.environ.get("LOG_LEVEL", "INFO").strip().upper() or "INFO",
            # Only the end-to-end tests set this: it points discord.py at the loopback
            # Discord stand-in instead of discord.com.
            api_base=os.environ.get("DISCORD_API_BASE", "").strip() or None,
            gateway_url=os.environ.get("DISCORD_GATEWAY_URL", "").strip() or None,
            force_sync=os.environ.get("SYNC_COMMANDS", "").strip().lower() in ("1", "true", "yes"),
            remind_after_hours=_float(os.environ.get("REMIND_AFTER_HOURS", ""), 24.0),
        )


def _float(text: str, default: float) -> float:
    try:
        return max(0.0, float(text))
    except ValueError:
        return default


def game_extensions() -> list[str]:
    """Every game's cog package (``cogs/<game>/`` with a ``setup``): found, never listed."""
    return [f"cogs.{m.name}" for m in sorted(pkgutil.iter_modules([str(ROOT / "cogs")]),
                                              key=lambda m: m.name)
            if m.ispkg and m.name != "table"]


class Caravanserai(commands.Bot):
    def __init__(self, settings: Settings) -> None:
        intents = discord.Intents.default()  # slash commands and components need no privileged intent
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.settings = settings
        self.store: Store | None = None
        self.table: TableService | None = None
        self._caught_up = False
        self._reminders: asyncio.Task[None] | None = None

    async def setup_hook(self) -> None:
        self.store = await Store.open(self.settings.database_path)
        self.table = TableService(self, self.store)
        # Persistent components: routed by custom id, so they work after any restart.
        self.add_dynamic_items(TableButton, TableSelect)
        self.add_listener(self.table.on_modal_interaction, "on_interaction")
        await self.load_extension("cogs.table.cog")
        for name in game_extensions():
            await self.load_extension(name)
        await self.sync_commands_if_changed()

    async def sync_commands_if_changed(self) -> None:
        """Sync slash commands only when the command tree differs from the last sync.

        Discord rate-limits syncing, so a fingerprint of the tree is kept next to the
        database and compared at start-up. SYNC_COMMANDS=1 forces a sync.
        """
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        payload = [cmd.to_dict(self.tree) for cmd in self.tree.get_commands(guild=guild)]
        digest = hashlib.sha256(
            json.dumps({"guild": self.settings.dev_guild_id, "commands": payload},
                       sort_keys=True).encode()
        ).hexdigest()
        marker = Path(self.settings.database_path).with_suffix(".commands.sha256")
        if not self.settings.force_sync and marker.exists() and marker.read_text() == digest:
            log.info("Slash commands unchanged; not syncing.")
            return
        synced = await self.tree.sync(guild=guild)
        marker.write_text(digest)
        log.info("Synced %d slash commands %s.", len(synced),
                 f"to guild {self.settings.dev_guild_id}" if guild else "globally")

    async def on_ready(self) -> None:
        log.info("Logged in as %s (id %s) in %d guild(s).", self.user,
                 self.user.id if self.user else "?", len(self.guilds))
        if not self._caught_up and self.table is not None:
            self._caught_up = True
            await self.table.catch_up_boards()
            if self.settings.remind_after_hours > 0:
                self._reminders = asyncio.create_task(self.remind_forever())

    async def remind_forever(self) -> None:
        """Nudge players a game has been waiting on (REMIND_AFTER_HOURS, 0 = never)."""
        idle = self.settings.remind_after_hours * 3600
        # Check a few times per idle period, at most every 10 minutes.
        interval = min(600.0, max(0.5, idle / 4))
        while not self.is_closed():
            try:
                if self.table is not None:
                    await self.table.remind_idle(idle)
            except Exception:
                log.exception("Reminder round failed")
            await asyncio.sleep(interval)

    async def close(self) -> None:
        if self._reminders is not None:
            self._reminders.cancel()
        await super().close()
        if self.store is not None:
            await self.store.close()
            self.store = None


def configure_logging(level: str) -> None:
    logging.basicConfig(
        level=getattr(logging, level, logging.INFO),
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
    )
    # discord.py's gateway chatter drowns everything else at DEBUG.
    logging.getLogger("discord").setLevel(max(logging.INFO, logging.getLogger().level))


async def run(settings: Settings) -> None:
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base
    if settings.gateway_url:
        # A non-sharded client connects straight to this URL (it never asks /gateway/bot).
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)
    bot = Caravanserai(settings)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.close()))
        except NotImplementedError:  # pragma: no cover - Windows
            pass
    async with bot:
        await bot.start(settings.token)


def main() -> int:
    load_dotenv(ROOT / ".env")
    settings = Settings.from_env()
    configure_logging(settings.log_level)
    if not settings.token:
        print(SETUP_HELP, file=sys.stderr)
        return 2
    try:
        asyncio.run(run(settings))
    except discord.LoginFailure:
        print("Discord refused the token in DISCORD_TOKEN. Check it (see .env.example).",
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())

