"""Caravanserai: entry point. Loads settings, builds the bot, loads the game cogs, runs.

Run with ``make run``. Settings come from the environment or ``.env`` (see .env.example);
relative paths in them are read from this folder, wherever the bot is started from.
``bot.py --check`` is a health check for a service manager (exit 0 healthy, 1 not);
``bot.py --check --full`` reads the whole database file too (SQLite's quick_check).
``bot.py --shards 0,1 --shard-count 4`` runs only those of Discord's gateway shards (the
other shards in other processes, on one PostgreSQL database); ``bot.py --processes N`` is the
launcher (``python -m launcher``), which splits every shard over N such processes.
The database is SQLite at ``DATABASE_PATH`` unless ``DATABASE_URL`` names a PostgreSQL one.
``bot.py --rebuild-stats`` recomputes every rating from the stored results (safe while the bot
runs: games finishing meanwhile are taken in). ``bot.py --restore-archive FILE`` brings back
the games an archive file of old games holds (``OLD_GAMES_AFTER_DAYS``).
Exit codes: 0 stopped (SIGTERM/SIGINT), 1 token refused, 2 no token, 3 database unusable,
4 Discord unreachable (no network: a later restart may well work). A database locked by
another process, or a PostgreSQL server that cannot be reached, is waited for (a line in the
log each try), not an exit.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import pkgutil
import secrets
import signal
import socket
import sys
import threading
import time
from contextlib import suppress
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import aiohttp
import discord
import yarl
from discord.backoff import ExponentialBackoff
from discord.ext import commands
from dotenv import load_dotenv

from cogs.table.components import TableButton, TableSelect
from cogs.table.service import TableService
from render import malloc
from store import Storage, archive
from store.preflight import (
    StartupError,
    TryAgain,
    check_database,
    full_check,
    open_checked,
)
from table import i18n
from table.drawing import RENDER_POOL
from table.health import Health, heartbeat_path, heartbeat_paths, write_heartbeat
from table.thinking import THINK_POOL
from table.upkeep import ARCHIVE, DELETE, OldGames, Upkeep

ROOT = Path(__file__).resolve().parent
log = logging.getLogger("caravanserai")

EXIT_TOKEN = 1  # Discord refused the token: a restart will not help
EXIT_STARTUP = 3  # the database cannot be used: a restart will not help
EXIT_NETWORK = 4  # Discord could not be reached: a restart later may help
HEARTBEAT_EVERY = 30.0  # seconds between heartbeat files
HEARTBEAT_STALE = 120.0  # --check fails when a live bot's heartbeat is older than this
# Seconds between handing freed heap back to the system: a burst of moves leaves holes (their
# boards' bytes, requests, replies) that glibc would keep. Rare enough to cost nothing.
TRIM_EVERY = 5.0
HARD_EXIT_AFTER = 4.5  # seconds after SIGTERM/SIGINT before the process exits regardless
DRAIN_FOR = 1.5  # seconds a stop lets clicks and commands in flight finish (and answer)
WORKERS_STOP_IN = 1.0  # seconds the render and AI workers are given to stop
# discord.py's names for the tasks that run an interaction's handler (discord.py 2.x).
HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-dynamic-item-", "discord-ui-view-dispatch-",
                 "discord.py: on_interaction")
# Waiting for a database another process has locked, or a PostgreSQL server that cannot be
# reached: first retry after 1 s, then doubling.
LOCKED_RETRY_FIRST, LOCKED_RETRY_MAX = 1.0, 30.0
POSTGRES_SCHEMES = ("postgresql://", "postgres://")

# What the bot needs in a channel, as Discord names them in the invite screen: the README's
# list, the setup help and the invite link are all made from this one tuple.
INVITE_PERMISSIONS = ("view_channel", "send_messages", "send_messages_in_threads",
                      "create_public_threads", "embed_links", "attach_files",
                      "read_message_history")


def permission_title(name: str) -> str:
    """Discord's English name of a permission ("Send Messages in Threads")."""
    return " ".join(w if w in ("in",) else w.capitalize() for w in name.split("_"))


def invite_permissions_value() -> int:
    return discord.Permissions(**{name: True for name in INVITE_PERMISSIONS}).value

SETUP_HELP = f"""\
DISCORD_TOKEN is not set, so the bot cannot log in.

1. Open https://discord.com/developers/applications and create an application.
2. On its "Bot" page, reset/copy the token.
3. Put it in a file named .env in this folder:   DISCORD_TOKEN=your-token-here
   (copy .env.example to .env and fill it in).
4. Invite the bot with OAuth2 → URL Generator:
     scopes:       bot applications.commands
     permissions:  {", ".join(permission_title(p) for p in INVITE_PERMISSIONS[:4])},
                   {", ".join(permission_title(p) for p in INVITE_PERMISSIONS[4:])}
   or open this URL with your application id in place of APP_ID:
     https://discord.com/oauth2/authorize?client_id=APP_ID&scope=bot+applications.commands&permissions={invite_permissions_value()}
5. Run `make run` again. Set DEV_GUILD_ID to your server's id to get the slash commands
   there instantly while testing (global commands can take a while to appear).
"""


