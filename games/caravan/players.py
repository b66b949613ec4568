"""Caravan's AI players: what the shared framework (games/ai) needs to know of the game.

Hidden information: only the bag's draw order (the view gives its size) and the RNG kept in
the state. Everything else — camels, goods, demand and theft markers, scores — is public, so
a determinization rebuilds the state from the view exactly and deals the goods still in the
bag (the game's goods less those seen on the board, on camels, delivered or lost with a
resigning player) in a fresh random order, with a fresh RNG.

No Caravan action is a template: ``legal_actions`` lists every concrete action. The AI
considers the few that serve a plan (``moves.candidates``), judges positions by
``evaluation.win_chances`` and plays ``moves.rollout_move`` in its rollouts."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from games.ai import GameAI, Seen, Settings
from games.ai.levels import GREEDY
from games.base import Action, State
from games.caravan import planner
from games.caravan.engine import ENGINE, FULL_COUNT, GOODS, MAX_ACTIONS, SHORT_REMOVED, _copy
from games.caravan.evaluation import win_chances
from games.caravan.moves import candidates, rollout_move

PLAN = "plan"


def bag_contents(seen: Seen) -> list[str]:
    """The goods still in the bag (sorted), as far as ``seen`` tells: all of the game's
    goods less those lying, carried, delivered, or lost with a resigning player."""
    view = seen.view
    left = Counter({g: FULL_COUNT[g] - (SHORT_REMOVED[g] if view["length"] == "short" else 0)
                    for g in GOODS})
    for space in view["spaces"].values():
        if space["good"]:
            left[space["good"]] -= 1
        for camel in space["camels"]:
            if camel["good"]:
                left[camel["good"]] -= 1
    for p in view["players"]:
        left.subtract(p["delivered"])
    for event in seen.log:
        if event.get("type") == "resigned":
            left.subtract(event["lost_goods"])
    return [g for g in GOODS for _ in range(max(0, left[g]))]


def base_state(seen: Seen) -> State:
    """The state ``seen`` shows, with the bag holding the goods it may hold (in no
    particular order, possibly the wrong count if the log was cut: ``sampler`` fixes
    that)."""
    view = seen.view
    players = []
    for p in view["players"]:
        players.append({
            "camels": [{"at": None, "good": None, "under": False} for _ in range(p["camels"])],
            "delivered": dict(p["delivered"]),
            "demand": p["demand"],
            "theft": p["theft"],
            "resigned": p["resigned"],
        })
    goods, demand = {}, {}
    for lab, space in view["spaces"].items():
        if space["good"]:
            goods[lab] = space["good"]
        if space["demand"]:
            demand[lab] = space["demand"]
        for camel in space["camels"]:
            players[camel["player"]]["camels"][camel["id"]] = {
                "at": lab, "good": camel["good"], "under": camel["under"]}
    resigned = [e["player"] for e in seen.log if e.get("type") == "resigned"]
    resigned += [p["seat"] for p in view["players"] if p["resigned"] and p["seat"] not in resigned]
    turn = view["turn"] - 1
    left = view["actions_left"]
    return {
        "schema": view["schema"],
        "game": "caravan",
        "length": view["length"],
        "camels_each": view["camels_each"],
        "players": players,
        "goods": goods,
        "demand": demand,
        "bag": bag_contents(seen),
        "rng": 0,
        "start": view["start"],
        "current": view["current"] if view["current"] is not None else seen.seat,
        "turn": turn,
        "actions_left": left,
        "acted": left < min(turn + 1, MAX_ACTIONS),
        "passers": list(view["passers"]),
        "end_triggered": view["end_triggered"],
        "over": view["over"],
        "end_reason": view["end_reason"],
        "resigned_order": resigned,
    }


class CaravanAI(GameAI):
    """Caravan for the AI framework."""

    # "plan" (planner.py): ``iterations`` is the beam width, ``samples`` the deals of the
    # bag tried when a line draws from it, ``rollout`` the other seats' turns played (by
    # the one-ply greedy choice) before the best ends of turn, as many as the width, are
    # judged.
    settings = {
        "casual": Settings(GREEDY, samples=1, ceiling=0.5),
        "standard": Settings(PLAN, iterations=4, samples=2, rollout=1, ceiling=0.45),
        # Hard spends its larger budget on more deals of the bag, not a wider beam or
        # deeper greedy replies: 1v1 against standard, width 8 and 3 deals lost clearly,
        # width 4 and 4 deals won 48 % and 8 deals 53.5 % on the same tables, for about
        # 1.3–1.5× the CPU of 4 (bench/results/ai_strength_caravan.md).
        "hard": Settings(PLAN, iterations=4, samples=8, rollout=1, ceiling=1.8),
    }

    def sampler(self, seen: Seen) -> Callable[[random.Random], State]:
        base = base_state(seen)
        size = seen.view["bag"]

        def sample(rng: random.Random) -> State:
            state = _copy(base)
            bag = state["bag"]
            rng.shuffle(bag)
            while len(bag) > size:  # goods lost to a resignation the log did not show
                bag.pop()
            while len(bag) < size:
                bag.append(rng.choice(GOODS))
            state["rng"] = f"c1:{rng.getrandbits(256):064x}:0"
            return state

        return sample

    def determinize(self, seen: Seen, rng: random.Random) -> State:
        return self.sampler(seen)(rng)

    def evaluate(self, state: State) -> Sequence[float]:
        return win_chances(state)

    def actions(self, state: State, seat: int) -> list[Action]:
        return candidates(state, seat)

    def policy(self, state: State, seat: int, rng: random.Random) -> Action:
        return rollout_move(state, seat, rng)

    def think(self, algorithm: str, seen: Seen, rng: random.Random,
              settings: Settings, clock: Callable[[], float] | None = None) -> Action:
        if algorithm != PLAN:
            return super().think(algorithm, seen, rng, settings, clock)
        return planner.choose(seen, self.sampler(seen), rng, settings.iterations,
                              settings.samples, settings.rollout,
                              judged=settings.iterations)

    def quiet(self, state: State) -> bool:
        """Judged between turns (a turn half played still has its actions to come)."""
        return not state["acted"]


AI = CaravanAI(ENGINE)
