"""Catan images: the public board (``render_board``) and a player's hand (``render_hand``).

Designed to be read on a phone, where Discord shows an attached image about 600 px wide: the
board is 992 px wide (map left, panel right) and no text is smaller than
``kit.min_size_for(992)`` = 23 px, whose capitals read 9 px tall on the phone; names and
points are larger. The panel is as wide as a line of a player's counts at that size needs
(380 px), the map takes the rest. Seats are told apart by colour *and* marker (render/seats.py) on every piece and next
to every name. All text goes through the render kit (any script, emoji, fitted names).

A private menu step that outlines a few spots (``choice_highlight`` in cogs/catan/ui.py) gets
a zoomed crop of the map around them instead (``STEP_SIZE``), where the hexes are up to twice
as big and the labels larger still.

The map is drawn from the geometry's hex/node/edge lists (not a fixed 19-hex picture), so
other layouts (Traders & Barbarians plazas) only add drawing. Everything that never changes
within a game is a cached static layer (render/catan_layers.py); a render copies it, pastes
piece sprites and writes the text.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import catan_art as art
from render import catan_tb_art as tb_art
from render import catan_traders as tb
from render import kit, seats
from render.catan_hand import render_hand_model
from render.catan_layers import (
    LAYERS,
    PANEL_BG,
    Box,
    Frame,
    harbour_rate_xy,
    harbour_spots,
    paste,
    static_layer,
)
from render.catan_model import (
    BoardModel,
    Highlight,
    Layout,
    PlayerPublic,
    board_model,
    hand_model,
)
from render.common import SeatInfo
from render.kit import INK, MUTED

__all__ = ["render_board", "render_hand", "node_xy", "edge_xy", "hex_xy", "BOARD_SIZE",
           "STEP_SIZE", "MAP_SIZE", "PALETTE", "LAYERS"]

# -- canvas ------------------------------------------------------------------------------------
WIDTH, HEIGHT = 992, 664
BOARD_SIZE = (WIDTH, HEIGHT)
MARGIN = 8
PANEL_W = 380
PANEL_X = WIDTH - MARGIN - PANEL_W
MAP_BOX: Box = (MARGIN, MARGIN, PANEL_X - MARGIN, HEIGHT - MARGIN)
TEXT_MIN = kit.min_size_for(WIDTH)  # 23: capitals 9 px tall on a phone

# The island's extent in hex widths from the middle hex, harbour badges included (the
# harbours make it wider to the east than to the west): the map is fitted to MAP_BOX by it.
_WEST, _EAST, _NS = 2.62, 3.1, 2.72
_PAD = 6
HEX_W = math.floor(min((MAP_BOX[2] - MAP_BOX[0] - 2 * _PAD) / (_WEST + _EAST),
                       (MAP_BOX[3] - MAP_BOX[1] - 2 * _PAD) / (2 * _NS)))
HEX_R = HEX_W / math.sqrt(3)
BOARD_FRAME = Frame(
    hex_w=HEX_W,
    ox=MAP_BOX[0] + _PAD + _WEST * HEX_W + ((MAP_BOX[2] - MAP_BOX[0] - 2 * _PAD)
                                            - (_WEST + _EAST) * HEX_W) / 2,
    oy=(MAP_BOX[1] + MAP_BOX[3]) / 2,
    width=WIDTH,
    height=HEIGHT,
    sea=MAP_BOX,
)

# A private step's zoomed crop: a fixed canvas, hexes 1.25-2× the board's.
STEP_SIZE = (720, 540)
STEP_TEXT_MIN = kit.min_size_for(STEP_SIZE[0])  # 17
# A private step whose spots spread too wide to zoom: the whole island, without the panel,
# so that dozens of labels (every path a barbarian may take) stand apart at a size that
# reads on a phone: hexes 123 px on a 720 px canvas instead of 100 on 992.
MAP_SIZE = (720, 684)
_MAP_HEX_W = math.floor(min((MAP_SIZE[0] - 2 * _PAD) / (_WEST + _EAST),
                            (MAP_SIZE[1] - 2 * _PAD) / (2 * _NS)))
MAP_FRAME = Frame(
    hex_w=_MAP_HEX_W,
    ox=_PAD + _WEST * _MAP_HEX_W + ((MAP_SIZE[0] - 2 * _PAD) - (_WEST + _EAST) * _MAP_HEX_W) / 2,
    oy=MAP_SIZE[1] / 2,
    width=MAP_SIZE[0],
    height=MAP_SIZE[1],
    sea=(0, 0, *MAP_SIZE),
)
ZOOM_MIN, ZOOM_MAX = 1.25, 2.0
# cogs/catan/ui.py board_highlight labels the public board in these phases only; there a
# private step outlines the same spots, so it shows the public (full) board too. In every
# other phase a highlight comes from a private menu step: that one is zoomed.
PUBLIC_LABEL_PHASES = frozenset({"setup", "robber", "road_building"})

AWARD: kit.RGB = (255, 196, 40)
ACTIVE: kit.RGB = (225, 160, 0)  # the frame of the player to act (or the winner)
ALERT = art.ALERT
DISCARD_PILL: kit.RGB = (255, 205, 195)
VP_PILL: kit.RGB = (215, 235, 255)


def node_xy(layout: Layout, node: int) -> tuple[float, float]:
    """Pixel position of an intersection on the board image."""
    return BOARD_FRAME.node(layout, node)


def edge_xy(layout: Layout, edge: int) -> tuple[float, float]:
    """Pixel position of a path's midpoint on the board image."""
    return BOARD_FRAME.edge(layout, edge)


