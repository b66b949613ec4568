"""REST routes of the stand-in (the subset of Discord's HTTP API a slash-command bot uses).

Unknown routes answer 404 like Discord and are recorded as ``unknown_route`` problems, so a
bot feature the stand-in does not cover shows up loudly instead of silently passing.
"""

from __future__ import annotations

import inspect
import json
import logging
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote

from aiohttp import web

from .interactions import Callback, Modal
from .models import Channel, ChannelType, Message, MessageFlag, Perm, iso_now
from .validation import (
    ApiError,
    FormErrors,
    not_found,
    validate_choices,
    validate_commands,
    validate_message,
    validate_modal,
)

if TYPE_CHECKING:
    from .server import StandIn, UploadedFile

log = logging.getLogger("standin.rest")

API = r"/api/v{version:\d+}"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
NO_AUTH_PREFIXES = ("/interactions/", "/webhooks/")
FILES_FIELD_RE = re.compile(r"^files\[(\d+)\]$")
ALLOWED_RESPONSES = {2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5, 6, 7}}


def build_app(standin: StandIn) -> web.Application:
    api = RestApi(standin)
    app = web.Application(middlewares=[api.middleware], client_max_size=64 * 1024 * 1024)
    app.router.add_get("/gateway", standin.gateway.handle)
    app.router.add_get(r"/attachments/{channel_id:\d+}/{attachment_id:\d+}/{filename}", api.cdn)
    for method, path, handler in api.routes():
        app.router.add_route(method, API + path, handler)
    app.router.add_route("*", "/{tail:.*}", api.unknown_route)
    return app


def json_response(data: Any, status: int = 200) -> web.Response:
    # Exactly "application/json": discord.py's json_or_text() compares the header verbatim
    # and would hand a string to the caller if a charset were appended.
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json"})


def no_content() -> web.Response:
    return web.Response(status=204)


async def read_body(request: web.Request) -> tuple[dict[str, Any], list[UploadedFile]]:
    """A JSON object body, or multipart ``payload_json`` + ``files[n]`` parts (bytes kept
    exactly). A list where Discord wants an object is its 400, not a stand-in crash."""
    body, files = await read_json_body(request)
    if not isinstance(body, dict):
        raise ApiError(400, 50035, "Invalid Form Body", kind="invalid",
                       errors={"_errors": [{"code": "DICT_TYPE_CONVERT",
                                            "message": "Only dictionaries may be used in a DictType"}]})
    return body, files


async def read_json_body(request: web.Request) -> tuple[dict[str, Any] | list[Any], list[UploadedFile]]:
    """The body as read_body reads it, a JSON list kept (bulk command overwrites send one)."""
    from .server import UploadedFile

    # The raw header: aiohttp's content_type goes through the email parser (slow under load).
    content_type = request.headers.get("Content-Type", "")
    if content_type.lstrip().lower().startswith("multipart/"):
        body: dict[str, Any] = {}
        files: list[UploadedFile] = []
        for headers, data in split_multipart(content_type, await request.read()):
            fields = disposition_fields(headers.get("content-disposition", ""))
            name = fields.get("name")
            if name == "payload_json":
                body = json.loads(data.decode("utf-8"))
                continue
            match = FILES_FIELD_RE.match(name or "")
            if match is None:
                raise ApiError(400, 50035, "Invalid Form Body", kind="invalid",
                               errors={name or "?": {"_errors": [{"code": "UNKNOWN_FIELD",
                                                                  "message": "Unknown multipart field"}]}})
            files.append(UploadedFile(int(match.group(1)), fields.get("filename") or "unknown",
                                      headers.get("content-type"), data))
        return body, files
    if not request.can_read_body:
        return {}, []
    text = await request.text()
    if not text:
        return {}, []
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ApiError(400, 50109, "The request body contains invalid JSON.", kind="invalid") from exc
    if not isinstance(data, dict | list):
        raise ApiError(400, 50109, "The request body contains invalid JSON.", kind="invalid")
    return data, []


_BOUNDARY_RE = re.compile(r'boundary=(?:"([^"]+)"|([^;\s]+))', re.IGNORECASE)
_DISPOSITION_RE = re.compile(r';\s*([\w-]+)(\*?)=(?:"((?:[^"\\]|\\.)*)"|([^;]*))')


def _invalid_form() -> ApiError:
    return ApiError(400, 50035, "Invalid Form Body", kind="invalid")


