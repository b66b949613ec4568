"""Random completion of legal-action templates, from a game's declared specs alone.

Used by the random player, by the generic fallback for a game's template candidates, and by
tests and benchmarks that play random games. ``concrete`` asks ``engine.check`` whether a
completion is legal, so it needs a state: for an AI player that is a determinized one (a
seat's own actions are legal or not by what the seat knows, so any state consistent with its
view answers alike)."""

from __future__ import annotations

import random
from typing import Any

from games.base import CARDS, INT, INTS, Action, Engine, Param, RuleError, State, is_template


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


def random_completion(engine: Engine, template: Action, rng: random.Random) -> Action | None:
    """One random completion of ``template``, unchecked (None: the game has no such spec)."""
    spec = engine.spec(template["type"])
    if spec is None:
        return None
    choice = {}
    for p in spec.params:
        if p.composed:
            choice[p.name] = random_value(p, template, rng)
        elif p.name in template:
            values = template[p.name]
            choice[p.name] = rng.choice(values) if isinstance(values, list) else values
    return engine.complete(template, choice)


def concrete(engine: Engine, state: State, seat: int, action: Action, rng: random.Random,
             tries: int = 40) -> Action | None:
    """A legal concrete action for a listed one (itself, or a completed template; None if no
    random completion was accepted within ``tries``)."""
    if not is_template(action):
        return action
    for _ in range(tries):
        candidate = random_completion(engine, action, rng)
        if candidate is None:
            return None
        try:
            engine.check(state, seat, candidate)
        except RuleError:
            continue
        return candidate
    return None


def random_move(engine: Engine, state: State, rng: random.Random) -> tuple[int, Action] | None:
    """A random legal non-resign action of a random waiting seat (None: nobody can move).
    It reads the whole state: for tests and benchmarks that drive games, never a player."""
    moves = [(seat, a) for seat in engine.to_act(state)
             for a in engine.legal_actions(state, seat) if a.get("type") != "resign"]
    rng.shuffle(moves)
    for seat, action in moves:
        done = concrete(engine, state, seat, action, rng)
        if done is not None:
            return seat, done
    return None
