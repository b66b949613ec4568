"""One view per publication (issue 24): a click that makes a move — applied by the core, its
board published, the player's next menu answered — asks the engine for the public view, who
acts and the legal moves as few times as the work needs, not once per helper that wants
them. Counted on the engine itself, below a real store, core, publisher and menus; only
Discord is a stand-in object."""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from cogs.table import board as B
from cogs.table.moves import Ctx, Moves
from store import Store
from table import drawing
from table.core import TableCore
from table.kind import GameKind
from tests.support.toy_game import ENGINE, ToyUI, render_board

USERS = (101, 202, 303)


class Counting:
    """The engine, with the table's calls of a few of its methods counted (its own inner
    calls go to the real engine and are not)."""

    COUNTED = ("view", "to_act", "legal_actions", "decision_key")

    def __init__(self, engine: Any) -> None:
        self._engine = engine
        self.calls: Counter[str] = Counter()

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._engine, name)
        if name not in self.COUNTED:
            return found

        def counted(*args: Any, **kwargs: Any) -> Any:
            label = name
            if name == "view":
                label = "view public" if args[1] is None else "view private"
            self.calls[label] += 1
            return found(*args, **kwargs)
        return counted


class Message:
    ids = itertools.count(1000)

    def __init__(self) -> None:
        self.id = next(self.ids)
        self.flags = SimpleNamespace(ephemeral=False)
        self.attachments: list[Any] = []

    async def edit(self, **kwargs: Any) -> None:
        return None


class Channel:
    id = 7

    async def send(self, **kwargs: Any) -> Message:
        return Message()

    def get_partial_message(self, message_id: int) -> Message:
        return Message()


class Response:
    def __init__(self) -> None:
        self.done = False

    def is_done(self) -> bool:
        return self.done

    async def defer(self, **kwargs: Any) -> None:
        self.done = True

    async def send_message(self, **kwargs: Any) -> None:
        self.done = True


class Followup:
    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    async def send(self, **kwargs: Any) -> None:
        self.sent.append(kwargs)


def click(user: int) -> Any:
    """A click on the public board (not on a private menu)."""
    return SimpleNamespace(type=discord.InteractionType.component, message=Message(),
                           response=Response(), followup=Followup(), user=SimpleNamespace(
                               id=user, display_name="x"), channel_id=7)


@pytest.fixture
async def table(tmp_path: Path, monkeypatch):
    async def drawn(fn, *args, locale, **kwargs):
        return b"png"
    monkeypatch.setattr(drawing.RENDER_POOL, "run", drawn)  # the drawing is not counted
    store = await Store.open(tmp_path / "t.db")
    engine = Counting(ENGINE)
    kind = GameKind(engine=engine, ui=ToyUI(), render_board=render_board)  # type: ignore[arg-type]
    core = TableCore(store, {"toy": kind})
    bot = SimpleNamespace(user=None, get_channel=lambda _id: Channel(),
                          get_guild=lambda _id: None)
    boards = B.BoardPublisher(bot, store)  # type: ignore[arg-type]
    service = SimpleNamespace(core=core, boards=boards, kinds={"toy": kind}, store=store)
    game = await store.create_game(guild_id=1, channel_id=7, kind="toy", host_id=USERS[0],
                                   host_name="Ana", host_colour="red", options={}, seed=5)
    for uid, name in zip(USERS[1:], ("Bo", "Cy"), strict=True):
        await store.add_seat(game.id, uid, name, ("red", "blue", "green"), 3)
    await core.start(game.id, by=USERS[0])
    await boards.flush(kind, game.id)
    yield SimpleNamespace(store=store, engine=engine, kind=kind, moves=Moves(service),
                          game_id=game.id)
    await store.close()


async def test_a_move_click_asks_for_the_public_view_once_per_published_board(table):
    game = await table.store.get_game(table.game_id)
    ctx = Ctx(click(USERS[0]), table.kind, game, 0)
    table.engine.calls.clear()
    await table.moves.apply(ctx, {"type": "walk", "to": 4}, str(game.version))
    assert (await table.store.get_game(table.game_id)).board_version == 2  # it was published
    calls = table.engine.calls
    # Before issue 24 this click cost 3 public views, 2 private ones and 5 to_act calls.
    # One board published: its public view once (drawn, worded and buttoned from it).
    assert calls["view public"] == 1, calls
    # Who acts: before and after the move in the core (its forced moves reuse the latter),
    # and once for the board.
    assert calls["to_act"] == 3, calls
    # The private answer: the move worded on the view it was chosen on (after it the
    # Supervisor already stands where it went: "0 squares"), its next menu on the view after.
    assert calls["view private"] == 2, calls
    # The seat's legal moves: for the board's buttons, and for its next menu.
    assert calls["legal_actions"] == 2 and calls["decision_key"] == 1, calls
