"""Traders & Barbarians: the island's fixed parts (rules: catan_traders_barbarians.md, Board).

Static data only (no state): which hexes are trade hexes, their plazas and stacks, the
scenario's topology registered with the base rules helpers, the number-token layout, the
barbarians' starting paths, and board generation. Cube coordinates in the rules file map to
the geometry's axial ``(q, r)`` as ``q = x``, ``r = z``.
"""

from __future__ import annotations

from games.catan import rules as R
from games.catan.board import BASE_HARBOURS, balanced_random_numbers, shuffled_harbours
from games.catan.geometry import build_geometry
from games.rng import Rng

VARIANT = "traders-barbarians"

# Trade hexes by name, at the rules' default corners (cube → axial q = x, r = z).
TRADE_AXIAL: dict[str, tuple[int, int]] = {
    "castle": (2, -2),  # (2, 0, -2), top-right corner
    "quarry": (-2, 0),  # (-2, 2, 0), left corner
    "glassworks": (0, 2),  # (0, -2, 2), bottom-right corner
}
TRADE_NAMES: tuple[str, ...] = ("castle", "quarry", "glassworks")

_base = build_geometry()
TRADE_HEX: dict[str, int] = {name: _base.hex_axial.index(ax) for name, ax in TRADE_AXIAL.items()}
GEOMETRY = build_geometry(tuple(TRADE_HEX[name] for name in TRADE_NAMES))
TABLES = R.register_variant(VARIANT, GEOMETRY)
PLAZA: dict[str, int] = {name: GEOMETRY.plaza_of_hex[h] for name, h in TRADE_HEX.items()}
PLAZA_TRADE: dict[int, str] = {node: name for name, node in PLAZA.items()}
# The 9 sea paths and 6 sea-only corners of the trade hexes: no road, wagon or barbarian.
SEA_PATHS: frozenset[int] = GEOMETRY.blocked_edges
SEA_CORNERS: frozenset[int] = GEOMETRY.blocked_nodes

# Commodity stacks: what each holds, and where each good is delivered.
STACK_GOODS: dict[str, tuple[tuple[str, int], ...]] = {
    "castle": (("tools", 6), ("sand", 6)),
    "quarry": (("marble", 6), ("sand", 6)),
    "glassworks": (("glass", 6), ("tools", 6)),
}
DELIVER_TO: dict[str, str] = {
    "tools": "quarry", "sand": "glassworks", "marble": "castle", "glass": "castle",
}
GOODS: tuple[str, ...] = ("tools", "sand", "marble", "glass")

# 16 terrain hexes: the base set without the desert, one pasture and one fields.
TERRAIN: tuple[str, ...] = (
    ("forest",) * 4 + ("pasture",) * 3 + ("fields",) * 3 + ("hills",) * 3 + ("mountains",) * 3
)
# The base tokens without the 2 and the 12.
TOKENS: tuple[int, ...] = (5, 6, 3, 8, 10, 9, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11)
# The rules file's spiral result, by cube coordinate (x, y, z).
SPIRAL_CUBE: tuple[tuple[tuple[int, int, int], int], ...] = (
    ((2, -2, 0), 5), ((2, -1, -1), 6), ((1, 1, -2), 3), ((0, 2, -2), 8), ((-1, 2, -1), 10),
    ((-2, 1, 1), 9), ((-2, 0, 2), 11), ((-1, -1, 2), 4), ((1, -2, 1), 8), ((1, -1, 0), 10),
    ((1, 0, -1), 9), ((0, 1, -1), 4), ((-1, 1, 0), 5), ((-1, 0, 1), 6), ((0, -1, 1), 3),
    ((0, 0, 0), 11),
)


def spiral_numbers() -> list[int]:
    """The fixed number layout (the rules' spiral); trade hexes get 0."""
    numbers = [0] * GEOMETRY.num_hexes
    for (x, _y, z), n in SPIRAL_CUBE:
        numbers[GEOMETRY.hex_axial.index((x, z))] = n
    return numbers


def _centre_side(toward: tuple[int, int]) -> int:
    """The edge of the centre hex on the side facing ``toward`` (a corner hex)."""
    centre = GEOMETRY.hex_axial.index((0, 0))
    q, r = toward
    side = {(1, -1): 0, (1, 0): 1, (0, 1): 2, (-1, 1): 3, (-1, 0): 4, (0, -1): 5}[(q // 2, r // 2)]
    return GEOMETRY.hex_edges[centre][side]


# Bot default: the barbarians start on the centre hex's 3 paths facing the trade hexes.
BARBARIAN_START: tuple[int, ...] = tuple(_centre_side(TRADE_AXIAL[n]) for n in TRADE_NAMES)


def generate_board(rng: Rng, numbers: str = "spiral") -> dict[str, list]:
    """Terrain (trade hexes named by their building), numbers and harbour types."""
    tiles = list(TERRAIN)
    rng.shuffle(tiles)
    it = iter(tiles)
    trade = {h: name for name, h in TRADE_HEX.items()}
    terrain = [trade[h] if h in trade else next(it) for h in range(GEOMETRY.num_hexes)]
    if numbers == "spiral":
        nums = spiral_numbers()
    else:
        nums = balanced_random_numbers(rng, terrain, TOKENS, GEOMETRY, skip=TRADE_NAMES)
    return {"terrain": terrain, "numbers": nums, "harbours": shuffled_harbours(rng, BASE_HARBOURS)}
