"""Longest Road: trail length (forks, loops, cuts) and who holds the card (catan.md)."""

from __future__ import annotations

from games.catan import ENGINE
from games.catan.geometry import BASE, NUM_NODES
from games.catan.longest_road import longest_road
from tests.support import catan_scenario as sc


def node(label: str) -> int:
    n = BASE.parse_node_label(label)
    assert n is not None
    return n


def edges(*labels: str) -> list[int]:
    out = []
    for label in labels:
        e = BASE.parse_edge_label(label)
        assert e is not None, label
        out.append(e)
    return out


EMPTY = [-1] * NUM_NODES
# A chain of 6 along nodes 19-25-31-37-42-47-51.
CHAIN6 = ("19-25", "25-31", "31-37", "37-42", "42-47", "47-51")
# The ring around hex E (corners 9, 14, 19, 24, 18, 13).
RING_E = ("9-14", "14-19", "19-24", "18-24", "13-18", "9-13")


def owners(**placed: int) -> list[int]:
    out = EMPTY[:]
    for label, seat in placed.items():
        out[node(label.lstrip("n"))] = seat
    return out


def test_straight_chain_counts_every_segment() -> None:
    assert longest_road(0, edges(*CHAIN6), EMPTY) == 6
    assert longest_road(0, [], EMPTY) == 0
    assert longest_road(0, edges("9-14"), EMPTY) == 1


def test_fork_branches_do_not_add_up() -> None:
    # 3 segments 24-19-14-9 then two branches from 9: 9-5-2 (2) and 9-13-8 (2).
    fork = edges("19-24", "14-19", "9-14", "5-9", "2-5", "9-13", "8-13")
    assert longest_road(0, fork, EMPTY) == 5


def test_loop_of_six_counts_all_six_and_a_tail_adds() -> None:
    assert longest_road(0, edges(*RING_E), EMPTY) == 6
    assert longest_road(0, edges(*RING_E, "19-25", "25-31"), EMPTY) == 8
    # Two rings sharing an edge (E and F share 14-19): every segment can be used once.
    ring_f = ("10-14", "10-15", "15-20", "20-25", "19-25")
    assert longest_road(0, edges(*RING_E, *ring_f), EMPTY) == 11


def test_opponent_building_cuts_the_road_own_building_does_not() -> None:
    chain = edges(*CHAIN6)
    assert longest_road(0, chain, owners(n31=1)) == 4  # 19-25-31 | 31-37-42-47-51
    assert longest_road(0, chain, owners(n31=0)) == 6
    assert longest_road(0, chain, owners(n51=1, n19=2)) == 6  # ends may hold anyone's building
    assert longest_road(0, edges(*RING_E), owners(n19=1)) == 6  # a loop cut once is a chain
    assert longest_road(0, edges(*RING_E), owners(n19=1, n13=2)) == 3


def test_separate_networks_take_the_longest_one() -> None:
    ring = edges(*RING_E)
    tail = edges("42-47", "47-51")
    assert longest_road(0, tail + ring, EMPTY) == 6
    assert longest_road(0, ring + tail, EMPTY) == 6


# -- holding the card ------------------------------------------------------------------------


def four_player_roads() -> dict:
    """Seat 0 holds the card with CHAIN6; seats 1 and 2 have 5-road chains."""
    s = sc.main_phase(4, turn=3)
    sc.road(s, 0, *edges(*CHAIN6))
    sc.road(s, 1, *edges("1-4", "4-8", "8-12", "12-17", "17-22"))
    sc.road(s, 2, *edges("3-7", "7-11", "11-16", "16-21", "21-27"))
    s["longest"] = 0
    sc.give(s, 3, brick=1, lumber=1, wool=1, grain=1)
    return s


def settle_with_road(s: dict, p: int, home: str, path: tuple[str, ...]) -> None:
    sc.settle(s, p, node(home))
    sc.road(s, p, *edges(*path))


def test_card_set_aside_when_others_tie_then_reawarded() -> None:
    s = four_player_roads()
    settle_with_road(s, 3, "30", ("30-36", "31-36"))
    s, events = ENGINE.apply(s, 3, {"type": "build_settlement", "node": node("31")})
    assert s["road_len"] == [4, 5, 5, 2]
    assert s["longest"] == -1
    assert {"type": "longest_road", "player": -1, "length": 5} in events
    s["turn"] = 1
    sc.give(s, 1, brick=1, lumber=1)
    s, events = ENGINE.apply(s, 1, {"type": "build_road", "edge": edges("22-28")[0]})
    assert s["longest"] == 1 and {"type": "longest_road", "player": 1, "length": 6} in events


def test_holder_still_tied_after_the_cut_keeps_the_card() -> None:
    s = four_player_roads()
    settle_with_road(s, 3, "15", ("15-20", "20-25"))
    s, events = ENGINE.apply(s, 3, {"type": "build_settlement", "node": node("25")})
    assert s["road_len"][0] == 5 and s["longest"] == 0
    assert not any(e["type"] == "longest_road" for e in events)


def test_nobody_left_with_five_sets_the_card_aside() -> None:
    s = sc.main_phase(3, turn=2)
    sc.road(s, 0, *edges(*CHAIN6))
    s["longest"] = 0
    settle_with_road(s, 2, "30", ("30-36", "31-36"))
    sc.give(s, 2, brick=1, lumber=1, wool=1, grain=1)
    s, _ = ENGINE.apply(s, 2, {"type": "build_settlement", "node": node("31")})
    assert s["longest"] == -1


def test_taken_over_only_by_a_strictly_longer_road() -> None:
    s = sc.main_phase(3, turn=1)
    sc.road(s, 0, *edges("1-4", "4-8", "8-12", "12-17", "17-22"))
    s["longest"] = 0
    sc.road(s, 1, *edges("19-25", "25-31", "31-37", "37-42"))
    sc.give(s, 1, brick=2, lumber=2)
    s, events = ENGINE.apply(s, 1, {"type": "build_road", "edge": edges("42-47")[0]})
    assert s["road_len"][1] == 5 and s["longest"] == 0  # a tie: the holder keeps it
    s, events = ENGINE.apply(s, 1, {"type": "build_road", "edge": edges("47-51")[0]})
    assert s["longest"] == 1 and {"type": "longest_road", "player": 1, "length": 6} in events


def test_first_to_five_takes_the_card_and_gets_two_points() -> None:
    s = sc.main_phase(3)
    sc.road(s, 0, *edges("19-25", "25-31", "31-37", "37-42"))
    sc.give(s, 0, brick=1, lumber=1)
    s, events = ENGINE.apply(s, 0, {"type": "build_road", "edge": edges("42-47")[0]})
    assert s["longest"] == 0 and ENGINE.view(s, None)["seats"][0]["vp"] == 2
    assert ENGINE.view(s, None)["longest_road"] == 0


def test_resigning_holder_hands_the_card_to_the_unique_longest() -> None:
    s = four_player_roads()
    last = edges("21-27")[0]  # seat 2 loses a road: seat 1 alone is next in line
    s["road_owner"][last] = -1
    s["roads_of"][2].remove(last)
    sc.refresh(s)
    s, events = ENGINE.apply(s, 0, {"type": "resign"})
    assert s["longest"] == 1 and {"type": "longest_road", "player": 1, "length": 5} in events
    t = four_player_roads()
    t, events = ENGINE.apply(t, 0, {"type": "resign"})  # seats 1 and 2 tie at 5
    assert t["longest"] == -1
