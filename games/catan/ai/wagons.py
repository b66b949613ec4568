"""Traders & Barbarians choices: where the wagon goes, and where a barbarian is sent.

The wagon heads for the plaza that takes its good (an empty wagon: the nearest plaza with
goods left), by the cheapest way there; barbarians go onto opponents' roads (the leader's
and the richest hands' first) and away from the seat's own roads and wagon."""

from __future__ import annotations

import random
from typing import Any

from games.catan import rules as R
from games.catan.traders.board import DELIVER_TO, PLAZA, TABLES

from .traders import EDGE_AT, to_plaza

State = dict[str, Any]
Action = dict[str, Any]


def target(state: State, seat: int) -> int | None:
    """The plaza the seat's wagon should head for (None: nowhere worth going)."""
    at = state["wagons"][seat]
    if at < 0:
        return None
    good = state["carrying"][seat]
    if good is not None:
        return PLAZA[DELIVER_TO[good]]
    options = [(to_plaza(state, seat, plaza).get(at, 99.0), plaza)
               for name, plaza in PLAZA.items() if state["stacks"][name] and plaza != at]
    return min(options)[1] if options else None


def ranked_moves(state: State, seat: int, moves: list[Action]) -> list[Action]:
    """The wagon moves that bring it nearer its target, best first (by what is left to go,
    then gold paid, then movement points)."""
    goal = target(state, seat)
    if goal is None:
        return []
    back = to_plaza(state, seat, goal)
    here = back.get(state["wagons"][seat], 99.0)
    scored = []
    for a in moves:
        left = back.get(a["to"], 99.0) if a["to"] != goal else -10.0
        if left < here:
            scored.append((left, tolls(state, seat, a["route"]), len(a["route"]), a))
    scored.sort(key=lambda x: x[:3])
    return [a for *_, a in scored]


def tolls(state: State, seat: int, route: list[int]) -> int:
    """Gold a route pays to other players."""
    roads, players = state["road_owner"], state["players"]
    at, paid = state["wagons"][seat], 0
    for x in route:
        owner = roads[EDGE_AT[(at, x)]]
        if owner >= 0 and owner != seat and players[owner] == "active":
            paid += 1
        at = x
    return paid


def wagon_move(state: State, seat: int, moves: list[Action]) -> Action | None:
    ranked = ranked_moves(state, seat, moves)
    return ranked[0] if ranked else None


def barbarian_score(state: State, seat: int, action: Action) -> float:
    """Sending a barbarian to ``path``: onto an opponent's road (a steal, and their wagons'
    way gets dearer), away from our own roads and wagon."""
    if action["type"] == "keep_barbarian":
        return 0.0
    roads, players = state["road_owner"], state["players"]
    old, path = action["barbarian"], action["path"]
    score = 0.0
    owner = roads[path]
    if owner == seat:
        score -= 2.0
    elif owner >= 0 and players[owner] == "active":
        score += 1.5 + 0.1 * min(sum(state["res"][owner]), 8)
        score += 0.1 * R.victory_points(state, owner, False)
    if roads[old] == seat:
        score += 1.0
    wagon = state["wagons"][seat]
    if wagon >= 0 and wagon in TABLES.edge_nodes[old]:
        score += 0.5
    if wagon >= 0 and wagon in TABLES.edge_nodes[path]:
        score -= 0.5
    return score


def barbarian_moves(state: State, seat: int, legal: list[Action], keep: int = 8) -> list[Action]:
    """The best few barbarian moves (and keeping it, where allowed)."""
    scored = sorted(legal, key=lambda a: -barbarian_score(state, seat, a))
    out = scored[:keep]
    out.extend(a for a in legal if a["type"] == "keep_barbarian" and a not in out)
    return out


def barbarian_move(state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
    options = [a for a in legal if a["type"] in ("move_barbarian", "keep_barbarian")]
    top = max(barbarian_score(state, seat, a) for a in options)
    best = [a for a in options if barbarian_score(state, seat, a) >= top - 1e-9]
    return best[rng.randrange(len(best))]
