"""Catan's words helpers; the messages themselves are in ``locales/<lang>.ftl``."""

from __future__ import annotations

from collections.abc import Mapping

RESOURCE_ORDER = ("brick", "lumber", "wool", "grain", "ore")
RES_EMOJI = {"brick": "🧱", "lumber": "🪵", "wool": "🐑", "grain": "🌾", "ore": "🪨"}
DEV_EMOJI = {"knight": "⚔️", "road_building": "🛣️", "year_of_plenty": "🎁", "monopoly": "💰",
             "victory_point": "🏆"}
DEV_TITLES = {"knight": "Knight", "road_building": "Road Building",
              "year_of_plenty": "Year of Plenty", "monopoly": "Monopoly",
              "victory_point": "Victory Point"}
PIECES = {"road": "road", "settlement": "settlement", "city": "city"}


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def cards_text(cards: Mapping[str, int] | list[int] | None) -> str:
    """ "2 brick, 1 ore" from a card dict or 5 counts ("nothing" when empty)."""
    if isinstance(cards, list):
        cards = {r: n for r, n in zip(RESOURCE_ORDER, cards, strict=False) if n}
    parts = [f"{n} {r}" for r, n in (cards or {}).items() if n]
    return ", ".join(parts) if parts else "nothing"

