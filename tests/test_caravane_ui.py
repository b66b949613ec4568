"""Caravane's words at the table: every code has text, secrets stay in private lines."""

from __future__ import annotations

import random
import re
from pathlib import Path

from cogs.caravane import KIND
from games.base import TEMPLATE, RuleError
from games.caravane import ENGINE as E

UI = KIND.ui
NAMES = ["Amélie", "Bjørn", "Çağla"]


def test_every_rule_code_in_the_engine_has_words():
    source = Path("games/caravane/engine.py").read_text() + Path("games/base.py").read_text()
    codes = set(re.findall(r'RuleError\("([a-z_]+)"', source))
    assert codes and not [c for c in codes if not UI.has_text(f"rule-{c}")]


def test_refusals_read_as_sentences_with_plurals():
    state = E.new(3, 1)
    state["players"][0]["tiers"][0] = 1
    try:
        E.apply(state, 0, {"type": "bid", "amount": 5})
    except RuleError as err:
        assert UI.rule_text(err, NAMES) == "You have only 1 gourd left in tier I."
    state["players"][0]["tiers"][0] = 2
    try:
        E.apply(state, 0, {"type": "bid", "amount": 5})
    except RuleError as err:
        assert UI.rule_text(err, NAMES) == "You have only 2 gourds left in tier I."


def test_no_public_line_holds_a_bid_before_the_reveal():
    rng = random.Random(3)
    state = E.new(3, 3, {"variant": "champions"})
    for seat in range(3):
        state, _ = E.apply(state, seat, {"type": "setup", "tiers": [20, 20, 20], "bags": [1, 2, 3]})
    seen_private = False
    while not E.is_over(state) and state["stage"] == 1:
        seat = E.to_act(state)[0]
        left = state["players"][seat]["tiers"][0]
        amount = rng.randint(min(7, left), min(9, left))
        state, events = E.apply(state, seat, {"type": "bid", "amount": amount})
        for event in events:
            line = UI.event_text(event, NAMES)
            assert line, event
            if "private_to" in event:
                seen_private = True
                assert f"**{amount}**" in line and event["private_to"] == [seat]
            elif not any(e["type"] == "moved" for e in events):
                assert not re.search(r"\d", line), line  # no number at all before the reveal
    assert seen_private


def test_private_text_shows_gourds_bid_and_bags():
    state = E.new(2, 1, {"variant": "champions"})
    state, _ = E.apply(state, 0, {"type": "setup", "tiers": [10, 30, 20], "bags": [3, 1, 2]})
    state, _ = E.apply(state, 1, {"type": "setup", "tiers": [20, 20, 20], "bags": [1, 2, 3]})
    state, _ = E.apply(state, 0, {"type": "bid", "amount": 4})
    text = UI.private_text(E.view(state, 0), 0, NAMES)
    assert "**tier I: 10**" in text and "Your bid this round: **4**" in text
    assert "tier I: 3" in text  # the food bags


def test_headline_waiting_and_buttons_follow_the_phase():
    state = E.new(2, 1, {"variant": "champions"})
    view = E.view(state, None)
    assert UI.headline(view) == "Setting up · Champions"
    assert "Set up gourds" in UI.waiting_text(view, [0, 1])
    state = E.new(3, 1)
    assert UI.headline(E.view(state, None)) == "Stage 1 · Round 1"
    assert E.legal_actions(state, 0)[0] == {"type": "bid", TEMPLATE: True, "amount_max": 15}
    assert UI.action_text({"type": "bid", "amount": 1}, None, {}, NAMES) == "Bid 1 gourd"
    assert UI.group_label("bid_bag", {}) == "Bid + food bag"


def test_the_setup_forms_examples_are_values_the_rules_accept():
    """Issue 28, item 15: the Champions set-up form suggested "10 10 10" for the tiers (60
    gourds must be split) and for the bags (an order of 1, 2 and 3). Each example is now a
    value the engine takes."""
    from cogs.table.forms import typed_example
    from table.compose import parse

    state = E.new(3, 5, {"variant": "champions"})
    template = next(a for a in E.legal_actions(state, 0) if a.get(TEMPLATE))
    spec = E.spec(template["type"])
    typed = {p.name: typed_example(UI, p, template) for p in spec.params if p.composed}
    assert typed == {"tiers": "15 25 20", "bags": "2 3 1"}
    choice = {name: parse(spec.param(name), text, template, UI.item_names(spec.param(name)))
              for name, text in typed.items()}
    E.check(state, 0, E.complete(template, choice))  # raises RuleError if refused
