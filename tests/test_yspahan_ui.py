"""Yspahan's words and pictures at the table: every legal move, menu value, event and refusal
has words in every language; rows, shops and squares read as players say them; the board
outlines what is in play; buttons and public lines keep the hands secret."""

from __future__ import annotations

import copy
import random
import re

import pytest

from cogs.yspahan.ui import YspahanUI
from games.base import LOCATIONS, NODE, SPACE, RuleError
from games.yspahan.engine import ENGINE, ERROR_CODES, EVENT_CODES
from table import choose as C
from table.i18n import LOCALES, use_locale
from tests.support import tiers, yspahan_hidden
from tests.support.players import random_move

UI = YspahanUI()
NAMES = ["Amélie", "Bjørn", "Çağla", "Dóra"]
RAW = re.compile(r"\b(?:log|rule|count|row|move|card|effect|building|hand|param|action)-[a-z_]")


def playout(players: int, seed: int, ruleset: str = "seed", steps: int = 400) -> list[dict]:
    rng = random.Random(seed)
    state = ENGINE.new(players, seed, {"ruleset": ruleset})
    states = [state]
    for _ in range(steps):
        if ENGINE.is_over(state):
            break
        move = random_move(ENGINE, state, rng)
        if move is None:
            break
        state, _ = ENGINE.apply(state, *move)
        states.append(state)
    return states


GAMES = [(2, 11, "seed"), (3, 12, "published"), (4, 13, "seed"), (4, 14, "published")]


@pytest.fixture(scope="module")
def games() -> dict[tuple[int, int, str], list[dict]]:
    return {g: playout(*g) for g in GAMES}


def worded(text: str) -> bool:
    return bool(text) and not RAW.search(text) and "{" not in text


def menu_labels(state: dict, seat: int) -> list[tuple[C.Pick, list[str]]]:
    """Every menu step a seat can reach from each board group, with its option labels."""
    view = ENGINE.view(state, seat)
    legal = ENGINE.legal_actions(state, seat)
    out = []
    for group in {C.group_of(ENGINE, a) for a in legal}:
        cands = C.candidates(ENGINE, legal, group)
        todo = [C.step(ENGINE, cands, C.Path(group))]
        while todo:
            step = todo.pop()
            if not isinstance(step, C.Pick):
                continue
            if step.param is None:  # the type step: the table words it by action-<type>
                labels = [UI.text(f"action-{v['type']}") for _, v in step.options]
            else:
                labels = [UI.value_label(step.param, v, view, NAMES) for _, v in step.options]
            out.append((step, labels))
            todo += [C.step(ENGINE, cands, C.choose(step, i)) for i, _ in step.options[:3]]
    return out


@pytest.mark.parametrize("code", tiers.languages())
def test_every_legal_move_and_menu_value_has_words(games, code):
    with use_locale(code):
        for states in games.values():
            for state in states[::3]:
                for seat in ENGINE.to_act(state):
                    view = ENGINE.view(state, seat)
                    for action in ENGINE.legal_actions(state, seat):
                        text = UI.action_text(action, ENGINE.spec(action["type"]), view, NAMES)
                        assert worded(text), (code, action, text)
                    for pick, labels in menu_labels(state, seat):
                        assert all(worded(lab) for lab in labels), (code, pick.key, labels)
                        if pick.param is not None:
                            prompt = UI.text(f"param-{pick.action_type}-{pick.key}")
                            assert worded(prompt) and prompt != f"param-{pick.action_type}-{pick.key}"
                        if pick.param is not None and pick.param.domain in LOCATIONS:
                            assert len(set(labels)) == len(labels), (code, labels)


@pytest.mark.parametrize("code", tiers.languages())
def test_every_event_of_a_playout_has_words(code):
    seen = set()
    with use_locale(code):
        for players, seed, ruleset in GAMES:
            rng = random.Random(seed)
            state = ENGINE.new(players, seed, {"ruleset": ruleset})
            while not ENGINE.is_over(state):
                move = random_move(ENGINE, state, rng)
                if move is None:
                    break
                state, events = ENGINE.apply(state, *move)
                for event in events:
                    text = UI.event_text(event, NAMES)
                    assert worded(text), (code, event, text)
                    seen.add(event["type"])
    assert len(seen) > 20


