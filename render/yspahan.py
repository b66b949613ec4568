"""The Yspahan city image (public) and hand image (private), drawn from games.yspahan's views.

Designed to be read on a phone, where Discord shows the attachment about 600 px wide: the
canvas is 864 px wide and no text is smaller than ``kit.min_size_for(864)`` (20 px, whose
capitals read 9 px tall on the phone); VP, the dice and the pieces are bigger. 864 px is the
widest canvas where 20 px text still does, so the street's squares hold their codes.

The city fills the top, laid out as the board is (``render.yspahan_map``): the central square
with its four streets as arms, the quarters between them — Chest NW, Vase NE, Bag SW, Barrel
SE — each souk a walled block of shops with its VP on a gold badge and its shops numbered as
the menus name them ("Bag 8 · shop 3"). The street's squares carry their codes (W1..W10,
E1..E7, N1..N4, S1..S7), alternate light and dark by the side they serve, and a door on each
shop marks the square that touches it. The caravan and the week/day track sit in the city's
two empty top corners. Below: the dice tower (row 6 on top, as on the tower; each die drawn
with its pips, yellow dice yellow, a taken row greyed and marked with who took it) and a
panel per player (VP, camels, gold, cards, buildings 1–6).

Every piece that belongs to a seat — shop cubes, caravan cubes, the taker of a row, the
panel — is the seat's marker (shape and colour, ``render.seats``), so no seat is told by
colour alone. What does not change within a game (the city, the frames, the words) is a
static layer kept in ``LAYERS``; a render copies it and draws the pieces.

Highlights (``render_board`` keywords, from the table's UI): ``squares`` the Supervisor may
stop on (with the gold each costs, worked out here from the view: the row whose reachable
squares are exactly these), ``shops`` to outline, ``rows`` of the tower to outline, and
``preview`` {square: [shops the Supervisor would hit there]}: the doors lit and the cubes
ringed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.yspahan.board import (
    BUILDINGS,
    CENTER,
    QUARTER_ROW,
    QUARTERS,
    SHOPS,
    SOUK_QUARTER,
    SOUK_VP,
    SOUKS,
    SQUARE_SHOPS,
    SQUARES,
    shop_souk,
)
from games.yspahan.supervisor import destinations
from render import kit
from render import seats as seat_look
from render import yspahan_art as art
from render.common import SeatInfo
from render.yspahan_map import (
    DOORS,
    MAP_H,
    MAP_W,
    SHOP_RECT,
    SQUARE_CELL,
    souk_cells,
)
from table import i18n
from table.i18n import Catalogue

Draw = ImageDraw.ImageDraw
RGB = tuple[int, int, int]
View = dict[str, Any]

WIDTH = 864
MARGIN = 12
SMALL = kit.min_size_for(WIDTH)   # 20: the smallest text, capitals 9 px tall on a phone
BODY = SMALL + 2
TITLE = SMALL + 4
BIG = SMALL + 10                  # VP totals

U = 44                            # one street square
MAP_X = (WIDTH - MAP_W * U) // 2
MAP_Y = 12
MAP_BOTTOM = MAP_Y + MAP_H * U
LOW_Y = MAP_BOTTOM + 14           # the tower and the players
TOWER_X, TOWER_W = MARGIN, 392
PANEL_X = TOWER_X + TOWER_W + 12
PANEL_W = WIDTH - MARGIN - PANEL_X
HEAD_H = 38
ROW_H = 42
PLAYER_H = 64
CUBE_R = 17                       # a cube in a shop: the seat's marker
SMALL_CUBE_R = 11                 # in the caravan, on a taken row
SECTION_H = 29                    # a section of the caravan

PAPER = kit.BACKGROUND
INK = kit.INK
MUTED = kit.MUTED
WHITE: RGB = (255, 255, 255)
GROUND: RGB = (232, 218, 188)
GROUND_EDGE: RGB = (176, 150, 105)
STREET_LIGHT: RGB = (250, 243, 226)
STREET_DARK: RGB = (212, 194, 160)
STREET_BOTH: RGB = (231, 218, 192)
STREET_EDGE: RGB = (160, 136, 96)
DOOR: RGB = (96, 58, 24)
FOUNTAIN: RGB = (120, 180, 220)
PANEL_BG: RGB = (253, 250, 242)   # off white's colour box, so white pieces stay white
PANEL_EDGE: RGB = (214, 200, 172)
TAKEN_BG: RGB = (226, 222, 214)
ACCENT: RGB = (222, 0, 120)        # what the player may choose now
ACCENT_SOFT: RGB = (255, 226, 240)
NOW_EDGE: RGB = (184, 98, 20)      # the player(s) to act
BADGE: RGB = (250, 214, 90)
BADGE_EDGE: RGB = (150, 105, 10)
SECTION_BG: RGB = (245, 232, 205)

# Each quarter: (shop fill, souk wall); the tints are pale so every marker reads on them.
QUARTER_LOOK: dict[str, tuple[RGB, RGB]] = {
    "BAG": ((246, 224, 160), (150, 112, 30)),
    "BARREL": ((236, 196, 168), (140, 76, 40)),
    "CHEST": ((196, 222, 190), (60, 110, 66)),
    "VASE": ((198, 214, 238), (54, 86, 150)),
}

# The words on the image come from Yspahan's catalogue, in the language of the context
# (the table sets the server's language; the render worker runs the job in it).
WORDS = Catalogue("yspahan")  # the game's words, as its GameKind registered them

# One layer per (language, player count, ruleset): a few per bot, ~2.8 MB each.
LAYERS = kit.LayerCache(hot_bytes=8 << 20, cold_bytes=4 << 20)


def w(key: str, **params: Any) -> str:
    return WORDS.format(key, params)


def _seat(seats: Sequence[SeatInfo], i: int) -> SeatInfo:
    return seats[i] if 0 <= i < len(seats) else SeatInfo(w("img-player", n=i + 1), "white")


def _colour(seat: SeatInfo) -> str:
    return seat.colour if seat.colour in seat_look.SEAT_COLOURS else "white"


def _marker(d: Draw, centre: tuple[float, float], r: int, seat: SeatInfo) -> None:
    """A seat's piece: its shape in its colour, outlined in ink (every ground here is light,
    so the ink outline is what sets a white or pale piece off its shop)."""
    seat_look.draw_marker(d, (round(centre[0]), round(centre[1])), r, _colour(seat),
                          outline=INK)


# -- geometry --------------------------------------------------------------------------------
def px(x: float, y: float) -> tuple[int, int]:
    """Map units to pixels."""
    return round(MAP_X + x * U), round(MAP_Y + y * U)


def shop_box(shop: str) -> tuple[int, int, int, int]:
    x0, y0, x1, y1 = SHOP_RECT[shop]
    a, b = px(x0, y0)
    c, e = px(x1, y1)
    return a, b, c, e


def shop_centre(shop: str) -> tuple[int, int]:
    x0, y0, x1, y1 = shop_box(shop)
    return (x0 + x1) // 2, (y0 + y1) // 2


def square_box(square: str) -> tuple[int, int, int, int]:
    cx, cy = SQUARE_CELL[square]
    a, b = px(cx, cy)
    return a, b, a + U, b + U


CARAVAN_BOX = (*px(0, 0), px(4, 3)[0] - 6, px(4, 3)[1] - 8)
WEEK_BOX = (px(15, 0)[0] + 6, px(15, 0)[1], *px(19, 3))
QUARTER_LABEL: dict[str, tuple[float, float, float, float]] = {
    # free ground in each quarter for its name: (x0, y0, x1, y1) in map units
    "CHEST": (4, 0, 8, 1), "VASE": (11, 0, 15, 1), "BAG": (4, 13, 10, 14),
    "BARREL": (17, 8, 19, 12),
}


@dataclass(frozen=True)
class Layout:
    """Everything the static layer depends on (also its cache key, with the language)."""

    players: int
    ruleset: str
    entry_vp: tuple[int, ...]
    per_section: int
    building_vp: tuple[int, ...]

    @staticmethod
    def of(view: View) -> Layout:
        caravan = view["caravan"]
        return Layout(view["players_count"], view["ruleset"], tuple(caravan["entry_vp"]),
                      caravan["per_section"], tuple(view.get("building_vp") or ()))

    @property
    def panel_h(self) -> int:
        return HEAD_H + self.players * PLAYER_H + 8

    @property
    def tower_h(self) -> int:
        return HEAD_H + 6 * ROW_H + 8

    @property
    def height(self) -> int:
        return LOW_Y + max(self.panel_h, self.tower_h) + MARGIN


def tower_row_top(number: int) -> int:
    """Row 6 is on top, as on the tower."""
    return LOW_Y + HEAD_H + (6 - number) * ROW_H


def player_top(seat: int) -> int:
    return LOW_Y + HEAD_H + seat * PLAYER_H


# -- the static layer ------------------------------------------------------------------------
def _layer(lay: Layout, locale: str) -> Image.Image:
    image = Image.new("RGB", (WIDTH, lay.height), PAPER)
    d = ImageDraw.Draw(image)
    _city(d)
    _caravan_frame(d, lay)
    _week_frame(d)
    _tower_frame(d, lay)
    _panel_frame(d, lay)
    return image


def _city(d: Draw) -> None:
    d.rounded_rectangle((MAP_X - 4, MAP_Y - 4, MAP_X + MAP_W * U + 4, MAP_BOTTOM + 4),
                        radius=12, fill=GROUND, outline=GROUND_EDGE, width=2)
    for souk in SOUKS:
        _souk(d, souk)
    for quarter in QUARTERS:
        _quarter_label(d, quarter)
    for square in SQUARES:
        _street_square(d, square)


def _souk(d: Draw, souk: str) -> None:
    fill, wall = QUARTER_LOOK[SOUK_QUARTER[souk]]
    shops = souk_cells(souk)
    cells: set[tuple[int, int]] = set()
    for shop in shops:
        x0, y0, x1, y1 = (int(v) for v in SHOP_RECT[shop])
        cells |= {(x, y) for x in range(x0, x1) for y in range(y0, y1)}
        d.rectangle(shop_box(shop), fill=fill)
    for shop in shops:  # thin lines between the shops of one souk
        d.rectangle(shop_box(shop), outline=_mix(wall, fill, 0.55), width=1)
    # The souk's wall: a strip inside every cell edge that borders something else, and the
    # inner corners of L-shapes filled so the wall runs round them.
    t = 4
    for x, y in cells:
        a, b = px(x, y)
        if (x, y - 1) not in cells:
            d.rectangle((a, b, a + U - 1, b + t - 1), fill=wall)
        if (x, y + 1) not in cells:
            d.rectangle((a, b + U - t, a + U - 1, b + U - 1), fill=wall)
        if (x - 1, y) not in cells:
            d.rectangle((a, b, a + t - 1, b + U - 1), fill=wall)
        if (x + 1, y) not in cells:
            d.rectangle((a + U - t, b, a + U - 1, b + U - 1), fill=wall)
        for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
            if (x + dx, y) in cells and (x, y + dy) in cells and (x + dx, y + dy) not in cells:
                cx = a if dx < 0 else a + U - t
                cy = b if dy < 0 else b + U - t
                d.rectangle((cx, cy, cx + t - 1, cy + t - 1), fill=wall)
    badge_shop, corner = _badge_place(souk)
    for shop in shops:
        _, index = shop_souk(shop)
        x0, y0, x1, y1 = shop_box(shop)
        at_left = not (shop == badge_shop and corner[0] < 0 and corner[1] < 0)
        nx = x0 + 8 if at_left else x1 - 8
        kit.text(d, (nx, y0 + 6), str(index + 1), size=SMALL, fill=_mix(wall, INK, 0.4),
                 anchor="lt" if at_left else "rt")
    bx, by = _badge_xy(badge_shop, corner)
    r = 17
    d.ellipse((bx - r, by - r, bx + r, by + r), fill=BADGE, outline=BADGE_EDGE, width=2)
    kit.text(d, (bx, by + 1), str(SOUK_VP[souk]), size=BODY, bold=True, anchor="mm")


def _badge_place(souk: str) -> tuple[str, tuple[int, int]]:
    """The souk's VP badge goes in the corner of a full-size shop farthest from the centre
    of the city (never on a half shop, where the cube needs the room)."""
    cx, cy = px(SQUARE_CELL[CENTER][0] + 0.5, SQUARE_CELL[CENTER][1] + 0.5)
    best: tuple[float, str, tuple[int, int]] | None = None
    for shop in souk_cells(souk):
        x0, y0, x1, y1 = SHOP_RECT[shop]
        if x1 - x0 < 2 or y1 - y0 < 2:
            continue
        for sx in (-1, 1):
            for sy in (-1, 1):
                bx, by = _badge_xy(shop, (sx, sy))
                far = (bx - cx) ** 2 + (by - cy) ** 2
                if best is None or far > best[0]:
                    best = (far, shop, (sx, sy))
    assert best is not None
    return best[1], best[2]


def _badge_xy(shop: str, corner: tuple[int, int]) -> tuple[int, int]:
    x0, y0, x1, y1 = shop_box(shop)
    inset = 23
    return (x0 + inset if corner[0] < 0 else x1 - inset,
            y0 + inset if corner[1] < 0 else y1 - inset)


def _quarter_label(d: Draw, quarter: str) -> None:
    fill, wall = QUARTER_LOOK[quarter]
    x0, y0, x1, y1 = QUARTER_LABEL[quarter]
    a, b = px(x0, y0)
    c, e = px(x1, y1)
    name = w(f"img-quarter-{quarter}")
    if c - a >= e - b:  # a wide box: the goods, then the name
        mid = (b + e) // 2
        art.GOODS[quarter](d, a + 18, mid, 13, fill, wall)
        kit.text(d, (a + 38, mid), kit.fit(name, BODY, c - a - 44, True), size=BODY, bold=True,
                 fill=wall, anchor="lm")
    else:  # a tall box: the goods over the name
        mid = (a + c) // 2
        art.GOODS[quarter](d, mid, b + 26, 16, fill, wall)
        kit.text(d, (mid, b + 52), kit.fit(name, BODY, c - a - 6, True), size=BODY,
                 bold=True, fill=wall, anchor="mt")


def _street_square(d: Draw, square: str) -> None:
    x0, y0, x1, y1 = square_box(square)
    if square == CENTER:
        d.rectangle((x0, y0, x1, y1), fill=STREET_LIGHT, outline=STREET_EDGE)
        r = U // 2 - 7
        cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=FOUNTAIN, outline=STREET_EDGE, width=2)
        kit.text(d, (cx, cy + 1), "C", size=SMALL, bold=True, fill=INK, anchor="mm")
        return
    sides = {_side(square, shop) for shop in SQUARE_SHOPS[square]}
    fill = STREET_BOTH if len(sides) > 1 else (
        STREET_LIGHT if sides <= {"N", "W"} else STREET_DARK)
    d.rectangle((x0, y0, x1, y1), fill=fill, outline=STREET_EDGE)
    kit.text(d, ((x0 + x1) // 2, (y0 + y1) // 2 + 1), square, size=SMALL, fill=INK,
             anchor="mm")
    for _shop, edge in DOORS[square]:
        _door(d, edge, DOOR, 6)


def _side(square: str, shop: str) -> str:
    """Which side of the street ``shop`` lies on as seen from ``square``."""
    sx, sy = SQUARE_CELL[square]
    x0, y0, x1, y1 = SHOP_RECT[shop]
    if y1 <= sy:
        return "N"
    if y0 >= sy + 1:
        return "S"
    return "W" if x1 <= sx else "E"


def _door(d: Draw, edge: tuple[float, float, float, float], colour: RGB, t: int) -> None:
    """A door: a bar along the edge a square shares with the shop it touches."""
    x0, y0 = px(edge[0], edge[1])
    x1, y1 = px(edge[2], edge[3])
    if x0 == x1:
        pad = (y1 - y0) // 5
        d.rectangle((x0 - t // 2, y0 + pad, x0 + t // 2, y1 - pad), fill=colour)
    else:
        pad = (x1 - x0) // 5
        d.rectangle((x0 + pad, y0 - t // 2, x1 - pad, y0 + t // 2), fill=colour)


def _caravan_frame(d: Draw, lay: Layout) -> None:
    x0, y0, x1, y1 = CARAVAN_BOX
    d.rounded_rectangle(CARAVAN_BOX, radius=10, fill=PANEL_BG, outline=PANEL_EDGE, width=2)
    art.camel(d, x0 + 20, y0 + 17, 11)
    kit.text(d, (x0 + 38, y0 + 17), kit.fit(w("img-caravan"), SMALL, x1 - x0 - 46, True),
             size=SMALL, bold=True, anchor="lm")
    for sec in range(3):
        top = y0 + 34 + sec * SECTION_H
        d.rounded_rectangle((x0 + 6, top, x1 - 6, top + SECTION_H - 3), radius=6,
                            fill=SECTION_BG)
        vp = lay.entry_vp[sec]
        label = f"+{vp}"
        mid = top + (SECTION_H - 3) // 2
        kit.text(d, (x0 + 10, mid), label, size=SMALL, bold=True, anchor="lm")
        art.star(d, x0 + 18 + kit.width(label, SMALL, True), mid, 7)
        for k in range(lay.per_section):
            cx, cy = _caravan_slot(lay, sec, k)
            d.ellipse((cx - 12, cy - 12, cx + 12, cy + 12), outline=PANEL_EDGE, width=2,
                      fill=PANEL_BG)


def _caravan_slot(lay: Layout, section: int, k: int) -> tuple[int, int]:
    x0, y0, x1, _ = CARAVAN_BOX
    left = x0 + 50
    step = min(30, (x1 - 8 - left) // max(lay.per_section, 1))
    return left + step // 2 + k * step, y0 + 34 + section * SECTION_H + (SECTION_H - 3) // 2


def _week_frame(d: Draw) -> None:
    d.rounded_rectangle(WEEK_BOX, radius=10, fill=PANEL_BG, outline=PANEL_EDGE, width=2)


def _week_dot(week: int, day: int) -> tuple[int, int]:
    x0, y0, x1, _ = WEEK_BOX
    step = (x1 - x0 - 16) // 7
    return x0 + 8 + step // 2 + (day - 1) * step, y0 + 62 + (week - 1) * 23


def _tower_frame(d: Draw, lay: Layout) -> None:
    box = (TOWER_X, LOW_Y, TOWER_X + TOWER_W, LOW_Y + lay.tower_h)
    d.rounded_rectangle(box, radius=10, fill=PANEL_BG, outline=PANEL_EDGE, width=2)
    kit.text(d, (TOWER_X + 12, LOW_Y + HEAD_H // 2 + 1), kit.fit(w("img-tower"), TITLE, 200,
             True), size=TITLE, bold=True, anchor="lm")
    for number in range(1, 7):
        top = tower_row_top(number)
        if number < 6:
            d.line((TOWER_X + 8, top + ROW_H, TOWER_X + TOWER_W - 8, top + ROW_H),
                   fill=PANEL_EDGE, width=1)
        mid = top + ROW_H // 2
        kit.text(d, (TOWER_X + 14, mid), str(number), size=SMALL, bold=True, fill=MUTED,
                 anchor="lm")
        _row_icon(d, number, TOWER_X + 42, mid)
        kit.text(d, (TOWER_X + 62, mid), kit.fit(_row_word(number), SMALL, 92, True),
                 size=SMALL, bold=True, anchor="lm")


def _row_word(number: int) -> str:
    if number == 1:
        return w("img-row-camels")
    if number == 6:
        return w("img-row-gold")
    quarter = next(q for q in QUARTERS if QUARTER_ROW[q] == number)
    return w(f"img-quarter-{quarter}")


def _row_icon(d: Draw, number: int, cx: int, cy: int) -> None:
    if number == 1:
        art.camel(d, cx, cy, 12)
    elif number == 6:
        art.coin(d, cx, cy, 11)
    else:
        quarter = next(q for q in QUARTERS if QUARTER_ROW[q] == number)
        fill, wall = QUARTER_LOOK[quarter]
        art.GOODS[quarter](d, cx, cy, 12, fill, wall)


def _panel_frame(d: Draw, lay: Layout) -> None:
    box = (PANEL_X, LOW_Y, PANEL_X + PANEL_W, LOW_Y + lay.panel_h)
    d.rounded_rectangle(box, radius=10, fill=PANEL_BG, outline=PANEL_EDGE, width=2)
    for seat in range(lay.players):
        top = player_top(seat)
        if seat:
            d.line((PANEL_X + 8, top, PANEL_X + PANEL_W - 8, top), fill=PANEL_EDGE, width=1)
        # What every row shows whatever the numbers: the icons, the six building boxes.
        line2 = top + 47
        x = PANEL_X + 44
        art.camel(d, x + 10, line2, 10)
        art.coin(d, x + 74, line2, 9)
        art.card(d, x + 138, line2, 9)
        for k in range(len(BUILDINGS)):
            bx = _building_x(k)
            d.rounded_rectangle((bx, line2 - 12, bx + BUILDING_W, line2 + 12), radius=4,
                                outline=PANEL_EDGE, width=2)
            kit.text(d, (bx + BUILDING_W // 2 + 1, line2 + 1), str(k + 1), size=SMALL,
                     fill=MUTED, anchor="mm")


BUILDING_W = 24


def _building_x(k: int) -> int:
    return PANEL_X + PANEL_W - 8 - 6 * (BUILDING_W + 3) + k * (BUILDING_W + 3)


# -- what moves --------------------------------------------------------------------------------
def draw_board(view: View, seats: Sequence[SeatInfo], *, squares: Sequence[str] = (),
               shops: Sequence[str] = (), rows: Sequence[str] = (),
               preview: Mapping[str, Sequence[str]] | None = None) -> Image.Image:
    """The public city as an image (what ``render_board`` encodes)."""
    lay = Layout.of(view)
    locale = i18n.current()
    image = LAYERS.get((locale, lay), lambda: _layer(lay, locale)).copy()
    d = ImageDraw.Draw(image)
    _highlight_squares(d, view, squares)
    _preview_doors(d, preview or {})
    _cubes(d, view, seats, set(shops), preview or {})
    _supervisor(d, view)
    _square_costs(d, view, squares)
    _caravan(d, view, seats, lay)
    _week(d, view)
    _placing(d, view, seats)
    _tower(image, d, view, seats, set(rows))
    _players(d, view, seats, lay)
    return image


def _highlight_squares(d: Draw, view: View, squares: Iterable[str]) -> None:
    for square in squares:
        if square not in SQUARE_CELL:
            continue
        x0, y0, x1, y1 = square_box(square)
        d.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=ACCENT, width=4)


def _square_costs(d: Draw, view: View, squares: Sequence[str]) -> None:
    """The gold a stop costs, on a coin at the square's corner (free stops show none)."""
    for square, gold in supervisor_costs(view, squares).items():
        if gold <= 0:
            continue
        x0, y0, x1, _ = square_box(square)
        cx, cy = x1 - 4, y0 + 4
        art.coin(d, cx, cy, 12)
        kit.text(d, (cx, cy + 1), str(gold), size=SMALL, bold=True, anchor="mm")


