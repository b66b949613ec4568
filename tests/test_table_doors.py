"""Every change of a game through the core, with no Discord in sight (issue 24): opening a
table, seats, the start, cancelling, replacing a seat, the clock, resigning — each under the
game's lock, refused with the table's words when it cannot be done, the scheduler told."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from store import ACTIVE, AI, CANCELLED, CLOCK, LOBBY, Store
from table.core import TableCore
from table.kind import GameKind
from table.locks import LocalLocks
from table.members import Member
from table.outcome import (
    APPLIED,
    BUSY,
    CLOSED,
    DENIED,
    FULL,
    HOST,
    NO_GAME,
    NOT_RUNNING,
    NOT_SEATED,
    SEATED,
    STALE,
)
from table.scheduler import Scheduler
from table.words import MESSAGES
from tests.support.toy_game import ENGINE, ToyUI, render_board

KIND = GameKind(engine=ENGINE, ui=ToyUI(), render_board=render_board)
ANA, BO, CY, DI = (Member.person(i, n) for i, n in ((101, "Ana"), (202, "Bo"), (303, "Cy"),
                                                     (404, "Di")))


@pytest.fixture
async def core(tmp_path: Path):
    store = await Store.open(tmp_path / "t.db")
    core = TableCore(store, {"toy": KIND})
    told: list[tuple[int, str, int | None]] = []

    async def on_change(game, acted):
        told.append((game.id, game.status, acted))
    core.on_change = on_change
    core.told = told  # type: ignore[attr-defined]
    yield core
    await store.close()


async def open_table(core: TableCore, channel: int = 7, *members: Member) -> int:
    opened = await core.create(guild_id=1, channel_id=channel, kind="toy", host=ANA, options={})
    assert opened.ok and opened.game is not None
    for m in members:
        assert (await core.join(opened.game.id, m)).ok
    return opened.game.id


def words_exist(outcome) -> bool:
    key, _ = outcome.words
    return all(MESSAGES.has(key, code) for code in ("en", "sv", "cs", "fr", "pl"))


async def test_a_table_opens_once_per_channel_and_seats_fill_up(core):
    gid = await open_table(core, 7)
    busy = await core.create(guild_id=1, channel_id=7, kind="toy", host=BO, options={})
    assert busy.status == BUSY and busy.game.id == gid and words_exist(busy)
    assert (await core.create(guild_id=1, channel_id=8, kind="chess", host=BO,
                              options={})).status == NO_GAME
    joined = await core.join(gid, BO)
    assert joined.ok and joined.seat == 1 and joined.game.seats[1].held_by("person", BO.id)
    assert joined.game.seats[1].colour == KIND.seat_colours[1]
    again = await core.join(gid, BO)
    assert again.status == SEATED and words_exist(again)
    assert (await core.join(gid, CY)).ok
    full = await core.join(gid, DI)
    assert full.status == FULL and full.words == ("game-full", {"max": 3}) and words_exist(full)
    # The store holds no English sentence for any of it: the words are the table's.
    assert [s.name for s in (await core.store.get_game(gid)).seats] == ["Ana", "Bo", "Cy"]


async def test_leaving_a_lobby_and_who_may_not(core):
    gid = await open_table(core, 7, BO)
    host = await core.leave(gid, ANA)
    assert host.status == HOST and host.words[0] == "host-cannot-leave"
    outsider = await core.leave(gid, CY)
    assert outsider.status == NOT_SEATED and words_exist(outsider)
    left = await core.leave(gid, BO)
    assert left.ok and [s.name for s in left.game.seats] == ["Ana"]
    # An AI seat is a member like any other below the adapter.
    bot = Member(AI, 1, "Bot")
    assert (await core.join(gid, bot)).game.seats[1].kind == AI
    assert (await core.leave(gid, bot)).ok


async def test_only_the_host_starts_and_the_scheduler_hears_of_it_once(core):
    gid = await open_table(core, 7, BO)
    denied = await core.start(gid, by=BO)
    assert denied.status == DENIED and words_exist(denied)
    core.told.clear()
    started = await core.start(gid, by=ANA)
    assert started.ok and started.game.status == ACTIVE and started.to_act == [0]
    assert core.told == [(gid, ACTIVE, None)]
    # A started game takes no seats and starts no second time.
    assert (await core.join(gid, CY)).status == CLOSED
    assert (await core.start(gid, by=ANA)).status == STALE


async def test_cancelling_is_the_hosts_or_a_channel_managers(core):
    gid = await open_table(core, 7, BO)
    await core.start(gid, by=ANA)
    denied = await core.cancel(gid, by=BO)
    assert denied.status == DENIED and denied.words[0] == "only-host-cancels"
    core.told.clear()
    cancelled = await core.cancel(gid, by=CY, manager=True)
    assert cancelled.ok and cancelled.game.status == CANCELLED
    assert (await core.store.get_game(gid)).status == CANCELLED
    assert core.told == [(gid, CANCELLED, None)]
    gone = await core.cancel(gid, by=ANA)
    assert gone.status == CLOSED and gone.words[0] == "cancel-gone"
    # A lobby is cancelled the same way; it never had a state.
    lobby = await open_table(core, 8)
    closed = await core.cancel(lobby, by=ANA)
    assert closed.ok and closed.game.state is None


async def test_a_seat_changes_hands_on_the_word_of_the_host_a_manager_or_its_holder(core):
    gid = await open_table(core, 7, BO)
    await core.start(gid, by=ANA)
    denied = await core.replace(gid, 1, holder=BO, newcomer=DI, by=CY, old_name="Bo")
    assert denied.status == DENIED and words_exist(denied)
    own = await core.replace(gid, 1, holder=BO, newcomer=DI, by=BO, old_name="Bo")
    assert own.ok and own.game.seats[1].held_by("person", DI.id)
    # Chosen while Bo held it: Bo no longer does, so nothing changes.
    stale = await core.replace(gid, 1, holder=BO, newcomer=CY, by=ANA, old_name="Bo")
    assert stale.status == STALE and stale.words == ("replace-stale", {"name": "Bo"})
    seated = await core.replace(gid, 1, holder=DI, newcomer=ANA, by=ANA, old_name="Di")
    assert seated.status == SEATED and seated.words == ("replace-seated", {"name": "Ana"})
    lobby = await open_table(core, 8, BO)
    assert (await core.replace(lobby, 1, holder=BO, newcomer=DI, by=ANA)).status == NOT_RUNNING


async def test_the_clock_is_set_by_the_host_and_the_jobs_follow(tmp_path):
    store = await Store.open(tmp_path / "c.db")

    async def clocks():
        return [j.seat for j in await store.jobs(gid) if j.kind == CLOCK]
    try:
        core = TableCore(store, {"toy": KIND})
        core.on_change = Scheduler(store, {"toy": KIND}, default_every=0).on_change
        gid = await open_table(core, 7, BO)
        await core.start(gid, by=ANA)
        denied = await core.set_clock(gid, 3600.0, by=BO)
        assert denied.status == DENIED and words_exist(denied)
        assert (await store.get_game(gid)).clock is None and not await clocks()
        version = (await store.get_game(gid)).version
        clocked = await core.set_clock(gid, 3600.0, by=ANA)
        assert clocked.ok and clocked.game.clock == 3600.0
        assert await clocks() == [0]
        assert (await store.get_game(gid)).version == version  # menus drawn before stay good
        await core.set_clock(gid, None, by=BO, manager=True)
        assert not await clocks()
        # Cancelled, a game keeps no jobs.
        await core.set_clock(gid, 3600.0, by=ANA)
        await core.cancel(gid, by=ANA)
        assert not await store.jobs(gid)
    finally:
        await store.close()


async def test_resigning_goes_through_the_core_too(core):
    gid = await open_table(core, 7, BO, CY)
    await core.start(gid, by=ANA)
    assert (await core.resign(gid, actor=DI)).status == NOT_SEATED
    resigned = await core.resign(gid, actor=BO)
    assert resigned.ok and resigned.action == {"type": "resign"} and resigned.seat == 1
    game = await core.store.get_game(gid)
    assert game.state["players"][1]["out"]
    assert (await core.store.actions(gid))[-1].user_id == BO.id


async def test_one_games_changes_wait_for_each_other_and_locks_are_not_kept(core):
    gid = await open_table(core, 7, BO, CY)
    await core.start(gid, by=ANA)
    # Two clicks on one move at once: the lock lets one apply; the other finds it stale.
    first, second = await asyncio.gather(
        core.act(gid, 0, {"type": "end"}, actor=ANA, expected_version=1),
        core.act(gid, 0, {"type": "end"}, actor=ANA, expected_version=1))
    assert sorted([first.status, second.status]) == sorted([APPLIED, STALE])
    locks = LocalLocks()
    async with locks.lock(gid):
        assert locks.lock(gid).locked()
    assert not locks.lock(gid).locked()
    del first, second
    import gc

    gc.collect()
    assert len(locks._locks) == 0  # noqa: SLF001 - a lock nobody holds is not kept


async def test_what_a_lobby_shows_is_refused_before_the_lock_is_taken(core):
    gid = await open_table(core, 7)
    game = await core.store.get_game(gid)
    assert core.start_refusal(game, BO).status == DENIED
    few = core.start_refusal(game, ANA)
    assert few.words == ("too-few", {"min": 2, "n": 1}) and few.error.code == "too_few"
    assert game.status == LOBBY


def test_every_store_code_and_failure_has_the_tables_words_in_every_language():
    import store as S
    from table.words import STORE_WORDS, storage_words, store_words

    codes = {cls.code for cls in S.StoreError.__subclasses__()}
    assert codes == set(STORE_WORDS), codes ^ set(STORE_WORDS)
    for cls in S.StoreError.__subclasses__():
        key, _ = store_words(cls())
        assert all(MESSAGES.has(key, code) for code in ("en", "sv", "cs", "fr", "pl")), key
    for failure in S.FAILURES:
        assert all(MESSAGES.has(storage_words(failure), code)
                   for code in ("en", "sv", "cs", "fr", "pl")), failure
