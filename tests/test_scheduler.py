"""Turn clocks and reminders with a fake clock: the pure timing rules (durations, dates,
quiet hours, absences), and the scheduler on a real SQLite file — including a bot restart
in between, after which what fell due during the downtime runs exactly once."""

from __future__ import annotations

from datetime import datetime
from types import SimpleNamespace
from zoneinfo import ZoneInfo

import pytest

from games.caravane import ENGINE
from store import CLOCK, REMIND, Store
from table import schedule
from table.schedule import DAY, HOUR, MINUTE, BadValue, Prefs
from table.scheduler import Scheduler

COLOURS = ("red", "blue", "orange")
T0 = datetime(2026, 11, 23, 12, 0, tzinfo=ZoneInfo("UTC")).timestamp()


# -- the rules of time ------------------------------------------------------------------
@pytest.mark.parametrize(("text", "seconds"), [
    ("48h", 48 * HOUR), ("2d", 2 * DAY), ("1d12h", 36 * HOUR), ("90m", 90 * MINUTE),
    ("1w", 7 * DAY), ("12", 12 * HOUR), ("1,5h", 1.5 * HOUR), (" 2 d ", 2 * DAY),
    ("off", None), ("0", None)])
def test_durations_players_type(text, seconds):
    assert schedule.parse_duration(text) == seconds


@pytest.mark.parametrize(("text", "key"), [
    ("soon", "bad-duration"), ("2x", "bad-duration"), ("h", "bad-duration"),
    ("5m", "duration-range"), ("61d", "duration-range"), ("", "bad-duration")])
def test_unreadable_or_silly_durations_are_refused(text, key):
    with pytest.raises(BadValue) as err:
        schedule.parse_duration(text)
    assert err.value.key == key


def test_away_until_a_date_a_duration_or_off():
    assert schedule.parse_until("3d", T0, None) == T0 + 3 * DAY
    # A date is the start of that day in the player's own time zone.
    prague = schedule.parse_until("2026-12-24", T0, "Europe/Prague")
    assert prague == datetime(2026, 12, 24, tzinfo=ZoneInfo("Europe/Prague")).timestamp()
    assert schedule.parse_until("24.12.2026 18:00", T0, None) == datetime(
        2026, 12, 24, 18, tzinfo=ZoneInfo("UTC")).timestamp()
    assert schedule.parse_until("off", T0, None) is None
    for text, key in [("2026-11-01", "away-past"), ("2028-01-01", "away-range"),
                      ("next week", "bad-date"), ("2026-02-30", "bad-date")]:
        with pytest.raises(BadValue) as err:
            schedule.parse_until(text, T0, None)
        assert err.value.key == key


def test_quiet_hours_move_a_reminder_to_the_morning_in_the_players_zone():
    prefs = Prefs(quiet=(22, 8), tz="Europe/Prague")
    night = datetime(2026, 11, 23, 23, 30, tzinfo=ZoneInfo("Europe/Prague")).timestamp()
    morning = datetime(2026, 11, 24, 8, 0, tzinfo=ZoneInfo("Europe/Prague")).timestamp()
    assert schedule.out_of_quiet(night, prefs) == morning
    early = datetime(2026, 11, 24, 3, 0, tzinfo=ZoneInfo("Europe/Prague")).timestamp()
    assert schedule.out_of_quiet(early, prefs) == morning
    noon = datetime(2026, 11, 24, 12, 0, tzinfo=ZoneInfo("Europe/Prague")).timestamp()
    assert schedule.out_of_quiet(noon, prefs) == noon
    # A window within one day (a siesta).
    siesta = Prefs(quiet=(13, 15), tz="UTC")
    at = datetime(2026, 11, 24, 14, 0, tzinfo=ZoneInfo("UTC")).timestamp()
    assert schedule.out_of_quiet(at, siesta) == at + HOUR
    assert schedule.parse_quiet("22:00-08:00") == (22, 8)
    with pytest.raises(BadValue):
        schedule.parse_quiet("8-8")


