"""Rules tests for the Caravane engine (shared/rules/caravane.md is the authority)."""

from __future__ import annotations

import copy
import json
import random

import pytest

from games.base import TEMPLATE, RuleError
from games.caravane import AWARDS, ENGINE, SILK_TOTAL, SPECIAL, STAGE_LENGTHS

E = ENGINE


def new(players: int = 5, variant: str = "standard") -> dict:
    return E.new(players, seed=1, options={"variant": variant})


def bid_round(state: dict, bids: dict[int, int]) -> tuple[dict, list[dict]]:
    """Every listed seat bids (in seat order); returns the state and all events."""
    events: list[dict] = []
    for seat in sorted(bids):
        state, ev = E.apply(state, seat, {"type": "bid", "amount": bids[seat]})
        events += ev
    return state, events


def at_stage(stage: int, positions: list[int], players: int | None = None) -> dict:
    """A standard game put in ``stage`` with camels at ``positions`` (test set-up)."""
    state = new(players or len(positions))
    state["stage"] = stage
    for pl, pos in zip(state["players"], positions, strict=True):
        pl["pos"] = pos
    return state


def concrete(state: dict, seat: int) -> list[dict]:
    """The legal actions with every bid template spelled out (amounts 0..max)."""
    out = []
    for a in E.legal_actions(state, seat):
        if a.get(TEMPLATE) and a["type"] in ("bid", "bid_bag"):
            out += [{"type": a["type"], "amount": n} for n in range(a["amount_max"] + 1)]
        elif not a.get(TEMPLATE):
            out.append(a)
    return out


def codes(excinfo) -> str:
    return excinfo.value.code


