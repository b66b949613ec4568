"""Upkeep of stored games (table/upkeep.py): an upgraded database's ended games packed in the
background, resumably after a kill; old games archived or deleted as the operator set."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import bot
from bench.played import caravane
from store import Store, archive
from table.upkeep import ARCHIVE, DELETE, OldGames, Upkeep
from tests.test_store import finish_game, store_played

ROOT = Path(__file__).resolve().parents[1]


def clone_unpacked(db: Path, source: int, copies: int) -> None:
    """``copies`` more ended games like ``source``, unpacked, as an older version left them
    (each in a channel of its own)."""
    with sqlite3.connect(db) as conn:
        cols = [r[1] for r in conn.execute("PRAGMA table_info(games)") if r[1] != "id"]
        for i in range(copies):
            gid = conn.execute(
                f"INSERT INTO games ({', '.join(cols)}) SELECT "
                + ", ".join("channel_id + ?" if c == "channel_id" else c for c in cols)
                + " FROM games WHERE id = ?", (i + 1, source)).lastrowid
            conn.execute("INSERT INTO seats SELECT ?, seat, holder_kind, user_id, display_name, "
                         "colour, joined_at, level, cover_since, cover_until FROM seats "
                         "WHERE game_id = ?", (gid, source))
            conn.execute("INSERT INTO actions (game_id, seq, seat, user_id, action, summary, "
                         "created_at) SELECT ?, seq, seat, user_id, action, summary, created_at "
                         "FROM actions WHERE game_id = ?", (gid, source))


def packing_is_whole(db: Path) -> tuple[int, int]:
    """(packed, unpacked) ended games, each asserted all one or all the other."""
    with sqlite3.connect(db) as conn:
        rows = conn.execute(
            "SELECT g.id, g.compacted, g.state IS NULL, "
            "(SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id), "
            "(SELECT COUNT(*) FROM archives r WHERE r.game_id = g.id) FROM games g").fetchall()
    for gid, packed, no_state, logged, archived in rows:
        assert (packed, no_state, logged > 0, archived) in ((1, 1, False, 1), (0, 0, True, 0)), gid
    return sum(r[1] for r in rows), sum(1 - r[1] for r in rows)


async def test_an_upgraded_databases_ended_games_are_packed_in_the_background(tmp_path):
    db = tmp_path / "games.db"
    store = await Store.open(db)
    gid = await store_played(store, caravane(4), channel=10)
    game, log = await store.get_game(gid), await store.actions(gid)
    await store.close()
    clone_unpacked(db, gid, 30)
    store = await Store.open(db)
    try:
        assert await Upkeep(store, batch=7, pause=0).compact() == 31
        assert packing_is_whole(db) == (31, 0)
        for other in (gid, gid + 17, gid + 30):
            again = await store.get_game(other)
            assert (again.state, again.board_log, again.seats) == \
                (game.state, game.board_log, game.seats)
            assert [(a.seq, a.action, a.summary) for a in await store.actions(other)] == \
                [(a.seq, a.action, a.summary) for a in log]
        assert await Upkeep(store, pause=0).compact() == 0  # nothing left: one indexed query
    finally:
        await store.close()


PACKER = textwrap.dedent("""
    import asyncio, sys
    from store import Store
    from table.upkeep import Upkeep

    async def main():
        store = await Store.open(sys.argv[1])
        print("packing", flush=True)
        await Upkeep(store, batch=1, pause=0.01).compact()
        print("done", flush=True)

    asyncio.run(main())
