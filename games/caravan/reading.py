"""Reading a Caravan position for the AI: each seat's camels, chains and what plans cost.

Everything here reads only what every seat sees (camels, goods, markers): the bag's order is
never touched. ``Reading`` is built once per position and shared by the candidate moves, the
rollout policy and the evaluation. Costs are counted in actions (a turn has four)."""

from __future__ import annotations

from typing import Any

from games.base import State
from games.caravan.engine import CITY_OF, LABELS, NEIGHBOURS

XY = {lab: ("ABCDEFG".index(lab[0]), int(lab[1]) - 1) for lab in LABELS}
DIST: dict[str, dict[str, int]] = {
    a: {b: abs(XY[a][0] - XY[b][0]) + abs(XY[a][1] - XY[b][1]) for b in LABELS} for a in LABELS}
# A cost no plan reaches (a seat that cannot do something at all).
FAR = 99


class Seat:
    """One seat's camels: where they stand, what they carry, how they connect."""

    __slots__ = ("seat", "camels_each", "squares", "unladen", "laden", "supply", "chain_of",
                 "theft", "resigned", "laden_count", "loose", "free_in", "costs")

    def __init__(self, seat: int, player: dict[str, Any]) -> None:
        self.seat = seat
        camels = player["camels"]
        self.camels_each = len(camels)
        self.theft = player["theft"]
        self.resigned = player["resigned"]
        unladen: dict[str, int] = {}
        laden: list[tuple[str, str, bool]] = []  # (space, good, under)
        supply = 0
        for c in camels:
            at = c["at"]
            if at is None:
                supply += 1
            elif c["good"] is None:
                unladen[at] = unladen.get(at, 0) + 1
            else:
                laden.append((at, c["good"], c["under"]))
        squares = set(unladen)
        squares.update(at for at, _, _ in laden)
        self.unladen, self.laden, self.supply, self.squares = unladen, laden, supply, squares
        self.laden_count = len(laden)
        self.loose = len(camels) - len(laden)  # in supply or standing unladen
        # chain_of: space -> its chain; free_in: chain -> unladen camels standing in it
        chain_of: dict[str, frozenset[str]] = {}
        free_in: dict[frozenset[str], int] = {}
        for start in squares:
            if start in chain_of:
                continue
            group = {start}
            todo = [start]
            while todo:
                for nb in NEIGHBOURS[todo.pop()]:
                    if nb in squares and nb not in group:
                        group.add(nb)
                        todo.append(nb)
            frozen = frozenset(group)
            free_in[frozen] = sum(unladen.get(lab, 0) for lab in frozen)
            for lab in frozen:
                chain_of[lab] = frozen
        self.chain_of, self.free_in = chain_of, free_in
        # Costs already worked out for this seat's camels (see ``Reading``).
        self.costs: dict[tuple, int] = {}

    @property
    def can_lade(self) -> bool:
        """Whether one more good may be loaded (never every camel laden)."""
        return self.laden_count + 1 < self.camels_each

    def joined(self, at: str) -> tuple[frozenset[str], int]:
        """The chain ``at`` would be part of with one more camel of this seat there, and
        the unladen camels already standing in it."""
        if at in self.chain_of:
            chain = self.chain_of[at]
            return chain, self.free_in[chain]
        group = {at}
        free = 0
        for nb in NEIGHBOURS[at]:
            joined = self.chain_of.get(nb)
            if joined is not None and nb not in group:
                group |= joined
                free += self.free_in[joined]
        return frozenset(group), free

    def delivery_cost(self, chain: frozenset[str], at: str, good: str, occupied: set[str],
                      outside: int, carrier_unladen: bool = False) -> int:
        """Actions to bring ``good``, carried at ``at`` in ``chain``, to its city: a camel for
        each missing space (a city square holding camels costs two), the move itself, and a
        relay (the good moves on so that a camel behind it can follow) for each camel
        missing. ``outside``: loose camels outside the chain; ``carrier_unladen``: the
        carrier is counted among the unladen camels at ``at`` (a pick-up still to come)."""
        city = CITY_OF[good]
        unladen = self.unladen
        if city in chain:
            if unladen.get(city, 0) - (1 if carrier_unladen and at == city else 0) > 0:
                return 1
            return 3 + (0 if outside > 0 else 2)  # another camel onto the (occupied) city
        row = DIST
        near = FAR
        for y in chain:
            d = row[y][city]
            if d < near:
                near = d
        cost = near + 1 + (1 if city in occupied else 0)
        if near <= outside:
            return cost
        # The chain's spaces the good must cross to reach the front (the space nearest the
        # city) keep their camels; any other unladen camel of the chain may go ahead.
        fronts = [y for y in chain if row[y][city] == near]
        path = _path(chain, at, fronts)
        spare = outside
        for y in chain:
            n = unladen.get(y, 0)
            if n:
                if y == at:
                    n -= 1 if carrier_unladen else 0
                elif y in path:
                    n -= 1
                spare += n
        return cost + max(0, near - spare)


