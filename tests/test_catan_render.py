"""Catan board and hand images, drawn from views of seeded games played by the real engine."""

from __future__ import annotations

import copy
import io

import pytest
from PIL import Image, ImageChops

from bench.catan_render import ENGINE, SEATS, mid_game, play
from cogs.table.i18n import use_locale
from games.catan.board import RESOURCES
from render.catan import (
    BOARD_SIZE,
    HEX_R,
    _static_layer_in,
    edge_xy,
    hex_xy,
    node_xy,
    phase_text,
    render_board,
    render_hand,
    status_text,
)
from render.catan_model import board_model, hand_model

MAX_PNG = 200 * 1024


def decode(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    assert img.format == "PNG"
    return img.convert("RGB")


@pytest.fixture(scope="module")
def mid_state() -> dict:
    return mid_game(2)


@pytest.fixture(scope="module")
def over_state() -> dict:
    return play(1)


def assert_board_ok(png: bytes) -> Image.Image:
    img = decode(png)
    assert img.size == BOARD_SIZE
    assert 1100 <= img.width <= 1400
    assert len(png) < MAX_PNG
    return img


@pytest.mark.parametrize("seed", [0, 2, 3, 5])
def test_mid_game_board_with_long_accented_names_fits_the_budget(seed: int) -> None:
    state = mid_game(seed)
    assert state["phase"] == "main" and sum(state["node_level"]) >= 14  # pieces on the board
    assert_board_ok(render_board(ENGINE.view(state, None), SEATS))


def test_game_over_board_frames_the_winner(over_state: dict) -> None:
    view = ENGINE.view(over_state, None)
    assert view["phase"] == "over" and view["winner"] is not None
    img = assert_board_ok(render_board(view, SEATS))
    model = board_model(view)
    assert model.game_over and model.winner == view["winner"]
    # The final score (VP cards included) is what the player cards show.
    finals = {p.seat: p.vp for p in model.players}
    assert finals[view["winner"]] == view["final"]["points"][str(view["winner"])] >= 10
    from render.catan import _card_box

    def framed(seat: int) -> bool:
        x0, y0, x1, _ = _card_box(seat, len(SEATS))
        r, g, b = img.getpixel(((x0 + x1) // 2, y0 + 1))
        return r > 200 and 130 < g < 190 and b < 60  # the gold frame

    assert [s for s in range(4) if framed(s)] == [view["winner"]]


def diff_box(a: bytes, b: bytes) -> tuple[int, int, int, int] | None:
    """Where the two images visibly differ. The 256-colour palette is chosen per image, so
    any change nudges colours everywhere by a few levels; a label changes them a lot."""
    return visible_change(decode(a), decode(b))


def visible_change(a: Image.Image, b: Image.Image) -> tuple[int, int, int, int] | None:
    diff = ImageChops.difference(a, b).convert("L")
    return diff.point(lambda v: 255 if v > 40 else 0).getbbox()


def inside(box: tuple[int, int, int, int], centre: tuple[float, float], half: float) -> bool:
    cx, cy = centre
    return (
        box[0] >= cx - half and box[1] >= cy - half and box[2] <= cx + half and box[3] <= cy + half
    )


def test_no_highlight_means_no_labels(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    plain = render_board(view, SEATS)
    assert render_board(view, SEATS, {}) == plain
    assert render_board(view, SEATS, {"nodes": [], "edges": [], "hexes": []}) == plain


def test_highlight_labels_only_the_highlighted_spots(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    layout = board_model(view).layout
    plain = render_board(view, SEATS)
    choices = view["choices"]
    assert choices["edges"], "the mid-game state should offer road spots"
    edge = choices["edges"][0]
    box = diff_box(plain, render_board(view, SEATS, {"edges": [edge]}))
    assert box is not None and inside(box, edge_xy(layout, edge), 40)
    free_node = next(n for n, owner in enumerate(view["node_owner"]) if owner < 0)
    box = diff_box(plain, render_board(view, SEATS, {"nodes": [free_node]}))
    assert box is not None and inside(box, node_xy(layout, free_node), 30)
    # An upgrade choice (the view's "cities") labels the settlement without hiding it.
    settled = next(n for n, lvl in enumerate(view["node_level"]) if lvl == 1)
    box = diff_box(plain, render_board(view, SEATS, {"cities": [settled]}))
    assert box is not None and inside(box, node_xy(layout, settled), 50)
    x, y = node_xy(layout, settled)
    assert decode(plain).crop((int(x) - 8, int(y) - 4, int(x) + 8, int(y) + 10)) == decode(
        render_board(view, SEATS, {"cities": [settled]})
    ).crop((int(x) - 8, int(y) - 4, int(x) + 8, int(y) + 10))
    hex_id = next(h for h in range(19) if h != view["board"]["robber"])
    box = diff_box(plain, render_board(view, SEATS, {"hexes": [hex_id]}))
    assert box is not None and inside(box, hex_xy(layout, hex_id), HEX_R + 6)


def test_two_highlights_change_two_separate_areas(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    layout = board_model(view).layout
    a, b = 0, 53  # top-left and bottom-right corners of the island: far apart
    one = decode(render_board(view, SEATS, {"nodes": [a]}))
    both = decode(render_board(view, SEATS, {"nodes": [a, b]}))
    box = visible_change(one, both)
    assert box is not None and inside(box, node_xy(layout, b), 50)


def hide_differently(state: dict) -> dict:
    """The same game with different hidden information: two players swap a resource type
    (totals unchanged), a held development card changes kind, the deck is reordered and the
    RNG differs."""
    s = copy.deepcopy(state)
    res = s["res"]
    n = len(res)
    swap = next(
        (p, q, i, j)
        for p in range(n)
        for q in range(n)
        for i in range(5)
        for j in range(5)
        if p != q and i != j and res[p][i] and res[q][j]
    )
    p, q, i, j = swap
    res[p][i] -= 1
    res[p][j] += 1
    res[q][j] -= 1
    res[q][i] += 1
    dev, bought = s["dev"], s["bought"]
    holder, kind = next(
        (p, k)
        for p in range(n)
        for k in range(5)
        if dev[p][k] > (bought[k] if p == s["turn"] else 0)
    )
    dev[holder][kind] -= 1  # one held card changes kind: same count, different card
    dev[holder][(kind + 1) % 5] += 1
    s["deck"] = s["deck"][::-1]
    s["rng"] = (s["rng"] + 12345) % (1 << 64)
    return s


def test_public_image_ignores_hidden_information(mid_state: dict) -> None:
    other = hide_differently(mid_state)
    assert other["res"] != mid_state["res"] and other["dev"] != mid_state["dev"]
    public = render_board(ENGINE.view(mid_state, None), SEATS)
    assert render_board(ENGINE.view(other, None), SEATS) == public
    # ... while the owners' private hands do show the difference.
    changed = next(p for p in range(4) if other["res"][p] != mid_state["res"][p])
    assert render_hand(ENGINE.view(other, changed), SEATS, changed) != render_hand(
        ENGINE.view(mid_state, changed), SEATS, changed
    )


def test_hand_images_decode_and_differ_per_player(mid_state: dict) -> None:
    pngs = []
    for seat in range(4):
        png = render_hand(ENGINE.view(mid_state, seat), SEATS, seat)
        img = decode(png)
        assert 1000 <= img.width <= 1400 and len(png) < MAX_PNG
        pngs.append(png)
    assert len(set(pngs)) == 4


def test_hand_marks_cards_bought_this_turn() -> None:
    state = play(4, until=lambda s: any(s["bought"]) and s["phase"] == "main")
    seat = state["turn"]
    view = ENGINE.view(state, seat)
    model = hand_model(view, seat)
    new = {kind: n for kind, _, n in model.dev_cards if n}
    assert new and new == {k: v for k, v in view["me"]["dev_bought_this_turn"].items() if v}
    older = copy.deepcopy(view)
    older["me"]["dev_bought_this_turn"] = {k: 0 for k in older["me"]["dev_bought_this_turn"]}
    assert render_hand(view, SEATS, seat) != render_hand(older, SEATS, seat)


def test_hand_needs_that_players_private_view(mid_state: dict) -> None:
    with pytest.raises(ValueError):
        render_hand(ENGINE.view(mid_state, None), SEATS, 0)
    with pytest.raises(ValueError):
        render_hand(ENGINE.view(mid_state, 1), SEATS, 0)


def test_hand_model_reads_the_private_view(mid_state: dict) -> None:
    seat = mid_state["turn"]
    model = hand_model(ENGINE.view(mid_state, seat), seat)
    assert dict(model.resources) == dict(zip(RESOURCES, mid_state["res"][seat], strict=True))
    assert dict(model.rates) == dict(zip(RESOURCES, mid_state["rates"][seat], strict=True))


def test_white_pieces_are_outlined(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    white = next(i for i, s in enumerate(SEATS) if s.colour == "white")
    node = next(n for n, owner in enumerate(view["node_owner"]) if owner == white)
    img = decode(render_board(view, SEATS))
    x, y = node_xy(board_model(view).layout, node)
    patch = img.crop((int(x) - 16, int(y) - 18, int(x) + 16, int(y) + 16)).convert("L")
    values = list(patch.tobytes())
    assert min(values) < 60  # the dark outline
    assert sum(v > 215 for v in values) > 40  # the white body


def test_static_layer_is_cached_per_layout_and_language(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    render_board(view, SEATS)
    hits = _static_layer_in.cache_info().hits
    moved = copy.deepcopy(view)
    moved["board"]["robber"] = (view["board"]["robber"] + 1) % 19
    render_board(moved, SEATS)  # same layout, different robber: reuses the layer
    assert _static_layer_in.cache_info().hits == hits + 1
    with use_locale("pl"):  # the tiles carry words: another language, another layer
        render_board(moved, SEATS)
    assert _static_layer_in.cache_info().hits == hits + 1


def first_view_per_phase(seed: int) -> dict[str, dict]:
    """Public views of one seeded game: the first state seen in each phase."""
    seen: dict[str, dict] = {}

    def note(s: dict) -> bool:
        seen.setdefault(s["phase"], ENGINE.view(s, None))
        return False

    final = play(seed, until=note)
    seen.setdefault(final["phase"], ENGINE.view(final, None))
    return seen


def test_every_phase_renders_with_words_for_it() -> None:
    views = first_view_per_phase(3)
    assert {"setup", "main", "discard", "robber", "road_building", "over"} <= set(views)
    for phase, view in views.items():
        model = board_model(view)
        words = phase_text(model)
        assert words and "_" not in words and words.lower() != phase
        assert_board_ok(render_board(view, SEATS, view["choices"]))
    discard = board_model(views["discard"])
    owing = [SEATS[int(s)].name for s in views["discard"]["discard_owed"]]
    assert owing and all(name in status_text(discard, SEATS) for name in owing)


def test_open_trade_offer_is_shown(mid_state: dict) -> None:
    seat = mid_state["turn"]
    have = next(r for r, n in zip(RESOURCES, mid_state["res"][seat], strict=True) if n)
    want = next(r for r in RESOURCES if r != have)
    action = {"type": "offer_trade", "give": {have: 1}, "get": {want: 1}, "to": None}
    state, _ = ENGINE.apply(mid_state, seat, action)
    view = ENGINE.view(state, None)
    assert view["phase"] == "trade"
    assert status_text(board_model(view), SEATS) == f"Offer to all: 1 {have} for 1 {want}"
    assert render_board(view, SEATS) != render_board(ENGINE.view(mid_state, None), SEATS)


def test_private_notes_are_listed_newest_first(mid_state: dict) -> None:
    seat = next(p for p in range(4) if mid_state["secret"][p])
    view = ENGINE.view(mid_state, seat)
    with_notes = decode(render_hand(view, SEATS, seat))
    quiet = copy.deepcopy(view)
    quiet["me"]["notes"] = []
    without = decode(render_hand(quiet, SEATS, seat))
    assert with_notes.height > without.height
    assert visible_change(with_notes.crop((0, 0, *without.size)), without) is None


def test_traders_and_barbarians_plazas_are_drawn_and_labelled(mid_state: dict) -> None:
    """Extension check: a view listing trade hexes gets plazas with spokes and "P1" labels,
    drawn from the geometry's node and edge lists."""
    view = copy.deepcopy(ENGINE.view(mid_state, None))
    trade_hexes = [2, 7, 18]
    for h in trade_hexes:
        view["board"]["terrain"][h] = "castle"
        view["board"]["numbers"][h] = 0
    view["board"]["trade_hexes"] = trade_hexes
    layout = board_model(view).layout
    plaza = layout.geometry.plaza_of_hex[2]
    assert layout.geometry.node_labels[plaza] == "P1"
    plain = render_board(view, SEATS)
    assert_board_ok(plain)
    box = diff_box(plain, render_board(view, SEATS, {"nodes": [plaza]}))
    assert box is not None and inside(box, hex_xy(layout, 2), 30)
