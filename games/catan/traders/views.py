"""Traders & Barbarians views: the base Catan view (games/catan/views.py) plus ``traders``.

Public additions (no hidden information: stack order, hands and the deck stay out)
-------------------------------------------------------------------------------
``board.robber`` -1; ``traders``: {trade_hexes {name: hex}, plazas {name: node}, stacks
{name: tokens left}, barbarians [edges], wagons [node | null per seat], carrying [null | good
per seat], gold / baggage / delivered [per seat], purchases (this turn), movement {moving,
moved, mp_left, boosted, journey, tried, over}, reach [{node, mp, gold, route}] (the current
player's offered wagon routes now; empty when they may not move), drive_off
{barbarian} | null}; every ``seats[i]`` also has gold, baggage, delivered, carrying;
``choices`` also has ``barbarians`` (edges that may be moved) and ``paths`` (where to) in the
barbarian / drive_off phases, and no build spots once the movement has started.
"""

from __future__ import annotations

from typing import Any

from games.catan import views as base_views

from . import barbarians as B
from .board import PLAZA, TRADE_HEX, TRADE_NAMES

State = dict[str, Any]


def traders_part(engine: Any, state: State) -> dict[str, Any]:
    from .engine import mp_left  # the engine imports this module

    turn = state["turn"]
    mv = state["movement"]
    return {
        "trade_hexes": {name: TRADE_HEX[name] for name in TRADE_NAMES},
        "plazas": {name: PLAZA[name] for name in TRADE_NAMES},
        "stacks": {name: len(state["stacks"][name]) for name in TRADE_NAMES},
        "barbarians": list(state["barbarians"]),
        "wagons": [w if w >= 0 else None for w in state["wagons"]],
        "carrying": list(state["carrying"]),
        "gold": list(state["gold"]),
        "baggage": list(state["baggage"]),
        "delivered": list(state["delivered"]),
        "purchases": state["purchases"],
        "movement": {
            "moving": mv["moving"],
            "moved": mv["moved"],
            "mp_left": max(0, mp_left(state, turn)) if not mv["over"] else 0,
            "boosted": mv["boosted"],
            "journey": mv["journey"],
            "tried": list(mv["tried"]),
            "over": mv["over"],
        },
        "reach": engine.reach(state, turn) if state["phase"] != "over" else [],
        "drive_off": dict(state["drive_off"]) if state["drive_off"] else None,
    }


def build_view(engine: Any, state: State, player: int | None) -> dict[str, Any]:
    view = base_views.build_view(engine, state, player)
    view["board"]["robber"] = -1
    tr = view["traders"] = traders_part(engine, state)
    for i, seat in enumerate(view["seats"]):
        seat["gold"] = tr["gold"][i]
        seat["baggage"] = tr["baggage"][i]
        seat["delivered"] = tr["delivered"][i]
        seat["carrying"] = tr["carrying"][i]
    choices = view["choices"]
    if choices:  # empty once the game is over
        phase = state["phase"]
        choices["barbarians"], choices["paths"] = [], []
        if phase == "barbarian":
            choices["barbarians"] = sorted(state["barbarians"])
            choices["paths"] = B.targets(state)
        elif phase == "drive_off":
            choices["barbarians"] = [state["drive_off"]["barbarian"]]
            choices["paths"] = B.targets(state)
        elif phase == "main" and state["movement"]["moving"]:
            choices["nodes"], choices["edges"], choices["cities"] = [], [], []
    return view
