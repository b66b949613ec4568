"""Traders & Barbarians: the baggage train levels (rules: catan_traders_barbarians.md).

One row per level 1..5: movement points, gold per delivery, the lowest die face that drives
off a barbarian (0: cannot), the cost to reach the level (5 counts, RESOURCES order brick,
lumber, wool, grain, ore), and its victory points.
"""

from __future__ import annotations

from typing import NamedTuple


class Level(NamedTuple):
    mp: int
    gold: int
    drive_off_from: int  # lowest winning face; 0 = no drive-off at this level
    cost: tuple[int, ...]  # to reach this level from the one below
    vp: int


_LOW = (0, 1, 1, 0, 1)  # lumber + wool + ore
_HIGH = (0, 2, 1, 0, 1)  # 2 lumber + wool + ore
LEVELS: dict[int, Level] = {
    1: Level(mp=4, gold=1, drive_off_from=0, cost=(0, 0, 0, 0, 0), vp=0),
    2: Level(mp=5, gold=2, drive_off_from=6, cost=_LOW, vp=0),
    3: Level(mp=6, gold=3, drive_off_from=5, cost=_LOW, vp=0),
    4: Level(mp=7, gold=4, drive_off_from=4, cost=_HIGH, vp=0),
    5: Level(mp=7, gold=5, drive_off_from=3, cost=_HIGH, vp=1),
}
MAX_LEVEL = 5
BOOST_MP = 2  # one grain, once per turn


def drive_off_faces(level: int) -> tuple[int, ...]:
    """The die faces that drive a barbarian off at this level (empty below level 2)."""
    low = LEVELS[level].drive_off_from
    return tuple(range(low, 7)) if low else ()
