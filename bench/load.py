"""The whole bot under load: N Catan games on N distinct layouts, played at once through the
loopback Discord stand-in by the real bot process, with 1,000 finished games stored (whole
seeded games, packed and rated as the store keeps every ended game).

Each game is driven in a closed loop by its players: ``/play`` with a legal move (the
keyboard path: one interaction per action, as the autocomplete would send it; a discard
after a 7 opens its form, which is filled in and submitted), then wait for that game's board
to show the move. A game's driver stops only when its game is over. Reported per run:
actions/s, ack latency (the stand-in's own clock from the interaction to the bot's
acknowledgement), board latency (from the interaction to the board showing the move, posted
or edited), and the memory of the bot and its render workers (PSS: pages they share are
counted once; at the end also their summed RSS, which counts a shared page in every
process). The stand-in and the drivers share the 2 cores with the bot, as they did when the
issue's numbers were taken.

    .venv/bin/python -m bench.load                        # 20 and 100 games, 60 s each
    .venv/bin/python -m bench.load 100 --seconds 30       # 100 games for 30 s
    .venv/bin/python -m bench.load 100 --before 42ad891   # ...and the same on that commit
    .venv/bin/python -m bench.load 100 --rate 50          # 50 actions/s in all

With a commit, the same load runs first against the bot of that commit (checked out into a
temporary git worktree, same interpreter), so before and after come from one run.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from bench import played
from bench.channel_noise import words_for
from games.catan.scripted import random_discard
from games.registry import engine
from standin import StandIn
from standin.botproc import REPO_ROOT, BotProcess, set_threads
from standin.driving import board_move, board_moved_past, latest_board, open_table, play_value
from store import FINISHED, ImportedGame, LoggedAction, SqliteStore
from table import stats

ENGINE = engine("catan")
STORED = 1000
ROOT = Path(__file__).resolve().parents[1]


def memory_mb(pid: int, parts: list[float] | None = None, field: str = "Pss") -> float:
    """Memory of ``pid`` and its descendants (the render workers) in MB, as PSS: pages the
    forked workers share with each other are counted once, not once per process. ``parts``
    receives each process's share, the bot's first. ``field="Rss"``: the summed RSS instead,
    which counts each shared page in every process that maps it."""
    pids, todo = [], [pid]
    while todo:
        p = todo.pop()
        pids.append(p)
        try:
            todo += [int(c) for c in Path(f"/proc/{p}/task/{p}/children").read_text().split()]
        except OSError:
            continue
    total = 0
    for p in pids:
        try:
            for line in Path(f"/proc/{p}/smaps_rollup").read_text().splitlines():
                if line.startswith(f"{field}:"):
                    total += int(line.split()[1])
                    if parts is not None:
                        parts.append(round(int(line.split()[1]) / 1024, 1))
        except OSError:
            continue
    return total / 1024


def pick(state: dict[str, Any], seat: int,
         rng: random.Random) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """A move a player might make, never resigning nor offering a trade; builds first. As
    (the move /play lists, the move made): they differ for a form, such as a discard after a
    7, which is filled in at random (a game never stalls on one)."""
    legal = [a for a in ENGINE.legal_actions(state, seat)
             if a["type"] not in ("resign", "offer_trade")]
    plain = [a for a in legal if not a.get("template")]
    if not plain:
        forms = [a for a in legal if a["type"] == "discard"]
        if not forms:
            return None
        return forms[0], random_discard(state["res"][seat], forms[0]["count"], rng)
    builds = [a for a in plain if a["type"].startswith("build") or a["type"] == "buy_dev"]
    if builds and rng.random() < 0.8:
        action = rng.choice(builds)
    else:
        ends = [a for a in plain if a["type"] == "end_turn"]
        action = ends[0] if ends and rng.random() < 0.7 else rng.choice(plain)
    return action, action


def game_row(conn: sqlite3.Connection, channel_id: int) -> tuple[dict[str, Any], int]:
    state, version = conn.execute(
        "SELECT state, version FROM games WHERE channel_id = ? AND status = 'active'",
        (channel_id,)).fetchone()
    return json.loads(state), int(version)


async def store_finished(db: Path, count: int) -> None:
    """``count`` finished games, stored as the bot stores a game that ended: whole seeded Catan
    games (bench/played.py) played by the running games' players at other tables, imported
    through the store (packed, each with its result) and the ratings rebuilt from them, so
    the bot starts on a settled database instead of packing and rating them during the run."""
    store = await SqliteStore.open(db)
    try:
        source = (await store.games_with_status("active"))[0]
        plays = [played.catan(seed, len(source.seats)) for seed in range(1, 5)]
        now = time.time()

        def imported() -> Iterator[ImportedGame]:
            for n in range(count):
                play = plays[n % len(plays)]
                ended = now - 86400 * (n + 1)
                step = 3 * 86400 / len(play.moves)
                game = replace(
                    source, id=0, channel_id=source.channel_id + 1_000_000 + n, status=FINISHED,
                    options=dict(play.options), seed=play.seed, state=play.state,
                    version=len(play.moves) + 1, board_version=len(play.moves) + 1,
                    lobby_message_id=None, board_message_id=None, created_at=ended - 3 * 86400,
                    updated_at=ended, finished_at=ended, board_log=[], board_pending=[],
                    board_nonce=None)
                actions = [LoggedAction(i, seat, source.seats[seat].holder_id, action, summary,
                                        game.created_at + i * step)
                           for i, (seat, action, summary) in enumerate(play.moves, 1)]
                yield ImportedGame(game, actions,
                                   stats.game_result(game, ENGINE.result(play.state)))

        await played.import_batched(store, imported(), 250)
        await stats.rebuild(store)
    finally:
        await store.close()


# A ``--before`` bot's database is filled by that checkout's own bench (its schema may be
# older than this store's, which would migrate it out of that bot's reach).
STORE_AT = """
import asyncio, inspect, sys
from pathlib import Path
from bench.load import store_finished

