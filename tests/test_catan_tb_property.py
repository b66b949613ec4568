"""Traders & Barbarians: seeded random games played to the end, with invariants at every step.

The players choose uniformly among legal actions of the kind they pick, but prefer progress
(roll, build, upgrade, drive the wagon toward where its good goes) so that games end at 13
VP. At every step: gold changes only by deliveries, purchases and bank/harbour gold trades
(tolls and player trades move it between players); the 36 commodity tokens are all in a
stack, on a wagon or delivered; the state round-trips through JSON; apply never mutates. On
a sample of states, every listed action applies and mutated unlisted ones are refused.
"""

from __future__ import annotations

import copy
import json
import random
from collections import deque
from typing import Any

import pytest

from games.base import RuleError, is_template
from games.catan import ENGINE
from games.catan.board import RESOURCES
from games.catan.traders.board import DELIVER_TO, PLAZA, PLAZA_TRADE, TABLES
from games.catan.traders.goods import TOKENS_TOTAL, token_count

TB = {"variant": "traders-barbarians"}
GAMES = 30
MAX_STEPS = 6000

State = dict[str, Any]
Action = dict[str, Any]


def _hops_from(target: int) -> list[int]:
    """Steps from every node to ``target`` over open paths (plazas not passed through)."""
    dist = [99] * TABLES.num_nodes
    dist[target] = 0
    todo = deque([target])
    while todo:
        x = todo.popleft()
        if x != target and x in PLAZA_TRADE:
            continue
        for e in TABLES.node_edges[x]:
            if not TABLES.edge_open[e]:
                continue
            a, b = TABLES.edge_nodes[e]
            y = b if a == x else a
            if dist[y] > dist[x] + 1:
                dist[y] = dist[x] + 1
                todo.append(y)
    return dist


HOPS = {node: _hops_from(node) for node in PLAZA_TRADE}


def wagon_goal(state: State, p: int) -> int:
    """The plaza p's wagon should head for: where its good goes, else the nearest stack."""
    good = state["carrying"][p]
    if good is not None:
        return PLAZA[DELIVER_TO[good]]
    at = state["wagons"][p]
    full = [n for n, t in PLAZA_TRADE.items() if state["stacks"][t] and n != at]
    return min(full or [n for n in PLAZA_TRADE if n != at], key=lambda n: HOPS[n][at])


def random_discard(state: State, p: int, count: int, rnd: random.Random) -> Action:
    pool = [i for i in range(5) for _ in range(state["res"][p][i])]
    cards: dict[str, int] = {}
    for i in rnd.sample(pool, count):
        cards[RESOURCES[i]] = cards.get(RESOURCES[i], 0) + 1
    return {"type": "discard", "cards": cards}


def offer(state: State, p: int, rnd: random.Random, kind: str) -> Action | None:
    """One resource or gold for one of something else."""
    held = [*state["res"][p], state["gold"][p]]
    items = (*RESOURCES, "gold")
    have = [i for i in range(6) if held[i]]
    if not have:
        return None
    give = rnd.choice(have)
    get = rnd.choice([i for i in range(6) if i != give])
    out = {"type": kind, "give": {items[give]: 1}, "get": {items[get]: 1}}
    if kind == "offer_trade":
        out["to"] = None
    return out


