"""Seat identity: a colour that stays apart under colour-blindness, and a shape per seat.

Colour alone used to tell seats apart, and under a deuteranopia simulation the old red and
green seats became the same olive (CAM02-UCS ΔE' 7.0), and the pieces melted into the
board: the old red was 3 units from the brick hexes for a deuteranope, the old blue 7 units
from the sea even in normal vision (2 for a tritanope). Every seat now has a
colour *and* a marker shape, and every piece that identifies a player carries both (the
renderers draw ``draw_marker`` on pieces, tokens and name rows).

The palette
-----------
The six names are the ones seats have always had (stored games, the lobby's dots and the
catalogues name seats by them); only the RGB values changed. They were chosen by a search
seeded from Okabe & Ito's and Paul Tol's colour-blind-safe sets, keeping each colour inside
the hue/lightness range its name promises, to maximise the smallest CAM02-UCS distance
between any two seats in normal vision and under simulated deuteranopia, protanopia and
tritanopia (severity 1.0, with both Machado et al. 2009 and Brettel et al. 1997: the models
disagree by up to 9 ΔE' on the same pair, and neither is right for every viewer), while
keeping every seat ``MIN_GROUND_DISTANCE`` away from the terrain and backgrounds its pieces
stand on. Lightness does most of the work, because it is the one axis all three
deficiencies keep: the red is a deep red (L* 33, darker than lumber and brick, which is what
keeps it off them for a deuteranope), the blue a navy (darker than the sea), the orange and
the green mid-light, the purple a bright violet and the white pure white.

Smallest pairwise ΔE' (CAM02-UCS), as tests/test_render_seats.py measures it; each
deficiency row is the lower of the two models:

==============  ========================  =========================================
vision          this palette              the old palette
==============  ========================  =========================================
normal          36.2 (green / white)      28.6 (blue / purple)
deuteranopia    27.1 (orange / green)      6.8 (blue / purple); red / green 7.0
protanopia      23.8 (blue / purple)       6.4 (blue / purple)
tritanopia      26.1 (orange / purple)    14.2 (blue / green)
==============  ========================  =========================================

Closest seat to a ground it stands on: red 10.5 (forest, deuteranopia), white 10.3
(Caravane's sand, tritanopia), orange 10.6 (pasture), purple 10.8 (sea), green 11.4
(desert), blue 19.1 (forest), leaving aside white on near-white paper (below).

Why ``MIN_SEAT_DISTANCE`` = 20: CAM02-UCS is scaled so that ΔE' ≈ 1 is a just-noticeable
difference between two large patches side by side. Seat pieces are small (a 6-20 px
marker), far apart and on busy terrain, and a player has to *recognise* a colour (match it
to a name), not just see that two touching patches differ; small fields also weaken colour
discrimination, the blue-yellow axis most. Twenty units is about three times the pairs that
players reported as "the same olive" (6-7 above), and more than twice what the two
simulation models disagree by, so it holds whichever is nearer a given viewer.

Why ``MIN_GROUND_DISTANCE`` = 10 between a seat and a ground: a piece on its ground only has
to be *seen*, not named, and it always has an outline; half the seat distance asks for that.
Where it cannot hold, the outline guarantees it: only the white seat on the near-white
panels and paper (white on white cannot differ by colour) falls short, and there the
outline ``text_on`` picks for white (the ink) contrasts with the ground at 13:1 or more,
beyond WCAG's 3:1 for graphics. The test lists those pairs, checks each is really short of
the distance, and checks the outline's contrast.

Markers
-------
One shape per seat: circle, square, triangle, diamond, star, cross. These six stay apart at
small sizes (a hexagon or pentagon would be a circle at a 6 px radius, so neither is used),
and all fill the same ``2·radius`` box, so no seat's pieces look bigger than another's.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageDraw

RGB = tuple[int, int, int]
Point = tuple[float, float]

# The seats' colours, in the order seats get them (the same order as before).
SEAT_COLOURS: dict[str, RGB] = {
    "red": (159, 0, 13),        # deep red: darker than brick and lumber, so no deuteranope
                                # sees it as their olive
    "blue": (13, 58, 120),      # navy (near Tol's high-contrast blue): darker than the sea
    "orange": (213, 134, 0),    # Okabe-Ito orange, a shade darker (off gold and grain)
    "green": (73, 191, 157),    # Okabe-Ito bluish green, lighter (off forest and pasture)
    "purple": (158, 60, 255),   # bright violet: its lightness keeps it off the navy;
                                # white on it still reads at 4.6:1
    "white": (255, 255, 255),
}
SEAT_ORDER: tuple[str, ...] = tuple(SEAT_COLOURS)

# Thresholds in CAM02-UCS ΔE' (reasons in the module's docstring).
MIN_SEAT_DISTANCE = 20.0
MIN_GROUND_DISTANCE = 10.0

# One shape per seat. Two-player games are the most common, so the first two seats get the
# two shapes that read best when tiny.
MARKERS: dict[str, str] = {
    "red": "circle",
    "blue": "square",
    "orange": "triangle",
    "green": "diamond",
    "purple": "star",
    "white": "cross",
}
SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "cross")

# Text versions, for Discord messages and legends in a font that has them. The project's
# image font (Source Sans Pro) has ■ ▲ ◆ but not ● ★ ✚: in images, use draw_marker.
GLYPHS: dict[str, str] = {
    "circle": "●",
    "square": "■",
    "triangle": "▲",
    "diamond": "◆",
    "star": "★",
    "cross": "✚",
}

# The two inks text_on chooses between. The dark one is the project's ink (render.kit.INK)
# rather than pure black, so it is one of the colours every game's PNG palette keeps exactly.
INK: RGB = (33, 33, 33)
WHITE: RGB = (255, 255, 255)

# Proportions of each shape inside its 2·radius box, tuned by eye at 6, 12 and 24 px so the
# shapes look about equally heavy (a square as wide as the circle looks much bigger).
_SQUARE_HALF = 0.84
_STAR_INNER = 0.5      # inner/outer radius: fatter arms than a drawn star, legible when tiny
_CROSS_HALF_WIDTH = 0.34


# -- colour ---------------------------------------------------------------------------------
def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def relative_luminance(rgb: Sequence[int]) -> float:
    """WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white)."""
    r, g, b = (_linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG 2 contrast ratio of two colours, 1 (same) to 21 (black on white)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def text_on(rgb: Sequence[int]) -> RGB:
    """Ink or white, whichever has the higher WCAG contrast against ``rgb``.

    The old rule (a weighted sum of gamma-encoded channels against a fixed cut) put white
    on colours like orange where dark text reads better; WCAG's luminance is linear light.
    Every seat colour gets at least 4.5:1 (WCAG AA for text) this way."""
    return INK if contrast_ratio(rgb, INK) >= contrast_ratio(rgb, WHITE) else WHITE


def seat_rgb(colour_name: str) -> RGB:
    """A seat's colour by name; a KeyError names the known seats."""
    try:
        return SEAT_COLOURS[colour_name]
    except KeyError:
        raise KeyError(f"unknown seat colour {colour_name!r}; seats are {SEAT_ORDER}") from None