stored = store_finished(Path(sys.argv[1]), int(sys.argv[2]))
if inspect.isawaitable(stored):
    asyncio.run(stored)
"""


async def store_finished_at(root: Path | None, db: Path, count: int) -> None:
    """``store_finished`` with the code of the checkout at ``root`` (None: this one)."""
    if root is None:
        await store_finished(db, count)
        return
    done = await asyncio.to_thread(
        subprocess.run, [sys.executable, "-c", STORE_AT, str(db), str(count)], cwd=root,
        capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"storing finished games at {root} failed:\n{done.stderr[-3000:]}")


async def pace(gate: asyncio.Semaphore, rate: float, stop_at: float) -> None:
    """Let ``rate`` moves a second through ``gate`` until ``stop_at`` (perf_counter time).
    By the clock, not by sleeps: a busy loop wakes late, and sleeping 1/rate between
    releases offered fewer than ``rate`` moves a second."""
    start, released = time.perf_counter(), 0
    while (now := time.perf_counter()) < stop_at:
        for _ in range(int((now - start) * rate) + 1 - released):
            gate.release()
            released += 1
        await asyncio.sleep(1 / rate)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


async def run(games: int, seconds: float, root: Path | None = None,
              rate: float | None = None) -> dict[str, Any]:
    rng = random.Random(games)
    async with StandIn() as standin:
        guild = standin.add_guild("Load")
        # Long names in several scripts: what the renderers must fit and draw.
        users = [standin.add_user(n, guild=guild) for n in
                 ("Bartholomew Featherstonehaugh", "Małgorzata Wójcik-Szczęsna", "陈伟 🐉")]
        channels = [standin.add_text_channel(guild, f"table-{i}") for i in range(games)]
        with tempfile.TemporaryDirectory() as tmp:
            db = Path(tmp) / "load.db"
            bot = BotProcess(standin, database_path=db, dev_guild=guild, log_level="WARNING",
                             repo_root=root or REPO_ROOT,
                             script=str(root / "bot.py") if root else "bot.py")
            await bot.start()
            set_threads(db, [guild.id], on=False)  # a table per channel, as measured before
            for i, channel in enumerate(channels):
                await open_table(standin, channel, users[0], users[1:], "catan", layout=i + 1)
            await bot.stop()
            await store_finished_at(root, db, STORED)
            await bot.start()
            parts_start: list[float] = []
            rss_start = memory_mb(bot.proc.pid, parts_start)  # type: ignore[union-attr]
            # One reader for all drivers (autocommit: each read sees the latest commit).
            reader = sqlite3.connect(db, isolation_level=None)
            acks: list[float] = []
            board_times: list[float] = []
            done = 0
            stop_at = time.perf_counter() + seconds

            async def drive(channel: Any) -> None:
                nonlocal done
                while time.perf_counter() < stop_at:
                    state, version = game_row(reader, channel.id)
                    if ENGINE.is_over(state):
                        return
                    seat = ENGINE.to_act(state)[0]
                    move = pick(state, seat, rng)
                    if move is None:
                        return
                    if gate is not None:
                        try:
                            await asyncio.wait_for(gate.acquire(), stop_at - time.perf_counter())
                        except (TimeoutError, ValueError):
                            return
                        state, version = game_row(reader, channel.id)
                        seat = ENGINE.to_act(state)[0]
                        move = pick(state, seat, rng)
                        if move is None:
                            return
                    listed, action = move
                    before = board_move(latest_board(standin, channel))
                    start = time.perf_counter()
                    ix = await standin.slash(users[seat], channel, "play",
                                             move=play_value(ENGINE, state, version, seat, listed))
                    acks.append((await ix.wait_ack(10)).latency * 1000)
                    if ix.response_type == 9:  # a form: filled in, and that submit is timed too
                        modal = ix.modal
                        assert modal is not None  # what response type 9 carries
                        ix = await standin.submit_modal(users[seat], modal, {
                            f.custom_id: words_for("catan", action.get(f.custom_id, ""))
                            for f in modal.fields})
                        acks.append((await ix.wait_ack(10)).latency * 1000)
                    await standin.wait_until(partial(board_moved_past, standin, channel, before),
                                             30, "the board", channel=channel)
                    board_times.append((time.perf_counter() - start) * 1000)
                    done += 1

            # With a rate, moves are let through at that many per second in all (the games
            # take turns for them); without, every game plays as fast as the bot answers.
            gate: asyncio.Semaphore | None = asyncio.Semaphore(0) if rate else None
            ticker = asyncio.create_task(pace(gate, rate, stop_at)) if gate and rate else None
            began = time.perf_counter()
            await asyncio.gather(*(drive(c) for c in channels))
            if ticker:
                ticker.cancel()
            elapsed = time.perf_counter() - began
            reader.close()
            parts: list[float] = []
            rss_end = memory_mb(bot.proc.pid, parts)  # type: ignore[union-attr]
            rss_sum_end = memory_mb(bot.proc.pid, field="Rss")  # type: ignore[union-attr]
            await bot.stop()
    return {
        "games": games, "stored": STORED, "actions": done, "rate": rate or "max",
        "actions_per_s": round(done / elapsed, 1),
        "ack_p50_ms": round(percentile(acks, 0.5), 1), "ack_p99_ms": round(percentile(acks, 0.99), 1),
        "board_p50_ms": round(percentile(board_times, 0.5), 1),
        "board_p99_ms": round(percentile(board_times, 0.99), 1),
        "memory_start_mb": round(rss_start, 1), "memory_end_mb": round(rss_end, 1),
        "memory_by_process_mb": parts, "memory_start_by_process_mb": parts_start,
        "rss_summed_end_mb": round(rss_sum_end, 1),
        "mean_board_ms": round(statistics.fmean(board_times), 1) if board_times else None,
    }


@contextlib.contextmanager
def checkout(rev: str) -> Iterator[Path]:
    """The repository at ``rev`` in a temporary worktree."""
    where = Path(tempfile.mkdtemp(prefix="caravanserai-baseline-"))
    subprocess.run(["git", "worktree", "add", "--detach", str(where), rev], cwd=ROOT,
                   check=True, capture_output=True)
    try:
        yield where
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(where)], cwd=ROOT,
                       capture_output=True)


def main(sizes: tuple[int, ...] = (20, 100), seconds: float = 60,
         baseline: str | None = None, rate: float | None = None) -> list[dict[str, Any]]:
    results = []
    for games in sizes:
        if baseline:
            with checkout(baseline) as root:
                before = asyncio.run(run(games, seconds, root, rate))
            before["bot"] = baseline
            print(f"load, {games} games, bot of {baseline}: {json.dumps(before)}", flush=True)
            results.append(before)
        result = asyncio.run(run(games, seconds, None, rate))
        result["bot"] = "this checkout"
        print(f"load, {games} Catan games on {games} layouts, {STORED} stored, "
              f"{seconds:.0f} s: {json.dumps(result)}", flush=True)
        results.append(result)
    return results


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="*", default=[20, 100])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--before", metavar="REV", help="run the same load on the bot of REV first")
    parser.add_argument("--rate", type=float, help="actions per second in all (default: as fast as answered)")
    args = parser.parse_args()
    main(tuple(args.games), args.seconds, args.before, args.rate)
