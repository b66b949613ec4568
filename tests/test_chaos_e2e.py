"""Issue 26 item 5, the chaos test: the launcher runs 3 bot processes over 6 gateway shards on
one real PostgreSQL database, against the stand-in serving every shard. Many games have a
turn clock and a reminder falling due at once while players keep bidding in others; one
process is killed with -9 in the middle of it and the launcher starts it again. Then:

- no confirmed move is lost (every bid a player was told "locked in" is in the game's log);
- no board is posted twice (in each channel, each game version has one board message);
- every due clock and reminder message is sent exactly once (per late seat, per player);
- the killed process's shards play again within 30 s of the kill.

The issue asks for >= 1,000 games. That takes several minutes on a shared 2-core machine, so
``make test`` runs ``CHAOS_GAMES`` games (default 90: 72 with clocks due, 18 taking moves);
``CHAOS_GAMES=1000 pytest tests/test_chaos_e2e.py`` runs the full size by hand.
"""

from __future__ import annotations

import asyncio
import os
import re
import time
from collections import Counter
from dataclasses import dataclass, field

import pytest

from games.caravane import ENGINE
from standin import Channel, StandIn, StandInError, User
from standin.botproc import BotProcess
from standin.driving import board_move, boards, latest_board, private_reply
from store import CLOCK, REMIND, Job
from store.postgres import PostgresStore

pytestmark = [pytest.mark.e2e, pytest.mark.slow, pytest.mark.postgres]

