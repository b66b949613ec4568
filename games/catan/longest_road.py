"""Longest Road: the longest trail (no edge twice) through one player's roads.

Branches don't add up, a loop counts every segment, and an intersection holding an
opponent's settlement or city cuts the trail there (it may end at that intersection but not
pass through it); the player's own buildings never cut it.
"""

from __future__ import annotations

from collections.abc import Sequence

from .geometry import EDGE_NODES


def longest_road(
    player: int,
    edges: Sequence[int],
    node_owner: Sequence[int],
    edge_nodes: Sequence[tuple[int, int]] = EDGE_NODES,
) -> int:
    """Length of ``player``'s longest road made of ``edges`` (their road edge ids)."""
    if not edges:
        return 0
    # Local adjacency over this player's roads only: node -> [(bit, other node)].
    adj: dict[int, list[tuple[int, int]]] = {}
    for i, e in enumerate(edges):
        a, b = edge_nodes[e]
        bit = 1 << i
        adj.setdefault(a, []).append((bit, b))
        adj.setdefault(b, []).append((bit, a))
    blocked = {x for x in adj if node_owner[x] != -1 and node_owner[x] != player}
    best = 0
    total = len(edges)

    def walk(node: int, used: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
        if best == total or (length and node in blocked):
            return
        for bit, other in adj[node]:
            if not used & bit:
                walk(other, used | bit, length + 1)

    for x in _start_nodes(adj, blocked):
        walk(x, 0, 0)
        if best == total:
            break
    return best


def _start_nodes(adj: dict[int, list[tuple[int, int]]], blocked: set[int]) -> list[int]:
    """Where a longest trail may start: dead ends, junctions and cuts; a component that is a
    plain cycle can start anywhere, so it contributes one of its nodes."""
    starts = [x for x, links in adj.items() if len(links) != 2 or x in blocked]
    seen: set[int] = set()
    for x in starts:
        _flood(adj, x, seen)
    for x in adj:
        if x not in seen:
            starts.append(x)
            _flood(adj, x, seen)
    return starts


def _flood(adj: dict[int, list[tuple[int, int]]], start: int, seen: set[int]) -> None:
    if start in seen:
        return
    stack = [start]
    seen.add(start)
    while stack:
        for _, other in adj[stack.pop()]:
            if other not in seen:
                seen.add(other)
                stack.append(other)
