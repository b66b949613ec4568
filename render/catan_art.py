"""Catan drawing primitives: colours, resource icons, number tokens, pieces, dice.

Everything here is scale-free (sizes are parameters) so the same icon serves the board hexes,
the harbour badges and the big cards of the private hand image. Player pieces are cached
anti-aliased RGBA sprites (drawn 4× and shrunk), so the board's per-render work is pasting.
Every piece carries its seat's marker (render/seats.py) as well as its colour, so seats are
told apart without colour vision.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import kit, seats
from render.kit import INK
from table.i18n import Catalogue

Point = tuple[float, float]
RGB = tuple[int, int, int]

OUTLINE: RGB = (30, 30, 30)
SEA: RGB = (47, 112, 181)
SEA_LINE: RGB = (77, 142, 206)
BEACH: RGB = (236, 220, 170)
TOKEN: RGB = (250, 240, 214)
TOKEN_EDGE: RGB = (120, 96, 60)
HOT_RED: RGB = (198, 28, 28)
HIGHLIGHT: RGB = (255, 214, 0)
BADGE_INK: RGB = (20, 20, 60)
ALERT: RGB = (205, 60, 40)

TERRAIN_COLOURS: dict[str, RGB] = {
    "forest": (47, 122, 52),
    "pasture": (142, 198, 80),
    "fields": (240, 194, 52),
    "hills": (198, 96, 52),
    "mountains": (135, 140, 152),
    "desert": (226, 206, 150),
    "gold": (230, 180, 30),
}
UNKNOWN_TERRAIN: RGB = (190, 190, 190)

RESOURCE_COLOURS: dict[str, RGB] = {
    "lumber": TERRAIN_COLOURS["forest"],
    "wool": TERRAIN_COLOURS["pasture"],
    "grain": TERRAIN_COLOURS["fields"],
    "brick": TERRAIN_COLOURS["hills"],
    "ore": TERRAIN_COLOURS["mountains"],
    "gold": TERRAIN_COLOURS["gold"],
}
TERRAIN_RESOURCE: dict[str, str] = {
    "forest": "lumber",
    "pasture": "wool",
    "fields": "grain",
    "hills": "brick",
    "mountains": "ore",
}
# The words on Catan's images come from its catalogue, in the language of the context.
WORDS = Catalogue("catan")  # the game's words, as its GameKind registered them


def w(key: str, **params: Any) -> str:
    return WORDS.format(key, params)


def resource_name(resource: str) -> str:
    """A resource's name as printed on tiles and cards ("Brick", "Cegła")."""
    key = f"img-res-{resource}"
    return w(key) if WORDS.has(key) else resource.replace("_", " ").title()


def shade(rgb: RGB, factor: float) -> RGB:
    """Darker (factor < 1) or lighter (factor > 1, towards white) version of a colour."""
    if factor <= 1:
        return (int(rgb[0] * factor), int(rgb[1] * factor), int(rgb[2] * factor))
    t = min(factor - 1, 1.0)
    return tuple(int(c + (255 - c) * t) for c in rgb)  # type: ignore[return-value]


def hex_points(cx: float, cy: float, radius: float) -> list[Point]:
    """Corners of a pointy-top hexagon, N first, clockwise (same order as the geometry)."""
    pts = []
    for k in range(6):
        a = math.radians(-90 + 60 * k)
        pts.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return pts


# -- resource icons (centre cx, cy; s = icon size in px) --------------------------------------


def _tree(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: RGB) -> None:
    w = s * 0.5
    d.rectangle((cx - s * 0.06, cy + s * 0.22, cx + s * 0.06, cy + s * 0.46), fill=(101, 67, 33))
    # Three stacked tiers, narrow at the top.
    for top, bottom, half in ((-0.48, -0.08, 0.6), (-0.3, 0.1, 0.8), (-0.1, 0.3, 1.0)):
        d.polygon(
            [
                (cx, cy + s * top),
                (cx + w * half, cy + s * bottom),
                (cx - w * half, cy + s * bottom),
            ],
            fill=fill,
            outline=OUTLINE,
        )


