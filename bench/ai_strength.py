"""How strong and how fast a game's AI levels are: seeded games between levels.

```sh
.venv/bin/python -m bench.ai_strength --game caravane [--games 400] [--matchup casual:random]
    [--option variant=champions] [--seats 2 --seats 4] [--jobs 2] [--seed 0]
```

A match-up ``A:B`` plays ``--games`` games per table size: 1v1 (one A against one B) and
the multi-player table (one A against B in every other seat; 4 seats, or the game's
maximum if smaller). A's seat rotates from game to game. A's **win share** is its wins over
the games played, a win shared by k seats counting 1/k (the Wilson interval then treats the
fractional wins as successes, a slight approximation). "Beats" means the interval's lower
bound is above the target (issue 25's bars, ``TARGETS``).

Every decision of every level with more than one choice open is timed in CPU seconds
(``time.process_time`` in the worker playing the game), and reported as p50 / p95 / max per
level against ``SPEED``. Games run in ``--jobs`` worker processes (default: every core).
Results are printed as a table and written as JSON to ``bench/results/`` (git-ignored).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import platform
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from games.ai import LEVELS, Settings, game_ai, make_player
from games.ai.match import play
from games.registry import engine as engine_of
from games.rng import derived_seed

RESULTS = Path(__file__).resolve().parent / "results"
DEFAULT_MATCHUPS = ("casual:random", "standard:casual", "hard:standard")
# Win share A must beat against B, by table size ("multi" = the multi-player table).
TARGETS: dict[tuple[str, str], dict[str, float]] = {
    ("casual", "random"): {"1v1": 0.90, "multi": 0.75},
    ("standard", "casual"): {"1v1": 0.60, "multi": 0.35},
    ("hard", "standard"): {"1v1": 0.55},
}
GAME_TARGETS: dict[str, dict[tuple[str, str], dict[str, float]]] = {
    "catan": {("casual", "random"): {"1v1": 0.90, "multi": 0.95}},
}
# CPU seconds per real decision: (statistic, limit).
SPEED: dict[str, tuple[tuple[str, float], ...]] = {
    "casual": (("p50", 0.005),),
    "standard": (("p50", 0.050), ("p95", 0.500)),
    "hard": (("max", 2.0),),
}
MAX_MOVES = 20_000


@dataclass(frozen=True)
class Task:
    game: str
    options: dict[str, Any]
    levels: tuple[str, ...]  # per seat
    tested: int  # the seat of A
    seed: str
    rng_seed: int


@dataclass
class Outcome:
    share: float  # A's win (1/k when shared by k), 0 for a loss
    capped: bool
    times: dict[str, list[float]] = field(default_factory=dict)  # level -> CPU seconds


def run_task(task: Task) -> Outcome:
    engine = engine_of(task.game)
    # The safety ceiling counts CPU, as the speed bars do: a loaded machine must not cut
    # searches short and so change what is measured.
    players = [make_player(task.game, level, clock=time.process_time) for level in task.levels]
    match = play(engine, players, seed=task.seed, options=task.options,
                 rng_seed=task.rng_seed, max_moves=MAX_MOVES, timer=time.process_time)
    times: dict[str, list[float]] = {}
    for d in match.decisions:
        if d.real:
            times.setdefault(d.level, []).append(d.seconds)
    if match.result is None:
        return Outcome(0.0, True, times)
    winners = match.result.winners
    share = 1.0 / len(winners) if task.tested in winners else 0.0
    return Outcome(share, False, times)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (a value that was measured)."""
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def tasks_for(game: str, options: dict[str, Any], a: str, b: str, seats: int, games: int,
              seed: int) -> list[Task]:
    out = []
    for i in range(games):
        tested = i % seats
        levels = tuple(a if s == tested else b for s in range(seats))
        # A table seed (engines with dice accept only those), named by the game.
        out.append(Task(game, options, levels, tested, derived_seed("ai-strength", seed, a, b,
                                                                    seats, i),
                        seed * 1_000_003 + i * 7919 + seats))
    return out


def target_of(game: str, a: str, b: str, size: str) -> float | None:
    found = GAME_TARGETS.get(game, {}).get((a, b)) or TARGETS.get((a, b)) or {}
    return found.get(size)


def parse_option(text: str) -> tuple[str, Any]:
    name, _, value = text.partition("=")
    if value.isdigit():
        return name, int(value)
    return name, {"true": True, "false": False}.get(value.lower(), value)


def _setting_value(kind: type, value: str) -> Any:
    if value == "None":
        return None
    if kind is bool:
        return value.lower() in ("1", "true", "yes")
    return float(value) if kind is float else int(value) if kind is int else value


def parse_setting(text: str, current: Settings | None = None) -> tuple[str, str, Any]:
    """``LEVEL.FIELD=VALUE``; the field may be one of the level's own settings class (a
    game's search may add fields to ``Settings``)."""
    target, _, value = text.partition("=")
    level, _, name = target.partition(".")
    known = current if current is not None and level in LEVELS else Settings()
    if level not in LEVELS or name not in {f.name for f in fields(known)}:
        raise SystemExit(f"--set {text}: expected LEVEL.FIELD=VALUE with a level of {LEVELS}")
    kind = type(getattr(known, name))
    return level, name, _setting_value(kind, value)


