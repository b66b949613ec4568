"""A thread per game.

``/<game> new`` in a text channel opens a public thread for the game, started from a short
announcement in the channel that links to it. The game's ``channel_id`` is the thread's id,
so its lobby, boards, reminders and every other message go there, and a channel holds as
many games at once as it has threads (each thread is its own channel for the store's
one-open-game-per-channel rule). Inside a thread, ``/<game> new`` plays in that thread.

It is a server option (``/table settings threads:``, stored as the server setting
``threads``), on by default wherever the bot may create threads (Create Public Threads and
Send Messages in Threads in the channel). Off, or without those permissions, a game plays in
the channel where it was opened, as it always did. Where threads are on but a permission is
missing, the first lobby opened in that channel says so (once: the server setting
``threads-told:<channel>`` remembers it until a thread opens there again), and ``/table
health`` lists the channels.

Players are added to the thread as they take a seat (the host when it opens), so Discord
shows it to them and notifies them there; a failure to add someone is logged, never fatal.
Discord archives a quiet thread; the table wakes it when a move arrives in it and, should a
board, a reminder or any other message still meet an archived thread, unarchives it and
tries once more (``Waking``, the publisher's channel wrapper).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Final, TypeVar

import aiohttp
import discord

from cogs.table import failures, texts
from table import i18n
from table.members import Member
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService
    from store import Storage
    from table.kind import GameKind

log = logging.getLogger(__name__)
T = TypeVar("T")

SETTING = "threads"  # server setting: "on" (the default) or "off"
TOLD = "threads-told:"  # + a channel id: its lobby already said why it has no thread
HEALTH_CHANNELS = 10  # channels /table health names before "and 3 more"
ON, OFF = "on", "off"
# A game waits days for a move: keep its thread in the channel list as long as Discord allows.
ARCHIVE_AFTER_MINUTES: Final = 10080
NAME_LIMIT = 100  # Discord's limit on a thread name
THREAD_ARCHIVED = 50083  # Discord's error code for an edit or a join in an archived thread
WAKE_TIMEOUT = 1.5  # seconds a click waits for its thread to wake (the ack must come in 3 s)
# What the bot needs in a channel to give a game a thread there.
THREAD_PERMISSIONS = ("create_public_threads", "send_messages_in_threads")

_DISCORD_FAILED = (discord.HTTPException, aiohttp.ClientError, TimeoutError)


# -- the server option ------------------------------------------------------------------------
async def enabled(store: Storage, guild_id: int | None) -> bool:
    """Whether new games in this server get threads (the default)."""
    if guild_id is None:
        return False
    return (await store.guild_settings(guild_id)).get(SETTING, ON) != OFF


def missing_thread_permissions(interaction: discord.Interaction) -> list[str]:
    """What the bot lacks to start a game's thread in the interaction's channel."""
    return missing_in(interaction.app_permissions)


def missing_in(perms: discord.Permissions) -> list[str]:
    """What ``perms`` lack of what a game's thread needs."""
    return [p for p in THREAD_PERMISSIONS if not getattr(perms, p, False)]


def can_hold_threads(interaction: discord.Interaction) -> bool:
    """A text (or announcement) channel: not a thread, a voice channel's chat or a DM."""
    return isinstance(interaction.channel, discord.TextChannel)


async def set_threads(service: TableService, interaction: discord.Interaction, on: bool) -> None:
    """``/table settings threads:`` — whether new games in this server get a thread of their
    own (Manage Server only). Games already open stay where they are."""
    perms = interaction.permissions
    if interaction.guild_id is None or not (perms.manage_guild or perms.administrator):
        await service.say(interaction, t("settings-denied"))
        return
    await service.store.set_guild_setting(interaction.guild_id, SETTING, ON if on else OFF)
    lines = [t("settings-threads-on" if on else "settings-threads-off")]
    missing = missing_thread_permissions(interaction)
    if on and can_hold_threads(interaction) and missing:
        lines.append(t("settings-threads-missing", perms=failures.permission_names(missing)))
    await service.say(interaction, "\n".join(lines))


