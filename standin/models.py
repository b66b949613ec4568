"""The stand-in's world: users, guilds, roles, channels, messages and their Discord payloads.

Everything here is plain data plus the functions that turn it into the JSON shapes Discord
sends. Nothing imports discord.py: the stand-in must not share the library's assumptions.
"""

from __future__ import annotations

import io
import itertools
import mimetypes
import re
import struct
import time
import unicodedata
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

DISCORD_EPOCH_MS = 1420070400000


class StandInError(AssertionError):
    """A test asked for something Discord would not allow (or the stand-in cannot do).

    It subclasses AssertionError so pytest reports it as a plain test failure.
    """


# --- permission bits (https://discord.com/developers/docs/topics/permissions) -------------
class Perm:
    CREATE_INSTANT_INVITE = 1 << 0
    KICK_MEMBERS = 1 << 1
    BAN_MEMBERS = 1 << 2
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CONNECT = 1 << 20
    SPEAK = 1 << 21
    CHANGE_NICKNAME = 1 << 26
    MANAGE_ROLES = 1 << 28
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38
    ALL = (1 << 51) - 1

    # What a fresh server grants @everyone.
    EVERYONE_DEFAULT = (
        CREATE_INSTANT_INVITE | ADD_REACTIONS | VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS
        | ATTACH_FILES | READ_MESSAGE_HISTORY | USE_EXTERNAL_EMOJIS | CONNECT | SPEAK
        | CHANGE_NICKNAME | USE_APPLICATION_COMMANDS | CREATE_PUBLIC_THREADS
        | CREATE_PRIVATE_THREADS | SEND_MESSAGES_IN_THREADS
    )
    # What the bot's managed role gets when invited with the usual scopes.
    BOT_DEFAULT = EVERYONE_DEFAULT | MANAGE_MESSAGES | MANAGE_THREADS


class Intent:
    GUILDS = 1 << 0
    GUILD_MEMBERS = 1 << 1
    GUILD_PRESENCES = 1 << 8
    GUILD_MESSAGES = 1 << 9
    DIRECT_MESSAGES = 1 << 12
    MESSAGE_CONTENT = 1 << 15
    PRIVILEGED = GUILD_MEMBERS | GUILD_PRESENCES | MESSAGE_CONTENT


class ChannelType:
    GUILD_TEXT = 0
    DM = 1
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12
    THREADS = (10, 11, 12)


class MessageFlag:
    SUPPRESS_EMBEDS = 1 << 2
    HAS_THREAD = 1 << 5
    EPHEMERAL = 1 << 6
    LOADING = 1 << 7
    SUPPRESS_NOTIFICATIONS = 1 << 12
    IS_COMPONENTS_V2 = 1 << 15


# --- ids and clocks --------------------------------------------------------------------------
class Snowflakes:
    """Time-based, strictly increasing snowflakes, so discord.py's snowflake_time() is sane."""

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(candidate, self._last + 1)
        return self._last

    def next_for_shard(self, shard_id: int, count: int) -> int:
        """The next id whose guild Discord routes to ``shard_id`` of ``count``
        (``(id >> 22) % count``): a few milliseconds later, if need be."""
        found = self.next()
        while (found >> 22) % count != shard_id:
            found += 1 << 22
        self._last = found
        return found


def iso_now() -> str:
    return datetime.now(UTC).isoformat()


def ascii_username(display: str) -> str:
    """Discord usernames are lowercase ASCII; display names (global_name) keep accents."""
    folded = unicodedata.normalize("NFKD", display).encode("ascii", "ignore").decode()
    cleaned = re.sub(r"[^a-z0-9_.]", "", folded.lower().replace(" ", "_"))
    return cleaned or "user"


# --- world -----------------------------------------------------------------------------------
@dataclass(eq=False)
class User:
    """A Discord user. ``name`` is the display name (``global_name``), accents allowed."""

    id: int
    name: str
    username: str
    bot: bool = False
    locale: str = "en-US"
    # False: the user accepts no direct messages from the bot (Discord answers 403 50007).
    dms_open: bool = True

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "username": self.username,
            "global_name": None if self.bot else self.name,
            "discriminator": "0",
            "avatar": None,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
            "collectibles": None,
            "primary_guild": None,
        }
        if self.bot:
            data["bot"] = True
        return data

    def __repr__(self) -> str:
        return f"<User {self.name!r} id={self.id}>"


