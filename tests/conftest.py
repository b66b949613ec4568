"""Shared fixtures: the loopback Discord stand-in and the real bot process (see standin/),
and a real PostgreSQL server (tests/support/postgres.py).

Renderers find a game's words by the game's key, as its ``GameKind`` registers them; tests
that draw without the game's kind at hand get them registered here, once.

The two tiers (README, "Development"; tests/support/tiers.py): ``make test`` runs every test,
``make test-fast`` those not marked ``slow``, ``e2e`` or ``postgres``. Two rules here keep a
new test in the right one without anyone listing it:

- a test that starts the bot (the ``make_bot`` fixture) or sits in a ``*_e2e*.py`` file is
  marked ``e2e``; one that uses a PostgreSQL fixture is marked ``postgres``;
- in a fast-tier run, a test whose setup or call takes more than ``fast_tier_cpu`` seconds of
  CPU (2) fails, asking to be marked ``slow`` or split into a sample and the rest."""

import os
import resource
import time
from pathlib import Path

import pytest

from standin.fixtures import make_bot, standin, world  # noqa: F401
from table import i18n
from tests.support import postgres, tiers
from tests.support.postgres import (  # noqa: F401
    each_backend,
    postgres_dsn,
    postgres_server,
    summary_line,
)

# tests/test_tiers.py runs small pytest sessions of its own.
pytest_plugins = ["pytester"]

for _folder in sorted((Path(__file__).resolve().parents[1] / "cogs").glob("*/locales")):
    if _folder.parent.name != "table":
        i18n.register(_folder.parent.name, i18n.Messages(_folder))

def pytest_addoption(parser: pytest.Parser) -> None:
    # CPU seconds (this process and the child processes it waited for) one test's setup or
    # call may take in the fast tier: its slowest test takes about a second, so a test over
    # this is one that grew. CPU, not wall time: a machine busy with other work does not trip
    # it. CARAVANSERAI_FAST_TIER_CPU overrides it (0: no limit).
    parser.addini("fast_tier_cpu", "CPU seconds a fast-tier test's setup or call may take",
                  default="2")


def _limit(config: pytest.Config) -> float:
    return float(os.environ.get("CARAVANSERAI_FAST_TIER_CPU") or config.getini("fast_tier_cpu"))


# What the fast tier leaves out; a run whose -m leaves out "slow" is a fast-tier run.
NOT_IN_FAST_TIER = ("slow", "e2e", "postgres")


@pytest.hookimpl(tryfirst=True)  # before -m deselects by these marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        for name in tiers.marks_for(getattr(item, "fixturenames", ()), item.path.stem):
            if item.get_closest_marker(name) is None:
                item.add_marker(name)


def _cpu_seconds() -> float:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def _guarded(item: pytest.Item) -> bool:
    return (_limit(item.config) > 0 and "not slow" in (item.config.option.markexpr or "")
            and not any(item.get_closest_marker(name) for name in NOT_IN_FAST_TIER))


def _check_cpu(item: pytest.Item, phase: str, start: float) -> None:
    used, limit = _cpu_seconds() - start, _limit(item.config)
    if used > limit:
        pytest.fail(f"{item.nodeid}: its {phase} took {used:.1f} s of CPU, more than the fast "
                    f"tier allows ({limit:g} s): mark it slow, or split it into a small "
                    f"sample and the rest (tests/support/tiers.py)", pytrace=False)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item):
    if not _guarded(item):
        return (yield)
    start = _cpu_seconds()
    result = yield
    _check_cpu(item, "setup", start)
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item):
    if not _guarded(item):
        return (yield)
    start = _cpu_seconds()
    result = yield
    _check_cpu(item, "call", start)
    return result


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Under pytest-xdist the PostgreSQL tests are skipped in the workers: the summary line
    below is written by the controller, which learns why from the skip's report."""
    if report.skipped and isinstance(report.longrepr, tuple) and not postgres.unavailable:
        reason = str(report.longrepr[2]).removeprefix("Skipped: ")
        if reason.startswith("PostgreSQL tests skipped"):
            postgres.unavailable.append(reason)


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # noqa: ARG001
    """One clear line when the PostgreSQL tests could not run here (never silently)."""
    line = summary_line()
    if line:
        terminalreporter.write_line(line, yellow=True, bold=True)
