"""Caravan at the table: the engine, its board image and its words — nothing else."""

from __future__ import annotations

from typing import Any

from cogs.caravan.ui import CaravanUI
from games.caravan import ENGINE
from render.caravan import render_board
from table.kind import GameKind

KIND = GameKind(engine=ENGINE, ui=CaravanUI(), render_board=render_board, emoji="🐪",
                colour=0xE0B060)


async def setup(bot: Any) -> None:
    """discord.py extension entry point."""
    await bot.table.install(KIND)
