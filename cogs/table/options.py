"""Slash-command options as they arrive: a modified client can send any JSON where Discord's
own client sends the declared type (a string where an integer is declared, the id of a user
who is not in the server). Such an option is bad input like any other: found here, before
the command runs, and answered with a clear private message instead of a traceback."""

from __future__ import annotations

from typing import Any

import discord
from discord import AppCommandOptionType as T

SUBCOMMAND, GROUP = 1, 2
# Which part of the interaction's ``resolved`` data must hold the id an option names.
_RESOLVED = {T.user: ("users",), T.channel: ("channels",), T.role: ("roles",),
             T.mentionable: ("users", "roles"), T.attachment: ("attachments",)}


def _leaf_options(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The options of the leaf (sub)command: below any subcommand group and subcommand."""
    options = data.get("options") or []
    while len(options) == 1 and isinstance(options[0], dict) \
            and options[0].get("type") in (SUBCOMMAND, GROUP):
        options = options[0].get("options") or []
    return [o for o in options if isinstance(o, dict)]


def _value_fits(kind: T, value: Any, resolved: dict[str, Any]) -> bool:
    if kind == T.string:
        return isinstance(value, str)
    if kind == T.integer:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == T.number:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if kind == T.boolean:
        return isinstance(value, bool)
    if kind in _RESOLVED:
        if not isinstance(value, str | int) or isinstance(value, bool) \
                or not str(value).isdigit():
            return False
        return any(str(value) in (resolved.get(part) or {}) for part in _RESOLVED[kind])
    return True


# Slash commands whose first answer is a private message (never a form, never a public
# message): acknowledged before anything that may wait. Not the lobby's (its first answer is
# the public lobby) nor a game's own move commands (a move with a form opens it at once).
ACK_FIRST = frozenset({
    "table settings", "table replace", "table handback", "table health", "table watch",
    "table undo", "table replay", "table log", "table hand", "table board", "me language",
    "me away", "me reminders", "stats"})
# The end of a /play value the autocomplete gives a move that opens a form: /play leaves
# the first answer to the form (read without waiting: reads never wait for a writer).
FORM_MARK = "|f"


def acks_first(interaction: discord.Interaction) -> bool:
    """Whether this slash command is acknowledged before anything else: the private ones,
    and ``/play`` unless the move picked opens a form."""
    command = interaction.command
    if interaction.type != discord.InteractionType.application_command or command is None:
        return False
    name = command.qualified_name
    if name == "play":
        data: dict[str, Any] = dict(interaction.data or {})
        move = next((o.get("value") for o in _leaf_options(data) if o.get("name") == "move"),
                    None)
        return not (isinstance(move, str) and move.endswith(FORM_MARK))
    return name in ACK_FIRST


def forged_option(interaction: discord.Interaction) -> str | None:
    """The name of the first option of a slash command whose value is not of its declared
    type (or names nobody the interaction resolves), None when every option is sound."""
    command = interaction.command
    if interaction.type != discord.InteractionType.application_command \
            or not isinstance(command, discord.app_commands.Command):
        return None
    data: dict[str, Any] = dict(interaction.data or {})
    resolved = data.get("resolved") or {}
    declared = {p.display_name: p for p in command.parameters}
    for option in _leaf_options(data):
        name = str(option.get("name", ""))
        param = declared.get(name)
        if param is None:
            continue  # not ours to read: discord.py ignores it too
        if not _value_fits(param.type, option.get("value"), resolved):
            return name
    return None
