"""The Yspahan engine as the AI's searches run it: the same rules, cheaper bookkeeping.

A search applies tens of thousands of moves a decision, and most of an ``apply`` is the
generic deep copy of the state. ``FastEngine`` copies it knowing its shape (every list and
dict the rules change is copied, anything unknown goes through the generic copy), and
caches the Supervisor's reachable squares, which only depend on where it stands.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from . import supervisor
from .board import SQUARE_SHOPS, SQUARES, shop_souk
from .engine import YspahanEngine, _clone

State = dict[str, Any]

# How each top-level key of a state is copied; a key not listed falls back to ``_clone``.
_ATOMS = frozenset({"schema_version", "game", "ruleset", "players_count", "rng", "phase",
                    "week", "day", "step", "start", "turn_index", "yellow", "supervisor",
                    "ended_by"})
_LISTS = frozenset({"order", "prev_order", "taken", "caravan", "deck", "discard",
                    "resigned_order"})


def copy_state(state: State) -> State:
    out: State = {}
    for key, value in state.items():
        if key in _ATOMS or value is None:
            out[key] = value
        elif key in _LISTS:
            out[key] = value[:]
        elif key == "souks":
            out[key] = {k: v[:] for k, v in value.items()}
        elif key == "players":
            out[key] = [{**pl, "buildings": pl["buildings"][:], "hand": pl["hand"][:]}
                        for pl in value]
        elif key == "tower":
            out[key] = [None if row is None else {**row} for row in value]
        elif key in ("turn", "cubes"):
            out[key] = {**value}
        elif key == "dice":
            out[key] = {k: v[:] for k, v in value.items()}
        elif key == "pending":
            out[key] = {**value, "cubes": [{**c} for c in value["cubes"]]}
        else:
            out[key] = _clone(value)
    return out


# Distance from one square to another along a legal path (None: unreachable).
DISTANCE: dict[str, dict[str, int | None]] = {
    a: {b: supervisor.distance(a, b) for b in SQUARES} for a in SQUARES}
# (souk, shop index) of the shops each square touches.
TOUCHES: dict[str, tuple[tuple[str, int], ...]] = {
    sq: tuple(shop_souk(shop) for shop in SQUARE_SHOPS[sq]) for sq in SQUARES}


# More gold than the longest move can cost changes nothing.
GOLD_CAP = supervisor.MAX_DISTANCE + 1


@lru_cache(maxsize=8192)
def destinations(start: str, face: int, gold: int, building3: bool,
                 ruleset: str) -> dict[str, tuple[int, int]]:
    """``supervisor.destinations`` (the same answer), remembered."""
    return supervisor.destinations(start, face, gold, building3, ruleset)


def reachable_for(s: State, p: int, row: int) -> dict[str, tuple[int, int]]:
    """``engine.supervisor_moves`` from the cache (never change the answer)."""
    face = s["tower"][row - 1]["face"]
    return destinations(s["supervisor"], face, min(s["players"][p]["gold"], GOLD_CAP),
                        "building3" in s["players"][p]["buildings"], s["ruleset"])


def hits(souks: dict[str, list[int | None]], square: str) -> list[tuple[str, int]]:
    """``supervisor.hit_shops``, from the table of touched shops."""
    out = []
    for souk, i in TOUCHES[square]:
        owner = souks[souk][i]
        if owner is not None:
            out.append((f"{souk}.{i}", owner))
    return out


class FastEngine(YspahanEngine):
    """``YspahanEngine`` with a shape-aware state copy: the same rules and results."""

    copy_state = staticmethod(copy_state)


FAST = FastEngine()
