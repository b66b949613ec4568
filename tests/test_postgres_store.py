"""The PostgreSQL backend's own promises, on a real server (the contract it shares with SQLite
is tests/test_store.py): its migrations, JSON and ids kept as given, failures classified by
SQLSTATE, and a game's lock that holds across processes."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import asyncpg
import pytest

from store import AI, CLOCK, Job, VersionConflict
from store.postgres import MIGRATIONS, PostgresStore, SchemaTooNew, classify, display
from table.locks import LocalLocks, SharedLocks, locks_for

pytestmark = pytest.mark.postgres
ROOT = Path(__file__).resolve().parents[1]


async def running(store: PostgresStore, channel: int = 100) -> int:
    game = await store.create_game(guild_id=1, channel_id=channel, kind="caravane", host_id=10,
                                   host_name="Ána", host_colour="red", options={}, seed=1)
    await store.add_seat(game.id, 11, "Bo", ("red", "blue"), 5)
    await store.start(game.id, {"n": 0}, game.version)
    return game.id


async def test_migrations_are_numbered_in_their_table_and_run_once(postgres_dsn):
    store = await PostgresStore.open(postgres_dsn)
    assert await store.schema_version() == len(MIGRATIONS)
    await store.close()
    store = await PostgresStore.open(postgres_dsn)  # again: nothing runs twice
    conn = await asyncpg.connect(postgres_dsn)
    try:
        versions = [r[0] for r in await conn.fetch(
            "SELECT version FROM schema_migrations ORDER BY version")]
        tables = {r[0] for r in await conn.fetch(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")}
    finally:
        await conn.close()
        await store.close()
    assert versions == list(range(1, len(MIGRATIONS) + 1))
    assert {"games", "seats", "actions", "jobs", "openings", "watchers", "guild_settings",
            "player_settings"} <= tables


# The several-processes branch's own migration 2, as it was before the AI seats' took that
# number (a database it migrated says version 2 with these tables and no AI columns).
_SHARDS_MIGRATION_2 = """
CREATE TABLE board_leases (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    holder TEXT NOT NULL,
    until DOUBLE PRECISION NOT NULL
);
CREATE TABLE bot_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL,
                       updated_at DOUBLE PRECISION NOT NULL);
CREATE TABLE processes (name TEXT PRIMARY KEY, info JSON NOT NULL,
                        beat_at DOUBLE PRECISION NOT NULL);