def split_multipart(content_type: str, raw: bytes) -> list[tuple[dict[str, str], bytes]]:
    """The parts of a multipart/form-data body: (headers, lowercased names; bytes). Read
    here rather than by aiohttp's streaming reader: a few splits instead of a parser per
    part, which was a fifth of the stand-in's time under load (the bench shares the cores)."""
    found = _BOUNDARY_RE.search(content_type)
    if found is None:
        raise _invalid_form()
    delimiter = b"--" + (found.group(1) or found.group(2)).encode("latin-1")
    start = raw.find(delimiter)
    if start < 0:
        raise _invalid_form()
    parts: list[tuple[dict[str, str], bytes]] = []
    for section in raw[start + len(delimiter):].split(b"\r\n" + delimiter):
        if section.startswith(b"--"):  # the closing delimiter
            return parts
        head, sep, data = section.partition(b"\r\n\r\n")
        if not sep or not head.startswith(b"\r\n"):
            raise _invalid_form()
        headers = {}
        for line in head[2:].decode("utf-8").split("\r\n"):
            key, colon, value = line.partition(":")
            if not colon:
                raise _invalid_form()
            headers[key.strip().lower()] = value.strip()
        if headers.get("content-type", "").lower().startswith("multipart/"):
            raise _invalid_form()  # a nested multipart: Discord reads none
        parts.append((headers, data))
    raise _invalid_form()  # no closing delimiter: cut short


def disposition_fields(header: str) -> dict[str, str]:
    """``name`` and ``filename`` of a part's Content-Disposition (``filename*`` decoded)."""
    out: dict[str, str] = {}
    for key, star, quoted, bare in _DISPOSITION_RE.findall(header):
        value = re.sub(r"\\(.)", r"\1", quoted) if quoted or not bare else bare.strip()
        if star:  # RFC 5987: charset'language'percent-encoded
            charset, _, rest = value.partition("'")
            value = unquote(rest.partition("'")[2], encoding=charset or "utf-8")
        if star or key.lower() not in out:
            out[key.lower()] = value
    return out


def fault_response(fault: Any) -> web.Response:
    """What Discord (or Cloudflare in front of it) answers when it fails."""
    if fault.status == 429 and fault.cloudflare:
        return web.Response(status=429, content_type="text/html",
                            text="<html><body>Error 1015: You are being rate limited.</body></html>")
    if fault.status == 429:
        return web.json_response(
            {"message": "You are being rate limited.", "retry_after": fault.retry_after,
             "global": False}, status=429,
            headers={"Via": "1.1 google", "Retry-After": str(fault.retry_after),
                     "X-RateLimit-Scope": "user"})
    if fault.status == 403:
        return web.json_response({"message": "Missing Permissions", "code": 50013}, status=403)
    if fault.status is not None and fault.status >= 500:
        return web.Response(status=fault.status, content_type="text/html",
                            text=f"<html><body><h1>{fault.status} Bad Gateway</h1>"
                                 "<p>cloudflare</p></body></html>")
    return web.json_response({"message": "injected fault", "code": 0}, status=fault.status or 400)


