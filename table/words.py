"""The table's own words: ``locales/<lang>.ftl`` beside this package, one per language.

Every sentence the shared table says lives there, keyed, so nothing is concatenated from
English fragments in the code that sends it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from store import StoreError
from table.i18n import Messages

MESSAGES = Messages(Path(__file__).parent / "locales")


def t(key: str, /, **params: Any) -> str:
    """The table's message ``key`` in the current language (``i18n.use_locale``)."""
    return MESSAGES.format(key, params)


def name_list(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + t("and") + names[-1]


# A storage rule the store reports by code (``StoreError.code``), in the table's words.
STORE_WORDS = {"lobby_closed": "lobby-closed", "already_seated": "already-joined",
               "lobby_full": "game-full", "not_seated": "not-in-lobby",
               "channel_busy": "channel-busy", "version_conflict": "changed-meanwhile",
               "no_such_seat": "changed-meanwhile"}


def store_words(exc: StoreError) -> tuple[str, dict[str, Any]]:
    """The catalogue key and parameters that tell a player about ``exc``."""
    return STORE_WORDS.get(exc.code, "changed-meanwhile"), dict(exc.params)


def storage_words(code: str) -> str:
    """The catalogue key of a failure of the database itself (``Storage.classify_failure``)."""
    return f"storage-{code}"


def clip(text: str, limit: int = 100) -> str:
    """``text`` within Discord's ``limit`` (an option label, a choice's name: 100 characters).
    Long labels of one menu tend to differ at their end (two wagon routes to one town, told
    apart by who receives the toll), so the middle gives way, not the end."""
    if len(text) <= limit:
        return text
    tail = limit // 3
    head = limit - tail - 1
    return text[:head].rstrip() + "…" + text[-tail:].lstrip()
