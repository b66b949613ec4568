"""The Caravane board image, drawn from the PUBLIC view of games.caravane.

Designed to be read on a phone, where Discord shows the attachment about 600 px wide: the
canvas is 864 px wide and no text is smaller than ``kit.min_size_for(864)`` (20 px, whose
capitals read 9 px tall on the phone); silk totals and the bank are bigger. 864 px is the
widest canvas where 20 px text still does, so it holds the most text for its size.

Top to bottom: the title and the silk bank (and the set-up line or the winner), the three
stages — a finished one folded into a line of its arrivals, the one being raced with a lane
per camel (its last move traced behind it), one still to come as its squares only — a
legend of what the special squares do, and one table of the drivers: seat marker, name, what
they are doing, their food bag (Champions), their silk, and under them their part of the last
reveal.

Every camel is its seat's marker (shape and colour, from ``render.seats``), the same token
as beside the driver's name in the table and in the arrivals, so no seat is told by colour
alone; lanes are in the table's order too. Everything that does not change within a stage is a static layer (kept in
``LAYERS``); a render copies it and draws the pieces and the words that move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render import kit
from render import seats as seat_look
from render.common import SeatInfo
from table import i18n
from table.i18n import Catalogue

Draw = ImageDraw.ImageDraw
RGB = tuple[int, int, int]
XY = tuple[int, int]
View = dict[str, Any]

WIDTH = 864
MARGIN = 16
SMALL = kit.min_size_for(WIDTH)   # 20: the smallest text, capitals 9 px tall on a phone
BODY = SMALL + 2
TITLE = SMALL + 5
BIG = SMALL + 10                  # the silk totals and the game's title

HEADER_H = 54
LINE_H = 40                       # the set-up line or the winner banner under the header
FOLDED_H = 46                     # a finished stage
TITLE_H = 40                      # a stage's title row
LANE_H = 34
CELL_H = 66
STAGE_PAD = 10
STAGE_GAP = 10
LEGEND_ROW = 34                   # the legend: two effects a row
LEGEND_H = 2 * LEGEND_ROW
TABLE_HEAD = 44
ROW_H = 40                        # a driver's row...
REVEAL_H = 26                     # ...and the line of their part in the last reveal
START_W = 64
PALACE_W = 92
TOKEN_R = 15                      # a camel: radius of the seat marker

SAND: RGB = (243, 229, 198)
SAND_EDGE: RGB = (176, 150, 105)
GUIDE: RGB = (232, 220, 196)
CURRENT_BG: RGB = (255, 251, 242)
ACCENT: RGB = (184, 98, 20)
DONE_BG: RGB = (238, 233, 222)
PALACE_GOLD: RGB = (226, 182, 72)
PALACE_EDGE: RGB = (150, 105, 30)
GREEN: RGB = (30, 130, 60)
ORANGE: RGB = (196, 100, 10)
WATER: RGB = (38, 120, 205)
SILK: RGB = (168, 62, 140)
SILK_LINE: RGB = (230, 190, 220)
SACK: RGB = (150, 110, 60)
SACK_USED: RGB = (200, 195, 185)
PANEL_BG: RGB = (255, 253, 248)
PANEL_EDGE: RGB = (214, 200, 172)
BANNER: RGB = (255, 236, 179)
GOOD: RGB = (203, 233, 200)
BAD: RGB = (246, 205, 196)
INK = kit.INK
MUTED = kit.MUTED
PAPER = kit.BACKGROUND

EFFECTS: dict[str, tuple[str, RGB, str]] = {
    # effect -> (label, square fill, icon); the sign says good or bad, not the fill alone
    "gourds+2": ("+2", GOOD, "drop"),
    "gourds-2": ("−2", BAD, "drop"),
    "silk+1": ("+1", GOOD, "bale"),
    "silk-1": ("−1", BAD, "bale"),
}
LEGEND_KEYS = {"gourds+2": "img-gourds-plus", "gourds-2": "img-gourds-minus",
               "silk+1": "img-silk-plus", "silk-1": "img-silk-minus"}
# The words on the image come from Caravane's catalogue, in the language of the context
# (the table sets the server's language; the render worker runs the job in it).
WORDS = Catalogue("caravane")  # the game's words, as its GameKind registered them

# The stage layers: a few per game (one per stage and player count), ~2.5 MB each.
LAYERS = kit.LayerCache(hot_bytes=8 << 20, cold_bytes=4 << 20)


def w(key: str, **params: Any) -> str:
    return WORDS.format(key, params)


def _ordinal(n: int) -> str:
    return w("img-place", place=n)


def _seat(seats: list[SeatInfo], i: int) -> SeatInfo:
    return seats[i] if i < len(seats) else SeatInfo(w("img-player", n=i + 1), "white")


def _rgb(seat: SeatInfo) -> RGB:
    return seat_look.SEAT_COLOURS.get(seat.colour, (128, 128, 128))


# -- small pictures ------------------------------------------------------------------------
def _token(d: Draw, centre: XY, seat: SeatInfo, r: int = TOKEN_R, ghost: bool = False) -> None:
    """A camel: the seat's marker, its shape in its colour, the same beside the driver's name
    in the table, so a camel is matched to its driver by shape as well as by colour. (No
    initial on it: a star, triangle or cross has no room for a readable letter, and two
    drivers may share one.) Outlined in ink: every ground here is light. A resigned
    driver's marker is a ghost, washed toward the paper."""
    colour = seat.colour if seat.colour in seat_look.SEAT_COLOURS else "white"
    fill = _tint(seat_look.SEAT_COLOURS[colour]) if ghost else None
    seat_look.draw_marker(d, centre, r, colour, outline=INK, fill=fill)


