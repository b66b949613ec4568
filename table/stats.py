"""Ratings and records (pure arithmetic, and the rebuild that walks the stored results).

Kept, not recomputed: when a game finishes, the core stores its result (``finish``) with the
finishing move, and ``rate`` updates its players' ratings and records in the same
transaction; ``/stats`` reads those rows, a handful whatever the history. ``rebuild``
recomputes every rating from the stored results (``bot.py --rebuild-stats``, and once after
an upgrade, when the older games' results have been read): the same arithmetic over the same
results in the same order (the order they were stored in), so the same numbers.

Ratings are OpenSkill's Plackett-Luce model (a Bayesian rating for free-for-all games of any
number of players, without TrueSkill's patent), one rating per server, game kind and holder
(a person, or the table's AI), updated game by game in the order they finished. Shown as the
conservative ``ordinal`` (mu − 3 sigma): it starts at 0 and rises as a player wins and as the
model grows sure of them.

The table's AI is rated too, apart from every person: one row per level ("🤖 Standard"),
whatever seat it held (holder ``AI``, ``ai_row``: its ids, never a person's). Two AI seats of
one level at one table count once, as the better placed of the two (a player is never rated
against itself); a seat the AI only covered for stays its person's.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from openskill.models import PlackettLuce

from games.base import Engine, Result
from store import (
    AI,
    TREND,
    Finish,
    GameRecord,
    GameResult,
    Rating,
    Standing,
    Storage,
)
from table.ai import actor_level, ai_actor

log = logging.getLogger(__name__)

_MODEL = PlackettLuce()


def ai_row(level: str | None) -> int:
    """The leaderboard row of the table's AI at ``level``: an id no person has (the one its
    moves are logged under)."""
    return ai_actor(level or "standard")


def is_ai_row(user_id: int) -> bool:
    return actor_level(user_id) is not None


def ranks(result: Result, seats: int) -> list[float]:
    """Rank per seat: winners 1; the others by their place in the ranking, equal scores
    sharing a rank."""
    listed = [s for s in result.ranking if 0 <= s < seats]
    order = listed + [s for s in range(seats) if s not in listed]
    out: list[float] = [1] * seats  # whole numbers; the rating model takes floats
    rank, last = 0, object()
    for position, seat in enumerate(order, 1):
        if seat in result.winners:
            continue
        score = result.scores.get(seat)
        if score is None or score != last:
            rank, last = position, score
        out[seat] = rank
    return out


def _numeric(score: Any) -> float | None:
    if isinstance(score, bool):
        return None
    if isinstance(score, (int, float)):
        return float(score)
    if isinstance(score, dict):  # e.g. {"points": 12, "gold": 3}: the first number counts
        for value in score.values():
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                return float(value)
    return None


# -- a finished game's result ----------------------------------------------------------------
def standings(game: GameRecord, result: Result) -> tuple[Standing, ...]:
    """Each seat's part in ``result``, in seat order, with who held it and their name then:
    an AI seat is held by its level's row (``ai_row``)."""
    placed = ranks(result, len(game.seats))
    return tuple(Standing(seat.seat, seat.kind,
                          ai_row(seat.level) if seat.kind == AI else seat.holder_id, seat.name,
                          placed[i], i in result.winners, _numeric(result.scores.get(i)))
                 for i, seat in enumerate(game.seats))


def game_result(game: GameRecord, result: Result) -> GameResult:
    """Every finished game counts: the AI's seats for its own rows, apart from people's."""
    return GameResult(game.id, game.guild_id, game.kind, standings(game, result))


def finish(game: GameRecord, result: Result) -> Finish:
    """What the core stores with the move that ends ``game``: its result and ``rate``."""
    return Finish(game_result(game, result), rate)


def read_result(engine: Engine, game: GameRecord) -> GameResult:
    """The result of a finished game read from its final state (a game finished before
    results were kept); one whose state is gone or no longer reads counts for nobody."""
    if game.state is None:
        return GameResult(game.id, game.guild_id, game.kind, (), rated=False)
    try:
        result = engine.result(engine.migrate(game.state))
    except Exception:  # one unreadable game must not hold up everyone's ratings
        log.exception("Stats: could not read the result of game %s", game.id)
        return GameResult(game.id, game.guild_id, game.kind, (), rated=False)
    return game_result(game, result)