def supervisor_costs(view: View, squares: Sequence[str]) -> dict[str, int]:
    """``{square: gold}`` for the offered stops. The table names the squares but not the row,
    so the row is the untaken one whose reachable squares (for the player to move, with their
    gold and building 3) are exactly these — else any that includes them all; a stop that
    such rows would price differently gets no price."""
    wanted = [s for s in squares if s in SQUARE_CELL]
    mover = view.get("current")
    if not wanted or mover is None or view.get("phase") == "over":
        return {}
    player = view["players"][mover]
    found: list[dict[str, tuple[int, int]]] = []
    for row in view["tower"]:
        dice = row["white"] + (row["yellow"] if mover == view["start"] else 0)
        if row["face"] is None or row["taken_by"] is not None or dice <= 0:
            continue
        reach = destinations(view["supervisor"], row["face"], player["gold"],
                             "building3" in player["buildings"], view["ruleset"])
        if all(s in reach for s in wanted):
            found.append(reach)
    exact = [reach for reach in found if set(reach) == set(wanted)]
    found = exact or found  # the table offers one row's stops: all of them, as a rule
    if not found:
        return {}
    out: dict[str, int] = {}
    for s in wanted:
        prices = {reach[s][1] for reach in found}
        if len(prices) == 1:
            out[s] = prices.pop()
    return out