""")


async def test_packing_killed_midway_leaves_each_game_whole_and_resumes(tmp_path):
    db = tmp_path / "games.db"
    store = await Store.open(db)
    gid = await store_played(store, caravane(9), channel=10)
    log = await store.actions(gid)
    await store.close()
    clone_unpacked(db, gid, 150)
    proc = subprocess.Popen([sys.executable, "-c", PACKER, str(db)], cwd=ROOT,
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "packing"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # killed once some, not all, are packed
            with sqlite3.connect(db) as conn:
                done = conn.execute("SELECT COUNT(*) FROM games WHERE compacted = 1").fetchone()[0]
            if done >= 20:
                break
            await asyncio.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(10)
    packed, unpacked = packing_is_whole(db)
    assert packed >= 20 and unpacked > 0, (packed, unpacked)  # stopped in the middle
    store = await Store.open(db)
    try:
        assert await Upkeep(store, batch=25, pause=0).compact() == unpacked
        assert packing_is_whole(db) == (151, 0)
        for other in range(gid, gid + 151, 10):
            assert [a.action for a in await store.actions(other)] == [a.action for a in log]
    finally:
        await store.close()


async def test_old_games_are_archived_then_restored(tmp_path, monkeypatch):
    db = tmp_path / "games.db"
    store = await Store.open(db)
    try:
        played = await store_played(store, caravane(5), channel=10)
        await finish_game(store, 10)  # the channel's newest: stays
        lone = await finish_game(store, 11)  # its channel's newest: stays
        await Upkeep(store, pause=0).compact()
        game, log = await store.get_game(played), await store.actions(played)
        ratings = await store.ratings(1, "caravane", 10)
        folder = tmp_path / "archive"
        keep = Upkeep(store, pause=0, old_games=OldGames(30, ARCHIVE, folder))
        assert await keep.retire_old_games() == 0  # none is 30 days old yet
        assert await keep.retire_old_games(now=time.time() + 31 * 86400) == 1
        assert await store.get_game(played) is None and await store.get_game(lone)
        assert await store.ratings(1, "caravane", 10) == ratings
        [written] = folder.iterdir()
        [back] = list(archive.read(written))
        assert back.game == game and [a.action for a in back.actions] == [a.action for a in log]
    finally:
        await store.close()
    # bot.py --restore-archive brings it back, once (a second run finds it there).
    monkeypatch.setenv("DATABASE_PATH", str(db))
    settings = bot.Settings.from_env()
    assert (await bot.restore_archive(settings, written)).startswith("restored 1 games")
    assert "restored 0 games" in await bot.restore_archive(settings, written)
    store = await Store.open(db)
    try:
        again = await store.get_game(played)
        assert (again.state, again.seats, again.status) == (game.state, game.seats, game.status)
        assert [a.action for a in await store.actions(played)] == [a.action for a in log]
    finally:
        await store.close()


async def test_old_games_can_be_deleted_and_a_killed_archiving_writes_twice_at_worst(tmp_path):
    db = tmp_path / "games.db"
    store = await Store.open(db)
    try:
        gone = [await finish_game(store, 20 + i % 2) for i in range(6)]
        later = time.time() + 8 * 86400
        drop = Upkeep(store, batch=2, pause=0, old_games=OldGames(7, DELETE))
        assert await drop.retire_old_games(now=later) == 4  # each channel's newest stays
        assert [await store.get_game(g) is None for g in gone] == [True] * 4 + [False] * 2
        # A game written out whose removal a kill prevented is written again next time:
        # reading the file gives it once.
        game = await store.get_game(gone[4])
        folder = tmp_path / "arch"
        archive.write(folder, [(game, [])])
        archive.write(folder, [(game, [])])
        assert [g.game.id for g in archive.read(archive.file_for(folder))] == [gone[4]]
    finally:
        await store.close()


@pytest.mark.parametrize(("env", "expected"), [
    ({}, None),
    ({"OLD_GAMES_AFTER_DAYS": "0"}, None),
    ({"OLD_GAMES_AFTER_DAYS": "90", "DATABASE_PATH": "/srv/db/c.db"},
     OldGames(90, ARCHIVE, Path("/srv/db/archive"))),
    ({"OLD_GAMES_AFTER_DAYS": "365", "OLD_GAMES": "Delete", "ARCHIVE_PATH": "/x"},
     OldGames(365, DELETE, Path("/x"))),
])
def test_the_old_games_setting(env, expected):
    assert bot.old_games_setting(env) == expected


def test_an_old_games_setting_it_cannot_read_stops_the_start(monkeypatch):
    with pytest.raises(bot.StartupError, match="OLD_GAMES must be archive or delete"):
        bot.old_games_setting({"OLD_GAMES_AFTER_DAYS": "3", "OLD_GAMES": "shred"})
