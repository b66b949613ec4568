"""The Caravan board image, drawn from the PUBLIC view of games.caravan.

Left: the 7×7 desert grid with coordinates on every edge, the eight cities (tinted in
their good's colour, with name and good token), numbered goods spaces, lying goods, demand
markers (gold coins with their count) and camels. A good carried on a camel rides above its
hump; a stolen good, held under the camel, is a dark box the camel stands on.
Right: turn and bag status, one panel per player, and a legend. Goods are told apart by
colour, a letter and a shape (rare goods are diamonds), so colour-blind players can read it.

Small shapes (camels, tokens, coins) are drawn supersampled once and cached as sprites, so
they are smooth yet a render costs only pasting.
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from cogs.table.i18n import Messages
from render.common import (
    BACKGROUND,
    INK,
    MUTED,
    SeatInfo,
    fit_text,
    font,
    text_colour_on,
    text_width,
    to_png,
)

# The words on the image come from Caravan's catalogue, in the language of the context.
WORDS = Messages(Path(__file__).resolve().parents[1] / "cogs" / "caravan" / "locales")


def w(key: str, **params: Any) -> str:
    return WORDS.format(key, params)

RGB = tuple[int, int, int]
Draw = ImageDraw.ImageDraw

CELL = 106
EDGE = 36  # room for coordinates around the grid
BOARD = CELL * 7
PANEL_X = EDGE * 2 + BOARD + 8
PANEL_W = 392
WIDTH = PANEL_X + PANEL_W + 14
HEIGHT = EDGE * 2 + BOARD
SS = 4  # supersampling factor of sprites

SAND = (238, 223, 186)
SAND_ALT = (232, 214, 172)
GRID = (196, 170, 120)
FRAME = (139, 104, 58)
NUMBER_BG = (110, 72, 36)
COIN = (240, 190, 50)
COIN_EDGE = (150, 105, 20)
HIGHLIGHT = (255, 200, 0)
PANEL_BG = (255, 253, 247)
PANEL_EDGE = (214, 198, 168)
OUTLINE = (40, 32, 24)

GOODS: tuple[str, ...] = ("ivory", "cloth", "gems", "paper", "meat", "salt", "swords", "hides")
GOOD_COLOURS: dict[str, RGB] = {
    "ivory": (160, 160, 160),
    "cloth": (128, 64, 170),
    "gems": (36, 150, 72),
    "paper": (240, 130, 180),
    "meat": (200, 40, 40),
    "salt": (252, 252, 252),
    "swords": (40, 92, 205),
    "hides": (128, 80, 40),
}
# One letter each; swords is X (crossed blades) because S is salt.
GOOD_LETTERS = {
    "ivory": "I", "cloth": "C", "gems": "G", "paper": "P",
    "meat": "M", "salt": "S", "swords": "X", "hides": "H",
}
RARE = frozenset({"ivory", "cloth", "gems", "paper"})

TOKEN = 22  # a good on a camel or in a legend
BIG_TOKEN = 28  # a good lying on a space
CAMEL_W, CAMEL_H = 32, 24
SLOT_W, SLOT_H = 34, 40  # one camel with room for a good above and below


def _fallback_seat(i: int) -> SeatInfo:
    from render.common import COLOUR_ORDER

    return SeatInfo(w("img-player", n=i + 1), COLOUR_ORDER[i % len(COLOUR_ORDER)])


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _darker(c: RGB, f: float = 0.55) -> RGB:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


# -- sprites ------------------------------------------------------------------------------------


def _shrink(big: Image.Image, w: int, h: int) -> Image.Image:
    return big.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def token_sprite(good: str, size: int, dashed: bool = False) -> Image.Image:
    """A good: colour + letter + shape (diamond = rare, disc = common)."""
    pad = 2
    full = (size + 2 * pad) * SS
    img = Image.new("RGBA", (full, full), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    fill = GOOD_COLOURS[good]
    edge = OUTLINE if good != "salt" else (90, 90, 90)
    lo, hi = pad * SS, (pad + size) * SS
    mid = full // 2
    if dashed:  # a stolen good sits in a dark crate: it cannot be stolen again
        d.rounded_rectangle((0, 0, full - 1, full - 1), radius=3 * SS, fill=OUTLINE)
        d.rounded_rectangle((SS, SS, full - 1 - SS, full - 1 - SS), radius=2 * SS,
                            outline=(255, 255, 255), width=SS)
    if good in RARE:
        pts = [(mid, lo - SS), (hi + SS, mid), (mid, hi + SS), (lo - SS, mid)]
        d.polygon(pts, fill=fill, outline=edge, width=SS * 3 // 2)
    else:
        d.ellipse((lo, lo, hi, hi), fill=fill, outline=edge, width=SS * 3 // 2)
    fnt = font(14 * SS if size < BIG_TOKEN else 17 * SS, bold=True)
    d.text((mid, mid + SS), GOOD_LETTERS[good], font=fnt, fill=text_colour_on(fill), anchor="mm")
    px = size + 2 * pad
    return _shrink(img, px, px)


@lru_cache(maxsize=32)
def camel_sprite(rgb: RGB, scale: float = 1.0) -> Image.Image:
    """A camel facing right, in the player's colour with a dark outline."""
    k = SS * scale
    w, h = round(CAMEL_W * k), round(CAMEL_H * k)
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    edge = _darker(rgb, 0.35)
    ow = round(k * 1.5)

    def s(*pts: float) -> list[float]:
        return [v * k for v in pts]

    for x in (8, 12, 20, 24):  # legs
        d.rectangle(s(x, 14, x + 2.6, 23.5), fill=rgb, outline=edge, width=round(k))
    d.line(s(4.5, 10, 2, 16), fill=edge, width=round(k * 2))  # tail
    d.polygon(s(22, 9, 26.5, 2.5, 29.5, 3.5, 26, 13), fill=rgb, outline=edge, width=ow)  # neck
    d.ellipse(s(24.5, 0.6, 31.5, 6.4), fill=rgb, outline=edge, width=ow)  # head
    d.ellipse(s(3.5, 6.5, 27, 17.5), fill=rgb, outline=edge, width=ow)  # body
    d.ellipse(s(9, 2, 19.5, 12), fill=rgb, outline=edge, width=ow)  # hump
    d.rectangle(s(9.5, 8, 19, 12), fill=rgb)  # hide the hump's lower outline
    d.ellipse(s(27.6, 2.2, 29.2, 3.8), fill=edge)  # eye
    return _shrink(img, round(CAMEL_W * scale), round(CAMEL_H * scale))


