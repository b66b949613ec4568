"""Move an SQLite database into PostgreSQL: every game (packed ones too), seat, logged action,
job, setting, spectator, half-made opening, kept result and rating, with their ids, in one
transaction.

    python -m store.migrate_to_postgres [SQLITE_PATH] [POSTGRES_URL]

Both default to the bot's settings (``DATABASE_PATH``, ``DATABASE_URL``, from the
environment or ``.env``). Stop the bot first: a running one is refused (its heartbeat file).
The SQLite file is brought up to this version's schema (as a start of the bot would) and
read in one read transaction; it is never otherwise changed, so it stays the backup. The
PostgreSQL database must hold no game yet (the bot's tables are created if missing). Every
table's row count is compared after the copy, inside the transaction: any difference rolls
it all back. Then set ``DATABASE_URL`` and start the bot (README: "Scaling out").

Exit codes: 0 copied, 2 bad arguments or a refusal (bot running, target not empty), 3 a
database could not be used.
"""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import asyncpg

from store.postgres import PostgresStore, display
from store.sqlite import SqliteStore

ROOT = Path(__file__).resolve().parents[1]
# Parents before children (foreign keys); every table both backends have. A packed game's
# state and log are in ``archives``; kept results and ratings come along as they are (the
# results' ``seq`` is PostgreSQL's own identity: renumbered, in the same order).
TABLES = ("games", "archives", "seats", "actions", "watchers", "jobs", "openings",
          "guild_settings", "player_settings", "results", "ratings", "rated_games", "meta")
BATCH = 5000


class Refused(Exception):
    """The move cannot be made as asked (the message says why and what to do)."""


def _bot_running(sqlite_path: Path) -> int | None:
    """The pid of a bot running on this file, by its heartbeat (None: none runs)."""
    for beat in sqlite_path.parent.glob(f"{sqlite_path.stem}.health*.json"):
        try:
            pid = int(json.loads(beat.read_text())["pid"])
            os.kill(pid, 0)
        except (OSError, ValueError, KeyError, TypeError):
            continue
        return pid
    return None


async def _target_columns(conn: asyncpg.Connection, table: str) -> dict[str, tuple[str, bool]]:
    """PostgreSQL's columns of ``table``: name → (type, whether it takes a value from us:
    an identity column GENERATED ALWAYS numbers itself)."""
    rows = await conn.fetch(
        "SELECT column_name, data_type, is_identity, identity_generation "
        "FROM information_schema.columns WHERE table_schema = current_schema() "
        "AND table_name = $1", table)
    return {r[0]: (r[1], not (r[2] == "YES" and r[3] == "ALWAYS")) for r in rows}


def _convert(table: str, column: str, pg_type: str, value: Any) -> Any:
    if value is None:
        return None
    if pg_type == "json":
        # SQLite keeps JSON columns as their text, except the seed: a bare integer or string.
        return json.dumps(value) if (table, column) == ("games", "seed") else str(value)
    if pg_type == "boolean":
        return bool(value)
    return value


def _rows(db: sqlite3.Connection, table: str, columns: list[str]) -> Iterator[list[Any]]:
    cursor = db.execute(f"SELECT {', '.join(columns)} FROM {table} ORDER BY rowid")
    while batch := cursor.fetchmany(BATCH):
        yield batch


async def migrate(sqlite_path: Path, url: str) -> dict[str, int]:
    """Copy everything; returns the rows copied per table. Raises Refused."""
    if not sqlite_path.exists():
        raise Refused(f"{sqlite_path} does not exist")
    pid = _bot_running(sqlite_path)
    if pid is not None:
        raise Refused(f"the bot (pid {pid}) is running on {sqlite_path}: stop it first")
    # The file as this version reads it: its own migrations first, as the bot's start would.
    await (await SqliteStore.open(sqlite_path)).close()
    target = await PostgresStore.open(url)  # creates or migrates the bot's tables
    await target.close()
    db = sqlite3.connect(f"file:{sqlite_path}?mode=ro", uri=True)
    conn = await asyncpg.connect(url)
    copied: dict[str, int] = {}
    try:
        db.execute("BEGIN")  # one read transaction: a consistent snapshot of every table
        async with conn.transaction():
            games = await conn.fetchval("SELECT COUNT(*) FROM games")
            if games:
                raise Refused(f"{display(url)} already holds {games} games: move into an "
                              "empty database")
            for table in TABLES:
                source = [r[1] for r in db.execute(f"PRAGMA table_info({table})")]
                target_columns = await _target_columns(conn, table)
                columns = [c for c in source if target_columns.get(c, ("", False))[1]]
                count = 0
                for batch in _rows(db, table, columns):
                    records = [tuple(_convert(table, c, target_columns[c][0], v)
                                     for c, v in zip(columns, row, strict=True))
                               for row in batch]
                    await conn.copy_records_to_table(table, records=records, columns=columns)
                    count += len(records)
                expected = db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
                found = await conn.fetchval(f"SELECT COUNT(*) FROM {table}")
                if not count == expected == found:
                    raise RuntimeError(f"{table}: {expected} rows in SQLite, {found} copied")
                copied[table] = count
            # New rows continue after the copied ids.
            for table in ("games", "openings"):
                await conn.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                    f"COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)")
    finally:
        db.close()
        await conn.close()
    return copied


def main(argv: list[str] | None = None) -> int:
    from dotenv import load_dotenv

    args = sys.argv[1:] if argv is None else argv
    if len(args) > 2 or any(a.startswith("-") for a in args):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    load_dotenv(ROOT / ".env")
    path = args[0] if args else os.environ.get("DATABASE_PATH", "").strip() \
        or "data/caravanserai.db"
    url = args[1] if len(args) > 1 else os.environ.get("DATABASE_URL", "").strip()
    if not url.startswith(("postgresql://", "postgres://")):
        print("migrate_to_postgres: give the PostgreSQL URL (postgresql://user:password@host/"
              "database) as the second argument or in DATABASE_URL", file=sys.stderr)
        return 2
    sqlite_path = Path(path).expanduser()
    if not sqlite_path.is_absolute():
        sqlite_path = ROOT / sqlite_path
    try:
        copied = asyncio.run(migrate(sqlite_path, url))
    except Refused as exc:
        print(f"migrate_to_postgres: {exc}; nothing was copied", file=sys.stderr)
        return 2
    except (OSError, asyncpg.PostgresError, sqlite3.Error, RuntimeError) as exc:
        first = (str(exc).splitlines() or [type(exc).__name__])[0]
        print(f"migrate_to_postgres: {first}; nothing was copied", file=sys.stderr)
        return 3
    print(f"Copied {sqlite_path} into {display(url)}: "
          + ", ".join(f"{n} {t}" for t, n in copied.items())
          + ". Set DATABASE_URL to it and start the bot; keep the SQLite file as a backup.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