@dataclass(frozen=True)
class Settings:
    token: str
    # With ``database_url`` (PostgreSQL) the database is there; ``database_path`` still
    # places the bot's own files (heartbeat, command fingerprint) in its folder.
    database_path: str
    dev_guild_id: int | None
    log_level: str
    api_base: str | None
    gateway_url: str | None
    force_sync: bool
    remind_after_hours: float
    database_url: str | None = None
    ai_move_delay: float = 2.0
    # Games that ended this many days ago are archived or deleted (None: kept for good).
    old_games: OldGames | None = None
    # The gateway shards this process runs (None: one unsharded connection, every guild).
    shard_ids: tuple[int, ...] | None = None
    shard_count: int | None = None

    @property
    def shard_group(self) -> str:
        """This process's shards for file names and logs ("" when it runs every guild)."""
        if self.shard_ids is None:
            return ""
        return f"{'-'.join(map(str, self.shard_ids))}of{self.shard_count}"

    @property
    def database(self) -> str:
        """The database as the operator knows it: the file, or the URL without password."""
        if self.database_url:
            from store.postgres import display  # the driver only when PostgreSQL is used

            return display(self.database_url)
        return self.database_path

    @classmethod
    def from_env(cls) -> Settings:
        guild = os.environ.get("DEV_GUILD_ID", "").strip()
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip(),
            database_path=project_path(os.environ.get("DATABASE_PATH", "").strip()
                                       or "data/caravanserai.db"),
            dev_guild_id=int(guild) if guild.isdigit() else None,
            log_level=os.environ.get("LOG_LEVEL", "INFO").strip().upper() or "INFO",
            # Only the end-to-end tests set this: it points discord.py at the loopback
            # Discord stand-in instead of discord.com.
            api_base=os.environ.get("DISCORD_API_BASE", "").strip() or None,
            gateway_url=os.environ.get("DISCORD_GATEWAY_URL", "").strip() or None,
            force_sync=os.environ.get("SYNC_COMMANDS", "").strip().lower() in ("1", "true", "yes"),
            remind_after_hours=_float(os.environ.get("REMIND_AFTER_HOURS", ""), 24.0),
            database_url=os.environ.get("DATABASE_URL", "").strip() or None,
            ai_move_delay=_float(os.environ.get("AI_MOVE_DELAY", ""), 2.0),
            old_games=old_games_setting(os.environ),
        )


def old_games_setting(env: Any) -> OldGames | None:
    """``OLD_GAMES_AFTER_DAYS`` (unset or 0: keep every game), ``OLD_GAMES`` (``archive``, the
    default, or ``delete``), ``ARCHIVE_PATH`` (default: an ``archive`` folder beside the
    database). A value it cannot read is refused at start-up, not guessed at."""
    days = _float(env.get("OLD_GAMES_AFTER_DAYS", ""), 0.0)
    if days <= 0:
        return None
    mode = env.get("OLD_GAMES", "").strip().lower() or ARCHIVE
    if mode not in (ARCHIVE, DELETE):
        raise StartupError(f"OLD_GAMES must be {ARCHIVE} or {DELETE}, not {mode!r}")
    database = project_path(env.get("DATABASE_PATH", "").strip() or "data/caravanserai.db")
    folder = env.get("ARCHIVE_PATH", "").strip()
    return OldGames(days, mode, Path(project_path(folder)) if folder
                    else Path(database).parent / "archive")


def project_path(value: str) -> str:
    """A path setting, a relative one read from the project folder rather than the working
    directory: started from elsewhere, ``DATABASE_PATH=data/caravanserai.db`` must open the
    same database, not quietly create a second, empty one there."""
    if value == ":memory:":
        return value
    path = Path(value).expanduser()
    return str(path if path.is_absolute() else ROOT / path)


