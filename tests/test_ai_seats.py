"""AI seats at the table (issue 25), through the transport-free core, the scheduler and the AI
runner on a real SQLite file — no Discord: filling chairs, the AI's moves as restart-safe
jobs, pings and quiet boards, covers for late or absent players and hand-backs, giving a
seat to the AI, and what an AI's worker is given (its seat's Seen, nothing more)."""

from __future__ import annotations

import asyncio
import copy
import pickle
from pathlib import Path
from typing import Any

import pytest

from games.ai.seen import Seen
from games.caravane import ENGINE as CARAVANE
from store import AI, CLOCK, PERSON, REMIND, THINK, Store
from table import ai as table_ai
from table.autoplay import AutoPlay, plain_move
from table.core import TableCore
from table.ids import key_stamp
from table.kind import GameKind
from table.members import Member
from table.outcome import (
    APPLIED,
    DENIED,
    FULL,
    NOT_SEATED,
    REFUSED,
    STALE,
    needs_new_message,
)
from table.scheduler import THINK_LEASE, Scheduler
from table.thinking import ThinkPool
from tests.support import caravane_hidden
from tests.support.toy_game import ENGINE as TOY
from tests.support.toy_game import ToyUI, render_board

TOY_KIND = GameKind(engine=TOY, ui=ToyUI(), render_board=render_board)


class CaravaneUI(ToyUI):
    pass


CARAVANE_KIND = GameKind(engine=CARAVANE, ui=CaravaneUI(), render_board=render_board)
KINDS = {"toy": TOY_KIND, "caravane": CARAVANE_KIND}
ANA, BO = Member.person(101, "Ana"), Member.person(202, "Bo")
STANDARD = {"variant": "standard"}


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


class Recorder:
    """A think pool that decides in this process and keeps what each decision was given."""

    def __init__(self, pool: Any = None) -> None:
        self.pool = pool or ThinkPool(workers=0)
        self.given: list[tuple[Seen, str, str]] = []

    async def decide(self, seen: Seen, level: str, seed: str) -> dict:
        self.given.append((seen, level, seed))
        return await self.pool.decide(seen, level, seed)


class FirstMove:
    """A think pool for the toy game (which has no AI players): the first plain move."""

    def __init__(self) -> None:
        self.given: list[Seen] = []

    async def decide(self, seen: Seen, level: str, seed: str) -> dict:
        self.given.append(seen)
        for action in seen.legal:
            if action["type"] == "bid":
                return {"type": "bid", "amount": 1}
            if action["type"] == "end":
                return action
        return next(a for a in seen.legal if a["type"] != "resign")


@pytest.fixture
async def table(tmp_path: Path):
    store = await Store.open(tmp_path / "t.db")
    clock = Clock()
    core = TableCore(store, KINDS)
    core.now = clock
    sched = Scheduler(store, KINDS, default_every=86400.0, now=clock)
    core.on_change = sched.on_change
    pool = Recorder()
    auto = AutoPlay(core, pool, delay=0.0)  # type: ignore[arg-type]
    auto.sleep = _no_sleep
    sched.on_think = auto.move
    published: list[int] = []

    async def publish(kind, outcome):
        published.append(outcome.game.version)
    auto.publish = publish
    yield store, core, sched, auto, clock
    await store.close()


async def _no_sleep(seconds: float) -> None:
    return None


async def settle(sched: Scheduler, rounds: int = 60) -> int:
    """Run the AI's moves until no seat waits on one (or ``rounds``); how many ran."""
    ran = 0
    for _ in range(rounds):
        count = await sched.run_due()
        tasks = list(sched._thinking)
        if tasks:
            await asyncio.gather(*tasks)
        ran += count
        if not count and not tasks:
            break
    return ran


async def open_caravane(core: TableCore, ai: int = 2, level: str = "casual") -> int:
    opened = await core.create(guild_id=1, channel_id=9, kind="caravane", host=ANA,
                               options=dict(STANDARD), ai=ai, level=level, title="Caravane")
    assert opened.ok and opened.game is not None, opened.words
    return opened.game.id


