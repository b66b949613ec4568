"""Shared fixtures: the loopback Discord stand-in and the real bot process (see tests/standin),
and a real PostgreSQL server (tests/support/postgres.py).

Renderers find a game's words by the game's key, as its ``GameKind`` registers them; tests
that draw without the game's kind at hand get them registered here, once."""

from pathlib import Path

from table import i18n
from tests.standin.fixtures import make_bot, standin, world  # noqa: F401
from tests.support.postgres import (  # noqa: F401
    each_backend,
    postgres_dsn,
    postgres_server,
    summary_line,
)

for _folder in sorted((Path(__file__).resolve().parents[1] / "cogs").glob("*/locales")):
    if _folder.parent.name != "table":
        i18n.register(_folder.parent.name, i18n.Messages(_folder))


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # noqa: ARG001
    """One clear line when the PostgreSQL tests could not run here (never silently)."""
    line = summary_line()
    if line:
        terminalreporter.write_line(line, yellow=True, bold=True)
