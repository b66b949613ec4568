"""The caravan (rules: "Caravan"): entry, entry VP, building 4's card, scoring.

``s["caravan"]`` lists the owner of each filled space in order; space k (from 0) lies in
section ``k // per_section + 1``; there are 3 sections of one space per player.
"""

from __future__ import annotations

from typing import Any

from games.base import Event

from . import cards
from .board import CARAVAN_ENTRY_VP, CARAVAN_PER_SECTION, CARAVAN_SECTIONS, PUBLISHED

State = dict[str, Any]
BUILDING4 = "building4"


def per_section(players: int) -> int:
    return CARAVAN_PER_SECTION[players]


def capacity(players: int) -> int:
    return CARAVAN_SECTIONS * per_section(players)


def section(index: int, players: int) -> int:
    """The section (1..3) of space ``index`` (from 0)."""
    return index // per_section(players) + 1


def score(spaces: list[int], players: int) -> dict[int, int]:
    """Each player: own cubes × section of their highest cube (the seed: "počet jeho
    kostiček v karavaně × číslo sekce jeho naposledy umístěné kostičky")."""
    out = {p: 0 for p in range(players)}
    for p in range(players):
        mine = [i for i, owner in enumerate(spaces) if owner == p]
        if mine:
            out[p] = len(mine) * section(max(mine), players)
    return out


def enter(s: State, owner: int, source: str, shop: str | None, ev: list[Event]) -> None:
    """One of ``owner``'s cubes enters the first free space (``source``: "supervisor" — the
    shop cube itself, "camel" — a supply cube for a camel, "card" — card c).

    The owner scores the section's entry VP at once; building 4 draws a card (not for card
    c under ``published``); a full caravan is scored at once and emptied before anything
    else enters."""
    n = s["players_count"]
    index = len(s["caravan"])
    s["caravan"].append(owner)
    sec = section(index, n)
    vp = CARAVAN_ENTRY_VP[s["ruleset"]][sec - 1]
    s["players"][owner]["vp"] += vp
    event: Event = {"type": "caravan_entered", "player": owner, "source": source,
                    "space": index + 1, "section": sec, "vp": vp}
    if shop is not None:
        event["shop"] = shop
    ev.append(event)
    player = s["players"][owner]
    if BUILDING4 in player["buildings"] and not player["resigned"] and not (
            source == "card" and s["ruleset"] == PUBLISHED):
        cards.draw(s, owner, "building4", ev)
    if len(s["caravan"]) >= capacity(n):
        award(s, "full", ev)
        s["caravan"] = []
        ev.append({"type": "caravan_emptied"})


def award(s: State, reason: str, ev: list[Event]) -> None:
    """Score the caravan as it stands (``reason``: "full" or "week")."""
    points = score(s["caravan"], s["players_count"])
    for p, vp in points.items():
        s["players"][p]["vp"] += vp
    ev.append({"type": "caravan_scored", "reason": reason,
               "vp": [points[p] for p in range(s["players_count"])]})
