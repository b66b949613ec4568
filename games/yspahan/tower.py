"""The dice tower: rolling and filling the six rows (rules: "A day", steps 1 and 2).

A row is ``None`` (empty) or ``{"face": v, "white": w, "yellow": y}``; the tower is a list
of six rows, index 0 = row 1 (camels) … index 5 = row 6 (gold).
"""

from __future__ import annotations

from typing import TypedDict

from games.rng import Rng

from .board import PUBLISHED


class Row(TypedDict):
    face: int
    white: int
    yellow: int


Tower = list[Row | None]


def roll(rng: Rng, white: int, yellow: int) -> tuple[list[int], list[int]]:
    """``white`` white and ``yellow`` yellow dice, each sorted."""
    whites = sorted(rng.randint(1, 6) for _ in range(white))
    yellows = sorted(rng.randint(1, 6) for _ in range(yellow))
    return whites, yellows


def fill(white: list[int], yellow: list[int], ruleset: str) -> Tower:
    """Group the dice by face value and put the groups on the rows.

    ``seed``: "skupiny od nejnižšího čísla po nejvyšší postupně dává do řádků od
    nejspodnějšího směrem nahoru, vyjma skupiny s číslem 6, kterou vždy dá do svrchního
    řádku" — ascending from row 1, the 6s always on row 6 (no 6: gold row empty; all 6s:
    only row 6).

    ``published``: the lowest group on row 1, the highest group (any face) on row 6, the
    rest on rows 2–5 upward; a single value fills row 1 only.
    """
    faces = sorted(set(white) | set(yellow))
    tower: Tower = [None] * 6

    def group(face: int) -> Row:
        return {"face": face, "white": white.count(face), "yellow": yellow.count(face)}

    if not faces:
        return tower
    if ruleset == PUBLISHED:
        tower[0] = group(faces[0])
        if len(faces) > 1:
            tower[5] = group(faces[-1])
            for i, face in enumerate(faces[1:-1]):
                tower[1 + i] = group(face)
        return tower
    low = [f for f in faces if f != 6]
    for i, face in enumerate(low):  # at most 5 values below 6: rows 1..5
        tower[i] = group(face)
    if 6 in faces:
        tower[5] = group(6)
    return tower


def dice_for(row: Row | None, is_start: bool) -> int:
    """How many dice of ``row`` count for a player: the yellow ones only for the start
    player ("počáteční hráč si počítá i žluté kostky, ostatní pouze bílé")."""
    if row is None:
        return 0
    return row["white"] + (row["yellow"] if is_start else 0)


def remove_yellow(tower: Tower, index: int | None = None) -> None:
    """Take the yellow dice off the tower (or off one row); rows left without dice empty."""
    for i, row in enumerate(tower):
        if row is None or (index is not None and i != index):
            continue
        if row["white"]:
            row["yellow"] = 0
        else:
            tower[i] = None
