"""Routing: every click, form and slash command of the table reaches its handler here, after
the checks every one of them shares (a server channel, the right game, a seat in it)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs.table import texts, threads
from cogs.table.components import modal_fields
from cogs.table.moves import Ctx
from cogs.table.options import acks_first, forged_option
from cogs.table.replies import ack
from cogs.table.timekeeper import PLACE as CLOCK_PLACE
from store import (
    ACTIVE,
    CANCELLED,
    FINISHED,
    GameRecord,
)
from table import i18n
from table import log as gamelog
from table.ids import ComponentId
from table.kind import GameKind
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService

log = logging.getLogger(__name__)


class Router:
    def __init__(self, service: TableService) -> None:
        self.service = service

    async def tree_error(self, interaction: discord.Interaction,
                         error: app_commands.AppCommandError) -> None:
        """Any slash command's failure (the games' generated commands have no handler)."""
        if isinstance(error, app_commands.CheckFailure):
            return  # already answered by the check
        if interaction.type == discord.InteractionType.autocomplete:
            log.warning("Autocomplete failed: %s", error)
            return
        await self.service.replies.report_failure(interaction, getattr(error, "original", error),
                                  f"/{interaction.command.qualified_name if interaction.command else '?'}")

    async def tree_check(self, interaction: discord.Interaction) -> bool:
        """Every slash command works in a server channel only, even from a forged client;
        answers come in the player's language. A command that answers privately is
        acknowledged first of all, before any read or write (options.acks_first)."""
        if acks_first(interaction):
            await ack(interaction)
        await self.service.replies.speak_to(interaction)
        bad = forged_option(interaction)
        if bad is not None:  # only a modified client sends those: bad input, not a crash
            await self.service.say(interaction, t("bad-option", name=bad))
            return False
        if interaction.guild_id is not None and interaction.channel_id is not None:
            return True
        if interaction.type == discord.InteractionType.application_command:
            await self.service.say(interaction, t("not-in-server"))
        return False

    async def on_component(self, interaction: discord.Interaction, cid: ComponentId,
                           values: list[str]) -> None:
        """Route a button/select click (any message, any age) to the lobby or a move."""
        try:
            await self.service.replies.speak_to(interaction)
            await threads.wake(self.service.bot, interaction)  # a move arriving in an archived thread
            if interaction.guild_id is None:
                await self.service.say(interaction, t("not-in-server"))
                return
            if cid.place == "l":
                await self.service.lobby.on_lobby_button(interaction, cid)
                return
            if cid.place == CLOCK_PLACE:
                await self.service.timekeeper.on_button(interaction, cid)
                return
            if cid.place == "p" and cid.key == gamelog.LOG_KEY:
                # Anyone may page the log (spectators, finished games): no seat needed.
                await self.service.logs.on_log_page(interaction, cid)
                return
            ctx = await self.ctx_for(interaction, cid)
            if ctx is None:
                return
            if cid.key == "hand":
                await self.service.commands.show_hand(interaction, ctx.kind, ctx.game, ctx.seat)
            elif cid.place == "b":
                group = ctx.kind.ui.legacy_groups.get(cid.key, cid.key)
                await self.service.moves.on_board_group(ctx, group)
            else:
                await self.service.moves.on_menu(ctx, cid, values)
        except Exception as exc:  # noqa: BLE001 - answered honestly, never a traceback in chat
            await self.service.replies.report_failure(interaction, exc, f"Component {cid.encode()}")

    async def on_modal_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type == discord.InteractionType.component:
            await self._on_orphan_click(interaction)
            return
        if interaction.type != discord.InteractionType.modal_submit:
            return
        data: dict[str, Any] = dict(interaction.data or {})
        cid = ComponentId.parse(str(data.get("custom_id", "")))
        if cid is None or cid.type != "m":
            return
        try:
            await self.service.replies.speak_to(interaction)
            await threads.wake(self.service.bot, interaction)
            if interaction.guild_id is None:
                await self.service.say(interaction, t("not-in-server"))
                return
            ctx = await self.ctx_for(interaction, cid)
            if ctx is not None:
                await self.service.moves.on_form(ctx, cid, modal_fields(interaction))
        except Exception as exc:  # noqa: BLE001 - answered honestly, never a traceback in chat
            await self.service.replies.report_failure(interaction, exc, f"Form {cid.encode()}")

    async def _on_orphan_click(self, interaction: discord.Interaction) -> None:
        """A click on one of our ids that is not on the message it claims to come from (only a
        forged client sends those): discord.py drops it silently, so answer it here."""
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        cid = ComponentId.parse(custom_id)
        if cid is None:
            return
        message = interaction.message
        on_message = message is not None and any(
            getattr(child, "custom_id", None) == custom_id
            for row in message.components for child in getattr(row, "children", [row]))
        if not on_message:
            await self.service.replies.speak_to(interaction)
            # A board whose buttons were taken off because its game ended (a cancel): say
            # so, rather than send the player looking for a newer board.
            game = await self.service.store.get_game(cid.game_id)
            if game is not None and game.kind in self.service.kinds \
                    and game.channel_id == interaction.channel_id \
                    and game.status in (FINISHED, CANCELLED):
                kind = self.service.kinds[game.kind]
                await self.service.say(interaction, t(
                    "game-over", title=kind.title, new=i18n.mention(f"{kind.key} new")))
                return
            await self.service.say(interaction, t("stale-menu"))

    async def ctx_for(self, interaction: discord.Interaction, cid: ComponentId) -> Ctx | None:
        """Check that this click may act at all; explain (privately) when it may not."""
        game = await self.service.store.get_game(cid.game_id)
        if game is None or game.kind not in self.service.kinds:
            await self.service.say(interaction, t("game-gone"))
            return None
        if game.channel_id != interaction.channel_id:
            # Only a forged client can send this: the custom id names another channel's game.
            await self.service.say(interaction, t("wrong-channel"))
            return None
        kind = self.service.kinds[game.kind]
        if game.status in (FINISHED, CANCELLED):
            await self.service.say(interaction, t("game-over", title=kind.title, new=i18n.mention(f"{kind.key} new")))
            return None
        if game.status != ACTIVE:
            await self.service.say(interaction, t("not-started"))
            return None
        if cid.place == "b" and not _is_current_board(interaction, game, cid):
            await self.service.say(interaction, t("old-board", jump=texts.jump(game)))
            return None
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            await self.service.say(interaction, t("not-playing", new=i18n.mention(f"{kind.key} new")))
            return None
        return Ctx(interaction, kind, game, seat)

    async def ctx_from_command(self, interaction: discord.Interaction) -> Ctx | None:
        """The channel's running game and the user's seat in it, or an explanation."""
        game = await self.service.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind not in self.service.kinds:
            await self.service.say(interaction, t("no-game", examples=self.service.examples()))
            return None
        kind = self.service.kinds[game.kind]
        if game.status != ACTIVE:
            await self.service.say(interaction, t("not-started"))
            return None
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            await self.service.say(interaction, t("not-playing", new=i18n.mention(f"{kind.key} new")))
            return None
        return Ctx(interaction, kind, game, seat)

    async def lobby_here(self, interaction: discord.Interaction) -> tuple[GameKind, GameRecord] | None:
        game = await self.service.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind not in self.service.kinds:
            await self.service.say(interaction, t("no-game", examples=self.service.examples()))
            return None
        return self.service.kinds[game.kind], game


def _is_current_board(interaction: discord.Interaction, game: GameRecord, cid: ComponentId) -> bool:
    message = interaction.message
    if message is None or game.board_message_id is None or message.id == game.board_message_id:
        return True
    # A board posted a moment ago whose id is not stored yet (the click beat the
    # bookkeeping): newer than the stored board and drawn for the latest state.
    return message.id > game.board_message_id and cid.stamp.isdigit() and \
        int(cid.stamp) >= game.board_version
