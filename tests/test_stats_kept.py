"""Kept ratings give today's numbers: 1,000 seeded games (ties, shared wins, resignations,
scores that are dicts or missing, solo tables, AI seats) finished through the store's kept
path, compared with the recomputation /stats made before ratings were kept — a frozen copy
of that code below — and again after rebuilding every rating from the stored results."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import pytest
from openskill.models import PlackettLuce

from games.base import Result
from store import AI, FINISHED, PERSON, GameRecord, Store
from table import stats
from table import stats as stats_module  # beside the frozen code's local ``stats`` lists

pytestmark = pytest.mark.slow  # a thousand games through a real database file


# -- today's recomputation, frozen (table/stats.py and cogs/table/statscmd.py before 27) -------
_MODEL = PlackettLuce()


@dataclass(frozen=True)
class Finished:
    """One finished game as stats see it: who sat where and how it ended."""

    game_id: int
    kind: str
    finished_at: float
    user_ids: tuple[int, ...]  # by seat
    names: tuple[str, ...]  # by seat, as they were at the table
    result: Result


@dataclass
class PlayerStats:
    user_id: int
    name: str
    played: int = 0
    won: int = 0
    score_total: float = 0.0
    scored: int = 0  # games with a numeric score
    mu: float = _MODEL.mu
    sigma: float = _MODEL.sigma
    history: list[float] = field(default_factory=list)  # rating after each game

    @property
    def rating(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def average_score(self) -> float | None:
        return self.score_total / self.scored if self.scored else None

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


def ranks(result: Result, seats: int) -> list[float]:
    """Rank per seat: winners 1; the others by their place in the ranking, equal scores
    sharing a rank."""
    listed = [s for s in result.ranking if 0 <= s < seats]
    order = listed + [s for s in range(seats) if s not in listed]
    out: list[float] = [1] * seats  # whole numbers; the rating model takes floats
    rank, last = 0, object()
    for position, seat in enumerate(order, 1):
        if seat in result.winners:
            continue
        score = result.scores.get(seat)
        if score is None or score != last:
            rank, last = position, score
        out[seat] = rank
    return out


def _numeric(score: Any) -> float | None:
    if isinstance(score, bool):
        return None
    if isinstance(score, (int, float)):
        return float(score)
    if isinstance(score, dict):  # e.g. {"points": 12, "gold": 3}: the first number counts
        for value in score.values():
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                return float(value)
    return None


def compute(games: Iterable[Finished]) -> dict[str, dict[int, PlayerStats]]:
    """Per game kind, per user: games played and won, average score and rating. The AI's
    seats count for its level's row (issue 25), an AI level in two seats once, as the better
    placed."""
    table: dict[str, dict[int, PlayerStats]] = {}
    for game in sorted(games, key=lambda g: (g.finished_at, g.game_id)):
        players = table.setdefault(game.kind, {})
        seats = len(game.user_ids)
        people = [u for u in game.user_ids if not stats_module.is_ai_row(u)]
        if len(set(people)) != len(people):
            continue  # one person in two seats rates nobody
        placed = ranks(game.result, seats)
        best: dict[int, int] = {}
        for seat, user_id in enumerate(game.user_ids):
            if user_id not in best or placed[seat] < placed[best[user_id]]:
                best[user_id] = seat
        if len(best) < 2:
            continue  # a solo test table rates nobody
        stats = []
        for user_id, seat in best.items():
            entry = players.get(user_id)
            if entry is None:
                entry = players[user_id] = PlayerStats(user_id, game.names[seat])
            entry.name = game.names[seat]  # the newest name they played under
            entry.played += 1
            entry.won += seat in game.result.winners
            score = _numeric(game.result.scores.get(seat))
            if score is not None:
                entry.score_total += score
                entry.scored += 1
            stats.append(entry)
        teams = [[_MODEL.rating(mu=e.mu, sigma=e.sigma)] for e in stats]
        rated = _MODEL.rate(teams, ranks=[placed[seat] for seat in best.values()])
        for entry, (new,) in zip(stats, rated, strict=True):
            entry.mu, entry.sigma = new.mu, new.sigma
            entry.history.append(entry.rating)
    return table


def leaderboard(players: dict[int, PlayerStats], limit: int = 10) -> list[PlayerStats]:
    """Best skill as shown (rounded to one decimal) first; ties by more wins, then more games,
    then name (statscmd.ranking of issue 28, the rule the kept order follows)."""
    return sorted(players.values(), key=lambda p: (-(round(p.rating, 1) + 0.0), -p.won,
                                                   -p.played, p.name))[:limit]


def of_player(table: dict[str, dict[int, PlayerStats]], user_id: int
              ) -> list[tuple[str, PlayerStats, int, int]]:
    """A player's line per game kind: (kind, stats, their place on the board, players)."""
    out = []
    for kind, players in sorted(table.items()):
        if user_id in players:
            board = leaderboard(players, limit=len(players))
            place = next(i for i, p in enumerate(board, 1) if p.user_id == user_id)
            out.append((kind, players[user_id], place, len(players)))
    return out


