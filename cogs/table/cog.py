"""The commands every game shares: ``/table join | leave | start | cancel | board | hand |
rules | resign | undo | replay | watch | log | settings | replace``, ``/me language | away |
reminders`` and ``/play`` (and ``/stats``, cogs/table/statscmd.py) — each finds the
channel's game itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.table.cogbase import AtTheTable
from cogs.table.replaycmd import show_replay
from cogs.table.statscmd import StatsCommand
from cogs.table.threads import set_threads
from cogs.table.translator import CatalogueTranslator, lstr
from cogs.table.undocmd import take_back
from cogs.table.watchcmd import toggle_watch
from table import i18n
from table.ai import LEVELS
from table.schedule import zone_choices
from table.words import MESSAGES, clip, t

# "auto": the server's own locale (for /table settings) or the Discord client's (for /me).
LANGUAGE_CHOICES = [app_commands.Choice(name=lstr("Auto", "table", "choice-auto"), value="auto")] + [
    app_commands.Choice(name=lstr(MESSAGES.format(f"choice-language-{code}", locale="en"), "table",
                                  f"choice-language-{code}"), value=code)
    for code in i18n.LOCALES]

# The table's AI levels, for /table replace ai: (the lobby and /<game> new offer them too).
LEVEL_CHOICES = [app_commands.Choice(name=lstr(level.capitalize(), "table", f"ai-level-{level}"),
                                     value=level) for level in LEVELS]

if TYPE_CHECKING:
    pass


@app_commands.guild_only()
class TableCommands(AtTheTable, commands.GroupCog, group_name="table",
                    group_description=lstr("The game in this channel: seats, board, hand, rules, log",
                                           "table", "cmd-table")):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    async def _lobby(self, interaction: discord.Interaction, what: str) -> None:
        found = await self.table.router.lobby_here(interaction)
        if found is None:
            return
        kind, game = found
        if what != "cancel" and game.status != "lobby":
            await self.table.say(interaction, t("already-started"))
            return
        await getattr(self.table.lobby, what)(interaction, kind, game)

    @app_commands.command(name="join", description=lstr("Take a seat in this channel's lobby", "table", "cmd-table-join"))
    async def join(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "join")

    @app_commands.command(name="leave", description=lstr("Leave this channel's lobby", "table", "cmd-table-leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "leave")

    @app_commands.command(name="start", description=lstr("Start the game (host only)", "table", "cmd-table-start"))
    async def start(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "start")

    @app_commands.command(name="cancel", description=lstr("Cancel the lobby or running game (host or Manage Channels)", "table", "cmd-table-cancel"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "cancel")

    @app_commands.command(name="board", description=lstr("Post the current board again", "table", "cmd-table-board"))
    async def board(self, interaction: discord.Interaction) -> None:
        await self.table.commands.repost_board(interaction)

    @app_commands.command(name="hand", description=lstr("Your private view (only you can see it)", "table", "cmd-table-hand"))
    async def hand(self, interaction: discord.Interaction) -> None:
        ctx = await self.table.router.ctx_from_command(interaction)
        if ctx is not None:
            await self.table.commands.show_hand(interaction, ctx.kind, ctx.game, ctx.seat)

    @app_commands.command(name="rules", description=lstr("A short summary of the rules", "table", "cmd-table-rules"))
    @app_commands.describe(game=lstr("Which game (default: the one in this channel)", "table", "param-game"))
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        await self.table.commands.show_rules(interaction, game)

    @rules.autocomplete("game")
    async def _rules_game(self, interaction: discord.Interaction,
                          current: str) -> list[app_commands.Choice[str]]:
        return [c for c in self.table.commands.choices_for_rules() if current.lower() in c.name.lower()]

    @app_commands.command(name="resign", description=lstr("Leave the running game for good", "table", "cmd-table-resign"))
    async def resign(self, interaction: discord.Interaction) -> None:
        await self.table.commands.resign(interaction)

    @app_commands.command(name="undo", description=lstr("Take back your last move (until someone else moves or something is revealed)", "table", "cmd-table-undo"))
    async def undo(self, interaction: discord.Interaction) -> None:
        await take_back(self.table, interaction)

    @app_commands.command(name="replay", description=lstr("The last finished game here again: scores over time and its key boards", "table", "cmd-table-replay"))
    async def replay(self, interaction: discord.Interaction) -> None:
        await show_replay(self.table, interaction)

    @app_commands.command(name="watch", description=lstr("Follow this channel's game as a spectator (again to stop)", "table", "cmd-table-watch"))
    async def watch(self, interaction: discord.Interaction) -> None:
        await toggle_watch(self.table, interaction)

    @app_commands.command(name="health", description=lstr("How the bot is doing: database, games, last error (Manage Server)", "table", "cmd-table-health"))
    async def health(self, interaction: discord.Interaction) -> None:
        await self.table.server.show_health(interaction)

    @app_commands.command(name="settings", description=lstr("Settings: the server's language (Manage Server), this game's turn clock (host)", "table", "cmd-table-settings"))
    @app_commands.describe(language=lstr("The language of boards and lobbies in this server",
                                         "table", "param-server-language"),
                           clock=lstr("This game's turn clock, e.g. 48h or 2d (off: none)",
                                      "table", "param-clock"),
                           threads=lstr("Give every new game a thread of its own", "table",
                                        "param-server-threads"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def settings(self, interaction: discord.Interaction, language: str | None = None,
                       clock: app_commands.Range[str, 1, 20] | None = None,
                       threads: bool | None = None) -> None:
        if language is None and clock is None and threads is None:
            await self.table.say(interaction, t("settings-pick"))
            return
        if language is not None:
            await self.table.server.set_server_language(interaction, language)
        if threads is not None:
            await set_threads(self.table, interaction, threads)
        if clock is not None:
            await self.table.commands.set_clock(interaction, clock)

    @app_commands.command(name="replace", description=lstr("Give a player's seat in the running game to another member or the AI (host)", "table", "cmd-table-replace"))
    @app_commands.describe(player=lstr("Whose seat", "table", "param-replace-player"),
                           newcomer=lstr("Who takes it over", "table", "param-replace-with"),
                           ai=lstr("Or give the seat to the table's AI, at this level", "table",
                                   "param-replace-ai"))
    @app_commands.rename(newcomer="with")
    @app_commands.choices(ai=LEVEL_CHOICES)
    async def replace(self, interaction: discord.Interaction, player: discord.User,
                      newcomer: discord.User | None = None, ai: str | None = None) -> None:
        await self.table.commands.replace(interaction, player, newcomer, ai)

    @app_commands.command(name="handback", description=lstr("Take your seat back from the AI that covers for you", "table", "cmd-table-handback"))
    @app_commands.describe(player=lstr("Whose seat goes back to them (host: someone else's)",
                                       "table", "param-handback-player"))
    async def handback(self, interaction: discord.Interaction,
                       player: discord.User | None = None) -> None:
        await self.table.commands.hand_back(interaction, player)

    @app_commands.command(name="log", description=lstr("The whole game in words, page by page", "table", "cmd-table-log"))
    @app_commands.describe(page=lstr("Which page to open (1 = the newest)", "table", "param-page"))
    async def log_(self, interaction: discord.Interaction,
                   page: app_commands.Range[int, 1, 10000] = 1) -> None:
        await self.table.logs.show_log(interaction, page)


@app_commands.guild_only()
class MeCommands(AtTheTable, commands.GroupCog, group_name="me",
                 group_description=lstr("Your games and your own settings: language, absence, reminders",
                                        "table", "cmd-me")):
    """``/me games | language | away | reminders``: a player's games waiting on them, and
    their own settings, in every server."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="language", description=lstr("The language the bot answers you in", "table", "cmd-me-language"))
    @app_commands.describe(language=lstr("The language of your private answers and menus",
                                         "table", "param-my-language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        await self.table.me.set_player_language(interaction, language)

    @app_commands.command(name="away", description=lstr("Away until a date: your clocks stop and reminders wait", "table", "cmd-me-away"))
    @app_commands.describe(until=lstr("A date (2026-12-24), a time from now (3d, 1w) or off",
                                      "table", "param-until"),
                           ai=lstr("Let the table's AI play your seats while you are away",
                                   "table", "param-away-ai"))
    async def away(self, interaction: discord.Interaction,
                   until: app_commands.Range[str, 1, 40], ai: bool | None = None) -> None:
        await self.table.me.away(interaction, until, ai=bool(ai))

    @app_commands.command(name="reminders", description=lstr("How and when you are reminded that a game waits for you", "table", "cmd-me-reminders"))
    @app_commands.describe(
        every=lstr("How often, e.g. 12h or 2d (off: never)", "table", "param-every"),
        quiet=lstr("Hours without reminders in your time zone, e.g. 22-8 (off: none)", "table",
                   "param-quiet"),
        timezone=lstr("Your time zone, e.g. Europe/Prague", "table", "param-timezone"),
        dm=lstr("Remind me by direct message instead of a ping in the channel", "table",
                "param-dm"))
    async def reminders(self, interaction: discord.Interaction,
                        every: app_commands.Range[str, 1, 20] | None = None,
                        quiet: app_commands.Range[str, 1, 20] | None = None,
                        timezone: app_commands.Range[str, 1, 64] | None = None,
                        dm: bool | None = None) -> None:
        await self.table.me.reminders(interaction, every, quiet, timezone, dm)

    @app_commands.command(name="games", description=lstr(
        "Every game, in every server, that waits for your move", "table", "cmd-me-games"))
    async def games(self, interaction: discord.Interaction) -> None:
        await self.table.me.games(interaction)

    @reminders.autocomplete("timezone")
    async def _zones(self, interaction: discord.Interaction,
                     current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=z, value=z) for z in zone_choices(current)]


class PlayCommand(AtTheTable, commands.Cog):
    """``/play``: every legal move of yours, in words, narrowing as you type."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="play", description=lstr("Make a move: start typing and pick one", "table", "cmd-play"))
    @app_commands.describe(move=lstr("Your legal moves are suggested as you type", "table", "param-move"))
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction, move: str) -> None:
        await self.table.keyboard.play(interaction, move)

    @play.autocomplete("move")
    async def _move(self, interaction: discord.Interaction,
                    current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=clip(label), value=value[:100])
                for label, value in await self.table.keyboard.play_choices(interaction, current)]


async def setup(bot: commands.Bot) -> None:
    await bot.tree.set_translator(CatalogueTranslator(bot.table))  # type: ignore[attr-defined]
    await bot.add_cog(TableCommands(bot))
    await bot.add_cog(PlayCommand(bot))
    await bot.add_cog(MeCommands(bot))
    await bot.add_cog(StatsCommand(bot))
