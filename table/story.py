"""A finished game told again — every player's score over the game as a chart, and its key
boards as an animated GIF — for every game, built from the action log (engines are
deterministic: the seed, the options and the moves rebuild every state). ``/table replay``
and the message that follows a final board (cogs/table/replaycmd.py) show it.

Key boards are the states where the set of players to act changed (where a new board message
was posted during the game), thinned evenly to at most ``MAX_FRAMES``, plus the final one."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.base import Engine, State
from render.replay import Series, animate, score_chart
from table import i18n
from table.drawing import RENDER_POOL, seat_infos
from table.words import t

if TYPE_CHECKING:
    from store import GameRecord
    from table.kind import GameKind


MAX_FRAMES = 16


@dataclass
class Story:
    """What the pictures are made of: the score after each move, and the key states."""

    scores: list[list[float]]  # per seat
    frames: list[State]
    moves: int


def _number(score: Any) -> float:
    if isinstance(score, bool):
        return 0.0
    if isinstance(score, (int, float)):
        return float(score)
    if isinstance(score, dict):
        for value in score.values():
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                return float(value)
    return 0.0


def key_indices(changes: Sequence[int], last: int, limit: int = MAX_FRAMES) -> list[int]:
    """At most ``limit`` indices: evenly chosen among ``changes``, always ending on ``last``."""
    picks = [i for i in changes if i != last]
    room = max(0, limit - 1)
    if len(picks) > room:
        step = len(picks) / room if room else 0
        picks = [picks[int(k * step)] for k in range(room)]
    return [*picks, last]


def tell(engine: Engine, players: int, seed: Any, options: dict[str, Any],
         moves: Sequence[tuple[int, dict[str, Any]]]) -> Story:
    """Replay the game, keeping each seat's score after every move and the key states."""
    state = engine.new(players, seed, dict(options))
    states = [state]
    scores: list[list[float]] = [[] for _ in range(players)]

    def score(s: State) -> None:
        values = engine.result(s).scores
        for seat in range(players):
            scores[seat].append(_number(values.get(seat)))

    score(state)
    changes = []
    waiting = engine.to_act(state)
    for seat, action in moves:
        state, _ = engine.apply(state, seat, action)
        states.append(state)
        score(state)
        now = engine.to_act(state)
        if set(now) - set(waiting):
            changes.append(len(states) - 1)
        waiting = now
    frames = [states[i] for i in key_indices(changes, len(states) - 1)]
    return Story(scores, frames, len(moves))


async def pictures(kind: GameKind, game: GameRecord, moves: Sequence[tuple[int, dict]]
                   ) -> tuple[bytes, bytes]:
    """(chart PNG, GIF) of a finished game, drawn in the render workers."""
    loop = asyncio.get_running_loop()
    story = await loop.run_in_executor(None, tell, kind.engine, len(game.seats), game.seed,
                                       game.options, moves)
    seats = seat_infos(game)
    series = [Series(s.name, s.colour, tuple(story.scores[i])) for i, s in enumerate(seats)]
    locale = i18n.current()
    chart = RENDER_POOL.run(score_chart, series, t("replay-chart", game=kind.title, id=game.id),
                            t("replay-moves", n=story.moves), locale=locale)
    boards = [RENDER_POOL.run(kind.render_board, kind.engine.view(s, None), seats, locale=locale)
              for s in story.frames]
    chart_png, *frames = await asyncio.gather(chart, *boards)
    gif = await RENDER_POOL.run(animate, frames, locale=locale)
    return chart_png, gif


def replay_text(kind: GameKind, game: GameRecord, moves: int) -> str:
    result = kind.engine.result(game.state or {})
    winners = [game.seats[s].name for s in result.winners if 0 <= s < len(game.seats)]
    return t("replay-text", game=kind.title, id=game.id, moves=t("replay-moves", n=moves),
             winners=", ".join(winners) or "—")[:2000]
