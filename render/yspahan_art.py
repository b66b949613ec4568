"""Small pictures for the Yspahan images: coin, camel, star, card, the Supervisor, a die, the
four quarters' goods. Drawn with polygons (no emoji font has them in colour) at any size;
each takes its centre and a size in pixels."""

from __future__ import annotations

import math

from PIL import ImageDraw

Draw = ImageDraw.ImageDraw
RGB = tuple[int, int, int]

INK: RGB = (33, 33, 33)
GOLD: RGB = (236, 184, 40)
GOLD_EDGE: RGB = (160, 110, 10)
CAMEL: RGB = (176, 122, 62)
CAMEL_EDGE: RGB = (110, 70, 30)
STAR: RGB = (244, 196, 48)
STAR_EDGE: RGB = (170, 120, 10)
CARD: RGB = (120, 86, 160)
CARD_EDGE: RGB = (70, 44, 100)
WHITE: RGB = (255, 255, 255)
YELLOW_DIE: RGB = (250, 214, 40)
YELLOW_EDGE: RGB = (150, 112, 0)
DIE_EDGE: RGB = (90, 90, 90)
PAWN: RGB = (252, 252, 248)


def coin(d: Draw, cx: float, cy: float, r: float) -> None:
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=GOLD, outline=GOLD_EDGE, width=2)
    i = r * 0.55
    d.ellipse((cx - i, cy - i, cx + i, cy + i), outline=GOLD_EDGE, width=1)


def star(d: Draw, cx: float, cy: float, r: float, fill: RGB = STAR,
         edge: RGB = STAR_EDGE) -> None:
    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    d.polygon(pts, fill=fill, outline=edge)


def camel(d: Draw, cx: float, cy: float, r: float, fill: RGB = CAMEL) -> None:
    """A camel in profile facing right, about 2r wide and 2r tall."""
    s = r / 10
    x, y = cx - 10 * s, cy - 10 * s

    def p(px: float, py: float) -> tuple[float, float]:
        return x + px * s, y + py * s

    d.polygon([p(1, 9), p(4, 5), p(6, 4), p(8, 6), p(10, 4), p(12.5, 5), p(14, 8),
               p(15.5, 4.5), p(16, 2), p(18.5, 2), p(19.5, 3.5), p(17.5, 4), p(16.5, 9),
               p(15, 12), p(3, 12)], fill=fill)
    w = max(1, round(1.6 * s))
    for lx in (4.5, 7, 12, 14.5):  # legs
        d.line([p(lx, 11), p(lx, 18)], fill=fill, width=w)


def card(d: Draw, cx: float, cy: float, r: float, fill: RGB = CARD) -> None:
    """A playing card standing up, 1.4r wide and 2r tall."""
    w, h = r * 0.7, r
    d.rounded_rectangle((cx - w, cy - h, cx + w, cy + h), radius=max(2, r / 4), fill=fill,
                        outline=CARD_EDGE, width=1)
    d.rounded_rectangle((cx - w + 3, cy - h + 3, cx + w - 3, cy + h - 3),
                        radius=max(1, r / 6), outline=WHITE, width=1)


def pawn(d: Draw, cx: float, cy: float, r: float, fill: RGB = PAWN, edge: RGB = INK) -> None:
    """The Supervisor: a standing figure, 2r tall, base at cy + r."""
    head = r * 0.34
    hy = cy - r + head
    d.polygon([(cx - r * 0.62, cy + r), (cx + r * 0.62, cy + r), (cx + r * 0.2, hy + head * 0.6),
               (cx - r * 0.2, hy + head * 0.6)], fill=fill, outline=edge, width=2)
    d.rounded_rectangle((cx - r * 0.66, cy + r * 0.72, cx + r * 0.66, cy + r), radius=3,
                        fill=fill, outline=edge, width=2)
    d.ellipse((cx - head, hy - head, cx + head, hy + head), fill=fill, outline=edge, width=2)


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def die(d: Draw, x: float, y: float, size: float, face: int | None, yellow: bool = False) -> None:
    """A die with its top-left corner at (x, y); ``face`` None draws a blank die."""
    fill, edge = (YELLOW_DIE, YELLOW_EDGE) if yellow else (WHITE, DIE_EDGE)
    d.rounded_rectangle((x, y, x + size, y + size), radius=max(2, size / 5), fill=fill,
                        outline=edge, width=2)
    if not face:
        return
    cx, cy, step = x + size / 2, y + size / 2, size * 0.26
    pr = max(1.5, size * 0.09)
    for px, py in PIPS.get(face, []):
        ex, ey = cx + px * step, cy + py * step
        d.ellipse((ex - pr, ey - pr, ex + pr, ey + pr), fill=INK)


