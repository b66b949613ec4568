"""Scripted Catan players: quick seeded rules of thumb for tests and benchmarks.

They see what a seat sees — its ``view(state, seat)`` (``me.hand`` is its own hand) and its
legal actions — and draw from the caller's RNG, so a seeded game replays exactly.
``uniform_policy`` picks uniformly among legal actions (what catanatron's RandomPlayer does);
``builder_policy`` prefers building, so that games reach 10 points, and exercises trades now
and then. Both turn the UI templates (discard, offer, counter) into concrete actions. The AI
players proper are in ``games/catan/players.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .board import RESOURCES
from .rules import TABLES, Tables, distance_ok

State = dict[str, Any]
View = Mapping[str, Any]
Action = dict[str, Any]
Policy = Callable[[View, list[Action], random.Random], Action]


def hand_of(view: View) -> list[int]:
    """The seat's own resource counts (RESOURCES order) from its view."""
    hand = view["me"]["hand"]
    return [hand.get(r, 0) for r in RESOURCES]


def random_discard(hand: Sequence[int], count: int, rnd: random.Random) -> Action:
    """``count`` cards of ``hand`` (the seat's own counts) chosen at random."""
    pool = [i for i in range(5) for _ in range(hand[i])]
    cards: dict[str, int] = {}
    for i in rnd.sample(pool, count):
        cards[RESOURCES[i]] = cards.get(RESOURCES[i], 0) + 1
    return {"type": "discard", "cards": cards}


def random_swap(hand: Sequence[int], rnd: random.Random) -> tuple[dict, dict] | None:
    """One card the player holds for one card of another resource."""
    held = [i for i in range(5) if hand[i]]
    if not held:
        return None
    give = rnd.choice(held)
    get = rnd.choice([i for i in range(5) if i != give])
    return {RESOURCES[give]: 1}, {RESOURCES[get]: 1}


def concretize(view: View, action: Action, rnd: random.Random) -> Action | None:
    """A concrete action for a template (None when there is nothing sensible to offer)."""
    if not action.get("template"):
        return action
    kind = action["type"]
    hand = hand_of(view)
    if kind == "discard":
        return random_discard(hand, action["count"], rnd)
    swap = random_swap(hand, rnd)
    if swap is None:
        return None
    give, get = swap
    if kind == "counter_trade":
        return {"type": "counter_trade", "give": give, "get": get}
    to = rnd.choice([None, *action["to"]])
    return {"type": "offer_trade", "give": give, "get": get, "to": to}


def uniform_policy(view: View | Callable[[], View], legal: list[Action],
                   rnd: random.Random) -> Action:
    """Uniform over legal actions, without resigning or domestic trade templates. ``view``
    may be a function returning it: only a discard reads it (a speed benchmark then pays
    for no view it does not use)."""
    options = [a for a in legal if a["type"] not in ("resign", "offer_trade", "counter_trade")]
    choice = options[rnd.randrange(len(options))]
    if choice.get("template"):
        seen = view() if callable(view) else view
        return random_discard(hand_of(seen), choice["count"], rnd)
    return choice


def builder_policy(view: View, legal: list[Action], rnd: random.Random) -> Action:
    """Greedy builder with noise: builds what it can, trades toward what it lacks, sometimes
    offers domestic trades, then ends the turn."""
    by_type: dict[str, list[Action]] = {}
    for a in legal:
        by_type.setdefault(a["type"], []).append(a)
    phase = view["phase"]
    if phase == "trade":
        return _answer_trade(view, by_type, rnd)
    if "discard" in by_type:
        return random_discard(hand_of(view), by_type["discard"][0]["count"], rnd)
    if phase != "main":  # set-up, robber, steal, free roads: any legal choice
        options = [a for a in legal if a["type"] != "resign"]
        if "build_road" in by_type:
            return _best_road(view, by_type["build_road"], rnd)
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
        if not _can_settle(view) or rnd.random() < 0.1:
            return _best_road(view, by_type["build_road"], rnd)
    if "buy_dev" in by_type and rnd.random() < 0.7:
        return by_type["buy_dev"][0]
    if "offer_trade" in by_type and rnd.random() < 0.05:
        offer = concretize(view, by_type["offer_trade"][0], rnd)
        if offer is not None:
            return offer
    if "maritime_trade" in by_type and rnd.random() < 0.9:
        return _useful_trade(hand_of(view), by_type["maritime_trade"], rnd)
    if "end_turn" in by_type:
        return by_type["end_turn"][0]
    options = [a for a in legal if a["type"] not in ("resign", "offer_trade")]
    return rnd.choice(options)


def _tables(view: View) -> Tables:
    return TABLES[view["variant"]]


def _can_settle(view: View) -> bool:
    """A free intersection at the end of one of the seat's roads (the distance rule met)."""
    me, owner, tb = view["me"]["seat"], view["node_owner"], _tables(view)
    return any(distance_ok(owner, x, tb)
               for e, o in enumerate(view["road_owner"]) if o == me for x in tb.edge_nodes[e])


def _useful_trade(hand: Sequence[int], trades: list[Action], rnd: random.Random) -> Action:
    """A bank trade that gets a resource the player has none of (else any)."""
    useful = [a for a in trades if a["get"] in RESOURCES and not hand[RESOURCES.index(a["get"])]]
    return rnd.choice(useful or trades)


def _best_road(view: View, roads: list[Action], rnd: random.Random) -> Action:
    """Prefer roads that reach (or head for) a free settlement spot, so pieces aren't wasted."""
    owner = view["node_owner"]
    tb = _tables(view)
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


def _answer_trade(view: View, by_type: dict[str, list[Action]], rnd: random.Random) -> Action:
    if "cancel_trade" in by_type:  # the proposer
        confirms = by_type.get("confirm_trade", [])
        if confirms and rnd.random() < 0.7:
            return rnd.choice(confirms)
        return by_type["cancel_trade"][0]
    roll = rnd.random()
    if "accept_trade" in by_type and roll < 0.4:
        return by_type["accept_trade"][0]
    if "counter_trade" in by_type and roll < 0.6:
        counter = concretize(view, by_type["counter_trade"][0], rnd)
        if counter is not None:
            return counter
    return by_type["decline_trade"][0]


def play_game(engine: Any, players: int, seed: int, policy: Policy, max_turns: int = 1000,
              on_step: Callable[[State, int, Action, State, list], None] | None = None,
              ) -> tuple[State, int]:
    """Play one seeded game, each seat choosing by ``policy`` from its own view; returns the
    final state and the number of actions applied."""
    rnd = random.Random(seed)
    state = engine.new(players, seed)
    steps = 0
    while state["phase"] != "over" and state["turns"] < max_turns:
        actors = engine.to_act(state)
        player = actors[rnd.randrange(len(actors))]
        action = policy(engine.view(state, player), engine.legal_actions(state, player), rnd)
        new, events = engine.apply(state, player, action)
        if on_step is not None:
            on_step(state, player, action, new, events)
        state = new
        steps += 1
    return state, steps
