"""Rule unit tests for the Catan engine (shared/rules/catan.md), on the beginner board.

Beginner board hexes used below: A mountains 10, B pasture 2, E hills 6 (corners 9, 13, 14,
18, 19, 24), F pasture 4, I forest 11, J desert (centre, robber start), K forest 3.
"""

from __future__ import annotations

import copy
import json
import re

import pytest

from cogs.catan.ui import CatanUI
from games.base import RuleError
from games.catan import ENGINE
from games.catan.geometry import BASE
from games.catan.rules import victory_points
from games.rng import Rng
from tests.support import catan_scenario as sc

UI = CatanUI()


def node(label: str) -> int:
    n = BASE.parse_node_label(label)
    assert n is not None
    return n


def edge(label: str) -> int:
    e = BASE.parse_edge_label(label)
    assert e is not None, label
    return e


def hexid(label: str) -> int:
    h = BASE.parse_hex_label(label)
    assert h is not None
    return h


def hand(s: dict, p: int) -> dict[str, int]:
    return {r: c for r, c in zip(("brick", "lumber", "wool", "grain", "ore"), s["res"][p], strict=True) if c}


def rejects(s: dict, p: int, action: object, match: str | None = None) -> None:
    before = copy.deepcopy(s)
    with pytest.raises(RuleError) as refused:
        ENGINE.apply(s, p, action)
    # The refusal's words, as the player reads them (its code through the catalogue).
    words = UI.rule_text(refused.value, ["Ann", "Bea", "Cyd", "Dee"])
    assert not words.startswith("rule-"), f"no words for {refused.value.code}"
    if match:
        assert re.search(match, words, re.IGNORECASE), (match, words)  # type: ignore[arg-type]
    assert s == before


def with_roll(s: dict, total: int) -> dict:
    """Set the RNG so that the next roll is ``total``."""
    for seed in range(10_000):
        rng = Rng(seed)
        if rng.randint(1, 6) + rng.randint(1, 6) == total:
            s["rng"] = seed
            return s
    raise AssertionError("no seed found")


def act(s: dict, p: int, action: dict) -> tuple[dict, list]:
    assert action in ENGINE.legal_actions(s, p) or action["type"] in ("discard", "offer_trade",
                                                                     "counter_trade")
    return ENGINE.apply(s, p, action)


# -- set-up --------------------------------------------------------------------------------


def play_setup(s: dict, nodes: list[str]) -> dict:
    """Place settlements at ``nodes`` (in set-up order), each with its first legal road."""
    for label in nodes:
        p = s["turn"]
        s, _ = act(s, p, {"type": "build_settlement", "node": node(label)})
        road = ENGINE.legal_actions(s, p)[0]
        assert road["type"] == "build_road"
        s, _ = act(s, p, road)
    return s


def test_setup_is_a_snake_from_a_random_start() -> None:
    starts = set()
    for seed in range(12):
        s = ENGINE.new(4, seed, {"board": "beginner"})
        start = s["turn"]
        starts.add(start)
        seen = []
        for label in ["1", "3", "29", "33", "42", "51", "20", "11"]:
            seen.append(s["turn"])
            s = play_setup(s, [label])
        order = [(start + i) % 4 for i in range(4)]
        assert seen == order + order[::-1]
        assert s["phase"] == "main" and s["turn"] == start and not s["rolled"]
        assert ENGINE.to_act(s) == [start]
        # Set-up roads already count on the board: two separate roads of length 1.
        assert [seat["road_length"] for seat in ENGINE.view(s, None)["seats"]] == [1, 1, 1, 1]
    assert len(starts) > 1  # the start player is random (seeded)


