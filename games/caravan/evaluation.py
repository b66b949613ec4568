"""How good a Caravan position is for each seat: deliveries, demand, theft risk.

Each seat's expected final score is estimated from what it has (delivered goods and demand
markers), what it carries (each good's value, discounted by the actions still needed to
bring it to its city, less what a thief could take from a good on top), the goods lying on
the board it could fetch first, its loose camels and its theft marker; near the end the
carry penalty counts. The scores become chances to win by a softmax whose temperature
shrinks as the goods run out (early leads are less sure). Only public information is read
(never the bag's order)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from games.base import State
from games.caravan.engine import FULL_COUNT, GOODS, SHORT_REMOVED, VALUE, penalty_for
from games.caravan.reading import FAR, Reading, Seat

TOTAL = {"full": sum(FULL_COUNT.values()),
         "short": sum(FULL_COUNT[g] - SHORT_REMOVED[g] for g in GOODS)}


# The share of the other seats' chances that a sure end of the game (see ``_ending``) leaves
# them, per turn until the winner's (that turn included): a little short of a real result.
SURE_SLACK = 0.05


@dataclass(frozen=True)
class Weights:
    """The evaluation's knobs (tuned by self-play)."""

    # Worth of a plan per action it still needs (a tempo discount). A seat works through
    # its goods one after another, so each is discounted by the actions before it too.
    gamma: float = 0.88
    # What an action still to spend this turn is worth to the seat whose turn it is (so
    # that ending a turn early costs something).
    tempo: float = 0.3
    # What a theft marker in hand is worth (the chance to steal, which hands it over).
    marker: float = 1.0
    # What a camel free to go somewhere is worth, at the start (it shrinks with the goods
    # left): a camel tied under a far good is not fetching the next one.
    camel: float = 0.0
    # Lying goods counted for a seat (it cannot chase them all at once), and the share of
    # one that another seat can fetch sooner.
    fetches: int = 2
    contested: float = 0.5
    # Chance that a good on top is stolen, by how many actions the best thief needs to
    # steal it and bring it home; the thief gains ``theft_gain`` of what it is worth to it.
    theft_risk: tuple[float, ...] = (0.6, 0.6, 0.6, 0.6, 0.55, 0.4, 0.25, 0.15, 0.08)
    theft_gain: float = 0.5
    # How many actions a seat has left, roughly: ``horizon`` per good still to be picked
    # up, shared by the seats. A good not delivered by then is carried at the end (the
    # carry penalty) and worth nothing; ``horizon_soft`` blurs that edge.
    horizon: float = 6.0
    horizon_soft: float = 3.0
    # Points an action makes on average: the actions left after the seat's planned goods
    # (up to the horizon) are worth this much each, so a good that ties a camel up for
    # many actions costs the goods those actions would have brought.
    rate: float = 0.0
    # Once the bag is empty the next delivery ends the game: a carried good is worth this
    # share of its value.
    carry_after_end: float = 0.35
    # The softmax temperature: ``temp_base`` + ``temp_scale`` * share of the goods left.
    temp_base: float = 1.5
    temp_scale: float = 8.0
    # The share of the value given to the score margin (see ``win_chances``), and its scale.
    margin: float = 0.05
    margin_scale: float = 10.0
    discount: tuple[float, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "discount", tuple(self.gamma ** k for k in range(FAR + 1)))


WEIGHTS = Weights()


def points(player: dict) -> int:
    delivered = player["delivered"]
    return (6 * (delivered["ivory"] + delivered["cloth"] + delivered["gems"] + delivered["paper"])
            + 3 * (delivered["meat"] + delivered["salt"] + delivered["swords"]
                   + delivered["hides"]) + player["demand"])


