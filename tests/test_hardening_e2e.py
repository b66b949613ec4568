"""Issue 8 through the real bot process and the Discord stand-in: double submits, missing
permissions, Discord outages, a crash between posting a board and recording it, storage
that refuses to write, and clicks forged from another channel or a DM."""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
import time

import pytest

from standin import Channel, Perm
from standin.driving import (
    acked,
    board_move,
    boards,
    latest_board,
    open_table,
    private_reply,
    wait_new_board,
)
from standin.models import ChannelType

pytestmark = pytest.mark.e2e


def game_row(db, *columns: str) -> tuple:
    with sqlite3.connect(db) as raw:
        return raw.execute(f"SELECT {', '.join(columns)} FROM games ORDER BY id DESC").fetchone()


async def bid_form(standin, user, board):
    click = await acked(await standin.click(user, board, label="Bid"))
    assert click.response_type == 9, "the Bid button should open a form"
    return await click.wait_modal()


async def submit(standin, user, modal, amount, *, again: bool = False):
    return await standin.submit_modal(user, modal, {modal.fields[0].custom_id: str(amount)},
                                      again=again)


# -- finding 1 -------------------------------------------------------------------------------
async def test_a_double_submitted_last_bid_is_not_a_bid_in_the_next_round(standin, world,
                                                                           make_bot):
    bot = await make_bot()
    alice, bob, _ = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane")
    assert "locked in" in await private_reply(await submit(standin, alice,
                                                           await bid_form(standin, alice, board), 1))
    modal = await bid_form(standin, bob, board)
    # The same form submitted twice, as a double tap or a retry on a bad connection does.
    first = await submit(standin, bob, modal, 4)
    second = await submit(standin, bob, modal, 4, again=True)
    answers = sorted([await private_reply(first), await private_reply(second)])
    assert sum("locked in" in a for a in answers) == 1, answers
    assert sum("already made" in a or "moved on" in a for a in answers) == 1, answers
    state = json.loads(game_row(bot.database_path, "state")[0])
    assert all(p["bid"] is None for p in state["players"]), "a bid leaked into the next round"
    with sqlite3.connect(bot.database_path) as raw:
        assert raw.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == 2


# -- finding 3: permissions ------------------------------------------------------------------
async def test_starting_without_permissions_names_them_and_starts_nothing(standin, world,
                                                                         make_bot):
    bot = await make_bot()
    alice, bob, _ = world.players
    ix = await acked(await standin.slash(alice, world.channel, "caravane new"))
    lobby = await ix.wait_response()
    await acked(await standin.click(bob, lobby, label="Join"))
    world.channel.set_overwrite(standin.bot_user, deny=Perm.ATTACH_FILES | Perm.EMBED_LINKS)
    text = await private_reply(await standin.click(alice, lobby, label="Start"))
    assert "Attach Files" in text and "Embed Links" in text and "Send Messages" not in text
    assert "has started" not in text
    assert game_row(bot.database_path, "status")[0] == "lobby"
    assert not boards(standin, world.channel)
    # A new lobby elsewhere in the same state is refused the same way, before it opens.
    other = standin.add_text_channel(world.guild, "no-files")
    other.set_overwrite(standin.bot_user, deny=Perm.ATTACH_FILES)
    refused = await private_reply(await standin.slash(bob, other, "caravan new"))
    assert "Attach Files" in refused
    # Granted again: the same lobby starts.
    world.channel.set_overwrite(standin.bot_user, allow=Perm.ATTACH_FILES | Perm.EMBED_LINKS)
    await acked(await standin.click(alice, lobby, label="Start"))
    await standin.wait_until(lambda: boards(standin, world.channel), 15, "the first board")


async def test_reposting_without_permissions_says_so(standin, world, make_bot):
    await make_bot()
    alice, bob, _ = world.players
    await open_table(standin, world.channel, alice, [bob], "caravane")
    world.channel.set_overwrite(standin.bot_user, deny=Perm.EMBED_LINKS)
    text = await private_reply(await standin.slash(bob, world.channel, "table board"))
    assert "missing" in text and "Embed Links" in text and "fresh copy" not in text
    # And when Discord itself refuses (the cache can be behind), the refusal is named too.
    world.channel.set_overwrite(standin.bot_user, deny=0)
    standin.add_fault("POST", r"/channels/\d+/messages$", status=403, times=1)
    text = await private_reply(await standin.slash(bob, world.channel, "table board"))
    assert "could not be posted" in text and "fresh copy" not in text


