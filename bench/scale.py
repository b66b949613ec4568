"""A bot that has hosted many games: N finished games stored, then the real bot process is
started against them through the loopback Discord stand-in and measured (issue 27).

Reported per size and per bot: start-up to ready (the process spawned → "Logged in" in its
log; an empty database's start-up in the same run for comparison), ``/stats`` p50/p99 (the
command sent → its answer shown), the acknowledgement p99 of another member's moves
(``/play`` in a running Catan game) made while ``/stats`` runs, the heartbeat's cost (the
query the bot's heartbeat makes, timed on the same database), database bytes per finished
game (file and WAL, after the bot stopped, divided by N), and the bot process's memory (peak
RSS, VmHWM; and PSS at the end).

The stored games are real: 16 seeded games (Catan and Caravane, bench/played.py)
played to the end with their public events, cloned with other players (a pool of 300
members of one server), seeds kept so every replay works, finishing times spread over two
years; plus 100 running games. This checkout's database is built through the store API
(``Storage.import_games``, which packs ended games; then ``stats.rebuild`` as an upgraded
bot would). A ``--before`` bot's database is written row by row into that version's own
schema (made by starting it once) exactly as its store writes a game: the state, the board
lines, a row per move — its store had no bulk import.

    .venv/bin/python -m bench.scale 1000 10000 --before 09de3c7
    .venv/bin/python -m bench.scale 100000            # this checkout only

Run with ``nice -n 10``; one heavy job at a time on a shared machine.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bench.load import checkout, memory_mb, percentile, pick
from bench.played import Played, caravane, catan, import_batched
from games.registry import engine
from standin import StandIn, StandInError
from standin.botproc import BotProcess, set_threads
from standin.driving import open_table, play_value
from store import FINISHED, GameRecord, ImportedGame, LoggedAction, Seat, SqliteStore
from table import stats

ACTIVE_STORED = 100
PLAYERS = 300
COLOURS = ("red", "blue", "orange", "white")
YEAR = 365 * 86400.0
CATAN = engine("catan")

# What each bot's heartbeat runs to count the running games, timed in that bot's own code.
HEARTBEAT = """
import asyncio, sys, time, statistics
from pathlib import Path
from store import Store

async def main():
    store = await Store.open(sys.argv[1])
    # What this version's heartbeat does: an indexed count, or read every running game.
    counts = 'self.store.count_games("active")' in Path("bot.py").read_text()
    count = (lambda: store.count_games("active")) if counts else (lambda: _decode(store))
    times = []
    for _ in range(15):
        t = time.perf_counter()
        await count()
        times.append((time.perf_counter() - t) * 1000)
    await store.close()
    print(statistics.median(times))

async def _decode(store):  # the older heartbeat: every running game read and decoded
    return len(await store.games_with_status("active"))

