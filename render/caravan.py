"""The Caravan board image, drawn from the PUBLIC view of games.caravan.

Phones show an attached image ~600 px wide, so the board is 864 px wide and at most 1.2 times
as tall (1012 px with four players): it fits a phone screen with the message around it. On top
the status lines, then the 7×7 desert grid (coordinates above and to the left) with the
legend in a column beside it, then the players' cards, two abreast. No text is smaller than
``kit.min_size_for(864)`` = 20 px, whose capitals read 9 px tall on a phone; 864 is the
widest canvas where 20 px text still does.

On the grid: the eight cities (tinted in their good's colour, with the good's token; their
names are in the legend, with the good's points), numbered goods spaces, lying goods, demand
markers (gold coins with their count) and camels. A camel is in its player's colour and
carries its player's marker (the seat's shape from ``render.seats``) on its flank, so seats
never differ by colour alone. A good carried on a camel rides above its hump; a stolen good,
held under the camel, is a dark crate the camel stands on. Goods differ by colour, a letter
(the catalogue's, in the board's language) and a shape (rare goods are diamonds).

Speed: the grid without pieces, the coordinates and the legend are one static layer per
(language, player count) in a ``kit.LayerCache``; small shapes (camels, tokens, coins) are
drawn supersampled once per process and pasted; letters go through ``kit.text``, whose masks
are cached; the PNG is encoded on the game's fixed palette.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import kit
from render import seats as seat_style
from render.common import COLOUR_ORDER, SeatInfo
from table.i18n import Catalogue, current

# The words on the image come from Caravan's catalogue, in the language of the context.
WORDS = Catalogue("caravan")  # the game's words, as its GameKind registered them


def w(key: str, **params: Any) -> str:
    return WORDS.format(key, params)


RGB = tuple[int, int, int]
Draw = ImageDraw.ImageDraw

# -- geometry -----------------------------------------------------------------------------
WIDTH = 864
MARGIN = 8
HEAD_H = 60             # the status lines above the grid
COORD_W, COORD_H = 18, 24  # the row numbers left of the grid, the column letters above it
CELL = 86
BOARD = CELL * 7
EDGE_X = MARGIN + COORD_W        # the grid's left edge
EDGE_Y = HEAD_H + COORD_H        # the grid's top edge
SIDE_X = EDGE_X + BOARD + 10     # the legend's column, beside the grid
SIDE_W = WIDTH - MARGIN - SIDE_X
PLAYERS_Y = EDGE_Y + BOARD + 12  # the players' cards, two abreast
CARD_GAP = 10
CARD_W = (WIDTH - 2 * MARGIN - CARD_GAP) // 2
CARD_H = 148
LINE = 23                        # a line of small text
SS = 4  # supersampling factor of sprites

# -- text sizes: none below what reads 9 px tall (capitals) on a phone ---------------------
MIN_TEXT = kit.min_size_for(WIDTH)  # 20
SMALL = MIN_TEXT
LETTER = MIN_TEXT                   # a good's letter on a token
COORD = MIN_TEXT
NAME = 23
HEAD = 25
HEAD_NAME_W = 160  # the least room a name keeps in the headline
SCORE = 28

# -- colours ------------------------------------------------------------------------------
BACKGROUND = kit.BACKGROUND
INK = kit.INK
MUTED = kit.MUTED
SAND = (238, 223, 186)
SAND_ALT = (232, 214, 172)
GRID = (196, 170, 120)
FRAME = (139, 104, 58)
NUMBER_BG = (110, 72, 36)
NUMBER_INK = (255, 245, 225)
COIN = (240, 190, 50)
COIN_EDGE = (150, 105, 20)
HIGHLIGHT = (255, 196, 0)
PANEL_BG = (255, 253, 247)
PANEL_EDGE = (214, 198, 168)
OUTLINE = (40, 32, 24)
ALARM = (190, 40, 40)
WHITE = (255, 255, 255)

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
RARE = frozenset({"ivory", "cloth", "gems", "paper"})

# Token sizes (diameter) and the size of their letter.
TOKEN_S, TOKEN_M, TOKEN_L = 26, 28, 30
LETTER_OF = {TOKEN_S: LETTER, TOKEN_M: LETTER, TOKEN_L: LETTER + 2}
CAMEL_W, CAMEL_H = 32, 24  # the camel drawing's own units (scale 1)


def card_box(seat: int) -> tuple[int, int, int, int]:
    """Where the card of ``seat`` is: two abreast, in seat order."""
    row, col = divmod(seat, 2)
    x = MARGIN + col * (CARD_W + CARD_GAP)
    y = PLAYERS_Y + row * (CARD_H + CARD_GAP)
    return x, y, x + CARD_W, y + CARD_H


def height_for(players: int) -> int:
    rows = max(1, (players + 1) // 2)
    return PLAYERS_Y + rows * CARD_H + (rows - 1) * CARD_GAP + MARGIN


def seat_rgb(colour: str) -> RGB:
    return seat_style.SEAT_COLOURS[colour]


def _fallback_seat(i: int) -> SeatInfo:
    return SeatInfo(w("img-player", n=i + 1), COLOUR_ORDER[i % len(COLOUR_ORDER)])


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _darker(c: RGB, f: float = 0.55) -> RGB:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


def _city_fill(good: str) -> RGB:
    return (250, 250, 246) if good == "salt" else _mix(GOOD_COLOURS[good], WHITE, 0.35)


# -- sprites (drawn once per process, supersampled, then only pasted) ------------------------


def _shrink(big: Image.Image, w: int, h: int) -> Image.Image:
    return big.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=32)
def token_sprite(good: str, size: int, crate: bool = False) -> Image.Image:
    """A good's shape (diamond = rare, disc = common) in its colour; the letter is drawn
    over it as text. ``crate``: inside the dark box of a stolen good."""
    pad = 2
    full = (size + 2 * pad) * SS
    img = Image.new("RGBA", (full, full), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    fill = GOOD_COLOURS[good]
    edge = OUTLINE if good != "salt" else (90, 90, 90)
    lo, hi = pad * SS, (pad + size) * SS
    mid = full // 2
    if crate:
        d.rounded_rectangle((0, 0, full - 1, full - 1), radius=3 * SS, fill=OUTLINE)
        d.rounded_rectangle((SS, SS, full - 1 - SS, full - 1 - SS), radius=2 * SS,
                            outline=WHITE, width=SS)
    if good in RARE:
        pts = [(mid, lo - SS), (hi + SS, mid), (mid, hi + SS), (lo - SS, mid)]
        d.polygon(pts, fill=fill, outline=edge, width=SS * 3 // 2)
    else:
        d.ellipse((lo, lo, hi, hi), fill=fill, outline=edge, width=SS * 3 // 2)
    px = size + 2 * pad
    return _shrink(img, px, px)


@lru_cache(maxsize=8)
def coin_sprite(size: int) -> Image.Image:
    """A demand marker: a gold coin (its count is drawn over it as text)."""
    full = size * SS
    img = Image.new("RGBA", (full, full), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.ellipse((SS, SS, full - SS, full - SS), fill=COIN, outline=COIN_EDGE, width=SS * 2)
    d.ellipse((4 * SS, 4 * SS, full - 4 * SS, full - 4 * SS), outline=(255, 226, 130),
              width=SS)
    return _shrink(img, size, size)


# The seat's marker sits on the camel's flank like a saddle cloth, in camel units (the
# drawing's own, scale 1): big enough that its shape reads at phone size on the smallest
# camels (radius >= 6 px on the board, as render.seats asks).
MARKER_AT = (14.5, 12.0)
MARKER_R = 6.2


@lru_cache(maxsize=64)
def camel_sprite(colour: str, scale: float = 1.0) -> Image.Image:
    """A camel facing right, in the seat's colour with a dark outline, wearing the seat's
    marker (render.seats: its shape, outlined in ink or white by the seat's colour)."""
    rgb = seat_rgb(colour)
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
    # Outlined like every seat marker: the outline is what shows the shape on a body of
    # the same colour.
    seat_style.draw_marker(d, (MARKER_AT[0] * k, MARKER_AT[1] * k), MARKER_R * k, colour,
                           width=max(SS, round(k * 1.3)))
    return _shrink(img, round(CAMEL_W * scale), round(CAMEL_H * scale))


def _paste(img: Image.Image, sprite: Image.Image, x: float, y: float) -> None:
    """Paste centred at (x, y)."""
    img.paste(sprite, (round(x - sprite.width / 2), round(y - sprite.height / 2)), sprite)


def _token(img: Image.Image, d: Draw, good: str, size: int, x: float, y: float,
           crate: bool = False) -> None:
    """A good centred at (x, y): shape, then its letter."""
    _paste(img, token_sprite(good, size, crate), x, y)
    kit.text(d, (x, y + 1), letter(good), size=LETTER_OF[size], bold=True,
             fill=kit.text_on(GOOD_COLOURS[good]), anchor="mm")


def letter(good: str) -> str:
    """The good's letter on its token, in the board's language: the catalogue gives one
    capital per good, no two alike in a language (Swedish ivory is E, elfenben)."""
    return w(f"img-letter-{good}")


def _coin(img: Image.Image, d: Draw, count: int, x: float, y: float) -> None:
    size = 28 if count < 10 else 32
    _paste(img, coin_sprite(size), x, y)
    kit.text(d, (x, y + 1), str(count), size=SMALL, bold=True, fill=INK, anchor="mm")


def _star(d: Draw, cx: float, cy: float, r: float) -> None:
    """The winner's mark (drawn: not every font has a star glyph)."""
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        ang = math.pi / 2 + i * math.pi / 5
        pts.append((cx + rad * math.cos(ang), cy - rad * math.sin(ang)))
    d.polygon(pts, fill=COIN, outline=COIN_EDGE, width=2)


# -- the static layer: grid, cities, numbers, coordinates, legend ------------------------------


def _cell_origin(lab: str) -> tuple[int, int]:
    col, row = "ABCDEFG".index(lab[0]), int(lab[1:]) - 1
    return EDGE_X + col * CELL, EDGE_Y + row * CELL


def _static_layer(view: dict[str, Any], players: int) -> Image.Image:
    img = Image.new("RGB", (WIDTH, height_for(players)), BACKGROUND)
    d = ImageDraw.Draw(img)
    for i in range(7):
        mid = i * CELL + CELL // 2
        kit.text(d, (EDGE_X + mid, HEAD_H + COORD_H // 2), "ABCDEFG"[i], size=COORD,
                 bold=True, fill=MUTED, anchor="mm")
        kit.text(d, (MARGIN + COORD_W // 2 - 3, EDGE_Y + mid), str(i + 1), size=COORD,
                 bold=True, fill=MUTED, anchor="mm")
    cities = view["cities"]
    for r in range(7):
        for c in range(7):
            lab = f"{'ABCDEFG'[c]}{r + 1}"
            x, y = _cell_origin(lab)
            fill = SAND if (r + c) % 2 == 0 else SAND_ALT
            if lab in cities:
                fill = _city_fill(cities[lab])
            d.rectangle((x, y, x + CELL, y + CELL), fill=fill, outline=GRID)
    for lab, good in cities.items():
        x, y = _cell_origin(lab)
        d.rectangle((x + 1, y + 1, x + CELL - 1, y + CELL - 1),
                    outline=_darker(GOOD_COLOURS[good], 0.6), width=3)
        _token(img, d, good, TOKEN_S, x + 19, y + 19)
    for lab, number in view["numbered"].items():
        x, y = _cell_origin(lab)
        d.ellipse((x + 3, y + 3, x + 29, y + 29), fill=NUMBER_BG, outline=NUMBER_INK, width=1)
        kit.text(d, (x + 16, y + 17), str(number), size=SMALL, bold=True, fill=NUMBER_INK,
                 anchor="mm")
    d.rectangle((EDGE_X - 3, EDGE_Y - 3, EDGE_X + BOARD + 3, EDGE_Y + BOARD + 3),
                outline=FRAME, width=3)
    _draw_legend(img, d, view)
    return img


def _draw_legend(img: Image.Image, d: Draw, view: dict[str, Any]) -> None:
    """Beside the grid: each good's name and points, and its city (letters are not words in
    every language); then what a coin and a crate mean."""
    city_of = {g: lab for lab, g in view["cities"].items()}
    x, text_x, right = SIDE_X, SIDE_X + 30, WIDTH - MARGIN
    y = EDGE_Y - 4
    for good in GOODS:
        mid = y + LINE // 2
        _token(img, d, good, TOKEN_S, x + 13, mid + LINE // 2)
        points = w("img-points", n=view["values"].get(good, 0))
        kit.text(d, (right, mid), points, size=SMALL, bold=True, fill=INK, anchor="rm")
        room = right - text_x - kit.width(points, SMALL, True) - 8
        kit.text(d, (text_x, mid), kit.fit(w(f"good-{good}"), SMALL, room, bold=True),
                 size=SMALL, bold=True, fill=INK, anchor="lm")
        lab = city_of.get(good, "?")
        city = f"→ {lab} {view['city_names'].get(lab, '')}".rstrip()
        kit.text(d, (text_x, mid + LINE), kit.fit(city, SMALL, right - text_x), size=SMALL,
                 fill=MUTED, anchor="lm")
        y += 2 * LINE + 7
    # The coin's and the crate's sentences share what is left of the column.
    bottom = EDGE_Y + BOARD + 3
    first = kit.wrap(w("img-demand-legend"), SMALL, right - text_x, 3)
    lines = max(1, (bottom - y) // LINE - len(first) - 1)
    second = kit.wrap(w("img-stolen-legend"), SMALL, right - text_x, lines)
    for sentence, icon in ((first, "coin"), (second, "crate")):
        y += 6
        if icon == "coin":
            _coin(img, d, 1, x + 13, y + LINE // 2)
        else:
            _token(img, d, "salt", TOKEN_S, x + 13, y + LINE // 2, crate=True)
        for line in sentence:
            kit.text(d, (text_x, y + LINE // 2), line, size=SMALL, fill=INK, anchor="lm")
            y += LINE


# One static layer per (language, player count, board): 3.6 MB each; a rebuild costs ~3 ms
# once the words' masks are cached, so six hot layers (five languages at one player count)
# and a few compressed ones are plenty for a worker process.
LAYERS = kit.LayerCache(hot_bytes=8 << 20, cold_bytes=4 << 20)


def _layer(view: dict[str, Any], players: int) -> Image.Image:
    key = (current(), players, tuple(sorted(view["cities"].items())),
           tuple(sorted(view["numbered"].items())), tuple(sorted(view["values"].items())),
           tuple(sorted(view["city_names"].items())))
    return LAYERS.get(key, lambda: _static_layer(view, players))


# -- pieces on the grid -------------------------------------------------------------------


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


# Camel sizes by crowding: (camel scale, token size, slot width, slot height). Two abreast
# (a cell is 86 px), in one row or two; a crowded space groups identical camels (×2).
ROOMY = (1.3, TOKEN_S, 43, 0)
UNDER_A_GOOD = (1.15, TOKEN_S, 42, 0)  # below a good lying on the space
CROWDED = (1.0, TOKEN_S, 42, 38)
PER_ROW, ROWS = 2, 2


def _draw_camel(img: Image.Image, d: Draw, camel: dict[str, Any], colour: str, cx: float,
                bottom: float, count: int, size: tuple[float, int, int, int]) -> None:
    """A camel standing on ``bottom``, centred on ``cx``, with its load above or below."""
    scale, tok, slot_w, _ = size
    good, under = camel["good"], camel["under"]
    sprite = camel_sprite(colour, scale)
    if good and under:
        # the camel stands on its stolen good, crated: it cannot be stolen again
        crate = tok + 4
        _token(img, d, good, tok, cx, bottom - crate / 2, crate=True)
        _paste(img, sprite, cx, bottom - crate + 3 - sprite.height / 2)
    else:
        body_y = bottom - sprite.height / 2
        _paste(img, sprite, cx, body_y)
        if good:
            _token(img, d, good, tok, cx - 2 * scale, bottom - sprite.height - tok * 0.18)
    if count > 1:
        label = f"×{count}"
        tw = kit.width(label, SMALL, True)
        x1 = cx + slot_w / 2
        top = bottom - sprite.height - 6
        d.rounded_rectangle((x1 - tw - 6, top - 11, x1, top + 11), radius=5, fill=WHITE,
                            outline=INK)
        kit.text(d, (x1 - 3, top), label, size=SMALL, bold=True, fill=INK, anchor="rm")


def _draw_camels(img: Image.Image, d: Draw, lab: str, camels: list[dict[str, Any]],
                 colours: list[str], below_good: bool = False) -> None:
    x, y = _cell_origin(lab)
    limit = PER_ROW * ROWS
    groups = _camel_groups(camels, limit)
    hidden = 0
    if len(groups) > limit:
        hidden = sum(n for _, n in groups[limit - 1:])
        groups = groups[: limit - 1]
    slots = len(groups) + (1 if hidden else 0)
    size = CROWDED if slots > PER_ROW else UNDER_A_GOOD if below_good else ROOMY
    slot_w, slot_h = size[2], size[3]
    n_rows = 1 if slots <= PER_ROW else 2
    for i, (camel, count) in enumerate(groups):
        row, col = divmod(i, PER_ROW)
        in_row = min(PER_ROW, slots - row * PER_ROW)
        left = x + (CELL - in_row * slot_w) / 2
        cx = left + col * slot_w + slot_w / 2
        bottom = y + CELL - 4 - (n_rows - 1 - row) * slot_h
        _draw_camel(img, d, camel, colours[camel["player"]], cx, bottom, count, size)
    if hidden:
        kit.text(d, (x + CELL - 6, y + CELL - 18), f"+{hidden}", size=SMALL, bold=True,
                 fill=INK, anchor="rm")


def _draw_space(img: Image.Image, d: Draw, lab: str, sp: dict[str, Any],
                colours: list[str]) -> None:
    """A lying good at the top between the space's number and its demand coin, camels
    below them."""
    x, y = _cell_origin(lab)
    if sp["good"]:
        _token(img, d, sp["good"], TOKEN_M, x + CELL / 2, y + 24)
    if sp["demand"]:
        _coin(img, d, sp["demand"], x + CELL - 16, y + 17)
    _draw_camels(img, d, lab, sp["camels"], colours, below_good=bool(sp["good"]))


def _valid_label(lab: object) -> bool:
    return (isinstance(lab, str) and len(lab) == 2 and lab[0] in "ABCDEFG"
            and lab[1] in "1234567")


def _draw_highlights(d: Draw, labels: list[str]) -> None:
    # Dark, then bright, then dark: the frame stands out on sand and on every city tint,
    # for every kind of colour vision.
    for lab in labels:
        if not _valid_label(lab):
            continue
        x, y = _cell_origin(lab)
        d.rectangle((x + 1, y + 1, x + CELL - 1, y + CELL - 1), outline=INK, width=2)
        d.rectangle((x + 3, y + 3, x + CELL - 3, y + CELL - 3), outline=HIGHLIGHT, width=5)
        d.rectangle((x + 8, y + 8, x + CELL - 8, y + CELL - 8), outline=INK, width=1)


# -- status and scoreboard ------------------------------------------------------------------


def _status_lines(view: dict[str, Any], names: list[str], room: int) -> tuple[str, str]:
    """The headline (in ``room`` px at HEAD size) and the line under it."""
    if view["over"]:
        seats = [s for s in view.get("winners", []) if s < len(names)]
    else:
        cur = view["current"]
        seats = [cur] if cur is not None and cur < len(names) else []

    def headline(shown: list[str]) -> str:
        if view["over"]:
            return w("img-over", names=" & ".join(shown), count=len(shown))
        return w("img-turn", turn=view["turn"], name=shown[0] if shown else "?")

    shown = [names[s] for s in seats]
    head = headline(shown)
    excess = kit.width(head, HEAD, True) - room
    if excess > 0 and shown:
        # Names are cut, not the sentence around them, so its own words always show.
        cut = excess / len(shown)
        shown = [kit.fit(n, HEAD, max(HEAD_NAME_W, round(kit.width(n, HEAD, True) - cut)),
                         bold=True) for n in shown]
        head = headline(shown)
    if view["over"]:
        reason = view.get("end_reason") or ""
        return head, w(f"img-end-{reason}") if reason in ("delivery", "all_passed",
                                                          "resignations") else ""
    return head, w("img-actions-left", left=view["actions_left"], total=view["turn_actions"])


def _draw_header(img: Image.Image, d: Draw, view: dict[str, Any], names: list[str],
                 colours: list[str]) -> None:
    cur = view["current"]
    x, line1, line2 = MARGIN, 19, 46
    if view["over"]:
        _star(d, x + 14, line1, 13)
        x += 34
    elif cur is not None and cur < len(colours):
        sprite = camel_sprite(colours[cur], 1.2)
        _paste(img, sprite, x + sprite.width / 2, line1)
        x += sprite.width + 10
    head, sub = _status_lines(view, names, WIDTH - MARGIN - x)
    kit.text(d, (x, line1), kit.fit(head, HEAD, WIDTH - MARGIN - x, bold=True), size=HEAD,
             bold=True, fill=INK, anchor="lm")
    # The bag's state on the right of the second line, the turn's progress on its left.
    if view["end_triggered"] and not view["over"]:
        bag = kit.fit(w("img-bag-empty"), SMALL, WIDTH - 2 * MARGIN - 40, bold=True)
        bw = kit.width(bag, SMALL, True) + 20
        d.rounded_rectangle((WIDTH - MARGIN - bw, line2 - 13, WIDTH - MARGIN, line2 + 13),
                            radius=8, fill=ALARM)
        kit.text(d, (WIDTH - MARGIN - bw / 2, line2), bag, size=SMALL, bold=True, fill=WHITE,
                 anchor="mm")
    else:
        bag = w("img-bag", n=view["bag"], length=view["length"])
        bw = kit.width(bag, SMALL, True)
        kit.text(d, (WIDTH - MARGIN, line2), bag, size=SMALL, bold=True, fill=INK, anchor="rm")
    if sub:
        kit.text(d, (MARGIN, line2), kit.fit(sub, SMALL, WIDTH - 2 * MARGIN - bw - 24),
                 size=SMALL, fill=MUTED, anchor="lm")


def _stat_lines(parts: list[str], room: int, lines: int) -> list[str]:
    """The card's counts in at most ``lines`` lines: whole parts joined by " · " while they
    fit, a part too long for a line broken between words."""
    out: list[str] = []
    for part in parts:
        if out and kit.width(f"{out[-1]} · {part}", SMALL) <= room:
            out[-1] = f"{out[-1]} · {part}"
        else:
            out += kit.wrap(part, SMALL, room, lines)
    if len(out) > lines:  # no room for a part a line: broken between words instead
        out = kit.wrap(" · ".join(parts), SMALL, room, lines)
    return out


def _draw_player(img: Image.Image, d: Draw, view: dict[str, Any], seat: int, name: str,
                 colour: str) -> None:
    """A player's card: camel, name and score; delivered goods and demand; the counts."""
    p = view["players"][seat]
    rgb = seat_rgb(colour)
    x0, y0, x1, y1 = card_box(seat)
    active = not view["over"] and view["current"] == seat
    fill = _mix(rgb, WHITE, 0.82) if active else PANEL_BG
    d.rounded_rectangle((x0, y0, x1, y1), radius=10, fill=fill,
                        outline=_darker(rgb, 0.8) if active else PANEL_EDGE,
                        width=4 if active else 2)
    d.rectangle((x0 + 3, y0 + 10, x0 + 8, y1 - 10), fill=rgb)  # colour stripe
    left, right = x0 + 14, x1 - 12
    line1, line2 = y0 + 23, y0 + 57
    sprite = camel_sprite(colour, 1.3)
    _paste(img, sprite, left + sprite.width / 2, line1)
    score = w("img-points", n=p["score"])
    kit.text(d, (right, line1 + 1), score, size=SCORE, bold=True, fill=INK, anchor="rm")
    nx = left + sprite.width + 10
    if view["over"] and seat in view.get("winners", []):
        _star(d, nx + 10, line1, 11)
        nx += 26
    label = w("img-resigned", name=name) if p["resigned"] else name
    room = right - kit.width(score, SCORE, True) - 14 - nx
    kit.text(d, (nx, line1), kit.fit(label, NAME, room, bold=True), size=NAME, bold=True,
             fill=MUTED if p["resigned"] else INK, anchor="lm")
    # Delivered goods (token + count) from the left, the demand coin on the right.
    _coin(img, d, p["demand"], right - 14, line2)
    end = right - 36
    shown = [(g, p["delivered"].get(g, 0)) for g in GOODS if p["delivered"].get(g, 0)]
    widths = [TOKEN_S + 2 + kit.width(str(n), SMALL, True) for _, n in shown]
    # Closer together when there are many; only all eight with big counts take two lines.
    gap = max(4, min(12, (end - left - sum(widths)) // max(1, len(shown) - 1)))
    y, x = line2, left
    for (good, n), wide in zip(shown, widths, strict=True):
        if x + wide > end:
            x, y, end = left, y + LINE + 6, right
        _token(img, d, good, TOKEN_S, x + TOKEN_S / 2, y)
        kit.text(d, (x + TOKEN_S + 2, y), str(n), size=SMALL, bold=True, fill=INK,
                 anchor="lm")
        x += wide + gap
    if not shown:
        kit.text(d, (left, y), kit.fit(w("img-no-deliveries"), SMALL, end - left - 8),
                 size=SMALL, fill=MUTED, anchor="lm")
    stats = w("img-camels", supply=p["supply"], board=p["on_board"], theft=p["theft"])
    breakdown = w("img-breakdown", goods=p["goods_points"], demand=p["demand"],
                  penalty=p["penalty"], carrying=p["carrying"])
    top = y + 28
    lines = max(1, (y1 - 6 - top) // LINE + 1)
    for i, line in enumerate(_stat_lines([*stats.split(" · "), breakdown], right - left,
                                         lines)):
        kit.text(d, (left, top + i * LINE), line, size=SMALL, fill=MUTED, anchor="lm")


# -- entry points ---------------------------------------------------------------------------


def draw_board(view: dict[str, Any], seat_infos: list[SeatInfo],
               highlight: list[str] | None = None) -> Image.Image:
    """The public board as an image (``render_board`` encodes it)."""
    n = len(view["players"])
    seat_infos = list(seat_infos) + [_fallback_seat(i) for i in range(len(seat_infos), n)]
    colours = [s.colour if s.colour in seat_style.SEAT_COLOURS else COLOUR_ORDER[i % 6]
               for i, s in enumerate(seat_infos)]
    names = [s.name for s in seat_infos]
    img = _layer(view, n).copy()
    d = ImageDraw.Draw(img)
    _draw_header(img, d, view, names, colours)
    _draw_highlights(d, highlight or [])  # under the pieces, which stay whole
    for lab, sp in view["spaces"].items():
        if _valid_label(lab):
            _draw_space(img, d, lab, sp, colours)
    for seat in range(n):
        _draw_player(img, d, view, seat, names[seat], colours[seat])
    return img


def _sample() -> Image.Image:
    """A deterministic board with every seat colour, good, coin, crate and highlight, from
    which the palette learns the anti-aliasing shades between them."""
    from games.caravan import ENGINE

    view = ENGINE.view(ENGINE.new(4, 7, {"length": "full"}), None)
    labels = [f"{c}{r}" for r in range(1, 8) for c in "ABCDEFG"]
    spaces: dict[str, Any] = {}
    for i, lab in enumerate(labels):
        good = GOODS[i % len(GOODS)]
        camels = [{"player": (i + k) % 4, "id": k, "good": good if k == 0 else None,
                   "under": i % 3 == 0} for k in range(1 + i % 5)]
        spaces[lab] = {"good": good if lab in view["numbered"] else None,
                       "demand": i % 4, "camels": camels}
    view["spaces"] = spaces
    half = [draw_board(view, [SeatInfo(f"Sample {c}", c) for c in colours], highlight=["D4"])
            for colours in (COLOUR_ORDER[:4], COLOUR_ORDER[2:])]
    both = Image.new("RGB", (WIDTH, half[0].height * 2))
    both.paste(half[0], (0, 0))
    both.paste(half[1], (0, half[0].height))
    return both


# Seat colours, ink and paper exactly; the rest learned from the sample board.
PALETTE = kit.Palette(
    exact=[*[seat_style.SEAT_COLOURS[c] for c in COLOUR_ORDER], INK, MUTED, BACKGROUND, WHITE,
           SAND, SAND_ALT, GRID, FRAME, PANEL_BG, PANEL_EDGE, NUMBER_BG, COIN, HIGHLIGHT,
           OUTLINE, ALARM, *GOOD_COLOURS.values(), *[_city_fill(g) for g in GOODS]],
    sample=_sample,
)


def render_board(
    view: dict[str, Any], seats: list[SeatInfo], highlight: list[str] | None = None
) -> bytes:
    """The public board image as PNG bytes. ``highlight`` = space labels to outline."""
    return kit.encode(draw_board(view, seats, highlight), PALETTE)


def warm() -> None:
    """Learn the palette once per render worker, at start-up rather than on the first board."""
    PALETTE.image  # noqa: B018 - the property learns and keeps it
