"""What actually failed, so players hear the truth: missing channel permissions (named),
Discord not answering, the channel gone, or the bot's storage refusing to write."""

from __future__ import annotations

import asyncio
import sqlite3
from typing import Any

import aiohttp
import discord

from table.words import MESSAGES, t

PERMISSIONS = "permissions"  # Discord said 403: the bot may not do that here
DISCORD = "discord"          # 5xx, 429, timeouts, connection errors: try again later
GONE = "gone"                # the channel (or message) no longer exists
REJECTED = "rejected"        # Discord refused the payload itself (a bug on our side)

STORAGE_FULL = "storage_full"
STORAGE_READONLY = "storage_readonly"
STORAGE_DAMAGED = "storage_damaged"
STORAGE_BUSY = "storage_busy"
STORAGE = "storage"

# What a board message needs, in the order the names are shown.
BOARD_PERMISSIONS = ("view_channel", "send_messages", "embed_links", "attach_files",
                     "read_message_history")


def classify_discord(exc: BaseException) -> str:
    if isinstance(exc, discord.Forbidden):
        return PERMISSIONS
    if isinstance(exc, discord.NotFound):
        return GONE
    if isinstance(exc, discord.RateLimited | discord.DiscordServerError | aiohttp.ClientError
                  | asyncio.TimeoutError | OSError):
        return DISCORD
    if isinstance(exc, discord.HTTPException):
        return DISCORD if exc.status == 429 or exc.status >= 500 else REJECTED
    return DISCORD


def missing_permissions(permissions: discord.Permissions | None, *,
                        thread: bool = False) -> list[str]:
    """The board permissions ``permissions`` lacks (attribute names, e.g. "attach_files")."""
    if permissions is None:
        return []
    needed = [("send_messages_in_threads" if p == "send_messages" and thread else p)
              for p in BOARD_PERMISSIONS]
    return [p for p in needed if not getattr(permissions, p, False)]


def channel_permissions(bot: Any, channel_id: int) -> tuple[discord.Permissions | None, bool]:
    """The bot's permissions in a cached channel (None when it is not cached) and whether
    the channel is a thread."""
    channel = bot.get_channel(channel_id)
    guild = getattr(channel, "guild", None)
    if channel is None or guild is None or guild.me is None:
        return None, False
    try:
        return channel.permissions_for(guild.me), isinstance(channel, discord.Thread)
    except (AttributeError, TypeError):
        return None, False


def permission_names(missing: list[str]) -> str:
    """Discord's own names for permissions, in the current language ("Attach Files")."""
    return ", ".join(t(f"perm-{p}") if MESSAGES.has(f"perm-{p}")
                     else p.replace("_", " ").title() for p in missing)


def classify_storage(exc: BaseException) -> str | None:
    """Which storage failure ``exc`` is, or None when it is not a storage failure."""
    if not isinstance(exc, sqlite3.Error | OSError) or isinstance(exc, aiohttp.ClientError):
        return None
    text = str(exc).lower()
    code = getattr(exc, "sqlite_errorcode", None)
    if "full" in text or code == 13 or getattr(exc, "errno", None) == 28:
        return STORAGE_FULL
    if "readonly" in text or "read-only" in text or code == 8:
        return STORAGE_READONLY
    if "malformed" in text or "not a database" in text or code in (11, 26):
        return STORAGE_DAMAGED
    if "locked" in text or "busy" in text or code in (5, 6):
        return STORAGE_BUSY
    return STORAGE if isinstance(exc, sqlite3.Error) else None