def hex_xy(layout: Layout, hex_id: int) -> tuple[float, float]:
    """Pixel position of a hex centre on the board image."""
    return BOARD_FRAME.hex(layout, hex_id)


# -- panel geometry ------------------------------------------------------------------------------
HEADER_H = 128
GAP = 8
FOOTER_H = 80
NAME = 24  # a player's name


def header_box() -> Box:
    return (PANEL_X, MARGIN, PANEL_X + PANEL_W, MARGIN + HEADER_H)


def card_box(seat: int, n_players: int) -> Box:
    """The player card of ``seat``: cards share the space between header and footer (100 px
    each for 4 players)."""
    top = MARGIN + HEADER_H + GAP
    avail = HEIGHT - MARGIN - FOOTER_H - GAP - top
    h = (avail - GAP * (n_players - 1)) // max(1, n_players)
    y = top + seat * (h + GAP)
    return (PANEL_X, y, PANEL_X + PANEL_W, y + h)


def footer_box() -> Box:
    return (PANEL_X, HEIGHT - MARGIN - FOOTER_H, PANEL_X + PANEL_W, HEIGHT - MARGIN)


def _panel_boxes(n_players: int) -> tuple[Box, ...]:
    return (header_box(), footer_box(), *(card_box(s, n_players) for s in range(n_players)))


# -- seats --------------------------------------------------------------------------------------
def _colour(seats_: list[SeatInfo], seat: int | None) -> str:
    return seats_[seat].colour if seat is not None and 0 <= seat < len(seats_) else ""


def shown_name(seats_: list[SeatInfo], p: Any, offer: Any = None, room: int | None = None
               ) -> str:
    """A player's name on their panel, marked in the board's language once they resigned,
    and with their answer to an open offer (accepts, counters, declines) once given. Within
    ``room`` px the name gives way, never the mark."""
    name = _name(seats_, p.seat)
    answer = dict(offer.answers).get(p.seat) if offer is not None else None
    key = "img-resigned" if p.resigned else f"img-answer-{answer}" if answer else None
    if key is None:
        return name if room is None else kit.fit(name, NAME, room, bold=True)
    shown = art.w(key, name=name)
    if room is None or kit.width(shown, NAME, True) <= room:
        return shown
    mark = kit.width(art.w(key, name=""), NAME, True)
    return art.w(key, name=kit.fit(name, NAME, max(room - mark, 20), bold=True))


def _name(seats_: list[SeatInfo], seat: int | None) -> str:
    if seat is None:
        return "?"
    return seats_[seat].name if 0 <= seat < len(seats_) else art.w("img-player", n=seat + 1)


def _seat_marker(img: Image.Image, colour: str, x: float, y: float, radius: int) -> None:
    """The seat's marker (its shape in its colour) in front of a name."""
    if colour in seats.SEAT_COLOURS:
        paste(img, _marker_sprite(colour, radius), x, y)


@lru_cache(maxsize=64)
def _marker_sprite(colour: str, radius: int) -> Image.Image:
    side = 2 * radius + 4
    big = Image.new("RGBA", (side * art.SS, side * art.SS), (0, 0, 0, 0))
    seats.draw_marker(ImageDraw.Draw(big), (side * art.SS / 2, side * art.SS / 2),
                      radius * art.SS, colour, outline=art.OUTLINE)
    return big.resize((side, side), Image.Resampling.LANCZOS)


