"""Catan board render benchmark: ``python -m bench.catan_render``.

Plays seeded random games with the real engine (a greedy-random driver that prefers building,
so boards fill up like real games), then times ``render_board`` (render + PNG encode) on
mid-game public views and reports median / p99 and PNG sizes. The driver is also used by
tests/test_catan_render.py to build realistic states.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from games.catan.board import RESOURCES
from games.catan.engine import CatanEngine
from render.catan import render_board, render_hand
from render.common import SeatInfo

ENGINE = CatanEngine()
SEATS = [
    SeatInfo("Zuzanna Wójcików-Ślęczka", "red"),
    SeatInfo("Jürgen Bäcker-Müller", "blue"),
    SeatInfo("Čeněk Łukasiewicz", "white"),
    SeatInfo("Åsa Nyström-Ærø", "orange"),
]
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


def main(renders: int = 200) -> None:
    # 8 games (layouts; fewer than the static-layer cache holds) at 3 stages each.
    states = [mid_game(seed, building_vp=vp) for seed in range(8) for vp in (10, 14, 18)]
    views = [ENGINE.view(s, None) for s in states]
    cold = []
    for v in views[::3]:  # the first render of each layout builds its cached static layer
        t = time.perf_counter()
        render_board(v, SEATS)
        cold.append((time.perf_counter() - t) * 1000)
    times, cpu, sizes = [], [], []
    for i in range(renders):
        v = views[i % len(views)]
        t, c = time.perf_counter(), time.process_time()
        png = render_board(v, SEATS)
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
        sizes.append(len(png))
    hl_view = views[0]
    choices = hl_view["choices"]
    hl = {"nodes": choices["nodes"], "edges": choices["edges"], "hexes": list(range(19))}
    hl_size = len(render_board(hl_view, SEATS, hl))
    p = states[0]["turn"]
    t = time.perf_counter()
    hand = render_hand(ENGINE.view(states[0], p), SEATS, p)
    hand_ms = (time.perf_counter() - t) * 1000
    print(
        f"board render+encode, {renders} renders of {len(views)} mid-game states (4 players, 8 layouts):"
    )
    print(
        f"  wall: median {statistics.median(times):.1f} ms   p99 {_percentile(times, 0.99):.1f} ms"
    )
    # CPU time is what the render costs when the machine is shared (wall includes waiting).
    print(f"  cpu:  median {statistics.median(cpu):.1f} ms   p99 {_percentile(cpu, 0.99):.1f} ms")
    print(
        f"  first render of a layout (static layer built): median {statistics.median(cold):.1f} ms"
    )
    print(
        f"  PNG size median {statistics.median(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB"
    )
    print(f"  with every hex highlighted: {hl_size / 1024:.0f} KB")
    print(f"hand image: {hand_ms:.1f} ms, {len(hand) / 1024:.0f} KB")


if __name__ == "__main__":
    main()
