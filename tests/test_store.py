"""The storage contract, run against every backend (SQLite on a real file, PostgreSQL on a
real server): lobby rules, racing writes, restarts, replay, settings, catch-up queries. Tests
that look inside an SQLite file (migrations, query plans) are SQLite's own; PostgreSQL's own
are in tests/test_postgres_store.py."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import random
import sqlite3
from urllib.parse import urlsplit

import pytest

from games.caravane import ENGINE
from games.registry import engines
from games.replay import replay
from store import (
    ACTIVE,
    AI,
    CLOCK,
    FINISHED,
    PERSON,
    REMIND,
    AlreadySeated,
    ChannelBusy,
    Finish,
    GameResult,
    Job,
    LobbyClosed,
    LobbyFull,
    NotSeated,
    Rating,
    SqliteStore,
    Standing,
    Storage,
    Store,
    StoreError,
    VersionConflict,
)
from store.base import PENDING_KEPT
from store.postgres import PostgresStore

# Every storage implementation: name → async opener of the store at a place (an SQLite
# file's folder, a PostgreSQL database's URL), opening the same database each time.
BACKENDS = {
    "sqlite": lambda where: SqliteStore.open(where / "db" / "test.db"),
    "postgres": lambda where: PostgresStore.open(where),
}

COLOURS = ("red", "blue", "orange", "green", "purple")
ENGINE_OF = engines()


async def open_lobby(store: Store, channel: int = 100, players: int = 3, guild: int = 1):
    game = await store.create_game(guild_id=guild, channel_id=channel, kind="caravane", host_id=10,
                                   host_name="Ána", host_colour="red", options={"variant": "standard"},
                                   seed=1234)
    for i in range(1, players):
        await store.add_seat(game.id, 10 + i, f"Player {i}", COLOURS, 5)
    return await store.get_game(game.id)


@pytest.fixture(params=[pytest.param(name, marks=[pytest.mark.postgres] if name == "postgres"
                                      else []) for name in sorted(BACKENDS)])
def place(request, tmp_path):
    """A fresh, empty database of the backend: (name, where its opener finds it)."""
    if request.param == "postgres":
        return request.param, request.getfixturevalue("postgres_dsn")
    return request.param, tmp_path


@pytest.fixture
async def store(place):
    name, where = place
    s = await BACKENDS[name](where)
    assert isinstance(s, Storage)
    yield s
    await s.close()


async def test_schema_is_migrated_in_a_real_wal_file(tmp_path):
    path = tmp_path / "x.db"
    s = await Store.open(path)
    assert await s.schema_version() == len(__import__("store").MIGRATIONS)
    await s.close()
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    tables = {r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"games", "seats", "actions"} <= tables
    raw.close()
    # Re-opening runs no migration twice.
    s = await Store.open(path)
    assert await s.schema_version() == len(__import__("store").MIGRATIONS)
    await s.close()


async def test_one_open_game_per_channel(store):
    game = await open_lobby(store)
    with pytest.raises(ChannelBusy):
        await store.create_game(guild_id=1, channel_id=100, kind="caravan", host_id=99,
                                host_name="x", host_colour="red", options={}, seed=1)
    other = await store.create_game(guild_id=1, channel_id=101, kind="caravan", host_id=99,
                                    host_name="x", host_colour="red", options={}, seed=1)
    assert other.id != game.id
    await store.set_status(game.id, "cancelled", game.version)
    again = await store.create_game(guild_id=1, channel_id=100, kind="caravan", host_id=99,
                                    host_name="x", host_colour="red", options={}, seed=1)
    assert again.status == "lobby"


async def test_seats_join_leave_and_limits(store):
    game = await open_lobby(store, players=3)
    assert [s.colour for s in game.seats] == ["red", "blue", "orange"]
    with pytest.raises(AlreadySeated):
        await store.add_seat(game.id, 11, "again", COLOURS, 5)
    await store.remove_seat(game.id, 11)
    game = await store.get_game(game.id)
    assert [(s.seat, s.user_id) for s in game.seats] == [(0, 10), (1, 12)]
    await store.add_seat(game.id, 13, "P3", COLOURS, 3)
    with pytest.raises(LobbyFull):
        await store.add_seat(game.id, 14, "P4", COLOURS, 3)
    game = await store.get_game(game.id)
    assert [s.colour for s in game.seats] == ["red", "orange", "blue"]


async def test_racing_applies_commit_once(store):
    game = await open_lobby(store)
    state = ENGINE.new(3, game.seed, game.options)
    await store.start(game.id, state, game.version)
    game = await store.get_game(game.id)
    new_state, _ = ENGINE.apply(state, 0, {"type": "bid", "amount": 3})

    async def attempt():
        return await store.commit_action(game.id, game.version, new_state, seat=0, user_id=10,
                                         action={"type": "bid", "amount": 3}, summary="bid")

    results = await asyncio.gather(*(attempt() for _ in range(5)), return_exceptions=True)
    assert sum(isinstance(r, int) for r in results) == 1
    assert sum(isinstance(r, VersionConflict) for r in results) == 4
    assert len(await store.actions(game.id)) == 1


async def test_restart_reload_and_replay_reproduces_state(place):
    name, where = place
    store = await BACKENDS[name](where)
    game = await open_lobby(store, players=4)
    state = ENGINE.new(4, game.seed, game.options)
    await store.start(game.id, state, game.version)
    game = await store.get_game(game.id)
    rng = random.Random(7)
    steps = 0
    while not ENGINE.is_over(state):
        seat = ENGINE.to_act(state)[0]
        choices = [a for a in ENGINE.legal_actions(state, seat) if a["type"] != "resign"]
        action = rng.choice(choices)
        if action.get("template"):  # a secret bid: the amount is the player's to choose
            action = {"type": action["type"], "amount": rng.randint(0, action["amount_max"])}
        state, _ = ENGINE.apply(state, seat, action)
        status = FINISHED if ENGINE.is_over(state) else ACTIVE
        version = await store.commit_action(game.id, game.version, state, seat=seat,
                                            user_id=game.seats[seat].user_id, action=action,
                                            summary="[]",
                                            status=status)
        game.version = version
        steps += 1
        if steps == 20:  # restart in the middle of the game
            await store.close()
            store = await BACKENDS[name](where)
            reloaded = await store.get_game(game.id)
            assert reloaded.state == json.loads(json.dumps(state))
            # Key for key in the order written: an engine iterating a dict must find it so.
            assert json.dumps(reloaded.state) == json.dumps(state)
            assert reloaded.version == game.version
    await store.close()

    store = await BACKENDS[name](where)
    final = await store.get_game(game.id)
    assert final.status == FINISHED and final.finished_at is not None
    log = await store.actions(game.id)
    assert [a.seq for a in log] == list(range(1, steps + 1))
    rebuilt = replay(ENGINE, len(final.seats), final.seed, final.options,
                     [(a.seat, a.action) for a in log])
    assert rebuilt == final.state
    recent = await store.actions(game.id, limit=3)
    assert [a.seq for a in recent] == [steps - 2, steps - 1, steps]
    await store.close()


async def test_writes_to_finished_game_are_refused(store):
    game = await open_lobby(store)
    state = ENGINE.new(3, game.seed, game.options)
    await store.start(game.id, state, game.version)
    await store.set_status(game.id, FINISHED, game.version + 1)
    with pytest.raises(VersionConflict):
        await store.commit_action(game.id, game.version + 2, state, seat=0, user_id=10,
                                  action={"type": "keep"}, summary="keep")


async def test_old_database_is_upgraded_in_place(tmp_path, monkeypatch):
    import store.sqlite as store_module

    path = tmp_path / "old.db"
    monkeypatch.setattr(store_module, "MIGRATIONS", store_module.MIGRATIONS[:1])
    old = await Store.open(path)
    assert await old.schema_version() == 1
    await old.close()
    monkeypatch.undo()
    raw = sqlite3.connect(path)  # a game saved by the old version of the bot
    raw.execute("INSERT INTO games (id, channel_id, kind, status, host_id, seed, created_at, "
                "updated_at) VALUES (7, 5, 'caravane', 'lobby', 10, 1, 0, 0)")
    raw.execute("INSERT INTO seats VALUES (7, 0, 10, 'Ána', 'red', 0)")
    raw.commit()
    raw.close()
    new = await Store.open(path)
    assert await new.schema_version() == len(store_module.MIGRATIONS)
    again = await new.get_game(7)
    assert again is not None and again.board_log == [] and again.seats[0].name == "Ána"
    await new.set_messages(7, board_log=["Ana placed a bid."])
    assert (await new.get_game(7)).board_log == ["Ana placed a bid."]
    await new.close()


async def test_jobs_are_claimed_once_and_follow_the_seats(store):
    game = await open_lobby(store)
    await store.start(game.id, ENGINE.new(3, game.seed, game.options), game.version)
    clock = Job(game.id, CLOCK, 1, since=100.0, due_at=200.0)
    remind = Job(game.id, REMIND, 2, since=100.0, due_at=150.0)
    await store.put_job(clock)
    await store.put_job(remind)
    assert await store.jobs(game.id) == [clock, remind]
    assert await store.next_due() == 150.0
    assert await store.due_jobs(149.0) == []
    assert await store.due_jobs(300.0) == [remind, clock]  # earliest first
    # Two rounds find the same due job: only the first claim wins.
    assert await store.claim_job(remind, due_at=250.0, done=False)
    assert not await store.claim_job(remind, due_at=250.0, done=False)
    assert await store.claim_job(clock, due_at=200.0, done=True)
    assert await store.due_jobs(300.0) == [Job(game.id, REMIND, 2, 100.0, 250.0, runs=1)]
    assert await store.next_due() == 250.0  # a done clock is no longer due
    # The jobs of a user's seats in running games (seat 1 is user 11).
    assert await store.user_jobs(11) == [Job(game.id, CLOCK, 1, 100.0, 200.0, 1, True)]
    await store.drop_jobs(game.id, [(REMIND, 2)])
    assert [j.kind for j in await store.jobs(game.id)] == [CLOCK]
    await store.drop_jobs(game.id)
    assert await store.jobs(game.id) == [] and await store.next_due() is None


async def test_a_claimed_run_keeps_its_nonce_until_it_is_recorded(store):
    """Claim (a lease and a nonce) → post → record: a crash between the claim and the record
    leaves the job due again with its nonce, so its message is posted after all — once."""
    game = await open_lobby(store)
    await store.start(game.id, ENGINE.new(3, game.seed, game.options), game.version)
    clock = Job(game.id, CLOCK, 1, since=100.0, due_at=200.0)
    await store.put_job(clock)
    assert await store.claim_job(clock, due_at=260.0, done=False, nonce="n1")
    claimed = Job(game.id, CLOCK, 1, 100.0, 260.0, runs=1, nonce="n1")
    assert await store.jobs(game.id) == [claimed]
    # Not recorded (the process died): due again once the lease is over, nonce and all.
    assert await store.due_jobs(250.0) == []
    assert await store.due_jobs(300.0) == [claimed]
    assert not await store.claim_job(clock, due_at=320.0, done=False, nonce="n2")  # as read
    assert await store.claim_job(claimed, due_at=320.0, done=False, nonce="n1")
    again = Job(game.id, CLOCK, 1, 100.0, 320.0, runs=2, nonce="n1")
    # Recorded: done, never due again.
    assert await store.claim_job(again, due_at=200.0, done=True, ran=False, nonce="n1")
    assert await store.jobs(game.id) == [Job(game.id, CLOCK, 1, 100.0, 200.0, 2, True, "n1")]
    assert await store.due_jobs(10_000.0) == [] and await store.next_due() is None
    # A new wait (put_job) starts with no nonce.
    await store.put_job(Job(game.id, CLOCK, 1, since=400.0, due_at=500.0))
    assert (await store.jobs(game.id))[0].nonce is None


async def test_an_opening_is_kept_until_its_lobby_is_up(store):
    assert await store.openings() == []
    first = await store.opening_started(1, 50, 500)
    second = await store.opening_started(None, 60, 600)
    await store.opening_thread(first, 501)
    found = await store.openings()
    assert [(o.id, o.guild_id, o.channel_id, o.message_id, o.thread_id) for o in found] == [
        (first, 1, 50, 500, 501), (second, None, 60, 600, None)]
    await store.opening_done(first)
    assert [o.id for o in await store.openings()] == [second]


async def test_a_seat_is_handed_over_with_a_new_version(store):
    game = await open_lobby(store)
    await store.start(game.id, ENGINE.new(3, game.seed, game.options), game.version)
    game = await store.get_game(game.id)
    with pytest.raises(AlreadySeated):
        await store.replace_seat(game.id, game.version, seat=1, holder_id=12, name="x")
    version = await store.replace_seat(game.id, game.version, seat=1, holder_id=77, name="Zoë",
                                       pending={"new": False, "notes": [["replaced", {}]]})
    after = await store.get_game(game.id)
    assert version == after.version == game.version + 1
    assert (after.seats[1].user_id, after.seats[1].name, after.seats[1].colour) == (
        77, "Zoë", game.seats[1].colour)
    assert after.state == game.state and after.board_pending[-1]["v"] == version
    with pytest.raises(VersionConflict):
        await store.replace_seat(game.id, game.version, seat=1, holder_id=78, name="late")
    await store.set_clock(game.id, 7200.0)
    assert (await store.get_game(game.id)).clock == 7200.0

async def test_settings_per_server_and_per_player(store):
    assert await store.guild_settings(1) == {}
    await store.set_guild_setting(1, "language", "pl")
    await store.set_guild_setting(1, "language", "cs")  # replaced, not duplicated
    await store.set_guild_setting(2, "language", "sv")
    await store.set_player_setting(7, "language", "fr")
    assert await store.guild_settings(1) == {"language": "cs"}
    assert await store.guild_settings(2) == {"language": "sv"}
    assert await store.player_settings(7) == {"language": "fr"}
    await store.set_player_setting(7, "language", None)
    assert await store.player_settings(7) == {}


async def test_games_behind_their_board_are_found_without_the_rest(store):
    posted = await open_lobby(store, channel=300)
    await store.start(posted.id, ENGINE.new(3, 1), posted.version)
    await store.set_messages(posted.id, board_message_id=5, board_version=posted.version + 1)
    lagging = await open_lobby(store, channel=301)
    await store.start(lagging.id, ENGINE.new(3, 1), lagging.version)
    lobby = await open_lobby(store, channel=302)
    behind = await store.games_behind_board()
    assert [g.id for g in behind] == [lagging.id]
    assert lobby.id not in [g.id for g in behind]


async def test_the_catch_up_query_uses_its_index(tmp_path):
    s = await Store.open(tmp_path / "plan.db")
    await s.close()
    with sqlite3.connect(tmp_path / "plan.db") as raw:
        plan = " ".join(str(r) for r in raw.execute(
            "EXPLAIN QUERY PLAN SELECT id FROM games INDEXED BY games_board_behind "
            "WHERE status IN ('active', 'finished') AND board_version < version ORDER BY id"))
    assert "games_board_behind" in plan, plan


# -- the contract in engine-free terms: storage keeps whatever JSON state it is given ---------


async def started(store: Storage, channel: int) -> int:
    """A running 3-seat game with state {"n": 0} at version 1; returns its id."""
    game = await open_lobby(store, channel=channel)
    await store.start(game.id, {"n": 0}, game.version)
    return game.id


async def test_a_stale_version_is_refused_and_writes_nothing(store):
    gid = await started(store, 400)
    assert await store.commit_action(gid, 1, {"n": 1}, seat=0, user_id=10,
                                     action={"type": "a"}, summary="a") == 2
    before = await store.get_game(gid)
    for stale in (0, 1, 3):
        with pytest.raises(VersionConflict):
            await store.commit_action(gid, stale, {"n": 99}, seat=1, user_id=11,
                                      action={"type": "late"}, summary="late")
        with pytest.raises(VersionConflict):
            await store.set_status(gid, FINISHED, stale)
    after = await store.get_game(gid)
    assert (after.state, after.version, after.status) == ({"n": 1}, 2, ACTIVE)
    assert after.updated_at == before.updated_at
    assert [a.action for a in await store.actions(gid)] == [{"type": "a"}]
    # A lobby cannot take moves, and a start needs the lobby's own version.
    lobby = await open_lobby(store, channel=401)
    with pytest.raises(VersionConflict):
        await store.commit_action(lobby.id, lobby.version, {"n": 1}, seat=0, user_id=10,
                                  action={"type": "a"}, summary="a")
    with pytest.raises(VersionConflict):
        await store.start(lobby.id, {"n": 0}, lobby.version + 1)
    assert (await store.get_game(lobby.id)).status == "lobby"


async def test_the_action_log_keeps_each_games_order(store):
    first, second = await started(store, 410), await started(store, 411)
    versions = {first: 1, second: 1}
    for i in range(6):  # interleaved: each game numbers its own log from 1
        gid = first if i % 2 == 0 else second
        versions[gid] = await store.commit_action(
            gid, versions[gid], {"n": i}, seat=i % 3, user_id=10 + i % 3,
            action={"type": "step", "i": i, "word": "café"}, summary=f"step {i}")
    log = await store.actions(first)
    assert [(a.seq, a.seat, a.user_id, a.action["i"], a.summary) for a in log] == [
        (1, 0, 10, 0, "step 0"), (2, 2, 12, 2, "step 2"), (3, 1, 11, 4, "step 4")]
    assert log[0].action == {"type": "step", "i": 0, "word": "café"}
    assert [a.created_at for a in log] == sorted(a.created_at for a in log)
    assert [a.action["i"] for a in await store.actions(second)] == [1, 3, 5]
    assert [a.seq for a in await store.actions(second, limit=2)] == [2, 3]
    assert [a.seq for a in await store.actions(second, limit=10)] == [1, 2, 3]
    assert await store.actions(999) == []


async def test_actions_since_cuts_what_each_seat_has_not_seen(store):
    gid = await started(store, 415)
    seats = [0, 1, 2, 0, 1, 2, 2, 1]  # seq 1..8
    version = 1
    for seq, seat in enumerate(seats, 1):
        version = await store.commit_action(gid, version, {"n": seq}, seat=seat,
                                            user_id=10 + seat, action={"type": "s", "i": seq},
                                            summary=f"[{seq}]")

    async def since(readers, within=200):
        return [a.seq for a in await store.actions_since(gid, readers, within)]

    assert await since([0]) == [5, 6, 7, 8]          # seat 0 last moved at 4
    assert await since([1]) == []                    # seat 1 made the last move
    assert await since([0, 2]) == [5, 6, 7, 8]       # the earliest of the two: seat 0's
    assert await since([2, 1]) == [8]
    assert await since([5]) == list(range(1, 9))     # never moved: everything
    assert await since([0], within=3) == [6, 7, 8]   # seat 0 is out of the window
    assert await since([2], within=3) == [8]
    assert await since([]) == []
    # The same answer as cutting the whole log by hand, for every pair of readers.
    log = await store.actions(gid)
    for readers in ([0, 1], [1, 2], [0, 1, 2], [2]):
        last = min(max((a.seq for a in log if a.seat == s), default=0) for s in readers)
        assert await since(readers) == [a.seq for a in log if a.seq > last]
        assert [a.action["i"] for a in await store.actions_since(gid, readers, 200)] == \
            await since(readers)


async def test_closed_lobbies_take_no_seats(store):
    gid = await started(store, 420)
    with pytest.raises(LobbyClosed):
        await store.add_seat(gid, 50, "Late", COLOURS, 5)
    with pytest.raises(LobbyClosed):
        await store.remove_seat(gid, 11)
    lobby = await open_lobby(store, channel=421, players=2)
    with pytest.raises(NotSeated):
        await store.remove_seat(lobby.id, 50)
    assert [s.user_id for s in (await store.get_game(gid)).seats] == [10, 11, 12]


async def test_games_behind_board_follow_the_board(store):
    running = await started(store, 430)
    done = await started(store, 431)
    await store.commit_action(done, 1, {"n": 1}, seat=0, user_id=10, action={"type": "win"},
                              summary="win", status=FINISHED)
    dropped = await started(store, 432)
    await store.set_status(dropped, "cancelled", 1)
    assert [g.id for g in await store.games_behind_board()] == [running, done]
    # Posting the board takes a game off the list; the next move puts it back.
    await store.set_messages(running, board_message_id=1, board_version=1)
    await store.set_messages(done, board_message_id=2, board_version=2)
    assert await store.games_behind_board() == []
    await store.commit_action(running, 1, {"n": 1}, seat=0, user_id=10, action={"type": "a"},
                              summary="a")
    behind = await store.games_behind_board()
    assert [(g.id, g.version, g.board_version) for g in behind] == [(running, 2, 1)]
    assert [s.user_id for s in behind[0].seats] == [10, 11, 12]
    assert await store.count_behind_board() == 1


async def test_the_latest_game_of_a_channel_is_its_open_one_else_its_newest(store):
    assert await store.latest_game(440) is None
    first = await started(store, 440)
    await store.commit_action(first, 1, {"n": 1}, seat=0, user_id=10, action={"type": "win"},
                              summary="win", status=FINISHED)
    await started(store, 441)  # another channel's game is never the answer
    assert (await store.latest_game(440)).id == first
    second = await started(store, 440)
    assert (await store.latest_game(440)).id == second
    assert (await store.latest_game(440, kind="caravan")) is None
    await store.set_status(second, "cancelled", 1)
    assert (await store.latest_game(440)).id == second  # the newest, whatever its end
    lobby = await open_lobby(store, channel=440)
    assert (await store.latest_game(440)).id == lobby.id


async def test_an_open_game_is_the_latest_even_when_a_newer_one_finished(tmp_path):
    s = await Store.open(tmp_path / "t.db")
    running = await started(s, 450)
    done = await started(s, 451)
    await s.commit_action(done, 1, {"n": 1}, seat=0, user_id=10, action={"type": "win"},
                          summary="win", status=FINISHED)
    await s.close()
    with sqlite3.connect(tmp_path / "t.db") as raw:  # a newer finished game in its channel
        raw.execute("UPDATE games SET channel_id = 450 WHERE id = ?", (done,))
    s = await Store.open(tmp_path / "t.db")
    assert (await s.latest_game(450)).id == running
    await s.close()


async def test_the_latest_game_is_found_by_index_not_by_a_scan(tmp_path):
    s = await Store.open(tmp_path / "plan.db")
    for channel in range(5):
        await started(s, 460 + channel)
    await s.close()
    with sqlite3.connect(tmp_path / "plan.db") as raw:
        plan = " ".join(str(r) for r in raw.execute(
            "EXPLAIN QUERY PLAN SELECT id FROM games WHERE channel_id = 1 ORDER BY id DESC "
            "LIMIT 1"))
    assert "games_channel" in plan and "SCAN games" not in plan, plan


async def test_reads_are_not_held_up_by_a_write_waiting_for_another_process(tmp_path):
    """Another process holds the write lock (a backup, a second bot): a write of ours waits
    for it, but reads — the ones made before an interaction is answered — go on at once."""
    path = tmp_path / "locked.db"
    s = await Store.open(path)
    try:
        gid = await started(s, 470)
        blocker = sqlite3.connect(path, timeout=1, isolation_level=None)
        blocker.execute("BEGIN EXCLUSIVE")
        try:
            writing = asyncio.create_task(s.set_player_setting(1, "language", "fr"))
            await asyncio.sleep(0.2)  # the write now waits for the lock, holding ours
            assert not writing.done()
            started_at = asyncio.get_running_loop().time()
            game = await asyncio.wait_for(s.get_game(gid), 2.0)
            assert game is not None and game.version == 1
            assert await asyncio.wait_for(s.player_settings(1), 2.0) == {}
            assert asyncio.get_running_loop().time() - started_at < 1.0
        finally:
            blocker.execute("ROLLBACK")
            blocker.close()
        await asyncio.wait_for(writing, 10)
        assert await s.player_settings(1) == {"language": "fr"}
    finally:
        await s.close()


async def test_settings_keep_servers_and_players_apart(store):
    await store.set_guild_setting(7, "language", "de")
    await store.set_guild_setting(7, "remind_after_hours", "12")
    await store.set_player_setting(7, "language", "ελληνικά")
    assert await store.guild_settings(7) == {"language": "de", "remind_after_hours": "12"}
    assert await store.player_settings(7) == {"language": "ελληνικά"}
    await store.set_guild_setting(7, "never_set", None)  # forgetting nothing is harmless
    await store.set_guild_setting(7, "language", None)
    assert await store.guild_settings(7) == {"remind_after_hours": "12"}
    assert await store.player_settings(7) == {"language": "ελληνικά"}
    assert await store.player_settings(8) == {}


async def test_settings_survive_a_restart(place):
    name, where = place
    s = await BACKENDS[name](where)
    await s.set_guild_setting(1, "language", "fr")
    await s.set_player_setting(2, "reminders", "off")
    await s.close()
    s = await BACKENDS[name](where)
    assert await s.guild_settings(1) == {"language": "fr"}
    assert await s.player_settings(2) == {"reminders": "off"}
    await s.close()


async def test_a_database_of_the_previous_release_gains_settings_and_catch_up(tmp_path,
                                                                              monkeypatch):
    import store.sqlite as sqlite_module

    path = tmp_path / "v3.db"
    monkeypatch.setattr(sqlite_module, "MIGRATIONS", sqlite_module.MIGRATIONS[:3])
    old = await Store.open(path)
    assert await old.schema_version() == 3
    await old.close()
    monkeypatch.undo()
    raw = sqlite3.connect(path)  # a crash left game 1's board behind; game 2 is up to date
    for gid, status, version, board in ((1, "active", 5, 4), (2, "finished", 9, 9)):
        raw.execute("INSERT INTO games (id, channel_id, kind, status, host_id, seed, version, "
                    "board_version, created_at, updated_at) VALUES (?, ?, 'caravane', ?, 10, 1, "
                    "?, ?, 0, 0)", (gid, 100 + gid, status, version, board))
    raw.commit()
    raw.close()
    new = await Store.open(path)
    assert await new.schema_version() == len(sqlite_module.MIGRATIONS)
    assert [(g.id, g.version, g.board_version) for g in await new.games_behind_board()] == [
        (1, 5, 4)]
    await new.set_guild_setting(1, "language", "en")
    assert await new.guild_settings(1) == {"language": "en"}
    await new.close()


# -- results and ratings, kept as games finish (issue 27) --------------------------------------
def plus_one(result: GameResult, current) -> list[Rating]:
    """A stand-in for the table's arithmetic: +1 mu per game played, +1 won per win."""
    out = []
    for s in result.standings:
        old = current.get(s.holder) or Rating(result.kind, s.holder_kind, s.holder_id, s.name,
                                              0, 0, 0.0, 0, 0.0, 1.0, (), result.seq)
        out.append(Rating(old.kind, old.holder_kind, old.holder_id, s.name, old.played + 1,
                          old.won + s.won, old.score_total + (s.score or 0),
                          old.scored + (s.score is not None), old.mu + 1 + s.won, old.sigma,
                          (*old.trend, old.mu + 1 + s.won), old.since))
    return out


