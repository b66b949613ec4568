"""What the table tells a renderer about a seat: its player's name and colour name.

Everything a renderer draws with (text, seat colours and markers, layers, encoding) is in
``render.kit``, ``render.fonts`` and ``render.seats``."""

from __future__ import annotations

from dataclasses import dataclass

from render import seats

# Seat colours, in the order seats get them: render/seats.py chose them to stay apart under
# every colour-vision deficiency, and gives each seat a marker shape too.
PLAYER_COLOURS: dict[str, tuple[int, int, int]] = dict(seats.SEAT_COLOURS)
COLOUR_ORDER: tuple[str, ...] = seats.SEAT_ORDER


@dataclass(frozen=True)
class SeatInfo:
    """What a renderer knows about a seat: the player's display name and colour name."""

    name: str
    colour: str

    @property
    def rgb(self) -> tuple[int, int, int]:
        return PLAYER_COLOURS.get(self.colour, (128, 128, 128))
