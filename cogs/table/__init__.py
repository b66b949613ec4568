"""Shared table mechanics: lobby, seats, turns, pings, board posting, private views."""

from cogs.table.cog import TableCog
from cogs.table.kind import (
    DANGER,
    PRIMARY,
    SECONDARY,
    SUCCESS,
    ButtonSpec,
    FieldSpec,
    GameKind,
    GameUI,
    SelectSpec,
)
from cogs.table.service import TableService
from cogs.table.turn import TableTurn

__all__ = [
    "DANGER", "PRIMARY", "SECONDARY", "SUCCESS", "ButtonSpec", "FieldSpec", "GameKind",
    "GameUI", "SelectSpec", "TableCog", "TableService", "TableTurn",
]