@dataclass(eq=False)
class Role:
    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 1
    mentionable: bool = False
    managed: bool = False
    bot_id: int | None = None

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.managed,
            "mentionable": self.mentionable,
            "flags": 0,
        }
        if self.bot_id is not None:
            data["tags"] = {"bot_id": str(self.bot_id)}
        return data


@dataclass(eq=False)
class Member:
    user: User
    guild_id: int
    role_ids: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = field(default_factory=iso_now)

    def payload(self, *, with_user: bool = True, permissions: int | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.role_ids],
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "joined_at": self.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
            "unusual_dm_activity_until": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass(eq=False)
class Channel:
    """A text channel, thread or DM. ``messages`` holds what users in it can see, in order."""

    id: int
    type: int
    name: str
    guild_id: int | None = None
    parent_id: int | None = None
    topic: str | None = None
    position: int = 0
    overwrites: list[dict[str, Any]] = field(default_factory=list)
    recipient: User | None = None
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    archive_timestamp: str = field(default_factory=iso_now)
    # A thread's members (user id → when they joined): who it notifies and lists.
    thread_members: dict[int, str] = field(default_factory=dict)
    messages: list[Message] = field(default_factory=list)
    pinned_ids: list[int] = field(default_factory=list)

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    @property
    def is_thread(self) -> bool:
        return self.type in ChannelType.THREADS

    @property
    def last_message_id(self) -> int | None:
        return self.messages[-1].id if self.messages else None

    def set_overwrite(self, target: Role | User, *, allow: int = 0, deny: int = 0) -> None:
        """Add or replace a permission overwrite for a role or a member."""
        kind = 0 if isinstance(target, Role) else 1
        self.overwrites = [o for o in self.overwrites if int(o["id"]) != target.id]
        self.overwrites.append({"id": str(target.id), "type": kind, "allow": str(allow), "deny": str(deny)})

    def visible_messages(self) -> list[Message]:
        return [m for m in self.messages if not m.deleted]

    def thread_metadata(self) -> dict[str, Any]:
        return {"archived": self.archived, "auto_archive_duration": self.auto_archive_duration,
                "archive_timestamp": self.archive_timestamp, "locked": self.locked}

    def thread_member_payload(self, user_id: int) -> dict[str, Any]:
        """A thread member object (https://discord.com/developers/docs/resources/channel)."""
        return {"id": str(self.id), "user_id": str(user_id),
                "join_timestamp": self.thread_members[user_id], "flags": 0}

    def payload(self, *, permissions: int | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "name": self.name,
            "last_message_id": str(self.last_message_id) if self.last_message_id else None,
            "flags": 0,
        }
        if self.type == ChannelType.DM:
            data.pop("name")
            data["recipients"] = [self.recipient.payload()] if self.recipient else []
        else:
            data.update(guild_id=str(self.guild_id), position=self.position,
                        permission_overwrites=list(self.overwrites), nsfw=False,
                        parent_id=str(self.parent_id) if self.parent_id else None,
                        rate_limit_per_user=0, topic=self.topic)
        if self.is_thread:
            data.pop("permission_overwrites", None)
            data.update(owner_id=str(self.owner_id) if self.owner_id else None,
                        message_count=len(self.messages), total_message_sent=len(self.messages),
                        member_count=min(50, len(self.thread_members)),  # Discord stops at 50
                        thread_metadata=self.thread_metadata())
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data

    def __repr__(self) -> str:
        return f"<Channel #{self.name} id={self.id}>"


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    locale: str = "en-US"
    roles: dict[int, Role] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    created_at: str = field(default_factory=iso_now)

    @property
    def everyone(self) -> Role:
        return self.roles[self.id]

    def text_channels(self) -> list[Channel]:
        return [c for c in self.channels.values() if c.type == ChannelType.GUILD_TEXT]

    def payload(self, *, include_members: list[Member]) -> dict[str, Any]:
        """The full GUILD_CREATE payload."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None, "splash": None, "discovery_splash": None, "banner": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None, "afk_timeout": 300,
            "verification_level": 0, "default_message_notifications": 1,
            "explicit_content_filter": 0, "mfa_level": 0, "nsfw_level": 0,
            "features": [], "emojis": [], "stickers": [],
            "roles": [r.payload() for r in self.roles.values()],
            "application_id": None,
            "system_channel_id": None, "system_channel_flags": 0, "rules_channel_id": None,
            "public_updates_channel_id": None, "safety_alerts_channel_id": None,
            "max_members": 500000, "vanity_url_code": None, "description": None,
            "premium_tier": 0, "premium_subscription_count": 0, "premium_progress_bar_enabled": False,
            "preferred_locale": self.locale,
            "joined_at": self.created_at, "large": False, "unavailable": False,
            "member_count": len(self.members),
            "voice_states": [], "presences": [], "stage_instances": [],
            "guild_scheduled_events": [], "soundboard_sounds": [],
            "members": [m.payload() for m in include_members],
            "channels": [c.payload() for c in self.channels.values() if not c.is_thread],
            "threads": [c.payload() for c in self.channels.values() if c.is_thread and not c.archived],
        }

    def __repr__(self) -> str:
        return f"<Guild {self.name!r} id={self.id}>"


# --- permissions -------------------------------------------------------------------------------
def base_permissions(guild: Guild, member: Member) -> int:
    """Guild-level permissions: @everyone plus the member's roles (owner/admin get all)."""
    if member.user.id == guild.owner_id:
        return Perm.ALL
    perms = guild.everyone.permissions
    for role_id in member.role_ids:
        role = guild.roles.get(role_id)
        if role is not None:
            perms |= role.permissions
    return Perm.ALL if perms & Perm.ADMINISTRATOR else perms