def test_second_settlement_yields_its_resources_first_does_not() -> None:
    s = ENGINE.new(2, 3, {"board": "beginner"})
    first = s["turn"]
    s = play_setup(s, ["9"])  # A mountains, B pasture, E hills: first round, nothing
    assert hand(s, first) == {}
    s = play_setup(s, ["30"])  # second player's first
    second = s["turn"]
    s, events = act(s, second, {"type": "build_settlement", "node": node("19")})  # E, F, desert
    assert hand(s, second) == {"brick": 1, "wool": 1}
    assert {"type": "starting_resources", "player": second,
            "cards": {"brick": 1, "wool": 1}} in events
    s, _ = act(s, second, ENGINE.legal_actions(s, second)[0])
    s, _ = act(s, first, {"type": "build_settlement", "node": node("23")})  # D, H, I
    assert hand(s, first) == {"lumber": 1, "grain": 2}
    assert sum(s["bank"]) == 95 - 5


def test_setup_distance_rule_and_road_next_to_new_settlement() -> None:
    s = ENGINE.new(3, 5, {"board": "beginner"})
    p = s["turn"]
    s, _ = act(s, p, {"type": "build_settlement", "node": node("9")})
    rejects(s, p, {"type": "build_settlement", "node": node("20")}, "road")
    rejects(s, p, {"type": "build_road", "edge": edge("19-24")}, "touch")
    s, _ = act(s, p, {"type": "build_road", "edge": edge("9-14")})
    q = s["turn"]
    assert q != p
    rejects(s, q, {"type": "build_settlement", "node": node("14")}, "Too close")
    rejects(s, q, {"type": "build_settlement", "node": node("9")}, "Too close")
    legal = {a["node"] for a in ENGINE.legal_actions(s, q) if a["type"] == "build_settlement"}
    assert node("14") not in legal and node("5") not in legal and node("19") in legal
    rejects(s, p, {"type": "build_settlement", "node": node("30")}, "not your turn")


# -- production ----------------------------------------------------------------------------


def test_production_settlement_one_city_two_robber_blocks() -> None:
    s = sc.main_phase(3, rolled=False)
    sc.settle(s, 0, node("9"))  # on E (hills 6)
    sc.settle(s, 1, node("19"), city=True)  # on E
    sc.settle(s, 2, node("31"))  # not on a 6
    s2, events = act(with_roll(s, 6), 0, {"type": "roll"})
    assert hand(s2, 0) == {"brick": 1} and hand(s2, 1) == {"brick": 2} and hand(s2, 2) == {}
    assert s2["bank"][0] == 19 - 3
    produced = next(e for e in events if e["type"] == "produced")
    assert produced["gains"] == {"0": {"brick": 1}, "1": {"brick": 2}}
    s["robber"] = hexid("E")
    s3, _ = act(with_roll(s, 6), 0, {"type": "roll"})
    assert hand(s3, 0) == {} and hand(s3, 1) == {}


def test_bank_shortage_several_owed_nobody_gets_it() -> None:
    s = sc.main_phase(3, rolled=False)
    sc.settle(s, 0, node("9"))
    sc.settle(s, 1, node("19"), city=True)
    sc.give(s, 2, brick=17)  # the bank keeps 2 brick; 3 are owed
    s2, events = act(with_roll(s, 6), 0, {"type": "roll"})
    assert hand(s2, 0) == {} and hand(s2, 1) == {} and s2["bank"][0] == 2
    assert next(e for e in events if e["type"] == "produced")["shortage"] == ["brick"]


def test_bank_shortage_single_owed_player_takes_what_is_left() -> None:
    s = sc.main_phase(3, rolled=False)
    sc.settle(s, 1, node("19"), city=True)
    sc.give(s, 2, brick=18)  # the bank keeps 1 brick; player 1 is owed 2
    s2, _ = act(with_roll(s, 6), 0, {"type": "roll"})
    assert hand(s2, 1) == {"brick": 1} and s2["bank"][0] == 0


# -- the 7 and the robber ------------------------------------------------------------------


