"""Answering an interaction: a private message, an honest word about a failure (never a
traceback in chat), whether the bot may host a game here, and the player's language."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

from cogs.table import failures, texts
from store import StoreError
from table import i18n
from table.members import Member
from table.outcome import Outcome
from table.words import storage_words, store_words, t

if TYPE_CHECKING:
    from cogs.table.service import TableService
    from table.kind import GameKind

log = logging.getLogger(__name__)


async def say(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral message, whether or not the interaction was already acknowledged."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text[:2000], ephemeral=True)
        else:
            await interaction.response.send_message(text[:2000], ephemeral=True)
    except (discord.HTTPException, aiohttp.ClientError, RuntimeError) as exc:
        # RuntimeError: the HTTP session closed under us (shutting down).
        log.warning("Could not answer interaction %s: %s", interaction.id, exc)


async def ack(interaction: discord.Interaction) -> None:
    """Acknowledge now (a private "thinking…" the answer replaces), before anything that may
    wait — a read, a write another process holds up, a Discord call: Discord gives up on an
    interaction not acknowledged within 3 s. Nothing when it is answered already."""
    if interaction.response.is_done():
        return
    try:
        await interaction.response.defer(ephemeral=True, thinking=True)
    except (discord.HTTPException, aiohttp.ClientError, RuntimeError) as exc:
        log.warning("Could not acknowledge interaction %s: %s", interaction.id, exc)


class Replies:
    def __init__(self, service: TableService) -> None:
        self.service = service

    async def report_failure(self, interaction: discord.Interaction, exc: BaseException,
                             what: str) -> None:
        """An unexpected failure: tell the player what actually failed, the operator too."""
        if self.service.bot.is_closed():
            # Shutting down: the move (if any) is saved; the click just goes unanswered.
            log.info("%s interrupted by shutdown: %s", what, exc)
            return
        storage = self.service.store.classify_failure(exc)
        if storage is not None:
            log.error("%s: storage failure (%s): %s", what, storage, exc)
            self.service.record_error(f"{what}: {storage}: {exc}", storage=True)
            await self.service.say(interaction, t(storage_words(storage)))
            return
        if isinstance(exc, StoreError):
            # A storage rule no door of the core words itself: its code, in the table's words.
            log.warning("%s: %r", what, exc)
            key, params = store_words(exc)
            await self.service.say(interaction, t(key, **params))
            return
        if isinstance(exc, discord.HTTPException | aiohttp.ClientError | asyncio.TimeoutError):
            log.warning("%s: Discord failed: %s", what, exc)
            self.service.record_error(f"{what}: {exc.__class__.__name__}: {exc}")
            await self.service.say(interaction, t("discord-unavailable"))
            return
        log.error("%s failed", what, exc_info=exc)
        self.service.record_error(f"{what}: {exc.__class__.__name__}: {exc}")
        await self.service.say(interaction, t("something-wrong"))

    async def can_host(self, interaction: discord.Interaction) -> bool:
        """Whether the bot may post boards in this channel; if not, say which permissions
        are missing (Discord sends the bot's permissions with every interaction)."""
        perms = interaction.app_permissions
        thread = isinstance(interaction.channel, discord.Thread)
        missing = failures.missing_permissions(perms, thread=thread)
        if missing:
            await self.service.say(interaction, t("needs-permissions",
                                          perms=failures.permission_names(missing)))
            return False
        return True

    async def speak_to(self, interaction: discord.Interaction) -> str:
        """Answer this interaction in the player's language: their ``/me language`` choice,
        else their Discord client's locale (public messages switch to the server's)."""
        chosen = (await self.service.store.player_settings(interaction.user.id)).get("language")
        return i18n.set_locale(chosen if chosen in i18n.LOCALES
                               else i18n.from_discord(interaction.locale))


def member(interaction: discord.Interaction) -> Member:
    """Who clicked or typed: a person, as the table knows members."""
    return Member.person(interaction.user.id, interaction.user.display_name)


def manages_channel(interaction: discord.Interaction) -> bool:
    """Whether the member may manage this channel (a fact Discord sends with each
    interaction; the core decides what it allows)."""
    perms = getattr(interaction, "permissions", None)
    return bool(perms and perms.manage_channels)


def worded(kinds: Mapping[str, GameKind], outcome: Outcome, **extra: Any) -> str:
    """Why the core did nothing, in the table's words and the current language: its
    ``words``, member names escaped, with the game's title, id and ``/<game> new``."""
    key, params = outcome.words or ("something-wrong", {})
    shown: dict[str, Any] = {k: texts.esc(v) if isinstance(v, str) else v
                             for k, v in params.items()}
    game = outcome.game
    kind = kinds.get(game.kind) if game is not None else None
    if kind is not None:
        shown.setdefault("title", kind.title)
        shown.setdefault("new", i18n.mention(f"{kind.key} new"))
    if game is not None:
        shown.setdefault("id", game.id)
    shown.setdefault("title", "—")  # a game that went meanwhile (a busy channel's, say)
    shown.update(extra)
    return t(key, **shown)
