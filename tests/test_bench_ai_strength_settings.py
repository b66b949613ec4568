"""bench/ai_strength.py's ``--set``: a level's settings, including the fields a game's own
search adds to ``Settings`` (Yspahan's lookahead), parsed to their types."""

from __future__ import annotations

import pytest

from bench.ai_strength import parse_setting
from games.ai import Settings, game_ai


def test_a_search_of_its_own_takes_its_own_fields():
    hard = game_ai("yspahan").level("hard")
    assert parse_setting("hard.follow=true", hard) == ("hard", "follow", True)
    assert parse_setting("hard.follow=false", hard) == ("hard", "follow", False)
    assert parse_setting("hard.horizon=turn", hard) == ("hard", "horizon", "turn")
    assert parse_setting("hard.samples=40", hard) == ("hard", "samples", 40)
    assert parse_setting("hard.ceiling=2.5", hard) == ("hard", "ceiling", 2.5)


def test_a_field_no_settings_class_has_is_refused():
    with pytest.raises(SystemExit):
        parse_setting("hard.follow=true", Settings())  # the base class has no ``follow``
    with pytest.raises(SystemExit):
        parse_setting("expert.samples=3")
    assert parse_setting("casual.model=None") == ("casual", "model", None)
