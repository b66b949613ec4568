"""Issue 26 item 3: Discord's gateway shards over several bot processes on one PostgreSQL
database — ``bot.py --shards``, the launcher, and SQLite's refusal of a second process."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot import parse_shards
from launcher import split
from standin import Perm, StandIn
from standin.botproc import REPO_ROOT, BotProcess, set_threads_postgres
from standin.driving import acked, open_table, private_reply

SHARDS = 4


def sharded_world(standin: StandIn, count: int = SHARDS) -> list:
    """One guild per shard (Discord routes guild ``g`` to shard ``(g >> 22) % count``), each
    with a #games channel and two players."""
    worlds = []
    for shard in range(count):
        guild = standin.add_guild(f"Shard {shard} server", shard=(shard, count))
        assert (guild.id >> 22) % count == shard
        channel = standin.add_text_channel(guild, "games")
        players = [standin.add_user(f"Player {shard}{i}", guild=guild) for i in range(3)]
        worlds.append((guild, channel, players))
    return worlds


async def opens_a_game(standin: StandIn, world: tuple) -> None:
    """A game opens and takes a move in the world's guild: its shard is served."""
    _guild, channel, players = world
    board = await open_table(standin, channel, players[0], players[1:], "caravane")
    click = await acked(await standin.click(players[0], board, label="Bid"))
    modal = await click.wait_modal()
    text = await private_reply(await standin.submit_modal(
        players[0], modal, {modal.fields[0].custom_id: "1"}))
    assert "1" in text


def test_shard_arguments_are_read_and_checked() -> None:
    assert parse_shards(["--shards", "1,0", "--shard-count", "4"]) == ((0, 1), 4, [])
    assert parse_shards(["--shards", "2-4", "--shard-count", "6"]) == ((2, 3, 4), 6, [])
    assert parse_shards(["--shard-count", "2", "--check"]) == ((0, 1), 2, ["--check"])
    assert parse_shards(["--check"]) == (None, None, ["--check"])
    for bad in (["--shards", "0,4", "--shard-count", "4"], ["--shards", "0"],
                ["--shards", "0,0", "--shard-count", "2"], ["--shards", "x", "--shard-count", "2"]):
        with pytest.raises(ValueError):
            parse_shards(bad)
    assert split(4, 2) == [(0, 1), (2, 3)]
    assert split(5, 3) == [(0,), (1, 2), (3, 4)]
    assert sorted(s for group in split(12, 5) for s in group) == list(range(12))


