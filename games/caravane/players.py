"""Caravane's AI players: what the shared framework (games/ai/) needs to know of the game.

- What a seat knows of the others (``Knowledge``, read once per decision from its log): in
  the standard game every revealed bid and every ±2-gourd square is public, so each
  opponent's tiers are known exactly; in Champions the split is secret, so only the
  gourds each tier must have held (its bids, gains and losses) bound it, and the food bags
  already used are known by value. Bids placed this round are never known.
- ``determinize``: the others' split (Champions), food bags and this round's placed bids
  are sampled within those bounds; everything public is copied from the view.
- ``evaluate``: expected silk per seat — silk held, plus for the stage under way and each
  stage to come the awards each seat can expect from an arrival-time model (squares left
  against gourds per round, bidding rank against the others) — turned into win chances.
- ``candidates``: the amounts of a bid worth telling apart (every one up to 10, then a
  spread, then all-in), the same with the food bag, and for the Champions set-up a few
  splits in proportion to the stages, with the bag of 3 on each tier in turn.
- ``policy``: a quick pacing bid with noise (the opponents' model and the rollouts).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from games.ai import GREEDY, GameAI, Seen, Settings
from games.base import Action, State
from games.caravane.engine import (
    AWARDS,
    ENGINE,
    GOURDS_MINUS,
    GOURDS_PLUS,
    GOURDS_TOTAL,
    STAGE_LENGTHS,
    STANDARD_TIERS,
)

STAGES = len(STAGE_LENGTHS)
BAG_VALUES = (1, 2, 3)
# Champions splits worth trying, tiers I, II, III (each sums to 60).
SPLITS = ((15, 25, 20), (14, 24, 22), (16, 26, 18), (12, 26, 22), (18, 24, 18),
          (13, 27, 20), (17, 23, 20), (20, 22, 18), (10, 28, 22), (20, 20, 20))
# A tier's prior for an opponent's secret split: Dirichlet weights (sum = concentration).
PRIOR = tuple(40 * t / GOURDS_TOTAL for t in STANDARD_TIERS)


# -- what a seat knows of the others -------------------------------------------------------
@dataclass(frozen=True)
class Knowledge:
    """Per seat and tier, what the log shows: the operations on the tier in order (a bid
    spends its amount, ``+`` adds 2, ``-`` takes 2 but not below 0) and the food bag used
    there (its value, 0 if none). ``complete``: the log covers the whole game so far."""

    ops: tuple[tuple[tuple[int | str, ...], ...], ...]
    bags: tuple[tuple[int, ...], ...]
    resigned_order: tuple[int, ...]
    complete: bool


def read_log(seen: Seen) -> Knowledge:
    seats = len(seen.view["players"])
    ops: list[list[list[int | str]]] = [[[] for _ in range(STAGES)] for _ in range(seats)]
    bags = [[0] * STAGES for _ in range(seats)]
    resigned: list[int] = []
    stage, moved = 1, False
    for event in seen.log:
        kind = event.get("type")
        if kind == "moved":
            stage, moved = event["stage"], True
            ops[event["player"]][stage - 1].append(event["amount"])
            if event.get("bag"):
                bags[event["player"]][stage - 1] = event["bag"]
        elif kind == "square" and event["effect"] in (GOURDS_PLUS, GOURDS_MINUS):
            ops[event["player"]][stage - 1].append("+" if event["effect"] == GOURDS_PLUS else "-")
        elif kind == "resigned":
            resigned.append(event["player"])
    complete = moved or seen.view["last_reveal"] is None
    return Knowledge(tuple(tuple(tuple(t) for t in p) for p in ops),
                     tuple(tuple(b) for b in bags), tuple(resigned), complete)


def run_tier(start: int, ops: Sequence[int | str]) -> int:
    """What is left of a tier that held ``start`` after ``ops``."""
    left = start
    for op in ops:
        if op == "+":
            left += 2
        elif op == "-":
            left = max(0, left - 2)
        else:
            left -= op  # type: ignore[operator]
    return left


def least_start(ops: Sequence[int | str]) -> int:
    """The fewest gourds a tier can have started with to pay for all its bids."""
    for start in range(GOURDS_TOTAL + 1):
        left, ok = start, True
        for op in ops:
            if op == "+":
                left += 2
            elif op == "-":
                left = max(0, left - 2)
            elif op > left:  # type: ignore[operator]
                ok = False
                break
            else:
                left -= op  # type: ignore[operator]
        if ok:
            return start
    return GOURDS_TOTAL


def prior_split(rng: random.Random) -> list[int]:
    """A secret split as a player might choose it: around the standard one."""
    weights = [rng.gammavariate(a, 1.0) for a in PRIOR]
    total = sum(weights)
    raw = [GOURDS_TOTAL * w / total for w in weights]
    split = [int(x) for x in raw]
    for k in sorted(range(STAGES), key=lambda k: split[k] - raw[k])[:GOURDS_TOTAL - sum(split)]:
        split[k] += 1
    return split


def sample_split(ops: Sequence[Sequence[int | str]], stage: int, rng: random.Random) -> list[int]:
    """A split that could have paid for every bid seen in the stages played so far."""
    need = [least_start(ops[k]) for k in range(stage)]
    for _ in range(40):
        split = prior_split(rng)
        if all(split[k] >= need[k] for k in range(stage)):
            return split
    # Unusual bids: the least the past needed, the rest spread like the prior.
    split = list(need) + [0] * (STAGES - stage)
    rest = GOURDS_TOTAL - sum(need)
    if rest < 0:  # more than 60 seen (cannot happen with a real log): trim the current
        split[stage - 1] = max(0, split[stage - 1] + rest)
        return split
    weights = [PRIOR[k] for k in range(stage - 1, STAGES)]
    for k, w in zip(range(stage - 1, STAGES), weights, strict=True):
        split[k] += int(rest * w / sum(weights))
    split[STAGES - 1] += GOURDS_TOTAL - sum(split)
    return split


# -- the evaluation --------------------------------------------------------------------------
def _ahead(values: Sequence[float], i: int, scale: float) -> float:
    """How many of the others are expected above ``values[i]`` (a smooth count)."""
    mine, total = values[i], 0.0
    for j, other in enumerate(values):
        if j != i:
            x = (other - mine) / scale
            total += 0.0 if x < -30 else 1.0 if x > 30 else 1.0 / (1.0 + math.exp(-x))
    return total


@lru_cache(maxsize=1 << 14)
def expected_awards(squares: tuple[int, ...], gourds: tuple[int, ...],
                    awards: tuple[int, ...]) -> tuple[float, ...]:
    """Expected award of each racer in a stage: ``squares`` to their palace, ``gourds`` to
    bid with, ``awards`` the places still to be paid (best first).

    Each racer spreads its gourds over the rounds it needs; its bid per round against the
    others' gives an expected rank and so squares per round; the rounds it needs give an
    arrival time, and the arrival times against each other an expected place (smoothly,
    so one gourd or one square more is always worth something)."""
    count = len(squares)
    if count == 0:
        return ()
    if count == 1:
        return (float(awards[0]) if awards else 0.0,)
    mean_speed = (count + 1) / 2
    rounds = [d / mean_speed for d in squares]
    for _ in range(3):
        bids = [g / (r if r > 1.0 else 1.0) for g, r in zip(gourds, rounds, strict=True)]
        scale = 0.6 + 0.25 * sum(bids) / count
        rounds = [squares[i] / (count - _ahead(bids, i, scale)) for i in range(count)]
    return tuple(_award_at(awards, _ahead_late(rounds, i)) for i in range(count))


def _ahead_late(rounds: Sequence[float], i: int) -> float:
    """How many racers are expected to arrive before racer ``i``."""
    mine, total = rounds[i], 0.0
    spread = 0.6 + 0.12 * mine
    for j, other in enumerate(rounds):
        if j != i:
            x = (mine - other) / spread
            total += 0.0 if x < -30 else 1.0 if x > 30 else 1.0 / (1.0 + math.exp(-x))
    return total


def _award_at(awards: Sequence[int], place: float) -> float:
    """The award of a fractional place (0 = first), linear between places."""
    if not awards:
        return 0.0
    low = min(int(place), len(awards) - 1)
    high = min(low + 1, len(awards) - 1)
    frac = min(1.0, place - low)
    return awards[low] * (1 - frac) + awards[high] * frac


def expected_silk(state: State) -> tuple[list[float], float]:
    """Silk each seat may expect at the end, and how much is still at stake."""
    players = state["players"]
    active = [i for i, p in enumerate(players) if not p["resigned"]]
    value = [float(p["silk"]) for p in players]
    stakes = 0.0
    champions = state["variant"] == "champions"
    first_future = 1
    if state["phase"] == "race":
        tier = state["stage"] - 1
        palace = STAGE_LENGTHS[tier] + 1
        racing = [i for i in active if players[i]["pos"] < palace]
        done = len(state["arrivals"][tier])
        awards = AWARDS[tier][done:len(active)]
        gourds = tuple(players[i]["tiers"][tier] + _bag_left(players[i], tier, champions)
                       for i in racing)
        got = expected_awards(tuple(palace - players[i]["pos"] for i in racing), gourds, awards)
        for i, silk in zip(racing, got, strict=True):
            value[i] += silk
        if awards:
            stakes += awards[0] - awards[-1] + 0.3 * sum(palace - players[i]["pos"] for i in racing) / 10
        first_future = state["stage"] + 1
    for stage in range(first_future, STAGES + 1):
        tier = stage - 1
        awards = AWARDS[tier][:len(active)]
        stakes += awards[0] - awards[-1] + 0.3 * (STAGE_LENGTHS[tier] + 1) / 10 * len(active)
        if not champions and state["phase"] == "race":
            continue  # every tier to come starts equal for all: no one's advantage
        gourds = tuple(_tier_at_start(state, players[i], tier) for i in active)
        got = expected_awards((STAGE_LENGTHS[tier] + 1,) * len(active), gourds, awards)
        for i, silk in zip(active, got, strict=True):
            value[i] += silk
    return value, stakes


def _bag_left(player: dict, tier: int, champions: bool) -> int:
    if not champions or player["bags"] is None or player["bags_used"][tier]:
        return 0
    return player["bags"][tier]


def _tier_at_start(state: State, player: dict, tier: int) -> int:
    if state["phase"] == "setup" and player["setup"] is None:
        return STANDARD_TIERS[tier] + (2 if state["variant"] == "champions" else 0)
    return player["tiers"][tier] + _bag_left(player, tier, state["variant"] == "champions")


def win_chances(state: State) -> list[float]:
    players = state["players"]
    value, stakes = expected_silk(state)
    active = [i for i, p in enumerate(players) if not p["resigned"]]
    temperature = 0.8 + 0.5 * math.sqrt(max(stakes, 0.0))
    best = max(value[i] for i in active)
    weights = [math.exp((value[i] - best) / temperature) if i in active else 0.0
               for i in range(len(players))]
    total = sum(weights)
    return [w / total for w in weights]


# -- bids ---------------------------------------------------------------------------------------
def bid_amounts(most: int) -> list[int]:
    """The amounts worth telling apart, 0..``most``."""
    amounts = set(range(min(most, 10) + 1))
    amounts.update(range(12, min(most, 20) + 1, 2))
    amounts.update(range(25, most + 1, 5))
    amounts.add(most)
    return sorted(amounts)


def pace_bid(gourds: int, squares: int, racers: int, rng: random.Random) -> int:
    """A quick bid: the gourds spread over the rounds still needed, with noise; near the
    palace, a good part of what is left (it is lost when the stage ends)."""
    if gourds <= 0 or racers <= 1:
        return 0
    rounds = max(1.0, squares / ((racers + 1) / 2))
    if squares <= racers and rng.random() < 0.5:
        return rng.randint(gourds // 2, gourds)
    bid = gourds / rounds * rng.uniform(0.2, 1.8)
    return max(0, min(gourds, int(bid + rng.random())))


class CaravaneAI(GameAI):
    settings = {
        "casual": Settings(GREEDY, samples=2, ceiling=0.5),
        "standard": Settings(GREEDY, samples=4, model="casual", ceiling=0.45),
        "hard": Settings(GREEDY, samples=8, model="standard", model_samples=4, ceiling=1.8),
    }

    def budget(self, settings: Settings, seen: Seen) -> Settings:
        """Modelling costs grow with the seats that answer at the same time (each models
        the others in turn): fewer samples when more of them bid, so that a five-seat
        table thinks about as long as a two-seat one."""
        if settings.model is None:
            return settings
        setup = seen.view["phase"] == "setup"
        bidding = sum(1 for p in seen.view["players"]
                      if p["seat"] != seen.seat and not p["resigned"]
                      and (not p["set_up"] if setup else p["travelling"]))
        if bidding <= 1:
            return settings
        scale = 2 if bidding == 2 else 4
        return replace(settings, samples=max(2, settings.samples // scale),
                       model_samples=max(1, settings.model_samples // scale))

    # -- what the seat may know ----------------------------------------------------------
    def sampler(self, seen: Seen):
        """Determinizations for the search, lighter to copy (the engine copies the whole
        state on every move): the last reveal and the palaces of finished stages, which the
        rules never read again, are left out. ``determinize`` keeps them (its view must
        be the seat's)."""
        known = read_log(seen)

        def sample(rng: random.Random) -> State:
            state = self._determinize(seen, known, rng)
            state["last_reveal"] = None
            for tier in range(state["stage"] - 1):
                state["arrivals"][tier] = []
            return state

        return sample

    def determinize(self, seen: Seen, rng: random.Random) -> State:
        return self._determinize(seen, read_log(seen), rng)

    def _determinize(self, seen: Seen, known: Knowledge, rng: random.Random) -> State:
        view, me = seen.view, seen.seat
        mine = view["you"]
        stage, champions = view["stage"], view["variant"] == "champions"
        setup_phase = view["phase"] == "setup"
        players = []
        for seat, pub in enumerate(view["players"]):
            pl = {
                "pos": pub["position"], "silk": pub["silk"], "tiers": [0, 0, 0], "bags": None,
                "bags_used": list(pub["bags_used"]), "setup": None, "bid": None,
                "bag": pub["bag_announced"], "must_revise": pub["must_revise"],
                "resigned": pub["resigned"],
            }
            if seat == me:
                pl.update(tiers=list(mine["tiers"]), bid=mine["bid"],
                          bags=list(mine["bags"]) if mine["bags"] is not None else None,
                          setup=_copy_setup(mine["setup"]))
            elif champions and pub["set_up"]:
                self._sample_secret_split(pl, known.ops[seat], known.bags[seat],
                                          1 if setup_phase else stage, rng)
            elif not champions:
                pl["tiers"] = self._known_tiers(known, seat, mine["tiers"], stage)
            players.append(pl)
        state = {
            "schema": 1, "game": "caravane", "variant": view["variant"],
            "phase": view["phase"], "stage": stage, "round": view["round"],
            "bank": view["bank"], "players": players,
            "arrivals": [[dict(a) for a in palace] for palace in view["arrivals"]],
            "last_reveal": _copy_reveal(view["last_reveal"]),
            "resigned_order": self._resigned_order(view, known),
            "ended_by": None,
        }
        # Bids placed this round by the others: sampled as the model would bid them.
        for seat, pl in enumerate(players):
            if seat != me and view["players"][seat]["has_bid"]:
                pl["bid"] = self._model_bid(state, seat, rng)
        return state

    @staticmethod
    def _known_tiers(known: Knowledge, seat: int, mine: list[int], stage: int) -> list[int]:
        if known.complete:
            return [0 if k < stage - 1 else max(0, run_tier(STANDARD_TIERS[k], known.ops[seat][k]))
                    for k in range(STAGES)]
        # No log to read (an old game): as many as this seat has, a fair guess.
        return [0 if k < stage - 1 else mine[k] for k in range(STAGES)]

    @staticmethod
    def _sample_secret_split(pl: dict, ops, used_bags, stage: int, rng: random.Random) -> None:
        split = sample_split(ops, stage, rng)
        pl["setup"] = {"tiers": list(split), "bags": []}
        pl["tiers"] = [0 if k < stage - 1 else run_tier(split[k], ops[k]) if k == stage - 1
                       else split[k] for k in range(STAGES)]
        pl["tiers"] = [max(0, t) for t in pl["tiers"]]
        bags = list(used_bags)
        left = [v for v in BAG_VALUES if v not in bags]
        rng.shuffle(left)
        pl["bags"] = [b if b else left.pop() for b in bags]
        pl["setup"]["bags"] = list(pl["bags"])

    @staticmethod
    def _resigned_order(view: Mapping[str, Any], known: Knowledge) -> list[int]:
        gone = [p["seat"] for p in view["players"] if p["resigned"]]
        order = [s for s in known.resigned_order if s in gone]
        return order + [s for s in gone if s not in order]

    def _model_bid(self, state: State, seat: int, rng: random.Random) -> int:
        pl = state["players"][seat]
        tier = state["stage"] - 1
        palace = STAGE_LENGTHS[tier] + 1
        racers = sum(1 for p in state["players"] if not p["resigned"] and p["pos"] < palace)
        return pace_bid(pl["tiers"][tier], palace - pl["pos"], racers, rng)

    # -- judging ------------------------------------------------------------------------------
    def evaluate(self, state: State) -> list[float]:
        return win_chances(state)

    def unmade(self, state: State, seat: int) -> tuple[State, list[int]]:
        """The round's bids placed by the others, taken back (an announced food bag stays
        announced: it is public, and binds the new bid too)."""
        taken = [i for i, p in enumerate(state["players"]) if i != seat and p["bid"] is not None]
        if not taken:
            return state, []
        out = {**state, "players": list(state["players"])}
        for i in taken:
            out["players"][i] = {**state["players"][i], "bid": None, "must_revise": False}
        return out, taken

    def quiet(self, state: State) -> bool:
        return state["phase"] != "race" or all(p["bid"] is None for p in state["players"])

    # -- choosing -----------------------------------------------------------------------------
    def candidates(self, state: State, seat: int, template: Action) -> list[Action]:
        if template["type"] == "setup":
            return [{"type": "setup", "tiers": list(split), "bags": list(bags)}
                    for split in SPLITS for bags in _BAG_ORDERS]
        amounts = bid_amounts(template["amount_max"])
        if template["type"] == "bid_bag":
            amounts = [a for a in amounts if a <= 6] + [a for a in amounts[-1:] if a > 6]
        return [{"type": template["type"], "amount": a} for a in amounts]

    def policy(self, state: State, seat: int, rng: random.Random) -> Action:
        forced = self.engine.forced_action(state, seat)
        if forced is not None:
            return forced
        pl = state["players"][seat]
        if state["phase"] == "setup":
            return {"type": "setup", "tiers": list(rng.choice(SPLITS)),
                    "bags": rng.sample(BAG_VALUES, 3)}
        if pl["must_revise"] and rng.random() < 0.7:
            return {"type": "keep"}
        tier = state["stage"] - 1
        palace = STAGE_LENGTHS[tier] + 1
        racers = sum(1 for p in state["players"] if not p["resigned"] and p["pos"] < palace)
        squares = palace - pl["pos"]
        amount = pace_bid(pl["tiers"][tier], squares, racers, rng)
        bag_open = (state["variant"] == "champions" and pl["bags"] is not None
                    and not pl["bags_used"][tier])
        if pl["bag"] or (bag_open and (squares <= racers
                                       or rng.random() < (racers + 1) / 2 / max(squares, 1))):
            return {"type": "bid_bag", "amount": amount}
        return {"type": "bid", "amount": amount}


def _copy_setup(setup: dict | None) -> dict | None:
    return None if setup is None else {"tiers": list(setup["tiers"]), "bags": list(setup["bags"])}


def _copy_reveal(reveal: dict | None) -> dict | None:
    if reveal is None:
        return None
    return {**reveal, "moves": [dict(m) for m in reveal["moves"]]}


# The food bag of 3 on each tier in turn, the others rising (which of 1 and 2 goes where
# matters far less).
_BAG_ORDERS = ((1, 2, 3), (1, 3, 2), (3, 1, 2))

AI = CaravaneAI(ENGINE)
