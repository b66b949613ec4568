"""The private Yspahan hand image: one player's cards with what each does, their camels, gold
and VP, and their six buildings (owned or not, the cost and the effect), from the PRIVATE
view of that seat (``ENGINE.view(state, seat)``; nobody else's cards are in it).

Same phone rules as the city image: 864 px wide, no text under 20 px (capitals 9 px tall on a
phone). Every card's and building's text is shown whole: a row of tiles is as tall as its
wordiest tile needs.
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
COLS = 3                          # buildings a row
CARD_COLS = 2                     # cards a row: their effects are the longest words
GAP = 12
TILE_W = (WIDTH - 2 * MARGIN - (COLS - 1) * GAP) // COLS
CARD_W = (WIDTH - 2 * MARGIN - (CARD_COLS - 1) * GAP) // CARD_COLS
CARD_MIN_H = 116                  # the band's letter and count
BAND_W = 58
LINE = SMALL + 4
NAME_LINE = BODY + 4
NOTE_H = 28
MAX_LINES = 12

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


def _card_words(card: str) -> tuple[list[str], list[str]]:
    """A card's name and effect in lines, whole."""
    letter = card.rsplit("_", 1)[-1]
    room = CARD_W - BAND_W - 18
    return (wrap(w(f"img-card-{letter}"), BODY, room, 3, True),
            wrap(w(f"img-card-{letter}-effect"), SMALL, room, MAX_LINES))


def _card_heights(kinds: list[str]) -> list[int]:
    """Each row of cards as tall as its wordiest card."""
    heights = []
    for row in range(0, len(kinds), CARD_COLS):
        need = [10 + len(name) * NAME_LINE + 2 + len(effect) * LINE + 10
                for name, effect in map(_card_words, kinds[row:row + CARD_COLS])]
        heights.append(max(CARD_MIN_H, *need))
    return heights


def _building_words(building: str, ruleset: str) -> list[str]:
    key = f"img-building-{building.removeprefix('building')}"
    if ruleset == PUBLISHED and WORDS.has(f"{key}-published"):
        key += "-published"
    return wrap(w(key), SMALL, TILE_W - 20, MAX_LINES)


def _building_h(ruleset: str) -> int:
    lines = max(len(_building_words(b, ruleset)) for b in BUILDINGS)
    return 46 + lines * LINE + 10


def draw_hand(view: dict[str, Any], seats: Sequence[SeatInfo], seat: int) -> Image.Image:
    you = view.get("you") or {}
    hand: dict[str, int] = dict(you.get("hand", {})) if you.get("seat") == seat else {}
    kinds = [c for c in CARD_KINDS if hand.get(c)]
    rows = _card_heights(kinds)
    building_h = _building_h(view["ruleset"])
    cards_h = sum(h + GAP for h in rows) + NOTE_H if kinds else 44
    height = (MARGIN + HEAD_H + SECTION_H + cards_h + SECTION_H + 2 * (building_h + GAP)
              + MARGIN - GAP)
    image = Image.new("RGB", (WIDTH, height), PAPER)
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
        row, col = divmod(k, CARD_COLS)
        x = MARGIN + col * (CARD_W + GAP)
        _card(d, x, y + sum(h + GAP for h in rows[:row]), rows[row], card, hand[card])
    if kinds:
        y += sum(h + GAP for h in rows)
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
        _building(d, x, y + row * (building_h + GAP), building_h, building, building in owned,
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


def _card(d: Draw, x: int, y: int, height: int, card: str, count: int) -> None:
    band = CARD_LOOK.get(card, art.CARD)
    d.rounded_rectangle((x, y, x + CARD_W, y + height), radius=10, fill=WHITE,
                        outline=PANEL_EDGE, width=2)
    d.rounded_rectangle((x, y, x + BAND_W, y + height), radius=10, fill=band)
    d.rectangle((x + BAND_W - 10, y, x + BAND_W, y + height), fill=band)
    ink = kit.text_on(band)
    letter = card.rsplit("_", 1)[-1]
    kit.text(d, (x + BAND_W // 2, y + 34), letter, size=BIG + 6, bold=True, fill=ink,
             anchor="mm")
    if count > 1:
        kit.text(d, (x + BAND_W // 2, y + height - 28), f"×{count}", size=TITLE, bold=True,
                 fill=ink, anchor="mm")
    tx = x + BAND_W + 10
    name, effect = _card_words(card)
    ty = y + 10
    for line in name:
        kit.text(d, (tx, ty), line, size=BODY, bold=True, anchor="lt")
        ty += NAME_LINE
    for line in effect:
        kit.text(d, (tx, ty + 2), line, size=SMALL, fill=INK, anchor="lt")
        ty += LINE


def _building(d: Draw, x: int, y: int, height: int, building: str, owned: bool,
              ruleset: str) -> None:
    number = building.removeprefix("building")
    d.rounded_rectangle((x, y, x + TILE_W, y + height), radius=10,
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
    ty = y + 46
    for line in _building_words(building, ruleset):
        kit.text(d, (x + 10, ty), line, size=SMALL, fill=INK, anchor="lt")
        ty += LINE

