"""Start-up checks for the database: refuse a damaged, empty, unwritable or newer-schema file
with one line for the operator instead of hanging or silently starting empty.

The raw checks use the stdlib ``sqlite3`` module in a daemon thread, so nothing they open can
keep the process alive; only a file that passed them is opened with aiosqlite (and migrated).

They cost the same for an empty database and one that has hosted 100,000 games: the header,
the schema and a bounded sample of the newest and oldest rows of each table. The whole-file
``quick_check`` (seconds on a large file read cold) runs only where it is worth its time: in
the background after an unclean shutdown (``full_check``), and on ``bot.py --check --full``.
A database locked by another process is not a broken one: ``DatabaseLocked`` says so, and the
bot tries again instead of exiting for good.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from store.sqlite import MIGRATIONS, SqliteStore

T = TypeVar("T")


class StartupError(Exception):
    """The database cannot be used; the message is one line for the operator."""


class TryAgain(StartupError):
    """The database cannot be used *yet*: transient, so the caller waits and tries again
    rather than giving up."""


class DatabaseLocked(TryAgain):
    """Another process holds the database's write lock (a backup, a second bot, an editor)."""


class DatabaseUnreachable(TryAgain):
    """The database server could not be reached (down, restarting, the network): it may be
    back in a moment (store/pgcheck.py)."""


# SQLite's own magic string, the first 16 bytes of every database file.
SQLITE_HEADER = b"SQLite format 3\x00"
# The tables every Caravanserai database has once migrated (migration 1 made them).
CORE_TABLES = ("games", "seats", "actions")
# Rows read from each end of each table: enough to walk the b-tree's first and last pages
# and decode what the bot reads first, never a number that grows with the file.
SAMPLE_ROWS = 32


def _is_locked(exc: BaseException) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    return code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or "locked" in str(exc).lower()


def _uri(path: Path, mode: str) -> str:
    return f"{path.resolve().as_uri()}?mode={mode}"


def _cause(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0]


def _shape_problem(path: Path) -> str | None:
    """What is wrong with the path itself (not its content), if anything."""
    if path.is_dir():
        return f"database {path} is a directory, not a file"
    if path.exists() and not path.is_file():
        return f"database {path} is not a regular file"
    if path.is_file() and path.stat().st_size == 0:
        return (f"database {path} is empty (0 bytes), not a Caravanserai database; "
                "move it away to start a fresh one")
    return None


def _write_problem(path: Path) -> str | None:
    """Why an existing database could not be written, judged by its and its folder's modes."""
    if not os.access(path, os.R_OK | os.W_OK):
        return f"database {path} is read-only (attempt to write a readonly database)"
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return (f"database {path} cannot be written: folder {path.parent} is not writable "
                "(SQLite keeps its journal next to the file)")
    return None


def _header_problem(path: Path) -> str | None:
    """Whether the file starts like an SQLite database (16 bytes, read directly)."""
    with path.open("rb") as fh:
        head = fh.read(len(SQLITE_HEADER))
    if head != SQLITE_HEADER:
        return (f"database {path} is damaged or not a database (its first bytes are not "
                "SQLite's header); restore a backup or move it away")
    return None


def _sample(conn: sqlite3.Connection, tables: set[str]) -> None:
    """Read the first and last rows of every table (and so their first and last pages): a
    damaged file usually shows there, and the cost is the same at any size."""
    for table in sorted(tables):
        quoted = '"' + table.replace('"', '""') + '"'
        for order in ("ASC", "DESC"):
            try:
                conn.execute(f"SELECT * FROM {quoted} ORDER BY rowid {order} "
                             f"LIMIT {SAMPLE_ROWS}").fetchall()
            except sqlite3.OperationalError as exc:
                if "no such column: rowid" not in str(exc):
                    raise
                conn.execute(f"SELECT * FROM {quoted} LIMIT {SAMPLE_ROWS}").fetchall()


def _read_only_check(path: Path, timeout: float, *, full: bool = False,
                     header: bool = True) -> int:
    """The schema version of an existing file, read-only, after a bounded check (``full``:
    SQLite's whole-file ``quick_check`` instead of the sample). Raises StartupError.

    ``header=False`` while this process has the database open: closing any other descriptor
    of the file drops the process's POSIX locks on it (SQLite's own connections share theirs),
    so another process would take itself for the last one, checkpoint and delete the WAL
    that the bot still writes to. SQLite's open reports a file that is not a database too."""
    if header:
        problem = _header_problem(path)
        if problem:
            raise StartupError(problem)
    try:
        conn = sqlite3.connect(_uri(path, "ro"), uri=True, timeout=timeout)
    except sqlite3.Error as exc:
        raise StartupError(f"cannot open database {path}: {_cause(exc)}") from None
    try:
        (version,) = conn.execute("PRAGMA user_version").fetchone()
        tables = {name for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' "
            "AND name NOT LIKE 'sqlite_%'")}
        if version > 0 and not set(CORE_TABLES) <= tables:
            missing = ", ".join(t for t in CORE_TABLES if t not in tables)
            raise StartupError(f"database {path} is damaged (schema v{version} but no table "
                               f"{missing}); restore a backup or move it away")
        if full:
            rows = conn.execute("PRAGMA quick_check").fetchall()
            if [r[0] for r in rows] != ["ok"]:
                raise StartupError(f"database {path} is damaged (quick_check: {rows[0][0]}); "
                                   "restore a backup or move it away")
        else:
            _sample(conn, tables)
    except sqlite3.Error as exc:
        if _is_locked(exc):
            raise DatabaseLocked(f"database {path} is locked by another process") from None
        if isinstance(exc, sqlite3.DatabaseError) and not isinstance(
                exc, sqlite3.OperationalError) or "malformed" in str(exc):
            raise StartupError(f"database {path} is damaged ({_cause(exc)}); "
                               "restore a backup or move it away") from None
        raise StartupError(f"database {path} is unusable: {_cause(exc)}") from None
    finally:
        conn.close()
    known = len(MIGRATIONS)
    if version > known:
        raise StartupError(f"database {path} was written by a newer Caravanserai (schema {version}, "
                           f"this version knows {known}) — update the bot or restore a backup")
    return int(version)


