"""The shape of a Yspahan state (a plain JSON dict; ``json.loads(json.dumps(s)) == s``).

Seats are ``0..n-1`` clockwise. Names of rows, shops, squares, cards and buildings: see
``board.py``. ``SECRET`` marks what only a private view may show.
"""

from __future__ import annotations

from typing import Literal, TypedDict

from .tower import Row

SCHEMA_VERSION = 1

Step = Literal["roll", "act", "place", "order", "camel", "after"]


class PlayerState(TypedDict):
    vp: int
    camels: int
    gold: int
    buildings: list[str]        # "building1".."building6", in the order built
    hand: list[str]             # SECRET: sorted card ids ("card_a".."card_i")
    resigned: bool


class TurnState(TypedDict):
    used: bool                  # the day's dice action (a row, or the forced card) is done
    built: bool                 # a building was built this turn


class CubesState(TypedDict):
    quarter: str                # the quarter the row's cubes go to
    left: int                   # cubes still to place (placement is mandatory)


class PendingCube(TypedDict):
    shop: str                   # the shop the Supervisor hit
    owner: int
    choice: Literal["pay", "send"] | None   # SECRET until resolved: keep (pay 1 camel) or send


class PendingState(TypedDict):
    mover: int
    square: str
    ordered: bool               # the mover has fixed the order (or it does not matter)
    cubes: list[PendingCube]    # in the order they go to the caravan


class YspahanState(TypedDict):
    schema_version: int
    game: Literal["yspahan"]
    ruleset: Literal["seed", "published"]
    players_count: int
    rng: str | int              # SECRET: the Rng state (games.rng)
    phase: Literal["play", "over"]
    week: int                   # 1..3
    day: int                    # 1..7 within the week
    step: Step
    start: int                  # today's start player
    order: list[int]            # today's turns in order (2 players: [S, O, S])
    turn_index: int             # whose turn: order[turn_index]
    prev_order: list[int]       # yesterday's order (day-21 tie-break)
    yellow: int                 # yellow dice bought today
    dice: dict[str, list[int]] | None   # today's roll {"white": [...], "yellow": [...]}
    tower: list[Row | None]     # rows 1..6
    taken: list[int | None]     # rows 1..6: the seat that used the row today
    turn: TurnState
    cubes: CubesState | None
    pending: PendingState | None
    souks: dict[str, list[int | None]]   # souk id -> owner of each shop
    supervisor: str             # a square
    caravan: list[int]          # the owner of each filled space, in order
    deck: list[str]             # SECRET order (drawn from the end); its length is public
    discard: list[str]          # public
    players: list[PlayerState]
    resigned_order: list[int]
    ended_by: Literal["finish", "resignation"] | None
