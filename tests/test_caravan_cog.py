"""Caravan cog helpers: codes, menus built from legal_actions, select splitting, slash input.

Everything runs on real engine states; no Discord connection is needed.
"""

from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest

from cogs.caravan import KIND, CaravanUI
from cogs.caravan_input import (
    InputError,
    autocomplete_choices,
    match_player,
    parse_good,
    parse_space,
    passing_ends_game,
    resolve_good,
    resolve_move,
    resolve_pickup,
    resolve_place,
    resolve_steal,
    turn_problem,
)
from cogs.caravan_menus import (
    HIGHLIGHT_MAX,
    KINDS,
    SELECT_LIMIT,
    STALE,
    Choice,
    Step,
    decode_action,
    destination_step,
    encode_action,
    first_step,
    is_legal,
    kind_buttons,
    kinds_available,
    menu_items,
    parse_step_arg,
    remaining_text,
    source_of,
    split_choices,
    step_arg,
    step_for,
)
from cogs.table import ButtonSpec, SelectSpec
from cogs.table.ids import ComponentId
from games.caravan import ENGINE, LABELS

NAMES = ["Ana", "Bob", "Çağla"]
USER_IDS = [111, 222, 333]


# -- state helpers ---------------------------------------------------------------------------


def bare(players: int = 3, camels: int = 5) -> dict:
    """An empty board, seat 0 to act with 4 actions (turn 11)."""
    s = ENGINE.new(players, 7, {"length": "short", "camels": str(camels)})
    s["goods"], s["demand"] = {}, {}
    s["current"], s["turn"], s["actions_left"], s["acted"] = 0, 10, 4, False
    return s


def put(s: dict, seat: int, at: str, good: str | None = None, under: bool = False) -> None:
    camel = next(c for c in s["players"][seat]["camels"] if c["at"] is None)
    camel.update({"at": at, "good": good, "under": under})


def snapshot(s: dict) -> str:
    return json.dumps(s, sort_keys=True)


def playout_states(seed: int, count: int, players: int = 3) -> list[dict]:
    """States met along a seeded random game that favours goods actions (richer menus)."""
    rng = random.Random(seed)
    s = ENGINE.new(players, seed, {})
    out = []
    while not s["over"] and len(out) < count:
        seat = s["current"]
        out.append(s)
        acts = [a for a in ENGINE.legal_actions(s, seat) if a["type"] != "resign"]
        goods = [a for a in acts if a["type"] in ("pickup", "steal", "move_good")]
        pool = goods if goods and rng.random() < 0.7 else acts
        s, _ = ENGINE.apply(s, seat, rng.choice(pool))
    return out


STATES = [st for seed in (1, 2, 3) for st in playout_states(seed, 120)]


def reachable_codes(s: dict, seat: int, kind: str) -> tuple[list[str], int]:
    """Every action code the menus of ``kind`` reach, and the most clicks any needs."""
    step = first_step(s, seat, kind, NAMES)
    if step is None:
        return [], 0
    if step.final:
        return [c.value for c in step.choices], 2
    codes = []
    for c in step.choices:
        dest = destination_step(s, seat, kind, c.value, NAMES)
        assert dest is not None and dest.final
        codes += [d.value for d in dest.choices]
    return codes, 3


# -- codes -----------------------------------------------------------------------------------


def test_every_legal_action_has_a_short_code_that_decodes_back_to_it() -> None:
    seen_types = set()
    for s in STATES:
        for a in ENGINE.legal_actions(s, s["current"]):
            if a["type"] == "resign":
                continue
            code = encode_action(a)
            seen_types.add(a["type"])
            assert len(code) <= 40 and ":" not in code  # fits a custom-id arg and a select value
            ComponentId("b", "p", 1, 1, "act", code).encode()
            back = decode_action(code)
            assert back == a and json.dumps(back) == json.dumps(a)
            expected_source = {"place": "supply", "move_camel": a.get("from"),
                               "move_good": f"{a.get('from')}.{a.get('good')}.{int(a.get('under', 0))}"}
            assert source_of(a) == expected_source.get(a["type"], "")
    assert seen_types == {"place", "move_camel", "pickup", "steal", "move_good", "end_turn"}


@pytest.mark.parametrize("code", ["", "x", "p.C4", "p.C4.x", "m.C3.C4", "s.C3.x.ivory",
                                  "g.C3.ivory.2.D1", "e.1", "p.C4.123", "u.A1"])
