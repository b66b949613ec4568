"""Turn clocks, absences and reminders in Discord — for every game.

The scheduler (table/scheduler.py) decides *when*; this module says it: a reminder in the
channel (or by direct message, falling back to the channel when DMs are closed), the "clock
ran out" message with its buttons (play the late player's default move, let the AI take
over their seat until they are back, give them more time, replace them), and the lines a
board shows about time. The commands that set clocks and
absences are in gamecmds.py and mecmd.py.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

from cogs.table import texts
from cogs.table.components import ButtonSpec, build_view
from cogs.table.replies import manages_channel, worded
from store import ACTIVE, CLOCK, GameRecord, Job
from table import i18n
from table.ai import DEFAULT_LEVEL, offered, people
from table.hidden import default_is_secret
from table.ids import ComponentId, is_current, stamp_for, version_of
from table.outcome import APPLIED, STALE, Outcome
from table.schedule import Prefs
from table.words import name_list, t

if TYPE_CHECKING:
    from cogs.table.service import TableService
    from table.kind import GameKind

log = logging.getLogger(__name__)

# The buttons of a "clock ran out" message (component place "c"; arg: the late seat).
PLACE = "c"
SKIP, EXTEND, REPLACE, TAKE_OVER = "skip", "extend", "replace", "ai"
AWAY_SHOWN = 10  # away players listed on a board at most


def duration_text(seconds: float) -> str:
    """``2 days 3 hours`` in the current language (minutes only under a day; under half a
    minute "less than a minute", never "0 minutes")."""
    total = int(round(seconds / 60))
    if total == 0:
        return t("dur-under-minute")
    days, rest = divmod(total, 24 * 60)
    hours, minutes = divmod(rest, 60)
    parts = []
    if days:
        parts.append(t("dur-days", n=days))
    if hours:
        parts.append(t("dur-hours", n=hours))
    if minutes and not days:
        parts.append(t("dur-minutes", n=minutes))
    return " ".join(parts)


def stamp(when: float, style: str = "f") -> str:
    """A Discord timestamp: every reader sees it in their own time zone and language."""
    return f"<t:{int(when)}:{style}>"


def to_board(game: GameRecord) -> discord.ui.View | None:
    """A reminder's way to the game: a link button to its board message, which carries the
    board's own buttons (a link never goes stale, unlike a copy of those buttons would).
    In the current language; None before the game's first board."""
    url = texts.jump_url(game)
    if url is None:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(style=discord.ButtonStyle.link, url=url,
                                    label=t("reminder-go")[:80], emoji="🎲"))
    return view