def channel_permissions(guild: Guild, member: Member, channel: Channel) -> int:
    """Discord's documented overwrite algorithm (threads use their parent's overwrites)."""
    perms = base_permissions(guild, member)
    if perms & Perm.ADMINISTRATOR:
        return Perm.ALL
    target = guild.channels.get(channel.parent_id) if channel.is_thread and channel.parent_id else channel
    overwrites = {int(o["id"]): o for o in (target.overwrites if target else [])}

    def apply(ow: dict[str, Any] | None, current: int) -> int:
        if ow is None:
            return current
        return (current & ~int(ow["deny"])) | int(ow["allow"])

    perms = apply(overwrites.get(guild.id), perms)
    allow = deny = 0
    for role_id in member.role_ids:
        ow = overwrites.get(role_id)
        if ow is not None and ow["type"] == 0:
            allow |= int(ow["allow"])
            deny |= int(ow["deny"])
    perms = (perms & ~deny) | allow
    member_ow = overwrites.get(member.user.id)
    if member_ow is not None and member_ow["type"] == 1:
        perms = apply(member_ow, perms)
    if not perms & Perm.VIEW_CHANNEL:
        return 0
    return perms


# --- messages ----------------------------------------------------------------------------------
@dataclass(eq=False)
class Attachment:
    """An uploaded file as Discord stores it; ``data`` holds the exact bytes the bot sent."""

    id: int
    filename: str
    data: bytes
    content_type: str
    declared_content_type: str | None
    url: str
    description: str | None = None
    width: int | None = None
    height: int | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    def image(self) -> Any:
        """Decode the bytes with Pillow (raises if they are not an image)."""
        from PIL import Image

        img = Image.open(io.BytesIO(self.data))
        img.load()
        return img

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description:
            data["description"] = self.description
        if self.width is not None:
            data.update(width=self.width, height=self.height)
        return data

    def __repr__(self) -> str:
        return f"<Attachment {self.filename!r} {self.content_type} {self.size} B>"


