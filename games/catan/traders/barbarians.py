"""Traders & Barbarians: where a barbarian may go, and whom it lets the mover rob.

A barbarian stands on a path (edge id). It may move to any other path that has no barbarian
and is not a sea path (spokes included); landing on another player's road lets the mover
draw a random resource from that player (after a 7 or a Knight, never after a drive-off).
"""

from __future__ import annotations

from typing import Any

from games.base import RuleError

from .board import SEA_PATHS, TABLES

State = dict[str, Any]


def targets(state: State) -> list[int]:
    """Paths a barbarian may be moved to (the same for each barbarian)."""
    taken = set(state["barbarians"])
    return [e for e in range(TABLES.num_edges) if e not in taken and e not in SEA_PATHS]


def check_move(state: State, barbarian: Any, path: Any) -> tuple[int, int]:
    """RuleError unless the barbarian on ``barbarian`` may move to ``path``; the two, read
    as the path numbers they are."""
    if type(barbarian) is not int or barbarian not in state["barbarians"]:
        raise RuleError("no_barbarian")
    if type(path) is not int or not 0 <= path < TABLES.num_edges:
        raise RuleError("bad_place", what="path")
    if path == barbarian:
        raise RuleError("same_path")
    if path in SEA_PATHS:
        raise RuleError("sea_path")
    if path in state["barbarians"]:
        raise RuleError("barbarian_there")
    return barbarian, path


def road_victim(state: State, path: int, mover: int) -> tuple[int, bool]:
    """(owner of another player's road on ``path`` or -1, whether they hold a resource)."""
    owner = state["road_owner"][path]
    if owner < 0 or owner == mover or state["players"][owner] != "active":
        return -1, False
    return owner, sum(state["res"][owner]) > 0
