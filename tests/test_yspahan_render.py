"""The Yspahan city and hand images: the city is laid out as the board data says (every
square's door on the shop it touches), the PNG decodes and fits the size budget, reads on a
phone (no capitals under 9 px at 600 px wide), draws any name, marks every seat's pieces with
its marker as well as its colour, draws what the table asks it to outline, and a hand image
shows that seat's cards only. States come from seeded playouts of the real engine: start,
mid-game, a week's end and game over, 2 to 4 players, both rulesets."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bench.render_yspahan import highlights, mid_game, play
from games.yspahan.board import (
    CARD_KINDS,
    SHOPS,
    SQUARE_SHOPS,
    SQUARES,
    shop_souk,
)
from games.yspahan.engine import ENGINE as E
from games.yspahan.engine import supervisor_moves
from games.yspahan.supervisor import destinations
from render import fonts, kit
from render import yspahan as board
from render.common import COLOUR_ORDER, SeatInfo
from render.seats import SEAT_COLOURS, draw_marker
from render.yspahan import render_board, render_hand
from render.yspahan_map import DOORS, MAP_H, MAP_W, SHOP_RECT, SQUARE_CELL, shared_edge
from table.i18n import use_locale
from tests.support import tiers

NAMES = ["Anežka Dvořáková-Šťastná", "Bořivoj Łukasiewicz-Přemyslovský",
         "Zoë Müller-Lüdenscheidt", "Čeněk Řehoř"]
SEATS = [SeatInfo(name, COLOUR_ORDER[i]) for i, name in enumerate(NAMES)]
WORLD = [SeatInfo("🐉 Drako", "red"), SeatInfo("陈伟", "blue"), SeatInfo("Дмитрий", "orange"),
         SeatInfo("Bartholomew Maximilian Featherstonehaugh", "green")]
ACCENT = board.ACCENT


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    return image


def week_end(players: int, seed: int, ruleset: str) -> tuple[dict, dict]:
    """The state just before the week-1 scoring (full board) and just after it."""
    state = play(players, seed, lambda s: s["week"] == 1 and s["day"] == 7
                 and s["turn_index"] == len(s["order"]) - 1, ruleset)
    before = state
    rnd_seat = 0
    while state["week"] == 1 and not E.is_over(state):
        before = state
        seat = E.to_act(state)[rnd_seat % len(E.to_act(state))]
        legal = [a for a in E.legal_actions(state, seat) if a["type"] != "resign"]
        end = [a for a in legal if a["type"] == "end_turn"]
        state, _ = E.apply(state, seat, (end or legal)[0])
        rnd_seat += 1
    return before, state


STATES: dict[tuple[int, str], dict[str, dict]] = {}


def states(players: int, ruleset: str) -> dict[str, dict]:
    """start, mid, week end (before and after scoring) and game over, played once."""
    key = (players, ruleset)
    if key not in STATES:
        seed = 3 + players
        before, after = week_end(players, seed, ruleset)
        STATES[key] = {
            "start": E.new(players, seed, {"ruleset": ruleset}),
            "mid": play(players, seed, mid_game, ruleset),
            "week-end": before,
            "week-after": after,
            "over": play(players, seed, None, ruleset),
        }
        assert E.is_over(STATES[key]["over"])
    return STATES[key]


def smallest_on_phone(render: Any, *args: Any, **kwargs: Any) -> tuple[float, Image.Image]:
    """How tall the smallest text's capitals are on a phone, and the image."""
    with kit.recording() as sizes:
        png = render(*args, **kwargs)
    image = decode(png)
    assert len(png) <= 200 * 1024, len(png)
    return kit.phone_px(min(sizes), image.size[0]), image


