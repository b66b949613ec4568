"""The table's restart-safe scheduler: turn clocks, reminders and the AI's moves, for every
game.

Jobs live in the database (``store.jobs``), one per waiting seat and kind, so nothing due is
lost while the bot is down: at start-up the first round finds everything that fell due in
the meantime and runs it — once, because a job runs only after ``claim_job`` moved it on
(compare-and-set on its wait and run count). The table calls ``on_change`` after every
change of a game (a move, an undo, a start, a replacement) to bring its jobs in line with
who waits (``schedule.plan``); what a due job *does* (a reminder, the clock-ran-out
message, an AI's move) is the handlers' business: this module knows no Discord.

A seat the AI plays waits on a THINK job instead of a clock: due at once, run in a task of
its own (thinking takes a while; the clocks and the other AI seats do not wait for it),
claimed for ``THINK_LEASE`` so no other round runs it meanwhile. Its move is guarded by the
game's version, so a run repeated after a crash decides again on the game as it is — a move
is never made twice. At start-up, THINK jobs claimed before the restart start over at once.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Mapping
from contextlib import suppress
from dataclasses import replace
from typing import TYPE_CHECKING

from store import ACTIVE, CLOCK, LOBBY, REMIND, THINK, GameRecord, Job, Storage
from table import schedule
from table.ai import ai_seats
from table.schedule import Prefs

if TYPE_CHECKING:
    from table.kind import GameKind

log = logging.getLogger(__name__)

# Clock ran out for (game, seat) — the job as claimed, and whether an earlier run of it was
# cut short (its message may exist); players to remind in a game: {seat: prefs}, and the
# nonce to post the reminder with (a repeat of it is dropped by Discord).
OnClock = Callable[["GameKind", GameRecord, Job, bool], Awaitable[None]]
OnRemind = Callable[["GameKind", GameRecord, dict[int, Prefs], str], Awaitable[None]]
# One player's reminders of several games at once: (user id, their settings, the games), and
# the nonce to post the digest with (a repeat of it is dropped by Discord).
OnDigest = Callable[[int, Prefs, list[tuple["GameKind", GameRecord, int]], str],
                    Awaitable[None]]
# The AI must move for (game, seat): the job as claimed (``runs``: how often this wait's move
# was tried, this run included).
OnThink = Callable[["GameKind", GameRecord, Job], Awaitable[None]]

IDLE_CHECK = 60.0   # the loop looks at the table at least this often
# A clock run is claimed for this long: should its message not be recorded by then (the bot
# died, Discord failed), the job is due again and its message is posted after all, once.
CLOCK_LEASE = 30.0
PREFS_KEPT = 4096   # players whose settings are kept in memory
# An AI move is claimed for this long: a run that has not moved by then (its task died) is
# due again. Far above any decision's time (a hard level thinks two seconds at most).
THINK_LEASE = 120.0


class Scheduler:
    def __init__(self, store: Storage, kinds: Mapping[str, GameKind], *,
                 default_every: float, now: Callable[[], float] = time.time) -> None:
        self.store = store
        self.kinds = kinds
        self.default_every = default_every  # the server-wide reminder interval (0: none)
        self.now = now
        self.on_clock: OnClock | None = None
        self.on_remind: OnRemind | None = None
        self.on_digest: OnDigest | None = None
        self.on_think: OnThink | None = None
        self._thinking: set[asyncio.Task[bool]] = set()
        self._prefs: dict[int, Prefs] = {}
        self._wake = asyncio.Event()
        self._sleeping_until = 0.0

    # -- players' settings, cached: read on every move ------------------------------------
    async def prefs(self, user_id: int) -> Prefs:
        found = self._prefs.get(user_id)
        if found is None:
            if len(self._prefs) >= PREFS_KEPT:
                self._prefs.clear()
            found = self._prefs[user_id] = Prefs.from_settings(
                await self.store.player_settings(user_id))
        return found

    def forget(self, user_id: int) -> None:
        """The player changed a setting: read it again next time."""
        self._prefs.pop(user_id, None)

    def forget_all(self) -> None:
        """Every player's settings may have changed (another process's notices were lost)."""
        self._prefs.clear()

    # -- keeping jobs in line with the games ----------------------------------------------
    async def on_change(self, game: GameRecord, acted: int | None = None) -> None:
        """After any change of ``game``: jobs for the seats that wait now (``acted``: the
        seat whose own move or replacement this was — its wait starts over)."""
        if game.status == LOBBY:
            return  # seats come and go; nobody waits on a clock before the start
        kind = self.kinds.get(game.kind)
        jobs = await self.store.jobs(game.id)
        if game.status != ACTIVE or game.state is None or kind is None:
            if jobs:
                await self.store.drop_jobs(game.id)
            return
        # People wait on a clock and are reminded; the seats the AI plays (its own, and those
        # it covers for) never are: they wait on the AI's move.
        now = self.now()
        robots = ai_seats(game, now)
        to_act = [s for s in kind.engine.to_act(kind.engine.migrate(game.state))
                  if s < len(game.seats)]
        waiting = [s for s in to_act if s not in robots and game.seats[s].user_id is not None]
        thinking = [s for s in to_act if s in robots]
        prefs = {s: await self.prefs(user) for s in waiting
                 if (user := game.seats[s].user_id) is not None}
        plan = schedule.plan(game.id, waiting=waiting, jobs=jobs, acted=acted, now=now,
                             clock=game.clock, prefs=prefs, default_every=self.default_every,
                             thinking=thinking)
        if plan.drop:
            await self.store.drop_jobs(game.id, plan.drop)
        for job in plan.put:
            await self.store.put_job(job)
        self.wake_for(min((j.due_at for j in plan.put), default=None))

    async def replan_all(self) -> int:
        """At start-up: jobs for running games that have none yet (games saved before the
        scheduler, or while their jobs were lost); the AI's moves claimed before the restart
        (their runs died with it) start over at once. Returns how many games were looked
        at."""
        games = await self.store.games_with_status(ACTIVE)
        for game in games:
            try:
                stale = [(j.kind, j.seat) for j in await self.store.jobs(game.id)
                         if j.kind == THINK and j.runs]
                if stale:
                    await self.store.drop_jobs(game.id, stale)
                await self.on_change(game)
            except Exception:  # noqa: BLE001 - one odd game must not stop the others
                log.exception("Could not schedule game %s", game.id)
        return len(games)

    async def away_changed(self, user_id: int, old_until: float | None,
                           new_until: float | None) -> None:
        """The player's absence changed: their running clocks stand still for it, and their
        reminders wait until they are back. Coming back early (``/me away until:off``) is
        no reason to ping them: their reminders resume one interval after the return."""
        now = self.now()
        self.forget(user_id)
        prefs = await self.prefs(user_id)
        back = new_until is None or new_until <= now
        for job in await self.store.user_jobs(user_id):
            if job.done or job.kind == THINK:
                continue
            if job.kind == CLOCK:
                due = schedule.paused(job.due_at, now, old_until, new_until)
            else:
                due = schedule.reminder_due(job.since, now if back else None, prefs,
                                            self.default_every) or schedule.NEVER
                due = max(due, now)
            await self.store.put_job(Job(job.game_id, job.kind, job.seat, job.since, due,
                                         job.runs))
            self.wake_for(due)

    async def reminders_changed(self, user_id: int) -> None:
        """The player changed how they are reminded: their waiting reminders move."""
        now = self.now()
        self.forget(user_id)
        prefs = await self.prefs(user_id)
        for job in await self.store.user_jobs(user_id):
            if job.kind != REMIND or job.done:
                continue
            due = schedule.reminder_due(job.since, job.since if job.runs else None, prefs,
                                        self.default_every)
            due = schedule.NEVER if due is None else max(due, now)
            await self.store.put_job(Job(job.game_id, REMIND, job.seat, job.since, due, job.runs))
            self.wake_for(due)

    async def extend_clock(self, game: GameRecord, seat: int) -> float | None:
        """Give a seat whose clock ran out one more clock period (its deadline, or None
        when the seat no longer waits or the game has no clock)."""
        if not game.clock:
            return None
        job = next((j for j in await self.store.jobs(game.id)
                    if j.kind == CLOCK and j.seat == seat), None)
        if job is None:
            return None
        due = self.now() + game.clock
        await self.store.put_job(Job(game.id, CLOCK, seat, job.since, due, job.runs))
        self.wake_for(due)
        return due

    # -- running what is due --------------------------------------------------------------
    def wake_for(self, due: float | None) -> None:
        if due is not None and due < self._sleeping_until:
            self._wake.set()

    async def run_due(self) -> int:
        """Run every job whose time has come, each once. Returns how many ran."""
        now = self.now()
        ran = 0
        # (game, nonce) → what to say, and the jobs claimed for it
        reminders: dict[tuple[int, str], tuple[GameKind, GameRecord, dict[int, Prefs],
                                               list[Job]]] = {}
        fresh: dict[int, str] = {}  # this round's nonce of each game's reminder
        games: dict[int, GameRecord | None] = {}
        for job in await self.store.due_jobs(now):
            if job.game_id not in games:
                games[job.game_id] = await self.store.get_game(job.game_id)
            game = games[job.game_id]
            kind = self.kinds.get(game.kind) if game is not None else None
            if game is None or kind is None or game.status != ACTIVE or game.state is None:
                await self.store.drop_jobs(job.game_id)
                continue
            if job.kind == THINK:
                ran += await self._start_thinking(kind, game, job, now)
                continue
            user = game.seats[job.seat].user_id if job.seat < len(game.seats) else None
            if user is None or job.seat in ai_seats(game, now) or \
                    job.seat not in kind.engine.to_act(kind.engine.migrate(game.state)):
                await self.store.drop_jobs(game.id, [(job.kind, job.seat)])
                continue
            prefs = await self.prefs(user)
            if job.kind == CLOCK:
                if prefs.away(now):  # stands still while the player is away
                    await self.store.claim_job(job, ran=False, done=False, due_at=schedule.paused(
                        job.due_at, now, None, prefs.away_until))
                    continue
                ran += await self._run_clock(kind, game, job, now)
                continue
            later = self._reminder_postponed(now, prefs)
            if later is not None:
                await self.store.claim_job(job, ran=False, done=False, due_at=later)
                continue
            # Exactly once across crashes, like a clock: claimed for a lease with a nonce,
            # posted with it, then moved on to the next reminder. A run cut short is due
            # again after the lease and posts with the same nonce, which Discord drops as a
            # repeat if the first one got out.
            nonce = job.nonce or fresh.setdefault(game.id, secrets.token_hex(8))
            lease = now + CLOCK_LEASE
            if await self.store.claim_job(job, due_at=lease, done=False, nonce=nonce):
                ran += 1
                entry = reminders.setdefault((game.id, nonce), (kind, game, {}, []))
                entry[2][job.seat] = prefs
                entry[3].append(replace(job, due_at=lease, runs=job.runs + 1, nonce=nonce))
        for user_id, (prefs, held, claimed, nonce) in self._digests(reminders).items():
            if await self._handle(self.on_digest, user_id, prefs, held, nonce):
                await self._reminded(claimed, prefs, now)
        for (_game_id, nonce), (kind, game, seats, claimed) in reminders.items():
            if not seats:
                continue  # all of them in digests
            if not await self._handle(self.on_remind, kind, game, seats, nonce):
                continue  # due again when the lease runs out
            for job in claimed:
                await self._reminded([job], seats[job.seat], now)
        return ran

    async def _reminded(self, claimed: list[Job], prefs: Prefs, now: float) -> None:
        """Reminders sent: their jobs move on to the next reminder (the nonce cleared)."""
        nxt = schedule.reminder_due(now, now, prefs, self.default_every) or schedule.NEVER
        for job in claimed:
            await self.store.claim_job(job, due_at=nxt, done=False, ran=False)

    def _digests(self, reminders: dict[tuple[int, str], tuple[GameKind, GameRecord,
                                                              dict[int, Prefs], list[Job]]]
                 ) -> dict[int, tuple[Prefs, list[tuple[GameKind, GameRecord, int]], list[Job],
                                 str]]:
        """The reminders due together for a player with quiet hours — those the quiet hours
        held back, due at once when they end — taken out of the games' own reminders (their
        seats and claimed jobs): one digest per player instead of a ping per game. Only
        where a digest is sent at all. Each digest's nonce comes from its jobs' own, so a
        digest repeated after a crash (the same jobs, due again) is dropped by Discord."""
        if self.on_digest is None:
            return {}
        by_user: dict[int, list[tuple[tuple[int, str], int, Prefs]]] = {}
        for key, (_kind, game, seats, _claimed) in reminders.items():
            for seat, prefs in seats.items():
                user = game.seats[seat].user_id
                if user is not None and prefs.quiet is not None:
                    by_user.setdefault(user, []).append((key, seat, prefs))
        out = {}
        for user, held in by_user.items():
            if len({key[0] for key, _, _ in held}) < 2:
                continue
            games, jobs = [], []
            for key, seat, _ in held:
                kind, game, seats, claimed = reminders[key]
                seats.pop(seat, None)
                jobs += [j for j in claimed if j.seat == seat]
                claimed[:] = [j for j in claimed if j.seat != seat]
                games.append((kind, game, seat))
            nonce = hashlib.sha256(" ".join(sorted(
                f"{j.game_id}:{j.seat}:{j.nonce}" for j in jobs)).encode()).hexdigest()[:16]
            out[user] = (held[0][2], games, jobs, nonce)
        return out

    async def _run_clock(self, kind: GameKind, game: GameRecord, job: Job, now: float) -> bool:
        """Exactly once, across crashes: claim the run for a lease with a nonce (recorded
        before anything is posted), post, then record it done. A run found with a nonce was
        cut short: its handler is told so (the message may exist; it is adopted, not posted
        twice). Returns whether this call ran it."""
        retry = job.nonce is not None
        nonce = job.nonce or secrets.token_hex(8)
        lease = now + CLOCK_LEASE
        if not await self.store.claim_job(job, due_at=lease, done=False, nonce=nonce):
            return False
        claimed = replace(job, due_at=lease, runs=job.runs + 1, nonce=nonce)
        if await self._handle(self.on_clock, kind, game, claimed, retry):
            await self.store.claim_job(claimed, due_at=job.due_at, done=True, ran=False,
                                       nonce=nonce)
        return True

    async def _start_thinking(self, kind: GameKind, game: GameRecord, job: Job,
                              now: float) -> bool:
        """Claim the AI's move for a lease and make it in a task of its own. Its outcome
        re-plans the game's jobs (a move, or a seat no longer the AI's); a run that failed
        is tried again when its lease runs out."""
        if not await self.store.claim_job(job, due_at=now + THINK_LEASE, done=False):
            return False
        claimed = replace(job, due_at=now + THINK_LEASE, runs=job.runs + 1)
        task = asyncio.create_task(self._handle(self.on_think, kind, game, claimed))
        self._thinking.add(task)
        task.add_done_callback(self._thinking.discard)
        return True

    async def stop_thinking(self) -> None:
        """Cancel the AI moves in flight (shutting down: their jobs start over after it)."""
        tasks = set(self._thinking)
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks, timeout=2.0)

    def _reminder_postponed(self, now: float, prefs: Prefs) -> float | None:
        """When a due reminder must wait instead: reminders off, player away, quiet hours."""
        if prefs.interval(self.default_every) <= 0:
            return schedule.NEVER
        if prefs.away(now):
            return prefs.away_until
        quiet_end = schedule.out_of_quiet(now, prefs)
        return quiet_end if quiet_end > now else None

    @staticmethod
    async def _handle(handler: Callable[..., Awaitable[None]] | None, *args: object) -> bool:
        """Run a job's handler; False when it failed (a clock's run is then retried)."""
        if handler is None:
            return True
        try:
            await handler(*args)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - logged; the loop goes on
            log.exception("A scheduled job's handler failed")
            return False
        return True

    async def run_forever(self) -> None:
        """Run due jobs, then sleep until the next one (or a change brings one nearer)."""
        while True:
            # A change during the round wakes the next wait at once: its job may be nearer.
            self._sleeping_until = float("inf")
            self._wake.clear()
            try:
                await self.run_due()
                nxt = await self.store.next_due()
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - the loop must survive anything
                log.exception("Scheduler round failed")
                nxt = None
            now = self.now()
            delay = IDLE_CHECK if nxt is None else min(IDLE_CHECK, max(0.05, nxt - now))
            self._sleeping_until = now + delay
            with suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), delay)
            self._sleeping_until = 0.0
