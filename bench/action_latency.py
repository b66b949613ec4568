"""Per-action latency: what one player click costs the bot, measured through the real path.

Run: ``python -m bench.action_latency [--games N] [--db PATH] [--only KEY] [--json]``

Seeded random legal games are played through the table's transport-free core on a real
SQLite file (WAL, as in production): ``TableCore.act`` takes the channel lock, loads the
game, checks the version, applies, commits state + action log (and the board it owes) in one
transaction, releases the lock and calls the publisher — here the bot's publishing minus the
Discord upload: public
view, the game UI's board highlight, log lines, ``render_board`` (PNG encode included) in a
two-thread pool, and the board bookkeeping write. Choosing the action is not timed: in the bot
a person does that.

Every game with a cog package (``cogs/<key>/`` exporting ``KIND``) is measured; nothing here
names a game. Play is uniform random over legal non-resign actions (templates completed at
random, ``games/ai/completion.py``), or ``games/<key>/scripted.py``'s ``builder_policy``
when a game has one (so boards fill up as in real games); long games are cut short.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import importlib
import json
import math
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from games.ai.completion import random_move
from games.base import Engine
from games.registry import engines
from render.common import COLOUR_ORDER, SeatInfo
from store import ACTIVE, CANCELLED, FINISHED, LOBBY, OPEN_STATUSES, Store
from table.core import TableCore
from table.kind import GameKind
from table.outcome import Outcome

Action = dict[str, Any]
# A game's own playout policy: (the seat's view, legal actions, rng) -> action to apply.
Policy = Callable[[Mapping[str, Any], list[Action], random.Random], Action]
MAX_STEPS = 600  # per game: random play of long games is cut short

# Timed segments, in the order of the bot's path. "state" and "total" are derived sums.
SEGMENTS = ("state", "view", "render", "bookkeeping")
REPORTED = ("total", "state", "view", "render", "bookkeeping")
LABELS = {
    "total": "whole action",
    "state": "act: lock+load+apply+commit",
    "view": "view(None)+highlight+lines",
    "render": "render+encode (PNG)",
    "bookkeeping": "board row write",
}


@dataclass(frozen=True)
class BenchGame:
    kind: GameKind
    policy: Policy | None = None

    @property
    def key(self) -> str:
        return self.kind.key

    @property
    def engine(self) -> Engine:
        return self.kind.engine


def load_games(only: list[str] | None = None) -> tuple[list[BenchGame], dict[str, str]]:
    """The measurable games (those with a cog package), and why others were skipped."""
    games: list[BenchGame] = []
    skipped: dict[str, str] = {}
    for key in sorted(engines()):
        if only and key not in only:
            continue
        try:
            kind = importlib.import_module(f"cogs.{key}").KIND
        except Exception as exc:  # a half-written game must not stop the others
            skipped[key] = f"no cog package ({type(exc).__name__}: {exc})"
            continue
        policy = None
        try:
            policy = getattr(importlib.import_module(f"games.{key}.scripted"),
                             "builder_policy", None)
        except ImportError:
            pass
        games.append(BenchGame(kind, policy))
    return games, skipped


def options_for(engine: Engine, index: int) -> dict[str, Any]:
    """Cycle every choice option across games, so variants are measured too."""
    span = engine.max_players - engine.min_players + 1
    return {opt.name: opt.choices[(index // span) % len(opt.choices)]
            for opt in engine.options if opt.kind == "choice" and opt.choices}


def choose_action(bg: BenchGame, state: dict[str, Any], rng: random.Random) -> tuple[int, Action] | None:
    waiting = bg.engine.to_act(state)
    if bg.policy is not None and waiting:
        seat = rng.choice(waiting)
        action = bg.policy(bg.engine.view(state, seat), bg.engine.legal_actions(state, seat), rng)
        if action.get("type") != "resign":
            return seat, action
    return random_move(bg.engine, state, rng)


# -- the timed path ---------------------------------------------------------------------------
@dataclass
class Sample:
    ms: dict[str, float]
    png_bytes: int


@dataclass
class GameStats:
    key: str
    title: str
    games: int = 0
    players: list[int] = field(default_factory=list)
    capped: int = 0
    playout: str = "uniform random"
    max_steps: int | None = None
    highlight: bool = False
    samples: list[Sample] = field(default_factory=list)


def _timed_render(render: Callable[..., bytes], view: dict[str, Any], seats: list[SeatInfo],
                  extra: dict[str, Any]) -> tuple[bytes, float]:
    started = time.perf_counter()
    png = render(view, seats, **extra)
    return png, time.perf_counter() - started


async def timed_action(store: Store, core: TableCore, bg: BenchGame, pool: ThreadPoolExecutor,
                       game_id: int, seat: int, action: Action) -> tuple[Sample, dict[str, Any]]:
    """One action along the bot's path; returns the timings and the new state."""
    kind, loop, clock = bg.kind, asyncio.get_running_loop(), time.perf_counter
    marks: dict[str, float] = {}
    sizes: list[int] = []

    async def publish(outcome: Outcome) -> None:  # what BoardPublisher does, minus Discord
        marks["published"] = clock()
        game = outcome.game
        assert game is not None and game.state is not None
        view = kind.engine.view(game.state, None)
        extra = kind.ui.board_highlight(view) if not outcome.over else {}
        lines = [line for e in outcome.public_events if (line := kind.ui.event_text(e, game.names))]
        seats = [SeatInfo(s.name, s.colour) for s in game.seats]
        marks["viewed"] = clock()
        png, render_s = await loop.run_in_executor(pool, _timed_render, kind.render_board, view,
                                                   seats, extra)
        marks["rendered"], marks["render_s"] = clock(), render_s
        sizes.append(len(png))
        await store.board_published(game.id, version=game.version, message_id=game_id,
                                    board_log=lines[-20:])
        marks["kept"] = clock()

    t0 = clock()
    outcome = await core.act(game_id, seat, action, actor=10_000 + seat, publish=publish)
    t1 = clock()
    assert outcome.ok, (action, outcome.status, outcome.error)
    ms = {
        "state": (marks["published"] - t0) * 1000,
        "view": (marks["viewed"] - marks["published"]) * 1000,
        "render": marks["render_s"] * 1000,
        "bookkeeping": (marks["kept"] - marks["rendered"]) * 1000,
        "total": (t1 - t0) * 1000,
    }
    assert outcome.game is not None and outcome.game.state is not None
    return Sample(ms, sizes[0]), outcome.game.state