# -- the map's dynamic layer ---------------------------------------------------------------------
def _draw_map_text(d: ImageDraw.ImageDraw, frame: Frame, layout: Layout) -> None:
    """Token numbers and harbour rates: written per render at their real size."""
    size = max(round(frame.hex_w * 0.24), 20)
    for h in range(len(layout.terrain)):
        number = layout.numbers[h] if h < len(layout.numbers) else 0
        if number:
            cx, cy = frame.hex(layout, h)
            kit.text(d, (cx, cy + frame.token_dy - frame.token_r * 0.16), str(number),
                     size=size, bold=True, fill=art.token_ink(number), anchor="mm")
    rate = max(round(frame.hex_w * 0.17), TEXT_MIN)
    for (badge, _), kind in zip(harbour_spots(frame, layout), layout.harbours, strict=True):
        x, y = harbour_rate_xy(frame, kind, badge)
        fill = INK if kind == "any" else kit.text_on(art.RESOURCE_COLOURS.get(kind, INK))
        kit.text(d, (x, y), "3:1" if kind == "any" else "2:1",
                 size=rate + (2 if kind == "any" else 0), bold=True, fill=fill, anchor="mm")


def _draw_pieces(img: Image.Image, frame: Frame, m: BoardModel, seats_: list[SeatInfo]) -> None:
    geo = m.layout.geometry
    w = frame.hex_w
    road_len, road_w, mark = round(w * 0.38), max(6, round(w * 0.09)), round(w * 0.075, 1)
    for edge, seat in m.roads:
        a, b = geo.edge_nodes[edge]
        (ax, ay), (bx, by) = frame.node(m.layout, a), frame.node(m.layout, b)
        # Direction rounded: three directions, so three sprites per seat and size.
        sprite = art.road_sprite(_colour(seats_, seat), round((bx - ax) / w, 2),
                                 round((by - ay) / w, 2), road_len, road_w, mark)
        paste(img, sprite, (ax + bx) / 2, (ay + by) / 2)
    for node, seat, kind in m.buildings:
        size = round(w * (0.42 if kind == "city" else 0.3))
        x, y = frame.node(m.layout, node)
        paste(img, art.building_sprite(kind, _colour(seats_, seat), size), x, y)
    if m.robber is not None:
        cx, cy = frame.hex(m.layout, m.robber)
        paste(img, art.robber_sprite(round(w * 0.3)), cx + w * 0.36, cy + frame.token_dy)
    if m.traders is not None:
        tb.draw_pieces(img, frame, m, seats_)


# -- header -------------------------------------------------------------------------------------
def _draw_header(img: Image.Image, d: ImageDraw.ImageDraw, m: BoardModel,
                 seats_: list[SeatInfo]) -> None:
    x0, y0, x1, _ = header_box()
    x0, x1 = x0 + 12, x1 - 12
    top = art.w("img-over") if m.game_over else (
        art.w("img-turn", turn=m.turn) if m.turn else art.w("img-setup"))
    right: float = x1
    if m.last_roll is not None and not m.game_over:
        right = _draw_dice(img, d, m.last_roll, x1, y0 + 6)
    kit.text(d, (x0, y0 + 23), kit.fit(top, TEXT_MIN, right - x0 - 8), size=TEXT_MIN,
             fill=MUTED, anchor="lm")
    if m.game_over:
        who = _name(seats_, m.winner) if m.winner is not None else art.w("img-nobody")
        points = next((p.vp for p in m.players if p.seat == m.winner), 0)
        line = art.w("img-wins", points=points) if m.winner is not None else ""
        colour_seat = m.winner
    else:
        who, line, colour_seat = _name(seats_, m.current), phase_text(m), m.current
    y = y0 + 58
    nx = x0
    if colour_seat is not None:
        _seat_marker(img, _colour(seats_, colour_seat), x0 + 10, y, 10)
        nx += 26
    kit.text(d, (nx, y), kit.fit(who, 25, x1 - nx, bold=True), size=25, bold=True, fill=INK,
             anchor="lm")
    status = status_text(m, seats_)
    # Two lines below the name: the phase and the detail, or one of them over both lines.
    lines = [(t, size, INK) for t, size in _wrap(line, TEXT_MIN, x1 - x0, 1 if status else 2)]
    lines += [(t, size, ALERT) for t, size in _wrap(status, TEXT_MIN, x1 - x0, 2 - len(lines))]
    for i, (text, size, fill) in enumerate(lines[:2]):
        kit.text(d, (x0, y + 30 + i * 26), text, size=size, fill=fill, anchor="lm")