# -- markers --------------------------------------------------------------------------------
def marker_shape(colour_name: str) -> str:
    """The shape that marks the seat of ``colour_name``."""
    seat_rgb(colour_name)  # same error for an unknown seat
    return MARKERS[colour_name]


def marker_glyph(colour_name: str) -> str:
    """The seat's shape as a text symbol (● ■ ▲ ◆ ★ ✚), for messages and legends."""
    return GLYPHS[marker_shape(colour_name)]


def marker_points(shape: str, centre: Point, radius: float) -> list[Point]:
    """The outline of ``shape`` as a polygon filling the box of ``radius`` around ``centre``.

    A circle is returned as a 48-gon (draw_marker draws real ellipses); useful for hit
    tests and for drawing a shape in another colour."""
    cx, cy = centre
    r = float(radius)
    unit: list[Point]
    if shape == "circle":
        unit = [(math.cos(a), math.sin(a)) for a in (2 * math.pi * k / 48 for k in range(48))]
    elif shape == "square":
        h = _SQUARE_HALF
        unit = [(-h, -h), (h, -h), (h, h), (-h, h)]
    elif shape == "triangle":
        # Apex up, the box's full width at the base; it spans -0.95..0.85 so its visual
        # centre (a little below the middle of its height) sits on ``centre``.
        unit = [(0.0, -0.95), (1.0, 0.85), (-1.0, 0.85)]
    elif shape == "diamond":
        unit = [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)]
    elif shape == "star":
        # Five points, one up; the tips span -1..0.81 of the height, shift it to the middle.
        shift = (1 - math.cos(math.pi / 5)) / 2
        unit = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rr = 1.0 if k % 2 == 0 else _STAR_INNER
            unit.append((rr * math.cos(a), rr * math.sin(a) + shift))
    elif shape == "cross":
        w, e = _CROSS_HALF_WIDTH, 0.96
        unit = [(-w, -e), (w, -e), (w, -w), (e, -w), (e, w), (w, w),
                (w, e), (-w, e), (-w, w), (-e, w), (-e, -w), (-w, -w)]
    else:
        raise ValueError(f"unknown marker shape {shape!r}; shapes are {SHAPES}")
    return [(cx + x * r, cy + y * r) for x, y in unit]


