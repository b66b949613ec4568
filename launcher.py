"""The launcher: Discord's gateway shards over N bot processes on one PostgreSQL database.

    python -m launcher --processes 2          (or: bot.py --processes 2)
    python -m launcher --processes 3 --shard-count 12

It asks Discord how many shards the bot should run (``GET /gateway/bot``; ``--shard-count``
or ``SHARD_COUNT`` overrides, and there are never fewer shards than processes), splits them
into N contiguous groups and runs ``bot.py --shards <group> --shard-count <count>`` for
each. A process that dies is started again after a back-off (1 s, doubling to 60 s; back to
1 s once it ran a minute); one that exits because it can never work (token refused, no
token, database unusable) stops them all with its exit code. SIGTERM/SIGINT stop every
process (SIGTERM, then SIGKILL after ``STOP_TIMEOUT``) and exit 0.

SQLite serves one process: with it, ``--processes`` above 1 is refused.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent
log = logging.getLogger("caravanserai.launcher")

BACKOFF_FIRST, BACKOFF_MAX = 1.0, 60.0
STABLE_AFTER = 60.0  # a process that ran this long starts over from the first back-off
STOP_TIMEOUT = 10.0  # seconds between SIGTERM and SIGKILL for a process that will not stop
# Exit codes of bot.py after which starting it again cannot help (bot.py's docstring).
FATAL = {1: "Discord refused the token", 2: "no token or bad arguments",
         3: "the database is unusable"}
EXIT_NETWORK = 4
USAGE = "usage: python -m launcher [--processes N] [--shard-count S]"


def split(shard_count: int, processes: int) -> list[tuple[int, ...]]:
    """Shards 0..count-1 in ``processes`` contiguous groups of (nearly) equal size."""
    return [tuple(range(i * shard_count // processes, (i + 1) * shard_count // processes))
            for i in range(processes)]


def recommended_shards(token: str, api_base: str | None, *, timeout: float = 15.0) -> int:
    """Discord's recommended shard count for this bot (``GET /gateway/bot``)."""
    base = (api_base or "https://discord.com/api/v10").rstrip("/")
    request = urllib.request.Request(f"{base}/gateway/bot", headers={
        "Authorization": f"Bot {token}", "User-Agent": "DiscordBot (caravanserai launcher, 1)"})
    with urllib.request.urlopen(request, timeout=timeout) as answer:  # noqa: S310 - https/loopback
        return max(1, int(json.load(answer)["shards"]))


@dataclass
class Group:
    """One bot process and the shards it runs."""

    shards: tuple[int, ...]
    shard_count: int
    proc: asyncio.subprocess.Process | None = None
    started_at: float = 0.0
    starts: int = 0
    delay: float = BACKOFF_FIRST
    exits: list[int] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"shards {','.join(map(str, self.shards))} of {self.shard_count}"

    def argv(self) -> list[str]:
        return [sys.executable, str(ROOT / "bot.py"), "--shards", ",".join(map(str, self.shards)),
                "--shard-count", str(self.shard_count)]