def test_malformed_codes_decode_to_nothing(code: str) -> None:
    assert decode_action(code) is None


def test_is_legal_tells_true_from_one() -> None:
    s = bare()
    put(s, 0, "C3", "ivory")
    put(s, 0, "D3")
    good = {"type": "move_good", "from": "C3", "good": "ivory", "under": False, "to": "D3"}
    assert is_legal(good, ENGINE.legal_actions(s, 0))
    assert not is_legal({**good, "under": 0}, ENGINE.legal_actions(s, 0))
    assert not is_legal(None, ENGINE.legal_actions(s, 0))


# -- menus built from legal actions --------------------------------------------------------------


def test_board_buttons_offer_exactly_the_kinds_with_a_legal_action() -> None:
    ui = CaravanUI()
    for s in STATES[::7]:
        seat = s["current"]
        types = {a["type"] for a in ENGINE.legal_actions(s, seat)}
        expected = [k for k, spec in KINDS.items() if types & set(spec[3])]
        assert kinds_available(s, seat) == expected
        assert [b.key for b in ui.board_buttons(None, s)] == expected  # type: ignore[arg-type]
        for other in range(len(s["players"])):
            if other != seat:
                assert kinds_available(s, other) == []


def test_end_turn_button_says_pass_before_any_action() -> None:
    s = bare()
    assert [b.label for b in kind_buttons(s, 0) if b.key == "end"] == ["End turn (pass)"]
    s["acted"] = True
    assert [b.label for b in kind_buttons(s, 0) if b.key == "end"] == ["End turn"]


def test_menus_reach_every_legal_action_exactly_once_within_three_clicks() -> None:
    for s in STATES:
        seat = s["current"]
        for kind in ("camel", "pickup", "steal", "good"):
            codes, clicks = reachable_codes(s, seat, kind)
            legal = sorted(encode_action(a) for a in ENGINE.legal_actions(s, seat)
                           if a["type"] in KINDS[kind][3])
            assert sorted(codes) == legal, (kind, s["turn"])
            assert len(codes) == len(set(codes))
            assert clicks <= 3


def test_single_source_skips_straight_to_destinations() -> None:
    s = bare()
    put(s, 0, "C3", "ivory")
    put(s, 0, "C2")
    put(s, 0, "D3")
    step = first_step(s, 0, "good", NAMES)
    assert step is not None and step.final and step.source == "C3.ivory.0"
    labels = {c.value: c.label for c in step.choices}
    assert labels == {"g.C3.ivory.0.C2": "C2 — onto your unladen camel",
                      "g.C3.ivory.0.D3": "D3 — onto your unladen camel"}
    assert step.highlight == ["C2", "D3"]


def test_source_then_destination_with_delivery_labels() -> None:
    s = bare()
    put(s, 0, "D2", "ivory")
    put(s, 0, "D1")  # Marrakech, the ivory city
    put(s, 0, "E2", "salt", under=True)
    put(s, 0, "E1")
    step = first_step(s, 0, "good", NAMES)
    assert step is not None and not step.final
    assert [(c.value, c.label) for c in step.choices] == [
        ("D2.ivory.0", "ivory at D2"), ("E2.salt.1", "salt (stolen, under the camel) at E2")]
    dest = destination_step(s, 0, "good", "D2.ivory.0", NAMES)
    assert dest is not None
    assert [c.label for c in dest.choices] == ["D1 — deliver ivory +6", "E1 — onto your unladen camel"]
    assert destination_step(s, 0, "good", "D2.gems.0", NAMES) is None  # stale source


def test_camel_sources_and_destinations_carry_costs_and_notes() -> None:
    s = bare()
    s["actions_left"] = 1
    s["goods"]["A1"], s["demand"]["A1"] = "salt", 2
    put(s, 0, "C3")
    put(s, 0, "C3")
    put(s, 1, "E5")
    step = first_step(s, 0, "camel", NAMES)
    assert step is not None and not step.final
    assert [c.label for c in step.choices] == ["New camel from supply (3 left)",
                                               "Camel at C3 (2 unladen there)"]
    dest = destination_step(s, 0, "camel", "C3", NAMES)
    assert dest is not None
    labels = {c.value: c.label for c in dest.choices}
    assert labels["m.C3.A1.1"] == "A1 (1 action) · salt, 2 demand"
    assert labels["m.C3.D1.1"] == "D1 (1 action) · ivory city"
    assert "m.C3.E5.2" not in labels  # occupied costs 2, only 1 action left
    # The camel can go nearly anywhere: outline the camel being moved, not the whole board.
    assert len(dest.choices) > HIGHLIGHT_MAX and dest.highlight == ["C3"]


