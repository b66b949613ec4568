"""Turn clocks, replacement, absence and reminders through the real bot and the Discord
stand-in: a clock that ran out while the bot was down is announced once (not again after
another restart), the table plays the late player's default move by a click, the host
gives a seat to a newcomer who then plays it, an absence shows on the board, and a
reminder goes by DM — or to the channel when DMs are closed."""

from __future__ import annotations

import sqlite3

import pytest

from standin.driving import db_game, latest_board, open_table, private_reply, submit_form

pytestmark = pytest.mark.e2e

HOURS_49 = 49 * 3600


def clock_messages(standin, channel):
    return [m for m in standin.channel_messages(channel)
            if not m.ephemeral and m.text.startswith("⏰") and "turn clock" in m.text]


def shift_jobs_back(path, seconds: float) -> None:
    """As if ``seconds`` passed while the bot was down: every job fell due that much earlier."""
    with sqlite3.connect(path) as raw:
        raw.execute("UPDATE jobs SET due_at = due_at - ?, since = since - ?", (seconds, seconds))


async def test_a_clock_that_ran_out_during_downtime_is_handled_once(standin, world, make_bot):
    bot = await make_bot(env={"REMIND_AFTER_HOURS": "0"})
    alice, bob, carol = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane")

    # Only the host (or a channel manager) sets the clock; it shows on the board.
    denied = await private_reply(await standin.slash(bob, world.channel, "table settings",
                                                     clock="48h"))
    assert "Only the host" in denied
    bad = await private_reply(await standin.slash(alice, world.channel, "table settings",
                                                  clock="soon"))
    assert "can't read that time" in bad
    done = await private_reply(await standin.slash(alice, world.channel, "table settings",
                                                   clock="48h"))
    assert "turn clock of 2 days" in done
    await standin.wait_until(lambda: "⏳" in latest_board(standin, world.channel).text, 15,
                             "the clock on the board")

    # Alice bids; the game waits for Bob. The bot goes down for 49 hours.
    await submit_form(standin, alice, board, "Bid", ["1"])
    with sqlite3.connect(bot.database_path) as raw:
        await standin.wait_until(lambda: raw.execute(
            "SELECT COUNT(*) FROM jobs WHERE kind = 'clock'").fetchone()[0] == 1, 15,
            "Bob's clock alone")
    await bot.stop()
    shift_jobs_back(bot.database_path, HOURS_49)
    await bot.start()
    message = await standin.wait_for_message(
        world.channel, lambda m: m.text.startswith("⏰") and "turn clock" in m.text, timeout=20)
    assert bob.name in message.text and "2 days" in message.text
    # The table is told (Alice), not the late player himself.
    assert message.notified_user_ids == [alice.id]
    labels = [b.label for b in message.buttons]
    # The message is public and a bid is secret: the button names the kind of move only.
    assert labels[0] == "Play for them: Secret bid" and labels[1:] == [
        "AI takes over", "Give 2 days more", "Replace…"]

    # Another restart at once: the clock is not announced twice.
    await bot.stop()
    await bot.start()
    await standin.wait_until(lambda: latest_board(standin, world.channel) is not None, 5, "ready")
    assert len(clock_messages(standin, world.channel)) == 1

    # Someone outside the game cannot use the buttons; "Replace…" explains the command.
    outsider = await private_reply(await standin.click(carol, message, label=labels[0]))
    assert "not playing" in outsider.lower() or "no seat" in outsider.lower(), outsider
    how = await private_reply(await standin.click(alice, message, label="Replace…"))
    assert "/table replace" in how or "</table replace" in how

    # Alice plays Bob's default move: a bid of 0, logged and shown on the board.
    _, version = db_game(bot.database_path, "caravane")
    await standin.click(alice, message, label=labels[0])
    await standin.wait_until(lambda: db_game(bot.database_path, "caravane")[1] > version, 15,
                             "the default move to be saved")
    state, _ = db_game(bot.database_path, "caravane")
    with sqlite3.connect(bot.database_path) as raw:
        seat, user_id, action = raw.execute(
            "SELECT seat, user_id, action FROM actions ORDER BY seq DESC LIMIT 1").fetchone()
    assert (seat, user_id, action) == (1, 0, '{"type": "bid", "amount": 0}')
    board = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and "played for" in b.text and b,
        15, "the board naming the move")
    assert f"{alice.name} played for {bob.name}" in board.text
    assert "0 gourds" not in " ".join(m.text for m in standin.channel_messages(world.channel)
                                      if not m.ephemeral)
    # Both bids were in: a new round, and Bob is still away. The message says what was done
    # and offers the next default move (drawn for the new state).
    await standin.wait_until(lambda: "played for" in message.text, 15,
                             "the clock message to say what was done")
    assert [b.label for b in message.buttons][0] == "Play for them: Secret bid"

    # Or the table gives Bob two more days: his clock runs again, the buttons go.
    await standin.click(alice, message, label="Give 2 days more")
    await standin.wait_until(lambda: "more time" in message.text and not message.buttons, 15,
                             "the clock message to say Bob has more time")
    with sqlite3.connect(bot.database_path) as raw:
        done, due, now = raw.execute(
            "SELECT done, due_at, strftime('%s','now') FROM jobs WHERE kind = 'clock'").fetchone()
    assert done == 0 and abs(due - (float(now) + 48 * 3600)) < 120


