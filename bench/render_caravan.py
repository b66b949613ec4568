"""Caravan board render benchmark: ``python -m bench.render_caravan [--renders N] [--before REV]``.

Plays seeded 4-player games with the engine tests' progress-biased driver (they deliver,
steal and fill the board like real games), keeps mid-game public views (turns ~25-50), and
times ``render_board`` — drawing plus PNG encoding, what a worker process does per board —
over at least 200 renders, cycling through the views, the five languages and seats with long
names in several scripts (Latin with diacritics, Cyrillic, CJK, emoji). Prints median and p90
and returns them in a dict. The first render of the process (fonts, sprites, the palette) is
reported separately: a worker pays it once.

``--before REV`` also times the renderer as it was at git revision REV (loaded from
``git show REV:render/caravan.py`` into a throwaway module), on the same views.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

import cogs.caravan  # noqa: F401 - its GameKind registers the words its renderer draws
from bench import baseline
from games.caravan import ENGINE
from games.caravan.playout import choose
from games.rng import Rng
from render.common import SeatInfo
from table.i18n import LOCALES, use_locale

ROOT = Path(__file__).resolve().parents[1]
SEATS = [
    SeatInfo("Zdeněk Šťastný-Łukasiewicz the Magnificent", "red"),
    SeatInfo("Дмитрий Александрович Соколов", "blue"),
    SeatInfo("🐉 Drako 陈伟 of the Silk Road", "orange"),
    SeatInfo("Françoise Müller-Lüdenscheidt", "green"),
]


def mid_game_views(count: int = 12) -> list[dict[str, Any]]:
    """Public views of seeded 4-player games, 100-200 actions in (turns ~25-50)."""
    views = []
    for seed in range(count):
        rng = Rng(seed)
        state = ENGINE.new(4, seed, {"length": "full"})
        for _ in range(100 + (seed * 37) % 100):
            if state["over"]:
                break
            seat = state["current"]
            state, _ = ENGINE.apply(state, seat,
                                    choose(ENGINE.view(state, seat),
                                           ENGINE.legal_actions(state, seat), rng))
        views.append(ENGINE.view(state, None))
    return views


def _old_renderer(rev: str) -> Callable[..., bytes]:
    """``render_board`` as it was at ``rev``, run in a worktree of that revision."""
    return baseline.old_renderer(rev, "render.caravan")



def _time(render: Callable[..., bytes], views: list[dict[str, Any]], renders: int
          ) -> dict[str, Any]:
    with use_locale("en"):
        start = time.perf_counter()
        first = render(views[0], SEATS)
        first_ms = (time.perf_counter() - start) * 1000
    times, sizes = [], []
    for i in range(renders):
        view = views[i % len(views)]
        with use_locale(LOCALES[i % len(LOCALES)]):
            start = time.perf_counter()
            png = render(view, SEATS)
            times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(png))
    times.sort()
    image = Image.open(io.BytesIO(first))
    return {
        "renders": renders,
        "size": f"{image.width}x{image.height}",
        "first_ms": round(first_ms, 1),
        "median_ms": round(statistics.median(times), 2),
        "p90_ms": round(times[int(0.9 * (len(times) - 1))], 2),
        "png_kb_median": round(statistics.median(sizes) / 1024, 1),
        "png_kb_max": round(max(sizes) / 1024, 1),
    }


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(prog="python -m bench.render_caravan", description=__doc__)
    parser.add_argument("--renders", type=int, default=240)
    parser.add_argument("--before", metavar="REV", help="also time render/caravan.py at REV")
    args = parser.parse_args(argv)
    from render.caravan import render_board

    views = mid_game_views()
    results = {"after": _time(render_board, views, max(args.renders, 200))}
    if args.before:
        results["before"] = _time(_old_renderer(args.before), views, max(args.renders, 200))
    for label, r in results.items():
        print(f"{label:>6}: {r['size']} px, render+encode median {r['median_ms']} ms, "
              f"p90 {r['p90_ms']} ms over {r['renders']} renders (first {r['first_ms']} ms); "
              f"PNG median {r['png_kb_median']} KB, max {r['png_kb_max']} KB")
    return results


if __name__ == "__main__":
    main(sys.argv[1:])
