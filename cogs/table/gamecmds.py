"""Commands on the game in this channel: ``/table hand | board | resign | rules | replace |
handback`` and ``/table settings clock:``."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs.table import texts, threads
from cogs.table.moves import ALL
from cogs.table.replies import ack, manages_channel, member, worded
from cogs.table.timekeeper import duration_text
from store import (
    ACTIVE,
    CANCELLED,
    FINISHED,
    LOBBY,
    GameRecord,
)
from table import choose as C
from table import i18n, schedule
from table.drawing import RENDER_POOL, seat_infos
from table.kind import GameKind
from table.lobby import may_manage
from table.members import Member
from table.schedule import BadValue
from table.seats import may_replace
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService



class GameCommands:
    def __init__(self, service: TableService) -> None:
        self.service = service

    async def show_hand(self, interaction: discord.Interaction, kind: GameKind, game: GameRecord,
                        seat: int) -> None:
        assert game.state is not None
        view = kind.engine.view(game.state, seat)
        text = kind.ui.private_text(view, seat, game.names) or t("hand-empty")
        if kind.render_private is None:
            await self.service.say(interaction, text)
            return
        await ack(interaction)
        png = await RENDER_POOL.run(kind.render_private, view, seat_infos(game), seat,
                                    locale=i18n.current())
        await interaction.followup.send(text[:2000], ephemeral=True,
                                        file=discord.File(io.BytesIO(png), filename="hand.png"))

    async def repost_board(self, interaction: discord.Interaction) -> None:
        game = await self.service.store.latest_game(interaction.channel_id or 0)
        if game is None or game.state is None or game.kind not in self.service.kinds:
            await self.service.say(interaction, t("no-game-yet"))
            return
        kind = self.service.kinds[game.kind]
        if game.status == CANCELLED:
            # Nothing to play and nothing worth re-posting: say so privately.
            await self.service.say(interaction, t("board-was-cancelled", examples=self.service.examples()))
            return
        if not await self.service.replies.can_host(interaction):
            return
        await ack(interaction)
        published = await self.service.boards.flush(
            kind, game.id, force_new=True,
            notes=[("board-reposted", {"name": interaction.user.display_name})])
        done = t("board-fresh-final", examples=self.service.examples()) if game.status == FINISHED \
            else t("board-fresh")
        await self.service.say(interaction, done if published.posted else published.text(retried=False))

    async def resign(self, interaction: discord.Interaction) -> None:
        ctx = await self.service.router.ctx_from_command(interaction)
        if ctx is None:
            return
        cands = ctx.candidates(ALL)
        resign = self.service.core.resign_action(ctx.kind.engine, ctx.state, ctx.seat)
        index = next((i for i, a in enumerate(cands) if a == resign), None)
        if resign is None or index is None:
            await self.service.say(interaction, t("nothing-here"))
            return
        path = C.Path(ALL, index, len(C.keys_of(ctx.kind.engine, cands[index])))
        await self.service.moves.show(ctx, C.step(ctx.kind.engine, cands, path), cands)

    async def show_rules(self, interaction: discord.Interaction, key: str | None) -> None:
        if key is None:
            game = await self.service.store.latest_game(interaction.channel_id or 0)
            key = game.kind if game is not None else None
        kind = self.service.kinds.get(key or "")
        if kind is None:
            await self.service.say(interaction, t("no-game", examples=self.service.examples()))
            return
        await self.service.say(interaction, kind.ui.text("rules") if kind.ui.has_text("rules")
                       else t("rules-none"))

    def choices_for_rules(self) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=k.title, value=k.key) for k in self.service.kinds.values()]

    async def set_clock(self, interaction: discord.Interaction, text: str) -> None:
        """``/table settings clock:48h`` (or ``off``): the turn clock of this channel's game;
        the host or anyone who may manage the channel."""
        service = self.service
        game = await service.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind not in service.kinds:
            await service.say(interaction, t("no-game", examples=service.examples()))
            return
        by, manager = member(interaction), manages_channel(interaction)
        if not may_manage(game, by, manager):
            await service.say(interaction, t("clock-denied"))
            return
        try:
            seconds = schedule.parse_duration(text)
        except BadValue as exc:
            await service.say(interaction, t(exc.key))
            return
        kind = service.kinds[game.kind]
        clocked = await service.core.set_clock(game.id, seconds, by=by, manager=manager)
        if not clocked.ok or clocked.game is None:
            await service.say(interaction, worded(service.kinds, clocked))
            return
        game = clocked.game
        if game.status == ACTIVE:
            name = texts.esc(interaction.user.display_name)
            await service.boards.flush(kind, game.id, refresh=True, notes=[
                ("clock-note-off", {"name": name}) if seconds is None else
                ("clock-note-set", {"name": name, "time": duration_text(seconds)})])
        if seconds is None:
            await service.say(interaction, t("clock-off", title=kind.title, id=game.id))
        else:
            await service.say(interaction, t("clock-set", title=kind.title, id=game.id,
                                             time=duration_text(seconds)))

    async def replace(self, interaction: discord.Interaction, player: discord.abc.User,
                      newcomer: discord.abc.User | None, ai: str | None = None) -> None:
        """``/table replace player: with:`` — the host (or a channel manager, or the player
        themselves) gives a running game's seat to another member: hand, pieces and history
        stay with the seat. ``ai:<level>`` instead of ``with:`` gives it to the table's AI."""
        service = self.service
        if (newcomer is None) == (ai is None):
            await service.say(interaction, t("replace-pick"))
            return
        await ack(interaction)  # the replacement waits for the database, maybe for long
        game = await service.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind not in service.kinds:
            await service.say(interaction, t("no-game", examples=service.examples()))
            return
        if game.status == LOBBY:
            await service.say(interaction, t("not-started"))
            return
        seat = game.seat_of(player.id)
        if seat is None:
            await service.say(interaction, t("replace-not-seated", name=texts.esc(player.display_name)))
            return
        by, manager = member(interaction), manages_channel(interaction)
        holder = Member.person(player.id, player.display_name)
        if not may_replace(game, by, holder, manager):
            await service.say(interaction, t("replace-denied"))
            return
        if newcomer is not None and newcomer.bot:
            await service.say(interaction, t("replace-bot"))
            return
        kind = service.kinds[game.kind]
        # The seat as chosen: held by ``player``. Should it change hands before this lands
        # (two replacements at once), nothing is changed.
        with i18n.use_locale(await service.boards.server_locale(game.guild_id)):
            # The AI's name, in the language of the table's boards.
            outcome = await service.core.replace(
                game.id, seat, holder=holder,
                newcomer=Member.ai(ai) if ai is not None else Member.person(
                    newcomer.id, newcomer.display_name),  # type: ignore[union-attr]
                by=by, manager=manager, old_name=player.display_name, title=kind.title)
        if not outcome.ok or outcome.game is None:
            await service.say(interaction, worded(service.kinds, outcome))
            return
        if newcomer is not None and isinstance(interaction.channel, discord.Thread):
            await threads.add_member(service.bot, game.channel_id, newcomer.id)
        published = await service.boards.flush(kind, game.id)
        new_name = outcome.game.seats[seat].name
        await service.say(interaction, t("replaced-you", old=texts.esc(player.display_name),
                                         new=texts.esc(new_name))
                          + ("" if published.posted else "\n" + published.text()))

    async def hand_back(self, interaction: discord.Interaction,
                        player: discord.abc.User | None) -> None:
        """``/table handback`` — the seat the AI covers for you is yours again (or, for the
        host or a channel manager, ``player:``'s)."""
        service = self.service
        await ack(interaction)  # the hand-back waits for the database, maybe for long
        game = await service.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind not in service.kinds:
            await service.say(interaction, t("no-game", examples=service.examples()))
            return
        seat = None
        if player is not None and player.id != interaction.user.id:
            seat = game.seat_of(player.id)
            if seat is None:
                await service.say(interaction, t("replace-not-seated",
                                                 name=texts.esc(player.display_name)))
                return
        outcome = await service.core.hand_back(game.id, seat, by=member(interaction),
                                               manager=manages_channel(interaction))
        if not outcome.ok or outcome.game is None or outcome.seat is None:
            await service.say(interaction, worded(service.kinds, outcome))
            return
        published = await service.boards.flush(service.kinds[game.kind], game.id)
        name = outcome.game.seats[outcome.seat].name
        await service.say(interaction, (t("ai-handback-you") if seat is None else
                                        t("ai-handback-done", name=texts.esc(name)))
                          + ("" if published.posted else "\n" + published.text()))
