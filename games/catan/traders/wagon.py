"""Traders & Barbarians: wagon movement — step costs, routes, and the routes offered.

A step along an open path costs 2 MP without a road, 1 MP on the mover's own road, 1 MP and
1 gold (paid to the owner) on another active player's road (a resigned player's road: 1 MP,
no toll — nobody collects it; *bot decision*), +2 MP with a barbarian on it. Sea paths are
closed. A route is the list of nodes stepped onto (the start is not in it); it may end on a
plaza but never pass through one. Per destination, the routes that are not dominated among
routes paying the same players are offered — one canonical route per distinct (set of toll
receivers, MP, gold) — and only those are accepted.
"""

from __future__ import annotations

from typing import Any

from games.base import RuleError

from .board import PLAZA_TRADE, TABLES

State = dict[str, Any]

EDGE_AT: dict[tuple[int, int], int] = {}
for _e, (_a, _b) in enumerate(TABLES.edge_nodes):
    if TABLES.edge_open[_e]:
        EDGE_AT[(_a, _b)] = EDGE_AT[(_b, _a)] = _e


def step_cost(state: State, p: int, edge: int) -> tuple[int, int, int]:
    """(MP, gold, who is paid or -1) for p's wagon crossing ``edge``."""
    owner = state["road_owner"][edge]
    if owner == -1:
        mp, gold, payee = 2, 0, -1
    elif owner == p or state["players"][owner] != "active":
        mp, gold, payee = 1, 0, -1
    else:
        mp, gold, payee = 1, 1, owner
    if edge in state["barbarians"]:
        mp += 2
    return mp, gold, payee


def options(state: State, p: int, mp_left: int, gold: int) -> list[dict[str, Any]]:
    """Every route p's wagon is offered, as ``{"node", "mp", "gold", "route"}``, sorted by
    node, then MP, gold and route.

    Rules ("which routes are offered"): per destination, routes are compared only with routes
    that pay their tolls to the same set of players; among those a route is dropped when
    another costs no more MP and no more gold (one canonical route — the smallest node list —
    per equal cost). A route paying someone else is a real choice and stays beside them.
    """
    start = state["wagons"][p]
    if start < 0 or mp_left <= 0:
        return []
    node_edges, edge_nodes = TABLES.node_edges, TABLES.edge_nodes
    edge_open = TABLES.edge_open
    # A label is (node, mp, gold, payees as a bit mask); labels[...] = its canonical route.
    # fronts[(node, payees)] = the (mp, gold) pairs kept there. Pruning is exact: a label
    # no cheaper than a kept one with the same payees has only no-cheaper extensions.
    labels: dict[tuple[int, int, int, int], tuple[int, ...]] = {(start, 0, 0, 0): ()}
    buckets: list[list[tuple[int, int, int, int]]] = [[] for _ in range(mp_left + 1)]
    buckets[0].append((start, 0, 0, 0))
    fronts: dict[tuple[int, int], list[tuple[int, int]]] = {}
    costs: dict[int, tuple[int, int, int]] = {}
    for m in range(mp_left + 1):
        for key in sorted(set(buckets[m]), key=lambda k: (k[2], k[0], k[3])):
            node, _, g, paid = key
            front = fronts.setdefault((node, paid), [])
            if any(m2 <= m and g2 <= g for m2, g2 in front):
                continue  # dominated (or a duplicate): its extensions are too
            front.append((m, g))
            route = labels[key]
            if node in PLAZA_TRADE and route:
                continue  # entering a plaza ends the movement (back on the start plaza too)
            for e in node_edges[node]:
                if not edge_open[e]:
                    continue
                a, b = edge_nodes[e]
                v = b if a == node else a
                cost = costs.get(e)
                if cost is None:
                    cost = costs[e] = step_cost(state, p, e)
                nm, ng = m + cost[0], g + cost[1]
                if nm > mp_left or ng > gold:
                    continue
                nkey = (v, nm, ng, (paid | (1 << cost[2])) if cost[2] >= 0 else paid)
                new = (*route, v)
                old = labels.get(nkey)
                if old is None:
                    labels[nkey] = new
                    buckets[nm].append(nkey)
                elif new < old:
                    labels[nkey] = new
    out = [{"node": node, "mp": m, "gold": g, "route": list(labels[(node, m, g, paid)])}
           for (node, paid), front in fronts.items() if node != start for m, g in front]
    out.sort(key=lambda o: (o["node"], o["mp"], o["gold"], o["route"]))
    return out


def walk(state: State, p: int, route: Any, mp_left: int, gold: int) -> tuple[int, dict[int, int]]:
    """Check a route step by step: (MP spent, {payee: gold}); RuleError ``bad_route`` (not a
    path of adjacent open steps, or passing through a plaza), ``toll_unpaid`` {player} (a
    toll p cannot pay at that step) or ``not_reachable`` (more MP than left)."""
    if not isinstance(route, list) or not route or len(route) > 2 * TABLES.num_nodes:
        raise RuleError("bad_route")
    cur = state["wagons"][p]
    mp, paid = 0, 0
    tolls: dict[int, int] = {}
    for i, v in enumerate(route):
        if i and cur in PLAZA_TRADE:
            raise RuleError("bad_route")
        e = EDGE_AT.get((cur, v)) if type(v) is int else None
        if e is None:
            raise RuleError("bad_route")
        dm, dg, payee = step_cost(state, p, e)
        if paid + dg > gold:
            raise RuleError("toll_unpaid", player=payee)
        mp += dm
        if mp > mp_left:
            raise RuleError("not_reachable")
        if dg:
            paid += dg
            tolls[payee] = tolls.get(payee, 0) + dg
        cur = v
    return mp, tolls
