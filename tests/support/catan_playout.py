"""Seeded random players for tests and the benchmark (not used by the bot itself).

``uniform_policy`` picks uniformly among legal actions (what catanatron's RandomPlayer does);
``builder_policy`` prefers building, so that games reach 10 points, and exercises trades now
and then. Both turn the UI templates (discard, offer, counter) into concrete actions.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from games.catan.board import RESOURCES
from games.catan.engine import CatanEngine
from games.catan.rules import distance_ok, settlement_spots, tables

State = dict[str, Any]
Action = dict[str, Any]
Policy = Callable[[CatanEngine, State, int, list[Action], random.Random], Action]


def random_discard(state: State, player: int, count: int, rnd: random.Random) -> Action:
    hand = state["res"][player]
    pool = [i for i in range(5) for _ in range(hand[i])]
    cards: dict[str, int] = {}
    for i in rnd.sample(pool, count):
        cards[RESOURCES[i]] = cards.get(RESOURCES[i], 0) + 1
    return {"type": "discard", "cards": cards}


def random_swap(state: State, player: int, rnd: random.Random) -> tuple[dict, dict] | None:
    """One card the player holds for one card of another resource."""
    held = [i for i in range(5) if state["res"][player][i]]
    if not held:
        return None
    give = rnd.choice(held)
    get = rnd.choice([i for i in range(5) if i != give])
    return {RESOURCES[give]: 1}, {RESOURCES[get]: 1}


def concretize(state: State, player: int, action: Action, rnd: random.Random) -> Action | None:
    """A concrete action for a template (None when there is nothing sensible to offer)."""
    if not action.get("template"):
        return action
    kind = action["type"]
    if kind == "discard":
        return random_discard(state, player, action["count"], rnd)
    swap = random_swap(state, player, rnd)
    if swap is None:
        return None
    give, get = swap
    if kind == "counter_trade":
        return {"type": "counter_trade", "give": give, "get": get}
    to = rnd.choice([None, *action["to"]])
    return {"type": "offer_trade", "give": give, "get": get, "to": to}


def uniform_policy(engine: CatanEngine, state: State, player: int, legal: list[Action],
                   rnd: random.Random) -> Action:
    """Uniform over legal actions, without resigning or domestic trade templates."""
    options = [a for a in legal if a["type"] not in ("resign", "offer_trade", "counter_trade")]
    choice = options[rnd.randrange(len(options))]
    if choice.get("template"):
        return random_discard(state, player, choice["count"], rnd)
    return choice


def builder_policy(engine: CatanEngine, state: State, player: int, legal: list[Action],
                   rnd: random.Random) -> Action:
    """Greedy builder with noise: builds what it can, trades toward what it lacks, sometimes
    offers domestic trades, then ends the turn."""
    by_type: dict[str, list[Action]] = {}
    for a in legal:
        by_type.setdefault(a["type"], []).append(a)
    phase = state["phase"]
    if phase == "trade":
        return _answer_trade(state, player, by_type, rnd)
    if "discard" in by_type:
        return random_discard(state, player, by_type["discard"][0]["count"], rnd)
    if phase != "main":  # set-up, robber, steal, free roads: any legal choice
        options = [a for a in legal if a["type"] != "resign"]
        if "build_road" in by_type:
            return _best_road(state, by_type["build_road"], rnd)
        return rnd.choice(options)
    if "roll" in by_type and rnd.random() < 0.8:
        return by_type["roll"][0]
    for kind in ("build_city", "build_settlement"):
        if kind in by_type and rnd.random() < 0.95:
            return rnd.choice(by_type[kind])
    plays = [a for a in legal if a["type"].startswith("play_")]
    if plays and rnd.random() < 0.5:
        return rnd.choice(plays)
    if "build_road" in by_type:
        if not settlement_spots(state, player) or rnd.random() < 0.1:
            return _best_road(state, by_type["build_road"], rnd)
    if "buy_dev" in by_type and rnd.random() < 0.7:
        return by_type["buy_dev"][0]
    if "offer_trade" in by_type and rnd.random() < 0.05:
        offer = concretize(state, player, by_type["offer_trade"][0], rnd)
        if offer is not None:
            return offer
    if "maritime_trade" in by_type and rnd.random() < 0.9:
        return _useful_trade(state, player, by_type["maritime_trade"], rnd)
    if "end_turn" in by_type:
        return by_type["end_turn"][0]
    options = [a for a in legal if a["type"] not in ("resign", "offer_trade")]
    return rnd.choice(options)


def _useful_trade(state: State, player: int, trades: list[Action], rnd: random.Random) -> Action:
    """A bank trade that gets a resource the player has none of (else any)."""
    hand = state["res"][player]
    useful = [a for a in trades if not hand[RESOURCES.index(a["get"])]]
    return rnd.choice(useful or trades)


def _best_road(state: State, roads: list[Action], rnd: random.Random) -> Action:
    """Prefer roads that reach (or head for) a free settlement spot, so pieces aren't wasted."""
    owner = state["node_owner"]
    tb = tables(state)
    scored: dict[int, list[Action]] = {}
    for a in roads:
        score = 0
        for x in tb.edge_nodes[a["edge"]]:
            if distance_ok(owner, x, tb):
                score = max(score, 2)
            elif any(distance_ok(owner, y, tb) for y in tb.node_nodes[x]):
                score = max(score, 1)
        scored.setdefault(score, []).append(a)
    return rnd.choice(scored[max(scored)])


def _answer_trade(state: State, player: int, by_type: dict[str, list[Action]],
                  rnd: random.Random) -> Action:
    if "cancel_trade" in by_type:  # the proposer
        confirms = by_type.get("confirm_trade", [])
        if confirms and rnd.random() < 0.7:
            return rnd.choice(confirms)
        return by_type["cancel_trade"][0]
    roll = rnd.random()
    if "accept_trade" in by_type and roll < 0.4:
        return by_type["accept_trade"][0]
    if "counter_trade" in by_type and roll < 0.6:
        counter = concretize(state, player, by_type["counter_trade"][0], rnd)
        if counter is not None:
            return counter
    return by_type["decline_trade"][0]


def play_game(engine: CatanEngine, players: int, seed: int, policy: Policy,
              max_turns: int = 1000,
              on_step: Callable[[State, int, Action, State, list], None] | None = None,
              ) -> tuple[State, int]:
    """Play one seeded game; returns the final state and the number of actions applied."""
    rnd = random.Random(seed)
    state = engine.new(players, seed)
    steps = 0
    while state["phase"] != "over" and state["turns"] < max_turns:
        actors = engine.to_act(state)
        player = actors[rnd.randrange(len(actors))]
        action = policy(engine, state, player, engine.legal_actions(state, player), rnd)
        new, events = engine.apply(state, player, action)
        if on_step is not None:
            on_step(state, player, action, new, events)
        state = new
        steps += 1
    return state, steps