async def test_the_host_gives_a_seat_to_a_newcomer_who_then_plays_it(standin, world, make_bot):
    bot = await make_bot()
    alice, bob, carol = world.players
    dave = standin.add_user("Dave", guild=world.guild)
    board = await open_table(standin, world.channel, alice, [bob], "caravane")
    await submit_form(standin, alice, board, "Bid", ["1"])

    # Only the host, a manager or the player may; a seated member can't take a second seat.
    denied = await private_reply(await standin.slash(
        carol, world.channel, "table replace", player=bob, **{"with": carol}))
    assert "Only the host" in denied
    seated = await private_reply(await standin.slash(
        alice, world.channel, "table replace", player=bob, **{"with": alice}))
    assert "already has a seat" in seated
    nobody = await private_reply(await standin.slash(
        alice, world.channel, "table replace", player=dave, **{"with": carol}))
    assert "has no seat" in nobody

    done = await private_reply(await standin.slash(
        alice, world.channel, "table replace", player=bob, **{"with": carol}), timeout=20)
    assert f"{carol.name} now plays {bob.name}" in done
    with sqlite3.connect(bot.database_path) as raw:
        assert raw.execute("SELECT user_id, display_name FROM seats WHERE seat = 1").fetchone() \
            == (carol.id, carol.name)
    # A new board pings Carol, who must act now, and says who took over.
    board = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and "took over" in b.text and b,
        15, "the board after the replacement")
    assert board.notified_user_ids == [carol.id]
    # Bob is out; Carol bids with Bob's hand and the round goes on.
    refused = await private_reply(await standin.slash(bob, world.channel, "table hand"))
    assert "not playing" in refused.lower()
    _, version = db_game(bot.database_path, "caravane")
    await submit_form(standin, carol, board, "Bid", ["1"])
    await standin.wait_until(lambda: db_game(bot.database_path, "caravane")[1] > version, 15,
                             "Carol's bid")
    with sqlite3.connect(bot.database_path) as raw:
        assert raw.execute("SELECT seat, user_id FROM actions ORDER BY seq DESC LIMIT 1"
                           ).fetchone() == (1, carol.id)


async def test_away_shows_on_the_board_and_reminders_go_by_dm_or_fall_back(standin, world,
                                                                         make_bot):
    # A reminder after ~2 s of waiting, so the test can watch it happen.
    await make_bot(env={"REMIND_AFTER_HOURS": "0.0006"})
    alice, bob, carol = world.players
    answer = await private_reply(await standin.slash(bob, world.channel, "me reminders",
                                                     dm=True))
    assert "By direct message" in answer
    answer = await private_reply(await standin.slash(carol, world.channel, "me reminders",
                                                     dm=True, quiet="25-3"))
    assert "quiet hours like" in answer
    answer = await private_reply(await standin.slash(carol, world.channel, "me reminders",
                                                     dm=True))
    carol.dms_open = False  # Carol's DMs are closed: her reminder falls back to the channel
    away = await private_reply(await standin.slash(alice, world.channel, "me away",
                                                   until="3d"))
    assert away.startswith("💤 You are away until <t:")
    past = await private_reply(await standin.slash(alice, world.channel, "me away",
                                                   until="2020-01-01"))
    assert "already passed" in past

    board = await open_table(standin, world.channel, alice, [bob, carol], "caravane")
    assert f"{alice.name} is away until <t:" in board.text
    await submit_form(standin, alice, board, "Bid", ["1"])
    # Bob's reminder comes by DM; Carol's in the channel, pinging her alone.
    dm = await standin.wait_until(lambda: (c := standin.dm_channel(bob)) and [
        m for m in standin.channel_messages(c) if m.text.startswith("⏰")], 20, "Bob's DM")
    assert "Caravane" in dm[0].text and "waiting for you" in dm[0].text
    reminder = await standin.wait_for_message(
        world.channel, lambda m: m.text.startswith("⏰") and "waiting for you" in m.text,
        timeout=20)
    assert reminder.notified_user_ids == [carol.id]
    # Back early: the board no longer says so once it is drawn again.
    back = await private_reply(await standin.slash(alice, world.channel, "me away", until="off"))
    assert back.startswith("👋")


