"""The Caravane board image: decodes, fits the size budget, shows no secrets, reads on a
phone (no capitals under 9 px at 600 px wide), draws any name, and marks every camel with its
seat's shape as well as its colour."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image, ImageDraw

from games.caravane import ENGINE as E
from render import caravane as board
from render import fonts, kit
from render.caravane import render_board
from render.common import COLOUR_ORDER, SeatInfo
from render.seats import SEAT_COLOURS, draw_marker
from table.i18n import use_locale
from tests.support import tiers

NAMES = [
    "Anežka Dvořáková-Šťastná",
    "Bořivoj Łukasiewicz-Přemyslovský",
    "Zoë Müller-Lüdenscheidt",
    "Čeněk Řehoř",
    "Łucja Wróblewska-Żółtowska",
]
SEATS = [SeatInfo(name, COLOUR_ORDER[i]) for i, name in enumerate(NAMES)]
# Names in any script, with emoji, and one far too long for its column.
WORLD = [
    SeatInfo("🐉 Drako", "red"),
    SeatInfo("陈伟", "blue"),
    SeatInfo("Дмитрий", "orange"),
    SeatInfo("Łukasz Źdźbło", "green"),
    SeatInfo("Bartholomew Maximilian Featherstonehaugh", "purple"),
]


def played(variant: str, seed: int, until_stage: int | None = None, players: int = 5) -> dict:
    """A seeded random game, stopped at the start of a round of ``until_stage`` (or ended)."""
    rng = random.Random(seed)
    state = E.new(players, seed, {"variant": variant})
    while not E.is_over(state):
        if until_stage and state["stage"] == until_stage and state["round"] >= 3:
            break
        seat = rng.choice(E.to_act(state))
        legal = [a for a in E.legal_actions(state, seat) if a["type"] != "resign"]
        # Plain bids only: the food bags stay for the tests that announce one.
        action = rng.choice([a for a in legal if a["type"] != "bid_bag"] or legal)
        if action["type"] == "setup":
            action = {"type": "setup", "tiers": [20, 20, 20], "bags": [1, 2, 3]}
        elif action.get("template"):
            action = {"type": action["type"], "amount": rng.randint(0, action["amount_max"])}
        state, _ = E.apply(state, seat, action)
    return state


def with_bag(state: dict) -> dict:
    """``state`` after some driver announces a food bag (public on the board)."""
    seat = next(seat for seat in E.to_act(state)
                for a in E.legal_actions(state, seat) if a["type"] == "bid_bag")
    state, _ = E.apply(state, seat, {"type": "bid_bag", "amount": 0})
    assert E.view(state, None)["players"][seat]["bag_announced"]
    return state


def resigned(state: dict, seat: int) -> dict:
    state, _ = E.apply(state, seat, {"type": "resign"})
    return state


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def assert_budget(png: bytes) -> Image.Image:
    image = decode(png)
    assert image.format == "PNG"
    assert 800 <= image.width <= 1000 and 400 <= image.height <= 1200
    assert len(png) <= 200_000
    return image


def has_colour(image: Image.Image, rgb: tuple[int, int, int], tolerance: int = 12) -> bool:
    colours = image.convert("RGB").getcolors(1 << 16) or []
    return any(all(abs(c[i] - rgb[i]) <= tolerance for i in range(3)) for _, c in colours)


# Every kind of board a table shows: set-up, first round, mid-race with a bag and a
# reveal, the last stage, a resignation, two drivers, the end (by finish and by resignation).
STATES = {
    "setup": lambda: E.new(4, 1, {"variant": "champions"}),
    "start": lambda: E.new(3, 1),
    "two": lambda: E.new(2, 1, {"variant": "standard"}),
    "mid": lambda: with_bag(played("champions", 3, until_stage=2)),
    "stage3": lambda: played("champions", 6, until_stage=3),
    "resigned": lambda: resigned(played("standard", 5, until_stage=2), 1),
    "end": lambda: played("standard", 4),
    "end-resigned": lambda: resigned(resigned(resigned(
        played("standard", 2, until_stage=2, players=4), 0), 1), 2),
}


# -- size budget and behaviour -------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(STATES))
def test_every_kind_of_board_fits_the_budget(name):
    state = STATES[name]()
    view = E.view(state, None)
    image = assert_budget(render_board(view, SEATS[: len(view["players"])]))
    if view["finished"]:
        assert has_colour(image, board.BANNER, 0)  # the winner banner


def test_mid_game_champions_with_long_accented_names():
    state = with_bag(played("champions", 3, until_stage=2))
    image = assert_budget(render_board(E.view(state, None), SEATS))
    for seat_info in SEATS:  # every camel token is drawn in its seat's colour, exactly
        assert has_colour(image, SEAT_COLOURS[seat_info.colour], 0)


def test_public_image_identical_when_only_secrets_differ():
    state = played("champions", 7, until_stage=1)
    waiting = E.to_act(state)
    assert len(waiting) >= 3
    low, high = state, state
    for seat in waiting[:-1]:  # the same seats bid, different secret amounts
        low, _ = E.apply(low, seat, {"type": "bid", "amount": 0})
        most = next(a["amount_max"] for a in E.legal_actions(high, seat) if a["type"] == "bid")
        high, _ = E.apply(high, seat, {"type": "bid", "amount": most})
    assert low != high
    assert render_board(E.view(low, None), SEATS) == render_board(E.view(high, None), SEATS)


def test_image_changes_with_public_state():
    state = E.new(3, 1)
    before = render_board(E.view(state, None), SEATS[:3])
    after_bid, _ = E.apply(state, 0, {"type": "bid", "amount": 2})
    assert render_board(E.view(after_bid, None), SEATS[:3]) != before  # the check mark
    for seat, amount in ((1, 1), (2, 0)):
        after_bid, _ = E.apply(after_bid, seat, {"type": "bid", "amount": amount})
    assert after_bid["last_reveal"] is not None
    assert_budget(render_board(E.view(after_bid, None), SEATS[:3]))


def test_highlight_keywords_are_accepted():
    # The table passes the UI's highlights (none for Caravane) and may pass more later.
    view = E.view(E.new(3, 1), None)
    assert render_board(view, SEATS[:3], spots=[1, 2]) == render_board(view, SEATS[:3])


def test_the_static_layer_is_reused_between_rounds():
    board.LAYERS.clear()
    state = played("standard", 11, until_stage=2, players=4)
    render_board(E.view(state, None), SEATS[:4])
    builds = board.LAYERS.builds
    for seat in E.to_act(state):  # a whole round: bids, a reveal, new positions
        state, _ = E.apply(state, seat, {"type": "bid", "amount": 0})
        if state["stage"] != 2:
            break
        render_board(E.view(state, None), SEATS[:4])
    assert board.LAYERS.builds == builds


# -- (a) readable on a phone -----------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(STATES))
@pytest.mark.parametrize("code", ["en", "pl"])
def test_no_capitals_under_9_px_on_a_phone(name, code):
    view = E.view(STATES[name](), None)
    with use_locale(code), kit.recording() as sizes:
        png = render_board(view, WORLD[: len(view["players"])])
    width = decode(png).width
    assert sizes and kit.phone_px(min(sizes), width) >= kit.MIN_PHONE_PX
    assert max(sizes) * 600 / width >= 16  # the key numbers (silk) read larger


# -- (b) any name renders ----------------------------------------------------------------------
def drawn_strings(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, bool]]:
    """Every (string, size, bold) the renderer draws from now on."""
    out: list[tuple[str, int, bool]] = []
    real = kit.text

    def spy(draw: ImageDraw.ImageDraw, xy: Any, s: str, *, size: int, bold: bool = False,
            **kw: Any) -> None:
        out.append((s, size, bold))
        real(draw, xy, s, size=size, bold=bold, **kw)

    monkeypatch.setattr(kit, "text", spy)
    return out


@pytest.mark.parametrize("code", tiers.languages())
def test_names_in_any_script_render_with_real_glyphs(monkeypatch, code):
    drawn = drawn_strings(monkeypatch)
    state = resigned(with_bag(played("champions", 3, until_stage=2)), 4)
    with use_locale(code):
        for view in (E.view(state, None), E.view(played("standard", 4), None)):
            png = render_board(view, WORLD)
            assert_budget(png)
    texts = {s for s, _, _ in drawn}
    for seat in WORLD[:4]:  # short names are drawn whole, every character from a real font
        assert seat.name in texts
    long_name = WORLD[4].name
    assert long_name not in texts and len(long_name) == 40
    fitted = [s for s in texts if s.endswith("…") and long_name.startswith(s[:-1])]
    assert fitted, "the long name is shortened to its column"
    for s, size, bold in drawn:
        assert kit.width(s, size, bold) <= board.WIDTH
        if any(s.startswith(n[:2]) for n in (seat.name for seat in WORLD)):
            assert all(font is not None for _, font in fonts.split_runs(s, size, bold)), s
    for s in fitted:
        assert kit.width(s, board.BODY, True) <= board.NAME_W


def test_emoji_and_cjk_names_change_the_pixels():
    view = E.view(played("champions", 3, until_stage=2), None)
    latin = decode(render_board(view, SEATS)).convert("RGB")
    world = decode(render_board(view, WORLD)).convert("RGB")
    assert latin.size == world.size and latin.tobytes() != world.tobytes()


# -- (c) every seat's marker on its pieces -----------------------------------------------------
def marker_mask(image: Image.Image, centre: tuple[int, int], colour: str, r: int) -> set:
    """Pixels exactly the seat's colour in a box around ``centre``, relative to it."""
    rgb = SEAT_COLOURS[colour]
    x, y = centre
    pad = r + 4
    crop = image.convert("RGB").crop((x - pad, y - pad, x + pad + 1, y + pad + 1))
    px = crop.load()
    return {(i - pad, j - pad) for i in range(crop.width) for j in range(crop.height)
            if px[i, j] == rgb}


