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
_CACHE: dict[tuple, dict[int, float]] = {}

__all__ = ["DEV_NAMES", "EDGE_AT", "WIN_POINTS", "distances", "value"]


def distances(state: State, p: int, start: int | None = None) -> dict[int, float]:
    """Movement points for p's wagon from ``start`` (its own place by default) to every node
    (a toll counts as half a point more; plazas end a movement, so none is passed
    through). Steps cost the same both ways, so from a plaza it is the cost to reach it."""
    if start is None:
        start = state["wagons"][p]
    roads, bars = state["road_owner"], state["barbarians"]
    key = (id(roads), tuple(bars), start, p)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    dist = {start: 0.0}
    heap = [(0.0, start)]
    node_edges, edge_nodes, edge_open = TABLES.node_edges, TABLES.edge_nodes, TABLES.edge_open
    players = state["players"]
    while heap:
        d, x = heapq.heappop(heap)
        if d > dist.get(x, 1e9) or (x in PLAZA_TRADE and x != start):
            continue
        for e in node_edges[x]:
            if not edge_open[e]:
                continue
            owner = roads[e]
            if owner == -1:
                cost = 2.0
            elif owner == p or players[owner] != "active":
                cost = 1.0
            else:
                cost = 1.5
            if e in bars:
                cost += 2.0
            a, b = edge_nodes[e]
            y = b if a == x else a
            nd = d + cost
            if nd < dist.get(y, 1e9):
                dist[y] = nd
                heapq.heappush(heap, (nd, y))
    if len(_CACHE) > 4096:
        _CACHE.clear()
    _CACHE[key] = dist
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
    dist = distances(state, p)
    good = state["carrying"][p]
    if good is not None:
        to = PLAZA[DELIVER_TO[good]]
        turns = max(1.0, dist.get(to, 40.0) / mp)
        worth = 1.0 + GOLD * LEVELS[level].gold
        out += GOOD * worth * TURN_DISCOUNT ** (turns - 1)
    else:
        best = 0.0
        for name, plaza in PLAZA.items():
            if state["stacks"][name] and plaza != state["wagons"][p]:
                turns = max(1.0, dist.get(plaza, 40.0) / mp)
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