def policy(state: State, p: int, legal: list[Action], rnd: random.Random) -> Action:
    by: dict[str, list[Action]] = {}
    for a in legal:
        if a["type"] != "resign":
            by.setdefault(a["type"], []).append(a)
    if "discard" in by:
        return random_discard(state, p, by["discard"][0]["count"], rnd)
    if state["phase"] == "trade":
        if "cancel_trade" in by:
            pick = by.get("confirm_trade", []) + by["cancel_trade"]
            return rnd.choice(pick)
        if "accept_trade" in by and rnd.random() < 0.5:
            return by["accept_trade"][0]
        if "counter_trade" in by and rnd.random() < 0.3:
            counter = offer(state, p, rnd, "counter_trade")
            if counter is not None:
                return counter
        return by["decline_trade"][0]
    if state["phase"] != "main":
        kind = rnd.choice(sorted(by))
        return rnd.choice(by[kind])
    if "roll" in by and rnd.random() < 0.9:
        return by["roll"][0]
    for kind, chance in (("build_city", 0.95), ("build_settlement", 0.95),
                         ("upgrade_baggage", 0.8), ("play_knight", 0.3),
                         ("play_swift_journey", 0.7), ("play_road_building", 0.5),
                         ("buy_dev", 0.5), ("buy_with_gold", 0.3), ("build_road", 0.3),
                         ("maritime_trade", 0.4), ("drive_off", 0.5)):
        if kind in by and rnd.random() < chance:
            return rnd.choice(by[kind])
    if "offer_trade" in by and rnd.random() < 0.05:
        made = offer(state, p, rnd, "offer_trade")
        if made is not None:
            return made
    if "move_wagon" in by:
        goal = wagon_goal(state, p)
        hops = HOPS[goal]
        here = hops[state["wagons"][p]]
        best = min(by["move_wagon"], key=lambda a: (hops[a["to"]], len(a["route"]), rnd.random()))
        if hops[best["to"]] < here or rnd.random() < 0.1:
            return best
    if "boost_wagon" in by and rnd.random() < 0.3:
        return by["boost_wagon"][0]
    if "end_turn" in by:
        return by["end_turn"][0]
    kind = rnd.choice(sorted(by))
    return rnd.choice(by[kind])


def gold_delta_allowed(events: list[dict]) -> int:
    """Gold entering (+) or leaving (-) the players' purses by these events."""
    delta = 0
    for e in events:
        t = e["type"]
        if t == "delivered":
            delta += e["gold"]
        elif t == "bought_with_gold":
            delta -= e["gold"]
        elif t == "maritime_trade":
            if e["give"] == "gold":
                delta -= e["count"]
            elif e["get"] == "gold":
                delta += 1
    return delta


def check_exact(state: State, rnd: random.Random) -> None:
    """Every listed action applies; unlisted mutations of them are refused."""
    for seat in range(len(state["players"])):
        legal = ENGINE.legal_actions(state, seat)
        concrete = [a for a in legal if not is_template(a)]
        templates = {a["type"] for a in legal if is_template(a)}
        for a in concrete:
            ENGINE.apply(state, seat, a)
        for a in rnd.sample(concrete, min(5, len(concrete))):
            for other in rnd.sample(concrete, min(5, len(concrete))):
                mutated = {**a, **{k: v for k, v in other.items() if k != "type" and k in a}}
                if mutated in legal or mutated["type"] in templates:
                    continue
                with pytest.raises(RuleError):
                    ENGINE.apply(state, seat, mutated)


def play(seed: int, players: int, sample_every: int = 0) -> tuple[State, int]:
    rnd = random.Random(seed)
    state = ENGINE.new(players, seed, TB)
    steps = 0
    while not ENGINE.is_over(state) and steps < MAX_STEPS:
        actors = ENGINE.to_act(state)
        p = actors[rnd.randrange(len(actors))]
        action = policy(state, p, ENGINE.legal_actions(state, p), rnd)
        before = copy.deepcopy(state)
        new, events = ENGINE.apply(state, p, action)
        assert state == before, "apply mutated its input"
        assert sum(new["gold"]) - sum(state["gold"]) == gold_delta_allowed(events), events
        assert token_count(new) == TOKENS_TOTAL
        assert json.loads(json.dumps(new)) == new
        if sample_every and steps % sample_every == 0:
            check_exact(new, rnd)
        state = new
        steps += 1
    return state, steps


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(GAMES))
def test_random_games_end_at_13_with_invariants(seed):
    state, steps = play(seed, 2 + seed % 3, sample_every=97)
    assert ENGINE.is_over(state), f"no winner after {steps} steps"
    winner = state["winner"]
    assert ENGINE.points(state, winner) >= 13
    assert ENGINE.result(state).winners == [winner]


def test_one_short_game_keeps_the_invariants():
    """The quick tier's version: one game, exactness checked often."""
    state, _ = play(12345, 3, sample_every=40)
    assert ENGINE.is_over(state)