def todays_finished(games: Iterable[GameRecord]) -> list[Finished]:
    """statscmd.finished_games of before: every finished game, its result read from its final
    state; an AI seat counts for its level's row."""
    out = []
    for game in games:
        if game.state is None:
            continue
        out.append(Finished(game.id, game.kind, game.finished_at or game.updated_at,
                            tuple(stats_module.ai_row(s.level) if s.kind == AI else s.holder_id
                                  for s in game.seats),
                            tuple(s.name for s in game.seats), result_of(game.state)))
    return out


# -- the seeded games ------------------------------------------------------------------------
KINDS = ("alpha", "beta", "gamma")
USERS = list(range(100, 112))


def result_of(state: dict[str, Any]) -> Result:
    """The toy games' result is their final state (scores' keys come back from JSON as text)."""
    return Result(list(state["ranking"]), list(state["winners"]),
                  {int(k): v for k, v in state["scores"].items()})


def seeded_result(rng: random.Random, seats: int) -> Result:
    """Scores 0-5 (ties are common; every best score shares the win), some seats resigned
    (ranked last, in reverse order of resigning, no win), some scores dicts or missing, now
    and then a seat left out of the ranking altogether."""
    resigned = rng.sample(range(seats), rng.choice([0, 0, 0, 1, 1, 2])) if seats > 1 else []
    resigned = resigned[:seats - 1]
    active = [s for s in range(seats) if s not in resigned]
    scores: dict[int, Any] = {}
    points = {s: rng.randint(0, 5) for s in range(seats)}
    for s in range(seats):
        roll = rng.random()
        if roll < 0.15:
            scores[s] = {"points": points[s], "gold": rng.randint(0, 9)}
        elif roll < 0.25:
            continue  # no score at all
        else:
            scores[s] = points[s]
    ranking = sorted(active, key=lambda s: (-points[s], s)) + list(reversed(resigned))
    if rng.random() < 0.05 and len(ranking) > 1:
        ranking.pop()  # a seat the engine did not rank
    best = max(points[s] for s in active)
    winners = [s for s in active if points[s] == best]
    return Result(ranking, winners, scores)


async def finish_games(store: Store, count: int, seed: int) -> None:
    rng = random.Random(seed)
    for n in range(count):
        seats = rng.choice([1, 2, 2, 3, 3, 3, 4, 4])
        users = rng.sample(USERS, seats)
        guild = rng.choice([1, 1, 2, None])
        kind = rng.choice(KINDS)
        game = await store.create_game(guild_id=guild, channel_id=1000 + n, kind=kind,
                                       host_id=users[0], host_name=f"U{users[0]}",
                                       host_colour="c0", options={}, seed=n)
        # The table's AI in the last seat or two, now and then: two of one level count once.
        ai_seats = rng.choice([1, 2]) if rng.random() < 0.1 and seats > 1 else 0
        for i, user in enumerate(users[1:], 1):
            if i >= seats - ai_seats:
                level = rng.choice(["standard", "hard"])
                await store.add_seat(game.id, user, f"🤖 {level.title()}", [f"c{i}"], 5,
                                     kind=AI, level=level)
                continue
            # Names change now and then: the newest one is shown.
            await store.add_seat(game.id, user, f"U{user}" + ("'" * rng.randint(0, 1)),
                                 [f"c{i}"], 5)
        await store.start(game.id, {"playing": True}, 0)
        game = await store.get_game(game.id)
        result = seeded_result(rng, seats)
        final = {"ranking": result.ranking, "winners": result.winners,
                 "scores": {str(k): v for k, v in result.scores.items()}}
        await store.commit_action(game.id, game.version, final, seat=0, user_id=users[0],
                                  action={"type": "end"}, summary="[]", status=FINISHED,
                                  finish=stats.finish(game, result))


# -- the comparison --------------------------------------------------------------------------
def same(kept: stats.Rating, today: PlayerStats) -> None:
    kind = AI if stats_module.is_ai_row(today.user_id) else PERSON
    assert (kept.holder_kind, kept.holder_id, kept.name) == (kind, today.user_id, today.name)
    assert (kept.played, kept.won, kept.scored) == (today.played, today.won, today.scored)
    # Exactly the same floats: the same arithmetic in the same order.
    assert (kept.mu, kept.sigma, kept.score_total) == (today.mu, today.sigma, today.score_total)
    assert kept.rating == today.rating and kept.average_score == today.average_score
    assert kept.trend == tuple(today.history[-len(kept.trend):]) and \
        len(kept.trend) == min(30, len(today.history))


async def compare(store: Store) -> int:
    finished = await store.games_with_status(FINISHED)
    checked = 0
    for guild in (1, 2, None):
        mine = todays_finished(g for g in finished if g.guild_id == guild)
        table = compute(mine)
        counts: dict[str, int] = {}
        for g in mine:
            counts[g.kind] = counts.get(g.kind, 0) + 1
        assert await store.rated_games(guild) == counts
        for kind, players in table.items():
            full = leaderboard(players, limit=len(players))
            kept = await store.ratings(guild, kind, len(players) + 5)
            assert len(kept) == len(full)
            for k, p in zip(kept, full, strict=True):
                same(k, p)
                checked += 1
            top = await store.ratings(guild, kind, 10)
            assert [r.holder_id for r in top] == [p.user_id for p in full[:10]]
        for user in USERS:
            places = [(p.rating.kind, p.place, p.of)
                      for p in await store.placed_ratings(guild, PERSON, user)]
            assert places == [(kind, place, of) for kind, _, place, of in of_player(table, user)]
    return checked


