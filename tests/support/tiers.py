"""The two test tiers: a small sample of a test in ``make test-fast``, the whole of it in
``make test`` (README, "Development").

A test that loops over many seeds, games or languages is split into two parameters: the
first few (the sample, in the fast tier) and the rest (marked ``slow``). ``make test`` runs
both, so the whole loop runs there exactly as before, with the same assertions::

    @pytest.mark.parametrize("seeds", tiers.split(range(20)))
    def test_defaults_along_random_games(seeds):
        for seed in seeds:
            ...

A test whose assertion is about the whole loop (a share reached) takes the count as its
parameter instead (``count``): a small one in the fast tier, the whole one in make test. One
whose assertion needs the whole loop (every phase seen) is marked ``slow`` whole, and the fast
tier keeps a sample of the same contract elsewhere (each game's short playout in
tests/test_engine_contract.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, TypeVar

import pytest

from table.i18n import LOCALES

T = TypeVar("T")

# The language a per-language test samples in the fast tier: Polish has the longest words,
# three plural forms and the most diacritics of the five.
SAMPLE_LANGUAGE = "pl"


# Fixtures that put a test in a tier by themselves (tests/conftest.py marks it).
TIER_OF_FIXTURE = {"make_bot": "e2e", "postgres_server": "postgres", "postgres_dsn": "postgres"}


def marks_for(fixtures: Iterable[str], module: str) -> list[str]:
    """The tier marks a test gets from what it uses: starting the bot makes it ``e2e``, so
    does living in a ``*_e2e*`` module; a PostgreSQL fixture makes it ``postgres``."""
    out = {TIER_OF_FIXTURE[name] for name in fixtures if name in TIER_OF_FIXTURE}
    if "_e2e" in module:
        out.add("e2e")
    return sorted(out)


def split(items: Sequence[T], fast: int = 1) -> list[Any]:
    """``items[:fast]`` as the fast tier's parameter, ``items[fast:]`` as a slow one."""
    head, rest = items[:fast], items[fast:]
    out = [pytest.param(head, id="sample")]
    if rest:
        out.append(pytest.param(rest, id="rest", marks=pytest.mark.slow))
    return out


def chunks(items: Sequence[T], parts: int) -> list[Any]:
    """``items`` cut into ``parts`` slow parameters: a long loop of make test whose
    assertions are per item, spread over the workers instead of holding one to the end."""
    size = -(-len(items) // parts)
    return [pytest.param(items[i:i + size], id=f"part{i // size + 1}", marks=pytest.mark.slow)
            for i in range(0, len(items), size)]


def count(full: int, sample: int) -> list[Any]:
    """A test over ``full`` cases (positions, games) whose assertion is about all of them (a
    share reached): ``sample`` of them in the fast tier, all ``full`` in make test."""
    return [pytest.param(sample, id=f"{sample}-sample"),
            pytest.param(full, id=str(full), marks=pytest.mark.slow)]


def each(items: Sequence[T], fast: Sequence[T], ids: Any = None) -> list[Any]:
    """Every item as its own parameter; those not in ``fast`` marked slow."""
    names = list(ids) if ids is not None else [None] * len(items)
    return [pytest.param(item, id=name, marks=() if item in fast else pytest.mark.slow)
            for item, name in zip(items, names, strict=True)]


def languages() -> list[Any]:
    """Every language as a parameter: the sample language in the fast tier, the others slow."""
    return each(LOCALES, [SAMPLE_LANGUAGE], ids=LOCALES)