# One event of every code the engine declares, with the params it emits.
SAMPLES = {
    "day_started": {"week": 2, "day": 3, "day_number": 10, "start": 1, "order": [1, 2, 0]},
    "yellow_bought": {"player": 0, "count": 2},
    "rolled": {"player": 0, "white": [1, 2, 2, 6], "yellow": [5]},
    "row_used": {"player": 1, "row": "row3", "use": "action", "dice": 2, "face": 4,
                 "boost": "card_a"},
    "yellow_removed": {"row": None},
    "gained": {"player": 0, "camels": 4, "amount": 4},
    "cube_placed": {"player": 2, "shop": "BAG_A.0", "auto": True},
    "cubes_lost": {"player": 2, "count": 2},
    "card_drawn": {"player": 0, "source": "building4", "deck": 5},
    "card_received": {"player": 0, "card": "card_d", "private_to": [0]},
    "no_card": {"player": 1, "source": "row"},
    "deck_reshuffled": {"cards": 12},
    "supervisor_moved": {"player": 0, "row": "row2", "from": "W3", "to": "E2", "distance": 5,
                         "gold": 1},
    "caravan_order": {"player": 0, "shops": ["BARREL_A.0", "VASE_A.0"]},
    "camel_choices": {"seats": [1, 2], "shops": ["BARREL_A.0", "VASE_A.0"]},
    "cube_decided": {"player": 1, "shop": "BARREL_A.0"},
    "cube_choice": {"player": 1, "shop": "BARREL_A.0", "pay": True, "private_to": [1]},
    "camel_paid": {"player": 1, "shop": "BARREL_A.0"},
    "caravan_entered": {"player": 1, "source": "camel", "space": 5, "section": 2, "vp": 2,
                        "shop": "BARREL_A.0"},
    "caravan_scored": {"reason": "full", "vp": [3, 8, 15, 0]},
    "caravan_emptied": {},
    "built": {"player": 0, "building": "building5", "card": "card_h", "camels": 0, "gold": 4,
              "vp": 5},
    "card_played": {"player": 0, "card": "card_e", "direction": "gold_to_camels", "amount": 2},
    "turn_started": {"player": 3},
    "day_ended": {"week": 1, "day": 7},
    "week_scored": {"week": 1, "vp": [19, 0, 4],
                    "souks": [{"souk": "BAG_C", "player": 0, "vp": 5},
                              {"souk": "VASE_C", "player": 0, "vp": 14},
                              {"souk": "VASE_A", "player": 2, "vp": 4}]},
    "week_reset": {"week": 1},
    "resigned": {"player": 2},
    "game_over": {"ended_by": "finish", "winners": [0, 2], "ranking": [0, 2, 1],
                  "vp": [60, 41, 60]},
}


@pytest.mark.parametrize("code", LOCALES)
def test_every_event_code_and_rule_code_has_words(code):
    assert set(SAMPLES) == set(EVENT_CODES)
    with use_locale(code):
        for kind, params in SAMPLES.items():
            text = UI.event_text({"type": kind, **params}, NAMES)
            assert worded(text), (code, kind, text)
        for err in ERROR_CODES:
            assert UI.has_text(f"rule-{err}")
            params = {"fields": "row", "step": "place", "max": 3, "need": 4, "have": 1,
                      "row": "row2", "card": "card_h", "to": "W9", "shop": "BAG_A.1",
                      "souk": "BAG_B", "souks": "BAG_A, BAG_D", "quarter": "BAG",
                      "building": "building3", "name": "x", "value": "y", "min": 2}
            text = UI.rule_text(RuleError(err, **params), NAMES)
            assert worded(text) and "BAG_" not in text and "row2" not in text, (code, err, text)


def test_card_words_follow_the_event_kind():
    lines = {c: UI.event_text({"type": "card_played", "player": 0, **p}, NAMES) for c, p in {
        "a": {"card": "card_a", "camels": 3}, "f": {"card": "card_f", "amount": 7, "vp": 7},
        "g": {"card": "card_g", "amount": 3, "vp": 6}, "d": {"card": "card_d", "shop": "VASE_C.2"},
        "c": {"card": "card_c"}}.items()}
    assert lines["a"] == "🃏 Amélie plays card a · 3 camels: +3 camels."
    assert lines["f"] == "🃏 Amélie plays card f · gold → VP: 7 gold → 7 VP."
    assert lines["g"] == "🃏 Amélie plays card g · camels → VP: 3 camels → 6 VP."
    assert lines["d"] == "🃏 Amélie plays card d · cube to a shop: a cube into Vase 12 · shop 3 · by E7."
    assert lines["c"] == "🃏 Amélie plays card c · cube to the caravan."


