"""The gateway websocket: HELLO, IDENTIFY/READY, GUILD_CREATE, heartbeats, RESUME, dispatches.

Frames are plain JSON text. discord.py asks for ``compress=zlib-stream`` in the URL but
only decompresses *binary* frames (DiscordWebSocket.received_message), so text frames are
accepted as they are.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from .models import Intent

if TYPE_CHECKING:
    from .server import StandIn

log = logging.getLogger("standin.gateway")

OP_DISPATCH, OP_HEARTBEAT, OP_IDENTIFY, OP_PRESENCE, OP_VOICE = 0, 1, 2, 3, 4
OP_RESUME, OP_RECONNECT, OP_REQUEST_MEMBERS, OP_INVALID_SESSION = 6, 7, 8, 9
OP_HELLO, OP_HEARTBEAT_ACK = 10, 11


@dataclass
class Identify:
    """One accepted IDENTIFY (a fresh session) or RESUME."""

    at: float
    session_id: str
    intents: int
    resumed: bool = False
    shard: tuple[int, int] = (0, 1)


class Connection:
    """One websocket. A single writer task keeps frames in order and lets sync code enqueue."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.session: GatewaySession | None = None
        self.closed_by_server = False
        self.queue: asyncio.Queue[tuple[str | None, Callable[[], None] | None]] = asyncio.Queue()
        self.writer = asyncio.create_task(self._write(), name="standin-gateway-writer")

    def enqueue(self, frame: str, on_sent: Callable[[], None] | None = None) -> None:
        self.queue.put_nowait((frame, on_sent))

    def send_op(self, op: int, d: Any) -> None:
        self.enqueue(json.dumps({"op": op, "d": d, "s": None, "t": None}))

    async def _write(self) -> None:
        while True:
            frame, on_sent = await self.queue.get()
            if frame is None or self.ws.closed:
                return
            if on_sent is not None:
                on_sent()  # stamp the dispatch time just before the bytes leave
            try:
                await self.ws.send_str(frame)
            except (ConnectionError, RuntimeError):
                return

    async def close(self, code: int) -> None:
        self.closed_by_server = True
        self.queue.put_nowait((None, None))
        await self.ws.close(code=code)

    async def stop(self) -> None:
        self.queue.put_nowait((None, None))
        try:
            await asyncio.wait_for(self.writer, 1.0)
        except (TimeoutError, asyncio.CancelledError):
            self.writer.cancel()


class GatewaySession:
    """A gateway session: survives socket drops (RESUME replays what was missed)."""

    def __init__(self, session_id: str, intents: int, shard: tuple[int, int] = (0, 1)) -> None:
        self.session_id = session_id
        self.intents = intents
        # (shard id, shard count): the guilds this session hears of, as Discord routes them
        self.shard = shard
        self.seq = 0
        self.backlog: deque[tuple[int, str, Callable[[], None] | None]] = deque(maxlen=5000)
        self.conn: Connection | None = None
        self.invalidated = False

    def serves(self, guild_id: int | None) -> bool:
        """Discord's routing: a guild's events go to shard ``(guild_id >> 22) % count``;
        DMs to shard 0."""
        shard_id, count = self.shard
        return shard_id == (0 if guild_id is None else (guild_id >> 22) % count)

    def wants(self, intent: int) -> bool:
        return intent == 0 or bool(self.intents & intent)

    def dispatch(self, event: str, data: Any, on_sent: Callable[[], None] | None = None) -> int:
        self.seq += 1
        frame = json.dumps({"op": OP_DISPATCH, "t": event, "s": self.seq, "d": data})
        self.backlog.append((self.seq, frame, on_sent))
        if self.conn is not None:
            self.conn.enqueue(frame, on_sent)
        return self.seq

    def replay_to(self, conn: Connection, after_seq: int) -> int:
        count = 0
        for seq, frame, on_sent in self.backlog:
            if seq > after_seq:
                conn.enqueue(frame, on_sent)
                count += 1
        return count