@lru_cache(maxsize=16)
def coin_sprite(count: int) -> Image.Image:
    """Demand markers on a space or a player board: a gold coin with the count."""
    size = 24 if count < 10 else 28
    full = size * SS
    img = Image.new("RGBA", (full, full), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.ellipse((SS, SS, full - SS, full - SS), fill=COIN, outline=COIN_EDGE, width=SS * 2)
    d.ellipse((4 * SS, 4 * SS, full - 4 * SS, full - 4 * SS), outline=(255, 226, 130),
              width=SS)
    d.text((full // 2, full // 2 + SS // 2), str(count), font=font(15 * SS, bold=True),
           fill=INK, anchor="mm")
    return _shrink(img, size, size)


def _paste(img: Image.Image, sprite: Image.Image, x: float, y: float) -> None:
    """Paste centred at (x, y)."""
    img.paste(sprite, (round(x - sprite.width / 2), round(y - sprite.height / 2)), sprite)


# -- board ----------------------------------------------------------------------------------------


def _cell_origin(lab: str) -> tuple[int, int]:
    col, row = "ABCDEFG".index(lab[0]), int(lab[1:]) - 1
    return EDGE + col * CELL, EDGE + row * CELL


def _draw_coordinates(d: Draw) -> None:
    fnt = font(18, bold=True)
    for i in range(7):
        mid = EDGE + i * CELL + CELL // 2
        letter, number = "ABCDEFG"[i], str(i + 1)
        d.text((mid, EDGE // 2), letter, font=fnt, fill=MUTED, anchor="mm")
        d.text((mid, EDGE + BOARD + EDGE // 2), letter, font=fnt, fill=MUTED, anchor="mm")
        d.text((EDGE // 2, mid), number, font=fnt, fill=MUTED, anchor="mm")
        d.text((EDGE + BOARD + EDGE // 2, mid), number, font=fnt, fill=MUTED, anchor="mm")


def _draw_ground(d: Draw, view: dict[str, Any]) -> None:
    cities = view["cities"]
    for r in range(7):
        for c in range(7):
            lab = f"{'ABCDEFG'[c]}{r + 1}"
            x, y = _cell_origin(lab)
            fill = SAND if (r + c) % 2 == 0 else SAND_ALT
            if lab in cities:
                fill = _mix(GOOD_COLOURS[cities[lab]], (255, 255, 255), 0.35)
                if cities[lab] == "salt":
                    fill = (250, 250, 246)
            d.rectangle((x, y, x + CELL, y + CELL), fill=fill, outline=GRID)
    for lab, good in cities.items():
        x, y = _cell_origin(lab)
        d.rectangle((x + 1, y + 1, x + CELL - 1, y + CELL - 1),
                    outline=_darker(GOOD_COLOURS[good], 0.6), width=3)
    d.rectangle((EDGE - 3, EDGE - 3, EDGE + BOARD + 3, EDGE + BOARD + 3), outline=FRAME, width=3)


def _draw_city_header(img: Image.Image, d: Draw, lab: str, good: str, name: str) -> None:
    x, y = _cell_origin(lab)
    fill = _mix(GOOD_COLOURS[good], (255, 255, 255), 0.35)
    _paste(img, token_sprite(good, 18), x + 14, y + 15)
    fnt = font(15, bold=True)
    name = fit_text(d, name, fnt, CELL - 30)
    d.text((x + 26, y + 15), name, font=fnt, fill=text_colour_on(fill), anchor="lm")


def _draw_number(d: Draw, lab: str, number: int) -> None:
    x, y = _cell_origin(lab)
    d.ellipse((x + 4, y + 4, x + 26, y + 26), fill=NUMBER_BG, outline=(255, 240, 210), width=1)
    d.text((x + 15, y + 15), str(number), font=font(15, bold=True), fill=(255, 245, 225),
           anchor="mm")


def _camel_groups(camels: list[dict[str, Any]], limit: int) -> list[tuple[dict[str, Any], int]]:
    """One entry per camel while they fit, else identical camels grouped with a count."""
    if len(camels) <= limit:
        return [(c, 1) for c in camels]
    groups: dict[tuple[int, str | None, bool], list[Any]] = {}
    for c in camels:
        key = (c["player"], c["good"], c["under"])
        groups.setdefault(key, [c, 0])[1] += 1
    # laden camels first, so that if some must be left out, no carried good is hidden
    ordered = sorted(groups.values(), key=lambda g: g[0]["good"] is None)
    return [(c, n) for c, n in ordered]


# Camel sizes by crowding: (scale, good token size, slot width, slot height).
BIG = (1.4, 22, 50, 62)
SMALL = (1.0, 18, 34, 40)


def _draw_camel(img: Image.Image, d: Draw, camel: dict[str, Any], rgb: RGB,
                cx: float, top: float, count: int, size: tuple[float, int, int, int]) -> None:
    scale, tok, slot_w, _ = size
    good, under = camel["good"], camel["under"]
    camel_h = CAMEL_H * scale
    if good and under:
        # the camel stands on its stolen good, boxed: it cannot be stolen again
        body_y = top + 1 + camel_h / 2
        _paste(img, camel_sprite(rgb, scale), cx, body_y)
        _paste(img, token_sprite(good, tok, dashed=True), cx - 2 * scale,
               top + 1 + 14 * scale + tok / 2 + 2)
    else:
        body_y = top + tok * 0.62 + camel_h / 2
        _paste(img, camel_sprite(rgb, scale), cx, body_y)
        if good:
            _paste(img, token_sprite(good, tok), cx - 2 * scale, top + tok / 2 + 1)
    if count > 1:
        d.text((cx + slot_w / 2 - 1, top + 6), f"×{count}", font=font(14, bold=True), fill=INK,
               anchor="rm", stroke_width=2, stroke_fill=(255, 255, 255))


def _draw_camels(img: Image.Image, d: Draw, lab: str, camels: list[dict[str, Any]],
                 colours: list[RGB]) -> None:
    x, y = _cell_origin(lab)
    per_row, rows = 3, 2
    groups = _camel_groups(camels, per_row * rows)
    hidden = 0
    if len(groups) > per_row * rows:
        hidden = sum(n for _, n in groups[per_row * rows - 1:])
        groups = groups[: per_row * rows - 1]
    slots = len(groups) + (1 if hidden else 0)
    size = BIG if slots <= 2 else SMALL
    slot_w, slot_h = size[2], size[3]
    n_rows = 1 if slots <= per_row else 2
    top0 = y + CELL - 5 - n_rows * slot_h
    for i, (camel, count) in enumerate(groups):
        row, col = divmod(i, per_row)
        in_row = min(per_row, slots - row * per_row)
        left = x + (CELL - in_row * slot_w) / 2
        cx = left + col * slot_w + slot_w / 2
        _draw_camel(img, d, camel, colours[camel["player"]], cx, top0 + row * slot_h, count,
                    size)
    if hidden:
        d.text((x + CELL - 8, y + CELL - 12), f"+{hidden}", font=font(14, bold=True),
               fill=INK, anchor="rm")


def _draw_space(img: Image.Image, d: Draw, view: dict[str, Any], lab: str,
                colours: list[RGB]) -> None:
    x, y = _cell_origin(lab)
    if lab in view["cities"]:
        good = view["cities"][lab]
        _draw_city_header(img, d, lab, good, view["city_names"][lab])
    if lab in view["numbered"]:
        _draw_number(d, lab, view["numbered"][lab])
    sp = view["spaces"].get(lab)
    if not sp:
        return
    crowded = len(sp["camels"]) > 3
    if sp["good"]:
        if crowded:
            _paste(img, token_sprite(sp["good"], 22), x + CELL / 2, y + 16)
        else:
            _paste(img, token_sprite(sp["good"], BIG_TOKEN), x + CELL / 2, y + 20)
    if sp["demand"]:
        _paste(img, coin_sprite(sp["demand"]), x + CELL - 17, y + 17)
    _draw_camels(img, d, lab, sp["camels"], colours)


def _draw_highlights(d: Draw, labels: list[str]) -> None:
    for lab in labels:
        if not isinstance(lab, str) or len(lab) != 2 or lab[0] not in "ABCDEFG":
            continue
        if lab[1] not in "1234567":
            continue
        x, y = _cell_origin(lab)
        d.rectangle((x + 2, y + 2, x + CELL - 2, y + CELL - 2), outline=HIGHLIGHT, width=5)
        d.rectangle((x + 7, y + 7, x + CELL - 7, y + CELL - 7), outline=(255, 255, 255),
                    width=1)


# -- side panel ---------------------------------------------------------------------------------


def _status_lines(view: dict[str, Any], names: list[str]) -> tuple[str, str]:
    if view["over"]:
        winners = [names[s] for s in view.get("winners", []) if s < len(names)]
        head = w("img-over", names=" & ".join(winners), count=len(winners))
        reason = view.get("end_reason") or ""
        return head, w(f"img-end-{reason}") if reason in ("delivery", "all_passed",
                                                          "resignations") else ""
    cur = view["current"]
    who = names[cur] if cur is not None and cur < len(names) else "?"
    left = view["actions_left"]
    return (w("img-turn", turn=view["turn"], name=who),
            w("img-actions-left", left=left, total=view["turn_actions"]))


def _draw_header(img: Image.Image, d: Draw, view: dict[str, Any], names: list[str],
                 colours: list[RGB], y: int) -> int:
    x = PANEL_X
    head, sub = _status_lines(view, names)
    cur = view["current"]
    if not view["over"] and cur is not None and cur < len(colours):
        _paste(img, camel_sprite(colours[cur]), x + 16, y + 16)
        tx = x + 38
    else:
        tx = x
    d.text((tx, y + 16), fit_text(d, head, font(21, bold=True), PANEL_X + PANEL_W - tx),
           font=font(21, bold=True), fill=INK, anchor="lm")
    d.text((x, y + 44), fit_text(d, sub, font(16), PANEL_W), font=font(16), fill=MUTED,
           anchor="lm")
    y += 62
    bag = view["bag"]
    bag_text = w("img-bag", n=bag, length=view["length"])
    if view["end_triggered"] and not view["over"]:
        d.rounded_rectangle((x, y, x + PANEL_W, y + 30), radius=8, fill=(190, 40, 40))
        d.text((x + PANEL_W / 2, y + 15), w("img-bag-empty"),
               font=font(16, bold=True), fill=(255, 255, 255), anchor="mm")
    else:
        d.text((x, y + 15), bag_text, font=font(16, bold=True), fill=INK, anchor="lm")
    return y + 40


def _draw_player(img: Image.Image, d: Draw, view: dict[str, Any], seat: int, name: str,
                 rgb: RGB, y: int, h: int) -> None:
    p = view["players"][seat]
    x = PANEL_X
    active = not view["over"] and view["current"] == seat
    fill = _mix(rgb, (255, 255, 255), 0.86) if active else PANEL_BG
    d.rounded_rectangle((x, y, x + PANEL_W, y + h), radius=10, fill=fill,
                        outline=rgb if active else PANEL_EDGE, width=4 if active else 2)
    d.rectangle((x + 2, y + 10, x + 8, y + h - 10), fill=rgb)  # colour stripe
    _paste(img, camel_sprite(rgb), x + 30, y + 20)
    score = w("img-points", n=p["score"])
    sfont = font(22, bold=True)
    sw = text_width(d, score, sfont)
    d.text((x + PANEL_W - 12, y + 20), score, font=sfont, fill=INK, anchor="rm")
    nfont = font(18, bold=True)
    label = w("img-resigned", name=name) if p["resigned"] else name
    nx = x + 52
    if view["over"] and seat in view.get("winners", []):
        _draw_star(d, nx + 9, y + 20, 10)
        nx += 24
    d.text((nx, y + 20), fit_text(d, label, nfont, x + PANEL_W - nx - sw - 20), font=nfont,
           fill=MUTED if p["resigned"] else INK, anchor="lm")
    _draw_delivered(img, d, p, x + 16, y + 52)
    small = font(15)
    stats = w("img-camels", supply=p["supply"], board=p["on_board"], theft=p["theft"])
    d.text((x + 16, y + 80), fit_text(d, stats, small, PANEL_W - 28), font=small, fill=INK,
           anchor="lm")
    breakdown = w("img-breakdown", goods=p["goods_points"], demand=p["demand"],
                  penalty=p["penalty"], carrying=p["carrying"])
    d.text((x + 16, y + 104), fit_text(d, breakdown, small, PANEL_W - 28), font=small,
           fill=MUTED, anchor="lm")


def _draw_star(d: Draw, cx: float, cy: float, r: float) -> None:
    """The winner's mark (drawn: the project font has no star glyph)."""
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        ang = math.pi / 2 + i * math.pi / 5
        pts.append((cx + rad * math.cos(ang), cy - rad * math.sin(ang)))
    d.polygon(pts, fill=COIN, outline=COIN_EDGE, width=2)


def _draw_delivered(img: Image.Image, d: Draw, p: dict[str, Any], x: int, y: int) -> None:
    """Delivered goods as tokens with counts, then the demand-marker coin."""
    fnt = font(15, bold=True)
    shown = [(g, p["delivered"].get(g, 0)) for g in GOODS if p["delivered"].get(g, 0)]
    cx = x + 10
    if not shown:
        d.text((x, y), w("img-no-deliveries"), font=font(15), fill=MUTED, anchor="lm")
        cx = x + text_width(d, w("img-no-deliveries"), font(15)) + 24
    for good, n in shown:
        _paste(img, token_sprite(good, 20), cx, y)
        d.text((cx + 14, y), f"{n}", font=fnt, fill=INK, anchor="lm")
        cx += 40
    _paste(img, coin_sprite(p["demand"]), max(cx, x + 10) + 2, y)


def _draw_legend(img: Image.Image, d: Draw, view: dict[str, Any], y: int) -> None:
    x = PANEL_X
    d.text((x, y), w("img-goods-legend"), font=font(15, bold=True), fill=INK, anchor="lm")
    y += 22
    city_of = {g: lab for lab, g in view["cities"].items()}
    fnt = font(14)
    col_w = PANEL_W // 2
    for i, good in enumerate(GOODS):
        cx = x + (i % 2) * col_w
        cy = y + (i // 2) * 24
        _paste(img, token_sprite(good, 18), cx + 11, cy)
        text = f"{w(f'good-{good}')} → {city_of.get(good, '?')} · {view['values'].get(good, '?')}"
        d.text((cx + 26, cy), text, font=fnt, fill=INK, anchor="lm")
    y += 4 * 24 + 2
    _paste(img, coin_sprite(1), x + 11, y)
    d.text((x + 26, y), w("img-demand-legend"), font=fnt, fill=INK, anchor="lm")
    y += 24
    _paste(img, token_sprite("salt", 16, dashed=True), x + 11, y)
    d.text((x + 26, y), w("img-stolen-legend"), font=fnt,
           fill=INK, anchor="lm")


# -- entry point --------------------------------------------------------------------------------


def render_board(
    view: dict[str, Any], seats: list[SeatInfo], highlight: list[str] | None = None
) -> bytes:
    """The public board image as PNG bytes. ``highlight`` = space labels to outline."""
    n = len(view["players"])
    seats = list(seats) + [_fallback_seat(i) for i in range(len(seats), n)]
    colours = [s.rgb for s in seats]
    names = [s.name for s in seats]
    img = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    d = ImageDraw.Draw(img)
    _draw_coordinates(d)
    _draw_ground(d, view)
    for r in range(7):
        for c in range(7):
            _draw_space(img, d, view, f"{'ABCDEFG'[c]}{r + 1}", colours)
    _draw_highlights(d, highlight or [])
    y = _draw_header(img, d, view, names, colours, EDGE - 14)
    legend_h = 22 + 4 * 24 + 2 + 24 + 24
    box_h = min(124, (HEIGHT - 10 - legend_h - y - 8 * n) // max(n, 1))
    for seat in range(n):
        _draw_player(img, d, view, seat, names[seat], colours[seat], y, box_h)
        y += box_h + 8
    _draw_legend(img, d, view, HEIGHT - legend_h - 4)
    return to_png(img)
