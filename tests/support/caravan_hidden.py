"""What is hidden in a Caravan state: the order of the bag (and the RNG)."""

from __future__ import annotations

import random


def scramble(state: dict, rng: random.Random) -> dict:
    out = dict(state, bag=list(state["bag"]), rng=rng.randrange(2**40))
    rng.shuffle(out["bag"])
    return out