# -- opening a game in a thread ------------------------------------------------------------
def thread_name(kind: GameKind, host: str) -> str:
    """"Catan · Amélie", in the current language, within Discord's 100 characters."""
    name = " ".join(t("thread-name", title=kind.title, host=host).split())
    return (name[:NAME_LIMIT - 1] + "…" if len(name) > NAME_LIMIT else name) or kind.title


async def open_in_thread(service: TableService, interaction: discord.Interaction,
                         kind: GameKind, options: dict[str, Any], *, ai: int = 0,
                         level: str = "standard") -> bool:
    """``/<game> new``: open the lobby in a new thread when the server wants threads and the
    bot may create them here. Returns False when the game should open in the channel as it
    always did (threads off, no permission, already in a thread, or the thread could not be
    made — then the interaction is answered, and the lobby goes in a follow-up)."""
    if interaction.guild_id is None or not can_hold_threads(interaction) \
            or missing_thread_permissions(interaction):
        return False
    settings = await service.store.guild_settings(interaction.guild_id)
    if settings.get(SETTING, ON) == OFF:
        return False
    missing = failures.missing_permissions(interaction.app_permissions, thread=True)
    if missing:  # the boards could not be posted in the thread either: say so, open nothing
        await service.say(interaction, t("needs-permissions",
                                         perms=failures.permission_names(missing)))
        return True
    parent = interaction.channel
    assert parent is not None
    host = interaction.user
    quiet = discord.AllowedMentions.none()
    public = await service.boards.server_locale(interaction.guild_id)
    with i18n.use_locale(public):
        name = thread_name(kind, host.display_name)
        opening = t("thread-opening", emoji=kind.emoji, title=kind.title, mention=host.mention)
    # The announcement answers the command at once; the thread starts from it (so Discord
    # shows the thread under it, and the thread's id is the announcement's).
    callback = await interaction.response.send_message(opening, allowed_mentions=quiet)
    announcement_id = getattr(callback, "message_id", None) or \
        (await interaction.original_response()).id
    # On record until the lobby is up: a crash in between is finished or withdrawn at
    # start-up (cogs/table/halfmade.py), never left announcing an opening forever.
    opening_id = await service.store.opening_started(interaction.guild_id, parent.id,
                                                     announcement_id)
    try:
        data = await service.bot.http.start_thread_with_message(
            parent.id, announcement_id, name=name, auto_archive_duration=ARCHIVE_AFTER_MINUTES)
    except _DISCORD_FAILED as exc:
        log.warning("Could not open a thread for a %s game in channel %s: %s", kind.key,
                    parent.id, exc)
        service.record_error(f"Could not open a game thread in channel {parent.id}: {exc}")
        try:
            await interaction.delete_original_response()
        except _DISCORD_FAILED:
            log.info("Could not withdraw the announcement in channel %s", parent.id)
        await service.store.opening_done(opening_id)
        await service.say(interaction, t("thread-failed"))
        return False
    thread_id = int(data["id"])
    await service.store.opening_thread(opening_id, thread_id)
    try:
        with i18n.use_locale(public):  # the AI's names, in the language of the boards
            opened = await service.core.create(
                guild_id=interaction.guild_id, channel_id=thread_id, kind=kind.key,
                host=Member.person(host.id, host.display_name), options=options, ai=ai,
                level=level, title=kind.title)
        if not opened.ok or opened.game is None:  # a fresh thread is never busy
            raise RuntimeError(f"A new thread's table did not open: {opened.status}")
        game = opened.game
    except BaseException:
        # Nothing was opened (the caller says what failed): no announcement of it either,
        # and the empty thread leaves the channel list.
        await _withdraw(service, interaction, thread_id)
        await service.store.opening_done(opening_id)
        raise
    with i18n.use_locale(public):
        announce = t("thread-announce", emoji=kind.emoji, title=kind.title, mention=host.mention,
                     thread=f"<#{thread_id}>")
        embed, view = texts.lobby_embed(kind, game), service.lobby.lobby_view(game)
    try:
        await interaction.edit_original_response(content=announce, allowed_mentions=quiet)
    except _DISCORD_FAILED as exc:  # the thread still shows under the announcement
        log.warning("Could not link thread %s from its announcement: %s", thread_id, exc)
    lobby = await service.channel(thread_id).send(embed=embed, view=view)
    await service.store.set_messages(game.id, lobby_message_id=lobby.id)
    await service.store.opening_done(opening_id)
    await add_member(service.bot, thread_id, host.id)
    if settings.get(TOLD + str(parent.id)):  # threads work here again: a new loss is told
        await service.store.set_guild_setting(interaction.guild_id, TOLD + str(parent.id), None)
    return True


