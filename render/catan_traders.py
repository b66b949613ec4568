"""Traders & Barbarians on the Catan board: what render/catan.py adds when the view is the
scenario's (``BoardModel.traders`` is set; a base board never reaches this module).

- the map: each trade hex's plaza label (P1-P3) and stack size (the building, spokes and
  pile are in the static layer, render/catan_layers.py with render/catan_tb_art.py), the
  three barbarians on their paths, every wagon at its intersection in its seat's colour with
  the seat's marker and its carried good face up (several wagons on one spot side by side);
- each player's card: gold, baggage train level (1-5 pips), delivered goods, carried good;
- the header: the barbarian / drive-off phases and the movement's points left;
- a wagon's destinations (the highlight's ``reach``): each reachable intersection labelled
  with its name and its cost, movement points and the gold paid in tolls, with a legend.

Sea-only corners and sea paths (the geometry's ``blocked_nodes`` / ``blocked_edges``) never
get a label or a piece. The words come from Catan's catalogue (cogs/catan/locales) when it has
them; ``FALLBACK`` holds the English used until it does.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import catan_art as art
from render import catan_tb_art as tb_art
from render import kit
from render.catan_layers import Frame, paste
from render.catan_model import BoardModel, Highlight, Layout, TradersPublic
from render.common import SeatInfo
from render.kit import INK

# The image words of the scenario: the catalogue's text when it has the key, else this.
FALLBACK: dict[str, str] = {
    "img-phase-barbarian": "Move a barbarian to another path",
    "img-phase-drive_off": "Barbarian driven off: move it or leave it",
    "img-tb-moving": "Moving the wagon: {mp} MP left",
    "img-tb-reach-legend": "= movement points · gold for tolls",
    "img-card-tb-knight": "Move a barbarian, steal 1",
    "img-card-swift_journey": "Move your wagon a 2nd time",
}


def word(key: str, **params: Any) -> str:
    if art.WORDS.has(key):
        return art.w(key, **params)
    return FALLBACK.get(key, key).format(**params)


def phase_text(m: BoardModel) -> str:
    """The header's phase line where the scenario differs from the base game ("" if not)."""
    t = m.traders
    if t is None:
        return ""
    if m.phase == "barbarian":
        return word("img-phase-barbarian")
    if m.phase == "drive_off":
        return word("img-phase-drive_off")
    if m.phase == "main" and t.moving:
        return word("img-tb-moving", mp=t.mp_left)
    return ""


def _colour(seats_: Sequence[SeatInfo], seat: int) -> str:
    return seats_[seat].colour if 0 <= seat < len(seats_) else ""


# -- the map ------------------------------------------------------------------------------------
def draw_map_text(d: ImageDraw.ImageDraw, frame: Frame, m: BoardModel, text_min: int) -> None:
    """Plaza labels and stack sizes: text, so written per render at their real size."""
    t = m.traders
    if t is None:
        return
    geo = m.layout.geometry
    hex_of = {plaza: h for h, plaza in geo.plaza_of_hex.items()}
    size = max(text_min, round(frame.hex_w * 0.15))
    stacks = dict(t.stacks)
    for trade, plaza in t.plazas:
        if plaza not in hex_of or plaza >= geo.num_nodes:
            continue
        h = hex_of[plaza]
        px, py = frame.node(m.layout, plaza)
        kit.text(d, (px, py), geo.node_labels[plaza], size=size, bold=True, fill=INK,
                 anchor="mm")
        if trade in stacks:
            side = tb_art.sea_side(geo.hex_corners[h], geo.blocked_nodes)
            cx, cy = frame.hex(m.layout, h)
            _, (tx, ty), anchor = tb_art.stack_spots(side, frame.hex_w)
            kit.text(d, (cx + tx, cy + ty), str(stacks[trade]),
                     size=max(text_min, round(frame.hex_w * 0.17)), bold=True, fill=INK,
                     anchor=anchor)


