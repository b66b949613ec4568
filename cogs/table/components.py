"""Persistent buttons, selects and modals.

Buttons and selects are ``DynamicItem``s registered at start-up: Discord sends the custom id,
the regex in ``ids`` parses it, and the table service routes the click — no in-memory view
has to survive, so components work after restarts and days. Modal submissions are routed
from ``on_interaction`` for the same reason (discord.py only remembers modals it sent itself).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from table.ids import BUTTON_PATTERN, SELECT_PATTERN, ComponentId
from table.words import clip, t

if TYPE_CHECKING:
    from cogs.table.service import TableService

@dataclass(frozen=True)
class ButtonSpec:
    key: str
    label: str
    style: str = "secondary"
    arg: str = ""
    emoji: str | None = None
    disabled: bool = False
    row: int | None = None


@dataclass(frozen=True)
class SelectSpec:
    key: str
    options: Sequence[tuple[str, str]]  # (value, label); at most 25
    placeholder: str = ""  # "": the table's "Choose…" in the current language
    arg: str = ""
    min_values: int = 1
    max_values: int = 1
    row: int | None = None


@dataclass(frozen=True)
class FieldSpec:
    """A text field of a modal."""

    id: str
    label: str
    placeholder: str = ""
    default: str = ""
    required: bool = True
    max_length: int = 40


_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}

def _table(interaction: discord.Interaction) -> TableService:
    """The table service of the bot that received the click (no module globals)."""
    return interaction.client.table  # type: ignore[attr-defined]


class TableButton(discord.ui.DynamicItem[discord.ui.Button], template=BUTTON_PATTERN):
    def __init__(self, cid: ComponentId, label: str = "…", style: str = "secondary",
                 emoji: str | None = None, disabled: bool = False, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(label=label[:80], style=_STYLES.get(style, discord.ButtonStyle.secondary),
                              emoji=emoji, disabled=disabled, custom_id=cid.encode(), row=row)
        )
        self.cid = cid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> TableButton:
        # The template matches only buttons' ids; the check narrows discord.py's Item.
        label = item.label if isinstance(item, discord.ui.Button) else None
        return cls(ComponentId.from_match(match), label=label or "…")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _table(interaction).router.on_component(interaction, self.cid, [])


class TableSelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT_PATTERN):
    def __init__(self, cid: ComponentId, options: Sequence[tuple[str, str]] = (),
                 placeholder: str = "", min_values: int = 1, max_values: int = 1,
                 row: int | None = None) -> None:
        opts = [discord.SelectOption(label=clip(label), value=value[:100])
                for value, label in options] or [discord.SelectOption(label="—", value="-")]
        super().__init__(
            discord.ui.Select(custom_id=cid.encode(), placeholder=placeholder[:150] or None,
                              options=opts,
                              min_values=min(min_values, len(opts)),
                              max_values=min(max_values, len(opts)), row=row)
        )
        self.cid = cid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> TableSelect:
        return cls(ComponentId.from_match(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        values = list(data.get("values", []))
        await _table(interaction).router.on_component(interaction, self.cid, values)


class TableModal(discord.ui.Modal):
    """A modal whose submission is routed by custom id (see module docstring)."""

    def __init__(self, cid: ComponentId, title: str, fields: Sequence[FieldSpec]) -> None:
        super().__init__(title=title[:45], custom_id=cid.encode(), timeout=600)
        for f in fields[:5]:
            self.add_item(discord.ui.TextInput(
                label=f.label[:45], custom_id=f.id, placeholder=f.placeholder[:100] or None,
                default=f.default or None, required=f.required, max_length=f.max_length,
            ))

    async def on_submit(self, interaction: discord.Interaction) -> None:
        # Handled by Router.on_modal_interaction (routing.py) for every modal with our id, whether
        # sent before or after a restart; nothing to do here.
        return


def build_view(game_id: int, stamp: str | int, place: str,
               items: Sequence[ButtonSpec | SelectSpec]) -> discord.ui.View:
    """A timeout-free view of dynamic items (discord.py keeps no per-message state for it).

    Stopped before it is sent: its clicks are routed by custom id (``add_dynamic_items``),
    as after a restart, so discord.py need not track it. Left running, every private menu
    (an ephemeral view) would get a 15-minute timer task holding it, one per answer: the
    bot grew by ~30 MB in a minute under 100 games."""
    view = discord.ui.View(timeout=None)
    for spec in items:
        kind = "b" if isinstance(spec, ButtonSpec) else "s"
        cid = ComponentId(kind, place, game_id, str(stamp), spec.key, spec.arg)
        if isinstance(spec, ButtonSpec):
            view.add_item(TableButton(cid, spec.label, spec.style, spec.emoji, spec.disabled, spec.row))
        else:
            view.add_item(TableSelect(cid, spec.options, spec.placeholder or t("menu-choose"),
                                      spec.min_values, spec.max_values, spec.row))
    view.stop()
    return view


def modal_fields(interaction: discord.Interaction) -> dict[str, str]:
    """Text-input values of a modal submission, by field id."""
    out: dict[str, str] = {}

    def walk(components: list[dict[str, Any]]) -> None:
        for c in components:
            if "components" in c:
                walk(c["components"])
            if "component" in c:  # label wrapper (components v2)
                walk([c["component"]])
            if c.get("custom_id") and "value" in c:
                out[c["custom_id"]] = str(c["value"])

    data: dict[str, Any] = dict(interaction.data or {})
    walk(list(data.get("components", [])))
    return out