def _drop(d: Draw, x: int, y: int, colour: RGB = WATER) -> None:
    """A water gourd drop, 12x16 with (x, y) its top-left corner."""
    d.polygon([(x + 6, y), (x, y + 9), (x + 12, y + 9)], fill=colour)
    d.ellipse((x, y + 4, x + 12, y + 16), fill=colour)


def _bale(d: Draw, x: int, y: int) -> None:
    """A bale of silk, 16x14 with (x, y) its top-left corner."""
    d.rounded_rectangle((x, y, x + 16, y + 14), radius=3, fill=SILK)
    d.line((x + 6, y + 1, x + 6, y + 13), fill=SILK_LINE, width=1)
    d.line((x + 10, y + 1, x + 10, y + 13), fill=SILK_LINE, width=1)


def _check(d: Draw, x: int, y: int, colour: RGB = GREEN) -> None:
    """A check mark in a 16x16 box (drawn: not every font of the chain has ✓)."""
    d.line([(x + 2, y + 8), (x + 6, y + 13), (x + 15, y + 2)], fill=colour, width=3)


def _sack(d: Draw, x: int, y: int, colour: RGB, crossed: bool = False) -> None:
    """A food bag, 14x18 with (x, y) its top-left corner; crossed out once used, so the
    state reads by shape as well as by its grey."""
    d.polygon([(x + 4, y), (x + 10, y), (x + 8, y + 5), (x + 6, y + 5)], fill=colour)
    d.rounded_rectangle((x, y + 5, x + 14, y + 18), radius=5, fill=colour)
    if crossed:
        d.line((x - 2, y + 18, x + 16, y + 1), fill=MUTED, width=2)


def _palace_icon(d: Draw, x: int, y: int) -> None:
    """A small palace, 18x16 with (x, y) its top-left corner (the reveal's arrivals)."""
    d.rectangle((x, y + 5, x + 18, y + 16), fill=PALACE_GOLD, outline=PALACE_EDGE)
    for bx in (x, x + 7, x + 14):
        d.rectangle((bx, y, bx + 4, y + 5), fill=PALACE_GOLD, outline=PALACE_EDGE)


def _icon(d: Draw, kind: str, cx: int, cy: int) -> None:
    """An effect's icon centred on (cx, cy)."""
    if kind == "drop":
        _drop(d, cx - 6, cy - 8)
    else:
        _bale(d, cx - 8, cy - 7)


def _chip(d: Draw, effect: str, x: int, mid: int, label: str | None = None) -> int:
    """A special square in small (legend, reveal): its fill, sign and icon. Returns its
    right edge."""
    text, fill, icon = EFFECTS[effect]
    text = text if label is None else label
    tw = kit.width(text, SMALL, True)
    right = x + 6 + tw + 4 + 16 + 6
    d.rounded_rectangle((x, mid - 14, right, mid + 14), radius=5, fill=fill, outline=SAND_EDGE)
    kit.text(d, (x + 6, mid), text, size=SMALL, bold=True, anchor="lm")
    _icon(d, icon, x + 6 + tw + 4 + 8, mid)
    return right