def command_marker(database_path: str, application_id: int | None) -> Path | None:
    """Where the fingerprint of the last command sync is kept: beside the database, one per
    bot application (a new application reusing the database has no commands yet, whatever
    the last one had). None for an in-memory database: then every start syncs."""
    if database_path == ":memory:":
        return None
    db = Path(database_path)
    return db.with_name(f"{db.stem}.commands-{application_id or 0}.sha256")


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
    def __init__(self, settings: Settings, store: Storage, health: Health | None = None,
                 **sharding: Any) -> None:
        intents = discord.Intents.default()  # slash commands and components need no privileged intent
        # Moves come as interactions, never as messages: without these, the gateway does not
        # send (nor discord.py parse) an event for every message, edit, reaction and typing
        # in every channel, the bot's own board edits included.
        intents.messages = intents.reactions = intents.typing = False
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            # Boards are found by their stored id, never in discord.py's message cache, which
            # would otherwise hold the last 1,000 messages' objects (several MB under load).
            max_messages=None,
            **sharding,
        )
        self.settings = settings
        # Opened and checked by run() before logging in; run() closes it too.
        self.store: Storage | None = store
        self.health = health or Health(database_path=settings.database_path,
                                       database=settings.database, shards=settings.shard_group)
        self.table: TableService | None = None
        self._caught_up = False
        self._heartbeat: asyncio.Task[None] | None = None
        self._trimmer: asyncio.Task[None] | None = None
        self._checking: asyncio.Task[None] | None = None

    async def connect(self, *, reconnect: bool = True) -> None:
        """discord.py's connect, made to keep retrying a first connection that fails.

        discord.py 2.7 retries a failed connection by resuming its session. Before the first
        connection there is none (``ws`` is None), so after the first wait it raised
        AttributeError and the bot died with a traceback. Until a connection exists, each
        such failure starts connect again, after a wait that grows (discord.py logs each
        attempt in one line)."""
        if isinstance(self, discord.AutoShardedClient):
            return await super().connect(reconnect=reconnect)  # retries each shard itself
        backoff = ExponentialBackoff()
        while True:
            try:
                return await super().connect(reconnect=reconnect)
            except AttributeError:
                if not reconnect or self.ws is not None or self.is_closed():
                    raise
            await asyncio.sleep(backoff.delay())

    async def setup_hook(self) -> None:
        assert self.store is not None
        self.table = TableService(self, self.store,
                                  default_every=self.settings.remind_after_hours * 3600,
                                  ai_delay=self.settings.ai_move_delay,
                                  old_games=self.settings.old_games)
        # Persistent components: routed by custom id, so they work after any restart.
        self.add_dynamic_items(TableButton, TableSelect)
        self.add_listener(self.table.router.on_modal_interaction, "on_interaction")
        await self.load_extension("cogs.table.cog")
        for name in game_extensions():
            await self.load_extension(name)
        # The render workers start now, with every game's renderer already imported. Their
        # fork server imports and warms every renderer (about 5 s): a process of a sharded
        # bot (restarted by the launcher while the others play on) starts them in a thread
        # and connects meanwhile, so its servers play again that much sooner; a board drawn
        # before they are up waits for them.
        RENDER_POOL.add_preload(sorted({fn.__module__ for kind in self.table.kinds.values()
                                        for fn in (kind.render_board, kind.render_private)
                                        if fn is not None}) + ["render.leaderboard"])
        if self.settings.shard_ids is None:
            RENDER_POOL.start()
        else:
            starting = asyncio.get_running_loop().run_in_executor(None, RENDER_POOL.start)
            starting.add_done_callback(_log_render_start)
        # The AI's workers too, each with every game's players imported.
        THINK_POOL.games = tuple(sorted(self.table.kinds))
        THINK_POOL.start()
        if self.store.shared:
            await self.share_the_database(self.table)
        await self.sync_commands_if_changed()
        # The command list needed every language once; from now on only those players use.
        i18n.unload_all()

    async def share_the_database(self, table: TableService) -> None:
        """Several processes on one database: this one's name on board leases (a process
        replacing a dead one of its shard group takes that one's leases at once — the
        launcher runs one process per group), and other processes' changes of what this
        one caches."""
        assert self.store is not None
        group = self.settings.shard_group or "all"
        table.boards.holder = f"{group}/{secrets.token_hex(6)}"
        await self.store.drop_board_leases(f"{group}/")
        await self.store.listen(table.store_changed)

    async def sync_commands_if_changed(self) -> None:
        """Sync slash commands only when the command tree differs from the last sync.

        Discord rate-limits syncing, so a fingerprint of the tree is kept next to the
        database (in PostgreSQL: in it), per application, and compared at start-up.
        SYNC_COMMANDS=1 forces a sync.
        """
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        # With their translations: a changed catalogue must reach Discord too.
        translator = self.tree.translator
        payload = [await cmd.get_translated_payload(self.tree, translator) if translator
                   else cmd.to_dict(self.tree) for cmd in self.tree.get_commands(guild=guild)]
        digest = hashlib.sha256(
            json.dumps({"application": self.application_id,
                        "guild": self.settings.dev_guild_id, "commands": payload},
                       sort_keys=True).encode()
        ).hexdigest()
        paths = command_paths(self.tree.get_commands(guild=guild))
        if self.store is not None and self.store.shared:
            # Several processes: one syncs (the others wait, then find its fingerprint), and
            # the fingerprint is in the database they share, not beside one of them.
            async with self.store.exclusive("commands"):
                await self._sync_commands(guild, digest, paths, shared=True)
            return
        await self._sync_commands(guild, digest, paths, shared=False)

    async def _sync_commands(self, guild: discord.Object | None, digest: str,
                             paths: list[str], *, shared: bool) -> None:
        assert self.store is not None
        key = f"commands-{self.application_id or 0}"
        marker = None if shared else command_marker(self.settings.database_path,
                                                    self.application_id)
        if marker is not None:
            # The fingerprint of versions that kept one for whichever application came last.
            with suppress(OSError):
                marker.with_name(f"{Path(self.settings.database_path).stem}.commands.sha256"
                                 ).unlink(missing_ok=True)
        i18n.set_commands(paths)
        if shared:
            known = await self.store.meta(key)
        else:
            known = marker.read_text() if marker is not None and marker.exists() else None
        if not self.settings.force_sync and known == digest:
            log.info("Slash commands unchanged; not syncing.")
            try:
                synced = await self.tree.fetch_commands(guild=guild)
            except discord.HTTPException as exc:  # messages name commands as plain text
                log.warning("Could not read the command ids: %s", exc)
                return
        else:
            synced = await self.tree.sync(guild=guild)
            if shared:
                await self.store.set_meta(key, digest)
            elif marker is not None:
                marker.write_text(digest)
            log.info("Synced %d slash commands %s.", len(synced),
                     f"to guild {self.settings.dev_guild_id}" if guild else "globally")
        # Messages name commands by mention: each client shows them in its own language.
        i18n.set_commands(paths, {cmd.name: cmd.id for cmd in synced})

    async def on_ready(self) -> None:
        log.info("Logged in as %s (id %s) in %d guild(s).", self.user,
                 self.user.id if self.user else "?", len(self.guilds))
        self.health.connected = True
        self.write_heartbeat()
        if not self._caught_up and self.table is not None:
            self._caught_up = True
            await self.table.catch_up_boards()
            self.table.start_scheduler()
            self.table.start_upkeep()

    async def on_disconnect(self) -> None:
        self.health.connected = False

    async def on_resumed(self) -> None:
        self.health.connected = True

    def write_heartbeat(self) -> None:
        if self.settings.database_path == ":memory:":
            return
        try:
            write_heartbeat(self.health)
        except OSError as exc:
            log.warning("Could not write the heartbeat file: %s", exc)

    def start_heartbeat(self) -> None:
        if self._heartbeat is None:
            self._heartbeat = asyncio.create_task(self.heartbeat_forever())
        if self._trimmer is None:
            self._trimmer = asyncio.create_task(self.trim_memory_forever())

    async def trim_memory_forever(self) -> None:
        while True:
            await asyncio.sleep(TRIM_EVERY)
            malloc.trim()

    async def heartbeat_forever(self) -> None:
        """Refresh the heartbeat file ``bot.py --check`` reads (and the active-game count)."""
        while True:
            if self.store is not None:
                try:
                    self.health.games_active = await self.store.count_games("active")
                    if self.store.shared:  # every process's, for /table health in any
                        await self.store.beat(self.settings.shard_group or "all", {
                            "pid": os.getpid(), "host": socket.gethostname(),
                            "connected": self.health.connected,
                            "started_at": self.health.started_at,
                            "last_error": self.health.last_error})
                except Exception as exc:
                    log.warning("Heartbeat could not reach the database: %s", exc)
            self.write_heartbeat()
            await asyncio.sleep(HEARTBEAT_EVERY)

    def check_database_later(self) -> None:
        """After an unclean shutdown: SQLite's whole-file check, in a thread, while the bot
        plays on; a damaged file is logged and shown by ``/table health``."""
        if self._checking is None:
            self._checking = asyncio.create_task(self._check_database())

    async def _check_database(self) -> None:
        path = self.settings.database_path
        log.info("The last run did not stop cleanly: checking database %s in the background",
                 path)
        problem = await full_check(path)
        if problem is None:
            log.info("Database %s: quick_check ok", path)
            return
        log.error("%s", problem)
        self.health.record_error(problem, storage=True)

    async def close(self) -> None:
        for task in (self._heartbeat, self._trimmer, self._checking):
            if task is not None:
                task.cancel()
        await self._drain(DRAIN_FOR)
        if self.table is not None:
            await self.table.close()  # stop publishing before the database closes
        self.health.connected = False
        # discord.py waits a moment for guilds before dispatching "ready"; stopped in that
        # moment, its task would dispatch on a closed client and log a traceback.
        ready = getattr(self._connection, "_ready_task", None)
        if ready is not None and not ready.done():
            ready.cancel()
        await super().close()

    async def _drain(self, timeout: float) -> None:
        """Let the handlers of clicks and commands in flight finish, briefly: a player whose
        move was saved just before a restart gets its answer instead of an endless
        "thinking..." (what is not done by then is the action in flight). One that comes in
        meanwhile is waited for too; those still running at the end are cancelled rather
        than left to run on into the closed database."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        told = False
        while handlers := _interaction_handlers():
            if not told:
                log.info("Letting %d interaction(s) in flight finish.", len(handlers))
                told = True
            remaining = deadline - loop.time()
            if remaining <= 0:
                log.warning("Stopping %d interaction(s) still in flight.", len(handlers))
                for task in handlers:
                    task.cancel()
                await asyncio.wait(handlers, timeout=0.5)
                return
            await asyncio.wait(handlers, timeout=remaining)


def _interaction_handlers() -> set[asyncio.Task[Any]]:
    """The running tasks of discord.py that handle an interaction (a command, a click, a form)."""
    current = asyncio.current_task()
    return {task for task in asyncio.all_tasks()
            if task is not current and not task.done()
            and task.get_name().startswith(HANDLER_TASKS)}


def _log_render_start(done: asyncio.Future[None]) -> None:
    if not done.cancelled() and done.exception() is not None:
        log.error("The render workers could not start: %s", done.exception())


class ShardedCaravanserai(Caravanserai, commands.AutoShardedBot):
    """The bot on some of Discord's gateway shards (``--shards``): one connection per shard,
    only the guilds Discord routes to them (``(guild_id >> 22) % shard_count``)."""


def make_bot(settings: Settings, store: Storage, health: Health | None = None) -> Caravanserai:
    if settings.shard_ids is None:
        return Caravanserai(settings, store, health)
    return ShardedCaravanserai(settings, store, health, shard_ids=list(settings.shard_ids),
                               shard_count=settings.shard_count)


class QuietDiscordClient(logging.Filter):
    """discord.py's client log, fit for an operator reading days of it: no warning that voice
    support is missing (the bot has no voice), and a failed reconnect in one line instead of
    a traceback per attempt all through a network outage."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except (TypeError, ValueError):  # a malformed record: logging itself reports it
            return True
        if "is not installed, voice will NOT be supported" in message:
            return False
        if record.exc_info and message.startswith("Attempting a reconnect"):
            exc = record.exc_info[1]
            first = (str(exc).splitlines() or [""])[0] if exc is not None else ""
            record.msg = f"{message} ({type(exc).__name__}: {first})" if exc else message
            record.args = ()
            record.exc_info = record.exc_text = None
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