def test_seven_discards_in_parallel_then_robber_then_steal() -> None:
    s = sc.main_phase(4, rolled=False)
    sc.give(s, 1, brick=5, ore=4)  # 9 cards → discards 4
    sc.give(s, 2, wool=8)  # 8 → 4
    sc.give(s, 3, grain=7)  # exactly 7: keeps all
    sc.give(s, 0, lumber=8)  # the roller discards too
    s, events = act(with_roll(s, 7), 0, {"type": "roll"})
    assert s["phase"] == "discard"
    assert ENGINE.to_act(s) == [0, 1, 2]
    assert {"type": "must_discard", "owed": {"0": 4, "1": 4, "2": 4}} in events
    assert ENGINE.legal_actions(s, 1)[0] == {"type": "discard", "count": 4, "template": True}
    assert ENGINE.legal_actions(s, 3) == [{"type": "resign"}]
    rejects(s, 0, {"type": "move_robber", "hex": hexid("E")}, "discard")
    rejects(s, 1, {"type": "discard", "cards": {"brick": 3}}, "exactly 4")
    rejects(s, 1, {"type": "discard", "cards": {"wool": 4}}, "only have 0 wool")
    rejects(s, 3, {"type": "discard", "cards": {"grain": 3}}, "don't have to")
    s, _ = act(s, 2, {"type": "discard", "cards": {"wool": 4}})
    assert ENGINE.to_act(s) == [0, 1] and hand(s, 2) == {"wool": 4}
    s, _ = act(s, 1, {"type": "discard", "cards": {"brick": 2, "ore": 2}})
    s, events = act(s, 0, {"type": "discard", "cards": {"lumber": 4}})
    assert s["phase"] == "robber" and ENGINE.to_act(s) == [0]
    assert hand(s, 1) == {"brick": 3, "ore": 2}
    assert sum(s["bank"]) == 95 - 4 - 5 - 4 - 7


def test_robber_must_move_desert_allowed_and_steals_from_a_chosen_neighbour() -> None:
    s = sc.main_phase(4)
    sc.settle(s, 1, node("9"))  # on A, B, E
    sc.settle(s, 2, node("19"))  # on E, F, J
    sc.settle(s, 3, node("24"))  # on E, I, J — but holds no cards
    sc.give(s, 1, ore=1)
    sc.give(s, 2, wool=2)
    s["phase"] = "robber"
    legal = [a["hex"] for a in ENGINE.legal_actions(s, 0) if a["type"] == "move_robber"]
    assert len(legal) == 18 and s["robber"] not in legal
    rejects(s, 0, {"type": "move_robber", "hex": s["robber"]}, "different")
    s, _ = act(s, 0, {"type": "move_robber", "hex": hexid("E")})
    assert s["phase"] == "steal" and s["steal_from"] == [1, 2]
    assert ENGINE.legal_actions(s, 0)[:2] == [{"type": "steal", "victim": 1},
                                              {"type": "steal", "victim": 2}]
    rejects(s, 0, {"type": "steal", "victim": 3}, "Choose a player")
    s, events = act(s, 0, {"type": "steal", "victim": 2})
    assert hand(s, 0) == {"wool": 1} and hand(s, 2) == {"wool": 1}
    assert {"type": "stole", "player": 0, "victim": 2} in events
    assert s["secret"][0][-1] == {"type": "you_stole", "resource": "wool", "victim": 2}
    assert s["phase"] == "main"
    # Back to the desert (allowed): only seat 2 next to it has cards → stolen automatically.
    s["phase"] = "robber"
    s, events = act(s, 0, {"type": "move_robber", "hex": hexid("J")})
    assert s["phase"] == "main" and hand(s, 0) == {"wool": 2} and hand(s, 2) == {}


def test_robber_on_hex_without_victims_steals_nothing() -> None:
    s = sc.main_phase(3)
    sc.settle(s, 1, node("9"))
    s["phase"] = "robber"
    s, events = act(s, 0, {"type": "move_robber", "hex": hexid("A")})  # seat 1 has no cards
    assert {"type": "nothing_to_steal", "player": 0} in events and s["phase"] == "main"


