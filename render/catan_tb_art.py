"""Traders & Barbarians drawing primitives: the trade hexes' buildings, the commodity tokens,
wagons, barbarians and the small panel icons (coin, baggage, delivered tokens).

Scale-free like render/catan_art.py (sizes are parameters, sprites drawn 4× and shrunk, cached
per size), no external art: every shape is Pillow polygons and ellipses. None of these shapes
uses a seat colour except the wagon's cover (its owner's colour, with the owner's marker on
it), so a barbarian or a token is never mistaken for a player's piece.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render import catan_art as art
from render import seats

RGB = tuple[int, int, int]
SS = art.SS
OUTLINE = art.OUTLINE

# -- colours ----------------------------------------------------------------------------------
# The trade hexes are cobbled market ground: a muted stone tan, apart from every terrain, the
# beach rim around the island and the seat colours (tests/test_catan_tb_render.py measures).
TRADE_GROUND: RGB = (164, 146, 100)
PATH_FILL: RGB = (246, 236, 210)  # the spokes: pale paths on the darker ground
PATH_EDGE: RGB = (112, 92, 66)
STONE: RGB = (178, 180, 192)
STONE_DARK: RGB = (112, 114, 128)
MARBLE: RGB = (246, 246, 248)
BRICK: RGB = (150, 72, 48)
FIRE: RGB = (255, 150, 30)
FLAG: RGB = (220, 170, 20)
WOOD: RGB = (122, 80, 40)
CANVAS_DARK: RGB = (60, 45, 30)

# The goods, face up: a colour and a glyph each (tools: hammer; sand: a heap of grains;
# marble: a veined block; glass: a goblet). Never a seat colour.
GOOD_COLOURS: dict[str, RGB] = {
    "tools": (172, 186, 204),
    "sand": (238, 204, 112),
    "marble": (250, 250, 250),
    "glass": (126, 212, 232),
}
TOKEN_BACK: RGB = (150, 110, 64)  # a face-down token (the stacks, delivered goods)
COIN: RGB = (250, 204, 56)
COIN_EDGE: RGB = (140, 96, 0)
# The barbarians: an iron helmet with bone horns on a rust disc: no seat has these colours.
BARBARIAN_DISC: RGB = (120, 62, 36)
IRON: RGB = (58, 60, 68)
HORN: RGB = (244, 234, 206)

COLOURS: tuple[RGB, ...] = (TRADE_GROUND, PATH_FILL, PATH_EDGE, STONE, STONE_DARK, MARBLE,
                            BRICK, FIRE, FLAG, WOOD, TOKEN_BACK, COIN, COIN_EDGE,
                            BARBARIAN_DISC, IRON, HORN, *GOOD_COLOURS.values())


def _ellipse(d: ImageDraw.ImageDraw, x: float, y: float, r: float, **kw: object) -> None:
    d.ellipse((x - r, y - r, x + r, y + r), **kw)  # type: ignore[arg-type]


# -- buildings (centre cx, cy; s = size in px) -------------------------------------------------
def draw_castle(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """Two crenellated towers joined by a wall with an arched gate, a pennant on the left."""
    lw = max(1, round(s * 0.03))
    base = cy + s * 0.42
    wall_top = cy - s * 0.02

    def crenels(x0: float, x1: float, top: float, n: int) -> None:
        step = (x1 - x0) / (2 * n - 1)
        for i in range(n):
            a = x0 + 2 * i * step
            d.rectangle((a, top - s * 0.1, a + step, top + lw), fill=STONE, outline=OUTLINE,
                        width=lw)

    d.rectangle((cx - s * 0.3, wall_top, cx + s * 0.3, base), fill=STONE, outline=OUTLINE,
                width=lw)
    crenels(cx - s * 0.3, cx + s * 0.3, wall_top, 4)
    for tx in (-0.34, 0.34):
        x0, x1 = cx + s * (tx - 0.15), cx + s * (tx + 0.15)
        top = cy - s * 0.3
        crenels(x0, x1, top, 2)
        d.rectangle((x0, top, x1, base), fill=STONE, outline=OUTLINE, width=lw)
        d.rectangle((cx + s * (tx - 0.035), cy - s * 0.16, cx + s * (tx + 0.035), cy - s * 0.04),
                    fill=CANVAS_DARK)
    gate = (cx - s * 0.11, cy + s * 0.14, cx + s * 0.11, base)
    d.rectangle((gate[0], gate[1] + s * 0.08, gate[2], gate[3]), fill=CANVAS_DARK)
    d.ellipse((gate[0], gate[1], gate[2], gate[1] + s * 0.2), fill=CANVAS_DARK)
    pole = cx - s * 0.34
    d.line((pole, cy - s * 0.4, pole, cy - s * 0.62), fill=OUTLINE, width=max(1, lw))
    d.polygon([(pole, cy - s * 0.62), (pole + s * 0.22, cy - s * 0.56), (pole, cy - s * 0.49)],
              fill=FLAG, outline=OUTLINE)


def draw_quarry(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """A stepped rock face with cut marble blocks in front and a pickaxe."""
    lw = max(1, round(s * 0.03))
    base = cy + s * 0.42
    cliff = [(cx - s * 0.5, base), (cx - s * 0.5, cy - s * 0.1), (cx - s * 0.28, cy - s * 0.1),
             (cx - s * 0.28, cy - s * 0.3), (cx - s * 0.02, cy - s * 0.3),
             (cx - s * 0.02, cy - s * 0.48), (cx + s * 0.3, cy - s * 0.48), (cx + s * 0.5, base)]
    d.polygon(cliff, fill=STONE, outline=OUTLINE, width=lw)
    for x0, y0, w, h in ((-0.42, 0.16, 0.3, 0.26), (-0.1, 0.2, 0.26, 0.22),
                         (-0.3, -0.04, 0.26, 0.2)):
        box = (cx + s * x0, cy + s * y0, cx + s * (x0 + w), cy + s * (y0 + h))
        d.rectangle(box, fill=MARBLE, outline=OUTLINE, width=lw)
        d.line((box[0] + s * 0.05, box[1] + s * 0.05, box[2] - s * 0.08, box[3] - s * 0.04),
               fill=STONE_DARK, width=lw)
    # The pickaxe leaning on the blocks: a handle and a curved iron head.
    hx, hy = cx + s * 0.3, cy + s * 0.0
    d.line((cx + s * 0.14, base, hx, hy), fill=WOOD, width=max(2, round(s * 0.07)))
    d.polygon([(hx - s * 0.2, hy + s * 0.06), (hx - s * 0.02, hy - s * 0.08),
               (hx + s * 0.2, hy - s * 0.04), (hx + s * 0.02, hy + s * 0.03)],
              fill=IRON, outline=OUTLINE)


def draw_glassworks(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """A brick kiln with a glowing mouth, a tall chimney with smoke, a glass bottle in front."""
    lw = max(1, round(s * 0.03))
    base = cy + s * 0.42
    d.rectangle((cx + s * 0.14, cy - s * 0.5, cx + s * 0.3, cy), fill=BRICK, outline=OUTLINE,
                width=lw)
    for i, (ox, oy, r) in enumerate(((0.2, -0.62, 0.08), (0.08, -0.72, 0.1), (-0.08, -0.76, 0.08))):
        _ellipse(d, cx + s * ox, cy + s * oy, s * r, fill=(226, 226, 230) if i else (200, 200, 206),
                 outline=(120, 120, 128))
    d.pieslice((cx - s * 0.46, cy - s * 0.3, cx + s * 0.34, cy + s * 0.5), 180, 360, fill=BRICK,
               outline=OUTLINE, width=lw)
    d.rectangle((cx - s * 0.46, cy + s * 0.1, cx + s * 0.34, base), fill=BRICK, outline=OUTLINE,
                width=lw)
    d.line((cx - s * 0.46 + lw, cy + s * 0.1, cx + s * 0.34 - lw, cy + s * 0.1), fill=BRICK,
           width=lw * 2)
    d.pieslice((cx - s * 0.24, cy - s * 0.02, cx + s * 0.12, cy + s * 0.34), 180, 360, fill=FIRE,
               outline=OUTLINE, width=lw)
    d.rectangle((cx - s * 0.24, cy + s * 0.16, cx + s * 0.12, base), fill=FIRE, outline=OUTLINE,
                width=lw)
    _glass(d, cx + s * 0.4, cy + s * 0.18, s * 0.5, lw)


def _glass(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, lw: int) -> None:
    """A bottle ``s`` tall centred on (cx, cy)."""
    glass = GOOD_COLOURS["glass"]
    d.rounded_rectangle((cx - s * 0.24, cy - s * 0.12, cx + s * 0.24, cy + s * 0.48),
                        radius=s * 0.12, fill=glass, outline=OUTLINE, width=lw)
    d.rectangle((cx - s * 0.09, cy - s * 0.46, cx + s * 0.09, cy - s * 0.1), fill=glass,
                outline=OUTLINE, width=lw)
    d.line((cx - s * 0.1, cy, cx - s * 0.1, cy + s * 0.34), fill=(240, 252, 255),
           width=max(1, round(s * 0.06)))


BUILDINGS = {"castle": draw_castle, "quarry": draw_quarry, "glassworks": draw_glassworks}


# -- goods ------------------------------------------------------------------------------------
def _hammer(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    a = math.radians(-40)
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    x0, y0 = cx - ux * s * 0.4, cy - uy * s * 0.4
    x1, y1 = cx + ux * s * 0.24, cy + uy * s * 0.24
    d.line((x0, y0, x1, y1), fill=WOOD, width=max(2, round(s * 0.16)))
    hw, hl = s * 0.14, s * 0.36
    d.polygon([(x1 + px * hl + ux * hw, y1 + py * hl + uy * hw),
               (x1 - px * hl * 0.7 + ux * hw, y1 - py * hl * 0.7 + uy * hw),
               (x1 - px * hl * 0.7 - ux * hw, y1 - py * hl * 0.7 - uy * hw),
               (x1 + px * hl - ux * hw, y1 + py * hl - uy * hw)], fill=IRON, outline=OUTLINE)


def _sand(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """An hourglass: sand running into its lower bulb."""
    lw = max(1, round(s * 0.05))
    top, bot, half = cy - s * 0.36, cy + s * 0.36, s * 0.24
    glass = (255, 250, 232)
    d.polygon([(cx - half, top), (cx + half, top), (cx + s * 0.04, cy), (cx + half, bot),
               (cx - half, bot), (cx - s * 0.04, cy)], fill=glass, outline=OUTLINE, width=lw)
    grain = (176, 124, 30)
    d.polygon([(cx - half * 0.55, top + s * 0.16), (cx + half * 0.55, top + s * 0.16),
               (cx, cy - s * 0.02)], fill=grain)
    d.polygon([(cx, bot - s * 0.2), (cx + half * 0.85, bot - s * 0.02),
               (cx - half * 0.85, bot - s * 0.02)], fill=grain)
    d.line((cx, cy, cx, bot - s * 0.12), fill=grain, width=lw)
    for y in (top, bot):
        d.rectangle((cx - half - s * 0.06, y - s * 0.05, cx + half + s * 0.06, y + s * 0.05),
                    fill=WOOD, outline=OUTLINE, width=max(1, lw // 2))


def _marble(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    lw = max(1, round(s * 0.05))
    top = [(cx - s * 0.34, cy - s * 0.14), (cx - s * 0.1, cy - s * 0.34),
           (cx + s * 0.38, cy - s * 0.34), (cx + s * 0.14, cy - s * 0.14)]
    d.polygon(top, fill=(226, 226, 232), outline=OUTLINE, width=lw)
    d.polygon([(cx + s * 0.14, cy - s * 0.14), (cx + s * 0.38, cy - s * 0.34),
               (cx + s * 0.38, cy + s * 0.16), (cx + s * 0.14, cy + s * 0.36)],
              fill=(196, 196, 206), outline=OUTLINE, width=lw)
    d.rectangle((cx - s * 0.34, cy - s * 0.14, cx + s * 0.14, cy + s * 0.36), fill=MARBLE,
                outline=OUTLINE, width=lw)
    d.line((cx - s * 0.28, cy - s * 0.02, cx - s * 0.02, cy + s * 0.12, cx + s * 0.08,
            cy + s * 0.3), fill=STONE_DARK, width=lw)


def _goblet(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    lw = max(1, round(s * 0.05))
    d.chord((cx - s * 0.3, cy - s * 0.62, cx + s * 0.3, cy + s * 0.06), 0, 180,
            fill=(255, 255, 255), outline=OUTLINE, width=lw)
    d.line((cx - s * 0.3, cy - s * 0.28, cx + s * 0.3, cy - s * 0.28), fill=OUTLINE, width=lw)
    d.line((cx, cy + s * 0.06, cx, cy + s * 0.32), fill=OUTLINE, width=max(2, lw * 2))
    d.ellipse((cx - s * 0.2, cy + s * 0.28, cx + s * 0.2, cy + s * 0.4), fill=(255, 255, 255),
              outline=OUTLINE, width=lw)


GOOD_GLYPHS = {"tools": _hammer, "sand": _sand, "marble": _marble, "glass": _goblet}


def draw_good(d: ImageDraw.ImageDraw, good: str, cx: float, cy: float, r: float) -> None:
    """A face-up commodity token of radius ``r``: its colour and glyph."""
    _ellipse(d, cx, cy, r, fill=GOOD_COLOURS.get(good, (200, 200, 200)), outline=OUTLINE,
             width=max(1, round(r * 0.12)))
    glyph = GOOD_GLYPHS.get(good)
    if glyph is not None:
        glyph(d, cx, cy + r * 0.04, r * 1.3)


@lru_cache(maxsize=32)
def good_sprite(good: str, radius: int) -> Image.Image:
    side = 2 * radius + 4
    big = Image.new("RGBA", (side * SS, side * SS), (0, 0, 0, 0))
    draw_good(ImageDraw.Draw(big), good, side * SS / 2, side * SS / 2, radius * SS)
    return big.resize((side, side), Image.Resampling.LANCZOS)


# -- wagons -----------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def wagon_sprite(colour: str, width: int) -> Image.Image:
    """A covered wagon ``width`` px wide: the cover in the seat's colour with the seat's marker
    on it (solid, in the contrasting ink, as on buildings), a wooden bed and two wheels."""
    w, h = width + 4, round(width * 0.86) + 4
    big = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    s = width * SS
    x0, cx = 2 * SS, w * SS / 2
    lw = max(SS, round(s * 0.05))
    rgb = art.seat_rgb(colour)
    bed_y = s * 0.5
    d.chord((x0 + s * 0.04, s * 0.0 + 2 * SS, x0 + s * 0.96, bed_y * 2 - s * 0.02), 180, 360,
            fill=rgb, outline=OUTLINE, width=lw)
    d.rectangle((x0 + s * 0.04, bed_y - s * 0.01, x0 + s * 0.96, bed_y + s * 0.02), fill=rgb)
    d.line((x0 + s * 0.04, bed_y, x0 + s * 0.04, bed_y - s * 0.1), fill=OUTLINE, width=lw)
    d.line((x0 + s * 0.96, bed_y, x0 + s * 0.96, bed_y - s * 0.1), fill=OUTLINE, width=lw)
    d.rectangle((x0, bed_y, x0 + s, bed_y + s * 0.16), fill=WOOD, outline=OUTLINE, width=lw)
    for wx in (0.24, 0.76):
        _ellipse(d, x0 + s * wx, bed_y + s * 0.2, s * 0.15, fill=(70, 52, 34), outline=OUTLINE,
                 width=lw)
        _ellipse(d, x0 + s * wx, bed_y + s * 0.2, s * 0.05, fill=(200, 170, 120))
    if colour in seats.SEAT_COLOURS:
        ink = seats.text_on(rgb)
        seats.draw_marker(d, (cx, s * 0.3), s * 0.17, colour, fill=ink, outline=ink)
    return big.resize((w, h), Image.Resampling.LANCZOS)


# -- barbarians -------------------------------------------------------------------------------
@lru_cache(maxsize=8)
def barbarian_sprite(size: int) -> Image.Image:
    """A horned iron helmet on a rust disc with a pale rim: reads on every terrain and on any
    road beneath it, and is nobody's colour."""
    side = size + 4
    big = Image.new("RGBA", (side * SS, side * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    c = side * SS / 2
    r = size * SS / 2
    _ellipse(d, c, c, r, fill=HORN)
    _ellipse(d, c, c, r * 0.86, fill=BARBARIAN_DISC, outline=OUTLINE, width=max(SS, round(r * 0.08)))
    lw = max(SS, round(r * 0.07))
    # Horns: thick crescents curving up and out of the helmet's sides, above the dome.
    for sgn in (-1, 1):
        pts = [(c + sgn * r * 0.3, c - r * 0.08), (c + sgn * r * 0.56, c - r * 0.2),
               (c + sgn * r * 0.7, c - r * 0.42), (c + sgn * r * 0.64, c - r * 0.72),
               (c + sgn * r * 0.5, c - r * 0.48), (c + sgn * r * 0.36, c - r * 0.36),
               (c + sgn * r * 0.2, c - r * 0.3)]
        d.polygon(pts, fill=HORN, outline=OUTLINE, width=lw)
    d.pieslice((c - r * 0.4, c - r * 0.44, c + r * 0.4, c + r * 0.36), 180, 360, fill=IRON,
               outline=OUTLINE, width=lw)
    d.rectangle((c - r * 0.46, c - r * 0.06, c + r * 0.46, c + r * 0.1), fill=IRON,
                outline=OUTLINE, width=lw)
    d.rectangle((c - r * 0.07, c + r * 0.06, c + r * 0.07, c + r * 0.5), fill=IRON,
                outline=OUTLINE, width=lw)
    for ex in (-0.22, 0.22):
        _ellipse(d, c + r * ex, c + r * 0.26, r * 0.08, fill=HORN)
    return big.resize((side, side), Image.Resampling.LANCZOS)


# -- small icons: coin, face-down tokens, baggage -----------------------------------------------
def draw_coin(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    _ellipse(d, cx, cy, r, fill=COIN, outline=COIN_EDGE, width=max(1, round(r * 0.16)))
    _ellipse(d, cx, cy, r * 0.55, outline=COIN_EDGE, width=max(1, round(r * 0.1)))


def draw_token_back(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    _ellipse(d, cx, cy, r, fill=TOKEN_BACK, outline=OUTLINE, width=max(1, round(r * 0.14)))
    _ellipse(d, cx, cy, r * 0.6, outline=(196, 158, 104), width=max(1, round(r * 0.1)))


def draw_stack(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """Three face-down tokens stacked (a trade hex's pile)."""
    for k in (2, 1, 0):
        y = cy + r * 0.3 * (k - 1)
        d.ellipse((cx - r, y - r * 0.55, cx + r, y + r * 0.55), fill=TOKEN_BACK, outline=OUTLINE,
                  width=max(1, round(r * 0.12)))


def draw_delivered(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A face-down token with a tick: goods delivered (1 VP each)."""
    draw_token_back(d, cx, cy, r)
    lw = max(2, round(r * 0.26))
    d.line((cx - r * 0.45, cy, cx - r * 0.1, cy + r * 0.38, cx + r * 0.5, cy - r * 0.4),
           fill=(255, 255, 255), width=lw, joint="curve")


def draw_small_wagon(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """A neutral wagon (the baggage train in the panel), ``s`` wide."""
    lw = max(1, round(s * 0.06))
    bed = cy + s * 0.06
    d.chord((cx - s * 0.46, cy - s * 0.4, cx + s * 0.46, bed + s * 0.4), 180, 360,
            fill=(240, 232, 214), outline=OUTLINE, width=lw)
    d.rectangle((cx - s * 0.5, bed, cx + s * 0.5, bed + s * 0.14), fill=WOOD, outline=OUTLINE,
                width=lw)
    for wx in (-0.26, 0.26):
        _ellipse(d, cx + s * wx, bed + s * 0.2, s * 0.14, fill=(70, 52, 34), outline=OUTLINE,
                 width=lw)


@lru_cache(maxsize=32)
def icon(kind: str, size: int, bg: RGB | None = None) -> Image.Image:
    """A panel icon ``size`` px square: "coin", "delivered", "wagon", "stack" or a good."""
    s = size * SS
    big = Image.new("RGBA", (s, s), (*bg, 255) if bg else (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    c = s / 2
    if kind == "coin":
        draw_coin(d, c, c, s * 0.44)
    elif kind == "delivered":
        draw_delivered(d, c, c, s * 0.44)
    elif kind == "wagon":
        draw_small_wagon(d, c, c, s * 0.94)
    elif kind == "stack":
        draw_stack(d, c, c, s * 0.44)
    elif kind in GOOD_COLOURS:
        draw_good(d, kind, c, c, s * 0.46)
    return big.resize((size, size), Image.Resampling.LANCZOS)


# -- the trade hexes: one tile each (ground, spokes, plaza, building, stack) --------------------
TRADE_TERRAINS: frozenset[str] = frozenset(BUILDINGS)


def sea_side(corners: list[int], sea_corners: frozenset[int]) -> int:
    """The side (0 = NE … 5 = NW, the geometry's order) between a trade hex's two sea-only
    corners: the building faces the sea there, away from the spokes."""
    for k in range(6):
        if corners[k] in sea_corners and corners[(k + 1) % 6] in sea_corners:
            return k
    return 0


def _unit(side: int) -> tuple[float, float, float, float]:
    """The unit vector towards ``side``'s middle and its perpendicular (clockwise)."""
    a = math.radians(-60 + 60 * side)
    return math.cos(a), math.sin(a), -math.sin(a), math.cos(a)


def building_offset(side: int, hex_w: float) -> tuple[float, float]:
    ux, uy, _, _ = _unit(side)
    return ux * hex_w * 0.29, uy * hex_w * 0.29


def stack_spots(side: int, hex_w: float) -> tuple[tuple[float, float], tuple[float, float], str]:
    """A trade hex's stack beside the building, between it and the nearest spoke: the
    face-down pile's centre, where its count is written and the text anchor (the count on
    the side away from the building), all relative to the hex centre."""
    a = math.radians(-60 + 60 * side + 60)
    x, y = math.cos(a) * hex_w * 0.3, math.sin(a) * hex_w * 0.3
    bx, _ = building_offset(side, hex_w)
    sign = 1 if bx <= x else -1
    return (x - sign * hex_w * 0.07, y), (x + sign * hex_w * 0.02, y), "lm" if sign > 0 else "rm"


def plaza_radius(hex_w: float) -> int:
    return round(hex_w * 0.14)


@lru_cache(maxsize=16)
def trade_tile(terrain: str, hex_w: int, side: int) -> Image.Image:
    """A trade hex centred in its tile: cobbled ground, the 4 spokes from the plaza to the
    land corners, the plaza disc (its label is text, written per render), the building on
    the sea side and the stack's pile (its count is text too)."""
    r = hex_w / math.sqrt(3)
    box = int(math.ceil(2 * r)) + 4
    k = 4
    big = Image.new("RGBA", (box * k, box * k), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    c = box * k / 2
    d.polygon(art.hex_points(c, c, (r - 3) * k), fill=TRADE_GROUND,
              outline=art.shade(TRADE_GROUND, 0.7), width=2 * k)
    # Cobbles: a faint regular pattern, so the ground reads as paved, not as a terrain.
    stone = art.shade(TRADE_GROUND, 1.08)
    step = hex_w * 0.14 * k
    for row in range(-6, 7):
        for col in range(-6, 7):
            x = c + (col + (row % 2) * 0.5) * step
            y = c + row * step * 0.8
            if math.hypot(x - c, y - c) < (r - 10) * k * 0.86:
                d.ellipse((x - step * 0.28, y - step * 0.2, x + step * 0.28, y + step * 0.2),
                          fill=stone)
    corners = art.hex_points(c, c, r * k)
    land = [corners[j] for j in range(6) if j not in (side, (side + 1) % 6)]
    for width, fill in ((0.1, PATH_EDGE), (0.065, PATH_FILL)):
        for x, y in land:
            d.line((c, c, x, y), fill=fill, width=round(hex_w * width * k))
    bx, by = building_offset(side, hex_w)
    BUILDINGS[terrain](d, c + bx * k, c + by * k, hex_w * 0.44 * k)
    (sx, sy), _, _ = stack_spots(side, hex_w)
    draw_stack(d, c + sx * k, c + sy * k, hex_w * 0.075 * k)
    pr = plaza_radius(hex_w) * k
    _ellipse(d, c, c, pr, fill=PATH_FILL, outline=OUTLINE, width=2 * k)
    return big.resize((box, box), Image.Resampling.LANCZOS)
