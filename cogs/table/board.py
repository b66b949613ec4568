"""Board messages: draw the public board, post it (pinging who must act) or edit it in place,
post boards a crash kept back, and remind players a game has waited on."""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import discord

from cogs.table import texts
from cogs.table.components import ButtonSpec, build_view
from cogs.table.core import Outcome
from cogs.table.kind import GameKind, GameUI
from cogs.table.words import t
from render.common import SeatInfo
from store import ACTIVE, FINISHED, GameRecord, Storage

if TYPE_CHECKING:
    from discord.ext import commands

    from games.base import Engine

log = logging.getLogger(__name__)

# Drawing is CPU work: keep it off the event loop so heartbeats and other clicks go on.
RENDER_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="render")
MAX_LINES = 20


def seat_infos(game: GameRecord) -> list[SeatInfo]:
    return [SeatInfo(s.name, s.colour) for s in game.seats]


async def render(kind: GameKind, game: GameRecord, extra: dict[str, Any] | None = None) -> bytes:
    """The public board as PNG, drawn in a worker; ``extra`` replaces the UI's highlight
    (a private menu outlining its own choices)."""
    assert game.state is not None
    view = kind.engine.view(game.state, None)
    if extra is None:
        extra = kind.ui.board_highlight(view) if game.status == ACTIVE else {}
    seats = seat_infos(game)
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(RENDER_POOL, lambda: kind.render_board(view, seats, **extra))


def board_groups(engine: Engine, ui: GameUI, state: dict[str, Any], view: dict[str, Any]) -> list[str]:
    """The board buttons: groups some waiting seat may use, as the (public) UI allows."""
    legal: list[str] = []
    for seat in engine.to_act(state):
        for action in engine.legal_actions(state, seat):
            spec = engine.spec(action.get("type", ""))
            if spec is None or not spec.board:
                continue
            if spec.key not in legal:
                legal.append(spec.key)
    order = [s.key for s in engine.action_specs]
    legal.sort(key=lambda k: order.index(k) if k in order else len(order))
    return ui.board_groups(view, legal)


def board_buttons(kind: GameKind, game: GameRecord) -> list[ButtonSpec]:
    assert game.state is not None
    ui, engine = kind.ui, kind.engine
    view = engine.view(game.state, None)
    looks = {g.key: g for g in ui.groups}
    buttons = []
    for key in board_groups(engine, ui, game.state, view):
        look = looks.get(key)
        buttons.append(ButtonSpec(key, ui.group_label(key, view), look.style if look else "primary",
                                  emoji=look.emoji if look else None))
    buttons.append(ButtonSpec("hand", ui.text("hand") if ui.has_text("hand") else "🔒", emoji="🔒"))
    return buttons


class BoardPublisher:
    def __init__(self, bot: commands.Bot, store: Storage) -> None:
        self.bot = bot
        self.store = store

    def channel(self, channel_id: int) -> Any:
        return self.bot.get_channel(channel_id) or self.bot.get_partial_messageable(channel_id)

    async def publish_outcome(self, kind: GameKind, outcome: Outcome) -> bool:
        """Publish an applied move (call with the game's lock held, as ``act`` does)."""
        game = outcome.game
        assert game is not None
        lines = texts.event_lines(kind, outcome.public_events, game.names)
        return await self.publish(kind, game, new_message=outcome.new_message, events=lines,
                                  ping=outcome.ping)

    async def publish(self, kind: GameKind, game: GameRecord, *, new_message: bool,
                      events: Sequence[str] = (), ping: Sequence[int] | None = None) -> bool:
        """Draw the board and post it as a new message (mentioning the seats in ``ping``,
        default: all who must act) or edit the current board message in place. Call with the
        channel lock held. Returns False when Discord refused the post."""
        assert game.state is not None
        png = await render(kind, game)
        over = game.status == FINISHED
        to_act = [] if over else kind.engine.to_act(game.state)
        ping = list(to_act if ping is None else ping) if new_message else []
        view = kind.engine.view(game.state, None)
        content = texts.board_content(kind, game, view, to_act, ping)
        editing = not new_message and game.board_message_id is not None
        # An edit within a turn keeps the lines already on the board (e.g. the reveal).
        lines = ([*game.board_log, *events] if editing else list(events))[-MAX_LINES:]
        embed = texts.board_embed(kind, game, lines)
        view_items = None if over else build_view(game.id, game.version, "b", board_buttons(kind, game))
        file = discord.File(io.BytesIO(png), filename="board.png")
        mentions = discord.AllowedMentions(
            everyone=False, roles=False, replied_user=False,
            users=[discord.Object(game.seats[s].user_id) for s in ping] if ping else False)
        channel = self.channel(game.channel_id)
        message_id = game.board_message_id
        try:
            if new_message or message_id is None:
                kwargs: dict[str, Any] = {"content": content, "embed": embed, "file": file,
                                          "allowed_mentions": mentions}
                if view_items is not None:
                    kwargs["view"] = view_items
                message = await channel.send(**kwargs)
                message_id = message.id
            else:
                await channel.get_partial_message(message_id).edit(
                    content=content, embed=embed, attachments=[file], view=view_items,
                    allowed_mentions=mentions)
        except discord.HTTPException as exc:
            log.warning("Could not post the board of game %s in channel %s: %s", game.id,
                        game.channel_id, exc)
            return False
        game.board_message_id = message_id
        game.board_version = game.version
        game.board_log = lines
        await self.store.set_messages(game.id, board_message_id=message_id,
                                      board_version=game.version, board_log=lines)
        return True

    async def catch_up(self, kinds: dict[str, GameKind]) -> None:
        """After a restart, post boards that a crash kept from being posted."""
        for game in await self.store.games_behind_board():
            kind = kinds.get(game.kind)
            if kind is None or game.board_version >= game.version:
                continue
            async with self.store.lock(game.channel_id):
                fresh = await self.store.get_game(game.id)
                if fresh is None or fresh.board_version >= fresh.version:
                    continue
                await self.publish(kind, fresh, new_message=True, events=[t("restarted")])

    async def remind_idle(self, kinds: dict[str, GameKind], idle_seconds: float) -> int:
        """Ping the players a game has waited on for ``idle_seconds`` (again after each
        further ``idle_seconds`` while nobody moves). Returns how many reminders went out."""
        now = time.time()
        posted = 0
        for game in await self.store.idle_games(now - idle_seconds):
            kind = kinds.get(game.kind)
            if kind is None or game.state is None:
                continue
            waiting = kind.engine.to_act(game.state)
            if not waiting:
                continue
            view = kind.engine.view(game.state, None)
            mentions = " ".join(f"<@{game.seats[s].user_id}>" for s in waiting)
            text = t("reminder", mentions=mentions, title=kind.title,
                     what=kind.ui.waiting_text(view, waiting), jump=texts.jump(game))
            try:
                await self.channel(game.channel_id).send(
                    text[:2000], allowed_mentions=discord.AllowedMentions(
                        everyone=False, roles=False,
                        users=[discord.Object(game.seats[s].user_id) for s in waiting]))
            except discord.HTTPException as exc:
                log.warning("Could not remind players of game %s: %s", game.id, exc)
            # Marked even when posting failed, so a channel we can't write to isn't retried
            # every few minutes.
            await self.store.set_reminded(game.id, now)
            posted += 1
        return posted