"""


async def _schema(dsn: str) -> tuple[list[tuple[str, ...]], list[tuple[str, ...]]]:
    conn = await asyncpg.connect(dsn)
    try:
        columns = [tuple(map(str, r)) for r in await conn.fetch(
            "SELECT table_name, column_name, data_type, is_nullable, "
            "COALESCE(column_default, '') FROM information_schema.columns "
            "WHERE table_schema = 'public' ORDER BY table_name, column_name")]
        indexes = [tuple(map(str, r)) for r in await conn.fetch(
            "SELECT tablename, indexname, indexdef FROM pg_indexes "
            "WHERE schemaname = 'public' ORDER BY tablename, indexname")]
    finally:
        await conn.close()
    return columns, indexes


async def _at_version(dsn: str, scripts: list[str]) -> None:
    """A database as an older bot left it: ``scripts`` run as versions 1, 2, …"""
    conn = await asyncpg.connect(dsn)
    try:
        await conn.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, "
                           "applied_at DOUBLE PRECISION NOT NULL)")
        for number, script in enumerate(scripts, start=1):
            await conn.execute(script)
            await conn.execute("INSERT INTO schema_migrations VALUES ($1, 0)", number)
    finally:
        await conn.close()


async def test_a_database_migrated_by_either_branch_ends_the_same(postgres_server):
    """The AI seats and the several processes each added a migration 2 in parallel; the AI
    seats' kept the number and the other became 3. A database at either one's version 2
    (and a new one) ends with the same tables, columns and indexes, at the same version."""
    fresh, ai_first, shards_first = (postgres_server.create_database() for _ in range(3))
    await _at_version(ai_first, list(MIGRATIONS[:2]))
    await _at_version(shards_first, [MIGRATIONS[0], _SHARDS_MIGRATION_2])
    for dsn in (fresh, ai_first, shards_first):
        store = await PostgresStore.open(dsn)
        try:
            # 4: this version's kept ratings and packed games, after both.
            assert await store.schema_version() == len(MIGRATIONS) == 4
        finally:
            await store.close()
    columns, indexes = await _schema(fresh)
    assert ("seats", "level", "text", "YES", "") in columns
    assert any(t == "board_leases" for t, *_ in columns)
    assert any(t == "ratings" for t, *_ in columns) and any(t == "archives" for t, *_ in columns)
    assert any(name == "seats_holder" for _, name, _ in indexes)
    assert await _schema(ai_first) == (columns, indexes)
    assert await _schema(shards_first) == (columns, indexes)


async def test_processes_starting_together_migrate_once(postgres_dsn):
    """Several bot processes started at the same moment on a new database: one migrates
    (under an advisory lock), the others wait and find it done — none fails."""
    stores = await asyncio.gather(*(PostgresStore.open(postgres_dsn) for _ in range(4)))
    try:
        assert [await s.schema_version() for s in stores] == [len(MIGRATIONS)] * 4
    finally:
        for s in stores:
            await s.close()


async def test_a_newer_schema_is_refused(postgres_dsn):
    store = await PostgresStore.open(postgres_dsn)
    await store.close()
    conn = await asyncpg.connect(postgres_dsn)
    await conn.execute("INSERT INTO schema_migrations VALUES (99, 0)")
    await conn.close()
    with pytest.raises(SchemaTooNew) as refused:
        await PostgresStore.open(postgres_dsn)
    assert (refused.value.found, refused.value.known) == (99, len(MIGRATIONS))


async def test_json_comes_back_key_for_key_and_seeds_and_ids_as_given(postgres_dsn):
    """jsonb would sort an object's keys; an engine iterating a dict must find it as it
    wrote it, and a board's events must read in their order."""
    store = await PostgresStore.open(postgres_dsn)
    try:
        snowflake = 1_234_567_890_123_456_789  # Discord ids need all 64 bits
        seed = "s1:" + "f" * 64
        game = await store.create_game(guild_id=snowflake, channel_id=snowflake + 1,
                                       kind="catan", host_id=snowflake + 2, host_name="Zoë",
                                       host_colour="red", options={"z": 1, "a": 2}, seed=seed)
        old = await store.create_game(guild_id=None, channel_id=5, kind="caravane", host_id=1,
                                      host_name="x", host_colour="red", options={}, seed=77)
        state = {"zeta": {"wood": 1, "brick": 2, "ore": 3}, "alpha": [3, 1, 2], "mid": None}
        await store.start(game.id, state, game.version,
                          pending={"new": True, "events": [{"to": 2, "got": {"ore": 1,
                                                                              "brick": 2}}]})
        again = await store.get_game(game.id)
        assert json.dumps(again.state) == json.dumps(state)
        assert list(again.options) == ["z", "a"]
        assert list(again.board_pending[0]["events"][0]["got"]) == ["ore", "brick"]
        assert again.seed == seed and (await store.get_game(old.id)).seed == 77
        assert (again.guild_id, again.channel_id, again.host_id) == (
            snowflake, snowflake + 1, snowflake + 2)
        assert again.seats[0].holder_id == snowflake + 2
        assert (await store.open_game(snowflake + 1)).id == game.id
    finally:
        await store.close()


async def test_two_processes_claim_a_due_job_once(postgres_dsn):
    """Two stores (two pools: as two processes) find the same job due and race to claim it
    many times over: each run is claimed by exactly one."""
    first, second = [await PostgresStore.open(postgres_dsn) for _ in range(2)]
    try:
        gid = await running(first)
        wins = {0: 0, 1: 0}
        for n in range(40):
            await first.put_job(Job(gid, CLOCK, 1, since=float(n), due_at=1.0))
            due = (await first.due_jobs(10.0))[0]
            won = await asyncio.gather(*(s.claim_job(due, due_at=50.0, done=True)
                                         for s in (first, second, first, second)))
            assert sum(won) == 1, won
            wins[won.index(True) % 2] += 1
        assert sum(wins.values()) == 40
    finally:
        await first.close()
        await second.close()


