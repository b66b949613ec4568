"""Run every benchmark that exists (``make bench``): ``python -m bench.run_all [--only NAME]``.

Each benchmark runs as its own ``python -m bench.<name>`` subprocess, so one that is missing,
crashes or lacks an optional dependency (catanatron) is reported and the others still run.
The exit status is non-zero if any benchmark that exists failed.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent
ROOT = BENCH_DIR.parent
# In this order; a name whose bench/<name>.py does not exist yet is skipped.
BENCHMARKS: tuple[str, ...] = ("action_latency", "catan_speed", "render_catan",
                                "render_catan_tb", "render_caravan", "render_caravane",
                                "render_yspahan", "text_speed", "log_replay", "channel_noise", "load",
                                "backends")


def available(names: tuple[str, ...] = BENCHMARKS) -> list[str]:
    return [name for name in names if (BENCH_DIR / f"{name}.py").is_file()]


def run_one(name: str) -> tuple[int, float]:
    """Run one benchmark with its output going straight to ours; (exit code, seconds)."""
    started = time.monotonic()
    try:
        code = subprocess.call([sys.executable, "-m", f"bench.{name}"], cwd=ROOT)
    except OSError as exc:
        print(f"could not start bench.{name}: {exc}", file=sys.stderr)
        code = -1
    return code, time.monotonic() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.run_all", description=__doc__)
    parser.add_argument("--only", action="append", metavar="NAME", choices=BENCHMARKS,
                        help="run only this benchmark (repeatable)")
    args = parser.parse_args(argv)
    names = available(tuple(args.only) if args.only else BENCHMARKS)
    missing = [n for n in (args.only or BENCHMARKS) if n not in names]
    outcomes: list[tuple[str, int, float]] = []
    for name in names:
        print(f"\n=== bench.{name} ===", flush=True)
        code, seconds = run_one(name)
        outcomes.append((name, code, seconds))
    print("\n=== summary ===")
    for name, code, seconds in outcomes:
        status = "ok" if code == 0 else f"FAILED (exit {code})"
        print(f"  bench.{name:<16} {status:<18} {seconds:6.1f} s")
    for name in missing:
        print(f"  bench.{name:<16} not present, skipped")
    return 1 if any(code != 0 for _, code, _ in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
