"""A game's command group, generated from what its engine declares — no game writes its own:

- ``/<game> new`` with the engine's ``options``;
- ``/<game> <group>`` for every board group (``/caravane bid amount:7``,
  ``/caravan camel move:…``): a ``move`` option whose autocomplete lists your legal moves of
  that group, plus one typed option per composed parameter of its templates.

discord.py reads a command's parameters from its callback's signature, so each callback gets
a signature built from the declarations (and the choices and descriptions discord.py's
decorators would have attached).
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands

from cogs.table.translator import lstr
from table.kind import GameKind

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
        name=kind.key, description=lstr(ui.text("description") if ui.has_text("description")
                                         else kind.title, kind.key, "description"),
        guild_only=True)

    async def new(interaction: discord.Interaction, **values: Any) -> None:
        options = {}
        for option in kind.engine.options:
            value = values.get(option.name)
            if value is None:
                value = option.default
            if value is not None:
                options[option.name] = value
        await service.lobby.new_lobby(interaction, kind, options)

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    descriptions: dict[str, Any] = {}
    choices: dict[str, list[app_commands.Choice[str]]] = {}
    for option in kind.engine.options:
        params.append(inspect.Parameter(option.name, inspect.Parameter.KEYWORD_ONLY,
                                        default=None, annotation=Optional[_annotation(option)]))  # noqa: UP045 (a runtime value, not an annotation)
        key = f"option-{option.name}-help"
        descriptions[option.name] = lstr(ui.text(key) if ui.has_text(key) else option.name,
                                         kind.key, key)
        if option.kind == "choice" and option.choices:
            choices[option.name] = [
                app_commands.Choice(name=lstr(ui.text(f"option-{option.name}-{v}") if ui.has_text(
                    f"option-{option.name}-{v}") else str(v), kind.key, f"option-{option.name}-{v}"),
                    value=str(v))
                for v in option.choices][:25]
    new.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    new.__discord_app_commands_param_description__ = descriptions  # type: ignore[attr-defined]
    new.__discord_app_commands_param_choices__ = choices  # type: ignore[attr-defined]
    command = app_commands.Command(
        name="new", description=lstr(ui.text("new-help") if ui.has_text("new-help")
                                     else kind.title, kind.key, "new-help"),
        callback=new, parent=group)
    group.add_command(command)
    for key in _board_groups(kind):
        group.add_command(_group_command(service, kind, group, key))
    return group


def _board_groups(kind: GameKind) -> list[str]:
    keys: list[str] = []
    for spec in kind.engine.action_specs:
        if spec.board and spec.key not in keys and spec.key != "new":
            keys.append(spec.key)
    return keys[:24]


def _group_command(service: TableService, kind: GameKind, parent: app_commands.Group,
                   key: str) -> app_commands.Command[Any, Any, Any]:
    ui = kind.ui
    composed: list[str] = []
    for spec in kind.engine.action_specs:
        if spec.key == key:
            composed += [p.name for p in spec.params if p.composed and p.name not in composed]

    async def shortcut(interaction: discord.Interaction, move: str | None = None,
                       **typed: Any) -> None:
        await service.keyboard.play(interaction, move, key, {k: str(v) for k, v in typed.items()
                                                    if v is not None})

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction),
              inspect.Parameter("move", inspect.Parameter.KEYWORD_ONLY, default=None,
                                annotation=Optional[str])]  # noqa: UP045 (a runtime value)
    descriptions: dict[str, Any] = {"move": lstr(
        ui.text("shortcut-move-help") if ui.has_text("shortcut-move-help")
        else "Start typing: your legal moves are suggested", kind.key, "shortcut-move-help")}
    for name in composed:
        params.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=None,
                                        annotation=Optional[str]))  # noqa: UP045
        help_key = f"shortcut-{key}-{name}-help"
        descriptions[name] = lstr(ui.text(help_key) if ui.has_text(help_key) else name,
                                  kind.key, help_key)
    shortcut.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    shortcut.__discord_app_commands_param_description__ = descriptions  # type: ignore[attr-defined]
    label = ui.text(f"group-{key}")
    command = app_commands.Command(name=key.replace("_", "-")[:32],
                                   description=lstr(label or key, kind.key, f"group-{key}"),
                                   callback=shortcut, parent=parent)

    @command.autocomplete("move")
    async def _moves(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=label[:100], value=value[:100])
                for label, value in await service.keyboard.play_choices(interaction, current, key)]

    return command
