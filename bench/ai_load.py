"""The whole bot while AI seats think: N games, each of one person (a driver) and AI seats,
played at once through the loopback Discord stand-in by the real bot process.

The issue's bar (25, item 8): interaction ack p99 stays under 100 ms while 20 AI seats think.
Each game's person moves in a closed loop — as soon as the game waits on them: ``/play`` with
a random legal move (a form, such as a bid, filled in and submitted), then wait for the board
to show it — while the AI seats move as fast as they decide (``AI_MOVE_DELAY=0``: no pause,
so they think back to back, the most the AI can ask of the machine). Reported per run: the
people's actions/s and the AI's moves/s, ack latency (the stand-in's clock, interaction to
acknowledgement), board latency (the person's move to the board showing it), and memory of
the bot with its render and AI workers (PSS).

    .venv/bin/python -m bench.ai_load                          # 20 games × 1 AI seat, 60 s
    .venv/bin/python -m bench.ai_load --games 10 --ai 2        # 10 games × 2 AI seats
    .venv/bin/python -m bench.ai_load --level hard --seconds 30
    .venv/bin/python -m bench.ai_load --pool render            # the AI in the render workers
    .venv/bin/python -m bench.ai_load --before 94b8647         # ...and the bot of that commit
    .venv/bin/python -m bench.ai_load --rate 5                 # people: 5 moves/s in all

The game is Catan when it has AI players, else the first game that has (``--game`` names
one). With ``--before``, the same games run first on the bot of that commit; a bot with no AI
seats plays them with every seat a driven person instead (the load without any AI), so the
two rows show what the AI's thinking costs the people's clicks.
"""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import tempfile
import time
from functools import partial
from pathlib import Path
from typing import Any

from bench.channel_noise import words_for
from bench.load import checkout, memory_mb, pace, percentile
from games.ai.completion import concrete
from games.ai.registry import levels
from games.registry import engine
from standin import StandIn
from standin.botproc import REPO_ROOT, BotProcess, set_threads
from standin.driving import board_move, board_moved_past, boards, latest_board, play_value
from standin.models import StandInError

GAMES_ORDER = ("catan", "caravane", "yspahan", "caravan")
NEVER = ("resign", "offer_trade")  # a driver never resigns nor haggles


def default_game() -> str:
    return next((key for key in GAMES_ORDER if levels(key)), "caravane")


def game_row(conn: sqlite3.Connection, channel_id: int) -> tuple[dict[str, Any] | None, int]:
    row = conn.execute("SELECT state, version, status FROM games WHERE channel_id = ? "
                       "ORDER BY id DESC LIMIT 1", (channel_id,)).fetchone()
    if row is None or row[2] != "active":
        return None, -1
    return json.loads(row[0]), int(row[1])


def pick(eng: Any, state: dict[str, Any], seat: int,
         rng: random.Random) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """A person's move: (what /play lists, what is played — a form filled in at random)."""
    listed = [a for a in eng.legal_actions(state, seat) if a.get("type") not in NEVER]
    rng.shuffle(listed)
    builds = [a for a in listed if str(a.get("type", "")).startswith("build")]
    for option in builds + listed:
        action = concrete(eng, state, seat, option, rng)
        if action is None:
            continue
        if action.get("type") == "bid":  # keep bids small: games go on
            action = {**action, "amount": min(int(action.get("amount", 0)), 2)}
        return option, action
    return None


