"""Traders & Barbarians images (render/catan_traders.py, catan_tb_art.py), drawn from views of
seeded games the real engine played: the trade hexes with their buildings, plazas, spokes and
stacks, the barbarians, every wagon with its seat's colour, marker and good, the players'
gold / baggage / deliveries, and a wagon's destinations with their costs. Readable on a phone
(no capitals under 9 px at 600 px wide), any name, nothing hidden, base boards unchanged."""

from __future__ import annotations

import copy
import io
import re
from dataclasses import replace

import pytest
from PIL import Image, ImageChops

from bench.render_catan_tb import ENGINE, SEATS, mid_game, moving, play, reach_highlight
from games.catan.traders import board as tb
from render import catan_tb_art as tb_art
from render import catan_traders, fonts, kit, seats
from render.catan import (
    BOARD_FRAME,
    BOARD_SIZE,
    LAYERS,
    MAP_SIZE,
    PALETTE,
    STEP_SIZE,
    TB_PALETTE,
    card_box,
    edge_xy,
    hex_xy,
    render_board,
    render_board_model,
    render_hand,
    step_frame,
)
from render.catan_model import Highlight, board_model, hand_model
from render.catan_sample import sample_tb_board
from render.common import COLOUR_ORDER, SeatInfo
from table.i18n import use_locale
from tests.support import tiers
from tests.test_render_seats import VIEWS, _distances

WORLD_NAMES = ("🐉 Drako the Unbelievably Long-Named", "陈伟陈伟陈伟陈伟陈伟陈伟",
               "Дмитрий Ковалёв-Задунайский", "김민준 ✨ 김민준 ✨")