def of_type(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


def silk_conserved(state: dict) -> bool:
    return sum(p["silk"] for p in state["players"]) + state["bank"] == SILK_TOTAL


# -- movement -------------------------------------------------------------------------------
def test_seed_example_moves_5_4_4_4_1():
    state, events = bid_round(new(5), {0: 4, 1: 2, 2: 2, 3: 2, 4: 0})
    assert [p["pos"] for p in state["players"]] == [5, 4, 4, 4, 1]
    moved = {e["player"]: e for e in of_type(events, "moved")}
    assert [moved[p]["rank"] for p in range(5)] == [1, 2, 2, 2, 5]
    assert [moved[p]["squares"] for p in range(5)] == [5, 4, 4, 4, 1]
    # Bids are spent; square 4 of stage 1 gives +2 gourds to the three who land on it.
    assert [p["tiers"][0] for p in state["players"]] == [11, 15, 15, 15, 15]
    assert state["round"] == 2
    assert state["last_reveal"]["moves"][0]["player"] == 0


def test_best_bid_moves_one_less_after_an_arrival():
    state = at_stage(1, [16, 0, 0, 0, 0])  # seat 0 already at the palace
    state["arrivals"][0] = [{"player": 0, "place": 1, "tied": False, "round": 1, "silk": 4}]
    state, _ = bid_round(state, {1: 5, 2: 3, 3: 2, 4: 1})
    assert [p["pos"] for p in state["players"]] == [16, 4, 3, 2, 1]


def test_arrived_player_cannot_bid_and_is_not_asked():
    state = at_stage(1, [16, 0, 0])
    assert E.to_act(state) == [1, 2]
    assert E.legal_actions(state, 0) == [{"type": "resign"}]
    with pytest.raises(RuleError, match="already_arrived"):
        E.apply(state, 0, {"type": "bid", "amount": 1})


def test_move_stops_at_the_palace():
    state, events = bid_round(at_stage(1, [14, 0]), {0: 3, 1: 0})
    assert state["players"][0]["pos"] == 16  # the palace of stage 1
    assert of_type(events, "moved")[0]["squares"] == 2
    state, events = bid_round(at_stage(1, [15, 0]), {0: 3, 1: 0})
    assert of_type(events, "moved")[0]["squares"] == 1


# -- arrivals and awards ----------------------------------------------------------------------
def test_arrivals_ordered_by_rank_with_ties_sharing_a_place():
    state = at_stage(1, [12, 13, 14, 15])
    state, events = bid_round(state, {0: 5, 1: 3, 2: 3, 3: 0})
    arrivals = state["arrivals"][0]
    assert [(a["player"], a["place"], a["tied"]) for a in arrivals] == [
        (0, 1, False),
        (1, 2, True),
        (2, 2, True),
        (3, 4, False),
    ]
    assert [p["silk"] for p in state["players"]] == [4, 3, 3, 1]
    assert [e["player"] for e in of_type(events, "arrived")] == [0, 1, 2, 3]
    assert silk_conserved(state)


def test_later_arrival_skips_places_already_taken():
    state = at_stage(1, [13, 13, 0])
    state, _ = bid_round(state, {0: 2, 1: 2, 2: 0})  # both move 3 -> palace, tied 1st
    assert [a["place"] for a in state["arrivals"][0]] == [1, 1]
    state["players"][2]["pos"] = 15
    state, _ = bid_round(state, {2: 0})
    assert state["arrivals"][0][-1]["place"] == 3
    assert [p["silk"] for p in state["players"]] == [4, 4, 2]


@pytest.mark.parametrize("stage", [1, 2, 3])
def test_palace_awards_follow_the_stage_table(stage):
    last = STAGE_LENGTHS[stage - 1]
    state = at_stage(stage, [last] * 5)
    for pl in state["players"]:
        pl["tiers"] = [10, 10, 10]
    state, events = bid_round(state, {0: 4, 1: 3, 2: 2, 3: 1, 4: 0})
    assert [e["silk"] for e in of_type(events, "arrived")] == list(AWARDS[stage - 1])
    if stage < 3:
        assert state["stage"] == stage + 1
    else:
        assert E.is_over(state)


def test_two_players_use_the_first_columns():
    state = at_stage(3, [19, 19])
    state, _ = bid_round(state, {0: 1, 1: 0})
    assert [p["silk"] for p in state["players"]] == [7, 5]
    assert E.result(state).winners == [0]


def test_silk_bank_caps_awards_in_arrival_order():
    state = at_stage(3, [19, 19, 19])
    state["bank"] = 9
    state["players"][2]["silk"] = SILK_TOTAL - 9
    state, events = bid_round(state, {0: 3, 1: 2, 2: 0})
    assert [e["silk"] for e in of_type(events, "arrived")] == [7, 2, 0]
    assert state["bank"] == 0
    assert silk_conserved(state)


# -- special squares --------------------------------------------------------------------------
SQUARES = [(stage + 1, sq, eff) for stage, table in enumerate(SPECIAL) for sq, eff in table.items()]


@pytest.mark.parametrize(("stage", "square", "effect"), SQUARES)
def test_each_special_square(stage, square, effect):
    state = at_stage(stage, [square - 2, 0])
    tier = stage - 1
    state["players"][0]["tiers"][tier] = 10
    state["players"][0]["silk"] = 3
    state["bank"] = SILK_TOTAL - 3
    state, events = bid_round(state, {0: 1, 1: 0})  # seat 0 moves 2 onto the square
    me = state["players"][0]
    assert me["pos"] == square
    expected = {
        "gourds+2": (11, 3),
        "gourds-2": (7, 3),
        "silk+1": (9, 4),
        "silk-1": (9, 2),
    }[effect]
    assert (me["tiers"][tier], me["silk"]) == expected
    assert of_type(events, "square") == [
        {
            "type": "square",
            "player": 0,
            "square": square,
            "effect": effect,
            "silk_change": {"silk+1": 1, "silk-1": -1}.get(effect, 0),
        }
    ]
    assert silk_conserved(state)


def test_passing_over_a_special_square_does_nothing():
    state, events = bid_round(at_stage(1, [2, 0]), {0: 1, 1: 0})  # moves 2: lands on 4
    assert state["players"][0]["tiers"][0] == 16 and of_type(events, "square")
    state, events = bid_round(at_stage(1, [3, 0]), {0: 1, 1: 0})  # 3 -> 5 passes 4
    assert state["players"][0]["pos"] == 5
    assert state["players"][0]["tiers"][0] == 14
    assert of_type(events, "square") == []


def test_minus_squares_never_go_below_zero():
    state = at_stage(1, [5, 11])
    state["players"][0]["tiers"][0] = 1  # bids 1, then has 0 on the -2 square
    state, events = bid_round(state, {0: 1, 1: 0})
    assert state["players"][0]["pos"] == 7 and state["players"][0]["tiers"][0] == 0
    assert state["players"][1]["pos"] == 12  # moved 1 from 11: not special
    state = at_stage(1, [11, 0])
    state, events = bid_round(state, {0: 1, 1: 0})  # lands on 13 (-1 silk) with 0 silk
    assert state["players"][0]["silk"] == 0 and state["bank"] == SILK_TOTAL
    assert of_type(events, "square")[0]["silk_change"] == 0


def test_plus_silk_with_an_empty_bank_gives_nothing():
    state = at_stage(1, [8, 0])
    state["bank"], state["players"][1]["silk"] = 0, SILK_TOTAL
    state, _ = bid_round(state, {0: 1, 1: 0})
    assert state["players"][0]["pos"] == 10 and state["players"][0]["silk"] == 0
    assert silk_conserved(state)


# -- stages and the end -------------------------------------------------------------------------
def test_stage_transition_loses_old_tier_and_resets_positions():
    state = at_stage(1, [15, 15, 15])
    state, events = bid_round(state, {0: 3, 1: 2, 2: 0})
    assert state["stage"] == 2 and state["round"] == 1
    assert [p["pos"] for p in state["players"]] == [0, 0, 0]
    assert [p["tiers"] for p in state["players"]] == [[0, 25, 20]] * 3
    assert of_type(events, "stage_started") == [{"type": "stage_started", "stage": 2}]
    assert E.legal_actions(state, 0) == [{"type": "bid", TEMPLATE: True, "amount_max": 25},
                                         {"type": "resign"}]


def test_stage_waits_until_everyone_arrives():
    state = at_stage(1, [15, 0, 0])
    state, _ = bid_round(state, {0: 3, 1: 2, 2: 0})
    assert state["stage"] == 1 and E.to_act(state) == [1, 2]


def final_state(silk: list[int], bids: dict[int, int]) -> dict:
    """Everybody one square from the final palace with ``silk``; the bids finish the game."""
    state = at_stage(3, [19] * len(silk))
    for pl, s in zip(state["players"], silk, strict=True):
        pl["silk"] = s
    state["bank"] = SILK_TOTAL - sum(silk)
    state, _ = bid_round(state, bids)
    assert E.is_over(state)
    return state


def test_most_silk_wins():
    state = final_state([20, 5, 5], {0: 0, 1: 2, 2: 1})  # 20+4 vs 5+7 vs 5+5
    res = E.result(state)
    assert res.winners == [0] and res.ranking == [0, 1, 2]
    assert res.scores == {0: 24, 1: 12, 2: 10}


def test_silk_tie_goes_to_first_at_final_palace():
    state = final_state([10, 12, 0], {0: 2, 1: 1, 2: 0})  # 17 vs 17 vs 4
    res = E.result(state)
    assert res.winners == [0] and res.ranking == [0, 1, 2]


def test_tied_arrival_and_silk_share_the_win():
    state = final_state([10, 10, 11], {0: 2, 1: 2, 2: 0})  # 17, 17, 11 + 4 = 15
    res = E.result(state)
    assert res.winners == [0, 1] and res.ranking == [0, 1, 2]
    view = E.view(state, None)
    assert view["finished"] and view["result"]["winners"] == [0, 1]
    assert view["result"]["scores"] == [17, 17, 15]
    assert E.to_act(state) == [] and E.legal_actions(state, 0) == []


# -- Champions ----------------------------------------------------------------------------------
def champions_started(splits: list[tuple[list[int], list[int]]]) -> dict:
    state = new(len(splits), "champions")
    for seat, (tiers, bags) in enumerate(splits):
        state, _ = E.apply(state, seat, {"type": "setup", "tiers": tiers, "bags": bags})
    assert state["phase"] == "race"
    return state


@pytest.mark.parametrize(
    ("tiers", "bags"),
    [
        ([20, 20, 19], [1, 2, 3]),  # 59
        ([30, 31, 0], [1, 2, 3]),  # 61
        ([-1, 31, 30], [1, 2, 3]),
        ([20, 20], [1, 2, 3]),
        ([20, 20, 20, 0], [1, 2, 3]),
        ([20.0, 20, 20], [1, 2, 3]),
        ([True, 29, 30], [1, 2, 3]),
        ("20,20,20", [1, 2, 3]),
        (None, None),
        ([20, 20, 20], [1, 1, 3]),
        ([20, 20, 20], [1, 2]),
        ([20, 20, 20], [0, 1, 2]),
        ([20, 20, 20], None),
        ([20, 20, 20], [True, 2, 3]),
    ],
)
def test_setup_validation(tiers, bags):
    state = new(3, "champions")
    before = copy.deepcopy(state)
    with pytest.raises(RuleError):
        E.apply(state, 0, {"type": "setup", "tiers": tiers, "bags": bags})
    assert state == before


def test_setup_is_secret_changeable_and_starts_the_race():
    state = new(2, "champions")
    assert E.to_act(state) == [0, 1]
    assert E.legal_actions(state, 0) == [
        {"type": "setup", TEMPLATE: True, "tiers_total": 60, "bags_of": [1, 2, 3]},
        {"type": "resign"}]
    with pytest.raises(RuleError, match="race_not_started"):
        E.apply(state, 0, {"type": "bid", "amount": 0})
    a, _ = E.apply(state, 0, {"type": "setup", "tiers": [60, 0, 0], "bags": [3, 2, 1]})
    b, _ = E.apply(state, 0, {"type": "setup", "tiers": [0, 0, 60], "bags": [1, 2, 3]})
    assert E.view(a, None) == E.view(b, None)
    assert E.view(a, 0)["you"]["setup"] == {"tiers": [60, 0, 0], "bags": [3, 2, 1]}
    assert E.to_act(b) == [1] and b["phase"] == "setup"
    b, _ = E.apply(b, 0, {"type": "setup", "tiers": [10, 30, 20], "bags": [2, 3, 1]})
    b, events = E.apply(b, 1, {"type": "setup", "tiers": [20, 20, 20], "bags": [1, 2, 3]})
    assert b["phase"] == "race" and of_type(events, "race_started")
    assert E.view(b, 0)["you"]["tiers"] == [10, 30, 20]
    with pytest.raises(RuleError, match="race_started"):
        E.apply(b, 0, {"type": "setup", "tiers": [20, 20, 20], "bags": [1, 2, 3]})


def test_food_bag_adds_to_the_bid_and_is_used_once():
    state = champions_started([([15, 25, 20], [3, 2, 1]), ([15, 25, 20], [1, 2, 3])])
    assert {"type": "bid_bag", "amount": 2} in concrete(state, 0)
    state, events = E.apply(state, 0, {"type": "bid_bag", "amount": 2})
    assert of_type(events, "bag_announced")[0]["must_revise"] == []  # nobody had bid yet
    state, _ = E.apply(state, 1, {"type": "bid", "amount": 4})
    moves = {m["player"]: m for m in state["last_reveal"]["moves"]}
    assert moves[0]["total"] == 5 and moves[0]["bag"] == 3 and moves[0]["rank"] == 1
    assert state["players"][0]["tiers"][0] == 13  # the bag is not taken from the tier
    assert state["players"][0]["bags_used"] == [True, False, False]
    assert E.view(state, 0)["you"]["bags_left"] == [2, 1]
    assert all(a["type"] != "bid_bag" for a in E.legal_actions(state, 0))
    with pytest.raises(RuleError, match="bag_used"):
        E.apply(state, 0, {"type": "bid_bag", "amount": 0})


def test_bag_announcement_forces_revise_or_keep_before_reveal():
    """Seed: "il doit l'annoncer à ses adversaires afin de leur permettre de réviser ou non
    leurs offres, et ce même s'ils l'ont déjà validé" — the only way a placed bid reopens."""
    state = champions_started([([15, 25, 20], [1, 2, 3])] * 3)
    state, _ = E.apply(state, 1, {"type": "bid", "amount": 3})
    state, _ = E.apply(state, 2, {"type": "bid", "amount": 1})
    state, events = E.apply(state, 0, {"type": "bid_bag", "amount": 3})
    assert of_type(events, "moved") == []  # no reveal yet
    assert of_type(events, "bag_announced")[0]["must_revise"] == [1, 2]
    assert E.to_act(state) == [1, 2]
    public = E.view(state, None)
    assert public["players"][0]["bag_announced"] and public["players"][1]["must_revise"]
    assert {"type": "keep"} in E.legal_actions(state, 1)
    assert {"type": "keep"} not in E.legal_actions(state, 0)
    with pytest.raises(RuleError, match="nothing_to_keep"):
        E.apply(state, 0, {"type": "keep"})
    # The announcer's bid is placed: final, like any other.
    assert E.legal_actions(state, 0) == [{"type": "resign"}]
    with pytest.raises(RuleError, match="bid_final"):
        E.apply(state, 0, {"type": "bid_bag", "amount": 1})
    # Those reopened may bid again (the new bid replaces the old) or keep.
    assert {"type": "bid", "amount": 0} in concrete(state, 1)
    state, events = E.apply(state, 1, {"type": "keep"})
    assert of_type(events, "moved") == [] and E.to_act(state) == [2]
    state, events = E.apply(state, 2, {"type": "bid", "amount": 5})
    ranks = {e["player"]: e["rank"] for e in of_type(events, "moved")}
    assert ranks == {2: 1, 0: 2, 1: 3}  # 5 > 3+1 > 3


def test_revision_with_a_bag_reopens_the_announcer():
    state = champions_started([([15, 25, 20], [1, 2, 3])] * 2)
    state, _ = E.apply(state, 1, {"type": "bid", "amount": 3})
    state, _ = E.apply(state, 0, {"type": "bid_bag", "amount": 3})
    state, events = E.apply(state, 1, {"type": "bid_bag", "amount": 2})
    assert of_type(events, "bag_announced")[0]["must_revise"] == [0]
    # Reopened, the announcer may only bid again with the bag it announced, or keep.
    assert [a["type"] for a in E.legal_actions(state, 0)] == ["bid_bag", "keep", "resign"]
    with pytest.raises(RuleError, match="bag_stays"):
        E.apply(state, 0, {"type": "bid", "amount": 1})
    state, events = E.apply(state, 0, {"type": "keep"})
    assert [e["total"] for e in of_type(events, "moved")] == [4, 3]


def test_standard_game_has_no_bags():
    state = new(3)
    assert all(a["type"] != "bid_bag" for a in E.legal_actions(state, 0))
    with pytest.raises(RuleError, match="no_bags_in_standard"):
        E.apply(state, 0, {"type": "bid_bag", "amount": 1})
    # The shape old action logs stored for a bag bid is read the same way.
    with pytest.raises(RuleError, match="no_bags_in_standard"):
        E.apply(state, 0, {"type": "bid", "amount": 1, "bag": True})


def test_old_logged_bag_bids_replay_as_bag_bids():
    state = champions_started([([15, 25, 20], [3, 2, 1]), ([15, 25, 20], [1, 2, 3])])
    old, _ = E.apply(state, 0, {"type": "bid", "amount": 2, "bag": True})
    new_, _ = E.apply(state, 0, {"type": "bid_bag", "amount": 2})
    assert old == new_


# -- bad input ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "action",
    [
        {"type": "bid", "amount": 16},
        {"type": "bid", "amount": -1},
        {"type": "bid", "amount": "x"},
        {"type": "bid", "amount": 2.0},
        {"type": "bid", "amount": True},
        {"type": "bid", "amount": None},
        {"type": "bid"},
        {"type": "bid", "amount": 1, "bag": "yes"},
        {"type": "bid", "amount": 1, "colour": "red"},
        {"type": "keep"},
        {"type": "setup", "tiers": [20, 20, 20], "bags": [1, 2, 3]},
        {"type": "fly"},
        {"amount": 3},
        {"type": None},
        {"type": ["bid"]},
        "bid",
        None,
    ],
)
def test_bad_input_raises_rule_error_and_leaves_state(action):
    state = new(3)
    before = copy.deepcopy(state)
    with pytest.raises(RuleError):
        E.apply(state, 0, action)
    assert state == before


