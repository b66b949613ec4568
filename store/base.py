"""Storage behind an interface: what the table needs of a database, and the records it gets.

``SqliteStore`` (store/sqlite.py) is the default, one process on a file; ``PostgresStore``
(store/postgres.py) serves several processes on one server. Both pass the same contract
suite (tests/test_store.py).
"""

from __future__ import annotations

import contextlib
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any

LOBBY, ACTIVE, FINISHED, CANCELLED = "lobby", "active", "finished", "cancelled"
OPEN_STATUSES = (LOBBY, ACTIVE)


# Who holds a seat: a person (their id is the one the adapter knows them by) or the table's
# own AI player (an id the AI seats define).
PERSON, AI = "person", "ai"
HOLDER_KINDS = (PERSON, AI)

# What a backend's ``classify_failure`` calls a failure of the database itself.
LOCKED = "locked"            # another writer holds it: try again in a moment
READONLY = "readonly"        # it cannot be written (permissions, a read-only disk)
FULL = "full"                # the disk is full
CORRUPT = "corrupt"          # the file is damaged
UNAVAILABLE = "unavailable"  # anything else of the database: it could not be reached
FAILURES = (LOCKED, READONLY, FULL, CORRUPT, UNAVAILABLE)


class StoreError(Exception):
    """A storage rule was broken. ``code`` says which (the table words it for players in
    their language; the text is for the log); ``params`` are its details."""

    code = "store_error"

    def __init__(self, **params: object) -> None:
        super().__init__(f"{self.code} {params}" if params else self.code)
        self.params = params


class ChannelBusy(StoreError):
    """The channel already has a lobby or a running game."""

    code = "channel_busy"


class VersionConflict(StoreError):
    """The game moved on (or is no longer where it was) since the version given."""

    code = "version_conflict"


class LobbyClosed(StoreError):
    """No longer a lobby: started, cancelled or gone."""

    code = "lobby_closed"


class AlreadySeated(StoreError):
    """The member already holds a seat in the game."""

    code = "already_seated"


class LobbyFull(StoreError):
    """Every seat of the lobby is taken (``max``: how many it has)."""

    code = "lobby_full"


class NotSeated(StoreError):
    """The member holds no seat in the lobby."""

    code = "not_seated"


class NoSuchSeat(StoreError):
    """The game has no such seat."""

    code = "no_such_seat"


@dataclass(frozen=True)
class Seat:
    """A seat and who holds it: ``kind`` (``PERSON`` or ``AI``) and ``holder_id``.

    ``level``: the AI's level (``casual``, ``standard``, ``hard``) — of the AI holding the
    seat, or, on a person's seat, of the AI covering for them (they keep the seat and get it
    back). A cover began at ``cover_since`` and lasts until ``cover_until`` (None: until the
    person plays again or hands it back)."""

    seat: int
    holder_id: int
    name: str
    colour: str
    kind: str = PERSON
    level: str | None = None
    cover_since: float | None = None
    cover_until: float | None = None

    @property
    def user_id(self) -> int | None:
        """The person holding the seat (None: the table's AI holds it)."""
        return self.holder_id if self.kind == PERSON else None

    @property
    def covered(self) -> bool:
        """Whether the AI covers for the person holding this seat (it may have ended by
        time: see ``cover_until``)."""
        return self.kind == PERSON and self.level is not None

    def held_by(self, kind: str, holder_id: int) -> bool:
        return self.kind == kind and self.holder_id == holder_id


@dataclass
class GameRecord:
    id: int
    guild_id: int | None
    channel_id: int
    kind: str
    status: str
    host_id: int
    options: dict[str, Any]
    seed: int | str
    state: dict[str, Any] | None
    version: int
    lobby_message_id: int | None
    board_message_id: int | None
    board_version: int
    created_at: float
    updated_at: float
    finished_at: float | None
    seats: list[Seat] = field(default_factory=list)
    board_log: list[str] = field(default_factory=list)
    # The game's turn clock in seconds (None: no clock), set by ``/table settings clock:``.
    clock: float | None = None
    # Owed to the next board publication: one entry per committed change since the board
    # was last posted ({"v": version, "new": bool, "ping": [seats], "events": [...],
    # "notes": [[catalogue key, params]]}); and the nonce of a board post in flight.
    board_pending: list[dict[str, Any]] = field(default_factory=list)
    board_nonce: str | None = None

    def seat_of(self, user_id: int) -> int | None:
        """The seat the person ``user_id`` holds, if any."""
        return self.seat_held(PERSON, user_id)

    def seat_held(self, kind: str, holder_id: int) -> int | None:
        """The seat held by the member of ``kind`` and ``holder_id``, if any."""
        for s in self.seats:
            if s.held_by(kind, holder_id):
                return s.seat
        return None

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]