def _preview_doors(d: Draw, preview: Mapping[str, Sequence[str]]) -> None:
    for square, hit in preview.items():
        for shop, edge in DOORS.get(square, ()):
            if shop in hit:
                _door(d, edge, ACCENT, 8)


def _cubes(d: Draw, view: View, seats: Sequence[SeatInfo], outlined: set[str],
           preview: Mapping[str, Sequence[str]]) -> None:
    hit = {shop for shops in preview.values() for shop in shops}
    pending = view.get("pending") or {}
    decided = {c["shop"] for c in pending.get("cubes", []) if c.get("decided")}
    for shop in outlined:
        if shop in SHOP_RECT:
            x0, y0, x1, y1 = shop_box(shop)
            d.rectangle((x0 + 5, y0 + 5, x1 - 5, y1 - 5), outline=ACCENT, width=4)
    for souk, owners in view["souks"].items():
        for index, owner in enumerate(owners):
            shop = f"{souk}.{index}"
            if shop not in SHOP_RECT:
                continue
            cx, cy = shop_centre(shop)
            if shop in hit:
                r = CUBE_R + 6
                d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ACCENT, width=4)
            if owner is None:
                continue
            _marker(d, (cx, cy), CUBE_R, _seat(seats, owner))
            if shop in decided:
                art.check(d, cx + CUBE_R - 4, cy - CUBE_R - 8, 18, INK)
    for souk in SOUKS:  # a full souk: a check by its badge (it scores at the week's end)
        owners = view["souks"].get(souk, [])
        if owners and all(o is not None for o in owners) and len(set(owners)) == 1:
            shop, corner = _badge_place(souk)
            bx, by = _badge_xy(shop, corner)
            d.ellipse((bx - 18, by - 18, bx + 18, by + 18), outline=INK, width=3)