@pytest.mark.parametrize("seat", [-1, 3, "0", None])
def test_unknown_seat_is_rejected(seat):
    with pytest.raises(RuleError):
        E.apply(new(3), seat, {"type": "bid", "amount": 0})


def test_acting_after_the_end_is_rejected():
    state = final_state([0, 0], {0: 1, 1: 0})
    for action in ({"type": "bid", "amount": 0}, {"type": "resign"}):
        with pytest.raises(RuleError, match="game_over"):
            E.apply(state, 0, action)


def test_a_placed_bid_is_final_and_secret():
    """Seed: "à ce moment, l'offre du joueur est validée et il ne peut plus la modifier"."""
    state = new(3)
    a, events = E.apply(state, 0, {"type": "bid", "amount": 7})
    assert events[0] == {"type": "bid_placed", "player": 0, "changed": False}
    assert events[1] == {"type": "bid_secret", "player": 0, "amount": 7, "bag": False,
                         "private_to": [0]}
    assert E.legal_actions(a, 0) == [{"type": "resign"}] and E.to_act(a) == [1, 2]
    with pytest.raises(RuleError, match="bid_final"):
        E.apply(a, 0, {"type": "bid", "amount": 2})
    b, _ = E.apply(state, 0, {"type": "bid", "amount": 2})
    a2, _ = E.apply(a, 1, {"type": "bid", "amount": 15})
    b2, _ = E.apply(b, 1, {"type": "bid", "amount": 0})
    assert E.view(a2, None) == E.view(b2, None)  # differ only in secret bids
    assert E.view(a2, None)["players"][0]["has_bid"] is True
    _, events = E.apply(b2, 2, {"type": "bid", "amount": 1})
    moves = {e["player"]: e["amount"] for e in of_type(events, "moved")}
    assert moves == {0: 2, 1: 0, 2: 1}


