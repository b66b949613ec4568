"""SQLite storage (aiosqlite): one row per channel game, its seats, an append-only action log,
and settings per server and per player.

The action log plus the game's seed and options is a complete replay: ``new`` then ``apply``
every logged action reproduces the saved state (tests check this). Every write that changes a
game's state is one transaction guarded by the game's version, so a double click applies once.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import sqlite3
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import replace
from pathlib import Path
from typing import Any

import aiosqlite

from store.base import (
    ACTIVE,
    CANCELLED,
    CORRUPT,
    FINISHED,
    FULL,
    LOBBY,
    LOCKED,
    OPEN_STATUSES,
    PENDING_KEPT,
    PERSON,
    READONLY,
    TREND,
    UNAVAILABLE,
    AlreadySeated,
    ChannelBusy,
    Finish,
    GameRecord,
    GameResult,
    ImportedGame,
    Job,
    LobbyClosed,
    LobbyFull,
    LoggedAction,
    NoSuchSeat,
    NotSeated,
    Opening,
    Placed,
    Rating,
    Seat,
    Storage,
    VersionConflict,
    fold_pending,
    standings_json,
    standings_of,
)
from store.packing import pack_log, pack_state, unpack_log, unpack_state

# Plain-SQL migrations, applied in order at start-up. Never edit one that has shipped:
# add a new entry instead. PRAGMA user_version records how many have run.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
        host_id INTEGER NOT NULL,
        options TEXT NOT NULL DEFAULT '{}',
        seed INTEGER NOT NULL,
        state TEXT,
        version INTEGER NOT NULL DEFAULT 0,
        lobby_message_id INTEGER,
        board_message_id INTEGER,
        board_version INTEGER NOT NULL DEFAULT -1,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        finished_at REAL
    );
    -- One lobby or running game per channel, enforced by the database itself.
    CREATE UNIQUE INDEX games_one_open_per_channel
        ON games(channel_id) WHERE status IN ('lobby', 'active');
    CREATE INDEX games_status ON games(status);

    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        display_name TEXT NOT NULL,
        colour TEXT NOT NULL,
        joined_at REAL NOT NULL,
        PRIMARY KEY (game_id, seat),
        UNIQUE (game_id, user_id)
    );

    CREATE TABLE actions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        action TEXT NOT NULL,
        summary TEXT NOT NULL DEFAULT '',
        created_at REAL NOT NULL,
        UNIQUE (game_id, seq)
    );
    """,
    # 2: the log lines shown on the current board message, so an in-place edit keeps the
    # round's earlier lines (e.g. the reveal) after a restart too.
    """
    ALTER TABLE games ADD COLUMN board_log TEXT NOT NULL DEFAULT '[]';
    """,
    # 3: when players were last reminded that the game waits for them.
    """
    ALTER TABLE games ADD COLUMN reminded_at REAL;
    """,
    # 4: settings per server and per player (language, reminder preferences…), and an
    # index so start-up finds games whose board lags behind without scanning them all.
    """
    CREATE TABLE guild_settings (
        guild_id INTEGER NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (guild_id, key)
    );
    CREATE TABLE player_settings (
        user_id INTEGER NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (user_id, key)
    );
    CREATE INDEX games_board_behind ON games(id)
        WHERE status IN ('active', 'finished') AND board_version < version;
    """,
    # 5: what the next board publication owes (new message? whom to ping? which lines?),
    # written in the move's own transaction so boards are published after the lock is
    # released and a crash never loses one; and the nonce of a board post in flight, so a
    # crash between posting and recording adopts the posted message instead of doubling it.
    """
    ALTER TABLE games ADD COLUMN board_pending TEXT NOT NULL DEFAULT '[]';
    ALTER TABLE games ADD COLUMN board_nonce TEXT;
    """,
    # 6: spectators: who follows a game's new-turn messages without a seat.
    """
    CREATE TABLE watchers (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL,
        since REAL NOT NULL,
        PRIMARY KEY (game_id, user_id)
    );
    """,
    # 7: turn clocks and reminders: a game's clock, and one job table the scheduler runs
    # from, so a job that fell due while the bot was down runs once when it is back.
    """
    ALTER TABLE games ADD COLUMN clock REAL;
    CREATE TABLE jobs (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        seat INTEGER NOT NULL,
        since REAL NOT NULL,
        due_at REAL NOT NULL,
        runs INTEGER NOT NULL DEFAULT 0,
        done INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, kind, seat)
    );
    CREATE INDEX jobs_due ON jobs(due_at) WHERE done = 0;
    """,
    # 8: the nonce of a clock message being posted, kept until it is recorded (so a crash
    # between claiming the job and posting its message posts it after all, once).
    """
    ALTER TABLE jobs ADD COLUMN nonce TEXT;
    """,
    # 9: tables being opened in a thread, until their lobby is up: a crash in between is
    # finished or withdrawn at start-up instead of leaving an "opening…" announcement.
    """
    CREATE TABLE openings (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        message_id INTEGER NOT NULL,
        thread_id INTEGER,
        created_at REAL NOT NULL
    );
    """,
    # 10: a seat is held by a member of a kind: a person (user_id: who) or the table's own
    # AI player (user_id: the id the AI seats give it). One holder per seat and game, of
    # each kind. SQLite cannot change a table's keys in place: the table is copied.
    """
    CREATE TABLE seats_new (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        holder_kind TEXT NOT NULL DEFAULT 'person' CHECK (holder_kind IN ('person', 'ai')),
        user_id INTEGER NOT NULL,
        display_name TEXT NOT NULL,
        colour TEXT NOT NULL,
        joined_at REAL NOT NULL,
        PRIMARY KEY (game_id, seat),
        UNIQUE (game_id, holder_kind, user_id)
    );
    INSERT INTO seats_new (game_id, seat, holder_kind, user_id, display_name, colour, joined_at)
        SELECT game_id, seat, 'person', user_id, display_name, colour, joined_at FROM seats;
    DROP TABLE seats;
    ALTER TABLE seats_new RENAME TO seats;
    """,
    # 11: AI seats: the level of the AI holding a seat, or of the AI covering for the person
    # who holds it (since when, and until when: NULL until handed back); and an index to
    # find a person's seats in running games (their absence's covers) without a scan.
    """
    ALTER TABLE seats ADD COLUMN level TEXT;
    ALTER TABLE seats ADD COLUMN cover_since REAL;
    ALTER TABLE seats ADD COLUMN cover_until REAL;
    CREATE INDEX seats_holder ON seats(holder_kind, user_id);
    """,
    # 12: a channel's games by id, so /table log, board, rules and replay find the channel's
    # latest game without reading every game ever stored.
    """
    CREATE INDEX games_channel ON games(channel_id, id);
    """,
    # 13: results and ratings kept as games finish, so /stats reads a few rows instead of
    # recomputing every rating from every finished game. A result outlives its game (no
    # foreign key): ratings can always be rebuilt from the results. The games finished
    # before this get a place in the order (seq) now and their result is read later, by
    # the table (it needs the engines); until then the ratings are marked stale.
    """
    CREATE TABLE results (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id INTEGER NOT NULL UNIQUE,
        guild_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        finished_at REAL NOT NULL,
        rated INTEGER NOT NULL DEFAULT 0,
        standings TEXT
    );
    CREATE INDEX results_unread ON results(seq) WHERE standings IS NULL;
    CREATE TABLE ratings (
        guild_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        holder_kind TEXT NOT NULL,
        holder_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        played INTEGER NOT NULL,
        won INTEGER NOT NULL,
        score_total REAL NOT NULL,
        scored INTEGER NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        skill REAL NOT NULL,  -- Rating.skill: the number shown, the board's order
        trend TEXT NOT NULL,
        since INTEGER NOT NULL,
        PRIMARY KEY (guild_id, kind, holder_kind, holder_id)
    );
    CREATE INDEX ratings_board
        ON ratings(guild_id, kind, skill DESC, won DESC, played DESC, name, since);
    CREATE TABLE rated_games (
        guild_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (guild_id, kind)
    );
    CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    INSERT INTO results (game_id, guild_id, kind, finished_at)
        SELECT id, COALESCE(guild_id, 0), kind, COALESCE(finished_at, updated_at) FROM games
        WHERE status = 'finished' ORDER BY COALESCE(finished_at, updated_at), id;
    INSERT INTO meta (key, value) SELECT 'ratings_stale', '1' WHERE EXISTS (SELECT 1 FROM results);
    """,
    # 14: an ended game packed small: its action log, and its final state with the board's
    # last lines, each one compressed record (store/packing.py) instead of a row per move
    # (90 % of a finished game's bytes). Reads unpack them: nothing above the store sees the
    # difference. The games an upgraded database ended before are packed in the background
    # (games_to_compact), one transaction each; old ended games may be removed (games_ended).
    """
    CREATE TABLE archives (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        state BLOB,
        log BLOB
    );
    ALTER TABLE games ADD COLUMN compacted INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX games_to_compact ON games(id)
        WHERE status IN ('finished', 'cancelled') AND compacted = 0;
    CREATE INDEX games_ended ON games(finished_at) WHERE status IN ('finished', 'cancelled');
    """,
)


