"""Undo (``TableCore.undo``) on a real SQLite file: a player takes back their own last move
until another player acted or the move revealed something — the engine's ``undo_barrier`` —
for every game, checked at every move of random games."""

from __future__ import annotations

import importlib
import json
import random
import sqlite3
from pathlib import Path

import pytest

from cogs.table.core import (
    APPLIED,
    BARRIER,
    NOT_RUNNING,
    NOT_SEATED,
    NOTHING_TO_UNDO,
    STALE,
    TableCore,
)
from cogs.table.kind import GameKind
from games.registry import engines
from store import Store
from tests.support.players import random_move
from tests.support.toy_game import ENGINE as TOY
from tests.support.toy_game import ToyUI, render_board

TOY_KIND = GameKind(engine=TOY, ui=ToyUI(), render_board=render_board)
USERS = [101, 202, 303]


async def open_game(store: Store, kind: str, engine, seed: int = 5, options: dict | None = None):
    game = await store.create_game(guild_id=1, channel_id=7 + seed, kind=kind, host_id=USERS[0],
                                   host_name="Ana", host_colour="red", options=options or {},
                                   seed=seed)
    for uid, name in zip(USERS[1:], ("Bo", "Cy"), strict=True):
        await store.add_seat(game.id, uid, name, ("red", "blue", "green"), 4)
    await store.start(game.id, engine.new(3, seed, dict(options or {})), game.version)
    return game.id


@pytest.fixture
async def store(tmp_path: Path):
    s = await Store.open(tmp_path / "u.db")
    yield s
    await s.close()


async def test_a_move_is_taken_back_and_the_board_owes_a_note(store, tmp_path):
    core = TableCore(store, {"toy": TOY_KIND})
    gid = await open_game(store, "toy", TOY)
    moved = await core.act(gid, 0, {"type": "walk", "to": 4}, actor=USERS[0])
    assert moved.ok
    start = TOY.new(3, 5)
    out = await core.undo(gid, actor=USERS[0], describe=lambda g, s, a: f"walk to {a['to']}")
    assert out.status == APPLIED and out.action == {"type": "walk", "to": 4}
    game = await store.get_game(gid)
    assert game.state == start and game.version == moved.game.version + 1
    with sqlite3.connect(tmp_path / "u.db") as db:
        rows = db.execute("SELECT COUNT(*) FROM actions WHERE game_id = ?", (gid,)).fetchone()
        (pending,) = db.execute("SELECT board_pending FROM games WHERE id = ?", (gid,)).fetchone()
    assert rows == (0,)
    assert ["took-back", {"name": "Ana", "move": "walk to 4"}] in json.loads(pending)[-1]["notes"]
    # Nothing left of Ana's to take back; a menu drawn before the undo is out of date.
    assert (await core.undo(gid, actor=USERS[0])).status == NOTHING_TO_UNDO
    stale = await core.act(gid, 0, {"type": "walk", "to": 2}, actor=USERS[0],
                           expected_version=moved.game.version)
    assert stale.status == STALE


async def test_only_your_own_last_move_and_only_while_it_is_the_last(store):
    core = TableCore(store, {"toy": TOY_KIND})
    gid = await open_game(store, "toy", TOY)
    assert (await core.act(gid, 0, {"type": "walk", "to": 3}, actor=USERS[0])).ok
    assert (await core.undo(gid, actor=USERS[1])).status == NOTHING_TO_UNDO  # not Bo's move
    assert (await core.undo(gid, actor=999)).status == NOT_SEATED
    ended = await core.act(gid, 0, {"type": "end"}, actor=USERS[0])
    assert ended.ok
    bo = await core.act(gid, 1, {"type": "walk", "to": 1}, actor=USERS[1])
    assert bo.ok
    # Ana's moves are behind Bo's now: hers stay.
    assert (await core.undo(gid, actor=USERS[0])).status == NOTHING_TO_UNDO
    assert (await core.undo(gid, actor=USERS[1])).ok
    assert (await store.get_game(gid)).state == ended.game.state


def _kinds() -> list[tuple[str, dict]]:
    out = []
    for key in sorted(engines()):
        out.append((key, {}))
        kind = importlib.import_module(f"cogs.{key}").KIND
        option = next((o for o in kind.engine.options if o.name == "variant"), None)
        out += [(key, {"variant": v}) for v in (option.choices[1:] if option else ())]
    return out


@pytest.mark.parametrize(("key", "options"), _kinds(),
                         ids=[f"{k}{':' + o['variant'] if o else ''}" for k, o in _kinds()])
async def test_every_move_of_every_game_is_undoable_exactly_when_the_engine_allows(
        store, key, options):
    kind = importlib.import_module(f"cogs.{key}").KIND
    engine = kind.engine
    core = TableCore(store, {key: kind})
    gid = await open_game(store, key, engine, seed=11, options=options)
    rnd = random.Random(3)
    taken_back = refused = 0
    for _ in range(120):
        game = await store.get_game(gid)
        if engine.is_over(game.state):
            break
        move = random_move(engine, game.state, rnd)
        if move is None:
            break
        seat, action = move
        before = game.state
        out = await core.act(gid, seat, action, actor=USERS[seat])
        assert out.ok, (action, out.status, out.error)
        after = (await store.get_game(gid)).state
        if out.forced:  # the table moved on by itself: that last move is not the player's
            assert (await core.undo(gid, actor=USERS[seat])).status in (NOTHING_TO_UNDO,
                                                                        BARRIER)
            continue
        undo = await core.undo(gid, actor=USERS[seat])
        if out.undo_barrier or engine.is_over(after):
            assert undo.status in (BARRIER, NOT_RUNNING), (action, undo.status)
            assert (await store.get_game(gid)).state == after  # nothing changed
            refused += 1
            continue
        assert undo.status == APPLIED, (action, undo.status)
        assert (await store.get_game(gid)).state == before
        taken_back += 1
        # Play it again: the game goes on as if nothing happened.
        again = await core.act(gid, seat, action, actor=USERS[seat])
        assert again.ok and (await store.get_game(gid)).state == after
    # Standard Caravane has only bids, and a placed bid is final (caravane.md): none undoable.
    nothing_undoable = key == "caravane" and not options
    assert (taken_back > 0 or nothing_undoable) and refused > 0, (key, taken_back, refused)
