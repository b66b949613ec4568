"""Yspahan rules engine: the rules of shared/rules/yspahan.md, its worked cases Y-01..Y-21,
both rulesets, 2/3/4 players, and seeded random playouts.

Seats A, B, C, D are 0, 1, 2, 3 (clockwise). Comments quote the rules file (or the Czech
seed) for the rule each test checks.
"""

from __future__ import annotations

import copy
import json
import random
import re

import pytest

from games.base import RuleError
from games.replay import replay
from games.yspahan import board, caravan, souks, supervisor, tower
from games.yspahan.engine import ENGINE as E
from games.yspahan.engine import ERROR_CODES
from games.yspahan.players import typed_random_move
from tests.support import yspahan_hidden

A, B, C, D = 0, 1, 2, 3


# -- helpers ---------------------------------------------------------------------------------
def game(n: int = 4, ruleset: str = "seed", start: int = A, seed: int = 7) -> dict:
    """A fresh game with ``start`` as today's start player, before the roll."""
    s = E.new(n, seed, {"ruleset": ruleset})
    s["start"] = start
    s["order"] = E._day_order(s, start)
    s["turn_index"] = 0
    return s


def rolled(s: dict, white: list[int], yellow: list[int] = ()) -> dict:
    """Today's dice are ``white`` + ``yellow`` (the start player is to act)."""
    s["dice"] = {"white": sorted(white), "yellow": sorted(yellow)}
    s["tower"] = tower.fill(sorted(white), sorted(yellow), s["ruleset"])
    s["yellow"] = len(yellow)
    s["step"] = "act"
    return s


def turn(s: dict, seat: int, step: str = "act") -> dict:
    """Make it ``seat``'s turn (their first one today) at ``step``."""
    s["turn_index"] = s["order"].index(seat)
    s["step"] = step
    s["turn"] = {"used": step == "after", "built": False}
    return s


def do(s: dict, seat: int, **action) -> tuple[dict, list[dict]]:
    return E.apply(s, seat, action)


def refused(s: dict, seat: int, code: str, **action) -> RuleError:
    before = copy.deepcopy(s)
    with pytest.raises(RuleError) as err:
        E.apply(s, seat, action)
    assert err.value.code == code, err.value
    assert s == before
    return err.value


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


def rows(s: dict) -> dict[int, tuple[int, int, int]]:
    """{row number: (face, white, yellow)} of the filled rows."""
    return {i + 1: (r["face"], r["white"], r["yellow"]) for i, r in enumerate(s["tower"]) if r}


def fill(white: list[int], yellow: list[int] = (), ruleset: str = "seed") -> dict:
    t = tower.fill(sorted(white), sorted(yellow), ruleset)
    return {i + 1: (r["face"], r["white"] + r["yellow"]) for i, r in enumerate(t) if r}


def put(s: dict, shop: str, owner: int | None) -> None:
    souk, i = board.shop_souk(shop)
    s["souks"][souk][i] = owner


def fill_souk(s: dict, souk: str, owner: int | None, count: int | None = None) -> None:
    for i in range(board.SOUK_SIZE[souk] if count is None else count):
        s["souks"][souk][i] = owner


# -- set-up and options ------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_supervisor_on_c_two_gold_each_deck_of_18(n):
    # "Supervisor on C. Each player: 2 gold, 0 camels, 0 cards, 0 VP. Shuffle the cards.
    # Random start player. Week 1, day 1."
    s = E.new(n, 123, {})
    assert s["supervisor"] == "C" and s["week"] == 1 and s["day"] == 1
    assert s["ruleset"] == "seed"  # the default
    for pl in s["players"]:
        assert (pl["gold"], pl["camels"], pl["vp"], pl["hand"], pl["buildings"]) == (2, 0, 0, [], [])
    assert sorted(s["deck"]) == sorted(k for k in board.CARD_KINDS for _ in range(2))
    assert len(s["deck"]) == 18 and s["discard"] == []
    assert E.to_act(s) == [s["start"]] and s["step"] == "roll"
    assert json.loads(json.dumps(s)) == s
    starts = {E.new(n, seed, {})["start"] for seed in range(40)}
    assert starts == set(range(n))  # the start player is drawn


def test_options_and_player_counts_are_checked():
    assert [o.name for o in E.options] == ["ruleset"]
    assert E.options[0].choices == ("seed", "published") and E.options[0].default == "seed"
    assert E.new(3, 1, {"ruleset": "published"})["ruleset"] == "published"
    with pytest.raises(RuleError) as err:
        E.new(3, 1, {"ruleset": "house"})
    assert err.value.code == "bad_option"
    for n in (1, 5):
        with pytest.raises(RuleError) as err:
            E.new(n, 1, {})
        assert err.value.code == "player_count"


def test_same_seed_same_game_and_the_state_carries_its_rng():
    assert E.new(4, 99, {}) == E.new(4, 99, {})
    s = E.new(4, "s1:" + "ab" * 32, {})
    assert isinstance(s["rng"], str) and s["schema_version"] == 1
    assert E.migrate(copy.deepcopy(s)) == s


# -- the tower -----------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", ["seed", "published"])
def test_y01_tower_without_dispute(ruleset):
    # Y-01: "roll 1,1,2,3,3,3,4,6,6 → row 1: 1s (2); row 2: 2 (1); row 3: 3s (3); row 4: 4 (1);
    # row 5 empty; row 6: 6s (2). Same under both."
    assert fill([1, 1, 2, 3, 3, 3, 4, 6, 6], ruleset=ruleset) == {
        1: (1, 2), 2: (2, 1), 3: (3, 3), 4: (4, 1), 6: (6, 2)}


def test_y02_tower_without_a_six():
    # "the group of 6s always goes on row 6 (gold). So with no 6 rolled the gold row stays
    # empty" / published: "the highest group (any face) on row 6".
    dice = [2, 2, 3, 3, 3, 4, 5, 5, 5]
    assert fill(dice) == {1: (2, 2), 2: (3, 3), 3: (4, 1), 4: (5, 3)}
    assert fill(dice, ruleset="published") == {1: (2, 2), 2: (3, 3), 3: (4, 1), 6: (5, 3)}


def test_y03_tower_with_one_value():
    # "All 9 dice show 4 → row 1 holds 9 (both). All 9 show 6 → row 6 holds 9, row 1 empty.
    # [published: row 1 holds 9, row 6 empty]"
    for ruleset in ("seed", "published"):
        assert fill([4] * 9, ruleset=ruleset) == {1: (4, 9)}
    assert fill([6] * 9) == {6: (6, 9)}
    assert fill([6] * 9, ruleset="published") == {1: (6, 9)}


def test_published_tower_with_six_values_uses_every_row():
    # "lowest group on row 1, highest group (any face) on row 6, the rest on rows 2–5 upward"
    assert fill([1, 2, 3, 4, 5, 6, 6, 1, 3], ruleset="published") == {
        1: (1, 2), 2: (2, 1), 3: (3, 2), 4: (4, 1), 5: (5, 1), 6: (6, 2)}
    assert fill([1, 1, 1, 6, 6, 6, 6, 6, 6], ruleset="published") == {1: (1, 3), 6: (6, 6)}


@pytest.mark.parametrize("ruleset", ["seed", "published"])
def test_y04_yellow_dice(monkeypatch, ruleset):
    # Y-04: "A starts with 3 gold, buys 2 yellow (1 gold left); white 1,1,1,2,2,4,4,6,6,
    # yellow 4,5 → row 1: 1s (3); row 2: 2s (2); row 3: 4s (3 for A, 2 for others); row 4:
    # the yellow 5; row 6: 6s (2) (both)."
    s = game(4, ruleset)
    s["players"][A]["gold"] = 3
    s, ev = do(s, A, type="buy_yellow")
    s, ev = do(s, A, type="buy_yellow")
    assert s["players"][A]["gold"] == 1 and s["yellow"] == 2
    assert ev == [{"type": "yellow_bought", "player": A, "count": 2}]
    monkeypatch.setattr(tower, "roll", lambda rng, w, y: ([1, 1, 1, 2, 2, 4, 4, 6, 6], [4, 5]))
    s, ev = do(s, A, type="roll")
    assert types(ev) == ["rolled"] and ev[0]["yellow"] == [4, 5]
    assert rows(s) == {1: (1, 3, 0), 2: (2, 2, 0), 3: (4, 2, 1), 4: (5, 0, 1), 6: (6, 2, 0)}
    assert E.view(s, None)["tower"][2]["yellow"] == 1
    # Only the start player counts the yellow dice; a row of only yellow dice is theirs alone.
    assert eng_rows(s, A) == [1, 2, 3, 4, 6] and eng_rows(s, B) == [1, 2, 3, 6]
    variant = copy.deepcopy(s)
    # "A takes row 1 → +3 camels; yellow dice removed: row 4 empty, row 3 has 2 dice"
    s, ev = do(s, A, type="take_action", row="row1", boost="none")
    assert s["players"][A]["camels"] == 3
    assert {"type": "yellow_removed", "row": None} in ev
    assert rows(s) == {1: (1, 3, 0), 2: (2, 2, 0), 3: (4, 2, 0), 6: (6, 2, 0)}
    s, ev = do(s, A, type="end_turn")
    assert E.to_act(s) == [B]
    refused(s, B, "row_empty", type="take_action", row="row4", boost="none")  # "B may not pick row 4"
    s, ev = do(s, B, type="take_action", row="row3", boost="none")  # "places 2 cubes in BARREL"
    assert s["step"] == "place" and s["cubes"] == {"quarter": "BARREL", "left": 2}
    s, ev = do(s, B, type="place_cube", shop="BARREL_A.1")
    assert s["souks"]["BARREL_A"] == [B, B]  # the 2nd cube must follow: placed by itself
    assert {"type": "cube_placed", "player": B, "shop": "BARREL_A.0", "auto": True} in ev
    # "Variant: A takes row 4 → 1 cube in CHEST (only A may)."
    v, ev = do(variant, A, type="take_action", row="row4", boost="none")
    assert v["cubes"] == {"quarter": "CHEST", "left": 1}
    v, ev = do(v, A, type="place_cube", shop="CHEST_C.2")
    assert v["souks"]["CHEST_C"] == [None, None, A, None]
    assert rows(v)[3] == (4, 2, 0)  # the yellow 4 left row 3 too


