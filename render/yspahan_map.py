"""Where things lie on the Yspahan city map, in street squares (one unit = one square).

The city is laid out as the board is: the central square ``C`` with four streets as arms
(W1..W10 to the west, E1..E7 east, N1..N4 north, S1..S7 south) and a quarter in each corner
between two arms — Chest NW, Vase NE, Bag SW, Barrel SE. A shop is two squares wide along
the street, so each shop faces two squares of it; the street's squares alternate sides, and
the one the board data says touches the shop is the one in front of its door. A corner shop
that two arms' first squares both touch (Bag, Barrel and Vase have one each) fits in the
corner, a half shop where the next square of an arm must face a different shop.

Coordinates are in units from the map's top-left corner: x grows east, y grows south. The
map is ``MAP_W`` × ``MAP_H`` units; ``C`` is the cell at (``CX``, ``CY``). A shop is a
rectangle ``(x0, y0, x1, y1)`` in units; a square is the cell whose top-left corner is
``SQUARE_CELL[square]``. ``tests/test_yspahan_render.py`` checks every shop against the
board data: the squares that touch it share an edge with it, and no two shops overlap.
"""

from __future__ import annotations

from games.yspahan.board import ARMS, CENTER, QUARTER_SOUKS, SHOPS, SQUARE_SHOPS, SQUARES

Rect = tuple[float, float, float, float]

CX, CY = 10, 5            # the central square's cell: W has 10 squares, N has 4 (+1 row of shops)
MAP_W, MAP_H = 19, 14     # 10 west + C + 8 east; 5 north + C + 8 south

# Each quarter's shops in its own frame: ``a`` away from the north-south street, ``b`` away
# from the east-west street, both from 0 at the street's edge; (a0, a1, b0, b1).
_LOCAL: dict[str, dict[str, tuple[float, float, float, float]]] = {
    "CHEST": {  # NW: W2 W4 W6 W8 W10 touch the street side, N2 and N4 the N side
        "CHEST_B.1": (0, 2, 0, 1), "CHEST_B.0": (2, 4, 0, 2),
        "CHEST_A.2": (4, 6, 0, 2), "CHEST_A.1": (6, 8, 0, 2), "CHEST_A.0": (8, 10, 0, 2),
        "CHEST_C.0": (0, 2, 1, 3), "CHEST_C.1": (0, 2, 3, 5),
        "CHEST_C.2": (2, 4, 2, 4), "CHEST_C.3": (4, 6, 2, 4),
    },
    "VASE": {  # NE: E1 (and N1) the corner shop, E3 E5 E7, N3
        "VASE_A.0": (0, 2, 0, 2), "VASE_C.0": (2, 4, 0, 2), "VASE_C.1": (4, 6, 0, 2),
        "VASE_C.2": (6, 8, 0, 2), "VASE_B.0": (0, 2, 2, 4), "VASE_B.1": (2, 4, 2, 4),
    },
    "BAG": {  # SW: W1 (and S1) the corner shop, W3 W5 W7 W9, S2 S4 S6
        "BAG_C.1": (0, 2, 0, 1), "BAG_C.0": (2, 4, 0, 2), "BAG_B.1": (4, 6, 0, 2),
        "BAG_B.0": (6, 8, 0, 2), "BAG_A.0": (8, 10, 0, 2),
        "BAG_C.2": (0, 2, 1, 3), "BAG_D.0": (0, 2, 3, 5), "BAG_D.1": (0, 2, 5, 7),
        "BAG_B.2": (4, 6, 2, 4), "BAG_B.3": (6, 8, 2, 4), "BAG_B.4": (4, 6, 4, 6),
        "BAG_A.1": (8, 10, 2, 4), "BAG_A.2": (8, 10, 4, 6), "BAG_A.3": (6, 8, 4, 6),
        "BAG_A.4": (6, 8, 6, 8), "BAG_A.5": (8, 10, 6, 8),
        "BAG_D.2": (2, 4, 2, 4), "BAG_D.3": (2, 4, 4, 6),
    },
    "BARREL": {  # SE: E1 (and S1) the corner shop, E2 E4 E6, S3 S5 S7
        "BARREL_A.0": (0, 1, 0, 2), "BARREL_A.1": (1, 3, 0, 2), "BARREL_B.0": (3, 5, 0, 2),
        "BARREL_B.1": (5, 7, 0, 2), "BARREL_C.0": (0, 2, 2, 4), "BARREL_C.1": (2, 4, 2, 4),
        "BARREL_B.2": (4, 6, 2, 4), "BARREL_D.1": (0, 2, 4, 6), "BARREL_C.2": (2, 4, 4, 6),
        "BARREL_B.3": (4, 6, 4, 6), "BARREL_D.0": (0, 2, 6, 8), "BARREL_D.2": (2, 4, 6, 8),
        "BARREL_D.3": (4, 6, 6, 8), "BARREL_D.4": (6, 8, 6, 8),
    },
}
# Which way each quarter's frame points: (x sign of a, y sign of b).
_FRAME = {"CHEST": (-1, -1), "VASE": (1, -1), "BAG": (-1, 1), "BARREL": (1, 1)}