# -- building ------------------------------------------------------------------------------


def test_distance_rule_and_settlement_needs_own_road() -> None:
    s = sc.main_phase(3)
    sc.settle(s, 0, node("9"))
    sc.road(s, 0, edge("9-14"), edge("14-19"))
    sc.settle(s, 1, node("31"))
    sc.road(s, 1, edge("25-31"))
    sc.give(s, 0, brick=3, lumber=3, wool=3, grain=3)
    rejects(s, 0, {"type": "build_settlement", "node": node("14")}, "taken")
    rejects(s, 0, {"type": "build_settlement", "node": node("44")}, "touch one of your roads")
    rejects(s, 0, {"type": "build_settlement", "node": node("25")}, "taken")  # next to 31
    spots = {a["node"] for a in ENGINE.legal_actions(s, 0) if a["type"] == "build_settlement"}
    assert spots == {node("19")}
    s2, _ = act(s, 0, {"type": "build_settlement", "node": node("19")})
    assert s2["node_owner"][node("19")] == 0 and hand(s2, 0) == {
        "brick": 2, "lumber": 2, "wool": 2, "grain": 2}
    assert victory_points(s2, 0) == 2 and s2["pieces"][0][1] == 3


def test_with_all_15_roads_placed_a_settlement_is_still_offered_and_built() -> None:
    # Seed 004: "osady muszą być połączone drogami z istniejącymi osadami i kosztują 1 cegłę +
    # 1 drewno + 1 wełnę + 1 zboże" (settlements must be joined by roads to existing ones and
    # cost a brick, a lumber, a wool and a grain): a road leading there and the price, nothing
    # more — having no road left in supply changes nothing.
    s = sc.main_phase(3)
    sc.settle(s, 0, node("9"))
    sc.road(s, 0, edge("9-14"), edge("14-19"))
    sc.give(s, 0, brick=1, lumber=1, wool=1, grain=1)
    s["pieces"][0][0] = 0
    legal = ENGINE.legal_actions(s, 0)
    assert {"type": "build_settlement", "node": node("19")} in legal
    assert not [a for a in legal if a["type"] == "build_road"]
    s2, _ = act(s, 0, {"type": "build_settlement", "node": node("19")})
    assert s2["node_owner"][node("19")] == 0


def test_road_connects_and_is_blocked_by_opponent_building() -> None:
    s = sc.main_phase(3)
    sc.settle(s, 0, node("9"))
    sc.road(s, 0, edge("9-14"), edge("14-19"))
    sc.settle(s, 1, node("19"))  # an opponent's settlement at the end of 0's road
    sc.give(s, 0, brick=5, lumber=5)
    roads = {a["edge"] for a in ENGINE.legal_actions(s, 0) if a["type"] == "build_road"}
    assert edge("19-25") not in roads and edge("19-24") not in roads
    assert edge("10-14") in roads and edge("5-9") in roads and edge("9-13") in roads
    rejects(s, 0, {"type": "build_road", "edge": edge("19-25")}, "another player's building")
    rejects(s, 0, {"type": "build_road", "edge": edge("30-36")}, "connect")
    rejects(s, 0, {"type": "build_road", "edge": edge("9-14")}, "already a road")
    s2, _ = act(s, 0, {"type": "build_road", "edge": edge("10-14")})
    assert s2["road_owner"][edge("10-14")] == 0 and hand(s2, 0) == {"brick": 4, "lumber": 4}


def test_piece_limits() -> None:
    s = sc.main_phase(3)
    sc.settle(s, 0, node("9"))
    sc.road(s, 0, edge("9-14"))
    sc.give(s, 0, brick=5, lumber=5, wool=5, grain=5, ore=5)
    s["pieces"][0] = [0, 0, 0]
    acts = {a["type"] for a in ENGINE.legal_actions(s, 0)}
    assert not acts & {"build_road", "build_settlement", "build_city"}
    rejects(s, 0, {"type": "build_road", "edge": edge("10-14")}, "no roads left")
    rejects(s, 0, {"type": "build_settlement", "node": node("19")}, "no settlements left")
    rejects(s, 0, {"type": "build_city", "node": node("9")}, "no cities left")


