"""The Caravan actions worth considering, and a quick purposeful move for rollouts.

``legal_actions`` lists every placement and camel move on the 49 spaces (often 150 and
more); a searching player needs the few that serve a plan: deliveries, goods moved nearer
their city, pick-ups and thefts, and camels placed or moved where a plan needs them (a step
of a chain towards a carried good's city, a lying good, a good on top of another seat's
camel to steal). Everything listed here is legal (the engine's own rules, checked in tests)
and read from what every seat sees."""

from __future__ import annotations

import random

from games.base import Action, State
from games.caravan.engine import CITY_OF, LABEL_INDEX, NEIGHBOURS, VALUE
from games.caravan.progress import progressing
from games.caravan.reading import DIST, Reading, Seat

END_TURN: Action = {"type": "end_turn"}


def _goods_moves(me: Seat) -> tuple[list[Action], list[Action]]:
    """(deliveries, moves bringing a good nearer its city)."""
    deliveries: list[Action] = []
    nearer: list[Action] = []
    seen = set()
    for at, good, under in me.laden:
        if (at, good, under) in seen:
            continue
        seen.add((at, good, under))
        chain = me.chain_of[at]
        city = CITY_OF[good]
        dests = [lab for lab in chain if me.unladen.get(lab, 0)]
        if not dests:
            continue
        move = {"type": "move_good", "from": at, "good": good, "under": under}
        if city in dests:
            deliveries.append({**move, "to": city})
            continue
        best = min(dests, key=lambda lab: (DIST[lab][city], LABEL_INDEX[lab]))
        if DIST[best][city] < DIST[at][city]:
            nearer.append({**move, "to": best})
    return deliveries, nearer


def _lading(state: State, r: Reading, me: Seat) -> tuple[list[Action], list[Action]]:
    """(pick-ups, thefts) open to the seat now."""
    if not me.can_lade:
        return [], []
    goods = state["goods"]
    spots = sorted(me.unladen, key=LABEL_INDEX.__getitem__)
    pickups = [{"type": "pickup", "at": lab, "good": goods[lab]} for lab in spots if lab in goods]
    steals: list[Action] = []
    if me.theft:
        for lab in spots:
            for victim, good in r.tops.get(lab, ()):
                if victim != me.seat:
                    action = {"type": "steal", "at": lab, "victim": victim, "good": good}
                    if action not in steals:
                        steals.append(action)
    return pickups, steals


def _towards(chain: frozenset[str], city: str) -> set[str]:
    """Spaces next to ``chain`` one step nearer ``city`` than the chain's nearest space."""
    near = min(DIST[y][city] for y in chain)
    out: set[str] = set()
    for y in chain:
        if DIST[y][city] == near:
            out.update(nb for nb in NEIGHBOURS[y] if DIST[nb][city] < near)
    return out


def camel_targets(state: State, r: Reading, me: Seat) -> tuple[set[str], set[str]]:
    """(spaces extending a chain towards a city it serves, spaces to fetch or steal at)."""
    extend: set[str] = set()
    for at, good, _ in me.laden:
        chain = me.chain_of[at]
        city = CITY_OF[good]
        if city in chain:
            if not me.unladen.get(city, 0):
                extend.add(city)  # a second camel onto the city to receive the good
        else:
            extend |= _towards(chain, city)
    goods = state["goods"]
    for lab in me.unladen:
        if lab in goods:  # about to pick up here: build towards that good's city
            extend |= _towards(me.chain_of[lab], CITY_OF[goods[lab]])
    fetch = {lab for lab in goods if not me.unladen.get(lab, 0)} if me.can_lade else set()
    if me.theft and me.can_lade:
        fetch |= {lab for lab, tops in r.tops.items()
                  if not me.unladen.get(lab, 0) and any(v != me.seat for v, _ in tops)}
    return extend, fetch


def _anchors(state: State, me: Seat) -> set[str]:
    """Spaces whose unladen camel is in use: on a lying good, or on a city a good of its
    chain is bound for."""
    keep = {lab for lab in me.unladen if lab in state["goods"]}
    for at, good, _ in me.laden:
        city = CITY_OF[good]
        if city in me.chain_of[at]:
            keep.add(city)
    return keep


