"""Catan board geometry: hexes, intersections (nodes), paths (edges), harbour slots.

Pure topology, computed once at import; no game state and no pixels. A renderer can draw the
whole board from this module alone, and the engine reads its adjacency tables.

Coordinates
-----------
Pointy-top hexes in **axial** coordinates ``(q, r)``: ``r`` is the row (−2 top … 2 bottom),
``q`` grows to the right along a row. The 19 land hexes are those with
``max(|q|, |r|, |q + r|) <= 2``; the sea frame is the ring at distance 3.

Every hex centre, corner and path midpoint also has an integer **grid** position ``(gx, gy)``:
``gx`` counts half hex widths, ``gy`` counts half corner radii (a quarter of a hex's height).
A hex at ``(q, r)`` is centred at ``(2q + r, 3r)`` and its corners sit at offsets
N ``(0,-2)``, NE ``(1,-1)``, SE ``(1,1)``, S ``(0,2)``, SW ``(-1,1)``, NW ``(-1,-1)``.
``grid_to_pixels(gx, gy, hex_width)`` turns a grid point into pixels (origin at the centre of
the middle hex); ``grid_to_units`` gives hex-width units.

Ids and labels (stable: they are stored in game states and action logs)
-----------------------------------------------------------------------
- hexes: ids 0..18 in reading order (top row left to right, then the next row...);
  labels ``"A"``..``"S"``.
- nodes (intersections): ids 0..53 in reading order of their grid position (top to bottom,
  left to right); labels ``"1"``..``"54"`` (id + 1).
- edges (paths): ids 0..71 sorted by their two node ids; label ``"<a>-<b>"`` with the two node
  labels, smaller first, e.g. ``"12-13"``. ``parse_node_label`` / ``parse_edge_label`` /
  ``parse_hex_label`` accept what players type ("12-13", "13 12", "a").
- spiral: hex ids from the top-left corner hex (A) counter-clockwise toward the centre, the
  order number tokens are laid in (catan.md).
- harbour slots: 0..8 clockwise from the top-left corner of the frame; each docks on one coastal
  edge (2 nodes).

Extension: ``build_geometry(trade_hexes=...)`` (Traders & Barbarians) appends a plaza node in
the middle of each given hex (ids 54, 55, ...; labels "P1", "P2", ...) joined by 4 spoke edges
(ids 72, ...; labels "P1-12" style) to the hex's land corners, and marks that hex's sea-only
corners and sea-side paths as unusable. The base board is ``BASE``; the module-level constants
below are the base board's tables.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

# Corner offsets (grid units) in clockwise order from the top: N, NE, SE, S, SW, NW.
CORNER_OFFSETS: tuple[tuple[int, int], ...] = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))
CORNER_NAMES: tuple[str, ...] = ("N", "NE", "SE", "S", "SW", "NW")
# Side k of a hex joins corner k and corner k+1: NE side, E, SE, SW, W, NW.
SIDE_NAMES: tuple[str, ...] = ("NE", "E", "SE", "SW", "W", "NW")
# Axial neighbour across side k (same order as SIDE_NAMES).
SIDE_NEIGHBOURS: tuple[tuple[int, int], ...] = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))

# Harbour slots of the standard frame: (sea hex, land hex it faces), clockwise from the
# top-left corner. Every other sea hex holds one; three sit on frame corners.
HARBOUR_SLOTS_AXIAL: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = (
    ((0, -3), (0, -2)),
    ((2, -3), (1, -2)),
    ((3, -2), (2, -1)),
    ((3, 0), (2, 0)),
    ((1, 2), (1, 1)),
    ((-1, 3), (-1, 2)),
    ((-3, 3), (-2, 2)),
    ((-3, 1), (-2, 1)),
    ((-2, -1), (-1, -1)),
)

SQRT3 = math.sqrt(3.0)


def hex_distance(q: int, r: int) -> int:
    """Distance of axial (q, r) from the centre hex."""
    return max(abs(q), abs(r), abs(q + r))


def hex_centre_grid(q: int, r: int) -> tuple[int, int]:
    return (2 * q + r, 3 * r)


def grid_to_units(gx: float, gy: float) -> tuple[float, float]:
    """Grid point → (x, y) in hex-width units (a hex is 1 wide and 2/√3 tall)."""
    return (gx / 2.0, gy / (2.0 * SQRT3))


def grid_to_pixels(gx: float, gy: float, hex_width: float) -> tuple[float, float]:
    """Grid point → pixels for hexes ``hex_width`` px wide, origin at the centre hex."""
    x, y = grid_to_units(gx, gy)
    return (x * hex_width, y * hex_width)


def hex_corner_radius(hex_width: float) -> float:
    """Centre-to-corner distance of a pointy-top hex of the given width."""
    return hex_width / SQRT3


@dataclass
class Geometry:
    """All topology tables of one board layout. Lists are indexed by id."""

    hex_axial: list[tuple[int, int]] = field(default_factory=list)
    hex_labels: list[str] = field(default_factory=list)
    hex_grid: list[tuple[int, int]] = field(default_factory=list)
    hex_corners: list[list[int]] = field(default_factory=list)  # 6 nodes, N clockwise
    hex_edges: list[list[int]] = field(default_factory=list)  # 6 edges, NE side clockwise
    hex_neighbours: list[list[int]] = field(default_factory=list)  # adjacent land hexes
    spiral: list[int] = field(default_factory=list)  # number-token order (see board.py)
    node_grid: list[tuple[int, int]] = field(default_factory=list)
    node_labels: list[str] = field(default_factory=list)
    node_nodes: list[list[int]] = field(default_factory=list)
    node_edges: list[list[int]] = field(default_factory=list)
    node_hexes: list[list[int]] = field(default_factory=list)
    edge_nodes: list[tuple[int, int]] = field(default_factory=list)
    edge_labels: list[str] = field(default_factory=list)
    edge_hexes: list[list[int]] = field(default_factory=list)
    sea_axial: list[tuple[int, int]] = field(default_factory=list)  # clockwise from top-left
    harbour_sea: list[tuple[int, int]] = field(default_factory=list)
    harbour_hex: list[int] = field(default_factory=list)
    harbour_edge: list[int] = field(default_factory=list)
    harbour_nodes: list[tuple[int, int]] = field(default_factory=list)
    # Traders & Barbarians extension (empty on the base board).
    plaza_of_hex: dict[int, int] = field(default_factory=dict)
    blocked_nodes: frozenset[int] = frozenset()
    blocked_edges: frozenset[int] = frozenset()

    @property
    def num_hexes(self) -> int:
        return len(self.hex_axial)

    @property
    def num_nodes(self) -> int:
        return len(self.node_grid)

    @property
    def num_edges(self) -> int:
        return len(self.edge_nodes)

    def edge_between(self, a: int, b: int) -> int | None:
        """The edge joining nodes a and b, or None."""
        for e in self.node_edges[a]:
            if b in self.edge_nodes[e]:
                return e
        return None

    def edge_grid(self, edge: int) -> tuple[float, float]:
        """Midpoint of an edge in grid units (for drawing its label)."""
        a, b = self.edge_nodes[edge]
        (ax, ay), (bx, by) = self.node_grid[a], self.node_grid[b]
        return ((ax + bx) / 2.0, (ay + by) / 2.0)

    def parse_hex_label(self, text: str) -> int | None:
        t = str(text).strip().upper()
        return self.hex_labels.index(t) if t in self.hex_labels else None

    def parse_node_label(self, text: str) -> int | None:
        t = str(text).strip().upper()
        return self.node_labels.index(t) if t in self.node_labels else None

    def parse_edge_label(self, text: str) -> int | None:
        """Accepts "12-13", "13-12", "12 13", "12,13", "12–13"."""
        t = str(text).strip().upper()
        for sep in ("–", "—", ",", " ", "/"):
            t = t.replace(sep, "-")
        parts = [p for p in t.split("-") if p]
        if len(parts) != 2:
            return None
        a, b = self.parse_node_label(parts[0]), self.parse_node_label(parts[1])
        if a is None or b is None:
            return None
        return self.edge_between(a, b)


def _land_axials() -> list[tuple[int, int]]:
    cells = [(q, r) for r in range(-2, 3) for q in range(-2, 3) if hex_distance(q, r) <= 2]
    return sorted(cells, key=lambda c: (c[1], c[0]))


def _sea_ring() -> list[tuple[int, int]]:
    """The 18 sea hexes at distance 3, clockwise starting at the top-left corner (0, -3)."""
    ring: list[tuple[int, int]] = []
    q, r = 0, -3
    # Walk the six sides of the ring: E, SE, SW, W, NW, NE (axial steps), 3 steps each.
    for dq, dr in ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)):
        for _ in range(3):
            ring.append((q, r))
            q, r = q + dq, r + dr
    return ring


def _spiral_axials() -> list[tuple[int, int]]:
    """Land hexes from the top-left corner, counter-clockwise, ring by ring to the centre."""
    order: list[tuple[int, int]] = []
    for k in (2, 1):
        q, r = 0, -k
        for dq, dr in ((-1, 1), (0, 1), (1, 0), (1, -1), (0, -1), (-1, 0)):
            for _ in range(k):
                order.append((q, r))
                q, r = q + dq, r + dr
    order.append((0, 0))
    return order


def _build_base(geo: Geometry) -> None:
    geo.hex_axial = _land_axials()
    geo.hex_labels = [chr(ord("A") + i) for i in range(len(geo.hex_axial))]
    geo.hex_grid = [hex_centre_grid(q, r) for q, r in geo.hex_axial]
    corner_points = {
        (cx + dx, cy + dy) for cx, cy in geo.hex_grid for dx, dy in CORNER_OFFSETS
    }
    geo.node_grid = sorted(corner_points, key=lambda p: (p[1], p[0]))
    node_at = {p: i for i, p in enumerate(geo.node_grid)}
    geo.node_labels = [str(i + 1) for i in range(len(geo.node_grid))]
    geo.hex_corners = [
        [node_at[(cx + dx, cy + dy)] for dx, dy in CORNER_OFFSETS] for cx, cy in geo.hex_grid
    ]
    pairs = set()
    for corners in geo.hex_corners:
        for k in range(6):
            a, b = corners[k], corners[(k + 1) % 6]
            pairs.add((min(a, b), max(a, b)))
    geo.edge_nodes = sorted(pairs)
    edge_at = {p: i for i, p in enumerate(geo.edge_nodes)}
    geo.edge_labels = [f"{geo.node_labels[a]}-{geo.node_labels[b]}" for a, b in geo.edge_nodes]
    geo.hex_edges = []
    for corners in geo.hex_corners:
        sides = []
        for k in range(6):
            a, b = corners[k], corners[(k + 1) % 6]
            sides.append(edge_at[(min(a, b), max(a, b))])
        geo.hex_edges.append(sides)
    hex_at = {ax: i for i, ax in enumerate(geo.hex_axial)}
    geo.hex_neighbours = [
        [hex_at[(q + dq, r + dr)] for dq, dr in SIDE_NEIGHBOURS if (q + dq, r + dr) in hex_at]
        for q, r in geo.hex_axial
    ]
    geo.spiral = [hex_at[ax] for ax in _spiral_axials()]
    _derive_incidence(geo)
    geo.sea_axial = _sea_ring()
    for sea, land in HARBOUR_SLOTS_AXIAL:
        h = hex_at[land]
        side = SIDE_NEIGHBOURS.index((sea[0] - land[0], sea[1] - land[1]))
        e = geo.hex_edges[h][side]
        geo.harbour_sea.append(sea)
        geo.harbour_hex.append(h)
        geo.harbour_edge.append(e)
        geo.harbour_nodes.append(geo.edge_nodes[e])


def _derive_incidence(geo: Geometry) -> None:
    """node→edges, node→nodes, node→hexes and edge→hexes from hex_corners / edge_nodes."""
    n = len(geo.node_grid)
    geo.node_edges = [[] for _ in range(n)]
    geo.node_nodes = [[] for _ in range(n)]
    for e, (a, b) in enumerate(geo.edge_nodes):
        geo.node_edges[a].append(e)
        geo.node_edges[b].append(e)
        geo.node_nodes[a].append(b)
        geo.node_nodes[b].append(a)
    geo.node_hexes = [[] for _ in range(n)]
    for h, corners in enumerate(geo.hex_corners):
        for c in corners:
            geo.node_hexes[c].append(h)
    geo.edge_hexes = [[] for _ in range(len(geo.edge_nodes))]
    for h, sides in enumerate(geo.hex_edges):
        for e in sides:
            geo.edge_hexes[e].append(h)


def _add_plazas(geo: Geometry, trade_hexes: tuple[int, ...]) -> None:
    """Traders & Barbarians: a plaza node inside each trade hex, 4 spokes to its land corners."""
    blocked_nodes: set[int] = set()
    blocked_edges: set[int] = set()
    for i, h in enumerate(trade_hexes):
        land_corners = [c for c in geo.hex_corners[h] if len(geo.node_hexes[c]) > 1]
        blocked_nodes.update(c for c in geo.hex_corners[h] if len(geo.node_hexes[c]) == 1)
        blocked_edges.update(e for e in geo.hex_edges[h] if len(geo.edge_hexes[e]) == 1)
        plaza = len(geo.node_grid)
        geo.node_grid.append(geo.hex_grid[h])
        geo.node_labels.append(f"P{i + 1}")
        geo.plaza_of_hex[h] = plaza
        for c in land_corners:
            geo.edge_nodes.append((c, plaza))
            geo.edge_labels.append(f"P{i + 1}-{geo.node_labels[c]}")
    # Plazas and spokes are not part of hex_corners/hex_edges: they produce nothing.
    _derive_incidence(geo)
    for h, plaza in geo.plaza_of_hex.items():
        geo.node_hexes[plaza] = [h]
        for e in geo.node_edges[plaza]:
            geo.edge_hexes[e] = [h]
    geo.blocked_nodes = frozenset(blocked_nodes)
    geo.blocked_edges = frozenset(blocked_edges)


def build_geometry(trade_hexes: tuple[int, ...] = ()) -> Geometry:
    """The board's topology; ``trade_hexes`` (hex ids) get a plaza and 4 spokes each."""
    geo = Geometry()
    _build_base(geo)
    if trade_hexes:
        _add_plazas(geo, tuple(trade_hexes))
    return geo


