"""The quick move: a rule-of-thumb builder for rollouts and for the opponents' model.

It reads the state only for what the seat itself knows (its hand, the board): set-up on the
best free intersection, roll (a Knight first when the robber sits on its own income), build
a city, a settlement, a road toward a free spot, a development card, a bank trade that
completes a build, then end the turn; the robber on the richest opponents' best hex, steal
from the one holding most cards, discard the surplus, decline trades. Traders & Barbarians:
the wagon heads for the plaza its good (or the nearest stack) is at."""

from __future__ import annotations

import random
from typing import Any

from games.catan import rules as R

from . import choices as C
from .board import stats

State = dict[str, Any]
Action = dict[str, Any]


def _best(options: list[Action], score, rng: random.Random) -> Action:
    best, top = [], None
    for a in options:
        s = score(a)
        if top is None or s > top + 1e-9:
            best, top = [a], s
        elif abs(s - top) <= 1e-9:
            best.append(a)
    return best[rng.randrange(len(best))]


def road_score(state: State, seat: int, edge: int) -> float:
    """How promising a road is: a free intersection it reaches (or nears), by its value."""
    st = stats(state)
    tb = st.tables
    owner = state["node_owner"]
    best = 0.0
    for x in tb.edge_nodes[edge]:
        if owner[x] not in (-1, seat):
            continue
        if R.distance_ok(owner, x, tb):
            best = max(best, st.node_value[x])
        for y in tb.node_nodes[x]:
            if R.distance_ok(owner, y, tb):
                best = max(best, 0.5 * st.node_value[y])
    return best


def robber_score(state: State, seat: int, hex_id: int) -> float:
    """Opponents' income blocked (the points leader's counts double), less our own."""
    st = stats(state)
    owner, level = state["node_owner"], state["node_level"]
    pips = st.pips[hex_id]
    lead = max(range(len(state["players"])), key=lambda q: R.victory_points(state, q, False)
               if q != seat else -1)
    score = 0.0
    for c in st.tables.hex_corners[hex_id]:
        o = owner[c]
        if o == seat:
            score -= 2 * pips * level[c]
        elif o >= 0 and state["players"][o] == "active":
            score += pips * level[c] * (1.5 if o == lead else 1.0)
            score += 0.2 if sum(state["res"][o]) else 0.0
    return score


def policy(engine: Any, state: State, seat: int, legal: list[Action],
           rng: random.Random) -> Action:
    by: dict[str, list[Action]] = {}
    for a in legal:
        by.setdefault(a["type"], []).append(a)
    phase = state["phase"]
    hand = state["res"][seat]
    st = stats(state)
    if phase == "setup":
        if "build_settlement" in by or "build_city" in by:
            spots = by.get("build_city") or by["build_settlement"]
            return _best(spots, lambda a: st.node_value[a["node"]] + rng.random(), rng)
        return _best(by["build_road"], lambda a: road_score(state, seat, a["edge"]), rng)
    if phase == "discard":
        return C.discards(list(hand), by["discard"][0]["count"])[0]
    if phase == "trade":
        for kind in ("decline_trade", "cancel_trade"):
            if kind in by:
                return by[kind][0]
    if phase == "robber":
        return _best(by["move_robber"], lambda a: robber_score(state, seat, a["hex"]), rng)
    if phase == "steal":
        victims = by.get("steal", [])
        if victims:
            return _best(victims, lambda a: sum(state["res"][a["victim"]]), rng)
        return by["skip_steal"][0]
    if phase == "road_building":
        return _best(by["build_road"], lambda a: road_score(state, seat, a["edge"]), rng)
    if phase in ("barbarian", "drive_off"):
        from .wagons import barbarian_move

        return barbarian_move(state, seat, legal, rng)
    # main
    if "roll" in by:
        if "play_knight" in by and _robbed(state, seat):
            return by["play_knight"][0]
        return by["roll"][0]
    if "build_city" in by:
        return _best(by["build_city"], lambda a: sum(st.node_pips[a["node"]]), rng)
    if "build_settlement" in by:
        return _best(by["build_settlement"], lambda a: st.node_value[a["node"]], rng)
    if "upgrade_baggage" in by and rng.random() < 0.5:
        return by["upgrade_baggage"][0]
    if "build_road" in by and state["pieces"][seat][R.SETTLEMENTS]:
        scored = [(road_score(state, seat, a["edge"]), a) for a in by["build_road"]]
        good = [a for s, a in scored if s > 0]
        if good and not R.settlement_spots(state, seat) and rng.random() < 0.8:
            return _best(good, lambda a: road_score(state, seat, a["edge"]), rng)
    if "buy_dev" in by and rng.random() < 0.6:
        return by["buy_dev"][0]
    if "maritime_trade" in by:
        useful = [a for a in by["maritime_trade"] if C.useful_maritime(state, seat, a)
                  and a["give"] != "gold" and a["get"] != "gold"]
        if useful and rng.random() < 0.8:
            return useful[rng.randrange(len(useful))]
    if "move_wagon" in by:
        from .wagons import wagon_move

        move = wagon_move(state, seat, by["move_wagon"])
        if move is not None:
            return move
    if "end_turn" in by:
        return by["end_turn"][0]
    options = [a for a in legal if a["type"] != "resign" and not a.get("template")]
    return options[rng.randrange(len(options))]


def _robbed(state: State, seat: int) -> bool:
    robber = state["robber"]
    if robber < 0:
        return False
    owner = state["node_owner"]
    return any(owner[c] == seat for c in R.tables(state).hex_corners[robber])
