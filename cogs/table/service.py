"""The table's Discord adapter, wired: one ``TableService`` per bot holds the core, the board
publisher, the scheduler and the adapter's parts, each in a module of its own job:

- ``routing``: clicks, forms and slash-command checks to their handlers
- ``lobby``: ``/<game> new`` and the lobby message; ``keyboard``: ``/play``
- ``moves`` / ``forms``: menus and the composer; ``board``: board messages
- ``timekeeper``: the clock and reminder messages
- the AI's moves: ``table.autoplay`` (transport-free), published as boards like anyone's
- ``gamecmds``, ``logcmd``, ``servercmd``, ``mecmd``: the shared commands

A game's cog package only hands over its ``GameKind`` (``install``); this service gives it a
``/<game> new`` command generated from its options, and everything else.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from cogs.table import halfmade, replies
from cogs.table.board import BoardPublisher
from cogs.table.gamecmds import GameCommands
from cogs.table.keyboard import Keyboard
from cogs.table.lobby import Lobby
from cogs.table.logcmd import LogCommand
from cogs.table.mecmd import PlayerSettings
from cogs.table.moves import Moves
from cogs.table.newcommand import new_command_group
from cogs.table.routing import Router
from cogs.table.servercmd import ServerSettings
from cogs.table.timekeeper import Timekeeper
from store import ACTIVE, Storage
from table import i18n
from table.autoplay import AutoPlay
from table.core import TableCore
from table.kind import GameKind
from table.outcome import Outcome
from table.scheduler import Scheduler
from table.thinking import THINK_POOL
from table.upkeep import OldGames, Upkeep

if TYPE_CHECKING:
    from discord.ext import commands

log = logging.getLogger(__name__)


class TableService:
    """Shared table mechanics. One instance per bot; games ``install`` their ``GameKind``."""

    # An ephemeral message, whether or not the interaction was already acknowledged.
    say = staticmethod(replies.say)

    def __init__(self, bot: commands.Bot, store: Storage, *, default_every: float = 0.0,
                 ai_delay: float = 2.0, old_games: OldGames | None = None) -> None:
        """``default_every``: seconds between reminders for players who chose no interval
        (0: no reminders unless a player asks for them); ``ai_delay``: seconds from an AI
        seat's turn to its move, at least (a visible pause, not a blur); ``old_games``: what
        becomes of games that ended long ago (None: they are kept)."""
        self.bot = bot
        self.store = store
        self.kinds: dict[str, GameKind] = {}
        self.core = TableCore(store, self.kinds)
        self.replies = replies.Replies(self)
        self.boards = BoardPublisher(bot, store, on_error=self.record_error)
        self.moves = Moves(self)
        self.router = Router(self)
        self.lobby = Lobby(self)
        self.keyboard = Keyboard(self)
        self.commands = GameCommands(self)
        self.logs = LogCommand(self)
        self.server = ServerSettings(self)
        self.me = PlayerSettings(self)
        # Turn clocks and reminders: when (scheduler), and what is said (timekeeper).
        self.scheduler = Scheduler(store, self.kinds, default_every=default_every)
        self.core.on_change = self.scheduler.on_change
        self.timekeeper = Timekeeper(self)
        self.scheduler.on_clock = self.timekeeper.clock_ran_out
        self.scheduler.on_remind = self.timekeeper.remind
        self.scheduler.on_digest = self.timekeeper.digest
        # The AI's moves: a THINK job each, decided in its worker processes.
        self.autoplay = AutoPlay(self.core, THINK_POOL, delay=ai_delay)
        self.autoplay.publish = self.publish_ai_move
        self.scheduler.on_think = self.autoplay.move
        self.boards.annotate = self.timekeeper.board_lines
        self._retrier: asyncio.Task[None] | None = None
        # What was begun before this moment and is still half made, a crash cut short.
        self.started_at = time.time()
        self._scheduling: asyncio.Task[None] | None = None
        # Older games' results, ratings rebuilt: in the background (table/upkeep.py).
        self.upkeep = Upkeep(store, old_games=old_games)
        self._upkeeping: asyncio.Task[None] | None = None
        # Slash commands from a DM (a forged client ignores guild_only) are refused.
        bot.tree.interaction_check = self.router.tree_check  # type: ignore[method-assign]
        bot.tree.on_error = self.router.tree_error  # type: ignore[method-assign]

    async def install(self, kind: GameKind) -> None:
        """Register a game and add its ``/<game> new`` command."""
        self.kinds[kind.key] = kind
        self.bot.tree.add_command(new_command_group(self, kind))

    async def publish_ai_move(self, kind: GameKind, outcome: Outcome) -> None:
        assert outcome.game is not None
        await self.boards.flush(kind, outcome.game.id)

    # -- what every part shares -----------------------------------------------------------
    def channel(self, channel_id: int) -> Any:
        return self.boards.channel(channel_id)

    def record_error(self, what: str, *, storage: bool = False) -> None:
        """Tell the operator (``/table health``, the heartbeat file) what went wrong."""
        health = getattr(self.bot, "health", None)
        if health is not None:
            health.record_error(what, storage=storage)

    def store_changed(self, what: str, ident: int) -> None:
        """Another process changed something this one caches (``Storage.listen``): a
        player's settings, or anything (``"all"``: notices may have been missed)."""
        if what == "player":
            self.scheduler.forget(ident)
        elif what == "all":
            self.scheduler.forget_all()
        else:
            return
        # Their jobs may have moved nearer (back from away): look again now.
        self.scheduler.wake_for(0.0)

    def examples(self) -> str:
        return ", ".join(i18n.mention(f"{k} new") for k in sorted(self.kinds))

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
        tasks = {task for task in (self._retrier, self._scheduling, self._upkeeping)
                 if task is not None}
        self._retrier = self._scheduling = self._upkeeping = None
        await self.scheduler.stop_thinking()  # their jobs start over after a restart
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

    def start_upkeep(self) -> None:
        """Look after the stored games in the background (table/upkeep.py)."""
        if self._upkeeping is None:
            self._upkeeping = asyncio.create_task(self.upkeep.run_forever())

    async def _schedule_forever(self) -> None:
        await self.scheduler.replan_all()
        await self.scheduler.run_forever()
