"""A one-ply value-function Catan player of catanatron's kind, as a benchmark opponent, and
the match-ups that measure our levels against it.

```sh
.venv/bin/python -m bench.catan_value_player [--games 100] [--level standard]
    [--seats 2 --seats 4] [--jobs 2] [--seed 0]
```

``ValuePlayer`` is our own code, written after reading how catanatron's ValueFunctionPlayer
judges a position (nothing of its code is copied): every legal action is applied to one
state consistent with what the seat has seen, and the result is scored by a weighted sum
whose weights make the terms nearly lexicographic — victory points first, then income (own
pips of production plus a bonus per kind of resource, less the strongest opponent's),
then the income of free intersections one road away, the number of such intersections,
how close the hand is to a city and a settlement, cards in hand (less a discard's risk),
development cards and knights, and road length once no intersection is left to reach. It
answers trade offers by the same score (accept or decline), never proposes, discards by
score among the discards our candidates list, and moves the robber by score (which
blocks the strongest opponent's production).

The match-ups run ``--level`` (one seat) against ValuePlayers in the other seats, 1v1 and
at four seats, seats rotated, and print the level's win share with its 95 % Wilson
interval.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import time
from dataclasses import dataclass
from typing import Any

from games.ai import Seen, make_player
from games.ai.match import play
from games.base import Action, RuleError, is_template
from games.catan import ENGINE
from games.catan import rules as R
from games.catan.ai import choices as C
from games.catan.ai import determinize as D
from games.catan.ai.board import WAYS
from games.rng import derived_seed

State = dict[str, Any]
WEIGHTS = {
    "vp": 3e14, "production": 1e8, "enemy_production": -1e8, "reach_1": 1e4,
    "buildable": 1e3, "synergy": 1e2, "tiles": 1.0, "hand": 1.0, "discard": -5.0,
    "devs": 10.0, "army": 10.0, "road": 10.0,
}
VARIETY = 4  # a new kind of resource is worth this many pips


def _production(state: State, p: int) -> float:
    tb = R.tables(state)
    numbers, res, robber = state["numbers"], state["hex_res"], state["robber"]
    prod = [0.0] * 5
    for b in state["buildings_of"][p]:
        lvl = state["node_level"][b]
        for h in tb.node_hexes[b]:
            if res[h] >= 0 and h != robber:
                prod[res[h]] += WAYS[numbers[h]] * lvl / 36
    return sum(prod) + VARIETY / 36 * sum(1 for x in prod if x)


def _buildable(state: State, p: int, owner: list[int], tb: R.Tables) -> list[int]:
    return [x for x in R.settlement_spots(state, p)] if state["phase"] != "setup" else [
        x for x in range(tb.num_nodes) if R.distance_ok(owner, x, tb)]


def _reach_1(state: State, p: int, tb: R.Tables) -> float:
    """Production of the free intersections one more road would reach."""
    owner, roads = state["node_owner"], state["road_owner"]
    ends = set(state["buildings_of"][p])
    for e in state["roads_of"][p]:
        ends.update(x for x in tb.edge_nodes[e] if owner[x] in (-1, p))
    total = 0.0
    seen: set[int] = set()
    for x in ends:
        for e in tb.node_edges[x]:
            if roads[e] != -1 or not tb.edge_open[e]:
                continue
            a, b = tb.edge_nodes[e]
            y = b if a == x else a
            if y not in seen and R.distance_ok(owner, y, tb):
                seen.add(y)
                total += sum(WAYS[state["numbers"][h]] for h in tb.node_hexes[y]
                             if state["hex_res"][h] >= 0) / 36
    return total


def value(state: State, p: int) -> float:
    """The position's worth to p (higher is better)."""
    if state["phase"] == "over":
        return math.inf if state["winner"] == p else -math.inf
    tb = R.tables(state)
    owner = state["node_owner"]
    w = WEIGHTS
    enemies = [q for q in range(len(state["players"]))
               if q != p and state["players"][q] == "active"]
    hand = state["res"][p]
    b, lu, wo, g, o = hand
    to_city = (max(2 - g, 0) + max(3 - o, 0)) / 5
    to_settle = (max(1 - b, 0) + max(1 - lu, 0) + max(1 - wo, 0) + max(1 - g, 0)) / 4
    buildable = len(_buildable(state, p, owner, tb))
    tiles = {h for x in state["buildings_of"][p] for h in tb.node_hexes[x]}
    cards = sum(hand)
    return (w["vp"] * ENGINE.points(state, p)
            + w["production"] * _production(state, p)
            + w["enemy_production"] * max((_production(state, q) for q in enemies), default=0)
            + w["reach_1"] * _reach_1(state, p, tb)
            + w["buildable"] * buildable
            + w["synergy"] * (2 - to_city - to_settle) / 2
            + w["tiles"] * len(tiles)
            + w["hand"] * cards + (w["discard"] if cards > R.HAND_LIMIT else 0.0)
            + w["devs"] * sum(state["dev"][p]) + w["army"] * state["knights"][p]
            + (w["road"] if buildable == 0 else 0.1) * state["road_len"][p])