def finish_of(game, winners=(0,), rated=True, rate=plus_one) -> Finish:
    return Finish(GameResult(game.id, game.guild_id, game.kind, tuple(
        Standing(st.seat, st.kind, st.holder_id, st.name, 1 if st.seat in winners else 2,
                 st.seat in winners, float(st.seat)) for st in game.seats), rated=rated), rate)


async def finish_game(store: Storage, channel: int, guild: int | None = 1, **kw) -> int:
    game = await open_lobby(store, channel=channel, guild=guild)
    await store.start(game.id, {"n": 0}, game.version)
    game = await store.get_game(game.id)
    await store.commit_action(game.id, game.version, {"n": 1}, seat=0, user_id=10,
                              action={"type": "win"}, summary="win", status=FINISHED,
                              finish=finish_of(game, **kw))
    return game.id


async def test_a_finishing_move_keeps_its_result_and_ratings(store):
    first = await finish_game(store, 800)
    await finish_game(store, 801, winners=(2,))
    await finish_game(store, 802, guild=2)
    await finish_game(store, 803, rated=False)  # e.g. an AI seat: kept, rated for nobody
    board = await store.ratings(1, "caravane", 10)
    # Ána (10) and Player 2 (12) won one each: equal, so by name ("P" sorts before "Á").
    assert [(r.holder_id, r.played, r.won, r.mu) for r in board] == [
        (12, 2, 1, 3.0), (10, 2, 1, 3.0), (11, 2, 0, 2.0)]
    assert board[1].trend == (2.0, 3.0) and board[0].trend == (1.0, 3.0)
    assert board[0].score_total == 4.0 and board[0].scored == 2
    assert [r.holder_id for r in await store.ratings(1, "caravane", 2)] == [12, 10]
    assert await store.rated_games(1) == {"caravane": 2}
    assert await store.rated_games(2) == {"caravane": 1}
    assert await store.rated_games(None) == {}
    placed = await store.placed_ratings(1, PERSON, 11)
    assert [(p.rating.kind, p.place, p.of) for p in placed] == [("caravane", 3, 3)]
    assert [p.place for p in await store.placed_ratings(1, PERSON, 10)] == [2]
    assert await store.placed_ratings(1, PERSON, 99) == []
    results = await store.results()
    assert [r.game_id for r in results][0] == first and len(results) == 4
    assert [r.seq for r in results] == sorted(r.seq for r in results)
    assert results[3].rated is False and results[0].read and results[0].finished_at > 0
    assert [s.holder for s in results[0].standings] == [(PERSON, 10), (PERSON, 11), (PERSON, 12)]
    assert [r.game_id for r in await store.results(after=results[1].seq, limit=1)] == [
        results[2].game_id]
    assert not await store.ratings_stale()


