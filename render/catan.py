"""Catan images: the public board (``render_board``) and a player's hand (``render_hand``).

The board is drawn from the geometry's hex/node/edge lists (not a fixed 19-hex picture), so
other layouts (Traders & Barbarians plazas) only add drawing, not rewrite it. Everything that
never changes during a game — sea, hexes, icons, number tokens, harbours, panel boxes — is
drawn once per layout at 2× (anti-aliased) and cached; a render pastes cached piece sprites and
writes the panel text on a copy of it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from cogs.table import i18n
from games.catan.geometry import grid_to_pixels, hex_centre_grid
from render import catan_art as art
from render.catan_hand import render_hand_model
from render.catan_model import (
    BoardModel,
    Highlight,
    Layout,
    PlayerPublic,
    board_model,
    hand_model,
)
from render.common import BACKGROUND, INK, MUTED, SeatInfo, fit_text, font, text_colour_on, to_png

__all__ = ["render_board", "render_hand", "node_xy", "edge_xy", "hex_xy", "BOARD_SIZE"]

# -- layout (1× pixels) ------------------------------------------------------------------------
HEX_W = 118  # hex width; corner radius = HEX_W / √3 ≈ 68
HEX_R = HEX_W / math.sqrt(3)
BOARD_W = 800
WIDTH, HEIGHT = 1280, 760
BOARD_SIZE = (WIDTH, HEIGHT)
CENTRE = (BOARD_W / 2, HEIGHT / 2)
PANEL_X = BOARD_W + 14
PANEL_W = WIDTH - PANEL_X - 16
STATIC_SCALE = 2  # the cached layer is drawn 2× and shrunk: smooth edges for free per render

TOKEN_R = 23
ICON_SIZE = 32
ROAD_LEN = int(HEX_R * 0.62)
ROAD_W = 10
SETTLEMENT_SIZE = 28
CITY_SIZE = 40
ROBBER_SIZE = 34

PANEL_BG = (255, 252, 244)
PANEL_EDGE = (210, 200, 180)
AWARD = (255, 196, 40)
ALERT = art.ALERT


def _grid_xy(gx: float, gy: float) -> tuple[float, float]:
    x, y = grid_to_pixels(gx, gy, HEX_W)
    return (CENTRE[0] + x, CENTRE[1] + y)


def node_xy(layout: Layout, node: int) -> tuple[float, float]:
    """Pixel position of an intersection on the board image."""
    return _grid_xy(*layout.geometry.node_grid[node])


def edge_xy(layout: Layout, edge: int) -> tuple[float, float]:
    """Pixel position of a path's midpoint on the board image."""
    return _grid_xy(*layout.geometry.edge_grid(edge))


def hex_xy(layout: Layout, hex_id: int) -> tuple[float, float]:
    """Pixel position of a hex centre on the board image."""
    return _grid_xy(*layout.geometry.hex_grid[hex_id])


def _hex_label_xy(layout: Layout, hex_id: int) -> tuple[float, float]:
    cx, cy = hex_xy(layout, hex_id)
    return (cx - HEX_W * 0.34, cy + 4)


# -- static layer ------------------------------------------------------------------------------


def _static_layer(layout: Layout, n_players: int) -> Image.Image:
    # The tiles carry words: one cached layer per language.
    return _static_layer_in(layout, n_players, i18n.current())


@lru_cache(maxsize=16)
def _static_layer_in(layout: Layout, n_players: int, locale: str) -> Image.Image:
    """Background, sea, terrain, tokens, harbours and empty panel boxes for one layout."""
    k = STATIC_SCALE
    img = Image.new("RGB", (WIDTH * k, HEIGHT * k), BACKGROUND)
    d = ImageDraw.Draw(img)
    _draw_sea(img, layout, k)
    _draw_land(d, layout, k)
    _draw_harbours(d, layout, k)
    _draw_panel_boxes(d, n_players, k)
    return img.resize((WIDTH, HEIGHT), Image.Resampling.LANCZOS)


def _scaled(pt: tuple[float, float], k: float) -> tuple[float, float]:
    return (pt[0] * k, pt[1] * k)