def test_city_upgrades_own_settlement_and_returns_it() -> None:
    s = sc.main_phase(3)
    sc.settle(s, 0, node("9"))
    sc.settle(s, 1, node("19"))
    sc.give(s, 0, grain=2, ore=2)
    rejects(s, 0, {"type": "build_city", "node": node("9")}, "3 ore")
    sc.give(s, 0, ore=1)
    rejects(s, 0, {"type": "build_city", "node": node("19")}, "your own settlements")
    rejects(s, 0, {"type": "build_city", "node": node("30")}, "your own settlements")
    assert {"type": "build_city", "node": node("9")} in ENGINE.legal_actions(s, 0)
    s2, _ = act(s, 0, {"type": "build_city", "node": node("9")})
    assert s2["node_level"][node("9")] == 2 and s2["pieces"][0] == [15, 5, 3]
    assert victory_points(s2, 0) == 2 and hand(s2, 0) == {}
    rejects(s2, 0, {"type": "build_city", "node": node("9")}, "your own settlements")


def test_unaffordable_and_before_roll_rejected() -> None:
    s = sc.main_phase(3, rolled=False)
    sc.settle(s, 0, node("9"))
    sc.road(s, 0, edge("9-14"))
    sc.give(s, 0, brick=1, lumber=1)
    rejects(s, 0, {"type": "build_road", "edge": edge("10-14")}, "Roll the dice first")
    s["rolled"] = True
    sc.set_hand(s, 0, brick=1)
    rejects(s, 0, {"type": "build_road", "edge": edge("10-14")}, "1 brick and 1 lumber")
    rejects(s, 0, {"type": "buy_dev"}, "ore")
    rejects(s, 0, {"type": "build_settlement", "node": node("19")}, "settlement costs")


# -- development cards ---------------------------------------------------------------------


def test_dev_card_bought_this_turn_cannot_be_played_until_next_turn() -> None:
    s = sc.main_phase(2)
    sc.give(s, 0, ore=1, wool=1, grain=1)
    s["deck"].remove("knight")
    s["deck"].append("knight")  # the next card drawn is a knight
    s, events = act(s, 0, {"type": "buy_dev"})
    assert s["dev"][0][0] == 1 and s["bought"][0] == 1 and len(s["deck"]) == 24
    card = ENGINE.view(s, 0)["me"]["notes"][-1]["card"]
    # Everyone learns a card was bought; only the buyer learns which.
    assert events == [{"type": "bought_dev", "player": 0},
                      {"type": "you_drew", "card": card, "private_to": [0]}]
    assert s["secret"][0][-1] == {"type": "you_drew", "card": "knight"}
    assert ENGINE.view(s, 0)["me"]["dev_bought_this_turn"]["knight"] == 1
    assert {"type": "play_knight"} not in ENGINE.legal_actions(s, 0)
    rejects(s, 0, {"type": "play_knight"}, "bought")
    s, _ = act(s, 0, {"type": "end_turn"})
    s, _ = act(with_roll(s, 5), 1, {"type": "roll"})
    s, _ = act(s, 1, {"type": "end_turn"})
    assert {"type": "play_knight"} in ENGINE.legal_actions(s, 0)  # also before rolling
    s, _ = act(s, 0, {"type": "play_knight"})
    assert s["phase"] == "robber" and s["knights"][0] == 1


