"""A move and the forced moves it sets going owe one board: who is pinged, and whether a new
message is posted, follow from the state before the click, the state where the chain ends and
who clicked — never from whether some other publication (the catch-up loop, another process)
happened to run while the table was still playing the chain.

Caravane's last bid of a round that leaves one camel travelling: the table walks that lone
straggler to the palace by itself, one forced bid per square, and the next stage begins with
everyone bidding again. The flaky quiet-channel e2e test caught a board published between the
bid and the forced bids: it posted a new message pinging the straggler for a bid the table
then made, and a second one for the new stage.

Below a real store, core and publisher; only Discord is a stand-in object.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cogs.caravane import KIND
from cogs.table import board as B
from games.caravane import ENGINE
from store import Store
from table import drawing
from table.core import TableCore

USERS = (101, 202, 303)  # Ana, Bo, Cy


class Channel:
    """Records what the publisher sends: new messages (and whom they ping) and edits."""

    id = 7
    ids = itertools.count(1000)

    def __init__(self) -> None:
        self.posted: list[list[int]] = []  # the user ids each new message pings
        self.lines: list[str] = []  # the lines below the image of the last new message
        self.edits = 0

    async def send(self, **kwargs: Any) -> Any:
        users = kwargs["allowed_mentions"].users
        self.posted.append(sorted(u.id for u in users) if users else [])
        self.lines = (kwargs["embed"].description or "").splitlines()
        return SimpleNamespace(id=next(self.ids))

    def get_partial_message(self, message_id: int) -> Any:
        async def edit(**kwargs: Any) -> None:
            self.edits += 1
        return SimpleNamespace(id=message_id, edit=edit)


@pytest.fixture
async def table(tmp_path: Path, monkeypatch):
    async def drawn(fn, *args, locale, **kwargs):
        return b"png"
    monkeypatch.setattr(drawing.RENDER_POOL, "run", drawn)
    store = await Store.open(tmp_path / "t.db")
    core = TableCore(store, {"caravane": KIND})
    channel = Channel()
    bot = SimpleNamespace(user=None, get_channel=lambda _id: channel, get_guild=lambda _id: None)
    boards = B.BoardPublisher(bot, store)  # type: ignore[arg-type]
    game = await store.create_game(guild_id=1, channel_id=7, kind="caravane", host_id=USERS[0],
                                   host_name="Ana", host_colour="red", options={}, seed=5)
    for uid, name in zip(USERS[1:], ("Bo", "Cy"), strict=True):
        await store.add_seat(game.id, uid, name, ("red", "blue", "green"), 5)
    state = ENGINE.new(3, 5)
    # Stage 1's palace is square 16. Ana and Cy arrive with this round's reveal; Bo, left on
    # 11, walks alone: five forced bids to the palace, then stage 2.
    for pl, pos in zip(state["players"], (15, 10, 14), strict=True):
        pl["pos"] = pos
    await store.start(game.id, state, game.version)
    await boards.flush(KIND, game.id)
    yield SimpleNamespace(store=store, core=core, boards=boards, channel=channel,
                          game_id=game.id)
    await store.close()


async def last_bid_of_the_round(table: Any, *, publish_mid_chain: bool = False,
                                catch_up_mid_chain: bool = False) -> None:
    """Ana and Bo bid, each board published; then Cy's bid reveals the round. With
    ``publish_mid_chain``, a board is published as soon as Cy's bid is saved, before the
    table plays Bo's forced bids (as ``/table board`` or another process may); with
    ``catch_up_mid_chain``, the catch-up loop runs a round there."""
    core, boards, gid = table.core, table.boards, table.game_id

    async def publish(outcome: Any) -> None:
        await boards.flush(KIND, gid)

    for seat, amount in ((0, 2), (1, 0)):
        assert (await core.act(gid, seat, {"type": "bid", "amount": amount},
                               actor=USERS[seat], publish=publish)).ok
    table.channel.posted.clear()

    async def on_change(game: Any, acted: int | None) -> None:
        if acted != 2:
            return
        # Cy's own bid is saved; the forced bids are still to come.
        if publish_mid_chain:
            await boards.flush(KIND, gid)
        if catch_up_mid_chain:
            await boards.catch_up({"caravane": KIND})
    core.on_change = on_change
    out = await core.act(gid, 2, {"type": "bid", "amount": 1}, actor=USERS[2], publish=publish)
    assert out.ok and [f.seat for f in out.forced] == [1] * 5
    assert out.game is not None and out.game.state["stage"] == 2 and out.to_act == [0, 1, 2]


async def test_the_last_bid_posts_one_board_pinging_the_others(table):
    await last_bid_of_the_round(table)
    # Everyone bids again in stage 2: Ana and Bo are pinged, not Cy, whose bid set it going.
    assert table.channel.posted == [[USERS[0], USERS[1]]]
    # It tells the round's reveal and the table's bids for Bo alike.
    assert any("Cy" in line and "palace" in line for line in table.channel.lines), \
        table.channel.lines
    assert sum("Played automatically for Bo" in line for line in table.channel.lines) == 5


async def test_the_catch_up_loop_leaves_a_chain_to_the_table_playing_it(table):
    edits = table.channel.edits
    await last_bid_of_the_round(table, catch_up_mid_chain=True)
    # Nothing was published in the middle; the chain's end is the same board as above.
    assert table.channel.edits == edits + 2  # Ana's bid and Bo's, edited in place
    assert table.channel.posted == [[USERS[0], USERS[1]]]
    assert any("Cy" in line and "palace" in line for line in table.channel.lines)


async def test_a_board_published_mid_chain_pings_no_one_and_posts_nothing_new(table):
    await last_bid_of_the_round(table, publish_mid_chain=True)
    # The same as with no publication in between: one new message, pinging Ana and Bo. The
    # board published mid-chain is an edit (Bo's forced bids are nobody's turn).
    assert table.channel.posted == [[USERS[0], USERS[1]]]
    game = await table.store.get_game(table.game_id)
    assert game.board_version == game.version and not game.board_pending


async def test_a_chain_cut_short_says_so(table, monkeypatch, caplog):
    """More forced moves in a row than the table plays is an engine bug: the chain's board
    debt, owed at its end, is never recorded — the operator's log says so."""
    import table.core as core_module

    monkeypatch.setattr(core_module, "MAX_FORCED", 2)
    core, gid = table.core, table.game_id
    for seat, amount in ((0, 2), (1, 0)):
        assert (await core.act(gid, seat, {"type": "bid", "amount": amount},
                               actor=USERS[seat])).ok
    out = await core.act(gid, 2, {"type": "bid", "amount": 1}, actor=USERS[2])
    assert out.ok and len(out.forced) == 2 and out.to_act == [1]  # Bo still walking alone
    assert f"Game {gid}: still a forced move after 2 in a row" in caplog.text
    game = await table.store.get_game(gid)
    assert not any(e["new"] or e["ping"] for e in game.board_pending)
