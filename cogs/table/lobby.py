"""The lobby in Discord: ``/<game> new``, its message with Join, Leave, Start and Cancel, and
the private "cancel this game?" question. The rules are the core's; this says them."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from cogs.table import texts, threads
from cogs.table.components import ButtonSpec, build_view
from games.rng import new_seed
from store import (
    ACTIVE,
    CANCELLED,
    LOBBY,
    ChannelBusy,
    GameRecord,
    StoreError,
    VersionConflict,
)
from table import i18n
from table.core import APPLIED, REFUSED
from table.ids import ComponentId
from table.kind import GameKind
from table.words import store_words, t

if TYPE_CHECKING:
    from cogs.table.service import TableService

log = logging.getLogger(__name__)

# The answers to "cancel this game?" (a private question; routed like the lobby's buttons).
CANCEL_YES, CANCEL_NO = "cancel_yes", "cancel_no"


class Lobby:
    def __init__(self, service: TableService) -> None:
        self.service = service

    async def new_lobby(self, interaction: discord.Interaction, kind: GameKind,
                        options: dict[str, Any]) -> None:
        if interaction.channel_id is None or interaction.guild_id is None:
            await self.service.say(interaction, t("not-in-server"))
            return
        if await threads.open_in_thread(self.service, interaction, kind, options):
            return  # the game plays in a thread of its own
        if not await self.service.replies.can_host(interaction):
            return
        # The game's randomness comes from a 256-bit secret that only the stored state
        # keeps; nothing a player chooses or sees can name it.
        seed = new_seed()
        try:
            game = await self.service.store.create_game(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id, kind=kind.key,
                host_id=interaction.user.id, host_name=interaction.user.display_name,
                host_colour=kind.seat_colours[0], options=options, seed=seed)
        except ChannelBusy:
            busy = await self.service.store.open_game(interaction.channel_id)
            title = self.service.kinds[busy.kind].title if busy and busy.kind in self.service.kinds else "—"
            await self.service.say(interaction, t("channel-busy", title=title))
            return
        with i18n.use_locale(await self.service.boards.server_locale(game.guild_id)):
            embed, view = texts.lobby_embed(kind, game), self.lobby_view(game)
        if interaction.response.is_done():  # no thread after all (threads.py said why)
            message = await interaction.followup.send(embed=embed, view=view, wait=True)
        else:
            await interaction.response.send_message(embed=embed, view=view)
            message = await interaction.original_response()
        await self.service.store.set_messages(game.id, lobby_message_id=message.id)

    def lobby_view(self, game: GameRecord) -> discord.ui.View:
        return build_view(game.id, 0, "l", [
            ButtonSpec("join", t("button-join"), "primary", emoji="➕"),
            ButtonSpec("leave", t("button-leave"), "secondary"),
            ButtonSpec("start", t("button-start"), "success", emoji="▶️"),
            ButtonSpec("cancel", t("button-cancel"), "danger"),
        ])

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
        handler = {"join": self.join, "leave": self.leave, "start": self.start,
                   "cancel": self.cancel}.get(cid.key)
        if handler is None:
            await self.service.say(interaction, t("lobby-closed"))
            return
        await handler(interaction, kind, game)

    async def _refresh_lobby(self, interaction: discord.Interaction, kind: GameKind,
                             game_id: int) -> None:
        game = await self.service.store.get_game(game_id)
        assert game is not None
        with i18n.use_locale(await self.service.boards.server_locale(game.guild_id)):
            embed, view = texts.lobby_embed(kind, game), self.lobby_view(game)
        if _is_click_on(interaction, game.lobby_message_id) and not interaction.response.is_done():
            await interaction.response.edit_message(embed=embed, view=view)
        elif game.lobby_message_id:
            try:
                await self.service.channel(game.channel_id).get_partial_message(game.lobby_message_id).edit(
                    embed=embed, view=view)
            except discord.HTTPException:
                log.warning("Could not update lobby message of game %s", game.id)

    async def join(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        try:
            seat = await self.service.core.join(game.id, interaction.user.id,
                                        interaction.user.display_name, kind.seat_colours,
                                        kind.engine.max_players)
        except StoreError as exc:
            key, params = store_words(exc)
            await self.service.say(interaction, t(key, **params))
            return
        if not _is_click_on(interaction, game.lobby_message_id):
            await self.service.say(interaction, t("joined", colour=seat.colour))
        await self._refresh_lobby(interaction, kind, game.id)
        await threads.on_seated(self.service, interaction, game.channel_id)

    async def leave(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        if interaction.user.id == game.host_id:
            await self.service.say(interaction, t("host-cannot-leave"))
            return
        try:
            await self.service.core.leave(game.id, interaction.user.id)
        except StoreError as exc:
            key, params = store_words(exc)
            await self.service.say(interaction, t(key, **params))
            return
        if not _is_click_on(interaction, game.lobby_message_id):
            await self.service.say(interaction, t("left"))
        await self._refresh_lobby(interaction, kind, game.id)

    async def start(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        if interaction.user.id != game.host_id:
            await self.service.say(interaction, t("only-host-starts"))
            return
        engine = kind.engine
        if len(game.seats) < engine.min_players:
            await self.service.say(interaction, t("too-few", title=kind.title, min=engine.min_players,
                                          n=len(game.seats)))
            return
        if not await self.service.replies.can_host(interaction):
            return
        from_button = _is_click_on(interaction, game.lobby_message_id)
        # A click on the lobby edits the lobby itself; a slash command gets a private answer.
        await interaction.response.defer(ephemeral=not from_button, thinking=not from_button)
        started = await self.service.core.start(game.id, by=interaction.user.id)
        if started.status == REFUSED and started.error is not None:  # someone left meanwhile
            await self.service.say(interaction, t("too-few", title=kind.title, min=engine.min_players,
                                          n=started.error.params.get("n", 0)))
            return
        if started.status != APPLIED or started.game is None:
            await self.service.say(interaction, t("already-started"))
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

    @staticmethod
    def may_cancel(interaction: discord.Interaction, game: GameRecord) -> bool:
        perms = getattr(interaction, "permissions", None)
        return interaction.user.id == game.host_id or bool(perms and perms.manage_channels)

    async def cancel(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        """``/table cancel`` or the lobby's Cancel button: ask first, privately — a cancelled
        game cannot be resumed, and one stray click used to end days of play."""
        if not self.may_cancel(interaction, game):
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
        if game is None or game.kind not in self.service.kinds or game.status not in (LOBBY, ACTIVE):
            await interaction.response.edit_message(content=t("cancel-gone"), view=None)
            return
        if not self.may_cancel(interaction, game):
            await interaction.response.edit_message(content=t("only-host-cancels"), view=None)
            return
        kind = self.service.kinds[game.kind]
        async with self.service.store.lock(game.channel_id):
            current = await self.service.store.get_game(game.id)
            try:
                if current is None or current.status not in (LOBBY, ACTIVE):
                    raise VersionConflict("over")
                await self.service.store.set_status(game.id, CANCELLED, current.version)
            except VersionConflict:
                await interaction.response.edit_message(content=t("cancel-gone"), view=None)
                return
        game = current
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
        if game.lobby_message_id and game.status == LOBBY:
            game.status = CANCELLED
            with i18n.use_locale(public):
                embed = texts.lobby_embed(kind, game)
            try:
                await self.service.channel(game.channel_id).get_partial_message(game.lobby_message_id).edit(
                    embed=embed, view=None)
            except discord.HTTPException:
                pass


def _is_click_on(interaction: discord.Interaction, message_id: int | None) -> bool:
    """Whether this is a click on the lobby's own buttons (which only the lobby message has;
    its id may not be stored yet when the first click comes)."""
    return interaction.type == discord.InteractionType.component and interaction.message is not None
