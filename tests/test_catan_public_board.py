"""Catan's public board reveals no hand (issue 28): twin tables that differ only in hidden
information (which cards a hand holds — not how many —, the deck's order, T&B's face-down
stacks) show the same buttons with the same labels and the same image, and the board never
hides a move some seat that must act could make. A button with nothing in it for its clicker
answers privately why (costs, the hand, what blocks a build or a card), from the asker's own
hand and the public board only — as /play's suggestions do. Also the discard wording: owed
counts by player name, and a wrong count's example."""

from __future__ import annotations

import copy
import random
import re
from functools import cache
from types import SimpleNamespace
from typing import Any

import pytest

from cogs.catan import KIND
from cogs.table.board import board_buttons
from cogs.table.keyboard import Keyboard
from cogs.table.moves import Ctx
from games.base import RuleError
from games.catan import ENGINE
from games.catan.scripted import builder_policy, concretize, uniform_policy
from render.common import SeatInfo
from table import choose as C
from table.i18n import LOCALES, use_locale
from tests.support import catan_hidden
from tests.support import catan_scenario as sc

UI = KIND.ui
NAMES = ["Ann", "Bob", "Cyd"]
SEATS = [SeatInfo(n, c) for n, c in zip(NAMES, ("red", "blue", "orange"), strict=True)]
TB = {"variant": "traders-barbarians"}
TB_BUSY = ("move_wagon", "drive_off", "upgrade_baggage", "buy_with_gold", "move_barbarian",
           "build_road", "build_settlement", "build_city", "play_knight", "play_swift_journey",
           "boost_wagon", "maritime_trade", "offer_trade", "accept_trade", "counter_trade",
           "confirm_trade")


@cache
def positions(variant: str, seed: int, steps: int) -> tuple[dict[str, Any], ...]:
    """States of a seeded game: the base game by the builder policy (it trades now and
    then), T&B by a policy that keeps wagons, barbarians and trades busy."""
    rng = random.Random(seed)
    state = ENGINE.new(3, seed, TB if variant == "tb" else {})
    states = [state]
    for _ in range(steps):
        if ENGINE.is_over(state):
            break
        seat = rng.choice(ENGINE.to_act(state))
        legal = ENGINE.legal_actions(state, seat)
        if variant == "tb":
            busy = [a for a in legal if a["type"] in TB_BUSY]
            action = concretize(ENGINE.view(state, seat), rng.choice(busy), rng) if busy and \
                rng.random() < 0.7 else None
            action = action or uniform_policy(ENGINE.view(state, seat), legal, rng)
        else:
            action = builder_policy(ENGINE.view(state, seat), legal, rng)
        state, _ = ENGINE.apply(state, seat, action)
        states.append(state)
    return tuple(states)


def sampled() -> list[dict[str, Any]]:
    """Every third main-phase position, and every position of the rarer phases."""
    games = [positions("base", seed, 400) for seed in range(1, 7)]
    games += [positions("tb", seed, 700) for seed in (1, 2, 3)]
    return [s for states in games for i, s in enumerate(states)
            if s["phase"] != "over" and (s["phase"] != "main" or i % 3 == 0)]


def buttons(state: dict[str, Any]) -> list[tuple[str, str, str, str | None]]:
    """The public board's buttons exactly as the table builds them (key, label, style, emoji)."""
    return [(b.key, b.label, b.style, b.emoji)
            for b in board_buttons(KIND, SimpleNamespace(state=state))]


def legal_board_groups(state: dict[str, Any]) -> set[str]:
    out = set()
    for seat in ENGINE.to_act(state):
        for action in ENGINE.legal_actions(state, seat):
            spec = ENGINE.spec(action["type"])
            if spec is not None and spec.board and not spec.personal:
                out.add(UI.board_key(spec.key))  # an open offer's answers: its one button
    return out


