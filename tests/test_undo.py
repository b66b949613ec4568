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

from games.registry import engines
from store import Store
from table.core import TableCore
from table.kind import GameKind
from table.outcome import APPLIED, BARRIER, NOT_RUNNING, NOT_SEATED, NOTHING_TO_UNDO, STALE
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


def _undo_cases() -> list:
    """Every kind; a game of up to 120 moves each: one in the fast tier, all in make test."""
    out = []
    for key, options in _kinds():
        name = f"{key}{':' + options['variant'] if options else ''}"
        out.append(pytest.param(key, options, id=name,
                                marks=() if name == "caravane:champions" else pytest.mark.slow))
    return out


@pytest.mark.parametrize(("key", "options"), _undo_cases())
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


class _SealedToy(type(TOY)):
    """The toy game with bids that may be taken back until the round is revealed: a secret
    move that stays undoable (the toy's own bids are final)."""

    def undo_barrier(self, state, player, action, events) -> bool:
        if action["type"] == "bid":
            return any(e["type"] == "won_round" for e in events)
        return super().undo_barrier(state, player, action, events)


SEALED = _SealedToy()
SEALED_KIND = GameKind(engine=SEALED, ui=ToyUI(), render_board=render_board)


async def _to_bids(core: TableCore, gid: int) -> None:
    for seat in range(3):
        assert (await core.act(gid, seat, {"type": "end"}, actor=USERS[seat])).ok


def _owed_notes(path: Path, gid: int) -> list:
    with sqlite3.connect(path) as db:
        (pending,) = db.execute("SELECT board_pending FROM games WHERE id = ?", (gid,)).fetchone()
    return [note for entry in json.loads(pending) for note in entry.get("notes", ())]


async def test_the_public_note_of_a_taken_back_secret_move_never_words_it(store, tmp_path):
    core = TableCore(store, {"toy": SEALED_KIND})
    gid = await open_game(store, "toy", SEALED)
    await _to_bids(core, gid)
    assert (await core.act(gid, 1, {"type": "bid", "amount": 7}, actor=USERS[1])).ok
    worded = []

    def describe(game, seat, action):
        worded.append(action)
        return f"Bid {action['amount']}"

    out = await core.undo(gid, actor=USERS[1], describe=describe,
                          describe_secret=lambda game, seat, kind: f"their {kind}")
    assert out.status == APPLIED and out.action == {"type": "bid", "amount": 7}
    notes = [n for n in _owed_notes(tmp_path / "u.db", gid) if n[0].startswith("took-back")]
    assert notes == [["took-back-secret", {"name": "Bo", "what": "their bid"}]]
    assert "7" not in json.dumps(notes) and not worded  # never worded for the board


async def test_a_move_the_engine_declares_secret_is_not_worded_either(store, tmp_path):
    from dataclasses import replace

    class HiddenWalk(type(TOY)):
        action_specs = tuple(replace(s, secret=True) if s.type == "walk" else s
                             for s in TOY.action_specs)

    engine = HiddenWalk()
    core = TableCore(store, {"toy": GameKind(engine=engine, ui=ToyUI(),
                                             render_board=render_board)})
    gid = await open_game(store, "toy", engine)
    assert (await core.act(gid, 0, {"type": "walk", "to": 4}, actor=USERS[0])).ok
    out = await core.undo(gid, actor=USERS[0], describe=lambda g, s, a: f"walk to {a['to']}")
    assert out.status == APPLIED
    notes = [n for n in _owed_notes(tmp_path / "u.db", gid) if n[0].startswith("took-back")]
    assert notes == [["took-back-secret", {"name": "Ana", "what": ""}]]


async def test_an_undo_names_its_move_so_a_double_click_takes_back_one(store):
    core = TableCore(store, {"toy": TOY_KIND})
    gid = await open_game(store, "toy", TOY)
    first = await core.act(gid, 0, {"type": "walk", "to": 4}, actor=USERS[0])
    second = await core.act(gid, 0, {"type": "walk", "to": 9}, actor=USERS[0])
    assert first.ok and second.ok
    # Two clicks on the Undo button of the second walk: the first takes it back, the second
    # finds its move gone and takes back nothing (not the first walk).
    one = await core.undo(gid, actor=USERS[0], move=second.game.version)
    two = await core.undo(gid, actor=USERS[0], move=second.game.version)
    assert one.status == APPLIED and one.action == {"type": "walk", "to": 9}
    assert two.status == STALE
    game = await store.get_game(gid)
    assert game.state["players"][0]["at"] == 4
