"""Issue 8 regressions that need no Discord: moves checked against the decision they were
chosen on, under the lock (findings 1 and 5), the board owed by each move stored with it
(finding 6's groundwork), and storage failures told apart (finding 8). Real SQLite files."""

from __future__ import annotations

import asyncio
import itertools
import random
import sqlite3
from pathlib import Path

import pytest

from cogs.caravane import KIND as CARAVANE
from cogs.catan import KIND as CATAN
from cogs.table import failures
from games.rng import new_seed
from store import CORRUPT, FULL, READONLY, Store
from store.sqlite import classify
from table.core import TableCore
from table.ids import key_stamp
from table.outcome import APPLIED, REFUSED, STALE
from tests.support import catan_scenario as sc

USERS = [11, 22, 33]
OFFER = {"type": "offer_trade", "give": {"brick": 1}, "get": {"ore": 1}, "to": None}


async def seated(store: Store, kind: str, players: int, state: dict, channel: int = 7) -> int:
    game = await store.create_game(guild_id=1, channel_id=channel, kind=kind, host_id=USERS[0],
                                   host_name="Ana", host_colour="red", options={},
                                   seed=new_seed())
    for uid, name in zip(USERS[1:players], ("Bo", "Cy"), strict=False):
        await store.add_seat(game.id, uid, name, ("red", "blue", "green"), 3)
    await store.start(game.id, state, game.version, pending={"new": True, "ping": []})
    return game.id


@pytest.fixture
async def store(tmp_path: Path):
    s = await Store.open(tmp_path / "h.db")
    yield s
    await s.close()


# -- finding 1: a double-submitted last bid never becomes a bid of the next round -------------
async def test_a_duplicated_last_caravane_bid_is_stale_not_a_next_round_bid(store):
    engine = CARAVANE.engine
    core = TableCore(store, {"caravane": CARAVANE})
    gid = await seated(store, "caravane", 2, engine.new(2, new_seed(), {}))
    game = await store.get_game(gid)
    keys = {s: key_stamp(engine.decision_key(game.state, s)) for s in (0, 1)}
    bid = {"type": "bid", "amount": 1}
    assert (await core.act(gid, 0, bid, actor=USERS[0], decision_key=keys[0])).ok
    # Bo's form is submitted twice at once: one copy ends the round, the other must not
    # become his bid in the next round.
    first, second = await asyncio.gather(
        core.act(gid, 1, bid, actor=USERS[1], decision_key=keys[1]),
        core.act(gid, 1, bid, actor=USERS[1], decision_key=keys[1]))
    assert sorted([first.status, second.status]) == [APPLIED, STALE]
    state = (await store.get_game(gid)).state
    assert state["round"] == 2 or state["stage"] > 1 or engine.is_over(state)
    assert all(p["bid"] is None for p in state["players"])  # nobody has bid in the new round
    assert len(await store.actions(gid)) == 2


# -- finding 5: the proposer's click racing the last answer -----------------------------------
def trading_state() -> dict:
    s = sc.main_phase(3)
    sc.give(s, 0, brick=2, wool=1)
    sc.give(s, 1, ore=2, grain=1)
    sc.give(s, 2, wool=2)
    s, _ = CATAN.engine.apply(s, 0, OFFER)
    s, _ = CATAN.engine.apply(s, 1, {"type": "accept_trade"})
    return s


@pytest.mark.parametrize("seed", range(12))
async def test_the_proposers_click_as_the_last_answer_lands_never_crashes(tmp_path, seed):
    engine = CATAN.engine
    store = await Store.open(tmp_path / f"race{seed}.db")
    try:
        core = TableCore(store, {"catan": CATAN})
        state = trading_state()
        gid = await seated(store, "catan", 3, state)
        key0 = key_stamp(engine.decision_key(state, 0))
        key2 = key_stamp(engine.decision_key(state, 2))
        rnd = random.Random(seed)
        last = rnd.choice([{"type": "decline_trade"},
                           {"type": "counter_trade", "give": {"wool": 1}, "get": {"brick": 1}}])
        # Whatever the proposer may click on the menu drawn before the last answer (and the
        # buttons of the other seats' menus, forged onto the proposer).
        proposer = rnd.choice([*engine.legal_actions(state, 0), {"type": "accept_trade"},
                               {"type": "decline_trade"}, {"type": "confirm_trade", "with": 2},
                               {"type": "counter_trade", "give": {"brick": 1}, "get": {"ore": 1}}])
        proposer = {k: v for k, v in proposer.items() if k != "template"}
        calls = [core.act(gid, 2, last, actor=USERS[2], decision_key=key2),
                 core.act(gid, 0, proposer, actor=USERS[0], decision_key=key0)]
        if seed % 2:
            calls.reverse()
        outcomes = await asyncio.gather(*calls)  # raises if anything crashed
        assert all(o.status in (APPLIED, STALE, REFUSED) for o in outcomes)
        game = await store.get_game(gid)
        assert len(await store.actions(gid)) == sum(o.ok for o in outcomes) == game.version - 1
        assert sum(game.state["res"][0]) + sum(game.state["res"][1]) + sum(game.state["res"][2]) \
            == sum(map(sum, state["res"]))  # no card created or lost
    finally:
        await store.close()


