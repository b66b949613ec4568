"""Random players for tests and benchmarks: any game, from its declared specs alone."""

from __future__ import annotations

import random
from typing import Any

from games.base import CARDS, INT, INTS, Engine, Param, RuleError, is_template


def random_value(param: Param, template: dict[str, Any], rng: random.Random) -> Any:
    """A random value of a composed parameter (bounds from the spec and template hints)."""
    if param.domain == INT:
        low = template.get(f"{param.name}_min", param.min_value or 0)
        high = template.get(f"{param.name}_max",
                            param.max_value if param.max_value is not None else 20)
        return rng.randint(low, high)
    if param.domain == INTS:
        length = param.length or 3
        if isinstance(template.get(f"{param.name}_of"), list):  # an order of given values
            return rng.sample(template[f"{param.name}_of"], len(template[f"{param.name}_of"]))
        if isinstance(template.get(f"{param.name}_total"), int):  # a split of a total
            cuts = sorted(rng.randint(0, template[f"{param.name}_total"]) for _ in range(length - 1))
            edges = [0, *cuts, template[f"{param.name}_total"]]
            return [b - a for a, b in zip(edges, edges[1:], strict=False)]
        return [rng.randint(0, 25) for _ in range(length)]
    if param.domain == CARDS:
        size = template.get("count", rng.randint(0, 3))
        out: dict[str, int] = {}
        for _ in range(size):
            item = rng.choice(param.items)
            out[item] = out.get(item, 0) + 1
        return out
    raise ValueError(f"{param.domain} is not a composed domain")


def concrete(engine: Engine, state: dict, seat: int, action: dict, rng: random.Random,
             tries: int = 40) -> dict | None:
    """A legal concrete action for a listed one (itself, or a completed template; None if no
    random completion was accepted within ``tries``)."""
    if not is_template(action):
        return action
    spec = engine.spec(action["type"])
    if spec is None:
        return None
    for _ in range(tries):
        choice = {}
        for p in spec.params:
            if p.composed:
                choice[p.name] = random_value(p, action, rng)
            elif p.name in action:
                values = action[p.name]
                choice[p.name] = rng.choice(values) if isinstance(values, list) else values
        candidate = engine.complete(action, choice)
        try:
            engine.check(state, seat, candidate)
        except RuleError:
            continue
        return candidate
    return None


def random_move(engine: Engine, state: dict, rng: random.Random) -> tuple[int, dict] | None:
    """A random legal non-resign action of a random waiting seat (None: nobody can move)."""
    moves = [(seat, a) for seat in engine.to_act(state)
             for a in engine.legal_actions(state, seat) if a.get("type") != "resign"]
    rng.shuffle(moves)
    for seat, action in moves:
        done = concrete(engine, state, seat, action, rng)
        if done is not None:
            return seat, done
    return None
