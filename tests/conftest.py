"""Shared fixtures: the loopback Discord stand-in and the real bot process (see tests/standin),
and a real PostgreSQL server (tests/support/postgres.py)."""

from tests.standin.fixtures import make_bot, standin, world  # noqa: F401
from tests.support.postgres import postgres_dsn, postgres_server, summary_line  # noqa: F401


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # noqa: ARG001
    """One clear line when the PostgreSQL tests could not run here (never silently)."""
    line = summary_line()
    if line:
        terminalreporter.write_line(line, yellow=True, bold=True)