# -- filling chairs ---------------------------------------------------------------------------
async def test_a_lobby_opens_with_ai_seats_named_by_level_and_the_host_adds_and_removes_them(
        table):
    store, core, *_ = table
    gid = await open_caravane(core, ai=2, level="hard")
    game = await store.get_game(gid)
    assert [(s.kind, s.name, s.level) for s in game.seats] == [
        (PERSON, "Ana", None), (AI, "🤖 Hard", "hard"), (AI, "🤖 Hard 2", "hard")]
    assert len({s.holder_id for s in game.seats[1:]}) == 2
    # Only the host adds or removes them; a game that has no AI says so.
    assert (await core.join(gid, BO)).ok
    denied = await core.add_ai(gid, "casual", by=BO)
    assert denied.status == DENIED and denied.words[0] == "ai-only-host"
    added = await core.add_ai(gid, "casual", by=ANA)
    assert added.ok and added.game.seats[added.seat].name == "🤖 Casual"
    full = await core.add_ai(gid, "casual", by=ANA)
    assert full.status == FULL  # five seats: Caravane's most
    assert (await core.remove_ai(gid, by=BO)).status == DENIED
    removed = await core.remove_ai(gid, by=ANA)
    assert removed.ok and [s.name for s in removed.game.seats] == [
        "Ana", "🤖 Hard", "🤖 Hard 2", "Bo"]
    # The toy game has no AI players of its own: the generic player takes its AI seats.
    toy = await core.create(guild_id=1, channel_id=10, kind="toy", host=ANA, options={}, ai=1)
    assert toy.ok and [s.kind for s in toy.game.seats] == [PERSON, AI]
    assert table_ai.offered("toy") == table_ai.offered("caravane") == table_ai.LEVELS
    assert not table_ai.own_players("toy") and table_ai.own_players("caravane")
    # A game needs a person: the AI may take every seat but the host's.
    many = await core.create(guild_id=1, channel_id=11, kind="caravane", host=ANA,
                             options=dict(STANDARD), ai=5)
    assert many.status == FULL and many.words == ("ai-too-many", {"max": 4})


async def test_the_ai_seats_of_a_running_game_play_on_their_own_and_are_never_pinged(table):
    store, core, sched, auto, clock = table
    gid = await open_caravane(core, ai=2)
    started = await core.start(gid, by=ANA)
    assert started.ok
    game = await store.get_game(gid)
    assert game.board_pending[-1]["ping"] == []  # the host started it; the AIs are never pinged
    # Everyone bids at once: the two AI seats wait on their moves, Ana on her clock.
    assert {(j.kind, j.seat) for j in await store.jobs(gid)} == {
        (REMIND, 0), (THINK, 1), (THINK, 2)}
    await settle(sched)
    game = await store.get_game(gid)
    assert CARAVANE.to_act(game.state) == [0]  # both AIs bid; the game waits for Ana
    rows = await store.actions(gid)
    assert [(r.seat, r.user_id) for r in rows] == [
        (1, table_ai.ai_actor("casual")), (2, table_ai.ai_actor("casual"))]
    # Their bids are edits of the board: nobody new must act, nobody is pinged.
    assert all(not e["new"] and not e["ping"] for e in game.board_pending if "v" in e
               and e["v"] > 1)
    # Ana bids: the round is revealed and all bid again — the AIs' turns come and go on the
    # board as it stands; Ana, who just clicked, is not pinged for it.
    key = CARAVANE.decision_key(game.state, 0)
    bid = await core.act(gid, 0, {"type": "bid", "amount": 1}, actor=ANA,
                         decision_key=key_stamp(key))
    assert bid.ok and not bid.new_message
    await settle(sched)
    game = await store.get_game(gid)
    assert all(s == 0 for e in game.board_pending for s in e.get("ping", ()))
    assert CARAVANE.to_act(game.state) == [0]  # the AIs bid again; Ana's turn, and hers alone
    assert {(j.kind, j.seat) for j in await store.jobs(gid)} == {(REMIND, 0)}


