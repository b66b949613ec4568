"""Caravan board image: decodes, fits the budget, highlights, shows only public data."""

from __future__ import annotations

import io
import json
import time

from PIL import Image, ImageChops

from games.caravan import ENGINE as E
from games.rng import Rng
from render.caravan import CELL, EDGE, HEIGHT, WIDTH, render_board
from render.common import SeatInfo
from tests.test_caravan_engine import bare, choose, put

SEATS = [
    SeatInfo("Zdeněk Šťastný-Łukasiewicz the Magnificent", "red"),
    SeatInfo("Ólafur Ægirsdóttir Þórðarson", "blue"),
    SeatInfo("Françoise Müller-Lüdenscheidt", "orange"),
    SeatInfo("Ngọc Ánh Nguyễn", "green"),
]
BUDGET = 200 * 1024


def played(players: int, steps: int, seed: int = 5) -> dict:
    rng = Rng(seed)
    s = E.new(players, seed, {"length": "full"})
    for _ in range(steps):
        if s["over"]:
            break
        seat = s["current"]
        s, _ = E.apply(s, seat, choose(s, seat, E.legal_actions(s, seat), rng))
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
    x, y = EDGE + col * CELL, EDGE + row * CELL
    return (x, y, x + CELL, y + CELL)


def test_mid_game_and_finished_images_fit_the_budget() -> None:
    mid = played(4, 150)
    done = played(4, 5000)
    assert not mid["over"] and done["over"]
    for state in (mid, done):
        start = time.perf_counter()
        png = render_board(E.view(state, None), SEATS)
        elapsed = time.perf_counter() - start
        img = decode(png)
        assert img.size == (WIDTH, HEIGHT)
        assert len(png) < BUDGET
        assert elapsed < 1.0  # ~40 ms normally; generous for a loaded CI machine
        assert len(img.getcolors(1 << 16) or []) > 20  # a real drawing, not a blank canvas


def test_two_players_and_missing_seat_info_still_render() -> None:
    s = played(2, 40)
    img = decode(render_board(E.view(s, None), SEATS[:1]))
    assert img.size == (WIDTH, HEIGHT)


def test_highlight_changes_only_the_highlighted_space() -> None:
    view = E.view(played(3, 60), None)
    plain = decode(render_board(view, SEATS[:3]))
    lit = decode(render_board(view, SEATS[:3], highlight=["C5"]))
    inside, outside = changed_inside_outside(plain, lit, cell_box("C5"))
    assert inside > 1000 and outside < 20
    # junk labels are ignored rather than crashing the render
    junk = decode(render_board(view, SEATS[:3], highlight=["Z9", "", "C55"]))
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
    board = (0, 0, EDGE * 2 + 7 * CELL, HEIGHT)
    on_board, in_panel = changed_inside_outside(before, after, board)
    assert on_board < 20 and in_panel > 100  # the delivered paper shows in the side panel