GAMES = int(os.environ.get("CHAOS_GAMES", "") or 90)
MOVING = max(12, GAMES // 5)  # games taking bids meanwhile; the rest wait on a clock
SHARDS, PROCESSES = 6, 3
VICTIM = "2,3"  # the shard group whose process is killed
PLAYABLE_WITHIN = 30.0
COLOURS = ("red", "blue", "orange")


@dataclass
class Table:
    game_id: int
    guild_id: int
    channel: Channel
    players: list[User]
    moving: bool
    confirmed: set[int] = field(default_factory=set)  # seats told "locked in"

    @property
    def shard(self) -> int:
        return (self.guild_id >> 22) % SHARDS


async def seed(standin: StandIn, dsn: str, due_at: float) -> list[Table]:
    """The games, written straight into the database as a running bot would have left them:
    moving games owe their first board (the processes' catch-up posts them); the others'
    boards are out, and each of their two seats has a clock and a reminder due at
    ``due_at``."""
    store = await PostgresStore.open(dsn)
    guilds = [standin.add_guild(f"Shard {s}", shard=(s, SHARDS)) for s in range(SHARDS)]
    people = {g.id: [standin.add_user(f"P{s}x{k}", guild=g) for k in range(4)]
              for s, g in enumerate(guilds)}
    tables = []
    try:
        for guild in guilds:
            await store.set_guild_setting(guild.id, "threads", "off")
        for i in range(GAMES):
            guild = guilds[i % SHARDS]
            k = (i // SHARDS) % 4
            host, other = people[guild.id][k], people[guild.id][(k + 1) % 4]
            channel = standin.add_text_channel(guild, f"game-{i}")
            game = await store.create_game(
                guild_id=guild.id, channel_id=channel.id, kind="caravane", host_id=host.id,
                host_name=host.name, host_colour=COLOURS[0], options={"variant": "standard"},
                seed=i)
            await store.add_seat(game.id, other.id, other.name, COLOURS, 5)
            await store.start(game.id, ENGINE.new(2, game.seed, game.options), game.version,
                              pending={"new": True, "ping": [0, 1]})
            moving = i < MOVING
            if not moving:
                started = await store.get_game(game.id)
                assert started is not None
                await store.set_clock(game.id, 3600.0)
                await store.set_messages(game.id, board_version=started.version)
                for seat in (0, 1):
                    await store.put_job(Job(game.id, CLOCK, seat, due_at - 3600.0, due_at))
                    await store.put_job(Job(game.id, REMIND, seat, due_at - 86400.0, due_at))
            tables.append(Table(game.id, guild.id, channel, [host, other], moving))
    finally:
        await store.close()
    return tables


async def bid(standin: StandIn, table: Table, seat: int) -> bool:
    """One bid through the board's form; True when the player was told it is locked in."""
    user = table.players[seat]
    try:
        board = latest_board(standin, table.channel)
        click = await standin.click(user, board, label="Bid")
        await click.wait_ack(5)
        if click.response_type != 9:
            return False
        modal = await click.wait_modal()
        submit = await standin.submit_modal(user, modal, {modal.fields[0].custom_id: "1"})
        text = await private_reply(submit, timeout=10)
    except (StandInError, AssertionError, LookupError):
        return False  # its process is down, or died between the click and the answer
    if "locked in" in text:
        table.confirmed.add(seat)
        return True
    return False


async def keep_bidding(standin: StandIn, tables: list[Table], stop: asyncio.Event) -> None:
    while not stop.is_set():
        for table in tables:
            for seat in (0, 1):
                if seat not in table.confirmed and not stop.is_set():
                    await bid(standin, table, seat)
        await asyncio.sleep(0.2)


def started_pids(log: str) -> dict[str, list[int]]:
    found: dict[str, list[int]] = {}
    for shards, pid in re.findall(r"shards ([\d,]+) of \d+: started as pid (\d+)", log):
        found.setdefault(shards, []).append(int(pid))
    return found


def timekeeping(standin: StandIn, table: Table) -> tuple[Counter[str], Counter[int]]:
    """Clock messages per late player's name, and reminder mentions per player."""
    clocks: Counter[str] = Counter()
    reminded: Counter[int] = Counter()
    for msg in standin.channel_messages(table.channel):
        if "turn clock" in msg.content:
            clocks[next(p.name for p in table.players if f"**{p.name}**" in msg.content)] += 1
        elif "waiting for you" in msg.content:
            reminded.update(msg.mentions)
    return clocks, reminded


async def test_a_process_killed_mid_run_loses_and_repeats_nothing(postgres_dsn, tmp_path):
    standin = StandIn(rest_latency=0.01)
    await standin.start()
    launcher: BotProcess | None = None
    stop = asyncio.Event()
    try:
        standin.recommended_shards = SHARDS
        # Due once every process is up: the kill then falls among the clocks and reminders.
        due_at = time.time() + 25 + GAMES / 50
        tables = await seed(standin, postgres_dsn, due_at)
        waiting = [t for t in tables if not t.moving]
        victim_shards = {int(s) for s in VICTIM.split(",")}
        moving = [t for t in tables if t.moving]
        probe = next(t for t in moving if t.shard in victim_shards)
        movers = [t for t in moving if t is not probe]

        launcher = BotProcess(standin, database_path=tmp_path / "bot.db",
                              database_url=postgres_dsn, script="launcher.py",
                              args=["--processes", str(PROCESSES)],
                              env={"LAUNCH_STAGGER": "0", "LOG_LEVEL": "INFO"},
                              log_path=tmp_path / "launcher.log", log_level="INFO")
        await launcher.start(wait=False)
        await standin.wait_until(lambda: len({i.shard for i in standin.identifies}) == SHARDS,
                                 90, "every shard identified")
        await standin.wait_until(lambda: all(boards(standin, t.channel) for t in moving),
                                 60 + GAMES / 10, "the owed first boards")
        bidding = asyncio.create_task(keep_bidding(standin, movers, stop))

        # Kill the victim once it is busy with its clocks and reminders.
        victims = [t for t in waiting if t.shard in victim_shards]

        def victim_said() -> int:
            return sum(1 for t in victims for m in standin.channel_messages(t.channel)
                       if "turn clock" in m.content or "waiting for you" in m.content)

        await standin.wait_until(lambda: victim_said() >= min(10, len(victims)),
                                 120 + GAMES / 5, "the victim's first clock messages")
        pid = started_pids(launcher.log_text())[VICTIM][0]
        said_at_kill = victim_said()
        os.kill(pid, 9)
        killed_at = time.monotonic()
        identifies = sum(1 for i in standin.identifies if i.shard[0] in victim_shards)

        # Its shards play again: the launcher starts it, it identifies, a bid is locked in.
        await standin.wait_until(
            lambda: sum(1 for i in standin.identifies if i.shard[0] in victim_shards)
            >= identifies + len(victim_shards), PLAYABLE_WITHIN, "the victim's shards back")
        while not await bid(standin, probe, 0):
            assert time.monotonic() - killed_at < PLAYABLE_WITHIN, "not playable again in time"
            await asyncio.sleep(0.5)
        playable_after = time.monotonic() - killed_at
        assert playable_after < PLAYABLE_WITHIN

        # Every due job is run and recorded (a claim the kill cut short runs after its lease).
        store = await PostgresStore.open(postgres_dsn)
        try:
            async def unsettled() -> list[Job]:
                """Due jobs not yet run and recorded: a clock is done once its message is
                out; a reminder moves on to the next interval, its nonce cleared."""
                return [job for table in waiting for job in await store.jobs(table.game_id)
                        if (job.kind == CLOCK and not job.done) or (job.kind == REMIND and (
                            job.nonce is not None or job.due_at <= due_at + 60))]

            deadline = time.monotonic() + 120 + GAMES / 5
            while left := await unsettled():
                assert time.monotonic() < deadline, f"due jobs left unrun: {left[:5]}"
                await asyncio.sleep(1.0)
            await standin.wait_until(lambda: all(len(t.confirmed) == 2 for t in movers),
                                     60 + GAMES / 5, "every bid locked in")
            stop.set()
            await bidding
            await asyncio.sleep(2.0)  # anything still in flight lands

            # Exactly once: each late seat's clock message, each player's reminder.
            for table in waiting:
                clocks, reminded = timekeeping(standin, table)
                assert clocks == Counter({p.name: 1 for p in table.players}), (table, clocks)
                assert reminded == Counter({p.id: 1 for p in table.players}), (table, reminded)
            # No board twice: one board message per game version shown, per channel.
            for table in moving:
                # each board as created (its first snapshot, before any edit)
                shown = [board_move(m.edits[0] if m.edits else m)  # type: ignore[arg-type]
                         for m in boards(standin, table.channel)]
                assert len(shown) == len(set(shown)), (table, shown)
            # No confirmed move lost.
            for table in [*movers, probe]:
                logged = {a.seat for a in await store.actions(table.game_id)}
                assert table.confirmed <= logged, (table, logged)
        finally:
            await store.close()
        log = launcher.log_text()
        assert "exited with code -9; starting it again" in log
        assert len(started_pids(log)[VICTIM]) == 2
        print(f"\nchaos: {GAMES} games ({len(waiting)} with clocks due, {len(moving)} moving), "
              f"the victim had posted {said_at_kill} of its >= {3 * len(victims)} clock and "
              f"reminder messages at the kill; "
              f"playable again after {playable_after:.1f} s; "
              f"{sum(len(t.confirmed) for t in moving)} bids locked in")
        assert await launcher.stop() == 0
    finally:
        stop.set()
        if launcher is not None:
            await launcher.close()
        # Interactions sent to the killed process's shards were never answered, or answered
        # late: expected. What the bot sent must still have been valid.
        bad = [p for p in standin.take_problems() if p.kind in ("invalid", "unknown_route",
                                                                 "standin_bug")]
        await standin.stop()
        assert not bad, bad

