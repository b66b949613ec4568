"""Catan at the table: the engine, its board and hand images, and its words — nothing else."""

from __future__ import annotations

from typing import Any

from cogs.catan.ui import CatanUI
from games.catan import ENGINE
from render.catan import render_board, render_hand
from table.kind import GameKind

KIND = GameKind(engine=ENGINE, ui=CatanUI(), render_board=render_board,
                render_private=render_hand, emoji="🏝️", colour=0xE0A030)


async def setup(bot: Any) -> None:
    """discord.py extension entry point."""
    await bot.table.install(KIND)
