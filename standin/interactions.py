"""Interaction records (what a test inspects) and the slash-command tree logic.

An ``Interaction`` is created by the test API (``StandIn.slash``/``click``/...) when the
stand-in dispatches INTERACTION_CREATE, and filled in as the bot answers over REST.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .models import Channel, ComponentInfo, Message, Role, StandInError, User, walk_components
from .validation import ApiError

if TYPE_CHECKING:
    from .server import StandIn

KIND_NAMES = {2: "command", 3: "component", 4: "autocomplete", 5: "modal_submit"}
RESPONSE_NAMES = {1: "pong", 4: "message", 5: "deferred_message", 6: "deferred_update",
                  7: "update_message", 8: "autocomplete_result", 9: "modal"}

OPTION_TYPES = {3: "string", 4: "integer", 5: "boolean", 6: "user", 7: "channel", 8: "role",
                9: "mentionable", 10: "number", 11: "attachment"}


@dataclass
class Callback:
    """One POST to /interactions/{id}/{token}/callback that the stand-in accepted."""

    type: int
    data: dict[str, Any] | None
    at: float  # time.monotonic() when the stand-in received it
    latency: float  # seconds since the INTERACTION_CREATE frame was written to the socket

    @property
    def type_name(self) -> str:
        return RESPONSE_NAMES.get(self.type, str(self.type))

    @property
    def ephemeral(self) -> bool:
        return bool(((self.data or {}).get("flags") or 0) & 64)


@dataclass
class ModalField:
    """One input of a modal, as the user sees it."""

    custom_id: str
    type: int
    label: str | None
    required: bool
    style: int | None = None
    min_length: int | None = None
    max_length: int | None = None
    value: str | None = None  # pre-filled value
    options: list[dict[str, Any]] = field(default_factory=list)
    placeholder: str | None = None  # the grey example shown in an empty field


@dataclass(eq=False)
class Modal:
    """A modal the bot opened (callback type 9); pass it to ``StandIn.submit_modal``."""

    custom_id: str
    title: str
    components: list[dict[str, Any]]
    interaction: Interaction
    submitted: bool = False

    @property
    def user(self) -> User:
        return self.interaction.user

    @property
    def fields(self) -> list[ModalField]:
        found: list[ModalField] = []
        for comp in self.components:
            if comp.get("type") == 1:
                for inner in comp.get("components", []):
                    found.append(_modal_field(inner, inner.get("label")))
            elif comp.get("type") == 18:
                found.append(_modal_field(comp["component"], comp.get("label")))
        return found

    def field(self, custom_id: str) -> ModalField:
        for f in self.fields:
            if f.custom_id == custom_id:
                return f
        raise StandInError(f"modal {self.custom_id!r} has no field {custom_id!r}; "
                           f"it has {[f.custom_id for f in self.fields]}")


def _modal_field(comp: dict[str, Any], label: str | None) -> ModalField:
    required_default = comp.get("type") == 4  # text inputs default to required
    return ModalField(custom_id=comp.get("custom_id", ""), type=comp.get("type", 0), label=label,
                      required=bool(comp.get("required", required_default)), style=comp.get("style"),
                      min_length=comp.get("min_length"), max_length=comp.get("max_length"),
                      value=comp.get("value"), options=list(comp.get("options", [])),
                      placeholder=comp.get("placeholder"))


class Interaction:
    """Everything the bot did in answer to one interaction.

    Attributes a test typically reads: ``response_type`` (4 message, 5 deferred message,
    6 deferred update, 7 update message, 8 autocomplete result, 9 modal), ``ack_latency``
    (seconds), ``ephemeral``, ``original`` (the response message, or for 6/7 the message
    whose component was used), ``followups``, ``modal``, ``choices``, ``rejected`` (callbacks
    or follow-ups the stand-in refused, as ApiError) and ``callbacks``.
    """

    def __init__(self, standin: StandIn, *, id: int, token: str, type: int, user: User,
                 channel: Channel, payload: dict[str, Any], source_message: Message | None = None,
                 command_name: str | None = None, option_types: dict[str, int] | None = None) -> None:
        self.standin = standin
        self.id = id
        self.token = token
        self.type = type
        self.user = user
        self.channel = channel
        self.payload = payload
        self.source_message = source_message
        self.command_name = command_name
        self.option_types = option_types or {}
        self.created_at = time.monotonic()
        self.dispatched_at: float | None = None
        self.callbacks: list[Callback] = []
        self.original: Message | None = None
        self.followups: list[Message] = []
        self.modal: Modal | None = None
        self.choices: list[dict[str, Any]] | None = None
        self.rejected: list[ApiError] = []
        self.focused: str | None = None  # autocomplete: the option being typed

    # --- state -------------------------------------------------------------------------------
    @property
    def kind(self) -> str:
        return KIND_NAMES.get(self.type, str(self.type))

    @property
    def acked(self) -> bool:
        return bool(self.callbacks)

    @property
    def response_type(self) -> int | None:
        return self.callbacks[0].type if self.callbacks else None

    @property
    def ack_latency(self) -> float | None:
        return self.callbacks[0].latency if self.callbacks else None

    @property
    def deferred(self) -> bool:
        return self.response_type in (5, 6)

    @property
    def ephemeral(self) -> bool | None:
        """Whether the response message is only visible to the user (None: no message)."""
        if self.response_type in (4, 5):
            return self.callbacks[0].ephemeral
        if self.response_type in (6, 7) and self.source_message is not None:
            return self.source_message.ephemeral
        return None

    @property
    def message(self) -> Message | None:
        """The message the user sees as the answer: the original response, else the first follow-up."""
        if self.original is not None and not self.original.loading:
            return self.original
        return self.followups[0] if self.followups else self.original

    @property
    def messages(self) -> list[Message]:
        """Original response (if a message) and every follow-up, without duplicates."""
        out = [self.original] if self.original is not None and self.response_type in (4, 5) else []
        out += [m for m in self.followups if m not in out]
        return out

    @property
    def content(self) -> str | None:
        return self.message.content if self.message else None

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.message.embeds if self.message else []

    @property
    def components(self) -> list[ComponentInfo]:
        return walk_components(self.message.components) if self.message else []

    @property
    def attachments(self) -> list[Any]:
        return self.message.attachments if self.message else []

    # --- waiting -----------------------------------------------------------------------------
    async def wait_ack(self, timeout: float = 5.0) -> Callback:
        """Wait for the first interaction callback; fails with diagnostics on timeout, and at
        once if a response arriving meanwhile is rejected (invalid, late...)."""
        seen = len(self.rejected)
        await self.standin.wait_until(lambda: self.callbacks or len(self.rejected) > seen, timeout,
                                      f"an acknowledgement of {self!r}")
        if not self.callbacks:
            raise StandInError(f"{self!r}: the bot's response was rejected: {self.rejected[seen:]}")
        return self.callbacks[0]

    async def wait_response(self, timeout: float = 10.0) -> Message:
        """Wait until the user sees an answer message (a deferred one must be filled in)."""
        def ready() -> Message | None:
            msg = self.message
            return msg if msg is not None and not msg.loading else None
        return await self.standin.wait_until(ready, timeout, f"a response message to {self!r}")

    async def wait_followup(self, n: int = 1, timeout: float = 10.0) -> Message:
        """Wait for the n-th follow-up (1-based) and return it."""
        await self.standin.wait_until(lambda: len(self.followups) >= n, timeout,
                                      f"follow-up #{n} of {self!r}")
        return self.followups[n - 1]

    async def wait_modal(self, timeout: float = 5.0) -> Modal:
        await self.wait_ack(timeout)
        if self.modal is None:
            raise StandInError(f"{self!r} was answered with {self.callbacks[0].type_name}, not a modal")
        return self.modal

    async def wait_choices(self, timeout: float = 5.0) -> list[dict[str, Any]]:
        await self.wait_ack(timeout)
        if self.choices is None:
            raise StandInError(f"{self!r} was answered with {self.callbacks[0].type_name}, not choices")
        return self.choices

    def __repr__(self) -> str:
        what = self.command_name or (self.payload.get("data") or {}).get("custom_id")
        return f"<Interaction {self.kind} {what!r} by {self.user.name!r} id={self.id}>"


# --- the command tree ---------------------------------------------------------------------------
def find_command(commands: list[dict[str, Any]], path: str) -> tuple[dict[str, Any], list[str], dict[str, Any]]:
    """Split "game sub" into (top-level command, [group?, sub], leaf with its options)."""
    parts = path.split()
    if not parts:
        raise StandInError("empty command")
    top = next((c for c in commands if c.get("name") == parts[0] and c.get("type", 1) == 1), None)
    if top is None:
        names = sorted(c["name"] for c in commands if c.get("type", 1) == 1)
        raise StandInError(f"unknown slash command /{parts[0]}; synced commands: {names}")
    node = top
    chain: list[str] = []
    for part in parts[1:]:
        subs = [o for o in node.get("options") or [] if o.get("type") in (1, 2)]
        nxt = next((o for o in subs if o["name"] == part), None)
        if nxt is None:
            raise StandInError(f"/{' '.join([parts[0], *chain])} has no subcommand {part!r}; "
                               f"it has {[o['name'] for o in subs]}")
        chain.append(part)
        node = nxt
    leftover = [o["name"] for o in node.get("options") or [] if o.get("type") in (1, 2)]
    if leftover:
        raise StandInError(f"/{path} is not a complete command; pick one of {leftover}")
    return top, chain, node


def wrap_options(top: dict[str, Any], chain: list[str], leaf_options: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Nest leaf options inside their subcommand (and group) as Discord sends them."""
    options = leaf_options
    node_types = _chain_types(top, chain)
    for name, otype in reversed(list(zip(chain, node_types, strict=True))):
        options = [{"type": otype, "name": name, "options": options}]
    return options