def test_pickup_and_steal_are_one_select_then_applied() -> None:
    s = bare()
    s["goods"]["B2"], s["demand"]["B2"] = "meat", 1
    put(s, 0, "B2")
    put(s, 0, "C3")
    put(s, 1, "C3", "ivory")
    put(s, 2, "C3", "gems")
    put(s, 2, "C3", "salt", under=True)  # under a camel: cannot be stolen
    pick = first_step(s, 0, "pickup", NAMES)
    assert pick is not None and pick.final
    assert [(c.value, c.label) for c in pick.choices] == [("u.B2.meat", "meat at B2 (+1 demand marker)")]
    items, _ = menu_items(pick)
    assert items == [ButtonSpec("act", "meat at B2 (+1 demand marker)", "success", arg="u.B2.meat")]
    steal = first_step(s, 0, "steal", NAMES)
    assert steal is not None and steal.final
    assert [c.label for c in steal.choices] == ["ivory from Bob at C3", "gems from Çağla at C3"]
    assert steal.highlight == ["C3"]


def test_nothing_to_offer_gives_no_step() -> None:
    s = bare()
    assert first_step(s, 0, "pickup", NAMES) is None
    assert first_step(s, 1, "camel", NAMES) is None  # not seat 1's turn
    assert first_step(s, 0, "end", NAMES) is None  # end applies directly
    assert step_for(s, 0, "nonsense", None, NAMES) is None


# -- splitting and paging selects -------------------------------------------------------------


def test_place_anywhere_splits_by_rows_into_three_selects() -> None:
    s = bare()
    step = first_step(s, 0, "camel", NAMES)
    assert step is not None and step.final and len(step.choices) == 49
    items, pages = menu_items(step)
    assert pages == 1 and all(isinstance(i, SelectSpec) for i in items)
    assert [len(i.options) for i in items] == [21, 21, 7]  # rows 1–3, 4–6, 7
    assert [i.placeholder for i in items] == ["Choose: A1–G3", "Choose: A4–G6", "Choose: A7–G7"]
    values = [v for i in items for v, _ in i.options]
    assert values == [f"p.{lab}.1" for lab in LABELS]
    ids = {ComponentId("s", "p", 5, 9, i.key, i.arg).encode() for i in items}
    assert len(ids) == len(items)  # distinct custom ids, or Discord rejects the message


def test_split_keeps_order_and_never_exceeds_the_limit() -> None:
    rng = random.Random(4)
    for _ in range(200):
        n = rng.randrange(1, 140)
        choices = [Choice(f"v{i}", f"L{i}", rng.choice([None, *LABELS])) for i in range(n)]
        chunks = split_choices(choices)
        assert all(0 < len(c) <= SELECT_LIMIT for c in chunks)
        assert [c for chunk in chunks for c in chunk] == choices


def test_a_row_larger_than_a_select_is_cut_not_dropped() -> None:
    choices = [Choice(f"v{i}", f"x{i}", "A1") for i in range(60)]
    chunks = split_choices(choices)
    assert [len(c) for c in chunks] == [25, 25, 10]


def test_pages_cover_every_choice_when_selects_do_not_fit_one_message() -> None:
    choices = tuple(Choice(f"v{i}", f"option {i}") for i in range(230))
    step = Step("steal", "", True, "?", choices)
    seen = []
    page, pages = 0, None
    while True:
        items, pages = menu_items(step, page)
        selects = [i for i in items if isinstance(i, SelectSpec)]
        buttons = [i for i in items if isinstance(i, ButtonSpec)]
        assert len(selects) <= 4 and len({i.row for i in items}) <= 5
        assert all(len(sel.options) <= SELECT_LIMIT for sel in selects)
        seen += [v for sel in selects for v, _ in sel.options]
        assert [b.key for b in buttons] == ["page", "page"]
        nxt = parse_step_arg(buttons[1].arg)
        assert nxt is not None and nxt[1:] == ("steal", "")
        if buttons[1].disabled:
            break
        page = nxt[0]
    assert pages == 3 and seen == [c.value for c in choices]


