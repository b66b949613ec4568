"""A player's own: ``/me games`` (cogs/table/mygames.py) and the settings ``/me language |
away | reminders``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from cogs.table import mygames
from cogs.table.replies import ack, member, worded
from cogs.table.timekeeper import duration_text, stamp
from table import i18n, schedule
from table.ai import DEFAULT_LEVEL
from table.schedule import BadValue
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService



class PlayerSettings:
    def __init__(self, service: TableService) -> None:
        self.service = service

    async def set_player_language(self, interaction: discord.Interaction, language: str) -> None:
        """``/me language:`` — the language of this player's private answers."""
        await self.service.store.set_player_setting(interaction.user.id, "language",
                                            language if language in i18n.LOCALES else None)
        code = await self.service.replies.speak_to(interaction)
        await self.service.say(interaction, t("settings-language-me", language=code))

    async def games(self, interaction: discord.Interaction) -> None:
        """``/me games``: every game waiting on this player, in every server."""
        await self.service.say(interaction, await mygames.show(self.service,
                                                               interaction.user.id))

    async def away(self, interaction: discord.Interaction, until: str, *,
                   ai: bool = False) -> None:
        """``/me away until:`` — a date, a duration or ``off``: clocks stand still and
        reminders wait while the player is away; boards show it. With ``ai:true`` the
        table's AI plays their seats meanwhile (each back to them at their next move, with
        ``/table handback``, or when the absence ends); ``off`` ends every such cover."""
        service = self.service
        await ack(interaction)  # before the write: another process may hold the database
        user = interaction.user.id
        before = await self.service.scheduler.prefs(user)
        now = self.service.scheduler.now()
        try:
            when = schedule.parse_until(until, now, before.tz)
        except BadValue as exc:
            await service.say(interaction, t(exc.key))
            return
        await service.store.set_player_setting(user, schedule.AWAY_UNTIL,
                                               None if when is None else repr(when))
        await self.service.scheduler.away_changed(user, before.away_until if before.away(now) else None,
                                          when)
        person = member(interaction)
        covered: list[int] = []
        uncovered = []
        if when is None:
            changed = await service.core.end_covers(person)
        elif ai:
            changed = await service.core.cover_absence(person, DEFAULT_LEVEL, when)
            covered = [o.game.id for o in changed if o.ok and o.game is not None]
            uncovered = [o for o in changed if not o.ok and o.game is not None
                         and o.words is not None and o.words[0] in ("ai-none", "ai-no-level")]
        else:
            changed = []
        for outcome in changed:  # the boards say who plays the seats now
            game = outcome.game
            if outcome.ok and game is not None and game.kind in service.kinds:
                await service.boards.flush(service.kinds[game.kind], game.id)
        # The boards of games waiting on this player say it (or stop saying it).
        for game_id in sorted({j.game_id for j in await service.store.user_jobs(user)}):
            game = await service.store.get_game(game_id)
            if game is not None and game.kind in service.kinds:
                await service.boards.flush(service.kinds[game.kind], game_id, refresh=True)
        lines = [t("away-set", when=stamp(when, "F"), command=i18n.mention("me away"))
                 if when is not None else t("away-back")]
        if covered:
            lines.append(t("away-ai", n=len(covered), command=i18n.mention("table handback")))
        elif ai and not uncovered:
            lines.append(t("away-ai-none"))
        for outcome in uncovered:
            lines.append(worded(service.kinds, outcome))
        await service.say(interaction, "\n".join(lines))

    async def reminders(self, interaction: discord.Interaction, every: str | None,
                        quiet: str | None, timezone: str | None, dm: bool | None) -> None:
        """``/me reminders``: how often, not when (quiet hours in the player's time zone),
        and whether by direct message. With no option: the current settings."""
        service = self.service
        user = interaction.user.id
        store = service.store
        updates: dict[str, str | None] = {}
        try:
            if every is not None:
                seconds = schedule.parse_duration(every)
                updates[schedule.REMIND_EVERY] = "off" if seconds is None else repr(seconds)
            if quiet is not None:
                hours = schedule.parse_quiet(quiet)
                updates[schedule.QUIET] = None if hours is None else f"{hours[0]}-{hours[1]}"
            if timezone is not None:
                updates[schedule.TIMEZONE] = schedule.parse_zone(timezone)
        except BadValue as exc:
            await service.say(interaction, t(exc.key))
            return
        if dm is not None:
            updates[schedule.DM] = "1" if dm else None
        for key, value in updates.items():
            await store.set_player_setting(user, key, value)
        if updates:
            await self.service.scheduler.reminders_changed(user)
        prefs = await self.service.scheduler.prefs(user)
        every_s = prefs.interval(self.service.scheduler.default_every)
        lines = [t("reminders-every", time=duration_text(every_s)) if every_s > 0
                 else t("reminders-never")]
        if prefs.quiet is not None:
            lines.append(t("reminders-quiet", start=prefs.quiet[0], end=prefs.quiet[1],
                           zone=schedule.zone(prefs.tz).key))
        lines.append(t("reminders-dm") if prefs.dm else t("reminders-channel"))
        await service.say(interaction, "\n".join(lines))
