"""The contract every rules engine follows (see ../shared/DESIGN.md).

An engine is a stateless object whose methods take and return plain JSON-able data:
state is a ``dict`` (what is stored in SQLite), actions and events are small dicts such as
``{"type": "bid", "amount": 7}``. Players are seat indices ``0..n-1``; names and colours
live in the table layer, never in the engine.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]


class RuleError(Exception):
    """An illegal action. The message is shown to the player as is, so write it for them."""


@dataclass(frozen=True)
class Option:
    """A game option offered on ``/<game> new``.

    ``kind`` is ``"choice"`` (``choices`` lists ``(value, label)``), ``"bool"`` or ``"int"``.
    """

    name: str
    description: str
    kind: str = "choice"
    choices: tuple[tuple[str, str], ...] = ()
    default: Any = None
    min_value: int | None = None
    max_value: int | None = None


@dataclass(frozen=True)
class Result:
    """Final outcome: seats ordered best first, the winner seats, and a score per seat."""

    ranking: list[int]
    winners: list[int]
    scores: dict[int, Any] = field(default_factory=dict)
    detail: str = ""


class Engine:
    """Base class of every game's engine. Subclasses override the rule methods."""

    key: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 4
    schema_version: int = 1
    options: tuple[Option, ...] = ()

    # -- the rules ---------------------------------------------------------------------
    def new(self, players: int, seed: int, options: dict[str, Any] | None = None) -> State:
        raise NotImplementedError

    def legal_actions(self, state: State, player: int) -> list[Action]:
        """Every action ``player`` may take now, exactly (the UI is built from this)."""
        raise NotImplementedError

    def apply(self, state: State, player: int, action: Action) -> tuple[State, list[Event]]:
        """Return the new state and what happened. Never mutates ``state``.

        Raises RuleError (state untouched) when the action is not legal.
        """
        raise NotImplementedError

    def to_act(self, state: State) -> list[int]:
        """Seats that must act now (they get pinged). Empty when the game is over."""
        raise NotImplementedError

    def is_over(self, state: State) -> bool:
        raise NotImplementedError

    def result(self, state: State) -> Result:
        raise NotImplementedError

    def view(self, state: State, player: int | None) -> dict[str, Any]:
        """What ``player`` may see; ``None`` is the public view (no hidden information)."""
        raise NotImplementedError

    # -- text for people ----------------------------------------------------------------
    def describe_event(self, event: Event, names: list[str]) -> str:
        """One line of plain text for the log, e.g. "Ana bid 4 and moved 5".

        Events are public unless they carry ``"private_to": [seats]``: those lines are shown
        only to the acting seat (if listed), never in the channel.
        """
        return str(event)

    def describe_action(self, action: Action, names: list[str], player: int) -> str:
        """A short line for the action log ("bid", "end turn"). Must not reveal secrets."""
        return str(action.get("type", action))

    def rules_summary(self) -> str:
        return ""

    # -- persistence ----------------------------------------------------------------------
    def to_dict(self, state: State) -> dict[str, Any]:
        return state

    def from_dict(self, data: dict[str, Any]) -> State:
        return data

    def migrate(self, data: dict[str, Any]) -> dict[str, Any]:
        """Bring a stored state from an older ``schema_version`` up to date."""
        return data

    # -- helpers for subclasses -----------------------------------------------------------
    @staticmethod
    def copy_state(state: State) -> State:
        return copy.deepcopy(state)

    def check_player(self, state: State, player: int) -> None:
        if not isinstance(player, int) or not 0 <= player < len(state["players"]):
            raise RuleError("You are not playing in this game.")
