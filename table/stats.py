"""Statistics and ratings from finished games (pure: no Discord, no database).

Everything here is recomputed from the stored games on demand — a finished game keeps its
final state, and each engine's ``result`` gives the ranking and scores — so a rating is never
a number the bot must remember correctly, and a change to the rating method applies to the
whole history at once.

Ratings are OpenSkill's Plackett-Luce model (a Bayesian rating for free-for-all games of any
number of players, without TrueSkill's patent), one rating per game kind, updated game by
game in the order they finished. Shown as the conservative ``ordinal`` (mu − 3 sigma): it
starts at 0 and rises as a player wins and as the model grows sure of them.

The table's AI is rated too, apart from every person: one row per level ("🤖 Standard"),
whatever seat it held (``ai_row``: its ids, never a person's). Two AI seats of one level
at one table count once, as the better placed of the two (a player is never rated against
itself); a seat the AI only covered for stays its person's.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

from games.base import Result
from table.ai import actor_level, ai_actor

_MODEL = PlackettLuce()


@dataclass(frozen=True)
class Finished:
    """One finished game as stats see it: who sat where and how it ended."""

    game_id: int
    kind: str
    finished_at: float
    user_ids: tuple[int, ...]  # by seat: a person's id, or the AI's row (``ai_row``)
    names: tuple[str, ...]  # by seat, as they were at the table
    result: Result


def ai_row(level: str | None) -> int:
    """The leaderboard row of the table's AI at ``level``: an id no person has (the one its
    moves are logged under)."""
    return ai_actor(level or "standard")


def is_ai_row(user_id: int) -> bool:
    return actor_level(user_id) is not None


@dataclass
class PlayerStats:
    user_id: int
    name: str
    played: int = 0
    won: int = 0
    score_total: float = 0.0
    scored: int = 0  # games with a numeric score
    mu: float = _MODEL.mu
    sigma: float = _MODEL.sigma
    history: list[float] = field(default_factory=list)  # rating after each game

    @property
    def rating(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def average_score(self) -> float | None:
        return self.score_total / self.scored if self.scored else None

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


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


def compute(games: Iterable[Finished]) -> dict[str, dict[int, PlayerStats]]:
    """Per game kind, per user: games played and won, average score and rating."""
    table: dict[str, dict[int, PlayerStats]] = {}
    for game in sorted(games, key=lambda g: (g.finished_at, g.game_id)):
        players = table.setdefault(game.kind, {})
        seats = len(game.user_ids)
        people = [u for u in game.user_ids if not is_ai_row(u)]
        if len(set(people)) != len(people):
            continue  # one person in two seats rates nobody
        placed = ranks(game.result, seats)
        # Each player's seat: an AI level in two seats counts as its better placed one.
        best: dict[int, int] = {}
        for seat, user_id in enumerate(game.user_ids):
            if user_id not in best or placed[seat] < placed[best[user_id]]:
                best[user_id] = seat
        if len(best) < 2:
            continue  # a solo test table rates nobody
        stats = []
        for user_id, seat in best.items():
            entry = players.get(user_id)
            if entry is None:
                entry = players[user_id] = PlayerStats(user_id, game.names[seat])
            entry.name = game.names[seat]  # the newest name they played under
            entry.played += 1
            entry.won += seat in game.result.winners
            score = _numeric(game.result.scores.get(seat))
            if score is not None:
                entry.score_total += score
                entry.scored += 1
            stats.append(entry)
        teams = [[_MODEL.rating(mu=e.mu, sigma=e.sigma)] for e in stats]
        rated = _MODEL.rate(teams, ranks=[placed[seat] for seat in best.values()])
        for entry, (new,) in zip(stats, rated, strict=True):
            entry.mu, entry.sigma = new.mu, new.sigma
            entry.history.append(entry.rating)
    return table


def leaderboard(players: dict[int, PlayerStats], limit: int = 10) -> list[PlayerStats]:
    """Best rating first; ties by more wins, then more games."""
    return sorted(players.values(), key=lambda p: (-p.rating, -p.won, -p.played, p.name))[:limit]


def of_player(table: dict[str, dict[int, PlayerStats]], user_id: int
              ) -> list[tuple[str, PlayerStats, int, int]]:
    """A player's line per game kind: (kind, stats, their place on the board, players)."""
    out = []
    for kind, players in sorted(table.items()):
        if user_id in players:
            board = leaderboard(players, limit=len(players))
            place = next(i for i, p in enumerate(board, 1) if p.user_id == user_id)
            out.append((kind, players[user_id], place, len(players)))
    return out
