"""What is hidden in a Caravane state: bids, gourds per tier, food-bag values, the split."""

from __future__ import annotations

import copy
import random


def scramble(state: dict, rng: random.Random) -> dict:
    out = copy.deepcopy(state)
    for pl in out["players"]:
        pl["tiers"] = [rng.randint(0, 30) for _ in range(3)]
        if pl["bid"] is not None:  # who has bid is public, not how much
            pl["bid"] = rng.randint(0, 30)
        if pl["bags"] is not None:
            pl["bags"] = rng.sample([1, 2, 3], 3)
        if pl["setup"] is not None:
            pl["setup"] = {"tiers": list(pl["tiers"]), "bags": list(pl["bags"] or [1, 2, 3])}
    return out
