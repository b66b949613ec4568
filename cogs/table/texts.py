"""Message texts and embeds of the table (lobby, board, results, log)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import discord

from store import CANCELLED, FINISHED, LOBBY, GameRecord, LoggedAction

if TYPE_CHECKING:
    from cogs.table.kind import GameKind
    from games.base import Engine

COLOUR_DOTS = {"red": "🔴", "blue": "🔵", "orange": "🟠", "green": "🟢", "purple": "🟣",
               "white": "⚪", "yellow": "🟡", "brown": "🟤"}
MEDALS = ("🥇", "🥈", "🥉")


def name_list(names: Sequence[str]) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def jump(game: GameRecord) -> str:
    if game.guild_id and game.board_message_id:
        return (f" (https://discord.com/channels/{game.guild_id}/{game.channel_id}/"
                f"{game.board_message_id})")
    return ""


def lobby_embed(kind: GameKind, game: GameRecord) -> discord.Embed:
    engine = kind.engine
    status = {LOBBY: "Lobby open", CANCELLED: "Cancelled", FINISHED: "Finished"}.get(
        game.status, "Game started")
    embed = discord.Embed(title=f"{kind.emoji} {kind.title} — {status}", colour=kind.colour)
    seats = "\n".join(f"{COLOUR_DOTS.get(s.colour, '•')} **{discord.utils.escape_markdown(s.name)}**"
                      + (" (host)" if s.user_id == game.host_id else "")
                      for s in game.seats) or "—"
    embed.add_field(name=f"Players {len(game.seats)}/{engine.max_players}", value=seats, inline=True)
    opts = option_text(engine, game.options)
    if opts:
        embed.add_field(name="Options", value=opts, inline=True)
    if game.status == LOBBY:
        embed.description = (f"Click **Join** to take a seat ({engine.min_players}–{engine.max_players} "
                             f"players). The host starts the game when everyone is in.")
    elif game.status == CANCELLED:
        embed.description = "This lobby was cancelled."
    else:
        embed.description = "The game has started — see the board below."
    embed.set_footer(text=f"Game #{game.id}")
    return embed


def option_text(engine: Engine, options: dict[str, Any]) -> str:
    lines = []
    for opt in engine.options:
        value = options.get(opt.name, opt.default)
        label = dict(opt.choices).get(value, value) if opt.choices else value
        if label is not None:
            lines.append(f"{opt.name}: **{label}**")
    return "\n".join(lines)


def board_content(kind: GameKind, game: GameRecord, to_act: list[int], ping: bool) -> str:
    assert game.state is not None
    head = kind.ui.headline(game, game.state)
    title = f"{kind.emoji} **{kind.title}**" + (f" · {head}" if head else "")
    if game.status == FINISHED:
        return f"{title}\n🏁 **Game over.**"
    if not to_act:
        return title
    who = " ".join(f"<@{game.seats[s].user_id}>" if ping else game.seats[s].name for s in to_act)
    return f"{title}\n{who} — {kind.ui.waiting_text(game, game.state, to_act)}"


def board_embed(kind: GameKind, game: GameRecord, events: list[str]) -> discord.Embed:
    assert game.state is not None
    engine = kind.engine
    embed = discord.Embed(colour=kind.colour)
    text = "\n".join(events[-20:])
    if len(text) > 3900:
        text = "…" + text[-3900:]
    embed.description = text or None
    if game.status == FINISHED:
        embed.add_field(name="Final standings", value=results_text(engine, game), inline=False)
    embed.set_image(url="attachment://board.png")
    embed.set_footer(text=f"Game #{game.id} · move {game.version}")
    embed.timestamp = datetime.now(UTC)
    return embed


def results_text(engine: Engine, game: GameRecord) -> str:
    assert game.state is not None
    result = engine.result(game.state)
    lines = []
    place = 0
    for i, seat in enumerate(result.ranking):
        place = i
        medal = "🏆" if seat in result.winners else (MEDALS[place] if place < 3 else f"{place + 1}.")
        score = result.scores.get(seat, result.scores.get(str(seat), ""))  # type: ignore[call-overload]
        name = game.seats[seat].name if seat < len(game.seats) else f"Seat {seat}"
        lines.append(f"{medal} **{discord.utils.escape_markdown(name)}**" + (f" — {score}" if score != "" else ""))
    winners = name_list([game.seats[w].name for w in result.winners])
    if winners:
        lines.append(f"\n**{winners}** {'wins' if len(result.winners) == 1 else 'share the win'}!")
    if result.detail:
        lines.append(result.detail)
    return "\n".join(lines)[:1024]


def split_events(engine: Engine, events: list[dict[str, Any]], names: list[str],
                 seat: int) -> tuple[list[str], list[str]]:
    """Public log lines, and the private lines only the acting seat may read.

    An event carrying ``"private_to": [seats]`` is private to those seats; everything else
    is public.
    """
    public, private = [], []
    for event in events:
        line = engine.describe_event(event, names)
        if not line:
            continue
        if "private_to" in event:
            if seat in event["private_to"]:
                private.append(line)
        else:
            public.append(line)
    return public, private


def log_text(kind: GameKind, game: GameRecord, actions: list[LoggedAction]) -> str:
    if not actions:
        return f"No moves yet in {kind.title} game #{game.id}."
    lines = [f"**Recent moves — {kind.title} game #{game.id}**"]
    for a in actions:
        name = game.seats[a.seat].name if a.seat < len(game.seats) else "?"
        lines.append(f"`{a.seq:>3}` <t:{int(a.created_at)}:R> **{discord.utils.escape_markdown(name)}**: {a.summary}")
    text = "\n".join(lines)
    return text if len(text) <= 2000 else text[:1990] + "…"
