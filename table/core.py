"""The table's core: apply one move to one game, with no Discord in sight.

Humans (through the Discord adapter), tests — and later bots, clocks and undo — all move
through ``TableCore.act``: per-channel lock → load → staleness check (version, or the
engine's decision key in parallel phases) → ``engine.apply`` → one commit (state + action
log, plus what the board publication owes) → an ``Outcome`` that says what happened. The
optional ``publish`` callback runs after the lock is released: posting to Discord may retry
for many seconds and must never hold up the next move (the publisher serialises boards).

After a move, the table plays every move the engine declares forced (``forced_action``: only
one possible outcome) through the same path, each logged as its own row by ``AUTO_ACTOR``
with a public note saying so; the board is published once, for all of them.
"""

from __future__ import annotations

import json
import logging
import zlib
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from games.base import Action, Engine, Event, RuleError, is_template
from games.replay import replay
from store import (
    ACTIVE,
    FINISHED,
    LOBBY,
    AlreadySeated,
    GameRecord,
    LobbyClosed,
    NoSuchSeat,
    Seat,
    Store,
    VersionConflict,
)
from table.words import name_list

if TYPE_CHECKING:
    from table.kind import GameKind

# Why a move was not applied; the adapter words each for the player.
APPLIED = "applied"
NO_GAME = "no_game"          # the game does not exist (any more)
NOT_RUNNING = "not_running"  # lobby, finished or cancelled
NOT_SEATED = "not_seated"    # the actor has no seat in this game
STALE = "stale"              # chosen on a state that has changed since
REFUSED = "refused"          # the engine said no (``error`` holds the RuleError)
NOTHING_TO_UNDO = "nothing_to_undo"  # the last move is not the actor's (or there is none)
BARRIER = "barrier"          # the actor's last move revealed something or let others act
SEATED = "seated"            # a replacement's newcomer already has a seat in the game

Publisher = Callable[["Outcome"], Awaitable[None]]
# Told of every committed change of a game (the scheduler): the game as saved, and the seat
# whose own move or replacement it was (None: nobody's, e.g. a start).
ChangeHook = Callable[[GameRecord, "int | None"], Awaitable[None]]

log = logging.getLogger(__name__)

# The user id logged for a move the table made by itself (``forced_action``): nobody clicked.
AUTO_ACTOR = 0
# What the table plays by itself: a forced move, or a late player's default move.
FORCED, DEFAULT = "forced", "default"
# A chain of forced moves longer than this is an engine bug, not a game (Caravane's longest
# is one stage of 25 squares walked alone).
MAX_FORCED = 200


def is_secret(engine: Engine, action: Action, events: list[Event] | None = None) -> bool:
    """Whether what ``action`` chose is hidden from the other seats, so no public message
    may word it: the engine declares its type ``secret``, or the move (``events``, what it
    did) told its own seat something nobody else learned."""
    spec = engine.spec(str(action.get("type", "")))
    return bool(spec is not None and spec.secret) or any(
        "private_to" in e for e in events or ())


def default_is_secret(engine: Engine, state: dict[str, Any], seat: int,
                      action: Action) -> bool:
    """Whether the move the table would play for a late ``seat`` words something hidden
    (a discard worked out from the hand, a sealed bid): then the public clock message only
    names its kind. Tried on a copy; a move ``apply`` refuses is judged by its type alone."""
    try:
        _, events = engine.apply(state, seat, action)
    except RuleError:
        events = []
    return is_secret(engine, action, events)


def key_stamp(key: str) -> str:
    """The short, custom-id-safe form of an engine decision key."""
    return f"k{zlib.crc32(key.encode()):08x}"


def stamp_for(kind: GameKind, game: GameRecord, seat: int) -> str:
    """What a private menu is stamped with: the decision key in a parallel phase, else the
    version."""
    assert game.state is not None
    key = kind.engine.decision_key(game.state, seat)
    return key_stamp(key) if key is not None else str(game.version)


def is_current(kind: GameKind, game: GameRecord, seat: int, stamp: str) -> bool:
    version = int(stamp) if stamp.isdigit() else None
    if version is not None:
        return version == game.version
    return stamp == stamp_for(kind, game, seat)