# A packed game's state and board lines (one more lookup, for packed games only). The tests
# that stand in for an older database's bot read without it (``NULL AS archived``).
_ARCHIVED = ("CASE WHEN compacted = 1 THEN (SELECT state FROM archives "
             "WHERE archives.game_id = games.id) END AS archived, ")
_GAME_COLUMNS = (
    "id, guild_id, channel_id, kind, status, host_id, options, seed, state, version, "
    "lobby_message_id, board_message_id, board_version, created_at, updated_at, finished_at, "
    "board_log, board_pending, board_nonce, clock, "
    + _ARCHIVED +
    # The seats come along in the same read, as JSON (one query where there were two).
    "(SELECT json_group_array(json_array(seat, user_id, display_name, colour, holder_kind, "
    "level, cover_since, cover_until)) "
    "FROM seats "
    "WHERE seats.game_id = games.id) AS seats"
)


def _time(value: float | None) -> float | None:
    """A seat's time as written: JSON may bring a whole number back as an int."""
    return None if value is None else float(value)


def _record(row: aiosqlite.Row | None) -> GameRecord | None:
    if row is None:
        return None
    seats = [Seat(int(s), int(u), n, c, k, lv, _time(since), _time(until))
             for s, u, n, c, k, lv, since, until in sorted(json.loads(row["seats"]))]
    state = json.loads(row["state"]) if row["state"] is not None else None
    board_log = json.loads(row["board_log"])
    if row["archived"] is not None:
        state, packed_log = unpack_state(row["archived"])
        board_log = board_log or packed_log  # lines of a board posted since it was packed win
    return GameRecord(
        id=row["id"], guild_id=row["guild_id"], channel_id=row["channel_id"],
        kind=row["kind"], status=row["status"], host_id=row["host_id"],
        options=json.loads(row["options"]), seed=row["seed"], state=state,
        version=row["version"], lobby_message_id=row["lobby_message_id"],
        board_message_id=row["board_message_id"], board_version=row["board_version"],
        created_at=row["created_at"], updated_at=row["updated_at"],
        finished_at=row["finished_at"], seats=seats, board_log=board_log,
        board_pending=json.loads(row["board_pending"]), board_nonce=row["board_nonce"],
        clock=row["clock"],
    )


def _records(rows: Sequence[aiosqlite.Row]) -> list[GameRecord]:
    return [g for g in map(_record, rows) if g is not None]


# The store whose writers' lock the running task holds (its reads need not wait for it).
_WRITER: ContextVar[Any] = ContextVar("sqlite_writer", default=None)