def _draw_sea(img: Image.Image, layout: Layout, k: int) -> None:
    frame = (8 * k, 8 * k, (BOARD_W - 4) * k, (HEIGHT - 8) * k)
    sea = Image.new("RGB", img.size, art.SEA)
    d = ImageDraw.Draw(sea)
    # Faint outlines of the sea hexes around the island give the water some texture.
    land = set(layout.geometry.hex_axial)
    for q in range(-5, 6):
        for r in range(-5, 6):
            if (q, r) in land:
                continue
            cx, cy = _grid_xy(*hex_centre_grid(q, r))
            if -HEX_W < cx < BOARD_W + HEX_W and -HEX_W < cy < HEIGHT + HEX_W:
                points = [_scaled(p, k) for p in art.hex_points(cx, cy, HEX_R)]
                d.polygon(points, outline=art.SEA_LINE, width=k)
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle(frame, radius=26 * k, fill=255)
    img.paste(sea, (0, 0), mask)
    ImageDraw.Draw(img).rounded_rectangle(frame, radius=26 * k, outline=(30, 70, 120), width=3 * k)


def _draw_land(d: ImageDraw.ImageDraw, layout: Layout, k: int) -> None:
    geo = layout.geometry
    centres = [hex_xy(layout, h) for h in range(geo.num_hexes)]
    for cx, cy in centres:  # beach rim around the island
        d.polygon([_scaled(p, k) for p in art.hex_points(cx, cy, HEX_R + 7)], fill=art.BEACH)
    for h, (cx, cy) in enumerate(centres):
        _draw_hex(d, layout, h, cx, cy, k)
    for plaza in geo.plaza_of_hex.values():
        _draw_plaza(d, layout, plaza, k)


def _draw_hex(d: ImageDraw.ImageDraw, layout: Layout, h: int, cx: float, cy: float, k: int) -> None:
    terrain = layout.terrain[h]
    colour = art.TERRAIN_COLOURS.get(terrain, art.UNKNOWN_TERRAIN)
    d.polygon(
        [_scaled(p, k) for p in art.hex_points(cx, cy, HEX_R - 3)],
        fill=colour,
        outline=art.shade(colour, 0.7),
        width=2 * k,
    )
    resource = art.TERRAIN_RESOURCE.get(terrain, terrain)
    art.draw_icon(d, resource, cx * k, (cy - 34) * k, ICON_SIZE * k)
    word = art.resource_name(resource)
    ink = text_colour_on(colour)
    d.text((cx * k, (cy + 43) * k), word, font=font(15 * k, bold=True), fill=ink, anchor="mm")
    number = layout.numbers[h] if h < len(layout.numbers) else 0
    if number:
        art.draw_token(d, cx * k, (cy + 4) * k, TOKEN_R * k, number)
    lx, ly = _hex_label_xy(layout, h)
    d.text(
        (lx * k, ly * k),
        layout.geometry.hex_labels[h],
        font=font(16 * k, bold=True),
        fill=ink,
        anchor="mm",
    )


def _draw_plaza(d: ImageDraw.ImageDraw, layout: Layout, plaza: int, k: int) -> None:
    """Traders & Barbarians: a plaza in a trade hex and its spoke paths to the land corners."""
    px, py = node_xy(layout, plaza)
    for e in layout.geometry.node_edges[plaza]:
        other = next(n for n in layout.geometry.edge_nodes[e] if n != plaza)
        ox, oy = node_xy(layout, other)
        d.line((px * k, py * k, ox * k, oy * k), fill=art.BEACH, width=6 * k)
    r = 15
    d.ellipse(
        ((px - r) * k, (py - r) * k, (px + r) * k, (py + r) * k),
        fill=art.BEACH,
        outline=art.OUTLINE,
        width=2 * k,
    )


def _draw_harbours(d: ImageDraw.ImageDraw, layout: Layout, k: int) -> None:
    geo = layout.geometry
    for slot, kind in enumerate(layout.harbours):
        sea = _grid_xy(*hex_centre_grid(*geo.harbour_sea[slot]))
        mid = edge_xy(layout, geo.harbour_edge[slot])
        bx, by = mid[0] + (sea[0] - mid[0]) * 0.78, mid[1] + (sea[1] - mid[1]) * 0.78
        for node in geo.harbour_nodes[slot]:  # the two docks: planks from the coast to the badge
            nx, ny = node_xy(layout, node)
            d.line((nx * k, ny * k, bx * k, by * k), fill=(70, 45, 20), width=9 * k)
            d.line((nx * k, ny * k, bx * k, by * k), fill=(160, 112, 60), width=5 * k)
        _draw_harbour_badge(d, kind, bx, by, sea, mid, k)


