"""The Caravane board image, drawn from the PUBLIC view of games.caravane.

Layout, top to bottom: a header (stage, round, silk bank, winner when finished), the three
stage tracks (the current one enlarged with one lane per camel so that any number of camels
on a square stay visible), a legend of the special squares, then two panels: the drivers
(silk, who has bid, food bags) and the last reveal (bids, ranks, moves, squares, arrivals).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from cogs.table.i18n import Messages
from render.common import BACKGROUND, INK, MUTED, SeatInfo, fit_text, font, text_colour_on, to_png

Draw = ImageDraw.ImageDraw
XY = tuple[int, int]

WIDTH = 1200
MARGIN = 20
HEADER_H = 64
BANNER_H = 40
TITLE_H = 32
CELL_H = 52
LANE_H = 30
STAGE_GAP = 12
LEGEND_H = 40
ROW_H = 34
PANEL_TOP = 46
START_W = 64
PALACE_W = 92
TOKEN = 24

SAND = (243, 229, 198)
SAND_EDGE = (176, 150, 105)
CURRENT_BG = (255, 251, 242)
ACCENT = (196, 110, 30)
DONE_BG = (236, 232, 224)
PALACE_GOLD = (226, 182, 72)
PALACE_EDGE = (150, 105, 30)
GREEN = (39, 150, 68)
ORANGE = (222, 120, 20)
WATER = (38, 120, 205)
SILK = (168, 62, 140)
PANEL_BG = (255, 253, 248)
PANEL_EDGE = (214, 200, 172)

EFFECTS: dict[str, tuple[str, tuple[int, int, int], str]] = {
    # effect -> (label, cell fill, icon kind)
    "gourds+2": ("+2", (203, 233, 200), "drop"),
    "gourds-2": ("−2", (246, 205, 196), "drop"),
    "silk+1": ("+1", (203, 233, 200), "bale"),
    "silk-1": ("−1", (246, 205, 196), "bale"),
}
# The words on the image come from Caravane's catalogue, in the language of the context
# (the table sets the server's language; the render thread runs in a copy of that context).
WORDS = Messages(Path(__file__).resolve().parents[1] / "cogs" / "caravane" / "locales")
LEGEND_KEYS = {"gourds+2": "img-gourds-plus", "gourds-2": "img-gourds-minus",
               "silk+1": "img-silk-plus", "silk-1": "img-silk-minus"}


def w(key: str, **params: Any) -> str:
    return WORDS.format(key, params)


def _ordinal(n: int) -> str:
    return w("img-place", place=n)


def _seat(seats: list[SeatInfo], i: int) -> SeatInfo:
    return seats[i] if i < len(seats) else SeatInfo(w("img-player", n=i + 1), "white")


def _initial(name: str) -> str:
    for ch in name:
        if ch.isalnum():
            return ch.upper()
    return "?"


# -- small pictures ------------------------------------------------------------------------------
def _token(d: Draw, centre: XY, seat: SeatInfo, size: int = TOKEN) -> None:
    """A camel token: a disc in the player's colour with the name's initial."""
    x, y = centre
    r = size // 2
    d.ellipse((x - r, y - r, x + r, y + r), fill=seat.rgb, outline=INK, width=2)
    d.text((x, y + 1), _initial(seat.name), font=font(15, True), fill=text_colour_on(seat.rgb),
           anchor="mm")


def _drop(d: Draw, x: int, y: int, colour: tuple[int, int, int] = WATER) -> None:
    """A water gourd drop, 10x14 with (x, y) its top-left corner."""
    d.polygon([(x + 5, y), (x, y + 8), (x + 10, y + 8)], fill=colour)
    d.ellipse((x, y + 4, x + 10, y + 14), fill=colour)


def _bale(d: Draw, x: int, y: int) -> None:
    """A bale of silk, 14x12 with (x, y) its top-left corner."""
    d.rounded_rectangle((x, y, x + 14, y + 12), radius=3, fill=SILK)
    d.line((x + 5, y + 1, x + 5, y + 11), fill=(230, 190, 220), width=1)
    d.line((x + 9, y + 1, x + 9, y + 11), fill=(230, 190, 220), width=1)


def _check(d: Draw, x: int, y: int, colour: tuple[int, int, int] = GREEN) -> None:
    """A check mark in a 16x16 box (the font has no ✓ glyph)."""
    d.line([(x + 2, y + 8), (x + 6, y + 13), (x + 15, y + 2)], fill=colour, width=3)


def _sack(d: Draw, x: int, y: int, colour: tuple[int, int, int]) -> None:
    """A food bag, 14x16 with (x, y) its top-left corner."""
    d.polygon([(x + 4, y), (x + 10, y), (x + 8, y + 4), (x + 6, y + 4)], fill=colour)
    d.rounded_rectangle((x, y + 4, x + 14, y + 16), radius=5, fill=colour)


def _icon(d: Draw, kind: str, x: int, y: int) -> None:
    if kind == "drop":
        _drop(d, x + 2, y)
    else:
        _bale(d, x, y + 1)


# -- geometry ------------------------------------------------------------------------------------
def _track_columns(length: int) -> tuple[int, float, int]:
    """x of the first square, square width, x of the palace box for a stage of ``length``."""
    first = MARGIN + START_W + 6
    palace_x = WIDTH - MARGIN - PALACE_W
    width = (palace_x - 6 - first) / length
    return first, width, palace_x


def _column_centre(position: int, length: int) -> int:
    first, width, palace_x = _track_columns(length)
    if position <= 0:
        return MARGIN + START_W // 2
    if position > length:
        return palace_x + PALACE_W // 2
    return int(first + (position - 0.5) * width)


def _camels(view: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in view["players"] if not p["resigned"]]


def _has_lanes(view: dict[str, Any], stage: int) -> bool:
    """Only the stage being raced gets camel lanes; finished stages list their arrivals."""
    return stage == view["stage"] and not view["finished"]


def _stage_height(view: dict[str, Any], stage: int) -> int:
    lanes = len(_camels(view)) if _has_lanes(view, stage) else 0
    return TITLE_H + lanes * LANE_H + CELL_H + 12


# -- the tracks ----------------------------------------------------------------------------------
def _draw_stage(d: Draw, view: dict[str, Any], seats: list[SeatInfo], stage: int, top: int) -> int:
    current = stage == view["stage"] and not view["finished"]
    done = stage < view["stage"] or view["finished"]
    height = _stage_height(view, stage)
    box = (MARGIN - 8, top, WIDTH - MARGIN + 8, top + height)
    if current:
        d.rounded_rectangle(box, radius=10, fill=CURRENT_BG, outline=ACCENT, width=3)
    else:
        d.rounded_rectangle(box, radius=10, fill=DONE_BG if done else BACKGROUND,
                            outline=PANEL_EDGE, width=1)
    _draw_stage_title(d, view, seats, stage, top, current, done)
    lanes_top = top + TITLE_H
    lanes = _camels(view) if _has_lanes(view, stage) else []
    cells_top = lanes_top + len(lanes) * LANE_H
    if lanes:
        _draw_column_guides(d, view["stage_lengths"][stage - 1], lanes_top, cells_top)
    _draw_cells(d, view, stage, cells_top, lanes_top)
    for k, player in enumerate(lanes):
        _draw_lane(d, view, seats, stage, player, lanes_top + k * LANE_H)
    return top + height + STAGE_GAP


def _draw_column_guides(d: Draw, length: int, top: int, bottom: int) -> None:
    """Faint square boundaries above the track, so a camel's column is easy to follow."""
    first, width, _ = _track_columns(length)
    for sq in range(length + 1):
        x = int(first + sq * width)
        d.line((x, top + 4, x, bottom), fill=(236, 226, 204), width=1)