def expected_scores(state: State, reading: Reading | None = None,
                    w: Weights | None = None) -> list[float]:
    """Each seat's estimated final score (resigned seats: their points)."""
    w = w or WEIGHTS
    r = reading or Reading(state)
    players = state["players"]
    triggered = state["end_triggered"]
    bag = len(state["bag"])
    current, left = state["current"], state["actions_left"]
    discount = w.discount
    carry_weight = w.carry_after_end if triggered else 1.0
    horizon = w.horizon * (bag + len(state["goods"])) / max(1, len(r.seats) - sum(
        s.resigned for s in r.seats))
    remaining = (bag + len(state["goods"])) / TOTAL[state["length"]]
    active = [s for s in r.seats if not s.resigned]
    scores = [float(points(p)) for p in players]
    fetches = {} if triggered else _fetches(state, r, active, w)
    for me in active:
        seat = me.seat
        jobs = []
        for at, good, under in me.laden:
            k = r.carry_cost(seat, at, good)
            keep = 1.0
            if not under:
                risk, thief, cost = _theft(r, active, me, at, good, w)
                if risk:
                    if seat == current and k <= left:
                        risk *= 0.3  # the owner may well deliver it first
                    keep = 1.0 - risk
                    scores[thief] += risk * VALUE[good] * discount[cost] * carry_weight \
                        * w.theft_gain
            jobs.append((k, VALUE[good] * keep * carry_weight))
        jobs.sort()
        spent, total, stuck = 0, 0.0, 0.0
        for k, worth in jobs:
            spent = min(spent + k, FAR)
            done = 1.0 if triggered else _in_time(spent, horizon, w.horizon_soft)
            total += worth * discount[spent] * done
            stuck += 1.0 - done
        room = me.camels_each - 1 - me.laden_count
        taken = 0
        for k, worth in fetches.get(seat, ()):
            if taken >= min(room, w.fetches):
                break
            step = min(spent + k, FAR)
            gain = worth * discount[step] * _in_time(step, horizon, w.horizon_soft)
            if gain > w.rate * k:  # a good is fetched only if worth the actions it takes
                spent, total, taken = step, total + gain, taken + 1
        total += w.rate * max(0.0, horizon - spent)
        scores[seat] += (total + w.marker * me.theft + w.camel * remaining * me.loose
                         - (penalty_for(me.laden_count) if triggered else _penalty(stuck)))
    if not state["over"]:
        scores[current] += w.tempo * left
    return scores


def _in_time(actions: int, horizon: float, soft: float) -> float:
    """The chance that a plan of ``actions`` is done before the game ends."""
    x = (actions - horizon) / soft
    return 0.0 if x > 30 else 1.0 / (1.0 + math.exp(x))


def _penalty(carried: float) -> float:
    """The carry penalty for an expected number of goods carried at the end."""
    low = int(carried)
    frac = carried - low
    return penalty_for(low) * (1 - frac) + penalty_for(low + 1) * frac


def _theft(r: Reading, active: list[Seat], me: Seat, at: str, good: str,
           w: Weights) -> tuple[float, int, int]:
    """(chance, thief, thief's cost) for a good on top of ``me``'s camel at ``at``."""
    worst, thief = FAR, -1
    for other in active:
        if other.seat != me.seat and other.theft:
            cost = r.steal_cost(other.seat, at, good)
            if cost < worst:
                worst, thief = cost, other.seat
    if worst >= len(w.theft_risk):
        return 0.0, -1, FAR
    return w.theft_risk[worst], thief, worst


def _fetches(state: State, r: Reading, active: list[Seat],
             w: Weights) -> dict[int, list[tuple[int, float]]]:
    """Per seat, the lying goods it could fetch, best first, as (actions, worth); a good
    another seat can fetch sooner is worth less."""
    demand = state["demand"]
    discount = w.discount
    offers: dict[int, list[tuple[float, int, float]]] = {s.seat: [] for s in active}
    for at, good in state["goods"].items():
        worth = VALUE[good] + demand.get(at, 0)
        costs = [(r.fetch_cost(s.seat, at, good), s.seat) for s in active]
        best = min(c for c, _ in costs)
        if best >= FAR:
            continue
        for cost, seat in costs:
            if cost < FAR:
                share = worth * (1.0 if cost == best else w.contested)
                offers[seat].append((share * discount[cost], cost, share))
    return {seat: [(cost, share) for _, cost, share in sorted(found, reverse=True)]
            for seat, found in offers.items()}