def _supervisor(d: Draw, view: View) -> None:
    square = view.get("supervisor")
    if square not in SQUARE_CELL:
        return
    x0, y0, x1, y1 = square_box(square)
    art.pawn(d, (x0 + x1) / 2, (y0 + y1) / 2, U // 2 - 4)


def _caravan(d: Draw, view: View, seats: Sequence[SeatInfo], lay: Layout) -> None:
    for i, owner in enumerate(view["caravan"]["spaces"]):
        section, k = divmod(i, lay.per_section)
        if section > 2:
            break
        _marker(d, _caravan_slot(lay, section, k), SMALL_CUBE_R, _seat(seats, owner))


def _week(d: Draw, view: View) -> None:
    x0, y0, x1, y1 = WEEK_BOX
    if view["phase"] == "over":
        title = w("img-over")
    else:
        title = w("img-week-day", week=view["week"], day=view["day"])
    room = x1 - x0 - 12
    lines = [title] if kit.width(title, SMALL, True) <= room or " · " not in title else \
        title.replace(" · ", " ·\n", 1).split("\n")
    lines = [kit.fit(line, SMALL, room, True) for line in lines]
    top = y0 + 25 - (len(lines) - 1) * 11
    for k, line in enumerate(lines):  # one line, or two when the words need them
        kit.text(d, ((x0 + x1) // 2, top + k * 22), line, size=SMALL, bold=True, anchor="mm")
    today = view["day_number"] if view["phase"] != "over" else view["days"] + 1
    for week in (1, 2, 3):
        for day in range(1, 8):
            n = (week - 1) * 7 + day
            cx, cy = _week_dot(week, day)
            r = 8 if day < 7 else 9
            if n < today:
                d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=PANEL_EDGE)
            elif n == today:
                r += 2
                d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=NOW_EDGE, outline=INK)
            else:
                d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=GROUND_EDGE, width=2)
            if day == 7:  # the week's scoring
                art.star(d, cx, cy, 5, fill=BADGE, edge=BADGE_EDGE)