class Gateway:
    """The /gateway websocket endpoint bound to a StandIn."""

    def __init__(self, standin: StandIn) -> None:
        self.standin = standin
        self.sessions: dict[str, GatewaySession] = {}
        self.connections: set[Connection] = set()
        self.current: GatewaySession | None = None
        # The newest session of each shard id (a sharded bot has one per shard it runs).
        self.by_shard: dict[int, GatewaySession] = {}

    def session_for(self, guild_id: int | None) -> GatewaySession | None:
        """The live session that hears of ``guild_id`` (None: no shard serving it is up)."""
        for session in self.by_shard.values():
            if not session.invalidated and session.serves(guild_id):
                return session
        return None

    def live_sessions(self) -> list[GatewaySession]:
        return [s for s in self.by_shard.values() if not s.invalidated]

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        if request.query.get("encoding", "json") != "json":
            await ws.close(code=4002, message=b"only json encoding")
            return ws
        conn = Connection(ws)
        self.connections.add(conn)
        conn.send_op(OP_HELLO, {"heartbeat_interval": self.standin.heartbeat_interval_ms,
                                "_trace": ["standin"]})
        try:
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    await self._on_frame(conn, msg.data)
                elif msg.type == WSMsgType.BINARY:
                    await conn.close(4002)  # "Decode error": we only speak JSON text
                elif msg.type == WSMsgType.ERROR:
                    break
        finally:
            self._on_closed(conn, ws.close_code)
        return ws

    async def _on_frame(self, conn: Connection, text: str) -> None:
        try:
            payload = json.loads(text)
            op = payload["op"]
        except (ValueError, KeyError, TypeError):
            await conn.close(4002)
            return
        d = payload.get("d")
        if op == OP_HEARTBEAT:
            conn.send_op(OP_HEARTBEAT_ACK, None)
        elif op == OP_IDENTIFY:
            await self._identify(conn, d or {})
        elif op == OP_RESUME:
            await self._resume(conn, d or {})
        elif op == OP_REQUEST_MEMBERS:
            self._request_members(conn, d or {})
        elif op in (OP_PRESENCE, OP_VOICE):
            pass  # accepted and ignored
        else:
            log.warning("gateway: unknown opcode %s from the bot: %s", op, text[:200])
            self.standin._problem("unknown_route", f"gateway opcode {op}")
            await conn.close(4001)

    async def _identify(self, conn: Connection, d: dict[str, Any]) -> None:
        standin = self.standin
        if conn.session is not None:
            await conn.close(4005)  # "Already authenticated"
            return
        if d.get("token") != standin.token:
            log.warning("gateway: IDENTIFY with a wrong token")
            await conn.close(4004)
            return
        intents = d.get("intents")
        if not isinstance(intents, int):
            await conn.close(4013)
            return
        if intents & Intent.PRIVILEGED & ~standin.privileged_intents:
            standin._problem("invalid", f"IDENTIFY asked for privileged intents not enabled: {intents}")
            await conn.close(4014)
            return
        shard = d.get("shard") or [0, 1]
        if (not isinstance(shard, list) or len(shard) != 2 or not all(isinstance(x, int) for x in shard)
                or not 0 <= shard[0] < shard[1]):
            standin._problem("invalid", f"IDENTIFY with an invalid shard {shard!r}")
            await conn.close(4010)  # "Invalid shard"
            return
        shard_id, count = shard
        others = {s.shard[1] for s in self.live_sessions() if s.conn is not None}
        if others and others != {count}:
            await conn.close(4011)  # "Sharding required": counts must agree across sessions
            return
        old = self.by_shard.get(shard_id)
        if old is not None and old.conn is not None and not old.invalidated:
            log.warning("gateway: shard %s identified again while its session is connected", shard_id)
        session = GatewaySession(secrets.token_hex(16), intents, (shard_id, count))
        self.sessions[session.session_id] = session
        self.current = session
        self.by_shard[shard_id] = session
        session.conn = conn
        conn.session = session
        session.dispatch("READY", standin._ready_payload(session))
        for guild in standin.guilds.values():
            if session.serves(guild.id):
                session.dispatch("GUILD_CREATE", standin._guild_create_payload(guild, session))
        standin.identifies.append(Identify(time.monotonic(), session.session_id, intents,
                                           shard=(shard_id, count)))
        log.info("gateway: bot identified (session %s, shard %s/%s, intents %s)",
                 session.session_id, shard_id, count, intents)
        standin._notify()

    async def _resume(self, conn: Connection, d: dict[str, Any]) -> None:
        session = self.sessions.get(d.get("session_id", ""))
        if session is None or session.invalidated or d.get("token") != self.standin.token:
            conn.send_op(OP_INVALID_SESSION, False)
            return
        if session.conn is not None and session.conn is not conn:
            old = session.conn
            session.conn = None
            asyncio.create_task(old.close(4000))
        session.conn = conn
        conn.session = session
        self.current = session
        self.by_shard[session.shard[0]] = session
        replayed = session.replay_to(conn, int(d.get("seq") or 0))
        session.dispatch("RESUMED", {"_trace": ["standin"]})
        self.standin.identifies.append(Identify(time.monotonic(), session.session_id,
                                                session.intents, resumed=True, shard=session.shard))
        log.info("gateway: session %s resumed, %d events replayed", session.session_id, replayed)
        self.standin._notify()

    def _request_members(self, conn: Connection, d: dict[str, Any]) -> None:
        session = conn.session
        if session is None:
            return
        guild = self.standin.guilds.get(int(d.get("guild_id") or 0))
        if guild is None:
            return
        members = list(guild.members.values())
        if d.get("user_ids"):
            wanted = {int(u) for u in d["user_ids"]}
            members = [m for m in members if m.user.id in wanted]
        elif d.get("query"):
            members = [m for m in members if m.user.username.startswith(d["query"].lower())]
        session.dispatch("GUILD_MEMBERS_CHUNK", {
            "guild_id": str(guild.id), "members": [m.payload() for m in members],
            "chunk_index": 0, "chunk_count": 1, "nonce": d.get("nonce"), "not_found": [],
        })

    def _on_closed(self, conn: Connection, code: int | None) -> None:
        self.connections.discard(conn)
        conn.queue.put_nowait((None, None))
        session = conn.session
        if session is not None and session.conn is conn:
            session.conn = None
            # A clean close *by the client* ends the session (Discord cannot resume it). After a
            # server-initiated close aiohttp reports the client's echo, so ignore that case.
            if code in (1000, 1001) and not conn.closed_by_server:
                session.invalidated = True
        log.info("gateway: connection closed with code %s (%s)", code,
                 "by the stand-in" if conn.closed_by_server else "by the bot")
        self.standin._notify()

    # --- controls used by the test API -------------------------------------------------------
    async def drop(self, code: int = 4000) -> None:
        """Close the bot's socket like a network blip; it should RESUME."""
        for conn in list(self.connections):
            await conn.close(code)

    def send_reconnect(self) -> None:
        for conn in list(self.connections):
            conn.send_op(OP_RECONNECT, None)

    def invalidate(self, resumable: bool = False) -> None:
        for conn in list(self.connections):
            if not resumable and conn.session is not None:
                conn.session.invalidated = True
            conn.send_op(OP_INVALID_SESSION, resumable)

    async def close_all(self) -> None:
        for conn in list(self.connections):
            try:
                await conn.close(1001)
            except Exception:  # the socket may already be gone while shutting down
                pass
            await conn.stop()