def _wrap(text: str, size: int, width: int, lines: int) -> list[tuple[str, int]]:
    """``text`` in at most ``lines`` lines of ``width`` px (the last one fitted)."""
    if not text:
        return []
    out: list[tuple[str, int]] = []
    words = text.split(" ")
    while words and len(out) < lines - 1:
        take = len(words)
        while take > 1 and kit.width(" ".join(words[:take]), size) > width:
            take -= 1
        out.append((" ".join(words[:take]), size))
        words = words[take:]
    if words:
        out.append((kit.fit(" ".join(words), size, width), size))
    return out


def _draw_dice(img: Image.Image, d: ImageDraw.ImageDraw, roll: tuple[int, int], right: float,
               y: float) -> float:
    """Two dice at the top right with the total before them; returns where they begin."""
    size = 34
    x = right - 2 * size - 6
    img.paste(_die(roll[0], size, (255, 255, 255)), (int(x), int(y)))
    img.paste(_die(roll[1], size, (255, 236, 150)), (int(x + size + 6), int(y)))
    total = roll[0] + roll[1]
    label = art.w("img-rolled", total=total)
    kit.text(d, (x - 8, y + size / 2), label, size=TEXT_MIN, bold=True,
             fill=art.HOT_RED if total == 7 else INK, anchor="rm")
    return x - 16 - kit.width(label, TEXT_MIN, True)


@lru_cache(maxsize=16)
def _die(value: int, size: int, fill: kit.RGB) -> Image.Image:
    big = Image.new("RGB", (size * art.SS, size * art.SS), PANEL_BG)
    art.draw_die(ImageDraw.Draw(big), 1, 1, size * art.SS - 3, value, fill)
    return big.resize((size, size), Image.Resampling.LANCZOS)


def phase_text(m: BoardModel) -> str:
    """What the game waits for, in words."""
    scenario = tb.phase_text(m)
    if scenario:
        return scenario
    if m.phase == "setup":
        return art.w("img-phase-setup-settlement" if m.setup_node is None
                     else "img-phase-setup-road")
    if m.phase == "main":
        return art.w("img-phase-main" if m.rolled else "img-phase-roll")
    if m.phase == "road_building":
        return art.w("img-phase-road-building", n=m.free_roads)
    key = f"img-phase-{m.phase}"
    return art.w(key) if art.WORDS.has(key) else m.phase.replace("_", " ").capitalize()


def status_text(m: BoardModel, seats_: list[SeatInfo]) -> str:
    """The detail line under the phase: who discards, whom to rob, the open offer."""
    if m.game_over:
        return ""
    owing = [f"{_name(seats_, p.seat)} ({p.discard})" for p in m.players if p.discard]
    if owing:
        return art.w("img-must-discard", owing=", ".join(owing))
    if m.phase == "steal" and m.steal_from:
        return art.w("img-can-rob", names=", ".join(_name(seats_, s) for s in m.steal_from))
    if m.offer is not None:
        o = m.offer
        nothing = art.w("img-nothing")
        gives = " + ".join(art.w(f"count-{r}", n=n) for r, n in o.give) or nothing
        gets = " + ".join(art.w(f"count-{r}", n=n) for r, n in o.get) or nothing
        target = _name(seats_, o.to) if o.to is not None else art.w("img-all")
        return art.w("img-offer", to=target, give=gives, get=gets)
    return ""


# -- player cards -------------------------------------------------------------------------------
def _draw_player_card(img: Image.Image, d: ImageDraw.ImageDraw, m: BoardModel, p: PlayerPublic,
                      seats_: list[SeatInfo]) -> None:
    """Marker, name and points; the public counts; the scenario's row and the awards."""
    x0, y0, x1, y1 = card_box(p.seat, len(m.players))
    active = (p.seat == m.current and not m.game_over) or (m.game_over and p.seat == m.winner)
    if active:  # the gold frame, plus a pointer so it is not told by colour alone
        d.rounded_rectangle((x0, y0, x1, y1), radius=10, outline=ACTIVE, width=4)
        d.polygon([(x0 - 1, y0 + 12), (x0 + 9, y0 + 20), (x0 - 1, y0 + 28)], fill=ACTIVE)
    colour = _colour(seats_, p.seat)
    _seat_marker(img, colour, x0 + 22, y0 + 21, 10)
    vp_label = art.w("img-vp")
    label_w = kit.width(vp_label, TEXT_MIN, True)
    kit.text(d, (x1 - 12, y0 + 22), vp_label, size=TEXT_MIN, bold=True, fill=MUTED,
             anchor="rs")
    vp_x = x1 - 12 - label_w - 5
    kit.text(d, (vp_x, y0 + 22), str(p.vp), size=32, bold=True, fill=INK, anchor="rs")
    tx = x0 + 40
    room = vp_x - kit.width(str(p.vp), 32, True) - 10 - tx
    name = shown_name(seats_, p, m.offer, room)
    kit.text(d, (tx, y0 + 21), kit.fit(name, NAME, room, bold=True), size=NAME,
             bold=True, fill=MUTED if p.resigned else INK, anchor="lm")
    _draw_stats(d, p, x0 + 12, y0 + 51, x1 - 12, roads=m.traders is None)
    ax: float = x0 + 12
    if m.traders is not None:  # gold, baggage, deliveries, then the awards
        ax = tb.draw_card_row(img, d, m.traders, p.seat, ax, y0 + 67, y1 - 6, TEXT_MIN)
    _draw_awards(img, d, m, p, ax, y0 + 67, x1 - 12, y1 - 6)