class Timekeeper:
    def __init__(self, service: TableService) -> None:
        self.service = service

    @property
    def scheduler(self) -> Any:
        return self.service.scheduler

    # -- what boards say about time -------------------------------------------------------
    async def board_lines(self, game: GameRecord, to_act: list[int]) -> list[str]:
        """Lines for a board's message: the waiting seats' clock deadlines, who is away."""
        lines = []
        now = self.scheduler.now()
        if game.clock and to_act:
            due = {j.seat: j for j in await self.service.store.jobs(game.id) if j.kind == CLOCK}
            # Seats whose clocks end together (a parallel phase) share one entry: the line
            # stays one line on a phone however many bid at once.
            together: dict[tuple[bool, int], list[str]] = {}
            for seat in to_act:
                job = due.get(seat)
                if job is None or seat >= len(game.seats):
                    continue
                key = (job.done, 0 if job.done else int(job.due_at // 60))
                together.setdefault(key, []).append(texts.esc(game.seats[seat].name))
            parts = [t("clock-out", name=name_list(names)) if done
                     else t("clock-left", name=name_list(names), when=stamp(minute * 60, "R"))
                     for (done, minute), names in together.items()]
            if parts:
                lines.append("⏳ " + " · ".join(parts))
        away = []
        for sitter in game.seats[:AWAY_SHOWN * 2]:
            if sitter.user_id is None:
                continue  # only people are ever away
            prefs = await self.scheduler.prefs(sitter.user_id)
            if prefs.away(now):
                away.append(t("away-until", name=texts.esc(sitter.name),
                              when=stamp(prefs.away_until or now, "D")))
        if away:
            lines.append("💤 " + " · ".join(away[:AWAY_SHOWN]))
        return lines

    # -- reminders ------------------------------------------------------------------------
    async def remind(self, kind: GameKind, game: GameRecord, seats: dict[int, Prefs],
                     nonce: str = "") -> None:
        """Remind the waiting ``seats`` of a game: by DM for those who asked (in their own
        language), in the game's channel for the rest and for anyone whose DMs are closed.
        Sent with the run's ``nonce``: a run repeated after a crash is dropped by Discord
        if the first got out."""
        # As the game is now: a seat the AI began to play since the job was found is not
        # reminded (nor one that has moved).
        game = await self.service.store.get_game(game.id) or game
        if game.state is None or game.status != ACTIVE:
            return
        view = kind.engine.view(game.state, None)
        waiting = list(kind.engine.to_act(game.state))
        seats = {s: p for s, p in seats.items() if s in people(game, waiting)}
        in_channel = []
        for seat, prefs in seats.items():
            if prefs.dm and await self._dm(kind, game, seat, view, waiting, nonce):
                continue
            in_channel.append(seat)
        if not in_channel:
            return
        users = [u for s in in_channel if (u := game.seats[s].user_id) is not None]
        with i18n.use_locale(await self.service.boards.server_locale(game.guild_id)):
            text = t("reminder", mentions=" ".join(f"<@{u}>" for u in users), title=kind.title,
                     what=kind.ui.waiting_line(view, waiting, game.names))
            link = to_board(game)
        try:
            await self.service.channel(game.channel_id).send(
                text[:2000], view=link, nonce=nonce or None,
                allowed_mentions=discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(u) for u in users]))
        except discord.HTTPException as exc:
            log.warning("Could not remind players of game %s: %s", game.id, exc)

    async def digest(self, user_id: int, prefs: Prefs,
                     held: list[tuple[GameKind, GameRecord, int]], nonce: str = "") -> None:
        """A player's reminders of several games, due together when their quiet hours ended:
        one direct message listing every game waiting on them (``/me games``), in their
        language. DMs closed: each game reminds them where it is played, as it would have.
        Sent with the run's ``nonce`` (each game's channel reminder with one made from it,
        not the game's own: its other players' reminder may use that in the same channel)."""
        from cogs.table import mygames  # mygames reads this module's words for time

        guild_id = held[0][1].guild_id
        chosen = (await self.service.store.player_settings(user_id)).get("language")
        locale = chosen if chosen in i18n.LOCALES else await self.service.boards.server_locale(
            guild_id)
        games = await mygames.waiting_on(self.service, user_id)
        if games:
            with i18n.use_locale(locale):
                text = "\n".join([t("reminder-digest", n=len(games)), *mygames.listing(
                    self.service, games, self.scheduler.now())])
            try:
                user = self.service.bot.get_user(user_id) \
                    or await self.service.bot.fetch_user(user_id)
                # None: discord.py picks a nonce (its overloads omit the None it accepts)
                await user.send(text[:2000], nonce=nonce or None)  # type: ignore[arg-type]
                return
            except discord.HTTPException as exc:  # DMs closed, or Discord said no
                log.info("Could not DM a reminder digest to %s: %s", user_id, exc)
        in_channel = replace(prefs, dm=False)
        for kind, game, seat in held:
            await self.remind(kind, game, {seat: in_channel}, hashlib.sha256(
                f"{nonce}:{game.id}".encode()).hexdigest()[:16] if nonce else "")

    async def _dm(self, kind: GameKind, game: GameRecord, seat: int, view: dict[str, Any],
                  waiting: list[int], nonce: str = "") -> bool:
        """A reminder by direct message; False when it could not be sent (DMs closed)."""
        user_id = game.seats[seat].user_id
        if user_id is None:
            return False
        chosen = (await self.service.store.player_settings(user_id)).get("language")
        locale = chosen if chosen in i18n.LOCALES else await self.service.boards.server_locale(
            game.guild_id)
        with i18n.use_locale(locale):
            text = t("reminder-dm", title=kind.title,
                     what=kind.ui.waiting_line(view, waiting, game.names),
                     link=f"<#{game.channel_id}>")
            link = to_board(game)
        try:
            user = self.service.bot.get_user(user_id) or await self.service.bot.fetch_user(user_id)
            # discord.py's overloads omit the None its send accepts for both
            await user.send(text[:2000], view=link, nonce=nonce or None)  # type: ignore[arg-type]
        except (discord.Forbidden, discord.NotFound):
            return False
        except discord.HTTPException as exc:
            log.warning("Could not DM a reminder for game %s: %s", game.id, exc)
            return False
        return True

    # -- the clock ran out ----------------------------------------------------------------
    def clock_buttons(self, kind: GameKind, game: GameRecord, seat: int,
                      nonce: str = "") -> list[ButtonSpec]:
        """What the table may do about a late seat: play its default move, let the AI take
        over until its player is back (when the game has AI players), give more time, or
        replace the player. ``nonce``: the run's, carried in each button's arg
        (``<seat>.<nonce>``) so the message can be found again after a crash."""
        arg = f"{seat}.{nonce}" if nonce else str(seat)
        assert game.state is not None
        engine = kind.engine
        state = engine.migrate(game.state)
        buttons = []
        action = engine.default_action(state, seat)
        if action is not None:
            view = engine.view(state, None)
            # The message is public: a move worked out from hidden information (a discard
            # from the hand, a sealed bid) is named by its kind only.
            move = kind.ui.text(f"action-{action.get('type')}") \
                if default_is_secret(engine, state, seat, action) \
                else kind.ui.action_text(action, engine.spec(action.get("type", "")), view,
                                         game.names)
            buttons.append(ButtonSpec(SKIP, t("clock-skip", move=move)[:80], "primary",
                                      emoji="⏭️", arg=arg))
        if DEFAULT_LEVEL in offered(kind.key):
            buttons.append(ButtonSpec(TAKE_OVER, t("clock-ai")[:80], "primary", emoji="🤖",
                                      arg=arg))
        if game.clock:
            buttons.append(ButtonSpec(EXTEND, t("clock-extend", time=duration_text(game.clock))[:80],
                                      "secondary", emoji="⏳", arg=arg))
        buttons.append(ButtonSpec(REPLACE, t("clock-replace")[:80], "secondary", emoji="🔁",
                                  arg=arg))
        return buttons

    async def clock_ran_out(self, kind: GameKind, game: GameRecord, job: Job,
                            retry: bool = False) -> None:
        """Tell the table a seat's clock ran out, pinging the others, with the buttons.
        Posted with the run's nonce (Discord drops a repeat of it); ``retry``: an earlier
        run was cut short after claiming it, so a message it may have posted is looked for
        first and, found, stands. Raises when Discord failed for now (the run is tried
        again); a channel that refuses for good is logged and the run is over."""
        seat = job.seat
        late = game.seats[seat]
        # The people at the table (not the seats the AI plays), who can act on it.
        others = [u for s in people(game, range(len(game.seats)))
                  if (u := game.seats[s].user_id) is not None and u != late.user_id]
        nonce = job.nonce or ""
        channel = self.service.channel(game.channel_id)
        if retry and nonce and await self._find_clock_message(channel, nonce):
            log.info("The clock message of game %s, seat %s was posted before a restart",
                     game.id, seat)
            return
        with i18n.use_locale(await self.service.boards.server_locale(game.guild_id)):
            text = t("clock-ran-out", name=texts.esc(late.name), title=kind.title,
                     time=duration_text(game.clock or 0), jump=texts.jump(game),
                     mentions=" ".join(f"<@{u}>" for u in others))
            view = build_view(game.id, stamp_for(kind, game, seat), PLACE,
                              self.clock_buttons(kind, game, seat, nonce))
        try:
            await channel.send(
                text[:2000], view=view, nonce=nonce or None,
                allowed_mentions=discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(u) for u in others]))
        except (discord.Forbidden, discord.NotFound) as exc:
            log.warning("Could not say that a clock ran out in game %s: %s", game.id, exc)

    async def _find_clock_message(self, channel: Any, nonce: str) -> bool:
        """Whether this bot's recent messages hold a clock message of the run ``nonce``."""
        me = self.service.bot.user
        tail = f".{nonce}"
        try:
            async for message in channel.history(limit=50):
                if me is not None and message.author.id != me.id:
                    continue
                for row in message.components:
                    for child in getattr(row, "children", [row]):
                        if str(getattr(child, "custom_id", "") or "").endswith(tail):
                            return True
        except (TimeoutError, discord.HTTPException, aiohttp.ClientError):
            # Can't look: Discord's own nonce check still drops a repeat sent within minutes.
            log.info("Could not read channel %s to find a clock message", channel.id)
        return False

    async def on_button(self, interaction: discord.Interaction, cid: ComponentId) -> None:
        """A button of a "clock ran out" message: any seated player may use it."""
        service = self.service
        ctx = await service.router.ctx_for(interaction, cid)
        if ctx is None:
            return
        game, kind = ctx.game, ctx.kind
        try:
            seat = int(cid.arg.split(".")[0])  # "<seat>" or "<seat>.<the run's nonce>"
        except ValueError:
            seat = -1
        # Stamped with the version, or in a parallel phase with the late seat's decision
        # key: playing for one late seat leaves the others' messages good.
        if not 0 <= seat < len(game.seats) or not is_current(kind, game, seat, cid.stamp):
            await service.say(interaction, t("clock-stale"))
            return
        name = game.seats[seat].name
        if cid.key == REPLACE:
            await service.say(interaction, t("clock-replace-how", name=texts.esc(name),
                                             command=i18n.mention("table replace")))
            return
        if cid.key == TAKE_OVER:
            await self._take_over(interaction, kind, game, seat, cid.stamp)
            return
        if cid.key == EXTEND:
            due = await self.scheduler.extend_clock(game, seat)
            if due is None:
                await service.say(interaction, t("clock-stale"))
                return
            with i18n.use_locale(await service.boards.server_locale(game.guild_id)):
                text = t("clock-extended", by=texts.esc(interaction.user.display_name),
                         name=texts.esc(name), when=stamp(due, "R"))
            await interaction.response.edit_message(content=text, view=None)
            return
        if cid.key != SKIP:
            await service.say(interaction, t("clock-stale"))
            return
        await interaction.response.defer()
        version = version_of(cid.stamp)
        outcome = await service.core.play_default(
            game.id, seat, by=interaction.user.id, expected_version=version,
            decision_key=None if version is not None else cid.stamp,
            publish=service.moves.publisher(kind))
        if outcome.status != APPLIED:
            await service.say(interaction, t("clock-stale") if outcome.status == STALE
                              else t("clock-nothing", name=texts.esc(name)))
            return
        await self._after_skip(interaction, kind, outcome, seat, name)

    async def _take_over(self, interaction: discord.Interaction, kind: GameKind,
                         game: GameRecord, seat: int, stamp: str) -> None:
        """"AI takes over": the AI plays the late seat until its player moves again (or
        hands it back); the message says so and its buttons go."""
        service = self.service
        await interaction.response.defer()
        version = version_of(stamp)
        public = await service.boards.server_locale(game.guild_id)
        with i18n.use_locale(public):  # the AI's name on the board, in the board's language
            outcome = await service.core.cover(
                game.id, seat, DEFAULT_LEVEL, by=interaction.user.id,
                manager=manages_channel(interaction), expected_version=version,
                decision_key=None if version is not None else stamp, title=kind.title)
        if not outcome.ok or outcome.game is None:
            await service.say(interaction, worded(service.kinds, outcome))
            return
        name = texts.esc(game.seats[seat].name)
        with i18n.use_locale(public):
            text = t("clock-ai-done", by=texts.esc(interaction.user.display_name), name=name,
                     command=i18n.mention("table handback"), jump=texts.jump(outcome.game))
        try:
            await interaction.edit_original_response(content=text, view=None)
        except discord.HTTPException as exc:
            log.warning("Could not update a clock message of game %s: %s", game.id, exc)
        await service.boards.flush(kind, game.id)

    async def _after_skip(self, interaction: discord.Interaction, kind: GameKind,
                          outcome: Outcome, seat: int, name: str) -> None:
        """The message says what was done; if the late seat must still act (a game of
        several steps per turn), it offers the next default move."""
        game = outcome.game
        assert game is not None
        with i18n.use_locale(await self.service.boards.server_locale(game.guild_id)):
            text = t("clock-skipped", by=texts.esc(interaction.user.display_name),
                     name=texts.esc(name), jump=texts.jump(game))
            view = None
            if game.status == ACTIVE and game.state is not None \
                    and seat in kind.engine.to_act(game.state):
                view = build_view(game.id, stamp_for(kind, game, seat), PLACE,
                                  self.clock_buttons(kind, game, seat))
        try:
            await interaction.edit_original_response(content=text, view=view)
        except discord.HTTPException as exc:
            log.warning("Could not update a clock message of game %s: %s", game.id, exc)