@dataclass
class Outcome:
    status: str
    action: Action
    seat: int | None = None
    game: GameRecord | None = None
    events: list[Event] = field(default_factory=list)
    error: RuleError | None = None
    waiting_before: list[int] = field(default_factory=list)
    to_act: list[int] = field(default_factory=list)
    over: bool = False
    new_message: bool = False
    undo_barrier: bool = True
    posted: bool = True  # set by the publisher: False when the board could not be posted
    failure: str | None = None  # set by the publisher: why the board could not be posted
    # Moves the table then played by itself (forced); ``game``, ``to_act`` and ``over``
    # above already describe the state after the last of them.
    forced: list[Outcome] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.status == APPLIED

    @property
    def public_events(self) -> list[Event]:
        return [e for e in self.events if "private_to" not in e]

    def private_events(self, seat: int) -> list[Event]:
        return [e for e in self.events if seat in e.get("private_to", ())]

    @property
    def ping(self) -> list[int]:
        """Who the new board message mentions: who must act now, never the one who acted."""
        return [s for s in self.to_act if s != self.seat]


def needs_new_message(before: list[int], after: list[int], over: bool) -> bool:
    """A new board message when someone who was not waiting must now act (or at the end);
    otherwise the board is edited in place."""
    return over or bool(set(after) - set(before))


