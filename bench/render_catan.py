"""Catan board render benchmark: ``python -m bench.render_catan [--before REV]``.

Plays seeded random games with the real engine (a greedy-random driver that prefers building,
so boards fill up like real games) and times ``render_board`` (render + PNG encode) on
mid-game public views of 4 players with long names, in Polish (long words), over 100
distinct layouts in rotation — more than any static-layer cache holds, so a layout's first
render in a while is part of the measure. Reports median / p90, the first render of a layout
(the static layer composed), the growth of the process's RSS over the rotation, PNG sizes,
a private step's zoomed image and a hand image. ``main()`` returns the numbers.

``--before REV`` also times the renderer as it was at git revision REV (its render/catan*.py
loaded from git into a temporary package), on the same states, in the same process: a fair
before/after on a shared machine.

The driver (``play``, ``mid_game``, ``ENGINE``, ``SEATS``) is also used by
tests/test_catan_render.py to build realistic states.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import cogs.catan  # noqa: F401 - its GameKind registers the words its renderer draws
from bench import baseline
from games.catan.board import RESOURCES
from games.catan.engine import CatanEngine
from render.common import SeatInfo
from table.i18n import use_locale

ENGINE = CatanEngine()
SEATS = [
    SeatInfo("Zuzanna Wójcików-Ślęczka", "red"),
    SeatInfo("Jürgen Bäcker-Müller", "blue"),
    SeatInfo("Čeněk Łukasiewicz", "white"),
    SeatInfo("Åsa Nyström-Ærø", "orange"),
]
ROOT = Path(__file__).resolve().parents[1]
LAYOUTS = 100
RENDERS = 300
# How keen the driver is on each kind of action (checked in this order).
PREFERENCE: tuple[tuple[str, float], ...] = (
    ("build_city", 1.0),
    ("build_settlement", 1.0),
    ("buy_dev", 0.7),
    ("play_knight", 0.5),
    ("play_monopoly", 0.5),
    ("play_year_of_plenty", 0.8),
    ("play_road_building", 0.8),
    ("build_road", 0.5),
    ("maritime_trade", 0.3),
    ("roll", 1.0),
)


def _discard(state: dict[str, Any], player: int, count: int) -> dict[str, Any]:
    """Discard the most plentiful cards first (a concrete action for the template)."""
    hand = dict(zip(RESOURCES, state["res"][player], strict=True))
    cards: dict[str, int] = {}
    for _ in range(count):
        r = max(hand, key=lambda k: hand[k])
        hand[r] -= 1
        cards[r] = cards.get(r, 0) + 1
    return {"type": "discard", "cards": cards}


def choose(state: dict[str, Any], player: int, rnd: random.Random) -> dict[str, Any]:
    """A legal action for ``player``: builds first, otherwise roll / end the turn."""
    by_type: dict[str, list[dict[str, Any]]] = {}
    for a in ENGINE.legal_actions(state, player):
        if a["type"] == "discard" and a.get("template"):
            return _discard(state, player, a["count"])
        if not a.get("template") and a["type"] != "resign":
            by_type.setdefault(a["type"], []).append(a)
    for kind, keen in PREFERENCE:
        if kind in by_type and rnd.random() < keen:
            return rnd.choice(by_type[kind])
    if "end_turn" in by_type:
        return by_type["end_turn"][0]
    return rnd.choice([a for acts in by_type.values() for a in acts])


def play(
    seed: int, players: int = 4, max_actions: int = 10_000, until: Any = None
) -> dict[str, Any]:
    """Play a seeded game until it ends, ``until(state)`` is true or the action limit."""
    rnd = random.Random(seed)
    state = ENGINE.new(players, seed, {})
    for _ in range(max_actions):
        if until is not None and until(state):
            break
        to_act = ENGINE.to_act(state)
        if not to_act:
            break
        player = to_act[0]
        state, _ = ENGINE.apply(state, player, choose(state, player, rnd))
    return state


def mid_game(seed: int, players: int = 4, building_vp: int = 14) -> dict[str, Any]:
    """A main-phase state once the players' buildings are worth ``building_vp`` points in
    total (settlement 1, city 2), or the end of the game if it came first."""
    return play(
        seed, players, until=lambda s: sum(s["node_level"]) >= building_vp and s["phase"] == "main"
    )


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def _rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 2**20


def old_renderer(rev: str) -> Callable[..., bytes]:
    """``render_board`` as it was at ``rev``, run in a worktree of that revision (with that
    version's fonts, art and helpers)."""
    return baseline.old_renderer(rev, "render.catan")



def _time(render: Callable[..., bytes], views: list[dict[str, Any]], renders: int,
          **kwargs: Any) -> tuple[list[float], list[int]]:
    times, sizes = [], []
    for i in range(renders):
        t = time.perf_counter()
        png = render(views[i % len(views)], SEATS, **kwargs)
        times.append((time.perf_counter() - t) * 1000)
        sizes.append(len(png))
    return times, sizes


def measure(render: Callable[..., bytes], views: list[dict[str, Any]], renders: int,
            cached: int = 8) -> dict[str, float]:
    """One renderer: its first render of each layout, ``renders`` renders rotating through
    all the layouts (the process's RSS growth over them), then through only ``cached``
    layouts (what a cache of a few layers serves)."""
    render(views[0], SEATS)  # fonts, sprites, the palette: once per process
    gc.collect()
    rss0 = _rss_mb()
    first, _ = _time(render, views, len(views))
    times, sizes = _time(render, views, renders)
    gc.collect()
    rss = _rss_mb() - rss0
    few = views[:cached]
    _time(render, few, len(few))
    hot, _ = _time(render, few, renders)
    return {
        "median_ms": statistics.median(times), "p90_ms": _percentile(times, 0.9),
        "first_render_ms": statistics.median(first), "rss_growth_mb": rss,
        "cached_median_ms": statistics.median(hot), "cached_p90_ms": _percentile(hot, 0.9),
        "png_kb": statistics.median(sizes) / 1024, "png_max_kb": max(sizes) / 1024,
    }


def _report(title: str, r: dict[str, float], layouts: int) -> None:
    print(title)
    print(f"  {layouts} layouts in rotation: median {r['median_ms']:.1f} ms   "
          f"p90 {r['p90_ms']:.1f} ms   (a layout's first render: median "
          f"{r['first_render_ms']:.1f} ms); RSS growth {r['rss_growth_mb']:.1f} MB")
    print(f"  8 layouts (cached): median {r['cached_median_ms']:.1f} ms   "
          f"p90 {r['cached_p90_ms']:.1f} ms")
    print(f"  PNG median {r['png_kb']:.0f} KB, max {r['png_max_kb']:.0f} KB")


def main(renders: int = RENDERS, layouts: int = LAYOUTS, before: str | None = None,
         locale: str = "pl") -> dict[str, float]:
    from render.catan import LAYERS, STEP_SIZE, WIDTH, render_board, render_hand

    states: list[dict[str, Any]] = []
    seed = 0
    while len(states) < layouts:  # games that ended before the mark are not mid-game
        state = mid_game(seed)
        seed += 1
        if state["phase"] == "main":
            states.append(state)
    views = [ENGINE.view(s, None) for s in states]
    distinct = len({tuple(v["board"]["terrain"]) + tuple(v["board"]["numbers"]) for v in views})
    out: dict[str, float] = {"layouts": distinct, "renders": renders}
    with use_locale(locale):
        out.update(measure(render_board, views, renders))
        out["layer_cache_mb"] = LAYERS.used()[0] / 2**20
        steps = []
        for v in views[:20]:  # a builder's private step: their settlement spots, zoomed
            spots = v["choices"].get("cities") or v["choices"].get("nodes")
            if spots:
                t = time.perf_counter()
                render_board(v, SEATS, highlight={"nodes": spots}, zoom=True)
                steps.append((time.perf_counter() - t) * 1000)
        out["step_ms"] = statistics.median(steps) if steps else 0.0
        p = states[0]["turn"]
        render_hand(ENGINE.view(states[0], p), SEATS, p)
        hands = []
        for s in states[:20]:
            t = time.perf_counter()
            hand = render_hand(ENGINE.view(s, s["turn"]), SEATS, s["turn"])
            hands.append((time.perf_counter() - t) * 1000)
        out.update(hand_ms=statistics.median(hands), hand_kb=len(hand) / 1024)
        if before:
            old = measure(old_renderer(before), views, renders)
            out.update({f"before_{k}": v for k, v in old.items()})
    _report(f"Catan board render + encode ({WIDTH} px wide), {renders} renders of mid-game "
            f"states, 4 players with long names, '{locale}':", out, distinct)
    print(f"  layer cache holds {out['layer_cache_mb']:.1f} MB")
    print(f"  private step (zoomed crop, {STEP_SIZE[0]}x{STEP_SIZE[1]}): median "
          f"{out['step_ms']:.1f} ms")
    print(f"  hand image: median {out['hand_ms']:.1f} ms, {out['hand_kb']:.0f} KB")
    if before:
        _report(f"before ({before}):", {k[7:]: v for k, v in out.items()
                                        if k.startswith("before_")}, distinct)
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m bench.render_catan", description=__doc__)
    parser.add_argument("--before", metavar="REV", help="also time the renderer at git REV")
    parser.add_argument("--renders", type=int, default=RENDERS)
    parser.add_argument("--layouts", type=int, default=LAYOUTS)
    args = parser.parse_args()
    main(args.renders, args.layouts, args.before)