def test_plural_forms_in_czech_and_polish():
    with use_locale("cs"):
        assert [UI.count("camels", n) for n in (1, 3, 5)] == ["1 velblouda", "3 velbloudy", "5 velbloudů"]
        assert [UI.count("cubes", n) for n in (1, 2, 22)] == ["1 kostičku", "2 kostičky", "22 kostiček"]
    with use_locale("pl"):
        assert [UI.count("gold", n) for n in (1, 3, 5, 22)] == ["1 monetę", "3 monety", "5 monet", "22 monety"]
        assert [UI.count("squares", n) for n in (1, 4, 12)] == ["1 pole", "4 pola", "12 pól"]


# -- values as players read them ------------------------------------------------------------------
def staged(players: int = 3, ruleset: str = "seed") -> dict:
    state = ENGINE.new(players, 5, {"ruleset": ruleset})
    start = state["start"]
    state, _ = ENGINE.apply(state, start, {"type": "roll"})
    return state


def test_row_labels_say_what_the_row_gives_this_player():
    s = staged()
    p = s["start"]
    s["tower"] = [{"face": 1, "white": 3, "yellow": 0}, {"face": 2, "white": 2, "yellow": 1},
                  None, None, None, {"face": 6, "white": 1, "yellow": 0}]
    s["players"][p]["buildings"] = ["building1", "building6"]
    view = ENGINE.view(s, p)
    row = ENGINE.spec("take_action").param("row")
    assert UI.value_label(row, "row1", view, NAMES) == "🐪 Row 1 · camels: 3 dice → 4 camels"
    assert UI.value_label(row, "row2", view, NAMES) == "👝 Row 2 · Bag: 3 dice → 4 cubes"
    assert UI.value_label(row, "row6", view, NAMES) == "💰 Row 6 · gold: 1 die → 1 gold"
    other = (p + 1) % 3
    # Another player counts the white dice only.
    assert UI.value_label(row, "row2", ENGINE.view(s, other), NAMES) == "👝 Row 2 · Bag: 2 dice → 2 cubes"
    card_row = ENGINE.spec("take_card").param("row")
    assert UI.value_label(card_row, "row2", view, NAMES) == "👝 Row 2 · Bag · 3 dice showing 2"
    sup_row = ENGINE.spec("move_supervisor").param("row")
    assert UI.value_label(sup_row, "row2", view, NAMES) == "👝 Row 2 · Bag: dice showing 2 → 2 squares or more"


def test_squares_name_the_cubes_the_supervisor_would_hit_and_the_price():
    s = staged(4)
    p = s["start"]
    s["tower"] = [None, {"face": 3, "white": 2, "yellow": 0}, None, None, None, None]
    s["souks"]["BAG_C"] = [1, 1, None]
    s["supervisor"] = "C"
    s["players"][p]["gold"] = 0
    view = ENGINE.view(s, p)
    to = ENGINE.spec("move_supervisor").param("to")
    assert UI.value_label(to, "W3", view, NAMES) == "W3 · 3 squares · free · hits Bag 3 (Bjørn)"
    assert UI.value_label(to, "S1", view, NAMES) == "S1 · 1 square · hits Bag 3 (Bjørn)"
    assert UI.value_label(to, "S2", view, NAMES) == "S2 · 2 squares · no cube there"
    assert UI.value_label(to, "E3", view, NAMES) == "E3 · 3 squares · free · no cube there"
    hl = UI.choice_highlight(view, to, ["W1", "W3", "S1", "E3"], {"type": "move_supervisor"})
    assert hl == {"squares": ["W1", "W3", "S1", "E3"],
                  "preview": {"W1": ["BAG_C.1"], "W3": ["BAG_C.0"], "S1": ["BAG_C.1"]}}
    move = {"type": "move_supervisor", "row": "row2", "to": "W3"}
    assert UI.action_text(move, ENGINE.spec("move_supervisor"), view, NAMES) == \
        "Row 2 · Bag: Supervisor to W3 · 3 squares · free · hits Bag 3 (Bjørn)"