def test_a_lone_straggler_has_one_outcome_so_the_table_bids_for_them():
    """Rules: "a player of rank r moves A − r + 1 squares", A = players still travelling; the
    gourds left in the tier are lost when the stage ends. Alone, any bid moves one square."""
    state = at_stage(2, [26, 26, 9])  # stage 2 has 25 squares: 26 is the palace
    assert E.to_act(state) == [2]
    assert E.forced_action(state, 2) == {"type": "bid", "amount": 0}
    assert all(E.forced_action(state, s) is None for s in (0, 1))  # arrived: nothing to do
    outcomes = []
    for action in concrete(state, 2):
        if action["type"] == "resign":
            continue
        after, events = E.apply(state, 2, action)
        public = E.view(after, None)
        outcomes.append((public["players"], public["bank"], public["stage"],
                         E.view(after, 2)["you"]["tiers"][2:]))  # later tiers untouched
        assert of_type(events, "moved")[0]["squares"] == 1
    assert len(outcomes) > 1 and all(o[:3] == outcomes[0][:3] for o in outcomes)
    assert all(o[3] == outcomes[0][3] for o in outcomes)


def test_no_forced_bid_while_two_travel_or_outside_the_race():
    assert E.forced_action(at_stage(1, [3, 9]), 0) is None
    assert E.forced_action(new(3), 0) is None
    setup = new(3, "champions")
    assert E.forced_action(setup, 0) is None
    # Alone after the others arrived, but with a bid already placed: nothing to force.
    state = at_stage(1, [16, 5])
    placed, _ = E.apply(state, 1, {"type": "bid", "amount": 3})
    assert placed["players"][1]["pos"] == 6  # alone, the bid was revealed at once
    assert E.forced_action(placed, 1) == {"type": "bid", "amount": 0}  # the next round
    assert E.forced_action(final_state([0, 0], {0: 1, 1: 0}), 0) is None  # game over


