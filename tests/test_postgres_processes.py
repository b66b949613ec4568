"""Issue 26 item 4, the store's part: several processes on one PostgreSQL database — each walks
only its own shards' games (a query filter), one publishes a game's board at a time (a
lease), one syncs commands (an exclusive lock, the fingerprint in the database), heartbeats
per process, and a player's settings changed in one process reach the others' caches."""

from __future__ import annotations

import asyncio
import time

import pytest

from store import CLOCK, LOBBY, Job
from store.postgres import PostgresStore
from store.sqlite import SqliteStore

pytestmark = pytest.mark.postgres


def guild_on(shard: int, count: int, n: int = 1) -> int:
    """A guild id Discord routes to ``shard`` of ``count``."""
    return ((1000 + n) * count + shard) << 22


async def game_in(store: PostgresStore, guild: int | None, channel: int, *,
                  started: bool = True) -> int:
    game = await store.create_game(guild_id=guild, channel_id=channel, kind="caravane",
                                   host_id=10, host_name="Ána", host_colour="red", options={},
                                   seed=1)
    if started:
        await store.add_seat(game.id, 11, "Bo", ("red", "blue"), 5)
        await store.start(game.id, {"n": 0}, game.version)
        # a move owed to the board, and a clock due now
        now = await store.get_game(game.id)
        assert now is not None
        await store.commit_action(game.id, now.version, {"n": 1}, seat=0, user_id=10,
                                  action={"a": 1}, summary="", pending={"ping": [1]})
        await store.put_job(Job(game.id, CLOCK, 1, 0.0, time.time() - 1))
    return game.id


async def test_each_process_walks_only_its_own_shards_games(postgres_dsn) -> None:
    count = 4
    mine = await PostgresStore.open(postgres_dsn)
    theirs = await PostgresStore.open(postgres_dsn)
    try:
        games = {shard: await game_in(mine, guild_on(shard, count), 100 + shard)
                 for shard in range(count)}
        dm = await game_in(mine, None, 200)  # no guild: shard 0, as Discord routes DMs
        lobby = await game_in(mine, guild_on(3, count, 2), 300, started=False)
        opening = await mine.opening_started(guild_on(2, count), 400, 401)
        mine.serve_shards([0, 1], count)
        theirs.serve_shards([2, 3], count)

        assert {g.id for g in await mine.games_with_status("active")} == {games[0], games[1], dm}
        assert {g.id for g in await theirs.games_with_status("active")} == {games[2], games[3]}
        assert {g.id for g in await mine.games_behind_board()} == {games[0], games[1], dm}
        assert {g.id for g in await theirs.games_behind_board()} == {games[2], games[3]}
        assert {j.game_id for j in await mine.due_jobs(time.time())} == {games[0], games[1], dm}
        assert {j.game_id for j in await theirs.due_jobs(time.time())} == {games[2], games[3]}
        assert [g.id for g in await theirs.games_with_status(LOBBY)] == [lobby]
        assert await mine.games_with_status(LOBBY) == []
        assert [o.id for o in await theirs.openings()] == [opening]
        assert await mine.openings() == []
        # The next due job of this process's own games only.
        await mine.drop_jobs(games[0])
        await mine.drop_jobs(games[1])
        await mine.drop_jobs(dm)
        assert await mine.next_due() is None
        assert await theirs.next_due() is not None
        # Every shard again: every game.
        mine.serve_shards(range(count), count)
        assert len(await mine.games_behind_board()) == 5
        with pytest.raises(ValueError):
            mine.serve_shards([4], count)
    finally:
        await mine.close()
        await theirs.close()


async def test_a_one_process_backend_refuses_to_serve_some_shards(tmp_path) -> None:
    store = await SqliteStore.open(str(tmp_path / "one.db"))
    try:
        store.serve_shards([0, 1], 2)  # every shard: fine
        with pytest.raises(NotImplementedError):
            store.serve_shards([0], 2)
    finally:
        await store.close()


