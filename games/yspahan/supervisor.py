"""Supervisor movement on the street (rules: "Supervisor").

The track is the centre ``C`` and four arms; square ``X1`` touches C, ``Xk`` is k steps from
it. A move runs in a straight line and never reverses: from C onto any arm; from an arm
square outward (to the arm's end, never past it) or inward through C onto any *other* arm;
it may stop on C. Each destination has exactly one distance from a given start, so a
destination names the whole move.
"""

from __future__ import annotations

from .board import ARMS, CENTER, PUBLISHED, SQUARE_SHOPS, SQUARES, SUPERVISOR_FREE, shop_souk

MAX_DISTANCE = max(ARMS.values()) * 2


def parse(square: str) -> tuple[str, int]:
    """``"W3"`` → ``("W", 3)``; ``"C"`` → ``("C", 0)``."""
    if square == CENTER:
        return CENTER, 0
    return square[0], int(square[1:])


def reachable(start: str, distance: int) -> list[str]:
    """Every square exactly ``distance`` steps from ``start`` along a legal path."""
    if distance == 0:
        return [start]
    arm, i = parse(start)
    if arm == CENTER:
        return [f"{a}{distance}" for a, n in ARMS.items() if distance <= n]
    out = []
    if i + distance <= ARMS[arm]:
        out.append(f"{arm}{i + distance}")  # outward
    if distance < i:
        out.append(f"{arm}{i - distance}")  # inward, short of C
    elif distance == i:
        out.append(CENTER)
    else:
        rest = distance - i  # through C onto another arm
        out += [f"{a}{rest}" for a, n in ARMS.items() if a != arm and rest <= n]
    return out


def cost(distance: int, face: int, free: int, ruleset: str) -> int | None:
    """Gold to pay for a move of ``distance`` with dice of ``face`` (``free`` squares from
    building 3), or None if the distance is not allowed.

    ``seed``: only lengthens, d ≥ v, pay max(0, d − v − f). ``published``: d may also be
    shorter (d = 0 too), pay max(0, |d − v| − f)."""
    if ruleset == PUBLISHED:
        return max(0, abs(distance - face) - free)
    if distance < face:
        return None
    return max(0, distance - face - free)


def destinations(start: str, face: int, gold: int, building3: bool,
                 ruleset: str) -> dict[str, tuple[int, int]]:
    """``{square: (distance, gold)}`` for every square the mover may reach and pay for,
    in track order."""
    free = SUPERVISOR_FREE if building3 else 0
    found: dict[str, tuple[int, int]] = {}
    for d in range(0, MAX_DISTANCE + 1):
        price = cost(d, face, free, ruleset)
        if price is None or price > gold:
            continue
        for square in reachable(start, d):
            found.setdefault(square, (d, price))
    return {sq: found[sq] for sq in SQUARES if sq in found}


def distance(start: str, square: str) -> int | None:
    """Steps from ``start`` to ``square`` (one distance per destination), None if unreachable."""
    for d in range(MAX_DISTANCE + 1):
        if square in reachable(start, d):
            return d
    return None


def hit_shops(souks: dict[str, list[int | None]], square: str) -> list[tuple[str, int]]:
    """``(shop, owner)`` of every occupied shop the Supervisor hits on ``square``."""
    out = []
    for shop in SQUARE_SHOPS.get(square, ()):
        souk, i = shop_souk(shop)
        owner = souks[souk][i]
        if owner is not None:
            out.append((shop, owner))
    return out