def draw_pieces(img: Image.Image, frame: Frame, m: BoardModel,
                seats_: Sequence[SeatInfo]) -> None:
    """Barbarians on their paths, then the wagons (with their goods) over everything."""
    t = m.traders
    if t is None:
        return
    geo = m.layout.geometry
    w = frame.hex_w
    roads = {edge for edge, _ in m.roads}
    for edge in t.barbarians:
        if not 0 <= edge < geo.num_edges or edge in geo.blocked_edges:
            continue
        x, y = frame.edge(m.layout, edge)
        if edge in roads:  # beside the road, so the road's marker stays in sight
            dx, dy = barbarian_shift(frame, m, edge)
            x, y = x + dx, y + dy
        paste(img, tb_art.barbarian_sprite(round(w * 0.34)), x, y)
    for node, seats_here in wagons_by_node(t, geo.num_nodes, geo.blocked_nodes):
        spots, side = wagon_spots(frame, m, node, len(seats_here))
        for (x, y), seat in zip(spots, seats_here, strict=True):
            paste(img, tb_art.wagon_sprite(_colour(seats_, seat), round(w * 0.36)), x, y)
            good = t.carrying[seat] if seat < len(t.carrying) else None
            if good:  # on the wagon's outer shoulder, clear of the spot it stands by
                paste(img, tb_art.good_sprite(good, round(w * 0.13)), x + side * w * 0.17,
                      y - w * 0.17)


def edge_label_xy(frame: Frame, layout: Layout, edge: int) -> tuple[float, float]:
    """Where a path's label goes: its middle; a spoke's nearer its land corner, so the four
    spokes' labels around a plaza do not cover each other."""
    geo = layout.geometry
    a, b = geo.edge_nodes[edge]  # a spoke is (land corner, plaza)
    if b not in geo.plaza_of_hex.values():
        return frame.edge(layout, edge)
    (ax, ay), (px, py) = frame.node(layout, a), frame.node(layout, b)
    return px + (ax - px) * 0.72, py + (ay - py) * 0.72


def barbarian_shift(frame: Frame, m: BoardModel, edge: int) -> tuple[float, float]:
    """Perpendicular to the path, upwards (rightwards on an upright path)."""
    a, b = m.layout.geometry.edge_nodes[edge]
    (ax, ay), (bx, by) = frame.node(m.layout, a), frame.node(m.layout, b)
    length = math.hypot(bx - ax, by - ay) or 1.0
    px, py = -(by - ay) / length, (bx - ax) / length
    if py > 0 or (abs(py) < 1e-6 and px < 0):
        px, py = -px, -py
    return px * frame.hex_w * 0.17, py * frame.hex_w * 0.17


def wagons_by_node(t: TradersPublic, num_nodes: int,
                   blocked: frozenset[int]) -> list[tuple[int, list[int]]]:
    out: dict[int, list[int]] = {}
    for seat, node in enumerate(t.wagons):
        if 0 <= node < num_nodes and node not in blocked:
            out.setdefault(node, []).append(seat)
    return sorted(out.items())


def wagon_spots(frame: Frame, m: BoardModel, node: int,
                count: int) -> tuple[list[tuple[float, float]], int]:
    """Where ``count`` wagons at ``node`` are drawn, and on which side (+1 right, -1 left)
    their goods go. A lone wagon on a free intersection sits on it; otherwise the wagons
    stand side by side just off it (towards the land hex below it, or on a plaza away from
    the building), so a settlement, city or plaza label stays in sight."""
    geo = m.layout.geometry
    x, y = frame.node(m.layout, node)
    w = frame.hex_w
    occupied = any(n == node for n, _, _ in m.buildings)
    plaza = node in set(geo.plaza_of_hex.values())
    if count == 1 and not occupied and not plaza:
        return [(x, y)], 1
    ux, uy = _away(frame, m, node, plaza)
    cx, cy = x + ux * w * 0.32, y + uy * w * 0.32
    step = w * 0.34
    side = -1 if ux < -0.1 else 1
    return [(cx + (i - (count - 1) / 2) * step, cy) for i in range(count)], side


