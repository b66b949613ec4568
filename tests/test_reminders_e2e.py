"""Reminders through the real bot and the Discord stand-in: a reminder takes the player to the
board (a link button to the board message, in the channel and by direct message) instead of
pointing at buttons "below" that it does not carry, and coming back from an absence with
``/me away until:off`` never pings — reminders resume one interval later."""

from __future__ import annotations

import asyncio

import pytest

from standin import Channel, Message, StandIn, User
from standin.driving import latest_board, open_table, private_reply, waiting_users

pytestmark = pytest.mark.e2e

INTERVAL = 0.001 * 3600  # REMIND_AFTER_HOURS below: a reminder after 3.6 s of waiting
LINK = 5  # a link button's style


def pings(standin: StandIn, channel: Channel, user: User) -> list[Message]:
    """Messages that notified ``user``: in the channel, and every message of their DMs."""
    found = [m for m in standin.channel_messages(channel) if user.id in m.notified_user_ids]
    dm = standin.dm_channel(user)
    return found + (standin.channel_messages(dm) if dm is not None else [])


def board_link(message: Message, board: Message, channel: Channel) -> str:
    links = [c for c in message.buttons if c.style == LINK]
    assert len(links) == 1, message.items
    url = links[0].url or ""
    assert url.endswith(f"/{channel.id}/{board.id}"), url
    return links[0].label or ""


async def test_a_reminder_links_to_the_board_and_coming_back_never_pings(standin, world,
                                                                         make_bot):
    await make_bot(env={"REMIND_AFTER_HOURS": "0.001"})
    alice, bob, carol = world.players
    board = await open_table(standin, world.channel, alice, [bob, carol], "caravan")
    player = waiting_users([alice, bob, carol], board)[0]

    # The reminder in the channel: whose turn, what to do, and a button to the board — no
    # "buttons below" that are not there.
    reminder = await standin.wait_for_message(
        world.channel, lambda m: m.text.startswith("⏰"), timeout=INTERVAL + 10)
    assert reminder.notified_user_ids == [player.id]
    assert "below" not in reminder.text, reminder.text
    assert board_link(reminder, latest_board(standin, world.channel), world.channel) \
        == "Go to the board"

    # Away: no reminders while away, however long the game waits.
    await private_reply(await standin.slash(player, world.channel, "me away", until="3d"))
    before = len(pings(standin, world.channel, player))
    await asyncio.sleep(INTERVAL + 1)
    assert len(pings(standin, world.channel, player)) == before
    # Back: the game has waited longer than the interval, yet coming back pings nobody.
    back = await private_reply(await standin.slash(player, world.channel, "me away",
                                                   until="off"))
    assert back.startswith("👋")
    await asyncio.sleep(INTERVAL - 1.2)
    assert len(pings(standin, world.channel, player)) == before, \
        [m.text for m in pings(standin, world.channel, player)[before:]]
    # … and reminders resume one interval after the return.
    await standin.wait_until(lambda: len(pings(standin, world.channel, player)) > before,
                             INTERVAL + 10, "the next reminder")


async def test_a_reminder_by_direct_message_links_to_the_board(standin, world, make_bot):
    await make_bot(env={"REMIND_AFTER_HOURS": "0.001"})
    alice, bob, carol = world.players
    for user in (alice, bob, carol):
        await private_reply(await standin.slash(user, world.channel, "me reminders", dm=True))
    board = await open_table(standin, world.channel, alice, [bob, carol], "caravan")
    player = waiting_users([alice, bob, carol], board)[0]
    dms = await standin.wait_until(lambda: (c := standin.dm_channel(player)) and [
        m for m in standin.channel_messages(c) if m.text.startswith("⏰")], INTERVAL + 10,
        "the reminder by DM")
    assert "Caravan" in dms[0].text and "below" not in dms[0].text, dms[0].text
    assert board_link(dms[0], latest_board(standin, world.channel), world.channel) \
        == "Go to the board"