def test_shops_read_by_souk_number_and_street():
    view = ENGINE.view(staged(), None)
    shop = ENGINE.spec("place_cube").param("shop")
    assert UI.value_label(shop, "BAG_A.0", view, NAMES) == "Bag 8 · shop 1 · by W9"
    assert UI.value_label(shop, "BAG_A.3", view, NAMES) == "Bag 8 · shop 4"
    assert UI.value_label(shop, "BARREL_A.0", view, NAMES) == "Barrel 3 · shop 1 · by E1/S1"
    with use_locale("cs"):
        assert UI.value_label(shop, "CHEST_C.1", view, NAMES) == "Truhla 8 · stánek 2 · u políčka N4"
    with use_locale("fr"):
        assert UI.value_label(shop, "VASE_C.0", view, NAMES) == "Vase 12 · boutique 1 · près de E3"
    assert UI.choice_highlight(view, shop, ["BAG_A.0", "BAG_A.3"], {}) == {"shops": ["BAG_A.0", "BAG_A.3"]}


def test_buildings_cards_and_directions_in_menus():
    view = ENGINE.view(staged(), 0)
    build = ENGINE.spec("build")
    assert UI.value_label(build.param("building"), "building3", view, NAMES) == \
        "Building 3 (Supervisor: 3 extra squares free) · 2 camels + 2 gold"
    assert UI.value_label(build.param("card"), "card_h", view, NAMES) == "Card h: pay no camels"
    assert UI.value_label(build.param("card"), "none", view, NAMES) == "Pay camels and gold"
    play = ENGINE.spec("play")
    assert UI.value_label(play.param("card"), "card_e", view, NAMES) == "🃏 e · camels ←→ gold"
    assert UI.value_label(play.param("direction"), "gold_to_camels", view, NAMES) == "Gold → camels"
    boost = ENGINE.spec("take_action").param("boost")
    assert UI.value_label(boost, "card_b", view, NAMES) == "Discard b · 3 gold for +1 die"
    action = {"type": "build", "building": "building5", "card": "card_i"}
    assert UI.action_text(action, build, view, NAMES) == \
        "Build Building 5 (+2 VP per filled souk) for 4 camels with card i · build without gold"


# -- the board ----------------------------------------------------------------------------------
def test_board_outlines_rows_shops_and_the_supervisors_cubes():
    s = staged(3)
    view = ENGINE.view(s, None)
    rows = UI.board_highlight(view)["rows"]
    assert rows == UI.rows_for(view, view["current"]) and rows
    s["step"], s["cubes"] = "place", {"quarter": "VASE", "left": 2}
    hl = UI.board_highlight(ENGINE.view(s, None))
    assert hl == {"shops": ["VASE_A.0", "VASE_B.0", "VASE_B.1", "VASE_C.0", "VASE_C.1", "VASE_C.2"]}
    s["step"] = "order"
    s["pending"] = {"mover": 0, "square": "E1", "ordered": False, "cubes": [
        {"shop": "BARREL_A.0", "owner": 1, "choice": None},
        {"shop": "VASE_A.0", "owner": 2, "choice": None}]}
    assert UI.board_highlight(ENGINE.view(s, None)) == {
        "shops": ["BARREL_A.0", "VASE_A.0"], "squares": ["E1"]}


def test_board_buttons_depend_on_the_public_view_only(games):
    rng = random.Random(4)
    checked = 0
    for states in games.values():
        for state in states[::5]:
            other = yspahan_hidden.scramble(state, rng)
            view = ENGINE.view(state, None)
            assert ENGINE.view(other, None) == view
            legal = [C.group_of(ENGINE, a) for s in ENGINE.to_act(state)
                     for a in ENGINE.legal_actions(state, s)]
            legal_other = [C.group_of(ENGINE, a) for s in ENGINE.to_act(other)
                           for a in ENGINE.legal_actions(other, s)]
            groups = UI.board_groups(view, sorted(set(legal) - {"resign"}))
            assert groups == UI.board_groups(view, sorted(set(legal_other) - {"resign"}))
            # Every group the player really has is offered (the board never hides a move).
            assert set(legal) - {"resign"} <= set(groups)
            checked += 1
    assert checked > 20


def test_group_labels_follow_the_day():
    s = staged(2)
    view = ENGINE.view(s, None)
    assert UI.group_label("build", view) == "Build (uses a row)"
    s["taken"] = [0 if r else None for r in s["tower"]]
    assert UI.group_label("take_card", ENGINE.view(s, None)) == "Draw a card"


