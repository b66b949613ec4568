"""Shared drawing helpers: the project font, player colours, PNG encoding."""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from render import seats

# Seat colours, in the order seats get them: render/seats.py chose them to stay apart under
# every colour-vision deficiency, and gives each seat a marker shape too.
PLAYER_COLOURS: dict[str, tuple[int, int, int]] = dict(seats.SEAT_COLOURS)
COLOUR_ORDER: tuple[str, ...] = seats.SEAT_ORDER

BACKGROUND = (250, 246, 236)
INK = (33, 33, 33)
MUTED = (110, 110, 110)

# Discord shows images scaled down on phones; 14 px is the smallest text we draw at 1x.
MIN_TEXT_PX = 14


@dataclass(frozen=True)
class SeatInfo:
    """What a renderer knows about a seat: the player's display name and colour name."""

    name: str
    colour: str

    @property
    def rgb(self) -> tuple[int, int, int]:
        return PLAYER_COLOURS.get(self.colour, (128, 128, 128))


def _font_dir() -> Path:
    # Source Sans Pro covers Latin Extended (ä, č, ł ...) and ships on PyPI, so every
    # machine gets the same glyphs without system fonts.
    import font_source_sans_pro

    return Path(font_source_sans_pro.__file__).parent / "files"


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The project font at ``size`` px (never smaller than MIN_TEXT_PX)."""
    name = "SourceSansPro-Bold.ttf" if bold else "SourceSansPro-Semibold.ttf"
    return ImageFont.truetype(str(_font_dir() / name), max(size, MIN_TEXT_PX))


def text_width(draw: ImageDraw.ImageDraw, text: str, fnt: ImageFont.FreeTypeFont) -> int:
    left, _, right, _ = draw.textbbox((0, 0), text, font=fnt)
    return int(right - left)


def fit_text(
    draw: ImageDraw.ImageDraw, text: str, fnt: ImageFont.FreeTypeFont, max_width: int
) -> str:
    """Shorten ``text`` with an ellipsis so that it fits in ``max_width`` pixels."""
    if text_width(draw, text, fnt) <= max_width:
        return text
    while text and text_width(draw, text + "…", fnt) > max_width:
        text = text[:-1]
    return text + "…"


def text_colour_on(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white, whichever reads better on ``rgb``."""
    r, g, b = rgb
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else (255, 255, 255)


def to_png(image: Image.Image) -> bytes:
    """Encode as PNG. Boards are flat-colour drawings, so a 256-colour palette keeps them
    small (well under Discord-friendly 200 KB) at no visible cost."""
    buf = io.BytesIO()
    pal = image.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    pal.save(buf, format="PNG", optimize=False, compress_level=6)
    return buf.getvalue()
