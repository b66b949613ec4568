"""What is hidden in a Catan state: which cards a hand holds (not how many), which
development cards (not how many), the deck's order, private notes and the RNG; in Traders &
Barbarians also the order of the face-down commodity stacks."""

from __future__ import annotations

import copy
import random

from games.catan import rules as R
from games.catan.traders.engine import DEV_NAMES as TRADERS_DEV


def _reshape(counts: list[int], rng: random.Random) -> list[int]:
    out = [0] * len(counts)
    for _ in range(sum(counts)):
        out[rng.randrange(len(out))] += 1
    return out


def scramble(state: dict, rng: random.Random) -> dict:
    out = copy.deepcopy(state)
    out["res"] = [_reshape(hand, rng) for hand in out["res"]]
    out["dev"] = [_reshape(cards, rng) for cards in out["dev"]]
    out["bought"] = [0] * 5 if not any(state["bought"]) else out["bought"]
    rng.shuffle(out["deck"])
    out["secret"] = [[] for _ in out["secret"]]
    out["rng"] = rng.randrange(2**40)
    for stack in out.get("stacks", {}).values():
        rng.shuffle(stack)
    return out


def _deal(pool: list[int], sizes: dict[int, int], start: dict[int, list[int]]
          ) -> tuple[dict[int, list[int]], list[int]]:
    """``pool`` (indices, shuffled) dealt out: each seat gets ``sizes[seat]`` on top of
    ``start[seat]``; what is left over comes back in its order."""
    out, at = {}, 0
    for seat, size in sizes.items():
        row = list(start[seat])
        for i in pool[at:at + size]:
            row[i] += 1
        out[seat], at = row, at + size
    return out, pool[at:]


def scramble_others(state: dict, seat: int, rng: random.Random) -> dict:
    """A scramble of the other seats' hidden information only; ``seat``'s own hand,
    development cards and notes stay its own, and everything public stays: each hand's
    size, the bank (so the others' cards are pooled and dealt back, not re-drawn), the
    hands an open trade offer vouches for, and
    the development cards in play (the others' unplayed ones and the deck are shuffled
    together and dealt back; a card bought this turn stays with its buyer)."""
    out = scramble(state, rng)  # the deck order, stacks, notes and RNG
    others = [q for q in range(len(state["res"])) if q != seat]
    # An open offer shows that its proposer, and whoever accepted or countered, hold the
    # cards of it: their hands stay (the seat's confirmations depend on them).
    offer = state.get("offer")
    bound = set() if offer is None else {offer["from"]} | {
        q for q, answer in enumerate(offer["answers"]) if answer not in (None, "decline")}
    free = [q for q in others if q not in bound]
    res_pool = [r for q in free for r in range(5) for _ in range(state["res"][q][r])]
    rng.shuffle(res_pool)
    hands, _ = _deal(res_pool, {q: sum(state["res"][q]) for q in free},
                     {q: [0] * 5 for q in free})
    bought = list(state["bought"])
    kept = {q: list(bought) if q == state["turn"] else [0] * 5 for q in others}
    names = R.DEV_CARDS if state["variant"] == "base" else TRADERS_DEV  # the dev slots
    dev_pool = [names.index(c) for c in state["deck"]] + [
        i for q in others for i in range(5) for _ in range(state["dev"][q][i] - kept[q][i])]
    rng.shuffle(dev_pool)
    devs, deck = _deal(dev_pool, {q: sum(state["dev"][q]) - sum(kept[q]) for q in others},
                       kept)
    out["res"] = [hands.get(q, list(state["res"][q])) for q in range(len(state["res"]))]
    out["dev"] = [devs.get(q, list(state["dev"][q])) for q in range(len(state["dev"]))]
    out["deck"] = [names[i] for i in deck]
    out["bought"] = bought
    out["secret"][seat] = copy.deepcopy(state["secret"][seat])
    return out
