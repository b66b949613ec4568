"""Board geometry and board generation (spiral numbers, balanced random, harbours)."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from games.catan import ENGINE
from games.catan import geometry as G
from games.catan.board import (
    BASE_HARBOURS,
    BEGINNER_NUMBERS,
    BEGINNER_TERRAIN,
    SPIRAL_TOKENS,
    balanced_random_numbers,
    generate_board,
    hot_numbers_adjacent,
    spiral_numbers,
)
from games.rng import Rng


def test_counts() -> None:
    assert (G.NUM_HEXES, G.NUM_NODES, G.NUM_EDGES, G.NUM_HARBOURS) == (19, 54, 72, 9)
    assert [len([a for a in G.HEX_AXIAL if a[1] == r]) for r in range(-2, 3)] == [3, 4, 5, 4, 3]
    assert Counter(len(x) for x in G.NODE_NODES) == {2: 18, 3: 36}
    assert Counter(len(x) for x in G.NODE_HEXES) == {1: 18, 2: 12, 3: 24}
    assert Counter(len(x) for x in G.EDGE_HEXES) == {1: 30, 2: 42}
    assert len(G.SEA_AXIAL) == 18 and all(G.hex_distance(*a) == 3 for a in G.SEA_AXIAL)


def test_adjacency_tables_agree() -> None:
    for n in range(G.NUM_NODES):
        for m in G.NODE_NODES[n]:
            assert n in G.NODE_NODES[m]
        assert sorted(G.NODE_NODES[n]) == sorted(
            (set(G.EDGE_NODES[e]) - {n}).pop() for e in G.NODE_EDGES[n]
        )
        for h in G.NODE_HEXES[n]:
            assert n in G.HEX_CORNERS[h]
    for h in range(G.NUM_HEXES):
        corners, sides = G.HEX_CORNERS[h], G.HEX_EDGES[h]
        assert len(set(corners)) == 6 and len(set(sides)) == 6
        for k in range(6):  # side k joins corner k and corner k+1
            assert set(G.EDGE_NODES[sides[k]]) == {corners[k], corners[(k + 1) % 6]}
            assert h in G.EDGE_HEXES[sides[k]]
        for other in G.HEX_NEIGHBOURS[h]:
            assert len(set(corners) & set(G.HEX_CORNERS[other])) == 2


def test_positions_are_consistent_grid_points() -> None:
    for h, (q, r) in enumerate(G.HEX_AXIAL):
        cx, cy = G.HEX_GRID[h]
        assert (cx, cy) == (2 * q + r, 3 * r)
        for k, c in enumerate(G.HEX_CORNERS[h]):
            gx, gy = G.NODE_GRID[c]
            assert (gx - cx, gy - cy) == G.CORNER_OFFSETS[k]
    # Neighbouring hex centres are exactly one hex width apart; paths are all equally long.
    for h in range(G.NUM_HEXES):
        for o in G.HEX_NEIGHBOURS[h]:
            (ax, ay), (bx, by) = (G.grid_to_units(*G.HEX_GRID[i]) for i in (h, o))
            assert math.isclose(math.hypot(ax - bx, ay - by), 1.0)
    for a, b in G.EDGE_NODES:
        (ax, ay), (bx, by) = G.grid_to_pixels(*G.NODE_GRID[a], 100), G.grid_to_pixels(
            *G.NODE_GRID[b], 100)
        assert math.isclose(math.hypot(ax - bx, ay - by), G.hex_corner_radius(100))
    # Reading order: node ids sorted top to bottom, then left to right.
    assert G.NODE_GRID == sorted(G.NODE_GRID, key=lambda p: (p[1], p[0]))


def test_labels_are_unique_and_parse_back() -> None:
    geo = G.BASE
    assert G.HEX_LABELS == [chr(ord("A") + i) for i in range(19)]
    assert G.NODE_LABELS == [str(i) for i in range(1, 55)]
    assert len(set(G.EDGE_LABELS)) == 72
    for i, label in enumerate(G.EDGE_LABELS):
        assert geo.parse_edge_label(label) == i
        a, b = label.split("-")
        assert geo.parse_edge_label(f"{b} {a}") == i
        assert geo.parse_edge_label(f" {b}–{a} ") == i
    for i, label in enumerate(G.NODE_LABELS):
        assert geo.parse_node_label(label) == i
    assert geo.parse_hex_label("c") == 2
    assert geo.parse_edge_label("1-2") is None  # not neighbours
    assert geo.parse_edge_label("1-99") is None
    assert geo.parse_edge_label("abc") is None
    assert geo.parse_node_label("0") is None


def test_harbour_slots_every_other_sea_hex_on_the_coast() -> None:
    ring_index = [G.SEA_AXIAL.index(sea) for sea in G.HARBOUR_SEA]
    assert ring_index == list(range(0, 18, 2))
    used: set[int] = set()
    for slot in range(G.NUM_HARBOURS):
        e = G.HARBOUR_EDGE[slot]
        assert len(G.EDGE_HEXES[e]) == 1  # a coastal path
        assert set(G.HARBOUR_NODES[slot]) == set(G.EDGE_NODES[e])
        land = G.HEX_AXIAL[G.HARBOUR_HEX[slot]]
        sea = G.HARBOUR_SEA[slot]
        assert G.hex_distance(sea[0] - land[0], sea[1] - land[1]) == 1
        assert not used & set(G.HARBOUR_NODES[slot])
        used |= set(G.HARBOUR_NODES[slot])


def test_spiral_runs_counter_clockwise_from_a_corner_to_the_centre() -> None:
    spiral = G.SPIRAL
    assert sorted(spiral) == list(range(19))
    assert G.HEX_AXIAL[spiral[0]] == (0, -2) and G.HEX_AXIAL[spiral[-1]] == (0, 0)
    for a, b in zip(spiral, spiral[1:], strict=False):
        assert b in G.HEX_NEIGHBOURS[a]
    assert [G.HEX_LABELS[h] for h in spiral[:4]] == ["A", "D", "H", "M"]  # down the left side


def test_traders_and_barbarians_plazas() -> None:
    trade = tuple(G.HEX_AXIAL.index(a) for a in ((2, -2), (-2, 0), (0, 2)))
    geo = G.build_geometry(trade)
    assert (geo.num_nodes, geo.num_edges) == (57, 84)
    assert len(geo.blocked_nodes) == 6 and len(geo.blocked_edges) == 9
    for i, h in enumerate(trade):
        plaza = geo.plaza_of_hex[h]
        assert geo.node_labels[plaza] == f"P{i + 1}"
        assert geo.node_grid[plaza] == geo.hex_grid[h]
        spokes = geo.node_edges[plaza]
        assert len(spokes) == 4
        corners = {geo.edge_nodes[e][0] for e in spokes}
        assert corners == {c for c in geo.hex_corners[h] if c not in geo.blocked_nodes}
        assert geo.parse_edge_label(geo.edge_labels[spokes[0]]) == spokes[0]
    for pair in geo.harbour_nodes:
        assert not set(pair) & geo.blocked_nodes
    assert G.BASE.num_nodes == 54  # the base board is untouched


# -- board generation --------------------------------------------------------------------------


def test_spiral_numbers_follow_catan_md() -> None:
    terrain = list(BEGINNER_TERRAIN)  # desert in the centre
    numbers = spiral_numbers(terrain)
    assert [numbers[h] for h in G.SPIRAL if terrain[h] != "desert"] == list(SPIRAL_TOKENS)
    by_label = {G.HEX_LABELS[h]: numbers[h] for h in range(19)}
    assert by_label == {
        "A": 5, "D": 2, "H": 6, "M": 3, "Q": 8, "R": 10, "S": 9, "P": 12, "L": 11, "G": 4,
        "C": 8, "B": 10, "E": 9, "I": 4, "N": 5, "O": 6, "K": 3, "F": 11, "J": 0,
    }  # fmt: skip
    # With the desert on the first spiral hex, the 5 moves on to the next one.
    terrain[0], terrain[9] = terrain[9], terrain[0]
    moved = spiral_numbers(terrain)
    assert moved[0] == 0 and moved[G.SPIRAL[1]] == 5 and moved[9] == 11


@pytest.mark.parametrize("seed", range(40))
def test_random_boards_have_the_right_pieces(seed: int) -> None:
    board = generate_board(Rng(seed), "random", "random" if seed % 2 else "spiral")
    assert Counter(board["terrain"]) == {
        "forest": 4, "pasture": 4, "fields": 4, "hills": 3, "mountains": 3, "desert": 1}
    assert sorted(n for n in board["numbers"] if n) == sorted(SPIRAL_TOKENS)
    assert board["numbers"][board["terrain"].index("desert")] == 0
    assert Counter(board["harbours"]) == Counter(BASE_HARBOURS)
    if seed % 2:
        assert not hot_numbers_adjacent(board["numbers"])


def test_balanced_numbers_redraw_until_no_hot_neighbours() -> None:
    terrain = list(BEGINNER_TERRAIN)
    for seed in range(100):
        assert not hot_numbers_adjacent(balanced_random_numbers(Rng(seed), terrain))


def test_boards_are_seeded() -> None:
    a, b = ENGINE.new(4, 42), ENGINE.new(4, 42)
    assert a == b
    assert ENGINE.new(4, 43)["terrain"] != a["terrain"] or ENGINE.new(4, 43)["deck"] != a["deck"]
    s = ENGINE.new(3, 1, {"board": "beginner"})
    assert s["terrain"] == list(BEGINNER_TERRAIN) and s["numbers"] == list(BEGINNER_NUMBERS)
    assert s["robber"] == s["terrain"].index("desert")
    r = ENGINE.new(3, 1, {"board": "beginner", "numbers": "random"})
    assert r["terrain"] == list(BEGINNER_TERRAIN) and not hot_numbers_adjacent(r["numbers"])


def test_unknown_options_and_player_counts_are_refused() -> None:
    from games.base import RuleError

    with pytest.raises(RuleError):
        ENGINE.new(4, 1, {"board": "huge"})
    with pytest.raises(RuleError):
        ENGINE.new(4, 1, {"colour": "red"})
    with pytest.raises(RuleError):
        ENGINE.new(5, 1)
    assert len(ENGINE.new(2, 1)["players"]) == 2


def test_a_scenario_topology_plugs_into_the_shared_rules() -> None:
    from games.catan import rules as R
    from games.catan.engine import CatanEngine

    trade = tuple(G.HEX_AXIAL.index(a) for a in ((2, -2), (-2, 0), (0, 2)))
    geo = G.build_geometry(trade)
    R.register_variant("test-plazas", geo)

    class PlazaEngine(CatanEngine):
        variant = "test-plazas"

    engine = PlazaEngine()
    s = engine.new(3, 1)
    assert len(s["node_owner"]) == 57 and len(s["road_owner"]) == 84
    plazas = set(geo.plaza_of_hex.values())
    spots = set(R.setup_settlement_spots(s))
    assert not spots & (plazas | geo.blocked_nodes) and len(spots) == 54 - 6
    corner = geo.edge_nodes[geo.node_edges[min(plazas)][0]][0]
    p = s["turn"]
    s, _ = engine.apply(s, p, {"type": "build_settlement", "node": corner})
    roads = {a["edge"] for a in engine.legal_actions(s, p) if a["type"] == "build_road"}
    assert set(geo.node_edges[corner]) - geo.blocked_edges == roads
    assert roads & set(geo.node_edges[min(plazas)])  # a spoke is a path like any other
