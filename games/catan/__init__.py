"""Catan: board geometry, board generation and the rules engines of its variants.

The registry sees ONE game, ``catan`` (``ENGINE``). Its option ``variant`` ("base" or
"traders-barbarians") picks the engine at ``new``; every later call is routed by the state's
``variant`` to CatanEngine (engine.py) or TradersEngine (traders/engine.py, a subclass).
``action_specs`` is the union: the base specs (maritime and player trades may also name
gold: the base engine refuses it with ``no_gold_here``) and the Traders & Barbarians ones.
"""

from __future__ import annotations

from typing import Any

from games.base import Action, Engine, Event, Option, Result, RuleError, State
from games.rng import Seed

from .engine import CatanEngine
from .traders.board import VARIANT as TRADERS
from .traders.engine import ACTION_SPECS as TRADERS_SPECS
from .traders.engine import TradersEngine, with_gold

VARIANTS: tuple[str, ...] = ("base", TRADERS)


class CatanGame(Engine):
    """Routes each call to the engine of the state's variant."""

    key = "catan"
    min_players = CatanEngine.min_players
    max_players = CatanEngine.max_players
    schema_version = CatanEngine.schema_version
    options = (*CatanEngine.options, Option("variant", choices=VARIANTS, default="base"))
    action_specs = (*(with_gold(s) for s in CatanEngine.action_specs), *TRADERS_SPECS)

    def __init__(self) -> None:
        self.base = CatanEngine()
        self.traders = TradersEngine()
        self._by_variant: dict[str, CatanEngine] = {"base": self.base, TRADERS: self.traders}

    def of(self, state: State) -> CatanEngine:
        """The engine that runs this state."""
        return self._by_variant[state.get("variant", "base")]

    def new(self, players: int, seed: Seed, options: dict[str, Any] | None = None) -> State:
        opts = dict(options or {})
        variant = opts.pop("variant", "base")
        if variant not in self._by_variant:
            raise RuleError("bad_option", name="variant", value=str(variant))
        return self._by_variant[variant].new(players, seed, opts)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return self.of(state).legal_actions(state, player)

    def apply(self, state: State, player: int, action: Action) -> tuple[State, list[Event]]:
        return self.of(state).apply(state, player, action)

    def check(self, state: State, player: int, action: Action) -> None:
        self.of(state).check(state, player, action)

    def complete(self, template: Action, choice: dict[str, Any]) -> Action:
        return self.base.complete(template, choice)

    def to_act(self, state: State) -> list[int]:
        return self.of(state).to_act(state)

    def is_over(self, state: State) -> bool:
        return self.of(state).is_over(state)

    def result(self, state: State) -> Result:
        return self.of(state).result(state)

    def view(self, state: State, player: int | None) -> dict[str, Any]:
        return self.of(state).view(state, player)

    def decision_key(self, state: State, player: int) -> str | None:
        return self.of(state).decision_key(state, player)

    def default_action(self, state: State, player: int) -> Action | None:
        return self.of(state).default_action(state, player)

    def exchange_owner(self, state: State) -> int | None:
        return self.of(state).exchange_owner(state)

    def undo_barrier(self, state: State, player: int, action: Action,
                     events: list[Event]) -> bool:
        return self.of(state).undo_barrier(state, player, action, events)

    def migrate(self, data: dict[str, Any]) -> dict[str, Any]:
        return self.of(data).migrate(data)

    # Validators the Discord layer and tests call directly.
    def check_offer(self, state: State, player: int, action: Action) -> tuple[list[int], list[int]]:
        return self.of(state).check_offer(state, player, action)

    def check_counter(self, state: State, player: int, action: Action) -> tuple[list[int], list[int]]:
        return self.of(state).check_counter(state, player, action)

    def check_discard(self, state: State, player: int, cards: Any) -> list[int]:
        return self.of(state).check_discard(state, player, cards)

    def points(self, state: State, p: int, hidden: bool = True) -> int:
        return self.of(state).points(state, p, hidden)


ENGINE = CatanGame()

__all__ = ["ENGINE", "VARIANTS", "CatanEngine", "CatanGame", "TradersEngine"]