# -- the city as the board is laid out ------------------------------------------------------
def test_every_square_has_a_door_on_each_shop_it_touches_and_no_shops_overlap():
    assert set(SHOP_RECT) == set(SHOPS)
    for square in SQUARES:
        assert [shop for shop, _ in DOORS[square]] == list(SQUARE_SHOPS[square]), square
        for shop in SQUARE_SHOPS[square]:
            assert shared_edge(SHOP_RECT[shop], SQUARE_CELL[square]), (square, shop)
    rects = list(SHOP_RECT.items())
    for i, (a, r) in enumerate(rects):
        assert 0 <= r[0] < r[2] <= MAP_W and 0 <= r[1] < r[3] <= MAP_H, a
        for b, q in rects[i + 1:]:
            assert not (r[0] < q[2] and q[0] < r[2] and r[1] < q[3] and q[1] < r[3]), (a, b)
        for square, (cx, cy) in SQUARE_CELL.items():  # no shop stands in the street
            assert not (r[0] < cx + 1 and cx < r[2] and r[1] < cy + 1 and cy < r[3]), (a, square)


def test_the_streets_are_arms_of_the_central_square():
    cx, cy = SQUARE_CELL["C"]
    for square, (x, y) in SQUARE_CELL.items():
        if square == "C":
            continue
        arm, k = square[0], int(square[1:])
        assert (x - cx, y - cy) == {"W": (-k, 0), "E": (k, 0), "N": (0, -k), "S": (0, k)}[arm]


# -- decodes, budget, phone ----------------------------------------------------------------
@pytest.mark.parametrize("ruleset", tiers.each(["seed", "published"], ["published"],
                                               ids=["seed", "published"]))
@pytest.mark.parametrize("players", tiers.each([2, 3, 4], [4], ids=["2", "3", "4"]))
def test_every_stage_of_a_game_reads_on_a_phone(players, ruleset):
    for name, state in states(players, ruleset).items():
        view = E.view(state, None)
        for kw in ({}, highlights(state, False), highlights(state, True)):
            smallest, image = smallest_on_phone(render_board, view, SEATS[:players], **kw)
            assert image.size[0] == board.WIDTH and 800 <= image.size[0] <= 1000
            assert smallest >= kit.MIN_PHONE_PX, (name, kw, smallest)
        for seat in range(players):
            smallest, image = smallest_on_phone(render_hand, E.view(state, seat),
                                                SEATS[:players], seat)
            assert smallest >= kit.MIN_PHONE_PX, (name, seat, smallest)


def test_key_numbers_are_bigger_than_the_smallest_text():
    assert board.BIG >= board.SMALL + 8 and board.SMALL == kit.min_size_for(board.WIDTH)


@pytest.mark.parametrize("code", tiers.languages())
def test_every_language_draws_its_own_words(code):
    state = states(3, "seed")["mid"]
    with use_locale(code):
        png = render_board(E.view(state, None), SEATS[:3], **highlights(state, True))
        hand = render_hand(E.view(state, 0), SEATS[:3], 0)
    decode(png), decode(hand)
    for key in ("img-caravan", "img-tower", "img-quarter-BAG", "img-card-d-effect",
                "img-building-3-published"):
        assert board.WORDS.has(key, code), (code, key)


def test_the_language_changes_the_image():
    view = E.view(states(3, "seed")["mid"], None)
    with use_locale("en"):
        english = render_board(view, SEATS[:3])
    with use_locale("cs"):
        czech = render_board(view, SEATS[:3])
    assert english != czech


# -- any name -----------------------------------------------------------------------------
def drawn_strings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    original = kit.text

    def spy(d: Any, xy: Any, s: str, **kw: Any) -> None:
        seen.append(s)
        original(d, xy, s, **kw)

    monkeypatch.setattr(kit, "text", spy)
    return seen


def test_names_in_any_script_render_without_tofu(monkeypatch):
    seen = drawn_strings(monkeypatch)
    state = states(4, "seed")["mid"]
    decode(render_board(E.view(state, None), WORLD))
    on_board = list(seen)
    for seat, info in enumerate(WORLD):
        decode(render_hand(E.view(state, seat), WORLD, seat))
        for text, face in fonts.split_runs(info.name, board.BODY, True):
            assert face is not None, (info.name, text)  # a real font, never the box
        # Drawn (fitted with an ellipsis if too long), never dropped.
        assert any(s == info.name or (s.endswith("…") and info.name.startswith(s[:-1]))
                   for s in seen), info.name
    long = [s for s in on_board if s.startswith("Bartholomew")]  # in the players' panel
    assert long and all(kit.width(s, board.BODY, True) <= board.PANEL_W for s in long)


