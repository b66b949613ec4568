"""Traders & Barbarians in the evaluation: wagons, goods, gold, the baggage train, tolls.

A carried good is worth its coming point and gold, discounted by the turns its wagon needs to
reach the plaza that takes it (the cheapest route in movement points: roads, tolls and
barbarians priced as the rules price them); an empty wagon the same for the nearest plaza
with goods left. Gold buys resources (2 a card), the baggage train's levels move wagons
farther and pay more per delivery, and roads on the ways into the plazas earn tolls."""

from __future__ import annotations

import heapq
from typing import Any

from games.catan.traders.baggage import LEVELS
from games.catan.traders.board import DELIVER_TO, PLAZA, PLAZA_TRADE, TABLES
from games.catan.traders.engine import DEV_NAMES, WIN_POINTS
from games.catan.traders.wagon import EDGE_AT

State = dict[str, Any]
GOLD = 0.07  # a gold coin (two buy a resource card)
GOOD = 0.85  # a good on its way: most of its point
TURN_DISCOUNT = 0.78
_SPOKE_NODES = frozenset(n for plaza in PLAZA.values() for n in TABLES.node_nodes[plaza])
_CACHE: dict[tuple, tuple] = {}

__all__ = ["DEV_NAMES", "EDGE_AT", "WIN_POINTS", "to_plaza", "value"]


def to_plaza(state: State, p: int, plaza: int) -> dict[int, float]:
    """The movement points p's wagon needs from every node to reach ``plaza`` (a toll
    counts as half a point more; plazas end a movement, so none is passed through; steps
    cost the same both ways). Cached by the roads and barbarians (not by the wagon's place,
    which moves far more often)."""
    roads, bars = state["road_owner"], state["barbarians"]
    key = (id(roads), tuple(bars), p, plaza, tuple(state["players"]))
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is roads:
        return hit[1]
    out = _dijkstra(state, p, plaza)
    if len(_CACHE) > 4096:
        _CACHE.clear()
    _CACHE[key] = (roads, out)
    return out


# Per node: (edge, neighbour) along the open paths.
_STEPS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((e, TABLES.edge_nodes[e][1] if TABLES.edge_nodes[e][0] == x else TABLES.edge_nodes[e][0])
          for e in TABLES.node_edges[x] if TABLES.edge_open[e])
    for x in range(TABLES.num_nodes))


def _dijkstra(state: State, p: int, start: int) -> dict[int, float]:
    roads, bars = state["road_owner"], set(state["barbarians"])
    players = state["players"]
    cost_of: dict[int, float] = {}
    dist = {start: 0.0}
    heap = [(0.0, start)]
    while heap:
        d, x = heapq.heappop(heap)
        if d > dist[x] or (x != start and x in PLAZA_TRADE):
            continue
        for e, y in _STEPS[x]:
            cost = cost_of.get(e)
            if cost is None:
                owner = roads[e]
                if owner == -1:
                    cost = 2.0
                elif owner == p or players[owner] != "active":
                    cost = 1.0
                else:
                    cost = 1.5
                if e in bars:
                    cost += 2.0
                cost_of[e] = cost
            nd = d + cost
            if nd < dist.get(y, 1e9):
                dist[y] = nd
                heapq.heappush(heap, (nd, y))
    return dist


def value(state: State, p: int, h: float) -> float:
    """Seat p's Traders & Barbarians extras, in victory-point equivalents."""
    level = state["baggage"][p]
    gold = state["gold"][p]
    out = GOLD * min(gold, 12) + 0.5 * GOLD * max(0, gold - 12)
    out += 0.28 * h * (level - 1)
    if state["wagons"][p] < 0:
        return out
    mp = LEVELS[level].mp
    at = state["wagons"][p]
    good = state["carrying"][p]
    if good is not None:
        to = PLAZA[DELIVER_TO[good]]
        turns = max(1.0, to_plaza(state, p, to).get(at, 40.0) / mp)
        worth = 1.0 + GOLD * LEVELS[level].gold
        out += GOOD * worth * TURN_DISCOUNT ** (turns - 1)
    else:
        best = 0.0
        for name, plaza in PLAZA.items():
            if state["stacks"][name] and plaza != at:
                turns = max(1.0, to_plaza(state, p, plaza).get(at, 40.0) / mp)
                best = max(best, 0.55 * TURN_DISCOUNT ** (turns - 1))
        out += best
    roads = state["road_owner"]
    tolls = 0
    for e in state["roads_of"][p]:
        a, b = TABLES.edge_nodes[e]
        if a in _SPOKE_NODES or b in _SPOKE_NODES or a in PLAZA_TRADE or b in PLAZA_TRADE:
            tolls += 1
    out += 0.06 * h * min(tolls, 6) if roads else 0.0
    return out
