"""Component ids: round trip, and that malformed or oversized ids are refused."""

from __future__ import annotations

import pytest

from cogs.table.components import ButtonSpec, SelectSpec, build_view
from table.ids import BUTTON_PATTERN, SELECT_PATTERN, ComponentId


def test_component_id_round_trip():
    cid = ComponentId("b", "b", 123456789012345678, "42", "move_to", "C4")
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
        ComponentId("b", "p", 1, "1", "k", "x" * 49).encode()



def test_decision_key_stamps_parse_and_old_numeric_stamps_still_do():
    from table.ids import key_stamp, version_of

    stamp = key_stamp("bid:2:3:True")
    cid = ComponentId("s", "p", 9, stamp, "pick", "bid.0.1.0")
    assert ComponentId.parse(cid.encode()) == cid and version_of(stamp) is None
    old = ComponentId.parse("bb:12:41:camel:")  # a board button of the previous version
    assert old is not None and version_of(old.stamp) == 41


async def test_a_built_view_is_sent_untracked_and_keeps_its_components():
    # Clicks are routed by custom id, so discord.py keeps nothing per message: a view it
    # tracked would hold a 15-minute timer per private answer.
    view = build_view(7, "12", "p", [ButtonSpec("pick", "Road A1", "primary", arg="3"),
                                     SelectSpec("pick", [("1", "B2"), ("2", "C3")], arg="4")])
    assert view.is_finished()
    rows = view.to_components()
    ids = [c["custom_id"] for row in rows for c in row["components"]]
    assert len(ids) == 2 and all(ComponentId.parse(i) is not None for i in ids)
    assert [c.get("label") for row in rows for c in row["components"]][0] == "Road A1"