class RestApi:
    def __init__(self, standin: StandIn) -> None:
        self.s = standin

    def routes(self) -> list[tuple[str, str, Handler]]:
        ch = r"/channels/{channel_id:\d+}"
        msg = ch + r"/messages/{message_id:\d+}"
        app = r"/applications/{application_id:\d+}"
        gcmd = app + r"/guilds/{guild_id:\d+}/commands"
        hook = r"/webhooks/{application_id:\d+}/{token}"
        return [
            ("GET", "/gateway", self.get_gateway),
            ("GET", "/gateway/bot", self.get_gateway_bot),
            ("GET", "/users/@me", self.get_me),
            ("GET", r"/users/{user_id:\d+}", self.get_user),
            ("POST", "/users/@me/channels", self.create_dm),
            ("GET", "/oauth2/applications/@me", self.get_application),
            ("GET", "/applications/@me", self.get_application),
            ("GET", app + "/commands", self.list_commands),
            ("PUT", app + "/commands", self.put_commands),
            ("POST", app + "/commands", self.post_command),
            ("GET", app + r"/commands/{command_id:\d+}", self.get_command),
            ("PATCH", app + r"/commands/{command_id:\d+}", self.patch_command),
            ("DELETE", app + r"/commands/{command_id:\d+}", self.delete_command),
            ("GET", gcmd, self.list_commands),
            ("PUT", gcmd, self.put_commands),
            ("POST", gcmd, self.post_command),
            ("GET", gcmd + "/permissions", self.command_permissions),
            ("GET", gcmd + r"/{command_id:\d+}", self.get_command),
            ("PATCH", gcmd + r"/{command_id:\d+}", self.patch_command),
            ("DELETE", gcmd + r"/{command_id:\d+}", self.delete_command),
            ("GET", r"/guilds/{guild_id:\d+}", self.get_guild),
            ("GET", r"/guilds/{guild_id:\d+}/channels", self.get_guild_channels),
            ("GET", r"/guilds/{guild_id:\d+}/roles", self.get_guild_roles),
            ("GET", r"/guilds/{guild_id:\d+}/members", self.list_members),
            ("GET", r"/guilds/{guild_id:\d+}/members/{user_id:\d+}", self.get_member),
            ("GET", ch, self.get_channel),
            ("PATCH", ch, self.patch_channel),
            ("GET", ch + "/messages", self.list_messages),
            ("POST", ch + "/messages", self.post_message),
            ("GET", ch + "/messages/pins", self.list_pins),
            ("PUT", ch + r"/messages/pins/{message_id:\d+}", self.pin),
            ("DELETE", ch + r"/messages/pins/{message_id:\d+}", self.unpin),
            ("GET", msg, self.get_message),
            ("PATCH", msg, self.patch_message),
            ("DELETE", msg, self.delete_message),
            ("PUT", msg + "/reactions/{emoji}/@me", self.add_reaction),
            ("DELETE", msg + "/reactions/{emoji}/@me", self.remove_reaction),
            ("POST", msg + "/threads", self.thread_from_message),
            ("POST", ch + "/threads", self.create_thread),
            ("GET", ch + "/thread-members", self.list_thread_members),
            ("GET", ch + r"/thread-members/{member:\d+}", self.get_thread_member),
            ("PUT", ch + "/thread-members/{member}", self.add_thread_member),
            ("DELETE", ch + "/thread-members/{member}", self.remove_thread_member),
            ("POST", ch + "/typing", self.typing),
            ("POST", r"/interactions/{interaction_id:\d+}/{token}/callback", self.callback),
            ("POST", hook, self.followup),
            ("GET", hook + r"/messages/{message_id:(\d+|@original)}", self.get_webhook_message),
            ("PATCH", hook + r"/messages/{message_id:(\d+|@original)}", self.patch_webhook_message),
            ("DELETE", hook + r"/messages/{message_id:(\d+|@original)}", self.delete_webhook_message),
        ]

    # --- plumbing ----------------------------------------------------------------------------
    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        started = time.monotonic()
        path = request.path
        is_api = path.startswith("/api/")
        response: web.StreamResponse
        if is_api and self.s.rest_latency:
            import asyncio

            await asyncio.sleep(self.s.rest_latency)
        try:
            if is_api and not any(p in path for p in NO_AUTH_PREFIXES) \
                    and request.headers.get("Authorization") != f"Bot {self.s.token}":
                raise ApiError(401, 0, "401: Unauthorized", kind="auth")
            fault = next((f for f in self.s.faults if f.matches(request.method, path)), None) \
                if is_api else None
            if fault is not None:
                fault.hits += 1
            if fault is not None and fault.before is not None:
                result = fault.before()
                if inspect.isawaitable(result):
                    await result
                response = fault_response(replace(fault, status=fault.status or 503))
            elif fault is not None and fault.status is not None:
                response = fault_response(fault)
            else:
                response = await handler(request)
                if fault is not None and fault.after is not None:
                    result = fault.after()
                    if inspect.isawaitable(result):
                        await result
        except ApiError as err:
            detail = err.summary or err.message
            self.s._problem(err.kind, f"{request.method} {path} -> {err.status} {err.code} {detail}")
            response = json_response(err.body(), err.status)
        except web.HTTPException:
            raise
        except ConnectionResetError:
            # The bot went away mid-request (a kill, or its last-resort exit while stopping):
            # Discord would see a dropped connection, not a request — nothing to answer.
            log.info("%s %s: the client went away mid-request", request.method, path)
            raise
        except Exception as exc:  # a stand-in bug: make it loud, never a silent 500 retry loop
            log.exception("stand-in crashed on %s %s", request.method, path)
            self.s._problem("standin_bug", f"{request.method} {path}: {exc!r}")
            response = json_response({"message": f"stand-in bug: {exc!r}", "code": 0}, 400)
        if is_api:
            from .server import RequestLog

            self.s.requests.append(RequestLog(request.method, path, response.status, started,
                                              time.monotonic() - started))
        return response

    async def unknown_route(self, request: web.Request) -> web.Response:
        log.error("UNHANDLED ROUTE %s %s — add it to standin/rest.py", request.method, request.path)
        raise ApiError(404, 0, "404: Not Found", kind="unknown_route")

    async def cdn(self, request: web.Request) -> web.Response:
        att = self.s.attachments.get(int(request.match_info["attachment_id"]))
        if att is None:
            raise not_found("Attachment", 0)
        return web.Response(body=att.data, content_type=att.content_type)

    def _channel(self, request: web.Request, *, need: int = Perm.VIEW_CHANNEL) -> Channel:
        channel = self.s.channels.get(int(request.match_info["channel_id"]))
        if channel is None:
            raise not_found("Channel", 10003)
        perms = self.s.bot_permissions_in(channel)
        if not perms & Perm.VIEW_CHANNEL:
            raise ApiError(403, 50001, "Missing Access", kind="permission")
        if perms & need != need:
            raise ApiError(403, 50013, "Missing Permissions", kind="permission")
        return channel

    def _channel_message(self, request: web.Request, channel: Channel) -> Message:
        msg = self.s.messages.get(int(request.match_info["message_id"]))
        if msg is None or msg.deleted or msg.channel_id != channel.id or msg.ephemeral:
            raise not_found("Message", 10008)
        return msg

    def _app(self, request: web.Request) -> None:
        if int(request.match_info["application_id"]) != self.s.application_id:
            raise ApiError(403, 50001, "Missing Access", kind="permission")

    # --- identity ----------------------------------------------------------------------------
    async def get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.s.gateway_url})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        return json_response({"url": self.s.gateway_url, "shards": self.s.recommended_shards, "session_start_limit": {
            "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}})

    async def get_me(self, request: web.Request) -> web.Response:
        return json_response({**self.s.bot_user.payload(), "verified": True, "mfa_enabled": False,
                              "locale": "en-US", "email": None, "bio": ""})

    async def get_user(self, request: web.Request) -> web.Response:
        user = self.s.users.get(int(request.match_info["user_id"]))
        if user is None:
            raise not_found("User", 10013)
        return json_response(user.payload())

    async def get_application(self, request: web.Request) -> web.Response:
        return json_response(self.s.application_payload())

    async def create_dm(self, request: web.Request) -> web.Response:
        body, _ = await read_body(request)
        user = self.s.users.get(int(body.get("recipient_id") or 0))
        if user is None or user.bot:
            raise ApiError(400, 50007, "Cannot send messages to this user", kind="invalid")
        channel = self.s.dm_channel(user)
        if channel is None:
            channel = Channel(id=self.s.ids.next(), type=ChannelType.DM, name="", recipient=user)
            self.s.channels[channel.id] = channel
        return json_response(channel.payload())

    # --- application commands ----------------------------------------------------------------
    def _command_list(self, request: web.Request) -> tuple[list[dict[str, Any]], int | None]:
        self._app(request)
        guild_id = request.match_info.get("guild_id")
        if guild_id is None:
            return self.s.global_commands, None
        gid = int(guild_id)
        if gid not in self.s.guilds:
            raise ApiError(403, 50001, "Missing Access", kind="permission")
        return self.s.guild_commands.setdefault(gid, []), gid

    def _store_command(self, data: dict[str, Any], guild_id: int | None,
                       existing: dict[str, Any] | None) -> dict[str, Any]:
        cmd = dict(data)
        cmd.setdefault("type", 1)
        cmd.setdefault("options", [])
        cmd.setdefault("default_member_permissions", None)
        cmd.setdefault("nsfw", False)
        cmd["id"] = existing["id"] if existing else str(self.s.ids.next())
        cmd["application_id"] = str(self.s.application_id)
        cmd["version"] = str(self.s.ids.next())
        if guild_id is not None:
            cmd["guild_id"] = str(guild_id)
        if cmd.get("default_member_permissions") is not None:
            cmd["default_member_permissions"] = str(cmd["default_member_permissions"])
        return cmd

    async def list_commands(self, request: web.Request) -> web.Response:
        commands, _ = self._command_list(request)
        return json_response(commands)

    async def put_commands(self, request: web.Request) -> web.Response:
        commands, guild_id = self._command_list(request)
        body, _ = await read_json_body(request)
        wanted = validate_commands(body)
        old = {(c["name"], c["type"]): c for c in commands}
        stored = [self._store_command(c, guild_id, old.get((c["name"], c.get("type", 1)))) for c in wanted]
        commands[:] = stored
        from .server import CommandSync

        self.s.command_syncs.append(CommandSync(guild_id, time.monotonic(), [c["name"] for c in stored]))
        log.info("commands synced (%s): %s", guild_id or "global", [c["name"] for c in stored])
        self.s._notify()
        return json_response(stored)

    async def post_command(self, request: web.Request) -> web.Response:
        commands, guild_id = self._command_list(request)
        body, _ = await read_body(request)
        validate_commands(body, single=True)
        index = next((i for i, c in enumerate(commands)
                      if c["name"] == body.get("name") and c["type"] == body.get("type", 1)), None)
        cmd = self._store_command(body, guild_id, commands[index] if index is not None else None)
        if index is None:
            commands.append(cmd)
        else:
            commands[index] = cmd
        self.s._notify()
        return json_response(cmd, 200 if index is not None else 201)

    def _find_command(self, request: web.Request) -> tuple[list[dict[str, Any]], int, int | None]:
        commands, guild_id = self._command_list(request)
        cid = request.match_info["command_id"]
        index = next((i for i, c in enumerate(commands) if c["id"] == cid), None)
        if index is None:
            raise not_found("application command", 10063)
        return commands, index, guild_id

    async def get_command(self, request: web.Request) -> web.Response:
        commands, index, _ = self._find_command(request)
        return json_response(commands[index])

    async def patch_command(self, request: web.Request) -> web.Response:
        commands, index, guild_id = self._find_command(request)
        body, _ = await read_body(request)
        merged = {**commands[index], **body}
        validate_commands(merged, single=True)
        commands[index] = self._store_command(merged, guild_id, commands[index])
        self.s._notify()
        return json_response(commands[index])

    async def delete_command(self, request: web.Request) -> web.Response:
        commands, index, _ = self._find_command(request)
        del commands[index]
        self.s._notify()
        return no_content()

    async def command_permissions(self, request: web.Request) -> web.Response:
        self._command_list(request)
        return json_response([])

    # --- guilds ------------------------------------------------------------------------------
    def _guild(self, request: web.Request) -> Any:
        guild = self.s.guilds.get(int(request.match_info["guild_id"]))
        if guild is None:
            raise not_found("Guild", 10004)
        return guild

    async def get_guild(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        data = guild.payload(include_members=[])
        for key in ("members", "channels", "threads", "presences", "voice_states", "joined_at", "large",
                    "member_count", "unavailable"):
            data.pop(key, None)
        return json_response(data)

    async def get_guild_channels(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        return json_response([c.payload() for c in guild.channels.values() if not c.is_thread])

    async def get_guild_roles(self, request: web.Request) -> web.Response:
        return json_response([r.payload() for r in self._guild(request).roles.values()])

    async def list_members(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        limit = int(request.query.get("limit", "1"))
        after = int(request.query.get("after", "0"))
        members = sorted((m for m in guild.members.values() if m.user.id > after), key=lambda m: m.user.id)
        return json_response([m.payload() for m in members[:limit]])

    async def get_member(self, request: web.Request) -> web.Response:
        member = self._guild(request).members.get(int(request.match_info["user_id"]))
        if member is None:
            raise not_found("Member", 10007)
        return json_response(member.payload())

    # --- channels and messages ---------------------------------------------------------------
    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(self._channel(request).payload())

    async def patch_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, _ = await read_body(request)
        perms = self.s.bot_permissions_in(channel)
        if channel.is_thread:
            # https://discord.com/developers/docs/topics/threads#editing-deleting-threads
            moderator = bool(perms & Perm.MANAGE_THREADS)
            creator = channel.owner_id == self.s.bot_user.id
            if set(body) - {"archived", "name", "auto_archive_duration"}:
                allowed = moderator  # locked, rate_limit_per_user, ...
            elif set(body) == {"archived"} and body["archived"] is False:
                allowed = moderator or (self.s.bot_user.id in channel.thread_members
                                        and (not channel.locked or creator))
            else:
                allowed = moderator or creator
            if not allowed:
                raise ApiError(403, 50013, "Missing Permissions", kind="permission")
        elif perms & Perm.MANAGE_CHANNELS != Perm.MANAGE_CHANNELS:
            raise ApiError(403, 50013, "Missing Permissions", kind="permission")
        if "name" in body:
            channel.name = body["name"]
        if "topic" in body:
            channel.topic = body["topic"]
        if "locked" in body:
            channel.locked = bool(body["locked"])
        if "auto_archive_duration" in body:
            channel.auto_archive_duration = _archive_duration(body["auto_archive_duration"])
        if "archived" in body and bool(body["archived"]) != channel.archived:
            channel.archived = bool(body["archived"])
            channel.archive_timestamp = iso_now()
        self.s._emit("THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE", channel.payload())
        self.s._notify()
        return json_response(channel.payload())

    async def list_messages(self, request: web.Request) -> web.Response:
        channel = self._channel(request, need=Perm.VIEW_CHANNEL | Perm.READ_MESSAGE_HISTORY)
        limit = max(1, min(100, int(request.query.get("limit", "50"))))
        msgs = channel.visible_messages()
        if "before" in request.query:
            msgs = [m for m in msgs if m.id < int(request.query["before"])]
        if "after" in request.query:
            msgs = [m for m in msgs if m.id > int(request.query["after"])][:limit]
        if "around" in request.query:
            pivot = int(request.query["around"])
            older = [m for m in msgs if m.id <= pivot][-(limit // 2 + 1):]
            newer = [m for m in msgs if m.id > pivot][: limit - len(older)]
            msgs = older + newer
        newest_first = list(reversed(msgs))[:limit]
        return json_response([self.s.message_payload(m) for m in newest_first])

    async def post_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, files = await read_body(request)
        send = Perm.SEND_MESSAGES_IN_THREADS if channel.is_thread else Perm.SEND_MESSAGES
        need = send | (Perm.ATTACH_FILES if files else 0)
        if self.s.bot_permissions_in(channel) & need != need:
            raise ApiError(403, 50013, "Missing Permissions", kind="permission")
        if channel.type == ChannelType.DM and channel.recipient is not None \
                and not channel.recipient.dms_open:
            raise ApiError(403, 50007, "Cannot send messages to this user", kind="dm_closed")
        validate_message(body, files, creating=True)
        if channel.is_thread and channel.archived:
            # Sending wakes an archived thread, unless a moderator locked it.
            if channel.locked and not self.s.bot_permissions_in(channel) & Perm.MANAGE_THREADS:
                raise archived_error()
            self.s.unarchive(channel)
        # enforce_nonce: a repeat of a nonce within a few minutes returns the first message.
        nonce = body.get("nonce")
        key = (channel.id, str(nonce))
        if nonce is not None and body.get("enforce_nonce"):
            seen = self.s.nonces.get(key)
            if seen is not None and time.monotonic() - seen[1] < self.s.nonce_window:
                first = self.s.messages.get(seen[0])
                if first is not None and not first.deleted:
                    return json_response(self.s.message_payload(first))
        msg = self.s.create_message(channel, body, files, msg_type=19 if body.get("message_reference") else 0)
        if nonce is not None:
            self.s.nonces[key] = (msg.id, time.monotonic())
        return json_response(self.s.message_payload(msg))

    async def get_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request, need=Perm.VIEW_CHANNEL | Perm.READ_MESSAGE_HISTORY)
        return json_response(self.s.message_payload(self._channel_message(request, channel)))

    async def patch_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._channel_message(request, channel)
        if msg.author is not self.s.bot_user:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user", kind="permission")
        if channel.is_thread and channel.archived:
            raise archived_error()
        body, files = await read_body(request)
        _validate_edit(msg, body, files)
        self.s.edit_message(msg, body, files)
        return json_response(self.s.message_payload(msg))

    async def delete_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._channel_message(request, channel)
        if msg.author is not self.s.bot_user and not self.s.bot_permissions_in(channel) & Perm.MANAGE_MESSAGES:
            raise ApiError(403, 50013, "Missing Permissions", kind="permission")
        self.s.delete_message(msg)
        return no_content()

    async def add_reaction(self, request: web.Request) -> web.Response:
        channel = self._channel(request, need=Perm.VIEW_CHANNEL | Perm.ADD_REACTIONS)
        msg = self._channel_message(request, channel)
        msg.reactions.append(request.match_info["emoji"])
        self.s._notify()
        return no_content()

    async def remove_reaction(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._channel_message(request, channel)
        emoji = request.match_info["emoji"]
        if emoji in msg.reactions:
            msg.reactions.remove(emoji)
        self.s._notify()
        return no_content()

    async def list_pins(self, request: web.Request) -> web.Response:
        channel = self._channel(request, need=Perm.VIEW_CHANNEL | Perm.READ_MESSAGE_HISTORY)
        pinned = [self.s.messages[i] for i in reversed(channel.pinned_ids) if not self.s.messages[i].deleted]
        return json_response({"items": [{"pinned_at": m.timestamp, "message": self.s.message_payload(m)}
                                        for m in pinned], "has_more": False})

    async def pin(self, request: web.Request) -> web.Response:
        channel = self._channel(request, need=Perm.VIEW_CHANNEL | Perm.MANAGE_MESSAGES)
        msg = self._channel_message(request, channel)
        msg.pinned = True
        if msg.id not in channel.pinned_ids:
            channel.pinned_ids.append(msg.id)
        self.s._notify()
        return no_content()

    async def unpin(self, request: web.Request) -> web.Response:
        channel = self._channel(request, need=Perm.VIEW_CHANNEL | Perm.MANAGE_MESSAGES)
        msg = self._channel_message(request, channel)
        msg.pinned = False
        if msg.id in channel.pinned_ids:
            channel.pinned_ids.remove(msg.id)
        self.s._notify()
        return no_content()

    async def typing(self, request: web.Request) -> web.Response:
        self._channel(request)
        return no_content()

    # --- threads -----------------------------------------------------------------------------
    def _new_thread(self, parent: Channel, body: dict[str, Any], thread_id: int, ttype: int) -> Channel:
        errs = FormErrors()
        name = body.get("name")
        errs.check(isinstance(name, str) and 1 <= len(name) <= 100, "name", "BASE_TYPE_BAD_LENGTH",
                   "Must be between 1 and 100 in length.")
        duration = body.get("auto_archive_duration")
        errs.check(duration is None or duration in ARCHIVE_DURATIONS, "auto_archive_duration",
                   "BASE_TYPE_CHOICES", f"Value must be one of {ARCHIVE_DURATIONS}.")
        errs.raise_if_any()
        if parent.is_thread or parent.type != ChannelType.GUILD_TEXT:
            raise ApiError(400, 50024, "Cannot execute action on this channel type", kind="invalid")
        need = Perm.CREATE_PRIVATE_THREADS if ttype == ChannelType.PRIVATE_THREAD else Perm.CREATE_PUBLIC_THREADS
        if self.s.bot_permissions_in(parent) & need != need:
            raise ApiError(403, 50013, "Missing Permissions", kind="permission")
        assert isinstance(name, str)  # checked above
        thread = Channel(id=thread_id, type=ttype, name=name, guild_id=parent.guild_id, parent_id=parent.id,
                         owner_id=self.s.bot_user.id, auto_archive_duration=duration or 1440)
        thread.thread_members[self.s.bot_user.id] = iso_now()  # whoever starts a thread is in it
        self.s.channels[thread.id] = thread
        self.s.guilds[parent.guild_id].channels[thread.id] = thread  # type: ignore[index]
        self.s._emit("THREAD_CREATE", {**thread.payload(), "newly_created": True,
                                       "member": thread.thread_member_payload(self.s.bot_user.id)})
        self.s._notify()
        return thread

    async def create_thread(self, request: web.Request) -> web.Response:
        parent = self._channel(request)
        body, _ = await read_body(request)
        ttype = int(body.get("type") or ChannelType.PRIVATE_THREAD)
        thread = self._new_thread(parent, body, self.s.ids.next(), ttype)
        return json_response(thread.payload(), 201)

    async def thread_from_message(self, request: web.Request) -> web.Response:
        parent = self._channel(request)
        msg = self._channel_message(request, parent)
        if msg.id in self.s.channels:
            raise ApiError(400, 160004, "A thread has already been created for this message", kind="invalid")
        body, _ = await read_body(request)
        # A thread started from a message has the message's id; the message says it has one.
        thread = self._new_thread(parent, body, msg.id, ChannelType.PUBLIC_THREAD)
        msg.flags |= MessageFlag.HAS_THREAD
        self.s._emit_message("MESSAGE_UPDATE", msg)
        return json_response(thread.payload(), 201)

    def _thread(self, request: web.Request, *, need: int = Perm.VIEW_CHANNEL) -> Channel:
        channel = self._channel(request, need=need)
        if not channel.is_thread:
            raise ApiError(400, 50024, "Cannot execute action on this channel type", kind="invalid")
        return channel

    def _member_id(self, request: web.Request) -> int:
        member = request.match_info["member"]
        if member == "@me":
            return self.s.bot_user.id
        if not member.isdigit():
            raise ApiError(400, 50035, "Invalid Form Body", kind="invalid")
        return int(member)

    async def list_thread_members(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        return json_response([thread.thread_member_payload(u) for u in thread.thread_members])

    async def get_thread_member(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        user_id = self._member_id(request)
        if user_id not in thread.thread_members:
            raise not_found("Member", 10007)
        return json_response(thread.thread_member_payload(user_id))

    async def add_thread_member(self, request: web.Request) -> web.Response:
        """Join (@me) or add someone: adding another member needs the right to talk in the
        thread, and nobody joins an archived thread."""
        thread = self._thread(request)
        user_id = self._member_id(request)
        if user_id != self.s.bot_user.id and \
                not self.s.bot_permissions_in(thread) & Perm.SEND_MESSAGES_IN_THREADS:
            raise ApiError(403, 50013, "Missing Permissions", kind="permission")
        if thread.archived:
            raise archived_error()
        if user_id not in self.s.guilds[thread.guild_id].members:  # type: ignore[index]
            raise not_found("Member", 10007)
        self.s.add_thread_member(thread, self.s.users[user_id])
        return no_content()

    async def remove_thread_member(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        user_id = self._member_id(request)
        if user_id != self.s.bot_user.id and not self.s.bot_permissions_in(thread) & Perm.MANAGE_THREADS \
                and not (thread.type == ChannelType.PRIVATE_THREAD and thread.owner_id == self.s.bot_user.id):
            raise ApiError(403, 50013, "Missing Permissions", kind="permission")
        if thread.archived:
            raise archived_error()
        if user_id not in thread.thread_members:
            raise not_found("Member", 10007)
        self.s.remove_thread_member(thread, user_id)
        return no_content()

    # --- interactions ------------------------------------------------------------------------
    async def callback(self, request: web.Request) -> web.Response:
        s = self.s
        ix = s.interactions.get(int(request.match_info["interaction_id"]))
        if ix is None or ix.token != request.match_info["token"]:
            raise ApiError(404, 10062, "Unknown interaction", kind="interaction")
        now = time.monotonic()
        latency = now - (ix.dispatched_at or ix.created_at)
        body, files = await read_body(request)
        try:
            if ix.callbacks:
                raise ApiError(400, 40060, "Interaction has already been acknowledged.", kind="interaction")
            if latency > s.ack_deadline:
                err = ApiError(404, 10062, "Unknown interaction", kind="interaction")
                err.summary = f"acknowledged {latency:.2f}s after dispatch (limit {s.ack_deadline}s)"
                raise err
            rtype = body.get("type")
            if not isinstance(rtype, int) or rtype not in ALLOWED_RESPONSES[ix.type] \
                    or (rtype in (6, 7) and ix.source_message is None):
                errs = FormErrors()
                errs.add("type", "INTERACTION_RESPONSE_TYPE_INVALID",
                         f"Response type {rtype} is not valid for a {ix.kind} interaction.")
                errs.fail()
            resource = self._respond(ix, rtype, body.get("data"), files)
        except ApiError as err:
            ix.rejected.append(err)
            raise
        ix.callbacks.append(Callback(rtype, body.get("data"), now, latency))
        log.debug("%r acknowledged with type %s after %.3fs", ix, rtype, latency)
        s._notify()
        if request.query.get("with_response") not in ("1", "true", "True"):
            return no_content()
        msg = ix.original if rtype in (4, 5, 7) else None
        info: dict[str, Any] = {"id": str(ix.id), "type": ix.type,
                                "response_message_loading": rtype == 5,
                                "response_message_ephemeral": bool(msg and msg.ephemeral)}
        if msg is not None:
            info["response_message_id"] = str(msg.id)
        return json_response({"interaction": info, "resource": resource})

    def _respond(self, ix: Any, rtype: int, data: dict[str, Any] | None,
                 files: list[UploadedFile]) -> dict[str, Any]:
        s = self.s
        data = data or {}
        if rtype == 4:
            validate_message(data, files, creating=True)
            ix.original = s.create_message(ix.channel, data, files, interaction=ix,
                                           ephemeral=bool((data.get("flags") or 0) & 64),
                                           msg_type=20 if ix.type == 2 else 0)
        elif rtype == 5:
            ix.original = s.create_message(ix.channel, {}, [], interaction=ix,
                                           ephemeral=bool((data.get("flags") or 0) & 64), loading=True,
                                           msg_type=20 if ix.type == 2 else 0)
        elif rtype == 6:
            ix.original = ix.source_message
        elif rtype == 7:
            _validate_edit(ix.source_message, data, files)
            s.edit_message(ix.source_message, data, files)
            ix.original = ix.source_message
        elif rtype == 8:
            ix.choices = validate_choices(data, ix.option_types.get(ix.focused or ""))
            return {"type": rtype}
        elif rtype == 9:
            validate_modal(data)
            ix.modal = Modal(custom_id=data["custom_id"], title=data["title"],
                             components=data["components"], interaction=ix)
            return {"type": rtype}
        resource: dict[str, Any] = {"type": rtype}
        if ix.original is not None and rtype != 6:
            resource["message"] = s.message_payload(ix.original)
        return resource

    def _interaction_for_webhook(self, request: web.Request) -> Any:
        self._app(request)
        ix = self.s.interaction_by_token(request.match_info["token"])
        if ix is None:
            raise ApiError(404, 10015, "Unknown Webhook", kind="interaction")
        if not ix.callbacks:
            err = ApiError(404, 10015, "Unknown Webhook", kind="interaction")
            err.summary = f"{ix!r} used its webhook before acknowledging the interaction"
            raise err
        if time.monotonic() - ix.created_at > 15 * 60:
            raise ApiError(401, 50027, "Invalid Webhook Token", kind="interaction")
        return ix

    async def followup(self, request: web.Request) -> web.Response:
        ix = self._interaction_for_webhook(request)
        body, files = await read_body(request)
        if ix.response_type in (8, 9):
            raise ApiError(400, 40043, "This interaction response type cannot have follow-ups",
                           kind="interaction")
        validate_message(body, files, creating=True)
        if ix.original is not None and ix.original.loading:
            # Discord: a follow-up to an unresolved deferred response resolves it (same message,
            # the defer's ephemerality wins over the follow-up's flags).
            self.s.edit_message(ix.original, body, files)
            msg = ix.original
        else:
            msg = self.s.create_message(ix.channel, body, files, interaction=ix,
                                        ephemeral=bool((body.get("flags") or 0) & 64))
        ix.followups.append(msg)
        self.s._notify()
        if request.query.get("wait") in ("0", "false", "False"):
            return no_content()
        return json_response(self.s.message_payload(msg))

    def _webhook_message(self, request: web.Request) -> tuple[Any, Message]:
        ix = self._interaction_for_webhook(request)
        mid = request.match_info["message_id"]
        if mid == "@original":
            msg = ix.original
        else:
            msg = self.s.messages.get(int(mid))
            if msg is not None and msg is not ix.original and msg not in ix.followups:
                msg = None
        if msg is None or msg.deleted:
            raise not_found("Message", 10008)
        return ix, msg

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        _, msg = self._webhook_message(request)
        return json_response(self.s.message_payload(msg))

    async def patch_webhook_message(self, request: web.Request) -> web.Response:
        _, msg = self._webhook_message(request)
        body, files = await read_body(request)
        _validate_edit(msg, body, files)
        self.s.edit_message(msg, body, files)
        return json_response(self.s.message_payload(msg))

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        _, msg = self._webhook_message(request)
        self.s.delete_message(msg)
        return no_content()


ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)


def _archive_duration(value: Any) -> int:
    if value not in ARCHIVE_DURATIONS:
        errs = FormErrors()
        errs.add("auto_archive_duration", "BASE_TYPE_CHOICES", f"Value must be one of {ARCHIVE_DURATIONS}.")
        errs.raise_if_any()
    return int(value)


def archived_error() -> ApiError:
    """What Discord answers to an edit, a join or a member added in an archived thread (and to
    a message sent into one a moderator locked)."""
    return ApiError(400, 50083, "Thread is archived", kind="archived")


def _validate_edit(msg: Message, body: dict[str, Any], files: list[UploadedFile]) -> None:
    """Edits are validated against the message's current flags (components v2 sticks)."""
    checked = dict(body)
    checked.setdefault("flags", msg.flags & (1 << 15))
    # A deferred placeholder being filled must end up non-empty, like a new message.
    validate_message(checked, files, creating=msg.loading)