def test_step_args_round_trip() -> None:
    for source in (None, "", "supply", "C3", "C3.ivory.1"):
        step = Step("good", source, source is not None, "?", ())
        assert parse_step_arg(step_arg(step, 2)) == (2, "good", source)
    assert parse_step_arg("x.good") is None


# -- turn checks ---------------------------------------------------------------------------------


def test_turn_problems() -> None:
    s = bare()
    assert turn_problem(s, 0, NAMES) is None
    assert turn_problem(s, 1, NAMES) == "It's Ana's turn — wait for your ping."
    assert turn_problem(s, 0, NAMES, stamp=4, version=5) == STALE
    assert turn_problem(s, 0, NAMES, stamp=5, version=5) is None
    s["players"][1]["resigned"] = True
    assert turn_problem(s, 1, NAMES) == "You have resigned from this game."
    s["over"] = True
    assert turn_problem(s, 0, NAMES) == "This game is over."


def test_passing_ends_the_game_only_when_everyone_else_passed() -> None:
    s = bare()
    assert not passing_ends_game(s, 0)
    s["passers"] = [1, 2]
    assert passing_ends_game(s, 0)
    after, events = ENGINE.apply(s, 0, {"type": "end_turn"})
    assert after["over"] and after["end_reason"] == "all_passed"
    s["acted"] = True
    assert not passing_ends_game(s, 0)


def test_remaining_text_counts_what_the_action_costs() -> None:
    s = bare()
    s["actions_left"] = 3
    assert remaining_text(s, {"type": "place", "to": "C4", "cost": 2}) == "1 action left this turn."
    assert remaining_text(s, {"type": "pickup", "at": "A1", "good": "salt"}) == "2 actions left this turn."
    s["actions_left"] = 1
    assert remaining_text(s, {"type": "pickup", "at": "A1", "good": "salt"}).startswith("That was your last")
    s["end_triggered"] = True
    deliver = {"type": "move_good", "from": "D2", "good": "ivory", "under": False, "to": "D1"}
    assert "ends the game" in remaining_text(s, deliver)


# -- slash input -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "label"), [("C4", "C4"), (" c 4 ", "C4"), ("g7", "G7"),
                                             ("C4 (1 action) · salt", "C4"), ("a1", "A1")])
def test_parse_space_tolerates_case_and_spaces(text: str, label: str) -> None:
    assert parse_space(text) == label


@pytest.mark.parametrize(("text", "message"), [
    ("C9", "C9 is not a space: use A–G and 1–7."),
    ("H1", "H1 is not a space: use A–G and 1–7."),
    ("c0", "C0 is not a space: use A–G and 1–7."),
    ("44", "“44” is not a space: use a column A–G and a row 1–7, like C4."),
    ("", "Please give the space, like C4 (columns A–G, rows 1–7)."),
])
def test_parse_space_explains_bad_coordinates(text: str, message: str) -> None:
    with pytest.raises(InputError) as err:
        parse_space(text)
    assert str(err.value) == message


def test_parse_good_and_match_player() -> None:
    assert parse_good("Ivory") == ("ivory", None)
    assert parse_good("ivory.under") == ("ivory", True)
    assert parse_good("salt (under the camel)") == ("salt", True)
    assert parse_good("sw") == ("swords", None)
    assert parse_good("") is None
    with pytest.raises(InputError, match="is not a good"):
        parse_good("gold")
    with pytest.raises(InputError, match="is not a good"):
        parse_good("s")  # salt or swords
    assert match_player("bob", NAMES, USER_IDS) == [1]
    assert match_player("@Çağla", NAMES, USER_IDS) == [2]
    assert match_player("ça", NAMES, USER_IDS) == [2]
    assert match_player("<@!222>", NAMES, USER_IDS) == [1]
    assert match_player("<@999>", NAMES, USER_IDS) == []
    assert match_player("", NAMES, USER_IDS) == []


def unchanged(s: dict, fn, *args, match: str) -> None:
    before = snapshot(s)
    with pytest.raises(InputError) as err:
        fn(s, *args)
    assert str(err.value) == match or match in str(err.value)
    assert snapshot(s) == before


