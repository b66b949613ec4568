"""The table: lobby, seats, routing clicks, and the commands every game shares — once.

A game's cog package only hands over its ``GameKind`` (``install``); this service gives it a
``/<game> new`` command generated from its options, and everything else.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
import secrets
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs.table import choose as C
from cogs.table import texts
from cogs.table.board import RENDER_POOL, BoardPublisher, seat_infos
from cogs.table.components import ButtonSpec, build_view, modal_fields
from cogs.table.core import TableCore
from cogs.table.ids import ComponentId
from cogs.table.kind import GameKind
from cogs.table.moves import ALL, Ctx, Moves, stamp_for
from cogs.table.newcommand import new_command_group
from cogs.table.words import name_list, t
from store import (
    ACTIVE,
    CANCELLED,
    FINISHED,
    LOBBY,
    ChannelBusy,
    GameRecord,
    Store,
    StoreError,
    VersionConflict,
)

if TYPE_CHECKING:
    from discord.ext import commands

log = logging.getLogger(__name__)


class TableService:
    """Shared table mechanics. One instance per bot; games ``install`` their ``GameKind``."""

    def __init__(self, bot: commands.Bot, store: Store) -> None:
        self.bot = bot
        self.store = store
        self.kinds: dict[str, GameKind] = {}
        self.core = TableCore(store, self.kinds)
        self.boards = BoardPublisher(bot, store)
        self.moves = Moves(self)

    async def install(self, kind: GameKind) -> None:
        """Register a game and add its ``/<game> new`` command."""
        self.kinds[kind.key] = kind
        self.bot.tree.add_command(new_command_group(self, kind))

    # -- helpers --------------------------------------------------------------------------
    @staticmethod
    async def say(interaction: discord.Interaction, text: str) -> None:
        """An ephemeral message, whether or not the interaction was already acknowledged."""
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text[:2000], ephemeral=True)
            else:
                await interaction.response.send_message(text[:2000], ephemeral=True)
        except discord.HTTPException:
            log.exception("Could not answer interaction %s", interaction.id)

    def channel(self, channel_id: int) -> Any:
        return self.boards.channel(channel_id)

    def examples(self) -> str:
        return ", ".join(f"`/{k} new`" for k in sorted(self.kinds))

    # -- lobby ----------------------------------------------------------------------------
    async def new_lobby(self, interaction: discord.Interaction, kind: GameKind,
                        options: dict[str, Any]) -> None:
        if interaction.channel_id is None or interaction.guild_id is None:
            await self.say(interaction, t("not-in-server"))
            return
        seed = options.pop("seed", None)
        if seed is None:
            seed = secrets.randbits(63)
        try:
            game = await self.store.create_game(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id, kind=kind.key,
                host_id=interaction.user.id, host_name=interaction.user.display_name,
                host_colour=kind.seat_colours[0], options=options, seed=int(seed))
        except ChannelBusy:
            busy = await self.store.open_game(interaction.channel_id)
            title = self.kinds[busy.kind].title if busy and busy.kind in self.kinds else "—"
            await self.say(interaction, t("channel-busy", title=title))
            return
        await interaction.response.send_message(embed=texts.lobby_embed(kind, game),
                                                view=self.lobby_view(game))
        message = await interaction.original_response()
        await self.store.set_messages(game.id, lobby_message_id=message.id)

    def lobby_view(self, game: GameRecord) -> discord.ui.View:
        return build_view(game.id, 0, "l", [
            ButtonSpec("join", t("button-join"), "primary", emoji="➕"),
            ButtonSpec("leave", t("button-leave"), "secondary"),
            ButtonSpec("start", t("button-start"), "success", emoji="▶️"),
            ButtonSpec("cancel", t("button-cancel"), "danger"),
        ])

    async def on_lobby_button(self, interaction: discord.Interaction, cid: ComponentId) -> None:
        game = await self.store.get_game(cid.game_id)
        if game is None or game.status != LOBBY or game.kind not in self.kinds:
            await self.say(interaction, t("lobby-closed"))
            return
        kind = self.kinds[game.kind]
        handler = {"join": self.join, "leave": self.leave, "start": self.start,
                   "cancel": self.cancel}.get(cid.key)
        if handler is None:
            await self.say(interaction, t("lobby-closed"))
            return
        await handler(interaction, kind, game)

    async def _refresh_lobby(self, interaction: discord.Interaction, kind: GameKind,
                             game_id: int) -> None:
        game = await self.store.get_game(game_id)
        assert game is not None
        embed, view = texts.lobby_embed(kind, game), self.lobby_view(game)
        if _is_click_on(interaction, game.lobby_message_id) and not interaction.response.is_done():
            await interaction.response.edit_message(embed=embed, view=view)
        elif game.lobby_message_id:
            try:
                await self.channel(game.channel_id).get_partial_message(game.lobby_message_id).edit(
                    embed=embed, view=view)
            except discord.HTTPException:
                log.warning("Could not update lobby message of game %s", game.id)

    async def join(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        try:
            seat = await self.store.add_seat(game.id, interaction.user.id,
                                             interaction.user.display_name, kind.seat_colours,
                                             kind.engine.max_players)
        except StoreError as exc:
            await self.say(interaction, str(exc))
            return
        if not _is_click_on(interaction, game.lobby_message_id):
            await self.say(interaction, t("joined", colour=seat.colour))
        await self._refresh_lobby(interaction, kind, game.id)

    async def leave(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        if interaction.user.id == game.host_id:
            await self.say(interaction, t("host-cannot-leave"))
            return
        try:
            await self.store.remove_seat(game.id, interaction.user.id)
        except StoreError as exc:
            await self.say(interaction, str(exc))
            return
        if not _is_click_on(interaction, game.lobby_message_id):
            await self.say(interaction, t("left"))
        await self._refresh_lobby(interaction, kind, game.id)

    async def start(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        if interaction.user.id != game.host_id:
            await self.say(interaction, t("only-host-starts"))
            return
        engine = kind.engine
        if len(game.seats) < engine.min_players:
            await self.say(interaction, t("too-few", title=kind.title, min=engine.min_players,
                                          n=len(game.seats)))
            return
        state = engine.new(len(game.seats), game.seed, dict(game.options))
        from_button = _is_click_on(interaction, game.lobby_message_id)
        # A click on the lobby edits the lobby itself; a slash command gets a private answer.
        await interaction.response.defer(ephemeral=not from_button, thinking=not from_button)
        async with self.store.lock(game.channel_id):
            try:
                await self.store.start(game.id, state, game.version)
            except VersionConflict:
                await self.say(interaction, t("already-started"))
                return
            fresh = await self.store.get_game(game.id)
            assert fresh is not None
            embed = texts.lobby_embed(kind, fresh)
            try:
                if from_button:
                    await interaction.edit_original_response(embed=embed, view=None)
                elif fresh.lobby_message_id:
                    await self.channel(fresh.channel_id).get_partial_message(
                        fresh.lobby_message_id).edit(embed=embed, view=None)
            except discord.HTTPException:
                log.warning("Could not close the lobby message of game %s", fresh.id)
            posted = await self.boards.publish(kind, fresh, new_message=True,
                                               events=[t("begins", names=name_list(fresh.names))])
        if not from_button:
            await self.say(interaction, t("started") if posted else t("board-not-posted"))
        elif not posted:
            await self.say(interaction, t("board-not-posted"))

    async def cancel(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        perms = getattr(interaction, "permissions", None)
        if interaction.user.id != game.host_id and not (perms and perms.manage_channels):
            await self.say(interaction, t("only-host-cancels"))
            return
        async with self.store.lock(game.channel_id):
            try:
                await self.store.set_status(game.id, CANCELLED, game.version)
            except VersionConflict:
                await self.say(interaction, t("changed-meanwhile"))
                return
        text = t("cancelled-by", emoji=kind.emoji, title=kind.title, mention=interaction.user.mention)
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, allowed_mentions=discord.AllowedMentions.none())
            else:
                await interaction.response.send_message(
                    text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("Could not announce the cancellation of game %s", game.id)
        if game.lobby_message_id and game.status == LOBBY:
            game.status = CANCELLED
            try:
                await self.channel(game.channel_id).get_partial_message(game.lobby_message_id).edit(
                    embed=texts.lobby_embed(kind, game), view=None)
            except discord.HTTPException:
                pass

    # -- clicks -----------------------------------------------------------------------------
    async def on_component(self, interaction: discord.Interaction, cid: ComponentId,
                           values: list[str]) -> None:
        """Route a button/select click (any message, any age) to the lobby or a move."""
        try:
            if cid.place == "l":
                await self.on_lobby_button(interaction, cid)
                return
            ctx = await self.ctx_for(interaction, cid)
            if ctx is None:
                return
            if cid.key == "hand":
                await self.show_hand(interaction, ctx.kind, ctx.game, ctx.seat)
            elif cid.place == "b":
                group = ctx.kind.ui.legacy_groups.get(cid.key, cid.key)
                await self.moves.on_board_group(ctx, group)
            else:
                await self.moves.on_menu(ctx, cid, values)
        except Exception:
            log.exception("Component %s failed", cid)
            await self.say(interaction, t("something-wrong"))

    async def on_modal_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type != discord.InteractionType.modal_submit:
            return
        cid = ComponentId.parse(str((interaction.data or {}).get("custom_id", "")))
        if cid is None or cid.type != "m":
            return
        try:
            ctx = await self.ctx_for(interaction, cid)
            if ctx is not None:
                await self.moves.on_form(ctx, cid, modal_fields(interaction))
        except Exception:
            log.exception("Form %s failed", cid)
            await self.say(interaction, t("something-wrong"))

    async def ctx_for(self, interaction: discord.Interaction, cid: ComponentId) -> Ctx | None:
        """Check that this click may act at all; explain (privately) when it may not."""
        game = await self.store.get_game(cid.game_id)
        if game is None or game.kind not in self.kinds:
            await self.say(interaction, t("game-gone"))
            return None
        kind = self.kinds[game.kind]
        if game.status in (FINISHED, CANCELLED):
            await self.say(interaction, t("game-over", title=kind.title, key=kind.key))
            return None
        if game.status != ACTIVE:
            await self.say(interaction, t("not-started"))
            return None
        if cid.place == "b" and not _is_current_board(interaction, game, cid):
            await self.say(interaction, t("old-board", jump=texts.jump(game)))
            return None
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            await self.say(interaction, t("not-playing", key=kind.key))
            return None
        return Ctx(interaction, kind, game, seat)

    async def ctx_from_command(self, interaction: discord.Interaction) -> Ctx | None:
        """The channel's running game and the user's seat in it, or an explanation."""
        game = await self.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind not in self.kinds:
            await self.say(interaction, t("no-game", examples=self.examples()))
            return None
        kind = self.kinds[game.kind]
        if game.status != ACTIVE:
            await self.say(interaction, t("not-started"))
            return None
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            await self.say(interaction, t("not-playing", key=kind.key))
            return None
        return Ctx(interaction, kind, game, seat)

    # -- the keyboard path: /play and /<game> <group> -----------------------------------------
    async def play_choices(self, interaction: discord.Interaction, current: str,
                           group: str = ALL) -> list[tuple[str, str]]:
        """``(label, value)`` of the user's legal moves (of ``group``) matching ``current``."""
        game = await self.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind not in self.kinds or game.status != ACTIVE:
            return [(t("play-no-game"), "-")]
        kind = self.kinds[game.kind]
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            return [(t("play-not-seated"), "-")]
        ctx = Ctx(interaction, kind, game, seat)
        labelled = self.play_labels(ctx, group)
        if not labelled:
            return [(t("play-nothing", names=ctx.waiting_names()), "-")]
        hits = [(label, f"{stamp_for(kind, game, seat)}|{i}") for i, label in labelled
                if matches(current, label)]
        return hits[:25] or [(t("play-unknown", text=current[:40])[:100], "-")]

    def play_labels(self, ctx: Ctx, group: str = ALL) -> list[tuple[int, str]]:
        ui, engine, view = ctx.kind.ui, ctx.kind.engine, ctx.view()
        out = []
        for i, action in enumerate(ctx.candidates(group)):
            spec = engine.spec(action["type"])
            label = ui.action_text(C.strip_template(action), spec, view, ctx.game.names)
            if C.is_template(action):
                label = t("play-form", what=label)
            out.append((i, label[:100]))
        return out

    async def play(self, interaction: discord.Interaction, move: str | None, group: str = ALL,
                   typed: dict[str, str] | None = None) -> None:
        """Make the move picked in ``/play`` (or a game's ``/<game> <group>``); a template's
        composed values may come ``typed`` as command options, else a form opens."""
        ctx = await self.ctx_from_command(interaction)
        if ctx is None:
            return
        cands = ctx.candidates(group)
        engine = ctx.kind.engine
        if not move:
            if not cands:
                await self.moves.on_board_group(ctx, group)
                return
            step = C.step(engine, cands, C.Path(group))
        else:
            index = self._resolve_move(ctx, move, group)
            if isinstance(index, str):
                await self.say(interaction, index)
                return
            step = C.step(engine, cands, C.Path(group, index, len(C.keys_of(engine, cands[index]))))
        typed = {k: v for k, v in (typed or {}).items() if v is not None and str(v).strip()}
        if isinstance(step, C.Done) and step.needs_composer and typed:
            await self.moves.submit_form(ctx, step, stamp_for(ctx.kind, ctx.game, ctx.seat),
                                         typed, replace=False)
            return
        await self.moves.show(ctx, step, cands)

    def _resolve_move(self, ctx: Ctx, move: str, group: str) -> int | str:
        """The candidate index a /play value names, or the reason it names none."""
        labelled = self.play_labels(ctx, group)
        stamp, _, number = move.partition("|")
        if number.isdigit() and stamp:
            if stamp != stamp_for(ctx.kind, ctx.game, ctx.seat):
                return t("play-moved-on")
            index = int(number)
            return index if 0 <= index < len(labelled) else t("play-moved-on")
        # Typed by hand: an exact label, or the one label holding every word.
        text = move.strip().lower()
        exact = [i for i, label in labelled if label.lower() == text]
        hits = exact or [i for i, label in labelled if text and matches(text, label)]
        return hits[0] if len(hits) == 1 else t("play-unknown", text=move[:40])

    # -- commands shared by every game ----------------------------------------------------------
    async def lobby_here(self, interaction: discord.Interaction) -> tuple[GameKind, GameRecord] | None:
        game = await self.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind not in self.kinds:
            await self.say(interaction, t("no-game", examples=self.examples()))
            return None
        return self.kinds[game.kind], game

    async def show_hand(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord,
                        seat: int) -> None:
        assert game.state is not None
        view = kind.engine.view(game.state, seat)
        text = kind.ui.private_text(view, seat, game.names) or t("hand-empty")
        if kind.render_private is None:
            await self.say(interaction, text)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        seats = seat_infos(game)
        loop = asyncio.get_running_loop()
        png = await loop.run_in_executor(RENDER_POOL, lambda: kind.render_private(view, seats, seat))  # type: ignore[misc]
        await interaction.followup.send(text[:2000], ephemeral=True,
                                        file=discord.File(io.BytesIO(png), filename="hand.png"))

    async def repost_board(self, interaction: discord.Interaction) -> None:
        game = await self.store.latest_game(interaction.channel_id or 0)
        if game is None or game.state is None or game.kind not in self.kinds:
            await self.say(interaction, t("no-game-yet"))
            return
        kind = self.kinds[game.kind]
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.store.lock(game.channel_id):
            fresh = await self.store.get_game(game.id)
            assert fresh is not None
            posted = await self.boards.publish(
                kind, fresh, new_message=True, ping=[],
                events=[t("board-reposted", name=interaction.user.display_name)])
        await self.say(interaction, t("board-fresh") if posted else t("board-not-posted"))

    async def resign(self, interaction: discord.Interaction) -> None:
        ctx = await self.ctx_from_command(interaction)
        if ctx is None:
            return
        cands = ctx.candidates(ALL)
        index = next((i for i, a in enumerate(cands) if a.get("type") == "resign"), None)
        if index is None:
            await self.say(interaction, t("nothing-here"))
            return
        path = C.Path(ALL, index, len(C.keys_of(ctx.kind.engine, cands[index])))
        await self.moves.show(ctx, C.step(ctx.kind.engine, cands, path), cands)

    async def show_log(self, interaction: discord.Interaction, count: int = 15) -> None:
        game = await self.store.latest_game(interaction.channel_id or 0)
        if game is None or game.kind not in self.kinds:
            await self.say(interaction, t("no-game-yet"))
            return
        kind = self.kinds[game.kind]
        actions = await self.store.actions(game.id, limit=max(1, min(count, 40)))
        await self.say(interaction, texts.log_text(kind, game, actions))

    async def show_rules(self, interaction: discord.Interaction, key: str | None) -> None:
        if key is None:
            game = await self.store.latest_game(interaction.channel_id or 0)
            key = game.kind if game is not None else None
        kind = self.kinds.get(key or "")
        if kind is None:
            await self.say(interaction, t("no-game", examples=self.examples()))
            return
        await self.say(interaction, kind.ui.text("rules") if kind.ui.has_text("rules")
                       else t("rules-none"))

    # -- start-up and housekeeping ----------------------------------------------------------
    async def catch_up_boards(self) -> None:
        await self.boards.catch_up(self.kinds)

    async def remind_idle(self, idle_seconds: float) -> int:
        return await self.boards.remind_idle(self.kinds, idle_seconds)

    def choices_for_rules(self) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=k.title, value=k.key) for k in self.kinds.values()]


def matches(typed: str, label: str) -> bool:
    """Whether every typed word starts a word of ``label`` ("c3" finds "… on C3 …")."""
    words = re.findall(r"\w+", label.lower())
    return all(any(w.startswith(typed_word) for w in words)
               for typed_word in re.findall(r"\w+", typed.lower()))


def _is_click_on(interaction: discord.Interaction, message_id: int | None) -> bool:
    """Whether this is a click on the lobby's own buttons (which only the lobby message has;
    its id may not be stored yet when the first click comes)."""
    return interaction.type == discord.InteractionType.component and interaction.message is not None


def _is_current_board(interaction: discord.Interaction, game: GameRecord, cid: ComponentId) -> bool:
    message = interaction.message
    if message is None or game.board_message_id is None or message.id == game.board_message_id:
        return True
    # A board posted a moment ago whose id is not stored yet (the click beat the
    # bookkeeping): newer than the stored board and drawn for the latest state.
    return message.id > game.board_message_id and cid.stamp.isdigit() and \
        int(cid.stamp) >= game.board_version
