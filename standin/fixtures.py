"""Generic pytest fixtures for end-to-end tests (import them into tests/conftest.py).

    from standin.fixtures import standin, world, make_bot  # noqa: F401

- ``standin``: a started StandIn; at teardown it fails the test if the bot hit unknown
  routes, sent payloads Discord rejects, or answered interactions late/twice (call
  ``standin.take_problems(...)`` in tests that provoke such problems on purpose).
- ``world``: one guild with a #games channel and four members with accented names; ``gm``
  has Manage Channels.
- ``make_bot``: ``bot = await make_bot()`` starts the real bot.py against the stand-in with a
  fresh database in tmp_path and DEV_GUILD_ID = the world's guild; stopped at teardown.
  Games play in the channel where they are opened: the servers' "a thread per game" option
  is set off, as a moderator would with ``/table settings threads:False``, so the tests
  written for games in a channel keep testing exactly that. ``make_bot(threads=True)``
  leaves the option at its default (on, where the bot may create threads).
  ``make_bot(database_url=…)`` runs the bot on that PostgreSQL database instead.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from .botproc import BotProcess, set_threads, set_threads_postgres
from .models import Channel, Guild, Perm, User
from .server import StandIn


@pytest_asyncio.fixture
async def standin() -> AsyncIterator[StandIn]:
    async with StandIn() as server:
        yield server
        server.assert_no_problems()


@dataclass
class World:
    guild: Guild
    channel: Channel
    alice: User
    bob: User
    carol: User
    gm: User

    @property
    def players(self) -> list[User]:
        return [self.alice, self.bob, self.carol]


def populate_world(server: StandIn) -> World:
    """A server with #games and four members: Amélie, Bjørn, Çağla and Dóra (Manage Channels)."""
    guild = server.add_guild("Caravanserai Test")
    channel = server.add_text_channel(guild, "games")
    return World(
        guild=guild,
        channel=channel,
        # The bot answers each player in their client's language: these clients are set to
        # English (Turkish has no catalogue, so Çağla reads English too); the localisation
        # tests make their own French, Czech and Polish players.
        alice=server.add_user("Amélie", guild=guild, locale="en-GB"),
        bob=server.add_user("Bjørn", guild=guild),
        carol=server.add_user("Çağla", guild=guild, locale="tr"),
        gm=server.add_user("Dóra", guild=guild, permissions=Perm.MANAGE_CHANNELS),
    )


@pytest.fixture
def world(standin: StandIn) -> World:
    return populate_world(standin)


SETTLE_FOR = 30.0  # seconds a test's last answers may still take on a loaded machine


async def settle_answers(server: StandIn, timeout: float = SETTLE_FOR) -> None:
    """Wait until the bot has answered every interaction it deferred: a test that moves on
    once a move is saved may end while the answers are still on their way, and stopping
    the bot then would leave them dangling (the teardown check would blame the bot). One
    the bot never answers still fails that check, after ``timeout``."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while server.dangling_deferrals(older_than=0.0) and loop.time() < deadline:
        await asyncio.sleep(0.1)


@pytest_asyncio.fixture
async def make_bot(standin: StandIn, tmp_path: Path) -> AsyncIterator[Callable[..., Awaitable[BotProcess]]]:
    bots: list[BotProcess] = []

    async def make(*, start: bool = True, sync: bool = False, ready_marker: str | None = None,
                   threads: bool = False, **kwargs: Any) -> BotProcess:
        kwargs.setdefault("database_path", tmp_path / f"caravanserai-{len(bots)}.db")
        if "dev_guild" not in kwargs and standin.guilds:
            kwargs["dev_guild"] = next(iter(standin.guilds.values()))
        bot = BotProcess(standin, **kwargs)
        bots.append(bot)
        if start:
            await bot.start(sync=sync, ready_marker=ready_marker)
            if not threads and bot.script == "bot.py":
                if bot.database_url:
                    await set_threads_postgres(bot.database_url, standin.guilds, on=False)
                else:
                    set_threads(bot.database_path, standin.guilds, on=False)
        return bot

    yield make
    if any(bot.running for bot in bots):
        await settle_answers(standin)
    for bot in bots:
        await bot.close()
    for bot in bots:
        bot.check()  # a traceback logged late (even while shutting down) still fails the test
