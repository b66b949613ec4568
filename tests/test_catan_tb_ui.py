"""Traders & Barbarians at the table, in words: every event, rule code, legal move and menu
value of real engine states reads as a sentence in all five languages, and the wagon's
destinations carry their MP and tolls (words and the renderer's reach labels)."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from cogs.catan import KIND
from cogs.catan.traders_ui import EDGE_NAMES, NODE_NAMES
from cogs.table.newcommand import _board_groups
from games.base import EDGE, NODE, RuleError
from games.catan import ENGINE
from games.catan import rules as R
from games.catan.geometry import BASE
from games.catan.scripted import uniform_policy
from games.catan.traders.board import BARBARIAN_START, PLAZA, TABLES
from table import choose as C
from table.i18n import LOCALES, use_locale
from tests.support import tiers

UI = KIND.ui
NAMES = ["Ann", "Bob", "Cyd"]
TB = {"variant": "traders-barbarians"}
ENGINE_DIR = Path(__file__).resolve().parents[1] / "games" / "catan" / "traders"
# A message key left in a sentence ("log-delivered", "rule-bad_route") or a Fluent error.
RAW = re.compile(r"\b(?:log|move|wagon|rule|hand|waiting|headline|path|action|item|count|good|"
                 r"terrain|card|group|param|plaza|drive)-[a-z_-]+")


def reads(text: str) -> bool:
    return bool(text and text.strip()) and not RAW.search(text) and "{" not in text


# -- positions ---------------------------------------------------------------------------------
def tb_state(players: int = 3, turn: int = 0, seed: int = 7) -> dict[str, Any]:
    """An empty T&B board after the roll (no pieces; every wagon on node 0)."""
    s = ENGINE.new(players, seed, TB)
    s.update(phase="main", turn=turn, turns=4, rolled=True, setup_step=2 * players)
    s["wagons"] = [0] * players
    return s


def road(s: dict[str, Any], p: int, *edges: int) -> None:
    for e in edges:
        s["road_owner"][e] = p
        s["roads_of"][p].append(e)
    s["pieces"][p][R.ROADS] -= len(edges)


@cache
def played(seed: int, steps: int = 900) -> tuple[dict[str, Any], ...]:
    """States of a seeded random T&B game that builds, moves its wagons and barbarians."""
    rng = random.Random(seed)
    state = ENGINE.new(3, seed, TB)
    states = [state]
    busy = ("move_wagon", "drive_off", "upgrade_baggage", "buy_with_gold", "move_barbarian",
            "build_road", "build_settlement", "build_city", "play_knight",
            "play_swift_journey", "boost_wagon", "maritime_trade")
    for _ in range(steps):
        if ENGINE.is_over(state):
            break
        seat = rng.choice(ENGINE.to_act(state))
        legal = ENGINE.legal_actions(state, seat)
        moves = [a for a in legal if a["type"] in busy]
        action = (rng.choice(moves) if moves and rng.random() < 0.7
                  else uniform_policy(ENGINE.view(state, seat), legal, rng))
        state, _ = ENGINE.apply(state, seat, action)
        states.append(state)
    return tuple(states)


def events_of(seed: int) -> list[dict[str, Any]]:
    out = []
    states = played(seed)
    for state in states:
        out += state["log"]
        for notes in state["secret"]:
            out += notes
    return out


# One of each T&B event as the engine's docstring describes it, and base events in T&B shapes.
SAMPLE_EVENTS: list[dict[str, Any]] = [
    {"type": "rerolled", "player": 0, "dice": [6, 6], "total": 12},
    {"type": "barbarian_moved", "player": 0, "barbarian": 28, "path": 75, "cause": "seven"},
    {"type": "barbarian_moved", "player": 1, "barbarian": 35, "path": 3, "cause": "drive_off"},
    {"type": "barbarian_kept", "player": 1, "barbarian": 35},
    {"type": "drive_off", "player": 0, "barbarian": 28, "die": 5, "success": True},
    {"type": "drive_off", "player": 0, "barbarian": 28, "die": 2, "success": False},
    {"type": "wagon_moved", "player": 0, "route": [12, 17, 22], "mp": 4, "tolls": {"1": 1},
     "mp_left": 0},
    {"type": "wagon_moved", "player": 2, "route": [54], "mp": 2, "tolls": {}, "mp_left": 2},
    {"type": "boosted", "player": 0, "mp_left": 2},
    {"type": "picked_up", "player": 0, "trade": "castle", "good": "tools"},
    {"type": "delivered", "player": 0, "trade": "castle", "good": "marble", "gold": 3, "vp": 1},
    {"type": "stack_empty", "player": 0, "trade": "quarry"},
    {"type": "upgraded", "player": 0, "level": 2},
    {"type": "upgraded", "player": 0, "level": 5, "vp": 1},
    {"type": "bought_with_gold", "player": 0, "resource": "ore", "gold": 2},
    {"type": "swift_journey", "player": 0, "mp_left": 5},
    {"type": "steal_skipped", "player": 0},
    {"type": "played", "player": 0, "card": "swift_journey"},
    {"type": "maritime_trade", "player": 0, "give": "gold", "count": 3, "get": "brick"},
    {"type": "maritime_trade", "player": 0, "give": "wool", "count": 4, "get": "gold"},
    {"type": "traded", "player": 0, "with": 1, "give": {"gold": 2}, "get": {"grain": 1}},
    {"type": "trade_offered", "player": 0, "to": None, "give": {"gold": 1}, "get": {"ore": 1}},
    {"type": "placed", "player": 0, "piece": "city", "node": 10},
]


def docstring_section(title: str) -> str:
    doc = (ENGINE_DIR / "engine.py").read_text(encoding="utf-8")
    start = doc.index(title)
    return doc[start:doc.index('"""', start)] if title.startswith("Rule") else \
        doc[start:doc.index("Rule error codes", start)]


