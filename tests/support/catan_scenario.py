"""Build hand-made positions (for tests, sample images and debugging).

These helpers edit a state in place and keep its derived fields consistent (pieces left,
per-player lists, harbour rates, road lengths, the bank). They are not used by the engine.
"""

from __future__ import annotations

from typing import Any

from games.catan import rules as R
from games.catan.board import RESOURCES
from games.catan.engine import CatanEngine

State = dict[str, Any]


def main_phase(players: int = 3, seed: int = 1, board: str = "beginner", turn: int = 0,
               rolled: bool = True) -> State:
    """An empty board (no set-up pieces) in the main phase, ``turn`` to play."""
    s = CatanEngine().new(players, seed, {"board": board})
    s["phase"] = "main"
    s["turn"] = turn
    s["turns"] = 1
    s["rolled"] = rolled
    s["setup_step"] = len(s["setup_order"])
    return s


def settle(s: State, p: int, node: int, city: bool = False) -> None:
    s["node_owner"][node] = p
    s["node_level"][node] = 2 if city else 1
    s["buildings_of"][p].append(node)
    refresh(s)


def road(s: State, p: int, *edges: int) -> None:
    for e in edges:
        s["road_owner"][e] = p
        s["roads_of"][p].append(e)
    refresh(s)


def give(s: State, p: int, **cards: int) -> None:
    """Move cards from the bank into p's hand (brick=2, ore=1 ...)."""
    for name, k in cards.items():
        i = RESOURCES.index(name)
        s["res"][p][i] += k
        s["bank"][i] -= k


def set_hand(s: State, p: int, **cards: int) -> None:
    """Return p's hand to the bank, then give exactly ``cards``."""
    for i in range(5):
        s["bank"][i] += s["res"][p][i]
        s["res"][p][i] = 0
    give(s, p, **cards)


def give_dev(s: State, p: int, card: str, k: int = 1, bought_now: bool = False) -> None:
    """Move development cards of one kind from the deck into p's hand."""
    for _ in range(k):
        s["deck"].remove(card)
        s["dev"][p][R.DEV_INDEX[card]] += 1
        if bought_now:
            s["bought"][R.DEV_INDEX[card]] += 1


def refresh(s: State) -> None:
    """Recompute pieces left, harbour rates and road lengths from the board."""
    for p in range(len(s["players"])):
        levels = [s["node_level"][n] for n in s["buildings_of"][p]]
        s["pieces"][p] = [
            R.PIECES[R.ROADS] - len(s["roads_of"][p]),
            R.PIECES[R.SETTLEMENTS] - levels.count(1),
            R.PIECES[R.CITIES] - levels.count(2),
        ]
        s["rates"][p] = R.harbour_rates(s["harbours"], s["buildings_of"][p], R.tables(s))
        R.refresh_road_length(s, p)
