"""What is hidden in a Catan state: which cards a hand holds (not how many), which
development cards (not how many), the deck's order, private notes and the RNG; in Traders &
Barbarians also the order of the face-down commodity stacks."""

from __future__ import annotations

import copy
import random


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