async def test_several_ai_seats_in_a_row_keep_the_board_until_a_person_must_act(table):
    """Sequential turns (the toy game): Ana ends her turn, two AI seats play theirs — edits
    of the board as it stands — and the one new message comes when Ana must act again."""
    store, core, sched, auto, clock = table
    auto.pool = FirstMove()
    game = await store.create_game(guild_id=1, channel_id=12, kind="toy", host_id=ANA.id,
                                   host_name="Ana", host_colour="red", options={}, seed=3)
    await store.add_seat(game.id, 1, "🤖 Standard", ("red", "blue", "green"), 3, kind=AI,
                         level="standard")
    await store.add_seat(game.id, 2, "🤖 Standard 2", ("red", "blue", "green"), 3, kind=AI,
                         level="standard")
    await store.start(game.id, TOY.new(3, 3), game.version)
    out = await core.act(game.id, 0, {"type": "end"}, actor=ANA, expected_version=1)
    assert out.ok and out.to_act == [1] and not out.new_message and out.ping == [1]
    await settle(sched)
    game = await store.get_game(game.id)
    # After the start: Ana's end, each AI's end (the turn comes back round to the bids, all
    # three at once: Ana must act — the one new message, pinging her alone), the AIs' bids.
    moves = [e for e in game.board_pending if e["v"] > 1]
    assert [(e["new"], e["ping"]) for e in moves] == [
        (False, []), (False, []), (True, [0]), (False, []), (False, [])]
    assert TOY.to_act(game.state) == [0]
    assert [(r.seat, table_ai.actor_level(r.user_id)) for r in await store.actions(game.id)] \
        == [(0, None), (1, "standard"), (2, "standard"), (1, "standard"), (2, "standard")]


def test_a_new_message_is_owed_only_when_a_person_must_newly_act():
    assert needs_new_message([0], [1], False)
    assert not needs_new_message([0], [1], False, robots={1})
    assert needs_new_message([1], [0], False, robots={1})
    assert needs_new_message([1], [], True, robots={1})  # the end is always new
    assert not needs_new_message([0], [0, 1], False, robots={1})


# -- covering for a person, and handing back ---------------------------------------------------
async def test_the_ai_covers_for_a_late_player_until_their_next_move(table):
    store, core, sched, auto, clock = table
    opened = await core.create(guild_id=1, channel_id=13, kind="caravane", host=ANA,
                               options=dict(STANDARD))
    gid = opened.game.id
    assert (await core.join(gid, BO)).ok
    assert (await core.start(gid, by=ANA)).ok
    await core.set_clock(gid, 48 * 3600, by=ANA)
    game = await store.get_game(gid)
    key = key_stamp(CARAVANE.decision_key(game.state, 0))
    assert (await core.act(gid, 0, {"type": "bid", "amount": 2}, actor=ANA,
                           decision_key=key)).ok
    assert {(j.kind, j.seat) for j in await store.jobs(gid)} == {(CLOCK, 1), (REMIND, 1)}
    # Someone outside cannot; a stale message cannot; Ana at the table can.
    outsider = await core.cover(gid, 1, "standard", by=Member.person(999))
    assert outsider.status == NOT_SEATED
    game = await store.get_game(gid)
    stale = await core.cover(gid, 1, "standard", by=ANA, expected_version=game.version - 1)
    assert stale.status == STALE
    covered = await core.cover(gid, 1, "standard", by=ANA, expected_version=game.version)
    assert covered.ok and covered.game.seats[1].covered
    assert covered.game.board_pending[-1]["notes"] == [
        ["ai-covers", {"name": "Bo", "level": "standard"}]]
    assert table_ai.shown_name(covered.game.seats[1], clock.now) == "Bo 🤖"
    # Bo waits on the AI now: no clock, no reminder.
    assert {(j.kind, j.seat) for j in await store.jobs(gid)} == {(THINK, 1)}
    again = await core.cover(gid, 1, "casual", by=ANA)
    assert again.status == STALE and again.words[0] == "ai-covers-already"
    await settle(sched, rounds=1)
    game = await store.get_game(gid)
    last = (await store.actions(gid))[-1]
    assert (last.seat, table_ai.actor_level(last.user_id)) == (1, "standard")
    played = [e for e in game.board_pending if e.get("notes") == [["ai-played", {"name": "Bo"}]]]
    assert played  # the board says who played Bo's bid
    # The jobs follow: once Bo's seat waits again, on the AI, never on his clock.
    game = await store.get_game(gid)
    if 1 in CARAVANE.to_act(game.state):
        assert {(j.kind, j.seat) for j in await store.jobs(gid) if j.seat == 1} == {(THINK, 1)}