async def test_equal_records_are_placed_by_name_then_by_who_came_first(store):
    def tie(result, current):  # everyone ends equal; two share a name, one came later
        return [Rating(result.kind, s.holder_kind, s.holder_id, "Same" if s.seat else s.name,
                       1, 1, 0.0, 0, 5.0, 1.0, (), result.seq + (s.seat == 1))
                for s in result.standings]
    await finish_game(store, 810, rate=tie)
    board = await store.ratings(1, "caravane", 10)
    assert [(r.name, r.holder_id) for r in board] == [("Same", 12), ("Same", 11), ("Ána", 10)]
    assert [(p.place, p.of) for p in await store.placed_ratings(1, PERSON, 11)] == [(2, 3)]
    assert [(p.place, p.of) for p in await store.placed_ratings(1, PERSON, 10)] == [(3, 3)]


async def test_the_board_orders_by_the_skill_as_shown_then_by_wins(store):
    """/stats shows skill to one decimal: two players it shows alike are ordered by wins, not
    by the hair of rating the reader cannot see; a finishing move keeps that order too."""
    def close(result, current):  # mu − 3σ: Ána 1.04, Bo 0.96 with more wins, Player 2 0.9
        wins = {10: 1, 11: 2, 12: 5}
        ratings = {10: 1.04, 11: 0.96, 12: 0.9}
        return [Rating(result.kind, s.holder_kind, s.holder_id, s.name, 3, wins[s.holder_id],
                       0.0, 0, ratings[s.holder_id] + 3.0, 1.0, (), result.seq)
                for s in result.standings]
    await finish_game(store, 815, rate=close)
    board = await store.ratings(1, "caravane", 10)
    assert [(r.holder_id, r.skill) for r in board] == [(11, 1.0), (10, 1.0), (12, 0.9)]
    assert [p.place for p in await store.placed_ratings(1, PERSON, 11)] == [1]
    assert [p.place for p in await store.placed_ratings(1, PERSON, 10)] == [2]
    # A rebuild writes the same order.
    assert await store.replace_ratings({1: board}, {(1, "caravane"): 1},
                                       through=(await store.results())[-1].seq)
    assert [r.holder_id for r in await store.ratings(1, "caravane", 2)] == [11, 10]


