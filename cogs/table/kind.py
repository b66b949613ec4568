"""What a game plugs into the shared table: its engine, renderer and a thin UI description.

A game cog creates one ``GameKind``; everything else (lobby, seats, storage, board posting,
pings, hand view, resign, log, stale-button checks) is done once by the table service.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from games.base import Engine
from render.common import COLOUR_ORDER, SeatInfo

if TYPE_CHECKING:
    from cogs.table.turn import TableTurn
    from store import GameRecord

# Styles by name so game UIs need not import discord just to colour a button.
PRIMARY, SECONDARY, SUCCESS, DANGER = "primary", "secondary", "success", "danger"


@dataclass(frozen=True)
class ButtonSpec:
    key: str
    label: str
    style: str = SECONDARY
    arg: str = ""
    emoji: str | None = None
    disabled: bool = False
    row: int | None = None


@dataclass(frozen=True)
class SelectSpec:
    key: str
    options: Sequence[tuple[str, str]]  # (value, label); at most 25 — use paged_select
    placeholder: str = "Choose…"
    arg: str = ""
    min_values: int = 1
    max_values: int = 1
    row: int | None = None


@dataclass(frozen=True)
class FieldSpec:
    """A text field of a modal."""

    id: str
    label: str
    placeholder: str = ""
    default: str = ""
    required: bool = True
    max_length: int = 40


Renderer = Callable[..., bytes]


class GameUI:
    """How a game is driven from Discord. Subclasses override what they need.

    All handlers receive a ``TableTurn`` which already knows the game, the acting seat
    and offers ``apply``, ``reply``, ``open_modal`` and menu helpers.
    """

    hand_label = "My hand"

    def headline(self, game: GameRecord, state: dict[str, Any]) -> str:
        """One line of status shown above the board (stage, round, phase…)."""
        return ""

    def waiting_text(self, game: GameRecord, state: dict[str, Any], seats: list[int]) -> str:
        """What the pinged players must do, e.g. "your bid, please"."""
        return "your move"

    def board_buttons(self, game: GameRecord, state: dict[str, Any]) -> list[ButtonSpec]:
        """Buttons on the board message (the table adds "My hand" itself)."""
        return []

    def board_highlight(self, game: GameRecord, state: dict[str, Any]) -> dict[str, Any]:
        """Extra keyword arguments for the board renderer (e.g. highlighted spaces)."""
        return {}

    def turn_key(self, engine: Engine, state: dict[str, Any]) -> Any:
        """A new board message (and so a new ping) is posted when this changes, or when
        someone who was not waiting must now act; otherwise the board is edited in place."""
        return None

    def private_text(self, game: GameRecord, view: dict[str, Any], seat: int) -> str:
        """The owner's private view as text (ephemeral)."""
        return ""

    async def on_button(self, turn: TableTurn, key: str, arg: str) -> None:
        await turn.reply("That button does nothing any more. Use the latest board.")

    async def on_select(self, turn: TableTurn, key: str, arg: str, values: list[str]) -> None:
        await turn.reply("That menu does nothing any more. Use the latest board.")

    async def on_modal(self, turn: TableTurn, key: str, arg: str, fields: dict[str, str]) -> None:
        await turn.reply("That form is out of date. Use the latest board.")


@dataclass
class GameKind:
    engine: Engine
    render_board: Renderer
    ui: GameUI
    emoji: str = "🎲"
    colour: int = 0xC8A165
    seat_colours: tuple[str, ...] = COLOUR_ORDER
    render_private: Renderer | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return self.engine.key

    @property
    def title(self) -> str:
        return self.engine.title

    def seat_infos(self, game: GameRecord) -> list[SeatInfo]:
        return [SeatInfo(s.name, s.colour) for s in game.seats]