def test_headline_and_waiting_text():
    s = ENGINE.new(3, 2, {"ruleset": "published"})
    view = ENGINE.view(s, None)
    assert UI.headline(view) == "Week 1 · Day 1 (1/21) · published rules"
    assert UI.waiting_text(view, view["to_act"]).startswith("buy yellow dice")
    s["step"], s["cubes"] = "place", {"quarter": "CHEST", "left": 3}
    assert UI.waiting_text(ENGINE.view(s, None), [0]) == \
        "place 3 cubes in the Chest quarter: **Place a cube**."
    with use_locale("pl"):
        assert UI.headline(view) == "Tydzień 1 · dzień 1 (1/21) · zasady z wydanej gry"


# -- secrets --------------------------------------------------------------------------------------
def test_the_hand_is_private_and_public_lines_name_no_card_drawn():
    s = staged(3)
    p = s["start"]
    s["players"][p]["hand"] = ["card_d", "card_d", "card_g"]
    s["players"][p]["camels"] = 3
    text = UI.private_text(ENGINE.view(s, p), p, NAMES)
    assert "**Your cards** (3)" in text and "**d · cube to a shop** ×2" in text
    assert "🐪 3 camels" in text and "Your next building scores 0 VP." in text
    assert "**Rows you may use:**" in text
    # The take-card move: the card's name reaches only its owner.
    legal = [a for a in ENGINE.legal_actions(s, p) if a["type"] == "take_card"]
    _, events = ENGINE.apply(s, p, legal[0])
    public = [UI.event_text(e, NAMES) for e in events if "private_to" not in e]
    private = [UI.event_text(e, NAMES) for e in events if "private_to" in e]
    assert private and all(line.startswith("🤫") for line in private)
    for line in public:
        assert not re.search(r"\b[a-i] · ", line), line


def test_camel_answers_stay_secret_until_resolved():
    s = staged(3)
    mover = s["start"]
    owner = (mover + 1) % 3
    s["souks"]["VASE_A"] = [owner]
    s["players"][owner]["camels"] = 2
    s["tower"] = [{"face": 1, "white": 2, "yellow": 0}] + [None] * 5
    s["supervisor"] = "C"
    s, events = ENGINE.apply(s, mover, {"type": "move_supervisor", "row": "row1", "to": "N1"})
    assert ENGINE.view(s, None)["step"] == "camel"
    assert UI.waiting_text(ENGINE.view(s, None), [owner]).startswith("keep your cube")
    assert UI.board_groups(ENGINE.view(s, None), ["pay_camel", "send_cube"]) == ["pay_camel", "send_cube"]
    s2, events = ENGINE.apply(s, owner, {"type": "pay_camel", "shop": "VASE_A.0"})
    public = [UI.event_text(e, NAMES) for e in events if "private_to" not in e]
    assert any("pays 1 camel" in line for line in public)


def test_no_location_menu_is_longer_than_four_selects(games):
    for states in games.values():
        for state in states[::4]:
            for seat in ENGINE.to_act(state):
                for pick, labels in menu_labels(state, seat):
                    assert len(labels) <= C.SELECT_LIMIT * C.SPLIT_SELECTS
                    if pick.param is not None and pick.param.domain in (NODE, SPACE):
                        extra = UI.choice_highlight(ENGINE.view(state, seat), pick.param,
                                                    [v for _, v in pick.options], pick.chosen)
                        assert extra and all(isinstance(v, (list, dict)) for v in extra.values())


def test_views_are_not_changed_by_the_ui(games):
    state = games[GAMES[2]][40]
    view = ENGINE.view(state, None)
    before = copy.deepcopy(view)
    UI.board_highlight(view)
    UI.board_groups(view, [])
    UI.headline(view)
    UI.waiting_text(view, view["to_act"])
    assert view == before


@pytest.mark.parametrize("code", LOCALES)
def test_texts_fit_discord(code):
    """A Discord message holds 2000 characters; a command description 100; a button 80."""
    with use_locale(code):
        assert len(UI.text("rules")) <= 2000
        assert len(UI.text("description")) <= 100 and len(UI.text("option-ruleset-help")) <= 100
        for group in UI.groups:
            assert len(UI.text(f"group-{group.key}")) <= 80