# -- finding 3: outages ----------------------------------------------------------------------
@pytest.mark.slow
async def test_a_discord_outage_is_reported_holds_no_lock_and_the_board_comes_later(
        standin, world, make_bot):
    bot = await make_bot()
    alice, bob, _ = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane")
    before = len(boards(standin, world.channel))
    # Discord answers 502 to five tries of the board edit: one whole failed publication.
    outage = standin.add_fault("PATCH", r"/channels/\d+/messages/\d+$", status=502, times=5)
    alice_form = await bid_form(standin, alice, board)
    bob_form = await bid_form(standin, bob, board)
    started = time.monotonic()
    alice_bid = await submit(standin, alice, alice_form, 2)
    await asyncio.sleep(1.5)  # Alice's board edit is now being retried
    bob_bid = await submit(standin, bob, bob_form, 0)
    # Bob's bid is saved at once although Alice's board is still retrying: no lock is held.
    await standin.wait_until(lambda: game_row(bot.database_path, "version")[0] >= 3, 5,
                             "Bob's bid to be saved during the outage")
    assert time.monotonic() - started < 8
    alice_text = await private_reply(alice_bid, timeout=40)
    assert "locked in" in alice_text and "Discord is not answering" in alice_text
    assert "permission" not in alice_text.lower()
    assert "locked in" in await private_reply(bob_bid, timeout=60)
    assert outage.hits == 5
    # The reveal's new board is posted (Bob's publication or the retry loop), exactly once.
    await standin.wait_until(lambda: len(boards(standin, world.channel)) > before, 60,
                             "the board after the outage")
    await asyncio.sleep(12)  # a retry round later: still one
    assert len(boards(standin, world.channel)) == before + 1
    assert game_row(bot.database_path, "board_version = version")[0] == 1


async def test_a_cloudflare_429_is_not_blamed_on_permissions(standin, world, make_bot):
    await make_bot()
    alice, bob, _ = world.players
    await open_table(standin, world.channel, alice, [bob], "caravane")
    before = len(boards(standin, world.channel))
    standin.add_fault("POST", r"/channels/\d+/messages$", status=429, times=1, cloudflare=True)
    text = await private_reply(await standin.slash(bob, world.channel, "table board"))
    assert "not answering" in text and "permission" not in text.lower()
    assert re.search(r"try </table board:\d+> again", text) and "fresh copy" not in text
    assert len(boards(standin, world.channel)) == before
    text = await private_reply(await standin.slash(bob, world.channel, "table board"))
    assert "fresh copy" in text and len(boards(standin, world.channel)) == before + 1


# -- finding 6 -------------------------------------------------------------------------------
async def test_a_crash_between_posting_and_recording_adopts_the_posted_board(standin, world,
                                                                             make_bot):
    bot = await make_bot()
    alice, bob, _ = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane")
    await standin.wait_until(lambda: game_row(bot.database_path, "board_nonce")[0] is None, 10,
                             "the first board to be recorded")
    await private_reply(await submit(standin, alice, await bid_form(standin, alice, board), 1))
    before = len(boards(standin, world.channel))

    async def crash() -> None:  # the message exists; the bot dies before it hears so
        await bot.kill()
    standin.add_fault("POST", r"/channels/\d+/messages$", times=1, after=crash)
    bob_bid = await submit(standin, bob, await bid_form(standin, bob, board), 0)
    await standin.wait_until(lambda: not bot.running, 15, "the crash")
    assert len(boards(standin, world.channel)) == before + 1
    posted = latest_board(standin, world.channel)
    assert game_row(bot.database_path, "board_nonce")[0] is not None  # the intent is on record
    await bot.start()
    await standin.wait_until(
        lambda: game_row(bot.database_path, "board_nonce, board_message_id") == (None, posted.id),
        15, "the posted board to be adopted")
    assert len(boards(standin, world.channel)) == before + 1, "the board was posted twice"
    assert len([m for m in boards(standin, world.channel) if alice.id in m.notified_user_ids
                and m.id >= posted.id]) == 1
    # Its buttons are the live ones.
    text = await private_reply(await submit(standin, alice, await bid_form(standin, alice, posted), 3))
    assert "locked in" in text
    # Bob's private answer died with the bot (kill -9): he dismisses the "thinking…".
    bob_bid.original.deleted = True


