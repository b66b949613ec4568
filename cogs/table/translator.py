"""Slash commands in the player's language: descriptions, option descriptions and choices
come from the same Fluent catalogues as everything else (discord.py's ``Translator``).

Every translatable string of a command is a ``locale_str`` whose extras name its catalogue
(``domain``: "table" or a game's key) and ``key``; Discord then shows each user the command
list in their client's language. Command and option *names* stay as they are, so what
players type and what the README says is the same everywhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs.table import i18n
from cogs.table.words import MESSAGES

if TYPE_CHECKING:
    from cogs.table.service import TableService

NAMED = (app_commands.TranslationContextLocation.command_name,
         app_commands.TranslationContextLocation.group_name,
         app_commands.TranslationContextLocation.parameter_name)


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
        key, domain = string.extras.get("key"), string.extras.get("domain")
        if code == i18n.DEFAULT or not key or not domain or context.location in NAMED:
            return None
        messages = self.messages(domain)
        if messages is None or not messages.has(key, code):
            return None
        text = messages.format(key, string.extras.get("params") or {}, locale=code).strip()
        return text[:100] or None
