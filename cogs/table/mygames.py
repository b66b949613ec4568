"""``/me games``: every game, in every server the bot shares with a player, that waits on them
— with a link to its board, how long it has waited and the clock left — and the digest that
collects their reminders into one message when their quiet hours end.

The games are found by their reminder jobs: every person's seat that a running game waits
on has one (kept even when the player wants no reminders), holding since when it waits."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cogs.table import texts
from cogs.table.timekeeper import duration_text, stamp
from store import ACTIVE, CLOCK, REMIND, GameRecord
from table.words import t

if TYPE_CHECKING:
    from cogs.table.service import TableService
    from table.kind import GameKind

SHOWN = 15  # games listed in one message before "…and 3 more"
BUDGET = 1800  # characters of those lines: one Discord message, with its title


@dataclass(frozen=True)
class Waiting:
    kind: GameKind
    game: GameRecord
    seat: int
    since: float
    clock_due: float | None  # None: no clock
    clock_out: bool


async def waiting_on(service: TableService, user_id: int) -> list[Waiting]:
    """The games waiting on ``user_id``, the longest waiting first."""
    store = service.store
    jobs = await store.user_jobs(user_id)
    found = []
    for game_id in sorted({j.game_id for j in jobs if j.kind == REMIND}):
        game = await store.get_game(game_id)
        kind = service.kinds.get(game.kind) if game is not None else None
        if game is None or kind is None or game.status != ACTIVE or game.state is None:
            continue
        if game.guild_id is not None and service.bot.get_guild(game.guild_id) is None:
            continue  # a server the bot has left: nothing there can be played
        to_act = kind.engine.to_act(kind.engine.migrate(game.state))
        for job in jobs:
            if job.game_id != game_id or job.kind != REMIND or job.seat not in to_act \
                    or job.seat >= len(game.seats) or game.seats[job.seat].user_id != user_id:
                continue
            clock = next((j for j in jobs if j.game_id == game_id and j.kind == CLOCK
                          and j.seat == job.seat), None) if game.clock else None
            found.append(Waiting(kind, game, job.seat, job.since,
                                 None if clock is None else clock.due_at,
                                 clock is not None and clock.done))
    return sorted(found, key=lambda w: (w.since, w.game.id))


def line(service: TableService, waiting: Waiting, now: float) -> str:
    """One game: what, where, for how long, the clock, and the way to its board."""
    game = waiting.game
    guild = service.bot.get_guild(game.guild_id) if game.guild_id is not None else None
    url = texts.jump_url(game)
    clock = ""
    if waiting.clock_out:
        clock = t("me-games-clock-out")
    elif waiting.clock_due is not None:
        clock = t("me-games-clock", when=stamp(waiting.clock_due, "R"))
    return t("me-games-line", emoji=waiting.kind.emoji, title=waiting.kind.title,
             server=texts.esc(guild.name[:40]) if guild is not None else "—",
             waited=duration_text(max(0.0, now - waiting.since)), clock=clock,
             board=f"[{t('reminder-go')}](<{url}>)" if url else f"<#{game.channel_id}>")


def listing(service: TableService, games: list[Waiting], now: float,
            budget: int = BUDGET) -> list[str]:
    """A line per game, the longest waiting first, within one message."""
    lines: list[str] = []
    for waiting in games[:SHOWN]:
        text = line(service, waiting, now)
        if sum(len(x) + 1 for x in lines) + len(text) > budget:
            break
        lines.append(text)
    if len(games) > len(lines):
        lines.append(t("me-games-more", n=len(games) - len(lines)))
    return lines


async def show(service: TableService, user_id: int) -> str:
    """``/me games``'s answer, in the current language."""
    games = await waiting_on(service, user_id)
    if not games:
        return t("me-games-none")
    now = service.scheduler.now()
    return "\n".join([t("me-games-title", n=len(games)), *listing(service, games, now)])