def apply_settings(game: str, overrides: list[tuple[str, str, Any]]) -> None:
    ai = game_ai(game)
    if ai is None or not overrides:
        return
    table = {level: ai.level(level) for level in LEVELS}
    for level, name, value in overrides:
        table[level] = replace(table[level], **{name: value})
    ai.settings = table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ai_strength", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, help="the game's key, e.g. caravane")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (repeatable), e.g. variant=champions")
    parser.add_argument("--matchup", action="append", metavar="A:B",
                        help=f"levels A against B (repeatable; default {', '.join(DEFAULT_MATCHUPS)})")
    parser.add_argument("--games", type=int, default=400, help="games per match-up and table size")
    parser.add_argument("--seats", type=int, action="append",
                        help="table sizes (repeatable; default 2 and the multi-player table)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--set", action="append", default=[], metavar="LEVEL.FIELD=VALUE",
                        help="try other settings for a level (repeatable), e.g. hard.samples=12")
    parser.add_argument("--out", type=Path, help="the JSON file (default under bench/results/)")
    parser.add_argument("--progress", type=int, default=0, metavar="N",
                        help="print the running win share to stderr every N games")
    args = parser.parse_args(argv)

    engine = engine_of(args.game)
    ai = game_ai(args.game)
    if ai is None:
        parser.error(f"{args.game} has no AI players to measure")
    options = dict(parse_option(o) for o in args.option)
    overrides = [parse_setting(text, ai.level(text.partition(".")[0])
                               if text.partition(".")[0] in LEVELS else None)
                 for text in args.set]
    apply_settings(args.game, overrides)  # before the workers fork: they inherit it
    multi = min(4, engine.max_players)
    sizes = sorted(set(args.seats or [2, multi]))
    matchups = [tuple(m.split(":")) for m in (args.matchup or DEFAULT_MATCHUPS)]
    started = time.monotonic()
    rows: list[dict[str, Any]] = []
    speed: dict[str, list[float]] = {}
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for a, b in matchups:
            for seats in sizes:
                if (a, b) == ("hard", "standard") and seats != 2 and not args.seats:
                    continue  # the bar is 1v1 only; a 4-seat hard table takes hours
                size = "1v1" if seats == 2 else "multi"
                tasks = tasks_for(args.game, options, a, b, seats, args.games, args.seed)
                outcomes = _collect(pool, tasks, args.progress, f"{a}:{b} {seats} seats")
                wins = sum(o.share for o in outcomes)
                low, high = wilson(wins, len(outcomes))
                target = target_of(args.game, a, b, size)
                rows.append({
                    "a": a, "b": b, "seats": seats, "size": size, "games": len(outcomes),
                    "wins": wins, "share": wins / len(outcomes), "low": low, "high": high,
                    "capped": sum(o.capped for o in outcomes), "target": target,
                    "beats": None if target is None else low > target,
                })
                for o in outcomes:
                    for level, times in o.times.items():
                        speed.setdefault(level, []).extend(times)
                print(_row_text(args.game, rows[-1]), flush=True)
    speed_rows = {level: _speed(times) for level, times in sorted(speed.items())}
    _print(args, options, rows, speed_rows, time.monotonic() - started)
    out = args.out or RESULTS / f"ai_strength-{args.game}-{time.strftime('%Y%m%d-%H%M%S')}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({
        "game": args.game, "options": options, "games": args.games, "seed": args.seed,
        "settings": {level: asdict(ai.level(level)) for level in LEVELS},
        "jobs": args.jobs, "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                                       "load": os.getloadavg()},
        "matchups": rows, "speed": speed_rows,
    }, indent=2))
    print(f"\nwritten to {out}")
    return 0


def _collect(pool: Any, tasks: list[Task], every: int, name: str) -> list[Outcome]:
    """The outcomes in the tasks' order (so a run's result does not depend on ``every``);
    a long run says how it goes on the way."""
    outcomes: list[Outcome] = []
    for outcome in pool.imap(run_task, tasks, chunksize=1):
        outcomes.append(outcome)
        n = len(outcomes)
        if every and (n % every == 0 or n == len(tasks)):
            wins = sum(o.share for o in outcomes)
            low, high = wilson(wins, n)
            print(f"  {name}: {n}/{len(tasks)} games, win share {wins / n:.1%} "
                  f"[{low:.1%}, {high:.1%}]", file=sys.stderr, flush=True)
    return outcomes


def _speed(times: list[float]) -> dict[str, float]:
    return {"decisions": len(times), "p50": statistics.median(times) if times else 0.0,
            "p95": percentile(times, 95) if times else 0.0, "max": max(times, default=0.0)}


def _row_text(game: str, r: dict) -> str:
    verdict = "-" if r["target"] is None else ("beats" if r["beats"] else "MISSES")
    target = "" if r["target"] is None else f"> {r['target']:.0%}"
    capped = f"  ({r['capped']} cut at the move cap)" if r["capped"] else ""
    return (f"{game:9} {r['a']:>8} vs {r['b']:<8} {r['size']:>5} ({r['seats']} seats) "
            f"{r['games']:5} games  win share {r['share']:6.1%}  95% [{r['low']:5.1%}, "
            f"{r['high']:5.1%}]  target {target:6} {verdict}{capped}")


def _print(args, options, rows, speed_rows, seconds: float) -> None:
    print(f"\n{args.game} {options or ''}: {args.games} games per row, seats rotated; a win "
          f"shared by k seats counts 1/k ({seconds / 60:.1f} min, {args.jobs} jobs)")
    for r in rows:
        print("  " + _row_text(args.game, r))
    print("\nCPU per real decision (more than one choice open):")
    for level, s in speed_rows.items():
        bars = SPEED.get(level, ())
        verdict = " ".join(f"{stat} ≤ {limit * 1000:g} ms: "
                           f"{'ok' if s[stat] <= limit else 'OVER'}" for stat, limit in bars)
        print(f"  {level:>8}: {s['decisions']:7} decisions  p50 {s['p50'] * 1000:8.2f} ms  "
              f"p95 {s['p95'] * 1000:8.2f} ms  max {s['max'] * 1000:8.2f} ms  {verdict}")


if __name__ == "__main__":
    raise SystemExit(main())