async def lobby_note(service: TableService, interaction: discord.Interaction) -> str | None:
    """For a lobby opened in the channel because the bot lacks what threads need although
    the server wants them: why, and what to do — on the first such lobby of the channel only.
    In the current (the server's) language."""
    if interaction.guild_id is None or interaction.channel_id is None \
            or not can_hold_threads(interaction):
        return None
    missing = missing_thread_permissions(interaction)
    if not missing:
        return None
    told = TOLD + str(interaction.channel_id)
    settings = await service.store.guild_settings(interaction.guild_id)
    if settings.get(SETTING, ON) == OFF or settings.get(told):
        return None
    await service.store.set_guild_setting(interaction.guild_id, told, "1")
    return t("threads-missing-lobby", perms=failures.permission_names(missing),
             command=i18n.mention("table settings"))


async def health_lines(service: TableService, interaction: discord.Interaction) -> list[str]:
    """``/table health``: whether new games get threads here, and where they cannot — the
    whole server when the bot's own permissions lack what threads need, else each channel a
    game could be opened in (the bot may post there) that keeps them from it."""
    guild = interaction.guild
    if interaction.guild_id is None:
        return []
    command = i18n.mention("table settings")
    if not await enabled(service.store, interaction.guild_id):
        return [t("health-threads-off", command=command)]
    me = guild.me if guild is not None else None
    if me is None:  # not in the cache: what this channel shows is all there is
        missing = missing_thread_permissions(interaction) if can_hold_threads(interaction) \
            else []
        blocked = [(interaction.channel_id or 0, tuple(missing))] if missing else []
    else:
        missing = missing_in(me.guild_permissions)
        if missing:
            return [t("health-threads-server", perms=failures.permission_names(missing),
                      command=command)]
        blocked = []
        for channel in guild.text_channels if guild is not None else ():
            perms = channel.permissions_for(me)
            if perms.view_channel and perms.send_messages and missing_in(perms):
                blocked.append((channel.id, tuple(missing_in(perms))))
    if not blocked:
        return [t("health-threads-ok")]
    lines = []
    for lacking in sorted({m for _, m in blocked}):
        ids = [c for c, m in blocked if m == lacking]
        channels = ", ".join(f"<#{c}>" for c in ids[:HEALTH_CHANNELS])
        if len(ids) > HEALTH_CHANNELS:
            channels += " " + t("health-threads-more", n=len(ids) - HEALTH_CHANNELS)
        lines.append(t("health-threads-channels", channels=channels,
                       perms=failures.permission_names(list(lacking))))
    return lines


async def _withdraw(service: TableService, interaction: discord.Interaction,
                    thread_id: int) -> None:
    try:
        await interaction.delete_original_response()
        await service.bot.http.edit_channel(thread_id, archived=True)
    except _DISCORD_FAILED as exc:
        log.info("Could not withdraw the thread %s of a game that did not open: %s", thread_id,
                 exc)


