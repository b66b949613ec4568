"""Per-action latency: what one player click costs the bot, measured through the real store.

Run: ``python -m bench.action_latency [--games N] [--db PATH] [--only KEY] [--json]``

Seeded random legal games are played through ``store.Store`` on a real SQLite file (WAL, as
in production). Every action follows the path of ``TableService.apply_action`` and
``publish_board``: under the channel lock, load the game row (``get_game``), ``from_dict``,
``apply``, ``commit_action`` (state save + action log, one transaction), ``view(None)``
and the cog's ``board_highlight`` (when the cog imports), then ``render_board`` (PNG encode included) in a thread pool, then the board bookkeeping
write (``set_messages``, counted in "save"). Only the Discord upload is missing; the
"whole action" time is wall clock, so it also holds the hop to the render thread. Choosing
the action (random over ``legal_actions``) is not timed: in the bot a person does that.

Games are listed in ``CANDIDATES``; a game is measured when its engine imports and
``render/<key>.py`` has a ``render_board``, so Caravan and Catan join by themselves. Play is
uniform random over legal non-resign actions (templates filled in), or the game's own playout
policy when it has one (Catan's builder, so boards fill up as in real games); long random
games are cut short after ``max_steps`` actions.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import importlib
import inspect
import json
import math
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from games.base import Engine
from render.common import COLOUR_ORDER, SeatInfo
from store import ACTIVE, CANCELLED, FINISHED, LOBBY, OPEN_STATUSES, GameRecord, Store

Action = dict[str, Any]
# Turns a listed action into one that apply accepts (fills templates), or None to skip it.
Concretizer = Callable[[dict[str, Any], int, Action, random.Random], Action | None]
# A game's own playout policy: (engine, state, seat, legal actions, rng) -> action to apply.
Policy = Callable[[Engine, dict[str, Any], int, list[Action], random.Random], Action]
# The cog's GameUI.board_highlight: extra keyword arguments for render_board.
Highlight = Callable[[GameRecord, dict[str, Any]], dict[str, Any]]

# Timed segments, in the order of the bot's path. "state" and "total" are derived sums.
SEGMENTS = ("load", "apply", "save", "view", "render")
REPORTED = ("total", "state", "load", "apply", "save", "view", "render")
LABELS = {
    "total": "whole action",
    "state": "load+apply+save",
    "load": "  load (get_game+from_dict)",
    "apply": "  apply",
    "save": "  save (commit+log+board row)",
    "view": "view(None)+highlight",
    "render": "render+encode (PNG)",
}


# -- how each game is played at random ------------------------------------------------------
def _default_concretize(state: dict[str, Any], seat: int, action: Action,
                        rng: random.Random) -> Action | None:
    """Skip templates (actions the UI completes through a form); keep everything else."""
    if action.get("template") or any(v is None for v in action.values()):
        return None
    return action


def _caravane_concretize(state: dict[str, Any], seat: int, action: Action,
                         rng: random.Random) -> Action | None:
    # The Champions set-up is one template standing for every split of 60 gourds.
    if action["type"] == "setup":
        first = rng.randint(0, 60)
        second = rng.randint(0, 60 - first)
        bags = [1, 2, 3]
        rng.shuffle(bags)
        return {"type": "setup", "tiers": [first, second, 60 - first - second], "bags": bags}
    return _default_concretize(state, seat, action, rng)


CATAN_RESOURCES = ("brick", "lumber", "wool", "grain", "ore")


def _catan_concretize(state: dict[str, Any], seat: int, action: Action,
                      rng: random.Random) -> Action | None:
    # A discard after a 7 is owed, so it must be filled in; trade offers are skipped
    # because random offers only stall the playout.
    if action["type"] == "discard" and action.get("template"):
        cards = [r for r, n in zip(CATAN_RESOURCES, state["res"][seat], strict=True)
                 for _ in range(n)]
        picked: dict[str, int] = {}
        for r in rng.sample(cards, action["count"]):
            picked[r] = picked.get(r, 0) + 1
        return {"type": "discard", "cards": picked}
    return _default_concretize(state, seat, action, rng)


@dataclass(frozen=True)
class Candidate:
    """A game the benchmark knows how to play; measured only if it imports and renders."""

    key: str
    engine_module: str
    render_module: str
    concretize: Concretizer = _default_concretize
    max_steps: int | None = None  # per game; random play of long games is cut short
    # "module:function" of a smarter playout policy (boards fill up as in real games);
    # used when it imports, else uniform random play with ``concretize``.
    policy: str | None = None


CANDIDATES: tuple[Candidate, ...] = (
    Candidate("caravane", "games.caravane", "render.caravane", _caravane_concretize, 2000),
    Candidate("caravan", "games.caravan", "render.caravan", _default_concretize, 200),
    Candidate("catan", "games.catan", "render.catan", _catan_concretize, 1000,
              policy="games.catan.playout:builder_policy"),
)


@dataclass(frozen=True)
class BenchGame:
    candidate: Candidate
    engine: Engine
    render_board: Callable[..., bytes]
    policy: Policy | None = None
    highlight: Highlight | None = None

    @property
    def key(self) -> str:
        return self.candidate.key


def load_games(only: list[str] | None = None) -> tuple[list[BenchGame], dict[str, str]]:
    """The measurable games, and why the others were skipped."""
    games: list[BenchGame] = []
    skipped: dict[str, str] = {}
    for cand in CANDIDATES:
        if only and cand.key not in only:
            continue
        try:
            engine = importlib.import_module(cand.engine_module).ENGINE
        except Exception as exc:  # a half-written engine must not stop the others
            skipped[cand.key] = f"engine not available ({type(exc).__name__}: {exc})"
            continue
        try:
            render = getattr(importlib.import_module(cand.render_module), "render_board", None)
        except ModuleNotFoundError:
            render = None
        except Exception as exc:
            skipped[cand.key] = f"renderer failed to import ({type(exc).__name__}: {exc})"
            continue
        if render is None:
            skipped[cand.key] = f"no {cand.render_module}.render_board yet"
            continue
        games.append(BenchGame(cand, engine, render, _load_policy(cand.policy),
                               _load_highlight(cand.key)))
    return games, skipped


def _load_policy(spec: str | None) -> Policy | None:
    if spec is None:
        return None
    module, _, name = spec.partition(":")
    try:
        return getattr(importlib.import_module(module), name, None)
    except Exception:  # no policy yet: fall back to uniform random play
        return None


def _load_highlight(key: str) -> Highlight | None:
    """The game cog's board_highlight, so the board is drawn with what the bot passes."""
    try:
        ui = importlib.import_module(f"cogs.{key}").KIND.ui
    except Exception:  # no cog (or discord.py) here: draw the plain board
        return None
    return ui.board_highlight


