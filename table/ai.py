"""The table's own AI players, as the table knows them: which levels a game offers, who plays
a seat (a person, the AI holding it, or the AI covering for its person), their names, how
their moves are logged and how their randomness is seeded. Pure: no Discord, no database.

A seat is *played by the AI* when the AI holds it (``Seat.kind == AI``: a chair filled in
the lobby, or a seat given to the AI) or covers for the person holding it (``Seat.level``
on a person's seat, until ``cover_until``). Such a seat is never pinged, reminded, given a
clock or sent a DM; its moves come from a THINK job (table/autoplay.py).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence

from games.ai.levels import LEVELS
from store import AI, GameRecord, Seat
from table.words import t

__all__ = ["DEFAULT_LEVEL", "LEVELS", "actor_level", "ai_actor", "ai_name", "ai_seats",
           "level_of", "level_words", "next_ai_id", "offered", "own_players", "people",
           "rng_seed", "shown_name"]

DEFAULT_LEVEL = "standard"
ROBOT = "🤖"


def offered(key: str) -> tuple[str, ...]:
    """The levels the table's AI plays game ``key`` at: all of them, for every game. A game
    without AI players of its own yet (``games/<key>/players.py``) is played by the
    framework's generic player at every level (``own_players`` tells them apart)."""
    return LEVELS


def own_players(key: str) -> bool:
    """Whether game ``key`` has AI players of its own (else the generic player plays it)."""
    from games.ai.registry import levels

    return bool(levels(key))


def level_of(seat: Seat, now: float | None = None) -> str | None:
    """The level of the AI playing ``seat`` now (None: its person plays it)."""
    if seat.kind == AI:
        return seat.level if seat.level in LEVELS else DEFAULT_LEVEL
    if seat.level is None:
        return None
    if seat.cover_until is not None and seat.cover_until <= (time.time() if now is None else now):
        return None  # the absence it covered is over: the seat is its person's again
    return seat.level if seat.level in LEVELS else DEFAULT_LEVEL


def ai_seats(game: GameRecord, now: float | None = None) -> set[int]:
    """The seats of ``game`` the AI plays now."""
    return {s.seat for s in game.seats if level_of(s, now) is not None}


def shown_name(seat: Seat, now: float | None = None) -> str:
    """A seat's name on boards: its holder's, with the robot marker while the AI covers for
    them ("Amélie 🤖"; the AI's own seats say so in their names: "🤖 Standard")."""
    if seat.kind != AI and level_of(seat, now) is not None:
        return f"{seat.name} {ROBOT}"
    return seat.name


def people(game: GameRecord, seats: Iterable[int], now: float | None = None) -> list[int]:
    """Of ``seats``, those a person plays now: the only ones ever pinged or reminded."""
    robots = ai_seats(game, now)
    return [s for s in seats if s not in robots and 0 <= s < len(game.seats)]


def level_words(level: str) -> str:
    """The level's name in the current language ("Standard")."""
    return t(f"ai-level-{level if level in LEVELS else DEFAULT_LEVEL}")


def ai_name(level: str, taken: Sequence[str] = ()) -> str:
    """An AI seat's name in the current language: "🤖 Standard", or "🤖 Standard 2" when
    that name is taken at the table (so the log tells two AIs of one level apart)."""
    base = t("ai-name", level=level_words(level))
    n = 1
    name = base
    while name in taken:
        n += 1
        name = t("ai-name-n", level=level_words(level), n=n)
    return name


def next_ai_id(game: GameRecord) -> int:
    """A holder id for one more AI seat: unique among the game's AI seats (a person's id may
    be equal: kind and id together name a holder)."""
    return max((s.holder_id for s in game.seats if s.kind == AI), default=0) + 1


# The action log's ``user_id`` of a move the AI made: negative, one per level, so it is never
# a person's id nor the table's own (``AUTO_ACTOR`` = 0), and the log can say who played it.
_ACTORS = {level: -(i + 1) for i, level in enumerate(LEVELS)}


def ai_actor(level: str) -> int:
    return _ACTORS.get(level, _ACTORS[DEFAULT_LEVEL])


def actor_level(user_id: int) -> str | None:
    """The level of the AI that made a logged move (None: a person or the table did)."""
    return next((level for level, actor in _ACTORS.items() if actor == user_id), None)


def rng_seed(game_id: int, version: int, seat: int) -> str:
    """The AI's randomness for one decision, from what is not secret (never from the game's
    secret seed): the same game, move and seat always decide alike, across restarts."""
    return f"caravanserai-ai:{game_id}:{version}:{seat}"