@pytest.mark.parametrize("code", tiers.languages())
def test_highlights_draw_in_every_language(games, code):
    """What the UI hands the renderer draws: the public board's outlines, a menu's squares
    with their preview, the shops of a cube; and the hand image. (tests/test_render_languages
    lists its games by hand and does not include Yspahan yet.)"""
    import io

    from PIL import Image

    from cogs.yspahan import KIND
    from render.common import SeatInfo
    from tests.test_render_languages import ON_IMAGES, missing_glyphs

    seats = [SeatInfo(n, c) for n, c in zip(NAMES, ("red", "blue", "orange", "green"), strict=True)]
    drawn = 0
    with use_locale(code):
        for (players, _, _), states in games.items():
            for state in states[5::40]:
                view = ENGINE.view(state, None)
                extras = [UI.board_highlight(view)]
                for seat in ENGINE.to_act(state):
                    for pick, _ in menu_labels(state, seat):
                        if pick.param is not None and pick.param.domain in (NODE, SPACE):
                            extras.append(UI.choice_highlight(ENGINE.view(state, seat), pick.param,
                                                              [v for _, v in pick.options], pick.chosen))
                for extra in extras:
                    image = Image.open(io.BytesIO(KIND.render_board(view, seats[:players], **extra)))
                    image.load()
                    assert image.format == "PNG" and image.width >= 600
                    drawn += 1
                seat = view["to_act"][0] if view["to_act"] else 0
                hand = Image.open(io.BytesIO(KIND.render_private(ENGINE.view(state, seat),
                                                                 seats[:players], seat)))
                hand.load()
    assert drawn > 8
    text = "".join(UI.messages.format(k, dict.fromkeys(v, 2), locale=code)
                   for k, v in UI.messages.keys(code).items() if k.startswith(ON_IMAGES))
    assert not missing_glyphs(text), sorted(missing_glyphs(text))


@pytest.mark.parametrize("code", tiers.languages())
def test_cards_are_offered_between_two_cubes(code):
    # Rules: cards "any number, at any point before the turn ends" (the seed: "během svého
    # tahu může hráč kdykoliv zahrát jakoukoliv svou kartu"). While the player places cubes
    # the board offers "Play a card" beside "Place a cube", and its menu leads to each card,
    # card d on to the shops.
    s = staged(3)
    p = s["start"]
    s["tower"] = [None, None, {"face": 3, "white": 2, "yellow": 0}, None, None, None]
    s["players"][p]["hand"] = ["card_a", "card_d"]
    s, _ = ENGINE.apply(s, p, {"type": "take_action", "row": "row3", "boost": "none"})
    assert s["step"] == "place" and ENGINE.to_act(s) == [p]
    view = ENGINE.view(s, None)
    with use_locale(code):
        groups = C.board_groups(ENGINE, UI, s, view, ENGINE.to_act(s))
        assert groups == ["play", "place_cube"]
        assert worded(UI.group_label("play", view))
        legal = ENGINE.legal_actions(s, p)
        cands = C.candidates(ENGINE, legal, "play")
        pick = C.step(ENGINE, cands, C.Path("play"))
        assert isinstance(pick, C.Pick) and pick.key == "card"
        assert [v for _, v in pick.options] == ["card_a", "card_d"]
        me = ENGINE.view(s, p)
        labels = [UI.value_label(pick.param, v, me, NAMES) for _, v in pick.options]
        assert all(worded(lab) for lab in labels) and len(set(labels)) == 2
        index = next(i for i, v in pick.options if v == "card_d")
        shops = C.step(ENGINE, cands, C.choose(pick, index))
        assert isinstance(shops, C.Pick) and shops.key == "shop"
        assert len(shops.options) == 47  # souks all empty: any shop of any quarter
        assert UI.choice_highlight(me, shops.param, [v for _, v in shops.options], {})
        done = C.step(ENGINE, cands, C.choose(shops, shops.options[0][0]))
        assert isinstance(done, C.Done) and done.action["card"] == "card_d"
        assert worded(UI.action_text(done.action, ENGINE.spec("play"), me, NAMES))
    # Someone else's turn to place: their cards are not offered to them.
    other = (p + 1) % 3
    s["players"][other]["hand"] = ["card_b"]
    assert not [a for a in ENGINE.legal_actions(s, other) if a["type"] == "play"]
