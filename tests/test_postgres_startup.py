"""bot.py on PostgreSQL (``DATABASE_URL``), as an operator sees it: the promises the SQLite
start-up keeps (tests/test_bot_startup.py). A server that cannot be reached is waited for —
transient, like a locked SQLite file; a refused login, a missing database, a newer schema or
a read-only database stops it within 10 s with one line (exit 3), password never shown."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

from store.postgres import MIGRATIONS, PostgresStore
from tests.support.postgres import start_or_skip
from tests.test_bot_startup import ROOT, bot_env, run_bot

pytestmark = pytest.mark.postgres


def with_user(dsn: str, user: str, password: str | None = None) -> str:
    parts = urlsplit(dsn)
    login = f"{user}:{password}" if password else user
    return urlunsplit(parts._replace(netloc=f"{login}@{parts.hostname or ''}"))


def with_database(dsn: str, name: str) -> str:
    return urlunsplit(urlsplit(dsn)._replace(path=f"/{name}"))


def assert_refused(proc: subprocess.CompletedProcess[str], elapsed: float,
                   words: str) -> str:
    assert proc.returncode == 3, (proc.returncode, proc.stdout, proc.stderr)
    assert elapsed < 10, f"took {elapsed:.1f} s"
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr  # one line for the operator, no log noise
    assert lines[0].startswith("caravanserai: database postgresql://"), lines[0]
    assert words in lines[0], lines[0]
    assert "Traceback" not in proc.stdout + proc.stderr
    return lines[0]


def test_a_refused_login_exits_with_one_line_and_no_password(postgres_dsn, tmp_path):
    url = with_user(postgres_dsn, "nobody", "s3cret-pw")
    proc, elapsed = run_bot([], bot_env(tmp_path / "x.db", DATABASE_URL=url))
    line = assert_refused(proc, elapsed, "refused the login")
    assert "nobody@" in line and "s3cret-pw" not in proc.stdout + proc.stderr
    assert not (tmp_path / "x.db").exists()  # not quietly started on SQLite instead


def test_a_missing_database_exits_with_one_line(postgres_dsn, tmp_path):
    url = with_database(postgres_dsn, "no_such_db")
    proc, elapsed = run_bot([], bot_env(tmp_path / "x.db", DATABASE_URL=url))
    assert_refused(proc, elapsed, "does not exist on the server")


def test_a_newer_schema_exits_with_one_line_and_changes_nothing(postgres_dsn, tmp_path):
    async def newer() -> None:
        store = await PostgresStore.open(postgres_dsn)
        await store.close()
        conn = await asyncpg.connect(postgres_dsn)
        await conn.execute("INSERT INTO schema_migrations VALUES (99, 0)")
        await conn.close()

    asyncio.run(newer())
    proc, elapsed = run_bot([], bot_env(tmp_path / "x.db", DATABASE_URL=postgres_dsn))
    assert_refused(proc, elapsed,
                   f"newer Caravanserai (schema 99, this version knows {len(MIGRATIONS)})")
    check, _ = run_bot(["--check"], bot_env(tmp_path / "x.db", DATABASE_URL=postgres_dsn))
    assert check.returncode == 1 and "newer Caravanserai" in check.stdout, check.stdout


def test_a_read_only_database_exits_with_one_line(postgres_server, postgres_dsn, tmp_path):
    name = urlsplit(postgres_dsn).path.lstrip("/")
    postgres_server.sql(f'ALTER DATABASE "{name}" SET default_transaction_read_only = on')
    proc, elapsed = run_bot([], bot_env(tmp_path / "x.db", DATABASE_URL=postgres_dsn))
    assert_refused(proc, elapsed, "is read-only")


def test_a_url_that_is_not_postgresql_is_refused(tmp_path):
    proc, elapsed = run_bot([], bot_env(tmp_path / "x.db", DATABASE_URL="mysql://x@y/z"))
    assert proc.returncode == 3 and elapsed < 10
    assert proc.stderr.strip().splitlines() == [
        "caravanserai: DATABASE_URL must be a PostgreSQL URL (postgresql://user:password@host"
        ":port/database); for SQLite leave it empty and set DATABASE_PATH"]


def test_check_reads_the_schema_and_never_creates_it(postgres_dsn, tmp_path):
    env = bot_env(tmp_path / "x.db", DATABASE_URL=postgres_dsn, DISCORD_TOKEN="")
    proc, _ = run_bot(["--check"], env)
    assert proc.returncode == 1 and "has no Caravanserai tables" in proc.stdout, proc.stdout

    async def tables() -> int:
        conn = await asyncpg.connect(postgres_dsn)
        try:
            return int(await conn.fetchval(
                "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"))
        finally:
            await conn.close()

    assert asyncio.run(tables()) == 0  # --check wrote nothing

    async def migrate() -> None:
        await (await PostgresStore.open(postgres_dsn)).close()

    asyncio.run(migrate())
    proc, _ = run_bot(["--check"], env)
    line = proc.stdout.strip()
    assert proc.returncode == 0 and line.startswith("ok: database postgresql://"), line
    assert f"schema v{len(MIGRATIONS)}" in line and "bot not running" in line


def test_check_of_an_unreachable_server_is_unhealthy(tmp_path):
    url = f"postgresql://bot:pw@/db?host={tmp_path}"  # no server's socket there
    proc, elapsed = run_bot(["--check"], bot_env(tmp_path / "x.db", DATABASE_URL=url))
    assert proc.returncode == 1 and elapsed < 10
    assert proc.stdout.startswith("unhealthy: database postgresql://bot@/db") and \
        "unreachable" in proc.stdout and "pw" not in proc.stdout.replace("postgresql", ""), \
        proc.stdout


@pytest.mark.slow
async def test_an_unreachable_server_is_waited_for_then_used(caplog):
    """Transient, as a locked SQLite file is: one log line per try, then the database is
    opened and migrated once the server is back (it was being restarted, say)."""
    import bot

    server = start_or_skip()
    first = bot.LOCKED_RETRY_FIRST
    try:
        dsn = server.create_database()
        await asyncio.to_thread(server.pause)
        bot.LOCKED_RETRY_FIRST = 0.2
        never = asyncio.get_running_loop().create_future()
        opening = asyncio.ensure_future(bot._open_database("unused.db", never, url=dsn))
        for _ in range(200):
            tries = [r for r in caplog.records if "unreachable" in r.getMessage()]
            if len(tries) >= 2:
                break
            await asyncio.sleep(0.05)
        assert len(tries) >= 2 and all("trying again" in r.getMessage() for r in tries)
        assert not opening.done()
        await asyncio.to_thread(server.resume)
        store = await asyncio.wait_for(opening, 30)
        assert store is not None and await store.schema_version() == len(MIGRATIONS)
        await store.close()
    finally:
        bot.LOCKED_RETRY_FIRST = first
        server.stop()


def test_the_bot_waits_for_an_unreachable_server_and_stops_on_sigterm(tmp_path):
    """The process itself: it neither exits (a service manager would count a failure) nor
    hangs on SIGTERM while it waits."""
    url = f"postgresql://bot@/db?host={tmp_path}"
    proc = subprocess.Popen([sys.executable, "bot.py"], cwd=ROOT, text=True,
                            env=bot_env(tmp_path / "x.db", DATABASE_URL=url),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 15
        seen = ""
        while "trying again" not in seen and time.monotonic() < deadline:
            assert proc.poll() is None, proc.stdout.read() if proc.stdout else ""
            seen += proc.stdout.readline() if proc.stdout else ""
        assert "is unreachable" in seen and "trying again" in seen, seen
        started = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(10) == 0
        assert time.monotonic() - started < 5
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert not Path(tmp_path / "x.db").exists()
