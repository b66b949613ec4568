"""A game's command group, generated from what its engine declares — no game writes its own:

- ``/<game> new`` with the engine's ``options`` (and, for a game with AI players, ``ai:``
  seats for the table's AI at a ``level:``);
- ``/<game> <group>`` for every board group whose moves take typed values
  (``/caravane bid amount:7``, ``/catan discard cards:…``, ``/catan trade give: get:``): one
  option per composed parameter, and a ``move`` option (its autocomplete lists your legal
  moves of that group) where the group holds more than the one form.

Every other move is one click on the board or one pick in ``/play``, whose autocomplete
already narrows all your legal moves as you type ("road c3"): a command per board button
would only repeat it, and crowd the command list (``/catan`` had 19 subcommands).

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
from table.ai import DEFAULT_LEVEL, LEVELS, offered
from table.kind import GameKind
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService


# ``/<game> new``'s own options for the AI (no engine names an option so).
AI_OPTION, LEVEL_OPTION = "ai", "level"


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
        await service.lobby.new_lobby(interaction, kind, options, ai=values.get(AI_OPTION) or 0,
                                      level=values.get(LEVEL_OPTION) or DEFAULT_LEVEL)

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
    levels = offered(kind.key)
    if levels:  # the table's AI in some of the chairs
        most = kind.engine.max_players - 1
        params.append(inspect.Parameter(AI_OPTION, inspect.Parameter.KEYWORD_ONLY, default=None,
                                        annotation=Optional[app_commands.Range[int, 0, most]]))  # noqa: UP045
        params.append(inspect.Parameter(LEVEL_OPTION, inspect.Parameter.KEYWORD_ONLY,
                                        default=None, annotation=Optional[str]))  # noqa: UP045
        descriptions[AI_OPTION] = lstr(t("param-ai-seats"), "table", "param-ai-seats")
        descriptions[LEVEL_OPTION] = lstr(t("param-ai-level"), "table", "param-ai-level")
        choices[LEVEL_OPTION] = [
            app_commands.Choice(name=lstr(t(f"ai-level-{level}"), "table", f"ai-level-{level}"),
                                value=level) for level in LEVELS if level in levels]
    new.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    new.__discord_app_commands_param_description__ = descriptions  # type: ignore[attr-defined]
    new.__discord_app_commands_param_choices__ = choices  # type: ignore[attr-defined]
    command: app_commands.Command[Any, ..., None] = app_commands.Command(
        name="new", description=lstr(ui.text("new-help") if ui.has_text("new-help")
                                     else kind.title, kind.key, "new-help"),
        callback=new, parent=group)
    group.add_command(command)
    for key in _board_groups(kind):
        group.add_command(_group_command(service, kind, group, key))
    return group


def _board_groups(kind: GameKind) -> list[str]:
    """The board groups worth a command of their own: those whose moves take typed values."""
    typed = kind.ui.typed_groups
    keys: list[str] = []
    for spec in kind.engine.action_specs:
        if not spec.board or spec.key in keys or spec.key == "new":
            continue
        if (spec.key in typed) if typed is not None else any(p.composed for p in spec.params):
            keys.append(spec.key)
    return keys[:24]


def _needs_move(kind: GameKind, key: str) -> bool:
    """Whether the group offers more than one form to fill in: several kinds of move, or
    choices made before the typed values (whom a trade is offered to)."""
    specs = [s for s in kind.engine.action_specs if s.key == key]
    return len(specs) > 1 or any(not p.composed for s in specs for p in s.params)


def _help(kind: GameKind, key: str, fallback: str) -> app_commands.locale_str:
    ui = kind.ui
    return lstr(ui.text(key) if ui.has_text(key) else fallback, kind.key, key)


def _group_command(service: TableService, kind: GameKind, parent: app_commands.Group,
                   key: str) -> app_commands.Command[Any, Any, Any]:
    composed: list[str] = []
    for spec in kind.engine.action_specs:
        if spec.key == key:
            composed += [p.name for p in spec.params if p.composed and p.name not in composed]
    with_move = _needs_move(kind, key)

    async def shortcut(interaction: discord.Interaction, move: str | None = None,
                       **typed: Any) -> None:
        await service.keyboard.play(interaction, move, key, {k: str(v) for k, v in typed.items()
                                                    if v is not None})

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    descriptions: dict[str, Any] = {}
    if with_move:
        params.append(inspect.Parameter("move", inspect.Parameter.KEYWORD_ONLY, default=None,
                                        annotation=Optional[str]))  # noqa: UP045 (a runtime value)
        descriptions["move"] = _help(kind, f"shortcut-{key}-move-help",
                                     "Start typing: your legal moves are suggested")
    for name in composed:
        params.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=None,
                                        annotation=Optional[str]))  # noqa: UP045
        descriptions[name] = _help(kind, f"shortcut-{key}-{name}-help", name)
    shortcut.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    shortcut.__discord_app_commands_param_description__ = descriptions  # type: ignore[attr-defined]
    command: app_commands.Command[Any, ..., None] = app_commands.Command(
        name=key.replace("_", "-")[:32],
        description=_help(kind, f"shortcut-{key}-help", kind.ui.text(f"group-{key}") or key),
        callback=shortcut, parent=parent)

    if with_move:
        @command.autocomplete("move")
        async def _moves(interaction: discord.Interaction,
                         current: str) -> list[app_commands.Choice[str]]:
            return [app_commands.Choice(name=label[:100], value=value[:100])
                    for label, value in await service.keyboard.play_choices(interaction, current,
                                                                            key)]

    return command