def _distance_to_edges(points: list[Point], at: Point) -> float:
    """The shortest distance from ``at`` to the polygon's edges."""
    best = math.inf
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True):
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((at[0] - x0) * dx + (at[1] - y0) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.hypot(x0 + t * dx - at[0], y0 + t * dy - at[1]))
    return best


# The radius (as a fraction of the marker's) of the largest disc around the centre that the
# shape covers: how much room a centred initial has. Measured, not derived by hand.
_INNER: dict[str, float] = {
    shape: 1.0 if shape == "circle" else _distance_to_edges(marker_points(shape, (0, 0), 1), (0, 0))
    for shape in SHAPES
}


def inner_radius(colour_name: str, radius: float) -> float:
    """How far from the centre the seat's marker of ``radius`` is solid all round: a
    centred initial must fit in that (it does in a circle, square or diamond; a star,
    triangle or cross leaves little room, so put the initial beside those)."""
    return _INNER[marker_shape(colour_name)] * radius


def outline_width(radius: float) -> int:
    """The outline for a marker of ``radius``: 1 px at 6 px, thicker in proportion."""
    return max(1, round(radius * 0.15))


def draw_marker(
    draw: ImageDraw.ImageDraw,
    centre: Point,
    radius: float,
    colour_name: str,
    *,
    outline: Sequence[int] | None = None,
    width: int | None = None,
    fill: Sequence[int] | None = None,
) -> None:
    """Draw the seat's shape filled with its colour and outlined, filling the box of
    ``radius`` around ``centre``.

    ``outline`` defaults to ``text_on`` of the fill (ink or white, ≥ 4.5:1 against every
    seat colour), so the shape reads even on a piece of its own colour; pass the board's
    dark outline instead where the marker stands on a light ground. ``width`` defaults to
    ``outline_width(radius)``; ``fill`` overrides the seat colour (a tint, a ghost piece).
    Legible from a 6 px radius; when drawing supersampled, pass the scaled radius."""
    rgb = tuple(fill[:3]) if fill is not None else seat_rgb(colour_name)
    line = tuple(outline[:3]) if outline is not None else text_on(rgb)
    shape = marker_shape(colour_name)
    w = outline_width(radius) if width is None else width
    cx, cy = centre
    if shape == "circle":
        draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=rgb,
                     outline=line, width=w)
    else:
        draw.polygon(marker_points(shape, centre, radius), fill=rgb, outline=line, width=w)