def _raw_checks(path: Path, timeout: float) -> None:
    problem = _shape_problem(path)
    if problem:
        raise StartupError(problem)
    folder = path.parent
    if not path.exists():
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StartupError(f"cannot create the folder for database {path}: "
                               f"{exc.strerror or exc}") from None
        if not os.access(folder, os.W_OK | os.X_OK):
            raise StartupError(f"cannot create database {path}: folder {folder} is not writable")
        return  # a fresh start
    problem = _write_problem(path)
    if problem:
        raise StartupError(problem)
    version = _read_only_check(path, timeout)
    # A write transaction that changes nothing: catches read-only filesystems and locks.
    try:
        conn = sqlite3.connect(_uri(path, "rw"), uri=True, timeout=timeout, isolation_level=None)
    except sqlite3.Error as exc:
        raise StartupError(f"cannot open database {path} for writing: {_cause(exc)}") from None
    try:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute(f"PRAGMA user_version={version}")
        conn.execute("ROLLBACK")
    except sqlite3.Error as exc:
        if _is_locked(exc):
            raise DatabaseLocked(f"database {path} is locked by another process") from None
        raise StartupError(f"database {path} cannot be written: {_cause(exc)}") from None
    finally:
        conn.close()


async def _in_daemon_thread(fn: Callable[[], T]) -> T:
    """Like asyncio.to_thread, but a hung call (a stuck filesystem) cannot block exit."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[T] = loop.create_future()

    def deliver(ok: bool, value: object) -> None:
        if future.done():
            return
        if ok:
            future.set_result(value)  # type: ignore[arg-type]
        else:
            future.set_exception(value)  # type: ignore[arg-type]

    def work() -> None:
        try:
            result: object = fn()
            ok = True
        except BaseException as exc:  # noqa: BLE001 - handed to the awaiting coroutine
            result, ok = exc, False
        try:
            loop.call_soon_threadsafe(deliver, ok, result)
        except RuntimeError:  # the loop is gone (timed out and exited)
            pass

    threading.Thread(target=work, name="db-preflight", daemon=True).start()
    return await future


async def open_checked(path: str, *, timeout: float = 8.0) -> SqliteStore:
    """Check the database, then open (and migrate) it. Raises StartupError within ``timeout``."""
    if str(path) == ":memory:":
        return await SqliteStore.open(path)
    file = Path(path)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout

    def left() -> float:
        return max(0.1, deadline - loop.time())

    try:
        await asyncio.wait_for(_in_daemon_thread(lambda: _raw_checks(file, max(0.5, timeout / 2))),
                               left())
    except TimeoutError:
        raise StartupError(f"database {file} did not open within {timeout:g} s "
                           "(a stuck disk?)") from None
    except OSError as exc:
        raise StartupError(f"cannot use database {file}: {exc.strerror or exc}") from None
    task = asyncio.ensure_future(SqliteStore.open(file))
    try:
        done, _ = await asyncio.wait({task}, timeout=left())
    except asyncio.CancelledError:
        task.cancel()
        raise
    if not done:
        task.cancel()  # SqliteStore.open stops its worker thread when cancelled
        raise StartupError(f"database {file} did not open within {timeout:g} s "
                           "(a stuck disk?)")
    try:
        return task.result()
    except sqlite3.Error as exc:
        if _is_locked(exc):  # migrating waited out its busy timeout
            raise DatabaseLocked(f"database {file} is locked by another process") from None
        raise StartupError(f"cannot open database {file}: {_cause(exc)}") from None
    except OSError as exc:
        raise StartupError(f"cannot use database {file}: {exc.strerror or exc}") from None


def check_database(path: str, *, full: bool = False, in_use: bool = False) -> tuple[bool, str]:
    """Read-only health check for ``bot.py --check`` (``--check --full``: the whole-file
    ``quick_check`` too): never creates, writes or migrates. ``in_use``: this process has
    the database open (only SQLite may open the file then; see ``_read_only_check``)."""
    if str(path) == ":memory:":
        return True, "database :memory: (nothing to check)"
    file = Path(path)
    try:
        problem = _shape_problem(file)
        if problem:
            return False, problem
        if not file.exists():
            return False, f"database {file} does not exist (the bot has not started yet?)"
        problem = _write_problem(file)
        if problem:
            return False, problem
        version = _read_only_check(file, 2.0, full=full, header=not in_use)
    except StartupError as exc:
        return False, str(exc)
    except OSError as exc:
        return False, f"cannot read database {file}: {exc.strerror or exc}"
    known = len(MIGRATIONS)
    pending = f" (v{known} after the next start)" if version < known else ""
    checked = ", quick_check ok" if full else ""
    return True, f"database {file}, schema v{version}{pending}{checked}"


async def full_check(path: str) -> str | None:
    """The whole-file ``quick_check``, in a daemon thread (the bot keeps answering): None when
    the file is sound, else the one-line problem. For after an unclean shutdown."""
    if str(path) == ":memory:":
        return None
    ok, text = await _in_daemon_thread(lambda: check_database(path, full=True, in_use=True))
    return None if ok else text