def test_a_lone_champion_with_a_bag_still_has_one_outcome():
    state = champions_started([([15, 25, 20], [1, 2, 3])] * 2)
    state["players"][0]["pos"] = 16  # arrived at the first palace
    assert E.forced_action(state, 1) == {"type": "bid", "amount": 0}
    plain, _ = E.apply(state, 1, {"type": "bid", "amount": 0})
    bag, _ = E.apply(state, 1, {"type": "bid_bag", "amount": 15})
    assert plain["players"][1]["pos"] == bag["players"][1]["pos"] == 1


def test_decision_key_names_the_round_so_a_late_duplicate_bid_is_stale():
    state = new(2)
    key = E.decision_key(state, 1)
    state, _ = E.apply(state, 0, {"type": "bid", "amount": 1})
    assert E.decision_key(state, 1) == key  # another's bid does not touch Bob's decision
    state, _ = E.apply(state, 1, {"type": "bid", "amount": 0})
    assert state["round"] == 2 and E.decision_key(state, 1) != key


def test_undo_barrier_every_bid_is_final_a_split_is_not_until_the_race():
    # Rules: "A placed bid is final ... it cannot be changed or raised": never taken back.
    state = new(2)
    after, events = E.apply(state, 0, {"type": "bid", "amount": 1})
    assert E.undo_barrier(state, 0, {"type": "bid", "amount": 1}, events)
    _, events = E.apply(after, 1, {"type": "bid", "amount": 0})
    assert E.undo_barrier(after, 1, {"type": "bid", "amount": 0}, events)
    # The Champions split is not final in the rules: undoable until the last one starts the race.
    state = new(2, "champions")
    split = {"type": "setup", "tiers": [15, 25, 20], "bags": [1, 2, 3]}
    after, events = E.apply(state, 0, split)
    assert not E.undo_barrier(state, 0, split, events)
    raced, events = E.apply(after, 1, split)
    assert raced["phase"] == "race" and E.undo_barrier(after, 1, split, events)
    for action in ({"type": "bid", "amount": 0}, {"type": "bid_bag", "amount": 0}):
        _, events = E.apply(raced, 0, action)
        assert E.undo_barrier(raced, 0, action, events)