# -- the arithmetic --------------------------------------------------------------------------
def rate(result: GameResult, current: Mapping[tuple[str, int], Rating]) -> list[Rating]:
    """The new ratings of ``result``'s holders, from their ``current`` ones (a newcomer has
    none). An AI level in two seats counts once, as its better placed seat; a table of fewer
    than two holders, or where one person sat twice, rates nobody."""
    people = [s.holder for s in result.standings if s.holder_kind != AI]
    if len(set(people)) != len(people):
        return []
    best: dict[tuple[str, int], Standing] = {}
    for s in result.standings:
        if s.holder not in best or s.rank < best[s.holder].rank:
            best[s.holder] = s
    seats = list(best.values())  # in the order each holder first sat
    if len(seats) < 2:
        return []
    entries = []
    for s in seats:
        old = current.get(s.holder)
        base = old if old is not None else Rating(
            result.kind, s.holder_kind, s.holder_id, s.name, 0, 0, 0.0, 0, _MODEL.mu,
            _MODEL.sigma, (), result.seq)
        score = s.score
        entries.append(replace(
            base, name=s.name,  # the newest name they played under
            played=base.played + 1, won=base.won + s.won,
            score_total=base.score_total + score if score is not None else base.score_total,
            scored=base.scored + (score is not None)))
    teams = [[_MODEL.rating(mu=e.mu, sigma=e.sigma)] for e in entries]
    rated = _MODEL.rate(teams, ranks=[s.rank for s in seats])
    out = []
    for entry, (new,) in zip(entries, rated, strict=True):
        trend = (*entry.trend, new.mu - 3 * new.sigma)[-TREND:]
        out.append(replace(entry, mu=new.mu, sigma=new.sigma, trend=trend))
    return out


# -- rebuilding from the stored results ---------------------------------------------------------
@dataclass
class Ledger:
    """Ratings and rated-game counts built up result by result, as the store keeps them."""

    ratings: dict[tuple[int | None, str], dict[tuple[str, int], Rating]] = field(
        default_factory=dict)
    games: dict[tuple[int | None, str], int] = field(default_factory=dict)
    through: int = 0  # the seq of the last result taken in

    def take(self, results: Iterable[GameResult]) -> None:
        for result in results:
            self.through = max(self.through, result.seq)
            if not result.rated or not result.read:
                continue
            where = (result.guild_id or None, result.kind)
            self.games[where] = self.games.get(where, 0) + 1
            players = self.ratings.setdefault(where, {})
            for new in rate(result, players):
                players[new.holder] = new

    def by_server(self) -> dict[int | None, list[Rating]]:
        out: dict[int | None, list[Rating]] = {}
        for (guild, _), players in self.ratings.items():
            out.setdefault(guild, []).extend(players.values())
        return out

    def board(self, guild_id: int | None, kind: str) -> list[Rating]:
        """Best first, in the store's order (``Storage.ratings``)."""
        return leaderboard(self.ratings.get((guild_id, kind), {}).values())


def leaderboard(ratings: Iterable[Rating]) -> list[Rating]:
    """Best skill as shown first; then more wins, more games, name, and who was there first
    (the stores' order)."""
    return sorted(ratings, key=lambda r: (-r.skill, -r.won, -r.played, r.name, r.since))


@dataclass(frozen=True)
class Rebuilt:
    results: int  # stored results walked
    rated: int  # of them, games that count for ratings
    ratings: int  # ratings kept afterwards


async def rebuild(store: Storage, *, batch: int = 2000) -> Rebuilt:
    """Recompute every rating from the stored results and replace the kept ones with them.

    The arithmetic runs in a thread, a batch at a time (the bot keeps answering while it
    rebuilds). Games that finish meanwhile are taken in before the ratings are replaced:
    ``replace_ratings`` refuses while results newer than the rebuild's are stored."""
    ledger = Ledger()
    walked = 0
    while True:
        results = await store.results(after=ledger.through, limit=batch)
        if results:
            walked += len(results)
            await asyncio.to_thread(ledger.take, results)
            if len(results) == batch:
                continue
        if await store.replace_ratings(ledger.by_server(), ledger.games, through=ledger.through):
            return Rebuilt(walked, sum(ledger.games.values()),
                           sum(len(p) for p in ledger.ratings.values()))
