"""What a call of the core did: a status, the game as it now is, what the board owes, and —
when nothing was done — the words that say why (a catalogue key of the table and its
parameters: member names raw, numbers as numbers; the adapter adds the game's title)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection
from dataclasses import dataclass, field
from typing import Any

from games.base import Action, Event, RuleError
from store import GameRecord

# What happened; the adapter words each (``Outcome.words`` says it when nothing was done).
APPLIED = "applied"
NO_GAME = "no_game"          # the game does not exist (any more)
NOT_RUNNING = "not_running"  # lobby, finished or cancelled
NOT_SEATED = "not_seated"    # the actor has no seat in this game
STALE = "stale"              # chosen on a state that has changed since
REFUSED = "refused"          # the engine said no (``error`` holds the RuleError)
NOTHING_TO_UNDO = "nothing_to_undo"  # the last move is not the actor's (or there is none)
BARRIER = "barrier"          # the actor's last move revealed something or let others act
SEATED = "seated"            # the member already has a seat in the game
CLOSED = "closed"            # no longer a lobby (started, cancelled) or no longer open
FULL = "full"                # the lobby has every seat taken
BUSY = "busy"                # the channel already has an open game (``game``: that one)
DENIED = "denied"            # the member may not do this (not the host, not a manager)
HOST = "host"                # the host cannot leave their own lobby

Words = tuple[str, dict[str, Any]]


@dataclass
class Outcome:
    status: str
    action: Action
    seat: int | None = None
    game: GameRecord | None = None
    events: list[Event] = field(default_factory=list)
    error: RuleError | None = None
    waiting_before: list[int] = field(default_factory=list)
    # The seat whose request the others were answering before the move
    # (``Engine.exchange_owner``): with ``waiting_before``, where a chain of forced moves
    # that this move sets going measures its board's debt from.
    returning: int | None = None
    to_act: list[int] = field(default_factory=list)
    over: bool = False
    new_message: bool = False
    undo_barrier: bool = True
    posted: bool = True  # set by the publisher: False when the board could not be posted
    failure: str | None = None  # set by the publisher: why the board could not be posted
    # Moves the table then played by itself (forced); ``game``, ``to_act`` and ``over``
    # above already describe the state after the last of them.
    forced: list[Outcome] = field(default_factory=list)
    # Why nothing was done, in the table's words (None: the status says it all, or the
    # engine's ``error`` does, in the game's words).
    words: Words | None = None

    @property
    def ok(self) -> bool:
        return self.status == APPLIED

    @property
    def public_events(self) -> list[Event]:
        return [e for e in self.events if "private_to" not in e]

    def private_events(self, seat: int) -> list[Event]:
        return [e for e in self.events if seat in e.get("private_to", ())]

    @property
    def ping(self) -> list[int]:
        """Who the new board message mentions: who must act now, never the one who acted."""
        return [s for s in self.to_act if s != self.seat]


def refused(status: str, key: str, game: GameRecord | None = None, seat: int | None = None,
            **params: Any) -> Outcome:
    """Nothing done, and the table's words for why."""
    return Outcome(status, {}, seat, game, words=(key, params))


def needs_new_message(before: list[int], after: list[int], over: bool,
                      returning: int | None = None, robots: Collection[int] = ()) -> bool:
    """A new board message when a person who was not waiting must now act (or at the end);
    otherwise the board is edited in place. ``returning``: the seat whose request the others
    were answering (``Engine.exchange_owner`` before the change): its coming back to act
    is no reason for a new message (it follows its own offer; the board says the answers).
    ``robots``: the seats the AI plays — their turns come and go on the board as it stands
    (several AI seats in a row keep the channel quiet until a person must act)."""
    return over or bool(set(after) - set(before) - {returning} - set(robots))


Publisher = Callable[[Outcome], Awaitable[None]]
# Told of every committed change of a game (the scheduler): the game as saved, and the seat
# whose own move or replacement it was (None: nobody's, e.g. a start).
ChangeHook = Callable[[GameRecord, "int | None"], Awaitable[None]]
