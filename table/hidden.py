"""What public words may not say: whether a move's content is hidden from the other seats
(a sealed bid, a discard worked out from the hand), so a board, a clock message or an undo
note names only its kind."""

from __future__ import annotations

from typing import Any

from games.base import Action, Engine, Event, RuleError


def is_secret(engine: Engine, action: Action, events: list[Event] | None = None) -> bool:
    """Whether what ``action`` chose is hidden from the other seats, so no public message
    may word it: the engine declares its type ``secret``, or the move (``events``, what it
    did) told its own seat something nobody else learned."""
    spec = engine.spec(str(action.get("type", "")))
    return bool(spec is not None and spec.secret) or any(
        "private_to" in e for e in events or ())


def default_is_secret(engine: Engine, state: dict[str, Any], seat: int,
                      action: Action) -> bool:
    """Whether the move the table would play for a late ``seat`` words something hidden
    (a discard worked out from the hand, a sealed bid): then the public clock message only
    names its kind. Tried on a copy; a move ``apply`` refuses is judged by its type alone."""
    try:
        _, events = engine.apply(state, seat, action)
    except RuleError:
        events = []
    return is_secret(engine, action, events)
