"""The private Yspahan hand image: one player's cards with what each does, their camels, gold
and VP, and their six buildings (owned or not, the cost and the effect), from the PRIVATE
view of that seat (``ENGINE.view(state, seat)``; nobody else's cards are in it).

Same phone rules as the city image: 960 px wide, no text under 16 px (10 px on a phone).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from games.yspahan.board import BUILDING_COST, BUILDINGS, CARD_KINDS, PUBLISHED
from render import kit
from render import yspahan_art as art
from render.common import SeatInfo
from render.yspahan import (
    BIG,
    BODY,
    INK,
    MARGIN,
    MUTED,
    NOW_EDGE,
    PANEL_BG,
    PANEL_EDGE,
    PAPER,
    SMALL,
    TITLE,
    WHITE,
    WIDTH,
    WORDS,
    _marker,
    _seat,
    w,
)

Draw = ImageDraw.ImageDraw
RGB = tuple[int, int, int]

HEAD_H = 64
SECTION_H = 38
COLS = 3
GAP = 12
TILE_W = (WIDTH - 2 * MARGIN - (COLS - 1) * GAP) // COLS
CARD_H = 140
BUILDING_H = 112
BAND_W = 58
LINE = SMALL + 4
NOTE_H = 28

# A band colour per card, by what it is about (camels, gold, cubes, exchange, VP, building).
CARD_LOOK: dict[str, RGB] = {
    "card_a": art.CAMEL, "card_b": (196, 146, 20), "card_c": (170, 84, 50),
    "card_d": (60, 120, 70), "card_e": (40, 120, 140), "card_f": (150, 110, 10),
    "card_g": (120, 80, 40), "card_h": art.CARD, "card_i": art.CARD,
}


def wrap(text: str, size: int, width: int, lines: int, bold: bool = False) -> list[str]:
    """``text`` broken into at most ``lines`` lines of ``width`` px (the last one fitted with
    an ellipsis if the text runs on)."""
    out: list[str] = []
    words = text.split()
    current = ""
    for k, word in enumerate(words):
        trial = f"{current} {word}".strip()
        if kit.width(trial, size, bold) <= width or not current:
            current = trial
            continue
        out.append(current)
        current = word
        if len(out) == lines - 1:
            current = " ".join(words[k:])
            break
    if current:
        out.append(kit.fit(current, size, width, bold))
    return [kit.fit(line, size, width, bold) for line in out[:lines]]


def _height(kinds: int) -> int:
    card_rows = max(1, -(-kinds // COLS))
    cards = card_rows * (CARD_H + GAP) + NOTE_H if kinds else 44
    return (MARGIN + HEAD_H + SECTION_H + cards + SECTION_H + 2 * (BUILDING_H + GAP)
            + MARGIN - GAP)


def draw_hand(view: dict[str, Any], seats: Sequence[SeatInfo], seat: int) -> Image.Image:
    you = view.get("you") or {}
    hand: dict[str, int] = dict(you.get("hand", {})) if you.get("seat") == seat else {}
    kinds = [c for c in CARD_KINDS if hand.get(c)]
    image = Image.new("RGB", (WIDTH, _height(len(kinds))), PAPER)
    d = ImageDraw.Draw(image)
    player = view["players"][seat]
    info = _seat(seats, seat)
    _header(d, info, player)
    y = MARGIN + HEAD_H
    title = w("img-hand-title", count=sum(hand.values()))
    kit.text(d, (MARGIN, y + SECTION_H // 2), kit.fit(title, TITLE, WIDTH - 2 * MARGIN, True),
             size=TITLE, bold=True, anchor="lm")
    y += SECTION_H
    if not kinds:
        kit.text(d, (MARGIN + 4, y + 16), w("img-no-cards"), size=BODY, fill=MUTED,
                 anchor="lm")
        y += 44
    for k, card in enumerate(kinds):
        row, col = divmod(k, COLS)
        x = MARGIN + col * (TILE_W + GAP)
        _card(d, x, y + row * (CARD_H + GAP), card, hand[card])
    if kinds:
        y += (-(-len(kinds) // COLS)) * (CARD_H + GAP)
        kit.text(d, (MARGIN + 4, y + 10), kit.fit(w("img-hand-note"), SMALL, WIDTH - 2 * MARGIN),
                 size=SMALL, fill=MUTED, anchor="lm")
        y += NOTE_H
    owned = set(player["buildings"])
    next_vp = list(view.get("building_vp") or [])
    title = w("img-buildings-next", vp=next_vp[len(owned)]) if len(owned) < len(next_vp) \
        else w("img-buildings")
    kit.text(d, (MARGIN, y + SECTION_H // 2), kit.fit(title, TITLE, WIDTH - 2 * MARGIN, True),
             size=TITLE, bold=True, anchor="lm")
    y += SECTION_H
    for k, building in enumerate(BUILDINGS):
        row, col = divmod(k, COLS)
        x = MARGIN + col * (TILE_W + GAP)
        _building(d, x, y + row * (BUILDING_H + GAP), building, building in owned,
                  view["ruleset"])
    return image


def _header(d: Draw, info: SeatInfo, player: dict[str, Any]) -> None:
    top, mid = MARGIN, MARGIN + HEAD_H // 2 - 4
    d.rounded_rectangle((MARGIN - 6, top - 6, WIDTH - MARGIN + 6, top + HEAD_H - 10),
                        radius=10, fill=PANEL_BG, outline=PANEL_EDGE, width=2)
    _marker(d, (MARGIN + 18, mid), 16, info)
    # The numbers, right-aligned: VP, camels, gold.
    x = WIDTH - MARGIN - 4
    for draw_icon, value in ((lambda cx: art.coin(d, cx, mid, 11), player["gold"]),
                             (lambda cx: art.camel(d, cx, mid, 12), player["camels"]),
                             (lambda cx: art.star(d, cx, mid, 13), player["vp"])):
        text = str(value)
        kit.text(d, (x, mid + 1), text, size=BIG, bold=True, anchor="rm")
        x -= kit.width(text, BIG, True) + 18
        draw_icon(x)
        x -= 26
    name_x = MARGIN + 44
    kit.text(d, (name_x, mid), kit.fit(info.name, TITLE, x - name_x - 12, True), size=TITLE,
             bold=True, anchor="lm")


def _card(d: Draw, x: int, y: int, card: str, count: int) -> None:
    band = CARD_LOOK.get(card, art.CARD)
    d.rounded_rectangle((x, y, x + TILE_W, y + CARD_H), radius=10, fill=WHITE,
                        outline=PANEL_EDGE, width=2)
    d.rounded_rectangle((x, y, x + BAND_W, y + CARD_H), radius=10, fill=band)
    d.rectangle((x + BAND_W - 10, y, x + BAND_W, y + CARD_H), fill=band)
    ink = kit.text_on(band)
    letter = card.rsplit("_", 1)[-1]
    kit.text(d, (x + BAND_W // 2, y + 34), letter, size=BIG + 6, bold=True, fill=ink,
             anchor="mm")
    if count > 1:
        kit.text(d, (x + BAND_W // 2, y + CARD_H - 28), f"×{count}", size=TITLE, bold=True,
                 fill=ink, anchor="mm")
    tx, room = x + BAND_W + 10, TILE_W - BAND_W - 18
    name = w(f"img-card-{letter}")
    lines = wrap(name, BODY, room, 2, True)
    ty = y + 10
    for line in lines:
        kit.text(d, (tx, ty), line, size=BODY, bold=True, anchor="lt")
        ty += BODY + 4
    for line in wrap(w(f"img-card-{letter}-effect"), SMALL, room,
                     (CARD_H - (ty - y) - 8) // LINE):
        kit.text(d, (tx, ty + 2), line, size=SMALL, fill=INK, anchor="lt")
        ty += LINE


def _building(d: Draw, x: int, y: int, building: str, owned: bool, ruleset: str) -> None:
    number = building.removeprefix("building")
    d.rounded_rectangle((x, y, x + TILE_W, y + BUILDING_H), radius=10,
                        fill=(255, 244, 222) if owned else WHITE,
                        outline=NOW_EDGE if owned else PANEL_EDGE, width=3 if owned else 2)
    box = (x + 10, y + 8, x + 40, y + 38)
    if owned:
        d.rounded_rectangle(box, radius=6, fill=INK)
        kit.text(d, (x + 25, y + 24), number, size=TITLE, bold=True, fill=WHITE, anchor="mm")
    else:
        d.rounded_rectangle(box, radius=6, outline=MUTED, width=2)
        kit.text(d, (x + 25, y + 24), number, size=TITLE, bold=True, fill=MUTED, anchor="mm")
    camels, gold = BUILDING_COST[building]
    cx = x + 52
    mid = y + 23
    if owned:
        art.check(d, cx, mid - 10, 20, (30, 130, 60))
        kit.text(d, (cx + 26, mid), kit.fit(w("img-built"), SMALL, TILE_W - 90, True),
                 size=SMALL, bold=True, fill=(30, 130, 60), anchor="lm")
    else:
        for draw_icon, value in ((lambda c: art.camel(d, c, mid, 10), camels),
                                 (lambda c: art.coin(d, c, mid, 9), gold)):
            if not value:
                continue
            draw_icon(cx + 10)
            kit.text(d, (cx + 24, mid), str(value), size=BODY, bold=True, anchor="lm")
            cx += 30 + kit.width(str(value), BODY, True) + 8
    key = f"img-building-{number}"
    if ruleset == PUBLISHED and WORDS.has(f"{key}-published"):
        key += "-published"
    ty = y + 46
    for line in wrap(w(key), SMALL, TILE_W - 20, 3):
        kit.text(d, (x + 10, ty), line, size=SMALL, fill=INK, anchor="lt")
        ty += LINE