def _placing(d: Draw, view: View, seats: Sequence[SeatInfo]) -> None:
    """While a player places a row's cubes: a tag by the quarter's name with their marker and
    how many are left (the words too where the quarter's free ground has room)."""
    cubes = view.get("cubes")
    if not cubes or view.get("current") is None or cubes.get("quarter") not in QUARTER_LABEL:
        return
    x0, y0, x1, y1 = QUARTER_LABEL[cubes["quarter"]]
    a, b = px(x0, y0)
    c, e = px(x1, y1)
    count = f"×{cubes['left']}"
    words = w("img-to-place", n=cubes["left"])
    wide = c - a >= e - b
    if wide:
        name_w = kit.width(w(f"img-quarter-{cubes['quarter']}"), BODY, True)
        left = min(a + 38 + name_w + 12, c - 70)
        top = (b + e) // 2 - 15
        room = c - left - 36
        text = words if kit.width(words, SMALL, True) <= room else count
    else:
        left, top, text = a + 6, b + 84, count
    right = left + 34 + kit.width(text, SMALL, True)
    d.rounded_rectangle((left, top, right, top + 30), radius=8, fill=ACCENT_SOFT, outline=ACCENT,
                        width=2)
    _marker(d, (left + 16, top + 15), 10, _seat(seats, view["current"]))
    kit.text(d, (left + 30, top + 15), text, size=SMALL, bold=True, anchor="lm")


