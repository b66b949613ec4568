"""TableTurn: one interaction by one seated player, as a game UI sees it."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.table.components import TableModal, build_view
from cogs.table.ids import ComponentId
from cogs.table.kind import ButtonSpec, FieldSpec, GameKind, SelectSpec

if TYPE_CHECKING:
    from cogs.table.service import TableService
    from store import GameRecord


class TableTurn:
    """Everything a game's UI handler needs: who acts, in which game, and how to answer."""

    def __init__(self, service: TableService, interaction: discord.Interaction, kind: GameKind,
                 game: GameRecord, seat: int, stamp: int | None = None) -> None:
        self.service = service
        self.interaction = interaction
        self.kind = kind
        self.game = game
        self.seat = seat
        # The version the clicked component was drawn for (None for slash commands).
        self.stamp = stamp

    @property
    def engine(self) -> Any:
        return self.kind.engine

    @property
    def state(self) -> dict[str, Any]:
        assert self.game.state is not None
        return self.game.state

    @property
    def names(self) -> list[str]:
        return self.game.names

    def legal(self) -> list[dict[str, Any]]:
        return self.engine.legal_actions(self.state, self.seat)

    def private_view(self) -> dict[str, Any]:
        return self.engine.view(self.state, self.seat)

    # -- answering ----------------------------------------------------------------------
    async def defer(self) -> None:
        if not self.interaction.response.is_done():
            await self.interaction.response.defer(ephemeral=True, thinking=True)

    async def reply(self, text: str, *, items: Sequence[ButtonSpec | SelectSpec] = (),
                    png: bytes | None = None, filename: str = "view.png") -> None:
        """An ephemeral answer to the acting player, with an optional private menu/image."""
        kwargs: dict[str, Any] = {"content": text[:2000], "ephemeral": True}
        if items:
            kwargs["view"] = self.menu(items)
        if png is not None:
            kwargs["file"] = discord.File(io.BytesIO(png), filename=filename)
        if self.interaction.response.is_done():
            await self.interaction.followup.send(**kwargs)
        else:
            await self.interaction.response.send_message(**kwargs)

    @property
    def from_private_menu(self) -> bool:
        """Whether this click came from one of the player's private (ephemeral) menus."""
        ix = self.interaction
        return (ix.type == discord.InteractionType.component and ix.message is not None
                and bool(ix.message.flags.ephemeral))

    async def update(self, text: str, *, items: Sequence[ButtonSpec | SelectSpec] = (),
                     png: bytes | None = None, filename: str = "view.png") -> None:
        """Replace the private menu that was clicked (multi-step choices edit one message);
        falls back to a new private reply when the click did not come from a private menu."""
        if not self.from_private_menu or self.interaction.response.is_done():
            await self.reply(text, items=items, png=png, filename=filename)
            return
        kwargs: dict[str, Any] = {"content": text[:2000], "view": self.menu(items) if items else None}
        kwargs["attachments"] = [discord.File(io.BytesIO(png), filename=filename)] if png else []
        await self.interaction.response.edit_message(**kwargs)

    async def show_menu(self, text: str, items: Sequence[ButtonSpec | SelectSpec], *,
                        board: dict[str, Any] | None = None, replace: bool = True,
                        filename: str = "choices.png") -> None:
        """A private menu step. With ``board`` (renderer keyword arguments, e.g. the spots
        to highlight) the public board is drawn beside it — acknowledged first, drawn off
        the event loop. ``replace`` edits the clicked private menu instead of adding one."""
        if board is None:
            await (self.update if replace else self.reply)(text, items=items)
            return
        ix = self.interaction
        if replace and self.from_private_menu and not ix.response.is_done():
            await ix.response.defer()  # a deferred update of the menu message itself
            png = await self.service.render(self.kind, self.game, board)
            await ix.edit_original_response(
                content=text[:2000], view=self.menu(items),
                attachments=[discord.File(io.BytesIO(png), filename=filename)])
            return
        await self.defer()
        png = await self.service.render(self.kind, self.game, board)
        await self.reply(text, items=items, png=png, filename=filename)

    def menu(self, items: Sequence[ButtonSpec | SelectSpec]) -> discord.ui.View:
        """A private menu stamped with the current version, so a stale one is refused."""
        return build_view(self.game.id, self.game.version, "p", items)

    async def open_modal(self, key: str, title: str, fields: Sequence[FieldSpec],
                         arg: str = "") -> None:
        """Show a form; its submission comes back to the UI's ``on_modal``."""
        cid = ComponentId("m", "p", self.game.id, self.game.version, key, arg)
        await self.interaction.response.send_modal(TableModal(cid, title, fields))

    async def apply(self, action: dict[str, Any], *, confirm: str | None = None,
                    expected_version: int | None = None) -> bool:
        """Apply ``action`` for this seat: validate, save, log, update the board, answer.

        Returns True if the action was applied. ``confirm`` is the private answer on
        success (default: a short "Done" line).
        """
        return await self.service.apply_action(self, action, confirm=confirm,
                                               expected_version=expected_version)