class SqliteStore(Storage):
    """Async access to the SQLite database. One instance per bot process.

    Two connections, each with a thread of its own: the writer, shared by every coroutine
    (so writes must not interleave: the writers' lock), and a reader. In WAL mode a reader
    never waits for a writer — ours, or another process holding the write lock for seconds
    — and sees only committed transactions, so the reads that come before an interaction is
    answered are never queued behind a write. A read made inside a transaction goes to the
    writer (it must see its own changes); an in-memory database has no second connection,
    and its reads wait for the writer instead."""

    def __init__(self, db: aiosqlite.Connection, reader: aiosqlite.Connection | None = None) -> None:
        super().__init__()
        self._db = db
        self._reader = reader
        # One connection is shared by every writing coroutine, so writes must not interleave;
        # a read on it would see another coroutine's transaction before it commits (a board
        # published from a move's half-written row), so reads on it wait for the writer too.
        self._tx_lock = asyncio.Lock()

    @contextlib.asynccontextmanager
    async def _writing(self) -> AsyncIterator[None]:
        """The writers' lock; reads made while holding it go straight through."""
        async with self._tx_lock:
            token = _WRITER.set(self)
            try:
                yield
            finally:
                _WRITER.reset(token)

    # Each call into aiosqlite is a hop to its thread and back; a read through a cursor
    # (execute, fetch, close) is three. These read in one.
    async def _rows(self, sql: str, args: Sequence[Any] = ()) -> list[aiosqlite.Row]:
        if _WRITER.get() is self:
            return list(await self._db.execute_fetchall(sql, args))
        if self._reader is not None:
            return list(await self._reader.execute_fetchall(sql, args))
        async with self._tx_lock:
            return list(await self._db.execute_fetchall(sql, args))

    async def _one(self, sql: str, args: Sequence[Any] = ()) -> aiosqlite.Row | None:
        return next(iter(await self._rows(sql, args)), None)

    # -- lifecycle ----------------------------------------------------------------------
    @classmethod
    async def open(cls, path: str | Path) -> SqliteStore:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        store: SqliteStore | None = None
        try:
            db.row_factory = aiosqlite.Row
            # WAL: readers never block the writer, and a kill -9 loses at most the open
            # transaction. synchronous=NORMAL is durable enough in WAL mode and much faster.
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA synchronous=NORMAL")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.execute("PRAGMA busy_timeout=5000")
            store = cls(db)
            await store._migrate()
            if str(path) != ":memory:":
                store._reader = await _connect_reader(path)
        except BaseException as exc:
            # aiosqlite's worker thread is not a daemon: left open, it keeps the process alive.
            for conn in (db, *((store._reader,) if store is not None and store._reader else ())):
                if isinstance(exc, asyncio.CancelledError):
                    conn.stop()  # don't wait on a worker that may be stuck
                else:
                    with contextlib.suppress(Exception):
                        await conn.close()
            raise
        return store

    async def close(self) -> None:
        self.closed = True
        if self._reader is not None:
            with contextlib.suppress(Exception):
                await self._reader.close()
        await self._db.close()

    def classify_failure(self, exc: BaseException) -> str | None:
        return classify(exc)

    async def _migrate(self) -> None:
        (current,) = await self._one("PRAGMA user_version")  # type: ignore[misc]
        for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
            async with self._transaction():
                for statement in _split_sql(script):
                    await self._db.execute(statement)
                await self._db.execute(f"PRAGMA user_version={number}")

    async def schema_version(self) -> int:
        (version,) = await self._one("PRAGMA user_version")  # type: ignore[misc]
        return int(version)

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[None]:
        async with self._writing():
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")

    # -- reading ------------------------------------------------------------------------
    async def get_game(self, game_id: int) -> GameRecord | None:
        return _record(await self._one(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?",
                                       (game_id,)))

    async def open_game(self, channel_id: int) -> GameRecord | None:
        """The channel's lobby or running game, if any."""
        return _record(await self._one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? "
            "AND status IN ('lobby', 'active')", (channel_id,)))

    async def latest_game(self, channel_id: int, kind: str | None = None) -> GameRecord | None:
        """The channel's open game, else its most recently finished one (for /board, /log):
        two index lookups (the open game's, the channel's newest), whatever the channel
        has hosted."""
        of_kind = " AND kind = ?" if kind is not None else ""
        args: list[Any] = [channel_id, *([kind] if kind is not None else [])]
        return _record(await self._one(
            f"SELECT * FROM (SELECT {_GAME_COLUMNS}, 0 AS latest FROM games "
            f"WHERE channel_id = ? AND status IN ('lobby', 'active'){of_kind}) "
            f"UNION ALL SELECT * FROM (SELECT {_GAME_COLUMNS}, 1 FROM games "
            f"WHERE channel_id = ?{of_kind} ORDER BY id DESC LIMIT 1) "
            "ORDER BY latest LIMIT 1", args * 2))

    async def games_with_status(self, *statuses: str) -> list[GameRecord]:
        marks = ",".join("?" * len(statuses))
        return _records(await self._rows(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN ({marks}) ORDER BY id", statuses))

    async def count_games(self, *statuses: str) -> int:
        marks = ",".join("?" * len(statuses))
        row = await self._one(f"SELECT COUNT(*) FROM games WHERE status IN ({marks})", statuses)
        return int(row[0]) if row is not None else 0

    async def count_behind_board(self) -> int:
        row = await self._one("SELECT COUNT(*) FROM games INDEXED BY games_board_behind "
                              "WHERE status IN ('active', 'finished') AND board_version < version")
        return int(row[0]) if row is not None else 0

    async def games_behind_board(self) -> list[GameRecord]:
        # Matches the partial index games_board_behind (migration 4) exactly.
        return _records(await self._rows(
            f"SELECT {_GAME_COLUMNS} FROM games INDEXED BY games_board_behind "
            "WHERE status IN ('active', 'finished') AND board_version < version ORDER BY id"))

    async def games_seated(self, holder_id: int, kind: str = PERSON) -> list[GameRecord]:
        return _records(await self._rows(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'active' AND id IN ("
            "SELECT game_id FROM seats INDEXED BY seats_holder "
            "WHERE holder_kind = ? AND user_id = ?) ORDER BY id", (kind, holder_id)))

    async def actions(self, game_id: int, limit: int | None = None) -> list[LoggedAction]:
        """Logged actions in order; with ``limit``, only the most recent ones."""
        sql = "SELECT seq, seat, user_id, action, summary, created_at FROM actions WHERE game_id = ?"
        if limit is not None:
            sql = f"SELECT * FROM ({sql} ORDER BY seq DESC LIMIT {int(limit)}) "
        sql += " ORDER BY seq"
        rows = self._logged(await self._rows(sql, (game_id,)))
        if rows:
            return rows
        packed = await self._packed_log(game_id)  # a packed game's, or none at all
        return packed[-limit:] if limit is not None and limit > 0 else \
            ([] if limit is not None else packed)

    async def _packed_log(self, game_id: int) -> list[LoggedAction]:
        row = await self._one("SELECT log FROM archives WHERE game_id = ?", (game_id,))
        return unpack_log(row[0]) if row is not None and row[0] is not None else []

    async def _actions_since(self, game_id: int, seats: Sequence[int],
                             within: int) -> list[LoggedAction]:
        return self._logged(await self._rows(
            "WITH recent AS (SELECT seq, seat, user_id, action, summary, created_at "
            "FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT ?) "
            "SELECT * FROM recent WHERE seq > (SELECT MIN(COALESCE("
            "(SELECT MAX(r.seq) FROM recent r WHERE r.seat = s.value), "
            "(SELECT MIN(seq) - 1 FROM recent))) FROM json_each(?) s) ORDER BY seq",
            (game_id, int(within), json.dumps([int(s) for s in seats]))))

    @staticmethod
    def _logged(rows: Sequence[aiosqlite.Row]) -> list[LoggedAction]:
        return [LoggedAction(r["seq"], r["seat"], r["user_id"], json.loads(r["action"]),
                             r["summary"], r["created_at"]) for r in rows]

    # -- lobby --------------------------------------------------------------------------
    async def create_game(
        self, *, guild_id: int | None, channel_id: int, kind: str, host_id: int,
        host_name: str, host_colour: str, options: dict[str, Any], seed: int | str,
    ) -> GameRecord:
        """Open a lobby with the host in seat 0. Raises ChannelBusy if the channel has one."""
        now = time.time()
        try:
            async with self._transaction():
                cur = await self._db.execute(
                    "INSERT INTO games (guild_id, channel_id, kind, status, host_id, options, seed, "
                    "created_at, updated_at) VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?)",
                    (guild_id, channel_id, kind, host_id, json.dumps(options), seed, now, now),
                )
                game_id = cur.lastrowid
                await self._db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, display_name, colour, joined_at) "
                    "VALUES (?, 0, ?, ?, ?, ?)",
                    (game_id, host_id, host_name, host_colour, now),
                )
        except aiosqlite.IntegrityError as exc:
            raise ChannelBusy() from exc
        game = await self.get_game(int(game_id))  # type: ignore[arg-type]
        assert game is not None
        return game

    async def add_seat(self, game_id: int, holder_id: int, name: str, colours: Sequence[str],
                       max_players: int, *, kind: str = PERSON, level: str | None = None) -> Seat:
        """Seat a member in a lobby (next free seat, first free colour)."""
        async with self._transaction():
            game = await self.get_game(game_id)
            if game is None or game.status != LOBBY:
                raise LobbyClosed()
            if game.seat_held(kind, holder_id) is not None:
                raise AlreadySeated()
            if len(game.seats) >= max_players:
                raise LobbyFull(max=max_players)
            used = {s.colour for s in game.seats}
            colour = next(c for c in colours if c not in used)
            seat = Seat(len(game.seats), holder_id, name, colour, kind,
                        level if kind != PERSON else None)
            await self._db.execute(
                "INSERT INTO seats (game_id, seat, holder_kind, user_id, display_name, colour, "
                "joined_at, level) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, seat.seat, kind, holder_id, name, colour, time.time(), seat.level),
            )
            await self._touch(game_id)
        return seat

    async def remove_seat(self, game_id: int, holder_id: int, *, kind: str = PERSON) -> None:
        """Leave a lobby; later seats move up so seat numbers stay 0..n-1."""
        async with self._transaction():
            game = await self.get_game(game_id)
            if game is None or game.status != LOBBY:
                raise LobbyClosed()
            seat = game.seat_held(kind, holder_id)
            if seat is None:
                raise NotSeated()
            await self._db.execute(
                "DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)
            )
            # Shift in two steps so the (game_id, seat) key never collides mid-update.
            await self._db.execute(
                "UPDATE seats SET seat = -seat WHERE game_id = ? AND seat > ?", (game_id, seat)
            )
            await self._db.execute(
                "UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat < 0", (game_id,)
            )
            await self._touch(game_id)

    async def opening_started(self, guild_id: int | None, channel_id: int,
                              message_id: int) -> int:
        async with self._writing():
            cur = await self._db.execute(
                "INSERT INTO openings (guild_id, channel_id, message_id, created_at) "
                "VALUES (?, ?, ?, ?)", (guild_id, channel_id, message_id, time.time()))
            return int(cur.lastrowid or 0)

    async def opening_thread(self, opening_id: int, thread_id: int) -> None:
        async with self._writing():
            await self._db.execute("UPDATE openings SET thread_id = ? WHERE id = ?",
                                   (thread_id, opening_id))

    async def opening_done(self, opening_id: int) -> None:
        async with self._writing():
            await self._db.execute("DELETE FROM openings WHERE id = ?", (opening_id,))

    async def openings(self) -> list[Opening]:
        return [Opening(r[0], r[1], r[2], r[3], r[4], r[5]) for r in await self._rows(
            "SELECT id, guild_id, channel_id, message_id, thread_id, created_at FROM openings "
            "ORDER BY id")]

    async def set_messages(self, game_id: int, *, lobby_message_id: int | None = None,
                           board_message_id: int | None = None,
                           board_version: int | None = None,
                           board_log: list[str] | None = None) -> None:
        sets: list[str] = []
        args: list[Any] = []
        if board_log is not None:
            sets.append("board_log = ?")
            args.append(json.dumps(board_log))
        for column, value in (("lobby_message_id", lobby_message_id),
                              ("board_message_id", board_message_id),
                              ("board_version", board_version)):
            if value is not None:
                sets.append(f"{column} = ?")
                args.append(value)
        if not sets:
            return
        async with self._writing():
            await self._db.execute(
                f"UPDATE games SET {', '.join(sets)} WHERE id = ?", (*args, game_id)
            )

    async def _touch(self, game_id: int) -> None:
        await self._db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (time.time(), game_id))

    # -- settings -------------------------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> dict[str, str]:
        return await self._settings("guild_settings", "guild_id", guild_id)

    async def set_guild_setting(self, guild_id: int, key: str, value: str | None) -> None:
        await self._set_setting("guild_settings", "guild_id", guild_id, key, value)

    async def player_settings(self, user_id: int) -> dict[str, str]:
        return await self._settings("player_settings", "user_id", user_id)

    async def set_player_setting(self, user_id: int, key: str, value: str | None) -> None:
        await self._set_setting("player_settings", "user_id", user_id, key, value)

    async def set_watching(self, game_id: int, user_id: int, watching: bool) -> None:
        async with self._transaction():
            if watching:
                await self._db.execute(
                    "INSERT OR IGNORE INTO watchers (game_id, user_id, since) VALUES (?, ?, ?)",
                    (game_id, user_id, time.time()))
            else:
                await self._db.execute(
                    "DELETE FROM watchers WHERE game_id = ? AND user_id = ?", (game_id, user_id))

    async def watchers(self, game_id: int) -> list[int]:
        return [r[0] for r in await self._rows(
            "SELECT user_id FROM watchers WHERE game_id = ? ORDER BY since, user_id", (game_id,))]

    async def _settings(self, table: str, column: str, owner: int) -> dict[str, str]:
        return {r[0]: r[1] for r in await self._rows(
            f"SELECT key, value FROM {table} WHERE {column} = ?", (owner,))}

    async def _set_setting(self, table: str, column: str, owner: int, key: str,
                           value: str | None) -> None:
        async with self._transaction():
            if value is None:
                await self._db.execute(f"DELETE FROM {table} WHERE {column} = ? AND key = ?",
                                       (owner, key))
            else:
                await self._db.execute(
                    f"INSERT INTO {table} ({column}, key, value) VALUES (?, ?, ?) "
                    f"ON CONFLICT ({column}, key) DO UPDATE SET value = excluded.value",
                    (owner, key, value))

    # -- state changes ------------------------------------------------------------------
    async def start(self, game_id: int, state: dict[str, Any], expected_version: int, *,
                    pending: dict[str, Any] | None = None) -> None:
        """Lobby → active with the engine's initial state."""
        await self._write_state(game_id, expected_version, state, ACTIVE, LOBBY, None, pending)

    async def set_status(self, game_id: int, status: str, expected_version: int,
                         from_statuses: Sequence[str] = OPEN_STATUSES) -> None:
        await self._write_state(game_id, expected_version, None, status, from_statuses, None)

    async def commit_action(
        self, game_id: int, expected_version: int, state: dict[str, Any], *,
        seat: int, user_id: int, action: dict[str, Any], summary: str, status: str = ACTIVE,
        pending: dict[str, Any] | None = None, finish: Finish | None = None,
    ) -> int:
        """Save the new state and log the action in one transaction. Returns the new version.

        Raises VersionConflict if someone else changed the game since ``expected_version``.
        """
        return await self._write_state(
            game_id, expected_version, state, status, (ACTIVE,),
            (seat, user_id, action, summary), pending, finish,
        )

    async def _write_state(self, game_id: int, expected_version: int,
                           state: dict[str, Any] | None, status: str,
                           from_statuses: Sequence[str] | str,
                           log: tuple[int, int, dict[str, Any], str] | None,
                           pending: dict[str, Any] | None = None,
                           finish: Finish | None = None) -> int:
        if isinstance(from_statuses, str):
            from_statuses = (from_statuses,)
        now = time.time()
        finished = now if status in (FINISHED, CANCELLED) else None
        marks = ",".join("?" * len(from_statuses))
        async with self._transaction():
            await self._bump(
                game_id, expected_version, pending,
                "state = COALESCE(?, state), status = ?, updated_at = ?, "
                "finished_at = COALESCE(?, finished_at)",
                (json.dumps(state, separators=(",", ":")) if state is not None else None,
                 status, now, finished),
                f"status IN ({marks})", from_statuses,
            )
            if log is not None:
                seat, user_id, action, summary = log
                await self._db.execute(
                    "INSERT INTO actions (game_id, seq, seat, user_id, action, summary, created_at) "
                    "VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?),"
                    " ?, ?, ?, ?, ?)",
                    (game_id, game_id, seat, user_id, json.dumps(action), summary, now),
                )
            if finish is not None:
                await self._keep_result(finish, now)
        return expected_version + 1

    async def take_back(self, game_id: int, expected_version: int, state: dict[str, Any], *,
                        seq: int, pending: dict[str, Any] | None = None) -> int:
        async with self._transaction():
            await self._bump(game_id, expected_version, pending, "state = ?, updated_at = ?",
                             (json.dumps(state, separators=(",", ":")), time.time()),
                             "status = 'active'", ())
            cur = await self._db.execute(
                "DELETE FROM actions WHERE game_id = ? AND seq = ? "
                "AND seq = (SELECT MAX(seq) FROM actions WHERE game_id = ?)",
                (game_id, seq, game_id))
            if cur.rowcount != 1:  # rolls the state back too
                raise VersionConflict(last=seq)
        return expected_version + 1

    async def _bump(self, game_id: int, expected_version: int, pending: dict[str, Any] | None,
                    sets: str, args: Sequence[Any], where: str,
                    where_args: Sequence[Any]) -> None:
        """Inside a transaction: UPDATE the game found at ``expected_version`` (``sets``, and
        its version + 1), appending the board ``pending`` owes in the same statement (one hop
        fewer per move). VersionConflict when ``where`` or the version fails."""
        owe: tuple[str, ...] = ()
        if pending is not None:
            sets += ", board_pending = json_insert(board_pending, '$[#]', json(?))"
            owe = (json.dumps({**pending, "v": expected_version + 1}, separators=(",", ":")),)
        rows = await self._rows(
            f"UPDATE games SET {sets}, version = version + 1 "
            f"WHERE id = ? AND version = ? AND {where} "
            "RETURNING json_array_length(board_pending)",
            (*args, *owe, game_id, expected_version, *where_args))
        if not rows:
            raise VersionConflict(expected=expected_version)
        if rows[0][0] > PENDING_KEPT:
            await self._fold_pending(game_id)

    async def _fold_pending(self, game_id: int) -> None:
        row = await self._one("SELECT board_pending FROM games WHERE id = ?", (game_id,))
        entries = fold_pending(json.loads(row[0]) if row is not None else [])
        await self._db.execute("UPDATE games SET board_pending = ? WHERE id = ?",
                               (json.dumps(entries, separators=(",", ":")), game_id))

    async def replace_seat(self, game_id: int, expected_version: int, *, seat: int,
                           holder_id: int, name: str, kind: str = PERSON,
                           level: str | None = None,
                           pending: dict[str, Any] | None = None) -> int:
        async with self._transaction():
            if await self._one("SELECT 1 FROM seats WHERE game_id = ? AND holder_kind = ? "
                               "AND user_id = ?", (game_id, kind, holder_id)) is not None:
                raise AlreadySeated()
            await self._bump(game_id, expected_version, pending, "updated_at = ?",
                             (time.time(),), "status = 'active'", ())
            cur = await self._db.execute(
                "UPDATE seats SET holder_kind = ?, user_id = ?, display_name = ?, level = ?, "
                "cover_since = NULL, cover_until = NULL WHERE game_id = ? AND seat = ?",
                (kind, holder_id, name, level if kind != PERSON else None, game_id, seat))
            if cur.rowcount != 1:
                raise NoSuchSeat(seat=seat)
        return expected_version + 1

    async def set_cover(self, game_id: int, expected_version: int, *, seat: int,
                        level: str | None, until: float | None = None,
                        pending: dict[str, Any] | None = None) -> int:
        now = time.time()
        # To the millisecond: a seat's times come back through JSON, which SQLite writes
        # with 15 significant digits; both backends then read back what was written.
        since, until = round(now, 3), None if until is None else round(until, 3)
        async with self._transaction():
            await self._bump(game_id, expected_version, pending, "updated_at = ?", (now,),
                             "status = 'active'", ())
            cur = await self._db.execute(
                "UPDATE seats SET level = ?, cover_since = ?, cover_until = ? "
                "WHERE game_id = ? AND seat = ? AND holder_kind = 'person'",
                (level, None if level is None else since, None if level is None else until,
                 game_id, seat))
            if cur.rowcount != 1:  # rolls the version back too
                raise NoSuchSeat(seat=seat)
        return expected_version + 1

    async def set_clock(self, game_id: int, seconds: float | None) -> None:
        async with self._writing():
            await self._db.execute("UPDATE games SET clock = ? WHERE id = ?", (seconds, game_id))

    # -- results and ratings --------------------------------------------------------------
    _RATING_COLUMNS = ("kind, holder_kind, holder_id, name, played, won, score_total, scored, "
                       "mu, sigma, trend, since")

    @staticmethod
    def _rating(row: aiosqlite.Row) -> Rating:
        return Rating(row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[7], row[8],
                      row[9], tuple(json.loads(row[10])), row[11])

    async def _keep_result(self, finish: Finish, now: float) -> None:
        """Inside the finishing move's transaction: store the result; rated, update its
        holders' ratings and the server's count of rated games of the kind."""
        result = finish.result
        guild = result.guild_id or 0
        cur = await self._db.execute(
            "INSERT INTO results (game_id, guild_id, kind, finished_at, rated, standings) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (result.game_id, guild, result.kind, now, int(result.rated),
             standings_json(result.standings)))
        if not result.rated:
            return
        stored = replace(result, seq=int(cur.lastrowid or 0), finished_at=now)
        current = {r.holder: r for r in map(self._rating, await self._rows(
            f"SELECT {self._RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND kind = ? AND "
            "(holder_kind, holder_id) IN (SELECT json_extract(value, '$[0]'), "
            "json_extract(value, '$[1]') FROM json_each(?))",
            (guild, result.kind, json.dumps([list(s.holder) for s in result.standings]))))}
        await self._put_ratings(guild, finish.rate(stored, current))
        await self._db.execute(
            "INSERT INTO rated_games (guild_id, kind, games) VALUES (?, ?, 1) "
            "ON CONFLICT (guild_id, kind) DO UPDATE SET games = games + 1",
            (guild, result.kind))

    async def _put_ratings(self, guild: int, ratings: Sequence[Rating]) -> None:
        if ratings:
            await self._db.executemany(
                f"INSERT OR REPLACE INTO ratings (guild_id, {self._RATING_COLUMNS}, skill) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(guild, r.kind, r.holder_kind, r.holder_id, r.name, r.played, r.won,
                  r.score_total, r.scored, r.mu, r.sigma, json.dumps(list(r.trend[-TREND:])),
                  r.since, r.skill) for r in ratings])

    # The leaderboard's order, best first: the skill as shown (rounded once, in Python, when
    # the row is written), so two players /stats shows with the same skill are ordered by
    # wins, games and name as the reader sees them. ``_BETTER`` is the same order as a
    # condition ("o comes before r"), for a holder's place.
    _BOARD_ORDER = "skill DESC, won DESC, played DESC, name, since"
    _BETTER = ("(o.skill > r.skill OR o.skill = r.skill AND (o.won > r.won OR "
               "o.won = r.won AND (o.played > r.played OR o.played = r.played AND "
               "(o.name < r.name OR o.name = r.name AND o.since < r.since))))")

    async def ratings(self, guild_id: int | None, kind: str, limit: int) -> list[Rating]:
        return [self._rating(r) for r in await self._rows(
            f"SELECT {self._RATING_COLUMNS} FROM ratings INDEXED BY ratings_board "
            f"WHERE guild_id = ? AND kind = ? ORDER BY {self._BOARD_ORDER} LIMIT ?",
            (guild_id or 0, kind, int(limit)))]

    async def rated_games(self, guild_id: int | None) -> dict[str, int]:
        return {r[0]: int(r[1]) for r in await self._rows(
            "SELECT kind, games FROM rated_games WHERE guild_id = ? ORDER BY kind",
            (guild_id or 0,))}

    async def placed_ratings(self, guild_id: int | None, holder_kind: str,
                             holder_id: int) -> list[Placed]:
        columns = ", ".join(f"r.{c.strip()}" for c in self._RATING_COLUMNS.split(","))
        rows = await self._rows(
            f"SELECT {columns}, "
            f"(SELECT COUNT(*) FROM ratings o WHERE o.guild_id = r.guild_id AND o.kind = r.kind "
            f"AND {self._BETTER}) + 1, "
            "(SELECT COUNT(*) FROM ratings o WHERE o.guild_id = r.guild_id AND o.kind = r.kind) "
            "FROM ratings r WHERE r.guild_id = ? AND r.holder_kind = ? AND r.holder_id = ? "
            "ORDER BY r.kind", (guild_id or 0, holder_kind, holder_id))
        return [Placed(self._rating(r), int(r[12]), int(r[13])) for r in rows]

    async def results(self, after: int = 0, limit: int = 1000) -> list[GameResult]:
        return [GameResult(r[1], r[2] or None, r[3], standings_of(r[6]), bool(r[5]), r[0], r[4],
                           r[6] is not None)
                for r in await self._rows(
                    "SELECT seq, game_id, guild_id, kind, finished_at, rated, standings "
                    "FROM results WHERE seq > ? ORDER BY seq LIMIT ?", (int(after), int(limit)))]

    async def unread_results(self, limit: int = 100) -> list[int]:
        return [int(r[0]) for r in await self._rows(
            "SELECT game_id FROM results INDEXED BY results_unread WHERE standings IS NULL "
            "ORDER BY seq LIMIT ?", (int(limit),))]

    async def set_results(self, results: Sequence[GameResult]) -> None:
        if not results:
            return
        async with self._transaction():
            await self._db.executemany(
                "UPDATE results SET standings = ?, rated = ? WHERE game_id = ?",
                [(standings_json(r.standings), int(r.rated), r.game_id) for r in results])

    async def replace_ratings(self, ratings: Mapping[int | None, Sequence[Rating]],
                              games: Mapping[tuple[int | None, str], int], *,
                              through: int) -> bool:
        async with self._transaction():
            if await self._one("SELECT 1 FROM results WHERE seq > ? LIMIT 1", (int(through),)):
                return False
            await self._db.execute("DELETE FROM ratings")
            await self._db.execute("DELETE FROM rated_games")
            for guild, rows in ratings.items():
                await self._put_ratings(guild or 0, rows)
            await self._db.executemany(
                "INSERT INTO rated_games (guild_id, kind, games) VALUES (?, ?, ?)",
                [(guild or 0, kind, count) for (guild, kind), count in games.items()])
            await self._db.execute(
                "DELETE FROM meta WHERE key = 'ratings_stale' AND NOT EXISTS "
                "(SELECT 1 FROM results INDEXED BY results_unread WHERE standings IS NULL)")
        return True

    async def ratings_stale(self) -> bool:
        return await self._one("SELECT 1 FROM meta WHERE key = 'ratings_stale'") is not None

    # -- packing ended games, removing old ones, importing ---------------------------------
    async def games_to_compact(self, limit: int, settled_before: float) -> list[int]:
        return [int(r[0]) for r in await self._rows(
            "SELECT id FROM games INDEXED BY games_to_compact "
            "WHERE status IN ('finished', 'cancelled') AND compacted = 0 AND ("
            "status = 'cancelled' OR board_version >= version OR updated_at < ?) "
            "ORDER BY id LIMIT ?", (settled_before, int(limit)))]

    async def compact_game(self, game_id: int) -> bool:
        row = await self._one(
            "SELECT version, state, board_log FROM games WHERE id = ? AND compacted = 0 "
            "AND status IN ('finished', 'cancelled')", (game_id,))
        if row is None:
            return False
        version, state, board_log = row
        actions = await self.actions(game_id)
        # Packing a long log takes milliseconds: not on the event loop.
        state_blob, log_blob = await asyncio.to_thread(
            lambda: (pack_state(json.loads(state) if state is not None else None,
                                json.loads(board_log)),
                     pack_log(actions) if actions else None))
        try:
            async with self._transaction():
                # As read: a board posted meanwhile (new lines) leaves it for the next round.
                cur = await self._db.execute(
                    "UPDATE games SET state = NULL, board_log = '[]', compacted = 1 "
                    "WHERE id = ? AND version = ? AND board_log = ? AND compacted = 0",
                    (game_id, version, board_log))
                if cur.rowcount != 1:
                    raise _Changed()
                await self._db.execute(
                    "INSERT INTO archives (game_id, state, log) VALUES (?, ?, ?)",
                    (game_id, state_blob, log_blob))
                cur = await self._db.execute("DELETE FROM actions WHERE game_id = ?", (game_id,))
                if cur.rowcount != len(actions):
                    raise _Changed()
        except _Changed:
            return False
        return True

    async def packed_bytes(self, game_id: int) -> int:
        row = await self._one("SELECT COALESCE(LENGTH(state), 0) + COALESCE(LENGTH(log), 0) "
                              "FROM archives WHERE game_id = ?", (game_id,))
        return int(row[0]) if row is not None else 0

    async def expired_games(self, before: float, limit: int) -> list[int]:
        return [int(r[0]) for r in await self._rows(
            "SELECT id FROM games INDEXED BY games_ended "
            "WHERE status IN ('finished', 'cancelled') AND finished_at < ? "
            # A channel's newest game stays (its /table log, board and replay).
            "AND EXISTS (SELECT 1 FROM games newer INDEXED BY games_channel "
            "WHERE newer.channel_id = games.channel_id AND newer.id > games.id) "
            # A result not read yet (an upgraded database) is read from the game first.
            "AND NOT EXISTS (SELECT 1 FROM results WHERE results.game_id = games.id "
            "AND results.standings IS NULL) "
            "ORDER BY finished_at LIMIT ?", (before, int(limit)))]

    async def delete_games(self, game_ids: Sequence[int]) -> int:
        if not game_ids:
            return 0
        async with self._transaction():
            cur = await self._db.execute(
                "DELETE FROM games WHERE id IN (SELECT value FROM json_each(?)) "
                "AND status IN ('finished', 'cancelled')",
                (json.dumps([int(g) for g in game_ids]),))
            return int(cur.rowcount)

    async def import_games(self, games: Sequence[ImportedGame]) -> list[int]:
        if not games:
            return []
        packed = await asyncio.to_thread(lambda: [
            (pack_state(g.game.state, g.game.board_log), pack_log(g.actions) if g.actions else None)
            if g.game.status in (FINISHED, CANCELLED) else None for g in games])
        async with self._transaction():
            row = await self._one("SELECT MAX(COALESCE((SELECT seq FROM sqlite_sequence "
                                  "WHERE name = 'games'), 0), COALESCE(MAX(id), 0)) FROM games")
            base = int(row[0]) if row is not None else 0
            ids = [g.game.id or base + i for i, g in enumerate(games, 1)]
            await self._db.executemany(
                "INSERT INTO games (id, guild_id, channel_id, kind, status, host_id, options, "
                "seed, state, version, lobby_message_id, board_message_id, board_version, "
                "created_at, updated_at, finished_at, board_log, board_pending, clock, compacted) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(gid, g.game.guild_id, g.game.channel_id, g.game.kind, g.game.status,
                  g.game.host_id, json.dumps(g.game.options), g.game.seed,
                  None if pack is not None or g.game.state is None
                  else json.dumps(g.game.state, separators=(",", ":")),
                  g.game.version, g.game.lobby_message_id, g.game.board_message_id,
                  g.game.board_version, g.game.created_at, g.game.updated_at,
                  g.game.finished_at, "[]" if pack is not None else json.dumps(g.game.board_log),
                  json.dumps(g.game.board_pending), g.game.clock, int(pack is not None))
                 for gid, g, pack in zip(ids, games, packed, strict=True)])
            await self._db.executemany(
                "INSERT INTO seats (game_id, seat, holder_kind, user_id, display_name, colour, "
                "joined_at, level, cover_since, cover_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(gid, s.seat, s.kind, s.holder_id, s.name, s.colour, g.game.created_at,
                  s.level, s.cover_since, s.cover_until)
                 for gid, g in zip(ids, games, strict=True) for s in g.game.seats])
            await self._db.executemany(
                "INSERT INTO archives (game_id, state, log) VALUES (?, ?, ?)",
                [(gid, *pack) for gid, pack in zip(ids, packed, strict=True) if pack is not None])
            await self._db.executemany(
                "INSERT INTO actions (game_id, seq, seat, user_id, action, summary, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(gid, a.seq, a.seat, a.user_id, json.dumps(a.action), a.summary, a.created_at)
                 for gid, g, pack in zip(ids, games, packed, strict=True) if pack is None
                 for a in g.actions])
            results = [(g.result, gid) for gid, g in zip(ids, games, strict=True)
                       if g.result is not None]
            await self._db.executemany(
                "INSERT INTO results (game_id, guild_id, kind, finished_at, rated, standings) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(gid, r.guild_id or 0, r.kind, r.finished_at or g.game.finished_at or 0.0,
                  int(r.rated), standings_json(r.standings))
                 for (r, gid), g in zip(results, [g for g in games if g.result is not None],
                                        strict=True)])
            if results:  # the kept ratings do not include them yet
                await self._db.execute(
                    "INSERT OR REPLACE INTO meta (key, value) VALUES ('ratings_stale', '1')")
        return ids

    # -- scheduled jobs -------------------------------------------------------------------
    _JOB_COLUMNS = "game_id, kind, seat, since, due_at, runs, done, nonce"

    @staticmethod
    def _job(row: aiosqlite.Row) -> Job:
        return Job(row[0], row[1], row[2], row[3], row[4], row[5], bool(row[6]), row[7])

    async def _jobs(self, sql: str, args: Sequence[Any]) -> list[Job]:
        return [self._job(r) for r in await self._rows(sql, args)]

    async def jobs(self, game_id: int) -> list[Job]:
        return await self._jobs(f"SELECT {self._JOB_COLUMNS} FROM jobs WHERE game_id = ? "
                                "ORDER BY kind, seat", (game_id,))

    async def put_job(self, job: Job) -> None:
        async with self._writing():
            await self._db.execute(
                f"INSERT OR REPLACE INTO jobs ({self._JOB_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (job.game_id, job.kind, job.seat, job.since, job.due_at, job.runs, int(job.done),
                 job.nonce))

    async def drop_jobs(self, game_id: int, keys: Sequence[tuple[str, int]] | None = None) -> None:
        # One statement, atomic by itself: no transaction (three hops) around it.
        async with self._writing():
            if keys is None:
                await self._db.execute("DELETE FROM jobs WHERE game_id = ?", (game_id,))
            elif keys:
                await self._db.execute(
                    "DELETE FROM jobs WHERE game_id = ? AND (kind, seat) IN "
                    "(SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') "
                    "FROM json_each(?))", (game_id, json.dumps([list(k) for k in keys])))

    async def due_jobs(self, now: float, limit: int = 100) -> list[Job]:
        return await self._jobs(
            f"SELECT {self._JOB_COLUMNS} FROM jobs INDEXED BY jobs_due "
            "WHERE done = 0 AND due_at <= ? ORDER BY due_at LIMIT ?", (now, int(limit)))

    async def next_due(self) -> float | None:
        row = await self._one("SELECT MIN(due_at) FROM jobs INDEXED BY jobs_due WHERE done = 0")
        return None if row is None or row[0] is None else float(row[0])

    async def user_jobs(self, user_id: int) -> list[Job]:
        return await self._jobs(
            "SELECT j.game_id, j.kind, j.seat, j.since, j.due_at, j.runs, j.done, j.nonce "
            "FROM jobs j "
            "JOIN seats s ON s.game_id = j.game_id AND s.seat = j.seat "
            "JOIN games g ON g.id = j.game_id "
            "WHERE s.user_id = ? AND s.holder_kind = 'person' AND g.status = 'active' "
            "ORDER BY j.game_id, j.kind",
            (user_id,))

    async def claim_job(self, job: Job, *, due_at: float, done: bool, ran: bool = True,
                        nonce: str | None = None) -> bool:
        async with self._writing():
            cur = await self._db.execute(
                "UPDATE jobs SET due_at = ?, done = ?, runs = runs + ?, nonce = ? "
                "WHERE game_id = ? AND kind = ? AND seat = ? AND since = ? AND runs = ? "
                "AND done = 0",
                (due_at, int(done), int(ran), nonce, job.game_id, job.kind, job.seat,
                 job.since, job.runs))
            return cur.rowcount == 1

    # -- board publication ----------------------------------------------------------------
    async def set_board_nonce(self, game_id: int, nonce: str | None) -> None:
        async with self._writing():
            await self._db.execute("UPDATE games SET board_nonce = ? WHERE id = ?",
                                   (nonce, game_id))

    async def board_published(self, game_id: int, *, version: int, message_id: int,
                              board_log: list[str]) -> None:
        # One UPDATE keeps the owed boards this one did not show (those of later moves), in
        # their order: no read first, no transaction of its own. Under the writers' lock all
        # the same, so it never lands inside another task's open transaction.
        async with self._writing():
            await self._db.execute(
                "UPDATE games SET board_message_id = ?, board_version = MAX(board_version, ?), "
                "board_log = ?, board_nonce = NULL, board_pending = ("
                "SELECT json_group_array(json(e.value)) FROM json_each(games.board_pending) e "
                "WHERE CAST(COALESCE(json_extract(e.value, '$.v'), 0) AS INTEGER) > ?) "
                "WHERE id = ?",
                (message_id, version, json.dumps(board_log), version, game_id))