def reference_mask(colour: str, r: int) -> set:
    image = Image.new("RGB", (4 * r, 4 * r), board.PAPER)
    draw_marker(ImageDraw.Draw(image), (2 * r, 2 * r), r, colour, outline=kit.INK)
    return marker_mask(image, (2 * r, 2 * r), colour, r)


def overlap(a: set, b: set) -> float:
    return len(a & b) / max(1, len(a | b))


def test_every_camel_and_table_token_is_its_seats_marker():
    state = played("champions", 3, until_stage=2)
    view = E.view(state, None)
    image = decode(render_board(view, SEATS)).convert("RGB")
    lay = board.Layout.of(view)
    colours = [s.colour for s in SEATS]
    references = {c: reference_mask(c, board.TOKEN_R) for c in colours}
    assert len({frozenset(m) for m in references.values()}) == len(colours)  # five shapes
    length = view["stage_lengths"][1]
    top = lay.stage_top(2) + board.TITLE_H
    for k, player in enumerate(view["players"]):
        colour = colours[player["seat"]]
        lane = (board._column_centre(player["position"], length),
                top + k * board.LANE_H + board.LANE_H // 2)
        row = (board.MARGIN + 8 + board.TOKEN_R,
               lay.table_top + board.TABLE_HEAD + k * lay.row_h + board.ROW_H // 2)
        for centre in (lane, row):
            found = marker_mask(image, centre, colour, board.TOKEN_R)
            scores = {c: overlap(found, ref) for c, ref in references.items()}
            # The letter covers part of the shape; the shape still matches its own seat's
            # marker best, and well.
            assert max(scores, key=scores.get) == colour, (player["seat"], scores)
            assert scores[colour] >= 0.6, (player["seat"], scores)


def test_a_resigned_drivers_marker_is_a_ghost_and_their_camel_leaves_the_race():
    state = resigned(played("standard", 5, until_stage=2), 1)
    view = E.view(state, None)
    image = decode(render_board(view, SEATS)).convert("RGB")
    lay = board.Layout.of(view)
    row = (board.MARGIN + 8 + board.TOKEN_R,
           lay.table_top + board.TABLE_HEAD + lay.row_h + board.ROW_H // 2)
    ghost = board._tint(SEAT_COLOURS["blue"])
    assert image.getpixel(row) == ghost
    assert lay.camels == 4 and not marker_mask(image, row, "blue", board.TOKEN_R)
