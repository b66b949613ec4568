"""Caravane board render benchmark: ``python -m bench.render_caravane [--renders N]
[--before REV]``.

Plays seeded random four-driver games with the real engine, stops them mid-race (stage 2,
round 3 or later: a folded stage 1, lanes with traced moves, a reveal), and times
``render_board`` (draw + PNG encode) over them in rotation, with long names in several
scripts and the board's language cycling through every catalogue. Prints the median and
p90 and the PNG sizes; ``main()`` returns them as a dict.

``--before REV`` also times the renderer as it was at git revision REV (read with
``git show REV:render/caravane.py`` into a temporary module) on the same states, for a
before/after comparison without touching the working tree.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import cogs.caravane  # noqa: F401 - its GameKind registers the words its renderer draws
from bench import baseline
from games.caravane import ENGINE
from render.caravane import render_board
from render.common import SeatInfo
from table.i18n import LOCALES, use_locale

ROOT = Path(__file__).resolve().parents[1]
SEATS = [
    SeatInfo("Łucja Wróblewska-Żółtowska", "red"),
    SeatInfo("🐉 Drako, Lord of the Dunes", "blue"),
    SeatInfo("Дмитрий Александрович", "orange"),
    SeatInfo("陈伟 · Bořivoj Přemyslovský", "green"),
]


def mid_race(seed: int, variant: str) -> dict[str, Any]:
    """A seeded random four-driver game stopped in stage 2 at round 3 or later."""
    rng = random.Random(seed)
    state = ENGINE.new(4, seed, {"variant": variant})
    while not ENGINE.is_over(state):
        if state["stage"] == 2 and state["round"] >= 3 and state["last_reveal"] \
                and state["last_reveal"]["stage"] == 2:
            break
        seat = rng.choice(ENGINE.to_act(state))
        legal = [a for a in ENGINE.legal_actions(state, seat) if a["type"] != "resign"]
        action = rng.choice(legal)
        if action["type"] == "setup":
            action = {"type": "setup", "tiers": [18, 22, 20], "bags": [1, 2, 3]}
        elif action.get("template"):
            action = {"type": action["type"], "amount": rng.randint(0, action["amount_max"])}
        state, _ = ENGINE.apply(state, seat, action)
    return state


def views(count: int = 8) -> list[dict[str, Any]]:
    return [ENGINE.view(mid_race(seed, ("champions", "standard")[seed % 2]), None)
            for seed in range(count)]


def old_renderer(rev: str) -> Callable[..., bytes]:
    """``render_board`` as it was at ``rev``, run in a worktree of that revision."""
    return baseline.old_renderer(rev, "render.caravane")



def measure(render: Callable[..., bytes], states: list[dict[str, Any]], renders: int
            ) -> dict[str, float]:
    # One warm-up pass: fonts, text masks, the palette and the layers, as a running bot has.
    for k, view in enumerate(states):
        with use_locale(LOCALES[k % len(LOCALES)]):
            render(view, SEATS)
    times: list[float] = []
    sizes: list[int] = []
    for k in range(renders):
        view = states[k % len(states)]
        with use_locale(LOCALES[(k // len(states)) % len(LOCALES)]):
            start = time.perf_counter()
            png = render(view, SEATS)
            times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(png))
    times.sort()
    return {"median_ms": round(statistics.median(times), 2),
            "p90_ms": round(times[int(len(times) * 0.9)], 2),
            "png_kb_median": round(statistics.median(sizes) / 1024, 1),
            "png_kb_max": round(max(sizes) / 1024, 1),
            "renders": renders}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--renders", type=int, default=400)
    parser.add_argument("--before", metavar="REV", help="also time render/caravane.py at REV")
    args = parser.parse_args(argv)
    states = views()
    out: dict[str, Any] = {"states": len(states), "locales": len(LOCALES)}
    if args.before:
        out["before"] = measure(old_renderer(args.before), states, args.renders)
        print(f"before ({args.before}): {out['before']}")
    out["after"] = measure(render_board, states, args.renders)
    print(f"after: {out['after']}")
    return out


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
