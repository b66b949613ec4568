"""Whole games played by seeded policies, as the table would have stored them: each move with
its public events (the log's summary), for the store's packing tests and bench/scale.py.
Catan's logs are the longest of the games (hundreds of moves with many events each)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from games.catan.scripted import builder_policy, play_game
from games.registry import engine
from store import ImportedGame, Storage


@dataclass(frozen=True)
class Played:
    kind: str
    seats: int
    seed: int
    options: dict[str, Any]
    state: dict[str, Any]
    # (seat, action, summary: the public events as the table logs them)
    moves: list[tuple[int, dict[str, Any], str]]


def _public(events: list[dict[str, Any]]) -> str:
    return json.dumps([e for e in events if "private_to" not in e])


def catan(seed: int, seats: int = 4) -> Played:
    moves: list[tuple[int, dict[str, Any], str]] = []
    eng = engine("catan")
    state, _ = play_game(eng, seats, seed, builder_policy,
                         on_step=lambda _s, p, a, _n, ev: moves.append((p, a, _public(ev))))
    return Played("catan", seats, seed, {}, state, moves)


def caravane(seed: int, seats: int = 4) -> Played:
    eng = engine("caravane")
    options = {"variant": "standard"}
    rng = random.Random(seed)
    state = eng.new(seats, seed, options)
    moves: list[tuple[int, dict[str, Any], str]] = []
    while not eng.is_over(state):
        seat = eng.to_act(state)[0]
        action = rng.choice([a for a in eng.legal_actions(state, seat)
                             if a["type"] != "resign"])
        if action.get("template"):  # a secret bid: the amount is the player's to choose
            action = {"type": action["type"], "amount": rng.randint(0, action["amount_max"])}
        state, events = eng.apply(state, seat, action)
        moves.append((seat, action, _public(events)))
    return Played("caravane", seats, seed, options, state, moves)


async def import_batched(store: Storage, games: Iterable[ImportedGame], size: int = 500) -> None:
    """Import ``games`` through the store a batch at a time (one transaction each), as the
    benches fill a database with stored games."""
    batch: list[ImportedGame] = []
    for game in games:
        batch.append(game)
        if len(batch) == size:
            await store.import_games(batch)
            batch = []
    await store.import_games(batch)
