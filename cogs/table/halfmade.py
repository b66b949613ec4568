"""Tables a crash cut short while they were being made, finished or withdrawn at start-up.

Opening a table takes several steps in Discord and the database (the announcement, the
game's thread, the game's row, its lobby message): a kill between two of them used to leave
an "is opening a table…" announcement forever, an empty thread, or a lobby the database
knows and nobody can see (the channel then "already has a game"). Each opening in a thread
is on record (``Storage.openings``) until its lobby is up; at start-up, one whose game
exists is finished (its lobby posted or found, its announcement linked to the thread), one
whose game was never made is withdrawn (announcement deleted, thread archived); and every
lobby without a recorded lobby message gets its lobby (posted, or found and adopted).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

from cogs.table import texts, threads
from store import LOBBY, GameRecord, Opening
from table import i18n
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService

log = logging.getLogger(__name__)

_DISCORD_FAILED = (discord.HTTPException, aiohttp.ClientError, TimeoutError)
HISTORY = 50  # messages looked through for a lobby posted but never recorded


async def finish_half_made(service: TableService, before: float) -> int:
    """Finish or withdraw what a crash left half made (only what was begun ``before`` this
    process started: a table being opened right now is no one's leftover); returns how many
    were put right. An opening Discord could not settle now stays for the next start."""
    settled = 0
    for opening in await service.store.openings():
        if opening.created_at >= before:
            continue
        try:
            await _settle(service, opening)
        except _DISCORD_FAILED as exc:
            log.warning("Could not settle the table opening in message %s: %s",
                        opening.message_id, exc)
            continue
        await service.store.opening_done(opening.id)
        settled += 1
    for game in await service.store.games_with_status(LOBBY):
        if game.lobby_message_id is None and game.kind in service.kinds \
                and game.created_at < before:
            try:
                await finish_lobby(service, game)
                settled += 1
            except _DISCORD_FAILED as exc:
                log.warning("Could not post the lobby of game %s: %s", game.id, exc)
    return settled


async def _settle(service: TableService, opening: Opening) -> None:
    # A thread started from a message has that message's id: known even when the crash
    # came before the thread was recorded.
    thread_id = opening.thread_id or opening.message_id
    game = await service.store.open_game(thread_id)
    announcement = service.channel(opening.channel_id).get_partial_message(opening.message_id)
    if game is None or game.kind not in service.kinds:
        # Never made: no announcement of it, and the empty thread leaves the channel list.
        try:
            await announcement.delete()
        except discord.NotFound:
            pass
        try:
            await service.bot.http.edit_channel(thread_id, archived=True)
        except discord.NotFound:
            pass  # the crash came before the thread was made
        log.info("Withdrew a table opening cut short (message %s)", opening.message_id)
        return
    kind = service.kinds[game.kind]
    if game.status == LOBBY and game.lobby_message_id is None:
        await finish_lobby(service, game)
    with i18n.use_locale(await service.boards.server_locale(game.guild_id)):
        text = t("thread-announce", emoji=kind.emoji, title=kind.title,
                 mention=f"<@{game.host_id}>", thread=f"<#{game.channel_id}>")
    try:
        await announcement.edit(content=text, allowed_mentions=discord.AllowedMentions.none())
    except discord.NotFound:
        pass
    await threads.add_member(service.bot, game.channel_id, game.host_id)
    log.info("Finished the opening of game %s after a restart", game.id)


async def finish_lobby(service: TableService, game: GameRecord) -> None:
    """Give a lobby the database knows its message: the one posted before a crash if it is
    there (adopted, brought up to date), else a new one."""
    kind = service.kinds[game.kind]
    channel = service.channel(game.channel_id)
    with i18n.use_locale(await service.boards.server_locale(game.guild_id)):
        embed, view = texts.lobby_embed(kind, game), service.lobby.lobby_view(game)
    found = await _find_lobby(service, channel, game.id)
    if found is not None:
        await channel.get_partial_message(found).edit(embed=embed, view=view)
        message_id = found
    else:
        message_id = (await channel.send(embed=embed, view=view)).id
    await service.store.set_messages(game.id, lobby_message_id=message_id)
    log.info("Posted the lobby of game %s after a restart", game.id)


async def _find_lobby(service: TableService, channel: Any, game_id: int) -> int | None:
    """A lobby message of ``game_id`` that this bot posted (its buttons name the game)."""
    me = service.bot.user
    head = f"bl:{game_id}:"
    async for message in channel.history(limit=HISTORY):
        if me is not None and message.author.id != me.id:
            continue
        for row in message.components:
            for child in getattr(row, "children", [row]):
                if str(getattr(child, "custom_id", "") or "").startswith(head):
                    return int(message.id)
    return None