asyncio.run(main())
"""


def templates() -> list[Played]:
    return [catan(seed) for seed in range(1, 9)] + [caravane(seed) for seed in range(1, 9)]


def board_lines(played: Played) -> list[str]:
    return [f"line {i}: {played.kind} move" for i in range(12)]


def cloned(played: Played, n: int, guild: int, users: list[int], rng: random.Random,
           *, status: str = FINISHED) -> tuple[GameRecord, list[LoggedAction]]:
    """Game ``n``: ``played`` at another table, with other players, at another time."""
    holders = rng.sample(users, played.seats)
    ended = time.time() - rng.random() * 2 * YEAR
    moves = played.moves if status == FINISHED else played.moves[:len(played.moves) // 2]
    start = ended - 86400 * 3
    step = (ended - start) / max(1, len(moves))
    actions = [LoggedAction(i, seat, holders[seat], action, summary, start + i * step)
               for i, (seat, action, summary) in enumerate(moves, 1)]
    state = played.state if status == FINISHED else _replayed(played, len(moves))
    game = GameRecord(
        id=n, guild_id=guild, channel_id=10_000_000 + n, kind=played.kind, status=status,
        host_id=holders[0], options=dict(played.options), seed=played.seed, state=state,
        version=len(moves) + 1, lobby_message_id=20_000_000 + n,
        board_message_id=30_000_000 + n, board_version=len(moves) + 1, created_at=start,
        updated_at=ended, finished_at=ended if status == FINISHED else None,
        seats=[Seat(s, h, f"Player {h % 1000}", COLOURS[s]) for s, h in enumerate(holders)],
        board_log=board_lines(played))
    return game, actions


_halfway: dict[tuple[str, int, int], dict[str, Any]] = {}


def _replayed(played: Played, moves: int) -> dict[str, Any]:
    key = (played.kind, played.seed, moves)
    if key not in _halfway:
        eng = engine(played.kind)
        state = eng.new(played.seats, played.seed, dict(played.options))
        for seat, action, _ in played.moves[:moves]:
            state, _ = eng.apply(state, seat, action)
        _halfway[key] = state
    return _halfway[key]


def games(count: int, guild: int, users: list[int], plays: list[Played], finished: bool):
    """The running games (ids 1…100), or the ``count`` finished ones after them."""
    rng = random.Random(count + finished)
    numbers = range(ACTIVE_STORED + 1, ACTIVE_STORED + count + 1) if finished \
        else range(1, ACTIVE_STORED + 1)
    for n in numbers:
        yield cloned(plays[n % len(plays)], n, guild, users, rng,
                     status=FINISHED if finished else "active")


async def build_now(db: Path, count: int, guild: int, users: list[int],
                    plays: list[Played], finished: bool) -> None:
    """Through the store API: whole games imported (ended ones packed), results with them,
    then every rating rebuilt from the results."""
    store = await SqliteStore.open(db)
    try:
        def imported() -> Iterator[ImportedGame]:
            for game, actions in games(count, guild, users, plays, finished):
                result = None
                if game.status == FINISHED:
                    assert game.state is not None
                    result = stats.game_result(game, engine(game.kind).result(game.state))
                yield ImportedGame(game, actions, result)

        await import_batched(store, imported())
        await stats.rebuild(store)
    finally:
        await store.close()


def build_before(db: Path, count: int, guild: int, users: list[int],
                 plays: list[Played], finished: bool) -> None:
    """Into an older version's own schema, a row per move, as its store wrote them."""
    with sqlite3.connect(db) as conn:
        columns = {r[1] for r in conn.execute("PRAGMA table_info(games)")}
        seat_columns = {r[1] for r in conn.execute("PRAGMA table_info(seats)")}
        for game, actions in games(count, guild, users, plays, finished):
            row: dict[str, Any] = {
                "id": game.id, "guild_id": game.guild_id, "channel_id": game.channel_id,
                "kind": game.kind, "status": game.status, "host_id": game.host_id,
                "options": json.dumps(game.options), "seed": game.seed,
                "state": json.dumps(game.state, separators=(",", ":")),
                "version": game.version, "lobby_message_id": game.lobby_message_id,
                "board_message_id": game.board_message_id, "board_version": game.board_version,
                "created_at": game.created_at, "updated_at": game.updated_at,
                "finished_at": game.finished_at, "board_log": json.dumps(game.board_log),
                "board_pending": "[]"}
            row = {k: v for k, v in row.items() if k in columns}
            conn.execute(f"INSERT INTO games ({', '.join(row)}) VALUES "
                         f"({', '.join('?' * len(row))})", list(row.values()))
            for s in game.seats:
                seat = {"game_id": game.id, "seat": s.seat, "user_id": s.holder_id,
                        "display_name": s.name, "colour": s.colour,
                        "joined_at": game.created_at, "holder_kind": s.kind}
                seat = {k: v for k, v in seat.items() if k in seat_columns}
                conn.execute(f"INSERT INTO seats ({', '.join(seat)}) VALUES "
                             f"({', '.join('?' * len(seat))})", list(seat.values()))
            conn.executemany(
                "INSERT INTO actions (game_id, seq, seat, user_id, action, summary, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(game.id, a.seq, a.seat, a.user_id, json.dumps(a.action), a.summary,
                  a.created_at) for a in actions])


