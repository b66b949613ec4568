"""The log in words: what ``/table log`` and a new-turn board's catch-up line cost in a long game.

Run: ``python -m bench.log_replay [--actions 400] [--repeat 20] [--json]``.

For each game kind, one seeded game of ``--actions`` random legal actions (Catan: trades,
7s and all; cut short when a game ends first) is committed through a real SQLite store, as the
bot does; then, median of ``--repeat`` rounds (ms):

| Row | What is timed |
| --- | --- |
| read log | ``store.actions`` of the whole game (what every log request reads) |
| replay cold | replaying every action from the seed, with the public view per action (no cache) |
| replay +1 | the cached replay extended by the newest action (each new turn's board) |
| replay cached | nothing new: the cache checked against the log and the stored state |
| page | every line of the game in words for one reader, split into pages, the newest shown |
| catch-up line | ``since_line`` for the seat after the last actor |
| new-turn total | ``log.catch_up``: read + cached replay + the line, as the publisher calls it |

It also reports the game's pages and the memory one cached replay keeps (``tracemalloc``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
import tracemalloc
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from games.ai.completion import random_move
from store import GameRecord, LoggedAction
from store.sqlite import SqliteStore
from table import i18n
from table import log as gamelog
from table.kind import GameKind

KINDS = ("catan", "caravan", "caravane", "yspahan")


def kind_of(key: str) -> GameKind:
    import importlib

    kind = importlib.import_module(f"cogs.{key}").KIND
    assert isinstance(kind, GameKind)
    return kind


async def stored_game(store: SqliteStore, kind: GameKind, actions: int, seed: int,
                      channel: int) -> tuple[GameRecord, list[LoggedAction]]:
    """A game of random legal actions committed one by one like ``TableCore.act`` does."""
    engine = kind.engine
    players = min(4, engine.max_players)
    game = await store.create_game(guild_id=1, channel_id=channel, kind=kind.key, host_id=100,
                                   host_name="Ann", host_colour=kind.seat_colours[0],
                                   options={}, seed=seed)
    for i, name in enumerate(["Bob", "Cid", "Dee"][:players - 1]):
        await store.add_seat(game.id, 101 + i, name, kind.seat_colours, engine.max_players)
    fresh = await store.get_game(game.id)
    assert fresh is not None
    state = engine.new(players, seed, {})
    await store.start(game.id, state, fresh.version)
    version = fresh.version + 1
    rng = random.Random(seed)
    for _ in range(actions):
        move = random_move(engine, state, rng)
        if move is None:
            break
        seat, action = move
        state, events = engine.apply(state, seat, action)
        version = await store.commit_action(
            game.id, version, state, seat=seat, user_id=100 + seat, action=action,
            summary=json.dumps([e for e in events if "private_to" not in e]))
    done = await store.get_game(game.id)
    assert done is not None
    return done, await store.actions(game.id)


async def timed(fn: Callable[[], Awaitable[Any]] | Callable[[], Any], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        started = time.perf_counter()
        result = fn()
        if asyncio.iscoroutine(result):
            await result
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


async def measure(key: str, actions: int, repeat: int, store: SqliteStore,
                  channel: int) -> dict[str, Any]:
    kind = kind_of(key)
    engine = kind.engine
    game, rows = await stored_game(store, kind, actions, 7, channel)
    history = gamelog.History()
    out: dict[str, Any] = {"actions": len(rows)}
    out["read log ms"] = await timed(lambda: store.actions(game.id), repeat)

    def cold() -> None:
        history.clear()
        history.entries(engine, game, rows)

    out["replay cold ms"] = await timed(cold, repeat)
    # The game one action earlier, then the newest action: what each new turn costs.
    before = GameRecord(**{**game.__dict__})
    state = engine.new(len(game.seats), game.seed, {})
    for row in rows[:-1]:
        state, _ = engine.apply(state, row.seat, row.action)
    before.state = state

    def plus_one() -> None:
        history.clear()
        history.entries(engine, before, rows[:-1])
        started = time.perf_counter()
        history.entries(engine, game, rows)
        plus_one.last = (time.perf_counter() - started) * 1000  # type: ignore[attr-defined]

    samples = []
    for _ in range(repeat):
        plus_one()
        samples.append(plus_one.last)  # type: ignore[attr-defined]
    out["replay +1 ms"] = statistics.median(samples)
    entries = history.entries(engine, game, rows)
    out["replay cached ms"] = await timed(lambda: history.entries(engine, game, rows), repeat)
    with i18n.use_locale("en"):
        gamelog.page(kind, game, entries, 0, 0)  # the catalogue parsed outside the timing
        out["page ms"] = await timed(lambda: gamelog.page(kind, game, entries, 0, 0), repeat)
        out["pages"] = gamelog.page(kind, game, entries, 0, 0).count
        # Pinged next: the seat after the last actor (the actor is never pinged).
        waiting = [(rows[-1].seat + 1) % len(game.seats)]
        out["catch-up line ms"] = await timed(
            lambda: gamelog.since_line(kind, game, entries, waiting), repeat)
        gamelog.HISTORY.clear()
        await gamelog.catch_up(store, kind, game, waiting)
        out["new-turn total ms"] = await timed(
            lambda: gamelog.catch_up(store, kind, game, waiting), repeat)
        out["line"] = gamelog.since_line(kind, game, entries, waiting)
    history.clear()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    history.entries(engine, game, rows)
    out["cached KB"] = round((tracemalloc.get_traced_memory()[0] - base) / 1024)
    tracemalloc.stop()
    return out


async def main_async(actions: int, repeat: int, only: list[str]) -> dict[str, dict[str, Any]]:
    with tempfile.TemporaryDirectory() as tmp:
        store = await SqliteStore.open(Path(tmp) / "bench.db")
        try:
            return {key: await measure(key, actions, repeat, store, 1000 + i)
                    for i, key in enumerate(only or KINDS)}
        finally:
            await store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.log_replay", description=__doc__)
    parser.add_argument("--actions", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--only", action="append", choices=KINDS, default=[])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    results = asyncio.run(main_async(args.actions, args.repeat, args.only))
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    for key, row in results.items():
        print(f"{key}: {row['actions']} actions, {row['pages']} pages, "
              f"cached replay {row['cached KB']} KB")
        for name, value in row.items():
            if name.endswith("ms"):
                print(f"  {name[:-3]:<18} {value:8.2f} ms")
        print(f"  {row['line'][:160]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
