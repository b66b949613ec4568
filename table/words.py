"""The table's own words: ``locales/<lang>.ftl`` beside this package, one per language.

Every sentence the shared table says lives there, keyed, so nothing is concatenated from
English fragments in the code that sends it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from table.i18n import Messages

MESSAGES = Messages(Path(__file__).parent / "locales")


def t(key: str, /, **params: Any) -> str:
    """The table's message ``key`` in the current language (``i18n.use_locale``)."""
    return MESSAGES.format(key, params)


def name_list(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + t("and") + names[-1]