async def test_a_finishing_move_and_its_ratings_are_one_transaction(store):
    game = await open_lobby(store, channel=820)
    await store.start(game.id, {"n": 0}, game.version)
    game = await store.get_game(game.id)

    def broken(result, current):
        raise RuntimeError("the arithmetic failed")
    with pytest.raises(RuntimeError):
        await store.commit_action(game.id, game.version, {"n": 1}, seat=0, user_id=10,
                                  action={"type": "win"}, summary="win", status=FINISHED,
                                  finish=finish_of(game, rate=broken))
    again = await store.get_game(game.id)
    assert (again.status, again.version, again.state) == (ACTIVE, game.version, {"n": 0})
    assert await store.actions(game.id) == [] and await store.results() == []


async def test_ratings_are_replaced_only_when_no_newer_result_came(store):
    await finish_game(store, 830)
    through = (await store.results())[-1].seq
    mine = Rating("caravane", PERSON, 50, "New", 9, 9, 0.0, 0, 9.0, 1.0, (9.0,), 1)
    assert await store.replace_ratings({1: [mine]}, {(1, "caravane"): 9}, through=through)
    assert await store.ratings(1, "caravane", 10) == [mine]
    assert await store.rated_games(1) == {"caravane": 9}
    await finish_game(store, 831)  # a game finished meanwhile: the rebuild must take it in
    assert not await store.replace_ratings({}, {}, through=through)
    assert await store.ratings(1, "caravane", 10) != []


