"""The core's seats in a running game: give a seat to another member (hand, pieces and
history stay with the seat) — the host's, a channel manager's or the holder's own decision."""

from __future__ import annotations

from store import ACTIVE, AlreadySeated, GameRecord, NoSuchSeat, VersionConflict
from table.base import CoreBase
from table.lobby import may_manage
from table.members import Member, as_member
from table.outcome import APPLIED, DENIED, NOT_RUNNING, SEATED, STALE, Outcome, refused


def may_replace(game: GameRecord, by: Member, holder: Member, manager: bool) -> bool:
    """Whether ``by`` may give away ``holder``'s seat: the host, a channel ``manager``, or
    the holder themselves."""
    return may_manage(game, by, manager) or by.key == holder.key


class Seats(CoreBase):
    async def replace(self, game_id: int, seat: int, *, holder: Member | int,
                      newcomer: Member, by: Member | int, manager: bool = False,
                      old_name: str = "") -> Outcome:
        """Give ``seat`` of a running game to ``newcomer``, as chosen while ``holder`` held
        it, on the word of ``by`` (the host, a channel ``manager`` or the holder). STALE
        when the seat changed hands meanwhile (two replacements of one seat at once: the
        second would silently take it from the first newcomer), SEATED when the newcomer
        already has a seat, DENIED when ``by`` may not. The board owes a note and, when the
        seat must act, a new message pinging its newcomer."""
        holder, member = as_member(holder), as_member(by)
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None or game.status != ACTIVE or game.state is None:
                return refused(NOT_RUNNING, "not-started", game, seat)
            if not may_replace(game, member, holder, manager):
                return refused(DENIED, "replace-denied", game, seat)
            if not 0 <= seat < len(game.seats) or not game.seats[seat].held_by(*holder.key):
                return refused(STALE, "replace-stale", game, seat, name=old_name)
            if game.seat_held(*newcomer.key) is not None:
                return refused(SEATED, "replace-seated", game, seat, name=newcomer.name)
            engine = self.kinds[game.kind].engine
            waiting = seat in engine.to_act(engine.migrate(game.state))
            pending = {"new": waiting, "by": None, "events": [],
                       "ping": [seat] if waiting else [],
                       "notes": [["replaced", {"old": old_name, "new": newcomer.name}]]}
            try:
                await self.store.replace_seat(game.id, game.version, seat=seat,
                                              holder_id=newcomer.id, name=newcomer.name,
                                              kind=newcomer.kind, pending=pending)
            except VersionConflict:
                return refused(STALE, "replace-stale", game, seat, name=old_name)
            except (AlreadySeated, NoSuchSeat):
                return refused(SEATED, "replace-seated", game, seat, name=newcomer.name)
            fresh = await self.store.get_game(game.id)
            assert fresh is not None
            await self.changed(fresh, seat)
        return Outcome(APPLIED, {}, seat, fresh)