def test_a_clock_stands_still_while_its_player_is_away():
    due = T0 + 10 * HOUR
    assert schedule.paused(due, T0, None, T0 + 2 * DAY) == due + 2 * DAY   # leaves now
    assert schedule.paused(due + 2 * DAY, T0 + HOUR, T0 + 2 * DAY, None) == due + HOUR  # back early
    assert schedule.clock_due(T0, 48 * HOUR, Prefs(away_until=T0 + DAY)) == T0 + 3 * DAY
    assert schedule.reminder_due(T0, None, Prefs(away_until=T0 + 3 * DAY), DAY) == T0 + 3 * DAY
    assert schedule.reminder_due(T0, None, Prefs(every=0.0), DAY) is None
    assert schedule.reminder_due(T0, None, Prefs(every=6 * HOUR), DAY) == T0 + 6 * HOUR


# -- the scheduler on a real database, with a fake clock --------------------------------
class FakeClock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


KINDS = {"caravane": SimpleNamespace(engine=ENGINE)}


async def running_game(store: Store, players: int = 3):
    game = await store.create_game(guild_id=1, channel_id=100, kind="caravane", host_id=10,
                                   host_name="Ána", host_colour="red",
                                   options={"variant": "standard"}, seed=1234)
    for i in range(1, players):
        await store.add_seat(game.id, 10 + i, f"Player {i}", COLOURS, 5)
    await store.start(game.id, ENGINE.new(players, game.seed, game.options), 0)
    return await store.get_game(game.id)


def scheduler(store: Store, clock: FakeClock, *, every: float = DAY) -> tuple[Scheduler, list]:
    """A scheduler whose handlers record what they were asked to say."""
    said: list = []
    s = Scheduler(store, KINDS, default_every=every, now=clock)

    async def on_clock(kind, game, job, retry):
        said.append(("clock", game.id, job.seat))

    async def on_remind(kind, game, seats, nonce=""):
        said.append(("remind", game.id, sorted(seats)))
    s.on_clock, s.on_remind = on_clock, on_remind
    return s, said


async def test_each_waiting_seat_gets_a_clock_and_a_reminder(tmp_path):
    clock = FakeClock(T0)
    store = await Store.open(tmp_path / "t.db")
    try:
        game = await running_game(store)
        await store.set_clock(game.id, 72 * HOUR)
        game = await store.get_game(game.id)
        sched, said = scheduler(store, clock)
        await sched.on_change(game)
        jobs = await store.jobs(game.id)
        assert {(j.kind, j.seat, j.due_at) for j in jobs} == {
            *((CLOCK, s, T0 + 72 * HOUR) for s in range(3)),
            *((REMIND, s, T0 + DAY) for s in range(3))}
        # Seat 0 bids an hour later: it no longer waits, its jobs go; the others' clocks
        # keep running from when they started.
        clock.now = T0 + HOUR
        state, _ = ENGINE.apply(game.state, 0, {"type": "bid", "amount": 1})
        game.version = await store.commit_action(game.id, game.version, state, seat=0,
                                                 user_id=10, action={}, summary="[]")
        game.state = state
        await sched.on_change(game, 0)
        jobs = await store.jobs(game.id)
        assert {(j.kind, j.seat) for j in jobs} == {(CLOCK, 1), (CLOCK, 2), (REMIND, 1), (REMIND, 2)}
        assert {j.due_at for j in jobs if j.kind == CLOCK} == {T0 + 72 * HOUR}
        # A day after the start, seats 1 and 2 are reminded, in one message, once.
        clock.now = T0 + DAY
        assert await sched.run_due() == 2
        assert await sched.run_due() == 0
        assert said == [("remind", game.id, [1, 2])]
        # ... and again a day later.
        clock.now = T0 + 2 * DAY
        await sched.run_due()
        assert said[-1] == ("remind", game.id, [1, 2]) and len(said) == 2
        # The clocks run out on the third day, once each.
        clock.now = T0 + 3 * DAY
        await sched.run_due()
        await sched.run_due()
        assert sorted(said[2:]) == [("clock", game.id, 1), ("clock", game.id, 2),
                                    ("remind", game.id, [1, 2])]
    finally:
        await store.close()