# -- catalogues ----------------------------------------------------------------------------
def test_every_tb_rule_code_has_words_in_every_language():
    source = "".join(p.read_text(encoding="utf-8") for p in sorted(ENGINE_DIR.glob("*.py")))
    raised = set(re.findall(r'RuleError\(\s*"([a-z_]+)"', source))
    listed = set(re.findall(r"``([a-z_]+)``", docstring_section("Rule error codes")))
    codes = raised | listed
    assert {"toll_unpaid", "drive_off_only", "after_movement", "place_city"} <= codes
    for code in LOCALES:
        missing = [c for c in sorted(codes) if not UI.messages.has(f"rule-{c}", code)]
        assert not missing, (code, missing)


@pytest.mark.parametrize("code", LOCALES)
def test_rule_errors_read_with_their_parameters(code):
    errors = [RuleError("toll_unpaid", player=1), RuleError("drive_off_only", barbarian=28),
              RuleError("not_enough_gold", need=2), RuleError("gold_purchases_used", limit=2),
              RuleError("rate", rate=4, resource="gold"), RuleError("cannot_afford", piece="baggage"),
              RuleError("not_enough", have=1, resource="gold"),
              RuleError("same_both_sides", resource="gold"),
              RuleError("wrong_phase", phase="barbarian"), RuleError("wrong_phase", phase="drive_off"),
              RuleError("no_such_card", card="swift_journey")]
    with use_locale(code):
        for error in errors:
            text = UI.rule_text(error, NAMES)
            assert reads(text), (error, text)
        assert "Bob" in UI.rule_text(errors[0], NAMES)
        assert EDGE_NAMES[28] in UI.rule_text(errors[1], NAMES)
        # Specific words, not the catch-all ("You can't afford that").
        assert UI.rule_text(errors[5], NAMES) != UI.rule_text(
            RuleError("cannot_afford", piece="?"), NAMES)


def test_the_rules_summary_fits_one_discord_message():
    for code in LOCALES:
        with use_locale(code):
            text = UI.text("rules")
        assert len(text) <= 2000 and "13" in text.splitlines()[-1], code


def test_tb_labels_extend_the_base_labels():
    assert list(NODE_NAMES[:54]) == list(BASE.node_labels)
    assert list(EDGE_NAMES[:72]) == list(BASE.edge_labels)
    assert NODE_NAMES[54:] == ["P1", "P2", "P3"]


# -- the log -------------------------------------------------------------------------------
def test_every_tb_event_type_of_the_engine_is_sampled():
    listed = set(re.findall(r"``([a-z_]+)``\s*\{", docstring_section("Events (besides")))
    assert listed and listed <= {e["type"] for e in SAMPLE_EVENTS}


@pytest.mark.parametrize("code", tiers.languages())
def test_every_event_has_a_line_in_every_language(code):
    events = SAMPLE_EVENTS + events_of(3) + events_of(11)
    assert {"wagon_moved", "barbarian_moved", "rerolled"} <= {e["type"] for e in events}
    with use_locale(code):
        for event in events:
            if event["type"] == "game_over":
                continue
            line = UI.event_text(event, NAMES)
            assert reads(line), (event, line)


