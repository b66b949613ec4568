"""Board messages: draw the public board, post it (pinging who must act) or edit it in place,
and post boards a crash kept back."""

from __future__ import annotations

import asyncio
import io
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

import aiohttp
import discord

from cogs.table import failures, texts, threads
from cogs.table.components import ButtonSpec, build_view
from cogs.table.replaycmd import post_replay
from store import FINISHED, GameRecord, Storage
from table import i18n
from table import log as gamelog
from table.ai import people
from table.choose import board_groups
from table.core import forced_in
from table.drawing import draw_board
from table.kind import GameKind
from table.words import t

if TYPE_CHECKING:
    from discord.ext import commands


log = logging.getLogger(__name__)
T = TypeVar("T")

MAX_LINES = 20
MAX_WATCHERS_PINGED = 25  # a board message must stay under 2,000 characters


def board_buttons(kind: GameKind, game: GameRecord, view: dict[str, Any] | None = None,
                  to_act: Sequence[int] | None = None) -> list[ButtonSpec]:
    """The public board's buttons, from the public ``view`` and who must act (each
    computed here when the caller has not already)."""
    assert game.state is not None
    ui, engine = kind.ui, kind.engine
    view = engine.view(game.state, None) if view is None else view
    to_act = engine.to_act(game.state) if to_act is None else to_act
    looks = {g.key: g for g in ui.groups}
    buttons = []
    for key in board_groups(engine, ui, game.state, view, to_act):
        look = looks.get(key)
        buttons.append(ButtonSpec(key, ui.group_label(key, view), look.style if look else "primary",
                                  emoji=look.emoji if look else None))
    buttons.append(ButtonSpec("hand", ui.text("hand") if ui.has_text("hand") else "🔒", emoji="🔒"))
    return buttons


def owed_pings(entries: Sequence[dict[str, Any]], to_act: Sequence[int]) -> list[int]:
    """Whom a new board message pings, for the moves it shows (oldest first): everyone a
    move made wait, except anyone who acted after that move — they have seen the board, and
    their own click is never a reason to ping them — and only those who must act now."""
    owed: set[int] = set()
    for entry in entries:
        if entry.get("by") is not None:
            owed.discard(entry["by"])
        owed.update(entry.get("ping", ()))
    return sorted(s for s in owed if s in to_act)


@dataclass
class Published:
    """How a board publication went: ``failure`` is a ``failures`` kind when it was not
    posted (``missing`` names the permissions a 403 lacked, when known; ``storage`` how the
    database failed, when it was ``failures.STORAGE``)."""

    posted: bool = True
    failure: str | None = None
    missing: list[str] = field(default_factory=list)
    storage: str | None = None

    def text(self, *, retried: bool = True) -> str:
        """The player-facing line about a failure ("" when posted); ``retried``: the board
        is owed, so the bot posts it by itself later."""
        if self.posted:
            return ""
        if self.failure == failures.STORAGE:
            return t("board-failed-storage")
        if self.failure == failures.DISCORD and not retried:
            return t("board-failed-discord-again")
        if self.failure == failures.PERMISSIONS:
            names = failures.permission_names(self.missing) or failures.permission_names(
                list(failures.BOARD_PERMISSIONS))
            return t("board-failed-permissions", perms=names)
        return t(f"board-failed-{self.failure or failures.DISCORD}")