def configure_logging(level: str) -> None:
    logging.basicConfig(
        level=getattr(logging, level, logging.INFO),
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
    )
    # discord.py's gateway chatter drowns everything else at DEBUG.
    logging.getLogger("discord").setLevel(max(logging.INFO, logging.getLogger().level))
    logging.getLogger("discord.client").addFilter(QuietDiscordClient())


def command_paths(commands: list[Any]) -> list[str]:
    """Every invocable path of the tree ("table board", "play", "catan new")."""
    paths: list[str] = []
    for command in commands:
        children = getattr(command, "commands", None)
        if children:
            paths += command_paths(children)
        else:
            paths.append(command.qualified_name)
    return paths


async def describe_database(store: Storage, settings: Settings) -> Health:
    """The start-up log line and the Health it comes from."""
    schema = await store.schema_version()
    active = await store.count_games("active")
    health = Health(database_path=settings.database_path, database=settings.database,
                    schema_version=schema, games_active=active, shards=settings.shard_group)
    log.info("Database %s: schema v%d, %d games active, last error: %s",
             settings.database, schema, active, health.last_error or "none")
    if settings.shard_ids is not None:
        log.info("Running shards %s of %d.", ",".join(map(str, settings.shard_ids)),
                 settings.shard_count)
    return health


