"""The lobby in Discord: ``/<game> new`` (with ``ai:`` seats for the AI at a ``level:``), its
message with Join, Leave, Start and Cancel — and, for a game with AI players, Add AI (the
host picks a level in a private chooser) and Remove AI — and the private "cancel this
game?" question. The rules are the core's; this says them."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

import discord

from cogs.table import texts, threads
from cogs.table.components import ButtonSpec, build_view
from cogs.table.replies import ack, manages_channel, member, worded
from store import (
    LOBBY,
    GameRecord,
)
from table import i18n
from table.ai import DEFAULT_LEVEL, LEVELS, level_words, offered
from table.ids import ComponentId
from table.kind import GameKind
from table.lobby import may_manage
from table.outcome import Outcome
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService

log = logging.getLogger(__name__)
# A join or leave whose write takes longer than this (the database held by another process)
# is acknowledged first: Discord gives up on a click not acknowledged within 3 s.
SLOW_WRITE = 1.0

# The answers to "cancel this game?" (a private question; routed like the lobby's buttons).
CANCEL_YES, CANCEL_NO = "cancel_yes", "cancel_no"
# The AI's lobby buttons, and the level buttons of the host's private chooser (arg: a level).
AI_ADD, AI_REMOVE, AI_LEVEL = "ai_add", "ai_remove", "ai_level"


class Lobby:
    def __init__(self, service: TableService) -> None:
        self.service = service

    async def new_lobby(self, interaction: discord.Interaction, kind: GameKind,
                        options: dict[str, Any], ai: int = 0,
                        level: str = DEFAULT_LEVEL) -> None:
        """``ai``: seats for the AI at ``level``, after the host's."""
        if interaction.channel_id is None or interaction.guild_id is None:
            await self.service.say(interaction, t("not-in-server"))
            return
        if ai and (refusal := self.ai_refusal(kind, ai, level)) is not None:
            await self.service.say(interaction, refusal)
            return
        if await threads.open_in_thread(self.service, interaction, kind, options, ai=ai,
                                        level=level):
            return  # the game plays in a thread of its own
        if not await self.service.replies.can_host(interaction):
            return
        with i18n.use_locale(await self.service.boards.server_locale(interaction.guild_id)):
            # The AI's names are said in the language of the table's boards.
            opened = await self.service.core.create(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id, kind=kind.key,
                host=member(interaction), options=options, ai=ai, level=level,
                title=kind.title)
        if not opened.ok or opened.game is None:
            await self.service.say(interaction, worded(self.service.kinds, opened))
            return
        game = opened.game
        with i18n.use_locale(await self.service.boards.server_locale(game.guild_id)):
            embed, view = texts.lobby_embed(kind, game), self.lobby_view(game)
            # Threads are on but not allowed here: the first lobby of the channel says so.
            note = await threads.lobby_note(self.service, interaction)
        quiet = discord.AllowedMentions.none()
        if interaction.response.is_done():  # no thread after all (threads.py said why)
            # content=None (no note) is sent as no text; discord.py's overloads omit the None
            message = await interaction.followup.send(  # type: ignore[call-overload]
                content=note, embed=embed, view=view, allowed_mentions=quiet, wait=True)
        else:
            await interaction.response.send_message(content=note, embed=embed, view=view,
                                                    allowed_mentions=quiet)
            message = await interaction.original_response()
        await self.service.store.set_messages(game.id, lobby_message_id=message.id)

    def ai_refusal(self, kind: GameKind, ai: int, level: str) -> str | None:
        """Why ``/<game> new ai:`` cannot seat ``ai`` AIs at ``level`` (None: it can)."""
        levels = offered(kind.key)
        if not levels:
            return t("ai-none", title=kind.title)
        if level not in levels:
            return t("ai-no-level", title=kind.title, level=level_words(level))
        most = kind.engine.max_players - 1
        if ai > most:  # a game needs a person: the host
            return t("ai-too-many", max=most)
        return None

    def lobby_view(self, game: GameRecord) -> discord.ui.View:
        buttons = [
            ButtonSpec("join", t("button-join"), "primary", emoji="➕"),
            ButtonSpec("leave", t("button-leave"), "secondary"),
            ButtonSpec("start", t("button-start"), "success", emoji="▶️"),
            ButtonSpec("cancel", t("button-cancel"), "danger"),
        ]
        if offered(game.kind):  # a game without AI players says nothing of them
            buttons += [ButtonSpec(AI_ADD, t("button-ai-add"), "secondary", emoji="🤖", row=1),
                        ButtonSpec(AI_REMOVE, t("button-ai-remove"), "secondary", row=1)]
        return build_view(game.id, 0, "l", buttons)

    def level_chooser(self, game: GameRecord) -> discord.ui.View:
        """The host's private choice of the AI's level: one button per level."""
        return build_view(game.id, 0, "l", [
            ButtonSpec(AI_LEVEL, level_words(level), "primary" if level == DEFAULT_LEVEL
                       else "secondary", emoji="🤖", arg=level)
            for level in LEVELS if level in offered(game.kind)])

    async def on_lobby_button(self, interaction: discord.Interaction, cid: ComponentId) -> None:
        game = await self.service.store.get_game(cid.game_id)
        if game is not None and game.channel_id != interaction.channel_id:
            await self.service.say(interaction, t("wrong-channel"))
            return
        if cid.key in (CANCEL_YES, CANCEL_NO):
            # The answer to "cancel this game?": the game may be running, not only a lobby.
            await self.on_cancel_answer(interaction, cid, game)
            return
        if game is None or game.status != LOBBY or game.kind not in self.service.kinds:
            await self.service.say(interaction, t("lobby-closed"))
            return
        kind = self.service.kinds[game.kind]
        if cid.key == AI_LEVEL:
            await self.add_ai(interaction, kind, game, cid.arg)
            return
        handler = {"join": self.join, "leave": self.leave, "start": self.start,
                   "cancel": self.cancel, AI_ADD: self.choose_ai,
                   AI_REMOVE: self.remove_ai}.get(cid.key)
        if handler is None:
            await self.service.say(interaction, t("lobby-closed"))
            return
        await handler(interaction, kind, game)

    # -- the AI's seats -------------------------------------------------------------------
    async def choose_ai(self, interaction: discord.Interaction, kind: GameKind,
                        game: GameRecord) -> None:
        """Add AI: the host picks its level in a private chooser (which stays open for
        more)."""
        if not (interaction.user.id == game.host_id):
            await self.service.say(interaction, t("ai-only-host"))
            return
        await interaction.response.send_message(t("ai-choose", title=kind.title),
                                                view=self.level_chooser(game), ephemeral=True)

    async def add_ai(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord,
                     level: str) -> None:
        """A level picked in the chooser: the AI takes a seat; the chooser says so and stays
        open, the lobby message shows the seat."""
        with i18n.use_locale(await self.service.boards.server_locale(game.guild_id)):
            added = await self.service.core.add_ai(game.id, level, by=member(interaction),
                                                   title=kind.title)
        if not added.ok or added.game is None or added.seat is None:
            await self.service.say(interaction, worded(self.service.kinds, added))
            return
        name = added.game.seats[added.seat].name
        await interaction.response.edit_message(
            content=t("ai-added", name=texts.esc(name)), view=self.level_chooser(added.game))
        await self._refresh_lobby(interaction, kind, added.game, clicked=False)

    async def remove_ai(self, interaction: discord.Interaction, kind: GameKind,
                        game: GameRecord) -> None:
        removed = await self.service.core.remove_ai(game.id, by=member(interaction))
        if not removed.ok or removed.game is None:
            await self.service.say(interaction, worded(self.service.kinds, removed))
            return
        await self._refresh_lobby(interaction, kind, removed.game)

    async def _refresh_lobby(self, interaction: discord.Interaction, kind: GameKind,
                             game: GameRecord, *, clicked: bool = True) -> None:
        """The lobby message as the game now is: the clicked message itself when the click
        was on it (``clicked``), else edited by its id."""
        with i18n.use_locale(await self.service.boards.server_locale(game.guild_id)):
            embed, view = texts.lobby_embed(kind, game), self.lobby_view(game)
        if clicked and _is_click_on(interaction, game.lobby_message_id) \
                and not interaction.response.is_done():
            await interaction.response.edit_message(embed=embed, view=view)
        elif game.lobby_message_id:
            try:
                await self.service.channel(game.channel_id).get_partial_message(game.lobby_message_id).edit(
                    embed=embed, view=view)
            except discord.HTTPException:
                log.warning("Could not update lobby message of game %s", game.id)

    async def _seat_change(self, interaction: discord.Interaction, game: GameRecord,
                           change: Awaitable[Outcome]) -> Outcome:
        """A join or leave: its click is answered by the lobby's own update, which needs the
        write done. Should the write wait (another process holds the database), the click is
        acknowledged before Discord gives up — as a deferred update of the lobby, a command
        privately — and the lobby is edited once the write is through."""
        task = asyncio.ensure_future(change)
        done, _ = await asyncio.wait({task}, timeout=SLOW_WRITE)
        if not done and not interaction.response.is_done():
            if _is_click_on(interaction, game.lobby_message_id):
                await interaction.response.defer()
            else:
                await ack(interaction)
        return await task

    async def join(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        joined = await self._seat_change(
            interaction, game, self.service.core.join(game.id, member(interaction)))
        if not joined.ok or joined.game is None or joined.seat is None:
            await self.service.say(interaction, worded(self.service.kinds, joined))
            return
        if not _is_click_on(interaction, game.lobby_message_id):
            await self.service.say(interaction, t(
                "joined", colour=joined.game.seats[joined.seat].colour))
        await self._refresh_lobby(interaction, kind, joined.game)
        await threads.on_seated(self.service, interaction, game.channel_id)

    async def leave(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        left = await self._seat_change(
            interaction, game, self.service.core.leave(game.id, member(interaction)))
        if not left.ok or left.game is None:
            await self.service.say(interaction, worded(self.service.kinds, left))
            return
        if not _is_click_on(interaction, game.lobby_message_id):
            await self.service.say(interaction, t("left"))
        await self._refresh_lobby(interaction, kind, left.game)

    async def start(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        # What the game at hand already shows is answered at once (the core decides again,
        # under the lock): the host alone starts, with enough seats.
        refusal = self.service.core.start_refusal(game, member(interaction))
        if refusal is not None:
            await self.service.say(interaction, worded(self.service.kinds, refusal))
            return
        if not await self.service.replies.can_host(interaction):
            return
        from_button = _is_click_on(interaction, game.lobby_message_id)
        # A click on the lobby edits the lobby itself; a slash command gets a private answer.
        await interaction.response.defer(ephemeral=not from_button, thinking=not from_button)
        started = await self.service.core.start(game.id, by=member(interaction))
        if not started.ok or started.game is None:  # someone left, or it started meanwhile
            await self.service.say(interaction, worded(self.service.kinds, started))
            return
        fresh = started.game
        with i18n.use_locale(await self.service.boards.server_locale(fresh.guild_id)):
            embed = texts.lobby_embed(kind, fresh)
        try:
            if from_button:
                await interaction.edit_original_response(embed=embed, view=None)
            elif fresh.lobby_message_id:
                await self.service.channel(fresh.channel_id).get_partial_message(
                    fresh.lobby_message_id).edit(embed=embed, view=None)
        except discord.HTTPException:
            log.warning("Could not close the lobby message of game %s", fresh.id)
        published = await self.service.boards.flush(kind, fresh.id)
        if not published.posted:
            await self.service.say(interaction, f"{t('started-no-board')}\n{published.text()}")
        elif not from_button:
            await self.service.say(interaction, t("started"))

    async def cancel(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        """``/table cancel`` or the lobby's Cancel button: ask first, privately — a cancelled
        game cannot be resumed, and one stray click used to end days of play."""
        if not may_manage(game, member(interaction), manages_channel(interaction)):
            await self.service.say(interaction, t("only-host-cancels"))
            return
        question = t("cancel-ask-lobby" if game.status == LOBBY else "cancel-ask",
                     title=kind.title, id=game.id)
        view = build_view(game.id, game.version, "l", [
            ButtonSpec(CANCEL_YES, t("cancel-yes"), "danger"),
            ButtonSpec(CANCEL_NO, t("cancel-keep"), "secondary")])
        await interaction.response.send_message(question, view=view, ephemeral=True)

    async def on_cancel_answer(self, interaction: discord.Interaction, cid: ComponentId,
                               game: GameRecord | None) -> None:
        """The private question's buttons: "no" changes nothing; "yes" cancels the game as it
        is now (moves made since the question do not make it stale: it names the game)."""
        if cid.key == CANCEL_NO:
            await interaction.response.edit_message(content=t("menu-cancelled"), view=None)
            return
        if game is None:
            await interaction.response.edit_message(content=t("cancel-gone"), view=None)
            return
        cancelled = await self.service.core.cancel(game.id, by=member(interaction),
                                                   manager=manages_channel(interaction))
        if not cancelled.ok or cancelled.game is None:
            await interaction.response.edit_message(
                content=worded(self.service.kinds, cancelled), view=None)
            return
        game = cancelled.game
        kind = self.service.kinds[game.kind]
        await interaction.response.edit_message(
            content=t("cancel-done", title=kind.title, id=game.id), view=None)
        public = await self.service.boards.server_locale(game.guild_id)
        with i18n.use_locale(public):
            text = t("cancelled-by", emoji=kind.emoji, title=kind.title,
                     mention=interaction.user.mention)
        try:
            await self.service.channel(game.channel_id).send(
                text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("Could not announce the cancellation of game %s", game.id)
        if game.lobby_message_id and game.state is None:  # it was a lobby: close its message
            with i18n.use_locale(public):
                embed = texts.lobby_embed(kind, game)
            try:
                await self.service.channel(game.channel_id).get_partial_message(game.lobby_message_id).edit(
                    embed=embed, view=None)
            except discord.HTTPException:
                pass
        elif game.board_message_id:  # a running game: its board offers no moves any more
            try:
                await self.service.channel(game.channel_id).get_partial_message(
                    game.board_message_id).edit(view=None)
            except discord.HTTPException:
                log.warning("Could not take the buttons off the board of game %s", game.id)


def _is_click_on(interaction: discord.Interaction, message_id: int | None) -> bool:
    """Whether this is a click on the lobby's own buttons (which only the lobby message has;
    its id may not be stored yet when the first click comes)."""
    return interaction.type == discord.InteractionType.component and interaction.message is not None