def _draw_stats(d: ImageDraw.ImageDraw, p: PlayerPublic, x: float, y: float, right: float, *,
                roads: bool = True) -> None:
    """Public counts; more than 7 cards shows red and bold (a 7 would make them discard).
    ``roads``: the road length, which only Longest Road needs (T&B has none)."""
    stats = [
        (art.w("img-stat-cards", n=p.resource_cards), p.resource_cards > 7),
        (art.w("img-stat-dev", n=p.dev_cards), False),
        (art.w("img-stat-knights", n=p.knights), False),
    ]
    if roads:
        stats.append((art.w("img-stat-road", n=p.road_length), False))
    widths = [kit.width(t, TEXT_MIN, alert) for t, alert in stats]
    gaps = len(stats) - 1
    gap = max(6.0, min(16.0, (right - x - sum(widths)) / gaps))
    each = (right - x - gaps * gap) / len(stats)
    for (text, alert), wide in zip(stats, widths, strict=True):
        if x + wide > right:  # long words: every stat gets an equal share
            text, wide = kit.fit(text, TEXT_MIN, int(each), alert), int(each)
        kit.text(d, (x, y), text, size=TEXT_MIN, bold=alert, fill=ALERT if alert else INK,
                 anchor="lm")
        x += wide + gap


def _draw_awards(img: Image.Image, d: ImageDraw.ImageDraw, m: BoardModel, p: PlayerPublic,
                 x: float, y: float, right: float, bottom: float) -> None:
    awards = [kind for kind, seat in (("road", m.longest_road), ("army", m.largest_army))
              if seat == p.seat]
    pills: list[tuple[str, kit.RGB, str | None]] = [
        (art.w("img-longest-road" if kind == "road" else "img-largest-army"), AWARD, kind)
        for kind in awards]
    if p.discard:
        pills.append((art.w("img-discard", n=p.discard), DISCARD_PILL, None))
    if m.game_over and p.vp_cards:
        pills.append((art.w("img-vp-cards", n=p.vp_cards), VP_PILL, None))
    if not pills:
        return
    h = min(28, bottom - y)
    pad, gap = 16, 6
    room = right - x - gap * (len(pills) - 1)
    if sum(kit.width(t, TEXT_MIN, True) + pad for t, _, _ in pills) > room:
        # Two awards in a long language do not fit in words: they become their icon and
        # "+2" (the stats row above names the road and the knights), the rest keep words.
        pills = [("+2", fill, kind) if kind else (text, fill, kind) for text, fill, kind in pills]
    worded = [t for t, _, kind in pills if not kind]
    iconic = sum(h + kit.width("+2", TEXT_MIN, True) + 10 for _, _, kind in pills if kind)
    share = (room - iconic) / max(1, len(worded))
    for text, fill, kind in pills:
        if kind and text == "+2":
            w = h + kit.width(text, TEXT_MIN, True) + 10
            d.rounded_rectangle((x, y, x + w, y + h), radius=h // 2, fill=fill,
                                outline=art.OUTLINE, width=1)
            icon = _award_icon(kind, h - 6)
            img.paste(icon, (round(x + 5), round(y + 3)), icon)
            kit.text(d, (x + w - 8, y + h / 2), text, size=TEXT_MIN, bold=True, fill=INK,
                     anchor="rm")
        else:
            text = kit.fit(text, TEXT_MIN, int(share) - pad, bold=True)
            w = kit.width(text, TEXT_MIN, True) + pad
            d.rounded_rectangle((x, y, x + w, y + h), radius=h // 2, fill=fill,
                                outline=art.OUTLINE, width=1)
            kit.text(d, (x + w / 2, y + h / 2), text, size=TEXT_MIN, bold=True, fill=INK,
                     anchor="mm")
        x += w + gap