async def run(settings: Settings) -> int:
    """Open the database, run the bot until it stops or a signal comes; returns the exit code.

    Raises StartupError if the database is unusable, discord.LoginFailure if the token is
    refused. SIGTERM/SIGINT stop it within 5 s in every state (even while discord.py waits
    to reconnect): the start task is cancelled rather than trusted to notice.
    """
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base
    if settings.gateway_url:
        # A non-sharded client connects straight to this URL (it never asks /gateway/bot).
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)
    loop = asyncio.get_running_loop()
    stopping = asyncio.Event()

    def on_signal(sig: signal.Signals) -> None:
        if stopping.is_set():
            return
        log.info("%s received: shutting down.", sig.name)
        stopping.set()
        # Last resort: whatever hangs (a stuck thread, a close that never returns), exit.
        timer = threading.Timer(HARD_EXIT_AFTER, _hard_exit)
        timer.daemon = True
        timer.start()

    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, on_signal, sig)
        except NotImplementedError:  # pragma: no cover - Windows
            pass
    stop_wait = asyncio.ensure_future(stopping.wait())
    # The heartbeat file is removed by a clean stop: found at start, the last run was killed
    # (or crashed), and the whole file is worth a check — in the background, once up.
    unclean = settings.database_path != ":memory:" and \
        heartbeat_path(settings.database_path, settings.shard_group).exists()
    try:
        store = await _open_database(settings.database_path, stop_wait,
                                     url=settings.database_url)
        if store is None:  # a signal while checking (or waiting for) the database
            return 0
        try:
            health = await describe_database(store, settings)
        except Exception as exc:
            await _close_store(store)
            first = (str(exc).splitlines() or [type(exc).__name__])[0]
            raise StartupError(f"database {settings.database} is unusable: {first}") from None
        if settings.shard_ids is not None:
            # The background walks of this process: its own shards' games only.
            store.serve_shards(settings.shard_ids, settings.shard_count or 1)
        bot = make_bot(settings, store, health)
        bot.start_heartbeat()
        if unclean and not settings.database_url:  # the whole-file check is SQLite's
            bot.check_database_later()
        starting = asyncio.ensure_future(bot.start(settings.token))
        try:
            await asyncio.wait({starting, stop_wait}, return_when=asyncio.FIRST_COMPLETED)
            if starting.done():
                starting.result()  # raises LoginFailure and the like
        finally:
            await _shutdown(bot, starting, store)
        return 0
    finally:
        stop_wait.cancel()