def test_event_lines_name_places_players_and_amounts():
    line = {e["type"] + str(e.get("success", "")): UI.event_text(e, NAMES) for e in SAMPLE_EVENTS}
    assert UI.event_text(SAMPLE_EVENTS[6], NAMES) == \
        "🐴 Ann moved the wagon to 23 (4 MP · 1 gold → Bob · via 13 → 18; 0 MP left)."
    assert "P1 castle" in UI.event_text(SAMPLE_EVENTS[7], NAMES)
    assert "+3 gold" in UI.event_text(SAMPLE_EVENTS[10], NAMES)
    assert EDGE_NAMES[28] in line["drive_offTrue"] and "driven off" in line["drive_offTrue"]
    assert "P1-" in UI.event_text(SAMPLE_EVENTS[1], NAMES)  # a spoke, named as such
    with use_locale("pl"):
        assert "3 złota" in UI.event_text(SAMPLE_EVENTS[10], NAMES)
        assert "do zamku" in UI.event_text(SAMPLE_EVENTS[10], NAMES)
    with use_locale("cs"):
        assert "3 zlaťáky" in UI.event_text(SAMPLE_EVENTS[10], NAMES)


# -- moves, menus and pictures of real states ----------------------------------------------
def sampled(seed: int, every: int) -> list[dict[str, Any]]:
    return list(played(seed)[::every])


@pytest.mark.parametrize("code", tiers.languages())
def test_every_legal_move_of_sampled_states_reads(code):
    seen: set[str] = set()
    with use_locale(code):
        for state in sampled(3, 9) + sampled(11, 13):
            for seat in ENGINE.to_act(state):
                view = ENGINE.view(state, seat)
                for action in C.candidates(ENGINE, ENGINE.legal_actions(state, seat)):
                    seen.add(action["type"])
                    text = UI.action_text(C.strip_template(action), ENGINE.spec(action["type"]),
                                          view, NAMES)
                    assert reads(text), (action, text)
    assert {"move_wagon", "move_barbarian", "upgrade_baggage", "buy_with_gold",
            "drive_off"} <= seen


@pytest.mark.parametrize("code", ["en", "pl"])
def test_menu_values_are_distinct_words_with_pictures_for_places(code):
    steps = 0
    with use_locale(code):
        for state in sampled(3, 17) + sampled(11, 23):
            view = ENGINE.view(state, None)
            for seat in ENGINE.to_act(state):
                cands = C.candidates(ENGINE, ENGINE.legal_actions(state, seat))
                for group in {C.group_of(ENGINE, a) for a in cands}:
                    path = C.Path(group)
                    for _ in range(3):
                        step = C.step(ENGINE, C.candidates(ENGINE, cands, group), path)
                        if not isinstance(step, C.Pick) or step.param is None:
                            break
                        values = [v for _, v in step.options]
                        labels = [UI.value_label(step.param, v, view, NAMES) for v in values]
                        assert all(reads(x) for x in labels), labels
                        assert len(set(labels)) == len(labels), labels
                        if step.param.domain in (NODE, EDGE):
                            extra = UI.choice_highlight(view, step.param, values, step.chosen)
                            assert extra and extra["zoom"] is True
                        steps += 1
                        path = C.choose(step, 0)
    assert steps > 20


# -- the wagon -----------------------------------------------------------------------------
def t04() -> dict[str, Any]:
    """The rules' T-04: Ann's wagon on 8 (node 7), her road 12-13, Bob's road on the next."""
    s = tb_state()
    s["wagons"][0] = 7
    road(s, 0, 11)
    road(s, 1, 19)
    return s


def test_destination_reads_cheapest_cost_and_tolls_and_the_picture_gets_them():
    s = t04()
    view = ENGINE.view(s, 0)
    spec = ENGINE.spec("move_wagon")
    to, route = spec.param("to"), spec.param("route")
    option = next(r for r in view["traders"]["reach"] if r["node"] == 22 and r["gold"] == 1)
    label = UI.value_label(to, 22, view, NAMES)
    assert label.startswith("23 · ") and "1 gold → Bob" in label, label
    assert f"{option['mp']} MP" in label
    way = UI.value_label(route, option["route"], view, NAMES)
    assert "via 13 → 18" in way and "1 gold → Bob" in way, way
    extra = UI.choice_highlight(view, to, [22, 12], {})
    assert extra["highlight"]["nodes"] == [22, 12] and extra["zoom"] is True
    cheapest = min((r["mp"], r["gold"]) for r in view["traders"]["reach"] if r["node"] == 22)
    assert extra["highlight"]["reach"]["22"] == list(cheapest)
    ways = [r["route"] for r in view["traders"]["reach"] if r["node"] == 22]
    shown = UI.choice_highlight(view, route, ways, {"type": "move_wagon", "to": 22})
    assert shown["highlight"]["nodes"] == [22] and 19 in shown["highlight"]["edges"]
    text = UI.action_text({"type": "move_wagon", "to": 22, "route": option["route"]}, spec,
                          view, NAMES)
    assert text.startswith("Move the wagon to 23") and "Bob" in text
    with use_locale("sv"):
        assert "1 guld → Bob" in UI.value_label(to, 22, view, NAMES)