def _draw_stage_title(d: Draw, view: dict[str, Any], seats: list[SeatInfo], stage: int,
                      top: int, current: bool, done: bool) -> None:
    length = view["stage_lengths"][stage - 1]
    awards = "-".join(str(a) for a in view["awards"][stage - 1][: len(view["players"])])
    roman = ("I", "II", "III")[stage - 1]
    colour = ACCENT if current else (INK if done else MUTED)
    title = w("img-stage", stage=stage)
    d.text((MARGIN + 4, top + 6), title, font=font(20, True), fill=colour)
    x = MARGIN + 4 + int(d.textlength(title, font=font(20, True))) + 12
    status = "now" if current else ("done" if done else "later")
    info = w("img-stage-info", length=length, tier=roman, awards=awards, status=status)
    d.text((x, top + 9), info, font=font(15), fill=INK if current else MUTED)
    _draw_arrival_list(d, view, seats, stage, top + 16)


def _draw_arrival_list(d: Draw, view: dict[str, Any], seats: list[SeatInfo], stage: int,
                       mid_y: int) -> None:
    """Right of the title: the palace's arrival order, tokens with their (shared) places."""
    arrivals = view["arrivals"][stage - 1]
    if not arrivals:
        return
    small = font(15, True)
    labels = [_ordinal(a["place"]) + ("=" if a["tied"] else "") for a in arrivals]
    widths = [TOKEN + 4 + int(d.textlength(label, font=small)) + 10 for label in labels]
    x = WIDTH - MARGIN - sum(widths)
    d.text((x - 8, mid_y), w("img-arrived"), font=font(15), fill=MUTED, anchor="rm")
    for arrival, label, width in zip(arrivals, labels, widths, strict=True):
        _token(d, (x + TOKEN // 2, mid_y), _seat(seats, arrival["player"]), size=22)
        d.text((x + TOKEN + 4, mid_y), label, font=small, fill=INK, anchor="lm")
        x += width


def _draw_cells(d: Draw, view: dict[str, Any], stage: int, top: int, lanes_top: int) -> None:
    length = view["stage_lengths"][stage - 1]
    first, width, palace_x = _track_columns(length)
    special = {sq: eff for sq, eff in view["special"][stage - 1]}
    bottom = top + CELL_H - 6
    start_label = w("img-start") if stage == 1 else f"P{stage - 1}"
    d.rounded_rectangle((MARGIN, top, MARGIN + START_W, bottom), radius=6, fill=PALACE_GOLD,
                        outline=PALACE_EDGE, width=2)
    d.text((MARGIN + START_W // 2, (top + bottom) // 2), start_label, font=font(16, True),
           fill=INK, anchor="mm")
    for sq in range(1, length + 1):
        x0 = int(first + (sq - 1) * width) + 1
        x1 = int(first + sq * width) - 1
        effect = special.get(sq)
        fill = EFFECTS[effect][1] if effect else SAND
        d.rectangle((x0, top, x1, bottom), fill=fill, outline=SAND_EDGE, width=1)
        cx = (x0 + x1) // 2
        d.text((cx, top + 2), str(sq), font=font(14), fill=MUTED if not effect else INK,
               anchor="mt")
        if effect:
            label, _, icon = EFFECTS[effect]
            lw = int(d.textlength(label, font=font(15, True)))
            ix = cx - (lw + 16) // 2
            d.text((ix, bottom - 4), label, font=font(15, True), fill=INK, anchor="lb")
            _icon(d, icon, ix + lw + 2, bottom - 18)
    _draw_palace(d, palace_x, lanes_top, bottom, stage)


def _draw_palace(d: Draw, x: int, top: int, bottom: int, stage: int) -> None:
    """The stage's palace: a gold hall with battlements, spanning the lanes and squares."""
    d.rounded_rectangle((x, top + 6, x + PALACE_W, bottom), radius=4, fill=PALACE_GOLD,
                        outline=PALACE_EDGE, width=2)
    for k in range(5):  # battlements along the top edge
        bx = x + 4 + k * (PALACE_W - 14) // 4
        d.rectangle((bx, top, bx + 6, top + 7), fill=PALACE_GOLD, outline=PALACE_EDGE)
    d.text((x + PALACE_W // 2, bottom - 6), w("img-palace", stage=stage), font=font(15, True), fill=INK,
           anchor="mb")


def _draw_lane(d: Draw, view: dict[str, Any], seats: list[SeatInfo], stage: int,
               player: dict[str, Any], y: int) -> None:
    length = view["stage_lengths"][stage - 1]
    mid = y + LANE_H // 2
    first, _, palace_x = _track_columns(length)
    d.line((MARGIN + START_W + 4, mid, palace_x - 4, mid), fill=(226, 214, 190), width=1)
    seat = _seat(seats, player["seat"])
    x = _column_centre(player["position"], length)
    if player["position"] > length:
        x = palace_x + 20
        place = _place_of(view, stage, player["seat"])
        if place:
            d.text((x + 16, mid), place, font=font(15, True), fill=INK, anchor="lm")
    _token(d, (x, mid), seat)


def _place_of(view: dict[str, Any], stage: int, seat: int) -> str:
    for arrival in view["arrivals"][stage - 1]:
        if arrival["player"] == seat:
            return _ordinal(arrival["place"]) + ("=" if arrival["tied"] else "")
    return ""


def _draw_legend(d: Draw, top: int) -> int:
    x = MARGIN
    mid = top + LEGEND_H // 2
    heading = w("img-squares")
    d.text((x, mid), heading, font=font(15, True), fill=INK, anchor="lm")
    x += int(d.textlength(heading, font=font(15, True))) + 12
    for effect, key in LEGEND_KEYS.items():
        text = w(key)
        label, fill, icon = EFFECTS[effect]
        d.rectangle((x, mid - 12, x + 40, mid + 12), fill=fill, outline=SAND_EDGE)
        d.text((x + 5, mid), label, font=font(15, True), fill=INK, anchor="lm")
        _icon(d, icon, x + 24, mid - 7)
        d.text((x + 48, mid), text, font=font(15), fill=INK, anchor="lm")
        x += 48 + int(d.textlength(text, font=font(15))) + 28
    note = w("img-effects-note")
    d.text((WIDTH - MARGIN, mid), note, font=font(15), fill=MUTED, anchor="rm")
    return top + LEGEND_H


# -- header --------------------------------------------------------------------------------------
def _draw_header(d: Draw, view: dict[str, Any], seats: list[SeatInfo]) -> int:
    title = w("title") + (" · " + w("option-variant-champions")
                          if view["variant"] == "champions" else "")
    d.text((MARGIN, 14), title, font=font(30, True), fill=INK)
    x = MARGIN + int(d.textlength(title, font=font(30, True))) + 24
    if view["finished"]:
        phase = w("img-over")
    elif view["phase"] == "setup":
        phase = w("img-setting-up")
    else:
        phase = w("img-stage-round", stage=view["stage"], round=view["round"])
    d.text((x, 24), phase, font=font(20, True), fill=ACCENT)
    bank = w("img-bank", bank=view["bank"])
    bw = int(d.textlength(bank, font=font(20, True)))
    _bale(d, WIDTH - MARGIN - bw - 20, 29)
    d.text((WIDTH - MARGIN, 24), bank, font=font(20, True), fill=INK, anchor="ra")
    y = HEADER_H
    if view["finished"] and view.get("result"):
        y = _draw_banner(d, view, seats, y)
    return y


def _draw_banner(d: Draw, view: dict[str, Any], seats: list[SeatInfo], top: int) -> int:
    result = view["result"]
    d.rounded_rectangle((MARGIN - 8, top - 4, WIDTH - MARGIN + 8, top + BANNER_H - 8),
                        radius=8, fill=(255, 236, 179), outline=PALACE_EDGE, width=2)
    names = " & ".join(_seat(seats, seat).name for seat in result["winners"])
    silk = view["players"][result["winners"][0]]["silk"] if result["winners"] else 0
    key = "img-won-resigned" if result.get("ended_by") == "resignation" else "img-won"
    text = fit_text(d, w(key, names=names, count=len(result["winners"]), silk=silk),
                    font(20, True), WIDTH - 2 * MARGIN - 20)
    d.text((MARGIN + 6, top + (BANNER_H - 12) // 2), text, font=font(20, True), fill=INK,
           anchor="lm")
    return top + BANNER_H + 4


# -- bottom panels -------------------------------------------------------------------------------
def _panel(d: Draw, box: tuple[int, int, int, int], title: str) -> None:
    d.rounded_rectangle(box, radius=10, fill=PANEL_BG, outline=PANEL_EDGE, width=2)
    d.text((box[0] + 14, box[1] + 10), title, font=font(20, True), fill=INK)


def _status(view: dict[str, Any], player: dict[str, Any]) -> tuple[str, tuple[int, int, int], bool]:
    """What a driver is doing, its colour, and whether to draw a check mark."""
    if player["resigned"]:
        return w("img-status-resigned"), MUTED, False
    if view["finished"]:
        ranking = view["result"]["ranking"] if view.get("result") else []
        rank = ranking.index(player["seat"]) + 1 if player["seat"] in ranking else 0
        winner = view.get("result") and player["seat"] in view["result"]["winners"]
        return (w("img-status-winner") if winner else _ordinal(rank)), (GREEN if winner else INK), \
            bool(winner)
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


def _draw_players(d: Draw, view: dict[str, Any], seats: list[SeatInfo], box: tuple[int, ...]) -> None:
    x0, top, x1, _ = box
    _panel(d, (x0, top, x1, box[3]), w("img-drivers"))
    champions = view["variant"] == "champions"
    d.text((x1 - 14, top + 14), w("img-silk-column"), font=font(15), fill=MUTED, anchor="ra")
    y = top + PANEL_TOP
    for player in view["players"]:
        seat = _seat(seats, player["seat"])
        mid = y + ROW_H // 2
        _token(d, (x0 + 28, mid), seat)
        name_font = font(17, True)
        colour = MUTED if player["resigned"] else INK
        d.text((x0 + 48, mid), fit_text(d, seat.name, name_font, 190), font=name_font,
               fill=colour, anchor="lm")
        status, scol, check = _status(view, player)
        sx = x0 + 250
        if check:
            _check(d, sx, mid - 8, scol)
            sx += 20
        d.text((sx, mid), status, font=font(16), fill=scol, anchor="lm")
        if champions and not view["finished"] and view["phase"] == "race":
            _draw_bag_state(d, player, x0 + 400, mid)
        d.text((x1 - 36, mid), str(player["silk"]), font=font(20, True), fill=colour,
               anchor="rm")
        _bale(d, x1 - 30, mid - 6)
        y += ROW_H


def _draw_bag_state(d: Draw, player: dict[str, Any], x: int, mid: int) -> None:
    """Champions: the current tier's food bag — announced, still available, or used."""
    if player["resigned"] or player["arrived"]:
        return
    if player["bag_announced"]:
        _sack(d, x, mid - 8, ORANGE)
        d.text((x + 20, mid), w("img-bag-in"), font=font(16, True), fill=ORANGE, anchor="lm")
    elif player["bag_available"]:
        _sack(d, x, mid - 8, (150, 110, 60))
        d.text((x + 20, mid), w("img-bag"), font=font(15), fill=MUTED, anchor="lm")
    else:
        _sack(d, x, mid - 8, (200, 195, 185))
        d.text((x + 20, mid), w("img-bag-used"), font=font(15), fill=MUTED, anchor="lm")


def _draw_reveal(d: Draw, view: dict[str, Any], seats: list[SeatInfo], box: tuple[int, ...]) -> None:
    x0, top, x1, bottom = box
    reveal = view.get("last_reveal")
    title = w("img-last-reveal-at", stage=reveal["stage"], round=reveal["round"]) if reveal \
        else w("img-last-reveal")
    _panel(d, (x0, top, x1, bottom), title)
    if not reveal:
        d.text((x0 + 14, top + PANEL_TOP + 8), w("img-no-reveal"), font=font(16),
               fill=MUTED)
        return
    y = top + PANEL_TOP
    for move in reveal["moves"]:
        _draw_reveal_row(d, move, _seat(seats, move["player"]), x0, y)
        y += ROW_H


def _draw_reveal_row(d: Draw, move: dict[str, Any], seat: SeatInfo, x0: int, y: int) -> None:
    mid = y + ROW_H // 2
    _token(d, (x0 + 28, mid), seat)
    d.text((x0 + 48, mid), fit_text(d, seat.name, font(16, True), 122), font=font(16, True),
           fill=INK, anchor="lm")
    bid = w("img-bid-bag" if move["bag"] else "img-bid", amount=move["amount"], bag=move["bag"])
    d.text((x0 + 178, mid), bid, font=font(16), fill=INK, anchor="lm")
    moved = f"{_ordinal(move['rank'])} → +{move['squares']}"
    d.text((x0 + 300, mid), moved, font=font(16, True), fill=INK, anchor="lm")
    x = x0 + 400
    if move["effect"]:
        label, fill, icon = EFFECTS[move["effect"]]
        text = label if not move["effect"].startswith("silk") or move["silk_change"] else "0"
        d.rounded_rectangle((x, mid - 12, x + 48, mid + 12), radius=4, fill=fill,
                            outline=SAND_EDGE)
        d.text((x + 5, mid), text, font=font(15, True), fill=INK, anchor="lm")
        _icon(d, icon, x + 30, mid - 7)
        x += 56
    if move["place"]:
        d.text((x, mid), w("img-reached", place=_ordinal(move["place"]), award=move["award"]),
               font=font(16, True), fill=ACCENT, anchor="lm")


# -- entry point -------------------------------------------------------------------------------
def _height(view: dict[str, Any]) -> int:
    rows = max(len(view["players"]), len((view.get("last_reveal") or {}).get("moves", [])), 1)
    banner = BANNER_H + 4 if view["finished"] and view.get("result") else 0
    tracks = sum(_stage_height(view, s) + STAGE_GAP for s in (1, 2, 3))
    return HEADER_H + banner + tracks + LEGEND_H + 12 + PANEL_TOP + rows * ROW_H + 16 + MARGIN


def render_board(view: dict[str, Any], seats: list[SeatInfo]) -> bytes:
    """The public board as PNG bytes (``view`` is CaravaneEngine.view(state, None))."""
    height = _height(view)
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    d = ImageDraw.Draw(image)
    y = _draw_header(d, view, seats)
    for stage in (1, 2, 3):
        y = _draw_stage(d, view, seats, stage, y)
    y = _draw_legend(d, y) + 12
    bottom = height - MARGIN
    split = MARGIN + 560
    _draw_players(d, view, seats, (MARGIN - 8, y, split, bottom))
    _draw_reveal(d, view, seats, (split + 16, y, WIDTH - MARGIN + 8, bottom))
    return to_png(image)
