"""The composer: typed values for a template's combinatorial parameters (pure; no Discord).

One form field per composed parameter: an ``INT`` ("7"), an ``INTS`` list ("15 25 20") or a
``CARDS`` multiset ("2 brick, ore" — item words come from the game's UI, any unambiguous
prefix works). Bad input raises ``ComposeError`` with a code the table's catalogue words;
the engine's ``check`` then judges the completed action like any other.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from games.base import CARDS, INT, INTS, Action, Param

_NUMBER = re.compile(r"^[+-]?\d{1,6}$")
_TOKEN = re.compile(r"(\d+)\s*[x×*]?\s*([^\d\s,;+]+)|([^\d\s,;+]+)\s*[x×*]\s*(\d+)|([^\d\s,;+]+)")


class ComposeError(ValueError):
    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def bounds(param: Param, template: Action) -> tuple[int | None, int | None]:
    """An INT's bounds: the spec's, narrowed by the template's ``<name>_min/_max`` hints."""
    low = template.get(f"{param.name}_min", param.min_value)
    high = template.get(f"{param.name}_max", param.max_value)
    return low, high


def parse_int(text: str, param: Param, template: Action) -> int:
    cleaned = (text or "").strip()
    if not cleaned:
        raise ComposeError("compose-empty", field=param.name)
    if not _NUMBER.match(cleaned):
        raise ComposeError("compose-not-number", text=cleaned[:20])
    value = int(cleaned)
    low, high = bounds(param, template)
    if (low is not None and value < low) or (high is not None and value > high):
        raise ComposeError("compose-out-of-range", value=value,
                           low=low if low is not None else "", high=high if high is not None else "")
    return value


def parse_ints(text: str, param: Param, template: Action) -> list[int]:
    parts = [p for p in re.split(r"[^\d-]+", (text or "").strip()) if p]
    if not parts:
        raise ComposeError("compose-empty", field=param.name)
    try:
        values = [int(p) for p in parts]
    except ValueError:
        raise ComposeError("compose-not-number", text=(text or "")[:20]) from None
    if param.length and len(values) != param.length:
        raise ComposeError("compose-count", expected=param.length, got=len(values))
    if any(v < 0 for v in values):
        raise ComposeError("compose-negative")
    return values


def parse_cards(text: str, param: Param, words: Mapping[str, str]) -> dict[str, int]:
    """``"2 brick, ore"`` → ``{"brick": 2, "ore": 1}``; ``words`` maps lower-case words a
    player may type to item names. Empty text is an empty multiset."""
    cleaned = (text or "").strip().lower()
    counts: dict[str, int] = {}
    if cleaned in ("", "-", "0", "—", "nothing"):
        return counts
    pos = 0
    for m in _TOKEN.finditer(cleaned):
        if cleaned[pos:m.start()].strip(" ,;+"):
            raise ComposeError("compose-unreadable", text=cleaned[pos:m.start()].strip()[:20])
        pos = m.end()
        if m[1]:
            n, word = int(m[1]), m[2]
        elif m[3]:
            n, word = int(m[4]), m[3]
        else:
            n, word = 1, m[5]
        item = resolve_word(word, param, words)
        counts[item] = counts.get(item, 0) + n
    if cleaned[pos:].strip(" ,;+"):
        raise ComposeError("compose-unreadable", text=cleaned[pos:].strip()[:20])
    return {k: v for k, v in counts.items() if v}


def resolve_word(word: str, param: Param, words: Mapping[str, str]) -> str:
    word = word.strip().lower()
    if word in words:
        return words[word]
    hits = {item for w, item in words.items() if w.startswith(word)}
    if len(hits) == 1:
        return hits.pop()
    if not hits and word.endswith("s") and word[:-1] in words:
        return words[word[:-1]]
    raise ComposeError("compose-unknown-item" if not hits else "compose-ambiguous-item",
                       word=word[:20])


def parse(param: Param, text: str, template: Action, words: Mapping[str, str]) -> Any:
    if param.domain == INT:
        return parse_int(text, param, template)
    if param.domain == INTS:
        return parse_ints(text, param, template)
    if param.domain == CARDS:
        return parse_cards(text, param, words)
    raise ComposeError("compose-unreadable", text=(text or "")[:20])