async def _open_database(path: str, stop_wait: asyncio.Future[Any], *,
                         url: str | None = None) -> Storage | None:
    """The checked, migrated database — SQLite at ``path``, or PostgreSQL at ``url`` —
    (None: stopped meanwhile). Raises StartupError when it cannot be used; while another
    process holds its lock, or its server cannot be reached, waits and tries again, saying
    so."""
    delay = LOCKED_RETRY_FIRST
    while True:
        opening: asyncio.Future[Storage]
        if url:
            from store.pgcheck import open_checked_postgres

            opening = asyncio.ensure_future(open_checked_postgres(url))
        else:
            opening = asyncio.ensure_future(open_checked(path))
        await asyncio.wait({opening, stop_wait}, return_when=asyncio.FIRST_COMPLETED)
        if not opening.done():
            opening.cancel()
            await asyncio.wait({opening}, timeout=1.0)
            if opening.done() and not opening.cancelled() and opening.exception() is None:
                await _close_store(opening.result())
            return None
        try:
            return opening.result()
        except TryAgain as exc:
            log.warning("%s; trying again in %.0f s", exc, delay)
        waiting = asyncio.ensure_future(asyncio.sleep(delay))
        await asyncio.wait({waiting, stop_wait}, return_when=asyncio.FIRST_COMPLETED)
        if not waiting.done():
            waiting.cancel()
            return None
        delay = min(LOCKED_RETRY_MAX, delay * 2)


async def _shutdown(bot: Caravanserai, starting: asyncio.Future[None], store: Storage) -> None:
    """Close Discord (bounded), stop the start task, close the database, drop the heartbeat."""
    with suppress(Exception):  # incl. TimeoutError
        await asyncio.wait_for(bot.close(), 3.0)
    if not starting.done():
        starting.cancel()
        await asyncio.wait({starting}, timeout=1.0)
    if starting.done() and not starting.cancelled():
        starting.exception()  # retrieved here; run() re-raises it when it matters
    bot.store = None
    await _close_store(store)
    _stop_workers(WORKERS_STOP_IN)
    if bot.settings.database_path != ":memory:":
        with suppress(OSError):
            heartbeat_path(bot.settings.database_path,
                           bot.settings.shard_group).unlink(missing_ok=True)
    log.info("Stopped.")


def _stop_workers(timeout: float) -> None:
    """Stop the render and AI workers; if that has not ended within ``timeout`` (an
    executor's shutdown was once seen to hang after its workers were terminated), the
    process will exit without waiting for them (``exit_now``)."""
    def stop() -> None:
        RENDER_POOL.shutdown()
        THINK_POOL.shutdown()

    stopper = threading.Thread(target=stop, name="stop-workers", daemon=True)
    stopper.start()
    stopper.join(timeout)
    if stopper.is_alive():
        log.warning("The render/AI workers did not stop within %.0f s; exiting without them.",
                    timeout)
        _STUCK.set()


# Set when the workers did not stop: the interpreter's own exit would wait for their
# executor (until the hard-exit timer, or for ever when no signal started it).
_STUCK = threading.Event()


def exit_now(code: int) -> None:
    """Exit with ``code``; at once (everything of ours is saved and closed by then) when the
    workers did not stop."""
    if _STUCK.is_set():
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    sys.exit(code)


async def _close_store(store: Storage) -> None:
    try:
        await asyncio.wait_for(store.close(), 1.0)
    except Exception as exc:  # incl. timeout: the hard-exit timer still ends the process
        log.warning("Closing the database failed: %s", exc)


