"""Component ids: round trip, and that malformed or oversized ids are refused."""

from __future__ import annotations

import pytest

from cogs.caravane import parse_int
from cogs.table.ids import BUTTON_PATTERN, SELECT_PATTERN, ComponentId


def test_component_id_round_trip():
    cid = ComponentId("b", "b", 123456789012345678, 42, "move_to", "C4")
    text = cid.encode()
    assert text == "bb:123456789012345678:42:move_to:C4"
    assert ComponentId.parse(text) == cid


@pytest.mark.parametrize("text", ["", "bb:1:2", "xb:1:2:k:", "bb:a:2:k:", "bb:1:2:K:", "bz:1:2:k:"])
def test_malformed_ids_are_not_ours(text):
    assert ComponentId.parse(text) is None


def test_buttons_and_selects_have_distinct_patterns():
    # discord.py keys dynamic items by pattern: one pattern for both would route clicks wrongly.
    assert BUTTON_PATTERN != SELECT_PATTERN


def test_too_long_id_is_refused():
    with pytest.raises(ValueError):
        ComponentId("b", "p", 1, 1, "k", "x" * 41).encode()


@pytest.mark.parametrize("text,value", [("7", 7), (" 12 ", 12), ("0", 0)])
def test_parse_int_accepts_whole_numbers(text, value):
    assert parse_int(text, "a bid") == value


@pytest.mark.parametrize("text,message", [("", "enter"), ("abc", "not a whole number"),
                                          ("7.5", "not a whole number"), ("-3", "negative")])
def test_parse_int_explains_bad_input(text, message):
    with pytest.raises(ValueError, match=message):
        parse_int(text, "a bid")