# The twin-table tests sample hundreds of positions of nine played games (seconds): make test
# runs them; the fast tier's sample of the same contract is each game's short playout in
# tests/test_engine_contract.py (the public view blind to hidden information).
@pytest.mark.slow
def test_twin_tables_show_the_same_buttons_and_never_hide_a_move():
    rng = random.Random(28)
    states = sampled()
    phases, differing, checked = set(), [], 0
    for state in states:
        shown = buttons(state)
        keys = {k for k, *_ in shown}
        assert legal_board_groups(state) <= keys, (state["phase"], keys)
        for _ in range(3):
            twin = catan_hidden.scramble(state, rng)
            assert ENGINE.view(twin, None) == ENGINE.view(state, None)
            assert legal_board_groups(twin) <= {k for k, *_ in buttons(twin)}
            if buttons(twin) != shown:
                differing.append((state["variant"], state["phase"], shown, buttons(twin)))
            checked += 1
        phases.add((state["variant"], state["phase"]))
    assert checked >= 1500, checked
    # The sample reaches every phase that has board buttons, in both games.
    assert {("base", p) for p in ("setup", "main", "discard", "robber", "steal",
                                      "road_building", "trade")} <= phases
    assert {("traders-barbarians", p) for p in ("setup", "main", "discard", "barbarian",
                                                "steal", "trade")} <= phases
    assert not differing, f"{len(differing)} of {checked} twins differ, e.g. {differing[:3]}"


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["base", "tb"])
def test_twin_tables_draw_the_same_board(variant):
    """A sample across phases: the same public image, byte for byte."""
    rng = random.Random(5)
    states = positions(variant, 2, 700 if variant == "tb" else 400)
    seen: dict[str, dict[str, Any]] = {}
    for state in states[::5]:
        seen.setdefault(f"{state['phase']}/{state['rolled']}", state)
    assert len(seen) >= 4
    for state in seen.values():
        twin = catan_hidden.scramble(state, rng)
        pngs = []
        for s in (state, twin):
            view = ENGINE.view(s, None)
            pngs.append(KIND.render_board(view, SEATS, **UI.board_highlight(view)))
        assert pngs[0] == pngs[1], state["phase"]


# -- what a click with nothing in it answers (privately) -----------------------------------------
def keep_own(twin: dict[str, Any], state: dict[str, Any], seat: int) -> dict[str, Any]:
    """The twin with ``seat``'s own secrets put back: only the others' hands differ — but
    not the hand of a player who accepted or countered an open offer (their answer told the
    table they hold those cards, and hands cannot change before the offer closes)."""
    twin = copy.deepcopy(twin)
    answers = (state.get("offer") or {}).get("answers") or []
    for p in [seat, *(j for j, ans in enumerate(answers) if ans not in (None, "decline"))]:
        for key in ("res", "dev", "secret"):
            twin[key][p] = copy.deepcopy(state[key][p])
    return twin


def ctx(state: dict[str, Any], seat: int) -> Ctx:
    return Ctx(None, KIND, SimpleNamespace(state=state, names=NAMES), seat)  # type: ignore[arg-type]


def private_answers(state: dict[str, Any], seat: int) -> dict[str, Any]:
    """What the seat is told: its /play suggestions (every move, as labelled) and the answer
    to each public button that holds nothing for it."""
    view = ENGINE.view(state, seat)
    out: dict[str, Any] = {"play": Keyboard.play_labels(None, ctx(state, seat), C.ALL)}  # type: ignore[arg-type]
    for key, *_ in buttons(state):
        if key != "hand" and not ctx(state, seat).candidates(key):
            out[key] = UI.empty_group_text(key, view, NAMES)
    return out


@pytest.mark.slow
def test_private_answers_read_no_other_hand():
    """/play's suggestions and the answers to empty buttons come from the asker's own hand
    and the public board: the same whatever the others hold."""
    rng = random.Random(3)
    answered = 0
    for state in sampled()[::4]:
        for seat in ENGINE.to_act(state):
            mine = private_answers(state, seat)
            twin = keep_own(catan_hidden.scramble(state, rng), state, seat)
            assert private_answers(twin, seat) == mine, (state["phase"], seat)
            answered += sum(1 for k, v in mine.items() if k != "play" and v)
    assert answered >= 20, answered  # buttons that held nothing for their clicker were met