def test_one_dev_card_per_turn_and_knight_before_roll() -> None:
    s = sc.main_phase(2, rolled=False)
    sc.give_dev(s, 0, "knight", 2)
    sc.give_dev(s, 0, "monopoly")
    s, _ = act(s, 0, {"type": "play_knight"})
    s, _ = act(s, 0, {"type": "move_robber", "hex": hexid("A")})
    assert s["phase"] == "main" and not s["rolled"]
    assert ENGINE.legal_actions(s, 0) == [{"type": "roll"}, {"type": "resign"}]
    rejects(s, 0, {"type": "play_knight"}, "already played")
    rejects(s, 0, {"type": "play_monopoly", "resource": "ore"}, "already played")
    s, _ = act(with_roll(s, 5), 0, {"type": "roll"})
    rejects(s, 0, {"type": "play_monopoly", "resource": "ore"}, "already played")


def test_victory_point_cards_count_at_once_hidden_and_win_when_bought() -> None:
    s = sc.main_phase(2)
    for n in ("9", "20", "31"):
        sc.settle(s, 0, node(n), city=True)  # 6 VP
    sc.give_dev(s, 0, "victory_point", 3)  # 9 VP, three hidden
    assert victory_points(s, 0) == 9 and victory_points(s, 0, hidden=False) == 6
    pub = ENGINE.view(s, None)["seats"][0]
    assert pub["vp"] == 6 and pub["dev_cards"] == 3
    assert ENGINE.view(s, 0)["me"]["vp_total"] == 9
    sc.give(s, 0, ore=1, wool=1, grain=1)
    s["deck"].remove("victory_point")
    s["deck"].append("victory_point")
    s, events = act(s, 0, {"type": "buy_dev"})  # a VP card bought this turn counts at once
    assert s["phase"] == "over" and s["winner"] == 0
    over = events[-1]
    assert over["type"] == "game_over" and over["points"]["0"] == 10 and over["vp_cards"]["0"] == 4
    assert ENGINE.view(s, None)["final"]["vp_cards"]["0"] == 4
    res = ENGINE.result(s)
    assert res.winners == [0] and res.ranking == [0, 1] and res.scores[0] == 10


def test_road_building_two_free_roads() -> None:
    s = sc.main_phase(2)
    sc.settle(s, 0, node("9"))
    sc.give_dev(s, 0, "road_building")
    s, events = act(s, 0, {"type": "play_road_building"})
    assert s["phase"] == "road_building" and s["free_roads"] == 2
    legal = [a for a in ENGINE.legal_actions(s, 0) if a["type"] != "resign"]
    assert {a["edge"] for a in legal} == {edge("5-9"), edge("9-13"), edge("9-14")}
    rejects(s, 0, {"type": "end_turn"}, "free roads")
    s, _ = act(s, 0, {"type": "build_road", "edge": edge("9-14")})
    s, events = act(s, 0, {"type": "build_road", "edge": edge("14-19")})
    assert events[0]["free"] is True
    assert s["phase"] == "main" and s["pieces"][0][0] == 13 and sum(s["res"][0]) == 0


def test_road_building_with_one_road_left_places_one() -> None:
    s = sc.main_phase(2, rolled=False)
    sc.settle(s, 0, node("9"))
    sc.give_dev(s, 0, "road_building")
    s["pieces"][0][0] = 1
    s, _ = act(s, 0, {"type": "play_road_building"})
    s, _ = act(s, 0, {"type": "build_road", "edge": edge("9-14")})
    assert s["phase"] == "main" and not s["rolled"] and s["pieces"][0][0] == 0