def test_resolved_actions_are_legal_and_apply() -> None:
    s = bare()
    s["goods"]["A1"] = "salt"
    put(s, 0, "A1")
    put(s, 0, "C3", "ivory")
    put(s, 0, "D3")
    put(s, 0, "D2")
    put(s, 1, "D2", "gems")
    cases = [
        (resolve_place(s, 0, NAMES, " e 5 "), {"type": "place", "to": "E5", "cost": 1}),
        (resolve_place(s, 0, NAMES, "d3"), {"type": "place", "to": "D3", "cost": 2}),
        (resolve_move(s, 0, NAMES, "A1", "B1"), {"type": "move_camel", "from": "A1", "to": "B1", "cost": 1}),
        (resolve_pickup(s, 0, NAMES, "a1"), {"type": "pickup", "at": "A1", "good": "salt"}),
        (resolve_steal(s, 0, NAMES, "D2"), {"type": "steal", "at": "D2", "victim": 1, "good": "gems"}),
        (resolve_good(s, 0, NAMES, "C3", "D3"),
         {"type": "move_good", "from": "C3", "good": "ivory", "under": False, "to": "D3"}),
    ]
    for got, expected in cases:
        assert got == expected
        assert is_legal(got, ENGINE.legal_actions(s, 0))
        ENGINE.apply(s, 0, got)


def test_out_of_turn_input_names_whose_turn_it_is() -> None:
    s = bare()
    unchanged(s, resolve_place, 1, NAMES, "C4", match="It's Ana's turn — wait for your ping.")
    unchanged(s, resolve_move, 2, NAMES, "C3", "C4", match="It's Ana's turn")


def test_moving_a_laden_camel_is_explained() -> None:
    s = bare()
    put(s, 0, "C3", "ivory")
    unchanged(s, resolve_move, 0, NAMES, "C3", "C4",
              match="Your camel at C3 carries ivory: only unladen camels can move.")
    unchanged(s, resolve_move, 0, NAMES, "B3", "C4", match="You have no camel on B3.")
    unchanged(s, resolve_move, 0, NAMES, "C3", "C9", match="C9 is not a space: use A–G and 1–7.")
    put(s, 0, "D3")
    unchanged(s, resolve_move, 0, NAMES, "D3", "D3", match="already on D3")


def test_costs_and_supply_are_explained() -> None:
    s = bare()
    s["actions_left"] = 1
    put(s, 1, "C4")
    unchanged(s, resolve_place, 0, NAMES, "C4",
              match="Camels already stand on C4, so placing there costs 2 actions; you have 1 action left.")
    for _ in range(5):
        put(s, 0, "G7")
    unchanged(s, resolve_place, 0, NAMES, "A1", match="All your camels are on the board already")


def test_pickup_problems_are_explained() -> None:
    s = bare()
    s["goods"]["A1"] = "salt"
    unchanged(s, resolve_pickup, 0, NAMES, "B1", match="There is no good lying on B1.")
    unchanged(s, resolve_pickup, 0, NAMES, "A1",
              match="You need an unladen camel of yours on A1 to pick up the salt there.")
    for good in ("ivory", "gems", "meat", "paper"):
        put(s, 0, "C3", good)
    put(s, 0, "A1")
    unchanged(s, resolve_pickup, 0, NAMES, "A1", match="last unladen camel")


def test_steal_choices_and_problems() -> None:
    s = bare()
    put(s, 0, "C3")
    put(s, 1, "C3", "ivory")
    put(s, 2, "C3", "gems")
    put(s, 2, "C3", "salt", under=True)
    unchanged(s, resolve_steal, 0, NAMES, "C3",
              match="Several goods can be stolen on C3: ivory from Bob at C3, gems from Çağla at C3.")
    assert resolve_steal(s, 0, NAMES, "C3", "çağla")["victim"] == 2
    assert resolve_steal(s, 0, NAMES, "C3", "<@222>", None, USER_IDS)["good"] == "ivory"
    assert resolve_steal(s, 0, NAMES, "C3", None, "gems")["victim"] == 2
    unchanged(s, resolve_steal, 0, NAMES, "C3", "Zed", match="No player called “Zed” is in this game.")
    unchanged(s, resolve_steal, 0, NAMES, "C3", "Ana", match="You cannot steal from yourself.")
    unchanged(s, resolve_steal, 0, NAMES, "C3", "Çağla", "salt",
              match="Çağla has no salt on top of a camel on C3 (goods held under a camel cannot be stolen).")
    unchanged(s, resolve_steal, 0, NAMES, "D3", match="You need an unladen camel of yours on D3")
    s["players"][0]["theft"] = 0
    unchanged(s, resolve_steal, 0, NAMES, "C3", "Bob", match="You have no theft marker")


