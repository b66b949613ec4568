"""Catan board and hand images, drawn from views of seeded games played by the real engine:
readable on a phone, seats told apart by marker as well as colour, any name, small PNGs."""

from __future__ import annotations

import copy
import io
from collections.abc import Iterator

import pytest
from PIL import Image, ImageChops

from bench.render_catan import ENGINE, SEATS, mid_game, play
from cogs.catan import KIND
from games.catan.board import RESOURCES
from render import catan_art, fonts, kit, seats
from render.catan import (
    BOARD_FRAME,
    BOARD_SIZE,
    HEX_R,
    LAYERS,
    MAP_FRAME,
    MAP_SIZE,
    STEP_SIZE,
    card_box,
    edge_xy,
    hex_xy,
    node_xy,
    phase_text,
    render_board,
    render_board_model,
    render_hand,
    status_text,
)
from render.catan_model import board_model, hand_model
from render.catan_sample import sample_board
from render.common import SeatInfo
from table.i18n import use_locale

MAX_PNG = 200 * 1024


def decode(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    assert img.format == "PNG"
    return img.convert("RGB")


@pytest.fixture(scope="module", autouse=True)
def palette_learned() -> None:
    # The first encode in a process learns the palette from a sample board; do it before
    # any test records text sizes, so a recording holds only its own image's text.
    render_board(ENGINE.view(mid_game(2), None), SEATS)


@pytest.fixture(scope="module")
def mid_state() -> dict:
    return mid_game(2)


@pytest.fixture(scope="module")
def over_state() -> dict:
    return play(1)


def assert_board_ok(png: bytes) -> Image.Image:
    img = decode(png)
    assert img.size == BOARD_SIZE
    assert 900 <= img.width <= 1000
    assert len(png) <= MAX_PNG
    return img


def phone_min(sizes: list[int], width: int) -> float:
    """How tall the smallest text's capitals are when the image is shown 600 px wide."""
    assert sizes, "nothing was written"
    return kit.phone_px(min(sizes), width)


# -- readable on a phone ------------------------------------------------------------------------
def first_view_per_phase(seed: int) -> dict[str, dict]:
    """Public views of one seeded game: the first state seen in each phase."""
    seen: dict[str, dict] = {}

    def note(s: dict) -> bool:
        seen.setdefault(s["phase"], ENGINE.view(s, None))
        return False

    final = play(seed, until=note)
    seen.setdefault(final["phase"], ENGINE.view(final, None))
    return seen


def images_of_a_game(seed: int) -> Iterator[tuple[str, bytes]]:
    """Every kind of image a game shows: each phase's public board with its labels, a
    builder's private steps (zoomed), the full board with many labels, the hands."""
    views = first_view_per_phase(seed)
    for phase, view in views.items():
        yield phase, render_board(view, SEATS, **KIND.ui.board_highlight(view))
    mid = ENGINE.view(mid_game(seed), None)
    yield "mid", render_board(mid, SEATS)
    choices = mid["choices"]
    for key in ("nodes", "cities", "edges"):
        if choices.get(key):
            yield f"step-{key}", render_board(mid, SEATS, {key: choices[key]})
    yield "step-one-node", render_board(mid, SEATS, {"nodes": [20]})
    yield "step-one-edge", render_board(mid, SEATS, {"edges": [30]})
    yield "all-edges", render_board(mid, SEATS, {"edges": list(range(72))}, zoom=False)
    yield "all-hexes", render_board(mid, SEATS, {"hexes": list(range(19))}, zoom=False)
    state = mid_game(seed)
    for seat in range(4):
        yield f"hand-{seat}", render_hand(ENGINE.view(state, seat), SEATS, seat)


@pytest.mark.slow  # every image of two whole games
@pytest.mark.parametrize("seed", [3, 5])
def test_no_capitals_under_9_px_on_a_phone(seed: int) -> None:
    gen = images_of_a_game(seed)
    while True:
        with kit.recording() as sizes:
            try:
                name, png = next(gen)
            except StopIteration:
                break
        img = decode(png)
        assert len(png) <= MAX_PNG, name
        assert phone_min(sizes, img.width) >= kit.MIN_PHONE_PX, (name, min(sizes), img.width)


def test_key_numbers_are_larger(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    with kit.recording() as sizes:
        render_board(view, SEATS)
    # Token numbers (18 of them) and points (4) are at least 24 px: 15 px on a phone.
    assert sum(s >= 24 for s in sizes) >= 18 + 4
    with use_locale("pl"), kit.recording() as sizes:
        render_board(view, SEATS)
    assert phone_min(sizes, BOARD_SIZE[0]) >= kit.MIN_PHONE_PX


def test_a_private_step_zooms_to_its_spots_with_big_labels(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    assert view["phase"] == "main"
    with kit.recording() as plain:
        render_board(view, SEATS, {"nodes": [20]}, zoom=False)
    with kit.recording() as zoomed:
        img = decode(render_board(view, SEATS, {"nodes": [20]}))
    assert img.size == STEP_SIZE
    label = kit.min_size_for(BOARD_SIZE[0])
    assert label in plain  # the label on the full board is the smallest size...
    # ...and much bigger in the step image, as seen on a phone (the canvas is narrower)
    assert kit.phone_px(min(zoomed), STEP_SIZE[0]) >= kit.phone_px(label, BOARD_SIZE[0]) + 3
    # Spots across the whole island are not zoomed (it would not enlarge them): the whole
    # island without the panel, where its hexes are bigger than on the board (on a phone).
    with kit.recording() as spread_sizes:
        spread = decode(render_board(view, SEATS, {"nodes": [0, 53]}))
    assert spread.size == MAP_SIZE
    assert MAP_FRAME.hex_w / MAP_SIZE[0] > 1.5 * BOARD_FRAME.hex_w / BOARD_SIZE[0]
    assert phone_min(spread_sizes, MAP_SIZE[0]) >= kit.MIN_PHONE_PX


def test_public_label_phases_keep_the_full_board() -> None:
    views = first_view_per_phase(3)
    for phase in ("setup", "robber", "road_building"):
        view = views[phase]
        highlight = KIND.ui.board_highlight(view)
        assert highlight, phase
        assert_board_ok(render_board(view, SEATS, **highlight))


# -- any name -----------------------------------------------------------------------------------
NAMES = ["🐉 Drako", "陈伟", "Дмитрий", "Łukasz Źdźbło",
         "Bartholomew Maximilian Featherstonehaugh"]


def test_names_in_any_script_render_with_real_glyphs(mid_state: dict) -> None:
    assert len(NAMES[-1]) == 40
    colours = ["red", "blue", "white", "orange"]
    for names in (NAMES[:4], NAMES[1:]):
        table = [SeatInfo(n, c) for n, c in zip(names, colours, strict=True)]
        for png in (render_board(ENGINE.view(mid_state, None), table),
                    render_hand(ENGINE.view(mid_state, 0), table, 0)):
            decode(png)
    for name in NAMES:
        for size, bold in ((20, True), (22, True), (26, True), (16, False)):
            runs = fonts.split_runs(name, size, bold)
            assert all(font is not None for _, font in runs), (name, runs)  # no tofu


def test_long_names_are_fitted_not_overflowing(mid_state: dict) -> None:
    """A 40-character name and a longer one with the same start draw the same image: the
    name was cut to its room, wherever it is written (header, card, hand title)."""
    view = ENGINE.view(mid_state, None)
    current = view["turn"]
    long40, longer = NAMES[-1], NAMES[-1] + " the Third of Northumberland"

    def table(name: str) -> list[SeatInfo]:
        return [SeatInfo(name if s == current else SEATS[s].name, SEATS[s].colour)
                for s in range(4)]

    assert render_board(view, table(long40)) == render_board(view, table(longer))
    private = ENGINE.view(mid_state, current)  # the hand's title has more room
    assert render_hand(private, table(long40 * 2), current) == render_hand(
        private, table(long40 * 2 + longer), current)


# -- not by colour alone ------------------------------------------------------------------------
def without_markers(monkeypatch: pytest.MonkeyPatch, draw: callable) -> Image.Image:
    """``draw()`` with every marker left out (sprite caches emptied around it)."""
    from render import catan as catan_module

    def clear() -> None:
        catan_art.building_sprite.cache_clear()
        catan_art.road_sprite.cache_clear()
        catan_module._marker_sprite.cache_clear()

    clear()
    with monkeypatch.context() as m:
        m.setattr(seats, "draw_marker", lambda *a, **k: None)
        image = draw()
    clear()
    return image


def marker_mask(a: Image.Image, b: Image.Image, box: tuple[int, int, int, int]) -> Image.Image:
    diff = ImageChops.difference(a.crop(box), b.crop(box)).convert("L")
    return diff.point(lambda v: 255 if v > 40 else 0)


def overlap(a: Image.Image, b: Image.Image) -> float:
    both = ImageChops.multiply(a, b).histogram()[255]
    either = ImageChops.lighter(a, b).histogram()[255]
    return both / max(1, either)


@pytest.mark.parametrize("colours", [("red", "blue", "orange", "green"),
                                     ("purple", "white", "red", "blue")])
def test_every_piece_carries_its_seats_marker(monkeypatch: pytest.MonkeyPatch,
                                              colours: tuple[str, ...]) -> None:
    model, _, _ = sample_board()
    table = [SeatInfo(f"Seat {c}", c) for c in colours]
    with_markers = render_board_model(model, table)
    plain = without_markers(monkeypatch, lambda: render_board_model(model, table))
    layout = model.layout
    shapes: dict[str, list[Image.Image]] = {}
    for node, seat, kind in model.buildings:
        x, y = (round(v) for v in node_xy(layout, node))
        mask = marker_mask(with_markers, plain, (x - 24, y - 24, x + 24, y + 24))
        assert mask.histogram()[255] >= 12, (colours[seat], kind)  # the marker is there
        shapes.setdefault(kind, []).append(mask)
    for edge, seat in model.roads:
        x, y = (round(v) for v in edge_xy(layout, edge))
        mask = marker_mask(with_markers, plain, (x - 12, y - 12, x + 12, y + 12))
        assert mask.histogram()[255] >= 8, (colours[seat], "road")
    # ... and next to every name on the panel.
    for seat in range(4):
        x0, y0, _, _ = card_box(seat, 4)
        mask = marker_mask(with_markers, plain, (x0 + 8, y0 + 8, x0 + 36, y0 + 36))
        assert mask.histogram()[255] >= 30, colours[seat]
    # Different seats, different shapes: the settlements' markers do not coincide.
    masks = shapes["settlement"]
    for i in range(len(masks)):
        for j in range(i + 1, len(masks)):
            assert overlap(masks[i], masks[j]) < 0.8, (colours[i], colours[j])


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


# -- the board's content ------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [2, 3, 5, 6])
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

    def framed(seat: int) -> bool:
        x0, y0, x1, _ = card_box(seat, len(SEATS))
        r, g, b = img.getpixel(((x0 + x1) // 2, y0 + 1))
        return r > 200 and 130 < g < 190 and b < 60  # the gold frame

    assert [s for s in range(4) if framed(s)] == [view["winner"]]


def diff_box(a: bytes, b: bytes) -> tuple[int, int, int, int] | None:
    """Where the two images visibly differ."""
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

    def labelled(**hl: list[int]) -> bytes:
        return render_board(view, SEATS, hl, zoom=False)

    edge = 30
    box = diff_box(plain, labelled(edges=[edge]))
    assert box is not None and inside(box, edge_xy(layout, edge), 40)
    free_node = next(n for n, owner in enumerate(view["node_owner"]) if owner < 0)
    box = diff_box(plain, labelled(nodes=[free_node]))
    assert box is not None and inside(box, node_xy(layout, free_node), 30)
    # An upgrade choice (the view's "cities") labels the settlement without hiding it.
    settled = next(n for n, lvl in enumerate(view["node_level"]) if lvl == 1)
    box = diff_box(plain, labelled(cities=[settled]))
    assert box is not None and inside(box, node_xy(layout, settled), 50)
    x, y = node_xy(layout, settled)
    crop = (int(x) - 8, int(y) - 2, int(x) + 8, int(y) + 10)
    assert decode(plain).crop(crop) == decode(labelled(cities=[settled])).crop(crop)
    hex_id = next(h for h in range(19) if h != view["board"]["robber"])
    box = diff_box(plain, labelled(hexes=[hex_id]))
    assert box is not None and inside(box, hex_xy(layout, hex_id), HEX_R + 6)


def test_two_highlights_change_two_separate_areas(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    layout = board_model(view).layout
    a, b = 0, 53  # top-left and bottom-right corners of the island: far apart
    one = decode(render_board(view, SEATS, {"nodes": [a]}, zoom=False))
    both = decode(render_board(view, SEATS, {"nodes": [a, b]}, zoom=False))
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
        assert 900 <= img.width <= 1000 and len(png) <= MAX_PNG
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


def test_static_layer_is_cached_per_layout_and_shared_across_languages(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    render_board(view, SEATS)
    builds, hits = LAYERS.builds, LAYERS.hits
    moved = copy.deepcopy(view)
    moved["board"]["robber"] = (view["board"]["robber"] + 1) % 19
    render_board(moved, SEATS)  # same layout, different robber: reuses the layer
    with use_locale("pl"):  # the layer holds no words: every language shares it
        render_board(moved, SEATS)
    assert LAYERS.builds == builds and LAYERS.hits == hits + 2


@pytest.mark.slow  # a hundred boards drawn
def test_a_hundred_layouts_in_rotation_stay_within_the_layer_budget() -> None:
    views = [ENGINE.view(ENGINE.new(4, seed, {}), None) for seed in range(100)]
    assert len({tuple(v["board"]["terrain"]) + tuple(v["board"]["numbers"])
                for v in views}) >= 90
    for view in views:
        render_board(view, SEATS)
    hot, cold = LAYERS.used()
    layer = BOARD_SIZE[0] * BOARD_SIZE[1] * 3
    assert hot <= LAYERS.hot_bytes + layer and cold == 0


def test_every_phase_renders_with_words_for_it() -> None:
    views = first_view_per_phase(3)
    assert {"setup", "main", "discard", "robber", "road_building", "over"} <= set(views)
    for phase, view in views.items():
        model = board_model(view)
        words = phase_text(model)
        assert words and "_" not in words and words.lower() != phase
        assert_board_ok(render_board(view, SEATS, view["choices"], zoom=False))
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
    box = diff_box(plain, render_board(view, SEATS, {"nodes": [plaza]}, zoom=False))
    assert box is not None and inside(box, hex_xy(layout, 2), 30)