async def test_an_older_databases_finished_games_wait_to_be_read_in_finishing_order(
        tmp_path, monkeypatch):
    import store.sqlite as sqlite_module

    path = tmp_path / "v12.db"
    monkeypatch.setattr(sqlite_module, "MIGRATIONS", sqlite_module.MIGRATIONS[:12])  # before 13: results kept
    monkeypatch.setattr(sqlite_module, "_GAME_COLUMNS",  # that version read no packed games
                        sqlite_module._GAME_COLUMNS.replace(sqlite_module._ARCHIVED, "NULL AS archived, "))
    old = await Store.open(path)
    games = [await started(old, 840 + i) for i in range(3)]
    for gid in (games[2], games[0]):  # the third finishes first
        await old.commit_action(gid, 1, {"n": 1}, seat=0, user_id=10, action={"type": "w"},
                                summary="w", status=FINISHED)
        await asyncio.sleep(0.01)
    await old.close()
    monkeypatch.undo()
    new = await Store.open(path)
    try:
        assert await new.ratings_stale()
        assert await new.unread_results() == [games[2], games[0]]
        assert [r.read for r in await new.results()] == [False, False]
        game = await new.get_game(games[2])
        await new.set_results([finish_of(game).result])
        assert await new.unread_results() == [games[0]]
        (first, second) = await new.results()
        assert (first.game_id, first.read, len(first.standings)) == (games[2], True, 3)
        assert not second.read and second.standings == ()
        # A rebuild before every result is read keeps the flag; after, it clears it.
        assert await new.replace_ratings({}, {}, through=second.seq)
        assert await new.ratings_stale()
        await new.set_results([finish_of(await new.get_game(games[0]), rated=False).result])
        assert await new.replace_ratings({}, {}, through=second.seq)
        assert not await new.ratings_stale()
    finally:
        await new.close()


