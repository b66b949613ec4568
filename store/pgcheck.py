"""Start-up checks for a PostgreSQL database (``DATABASE_URL``): the promises store/preflight.py
keeps for SQLite — within a time limit, one line for the operator, never a traceback or a
hang, and nothing written to a database that is refused.

- The server cannot be reached (refused, no such host or socket, no answer in time, starting
  up or shutting down, out of connections): ``DatabaseUnreachable``, transient — the bot
  waits and tries again, as for an SQLite database another process has locked.
- It refuses the login, has no such database, was migrated by a newer Caravanserai, is
  read-only, or will not let the bot create its tables: ``StartupError``, permanent (exit 3).

The URL is shown without its password (``display``).
"""

from __future__ import annotations

import asyncio

import asyncpg

from store.postgres import MIGRATIONS, PostgresStore, SchemaTooNew, display
from store.preflight import DatabaseUnreachable, StartupError

# Whatever says the server is not there (yet): refused, no socket, no route, no answer,
# starting up or shutting down (57P03), out of connection slots (53300).
_UNREACHABLE = (OSError, TimeoutError, asyncpg.CannotConnectNowError,
                asyncpg.TooManyConnectionsError, asyncpg.PostgresConnectionError,
                asyncpg.ConnectionDoesNotExistError, asyncpg.AdminShutdownError,
                asyncpg.CrashShutdownError)


def _cause(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0]


def _refusal(label: str, exc: BaseException) -> StartupError:
    """The one line for a failure to open or migrate the database."""
    if isinstance(exc, SchemaTooNew):
        return StartupError(f"database {label} was written by a newer Caravanserai (schema "
                            f"{exc.found}, this version knows {exc.known}) — update the bot "
                            "or restore a backup")
    if isinstance(exc, asyncpg.InvalidPasswordError | asyncpg.InvalidAuthorizationSpecificationError):
        return StartupError(f"database {label} refused the login ({_cause(exc)}); check the "
                            "user and password in DATABASE_URL")
    if isinstance(exc, asyncpg.InvalidCatalogNameError):
        return StartupError(f"database {label} does not exist on the server ({_cause(exc)}); "
                            "create it (createdb) or correct DATABASE_URL")
    if isinstance(exc, asyncpg.ReadOnlySQLTransactionError):
        return StartupError(f"database {label} is read-only (a standby, or "
                            "default_transaction_read_only); the bot must write to it")
    if isinstance(exc, asyncpg.InsufficientPrivilegeError):
        return StartupError(f"database {label} cannot be used: {_cause(exc)} (the user in "
                            "DATABASE_URL needs to own the database, or CREATE on its schema)")
    if isinstance(exc, _UNREACHABLE):
        return DatabaseUnreachable(f"database {label} is unreachable ({_cause(exc)})")
    return StartupError(f"database {label} cannot be used: {_cause(exc)}")


async def open_checked_postgres(url: str, *, timeout: float = 10.0) -> PostgresStore:
    """Connect, check and migrate. Raises DatabaseUnreachable (try again) or StartupError
    within about ``timeout`` seconds."""
    label = display(url)
    try:
        store = await asyncio.wait_for(PostgresStore.open(url), timeout)
    except TimeoutError:
        raise DatabaseUnreachable(f"database {label} did not answer within {timeout:g} s") \
            from None
    except Exception as exc:
        raise _refusal(label, exc) from None
    try:
        read_only = await asyncio.wait_for(store.read_only(), timeout)
    except BaseException as exc:
        await store.close()
        if isinstance(exc, Exception):
            raise _refusal(label, exc) from None
        raise
    if read_only:
        await store.close()
        raise _refusal(label, asyncpg.ReadOnlySQLTransactionError())
    return store


async def _check(url: str, timeout: float) -> tuple[bool, str]:
    label = display(url)
    try:
        conn = await asyncpg.connect(url, timeout=timeout)
    except Exception as exc:  # noqa: BLE001 - each becomes the operator's one line
        return False, str(_refusal(label, exc))
    try:
        if await conn.fetchval("SELECT to_regclass('schema_migrations')") is None:
            return False, f"database {label} has no Caravanserai tables (the bot has not " \
                          "started on it yet?)"
        version = int(await conn.fetchval(
            "SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))
    except Exception as exc:  # noqa: BLE001
        return False, str(_refusal(label, exc))
    finally:
        await conn.close(timeout=timeout)
    known = len(MIGRATIONS)
    if version > known:
        return False, str(_refusal(label, SchemaTooNew(version, known)))
    pending = f" (v{known} after the next start)" if version < known else ""
    return True, f"database {label}, schema v{version}{pending}"


def check_postgres(url: str, *, timeout: float = 5.0) -> tuple[bool, str]:
    """Read-only health check for ``bot.py --check``: connects, reads the schema version,
    never creates, writes or migrates."""
    try:
        return asyncio.run(asyncio.wait_for(_check(url, timeout), timeout + 1))
    except TimeoutError:
        return False, f"database {display(url)} did not answer within {timeout:g} s"
