"""Caravan board image: decodes, fits the budget, fits a phone screen (no taller than 1.2
times its width) and reads there (no capitals under 9 px at 600 px wide), shows everything it
did before the player cards moved beside each other, draws any name, marks every camel with
its seat's shape, highlights, shows only public data."""

from __future__ import annotations

import io
import json

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from cogs.caravan.ui import CaravanUI
from games.base import SPACE
from games.caravan import ENGINE as E
from games.caravan.playout import choose
from games.rng import Rng
from render import caravan as R
from render import fonts, kit
from render import seats as seat_style
from render.caravan import CELL, EDGE_X, EDGE_Y, WIDTH, height_for, render_board
from render.common import SeatInfo
from table.i18n import LOCALES, use_locale
from tests.support import tiers
from tests.test_caravan_engine import bare, put

SEATS = [
    SeatInfo("Zdeněk Šťastný-Łukasiewicz the Magnificent", "red"),
    SeatInfo("Ólafur Ægirsdóttir Þórðarson", "blue"),
    SeatInfo("Françoise Müller-Lüdenscheidt", "orange"),
    SeatInfo("Ngọc Ánh Nguyễn", "green"),
]
ANY_SCRIPT = ["🐉 Drako", "陈伟", "Дмитрий", "Łukasz Źdźbło",
              "Bartholomew Fitzgerald-Montgomery-Smythe"]  # 40 characters
BUDGET = 200 * 1024
UI = CaravanUI()


def played(players: int, steps: int, seed: int = 5) -> dict:
    rng = Rng(seed)
    s = E.new(players, seed, {"length": "full"})
    for _ in range(steps):
        if s["over"]:
            break
        seat = s["current"]
        s, _ = E.apply(s, seat, choose(E.view(s, seat), E.legal_actions(s, seat), rng))
    return s