async def test_kept_ratings_are_todays_recomputation_and_a_rebuild_gives_them_again(tmp_path):
    store = await Store.open(tmp_path / "kept.db")
    try:
        await finish_games(store, 1000, seed=27)
        assert not await store.ratings_stale()
        checked = await compare(store)
        assert checked > 50  # 12 people, 3 games, 3 servers: most of them rated somewhere
        rebuilt = await stats.rebuild(store, batch=97)  # pages that do not divide the count
        assert rebuilt.results == 1000
        assert await compare(store) == checked
    finally:
        await store.close()


# -- an upgraded database: the games finished before ratings were kept --------------------------
async def old_database_with_finished_games(path, monkeypatch, count: int) -> None:
    """A database of the release before results were kept, with ``count`` finished Caravane
    games of real play (some moves, then resignations until one is left)."""
    import store.sqlite as sqlite_module
    from games.registry import engine
    from tests.support.players import random_move

    eng = engine("caravane")
    monkeypatch.setattr(sqlite_module, "MIGRATIONS", sqlite_module.MIGRATIONS[:12])  # before 13: results kept
    monkeypatch.setattr(sqlite_module, "_GAME_COLUMNS",  # that version read no packed games
                        sqlite_module._GAME_COLUMNS.replace(sqlite_module._ARCHIVED, "NULL AS archived, "))
    old = await Store.open(path)
    rng = random.Random(5)
    for n in range(count):
        users = rng.sample(USERS, 3)
        game = await old.create_game(guild_id=1, channel_id=2000 + n, kind="caravane",
                                     host_id=users[0], host_name=f"U{users[0]}",
                                     host_colour="red", options={}, seed=n)
        for user in users[1:]:
            await old.add_seat(game.id, user, f"U{user}", ["red", "blue", "orange"], 5)
        state = eng.new(3, n, {})
        await old.start(game.id, state, 0)
        for _ in range(rng.randint(0, 60)):
            move = random_move(eng, state, rng)
            if move is None or eng.is_over(state):
                break
            state, _ = eng.apply(state, *move)
        for seat in rng.sample(range(3), 3):
            if eng.is_over(state):
                break
            if {"type": "resign"} in eng.legal_actions(state, seat):
                state, _ = eng.apply(state, seat, {"type": "resign"})
        assert eng.is_over(state)
        await old.commit_action(game.id, 1, state, seat=0, user_id=users[0],
                                action={"type": "resign"}, summary="[]", status=FINISHED)
    await old.close()
    monkeypatch.undo()


async def compare_caravane(store: Store) -> int:
    from games.registry import engine

    eng = engine("caravane")
    games = await store.games_with_status(FINISHED)
    mine = [Finished(g.id, g.kind, g.finished_at, tuple(s.holder_id for s in g.seats),
                     tuple(s.name for s in g.seats), eng.result(eng.migrate(g.state)))
            for g in games]
    players = compute(mine)["caravane"]
    kept = await store.ratings(1, "caravane", 100)
    for k, p in zip(kept, leaderboard(players, limit=len(players)), strict=True):
        same(k, p)
    assert await store.rated_games(1) == {"caravane": len(mine)}
    return len(kept)


async def test_an_upgraded_databases_older_games_are_read_and_rated_as_before(tmp_path,
                                                                          monkeypatch):
    from table.upkeep import Upkeep

    path = tmp_path / "old.db"
    await old_database_with_finished_games(path, monkeypatch, 40)
    store = await Store.open(path)
    try:
        assert await store.ratings_stale() and await store.rated_games(1) == {}
        rebuilt = await Upkeep(store, batch=7).catch_up_ratings()
        assert rebuilt is not None and rebuilt.results == 40 == rebuilt.rated
        assert not await store.ratings_stale() and await store.unread_results() == []
        assert await compare_caravane(store) == len(USERS)
        assert await Upkeep(store).catch_up_ratings() is None  # nothing left to do
    finally:
        await store.close()


async def test_bot_rebuild_stats_recomputes_every_rating_from_the_stored_results(
        tmp_path, monkeypatch):
    import os
    import subprocess
    import sys
    from pathlib import Path

    path = tmp_path / "old.db"
    await old_database_with_finished_games(path, monkeypatch, 12)
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "DATABASE_PATH": str(path)}
    done = subprocess.run([sys.executable, "bot.py", "--rebuild-stats"], cwd=root, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "ratings rebuilt from 12 stored results (12 rated games)" in done.stdout
    store = await Store.open(path)
    try:
        assert not await store.ratings_stale()
        assert await compare_caravane(store) > 0
    finally:
        await store.close()