def _run(args: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
    environment.update(DISCORD_TOKEN="x" * 20, DATABASE_PATH=str(tmp_path / "bot.db"),
                       DATABASE_URL="", **env)
    return subprocess.run([sys.executable, *args], cwd=REPO_ROOT, env=environment,
                          capture_output=True, text=True, timeout=60)


def test_sqlite_refuses_a_second_process(tmp_path: Path) -> None:
    for args in (["bot.py", "--shards", "0", "--shard-count", "2"],
                 ["bot.py", "--processes", "2"], ["-m", "launcher", "--processes", "3"]):
        done = _run(args, tmp_path)
        assert done.returncode == 2, (args, done.stderr)
        assert "SQLite serves one process" in done.stderr and "DATABASE_URL" in done.stderr
        assert not (tmp_path / "bot.db").exists()  # refused before anything was opened


@pytest.mark.e2e
@pytest.mark.postgres
async def test_two_processes_split_the_shards_over_one_database(standin, postgres_dsn,
                                                               tmp_path) -> None:
    worlds = sharded_world(standin)
    bots = []
    try:
        for shards in ("0,1", "2,3"):
            bot = BotProcess(standin, database_path=tmp_path / "bot.db", database_url=postgres_dsn,
                             args=["--shards", shards, "--shard-count", str(SHARDS)],
                             log_path=tmp_path / f"bot-{shards}.log")
            bots.append(bot)
            await bot.start()
        await standin.wait_until(lambda: len({i.shard for i in standin.identifies}) == SHARDS,
                                 30, "every shard identified")
        assert sorted(i.shard for i in standin.identifies) == [(s, SHARDS) for s in range(SHARDS)]
        await set_threads_postgres(postgres_dsn, standin.guilds, on=False)
        for world in (worlds[1], worlds[2]):  # one game on each process
            await opens_a_game(standin, world)
        # One process per shard group, and each only in its own shards' guilds.
        assert "Running shards 0,1 of 4" in bots[0].log_text()
        assert "Running shards 2,3 of 4" in bots[1].log_text()
        # One of them synced the commands; the other found the fingerprint in the database.
        assert len(standin.command_syncs) == 1
        assert "Slash commands unchanged; not syncing." in bots[1].log_text()
        # /table health in either process names both, each with its heartbeat.
        guild, channel, _players = worlds[3]
        admin = standin.add_user("Sam", guild=guild, permissions=Perm.MANAGE_GUILD)
        health = await private_reply(await standin.slash(admin, channel, "table health"))
        assert "This process: shards 2-3of4" in health
        assert f"Process `0-1of4`: pid {bots[0].pid}" in health
        assert f"Process `2-3of4`: pid {bots[1].pid}" in health
    finally:
        for bot in bots:
            await bot.close()


def _children(log: str) -> dict[str, list[int]]:
    found: dict[str, list[int]] = {}
    for shards, pid in re.findall(r"shards ([\d,]+) of \d+: started as pid (\d+)", log):
        found.setdefault(shards, []).append(int(pid))
    return found


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie is dead for our purposes
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.e2e
@pytest.mark.postgres
async def test_the_launcher_splits_restarts_and_stops(standin, postgres_dsn, tmp_path) -> None:
    standin.recommended_shards = SHARDS  # what GET /gateway/bot answers
    worlds = sharded_world(standin)
    launcher = BotProcess(standin, database_path=tmp_path / "bot.db", database_url=postgres_dsn,
                          script="launcher.py", args=["--processes", "2"],
                          env={"LAUNCH_STAGGER": "0"}, log_path=tmp_path / "launcher.log")
    try:
        await launcher.start(wait=False)
        await standin.wait_until(lambda: len({i.shard for i in standin.identifies}) == SHARDS,
                                 40, "every shard identified")
        children = _children(launcher.log_text())
        assert sorted(children) == ["0,1", "2,3"], children
        await set_threads_postgres(postgres_dsn, standin.guilds, on=False)
        await opens_a_game(standin, worlds[3])

        # A crash of one process (kill -9): the launcher starts it again, its shards come back.
        victim = children["2,3"][0]
        before = sum(1 for i in standin.identifies if i.shard[0] in (2, 3))
        os.kill(victim, 9)
        await standin.wait_until(
            lambda: sum(1 for i in standin.identifies if i.shard[0] in (2, 3)) >= before + 2,
            40, "shards 2 and 3 identified again")
        assert "exited with code -9; starting it again" in launcher.log_text()
        assert len(_children(launcher.log_text())["2,3"]) == 2
        await standin.wait_until(lambda: standin.shard_connected(worlds[2][0].id), 10,
                                 "shard 2 connected")
        await opens_a_game(standin, worlds[2])

        # SIGTERM stops the launcher and every process it runs.
        pids = [p for group in _children(launcher.log_text()).values() for p in group]
        assert await launcher.stop() == 0
        await asyncio.sleep(0.2)
        assert not [p for p in pids if _alive(p)]
    finally:
        await launcher.close()


class _Scripted:
    """A launcher group whose process runs ``code`` instead of the bot."""

    def __init__(self, code: str) -> None:
        self.code = code

    def __call__(self) -> list[str]:
        return [sys.executable, "-c", self.code]


async def test_the_launcher_backs_off_and_stops_everything_on_a_fatal_exit(monkeypatch):
    import launcher as launcher_module
    from launcher import Group, Launcher

    monkeypatch.setattr(launcher_module, "BACKOFF_FIRST", 0.05)
    crashing = Group((0,), 2, delay=0.05)
    crashing.argv = _Scripted("import sys; sys.exit(5)")  # type: ignore[method-assign]
    steady = Group((1,), 2)
    steady.argv = _Scripted("import time; time.sleep(60)")  # type: ignore[method-assign]
    run = Launcher([crashing, steady])
    task = asyncio.create_task(run.run())
    for _ in range(200):  # a loaded machine starts Python slowly
        if crashing.starts >= 3:
            break
        await asyncio.sleep(0.1)
    # Restarted again and again, each wait twice the last.
    assert crashing.starts >= 3 and set(crashing.exits) == {5}
    assert crashing.delay >= 0.05 * 2 ** (crashing.starts - 1)
    assert steady.starts == 1
    # A fatal code (3: the database is unusable) stops every process, with that code.
    crashing.argv = _Scripted("import sys; sys.exit(3)")  # type: ignore[method-assign]
    assert await asyncio.wait_for(task, 70) == 3
    assert steady.proc is not None and steady.proc.returncode is not None
