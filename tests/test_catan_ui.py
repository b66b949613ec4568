"""Catan's words and pictures at the table: codes with words, secrets kept, public buttons."""

from __future__ import annotations

import copy
import io
import random
import re
from pathlib import Path

from PIL import Image

from cogs.catan import KIND
from games.base import EDGE, HEX, NODE
from games.catan import ENGINE
from games.catan.scripted import builder_policy
from render.common import SeatInfo
from table import choose as C
from tests.support import catan_scenario as sc

UI = KIND.ui
NAMES = ["Ann", "Bob", "Cyd"]
SEATS = [SeatInfo(n, c) for n, c in zip(NAMES, ("red", "blue", "orange"), strict=True)]


def played(seed: int, steps: int) -> list[dict]:
    rng = random.Random(seed)
    state = ENGINE.new(3, seed, {})
    states = [state]
    for _ in range(steps):
        if ENGINE.is_over(state):
            break
        seat = rng.choice(ENGINE.to_act(state))
        action = builder_policy(ENGINE.view(state, seat), ENGINE.legal_actions(state, seat), rng)
        state, _ = ENGINE.apply(state, seat, action)
        states.append(state)
    return states


def test_every_rule_code_in_the_engine_has_words():
    source = "".join(Path(p).read_text() for p in ("games/catan/engine.py", "games/base.py"))
    codes = set(re.findall(r'RuleError\(\s*"([a-z_]+)"', source))
    assert len(codes) > 40 and not [c for c in codes if not UI.has_text(f"rule-{c}")]


def test_board_buttons_depend_on_the_public_view_only():
    """Two states that differ only in a hand show the same buttons (no playable card leaks)."""
    s = sc.main_phase(3, rolled=False)
    sc.give(s, 0, ore=1)
    other = copy.deepcopy(s)
    s["dev"][0][0] = 1  # a knight, playable
    other["dev"][0][4] = 1  # a victory point card, not playable
    view_a, view_b = ENGINE.view(s, None), ENGINE.view(other, None)
    assert view_a == view_b
    legal_a = sorted({C.group_of(ENGINE, a) for a in ENGINE.legal_actions(s, 0)} - {"resign"})
    legal_b = sorted({C.group_of(ENGINE, a) for a in ENGINE.legal_actions(other, 0)} - {"resign"})
    assert legal_a != legal_b  # the engine knows the difference…
    assert UI.board_groups(view_a, legal_a) == UI.board_groups(view_b, legal_b)  # …the board not
    assert "play" in UI.board_groups(view_a, legal_a)


def test_labels_and_highlights_on_real_states_render():
    for state in played(5, 120)[::10]:
        view = ENGINE.view(state, None)
        for seat in ENGINE.to_act(state):
            cands = C.candidates(ENGINE, ENGINE.legal_actions(state, seat))
            for action in cands:
                assert UI.action_text(C.strip_template(action), ENGINE.spec(action["type"]),
                                      ENGINE.view(state, seat), NAMES)
            for group in {C.group_of(ENGINE, a) for a in cands}:
                step = C.step(ENGINE, C.candidates(ENGINE, cands, group), C.Path(group))
                if isinstance(step, C.Pick) and step.param and step.param.domain in (NODE, EDGE, HEX):
                    labels = [UI.value_label(step.param, v, view, NAMES) for _, v in step.options]
                    assert all(labels) and len(set(labels)) == len(labels)
                    extra = UI.choice_highlight(view, step.param, [v for _, v in step.options], {})
                    png = KIND.render_board(view, SEATS, **extra)
                    image = Image.open(io.BytesIO(png))
                    image.load()
                    assert image.format == "PNG" and image.width > 600


def test_private_events_have_words_only_their_seats_see():
    s = sc.main_phase(3)
    sc.settle(s, 1, 8)
    sc.give(s, 1, ore=2)
    s["phase"] = "robber"
    _, events = ENGINE.apply(s, 0, {"type": "move_robber", "hex": 0})
    public = [UI.event_text(e, NAMES) for e in events if "private_to" not in e]
    private = [UI.event_text(e, NAMES) for e in events if "private_to" in e]
    assert all("ore" not in line for line in public)
    assert private and all("ore" in line for line in private)


def test_hand_text_and_phase_worded_buttons():
    s = ENGINE.new(3, 2, {"board": "beginner"})
    view = ENGINE.view(s, None)
    assert UI.group_label("build", view) == "Place settlement"
    s, _ = ENGINE.apply(s, s["turn"], {"type": "build_settlement", "node": 8})
    assert UI.group_label("build", ENGINE.view(s, None)) == "Place road"
    m = sc.main_phase(3)
    sc.give(m, 0, ore=3, grain=2)
    text = UI.private_text(ENGINE.view(m, 0), 0, NAMES)
    assert "**Your hand** (5 cards)" in text and "🪨 3 ore" in text