def heartbeat_ms(root: Path, db: Path) -> float:
    out = subprocess.run([sys.executable, "-c", HEARTBEAT, str(db)], cwd=root, check=True,
                         capture_output=True, text=True)
    return float(out.stdout.strip().splitlines()[-1])


def peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def db_bytes(db: Path) -> int:
    return sum(p.stat().st_size for p in (db, Path(f"{db}-wal")) if p.exists())


async def run(count: int, root: Path, plays: list[Played], stats_runs: int,
              before: bool) -> dict[str, Any]:
    async with StandIn() as standin:
        guild = standin.add_guild("Scale")
        members = [standin.add_user(f"Member {i}", guild=guild) for i in range(3)]
        users = [10_000 + i for i in range(PLAYERS)]
        stats_channel = standin.add_text_channel(guild, "stats")
        play_channel = standin.add_text_channel(guild, "play")
        with tempfile.TemporaryDirectory() as tmp:
            db = Path(tmp) / "scale.db"
            bot = BotProcess(standin, database_path=db, dev_guild=guild, log_level="INFO",
                             repo_root=root, script=str(root / "bot.py"))
            began = time.perf_counter()
            await bot.start(ready_marker="Logged in as")
            empty_start = time.perf_counter() - began
            set_threads(db, [guild.id], on=False)
            await bot.stop()
            built = time.perf_counter()
            sizes = []
            for finished in (False, True):  # the running games, then the finished ones
                if before:
                    await asyncio.to_thread(build_before, db, count, guild.id, users, plays,
                                            finished)
                else:
                    await build_now(db, count, guild.id, users, plays, finished)
                with sqlite3.connect(db) as conn:  # the bot starts on a file as it left it
                    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                sizes.append(db_bytes(db))
            built = time.perf_counter() - built
            stored_bytes = sizes[1] - sizes[0]  # what the finished games added
            began = time.perf_counter()
            try:
                await bot.start(ready_marker="Logged in as", timeout=300)
            except Exception as exc:  # noqa: BLE001 - the older bot may refuse to start
                bot.accept_tracebacks()
                return {"games": count, "start_s": None, "failed": f"{exc}"[:300],
                        "log": bot.log_tail(5), "bytes_per_finished": round(stored_bytes / count)}
            start = time.perf_counter() - began
            pid = bot.proc.pid  # type: ignore[union-attr]
            await open_table(standin, play_channel, members[0], [members[1]], "catan", layout=1)
            reader = sqlite3.connect(db, isolation_level=None)
            stats_times: list[float] = []
            stats_failed: list[Any] = []
            acks: list[float] = []
            missed: list[Any] = []  # acknowledged too late (Discord says "interaction failed")
            stopping = False

            async def ask_stats() -> None:
                nonlocal stopping
                for _ in range(stats_runs):
                    t = time.perf_counter()
                    ix = await standin.slash(members[2], stats_channel, "stats")
                    try:
                        await ix.wait_response(600)
                    except StandInError:  # not acknowledged within 3 s: "interaction failed"
                        stats_failed.append(ix)
                        continue
                    stats_times.append((time.perf_counter() - t) * 1000)
                stopping = True

            async def play() -> None:
                rng = random.Random(count)
                while not stopping:
                    state, version = json.loads(reader.execute(
                        "SELECT state FROM games WHERE channel_id = ? AND status = 'active'",
                        (play_channel.id,)).fetchone()[0]), int(reader.execute(
                        "SELECT version FROM games WHERE channel_id = ? AND status = 'active'",
                        (play_channel.id,)).fetchone()[0])
                    seat = CATAN.to_act(state)[0]
                    move = pick(state, seat, rng)
                    if move is None:
                        return
                    ix = await standin.slash(members[seat], play_channel, "play",
                                             move=play_value(CATAN, state, version, seat, move[0]))
                    try:
                        await ix.wait_ack(120)
                    except StandInError:  # acknowledged past 3 s: Discord refused it
                        missed.append(ix)
                    if ix.ack_latency is not None and ix not in missed:
                        acks.append(ix.ack_latency * 1000)
                    if ix.response_type == 9 or ix in missed:  # a form: not filled in here
                        await asyncio.sleep(0.2)
                        continue
                    with contextlib.suppress(StandInError):
                        await ix.wait_response(120)
                    await asyncio.sleep(0.1)

            await asyncio.gather(ask_stats(), play())
            standin.take_problems()  # late acknowledgements are counted above, not errors
            reader.close()
            parts: list[float] = []
            memory_mb(pid, parts)
            peak = peak_rss_mb(pid)
            await bot.stop()
            heart = heartbeat_ms(root, db)
            with sqlite3.connect(db) as conn:
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return {
        "games": count, "built_s": round(built, 1),
        "start_empty_s": round(empty_start, 2), "start_s": round(start, 2),
        "stats_p50_ms": round(percentile(stats_times, 0.5)),
        "stats_p99_ms": round(percentile(stats_times, 0.99)),
        "stats_runs": len(stats_times), "stats_failed": len(stats_failed),
        "ack_p50_ms": round(percentile(acks, 0.5), 1),
        "ack_p99_ms": round(percentile(acks, 0.99), 1), "acks": len(acks),
        "acks_over_3s": len(missed),
        "heartbeat_ms": round(heart, 2),
        "bytes_per_finished": round(stored_bytes / count),
        "bot_peak_rss_mb": round(peak, 1), "bot_pss_end_mb": parts[0] if parts else None,
    }


