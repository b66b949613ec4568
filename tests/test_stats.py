"""Statistics and ratings from finished games (table/stats.py), over real engine results."""

from __future__ import annotations

import random

import pytest

from games.base import Result
from games.registry import engine
from table import stats
from tests.support.players import random_move


def finished(game_id: int, ranking: list[int], winners: list[int], scores: dict[int, int],
             users: tuple[int, ...] = (1, 2, 3), kind: str = "caravan") -> stats.Finished:
    return stats.Finished(game_id, kind, float(game_id), users,
                          tuple(f"P{u}" for u in users), Result(ranking, winners, scores))


def test_ranks_put_winners_first_and_share_equal_scores() -> None:
    result = Result([2, 0, 1, 3], [2], {2: 10, 0: 7, 1: 7, 3: 4})
    assert stats.ranks(result, 4) == [2, 2, 1, 4]
    shared = Result([0, 1, 2], [0, 1], {0: 9, 1: 9, 2: 3})
    assert stats.ranks(shared, 3) == [1, 1, 3]


def test_a_winner_rises_and_the_others_fall() -> None:
    table = stats.compute([finished(1, [0, 1, 2], [0], {0: 10, 1: 6, 2: 5})])
    players = table["caravan"]
    assert [players[u].played for u in (1, 2, 3)] == [1, 1, 1]
    assert players[1].won == 1 and players[2].won == 0
    assert players[1].rating > 0 > players[3].rating
    assert players[1].rating > players[2].rating > players[3].rating
    assert players[1].average_score == 10


def test_ratings_follow_the_order_games_finished_in_not_the_order_given() -> None:
    games = [finished(i, [i % 3, (i + 1) % 3, (i + 2) % 3], [i % 3], {}) for i in range(1, 9)]
    a = stats.compute(games)["caravan"]
    b = stats.compute(list(reversed(games)))["caravan"]
    assert {u: round(p.rating, 9) for u, p in a.items()} == \
        {u: round(p.rating, 9) for u, p in b.items()}


def test_a_table_where_one_person_held_two_seats_rates_nobody() -> None:
    table = stats.compute([finished(1, [0, 1], [0], {}, users=(7, 7))])
    assert table["caravan"] == {}


def test_leaderboard_and_a_players_place() -> None:
    games = [finished(i, [0, 1, 2], [0], {0: 9, 1: 5, 2: 1}) for i in range(1, 6)]
    table = stats.compute(games)
    board = stats.leaderboard(table["caravan"])
    assert [p.user_id for p in board] == [1, 2, 3]
    assert board[0].win_rate == 1.0 and len(board[0].history) == 5
    ((kind, me, place, of),) = stats.of_player(table, 2)
    assert (kind, me.played, place, of) == ("caravan", 5, 2, 3)
    assert stats.of_player(table, 99) == []


@pytest.mark.parametrize("kind", ["caravan", "caravane", "catan", "yspahan"])
def test_real_finished_games_of_every_kind_rate_their_players(kind: str) -> None:
    eng = engine(kind)
    games = []
    for seed in range(3):
        state = eng.new(3, seed, {})
        rnd = random.Random(seed)
        for _ in range(300):
            move = None if eng.is_over(state) else random_move(eng, state, rnd)
            if move is None:
                break
            state, _ = eng.apply(state, *move)
        while not eng.is_over(state):  # random play may wander: the others resign, in turn
            seat = next(s for s in range(3) if {"type": "resign"} in eng.legal_actions(state, s)
                        and s != seed % 3)
            state, _ = eng.apply(state, seat, {"type": "resign"})
        games.append(stats.Finished(seed, kind, float(seed), (10, 20, 30), ("A", "B", "C"),
                                    eng.result(state)))
    players = stats.compute(games)[kind]
    assert sum(p.played for p in players.values()) == 9
    assert sum(p.won for p in players.values()) == sum(len(g.result.winners) for g in games)
    best = stats.leaderboard(players)[0]
    assert best.won >= 1


def test_the_tables_ai_has_a_row_per_level_apart_from_every_person() -> None:
    """Issue 25: an AI seat's results go to its level's own row, never to a person's; two
    AI seats of one level count once, as the better placed."""
    standard, hard = stats.ai_row("standard"), stats.ai_row("hard")
    games = [
        # Ana beats the standard AI; the hard AI wins.
        finished(1, [2, 0, 1], [2], {2: 9, 0: 5, 1: 1}, users=(7, standard, hard)),
        # Two standard AIs at one table: the better placed (2nd) counts, once.
        finished(2, [0, 2, 1], [0], {0: 9, 2: 5, 1: 1}, users=(7, standard, standard)),
    ]
    table = stats.compute(games)["caravan"]
    assert set(table) == {7, standard, hard}
    assert (table[standard].played, table[standard].won) == (2, 0)
    assert (table[hard].played, table[hard].won) == (1, 1)
    assert (table[7].played, table[7].won) == (2, 1)
    assert all(stats.is_ai_row(u) for u in (standard, hard)) and not stats.is_ai_row(7)
    assert stats.ai_row("casual") not in (standard, hard)
    # A person in two seats still rates nobody, AI or not.
    assert stats.compute([finished(3, [0, 1, 2], [0], {}, users=(7, 7, hard))])["caravan"] == {}