def _chain_types(top: dict[str, Any], chain: list[str]) -> list[int]:
    types = []
    node = top
    for name in chain:
        node = next(o for o in node.get("options") or [] if o.get("name") == name)
        types.append(node["type"])
    return types


class OptionResolver:
    """Turns Python values given to ``StandIn.slash`` into option payloads plus ``resolved``."""

    def __init__(self, standin: StandIn, channel: Channel) -> None:
        self.standin = standin
        self.channel = channel
        self.resolved: dict[str, dict[str, Any]] = {}

    def build(self, declared: list[dict[str, Any]], given: dict[str, Any], *,
              focused: str | None = None) -> list[dict[str, Any]]:
        by_name = {o["name"]: o for o in declared}
        unknown = [k for k in given if k not in by_name]
        if unknown:
            raise StandInError(f"unknown option(s) {unknown}; this command takes {list(by_name)}")
        if focused is not None:
            if focused not in by_name:
                raise StandInError(f"focused option {focused!r} is not an option of this command")
            if not by_name[focused].get("autocomplete"):
                raise StandInError(f"option {focused!r} has no autocomplete")
        out = []
        for opt in declared:
            name = opt["name"]
            if name == focused:
                out.append({"type": opt["type"], "name": name, "value": str(given.get(name, "")),
                            "focused": True})
                continue
            if name not in given:
                if opt.get("required") and focused is None:
                    raise StandInError(f"required option {name!r} is missing")
                continue
            out.append({"type": opt["type"], "name": name,
                        "value": self.convert(opt, given[name], strict=focused is None)})
        return out

    def convert(self, opt: dict[str, Any], value: Any, *, strict: bool) -> Any:
        otype, name = opt["type"], opt["name"]
        if otype == 3:
            if not isinstance(value, str):
                raise StandInError(f"option {name!r} is a string, got {value!r}")
            if strict:
                lo, hi = opt.get("min_length", 0), opt.get("max_length", 6000)
                if not lo <= len(value) <= hi:
                    raise StandInError(f"option {name!r} must be {lo}..{hi} characters long")
            self._check_choice(opt, value, strict)
            return value
        if otype in (4, 10):
            ok = isinstance(value, int) if otype == 4 else isinstance(value, int | float)
            if not ok or isinstance(value, bool):
                raise StandInError(f"option {name!r} is {OPTION_TYPES[otype]}, got {value!r}")
            if strict:
                if opt.get("min_value") is not None and value < opt["min_value"]:
                    raise StandInError(f"option {name!r} must be at least {opt['min_value']}")
                if opt.get("max_value") is not None and value > opt["max_value"]:
                    raise StandInError(f"option {name!r} must be at most {opt['max_value']}")
            self._check_choice(opt, value, strict)
            return value
        if otype == 5:
            if not isinstance(value, bool):
                raise StandInError(f"option {name!r} is a boolean, got {value!r}")
            return value
        if otype in (6, 9) and isinstance(value, User):
            self._resolve_user(value)
            return str(value.id)
        if otype in (8, 9) and isinstance(value, Role):
            self.resolved.setdefault("roles", {})[str(value.id)] = value.payload()
            return str(value.id)
        if otype == 7 and isinstance(value, Channel):
            types = opt.get("channel_types")
            if types and value.type not in types:
                raise StandInError(f"option {name!r} only accepts channel types {types}")
            self._resolve_channel(value)
            return str(value.id)
        if otype == 11 and isinstance(value, AttachmentUpload):
            att = self.standin._store_user_upload(self.channel, value)
            self.resolved.setdefault("attachments", {})[str(att.id)] = att.payload()
            return str(att.id)
        raise StandInError(f"option {name!r} ({OPTION_TYPES.get(otype, otype)}) cannot take {value!r}")

    def _check_choice(self, opt: dict[str, Any], value: Any, strict: bool) -> None:
        choices = opt.get("choices")
        if strict and choices and value not in [c["value"] for c in choices]:
            raise StandInError(f"option {opt['name']!r} must be one of {[c['value'] for c in choices]}")

    def _resolve_user(self, user: User) -> None:
        self.resolved.setdefault("users", {})[str(user.id)] = user.payload()
        guild = self.standin.guilds.get(self.channel.guild_id or 0)
        member = guild.members.get(user.id) if guild else None
        if member is not None:
            perms = self.standin.permissions_in(user, self.channel)
            self.resolved.setdefault("members", {})[str(user.id)] = member.payload(
                with_user=False, permissions=perms)

    def _resolve_channel(self, channel: Channel) -> None:
        data = {"id": str(channel.id), "name": channel.name, "type": channel.type,
                "permissions": str(self.standin.bot_permissions_in(channel))}
        if channel.is_thread:
            data.update(parent_id=str(channel.parent_id), thread_metadata=channel.thread_metadata())
        self.resolved.setdefault("channels", {})[str(channel.id)] = data


@dataclass
class AttachmentUpload:
    """A file a user attaches to an attachment (type 11) slash-command option."""

    filename: str
    data: bytes
    content_type: str | None = None
