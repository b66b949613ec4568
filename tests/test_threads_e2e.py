"""A thread per game, through the real bot and the Discord stand-in: ``/<game> new`` opens a
thread named after the game from a short announcement in the channel, the lobby and the
boards are in the thread, players become its members as they sit down, several games share
one channel, an archived thread wakes for a move, and with the option off (or without the
permission to create threads) the game stays in the channel as before."""

from __future__ import annotations

import asyncio
import re

import pytest

from games.catan import ENGINE
from standin import Channel, Message, Perm, StandIn, User
from standin.botproc import set_threads
from standin.driving import (
    acked,
    board_move,
    boards,
    db_game,
    follow,
    group_button,
    latest_board,
    play_value,
    private_reply,
    toward,
    wait_board_move,
)
from tests.e2e_helpers import board_png_ok

pytestmark = pytest.mark.e2e


def threads_in(standin: StandIn, parent: Channel) -> list[Channel]:
    return [c for c in standin.channels.values() if c.is_thread and c.parent_id == parent.id]


async def open_in_thread(standin: StandIn, channel: Channel, host: User,
                         command: str) -> tuple[Message, Channel, Message]:
    """/<game> new in ``channel``: (the announcement, the game's thread, its lobby)."""
    ix = await acked(await standin.slash(host, channel, f"{command} new"))
    announcement = await ix.wait_response()
    assert not announcement.ephemeral and not announcement.buttons
    await standin.wait_until(lambda: "<#" in announcement.content, 10, "the thread's link")
    thread = standin.channels[int(re.search(r"<#(\d+)>", announcement.content).group(1))]
    lobby = await standin.wait_for_message(thread, lambda m: bool(m.buttons))
    return announcement, thread, lobby


async def start(standin: StandIn, host: User, lobby: Message, thread: Channel) -> Message:
    await acked(await standin.click(host, lobby, label="Start"))
    await standin.wait_until(lambda: boards(standin, thread), 15, "the first board")
    return latest_board(standin, thread)


async def test_each_game_gets_a_thread_and_one_channel_holds_several(standin, world, make_bot):
    await make_bot(threads=True)  # the option's default: on
    alice, bob, carol = world.players
    announcement, thread, lobby = await open_in_thread(standin, world.channel, alice, "catan")
    # The thread starts from the announcement, is named after the game and its host, and
    # stays listed for a week of quiet (games wait days for a move).
    assert thread.is_thread and thread.parent_id == world.channel.id
    assert thread.id == announcement.id and thread.name == "Catan · Amélie"
    assert thread.auto_archive_duration == 10080
    # The announcement names the host without pinging anyone and links to the thread.
    assert f"<@{alice.id}>" in announcement.content and f"<#{thread.id}>" in announcement.content
    assert announcement.notified_user_ids == []
    assert "Lobby open" in lobby.text and alice.name in lobby.text
    await standin.wait_until(lambda: alice in standin.thread_members(thread), 10,
                             "the host in the thread")

    # Players become members of the thread as they sit down (the button or /table join).
    join = await acked(await standin.click(bob, lobby, label="Join"))
    assert join.response_type == 7
    await standin.wait_until(lambda: bob in standin.thread_members(thread), 10,
                             "Bjørn in the thread")
    # A member Discord will not add is logged, and the seat is taken all the same.
    fault = standin.add_fault("PUT", rf"/channels/{thread.id}/thread-members/{world.gm.id}$",
                              status=403, times=1)
    assert "You joined" in await private_reply(await standin.slash(world.gm, thread, "table join"))
    await standin.wait_until(lambda: fault.hits == 1, 10, "the refused member")
    await standin.wait_until(lambda: world.gm.name in lobby.text, 10, "Dóra in the lobby")
    assert world.gm not in standin.thread_members(thread)

    # A second game in the same channel at the same time: a thread of its own.
    second, other, lobby2 = await open_in_thread(standin, world.channel, carol, "caravane")
    assert other.id != thread.id and other.name == "Caravane · Çağla"
    await acked(await standin.click(alice, lobby2, label="Join"))
    await standin.wait_until(lambda: alice in standin.thread_members(other), 10,
                             "Amélie in the second thread")

    board = await start(standin, alice, lobby, thread)
    board_png_ok(board)
    board2 = await start(standin, carol, lobby2, other)
    assert board.channel_id == thread.id and board2.channel_id == other.id
    # The channel has the two announcements and nothing else: no lobby, no board.
    assert [m.id for m in world.channel.visible_messages()] == [announcement.id, second.id]
    assert not boards(standin, world.channel)
    # Each thread's commands reach its own game.
    await private_reply(await standin.slash(bob, thread, "table board"))
    await standin.wait_until(lambda: len(boards(standin, thread)) == 2, 15, "the board again")
    assert len(boards(standin, other)) == 1 and not boards(standin, world.channel)

    # Inside a thread, /<game> new plays in that thread: no thread in a thread.
    side = standin.add_thread(world.channel, "side room", owner=carol)
    before = len(threads_in(standin, world.channel))
    ix = await acked(await standin.slash(bob, side, "caravan new"))
    lobby3 = await ix.wait_response()
    assert lobby3.channel_id == side.id and lobby3.component(label="Join")
    assert len(threads_in(standin, world.channel)) == before


