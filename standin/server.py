"""StandIn: a loopback Discord (REST + gateway on one aiohttp port) with a test API.

Typical use (inside an async test)::

    async with StandIn() as discord_:
        guild = discord_.add_guild("Test Server")
        channel = discord_.add_text_channel(guild, "caravane")
        alice = discord_.add_user("Amélie", guild=guild)
        ...start the bot with BotProcess(discord_, ...)...
        ix = await discord_.slash(alice, channel, "caravane new", variant="champions")
        await ix.wait_ack(3)
        board = await discord_.wait_for_message(channel, lambda m: m.attachments)

See README-style docs on each public method. Everything runs on the test's event loop.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import re
import secrets
import socket
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from .gateway import Gateway, Identify
from .interactions import (
    AttachmentUpload,
    Interaction,
    Modal,
    OptionResolver,
    find_command,
    wrap_options,
)
from .models import (
    Attachment,
    Channel,
    ChannelType,
    Guild,
    Intent,
    Member,
    Message,
    MessageFlag,
    Perm,
    Role,
    Snowflakes,
    StandInError,
    User,
    ascii_username,
    channel_permissions,
    image_size,
    iso_now,
    number_components,
    resolve_mentions,
    sniff_content_type,
)
from .validation import MAX_FILE_BYTES, ApiError

log = logging.getLogger("standin")


@dataclass
class Problem:
    """Something the bot did that real Discord would refuse or that the stand-in lacks."""

    kind: str  # unknown_route | invalid | interaction | permission | not_found | dm_closed | auth | standin_bug
    detail: str
    at: float


@dataclass
class CommandSync:
    """One bulk overwrite (PUT) of the command tree; ``guild_id`` None means global."""

    guild_id: int | None
    at: float
    names: list[str]


@dataclass
class RequestLog:
    method: str
    path: str
    status: int
    at: float
    duration: float


@dataclass
class UploadedFile:
    """A ``files[n]`` part of a multipart request."""

    index: int
    filename: str
    content_type: str | None
    data: bytes


SESSION_TOKEN_LIFETIME = 15 * 60


@dataclass
class Fault:
    method: str
    path: re.Pattern[str]
    status: int | None
    times: int | None
    retry_after: float
    after: Callable[[], Any] | None
    cloudflare: bool = False
    hits: int = 0
    before: Callable[[], Any] | None = None

    def matches(self, method: str, path: str) -> bool:
        return (self.method in ("*", method) and bool(self.path.search(path))
                and (self.times is None or self.hits < self.times))


class StandIn:
    """A Discord API stand-in for end-to-end tests of the real bot.

    Parameters: ``token`` the bot token the stand-in accepts; ``bot_name``; ``ack_deadline``
    seconds within which an interaction must be acknowledged (Discord: 3);
    ``rest_latency`` seconds added to every REST answer (simulates the network);
    ``privileged_intents`` which privileged intents the application may request
    (IDENTIFY asking for more is closed with 4014, like Discord);
    ``bot_permissions`` what the bot's managed role grants in each new guild.
    """

    def __init__(self, *, token: str = "standin.bot.token", bot_name: str = "Caravanserai",
                 ack_deadline: float = 3.0, rest_latency: float = 0.0,
                 privileged_intents: int = Intent.PRIVILEGED, bot_permissions: int = Perm.BOT_DEFAULT,
                 heartbeat_interval_ms: int = 41250, host: str = "127.0.0.1") -> None:
        self.token = token
        self.ack_deadline = ack_deadline
        self.rest_latency = rest_latency
        self.privileged_intents = privileged_intents
        self.default_bot_permissions = bot_permissions
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.host = host
        self.port = 0
        self.ids = Snowflakes()
        self.application_id = self.ids.next()
        # Modern applications have a bot user whose id is the application id.
        self.bot_user = User(id=self.application_id, name=bot_name, username=ascii_username(bot_name), bot=True)
        self.owner_user = User(id=self.ids.next(), name="Server Owner", username="server_owner")
        self.users: dict[int, User] = {u.id: u for u in (self.bot_user, self.owner_user)}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.attachments: dict[int, Attachment] = {}
        self.interactions: dict[int, Interaction] = {}
        self.global_commands: list[dict[str, Any]] = []
        self.guild_commands: dict[int, list[dict[str, Any]]] = {}
        self.command_syncs: list[CommandSync] = []
        self.identifies: list[Identify] = []
        # What GET /gateway/bot recommends (a launcher splits this many shards).
        self.recommended_shards = 1
        self.requests: list[RequestLog] = []
        self.problems: list[Problem] = []
        self.gateway = Gateway(self)
        self._tokens: dict[str, Interaction] = {}
        self._changed = asyncio.Event()
        # Per channel, for waiters that only look at one channel's messages: a hundred games
        # waiting on their own boards are not all woken by every message anywhere.
        self._channel_changed: dict[int, asyncio.Event] = {}
        self._watchdogs: list[Callable[[], None]] = []
        self._watched_at = float("-inf")
        self._diagnostics: list[Callable[[], str]] = []
        self._runner: web.AppRunner | None = None
        self.faults: list[Fault] = []
        # Discord drops a message whose nonce repeats one sent within a few minutes.
        self.nonces: dict[tuple[int, str], tuple[int, float]] = {}
        self.nonce_window = 300.0

    # ============================================================ faults
    def add_fault(self, method: str, path: str, *, status: int | None = None,
                  times: int | None = None, retry_after: float = 1.0,
                  after: Callable[[], Any] | None = None, cloudflare: bool = False,
                  before: Callable[[], Any] | None = None) -> Fault:
        """Break REST calls whose method and path (a regex searched in the path) match.

        ``status`` answers instead of handling: 403 (Missing Permissions), 429 (a rate
        limit with ``retry_after``), 5xx (a Cloudflare-style HTML page, which discord.py
        retries). ``after`` runs once the call was handled, before the answer goes back
        (e.g. kill the bot: the message exists, the bot never learns it). ``times`` limits
        how often (None: always). ``cloudflare``: a 429 from Cloudflare (an HTML page, none of
        Discord's headers), which discord.py does not retry. ``before`` runs instead of
        handling the call (e.g. kill the bot just before its message would exist); the call
        is then answered with ``status`` (default 503) and changes nothing.
        """
        fault = Fault(method.upper(), re.compile(path), status, times, retry_after, after,
                      cloudflare, before=before)
        self.faults.append(fault)
        return fault

    def clear_faults(self) -> None:
        self.faults.clear()

    # ============================================================ lifecycle
    async def start(self) -> None:
        """Listen on a free port of 127.0.0.1 (REST under /api/v10, websocket at /gateway)."""
        from .rest import build_app

        app = build_app(self)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=1.0)
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((self.host, 0))
        sock.listen(128)
        sock.setblocking(False)
        self.port = sock.getsockname()[1]
        await web.SockSite(self._runner, sock).start()
        log.info("stand-in listening on %s", self.url)

    async def stop(self) -> None:
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> StandIn:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        """What bot.py assigns to ``discord.http.Route.BASE``."""
        return f"{self.url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """What bot.py assigns to ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY``."""
        return f"ws://{self.host}:{self.port}/gateway"

    @property
    def connected(self) -> bool:
        """A bot session is identified and its socket is open."""
        s = self.gateway.current
        return s is not None and s.conn is not None and not s.invalidated

    def shard_connected(self, guild_id: int | None) -> bool:
        """The session serving ``guild_id``'s shard is identified and its socket is open."""
        s = self.gateway.session_for(guild_id)
        return s is not None and s.conn is not None

    # ============================================================ world
    def add_guild(self, name: str = "Test Server", *, locale: str = "en-US",
                  shard: tuple[int, int] | None = None) -> Guild:
        """Create a server the bot is in (owned by ``owner_user``), with @everyone and the bot's role.

        ``shard`` (id, count): an id Discord routes to that shard of that many."""
        gid = self.ids.next() if shard is None else self.ids.next_for_shard(*shard)
        guild = Guild(id=gid, name=name, owner_id=self.owner_user.id, locale=locale)
        guild.roles[gid] = Role(id=gid, guild_id=gid, name="@everyone", permissions=Perm.EVERYONE_DEFAULT,
                                position=0)
        bot_role = Role(id=self.ids.next(), guild_id=gid, name=self.bot_user.name,
                        permissions=self.default_bot_permissions, managed=True, bot_id=self.bot_user.id)
        guild.roles[bot_role.id] = bot_role
        guild.members[self.bot_user.id] = Member(self.bot_user, gid, [bot_role.id])
        guild.members[self.owner_user.id] = Member(self.owner_user, gid, [])
        self.guilds[gid] = guild
        session = self.gateway.session_for(gid)
        if session is not None:
            session.dispatch("GUILD_CREATE", self._guild_create_payload(guild, session))
        return guild

    def add_role(self, guild: Guild, name: str, permissions: int = 0, *, mentionable: bool = False) -> Role:
        """Create a role; ``permissions`` is an int (use ``Perm`` bits) or discord.Permissions."""
        role = Role(id=self.ids.next(), guild_id=guild.id, name=name, permissions=_perm_value(permissions),
                    position=len(guild.roles), mentionable=mentionable)
        guild.roles[role.id] = role
        self._emit("GUILD_ROLE_CREATE", {"guild_id": str(guild.id), "role": role.payload()})
        return role

    def add_text_channel(self, guild: Guild, name: str, *, topic: str | None = None) -> Channel:
        channel = Channel(id=self.ids.next(), type=ChannelType.GUILD_TEXT, name=name, guild_id=guild.id,
                          topic=topic, position=len(guild.channels))
        guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        self._emit("CHANNEL_CREATE", channel.payload())
        return channel

    def add_thread(self, parent: Channel, name: str, *, owner: User | None = None,
                   private: bool = False) -> Channel:
        """A user (``owner``, default the server owner) starts a thread in ``parent``."""
        if parent.is_thread or parent.guild_id is None:
            raise StandInError(f"{parent!r} cannot hold threads")
        starter = owner or self.owner_user
        thread = Channel(id=self.ids.next(), type=ChannelType.PRIVATE_THREAD if private
                         else ChannelType.PUBLIC_THREAD, name=name, guild_id=parent.guild_id,
                         parent_id=parent.id, owner_id=starter.id)
        thread.thread_members[starter.id] = iso_now()
        self.guilds[parent.guild_id].channels[thread.id] = thread
        self.channels[thread.id] = thread
        self._emit("THREAD_CREATE", {**thread.payload(), "newly_created": True})
        self._notify()
        return thread

    def archive_thread(self, thread: Channel, *, locked: bool = False) -> None:
        """Archive a thread as Discord does after inactivity (or a moderator, ``locked``)."""
        if not thread.is_thread:
            raise StandInError(f"{thread!r} is not a thread")
        thread.archived, thread.locked = True, locked
        thread.archive_timestamp = iso_now()
        self._emit("THREAD_UPDATE", thread.payload())
        self._notify()

    def unarchive(self, thread: Channel) -> None:
        """Make an archived thread active again (a message sent into it does this)."""
        if thread.archived:
            thread.archived = False
            thread.archive_timestamp = iso_now()
            self._emit("THREAD_UPDATE", thread.payload())
            self._notify()

    def thread_members(self, thread: Channel) -> list[User]:
        """Who is in the thread (its member list), in the order they joined."""
        return [self.users[u] for u in thread.thread_members]

    def add_thread_member(self, thread: Channel, user: User) -> None:
        if user.id in thread.thread_members:
            return
        thread.thread_members[user.id] = iso_now()
        self._thread_members_update(thread, added=[user.id])

    def remove_thread_member(self, thread: Channel, user_id: int) -> None:
        if thread.thread_members.pop(user_id, None) is not None:
            self._thread_members_update(thread, removed=[user_id])

    def _thread_members_update(self, thread: Channel, *, added: Iterable[int] = (),
                               removed: Iterable[int] = ()) -> None:
        added, removed = list(added), list(removed)
        data = {"id": str(thread.id), "guild_id": str(thread.guild_id),
                "member_count": min(50, len(thread.thread_members)),
                "added_members": [thread.thread_member_payload(u) for u in added],
                "removed_member_ids": [str(u) for u in removed]}
        # Others' membership needs the GUILD_MEMBERS intent; the bot always hears of its own.
        own = self.bot_user.id in added or self.bot_user.id in removed
        self._emit("THREAD_MEMBERS_UPDATE", data, Intent.GUILDS if own else Intent.GUILD_MEMBERS)
        self._notify()

    def add_user(self, name: str, *, guild: Guild | None = None, roles: Iterable[Role] = (),
                 permissions: int | None = None, locale: str = "en-US", nick: str | None = None) -> User:
        """Create a user (``name`` is the display name, accents welcome) and make them a member.

        ``guild`` defaults to the only guild if there is exactly one. ``permissions`` (an int of
        ``Perm`` bits, e.g. ``Perm.MANAGE_CHANNELS``) gives the user a personal role with them.
        """
        user = User(id=self.ids.next(), name=name, username=ascii_username(name), locale=locale)
        self.users[user.id] = user
        if guild is None and len(self.guilds) == 1:
            guild = next(iter(self.guilds.values()))
        if guild is not None:
            role_list = list(roles)
            if permissions:
                role_list.append(self.add_role(guild, f"{user.username}-perms", permissions))
            self.add_member(guild, user, roles=role_list, nick=nick)
        return user

    def add_member(self, guild: Guild, user: User, *, roles: Iterable[Role] = (), nick: str | None = None) -> Member:
        member = Member(user, guild.id, [r.id for r in roles], nick=nick)
        guild.members[user.id] = member
        self._emit("GUILD_MEMBER_ADD", {**member.payload(), "guild_id": str(guild.id)}, Intent.GUILD_MEMBERS)
        return member

    def set_bot_permissions(self, guild: Guild, permissions: int) -> None:
        """Change what the bot's managed role grants (e.g. to test Missing Permissions)."""
        role = next(r for r in guild.roles.values() if r.bot_id == self.bot_user.id)
        role.permissions = _perm_value(permissions)
        self._emit("GUILD_ROLE_UPDATE", {"guild_id": str(guild.id), "role": role.payload()})

    def permissions_in(self, user: User, channel: Channel) -> int:
        """The user's effective permissions in the channel (what interactions carry)."""
        if channel.guild_id is None:
            return Perm.VIEW_CHANNEL | Perm.SEND_MESSAGES | Perm.EMBED_LINKS | Perm.ATTACH_FILES \
                | Perm.READ_MESSAGE_HISTORY | Perm.ADD_REACTIONS | Perm.USE_APPLICATION_COMMANDS
        guild = self.guilds[channel.guild_id]
        member = guild.members.get(user.id)
        if member is None:
            return 0
        return channel_permissions(guild, member, channel)

    def bot_permissions_in(self, channel: Channel) -> int:
        return self.permissions_in(self.bot_user, channel)

    def dm_channel(self, user: User) -> Channel | None:
        """The DM channel between the bot and the user, if the bot opened one."""
        return next((c for c in self.channels.values()
                     if c.type == ChannelType.DM and c.recipient is user), None)

    @property
    def last_interaction(self) -> Interaction | None:
        """The most recently dispatched interaction (e.g. the one behind ``autocomplete``)."""
        return next(reversed(self.interactions.values()), None)

    def commands(self, guild: Guild | None = None) -> list[dict[str, Any]]:
        """The synced command tree (global, or of one guild), as Discord stores it."""
        return copy.deepcopy(self.guild_commands.get(guild.id, []) if guild else self.global_commands)

    # ============================================================ observation
    def channel_messages(self, channel: Channel) -> list[Message]:
        """Messages in the channel that are not deleted, oldest first."""
        return channel.visible_messages()

    async def wait_until(self, predicate: Callable[[], Any], timeout: float, what: str, *,
                         channel: Channel | None = None) -> Any:
        """Wait until ``predicate()`` is truthy and return its value.

        Re-checked on every stand-in state change (with ``channel``: on every message created,
        edited or deleted there, for a predicate that reads only that channel's messages); bot
        watchdogs run meanwhile, so a crashed bot fails the wait at once with its log tail
        instead of after the timeout.
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            if channel is None:
                event = self._changed
            else:
                event = self._channel_changed.setdefault(channel.id, asyncio.Event())
            result = predicate()
            if result:
                return result
            self._run_watchdogs()
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise StandInError(f"timed out after {timeout}s waiting for {what}\n{self.diagnostics()}")
            try:  # asyncio.timeout, not wait_for: no task per wait (a hundred waiters, load bench)
                async with asyncio.timeout(min(remaining, 0.25)):
                    await event.wait()
            except TimeoutError:
                pass

    async def wait_for_message(self, channel: Channel, predicate: Callable[[Message], bool] | None = None,
                               *, timeout: float = 10.0, after: Message | int | None = None) -> Message:
        """Wait for a (non-deleted) message in the channel matching ``predicate``; returns the newest.

        ``after`` restricts to messages created after that message (or message id). The
        predicate is re-evaluated on edits too, so it also waits for an edit to land.
        """
        after_id = after.id if isinstance(after, Message) else (after or 0)

        def find() -> Message | None:
            for msg in reversed(channel.visible_messages()):
                if msg.id > after_id and not msg.loading and (predicate is None or predicate(msg)):
                    return msg
            return None
        return await self.wait_until(find, timeout, f"a matching message in {channel!r}")

    async def wait_for_sync(self, count: int = 1, timeout: float = 20.0) -> CommandSync:
        """Wait until ``count`` command-tree syncs (PUT) have happened in total."""
        await self.wait_until(lambda: len(self.command_syncs) >= count, timeout, f"{count} command sync(s)")
        return self.command_syncs[count - 1]

    async def wait_for_identify(self, count: int = 1, timeout: float = 20.0) -> Identify:
        """Wait until ``count`` sessions have been identified or resumed in total."""
        await self.wait_until(lambda: len(self.identifies) >= count, timeout, f"{count} gateway IDENTIFY/RESUME")
        return self.identifies[count - 1]

    def take_problems(self, *kinds: str) -> list[Problem]:
        """Return and forget recorded problems (all, or only the given kinds)."""
        taken = [p for p in self.problems if not kinds or p.kind in kinds]
        self.problems = [p for p in self.problems if p not in taken]
        return taken

    def dangling_deferrals(self, older_than: float = 2.0) -> list[Interaction]:
        """Interactions deferred with a "thinking..." message the bot never filled in or deleted.

        Users would see "<bot> is thinking..." and, after 15 minutes, "The application did
        not respond".
        """
        now = time.monotonic()
        return [ix for ix in self.interactions.values()
                if ix.original is not None and ix.original.loading and not ix.original.deleted
                and ix.callbacks and now - ix.callbacks[0].at > older_than]

    def assert_no_problems(self, ignore: Iterable[str] = ("not_found", "dm_closed")) -> None:
        """Fail if the bot hit unknown routes, sent invalid payloads, mishandled interactions
        (late, twice, before acknowledging) or left a deferred "thinking..." response dangling."""
        skipped = set(ignore)
        bad = [p for p in self.problems if p.kind not in skipped]
        if "interaction" not in skipped:
            bad += [Problem("interaction", f"{ix!r} deferred with 'thinking...' and never resolved it",
                            time.monotonic()) for ix in self.dangling_deferrals()]
        if bad:
            lines = "\n".join(f"  [{p.kind}] {p.detail}" for p in bad)
            raise StandInError(f"the stand-in recorded problems:\n{lines}\n{self.diagnostics()}")

    def add_watchdog(self, check: Callable[[], None]) -> None:
        """Register a callable run while waiting; it raises to abort the wait (e.g. bot died)."""
        self._watchdogs.append(check)

    def remove_watchdog(self, check: Callable[[], None]) -> None:
        if check in self._watchdogs:
            self._watchdogs.remove(check)

    def add_diagnostic(self, source: Callable[[], str]) -> None:
        """Register extra text (e.g. the bot's log tail) appended to timeout failures."""
        self._diagnostics.append(source)

    def diagnostics(self) -> str:
        reqs = "\n".join(f"  {r.method} {r.path} -> {r.status}" for r in self.requests[-15:])
        probs = "\n".join(f"  [{p.kind}] {p.detail}" for p in self.problems[-10:]) or "  none"
        parts = [f"stand-in: connected={self.connected} identifies={len(self.identifies)} "
                 f"syncs={len(self.command_syncs)}", f"last requests:\n{reqs or '  none'}", f"problems:\n{probs}"]
        parts += [d() for d in self._diagnostics]
        return "\n".join(parts)

    def _run_watchdogs(self) -> None:
        # Every waiter runs them on every change; with a hundred waiters (the load bench)
        # reading the bot's log each time cost more than the bot's own work. Twenty times a
        # second still fails a wait on a crash at once.
        now = time.monotonic()
        if now - self._watched_at < 0.05:
            return
        self._watched_at = now
        for check in list(self._watchdogs):
            check()

    # ============================================================ interactions (test API)
    async def slash(self, user: User, channel: Channel, command: str, /, **options: Any) -> Interaction:
        """Invoke a slash command as ``user`` in ``channel``: ``slash(u, ch, "game new", variant="x")``.

        The command path ("top [group] sub") and options are checked against the synced tree
        (unknown command/option, wrong type, missing required option, value outside choices or
        bounds, or a command the user cannot see all raise StandInError). Option values: str,
        int, float, bool, User, Role, Channel or AttachmentUpload. Names with hyphens:
        ``**{"my-option": 1}``. Returns once INTERACTION_CREATE is queued to the bot.
        """
        top, chain, leaf, scope = self._find_command(channel, command)
        self._check_can_use_command(user, channel, top)
        resolver = OptionResolver(self, channel)
        leaf_options = resolver.build(leaf.get("options") or [], options)
        data = self._command_data(top, chain, leaf_options, scope, resolver)
        return self._dispatch_interaction(2, user, channel, data, command_name=command,
                                          option_types=_option_types(leaf))

    async def forge_slash(self, user: User, channel: Channel, command: str, /, *,
                          tree_of: Channel | None = None, raw: dict[str, Any] | None = None,
                          **options: Any) -> Interaction:
        """What a modified client can send: ``command`` (looked up in ``tree_of``'s tree)
        invoked in ``channel`` — a DM, or a channel the command is not allowed in. ``raw``:
        options sent exactly as given, with their declared type but no check of the value
        (a string where an integer is declared, the id of a user who is not a member)."""
        top, chain, leaf, scope = self._find_command(tree_of or channel, command)
        resolver = OptionResolver(self, channel)
        raw = raw or {}
        leaf_options = resolver.build([o for o in leaf.get("options") or []
                                       if o["name"] not in raw], options)
        declared = {o["name"]: o for o in leaf.get("options") or []}
        for name, value in raw.items():
            if name not in declared:
                raise StandInError(f"unknown option {name!r}; this command takes {list(declared)}")
            leaf_options = [o for o in leaf_options if o["name"] != name]
            leaf_options.append({"type": declared[name]["type"], "name": name, "value": value})
        data = self._command_data(top, chain, leaf_options, scope, resolver)
        return self._dispatch_interaction(2, user, channel, data, command_name=command,
                                          option_types=_option_types(leaf))

    async def forge_click(self, user: User, channel: Channel, custom_id: str, *,
                          message: Message | None = None) -> Interaction:
        """What a modified client can send: a click on ``custom_id`` arriving from
        ``channel`` (e.g. a button copied from another channel's message)."""
        data = {"custom_id": custom_id, "component_type": 2}
        return self._dispatch_interaction(3, user, channel, data, source_message=message)

    async def autocomplete(self, user: User, channel: Channel, command: str, /, *, focused: str,
                           timeout: float = 5.0, **options: Any) -> list[dict[str, Any]]:
        """Type into option ``focused`` (its text is ``options[focused]``, default "") and
        return the choices the bot suggests: ``[{"name": ..., "value": ...}, ...]``."""
        top, chain, leaf, scope = self._find_command(channel, command)
        self._check_can_use_command(user, channel, top)
        resolver = OptionResolver(self, channel)
        leaf_options = resolver.build(leaf.get("options") or [], options, focused=focused)
        data = self._command_data(top, chain, leaf_options, scope, resolver)
        ix = self._dispatch_interaction(4, user, channel, data, command_name=command,
                                        option_types=_option_types(leaf))
        ix.focused = focused
        return await ix.wait_choices(timeout)

    async def click(self, user: User, message: Message, custom_id: str | None = None, *,
                    label: str | None = None) -> Interaction:
        """Click a button (by custom_id, or by label) on a message the user can see."""
        msg = self._usable_message(user, message)
        comp = msg.component(custom_id, label=label)
        if comp.type != 2:
            raise StandInError(f"{comp.custom_id!r} is not a button (type {comp.type})")
        if comp.disabled:
            raise StandInError(f"button {comp.custom_id!r} ({comp.label!r}) is disabled")
        if comp.style in (5, 6):
            raise StandInError(f"button {comp.label!r} is a link/premium button: no interaction")
        data = {"custom_id": comp.custom_id, "component_type": 2, "id": comp.raw.get("id")}
        return self._dispatch_interaction(3, user, self.channels[msg.channel_id], data, source_message=msg)

    async def select(self, user: User, message: Message, custom_id: str, values: list[Any]) -> Interaction:
        """Choose ``values`` in a select menu: option values (str) for string selects, User/Role/
        Channel objects for user/role/mentionable/channel selects. min/max_values are enforced."""
        msg = self._usable_message(user, message)
        comp = msg.component(custom_id)
        if comp.type not in (3, 5, 6, 7, 8):
            raise StandInError(f"{custom_id!r} is not a select menu (type {comp.type})")
        if comp.disabled:
            raise StandInError(f"select {custom_id!r} is disabled")
        lo = 1 if comp.min_values is None else comp.min_values
        hi = 1 if comp.max_values is None else comp.max_values
        if not lo <= len(values) <= hi:
            raise StandInError(f"select {custom_id!r} takes {lo}..{hi} values, got {len(values)}")
        channel = self.channels[msg.channel_id]
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": comp.type, "id": comp.raw.get("id")}
        if comp.type == 3:
            allowed = comp.option_values
            bad = [v for v in values if v not in allowed]
            if bad:
                raise StandInError(f"select {custom_id!r} has no option(s) {bad}; options: {allowed}")
            data["values"] = list(values)
        else:
            resolver = OptionResolver(self, channel)
            kinds = {5: 6, 6: 8, 7: 9, 8: 7}
            opt = {"type": kinds[comp.type], "name": custom_id, "channel_types": comp.raw.get("channel_types")}
            data["values"] = [resolver.convert(opt, v, strict=True) for v in values]
            data["resolved"] = resolver.resolved
        return self._dispatch_interaction(3, user, channel, data, source_message=msg)

    async def submit_modal(self, user: User, modal: Modal, values: dict[str, Any], *,
                           again: bool = False) -> Interaction:
        """Fill in and submit a modal: ``{custom_id: text}`` for text inputs (missing ones keep
        their pre-filled value), lists for selects/checkbox groups, bool for a checkbox.
        ``again=True`` submits an already submitted modal once more (a double tap, or a
        client retrying on a bad connection: real clients do send those)."""
        if modal.submitted and not again:
            raise StandInError(f"modal {modal.custom_id!r} was already submitted")
        if user is not modal.user:
            raise StandInError(f"modal {modal.custom_id!r} was opened for {modal.user!r}, not {user!r}")
        known = {f.custom_id for f in modal.fields}
        unknown = [k for k in values if k not in known]
        if unknown:
            raise StandInError(f"modal {modal.custom_id!r} has no field(s) {unknown}; fields: {sorted(known)}")
        components = [c for c in (_modal_submit_component(comp, values) for comp in modal.components) if c]
        modal.submitted = True
        source = modal.interaction.source_message
        return self._dispatch_interaction(5, user, modal.interaction.channel,
                                          {"custom_id": modal.custom_id, "components": components},
                                          source_message=source)

    async def post_message(self, user: User, channel: Channel, content: str) -> Message:
        """A user writes a plain message in the channel (MESSAGE_CREATE to the bot)."""
        if channel.is_thread and channel.archived:
            if channel.locked:
                raise StandInError(f"{channel!r} is archived and locked: {user!r} cannot write")
            self.unarchive(channel)  # writing in an archived thread wakes it
        msg = Message(id=self.ids.next(), channel_id=channel.id, guild_id=channel.guild_id,
                      author=user, content=content)
        self._set_mentions(msg, creating=True)
        channel.messages.append(msg)
        self.messages[msg.id] = msg
        self._emit_message("MESSAGE_CREATE", msg)
        self._notify(channel.id)
        return msg

    # --- gateway controls --------------------------------------------------------------------
    async def drop_gateway(self, code: int = 4000) -> None:
        """Close the bot's websocket (a network blip). discord.py should RESUME."""
        await self.gateway.drop(code)

    def request_reconnect(self) -> None:
        """Send op 7 RECONNECT; the bot should reconnect and RESUME."""
        self.gateway.send_reconnect()

    def invalidate_session(self, resumable: bool = False) -> None:
        """Send op 9 INVALID_SESSION; with resumable=False the bot must IDENTIFY again."""
        self.gateway.invalidate(resumable)

    # ============================================================ internals: interactions
    def _find_command(self, channel: Channel, path: str) -> tuple[dict, list[str], dict, int | None]:
        name = path.split()[0] if path.split() else ""
        guild_cmds = self.guild_commands.get(channel.guild_id or 0, [])
        in_guild = any(c["name"] == name and c.get("type", 1) == 1 for c in guild_cmds)
        in_global = any(c["name"] == name and c.get("type", 1) == 1 for c in self.global_commands)
        if in_guild and in_global:
            raise StandInError(f"/{name} is registered both globally and in the guild: users would "
                               f"see it twice in the command picker")
        if in_guild:
            top, chain, leaf = find_command(guild_cmds, path)
            return top, chain, leaf, channel.guild_id
        top, chain, leaf = find_command(self.global_commands, path)
        return top, chain, leaf, None

    def _check_can_use_command(self, user: User, channel: Channel, command: dict[str, Any]) -> None:
        if channel.guild_id is not None:
            if user.id not in self.guilds[channel.guild_id].members:
                raise StandInError(f"{user!r} is not a member of the channel's guild")
            perms = self.permissions_in(user, channel)
            if not perms & Perm.VIEW_CHANNEL:
                raise StandInError(f"{user!r} cannot see {channel!r}")
            if channel.is_thread and channel.archived:
                raise StandInError(f"{channel!r} is archived: Discord offers no application "
                                   "commands there (a message sent into it wakes it)")
            needed = command.get("default_member_permissions")
            if needed is not None and (int(needed) & perms) != int(needed) and not perms & Perm.ADMINISTRATOR:
                raise StandInError(f"/{command['name']} is hidden from {user!r}: it needs permissions {needed}")
            contexts = command.get("contexts")
            if contexts is not None and 0 not in contexts:
                raise StandInError(f"/{command['name']} is not available in servers")
        else:
            contexts = command.get("contexts")
            if command.get("dm_permission") is False or (contexts is not None and 1 not in contexts):
                raise StandInError(f"/{command['name']} is not available in DMs")

    def _command_data(self, top: dict, chain: list[str], leaf_options: list[dict], scope: int | None,
                      resolver: OptionResolver) -> dict[str, Any]:
        data: dict[str, Any] = {"id": top["id"], "name": top["name"], "type": 1}
        options = wrap_options(top, chain, leaf_options)
        if options:
            data["options"] = options
        if scope is not None:
            data["guild_id"] = str(scope)
        if resolver.resolved:
            data["resolved"] = resolver.resolved
        return data

    def _usable_message(self, user: User, message: Message | int) -> Message:
        msg = self.messages.get(message if isinstance(message, int) else message.id)
        if msg is None or msg.deleted:
            raise StandInError(f"message {message!r} does not exist (deleted?)")
        if msg.visible_to is not None and msg.visible_to != user.id:
            raise StandInError(f"{user!r} cannot see ephemeral message {msg.id}")
        if msg.visible_to is None and not self.permissions_in(user, self.channels[msg.channel_id]) & Perm.VIEW_CHANNEL:
            raise StandInError(f"{user!r} cannot see the channel of message {msg.id}")
        if msg.loading:
            raise StandInError(f"message {msg.id} is still a 'thinking...' placeholder")
        return msg

    def _dispatch_interaction(self, itype: int, user: User, channel: Channel, data: dict[str, Any], *,
                              source_message: Message | None = None, command_name: str | None = None,
                              option_types: dict[str, int] | None = None) -> Interaction:
        session = self.gateway.session_for(channel.guild_id)
        if session is None:
            raise StandInError(f"no bot session is connected to the stand-in\n{self.diagnostics()}")
        iid = self.ids.next()
        token = f"aW50ZXJhY3Rpb24.{iid}.{secrets.token_hex(24)}"
        payload = self._interaction_payload(iid, token, itype, user, channel, data, source_message)
        ix = Interaction(self, id=iid, token=token, type=itype, user=user, channel=channel, payload=payload,
                         source_message=source_message, command_name=command_name, option_types=option_types)
        self.interactions[iid] = ix
        self._tokens[token] = ix

        def mark_sent() -> None:
            if ix.dispatched_at is None:
                ix.dispatched_at = time.monotonic()
        session.dispatch("INTERACTION_CREATE", payload, on_sent=mark_sent)
        log.debug("dispatched %r", ix)
        return ix

    def _interaction_payload(self, iid: int, token: str, itype: int, user: User, channel: Channel,
                             data: dict[str, Any], message: Message | None) -> dict[str, Any]:
        perms = self.permissions_in(user, channel)
        payload: dict[str, Any] = {
            "id": str(iid), "application_id": str(self.application_id), "type": itype, "token": token,
            "version": 1, "channel_id": str(channel.id), "channel": channel.payload(permissions=perms),
            "app_permissions": str(self.bot_permissions_in(channel)), "locale": user.locale,
            "entitlements": [], "entitlement_sku_ids": [], "attachment_size_limit": MAX_FILE_BYTES,
            "data": data,
        }
        if channel.guild_id is not None:
            guild = self.guilds[channel.guild_id]
            member = guild.members[user.id]
            payload.update(guild_id=str(guild.id), guild_locale=guild.locale,
                           guild={"id": str(guild.id), "locale": guild.locale, "features": []},
                           member=member.payload(permissions=perms),
                           authorizing_integration_owners={"0": str(guild.id)}, context=0)
        else:
            payload.update(user=user.payload(), authorizing_integration_owners={"0": str(user.id)}, context=1)
        if message is not None:
            payload["message"] = self.message_payload(message)
        return payload

    def interaction_by_token(self, token: str) -> Interaction | None:
        return self._tokens.get(token)

    # ============================================================ internals: messages
    def create_message(self, channel: Channel, body: dict[str, Any], files: list[UploadedFile], *,
                       interaction: Interaction | None = None, ephemeral: bool = False,
                       loading: bool = False, msg_type: int = 0) -> Message:
        """Create a bot message (already validated) and tell the gateway about it."""
        msg = Message(id=self.ids.next(), channel_id=channel.id, guild_id=channel.guild_id,
                      author=self.bot_user, type=msg_type)
        if interaction is not None:
            msg.interaction_id = interaction.id
            msg.interaction_user = interaction.user
            msg.interaction_type = interaction.type
            msg.webhook_id = self.application_id
            msg.application_id = self.application_id
        self._apply_body(msg, body, files)
        keep = MessageFlag.SUPPRESS_EMBEDS | MessageFlag.SUPPRESS_NOTIFICATIONS | MessageFlag.IS_COMPONENTS_V2
        msg.flags = (body.get("flags") or 0) & keep
        if ephemeral:
            msg.flags |= MessageFlag.EPHEMERAL
            msg.visible_to = interaction.user.id if interaction else None
        if loading:
            msg.flags |= MessageFlag.LOADING
        self._set_mentions(msg, creating=not loading)
        self.messages[msg.id] = msg
        if not ephemeral:
            channel.messages.append(msg)
            self._emit_message("MESSAGE_CREATE", msg)
        self._notify(msg.channel_id)
        return msg

    def edit_message(self, msg: Message, body: dict[str, Any], files: list[UploadedFile]) -> None:
        """Apply an edit (only the fields present change); a 'thinking' placeholder gets filled."""
        filling = msg.loading
        if not filling:
            msg.edits.append(msg.snapshot())
            msg.edited_timestamp = iso_now()
        self._apply_body(msg, body, files)
        if body.get("flags") is not None:
            for bit in (MessageFlag.SUPPRESS_EMBEDS, MessageFlag.IS_COMPONENTS_V2):
                msg.flags = (msg.flags | bit) if body["flags"] & bit else (msg.flags & ~bit)
        msg.flags &= ~MessageFlag.LOADING
        # Filling a deferred placeholder is when its mentions notify (a plain edit never does).
        self._set_mentions(msg, creating=filling)
        if not msg.ephemeral:
            self._emit_message("MESSAGE_UPDATE", msg)
        self._notify(msg.channel_id)

    def delete_message(self, msg: Message) -> None:
        msg.deleted = True
        if not msg.ephemeral:
            self._emit("MESSAGE_DELETE", {"id": str(msg.id), "channel_id": str(msg.channel_id),
                                          **({"guild_id": str(msg.guild_id)} if msg.guild_id else {})},
                       self._message_intent(msg))
        self._notify(msg.channel_id)

    def _apply_body(self, msg: Message, body: dict[str, Any], files: list[UploadedFile]) -> None:
        if "content" in body:
            msg.content = body["content"] or ""
        if "embeds" in body:
            msg.embeds = copy.deepcopy(body["embeds"] or [])
        if "components" in body:
            components = copy.deepcopy(body["components"] or [])
            number_components(components)
            msg.components = components
        if "allowed_mentions" in body:
            msg.allowed_mentions = body["allowed_mentions"]
        if "tts" in body:
            msg.tts = bool(body["tts"])
        if "attachments" in body or files:
            msg.attachments = self._resolve_attachments(msg, body.get("attachments"), files)

    def _resolve_attachments(self, msg: Message, spec: list[dict[str, Any]] | None,
                             files: list[UploadedFile]) -> list[Attachment]:
        """Keep listed existing attachments, add listed new files (by upload index)."""
        by_index = {f.index: f for f in files}
        if spec is None:
            return msg.attachments + [self._new_attachment(msg.channel_id, f, {}) for f in files]
        existing = {str(a.id): a for a in msg.attachments}
        result: list[Attachment] = []
        for i, entry in enumerate(spec):
            key = str(entry.get("id"))
            if key in existing:
                result.append(existing[key])
            elif key.isdigit() and int(key) in by_index:
                result.append(self._new_attachment(msg.channel_id, by_index[int(key)], entry))
            else:
                raise ApiError(400, 50035, "Invalid Form Body", kind="invalid",
                               errors={"attachments": {str(i): {"_errors": [
                                   {"code": "ATTACHMENT_NOT_FOUND", "message": f"Unknown attachment {key}"}]}}})
        return result

    def _new_attachment(self, channel_id: int, f: UploadedFile, entry: dict[str, Any]) -> Attachment:
        aid = self.ids.next()
        filename = entry.get("filename") or f.filename
        size = image_size(f.data)
        att = Attachment(id=aid, filename=filename, data=f.data,
                         content_type=sniff_content_type(f.data, filename),
                         declared_content_type=f.content_type,
                         url=f"{self.url}/attachments/{channel_id}/{aid}/{filename}",
                         description=entry.get("description"),
                         width=size[0] if size else None, height=size[1] if size else None)
        self.attachments[aid] = att
        return att

    def _store_user_upload(self, channel: Channel, upload: AttachmentUpload) -> Attachment:
        return self._new_attachment(channel.id, UploadedFile(0, upload.filename, upload.content_type,
                                                             upload.data), {})

    def _set_mentions(self, msg: Message, *, creating: bool) -> None:
        guild = self.guilds.get(msg.guild_id or 0)
        users, roles, everyone = resolve_mentions(msg.content, msg.allowed_mentions, guild, self.users)
        msg.mentions, msg.mention_roles, msg.mention_everyone = users, roles, everyone
        if creating and not msg.ephemeral:
            notified = set(users)
            if guild is not None:
                for member in guild.members.values():
                    if everyone or set(member.role_ids) & set(roles):
                        notified.add(member.user.id)
            notified.discard(msg.author.id)
            msg.notified_user_ids = sorted(notified)

    def message_payload(self, msg: Message, *, for_gateway: bool = False) -> dict[str, Any]:
        """The message object Discord returns over REST (and, with guild/member, the gateway)."""
        data: dict[str, Any] = {
            "id": str(msg.id), "channel_id": str(msg.channel_id), "type": msg.type,
            "author": msg.author.payload(), "content": msg.content, "timestamp": msg.timestamp,
            "edited_timestamp": msg.edited_timestamp, "tts": msg.tts,
            "mention_everyone": msg.mention_everyone,
            "mentions": [self.users[u].payload() for u in msg.mentions],
            "mention_roles": [str(r) for r in msg.mention_roles],
            "attachments": [a.payload() for a in msg.attachments],
            "embeds": copy.deepcopy(msg.embeds), "components": copy.deepcopy(msg.components),
            "pinned": msg.pinned, "flags": msg.flags,
        }
        if msg.reactions:
            data["reactions"] = [{"count": 1, "me": True, "emoji": {"id": None, "name": r}}
                                 for r in dict.fromkeys(msg.reactions)]
        if msg.webhook_id:
            data["webhook_id"] = str(msg.webhook_id)
            data["application_id"] = str(msg.application_id)
        if msg.interaction_id and msg.interaction_user:
            meta: dict[str, Any] = {"id": str(msg.interaction_id), "type": msg.interaction_type,
                                    "user": msg.interaction_user.payload(),
                                    "authorizing_integration_owners": {"0": str(msg.guild_id or 0)}}
            ix = self.interactions.get(msg.interaction_id)
            if ix is not None and ix.source_message is not None:
                meta["interacted_message_id"] = str(ix.source_message.id)
            data["interaction_metadata"] = meta
            if ix is not None and ix.command_name:
                data["interaction"] = {"id": str(ix.id), "type": ix.type, "name": ix.command_name,
                                       "user": msg.interaction_user.payload()}
        if for_gateway and msg.guild_id is not None:
            data["guild_id"] = str(msg.guild_id)
            member = self.guilds[msg.guild_id].members.get(msg.author.id)
            if member is not None:
                data["member"] = member.payload(with_user=False)
        return data

    # ============================================================ internals: gateway payloads
    def _ready_payload(self, session: Any) -> dict[str, Any]:
        user = {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "email": None}
        return {
            "v": 10, "user": user, "session_id": session.session_id, "session_type": "normal",
            "resume_gateway_url": self.gateway_url, "shard": list(session.shard),
            "guilds": [{"id": str(g), "unavailable": True} for g in self.guilds
                       if session.serves(g)],
            "application": {"id": str(self.application_id), "flags": self.application_flags},
            "private_channels": [], "relationships": [], "presences": [], "guild_join_requests": [],
            "geo_ordered_rtc_regions": ["standin"], "user_settings": {}, "auth": {},
            "_trace": ["standin"],
        }

    def _guild_create_payload(self, guild: Guild, session: Any) -> dict[str, Any]:
        # Without the GUILD_MEMBERS intent Discord only sends the bot's own member.
        members = list(guild.members.values()) if session.wants(Intent.GUILD_MEMBERS) \
            else [guild.members[self.bot_user.id]]
        return guild.payload(include_members=members)

    @property
    def application_flags(self) -> int:
        flags = 1 << 23  # APPLICATION_COMMAND_BADGE
        if self.privileged_intents & Intent.GUILD_MEMBERS:
            flags |= 1 << 15
        if self.privileged_intents & Intent.MESSAGE_CONTENT:
            flags |= 1 << 19
        return flags

    def application_payload(self) -> dict[str, Any]:
        return {
            "id": str(self.application_id), "name": self.bot_user.name, "icon": None, "description": "",
            "summary": "", "type": None, "hook": True, "rpc_origins": [], "bot_public": True,
            "bot_require_code_grant": False, "owner": self.owner_user.payload(), "team": None,
            "verify_key": "0" * 64, "flags": self.application_flags, "guild_id": None,
            "bot": self.bot_user.payload(), "redirect_uris": [], "interactions_endpoint_url": None,
            "integration_types_config": {"0": {}}, "approximate_guild_count": len(self.guilds),
        }

    def _message_intent(self, msg: Message) -> int:
        return Intent.GUILD_MESSAGES if msg.guild_id is not None else Intent.DIRECT_MESSAGES

    def _emit_message(self, event: str, msg: Message) -> None:
        session = self.gateway.session_for(msg.guild_id)
        if session is None or not session.wants(self._message_intent(msg)):
            return  # the bot does not take this event: no payload to build
        payload = self.message_payload(msg, for_gateway=True)
        # Message content reaches the bot only for its own messages, DMs, mentions or the intent.
        own = msg.author.id == self.bot_user.id
        if not (own or msg.guild_id is None or self.bot_user.id in msg.mentions
                or session.wants(Intent.MESSAGE_CONTENT)):
            payload.update(content="", embeds=[], attachments=[], components=[])
        self._emit(event, payload, self._message_intent(msg))

    def _emit(self, event: str, data: Any, intent: int = Intent.GUILDS) -> None:
        guild = data.get("guild_id") if isinstance(data, dict) else None
        session = self.gateway.session_for(int(guild) if guild else None)
        if session is not None and session.wants(intent):
            session.dispatch(event, data)

    def _problem(self, kind: str, detail: str) -> None:
        level = logging.ERROR if kind in ("unknown_route", "standin_bug") else logging.WARNING
        log.log(level, "stand-in problem [%s]: %s", kind, detail)
        self.problems.append(Problem(kind, detail, time.monotonic()))
        self._notify()

    def _notify(self, channel_id: int | None = None) -> None:
        """Wake the waiters: all of them, and those on ``channel_id`` (a message there changed)."""
        event, self._changed = self._changed, asyncio.Event()
        event.set()
        if channel_id is not None and (mine := self._channel_changed.pop(channel_id, None)):
            mine.set()


# ---------------------------------------------------------------------------------- helpers
def _perm_value(permissions: Any) -> int:
    return int(getattr(permissions, "value", permissions))


def _option_types(leaf: dict[str, Any]) -> dict[str, int]:
    return {o["name"]: o["type"] for o in leaf.get("options") or []}


def _modal_submit_component(comp: dict[str, Any], values: dict[str, Any]) -> dict[str, Any] | None:
    ctype = comp.get("type")
    if ctype == 1:
        inner = [_modal_submit_value(c, c.get("label"), values) for c in comp.get("components", [])]
        return {"type": 1, "id": comp.get("id"), "components": inner}
    if ctype == 18:
        return {"type": 18, "id": comp.get("id"),
                "component": _modal_submit_value(comp["component"], comp.get("label"), values)}
    if ctype == 10:
        return {"type": 10, "id": comp.get("id"), "content": comp.get("content", "")}
    return None


def _modal_submit_value(comp: dict[str, Any], label: str | None, values: dict[str, Any]) -> dict[str, Any]:
    ctype, cid = comp.get("type"), comp.get("custom_id")
    out: dict[str, Any] = {"type": ctype, "id": comp.get("id"), "custom_id": cid}
    given = values.get(cid) if cid is not None else None
    if ctype == 4:
        text = (comp.get("value") or "") if given is None else given
        if not isinstance(text, str):
            raise StandInError(f"text input {cid!r} takes a string, got {text!r}")
        required = comp.get("required", True)
        if required and not text:
            raise StandInError(f"text input {cid!r} ({label!r}) is required")
        lo, hi = comp.get("min_length") or 0, comp.get("max_length") or 4000
        if text and not lo <= len(text) <= hi:
            raise StandInError(f"text input {cid!r} must be {lo}..{hi} characters, got {len(text)}")
        out["value"] = text
    elif ctype in (3, 5, 6, 7, 8, 22):
        chosen = list(given or [])
        if ctype in (3, 22):
            allowed = [o["value"] for o in comp.get("options", [])]
            bad = [v for v in chosen if v not in allowed]
            if bad:
                raise StandInError(f"{cid!r} has no option(s) {bad}; options: {allowed}")
        if comp.get("required", True) and not chosen and ctype != 22:
            raise StandInError(f"{cid!r} ({label!r}) is required")
        out["values"] = [str(getattr(v, "id", v)) for v in chosen]
    elif ctype == 21:
        out["value"] = given
    elif ctype == 23:
        out["value"] = bool(given)
    else:
        raise StandInError(f"the stand-in cannot fill modal component type {ctype}")
    return out