class BoardPublisher:
    """Posts boards after the move's transaction, never under the game's lock.

    What a board owes (a new message? whom to ping? which lines?) is stored with each move
    (``GameRecord.board_pending``); ``flush`` publishes the game's latest state with all of
    it, one publication per game at a time. A new message's nonce is recorded before it is
    sent, so a crash between sending and recording adopts the sent message instead of
    posting a second one. Boards that could not be posted are retried with back-off.
    """

    RETRY_BASE = 20.0
    RETRY_MAX = 900.0
    # Several processes on one database: a game's board is published under a lease in the
    # database, so two never post or edit it at once (a process that died holding one
    # blocks the game's board this long at most; its successor drops it at once).
    LEASE = 15.0
    LEASE_POLL = 0.25

    def __init__(self, bot: commands.Bot, store: Storage, on_error: Any = None) -> None:
        self.bot = bot
        self.store = store
        # Called with a one-line description of a failure (and storage=True for the database).
        self.on_error = on_error
        self._locks: dict[int, asyncio.Lock] = {}
        self._retry: dict[int, tuple[int, float]] = {}  # game id → (failures, next attempt)
        self._replays: set[asyncio.Task[None]] = set()  # end-of-game replays being posted
        # More lines for a board's message (turn clocks, absences): given the game and who
        # must act.
        self.annotate: Callable[[GameRecord, list[int]], Awaitable[list[str]]] | None = None
        # This process's name on a board's lease: its shard group, then a boot id.
        self.holder = f"all/{secrets.token_hex(6)}"

    def channel(self, channel_id: int) -> Any:
        """Where a game's messages go; a game's thread is woken when Discord archived it."""
        return threads.Waking(self.bot, self.bot.get_channel(channel_id)
                              or self.bot.get_partial_messageable(channel_id))

    def _lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    async def server_locale(self, guild_id: int | None) -> str:
        """The language of public messages in a server: its ``/table settings`` choice, else
        the server's own preferred locale, else English."""
        if guild_id is None:
            return i18n.DEFAULT
        chosen = (await self.store.guild_settings(guild_id)).get("language")
        if chosen in i18n.LOCALES:
            return chosen
        guild = self.bot.get_guild(guild_id)
        return i18n.from_discord(guild.preferred_locale if guild is not None else None)

    async def flush(self, kind: GameKind, game_id: int, *, force_new: bool = False,
                    refresh: bool = False, settled: bool = False,
                    notes: Sequence[tuple[str, dict[str, Any]]] = ()) -> Published:
        """Bring the game's board up to date: post it as a new message (pinging whom the
        pending moves name) or edit it in place. ``force_new`` posts a fresh copy with
        ``notes`` on it, pinging nobody (``/table board``); ``refresh`` edits the board even
        when no move is owed (a setting it shows changed), adding ``notes``. ``settled``:
        not while the table is playing a chain of forced moves (their player publishes at
        its end, with the move that set it going on the same board)."""
        async with self._lock(game_id):
            if not await self._lease(game_id):
                self._back_off(game_id)
                return Published(False, failures.DISCORD)
            try:
                # Read under the lease: whatever another process published before is seen.
                game = await self.store.get_game(game_id)
                if game is None or game.state is None:
                    return Published(False, failures.GONE)
                if not force_new and not refresh and game.board_version >= game.version \
                        and not game.board_pending:
                    return Published()
                if settled and self._mid_chain(kind, game):
                    return Published()
                with i18n.use_locale(await self.server_locale(game.guild_id)):
                    result = await self._publish(kind, game, force_new=force_new, notes=notes)
            finally:
                await self._release(game_id)
            if result.posted:
                self._retry.pop(game_id, None)
            else:
                self._back_off(game_id)
            return result

    @staticmethod
    def _mid_chain(kind: GameKind, game: GameRecord) -> bool:
        """A forced move is due: the table is playing it right now (or, after a crash, will
        at start-up), and the board it shows next is the chain's end."""
        if game.status == FINISHED or game.state is None:
            return False
        state = kind.engine.migrate(game.state)
        return forced_in(kind.engine, state, kind.engine.to_act(state)) is not None

    async def _lease(self, game_id: int) -> bool:
        """The game's publication lease, waited for while another process holds it (it is
        publishing this very board: ours follows, with whatever it did not show)."""
        deadline = time.monotonic() + self.LEASE
        while not await self.store.lease_board(game_id, self.holder, self.LEASE):
            if time.monotonic() >= deadline:
                log.warning("The board of game %s stayed leased by another process", game_id)
                return False
            await asyncio.sleep(self.LEASE_POLL)
        return True

    async def _release(self, game_id: int) -> None:
        try:
            await self.store.release_board(game_id, self.holder)
        except Exception as exc:  # noqa: BLE001 - the lease runs out by itself
            if self.store.classify_failure(exc) is None:
                raise

    def _back_off(self, game_id: int) -> None:
        """The game's board failed once more: try again later, each time later still."""
        count = self._retry.get(game_id, (0, 0.0))[0] + 1
        delay = min(self.RETRY_MAX, self.RETRY_BASE * 2 ** (count - 1))
        self._retry[game_id] = (count, time.monotonic() + delay)

    async def _publish(self, kind: GameKind, game: GameRecord, *, force_new: bool,
                       notes: Sequence[tuple[str, dict[str, Any]]]) -> Published:
        assert game.state is not None
        entries = [] if force_new else list(game.board_pending)
        over = game.status == FINISHED
        to_act = [] if over else kind.engine.to_act(game.state)
        if not force_new and not entries and game.board_version < game.version:
            # Behind with nothing owed on record (a game saved by an older version): a new
            # board for everyone who must act.
            entries = [{"new": True, "ping": list(to_act), "notes": [["restarted", {}]]}]
        new_message = force_new or game.board_message_id is None or any(
            e.get("new") for e in entries)
        # People only: a seat the AI plays (or began to cover since the move) is never pinged.
        ping = people(game, owed_pings(entries, to_act)) if new_message and not force_new \
            else []
        step = [line for e in entries for line in
                texts.event_lines(kind, e.get("events", ()), game.names)]
        events = [line for e in entries for line in
                  [*[t(k, **p) for k, p in e.get("notes", ())],
                   *texts.event_lines(kind, e.get("events", ()), game.names)]]
        events += [t(k, **p) for k, p in notes]
        # The public view, once: the image, the words and the buttons are all drawn from it.
        view = kind.engine.view(game.state, None)
        png = await draw_board(kind, game, view=view)
        content = texts.board_content(kind, game, view, to_act, ping)
        if self.annotate is not None and not over:
            extra = await self.annotate(game, list(to_act))
            content = "\n".join([content, *extra])
        # Whoever is pinged reads what happened since they last moved, once: one digest
        # below the image (the step's own lines at its end), so that the text above the image
        # — whose turn, what to do, the clock — fits a phone screen. Edits add to it.
        if new_message and ping:
            missed = await gamelog.catch_up_lines(self.store, kind, game, ping)
            events = gamelog.digest(missed, step, events)
        # Spectators (/table watch) are told of each new turn message, and only of those.
        watchers = (await self.store.watchers(game.id))[:MAX_WATCHERS_PINGED] \
            if new_message and not force_new else []
        if watchers:
            content += "\n" + t("board-watchers", mentions=" ".join(f"<@{u}>" for u in watchers))
        editing = not new_message
        # An edit within a turn keeps the lines already on the board (e.g. the reveal).
        lines = ([*game.board_log, *events] if editing else events)[-MAX_LINES:]
        view_items = None if over else build_view(game.id, game.version, "b",
                                                  board_buttons(kind, game, view, to_act))
        mentions = discord.AllowedMentions(
            everyone=False, roles=False, replied_user=False,
            users=[*(discord.Object(u) for s in ping if (u := game.seats[s].user_id) is not None),
                   *(discord.Object(u) for u in watchers)] if ping or watchers else False)
        channel = self.channel(game.channel_id)
        if not await self.store.lease_board(game.id, self.holder, self.LEASE):
            # Drawn for longer than the lease (an overloaded host) and taken over meanwhile:
            # the taker publishes; posting now could show the board twice.
            return Published(False, failures.DISCORD)
        try:
            if editing:
                assert game.board_message_id is not None
                message_id = game.board_message_id
                try:
                    await self._edit(channel, message_id, kind, game, png, content, lines,
                                     view_items, mentions)
                except discord.NotFound:  # someone deleted the board: post a new one
                    editing, lines = False, events[-MAX_LINES:]
            if not editing:
                message_id = await self._post(channel, kind, game, png, content, lines,
                                              view_items, mentions, force_new=force_new)
        except Exception as exc:  # noqa: BLE001 - every failure is classified and reported
            return await self._failed(game, exc)
        game.board_message_id = message_id
        game.board_version = max(game.board_version, game.version)
        game.board_log = lines
        try:
            await self.store.board_published(game.id, version=game.version,
                                             message_id=message_id, board_log=lines)
        except Exception as exc:
            if self.store.classify_failure(exc) is None:
                raise
            # Posted, not recorded: players see the board; a later round adopts it by its
            # nonce. Only the operator needs to hear of it.
            await self._failed(game, exc)
        if over and not editing and not force_new:
            # The final standings are out; the game's story follows in its own message (its
            # pictures take seconds, which the final board does not wait for).
            task = asyncio.create_task(post_replay(self.store, kind, game, channel,
                                                   message_id, i18n.current()))
            self._replays.add(task)
            task.add_done_callback(self._replays.discard)
        return Published()

    async def _post(self, channel: Any, kind: GameKind, game: GameRecord, png: bytes,
                    content: str, lines: list[str], view_items: Any,
                    mentions: discord.AllowedMentions, *, force_new: bool) -> int:
        """Send the board as a new message, exactly once across crashes: the nonce goes to
        the database before the message goes to Discord."""
        nonce = None if force_new else game.board_nonce
        if nonce is not None:
            found = await self._find_posted(channel, nonce)
            if found is not None:
                # Sent before a crash but never recorded: adopt it, and bring it up to date.
                await self._edit(channel, found, kind, game, png, content, lines, view_items,
                                 mentions)
                return found
        else:
            nonce = secrets.token_hex(8)
            if not force_new:
                await self.store.set_board_nonce(game.id, nonce)
        filename = f"board-{game.id}-{nonce}.png"
        kwargs: dict[str, Any] = {
            "content": content, "embed": texts.board_embed(kind, game, lines),
            "file": discord.File(io.BytesIO(png), filename=filename),
            "allowed_mentions": mentions, "nonce": nonce}
        if view_items is not None:
            kwargs["view"] = view_items
        message = await channel.send(**kwargs)
        return int(message.id)

    async def _edit(self, channel: Any, message_id: int, kind: GameKind, game: GameRecord,
                    png: bytes, content: str, lines: list[str], view_items: Any,
                    mentions: discord.AllowedMentions) -> None:
        filename = f"board-{game.id}-v{game.version}.png"
        await channel.get_partial_message(message_id).edit(
            content=content, embed=texts.board_embed(kind, game, lines),
            attachments=[discord.File(io.BytesIO(png), filename=filename)], view=view_items,
            allowed_mentions=mentions)

    async def _find_posted(self, channel: Any, nonce: str) -> int | None:
        """A board message this bot sent with ``nonce`` (its image is named after it)."""
        me = self.bot.user
        try:
            async for message in channel.history(limit=50):
                if me is not None and message.author.id != me.id:
                    continue
                if any(nonce in a.filename for a in message.attachments):
                    return int(message.id)
        except (TimeoutError, discord.HTTPException, aiohttp.ClientError):
            # Can't look: Discord's own nonce check still drops a repeat sent within minutes.
            log.info("Could not read the history of channel %s to find a board", channel.id)
        return None

    async def _failed(self, game: GameRecord, exc: BaseException) -> Published:
        storage = self.store.classify_failure(exc)
        if storage is not None:
            # The database, not Discord (the nonce is written before the post): say so, and
            # count it as a storage failure for /table health.
            what = (f"Could not record the board of game {game.id} in channel "
                    f"{game.channel_id}: {storage} ({exc.__class__.__name__}: {exc})")
            log.error("%s", what)
            if self.on_error is not None:
                self.on_error(what, storage=True)
            return Published(False, failures.STORAGE, storage=storage)
        kind = failures.classify_discord(exc)
        missing: list[str] = []
        if kind == failures.PERMISSIONS:
            missing = await self._missing_permissions(game.channel_id)
        what = (f"Could not post the board of game {game.id} in channel {game.channel_id}: "
                f"{kind} ({exc.__class__.__name__}: {exc})")
        log.warning("%s", what)
        if self.on_error is not None:
            self.on_error(what)
        return Published(False, kind, missing)

    async def _missing_permissions(self, channel_id: int) -> list[str]:
        """Which board permissions the bot lacks in the channel, read fresh from Discord
        (the cache may predate the change that caused the 403)."""
        try:
            channel = await self.bot.fetch_channel(channel_id)
            guild = getattr(channel, "guild", None)
            me = guild.me if guild is not None else None
            if me is None:
                return []
            return failures.missing_permissions(channel.permissions_for(me),  # type: ignore[union-attr]
                                                thread=isinstance(channel, discord.Thread))
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError, AttributeError):
            perms, thread = failures.channel_permissions(self.bot, channel_id)
            return failures.missing_permissions(perms, thread=thread)

    async def catch_up(self, kinds: dict[str, GameKind], *, due_only: bool = False) -> int:
        """Post the boards that a crash or an outage kept back (``due_only``: only those whose
        back-off has run out). Returns how many were posted."""
        posted = 0
        now = time.monotonic()
        for game in await self.store.games_behind_board():
            kind = kinds.get(game.kind)
            if kind is None or (due_only and self._retry.get(game.id, (0, 0.0))[1] > now):
                continue
            if self._lock(game.id).locked():
                continue  # being published right now
            try:
                result = await self.flush(kind, game.id, settled=True)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - one broken game must not hold up others
                log.exception("Could not publish the board of game %s", game.id)
                self._back_off(game.id)
                if self.on_error is not None:
                    self.on_error(f"Could not publish the board of game {game.id}: "
                                  f"{exc.__class__.__name__}: {exc}",
                                  storage=self.store.classify_failure(exc) is not None)
                continue
            posted += result.posted
        return posted

    async def retry_forever(self, kinds: dict[str, GameKind], interval: float = 10.0) -> None:
        """Post the boards a crash kept back, then keep posting boards that could not be
        posted (each game on its own back-off)."""
        due_only = False
        while True:
            try:
                await self.catch_up(kinds, due_only=due_only)
            except Exception as exc:  # noqa: BLE001 - the loop must survive anything
                log.exception("Board catch-up round failed")
                if self.on_error is not None:
                    self.on_error(f"Board catch-up failed: {exc}")
            due_only = True
            await asyncio.sleep(interval)
