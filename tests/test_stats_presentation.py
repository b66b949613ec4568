"""What /stats shows agrees with itself (cogs/table/statscmd.py): the number in the text is the
number in the image, a player's "place N of M" is their row on the leaderboard — ties on the
shown skill broken as the leaderboard breaks them — and the conservative rating is called
"skill" and explained in one line, in every language."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from cogs.table import statscmd
from table import i18n, stats
from table.words import MESSAGES as TABLE

SIGMA = 1.0  # mu − 3σ: each rating below is mu − 3


def player(user_id: int, name: str, rating: float, won: int, played: int) -> stats.PlayerStats:
    return stats.PlayerStats(user_id, name, played=played, won=won, mu=rating + 3 * SIGMA,
                             sigma=SIGMA, history=[rating])


# Anna's skill is 3.2549…: shown as 3.3 (the image drew 3.2 from a value first rounded to
# 3.25). Bo and Cy both show 1.0; Cy won more, so the tie-break puts Cy second — although
# Bo's unrounded rating is a hair higher (Bo was "place 2 of 3" while the leaderboard, by
# the shown skill and the tie-break, had him third). Di is below zero after losses.
BOARD = {"caravan": {1: player(1, "Anna", 3.2549, 3, 4), 2: player(2, "Bo", 1.04, 1, 4),
                     3: player(3, "Cy", 0.96, 2, 4), 4: player(4, "Di", -1.3, 0, 4)}}
TABLE_SERVICE = SimpleNamespace(kinds={"caravan": SimpleNamespace(title="Caravan")})
GAMES = [stats.Finished(i, "caravan", float(i), (1, 2, 3, 4), ("Anna", "Bo", "Cy", "Di"),
                        None) for i in range(4)]  # type: ignore[arg-type]


def test_the_text_and_the_image_show_the_same_skill_and_order() -> None:
    with i18n.use_locale("en"):
        panels, words, text = statscmd.leaderboard_parts(TABLE_SERVICE, BOARD, GAMES, "Srv")
    ((panel),) = panels
    assert [(r.place, r.name) for r in panel.rows] == [(1, "Anna"), (2, "Cy"), (3, "Bo"),
                                                       (4, "Di")]
    assert [r.skill for r in panel.rows] == ["3.3", "1.0", "1.0", "−1.3"]
    assert "1. Anna (3.3), 2. Cy (1.0), 3. Bo (1.0)" in text
    assert words.rating == "skill" and "skill" in words.trend


def test_a_players_place_is_their_row_on_the_leaderboard() -> None:
    with i18n.use_locale("en"):
        bo = statscmd.player_text(TABLE_SERVICE, BOARD, 2, "Bo")
        cy = statscmd.player_text(TABLE_SERVICE, BOARD, 3, "Cy")
        anna = statscmd.player_text(TABLE_SERVICE, BOARD, 1, "Anna")
        di = statscmd.player_text(TABLE_SERVICE, BOARD, 4, "Di")
    assert "skill 1.0 — place 3 of 4" in bo, bo
    assert "skill 1.0 — place 2 of 4" in cy, cy
    assert "skill 3.3 — place 1 of 4" in anna, anna
    assert "skill −1.3 — place 4 of 4" in di, di


@pytest.mark.parametrize("code", sorted(i18n.LOCALES))
def test_skill_is_explained_in_one_line_in_every_language(code: str) -> None:
    with i18n.use_locale(code):
        _panels, _words, text = statscmd.leaderboard_parts(TABLE_SERVICE, BOARD, GAMES, "Srv")
        record = statscmd.player_text(TABLE_SERVICE, BOARD, 4, "Di")
    note = TABLE.format("stats-skill-help", {}, locale=code)
    assert "\n" not in note and note in text and note in record
    if code != "en":
        assert note != TABLE.format("stats-skill-help", {}, locale="en")
