"""The core's lobby: open a table, take and leave seats, start, cancel — each under the
game's lock (a Join racing the Start can never leave seats and state apart), refused with
the table's words when it cannot be done."""

from __future__ import annotations

from typing import Any

from games.base import RuleError
from games.rng import new_seed
from store import (
    AI,
    CANCELLED,
    LOBBY,
    OPEN_STATUSES,
    AlreadySeated,
    ChannelBusy,
    GameRecord,
    LobbyClosed,
    LobbyFull,
    NotSeated,
    VersionConflict,
)
from table.ai import ai_name, ai_seats, level_words, next_ai_id, offered
from table.base import CoreBase
from table.members import Member, as_member
from table.outcome import (
    APPLIED,
    BUSY,
    CLOSED,
    DENIED,
    FULL,
    HOST,
    NO_GAME,
    NOT_SEATED,
    REFUSED,
    SEATED,
    STALE,
    Outcome,
    refused,
)
from table.words import name_list


def may_manage(game: GameRecord, by: Member, manager: bool) -> bool:
    """Whether ``by`` may cancel the game, set its clock or give away a seat: its host, or
    a member who may manage the channel (``manager``, a fact the adapter knows)."""
    return manager or (by.is_person and by.id == game.host_id)


def ai_refusal(key: str, title: str, level: str) -> Outcome | None:
    """Why the AI cannot play game ``key`` at ``level`` (None: it can)."""
    levels = offered(key)
    if levels and level in levels:
        return None
    outcome = refused(REFUSED, "ai-none") if not levels else refused(
        REFUSED, "ai-no-level", level=level_words(level))
    if title and outcome.words is not None:  # else the adapter names the game
        outcome.words[1]["title"] = title
    return outcome