# -- seats: colour and marker --------------------------------------------------------------
def marker_mask(image: Image.Image, centre: tuple[int, int], r: int, rgb: tuple) -> set:
    x, y = centre
    return {(i, j) for i in range(x - r - 3, x + r + 4) for j in range(y - r - 3, y + r + 4)
            if image.getpixel((i, j))[:3] == rgb}


def reference(centre: tuple[int, int], r: int, colour: str, size: tuple[int, int]) -> set:
    image = Image.new("RGB", size, (1, 2, 3))
    draw_marker(ImageDraw.Draw(image), centre, r, colour)
    return marker_mask(image, centre, r, SEAT_COLOURS[colour])


def same_shape(a: set, b: set) -> bool:
    return bool(a) and len(a & b) / len(a | b) >= 0.9


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_marker_is_on_its_cubes_caravan_and_panel(players):
    view = E.view(states(players, "seed")["mid"], None)
    # One cube of every seat in a shop and in the caravan, whatever the playout left.
    free = [s for s in SHOPS if view["souks"][shop_souk(s)[0]][shop_souk(s)[1]] is None]
    placed = {}
    for seat in range(players):
        souk, index = shop_souk(free[seat * 7])
        view["souks"][souk][index] = seat
        placed[seat] = free[seat * 7]
    view["caravan"]["spaces"] = list(range(players))
    seats = [SeatInfo(f"P{i}", c) for i, c in enumerate(("red", "blue", "orange", "white"))]
    image = decode(render_board(view, seats[:players])).convert("RGB")
    size = image.size
    for seat in range(players):
        colour = seats[seat].colour
        rgb = SEAT_COLOURS[colour]
        where = [(board.shop_centre(placed[seat]), board.CUBE_R),
                 (board._caravan_slot(board.Layout.of(view), 0, seat), board.SMALL_CUBE_R),
                 ((board.PANEL_X + 26, board.player_top(seat) + 20), 14)]
        for centre, r in where:
            got = marker_mask(image, centre, r, rgb)
            assert same_shape(got, reference(centre, r, colour, size)), (colour, centre)


def test_two_seats_differ_by_shape_not_only_colour():
    view = E.view(states(2, "seed")["start"], None)
    view["souks"]["VASE_A"] = [0]
    view["souks"]["CHEST_B"] = [1, None]
    image = decode(render_board(view, SEATS[:2])).convert("RGB")
    shapes = []
    for seat, shop in ((0, "VASE_A.0"), (1, "CHEST_B.0")):
        centre = board.shop_centre(shop)
        mask = marker_mask(image, centre, board.CUBE_R, SEAT_COLOURS[SEATS[seat].colour])
        shapes.append({(x - centre[0], y - centre[1]) for x, y in mask})
    assert len(shapes[0] & shapes[1]) / len(shapes[0] | shapes[1]) < 0.9


# -- highlights ------------------------------------------------------------------------------
def count_colour(image: Image.Image, box: tuple[int, int, int, int], rgb: tuple) -> int:
    colours = image.crop(box).convert("RGB").getcolors(1 << 20) or []
    return sum(n for n, c in colours if c == tuple(rgb))


def accent_in(image: Image.Image, box: tuple[int, int, int, int]) -> int:
    return count_colour(image, box, ACCENT)


def test_highlights_are_drawn_where_asked():
    state = states(4, "seed")["mid"]
    view = E.view(state, None)
    view["souks"]["CHEST_A"] = [0, 1, None]
    kw = {"squares": ["W8", "E3"], "shops": ["BAG_A.4"], "rows": ["row2"],
          "preview": {"W8": ["CHEST_A.1"]}}
    plain = decode(render_board(view, SEATS)).convert("RGB")
    lit = decode(render_board(view, SEATS, **kw)).convert("RGB")
    boxes = [board.square_box("W8"), board.square_box("E3"), board.shop_box("BAG_A.4"),
             board.shop_box("CHEST_A.1"),
             (board.TOWER_X, board.tower_row_top(2), board.TOWER_X + board.TOWER_W,
              board.tower_row_top(2) + board.ROW_H)]
    for box in boxes:
        assert accent_in(lit, box) > 40, box
        assert accent_in(plain, box) == 0, box
    assert accent_in(lit, board.shop_box("BAG_A.0")) == 0   # nothing else lit