def two_ways() -> dict[str, Any]:
    """Ann's wagon on 13 (node 12), her roads 13-9 and 13-18; Bob's road 9-14, Cyd's 18-24:
    to 19 (node 18) over Bob's road or over Cyd's, each 4 MP and 1 gold."""
    s = tb_state()
    s["wagons"][0] = 12
    edge = {frozenset(TABLES.edge_nodes[e]): e for e in range(TABLES.num_edges)}
    road(s, 0, edge[frozenset((12, 8))], edge[frozenset((12, 17))])
    road(s, 1, edge[frozenset((8, 13))])
    road(s, 2, edge[frozenset((17, 23))])
    return s


def wagon_menu(state: dict[str, Any], group: str, to: int) -> tuple[C.Pick, list[Any]]:
    """Click through ``group``'s menu to the wagon's destination ``to``: the route step."""
    legal = ENGINE.legal_actions(state, 0)
    cands = C.path_candidates(ENGINE, legal, group)
    path = C.Path(group)
    for _ in range(6):
        step = C.step(ENGINE, cands, path)
        assert isinstance(step, C.Pick), step
        if step.key == "route":
            return step, cands
        if step.key == "type":
            index = next(i for i, v in step.options if v["type"] == "move_wagon"
                         and v.get("to", to) == to)
        else:
            assert step.key == "to", step.key
            index = next(i for i, v in step.options if v == to)
        path = C.choose(step, index)
    raise AssertionError("no route step")


@pytest.mark.parametrize("group", ["wagon", C.ALL])
def test_equal_routes_to_one_spot_are_each_choosable_and_told_apart(group):
    # Rules: a route that pays a different player (equal cost over Bob's road or over
    # Carol's) is a real choice and is offered beside the others.
    s = two_ways()
    view = ENGINE.view(s, 0)
    step, cands = wagon_menu(s, group, 18)
    routes = [v for _, v in step.options]
    assert sorted(routes) == [[8, 13, 18], [17, 23, 18]]
    payee = {(8, 13, 18): "Bob", (17, 23, 18): "Cyd"}
    for code in LOCALES:
        with use_locale(code):
            labels = [UI.value_label(step.param, r, view, NAMES) for r in routes]
            assert len(set(labels)) == 2 and all(reads(x) for x in labels), labels
            for route, label in zip(routes, labels, strict=True):
                other = "Cyd" if payee[tuple(route)] == "Bob" else "Bob"
                assert payee[tuple(route)] in label and other not in label, label
                assert "4" in label and "1" in label, label  # 4 MP, 1 gold
            destination = UI.value_label(ENGINE.spec("move_wagon").param("to"), 18, view, NAMES)
            assert reads(destination) and destination != labels[0]
            # /play's suggestions are the moves' texts (cut at 100 characters): told apart too.
            texts = [UI.action_text({"type": "move_wagon", "to": 18, "route": r},
                                    ENGINE.spec("move_wagon"), view, NAMES)[:100] for r in routes]
            assert len(set(texts)) == 2, texts
            assert all(payee[tuple(r)] in x for r, x in zip(routes, texts, strict=True)), texts
    for index, route in step.options:
        done = C.step(ENGINE, cands, C.choose(step, index))
        assert isinstance(done, C.Done)
        assert done.action == {"type": "move_wagon", "to": 18, "route": route}
        after, _ = ENGINE.apply(s, 0, done.action)
        assert after["gold"][1 if route[0] == 8 else 2] == 6


def test_a_plaza_destination_says_what_entering_it_does():
    s = tb_state()
    castle = PLAZA["castle"]
    s["wagons"][0] = TABLES.edge_nodes[TABLES.node_edges[castle][0]][0]
    view = ENGINE.view(s, 0)
    to = ENGINE.spec("move_wagon").param("to")
    assert UI.value_label(to, castle, view, NAMES).startswith("P1 castle · 2 MP")
    assert "picks up a good" in UI.value_label(to, castle, view, NAMES)
    s["carrying"][0] = "marble"
    s["baggage"][0] = 3
    assert "delivers marble: +3 gold, +1 VP" in UI.value_label(to, castle, ENGINE.view(s, 0), NAMES)
    s["carrying"][0] = "sand"
    assert "nothing to deliver" in UI.value_label(to, castle, ENGINE.view(s, 0), NAMES)
    with use_locale("fr"):
        assert "P1 château" in UI.value_label(to, castle, ENGINE.view(s, 0), NAMES)


