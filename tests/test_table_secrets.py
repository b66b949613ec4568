"""Secrets and state at the table (issue 28), below Discord: what the public clock message
may say of a late player's default move."""

from __future__ import annotations

import time

from cogs.catan import KIND as CATAN_KIND
from cogs.table.timekeeper import SKIP, Timekeeper
from store import ACTIVE, GameRecord, Seat
from tests.support import catan_scenario as sc


def _record(kind: str, state: dict, players: int) -> GameRecord:
    now = time.time()
    return GameRecord(
        id=1, guild_id=1, channel_id=7, kind=kind, status=ACTIVE, host_id=11, options={},
        seed=1, state=state, version=9, lobby_message_id=None, board_message_id=None,
        board_version=9, created_at=now, updated_at=now, finished_at=None,
        seats=[Seat(i, 11 + i, n, "red") for i, n in enumerate(("Ana", "Bo", "Cy")[:players])],
        clock=3600.0)


def test_a_default_discard_is_named_but_not_worded_on_the_public_clock_message():
    s = sc.main_phase(3)
    sc.set_hand(s, 0, brick=5, lumber=3, wool=1, ore=1)
    s.update(phase="discard", discard_owed=[5, 0, 0])
    assert CATAN_KIND.engine.default_action(s, 0)["cards"] == {"brick": 4, "lumber": 1}
    buttons = Timekeeper(None).clock_buttons(CATAN_KIND, _record("catan", s, 3), 0)  # type: ignore[arg-type]
    skip = next(b for b in buttons if b.key == SKIP)
    assert skip.label == "Play for them: Discard"
    assert "brick" not in skip.label.lower() and "4" not in skip.label


def test_a_public_default_move_is_still_worded():
    s = sc.main_phase(3, rolled=True)
    buttons = Timekeeper(None).clock_buttons(CATAN_KIND, _record("catan", s, 3), 0)  # type: ignore[arg-type]
    assert next(b for b in buttons if b.key == SKIP).label == "Play for them: End turn"


# -- item 9: a storage failure while publishing a board is named as one -------------------------
async def test_a_storage_failure_while_publishing_a_board_is_not_called_discord(tmp_path,
                                                                             monkeypatch):
    import sqlite3

    from cogs.table import board as B
    from cogs.table import failures
    from store import FULL, Store
    from table.core import TableCore
    from table.kind import GameKind
    from tests.support.toy_game import ENGINE, ToyUI, render_board

    kind = GameKind(engine=ENGINE, ui=ToyUI(), render_board=render_board)
    store = await Store.open(tmp_path / "b.db")
    try:
        game = await store.create_game(guild_id=None, channel_id=7, kind="toy", host_id=11,
                                       host_name="Ana", host_colour="red", options={}, seed=5)
        await store.add_seat(game.id, 12, "Bo", ("red", "blue"), 3)
        await TableCore(store, {"toy": kind}).start(game.id, by=11)

        async def full(*args, **kwargs):
            raise sqlite3.OperationalError("database or disk is full")

        async def drawn(*args, **kwargs):
            return b"png"

        monkeypatch.setattr(store, "set_board_nonce", full)
        monkeypatch.setattr(B, "draw_board", drawn)
        sent = []

        class Channel:
            id = 7

            async def send(self, **kwargs):
                sent.append(kwargs)

        class Bot:
            user = None

            def get_channel(self, channel_id):
                return Channel()

        told = []
        publisher = B.BoardPublisher(Bot(), store,  # type: ignore[arg-type]
                                     on_error=lambda what, **kw: told.append((what, kw)))
        published = await publisher.flush(kind, game.id)
        assert not published.posted and not sent
        assert published.failure == failures.STORAGE and published.storage == FULL
        assert "database" in published.text() and "Discord" not in published.text()
        assert told and told[0][1] == {"storage": True}
    finally:
        await store.close()
