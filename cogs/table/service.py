"""The table: lobby, seats, applying actions, posting boards and pinging players — once for
every game. Game cogs only describe their game (``GameKind``) and call into this service.
"""

from __future__ import annotations

import asyncio
import io
import logging
import secrets
import time
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import discord

from cogs.table import components, texts
from cogs.table.ids import ComponentId
from cogs.table.kind import DANGER, PRIMARY, SECONDARY, SUCCESS, ButtonSpec, GameKind
from cogs.table.turn import TableTurn
from games.base import RuleError
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

# Drawing is CPU work: keep it off the event loop so heartbeats and other clicks go on.
_RENDER_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="render")


class TableService:
    """Shared table mechanics. One instance per bot, games register their ``GameKind``."""

    def __init__(self, bot: commands.Bot, store: Store) -> None:
        self.bot = bot
        self.store = store
        self.kinds: dict[str, GameKind] = {}
        components.install(self)

    def register(self, kind: GameKind) -> None:
        self.kinds[kind.key] = kind

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

    def channel(self, channel_id: int) -> discord.abc.Messageable:
        return self.bot.get_channel(channel_id) or self.bot.get_partial_messageable(channel_id)  # type: ignore[return-value]

    async def render(self, kind: GameKind, game: GameRecord,
                     extra: dict[str, Any] | None = None) -> bytes:
        """The public board as PNG; ``extra`` overrides the UI's renderer arguments (a
        private menu highlighting its own choices)."""
        assert game.state is not None
        view = kind.engine.view(game.state, None)
        if extra is None:
            extra = kind.ui.board_highlight(game, game.state) if game.status == ACTIVE else {}
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            _RENDER_POOL, lambda: kind.render_board(view, kind.seat_infos(game), **extra)
        )

    # -- lobby ------------------------------------------------------------------------------
    async def new_lobby(self, interaction: discord.Interaction, kind: GameKind,
                        options: dict[str, Any]) -> None:
        if interaction.channel_id is None:
            await self.say(interaction, "Games can only be played in a server channel or thread.")
            return
        seed = options.pop("seed", None)
        if seed is None:
            seed = secrets.randbits(48)
        try:
            game = await self.store.create_game(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id, kind=kind.key,
                host_id=interaction.user.id, host_name=interaction.user.display_name,
                host_colour=kind.seat_colours[0], options=options, seed=int(seed),
            )
        except ChannelBusy:
            busy = await self.store.open_game(interaction.channel_id)
            what = f"a {self.kinds[busy.kind].title} game" if busy and busy.kind in self.kinds else "a game"
            await self.say(interaction, f"This channel already has {what} in progress. "
                                        "Finish or cancel it first, or start one in another channel or thread.")
            return
        await interaction.response.send_message(
            embed=texts.lobby_embed(kind, game), view=self.lobby_view(game),
        )
        message = await interaction.original_response()
        await self.store.set_messages(game.id, lobby_message_id=message.id)

    def lobby_view(self, game: GameRecord) -> discord.ui.View:
        return components.build_view(game.id, 0, "l", [
            ButtonSpec("join", "Join", PRIMARY, emoji="➕"),
            ButtonSpec("leave", "Leave", SECONDARY),
            ButtonSpec("start", "Start", SUCCESS, emoji="▶️"),
            ButtonSpec("cancel", "Cancel", DANGER),
        ])

    async def on_lobby_button(self, interaction: discord.Interaction, cid: ComponentId) -> None:
        game = await self.store.get_game(cid.game_id)
        if game is None or game.status != LOBBY:
            await self.say(interaction, "This lobby is closed.")
            return
        kind = self.kinds[game.kind]
        if cid.key == "join":
            await self.join(interaction, kind, game, from_button=True)
        elif cid.key == "leave":
            await self.leave(interaction, kind, game, from_button=True)
        elif cid.key == "start":
            await self.start(interaction, kind, game)
        elif cid.key == "cancel":
            await self.cancel(interaction, kind, game)
        else:
            await self.say(interaction, "That button is out of date.")

    async def _refresh_lobby(self, interaction: discord.Interaction, kind: GameKind,
                             game_id: int, from_button: bool) -> None:
        game = await self.store.get_game(game_id)
        assert game is not None
        embed, view = texts.lobby_embed(kind, game), self.lobby_view(game)
        if from_button:
            await interaction.response.edit_message(embed=embed, view=view)
        elif game.lobby_message_id:
            try:
                await self.channel(game.channel_id).get_partial_message(game.lobby_message_id).edit(  # type: ignore[attr-defined]
                    embed=embed, view=view)
            except discord.HTTPException:
                log.warning("Could not update lobby message of game %s", game.id)

    async def lobby_for(self, interaction: discord.Interaction, kind: GameKind) -> GameRecord | None:
        """The channel's open lobby of this kind, or an explanation to the user."""
        game = await self.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind != kind.key:
            await self.say(interaction, f"There is no {kind.title} lobby in this channel. "
                                        f"Open one with `/{kind.key} new`.")
            return None
        if game.status != LOBBY:
            await self.say(interaction, "This game has already started.")
            return None
        return game

    async def join(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord,
                   from_button: bool = False) -> None:
        try:
            seat = await self.store.add_seat(game.id, interaction.user.id,
                                             interaction.user.display_name, kind.seat_colours,
                                             kind.engine.max_players)
        except StoreError as exc:
            await self.say(interaction, str(exc))
            return
        if not from_button:
            await self.say(interaction, f"You joined as {seat.colour}.")
        await self._refresh_lobby(interaction, kind, game.id, from_button)

    async def leave(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord,
                    from_button: bool = False) -> None:
        if interaction.user.id == game.host_id:
            await self.say(interaction, "You are the host: cancel the lobby instead of leaving it.")
            return
        try:
            await self.store.remove_seat(game.id, interaction.user.id)
        except StoreError as exc:
            await self.say(interaction, str(exc))
            return
        if not from_button:
            await self.say(interaction, "You left the lobby.")
        await self._refresh_lobby(interaction, kind, game.id, from_button)

    async def start(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        if interaction.user.id != game.host_id:
            await self.say(interaction, "Only the host can start the game.")
            return
        engine = kind.engine
        if len(game.seats) < engine.min_players:
            await self.say(interaction, f"{kind.title} needs at least {engine.min_players} players "
                                        f"({len(game.seats)} joined so far).")
            return
        try:
            state = engine.new(len(game.seats), game.seed, dict(game.options))
        except RuleError as exc:
            await self.say(interaction, str(exc))
            return
        from_button = interaction.type == discord.InteractionType.component
        # A click on the lobby edits the lobby itself; a slash command gets a private answer.
        await interaction.response.defer(ephemeral=not from_button, thinking=not from_button)
        async with self.store.lock(game.channel_id):
            try:
                await self.store.start(game.id, engine.to_dict(state), game.version)
            except VersionConflict:
                await self.say(interaction, "The game was already started or cancelled.")
                return
            game = await self.store.get_game(game.id)  # type: ignore[assignment]
            assert game is not None
            embed = texts.lobby_embed(kind, game)
            try:
                if from_button:
                    await interaction.edit_original_response(embed=embed, view=None)
                elif game.lobby_message_id:
                    await self.channel(game.channel_id).get_partial_message(  # type: ignore[attr-defined]
                        game.lobby_message_id).edit(embed=embed, view=None)
            except discord.HTTPException:
                log.warning("Could not close the lobby message of game %s", game.id)
            await self.publish_board(kind, game, new_message=True,
                                     events=[f"The game begins with {texts.name_list(game.names)}."])
        if not from_button:
            await self.say(interaction, "The game has started — the board is below.")

    async def cancel(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord) -> None:
        perms = getattr(interaction, "permissions", None)
        if interaction.user.id != game.host_id and not (perms and perms.manage_channels):
            await self.say(interaction, "Only the host or someone with Manage Channels can cancel the game.")
            return
        async with self.store.lock(game.channel_id):
            try:
                await self.store.set_status(game.id, CANCELLED, game.version)
            except VersionConflict:
                await self.say(interaction, "The game changed meanwhile; try again.")
                return
        text = f"{kind.emoji} The {kind.title} game was cancelled by {interaction.user.mention}."
        if interaction.response.is_done():
            await interaction.followup.send(text, allowed_mentions=discord.AllowedMentions.none())
        else:
            await interaction.response.send_message(text, allowed_mentions=discord.AllowedMentions.none())
        if game.lobby_message_id and game.status == LOBBY:
            game.status = CANCELLED
            try:
                await self.channel(game.channel_id).get_partial_message(game.lobby_message_id).edit(  # type: ignore[attr-defined]
                    embed=texts.lobby_embed(kind, game), view=None)
            except discord.HTTPException:
                pass

    # -- playing ----------------------------------------------------------------------------
    async def on_component(self, interaction: discord.Interaction, cid: ComponentId,
                           values: list[str]) -> None:
        """Route a button/select click (any message, any age) to the lobby or the game UI."""
        try:
            if cid.place == "l":
                await self.on_lobby_button(interaction, cid)
                return
            turn = await self.turn_for(interaction, cid)
            if turn is None:
                return
            ui = turn.kind.ui
            if cid.key == "hand":
                await self.show_hand(interaction, turn.kind, turn.game, turn.seat)
            elif values:
                await ui.on_select(turn, cid.key, cid.arg, values)
            else:
                await ui.on_button(turn, cid.key, cid.arg)
        except Exception:
            log.exception("Component %s failed", cid)
            await self.say(interaction, "Sorry, something went wrong handling that. Nothing was changed.")

    async def on_modal_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type != discord.InteractionType.modal_submit:
            return
        cid = ComponentId.parse(str((interaction.data or {}).get("custom_id", "")))
        if cid is None or cid.type != "m":
            return
        try:
            turn = await self.turn_for(interaction, cid)
            if turn is not None:
                await turn.kind.ui.on_modal(turn, cid.key, cid.arg, components.modal_fields(interaction))
        except Exception:
            log.exception("Modal %s failed", cid)
            await self.say(interaction, "Sorry, something went wrong handling that. Nothing was changed.")

    async def turn_for(self, interaction: discord.Interaction, cid: ComponentId) -> TableTurn | None:
        """Check that this click may act at all; explain (ephemerally) when it may not."""
        game = await self.store.get_game(cid.game_id)
        if game is None or game.kind not in self.kinds:
            await self.say(interaction, "This game no longer exists.")
            return None
        kind = self.kinds[game.kind]
        if game.status in (FINISHED, CANCELLED):
            await self.say(interaction, f"This {kind.title} game is over — start a new one with `/{kind.key} new`.")
            return None
        if game.status != ACTIVE:
            await self.say(interaction, "This game has not started yet.")
            return None
        if cid.place == "b" and not self._is_current_board(interaction, game, cid):
            await self.say(interaction, "This board is out of date — use the buttons on the newest board message"
                                        f"{texts.jump(game)}.")
            return None
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            await self.say(interaction, f"You are not playing in this game. Watch along, or open your own "
                                        f"with `/{kind.key} new` in another channel.")
            return None
        return TableTurn(self, interaction, kind, game, seat, cid.stamp)

    @staticmethod
    def _is_current_board(interaction: discord.Interaction, game: GameRecord, cid: ComponentId) -> bool:
        message = interaction.message
        if message is None or game.board_message_id is None or message.id == game.board_message_id:
            return True
        # A board posted a moment ago whose id is not stored yet (the click beat the
        # bookkeeping): newer than the stored board and drawn for the latest state.
        return message.id > game.board_message_id and cid.stamp >= game.board_version

    async def turn_from_command(self, interaction: discord.Interaction, kind: GameKind) -> TableTurn | None:
        """Like turn_for, for slash commands: the channel's running game of this kind."""
        game = await self.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind != kind.key:
            await self.say(interaction, f"There is no {kind.title} game running in this channel.")
            return None
        if game.status != ACTIVE:
            await self.say(interaction, "The game has not started yet.")
            return None
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            await self.say(interaction, "You are not playing in this game.")
            return None
        return TableTurn(self, interaction, kind, game, seat, None)

    async def apply_action(self, turn: TableTurn, action: dict[str, Any], *,
                           confirm: str | None = None, expected_version: int | None = None) -> bool:
        interaction, kind = turn.interaction, turn.kind
        engine = kind.engine
        await turn.defer()
        private_lines: list[str] = []
        async with self.store.lock(turn.game.channel_id):
            game = await self.store.get_game(turn.game.id)
            if game is None or game.status != ACTIVE:
                await self.say(interaction, "This game is over.")
                return False
            if expected_version is not None and game.version != expected_version:
                await self.say(interaction, "That move was already made — the board has changed since. "
                                            "Use the newest board.")
                return False
            seat = game.seat_of(interaction.user.id)
            if seat is None:
                await self.say(interaction, "You are not playing in this game.")
                return False
            state = engine.from_dict(game.state)
            before = kind.ui.turn_key(engine, state)
            waiting_before = set(engine.to_act(state))
            try:
                new_state, events = engine.apply(state, seat, action)
            except RuleError as exc:
                await self.say(interaction, f"⛔ {exc}")
                return False
            over = engine.is_over(new_state)
            try:
                game.version = await self.store.commit_action(
                    game.id, game.version, engine.to_dict(new_state), seat=seat,
                    user_id=interaction.user.id, action=action,
                    summary=engine.describe_action(action, game.names, seat),
                    status=FINISHED if over else ACTIVE,
                )
            except VersionConflict:
                await self.say(interaction, "That move was already made — the game has moved on.")
                return False
            game.state = engine.to_dict(new_state)
            game.status = FINISHED if over else ACTIVE
            turn.game = game
            public, private_lines = texts.split_events(engine, events, game.names, seat)
            new_message = (over or kind.ui.turn_key(engine, new_state) != before
                           or bool(set(engine.to_act(new_state)) - waiting_before))
            posted = await self.publish_board(kind, game, new_message=new_message, events=public)
        answer = confirm or "Done."
        if not posted:
            answer += ("\n⚠️ I could not post the board here: please give me Send Messages, "
                       "Attach Files and Embed Links in this channel, then use the board command.")
        if private_lines:
            answer += "\n" + "\n".join(private_lines)
        await self.say(interaction, answer)
        return True

    async def publish_board(self, kind: GameKind, game: GameRecord, *, new_message: bool,
                            events: list[str] | None = None, ping: bool = True) -> bool:
        """Draw the board and post it as a new message (pinging who must act) or edit the
        current board message in place. Call with the channel lock held."""
        assert game.state is not None
        png = await self.render(kind, game)
        over = game.status == FINISHED
        to_act = [] if over else kind.engine.to_act(game.state)
        content = texts.board_content(kind, game, to_act, ping)
        editing = not new_message and game.board_message_id is not None
        # An edit within a turn keeps the lines already on the board (e.g. the reveal).
        lines = ([*game.board_log, *(events or [])] if editing else list(events or []))[-20:]
        embed = texts.board_embed(kind, game, lines)
        items: list[Any] = []
        if not over:
            items = [*kind.ui.board_buttons(game, game.state),
                     ButtonSpec("hand", kind.ui.hand_label, emoji="🔒")]
        view = components.build_view(game.id, game.version, "b", items) if items else None
        file = discord.File(io.BytesIO(png), filename="board.png")
        mentions = discord.AllowedMentions(
            everyone=False, roles=False, replied_user=False,
            users=[discord.Object(game.seats[s].user_id) for s in to_act] if ping else False,
        )
        channel = self.channel(game.channel_id)
        message_id = game.board_message_id
        try:
            if new_message or message_id is None:
                kwargs: dict[str, Any] = {"content": content, "embed": embed, "file": file,
                                          "allowed_mentions": mentions}
                if view is not None:
                    kwargs["view"] = view
                message = await channel.send(**kwargs)
                message_id = message.id
            else:
                await channel.get_partial_message(message_id).edit(  # type: ignore[attr-defined]
                    content=content, embed=embed, attachments=[file], view=view,
                    allowed_mentions=mentions)
        except discord.HTTPException as exc:
            # Usually missing permissions in that channel: an admin's fix, not a bot bug.
            log.warning("Could not post the board of game %s in channel %s: %s", game.id,
                        game.channel_id, exc)
            return False
        game.board_message_id = message_id
        game.board_version = game.version
        game.board_log = lines
        await self.store.set_messages(game.id, board_message_id=message_id,
                                      board_version=game.version, board_log=lines)
        return True

    async def catch_up_boards(self) -> None:
        """After a restart, post boards that a crash kept from being posted."""
        for game in await self.store.games_with_status(ACTIVE, FINISHED):
            kind = self.kinds.get(game.kind)
            if kind is None or game.board_version >= game.version:
                continue
            async with self.store.lock(game.channel_id):
                # Re-read under the lock: a move may have been posted since the first look.
                fresh = await self.store.get_game(game.id)
                if fresh is None or fresh.board_version >= fresh.version:
                    continue
                await self.publish_board(kind, fresh, new_message=True,
                                         events=["(The bot restarted; here is the current board.)"])

    async def remind_idle(self, idle_seconds: float) -> int:
        """Ping the players a game has waited on for ``idle_seconds`` (again after each further
        ``idle_seconds`` while nobody moves).

        Returns how many reminders were posted.
        """
        now = time.time()
        posted = 0
        for game in await self.store.idle_games(now - idle_seconds):
            kind = self.kinds.get(game.kind)
            if kind is None or game.state is None:
                continue
            waiting = kind.engine.to_act(game.state)
            if not waiting:
                continue
            mentions = " ".join(f"<@{game.seats[s].user_id}>" for s in waiting)
            text = (f"⏰ {mentions} — the {kind.title} game here is waiting for you: "
                    f"{kind.ui.waiting_text(game, game.state, waiting)}{texts.jump(game)}")
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

    # -- commands shared by every game --------------------------------------------------------
    async def show_hand(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord,
                        seat: int) -> None:
        assert game.state is not None
        view = kind.engine.view(game.state, seat)
        text = kind.ui.private_text(game, view, seat) or "You hold nothing secret in this game."
        file = None
        if kind.render_private is not None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            loop = asyncio.get_running_loop()
            png = await loop.run_in_executor(_RENDER_POOL, lambda: kind.render_private(view, kind.seat_infos(game), seat))  # type: ignore[misc]
            file = discord.File(io.BytesIO(png), filename="hand.png")
        if interaction.response.is_done():
            kwargs: dict[str, Any] = {"content": text[:2000], "ephemeral": True}
            if file:
                kwargs["file"] = file
            await interaction.followup.send(**kwargs)
        else:
            await interaction.response.send_message(text[:2000], ephemeral=True)

    async def repost_board(self, interaction: discord.Interaction, kind: GameKind) -> None:
        game = await self.store.latest_game(interaction.channel_id or 0, kind.key)
        if game is None or game.state is None:
            await self.say(interaction, f"No {kind.title} game has been played in this channel yet.")
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.store.lock(game.channel_id):
            game = await self.store.get_game(game.id)
            assert game is not None
            await self.publish_board(kind, game, new_message=True, ping=False,
                                     events=[f"Board re-posted by {interaction.user.display_name}."])
        await self.say(interaction, "Here is a fresh copy of the board: the buttons on it are the live ones.")

    async def resign(self, interaction: discord.Interaction, kind: GameKind) -> None:
        turn = await self.turn_from_command(interaction, kind)
        if turn is not None:
            await turn.apply({"type": "resign"}, confirm="You resigned from the game.")

    async def show_log(self, interaction: discord.Interaction, kind: GameKind, count: int = 15) -> None:
        game = await self.store.latest_game(interaction.channel_id or 0, kind.key)
        if game is None:
            await self.say(interaction, f"No {kind.title} game in this channel yet.")
            return
        actions = await self.store.actions(game.id, limit=max(1, min(count, 40)))
        await self.say(interaction, texts.log_text(kind, game, actions))