def _first_line(exc: BaseException) -> str:
    return (str(exc).splitlines() or [""])[0] or type(exc).__name__


def _hard_exit() -> None:
    with suppress(Exception):
        os.write(2, b"caravanserai: shutdown took too long; exiting now\n")
    os._exit(0)


def _exit_now_if_stuck(code: int) -> None:
    """A thread left behind by a failed start (a stuck disk) must not keep the process alive."""
    if any(t is not threading.main_thread() and t.is_alive() and not t.daemon
           for t in threading.enumerate()):
        sys.stderr.flush()
        os._exit(code)


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except (OSError, ValueError):
        return False
    return True


def check(settings: Settings, *, full: bool = False) -> tuple[bool, str]:
    """``bot.py --check``: the database (read-only; ``full``: every page of an SQLite file)
    and, if the bot runs, its heartbeat."""
    if settings.database_url:
        from store.pgcheck import check_postgres

        ok, text = check_postgres(settings.database_url)
    else:
        ok, text = check_database(settings.database_path, full=full)
    if not ok:
        return False, text
    if settings.database_path == ":memory:":
        return True, text
    if settings.shard_group:
        beats = [heartbeat_path(settings.database_path, settings.shard_group)]
    else:  # every process's: one file unsharded, one per shard group under the launcher
        beats = heartbeat_paths(settings.database_path) or \
            [heartbeat_path(settings.database_path)]
    results = [_check_heartbeat(beat) for beat in beats]
    if len(results) == 1:
        return results[0][0], f"{text}, {results[0][1]}"
    return (all(ok for ok, _ in results),
            f"{text}; " + "; ".join(f"{_group_of(beat)}: {said}"
                                    for beat, (_, said) in zip(beats, results, strict=True)))


def _group_of(beat: Path) -> str:
    """"shards 0-1of4" for a sharded process's heartbeat file, "unsharded" otherwise."""
    name = beat.name.split(".health", 1)[1].removesuffix(".json")
    return f"shards {name[1:]}" if name.startswith("-") else "unsharded"


def _check_heartbeat(beat: Path) -> tuple[bool, str]:
    try:
        data = json.loads(beat.read_text())
        pid, at = int(data["pid"]), float(data["at"])
    except FileNotFoundError:
        return True, "bot not running"
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return False, f"heartbeat file {beat} unreadable ({exc})"
    if not _pid_alive(pid):
        return True, f"bot not running (stale heartbeat of pid {pid})"
    age = time.time() - at
    if age > HEARTBEAT_STALE:
        return False, (f"but bot pid {pid} last wrote its heartbeat {age:.0f} s ago "
                       f"(more than {HEARTBEAT_STALE:.0f} s: hung?)")
    state = "bot connected" if data.get("connected") else "bot not connected to Discord (yet)"
    return True, f"{state}, heartbeat {max(0.0, age):.0f} s ago"


USAGE = ("usage: bot.py [--check [--full]] | --rebuild-stats | --restore-archive FILE | "
         "[--shards 0,1 --shard-count 4] | [--processes N [--shard-count S]]")
ONE_PROCESS_ON_SQLITE = (
    "caravanserai: SQLite serves one process, and one process must then run every shard: "
    "leave out --shards (or run --processes 1), or set DATABASE_URL to a PostgreSQL database "
    "to split the shards over several processes (README: Scaling out)")


class UsageError(ValueError):
    pass


def _shard_range(part: str) -> range:
    first, _, last = part.partition("-")
    return range(int(first), int(last or first) + 1)


def parse_shards(args: list[str]) -> tuple[tuple[int, ...] | None, int | None, list[str]]:
    """``--shards 0,1 --shard-count 4`` out of ``args``: (ids, count, the other args)."""
    ids: tuple[int, ...] | None = None
    count: int | None = None
    rest: list[str] = []
    it = iter(args)
    for arg in it:
        if arg in ("--shards", "--shard-count"):
            value = next(it, "")
            try:
                if arg == "--shards":  # "0,1", or a range "0-3" (systemd instance names)
                    ids = tuple(i for part in value.split(",") if part.strip()
                                for i in _shard_range(part))
                else:
                    count = int(value)
            except ValueError:
                raise UsageError(f"{arg} takes numbers, not {value!r}") from None
        else:
            rest.append(arg)
    if ids is not None:
        if count is None:
            raise UsageError("--shards needs --shard-count (the number of shards in all)")
        if not ids or len(set(ids)) != len(ids) or not all(0 <= i < count for i in ids):
            raise UsageError(f"--shards must name distinct shards from 0 to {count - 1}")
        ids = tuple(sorted(ids))
    elif count is not None and count < 1:
        raise UsageError("--shard-count must be at least 1")
    if ids is None and count is not None:
        ids = tuple(range(count))  # every shard, in this one process
    return ids, count, rest


