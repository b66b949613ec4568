"""Run the real bot (``bot.py``) as a subprocess against a StandIn.

    bot = BotProcess(standin, database_path=tmp_path / "game.db", dev_guild=guild)
    # on PostgreSQL: BotProcess(standin, database_path=…, database_url="postgresql://…")
    await bot.start()            # waits until the bot has IDENTIFIED on the gateway
    ...
    await bot.restart()          # graceful SIGTERM, then start again
    await bot.kill()             # kill -9 (what a crash or OOM does)
    await bot.stop()             # graceful; returns the exit code

While it runs, every StandIn wait also checks the process: if the bot exits unexpectedly or
logs a Python traceback, the wait fails at once with the tail of the bot's log.

``set_threads`` / ``set_threads_postgres`` switch the bot's "a thread per game" server
option in its database: here, not in fixtures.py, so that benches use them without pytest.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sqlite3
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .models import Guild, StandInError
from .server import StandIn

REPO_ROOT = Path(__file__).resolve().parents[1]
TRACEBACK_MARKER = b"Traceback (most recent call last)"
_TRACEBACK = re.compile(re.escape(TRACEBACK_MARKER))


class BotProcess:
    """The bot as a child process, wired to the stand-in through its environment.

    Environment given to the bot: DISCORD_TOKEN, DISCORD_API_BASE (REST base URL),
    DISCORD_GATEWAY_URL (websocket URL), DATABASE_PATH, DATABASE_URL (``database_url``: a
    PostgreSQL database instead of the SQLite file; DATABASE_PATH then only places the
    heartbeat), DEV_GUILD_ID (if ``dev_guild``), LOG_LEVEL, PYTHONUNBUFFERED=1, plus ``env``.
    Output (stdout+stderr) goes to ``log_path``.
    """

    def __init__(self, standin: StandIn, *, database_path: str | os.PathLike[str],
                 database_url: str | None = None, dev_guild: Guild | None = None, script: str | os.PathLike[str] = "bot.py",
                 repo_root: Path = REPO_ROOT, env: dict[str, str] | None = None,
                 log_path: str | os.PathLike[str] | None = None, log_level: str = "DEBUG",
                 fail_on_traceback: bool = True, args: list[str] | None = None) -> None:
        self.standin = standin
        # Command-line arguments after the script (``["--shards", "0,1", "--shard-count", "4"]``).
        self.args = list(args or [])
        self.database_path = Path(database_path)
        self.database_url = database_url
        self.dev_guild = dev_guild
        self.script = str(script)
        self.repo_root = repo_root
        self.extra_env = dict(env or {})
        self.log_path = Path(log_path) if log_path else self.database_path.with_suffix(".bot.log")
        self.log_level = log_level
        self.fail_on_traceback = fail_on_traceback
        self.proc: asyncio.subprocess.Process | None = None
        self.starts = 0
        self._expect_exit = False
        self._tracebacks_accepted = 0
        self._log_file: Any = None
        self._watching = False
        self._scan_offset = 0
        self._traceback_offsets: list[int] = []

    # --- lifecycle ---------------------------------------------------------------------------
    def environment(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
        env.update(
            DISCORD_TOKEN=self.standin.token,
            DISCORD_API_BASE=self.standin.api_base,
            DISCORD_GATEWAY_URL=self.standin.gateway_url,
            DATABASE_PATH=str(self.database_path),
            LOG_LEVEL=self.log_level,
            PYTHONUNBUFFERED="1",
        )
        # Always set, so a developer's .env (load_dotenv never overrides) cannot leak a real id
        # or a real database.
        env["DEV_GUILD_ID"] = str(self.dev_guild.id) if self.dev_guild is not None else ""
        env["DATABASE_URL"] = self.database_url or ""
        env.update(self.extra_env)
        return env

    async def start(self, *, wait: bool = True, timeout: float = 40.0, sync: bool = False,
                    ready_marker: str | None = None) -> None:
        """Spawn the bot; with ``wait`` return once it has identified on the gateway.

        ``sync=True`` also waits for a command-tree sync made by this start (the bot may skip
        syncing when its tree is unchanged, so only ask for it when a sync is certain).
        ``ready_marker`` is a regex to wait for in the bot's log (e.g. its on_ready line).
        """
        if self.running:
            raise StandInError("the bot is already running")
        identifies = sum(1 for i in self.standin.identifies if not i.resumed)
        syncs = len(self.standin.command_syncs)
        log_offset = self.log_path.stat().st_size if self.log_path.exists() else 0
        if self.starts == 0:
            self._scan_offset = log_offset  # older content of a reused log file is not ours
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self._log_file = open(self.log_path, "ab")  # noqa: SIM115 - closed when the process ends
        self._log_file.write(f"\n===== start #{self.starts + 1} at {time.strftime('%X')} =====\n".encode())
        self._log_file.flush()
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, self.script, *self.args, cwd=str(self.repo_root), env=self.environment(),
            stdin=asyncio.subprocess.DEVNULL, stdout=self._log_file, stderr=asyncio.subprocess.STDOUT)
        self.starts += 1
        self._expect_exit = False
        if not self._watching:
            self.standin.add_watchdog(self.check)
            self.standin.add_diagnostic(self._diagnostic)
            self._watching = True
        if wait:
            await self.wait_ready(identifies_before=identifies, syncs_before=syncs, timeout=timeout,
                                  sync=sync, ready_marker=ready_marker, log_offset=log_offset)

    async def wait_ready(self, *, identifies_before: int, syncs_before: int = 0, timeout: float = 40.0,
                         sync: bool = False, ready_marker: str | None = None, log_offset: int = 0) -> None:
        """Wait for a new IDENTIFY (and optionally a sync and/or a log line)."""
        await self.standin.wait_until(
            lambda: sum(1 for i in self.standin.identifies if not i.resumed) > identifies_before,
            timeout, "the bot to IDENTIFY on the gateway")
        if sync:
            await self.standin.wait_until(lambda: len(self.standin.command_syncs) > syncs_before,
                                          timeout, "the bot to sync its commands")
        if ready_marker:
            pattern = re.compile(ready_marker.encode())
            await self.standin.wait_until(lambda: pattern.search(self._read_log(log_offset)),
                                          timeout, f"{ready_marker!r} in the bot's log")

    async def stop(self, sig: int = signal.SIGTERM, timeout: float = 15.0) -> int:
        """Ask the bot to stop (SIGTERM by default, or SIGINT) and wait; returns its exit code.

        If it does not exit within ``timeout`` it is killed with SIGKILL and StandInError raised.
        """
        proc = self._require_proc()
        self._expect_exit = True
        if proc.returncode is None:
            proc.send_signal(sig)
            try:
                await asyncio.wait_for(proc.wait(), timeout)
            except TimeoutError:
                proc.kill()
                await proc.wait()
                self._close_log()
                raise StandInError(f"the bot ignored {signal.Signals(sig).name} for {timeout}s "
                                   f"and was killed\n{self.log_tail()}") from None
        self._close_log()
        return proc.returncode if proc.returncode is not None else -1

    async def kill(self) -> int:
        """kill -9 the bot (no cleanup at all); returns the exit code (-9)."""
        proc = self._require_proc()
        self._expect_exit = True
        if proc.returncode is None:
            proc.kill()
        await proc.wait()
        self._close_log()
        return proc.returncode if proc.returncode is not None else -1

    async def restart(self, *, hard: bool = False, **start_kwargs: Any) -> None:
        """Stop (graceful, or kill -9 with ``hard``) and start again, waiting until ready."""
        if self.running:
            if hard:
                await self.kill()
            else:
                await self.stop()
        await self.start(**start_kwargs)

    async def close(self) -> None:
        """Stop the bot if running (graceful, then forced) and detach from the stand-in."""
        if self.running:
            try:
                await self.stop(timeout=10.0)
            except StandInError:
                pass
        self._close_log()
        if self._watching:
            self.standin.remove_watchdog(self.check)
            self._watching = False

    async def __aenter__(self) -> BotProcess:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # --- state -------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.returncode is None

    @property
    def pid(self) -> int | None:
        return self.proc.pid if self.proc else None

    def accept_tracebacks(self) -> None:
        """Tracebacks logged so far are expected (a test provoking an error); don't fail on them."""
        self._tracebacks_accepted = self._count_tracebacks()

    def check(self) -> None:
        """Watchdog: raise if the bot exited unexpectedly or logged a new traceback."""
        if self.proc is None:
            return
        if self.proc.returncode is not None and not self._expect_exit:
            raise StandInError(f"the bot exited unexpectedly with code {self.proc.returncode}\n"
                               f"{self.log_tail()}")
        if self.fail_on_traceback and self._count_tracebacks() > self._tracebacks_accepted:
            first_new = self._traceback_offsets[self._tracebacks_accepted]
            self._tracebacks_accepted = self._count_tracebacks()  # report each traceback once
            raise StandInError(f"the bot logged a traceback (log: {self.log_path})\n"
                               f"{self._excerpt(first_new)}")

    def log_text(self) -> str:
        """The bot's whole log so far (all starts)."""
        return self._read_log(0).decode("utf-8", "replace")

    def log_tail(self, lines: int = 60) -> str:
        text = self.log_text().splitlines()[-lines:]
        return "----- bot log tail -----\n" + "\n".join(text)

    # --- helpers -----------------------------------------------------------------------------
    def _require_proc(self) -> asyncio.subprocess.Process:
        if self.proc is None:
            raise StandInError("the bot was never started")
        return self.proc

    def _read_log(self, offset: int) -> bytes:
        try:
            with open(self.log_path, "rb") as fh:
                fh.seek(offset)
                return fh.read()
        except FileNotFoundError:
            return b""

    def _count_tracebacks(self) -> int:
        """Scan only the new part of the log (it can be large at DEBUG level)."""
        overlap = len(TRACEBACK_MARKER) - 1
        start = max(0, self._scan_offset - overlap)
        chunk = self._read_log(start)
        if chunk:
            # The overlap region is too short to hold a marker that was already counted.
            self._traceback_offsets += [start + m.start() for m in _TRACEBACK.finditer(chunk)]
            self._scan_offset = start + len(chunk)
        return len(self._traceback_offsets)

    def _excerpt(self, offset: int, before: int = 5, after: int = 45) -> str:
        """Log lines around a byte offset (the traceback and the lines that led to it)."""
        head = self._read_log(0)[:offset].decode("utf-8", "replace").splitlines()[-before:]
        tail = self._read_log(offset).decode("utf-8", "replace").splitlines()[:after]
        return "----- bot log around the traceback -----\n" + "\n".join(head + tail)

    def _diagnostic(self) -> str:
        state = "running" if self.running else f"exited ({self.proc.returncode if self.proc else None})"
        return f"bot process: {state}, log {self.log_path}\n{self.log_tail(40)}"

    def _close_log(self) -> None:
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None


def set_threads(database_path: str | Path, guild_ids: Iterable[int], *, on: bool) -> None:
    """Switch the bot's "a thread per game" server option (bot.py's server setting
    ``threads``) in its database, for each of ``guild_ids``; the bot reads it at every
    ``/<game> new``. A bot too old to have server settings has no threads either."""
    with sqlite3.connect(database_path) as db:
        try:
            db.executemany("INSERT OR REPLACE INTO guild_settings (guild_id, key, value) "
                           "VALUES (?, 'threads', ?)",
                           [(g, "on" if on else "off") for g in guild_ids])
        except sqlite3.OperationalError as exc:
            if "no such table" not in str(exc):
                raise


async def set_threads_postgres(database_url: str, guild_ids: Iterable[int], *, on: bool) -> None:
    """``set_threads`` for a bot on PostgreSQL, through the store itself."""
    from store.postgres import PostgresStore

    store = await PostgresStore.open(database_url)
    try:
        for guild in guild_ids:
            await store.set_guild_setting(guild, "threads", "on" if on else "off")
    finally:
        await store.close()