def table(rows: list[dict[str, Any]]) -> str:
    head = ("| stored finished games | bot | start-up (empty db) | `/stats` p50 / p99 | "
            "others' ack p50 / p99 during `/stats` | heartbeat | bytes per finished game | "
            "bot peak RSS (PSS at end) |\n|---|---|---|---|---|---|---|---|")
    lines = [head]
    for r in rows:
        if r.get("start_s") is None:
            lines.append(f"| {r['games']:,} | {r['bot']} | did not start: {r['failed'][:80]} |"
                         f" | | | {r['bytes_per_finished']:,} B | |")
            continue
        lines.append(
            f"| {r['games']:,} | {r['bot']} | {r['start_s']:.2f} s ({r['start_empty_s']:.2f} s) | "
            f"{r['stats_p50_ms']:,} / {r['stats_p99_ms']:,} ms | "
            f"{r['ack_p50_ms']:,} / {r['ack_p99_ms']:,} ms"
            + (f", and {r['acks_over_3s']} of {r['acks'] + r['acks_over_3s']} past 3 s (refused)"
               if r['acks_over_3s'] else "") + f" | {r['heartbeat_ms']} ms | "
            f"{r['bytes_per_finished']:,} B | {r['bot_peak_rss_mb']} MB ({r['bot_pss_end_mb']} MB) |")
    return "\n".join(lines)


def main(sizes: tuple[int, ...], before: str | None, stats_runs: int,
         before_max: int) -> list[dict[str, Any]]:
    plays = templates()
    here = Path(__file__).resolve().parents[1]
    rows = []
    for count in sizes:
        if before and count <= before_max:
            with checkout(before) as root:
                row = asyncio.run(run(count, root, plays, stats_runs, before=True))
            row["bot"] = f"before ({before})"
            print(json.dumps(row), flush=True)
            rows.append(row)
        row = asyncio.run(run(count, here, plays, stats_runs, before=False))
        row["bot"] = "now"
        print(json.dumps(row), flush=True)
        rows.append(row)
    print(table(rows))
    return rows


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", type=int, nargs="*", default=[1000, 10000])
    parser.add_argument("--before", metavar="REV", help="the same on the bot of REV, first")
    parser.add_argument("--before-max", type=int, default=10_000,
                        help="largest size the --before bot is built for (a row per move "
                             "of every game: 100k is ~6 GB)")
    parser.add_argument("--stats-runs", type=int, default=20)
    args = parser.parse_args()
    main(tuple(args.sizes), args.before, args.stats_runs, args.before_max)
