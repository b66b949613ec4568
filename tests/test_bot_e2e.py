"""The bot process itself: command syncing only when needed, clean shutdown."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.e2e


async def test_commands_sync_once_then_only_when_changed_or_asked(standin, world, make_bot, tmp_path):
    db = tmp_path / "sync.db"
    first = await make_bot(database_path=db)
    assert len(standin.command_syncs) == 1
    names = {c["name"] for c in standin.commands(world.guild)}
    assert {"caravane", "caravan", "catan"} <= names
    assert await first.stop() == 0  # SIGTERM: a clean exit

    second = await make_bot(database_path=db)
    assert len(standin.command_syncs) == 1  # same tree: no sync
    await second.stop()

    forced = await make_bot(database_path=db, env={"SYNC_COMMANDS": "1"})
    await standin.wait_for_sync(2)
    await forced.stop()


async def test_idle_players_are_reminded(standin, world, make_bot):
    from tests.e2e_helpers import open_table, private_reply

    # ~2 s of idleness instead of a day, so the test can watch it happen.
    await make_bot(env={"REMIND_AFTER_HOURS": "0.0006"})
    alice, bob, _ = world.players
    await open_table(standin, world.channel, alice, [bob], "caravane")
    await private_reply(await standin.slash(alice, world.channel, "caravane bid", amount=1))
    reminder = await standin.wait_for_message(
        world.channel, lambda m: m.content.startswith("⏰"), timeout=15)
    # Only the player the game waits on is pinged: Alice has already bid.
    assert reminder.notified_user_ids == [bob.id]
    assert "waiting for you" in reminder.content
