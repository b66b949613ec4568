"""Maritime (4:1, 3:1, 2:1) and domestic trade (offer, accept, decline, counter, confirm).

Beginner harbours: slot 0 "any" docks on 1 and 4; slot 4 "brick" on 43 and 47.
"""

from __future__ import annotations

import copy
import re

import pytest

from cogs.catan.ui import CatanUI
from games.base import RuleError
from games.catan import ENGINE
from games.catan.geometry import BASE
from tests.support import catan_scenario as sc

UI = CatanUI()


def node(label: str) -> int:
    n = BASE.parse_node_label(label)
    assert n is not None
    return n


def hand(s: dict, p: int) -> dict[str, int]:
    names = ("brick", "lumber", "wool", "grain", "ore")
    return {r: c for r, c in zip(names, s["res"][p], strict=True) if c}


def rejects(s: dict, p: int, action: dict, match: str | None = None) -> None:
    before = copy.deepcopy(s)
    with pytest.raises(RuleError) as refused:
        ENGINE.apply(s, p, action)
    # The refusal's words, as the player reads them (its code through the catalogue).
    words = UI.rule_text(refused.value, ["Ann", "Bea", "Cyd", "Dee"])
    assert not words.startswith("rule-"), f"no words for {refused.value.code}"
    if match:
        assert re.search(match, words, re.IGNORECASE), (match, words)
    assert s == before


def maritime(s: dict, p: int) -> list[tuple[str, str]]:
    return [(a["give"], a["get"]) for a in ENGINE.legal_actions(s, p)
            if a["type"] == "maritime_trade"]


# -- maritime ------------------------------------------------------------------------------


def test_bank_trade_four_to_one() -> None:
    s = sc.main_phase(3)
    sc.give(s, 0, brick=4, wool=3)
    assert maritime(s, 0) == [("brick", r) for r in ("lumber", "wool", "grain", "ore")]
    rejects(s, 0, {"type": "maritime_trade", "give": "wool", "get": "ore"}, "need 4 wool")
    rejects(s, 0, {"type": "maritime_trade", "give": "brick", "get": "brick"}, "different")
    s2, events = ENGINE.apply(s, 0, {"type": "maritime_trade", "give": "brick", "get": "ore"})
    assert hand(s2, 0) == {"wool": 3, "ore": 1}
    assert s2["bank"][0] == 19 and s2["bank"][4] == 18
    assert events == [{"type": "maritime_trade", "player": 0, "give": "brick", "count": 4,
                       "get": "ore"}]


def test_generic_harbour_three_to_one() -> None:
    s = sc.main_phase(3)
    sc.settle(s, 0, node("4"))
    assert s["rates"][0] == [3, 3, 3, 3, 3]
    sc.give(s, 0, wool=3)
    s2, _ = ENGINE.apply(s, 0, {"type": "maritime_trade", "give": "wool", "get": "grain"})
    assert hand(s2, 0) == {"grain": 1}
    assert ENGINE.view(s, 0)["me"]["harbours"] == [0]
    assert ENGINE.view(s, 0)["me"]["rates"]["ore"] == 3


def test_special_harbour_two_to_one_for_its_resource_only() -> None:
    s = sc.main_phase(3)
    sc.settle(s, 0, node("47"))
    assert s["rates"][0] == [2, 4, 4, 4, 4]
    sc.give(s, 0, brick=2, ore=3)
    assert maritime(s, 0) == [("brick", r) for r in ("lumber", "wool", "grain", "ore")]
    s2, _ = ENGINE.apply(s, 0, {"type": "maritime_trade", "give": "brick", "get": "wool"})
    assert hand(s2, 0) == {"wool": 1, "ore": 3}
    sc.settle(s, 0, node("1"))  # adding a 3:1 harbour keeps brick at 2
    assert s["rates"][0] == [2, 3, 3, 3, 3]


def test_harbour_rate_comes_with_a_settlement_built_in_play() -> None:
    s = sc.main_phase(3)
    sc.settle(s, 0, node("37"))
    sc.road(s, 0, BASE.parse_edge_label("37-42"), BASE.parse_edge_label("42-47"))  # type: ignore[arg-type]
    sc.give(s, 0, brick=1, lumber=1, wool=1, grain=1)
    s, _ = ENGINE.apply(s, 0, {"type": "build_settlement", "node": node("47")})
    assert s["rates"][0][0] == 2


def test_bank_out_of_the_wanted_resource() -> None:
    s = sc.main_phase(3)
    sc.give(s, 0, brick=4)
    sc.give(s, 1, ore=19)
    assert ("brick", "ore") not in maritime(s, 0)
    rejects(s, 0, {"type": "maritime_trade", "give": "brick", "get": "ore"}, "no ore")


# -- domestic ------------------------------------------------------------------------------


def trading_table() -> dict:
    s = sc.main_phase(3)
    sc.give(s, 0, brick=2, wool=1)
    sc.give(s, 1, ore=2, grain=1)
    sc.give(s, 2, wool=2)
    return s


OFFER = {"type": "offer_trade", "give": {"brick": 1}, "get": {"ore": 1}, "to": None}


