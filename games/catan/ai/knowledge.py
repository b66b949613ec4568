"""What a seat's log tells it of the others' hidden cards (read once per decision).

Resource cards are counted the way a careful player counts them: production, starting
resources, builds, bank and player trades, Year of Plenty and Monopoly are public, so each
opponent's hand is tracked as expected counts per resource; a discard or a steal the seat
did not see moves an unknown card (the expected counts shrink or pass on in proportion);
steals the seat took part in are exact. Development cards: the ones played are public, so
the unknown ones are the deck's composition less the seat's own and those played; and the
cards the player to move bought this turn cannot be played yet. Traders & Barbarians: the
goods drawn from each stack are public (picked up face up), so each stack's contents are
known and only their order is hidden."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from games.catan.board import RESOURCES
from games.catan.rules import COSTS
from games.catan.traders.baggage import LEVELS
from games.catan.traders.board import STACK_GOODS

INDEX = {r: i for i, r in enumerate(RESOURCES)}
PIECE_COST = {"road": COSTS["road"], "settlement": COSTS["settlement"], "city": COSTS["city"]}


@dataclass(frozen=True)
class Knowledge:
    """``hands[q]``: expected resource counts of seat q (the seat's own exactly);
    ``played``: development cards played so far by name; ``bought_now``: cards bought this
    turn by the player to move; ``picked``: goods drawn per stack; ``resigned``: in order;
    ``knight_last``: the last action was a Knight (the barbarian's cause)."""

    hands: tuple[tuple[float, ...], ...]
    played: Mapping[str, int]
    bought_now: int
    picked: Mapping[str, Mapping[str, int]]
    resigned: tuple[int, ...]
    knight_last: bool


def _cards(obj: Mapping[str, int] | None) -> list[int]:
    out = [0] * 5
    for name, k in (obj or {}).items():
        if name in INDEX:
            out[INDEX[name]] += k
    return out


def read(seat: int, seats: int, log: Sequence[Mapping[str, Any]]) -> Knowledge:
    hands = [[0.0] * 5 for _ in range(seats)]
    played: dict[str, int] = {}
    picked: dict[str, dict[str, int]] = {}
    resigned: list[int] = []
    bought_now = 0
    knight_last = False

    def add(q: int, cards: Sequence[int], sign: float = 1.0) -> None:
        row = hands[q]
        for r in range(5):
            if cards[r]:
                row[r] = max(0.0, row[r] + sign * cards[r])

    def lose_random(q: int, k: int) -> list[float]:
        """q loses k cards the seat did not see: returns the expected cards lost."""
        row = hands[q]
        total = sum(row)
        if total <= 0 or k <= 0:
            return [0.0] * 5
        share = min(1.0, k / total)
        lost = [x * share for x in row]
        hands[q] = [x - y for x, y in zip(row, lost, strict=True)]
        return lost

    for e in log:
        kind = e.get("type")
        if kind == "turn":
            bought_now = 0
            knight_last = False
            continue
        if kind in ("rolled", "produced", "built", "maritime_trade", "traded", "discarded",
                    "bought_dev", "upgraded", "bought_with_gold", "boosted"):
            knight_last = False
        if kind == "starting_resources":
            add(e["player"], _cards(e["cards"]))
        elif kind == "produced":
            for q, cards in e["gains"].items():
                add(int(q), _cards(cards))
        elif kind == "built" and not e.get("free"):
            add(e["player"], PIECE_COST[e["piece"]], -1.0)
        elif kind == "bought_dev":
            add(e["player"], COSTS["dev"], -1.0)
            bought_now += 1
        elif kind == "maritime_trade":
            q = e["player"]
            if e["give"] in INDEX:
                give = [0] * 5
                give[INDEX[e["give"]]] = e["count"]
                add(q, give, -1.0)
            if e["get"] in INDEX:
                add(q, _cards({e["get"]: 1}))
        elif kind == "traded":
            p, q = e["player"], e["with"]
            give, get = _cards(e["give"]), _cards(e["get"])
            add(p, give, -1.0)
            add(p, get)
            add(q, get, -1.0)
            add(q, give)
        elif kind == "discarded" and e["player"] != seat:  # the seat's own hand is in its view
            lose_random(e["player"], e["count"])
        elif kind == "stole":
            thief, victim = e["player"], e["victim"]
            if seat not in (thief, victim):
                lost = lose_random(victim, 1)
                hands[thief] = [x + y for x, y in zip(hands[thief], lost, strict=True)]
        elif kind == "you_stole" or kind == "stolen_from_you":
            thief = seat if kind == "you_stole" else e["thief"]
            victim = e["victim"] if kind == "you_stole" else seat
            card = _cards({e["resource"]: 1})
            add(victim, card, -1.0)
            add(thief, card)
        elif kind == "played":
            q, card = e["player"], e["card"]
            played[card] = played.get(card, 0) + 1
            knight_last = card == "knight"
            if card == "year_of_plenty":
                add(q, _cards({r: e["resources"].count(r) for r in e["resources"]}))
            elif card == "monopoly":
                r = INDEX[e["resource"]]
                for other in range(seats):
                    if other != q:
                        hands[other][r] = 0.0
                hands[q][r] += e.get("taken", 0)
        elif kind == "resigned":
            resigned.append(e["player"])
            hands[e["player"]] = [0.0] * 5
        elif kind == "upgraded":
            add(e["player"], LEVELS[e["level"]].cost, -1.0)
        elif kind == "bought_with_gold":
            add(e["player"], _cards({e["resource"]: 1}))
        elif kind == "boosted":
            add(e["player"], _cards({"grain": 1}), -1.0)
        elif kind == "picked_up":
            stack = picked.setdefault(e["trade"], {})
            stack[e["good"]] = stack.get(e["good"], 0) + 1
    return Knowledge(tuple(tuple(h) for h in hands), played, bought_now,
                     {k: dict(v) for k, v in picked.items()}, tuple(resigned), knight_last)


def stack_contents(knowledge: Knowledge, name: str, size: int) -> list[str]:
    """The goods left in a stack (order unknown), from what was drawn from it; if the log
    does not account for the stack's size, a plausible mix of that size."""
    left = []
    drawn = knowledge.picked.get(name, {})
    for good, k in STACK_GOODS[name]:
        left.extend([good] * max(0, k - drawn.get(good, 0)))
    if len(left) != size:
        full = [good for good, k in STACK_GOODS[name] for _ in range(k)]
        left = (left + full)[:size] if len(left) < size else left[:size]
    return left