# -- the quarters' goods -------------------------------------------------------------------
def bag(d: Draw, cx: float, cy: float, r: float, fill: RGB, edge: RGB) -> None:
    d.polygon([(cx - r * 0.35, cy - r), (cx + r * 0.35, cy - r), (cx + r * 0.18, cy - r * 0.55),
               (cx - r * 0.18, cy - r * 0.55)], fill=fill, outline=edge)
    d.ellipse((cx - r * 0.85, cy - r * 0.65, cx + r * 0.85, cy + r), fill=fill, outline=edge,
              width=2)
    d.line((cx - r * 0.3, cy - r * 0.6, cx + r * 0.3, cy - r * 0.6), fill=edge, width=2)


def barrel(d: Draw, cx: float, cy: float, r: float, fill: RGB, edge: RGB) -> None:
    d.rounded_rectangle((cx - r * 0.7, cy - r, cx + r * 0.7, cy + r), radius=r * 0.45,
                        fill=fill, outline=edge, width=2)
    for f in (-0.5, 0.5):
        d.line((cx - r * 0.68, cy + f * r, cx + r * 0.68, cy + f * r), fill=edge, width=2)


def chest(d: Draw, cx: float, cy: float, r: float, fill: RGB, edge: RGB) -> None:
    d.rounded_rectangle((cx - r, cy - r * 0.75, cx + r, cy - r * 0.1), radius=r * 0.3,
                        fill=fill, outline=edge, width=2)
    d.rectangle((cx - r, cy - r * 0.2, cx + r, cy + r * 0.75), fill=fill, outline=edge, width=2)
    d.rectangle((cx - r * 0.15, cy - r * 0.3, cx + r * 0.15, cy + r * 0.1), fill=edge)


def vase(d: Draw, cx: float, cy: float, r: float, fill: RGB, edge: RGB) -> None:
    d.rectangle((cx - r * 0.28, cy - r, cx + r * 0.28, cy - r * 0.5), fill=fill, outline=edge)
    d.ellipse((cx - r * 0.75, cy - r * 0.6, cx + r * 0.75, cy + r * 0.85), fill=fill,
              outline=edge, width=2)
    d.rectangle((cx - r * 0.35, cy + r * 0.7, cx + r * 0.35, cy + r), fill=fill, outline=edge)


GOODS = {"BAG": bag, "BARREL": barrel, "CHEST": chest, "VASE": vase}


def check(d: Draw, x: float, y: float, size: float, colour: RGB) -> None:
    """A check mark in a ``size`` box with its top-left corner at (x, y)."""
    d.line([(x + size * 0.1, y + size * 0.55), (x + size * 0.4, y + size * 0.85),
            (x + size * 0.95, y + size * 0.12)], fill=colour, width=max(2, round(size / 6)))


def cross(d: Draw, cx: float, cy: float, r: float, colour: RGB, width: int = 3) -> None:
    d.line((cx - r, cy - r, cx + r, cy + r), fill=colour, width=width)
    d.line((cx - r, cy + r, cx + r, cy - r), fill=colour, width=width)


def crown(d: Draw, cx: float, cy: float, r: float) -> None:
    d.polygon([(cx - r, cy + r * 0.6), (cx - r, cy - r * 0.5), (cx - r * 0.5, cy),
               (cx, cy - r * 0.8), (cx + r * 0.5, cy), (cx + r, cy - r * 0.5),
               (cx + r, cy + r * 0.6)], fill=GOLD, outline=GOLD_EDGE)