# -- finding 8 -------------------------------------------------------------------------------
async def test_a_database_that_refuses_writes_is_reported_and_changes_nothing(standin, world,
                                                                              make_bot):
    bot = await make_bot()
    alice, bob, _ = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane")
    form = await bid_form(standin, alice, board)
    version = game_row(bot.database_path, "version")[0]
    blocker = sqlite3.connect(bot.database_path, timeout=1, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")  # another process holds the database
    try:
        # The answer comes once SQLite has given up waiting for the lock (a board record and
        # the move each wait up to 5 s): 20 s leaves room for a loaded machine.
        text = await private_reply(await submit(standin, alice, form, 2), timeout=20)
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert "database" in text and "Nothing was changed" in text
    assert "something went wrong" not in text
    assert game_row(bot.database_path, "version")[0] == version
    admin = standin.add_user("Sam", guild=world.guild, permissions=Perm.MANAGE_GUILD)
    health = await private_reply(await standin.slash(admin, world.channel, "table health"))
    assert "Last error" in health and ("locked" in health or "busy" in health)
    assert "Games running: **1**" in health
    denied = await private_reply(await standin.slash(world.gm, world.channel, "table health"))
    assert "manage this server" in denied
    # Once the database is free the same player simply bids again.
    text = await private_reply(await submit(standin, alice, await bid_form(standin, alice, board), 2))
    assert "locked in" in text


# -- finding 9 -------------------------------------------------------------------------------
async def test_clicks_from_another_channel_and_commands_from_a_dm_do_nothing(standin, world,
                                                                             make_bot):
    bot = await make_bot()
    alice, bob, _ = world.players
    ix = await acked(await standin.slash(alice, world.channel, "caravane new"))
    lobby = await ix.wait_response()
    cancel = lobby.component(label="Cancel").custom_id
    # Mo manages channel B only; a forged client replays X's Cancel button from B.
    other = standin.add_text_channel(world.guild, "b")
    mo = standin.add_user("Mo", guild=world.guild)
    other.set_overwrite(mo, allow=Perm.MANAGE_CHANNELS)
    lobby_b = await (await acked(await standin.slash(mo, other, "caravan new"))).wait_response()
    # The forged click carries X's lobby message (so discord.py finds the button) but comes
    # from channel B, where Mo may manage channels.
    text = await private_reply(await standin.forge_click(mo, other, cancel, message=lobby))
    assert "another channel" in text
    # A button id pasted onto a message that never had it: answered, not dropped.
    text = await private_reply(await standin.forge_click(mo, other, cancel, message=lobby_b))
    assert "out of date" in text
    assert game_row(bot.database_path, "status")[0] == "lobby"
    start = lobby.component(label="Start").custom_id
    assert "another channel" in await private_reply(
        await standin.forge_click(alice, other, start, message=lobby))
    with sqlite3.connect(bot.database_path) as raw:
        assert raw.execute("SELECT status FROM games ORDER BY id").fetchall() == [("lobby",)] * 2
    # A forged /caravan new in a DM opens nothing.
    dm = Channel(id=standin.ids.next(), type=ChannelType.DM, name="", recipient=bob)
    standin.channels[dm.id] = dm
    text = await private_reply(await standin.forge_slash(bob, dm, "caravan new",
                                                         tree_of=world.channel))
    assert "server" in text
    with sqlite3.connect(bot.database_path) as raw:
        assert raw.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 2
    # And the real buttons still work where they belong.
    await acked(await standin.click(bob, lobby, label="Join"))
    assert board_move(await wait_new_board_after_start(standin, world, alice, lobby)) >= 1


async def wait_new_board_after_start(standin, world, host, lobby):
    await acked(await standin.click(host, lobby, label="Start"))
    await standin.wait_until(lambda: boards(standin, world.channel), 15, "the first board")
    return latest_board(standin, world.channel)


__all__ = ["wait_new_board"]