def decode(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    return img.convert("RGB")


def change_mask(a: Image.Image, b: Image.Image) -> Image.Image:
    """Pixels that really changed. PNGs are palette-quantised, so a change anywhere can
    shift a few unrelated anti-aliased pixels by some levels: ignore small shifts."""
    r, g, b_ = ImageChops.difference(a, b).split()
    worst = ImageChops.lighter(ImageChops.lighter(r, g), b_)
    return worst.point(lambda v: 255 if v > 40 else 0)


def changed_inside_outside(
    a: Image.Image, b: Image.Image, box: tuple[int, int, int, int]
) -> tuple[int, int]:
    """How many pixels changed inside ``box`` and outside it."""
    mask = change_mask(a, b)
    total = mask.histogram()[255]
    inside = mask.crop(box).histogram()[255]
    return inside, total - inside


def cell_box(lab: str) -> tuple[int, int, int, int]:
    col, row = "ABCDEFG".index(lab[0]), int(lab[1]) - 1
    x, y = EDGE_X + col * CELL, EDGE_Y + row * CELL
    return (x, y, x + CELL, y + CELL)


GRID_BOX = (EDGE_X - 4, EDGE_Y - 4, EDGE_X + 7 * CELL + 4, EDGE_Y + 7 * CELL + 4)


def step_highlights(state: dict) -> list[dict]:
    """Every private step image the menus would send for the player to act: for each action
    type, each location parameter's choices (and, for a second one, after the first)."""
    seat = state["current"]
    view = E.view(state, seat)
    out = []
    for action_type in sorted({a["type"] for a in E.legal_actions(state, seat)}):
        spec = E.spec(action_type)
        acts = [a for a in E.legal_actions(state, seat) if a["type"] == action_type]
        located = [p for p in (spec.params if spec else ()) if p.domain == SPACE]
        for i, param in enumerate(located):
            chosen = {p.name: acts[0][p.name] for p in located[:i]}
            values = sorted({a[param.name] for a in acts
                             if all(a[k] == v for k, v in chosen.items())})
            extra = UI.choice_highlight(view, param, values, chosen)
            if extra is not None:
                out.append(extra)
    return out


# -- what the board shows --------------------------------------------------------------------


def test_mid_game_and_finished_images_fit_the_budget() -> None:
    mid = played(4, 150)
    done = played(4, 5000)
    assert not mid["over"] and done["over"]
    for state in (mid, done):
        png = render_board(E.view(state, None), SEATS)
        img = decode(png)
        assert img.size == (WIDTH, height_for(4))
        assert len(png) <= BUDGET
        assert len(img.getcolors(1 << 16) or []) > 20  # a real drawing, not a blank canvas


def test_two_players_and_missing_seat_info_still_render() -> None:
    s = played(2, 40)
    img = decode(render_board(E.view(s, None), SEATS[:1]))
    assert img.size == (WIDTH, height_for(2))
    # a colour name the seat module does not know still draws (in a seat's default colour)
    decode(render_board(E.view(s, None), [SeatInfo("Ann", "teal"), SeatInfo("Bea", "blue")]))


def test_highlight_changes_only_the_highlighted_space() -> None:
    view = E.view(played(3, 60), None)
    plain = decode(render_board(view, SEATS[:3]))
    lit = decode(render_board(view, SEATS[:3], highlight=["C5"]))
    inside, outside = changed_inside_outside(plain, lit, cell_box("C5"))
    assert inside > 1000 and outside < 20
    # junk labels are ignored rather than crashing the render
    junk = decode(render_board(view, SEATS[:3], highlight=["Z9", "", "C55", None]))
    assert change_mask(plain, junk).getbbox() is None


def test_public_image_ignores_bag_order() -> None:
    a = played(4, 80)
    b = json.loads(json.dumps(a))
    b["bag"] = list(reversed(b["bag"]))
    b["rng"] ^= 0xFFFF
    assert a["bag"] != b["bag"]
    assert render_board(E.view(a, None), SEATS) == render_board(E.view(b, None), SEATS)


def test_goods_on_top_and_under_a_camel_look_different() -> None:
    top = bare(2)
    put(top, 0, "E6", "gems", under=False)
    under = json.loads(json.dumps(top))
    under["players"][0]["camels"][0]["under"] = True
    img_top = decode(render_board(E.view(top, None), SEATS[:2]))
    img_under = decode(render_board(E.view(under, None), SEATS[:2]))
    inside, outside = changed_inside_outside(img_top, img_under, cell_box("E6"))
    assert inside > 200 and outside < 20


def test_crowded_space_and_state_changes_show() -> None:
    s = bare(4, length="full")
    for seat in range(4):
        put(s, seat, "D4", "salt")
        put(s, seat, "D4")
    s["goods"] = {"A1": "ivory"}
    s["demand"] = {"A1": 13}
    before = decode(render_board(E.view(s, None), SEATS))
    s["players"][2]["delivered"]["paper"] = 2
    after = decode(render_board(E.view(s, None), SEATS))
    on_board, elsewhere = changed_inside_outside(before, after, GRID_BOX)
    assert on_board < 20 and elsewhere > 100  # the delivered paper shows in the scoreboard


# -- readable on a phone ---------------------------------------------------------------------


def smallest_at_phone_width(view: dict, infos: list[SeatInfo], **highlights: object) -> float:
    """How tall the smallest text's capitals read when the board is shown on a phone."""
    with kit.recording() as sizes:
        png = render_board(view, infos, **highlights)
    width = decode(png).width
    assert sizes, "nothing recorded: text must go through render.kit"
    return kit.phone_px(min(sizes), width)


@pytest.mark.parametrize("players", tiers.each([2, 3, 4], [4], ids=["2", "3", "4"]))
def test_no_capitals_under_9_px_at_phone_width(players: int) -> None:
    """Start, mid game, the end (with the bag empty on the way), and every step image."""
    R.LAYERS.clear()  # the static layer's words must be drawn (and recorded) too
    start = E.new(players, 3, {"length": "full"})
    mid = played(players, 120, seed=players)
    end = played(players, 5000, seed=players)
    assert end["over"]
    alarm = json.loads(json.dumps(mid))
    alarm["bag"], alarm["end_triggered"] = [], True
    for state in (start, mid, alarm, end):
        view = E.view(state, None)
        assert smallest_at_phone_width(view, SEATS[:players],
                                       **UI.board_highlight(view)) >= kit.MIN_PHONE_PX
    steps = [(s, extra) for s in (start, mid) for extra in step_highlights(s)]
    assert len(steps) >= 4
    for state, extra in steps:
        assert smallest_at_phone_width(E.view(state, state["current"]), SEATS[:players],
                                       **extra) >= kit.MIN_PHONE_PX


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_board_is_no_taller_than_1_2_times_its_width(players: int) -> None:
    """It once was 900 × 1351 with four players: shown 600 px wide, taller than a phone's
    screen, so nobody saw the grid and the scores at once."""
    img = decode(render_board(E.view(played(players, 150), None), SEATS[:players]))
    assert img.size == (WIDTH, height_for(players))
    assert img.height <= 1.2 * img.width


def test_everything_the_board_showed_is_still_shown() -> None:
    """Cities by name (now in the legend), each good's city and points, the legend's two
    sentences, and for each player their name, score, demand, delivered goods, camels,
    theft markers and score breakdown, whole, in every language."""
    state = played(4, 150)
    state["players"][1]["delivered"] = {"ivory": 2, "hides": 12, "salt": 1}
    view = E.view(state, None)
    for code in LOCALES:
        with use_locale(code):
            R.LAYERS.clear()
            with kit.recording_texts() as drawn:
                render_board(view, [SeatInfo(f"P{i}", c) for i, c in
                                    enumerate(("red", "blue", "orange", "green"))])
            text = " ".join(drawn)
            words = " ".join(text.split())  # lines broken anywhere join up again
            for lab, city in view["city_names"].items():
                assert f"{lab} {city}" in text, (code, city)
            for good, value in view["values"].items():
                assert R.w(f"good-{good}") in text and R.w("img-points", n=value) in text
            for sentence in ("img-demand-legend", "img-stolen-legend"):
                assert " ".join(R.w(sentence).split()) in words, (code, sentence)
            for seat, p in enumerate(view["players"]):
                assert f"P{seat}" in drawn and R.w("img-points", n=p["score"]) in drawn
                stats = R.w("img-camels", supply=p["supply"], board=p["on_board"],
                            theft=p["theft"])
                breakdown = R.w("img-breakdown", goods=p["goods_points"], demand=p["demand"],
                                penalty=p["penalty"], carrying=p["carrying"])
                for part in (*stats.split(" · "), breakdown):
                    assert " ".join(part.split()) in words, (code, seat, part)
                assert "…" not in text.replace(R.w("img-stolen-legend"), ""), code
    assert "12" in drawn and "2" in drawn  # the delivered counts beside their tokens


def test_key_numbers_are_larger_than_the_smallest_text() -> None:
    assert R.SCORE >= R.HEAD > R.NAME > R.SMALL >= R.MIN_TEXT == kit.min_size_for(WIDTH)
    assert R.LETTER_OF[R.TOKEN_L] > R.LETTER_OF[R.TOKEN_S] >= R.MIN_TEXT


# -- any name --------------------------------------------------------------------------------


def test_names_in_any_script_render_without_tofu(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[tuple[float, float], str, int, bool, str]] = []
    real = kit.text

    def spy(draw, xy, s, *, size, bold=False, fill=kit.INK, anchor="la"):  # noqa: ANN001
        drawn.append((xy, s, size, bold, anchor))
        real(draw, xy, s, size=size, bold=bold, fill=fill, anchor=anchor)

    monkeypatch.setattr(kit, "text", spy)
    R.LAYERS.clear()
    for names in (ANY_SCRIPT[:4], ANY_SCRIPT[1:]):
        infos = [SeatInfo(n, c) for n, c in zip(names, ("red", "blue", "orange", "green"),
                                                strict=True)]
        state = played(4, 120)
        state["current"] = 3  # the last name is the headline's too
        img = decode(render_board(E.view(state, None), infos))
        assert img.size == (WIDTH, height_for(4))
    for name in ANY_SCRIPT:
        for size, bold in ((R.NAME, True), (R.HEAD, True)):
            runs = fonts.split_runs(name, size, bold)
            assert all(face is not None for _, face in runs), (name, runs)
            assert "".join(t for t, _ in runs) == name
    # Every name is drawn (whole, or fitted with an ellipsis), and no text leaves the canvas.
    texts = [s for _, s, _, _, _ in drawn]
    for name in ANY_SCRIPT:
        assert any(name in s or (s.endswith("…") and name.startswith(s[:-1])) for s in texts)
    for (x, _), s, size, bold, anchor in drawn:
        width = kit.width(s, size, bold)
        left = {"l": x, "m": x - width / 2, "r": x - width}[anchor[0]]
        assert 0 <= left and left + width <= WIDTH, (s, x, anchor)


def spy_texts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[float, float, float, str]]:
    """Record each text kit.text draws as (left, right, y, text)."""
    drawn: list[tuple[float, float, float, str]] = []
    real = kit.text

    def spy(draw, xy, s, *, size, bold=False, fill=kit.INK, anchor="la"):  # noqa: ANN001
        width = kit.width(s, size, bold)
        left = {"l": xy[0], "m": xy[0] - width / 2, "r": xy[0] - width}[anchor[0]]
        drawn.append((left, left + width, xy[1], s))
        real(draw, xy, s, size=size, bold=bold, fill=fill, anchor=anchor)

    monkeypatch.setattr(kit, "text", spy)
    return drawn


