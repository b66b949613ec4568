"""A quick, progress-biased random Caravan player, for tests and benchmarks that need games
played to their end (random legal play rarely delivers, so its games drag on).

It sees only what a seat sees: the seat's ``view`` (nothing in Caravan is secret but the
bag's order, which the view does not hold) and its legal actions. The AI players are in
``players.py``; this one is for driving games, not for playing well."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.base import Action
from games.caravan.engine import CITY_OF, LABELS, NEIGHBOURS, _chain
from games.rng import Rng

XY = {lab: ("ABCDEFG".index(lab[0]), int(lab[1]) - 1) for lab in LABELS}
DIST = {a: {b: abs(XY[a][0] - XY[b][0]) + abs(XY[a][1] - XY[b][1]) for b in LABELS}
        for a in LABELS}
CAMEL_KINDS = frozenset({"place", "move_camel"})


def pick(rng: Rng, items: Sequence[Action]) -> Action:
    return items[rng.randbelow(len(items))]


def my_camels(view: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The seat's camels on the board, as the engine's camel records (id order)."""
    seat = view["me"]
    found = [(c["id"], {"at": lab, "good": c["good"], "under": c["under"]})
             for lab, space in view["spaces"].items() for c in space["camels"]
             if c["player"] == seat]
    return [camel for _, camel in sorted(found, key=lambda item: item[0])]


def choose(view: Mapping[str, Any], legal: Sequence[Action], rng: Rng) -> Action:
    """A random legal action, biased towards progress so that games finish: deliver,
    move goods towards their city, extend chains, pick up, sometimes steal; 1 in 12
    actions is uniformly random. Never resigns (``legal`` lists resign last)."""
    if rng.randbelow(12) == 0:
        return pick(rng, legal[:-1])
    rest = [a for a in legal if a["type"] not in CAMEL_KINDS]
    goods = [a for a in rest if a["type"] == "move_good"]
    steals = [a for a in rest if a["type"] == "steal"]
    pickups = [a for a in rest if a["type"] == "pickup"]
    for wanted in (
        [a for a in goods if CITY_OF[a["good"]] == a["to"]],
        [a for a in goods if DIST[a["to"]][CITY_OF[a["good"]]] < DIST[a["from"]][CITY_OF[a["good"]]]],
        steals if rng.randbelow(3) == 0 else [],
    ):
        if wanted:
            return pick(rng, wanted)
    me = {"camels": my_camels(view)}
    laden = [c for c in me["camels"] if c["good"]]
    if pickups and len(laden) < 2:
        return pick(rng, pickups)
    laden_spaces = {c["at"] for c in laden}
    want = chain_targets(me, laden)
    if want:
        cands = [a for a in legal if a.get("to") in want and a["type"] in CAMEL_KINDS]
        free = [a for a in cands if a["cost"] == 1 and a.get("from") not in laden_spaces]
        if cands:
            return pick(rng, free or cands)
    if pickups:
        return pick(rng, pickups)
    lying = {lab for lab, space in view["spaces"].items() if space["good"]}
    cands = [
        a for a in legal
        if a["type"] in CAMEL_KINDS and a["to"] in lying and a.get("from") not in laden_spaces
    ]
    if cands:
        return pick(rng, cands)
    return {"type": "end_turn"} if rng.randbelow(2) else pick(rng, legal[:-1])


def chain_targets(me: dict[str, Any], laden: Sequence[Mapping[str, Any]]) -> set[str]:
    """Spaces that would bring a laden camel's chain one step closer to the good's city."""
    want = set()
    for c in laden:
        city = CITY_OF[c["good"]]
        chain = _chain(me, c["at"])
        near = min(DIST[x][city] for x in chain)
        for x in chain:
            if DIST[x][city] == near:
                want |= {nb for nb in NEIGHBOURS[x] if DIST[nb][city] < near}
    return want
