"""``/me games`` and the quiet-hours digest through the real bot and the Discord stand-in: a
player sees every game waiting on them, in every server the bot shares with them — a link to
its board, how long it has waited, the clock left — and, after their quiet hours, one digest
of their reminders instead of one ping per game."""

from __future__ import annotations

import re
import sqlite3
import time

import pytest

from standin import StandIn
from standin.driving import latest_board, open_table, private_reply, submit_form

pytestmark = pytest.mark.e2e

LINK = re.compile(r"https://discord\.com/channels/(\d+)/(\d+)/(\d+)")


def links(text: str) -> set[tuple[int, int, int]]:
    return {(int(g), int(c), int(m)) for g, c, m in LINK.findall(text)}


async def test_me_games_lists_every_game_waiting_on_you_in_every_server(standin: StandIn,
                                                                       world, make_bot):
    alice, bob, carol = world.players
    other = standin.add_guild("Other Server")
    play = standin.add_text_channel(other, "play")
    standin.add_member(other, alice)
    standin.add_member(other, bob)
    quiet = standin.add_text_channel(world.guild, "quiet")
    await make_bot(dev_guild=None)  # commands everywhere: the player is in two servers

    here = await open_table(standin, world.channel, alice, [bob, carol], "caravane")
    there = await open_table(standin, play, alice, [bob], "caravane")
    done = await open_table(standin, quiet, carol, [alice], "caravane")
    await submit_form(standin, alice, done, "Bid", ["1"])  # Alice has moved: not waiting there
    said = await private_reply(await standin.slash(alice, play, "table settings", clock="48h"))
    assert "turn clock of 2 days" in said
    await standin.wait_until(lambda: "⏳" in latest_board(standin, play).text, 15, "the clock")

    answer = await private_reply(await standin.slash(alice, world.channel, "me games"))
    lines = answer.split("\n")
    assert lines[0] == "🎲 2 games are waiting for you:", answer
    # Each game: which, where, for how long, the clock, and a link to its board message.
    (mine,) = [x for x in lines if "Caravanserai Test" in x]
    (away,) = [x for x in lines if "Other Server" in x]
    assert "Caravane" in mine and "waiting for" in mine and "minute" in mine
    assert links(mine) == {(world.guild.id, world.channel.id,
                            latest_board(standin, world.channel).id)}
    assert links(away) == {(other.id, play.id, latest_board(standin, play).id)}
    assert "clock runs out <t:" in away and "clock" not in mine
    assert str(quiet.id) not in answer and len(lines) == 3
    assert here.id and there.id

    # Carol waits here and at her own table (only Alice has bid there); Dóra nowhere.
    answer = await private_reply(await standin.slash(carol, quiet, "me games"))
    assert answer.startswith("🎲 2 games are waiting for you:"), answer
    assert {c for _, c, _ in links(answer)} == {world.channel.id, quiet.id}
    answer = await private_reply(await standin.slash(world.gm, world.channel, "me games"))
    assert answer == "✅ No game is waiting for you."


async def test_after_quiet_hours_one_digest_instead_of_a_ping_per_game(standin: StandIn, world,
                                                                       make_bot):
    bot = await make_bot(env={"REMIND_AFTER_HOURS": "0.002"})  # reminders after 7.2 s
    alice, bob, carol = world.players
    second = standin.add_text_channel(world.guild, "second")
    # Quiet hours Alice has (not now: the digest is about what they held back).
    hour = time.gmtime().tm_hour
    said = await private_reply(await standin.slash(
        alice, world.channel, "me reminders", quiet=f"{(hour + 3) % 24}-{(hour + 5) % 24}",
        timezone="UTC"))
    assert "🌙" in said
    await open_table(standin, world.channel, alice, [bob], "caravane")
    await open_table(standin, second, alice, [carol], "caravane")
    # As if both reminders had been held back by the quiet hours until the same moment.
    with sqlite3.connect(bot.database_path) as db:
        db.execute("UPDATE jobs SET due_at = ? WHERE kind = 'remind' AND seat = 0",
                   (time.time() - 1,))

    dm = await standin.wait_until(lambda: (c := standin.dm_channel(alice)) and [
        m for m in standin.channel_messages(c) if m.text.startswith("⏰")], 20, "the digest")
    (digest,) = dm
    assert digest.text.startswith("⏰ Your quiet hours are over — 2 games are waiting for you:")
    assert links(digest.text) == {
        (world.guild.id, world.channel.id, latest_board(standin, world.channel).id),
        (world.guild.id, second.id, latest_board(standin, second).id)}
    # … and no ping per game for Alice in either channel (Bob and Carol get theirs).
    for channel in (world.channel, second):
        assert not [m for m in standin.channel_messages(channel)
                    if alice.id in m.notified_user_ids and m.text.startswith("⏰")]


async def test_with_dms_closed_the_held_reminders_ping_in_each_game(standin: StandIn, world,
                                                                     make_bot):
    bot = await make_bot(env={"REMIND_AFTER_HOURS": "0.002"})
    alice, bob, carol = world.players
    alice.dms_open = False
    second = standin.add_text_channel(world.guild, "second")
    hour = time.gmtime().tm_hour
    await private_reply(await standin.slash(
        alice, world.channel, "me reminders", quiet=f"{(hour + 3) % 24}-{(hour + 5) % 24}",
        timezone="UTC"))
    await open_table(standin, world.channel, alice, [bob], "caravane")
    await open_table(standin, second, alice, [carol], "caravane")
    with sqlite3.connect(bot.database_path) as db:
        db.execute("UPDATE jobs SET due_at = ? WHERE kind = 'remind' AND seat = 0",
                   (time.time() - 1,))
    # No digest can reach her: each game reminds her where it is played, as it always did.
    for channel in (world.channel, second):
        reminder = await standin.wait_for_message(
            channel, lambda m: m.text.startswith("⏰") and alice.id in m.notified_user_ids,
            timeout=20)
        assert "waiting for you" in reminder.text