# -- resign ------------------------------------------------------------------------------------
def test_resign_mid_round_reduces_a_and_can_trigger_the_reveal():
    state = new(3)
    assert {"type": "resign"} in E.legal_actions(state, 2)
    state, _ = E.apply(state, 0, {"type": "bid", "amount": 3})
    state, _ = E.apply(state, 1, {"type": "bid", "amount": 1})
    state, events = E.apply(state, 2, {"type": "resign"})
    assert events[0] == {"type": "resigned", "player": 2}
    assert [p["pos"] for p in state["players"]][:2] == [2, 1]  # A = 2
    assert E.legal_actions(state, 2) == []
    with pytest.raises(RuleError, match="resigned"):
        E.apply(state, 2, {"type": "bid", "amount": 0})


def test_resign_ends_a_two_player_game():
    state = new(2)
    state, events = E.apply(state, 1, {"type": "resign"})
    assert E.is_over(state) and of_type(events, "game_over")
    res = E.result(state)
    assert res.winners == [0] and res.ranking == [0, 1]


def test_resigned_players_rank_last_and_keep_silk():
    state = new(4)
    state["players"][3]["silk"], state["bank"] = 9, SILK_TOTAL - 9
    state, _ = E.apply(state, 3, {"type": "resign"})
    state, _ = E.apply(state, 2, {"type": "resign"})
    state, _ = E.apply(state, 1, {"type": "resign"})
    res = E.result(state)
    assert res.ranking == [0, 1, 2, 3] and res.winners == [0]
    assert silk_conserved(state)