def test_long_names_are_fitted_and_never_run_into_the_scores(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An 80-character name beside all eight delivered goods: cut with an ellipsis, and no
    text of a scoreboard row overlaps another."""
    s = played(4, 150)
    s["players"][0]["delivered"] = dict.fromkeys(R.GOODS, 3)
    s["current"] = 0
    long_name = ANY_SCRIPT[4] * 2
    infos = [SeatInfo(long_name, "red"), *SEATS[1:]]
    drawn = spy_texts(monkeypatch)
    img = decode(render_board(E.view(s, None), infos))
    assert img.size == (WIDTH, height_for(4))
    cut = [t for t in drawn if "…" in t[3]
           and long_name.startswith(t[3].split("…")[0].split("· ")[-1])]
    assert len(cut) == 2  # the headline and the scoreboard row
    assert not cut[0][3].endswith("…")  # the headline's own words still show
    rows = [t for t in drawn if t[2] > R.PLAYERS_Y]
    for i, a in enumerate(rows):
        for b in rows[i + 1:]:
            if a[2] == b[2]:
                assert a[1] <= b[0] or b[1] <= a[0], (a, b)


# -- not by colour alone ---------------------------------------------------------------------


MAGENTA = (255, 0, 255)  # no seat, good or ground is anything like it


def magenta_mask(img: Image.Image) -> Image.Image:
    r, g, b = img.split()
    high_r = r.point(lambda v: 255 if v > 200 else 0)
    high_b = b.point(lambda v: 255 if v > 200 else 0)
    low_g = g.point(lambda v: 255 if v < 60 else 0)
    return ImageChops.darker(ImageChops.darker(high_r, high_b), low_g)


def closest_shape(mask: Image.Image) -> str:
    """Which marker shape the pixels of ``mask`` are (intersection over union against each
    shape drawn at the same size)."""
    found = mask.crop(mask.getbbox())

    def iou(shape: str) -> float:
        big = Image.new("L", (400, 400))
        ImageDraw.Draw(big).polygon(seat_style.marker_points(shape, (200, 200), 150), fill=255)
        ref = big.crop(big.getbbox()).resize(found.size).point(lambda v: 255 if v > 127 else 0)
        both = ImageChops.darker(found, ref).histogram()[255]
        return both / ImageChops.lighter(found, ref).histogram()[255]

    return max(seat_style.SHAPES, key=iou)


@pytest.mark.parametrize("colours", [("red", "blue", "orange", "green"),
                                     ("purple", "white", "red", "blue")])
def test_every_camel_wears_its_seats_marker(colours: tuple[str, ...],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Each seat's camels, on the board and in its scoreboard row, carry the seat's shape,
    and the shape is not hidden by what the camel carries. Markers are first drawn in
    magenta to find them (and tell their shape), then the real image must differ from one
    without markers right there."""
    spaces = ["B3", "F3", "B5", "F5"]
    s = bare(4)
    for seat, lab in enumerate(spaces):
        put(s, seat, lab, "gems" if seat % 2 else None, under=seat == 3)
    view = E.view(s, None)
    infos = [SeatInfo(f"Seat {c}", c) for c in colours]
    real = seat_style.draw_marker

    def board_with(marker: object) -> Image.Image:
        monkeypatch.setattr(seat_style, "draw_marker", marker)
        R.camel_sprite.cache_clear()
        try:
            return R.draw_board(view, infos)
        finally:
            monkeypatch.setattr(seat_style, "draw_marker", real)
            R.camel_sprite.cache_clear()

    magenta = magenta_mask(board_with(lambda d, c, r, name, **kw: real(
        d, c, r, name, **{**kw, "fill": MAGENTA, "outline": MAGENTA})))
    bare_camels = board_with(lambda *a, **kw: None)
    marked = R.draw_board(view, infos)
    for seat, colour in enumerate(colours):
        for box in (cell_box(spaces[seat]), R.card_box(seat)):
            mask = magenta.crop(box)
            assert mask.getbbox() is not None, (colour, box)
            assert closest_shape(mask) == seat_style.MARKERS[colour], (colour, box)
            shown = change_mask(marked.crop(box), bare_camels.crop(box))
            on_marker = ImageChops.darker(shown, mask.filter(ImageFilter.MaxFilter(3)))
            assert on_marker.histogram()[255] >= 0.25 * mask.histogram()[255], (colour, box)
    assert len({seat_style.MARKERS[c] for c in colours}) == 4


# -- language --------------------------------------------------------------------------------


@pytest.mark.parametrize("code", tiers.languages())
def test_every_language_fits_and_reads(code: str) -> None:
    view = E.view(played(4, 150), None)
    with use_locale(code):
        with kit.recording() as sizes:
            png = render_board(view, SEATS)
    assert len(png) <= BUDGET
    assert kit.phone_px(min(sizes), WIDTH) >= kit.MIN_PHONE_PX


# The letter on each good's token, per language: the word's initial where it is free, never
# the same letter for two goods (swords are X, crossed blades, wherever S or M is taken).
LETTERS = {
    "en": {"ivory": "I", "cloth": "C", "gems": "G", "paper": "P", "meat": "M", "salt": "S",
           "swords": "X", "hides": "H"},
    "sv": {"ivory": "E", "cloth": "T", "gems": "Ä", "paper": "P", "meat": "K", "salt": "S",
           "swords": "X", "hides": "H"},
    "cs": {"ivory": "N", "cloth": "L", "gems": "D", "paper": "P", "meat": "M", "salt": "S",
           "swords": "X", "hides": "K"},
    "fr": {"ivory": "I", "cloth": "E", "gems": "G", "paper": "P", "meat": "V", "salt": "S",
           "swords": "X", "hides": "C"},
    "pl": {"ivory": "K", "cloth": "T", "gems": "J", "paper": "P", "meat": "M", "salt": "S",
           "swords": "X", "hides": "R"},
}


@pytest.mark.parametrize("code", LOCALES)
def test_goods_carry_the_letters_of_the_boards_language(code: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = spy_texts(monkeypatch)
    on_tokens: dict[str, set[str]] = {}
    real = R._token

    def token(img, d, good, size, x, y, crate=False):  # noqa: ANN001
        before = len(drawn)
        real(img, d, good, size, x, y, crate)
        on_tokens.setdefault(good, set()).update(s for *_, s in drawn[before:])

    monkeypatch.setattr(R, "_token", token)
    R.LAYERS.clear()  # the legend's tokens are in the cached layer
    with use_locale(code):
        render_board(E.view(played(4, 150), None), SEATS)
    assert on_tokens == {good: {letter} for good, letter in LETTERS[code].items()}
    assert len(set(LETTERS[code].values())) == len(LETTERS[code])
    with use_locale(code):  # the legend beside the grid pairs each letter with its word
        words = {good: UI.text(f"good-{good}") for good in LETTERS[code]}
    assert all(word in {s for *_, s in drawn} for word in words.values()), words
