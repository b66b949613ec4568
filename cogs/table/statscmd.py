"""``/stats`` and ``/stats player:@x``: games played and won, average score and an OpenSkill
rating per game, and a leaderboard image — for every game, computed from the server's finished
games on demand (table/stats.py), so nothing can drift out of step with the history. The
table's AI has rows of its own, one per level ("🤖 Standard"), apart from every person."""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.table.cogbase import AtTheTable
from cogs.table.translator import lstr
from render.leaderboard import Panel, Row, Words, render_leaderboard
from store import AI
from table import i18n, stats
from table.ai import level_words
from table.drawing import RENDER_POOL
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService

log = logging.getLogger(__name__)

TOP = 10  # rows per game on the leaderboard


async def finished_games(table: TableService, guild_id: int | None) -> list[stats.Finished]:
    """The server's finished games as stats see them (games of kinds no longer installed, or
    whose state no longer reads, are skipped rather than failing the whole command)."""
    out = []
    for game in await table.store.finished_games(guild_id):
        kind = table.kinds.get(game.kind)
        if kind is None or game.state is None:
            continue
        try:
            result = kind.engine.result(kind.engine.migrate(game.state))
        except Exception:  # one unreadable game must not hide everyone's stats
            log.exception("Stats: could not read the result of game %s", game.id)
            continue
        # The AI's seats count for its row of their level, named in the reader's language.
        out.append(stats.Finished(
            game.id, game.kind, game.finished_at or game.updated_at,
            tuple(stats.ai_row(s.level) if s.kind == AI else s.holder_id for s in game.seats),
            tuple(t("ai-name", level=level_words(s.level or "standard")) if s.kind == AI
                  else s.name for s in game.seats), result))
    return out


def skill(player: stats.PlayerStats) -> float:
    """The conservative rating (mu − 3 sigma) as shown: rounded once, here, so that the text,
    the image and the order of the leaderboard all read the same number."""
    return round(player.rating, 1) + 0.0  # + 0.0: never "-0.0"


def skill_text(player: stats.PlayerStats) -> str:
    return f"{skill(player):.1f}".replace("-", "\u2212")  # a real minus sign


def ranking(players: dict[int, stats.PlayerStats]) -> list[stats.PlayerStats]:
    """Best shown skill first; equal skills by more wins, then more games, then name — the
    tie-break a reader can check on the leaderboard itself."""
    return sorted(players.values(), key=lambda p: (-skill(p), -p.won, -p.played, p.name))


def player_text(table: TableService, board: dict[str, dict[int, stats.PlayerStats]],
                user_id: int, name: str) -> str:
    lines = [t("stats-player-title", name=name)]
    for kind_key, players in sorted(board.items()):
        if user_id not in players:
            continue
        order = ranking(players)
        place = next(i for i, p in enumerate(order, 1) if p.user_id == user_id)
        me = players[user_id]
        average = me.average_score
        lines.append(t("stats-player-line", game=table.kinds[kind_key].title, played=me.played,
                       won=me.won, percent=round(100 * me.win_rate),
                       average="—" if average is None else f"{average:.1f}",
                       rating=skill_text(me), place=place, of=len(order)))
    if len(lines) == 1:
        lines.append(t("stats-player-none"))
    else:
        lines.append("-# " + t("stats-skill-help"))
    return "\n".join(lines)


def leaderboard_parts(table: TableService, board: dict[str, dict[int, stats.PlayerStats]],
                      games: list[stats.Finished], server: str) -> tuple[list[Panel], Words, str]:
    """The image's panels and words, and a short text version (the top three per game)."""
    counts: dict[str, int] = {}
    for g in games:
        counts[g.kind] = counts.get(g.kind, 0) + 1
    panels, lines = [], [t("stats-title", server=server)]
    for kind_key in sorted(board, key=lambda k: (-counts.get(k, 0), k)):
        players = board[kind_key]
        if not players:
            continue
        title = t("stats-panel", game=table.kinds[kind_key].title, games=counts.get(kind_key, 0))
        best = ranking(players)[:TOP]
        panels.append(Panel(title, tuple(
            Row(i, p.name, skill_text(p), p.played, p.won,
                None if p.average_score is None else round(p.average_score, 1),
                tuple(round(x, 2) for x in p.history))
            for i, p in enumerate(best, 1))))
        podium = ", ".join(t("stats-podium", place=i, name=p.name, rating=skill_text(p))
                           for i, p in enumerate(best[:3], 1))
        lines.append(f"**{title}**: {podium}")
    if not panels:
        lines.append(t("stats-empty"))
    else:
        lines.append("-# " + t("stats-skill-help"))
    words = Words(t("stats-title", server=server), t("stats-rating"), t("stats-record"),
                  t("stats-average"), t("stats-trend"), t("stats-empty"))
    return panels, words, "\n".join(lines)


async def show_stats(table: TableService, interaction: discord.Interaction,
                     player: discord.Member | discord.User | None) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    games = await finished_games(table, interaction.guild_id)
    board = stats.compute(games)
    if player is not None:
        await interaction.followup.send(
            player_text(table, board, player.id, player.display_name)[:2000], ephemeral=True)
        return
    server = interaction.guild.name if interaction.guild else ""
    panels, words, text = leaderboard_parts(table, board, games, server)
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
