"""``/table replay`` and the message that follows a final board: the finished game's score
chart and key-board animation (``table.story`` makes them)."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.table.replies import ack
from store import CANCELLED, FINISHED
from table import i18n
from table.story import pictures, replay_text
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService
    from store import GameRecord, Storage
    from table.kind import GameKind

log = logging.getLogger(__name__)


async def replay_files(kind: GameKind, game: GameRecord, moves: Sequence[tuple[int, dict]]
                       ) -> list[discord.File]:
    chart, gif = await pictures(kind, game, moves)
    return [discord.File(io.BytesIO(chart), filename=f"scores-{game.id}.png"),
            discord.File(io.BytesIO(gif), filename=f"replay-{game.id}.gif")]



async def post_replay(store: Storage, kind: GameKind, game: GameRecord, channel: Any,
                      board_id: int, locale: str) -> None:
    """The finished game's score chart and key-board animation, answering its final board
    (``/table replay`` shows them again later); a failure here costs only the pictures."""
    try:
        with i18n.use_locale(locale):
            moves = [(a.seat, a.action) for a in await store.actions(game.id)]
            files = await replay_files(kind, game, moves)
            await channel.send(
                replay_text(kind, game, len(moves)), files=files,
                reference=discord.MessageReference(message_id=board_id,
                                                   channel_id=game.channel_id,
                                                   fail_if_not_exists=False),
                allowed_mentions=discord.AllowedMentions.none())
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # noqa: BLE001 - the game is saved; only pictures are lost
        log.warning("Could not post the replay of game %s: %r", game.id, exc)


async def show_replay(table: TableService, interaction: discord.Interaction) -> None:
    game = await table.store.latest_game(interaction.channel_id or 0)
    if game is None or game.kind not in table.kinds:
        await table.say(interaction, t("no-game-yet"))
        return
    if game.status == CANCELLED:
        await table.say(interaction, t("replay-cancelled", title=table.kinds[game.kind].title,
                                       id=game.id))
        return
    if game.status != FINISHED:
        await table.say(interaction, t("replay-not-finished"))
        return
    kind = table.kinds[game.kind]
    await ack(interaction)
    moves = [(a.seat, a.action) for a in await table.store.actions(game.id)]
    files = await replay_files(kind, game, moves)
    await interaction.followup.send(replay_text(kind, game, len(moves)), ephemeral=True,
                                    files=files)