def _draw_harbour_badge(
    d: ImageDraw.ImageDraw,
    kind: str,
    bx: float,
    by: float,
    sea: tuple[float, float],
    mid: tuple[float, float],
    k: int,
) -> None:
    r = 25
    generic = kind == "any"
    fill = (255, 255, 255) if generic else art.RESOURCE_COLOURS.get(kind, art.UNKNOWN_TERRAIN)
    d.ellipse(
        ((bx - r) * k, (by - r) * k, (bx + r) * k, (by + r) * k),
        fill=fill,
        outline=art.OUTLINE,
        width=2 * k,
    )
    ink = text_colour_on(fill)
    if generic:
        d.text((bx * k, by * k), "3:1", font=font(20 * k, bold=True), fill=INK, anchor="mm")
        return
    art.draw_icon(d, kind, bx * k, (by - 9) * k, 19 * k)
    d.text((bx * k, (by + 12) * k), "2:1", font=font(15 * k, bold=True), fill=ink, anchor="mm")
    # The resource's name outside the badge, away from the coast: readable without colour.
    ux, uy = sea[0] - mid[0], sea[1] - mid[1]
    norm = math.hypot(ux, uy) or 1
    ux, uy = ux / norm, uy / norm
    wx, wy = bx + ux * (r + 11), by + uy * (r + 11)
    if abs(uy) < 0.6:  # east/west harbours: write below the badge instead of beside it
        wx, wy = bx, by + r + 11
    d.text(
        (wx * k, wy * k),
        art.resource_name(kind),
        font=font(15 * k, bold=True),
        fill=(255, 255, 255),
        anchor="mm",
        stroke_width=2 * k,
        stroke_fill=(20, 50, 90),
    )


# -- panel geometry ----------------------------------------------------------------------------
HEADER_Y, HEADER_H = 12, 132
CARD_GAP = 10
FOOTER_H = 86