async def test_what_fell_due_while_the_bot_was_down_runs_once_after_restart(tmp_path):
    path = tmp_path / "restart.db"
    clock = FakeClock(T0)
    store = await Store.open(path)
    game = await running_game(store, players=2)
    await store.set_clock(game.id, 48 * HOUR)
    sched, said = scheduler(store, clock)
    await sched.on_change(await store.get_game(game.id))
    await store.close()

    # The bot is down for three days: both clocks and the reminders fell due meanwhile.
    clock.now = T0 + 3 * DAY
    for _restart in range(2):
        store = await Store.open(path)
        try:
            sched, said = scheduler(store, clock)
            await sched.replan_all()  # what start-up does; must not reset running jobs
            await sched.run_due()
            if _restart == 0:
                assert sorted(said) == [("clock", game.id, 0), ("clock", game.id, 1),
                                        ("remind", game.id, [0, 1])]
            else:  # a second restart at the same moment: nothing runs twice
                assert said == []
        finally:
            await store.close()


async def test_reminders_respect_absence_quiet_hours_and_opting_out(tmp_path):
    clock = FakeClock(T0)
    store = await Store.open(tmp_path / "prefs.db")
    try:
        game = await running_game(store)
        await store.set_player_setting(11, schedule.REMIND_EVERY, "off")        # seat 1
        await store.set_player_setting(12, schedule.AWAY_UNTIL, repr(T0 + 3 * DAY))  # seat 2
        await store.set_player_setting(10, schedule.QUIET, "0-13")               # seat 0, UTC
        sched, said = scheduler(store, clock, every=6 * HOUR)
        await sched.on_change(game)
        due = {j.seat: j.due_at for j in await store.jobs(game.id)}
        assert due[0] == T0 + 6 * HOUR              # 18:00 UTC, outside 0-13
        assert due[1] == schedule.NEVER              # asked for none
        assert due[2] == T0 + 3 * DAY                # back in three days
        clock.now = T0 + 6 * HOUR                    # 18:00 UTC
        await sched.run_due()
        assert said == [("remind", game.id, [0])]
        # The next would be at midnight, in seat 0's quiet hours: it waits until 13:00.
        assert {j.seat: j.due_at for j in await store.jobs(game.id)}[0] == T0 + DAY + HOUR
        clock.now = T0 + 19 * HOUR                   # 07:00: nothing yet
        await sched.run_due()
        assert len(said) == 1
        # Seat 1 switches reminders on: its job moves from "never" to a real time.
        await store.set_player_setting(11, schedule.REMIND_EVERY, repr(2 * HOUR))
        await sched.reminders_changed(11)
        assert {j.seat: j.due_at for j in await store.jobs(game.id)}[1] == clock.now
    finally:
        await store.close()


async def test_going_away_pauses_a_running_clock_and_coming_back_resumes_it(tmp_path):
    clock = FakeClock(T0)
    store = await Store.open(tmp_path / "away.db")
    try:
        game = await running_game(store, players=2)
        await store.set_clock(game.id, 48 * HOUR)
        sched, said = scheduler(store, clock)
        await sched.on_change(await store.get_game(game.id))
        clock.now = T0 + 10 * HOUR
        until = T0 + 4 * DAY
        await store.set_player_setting(11, schedule.AWAY_UNTIL, repr(until))
        await sched.away_changed(11, None, until)
        clocks = {j.seat: j.due_at for j in await store.jobs(game.id) if j.kind == CLOCK}
        assert clocks == {0: T0 + 48 * HOUR, 1: until + 38 * HOUR}  # 38 h were left
        clock.now = T0 + 50 * HOUR
        await sched.run_due()
        # Only the player who is not away runs out of time (and is reminded).
        assert sorted(said) == [("clock", game.id, 0), ("remind", game.id, [0])]
        # Back a day early: the clock runs again with the 38 hours it had.
        clock.now = T0 + 3 * DAY
        await store.set_player_setting(11, schedule.AWAY_UNTIL, None)
        await sched.away_changed(11, until, None)
        clocks = {j.seat: j.due_at for j in await store.jobs(game.id) if j.kind == CLOCK}
        assert clocks[1] == T0 + 3 * DAY + 38 * HOUR
    finally:
        await store.close()