def eng_rows(s: dict, seat: int) -> list[int]:
    from games.yspahan.engine import rows_for
    return rows_for(s, seat)


def test_yellow_dice_cost_one_gold_each_at_most_three():
    # "may buy 0–3 yellow dice for 1 gold each; then rolls all white dice plus the bought ones"
    s = game(3)
    s["players"][A]["gold"] = 10
    for _ in range(3):
        s, _ = do(s, A, type="buy_yellow")
    assert {"type": "buy_yellow"} not in E.legal_actions(s, A)
    refused(s, A, "yellow_limit", type="buy_yellow")
    s, ev = do(s, A, type="roll")
    assert len(ev[0]["white"]) == 9 and len(ev[0]["yellow"]) == 3
    assert sum(r["white"] + r["yellow"] for r in s["tower"] if r) == 12
    poor = game(3)
    poor["players"][A]["gold"] = 0
    refused(poor, A, "not_enough_gold", type="buy_yellow")
    refused(poor, B, "not_your_turn", type="roll")


def test_only_the_start_player_rolls_and_once():
    s = game(4)
    refused(s, B, "not_your_turn", type="roll")
    refused(s, A, "wrong_step", type="take_card", row="row1")
    s, _ = do(s, A, type="roll")
    refused(s, A, "already_rolled", type="roll")
    refused(s, A, "wrong_step", type="buy_yellow")


# -- choosing a row ------------------------------------------------------------------------------
def test_y05_no_row_left_means_a_card_and_building_is_still_allowed():
    # Y-05: "roll 3,3,3,3,6,6,6,6,6 → row 1: 3s (4), row 6: 6s (5). A takes row 6 → +5 gold;
    # B row 1 → +4 camels; C and D → must take 1 card each (no Supervisor move); both may
    # still build." / seed: "nemůže-li hráč použít žádný řádek, musí provést akci líznutí karty"
    s = rolled(game(4), [3, 3, 3, 3, 6, 6, 6, 6, 6])
    assert rows(s) == {1: (3, 4, 0), 6: (6, 5, 0)}
    s, _ = do(s, A, type="take_action", row="row6", boost="none")
    assert s["players"][A]["gold"] == 7
    if s["step"] == "after":
        s, _ = do(s, A, type="end_turn")
    refused(s, B, "row_taken", type="take_action", row="row6", boost="none")
    s, _ = do(s, B, type="take_action", row="row1", boost="none")
    assert s["players"][B]["camels"] == 4
    if s["step"] == "after":
        s, _ = do(s, B, type="end_turn")
    assert E.to_act(s) == [C]
    s["players"][C]["camels"] = 2  # C can afford building 1
    legal = E.legal_actions(s, C)
    assert {a["type"] for a in legal} == {"draw_card", "resign"}
    refused(s, C, "row_taken", type="move_supervisor", row="row1", to="W4")
    s, ev = do(s, C, type="draw_card")
    assert len(s["players"][C]["hand"]) == 1
    assert {"type": "build", "building": "building1", "card": "none"} in E.legal_actions(s, C)
    s, ev = do(s, C, type="build", building="building1", card="none")
    assert s["players"][C]["buildings"] == ["building1"]
    s, ev = do(s, C, type="end_turn") if s["step"] == "after" else (s, [])
    assert E.to_act(s) == [D] and [a["type"] for a in E.legal_actions(s, D)][0] == "draw_card"