def _away(frame: Frame, m: BoardModel, node: int, plaza: bool) -> tuple[float, float]:
    geo = m.layout.geometry
    x, y = frame.node(m.layout, node)
    if plaza:  # opposite the building (which faces the sea side)
        h = geo.node_hexes[node][0]
        side = tb_art.sea_side(geo.hex_corners[h], geo.blocked_nodes)
        bx, by = tb_art.building_offset(side, 1.0)
        norm = math.hypot(bx, by) or 1.0
        return -bx / norm, -by / norm
    best: tuple[float, float, float] | None = None
    for h in geo.node_hexes[node]:
        if h in geo.plaza_of_hex:
            continue
        hx, hy = frame.hex(m.layout, h)
        dx, dy = hx - x, hy - y
        norm = math.hypot(dx, dy) or 1.0
        score = dy / norm  # the hex below first, then the lower of the others
        if best is None or score > best[0] + 1e-6:
            best = (score, dx / norm, dy / norm)
    return (best[1], best[2]) if best else (0.0, 1.0)


# -- a wagon's destinations -----------------------------------------------------------------------
def draw_reach(img: Image.Image, d: ImageDraw.ImageDraw, frame: Frame, m: BoardModel,
               hl: Highlight, size: int, legend_size: int) -> None:
    """Each reachable intersection: its name over its cost, the movement points and, when
    tolls are due, "· gold" and a coin ("3", "3·1●"); the moving wagon gets a yellow ring;
    a legend in the bottom-left corner says what the numbers are."""
    geo = m.layout.geometry
    ring = round(frame.hex_w * 0.26)
    t = m.traders
    for node in start_nodes(m):  # empty without the expansion's wagons
        assert t is not None
        seats_here = dict(wagons_by_node(t, geo.num_nodes, geo.blocked_nodes)).get(node, [])
        if m.current in seats_here:
            spots, _ = wagon_spots(frame, m, node, len(seats_here))
            x, y = spots[seats_here.index(m.current)]
            paste(img, _ring(ring), x, y)
    for node, mp, gold in hl.reach:
        if not 0 <= node < geo.num_nodes or node in geo.blocked_nodes:
            continue
        x, y = frame.node(m.layout, node)
        reach_label(img, d, geo.node_labels[node], mp, gold, x, y, size)
    if hl.reach:
        _legend(img, d, frame, legend_size)


def cost_text(mp: int, gold: int) -> str:
    return f"{mp}·{gold}" if gold else str(mp)


def reach_label(img: Image.Image, d: ImageDraw.ImageDraw, name: str, mp: int, gold: int,
                x: float, y: float, size: int) -> None:
    cost = cost_text(mp, gold)
    coin = round(size * 0.8) if gold else 0
    line = size + 2
    h = 2 * line + 6
    cost_w = kit.width(cost, size, True) + (coin + 2 if gold else 0)
    w = max(h, kit.width(name, size, True) + 14, cost_w + 14)
    paste(img, _badge(w, h), x, y)
    kit.text(d, (round(x), round(y - line / 2)), name, size=size, bold=True,
             fill=(255, 255, 255), anchor="mm")
    left = x - cost_w / 2
    kit.text(d, (round(left), round(y + line / 2)), cost, size=size, bold=True,
             fill=art.HIGHLIGHT, anchor="lm")
    if gold:
        paste(img, tb_art.icon("coin", coin), left + cost_w - coin / 2, y + line / 2)