class Lobby(CoreBase):
    async def create(self, *, guild_id: int | None, channel_id: int, kind: str,
                     host: Member, options: dict[str, Any], ai: int = 0,
                     level: str = "standard", title: str = "") -> Outcome:
        """Open a lobby of ``kind`` in a channel with ``host`` in seat 0 and ``ai`` seats of
        the AI at ``level`` after them (the AI's names in the current language). BUSY when
        the channel has an open game already (``game``: that one, when it is still there);
        REFUSED when the game has no AI at that level or the AI would take every other
        seat but one (``title``: the game's name in those words)."""
        if kind not in self.kinds:
            return refused(NO_GAME, "game-gone")
        if ai:
            refusal = ai_refusal(kind, title, level)
            if refusal is not None:
                return refusal
            most = self.kinds[kind].engine.max_players - 1
            if ai > most:
                return refused(FULL, "ai-too-many", max=most)
        # The game's randomness comes from a 256-bit secret that only the stored state
        # keeps; nothing a player chooses or sees can name it.
        try:
            game = await self.store.create_game(
                guild_id=guild_id, channel_id=channel_id, kind=kind, host_id=host.id,
                host_name=host.name, host_colour=self.kinds[kind].seat_colours[0],
                options=options, seed=new_seed())
        except ChannelBusy:
            return refused(BUSY, "channel-busy", await self.store.open_game(channel_id))
        for _ in range(ai):
            await self._seat_ai(game, level)
            game = await self.store.get_game(game.id) or game
        await self.changed(game, None)
        return Outcome(APPLIED, {}, 0, game)

    async def _seat_ai(self, game: GameRecord, level: str) -> int:
        """One more seat for the AI at ``level`` (under the game's lock, or before anyone
        knows the lobby): its seat number."""
        kind = self.kinds[game.kind]
        seat = await self.store.add_seat(game.id, next_ai_id(game),
                                         ai_name(level, game.names), kind.seat_colours,
                                         kind.engine.max_players, kind=AI, level=level)
        return seat.seat

    async def add_ai(self, game_id: int, level: str, *, by: Member | int,
                     title: str = "") -> Outcome:
        """The host seats the AI at ``level`` in their lobby (named in the current
        language). DENIED: not the host; CLOSED, FULL; REFUSED: the game has no AI at that
        level."""
        member = as_member(by)
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None or game.status != LOBBY:
                return refused(CLOSED, "lobby-closed", game)
            if not (member.is_person and member.id == game.host_id):
                return refused(DENIED, "ai-only-host", game)
            refusal = ai_refusal(game.kind, title, level)
            if refusal is not None:
                refusal.game = game
                return refusal
            try:
                seat = await self._seat_ai(game, level)
            except LobbyClosed:
                return refused(CLOSED, "lobby-closed", game)
            except LobbyFull as exc:
                return refused(FULL, "game-full", game, max=exc.params.get("max", 0))
            fresh = await self.store.get_game(game_id)
            await self.changed(fresh or game, None)
        return Outcome(APPLIED, {}, seat, fresh)

    async def remove_ai(self, game_id: int, *, by: Member | int) -> Outcome:
        """The host takes the last AI seat out of their lobby (later seats move up).
        DENIED: not the host; CLOSED; NOT_SEATED: no AI sits there."""
        member = as_member(by)
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None or game.status != LOBBY:
                return refused(CLOSED, "lobby-closed", game)
            if not (member.is_person and member.id == game.host_id):
                return refused(DENIED, "ai-only-host", game)
            robots = [s for s in game.seats if s.kind == AI]
            if not robots:
                return refused(NOT_SEATED, "ai-none-seated", game)
            last = robots[-1]
            try:
                await self.store.remove_seat(game_id, last.holder_id, kind=AI)
            except (LobbyClosed, NotSeated):
                return refused(CLOSED, "lobby-closed", game)
            fresh = await self.store.get_game(game_id)
            await self.changed(fresh or game, None)
        return Outcome(APPLIED, {}, last.seat, fresh, words=("ai-removed", {"name": last.name}))

    async def join(self, game_id: int, member: Member) -> Outcome:
        """Seat ``member`` in a lobby, in the next seat with the first free colour:
        ``seat`` and ``game`` (as it now is) tell which. CLOSED, SEATED or FULL otherwise."""
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None or game.status != LOBBY:
                return refused(CLOSED, "lobby-closed", game)
            kind = self.kinds[game.kind]
            try:
                seat = await self.store.add_seat(game_id, member.id, member.name,
                                                 kind.seat_colours, kind.engine.max_players,
                                                 kind=member.kind)
            except LobbyClosed:
                return refused(CLOSED, "lobby-closed", game)
            except AlreadySeated:
                return refused(SEATED, "already-joined", game)
            except LobbyFull as exc:
                return refused(FULL, "game-full", game, max=exc.params.get("max", 0))
            fresh = await self.store.get_game(game_id)
            await self.changed(fresh or game, None)
        return Outcome(APPLIED, {}, seat.seat, fresh)

    async def leave(self, game_id: int, member: Member) -> Outcome:
        """Take ``member``'s seat away from a lobby (later seats move up). HOST: the host
        cancels the lobby instead; CLOSED or NOT_SEATED otherwise."""
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None or game.status != LOBBY:
                return refused(CLOSED, "lobby-closed", game)
            if member.is_person and member.id == game.host_id:
                return refused(HOST, "host-cannot-leave", game)
            try:
                await self.store.remove_seat(game_id, member.id, kind=member.kind)
            except LobbyClosed:
                return refused(CLOSED, "lobby-closed", game)
            except NotSeated:
                return refused(NOT_SEATED, "not-in-lobby", game)
            fresh = await self.store.get_game(game_id)
            await self.changed(fresh or game, None)
        return Outcome(APPLIED, {}, None, fresh)

    async def start(self, game_id: int, *, by: Member | int) -> Outcome:
        """Start a lobby for its host ``by``: the first state is built from the seats read
        under the lock that every join and leave takes, so a Join racing the Start can never
        leave a game whose seats and state disagree. STALE: no longer a lobby (started or
        cancelled meanwhile); DENIED: ``by`` is not the host; REFUSED (``too_few``, with
        ``n`` and ``min``): too few seats now."""
        member = as_member(by)
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None:
                return refused(NO_GAME, "game-gone")
            refusal = self.start_refusal(game, member)
            if refusal is not None:
                return refusal
            engine = self.kinds[game.kind].engine
            state = engine.new(len(game.seats), game.seed, dict(game.options))
            # The first board pings who must act first, but not the host: their own click
            # started the game and they are looking at it.
            host = game.seat_held(*member.key)
            robots = ai_seats(game, self.now())
            try:
                await self.store.start(game.id, state, game.version, pending={
                    "new": True, "by": host,
                    "ping": [s for s in engine.to_act(state) if s != host and s not in robots],
                    "notes": [["begins", {"names": name_list(game.names)}]]})
            except VersionConflict:
                return refused(STALE, "already-started", game)
            fresh = await self.store.get_game(game.id)
            assert fresh is not None
            await self.changed(fresh, None)
        return Outcome(APPLIED, {}, None, fresh, to_act=list(engine.to_act(state)))

    def start_refusal(self, game: GameRecord, by: Member) -> Outcome | None:
        """Why ``by`` cannot start ``game`` as it stands (None: they can): STALE when it is
        no longer a lobby, DENIED unless they host it, REFUSED (``too_few``) when too few
        are seated."""
        if game.status != LOBBY:
            return refused(STALE, "already-started", game)
        if not (by.is_person and by.id == game.host_id):
            return refused(DENIED, "only-host-starts", game)
        engine = self.kinds[game.kind].engine
        if len(game.seats) < engine.min_players:
            outcome = refused(REFUSED, "too-few", game, min=engine.min_players,
                              n=len(game.seats))
            outcome.error = RuleError("too_few", n=len(game.seats), min=engine.min_players)
            return outcome
        return None

    async def cancel(self, game_id: int, *, by: Member | int, manager: bool = False) -> Outcome:
        """Cancel a lobby or a running game for good, as its host or a channel ``manager``
        asks: ``game`` has its ``status`` now ``CANCELLED`` (and no ``state`` when it was a
        lobby). DENIED: neither host nor manager; CLOSED: it had already ended."""
        member = as_member(by)
        async with self.locks.lock(game_id):
            game = await self.read(game_id)
            if game is None or game.status not in OPEN_STATUSES:
                return refused(CLOSED, "cancel-gone", game)
            if not may_manage(game, member, manager):
                return refused(DENIED, "only-host-cancels", game)
            try:
                await self.store.set_status(game.id, CANCELLED, game.version)
            except VersionConflict:
                return refused(CLOSED, "cancel-gone", game)
            game.version += 1
            game.status = CANCELLED
            await self.changed(game, None)
        return Outcome(APPLIED, {}, None, game)