# -- geometry ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Layout:
    """Where everything goes; everything here is also the static layer's key."""

    variant: str
    current: int            # the stage being raced (0 when the game is over)
    camels: int             # lanes in the current stage
    rows: int               # drivers in the table
    line: str               # "", "setup" or "banner": the line under the header
    reveal: bool            # a reveal to show in the drivers' rows
    lengths: tuple[int, ...]                            # squares per stage
    special: tuple[tuple[tuple[int, str], ...], ...]    # per stage: (square, effect)
    awards: tuple[tuple[int, ...], ...]                 # per stage: silk by palace place

    @staticmethod
    def of(view: View) -> Layout:
        finished = bool(view["finished"])
        line = "banner" if finished and view.get("result") else (
            "setup" if view["phase"] == "setup" and not finished else "")
        return Layout(view["variant"], 0 if finished else view["stage"], len(_camels(view)),
                      len(view["players"]), line, bool(view.get("last_reveal")),
                      tuple(view["stage_lengths"]),
                      tuple(tuple((sq, eff) for sq, eff in s) for s in view["special"]),
                      tuple(tuple(a) for a in view["awards"]))

    def kind(self, stage: int) -> str:
        if not self.current or stage < self.current:
            return "done"
        return "now" if stage == self.current else "later"

    @property
    def stages_top(self) -> int:
        return HEADER_H + (LINE_H if self.line else 0)

    def stage_height(self, stage: int) -> int:
        kind = self.kind(stage)
        if kind == "done":
            return FOLDED_H
        lanes = self.camels if kind == "now" else 0
        return TITLE_H + lanes * LANE_H + CELL_H + STAGE_PAD

    def stage_top(self, stage: int) -> int:
        return self.stages_top + sum(self.stage_height(s) + STAGE_GAP for s in range(1, stage))

    @property
    def legend_top(self) -> int:
        return self.stage_top(4)

    @property
    def legend(self) -> bool:
        """The special squares' legend, while some track is still shown."""
        return bool(self.current)

    @property
    def table_top(self) -> int:
        return self.legend_top + (LEGEND_H + 4 if self.legend else 0)

    @property
    def row_h(self) -> int:
        return ROW_H + (REVEAL_H if self.reveal else 0)

    @property
    def height(self) -> int:
        return self.table_top + TABLE_HEAD + max(self.rows, 1) * self.row_h + 10 + MARGIN


def _track_columns(length: int) -> tuple[int, float, int]:
    """x of the first square, square width, x of the palace box for a stage of ``length``."""
    first = MARGIN + START_W + 6
    palace_x = WIDTH - MARGIN - PALACE_W
    return first, (palace_x - 6 - first) / length, palace_x


def _column_centre(position: int, length: int) -> int:
    first, width, palace_x = _track_columns(length)
    if position <= 0:
        return MARGIN + START_W // 2
    if position > length:
        return palace_x + TOKEN_R + 6
    return int(first + (position - 0.5) * width)


def _camels(view: View) -> list[dict[str, Any]]:
    return [p for p in view["players"] if not p["resigned"]]