def decode(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    assert img.format == "PNG"
    return img.convert("RGB")


def model_image(m, seats_=SEATS, hl=None, zoom=None) -> Image.Image:
    return render_board_model(m, seats_, hl, zoom)


def differs_near(a: Image.Image, b: Image.Image, xy: tuple[float, float], r: int) -> bool:
    box = (round(xy[0] - r), round(xy[1] - r), round(xy[0] + r), round(xy[1] + r))
    return ImageChops.difference(a.crop(box), b.crop(box)).getbbox() is not None


def colours_near(img: Image.Image, xy: tuple[float, float], r: int) -> set[tuple[int, int, int]]:
    box = (round(xy[0] - r), round(xy[1] - r), round(xy[0] + r), round(xy[1] + r))
    return {c for _, c in img.crop(box).getcolors(1 << 16)}


@pytest.fixture(scope="module", autouse=True)
def palettes_learned() -> None:
    # Learning a palette renders sample images: before any test records text.
    PALETTE.image  # noqa: B018
    TB_PALETTE.image  # noqa: B018


@pytest.fixture(scope="module")
def mid_state() -> dict:
    state = mid_game(1)
    assert state["phase"] == "main" and sum(state["delivered"]) >= 3
    return state


@pytest.fixture(scope="module")
def moving_state() -> dict:
    state = moving(1001)
    assert ENGINE.view(state, None)["traders"]["reach"]
    return state


# -- the public board -----------------------------------------------------------------------------
def test_a_mid_game_board_decodes_at_the_board_size(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    assert view["variant"] == tb.VARIANT
    png = render_board(view, SEATS)
    img = decode(png)
    assert img.size == BOARD_SIZE and 900 <= img.width <= 1000
    assert len(png) <= 200 * 1024
    m = board_model(view)
    assert m.traders is not None and m.robber is None  # no robber
    assert "desert" not in m.layout.terrain
    assert m.layout.geometry is tb.GEOMETRY


def test_each_trade_hex_shows_its_building_plaza_label_and_stack(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    m = board_model(view)
    img = model_image(m)
    geo = m.layout.geometry
    marks = {"castle": tb_art.STONE, "quarry": tb_art.MARBLE, "glassworks": tb_art.FIRE}
    with kit.recording_texts() as texts:
        model_image(m)
    for name, h in tb.TRADE_HEX.items():
        cx, cy = hex_xy(m.layout, h)
        side = tb_art.sea_side(geo.hex_corners[h], geo.blocked_nodes)
        bx, by = tb_art.building_offset(side, BOARD_FRAME.hex_w)
        near = colours_near(img, (cx + bx, cy + by), 22)
        assert marks[name] in near, name  # the building's own colour, where it stands
        assert tb_art.TRADE_GROUND in colours_near(img, (cx, cy), 40)
        assert geo.node_labels[tb.PLAZA[name]] in texts
        assert str(view["traders"]["stacks"][name]) in texts
    # no number token on a trade hex, and P1-P3 are the castle, quarry, glassworks plazas
    assert [geo.node_labels[tb.PLAZA[n]] for n in tb.TRADE_NAMES] == ["P1", "P2", "P3"]
    assert all(m.layout.numbers[h] == 0 for h in tb.TRADE_HEX.values())


def test_the_spokes_join_the_plaza_to_the_land_corners_only() -> None:
    m, seats_, _ = sample_tb_board()
    img = model_image(replace(m, traders=replace(m.traders, wagons=(), barbarians=())))
    geo = m.layout.geometry
    for plaza in tb.PLAZA.values():
        for e in geo.node_edges[plaza]:  # 4 spokes: the path colour halfway along each
            assert tb_art.PATH_FILL in colours_near(img, edge_xy(m.layout, e), 3), e
            assert not set(geo.edge_nodes[e]) & tb.SEA_CORNERS
        assert len(geo.node_edges[plaza]) == 4


def test_barbarians_are_drawn_on_their_paths() -> None:
    m, seats_, _ = sample_tb_board()
    t = m.traders
    with_them = model_image(m)
    without = model_image(replace(m, traders=replace(t, barbarians=())))
    roads = {e for e, _ in m.roads}
    for edge in t.barbarians:
        x, y = edge_xy(m.layout, edge)
        if edge in roads:
            dx, dy = catan_traders.barbarian_shift(BOARD_FRAME, m, edge)
            x, y = x + dx, y + dy
        assert differs_near(with_them, without, (x, y), 8), edge
        assert tb_art.BARBARIAN_DISC in colours_near(with_them, (x, y), 12)
    # never a seat's colour
    assert all(tb_art.BARBARIAN_DISC != c for c in seats.SEAT_COLOURS.values())


def test_every_wagon_is_at_its_spot_in_its_colour_with_its_good() -> None:
    m, seats_, _ = sample_tb_board()
    t = m.traders
    img = model_image(m, seats_)
    without = model_image(replace(m, traders=replace(t, wagons=())), seats_)
    geo = m.layout.geometry
    for node, here in catan_traders.wagons_by_node(t, geo.num_nodes, geo.blocked_nodes):
        spots, _side = catan_traders.wagon_spots(BOARD_FRAME, m, node, len(here))
        for (x, y), seat in zip(spots, here, strict=True):
            assert differs_near(img, without, (x, y), 6)
            near = colours_near(img, (x, y), 20)
            assert seats.SEAT_COLOURS[seats_[seat].colour] in near, seat
            assert tb_art.GOOD_COLOURS[t.carrying[seat]] in colours_near(img, (x, y), 34)
    # two wagons on one intersection: both stay in sight, side by side
    shared = [n for n, here in catan_traders.wagons_by_node(t, geo.num_nodes, set()) if
              len(here) > 1]
    assert shared
    spots, _ = catan_traders.wagon_spots(BOARD_FRAME, m, shared[0], 2)
    assert abs(spots[0][0] - spots[1][0]) >= BOARD_FRAME.hex_w * 0.3


def test_wagons_carry_their_seats_marker(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    real = seats.draw_marker

    def spy(draw, centre, radius, colour, **kw):
        drawn.append(colour)
        return real(draw, centre, radius, colour, **kw)

    monkeypatch.setattr(seats, "draw_marker", spy)
    tb_art.wagon_sprite.cache_clear()
    for colour in COLOUR_ORDER:
        tb_art.wagon_sprite(colour, 40)
    tb_art.wagon_sprite.cache_clear()
    assert drawn == list(COLOUR_ORDER)


def test_four_wagons_on_one_spot_all_show() -> None:
    m, seats_, _ = sample_tb_board()
    node = 30
    m = replace(m, traders=replace(m.traders, wagons=(node,) * 4))
    img = model_image(m, seats_)
    spots, _ = catan_traders.wagon_spots(BOARD_FRAME, m, node, 4)
    for (x, y), seat in zip(spots, range(4), strict=True):
        assert seats.SEAT_COLOURS[seats_[seat].colour] in colours_near(img, (x, y), 12)


def test_sea_corners_and_paths_get_no_labels_or_pieces() -> None:
    m, seats_, _ = sample_tb_board()
    geo = m.layout.geometry
    hl = Highlight.of({"nodes": sorted(tb.SEA_CORNERS) + [30],
                       "edges": sorted(tb.SEA_PATHS) + [40]})
    with kit.recording_texts() as plain:
        model_image(m, seats_)
    with kit.recording_texts() as texts:
        model_image(m, seats_, hl, zoom=False)
    labels = set(texts[len(plain):])  # what the highlight added, after the board
    assert geo.node_labels[30] in labels and geo.edge_labels[40] in labels
    assert not labels & {geo.node_labels[n] for n in tb.SEA_CORNERS}
    assert not labels & {geo.edge_labels[e] for e in tb.SEA_PATHS}
    # a wagon or barbarian said to be there is not drawn
    plain = model_image(replace(m, traders=replace(m.traders, wagons=(), barbarians=())))
    corner, path = min(tb.SEA_CORNERS), min(tb.SEA_PATHS)
    odd = model_image(replace(m, traders=replace(m.traders, wagons=(corner,), barbarians=(path,))))
    assert ImageChops.difference(plain, odd).getbbox() is None


def test_the_panel_shows_gold_baggage_and_deliveries(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    m = board_model(view)
    with kit.recording_texts() as texts:
        img = model_image(m)
    t = view["traders"]
    for seat in range(4):
        x0, y0, x1, y1 = card_box(seat, 4)
        box = img.crop((x0, y0 + 60, x1, y1))
        assert tb_art.COIN in {c for _, c in box.getcolors(1 << 16)}
        assert str(t["gold"][seat]) in texts and str(t["delivered"][seat]) in texts
    # the baggage level is pips: a higher level changes the card
    seat = 0
    richer = replace(m, traders=replace(m.traders, baggage=(5, *m.traders.baggage[1:])))
    lower = replace(m, traders=replace(m.traders, baggage=(1, *m.traders.baggage[1:])))
    x0, y0, x1, y1 = card_box(seat, 4)
    a = model_image(richer).crop((x0, y0, x1, y1))
    b = model_image(lower).crop((x0, y0, x1, y1))
    assert ImageChops.difference(a, b).getbbox() is not None


def test_phases_of_the_scenario_have_words() -> None:
    m, seats_, _ = sample_tb_board()
    m = replace(m, players=tuple(replace(p, discard=0) for p in m.players))  # one line free
    for phase in ("barbarian", "drive_off"):
        with kit.recording_texts() as texts:
            model_image(replace(m, phase=phase))
        assert catan_traders.phase_text(replace(m, phase=phase)) in " ".join(texts)
    moving_text = catan_traders.phase_text(m)
    assert str(m.traders.mp_left) in moving_text


# -- a wagon's destinations -----------------------------------------------------------------------
def test_wagon_destinations_are_labelled_with_their_cost(moving_state: dict) -> None:
    view = ENGINE.view(moving_state, None)
    kwargs = reach_highlight(view)
    reach = kwargs["highlight"]["reach"]
    geo = tb.GEOMETRY
    with kit.recording() as sizes, kit.recording_texts() as texts:
        png = render_board(view, SEATS, **kwargs)
    img = decode(png)
    assert img.size in (STEP_SIZE, MAP_SIZE)
    for node, (mp, gold) in reach.items():
        assert geo.node_labels[int(node)] in texts
        assert catan_traders.cost_text(mp, gold) in texts
    assert min(kit.phone_px(s, img.width) for s in sizes) >= kit.MIN_PHONE_PX - 0.01


def test_a_few_destinations_zoom_in_with_a_toll_shown() -> None:
    m, seats_, hl = sample_tb_board()
    assert any(gold for _, _, gold in hl.reach)
    assert step_frame(m, hl) is not None
    with kit.recording() as sizes, kit.recording_texts() as texts:
        img = model_image(m, seats_, hl, zoom=True)
    assert img.size == STEP_SIZE
    for _node, mp, gold in hl.reach:
        assert catan_traders.cost_text(mp, gold) in texts
    assert catan_traders.word("img-tb-reach-legend") in texts
    assert min(kit.phone_px(s, img.width) for s in sizes) >= kit.MIN_PHONE_PX - 0.01
    # the coin of a toll is drawn (the palette keeps the coin's colour)
    png = render_board(_view_of(m), seats_, {"nodes": [n for n, _, _ in hl.reach],
                                             "reach": {str(n): [mp, g] for n, mp, g in hl.reach}},
                       zoom=True)
    assert tb_art.COIN in {c for _, c in decode(png).getcolors(1 << 16)}


def test_the_moving_wagon_stays_in_the_zoomed_view() -> None:
    m, seats_, hl = sample_tb_board()
    frame = step_frame(m, hl)
    assert frame is not None
    start = catan_traders.start_nodes(m)
    assert start
    x, y = frame.node(m.layout, start[0])
    assert 0 <= x < frame.width and 0 <= y < frame.height


def _view_of(m) -> dict:
    """A public view holding the sample model's state (to go through render_board)."""
    geo = m.layout.geometry
    t = m.traders
    owner, level = [-1] * geo.num_nodes, [0] * geo.num_nodes
    for node, seat, kind in m.buildings:
        owner[node], level[node] = seat, 2 if kind == "city" else 1
    roads = [-1] * geo.num_edges
    for e, seat in m.roads:
        roads[e] = seat
    return {
        "game": "catan", "variant": tb.VARIANT, "phase": m.phase, "turn": m.current,
        "turns": m.turn, "rolled": m.rolled, "dice": list(m.last_roll or ()) or None,
        "board": {"terrain": list(m.layout.terrain), "numbers": list(m.layout.numbers),
                  "harbours": list(m.layout.harbours), "robber": -1},
        "node_owner": owner, "node_level": level, "road_owner": roads,
        "seats": [{"seat": p.seat, "status": "active", "vp": p.vp, "cards": p.resource_cards,
                   "dev_cards": p.dev_cards, "knights": p.knights, "road_length": 0}
                  for p in m.players],
        "largest_army": m.largest_army, "bank": dict(m.bank), "deck_size": m.dev_deck,
        "traders": {
            "trade_hexes": dict(t.trade_hexes), "plazas": dict(t.plazas),
            "stacks": dict(t.stacks), "barbarians": list(t.barbarians),
            "wagons": list(t.wagons), "carrying": list(t.carrying), "gold": list(t.gold),
            "baggage": list(t.baggage), "delivered": list(t.delivered),
            "movement": {"moving": t.moving, "mp_left": t.mp_left}, "reach": [],
            "drive_off": None,
        },
    }


def test_the_sample_view_reads_back_as_the_sample_model() -> None:
    m, _, _ = sample_tb_board()
    back = board_model(_view_of(m))
    assert back.traders == m.traders and back.layout == m.layout


# -- reading on a phone, any name ---------------------------------------------------------------
@pytest.mark.parametrize("seed", tiers.each([1, 4], [4], ids=["1", "4"]))
def test_no_capitals_under_9_px_on_a_phone(seed: int) -> None:
    state = mid_game(seed)
    names = [SeatInfo(n, COLOUR_ORDER[i]) for i, n in enumerate(WORLD_NAMES)]
    for code in ("en", "pl"):
        with use_locale(code):
            images = [("board", lambda: render_board(ENGINE.view(state, None), names))]
            images += [(f"hand {p}", lambda p=p: render_hand(ENGINE.view(state, p), names, p))
                       for p in range(4)]
            for what, draw in images:
                with kit.recording() as sizes:
                    png = draw()
                width = decode(png).width
                assert sizes, what
                assert min(kit.phone_px(s, width) for s in sizes) >= kit.MIN_PHONE_PX - 0.01, (
                    what, code, min(sizes))


@pytest.mark.parametrize("code", tiers.languages())
def test_every_language_draws_the_board_the_destinations_and_the_hand(code: str,
                                                                      moving_state: dict) -> None:
    view = ENGINE.view(moving_state, None)
    seat = moving_state["turn"]
    with use_locale(code), kit.recording_texts() as texts:
        board = render_board(view, SEATS)
        step = render_board(view, SEATS, **reach_highlight(view))
        hand = render_hand(ENGINE.view(moving_state, seat), SEATS, seat)
    for png in (board, step, hand):
        decode(png)
    # every image word comes from the catalogue in this language (no raw keys)
    assert not [t for t in texts if t.startswith(("img-", "card-"))]
    if code != "en":
        with use_locale("en"):
            assert render_board(view, SEATS, **reach_highlight(view)) != step


def test_names_in_any_script_are_drawn_with_real_glyphs(mid_state: dict) -> None:
    names = [SeatInfo(n, COLOUR_ORDER[i]) for i, n in enumerate(WORLD_NAMES)]
    with kit.recording_texts() as drawn:
        decode(render_board(ENGINE.view(mid_state, None), names))
        for p in range(4):
            decode(render_hand(ENGINE.view(mid_state, p), names, p))
    for seat in names:
        assert any(seat.name[:2] in text for text in drawn), seat.name
        assert all(face is not None for _, face in fonts.split_runs(seat.name, 18)), seat.name


# -- nothing hidden, base boards as they were ---------------------------------------------------------
def test_the_public_board_shows_no_hidden_information(mid_state: dict) -> None:
    public = render_board(ENGINE.view(mid_state, None), SEATS)
    for p in range(4):  # a private view's extra part is ignored
        assert render_board(ENGINE.view(mid_state, p), SEATS) == public
    other = copy.deepcopy(mid_state)
    for name in tb.TRADE_NAMES:  # the stacks' order is secret: reshuffled, same image
        other["stacks"][name] = other["stacks"][name][::-1]
    other["res"] = [row[1:] + row[:1] for row in other["res"]]
    other["deck"] = other["deck"][::-1]
    assert render_board(ENGINE.view(other, None), SEATS) == public


def test_a_base_view_draws_no_scenario_parts() -> None:
    from bench.render_catan import mid_game as base_mid_game

    view = ENGINE.view(base_mid_game(2), None)
    m = board_model(view)
    assert m.traders is None and not m.layout.trade_hexes
    with kit.recording_texts() as texts:
        render_board(view, SEATS)
    assert not {"P1", "P2", "P3"} & set(texts)


# -- the hand ----------------------------------------------------------------------------------------
def test_the_hand_shows_the_scenarios_deck_and_gold(mid_state: dict) -> None:
    seat = mid_state["turn"]
    view = ENGINE.view(mid_state, seat)
    h = hand_model(view, seat)
    assert h.traders and h.gold == view["traders"]["gold"][seat]
    assert [k for k, _, _ in h.dev_cards] == ["knight", "victory_point", "road_building",
                                              "swift_journey"]
    with kit.recording_texts() as texts:
        decode(render_hand(view, SEATS, seat))
    assert str(h.gold) in texts
    assert any("Swift Journey" in t for t in texts)


# -- the static layer and its cost -----------------------------------------------------------------
def test_the_static_layer_is_cached_and_holds_the_trade_hexes(mid_state: dict) -> None:
    view = ENGINE.view(mid_state, None)
    # The cache keeps a layer the second time it is asked for (admit_repeats): drawn twice
    # from empty, this board's layer is kept whatever the tests before this one drew.
    LAYERS.clear()
    render_board(view, SEATS)
    render_board(view, SEATS)
    builds, hits = LAYERS.builds, LAYERS.hits
    moved = copy.deepcopy(view)
    moved["traders"]["barbarians"] = [5, 6, 7]
    moved["traders"]["wagons"] = [30, 30, 31, 31]
    render_board(moved, SEATS)
    with use_locale("pl"):
        render_board(moved, SEATS)
    assert LAYERS.builds == builds and LAYERS.hits == hits + 2


def test_the_trade_ground_stands_apart_from_every_seat() -> None:
    """Wagons and roads stand on the trade hexes' ground: as far from each seat colour as
    tests/test_render_seats.py asks of every other ground, in every simulated vision."""
    for ground in (tb_art.TRADE_GROUND, tb_art.art.shade(tb_art.TRADE_GROUND, 1.08)):
        worst = min(float(_distances([c], [ground], v)[0, 0])
                    for c in seats.SEAT_COLOURS.values() for v in VIEWS)
        assert worst >= seats.MIN_GROUND_DISTANCE, (ground, worst)


def test_a_game_from_set_up_to_the_end_renders_at_every_stage() -> None:
    for stop in (0, 8, 16, 60):
        state = play(7, until=lambda s, stop=stop: s["turns"] >= stop)
        view = ENGINE.view(state, None)
        img = decode(render_board(view, SEATS))
        assert img.size == BOARD_SIZE
        decode(render_hand(ENGINE.view(state, 0), SEATS, 0))


def test_the_four_spoke_labels_of_a_plaza_stand_apart() -> None:
    m, _, _ = sample_tb_board()
    geo = m.layout.geometry
    for plaza in tb.PLAZA.values():
        spots = [catan_traders.edge_label_xy(BOARD_FRAME, m.layout, e)
                 for e in geo.node_edges[plaza]]
        gaps = [((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5
                for i, (ax, ay) in enumerate(spots) for bx, by in spots[i + 1:]]
        assert min(gaps) >= BOARD_FRAME.hex_w * 0.4  # a label's width at least
    # an ordinary path's label stays at its middle
    assert catan_traders.edge_label_xy(BOARD_FRAME, m.layout, 40) == edge_xy(m.layout, 40)


def test_the_panels_show_no_road_length_without_longest_road(mid_state: dict) -> None:
    """T&B has no Longest Road: its panels leave out "Road 0"; the base game's keep it."""
    from bench.render_catan import mid_game as base_mid_game

    road = re.compile(r"Road \d+")
    with kit.recording_texts() as texts:
        render_board(ENGINE.view(mid_state, None), SEATS)
    assert "Cards" in " ".join(texts) and not [t for t in texts if road.fullmatch(t)]
    with kit.recording_texts() as texts:
        render_board(ENGINE.view(base_mid_game(2), None), SEATS)
    assert len([t for t in texts if road.fullmatch(t)]) == len(SEATS)
