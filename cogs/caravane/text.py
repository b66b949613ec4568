"""Caravane's words helpers; the messages themselves are in ``locales/<lang>.ftl``."""

from __future__ import annotations

from games.caravane import GOURDS_MINUS, GOURDS_PLUS, SILK_MINUS, SILK_PLUS


def plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


EFFECTS = {GOURDS_PLUS: "+2 gourds", GOURDS_MINUS: "−2 gourds", SILK_PLUS: "+1 silk",
           SILK_MINUS: "−1 silk"}


