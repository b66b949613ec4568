"""How long something took or lasts, in words: a game that waits on you since a few seconds
says so ("less than a minute"), never "0 minutes" (/me games said that of a fresh turn)."""

from __future__ import annotations

import pytest

from cogs.table.timekeeper import duration_text
from table.i18n import use_locale


@pytest.mark.parametrize(("seconds", "words"), [
    (0, "less than a minute"),
    (29, "less than a minute"),
    (31, "1 minute"),
    (45 * 60, "45 minutes"),
    (3 * 3600 + 5 * 60, "3 hours 5 minutes"),
    (2 * 86400 + 3 * 3600 + 20 * 60, "2 days 3 hours"),  # minutes only under a day
    (86400, "1 day"),
])
def test_durations_read_as_people_say_them(seconds, words):
    with use_locale("en"):
        assert duration_text(seconds) == words


@pytest.mark.parametrize(("code", "words"), [
    ("sv", "mindre än en minut"), ("cs", "méně než minutu"), ("fr", "moins d’une minute"),
    ("pl", "mniej niż minutę")])
def test_under_a_minute_in_every_language(code, words):
    with use_locale(code):
        assert duration_text(10) == words
        assert "0" not in duration_text(10)
