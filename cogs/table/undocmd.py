"""``/table undo`` and the Undo button: take back your own last move, for every game.

The rule is the core's (``TableCore.undo``: your move, still the last one, and the engine's
undo barrier allows it); this module only finds the game, words the move for the board (in
the server's language) and for the player (in theirs), and publishes the board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from cogs.table.replies import ack
from table import i18n
from table import outcome as K
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService
    from store import GameRecord
    from table.kind import GameKind


def move_words(kind: GameKind, game: GameRecord, action: dict[str, Any]) -> str:
    """The move as the game words it (``/play`` uses the same words)."""
    assert game.state is not None
    view = kind.engine.view(game.state, None)
    return kind.ui.action_text(action, kind.engine.spec(str(action.get("type"))), view,
                               game.names)


async def undo_text(table: TableService, kind: GameKind, game: GameRecord,
                    user_id: int, *, move: int | None = None) -> str:
    """Take back ``user_id``'s last move in ``game`` if the core allows it; the reply.
    ``move``: the version the move left (the Undo button's), so a second click is stale."""
    board_locale = await table.boards.server_locale(game.guild_id)

    def describe(record: GameRecord, seat: int, action: dict[str, Any]) -> str:
        with i18n.use_locale(board_locale):
            return move_words(kind, record, action)

    def describe_secret(record: GameRecord, seat: int, action_type: str) -> str:
        # Only the kind of move (the board already said that the seat made one).
        with i18n.use_locale(board_locale):
            return kind.ui.text(f"action-{action_type}")

    async def publish(outcome: K.Outcome) -> None:
        assert outcome.game is not None
        published = await table.boards.flush(kind, outcome.game.id)
        outcome.posted, outcome.failure = published.posted, published.text() or None

    outcome = await table.core.undo(game.id, actor=user_id, describe=describe,
                                    describe_secret=describe_secret, move=move,
                                    publish=publish)
    # The player's own answer may word it: it is private.
    words = move_words(kind, outcome.game or game, outcome.action) if outcome.action else ""
    if outcome.status == K.APPLIED:
        text = t("undo-done", move=words)
        if not outcome.posted and outcome.failure:
            text += "\n" + outcome.failure
        return text
    if outcome.status == K.BARRIER:
        return t("undo-barrier", move=words)
    if outcome.status == K.STALE:
        return t("undo-stale")
    if outcome.status == K.NOT_RUNNING:
        return t("not-started")
    return t("undo-nothing")


async def take_back(table: TableService, interaction: discord.Interaction) -> None:
    """``/table undo``."""
    ctx = await table.router.ctx_from_command(interaction)
    if ctx is None:
        return
    await ack(interaction)
    text = await undo_text(table, ctx.kind, ctx.game, interaction.user.id)
    await interaction.followup.send(text[:2000], ephemeral=True)