# -- the static layer ------------------------------------------------------------------------
def _layer(lay: Layout, locale: str) -> Image.Image:
    """The board without anything that moves within a stage: title, stage boxes and their
    squares, the legend, the table's frame and headings."""
    image = Image.new("RGB", (WIDTH, lay.height), PAPER)
    d = ImageDraw.Draw(image)
    title = w("title") + (" · " + w("option-variant-champions")
                          if lay.variant == "champions" else "")
    kit.text(d, (MARGIN, 30), kit.fit(title, BIG, WIDTH // 2, True), size=BIG, bold=True,
             anchor="lm")
    for stage in (1, 2, 3):
        _stage_frame(d, lay, stage)
    if lay.legend:
        _legend(d, lay.legend_top)
    top = lay.table_top
    d.rounded_rectangle((MARGIN - 6, top, WIDTH - MARGIN + 6, lay.height - MARGIN), radius=10,
                        fill=PANEL_BG, outline=PANEL_EDGE, width=2)
    kit.text(d, (MARGIN + 8, top + TABLE_HEAD // 2), kit.fit(w("img-drivers"), TITLE, 240, True),
             size=TITLE, bold=True, anchor="lm")
    kit.text(d, (WIDTH - MARGIN - 6, top + TABLE_HEAD // 2), w("img-silk-column"), size=SMALL,
             fill=MUTED, anchor="rm")
    for k in range(1, lay.rows):  # faint rules between the drivers
        y = top + TABLE_HEAD + k * lay.row_h
        d.line((MARGIN + 8, y, WIDTH - MARGIN - 8, y), fill=GUIDE, width=1)
    return image


def _stage_frame(d: Draw, lay: Layout, stage: int) -> None:
    kind = lay.kind(stage)
    top = lay.stage_top(stage)
    box = (MARGIN - 6, top, WIDTH - MARGIN + 6, top + lay.stage_height(stage))
    if kind == "now":
        d.rounded_rectangle(box, radius=10, fill=CURRENT_BG, outline=ACCENT, width=3)
    else:
        d.rounded_rectangle(box, radius=10, fill=DONE_BG if kind == "done" else PAPER,
                            outline=PANEL_EDGE, width=1)
    if kind == "done":
        title = w("img-stage", stage=stage)
        mid = top + FOLDED_H // 2
        kit.text(d, (MARGIN + 6, mid), title, size=TITLE, bold=True, anchor="lm")
        _check(d, MARGIN + 12 + kit.width(title, TITLE, True), mid - 8, INK)
        return
    if kind == "later":
        title = w("img-stage", stage=stage)
        kit.text(d, (MARGIN + 6, top + TITLE_H // 2), title, size=TITLE, bold=True, fill=MUTED,
                 anchor="lm")
        x = MARGIN + 18 + kit.width(title, TITLE, True)
        kit.text(d, (x, top + TITLE_H // 2 + 1), kit.fit(_stage_info(lay, stage), SMALL,
                 WIDTH - MARGIN - x, False), size=SMALL, fill=MUTED, anchor="lm")
    lanes_top = top + TITLE_H
    lanes = lay.camels if kind == "now" else 0
    cells_top = lanes_top + lanes * LANE_H
    if lanes:
        _lane_guides(d, lay.lengths[stage - 1], lanes_top, cells_top, lanes)
    _cells(d, lay, stage, cells_top, lanes_top)


def _stage_info(lay: Layout, stage: int) -> str:
    awards = "-".join(str(a) for a in lay.awards[stage - 1][:max(lay.rows, 2)])
    return w("img-stage-info", length=lay.lengths[stage - 1], tier=("I", "II", "III")[stage - 1],
             awards=awards, status="now" if lay.kind(stage) == "now" else "later")


def _lane_guides(d: Draw, length: int, top: int, bottom: int, lanes: int) -> None:
    """Faint square boundaries and lane lines, so a camel's square is easy to follow."""
    first, width, palace_x = _track_columns(length)
    for sq in range(length + 1):
        x = int(first + sq * width)
        d.line((x, top + 2, x, bottom), fill=GUIDE, width=1)
    for k in range(lanes):
        mid = top + k * LANE_H + LANE_H // 2
        d.line((MARGIN + 4, mid, palace_x - 4, mid), fill=GUIDE, width=1)


def _cells(d: Draw, lay: Layout, stage: int, top: int, lanes_top: int) -> None:
    length = lay.lengths[stage - 1]
    first, width, palace_x = _track_columns(length)
    special = dict(lay.special[stage - 1])
    bottom = top + CELL_H - 6
    start = w("img-start") if stage == 1 else f"P{stage - 1}"
    d.rounded_rectangle((MARGIN, top, MARGIN + START_W, bottom), radius=6, fill=PALACE_GOLD,
                        outline=PALACE_EDGE, width=2)
    kit.text(d, (MARGIN + START_W // 2, (top + bottom) // 2), kit.fit(start, SMALL, START_W - 6,
             True), size=SMALL, bold=True, anchor="mm")
    for sq in range(1, length + 1):
        x0 = int(first + (sq - 1) * width) + 1
        x1 = int(first + sq * width) - 1
        effect = special.get(sq)
        d.rectangle((x0, top, x1, bottom), fill=EFFECTS[effect][1] if effect else SAND,
                    outline=SAND_EDGE, width=1)
        cx = (x0 + x1) // 2
        kit.text(d, (cx, top + 3), str(sq), size=SMALL, fill=INK if effect else MUTED,
                 anchor="mt")
        if effect:  # icon over its sign and number: fits the narrowest (25-square) stage
            label, _, icon = EFFECTS[effect]
            _icon(d, icon, cx, top + 31)
            kit.text(d, (cx, bottom - 3), label, size=SMALL, bold=True, anchor="mb")
    _palace(d, palace_x, lanes_top, bottom, stage)


def _palace(d: Draw, x: int, top: int, bottom: int, stage: int) -> None:
    """The stage's palace: a gold hall with battlements, spanning the lanes and squares."""
    d.rounded_rectangle((x, top + 6, x + PALACE_W, bottom), radius=4, fill=PALACE_GOLD,
                        outline=PALACE_EDGE, width=2)
    for k in range(5):
        bx = x + 4 + k * (PALACE_W - 14) // 4
        d.rectangle((bx, top, bx + 6, top + 7), fill=PALACE_GOLD, outline=PALACE_EDGE)
    kit.text(d, (x + PALACE_W // 2, bottom - 5),
             kit.fit(w("img-palace", stage=stage), SMALL, PALACE_W - 6, True), size=SMALL,
             bold=True, anchor="mb")


def _legend(d: Draw, top: int) -> None:
    """What the special squares do, two a row (each label fitted to its half)."""
    heading = w("img-squares")
    kit.text(d, (MARGIN, top + LEGEND_ROW // 2), heading, size=SMALL, bold=True, anchor="lm")
    x0 = MARGIN + kit.width(heading, SMALL, True) + 12
    slot = (WIDTH - MARGIN - x0) // 2
    for k, (effect, key) in enumerate(LEGEND_KEYS.items()):
        x = x0 + (k % 2) * slot
        mid = top + (k // 2) * LEGEND_ROW + LEGEND_ROW // 2
        right = _chip(d, effect, x, mid)
        kit.text(d, (right + 6, mid), kit.fit(w(key), SMALL, x + slot - right - 16), size=SMALL,
                 anchor="lm")


# -- what moves ----------------------------------------------------------------------------
def _header(d: Draw, view: View, seats: list[SeatInfo], lay: Layout) -> None:
    bank = w("img-bank", bank=view["bank"])
    kit.text(d, (WIDTH - MARGIN, 30), bank, size=TITLE, bold=True, anchor="rm")
    _bale(d, WIDTH - MARGIN - kit.width(bank, TITLE, True) - 24, 23)
    if lay.line == "setup":
        kit.text(d, (MARGIN, HEADER_H + LINE_H // 2 - 4),
                 kit.fit(w("img-setting-up"), BODY, WIDTH - 2 * MARGIN, True), size=BODY,
                 bold=True, fill=ACCENT, anchor="lm")
    elif lay.line == "banner":
        _banner(d, view, seats)


def _banner(d: Draw, view: View, seats: list[SeatInfo]) -> None:
    result = view["result"]
    top = HEADER_H - 4
    d.rounded_rectangle((MARGIN - 6, top, WIDTH - MARGIN + 6, top + LINE_H - 6), radius=8,
                        fill=BANNER, outline=PALACE_EDGE, width=2)
    winners = result["winners"]
    names = " & ".join(_seat(seats, s).name for s in winners)
    silk = view["players"][winners[0]]["silk"] if winners else 0
    key = "img-won-resigned" if result.get("ended_by") == "resignation" else "img-won"
    x = MARGIN + 6
    for s in winners[:5]:  # the winners' markers, then the words
        _token(d, (x + TOKEN_R - 2, top + (LINE_H - 6) // 2), _seat(seats, s), TOKEN_R - 2)
        x += 2 * TOKEN_R
    text = kit.fit(w(key, names=names, count=len(winners), silk=silk), BODY,
                   WIDTH - MARGIN - x - 8, True)
    kit.text(d, (x + 6, top + (LINE_H - 6) // 2), text, size=BODY, bold=True, anchor="lm")


def _stage_now(d: Draw, view: View, seats: list[SeatInfo], lay: Layout, stage: int) -> None:
    top = lay.stage_top(stage)
    mid = top + TITLE_H // 2
    title = w("img-stage-round", stage=stage, round=view["round"])
    kit.text(d, (MARGIN + 6, mid), title, size=TITLE, bold=True, fill=ACCENT, anchor="lm")
    x = MARGIN + 18 + kit.width(title, TITLE, True)
    kit.text(d, (x, mid + 1), kit.fit(_stage_info(lay, stage), SMALL, WIDTH - MARGIN - x),
             size=SMALL, anchor="lm")
    reveal = view.get("last_reveal")
    moves = {m["player"]: m for m in reveal["moves"]} if reveal and reveal["stage"] == stage \
        else {}
    for k, player in enumerate(_camels(view)):
        _lane(d, view, seats, stage, player, top + TITLE_H + k * LANE_H, moves.get(player["seat"]))


def _lane(d: Draw, view: View, seats: list[SeatInfo], stage: int, player: dict[str, Any],
          y: int, move: dict[str, Any] | None) -> None:
    length = view["stage_lengths"][stage - 1]
    mid = y + LANE_H // 2
    seat = _seat(seats, player["seat"])
    x = _column_centre(player["position"], length)
    if move and move["squares"]:  # the last move, traced from where the camel stood
        fx = _column_centre(move["from"], length)
        tint = _tint(_rgb(seat))
        d.line((fx, mid, x, mid), fill=tint, width=6)
        d.ellipse((fx - 5, mid - 5, fx + 5, mid + 5), fill=tint)
    if player["position"] > length:
        _, _, palace_x = _track_columns(length)
        place = _place_of(view, stage, player["seat"])
        if place:
            right = palace_x + PALACE_W - 4
            left = x + TOKEN_R + 3
            kit.text(d, (left, mid), kit.fit(place, SMALL, right - left, True), size=SMALL,
                     bold=True, anchor="lm")
    _token(d, (x, mid), seat)


def _tint(rgb: RGB) -> RGB:
    """The seat's colour washed toward the paper: a trail or a ghost, quieter than a camel
    (the white seat's is a grey, or it would vanish into the paper)."""
    if min(rgb) > 230:
        return (200, 200, 200)
    r, g, b = (int(c + (250 - c) * 0.55) for c in rgb)
    return (r, g, b)


def _place_of(view: View, stage: int, seat: int) -> str:
    for arrival in view["arrivals"][stage - 1]:
        if arrival["player"] == seat:
            return _ordinal(arrival["place"]) + ("=" if arrival["tied"] else "")
    return ""


def _stage_done(d: Draw, view: View, seats: list[SeatInfo], lay: Layout, stage: int) -> None:
    """A finished stage, folded: who reached its palace, in order, with their places."""
    arrivals = view["arrivals"][stage - 1]
    if not arrivals:
        return
    mid = lay.stage_top(stage) + FOLDED_H // 2
    x = MARGIN + 40 + kit.width(w("img-stage", stage=stage), TITLE, True)
    heading = w("img-arrived")
    kit.text(d, (x, mid), heading, size=SMALL, fill=MUTED, anchor="lm")
    x += kit.width(heading, SMALL) + 10
    slot = max(60, min(120, (WIDTH - MARGIN - x) // max(len(arrivals), 1)))
    for arrival in arrivals:
        label = _ordinal(arrival["place"]) + ("=" if arrival["tied"] else "")
        _token(d, (x + TOKEN_R, mid), _seat(seats, arrival["player"]))
        kit.text(d, (x + 2 * TOKEN_R + 4, mid), kit.fit(label, SMALL, slot - 2 * TOKEN_R - 10,
                 True), size=SMALL, bold=True, anchor="lm")
        x += slot


# -- the drivers' table --------------------------------------------------------------------
NAME_X = MARGIN + 46
NAME_W = 216
STATUS_X = NAME_X + NAME_W + 10
STATUS_W = 180
BAG_X = STATUS_X + STATUS_W + 8
BAG_W = 150
REVEAL_X = NAME_X                  # under the name: bid, rank → squares, square, palace
SILK_RIGHT = WIDTH - MARGIN - 30


def _status(view: View, player: dict[str, Any]) -> tuple[str, RGB, bool]:
    """What a driver is doing, its colour, and whether to draw a check mark."""
    if player["resigned"]:
        return w("img-status-resigned"), MUTED, False
    if view["finished"]:
        result = view.get("result") or {}
        ranking = result.get("ranking", [])
        rank = ranking.index(player["seat"]) + 1 if player["seat"] in ranking else 0
        winner = player["seat"] in result.get("winners", [])
        return (w("img-status-winner") if winner else _ordinal(rank)), \
            (GREEN if winner else INK), winner
    if view["phase"] == "setup":
        return (w("img-status-set-up") if player["set_up"] else w("img-status-choosing")), \
            (GREEN if player["set_up"] else MUTED), player["set_up"]
    if player["arrived"]:
        return w("img-status-arrived", place=_place_of(view, view["stage"], player["seat"])), \
            INK, False
    if player["must_revise"]:
        return w("img-status-revise"), ORANGE, False
    if player["has_bid"]:
        return w("img-status-bid-in"), GREEN, True
    return w("img-status-thinking"), MUTED, False


def _table(d: Draw, view: View, seats: list[SeatInfo], lay: Layout) -> None:
    top = lay.table_top
    reveal = view.get("last_reveal")
    heading = w("img-last-reveal-at", stage=reveal["stage"], round=reveal["round"]) if reveal \
        else w("img-no-reveal")
    x = MARGIN + 8 + min(240, kit.width(w("img-drivers"), TITLE, True)) + 18
    kit.text(d, (x, top + TABLE_HEAD // 2), kit.fit(heading, SMALL, SILK_RIGHT - 50 - x),
             size=SMALL, fill=MUTED, anchor="lm")
    moves = {m["player"]: m for m in reveal["moves"]} if reveal else {}
    bags = view["variant"] == "champions" and not view["finished"] and view["phase"] == "race"
    players = view["players"]
    ranking = (view.get("result") or {}).get("ranking") if view["finished"] else None
    if ranking:  # the final standings, best first
        players = sorted(players, key=lambda p: ranking.index(p["seat"])
                         if p["seat"] in ranking else len(ranking))
    for k, player in enumerate(players):
        mid = top + TABLE_HEAD + k * lay.row_h + ROW_H // 2
        _row(d, view, _seat(seats, player["seat"]), player, mid, moves.get(player["seat"]), bags)


def _row(d: Draw, view: View, seat: SeatInfo, player: dict[str, Any], mid: int,
         move: dict[str, Any] | None, bags: bool) -> None:
    _token(d, (MARGIN + 8 + TOKEN_R, mid), seat, ghost=player["resigned"])
    ink = MUTED if player["resigned"] else INK
    kit.text(d, (NAME_X, mid), kit.fit(seat.name, BODY, NAME_W, True), size=BODY, bold=True,
             fill=ink, anchor="lm")
    status, colour, check = _status(view, player)
    x = STATUS_X
    if check:
        _check(d, x, mid - 8, colour)
        x += 20
    kit.text(d, (x, mid), kit.fit(status, SMALL, STATUS_X + STATUS_W - x), size=SMALL,
             fill=colour, anchor="lm")
    if bags:
        _bag_state(d, player, mid)
    if move:
        _move(d, move, mid + (ROW_H + REVEAL_H) // 2 - 4)
    kit.text(d, (SILK_RIGHT, mid), str(player["silk"]), size=BIG, bold=True, fill=ink,
             anchor="rm")
    _bale(d, SILK_RIGHT + 6, mid - 7)


def _bag_state(d: Draw, player: dict[str, Any], mid: int) -> None:
    """Champions: the current tier's food bag — announced, still available, or used."""
    if player["resigned"] or player["arrived"]:
        return
    if player["bag_announced"]:
        colour, word, bold, crossed = ORANGE, w("img-bag-in"), True, False
    elif player["bag_available"]:
        colour, word, bold, crossed = SACK, w("img-bag"), False, False
    else:
        colour, word, bold, crossed = SACK_USED, w("img-bag-used"), False, True
    _sack(d, BAG_X, mid - 9, colour, crossed)
    kit.text(d, (BAG_X + 20, mid), kit.fit(word, SMALL, BAG_W - 20, bold), size=SMALL,
             bold=bold, fill=colour if bold else MUTED, anchor="lm")


def _move(d: Draw, move: dict[str, Any], mid: int) -> None:
    """A driver's part of the last reveal: gourds bid (and bag), rank → squares moved, the
    square it ended on, the palace it reached and the silk that paid."""
    x = REVEAL_X
    amount = str(move["amount"])
    kit.text(d, (x, mid), amount, size=BODY, bold=True, anchor="lm")
    x += kit.width(amount, BODY, True) + 3
    _drop(d, x, mid - 8)
    x += 18
    if move["bag"]:
        bag = f"+{move['bag']}"
        kit.text(d, (x, mid), bag, size=SMALL, bold=True, fill=ORANGE, anchor="lm")
        x += kit.width(bag, SMALL, True) + 2
        _sack(d, x, mid - 9, ORANGE)
        x += 20
    x = max(x + 6, REVEAL_X + 100)
    moved = f"{_ordinal(move['rank'])} → +{move['squares']}"
    kit.text(d, (x, mid), moved, size=SMALL, bold=True, anchor="lm")
    x += max(kit.width(moved, SMALL, True), 70) + 10
    if move["effect"]:
        effect = move["effect"]
        shown = None if not effect.startswith("silk") or move["silk_change"] else "0"
        x = _chip(d, effect, x, mid, shown) + 8
    if move["place"]:
        _palace_icon(d, x, mid - 9)
        award = f"+{move['award']}"
        kit.text(d, (x + 22, mid), award, size=SMALL, bold=True, fill=ACCENT, anchor="lm")


# -- entry point ---------------------------------------------------------------------------
def draw_board(view: View, seats: list[SeatInfo]) -> Image.Image:
    """The public board as an image (what ``render_board`` encodes)."""
    lay = Layout.of(view)
    locale = i18n.current()
    image = LAYERS.get((locale, lay), lambda: _layer(lay, locale)).copy()
    d = ImageDraw.Draw(image)
    _header(d, view, seats, lay)
    for stage in (1, 2, 3):
        kind = lay.kind(stage)
        if kind == "done":
            _stage_done(d, view, seats, lay, stage)
        elif kind == "now":
            _stage_now(d, view, seats, lay, stage)
    _table(d, view, seats, lay)
    return image


def render_board(view: View, seats: list[SeatInfo], **_highlight: Any) -> bytes:
    """The public board as PNG bytes (``view`` is CaravaneEngine.view(state, None)).
    Caravane's UI asks for no highlights; any given are ignored."""
    return kit.encode(draw_board(view, seats), PALETTE)


# -- the palette -----------------------------------------------------------------------------
def _sample() -> Image.Image:
    """A representative board (mid-race Champions, five drivers, a reveal with every kind of
    square) from which the palette learns the blends of text and icons."""
    return draw_board(sample_view(), [SeatInfo(f"Driver {c}", c) for c in
                                      ("red", "blue", "orange", "green", "purple")])


def sample_view() -> View:
    """A hand-made public view of a Champions race in stage 2 (also the bench's state)."""
    from games.caravane.engine import AWARDS, SPECIAL, STAGE_LENGTHS

    players = []
    for seat, (pos, silk) in enumerate(((9, 6), (7, 4), (26, 9), (3, 3), (12, 5))):
        players.append({"seat": seat, "position": pos, "silk": silk, "resigned": False,
                        "arrived": pos > 25, "travelling": pos <= 25, "has_bid": seat in (0, 3),
                        "bag_announced": seat == 1, "bag_available": seat != 4,
                        "bags_used": [seat == 4, False, False], "must_revise": seat == 3,
                        "set_up": True})
    moves = [
        {"player": 2, "amount": 14, "bag": 4, "total": 18, "rank": 1, "squares": 5, "from": 21,
         "to": 26, "effect": None, "silk_change": 0, "place": 1, "award": 5},
        {"player": 4, "amount": 12, "bag": 0, "total": 12, "rank": 2, "squares": 4, "from": 8,
         "to": 12, "effect": "gourds+2", "silk_change": 0, "place": None, "award": 0},
        {"player": 0, "amount": 9, "bag": 0, "total": 9, "rank": 3, "squares": 3, "from": 6,
         "to": 9, "effect": None, "silk_change": 0, "place": None, "award": 0},
        {"player": 1, "amount": 5, "bag": 0, "total": 5, "rank": 4, "squares": 2, "from": 5,
         "to": 7, "effect": "silk-1", "silk_change": -1, "place": None, "award": 0},
        {"player": 3, "amount": 0, "bag": 0, "total": 0, "rank": 5, "squares": 1, "from": 2,
         "to": 3, "effect": "gourds+2", "silk_change": 0, "place": None, "award": 0},
    ]
    return {
        "game": "caravane", "variant": "champions", "phase": "race", "stage": 2, "round": 6,
        "stage_lengths": list(STAGE_LENGTHS),
        "special": [sorted([sq, eff] for sq, eff in s.items()) for s in SPECIAL],
        "awards": [list(a) for a in AWARDS], "bank": 38, "players": players,
        "arrivals": [[{"player": p, "place": k + 1, "tied": False, "round": 7, "silk": a}
                      for k, (p, a) in enumerate(((2, 4), (0, 3), (4, 2), (1, 1), (3, 0)))],
                     [{"player": 2, "place": 1, "tied": False, "round": 6, "silk": 5}], []],
        "last_reveal": {"stage": 2, "round": 5, "moves": moves},
        "to_act": [1, 2, 4], "finished": False, "result": None,
    }


PALETTE = kit.Palette(
    exact=[*seat_look.SEAT_COLOURS.values(), INK, MUTED, PAPER, (255, 255, 255), SAND, SAND_EDGE,
           GUIDE, CURRENT_BG, ACCENT, DONE_BG, PALACE_GOLD, PALACE_EDGE, GREEN, ORANGE, WATER,
           SILK, SILK_LINE, SACK, SACK_USED, PANEL_BG, PANEL_EDGE, BANNER, GOOD, BAD,
           *(_tint(c) for c in seat_look.SEAT_COLOURS.values())],
    sample=_sample)


def warm() -> None:
    """Learn the palette once per render worker, at start-up rather than on the first board."""
    PALETTE.image  # noqa: B018 - the property learns and keeps it
