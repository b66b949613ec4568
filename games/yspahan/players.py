"""Yspahan's AI players (the shared framework in games/ai/ does the searching) and the simple
scripted players tests and benchmarks drive games with.

- ``determinize`` (``determinize.py``): the others' hands and the deck from the cards nobody
  has shown (a reshuffled deck only from the pile that was shuffled), their secret
  camel-for-cube answers guessed, the dice re-seeded.
- ``evaluate`` (``evaluation.py``): expected final VP per seat — souk completion, the
  caravan, buildings, camels and gold, cards, turns left — as win chances. A position in
  the middle of a dice action (cubes to place, the Supervisor's victims to answer) is first
  played on by the quick policy, so only whole actions are judged.
- ``policy`` (``tactics.py``): the quick judgement of every dice option, building and card
  play, with a little noise (the opponents' model and the rollouts).
- ``actions``: the legal actions worth a search (one spare card as the +1 die, Supervisor
  stops that hit a cube, one shop per souk, a few amounts for cards e and f).

Every action the engine lists is concrete (no templates), so ``candidates`` is never asked.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from games.ai import GREEDY, GameAI, Seen, Settings
from games.base import Action, State

from . import determinize, lookahead, tactics
from .board import BUILDING_COST, EXCHANGE_CARD, GOLD_VP_CARD, SOUK_CARD, shop_souk
from .engine import YspahanEngine, row_dice
from .evaluation import EXPOSED, WEIGHTS, Outlook, Weights, card_worth, win_chances
from .fast import FAST, hits
from .lookahead import LOOKAHEAD, Lookahead

UNSETTLED = frozenset({"place", "order", "camel"})
SETTLE_CAP = 30


class YspahanAI(GameAI):
    settings = {
        "casual": Settings(GREEDY, samples=2, ceiling=0.5),
        # lookahead: ``iterations`` candidates kept, ``samples`` futures each, played on to
        # the day's end (at most ``rollout`` moves). CPU per real decision on the 2-core
        # machine (bench/results/ai_strength_yspahan.md): casual p50 ~1.3 ms, standard p50
        # ~12 ms and p95 ~35 ms, hard p50 ~0.1 s and max ~1 s, all inside the bars. Hard's
        # 40 futures (12 before 28 November) won 57.0 % and 57.9 % of 400 games 1v1 against
        # standard (seed and published rules; 52.4 % and 56.8 % with 12 futures).
        "standard": Lookahead(iterations=6, samples=4, rollout=24, ceiling=0.45),
        "hard": Lookahead(iterations=12, samples=40, rollout=40, ceiling=1.8),
    }

    def think(self, algorithm: str, seen: Seen, rng: random.Random, settings: Settings,
              clock: Callable[[], float] | None = None) -> Action:
        if algorithm == LOOKAHEAD:
            return lookahead.choose(self, seen, rng, settings, clock)
        return super().think(algorithm, seen, rng, settings, clock)

    def __init__(self, engine: YspahanEngine, weights: Weights = WEIGHTS,
                 noise: float = 0.4) -> None:
        super().__init__(engine)
        self.weights = weights
        self.noise = noise  # the quick policy's randomness (in VP)

    # -- hidden information ------------------------------------------------------------
    def sampler(self, seen: Seen) -> Callable[[random.Random], State]:
        return determinize.sampler(seen.view, seen.seat, seen.log, self._guess_pay)

    def determinize(self, seen: Seen, rng: random.Random) -> State:
        return self.sampler(seen)(rng)

    def _guess_pay(self, state: State, owner: int, shop: str) -> bool:
        return tactics.keeps_cube(state, owner, shop, Outlook(state, self.weights))

    # -- judging -----------------------------------------------------------------------
    def quiet(self, state: State) -> bool:
        return state["phase"] == "over" or state["step"] not in UNSETTLED

    def settle(self, state: State) -> State:
        """Play the quick policy (without noise) until no dice action is half done."""
        for _ in range(SETTLE_CAP):
            if self.quiet(state):
                break
            seat = self.engine.to_act(state)[0]
            move = tactics.quick_move(state, seat, random.Random(0), 0.0, self.weights)
            state, _ = self.engine.apply(state, seat, move)
        return state

    def evaluate(self, state: State) -> list[float]:
        state = self.settle(state)
        if self.engine.is_over(state):
            return self.rewards(state)
        return win_chances(state, Outlook(state, self.weights))

    # -- choosing ----------------------------------------------------------------------
    def policy(self, state: State, seat: int, rng: random.Random) -> Action:
        return tactics.quick_move(state, seat, rng, self.noise, self.weights)

    def actions(self, state: State, seat: int) -> list[Action]:
        legal = [a for a in self.engine.legal_actions(state, seat) if a["type"] != "resign"]
        return prune(state, seat, legal, self.weights)


def _one_of_each(shops: Sequence[str]) -> set[str]:
    """Per souk, the first shop the Supervisor can reach and the first it cannot (the
    others of a souk are the same to its owner)."""
    out: dict[tuple[str, bool], str] = {}
    for shop in shops:
        souk, _ = shop_souk(shop)
        out.setdefault((souk, shop in EXPOSED), shop)
    return set(out.values())


def prune(state: State, seat: int, legal: list[Action],
          weights: Weights = WEIGHTS) -> list[Action]:
    """The legal actions worth searching (never empty when ``legal`` is not)."""
    s = state
    pl = s["players"][seat]
    look = Outlook(s, weights)
    hand = pl["hand"]
    spare = min(hand, key=lambda c: card_worth(c, seat, look)) if hand else None
    shops = {a["shop"] for a in legal if a["type"] == "place_cube"
             or (a["type"] == "play" and a["card"] == SOUK_CARD)}
    keep_shops = _one_of_each(sorted(shops))
    rows = {a["row"] for a in legal if a["type"] == "build_row"}
    keep_rows: set[str] = set()
    if rows:
        by_dice = sorted(rows, key=lambda r: row_dice(s, seat, int(r[3:])))
        keep_rows = {by_dice[0], by_dice[-1]}
    gold, camels = pl["gold"], pl["camels"]
    needs = {abs(c - camels) for c, _ in BUILDING_COST.values()} | {
        abs(g - gold) for _, g in BUILDING_COST.values()}
    out = []
    for a in legal:
        kind = a["type"]
        if kind == "take_action" and a["boost"] not in ("none", spare):
            continue
        if kind == "move_supervisor" and not _hits(s, a["to"]):
            continue
        if kind == "place_cube" and a["shop"] not in keep_shops:
            continue
        if kind == "build_row" and a["row"] not in keep_rows:
            continue
        if kind == "play":
            card = a["card"]
            if card == SOUK_CARD and a["shop"] not in keep_shops:
                continue
            if card == EXCHANGE_CARD:
                have = camels if a["direction"] == "camels_to_gold" else gold
                if a["amount"] not in ({1, have} | needs):
                    continue
            if card == GOLD_VP_CARD:
                top = min(10, gold)
                if a["amount"] not in (top, top - 2, top - 4):
                    continue
        out.append(a)
    return out or legal


def _hits(s: State, square: str) -> bool:
    return bool(hits(s["souks"], square))


AI = YspahanAI(FAST)


# -- scripted players for tests and benchmarks (they see a view and the legal actions) ------
def lively_move(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    """A random legal move that keeps the game going: roll soon, use rows in every way,
    build and play cards now and then, end the turn otherwise."""
    legal = [a for a in legal if a["type"] != "resign"]
    types = {a["type"] for a in legal}
    if "buy_yellow" in types and rng.random() < 0.3:
        return {"type": "buy_yellow"}
    if "roll" in types and rng.random() < 0.8:
        return {"type": "roll"}
    for kind, chance in (("build", 0.6), ("build_row", 0.3), ("play", 0.25)):
        if kind in types and rng.random() < chance:
            return rng.choice([a for a in legal if a["type"] == kind])
    if view["step"] == "act":
        kinds = sorted(types & {"take_action", "take_card", "move_supervisor", "draw_card"})
        kind = rng.choice(kinds)
        return rng.choice([a for a in legal if a["type"] == kind])
    if "end_turn" in types:
        return {"type": "end_turn"}
    return rng.choice(legal)


def typed_random_move(legal: Sequence[Action], rng: random.Random) -> Action:
    """A random legal action, by type first (so cards, builds and the Supervisor happen)."""
    kinds = sorted({a["type"] for a in legal})
    kind = rng.choice(kinds)
    return rng.choice([a for a in legal if a["type"] == kind])


# How keen ``keen_move`` is on each kind of move (else any legal move, resigning never).
KEEN = {"take_action": 0.7, "place_cube": 1.0, "build": 0.6, "build_row": 0.3,
        "move_supervisor": 0.25, "play": 0.15}


def keen_move(legal: Sequence[Action], rng: random.Random) -> Action:
    """A random move that favours taking rows, placing cubes and building (a busy board)."""
    legal = [a for a in legal if a["type"] != "resign"]
    for kind, keen in KEEN.items():
        picks = [a for a in legal if a["type"] == kind]
        if picks and rng.random() < keen:
            return rng.choice(picks)
    return rng.choice(legal)


__all__ = ["AI", "KEEN", "YspahanAI", "YspahanEngine", "keen_move", "lively_move", "prune",
           "typed_random_move"]