async def test_spectators_follow_and_leave_a_game(store):
    game = await open_lobby(store)
    await store.set_watching(game.id, 77, True)
    await store.set_watching(game.id, 78, True)
    await store.set_watching(game.id, 77, True)  # twice is once
    assert await store.watchers(game.id) == [77, 78]
    await store.set_watching(game.id, 77, False)
    assert await store.watchers(game.id) == [78]
    other = await open_lobby(store, channel=101)
    assert await store.watchers(other.id) == []


async def test_owed_boards_pile_up_in_order_and_fold_after_a_long_outage(store):
    gid = await started(store, 440)
    version = 1
    for n in range(PENDING_KEPT + 6):  # no board gets published meanwhile
        version = await store.commit_action(
            gid, version, {"n": n + 1}, seat=n % 3, user_id=10 + n % 3, action={"type": "a"},
            summary="a", pending={"new": n == 2, "events": [{"n": n}], "ping": [n % 3]})
    owed = (await store.get_game(gid)).board_pending
    assert len(owed) == PENDING_KEPT
    # The oldest folded into one: the newest version among them, a new message owed since
    # one of them owed it, everyone any of them pinged; the rest kept whole, in order.
    folded, kept = owed[0], owed[1:]
    assert folded == {"v": 8, "new": True, "ping": [0, 1, 2]}
    assert [e["events"][0]["n"] for e in kept] == list(range(7, PENDING_KEPT + 6))
    assert [e["v"] for e in kept] == list(range(9, PENDING_KEPT + 8))
    # Publishing version v clears what it showed and keeps what came after it.
    await store.board_published(gid, version=20, message_id=5, board_log=["x"])
    game = await store.get_game(gid)
    assert [e["v"] for e in game.board_pending] == list(range(21, PENDING_KEPT + 8))
    assert (game.board_message_id, game.board_version, game.board_log) == (5, 20, ["x"])


def test_folding_owed_boards_never_changes_who_is_pinged():
    """A fold keeps whom the boards owe a ping as the publisher reads the entries one by one:
    a seat that moved after an entry pinged it is owed nothing by that entry, however long
    the outage that folded them."""
    from cogs.table.board import owed_pings
    from store.base import fold_pending

    # Seat 0's offer makes seats 1 and 2 wait; seat 1 answers at once; then moves nobody
    # clicked (forced, or the clock's) pile up while no board can be posted.
    entries = [{"v": 2, "new": True, "by": 0, "ping": [1, 2]},
               {"v": 3, "new": False, "by": 1, "ping": []},
               *({"v": v, "new": False, "by": None, "ping": []}
                 for v in range(4, 4 + PENDING_KEPT))]
    folded = fold_pending(entries)
    assert len(folded) == PENDING_KEPT and folded[0]["new"]
    assert owed_pings(folded, [1, 2]) == owed_pings(entries, [1, 2]) == [2]


async def test_a_read_never_sees_a_move_half_written(store):
    # Reads share the writer's connection: one made between a move's statements would see
    # its new version without the board it owes (a board published as "the bot restarted").
    game = await open_lobby(store)
    state = ENGINE.new(3, game.seed, game.options)
    await store.start(game.id, state, game.version)
    game = await store.get_game(game.id)
    seen: list[tuple[int, list[int]]] = []
    done = asyncio.Event()

    readers: set[int] = set()

    async def reader(n: int) -> None:
        while not done.is_set():
            g = await store.get_game(game.id)
            seen.append((g.version, [int(e["v"]) for e in g.board_pending]))
            readers.add(n)

    async def mover() -> None:
        version, current = game.version, state
        while len(readers) < 4:  # every reader under way (a pooled backend connects first)
            await asyncio.sleep(0.001)
        for _ in range(5):
            seat = ENGINE.to_act(current)[0]
            action = {"type": "bid", "amount": 0}
            current, _ = ENGINE.apply(current, seat, action)
            version = await store.commit_action(game.id, version, current, seat=seat,
                                                user_id=10 + seat, action=action, summary="bid",
                                                pending={"new": False, "events": []})
            await asyncio.sleep(0)
        done.set()

    await asyncio.gather(mover(), *(reader(n) for n in range(4)))
    assert len(seen) > 5
    for version, owed in seen:  # every move after the start owes its board
        assert owed == list(range(game.version + 1, version + 1)), (version, owed)


async def test_games_are_counted_by_status_without_reading_them(store):
    """The heartbeat's count (every 30 s): one COUNT, the same number a scan gives."""
    games = []
    for channel in range(200, 206):
        games.append(await open_lobby(store, channel=channel, players=2))
    for game in games[:4]:
        state = ENGINE.new(2, game.seed, game.options)
        await store.start(game.id, state, game.version)
    await store.set_status(games[0].id, FINISHED, games[0].version + 1)
    assert await store.count_games(ACTIVE) == 3 == len(await store.games_with_status(ACTIVE))
    assert await store.count_games("lobby") == 2
    assert await store.count_games(ACTIVE, FINISHED, "lobby") == 6
    assert await store.count_games("cancelled") == 0


async def test_the_active_count_uses_the_status_index(tmp_path):
    s = await SqliteStore.open(tmp_path / "c.db")
    await s.close()
    raw = sqlite3.connect(tmp_path / "c.db")
    plan = " ".join(str(r) for r in raw.execute(
        "EXPLAIN QUERY PLAN SELECT COUNT(*) FROM games WHERE status IN ('active')"))
    assert "games_status" in plan, plan


# -- seats held by members; failures by code (issue 24) ---------------------------------------
async def test_a_seat_is_held_by_a_person_or_the_tables_ai_by_kind_and_id(store):
    game = await open_lobby(store, players=2)
    assert [(s.kind, s.holder_id) for s in game.seats] == [(PERSON, 10), (PERSON, 11)]
    # The AI's id may equal a person's: kind and id together name the holder.
    ai = await store.add_seat(game.id, 11, "Bot", COLOURS, 5, kind=AI)
    game = await store.get_game(game.id)
    assert (ai.seat, ai.kind) == (2, AI) and game.seats[2] == ai
    assert game.seats[2].user_id is None and game.seats[1].user_id == 11
    assert game.seat_of(11) == 1 and game.seat_held(AI, 11) == 2
    with pytest.raises(AlreadySeated):
        await store.add_seat(game.id, 11, "Bot again", COLOURS, 5, kind=AI)
    with pytest.raises(NotSeated):
        await store.remove_seat(game.id, 12, kind=AI)
    await store.remove_seat(game.id, 11, kind=AI)
    assert [s.kind for s in (await store.get_game(game.id)).seats] == [PERSON, PERSON]
    await store.add_seat(game.id, 5, "Bot", COLOURS, 5, kind=AI)
    await store.start(game.id, ENGINE.new(3, game.seed, game.options), game.version)
    game = await store.get_game(game.id)
    # A seat changes hands between kinds, its history staying with it.
    await store.replace_seat(game.id, game.version, seat=2, holder_id=77, name="Zoë")
    assert (await store.get_game(game.id)).seats[2].held_by(PERSON, 77)