async def test_a_persons_own_move_hands_their_seat_back_and_so_does_handback(table):
    store, core, sched, auto, clock = table
    auto.pool = FirstMove()
    game = await store.create_game(guild_id=1, channel_id=14, kind="toy", host_id=ANA.id,
                                   host_name="Ana", host_colour="red", options={}, seed=3)
    await store.add_seat(game.id, BO.id, "Bo", ("red", "blue", "green"), 3)
    await store.start(game.id, TOY.new(2, 3), game.version)
    game = await store.get_game(game.id)
    # The host may have the AI (the generic player: the toy game has none of its own) cover.
    covered = await core.cover(game.id, 1, "standard", by=ANA)
    assert covered.ok and covered.game.seats[1].covered
    assert (await core.hand_back(game.id, by=BO)).ok
    game = await store.get_game(game.id)
    await store.set_cover(game.id, game.version, seat=0, level="standard")
    # Ana's own move while the AI covers for her: hers again, first, in one call.
    out = await core.act(game.id, 0, {"type": "walk", "to": 5}, actor=ANA)
    assert out.ok
    game = await store.get_game(game.id)
    assert not game.seats[0].covered
    notes = [n for e in game.board_pending for n in e.get("notes", ())]
    assert ["ai-back", {"name": "Ana"}] in notes
    # Handed back on her word (or the host's); a seat not covered has nothing to hand back.
    await store.set_cover(game.id, game.version, seat=1, level="standard")
    denied = await core.hand_back(game.id, 1, by=Member.person(999))
    assert denied.status in (DENIED, NOT_SEATED)
    back = await core.hand_back(game.id, by=BO)
    assert back.ok and not back.game.seats[1].covered
    assert (await core.hand_back(game.id, by=BO)).status == STALE


async def test_a_cover_for_an_absence_ends_with_it(table):
    store, core, sched, auto, clock = table
    opened = await core.create(guild_id=1, channel_id=15, kind="caravane", host=ANA,
                               options=dict(STANDARD))
    gid = opened.game.id
    await core.join(gid, BO)
    await core.start(gid, by=ANA)
    outcomes = await core.cover_absence(BO, "casual", until=clock.now + 3600)
    assert [o.status for o in outcomes] == [APPLIED]
    game = await store.get_game(gid)
    assert table_ai.level_of(game.seats[1], clock.now) == "casual"
    assert (THINK, 1) in {(j.kind, j.seat) for j in await store.jobs(gid)}
    # The absence is over before the AI moved: the seat is Bo's again, with his reminder.
    clock.now += 7200
    assert table_ai.level_of(game.seats[1], clock.now) is None
    await settle(sched)
    jobs = {(j.kind, j.seat) for j in await store.jobs(gid)}
    assert (THINK, 1) not in jobs and (REMIND, 1) in jobs
    assert all(r.seat == 0 or r.user_id >= 0 for r in await store.actions(gid))
    # And back early: every cover ends.
    await core.cover_absence(BO, "casual", until=clock.now + 3600)
    ended = await core.end_covers(BO)
    assert [o.status for o in ended] == [APPLIED]


async def test_a_seat_given_to_the_ai_keeps_a_person_at_the_table(table):
    store, core, sched, auto, clock = table
    opened = await core.create(guild_id=1, channel_id=16, kind="caravane", host=ANA,
                               options=dict(STANDARD), ai=1, title="Caravane")
    gid = opened.game.id
    await core.join(gid, BO)
    await core.start(gid, by=ANA)
    given = await core.replace(gid, 2, holder=BO, newcomer=Member.ai("hard"), by=ANA,
                               old_name="Bo")
    assert given.ok
    seat = given.game.seats[2]
    assert (seat.kind, seat.level, seat.name) == (AI, "hard", "🤖 Hard")
    note = given.game.board_pending[-1]
    assert note["ping"] == [] and not note["new"]
    # The last person's seat may not go to the AI: a game needs one.
    last = await core.replace(gid, 0, holder=ANA, newcomer=Member.ai("casual"), by=ANA,
                              old_name="Ana")
    assert last.status == REFUSED and last.words[0] == "ai-needs-person"