@pytest.mark.slow
def test_every_empty_button_answers_in_words_in_every_language():
    states = sampled()[::9]
    for code in LOCALES:
        with use_locale(code):
            for state in states:
                for seat in ENGINE.to_act(state):
                    for key, text in private_answers(state, seat).items():
                        if key != "play":
                            assert text and "{" not in text and "empty-" not in text, (key, text)


def reads(text: str | None) -> bool:
    return bool(text) and "{" not in text and not re.search(r"\b(?:empty|rule|count)-[a-z]", text)


def test_build_shows_for_two_cards_and_a_click_without_a_build_gives_the_costs():
    s = sc.main_phase(3)
    sc.settle(s, 0, 8)
    sc.set_hand(s, 0, brick=1, wool=1)
    assert "build" in UI.board_groups(ENGINE.view(s, None), [])  # 2 cards: maybe a road
    assert not ctx(s, 0).candidates("build")
    text = UI.empty_group_text("build", ENGINE.view(s, 0), NAMES)
    assert text.splitlines() == [
        "🔨 There is nothing you can build right now.",
        "**Your hand:** 1 brick, 1 wool",
        "**Costs:** road = 1 brick, 1 lumber · settlement = 1 brick, 1 lumber, 1 wool, 1 grain"
        " · city = 2 grain, 3 ore · development card = 1 wool, 1 grain, 1 ore",
        "Under **Trade** you can swap cards for what you lack — with the bank or with other "
        "players."]
    for code in LOCALES:
        with use_locale(code):
            assert reads(UI.empty_group_text("build", ENGINE.view(s, 0), NAMES)), code
    with use_locale("pl"):
        assert "droga = 1 cegła, 1 drewno" in UI.empty_group_text("build", ENGINE.view(s, 0), NAMES)
    sc.set_hand(s, 0, brick=1)  # one card builds nothing: no Build on the board
    assert "build" not in UI.board_groups(ENGINE.view(s, None), [])


def test_build_says_what_blocks_a_build_the_cards_would_pay_for():
    s = sc.main_phase(3)
    sc.settle(s, 0, 8)
    sc.set_hand(s, 0, brick=1, lumber=1)
    s["pieces"][0][0] = 0  # every road on the board
    text = UI.empty_group_text("build", ENGINE.view(s, 0), NAMES)
    assert "You have the cards for a road, but you have no roads left." in text
    s["pieces"][0][0] = 15
    sc.set_hand(s, 0, grain=2, ore=3)
    s["node_level"][8] = 2  # the settlement is a city already: nothing to upgrade
    text = UI.empty_group_text("build", ENGINE.view(s, 0), NAMES)
    assert "You have the cards for a city, but you have no settlement left to upgrade." in text


def test_play_shows_for_any_card_and_says_why_none_plays():
    s = sc.main_phase(3)
    sc.give_dev(s, 0, "knight", bought_now=True)
    sc.give_dev(s, 0, "victory_point")
    assert "play" in UI.board_groups(ENGINE.view(s, None), [])
    assert not ctx(s, 0).candidates("play")
    text = UI.empty_group_text("play", ENGINE.view(s, 0), NAMES)
    assert text.splitlines() == [
        "🃏 None of your cards can be played right now:",
        "• Knight: bought this turn, playable from your next turn",
        "• Victory Point: never played — it counts by itself"]
    with use_locale("cs"):
        assert "Rytíř: karta koupená v tomto tahu" in UI.empty_group_text("play", ENGINE.view(s, 0), NAMES)


