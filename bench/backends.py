"""The cost of each storage backend, side by side in one run (issue 26 item 6).

Run: ``python -m bench.backends [--games 12] [--concurrent 16] [--stored 20000] [--json]``

PostgreSQL is a throwaway server started for the run (store/testserver.py, as the tests do,
on a Unix socket); SQLite a file in a temporary folder (WAL, as in production).

1. **Per action, one process**: seeded random Caravane and Catan games played through the
   table's core (``TableCore.act``: the game's lock — on PostgreSQL the advisory lock across
   processes —, read, apply, one write with the log row and the owed board) plus the
   publisher's database work (the board lease on PostgreSQL, ``board_published``). No
   drawing and no Discord: those cost the same on either backend (README: Performance).
   Latency one action at a time, then throughput with ``--concurrent`` games at once.
2. **2 processes vs 1 on PostgreSQL**: the same concurrent load (twice ``--concurrent``
   games) in one process, then split over two (as shards split games).
3. **Start-up and /stats with ``--stored`` finished games** on each backend: opening the
   database (schema check, migrations none), what the bot reads before it plays (active
   games, owed boards, openings, the next job), and ``/stats`` for one server (its kept
   ratings read, as cogs/table/statscmd.py does; the cloned games carry no stored results,
   so this times the reads of an empty board — bench/scale.py measures a full one).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from bench.action_latency import BenchGame, choose_action, load_games, machine
from store import ACTIVE, FINISHED, PERSON, Storage
from store.postgres import PostgresStore
from store.sqlite import SqliteStore
from store.testserver import LocalPostgres
from table.core import TableCore
from table.outcome import Outcome

MAX_STEPS = 400  # actions per game at most
GUILDS = 50  # stored games are spread over this many servers; /stats reads one


async def open_store(where: str) -> Storage:
    if where.startswith("postgresql://"):
        return await PostgresStore.open(where)
    return await SqliteStore.open(where)


async def new_game(store: Storage, bg: BenchGame, channel: int, seed: int) -> tuple[int, Any]:
    players = bg.engine.min_players + seed % 2
    game = await store.create_game(guild_id=(channel % GUILDS + 1) << 22, channel_id=channel,
                                   kind=bg.key, host_id=10_000, host_name="Player 1",
                                   host_colour="red", options={}, seed=seed)
    for seat in range(1, players):
        await store.add_seat(game.id, 10_000 + seat, f"Player {seat + 1}",
                             ("red", "blue", "orange", "white", "green"), bg.engine.max_players)
    state = bg.engine.new(players, seed, {})
    await store.start(game.id, state, game.version)
    return game.id, state


async def play(store: Storage, bg: BenchGame, channel: int, seed: int,
               latencies: list[float] | None = None, *, steps: int = MAX_STEPS) -> int:
    """One game to its end (or ``steps``); returns how many actions were applied."""
    core = TableCore(store, {bg.key: bg.kind})
    holder = f"bench/{os.getpid()}"

    async def publish(outcome: Outcome) -> None:  # the publisher's database part
        game = outcome.game
        assert game is not None
        await store.lease_board(game.id, holder, 15.0)
        await store.board_published(game.id, version=game.version, message_id=game.id,
                                    board_log=["a line"])
        await store.release_board(game.id, holder)

    rng = random.Random(seed)
    game_id, state = await new_game(store, bg, channel, seed)
    done = 0
    while not bg.engine.is_over(state) and done < steps:
        choice = choose_action(bg, state, rng)
        if choice is None:
            break
        seat, action = choice
        started = time.perf_counter()
        outcome = await core.act(game_id, seat, action, actor=10_000 + seat, publish=publish)
        if latencies is not None:
            latencies.append((time.perf_counter() - started) * 1000)
        assert outcome.ok and outcome.game is not None and outcome.game.state is not None
        state = outcome.game.state
        done += 1
    return done


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


async def latency(where: str, games: list[BenchGame], count: int, first: int) -> dict[str, Any]:
    store = await open_store(where)
    try:
        values: list[float] = []
        started = time.perf_counter()
        for i in range(count):
            await play(store, games[i % len(games)], first + i, 1000 + i, values)
        seconds = time.perf_counter() - started
    finally:
        await store.close()
    return {"actions": len(values), "p50_ms": statistics.median(values),
            "p90_ms": pct(values, 0.9), "p99_ms": pct(values, 0.99),
            "actions_per_s": len(values) / seconds}


async def throughput(where: str, games: list[BenchGame], count: int, first: int,
                     start_at: float | None = None) -> dict[str, Any]:
    store = await open_store(where)
    try:
        if start_at is not None:
            await asyncio.sleep(max(0.0, start_at - time.time()))
        started = time.perf_counter()
        done = await asyncio.gather(*(play(store, games[i % len(games)], first + i, 5000 + i)
                                      for i in range(count)))
        seconds = time.perf_counter() - started
    finally:
        await store.close()
    return {"actions": sum(done), "seconds": seconds, "actions_per_s": sum(done) / seconds,
            "ended_at": time.time()}


def processes(dsn: str, count: int, split: int, first: int) -> dict[str, Any]:
    """``count`` concurrent games over ``split`` OS processes: aggregate actions/s."""
    per = count // split
    # Every worker begins at one moment, once imported and connected: start-up not counted.
    start_at = time.time() + 5.0
    workers = [subprocess.Popen([sys.executable, "-m", "bench.backends", "--worker", dsn,
                                 "--concurrent", str(per), "--first", str(first + i * per),
                                 "--start-at", str(start_at)],
                                stdout=subprocess.PIPE, text=True) for i in range(split)]
    results = [json.loads(w.communicate()[0]) for w in workers]
    seconds = max(r["ended_at"] for r in results) - start_at
    actions = sum(r["actions"] for r in results)
    return {"processes": split, "games": per * split, "actions": actions,
            "seconds": seconds, "actions_per_s": actions / seconds}


# -- many stored games -----------------------------------------------------------------------
async def store_finished(where: str, bg: BenchGame, count: int) -> None:
    """``count`` finished games: one played for real, then copied row by row in SQL (ids,
    channels and servers varied), with its seats and log."""
    store = await open_store(where)
    try:
        await play(store, bg, 10_000_000, 7, steps=100_000)  # played to its end
        game = await store.latest_game(10_000_000)
        assert game is not None and game.status == FINISHED, "the stored game did not end"
        source = game.id
    finally:
        await store.close()
    copies = count - 1
    if where.startswith("postgresql://"):
        import asyncpg

        conn = await asyncpg.connect(where)
        try:
            await conn.execute(
                "INSERT INTO games (guild_id, channel_id, kind, status, host_id, options, seed, "
                "state, version, board_message_id, board_version, created_at, updated_at, "
                "finished_at, board_log, board_pending) "
                f"SELECT ((n % {GUILDS}) + 1) << 22, 20000000 + n, kind, status, host_id, "
                "options, seed, state, version, board_message_id, version, created_at + n, "
                "updated_at + n, finished_at + n, board_log, '[]' "
                "FROM games, generate_series(1, $2) AS n WHERE id = $1", source, copies)
            await conn.execute(
                "INSERT INTO seats (game_id, seat, holder_kind, user_id, display_name, colour, "
                "joined_at) SELECT g.id, s.seat, s.holder_kind, s.user_id + g.id % 97, "
                "s.display_name, s.colour, s.joined_at FROM games g, seats s "
                "WHERE s.game_id = $1 AND g.id <> $1", source)
            await conn.execute(
                "INSERT INTO actions (game_id, seq, seat, user_id, action, summary, created_at) "
                "SELECT g.id, a.seq, a.seat, a.user_id, a.action, a.summary, a.created_at "
                "FROM games g, actions a WHERE a.game_id = $1 AND g.id <> $1", source)
            await conn.execute("ANALYZE")
        finally:
            await conn.close()
        return
    import sqlite3

    db = sqlite3.connect(where)
    try:
        with db:
            db.execute(
                "WITH RECURSIVE n(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM n WHERE n < ?) "
                "INSERT INTO games (guild_id, channel_id, kind, status, host_id, options, seed, "
                "state, version, board_message_id, board_version, created_at, updated_at, "
                "finished_at, board_log, board_pending) "
                f"SELECT ((n % {GUILDS}) + 1) << 22, 20000000 + n, kind, status, host_id, "
                "options, seed, state, version, board_message_id, version, created_at + n, "
                "updated_at + n, finished_at + n, board_log, '[]' FROM games, n WHERE id = ?",
                (copies, source))
            db.execute(
                "INSERT INTO seats (game_id, seat, holder_kind, user_id, display_name, colour, "
                "joined_at) SELECT g.id, s.seat, s.holder_kind, s.user_id + g.id % 97, "
                "s.display_name, s.colour, s.joined_at FROM games g, seats s "
                "WHERE s.game_id = ? AND g.id <> ?", (source, source))
            db.execute(
                "INSERT INTO actions (game_id, seq, seat, user_id, action, summary, created_at) "
                "SELECT g.id, a.seq, a.seat, a.user_id, a.action, a.summary, a.created_at "
                "FROM games g, actions a WHERE a.game_id = ? AND g.id <> ?", (source, source))
        db.execute("ANALYZE")
    finally:
        db.close()


async def startup_and_stats(where: str, bg: BenchGame) -> dict[str, Any]:
    started = time.perf_counter()
    store = await open_store(where)
    try:
        opened = time.perf_counter()
        await store.schema_version()
        await store.count_games(ACTIVE)
        await store.games_with_status(ACTIVE)
        await store.games_behind_board()
        await store.openings()
        await store.next_due()
        ready = time.perf_counter()
        # What /stats reads now that ratings are kept (cogs/table/statscmd.py): a few rows.
        await store.ratings_stale()
        counts = await store.rated_games(1 << 22)
        best = {kind: await store.ratings(1 << 22, kind, 10) for kind in counts}
        if best.get(bg.key):
            await store.placed_ratings(1 << 22, PERSON, best[bg.key][-1].holder_id)
        done = time.perf_counter()
        total = await store.count_games(FINISHED)
    finally:
        await store.close()
    return {"stored_games": total, "open_ms": (opened - started) * 1000,
            "startup_reads_ms": (ready - opened) * 1000, "stats_ms": (done - ready) * 1000,
            "stats_games": sum(counts.values())}


def size_of(where: str, server: LocalPostgres | None) -> str:
    if server is not None:
        db = urlsplit(where).path.lstrip("/")
        return server.sql(f"SELECT pg_size_pretty(pg_database_size('{db}'))").strip()
    return f"{Path(where).stat().st_size / 1e6:.0f} MB"


async def run(args: argparse.Namespace) -> dict[str, Any]:
    games, _ = load_games(only=["caravane", "catan"])
    result: dict[str, Any] = {"machine": machine(), "args": vars(args)}
    with tempfile.TemporaryDirectory() as tmp, LocalPostgres() as server:
        backends = {"sqlite": str(Path(tmp) / "bench.db"), "postgres": server.create_database()}
        for name, where in backends.items():
            result[f"latency_{name}"] = await latency(where, games, args.games, 1)
            result[f"throughput_{name}"] = await throughput(where, games, args.concurrent,
                                                            100_000)
        dsn = server.create_database()
        result["postgres_1_process"] = processes(dsn, 2 * args.concurrent, 1, 200_000)
        result["postgres_2_processes"] = processes(dsn, 2 * args.concurrent, 2, 300_000)
        for name in backends:
            where = str(Path(tmp) / "stored.db") if name == "sqlite" else \
                server.create_database()
            started = time.perf_counter()
            await store_finished(where, games[0], args.stored)
            seeded = time.perf_counter() - started
            result[f"stored_{name}"] = {**await startup_and_stats(where, games[0]),
                                        "seed_s": seeded,
                                        "size": size_of(where, server if name == "postgres"
                                                        else None)}
    return result


def report(r: dict[str, Any]) -> str:
    lines = [f"machine: {r['machine']}", "",
             "| per action (one process) | SQLite | PostgreSQL |", "|---|---|---|"]
    for key, label in (("p50_ms", "latency p50"), ("p90_ms", "latency p90"),
                       ("p99_ms", "latency p99"), ("actions_per_s", "one at a time, actions/s")):
        lines.append(f"| {label} | {r['latency_sqlite'][key]:.2f} | "
                     f"{r['latency_postgres'][key]:.2f} |")
    lines.append(f"| {r['args']['concurrent']} games at once, actions/s | "
                 f"{r['throughput_sqlite']['actions_per_s']:.0f} | "
                 f"{r['throughput_postgres']['actions_per_s']:.0f} |")
    one, two = r["postgres_1_process"], r["postgres_2_processes"]
    lines += ["", f"PostgreSQL, {one['games']} games at once: 1 process "
              f"{one['actions_per_s']:.0f} actions/s, 2 processes {two['actions_per_s']:.0f} "
              f"actions/s (x{two['actions_per_s'] / one['actions_per_s']:.2f})", "",
              "| stored finished games | SQLite | PostgreSQL |", "|---|---|---|"]
    s, p = r["stored_sqlite"], r["stored_postgres"]
    for key, label, fmt in (("stored_games", "games stored", "{:,}"), ("size", "size", "{}"),
                            ("open_ms", "open (schema check), ms", "{:.0f}"),
                            ("startup_reads_ms", "start-up reads, ms", "{:.0f}"),
                            ("stats_games", "/stats: the server's games", "{:,}"),
                            ("stats_ms", "/stats, ms", "{:.0f}")):
        lines.append(f"| {label} | {fmt.format(s[key])} | {fmt.format(p[key])} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=12, help="games played one at a time")
    parser.add_argument("--concurrent", type=int, default=16, help="games played at once")
    parser.add_argument("--stored", type=int, default=20_000, help="finished games stored")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--worker", help=argparse.SUPPRESS)  # a DSN: one process of item 2
    parser.add_argument("--first", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--start-at", type=float, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        games, _ = load_games(only=["caravane", "catan"])
        print(json.dumps(asyncio.run(throughput(args.worker, games, args.concurrent,
                                                args.first, args.start_at))))
        return 0
    result = asyncio.run(run(args))
    print(json.dumps(result, indent=1) if args.json else report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