async def test_jobs_of_seats_that_no_longer_wait_are_dropped_not_run(tmp_path):
    clock = FakeClock(T0)
    store = await Store.open(tmp_path / "gone.db")
    try:
        game = await running_game(store, players=2)
        await store.set_clock(game.id, 48 * HOUR)
        sched, said = scheduler(store, clock)
        await sched.on_change(await store.get_game(game.id))
        # The game is cancelled behind the scheduler's back (no on_change).
        await store.set_status(game.id, "cancelled", game.version)
        clock.now = T0 + 5 * DAY
        assert await sched.run_due() == 0 and said == []
        assert await store.jobs(game.id) == []
    finally:
        await store.close()


async def test_a_clock_whose_message_was_not_posted_runs_again_and_then_never(tmp_path):
    """At least once where a crash or Discord cut the run short, and no more than once: the
    run is recorded only after its message is out."""
    from table.scheduler import CLOCK_LEASE

    clock = FakeClock(T0)
    store = await Store.open(tmp_path / "lease.db")
    try:
        game = await running_game(store, players=2)
        await store.set_clock(game.id, HOUR)
        sched, _ = scheduler(store, clock)
        await sched.on_change(await store.get_game(game.id))
        runs: list = []

        async def on_clock(kind, game, job, retry):
            runs.append((job.seat, retry, job.nonce))
            if len(runs) <= 2:
                raise ConnectionError("Discord is down")  # the message was not posted
        sched.on_clock = on_clock
        clock.now = T0 + HOUR
        await sched.run_due()
        assert [(seat, retry) for seat, retry, _ in runs] == [(0, False), (1, False)]
        await sched.run_due()  # within the lease: not again
        assert len(runs) == 2
        clock.now += CLOCK_LEASE + 1
        await sched.run_due()
        # Each seat once more, told that an earlier run was cut short, with the same nonce.
        assert [(seat, retry) for seat, retry, _ in runs[2:]] == [(0, True), (1, True)]
        assert {n for _, _, n in runs[:2]} == {n for _, _, n in runs[2:]}
        clock.now += 10 * DAY
        await sched.run_due()
        assert len(runs) == 4
        assert all(j.done for j in await store.jobs(game.id) if j.kind == CLOCK)
    finally:
        await store.close()


async def test_a_reminder_cut_short_runs_again_with_its_nonce_and_then_never(tmp_path):
    """A reminder claimed and then cut short (Discord failed, or the process was killed)
    is due again after the lease, with the same nonce — Discord drops the repeat if the
    first message got out — and once recorded, not again until the next interval."""
    from table.scheduler import CLOCK_LEASE

    clock = FakeClock(T0)
    store = await Store.open(tmp_path / "remind.db")
    try:
        game = await running_game(store, players=2)
        sched, _ = scheduler(store, clock)
        await sched.on_change(await store.get_game(game.id))
        runs: list = []

        async def on_remind(kind, game, seats, nonce=""):
            runs.append((sorted(seats), nonce))
            if len(runs) == 1:
                raise ConnectionError("Discord is down")
        sched.on_remind = on_remind
        clock.now = T0 + DAY
        assert await sched.run_due() == 2
        assert runs[0][0] == [0, 1] and runs[0][1]
        await sched.run_due()  # within the lease: not again
        assert len(runs) == 1
        clock.now += CLOCK_LEASE + 1
        await sched.run_due()
        assert runs[1] == runs[0]  # the same seats, the same nonce
        await sched.run_due()
        assert len(runs) == 2
        jobs = [j for j in await store.jobs(game.id) if j.kind == REMIND]
        assert all(j.nonce is None and j.due_at > clock.now + DAY - 60 for j in jobs)
    finally:
        await store.close()