async def test_a_seat_race_between_two_processes_seats_both_apart(postgres_dsn):
    """Joins from two processes at once: the game's row lock serialises them, so seats stay
    0..n-1 with distinct colours (no duplicate seat number, no error)."""
    first, second = [await PostgresStore.open(postgres_dsn) for _ in range(2)]
    try:
        game = await first.create_game(guild_id=1, channel_id=9, kind="caravane", host_id=1,
                                       host_name="h", host_colour="red", options={}, seed=1)
        colours = ("red", "blue", "green", "orange", "purple", "white")
        await asyncio.gather(*((first, second)[n % 2].add_seat(game.id, 100 + n, f"p{n}",
                                                                colours, 6, kind=AI)
                               for n in range(5)))
        seats = (await second.get_game(game.id)).seats
        assert [s.seat for s in seats] == list(range(6))
        assert len({s.colour for s in seats}) == 6
    finally:
        await first.close()
        await second.close()


# -- failures, classified -------------------------------------------------------------------
def test_failures_are_classified_by_sqlstate():
    assert classify(asyncpg.DiskFullError("no space")) == "full"
    assert classify(asyncpg.DataCorruptedError("bad page")) == "corrupt"
    assert classify(asyncpg.IndexCorruptedError("bad index")) == "corrupt"
    assert classify(asyncpg.ReadOnlySQLTransactionError("standby")) == "readonly"
    assert classify(asyncpg.LockNotAvailableError("lock timeout")) == "locked"
    assert classify(asyncpg.SerializationError("retry")) == "locked"
    assert classify(asyncpg.DeadlockDetectedError("deadlock")) == "locked"
    assert classify(asyncpg.AdminShutdownError("terminating")) == "unavailable"
    assert classify(asyncpg.CannotConnectNowError("starting up")) == "unavailable"
    assert classify(asyncpg.ConnectionDoesNotExistError("gone")) == "unavailable"
    # A broken query or rule is a bug, not the database failing; an OSError may be Discord's.
    assert classify(asyncpg.UndefinedColumnError("no such column")) is None
    assert classify(asyncpg.UniqueViolationError("duplicate")) is None
    assert classify(ConnectionRefusedError(111, "refused")) is None
    assert classify(ValueError("x")) is None


async def test_a_row_lock_held_too_long_fails_as_locked(postgres_dsn):
    store = await PostgresStore.open(postgres_dsn)
    gid = await running(store)
    blocker = await asyncpg.connect(postgres_dsn)
    try:
        await blocker.execute("BEGIN")
        await blocker.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", gid)
        started = time.monotonic()
        with pytest.raises(asyncpg.LockNotAvailableError) as failed:
            await store.commit_action(gid, 1, {"n": 1}, seat=0, user_id=10,
                                      action={"type": "a"}, summary="")
        assert 4 < time.monotonic() - started < 10  # SQLite's busy timeout: 5 s
        assert store.classify_failure(failed.value) == "locked"
        await blocker.execute("ROLLBACK")
        assert await store.commit_action(gid, 1, {"n": 1}, seat=0, user_id=10,
                                          action={"type": "a"}, summary="") == 2
    finally:
        await blocker.close()
        await store.close()


