"""Ratings and records (table/stats.py): the arithmetic kept as games finish, over real engine
results."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from games.base import Result
from games.registry import engine
from store import AI, PERSON, TREND, GameRecord, Seat
from table import stats
from tests.support.players import random_move


def game(game_id: int, users: tuple[int, ...] = (1, 2, 3), kind: str = "caravan",
         guild: int | None = 1, ai: dict[int, str] | None = None) -> GameRecord:
    """``ai``: the seats an AI holds, and its level (its holder id is then the seat's own)."""
    ai = ai or {}
    return GameRecord(id=game_id, guild_id=guild, channel_id=5, kind=kind, status="finished",
                      host_id=users[0], options={}, seed=1, state={}, version=1,
                      lobby_message_id=None, board_message_id=None, board_version=0,
                      created_at=0.0, updated_at=0.0, finished_at=float(game_id),
                      seats=[Seat(i, u, f"P{u}", "red", AI if i in ai else PERSON,
                                  level=ai.get(i)) for i, u in enumerate(users)])


def ledger_of(*finished: tuple[GameRecord, Result]) -> stats.Ledger:
    ledger = stats.Ledger()
    ledger.take(replace(stats.game_result(g, r), seq=seq)
                for seq, (g, r) in enumerate(finished, 1))
    return ledger


def test_ranks_put_winners_first_and_share_equal_scores() -> None:
    result = Result([2, 0, 1, 3], [2], {2: 10, 0: 7, 1: 7, 3: 4})
    assert stats.ranks(result, 4) == [2, 2, 1, 4]
    shared = Result([0, 1, 2], [0, 1], {0: 9, 1: 9, 2: 3})
    assert stats.ranks(shared, 3) == [1, 1, 3]


def test_a_winner_rises_and_the_others_fall() -> None:
    ledger = ledger_of((game(1), Result([0, 1, 2], [0], {0: 10, 1: 6, 2: 5})))
    players = {r.holder_id: r for r in ledger.board(1, "caravan")}
    assert [players[u].played for u in (1, 2, 3)] == [1, 1, 1]
    assert players[1].won == 1 and players[2].won == 0
    assert players[1].rating > 0 > players[3].rating
    assert players[1].rating > players[2].rating > players[3].rating
    assert players[1].average_score == 10
    assert ledger.games == {(1, "caravan"): 1}


def test_servers_and_games_are_rated_apart() -> None:
    ledger = ledger_of((game(1, guild=1), Result([0, 1, 2], [0], {})),
                       (game(2, guild=2), Result([2, 1, 0], [2], {})),
                       (game(3, guild=1, kind="catan"), Result([1, 0, 2], [1], {})))
    assert [r.holder_id for r in ledger.board(1, "caravan")][0] == 1
    assert [r.holder_id for r in ledger.board(2, "caravan")][0] == 3
    assert [r.holder_id for r in ledger.board(1, "catan")][0] == 2
    assert ledger.games == {(1, "caravan"): 1, (2, "caravan"): 1, (1, "catan"): 1}


def test_a_table_where_one_person_held_two_seats_rates_nobody_but_counts() -> None:
    ledger = ledger_of((game(1, users=(7, 7)), Result([0, 1], [0], {})))
    assert ledger.board(1, "caravan") == []
    assert ledger.games == {(1, "caravan"): 1}


def test_the_tables_ai_has_a_row_per_level_apart_from_every_person() -> None:
    """Issue 25: an AI seat's results go to its level's own row, never to a person's; two
    AI seats of one level count once, as the better placed."""
    standard, hard = stats.ai_row("standard"), stats.ai_row("hard")
    ledger = ledger_of(
        # Ana (7) beats the standard AI; the hard AI wins.
        (game(1, (7, 1, 2), ai={1: "standard", 2: "hard"}),
         Result([2, 0, 1], [2], {2: 9, 0: 5, 1: 1})),
        # Two standard AIs at one table: the better placed (2nd) counts, once.
        (game(2, (7, 1, 2), ai={1: "standard", 2: "standard"}),
         Result([0, 2, 1], [0], {0: 9, 2: 5, 1: 1})))
    table = {r.holder: r for r in ledger.board(1, "caravan")}
    assert set(table) == {(PERSON, 7), (AI, standard), (AI, hard)}
    assert (table[AI, standard].played, table[AI, standard].won) == (2, 0)
    assert table[AI, standard].score_total == 1 + 5  # its better seat's score, once
    assert (table[AI, hard].played, table[AI, hard].won) == (1, 1)
    assert (table[PERSON, 7].played, table[PERSON, 7].won) == (2, 1)
    assert ledger.games == {(1, "caravan"): 2}
    assert all(stats.is_ai_row(u) for u in (standard, hard)) and not stats.is_ai_row(7)
    assert stats.ai_row("casual") not in (standard, hard)
    # A person in two seats still rates nobody, AI or not.
    alone = ledger_of((game(3, (7, 7, 2), ai={2: "hard"}), Result([0, 1, 2], [0], {})))
    assert alone.board(1, "caravan") == []


def test_the_leaderboard_order_and_the_trend_is_the_last_games() -> None:
    games = [(game(i), Result([0, 1, 2], [0], {0: 9, 1: 5, 2: 1})) for i in range(1, 41)]
    board = ledger_of(*games).board(1, "caravan")
    assert [p.holder_id for p in board] == [1, 2, 3]
    assert board[0].win_rate == 1.0 and board[0].played == 40
    assert len(board[0].trend) == TREND
    assert board[0].trend[-1] == pytest.approx(board[0].rating)


def test_the_newest_name_is_kept() -> None:
    renamed = game(2)
    renamed.seats[0] = Seat(0, 1, "Ana", "red")
    board = ledger_of((game(1), Result([0, 1, 2], [0], {})),
                      (renamed, Result([0, 1, 2], [0], {}))).board(1, "caravan")
    assert board[0].name == "Ana"


@pytest.mark.parametrize("kind", ["caravan", "caravane", "catan", "yspahan"])
def test_real_finished_games_of_every_kind_rate_their_players(kind: str) -> None:
    eng = engine(kind)
    finished = []
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
        finished.append((game(seed + 1, (10, 20, 30), kind), eng.result(state)))
    players = ledger_of(*finished).board(1, kind)
    assert sum(p.played for p in players) == 9
    assert sum(p.won for p in players) == sum(len(r.winners) for _, r in finished)
    assert players[0].won >= 1


def test_a_result_read_from_a_state_that_no_longer_reads_counts_for_nobody() -> None:
    eng = engine("caravane")
    broken = game(1, kind="caravane")
    broken.state = {"no": "such state"}
    result = stats.read_result(eng, broken)
    assert result.standings == () and not result.rated