def _to_map(quarter: str, rect: tuple[float, float, float, float]) -> Rect:
    a0, a1, b0, b1 = rect
    sx, sy = _FRAME[quarter]
    xs = (CX - a1, CX - a0) if sx < 0 else (CX + 1 + a0, CX + 1 + a1)
    ys = (CY - b1, CY - b0) if sy < 0 else (CY + 1 + b0, CY + 1 + b1)
    return xs[0], ys[0], xs[1], ys[1]


SHOP_RECT: dict[str, Rect] = {
    shop: _to_map(q, rect) for q, shops in _LOCAL.items() for shop, rect in shops.items()}

_STEP = {"W": (-1, 0), "E": (1, 0), "N": (0, -1), "S": (0, 1)}


def _cell(square: str) -> tuple[int, int]:
    if square == CENTER:
        return CX, CY
    dx, dy = _STEP[square[0]]
    k = int(square[1:])
    return CX + dx * k, CY + dy * k


SQUARE_CELL: dict[str, tuple[int, int]] = {sq: _cell(sq) for sq in SQUARES}
ARM_END: dict[str, tuple[int, int]] = {arm: _cell(f"{arm}{n}") for arm, n in ARMS.items()}


def shared_edge(rect: Rect, cell: tuple[int, int]) -> tuple[float, float, float, float] | None:
    """The segment (x0, y0, x1, y1) a shop shares with a square's cell, if any."""
    x0, y0, x1, y1 = rect
    cx, cy = cell
    if x1 == cx or x0 == cx + 1:          # a vertical edge
        x = x1 if x1 == cx else x0
        lo, hi = max(y0, cy), min(y1, cy + 1)
        return (x, lo, x, hi) if hi > lo else None
    if y1 == cy or y0 == cy + 1:          # a horizontal edge
        y = y1 if y1 == cy else y0
        lo, hi = max(x0, cx), min(x1, cx + 1)
        return (lo, y, hi, y) if hi > lo else None
    return None


# The doors: for each square, the edge of its cell that each shop it touches lies along.
DOORS: dict[str, tuple[tuple[str, tuple[float, float, float, float]], ...]] = {
    sq: tuple((shop, edge) for shop in SQUARE_SHOPS[sq]
              if (edge := shared_edge(SHOP_RECT[shop], SQUARE_CELL[sq])) is not None)
    for sq in SQUARES}


def souk_cells(souk: str) -> list[str]:
    return [shop for shop in SHOPS if shop.startswith(souk + ".")]


def quarter_bounds(quarter: str) -> Rect:
    """The box around a quarter's shops (for its name and picture)."""
    rects = [SHOP_RECT[s] for souk in QUARTER_SOUKS[quarter] for s in souk_cells(souk)]
    return (min(r[0] for r in rects), min(r[1] for r in rects),
            max(r[2] for r in rects), max(r[3] for r in rects))
