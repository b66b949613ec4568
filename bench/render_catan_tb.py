"""Traders & Barbarians board render benchmark: ``python -m bench.render_catan_tb``.

Plays seeded Traders & Barbarians games with the real engine (a greedy driver that builds,
upgrades its baggage train and drives its wagon towards the plaza its good goes to, so wagons,
goods, gold and barbarians move like in real games) and times ``render_board`` (render + PNG
encode) on mid-game public views of 4 players with long names, in Polish, over distinct
layouts in rotation (``bench.render_catan.measure``: first render of a layout, rotation,
a few cached layouts). Also times a wagon's private destination step (zoomed, every
reachable intersection labelled with its cost) and a T&B hand. ``main()`` returns the
numbers; the target is a median of at most 20 ms for the board.

The driver (``play``, ``mid_game``, ``moving``) is also used by tests/test_catan_tb_render.py.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import deque
from typing import Any

import cogs.catan  # noqa: F401 - its GameKind registers the words its renderer draws
from bench.render_catan import SEATS, _discard, _report, measure
from games.catan import ENGINE
from games.catan.traders import board as tb
from table.i18n import use_locale

OPTIONS = {"variant": tb.VARIANT}
LAYOUTS = 40
RENDERS = 200
PREFERENCE: tuple[tuple[str, float], ...] = (
    ("build_city", 1.0),
    ("build_settlement", 1.0),
    ("upgrade_baggage", 0.8),
    ("buy_dev", 0.5),
    ("play_knight", 0.4),
    ("play_road_building", 0.8),
    ("build_road", 0.5),
    ("buy_with_gold", 0.3),
    ("maritime_trade", 0.2),
    ("roll", 1.0),
    ("move_barbarian", 1.0),
    ("keep_barbarian", 1.0),
    ("steal", 1.0),
    ("skip_steal", 1.0),
    ("drive_off", 0.5),
    ("play_swift_journey", 0.5),
    ("boost_wagon", 0.3),
)


def _distances(target: int) -> dict[int, int]:
    """Steps from every intersection to ``target`` (sea corners and paths left out)."""
    geo = tb.GEOMETRY
    dist = {target: 0}
    todo = deque([target])
    while todo:
        n = todo.popleft()
        for e in geo.node_edges[n]:
            if e in tb.SEA_PATHS:
                continue
            for m in geo.edge_nodes[e]:
                if m not in dist:
                    dist[m] = dist[n] + 1
                    todo.append(m)
    return dist


DISTANCE = {name: _distances(plaza) for name, plaza in tb.PLAZA.items()}


def _wagon_move(state: dict[str, Any], player: int,
                moves: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The move that gets closest to where the wagon's good goes (any plaza when empty);
    None if none gets closer."""
    good = state["carrying"][player]
    targets = [tb.DELIVER_TO[good]] if good else list(tb.PLAZA)
    here = state["wagons"][player]

    def distance(node: int) -> int:
        return min(DISTANCE[t].get(node, 99) for t in targets)

    best = min(moves, key=lambda a: (distance(a["to"]), len(a["route"])))
    return best if distance(best["to"]) < distance(here) else None


def choose(state: dict[str, Any], player: int, rnd: random.Random) -> dict[str, Any]:
    """A legal action for ``player``: builds first, then the wagon, else end the turn."""
    by_type: dict[str, list[dict[str, Any]]] = {}
    for a in ENGINE.legal_actions(state, player):
        if a["type"] == "discard" and a.get("template"):
            return _discard(state, player, a["count"])
        if not a.get("template") and a["type"] != "resign":
            by_type.setdefault(a["type"], []).append(a)
    moving = state["movement"]["moving"]
    for kind, keen in PREFERENCE:
        if kind in by_type and rnd.random() < keen:
            return rnd.choice(by_type[kind])
        if kind == "roll" and "move_wagon" in by_type and not moving and rnd.random() < 0.5:
            break  # sometimes move before building everything
    if "move_wagon" in by_type:
        move = _wagon_move(state, player, by_type["move_wagon"])
        if move is not None:
            return move
    if "end_turn" in by_type:
        return by_type["end_turn"][0]
    return rnd.choice([a for acts in by_type.values() for a in acts])