@lru_cache(maxsize=8)
def _award_icon(kind: str, size: int) -> Image.Image:
    """Longest Road: a road piece; Largest Army: a sword (drawn 4×)."""
    k = art.SS
    s = size * k
    big = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    if kind == "road":
        d.polygon([(s * 0.1, s * 0.72), (s * 0.72, s * 0.1), (s * 0.9, s * 0.28),
                   (s * 0.28, s * 0.9)], fill=(150, 100, 50), outline=art.OUTLINE, width=k * 2)
    else:
        d.polygon([(s * 0.88, s * 0.12), (s * 0.8, s * 0.36), (s * 0.4, s * 0.76),
                   (s * 0.24, s * 0.6), (s * 0.64, s * 0.2)], fill=(225, 230, 240),
                  outline=art.OUTLINE, width=k * 2)
        d.line((s * 0.16, s * 0.52, s * 0.48, s * 0.84), fill=art.OUTLINE, width=k * 3)
        d.line((s * 0.3, s * 0.7, s * 0.12, s * 0.88), fill=(120, 72, 30), width=k * 4)
    return big.resize((size, size), Image.Resampling.LANCZOS)


# -- bank ---------------------------------------------------------------------------------------
def _draw_footer(img: Image.Image, d: ImageDraw.ImageDraw, m: BoardModel) -> None:
    x0, y0, x1, _ = footer_box()
    bank = art.w("img-bank")
    kit.text(d, (x0 + 12, y0 + 18), bank, size=TEXT_MIN, bold=True, fill=MUTED, anchor="lm")
    if m.dev_deck is not None:
        room = x1 - x0 - 36 - kit.width(bank, TEXT_MIN, True)
        deck = kit.fit(art.w("img-deck", n=m.dev_deck), TEXT_MIN, room, bold=True)
        kit.text(d, (x1 - 12, y0 + 18), deck, size=TEXT_MIN, bold=True, fill=MUTED, anchor="rm")
    step = (x1 - x0 - 24) / max(1, len(m.bank))
    x: float = x0 + 12
    for res, count in m.bank:
        img.paste(_bank_chip(res), (int(x), y0 + 38))
        kit.text(d, (x + 33, y0 + 53), str(count), size=TEXT_MIN, bold=True, fill=INK,
                 anchor="lm")
        x += step


@lru_cache(maxsize=8)
def _bank_chip(resource: str) -> Image.Image:
    """A small resource swatch with its icon (drawn 4× for smooth edges)."""
    s = 28 * art.SS
    big = Image.new("RGB", (s, s), PANEL_BG)
    d = ImageDraw.Draw(big)
    d.rounded_rectangle((0, 0, s - 1, s - 1), radius=s // 5, fill=art.RESOURCE_COLOURS[resource],
                        outline=art.OUTLINE, width=art.SS * 2)
    art.draw_icon(d, resource, s / 2, s / 2, s * 0.72)
    return big.resize((28, 28), Image.Resampling.LANCZOS)


# -- highlights ---------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def _badge(w: int, h: int) -> Image.Image:
    """A label's background: navy pill with a yellow ring (the text is written per render)."""
    k = art.SS
    big = Image.new("RGBA", (w * k, h * k), (0, 0, 0, 0))
    ImageDraw.Draw(big).rounded_rectangle((0, 0, w * k - 1, h * k - 1), radius=h * k // 2,
                                          fill=art.BADGE_INK, outline=art.HIGHLIGHT,
                                          width=3 * k)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def _label(img: Image.Image, d: ImageDraw.ImageDraw, text: str, x: float, y: float,
           size: int) -> None:
    h = size + 10
    w = max(h, kit.width(text, size, True) + 14)
    paste(img, _badge(w, h), x, y)
    kit.text(d, (round(x), round(y)), text, size=size, bold=True, fill=(255, 255, 255),
             anchor="mm")


@lru_cache(maxsize=8)
def _hex_ring(hex_w: int) -> Image.Image:
    r = hex_w / math.sqrt(3)
    box = int(r * 2 + 8)
    big = Image.new("RGBA", (box * art.SS, box * art.SS), (0, 0, 0, 0))
    c = box * art.SS / 2
    ImageDraw.Draw(big).polygon(art.hex_points(c, c, (r - 5) * art.SS), outline=art.HIGHLIGHT,
                                width=round(hex_w * 0.05) * art.SS)
    return big.resize((box, box), Image.Resampling.LANCZOS)