async def test_a_connection_cut_by_the_server_is_unavailable_then_replaced(postgres_dsn):
    """The server ends the session of a move in flight (an operator, a restart): that move
    fails as the database being unavailable, and the next call gets a new connection (an
    idle connection cut meanwhile is replaced before use, unnoticed)."""
    store = await PostgresStore.open(postgres_dsn)
    gid = await running(store)
    other = await asyncpg.connect(postgres_dsn)
    try:
        await other.execute("BEGIN")
        await other.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", gid)
        move = asyncio.ensure_future(store.commit_action(gid, 1, {"n": 1}, seat=0, user_id=10,
                                                         action={"type": "a"}, summary=""))
        await asyncio.sleep(0.3)  # waiting for the row
        await other.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                            "WHERE application_name = 'caravanserai' AND pid <> "
                            "pg_backend_pid()")
        with pytest.raises(Exception) as failed:
            await move
        assert store.classify_failure(failed.value) == "unavailable", repr(failed.value)
        await other.execute("ROLLBACK")
        assert (await store.get_game(gid)).version == 1  # nothing was written
        # Every connection cut at once (the server restarted): a read goes through at once
        # (repeated on a fresh connection); a write is never repeated, but the pool has
        # replaced the cut connections by the time the next one comes.
        await other.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                            "WHERE application_name = 'caravanserai' AND pid <> "
                            "pg_backend_pid()")
        assert (await store.get_game(gid)).version == 1
        await asyncio.sleep(0.1)
        assert await store.commit_action(gid, 1, {"n": 1}, seat=0, user_id=10,
                                         action={"type": "a"}, summary="") == 2
    finally:
        await other.close()
        await store.close()


def test_the_url_is_shown_without_its_password():
    shown = display("postgresql://bot:s3cret@db.example:5433/caravan?sslmode=require")
    assert shown == "postgresql://bot@db.example:5433/caravan" and "s3cret" not in shown
    assert display("postgresql://bot@/t1?host=/tmp/x") == "postgresql://bot@/t1?host=/tmp/x"


# -- a game's lock across processes ---------------------------------------------------------
WORKER = r"""
import asyncio, json, sys, time
from store import VersionConflict
from store.postgres import PostgresStore
from table.locks import LocalLocks, SharedLocks

async def main(dsn, gid, mode, rounds, tasks, start_at):
    store = await PostgresStore.open(dsn)
    if mode == "hold":
        async with store.game_lock(gid):
            print("held", flush=True)
            await asyncio.sleep(3600)
    locks = SharedLocks(store) if mode == "shared" else LocalLocks()
    conflicts, spans = 0, []
    await asyncio.sleep(max(0.0, start_at - time.time()))
    async def worker():
        nonlocal conflicts
        for _ in range(rounds):
            async with locks.lock(gid):
                began = time.monotonic()  # CLOCK_MONOTONIC: one clock for every process
                game = await store.get_game(gid)
                await asyncio.sleep(0.002)
                try:
                    await store.commit_action(gid, game.version, {"n": game.state["n"] + 1},
                                              seat=0, user_id=10, action={"type": "inc"},
                                              summary="")
                except VersionConflict:
                    conflicts += 1
                spans.append((began, time.monotonic()))
    await asyncio.gather(*(worker() for _ in range(tasks)))
    await store.close()
    print(json.dumps({"conflicts": conflicts, "spans": spans}), flush=True)

asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]),
                 int(sys.argv[5]), float(sys.argv[6])))
"""


def worker(dsn: str, gid: int, mode: str, rounds: int = 0, tasks: int = 0,
           start_at: float = 0.0) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", WORKER, dsn, str(gid), mode, str(rounds),
                             str(tasks), str(start_at)], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


async def contend(dsn: str, gid: int, mode: str, rounds: int, tasks: int) -> list[dict]:
    start_at = time.time() + 2.0  # both connected and waiting, then they go at once
    procs = [worker(dsn, gid, mode, rounds, tasks, start_at) for _ in range(2)]
    results = []
    for proc in procs:
        out, err = await asyncio.to_thread(proc.communicate, timeout=60)
        assert proc.returncode == 0, err
        results.append(json.loads(out.strip().splitlines()[-1]))
    return results


def overlaps(spans: list[list[float]]) -> int:
    ordered = sorted(spans)
    return sum(1 for a, b in zip(ordered, ordered[1:], strict=False) if b[0] < a[1])