def _camel_moves(state: State, r: Reading, me: Seat, targets: set[str],
                 anchored: bool = False) -> list[Action]:
    left = state["actions_left"]
    out: list[Action] = []
    ordered = sorted(targets, key=LABEL_INDEX.__getitem__)
    costs = [(lab, 2 if lab in r.occupied else 1) for lab in ordered]
    costs = [(lab, cost) for lab, cost in costs if cost <= left]
    if me.supply:
        out += [{"type": "place", "to": lab, "cost": cost} for lab, cost in costs]
        return out
    keep = set() if anchored else _anchors(state, me)
    for frm in sorted(me.unladen, key=LABEL_INDEX.__getitem__):
        if frm in keep:
            continue
        out += [{"type": "move_camel", "from": frm, "to": lab, "cost": cost}
                for lab, cost in costs if lab != frm]
    return out


def candidates(state: State, seat: int, reading: Reading | None = None) -> list[Action]:
    """The actions worth considering for the seat whose turn it is (all legal)."""
    if state["over"] or seat != state["current"]:
        return []
    r = reading or Reading(state)
    me = r.seats[seat]
    deliveries, nearer = _goods_moves(me)
    pickups, steals = _lading(state, r, me)
    extend, fetch = camel_targets(state, r, me)
    camel_moves = _camel_moves(state, r, me, extend | fetch)
    camel_moves += _freed(state, r, me, extend, camel_moves)
    # Once the bag is empty, or the others all passed, only camel moves that get the seat
    # somewhere (no stalling).
    others = [*nearer, *pickups, *steals, *progressing(state, r, seat, camel_moves)]
    if not others:  # no plan in sight: some camel move, rather than pass or deliver only
        others = progressing(state, r, seat, _camel_moves(
            state, r, me, _all_free_neighbours(r, me), anchored=True))
    return [*deliveries, *others, END_TURN]


def _freed(state: State, r: Reading, me: Seat, extend: set[str],
           moves: list[Action]) -> list[Action]:
    """Camel moves extending a chain by a camel kept on a lying good, when no other camel
    can: once every free camel waits on a good, a carried good must still get home (else a
    seat leading at the end waits forever for a delivery it never builds)."""
    if not me.laden or any(a["to"] in extend for a in moves):
        return []
    return _camel_moves(state, r, me, extend, anchored=True)


def _all_free_neighbours(r: Reading, me: Seat) -> set[str]:
    """Every space next to the seat's camels (or the goods spaces when it has none)."""
    out = {nb for lab in me.squares for nb in NEIGHBOURS[lab]} - r.occupied
    return out or {lab for lab in LABEL_INDEX if lab not in r.occupied}


def rollout_move(state: State, seat: int, rng: random.Random) -> Action:
    """A quick purposeful move: deliver the best good, pick up, bring goods nearer, steal
    a good worth it, extend a chain towards a carried good's city, go for a lying good;
    else end the turn. Ties are broken at random."""
    r = Reading(state)
    me = r.seats[seat]
    deliveries, nearer = _goods_moves(me)
    if deliveries:
        return max(deliveries, key=lambda a: (VALUE[a["good"]], rng.random()))
    pickups, steals = _lading(state, r, me)
    if pickups and me.laden_count < 3:
        demand = state["demand"]
        return max(pickups, key=lambda a: (VALUE[a["good"]] + demand.get(a["at"], 0),
                                           rng.random()))
    if nearer:
        return nearer[rng.randrange(len(nearer))]
    worth = [a for a in steals if VALUE[a["good"]] > 3]
    if worth:
        return worth[rng.randrange(len(worth))]
    extend, fetch = camel_targets(state, r, me)
    for targets in (extend, _best_lying(state, r, me, fetch)):
        moves = _camel_moves(state, r, me, targets)
        if targets is extend:
            moves += _freed(state, r, me, extend, moves)
        moves = progressing(state, r, seat, moves)
        cheap = [a for a in moves if a["cost"] == 1] or moves
        if cheap:
            return cheap[rng.randrange(len(cheap))]
    if pickups:
        return pickups[rng.randrange(len(pickups))]
    return END_TURN


def _best_lying(state: State, r: Reading, me: Seat, fetch: set[str]) -> set[str]:
    """The lying goods (among ``fetch``) the seat can deliver in the fewest actions for
    their worth."""
    goods, demand = state["goods"], state["demand"]
    best, out = 0.0, set()
    for lab in fetch:
        if lab not in goods:
            continue
        cost = r.fetch_cost(me.seat, lab, goods[lab])
        worth = (VALUE[goods[lab]] + demand.get(lab, 0)) * 0.88 ** cost
        if worth > best + 1e-9:
            best, out = worth, {lab}
        elif abs(worth - best) <= 1e-9:
            out.add(lab)
    return out
