"""The tier rules of tests/conftest.py: a new test lands in its tier without being listed
(README, "Development"). Each check runs a small pytest session of its own, in this process,
with the project's conftest as a plugin."""

from __future__ import annotations

from tests.support import tiers

FAST = "not slow and not e2e and not postgres"

NEW_TESTS = """
import time

def test_plain():
    pass

def test_starts_the_bot(make_bot):
    pass

def test_uses_a_database_server(postgres_dsn):
    pass

def test_burns_cpu():
    end = time.process_time() + 0.3
    while time.process_time() < end:
        pass
"""


def test_marks_come_from_the_fixtures_and_the_module_name():
    assert tiers.marks_for(["tmp_path", "make_bot"], "test_lobby") == ["e2e"]
    assert tiers.marks_for(["postgres_dsn"], "test_store") == ["postgres"]
    assert tiers.marks_for(["postgres_server"], "test_store_e2e") == ["e2e", "postgres"]
    assert tiers.marks_for(["standin", "world"], "test_standin_smoke") == []
    assert tiers.marks_for([], "test_yspahan_e2e_full") == ["e2e"]


def new_tests(pytester, cpu_limit: float = 2) -> None:
    pytester.makeini("[pytest]\nasyncio_mode = auto\nasyncio_default_fixture_loop_scope = function\n"
                     f"fast_tier_cpu = {cpu_limit}\n")
    pytester.makepyfile(test_new=NEW_TESTS)


def test_the_fast_tier_leaves_out_new_tests_that_start_the_bot_or_a_server(pytester):
    new_tests(pytester)
    result = pytester.runpytest_inprocess("-p", "tests.conftest", "--collect-only", "-q",
                                          "-m", FAST)
    names = {line.rsplit("::", 1)[-1] for line in result.outlines if "::" in line}
    assert names == {"test_plain", "test_burns_cpu"}, result.outlines


def test_a_new_test_over_the_cpu_limit_fails_in_the_fast_tier_only(pytester, monkeypatch):
    new_tests(pytester, cpu_limit=0.1)
    monkeypatch.delenv("CARAVANSERAI_FAST_TIER_CPU", raising=False)
    fast = pytester.runpytest_inprocess("-p", "tests.conftest", "-m", FAST)
    fast.assert_outcomes(passed=1, failed=1, deselected=2)
    assert "test_burns_cpu: its call took" in fast.stdout.str()
    full = pytester.runpytest_inprocess("-p", "tests.conftest", "-k", "plain or burns")
    full.assert_outcomes(passed=2, deselected=2)
