"""Caravane's AI (games/caravane/players.py): what it reads from the log, what it samples,
its candidates and its evaluation."""

from __future__ import annotations

import random

import pytest

from games.ai import make_player, observe, visible
from games.base import is_template
from games.caravane import ENGINE
from games.caravane.players import AI, bid_amounts, least_start, read_log, win_chances
from tests.support.ai_games import positions


def test_in_the_standard_game_the_others_tiers_are_known_exactly():
    """Every bid is revealed and every gourd square is public: the log tells all."""
    rng = random.Random(1)
    checked = 0
    for state, seat, log in positions("caravane", {"variant": "standard"}, 400):
        det = AI.determinize(observe(ENGINE, state, seat, log), rng)
        for other, pl in enumerate(state["players"]):
            assert det["players"][other]["tiers"] == pl["tiers"]
            checked += other != seat
    assert checked > 400


def test_in_champions_a_sampled_split_pays_for_every_bid_seen():
    rng = random.Random(2)
    for state, seat, log in positions("caravane", {"variant": "champions"}, 400):
        seen = observe(ENGINE, state, seat, log)
        known = read_log(seen)
        det = AI.determinize(seen, rng)
        for other, pl in enumerate(det["players"]):
            if other == seat or pl["setup"] is None:
                continue
            split = pl["setup"]["tiers"]
            assert sum(split) == 60
            played = state["stage"] if state["phase"] == "race" else 0
            for tier in range(played):
                assert split[tier] >= least_start(known.ops[other][tier])
            assert all(t >= 0 for t in pl["tiers"])
            assert sorted(pl["bags"]) == [1, 2, 3]
            for tier, value in enumerate(known.bags[other]):  # bags seen used keep their value
                assert not value or pl["bags"][tier] == value


def test_every_candidate_is_legal():
    for state, seat, _ in positions("caravane", {"variant": "champions"}, 300, seed=5):
        for template in ENGINE.legal_actions(state, seat):
            if not is_template(template):
                continue
            found = AI.candidates(state, seat, template)
            assert found
            for action in found:
                ENGINE.check(state, seat, action)


def test_bid_amounts_cover_every_small_bid_and_all_in():
    assert bid_amounts(0) == [0]
    assert bid_amounts(7) == list(range(8))
    assert bid_amounts(27) == [*range(11), 12, 14, 16, 18, 20, 25, 27]


def race(players: int = 3) -> dict:
    return ENGINE.new(players, 0)


def test_win_chances_sum_to_one_and_favour_silk_and_progress():
    state = race()
    chances = win_chances(state)
    assert sum(chances) == pytest.approx(1)
    assert chances[0] == pytest.approx(chances[1]) == pytest.approx(chances[2])
    state["players"][1]["silk"] = 3
    assert max(range(3), key=lambda i: win_chances(state)[i]) == 1
    state = race()
    state["players"][2]["pos"] = 6
    assert max(range(3), key=lambda i: win_chances(state)[i]) == 2
    state = race()
    state["players"][0]["tiers"][0] = 10  # fewer gourds for the same road
    assert min(range(3), key=lambda i: win_chances(state)[i]) == 0


def test_a_resigned_seat_has_no_chance():
    state = race()
    state["players"][1]["resigned"] = True
    chances = win_chances(state)
    assert chances[1] == 0 and sum(chances) == pytest.approx(1)


def scripted(bids: list[tuple[int, int]]) -> tuple[dict, list[list[dict]]]:
    """A 1v1 game after rounds of the given (seat 0, seat 1) bids, with both logs."""
    state, logs = ENGINE.new(2, 0), [[], []]
    for pair in bids:
        for seat, amount in enumerate(pair):
            state, events = ENGINE.apply(state, seat, {"type": "bid", "amount": amount})
            for reader in (0, 1):
                logs[reader].extend(visible(events, reader))
    return state, logs


@pytest.mark.parametrize("level", ["casual", "standard", "hard"])
def test_with_the_palace_in_reach_it_outbids_what_the_other_can_have(level):
    """Seat 1 spent its 15 gourds at once (seat 0 saw it) and picked up 2 on square 4;
    seat 0 lost 2 on square 7 and spent 1. Both at square 15 of 15: both arrive this
    round, in the order of their bids. Seat 1 has 2 gourds left, so a bid of 3 or more
    brings seat 0 in first for sure (4 silk, not a shared or second place), and the
    gourds it keeps are lost at the palace anyway."""
    state, logs = scripted([(0, 15), *[(0, 0)] * 6, (1, 0)])
    assert [p["pos"] for p in state["players"]] == [15, 15]
    assert [p["tiers"][0] for p in state["players"]] == [12, 2]
    seen = observe(ENGINE, state, 0, logs[0])
    action = make_player("caravane", level, clock=None).decide(seen, random.Random(0))
    assert action["type"] == "bid" and action["amount"] >= 3
    after, _ = ENGINE.apply(state, 0, action)
    after, _ = ENGINE.apply(after, 1, {"type": "bid", "amount": 2})
    first, second = after["arrivals"][0]
    assert (first["player"], first["silk"], second["silk"]) == (0, 4, 3)
