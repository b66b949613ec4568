"""Caravane and ``/table undo`` (``TableCore.undo``, no Discord): the rules say "A placed bid
is final" — it cannot be changed, so it cannot be taken back either. A plain bid, a food-bag
bid, a bid placed again after a food bag reopened it and a kept bid are all refused (BARRIER)
and change nothing: not the state, not the version, not the log, no note for the board. The
Champions split is not final in the rules (it may be set again until the race starts), so it
can be taken back until the last split starts the race."""

from __future__ import annotations

from pathlib import Path

import pytest

from cogs.caravane import KIND
from store import Store
from table.core import TableCore
from table.outcome import APPLIED, BARRIER

ENGINE = KIND.engine
USERS = [101, 202, 303, 404]
NAMES = ("Ana", "Bo", "Cy", "Di")


@pytest.fixture
async def store(tmp_path: Path):
    s = await Store.open(tmp_path / "caravane-undo.db")
    yield s
    await s.close()


async def open_game(store: Store, players: int, variant: str) -> int:
    options = {"variant": variant}
    game = await store.create_game(guild_id=1, channel_id=70 + players, kind="caravane",
                                   host_id=USERS[0], host_name=NAMES[0], host_colour="red",
                                   options=options, seed=9)
    for uid, name in zip(USERS[1:players], NAMES[1:players], strict=True):
        await store.add_seat(game.id, uid, name, ("red", "blue", "green", "white"), 5)
    await store.start(game.id, ENGINE.new(players, 9, dict(options)), game.version)
    return game.id


async def play(core: TableCore, gid: int, seat: int, action: dict) -> None:
    out = await core.act(gid, seat, action, actor=USERS[seat])
    assert out.ok, (action, out.status, out.error)


async def refused(core: TableCore, store: Store, gid: int, seat: int, action: dict) -> None:
    """``seat`` just played ``action``; taking it back is refused and changes nothing."""
    before = await store.get_game(gid)
    log = await store.actions(gid)
    assert log[-1].action == action and log[-1].seat == seat
    out = await core.undo(gid, actor=USERS[seat], describe=lambda g, s, a: "the move")
    assert out.status == BARRIER, (action, out.status)
    after = await store.get_game(gid)
    assert after.state == before.state and after.version == before.version
    assert after.board_pending == before.board_pending  # no "took back" note
    assert [a.action for a in await store.actions(gid)] == [a.action for a in log]


async def test_a_placed_bid_is_final_and_cannot_be_taken_back(store):
    core = TableCore(store, {"caravane": KIND})
    gid = await open_game(store, 3, "standard")
    await play(core, gid, 0, {"type": "bid", "amount": 7})
    await refused(core, store, gid, 0, {"type": "bid", "amount": 7})
    # The bid stands: Ana is not asked again, and her gourds go at the reveal.
    await play(core, gid, 1, {"type": "bid", "amount": 2})
    await refused(core, store, gid, 1, {"type": "bid", "amount": 2})
    state = (await store.get_game(gid)).state
    assert state["players"][0]["bid"] == 7 and ENGINE.to_act(state) == [2]


async def test_food_bag_bids_revised_and_kept_bids_are_final_too(store):
    core = TableCore(store, {"caravane": KIND})
    gid = await open_game(store, 4, "champions")
    splits = [[15, 25, 20], [20, 20, 20], [10, 30, 20], [15, 25, 20]]
    for seat in range(3):
        action = {"type": "setup", "tiers": splits[seat], "bags": [1, 2, 3]}
        await play(core, gid, seat, action)
        # Not final in the rules (it may be set again until the race starts): undoable.
        before = (await store.get_game(gid)).state
        out = await core.undo(gid, actor=USERS[seat])
        assert out.status == APPLIED, out.status
        assert (await store.get_game(gid)).state["players"][seat]["setup"] is None
        await play(core, gid, seat, action)
        assert (await store.get_game(gid)).state == before
    last = {"type": "setup", "tiers": splits[3], "bags": [3, 2, 1]}
    await play(core, gid, 3, last)
    await refused(core, store, gid, 3, last)  # it started the race
    for seat, amount in ((1, 4), (2, 2), (3, 1)):
        await play(core, gid, seat, {"type": "bid", "amount": amount})
        await refused(core, store, gid, seat, {"type": "bid", "amount": amount})
    # Ana adds her food bag: it reopens Bo's, Cy's and Di's bids.
    await play(core, gid, 0, {"type": "bid_bag", "amount": 5})
    await refused(core, store, gid, 0, {"type": "bid_bag", "amount": 5})
    state = (await store.get_game(gid)).state
    assert [p["must_revise"] for p in state["players"]] == [False, True, True, True]
    await play(core, gid, 1, {"type": "bid", "amount": 6})  # placed again: final again
    await refused(core, store, gid, 1, {"type": "bid", "amount": 6})
    await play(core, gid, 2, {"type": "keep"})  # kept: final
    await refused(core, store, gid, 2, {"type": "keep"})
    state = (await store.get_game(gid)).state
    assert state["players"][1]["bid"] == 6 and state["players"][2]["bid"] == 2
    assert ENGINE.to_act(state) == [3]