def sniff_content_type(data: bytes, filename: str) -> str:
    """What Discord reports as content_type: it looks at the bytes, not the multipart header."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "image/gif"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    guessed, _ = mimetypes.guess_type(filename)
    return guessed or "application/octet-stream"


def image_size(data: bytes) -> tuple[int, int] | None:
    # A PNG says its size in its first chunk (IHDR): read there, not by opening the image for
    # every board the bot sends (a twelfth of the stand-in's time under load).
    if data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR" and len(data) >= 24:
        width, height = struct.unpack(">II", data[16:24])
        return (width, height)
    try:
        from PIL import Image

        with Image.open(io.BytesIO(data)) as img:
            return img.size
    except Exception:  # not an image, or Pillow cannot read it: Discord then omits the size
        return None


@dataclass
class ComponentInfo:
    """One interactive or text component of a message, flattened for easy assertions."""

    type: int | None  # None: the bot sent a component without one (validation reports it)
    custom_id: str | None = None
    label: str | None = None
    style: int | None = None
    disabled: bool = False
    url: str | None = None
    emoji: dict[str, Any] | None = None
    options: list[dict[str, Any]] = field(default_factory=list)
    placeholder: str | None = None
    min_values: int | None = None
    max_values: int | None = None
    content: str | None = None
    row: int | None = None
    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def option_values(self) -> list[str]:
        return [o["value"] for o in self.options]

    @property
    def option_labels(self) -> list[str]:
        return [o["label"] for o in self.options]


def walk_components(components: list[dict[str, Any]], row: int | None = None) -> list[ComponentInfo]:
    """Flatten action rows, sections, containers and labels into a list, depth first."""
    found: list[ComponentInfo] = []
    for index, comp in enumerate(components or []):
        ctype = comp.get("type")
        this_row = index if row is None else row
        if ctype in (1, 17):
            found.extend(walk_components(comp.get("components", []), this_row))
            continue
        if ctype == 9:
            found.extend(walk_components(comp.get("components", []), this_row))
            if comp.get("accessory"):
                found.extend(walk_components([comp["accessory"]], this_row))
            continue
        if ctype == 18:
            found.extend(walk_components([comp["component"]], this_row))
            continue
        found.append(ComponentInfo(
            type=ctype, custom_id=comp.get("custom_id"), label=comp.get("label"),
            style=comp.get("style"), disabled=bool(comp.get("disabled", False)),
            url=comp.get("url"), emoji=comp.get("emoji"), options=list(comp.get("options", [])),
            placeholder=comp.get("placeholder"), min_values=comp.get("min_values"),
            max_values=comp.get("max_values"), content=comp.get("content"), row=this_row, raw=comp,
        ))
    return found


def number_components(components: list[dict[str, Any]]) -> None:
    """Discord gives every component a numeric ``id`` (unique in the message) when missing."""
    used = {c.get("id") for c in _all_component_dicts(components) if c.get("id") is not None}
    counter = itertools.count(1)
    for comp in _all_component_dicts(components):
        if comp.get("id") is None:
            comp["id"] = next(n for n in counter if n not in used)


def _all_component_dicts(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for comp in components or []:
        if not isinstance(comp, dict):
            continue
        out.append(comp)
        out.extend(_all_component_dicts(comp.get("components", [])))
        for key in ("accessory", "component"):
            if isinstance(comp.get(key), dict):
                out.extend(_all_component_dicts([comp[key]]))
    return out


@dataclass
class MessageSnapshot:
    """A message's content before one edit (kept in ``Message.edits``)."""

    at: float
    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    attachments: list[Attachment]
    flags: int


