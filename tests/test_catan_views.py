"""Views (public / private), log text and the rules summary."""

from __future__ import annotations

import copy
import json
from typing import Any

from cogs.catan.ui import CatanUI
from games.catan import ENGINE
from games.catan.geometry import BASE
from table.i18n import use_locale
from tests.support import catan_scenario as sc

NAMES = ["Ann", "Bob", "Cy"]

UI = CatanUI()


def node(label: str) -> int:
    n = BASE.parse_node_label(label)
    assert n is not None
    return n


def position() -> dict:
    s = sc.main_phase(3)
    sc.settle(s, 0, node("9"))
    sc.settle(s, 1, node("19"), city=True)
    sc.road(s, 0, BASE.parse_edge_label("9-14"))  # type: ignore[arg-type]
    sc.give(s, 0, brick=2, lumber=1, wool=1, grain=1)
    sc.give(s, 1, ore=3)
    sc.give_dev(s, 0, "knight")
    sc.give_dev(s, 0, "victory_point", bought_now=True)
    sc.give_dev(s, 1, "monopoly")
    s["secret"][1].append({"type": "you_drew", "card": "monopoly"})
    return s


def keys_in(obj: Any) -> set[str]:
    found: set[str] = set()
    if isinstance(obj, dict):
        for k, v in obj.items():
            found.add(k)
            found |= keys_in(v)
    elif isinstance(obj, list):
        for v in obj:
            found |= keys_in(v)
    return found


def test_public_view_hides_hands_deck_and_rng() -> None:
    s = position()
    twin = copy.deepcopy(s)
    # Same public facts (hand sizes, bank), different secrets: who holds which cards, dev
    # cards, deck order, RNG, private notes.
    twin["res"][0], twin["res"][1] = [2, 0, 0, 0, 3], [0, 1, 1, 1, 0]
    twin["dev"][0] = [0, 0, 1, 0, 1]
    twin["deck"].reverse()
    twin["rng"] = 12345
    twin["secret"][1] = []
    assert ENGINE.view(s, None) == ENGINE.view(twin, None)
    assert ENGINE.view(s, 2) == ENGINE.view(twin, 2)  # seat 2 sees none of those secrets
    assert ENGINE.view(s, 0) != ENGINE.view(twin, 0)
    pub = ENGINE.view(s, None)
    assert not keys_in(pub) & {"rng", "deck", "res", "dev", "secret", "hand", "me", "notes"}
    assert "monopoly" not in json.dumps(pub) and "victory_point" not in json.dumps(pub)


def test_public_view_contents() -> None:
    s = position()
    v = ENGINE.view(s, None)
    json.dumps(v)
    assert v["phase"] == "main" and v["turn"] == 0 and v["rolled"] is True
    assert v["board"]["terrain"][9] == "desert" and v["board"]["robber"] == 9
    assert len(v["node_owner"]) == 54 and len(v["road_owner"]) == 72
    assert v["node_level"][node("19")] == 2
    me, other = v["seats"][0], v["seats"][1]
    assert me["vp"] == 1 and me["cards"] == 5 and me["dev_cards"] == 2
    assert other["vp"] == 2 and other["cards"] == 3 and other["dev_cards"] == 1
    assert me["pieces_left"] == {"roads": 14, "settlements": 4, "cities": 4}
    assert me["road_length"] == 1 and me["knights"] == 0
    assert v["bank"] == {"brick": 17, "lumber": 18, "wool": 18, "grain": 18, "ore": 16}
    assert v["deck_size"] == 22 and v["longest_road"] is None and v["largest_army"] is None
    assert v["to_act"] == [0] and v["offer"] is None
    # Where the active player could build (public geometry, not what they can afford).
    assert node("14") not in v["choices"]["nodes"]
    assert v["choices"]["cities"] == [node("9")]
    assert BASE.parse_edge_label("10-14") in v["choices"]["edges"]


def test_private_view_adds_only_own_secrets() -> None:
    s = position()
    mine = ENGINE.view(s, 0)["me"]
    assert mine["hand"] == {"brick": 2, "lumber": 1, "wool": 1, "grain": 1, "ore": 0}
    assert mine["dev_cards"]["knight"] == 1 and mine["dev_cards"]["victory_point"] == 1
    assert mine["dev_bought_this_turn"]["victory_point"] == 1
    assert mine["vp_total"] == 2
    # Cards for a settlement, but no spot on 0's one road: affordable, not buildable.
    assert mine["affordable"] == {"road": True, "settlement": True, "city": False, "dev": False}
    assert mine["can_build"] == {"road": True, "settlement": False, "city": False, "dev": False}
    assert mine["rates"]["brick"] == 4
    theirs = ENGINE.view(s, 1)["me"]
    assert theirs["hand"]["ore"] == 3 and theirs["notes"] == [{"type": "you_drew",
                                                                "card": "monopoly"}]
    assert theirs["dev_bought_this_turn"] == {k: 0 for k in theirs["dev_cards"]}


def test_choices_follow_the_pending_decision() -> None:
    s = ENGINE.new(3, 4, {"board": "beginner"})
    assert len(ENGINE.view(s, None)["choices"]["nodes"]) == 54
    s, _ = ENGINE.apply(s, s["turn"], {"type": "build_settlement", "node": node("9")})
    v = ENGINE.view(s, None)
    assert v["setup_node"] == node("9") and len(v["choices"]["edges"]) == 3
    r = sc.main_phase(3)
    r["phase"] = "robber"
    assert len(ENGINE.view(r, None)["choices"]["hexes"]) == 18


def test_log_lines_are_plain_english_and_keep_secrets() -> None:
    s = sc.main_phase(3)
    sc.settle(s, 1, node("9"))
    sc.give(s, 1, ore=2)
    s["phase"] = "robber"
    s, events = ENGINE.apply(s, 0, {"type": "move_robber", "hex": 0})
    public = [e for e in events if "private_to" not in e]
    lines = [UI.event_text(e, NAMES) for e in public]
    assert lines == ["Ann moved the robber to A.", "Ann stole a card from Bob."]
    assert ENGINE.view(s, None)["log"] == public  # the secret card is not in the public view
    private = {tuple(e["private_to"]): UI.event_text(e, NAMES) for e in events
               if "private_to" in e}
    assert private == {(0,): "🤫 You stole 1 ore from Bob.", (1,): "🤫 Ann stole 1 ore from you."}

    def words(action: dict) -> str:
        return UI.action_text(action, ENGINE.spec(action["type"]), ENGINE.view(s, None), NAMES)

    assert words({"type": "discard", "cards": {"ore": 2, "wool": 1}}) == "Discard 2 ore, 1 wool"
    assert words({"type": "build_road", "edge": 0}) == "Build a road on 1-4"
    assert words({"type": "end_turn"}) == "End turn"
    assert UI.event_text({"type": "produced", "gains": {"0": {"ore": 2}}, "shortage": ["wool"]},
                         NAMES) == "Production: Ann 2 ore. Bank short of wool."
    assert UI.event_text({"type": "longest_road", "player": -1, "length": 5},
                         NAMES) == "The Longest Road card is set aside."


def test_rules_summary_is_short_markdown() -> None:
    # One Discord message (2,000 characters) holds the base game and the T&B paragraph.
    for locale in ("en", "sv", "cs", "fr", "pl"):
        with use_locale(locale):
            text = UI.text("rules")
        assert 300 < len(text) < 2000, locale
    text = UI.text("rules")
    assert "**Catan**" in text and "10 victory points" in text and "13" in text