# -- restart safety ---------------------------------------------------------------------------
async def test_an_ai_move_claimed_before_a_restart_starts_over_at_once_and_moves_once(table):
    store, core, sched, auto, clock = table
    gid = await open_caravane(core, ai=1)
    await core.join(gid, BO)
    await core.start(gid, by=ANA)
    (job,) = [j for j in await store.jobs(gid) if j.kind == THINK]
    # Claimed by a run the restart killed: due again only after its lease...
    assert await store.claim_job(job, due_at=clock.now + THINK_LEASE, done=False)
    assert await store.due_jobs(clock.now + 1) == []
    # ...but a restart starts it over now, and it moves once.
    fresh = Scheduler(store, KINDS, default_every=86400.0, now=clock)
    fresh.on_think = auto.move
    core.on_change = fresh.on_change
    await fresh.replan_all()
    await settle(fresh)
    rows = [r for r in await store.actions(gid) if r.seat == 1]
    assert len(rows) == 1
    # A second run of a decision already made changes nothing: the version guards it.
    game = await store.get_game(gid)
    late = await core.play_ai(gid, 1, rows[0].action, level="casual",
                              expected_version=game.version - 1)
    assert late.status == STALE


async def test_a_failing_ai_falls_back_to_a_plain_move_after_its_tries(table):
    store, core, sched, auto, clock = table

    class Broken:
        async def decide(self, seen, level, seed):
            raise RuntimeError("the worker fell over")
    auto.pool = Broken()
    gid = await open_caravane(core, ai=1)
    await core.join(gid, BO)
    await core.start(gid, by=ANA)
    for _ in range(3):
        await sched.run_due()
        await asyncio.gather(*sched._thinking, return_exceptions=True)
        clock.now += THINK_LEASE + 1
    await sched.run_due()
    await asyncio.gather(*sched._thinking, return_exceptions=True)
    rows = [r for r in await store.actions(gid) if r.seat == 1]
    assert len(rows) == 1 and rows[0].action == {"type": "bid", "amount": 0}
    game = await store.get_game(gid)
    assert plain_move(CARAVANE, CARAVANE.new(3, 1, STANDARD), 1, "s") == {
        "type": "bid", "amount": 0}
    assert game.status == "active"


# -- fair information -------------------------------------------------------------------------
async def test_a_worker_is_given_its_seats_seen_and_nothing_of_the_others_secrets(table):
    """What goes to the worker is the deciding seat's view, legal actions and readable log:
    the same, byte for byte, whatever the other seats hold in secret; and its randomness is
    seeded from the game's id, version and seat — never from the game's secret seed."""
    store, core, sched, auto, clock = table
    gid = await open_caravane(core, ai=2)
    await core.start(gid, by=ANA)
    game = await store.get_game(gid)
    key = key_stamp(CARAVANE.decision_key(game.state, 0))
    await core.act(gid, 0, {"type": "bid", "amount": 3}, actor=ANA, decision_key=key)
    game = await store.get_game(gid)
    seen = await auto.seen(CARAVANE_KIND, game, 1)
    assert seen.view == CARAVANE.view(game.state, 1)
    assert list(seen.legal) == CARAVANE.legal_actions(game.state, 1)
    assert all("private_to" not in e or 1 in e["private_to"] for e in seen.log)
    import random

    rng = random.Random(5)
    scrambled = caravane_hidden.scramble(game.state, rng)
    scrambled["players"][1] = copy.deepcopy(game.state["players"][1])
    other = copy.copy(game)
    other.state = scrambled
    auto.memory._games.clear()  # the log as replayed for the other state would not match
    seen_other = await auto.seen(CARAVANE_KIND, other, 1)
    assert (seen_other.view, seen_other.legal) == (seen.view, seen.legal)
    assert pickle.dumps((seen.game, seen.seat, seen.view, seen.legal)) == pickle.dumps(
        (seen_other.game, seen_other.seat, seen_other.view, seen_other.legal))
    # Ana's bid of 3 is nowhere in what seat 1 is given: that she bid, not how much.
    assert seen.view["players"][0]["has_bid"] and "amount" not in repr(seen.view["players"])
    assert not any(e.get("amount") == 3 for e in seen.log), seen.log
    # The decision's arguments: the Seen, a level and a seed string of public things.
    await settle(sched)
    (given_seen, level, seed), *_ = auto.pool.given
    assert isinstance(given_seen, Seen) and level == "casual"
    assert seed == table_ai.rng_seed(gid, game.version, given_seen.seat)
    assert str(game.seed) not in seed


