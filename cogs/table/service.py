"""The table: lobby, seats, routing clicks, and the commands every game shares — once.

A game's cog package only hands over its ``GameKind`` (``install``); this service gives it a
``/<game> new`` command generated from its options, and everything else.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
import time
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
from discord import app_commands

from cogs.table import failures, halfmade, texts, threads
from cogs.table.board import RENDER_POOL, BoardPublisher, seat_infos
from cogs.table.components import ButtonSpec, build_view, modal_fields
from cogs.table.moves import ALL, Ctx, Moves, stamp_for
from cogs.table.newcommand import new_command_group
from cogs.table.options import forged_option
from cogs.table.timekeeper import PLACE as CLOCK_PLACE
from cogs.table.timekeeper import Timekeeper
from games.rng import new_seed
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
from table import choose as C
from table import i18n
from table import log as gamelog
from table.core import APPLIED, REFUSED, TableCore
from table.ids import ComponentId
from table.kind import GameKind
from table.scheduler import Scheduler
from table.words import t

if TYPE_CHECKING:
    from discord.ext import commands

log = logging.getLogger(__name__)

# The answers to "cancel this game?" (a private question; routed like the lobby's buttons).
CANCEL_YES, CANCEL_NO = "cancel_yes", "cancel_no"
# The value of an autocomplete choice that only explains ("not your turn"): it names no move.
HINT = "-"


class TableService:
    """Shared table mechanics. One instance per bot; games ``install`` their ``GameKind``."""

    def __init__(self, bot: commands.Bot, store: Store, *, default_every: float = 0.0) -> None:
        """``default_every``: seconds between reminders for players who chose no interval
        (0: no reminders unless a player asks for them)."""
        self.bot = bot
        self.store = store
        self.kinds: dict[str, GameKind] = {}
        self.core = TableCore(store, self.kinds)
        self.boards = BoardPublisher(bot, store, on_error=self.record_error)
        self.moves = Moves(self)
        # Turn clocks and reminders: when (scheduler), and what is said (timekeeper).
        self.scheduler = Scheduler(store, self.kinds, default_every=default_every)
        self.core.on_change = self.scheduler.on_change
        self.timekeeper = Timekeeper(self)
        self.scheduler.on_clock = self.timekeeper.clock_ran_out
        self.scheduler.on_remind = self.timekeeper.remind
        self.boards.annotate = self.timekeeper.board_lines
        self._retrier: asyncio.Task[None] | None = None
        # What was begun before this moment and is still half made, a crash cut short.
        self.started_at = time.time()
        self._scheduling: asyncio.Task[None] | None = None
        # Slash commands from a DM (a forged client ignores guild_only) are refused.
        bot.tree.interaction_check = self.tree_check  # type: ignore[method-assign]
        bot.tree.on_error = self.tree_error  # type: ignore[method-assign]

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
        except (discord.HTTPException, aiohttp.ClientError, RuntimeError) as exc:
            # RuntimeError: the HTTP session closed under us (shutting down).
            log.warning("Could not answer interaction %s: %s", interaction.id, exc)

    def channel(self, channel_id: int) -> Any:
        return self.boards.channel(channel_id)

    def record_error(self, what: str, *, storage: bool = False) -> None:
        """Tell the operator (``/table health``, the heartbeat file) what went wrong."""
        health = getattr(self.bot, "health", None)
        if health is not None:
            health.record_error(what, storage=storage)

    async def report_failure(self, interaction: discord.Interaction, exc: BaseException,
                             what: str) -> None:
        """An unexpected failure: tell the player what actually failed, the operator too."""
        if self.bot.is_closed():
            # Shutting down: the move (if any) is saved; the click just goes unanswered.
            log.info("%s interrupted by shutdown: %s", what, exc)
            return
        storage = failures.classify_storage(exc)
        if storage is not None:
            log.error("%s: storage failure (%s): %s", what, storage, exc)
            self.record_error(f"{what}: {storage}: {exc}", storage=True)
            await self.say(interaction, t(f"storage-{storage}"))
            return
        if isinstance(exc, discord.HTTPException | aiohttp.ClientError | asyncio.TimeoutError):
            log.warning("%s: Discord failed: %s", what, exc)
            self.record_error(f"{what}: {exc.__class__.__name__}: {exc}")
            await self.say(interaction, t("discord-unavailable"))
            return
        log.error("%s failed", what, exc_info=exc)
        self.record_error(f"{what}: {exc.__class__.__name__}: {exc}")
        await self.say(interaction, t("something-wrong"))

    async def can_host(self, interaction: discord.Interaction) -> bool:
        """Whether the bot may post boards in this channel; if not, say which permissions
        are missing (Discord sends the bot's permissions with every interaction)."""
        perms = interaction.app_permissions
        thread = isinstance(interaction.channel, discord.Thread)
        missing = failures.missing_permissions(perms, thread=thread)
        if missing:
            await self.say(interaction, t("needs-permissions",
                                          perms=failures.permission_names(missing)))
            return False
        return True

    async def tree_error(self, interaction: discord.Interaction,
                         error: app_commands.AppCommandError) -> None:
        """Any slash command's failure (the games' generated commands have no handler)."""
        if isinstance(error, app_commands.CheckFailure):
            return  # already answered by the check
        if interaction.type == discord.InteractionType.autocomplete:
            log.warning("Autocomplete failed: %s", error)
            return
        await self.report_failure(interaction, getattr(error, "original", error),
                                  f"/{interaction.command.qualified_name if interaction.command else '?'}")

    async def speak_to(self, interaction: discord.Interaction) -> str:
        """Answer this interaction in the player's language: their ``/me language`` choice,
        else their Discord client's locale (public messages switch to the server's)."""
        chosen = (await self.store.player_settings(interaction.user.id)).get("language")
        return i18n.set_locale(chosen if chosen in i18n.LOCALES
                               else i18n.from_discord(interaction.locale))

    async def tree_check(self, interaction: discord.Interaction) -> bool:
        """Every slash command works in a server channel only, even from a forged client;
        answers come in the player's language."""
        await self.speak_to(interaction)
        bad = forged_option(interaction)
        if bad is not None:  # only a modified client sends those: bad input, not a crash
            await self.say(interaction, t("bad-option", name=bad))
            return False
        if interaction.guild_id is not None and interaction.channel_id is not None:
            return True
        if interaction.type == discord.InteractionType.application_command:
            await self.say(interaction, t("not-in-server"))
        return False

    def examples(self) -> str:
        return ", ".join(i18n.mention(f"{k} new") for k in sorted(self.kinds))

    # -- lobby ----------------------------------------------------------------------------
    async def new_lobby(self, interaction: discord.Interaction, kind: GameKind,
                        options: dict[str, Any]) -> None:
        if interaction.channel_id is None or interaction.guild_id is None:
            await self.say(interaction, t("not-in-server"))
            return
        if await threads.open_in_thread(self, interaction, kind, options):
            return  # the game plays in a thread of its own
        if not await self.can_host(interaction):
            return
        # The game's randomness comes from a 256-bit secret that only the stored state
        # keeps; nothing a player chooses or sees can name it.
        seed = new_seed()
        try:
            game = await self.store.create_game(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id, kind=kind.key,
                host_id=interaction.user.id, host_name=interaction.user.display_name,
                host_colour=kind.seat_colours[0], options=options, seed=seed)
        except ChannelBusy:
            busy = await self.store.open_game(interaction.channel_id)
            title = self.kinds[busy.kind].title if busy and busy.kind in self.kinds else "—"
            await self.say(interaction, t("channel-busy", title=title))
            return
        with i18n.use_locale(await self.boards.server_locale(game.guild_id)):
            embed, view = texts.lobby_embed(kind, game), self.lobby_view(game)
        if interaction.response.is_done():  # no thread after all (threads.py said why)
            message = await interaction.followup.send(embed=embed, view=view, wait=True)
        else:
            await interaction.response.send_message(embed=embed, view=view)
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
        if game is not None and game.channel_id != interaction.channel_id:
            await self.say(interaction, t("wrong-channel"))
            return
        if cid.key in (CANCEL_YES, CANCEL_NO):
            # The answer to "cancel this game?": the game may be running, not only a lobby.
            await self.on_cancel_answer(interaction, cid, game)
            return
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
        with i18n.use_locale(await self.boards.server_locale(game.guild_id)):
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
            seat = await self.core.join(game.id, interaction.user.id,
                                        interaction.user.display_name, kind.seat_colours,
                                        kind.engine.max_players)
        except StoreError as exc:
            await self.say(interaction, str(exc))
            return
        if not _is_click_on(interaction, game.lobby_message_id):
            await self.say(interaction, t("joined", colour=seat.colour))
        await self._refresh_lobby(interaction, kind, game.id)
        await threads.on_seated(self, interaction, game.channel_id)

    async def leave(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        if interaction.user.id == game.host_id:
            await self.say(interaction, t("host-cannot-leave"))
            return
        try:
            await self.core.leave(game.id, interaction.user.id)
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
        if not await self.can_host(interaction):
            return
        from_button = _is_click_on(interaction, game.lobby_message_id)
        # A click on the lobby edits the lobby itself; a slash command gets a private answer.
        await interaction.response.defer(ephemeral=not from_button, thinking=not from_button)
        started = await self.core.start(game.id, by=interaction.user.id)
        if started.status == REFUSED and started.error is not None:  # someone left meanwhile
            await self.say(interaction, t("too-few", title=kind.title, min=engine.min_players,
                                          n=started.error.params.get("n", 0)))
            return
        if started.status != APPLIED or started.game is None:
            await self.say(interaction, t("already-started"))
            return
        fresh = started.game
        with i18n.use_locale(await self.boards.server_locale(fresh.guild_id)):
            embed = texts.lobby_embed(kind, fresh)
        try:
            if from_button:
                await interaction.edit_original_response(embed=embed, view=None)
            elif fresh.lobby_message_id:
                await self.channel(fresh.channel_id).get_partial_message(
                    fresh.lobby_message_id).edit(embed=embed, view=None)
        except discord.HTTPException:
            log.warning("Could not close the lobby message of game %s", fresh.id)
        published = await self.boards.flush(kind, fresh.id)
        if not published.posted:
            await self.say(interaction, f"{t('started-no-board')}\n{published.text()}")
        elif not from_button:
            await self.say(interaction, t("started"))

    @staticmethod
    def may_cancel(interaction: discord.Interaction, game: GameRecord) -> bool:
        perms = getattr(interaction, "permissions", None)
        return interaction.user.id == game.host_id or bool(perms and perms.manage_channels)

    async def cancel(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        """``/table cancel`` or the lobby's Cancel button: ask first, privately — a cancelled
        game cannot be resumed, and one stray click used to end days of play."""
        if not self.may_cancel(interaction, game):
            await self.say(interaction, t("only-host-cancels"))
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
        if game is None or game.kind not in self.kinds or game.status not in (LOBBY, ACTIVE):
            await interaction.response.edit_message(content=t("cancel-gone"), view=None)
            return
        if not self.may_cancel(interaction, game):
            await interaction.response.edit_message(content=t("only-host-cancels"), view=None)
            return
        kind = self.kinds[game.kind]
        async with self.store.lock(game.channel_id):
            current = await self.store.get_game(game.id)
            try:
                if current is None or current.status not in (LOBBY, ACTIVE):
                    raise VersionConflict("over")
                await self.store.set_status(game.id, CANCELLED, current.version)
            except VersionConflict:
                await interaction.response.edit_message(content=t("cancel-gone"), view=None)
                return
        game = current
        await interaction.response.edit_message(
            content=t("cancel-done", title=kind.title, id=game.id), view=None)
        public = await self.boards.server_locale(game.guild_id)
        with i18n.use_locale(public):
            text = t("cancelled-by", emoji=kind.emoji, title=kind.title,
                     mention=interaction.user.mention)
        try:
            await self.channel(game.channel_id).send(
                text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("Could not announce the cancellation of game %s", game.id)
        if game.lobby_message_id and game.status == LOBBY:
            game.status = CANCELLED
            with i18n.use_locale(public):
                embed = texts.lobby_embed(kind, game)
            try:
                await self.channel(game.channel_id).get_partial_message(game.lobby_message_id).edit(
                    embed=embed, view=None)
            except discord.HTTPException:
                pass

    # -- clicks -----------------------------------------------------------------------------
    async def on_component(self, interaction: discord.Interaction, cid: ComponentId,
                           values: list[str]) -> None:
        """Route a button/select click (any message, any age) to the lobby or a move."""
        try:
            await self.speak_to(interaction)
            await threads.wake(self.bot, interaction)  # a move arriving in an archived thread
            if interaction.guild_id is None:
                await self.say(interaction, t("not-in-server"))
                return
            if cid.place == "l":
                await self.on_lobby_button(interaction, cid)
                return
            if cid.place == CLOCK_PLACE:
                await self.timekeeper.on_button(interaction, cid)
                return
            if cid.place == "p" and cid.key == gamelog.LOG_KEY:
                # Anyone may page the log (spectators, finished games): no seat needed.
                await self.on_log_page(interaction, cid)
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
        except Exception as exc:  # noqa: BLE001 - answered honestly, never a traceback in chat
            await self.report_failure(interaction, exc, f"Component {cid.encode()}")

    async def on_modal_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type == discord.InteractionType.component:
            await self._on_orphan_click(interaction)
            return
        if interaction.type != discord.InteractionType.modal_submit:
            return
        cid = ComponentId.parse(str((interaction.data or {}).get("custom_id", "")))
        if cid is None or cid.type != "m":
            return
        try:
            await self.speak_to(interaction)
            await threads.wake(self.bot, interaction)
            if interaction.guild_id is None:
                await self.say(interaction, t("not-in-server"))
                return
            ctx = await self.ctx_for(interaction, cid)
            if ctx is not None:
                await self.moves.on_form(ctx, cid, modal_fields(interaction))
        except Exception as exc:  # noqa: BLE001 - answered honestly, never a traceback in chat
            await self.report_failure(interaction, exc, f"Form {cid.encode()}")

    async def _on_orphan_click(self, interaction: discord.Interaction) -> None:
        """A click on one of our ids that is not on the message it claims to come from (only a
        forged client sends those): discord.py drops it silently, so answer it here."""
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        if ComponentId.parse(custom_id) is None:
            return
        message = interaction.message
        on_message = message is not None and any(
            getattr(child, "custom_id", None) == custom_id
            for row in message.components for child in getattr(row, "children", [row]))
        if not on_message:
            await self.speak_to(interaction)
            await self.say(interaction, t("stale-menu"))

    async def ctx_for(self, interaction: discord.Interaction, cid: ComponentId) -> Ctx | None:
        """Check that this click may act at all; explain (privately) when it may not."""
        game = await self.store.get_game(cid.game_id)
        if game is None or game.kind not in self.kinds:
            await self.say(interaction, t("game-gone"))
            return None
        if game.channel_id != interaction.channel_id:
            # Only a forged client can send this: the custom id names another channel's game.
            await self.say(interaction, t("wrong-channel"))
            return None
        kind = self.kinds[game.kind]
        if game.status in (FINISHED, CANCELLED):
            await self.say(interaction, t("game-over", title=kind.title, new=i18n.mention(f"{kind.key} new")))
            return None
        if game.status != ACTIVE:
            await self.say(interaction, t("not-started"))
            return None
        if cid.place == "b" and not _is_current_board(interaction, game, cid):
            await self.say(interaction, t("old-board", jump=texts.jump(game)))
            return None
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            await self.say(interaction, t("not-playing", new=i18n.mention(f"{kind.key} new")))
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
            await self.say(interaction, t("not-playing", new=i18n.mention(f"{kind.key} new")))
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
            return [(t("play-nothing", names=ctx.waiting_names())[:100], HINT)]
        hits = [(label, f"{stamp_for(kind, game, seat)}|{i}") for i, label in labelled
                if matches(current, label)]
        if seat not in kind.engine.to_act(ctx.state):
            # Out of turn only resigning is left: say first whose turn it is.
            return [(t("play-not-your-turn", names=ctx.waiting_names())[:100], HINT), *hits][:25]
        return hits[:25] or [(t("play-unknown", text=current[:40])[:100], HINT)]

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
        if not re.search(r"\w", move):  # an explanatory choice (HINT): it names no move
            if ctx.seat not in ctx.kind.engine.to_act(ctx.state):
                return t("not-your-turn", names=ctx.waiting_names())
            return t("play-unknown", text=move[:40])
        stamp, _, number = move.partition("|")
        if number.isdigit() and stamp:  # picked from the autocomplete: no labels needed
            if stamp != stamp_for(ctx.kind, ctx.game, ctx.seat):
                return t("play-moved-on")
            index = int(number)
            return index if 0 <= index < len(ctx.candidates(group)) else t("play-moved-on")
        # Typed by hand: an exact label, or the one label holding every word.
        labelled = self.play_labels(ctx, group)
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
        png = await RENDER_POOL.run(kind.render_private, view, seat_infos(game), seat,
                                    locale=i18n.current())
        await interaction.followup.send(text[:2000], ephemeral=True,
                                        file=discord.File(io.BytesIO(png), filename="hand.png"))

    async def repost_board(self, interaction: discord.Interaction) -> None:
        game = await self.store.latest_game(interaction.channel_id or 0)
        if game is None or game.state is None or game.kind not in self.kinds:
            await self.say(interaction, t("no-game-yet"))
            return
        kind = self.kinds[game.kind]
        if game.status == CANCELLED:
            # Nothing to play and nothing worth re-posting: say so privately.
            await self.say(interaction, t("board-was-cancelled", examples=self.examples()))
            return
        if not await self.can_host(interaction):
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        published = await self.boards.flush(
            kind, game.id, force_new=True,
            notes=[("board-reposted", {"name": interaction.user.display_name})])
        done = t("board-fresh-final", examples=self.examples()) if game.status == FINISHED \
            else t("board-fresh")
        await self.say(interaction, done if published.posted else published.text(retried=False))

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

    async def show_log(self, interaction: discord.Interaction, page: int = 1) -> None:
        """``/table log``: the whole game in words, newest page first, as this reader may
        read it (their own secrets included: the answer is private), with page buttons."""
        found = await self.store.latest_game(interaction.channel_id or 0)
        if found is None or found.kind not in self.kinds:
            await self.say(interaction, t("no-game-yet"))
            return
        game, entries = await self._story(found.id)
        if game is None:
            await self.say(interaction, t("no-game-yet"))
            return
        text, view = self._log_page(game, entries, interaction.user.id, len(entries), page - 1)
        await interaction.response.send_message(text, ephemeral=True,
                                                **({"view": view} if view else {}))

    async def on_log_page(self, interaction: discord.Interaction, cid: ComponentId) -> None:
        """A log page button: the same private message shows the page asked for, of the log
        as it stood when the first page was drawn (so pages do not shift as play goes on)."""
        game, entries = await self._story(cid.game_id)
        if game is None or game.kind not in self.kinds:
            await self.say(interaction, t("game-gone"))
            return
        if game.channel_id != interaction.channel_id:
            await self.say(interaction, t("wrong-channel"))
            return
        upto = int(cid.stamp) if cid.stamp.isdigit() else len(entries)
        index = int(cid.arg) if cid.arg.isdigit() else 0
        text, view = self._log_page(game, entries, interaction.user.id, upto, index)
        await interaction.response.edit_message(content=text, view=view)

    async def _story(self, game_id: int) -> tuple[GameRecord | None, list[gamelog.Entry]]:
        """The game and its log, read together under the channel's lock (no move between the
        two reads, so the replay can be checked against the stored state)."""
        game = await self.store.get_game(game_id)
        if game is None or game.kind not in self.kinds:
            return None, []
        async with self.store.lock(game.channel_id):
            game = await self.store.get_game(game_id)
            actions = await self.store.actions(game_id)
        if game is None:
            return None, []
        return game, await gamelog.HISTORY.entries_async(self.kinds[game.kind].engine, game,
                                                         actions)

    def _log_page(self, game: GameRecord, entries: list[gamelog.Entry], user_id: int, upto: int,
                  index: int) -> tuple[str, discord.ui.View | None]:
        kind = self.kinds[game.kind]
        shown = [e for e in entries if e.seq <= upto]
        page = gamelog.page(kind, game, shown, game.seat_of(user_id), index)
        if page.count <= 1:
            return page.text, None
        stamp = max((e.seq for e in shown), default=0)
        return page.text, build_view(game.id, stamp, "p", [
            ButtonSpec(gamelog.LOG_KEY, t("log-older"), arg=str(page.index + 1),
                       disabled=not page.has_older),
            ButtonSpec(gamelog.LOG_KEY, t("log-newer"), arg=str(page.index - 1),
                       disabled=not page.has_newer)])

    async def show_health(self, interaction: discord.Interaction) -> None:
        """For the server's managers: is the bot well, and what failed last."""
        perms = interaction.permissions
        if not (perms.manage_guild or perms.administrator):
            await self.say(interaction, t("health-denied"))
            return
        health = getattr(self.bot, "health", None)
        active = await self.store.games_with_status(ACTIVE)
        behind = await self.store.games_behind_board()
        schema = await self.store.schema_version() if hasattr(self.store, "schema_version") else 0
        lines = [t("health-title"),
                 t("health-database", path=getattr(health, "database_path", "?"), schema=schema),
                 t("health-games", active=len(active), behind=len(behind))]
        if health is not None:
            lines.append(t("health-up", since=int(health.started_at),
                           latency=round(self.bot.latency * 1000) if self.bot.latency == self.bot.latency
                           else "—"))
            if health.last_error:
                lines.append(t("health-last-error", when=int(health.last_error_at or 0),
                               error=health.last_error[:300], storage=health.storage_errors,
                               discord=health.discord_errors))
            else:
                lines.append(t("health-no-error"))
        await self.say(interaction, "\n".join(lines))

    async def set_server_language(self, interaction: discord.Interaction,
                                  language: str) -> None:
        """``/table settings language:`` — the language of this server's boards and lobbies."""
        perms = interaction.permissions
        if interaction.guild_id is None or not (perms.manage_guild or perms.administrator):
            await self.say(interaction, t("settings-denied"))
            return
        await self.store.set_guild_setting(interaction.guild_id, "language",
                                           language if language in i18n.LOCALES else None)
        public = await self.boards.server_locale(interaction.guild_id)
        with i18n.use_locale(public):
            await self.say(interaction, t("settings-language-server",
                                          language=i18n.NATIVE_NAMES[public]))

    async def set_player_language(self, interaction: discord.Interaction, language: str) -> None:
        """``/me language:`` — the language of this player's private answers."""
        await self.store.set_player_setting(interaction.user.id, "language",
                                            language if language in i18n.LOCALES else None)
        code = await self.speak_to(interaction)
        await self.say(interaction, t("settings-language-me", language=i18n.NATIVE_NAMES[code]))

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
        """Post what a crash or outage kept back, then keep retrying, in the background."""
        if self._retrier is None:
            self._retrier = asyncio.create_task(self._catch_up_forever())

    async def _catch_up_forever(self) -> None:
        # One task, so that stopping cancels the forced moves' round and the retries alike.
        try:
            await halfmade.finish_half_made(self, before=self.started_at)
        except Exception:  # noqa: BLE001 - the boards' catch-up must go on regardless
            log.exception("Could not finish the tables a crash left half made")
        await self.play_forced_moves()
        await self.boards.retry_forever(self.kinds)

    async def play_forced_moves(self) -> int:
        """Play the forced moves that running games saved by an older version wait on (a
        Caravane straggler asked to bid alone); their boards follow with the catch-up."""
        played = 0
        for game in await self.store.games_with_status(ACTIVE):
            try:
                if self.core.forced_move(game) is not None:
                    played += await self.core.play_forced(game.id) is not None
            except Exception:  # noqa: BLE001 - one odd game must not stop the start-up
                log.exception("Could not play the forced moves of game %s", game.id)
        return played

    async def close(self) -> None:
        """Stop publishing, and wait until a round in flight has stopped: cancelled mid-query,
        it must not run on into the database that closes next (it logged a traceback)."""
        tasks = {task for task in (self._retrier, self._scheduling) if task is not None}
        self._retrier = self._scheduling = None
        if not tasks:
            return
        for task in tasks:
            task.cancel()
        await asyncio.wait(tasks, timeout=2.0)  # their own ending (cancelled) is not ours to raise

    def start_scheduler(self) -> None:
        """Schedule the running games that have no jobs yet, then run clocks and reminders
        (what fell due while the bot was down runs first, once)."""
        if self._scheduling is None:
            self._scheduling = asyncio.create_task(self._schedule_forever())

    async def _schedule_forever(self) -> None:
        await self.scheduler.replan_all()
        await self.scheduler.run_forever()

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
