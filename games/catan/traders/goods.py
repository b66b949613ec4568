"""Traders & Barbarians: the commodity stacks and what happens when a wagon enters a plaza.

``state["stacks"]`` maps each trade hex to its face-down tokens (top = last; the order is
secret). A wagon carries at most one token (``state["carrying"]``, public).
"""

from __future__ import annotations

from typing import Any

from games.rng import Rng

from .baggage import LEVELS
from .board import DELIVER_TO, PLAZA_TRADE, STACK_GOODS, TRADE_NAMES

State = dict[str, Any]
Event = dict[str, Any]
TOKENS_TOTAL = sum(k for goods in STACK_GOODS.values() for _, k in goods)  # 36


def new_stacks(rng: Rng) -> dict[str, list[str]]:
    stacks = {}
    for name in TRADE_NAMES:
        tokens = [good for good, k in STACK_GOODS[name] for _ in range(k)]
        rng.shuffle(tokens)
        stacks[name] = tokens
    return stacks


def enter_plaza(s: State, p: int, node: int, ev: list[Event]) -> None:
    """p's wagon entered the plaza ``node`` (s is the engine's working copy): deliver the
    carried token if this hex takes it, then draw the top token if the wagon is empty."""
    trade = PLAZA_TRADE[node]
    good = s["carrying"][p]
    if good is not None:
        if DELIVER_TO[good] != trade:
            return  # a token for another hex: nothing happens
        gold = LEVELS[s["baggage"][p]].gold
        carrying = s["carrying"] = s["carrying"][:]
        carrying[p] = None
        delivered = s["delivered"] = s["delivered"][:]
        delivered[p] += 1
        purse = s["gold"] = s["gold"][:]
        purse[p] += gold
        ev.append({"type": "delivered", "player": p, "trade": trade, "good": good, "gold": gold,
                   "vp": 1})
    stack = s["stacks"][trade]
    if not stack:
        ev.append({"type": "stack_empty", "player": p, "trade": trade})
        return
    stacks = s["stacks"] = dict(s["stacks"])
    stack = stacks[trade] = stack[:]
    top = stack.pop()
    carrying = s["carrying"] = s["carrying"][:]
    carrying[p] = top
    ev.append({"type": "picked_up", "player": p, "trade": trade, "good": top})


def token_count(state: State) -> int:
    """Stack tokens + carried + delivered: always TOKENS_TOTAL."""
    return (sum(len(v) for v in state["stacks"].values())
            + sum(1 for c in state["carrying"] if c is not None) + sum(state["delivered"]))