async def test_an_archived_thread_wakes_for_a_move(standin, world, make_bot):
    bot = await make_bot(threads=True)
    alice, bob, _ = world.players
    _, thread, lobby = await open_in_thread(standin, world.channel, alice, "catan")
    await acked(await standin.click(bob, lobby, label="Join"))
    first = await start(standin, alice, lobby, thread)
    seats = {0: alice, 1: bob}  # the host sits first
    state, version = db_game(bot.database_path, "catan")
    seat = ENGINE.to_act(state)[0]
    player = seats[seat]

    # Discord archives the thread just as a move is acknowledged: the move's board (an edit:
    # the same player places a road next) meets an archived thread, which the bot unarchives
    # before editing it again — the image intact.
    settle = next(a for a in ENGINE.legal_actions(state, seat) if a["type"] == "build_settlement")
    standin.add_fault("POST", r"/interactions/\d+/[^/]+/callback$", times=1,
                      after=lambda: standin.archive_thread(thread))
    await acked(await standin.slash(player, thread, "play",
                                    move=play_value(ENGINE, state, version, seat, settle)))
    edited = await wait_board_move(standin, thread, board_move(first))
    assert edited.id == first.id and not thread.archived
    board_png_ok(edited)
    refused = standin.take_problems("archived")
    assert len(refused) == 1 and "PATCH" in refused[0].detail, refused

    # Archived while everyone is away; a click on the board (a move arriving) wakes it, and
    # the next player's new board is posted in it.
    state, version = db_game(bot.database_path, "catan")
    road = next(a for a in ENGINE.legal_actions(state, seat) if a["type"] == "build_road")
    standin.archive_thread(thread)
    board = latest_board(standin, thread)
    wakes = sum(r.method == "PATCH" and r.path.endswith(f"/channels/{thread.id}")
                for r in standin.requests)
    ix = await acked(await standin.click(player, board,
                                         group_button(board, ENGINE.spec("build_road").key).custom_id))
    answer, _ = await follow(standin, player, ix, pick=toward(ENGINE, state, seat, road))
    assert answer.content.startswith("✅"), answer.content
    turn = await standin.wait_until(
        lambda: (b := latest_board(standin, thread)) and b.id != board.id and b, 15,
        "the next player's board")
    assert not thread.archived
    assert sum(r.method == "PATCH" and r.path.endswith(f"/channels/{thread.id}")
               for r in standin.requests) == wakes + 1
    waiting = seats[ENGINE.to_act(db_game(bot.database_path, "catan")[0])[0]]
    assert waiting.id in turn.notified_user_ids
    assert not standin.take_problems("archived")


async def test_without_threads_the_game_stays_in_the_channel(standin, world, make_bot):
    bot = await make_bot(threads=True)
    alice, bob, carol = world.players

    async def opens_here(user: User, channel: Channel, command: str) -> None:
        ix = await acked(await standin.slash(user, channel, f"{command} new"))
        lobby = await ix.wait_response()
        assert lobby.channel_id == channel.id and lobby.component(label="Join")
        assert not threads_in(standin, channel)

    # The bot may not create threads in #games: the lobby is the answer, in the channel.
    world.channel.set_overwrite(world.guild.everyone, deny=Perm.CREATE_PUBLIC_THREADS)
    await opens_here(alice, world.channel, "caravane")
    # Nor talk in threads here: the same.
    quiet = standin.add_text_channel(world.guild, "no-thread-talk")
    quiet.set_overwrite(world.guild.everyone, deny=Perm.SEND_MESSAGES_IN_THREADS)
    await opens_here(bob, quiet, "caravan")
    # Discord refuses the thread after all: the announcement is withdrawn, the host is told
    # privately, and the lobby opens in the channel.
    refusing = standin.add_text_channel(world.guild, "refusing")
    standin.add_fault("POST", r"/messages/\d+/threads$", status=403, times=1)
    ix = await acked(await standin.slash(world.gm, refusing, "caravane new"))
    lobby = await standin.wait_for_message(refusing, lambda m: bool(m.buttons))
    assert [m.id for m in refusing.visible_messages()] == [lobby.id]
    assert not threads_in(standin, refusing)
    await standin.wait_until(lambda: any("could not open a thread" in m.text
                                         for m in ix.followups if m.ephemeral), 10,
                             "the host told why")
    # The server turned the option off: games play where they are opened.
    other = standin.add_text_channel(world.guild, "more-games")
    set_threads(bot.database_path, [world.guild.id], on=False)
    await opens_here(carol, other, "catan")


