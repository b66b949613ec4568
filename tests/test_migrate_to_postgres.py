"""Issue 26 item 7: ``python -m store.migrate_to_postgres`` moves an SQLite database into
PostgreSQL whole — against a real server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.base import Result
from store import AI, CLOCK, REMIND, Job
from store.migrate_to_postgres import Refused, migrate
from store.postgres import PostgresStore
from store.sqlite import SqliteStore
from table import stats

pytestmark = pytest.mark.postgres
ROOT = Path(__file__).resolve().parents[1]
COLOURS = ("red", "blue", "orange")


async def fill(path: Path) -> list[int]:
    """An SQLite database as a bot leaves it: a lobby, a running game with moves, jobs and
    an owed board, a finished one, a cancelled one, settings, a spectator, an opening."""
    store = await SqliteStore.open(path)
    ids = []
    try:
        for n, seed in enumerate((7, "a-string-seed", 12345678901, "42")):
            game = await store.create_game(guild_id=(n + 1) << 22, channel_id=100 + n,
                                           kind="caravane", host_id=10, host_name="Ána",
                                           host_colour="red", options={"variant": "standard",
                                                                       "z": 1, "a": 2},
                                           seed=seed)
            ids.append(game.id)
            if n == 0:
                continue  # a lobby
            await store.add_seat(game.id, 11, "Bjørn", COLOURS, 5)
            # An AI seat at its level, and (below) the AI covering for a person's seat.
            await store.add_seat(game.id, 2, "🤖 Hard", COLOURS, 5, kind=AI, level="hard")
            await store.start(game.id, {"b": 1, "a": [1, 2]}, game.version,
                              pending={"new": True, "ping": [0, 1]})
            version = game.version + 1
            version = await store.set_cover(game.id, version, seat=1, level="casual",
                                            until=5000.0)
            for move in range(3):
                version = await store.commit_action(
                    game.id, version, {"b": move, "a": [move]}, seat=move % 2,
                    user_id=10 + move % 2, action={"type": "bid", "amount": move},
                    summary=f"[{move}]", pending={"ping": [1 - move % 2], "events": ["é"]})
            if n == 1:
                await store.set_clock(game.id, 3600.0)
                await store.put_job(Job(game.id, CLOCK, 0, 1.0, 3601.0, runs=1, nonce="n1"))
                await store.put_job(Job(game.id, REMIND, 1, 2.0, 90000.0, done=True))
                await store.set_watching(game.id, 99, True)
            if n == 2:  # finished by its last move: its result and ratings kept, then packed
                game = await store.get_game(game.id)
                await store.commit_action(
                    game.id, version, {"b": 9}, seat=0, user_id=10, action={"type": "end"},
                    summary="[]", status="finished",
                    finish=stats.finish(game, Result([0, 1, 2], [0], {0: 5, 1: 3, 2: 1})))
                assert await store.compact_game(game.id)
            if n == 3:
                await store.set_status(game.id, "cancelled", version)
        await store.set_guild_setting(1 << 22, "language", "sv")
        await store.set_player_setting(11, "remind_every", "21600")
        await store.opening_started(5 << 22, 500, 501)
    finally:
        await store.close()
    return ids


async def test_every_row_moves_with_its_ids_and_reads_back_the_same(tmp_path, postgres_dsn):
    path = tmp_path / "old.db"
    ids = await fill(path)
    copied = await migrate(path, postgres_dsn)
    # The packed game's 4 moves are in its archive row, not in actions.
    assert copied["games"] == 4 and copied["actions"] == 6 and copied["jobs"] == 2
    assert (copied["archives"], copied["results"], copied["ratings"]) == (1, 1, 3)
    old = await SqliteStore.open(path)
    new = await PostgresStore.open(postgres_dsn)
    try:
        for game_id in ids:
            before, after = await old.get_game(game_id), await new.get_game(game_id)
            assert after == before
            assert await new.actions(game_id) == await old.actions(game_id)
            assert await new.jobs(game_id) == await old.jobs(game_id)
            assert await new.watchers(game_id) == await old.watchers(game_id)
        assert (await new.get_game(ids[1])).seed == "a-string-seed"
        seats = (await new.get_game(ids[1])).seats
        ai, covered = seats[2], seats[1]
        assert (ai.kind, ai.level) == (AI, "hard")
        assert (covered.level, covered.cover_until) == ("casual", 5000.0) and covered.cover_since
        assert list((await new.get_game(ids[0])).options) == ["variant", "z", "a"]
        assert await new.guild_settings(1 << 22) == {"language": "sv"}
        assert await new.player_settings(11) == {"remind_every": "21600"}
        assert await new.openings() == await old.openings()
        # The packed game reads the same (above); its result and ratings came along.
        assert await new.results() == await old.results()
        assert await new.ratings(3 << 22, "caravane", 10) == \
            await old.ratings(3 << 22, "caravane", 10) != []
        assert await new.rated_games(3 << 22) == {"caravane": 1}
        assert [g.id for g in await new.games_behind_board()] == \
            [g.id for g in await old.games_behind_board()]
        # New games and openings go on after the copied ids.
        game = await new.create_game(guild_id=1, channel_id=900, kind="caravane", host_id=1,
                                     host_name="N", host_colour="red", options={}, seed=1)
        assert game.id > max(ids)
        assert await new.opening_started(1, 901, 902) > (await old.openings())[0].id
    finally:
        await old.close()
        await new.close()
    # Into a database that has games: refused, nothing copied twice.
    with pytest.raises(Refused, match="already holds 5 games"):
        await migrate(path, postgres_dsn)


async def test_a_running_bot_is_refused_and_the_cli_copies(tmp_path, postgres_dsn):
    path = tmp_path / "live.db"
    await fill(path)
    beat = path.with_suffix(".health.json")
    beat.write_text(json.dumps({"pid": os.getpid(), "at": 0}))
    with pytest.raises(Refused, match="stop it first"):
        await migrate(path, postgres_dsn)
    beat.unlink()
    env = {**os.environ, "DATABASE_PATH": "", "DATABASE_URL": ""}
    done = subprocess.run([sys.executable, "-m", "store.migrate_to_postgres", str(path),
                           postgres_dsn], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert "Copied" in done.stdout and "4 games" in done.stdout and "6 actions" in done.stdout
    again = subprocess.run([sys.executable, "-m", "store.migrate_to_postgres", str(path),
                            postgres_dsn], cwd=ROOT, env=env, capture_output=True, text=True,
                           timeout=60)
    assert again.returncode == 2 and "nothing was copied" in again.stderr