class _Changed(Exception):
    """The game changed between reading and packing it: leave it for the next round."""


async def _connect_reader(path: str | Path) -> aiosqlite.Connection:
    """The second connection, for reads only (see ``SqliteStore``)."""
    reader = await aiosqlite.connect(str(path), isolation_level=None)
    try:
        reader.row_factory = aiosqlite.Row
        # A reader waits only in rare moments (a WAL being recovered); query_only: a write
        # sent here by mistake fails loudly instead of racing the writer.
        await reader.execute("PRAGMA busy_timeout=5000")
        await reader.execute("PRAGMA query_only=ON")
        await reader.execute("PRAGMA foreign_keys=ON")
    except BaseException:
        with contextlib.suppress(Exception):
            await reader.close()
        raise
    return reader


def classify(exc: BaseException) -> str | None:
    """Which failure of the database ``exc`` is (SQLite's error codes, or the OS's when the
    disk itself refused), or None when it is none."""
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(exc, sqlite3.Error):
        text = str(exc).lower()
    elif isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EROFS, errno.EACCES,
                                                     errno.EIO):
        text = ""
    else:
        return None
    if code == sqlite3.SQLITE_FULL or "full" in text or getattr(exc, "errno", None) == errno.ENOSPC:
        return FULL
    if code == sqlite3.SQLITE_READONLY or "readonly" in text or "read-only" in text or \
            getattr(exc, "errno", None) in (errno.EROFS, errno.EACCES):
        return READONLY
    if code in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB) or "malformed" in text \
            or "not a database" in text:
        return CORRUPT
    if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or "locked" in text \
            or "busy" in text:
        return LOCKED
    return UNAVAILABLE


def _split_sql(script: str) -> list[str]:
    """Split a migration into statements (our migrations hold no ';' inside literals)."""
    statements = []
    for chunk in script.split(";"):
        lines = [ln for ln in chunk.splitlines() if not ln.strip().startswith("--")]
        text = "\n".join(lines).strip()
        if text:
            statements.append(text)
    return statements