def test_every_trade_answer_order_is_safe_in_the_engine():
    """Every order of the remaining answers and proposer actions applies or is refused."""
    engine = CATAN.engine
    base = trading_state()
    moves = [(2, {"type": "decline_trade"}), (0, {"type": "confirm_trade", "with": 1}),
             (0, {"type": "cancel_trade"}), (2, {"type": "accept_trade"}),
             (1, {"type": "decline_trade"})]
    from games.base import RuleError

    for order in itertools.permutations(moves):
        s = base
        for seat, action in order:
            try:
                s, _ = engine.apply(s, seat, action)
            except RuleError:
                pass


# -- finding 6's groundwork: the board a move owes is stored with the move ---------------------
async def test_each_move_records_what_its_board_owes_in_the_same_transaction(store, tmp_path):
    engine = CARAVANE.engine
    core = TableCore(store, {"caravane": CARAVANE})
    gid = await seated(store, "caravane", 2, engine.new(2, new_seed(), {}))
    game = await store.get_game(gid)
    assert game.board_pending == [{"new": True, "ping": [], "v": 1}]
    await store.board_published(gid, version=1, message_id=555, board_log=["begins"])
    out = await core.act(gid, 0, {"type": "bid", "amount": 2}, actor=USERS[0])
    assert out.ok and not out.new_message
    out2 = await core.act(gid, 1, {"type": "bid", "amount": 0}, actor=USERS[1])
    assert out2.ok and out2.new_message
    with sqlite3.connect(tmp_path / "h.db") as db:
        (pending, board_version, nonce), = db.execute(
            "SELECT board_pending, board_version, board_nonce FROM games WHERE id=?", (gid,))
    import json

    entries = json.loads(pending)
    assert [e["v"] for e in entries] == [2, 3] and board_version == 1 and nonce is None
    assert entries[0]["new"] is False and entries[1]["new"] is True
    assert entries[1]["ping"] == [s for s in out2.to_act if s != 1]
    # Publishing version 2 only drops what version 2 owed; version 3's board is still owed.
    await store.board_published(gid, version=2, message_id=556, board_log=[])
    game = await store.get_game(gid)
    assert [e["v"] for e in game.board_pending] == [3] and game.board_version == 2
    assert [g.id for g in await store.games_behind_board()] == [gid]


async def test_a_nonce_is_recorded_before_posting_and_cleared_after(store):
    gid = await seated(store, "caravane", 2, CARAVANE.engine.new(2, new_seed(), {}))
    await store.set_board_nonce(gid, "abc123")
    assert (await store.get_game(gid)).board_nonce == "abc123"
    await store.board_published(gid, version=1, message_id=9, board_log=[])
    game = await store.get_game(gid)
    assert game.board_nonce is None and game.board_message_id == 9 and not game.board_pending


# -- finding 8: storage failures are told apart -----------------------------------------------
def test_a_full_database_is_recognised_as_full(tmp_path):
    db = sqlite3.connect(tmp_path / "full.db")
    db.execute("CREATE TABLE t (x BLOB)")
    db.execute("PRAGMA max_page_count = 8")
    with pytest.raises(sqlite3.OperationalError) as full:
        for _ in range(100):
            db.execute("INSERT INTO t VALUES (zeroblob(4000))")
    assert classify(full.value) == FULL


def test_a_readonly_and_a_damaged_database_are_recognised(tmp_path):
    path = tmp_path / "ro.db"
    sqlite3.connect(path).execute("CREATE TABLE t (x)").connection.commit()
    ro = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    with pytest.raises(sqlite3.OperationalError) as readonly:
        ro.execute("INSERT INTO t VALUES (1)")
    assert classify(readonly.value) == READONLY
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not a database at all" * 200)
    with pytest.raises(sqlite3.DatabaseError) as damaged:
        sqlite3.connect(junk).execute("SELECT * FROM sqlite_master").fetchall()
    assert classify(damaged.value) == CORRUPT
    assert classify(ValueError("x")) is None


def test_discord_failures_are_told_apart():
    import discord

    class Response:
        def __init__(self, status: int) -> None:
            self.status, self.reason = status, "x"

    assert failures.classify_discord(discord.Forbidden(Response(403), "no")) == failures.PERMISSIONS
    assert failures.classify_discord(discord.DiscordServerError(Response(502), "")) == failures.DISCORD
    assert failures.classify_discord(discord.HTTPException(Response(429), "")) == failures.DISCORD
    assert failures.classify_discord(discord.NotFound(Response(404), "")) == failures.GONE
    assert failures.classify_discord(TimeoutError()) == failures.DISCORD
    perms = discord.Permissions(view_channel=True, send_messages=True, read_message_history=True)
    assert failures.missing_permissions(perms) == ["embed_links", "attach_files"]
    assert failures.permission_names(["embed_links", "attach_files"]) == "Embed Links, Attach Files"


async def test_a_long_outage_folds_old_board_debts_but_keeps_pings(store):
    from store.sqlite import PENDING_KEPT

    engine = CARAVANE.engine
    core = TableCore(store, {"caravane": CARAVANE})
    gid = await seated(store, "caravane", 2, engine.new(2, new_seed(), {}))
    for _ in range(PENDING_KEPT + 10):  # bids, reveals, bids… and the board never posted
        game = await store.get_game(gid)
        if engine.is_over(game.state):
            break
        seat = engine.to_act(game.state)[0]
        assert (await core.act(gid, seat, {"type": "bid", "amount": 0},
                               actor=USERS[seat])).ok
    game = await store.get_game(gid)
    assert len(game.board_pending) <= PENDING_KEPT
    assert game.board_pending[0]["new"] is True  # the start's new board is still owed
    assert max(e["v"] for e in game.board_pending) == game.version
