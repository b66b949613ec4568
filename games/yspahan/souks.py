"""Cubes in the souks (rules: "Placing cubes", card d, end-of-week souk scoring).

``souks`` maps a souk id to its shops, each the owning seat or None (empty).
"""

from __future__ import annotations

from .board import QUARTER_SOUKS, QUARTERS, SOUK_SIZE, SOUK_VP, SOUKS

Souks = dict[str, list[int | None]]


def empty_souks() -> Souks:
    return {s: [None] * SOUK_SIZE[s] for s in SOUKS}


def binding(souks: Souks, quarter: str, player: int) -> list[str]:
    """The player's unfinished souks of the quarter: at least one of their cubes and at
    least one empty shop ("dokud není zaplněn, musí hráč přednostně umístit svou kostičku
    do bazaru …, kde už nějakou svou kostičku má")."""
    return [s for s in QUARTER_SOUKS[quarter] if player in souks[s] and None in souks[s]]


def legal_shops(souks: Souks, quarter: str, player: int) -> list[str]:
    """Where the player's next cube may go in ``quarter``: the empty shops of their
    unfinished souks if there are any, else the shops of souks nobody has started ("nelze
    dát kostičku do bazaru, který již rozestavěl jiný hráč")."""
    mine = binding(souks, quarter, player)
    pool = mine or [s for s in QUARTER_SOUKS[quarter] if all(o is None for o in souks[s])]
    return [f"{s}.{i}" for s in pool for i, o in enumerate(souks[s]) if o is None]


def open_capacity(souks: Souks, quarter: str, player: int) -> int:
    """Empty shops in the quarter's souks not closed to the player (none of another
    player's cubes): placing this many cubes or more fills every one of them, whatever
    the order."""
    return sum(souks[s].count(None) for s in QUARTER_SOUKS[quarter]
               if all(o is None or o == player for o in souks[s]))


def card_shops(souks: Souks, player: int) -> list[str]:
    """Card d: one cube into an empty shop of any quarter, by the same souk rules."""
    return [shop for q in QUARTERS for shop in legal_shops(souks, q, player)]


def completed(souks: Souks) -> dict[str, int]:
    """``{souk: owner}`` for every completely filled souk (a souk only ever holds one
    player's cubes)."""
    out = {}
    for s in SOUKS:
        shops = souks[s]
        first = shops[0]
        if first is not None and None not in shops and len(set(shops)) == 1:
            out[s] = first
    return out


def souk_points(souks: Souks, players: int, building5: list[bool]) -> dict[int, int]:
    """Week-end souk scoring: each completed souk's VP to its owner, +2 per souk with
    building 5."""
    out = {p: 0 for p in range(players)}
    for s, owner in completed(souks).items():
        if owner is not None:
            out[owner] += SOUK_VP[s] + (2 if building5[owner] else 0)
    return out
