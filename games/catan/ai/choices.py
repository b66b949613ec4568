"""Concrete choices worth comparing: template completions (discards, trade offers and
counters) and the pruned list of actions a player considers.

Every function reads a (determinized) state only for what ``seat`` itself knows: its own
hand and the public board."""

from __future__ import annotations

from typing import Any

from games.catan import rules as R
from games.catan.board import RESOURCES

State = dict[str, Any]
Action = dict[str, Any]

# What a hand may be kept for, in the order builds are usually wanted.
TARGETS: tuple[tuple[int, ...], ...] = (
    R.CITY_COST, R.SETTLEMENT_COST, R.DEV_COST, R.ROAD_COST,
    tuple(a + b for a, b in zip(R.SETTLEMENT_COST, R.ROAD_COST, strict=True)),
    tuple(a + b for a, b in zip(R.CITY_COST, R.DEV_COST, strict=True)),
    (0, 0, 0, 0, 0),
)


def _cards(counts: list[int] | tuple[int, ...]) -> dict[str, int]:
    return {RESOURCES[i]: c for i, c in enumerate(counts) if c}


def discards(hand: list[int], count: int) -> list[Action]:
    """Discards of ``count`` cards that each keep a build's cards where they can, shedding
    the most held surplus first."""
    out: dict[tuple[int, ...], Action] = {}
    for keep in TARGETS:
        left = list(hand)
        gone = [0] * 5
        for _ in range(count):
            r = max(range(5), key=lambda i: (left[i] - keep[i], left[i], -i))
            if left[r] <= 0:
                break
            left[r] -= 1
            gone[r] += 1
        if sum(gone) == count:
            out.setdefault(tuple(gone), {"type": "discard", "cards": _cards(gone)})
    return list(out.values())


def needs(hand: list[int]) -> list[int]:
    """Resources the hand lacks for its nearest build (city, settlement, development card),
    most wanted first."""
    best: tuple[int, list[int]] | None = None
    for cost in (R.CITY_COST, R.SETTLEMENT_COST, R.DEV_COST, R.ROAD_COST):
        missing = [max(0, c - h) for c, h in zip(cost, hand, strict=True)]
        k = sum(missing)
        if k and (best is None or k < best[0]):
            best = (k, missing)
    if best is None:
        return []
    return [r for r in range(5) if best[1][r]]


def surplus(hand: list[int]) -> list[int]:
    """Resources the hand can spare (beyond a city and a settlement), most held first."""
    spare = [h - max(a, b) for h, a, b in zip(hand, R.CITY_COST, R.SETTLEMENT_COST, strict=True)]
    return sorted((r for r in range(5) if spare[r] > 0), key=lambda r: -spare[r])


def offers(hand: list[int], to: list[Any]) -> list[Action]:
    """Trade offers to everyone: one or two spare cards for one card the nearest build
    lacks."""
    out = []
    want = needs(hand)[:2]
    spare = surplus(hand)[:2]
    for w in want:
        for g in spare:
            if g == w:
                continue
            out.append({"type": "offer_trade", "to": None, "give": {RESOURCES[g]: 1},
                        "get": {RESOURCES[w]: 1}})
            if hand[g] >= 3:
                out.append({"type": "offer_trade", "to": None, "give": {RESOURCES[g]: 2},
                            "get": {RESOURCES[w]: 1}})
    return out


def counters(hand: list[int], offer: dict[str, Any]) -> list[Action]:
    """Counters to an offer (from the answering seat's side): the same deal asking one card
    less of us, or one card more of what we need."""
    give = list(offer["get"][:5])  # what the proposer asks of us
    get = list(offer["give"][:5])
    out = []
    if sum(give) > 1:
        for r in range(5):
            if give[r]:
                less = give[:]
                less[r] -= 1
                if all(h >= c for h, c in zip(hand, less, strict=True)):
                    out.append({"type": "counter_trade", "give": _cards(less), "get": _cards(get)})
                break
    for w in needs(hand)[:1]:
        if not give[w]:
            more = get[:]
            more[w] += 1
            if all(h >= c for h, c in zip(hand, give, strict=True)) and sum(give):
                out.append({"type": "counter_trade", "give": _cards(give), "get": _cards(more)})
    spare = surplus(hand)
    want = needs(hand)
    if spare and want and spare[0] != want[0]:
        out.append({"type": "counter_trade", "give": {RESOURCES[spare[0]]: 1},
                    "get": {RESOURCES[want[0]]: 1}})
    return out


def useful_maritime(state: State, seat: int, action: Action) -> bool:
    """A bank or harbour trade worth considering: it gives a card the hand can spare for
    one its nearest build lacks (gold trades in Traders & Barbarians always are)."""
    give, get = action["give"], action["get"]
    hand = state["res"][seat]
    if give not in R.RES_INDEX:  # gold for a card: one the nearest build lacks
        return R.RES_INDEX.get(get, -1) in needs(list(hand))[:2]
    if get not in R.RES_INDEX:  # a card for gold: only one to spare
        return R.RES_INDEX[give] in surplus(list(hand))[:1]
    gi, ti = R.RES_INDEX[give], R.RES_INDEX[get]
    rate = state["rates"][seat][gi]
    after = list(hand)
    after[gi] -= rate
    after[ti] += 1
    for cost in (R.CITY_COST, R.SETTLEMENT_COST, R.DEV_COST, R.ROAD_COST):
        if cost[ti] and after[ti] <= cost[ti] and after[gi] >= cost[gi]:
            return True
    return False
