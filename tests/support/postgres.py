"""pytest fixtures for a real PostgreSQL server (store/testserver.py): one server per test
session (per xdist worker), one fresh database per test.

Where no server can be started, the PostgreSQL tests are skipped and the run ends with one
line saying why — unless ``CARAVANSERAI_REQUIRE_POSTGRES=1`` (set by .ci/run), where the
first of them fails instead: CI must never pass without the second backend.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from store.testserver import LocalPostgres, Unavailable

REQUIRED = os.environ.get("CARAVANSERAI_REQUIRE_POSTGRES", "").strip() in ("1", "true", "yes")
# Why the server could not start (None: not tried yet or fine); read by the summary hook.
unavailable: list[str] = []


def start_or_skip() -> LocalPostgres:
    """A started server; else skip the test (fail it where PostgreSQL is required)."""
    try:
        return LocalPostgres().start()
    except Unavailable as exc:
        reason = f"PostgreSQL tests skipped: {exc}"
        if REQUIRED:
            pytest.fail(f"CARAVANSERAI_REQUIRE_POSTGRES is set but {exc}", pytrace=False)
        if not unavailable:
            unavailable.append(reason)
        pytest.skip(reason)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[LocalPostgres]:
    server = start_or_skip()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_dsn(postgres_server: LocalPostgres) -> str:
    """A new, empty database on the session's server."""
    return postgres_server.create_database()


def summary_line() -> str | None:
    return unavailable[0] if unavailable else None


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def each_backend(request: pytest.FixtureRequest) -> dict[str, str]:
    """``make_bot``'s keyword arguments for a bot on each backend: SQLite (its own file, the
    default) and PostgreSQL (a fresh database on the session's server)."""
    if request.param == "postgres":
        return {"database_url": request.getfixturevalue("postgres_dsn")}
    return {}