def test_resign_of_last_traveller_starts_next_stage():
    state = at_stage(1, [16, 16, 3])
    state, events = E.apply(state, 2, {"type": "resign"})
    assert state["stage"] == 2 and of_type(events, "stage_started")


def test_resign_during_champions_setup():
    state = new(3, "champions")
    state, _ = E.apply(state, 0, {"type": "setup", "tiers": [20, 20, 20], "bags": [1, 2, 3]})
    state, _ = E.apply(state, 1, {"type": "setup", "tiers": [20, 20, 20], "bags": [1, 2, 3]})
    state, events = E.apply(state, 2, {"type": "resign"})
    assert state["phase"] == "race" and of_type(events, "race_started")


# -- persistence, views, text -------------------------------------------------------------------
def test_state_round_trips_through_json():
    state = champions_started([([15, 25, 20], [1, 2, 3])] * 3)
    state, _ = E.apply(state, 0, {"type": "bid_bag", "amount": 3})
    state, _ = bid_round(state, {1: 2, 2: 1})
    assert json.loads(json.dumps(state)) == state


def test_public_view_hides_gourds_and_bids():
    state, _ = E.apply(new(3), 0, {"type": "bid", "amount": 9})
    public = json.dumps(E.view(state, None))
    assert "tiers" not in public and '"bid"' not in public and "you" not in public
    assert E.view(state, 0)["you"]["tiers"] == [15, 25, 20]