async def test_store_errors_carry_codes_not_sentences(store):
    game = await open_lobby(store, players=3)
    with pytest.raises(LobbyFull) as full:
        await store.add_seat(game.id, 14, "P4", COLOURS, 3)
    assert full.value.code == "lobby_full" and full.value.params == {"max": 3}
    with pytest.raises(ChannelBusy) as busy:
        await store.create_game(guild_id=1, channel_id=100, kind="caravan", host_id=99,
                                host_name="x", host_colour="red", options={}, seed=1)
    with pytest.raises(VersionConflict) as stale:
        await store.start(game.id, ENGINE.new(3, game.seed, game.options), game.version + 1)
    codes = {full.value.code, busy.value.code, stale.value.code}
    assert codes == {"lobby_full", "channel_busy", "version_conflict"}
    assert all(isinstance(e.value, StoreError) for e in (full, busy, stale))


async def test_the_backend_classifies_its_own_failures(store, place, tmp_path, request):
    from store import FAILURES

    name, where = place
    if name == "sqlite":  # a real full disk: a database that may not grow
        db = sqlite3.connect(tmp_path / "full.db")
        db.execute("CREATE TABLE t (x BLOB)")
        db.execute("PRAGMA max_page_count = 8")
        with pytest.raises(sqlite3.OperationalError) as failed:
            for _ in range(100):
                db.execute("INSERT INTO t VALUES (zeroblob(4000))")
        assert store.classify_failure(failed.value) == "full" and "full" in FAILURES
        assert store.classify_failure(OSError(28, "No space left on device")) == "full"
    else:  # a real read-only database (as a standby is): the write fails, classified
        game = await open_lobby(store)
        server = request.getfixturevalue("postgres_server")
        database = urlsplit(where).path.lstrip("/")
        server.sql(f'ALTER DATABASE "{database}" SET default_transaction_read_only = on')
        readonly = await BACKENDS[name](where)
        try:
            with pytest.raises(Exception) as failed:
                await readonly.set_clock(game.id, 60.0)
            assert readonly.classify_failure(failed.value) == "readonly" and "readonly" in FAILURES
        finally:
            await readonly.close()
    assert store.classify_failure(ValueError("full")) is None
    # A connection reset not known to be the database's (Discord's, say) is not its failure.
    assert store.classify_failure(ConnectionResetError(104, "reset")) is None


async def test_seats_of_an_older_database_are_kept_as_people(tmp_path, monkeypatch):
    import store.sqlite as sqlite_module

    path = tmp_path / "v9.db"
    monkeypatch.setattr(sqlite_module, "MIGRATIONS", sqlite_module.MIGRATIONS[:9])
    old = await Store.open(path)
    assert await old.schema_version() == 9
    await old.close()
    monkeypatch.undo()
    raw = sqlite3.connect(path)  # a lobby saved by the previous release
    raw.execute("INSERT INTO games (id, channel_id, kind, status, host_id, seed, created_at, "
                "updated_at) VALUES (7, 5, 'caravane', 'lobby', 10, 1, 0, 0)")
    raw.executemany("INSERT INTO seats VALUES (7, ?, ?, ?, ?, 0)",
                    [(0, 10, "Ána", "red"), (1, 11, "Bo", "blue")])
    raw.commit()
    raw.close()
    new = await Store.open(path)
    again = await new.get_game(7)
    assert [(s.seat, s.kind, s.holder_id, s.name, s.colour) for s in again.seats] == [
        (0, PERSON, 10, "Ána", "red"), (1, PERSON, 11, "Bo", "blue")]
    # The seat's new key: a person and the AI of the same id may both sit.
    await new.add_seat(7, 10, "Bot", COLOURS, 5, kind=AI)
    assert len((await new.get_game(7)).seats) == 3
    await new.close()


# -- AI seats: a level, and covers for people (issue 25) ----------------------------------------
async def test_an_ai_seat_keeps_its_level_and_a_person_may_be_covered_and_get_it_back(store):
    from store import NoSuchSeat

    game = await open_lobby(store, players=2)
    ai = await store.add_seat(game.id, 1, "🤖 Hard", COLOURS, 5, kind=AI, level="hard")
    # A person has no level of their own, whatever is asked.
    person = await store.add_seat(game.id, 12, "Cy", COLOURS, 5, level="hard")
    game = await store.get_game(game.id)
    assert (ai.level, game.seats[2].level, game.seats[2].kind) == ("hard", "hard", AI)
    assert person.level is None and game.seats[3].level is None
    assert not any(s.covered for s in game.seats)
    await store.start(game.id, ENGINE.new(4, game.seed, game.options), game.version)
    game = await store.get_game(game.id)

    version = await store.set_cover(game.id, game.version, seat=1, level="standard",
                                    until=2e9, pending={"new": False, "notes": [["x", {}]]})
    after = await store.get_game(game.id)
    seat = after.seats[1]
    assert version == after.version == game.version + 1
    assert seat.covered and seat.level == "standard" and seat.cover_until == 2e9
    assert seat.cover_since is not None and seat.user_id == 11  # still the person's seat
    assert after.board_pending[-1]["v"] == version and after.state == game.state
    # Only a person's seat is covered; a stale version writes nothing.
    with pytest.raises(NoSuchSeat):
        await store.set_cover(game.id, after.version, seat=2, level="casual")
    assert (await store.get_game(game.id)).version == after.version
    with pytest.raises(VersionConflict):
        await store.set_cover(game.id, game.version, seat=1, level=None)
    # Handed back: no level, no cover.
    await store.set_cover(game.id, after.version, seat=1, level=None)
    back = (await store.get_game(game.id)).seats[1]
    assert (back.covered, back.level, back.cover_since, back.cover_until) == (
        False, None, None, None)

    # A person's seat given to the AI takes its level; given back to a person, none.
    game = await store.get_game(game.id)
    await store.set_cover(game.id, game.version, seat=3, level="casual")
    game = await store.get_game(game.id)
    await store.replace_seat(game.id, game.version, seat=3, holder_id=2, name="🤖 Casual",
                             kind=AI, level="casual")
    game = await store.get_game(game.id)
    assert (game.seats[3].kind, game.seats[3].level, game.seats[3].cover_since) == (
        AI, "casual", None)
    await store.replace_seat(game.id, game.version, seat=3, holder_id=12, name="Cy")
    assert (await store.get_game(game.id)).seats[3].level is None


async def test_a_persons_running_games_are_found_by_their_seats(store):
    first = await open_lobby(store, channel=100)
    second = await open_lobby(store, channel=101)
    lobby = await open_lobby(store, channel=102)
    for game in (first, second):
        await store.start(game.id, ENGINE.new(3, game.seed, game.options), game.version)
    assert [g.id for g in await store.games_seated(11)] == [first.id, second.id]
    assert await store.games_seated(11, AI) == [] and lobby.id not in {
        g.id for g in await store.games_seated(10)}
    await store.set_status(second.id, FINISHED, (await store.get_game(second.id)).version)
    assert [g.id for g in await store.games_seated(11)] == [first.id]