def test_good_moves_disambiguate_and_explain() -> None:
    s = bare()
    put(s, 0, "C3", "ivory")
    put(s, 0, "C3", "salt", under=True)
    put(s, 0, "D3")
    put(s, 0, "F5")
    unchanged(s, resolve_good, 0, NAMES, "C3", "D3",
              match="Several goods on C3 can go to D3: ivory, salt (under the camel). Add the good option")
    assert resolve_good(s, 0, NAMES, "C3", "D3", "salt.under")["under"] is True
    assert resolve_good(s, 0, NAMES, "c3", "d3", "Ivory")["good"] == "ivory"
    unchanged(s, resolve_good, 0, NAMES, "C3", "D3", "gems", match="None of your camels on C3 carries gems.")
    unchanged(s, resolve_good, 0, NAMES, "D3", "C3", match="None of your camels on D3 carries a good.")
    unchanged(s, resolve_good, 0, NAMES, "C3", "E3",
              match="A good can only move onto one of your unladen camels; you have none on E3.")
    unchanged(s, resolve_good, 0, NAMES, "C3", "F5", "ivory",
              match="C3 and F5 are not linked by a chain of your camels")


# -- autocomplete ----------------------------------------------------------------------------------


def test_autocomplete_follows_legal_actions_and_typed_options() -> None:
    s = bare()
    s["goods"]["A1"] = "salt"
    put(s, 0, "A1")
    put(s, 0, "C3", "ivory")
    put(s, 0, "D3")
    put(s, 1, "A1", "gems")
    ac = autocomplete_choices
    places = ac(s, 0, NAMES, "place", "to", "")
    assert len(places) == SELECT_LIMIT and places[0] == ("A1 (2 actions) · salt, 2 camels", "A1")
    assert [v for _, v in ac(s, 0, NAMES, "place", "to", "c")] == [f"C{r}" for r in range(1, 8)]
    assert [v for _, v in ac(s, 0, NAMES, "place", "to", " d 1")] == ["D1"]
    assert [v for _, v in ac(s, 0, NAMES, "place", "to", "salt")] == ["A1", "C4"]  # good, city
    assert [v for _, v in ac(s, 0, NAMES, "move", "from", "")] == ["A1", "D3"]
    to_from_d3 = [v for _, v in ac(s, 0, NAMES, "move", "to", "", {"from": "d3"})]
    assert "D3" not in to_from_d3 and "A1" in to_from_d3
    assert ac(s, 0, NAMES, "pickup", "at", "") == [("salt at A1", "A1")]
    assert ac(s, 0, NAMES, "steal", "at", "") == [("gems from Bob at A1", "A1")]
    assert ac(s, 0, NAMES, "steal", "victim", "", {"at": "A1"}, USER_IDS) == [("Bob", "<@222>")]
    assert ac(s, 0, NAMES, "good", "from", "") == [("ivory at C3", "C3")]
    assert ac(s, 0, NAMES, "good", "to", "", {"from": "C3"}) == [("D3 — onto your unladen camel", "D3")]
    assert ac(s, 0, NAMES, "good", "good", "", {"from": "C3"}) == [("ivory", "ivory.top")]
    # Not your turn: nothing to suggest.
    assert ac(s, 1, NAMES, "place", "to", "") == []


# -- texts -----------------------------------------------------------------------------------------


def test_headline_waiting_and_private_texts() -> None:
    ui = CaravanUI()
    game = SimpleNamespace(names=NAMES)
    s = bare()
    s["turn"], s["actions_left"] = 4, 3
    assert ui.headline(game, s) == "Turn 5 · Ana: 3 actions left"  # type: ignore[arg-type]
    assert ui.waiting_text(game, s, [0]).startswith("your turn: 3 actions left")  # type: ignore[arg-type]
    assert ui.turn_key(ENGINE, s) == 4
    put(s, 0, "C3", "ivory")
    put(s, 0, "D2", "salt", under=True)
    put(s, 0, "D3")
    s["players"][0]["delivered"]["gems"] = 1
    text = ui.private_text(game, ENGINE.view(s, 0), 0)  # type: ignore[arg-type]
    assert "2 in your supply, 3 on the board (2 laden)" in text
    assert "Carrying: salt (stolen, under the camel) on D2; ivory on C3" in text
    assert "6 for goods + 0 demand − 1 carrying penalty = **5**" in text
    assert "Delivered: gems ×1" in text and "Your turn: 3 actions left" in text
    assert KIND.key == "caravan" and KIND.ui is not None
