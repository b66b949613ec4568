"""What is hidden in a Yspahan state: which cards each hand holds (not how many), the deck's
order and contents (not its size), the secret camel-for-cube answers not yet resolved, and
the RNG. The discard pile is public (every discarded card was shown when played)."""

from __future__ import annotations

import copy
import random


def scramble(state: dict, rng: random.Random) -> dict:
    out = copy.deepcopy(state)
    hands = [pl["hand"] for pl in out["players"]]
    pool = [card for hand in hands for card in hand] + list(out["deck"])
    rng.shuffle(pool)
    for pl in out["players"]:
        size = len(pl["hand"])
        pl["hand"], pool = sorted(pool[:size]), pool[size:]
    out["deck"] = pool
    if out["pending"] is not None:
        for cube in out["pending"]["cubes"]:
            if cube["choice"] is not None:
                cube["choice"] = rng.choice(["pay", "send"])
    out["rng"] = rng.randrange(2**40)
    return out
