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