# How many moves' board debts are kept one by one (a board shows at most 20 lines); older
# ones are folded into one entry (``fold_pending``).
PENDING_KEPT = 24


def fold_pending(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A long outage: fold the oldest owed boards into one entry, keeping ``PENDING_KEPT``.
    Their lines would scroll off the board anyway; whether a new message is owed, and to
    whom, is kept — as the publisher reads the entries one by one (its ``owed_pings``): a
    seat that moved after an entry pinged it is owed nothing by that entry, so folding never
    changes who is pinged."""
    if len(entries) <= PENDING_KEPT:
        return entries
    old, kept = entries[:-PENDING_KEPT + 1], entries[-PENDING_KEPT + 1:]
    owed: set[int] = set()
    for entry in old:
        if entry.get("by") is not None:
            owed.discard(entry["by"])
        owed.update(entry.get("ping", ()))
    return [{"v": max(int(e.get("v", 0)) for e in old),
             "new": any(e.get("new") for e in old), "ping": sorted(owed)}, *kept]


# The kinds of scheduled job (one row per game, kind and seat: see ``Storage.put_job``): a
# person's turn clock and reminders; an AI's next move (``THINK``).
CLOCK, REMIND, THINK = "clock", "remind", "think"


@dataclass(frozen=True)
class Job:
    """Something due for one waiting seat: its turn clock running out (``CLOCK``) or a
    reminder (``REMIND``). ``since``: when this wait began — a seat that acts and must act
    again starts a new wait; ``runs``: how often the job ran in this wait; ``done``: it will
    not run again in this wait (a clock runs out once)."""

    game_id: int
    kind: str
    seat: int
    since: float
    due_at: float
    runs: int = 0
    done: bool = False
    # Set when a run was claimed and its message is being posted (and kept until the run is
    # recorded): a run found with a nonce was cut short, its message may already exist.
    nonce: str | None = None


@dataclass(frozen=True)
class Opening:
    """A table being opened in a thread of its own, until its lobby is up: the announcement
    (``message_id`` in ``channel_id``) that answered ``/<game> new`` and, once made, the
    thread (``thread_id``). One left over at start-up was cut short by a crash: finished
    when its game exists, else withdrawn."""

    id: int
    guild_id: int | None
    channel_id: int
    message_id: int
    thread_id: int | None
    created_at: float


@dataclass(frozen=True)
class LoggedAction:
    seq: int
    seat: int
    user_id: int
    action: dict[str, Any]
    summary: str
    created_at: float



@dataclass(frozen=True)
class Standing:
    """One seat's part in how a game ended, as ratings read it: who held it (``holder_kind``,
    ``holder_id``: a person, or an AI seat's own id such as a level's), the name they played
    under, their ``rank`` (1: won; equal scores share a rank), whether they won, and their
    score as a number when the game has one."""

    seat: int
    holder_kind: str
    holder_id: int
    name: str
    rank: float
    won: bool
    score: float | None = None

    @property
    def holder(self) -> tuple[str, int]:
        return self.holder_kind, self.holder_id


def standings_json(standings: Sequence[Standing]) -> str:
    """Standings as a backend stores them: one JSON array per seat."""
    return json.dumps([[s.seat, s.holder_kind, s.holder_id, s.name, s.rank, int(s.won), s.score]
                       for s in standings], separators=(",", ":"))


def standings_of(text: str | None) -> tuple[Standing, ...]:
    """Stored standings read back (none: a result not read yet)."""
    if text is None:
        return ()
    return tuple(Standing(int(seat), kind, int(holder), name, rank, bool(won), score)
                 for seat, kind, holder, name, rank, won, score in json.loads(text))


@dataclass(frozen=True)
class GameResult:
    """How a finished game ended, stored with its finishing move and kept for good (even once
    the game itself is archived or deleted): what ratings are rebuilt from. ``rated``: the
    game counts for ratings at all. ``seq`` (the order results were stored in: the order
    ratings take them in) and ``finished_at`` are the store's to set. ``standings`` empty and
    ``read`` False: a game finished before results were kept, not read yet."""

    game_id: int
    guild_id: int | None
    kind: str
    standings: tuple[Standing, ...]
    rated: bool = True
    seq: int = 0
    finished_at: float = 0.0
    read: bool = True


@dataclass(frozen=True)
class Rating:
    """One holder's record and rating at one game (``kind``) in one server: kept up to date
    as games finish, read by ``/stats`` without a look at any game. ``trend``: the rating
    after each of their last games (at most ``TREND``), oldest first; ``since``: the ``seq``
    of their first rated game (the last tie-break: who was there first)."""

    kind: str
    holder_kind: str
    holder_id: int
    name: str
    played: int
    won: int
    score_total: float
    scored: int
    mu: float
    sigma: float
    trend: tuple[float, ...] = ()
    since: int = 0

    @property
    def holder(self) -> tuple[str, int]:
        return self.holder_kind, self.holder_id

    @property
    def rating(self) -> float:
        """The conservative rating: mu - 3 sigma (0 for a newcomer)."""
        return self.mu - 3 * self.sigma

    @property
    def skill(self) -> float:
        """The rating as ``/stats`` shows it, rounded once, here: the text, the image and the
        leaderboard's order (the stores keep it in the row) all read this one number."""
        return round(self.rating, 1) + 0.0  # + 0.0: never "-0.0"

    @property
    def average_score(self) -> float | None:
        return self.score_total / self.scored if self.scored else None

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


