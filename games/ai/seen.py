"""What an AI player is given: one seat's view of the game, never the state."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from games.base import Action, Engine, Event, State


@dataclass(frozen=True)
class Seen:
    """Everything ``seat`` may know, and nothing more.

    ``view`` is ``engine.view(state, seat)``, ``legal`` is ``engine.legal_actions(state,
    seat)`` (templates included) and ``log`` the events this seat may read so far, oldest
    first: the public ones and those private to it (see ``visible``). The state itself —
    other seats' hands and bids, deck orders, the game's RNG — is never here. Treat the
    mappings as read-only: one Seen may be handed to several searches.

    ``game`` is the engine's key (a Seen is plain data, so it pickles into a worker)."""

    game: str
    seat: int
    view: Mapping[str, Any]
    legal: tuple[Action, ...]
    log: tuple[Event, ...] = ()

    @property
    def engine(self) -> Engine:
        from games.registry import engine

        return engine(self.game)


def visible(events: Iterable[Event], seat: int) -> list[Event]:
    """The events ``seat`` may read: public ones and those private to it."""
    return [e for e in events if "private_to" not in e or seat in e["private_to"]]


def observe(engine: Engine, state: State, seat: int, log: Sequence[Event] = ()) -> Seen:
    """The Seen of ``seat`` in ``state``; ``log`` must already be what ``seat`` may read."""
    return Seen(engine.key, seat, engine.view(state, seat),
                tuple(engine.legal_actions(state, seat)), tuple(log))
