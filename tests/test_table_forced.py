"""Forced moves (``Engine.forced_action``): the table plays a move that has only one possible
outcome by itself, through ``act``, logs it as its own row and says so on the board.

Driven with Caravane's lone straggler (any bid moves them one square) on a real SQLite file.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from cogs.caravane import KIND
from games.caravane import ENGINE
from store import Store
from table.core import AUTO_ACTOR, FORCED, TableCore
from table.outcome import STALE

USERS = [101, 202, 303]


async def started(tmp_path: Path, positions: list[int], stage: int = 1):
    store = await Store.open(tmp_path / "t.db")
    core = TableCore(store, {"caravane": KIND})
    game = await store.create_game(guild_id=1, channel_id=7, kind="caravane", host_id=USERS[0],
                                   host_name="Ana", host_colour="red", options={}, seed=5)
    for uid, name in zip(USERS[1:len(positions)], ("Bo", "Cy"), strict=False):
        await store.add_seat(game.id, uid, name, ("red", "blue", "green"), 5)
    state = ENGINE.new(len(positions), 5)
    state["stage"] = stage
    for pl, pos in zip(state["players"], positions, strict=True):
        pl["pos"] = pos
    await store.start(game.id, state, game.version)
    return store, core, game.id


def rows(path: Path, game_id: int) -> list[tuple[int, int, dict]]:
    with sqlite3.connect(path) as db:
        found = db.execute("SELECT seat, user_id, action FROM actions WHERE game_id=? ORDER BY seq",
                           (game_id,)).fetchall()
    return [(seat, user, json.loads(action)) for seat, user, action in found]


async def test_the_straggler_walks_alone_to_the_palace_through_act(tmp_path):
    # Stage 1 has 15 squares (palace 16). Ana arrives this round; Bo is left alone on 4.
    store, core, gid = await started(tmp_path, [15, 3])
    first = await core.act(gid, 1, {"type": "bid", "amount": 0}, actor=USERS[1])
    assert first.ok and not first.forced and first.to_act == [0]
    published = []

    async def publish(outcome):
        published.append(outcome)

    last = await core.act(gid, 0, {"type": "bid", "amount": 5}, actor=USERS[0], publish=publish)
    assert last.ok
    # Bo went 3 → 4 with the reveal, then one square per forced round: 5, 6, … 16 (palace).
    assert len(last.forced) == 12
    assert all(f.seat == 1 and f.action == {"type": "bid", "amount": 0} for f in last.forced)
    assert published == [last]  # one publication, after every forced move
    game = await store.get_game(gid)
    assert game.state["stage"] == 2 and game.state["round"] == 1
    assert last.game.version == game.version and last.to_act == [0, 1] and not last.over
    # Each forced move is its own row, logged by the table, not by Bo.
    logged = rows(tmp_path / "t.db", gid)
    assert logged[:2] == [(1, USERS[1], {"type": "bid", "amount": 0}),
                          (0, USERS[0], {"type": "bid", "amount": 5})]
    assert logged[2:] == [(1, AUTO_ACTOR, {"type": "bid", "amount": 0})] * 12
    # The board owes a line saying so for each, and a new message for stage 2 that pings
    # Bo (who clicked none of it) but not Ana, whose own bid set it going.
    notes = [e["notes"] for e in game.board_pending if e.get("notes")]
    assert notes == [[["auto-played", {"name": "Bo"}]]] * 12
    final = game.board_pending[-1]
    assert final["new"] and final["ping"] == [1]
    # Bo's walk crossed the silk squares (10: +1, 13: −1) as the rules say.
    squares = [e for f in last.forced for e in f.events if e["type"] == "square"]
    assert [(e["square"], e["effect"]) for e in squares] == [
        (7, "gourds-2"), (10, "silk+1"), (13, "silk-1")]
    await store.close()


async def test_a_resignation_that_leaves_one_traveller_plays_their_bids(tmp_path):
    store, core, gid = await started(tmp_path, [16, 14, 2])  # Ana has arrived
    out = await core.act(gid, 2, {"type": "resign"}, actor=USERS[2])
    assert out.ok and [f.seat for f in out.forced] == [1, 1]  # 14 → 15 → 16 (palace)
    assert (await store.get_game(gid)).state["stage"] == 2
    await store.close()


async def test_nothing_is_forced_while_two_travel(tmp_path):
    store, core, gid = await started(tmp_path, [3, 9])
    out = await core.act(gid, 0, {"type": "bid", "amount": 1}, actor=USERS[0])
    assert out.ok and out.forced == [] and out.to_act == [1]
    assert [r[1] for r in rows(tmp_path / "t.db", gid)] == [USERS[0]]
    await store.close()


async def test_a_forced_move_is_applied_only_while_the_engine_still_forces_it(tmp_path):
    store, core, gid = await started(tmp_path, [16, 5])
    game = await store.get_game(gid)
    # The table may not play anything else for a seat, nor for a seat with nothing forced.
    other = await core._act(gid, 1, {"type": "bid", "amount": 4}, actor=AUTO_ACTOR, auto=FORCED)
    assert other.status == STALE
    arrived = await core._act(gid, 0, {"type": "bid", "amount": 0}, actor=AUTO_ACTOR, auto=FORCED)
    assert arrived.status == STALE
    assert (await store.get_game(gid)).version == game.version
    await store.close()


async def test_a_game_saved_waiting_on_a_straggler_is_played_on_at_start_up(tmp_path):
    store, core, gid = await started(tmp_path, [16, 12])
    published = []

    async def publish(outcome):
        published.append(outcome)

    last = await core.play_forced(gid, publish=publish)
    assert last is not None and published == [last]
    game = await store.get_game(gid)
    assert game.state["stage"] == 2  # 12 → 16 in four forced rounds
    assert [r[1] for r in rows(tmp_path / "t.db", gid)] == [AUTO_ACTOR] * 4
    # With nobody's click behind it, everyone who must act now is pinged.
    assert game.board_pending[-1]["ping"] == [0, 1]
    assert await core.play_forced(gid) is None  # nothing left to force
    await store.close()


async def test_a_late_players_default_move_is_played_on_another_players_word(tmp_path):
    store, core, gid = await started(tmp_path, [3, 9])
    game = await store.get_game(gid)
    changes = []

    async def on_change(game, acted):
        changes.append((game.version, acted))
    core.on_change = on_change
    # Chosen on an older version, or by someone without a seat: nothing happens.
    stale = await core.play_default(gid, 1, by=USERS[0], expected_version=game.version - 1)
    outsider = await core.play_default(gid, 1, by=999, expected_version=game.version)
    assert (stale.status, outsider.status) == (STALE, "not_seated")
    out = await core.play_default(gid, 1, by=USERS[0], expected_version=game.version)
    assert out.ok and out.action == ENGINE.default_action(game.state, 1) == {"type": "bid", "amount": 0}
    # Logged as the table's move (nobody can undo it), with a note naming both players;
    # the player who clicked is not pinged, and the scheduler heard of it.
    assert rows(tmp_path / "t.db", gid)[-1] == (1, AUTO_ACTOR, {"type": "bid", "amount": 0})
    pending = (await store.get_game(gid)).board_pending[-1]
    assert pending["notes"] == [["clock-played", {"name": "Bo", "by": "Ana"}]]
    assert 0 not in pending["ping"] and changes == [(out.game.version, None)]
    await store.close()