def icon_lumber(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    _tree(d, cx - s * 0.22, cy + s * 0.04, s * 0.85, (104, 176, 84))
    _tree(d, cx + s * 0.22, cy - s * 0.02, s * 0.95, (124, 194, 98))


def icon_wool(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    leg = max(1, int(s * 0.06))
    for lx in (-0.2, -0.06, 0.1, 0.24):
        d.line((cx + s * lx, cy + s * 0.12, cx + s * lx, cy + s * 0.38), fill=OUTLINE, width=leg)
    body = (255, 255, 255)
    puffs = (
        (-0.16, -0.04, 0.2),
        (0.06, -0.1, 0.21),
        (0.24, 0.0, 0.18),
        (0.04, 0.08, 0.2),
        (-0.14, 0.1, 0.16),
    )
    for ox, oy, r in puffs:  # outlined puffs, then their insides again: one woolly outline
        d.ellipse(
            (cx + s * (ox - r), cy + s * (oy - r), cx + s * (ox + r), cy + s * (oy + r)),
            fill=body,
            outline=OUTLINE,
            width=max(1, int(s * 0.03)),
        )
    for ox, oy, r in puffs:
        r -= 0.025
        d.ellipse(
            (cx + s * (ox - r), cy + s * (oy - r), cx + s * (ox + r), cy + s * (oy + r)), fill=body
        )
    d.ellipse(
        (cx - s * 0.48, cy - s * 0.2, cx - s * 0.24, cy + s * 0.04),
        fill=(40, 40, 40),
        outline=OUTLINE,
    )


def icon_grain(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    stalk = (110, 72, 8)
    kernel = (190, 128, 24)
    width = max(1, int(s * 0.045))
    for angle in (-22, 0, 22):
        a = math.radians(angle)
        ux, uy = math.sin(a), -math.cos(a)
        base = (cx, cy + s * 0.46)
        top = (cx + ux * s * 0.9, cy + s * 0.46 + uy * s * 0.9)
        d.line((base, top), fill=stalk, width=width)
        # An ear: pairs of kernels leaning out from the stalk, smaller towards the tip.
        for k in range(4):
            t = 0.52 + k * 0.12
            px, py = base[0] + (top[0] - base[0]) * t, base[1] + (top[1] - base[1]) * t
            r = s * (0.075 - k * 0.008)
            for side in (-1, 1):
                ex = px + (-uy * side) * r * 1.1
                ey = py + (ux * side) * r * 1.1
                d.ellipse(
                    (ex - r, ey - r * 1.35, ex + r, ey + r * 1.35),
                    fill=kernel,
                    outline=stalk,
                    width=max(1, int(s * 0.02)),
                )
        tip = (top[0] + ux * s * 0.04, top[1] + uy * s * 0.04)
        r = s * 0.05
        d.ellipse(
            (tip[0] - r, tip[1] - r * 1.3, tip[0] + r, tip[1] + r * 1.3), fill=kernel, outline=stalk
        )


def icon_brick(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    brick = (140, 50, 28)
    mortar = (240, 220, 200)
    x0, x1 = cx - s * 0.46, cx + s * 0.46
    rows = 3
    h = s * 0.8 / rows
    y = cy - s * 0.4
    d.rectangle((x0, y, x1, y + h * rows), fill=mortar, outline=OUTLINE)
    bw = (x1 - x0) / 2
    for row in range(rows):
        offset = 0 if row % 2 == 0 else -bw / 2
        bx = x0 + offset
        while bx < x1:
            left, right = max(bx, x0) + s * 0.03, min(bx + bw, x1) - s * 0.03
            if right > left:
                d.rectangle((left, y + s * 0.03, right, y + h - s * 0.03), fill=brick)
            bx += bw
        y += h


def icon_ore(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    rock = (70, 74, 86)
    snow = (245, 245, 250)
    base = cy + s * 0.4
    for px, peak, half, col in ((-0.18, -0.2, 0.32, shade(rock, 1.2)), (0.16, -0.44, 0.36, rock)):
        tip = (cx + s * px, cy + s * peak)
        d.polygon(
            [tip, (tip[0] + s * half, base), (tip[0] - s * half, base)], fill=col, outline=OUTLINE
        )
        k = 0.3
        d.polygon(
            [
                tip,
                (tip[0] + s * half * k, tip[1] + (base - tip[1]) * k),
                (tip[0], tip[1] + (base - tip[1]) * k * 0.8),
                (tip[0] - s * half * k, tip[1] + (base - tip[1]) * k),
            ],
            fill=snow,
        )


def icon_desert(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    cactus = (70, 140, 70)
    w = s * 0.12
    d.rounded_rectangle(
        (cx - w, cy - s * 0.42, cx + w, cy + s * 0.42), radius=w, fill=cactus, outline=OUTLINE
    )
    d.rounded_rectangle(
        (cx - s * 0.36, cy - s * 0.2, cx - s * 0.36 + 2 * w * 0.8, cy + s * 0.08),
        radius=w * 0.8,
        fill=cactus,
        outline=OUTLINE,
    )
    d.rounded_rectangle(
        (cx + s * 0.36 - 2 * w * 0.8, cy - s * 0.3, cx + s * 0.36, cy - s * 0.02),
        radius=w * 0.8,
        fill=cactus,
        outline=OUTLINE,
    )
    d.rectangle((cx - s * 0.36 + w * 0.3, cy + s * 0.0, cx - w * 0.5, cy + s * 0.08), fill=cactus)
    d.rectangle((cx + w * 0.5, cy - s * 0.1, cx + s * 0.36 - w * 0.3, cy - s * 0.02), fill=cactus)


def icon_gold(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    for ox, oy in ((-0.14, 0.12), (0.14, 0.12), (0.0, -0.12)):
        r = s * 0.26
        x, y = cx + s * ox, cy + s * oy
        d.ellipse((x - r, y - r, x + r, y + r), fill=(250, 206, 60), outline=(120, 84, 0))
        d.ellipse((x - r * 0.6, y - r * 0.6, x + r * 0.6, y + r * 0.6), outline=(170, 120, 10))


def icon_any(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    kit.text(d, (cx, cy), "?", size=max(16, int(s * 0.9)), bold=True, fill=INK, anchor="mm")


RESOURCE_ICONS: dict[str, Callable[[ImageDraw.ImageDraw, float, float, float], None]] = {
    "lumber": icon_lumber,
    "wool": icon_wool,
    "grain": icon_grain,
    "brick": icon_brick,
    "ore": icon_ore,
    "gold": icon_gold,
    "desert": icon_desert,
    "any": icon_any,
}


def draw_icon(d: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, s: float) -> None:
    """Resource (or "desert"/"any") icon; unknown kinds draw nothing."""
    fn = RESOURCE_ICONS.get(kind)
    if fn is not None:
        fn(d, cx, cy, s)


# -- number tokens -----------------------------------------------------------------------------


def pips(number: int) -> int:
    """Dots under a number token: how many of the 36 dice outcomes roll it."""
    return 6 - abs(7 - number)


def draw_token(d: ImageDraw.ImageDraw, cx: float, cy: float, radius: float, number: int) -> None:
    """The token's disc and its probability dots; the number itself is text the board writes
    at its real size on every render (so it is measured like all other text)."""
    hot = number in (6, 8)
    d.ellipse(
        (cx - radius, cy - radius, cx + radius, cy + radius),
        fill=TOKEN,
        outline=HOT_RED if hot else TOKEN_EDGE,
        width=max(1, int(radius * (0.14 if hot else 0.07))),
    )
    colour = HOT_RED if hot else INK
    n = pips(number)
    r = radius * 0.09
    gap = r * 2.6
    y = cy + radius * 0.6
    x0 = cx - gap * (n - 1) / 2
    for i in range(n):
        x = x0 + i * gap
        d.ellipse((x - r, y - r, x + r, y + r), fill=colour)


def token_ink(number: int) -> RGB:
    """6 and 8 (the most rolled) are printed red, as on the real tokens."""
    return HOT_RED if number in (6, 8) else INK


# -- dice --------------------------------------------------------------------------------------

_DIE_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


def draw_die(
    d: ImageDraw.ImageDraw, x: float, y: float, size: float, value: int, fill: RGB
) -> None:
    d.rounded_rectangle(
        (x, y, x + size, y + size), radius=size * 0.18, fill=fill, outline=OUTLINE, width=2
    )
    r = size * 0.09
    for col, row in _DIE_PIPS.get(value, ()):
        px = x + size * (0.25 + 0.25 * col)
        py = y + size * (0.25 + 0.25 * row)
        d.ellipse((px - r, py - r, px + r, py + r), fill=INK)


# -- sprites (anti-aliased RGBA, cached) -------------------------------------------------------

SS = 4  # supersampling factor of sprites


def _finish(img: Image.Image, size: tuple[int, int]) -> Image.Image:
    return img.resize(size, Image.Resampling.LANCZOS)


def settlement_shape(cx: float, cy: float, s: float) -> list[Point]:
    """A house: square body with a pitched roof, ``s`` wide."""
    h = s / 2
    return [
        (cx, cy - s * 0.62),
        (cx + h, cy - s * 0.12),
        (cx + h, cy + s * 0.45),
        (cx - h, cy + s * 0.45),
        (cx - h, cy - s * 0.12),
    ]


def city_shape(cx: float, cy: float, s: float) -> list[Point]:
    """A city: a tall house on the left joined to a low hall on the right, ``s`` wide."""
    left = cx - s * 0.5
    return [
        (left, cy - s * 0.18),
        (left + s * 0.22, cy - s * 0.46),
        (left + s * 0.44, cy - s * 0.18),
        (left + s * 0.44, cy - s * 0.02),
        (cx + s * 0.5, cy - s * 0.02),
        (cx + s * 0.5, cy + s * 0.38),
        (left, cy + s * 0.38),
    ]


def seat_rgb(colour: str) -> RGB:
    """A seat's colour (render/seats.py's palette, chosen to survive colour blindness)."""
    return seats.SEAT_COLOURS.get(colour, UNKNOWN_TERRAIN)


def _marker(d: ImageDraw.ImageDraw, x: float, y: float, radius: float, colour: str,
            solid: bool) -> None:
    if colour not in seats.SEAT_COLOURS:
        return
    if solid:
        # Inside a building's body: the shape solid in the contrasting ink (white on dark
        # seats, ink on light ones), which reads at a 6 px radius where an outline would be
        # a hairline.
        ink = seats.text_on(seat_rgb(colour))
        seats.draw_marker(d, (x, y), radius, colour, fill=ink, outline=ink)
    else:
        # On a road (thinner than the marker): the shape in the seat's colour, outlined in
        # the contrasting ink, so the road still reads as its colour.
        seats.draw_marker(d, (x, y), radius, colour)


@lru_cache(maxsize=128)
def building_sprite(kind: str, colour: str, size: int) -> Image.Image:
    """Settlement or city in the seat's colour with a dark outline (light colours stay
    visible) and the seat's marker on its body."""
    box = int(size * 1.5)
    big = Image.new("RGBA", (box * SS, box * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    c = box * SS / 2
    s = size * SS
    rgb = seat_rgb(colour)
    if kind == "city":
        d.polygon(city_shape(c, c, s), fill=rgb, outline=OUTLINE, width=int(2.2 * SS))
        _marker(d, c + s * 0.21, c + s * 0.18, s * 0.19, colour, solid=True)
    else:
        d.polygon(settlement_shape(c, c + s * 0.06, s), fill=rgb, outline=OUTLINE,
                  width=int(2.2 * SS))
        _marker(d, c, c + s * 0.26, s * 0.24, colour, solid=True)
    return _finish(big, (box, box))


@lru_cache(maxsize=512)
def road_sprite(colour: str, dx: float, dy: float, length: int, width: int,
                marker: float) -> Image.Image:
    """A road bar along direction (dx, dy), centred in its sprite, with the seat's marker
    (radius ``marker``) on its middle."""
    box = int(max(length + width * 2, marker * 2 + 4))
    big = Image.new("RGBA", (box * SS, box * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    c = box * SS / 2
    norm = math.hypot(dx, dy) or 1.0
    ux, uy = dx / norm, dy / norm
    px, py = -uy, ux
    hl, hw = length * SS / 2, width * SS / 2
    corners = [
        (c + ux * hl + px * hw, c + uy * hl + py * hw),
        (c + ux * hl - px * hw, c + uy * hl - py * hw),
        (c - ux * hl - px * hw, c - uy * hl - py * hw),
        (c - ux * hl + px * hw, c - uy * hl + py * hw),
    ]
    d.polygon(corners, fill=seat_rgb(colour), outline=OUTLINE, width=int(2.2 * SS))
    _marker(d, c, c, marker * SS, colour, solid=False)
    return _finish(big, (box, box))


@lru_cache(maxsize=8)
def robber_sprite(size: int) -> Image.Image:
    """The robber pawn: dark body, light rim so it shows on dark hexes too."""
    w, h = int(size * 0.8), int(size * 1.3)
    big = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    s = size * SS
    cx = w * SS / 2
    body = (52, 52, 58)
    rim = (240, 240, 240)
    lw = int(2 * SS)
    base_y = h * SS - lw * 2
    d.rounded_rectangle(
        (cx - s * 0.36, base_y - s * 0.16, cx + s * 0.36, base_y),
        radius=s * 0.06,
        fill=body,
        outline=rim,
        width=lw,
    )
    d.polygon(
        [
            (cx - s * 0.28, base_y - s * 0.14),
            (cx - s * 0.14, base_y - s * 0.78),
            (cx + s * 0.14, base_y - s * 0.78),
            (cx + s * 0.28, base_y - s * 0.14),
        ],
        fill=body,
        outline=rim,
        width=lw,
    )
    r = s * 0.2
    hy = base_y - s * 0.92
    d.ellipse((cx - r, hy - r, cx + r, hy + r), fill=body, outline=rim, width=lw)
    return _finish(big, (w, h))


def paste_centred(canvas: Image.Image, sprite: Image.Image, x: float, y: float) -> None:
    canvas.paste(
        sprite, (int(round(x - sprite.width / 2)), int(round(y - sprite.height / 2))), sprite
    )