def test_the_ais_randomness_is_the_same_for_the_same_decision():
    assert table_ai.rng_seed(7, 12, 1) == table_ai.rng_seed(7, 12, 1)
    assert len({table_ai.rng_seed(7, 12, 1), table_ai.rng_seed(7, 13, 1),
                table_ai.rng_seed(7, 12, 2)}) == 3


async def test_ai_moves_are_decided_in_a_worker_process():
    """The real pool: a process of its own, at a lower priority than the bot."""
    import os

    pool = ThinkPool(workers=1, games=("caravane",))
    try:
        state = CARAVANE.new(3, 4, STANDARD)
        from games.ai.seen import observe

        seen = observe(CARAVANE, state, 1)
        action = await pool.decide(seen, "casual", "seed")
        assert action["type"] == "bid" and isinstance(action["amount"], int)
        assert pool.pids() and os.getpid() not in pool.pids()
        for pid in pool.pids():  # it yields the processor to the bot and its renders
            assert os.getpriority(os.PRIO_PROCESS, pid) > os.getpriority(os.PRIO_PROCESS, 0)
            if hasattr(os, "SCHED_IDLE"):
                assert os.sched_getscheduler(pid) == os.SCHED_IDLE
        assert await pool.decide(seen, "casual", "seed") == action  # deterministic
    finally:
        pool.shutdown()


async def test_a_game_without_ai_players_of_its_own_is_played_by_the_generic_player(table):
    """The toy game has no ``players.py``: its AI seats get the framework's random player in
    the worker; a completion the rules refuse is made again, checked, at the table."""
    store, core, sched, auto, clock = table
    auto.pool = Recorder()  # the real decide (a thread): the generic player for the toy game
    game = await store.create_game(guild_id=1, channel_id=13, kind="toy", host_id=ANA.id,
                                   host_name="Ana", host_colour="red", options={}, seed=3)
    await store.add_seat(game.id, 1, "🤖 Hard", ("red", "blue"), 2, kind=AI, level="hard")
    await store.start(game.id, TOY.new(2, 3), game.version)
    out = await core.act(game.id, 0, {"type": "end"}, actor=ANA, expected_version=1)
    assert out.ok and out.to_act == [1]
    await settle(sched)
    game = await store.get_game(game.id)
    assert 1 not in TOY.to_act(game.state)
    ai_rows = [r for r in await store.actions(game.id) if r.seat == 1]
    assert ai_rows and all(r.action["type"] != "resign" for r in ai_rows)
    assert auto.pool.given and auto.pool.given[0][1] == "hard"

    class Illegal:  # a completion out of bounds: the rules refuse it, the table fixes it
        async def decide(self, seen, level, seed):
            return {"type": "bid", "amount": -5}
    auto.pool = Illegal()
    state = {**TOY.new(2, 3), "phase": "bid"}
    fixed = await auto._generic(TOY_KIND, state, game, 1, "hard", "s")
    assert fixed is not None and fixed != {"type": "bid", "amount": -5}
    TOY.check(state, 1, fixed)


async def test_a_decision_waiting_behind_others_is_not_taken_for_a_runaway(monkeypatch):
    """Twenty AI seats at once queue in the workers: each decision's time limit counts its
    own thinking, not the wait; one that thinks too long still times out."""
    import time as clock_time

    from table import thinking

    def slow(seen, level, seed):
        clock_time.sleep(0.2 if level != "stuck" else 0.6)
        return {"type": "bid", "amount": 0}
    monkeypatch.setattr(thinking, "decide", slow)
    monkeypatch.setattr(thinking, "THINK_SECONDS", 0.35)
    pool = ThinkPool(workers=0)
    try:
        answers = await asyncio.gather(*(pool.decide(None, "hard", str(i))  # type: ignore[arg-type]
                                         for i in range(4)))
        assert answers == [{"type": "bid", "amount": 0}] * 4 and pool.pending == 0
        with pytest.raises(TimeoutError):
            await pool.decide(None, "stuck", "s")  # type: ignore[arg-type]
    finally:
        pool.shutdown()