# -- ended games packed small, old ones removed, games brought in whole ----------------------
async def store_played(store: Storage, played, channel: int, guild: int = 1,
                       board_shown: bool = True) -> int:
    """A played game (bench/played.py) stored move by move as the table stores it,
    its result with the last move; its final board posted when ``board_shown``."""
    game = await store.create_game(guild_id=guild, channel_id=channel, kind=played.kind,
                                   host_id=10, host_name="Ána", host_colour="red",
                                   options=played.options, seed=played.seed)
    for i in range(1, played.seats):
        await store.add_seat(game.id, 10 + i, f"Player {i}", COLOURS, 5)
    game = await store.get_game(game.id)
    state = ENGINE_OF[played.kind].new(played.seats, game.seed, played.options)
    await store.start(game.id, state, game.version)
    game = await store.get_game(game.id)
    version = game.version
    for i, (seat, action, summary) in enumerate(played.moves, 1):
        last = i == len(played.moves)
        state, _ = ENGINE_OF[played.kind].apply(state, seat, action)
        version = await store.commit_action(
            game.id, version, state, seat=seat, user_id=game.seats[seat].holder_id,
            action=action, summary=summary, status=FINISHED if last else ACTIVE,
            finish=finish_of(game) if last else None)
    if board_shown:
        await store.board_published(game.id, version=version, message_id=5000 + game.id,
                                    board_log=["first line", "last line: ¡fin!"])
    return game.id


async def everything_read(store: Storage, gid: int):
    game = await store.get_game(gid)
    log = await store.actions(gid)
    return (game, log, await store.actions(gid, limit=5), await store.actions(gid, limit=0),
            [await store.actions_since(gid, readers, within)
             for readers in ([0], [1, 2], [3], [0, 1, 2, 3]) for within in (1, 7, 500)])


async def test_an_ended_game_packed_small_reads_the_same_and_replays(store, tmp_path):
    from bench.played import caravane, catan
    games = {}
    for n, played in enumerate((catan(5), caravane(6)), 1):
        gid = await store_played(store, played, channel=900 + n)
        games[gid] = played
    running = await started(store, 950)
    before = {gid: await everything_read(store, gid) for gid in games}
    assert set(await store.games_to_compact(10, settled_before=0)) == set(games)
    assert not await store.compact_game(running)  # not ended: nothing done
    for gid in games:
        assert await store.compact_game(gid)
        assert not await store.compact_game(gid)  # packed already
    assert await store.games_to_compact(10, settled_before=2e9) == []
    for gid, played in games.items():
        after = await everything_read(store, gid)
        game, log = after[0], after[1]
        old_game, old_log = before[gid][0], before[gid][1]
        assert game == old_game and game.board_log == ["first line", "last line: ¡fin!"]
        assert [(a.seq, a.seat, a.user_id, a.action, a.summary) for a in log] == \
            [(a.seq, a.seat, a.user_id, a.action, a.summary) for a in old_log]
        # Times to the millisecond (packed as whole milliseconds).
        assert all(abs(a.created_at - b.created_at) <= 0.0006
                   for a, b in zip(log, old_log, strict=True))
        assert [[a.seq for a in part] for part in after[2:4]] == \
            [[a.seq for a in part] for part in before[gid][2:4]]
        assert [[a.seq for a in cut] for cut in after[4]] == \
            [[a.seq for a in cut] for cut in before[gid][4]]
        rebuilt = replay(ENGINE_OF[played.kind], len(game.seats), game.seed, game.options,
                         [(a.seat, a.action) for a in log])
        assert rebuilt == json.loads(json.dumps(played.state)) == game.state
    # A board posted later (a restart's catch-up) still shows its own lines.
    gid = next(iter(games))
    await store.board_published(gid, version=(await store.get_game(gid)).version,
                                message_id=1, board_log=["posted again"])
    assert (await store.get_game(gid)).board_log == ["posted again"]
    # The results stay where they were: the ratings do not move.
    assert sorted(r.game_id for r in await store.results()) == sorted(games)


async def test_a_packed_finished_game_costs_at_most_8_kb(store):
    from bench.played import catan
    played = catan(11)
    assert len(played.moves) > 200  # a real game's log: hundreds of moves
    gid = await store_played(store, played, channel=960)
    assert await store.compact_game(gid)
    assert await store.packed_bytes(gid) <= 8 * 1024


async def test_an_ended_game_whose_board_is_not_posted_waits_to_be_packed(store):
    from bench.played import caravane
    gid = await store_played(store, caravane(3), channel=970, board_shown=False)
    cancelled = await started(store, 971)
    await store.set_status(cancelled, "cancelled", 1)
    # Its last board may still be posted (its lines come from the log): not yet...
    assert await store.games_to_compact(10, settled_before=0) == [cancelled]
    # ...unless it has waited long (the catch-up has given up by then).
    assert await store.games_to_compact(10, settled_before=2e9) == [gid, cancelled]
    assert await store.games_to_compact(1, settled_before=2e9) == [gid]


async def test_old_games_expire_except_each_channels_newest(store):
    old = [await finish_game(store, 980), await finish_game(store, 981)]
    await store.set_status(newest := await started(store, 980), "cancelled", 1)
    later = await finish_game(store, 982)
    # 980's finished game has a newer one in its channel; 981's is its channel's newest.
    assert await store.expired_games(before=2e9, limit=10) == [old[0]]
    assert await store.expired_games(before=0, limit=10) == []
    ratings = await store.ratings(1, "caravane", 10)
    assert await store.delete_games([old[0], later, newest + 1000]) == 2
    assert await store.get_game(old[0]) is None and await store.get_game(later) is None
    assert await store.actions(old[0]) == []
    assert await store.get_game(newest) is not None and await store.get_game(old[1])
    assert await store.ratings(1, "caravane", 10) == ratings  # results and ratings stay
    assert len(await store.results()) == 3
    assert await store.expired_games(before=2e9, limit=10) == []


async def test_games_brought_in_whole_read_as_stored_ones(store):
    from bench.played import caravane
    from store import ImportedGame, LoggedAction
    gid = await store_played(store, caravane(8), channel=990)
    game, log = await store.get_game(gid), await store.actions(gid)
    copy = ImportedGame(dataclasses.replace(game, id=0, channel_id=991), log, GameResult(
        0, game.guild_id, game.kind, (Standing(0, PERSON, 10, "Ána", 1, True, 3.0),),
        rated=True))
    running = await store.get_game(await started(store, 992))
    ids = await store.import_games([copy, ImportedGame(
        dataclasses.replace(running, id=0, channel_id=993),
        [LoggedAction(1, 0, 10, {"type": "a"}, "[]", 1.5)])])
    assert len(ids) == 2 and gid < ids[0] < ids[1]
    again = await store.get_game(ids[0])
    assert again.state == game.state and again.board_log == game.board_log
    assert [a.action for a in await store.actions(ids[0])] == [a.action for a in log]
    assert await store.games_to_compact(10, settled_before=2e9) == [gid]  # imported: packed
    assert (await store.get_game(ids[1])).status == ACTIVE
    assert [a.seq for a in await store.actions(ids[1])] == [1]
    assert await store.ratings_stale()  # an imported result waits for a rebuild
    assert [r.game_id for r in await store.results()][-1] == ids[0]
    # An AI seat keeps its level, a covered seat its cover (as an archive brings them back).
    seats = [running.seats[0], dataclasses.replace(running.seats[1], kind=AI, level="hard"),
             dataclasses.replace(running.seats[2], level="casual", cover_since=5.0,
                                 cover_until=9.0)]
    (ai_game,) = await store.import_games([ImportedGame(
        dataclasses.replace(running, id=0, channel_id=994, seats=seats))])
    assert (await store.get_game(ai_game)).seats == seats
