"""A player's private Catan hand: resources, development cards, trade rates, what to build.

960 px wide, with no text under ``kit.min_size_for(960)`` = 23 px, whose capitals read 9 px
tall on a phone (where Discord shows an attachment about 600 px wide); all text through the
render kit. A private image has no height to keep to: a card's text takes the lines it needs.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import catan_art as art
from render import kit, seats
from render.catan_model import HandModel
from render.catan_traders import word
from render.common import SeatInfo
from render.kit import BACKGROUND, INK, MUTED

WIDTH = 960
TEXT_MIN = kit.min_size_for(WIDTH)  # 23
TITLE = 25     # a section's title
NOTES_SHOWN = 3
NOTE_LINE = 30
LINE = 26      # a line of TEXT_MIN text
MARGIN = 24
GAP = 12
CARD_W = (WIDTH - 2 * MARGIN - 4 * GAP) // 5
CARD_BG = (255, 252, 244)
CARD_EDGE = (200, 190, 170)
NEW_MARK = (230, 120, 0)
OK_GREEN = (30, 140, 60)

DEV_CARDS = ("knight", "victory_point", "road_building", "year_of_plenty", "monopoly")
BUILDS: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = (
    ("road", (("brick", 1), ("lumber", 1))),
    ("settlement", (("brick", 1), ("lumber", 1), ("wool", 1), ("grain", 1))),
    ("city", (("ore", 3), ("grain", 2))),
    ("dev", (("ore", 1), ("wool", 1), ("grain", 1))),
)


# Traders & Barbarians' cards that differ from the base game's: (title key, blurb key).
TB_CARDS = {"knight": ("card-knight", "img-card-tb-knight"),
            "swift_journey": ("card-swift_journey", "img-card-swift_journey")}


def dev_info(kind: str, traders: bool = False) -> tuple[str, str]:
    """A development card's title and what it does, in the context's language."""
    if traders and kind in TB_CARDS:
        title, blurb = TB_CARDS[kind]
        return (art.w(title) if art.WORDS.has(title) else kind.replace("_", " ").title(),
                word(blurb))
    if kind in DEV_CARDS:
        return art.w(f"card-{kind}"), art.w(f"img-card-{kind}")
    return kind.replace("_", " ").title(), ""


RESOURCES_Y = 70
RESOURCES_H = 36 + 160
RATES_H = 36 + 52
BUILDS_H = 36 + 100
SECTION_GAP = 20


def render_hand_model(h: HandModel, seats_: list[SeatInfo]) -> Image.Image:
    notes = [note_text(dict(n), seats_) for n in reversed(h.notes[-NOTES_SHOWN:])]
    devs = _dev_layout(h)
    devs_y = RESOURCES_Y + RESOURCES_H + SECTION_GAP
    rates_y = devs_y + 36 + devs[0] + SECTION_GAP
    builds_y = rates_y + RATES_H + SECTION_GAP
    notes_y = builds_y + BUILDS_H + SECTION_GAP
    height = notes_y + (44 + NOTE_LINE * len(notes) if notes else 0)
    img = Image.new("RGB", (WIDTH, height), BACKGROUND)
    d = ImageDraw.Draw(img)
    _draw_title(img, d, h, seats_)
    _draw_resources(img, d, h, RESOURCES_Y)
    _draw_devs(d, h, devs_y, devs)
    _draw_rates(img, d, h, rates_y)
    _draw_builds(img, d, h, builds_y)
    if notes:
        _draw_notes(d, notes, notes_y)
    return img


def _seat_name(seats_: list[SeatInfo], seat: Any) -> str:
    return seats_[seat].name if isinstance(seat, int) and 0 <= seat < len(seats_) \
        else art.w("img-someone")


def _cards_text(cards: Any) -> str:
    pairs = dict(cards) if cards else {}
    return ", ".join(art.w(f"count-{r}", n=n) for r, n in pairs.items() if n) \
        or art.w("img-nothing")


def note_text(note: dict[str, Any], seats_: list[SeatInfo]) -> str:
    """One private event in words (only this player sees it)."""
    kind = note.get("type")
    if kind == "you_drew":
        return art.w("img-note-drew", card=dev_info(str(note.get("card", "")))[0])
    if kind == "you_stole":
        return art.w("img-note-stole", resource=art.w(f"item-{note.get('resource')}"),
                     name=_seat_name(seats_, note.get("victim")))
    if kind == "stolen_from_you":
        return art.w("img-note-stolen", resource=art.w(f"item-{note.get('resource')}"),
                     name=_seat_name(seats_, note.get("thief")))
    if kind == "you_discarded":
        return art.w("img-note-discarded", cards=_cards_text(note.get("cards")))
    return str(kind).replace("_", " ").capitalize()


def _draw_notes(d: ImageDraw.ImageDraw, notes: list[str], y: int) -> None:
    _section(d, y, art.w("img-recent"), art.w("img-newest-first"))
    for i, text in enumerate(notes):
        line = "• " + kit.fit(text, TEXT_MIN, WIDTH - 2 * MARGIN - 20)
        kit.text(d, (MARGIN + 4, y + 38 + i * NOTE_LINE), line, size=TEXT_MIN, fill=INK)


def _section(d: ImageDraw.ImageDraw, y: int, title: str, note: str = "") -> None:
    kit.text(d, (MARGIN, y), title, size=TITLE, bold=True, fill=INK)
    if note:
        room = WIDTH - 2 * MARGIN - kit.width(title, TITLE, True) - 24
        kit.text(d, (WIDTH - MARGIN, y + 2), kit.fit(note, TEXT_MIN, room), size=TEXT_MIN,
                 fill=MUTED, anchor="ra")


def _draw_title(img: Image.Image, d: ImageDraw.ImageDraw, h: HandModel,
                seats_: list[SeatInfo]) -> None:
    seat = seats_[h.seat] if 0 <= h.seat < len(seats_) \
        else SeatInfo(art.w("img-player", n=h.seat + 1), "")
    total = sum(n for _, n in h.resources)
    if h.discard:
        note, colour = art.w("img-discard-now", n=h.discard, total=total), art.ALERT
    elif total > 7:
        note, colour = art.w("img-seven-warning", n=total), art.ALERT
    else:
        note, colour = art.w("img-resource-cards", n=total), MUTED
    vp = art.w("img-vp-total", n=h.vp_total)
    right = max(kit.width(vp, TEXT_MIN, True), kit.width(note, TEXT_MIN, True))
    right = min(right, (WIDTH - 2 * MARGIN) // 2)
    x = MARGIN
    if seat.colour in seats.SEAT_COLOURS:
        big = Image.new("RGBA", (28 * art.SS, 28 * art.SS), (0, 0, 0, 0))
        seats.draw_marker(ImageDraw.Draw(big), (14 * art.SS, 14 * art.SS), 12 * art.SS,
                          seat.colour, outline=art.OUTLINE)
        small = big.resize((28, 28), Image.Resampling.LANCZOS)
        img.paste(small, (x, 18), small)
        x += 38
    title = kit.fit(art.w("img-your-hand", name=seat.name), 28, WIDTH - MARGIN - right - 24 - x,
                    bold=True)
    kit.text(d, (x, 32), title, size=28, bold=True, fill=INK, anchor="lm")
    kit.text(d, (WIDTH - MARGIN, 6), kit.fit(vp, TEXT_MIN, right, bold=True), size=TEXT_MIN,
             bold=True, fill=INK, anchor="ra")
    kit.text(d, (WIDTH - MARGIN, 34), kit.fit(note, TEXT_MIN, right, bold=True),
             size=TEXT_MIN, bold=True, fill=colour, anchor="ra")


def _draw_resources(img: Image.Image, d: ImageDraw.ImageDraw, h: HandModel, y: int) -> None:
    _section(d, y, art.w("img-resources"))
    top = y + 36
    cards = h.resources + ((("gold", h.gold),) if h.traders else ())  # T&B: gold beside them
    card_w = (WIDTH - 2 * MARGIN - (len(cards) - 1) * GAP) // len(cards)
    for i, (res, count) in enumerate(cards):
        x = MARGIN + i * (card_w + GAP)
        colour = art.RESOURCE_COLOURS[res]
        fill = colour if count else art.shade(colour, 1.6)
        d.rounded_rectangle((x, top, x + card_w, top + 160), radius=14, fill=CARD_BG,
                            outline=CARD_EDGE, width=2)
        d.rounded_rectangle((x + 8, top + 8, x + card_w - 8, top + 102), radius=10, fill=fill,
                            outline=art.OUTLINE, width=2)
        img.paste(_icon_tile(res, 78, fill), (int(x + card_w / 2 - 39), top + 16))
        kit.text(d, (x + card_w - 12, top + 131), str(count), size=36, bold=True,
                 fill=INK if count else MUTED, anchor="rm")
        room = card_w - 24 - kit.width(str(count), 36, True) - 6
        kit.text(d, (x + 12, top + 131), kit.fit(art.resource_name(res), TEXT_MIN, room,
                                                 bold=True),
                 size=TEXT_MIN, bold=True, fill=INK, anchor="lm")


@lru_cache(maxsize=32)
def _icon_tile(resource: str, size: int, bg: tuple[int, int, int]) -> Image.Image:
    """An anti-aliased icon on its card colour (drawn 4×)."""
    s = size * art.SS
    big = Image.new("RGB", (s, s), bg)
    art.draw_icon(ImageDraw.Draw(big), resource, s / 2, s / 2, s * 0.9)
    return big.resize((size, size), Image.Resampling.LANCZOS)


DevCard = tuple[str, int, int, list[str], list[str]]  # kind, count, new, title, blurb


def _dev_layout(h: HandModel) -> tuple[int, int, list[DevCard]]:
    """(card height, card width, cards with their title and blurb in lines): the cards
    share the row, and each card is as tall as the wordiest needs."""
    n = max(1, len(h.dev_cards))
    card_w = (WIDTH - 2 * MARGIN - (n - 1) * GAP) // n
    cards: list[DevCard] = []
    for kind, count, new in h.dev_cards:
        title, blurb = dev_info(kind, h.traders)
        room = card_w - 34 - kit.width(str(count), 30, True)
        cards.append((kind, count, new, kit.wrap(title, TEXT_MIN, room, 2, bold=True),
                      kit.wrap(blurb, TEXT_MIN, card_w - 22, 4)))
    lines = max((len(c[3]) + len(c[4]) for c in cards), default=1)
    new = any(c[2] for c in cards)
    return 16 + lines * LINE + 6 + (38 if new else 0), card_w, cards


def _draw_devs(d: ImageDraw.ImageDraw, h: HandModel, y: int,
               layout: tuple[int, int, list[DevCard]]) -> None:
    note = art.w("img-dev-played" if h.played_dev_this_turn else "img-dev-next-turn")
    _section(d, y, art.w("img-dev-cards"), note)
    top = y + 36
    dev_h, card_w, cards = layout
    for i, (_, count, new, title, blurb) in enumerate(cards):
        x = MARGIN + i * (card_w + GAP)
        held = count > 0
        d.rounded_rectangle((x, top, x + card_w, top + dev_h), radius=14,
                            fill=(238, 226, 250) if held else CARD_BG,
                            outline=(120, 90, 160) if held else CARD_EDGE, width=2)
        ink = INK if held else MUTED
        kit.text(d, (x + card_w - 12, top + 4), str(count), size=30, bold=True, fill=ink,
                 anchor="ra")
        line_y = top + 8 + LINE // 2
        for line in title:
            kit.text(d, (x + 12, line_y), line, size=TEXT_MIN, bold=True, fill=ink,
                     anchor="lm")
            line_y += LINE
        for line in blurb:
            kit.text(d, (x + 12, line_y + 2), line, size=TEXT_MIN, fill=MUTED, anchor="lm")
            line_y += LINE
        if new:
            d.rounded_rectangle((x + 6, top + dev_h - 36, x + card_w - 6, top + dev_h - 6),
                                radius=15, fill=NEW_MARK)
            label = kit.fit(art.w("img-bought", n=new), TEXT_MIN, card_w - 24, bold=True)
            kit.text(d, (x + card_w / 2, top + dev_h - 21), label, size=TEXT_MIN, bold=True,
                     fill=(255, 255, 255), anchor="mm")


def _draw_rates(img: Image.Image, d: ImageDraw.ImageDraw, h: HandModel, y: int) -> None:
    ports = ", ".join(sorted({"3:1" if k == "any" else f"2:1 {art.resource_name(k)}"
                              for k in h.harbours}))
    _section(d, y, art.w("img-bank-trade"),
             art.w("img-harbours", ports=ports) if ports else art.w("img-no-harbour"))
    top = y + 36
    for i, (res, rate) in enumerate(h.rates):
        x = MARGIN + i * (CARD_W + GAP)
        better = rate < 4
        d.rounded_rectangle((x, top, x + CARD_W, top + 52), radius=12,
                            fill=(255, 240, 190) if better else CARD_BG,
                            outline=(200, 150, 0) if better else CARD_EDGE, width=2)
        img.paste(_icon_tile(res, 30, art.RESOURCE_COLOURS[res]), (x + 6, top + 11))
        kit.text(d, (x + CARD_W - 8, top + 26), f"{rate}:1", size=TEXT_MIN, bold=True,
                 fill=INK if better else MUTED, anchor="rm")
        room = CARD_W - 42 - kit.width(f"{rate}:1", TEXT_MIN, True) - 8 - 6
        kit.text(d, (x + 42, top + 26), kit.fit(art.resource_name(res), TEXT_MIN, room,
                                                bold=True),
                 size=TEXT_MIN, bold=True, fill=INK, anchor="lm")


def _draw_builds(img: Image.Image, d: ImageDraw.ImageDraw, h: HandModel, y: int) -> None:
    _section(d, y, art.w("img-build-now"))
    top = y + 36
    can = dict(h.can_build)
    w = (WIDTH - 2 * MARGIN - 3 * GAP) // 4
    for i, (key, cost) in enumerate(BUILDS):
        x = MARGIN + i * (w + GAP)
        ok = can.get(key, False)
        d.rounded_rectangle((x, top, x + w, top + 100), radius=12,
                            fill=(225, 245, 228) if ok else CARD_BG,
                            outline=OK_GREEN if ok else CARD_EDGE, width=3 if ok else 2)
        status = art.w("img-yes") if ok else art.w("img-no")
        kit.text(d, (x + w - 12, top + 22), status, size=TEXT_MIN, bold=True,
                 fill=OK_GREEN if ok else MUTED, anchor="rm")
        room = w - 34 - kit.width(status, TEXT_MIN, True)
        kit.text(d, (x + 12, top + 22), kit.fit(art.w(f"img-build-{key}"), TEXT_MIN, room,
                                                bold=True),
                 size=TEXT_MIN, bold=True, fill=INK, anchor="lm")
        cx = x + 12
        for res, n in cost:
            for _ in range(n):
                img.paste(_icon_tile(res, 32, art.RESOURCE_COLOURS[res]), (cx, top + 52))
                cx += 36
