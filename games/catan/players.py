"""Catan's AI players (base game and Traders & Barbarians): the game's ``GameAI``.

The parts live in ``games/catan/ai/`` (see its docstring); this module puts them together:

- ``determinize`` / ``sampler``: ``ai.determinize`` (opponents' hands dealt by the public
  counts and what the log tells; development cards, deck, stacks and dice re-drawn);
- ``evaluate``: ``ai.evaluation`` — win chances from each seat's score; an open trade offer
  is judged by the deal it will likely close with;
- ``candidates``: discards that keep a build's cards, counters that ask a little more;
  trade offers only through ``hard``'s own search (the template gives none);
- ``actions``: the legal actions less the hopeless (bank trades that bring no build nearer,
  all but the best few barbarian and wagon moves);
- ``policy``: ``ai.policy`` (rollouts and the opponents' model).

Levels: ``casual`` is a one-ply choice by the evaluation, played loosely (a move is taken
with a chance that falls off with how much less it is worth: near-equal moves vary, clear
blunders stay rare); ``standard`` and ``hard`` play each candidate out to the end of their
own turn (``ai.planner``) over several determinizations, and ``hard`` proposes trades too. Every level answers every trade offer by
its evaluation (accept, decline or counter) and uses bank and harbour trades.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence

from games.ai import GameAI, Seen, Settings
from games.base import Action, State, is_template
from games.catan import ENGINE
from games.catan import rules as R

from .ai import choices as C
from .ai import determinize as D
from .ai import evaluation as E
from .ai import planner
from .ai.planner import PLAN, Plan
from .ai.policy import policy as quick_policy
from .ai.policy import road_score
from .ai.wagons import barbarian_moves, ranked_moves

LOOSE = "loose"
WAGON_MOVES = 5  # wagon moves kept for comparison (besides staying)
ROADS = 6  # roads kept for comparison (the most promising by where they lead)


class CatanAI(GameAI):
    settings = {
        "casual": Settings(LOOSE, samples=1, ceiling=0.5),
        "standard": Plan(samples=5, rollout=8, ceiling=0.45),
        "hard": Plan(samples=10, rollout=10, ceiling=1.8, propose=True, deep=True),
    }

    # -- what is hidden ---------------------------------------------------------------------
    def sampler(self, seen: Seen) -> Callable[[random.Random], State]:
        return D.sampler(seen)

    def determinize(self, seen: Seen, rng: random.Random) -> State:
        return D.sampler(seen)(rng)

    # -- how good a state is ----------------------------------------------------------------
    weights: E.Weights = E.WEIGHTS

    def judged_by(self, weights: E.Weights) -> CatanAI:
        """This player with another evaluation (a level's own ``judge``)."""
        if weights is self.weights:
            return self
        other = copy.copy(self)
        other.weights = weights
        return other

    def evaluate(self, state: State) -> Sequence[float]:
        offer = state.get("offer")
        if state["phase"] != "trade" or offer is None:
            return E.evaluate(state, self.weights)
        return _pending_trade(state, offer, self.weights)

    # -- what to consider -------------------------------------------------------------------
    def candidates(self, state: State, seat: int, template: Action) -> list[Action]:
        kind = template["type"]
        hand = list(state["res"][seat])
        if kind == "discard":
            return C.discards(hand, template["count"])
        if kind == "counter_trade" and state.get("offer"):
            found = []
            for a in C.counters(hand, state["offer"]):
                try:
                    self.engine.check(state, seat, a)
                except Exception:  # noqa: BLE001 - a RuleError: not a legal counter here
                    continue
                found.append(a)
            return found
        return []

    def actions(self, state: State, seat: int) -> list[Action]:
        legal = self.engine.legal_actions(state, seat)
        out: list[Action] = []
        wagons: list[Action] = []
        barbarians: list[Action] = []
        roads: list[Action] = []
        for a in legal:
            kind = a["type"]
            if kind == "resign":
                continue
            if is_template(a):
                out.extend(self.candidates(state, seat, a))
            elif kind == "maritime_trade":
                if C.useful_maritime(state, seat, a):
                    out.append(a)
            elif kind == "buy_with_gold":
                if R.RES_INDEX[a["resource"]] in C.needs(list(state["res"][seat]))[:2]:
                    out.append(a)
            elif kind == "build_road":
                roads.append(a)
            elif kind == "move_wagon":
                wagons.append(a)
            elif kind in ("move_barbarian", "keep_barbarian"):
                barbarians.append(a)
            else:
                out.append(a)
        if roads:
            roads.sort(key=lambda a: -road_score(state, seat, a["edge"]))
            out.extend(roads[:ROADS])
        if wagons:
            out.extend(ranked_moves(state, seat, wagons)[:WAGON_MOVES])
        if barbarians:
            out.extend(barbarian_moves(state, seat, barbarians))
        if not out:
            out = [a for a in legal if a["type"] != "resign" and not is_template(a)]
        return out

    def policy(self, state: State, seat: int, rng: random.Random) -> Action:
        legal = self.engine.legal_actions(state, seat)
        return quick_policy(self.engine, state, seat, legal, rng)

    # -- the levels' own search ---------------------------------------------------------------
    def think(self, algorithm: str, seen: Seen, rng: random.Random,
              settings: Settings, clock: Callable[[], float] | None = None) -> Action:
        if algorithm == LOOSE:
            return planner.loose(self, seen, rng, settings)
        if algorithm == PLAN and isinstance(settings, Plan):
            ai = self.judged_by(E.weights(settings.judge))
            return planner.choose(ai, seen, rng, settings, clock)
        return super().think(algorithm, seen, rng, settings, clock)


def _pending_trade(state: State, offer: dict, w: E.Weights) -> list[float]:
    """An open offer: the proposer will likely take the answer that suits it best (an
    acceptance more surely than a counter); the value is the mix of that deal and none."""
    proposer = offer["from"]
    base = E.scores(state, w)
    best: tuple[float, list[float]] | None = None
    for j, ans in enumerate(offer["answers"]):
        if ans is None or ans == "decline":
            continue
        give, get = (offer["give"], offer["get"]) if ans == "accept" else (ans["get"], ans["give"])
        if any(h < g for h, g in zip(state["res"][proposer], give[:5], strict=False)) or \
                any(h < g for h, g in zip(state["res"][j], get[:5], strict=False)):
            continue
        after = E.scores(planner.exchanged(state, proposer, j, give, get), w)
        if after[proposer] <= base[proposer]:
            continue
        sure = 0.85 if ans == "accept" else 0.6
        if best is None or after[proposer] > best[1][proposer]:
            best = (sure, after)
    if best is None:
        return E.win_chances(base)
    sure, after = best
    return [sure * a + (1 - sure) * b
            for a, b in zip(E.win_chances(after), E.win_chances(base), strict=True)]


AI = CatanAI(ENGINE)
