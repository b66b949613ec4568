"""The bot process itself: command syncing only when needed, clean shutdown."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.e2e


async def test_commands_sync_once_then_only_when_changed_or_asked(standin, world, make_bot, tmp_path):
    db = tmp_path / "sync.db"
    first = await make_bot(database_path=db)
    assert len(standin.command_syncs) == 1
    names = {c["name"] for c in standin.commands(world.guild)}
    assert {"caravane", "caravan", "catan", "table", "play"} <= names
    assert await first.stop() == 0  # SIGTERM: a clean exit

    second = await make_bot(database_path=db)
    assert len(standin.command_syncs) == 1  # same tree: no sync
    await second.stop()

    forced = await make_bot(database_path=db, env={"SYNC_COMMANDS": "1"})
    await standin.wait_for_sync(2)
    await forced.stop()


async def test_idle_players_are_reminded(standin, world, make_bot, each_backend):
    from standin.driving import open_table, submit_form

    # ~2 s of idleness instead of a day, so the test can watch it happen.
    await make_bot(env={"REMIND_AFTER_HOURS": "0.0006"}, **each_backend)
    alice, bob, _ = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane")
    await submit_form(standin, alice, board, "Bid", ["1"])
    reminder = await standin.wait_for_message(
        world.channel, lambda m: m.content.startswith("⏰"), timeout=15)
    # Only the player the game waits on is pinged: Alice has already bid.
    assert reminder.notified_user_ids == [bob.id]
    assert "waiting for you" in reminder.content


async def test_board_lost_in_a_crash_is_posted_at_start(standin, world, make_bot, tmp_path):
    import sqlite3

    from standin.driving import boards, open_table

    db = tmp_path / "crash.db"
    bot = await make_bot(database_path=db)
    alice, bob, _ = world.players
    await open_table(standin, world.channel, alice, [bob], "caravane")

    def recorded() -> bool:
        with sqlite3.connect(db) as raw:
            return raw.execute("SELECT board_nonce IS NULL AND board_version = version "
                               "FROM games").fetchone()[0] == 1
    await standin.wait_until(recorded, 10, "the board to be recorded")
    await bot.kill()
    # As if an older version of the bot died between saving a move and posting its board
    # (nothing owed on record: the bot reposts for everyone who must act).
    with sqlite3.connect(db) as raw:
        raw.execute("UPDATE games SET board_version = version - 1")
    before = len(boards(standin, world.channel))
    await bot.start()
    await standin.wait_until(lambda: len(boards(standin, world.channel)) > before, 15,
                             "the caught-up board")
    board = boards(standin, world.channel)[-1]
    assert "bot restarted" in board.text
    assert {alice.id, bob.id} == set(board.notified_user_ids)
