"""Issue 27, acknowledge first, through the real bot and the Discord stand-in: while another
process holds the database's write lock for longer than Discord waits for an acknowledgement
(3 s), every interaction is still acknowledged at once — the moves and settings that must
write wait for the lock and are answered after it, the rest are not held up at all."""

from __future__ import annotations

import asyncio
import sqlite3
import time

import pytest

from standin.driving import acked, latest_board, open_table, play_value, private_reply
from tests.test_hardening_e2e import bid_form, submit

pytestmark = pytest.mark.e2e

HELD = 3.8  # seconds: past Discord's 3 s, within the bot's 5 s wait for a busy database
QUICK = 1.0  # an acknowledgement this late would already be a slow one


async def test_a_database_locked_by_another_process_delays_no_acknowledgement(
        standin, world, make_bot):
    bot = await make_bot()
    alice, bob, carol = world.players
    board = await open_table(standin, world.channel, alice, [bob, carol], "caravane")
    form = await bid_form(standin, alice, board)  # opened before: a form needs no write
    from games.caravane import ENGINE
    from standin.driving import db_game
    state, version = db_game(bot.database_path, "caravane")
    bid = next(a for a in ENGINE.legal_actions(state, 1) if a.get("template"))
    side = standin.add_text_channel(world.guild, "side-table")
    lobby = await (await acked(await standin.slash(bob, side, "caravane new"))).wait_response()

    blocker = sqlite3.connect(bot.database_path, timeout=1, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")  # another process (a backup, a script) writes
    held_at = time.monotonic()
    try:
        sent = {
            # Each of these must write: acknowledged now, answered once the lock is gone.
            "bid": await submit(standin, alice, form, 2),
            "away": await standin.slash(bob, world.channel, "me away", until="3d"),
            "clock": await standin.slash(alice, world.channel, "table settings", clock="48h"),
            "language": await standin.slash(carol, world.channel, "me language",
                                            language="fr"),
            # These only read.
            "stats": await standin.slash(world.gm, world.channel, "stats"),
            "log": await standin.slash(world.gm, world.channel, "table log"),
            "play-form": await standin.slash(bob, world.channel, "play", move=play_value(
                ENGINE, state, version, 1, bid)),
        }
        # A join is answered by the lobby's own update, which waits for its write: when
        # that is slow, the click is acknowledged after a second, well before Discord's 3 s.
        join = await standin.click(world.gm, lobby, label="Join")
        for name, ix in sent.items():
            await ix.wait_ack(HELD)
            assert ix.ack_latency is not None and ix.ack_latency < QUICK, (name, ix.ack_latency)
        await join.wait_ack(HELD)
        assert join.ack_latency is not None and join.ack_latency < 1.6, join.ack_latency
        # Still held: the writes are waiting, not failed.
        assert time.monotonic() - held_at < HELD
        await asyncio.sleep(HELD - (time.monotonic() - held_at))
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert sent["play-form"].response_type == 9  # bob's own bid form opened at once
    assert "locked in" in await private_reply(sent["bid"], timeout=15)
    assert "You are away until" in await private_reply(sent["away"], timeout=15)
    assert "turn clock of 2 days" in await private_reply(sent["clock"], timeout=15)
    # Confirmed in its own words (issue 28): the reply is in French.
    assert "en français" in await private_reply(sent["language"], timeout=15)
    assert "Caravane" in await private_reply(sent["log"], timeout=15)  # read as it stood
    await private_reply(sent["stats"], timeout=15)
    await standin.wait_until(lambda: world.gm.name in standin.messages[lobby.id].text, 15,
                             "the lobby to show who joined")
    # The host's replacement waits for the lock the same way, acknowledged at once.
    blocker = sqlite3.connect(bot.database_path, timeout=1, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        ix = await acked(await standin.slash(alice, world.channel, "table replace",
                                             player=carol, **{"with": world.gm}))
        assert ix.ack_latency is not None and ix.ack_latency < QUICK
        await asyncio.sleep(HELD)
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert "now plays" in await private_reply(ix, timeout=15)
    assert latest_board(standin, world.channel) is not None