def test_draw_card_is_refused_while_a_row_is_left():
    s = rolled(game(3), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    refused(s, A, "rows_left", type="draw_card")
    refused(s, A, "bad_row", type="take_card", row="row7")


def test_rows_taken_today_are_closed_to_everyone():
    # "chooses one row that has dice and was not taken by anyone today"
    s = rolled(game(3), [1, 1, 2, 2, 3, 3, 4, 5, 6])
    s, _ = do(s, A, type="take_card", row="row2")
    if s["step"] == "after":
        s, _ = do(s, A, type="end_turn")
    assert eng_rows(s, B) == [1, 3, 4, 5, 6]
    refused(s, B, "row_taken", type="take_card", row="row2")
    refused(s, B, "row_taken", type="move_supervisor", row="row2", to="W2")
    assert E.view(s, None)["tower"][1]["taken_by"] == A


# -- the three uses of a row ---------------------------------------------------------------------
def test_row_action_strength_is_the_number_of_dice():
    # "the row's action with strength N = number of dice in the row (camels N, gold N, or N
    # cubes into the row's quarter)"
    s = rolled(game(3), [1, 1, 1, 2, 3, 4, 5, 6, 6])
    a, _ = do(s, A, type="take_action", row="row1", boost="none")
    assert a["players"][A]["camels"] == 3
    g, ev = do(s, A, type="take_action", row="row6", boost="none")
    assert g["players"][A]["gold"] == 4
    assert {"type": "gained", "player": A, "gold": 2, "amount": 2} in ev
    assert {"type": "row_used", "player": A, "row": "row6", "use": "action", "dice": 2,
            "face": 6, "boost": None} in ev


def test_take_card_uses_the_row_and_the_card_is_private():
    # "take 1 card"; "hands hidden"
    s = rolled(game(3), [1, 1, 1, 2, 3, 4, 5, 6, 6])
    top = s["deck"][-1]
    s2, ev = do(s, A, type="take_card", row="row1")
    assert s2["players"][A]["hand"] == [top] and s2["taken"][0] == A
    drawn = [e for e in ev if e["type"] == "card_drawn"]
    secret = [e for e in ev if e["type"] == "card_received"]
    assert drawn == [{"type": "card_drawn", "player": A, "source": "row", "deck": 17}]
    assert secret == [{"type": "card_received", "player": A, "card": top, "private_to": [A]}]
    assert all("card" not in e for e in ev if "private_to" not in e)
    assert E.view(s2, None)["players"][A]["cards"] == 1
    assert "you" not in E.view(s2, None)
    assert E.view(s2, A)["you"]["hand"] == {top: 1}


def test_empty_deck_reshuffles_the_discards_and_with_neither_nothing_is_drawn():
    # "discards reshuffled when the deck is empty"; "if deck and discards are both empty, the
    # row is used and nothing is drawn"
    s = rolled(game(3), [1, 1, 1, 2, 3, 4, 5, 6, 6])
    s["deck"], s["discard"] = [], ["card_a", "card_b", "card_c"]
    s2, ev = do(s, A, type="take_card", row="row2")
    assert types(ev)[:3] == ["row_used", "deck_reshuffled", "card_drawn"]
    assert len(s2["deck"]) == 2 and s2["discard"] == [] and len(s2["players"][A]["hand"]) == 1
    s["deck"], s["discard"] = [], []
    s3, ev = do(s, A, type="take_card", row="row2")
    assert {"type": "no_card", "player": A, "source": "row"} in ev
    assert s3["taken"][1] == A and s3["players"][A]["hand"] == []


def test_y08_modifiers_and_one_plus_die_card_per_turn():
    # Y-08: "A owns buildings 1, 2, 6 → camel row (3 dice) + 1 card → +5 camels. CHEST row
    # (2 dice) + 1 card → 4 cubes. Gold row (1 die) → +3 gold. A 2nd +1 card in the same turn
    # → refused."
    s = rolled(game(4), [1, 1, 1, 2, 3, 4, 4, 5, 6])
    s["players"][A]["buildings"] = ["building1", "building2", "building6"]
    s["players"][A]["hand"] = ["card_a", "card_h"]
    camels, ev = do(s, A, type="take_action", row="row1", boost="card_h")
    assert camels["players"][A]["camels"] == 5
    assert camels["players"][A]["hand"] == ["card_a"] and camels["discard"] == ["card_h"]
    # The turn goes on (card a is still in hand): a second +1 die is refused.
    assert camels["step"] == "after"
    refused(camels, A, "already_used", type="take_action", row="row4", boost="card_a")
    chest, _ = do(s, A, type="take_action", row="row4", boost="card_a")
    assert chest["cubes"] == {"quarter": "CHEST", "left": 4}
    gold, _ = do(s, A, type="take_action", row="row6", boost="none")
    assert gold["players"][A]["gold"] == 2 + 3
    refused(s, A, "no_such_card", type="take_action", row="row1", boost="card_b")
    refused(s, A, "bad_card", type="take_action", row="row1", boost="card_z")


def test_plus_one_die_is_only_for_the_row_action():
    # "it never changes the Supervisor distance or the number of cards drawn": those
    # actions take no boost at all.
    s = rolled(game(3), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    s["players"][A]["hand"] = ["card_b"]
    refused(s, A, "unexpected_fields", type="take_card", row="row1", boost="card_b")
    refused(s, A, "unexpected_fields", type="move_supervisor", row="row1", to="W1",
            boost="card_b")


# -- placing cubes ------------------------------------------------------------------------------
def test_y06_finish_your_souk_first_then_start_a_new_one():
    # Y-06: "3p; BAG_A: 2 A cubes, 4 empty; BAG_B holds a C cube; BAG_C, BAG_D empty → A takes
    # the BAG row with 5 dice → 4 cubes complete BAG_A; the 5th goes to BAG_C or BAG_D (A's
    # choice), never BAG_B."
    s = rolled(game(3), [1, 2, 2, 2, 2, 2, 3, 4, 5])
    fill_souk(s, "BAG_A", A, 2)
    put(s, "BAG_B.3", C)
    assert rows(s)[2] == (2, 5, 0)
    s, ev = do(s, A, type="take_action", row="row2", boost="none")
    assert s["souks"]["BAG_A"] == [A] * 6
    assert s["cubes"] == {"quarter": "BAG", "left": 1}
    legal = {a["shop"] for a in E.legal_actions(s, A) if a["type"] == "place_cube"}
    assert legal == {f"BAG_C.{i}" for i in range(3)} | {f"BAG_D.{i}" for i in range(4)}
    refused(s, A, "souk_closed", type="place_cube", shop="BAG_B.0")
    refused(s, A, "shop_taken", type="place_cube", shop="BAG_A.0")
    refused(s, A, "shop_not_in_quarter", type="place_cube", shop="VASE_B.0")
    refused(s, A, "bad_shop", type="place_cube", shop="BAG_Z.0")
    s, ev = do(s, A, type="place_cube", shop="BAG_D.2")
    assert s["souks"]["BAG_D"] == [None, None, A, None] and s["cubes"] is None


def test_a_started_souk_binds_the_next_cubes():
    # "only then may a cube start a new empty souk, which then binds you in the same way"
    s = rolled(game(3), [3, 3, 3, 3, 1, 2, 4, 5, 6])
    s, _ = do(s, A, type="take_action", row="row3", boost="none")  # 4 cubes into BARREL
    s, _ = do(s, A, type="place_cube", shop="BARREL_D.4")
    assert s["cubes"]["left"] == 3
    refused(s, A, "finish_your_souk", type="place_cube", shop="BARREL_B.0")
    legal = {a["shop"] for a in E.legal_actions(s, A) if a["type"] == "place_cube"}
    assert legal == {f"BARREL_D.{i}" for i in range(4)}


def test_cubes_that_fill_every_open_shop_are_placed_by_themselves():
    # Placement is mandatory up to N; when every open shop fills whatever the order, the
    # engine places them (no question without a real choice).
    s = rolled(game(3), [1, 2, 3, 4, 5, 5, 5, 5, 5])
    fill_souk(s, "VASE_C", B)
    fill_souk(s, "VASE_B", C, 1)
    s, ev = do(s, A, type="take_action", row="row5", boost="none")  # 5 cubes, 1 open shop
    assert s["souks"]["VASE_A"] == [A]
    assert {"type": "cube_placed", "player": A, "shop": "VASE_A.0", "auto": True} in ev
    assert {"type": "cubes_lost", "player": A, "count": 4} in ev
    assert s["cubes"] is None


def test_y07_cubes_that_cannot_be_placed_are_lost_and_the_row_is_used():
    # Y-07: "Every BAG souk full or holding another player's cube; A has no unfinished BAG
    # souk → A takes the BAG row (3 dice) → 0 cubes placed, row used, A may still build."
    s = rolled(game(3), [2, 2, 2, 1, 3, 4, 5, 6, 6])
    fill_souk(s, "BAG_A", B)
    put(s, "BAG_B.0", C)
    fill_souk(s, "BAG_C", A)
    put(s, "BAG_D.1", B)
    s["players"][A]["camels"] = 2
    s, ev = do(s, A, type="take_action", row="row2", boost="none")
    assert {"type": "cubes_lost", "player": A, "count": 3} in ev
    assert not any(e["type"] == "cube_placed" for e in ev)
    assert s["taken"][1] == A and s["step"] == "after"
    s, ev = do(s, A, type="build", building="building1", card="none")
    assert s["players"][A]["buildings"] == ["building1"]


def test_a_souk_the_supervisor_emptied_no_longer_binds():
    # "'Your souk' is judged by the present state, so a souk the Supervisor has emptied of
    # your cubes no longer binds you" (bot decision).
    s = rolled(game(3), [4, 4, 1, 2, 3, 5, 6, 6, 6])
    put(s, "CHEST_B.0", A)
    bound, _ = do(s, A, type="take_action", row="row4", boost="none")
    assert bound["souks"]["CHEST_B"] == [A, A]  # 2 cubes: CHEST_B.1 first, then a choice
    put(s, "CHEST_B.0", None)  # the Supervisor sent that cube to the caravan
    s2, _ = do(s, A, type="take_action", row="row4", boost="none")
    legal = {a["shop"] for a in E.legal_actions(s2, A) if a["type"] == "place_cube"}
    assert "CHEST_A.0" in legal and "CHEST_B.0" in legal


# -- the Supervisor ----------------------------------------------------------------------------
def dests(start: str, face: int, gold: int = 0, b3: bool = False, ruleset: str = "seed") -> set:
    return set(supervisor.destinations(start, face, gold, b3, ruleset))


def test_y09_path_from_mid_arm():
    # Y-09: "Supervisor on W3, face 5, no gold → stops {W8, E2, N2, S2}, hitting CHEST_A.1,
    # BARREL_A.1, CHEST_C.0, BAG_C.2. Face 3 → {W6, C} (C hits nothing). Face 5 + 1 gold →
    # also {W9, E3, N3, S3}. [published: 1 gold also buys {W7, E1, N1, S1}]"
    assert dests("W3", 5) == {"W8", "E2", "N2", "S2"}
    assert {sq: board.SQUARE_SHOPS[sq] for sq in dests("W3", 5)} == {
        "W8": ("CHEST_A.1",), "E2": ("BARREL_A.1",), "N2": ("CHEST_C.0",), "S2": ("BAG_C.2",)}
    assert dests("W3", 3) == {"W6", "C"} and board.SQUARE_SHOPS["C"] == ()
    assert dests("W3", 5, gold=1) == {"W8", "E2", "N2", "S2", "W9", "E3", "N3", "S3"}
    assert dests("W3", 5, gold=1, ruleset="published") == {
        "W8", "E2", "N2", "S2", "W9", "E3", "N3", "S3", "W7", "E1", "N1", "S1"}
    assert dests("W3", 5, ruleset="published") == {"W8", "E2", "N2", "S2"}


def test_y10_end_of_arm_and_no_u_turns():
    # Y-10: "On N4, face 6, no gold → {W2, E2, S2} only. On E7, face 3 → {E4}."
    assert dests("N4", 6) == {"W2", "E2", "S2"}
    assert dests("E7", 3) == {"E4"}
    # "it cannot pass the end of an arm"; "passing through C it may continue onto any arm
    # other than the one it came from"
    assert supervisor.reachable("N1", 5) == ["W4", "E4", "S4"]
    assert supervisor.reachable("W9", 2) == ["W7"]  # W11 does not exist


def test_y11_building_3():
    # Y-11: "On C, face 2, A owns building 3, 0 gold → distances 2–5 free: W2–W5, E2–E5,
    # N2–N4, S2–S5 (no N5). [published: distances 0–5; 0 stays on C and hits nothing]"
    expected = {f"{a}{i}" for a in "WES" for i in range(2, 6)} | {"N2", "N3", "N4"}
    assert dests("C", 2, b3=True) == expected
    assert dests("C", 2, b3=True, ruleset="published") == (
        expected | {"C", "W1", "E1", "N1", "S1"})
    assert supervisor.destinations("C", 2, 0, True, "published")["C"] == (0, 0)


def test_supervisor_gold_is_paid_per_ruleset():
    # seed: "pay max(0, d − v − f)"; published: "max(0, |d − v| − f); d = 0 legal"
    assert supervisor.cost(7, 3, 0, "seed") == 4
    assert supervisor.cost(7, 3, 3, "seed") == 1
    assert supervisor.cost(2, 3, 0, "seed") is None
    assert supervisor.cost(0, 3, 0, "seed") is None
    assert supervisor.cost(1, 4, 0, "published") == 3
    assert supervisor.cost(0, 2, 3, "published") == 0


@pytest.mark.parametrize("ruleset", ["seed", "published"])
def test_moving_the_supervisor_through_the_engine(ruleset):
    s = rolled(game(3, ruleset), [1, 2, 3, 3, 4, 5, 6, 6, 6])
    s["players"][A]["gold"] = 2
    legal = {a["to"] for a in E.legal_actions(s, A)
             if a["type"] == "move_supervisor" and a["row"] == "row2"}
    assert legal == dests("C", 2, gold=2, ruleset=ruleset)
    s2, ev = do(s, A, type="move_supervisor", row="row2", to="W4")  # d 4, face 2
    assert s2["supervisor"] == "W4" and s2["players"][A]["gold"] == 0
    assert {"type": "supervisor_moved", "player": A, "row": "row2", "from": "C", "to": "W4",
            "distance": 4, "gold": 2} in ev
    err = refused(s, A, "not_enough_gold", type="move_supervisor", row="row2", to="W5")
    assert err.params == {"need": 3, "have": 2}
    refused(s, A, "bad_square", type="move_supervisor", row="row2", to="X9")
    if ruleset == "seed":
        refused(s, A, "square_unreachable", type="move_supervisor", row="row2", to="W1")
        refused(s, A, "square_unreachable", type="move_supervisor", row="row2", to="C")
    else:  # "d may also be shorter than v" and d = 0 "stay and hit the same square again"
        s3, ev = do(s, A, type="move_supervisor", row="row2", to="C")
        assert s3["players"][A]["gold"] == 0 and s3["supervisor"] == "C"


def test_stopping_on_c_or_by_empty_shops_hits_nothing():
    s = rolled(game(3), [1, 2, 3, 3, 4, 5, 6, 6, 6])
    s["supervisor"] = "W3"
    put(s, "BAG_C.0", B)  # W3's shop, left behind
    s2, ev = do(s, A, type="move_supervisor", row="row3", to="C")
    assert not any(e["type"] == "caravan_entered" for e in ev)
    assert s2["souks"]["BAG_C"][0] == B and s2["caravan"] == []


# -- the caravan and the camel-for-cube choice --------------------------------------------------
def supervisor_game(n: int = 4, ruleset: str = "seed") -> dict:
    """A to act with rows of faces 1, 2, 3, 4, 5, 6 (1 die each, more 6s)."""
    return rolled(game(n, ruleset), [1, 2, 3, 4, 5, 6, 6, 6, 6][: 8 if n == 2 else 9])


@pytest.mark.parametrize("ruleset,entry_vp", [("seed", 1), ("published", 2)])
@pytest.mark.parametrize("building4", [False, True])
def test_y12_camel_substitution(ruleset, entry_vp, building4):
    # Y-12: "4p, caravan empty; A moves the Supervisor to W3 (BAG_C.0 holds a B cube); B has
    # 2 camels and pays 1 → BAG_C.0 cube stays; a B supply cube enters space 1; B +1 VP
    # [published: +2]; B has 1 camel; if B owns building 4, B draws 1 card."
    s = supervisor_game(4, ruleset)
    put(s, "BAG_C.0", B)
    s["players"][B]["camels"] = 2
    s["players"][A]["hand"] = ["card_a"]  # so that A's turn goes on after the move
    if building4:
        s["players"][B]["buildings"] = ["building4"]
    s, ev = do(s, A, type="move_supervisor", row="row3", to="W3")
    assert s["step"] == "camel" and E.to_act(s) == [B]
    assert {"type": "camel_choices", "seats": [B], "shops": ["BAG_C.0"]} in ev
    assert E.legal_actions(s, B) == [{"type": "pay_camel", "shop": "BAG_C.0"},
                                     {"type": "send_cube", "shop": "BAG_C.0"}, {"type": "resign"}]
    assert E.legal_actions(s, A) == [{"type": "resign"}]  # the mover waits
    # A clock-friendly default: keep the shop cube.
    assert E.default_action(s, B) == {"type": "pay_camel", "shop": "BAG_C.0"}
    assert E.default_action(s, A) is None
    s, ev = do(s, B, type="pay_camel", shop="BAG_C.0")
    assert s["souks"]["BAG_C"][0] == B
    assert s["caravan"] == [B] and s["players"][B]["vp"] == entry_vp
    assert s["players"][B]["camels"] == 1
    assert {"type": "caravan_entered", "player": B, "source": "camel", "space": 1,
            "section": 1, "vp": entry_vp, "shop": "BAG_C.0"} in ev
    assert len(s["players"][B]["hand"]) == (1 if building4 else 0)
    assert E.to_act(s) == [A]  # back to the mover's turn


def test_sending_the_shop_cube_empties_the_shop():
    s = supervisor_game(4)
    put(s, "BAG_C.0", B)
    s["players"][B]["camels"] = 1
    s, _ = do(s, A, type="move_supervisor", row="row3", to="W3")
    refused(s, B, "not_your_cube", type="send_cube", shop="BAG_C.1")
    refused(s, C, "no_decision", type="send_cube", shop="BAG_C.0")
    refused(s, A, "wrong_step", type="end_turn")  # the mover waits for the answer
    s, ev = do(s, B, type="send_cube", shop="BAG_C.0")
    assert s["souks"]["BAG_C"][0] is None and s["caravan"] == [B]
    assert s["players"][B]["camels"] == 1
    assert {"type": "caravan_entered", "player": B, "source": "supervisor", "space": 1,
            "section": 1, "vp": 1, "shop": "BAG_C.0"} in ev


def test_owners_without_camels_are_not_asked():
    # "its owner, if they have at least 1 camel, chooses"
    s = supervisor_game(4)
    put(s, "BAG_C.0", B)
    s, ev = do(s, A, type="move_supervisor", row="row3", to="W3")
    assert s["souks"]["BAG_C"][0] is None and s["caravan"] == [B] and "camel_choices" not in types(ev)


@pytest.mark.parametrize("ruleset", ["seed", "published"])
def test_y13_two_cubes_fill_the_caravan(ruleset):
    # Y-13: "spaces 1–11 filled: A 1–3, B 4–7, C 8–11; nobody has camels. D moves the
    # Supervisor to E1 (BARREL_A.0 = A cube, VASE_A.0 = C cube) and orders C first → C enters
    # space 12 (+3); caravan full and scored: A 3×1 = 3, B 4×2 = 8, C 5×3 = 15, D 0; emptied;
    # A's cube enters space 1 of the new caravan (+1). Totals A +4, B +8, C +18, D 0
    # [published: A +5, B +8, C +15]; both shops empty."
    s = turn(supervisor_game(4, ruleset), D)
    s["taken"][0] = None
    s["caravan"] = [A] * 3 + [B] * 4 + [C] * 4
    put(s, "BARREL_A.0", A)
    put(s, "VASE_A.0", C)
    s, ev = do(s, D, type="move_supervisor", row="row1", to="E1")
    assert s["step"] == "order" and E.to_act(s) == [D]
    assert {a["shop"] for a in E.legal_actions(s, D) if a["type"] == "send_first"} == {
        "BARREL_A.0", "VASE_A.0"}
    s, ev = do(s, D, type="send_first", shop="VASE_A.0")
    vp = [pl["vp"] for pl in s["players"]]
    assert vp == ([4, 8, 18, 0] if ruleset == "seed" else [5, 8, 15, 0])
    assert s["caravan"] == [A]
    assert {"type": "caravan_scored", "reason": "full", "vp": [3, 8, 15, 0]} in ev
    entered = [e for e in ev if e["type"] == "caravan_entered"]
    assert [(e["player"], e["space"], e["section"]) for e in entered] == [(C, 12, 3), (A, 1, 1)]
    assert types(ev).index("caravan_emptied") < types(ev).index("caravan_entered", 3)
    assert s["souks"]["BARREL_A"][0] is None and s["souks"]["VASE_A"] == [None]


def test_two_owners_answer_in_parallel_and_the_mover_orders():
    # Each affected owner answers privately; several at once (decision_key).
    s = supervisor_game(4)
    put(s, "BARREL_A.0", B)
    put(s, "VASE_A.0", C)
    s["players"][B]["camels"] = 1
    s["players"][C]["camels"] = 3
    s, _ = do(s, A, type="move_supervisor", row="row1", to="E1")
    assert E.default_action(s, A) == {"type": "send_first", "shop": "BARREL_A.0"}
    s, _ = do(s, A, type="send_first", shop="BARREL_A.0")
    assert E.to_act(s) == [B, C]
    key_b, key_c = E.decision_key(s, B), E.decision_key(s, C)
    assert key_b and key_c and key_b != key_c
    s, ev = do(s, C, type="pay_camel", shop="VASE_A.0")
    # C's answer is private until the cubes go: the public view only says "decided".
    assert {"type": "cube_decided", "player": C, "shop": "VASE_A.0"} in ev
    secret = [e for e in ev if e["type"] == "cube_choice"]
    assert secret == [{"type": "cube_choice", "player": C, "shop": "VASE_A.0", "pay": True,
                       "private_to": [C]}]
    pub = E.view(s, None)["pending"]["cubes"]
    assert pub == [{"shop": "BARREL_A.0", "owner": B, "decided": False},
                   {"shop": "VASE_A.0", "owner": C, "decided": True}]
    assert E.view(s, C)["you"]["choices"] == [{"shop": "VASE_A.0", "pay": True}]
    assert E.to_act(s) == [B] and E.decision_key(s, B) == key_b  # B's menu is still good
    s, ev = do(s, B, type="send_cube", shop="BARREL_A.0")
    assert s["caravan"] == [B, C] and s["souks"]["BARREL_A"][0] is None
    assert s["souks"]["VASE_A"] == [C] and s["players"][C]["camels"] == 2
    assert E.decision_key(s, B) is None


def test_an_owner_with_one_camel_and_two_cubes_answers_one_at_a_time():
    # S1 touches BAG_C.1 and BARREL_A.0; both B's, B has 1 camel.
    s = supervisor_game(4)
    put(s, "BAG_C.1", B)
    put(s, "BARREL_A.0", B)
    s["players"][B]["camels"] = 1
    s, ev = do(s, A, type="move_supervisor", row="row1", to="S1")
    assert s["step"] == "camel"  # one owner: the order does not matter, no question
    first = E.legal_actions(s, B)[0]["shop"]
    s, ev = do(s, B, type="pay_camel", shop=first)
    # No camel left: the second cube goes by itself.
    assert s["step"] != "camel" and s["caravan"] == [B, B] and s["players"][B]["camels"] == 0
    assert [e["source"] for e in ev if e["type"] == "caravan_entered"] == ["camel", "supervisor"]


def test_y18_card_c_and_building_4():
    # Y-18: "A owns building 4, plays c → A's supply cube enters the next free space, A scores
    # its entry VP and draws 1 card. [published: no card]"
    for ruleset, cards_after in (("seed", 1), ("published", 0)):
        s = supervisor_game(3, ruleset)
        s["players"][A]["buildings"] = ["building4"]
        s["players"][A]["hand"] = ["card_c"]
        s["caravan"] = [B, B, B, C]  # 3 players: the 4th space is section 2... the 5th too
        s, ev = do(s, A, type="play", card="card_c")
        assert s["caravan"] == [B, B, B, C, A]
        assert s["players"][A]["vp"] == (2 if ruleset == "seed" else 1)
        assert len(s["players"][A]["hand"]) == cards_after
        assert {"type": "card_played", "player": A, "card": "card_c"} in ev


def _all_cards(s: dict) -> list[str]:
    return sorted(s["deck"] + s["discard"] + [c for pl in s["players"] for c in pl["hand"]])


def test_y22_card_c_with_an_empty_deck_is_not_drawn_back():
    # Y-22: "Deck empty, discards empty, the other 17 cards in hands; A owns building 4 and
    # plays c → A's cube enters the caravan (entry VP), the building-4 draw finds deck and
    # discards empty (c is not yet discarded) → nothing drawn; then c goes to the discards.
    # A's hand no longer holds c; A scored exactly one entry."
    s = supervisor_game(4)
    full = sorted(c for c in board.CARD_KINDS for _ in range(board.CARD_COPIES))
    others = list(full)
    others.remove("card_c")
    s["deck"], s["discard"] = [], []
    s["players"][A]["hand"] = ["card_c"]
    for i, seat in enumerate((B, C, D)):  # the other 17 cards in hands
        s["players"][seat]["hand"] = sorted(others[i::3])
    s["players"][A]["buildings"] = ["building4"]
    s2, ev = do(s, A, type="play", card="card_c")
    assert [e for e in ev if e["type"] == "caravan_entered"] == [
        {"type": "caravan_entered", "player": A, "source": "card", "space": 1, "section": 1,
         "vp": 1}]
    assert {"type": "no_card", "player": A, "source": "building4"} in ev
    assert not any(e["type"] in ("card_drawn", "deck_reshuffled") for e in ev)
    assert s2["players"][A]["hand"] == []
    assert s2["players"][A]["vp"] == 1 and s2["caravan"] == [A]
    assert s2["deck"] == [] and s2["discard"] == ["card_c"]
    assert _all_cards(s2) == full
    assert {"type": "play", "card": "card_c"} not in E.legal_actions(s2, A)


def test_card_c_reshuffle_for_building_4_leaves_the_played_card_out():
    # "A played card goes to the discards only after its whole effect has resolved, so a draw
    # caused by that effect ... can never reshuffle the card being played back into the deck."
    for seed in range(12):  # every shuffle order: c never comes back
        s = supervisor_game(4)
        s["rng"] = seed
        s["deck"], s["discard"] = [], ["card_a", "card_c"]  # the other c was played earlier
        s["players"][A]["hand"] = ["card_c"]
        s["players"][A]["buildings"] = ["building4"]
        s2, ev = do(s, A, type="play", card="card_c")
        assert len(s2["players"][A]["hand"]) == 1
        assert "deck_reshuffled" in types(ev)
        # The reshuffled deck held the two earlier discards only, never the card being played.
        assert sorted(s2["deck"] + s2["players"][A]["hand"]) == ["card_a", "card_c"]
        assert s2["discard"] == ["card_c"]
        assert s2["players"][A]["vp"] == 1 and s2["caravan"] == [A]


@pytest.mark.parametrize("n,size", [(2, 6), (3, 9), (4, 12)])
def test_caravan_has_one_space_per_player_in_each_of_three_sections(n, size):
    # "Caravan: 3 sections, each with one space per player (4p: 4+4+4, 3p: 3+3+3, 2p: 2+2+2)"
    assert caravan.capacity(n) == size
    assert [caravan.section(i, n) for i in range(size)] == [1] * n + [2] * n + [3] * n
    # "each player scores (own cubes in the caravan) × (section number of their highest cube)"
    assert caravan.score([A, B, A] + [B] * (size - 3), n)[A] == 2 * caravan.section(2, n)


# -- buildings ---------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset,vps", [("seed", [0, 5, 5, 5, 5, 10]),
                                         ("published", [0, 0, 5, 5, 5, 10])])