async def run(key: str, games: int, ai: int, level: str, seconds: float,
              root: Path | None = None, pool: str = "own",
              rate: float | None = None) -> dict[str, Any]:
    eng = engine(key)
    rng = random.Random(games * 31 + ai)
    seats = min(eng.max_players, 1 + ai)
    async with StandIn() as standin:
        guild = standin.add_guild("AI load")
        users = [standin.add_user(n, guild=guild) for n in
                 ("Bartholomew Featherstonehaugh", "Małgorzata Wójcik-Szczęsna", "陈伟 🐉",
                  "Zoë")]
        channels = [standin.add_text_channel(guild, f"table-{i}") for i in range(games)]
        with tempfile.TemporaryDirectory() as tmp:
            db = Path(tmp) / "ai-load.db"
            env = {"AI_MOVE_DELAY": "0", "REMIND_AFTER_HOURS": "0",
                   "AI_PROCESSES": "render" if pool == "render" else "1"}
            bot = BotProcess(standin, database_path=db, dev_guild=guild, log_level="WARNING",
                             env=env, repo_root=root or REPO_ROOT,
                             script=str(root / "bot.py") if root else "bot.py")
            await bot.start()
            set_threads(db, [guild.id], on=False)
            with_ai = True
            for channel in channels:
                try:
                    ix = await standin.slash(users[0], channel, f"{key} new", ai=ai,
                                             level=level)
                except StandInError:  # a bot with no AI seats: people in every seat
                    with_ai = False
                    ix = await standin.slash(users[0], channel, f"{key} new")
                await ix.wait_ack(10)
                lobby = await ix.wait_response(10)
                if not with_ai:
                    for user in users[1:seats]:
                        join = await standin.click(user, lobby, label="Join")
                        await join.wait_ack(10)
                start = await standin.click(users[0], lobby, label="Start")
                await start.wait_ack(10)
            people = 1 if with_ai else seats
            reader = sqlite3.connect(db, isolation_level=None)
            acks: list[float] = []
            board_times: list[float] = []
            done = 0
            stop_at = time.perf_counter() + seconds
            began = time.perf_counter()
            ai_before = reader.execute("SELECT COUNT(*) FROM actions WHERE user_id < 0"
                                       ).fetchone()[0]
            parts_start: list[float] = []
            memory_start = memory_mb(bot.proc.pid, parts_start)  # type: ignore[union-attr]

            def mine(channel: Any) -> tuple[dict[str, Any] | None, int, list[int]]:
                state, version = game_row(reader, channel.id)
                if state is None or eng.is_over(state):
                    return None, version, []
                return state, version, [s for s in eng.to_act(state) if s < people]

            async def drive(channel: Any) -> None:
                nonlocal done
                try:  # a game's first board may still be on its way
                    await standin.wait_until(lambda: boards(standin, channel), 30,
                                             "the first board", channel=channel)
                except (TimeoutError, AssertionError, StandInError):
                    return
                while time.perf_counter() < stop_at:
                    state, version, turn = mine(channel)
                    if state is None:
                        return
                    if not turn:  # the AI seats are thinking: wait for the board to move
                        try:
                            await standin.wait_until(
                                lambda: bool(mine(channel)[2]) or mine(channel)[0] is None,
                                max(0.1, stop_at - time.perf_counter()), "the AI",
                                channel=channel)
                        except (TimeoutError, AssertionError, StandInError):
                            return
                        continue
                    if gate is not None:  # a person's move at the pace asked for
                        try:
                            await asyncio.wait_for(gate.acquire(),
                                                   max(0.01, stop_at - time.perf_counter()))
                        except TimeoutError:
                            return
                        state, version, turn = mine(channel)
                        if state is None or not turn:
                            gate.release()  # the move goes to another game
                            continue
                    seat = turn[0]
                    move = pick(eng, state, seat, rng)
                    if move is None:
                        return
                    listed, action = move
                    before = board_move(latest_board(standin, channel))
                    start = time.perf_counter()
                    ix = await standin.slash(users[seat], channel, "play",
                                             move=play_value(eng, state, version, seat, listed))
                    acks.append((await ix.wait_ack(10)).latency * 1000)
                    if ix.response_type == 9:
                        modal = ix.modal
                        assert modal is not None  # what response type 9 carries
                        ix = await standin.submit_modal(users[seat], modal, {
                            f.custom_id: words_for(key, action.get(f.custom_id, ""))
                            for f in modal.fields})
                        acks.append((await ix.wait_ack(10)).latency * 1000)
                    try:
                        await standin.wait_until(
                            partial(board_moved_past, standin, channel, before),
                            30, "the board", channel=channel)
                    except (TimeoutError, AssertionError, StandInError):
                        return
                    board_times.append((time.perf_counter() - start) * 1000)
                    done += 1

            # With a rate, people's moves are let through at that many per second in all (the
            # AI seats still move as fast as they decide): the acks then measure the bot
            # answering clicks while the AI thinks, not the people swamping it themselves.
            gate: asyncio.Semaphore | None = asyncio.Semaphore(0) if rate else None
            ticker = asyncio.create_task(pace(gate, rate, stop_at)) if gate and rate else None
            await asyncio.gather(*(drive(c) for c in channels))
            if ticker:
                ticker.cancel()
            elapsed = time.perf_counter() - began
            ai_moves = reader.execute("SELECT COUNT(*) FROM actions WHERE user_id < 0"
                                      ).fetchone()[0] - ai_before
            finished = reader.execute("SELECT COUNT(*) FROM games WHERE status = 'finished'"
                                      ).fetchone()[0]
            reader.close()
            parts: list[float] = []
            memory_end = memory_mb(bot.proc.pid, parts)  # type: ignore[union-attr]
            await bot.stop()
    return {
        "game": key, "games": games, "rate": rate or "max", "ai_seats": games * ai if with_ai else 0,
        "level": level if with_ai else None, "pool": pool if with_ai else None,
        "seconds": round(elapsed, 1), "people_actions": done,
        "people_actions_per_s": round(done / elapsed, 1),
        "ai_moves_per_s": round(ai_moves / elapsed, 1), "games_finished": finished,
        "ack_p50_ms": round(percentile(acks, 0.5), 1),
        "ack_p99_ms": round(percentile(acks, 0.99), 1),
        "ack_max_ms": round(max(acks), 1) if acks else None,
        "board_p50_ms": round(percentile(board_times, 0.5), 1),
        "board_p99_ms": round(percentile(board_times, 0.99), 1),
        "memory_start_mb": round(memory_start, 1), "memory_end_mb": round(memory_end, 1),
        "memory_by_process_mb": parts,
    }


