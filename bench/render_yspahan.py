"""Yspahan city image render benchmark: ``python -m bench.render_yspahan [--renders N]``.

Plays seeded four-player games with the real engine (a random driver that prefers the rows'
actions, placing cubes and building, so the souks and the caravan fill up as in real games),
stops them mid-game (week 2, a player choosing a row), and times ``render_board`` (draw + PNG
encode) over them in rotation with the highlights the table sends at that step (the rows
the player may take; every few renders the Supervisor's stops and their preview instead),
long names in several scripts, and the board's language cycling through every catalogue.
Prints the median and p90 (wall clock, and the median CPU time of the process, which is
what a render costs when other work shares the cores) and the PNG sizes; ``main()``
returns them as a dict. The driver
(``play``) also builds the states of tests/test_yspahan_render.py.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import cogs.yspahan  # noqa: F401 - its GameKind registers the words its renderer draws
from games.yspahan.board import SQUARE_SHOPS, shop_souk
from games.yspahan.engine import ENGINE
from games.yspahan.players import keen_move
from render.common import SeatInfo
from render.yspahan import render_board
from table.i18n import LOCALES, use_locale

SEATS = [
    SeatInfo("Łucja Wróblewska-Żółtowska", "red"),
    SeatInfo("🐉 Drako, Lord of the Dunes", "blue"),
    SeatInfo("Дмитрий Александрович", "orange"),
    SeatInfo("陈伟 · Bořivoj Přemyslovský", "green"),
]
State = dict[str, Any]


def choose(state: State, seat: int, rnd: random.Random) -> dict[str, Any]:
    """The scripted driver's move (``keen_move``: rows, cubes and buildings favoured)."""
    return keen_move(ENGINE.legal_actions(state, seat), rnd)


def play(players: int, seed: int, until: Callable[[State], bool] | None = None,
         ruleset: str = "seed", max_actions: int = 5000) -> State:
    """A seeded game until ``until(state)`` holds or it ends."""
    rnd = random.Random(seed)
    state = ENGINE.new(players, seed, {"ruleset": ruleset})
    for _ in range(max_actions):
        if ENGINE.is_over(state) or (until is not None and until(state)):
            break
        seat = rnd.choice(ENGINE.to_act(state))
        state, _ = ENGINE.apply(state, seat, choose(state, seat, rnd))
    return state


def mid_game(state: State) -> bool:
    return state["week"] == 2 and state["day"] >= 3 and state["step"] == "act"


def highlights(state: State, supervisor: bool) -> dict[str, Any]:
    """What the table asks the image to outline while the current player picks a row, or
    (``supervisor``) the stops of one row and what each would hit."""
    view = ENGINE.view(state, None)
    seat = view["current"]
    legal = ENGINE.legal_actions(state, seat) if seat is not None else []
    moves = [a for a in legal if a["type"] == "move_supervisor"]
    if supervisor and moves:
        row = moves[0]["row"]
        squares = [a["to"] for a in moves if a["row"] == row]
        preview = {}
        for sq in squares:
            hit = [s for s in SQUARE_SHOPS[sq]
                   if view["souks"][shop_souk(s)[0]][shop_souk(s)[1]] is not None]
            if hit:
                preview[sq] = hit
        return {"squares": squares, "preview": preview}
    return {"rows": sorted({a["row"] for a in legal if "row" in a})}


def cases(count: int = 8) -> list[tuple[State, dict[str, Any]]]:
    out = []
    for seed in range(count):
        state = play(4, seed, mid_game, ("seed", "published")[seed % 2])
        out.append((state, highlights(state, supervisor=seed % 3 == 0)))
    return out


def measure(renders: int) -> dict[str, float]:
    states = [(ENGINE.view(state, None), kw) for state, kw in cases()]
    for k, (view, kw) in enumerate(states):  # warm-up: fonts, masks, palette, layers
        with use_locale(LOCALES[k % len(LOCALES)]):
            render_board(view, SEATS, **kw)
    times: list[float] = []
    cpu: list[float] = []
    sizes: list[int] = []
    for k in range(renders):
        view, kw = states[k % len(states)]
        with use_locale(LOCALES[(k // len(states)) % len(LOCALES)]):
            start, start_cpu = time.perf_counter(), time.process_time()
            png = render_board(view, SEATS, **kw)
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
        sizes.append(len(png))
    times.sort()
    return {"median_ms": round(statistics.median(times), 2),
            "p90_ms": round(times[int(len(times) * 0.9)], 2),
            # CPU time of this process: what the render costs when the cores are shared
            "cpu_median_ms": round(statistics.median(cpu), 2),
            "png_kb_median": round(statistics.median(sizes) / 1024, 1),
            "png_kb_max": round(max(sizes) / 1024, 1),
            "renders": renders, "states": len(states), "locales": len(LOCALES)}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--renders", type=int, default=400)
    args = parser.parse_args(argv)
    out = measure(max(args.renders, 1))
    print(f"yspahan render+encode: {out}")
    return out


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