def play(seed: int, players: int = 4, max_actions: int = 10_000, until: Any = None
         ) -> dict[str, Any]:
    """Play a seeded T&B game until it ends, ``until(state)`` is true or the action limit."""
    rnd = random.Random(seed)
    state = ENGINE.new(players, seed, OPTIONS)
    for _ in range(max_actions):
        if until is not None and until(state):
            break
        to_act = ENGINE.to_act(state)
        if not to_act:
            break
        player = to_act[0]
        state, _ = ENGINE.apply(state, player, choose(state, player, rnd))
    return state


def mid_game(seed: int, players: int = 4, delivered: int = 3) -> dict[str, Any]:
    """A main-phase state once ``delivered`` goods have been delivered in all (or the end)."""
    return play(seed, players, until=lambda s: sum(s["delivered"]) >= delivered
                and s["phase"] == "main")


def moving(seed: int, players: int = 4) -> dict[str, Any]:
    """A mid-game state where the player to act may move their wagon (reach not empty)."""
    return play(seed, players, until=lambda s: sum(s["delivered"]) >= 2 and s["phase"] == "main"
                and bool(ENGINE.traders.reach(s, s["turn"])))


def reach_highlight(view: dict[str, Any]) -> dict[str, Any]:
    """The highlight the UI passes for the wagon's destination step (cheapest per node)."""
    cost: dict[str, list[int]] = {}
    for r in view["traders"]["reach"]:
        key = str(r["node"])
        if key not in cost or (r["mp"], r["gold"]) < tuple(cost[key]):
            cost[key] = [r["mp"], r["gold"]]
    return {"highlight": {"nodes": [int(k) for k in cost], "reach": cost}, "zoom": True}


def main(renders: int = RENDERS, layouts: int = LAYOUTS, locale: str = "pl") -> dict[str, float]:
    from render.catan import LAYERS, STEP_SIZE, WIDTH, render_board, render_hand

    states: list[dict[str, Any]] = []
    seed = 0
    while len(states) < layouts:
        state = mid_game(seed)
        seed += 1
        if state["phase"] == "main":
            states.append(state)
    views = [ENGINE.view(s, None) for s in states]
    distinct = len({tuple(v["board"]["terrain"]) for v in views})
    out: dict[str, float] = {"layouts": distinct, "renders": renders}
    with use_locale(locale):
        out.update(measure(render_board, views, renders))
        out["layer_cache_mb"] = LAYERS.used()[0] / 2**20
        steps = []
        for i in range(12):
            v = ENGINE.view(moving(1000 + i), None)
            if v["traders"]["reach"]:
                t = time.perf_counter()
                render_board(v, SEATS, **reach_highlight(v))
                steps.append((time.perf_counter() - t) * 1000)
        out["step_ms"] = statistics.median(steps) if steps else 0.0
        hands = []
        for s in states[:20]:
            t = time.perf_counter()
            hand = render_hand(ENGINE.view(s, s["turn"]), SEATS, s["turn"])
            hands.append((time.perf_counter() - t) * 1000)
        out.update(hand_ms=statistics.median(hands), hand_kb=len(hand) / 1024)
    _report(f"Traders & Barbarians board render + encode ({WIDTH} px wide), {renders} renders "
            f"of mid-game states, 4 players with long names, '{locale}':", out, distinct)
    print(f"  layer cache holds {out['layer_cache_mb']:.1f} MB")
    print(f"  wagon destinations (zoomed, {STEP_SIZE[0]}x{STEP_SIZE[1]}, costs labelled): "
          f"median {out['step_ms']:.1f} ms over {len(steps)} states")
    print(f"  hand image: median {out['hand_ms']:.1f} ms, {out['hand_kb']:.0f} KB")
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m bench.render_catan_tb", description=__doc__)
    parser.add_argument("--renders", type=int, default=RENDERS)
    parser.add_argument("--layouts", type=int, default=LAYOUTS)
    args = parser.parse_args()
    main(args.renders, args.layouts)