def test_accept_shows_by_public_counts_and_answers_what_is_missing():
    s = sc.main_phase(3)
    sc.set_hand(s, 0, brick=1)
    sc.set_hand(s, 1, wool=1, grain=1)
    sc.set_hand(s, 2, ore=2)
    s, _ = ENGINE.apply(s, 0, {"type": "offer_trade", "to": None, "give": {"brick": 1},
                               "get": {"ore": 2}})
    # One public button for the offer (issue 28, item 12), whatever the hands: each seat's
    # menu holds its own answers, the proposer's its confirm and cancel.
    shown = UI.board_groups(ENGINE.view(s, None), [])
    assert shown == ["offer"]
    types = {seat: {a["type"] for a in ctx(s, seat).candidates("offer")} for seat in range(3)}
    assert types == {0: {"cancel_trade"}, 1: {"decline_trade", "counter_trade"},
                     2: {"accept_trade", "decline_trade", "counter_trade"}}
    assert not ctx(s, 1).candidates("accept_trade") and ctx(s, 2).candidates("accept_trade")
    assert UI.menu_note("offer", ENGINE.view(s, 1), NAMES) == (
        "You can't accept: Ann asks for 2 ore, and you have 1 wool, 1 grain. "
        "You can **Decline**, or make a **Counter** offer.")
    assert UI.menu_note("offer", ENGINE.view(s, 2), NAMES) is None  # holds the 2 ore
    assert UI.menu_note("offer", ENGINE.view(s, 0), NAMES) is None  # the proposer
    assert UI.empty_group_text("accept_trade", ENGINE.view(s, 1), NAMES) == (
        "You can't accept: Ann asks for 2 ore, and you have 1 wool, 1 grain. "
        "You can **Decline**, or make a **Counter** offer.")
    assert UI.empty_group_text("confirm_trade", ENGINE.view(s, 1), NAMES) == \
        "Only Ann, who made the offer, can confirm or withdraw it."
    assert UI.empty_group_text("accept_trade", ENGINE.view(s, 0), NAMES) is None  # not to act
    with use_locale("pl"):
        assert "Ann chce: 2 rudy, a ty masz: 1 wełna, 1 zboże" in UI.empty_group_text(
            "accept_trade", ENGINE.view(s, 1), NAMES)
    sc.set_hand(s, 2, ore=1)  # nobody asked holds 2 cards: the same one button
    sc.set_hand(s, 1, wool=1)
    assert UI.board_groups(ENGINE.view(s, None), []) == ["offer"]


def test_wagon_with_no_way_left_says_so():
    s = ENGINE.new(3, 7, TB)
    s.update(phase="main", turn=0, turns=4, rolled=True, setup_step=6, wagons=[0, 0, 0])
    s["movement"] = {**s["movement"], "moving": True, "moved": True, "spent": 4}
    sc.set_hand(s, 0, ore=1)
    view = ENGINE.view(s, None)
    assert not view["traders"]["reach"] and "wagon" in UI.board_groups(view, [])
    assert not ctx(s, 0).candidates("wagon")
    assert UI.empty_group_text("wagon", ENGINE.view(s, 0), NAMES) == (
        "🐴 Your wagon can't go anywhere from here right now (0 MP left, 5 gold).\n"
        "The grain boost costs 1 grain, and you have none.")


def test_discards_owed_name_the_players_and_a_wrong_count_shows_an_example():
    s = sc.main_phase(3)
    s["phase"], s["discard_owed"] = "discard", [0, 5, 4]
    view = ENGINE.view(s, None)
    line = UI.waiting_line(view, [1, 2], NAMES)
    assert "(Bob: 5, Cyd: 4)" in line and "seat" not in line
    assert "seat" not in UI.waiting_text(view, [1, 2]) and "**Discard**" in UI.waiting_text(view, [1, 2])
    with use_locale("fr"):
        assert "(Bob\u00a0: 5, Cyd\u00a0: 4)" in UI.waiting_line(view, [1, 2], NAMES)
    error = RuleError("discard_exactly", owed=4)
    assert UI.rule_text(error, NAMES) == \
        "Discard exactly 4 cards (half of your hand, rounded down), e.g. 2 brick, 2 lumber."
    for code in LOCALES:
        with use_locale(code):
            assert reads(UI.rule_text(error, NAMES)) and "2" in UI.rule_text(error, NAMES)
            assert reads(UI.waiting_line(view, [1, 2], NAMES)), code
    with use_locale("pl"):
        assert UI.rule_text(RuleError("discard_exactly", owed=5), NAMES).endswith(
            "np. tak: 3 cegły, 2 drewna.")