def main(key: str, games: int, ai: int, level: str, seconds: float,
         baseline: str | None = None, pools: tuple[str, ...] = ("own",),
         rate: float | None = None) -> list[dict[str, Any]]:
    results = []
    if baseline:
        with checkout(baseline) as root:
            before = asyncio.run(run(key, games, ai, level, seconds, root, rate=rate))
        before["bot"] = baseline
        print(f"ai_load, bot of {baseline}: {json.dumps(before)}", flush=True)
        results.append(before)
    for pool in pools:
        result = asyncio.run(run(key, games, ai, level, seconds, pool=pool, rate=rate))
        result["bot"] = "this checkout"
        print(f"ai_load, {games} {key} games × {ai} {level} AI seats, AI in the {pool} "
              f"workers, {seconds:.0f} s: {json.dumps(result)}", flush=True)
        results.append(result)
    return results


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=None, help="a game with AI players (default: "
                        "Catan if it has them, else the first that has)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--ai", type=int, default=1, help="AI seats per game")
    parser.add_argument("--level", default="standard", choices=("casual", "standard", "hard"))
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--pool", action="append", choices=("own", "render"),
                        help="where the AI thinks: its own workers (default) or the render "
                             "workers; repeat for both, side by side")
    parser.add_argument("--rate", type=float, help="people's moves per second in all "
                        "(default: each game's person moves as soon as it is their turn)")
    parser.add_argument("--before", metavar="REV",
                        help="run the same games on the bot of REV first")
    args = parser.parse_args()
    main(args.game or default_game(), args.games, args.ai, args.level, args.seconds,
         args.before, tuple(args.pool or ["own"]), args.rate)