async def test_the_tables_own_ai_seats_wait_on_no_clock_and_are_never_reminded(tmp_path):
    from store import AI, PERSON, THINK

    clock = FakeClock(T0)
    store = await Store.open(tmp_path / "t.db")
    try:
        game = await store.create_game(guild_id=1, channel_id=100, kind="caravane", host_id=10,
                                       host_name="Ána", host_colour="red",
                                       options={"variant": "standard"}, seed=1234)
        await store.add_seat(game.id, 1, "Bot", COLOURS, 5, kind=AI)
        await store.add_seat(game.id, 11, "Bo", COLOURS, 5, kind=PERSON)
        await store.start(game.id, ENGINE.new(3, game.seed, game.options), 0)
        await store.set_clock(game.id, 72 * HOUR)
        game = await store.get_game(game.id)
        sched, said = scheduler(store, clock)
        await sched.on_change(game)
        # The AI's seat waits on its own move (a THINK job), never on a clock or a reminder.
        assert {(j.kind, j.seat) for j in await store.jobs(game.id)} == {
            (CLOCK, 0), (CLOCK, 2), (REMIND, 0), (REMIND, 2), (THINK, 1)}
        clock.now = T0 + 3 * DAY
        await sched.run_due()
        await sched.run_due()
        assert 1 not in {seat for *_, seat in said if isinstance(seat, int)}
        assert all(1 not in seats for what, _, seats in said if what == "remind")
    finally:
        await store.close()


async def test_a_digest_cut_short_runs_again_with_its_nonce_and_then_never(tmp_path):
    """The quiet-hours digest is exactly once across crashes too: its reminders' jobs are
    leased with their nonces, the digest is posted with a nonce made from them (not a
    game's own, which that game's other players' reminder uses in its channel), and only
    once it was sent do its jobs move on to the next reminder."""
    from table.scheduler import CLOCK_LEASE

    clock = FakeClock(T0)
    store = await Store.open(tmp_path / "digest.db")
    try:
        first = await running_game(store, players=2)  # players 10 and 11
        second = await store.create_game(guild_id=1, channel_id=200, kind="caravane",
                                         host_id=10, host_name="Ána", host_colour="red",
                                         options={"variant": "standard"}, seed=99)
        await store.add_seat(second.id, 12, "Cy", COLOURS, 5)
        await store.start(second.id, ENGINE.new(2, second.seed, second.options), 0)
        # Quiet hours that are not now: the reminders fall due together, as after them.
        await store.set_player_setting(10, schedule.QUIET, "15-17")
        await store.set_player_setting(10, schedule.TIMEZONE, "UTC")
        sched, said = scheduler(store, clock)
        nonces: list[str] = []
        digests: list = []

        async def on_remind(kind, game, seats, nonce=""):
            said.append(("remind", game.id, sorted(seats)))
            nonces.append(nonce)

        async def on_digest(user_id, prefs, held, nonce=""):
            digests.append((user_id, sorted((g.id, seat) for _, g, seat in held), nonce))
            if len(digests) == 1:
                raise ConnectionError("Discord is down")
        sched.on_remind, sched.on_digest = on_remind, on_digest
        for game in (first, second):
            await sched.on_change(await store.get_game(game.id))
        clock.now = T0 + DAY
        assert await sched.run_due() == 4
        assert digests[0][:2] == (10, [(first.id, 0), (second.id, 0)]) and digests[0][2]
        assert sorted(said) == [("remind", first.id, [1]), ("remind", second.id, [1])]
        assert digests[0][2] not in nonces
        await sched.run_due()  # within the lease: not again
        assert len(digests) == 1
        clock.now += CLOCK_LEASE + 1
        await sched.run_due()
        assert digests[1] == digests[0]  # the same games, the same nonce
        await sched.run_due()
        assert len(digests) == 2 and len(said) == 2
        for game in (first, second):
            jobs = [j for j in await store.jobs(game.id) if j.kind == REMIND]
            assert all(j.nonce is None and j.due_at > clock.now + DAY - 60 for j in jobs)
    finally:
        await store.close()