async def _open_for_command(settings: Settings) -> Storage:
    """The checked database an operator's command works on: PostgreSQL at ``DATABASE_URL``,
    else the SQLite file. Raises StartupError."""
    if settings.database_url:
        from store.pgcheck import open_checked_postgres

        return await open_checked_postgres(settings.database_url)
    return await open_checked(settings.database_path)


async def rebuild_stats(settings: Settings) -> str:
    """``bot.py --rebuild-stats``: read the results of games finished before results were
    kept, then rebuild every rating from the stored results. Raises StartupError."""
    store = await _open_for_command(settings)
    try:
        rebuilt = await Upkeep(store).catch_up_ratings(force=True)
    finally:
        await _close_store(store)
    assert rebuilt is not None
    return (f"ratings rebuilt from {rebuilt.results} stored results ({rebuilt.rated} rated "
            f"games): {rebuilt.ratings} ratings kept")


async def restore_archive(settings: Settings, path: Path) -> str:
    """``bot.py --restore-archive FILE``: bring back the games of an archive file (those the
    database holds already are left as they are). Raises StartupError."""
    games = await asyncio.to_thread(lambda: list(archive.read(path)))
    store = await _open_for_command(settings)
    try:
        missing = [g for g in games if await store.get_game(g.game.id) is None]
        for start in range(0, len(missing), 500):
            await store.import_games(missing[start:start + 500])
    finally:
        await _close_store(store)
    return f"restored {len(missing)} games from {path} ({len(games) - len(missing)} were there)"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--processes" in args:
        import launcher

        return launcher.main(args)
    load_dotenv(ROOT / ".env")
    try:
        settings = Settings.from_env()
    except StartupError as exc:
        print(f"caravanserai: {exc}", file=sys.stderr)
        return EXIT_STARTUP
    try:
        shard_ids, shard_count, args = parse_shards(args)
    except UsageError as exc:
        print(f"caravanserai: {exc}\n{USAGE}", file=sys.stderr)
        return 2
    if shard_ids is not None:
        if not settings.database_url and set(shard_ids) != set(range(shard_count or 0)):
            print(ONE_PROCESS_ON_SQLITE, file=sys.stderr)
            return 2
        settings = replace(settings, shard_ids=shard_ids, shard_count=shard_count)
    if settings.database_url and not settings.database_url.startswith(POSTGRES_SCHEMES):
        print("caravanserai: DATABASE_URL must be a PostgreSQL URL (postgresql://user:password"
              "@host:port/database); for SQLite leave it empty and set DATABASE_PATH",
              file=sys.stderr)
        return EXIT_STARTUP
    if args in (["--check"], ["--check", "--full"]):
        ok, text = check(settings, full=args == ["--check", "--full"])
        print(f"{'ok' if ok else 'unhealthy'}: {text}")
        return 0 if ok else 1
    if args == ["--rebuild-stats"]:
        configure_logging("WARNING")
        try:
            print(asyncio.run(rebuild_stats(settings)))
        except StartupError as exc:
            print(f"caravanserai: {exc}", file=sys.stderr)
            return EXIT_STARTUP
        return 0
    if len(args) == 2 and args[0] == "--restore-archive":
        configure_logging("WARNING")
        try:
            print(asyncio.run(restore_archive(settings, Path(args[1]))))
        except (StartupError, OSError, ValueError) as exc:
            print(f"caravanserai: {exc}", file=sys.stderr)
            return EXIT_STARTUP
        return 0
    if args:
        print(USAGE, file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    malloc.tune()  # before any thread starts: the arena limit applies to threads made later
    if not settings.token:
        print(SETUP_HELP, file=sys.stderr)
        return 2
    try:
        return asyncio.run(run(settings))
    except StartupError as exc:
        print(f"caravanserai: {exc}", file=sys.stderr)
        _exit_now_if_stuck(EXIT_STARTUP)
        return EXIT_STARTUP
    except discord.LoginFailure:
        print("caravanserai: Discord refused the token in DISCORD_TOKEN. Copy it again from "
              "the application's Bot page (see .env.example).", file=sys.stderr)
        return EXIT_TOKEN
    except (aiohttp.ClientError, ConnectionError, TimeoutError, discord.DiscordServerError,
            discord.GatewayNotFound, discord.ConnectionClosed) as exc:
        print(f"caravanserai: could not connect to Discord ({_first_line(exc)}). Check the "
              "network; the bot can be started again as it is.", file=sys.stderr)
        return EXIT_NETWORK
    except discord.HTTPException as exc:  # a 4xx: Discord understood and said no
        print(f"caravanserai: Discord refused a start-up request ({_first_line(exc)}).",
              file=sys.stderr)
        return EXIT_TOKEN
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    exit_now(main())

