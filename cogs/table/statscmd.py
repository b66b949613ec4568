"""``/stats`` and ``/stats player:@x``: games played and won, average score and an OpenSkill
rating per game, and a leaderboard image. The ratings are kept as games finish
(table/stats.py): this reads the rows it shows — the best ten per game, or one player's — and
draws the image in a render worker, whatever the server's history. The table's AI has rows of
its own, one per level ("🤖 Standard"), apart from every person, named in the reader's
language."""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.table.cogbase import AtTheTable
from cogs.table.replies import ack
from cogs.table.translator import lstr
from render.leaderboard import Panel, Row, Words, render_leaderboard
from store import AI, PERSON, Placed, Rating
from table import i18n
from table.ai import actor_level, level_words
from table.drawing import RENDER_POOL
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService

log = logging.getLogger(__name__)

TOP = 10  # rows per game on the leaderboard


def name_of(player: Rating) -> str:
    """A row's name: a person's newest, or the AI's level in the reader's language."""
    if player.holder_kind == AI:
        return t("ai-name", level=level_words(actor_level(player.holder_id) or "standard"))
    return player.name


def skill_text(player: Rating) -> str:
    """The skill (``Rating.skill``: the number the store orders the leaderboard by) as the
    text and the image write it."""
    return f"{player.skill:.1f}".replace("-", "\u2212")  # a real minus sign


def player_text(table: TableService, placed: list[Placed], name: str, *,
                stale: bool = False) -> str:
    lines = [t("stats-player-title", name=name)]
    for entry in placed:
        kind = table.kinds.get(entry.rating.kind)
        if kind is None:  # a game no longer installed
            continue
        me = entry.rating
        average = me.average_score
        lines.append(t("stats-player-line", game=kind.title, played=me.played, won=me.won,
                       percent=round(100 * me.win_rate),
                       average="—" if average is None else f"{average:.1f}",
                       rating=skill_text(me), place=entry.place, of=entry.of))
    if len(lines) == 1:
        lines.append(t("stats-player-none"))
    else:
        lines.append("-# " + t("stats-skill-help"))
    if stale:
        lines.append(t("stats-updating"))
    return "\n".join(lines)


def leaderboard_parts(table: TableService, boards: dict[str, list[Rating]],
                      counts: dict[str, int], server: str, *,
                      stale: bool = False) -> tuple[list[Panel], Words, str]:
    """The image's panels and words, and a short text version (the top three per game):
    ``boards`` holds each game's best ratings, best first; ``counts`` its rated games."""
    panels, lines = [], [t("stats-title", server=server)]
    for kind_key in sorted(boards, key=lambda k: (-counts.get(k, 0), k)):
        best = boards[kind_key]
        if not best or kind_key not in table.kinds:
            continue
        title = t("stats-panel", game=table.kinds[kind_key].title, games=counts.get(kind_key, 0))
        panels.append(Panel(title, tuple(
            Row(i, name_of(p), skill_text(p), p.played, p.won,
                None if p.average_score is None else round(p.average_score, 1),
                tuple(round(x, 2) for x in p.trend))
            for i, p in enumerate(best, 1))))
        podium = ", ".join(t("stats-podium", place=i, name=name_of(p), rating=skill_text(p))
                           for i, p in enumerate(best[:3], 1))
        lines.append(f"**{title}**: {podium}")
    if not panels:
        lines.append(t("stats-empty"))
    else:
        lines.append("-# " + t("stats-skill-help"))
        if stale:
            lines.append(t("stats-updating"))
    words = Words(t("stats-title", server=server), t("stats-rating"), t("stats-record"),
                  t("stats-average"), t("stats-trend"), t("stats-empty"))
    return panels, words, "\n".join(lines)


async def show_stats(table: TableService, interaction: discord.Interaction,
                     player: discord.Member | discord.User | None) -> None:
    await ack(interaction)
    store, guild = table.store, interaction.guild_id
    stale = await store.ratings_stale()
    if player is not None:
        placed = await store.placed_ratings(guild, PERSON, player.id)
        await interaction.followup.send(
            player_text(table, placed, player.display_name, stale=stale)[:2000], ephemeral=True)
        return
    counts = await store.rated_games(guild)
    boards = {kind: await store.ratings(guild, kind, TOP) for kind in counts
              if kind in table.kinds}
    server = interaction.guild.name if interaction.guild else ""
    panels, words, text = leaderboard_parts(table, boards, counts, server, stale=stale)
    png = await RENDER_POOL.run(render_leaderboard, panels, words, locale=i18n.current())
    await interaction.followup.send(text[:2000], ephemeral=True,
                                    file=discord.File(io.BytesIO(png), filename="leaderboard.png"))


class StatsCommand(AtTheTable, commands.Cog):
    """``/stats``: the server's leaderboard, or one player's record."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="stats", description=lstr(
        "Games played and won, and skill, in this server", "table", "cmd-stats"))
    @app_commands.describe(player=lstr("One player's record instead of the leaderboard",
                                       "table", "param-stats-player"))
    @app_commands.guild_only()
    async def stats_(self, interaction: discord.Interaction,
                     player: discord.Member | None = None) -> None:
        await show_stats(self.table, interaction, player)
