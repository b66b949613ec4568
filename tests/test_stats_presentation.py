"""What /stats shows agrees with itself (cogs/table/statscmd.py over the kept ratings): the
number in the text is the number in the image, a player's "place N of M" is their row on the
leaderboard — ties on the shown skill broken as the leaderboard breaks them, by the store that
orders the rows — and the conservative rating is called "skill" and explained in one line, in
every language."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from cogs.table import statscmd
from store import PERSON, Rating, SqliteStore
from table import i18n
from table.words import MESSAGES as TABLE

SIGMA = 1.0  # mu − 3σ: each rating below is mu − 3


def player(user_id: int, name: str, rating: float, won: int, played: int) -> Rating:
    # ``since`` (who was there first, the last tie-break) follows the id: Bo before Cy.
    return Rating("caravan", PERSON, user_id, name, played, won, 0.0, 0, rating + 3 * SIGMA,
                  SIGMA, (rating,), user_id)


# Anna's skill is 3.2549…: shown as 3.3 (the image drew 3.2 from a value first rounded to
# 3.25). Bo and Cy both show 1.0; Cy won more, so the tie-break puts Cy second — although
# Bo's unrounded rating is a hair higher (Bo was "place 2 of 3" while the leaderboard, by
# the shown skill and the tie-break, had him third). Di is below zero after losses.
BOARD = [player(1, "Anna", 3.2549, 3, 4), player(2, "Bo", 1.04, 1, 4),
         player(3, "Cy", 0.96, 2, 4), player(4, "Di", -1.3, 0, 4)]
TABLE_SERVICE = SimpleNamespace(kinds={"caravan": SimpleNamespace(title="Caravan")})


@pytest.fixture
async def store(tmp_path):
    """The four players' kept ratings in a real store: it orders the rows and places them."""
    store = await SqliteStore.open(tmp_path / "stats.db")
    assert await store.replace_ratings({1: BOARD}, {(1, "caravan"): 4}, through=0)
    yield store
    await store.close()


async def leaderboard(store: SqliteStore) -> tuple:
    boards = {"caravan": await store.ratings(1, "caravan", statscmd.TOP)}
    return statscmd.leaderboard_parts(TABLE_SERVICE, boards, await store.rated_games(1), "Srv")


async def record(store: SqliteStore, user_id: int, name: str) -> str:
    placed = await store.placed_ratings(1, PERSON, user_id)
    return statscmd.player_text(TABLE_SERVICE, placed, name)


async def test_the_text_and_the_image_show_the_same_skill_and_order(store) -> None:
    with i18n.use_locale("en"):
        panels, words, text = await leaderboard(store)
    ((panel),) = panels
    assert [(r.place, r.name) for r in panel.rows] == [(1, "Anna"), (2, "Cy"), (3, "Bo"),
                                                       (4, "Di")]
    assert [r.skill for r in panel.rows] == ["3.3", "1.0", "1.0", "−1.3"]
    assert "1. Anna (3.3), 2. Cy (1.0), 3. Bo (1.0)" in text
    assert words.rating == "skill" and "skill" in words.trend


async def test_a_players_place_is_their_row_on_the_leaderboard(store) -> None:
    with i18n.use_locale("en"):
        bo = await record(store, 2, "Bo")
        cy = await record(store, 3, "Cy")
        anna = await record(store, 1, "Anna")
        di = await record(store, 4, "Di")
    assert "skill 1.0 — place 3 of 4" in bo, bo
    assert "skill 1.0 — place 2 of 4" in cy, cy
    assert "skill 3.3 — place 1 of 4" in anna, anna
    assert "skill −1.3 — place 4 of 4" in di, di


@pytest.mark.parametrize("code", sorted(i18n.LOCALES))
async def test_skill_is_explained_in_one_line_in_every_language(store, code: str) -> None:
    with i18n.use_locale(code):
        _panels, _words, text = await leaderboard(store)
        di = await record(store, 4, "Di")
    note = TABLE.format("stats-skill-help", {}, locale=code)
    assert "\n" not in note and note in text and note in di
    if code != "en":
        assert note != TABLE.format("stats-skill-help", {}, locale="en")
