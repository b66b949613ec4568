"""``/table watch``: follow the channel's game as a spectator — told of each new turn message
(mentioned on it) without a seat or any right to act. Nothing private is ever public, so
watching needs no permission; the same command again stops it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService


async def toggle_watch(table: TableService, interaction: discord.Interaction) -> None:
    game = await table.store.open_game(interaction.channel_id or 0)
    if game is None or game.kind not in table.kinds:
        await table.say(interaction, t("no-game", examples=table.examples()))
        return
    kind = table.kinds[game.kind]
    user = interaction.user.id
    if game.seat_of(user) is not None:
        await table.say(interaction, t("watch-seated", title=kind.title, id=game.id))
        return
    watching = user in await table.store.watchers(game.id)
    await table.store.set_watching(game.id, user, not watching)
    await table.say(interaction, t("watch-off" if watching else "watch-on",
                                   title=kind.title, id=game.id))
