"""Message texts and embeds of the table (lobby, board, results); the log is ``log.py``."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import discord

from render import seats as seat_markers
from store import CANCELLED, FINISHED, LOBBY, GameRecord
from table.ai import people, shown_name
from table.words import name_list, t

if TYPE_CHECKING:
    from table.kind import GameKind

COLOUR_DOTS = {"red": "🔴", "blue": "🔵", "orange": "🟠", "green": "🟢", "purple": "🟣",
               "white": "⚪", "yellow": "🟡", "brown": "🟤"}
MEDALS = ("🥇", "🥈", "🥉")


def seat_glyph(colour: str) -> str:
    return (seat_markers.GLYPHS[seat_markers.MARKERS[colour]]
            if colour in seat_markers.MARKERS else "")


def esc(name: str) -> str:
    return discord.utils.escape_markdown(name)


def jump_url(game: GameRecord) -> str | None:
    """The link to the game's board message (None before its first board)."""
    if game.guild_id and game.board_message_id:
        return f"https://discord.com/channels/{game.guild_id}/{game.channel_id}/{game.board_message_id}"
    return None


def jump(game: GameRecord) -> str:
    url = jump_url(game)
    return f" ({url})" if url else ""


def lobby_embed(kind: GameKind, game: GameRecord) -> discord.Embed:
    engine = kind.engine
    status = {LOBBY: t("lobby-open"), CANCELLED: t("lobby-cancelled"),
              FINISHED: t("lobby-finished")}.get(game.status, t("lobby-started"))
    embed = discord.Embed(title=f"{kind.emoji} {kind.title} — {status}", colour=kind.colour)
    # Colour and the seat's marker shape, as on the board: never colour alone.
    seats = "\n".join(f"{COLOUR_DOTS.get(s.colour, '•')}{seat_glyph(s.colour)} **{esc(s.name)}**"
                      + (f" {t('lobby-host')}" if s.user_id == game.host_id else "")
                      for s in game.seats) or "—"
    embed.add_field(name=t("lobby-players", n=len(game.seats), max=engine.max_players),
                    value=seats, inline=True)
    opts = option_text(kind, game.options)
    if opts:
        embed.add_field(name=t("lobby-options"), value=opts, inline=True)
    if game.status == LOBBY:
        embed.description = t("lobby-help", min=engine.min_players, max=engine.max_players)
    elif game.status == CANCELLED:
        embed.description = t("lobby-was-cancelled")
    else:
        embed.description = t("lobby-has-started")
    embed.set_footer(text=t("lobby-footer", id=game.id))
    return embed


def option_text(kind: GameKind, options: dict[str, object]) -> str:
    ui, lines = kind.ui, []
    for opt in kind.engine.options:
        value = options.get(opt.name, opt.default)
        if value is None or opt.name == "seed":
            continue
        label = ui.text(f"option-{opt.name}-{value}") if ui.has_text(
            f"option-{opt.name}-{value}") else str(value)
        name = ui.text(f"option-{opt.name}") if ui.has_text(f"option-{opt.name}") else opt.name
        lines.append(f"{name}: **{label}**")
    return "\n".join(lines)


def board_content(kind: GameKind, game: GameRecord, view: dict, to_act: list[int],
                  ping: Sequence[int]) -> str:
    head = kind.ui.headline(view)
    title = f"{kind.emoji} **{kind.title}**" + (f" · {head}" if head else "")
    if game.status == FINISHED:
        return f"{title}\n{t('game-over-line')}"
    if not to_act:
        return title
    # Only people are pinged; the seats the AI plays are named ("🤖 Standard", "Amélie 🤖").
    pinged = set(people(game, ping))
    who = " ".join(f"<@{user}>" if s in pinged and (user := game.seats[s].user_id) is not None
                   else f"**{esc(shown_name(game.seats[s]))}**" for s in to_act)
    return f"{title}\n{who} — {kind.ui.waiting_line(view, to_act, game.names)}"


def board_embed(kind: GameKind, game: GameRecord, lines: list[str]) -> discord.Embed:
    embed = discord.Embed(colour=kind.colour)
    text = "\n".join(lines[-20:])
    if len(text) > 3900:
        text = "…" + text[-3900:]
    embed.description = text or None
    if game.status == FINISHED:
        embed.add_field(name=t("final-standings"), value=results_text(kind, game), inline=False)
    # The image is a plain attachment, not the embed's image: Discord shows attachments
    # larger on phones (about 600 px wide instead of 400), which the boards are drawn for.
    embed.set_footer(text=t("footer", id=game.id, version=game.version))
    embed.timestamp = datetime.now(UTC)
    return embed


def results_text(kind: GameKind, game: GameRecord) -> str:
    assert game.state is not None
    result = kind.engine.result(game.state)
    lines = []
    for place, seat in enumerate(result.ranking):
        medal = "🏆" if seat in result.winners else (MEDALS[place] if place < 3 else f"{place + 1}.")
        score = result.scores.get(seat, result.scores.get(str(seat), ""))  # type: ignore[call-overload]
        name = game.seats[seat].name if seat < len(game.seats) else f"#{seat + 1}"
        lines.append(f"{medal} **{esc(name)}**" + (f" — {score}" if score != "" else ""))
    winners = [game.seats[w].name for w in result.winners]
    if winners:
        key = "wins" if len(winners) == 1 else "share-win"
        lines.append("\n" + t(key, names=name_list(winners)))
    return "\n".join(lines)[:1024]


def event_lines(kind: GameKind, events: Sequence[dict], names: list[str]) -> list[str]:
    out = []
    for event in events:
        line = kind.ui.event_text(event, names)
        if line:
            out.append(line)
    return out
