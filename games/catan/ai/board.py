"""What a board is worth, fixed for a game: dice odds per hex, each intersection's production
and value, the scarcity of each resource. Computed once per board and cached."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from games.catan import rules as R

State = dict[str, Any]

# Dice ways out of 36 per total (the base game).
WAYS = (0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1)
# How much a steady income of each resource is worth, before scarcity (brick, lumber, wool,
# grain, ore): wool buys least (one card in settlements and development cards).
BASE_WEIGHT = (1.0, 1.0, 0.8, 1.0, 1.0)
# A new kind of resource produced is worth this many pips of income (a varied income needs
# fewer trades).
VARIETY_PIPS = 2.5


@dataclass(frozen=True)
class BoardStats:
    """Per hex: ``pips`` (dice ways of its number, out of 36; T&B re-rolls 2 and 12 so its
    ways are scaled to 36), ``res`` (resource index or -1). Per node: ``node_pips[n][r]``,
    ``node_value`` (what a settlement there would earn, weighted, plus its harbour)."""

    tables: R.Tables
    pips: tuple[float, ...]
    res: tuple[int, ...]
    weight: tuple[float, ...]
    node_pips: tuple[tuple[float, ...], ...]
    node_value: tuple[float, ...]
    node_harbour: tuple[str, ...]  # "" none, "any" or a resource name
    total_pips: tuple[float, ...]


def stats(state: State) -> BoardStats:
    """The stats of a state's board (cached by its terrain, numbers and harbours)."""
    return _stats(state["variant"], tuple(state["hex_res"]), tuple(state["numbers"]),
                  tuple(state["harbours"]))


@lru_cache(maxsize=64)
def _stats(variant: str, hex_res: tuple[int, ...], numbers: tuple[int, ...],
           harbours: tuple[str, ...]) -> BoardStats:
    tb = R.TABLES[variant]
    ways: list[float] = list(WAYS)
    if variant != "base":  # 2 and 12 are re-rolled: the other totals share their ways
        ways[2] = ways[12] = 0
        ways = [w * 36 / 34 for w in ways]
    pips = tuple(float(ways[n]) if n and hex_res[h] >= 0 else 0.0 for h, n in enumerate(numbers))
    total = [0.0] * 5
    for h, r in enumerate(hex_res):
        if r >= 0:
            total[r] += pips[h]
    mean = sum(total) / 5
    # Scarce resources are worth more (what few produce, many want).
    weight = tuple(BASE_WEIGHT[r] * (mean / max(total[r], 1.0)) ** 0.5 for r in range(5))
    node_pips = []
    for n in range(tb.num_nodes):
        counts = [0.0] * 5
        for h in tb.node_hexes[n]:
            r = hex_res[h]
            if r >= 0:
                counts[r] += pips[h]
        node_pips.append(tuple(counts))
    node_harbour = tuple(harbours[tb.node_harbour[n]] if tb.node_harbour[n] >= 0 else ""
                         for n in range(tb.num_nodes))
    values = []
    for n in range(tb.num_nodes):
        row = node_pips[n]
        value = sum(weight[r] * row[r] for r in range(5))
        value += VARIETY_PIPS * 0.3 * sum(1 for x in row if x)
        kind = node_harbour[n]
        if kind == "any":
            value += 1.5
        elif kind:
            value += 1.0
        values.append(value if tb.can_settle[n] else 0.0)
    return BoardStats(tb, pips, hex_res, weight, tuple(node_pips), tuple(values), node_harbour,
                      tuple(total))
