"""Caravan's menus in words (issue 28, item 13): "Move good" names the good and where it
goes, not the squares' cities, and the delivery that ends the game asks first."""

from __future__ import annotations

from cogs.caravan import KIND
from games.caravan import ENGINE as E
from table import choose as C
from table.i18n import LOCALES, use_locale
from tests.test_caravan_engine import bare, put

UI = KIND.ui
NAMES = ["Ann", "Bob"]


def labels_of(state: dict, seat: int, group: str = "good") -> list[list[str]]:
    """Every step's labels, taking the first option each time, as the menus show them."""
    engine, view = E, E.view(state, seat)
    cands = C.candidates(engine, engine.legal_actions(state, seat), group)
    step = C.step(engine, cands, C.Path(group))
    shown = []
    while isinstance(step, C.Pick):
        if step.key == "type":
            row = []
            for _, value in step.options:
                rest = [(k, v) for k, v in value.items() if k != "type"]
                spec = engine.spec(value["type"])
                row.append(UI.choice_label(value["type"], spec.param(rest[0][0]), rest[0][1],
                                           {}, view, NAMES) if rest else value["type"])
        else:
            row = [UI.choice_label(step.action_type, step.param, value, step.chosen, view, NAMES)
                   for _, value in step.options]
        shown.append(row)
        step = C.step(engine, cands, C.choose(step, 0))
    return shown


def chain_with_salt() -> dict:
    """Ann's laden camel on C3 carrying salt, unladen camels on C4 (the salt city) and B3."""
    s = bare()
    put(s, 0, "C3", "salt")
    put(s, 0, "C4")
    put(s, 0, "B3")
    put(s, 0, "D3", "hides", under=True)
    return s


def test_move_good_names_the_good_then_where_it_goes():
    s = chain_with_salt()
    with use_locale("en"):
        steps = labels_of(s, 0)
    flat = [label for row in steps for label in row]
    assert "salt on C3" in flat, steps
    assert "hides (stolen, under) on D3" in flat, steps
    assert not any("city" in label for label in flat), steps  # the old "C3 · salt city"


def test_the_destination_says_it_delivers_and_what_it_is_worth():
    s = chain_with_salt()
    view = E.view(s, 0)
    spec = E.spec("move_good")
    with use_locale("en"):
        deliver = UI.choice_label("move_good", spec.param("to"), "C4",
                                  {"from": "C3", "good": "salt"}, view, NAMES)
        onward = UI.choice_label("move_good", spec.param("to"), "B3",
                                 {"from": "C3", "good": "salt"}, view, NAMES)
    assert deliver == "C4: deliver salt (+3)" and onward == "to B3"


def test_every_language_words_each_step():
    s = chain_with_salt()
    for code in LOCALES:
        with use_locale(code):
            flat = [label for row in labels_of(s, 0) for label in row]
            assert all(label and "choice-" not in label for label in flat), (code, flat)


def test_the_delivery_that_ends_the_game_asks_first():
    s = chain_with_salt()
    deliver = {"type": "move_good", "from": "C3", "good": "salt", "under": False, "to": "C4"}
    onward = {"type": "move_good", "from": "C3", "good": "salt", "under": False, "to": "B3"}
    spec = E.spec("move_good")
    assert deliver in E.legal_actions(s, 0) and onward in E.legal_actions(s, 0)
    with use_locale("en"):
        assert UI.confirm_text(deliver, spec, E.view(s, 0), NAMES) is None  # bag not empty
        s["bag"], s["end_triggered"] = [], True
        ask = UI.confirm_text(deliver, spec, E.view(s, 0), NAMES)
        assert ask is not None and "ends the game" in ask and "salt" in ask
        assert UI.confirm_text(onward, spec, E.view(s, 0), NAMES) is None
    after, events = E.apply(s, 0, deliver)
    assert E.is_over(after)  # what the question warned of