def _path(chain: frozenset[str], start: str, goals: list[str]) -> set[str]:
    """The spaces of a shortest way from ``start`` to the nearest of ``goals`` within
    ``chain`` (both ends included)."""
    if start in goals:
        return {start}
    back = {start: ""}
    todo = [start]
    for lab in todo:
        for nb in NEIGHBOURS[lab]:
            if nb in chain and nb not in back:
                back[nb] = lab
                if nb in goals:
                    out = set()
                    while nb:
                        out.add(nb)
                        nb = back[nb]
                    return out
                todo.append(nb)
    return {start}


# Seats read before, by their camels: a search meets the same seats again and again (the
# others do not move during a seat's turn), so their chains and costs are kept. Costs are a
# pure function of the key and of the few board facts in the cost keys.
_SEATS: dict[tuple, Seat] = {}
_SEATS_CAP = 20_000


def seat_of(seat: int, player: dict[str, Any]) -> Seat:
    key = (seat, player["theft"], player["resigned"],
           tuple((c["at"], c["good"], c["under"]) for c in player["camels"]))
    found = _SEATS.get(key)
    if found is None:
        if len(_SEATS) >= _SEATS_CAP:
            _SEATS.clear()
        found = _SEATS[key] = Seat(seat, player)
    return found


class Reading:
    """A position read once: every seat's camels and the spaces holding camels."""

    __slots__ = ("state", "seats", "occupied", "tops")

    def __init__(self, state: State) -> None:
        self.state = state
        self.seats = [seat_of(i, p) for i, p in enumerate(state["players"])]
        self.occupied: set[str] = set()
        # space -> [(seat, good)] for goods on top of camels (the ones that can be stolen)
        self.tops: dict[str, list[tuple[int, str]]] = {}
        for s in self.seats:
            self.occupied |= s.squares
            for at, good, under in s.laden:
                if not under:
                    self.tops.setdefault(at, []).append((s.seat, good))

    def carry_cost(self, seat: int, at: str, good: str) -> int:
        """Actions for ``seat`` to deliver the good it carries at ``at``."""
        me = self.seats[seat]
        key = (at, good, CITY_OF[good] in self.occupied)
        found = me.costs.get(key)
        if found is None:
            chain = me.chain_of[at]
            found = me.costs[key] = me.delivery_cost(chain, at, good, self.occupied,
                                                     me.loose - me.free_in[chain])
        return found

    def fetch_cost(self, seat: int, at: str, good: str) -> int:
        """Actions for ``seat`` to pick up the good lying at ``at`` and deliver it."""
        return self._lade_cost(seat, at, good, 1)

    def steal_cost(self, thief: int, at: str, good: str) -> int:
        """Actions for ``thief`` to steal ``good`` on top at ``at`` and deliver it."""
        me = self.seats[thief]
        if me.theft < 1:
            return FAR
        return self._lade_cost(thief, at, good, 2)

    def _lade_cost(self, seat: int, at: str, good: str, reach: int) -> int:
        """Loading a good at ``at`` (one action) and delivering it, with a camel to bring
        there first (``reach`` actions onto a free space, two onto an occupied one)."""
        me = self.seats[seat]
        if me.resigned or not me.can_lade:
            return FAR
        occupied = self.occupied
        key = (at, good, reach, at in occupied, CITY_OF[good] in occupied)
        found = me.costs.get(key)
        if found is not None:
            return found
        if me.unladen.get(at, 0):
            chain = me.chain_of[at]
            found = 1 + me.delivery_cost(chain, at, good, occupied,
                                         me.loose - me.free_in[chain], carrier_unladen=True)
        elif not me.loose:
            found = FAR
        else:
            chain, free = me.joined(at)
            if at in occupied:
                reach = 2
            found = reach + 1 + me.delivery_cost(chain, at, good, occupied, me.loose - free - 1)
        me.costs[key] = found
        return found