def test_moving_shows_in_headline_waiting_text_and_hand():
    s = t04()
    s, _ = ENGINE.apply(s, 0, {"type": "move_wagon", "to": 12, "route": [12]})
    view = ENGINE.view(s, 0)
    left = view["traders"]["movement"]["mp_left"]
    assert UI.headline(view) == f"Turn 4 · wagon on the move ({left} MP left)"
    assert f"({left} MP left)" in UI.waiting_text(view, [0]) and "**Wagon**" in UI.waiting_text(view, [0])
    hand = UI.private_text(view, 0, NAMES)
    assert "**Gold:** 🪙 5" in hand and "level 1 · 4 MP" in hand
    assert f"**Wagon:** 🐴 at {NODE_NAMES[12]}, empty" in hand and f"{left} MP left" in hand
    for code in LOCALES:
        with use_locale(code):
            assert all(reads(x) for x in (UI.headline(view), UI.waiting_text(view, [0]),
                                          UI.private_text(view, 0, NAMES)))


def test_hand_shows_baggage_train_cargo_and_where_it_goes():
    s = tb_state()
    s["baggage"][0], s["carrying"][0], s["delivered"][0], s["gold"][0] = 3, "glass", 2, 7
    hand = UI.private_text(ENGINE.view(s, 0), 0, NAMES)
    assert "level 3 · 6 MP · 3 gold per delivery · drives off barbarians on 🎲 5–6" in hand
    assert "**Next level:** 2 lumber, 1 wool, 1 ore" in hand
    assert "carrying glass → P1 castle" in hand and "**Goods delivered:** 2" in hand
    s["baggage"][0] = 5
    assert "none, this is the top" in UI.private_text(ENGINE.view(s, 0), 0, NAMES)


# -- buttons, phases and the barbarians ----------------------------------------------------
def test_set_up_asks_for_a_city_the_second_time():
    s = ENGINE.new(3, 5, TB)
    while s["phase"] == "setup":
        view = ENGINE.view(s, None)
        legal = ENGINE.legal_actions(s, s["turn"])
        if legal[0]["type"] == "build_city":
            assert UI.group_label("build", view) == "Place city"
            assert "city" in UI.headline(view) and "**Place city**" in UI.waiting_text(view, [0])
            break
        assert UI.group_label("build", view) in ("Place settlement", "Place road")
        s, _ = ENGINE.apply(s, s["turn"], legal[0])
    else:  # pragma: no cover
        raise AssertionError("no city placement")


def test_new_groups_have_buttons_and_are_clicks_not_commands():
    keys = {g.key for g in UI.groups}
    for key in ("wagon", "move_barbarian", "keep_barbarian", "skip_steal"):
        assert key in keys
        # Nothing to type: a click on the board or a /play pick, no /catan command of its own.
        assert key not in _board_groups(KIND)
        for code in LOCALES:
            with use_locale(code):
                assert reads(UI.group_label(key, ENGINE.view(tb_state(), None)))
    for value in ("base", "traders-barbarians"):
        assert UI.has_text(f"option-variant-{value}")


def test_barbarian_phase_labels_paths_with_owners_and_steals():
    s = tb_state()
    road(s, 1, 0)
    s["res"][1] = [1, 0, 0, 0, 0]
    s["phase"], s["barbarian_cause"] = "barbarian", "seven"
    view = ENGINE.view(s, 0)
    assert set(UI.board_highlight(view)["highlight"]["edges"]) == set(BARBARIAN_START)
    spec = ENGINE.spec("move_barbarian")
    assert UI.value_label(spec.param("path"), 0, view, NAMES) == f"{EDGE_NAMES[0]} · road: Bob (you may steal)"
    assert UI.value_label(spec.param("path"), 1, view, NAMES) == EDGE_NAMES[1]
    assert UI.value_label(spec.param("path"), 72, view, NAMES) == f"{EDGE_NAMES[72]} castle"
    assert "Move barbarian" in UI.waiting_text(view, [0])
    text = UI.action_text({"type": "move_barbarian", "barbarian": BARBARIAN_START[0], "path": 0},
                          spec, view, NAMES)
    assert text == f"Move the barbarian from {EDGE_NAMES[BARBARIAN_START[0]]} to {EDGE_NAMES[0]} · road: Bob (you may steal)"