def _legend(img: Image.Image, d: ImageDraw.ImageDraw, frame: Frame, size: int) -> None:
    """"3·1● = MP · gold (tolls)" in the bottom-left corner, on a paper strip."""
    text = word("img-tb-reach-legend")
    coin = round(size * 0.9)
    sample = "3·1"
    room = frame.width - 24 - kit.width(sample, size, True) - coin - 20
    text = kit.fit(text, size, room)
    w = kit.width(sample, size, True) + coin + kit.width(text, size) + 30
    h = size + 14
    x0, y0 = 8, frame.height - 8 - h
    d.rounded_rectangle((x0, y0, x0 + w, y0 + h), radius=h // 2, fill=art.BADGE_INK,
                        outline=art.HIGHLIGHT, width=2)
    x = x0 + 12
    kit.text(d, (x, y0 + h / 2), sample, size=size, bold=True, fill=art.HIGHLIGHT, anchor="lm")
    x += kit.width(sample, size, True) + 2
    paste(img, tb_art.icon("coin", coin), x + coin / 2, y0 + h / 2)
    x += coin + 8
    kit.text(d, (x, y0 + h / 2), text, size=size, fill=(255, 255, 255), anchor="lm")


@lru_cache(maxsize=8)
def _ring(radius: int) -> Image.Image:
    k = art.SS
    side = 2 * radius + 8
    big = Image.new("RGBA", (side * k, side * k), (0, 0, 0, 0))
    c = side * k / 2
    r = radius * k
    ImageDraw.Draw(big).ellipse((c - r, c - r, c + r, c + r), outline=art.HIGHLIGHT,
                                width=round(radius * 0.16) * k)
    return big.resize((side, side), Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def _badge(w: int, h: int) -> Image.Image:
    """A two-line label's background: the board's navy badge with the yellow ring."""
    k = art.SS
    big = Image.new("RGBA", (w * k, h * k), (0, 0, 0, 0))
    ImageDraw.Draw(big).rounded_rectangle((0, 0, w * k - 1, h * k - 1), radius=h * k // 3,
                                          fill=art.BADGE_INK, outline=art.HIGHLIGHT,
                                          width=3 * k)
    return big.resize((w, h), Image.Resampling.LANCZOS)


# -- the player cards -------------------------------------------------------------------------------
def draw_card_row(img: Image.Image, d: ImageDraw.ImageDraw, t: TradersPublic, seat: int,
                  x: float, y: float, bottom: float, text_min: int) -> float:
    """Gold, baggage level (pips), delivered goods and the carried good in a row from ``x``
    at ``y``; returns where the row ends (the awards follow it)."""
    h = max(16, min(26, round(bottom - y)))
    icon = h - 2
    mid = y + h / 2

    def get(values: tuple[Any, ...], default: Any) -> Any:
        return values[seat] if seat < len(values) else default

    for kind, value in (("coin", get(t.gold, 0)), ("delivered", get(t.delivered, 0))):
        paste(img, tb_art.icon(kind, icon), x + icon / 2, mid)
        x += icon + 3
        kit.text(d, (x, mid), str(value), size=text_min, bold=True, fill=INK, anchor="lm")
        x += kit.width(str(value), text_min, True) + 10
    paste(img, tb_art.icon("wagon", icon), x + icon / 2, mid)
    x += icon + 3
    level = max(0, min(5, int(get(t.baggage, 1))))
    pip, gap = max(5, round(h * 0.28)), 2
    for i in range(5):
        px = x + i * (pip + gap)
        d.rectangle((px, mid - pip, px + pip - 1, mid + pip - 1),
                    fill=INK if i < level else (255, 255, 255), outline=INK)
    x += 5 * (pip + gap) + 8
    good = get(t.carrying, None)
    if good:
        paste(img, tb_art.icon(good, icon + 2), x + (icon + 2) / 2, mid)
        x += icon + 2 + 6
    return x


def start_nodes(m: BoardModel) -> list[int]:
    """The wagon of the player to act (where a destination's route starts)."""
    t = m.traders
    geo = m.layout.geometry
    if t is None or m.current is None or m.current >= len(t.wagons):
        return []
    node = t.wagons[m.current]
    return [node] if 0 <= node < geo.num_nodes else []