def test_offer_template_is_listed_after_rolling_only() -> None:
    s = trading_table()
    assert {"type": "offer_trade", "template": True, "to": [None, 1, 2]} in ENGINE.legal_actions(s, 0)
    s["rolled"] = False
    rejects(s, 0, OFFER, "Roll")
    assert not any(a["type"] == "offer_trade" for a in ENGINE.legal_actions(s, 0))


@pytest.mark.parametrize(
    ("give", "get", "match"),
    [
        ({}, {"ore": 1}, "no gifts"),
        ({"brick": 1}, {}, "no gifts"),
        ({"brick": 1}, {"brick": 1}, "brick for brick"),
        ({"brick": 1, "ore": 1}, {"ore": 2}, "ore for ore"),
        ({"brick": 3}, {"ore": 1}, "only have 2 brick"),
        ({"grain": 1}, {"ore": 1}, "only have 0 grain"),
    ],
)
def test_offer_validation(give: dict, get: dict, match: str) -> None:
    s = trading_table()
    rejects(s, 0, {"type": "offer_trade", "give": give, "get": get, "to": None}, match)
    with pytest.raises(RuleError):
        ENGINE.check_offer(s, 0, {"give": give, "get": get})


def test_offer_to_all_accept_decline_and_confirm() -> None:
    s = trading_table()
    s, events = ENGINE.apply(s, 0, OFFER)
    assert s["phase"] == "trade" and ENGINE.to_act(s) == [1, 2]
    assert events[0] == {"type": "trade_offered", "player": 0, "to": None,
                         "give": {"brick": 1}, "get": {"ore": 1}}
    assert ENGINE.view(s, None)["offer"]["give"] == {"brick": 1}
    # Seat 2 has no ore: it may decline or counter, not accept.
    assert {"type": "accept_trade"} not in ENGINE.legal_actions(s, 2)
    rejects(s, 2, {"type": "accept_trade"}, "don't have")
    rejects(s, 0, {"type": "end_turn"}, "trade offer is open")
    rejects(s, 0, {"type": "confirm_trade", "with": 1}, "accepted or countered")
    s, _ = ENGINE.apply(s, 1, {"type": "accept_trade"})
    rejects(s, 1, {"type": "decline_trade"}, "no trade offer waiting")
    assert ENGINE.to_act(s) == [2]
    s, _ = ENGINE.apply(s, 2, {"type": "decline_trade"})
    assert ENGINE.to_act(s) == [0]
    assert ENGINE.legal_actions(s, 0) == [{"type": "confirm_trade", "with": 1},
                                          {"type": "cancel_trade"}, {"type": "resign"}]
    rejects(s, 0, {"type": "confirm_trade", "with": 2}, "accepted or countered")
    s, events = ENGINE.apply(s, 0, {"type": "confirm_trade", "with": 1})
    assert hand(s, 0) == {"brick": 1, "wool": 1, "ore": 1}
    assert hand(s, 1) == {"brick": 1, "ore": 1, "grain": 1}
    assert s["phase"] == "main" and s["offer"] is None
    assert events == [{"type": "traded", "player": 0, "with": 1, "give": {"brick": 1},
                       "get": {"ore": 1}}]


def test_counter_offer_confirmed_by_the_proposer() -> None:
    s = trading_table()
    s, _ = ENGINE.apply(s, 0, OFFER)
    assert {"type": "counter_trade", "template": True} in ENGINE.legal_actions(s, 2)
    rejects(s, 2, {"type": "counter_trade", "give": {"wool": 3}, "get": {"brick": 1}}, "only have")
    s, events = ENGINE.apply(s, 2, {"type": "counter_trade", "give": {"wool": 2},
                                    "get": {"brick": 2}})
    assert events[0]["answer"] == "counter"
    s, _ = ENGINE.apply(s, 1, {"type": "decline_trade"})
    s, _ = ENGINE.apply(s, 0, {"type": "confirm_trade", "with": 2})
    assert hand(s, 0) == {"wool": 3} and hand(s, 2) == {"brick": 2}


def test_everyone_declines_closes_the_offer() -> None:
    s = trading_table()
    s, _ = ENGINE.apply(s, 0, OFFER)
    s, _ = ENGINE.apply(s, 1, {"type": "decline_trade"})
    s, events = ENGINE.apply(s, 2, {"type": "decline_trade"})
    assert s["phase"] == "main" and s["offer"] is None
    assert {"type": "trade_closed", "player": 0, "reason": "declined"} in events


def test_offer_to_one_player_and_cancel() -> None:
    s = trading_table()
    s, _ = ENGINE.apply(s, 0, dict(OFFER, to=1))
    assert ENGINE.to_act(s) == [1]
    assert ENGINE.legal_actions(s, 2) == [{"type": "resign"}]
    rejects(s, 2, {"type": "decline_trade"}, "no trade offer")
    rejects(s, 0, dict(OFFER, to=1), "trade offer is open")
    s, events = ENGINE.apply(s, 0, {"type": "cancel_trade"})
    assert s["phase"] == "main" and events[0]["reason"] == "cancelled"
    rejects(s, 0, dict(OFFER, to=0), "one other player")
    rejects(s, 1, OFFER, "not your turn")


def test_proposer_resigning_closes_the_offer() -> None:
    s = trading_table()
    s, _ = ENGINE.apply(s, 0, OFFER)
    s, _ = ENGINE.apply(s, 0, {"type": "resign"})
    assert s["offer"] is None and s["phase"] == "main" and s["turn"] == 1