def _card_box(seat: int, n_players: int) -> tuple[int, int, int, int]:
    top = HEADER_Y + HEADER_H + CARD_GAP
    avail = HEIGHT - 12 - FOOTER_H - CARD_GAP - top
    h = min(122, (avail - CARD_GAP * (n_players - 1)) // max(1, n_players))
    y = top + seat * (h + CARD_GAP)
    return (PANEL_X, y, PANEL_X + PANEL_W, y + h)


def _footer_box() -> tuple[int, int, int, int]:
    return (PANEL_X, HEIGHT - 12 - FOOTER_H, PANEL_X + PANEL_W, HEIGHT - 12)


def _draw_panel_boxes(d: ImageDraw.ImageDraw, n_players: int, k: int) -> None:
    boxes = [(PANEL_X, HEADER_Y, PANEL_X + PANEL_W, HEADER_Y + HEADER_H), _footer_box()]
    boxes += [_card_box(s, n_players) for s in range(n_players)]
    for x0, y0, x1, y1 in boxes:
        d.rounded_rectangle(
            (x0 * k, y0 * k, x1 * k, y1 * k),
            radius=12 * k,
            fill=PANEL_BG,
            outline=PANEL_EDGE,
            width=2 * k,
        )


# -- dynamic layer -----------------------------------------------------------------------------


def _draw_pieces(img: Image.Image, m: BoardModel, seats: list[SeatInfo]) -> None:
    geo = m.layout.geometry
    for edge, seat in m.roads:
        a, b = geo.edge_nodes[edge]
        (ax, ay), (bx, by) = node_xy(m.layout, a), node_xy(m.layout, b)
        sprite = art.road_sprite(
            _rgb(seats, seat), round(bx - ax, 1), round(by - ay, 1), ROAD_LEN, ROAD_W
        )
        art.paste_centred(img, sprite, (ax + bx) / 2, (ay + by) / 2)
    for node, seat, kind in m.buildings:
        size = CITY_SIZE if kind == "city" else SETTLEMENT_SIZE
        x, y = node_xy(m.layout, node)
        art.paste_centred(img, art.building_sprite(kind, _rgb(seats, seat), size), x, y)
    if m.robber is not None:
        cx, cy = hex_xy(m.layout, m.robber)
        art.paste_centred(img, art.robber_sprite(ROBBER_SIZE), cx + HEX_W * 0.35, cy + 2)


def _rgb(seats: list[SeatInfo], seat: int) -> tuple[int, int, int]:
    return seats[seat].rgb if 0 <= seat < len(seats) else (128, 128, 128)


def _name(seats: list[SeatInfo], seat: int | None) -> str:
    if seat is None:
        return "?"
    return seats[seat].name if 0 <= seat < len(seats) else art.w("img-player", n=seat + 1)


def _draw_header(d: ImageDraw.ImageDraw, m: BoardModel, seats: list[SeatInfo]) -> None:
    x0, y0 = PANEL_X + 16, HEADER_Y + 12
    show_dice = m.last_roll is not None and not m.game_over
    dice_w = 118 if show_dice else 0
    text_w = PANEL_W - 32 - dice_w
    top = art.w("img-over") if m.game_over else (
        art.w("img-turn", turn=m.turn) if m.turn else art.w("img-setup"))
    d.text((x0, y0), top, font=font(17), fill=MUTED)
    if m.game_over:
        who = _name(seats, m.winner) if m.winner is not None else art.w("img-nobody")
        points = next((p.vp for p in m.players if p.seat == m.winner), 0)
        line = art.w("img-wins", points=points) if m.winner is not None else ""
        colour_seat = m.winner
    else:
        who = _name(seats, m.current)
        line = phase_text(m)
        colour_seat = m.current
    y = y0 + 28
    if colour_seat is not None:
        d.rounded_rectangle(
            (x0, y + 4, x0 + 22, y + 26),
            radius=5,
            fill=_rgb(seats, colour_seat),
            outline=art.OUTLINE,
            width=2,
        )
    nx = x0 + (32 if colour_seat is not None else 0)
    big = font(26, bold=True)
    d.text((nx, y - 2), fit_text(d, who, big, text_w - (nx - x0)), font=big, fill=INK)
    d.text((x0, y + 40), fit_text(d, line, font(19), text_w), font=font(19), fill=INK)
    status = status_text(m, seats)
    if status:
        d.text((x0, y + 66), fit_text(d, status, font(16), PANEL_W - 32), font=font(16), fill=ALERT)
    if show_dice and m.last_roll:
        _draw_dice(d, m.last_roll, PANEL_X + PANEL_W - 16 - dice_w + 6, y0 + 6)


def phase_text(m: BoardModel) -> str:
    """What the game waits for, in words."""
    if m.phase == "setup":
        return art.w("img-phase-setup-settlement" if m.setup_node is None
                     else "img-phase-setup-road")
    if m.phase == "main":
        return art.w("img-phase-main" if m.rolled else "img-phase-roll")
    if m.phase == "road_building":
        return art.w("img-phase-road-building", n=m.free_roads)
    key = f"img-phase-{m.phase}"
    return art.w(key) if art.WORDS.has(key) else m.phase.replace("_", " ").capitalize()


def status_text(m: BoardModel, seats: list[SeatInfo]) -> str:
    """The detail line under the phase: who discards, whom to rob, the open offer."""
    if m.game_over:
        return ""
    owing = [f"{_name(seats, p.seat)} ({p.discard})" for p in m.players if p.discard]
    if owing:
        return art.w("img-must-discard", owing=", ".join(owing))
    if m.phase == "steal" and m.steal_from:
        return art.w("img-can-rob", names=", ".join(_name(seats, s) for s in m.steal_from))
    if m.offer is not None:
        o = m.offer
        nothing = art.w("img-nothing")
        gives = " + ".join(art.w(f"count-{r}", n=n) for r, n in o.give) or nothing
        gets = " + ".join(art.w(f"count-{r}", n=n) for r, n in o.get) or nothing
        target = _name(seats, o.to) if o.to is not None else art.w("img-all")
        return art.w("img-offer", to=target, give=gives, get=gets)
    return ""


def _draw_dice(d: ImageDraw.ImageDraw, roll: tuple[int, int], x: float, y: float) -> None:
    size = 48
    art.draw_die(d, x, y, size, roll[0], (255, 255, 255))
    art.draw_die(d, x + size + 8, y, size, roll[1], (255, 236, 150))
    total = roll[0] + roll[1]
    colour = art.HOT_RED if total in (6, 7, 8) else INK
    d.text(
        (x + size + 4, y + size + 24),
        art.w("img-rolled", total=total),
        font=font(18, bold=True),
        fill=colour,
        anchor="mm",
    )


def _draw_player_card(
    d: ImageDraw.ImageDraw, m: BoardModel, p: PlayerPublic, seats: list[SeatInfo]
) -> None:
    x0, y0, x1, y1 = _card_box(p.seat, len(m.players))
    active = (p.seat == m.current and not m.game_over) or (m.game_over and p.seat == m.winner)
    if active:
        d.rounded_rectangle((x0, y0, x1, y1), radius=12, outline=(225, 160, 0), width=4)
    colour = _rgb(seats, p.seat)
    d.rounded_rectangle(
        (x0 + 10, y0 + 12, x0 + 22, y1 - 12), radius=5, fill=colour, outline=art.OUTLINE, width=2
    )
    tx = x0 + 34
    vp_w = 84
    name_font = font(22, bold=True)
    name = _name(seats, p.seat) + (" (resigned)" if p.resigned else "")
    d.text(
        (tx, y0 + 8),
        fit_text(d, name, name_font, x1 - vp_w - tx - 8),
        font=name_font,
        fill=MUTED if p.resigned else INK,
    )
    d.text((x1 - 14, y0 + 4), str(p.vp), font=font(34, bold=True), fill=INK, anchor="ra")
    d.text((x1 - 14, y0 + 44), art.w("img-vp"), font=font(15, bold=True), fill=MUTED, anchor="ra")
    _draw_stats(d, p, tx, y0 + 40)
    _draw_awards(d, m, p, tx, y0 + 70, y1)


def _draw_stats(d: ImageDraw.ImageDraw, p: PlayerPublic, x: float, y: float) -> None:
    """Public counts; more than 7 cards shows red (a 7 would make them discard)."""
    f = font(17)
    stats = (
        (art.w("img-stat-cards", n=p.resource_cards), ALERT if p.resource_cards > 7 else INK),
        (art.w("img-stat-dev", n=p.dev_cards), INK),
        (art.w("img-stat-knights", n=p.knights), INK),
        (art.w("img-stat-road", n=p.road_length), INK),
    )
    for text, colour in stats:
        d.text((x, y), text, font=f, fill=colour)
        x += d.textlength(text, font=f) + 14


def _draw_awards(
    d: ImageDraw.ImageDraw, m: BoardModel, p: PlayerPublic, x: float, y: float, y1: float
) -> None:
    pills: list[tuple[str, tuple[int, int, int]]] = []
    if m.longest_road == p.seat:
        pills.append((art.w("img-longest-road"), AWARD))
    if m.largest_army == p.seat:
        pills.append((art.w("img-largest-army"), AWARD))
    if p.discard:
        pills.append((art.w("img-discard", n=p.discard), (255, 205, 195)))
    if m.game_over and p.vp_cards:
        pills.append((art.w("img-vp-cards", n=p.vp_cards), (215, 235, 255)))
    f = font(16, bold=True)
    h = min(28, y1 - y - 8)
    for text, fill in pills:
        w = d.textlength(text, font=f) + 20
        d.rounded_rectangle(
            (x, y, x + w, y + h), radius=h // 2, fill=fill, outline=art.OUTLINE, width=1
        )
        d.text((x + w / 2, y + h / 2), text, font=f, fill=INK, anchor="mm")
        x += w + 8


def _draw_footer(d: ImageDraw.ImageDraw, img: Image.Image, m: BoardModel) -> None:
    x0, y0, x1, _ = _footer_box()
    d.text((x0 + 16, y0 + 10), art.w("img-bank"), font=font(16, bold=True), fill=MUTED)
    if m.dev_deck is not None:
        d.text(
            (x1 - 16, y0 + 10),
            art.w("img-deck", n=m.dev_deck),
            font=font(16, bold=True),
            fill=MUTED,
            anchor="ra",
        )
    x = x0 + 16
    for res, count in m.bank:
        img.paste(_bank_chip(res), (int(x), y0 + 38))
        d.text((x + 36, y0 + 54), str(count), font=font(20, bold=True), fill=INK, anchor="lm")
        x += 86


@lru_cache(maxsize=8)
def _bank_chip(resource: str) -> Image.Image:
    """A small resource swatch with its icon (drawn 4× for smooth edges)."""
    s = 32 * art.SS
    big = Image.new("RGB", (s, s), PANEL_BG)
    d = ImageDraw.Draw(big)
    d.rounded_rectangle(
        (0, 0, s - 1, s - 1),
        radius=s // 5,
        fill=art.RESOURCE_COLOURS[resource],
        outline=art.OUTLINE,
        width=art.SS * 2,
    )
    art.draw_icon(d, resource, s / 2, s / 2, s * 0.72)
    return big.resize((32, 32), Image.Resampling.LANCZOS)


# -- highlight badges --------------------------------------------------------------------------


@lru_cache(maxsize=512)
def _badge(text: str, size: int) -> Image.Image:
    """A label badge: white bold text on navy, yellow ring. Smooth (drawn 4×)."""
    f = font(size * art.SS, bold=True)
    probe = ImageDraw.Draw(Image.new("L", (1, 1)))
    tw = probe.textlength(text, font=f) / art.SS
    h = size + 10
    w = max(h, int(tw + 12))
    big = Image.new("RGBA", (w * art.SS, h * art.SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    d.rounded_rectangle(
        (0, 0, w * art.SS - 1, h * art.SS - 1),
        radius=h * art.SS // 2,
        fill=art.BADGE_INK,
        outline=art.HIGHLIGHT,
        width=3 * art.SS,
    )
    d.text((w * art.SS / 2, h * art.SS / 2), text, font=f, fill=(255, 255, 255), anchor="mm")
    return big.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=4)
def _hex_ring() -> Image.Image:
    box = int(HEX_R * 2 + 8)
    big = Image.new("RGBA", (box * art.SS, box * art.SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    c = box * art.SS / 2
    d.polygon(art.hex_points(c, c, (HEX_R - 5) * art.SS), outline=art.HIGHLIGHT, width=6 * art.SS)
    return big.resize((box, box), Image.Resampling.LANCZOS)


def _draw_highlight(img: Image.Image, m: BoardModel, hl: Highlight) -> None:
    geo = m.layout.geometry
    occupied = {node for node, _, _ in m.buildings}
    for h in sorted(hl.hexes):
        cx, cy = hex_xy(m.layout, h)
        art.paste_centred(img, _hex_ring(), cx, cy)
        art.paste_centred(img, _badge(geo.hex_labels[h], 22), *_hex_label_xy(m.layout, h))
    for e in sorted(hl.edges):
        art.paste_centred(img, _badge(geo.edge_labels[e], 17), *edge_xy(m.layout, e))
    for n in sorted(hl.nodes):
        x, y = node_xy(m.layout, n)
        if n in occupied:  # upgrade choices: keep the settlement visible under its label
            y -= 30
        art.paste_centred(img, _badge(geo.node_labels[n], 17), x, y)


# -- public API --------------------------------------------------------------------------------


def render_board_model(
    m: BoardModel, seats: list[SeatInfo], highlight: Highlight | None = None
) -> Image.Image:
    img = _static_layer(m.layout, len(m.players)).copy()
    _draw_pieces(img, m, seats)
    d = ImageDraw.Draw(img)
    _draw_header(d, m, seats)
    for p in m.players:
        _draw_player_card(d, m, p, seats)
    _draw_footer(d, img, m)
    if highlight is not None:
        _draw_highlight(img, m, highlight)
    return img


def render_board(
    view: Mapping[str, Any], seats: list[SeatInfo], highlight: Mapping[str, Any] | None = None
) -> bytes:
    """The public board image (PNG). ``highlight`` = {"nodes": [...], "edges": [...],
    "hexes": [...]}: the legal spots of a pending choice, drawn with their labels."""
    hl = Highlight.of(highlight) if highlight else None
    return to_png(render_board_model(board_model(view), seats, hl))


def render_hand(view: Mapping[str, Any], seats: list[SeatInfo], seat: int) -> bytes:
    """A player's private hand image (PNG) from their private view."""
    return to_png(render_hand_model(hand_model(view, seat), seats))