def options_for(engine: Engine, index: int) -> dict[str, Any]:
    """Cycle every choice option across games, so variants are measured too."""
    span = engine.max_players - engine.min_players + 1
    return {
        opt.name: opt.choices[(index // span) % len(opt.choices)][0]
        for opt in engine.options if opt.kind == "choice" and opt.choices
    }


def choose_action(bg: BenchGame, state: dict[str, Any], rng: random.Random) -> tuple[int, Action] | None:
    """A random legal non-resign action of a random waiting seat (None: nobody can move)."""
    waiting = bg.engine.to_act(state)
    rng.shuffle(waiting)
    if bg.policy is not None and waiting:
        seat = waiting[0]
        action = bg.policy(bg.engine, state, seat, bg.engine.legal_actions(state, seat), rng)
        if action.get("type") != "resign":
            return seat, action
    for seat in waiting:
        listed = [a for a in bg.engine.legal_actions(state, seat) if a.get("type") != "resign"]
        concrete = [c for a in listed if (c := bg.candidate.concretize(state, seat, a, rng))]
        if concrete:
            return seat, rng.choice(concrete)
    return None


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


# Newer stores also save the board's log lines with the board bookkeeping; do as the bot does.
_STORE_KEEPS_BOARD_LOG = "board_log" in inspect.signature(Store.set_messages).parameters


def _timed_render(render: Callable[..., bytes], view: dict[str, Any], seats: list[SeatInfo],
                  extra: dict[str, Any]) -> tuple[bytes, float]:
    started = time.perf_counter()
    png = render(view, seats, **extra)
    return png, time.perf_counter() - started


async def timed_action(store: Store, bg: BenchGame, pool: ThreadPoolExecutor, game_id: int,
                       channel_id: int, seat: int, action: Action) -> tuple[Sample, dict[str, Any]]:
    """One action along the bot's path; returns the timings and the new state."""
    engine, loop, clock = bg.engine, asyncio.get_running_loop(), time.perf_counter
    t0 = clock()
    async with store.lock(channel_id):
        game = await store.get_game(game_id)
        assert game is not None and game.status == ACTIVE
        state = engine.from_dict(game.state)
        t1 = clock()
        new_state, events = engine.apply(state, seat, action)
        t2 = clock()
        over = engine.is_over(new_state)
        saved = engine.to_dict(new_state)
        version = await store.commit_action(
            game.id, game.version, saved, seat=seat, user_id=game.seats[seat].user_id,
            action=action, summary=engine.describe_action(action, game.names, seat),
            status=FINISHED if over else ACTIVE,
        )
        lines = [engine.describe_event(e, game.names) for e in events]  # posted with the board
        engine.to_act(saved)
        t3 = clock()
        view = engine.view(saved, None)
        game.state, game.status = saved, FINISHED if over else ACTIVE
        extra = bg.highlight(game, saved) if bg.highlight and not over else {}
        t4 = clock()
        seats = [SeatInfo(s.name, s.colour) for s in game.seats]
        png, render_s = await loop.run_in_executor(
            pool, _timed_render, bg.render_board, view, seats, extra)
        t5 = clock()
        bookkeeping: dict[str, Any] = {"board_message_id": game_id, "board_version": version}
        if _STORE_KEEPS_BOARD_LOG:
            bookkeeping["board_log"] = lines[-20:]
        await store.set_messages(game.id, **bookkeeping)
        t6 = clock()
    seconds = {"load": t1 - t0, "apply": t2 - t1, "save": (t3 - t2) + (t6 - t5),
               "view": t4 - t3, "render": render_s}
    ms = {k: v * 1000 for k, v in seconds.items()}
    ms["state"] = ms["load"] + ms["apply"] + ms["save"]
    ms["total"] = (t6 - t0) * 1000
    return Sample(ms, len(png)), new_state


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
    await store.start(game.id, bg.engine.to_dict(state), game.version)
    seats = [SeatInfo(f"Player {i + 1}", COLOUR_ORDER[i]) for i in range(players)]
    await asyncio.get_running_loop().run_in_executor(
        pool, bg.render_board, bg.engine.view(state, None), seats)
    return game.id, state


async def play_games(store: Store, bg: BenchGame, games: int, seed: int,
                     first_channel: int) -> GameStats:
    title = bg.engine.title or bg.key
    stats = GameStats(bg.key, title, max_steps=bg.candidate.max_steps,
                      highlight=bg.highlight is not None)
    if bg.policy is not None:
        stats.playout = bg.candidate.policy or "policy"
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
                if bg.candidate.max_steps is not None and steps >= bg.candidate.max_steps:
                    stats.capped += 1
                    break
                choice = choose_action(bg, state, rng)
                if choice is None:
                    stats.capped += 1
                    break
                sample, state = await timed_action(store, bg, pool, game_id, channel, *choice)
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
                        choices=[c.key for c in CANDIDATES],
                        help="measure only this game (repeatable): "
                             + ", ".join(c.key for c in CANDIDATES))
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