async def test_without_the_permission_the_lobby_says_so_once_and_health_lists_it(standin, world,
                                                                                make_bot):
    """Set up as the old invite link did: threads are on (the default), but the bot may not
    create threads in #games, nor talk in them in #quiet. The first lobby of each channel says
    why the game is not in a thread and what to do; /table health lists the channels."""
    admin = standin.add_user("Admin", permissions=Perm.MANAGE_GUILD)
    # Members may not start threads here; the bot may, by its own role (until it may not).
    world.guild.everyone.permissions &= ~Perm.CREATE_PUBLIC_THREADS
    world.channel.set_overwrite(world.guild.everyone, deny=Perm.CREATE_PUBLIC_THREADS)
    quiet = standin.add_text_channel(world.guild, "quiet")
    quiet.set_overwrite(world.guild.everyone, deny=Perm.SEND_MESSAGES_IN_THREADS)
    fine = standin.add_text_channel(world.guild, "fine")
    await make_bot(threads=True)
    alice, bob, carol = world.players

    async def lobby_in(user: User, channel: Channel, command: str) -> Message:
        ix = await acked(await standin.slash(user, channel, f"{command} new"))
        lobby = await ix.wait_response()
        assert lobby.channel_id == channel.id and lobby.component(label="Join")
        assert not threads_in(standin, channel)
        return lobby

    first = await lobby_in(alice, world.channel, "caravane")
    assert "Threads are on" in first.content and "Create Public Threads" in first.content
    assert "/table settings" in first.content or "</table settings:" in first.content
    assert first.notified_user_ids == []
    # Said once per channel: the next lobby there is just a lobby.
    ask = await (await acked(await standin.slash(alice, world.channel, "table cancel"))).wait_response()
    await acked(await standin.click(alice, ask, label="Yes, cancel it"))
    await standin.wait_until(lambda: "Join" not in [b.label for b in first.buttons],
                             10, "the lobby closed")
    again = await lobby_in(bob, world.channel, "catan")
    assert "Threads" not in again.content
    # Another channel, another missing permission: said there too, naming that one.
    other = await lobby_in(carol, quiet, "caravan")
    assert "Send Messages in Threads" in other.content
    assert "Create Public Threads" not in other.content

    # /table health names both channels and what is missing in each, not the fine one.
    health = await private_reply(await standin.slash(admin, fine, "table health"))
    line = next(x for x in health.splitlines() if "Threads" in x and str(world.channel.id) in x)
    assert "Create Public Threads" in line and str(quiet.id) not in line, health
    line = next(x for x in health.splitlines() if "Threads" in x and str(quiet.id) in x)
    assert "Send Messages in Threads" in line, health
    assert str(fine.id) not in health
    # Where the bot may, the game still gets its thread.
    await open_in_thread(standin, fine, alice, "yspahan")

    # Without the permission server-wide, health says so once for the whole server.
    standin.set_bot_permissions(world.guild, standin.default_bot_permissions
                                & ~Perm.CREATE_PUBLIC_THREADS)
    for _ in range(20):  # until the bot has heard of its role's change
        health = await private_reply(await standin.slash(admin, fine, "table health"))
        if "in this server" in health:
            break
        await asyncio.sleep(0.1)
    line = next(x for x in health.splitlines() if "Threads" in x)
    assert "in this server" in line and "Create Public Threads" in line, health
    assert str(world.channel.id) not in health
    # With threads off, health just says they are off.
    await private_reply(await standin.slash(admin, fine, "table settings", threads=False))
    health = await private_reply(await standin.slash(admin, fine, "table health"))
    assert "Threads: off" in health and "Create Public Threads" not in health, health
