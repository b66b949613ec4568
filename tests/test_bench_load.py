"""The load bench's players: every game they drive goes on until it is over (a driver that
stopped at a form left fewer games running than the bench reports); and its stored finished
games fit the store's schema of the day."""

from __future__ import annotations

import random

import pytest

from bench.load import ENGINE, pick


@pytest.mark.parametrize("seed", [0, 9])
def test_the_load_players_never_stall_a_game(seed: int) -> None:
    rng = random.Random(seed)
    state = ENGINE.new(3, seed, {"layout": seed + 1})
    forms = 0
    for _ in range(5000):
        if ENGINE.is_over(state):
            break
        seat = ENGINE.to_act(state)[0]
        move = pick(state, seat, rng)
        assert move is not None, f"no move in phase {state['phase']}"
        listed, action = move
        forms += listed is not action
        state, _ = ENGINE.apply(state, seat, action)
        for s in ENGINE.to_act(state) if not ENGINE.is_over(state) else ():
            forced = ENGINE.forced_action(state, s)
            if forced is not None:
                state, _ = ENGINE.apply(state, s, forced)
                break
    assert ENGINE.is_over(state)
    assert forms > 0  # discards after a 7 were filled in as forms


async def _table_of_three(db) -> int:
    """A running 3-player Catan game, made through the store as the bot makes one."""
    from store import SqliteStore

    store = await SqliteStore.open(db)
    try:
        game = await store.create_game(guild_id=7, channel_id=70, kind="catan", host_id=1,
                                       host_name="Bartholomew", host_colour="red",
                                       options={"layout": 1}, seed=5)
        for user, name in ((2, "Małgorzata"), (3, "陈伟")):
            await store.add_seat(game.id, user, name, ["red", "blue", "orange"], 4)
        await store.start(game.id, ENGINE.new(3, 5, {"layout": 1}), 0)
        return game.id
    finally:
        await store.close()


@pytest.mark.parametrize("elsewhere", [False, True], ids=["in process", "subprocess"])
async def test_the_stored_games_are_finished_packed_and_rated(tmp_path, elsewhere: bool) -> None:
    """The 1,000 stored games of the bench, in the schema of the day: they stopped fitting it
    when seats gained holder_kind, level and the cover columns. A ``--before`` bot's database
    is filled by its own checkout's code (here: this one, through that path)."""
    from bench.load import ROOT, store_finished_at
    from store import FINISHED, SqliteStore

    db = tmp_path / "load.db"
    running = await _table_of_three(db)
    await store_finished_at(ROOT if elsewhere else None, db, 3)
    store = await SqliteStore.open(db)
    try:
        finished = await store.games_with_status(FINISHED)
        assert len(finished) == 3
        assert len({g.channel_id for g in finished}) == 3
        source = await store.get_game(running)
        assert source is not None and source.status == "active"
        for game in finished:
            assert [(s.holder_id, s.name) for s in game.seats] == \
                [(s.holder_id, s.name) for s in source.seats]
            assert game.state is not None and ENGINE.is_over(game.state)
            assert len(await store.actions(game.id)) == game.version - 1 > 50
        # Packed and rated already: the bot has nothing left to do with them at start.
        assert await store.games_to_compact(100, settled_before=2e9) == []
        assert not await store.ratings_stale()
        assert len(await store.results()) == 3
        assert await store.ratings(7, "catan", 10)
    finally:
        await store.close()