def win_chances(state: State, reading: Reading | None = None,
                w: Weights | None = None) -> list[float]:
    """Per seat, a chance to win in [0, 1]: a softmax of the expected scores, sharper as
    fewer goods remain; near the end, who can end the game and win by it."""
    w = w or WEIGHTS
    r = reading or Reading(state)
    scores = expected_scores(state, r, w)
    temperature = w.temp_base
    if not state["end_triggered"]:
        left = len(state["bag"]) + len(state["goods"])
        temperature += w.temp_scale * left / TOTAL[state["length"]]
    chances = _softmax(state, scores, temperature)
    # A sure win or loss still has a better and a worse way on: a margin term keeps the
    # leader heading for the end (and the trailer fighting), never reaching a real result.
    live = [i for i, p in enumerate(state["players"]) if not p["resigned"]]
    margins = [0.0] * len(chances)
    for i in live:
        rival = max((scores[j] for j in live if j != i), default=scores[i])
        margins[i] = 1.0 / (1.0 + math.exp((rival - scores[i]) / w.margin_scale))
    total = sum(margins)
    out = [(1.0 - w.margin) * chance + w.margin * margin / total
           for chance, margin in zip(chances, margins, strict=True)]
    ending = _ending(state, r)
    return out if ending is None else _sure(out, *ending)


def _sure(chances: list[float], winners: list[int], step: int) -> list[float]:
    """``chances`` once ``winners`` can end the game and win by it, ``step`` turns from now
    (0: in this turn): the winners take all but a slack of what the others had, a slack
    that grows with the turns the others get first. So an end in reach is always worth
    more to a winner than any position without one (a leader far ahead must not shun it),
    an end now more than a later one, and all a little short of the real result."""
    slack = min(1.0, SURE_SLACK * (1 + step))
    rest = sum(c for i, c in enumerate(chances) if i not in winners)
    bonus = (1.0 - slack) * rest / len(winners)
    return [c + bonus if i in winners else c * slack for i, c in enumerate(chances)]


def _softmax(state: State, scores: list[float], temperature: float) -> list[float]:
    players = state["players"]
    live = [i for i, p in enumerate(players) if not p["resigned"]]
    top = max(scores[i] for i in live)
    weights = [math.exp((scores[i] - top) / temperature) if i in live else 0.0
               for i in range(len(players))]
    total = sum(weights)
    return [x / total for x in weights]


def _winners(state: State, scores: list[int], delivered: list[int]) -> list[int]:
    """Who wins if the game ends with these scores (ties: more goods delivered)."""
    live = [i for i, p in enumerate(state["players"]) if not p["resigned"]]
    top = max((scores[i], delivered[i]) for i in live)
    return [i for i in live if (scores[i], delivered[i]) == top]


def _ending(state: State, r: Reading) -> tuple[list[int], int] | None:
    """(winners, turns before theirs) when someone about to act can end the game and win by
    it: the seat to act when everyone else passed (its own pass ends the game), or, once the
    bag is empty, the first seat in turn order able to deliver a good within its turn and
    win so. None: nobody is sure to end it so soon."""
    if state["over"]:
        return None
    players = state["players"]
    live = [i for i, p in enumerate(players) if not p["resigned"]]
    now = [points(p) - penalty_for(s.laden_count) for p, s in zip(players, r.seats, strict=True)]
    delivered = [sum(p["delivered"].values()) for p in players]
    current = state["current"]
    if not state["acted"] and set(live) - {current} <= set(state["passers"]):
        if _winners(state, now, delivered) == [current]:
            return [current], 0
    if not state["end_triggered"]:
        return None
    n = len(players)
    for step in range(n):
        seat = (current + step) % n
        if seat not in live:
            continue
        budget = state["actions_left"] if step == 0 else 4
        me = r.seats[seat]
        best = None
        for at, good, _ in me.laden:
            if r.carry_cost(seat, at, good) <= budget:
                best = max(best or 0, VALUE[good])
        if best is None:
            continue
        after = list(now)
        after[seat] += best + penalty_for(me.laden_count) - penalty_for(me.laden_count - 1)
        more = list(delivered)
        more[seat] += 1
        winners = _winners(state, after, more)
        if seat in winners:
            return winners, step
    return None