async def start_game(store: Store, bg: BenchGame, pool: ThreadPoolExecutor, channel_id: int,
                     players: int, seed: int, options: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """Lobby, seats and start through the store, plus the untimed opening board (as the bot
    posts one on start, which also warms the renderer's caches for this game)."""
    game = await store.create_game(
        guild_id=1, channel_id=channel_id, kind=bg.key, host_id=10_000, host_name="Player 1",
        host_colour=COLOUR_ORDER[0], options=options, seed=seed,
    )
    for seat in range(1, players):
        await store.add_seat(game.id, 10_000 + seat, f"Player {seat + 1}", COLOUR_ORDER,
                             bg.engine.max_players)
    state = bg.engine.new(players, seed, dict(options))
    await store.start(game.id, state, game.version)
    seats = [SeatInfo(f"Player {i + 1}", COLOUR_ORDER[i]) for i in range(players)]
    await asyncio.get_running_loop().run_in_executor(
        pool, bg.kind.render_board, bg.engine.view(state, None), seats)
    return game.id, state


async def play_games(store: Store, bg: BenchGame, games: int, seed: int,
                     first_channel: int) -> GameStats:
    stats = GameStats(bg.key, bg.kind.title, max_steps=MAX_STEPS, highlight=True)
    core = TableCore(store, {bg.key: bg.kind})
    if bg.policy is not None:
        stats.playout = f"games.{bg.key}.scripted:builder_policy"
    rng = random.Random(f"{seed}:{bg.key}")
    span = bg.engine.max_players - bg.engine.min_players + 1
    # Two workers, like the bot's render pool.
    with ThreadPoolExecutor(max_workers=2, thread_name_prefix="render") as pool:
        for index in range(games):
            players = bg.engine.min_players + index % span
            channel = first_channel + index
            game_id, state = await start_game(store, bg, pool, channel, players, seed + index,
                                              options_for(bg.engine, index))
            steps = 0
            while not bg.engine.is_over(state):
                if steps >= MAX_STEPS:
                    stats.capped += 1
                    break
                choice = choose_action(bg, state, rng)
                if choice is None:
                    stats.capped += 1
                    break
                sample, state = await timed_action(store, core, bg, pool, game_id, *choice)
                stats.samples.append(sample)
                steps += 1
            game = await store.get_game(game_id)
            if game is not None and game.status in OPEN_STATUSES:  # cut short: free the channel
                await store.set_status(game_id, CANCELLED, game.version)
            stats.games += 1
            stats.players.append(players)
    return stats


# -- statistics and output --------------------------------------------------------------------
def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100): a value that was actually measured."""
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def summarize(values: list[float]) -> dict[str, float]:
    return {
        "median": statistics.median(values),
        "p99": percentile(values, 99),
        "mean": statistics.fmean(values),
        "max": max(values),
    }


def stats_dict(stats: GameStats) -> dict[str, Any]:
    sizes_kb = [s.png_bytes / 1024 for s in stats.samples]
    return {
        "title": stats.title,
        "games": stats.games,
        "players": sorted(set(stats.players)),
        "games_cut_short": stats.capped,
        "playout": stats.playout,
        "max_actions_per_game": stats.max_steps,
        "board_highlight": stats.highlight,
        "actions": len(stats.samples),
        "ms": {seg: summarize([s.ms[seg] for s in stats.samples]) for seg in REPORTED},
        "png_kb": {"median": statistics.median(sizes_kb), "max": max(sizes_kb)},
    }


def machine() -> dict[str, Any]:
    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "cpus": os.cpu_count(),
        "sqlite": __import__("sqlite3").sqlite_version,
        "pillow": importlib.import_module("PIL").__version__,
    }


def format_table(result: dict[str, Any]) -> str:
    lines = [f"Per-action latency — {result['date']}, {result['machine']['cpus']} CPUs, "
             f"Python {result['machine']['python']}, SQLite {result['machine']['sqlite']}, "
             f"load average at start {result['machine']['load_average_at_start'][0]:.2f}"]
    for g in result["games"].values():
        players = g["players"]
        span = f"{players[0]}" if len(players) == 1 else f"{players[0]}–{players[-1]}"
        cut = (f", {g['games_cut_short']} cut short at {g['max_actions_per_game']} actions"
               if g["games_cut_short"] else "")
        lines += [
            "",
            f"{g['title']} — {g['games']} games ({span} players{cut}), "
            f"{g['actions']} actions measured",
            f"  playout: {g['playout']}; board highlight from the cog: "
            f"{'yes' if g['board_highlight'] else 'no'}",
            f"  {'ms':<30}{'median':>9}{'p99':>9}{'mean':>9}{'max':>9}",
        ]
        for seg in REPORTED:
            s = g["ms"][seg]
            lines.append(f"  {LABELS[seg]:<30}{s['median']:>9.2f}{s['p99']:>9.2f}"
                         f"{s['mean']:>9.2f}{s['max']:>9.2f}")
        lines.append(f"  {'PNG size (KB)':<30}{g['png_kb']['median']:>9.1f}"
                     f"{'':>9}{'':>9}{g['png_kb']['max']:>9.1f}")
    for key, why in result["skipped"].items():
        lines.append(f"\n(skipped {key}: {why})")
    return "\n".join(lines)


async def first_free_channel(store: Store) -> int:
    """Channel ids past every game already in the file, so --db may point at a used file."""
    known = await store.games_with_status(LOBBY, ACTIVE, FINISHED, CANCELLED)
    return max((g.channel_id for g in known), default=0) + 1


async def run(games: int, db_path: Path, seed: int, only: list[str] | None) -> dict[str, Any]:
    # Other work on the machine inflates the tails: record how busy it was beforehand.
    load_before = [round(x, 2) for x in os.getloadavg()]
    bench_games, skipped = load_games(only)
    store = await Store.open(db_path)
    try:
        results: dict[str, Any] = {}
        for bg in bench_games:
            channel = await first_free_channel(store)
            stats = await play_games(store, bg, games, seed, channel)
            if stats.samples:
                results[bg.key] = stats_dict(stats)
            else:
                skipped[bg.key] = "no action could be played"
    finally:
        await store.close()
    return {
        "benchmark": "action_latency",
        "date": dt.date.today().isoformat(),
        "seed": seed,
        "db": str(db_path),
        "machine": {**machine(), "load_average_at_start": load_before},
        "games": results,
        "skipped": skipped,
    }


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.action_latency", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=12,
                        help="games per game kind, cycling 2..max players (default 12)")
    parser.add_argument("--db", type=Path, default=None,
                        help="SQLite file to use (default: a new one in a temp dir)")
    parser.add_argument("--seed", type=int, default=20240601, help="playout seed")
    parser.add_argument("--only", action="append", metavar="KEY",
                        choices=sorted(engines()),
                        help="measure only this game (repeatable): " + ", ".join(sorted(engines())))
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="caravanserai-bench-") as tmp:
        db_path = args.db or Path(tmp) / "bench.sqlite3"
        result = asyncio.run(run(args.games, db_path, args.seed, args.only))
    print(json.dumps(result, indent=2) if args.json else format_table(result))
    return 0 if result["games"] else 1


if __name__ == "__main__":
    sys.exit(main())