def _draw_highlight(img: Image.Image, d: ImageDraw.ImageDraw, frame: Frame, m: BoardModel,
                    hl: Highlight, size: int) -> None:
    geo = m.layout.geometry
    occupied = {node for node, _, _ in m.buildings}
    w = frame.hex_w
    for h in sorted(x for x in hl.hexes if 0 <= x < geo.num_hexes):
        cx, cy = frame.hex(m.layout, h)
        paste(img, _hex_ring(round(w)), cx, cy)
        _label(img, d, geo.hex_labels[h], cx - w * 0.36, cy + frame.token_dy, size + 2)
    # Sea paths and sea-only corners (Traders & Barbarians) are never spots.
    for e in sorted(x for x in hl.edges
                    if 0 <= x < len(geo.edge_labels) and x not in geo.blocked_edges):
        _label(img, d, geo.edge_labels[e], *tb.edge_label_xy(frame, m.layout, e), size)
    if hl.reach:  # a wagon's destinations: name and cost
        tb.draw_reach(img, d, frame, m, hl, size,
                      TEXT_MIN if frame == BOARD_FRAME else STEP_TEXT_MIN + 4)
    costed = {n for n, _, _ in hl.reach}
    for n in sorted(x for x in hl.nodes if 0 <= x < len(geo.node_labels)
                    and x not in geo.blocked_nodes and x not in costed):
        x, y = frame.node(m.layout, n)
        if n in occupied:  # upgrade choices: keep the settlement visible under its label
            y -= w * 0.3
        _label(img, d, geo.node_labels[n], x, y, size)


def _spots(m: BoardModel, hl: Highlight) -> list[tuple[float, float]]:
    geo = m.layout.geometry
    spots = ([hex_xy(m.layout, h) for h in hl.hexes if 0 <= h < geo.num_hexes]
             + [edge_xy(m.layout, e) for e in hl.edges if 0 <= e < len(geo.edge_labels)]
             + [node_xy(m.layout, n) for n in hl.nodes if 0 <= n < len(geo.node_labels)])
    if hl.reach and m.traders is not None:  # the moving wagon's own spot stays in sight
        spots += [node_xy(m.layout, n) for n in tb.start_nodes(m)]
    return spots


def step_frame(m: BoardModel, hl: Highlight) -> Frame | None:
    """The zoomed frame showing every highlighted spot with a hex of context around them, or
    None when they are spread so wide that zooming would not enlarge them enough."""
    spots = _spots(m, hl)
    if not spots:
        return None
    pad = HEX_W * (1.0 if hl.hexes else 0.75)
    xs, ys = [x for x, _ in spots], [y for _, y in spots]
    x0, x1, y0, y1 = min(xs) - pad, max(xs) + pad, min(ys) - pad, max(ys) + pad
    sw, sh = STEP_SIZE
    zoom = min(ZOOM_MAX, sw / (x1 - x0), sh / (y1 - y0))
    zoom = math.floor(zoom * 4) / 4  # a few sizes only, so tiles and sprites are reused
    if zoom < ZOOM_MIN:
        return None
    # Centre the window on the spots, kept over the map where it can be.
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    ww, wh = sw / zoom, sh / zoom
    mx0, my0, mx1, my1 = MAP_BOX
    cx = min(max(cx, mx0 + ww / 2), mx1 - ww / 2) if mx1 - mx0 > ww else (mx0 + mx1) / 2
    cy = min(max(cy, my0 + wh / 2), my1 - wh / 2) if my1 - my0 > wh else (my0 + my1) / 2
    left, top = round(cx - ww / 2), round(cy - wh / 2)
    return Frame(hex_w=HEX_W * zoom, ox=round((BOARD_FRAME.ox - left) * zoom),
                 oy=round((BOARD_FRAME.oy - top) * zoom), width=sw, height=sh,
                 sea=(0, 0, sw, sh))