@dataclass(eq=False)
class Message:
    """A message the bot sent (channel message, interaction response or follow-up).

    ``mentions``/``mention_roles``/``mention_everyone`` are what the content mentions *and*
    ``allowed_mentions`` lets ping; ``notified_user_ids`` is who actually got a notification
    (only at creation, never on edits, never for ephemeral messages).
    """

    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    allowed_mentions: dict[str, Any] | None = None
    mentions: list[int] = field(default_factory=list)
    mention_roles: list[int] = field(default_factory=list)
    mention_everyone: bool = False
    notified_user_ids: list[int] = field(default_factory=list)
    created_at: float = field(default_factory=time.monotonic)
    timestamp: str = field(default_factory=iso_now)
    edited_timestamp: str | None = None
    edits: list[MessageSnapshot] = field(default_factory=list)
    deleted: bool = False
    type: int = 0
    interaction_id: int | None = None
    interaction_user: User | None = None
    interaction_type: int | None = None
    visible_to: int | None = None  # ephemeral: the only user who sees it
    webhook_id: int | None = None
    application_id: int | None = None
    tts: bool = False
    reactions: list[str] = field(default_factory=list)
    pinned: bool = False

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & MessageFlag.EPHEMERAL)

    @property
    def loading(self) -> bool:
        """A deferred "Bot is thinking..." placeholder not yet filled in."""
        return bool(self.flags & MessageFlag.LOADING)

    @property
    def items(self) -> list[ComponentInfo]:
        return walk_components(self.components)

    @property
    def buttons(self) -> list[ComponentInfo]:
        return [c for c in self.items if c.type == 2]

    @property
    def selects(self) -> list[ComponentInfo]:
        return [c for c in self.items if c.type in (3, 5, 6, 7, 8)]

    @property
    def custom_ids(self) -> list[str]:
        return [c.custom_id for c in self.items if c.custom_id]

    @property
    def text(self) -> str:
        """Content plus embed titles/descriptions/fields and v2 text displays, for searching."""
        parts = [self.content]
        for e in self.embeds:
            parts += [e.get("title") or "", e.get("description") or ""]
            parts += [f"{f.get('name', '')} {f.get('value', '')}" for f in e.get("fields", [])]
            parts += [(e.get("footer") or {}).get("text") or "", (e.get("author") or {}).get("name") or ""]
        parts += [c.content for c in self.items if c.content]
        return "\n".join(p for p in parts if p)

    def component(self, custom_id: str | None = None, *, label: str | None = None) -> ComponentInfo:
        """The component with this custom_id (or label); raises StandInError listing what exists."""
        for comp in self.items:
            if custom_id is not None and comp.custom_id == custom_id:
                return comp
            if custom_id is None and label is not None and comp.label == label:
                return comp
        have = [(c.custom_id, c.label) for c in self.items if c.custom_id]
        raise StandInError(f"message {self.id} has no component custom_id={custom_id!r} "
                           f"label={label!r}; it has {have}")

    def snapshot(self) -> MessageSnapshot:
        return MessageSnapshot(time.monotonic(), self.content, list(self.embeds),
                               list(self.components), list(self.attachments), self.flags)

    def __repr__(self) -> str:
        kind = "ephemeral " if self.ephemeral else ""
        return (f"<{kind}Message id={self.id} content={self.content[:60]!r} "
                f"attachments={len(self.attachments)} components={len(self.custom_ids)}>")


MENTION_USER_RE = re.compile(r"<@!?(\d+)>")
MENTION_ROLE_RE = re.compile(r"<@&(\d+)>")


def resolve_mentions(content: str, allowed: dict[str, Any] | None, guild: Guild | None,
                     users: dict[int, User]) -> tuple[list[int], list[int], bool]:
    """Users, roles and @everyone that the content mentions and allowed_mentions permits."""
    user_ids = list(dict.fromkeys(int(x) for x in MENTION_USER_RE.findall(content)))
    role_ids = list(dict.fromkeys(int(x) for x in MENTION_ROLE_RE.findall(content)))
    user_ids = [u for u in user_ids if u in users]
    role_ids = [r for r in role_ids if guild is not None and r in guild.roles]
    everyone = "@everyone" in content or "@here" in content
    if allowed is None:
        return user_ids, role_ids, everyone
    parse = allowed.get("parse") or []
    if "users" not in parse:
        explicit = {int(u) for u in allowed.get("users") or []}
        user_ids = [u for u in user_ids if u in explicit]
    if "roles" not in parse:
        explicit = {int(r) for r in allowed.get("roles") or []}
        role_ids = [r for r in role_ids if r in explicit]
    return user_ids, role_ids, everyone and "everyone" in parse
