"""The table's core: every change of a game goes through ``TableCore``, with no Discord in
sight — people through the Discord adapter, clocks through the scheduler's jobs, tests (and
AI seats) directly.

Each call: the game's lock (``Locks``) → read → check (the version, or the engine's
decision key in parallel phases) → one store transaction (the state, the action log and what
the board publication owes) → the scheduler told once (``on_change``) → an ``Outcome``. The
optional ``publish`` callback runs after the lock is released: posting to Discord may retry
for many seconds and must never hold up the next move (the publisher serialises boards).

This module holds the moves (``act``, ``resign``, ``undo``, forced and default moves); the
lobby (lobby.py), seats (seats.py) and settings (settings.py) are the core's other parts.

After a move, the table plays every move the engine declares forced (``forced_action``: only
one possible outcome) through the same path, each logged as its own row by ``AUTO_ACTOR``
with a public note saying so; the board is published once, for all of them.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from dataclasses import replace as replaced
from typing import Any

from games.base import Action, Engine, RuleError, is_template
from games.replay import replay
from store import ACTIVE, AI, FINISHED, Finish, GameRecord, NoSuchSeat, VersionConflict
from table import stats
from table.ai import ai_actor, ai_seats, level_of
from table.hidden import is_secret
from table.ids import key_stamp
from table.lobby import Lobby
from table.members import Member, as_member
from table.outcome import (
    APPLIED,
    BARRIER,
    NO_GAME,
    NOT_RUNNING,
    NOT_SEATED,
    NOTHING_TO_UNDO,
    REFUSED,
    STALE,
    Outcome,
    Publisher,
    needs_new_message,
)
from table.seats import Seats
from table.settings import Settings

log = logging.getLogger(__name__)

__all__ = ["AI_MOVE", "AUTO_ACTOR", "DEFAULT", "FORCED", "MAX_FORCED", "Outcome", "TableCore",
           "forced_in"]

# The user id logged for a move the table made by itself (``forced_action``): nobody clicked.
AUTO_ACTOR = 0
# What the table plays by itself: a forced move, or a late player's default move; and what
# its AI plays for a seat it holds or covers.
FORCED, DEFAULT, AI_MOVE = "forced", "default", "ai"
# A chain of forced moves longer than this is an engine bug, not a game (Caravane's longest
# is one stage of 25 squares walked alone).
MAX_FORCED = 200
RESIGN = "resign"  # the action type every engine's resignation has


class TableCore(Lobby, Seats, Settings):
    async def act(self, game_id: int, seat: int | None, action: Action, *,
                  actor: Member | int, expected_version: int | None = None,
                  decision_key: str | None = None,
                  publish: Publisher | None = None) -> Outcome:
        """Apply ``action`` for ``seat`` (None: the actor's seat) in game ``game_id``.

        ``actor``: who acts (a ``Member``; a plain id is a person's). ``expected_version``
        is the version the move was chosen on; ``decision_key`` (a ``key_stamp``) replaces
        it in parallel phases. Either mismatch → STALE, nothing applied. Then any forced
        moves are played (``Outcome.forced``). ``publish`` is awaited, after the game's lock
        is released, when the move was applied; the board it owes is recorded with the
        move, so a crash never loses it.
        """
        outcome = await self._act(game_id, seat, action, actor=as_member(actor),
                                  expected_version=expected_version, decision_key=decision_key)
        if outcome.ok:
            await self._play_forced(outcome, quiet=outcome.seat)
        if outcome.ok and publish is not None:
            await publish(outcome)
        return outcome

    async def play_ai(self, game_id: int, seat: int, action: Action, *, level: str,
                      expected_version: int | None = None, decision_key: str | None = None,
                      publish: Publisher | None = None) -> Outcome:
        """Apply the move the AI at ``level`` chose for ``seat`` on ``expected_version`` (or,
        in a parallel phase, on the seat's ``decision_key``). STALE when the game moved on
        or the seat is no longer the AI's at that level (given to someone, its person back).
        Logged under the AI's own actor id (``table.ai.ai_actor``), so the log and the
        board say who played it; then forced moves and ``publish``, as for ``act``."""
        outcome = await self._act(game_id, seat, action, actor=None,
                                  expected_version=expected_version, decision_key=decision_key,
                                  auto=AI_MOVE, level=level)
        if outcome.ok:
            await self._play_forced(outcome, quiet=seat)
            if publish is not None:
                await publish(outcome)
        return outcome

    @staticmethod
    def resign_action(engine: Engine, state: dict[str, Any], seat: int) -> Action | None:
        """The seat's resignation among its legal moves (None: it may not resign now)."""
        return next((a for a in engine.legal_actions(state, seat)
                     if a.get("type") == RESIGN), None)

    async def resign(self, game_id: int, *, actor: Member | int,
                     expected_version: int | None = None,
                     publish: Publisher | None = None) -> Outcome:
        """Leave a running game for good: the engine's resignation for the actor's seat."""
        member = as_member(actor)
        game = await self.read(game_id)
        if game is None:
            return Outcome(NO_GAME, {})
        seat = game.seat_held(*member.key)
        if game.status != ACTIVE or game.state is None or seat is None:
            return Outcome(NOT_RUNNING if seat is not None else NOT_SEATED, {}, seat, game)
        engine = self.kinds[game.kind].engine
        action = self.resign_action(engine, engine.migrate(game.state), seat)
        if action is None:
            return Outcome(REFUSED, {}, seat, game, error=RuleError("nothing_to_do"))
        return await self.act(game_id, seat, action, actor=member,
                              expected_version=expected_version, publish=publish)

    async def play_forced(self, game_id: int, *, publish: Publisher | None = None) -> Outcome | None:
        """Play the forced moves a game is waiting on (a game saved before its engine knew
        them, found at start-up). Returns the last one's outcome, or None when there were none."""
        game = await self.store.get_game(game_id)
        if game is None:
            return None
        start = Outcome(APPLIED, {}, None, game)
        await self._play_forced(start, quiet=None, known=False)
        if not start.forced:
            return None
        last = start.forced[-1]
        if publish is not None:
            await publish(last)
        return last

    async def play_default(self, game_id: int, seat: int, *, by: Member | int,
                           expected_version: int | None = None,
                           decision_key: str | None = None,
                           publish: Publisher | None = None) -> Outcome:
        """Play the engine's ``default_action`` for ``seat`` (whose turn clock ran out), on
        the word of seated member ``by``, chosen on ``expected_version`` — or, in a parallel
        phase, on ``seat``'s decision key (a ``key_stamp``): then playing for one late seat
        leaves the others' offers good until each of them has moved. Logged as the table's
        move (``AUTO_ACTOR``: nobody can undo it) with a public note naming both."""
        game = await self.read(game_id)
        if game is None:
            return Outcome(NO_GAME, {}, seat)
        if game.status != ACTIVE or game.state is None:
            return Outcome(NOT_RUNNING, {}, seat, game)
        by_seat = game.seat_held(*as_member(by).key)
        if by_seat is None:
            return Outcome(NOT_SEATED, {}, seat, game)
        if not 0 <= seat < len(game.seats) or (
                decision_key is None and game.version != expected_version):
            return Outcome(STALE, {}, seat, game)
        engine = self.kinds[game.kind].engine
        action = engine.default_action(engine.migrate(game.state), seat)
        if action is None:
            return Outcome(REFUSED, {}, seat, game, error=RuleError("nothing_to_do"))
        outcome = await self._act(game_id, seat, action, actor=None,
                                  expected_version=expected_version,
                                  decision_key=decision_key, auto=DEFAULT,
                                  quiet=by_seat, by=game.seats[by_seat].name)
        if outcome.ok:
            await self._play_forced(outcome, quiet=by_seat)
            if publish is not None:
                await publish(outcome)
        return outcome

    async def undo(self, game_id: int, *, actor: Member | int,
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
        member = as_member(actor)
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None:
                return Outcome(NO_GAME, {}, None)
            if game.status != ACTIVE or game.state is None:
                return Outcome(NOT_RUNNING, {}, None, game)
            seat = game.seat_held(*member.key)
            if seat is None:
                return Outcome(NOT_SEATED, {}, None, game)
            engine = self.kinds[game.kind].engine
            if move is not None and game.version != move:
                return Outcome(STALE, {}, seat, game)
            log = await self.store.actions(game.id)
            if not log or log[-1].seat != seat or log[-1].user_id != member.id:
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
            robots = ai_seats(game, self.now())
            new_message = needs_new_message(waiting_before, to_act, False,
                                            engine.exchange_owner(after), robots)
            name = game.seats[seat].name
            if is_secret(engine, last.action, events):
                kind = str(last.action.get("type", ""))
                what = describe_secret(game, seat, kind) if describe_secret is not None else ""
                note = ["took-back-secret", {"name": name, "what": what}]
            else:
                words = describe(game, seat, last.action) if describe is not None else ""
                note = ["took-back", {"name": name, "move": words}]
            pending = {"new": new_message, "events": [], "by": seat,
                       "ping": [s for s in to_act if s != seat and s not in robots]
                       if new_message else [], "notes": [note]}
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

    def forced_move(self, game: GameRecord,
                    to_act: Sequence[int] | None = None) -> tuple[int, Action] | None:
        """The first seat that must act whose move the engine declares forced, and that move
        (``to_act``: who must act, when the caller knows it already)."""
        if game.status != ACTIVE or game.state is None or game.kind not in self.kinds:
            return None
        engine = self.kinds[game.kind].engine
        state = engine.migrate(game.state)
        return forced_in(engine, state, engine.to_act(state) if to_act is None else to_act)

    async def _play_forced(self, outcome: Outcome, *, quiet: int | None,
                           known: bool = True) -> None:
        """Play forced moves one by one after ``outcome``, each through ``_act`` (its own log
        row and board debt). ``quiet``: the seat whose own click led here, never pinged;
        ``known``: ``outcome.to_act`` already says who must act.

        The chain's board is owed from where it began (who waited before ``outcome``'s move)
        to where it ends, so a publication that runs meanwhile changes nothing of it."""
        chain = (outcome.waiting_before, outcome.returning) if known else None
        for step in range(MAX_FORCED):
            game = outcome.game
            waiting = outcome.to_act if known or step else None
            move = self.forced_move(game, waiting) if game is not None else None
            if move is None:
                return
            assert game is not None
            seat, action = move
            forced = await self._act(game.id, seat, action, actor=None,
                                     expected_version=game.version, auto=FORCED, quiet=quiet,
                                     chain=chain)
            if not forced.ok:
                return  # someone else moved meanwhile; their own act() plays what is forced
            if chain is None:  # a chain found saved (start-up): it begins here
                chain = (forced.waiting_before, forced.returning)
            outcome.forced.append(forced)
            outcome.game, outcome.to_act, outcome.over = forced.game, forced.to_act, forced.over
        # Cut short, the chain's board debt (owed at its end) is never recorded: say so.
        log.error("Game %s: still a forced move after %d in a row (an engine bug); its board "
                  "is edited without a new message", outcome.game.id if outcome.game else "?",
                  MAX_FORCED)

    @staticmethod
    def _finish(engine: Engine, game: GameRecord, state: dict[str, Any]) -> Finish | None:
        """The result a finishing move stores, and the ratings it updates (None: the result
        does not read — the game still ends; it only counts for no rating)."""
        try:
            return stats.finish(game, engine.result(state))
        except Exception:  # noqa: BLE001 - a result that does not read must not block the end
            log.exception("Game %s: its result does not read; it is rated for nobody", game.id)
            return None

    async def _act(self, game_id: int, seat: int | None, action: Action, *,
                   actor: Member | None, expected_version: int | None = None,
                   decision_key: str | None = None, auto: str | None = None,
                   quiet: int | None = None, by: str = "", level: str | None = None,
                   chain: tuple[list[int], int | None] | None = None) -> Outcome:
        """One move under the game's lock, by ``actor`` — or, with ``auto`` (no actor), one
        the table makes for ``seat`` (applied only if the engine still declares exactly this
        move): ``FORCED`` (its only possible outcome) or ``DEFAULT`` (its default after its
        clock ran out, on the word of the player named ``by``) — or ``AI_MOVE``, the move of
        the AI at ``level`` playing the seat (only while it still does). A person's own move
        on a seat the AI covers for them hands it back to them first. ``chain``: for a forced
        move, who waited (and whose request they answered) before the move that set the
        chain going."""
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None:
                return Outcome(NO_GAME, action, seat)
            if game.status != ACTIVE or game.state is None:
                return Outcome(NOT_RUNNING, action, seat, game)
            if seat is None and actor is not None:
                seat = game.seat_held(*actor.key)
            if seat is None or not 0 <= seat < len(game.seats) or (
                    not auto and (actor is None or not game.seats[seat].held_by(*actor.key))):
                return Outcome(NOT_SEATED, action, seat, game)
            now = self.now()
            if auto == AI_MOVE and level_of(game.seats[seat], now) != level:
                return Outcome(STALE, action, seat, game)
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
            holder = game.seats[seat]
            if not auto and holder.covered:
                # Their own move: the AI that covered for them steps back, before it lands.
                try:
                    game.version = await self.store.set_cover(
                        game.id, game.version, seat=seat, level=None, pending={
                            "new": False, "events": [], "by": seat, "ping": [],
                            "notes": [["ai-back", {"name": holder.name}]]})
                except (VersionConflict, NoSuchSeat):
                    return Outcome(STALE, action, seat, game)
                game.seats[seat] = replaced(holder, level=None, cover_since=None,
                                            cover_until=None)
            robots = ai_seats(game, now)
            returning = engine.exchange_owner(state)
            # A forced move follows: the table plays it next, so this state is nobody's turn
            # and owes no new message. The board's debt is the chain's, recorded with its last
            # move and measured from where it began: who is pinged never depends on whether
            # a board was published in the middle of it (the catch-up loop, another process).
            chained = not over and forced_in(engine, new_state, to_act) is not None
            since, since_returning = chain if chain is not None else (waiting_before, returning)
            new_message = not chained and needs_new_message(since, to_act, over,
                                                            since_returning, robots)
            public = [e for e in events if "private_to" not in e]
            # Nobody clicked a forced move: its seat is pinged like anyone, only the player
            # whose click led to it is not.
            quiet_seat = quiet if auto in (FORCED, DEFAULT) else seat
            # ``by``: whose click this was (None: nobody's), so a board published late for
            # several moves never pings someone for a board their own later click changed.
            # The AI's seats are never pinged.
            pending: dict[str, Any] = {
                "new": new_message, "events": public, "by": quiet_seat,
                "ping": [s for s in to_act if s != quiet_seat and s not in robots]
                if new_message else []}
            if auto == FORCED:
                pending["notes"] = [["auto-played", {"name": game.seats[seat].name}]]
            elif auto == DEFAULT:
                pending["notes"] = [["clock-played", {"name": game.seats[seat].name, "by": by}]]
            elif auto == AI_MOVE and holder.kind != AI:
                # The board says who played the moves of a seat the AI covers.
                pending["notes"] = [["ai-played", {"name": holder.name}]]
            if auto == AI_MOVE:
                user_id = ai_actor(level or "")
            else:
                user_id = AUTO_ACTOR if auto or actor is None else actor.id
            try:
                game.version = await self.store.commit_action(
                    game.id, game.version, new_state, seat=seat, user_id=user_id, action=action,
                    # The log keeps the public events: what anyone may read of this move.
                    summary=json.dumps(public), status=FINISHED if over else ACTIVE,
                    pending=pending,
                    finish=self._finish(engine, game, new_state) if over else None)
            except VersionConflict:
                return Outcome(STALE, action, seat, game)
            game.state = new_state
            game.status = FINISHED if over else ACTIVE
            # The seat's own move (a person's or its AI's): if it must act again, its wait
            # starts over.
            await self.changed(game, None if auto in (FORCED, DEFAULT) else seat)
            return Outcome(
                APPLIED, action, seat, game, events=list(events), waiting_before=waiting_before,
                returning=returning, to_act=to_act, over=over, new_message=new_message,
                undo_barrier=barrier,
            )


def forced_in(engine: Engine, state: dict[str, Any],
               to_act: Sequence[int]) -> tuple[int, Action] | None:
    """The first of ``to_act`` whose move the engine declares forced, and that move (one
    found means the table is in the middle of a chain it plays by itself)."""
    for seat in to_act:
        action = engine.forced_action(state, seat)
        if action is not None:
            return seat, action
    return None
