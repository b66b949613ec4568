"""A player's private Catan hand: resources, development cards, trade rates, what to build."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import catan_art as art
from render.catan_model import HandModel
from render.common import BACKGROUND, INK, MUTED, SeatInfo, fit_text, font

WIDTH, HEIGHT = 1100, 700
NOTES_SHOWN = 3
NOTE_LINE = 26
MARGIN = 40
GAP = 14
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


def dev_info(kind: str) -> tuple[str, str]:
    """A development card's title and what it does, in the context's language."""
    if kind in DEV_CARDS:
        return art.w(f"card-{kind}"), art.w(f"img-card-{kind}")
    return kind.replace("_", " ").title(), ""


def render_hand_model(h: HandModel, seats: list[SeatInfo]) -> Image.Image:
    notes = [note_text(dict(n), seats) for n in reversed(h.notes[-NOTES_SHOWN:])]
    height = HEIGHT + (40 + NOTE_LINE * len(notes) if notes else 0)
    img = Image.new("RGB", (WIDTH, height), BACKGROUND)
    d = ImageDraw.Draw(img)
    _draw_title(d, h, seats)
    _draw_resources(img, d, h, 70)
    _draw_devs(d, h, 290)
    _draw_rates(img, d, h, 452)
    _draw_builds(img, d, h, 546)
    if notes:
        _draw_notes(d, notes, HEIGHT)
    return img


def _seat_name(seats: list[SeatInfo], seat: Any) -> str:
    return seats[seat].name if isinstance(seat, int) and 0 <= seat < len(seats) \
        else art.w("img-someone")


def _cards_text(cards: Any) -> str:
    pairs = dict(cards) if cards else {}
    return ", ".join(art.w(f"count-{r}", n=n) for r, n in pairs.items() if n) \
        or art.w("img-nothing")


def note_text(note: dict[str, Any], seats: list[SeatInfo]) -> str:
    """One private event in words (only this player sees it)."""
    kind = note.get("type")
    if kind == "you_drew":
        return art.w("img-note-drew", card=dev_info(str(note.get("card", "")))[0])
    if kind == "you_stole":
        return art.w("img-note-stole", resource=art.w(f"item-{note.get('resource')}"),
                     name=_seat_name(seats, note.get("victim")))
    if kind == "stolen_from_you":
        return art.w("img-note-stolen", resource=art.w(f"item-{note.get('resource')}"),
                     name=_seat_name(seats, note.get("thief")))
    if kind == "you_discarded":
        return art.w("img-note-discarded", cards=_cards_text(note.get("cards")))
    return str(kind).replace("_", " ").capitalize()


def _draw_notes(d: ImageDraw.ImageDraw, notes: list[str], y: int) -> None:
    _section(d, y, art.w("img-recent"), art.w("img-newest-first"))
    f = font(17)
    for i, text in enumerate(notes):
        d.text(
            (MARGIN + 4, y + 34 + i * NOTE_LINE),
            "• " + fit_text(d, text, f, WIDTH - 2 * MARGIN - 20),
            font=f,
            fill=INK,
        )


def _section(d: ImageDraw.ImageDraw, y: int, title: str, note: str = "") -> None:
    d.text((MARGIN, y), title, font=font(20, bold=True), fill=INK)
    if note:
        d.text((WIDTH - MARGIN, y + 3), note, font=font(16), fill=MUTED, anchor="ra")


def _draw_title(d: ImageDraw.ImageDraw, h: HandModel, seats: list[SeatInfo]) -> None:
    seat = seats[h.seat] if 0 <= h.seat < len(seats) else SeatInfo(art.w("img-player", n=h.seat + 1), "")
    d.rounded_rectangle(
        (MARGIN, 18, MARGIN + 26, 44), radius=6, fill=seat.rgb, outline=art.OUTLINE, width=2
    )
    f = font(28, bold=True)
    d.text(
        (MARGIN + 38, 12),
        fit_text(d, art.w("img-your-hand", name=seat.name), f, WIDTH - 2 * MARGIN - 420),
        font=f,
        fill=INK,
    )
    total = sum(n for _, n in h.resources)
    if h.discard:
        note, colour = art.w("img-discard-now", n=h.discard, total=total), art.ALERT
    elif total > 7:
        note, colour = art.w("img-seven-warning", n=total), art.ALERT
    else:
        note, colour = art.w("img-resource-cards", n=total), MUTED
    d.text(
        (WIDTH - MARGIN, 8),
        art.w("img-vp-total", n=h.vp_total),
        font=font(18, bold=True),
        fill=INK,
        anchor="ra",
    )
    d.text((WIDTH - MARGIN, 32), note, font=font(18, bold=True), fill=colour, anchor="ra")


def _draw_resources(img: Image.Image, d: ImageDraw.ImageDraw, h: HandModel, y: int) -> None:
    _section(d, y, art.w("img-resources"))
    top = y + 32
    for i, (res, count) in enumerate(h.resources):
        x = MARGIN + i * (CARD_W + GAP)
        colour = art.RESOURCE_COLOURS[res]
        fill = colour if count else art.shade(colour, 1.6)
        d.rounded_rectangle(
            (x, top, x + CARD_W, top + 176), radius=14, fill=CARD_BG, outline=CARD_EDGE, width=2
        )
        d.rounded_rectangle(
            (x + 8, top + 8, x + CARD_W - 8, top + 112),
            radius=10,
            fill=fill,
            outline=art.OUTLINE,
            width=2,
        )
        img.paste(_icon_tile(res, 84, fill), (int(x + CARD_W / 2 - 42), top + 18))
        d.text(
            (x + 14, top + 144),
            art.resource_name(res),
            font=font(20, bold=True),
            fill=INK,
            anchor="lm",
        )
        d.text(
            (x + CARD_W - 14, top + 144),
            str(count),
            font=font(40, bold=True),
            fill=INK if count else MUTED,
            anchor="rm",
        )


@lru_cache(maxsize=32)
def _icon_tile(resource: str, size: int, bg: tuple[int, int, int]) -> Image.Image:
    """An anti-aliased icon on its card colour (drawn 4×)."""
    s = size * art.SS
    big = Image.new("RGB", (s, s), bg)
    art.draw_icon(ImageDraw.Draw(big), resource, s / 2, s / 2, s * 0.9)
    return big.resize((size, size), Image.Resampling.LANCZOS)


def _draw_devs(d: ImageDraw.ImageDraw, h: HandModel, y: int) -> None:
    note = art.w("img-dev-played" if h.played_dev_this_turn else "img-dev-next-turn")
    _section(d, y, art.w("img-dev-cards"), note)
    top = y + 32
    for i, (kind, count, new) in enumerate(h.dev_cards):
        x = MARGIN + i * (CARD_W + GAP)
        title, blurb = dev_info(kind)
        held = count > 0
        d.rounded_rectangle(
            (x, top, x + CARD_W, top + 122),
            radius=14,
            fill=(238, 226, 250) if held else CARD_BG,
            outline=(120, 90, 160) if held else CARD_EDGE,
            width=2,
        )
        d.text(
            (x + 12, top + 10),
            fit_text(d, title, font(19, bold=True), CARD_W - 60),
            font=font(19, bold=True),
            fill=INK if held else MUTED,
        )
        d.text(
            (x + CARD_W - 12, top + 4),
            str(count),
            font=font(34, bold=True),
            fill=INK if held else MUTED,
            anchor="ra",
        )
        d.text(
            (x + 12, top + 44), fit_text(d, blurb, font(15), CARD_W - 20), font=font(15), fill=MUTED
        )
        if new:
            label = art.w("img-bought", n=new)
            d.rounded_rectangle(
                (x + 10, top + 80, x + CARD_W - 10, top + 110), radius=14, fill=NEW_MARK
            )
            d.text(
                (x + CARD_W / 2, top + 95),
                fit_text(d, label, font(15, bold=True), CARD_W - 28),
                font=font(15, bold=True),
                fill=(255, 255, 255),
                anchor="mm",
            )


def _draw_rates(img: Image.Image, d: ImageDraw.ImageDraw, h: HandModel, y: int) -> None:
    ports = ", ".join(sorted({"3:1" if k == "any" else f"2:1 {art.resource_name(k)}"
                              for k in h.harbours}))
    _section(d, y, art.w("img-bank-trade"),
             art.w("img-harbours", ports=ports) if ports else art.w("img-no-harbour"))
    top = y + 32
    for i, (res, rate) in enumerate(h.rates):
        x = MARGIN + i * (CARD_W + GAP)
        better = rate < 4
        d.rounded_rectangle(
            (x, top, x + CARD_W, top + 50),
            radius=12,
            fill=(255, 240, 190) if better else CARD_BG,
            outline=(200, 150, 0) if better else CARD_EDGE,
            width=2,
        )
        img.paste(_icon_tile(res, 36, art.RESOURCE_COLOURS[res]), (x + 8, top + 7))
        d.text(
            (x + 54, top + 25),
            art.resource_name(res),
            font=font(17, bold=True),
            fill=INK,
            anchor="lm",
        )
        d.text(
            (x + CARD_W - 12, top + 25),
            f"{rate}:1",
            font=font(22, bold=True),
            fill=INK if better else MUTED,
            anchor="rm",
        )


def _draw_builds(img: Image.Image, d: ImageDraw.ImageDraw, h: HandModel, y: int) -> None:
    _section(d, y, art.w("img-build-now"))
    top = y + 32
    can = dict(h.can_build)
    w = (WIDTH - 2 * MARGIN - 3 * GAP) // 4
    for i, (key, cost) in enumerate(BUILDS):
        title = art.w(f"img-build-{key}")
        x = MARGIN + i * (w + GAP)
        ok = can.get(key, False)
        d.rounded_rectangle(
            (x, top, x + w, top + 104),
            radius=12,
            fill=(225, 245, 228) if ok else CARD_BG,
            outline=OK_GREEN if ok else CARD_EDGE,
            width=3 if ok else 2,
        )
        d.text((x + 12, top + 8), title, font=font(18, bold=True), fill=INK)
        status = art.w("img-yes") if ok else art.w("img-no")
        d.text(
            (x + w - 12, top + 8),
            status,
            font=font(18, bold=True),
            fill=OK_GREEN if ok else MUTED,
            anchor="ra",
        )
        cx = x + 12
        for res, n in cost:
            for _ in range(n):
                img.paste(_icon_tile(res, 30, art.RESOURCE_COLOURS[res]), (cx, top + 46))
                cx += 34
