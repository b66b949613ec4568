"""Progress when the game could end, so that AI players never stall it.

With the bag empty the game ends at the next delivery; at any time it ends when every seat in
turn passes. A camel moved to and fro changes nothing, yet it is an action: a seat that keeps
making such moves keeps the game from ending by passes (a trailing seat whose pass would end
the game did so for thousands of moves, bag still full, while the leader passed), and a leader
that finds nothing better than such moves never delivers. So once the end is triggered, or
while every other seat has passed, a camel move is considered only if it brings the seat
nearer what it could still gain: its best prospect (a carried good to
deliver, a lying good to fetch, a good on top to steal and bring home, each worth its
points discounted by the actions it still needs) must grow. A seat with no such move
delivers, picks up, moves a good on or passes.

A seat's prospect depends only on its own camels while the others wait, so no sequence of
its own camel moves can bring it back where it started: the seat cannot cycle."""

from __future__ import annotations

from games.base import Action, State
from games.caravan.engine import VALUE
from games.caravan.reading import FAR, Reading

# The discount per action still needed (as the evaluation's tempo discount).
GAMMA = 0.88
# Growth of the prospect that counts as progress (float noise below it).
EPSILON = 1e-9


def prospect(state: State, r: Reading, seat: int) -> float:
    """The most the seat can still gain by one plan: a good's points (and the demand
    markers on a lying good's space), discounted by the actions the plan needs."""
    me = r.seats[seat]
    best = 0.0
    for at, good, _ in me.laden:
        best = max(best, _worth(VALUE[good], r.carry_cost(seat, at, good)))
    demand = state["demand"]
    for at, good in state["goods"].items():
        best = max(best, _worth(VALUE[good] + demand.get(at, 0), r.fetch_cost(seat, at, good)))
    if me.theft:
        for at, tops in r.tops.items():
            for victim, good in tops:
                if victim != seat:
                    best = max(best, _worth(VALUE[good], r.steal_cost(seat, at, good)))
    return best


def _worth(points: float, cost: int) -> float:
    return 0.0 if cost >= FAR else points * GAMMA ** cost


def moved(state: State, seat: int, action: Action) -> State:
    """A shallow copy of ``state`` with the seat's camel placed or moved as ``action`` says
    (enough for a ``Reading``; actions and turn are left as they are)."""
    player = state["players"][seat]
    camels = [dict(c) for c in player["camels"]]
    frm = action.get("from")  # None: a camel from the supply
    for camel in camels:
        if camel["at"] == frm and camel["good"] is None:
            camel["at"] = action["to"]
            break
    players = list(state["players"])
    players[seat] = {**player, "camels": camels}
    return {**state, "players": players}


def must_progress(state: State, seat: int) -> bool:
    """Whether the seat's camel moves must raise its prospect: the bag is empty, or every
    other seat has passed since anyone acted (the seat's pass would end the game; the
    passers only change at a turn's end, so this holds all through the seat's turn)."""
    if state["end_triggered"]:
        return True
    others = {i for i, p in enumerate(state["players"]) if not p["resigned"] and i != seat}
    return others <= set(state["passers"])


def progressing(state: State, r: Reading, seat: int, moves: list[Action]) -> list[Action]:
    """The camel moves among ``moves`` that raise the seat's prospect (all of them unless
    ``must_progress``: otherwise refills or the other seats' actions keep the game moving)."""
    if not moves or not must_progress(state, seat):
        return moves
    now = prospect(state, r, seat)
    out = []
    for action in moves:
        after = moved(state, seat, action)
        if prospect(after, Reading(after), seat) > now + EPSILON:
            out.append(action)
    return out

