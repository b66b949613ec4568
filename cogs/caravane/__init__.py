"""Caravane at the table: the engine, its board image and its words — nothing else."""

from __future__ import annotations

from typing import Any

from cogs.caravane.ui import CaravaneUI
from games.caravane import ENGINE
from render.caravane import render_board
from table.kind import GameKind

KIND = GameKind(engine=ENGINE, ui=CaravaneUI(), render_board=render_board, emoji="🐪",
                colour=0xD9A441)


async def setup(bot: Any) -> None:
    """discord.py extension entry point."""
    await bot.table.install(KIND)