def test_year_of_plenty_and_monopoly() -> None:
    s = sc.main_phase(3)
    sc.give_dev(s, 0, "year_of_plenty")
    plays = [a for a in ENGINE.legal_actions(s, 0) if a["type"] == "play_year_of_plenty"]
    assert len(plays) == 15  # 5 pairs of the same + 10 of different resources
    s2, _ = act(s, 0, {"type": "play_year_of_plenty", "resources": ["ore", "ore"]})
    assert hand(s2, 0) == {"ore": 2} and s2["bank"][4] == 17
    sc.give(s, 1, brick=18)
    rejects(s, 0, {"type": "play_year_of_plenty", "resources": ["brick", "brick"]}, "only 1 brick")
    rejects(s, 0, {"type": "play_year_of_plenty", "resources": ["brick"]}, "exactly 2")
    rejects(s, 0, {"type": "play_year_of_plenty", "resources": "ore"}, "exactly 2")
    s = sc.main_phase(3)
    sc.give_dev(s, 0, "monopoly")
    sc.give(s, 0, ore=1)
    sc.give(s, 1, ore=3, wool=1)
    sc.give(s, 2, ore=2)
    s, events = act(s, 0, {"type": "play_monopoly", "resource": "ore"})
    assert hand(s, 0) == {"ore": 6} and hand(s, 1) == {"wool": 1} and hand(s, 2) == {}
    assert events[0]["taken"] == 5
    rejects(sc.main_phase(3), 0, {"type": "play_monopoly", "resource": "ore"}, "no Monopoly")


def test_largest_army_first_to_three_then_only_strictly_more() -> None:
    s = sc.main_phase(3)
    s["knights"] = [2, 3, 0]
    s["largest"] = 1
    sc.give_dev(s, 0, "knight", 2)
    s, events = act(s, 0, {"type": "play_knight"})  # 3 = 3: no takeover
    assert s["largest"] == 1 and not any(e["type"] == "largest_army" for e in events)
    s, _ = act(s, 0, {"type": "move_robber", "hex": hexid("A")})
    s["dev_played"] = False  # next turn, in effect
    s, events = act(s, 0, {"type": "play_knight"})
    assert s["largest"] == 0 and {"type": "largest_army", "player": 0, "knights": 4} in events
    assert victory_points(s, 0) == 2 and victory_points(s, 1) == 0
    t = sc.main_phase(3)
    t["knights"] = [2, 0, 0]
    sc.give_dev(t, 0, "knight")
    t, _ = act(t, 0, {"type": "play_knight"})
    assert t["largest"] == 0


# -- winning -------------------------------------------------------------------------------


def test_points_gained_on_another_turn_win_only_when_own_turn_comes() -> None:
    s = sc.main_phase(3)
    # Seat 1: 4 cities (8 VP) and a 5-road chain; seat 2: a 6-road chain holding the card.
    for n in ("1", "3", "29", "44"):
        sc.settle(s, 1, node(n), city=True)
    sc.road(s, 1, edge("1-4"), edge("4-8"), edge("8-12"), edge("12-17"), edge("17-22"))
    sc.road(s, 2, edge("19-25"), edge("25-31"), edge("31-37"), edge("37-42"), edge("42-47"),
            edge("47-51"))
    s["longest"] = 2
    assert s["road_len"] == [0, 5, 6]
    # Seat 0 settles on 31, in the middle of seat 2's chain: 2 drops to 4, seat 1 alone has
    # the longest road (5) and reaches 10 VP — but it is seat 0's turn.
    sc.settle(s, 0, node("30"))
    sc.road(s, 0, edge("30-36"), edge("31-36"))
    sc.give(s, 0, brick=1, lumber=1, wool=1, grain=1)
    s, events = act(s, 0, {"type": "build_settlement", "node": node("31")})
    assert s["road_len"][2] == 4 and s["longest"] == 1
    assert {"type": "longest_road", "player": 1, "length": 5} in events
    assert victory_points(s, 1) == 10 and s["phase"] == "main"
    s, events = act(s, 0, {"type": "end_turn"})
    assert s["phase"] == "over" and s["winner"] == 1 and events[-1]["type"] == "game_over"


