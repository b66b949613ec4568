"""Reading what Catan players type in slash commands: resources, card lists, board labels.

Pure functions (no discord). Every ``parse_*`` raises ``ValueError`` with a sentence meant
for the player ("I don't know the resource “bananas” …"), so the cog can show it as is.
"""

from __future__ import annotations

import re

from games.catan.board import RESOURCES
from games.catan.geometry import BASE, EDGE_LABELS, HEX_LABELS, NODE_LABELS

# Every word players commonly use for a resource, singular; plurals are handled below.
RESOURCE_WORDS: dict[str, str] = {
    "brick": "brick", "clay": "brick", "b": "brick",
    "lumber": "lumber", "wood": "lumber", "timber": "lumber", "log": "lumber", "l": "lumber",
    "wool": "wool", "sheep": "wool", "w": "wool",
    "grain": "grain", "wheat": "grain", "g": "grain",
    "ore": "ore", "stone": "ore", "rock": "ore", "o": "ore",
}
RESOURCE_HELP = "brick, lumber, wool, grain or ore (clay, wood, sheep, wheat and stone work too)"
CARDS_EXAMPLE = "e.g. “2 brick 1 wool”"
_TOKEN = re.compile(r"\d+|[^\W\d_]+", re.UNICODE)
MAX_COUNT = 19  # the bank holds 19 of each resource: nobody can have or ask for more


def resource_of(word: str) -> str | None:
    """The resource a word names ("Bricks", "wheat", "sheep" …), or None."""
    w = word.strip().lower()
    if w in RESOURCE_WORDS:
        return RESOURCE_WORDS[w]
    for suffix in ("es", "s"):  # plurals: bricks, ores, woods, logs
        if w.endswith(suffix) and w[: -len(suffix)] in RESOURCE_WORDS and len(w) > 2:
            return RESOURCE_WORDS[w[: -len(suffix)]]
    return None


def parse_resource(text: str | None) -> str:
    """One resource name."""
    cleaned = (text or "").strip()
    if not cleaned:
        raise ValueError(f"Name a resource: {RESOURCE_HELP}.")
    found = resource_of(cleaned)
    if found is None:
        raise ValueError(f"I don't know the resource “{cleaned[:30]}”: use {RESOURCE_HELP}.")
    return found


def parse_cards(text: str | None, *, what: str = "cards") -> dict[str, int]:
    """A card list like "2 brick 1 wool", "bricks x2, sheep", "wheat and 3 ore" → {…}.

    Commas, "and", "+" separate groups; inside a group counts go either before every
    resource ("2 brick 1 wool") or after it ("brick 2 wool 1", "brick x2"), as the group
    starts; a resource without a count counts once.
    """
    raw = (text or "").strip().lower().replace("×", " x ")
    groups = [g for g in _SEPARATORS.split(raw) if g.strip()]
    counts: dict[str, int] = {}
    for group in groups:
        for res, n in _parse_group(group):
            counts[res] = counts.get(res, 0) + n
    if not counts:
        raise ValueError(f"Say which {what}, {CARDS_EXAMPLE}.")
    too_many = [r for r, n in counts.items() if n > MAX_COUNT]
    if too_many:
        raise ValueError(f"There are only {MAX_COUNT} {too_many[0]} cards in the whole game.")
    return {r: counts[r] for r in RESOURCES if r in counts}


_SEPARATORS = re.compile(r"[,;+&]|\band\b")


def _parse_group(group: str) -> list[tuple[str, int]]:
    tokens = [t for t in _TOKEN.findall(group) if t != "x"]
    if not tokens:
        return []
    counts_first = tokens[0].isdigit()
    out: list[tuple[str, int]] = []
    pending: int | None = None  # counts first: a number waiting for its resource
    counted = True  # counts after: whether the last resource already has its number
    for tok in tokens:
        if tok.isdigit():
            n = int(tok)
            if n == 0:
                raise ValueError("Counts must be at least 1 — leave out what you don't want.")
            if counts_first:
                if pending is not None:
                    raise ValueError(f"Two numbers in a row (“{pending} {n}”): write {CARDS_EXAMPLE}.")
                pending = n
            else:
                if counted:
                    raise ValueError(f"“{n}” follows no resource: write {CARDS_EXAMPLE}.")
                res, _ = out[-1]
                out[-1] = (res, n)
                counted = True
            continue
        res = resource_of(tok)
        if res is None:
            raise ValueError(f"I don't know the resource “{tok[:30]}”: use {RESOURCE_HELP}.")
        out.append((res, pending or 1))
        pending, counted = None, False
    if pending is not None:
        raise ValueError(f"“{pending}” has no resource after it: write {CARDS_EXAMPLE}.")
    return out


def parse_hex(text: str | None) -> int:
    cleaned = (text or "").strip()
    found = BASE.parse_hex_label(cleaned) if cleaned else None
    if found is None:
        shown = f"“{cleaned[:20]}” is not a hex" if cleaned else "Name a hex"
        raise ValueError(f"{shown}: hexes are lettered {HEX_LABELS[0]}–{HEX_LABELS[-1]} on the board.")
    return found


def parse_node(text: str | None) -> int:
    cleaned = (text or "").strip()
    found = BASE.parse_node_label(cleaned) if cleaned else None
    if found is None:
        shown = f"“{cleaned[:20]}” is not an intersection" if cleaned else "Say where"
        raise ValueError(f"{shown}: intersections are numbered {NODE_LABELS[0]}–{NODE_LABELS[-1]} "
                         "(the free ones are labelled on the board when you build).")
    return found


def parse_edge(text: str | None) -> int:
    cleaned = (text or "").strip()
    found = BASE.parse_edge_label(cleaned) if cleaned else None
    if found is None:
        if not cleaned:
            raise ValueError(f"Say where: a path is named by its two intersections, e.g. “{EDGE_LABELS[17]}”.")
        parts = [p for p in re.split(r"[-–—,/ ]+", cleaned) if p]
        nodes = [BASE.parse_node_label(p) for p in parts]
        if len(parts) == 2 and None not in nodes:
            raise ValueError(f"Intersections {parts[0]} and {parts[1]} are not next to each other, "
                             "so there is no path between them.")
        raise ValueError(f"“{cleaned[:20]}” is not a path: name its two intersections, "
                         f"e.g. “{EDGE_LABELS[17]}”.")
    return found


def cards_text(cards: dict[str, int] | list[int] | None) -> str:
    """ "2 brick, 1 wool" from a card dict or 5 counts; "nothing" when empty."""
    if isinstance(cards, list):
        cards = {RESOURCES[i]: c for i, c in enumerate(cards) if c}
    if not cards:
        return "nothing"
    return ", ".join(f"{n} {r}" for r, n in cards.items() if n)
