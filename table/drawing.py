"""Pictures of a game, drawn in the render workers (render/pool.py): the public board, a
private view, a leaderboard — whatever a renderer makes of plain data. Transport-free: the
adapter sends the bytes wherever it sends them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from render.common import SeatInfo
from render.pool import RenderPool
from store import ACTIVE, GameRecord
from table import i18n
from table.ai import shown_name

if TYPE_CHECKING:
    from table.kind import GameKind

# Drawing is CPU work: in worker processes, so heartbeats and other clicks go on and every
# core draws.
RENDER_POOL = RenderPool()


def seat_infos(game: GameRecord) -> list[SeatInfo]:
    # The names as boards show them: "Amélie 🤖" while the AI covers for her.
    return [SeatInfo(shown_name(s), s.colour) for s in game.seats]


async def draw_board(kind: GameKind, game: GameRecord, extra: dict[str, Any] | None = None,
                     *, view: dict[str, Any] | None = None) -> bytes:
    """The public board as PNG, drawn in a worker; ``extra`` replaces the UI's highlight
    (a private menu outlining its own choices); ``view``: the public view, when the caller
    has it already."""
    assert game.state is not None
    view = kind.engine.view(game.state, None) if view is None else view
    if extra is None:
        extra = kind.ui.board_highlight(view) if game.status == ACTIVE else {}
    return await RENDER_POOL.run(kind.render_board, view, seat_infos(game),
                                 locale=i18n.current(), **extra)
