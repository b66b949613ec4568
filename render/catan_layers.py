"""Where Catan's map sits on a canvas (``Frame``) and its static layer: everything that does not
change during a game (sea, beach, hexes, token discs, harbours, the panel's empty boxes).

A layer is composed by pasting small cached tiles — one per terrain, number and harbour kind
at a given hex size — onto a base (sea, beach, docks, panel boxes) that is the same for every
layout of a board shape. So a layout seen for the first time costs a copy and ~50 pastes
(two milliseconds) instead of redrawing supersampled art, and 100 games in rotation
through the bounded cache stay cheap. The layer holds no text: the token numbers and harbour
rates are written on every render at their real size, so the language never changes it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from games.catan.geometry import grid_to_pixels, hex_centre_grid
from render import catan_art as art
from render import catan_tb_art as tb_art
from render import kit
from render.catan_model import Layout

Box = tuple[int, int, int, int]
SS = 2  # the base is drawn 2× and reduced: smooth coast and docks for one box filter


@dataclass(frozen=True)
class Frame:
    """A canvas ``width`` × ``height`` showing the map with hexes ``hex_w`` px wide and the
    grid origin (the middle hex's centre) at ``(ox, oy)``; ``sea`` is the box the sea fills."""

    hex_w: float
    ox: float
    oy: float
    width: int
    height: int
    sea: Box

    @property
    def hex_r(self) -> float:
        return self.hex_w / math.sqrt(3)

    def xy(self, gx: float, gy: float) -> tuple[float, float]:
        x, y = grid_to_pixels(gx, gy, self.hex_w)
        return (self.ox + x, self.oy + y)

    def node(self, layout: Layout, node: int) -> tuple[float, float]:
        return self.xy(*layout.geometry.node_grid[node])

    def edge(self, layout: Layout, edge: int) -> tuple[float, float]:
        return self.xy(*layout.geometry.edge_grid(edge))

    def hex(self, layout: Layout, hex_id: int) -> tuple[float, float]:
        return self.xy(*layout.geometry.hex_grid[hex_id])

    # Sizes of what sits on the map, in proportion to the hex (so a zoomed frame scales all).
    @property
    def token_r(self) -> int:
        return round(self.hex_w * 0.215)

    @property
    def icon(self) -> int:
        return round(self.hex_w * 0.3)

    @property
    def icon_dy(self) -> float:
        return -self.hex_w * 0.29

    @property
    def token_dy(self) -> float:
        return self.hex_w * 0.07

    @property
    def harbour_r(self) -> int:
        return round(self.hex_w * 0.235)


# -- tiles (anti-aliased, cached per size) ----------------------------------------------------
TILE_SS = 4


def _hex_box(hex_w: float, grow: float = 0) -> tuple[int, float]:
    r = hex_w / math.sqrt(3) + grow
    side = int(math.ceil(2 * r)) + 4
    return side, side / 2


@lru_cache(maxsize=64)
def hex_tile(terrain: str, hex_w: int) -> Image.Image:
    """One land hex (fill, darker rim, resource icon) as an RGBA tile centred on the hex."""
    side, c = _hex_box(hex_w)
    k = TILE_SS
    big = Image.new("RGBA", (side * k, side * k), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    colour = art.TERRAIN_COLOURS.get(terrain, art.UNKNOWN_TERRAIN)
    r = hex_w / math.sqrt(3)
    d.polygon(art.hex_points(c * k, c * k, (r - 3) * k), fill=colour,
              outline=art.shade(colour, 0.7), width=2 * k)
    resource = art.TERRAIN_RESOURCE.get(terrain, terrain)
    art.draw_icon(d, resource, c * k, (c - hex_w * 0.29) * k, hex_w * 0.3 * k)
    return big.resize((side, side), Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def token_tile(number: int, radius: int) -> Image.Image:
    """A number token's disc and dots (the number is written per render)."""
    side = 2 * radius + 4
    k = TILE_SS
    big = Image.new("RGBA", (side * k, side * k), (0, 0, 0, 0))
    art.draw_token(ImageDraw.Draw(big), side * k / 2, side * k / 2, radius * k, number)
    return big.resize((side, side), Image.Resampling.LANCZOS)


@lru_cache(maxsize=32)
def harbour_tile(kind: str, radius: int) -> Image.Image:
    """A harbour badge: white for 3:1, the resource's colour and icon for 2:1 (the rate
    itself is written per render)."""
    side = 2 * radius + 4
    k = TILE_SS
    big = Image.new("RGBA", (side * k, side * k), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    c = side * k / 2
    fill = (255, 255, 255) if kind == "any" else art.RESOURCE_COLOURS.get(kind, art.UNKNOWN_TERRAIN)
    d.ellipse((c - radius * k, c - radius * k, c + radius * k, c + radius * k), fill=fill,
              outline=art.OUTLINE, width=2 * k)
    if kind != "any":
        art.draw_icon(d, kind, c, c - radius * k * 0.36, radius * k * 0.82)
    return big.resize((side, side), Image.Resampling.LANCZOS)


def harbour_rate_xy(frame: Frame, kind: str, centre: tuple[float, float]) -> tuple[float, float]:
    """Where a harbour's "3:1" / "2:1" goes: the middle of a 3:1 badge, under a 2:1 icon."""
    x, y = centre
    return (x, y) if kind == "any" else (x, y + frame.harbour_r * 0.42)


def paste(canvas: Image.Image, tile: Image.Image, x: float, y: float) -> None:
    canvas.paste(tile, (round(x - tile.width / 2), round(y - tile.height / 2)), tile)


# -- the base: what every layout of a board shape shares --------------------------------------
def harbour_spots(frame: Frame, layout: Layout) -> list[tuple[tuple[float, float],
                                                              list[tuple[float, float]]]]:
    """Per harbour slot: the badge centre and its two docking nodes."""
    geo = layout.geometry
    out = []
    for slot in range(len(layout.harbours)):
        sea = frame.xy(*hex_centre_grid(*geo.harbour_sea[slot]))
        mid = frame.edge(layout, geo.harbour_edge[slot])
        badge = (mid[0] + (sea[0] - mid[0]) * 0.72, mid[1] + (sea[1] - mid[1]) * 0.72)
        out.append((badge, [frame.node(layout, n) for n in geo.harbour_nodes[slot]]))
    return out


def _base(frame: Frame, layout: Layout, boxes: tuple[Box, ...]) -> Image.Image:
    # The board's base is drawn once per board shape, so 2× for smooth lines. A private
    # step's window differs every time: drawn at 1× (the faint sea lines and thick docks do
    # not need more), with the coast from anti-aliased beach tiles.
    framed = frame.sea != (0, 0, frame.width, frame.height)
    k = SS if framed else 1
    img = Image.new("RGB", (frame.width * k, frame.height * k), kit.BACKGROUND)
    d = ImageDraw.Draw(img)
    x0, y0, x1, y1 = frame.sea
    radius = 22 * k if framed else 0
    d.rounded_rectangle((x0 * k, y0 * k, x1 * k - 1, y1 * k - 1), radius=radius, fill=art.SEA)
    land = set(layout.geometry.hex_axial)
    r = frame.hex_r
    # Faint outlines of the sea hexes give the water some texture: those whose centre is
    # within a radius of the sea box (the rows and columns near it, not all 15 x 15).
    row_h = frame.hex_w * math.sqrt(3) / 2
    rows = range(max(-7, math.floor((y0 - r - frame.oy) / row_h)),
                 min(7, math.ceil((y1 + r - frame.oy) / row_h)) + 1)
    for row in rows:
        cols = range(max(-7, math.floor((x0 - r - frame.ox) / frame.hex_w - row / 2)),
                     min(7, math.ceil((x1 + r - frame.ox) / frame.hex_w - row / 2)) + 1)
        for q in cols:
            if (q, row) in land:
                continue
            cx, cy = frame.xy(*hex_centre_grid(q, row))
            if x0 - r < cx < x1 + r and y0 - r < cy < y1 + r:
                pts = [(px * k, py * k) for px, py in art.hex_points(cx, cy, r)]
                d.polygon(pts, outline=art.SEA_LINE, width=k)
    if framed:  # the sea lines stop at the frame: repaint the rounded corners outside it
        mask = Image.new("L", img.size, 255)
        ImageDraw.Draw(mask).rounded_rectangle((x0 * k, y0 * k, x1 * k - 1, y1 * k - 1),
                                               radius=radius, fill=0)
        img.paste(kit.BACKGROUND, (0, 0), mask)
        d.rounded_rectangle((x0 * k, y0 * k, x1 * k - 1, y1 * k - 1), radius=radius,
                            outline=(30, 70, 120), width=3 * k)
    geo = layout.geometry
    for h in range(geo.num_hexes):  # the beach rim around the island
        cx, cy = frame.hex(layout, h)
        if k == 1 and _on_coast(geo.hex_axial[h], land):
            paste(img, _beach_tile(round(frame.hex_w)), cx, cy)  # a smooth coast
        else:  # inland the hexes cover the beach's edge: a plain fill will do
            d.polygon([(px * k, py * k) for px, py in art.hex_points(cx, cy, r + 6)],
                      fill=art.BEACH)
    for badge, nodes in harbour_spots(frame, layout):  # docks: planks from the coast
        for nx, ny in nodes:
            d.line((nx * k, ny * k, badge[0] * k, badge[1] * k), fill=(70, 45, 20),
                   width=round(frame.hex_w * 0.08) * k)
            d.line((nx * k, ny * k, badge[0] * k, badge[1] * k), fill=(160, 112, 60),
                   width=round(frame.hex_w * 0.045) * k)
    for bx0, by0, bx1, by1 in boxes:
        d.rounded_rectangle((bx0 * k, by0 * k, bx1 * k, by1 * k), radius=10 * k,
                            fill=PANEL_BG, outline=PANEL_EDGE, width=2 * k)
    return img.reduce(k) if k > 1 else img


_NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def _on_coast(axial: tuple[int, int], land: set[tuple[int, int]]) -> bool:
    q, r = axial
    return any((q + dq, r + dr) not in land for dq, dr in _NEIGHBOURS)


@lru_cache(maxsize=8)
def _beach_tile(hex_w: int) -> Image.Image:
    side, c = _hex_box(hex_w, 6)
    k = TILE_SS
    big = Image.new("RGBA", (side * k, side * k), (0, 0, 0, 0))
    ImageDraw.Draw(big).polygon(art.hex_points(c * k, c * k, (hex_w / math.sqrt(3) + 6) * k),
                                fill=art.BEACH)
    return big.resize((side, side), Image.Resampling.LANCZOS)


PANEL_BG: kit.RGB = (255, 252, 244)
PANEL_EDGE: kit.RGB = (210, 200, 180)

# One cache for every Catan layer in this process, bounded by memory (one board: a game's
# next move usually comes before another's). No cold tier and no more: a layout composes
# from cached tiles in ~2 ms, less than compressing an evicted layer (~5 ms) and inflating
# it again would cost, and with many games in rotation a bigger cache rarely hits anyway.
# So a layer is kept only when its layout comes back within a few boards; otherwise the
# render draws on the one it just composed instead of keeping it and copying it (2.4 MB).
LAYERS = kit.LayerCache(hot_bytes=3 << 20, cold_bytes=0, admit_repeats=8)
# The board's base (sea, beach, docks, panel boxes: the same for every layout of a shape)
# apart from them: in one board's budget a new layout's layer would evict it, and drawing it
# again (2x, ~25 ms) is what made composing cost more than the ~2 ms above. One base.
BASES = kit.LayerCache(hot_bytes=2 << 20, cold_bytes=0)


def _shape_key(layout: Layout) -> tuple[int, int]:
    # The base is the sea, the beach under every hex and the docks: Traders & Barbarians'
    # plazas change none of them, so both variants share one base.
    return (layout.geometry.num_hexes, len(layout.harbours))


def static_layer(frame: Frame, layout: Layout, boxes: Iterable[Box] = ()) -> Image.Image:
    """The map without pieces for ``layout`` in ``frame`` (plus empty panel ``boxes``), to
    draw on."""
    boxes = tuple(boxes)
    key = ("catan", frame, layout, boxes)
    return LAYERS.owned(key, lambda: _compose(frame, layout, boxes))


def _compose(frame: Frame, layout: Layout, boxes: tuple[Box, ...]) -> Image.Image:
    if frame.sea != (0, 0, frame.width, frame.height):  # the board
        base_key = ("catan-base", frame, _shape_key(layout), boxes)
        img = BASES.get(base_key, lambda: _base(frame, layout, boxes)).copy()
    else:  # a private step's window: drawn at 1x (~2 ms), and hardly ever the same twice
        img = _base(frame, layout, boxes)
    hex_w = round(frame.hex_w)
    geo = layout.geometry
    for h, terrain in enumerate(layout.terrain):
        cx, cy = frame.hex(layout, h)
        if h in geo.plaza_of_hex and terrain in tb_art.TRADE_TERRAINS:
            # Traders & Barbarians: the building, spokes, plaza and stack pile in one tile.
            side = tb_art.sea_side(geo.hex_corners[h], geo.blocked_nodes)
            paste(img, tb_art.trade_tile(terrain, hex_w, side), cx, cy)
            continue
        paste(img, hex_tile(terrain, hex_w), cx, cy)
        number = layout.numbers[h] if h < len(layout.numbers) else 0
        if number:
            paste(img, token_tile(number, frame.token_r), cx, cy + frame.token_dy)
    for (badge, _), kind in zip(harbour_spots(frame, layout), layout.harbours, strict=True):
        paste(img, harbour_tile(kind, frame.harbour_r), *badge)
    return img
