"""Yspahan at the table: the engine, its city and hand images, and its words — nothing else."""

from __future__ import annotations

from typing import Any

from cogs.yspahan.ui import YspahanUI
from games.yspahan.engine import ENGINE
from render.yspahan import render_board, render_hand
from table.kind import GameKind

KIND = GameKind(engine=ENGINE, ui=YspahanUI(), render_board=render_board,
                render_private=render_hand, emoji="🕌", colour=0x2E7DB5)


async def setup(bot: Any) -> None:
    """discord.py extension entry point."""
    await bot.table.install(KIND)