# -- random playouts ----------------------------------------------------------------------------
def random_setup(rng: random.Random) -> dict:
    first = rng.randint(0, 60)
    second = rng.randint(0, 60 - first)
    bags = [1, 2, 3]
    rng.shuffle(bags)
    return {"type": "setup", "tiers": [first, second, 60 - first - second], "bags": bags}


def pick(action: dict, rng: random.Random) -> dict:
    """A concrete action for a listed one (a random amount or split for a template)."""
    if action["type"] == "setup":
        return random_setup(rng)
    if action.get(TEMPLATE):
        return {"type": action["type"], "amount": rng.randint(0, action["amount_max"])}
    return action


def play_random_games(games: int) -> None:
    rng = random.Random(20240601)
    for game in range(games):
        players = 2 + game % 4
        state = E.new(players, game, {"variant": ("standard", "champions")[game // 4 % 2]})
        steps = 0
        while not E.is_over(state):
            assert silk_conserved(state)
            waiting = E.to_act(state)
            assert waiting, "somebody must always be able to act"
            seat = rng.choice(waiting)
            legal = E.legal_actions(state, seat)
            if game % 50 == 0:  # every listed action must apply (checked on a sample)
                for action in concrete(state, seat):
                    E.apply(state, seat, action)
            # Resign rarely, so most games run to the final palace.
            choices = [a for a in legal if a["type"] != "resign"] or legal
            if rng.random() < 0.002:
                choices = [{"type": "resign"}]
            state, _ = E.apply(state, seat, pick(rng.choice(choices), rng))
            steps += 1
            assert steps < 2000
        result = E.result(state)
        assert result.winners and set(result.ranking) == set(range(players))
        assert silk_conserved(state)
        if state["ended_by"] == "finish":
            assert all(
                len(state["arrivals"][s]) >= len(E._active(state)) for s in range(3)
            )


# Whole games played out: make test runs them; the fast tier's sample of this contract is
# the game's short playout in tests/test_engine_contract.py.
@pytest.mark.slow
def test_random_legal_games_end_with_a_winner_and_conserve_silk():
    play_random_games(150)


@pytest.mark.slow
def test_three_thousand_random_games_end_with_a_winner_and_conserve_silk():
    play_random_games(3000)


def test_apply_never_mutates_its_input():
    state = champions_started([([15, 25, 20], [1, 2, 3])] * 3)
    state, _ = E.apply(state, 1, {"type": "bid", "amount": 3})
    state, _ = E.apply(state, 2, {"type": "bid", "amount": 1})
    before = copy.deepcopy(state)
    announced, _ = E.apply(state, 0, {"type": "bid_bag", "amount": 3})
    assert state == before
    kept, _ = E.apply(announced, 1, {"type": "keep"})
    revealed, _ = E.apply(kept, 2, {"type": "keep"})
    assert revealed["round"] == 2 and kept["round"] == 1 and state == before
