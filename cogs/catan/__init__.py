"""Catan at the table: the engine, its board and hand images, and its words — nothing else."""

from __future__ import annotations

from typing import Any

from cogs.catan.ui import CatanUI
from cogs.table.kind import GameKind
from games.catan import ENGINE
from render.catan import render_board, render_hand

KIND = GameKind(engine=ENGINE, ui=CatanUI(), render_board=render_board,
                render_private=render_hand, emoji="🏝️", colour=0xE0A030)


async def setup(bot: Any) -> None:
    """discord.py extension entry point."""
    await bot.table.install(KIND)