BASE = build_geometry()

# The base board's tables as module constants (ids as documented above).
NUM_HEXES = BASE.num_hexes  # 19
NUM_NODES = BASE.num_nodes  # 54
NUM_EDGES = BASE.num_edges  # 72
NUM_HARBOURS = len(BASE.harbour_edge)  # 9
HEX_AXIAL = BASE.hex_axial
HEX_LABELS = BASE.hex_labels
HEX_GRID = BASE.hex_grid
HEX_CORNERS = BASE.hex_corners
HEX_EDGES = BASE.hex_edges
HEX_NEIGHBOURS = BASE.hex_neighbours
SPIRAL = BASE.spiral
NODE_GRID = BASE.node_grid
NODE_LABELS = BASE.node_labels
NODE_NODES = BASE.node_nodes
NODE_EDGES = BASE.node_edges
NODE_HEXES = BASE.node_hexes
EDGE_NODES = BASE.edge_nodes
EDGE_LABELS = BASE.edge_labels
EDGE_HEXES = BASE.edge_hexes
SEA_AXIAL = BASE.sea_axial
HARBOUR_SEA = BASE.harbour_sea
HARBOUR_HEX = BASE.harbour_hex
HARBOUR_EDGE = BASE.harbour_edge
HARBOUR_NODES = BASE.harbour_nodes
