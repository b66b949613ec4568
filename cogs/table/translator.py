"""Slash commands in the player's language: descriptions, option descriptions and choices
come from the same Fluent catalogues as everything else (discord.py's ``Translator``).

Every translatable string of a command is a ``locale_str`` whose extras name its catalogue
(``domain``: "table" or a game's key) and ``key``; Discord then shows each user the command
list in their client's language.

Command and option *names* are translated too, by keys derived from the command's path:
``cmdname-table-board`` (a table command), ``cmdname-<sub>`` in a game's catalogue, then the
table's (``cmdname-new``), and ``optname-<option>`` (game first, then table). Discord still
sends the English names back, so the code never sees a translated name; what players read
in a message names a command by its mention (``i18n.command_params``), which each client
shows in its own language.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from table import i18n
from table.words import MESSAGES

if TYPE_CHECKING:
    from cogs.table.service import TableService

COMMAND_NAMED = (app_commands.TranslationContextLocation.command_name,
                 app_commands.TranslationContextLocation.group_name)
PARAMETER_NAMED = app_commands.TranslationContextLocation.parameter_name

# What Discord accepts as a command or option name (lowercase, no spaces, 1-32 characters).
VALID_NAME = re.compile(r"^[-_\w]{1,32}$", re.UNICODE)


def lstr(text: str, domain: str, key: str, **params: Any) -> app_commands.locale_str:
    """``text`` (English, shown when no translation exists), translatable by ``key``."""
    return app_commands.locale_str(text[:100], domain=domain, key=key, params=params)


class CatalogueTranslator(app_commands.Translator):
    def __init__(self, service: TableService) -> None:
        self.service = service

    def messages(self, domain: str) -> i18n.Messages | None:
        if domain == "table":
            return MESSAGES
        kind = self.service.kinds.get(domain)
        return kind.ui.messages if kind is not None else None

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext[Any, Any]) -> str | None:
        code = i18n.from_discord(locale)
        if code == i18n.DEFAULT:
            return None
        if context.location in COMMAND_NAMED or context.location == PARAMETER_NAMED:
            return self.name(context, code)
        key, domain = string.extras.get("key"), string.extras.get("domain")
        if not key or not domain:
            return None
        messages = self.messages(domain)
        if messages is None or not messages.has(key, code):
            return None
        text = messages.format(key, string.extras.get("params") or {}, locale=code).strip()
        return text[:100] or None

    def name_keys(self, context: app_commands.TranslationContext[Any, Any]
                  ) -> list[tuple[str, str]]:
        """(domain, key) pairs to try, in order, for a command's or an option's name."""
        if context.location == PARAMETER_NAMED:
            command = getattr(context.data, "command", None)
            path = command.qualified_name.split() if command is not None else []
            # The name Discord shows: an option renamed in code (``newcomer`` → ``with``) is
            # translated by the name it is shown under.
            shown = getattr(context.data, "display_name", None) or context.data.name
            key = f"optname-{shown}"
        else:
            path = context.data.qualified_name.split()
            key = ""
        game = path[0] if path and path[0] in self.service.kinds else None
        if context.location == PARAMETER_NAMED:
            return ([(game, key)] if game else []) + [("table", key)]
        if game is None:
            return [("table", "cmdname-" + "-".join(path))]
        if len(path) == 1:
            return []  # a game's own name is the same in every language
        sub = "cmdname-" + "-".join(path[1:])
        return [(game, sub), ("table", sub)]

    def name(self, context: app_commands.TranslationContext[Any, Any], code: str) -> str | None:
        for domain, key in self.name_keys(context):
            messages = self.messages(domain)
            if messages is None or not messages.has(key, code):
                continue
            text = messages.format(key, {}, locale=code).strip().lower().replace(" ", "-")
            return text if VALID_NAME.match(text) else None
        return None