class ValuePlayer:
    """One ply by ``value`` on one determinization of what the seat has seen."""

    level = "value"

    def decide(self, seen: Seen, rng: random.Random) -> Action:
        listed = [a for a in seen.legal if a["type"] not in ("resign", "offer_trade",
                                                              "counter_trade")]
        if len(listed) == 1 and not is_template(listed[0]):
            return listed[0]
        state = D.sampler(seen)(rng)
        me = seen.seat
        options: list[Action] = []
        for a in listed:
            if is_template(a):
                options.extend(C.discards(list(state["res"][me]), a["count"]))
            else:
                options.append(a)
        if state["phase"] == "trade" and {"type": "accept_trade"} in options:
            offer = state["offer"]
            from games.catan.ai.planner import exchanged

            after = exchanged(state, offer["from"], me, offer["give"], offer["get"])
            return {"type": "accept_trade"} if value(after, me) > value(state, me) else \
                {"type": "decline_trade"}
        best, top = [], -math.inf
        for a in options:
            try:
                after, _ = ENGINE.apply(state, me, a)
            except RuleError:
                continue
            v = value(after, me)
            if v > top:
                best, top = [a], v
            elif v == top:
                best.append(a)
        return best[rng.randrange(len(best))]


@dataclass(frozen=True)
class Task:
    level: str
    seats: int
    tested: int
    index: int
    seed: int


def run(task: Task) -> tuple[float, bool, list[float]]:
    players = [make_player("catan", task.level) if s == task.tested else ValuePlayer()
               for s in range(task.seats)]
    match = play(ENGINE, players, seed=derived_seed("vf-bench", task.seed, task.seats, task.index),
                 rng_seed=task.seed * 100_003 + task.index, max_moves=20_000,
                 timer=time.process_time)
    times = [d.seconds for d in match.decisions if d.seat == task.tested and d.real]
    if match.result is None:
        return 0.0, True, times
    winners = match.result.winners
    return (1 / len(winners) if task.tested in winners else 0.0), False, times


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.catan_value_player",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--level", default="standard")
    parser.add_argument("--seats", type=int, action="append")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    started = time.monotonic()
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for seats in sorted(set(args.seats or [2, 4])):
            tasks = [Task(args.level, seats, i % seats, i, args.seed) for i in range(args.games)]
            results = pool.map(run, tasks, chunksize=1)
            wins = sum(r[0] for r in results)
            low, high = wilson(wins, len(results))
            times = sorted(t for r in results for t in r[2])
            p50 = times[len(times) // 2] * 1000 if times else 0.0
            capped = sum(r[1] for r in results)
            print(f"catan {args.level} vs value player, {seats} seats: {len(results)} games, "
                  f"win share {wins / len(results):.1%} 95% [{low:.1%}, {high:.1%}] (par "
                  f"{1 / seats:.0%}); {capped} cut at the move cap; {args.level} p50 "
                  f"{p50:.1f} ms per real decision", flush=True)
    print(f"({(time.monotonic() - started) / 60:.1f} min)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