# -- bad input -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "action",
    [
        None,
        "roll",
        [],
        {},
        {"type": 3},
        {"type": "fly"},
        {"type": "build_road"},
        {"type": "build_road", "edge": "x"},
        {"type": "build_road", "edge": 72},
        {"type": "build_road", "edge": -1},
        {"type": "build_road", "edge": True},
        {"type": "build_road", "edge": 3.0},
        {"type": "build_settlement", "node": None},
        {"type": "build_city", "node": "5"},
        {"type": "move_robber", "hex": 4},
        {"type": "steal", "victim": "1"},
        {"type": "discard", "cards": "x"},
        {"type": "discard", "cards": {"brick": "1"}},
        {"type": "maritime_trade", "give": "gold", "get": "ore"},
        {"type": "maritime_trade"},
        {"type": "play_year_of_plenty", "resources": [1, 2]},
        {"type": "play_monopoly", "resource": ["ore"]},
        {"type": "offer_trade", "give": {"gold": 1}, "get": {"ore": 1}},
        {"type": "offer_trade", "give": {"brick": -1}, "get": {"ore": 1}},
        {"type": "offer_trade", "give": {"brick": 1}, "get": {"ore": 1}, "to": "all"},
        {"type": "offer_trade", "template": True, "to": [1, 2]},
        {"type": "confirm_trade", "with": "x"},
        {"type": "accept_trade"},
        {"type": "counter_trade", "give": 1},
    ],
)
def test_malformed_actions_raise_rule_error_and_leave_state(action: object) -> None:
    s = sc.main_phase(3)
    sc.settle(s, 0, node("9"))
    sc.road(s, 0, edge("9-14"))
    sc.give(s, 0, brick=4, lumber=4, wool=4, grain=4, ore=4)
    rejects(s, 0, action)


def test_out_of_turn_and_resigned_players_are_rejected() -> None:
    s = sc.main_phase(3)
    rejects(s, 1, {"type": "end_turn"}, "not your turn")
    rejects(s, 1, {"type": "roll"}, "not your turn")
    rejects(s, 7, {"type": "end_turn"}, "not playing")
    rejects(s, "0", {"type": "end_turn"}, "not playing")
    s, _ = act(s, 1, {"type": "resign"})
    rejects(s, 1, {"type": "resign"}, "resigned")
    assert ENGINE.legal_actions(s, 1) == []


def test_resign_passes_turn_and_last_player_wins() -> None:
    s = sc.main_phase(3)
    sc.give(s, 0, ore=3)
    s, events = act(s, 0, {"type": "resign"})
    assert s["players"][0] == "resigned" and s["turn"] == 1 and not s["rolled"]
    assert s["bank"][4] == 19 and sum(s["res"][0]) == 0
    assert {"type": "turn", "player": 1} in events
    s, events = act(s, 2, {"type": "resign"})
    assert s["phase"] == "over" and s["winner"] == 1
    res = ENGINE.result(s)
    assert res.winners == [1] and res.ranking == [1, 2, 0]
    assert ENGINE.to_act(s) == [] and ENGINE.legal_actions(s, 1) == []


def test_resign_during_setup_skips_the_seat() -> None:
    s = ENGINE.new(3, 2, {"board": "beginner"})
    p = s["turn"]
    s, _ = act(s, p, {"type": "resign"})
    assert s["turn"] != p and s["phase"] == "setup"
    s = play_setup(s, ["1", "3", "29", "33"])
    assert s["phase"] == "main" and s["turn"] != p


def test_resign_of_a_pending_discarder_moves_on_to_the_robber() -> None:
    s = sc.main_phase(3, rolled=False)
    sc.give(s, 1, ore=8)
    s, _ = act(with_roll(s, 7), 0, {"type": "roll"})
    assert ENGINE.to_act(s) == [1]
    s, _ = act(s, 1, {"type": "resign"})
    assert s["phase"] == "robber" and ENGINE.to_act(s) == [0]


def test_state_round_trips_through_json() -> None:
    s = ENGINE.new(4, 11)
    s = play_setup(s, ["1", "3", "29", "33", "42", "51", "20", "11"])
    s, _ = act(s, s["turn"], {"type": "roll"})
    assert json.loads(json.dumps(s)) == s
