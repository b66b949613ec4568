"""A player's private Catan hand: resources, development cards, trade rates, what to build.

960 px wide like the board, with no text under ``kit.min_size_for(960)`` = 16 px (10 px on a
phone, where Discord shows an attachment about 600 px wide); all text through the render kit.
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

WIDTH, HEIGHT = 960, 652
TEXT_MIN = kit.min_size_for(WIDTH)
NOTES_SHOWN = 3
NOTE_LINE = 26
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


def render_hand_model(h: HandModel, seats_: list[SeatInfo]) -> Image.Image:
    notes = [note_text(dict(n), seats_) for n in reversed(h.notes[-NOTES_SHOWN:])]
    height = HEIGHT + (40 + NOTE_LINE * len(notes) if notes else 0)
    img = Image.new("RGB", (WIDTH, height), BACKGROUND)
    d = ImageDraw.Draw(img)
    _draw_title(img, d, h, seats_)
    _draw_resources(img, d, h, 62)
    _draw_devs(d, h, 264)
    _draw_rates(img, d, h, 424)
    _draw_builds(img, d, h, 514)
    if notes:
        _draw_notes(d, notes, HEIGHT)
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
        line = "• " + kit.fit(text, 18, WIDTH - 2 * MARGIN - 20)
        kit.text(d, (MARGIN + 4, y + 34 + i * NOTE_LINE), line, size=18, fill=INK)


def _section(d: ImageDraw.ImageDraw, y: int, title: str, note: str = "") -> None:
    kit.text(d, (MARGIN, y), title, size=20, bold=True, fill=INK)
    if note:
        room = WIDTH - 2 * MARGIN - kit.width(title, 20, True) - 24
        kit.text(d, (WIDTH - MARGIN, y + 3), kit.fit(note, TEXT_MIN, room), size=TEXT_MIN,
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
    right = max(kit.width(vp, 18, True), kit.width(note, 18, True))
    right = min(right, (WIDTH - 2 * MARGIN) // 2)
    x = MARGIN
    if seat.colour in seats.SEAT_COLOURS:
        big = Image.new("RGBA", (28 * art.SS, 28 * art.SS), (0, 0, 0, 0))
        seats.draw_marker(ImageDraw.Draw(big), (14 * art.SS, 14 * art.SS), 12 * art.SS,
                          seat.colour, outline=art.OUTLINE)
        small = big.resize((28, 28), Image.Resampling.LANCZOS)
        img.paste(small, (x, 14), small)
        x += 38
    title = kit.fit(art.w("img-your-hand", name=seat.name), 26, WIDTH - MARGIN - right - 24 - x,
                    bold=True)
    kit.text(d, (x, 28), title, size=26, bold=True, fill=INK, anchor="lm")
    kit.text(d, (WIDTH - MARGIN, 8), kit.fit(vp, 18, right, bold=True), size=18, bold=True,
             fill=INK, anchor="ra")
    kit.text(d, (WIDTH - MARGIN, 32), kit.fit(note, 18, right, bold=True), size=18, bold=True,
             fill=colour, anchor="ra")


def _draw_resources(img: Image.Image, d: ImageDraw.ImageDraw, h: HandModel, y: int) -> None:
    _section(d, y, art.w("img-resources"))
    top = y + 30
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
        kit.text(d, (x + 12, top + 131), kit.fit(art.resource_name(res), 18, room, bold=True),
                 size=18, bold=True, fill=INK, anchor="lm")


@lru_cache(maxsize=32)
def _icon_tile(resource: str, size: int, bg: tuple[int, int, int]) -> Image.Image:
    """An anti-aliased icon on its card colour (drawn 4×)."""
    s = size * art.SS
    big = Image.new("RGB", (s, s), bg)
    art.draw_icon(ImageDraw.Draw(big), resource, s / 2, s / 2, s * 0.9)
    return big.resize((size, size), Image.Resampling.LANCZOS)


def _lines(text: str, size: int, width: int, lines: int) -> list[str]:
    """``text`` broken at spaces into at most ``lines`` lines (the last one fitted)."""
    words, out = text.split(), []
    while words and len(out) < lines - 1:
        take = len(words)
        while take > 1 and kit.width(" ".join(words[:take]), size) > width:
            take -= 1
        out.append(" ".join(words[:take]))
        words = words[take:]
    if words:
        out.append(kit.fit(" ".join(words), size, width))
    return out


def _draw_devs(d: ImageDraw.ImageDraw, h: HandModel, y: int) -> None:
    note = art.w("img-dev-played" if h.played_dev_this_turn else "img-dev-next-turn")
    _section(d, y, art.w("img-dev-cards"), note)
    top = y + 30
    for i, (kind, count, new) in enumerate(h.dev_cards):
        x = MARGIN + i * (CARD_W + GAP)
        title, blurb = dev_info(kind, h.traders)
        held = count > 0
        d.rounded_rectangle((x, top, x + CARD_W, top + 120), radius=14,
                            fill=(238, 226, 250) if held else CARD_BG,
                            outline=(120, 90, 160) if held else CARD_EDGE, width=2)
        ink = INK if held else MUTED
        kit.text(d, (x + CARD_W - 12, top + 4), str(count), size=30, bold=True, fill=ink,
                 anchor="ra")
        kit.text(d, (x + 12, top + 10), kit.fit(title, 18, CARD_W - 50, bold=True), size=18,
                 bold=True, fill=ink)
        for j, line in enumerate(_lines(blurb, TEXT_MIN, CARD_W - 22, 2)):
            kit.text(d, (x + 12, top + 40 + j * 20), line, size=TEXT_MIN, fill=MUTED)
        if new:
            d.rounded_rectangle((x + 8, top + 86, x + CARD_W - 8, top + 112), radius=13,
                                fill=NEW_MARK)
            label = kit.fit(art.w("img-bought", n=new), TEXT_MIN, CARD_W - 28, bold=True)
            kit.text(d, (x + CARD_W / 2, top + 99), label, size=TEXT_MIN, bold=True,
                     fill=(255, 255, 255), anchor="mm")


def _draw_rates(img: Image.Image, d: ImageDraw.ImageDraw, h: HandModel, y: int) -> None:
    ports = ", ".join(sorted({"3:1" if k == "any" else f"2:1 {art.resource_name(k)}"
                              for k in h.harbours}))
    _section(d, y, art.w("img-bank-trade"),
             art.w("img-harbours", ports=ports) if ports else art.w("img-no-harbour"))
    top = y + 30
    for i, (res, rate) in enumerate(h.rates):
        x = MARGIN + i * (CARD_W + GAP)
        better = rate < 4
        d.rounded_rectangle((x, top, x + CARD_W, top + 48), radius=12,
                            fill=(255, 240, 190) if better else CARD_BG,
                            outline=(200, 150, 0) if better else CARD_EDGE, width=2)
        img.paste(_icon_tile(res, 34, art.RESOURCE_COLOURS[res]), (x + 7, top + 7))
        kit.text(d, (x + CARD_W - 10, top + 24), f"{rate}:1", size=20, bold=True,
                 fill=INK if better else MUTED, anchor="rm")
        room = CARD_W - 48 - kit.width(f"{rate}:1", 20, True) - 14
        kit.text(d, (x + 48, top + 24), kit.fit(art.resource_name(res), TEXT_MIN, room, bold=True),
                 size=TEXT_MIN, bold=True, fill=INK, anchor="lm")


def _draw_builds(img: Image.Image, d: ImageDraw.ImageDraw, h: HandModel, y: int) -> None:
    _section(d, y, art.w("img-build-now"))
    top = y + 30
    can = dict(h.can_build)
    w = (WIDTH - 2 * MARGIN - 3 * GAP) // 4
    for i, (key, cost) in enumerate(BUILDS):
        x = MARGIN + i * (w + GAP)
        ok = can.get(key, False)
        d.rounded_rectangle((x, top, x + w, top + 96), radius=12,
                            fill=(225, 245, 228) if ok else CARD_BG,
                            outline=OK_GREEN if ok else CARD_EDGE, width=3 if ok else 2)
        status = art.w("img-yes") if ok else art.w("img-no")
        kit.text(d, (x + w - 12, top + 8), status, size=18, bold=True,
                 fill=OK_GREEN if ok else MUTED, anchor="ra")
        room = w - 36 - kit.width(status, 18, True)
        kit.text(d, (x + 12, top + 8), kit.fit(art.w(f"img-build-{key}"), 18, room, bold=True),
                 size=18, bold=True, fill=INK)
        cx = x + 12
        for res, n in cost:
            for _ in range(n):
                img.paste(_icon_tile(res, 30, art.RESOURCE_COLOURS[res]), (cx, top + 48))
                cx += 34