@lru_cache(maxsize=64)
def _die(face: int, size: int, yellow: bool) -> Image.Image:
    """A die drawn once per face, size and colour, then pasted (a row holds up to 12)."""
    image = Image.new("RGBA", (size + 1, size + 1), (0, 0, 0, 0))
    art.die(ImageDraw.Draw(image), 0, 0, size, face, yellow=yellow)
    return image


def _tower(image: Image.Image, d: Draw, view: View, seats: Sequence[SeatInfo],
           outlined: set[str]) -> None:
    bought = view.get("yellow_bought") or 0
    if bought and view["step"] == "roll" and view["phase"] != "over":
        x = TOWER_X + TOWER_W - 14
        for _ in range(bought):
            x -= 26
            art.die(d, x, LOW_Y + 7, 22, None, yellow=True)
    for row in view["tower"]:
        number = row["number"]
        top = tower_row_top(number)
        left, right = TOWER_X + 162, TOWER_X + TOWER_W - 40
        taken = row["taken_by"]
        if taken is not None:
            d.rectangle((left - 6, top + 3, TOWER_X + TOWER_W - 6, top + ROW_H - 3),
                        fill=TAKEN_BG)
        if row["face"] is not None:
            dice = [False] * row["white"] + [True] * row["yellow"]
            step = min(28, (right - left) // max(len(dice), 1))
            size = min(24, step - 3)
            y = top + (ROW_H - size) // 2
            for k, yellow in enumerate(dice):
                die = _die(row["face"], size, yellow)
                image.paste(die, (left + k * step, y), die)
        if taken is not None:
            mid = top + ROW_H // 2
            d.line((left - 2, mid, right, mid), fill=MUTED, width=2)
            _marker(d, (TOWER_X + TOWER_W - 24, mid), SMALL_CUBE_R + 1, _seat(seats, taken))
        if row["row"] in outlined:
            d.rounded_rectangle((TOWER_X + 4, top + 1, TOWER_X + TOWER_W - 4, top + ROW_H - 1),
                                radius=6, outline=ACCENT, width=4)


def _players(d: Draw, view: View, seats: Sequence[SeatInfo], lay: Layout) -> None:
    over = view["phase"] == "over"
    result = view.get("result") or {}
    winners = set(result.get("winners", []))
    if over:
        names = ", ".join(_seat(seats, s).name for s in sorted(winners))
        head = w("img-won", count=len(winners), names=names)
        art.crown(d, PANEL_X + 22, LOW_Y + HEAD_H // 2 + 1, 11)
        kit.text(d, (PANEL_X + 40, LOW_Y + HEAD_H // 2 + 1),
                 kit.fit(head, TITLE, PANEL_W - 52, True), size=TITLE, bold=True,
                 anchor="lm")
    else:
        deck = w("img-deck", deck=view["deck"], discard=len(view["discard"]))
        deck = kit.fit(deck, SMALL, PANEL_W // 2, False)
        right = PANEL_X + PANEL_W - 12
        kit.text(d, (right, LOW_Y + HEAD_H // 2 + 1), deck, size=SMALL, fill=MUTED, anchor="rm")
        art.card(d, right - kit.width(deck, SMALL) - 14, LOW_Y + HEAD_H // 2 + 1, 9)
        room = PANEL_W - 60 - kit.width(deck, SMALL)
        kit.text(d, (PANEL_X + 12, LOW_Y + HEAD_H // 2 + 1),
                 kit.fit(w("img-players"), TITLE, room, True), size=TITLE, bold=True,
                 anchor="lm")
    to_act = set(view.get("to_act") or [])
    ranking = result.get("ranking", [])
    for player in view["players"]:
        seat = player["seat"]
        _player(d, view, _seat(seats, seat), player, player_top(seat), seat in to_act,
                seat in winners, ranking.index(seat) + 1 if seat in ranking else 0)


def _player(d: Draw, view: View, seat: SeatInfo, player: dict[str, Any], top: int,
            acting: bool, winner: bool, rank: int) -> None:
    left, right = PANEL_X + 6, PANEL_X + PANEL_W - 6
    if acting:  # an outline only: the row's icons are under it, in the static layer
        d.rounded_rectangle((left, top + 3, right, top + PLAYER_H - 3), radius=8,
                            outline=NOW_EDGE, width=3)
    ink = MUTED if player["resigned"] else INK
    line1, line2 = top + 20, top + 47
    _marker(d, (left + 20, line1), 14, seat)
    vp = str(player["vp"])
    vp_w = kit.width(vp, BIG, True)
    kit.text(d, (right - 10, line1 + 1), vp, size=BIG, bold=True, fill=ink, anchor="rm")
    art.star(d, right - 24 - vp_w, line1, 11)
    name_x = left + 42
    name_room = right - 44 - vp_w - name_x
    badges: list[str] = []
    if player["resigned"]:
        badges.append(w("img-resigned"))
    elif winner:
        badges.append(w("img-winner"))
    elif rank:
        badges.append(w("img-rank", rank=rank))
    start = view["phase"] != "over" and player["seat"] == view["start"]
    extra = sum(kit.width(b, SMALL) + 10 for b in badges) + (28 if start else 0)
    name = kit.fit(seat.name, BODY, max(60, name_room - extra), True)
    kit.text(d, (name_x, line1), name, size=BODY, bold=True, fill=ink, anchor="lm")
    x = name_x + kit.width(name, BODY, True) + 10
    if start:  # the start player's pawn (black, as the game's)
        art.pawn(d, x + 8, line1, 10, fill=INK, edge=INK)
        x += 28
    for badge in badges:
        colour = NOW_EDGE if winner else MUTED
        if winner:
            art.crown(d, x + 9, line1, 9)
            x += 22
        kit.text(d, (x, line1), badge, size=SMALL, fill=colour, bold=winner, anchor="lm")
        x += kit.width(badge, SMALL, winner) + 10
    x = PANEL_X + 44  # the icons are in the static layer (``_panel_frame``)
    kit.text(d, (x + 24, line2), str(player["camels"]), size=BODY, bold=True, anchor="lm")
    kit.text(d, (x + 88, line2), str(player["gold"]), size=BODY, bold=True, anchor="lm")
    kit.text(d, (x + 152, line2), str(player["cards"]), size=BODY, bold=True, anchor="lm")
    owned = set(player["buildings"])
    for k, building in enumerate(BUILDINGS):
        if building in owned:
            bx = _building_x(k)
            d.rounded_rectangle((bx, line2 - 12, bx + BUILDING_W, line2 + 12), radius=4,
                                fill=INK)
            kit.text(d, (bx + BUILDING_W // 2 + 1, line2 + 1), str(k + 1), size=SMALL,
                     bold=True, fill=WHITE, anchor="mm")


def _mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


# -- entry points ------------------------------------------------------------------------------
def render_board(view: View, seats: list[SeatInfo], *, squares: Sequence[str] = (),
                 shops: Sequence[str] = (), rows: Sequence[str] = (),
                 preview: Mapping[str, Sequence[str]] | None = None) -> bytes:
    """The public city image as PNG bytes (``view`` is ``ENGINE.view(state, None)``)."""
    image = draw_board(view, seats, squares=squares, shops=shops, rows=rows, preview=preview)
    return kit.encode(image, PALETTE)


def render_hand(view: View, seats: list[SeatInfo], seat: int) -> bytes:
    """The private hand image of ``seat`` (``view`` is ``ENGINE.view(state, seat)``)."""
    from render.yspahan_hand import draw_hand

    return kit.encode(draw_hand(view, seats, seat), PALETTE)


# -- the palette -----------------------------------------------------------------------------
def sample_view() -> View:
    """A hand-made public view of a 4-player game in week 2 (the palette's sample)."""
    souks: dict[str, list[int | None]] = {}
    for k, souk in enumerate(SOUKS):
        n = sum(1 for s in SHOPS if s.startswith(souk + "."))
        souks[souk] = [(k % 4) if i < (k % 3) + 1 else None for i in range(n)]
    tower = []
    for number, (face, white, yellow, taken) in enumerate(
            ((1, 2, 0, 0), (2, 3, 1, None), (3, 1, 0, 2), (4, 0, 0, None), (5, 2, 1, None),
             (6, 1, 0, None)), start=1):
        tower.append({"row": f"row{number}", "number": number,
                      "use": "camels" if number == 1 else "gold" if number == 6 else "q",
                      "face": face if white or yellow else None, "white": white,
                      "yellow": yellow, "taken_by": taken})
    return {
        "game": "yspahan", "ruleset": "seed", "players_count": 4, "phase": "play", "week": 2,
        "day": 3, "day_number": 10, "days": 21, "step": "act", "start": 1, "order": [1, 2, 3, 0],
        "turn_index": 2, "current": 3, "to_act": [3], "yellow_bought": 2,
        "dice": {"white": [1, 1, 2, 2, 2, 3, 5, 5, 6], "yellow": [2, 5]}, "tower": tower,
        "souks": souks, "supervisor": "W3",
        "caravan": {"spaces": [0, 1, 2, 3, 1, 2], "capacity": 12, "per_section": 4,
                    "sections": 3, "entry_vp": [1, 2, 3]},
        "deck": 9, "discard": ["card_a", "card_c"],
        "players": [{"seat": i, "vp": 10 + 7 * i, "camels": i + 1, "gold": 3 + i,
                     "buildings": [f"building{b}" for b in range(1, i + 2)], "cards": i,
                     "resigned": False} for i in range(4)],
        "turn": {"used": False, "built": False}, "cubes": None, "pending": None,
        "building_vp": [0, 5, 5, 5, 5, 10], "ended_by": None, "result": None,
    }


def _sample() -> Image.Image:
    view = sample_view()
    return draw_board(view, [SeatInfo(f"Merchant {c}", c) for c in
                             ("red", "blue", "orange", "green")],
                      squares=["W8", "E5", "N2", "S5"], shops=["BAG_A.3"], rows=["row2"],
                      preview={"W8": ["CHEST_A.1"]})


PALETTE = kit.Palette(
    exact=[*seat_look.SEAT_COLOURS.values(), INK, MUTED, PAPER, WHITE, GROUND, GROUND_EDGE,
           STREET_LIGHT, STREET_DARK, STREET_BOTH, STREET_EDGE, DOOR, FOUNTAIN, PANEL_BG,
           PANEL_EDGE, TAKEN_BG, ACCENT, ACCENT_SOFT, NOW_EDGE, BADGE, BADGE_EDGE, SECTION_BG,
           *(c for pair in QUARTER_LOOK.values() for c in pair),
           art.GOLD, art.GOLD_EDGE, art.CAMEL, art.STAR, art.STAR_EDGE, art.CARD,
           art.CARD_EDGE, art.YELLOW_DIE, art.YELLOW_EDGE, art.DIE_EDGE, (255, 244, 222)],
    sample=_sample)


def warm() -> None:
    """Learn the palette once per render worker, at start-up rather than on the first board."""
    PALETTE.image  # noqa: B018 - the property learns and keeps it