# -- members ------------------------------------------------------------------------------------
async def add_member(bot: Any, thread_id: int, user_id: int) -> bool:
    """Add a player to the game's thread (PUT thread-members): Discord then lists the thread
    for them and notifies them there. Failures are logged, never raised."""
    for attempt in range(2):
        try:
            await bot.http.add_user_to_thread(thread_id, user_id)
            return True
        except discord.HTTPException as exc:
            if exc.code == THREAD_ARCHIVED and attempt == 0 and await unarchive(bot, thread_id):
                continue
            log.warning("Could not add user %s to thread %s: %s", user_id, thread_id, exc)
        except (TimeoutError, aiohttp.ClientError) as exc:
            log.warning("Could not add user %s to thread %s: %s", user_id, thread_id, exc)
        return False
    return False


async def on_seated(service: TableService, interaction: discord.Interaction,
                    channel_id: int) -> None:
    """A player took a seat in a game played in a thread: add them to it."""
    if isinstance(interaction.channel, discord.Thread) and interaction.channel.id == channel_id:
        await add_member(service.bot, channel_id, interaction.user.id)


# -- archived threads -------------------------------------------------------------------------
async def unarchive(bot: Any, thread_id: int) -> bool:
    """Make an archived thread active again; False (logged) when Discord refuses."""
    try:
        await bot.http.edit_channel(thread_id, archived=False)
    except _DISCORD_FAILED as exc:
        log.warning("Could not unarchive thread %s: %s", thread_id, exc)
        return False
    log.info("Unarchived thread %s", thread_id)
    return True


async def wake(bot: Any, interaction: discord.Interaction) -> None:
    """A click or a form in an archived thread (a move arriving): wake the thread first, so
    the answer and the board land in an active thread. Bounded, so the click is still
    acknowledged in time; should it not finish, the board's own retry wakes it."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.archived:
        try:
            await asyncio.wait_for(unarchive(bot, channel.id), WAKE_TIMEOUT)
        except TimeoutError:
            log.info("Thread %s is still waking", channel.id)


def _rewind(values: Any) -> None:
    """Files already sent once are read from the start again (discord.py does this only for
    its own retries)."""
    for value in values:
        for item in value if isinstance(value, list | tuple) else (value,):
            if isinstance(item, discord.File):
                item.reset()


async def _awake(bot: Any, thread_id: int, kwargs: dict[str, Any],
                 call: Callable[[], Awaitable[T]]) -> T:
    try:
        return await call()
    except discord.HTTPException as exc:
        if exc.code != THREAD_ARCHIVED or not await unarchive(bot, thread_id):
            raise
    _rewind(kwargs.values())
    return await call()


class Waking:
    """A channel (or partial messageable) whose messages wake its thread: a send or an edit
    that Discord refuses because the thread is archived unarchives it and is sent once more.
    Anything else is the channel's own."""

    def __init__(self, bot: Any, channel: Any) -> None:
        self._bot = bot
        self._channel = channel

    def __getattr__(self, name: str) -> Any:
        return getattr(self._channel, name)

    async def send(self, *args: Any, **kwargs: Any) -> Any:
        return await _awake(self._bot, self._channel.id, kwargs,
                            lambda: self._channel.send(*args, **kwargs))

    def get_partial_message(self, message_id: int) -> _WakingMessage:
        return _WakingMessage(self._bot, self._channel.id,
                              self._channel.get_partial_message(message_id))


class _WakingMessage:
    def __init__(self, bot: Any, thread_id: int, message: Any) -> None:
        self._bot = bot
        self._thread_id = thread_id
        self._message = message

    def __getattr__(self, name: str) -> Any:
        return getattr(self._message, name)

    async def edit(self, **kwargs: Any) -> Any:
        return await _awake(self._bot, self._thread_id, kwargs,
                            lambda: self._message.edit(**kwargs))
