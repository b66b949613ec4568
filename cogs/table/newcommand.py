"""``/<game> new``, generated from the engine's declared options — no game writes its own.

discord.py reads a command's parameters from its callback's signature, so the callback gets
a signature built from ``Engine.options`` (and the choices and descriptions discord.py's
decorators would have attached).
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands

from cogs.table.kind import GameKind

if TYPE_CHECKING:
    from cogs.table.service import TableService


def _annotation(option: Any) -> Any:
    if option.kind == "bool":
        return bool
    if option.kind == "int":
        low = option.min_value if option.min_value is not None else 0
        high = option.max_value if option.max_value is not None else 2**53
        return app_commands.Range[int, low, high]
    return str


def new_command_group(service: TableService, kind: GameKind) -> app_commands.Group:
    ui = kind.ui
    group = app_commands.Group(
        name=kind.key, description=(ui.text("description") if ui.has_text("description")
                                    else kind.title)[:100], guild_only=True)

    async def new(interaction: discord.Interaction, **values: Any) -> None:
        options = {}
        for option in kind.engine.options:
            value = values.get(option.name)
            if value is None:
                value = option.default
            if value is not None:
                options[option.name] = value
        await service.new_lobby(interaction, kind, options)

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    descriptions: dict[str, str] = {}
    choices: dict[str, list[app_commands.Choice[str]]] = {}
    for option in kind.engine.options:
        params.append(inspect.Parameter(option.name, inspect.Parameter.KEYWORD_ONLY,
                                        default=None, annotation=Optional[_annotation(option)]))  # noqa: UP045 (a runtime value, not an annotation)
        key = f"option-{option.name}-help"
        descriptions[option.name] = (ui.text(key) if ui.has_text(key) else option.name)[:100]
        if option.kind == "choice" and option.choices:
            choices[option.name] = [
                app_commands.Choice(name=(ui.text(f"option-{option.name}-{v}") if ui.has_text(
                    f"option-{option.name}-{v}") else str(v))[:100], value=str(v))
                for v in option.choices][:25]
    new.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    new.__discord_app_commands_param_description__ = descriptions  # type: ignore[attr-defined]
    new.__discord_app_commands_param_choices__ = choices  # type: ignore[attr-defined]
    command = app_commands.Command(
        name="new", description=(ui.text("new-help") if ui.has_text("new-help")
                                 else f"Open a {kind.title} lobby in this channel")[:100],
        callback=new, parent=group)
    group.add_command(command)
    return group
