"""What actually failed in Discord, so players hear the truth: missing channel permissions
(named), Discord not answering, the channel gone. (Whether the database failed, and how, the
storage backend says: ``Storage.classify_failure``.)"""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import discord

from table.words import MESSAGES, t

PERMISSIONS = "permissions"  # Discord said 403: the bot may not do that here
DISCORD = "discord"          # 5xx, 429, timeouts, connection errors: try again later
GONE = "gone"                # the channel (or message) no longer exists
REJECTED = "rejected"        # Discord refused the payload itself (a bug on our side)

STORAGE = "storage"          # the database failed (``Published.storage`` says how)

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