TREND = 30  # ratings kept per holder for the trend line (the leaderboard draws this many)


@dataclass(frozen=True)
class Placed:
    """A holder's rating at one game and their place among the server's players of it."""

    rating: Rating
    place: int
    of: int


@dataclass(frozen=True)
class ImportedGame:
    """A game brought in whole by ``Storage.import_games``: its record (``id`` 0: give it a
    new one), its logged actions, and for a finished game its result."""

    game: GameRecord
    actions: Sequence[LoggedAction] = ()
    result: GameResult | None = None


# The ratings' arithmetic, the table's to know: from a stored result and the current ratings
# of its holders (those with none are absent), the new ratings to keep ([]: none change).
Rater = Callable[[GameResult, Mapping[tuple[str, int], Rating]], Sequence[Rating]]


@dataclass(frozen=True)
class Finish:
    """What a game's finishing move stores with it: its result and, when it is ``rated``,
    the arithmetic that updates the holders' ratings in the same transaction."""

    result: GameResult
    rate: Rater


class Storage(ABC):
    """Everything the table asks of a database. Every state change is one transaction guarded
    by the game's version, so a double click applies once.

    Reads see committed changes only, and are not held up by a write in flight (this
    process's or another's): the reads an interaction makes before it is answered must not
    queue behind other games' moves."""

    # Whether several processes may use the database at once. Then a game's lock must hold
    # across them: ``game_lock`` (``table.locks.locks_for`` picks it).
    shared = False

    def __init__(self) -> None:
        # Set once close() begins: work still in flight at shutdown fails quietly, not loudly.
        self.closed = False

    def game_lock(self, game_id: int) -> AbstractAsyncContextManager[object]:
        """A lock on the game held across every process using the database, for the whole
        ``async with`` block (only a ``shared`` backend has one)."""
        raise NotImplementedError(f"{type(self).__name__} serves one process: no shared locks")

    # -- several processes on one database (a ``shared`` backend; issue 26) ----------------
    # A backend serving one process keeps these defaults: every game is its own, nobody else
    # publishes, syncs or changes a setting.
    def serve_shards(self, shard_ids: Sequence[int], shard_count: int) -> None:
        """From now on the background walks — ``games_with_status``, ``games_behind_board``,
        ``openings``, ``due_jobs``, ``next_due`` — see only the games of these gateway shards
        (a game's guild ``g`` is on shard ``(g >> 22) % shard_count``; no guild: shard 0),
        filtered by the query itself. The other shards' processes walk the others."""
        if set(shard_ids) != set(range(shard_count)):
            raise NotImplementedError(f"{type(self).__name__} serves one process: every shard")

    def exclusive(self, name: str) -> AbstractAsyncContextManager[object]:
        """A lock held by one process at a time over the whole database (the command sync's
        leader): a no-op where there is one process."""
        return contextlib.nullcontext()

    async def meta(self, key: str) -> str | None:
        """A value the bot keeps about itself in the database (the command fingerprint), or
        None: a backend without it keeps such things beside its file instead."""
        return None

    async def set_meta(self, key: str, value: str) -> None:
        raise NotImplementedError(f"{type(self).__name__} keeps no meta values")

    async def lease_board(self, game_id: int, holder: str, seconds: float) -> bool:
        """Take (or extend) the lease on publishing the game's board for ``seconds``; False
        while another holder's lease runs. One process: the publisher's own lock is enough."""
        return True

    async def release_board(self, game_id: int, holder: str) -> None:
        """Give the lease back (only if ``holder`` has it)."""
        return None

    async def drop_board_leases(self, holder_prefix: str) -> None:
        """Forget every lease held by a holder named ``holder_prefix…`` (a process that
        replaces a dead one of the same shard group takes its games at once)."""
        return None

    async def beat(self, name: str, info: dict[str, Any]) -> None:
        """Record this process's heartbeat (``name``: its shard group) for ``/table health``."""
        return None

    async def processes(self) -> list[dict[str, Any]]:
        """Every process's last heartbeat, by name (one process: [])."""
        return []

    async def listen(self, callback: Callable[[str, int], None]) -> None:
        """Call ``callback(what, id)`` when another process changes a cached thing:
        ``("player", user_id)`` a player's settings, ``("all", 0)`` anything (notices may
        have been missed). One process: never."""
        return None

    @abstractmethod
    async def close(self) -> None:
        """Release the database; the instance is not used afterwards."""

    @abstractmethod
    async def schema_version(self) -> int:
        """How many of the backend's migrations the database has had (``/table health``)."""

    @abstractmethod
    def classify_failure(self, exc: BaseException) -> str | None:
        """Which failure of the database itself ``exc`` is (one of ``FAILURES``: the table
        words each for players and the operator), or None when it is not one (a bug, or
        something else failing)."""

    # -- reading
    @abstractmethod
    async def get_game(self, game_id: int) -> GameRecord | None:
        """The game with its seats (in seat order), whatever its status; None if unknown."""

    @abstractmethod
    async def open_game(self, channel_id: int) -> GameRecord | None:
        """The channel's lobby or running game, if any."""

    @abstractmethod
    async def latest_game(self, channel_id: int, kind: str | None = None) -> GameRecord | None:
        """The channel's open game, else its most recently finished one (an indexed lookup:
        not a scan of the channel's, let alone every, game)."""

    @abstractmethod
    async def games_with_status(self, *statuses: str) -> list[GameRecord]:
        """Every game in one of ``statuses``, oldest first (a scan: prefer the narrower
        queries below for anything that runs often or at start-up)."""

    @abstractmethod
    async def count_games(self, *statuses: str) -> int:
        """How many games are in one of ``statuses``: one indexed count, decoding nothing
        (the heartbeat asks every 30 s, whatever the database holds)."""

    @abstractmethod
    async def count_behind_board(self) -> int:
        """How many games ``games_behind_board`` would return, decoding none of them."""

    # -- results and ratings (kept as games finish; see ``Finish``)
    @abstractmethod
    async def ratings(self, guild_id: int | None, kind: str, limit: int) -> list[Rating]:
        """The best ``limit`` ratings at ``kind`` in a server: highest rating first, then
        more won, more played, name, and who was there first. Reads ``limit`` rows."""

    @abstractmethod
    async def rated_games(self, guild_id: int | None) -> dict[str, int]:
        """How many rated games of each kind a server has finished."""

    @abstractmethod
    async def placed_ratings(self, guild_id: int | None, holder_kind: str,
                             holder_id: int) -> list[Placed]:
        """A holder's rating at every kind they played in a server (by kind), each with
        their place in the order of ``ratings`` and how many are rated there."""

    @abstractmethod
    async def results(self, after: int = 0, limit: int = 1000) -> list[GameResult]:
        """Stored results with ``seq`` > ``after``, in ``seq`` order (at most ``limit``):
        the order ratings took them in, for rebuilding them."""

    @abstractmethod
    async def unread_results(self, limit: int = 100) -> list[int]:
        """The games (ids, in ``seq`` order) whose result was never read: finished before
        results were kept. ``set_results`` records them."""

    @abstractmethod
    async def set_results(self, results: Sequence[GameResult]) -> None:
        """Record the results of games finished before results were kept (in one transaction;
        their ``seq`` stays: ratings take each where it finished). Ratings are not touched:
        rebuild them."""

    @abstractmethod
    async def replace_ratings(self, ratings: Mapping[int | None, Sequence[Rating]],
                              games: Mapping[tuple[int | None, str], int], *,
                              through: int) -> bool:
        """Replace every rating and rated-game count (per server) with ones rebuilt from the
        results up to ``seq`` ``through``, in one transaction — unless a result was stored
        after ``through`` meanwhile: then nothing changes and False comes back (rebuild on
        from there). Clears ``ratings_stale`` when no result is left unread."""

    @abstractmethod
    async def ratings_stale(self) -> bool:
        """Whether the kept ratings miss results (older games not read yet, or imported):
        a rebuild is due."""

    @abstractmethod
    async def games_behind_board(self) -> list[GameRecord]:
        """Running or finished games whose board shows an older version (a crash between
        saving a move and posting its board): found without scanning every game."""

    @abstractmethod
    async def actions(self, game_id: int, limit: int | None = None) -> list[LoggedAction]:
        """The game's logged actions in order (``seq`` 1, 2, …); with ``limit``, only the most
        recent ones, still oldest first. Seed, options and this log replay the state."""

    async def actions_since(self, game_id: int, seats: Sequence[int],
                            within: int) -> list[LoggedAction]:
        """Of the game's last ``within`` actions, those after the earliest of ``seats``' own
        last actions among them (all ``within`` when one of the seats has none there): what
        happened since every one of them last moved. Oldest first."""
        # The window is cut in SQL: a board is published after every move, and decoding the
        # whole look-back each time (to keep a handful of rows) cost more than the query.
        found = await self._actions_since(game_id, seats, within)
        if found or not seats or within <= 0:
            return found
        # Nothing logged: a packed game's log (the same cut, made here), or none at all.
        recent = (await self._packed_log(game_id))[-within:]
        if not recent:
            return []
        cut = min(max((a.seq for a in recent if a.seat == s), default=recent[0].seq - 1)
                  for s in seats)
        return [a for a in recent if a.seq > cut]

    @abstractmethod
    async def _actions_since(self, game_id: int, seats: Sequence[int],
                             within: int) -> list[LoggedAction]:
        """``actions_since`` over the logged rows, cut by the database (none when the game's
        log has been packed)."""

    @abstractmethod
    async def _packed_log(self, game_id: int) -> list[LoggedAction]:
        """A packed game's whole log (none for a game not packed)."""

    # -- ended games: packed small, old ones removed; games brought in whole
    @abstractmethod
    async def games_to_compact(self, limit: int, settled_before: float) -> list[int]:
        """Ended games (finished or cancelled) not packed yet whose board shows their end —
        or, whatever the board, that last changed before ``settled_before`` — oldest first,
        at most ``limit``: an indexed query, cheap when none are left."""

    @abstractmethod
    async def compact_game(self, game_id: int) -> bool:
        """Pack an ended game small (``store.packing``): its action log and its final state,
        each one compressed record, in one transaction. Every read gives back the same as
        before (``get_game``, ``actions``, ``actions_since``; times to the millisecond).
        False, changing nothing, when the game is not an ended one, is packed already, or
        changed meanwhile (a board posted: try again later). A kill at any moment leaves
        the game packed or not, never half."""

    @abstractmethod
    async def packed_bytes(self, game_id: int) -> int:
        """The bytes a packed game's records take (0: not packed): what the bench and the
        tests hold to the 8 KB a finished game may cost."""

    @abstractmethod
    async def expired_games(self, before: float, limit: int) -> list[int]:
        """Ended games that ended before ``before``, oldest first (at most ``limit``) — but
        never a channel's newest game (its ``/table log``, board and replay stay), nor one
        whose result is still to be read from it."""

    @abstractmethod
    async def delete_games(self, game_ids: Sequence[int]) -> int:
        """Remove ended games with their seats, log and jobs (their results stay: ratings do
        not change, and can still be rebuilt). How many were removed."""

    @abstractmethod
    async def import_games(self, games: Sequence[ImportedGame]) -> list[int]:
        """Bring games in whole, in one transaction (ended ones packed at once); their
        results are stored after every other (``seq``) and mark the ratings stale. Returns
        their ids. For tests, benchmarks and restoring archived games."""

    # -- lobby
    @abstractmethod
    async def create_game(self, *, guild_id: int | None, channel_id: int, kind: str,
                          host_id: int, host_name: str, host_colour: str,
                          options: dict[str, Any], seed: int | str) -> GameRecord:
        """Open a lobby (version 0) with the host in seat 0. Raises ChannelBusy if the
        channel already has a lobby or a running game."""

    @abstractmethod
    async def games_seated(self, holder_id: int, kind: str = PERSON) -> list[GameRecord]:
        """The running games where the member (``kind``, ``holder_id``) holds a seat, oldest
        first (an index on the seats' holder, not a scan of the games)."""

    @abstractmethod
    async def add_seat(self, game_id: int, holder_id: int, name: str, colours: Sequence[str],
                       max_players: int, *, kind: str = PERSON, level: str | None = None) -> Seat:
        """Seat a member (``kind``, ``holder_id``; an AI with its ``level``) in a lobby: the
        next seat number, the first colour of ``colours`` no one has. Raises LobbyClosed,
        AlreadySeated or LobbyFull."""

    @abstractmethod
    async def remove_seat(self, game_id: int, holder_id: int, *, kind: str = PERSON) -> None:
        """Leave a lobby; later seats move up so seats stay 0..n-1. Raises LobbyClosed or
        NotSeated."""

    # -- tables being opened in a thread (restart-safe: see ``Opening``)
    @abstractmethod
    async def opening_started(self, guild_id: int | None, channel_id: int,
                              message_id: int) -> int:
        """Record an announcement that a table is opening; returns the opening's id."""

    @abstractmethod
    async def opening_thread(self, opening_id: int, thread_id: int) -> None:
        """Record the thread made for an opening."""

    @abstractmethod
    async def opening_done(self, opening_id: int) -> None:
        """The opening is over (its lobby is up, or it was withdrawn): forget it."""

    @abstractmethod
    async def openings(self) -> list[Opening]:
        """Openings not done, oldest first (at start-up: those a crash cut short)."""

    # -- bookkeeping
    @abstractmethod
    async def set_messages(self, game_id: int, *, lobby_message_id: int | None = None,
                           board_message_id: int | None = None,
                           board_version: int | None = None,
                           board_log: list[str] | None = None) -> None:
        """Record where the lobby and board messages are, which version the board shows and
        its log lines. Only the given fields change; the game's version does not."""

    @abstractmethod
    async def set_board_nonce(self, game_id: int, nonce: str | None) -> None:
        """Record (before posting) the nonce of a board message about to be posted."""

    @abstractmethod
    async def board_published(self, game_id: int, *, version: int, message_id: int,
                              board_log: list[str]) -> None:
        """The board of ``version`` is message ``message_id``: record it, clear the nonce and
        drop the pending entries it covers (those of later versions stay)."""

    # -- state changes
    @abstractmethod
    async def start(self, game_id: int, state: dict[str, Any], expected_version: int, *,
                    pending: dict[str, Any] | None = None) -> None:
        """Lobby → active with the engine's first state (version + 1). Raises
        VersionConflict unless the game is a lobby at ``expected_version``."""

    @abstractmethod
    async def set_status(self, game_id: int, status: str, expected_version: int,
                         from_statuses: Sequence[str] = OPEN_STATUSES) -> None:
        """Move the game to ``status`` (version + 1; finished/cancelled stamp ``finished_at``).
        Raises VersionConflict, writing nothing, unless it is at ``expected_version`` and in
        one of ``from_statuses``."""

    @abstractmethod
    async def commit_action(self, game_id: int, expected_version: int, state: dict[str, Any], *,
                            seat: int, user_id: int, action: dict[str, Any], summary: str,
                            status: str = ACTIVE, pending: dict[str, Any] | None = None,
                            finish: Finish | None = None) -> int:
        """Save the new state, set ``status`` and append the action to the log, all in one
        transaction; returns the new version. Raises VersionConflict, writing nothing, unless
        the game is running at ``expected_version`` (so a double click applies once).

        ``finish`` (with the move that ends the game): its result is stored (``seq`` and
        ``finished_at`` set), and when it is ``rated`` the holders' ratings are read,
        ``finish.rate`` applied and the rated-game count of its server and kind raised — in
        the same transaction."""

    @abstractmethod
    async def take_back(self, game_id: int, expected_version: int, state: dict[str, Any], *,
                        seq: int, pending: dict[str, Any] | None = None) -> int:
        """Undo the game's last logged action ``seq``: store ``state`` (the state before it)
        and remove its log row, in one transaction. Returns the new version (versions only
        grow, so a menu drawn before the undo is stale). Raises VersionConflict when the game
        moved on or ``seq`` is no longer the last action."""

    @abstractmethod
    async def replace_seat(self, game_id: int, expected_version: int, *, seat: int,
                           holder_id: int, name: str, kind: str = PERSON,
                           level: str | None = None,
                           pending: dict[str, Any] | None = None) -> int:
        """Give ``seat`` of a running game to another member (an AI with its ``level``; hand,
        pieces and history stay with the seat; a cover ends). Returns the new version (menus
        drawn for the old player go stale). Raises AlreadySeated when the member already has
        a seat in the game, NoSuchSeat, VersionConflict when the game moved on or is not
        running."""

    @abstractmethod
    async def set_cover(self, game_id: int, expected_version: int, *, seat: int,
                        level: str | None, until: float | None = None,
                        pending: dict[str, Any] | None = None) -> int:
        """The AI at ``level`` covers for the person holding ``seat`` of a running game from
        now (``cover_since``) until ``until`` (None: until handed back); ``level`` None hands
        the seat back. Returns the new version. Raises NoSuchSeat unless a person holds the
        seat, VersionConflict when the game moved on or is not running."""

    @abstractmethod
    async def set_clock(self, game_id: int, seconds: float | None) -> None:
        """Set (None: switch off) the game's turn clock; the game's version does not change."""

    # -- scheduled jobs (turn clocks and reminders), restart-safe
    @abstractmethod
    async def jobs(self, game_id: int) -> list[Job]:
        """The game's scheduled jobs."""

    @abstractmethod
    async def put_job(self, job: Job) -> None:
        """Insert or replace the job of (game, kind, seat)."""

    @abstractmethod
    async def drop_jobs(self, game_id: int, keys: Sequence[tuple[str, int]] | None = None) -> None:
        """Forget the game's jobs of these (kind, seat) pairs (None: all of them)."""

    @abstractmethod
    async def due_jobs(self, now: float, limit: int = 100) -> list[Job]:
        """Jobs not done whose time has come, earliest first."""

    @abstractmethod
    async def next_due(self) -> float | None:
        """When the earliest job not done falls due (None: no job)."""

    @abstractmethod
    async def user_jobs(self, user_id: int) -> list[Job]:
        """The jobs of every seat the person ``user_id`` holds in a running game."""

    @abstractmethod
    async def claim_job(self, job: Job, *, due_at: float, done: bool, ran: bool = True,
                        nonce: str | None = None) -> bool:
        """Move ``job`` on — next ``due_at``, ``done``, ``nonce`` (None clears it) — only if
        it is still exactly as read (same wait, same run count, not done), counting a run
        when ``ran``. True when this call moved it: the caller, and no one else, then runs
        it. This is what makes a job run once, even when a restart and a late round both
        find it due. A run that must post exactly once claims with a ``nonce`` and a short
        ``due_at`` (a lease), and records itself done only once its message is out: a crash
        in between leaves the job due again, nonce and all."""

    # -- settings (per server and per player: language, reminders…)
    @abstractmethod
    async def set_watching(self, game_id: int, user_id: int, watching: bool) -> None:
        """Follow (or stop following) a game's new-turn messages as a spectator."""

    @abstractmethod
    async def watchers(self, game_id: int) -> list[int]:
        """The spectators of a game, earliest first."""

    @abstractmethod
    async def guild_settings(self, guild_id: int) -> dict[str, str]:
        """Every setting of a server, key → value ({} if none)."""

    @abstractmethod
    async def set_guild_setting(self, guild_id: int, key: str, value: str | None) -> None:
        """Set (or with None, forget) one setting of a server."""

    @abstractmethod
    async def player_settings(self, user_id: int) -> dict[str, str]:
        """Every setting of a player, key → value ({} if none)."""

    @abstractmethod
    async def set_player_setting(self, user_id: int, key: str, value: str | None) -> None:
        """Set (or with None, forget) one setting of a player."""