def test_the_gold_a_stop_costs_is_worked_out_from_the_view():
    checked = 0
    for seed in range(12):
        state = play(3, seed, lambda s: s["step"] == "act" and s["week"] >= 1
                     and any(p["gold"] for p in s["players"]) and s["day"] >= 3)
        view = E.view(state, None)
        seat = view["current"]
        for row in {a["row"] for a in E.legal_actions(state, seat)
                    if a["type"] == "move_supervisor"}:
            want = {sq: gold for sq, (_, gold) in
                    supervisor_moves(state, seat, int(row[3:])).items()}
            got = board.supervisor_costs(view, list(want))
            assert all(got[sq] == want[sq] for sq in got), (seed, row)
            checked += len(got)
    assert checked > 50


def test_a_stop_that_costs_gold_shows_a_coin_with_the_price():
    view = board.sample_view()       # the Supervisor on W3; row 5 shows 5s; 6 gold
    mover = view["players"][view["current"]]
    reach = destinations(view["supervisor"], 5, mover["gold"], "building3" in mover["buildings"],
                         view["ruleset"])
    squares = list(reach)
    assert board.supervisor_costs(view, squares) == {sq: g for sq, (_, g) in reach.items()}
    image = decode(render_board(view, SEATS, squares=squares)).convert("RGB")
    for square, (_, gold) in reach.items():
        x0, y0, x1, y1 = board.square_box(square)
        coins = count_colour(image, (x1 - 16, y0 - 8, x1 + 8, y0 + 16), board.art.GOLD)
        assert (coins > 20) == (gold > 0), (square, gold, coins)


# -- the hand ------------------------------------------------------------------------------
def test_a_hand_shows_that_seats_cards_only(monkeypatch):
    seen = drawn_strings(monkeypatch)
    state = states(3, "seed")["mid"]
    view = E.view(state, 1)
    view["you"]["hand"] = {"card_b": 2, "card_h": 1}
    with use_locale("en"):
        decode(render_hand(view, SEATS[:3], 1))
    names = {board.w(f"img-card-{c[-1]}") for c in CARD_KINDS}
    with use_locale("en"):
        shown = {s for s in seen if s in names}
        assert shown == {board.w("img-card-b"), board.w("img-card-h")}
        seen.clear()
        decode(render_hand(view, SEATS[:3], 2))     # another seat: not this view's cards
        assert not {s for s in seen if s in names}
        seen.clear()
        decode(render_hand(E.view(state, None), SEATS[:3], 0))   # the public view: none
        assert not {s for s in seen if s in names}


def test_an_empty_hand_says_so():
    state = states(2, "published")["start"]
    image = decode(render_hand(E.view(state, 0), SEATS[:2], 0))
    assert image.size[0] == board.WIDTH


def test_the_palette_keeps_every_seat_colour_exact():
    exact = list(dict.fromkeys(board.PALETTE.exact))
    probe = Image.new("RGB", (len(exact), 1))
    for i, colour in enumerate(exact):
        probe.putpixel((i, 0), colour)
    mapped = probe.quantize(palette=board.PALETTE.image, dither=Image.Dither.NONE).convert("RGB")
    assert [mapped.getpixel((i, 0)) for i in range(len(exact))] == exact
    assert set(SEAT_COLOURS.values()) <= set(exact)


@pytest.mark.parametrize("code", tiers.languages())
def test_the_project_font_has_every_letter_of_the_image_words(code):
    from tests.test_render_languages import missing_glyphs

    text = ""
    for key, variables in board.WORDS.keys(code).items():
        if key.startswith("img-"):
            text += board.WORDS.format(key, dict.fromkeys(variables, 2), locale=code)
    assert text and not missing_glyphs(text), (code, sorted(missing_glyphs(text)))
