"""What a game plugs into the shared table: its engine, its renderer and a few words.

A game's cog package creates one ``GameKind`` (``KIND``); the table does everything else —
lobby, seats, storage, board posting, pings, menus built from ``action_specs``, the
composer, ``/play``, stale-click checks, hand view, resign, log. Nothing here imports
discord: a ``GameUI`` only turns views, values and codes into words and renderer arguments.

Every hook receives a ``view`` (``engine.view(state, seat | None)``), never the raw state, so
a public message cannot show what the public view does not hold.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from games.base import BOOL, CARDS, CHOICE, INTS, SEAT, ActionSpec, Engine, Param, RuleError
from render.common import COLOUR_ORDER
from table import i18n
from table.i18n import Messages

# Button styles by name so game packages need not import discord.
PRIMARY, SECONDARY, SUCCESS, DANGER = "primary", "secondary", "success", "danger"

View = dict[str, Any]
Text = str | Callable[..., str]
Catalogue = Mapping[str, Text]
Renderer = Callable[..., bytes]


def fill(template: Text, params: Mapping[str, Any]) -> str:
    """A catalogue entry with its parameters filled in (a callable gets them as keywords)."""
    if callable(template):
        return template(**params)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


@dataclass(frozen=True)
class Group:
    """How a board button looks: one per ``ActionSpec.key``."""

    key: str
    emoji: str | None = None
    style: str = SECONDARY


class GameUI:
    """Words and pictures of one game, for the table. Override what the defaults lack.

    ``messages`` holds the game's Fluent catalogues, one per language. Keys the table asks
    for:

    - ``title``, ``rules`` (the ``/table rules`` text), ``hand`` (the private-view button)
    - ``option-<name>`` and ``option-<name>-<value>`` for ``/<game> new``
    - ``group-<key>`` (board button), ``action-<type>`` (a step's heading and the fallback
      words for an action), ``param-<type>-<name>`` (the prompt of a choice)
    - ``rule-<code>`` for every ``RuleError`` code, ``event-<type>`` for every event type
      (or override ``event_text``)
    """

    # The game's messages in every language (``cogs/<game>/locales/<lang>.ftl``); a plain
    # ``catalogue`` dict (English only) is still read when there are none (test games).
    messages: Messages | None = None
    catalogue: Catalogue = {}
    groups: Sequence[Group] = ()
    # Button keys of boards posted by earlier versions of the bot → today's group keys.
    legacy_groups: Mapping[str, str] = {}
    # One public button for several groups (Catan's offer: accept, decline and counter for
    # the seats asked, confirm or cancel for the proposer): the board shows the one button,
    # and each clicker's menu holds only the moves of those groups they may make, instead of
    # a row of buttons most players cannot use.
    group_members: Mapping[str, Sequence[str]] = {}
    # Board groups whose moves take typed values (a bid, a split, cards): each is also a
    # command, ``/<game> <group>``, with one option per value. None: every group with a
    # composed parameter; a game whose composed values its menus always offer (so nobody
    # types them) says which, or ``()``.
    typed_groups: Sequence[str] | None = None

    # -- words ------------------------------------------------------------------------------
    def text(self, key: str, /, **params: Any) -> str:
        """The message ``key`` in the current language (``i18n.use_locale``)."""
        if self.messages is not None:
            return self.messages.format(key, params)
        entry = self.catalogue.get(key)
        return key if entry is None else fill(entry, params)

    def has_text(self, key: str) -> bool:
        if self.messages is not None:
            return self.messages.has(key)
        return key in self.catalogue

    def headline(self, view: View) -> str:
        """One line of status shown above the board (stage, round, phase…)."""
        return ""

    def waiting_text(self, view: View, seats: list[int]) -> str:
        """What the pinged players must do, e.g. "your bid, please"."""
        return self.text("waiting") if self.has_text("waiting") else "your move"

    def waiting_line(self, view: View, seats: list[int], names: Sequence[str]) -> str:
        """``waiting_text`` where the players' names are at hand (the board line, the
        reminders): override to name players in it, e.g. who owes how many cards."""
        return self.waiting_text(view, seats)

    def private_text(self, view: View, seat: int, names: Sequence[str]) -> str:
        """The owner's private view as text (``/table hand``)."""
        return ""

    def rule_text(self, error: RuleError, names: Sequence[str]) -> str:
        params = dict(error.params)
        for key in ("player", "seat", "victim"):
            if isinstance(params.get(key), int):
                params[f"{key}_name"] = seat_name(names, params[key])
        return self.text(f"rule-{error.code}", **params)

    def event_text(self, event: dict[str, Any], names: Sequence[str]) -> str:
        """One log line for an event ('' = not worth a line)."""
        params = {k: v for k, v in event.items() if k != "type"}
        if isinstance(params.get("player"), int):
            params["name"] = seat_name(names, params["player"])
        key = f"event-{event.get('type')}"
        return self.text(key, **params) if self.has_text(key) else ""

    def group_label(self, key: str, view: View) -> str:
        """A board button's label (override to word it by phase, e.g. "Place settlement")."""
        return self.text(f"group-{key}")

    def confirm_text(self, action: dict[str, Any], spec: ActionSpec | None, view: View,
                     names: Sequence[str]) -> str | None:
        """A question to confirm before ``action`` is applied, or None to apply at once.
        By default only actions whose spec says ``confirm`` (e.g. resigning) ask."""
        if spec is not None and spec.confirm:
            key = f"confirm-{action.get('type')}"
            return self.text(key) if self.has_text(key) else self.action_text(action, spec, view, names) + "?"
        return None

    def value_label(self, param: Param, value: Any, view: View, names: Sequence[str]) -> str:
        """How one value of a parameter reads in a menu and in ``/play``."""
        if param.domain == SEAT and isinstance(value, int):
            return seat_name(names, value)
        if param.domain == BOOL:
            return self.text("yes") if value else self.text("no")
        if param.domain == CHOICE and self.has_text(f"item-{value}"):
            return self.text(f"item-{value}")
        if param.domain == CARDS and isinstance(value, dict):
            return cards_words(value, self)
        if param.domain == INTS and isinstance(value, list):
            return "/".join(str(v) for v in value)
        if value is None:
            return self.text("nobody") if self.has_text("nobody") else "—"
        return str(value)

    def choice_label(self, action_type: str, param: Param, value: Any, chosen: dict[str, Any],
                     view: View, names: Sequence[str]) -> str:
        """How one value reads as a step of choosing an ``action_type`` move, ``chosen``
        holding what was picked before it (override where the value alone says too little:
        Caravan's "Move good" names the good a square's camel carries, not the square's
        city). By default, ``value_label``."""
        return self.value_label(param, value, view, names)

    def action_text(self, action: dict[str, Any], spec: ActionSpec | None, view: View,
                    names: Sequence[str]) -> str:
        """A legal move in words (``/play`` autocomplete, confirmations, the log)."""
        head = self.text(f"action-{action.get('type')}")
        if spec is None:
            return head
        parts = [self.value_label(p, action[p.name], view, names)
                 for p in spec.params if p.name in action]
        return f"{head}: {', '.join(parts)}" if parts else head

    # -- pictures ---------------------------------------------------------------------------
    def board_highlight(self, view: View) -> dict[str, Any]:
        """Renderer keyword arguments for the public board (e.g. spots in play)."""
        return {}

    def choice_highlight(self, view: View, param: Param, values: list[Any],
                         chosen: dict[str, Any]) -> dict[str, Any] | None:
        """Renderer keyword arguments outlining ``values`` of a location parameter on a
        private image beside a menu step (``chosen``: what was picked before); None = no
        image for this step."""
        return None

    def board_groups(self, view: View, legal_groups: list[str]) -> list[str]:
        """Which board buttons the public board shows, given the groups legal for some seat
        that must act. Override when legality itself is secret (e.g. holding a playable
        card): the board is public, so it may only depend on the public ``view``."""
        return legal_groups

    def board_key(self, group: str) -> str:
        """The board button that holds ``group``'s moves (``group_members``), or ``group``."""
        return next((key for key, members in self.group_members.items() if group in members),
                    group)

    def menu_note(self, group: str, view: View, names: Sequence[str]) -> str | None:
        """A line above the menu of board button ``group`` (``view``: the clicker's private
        view), e.g. why a move the button holds is not among this player's choices."""
        return None

    def empty_group_text(self, group: str, view: View, names: Sequence[str]) -> str | None:
        """The private answer to a board button that holds no move for the clicker
        (``view``: their private view), e.g. what they lack and what it costs. None: the
        table's own answer (not your turn / whose button it is). A game whose board shows
        buttons by public information only (``board_groups``) answers here, so the click
        explains instead of naming who could use the button (which may be secret)."""
        return None

    # -- typed values (composer and keyboard) -----------------------------------------------
    def item_names(self, param: Param) -> dict[str, str]:
        """Words a player may type for each item of a CHOICE/CARDS param (lower case)."""
        out = {}
        for item in param.items:
            out[item.lower()] = item
            if self.has_text(f"item-{item}"):
                out[self.text(f"item-{item}").lower()] = item
            if self.has_text(f"count-{item}"):
                # Every plural form the language uses ("2 cegły", "5 cegieł") reads as the item.
                for n in (1, 2, 5):
                    word = re.sub(r"^\s*\d+\s*|\s*\d+\s*$", "",
                                  self.text(f"count-{item}", n=n)).strip().lower()
                    if word:
                        out.setdefault(word, item)
        return out


def seat_name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"


def cards_words(cards: Mapping[str, int], ui: GameUI) -> str:
    """ "2 brick, 1 ore": a game's ``count-<item>`` message when it has one (plural forms
    differ by language), else the number and the item's name."""
    parts = [ui.text(f"count-{k}", n=n) if ui.has_text(f"count-{k}")
             else f"{n} {ui.text(f'item-{k}') if ui.has_text(f'item-{k}') else k}"
             for k, n in cards.items() if n]
    return ", ".join(parts) or "—"


@dataclass
class GameKind:
    """One game, as the table knows it."""

    engine: Engine
    ui: GameUI
    render_board: Renderer                      # (view, seats, **highlight) -> PNG
    render_private: Renderer | None = None      # (view, seats, seat) -> PNG
    emoji: str = "🎲"
    colour: int = 0xC8A165
    seat_colours: tuple[str, ...] = COLOUR_ORDER

    def __post_init__(self) -> None:
        # The game's renderers (and render workers) find its words by its key.
        if self.ui.messages is not None:
            i18n.register(self.key, self.ui.messages)

    @property
    def key(self) -> str:
        return self.engine.key

    @property
    def title(self) -> str:
        return self.ui.text("title")

