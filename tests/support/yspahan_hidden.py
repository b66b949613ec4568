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


def scramble_others(state: dict, seat: int, rng: random.Random) -> dict:
    """What ``seat`` cannot know, changed: the other hands and the deck dealt anew from their
    cards (every count kept), the others' secret camel answers redrawn and the RNG reseeded.
    ``seat``'s own hand and answers stay. An answer is only redrawn where that leaves the
    same seats still to answer (who is still asked is public)."""
    out = copy.deepcopy(state)
    others = [pl for i, pl in enumerate(out["players"]) if i != seat]
    pool = [card for pl in others for card in pl["hand"]] + list(out["deck"])
    rng.shuffle(pool)
    for pl in others:
        size = len(pl["hand"])
        pl["hand"], pool = sorted(pool[:size]), pool[size:]
    out["deck"] = pool
    if out["pending"] is not None:
        from games.yspahan.engine import ENGINE

        before = ENGINE.to_act(out)
        for cube in out["pending"]["cubes"]:
            if cube["owner"] != seat and cube["choice"] is not None:
                old = cube["choice"]
                cube["choice"] = rng.choice(["pay", "send"])
                if ENGINE.to_act(out) != before:
                    cube["choice"] = old
    out["rng"] = rng.randrange(2**40)
    return out
