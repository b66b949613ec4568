"""Caravan's words helpers; the messages themselves are in ``locales/<lang>.ftl``."""

from __future__ import annotations


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"



