"""Board generation: terrain, number tokens and harbour types (seeded, pure).

A board is three lists indexed like ``geometry`` ids:
``terrain`` (per hex: "forest", "pasture", "fields", "hills", "mountains", "desert"),
``numbers`` (per hex: 2..12, 0 on the desert) and ``harbours`` (per harbour slot: a resource
name for a 2:1 harbour or "any" for 3:1).

The functions take the token and terrain lists as parameters so that scenarios (Traders &
Barbarians: no desert, trade hexes, no 2/12) can reuse them.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.rng import Rng

from .geometry import BASE, Geometry

RESOURCES: tuple[str, ...] = ("brick", "lumber", "wool", "grain", "ore")
TERRAIN_RESOURCE: dict[str, str] = {
    "hills": "brick",
    "forest": "lumber",
    "pasture": "wool",
    "fields": "grain",
    "mountains": "ore",
}
BASE_TERRAIN: tuple[str, ...] = (
    ("forest",) * 4 + ("pasture",) * 4 + ("fields",) * 4 + ("hills",) * 3 + ("mountains",) * 3
    + ("desert",)
)
# The official spiral order of the 18 number tokens (catan.md).
SPIRAL_TOKENS: tuple[int, ...] = (5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11)
BASE_HARBOURS: tuple[str, ...] = ("any",) * 4 + RESOURCES

# The beginner board (catan.md allows a fixed layout): terrain and numbers in hex-id order
# (rows 3-4-5-4-3, left to right), as in the published starting set-up.
BEGINNER_TERRAIN: tuple[str, ...] = (
    "mountains", "pasture", "forest",
    "fields", "hills", "pasture", "hills",
    "fields", "forest", "desert", "forest", "mountains",
    "forest", "mountains", "fields", "pasture",
    "hills", "fields", "pasture",
)  # fmt: skip
BEGINNER_NUMBERS: tuple[int, ...] = (
    10, 2, 9,
    12, 6, 4, 10,
    9, 11, 0, 3, 8,
    8, 3, 4, 5,
    5, 6, 11,
)  # fmt: skip
BEGINNER_HARBOURS: tuple[str, ...] = (
    "any", "wool", "any", "any", "brick", "lumber", "any", "grain", "ore",
)  # fmt: skip

HOT_NUMBERS = (6, 8)
MAX_BALANCE_TRIES = 10_000


def shuffled_terrain(rng: Rng, terrain: Sequence[str] = BASE_TERRAIN) -> list[str]:
    tiles = list(terrain)
    rng.shuffle(tiles)
    return tiles


def spiral_numbers(
    terrain: Sequence[str],
    tokens: Sequence[int] = SPIRAL_TOKENS,
    geo: Geometry = BASE,
    skip: Sequence[str] = ("desert",),
) -> list[int]:
    """Lay ``tokens`` along the spiral (geometry.SPIRAL), skipping hexes whose terrain is in
    ``skip``; those get 0."""
    numbers = [0] * geo.num_hexes
    it = iter(tokens)
    for h in geo.spiral:
        if terrain[h] not in skip:
            numbers[h] = next(it)
    return numbers


def hot_numbers_adjacent(numbers: Sequence[int], geo: Geometry = BASE) -> bool:
    """True when two 6/8 tokens sit on neighbouring hexes."""
    for h, n in enumerate(numbers):
        if n in HOT_NUMBERS:
            for other in geo.hex_neighbours[h]:
                if numbers[other] in HOT_NUMBERS:
                    return True
    return False


def balanced_random_numbers(
    rng: Rng,
    terrain: Sequence[str],
    tokens: Sequence[int] = SPIRAL_TOKENS,
    geo: Geometry = BASE,
    skip: Sequence[str] = ("desert",),
) -> list[int]:
    """Shuffle the tokens onto the producing hexes, re-drawing until no 6/8 are adjacent."""
    slots = [h for h in range(geo.num_hexes) if terrain[h] not in skip]
    pool = list(tokens)
    for _ in range(MAX_BALANCE_TRIES):
        rng.shuffle(pool)
        numbers = [0] * geo.num_hexes
        for h, n in zip(slots, pool, strict=True):
            numbers[h] = n
        if not hot_numbers_adjacent(numbers, geo):
            return numbers
    raise RuntimeError("could not place number tokens without adjacent 6/8")  # pragma: no cover


def shuffled_harbours(rng: Rng, harbours: Sequence[str] = BASE_HARBOURS) -> list[str]:
    kinds = list(harbours)
    rng.shuffle(kinds)
    return kinds


def generate_board(rng: Rng, board: str = "random", numbers: str = "spiral") -> dict[str, list]:
    """Terrain, numbers and harbours for the base game's options ``board`` and ``numbers``."""
    if board == "beginner":
        terrain = list(BEGINNER_TERRAIN)
        harbours = list(BEGINNER_HARBOURS)
        nums = list(BEGINNER_NUMBERS) if numbers == "spiral" else None
    else:
        terrain = shuffled_terrain(rng)
        harbours = shuffled_harbours(rng)
        nums = spiral_numbers(terrain) if numbers == "spiral" else None
    if nums is None:
        nums = balanced_random_numbers(rng, terrain)
    return {"terrain": terrain, "numbers": nums, "harbours": harbours}
