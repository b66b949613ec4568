"""The contract every rules engine follows (see ../shared/DESIGN.md, v2).

An engine is a stateless object whose methods take and return plain JSON-able data:
state is a ``dict`` (what is stored in SQLite), actions and events are small flat dicts such
as ``{"type": "bid", "amount": 7}``. Players are seat indices ``0..n-1``; names, colours and
every word a person reads live above the engine (the game's cog package and its catalogue).

What an engine declares, and the table builds everything else from:

- ``options``: the ``/<game> new`` options (name, kind, choices, default).
- ``action_specs``: every action type with its ordered parameters and their *domain*. The
  table turns them into board buttons (grouped by ``ActionSpec.group``), step-by-step private
  menus (one choice per parameter that still has more than one legal value), a composer for
  the combinatorial domains (``INT`` ranges, ``CARDS`` multisets) and the ``/play`` keyboard
  path. Labels are catalogue keys derived from the type and parameter names, never prose.
- ``legal_actions(state, seat)``: complete and exact. A combinatorial space (a discard, a
  trade offer, a bid, a secret split) is listed once as a **template**: the action with
  ``TEMPLATE: True`` and only its fixed keys; ``complete(template, choice)`` fills it in and
  ``check(state, seat, action)`` says whether the result is legal, without applying it.
- ``apply(state, seat, action) -> (state, events)``: never mutates; raises
  ``RuleError(code, **params)`` and leaves the state untouched.
- events: dicts whose ``"type"`` is their code; an event with ``"private_to": [seats]`` is
  shown only to those seats (a drawn card, a stolen resource).
- ``to_act``, ``is_over``, ``result``, ``view(state, seat | None)`` (None = public: no hidden
  information at all), ``decision_key`` for parallel phases, ``undo_barrier``.
- optionally ``forced_action(state, seat)``: a move with only one possible outcome, which
  the table then plays by itself (default: none); and ``default_action(state, seat)``: what
  the table may play for a seat whose turn clock ran out (default: none).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from games.rng import Seed

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]

# The one marker of a legal-action template, in every game.
TEMPLATE = "template"

# Parameter domains. Board locations are mapped by the game's renderer (highlights) and
# labelled by its UI; the others the table knows how to offer on its own.
SPACE, NODE, EDGE, HEX = "space", "node", "edge", "hex"
SEAT = "seat"          # another player, shown by name
CHOICE = "choice"      # one value of a small named set (a resource, a good, a card)
BOOL = "bool"
INT = "int"            # an integer in [min_value, max_value] (a bid)
CARDS = "cards"        # a multiset over ``items`` (a discard, a side of a trade offer)
INTS = "ints"          # a fixed-length list of integers (a secret split)
LOCATIONS = (SPACE, NODE, EDGE, HEX)
COMPOSED = (INT, CARDS, INTS)  # chosen in the composer, not from a list


class RuleError(Exception):
    """An illegal action: a stable ``code`` and the ``params`` its message needs.

    The text players read comes from the game's message catalogue (``rule-<code>``)."""

    def __init__(self, code: str, /, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return self.code
        inner = ", ".join(f"{k}={v!r}" for k, v in self.params.items())
        return f"{self.code}({inner})"


@dataclass(frozen=True)
class Option:
    """A game option offered on ``/<game> new``.

    ``kind`` is ``"choice"`` (``choices`` lists values; labels are catalogue keys
    ``option-<name>-<value>``), ``"bool"`` or ``"int"``.
    """

    name: str
    kind: str = "choice"
    choices: tuple[str, ...] = ()
    default: Any = None
    min_value: int | None = None
    max_value: int | None = None


@dataclass(frozen=True)
class Param:
    """One parameter of an action type: the action dict's key and the domain of its value.

    ``items`` names the values of a CHOICE or the card kinds of a CARDS multiset;
    ``min_value``/``max_value`` bound an INT (per state, the template may narrow them: the
    template's ``"<name>_max"`` key wins); ``length`` is the size of an INTS list."""

    name: str
    domain: str
    items: tuple[str, ...] = ()
    min_value: int | None = None
    max_value: int | None = None
    length: int = 0

    @property
    def composed(self) -> bool:
        return self.domain in COMPOSED


@dataclass(frozen=True)
class ActionSpec:
    """An action type: its parameters in the order a player chooses them.

    ``group`` is the board button it sits under (several types may share one: Catan's
    "build" holds roads, settlements and cities); by default the type itself.
    ``confirm``: ask "are you sure?" before applying (resigning, ending the game).
    ``board``: False for actions that are never a board button (reached another way,
    e.g. resigning through ``/table resign``).
    ``personal``: only some of the seats that must act may take it (Caravane's "keep my
    bid", for those a food bag reopened): not a public board button, which everyone would
    see; the table offers it in the menu of any board button such a seat clicks.
    ``secret``: what the move chose is hidden from the other seats (a sealed bid, a secret
    split, the cards of a discard worked out from a hand): no public message, button label
    or undo note ever words its parameters, only the action's name."""

    type: str
    params: tuple[Param, ...] = ()
    group: str = ""
    confirm: bool = False
    board: bool = True
    personal: bool = False
    secret: bool = False

    @property
    def key(self) -> str:
        return self.group or self.type

    def param(self, name: str) -> Param:
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(name)


@dataclass(frozen=True)
class Result:
    """Final outcome: seats ordered best first, the winner seats, and a score per seat."""

    ranking: list[int]
    winners: list[int]
    scores: dict[int, Any] = field(default_factory=dict)


def is_template(action: Action) -> bool:
    return bool(action.get(TEMPLATE))


class Engine:
    """Base class of every game's engine. Subclasses override the rule methods."""

    key: str = ""
    min_players: int = 2
    max_players: int = 4
    schema_version: int = 1
    options: tuple[Option, ...] = ()
    action_specs: tuple[ActionSpec, ...] = ()

    # -- the rules ---------------------------------------------------------------------
    def new(self, players: int, seed: Seed, options: dict[str, Any] | None = None) -> State:
        raise NotImplementedError

    def legal_actions(self, state: State, player: int) -> list[Action]:
        """Every action ``player`` may take now, exactly; templates for combinatorial ones."""
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

    # -- templates ------------------------------------------------------------------------
    def complete(self, template: Action, choice: dict[str, Any]) -> Action:
        """The concrete action a template stands for, given the chosen values.

        In a template, a parameter chosen from a list holds that list (e.g. the seats a
        trade may be offered to); a composed parameter is absent; any other key is a hint
        for the composer and its words: ``"count"`` cards to discard, ``"<param>_max"`` /
        ``"<param>_min"`` bounds of an INT, ``"<param>_total"`` the sum of an INTS split,
        ``"<param>_of"`` the values an INTS list orders."""
        return {"type": template["type"], **choice}

    def check(self, state: State, player: int, action: Action) -> None:
        """Raise RuleError when ``action`` is not legal now; nothing is applied."""
        self.apply(state, player, action)

    # -- flow the table needs -------------------------------------------------------------
    def decision_key(self, state: State, player: int) -> str | None:
        """For parallel phases only (several seats act at once, e.g. discards): a key that
        names the decision ``player`` is making and changes whenever their legal actions do.
        A menu drawn for that key stays valid while others act; None = the version rules."""
        return None

    def forced_action(self, state: State, player: int) -> Action | None:
        """A move the table may make for ``player`` without asking: only when ``player`` must
        act and every choice open to them (resigning aside) leads to one and the same
        outcome, so asking would only make the whole table wait — e.g. Caravane's lone
        straggler, whom any bid moves exactly one square. The table applies it through
        ``act`` like any move (logged, published, said so publicly) and asks again after
        each move, so a run of such moves plays out at once. None (the default): the player
        decides. Must return an action ``apply`` accepts."""
        return None

    def default_action(self, state: State, player: int) -> Action | None:
        """What the table plays for ``player`` when their turn clock runs out and the table
        chooses to move on without them: the game's null move where it has one (a pass, an
        end of turn), otherwise the mildest legal choice. It must be an action ``apply``
        accepts whenever ``player`` must act; None when nothing is asked of ``player`` (or
        the game cannot choose for them — then the table offers only replacement)."""
        return None

    def exchange_owner(self, state: State) -> int | None:
        """While the other seats answer a request one seat made (a Catan trade offer): that
        seat. It follows its own exchange, so its coming back to act within it or when it
        closes (to confirm, or after every answer was no) edits the board in place and pings
        nobody; only the seats asked are pinged, once. None (the default): no such request."""
        return None

    def undo_barrier(self, state: State, player: int, action: Action,
                     events: list[Event]) -> bool:
        """True when the action cannot be taken back: it revealed something (a roll, a card)
        or let another player act. ``state`` is the state before the action."""
        return True

    def spec(self, action_type: str) -> ActionSpec | None:
        for spec in self.action_specs:
            if spec.type == action_type:
                return spec
        return None

    # -- persistence ----------------------------------------------------------------------
    def migrate(self, data: dict[str, Any]) -> dict[str, Any]:
        """Bring a stored state from an older ``schema_version`` up to date."""
        return data

    # -- helpers for subclasses -----------------------------------------------------------
    @staticmethod
    def copy_state(state: State) -> State:
        return copy.deepcopy(state)

    def check_player(self, state: State, player: int) -> None:
        if not isinstance(player, int) or not 0 <= player < len(state["players"]):
            raise RuleError("not_in_game")