async def test_every_late_seat_of_a_parallel_phase_can_be_played_for(standin, world, make_bot):
    """Two clocks run out in one round of bids: each message plays its own seat, even after
    the other was played (the game's version moved on, their decisions did not)."""
    bot = await make_bot(env={"REMIND_AFTER_HOURS": "0"})
    alice, bob, carol = world.players
    board = await open_table(standin, world.channel, alice, [bob, carol], "caravane")
    await private_reply(await standin.slash(alice, world.channel, "table settings",
                                            clock="48h"))
    await submit_form(standin, alice, board, "Bid", ["1"])
    with sqlite3.connect(bot.database_path) as raw:
        await standin.wait_until(lambda: raw.execute(
            "SELECT COUNT(*) FROM jobs WHERE kind = 'clock'").fetchone()[0] == 2, 15,
            "Bob's and Carol's clocks")
    await bot.stop()
    shift_jobs_back(bot.database_path, HOURS_49)
    await bot.start()
    await standin.wait_until(lambda: len(clock_messages(standin, world.channel)) == 2, 20,
                             "two clock messages")
    for late in (bob, carol):
        message = next(m for m in clock_messages(standin, world.channel) if late.name in m.text)
        _, version = db_game(bot.database_path, "caravane")
        await standin.click(alice, message, label=message.buttons[0].label)
        await standin.wait_until(lambda v=version: db_game(bot.database_path, "caravane")[1] > v,
                                 15, f"{late.name}'s default bid")
        await standin.wait_until(lambda m=message: "played for" in m.text, 15,
                                 "the clock message to say what was done")
    with sqlite3.connect(bot.database_path) as raw:
        played = raw.execute("SELECT seat FROM actions WHERE user_id = 0 ORDER BY seq").fetchall()
    assert played == [(1,), (2,)]


async def test_a_kill_before_the_clock_message_is_posted_never_loses_it(standin, world,
                                                                        make_bot):
    """Every exactly-once is tested with a kill at the worst moment: here between claiming
    the clock job and posting its message."""
    bot = await make_bot(env={"REMIND_AFTER_HOURS": "0"})
    alice, bob, _ = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane")
    await private_reply(await standin.slash(alice, world.channel, "table settings",
                                            clock="48h"))
    await submit_form(standin, alice, board, "Bid", ["1"])
    with sqlite3.connect(bot.database_path) as raw:
        await standin.wait_until(lambda: raw.execute(
            "SELECT COUNT(*) FROM jobs WHERE kind = 'clock'").fetchone()[0] == 1, 15,
            "Bob's clock")
    await bot.stop()
    shift_jobs_back(bot.database_path, HOURS_49)

    async def crash() -> None:  # the job is claimed; the message never leaves
        await bot.kill()
    standin.add_fault("POST", r"/channels/\d+/messages$", times=1, before=crash)
    await bot.start()
    await standin.wait_until(lambda: not bot.running, 20, "the kill")
    assert clock_messages(standin, world.channel) == []
    with sqlite3.connect(bot.database_path) as raw:
        done, nonce = raw.execute("SELECT done, nonce FROM jobs WHERE kind = 'clock'").fetchone()
    assert done == 0 and nonce  # claimed, not recorded: still owed
    shift_jobs_back(bot.database_path, 3600)  # the bot stays down past the lease
    await bot.start()
    message = await standin.wait_for_message(
        world.channel, lambda m: m.text.startswith("⏰") and "turn clock" in m.text, timeout=20)
    assert bob.name in message.text and message.buttons
    with sqlite3.connect(bot.database_path) as raw:
        await standin.wait_until(lambda: raw.execute(
            "SELECT done FROM jobs WHERE kind = 'clock'").fetchone()[0] == 1, 10, "recorded")
    # Once: another restart posts no second one, and the buttons work.
    await bot.stop()
    await bot.start()
    await standin.wait_until(lambda: latest_board(standin, world.channel) is not None, 5, "ready")
    assert len(clock_messages(standin, world.channel)) == 1
    how = await private_reply(await standin.click(alice, message, label="Replace…"))
    assert "/table replace" in how or "</table replace" in how


async def test_a_kill_after_the_clock_message_is_posted_never_doubles_it(standin, world,
                                                                         make_bot):
    bot = await make_bot(env={"REMIND_AFTER_HOURS": "0"})
    alice, bob, _ = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane")
    await private_reply(await standin.slash(alice, world.channel, "table settings",
                                            clock="48h"))
    await submit_form(standin, alice, board, "Bid", ["1"])
    with sqlite3.connect(bot.database_path) as raw:
        await standin.wait_until(lambda: raw.execute(
            "SELECT COUNT(*) FROM jobs WHERE kind = 'clock'").fetchone()[0] == 1, 15,
            "Bob's clock")
    await bot.stop()
    shift_jobs_back(bot.database_path, HOURS_49)

    async def crash() -> None:  # the message exists; the bot dies before recording it
        await bot.kill()
    standin.add_fault("POST", r"/channels/\d+/messages$", times=1, after=crash)
    await bot.start()
    await standin.wait_until(lambda: not bot.running, 20, "the kill")
    assert len(clock_messages(standin, world.channel)) == 1
    standin.nonce_window = 0.0  # long after: Discord no longer drops a repeat of the nonce
    shift_jobs_back(bot.database_path, 3600)
    await bot.start()
    with sqlite3.connect(bot.database_path) as raw:
        await standin.wait_until(lambda: raw.execute(
            "SELECT done FROM jobs WHERE kind = 'clock'").fetchone()[0] == 1, 20,
            "the posted message to be adopted")
    assert len(clock_messages(standin, world.channel)) == 1