async def test_a_games_lock_holds_across_processes(postgres_dsn):
    """Two processes, three tasks each, read → think → write the same game under its lock:
    with SharedLocks no two critical sections overlap and no write is refused as stale;
    with each process's LocalLocks (the control) they do overlap and conflict."""
    store = await PostgresStore.open(postgres_dsn)
    try:
        gid = await running(store)
        rounds, tasks = 15, 3
        shared = await contend(postgres_dsn, gid, "shared", rounds, tasks)
        spans = [s for r in shared for s in r["spans"]]
        assert len(spans) == 2 * rounds * tasks
        assert sum(r["conflicts"] for r in shared) == 0
        assert overlaps(spans) == 0
        game = await store.get_game(gid)
        assert game.state["n"] == 2 * rounds * tasks and game.version == 1 + 2 * rounds * tasks

        local = await contend(postgres_dsn, gid, "local", rounds, tasks)
        assert overlaps([s for r in local for s in r["spans"]]) > 0
        assert sum(r["conflicts"] for r in local) > 0
    finally:
        await store.close()


async def test_a_lock_of_a_killed_process_is_released_by_the_server(postgres_dsn):
    store = await PostgresStore.open(postgres_dsn)
    holder = worker(postgres_dsn, 42, "hold")
    try:
        line = await asyncio.to_thread(holder.stdout.readline)
        assert line.strip() == "held", holder.stderr.read() if holder.poll() is not None else line
        waiting = asyncio.ensure_future(SharedLocks(store).lock(42).__aenter__())
        await asyncio.sleep(0.5)
        assert not waiting.done()  # the other process holds it
        os.kill(holder.pid, signal.SIGKILL)
        await asyncio.wait_for(waiting, 10)  # the server ends the session and its lock
    finally:
        if holder.poll() is None:
            holder.kill()
        holder.wait()
        await store.close()


async def test_a_lock_waited_for_too_long_fails_as_locked_and_leaves_nothing_held(postgres_dsn):
    holder = await PostgresStore.open(postgres_dsn)
    waiter = await PostgresStore.open(postgres_dsn, game_lock_timeout="300ms")
    try:
        async with holder.game_lock(7):
            with pytest.raises(asyncpg.LockNotAvailableError) as failed:
                async with waiter.game_lock(7):
                    pass
            assert waiter.classify_failure(failed.value) == "locked"
            # A waiter cancelled mid-wait leaves no lock behind on its connection either.
            task = asyncio.ensure_future(SharedLocks(waiter).lock(7).__aenter__())
            await asyncio.sleep(0.1)
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
        async with waiter.game_lock(7):  # free once the holder let go
            pass
        conn = await asyncpg.connect(postgres_dsn)
        try:
            held = await conn.fetchval("SELECT count(*) FROM pg_locks WHERE locktype = "
                                       "'advisory' AND granted")
        finally:
            await conn.close()
        assert held == 0
    finally:
        await holder.close()
        await waiter.close()


async def test_the_core_takes_shared_locks_on_a_shared_store(postgres_dsn, tmp_path):
    from store import SqliteStore

    store = await PostgresStore.open(postgres_dsn)
    sqlite = await SqliteStore.open(tmp_path / "x.db")
    try:
        assert isinstance(locks_for(store), SharedLocks)
        assert isinstance(locks_for(sqlite), LocalLocks)
        from table.core import TableCore

        assert isinstance(TableCore(store, {}).locks, SharedLocks)
    finally:
        await store.close()
        await sqlite.close()


async def test_a_stale_write_from_another_process_is_refused(postgres_dsn):
    first, second = [await PostgresStore.open(postgres_dsn) for _ in range(2)]
    try:
        gid = await running(first)
        assert await first.commit_action(gid, 1, {"n": 1}, seat=0, user_id=10,
                                         action={"type": "a"}, summary="") == 2
        with pytest.raises(VersionConflict):
            await second.commit_action(gid, 1, {"n": 9}, seat=1, user_id=11,
                                       action={"type": "b"}, summary="")
        assert (await second.get_game(gid)).state == {"n": 1}
    finally:
        await first.close()
        await second.close()