# -- public API ---------------------------------------------------------------------------------
def render_board_model(m: BoardModel, seats_: list[SeatInfo], highlight: Highlight | None = None,
                       zoom: bool | None = None) -> Image.Image:
    """The board, or with ``zoom`` (default: a private step's highlight, see
    PUBLIC_LABEL_PHASES) a crop around the highlighted spots (the whole island when they
    spread too wide)."""
    if highlight is not None and _spots(m, highlight) and (
            zoom if zoom is not None else m.phase not in PUBLIC_LABEL_PHASES):
        frame = step_frame(m, highlight)
        size = STEP_TEXT_MIN + 2
        if frame is not None:
            size = min(34, max(STEP_TEXT_MIN + 8, round(frame.hex_w * 0.19)))
        else:
            frame = MAP_FRAME
        img = static_layer(frame, m.layout)
        d = ImageDraw.Draw(img)
        _draw_pieces(img, frame, m, seats_)
        _draw_map_text(d, frame, m.layout)
        tb.draw_map_text(d, frame, m, STEP_TEXT_MIN)
        _draw_highlight(img, d, frame, m, highlight, size)
        return img
    img = static_layer(BOARD_FRAME, m.layout, _panel_boxes(len(m.players)))
    d = ImageDraw.Draw(img)
    _draw_pieces(img, BOARD_FRAME, m, seats_)
    _draw_map_text(d, BOARD_FRAME, m.layout)
    tb.draw_map_text(d, BOARD_FRAME, m, TEXT_MIN)
    _draw_header(img, d, m, seats_)
    for p in m.players:
        _draw_player_card(img, d, m, p, seats_)
    _draw_footer(img, d, m)
    if highlight is not None:
        _draw_highlight(img, d, BOARD_FRAME, m, highlight, TEXT_MIN)
    return img


def render_board(view: Mapping[str, Any], seats: list[SeatInfo],
                 highlight: Mapping[str, Any] | None = None, zoom: bool | None = None) -> bytes:
    """The public board image (PNG). ``highlight`` = {"nodes": [...], "edges": [...],
    "hexes": [...]} (or "cities"): the legal spots of a pending choice, drawn with their
    labels; a private step's highlight (or ``zoom=True``) shows a zoomed crop around them."""
    hl = Highlight.of(highlight) if highlight else None
    m = board_model(view)
    return kit.encode(render_board_model(m, seats, hl, zoom),
                      PALETTE if m.traders is None else TB_PALETTE)


def render_hand(view: Mapping[str, Any], seats: list[SeatInfo], seat: int) -> bytes:
    """A player's private hand image (PNG) from their private view."""
    h = hand_model(view, seat)
    return kit.encode(render_hand_model(h, seats), TB_PALETTE if h.traders else PALETTE)


# -- the palette ----------------------------------------------------------------------------------
def _sample() -> Image.Image:
    """A deterministic representative board: every seat's pieces on the base layout, the
    labels of a choice, the panel; plus a hand, so the learned colours cover both images."""
    from render.catan_sample import sample_board, sample_hand

    board = render_board_model(*sample_board())
    hand = render_hand_model(*sample_hand())
    out = Image.new("RGB", (max(board.width, hand.width), board.height + hand.height))
    out.paste(board, (0, 0))
    out.paste(hand, (0, board.height))
    return out


_EXACT = [*seats.SEAT_COLOURS.values(), INK, MUTED, kit.BACKGROUND, PANEL_BG, art.OUTLINE,
          art.SEA, art.SEA_LINE, art.BEACH, art.TOKEN, art.HOT_RED, art.HIGHLIGHT,
          art.BADGE_INK, ALERT, AWARD, ACTIVE, (255, 255, 255), *art.TERRAIN_COLOURS.values()]
PALETTE = kit.Palette(exact=_EXACT, sample=_sample)


def _sample_tb() -> Image.Image:
    """Traders & Barbarians' representative images: the board, a wagon's zoomed destinations
    and a hand, so the scenario's buildings, goods and barbarians keep their colours."""
    from render.catan_sample import sample_hand, sample_tb_board

    m, seats_, hl = sample_tb_board()
    board = render_board_model(m, seats_)
    step = render_board_model(m, seats_, hl, zoom=True)
    hand, hand_seats = sample_hand()
    hand_img = render_hand_model(replace(hand, traders=True, gold=7), hand_seats)
    out = Image.new("RGB", (max(board.width, step.width, hand_img.width),
                            board.height + step.height + hand_img.height))
    out.paste(board, (0, 0))
    out.paste(step, (0, board.height))
    out.paste(hand_img, (0, board.height + step.height))
    return out


# The scenario's own palette (its colours differ), so base boards keep theirs exactly.
TB_PALETTE = kit.Palette(exact=[*_EXACT, *tb_art.COLOURS], sample=_sample_tb)


def warm() -> None:
    """Learn the palettes once per render worker, at start-up rather than on the first board."""
    PALETTE.image  # noqa: B018 - the property learns and keeps it
    TB_PALETTE.image  # noqa: B018