async def test_one_process_at_a_time_publishes_a_games_board(postgres_dsn) -> None:
    a = await PostgresStore.open(postgres_dsn)
    b = await PostgresStore.open(postgres_dsn)
    try:
        game = await game_in(a, 1 << 22, 100)
        assert await a.lease_board(game, "0of2/a", 5.0)
        assert await a.lease_board(game, "0of2/a", 5.0)  # extended by its holder
        assert not await b.lease_board(game, "1of2/b", 5.0)  # another's running lease
        await b.release_board(game, "1of2/b")  # not b's to give back
        assert not await b.lease_board(game, "1of2/b", 5.0)
        await a.release_board(game, "0of2/a")
        assert await b.lease_board(game, "1of2/b", 0.2)
        await asyncio.sleep(0.4)
        assert await a.lease_board(game, "0of2/a", 5.0)  # b's lease ran out
        # A process replacing a dead one of its shard group takes that one's leases at once.
        await b.drop_board_leases("0of2/")
        assert await b.lease_board(game, "0of2/c", 5.0)
        # Racing for one free lease: exactly one wins.
        await b.release_board(game, "0of2/c")
        won = await asyncio.gather(*(s.lease_board(game, f"p{i}", 5.0)
                                     for i, s in enumerate((a, b, a, b))))
        assert sorted(won) == [False, False, False, True]
    finally:
        await a.close()
        await b.close()


async def test_command_sync_has_one_leader_and_its_fingerprint_in_the_database(postgres_dsn):
    stores = [await PostgresStore.open(postgres_dsn) for _ in range(3)]
    inside: list[int] = []
    most = 0

    async def sync(i: int, store: PostgresStore) -> None:
        nonlocal most
        async with store.exclusive("commands"):
            inside.append(i)
            most = max(most, len(inside))
            if await store.meta("commands-1") is None:
                await asyncio.sleep(0.2)
                await store.set_meta("commands-1", f"synced by {i}")
            inside.remove(i)

    try:
        await asyncio.gather(*(sync(i, s) for i, s in enumerate(stores)))
        assert most == 1
        assert (await stores[2].meta("commands-1") or "").startswith("synced by")
        await stores[0].set_meta("commands-1", "changed")
        assert await stores[1].meta("commands-1") == "changed"
    finally:
        for store in stores:
            await store.close()


async def test_every_process_heartbeat_is_seen_by_all(postgres_dsn) -> None:
    a = await PostgresStore.open(postgres_dsn)
    b = await PostgresStore.open(postgres_dsn)
    try:
        await a.beat("0-1of4", {"pid": 11, "connected": True})
        await b.beat("2-3of4", {"pid": 12, "connected": False})
        await b.beat("2-3of4", {"pid": 12, "connected": True})
        seen = await a.processes()
        assert [(p["name"], p["pid"], p["connected"]) for p in seen] == [
            ("0-1of4", 11, True), ("2-3of4", 12, True)]
        assert all(0 <= p["beat_age"] < 5 for p in seen)
    finally:
        await a.close()
        await b.close()


async def test_a_players_settings_changed_elsewhere_reach_every_process(postgres_dsn) -> None:
    a = await PostgresStore.open(postgres_dsn)
    b = await PostgresStore.open(postgres_dsn)
    heard: list[tuple[str, int]] = []
    got = asyncio.Event()

    def on_change(what: str, ident: int) -> None:
        heard.append((what, ident))
        got.set()

    try:
        await b.listen(on_change)
        await a.set_player_setting(42, "remind", "6")
        await asyncio.wait_for(got.wait(), 5)
        assert heard == [("player", 42)]
        assert (await b.player_settings(42))["remind"] == "6"
        got.clear()
        await a.set_player_setting(42, "remind", None)
        await asyncio.wait_for(got.wait(), 5)
        assert heard[-1] == ("player", 42)
    finally:
        await a.close()
        await b.close()


async def test_a_schedulers_cached_settings_follow_another_process(postgres_dsn) -> None:
    """The scheduler caches players' settings (read on every move); a change made in another
    process (``/table me`` in a guild of its shards) reaches this one by LISTEN/NOTIFY."""
    from table.scheduler import Scheduler

    a = await PostgresStore.open(postgres_dsn)
    b = await PostgresStore.open(postgres_dsn)
    scheduler = Scheduler(b, {}, default_every=3600.0)
    changed = asyncio.Event()

    def store_changed(what: str, ident: int) -> None:
        scheduler.forget(ident)
        changed.set()

    try:
        await b.listen(store_changed)
        before = await scheduler.prefs(42)
        await a.set_player_setting(42, "remind_every", "off")
        await asyncio.wait_for(changed.wait(), 5)
        after = await scheduler.prefs(42)
        assert before.interval(3600.0) == 3600.0 and after.interval(3600.0) == 0
    finally:
        await a.close()
        await b.close()