class Launcher:
    def __init__(self, groups: Sequence[Group], *, stagger: float = 0.0) -> None:
        self.groups = list(groups)
        self.stagger = stagger
        self.stopping = asyncio.Event()
        self.fatal: int | None = None

    async def run(self) -> int:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, self.stop, sig)
        tasks = []
        for i, group in enumerate(self.groups):
            tasks.append(asyncio.create_task(self.supervise(group, i * self.stagger)))
        await self.stopping.wait()
        await self.stop_all()
        await asyncio.gather(*tasks, return_exceptions=True)
        return self.fatal or 0

    def stop(self, sig: signal.Signals | None = None) -> None:
        if not self.stopping.is_set():
            if sig is not None:
                log.info("%s received: stopping every bot process.", sig.name)
            self.stopping.set()

    async def supervise(self, group: Group, first_wait: float) -> None:
        """Run the group's process, and again after it dies, until the launcher stops."""
        if await self._sleep(first_wait):
            return
        while not self.stopping.is_set():
            group.proc = await asyncio.create_subprocess_exec(*group.argv(), cwd=str(ROOT),
                                                              stdin=asyncio.subprocess.DEVNULL)
            group.started_at = time.monotonic()
            group.starts += 1
            log.info("%s: started as pid %d", group.name, group.proc.pid)
            code = await group.proc.wait()
            group.exits.append(code)
            if self.stopping.is_set():
                return
            if code in FATAL:
                log.error("%s: pid %d exited with code %d (%s): stopping every process",
                          group.name, group.proc.pid, code, FATAL[code])
                self.fatal = code
                self.stop()
                return
            if time.monotonic() - group.started_at >= STABLE_AFTER:
                group.delay = BACKOFF_FIRST
            log.warning("%s: pid %d exited with code %d; starting it again in %.0f s",
                        group.name, group.proc.pid, code, group.delay)
            if await self._sleep(group.delay):
                return
            group.delay = min(BACKOFF_MAX, group.delay * 2)

    async def _sleep(self, seconds: float) -> bool:
        """Wait ``seconds``; True when the launcher is stopping meanwhile."""
        if seconds > 0:
            try:
                await asyncio.wait_for(self.stopping.wait(), seconds)
            except TimeoutError:
                pass
        return self.stopping.is_set()

    async def stop_all(self) -> None:
        running = [g.proc for g in self.groups if g.proc is not None and g.proc.returncode is None]
        for proc in running:
            proc.send_signal(signal.SIGTERM)
        if not running:
            return
        done, pending = await asyncio.wait([asyncio.ensure_future(p.wait()) for p in running],
                                           timeout=STOP_TIMEOUT)
        for proc in running:
            if proc.returncode is None:
                log.warning("pid %d ignored SIGTERM for %.0f s: killed", proc.pid, STOP_TIMEOUT)
                proc.kill()
        if pending:
            await asyncio.wait(pending, timeout=5.0)


def parse(args: list[str]) -> tuple[int, int | None]:
    processes, shard_count = 1, None
    it = iter(args)
    for arg in it:
        if arg not in ("--processes", "--shard-count"):
            raise ValueError(f"unknown argument {arg!r}")
        value = next(it, "")
        if not value.isdigit() or int(value) < 1:
            raise ValueError(f"{arg} takes a number of at least 1, not {value!r}")
        if arg == "--processes":
            processes = int(value)
        else:
            shard_count = int(value)
    return processes, shard_count


def main(argv: list[str] | None = None) -> int:
    from dotenv import load_dotenv

    import bot

    load_dotenv(ROOT / ".env")
    try:
        processes, shard_count = parse(sys.argv[1:] if argv is None else argv)
    except ValueError as exc:
        print(f"caravanserai launcher: {exc}\n{USAGE}", file=sys.stderr)
        return 2
    settings = bot.Settings.from_env()
    bot.configure_logging(settings.log_level)
    if processes > 1 and not settings.database_url:
        print(bot.ONE_PROCESS_ON_SQLITE, file=sys.stderr)
        return 2
    if not settings.token:
        print(bot.SETUP_HELP, file=sys.stderr)
        return 2
    env_count = os.environ.get("SHARD_COUNT", "").strip()
    if shard_count is None and env_count.isdigit() and int(env_count) > 0:
        shard_count = int(env_count)
    if shard_count is None:
        try:
            shard_count = recommended_shards(settings.token, settings.api_base)
        except urllib.error.HTTPError as exc:
            if exc.code == 401:
                print("caravanserai launcher: Discord refused the token in DISCORD_TOKEN.",
                      file=sys.stderr)
                return 1
            print(f"caravanserai launcher: Discord answered {exc.code} to GET /gateway/bot.",
                  file=sys.stderr)
            return EXIT_NETWORK
        except (OSError, ValueError, KeyError) as exc:
            print(f"caravanserai launcher: could not ask Discord for the shard count ({exc}). "
                  "Check the network, or set SHARD_COUNT.", file=sys.stderr)
            return EXIT_NETWORK
        log.info("Discord recommends %d shard(s).", shard_count)
    shard_count = max(shard_count, processes)  # every process runs at least one shard
    groups = [Group(shards, shard_count) for shards in split(shard_count, processes)]
    log.info("Launching %d process(es) for %d shard(s): %s", processes, shard_count,
             "; ".join(g.name for g in groups))
    # Discord lets a bot identify one shard per 5 s (max_concurrency 1): processes started at
    # once would be refused in turn; LAUNCH_STAGGER spaces them (0 against the stand-in).
    stagger = float(os.environ.get("LAUNCH_STAGGER", "").strip() or 5.0)
    return asyncio.run(Launcher(groups, stagger=stagger).run())


if __name__ == "__main__":
    sys.exit(main())
