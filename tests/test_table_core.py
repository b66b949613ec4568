"""The table's transport-free core and choice logic, on a real SQLite file and no Discord."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from games.base import CARDS, INT, INTS, Param
from games.replay import replay
from store import Store
from table import choose as C
from table.compose import ComposeError, parse_cards, parse_int, parse_ints
from table.core import TableCore
from table.ids import key_stamp
from table.kind import GameKind
from table.members import Member
from table.outcome import APPLIED, CLOSED, DENIED, NOT_SEATED, REFUSED, STALE
from tests.support.toy_game import ENGINE, ToyUI, render_board

KIND = GameKind(engine=ENGINE, ui=ToyUI(), render_board=render_board)
USERS = [101, 202, 303]


@pytest.fixture
async def table(tmp_path: Path):
    store = await Store.open(tmp_path / "t.db")
    core = TableCore(store, {"toy": KIND})
    game = await store.create_game(guild_id=1, channel_id=7, kind="toy", host_id=USERS[0],
                                   host_name="Ana", host_colour="red", options={}, seed=5)
    for uid, name in zip(USERS[1:], ("Bo", "Cy"), strict=True):
        await store.add_seat(game.id, uid, name, ("red", "blue", "green"), 3)
    await store.start(game.id, ENGINE.new(3, 5), game.version)
    yield store, core, game.id, tmp_path / "t.db"
    await store.close()


async def test_act_applies_commits_and_logs_in_one_row(table):
    store, core, gid, path = table
    out = await core.act(gid, 0, {"type": "walk", "to": 4}, actor=USERS[0], expected_version=1)
    assert out.status == APPLIED and out.game.version == 2
    assert out.to_act == [0] and not out.new_message  # the same seat still acts: edit in place
    assert out.undo_barrier is False
    with sqlite3.connect(path) as db:
        (state_json, version), = db.execute("SELECT state, version FROM games WHERE id=?", (gid,))
        rows = db.execute("SELECT seat, user_id, action FROM actions WHERE game_id=?", (gid,)).fetchall()
    assert version == 2 and '"at":4' in state_json
    assert rows == [(0, USERS[0], '{"type": "walk", "to": 4}')]


async def test_new_message_pings_who_must_act_but_never_the_actor(table):
    store, core, gid, _ = table
    out = await core.act(gid, 0, {"type": "end"}, actor=USERS[0])
    assert out.new_message and out.to_act == [1] and out.ping == [1]


async def test_stale_version_and_wrong_user_change_nothing(table):
    store, core, gid, _ = table
    assert (await core.act(gid, 0, {"type": "walk", "to": 3}, actor=USERS[0],
                           expected_version=1)).ok
    again = await core.act(gid, 0, {"type": "walk", "to": 5}, actor=USERS[0], expected_version=1)
    assert again.status == STALE
    intruder = await core.act(gid, 0, {"type": "walk", "to": 5}, actor=999)
    assert intruder.status == NOT_SEATED
    wrong_seat = await core.act(gid, 0, {"type": "walk", "to": 5}, actor=USERS[1])
    assert wrong_seat.status == NOT_SEATED
    game = await store.get_game(gid)
    assert game.version == 2 and game.state["players"][0]["at"] == 3


async def test_rule_error_keeps_state_and_carries_a_code(table):
    store, core, gid, _ = table
    out = await core.act(gid, 1, {"type": "walk", "to": 3}, actor=USERS[1])
    assert out.status == REFUSED and out.error.code == "not_your_turn"
    template = await core.act(gid, 0, {"type": "bid", "template": True}, actor=USERS[0])
    assert template.status == REFUSED
    assert (await store.get_game(gid)).version == 1


async def test_parallel_bids_survive_each_other_by_decision_key_but_not_a_new_round(table):
    store, core, gid, _ = table
    for seat in (0, 1, 2):
        assert (await core.act(gid, seat, {"type": "end"}, actor=USERS[seat])).ok
    game = await store.get_game(gid)
    keys = {s: key_stamp(ENGINE.decision_key(game.state, s)) for s in (0, 1, 2)}
    first = await core.act(gid, 0, {"type": "bid", "amount": 3}, actor=USERS[0],
                           decision_key=keys[0])
    assert first.ok and first.public_events == [{"type": "bid_placed", "player": 0}]
    assert first.private_events(0) == [{"type": "your_bid", "amount": 3, "private_to": [0]}]
    # Bo's menu was drawn before Ana bid: the version moved, the decision did not.
    assert (await core.act(gid, 1, {"type": "bid", "amount": 5}, actor=USERS[1],
                           decision_key=keys[1])).ok
    last = await core.act(gid, 2, {"type": "bid", "amount": 1}, actor=USERS[2],
                          decision_key=keys[2])
    assert last.ok and last.new_message
    # A duplicate of the last bid, submitted again, must not land in the next round.
    dup = await core.act(gid, 2, {"type": "bid", "amount": 1}, actor=USERS[2],
                         decision_key=keys[2])
    assert dup.status == STALE


async def test_replaying_the_log_rebuilds_the_state(table):
    store, core, gid, _ = table
    for seat, action in [(0, {"type": "walk", "to": 9}), (0, {"type": "gift", "victim": 2,
                         "item": "pear"}), (0, {"type": "end"}), (1, {"type": "end"})]:
        assert (await core.act(gid, seat, action, actor=USERS[seat])).ok
    game = await store.get_game(gid)
    log = [(a.seat, a.action) for a in await store.actions(gid)]
    assert replay(ENGINE, 3, game.seed, game.options, log) == game.state


# -- choosing ---------------------------------------------------------------------------------
def test_steps_skip_single_values_and_page_long_lists():
    state = ENGINE.new(2, 1)
    legal = ENGINE.legal_actions(state, 0)
    walk = C.candidates(ENGINE, legal, "walk")
    step = C.step(ENGINE, walk, C.Path("walk"))
    assert isinstance(step, C.Pick) and step.key == "to" and len(step.options) == 29
    shown, page, pages = C.page_of(step.options, 1)
    assert pages == 2 and page == 1 and len(shown) == 29 - C.PAGE_SIZE
    done = C.step(ENGINE, walk, C.choose(step, step.options[5][0]))
    assert isinstance(done, C.Done) and done.action == {"type": "walk", "to": 6}
    # With two players the gift's victim is fixed: only the item is asked.
    gift = C.candidates(ENGINE, legal, "gift")
    pick = C.step(ENGINE, gift, C.Path("gift"))
    assert pick.key == "item" and [v for _, v in pick.options] == ["apple", "pear"]


def test_paths_round_trip_and_reject_garbage():
    path = C.Path("gift", 3, 2, 1)
    assert C.Path.decode(path.encode()) == path
    for bad in ("", "x", "g.a.1.0", "g.1.-1.0", "..."):
        assert C.Path.decode(bad) is None


def test_a_group_of_types_asks_the_type_first_and_templates_go_to_the_composer():
    state = ENGINE.new(3, 1)
    cands = C.candidates(ENGINE, ENGINE.legal_actions(state, 0))
    first = C.step(ENGINE, cands, C.Path("_"))
    # A type with few first values is offered value by value (one click less); a long one
    # (29 squares to walk to) is asked for after the type.
    assert first.key == "type" and [v for _, v in first.options] == [
        {"type": "walk"}, {"type": "gift", "victim": 1}, {"type": "gift", "victim": 2},
        {"type": "end"}, {"type": "resign"}]
    gift_to_2 = first.options[2][0]
    then = C.step(ENGINE, cands, C.choose(first, gift_to_2))
    assert then.key == "item" and then.chosen == {"type": "gift", "victim": 2}
    walk = C.step(ENGINE, cands, C.choose(first, first.options[0][0]))
    assert walk.key == "to" and len(walk.options) == 29
    state["phase"] = "bid"
    bids = C.candidates(ENGINE, ENGINE.legal_actions(state, 1), "bid")
    done = C.step(ENGINE, bids, C.Path("bid"))
    assert isinstance(done, C.Done) and done.needs_composer


# -- composing ----------------------------------------------------------------------------------
def test_composer_reads_numbers_lists_and_cards():
    amount = Param("amount", INT, min_value=0)
    assert parse_int(" 7 ", amount, {"amount_max": 9}) == 7
    with pytest.raises(ComposeError) as err:
        parse_int("12", amount, {"amount_max": 9})
    assert err.value.code == "compose-out-of-range"
    with pytest.raises(ComposeError):
        parse_int("seven", amount, {})
    tiers = Param("tiers", INTS, length=3)
    assert parse_ints("15, 25 20", tiers, {}) == [15, 25, 20]
    with pytest.raises(ComposeError):
        parse_ints("15 25", tiers, {})
    cards = Param("cards", CARDS, items=("brick", "lumber", "ore"))
    words = {"brick": "brick", "lumber": "lumber", "ore": "ore", "wood": "lumber"}
    assert parse_cards("2 brick, ore", cards, words) == {"brick": 2, "ore": 1}
    assert parse_cards("wood x3 + bri", cards, words) == {"lumber": 3, "brick": 1}
    assert parse_cards("", cards, words) == {}
    with pytest.raises(ComposeError):
        parse_cards("2 gold", cards, words)


async def _lobby(store, core, channel: int = 70) -> int:
    game = await store.create_game(guild_id=1, channel_id=channel, kind="toy", host_id=USERS[0],
                                   host_name="Ana", host_colour="red", options={}, seed=5)
    await core.join(game.id, Member.person(USERS[1], "Bo"))
    return game.id


async def test_a_join_racing_the_start_never_leaves_seats_and_state_apart(table):
    import asyncio

    store, core, _, _ = table
    for channel in range(70, 76):
        gid = await _lobby(store, core, channel)
        joining = core.join(gid, Member.person(USERS[2], "Cy"))
        started, joined = await asyncio.gather(core.start(gid, by=USERS[0]), joining,
                                               return_exceptions=True)
        assert started.status == APPLIED
        # Joined first (then the game starts with three), or found the lobby closed.
        assert joined.status in (APPLIED, CLOSED)
        game = await store.get_game(gid)
        assert len(game.state["players"]) == len(game.seats)
    # Only the host starts; a started game is not started twice; too few seats is refused.
    gid = await _lobby(store, core, 80)
    assert (await core.start(gid, by=USERS[1])).status == DENIED
    await core.leave(gid, Member.person(USERS[1]))
    few = await core.start(gid, by=USERS[0])
    assert few.status == REFUSED and few.error.params == {"n": 1, "min": 2}
    await core.join(gid, Member.person(USERS[1], "Bo"))
    assert (await core.start(gid, by=USERS[0])).status == APPLIED
    assert (await core.start(gid, by=USERS[0])).status == STALE


async def test_two_replacements_of_one_seat_at_once_give_it_once(table):
    import asyncio

    from table.outcome import SEATED

    store, core, gid, _ = table
    first, second = await asyncio.gather(
        core.replace(gid, 1, holder=USERS[1], newcomer=Member.person(404, "Di"), by=USERS[0],
                     old_name="Bo"),
        core.replace(gid, 1, holder=USERS[1], newcomer=Member.person(505, "Ed"), by=USERS[0],
                     old_name="Bo"))
    assert sorted([first.status, second.status]) == sorted([APPLIED, STALE])
    winner = 404 if first.status == APPLIED else 505
    game = await store.get_game(gid)
    assert game.seats[1].user_id == winner
    # A member already seated cannot take a second seat.
    assert (await core.replace(gid, 2, holder=USERS[2], newcomer=Member.person(USERS[0], "Ana"),
                               by=USERS[0], old_name="Cy")).status == SEATED
