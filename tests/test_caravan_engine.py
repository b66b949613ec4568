"""Caravan engine: rules from shared/rules/caravan.md, input validation, random playouts."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from cogs.caravan.ui import CaravanUI
from games.base import RuleError
from games.caravan import (
    ENGINE,
    FULL_COUNT,
    GOODS,
    LABELS,
    NUMBERED_ORDER,
    penalty_for,
)
from games.caravan.playout import choose
from games.rng import Rng

UI = CaravanUI()

E = ENGINE


# -- helpers ------------------------------------------------------------------------------


def bare(players: int = 2, camels: int = 5, length: str = "short") -> dict:
    """A mid-game state with an empty board, seat 0 to act with 4 actions."""
    s = E.new(players, 7, {"length": length, "camels": str(camels)})
    s["goods"], s["demand"] = {}, {}
    s["current"], s["turn"], s["actions_left"] = 0, 10, 4
    return s


def put(s: dict, seat: int, at: str, good: str | None = None, under: bool = False) -> None:
    camel = next(c for c in s["players"][seat]["camels"] if c["at"] is None)
    camel.update({"at": at, "good": good, "under": under})


def act(s: dict, seat: int, action: dict) -> tuple[dict, list[dict]]:
    """Apply, checking the action was listed as legal (the UI contract)."""
    assert action in E.legal_actions(s, seat), action
    return E.apply(s, seat, action)


def snapshot(s: dict) -> str:
    return json.dumps(s, sort_keys=True)


def rejects(s: dict, seat: int, action, match: str | None = None) -> None:
    """The action is refused, state untouched; ``match`` is looked for in the words the
    player reads (the refusal's code put through the game's catalogue)."""
    before = snapshot(s)
    with pytest.raises(RuleError) as refused:
        E.apply(s, seat, action)
    words = UI.rule_text(refused.value, ["Ann", "Bea", "Cyd"])
    assert not words.startswith("rule-"), f"no words for {refused.value.code}"
    if match:
        assert re.search(match, words, re.IGNORECASE), (match, words)
    assert snapshot(s) == before
    if isinstance(seat, int) and not isinstance(seat, bool):
        # compare as JSON: in Python True == 1, but {"cost": true} is not a listed action
        listed = {json.dumps(a, sort_keys=True) for a in E.legal_actions(s, seat)}
        assert json.dumps(action, sort_keys=True) not in listed


def camels_at(s: dict, seat: int, at: str) -> list[dict]:
    return [c for c in s["players"][seat]["camels"] if c["at"] == at]


def mg(frm: str, good: str, to: str, under: bool = False) -> dict:
    return {"type": "move_good", "from": frm, "good": good, "under": under, "to": to}


# -- setup ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "length", "expected_length", "total"),
    [(2, "auto", "short", 32), (3, "auto", "short", 32), (4, "auto", "full", 48),
     (2, "full", "full", 48), (4, "short", "short", 32)],
)
def test_setup(players: int, length: str, expected_length: str, total: int) -> None:
    s = E.new(players, 42, {"length": length})
    assert s["length"] == expected_length
    assert sorted(s["goods"]) == sorted(NUMBERED_ORDER)
    assert s["demand"] == {"A1": 1, "G1": 1, "A7": 1, "G7": 1}
    assert len(s["bag"]) == total - 8
    every = Counter(s["bag"]) + Counter(s["goods"].values())
    removed = {g: (1 if FULL_COUNT[g] == 3 else 3) for g in GOODS}
    for g in GOODS:
        assert every[g] == FULL_COUNT[g] - (removed[g] if expected_length == "short" else 0)
    assert all(len(p["camels"]) == 5 and p["theft"] == 1 for p in s["players"])
    assert s["actions_left"] == 1 and s["current"] == s["start"]
    assert E.to_act(s) == [s["start"]]
    assert json.loads(json.dumps(s)) == s


def test_relaxed_variant_has_six_camels_and_bad_options_fail() -> None:
    s = E.new(3, 1, {"camels": "6"})
    assert all(len(p["camels"]) == 6 for p in s["players"])
    for bad in ({"length": "epic"}, {"camels": "7"}):
        with pytest.raises(RuleError):
            E.new(2, 1, bad)
    with pytest.raises(RuleError):
        E.new(5, 1)


def test_same_seed_same_game_and_start_player_varies() -> None:
    assert E.new(3, 99) == E.new(3, 99)
    assert len({E.new(4, seed)["start"] for seed in range(40)}) == 4


# -- turns ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "expected"), [
    (2, [1, 2, 3, 4, 4, 4]), (3, [1, 2, 3, 4, 4, 4]), (4, [1, 2, 3, 4, 4, 4, 4, 4]),
])
def test_action_escalation(players: int, expected: list[int]) -> None:
    s = E.new(players, 3)
    seats, actions = [], []
    for _ in expected:
        seats.append(s["current"])
        actions.append(s["actions_left"])
        # spend every action on a camel to an empty space, so the turn ends by itself
        for _ in range(s["actions_left"]):
            seat = s["current"]
            free = next(lab for lab in LABELS if not any(
                c["at"] == lab for p in s["players"] for c in p["camels"]))
            cheap = [a for a in E.legal_actions(s, seat) if a.get("to") == free]
            s, _ = act(s, seat, cheap[0])
    assert actions == expected
    assert seats == [(s["start"] + k) % players for k in range(len(expected))]


def test_end_turn_early_loses_actions_and_auto_end_when_spent() -> None:
    s = bare()
    s, ev = act(s, 0, {"type": "place", "to": "C3", "cost": 1})
    assert s["actions_left"] == 3 and s["current"] == 0
    s, ev = act(s, 0, {"type": "end_turn"})
    assert s["current"] == 1 and s["actions_left"] == 4
    assert {"type": "turn_ended", "player": 0, "passed": False} in ev
    s, ev = act(s, 1, {"type": "place", "to": "B3", "cost": 1})
    s, ev = act(s, 1, {"type": "place", "to": "C3", "cost": 2})
    assert s["current"] == 1 and s["actions_left"] == 1
    s, ev = act(s, 1, {"type": "place", "to": "A3", "cost": 1})
    assert s["current"] == 0 and s["actions_left"] == 4
    assert ev[-1] == {"type": "turn_started", "player": 0, "actions": 4}


# -- camels ---------------------------------------------------------------------------------


def test_occupied_space_costs_two_actions() -> None:
    s = bare()
    put(s, 1, "D4")  # another player's camel makes D4 occupied
    put(s, 0, "B2")
    legal = E.legal_actions(s, 0)
    assert {"type": "place", "to": "D4", "cost": 2} in legal
    assert {"type": "place", "to": "D4", "cost": 1} not in legal
    assert {"type": "place", "to": "D5", "cost": 1} in legal
    assert {"type": "move_camel", "from": "B2", "to": "D4", "cost": 2} in legal
    rejects(s, 0, {"type": "place", "to": "D4", "cost": 1}, "costs 2")
    s, _ = act(s, 0, {"type": "move_camel", "from": "B2", "to": "D4", "cost": 2})
    assert s["actions_left"] == 2
    assert len(camels_at(s, 0, "D4")) == 1
    # own camels make a space occupied too; 1 action left cannot pay for 2
    s, _ = act(s, 0, {"type": "place", "to": "A1", "cost": 1})
    legal = E.legal_actions(s, 0)
    assert not [a for a in legal if a.get("cost") == 2]
    rejects(s, 0, {"type": "place", "to": "A1", "cost": 2}, "1 action left")


def test_place_needs_a_camel_in_supply_and_unladen_duplicates_listed_once() -> None:
    s = bare()
    for _ in range(5):
        put(s, 0, "E5")
    legal = E.legal_actions(s, 0)
    assert not [a for a in legal if a["type"] == "place"]
    rejects(s, 0, {"type": "place", "to": "A2", "cost": 1}, "already on the board")
    moves = [a for a in legal if a["type"] == "move_camel"]
    assert len(moves) == 48  # five interchangeable camels on E5: each destination once
    assert len({json.dumps(a, sort_keys=True) for a in legal}) == len(legal)


def test_laden_camels_never_move() -> None:
    s = bare()
    put(s, 0, "B2", "salt")
    assert not [a for a in E.legal_actions(s, 0) if a["type"] == "move_camel"]
    rejects(s, 0, {"type": "move_camel", "from": "B2", "to": "B3", "cost": 1}, "laden")
    rejects(s, 0, {"type": "move_camel", "from": "C2", "to": "B3", "cost": 1}, "no camel")
    rejects(s, 0, {"type": "move_camel", "from": "B2", "to": "B2", "cost": 1})


# -- picking up -----------------------------------------------------------------------------


def test_pickup_takes_good_and_demand_markers() -> None:
    s = bare()
    s["goods"] = {"A1": "meat", "G1": "ivory", "B2": "salt", "F2": "gems", "B6": "paper",
                  "F6": "hides"}
    s["demand"] = {"A1": 2}
    put(s, 0, "A1")
    put(s, 1, "G1")
    legal = E.legal_actions(s, 0)
    assert [a for a in legal if a["type"] == "pickup"] == [
        {"type": "pickup", "at": "A1", "good": "meat"}]
    rejects(s, 0, {"type": "pickup", "at": "G1", "good": "ivory"}, "unladen camel")
    rejects(s, 0, {"type": "pickup", "at": "A1", "good": "salt"}, "no salt")
    s, ev = act(s, 0, {"type": "pickup", "at": "A1", "good": "meat"})
    assert camels_at(s, 0, "A1")[0] == {"at": "A1", "good": "meat", "under": False}
    assert s["players"][0]["demand"] == 2 and "A1" not in s["demand"]
    assert "A1" not in s["goods"]
    assert ev[0] == {"type": "picked_up", "player": 0, "at": "A1", "good": "meat", "demand": 2}


def test_no_pickup_that_would_lade_every_camel() -> None:
    s = bare()
    s["goods"] = {lab: "salt" for lab in NUMBERED_ORDER}
    for lab in ("C3", "C5", "E3"):
        put(s, 0, lab, "meat")
    put(s, 0, "A1")
    # 3 laden + 1 unladen on A1 + 1 in supply (supply counts as unladen): allowed
    assert {"type": "pickup", "at": "A1", "good": "salt"} in E.legal_actions(s, 0)
    put(s, 0, "G1")
    s2, _ = act(s, 0, {"type": "pickup", "at": "A1", "good": "salt"})
    # now 4 laden + 1 unladen on G1 (which has a good): a 5th load is forbidden
    assert not [a for a in E.legal_actions(s2, 0) if a["type"] in ("pickup", "steal")]
    rejects(s2, 0, {"type": "pickup", "at": "G1", "good": "salt"}, "last unladen")


def test_relaxed_variant_allows_five_laden() -> None:
    s = bare(camels=6)
    s["goods"] = {"A1": "salt", "G1": "meat", "B2": "salt", "F2": "salt", "B6": "salt"}
    for lab in ("C3", "C5", "E3", "E5"):
        put(s, 0, lab, "hides")
    put(s, 0, "A1")
    assert {"type": "pickup", "at": "A1", "good": "salt"} in E.legal_actions(s, 0)


# -- stealing -------------------------------------------------------------------------------


def steal_setup() -> dict:
    s = bare(players=3)
    put(s, 0, "D4")
    put(s, 1, "D4", "ivory")
    put(s, 1, "D4", "salt", under=True)
    put(s, 2, "D4", "meat")
    s["players"][1]["demand"] = 3
    return s


def test_steal_rules() -> None:
    s = steal_setup()
    steals = [a for a in E.legal_actions(s, 0) if a["type"] == "steal"]
    assert steals == [
        {"type": "steal", "at": "D4", "victim": 1, "good": "ivory"},
        {"type": "steal", "at": "D4", "victim": 2, "good": "meat"},
    ]
    rejects(s, 0, {"type": "steal", "at": "D4", "victim": 1, "good": "salt"}, "under a camel")
    rejects(s, 0, {"type": "steal", "at": "D4", "victim": 0, "good": "ivory"}, "another player")
    s, ev = act(s, 0, steals[0])
    thief = camels_at(s, 0, "D4")[0]
    assert thief["good"] == "ivory" and thief["under"] is True
    assert [c["good"] for c in camels_at(s, 1, "D4")] == [None, "salt"]
    assert s["players"][0]["theft"] == 0 and s["players"][1]["theft"] == 2
    assert s["players"][1]["demand"] == 3 and s["players"][0]["demand"] == 0
    assert ev[0] == {"type": "stole", "player": 0, "victim": 1, "at": "D4", "good": "ivory"}
    # no theft marker left: no more stealing, even with a free camel there
    put(s, 0, "D4")
    assert not [a for a in E.legal_actions(s, 0) if a["type"] == "steal"]
    rejects(s, 0, {"type": "steal", "at": "D4", "victim": 2, "good": "meat"}, "no theft marker")
    # the victim may use the received markers, but not on the good under the thief's camel
    s["current"] = 1
    steals = [a for a in E.legal_actions(s, 1) if a["type"] == "steal"]
    assert steals == [{"type": "steal", "at": "D4", "victim": 2, "good": "meat"}]
    rejects(s, 1, {"type": "steal", "at": "D4", "victim": 0, "good": "ivory"}, "under a camel")


def test_stolen_good_moves_on_top_and_needs_a_free_camel_of_the_thief() -> None:
    s = steal_setup()
    s["players"][0]["camels"][0]["at"] = "D3"
    assert not [a for a in E.legal_actions(s, 0) if a["type"] == "steal"]
    rejects(s, 0, {"type": "steal", "at": "D4", "victim": 1, "good": "ivory"}, "unladen camel")
    s = steal_setup()
    put(s, 0, "D3")
    s, _ = act(s, 0, {"type": "steal", "at": "D4", "victim": 2, "good": "meat"})
    s, ev = act(s, 0, mg("D4", "meat", "D3", under=True))  # D3 is the meat city
    assert ev[0]["type"] == "delivered" and s["players"][0]["delivered"]["meat"] == 1
    s = steal_setup()
    put(s, 0, "D5")
    s, _ = act(s, 0, {"type": "steal", "at": "D4", "victim": 1, "good": "ivory"})
    s, _ = act(s, 0, mg("D4", "ivory", "D5", under=True))
    assert camels_at(s, 0, "D5")[0] == {"at": "D5", "good": "ivory", "under": False}


# -- moving and delivering --------------------------------------------------------------------


def test_seed_chain_example_orthogonal_only() -> None:
    """Camel A on the ivory city (D1); D carries ivory on D2 (orthogonal to A), E carries
    ivory on E3 (only diagonal to D2): D's ivory is delivered, E's cannot move there."""
    s = bare()
    put(s, 0, "D1")  # A
    put(s, 0, "D2", "ivory")  # D
    put(s, 0, "E3", "ivory")  # E
    moves = [a for a in E.legal_actions(s, 0) if a["type"] == "move_good"]
    assert mg("D2", "ivory", "D1") in moves
    assert not [a for a in moves if a["from"] == "E3"]
    rejects(s, 0, mg("E3", "ivory", "D1"), "not linked")
    s, ev = act(s, 0, mg("D2", "ivory", "D1"))
    assert ev[0] == {"type": "delivered", "player": 0, "from": "D2", "to": "D1",
                     "good": "ivory", "points": 6}
    assert s["players"][0]["delivered"]["ivory"] == 1
    assert [c["good"] for c in s["players"][0]["camels"] if c["at"]] == [None, None, "ivory"]


def test_good_passes_through_laden_camels_and_other_players_do_not_link() -> None:
    s = bare()
    put(s, 0, "A2", "cloth")
    put(s, 0, "A3", "salt")  # laden: cannot receive, but the chain runs through it
    put(s, 0, "A4")  # the cloth city
    put(s, 0, "B2")
    put(s, 1, "B4")
    moves = [a for a in E.legal_actions(s, 0) if a["type"] == "move_good"]
    assert mg("A2", "cloth", "A4") in moves
    assert mg("A2", "cloth", "A3") not in moves
    rejects(s, 0, mg("A2", "cloth", "A3"), "unladen")
    assert mg("A3", "salt", "B2") in moves  # not a delivery: just moves
    s2, ev = act(s, 0, mg("A3", "salt", "B2"))
    assert ev[0]["type"] == "good_moved" and camels_at(s2, 0, "B2")[0]["good"] == "salt"
    s["players"][0]["camels"][1]["at"] = "C3"  # break the chain: A2 is alone now
    rejects(s, 0, mg("A2", "cloth", "A4"), "not linked")
    s["players"][1]["camels"][0]["at"] = "A3"  # another player's camel does not link
    rejects(s, 0, mg("A2", "cloth", "A4"), "not linked")


def test_moving_to_a_city_of_another_good_does_not_deliver() -> None:
    s = bare()
    put(s, 0, "C3", "ivory")
    put(s, 0, "C4")  # salt city
    s, ev = act(s, 0, mg("C3", "ivory", "C4"))
    assert ev[0]["type"] == "good_moved"
    assert camels_at(s, 0, "C4")[0]["good"] == "ivory"


# -- refill and end -----------------------------------------------------------------------------


def test_refill_demand_markers_and_placement_order() -> None:
    s = bare()
    s["goods"] = {"G1": "meat", "F2": "salt", "B6": "hides", "A7": "gems", "G7": "cloth"}
    s["demand"] = {"G7": 1}
    s["bag"] = ["paper", "ivory", "swords", "meat", "salt", "hides"]  # drawn from the end
    put(s, 0, "G1")
    s, ev = act(s, 0, {"type": "pickup", "at": "G1", "good": "meat"})
    assert s["demand"] == {"F2": 1, "B6": 1, "A7": 1, "G7": 2}
    assert s["goods"] == {"A1": "hides", "G1": "salt", "B2": "meat", "F2": "salt",
                          "B6": "hides", "F6": "swords", "A7": "gems", "G7": "cloth"}
    assert s["bag"] == ["paper", "ivory"]
    assert ev[1] == {"type": "refill", "demand_on": ["F2", "B6", "A7", "G7"],
                     "placed": [{"at": "A1", "good": "hides"}, {"at": "G1", "good": "salt"},
                                {"at": "B2", "good": "meat"}, {"at": "F6", "good": "swords"}],
                     "bag_left": 2}
    assert not s["end_triggered"]


def end_setup() -> dict:
    s = bare()
    s["goods"] = {"A1": "meat", "G1": "salt", "B2": "hides", "F2": "gems", "B6": "paper"}
    s["bag"] = ["ivory", "cloth", "swords", "meat"]
    put(s, 0, "A1")
    put(s, 0, "E5", "swords")
    put(s, 0, "E4")  # swords city
    put(s, 1, "D2", "meat")
    put(s, 1, "D3")  # meat city
    return s


def test_end_trigger_then_next_delivery_ends_game() -> None:
    s = end_setup()
    s, ev = act(s, 0, {"type": "pickup", "at": "A1", "good": "meat"})
    assert s["end_triggered"] and s["bag"] == []
    assert ev[-1] == {"type": "end_triggered"}
    assert len(s["goods"]) == 8 and not s["over"]
    s, ev = act(s, 0, {"type": "end_turn"})
    s, ev = act(s, 1, mg("D2", "meat", "D3"))
    assert s["over"] and s["end_reason"] == "delivery"
    assert ev[-1]["type"] == "game_over"
    assert E.to_act(s) == [] and E.is_over(s)
    assert E.legal_actions(s, 0) == [] and E.legal_actions(s, 1) == []
    rejects(s, 0, {"type": "end_turn"}, "over")
    res = E.result(s)
    # seat 0: 3 laden (meat, swords... ) no deliveries; seat 1: meat delivered (3 points)
    assert res.scores == {0: -1, 1: 3}
    assert res.winners == [1] and res.ranking == [1, 0]


def test_delivery_before_the_trigger_does_not_end() -> None:
    s = end_setup()
    s, _ = act(s, 0, mg("E5", "swords", "E4"))
    assert not s["over"] and s["players"][0]["delivered"]["swords"] == 1


def test_penalty_table() -> None:
    assert [penalty_for(n) for n in range(6)] == [0, 0, 1, 3, 6, 10]
    for carried, penalty in enumerate([0, 0, 1, 3, 6, 10]):
        s = bare(camels=6)
        for k in range(carried):
            put(s, 0, LABELS[k], "paper", under=bool(k % 2))  # stolen goods count too
        s["players"][0]["demand"] = 10
        assert E.result(s).scores[0] == 10 - penalty
        assert E.view(s, None)["players"][0]["penalty"] == penalty


def test_scoring_values() -> None:
    s = bare()
    s["players"][0]["delivered"].update({"ivory": 2, "cloth": 1, "meat": 3})
    s["players"][0]["demand"] = 4
    assert E.result(s).scores[0] == 6 * 3 + 3 * 3 + 4


def test_tie_break_by_deliveries_then_shared() -> None:
    s = bare(players=3)
    s["players"][0]["delivered"]["ivory"] = 1  # 6 points, 1 delivery
    s["players"][1]["delivered"]["salt"] = 2  # 6 points, 2 deliveries
    s["players"][2]["demand"] = 6  # 6 points, 0 deliveries
    res = E.result(s)
    assert res.winners == [1] and res.ranking == [1, 0, 2]
    s["players"][0]["delivered"].update({"ivory": 0, "meat": 2})
    res = E.result(s)
    assert res.winners == [0, 1] and res.ranking == [0, 1, 2]


def test_all_pass_ends_the_game() -> None:
    s = bare(players=3)
    s, _ = act(s, 0, {"type": "end_turn"})
    s, _ = act(s, 1, {"type": "place", "to": "C3", "cost": 1})
    s, _ = act(s, 1, {"type": "end_turn"})
    s, _ = act(s, 2, {"type": "end_turn"})
    s, _ = act(s, 0, {"type": "end_turn"})
    assert not s["over"]  # seat 1 acted in between
    s, ev = act(s, 1, {"type": "end_turn"})
    assert s["over"] and s["end_reason"] == "all_passed"
    assert ev[-1]["type"] == "game_over" and ev[-1]["reason"] == "all_passed"


# -- resigning ----------------------------------------------------------------------------------


def test_resign_listed_for_everyone_in_the_game() -> None:
    s = bare(players=3)
    assert E.legal_actions(s, 1) == [{"type": "resign"}]
    assert {"type": "resign"} in E.legal_actions(s, 0)
    assert E.legal_actions(s, 5) == []


def test_resign_out_of_turn_and_in_turn() -> None:
    s = bare(players=3)
    put(s, 1, "B3", "gems")
    put(s, 1, "B4")
    s["players"][1]["delivered"]["gems"] = 3
    s, ev = E.apply(s, 1, {"type": "resign"})
    assert ev == [{"type": "resigned", "player": 1, "lost_goods": ["gems"]}]
    assert not s["over"] and s["current"] == 0
    assert all(c["at"] is None for c in s["players"][1]["camels"])
    assert E.legal_actions(s, 1) == []
    rejects(s, 1, {"type": "resign"}, "resigned")
    s, _ = act(s, 0, {"type": "end_turn"})
    assert s["current"] == 2  # seat 1 is skipped
    s, ev = E.apply(s, 2, {"type": "resign"})
    assert s["over"] and s["end_reason"] == "resignations"
    res = E.result(s)
    assert res.winners == [0]
    assert res.ranking == [0, 2, 1]  # resigned last; the later resigner above the earlier


def test_resign_in_turn_passes_turn_to_next() -> None:
    s = bare(players=4, length="full")
    s, ev = E.apply(s, 0, {"type": "resign"})
    assert s["current"] == 1 and s["actions_left"] == 4
    assert ev[-1] == {"type": "turn_started", "player": 1, "actions": 4}


# -- bad input ----------------------------------------------------------------------------------


@pytest.mark.parametrize("action", [
    {"type": "place", "to": "Z9", "cost": 1},
    {"type": "place", "to": 5, "cost": 1},
    {"type": "place", "to": "c3", "cost": 1},
    {"type": "place", "to": "H1", "cost": 1},
    {"type": "place", "to": "A8", "cost": 1},
    {"type": "place", "to": "A0", "cost": 1},
    {"type": "place", "to": "C3", "cost": "1"},
    {"type": "place", "to": "C3", "cost": True},
    {"type": "place", "to": "C3"},
    {"type": "place", "to": "C3", "cost": 1, "extra": 1},
    {"type": "place"},
    {"type": "move_camel", "from": None, "to": "C3", "cost": 1},
    {"type": "pickup", "at": "B2"},
    {"type": "pickup", "at": "B2", "good": "gold"},
    {"type": "pickup", "at": "B2", "good": 3},
    {"type": "steal", "at": "D4", "victim": "1", "good": "ivory"},
    {"type": "steal", "at": "D4", "victim": True, "good": "ivory"},
    {"type": "steal", "at": "D4", "victim": 9, "good": "ivory"},
    {"type": "move_good", "from": "D2", "good": "ivory", "to": "D1"},
    {"type": "move_good", "from": "D2", "good": "ivory", "under": "no", "to": "D1"},
    {"type": "move_good", "from": "D2", "good": "ivory", "under": False, "to": [1]},
    {"type": "fly"},
    {"type": 3},
    {"type": None},
    {},
    {"to": "C3"},
    "place",
    None,
    ["place", "C3"],
])
def test_malformed_actions_raise_rule_error(action) -> None:
    s = bare()
    put(s, 0, "D1")
    put(s, 0, "D2", "ivory")
    put(s, 0, "B2")
    s["goods"]["B2"] = "salt"
    rejects(s, 0, action)


def test_wrong_player_and_out_of_turn() -> None:
    s = bare()
    put(s, 1, "C3")
    rejects(s, 1, {"type": "end_turn"}, "not your turn")
    rejects(s, 1, {"type": "move_camel", "from": "C3", "to": "C4", "cost": 1}, "not your turn")
    for seat in (2, -1, "0", None, True):
        rejects(s, seat, {"type": "end_turn"})


# -- views, text, serialisation -------------------------------------------------------------------


def test_public_view_hides_the_bag_order_only() -> None:
    a = E.new(3, 11)
    b = json.loads(json.dumps(a))
    b["bag"] = list(reversed(b["bag"]))
    b["rng"] = 12345
    assert a != b
    va, vb = E.view(a, None), E.view(b, None)
    assert va == vb
    text = json.dumps(va)
    assert '"rng"' not in text and va["bag"] == len(a["bag"])
    assert E.view(a, 1)["me"] == 1


def test_view_contents() -> None:
    s = steal_setup()
    s["goods"] = {"A1": "salt"}
    s["demand"] = {"A1": 2}
    v = E.view(s, None)
    assert v["spaces"]["A1"] == {"good": "salt", "demand": 2, "camels": []}
    assert v["spaces"]["D4"]["camels"] == [
        {"player": 0, "id": 0, "good": None, "under": False},
        {"player": 1, "id": 0, "good": "ivory", "under": False},
        {"player": 1, "id": 1, "good": "salt", "under": True},
        {"player": 2, "id": 0, "good": "meat", "under": False},
    ]
    p1 = v["players"][1]
    assert (p1["supply"], p1["carrying"], p1["penalty"], p1["demand"], p1["score"]) == (
        3, 2, 1, 3, 2)
    assert v["current"] == 0 and v["actions_left"] == 4 and v["turn"] == 11
    assert v["cities"]["D1"] == "ivory" and v["numbered"]["G7"] == 8
    assert json.loads(json.dumps(v)) == v


def test_labels_and_descriptions() -> None:
    names = ["Ann", "Bea", "Čeněk"]
    s = end_setup()
    v = E.view(s, None)

    def label(action: dict) -> str:
        return UI.action_text(action, E.spec(action["type"]), v, names)

    assert label({"type": "move_camel", "from": "C3", "to": "C4", "cost": 2}) == (
        "Move camel C3 → C4 (2 actions)")
    assert label({"type": "place", "to": "B7", "cost": 1}) == "Place camel on B7 (1 action)"
    assert label(mg("D2", "ivory", "D1")) == "Deliver ivory D2 → D1 (+6)"
    assert label(mg("D2", "ivory", "D3", True)) == "Move ivory (under camel) D2 → D3"
    assert label({"type": "steal", "at": "D4", "victim": 1, "good": "gems"}) == (
        "Steal gems from Bea at D4")
    s, ev1 = E.apply(s, 0, {"type": "pickup", "at": "A1", "good": "meat"})
    s, ev2 = E.apply(s, 0, {"type": "end_turn"})
    s, ev3 = E.apply(s, 1, mg("D2", "meat", "D3"))
    lines = [UI.event_text(e, names) for e in ev1 + ev2 + ev3]
    assert lines[0] == "Ann picked up meat at A1."
    assert any(line.startswith("Refill: a demand marker on") for line in lines)
    assert "Bea delivered meat to Walata (D3) for 3 points." in lines
    assert lines[-1].startswith("Game over — Bea won!")
    assert all(isinstance(line, str) and line and "{" not in line for line in lines)
    assert 200 < len(UI.text("rules")) < 1500


# -- exactness: apply accepts exactly what legal_actions lists ---------------------------------


def candidate_actions(s: dict) -> list:
    """Many plausible actions around the occupied spaces, legal or not."""
    spots = {c["at"] for p in s["players"] for c in p["camels"] if c["at"]}
    spots |= set(s["goods"]) | {"A1", "D4", "G7"}
    spots = sorted(spots)
    out: list = [{"type": "end_turn"}, {"type": "resign"}]
    for a in spots:
        for cost in (1, 2):
            out.append({"type": "place", "to": a, "cost": cost})
        for g in GOODS:
            out.append({"type": "pickup", "at": a, "good": g})
            for v in range(len(s["players"])):
                out.append({"type": "steal", "at": a, "victim": v, "good": g})
        for b in spots:
            for cost in (1, 2):
                out.append({"type": "move_camel", "from": a, "to": b, "cost": cost})
            for g in {c["good"] for p in s["players"] for c in p["camels"] if c["good"]}:
                for under in (False, True):
                    out.append(mg(a, g, b, under))
    return out


# Whole games played out: make test runs them; the fast tier's sample of this contract is
# the game's short playout in tests/test_engine_contract.py.
@pytest.mark.slow
def test_apply_accepts_exactly_the_legal_actions() -> None:
    rng = Rng(5)
    checked = 0
    for game in range(6):
        s = E.new(2 + game % 3, game)
        for step in range(400):
            if s["over"]:
                break
            seat = s["current"]
            legal = E.legal_actions(s, seat)
            if step % 37 == 36:
                before = snapshot(s)
                keyed = {json.dumps(a, sort_keys=True) for a in legal}
                for cand in candidate_actions(s):
                    ok = json.dumps(cand, sort_keys=True) in keyed
                    try:
                        E.apply(s, seat, cand)
                        assert ok, cand
                    except RuleError:
                        assert not ok, cand
                    checked += 1
                assert snapshot(s) == before  # apply never mutates its input
            s, _ = E.apply(s, seat, choose(E.view(s, seat), legal, rng))
    assert checked > 5000


# -- random playouts ----------------------------------------------------------------------------

def check_invariants(s: dict, total_goods: int, lost: int) -> None:
    n = len(s["players"])
    carried = sum(1 for p in s["players"] for c in p["camels"] if c["good"])
    delivered = sum(sum(p["delivered"].values()) for p in s["players"])
    assert len(s["bag"]) + len(s["goods"]) + carried + delivered + lost == total_goods
    assert sum(p["theft"] for p in s["players"]) == n
    assert all(lab in NUMBERED_ORDER for lab in s["goods"])
    assert set(s["demand"]) <= set(s["goods"])
    for p in s["players"]:
        laden = sum(1 for c in p["camels"] if c["good"])
        assert laden < len(p["camels"]) or p["resigned"]
        assert all(c["at"] is not None for c in p["camels"] if c["good"])
        assert all(not c["under"] for c in p["camels"] if not c["good"])


TURN_CAP = 600


def play_random_game(seed: int, players: int, length: str) -> dict:
    rng = Rng(seed * 7919 + 1)
    s = E.new(players, seed, {"length": length, "camels": "6" if seed % 5 == 0 else "5"})
    total = len(s["bag"]) + len(s["goods"])
    lost = 0
    resign_at = rng.randbelow(400) if seed % 10 == 3 else -1
    step = 0
    while not s["over"]:
        assert s["turn"] < TURN_CAP, f"turn cap hit in game {seed}"
        seat = s["current"]
        if step == resign_at:
            resigner = rng.randbelow(players)
            if not s["players"][resigner]["resigned"]:
                s, ev = E.apply(s, resigner, {"type": "resign"})
                lost += len(ev[0]["lost_goods"])
                step += 1
                continue
        legal = E.legal_actions(s, seat)
        s, events = E.apply(s, seat, choose(E.view(s, seat), legal, rng))
        if seed % 50 == 0:
            for event in events:
                line = UI.event_text(event, ["Ann", "Bea", "Cyd", "Dee"])
                assert line and "{" not in line and "None" not in line, event
        if step % 50 == 0:
            check_invariants(s, total, lost)
        step += 1
    check_invariants(s, total, lost)
    return s


def play_random_games(games: int) -> None:
    reasons: Counter = Counter()
    for seed in range(games):
        players = 2 + seed % 3
        length = ("short", "full")[(seed // 3) % 2]
        s = play_random_game(seed, players, length)
        reasons[s["end_reason"]] += 1
        res = E.result(s)
        assert res.winners and set(res.ranking) == set(range(players))
        if seed % 100 == 0:
            assert json.loads(json.dumps(s)) == s
            assert E.to_act(s) == []
    assert reasons["delivery"] > games * 0.9
    assert sum(reasons.values()) == games


# Whole games played out: make test runs them; the fast tier's sample of this contract is
# the game's short playout in tests/test_engine_contract.py.
@pytest.mark.slow
def test_random_games_end() -> None:
    play_random_games(60)


@pytest.mark.slow
def test_two_thousand_random_games_end() -> None:
    play_random_games(2000)
