"""The core's seats in a running game: give a seat to another member (hand, pieces and
history stay with the seat) — the host's, a channel manager's or the holder's own decision —
or to the table's AI; and let the AI cover for a person (a late player, an absent one) who
keeps the seat and gets it back at their next move or when they hand it back."""

from __future__ import annotations

from store import ACTIVE, AI, PERSON, AlreadySeated, GameRecord, NoSuchSeat, VersionConflict
from table.ai import ai_name, level_of, next_ai_id
from table.base import CoreBase
from table.ids import key_stamp
from table.lobby import ai_refusal, may_manage
from table.members import Member, as_member
from table.outcome import (
    APPLIED,
    DENIED,
    NOT_RUNNING,
    NOT_SEATED,
    REFUSED,
    SEATED,
    STALE,
    Outcome,
    refused,
)


def may_replace(game: GameRecord, by: Member, holder: Member, manager: bool) -> bool:
    """Whether ``by`` may give away ``holder``'s seat: the host, a channel ``manager``, or
    the holder themselves."""
    return may_manage(game, by, manager) or by.key == holder.key


class Seats(CoreBase):
    async def replace(self, game_id: int, seat: int, *, holder: Member | int,
                      newcomer: Member, by: Member | int, manager: bool = False,
                      old_name: str = "", title: str = "") -> Outcome:
        """Give ``seat`` of a running game to ``newcomer``, as chosen while ``holder`` held
        it, on the word of ``by`` (the host, a channel ``manager`` or the holder). STALE
        when the seat changed hands meanwhile (two replacements of one seat at once: the
        second would silently take it from the first newcomer), SEATED when the newcomer
        already has a seat, DENIED when ``by`` may not. The board owes a note and, when the
        seat must act, a new message pinging its newcomer.

        ``newcomer`` may be the table's AI (``Member.ai(level)``: its id and name are given
        here, its name in the current language): REFUSED when the game has no AI at that
        level (``title``: the game's name in those words) or when no person would be left
        at the table — a game needs one."""
        holder, member = as_member(holder), as_member(by)
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None or game.status != ACTIVE or game.state is None:
                return refused(NOT_RUNNING, "not-started", game, seat)
            if not may_replace(game, member, holder, manager):
                return refused(DENIED, "replace-denied", game, seat)
            if not 0 <= seat < len(game.seats) or not game.seats[seat].held_by(*holder.key):
                return refused(STALE, "replace-stale", game, seat, name=old_name)
            if newcomer.kind == AI:
                refusal = ai_refusal(game.kind, title, newcomer.level or "")
                if refusal is not None:
                    refusal.game, refusal.seat = game, seat
                    return refusal
                if not any(s.kind == PERSON for s in game.seats if s.seat != seat):
                    return refused(REFUSED, "ai-needs-person", game, seat)
                newcomer = Member(AI, next_ai_id(game), ai_name(newcomer.level or "",
                                                                game.names), newcomer.level)
            if game.seat_held(*newcomer.key) is not None:
                return refused(SEATED, "replace-seated", game, seat, name=newcomer.name)
            engine = self.kinds[game.kind].engine
            # A person who must act now is told so; the AI needs no telling.
            waiting = seat in engine.to_act(engine.migrate(game.state)) \
                and newcomer.kind == PERSON
            pending = {"new": waiting, "by": None, "events": [],
                       "ping": [seat] if waiting else [],
                       "notes": [["replaced", {"old": old_name, "new": newcomer.name}]]}
            try:
                await self.store.replace_seat(game.id, game.version, seat=seat,
                                              holder_id=newcomer.id, name=newcomer.name,
                                              kind=newcomer.kind, level=newcomer.level,
                                              pending=pending)
            except VersionConflict:
                return refused(STALE, "replace-stale", game, seat, name=old_name)
            except (AlreadySeated, NoSuchSeat):
                return refused(SEATED, "replace-seated", game, seat, name=newcomer.name)
            fresh = await self.store.get_game(game.id)
            assert fresh is not None
            await self.changed(fresh, seat)
        return Outcome(APPLIED, {}, seat, fresh)

    async def cover(self, game_id: int, seat: int, level: str, *, by: Member | int,
                    manager: bool = False, until: float | None = None,
                    expected_version: int | None = None, decision_key: str | None = None,
                    title: str = "") -> Outcome:
        """The AI at ``level`` takes over ``seat`` for the person holding it, who keeps the
        seat and gets it back at their next move (or ``hand_back``; with ``until``, when that
        moment passes). Asked by anyone seated at the table (a clock ran out), the host, a
        channel ``manager`` or the person themselves. ``expected_version`` or, in a parallel
        phase, the seat's ``decision_key`` (a ``key_stamp``): what the asker saw — STALE when
        it changed. STALE too when the AI already plays the seat; REFUSED when the game has
        no AI at that level or the seat is the AI's own."""
        member = as_member(by)
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None or game.status != ACTIVE or game.state is None:
                return refused(NOT_RUNNING, "not-started", game, seat)
            if not (may_manage(game, member, manager) or game.seat_held(*member.key) is not None):
                return refused(NOT_SEATED, "ai-cover-denied", game, seat)
            if not 0 <= seat < len(game.seats):
                return refused(STALE, "clock-stale", game, seat)
            holder = game.seats[seat]
            refusal = ai_refusal(game.kind, title, level)
            if refusal is not None:
                refusal.game, refusal.seat = game, seat
                return refusal
            if holder.kind != PERSON:
                return refused(REFUSED, "ai-holds", game, seat, name=holder.name)
            if level_of(holder, self.now()) is not None:
                return refused(STALE, "ai-covers-already", game, seat, name=holder.name)
            if self._moved_on(game, seat, expected_version, decision_key):
                return refused(STALE, "clock-stale", game, seat)
            pending = {"new": False, "by": None, "events": [], "ping": [],
                       "notes": [["ai-covers", {"name": holder.name, "level": level}]]}
            try:
                await self.store.set_cover(game.id, game.version, seat=seat, level=level,
                                           until=until, pending=pending)
            except (VersionConflict, NoSuchSeat):
                return refused(STALE, "clock-stale", game, seat)
            fresh = await self.store.get_game(game.id)
            assert fresh is not None
            await self.changed(fresh, None)
        return Outcome(APPLIED, {}, seat, fresh)

    def _moved_on(self, game: GameRecord, seat: int, expected_version: int | None,
                  decision_key: str | None) -> bool:
        """Whether the game moved on since the asker saw it (the one staleness rule)."""
        if decision_key is not None:
            engine = self.kinds[game.kind].engine
            assert game.state is not None
            current = engine.decision_key(engine.migrate(game.state), seat)
            return current is None or key_stamp(current) != decision_key
        return expected_version is not None and expected_version != game.version

    async def hand_back(self, game_id: int, seat: int | None = None, *, by: Member | int,
                        manager: bool = False) -> Outcome:
        """The seat the AI covers goes back to its person (``seat`` None: the one ``by``
        holds), on the word of that person, the host or a channel ``manager``. When it must
        act, the board is updated — and, were it handed back by someone else, its person
        pinged. NOT_SEATED: ``by`` has no seat and named none; STALE: the AI does not cover
        the seat (any more)."""
        member = as_member(by)
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None or game.status != ACTIVE or game.state is None:
                return refused(NOT_RUNNING, "not-started", game, seat)
            own = game.seat_held(*member.key)
            seat = own if seat is None else seat
            if seat is None or not 0 <= seat < len(game.seats):
                return refused(NOT_SEATED, "ai-handback-none", game, seat)
            holder = game.seats[seat]
            if own != seat and not may_manage(game, member, manager):
                return refused(DENIED, "ai-handback-denied", game, seat, name=holder.name)
            if not holder.covered:
                return refused(STALE, "ai-handback-none", game, seat)
            engine = self.kinds[game.kind].engine
            waiting = seat in engine.to_act(engine.migrate(game.state))
            tell = waiting and own != seat
            pending = {"new": tell, "by": own, "events": [], "ping": [seat] if tell else [],
                       "notes": [["ai-back", {"name": holder.name}]]}
            try:
                await self.store.set_cover(game.id, game.version, seat=seat, level=None,
                                           pending=pending)
            except (VersionConflict, NoSuchSeat):
                return refused(STALE, "ai-handback-none", game, seat)
            fresh = await self.store.get_game(game.id)
            assert fresh is not None
            await self.changed(fresh, seat)
        return Outcome(APPLIED, {}, seat, fresh)

    async def cover_absence(self, person: Member, level: str, until: float | None
                            ) -> list[Outcome]:
        """The AI at ``level`` covers for ``person`` in every running game where they hold a
        seat, until ``until`` (their absence's end). One outcome per game (REFUSED where the
        game has no AI at that level)."""
        outcomes = []
        for game in await self.store.games_seated(person.id, person.kind):
            seat = game.seat_held(*person.key)
            if seat is None or game.kind not in self.kinds:
                continue
            outcomes.append(await self.cover(game.id, seat, level, by=person, until=until))
        return outcomes

    async def end_covers(self, person: Member) -> list[Outcome]:
        """Every seat the AI covers for ``person`` goes back to them (they are back)."""
        outcomes = []
        for game in await self.store.games_seated(person.id, person.kind):
            seat = game.seat_held(*person.key)
            if seat is not None and game.seats[seat].covered:
                outcomes.append(await self.hand_back(game.id, seat, by=person))
        return outcomes