def test_y15_building_vp(ruleset, vps):
    # Y-15: "A owns 1 building, builds a 2nd → +5 [published: +0]; 3rd → +5 (both); all six
    # → 30 in total [published: 25]."
    s = rolled(game(3, ruleset), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    got = []
    for b in board.BUILDINGS:
        s = turn(s, A, "after")
        s["players"][A].update(camels=10, gold=10)
        before = s["players"][A]["vp"]
        s, ev = do(s, A, type="build", building=b, card="none")
        got.append(s["players"][A]["vp"] - before)
        assert [e for e in ev if e["type"] == "built"][0]["vp"] == got[-1]
        if s["step"] == "after":
            s, _ = do(s, A, type="end_turn")
    assert got == vps and sum(got) == (30 if ruleset == "seed" else 25)


def test_building_costs_are_paid_and_one_building_per_turn():
    # "| 2 | +2 gold when you take the gold action | 2 camels + 2 gold |"; "at most one per turn"
    s = turn(rolled(game(3), [1, 2, 3, 4, 5, 6, 6, 6, 6]), A, "after")
    s["players"][A].update(camels=5, gold=5, hand=["card_a"])
    s2, ev = do(s, A, type="build", building="building2", card="none")
    assert (s2["players"][A]["camels"], s2["players"][A]["gold"]) == (3, 3)
    assert s2["step"] == "after"  # card a still in hand
    refused(s2, A, "one_building_per_turn", type="build", building="building1", card="none")
    s["players"][A]["gold"] = 3
    refused(s, A, "not_enough_gold", type="build", building="building5", card="none")
    s["players"][A].update(camels=3, gold=20)
    refused(s, A, "not_enough_camels", type="build", building="building5", card="none")
    s["players"][A]["buildings"] = ["building2"]
    refused(s, A, "already_built", type="build", building="building2", card="none")
    refused(s, A, "bad_building", type="build", building="building7", card="none")


def test_building_comes_after_the_dice_action():
    # "then may build one building" (seed: "poté hráč může provést akci: 4. postavit budovu")
    s = rolled(game(3), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    s["players"][A].update(camels=5, gold=5)
    refused(s, A, "use_first", type="build", building="building1", card="none")
    refused(s, A, "use_first", type="end_turn")
    assert not any(a["type"] == "build" for a in E.legal_actions(s, A))


def test_y16_cards_h_and_i():
    # Y-16: "A: 0 camels, 4 gold, card h → builds building 5 with h → pays 4 gold, built, h
    # discarded. Later A holds h and i, uses both on building 6 → refused. Plays h in a turn
    # without building → refused." Seed: "poslední 2 se hrají v momentě akce, kterou
    # modifikují, a nedají se zahrát obě najednou".
    s = turn(rolled(game(3), [1, 2, 3, 4, 5, 6, 6, 6, 6]), A, "after")
    s["players"][A].update(camels=0, gold=4, hand=["card_h"])
    assert {"type": "build", "building": "building5", "card": "none"} not in E.legal_actions(s, A)
    s2, ev = do(s, A, type="build", building="building5", card="card_h")
    assert s2["players"][A]["gold"] == 0 and s2["players"][A]["buildings"] == ["building5"]
    assert s2["players"][A]["hand"] == [] and s2["discard"] == ["card_h"]
    s["players"][A].update(camels=4, gold=4, hand=["card_h", "card_i"])
    refused(s, A, "bad_card", type="build", building="building6", card=["card_h", "card_i"])
    assert all(a.get("card") in ("none", "card_h", "card_i") for a in E.legal_actions(s, A)
               if a["type"] == "build")
    refused(s, A, "card_only_when_building", type="play", card="card_h")
    refused(s, A, "card_only_when_building", type="play", card="card_i")
    # i: the camels only.
    s3, _ = do(s, A, type="build", building="building6", card="card_i")
    assert (s3["players"][A]["camels"], s3["players"][A]["gold"]) == (0, 4)
    s["players"][A]["hand"] = []
    refused(s, A, "no_such_card", type="build", building="building6", card="card_h")


# -- cards --------------------------------------------------------------------------------------
def test_y17_cards_f_and_g():
    # Y-17: "A: 12 gold, plays f → +10 VP, 2 gold left. A: 6 camels, plays g → +8 VP, 2 camels
    # left." Seed: "max 10" / "v poměru 1:2, max. 4x".
    s = rolled(game(3), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    s["players"][A].update(gold=12, camels=6, hand=["card_f", "card_g"])
    amounts = [a["amount"] for a in E.legal_actions(s, A) if a.get("card") == "card_f"]
    assert amounts == list(range(1, 11))
    s2, ev = do(s, A, type="play", card="card_f", amount=10)
    assert (s2["players"][A]["vp"], s2["players"][A]["gold"]) == (10, 2)
    refused(s, A, "bad_amount", type="play", card="card_f", amount=11)
    s3, ev = do(s2, A, type="play", card="card_g", amount=4)
    assert (s3["players"][A]["vp"], s3["players"][A]["camels"]) == (18, 2)
    refused(s2, A, "bad_amount", type="play", card="card_g", amount=5)
    assert {"type": "card_played", "player": A, "card": "card_g", "amount": 4, "vp": 8} in ev


def test_y19_card_d():
    # Y-19: "A has BAG_D with 2 of 4 shops A's → d into VASE_B (empty) → legal; d into BAG_A
    # (empty) → refused (must continue BAG_D); d into a souk holding a B cube → refused."
    s = rolled(game(3), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    fill_souk(s, "BAG_D", A, 2)
    put(s, "CHEST_C.0", B)
    s["players"][A]["hand"] = ["card_d"]
    s2, ev = do(s, A, type="play", card="card_d", shop="VASE_B.1")
    assert s2["souks"]["VASE_B"] == [None, A]
    refused(s, A, "finish_your_souk", type="play", card="card_d", shop="BAG_A.0")
    refused(s, A, "souk_closed", type="play", card="card_d", shop="CHEST_C.1")
    ok, _ = do(s, A, type="play", card="card_d", shop="BAG_D.3")
    assert ok["souks"]["BAG_D"] == [A, A, None, A]
    refused(s, A, "missing_fields", type="play", card="card_d")


def test_cards_a_b_and_e():
    # "a take 3 camels; b take 3 gold; e exchange camels ↔ gold 1:1, one direction per card,
    # any amount you hold"
    s = rolled(game(3), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    s["players"][A].update(camels=3, gold=2, hand=["card_a", "card_b", "card_e"])
    s2, _ = do(s, A, type="play", card="card_a")
    s2, _ = do(s2, A, type="play", card="card_b")
    assert (s2["players"][A]["camels"], s2["players"][A]["gold"]) == (6, 5)
    assert sorted(s2["discard"]) == ["card_a", "card_b"]
    ex = [(a["direction"], a["amount"]) for a in E.legal_actions(s, A) if a.get("card") == "card_e"]
    assert ex == [("camels_to_gold", k) for k in (1, 2, 3)] + [("gold_to_camels", k) for k in (1, 2)]
    s3, _ = do(s, A, type="play", card="card_e", direction="camels_to_gold", amount=3)
    assert (s3["players"][A]["camels"], s3["players"][A]["gold"]) == (0, 5)
    refused(s, A, "bad_amount", type="play", card="card_e", direction="gold_to_camels", amount=3)
    refused(s, A, "bad_direction", type="play", card="card_e", direction="both", amount=1)


def test_cards_only_on_your_own_turn_and_before_rolling_for_the_start_player():
    # "may play cards only during their own turn (the start player also before rolling) …
    # no cards on other players' turns"
    s = game(3)
    s["players"][A]["hand"] = ["card_a"]
    s["players"][B]["hand"] = ["card_a"]
    assert {"type": "play", "card": "card_a"} in E.legal_actions(s, A)
    refused(s, B, "not_your_turn", type="play", card="card_a")
    s2, _ = do(s, A, type="play", card="card_a")
    assert s2["step"] == "roll" and s2["players"][A]["camels"] == 3
    # Not while another player answers the camel question either.
    s = supervisor_game(4)
    put(s, "BAG_C.0", B)
    s["players"][B].update(camels=1, hand=["card_a"])
    s["players"][A]["hand"] = ["card_b"]
    s, _ = do(s, A, type="move_supervisor", row="row3", to="W3")
    refused(s, B, "not_your_turn", type="play", card="card_a")
    refused(s, A, "wrong_step", type="play", card="card_b")


# -- cards while placing cubes ------------------------------------------------------------------
# The seed: "během svého tahu může hráč kdykoliv zahrát jakoukoliv svou kartu" (during their
# turn a player may play any of their cards at any time); the rules file: "any number, at any
# point before the turn ends". Placing the row's cubes is part of the turn.
def placing(ruleset: str = "seed", hand: tuple[str, ...] = ()) -> dict:
    """3p, A to act holding ``hand``; row 2 (BAG) has 1 die, rows 3 (BARREL) and 5 (VASE)
    2 dice each."""
    s = rolled(game(3, ruleset), [1, 2, 3, 3, 4, 5, 5, 6, 6])
    s["players"][A].update(camels=2, gold=3, hand=sorted(hand))
    s["players"][B]["hand"] = ["card_a"]
    return s


@pytest.mark.parametrize("ruleset", ["seed", "published"])
def test_cards_may_be_played_while_placing_cubes(ruleset):
    """Seed: "během svého tahu může hráč kdykoliv zahrát jakoukoliv svou kartu" — any card,
    at any time of one's own turn, so also between two cubes of a quarter action."""
    s = placing(ruleset, ("card_a", "card_b", "card_c", "card_d", "card_e", "card_f",
                          "card_g", "card_h"))
    s, _ = do(s, A, type="take_action", row="row3", boost="none")
    assert s["step"] == "place" and s["cubes"] == {"quarter": "BARREL", "left": 2}
    legal = E.legal_actions(s, A)
    plays = [a for a in legal if a["type"] == "play"]
    assert {a["card"] for a in plays} == {"card_a", "card_b", "card_c", "card_d", "card_e",
                                          "card_f", "card_g"}  # h and i only go with a build
    assert {a["shop"] for a in plays if a["card"] == "card_d"} == {
        shop for q in board.QUARTERS for souk in board.QUARTER_SOUKS[q]
        for shop in (f"{souk}.{i}" for i in range(board.SOUK_SIZE[souk]))}
    assert any(a["type"] == "place_cube" for a in legal)  # the cubes are still to place
    assert E.to_act(s) == [A]

    s, ev = do(s, A, type="play", card="card_a")
    assert s["players"][A]["camels"] == 5 and "card_a" not in s["players"][A]["hand"]
    assert s["discard"] == ["card_a"]
    assert s["step"] == "place" and s["cubes"] == {"quarter": "BARREL", "left": 2}
    s, ev = do(s, A, type="play", card="card_c")
    assert [(e["player"], e["source"], e["vp"]) for e in ev if e["type"] == "caravan_entered"] \
        == [(A, "card", 1 if ruleset == "seed" else 2)]
    assert s["caravan"] == [A] and s["step"] == "place"
    s, _ = do(s, A, type="play", card="card_f", amount=3)
    assert (s["players"][A]["gold"], s["step"]) == (0, "place")
    s, _ = do(s, A, type="place_cube", shop="BARREL_D.0")
    s, _ = do(s, A, type="play", card="card_g", amount=4)
    assert s["step"] == "place" and s["cubes"]["left"] == 1
    s, _ = do(s, A, type="place_cube", shop="BARREL_D.1")
    assert s["step"] == "after" and s["souks"]["BARREL_D"][:2] == [A, A]
    assert s["players"][A]["vp"] == (1 if ruleset == "seed" else 2) + 3 + 8


def test_only_the_player_placing_cubes_may_play_cards():
    # "no cards on other players' turns"
    s = placing(hand=("card_a",))
    s, _ = do(s, A, type="take_action", row="row3", boost="none")
    assert s["step"] == "place"
    assert [a for a in E.legal_actions(s, B) if a["type"] == "play"] == []
    refused(s, B, "not_your_turn", type="play", card="card_a")
    refused(s, B, "not_your_turn", type="place_cube", shop="BARREL_D.0")


def test_card_d_while_placing_binds_the_cubes_left_and_forced_ones_go_by_themselves():
    # Card d into a 2-shop souk of the quarter starts it: "each cube must go into such a
    # souk … until none is left", so the next cube has one shop and is placed by itself;
    # the last one is again A's choice among the souks nobody has started.
    s = placing(hand=("card_a", "card_d"))
    s, _ = do(s, A, type="take_action", row="row3", boost="none")
    s, ev = do(s, A, type="play", card="card_d", shop="BARREL_A.0")
    assert s["souks"]["BARREL_A"] == [A, A]
    assert {"type": "cube_placed", "player": A, "shop": "BARREL_A.1", "auto": True} in ev
    assert types(ev).index("card_played") < types(ev).index("cube_placed")
    assert s["step"] == "place" and s["cubes"] == {"quarter": "BARREL", "left": 1}
    legal = {a["shop"] for a in E.legal_actions(s, A) if a["type"] == "place_cube"}
    assert legal == {f"{souk}.{i}" for souk in ("BARREL_B", "BARREL_C", "BARREL_D")
                     for i in range(board.SOUK_SIZE[souk])}
    # Card d elsewhere leaves the quarter's placement as it was.
    s2 = placing(hand=("card_a", "card_d"))
    s2, _ = do(s2, A, type="take_action", row="row3", boost="none")
    s3, _ = do(s2, A, type="play", card="card_d", shop="BAG_C.0")
    assert s3["souks"]["BAG_C"][0] == A and s3["cubes"] == s2["cubes"] and s3["step"] == "place"


@pytest.mark.parametrize("hand,ends", [(("card_a", "card_d"), False), (("card_d",), True)])
def test_card_d_that_leaves_no_choice_completes_the_placement(hand, ends):
    # VASE: VASE_C holds a B cube; VASE_A (1 shop) and VASE_B (2 shops) are open: 2 cubes for
    # 3 shops is a choice. Card d into VASE_A leaves 2 cubes for the 2 shops of VASE_B: both go
    # by themselves, completing it, and the dice action is over (with nothing left to do and
    # an empty hand the turn ends by itself).
    s = placing(hand=hand)
    s["players"][A]["camels"] = 0  # no building within reach
    put(s, "VASE_C.2", B)
    s, _ = do(s, A, type="take_action", row="row5", boost="none")
    assert s["step"] == "place" and s["cubes"] == {"quarter": "VASE", "left": 2}
    s, ev = do(s, A, type="play", card="card_d", shop="VASE_A.0")
    assert s["souks"]["VASE_A"] == [A] and s["souks"]["VASE_B"] == [A, A]
    assert [e["shop"] for e in ev if e["type"] == "cube_placed" and e["auto"]] == [
        "VASE_B.0", "VASE_B.1"]
    assert not any(e["type"] == "cubes_lost" for e in ev)
    assert s["cubes"] is None
    if ends:
        assert s["step"] == "act" and E.to_act(s) == [B]
        assert {"type": "turn_started", "player": B} in ev
    else:
        assert s["step"] == "after" and E.to_act(s) == [A]
        assert {a["type"] for a in E.legal_actions(s, A)} >= {"play", "end_turn"}


def test_a_random_turn_with_cards_while_placing_never_gets_stuck():
    # Whatever is played between the cubes, the step is "place" only while a real choice is
    # left (at least two legal shops, fewer cubes than open shops), and always ends.
    rng = random.Random(5)
    for trial in range(60):
        s = placing(hand=tuple(rng.sample(["card_a", "card_b", "card_c", "card_d", "card_d",
                                           "card_e", "card_f", "card_g"], 5)))
        for souk in rng.sample(sorted(board.SOUK_SIZE), 6):  # one owner per souk, as in play
            fill_souk(s, souk, rng.choice([A, B, C]), rng.randint(1, board.SOUK_SIZE[souk]))
        s, _ = do(s, A, type="take_action", row=rng.choice(["row2", "row3", "row5"]),
                  boost="none")
        for _ in range(30):
            if s["step"] != "place":
                break
            q, left = s["cubes"]["quarter"], s["cubes"]["left"]
            shops = [a["shop"] for a in E.legal_actions(s, A) if a["type"] == "place_cube"]
            assert len(shops) >= 2 and 0 < left < souks.open_capacity(s["souks"], q, A), (
                trial, s["cubes"])
            legal = [a for a in E.legal_actions(s, A) if a["type"] != "resign"]
            s, _ = do(s, A, **rng.choice(legal))
        assert s["step"] != "place" and s["cubes"] is None, trial


def test_no_cards_while_the_supervisors_cubes_are_resolved():
    # Bot decision (engine docstring): from the Supervisor's stop until its cubes are in the
    # caravan no card is played, not even by the mover in their own turn: the owners answer
    # in parallel, and a card then (a or g to the mover's camels, c to the caravan) would
    # change what they were asked or break a camel already promised.
    s = supervisor_game(4)
    put(s, "BARREL_A.0", B)
    put(s, "VASE_A.0", C)
    s["players"][A]["hand"] = ["card_a", "card_c"]
    s, _ = do(s, A, type="move_supervisor", row="row1", to="E1")
    assert s["step"] == "order"
    assert [a for a in E.legal_actions(s, A) if a["type"] == "play"] == []
    refused(s, A, "wrong_step", type="play", card="card_a")
    s, _ = do(s, A, type="send_first", shop="BARREL_A.0")
    assert s["step"] == "after"  # nobody has a camel: the cubes went; now cards again
    assert {"type": "play", "card": "card_a"} in E.legal_actions(s, A)


# -- the end of a week, rotation, day 21 --------------------------------------------------------
def test_y14_week_end():
    # Y-14: "3p, end of day 7; A owns building 5, BAG_C complete (3), VASE_C complete (12),
    # CHEST_C 3/4; caravan (9 spaces): A at 1, B at 2–3, C at 4 → souks A +19 (3 + 12 + 2 + 2);
    # caravan A 1×1 = 1, B 2×1 = 2, C 1×2 = 2; souk cubes return; the caravan keeps its 4 cubes;
    # Supervisor to C; next day week 2 day 1; rotation continues."
    for ruleset, next_start in (("seed", C), ("published", B)):
        s = rolled(game(3, ruleset, start=A), [1, 2, 3, 4, 5, 6, 6, 6, 6])
        s["day"] = 7
        s["players"][A]["buildings"] = ["building5"]
        fill_souk(s, "BAG_C", A)
        fill_souk(s, "VASE_C", A)
        fill_souk(s, "CHEST_C", A, 3)
        s["caravan"] = [A, B, B, C]
        s["supervisor"] = "E5"
        s = turn(s, C, "after")
        s, ev = do(s, C, type="end_turn")
        assert {"type": "week_scored", "week": 1, "vp": [19, 0, 0],
                "souks": [{"souk": "BAG_C", "player": A, "vp": 5},
                          {"souk": "VASE_C", "player": A, "vp": 14}]} in ev
        assert {"type": "caravan_scored", "reason": "week", "vp": [1, 2, 2]} in ev
        assert [pl["vp"] for pl in s["players"]] == [20, 2, 2]
        assert all(o is None for shops in s["souks"].values() for o in shops)
        assert s["caravan"] == [A, B, B, C] and s["supervisor"] == "C"
        assert (s["week"], s["day"], s["step"]) == (2, 1, "roll")
        assert s["start"] == next_start  # seed: counter-clockwise; published: clockwise


@pytest.mark.parametrize("ruleset,second,third", [("seed", D, C), ("published", B, C)])
def test_y20_rotation(ruleset, second, third):
    # Y-20: "A starts day 1 → D starts day 2, C day 3. [published: B day 2, C day 3]"
    s = rolled(game(4, ruleset, start=A), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    starts = [s["start"]]
    for _ in range(2):
        s = turn(s, s["order"][-1], "after")
        s, _ = do(s, s["order"][-1], type="end_turn")
        starts.append(s["start"])
        s = rolled(s, [1, 2, 3, 4, 5, 6, 6, 6, 6])
    assert starts == [A, second, third]
    assert s["order"] == [third, (third + 1) % 4, (third + 2) % 4, (third + 3) % 4]


@pytest.mark.parametrize("ruleset", ["seed", "published"])
def test_y20_day_21_lowest_score_starts_in_4p(ruleset):
    # Y-20: "day 20 started by A; scores after day 20: A 40, B 35, C 35, D 50 → day 21: C
    # starts (tied with B, acted later on day 20); order C, B, A, D (both)."
    s = rolled(game(4, ruleset, start=A), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    s["week"], s["day"] = 3, 6
    for seat, vp in zip((A, B, C, D), (40, 35, 35, 50), strict=True):
        s["players"][seat]["vp"] = vp
    s = turn(s, D, "after")
    s, ev = do(s, D, type="end_turn")
    assert s["order"] == [C, B, A, D] and s["start"] == C
    assert {"type": "day_started", "week": 3, "day": 7, "day_number": 21, "start": C,
            "order": [C, B, A, D]} in ev


def test_day_21_in_3p_keeps_the_normal_rotation():
    # "2 and 3 players: no exception"
    s = rolled(game(3, start=A), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    s["week"], s["day"] = 3, 6
    s["players"][B]["vp"] = -1  # lowest, yet no exception
    s = turn(s, C, "after")
    s, _ = do(s, C, type="end_turn")
    assert s["start"] == C and s["order"] == [C, A, B]


# -- two players --------------------------------------------------------------------------------
def test_y21_two_players(monkeypatch):
    # Y-21: "2p, 8 white dice; S is start player → order S, O, S. S builds only in an action,
    # by setting aside any row left (all-yellow too) and paying. O takes a row holding S's
    # yellow dice → O counts the white dice only; those yellow dice are removed."
    START, OTHER = A, B
    s = game(2, start=START)
    assert s["order"] == [START, OTHER, START]
    s["players"][START]["gold"] = 10
    s, _ = do(s, START, type="buy_yellow")
    s, _ = do(s, START, type="buy_yellow")
    seen = {}

    def roll(rng, white, yellow):
        seen["dice"] = (white, yellow)
        return [1, 1, 2, 2, 3, 3, 4, 6], [3, 5]

    monkeypatch.setattr(tower, "roll", roll)
    s, _ = do(s, START, type="roll")
    assert seen["dice"] == (8, 2)  # "8 white dice"
    assert rows(s) == {1: (1, 2, 0), 2: (2, 2, 0), 3: (3, 2, 1), 4: (4, 1, 0), 5: (5, 0, 1),
                       6: (6, 1, 0)}
    # No free build step: building is a dice action with a row.
    s["players"][START]["camels"] = 2
    legal = E.legal_actions(s, START)
    assert {"type": "build_row", "row": "row5", "building": "building1", "card": "none"} in legal
    assert not any(a["type"] == "build" for a in legal)
    refused(s, START, "build_with_row", type="build", building="building1", card="none")
    s, ev = do(s, START, type="build_row", row="row5", building="building1", card="none")
    assert s["taken"][4] == START and s["players"][START]["buildings"] == ["building1"]
    assert {"type": "row_used", "player": START, "row": "row5", "use": "build", "dice": 1,
            "face": 5, "boost": None} in ev
    if s["step"] == "after":
        s, _ = do(s, START, type="end_turn")
    assert E.to_act(s) == [OTHER]
    # Yellow dice stay all day for S: O counts the white dice of the mixed row 3 only.
    assert rows(s)[3] == (3, 2, 1)
    s, ev = do(s, OTHER, type="take_action", row="row3", boost="none")
    assert s["cubes"] == {"quarter": "BARREL", "left": 2} or s["souks"]["BARREL_A"] != [None, None]
    assert {"type": "yellow_removed", "row": "row3"} in ev
    assert rows(s)[3] == (3, 2, 0)
    while s["step"] == "place":
        s, _ = do(s, OTHER, **E.default_action(s, OTHER))
    if s["step"] == "after":
        s, _ = do(s, OTHER, type="end_turn")
    assert E.to_act(s) == [START] and s["turn_index"] == 2  # START acts again


def test_two_player_other_cannot_take_an_all_yellow_row():
    START, OTHER = A, B
    s = rolled(game(2, start=START), [1, 1, 2, 2, 3, 3, 4, 6], [5])
    s = turn(s, OTHER)
    s["turn_index"] = 1
    assert 5 not in eng_rows(s, OTHER)
    refused(s, OTHER, "row_yellow_only", type="take_card", row="row5")
    s["turn_index"] = 2
    assert 5 in eng_rows(s, START)


def test_two_player_start_alternates_and_day_21_lower_score_starts():
    # "the start player alternates daily"; "Day 21: the lower score starts (tie: normal
    # alternation)."
    s = rolled(game(2, start=A), [1, 2, 3, 4, 5, 6, 6, 6])
    s = turn(s, A, "after")
    s["turn_index"] = 2
    s, _ = do(s, A, type="end_turn")
    assert s["start"] == B and s["order"] == [B, A, B]
    for vps, expected in (((10, 3), B), ((3, 10), A), ((5, 5), B)):
        t = rolled(game(2, start=A), [1, 2, 3, 4, 5, 6, 6, 6])
        t["week"], t["day"] = 3, 6
        t["players"][A]["vp"], t["players"][B]["vp"] = vps
        t = turn(t, A, "after")
        t["turn_index"] = 2
        t, _ = do(t, A, type="end_turn")
        assert t["start"] == expected, vps


def test_two_player_cards_h_and_i_do_not_waive_the_row():
    s = rolled(game(2, start=A), [1, 1, 2, 2, 3, 3, 4, 6])
    s["players"][A].update(camels=0, gold=4, hand=["card_h"])
    s2, _ = do(s, A, type="build_row", row="row1", building="building5", card="card_h")
    assert s2["taken"][0] == A and s2["players"][A]["gold"] == 0


# -- the end ------------------------------------------------------------------------------------
def test_game_ends_after_week_3_with_a_shared_win_on_a_tie():
    # "After week 3, most VP wins. Ties: shared win"; camels > gold > cards only orders the list
    s = rolled(game(3, start=A), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    s["week"], s["day"] = 3, 7
    for seat, (vp, camels) in enumerate(((30, 1), (30, 5), (12, 9))):
        s["players"][seat].update(vp=vp, camels=camels)
    s = turn(s, C, "after")
    s, ev = do(s, C, type="end_turn")
    assert E.is_over(s) and E.to_act(s) == []
    res = E.result(s)
    assert res.winners == [A, B] and res.ranking == [B, A, C]
    assert ev[-1] == {"type": "game_over", "ended_by": "finish", "winners": [A, B],
                      "ranking": [B, A, C], "vp": [30, 30, 12]}
    assert E.legal_actions(s, A) == [] and E.default_action(s, A) is None
    refused(s, A, "game_over", type="end_turn")
    assert E.view(s, None)["result"] == {"ranking": [B, A, C], "winners": [A, B],
                                         "vp": [30, 30, 12]}


def test_resigning_skips_the_player_and_the_last_one_wins():
    s = rolled(game(3, start=A), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    s, ev = do(s, B, type="resign")
    assert types(ev) == ["resigned"] and E.to_act(s) == [A]
    s, _ = do(s, A, type="take_action", row="row1", boost="none")
    if s["step"] == "after":
        s, _ = do(s, A, type="end_turn")
    assert E.to_act(s) == [C]  # B is skipped
    assert E.legal_actions(s, B) == []
    refused(s, B, "resigned", type="resign")
    s, ev = do(s, C, type="resign")
    assert E.is_over(s) and E.result(s).winners == [A]
    assert E.result(s).ranking == [A, C, B]


def test_resigning_start_player_before_the_roll_hands_the_day_on():
    s = game(4, start=A)
    s["players"][A]["gold"] = 3
    s, _ = do(s, A, type="buy_yellow")
    s, ev = do(s, A, type="resign")
    assert s["start"] == B and s["order"] == [B, C, D] and s["yellow"] == 0
    assert s["players"][A]["gold"] == 3 and E.to_act(s) == [B]


def test_resigning_owner_answers_send():
    s = supervisor_game(4)
    put(s, "BAG_C.0", B)
    s["players"][B]["camels"] = 2
    s["players"][A]["hand"] = ["card_a"]
    s, _ = do(s, A, type="move_supervisor", row="row3", to="W3")
    s, ev = do(s, B, type="resign")
    assert s["caravan"] == [B] and s["souks"]["BAG_C"][0] is None and E.to_act(s) == [A]


def test_an_owner_resigning_before_the_mover_orders_leaves_the_order_to_the_mover():
    s = supervisor_game(4)
    put(s, "BARREL_A.0", B)
    put(s, "VASE_A.0", C)
    s["players"][C]["camels"] = 1
    s, _ = do(s, A, type="move_supervisor", row="row1", to="E1")
    s, _ = do(s, B, type="resign")
    assert s["step"] == "order" and E.to_act(s) == [A]
    s, _ = do(s, A, type="send_first", shop="VASE_A.0")
    assert E.to_act(s) == [C]
    s, ev = do(s, C, type="send_cube", shop="VASE_A.0")
    assert s["caravan"] == [C, B]


def test_a_mover_resigning_sends_the_cubes_in_board_order():
    s = supervisor_game(4)
    put(s, "BARREL_A.0", B)
    put(s, "VASE_A.0", C)
    s, _ = do(s, A, type="move_supervisor", row="row1", to="E1")
    s, ev = do(s, A, type="resign")
    assert s["caravan"] == [B, C] and E.to_act(s) == [B]


# -- contract details -----------------------------------------------------------------------
def test_apply_never_mutates_and_errors_are_codes():
    s = rolled(game(3), [1, 2, 3, 4, 5, 6, 6, 6, 6])
    before = copy.deepcopy(s)
    E.apply(s, A, {"type": "take_action", "row": "row1", "boost": "none"})
    assert s == before
    for bad, code in (("x", "malformed_action"), ({"type": "fly"}, "unknown_action"),
                      ({"type": "take_card"}, "missing_fields"),
                      ({"type": "end_turn", "x": 1}, "unexpected_fields"),
                      ({"type": "play", "card": "card_z"}, "bad_card")):
        refused_any(s, A, bad, code)
    with pytest.raises(RuleError) as err:
        E.apply(s, 7, {"type": "end_turn"})
    assert err.value.code == "not_in_game"


def refused_any(s: dict, seat: int, action, code: str) -> None:
    with pytest.raises(RuleError) as err:
        E.apply(s, seat, action)
    assert err.value.code == code


def test_undo_barrier():
    # "True when the action revealed something (rolled dice, drew a card) or let another
    # player act"
    s = game(3, start=A)
    s["players"][A]["gold"] = 3
    s2, ev = do(s, A, type="buy_yellow")
    assert not E.undo_barrier(s, A, {"type": "buy_yellow"}, ev)
    s3, ev = do(s2, A, type="roll")
    assert E.undo_barrier(s2, A, {"type": "roll"}, ev)
    s3 = rolled(s3, [1, 2, 3, 4, 5, 6, 6, 6, 6])
    s3["players"][A]["hand"] = ["card_a"]
    a = {"type": "take_action", "row": "row1", "boost": "none"}
    s4, ev = E.apply(s3, A, a)
    assert s4["step"] == "after" and not E.undo_barrier(s3, A, a, ev)
    a = {"type": "take_card", "row": "row2"}
    assert E.undo_barrier(s3, A, a, E.apply(s3, A, a)[1])
    a = {"type": "end_turn"}
    assert E.undo_barrier(s4, A, a, E.apply(s4, A, a)[1])
    m = supervisor_game(4)
    put(m, "BAG_C.0", B)
    m["players"][B]["camels"] = 2
    a = {"type": "move_supervisor", "row": "row3", "to": "W3"}
    m2, ev = E.apply(m, A, a)
    assert E.undo_barrier(m, A, a, ev)  # B must answer now
    a = {"type": "pay_camel", "shop": "BAG_C.0"}
    assert E.undo_barrier(m2, B, a, E.apply(m2, B, a)[1])


def test_default_action_is_always_legal_and_documented_per_step():
    s = game(3, start=A)
    assert E.default_action(s, A) == {"type": "roll"} and E.default_action(s, B) is None
    s = rolled(s, [1, 1, 1, 2, 2, 3, 4, 5, 6])
    assert E.default_action(s, A) == {"type": "take_card", "row": "row3"}  # fewest dice
    s, _ = do(s, A, type="take_action", row="row2", boost="none")
    assert E.default_action(s, A)["type"] == "place_cube"
    s["step"], s["cubes"] = "after", None
    assert E.default_action(s, A) == {"type": "end_turn"}


def test_every_event_and_error_code_is_declared():
    # The message catalogues are written from EVENT_CODES and ERROR_CODES.
    from pathlib import Path

    from games.yspahan import engine as module

    source = "".join(p.read_text() for p in Path(module.__file__).parent.glob("*.py"))
    errors = set(re.findall(r'RuleError\(\s*"(\w+)"', source)) | {"not_in_game"}
    errors |= set(re.findall(r'RuleError\("\w+" if .* else "(\w+)"', source))
    assert errors == set(module.ERROR_CODES)
    types_in_source = set(re.findall(r'\{"type": "(\w+)"', source))
    assert types_in_source - set(module.ACTION_KEYS) == set(module.EVENT_CODES)
    seen = {e["type"] for p in playouts(3, seed=4) for evs in p["events"] for e in evs}
    assert seen <= set(module.EVENT_CODES)


def test_no_prose_in_events_or_errors():
    # "No user-facing prose anywhere in the engine (only codes and params)"
    word = re.compile(r"^[A-Za-z0-9_.]*$")

    def walk(value):
        if isinstance(value, str):
            assert word.match(value), value
        elif isinstance(value, dict):
            for k, v in value.items():
                walk(k)
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for play in playouts(6, seed=3):
        for events in play["events"]:
            walk(events)
        walk(play["errors"])


# -- random playouts ------------------------------------------------------------------------
def mutations(rng: random.Random, legal: list[dict]) -> list[dict]:
    out = []
    for action in rng.sample(legal, min(4, len(legal))):
        for other in rng.sample(legal, min(4, len(legal))):
            mutated = {**action}
            for key in set(other) - {"type"}:
                if key in mutated:
                    mutated[key] = other[key]
            if mutated not in legal:
                out.append(mutated)
    for action in rng.sample(legal, min(2, len(legal))):
        for key in set(action) - {"type"}:
            out.append({**action, key: "nonsense"})
    return out


def playouts(count: int, seed: int = 0, deep_every: int = 9) -> list[dict]:
    """Whole random games over 2/3/4 players and both rulesets, checking the contract on the
    way. Returns what each game produced (events per action, error codes seen)."""
    results = []
    for g in range(count):
        rng = random.Random(seed * 10_000 + g)
        n = 2 + g % 3
        ruleset = ("seed", "published")[(g // 3) % 2]
        game_seed = rng.randrange(2**32)
        s = E.new(n, game_seed, {"ruleset": ruleset})
        all_events, errors, log = [], [], []
        for step in range(3000):
            if E.is_over(s):
                break
            waiting = E.to_act(s)
            assert waiting
            deep = step % deep_every == 0
            if deep:
                assert json.loads(json.dumps(s)) == s
                pub = E.view(s, None)
                assert "you" not in pub and all(
                    "hand" not in p for p in pub["players"]) and isinstance(pub["deck"], int)
                other = yspahan_hidden.scramble(s, rng)
                assert E.view(other, None) == pub  # the public view is blind to secrets
                for seat in range(n):
                    legal = E.legal_actions(s, seat)
                    assert (seat in waiting) == any(a["type"] != "resign" for a in legal)
                    for action in legal:
                        E.apply(s, seat, action)  # every listed action applies
                        assert E.spec(action["type"]) is not None
                        names = {p.name for p in E.spec(action["type"]).params}
                        assert set(action) - {"type"} <= names
                    for bad in mutations(rng, legal):
                        with pytest.raises(RuleError) as err:
                            E.apply(s, seat, bad)
                        errors.append(err.value.code)
                    d = E.default_action(s, seat)
                    assert (d is None) == (seat not in waiting)
                    if d is not None:
                        assert d in legal
            seat = rng.choice(waiting)
            legal = [a for a in E.legal_actions(s, seat) if a["type"] != "resign"]
            action = typed_random_move(legal, rng)
            before = s
            s, events = E.apply(s, seat, action)
            log.append((seat, action))
            for other_seat in set(waiting) & set(E.to_act(s)):
                key = E.decision_key(before, other_seat)
                if key is not None and key == E.decision_key(s, other_seat):
                    assert E.legal_actions(before, other_seat) == E.legal_actions(s, other_seat)
            for e in events:
                assert isinstance(e["type"], str)
                if "private_to" in e:
                    assert e["type"] in ("card_received", "cube_choice")
            all_events.append(events)
        else:
            raise AssertionError("the game did not end")
        assert E.is_over(s) and json.loads(json.dumps(s)) == s
        assert (s["week"], s["day"]) == (3, 7) and E.result(s).winners
        assert replay(E, n, game_seed, {"ruleset": ruleset}, log) == s  # deterministic
        results.append({"state": s, "events": all_events, "errors": errors})
    return results


# Whole games played out: make test runs them; the fast tier's sample of this contract is
# the game's short playout in tests/test_engine_contract.py.
@pytest.mark.slow
def test_random_playouts_small():
    plays = playouts(12, seed=1)
    codes = {c for p in plays for c in p["errors"]}
    assert len(codes) > 5 and codes <= set(ERROR_CODES)
    kinds = {e["type"] for p in plays for evs in p["events"] for e in evs}
    assert {"rolled", "row_used", "card_played", "built", "supervisor_moved",
            "caravan_entered", "week_scored", "game_over"} <= kinds


@pytest.mark.slow
def test_random_playouts_200_games():
    plays = playouts(200, seed=2, deep_every=25)
    assert len(plays) == 200


def test_a_turn_ends_by_itself_only_when_that_reveals_nothing_about_the_hand():
    # Card h only goes with a building, so A holding just h has nothing to do after the
    # action; ending the turn by itself would tell everyone A has no playable card. Only an
    # empty hand (the count is public) lets the turn end without A's end_turn.
    def after_camels(hand: list[str]) -> dict:
        # Two players: buildings come with a row there, so after the action only cards remain.
        s = rolled(game(2), [1, 1, 2, 3, 4, 5, 6, 6, 6])
        s["players"][A]["hand"] = list(hand)
        s, _ = do(s, A, type="take_action", row="row1", boost="none")
        return s

    held = after_camels(["card_h"])
    assert held["step"] == "after" and E.to_act(held) == [A]
    assert {a["type"] for a in E.legal_actions(held, A)} == {"end_turn", "resign"}
    empty = after_camels([])
    assert E.to_act(empty) != [A]


def test_the_final_board_shows_the_market_the_last_week_was_scored_on():
    """Issue 28, item 19: the final board showed an emptied market, as if a fourth week were
    about to start. After the last week the souks stay as they were scored."""
    rng = random.Random(7)
    for g in range(6):
        s = E.new(2 + g % 3, rng.randrange(2**32), {"ruleset": ("seed", "published")[g % 2]})
        before = None
        for _ in range(5000):
            if E.is_over(s):
                break
            seat = E.to_act(s)[0]
            choices = [a for a in E.legal_actions(s, seat) if a["type"] != "resign"]
            before = s["souks"]
            s, events = E.apply(s, seat, rng.choice(choices))
        assert E.is_over(s) and s["ended_by"] == "finish"
        scored = next(e for e in events if e["type"] == "week_scored")
        assert scored["week"] == 3 and not any(e["type"] == "week_reset" for e in events)
        assert s["souks"] == before  # the market as it was when the last week was scored
        assert any(owner is not None for souk in s["souks"].values() for owner in souk)
        view = E.view(s, None)
        assert view["souks"] == s["souks"]