class TableCore:
    def __init__(self, store: Store, kinds: Mapping[str, GameKind]) -> None:
        self.store = store
        self.kinds = kinds
        self.on_change: ChangeHook | None = None
        # A game's channel never changes: known once, its lock needs no extra read per move.
        self._channels: dict[int, int] = {}

    async def _channel_of(self, game_id: int) -> int | None:
        """The channel whose lock guards ``game_id`` (None: no such game of ours)."""
        channel = self._channels.get(game_id)
        if channel is None:
            found = await self.store.get_game(game_id)
            if found is None or found.kind not in self.kinds:
                return None
            channel = self._channels[game_id] = found.channel_id
        return channel

    async def changed(self, game: GameRecord, acted: int | None) -> None:
        """Tell the scheduler; its failure must never undo or hide a saved move."""
        if self.on_change is None:
            return
        try:
            await self.on_change(game, acted)
        except Exception:  # noqa: BLE001 - logged; the clocks catch up at the next change
            log.exception("Could not reschedule game %s", game.id)

    async def act(self, game_id: int, seat: int | None, action: Action, *, actor: int,
                  expected_version: int | None = None, decision_key: str | None = None,
                  publish: Publisher | None = None) -> Outcome:
        """Apply ``action`` for ``seat`` (None: the actor's seat) in game ``game_id``.

        ``expected_version`` is the version the move was chosen on; ``decision_key`` (a
        ``key_stamp``) replaces it in parallel phases. Either mismatch → STALE, nothing
        applied. Then any forced moves are played (``Outcome.forced``). ``publish`` is
        awaited, after the game's lock is released, when the move was applied; the board it
        owes is recorded with the move, so a crash never loses it.
        """
        outcome = await self._act(game_id, seat, action, actor=actor,
                                  expected_version=expected_version, decision_key=decision_key)
        if outcome.ok:
            await self._play_forced(outcome, quiet=outcome.seat)
        if outcome.ok and publish is not None:
            await publish(outcome)
        return outcome

    async def play_forced(self, game_id: int, *, publish: Publisher | None = None) -> Outcome | None:
        """Play the forced moves a game is waiting on (a game saved before its engine knew
        them, found at start-up). Returns the last one's outcome, or None when there were none."""
        game = await self.store.get_game(game_id)
        if game is None:
            return None
        start = Outcome(APPLIED, {}, None, game)
        await self._play_forced(start, quiet=None)
        if not start.forced:
            return None
        last = start.forced[-1]
        if publish is not None:
            await publish(last)
        return last

    async def play_default(self, game_id: int, seat: int, *, by: int,
                           expected_version: int | None = None,
                           decision_key: str | None = None,
                           publish: Publisher | None = None) -> Outcome:
        """Play the engine's ``default_action`` for ``seat`` (whose turn clock ran out), on
        the word of seated player ``by``, chosen on ``expected_version`` — or, in a parallel
        phase, on ``seat``'s decision key (a ``key_stamp``): then playing for one late seat
        leaves the others' offers good until each of them has moved. Logged as the table's
        move (``AUTO_ACTOR``: nobody can undo it) with a public note naming both."""
        game = await self.store.get_game(game_id)
        if game is None or game.kind not in self.kinds:
            return Outcome(NO_GAME, {}, seat)
        if game.status != ACTIVE or game.state is None:
            return Outcome(NOT_RUNNING, {}, seat, game)
        by_seat = game.seat_of(by)
        if by_seat is None:
            return Outcome(NOT_SEATED, {}, seat, game)
        if not 0 <= seat < len(game.seats) or (
                decision_key is None and game.version != expected_version):
            return Outcome(STALE, {}, seat, game)
        engine = self.kinds[game.kind].engine
        action = engine.default_action(engine.migrate(game.state), seat)
        if action is None:
            return Outcome(REFUSED, {}, seat, game, error=RuleError("nothing_to_do"))
        outcome = await self._act(game_id, seat, action, actor=AUTO_ACTOR,
                                  expected_version=expected_version,
                                  decision_key=decision_key, auto=DEFAULT,
                                  quiet=by_seat, by=game.seats[by_seat].name)
        if outcome.ok:
            await self._play_forced(outcome, quiet=by_seat)
            if publish is not None:
                await publish(outcome)
        return outcome

    async def undo(self, game_id: int, *, actor: int,
                   describe: Callable[[GameRecord, int, Action], str] | None = None,
                   describe_secret: Callable[[GameRecord, int, str], str] | None = None,
                   move: int | None = None, publish: Publisher | None = None) -> Outcome:
        """Take back ``actor``'s last move: only while it is the game's last move and the
        engine's ``undo_barrier`` says it revealed nothing and let nobody else act. The state
        before it is rebuilt by replaying the log (engines are deterministic) and must lead
        back to the stored state exactly, or nothing is changed. One move per call; the board
        says "X took back …" (``describe`` words the move in the board's language) — or, for
        a move whose content is secret (``is_secret``), only names its kind
        (``describe_secret`` words the action type). ``move``: the game version the move
        left (an Undo button names the move it was offered for): STALE unless the game is
        still there, so a double click takes back one move, not two."""
        channel = await self._channel_of(game_id)
        if channel is None:
            return Outcome(NO_GAME, {}, None)
        async with self.store.lock(channel):
            game = await self.store.get_game(game_id)
            if game is None:
                return Outcome(NO_GAME, {}, None)
            if game.status != ACTIVE or game.state is None:
                return Outcome(NOT_RUNNING, {}, None, game)
            seat = game.seat_of(actor)
            if seat is None:
                return Outcome(NOT_SEATED, {}, None, game)
            engine = self.kinds[game.kind].engine
            if move is not None and game.version != move:
                return Outcome(STALE, {}, seat, game)
            log = await self.store.actions(game.id)
            if not log or log[-1].seat != seat or log[-1].user_id != actor:
                return Outcome(NOTHING_TO_UNDO, {}, seat, game)
            last = log[-1]
            try:
                before = replay(engine, len(game.seats), game.seed, game.options,
                                [(a.seat, a.action) for a in log[:-1]])
                after, events = engine.apply(before, seat, last.action)
            except RuleError:
                return Outcome(NOTHING_TO_UNDO, last.action, seat, game)
            if after != engine.migrate(game.state) or engine.undo_barrier(
                    before, seat, last.action, events):
                return Outcome(BARRIER, last.action, seat, game)
            waiting_before = list(engine.to_act(after))
            to_act = list(engine.to_act(before))
            new_message = needs_new_message(waiting_before, to_act, False)
            name = game.seats[seat].name
            if is_secret(engine, last.action, events):
                kind = str(last.action.get("type", ""))
                what = describe_secret(game, seat, kind) if describe_secret is not None else ""
                note = ["took-back-secret", {"name": name, "what": what}]
            else:
                words = describe(game, seat, last.action) if describe is not None else ""
                note = ["took-back", {"name": name, "move": words}]
            pending = {"new": new_message, "events": [], "by": seat,
                       "ping": [s for s in to_act if s != seat] if new_message else [],
                       "notes": [note]}
            try:
                game.version = await self.store.take_back(game.id, game.version, before,
                                                          seq=last.seq, pending=pending)
            except VersionConflict:
                return Outcome(STALE, last.action, seat, game)
            game.state = before
            outcome = Outcome(APPLIED, last.action, seat, game, waiting_before=waiting_before,
                              to_act=to_act, new_message=new_message, undo_barrier=False)
            await self.changed(game, seat)
        if publish is not None:
            await publish(outcome)
        return outcome

    # -- the lobby: seats and the start, serialised with each other by the channel's lock --
    async def join(self, game_id: int, user_id: int, name: str, colours: Sequence[str],
                   max_players: int) -> Seat:
        """Seat a member in a lobby (a StoreError with its code when it cannot be done)."""
        channel = await self._channel_of(game_id)
        if channel is None:
            raise LobbyClosed()
        async with self.store.lock(channel):
            return await self.store.add_seat(game_id, user_id, name, colours, max_players)

    async def leave(self, game_id: int, user_id: int) -> None:
        """Take a member's seat away from a lobby (a StoreError when it cannot be done)."""
        channel = await self._channel_of(game_id)
        if channel is None:
            raise LobbyClosed()
        async with self.store.lock(channel):
            await self.store.remove_seat(game_id, user_id)

    async def start(self, game_id: int, *, by: int) -> Outcome:
        """Start a lobby for its host ``by``: the first state is built from the seats read
        under the lock that every join and leave takes, so a Join racing the Start can never
        leave a game whose seats and state disagree. STALE: no longer a lobby (started or
        cancelled meanwhile); NOT_SEATED: ``by`` is not the host; REFUSED (``too_few``,
        with ``n`` and ``min``): too few seats now."""
        channel = await self._channel_of(game_id)
        if channel is None:
            return Outcome(NO_GAME, {}, None)
        async with self.store.lock(channel):
            game = await self.store.get_game(game_id)
            if game is None or game.status != LOBBY:
                return Outcome(STALE, {}, None, game)
            if game.host_id != by:
                return Outcome(NOT_SEATED, {}, None, game)
            engine = self.kinds[game.kind].engine
            if len(game.seats) < engine.min_players:
                return Outcome(REFUSED, {}, None, game, error=RuleError(
                    "too_few", n=len(game.seats), min=engine.min_players))
            state = engine.new(len(game.seats), game.seed, dict(game.options))
            # The first board pings who must act first, but not the host: their own click
            # started the game and they are looking at it.
            host = game.seat_of(by)
            try:
                await self.store.start(game.id, state, game.version, pending={
                    "new": True, "by": host,
                    "ping": [s for s in engine.to_act(state) if s != host],
                    "notes": [["begins", {"names": name_list(game.names)}]]})
            except VersionConflict:
                return Outcome(STALE, {}, None, game)
            fresh = await self.store.get_game(game.id)
            assert fresh is not None
            await self.changed(fresh, None)
        return Outcome(APPLIED, {}, None, fresh, to_act=list(engine.to_act(state)))

    async def replace(self, game_id: int, seat: int, *, holder: int, user_id: int,
                      name: str, old_name: str) -> Outcome:
        """Give ``seat`` of a running game to member ``user_id`` (named ``name``), as chosen
        while ``holder`` held it: STALE when the seat changed hands meanwhile (two
        replacements of one seat at once: the second would silently take it from the
        first newcomer), SEATED when the newcomer already has a seat. The board owes a note
        and, when the seat must act, a new message pinging its newcomer."""
        channel = await self._channel_of(game_id)
        if channel is None:
            return Outcome(NO_GAME, {}, seat)
        async with self.store.lock(channel):
            game = await self.store.get_game(game_id)
            if game is None or game.status != ACTIVE or game.state is None \
                    or game.kind not in self.kinds:
                return Outcome(NOT_RUNNING, {}, seat, game)
            if not 0 <= seat < len(game.seats) or game.seats[seat].user_id != holder:
                return Outcome(STALE, {}, seat, game)
            if game.seat_of(user_id) is not None:
                return Outcome(SEATED, {}, seat, game)
            engine = self.kinds[game.kind].engine
            waiting = seat in engine.to_act(engine.migrate(game.state))
            pending = {"new": waiting, "by": None, "events": [],
                       "ping": [seat] if waiting else [],
                       "notes": [["replaced", {"old": old_name, "new": name}]]}
            try:
                await self.store.replace_seat(game.id, game.version, seat=seat,
                                              holder_id=user_id, name=name, pending=pending)
            except VersionConflict:
                return Outcome(STALE, {}, seat, game)
            except (AlreadySeated, NoSuchSeat):
                return Outcome(SEATED, {}, seat, game)
            fresh = await self.store.get_game(game.id)
            assert fresh is not None
            await self.changed(fresh, seat)
            return Outcome(APPLIED, {}, seat, fresh)

    def forced_move(self, game: GameRecord) -> tuple[int, Action] | None:
        """The first seat that must act whose move the engine declares forced, and that move."""
        if game.status != ACTIVE or game.state is None or game.kind not in self.kinds:
            return None
        engine = self.kinds[game.kind].engine
        state = engine.migrate(game.state)
        for seat in engine.to_act(state):
            action = engine.forced_action(state, seat)
            if action is not None:
                return seat, action
        return None

    async def _play_forced(self, outcome: Outcome, *, quiet: int | None) -> None:
        """Play forced moves one by one after ``outcome``, each through ``_act`` (its own log
        row and board debt). ``quiet``: the seat whose own click led here, never pinged."""
        for _ in range(MAX_FORCED):
            game = outcome.game
            move = self.forced_move(game) if game is not None else None
            if move is None:
                return
            assert game is not None
            seat, action = move
            forced = await self._act(game.id, seat, action, actor=AUTO_ACTOR,
                                     expected_version=game.version, auto=FORCED, quiet=quiet)
            if not forced.ok:
                return  # someone else moved meanwhile; their own act() plays what is forced
            outcome.forced.append(forced)
            outcome.game, outcome.to_act, outcome.over = forced.game, forced.to_act, forced.over

    async def _act(self, game_id: int, seat: int | None, action: Action, *, actor: int,
                   expected_version: int | None = None, decision_key: str | None = None,
                   auto: str | None = None, quiet: int | None = None,
                   by: str = "") -> Outcome:
        """One move under the game's lock. ``auto``: a move the table makes for ``seat``
        (applied only if the engine still declares exactly this move): ``FORCED`` (its only
        possible outcome) or ``DEFAULT`` (its default after its clock ran out, on the word of
        the player named ``by``)."""
        channel = await self._channel_of(game_id)
        if channel is None:
            return Outcome(NO_GAME, action, seat)
        async with self.store.lock(channel):
            game = await self.store.get_game(game_id)
            if game is None:
                return Outcome(NO_GAME, action, seat)
            if game.status != ACTIVE or game.state is None:
                return Outcome(NOT_RUNNING, action, seat, game)
            if seat is None:
                seat = game.seat_of(actor)
            if seat is None or not 0 <= seat < len(game.seats) or (
                    not auto and game.seats[seat].user_id != actor):
                return Outcome(NOT_SEATED, action, seat, game)
            engine = self.kinds[game.kind].engine
            state = engine.migrate(game.state)  # a state stored by an older schema
            if auto == FORCED and engine.forced_action(state, seat) != action:
                return Outcome(STALE, action, seat, game)
            if auto == DEFAULT and engine.default_action(state, seat) != action:
                return Outcome(STALE, action, seat, game)
            if decision_key is not None:
                current = engine.decision_key(state, seat)
                if current is None or key_stamp(current) != decision_key:
                    return Outcome(STALE, action, seat, game)
            elif expected_version is not None and expected_version != game.version:
                return Outcome(STALE, action, seat, game)
            if not isinstance(action, dict) or is_template(action):
                return Outcome(REFUSED, action, seat, game, error=RuleError("malformed_action"))
            waiting_before = list(engine.to_act(state))
            try:
                new_state, events = engine.apply(state, seat, action)
            except RuleError as exc:
                return Outcome(REFUSED, action, seat, game, error=exc)
            over = engine.is_over(new_state)
            barrier = engine.undo_barrier(state, seat, action, events)
            to_act = [] if over else list(engine.to_act(new_state))
            new_message = needs_new_message(waiting_before, to_act, over)
            public = [e for e in events if "private_to" not in e]
            # Nobody clicked a forced move: its seat is pinged like anyone, only the player
            # whose click led to it is not.
            quiet_seat = quiet if auto else seat
            # ``by``: whose click this was (None: nobody's), so a board published late for
            # several moves never pings someone for a board their own later click changed.
            pending: dict[str, Any] = {
                "new": new_message, "events": public, "by": quiet_seat,
                "ping": [s for s in to_act if s != quiet_seat] if new_message else []}
            if auto == FORCED:
                pending["notes"] = [["auto-played", {"name": game.seats[seat].name}]]
            elif auto == DEFAULT:
                pending["notes"] = [["clock-played", {"name": game.seats[seat].name, "by": by}]]
            try:
                game.version = await self.store.commit_action(
                    game.id, game.version, new_state, seat=seat, user_id=actor, action=action,
                    # The log keeps the public events: what anyone may read of this move.
                    summary=json.dumps(public), status=FINISHED if over else ACTIVE,
                    pending=pending)
            except VersionConflict:
                return Outcome(STALE, action, seat, game)
            game.state = new_state
            game.status = FINISHED if over else ACTIVE
            await self.changed(game, None if auto else seat)
            return Outcome(
                APPLIED, action, seat, game, events=list(events), waiting_before=waiting_before,
                to_act=to_act, over=over, new_message=new_message, undo_barrier=barrier,
            )

