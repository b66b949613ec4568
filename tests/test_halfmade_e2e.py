"""A table opened while the bot is killed at the worst moment (issue 28): the "is opening a
table…" announcement is never left forever — the table is finished at start-up when its game
exists, withdrawn (announcement deleted, empty thread archived) when it does not — and a
lobby the database knows but nobody can see gets its message."""

from __future__ import annotations

import sqlite3

import pytest

from standin import Channel, StandIn
from standin.driving import acked, boards

pytestmark = pytest.mark.e2e


def threads_in(standin: StandIn, parent: Channel) -> list[Channel]:
    return [c for c in standin.channels.values() if c.is_thread and c.parent_id == parent.id]


def lobbies(standin: StandIn, channel: Channel) -> list:
    return [m for m in standin.channel_messages(channel)
            if not m.ephemeral and not m.deleted and any(b.label == "Join" for b in m.buttons)]


async def _kill_at(standin, bot, method: str, path: str, *, after: bool = False) -> None:
    async def crash() -> None:
        await bot.kill()
    if after:
        standin.add_fault(method, path, times=1, after=crash)
    else:
        standin.add_fault(method, path, times=1, before=crash)


async def test_a_kill_before_the_thread_is_made_withdraws_the_announcement(standin, world,
                                                                         make_bot):
    bot = await make_bot(threads=True)
    alice = world.alice
    await _kill_at(standin, bot, "POST", r"/messages/\d+/threads$")
    await standin.slash(alice, world.channel, "caravane new")
    await standin.wait_until(lambda: not bot.running, 15, "the kill")
    announcement = next(m for m in standin.channel_messages(world.channel) if not m.ephemeral)
    assert "opening" in announcement.text.lower() and not threads_in(standin, world.channel)
    await bot.start()
    await standin.wait_until(lambda: announcement.deleted, 15, "the announcement withdrawn")
    with sqlite3.connect(bot.database_path) as db:
        await standin.wait_until(lambda: db.execute(
            "SELECT COUNT(*) FROM openings").fetchone() == (0,), 10, "the opening settled")
        assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (0,)


async def test_a_kill_before_the_game_is_saved_withdraws_the_empty_thread(standin, world,
                                                                        make_bot):
    bot = await make_bot(threads=True)
    await _kill_at(standin, bot, "POST", r"/messages/\d+/threads$", after=True)
    await standin.slash(world.alice, world.channel, "caravane new")
    await standin.wait_until(lambda: not bot.running, 15, "the kill")
    (thread,) = threads_in(standin, world.channel)
    await bot.start()
    await standin.wait_until(lambda: thread.archived and standin.messages[thread.id].deleted,
                             15, "the empty thread archived and its announcement withdrawn")


async def test_a_kill_before_the_lobby_is_posted_finishes_the_table(standin, world, make_bot):
    bot = await make_bot(threads=True)
    alice, bob = world.alice, world.bob
    # The announcement is edited to link the thread, then the lobby is posted: die there.
    await _kill_at(standin, bot, "POST", r"/channels/\d+/messages$")
    await standin.slash(alice, world.channel, "caravane new")
    await standin.wait_until(lambda: not bot.running, 15, "the kill")
    (thread,) = threads_in(standin, world.channel)
    assert lobbies(standin, thread) == []
    await bot.start()
    await standin.wait_until(lambda: lobbies(standin, thread), 15, "the lobby")
    announcement = standin.messages[thread.id]
    assert f"<#{thread.id}>" in announcement.content
    (lobby,) = lobbies(standin, thread)
    # It is a working lobby: Bob joins, Alice starts, the game begins in the thread.
    assert (await acked(await standin.click(bob, lobby, label="Join"))).response_type == 7
    await acked(await standin.click(alice, lobby, label="Start"))
    await standin.wait_until(lambda: boards(standin, thread), 15, "the first board")
    # Another restart changes nothing more.
    await bot.stop()
    await bot.start()
    assert len(lobbies(standin, thread)) <= 1 and len(boards(standin, thread)) == 1


async def test_a_kill_before_a_channel_lobby_is_posted_posts_it_at_start_up(standin, world,
                                                                          make_bot):
    bot = await make_bot()  # no threads: the lobby answers the command in the channel
    await _kill_at(standin, bot, "POST", r"/interactions/\d+/[^/]+/callback$")
    await standin.slash(world.alice, world.channel, "caravane new")
    await standin.wait_until(lambda: not bot.running, 15, "the kill")
    assert lobbies(standin, world.channel) == []
    await bot.start()
    await standin.wait_until(lambda: lobbies(standin, world.channel), 15, "the lobby")
    (lobby,) = lobbies(standin, world.channel)
    with sqlite3.connect(bot.database_path) as db:
        await standin.wait_until(lambda: db.execute(
            "SELECT lobby_message_id FROM games").fetchone() == (lobby.id,), 10,
            "the lobby recorded")
    # It is the channel's lobby: a join works.
    assert (await acked(await standin.click(world.bob, lobby, label="Join"))).response_type == 7
