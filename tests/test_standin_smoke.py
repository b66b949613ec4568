"""Validates the Discord stand-in: raw REST checks, then a real discord.py bot end to end.

The end-to-end half runs standin/sample_bot.py (a small real commands.Bot) as a
subprocess through BotProcess, exactly as the project's e2e tests run bot.py.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import signal
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import pytest
import pytest_asyncio
from PIL import Image

from standin import BotProcess, Intent, Perm, StandIn, StandInError, User
from standin import fixtures as standin_fixtures
from standin.fixtures import World, populate_world
from standin.interactions import find_command, wrap_options

# The generic fixtures (tests/conftest.py will import them for every e2e test module).
standin = standin_fixtures.standin
world = standin_fixtures.world
make_bot = standin_fixtures.make_bot

SAMPLE_BOT = Path(__file__).resolve().parents[1] / "standin" / "sample_bot.py"


def png_bytes(size: tuple[int, int] = (32, 16)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", size, (200, 30, 30)).save(buf, "PNG")
    return buf.getvalue()


async def api(server: StandIn, method: str, path: str, *, auth: bool = True, **kwargs: Any) -> tuple[int, Any]:
    headers = {"Authorization": f"Bot {server.token}"} if auth else {}
    headers.update(kwargs.pop("headers", {}))
    async with aiohttp.ClientSession() as session, session.request(
            method, server.api_base + path, headers=headers, **kwargs) as resp:
        text = await resp.text()
        return resp.status, json.loads(text) if text else None


DEMO_COMMANDS = [{
    "name": "demo", "description": "Demo", "type": 1, "options": [
        {"type": 1, "name": "play", "description": "Play", "options": [
            {"type": 3, "name": "variant", "description": "v", "required": True,
             "choices": [{"name": "Classic", "value": "classic"}]},
            {"type": 4, "name": "rounds", "description": "r", "min_value": 1, "max_value": 5},
            {"type": 6, "name": "opponent", "description": "o"},
        ]},
    ]},
    {"name": "admin", "description": "Admin only", "type": 1, "default_member_permissions": str(Perm.MANAGE_CHANNELS)},
]


# ============================================================ REST checks (no bot process)
async def test_unknown_route_answers_404_and_is_recorded(standin: StandIn) -> None:
    status, body = await api(standin, "GET", "/guilds/1/audit-logs")
    assert status == 404
    assert body == {"message": "404: Not Found", "code": 0}
    assert [p.kind for p in standin.take_problems()] == ["unknown_route"]


async def test_rest_requires_the_bot_token(standin: StandIn) -> None:
    status, body = await api(standin, "GET", "/users/@me", auth=False)
    assert status == 401
    status, body = await api(standin, "GET", "/users/@me")
    assert status == 200 and body["id"] == str(standin.bot_user.id) and body["bot"] is True
    assert [p.kind for p in standin.take_problems()] == ["auth"]


async def test_payloads_discord_rejects_are_rejected(standin: StandIn, world: World) -> None:
    path = f"/channels/{world.channel.id}/messages"
    button = {"type": 2, "style": 1, "label": "Go", "custom_id": "go"}
    six_rows = [{"type": 1, "components": [{**button, "custom_id": f"b{i}"}]} for i in range(6)]
    status, body = await api(standin, "POST", path, json={"content": "x", "components": six_rows})
    assert status == 400 and body["code"] == 50035
    assert body["errors"]["components"]["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"

    dup = [{"type": 1, "components": [button, dict(button)]}]
    status, body = await api(standin, "POST", path, json={"content": "x", "components": dup})
    assert status == 400 and "COMPONENT_CUSTOM_ID_DUPLICATED" in json.dumps(body)

    status, body = await api(standin, "POST", path, json={"content": "a" * 2001})
    assert status == 400 and body["errors"]["content"]["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"

    status, body = await api(standin, "POST", path, json={"content": ""})
    assert (status, body["code"]) == (400, 50006)

    # A list where Discord wants an object: its form error, not a crash of the stand-in.
    status, body = await api(standin, "POST", path, json=[{"content": "x"}])
    assert (status, body["code"]) == (400, 50035)
    assert body["errors"]["_errors"][0]["code"] == "DICT_TYPE_CONVERT"

    # A multipart body cut short (no closing boundary) or with an unknown field.
    head = b'--b\r\nContent-Disposition: form-data; name="payload_json"\r\n\r\n{"content": "x"}'
    for raw in (head, head + b'\r\n--b\r\nContent-Disposition: form-data; name="extra"\r\n\r\n1\r\n--b--\r\n'):
        status, body = await api(standin, "POST", path, data=raw,
                                 headers={"Content-Type": "multipart/form-data; boundary=b"})
        assert (status, body["code"]) == (400, 50035)
    assert {p.kind for p in standin.take_problems()} == {"invalid"}
    assert world.channel.visible_messages() == []


async def test_multipart_message_keeps_file_bytes_and_resolves_mentions(standin: StandIn, world: World) -> None:
    png = png_bytes((40, 20))
    content = f"{world.alice.mention} and {world.bob.mention}: your turn"
    form = aiohttp.FormData(quote_fields=False)
    form.add_field("payload_json", json.dumps({
        "content": content, "allowed_mentions": {"parse": [], "users": [str(world.bob.id)]},
        "attachments": [{"id": 0, "filename": "board.png"}]}))
    form.add_field("files[0]", png, filename="board.png", content_type="application/octet-stream")
    status, body = await api(standin, "POST", f"/channels/{world.channel.id}/messages", data=form)
    assert status == 200
    assert [u["id"] for u in body["mentions"]] == [str(world.bob.id)]
    msg = world.channel.visible_messages()[-1]
    assert msg.mentions == [world.bob.id] and msg.notified_user_ids == [world.bob.id]
    att = msg.attachments[0]
    assert att.data == png and att.content_type == "image/png" and att.declared_content_type == "application/octet-stream"
    assert (att.width, att.height) == (40, 20) and att.image().size == (40, 20)
    async with aiohttp.ClientSession() as session, session.get(att.url) as resp:
        assert await resp.read() == png

    # An edit that keeps the attachment by id and changes mentions never re-notifies.
    status, body = await api(standin, "PATCH", f"/channels/{world.channel.id}/messages/{msg.id}",
                             json={"content": f"{world.carol.mention} now", "attachments": [{"id": str(att.id)}],
                                   "allowed_mentions": {"parse": ["users"]}})
    assert status == 200
    assert msg.mentions == [world.carol.id] and msg.notified_user_ids == [world.bob.id]
    assert msg.attachments == [att] and [e.content for e in msg.edits] == [content]


async def test_a_wait_on_one_channel_wakes_for_its_messages_only(standin: StandIn, world: World) -> None:
    other = standin.add_text_channel(world.guild, "elsewhere")
    checks: list[int] = []

    def seen() -> Any:
        checks.append(len(world.channel.messages))
        return [m for m in world.channel.visible_messages() if m.content == "here"]

    waiter = asyncio.create_task(standin.wait_until(seen, 5, "a message here", channel=world.channel))
    await asyncio.sleep(0)
    assert checks == [0]
    for n in range(3):  # messages elsewhere do not re-run this channel's predicate
        await standin.post_message(world.alice, other, f"noise {n}")
        await asyncio.sleep(0)
    assert checks == [0]
    noise = await standin.post_message(world.alice, world.channel, "not yet")
    await asyncio.sleep(0)
    assert checks == [0, 1] and not waiter.done()
    # The bot's edit of a message there is a change too: the predicate sees it.
    status, _ = await api(standin, "POST", f"/channels/{world.channel.id}/messages", json={"content": "mine"})
    assert status == 200
    mine = world.channel.visible_messages()[-1]
    status, _ = await api(standin, "PATCH", f"/channels/{world.channel.id}/messages/{mine.id}",
                          json={"content": "here"})
    assert status == 200
    found = await asyncio.wait_for(waiter, 5)
    assert [m.id for m in found] == [mine.id] and noise.content == "not yet" and len(checks) == 4


async def test_history_threads_pins_reactions_and_dms(standin: StandIn, world: World) -> None:
    ch = f"/channels/{world.channel.id}"
    ids = []
    for i in range(5):
        status, body = await api(standin, "POST", f"{ch}/messages", json={"content": f"m{i}"})
        ids.append(body["id"])
    status, body = await api(standin, "GET", f"{ch}/messages", params={"limit": "2", "before": ids[3]})
    assert [m["content"] for m in body] == ["m2", "m1"]  # newest first, like Discord
    status, body = await api(standin, "GET", f"{ch}/messages", params={"after": ids[2]})
    assert sorted(m["content"] for m in body) == ["m3", "m4"]

    status, thread = await api(standin, "POST", f"{ch}/messages/{ids[0]}/threads", json={"name": "Partie 1"})
    assert status == 201 and thread["id"] == ids[0] and thread["parent_id"] == str(world.channel.id)
    status, body = await api(standin, "POST", f"/channels/{thread['id']}/messages", json={"content": "in thread"})
    assert status == 200 and standin.channels[int(thread["id"])].visible_messages()[0].content == "in thread"

    assert (await api(standin, "PUT", f"{ch}/messages/pins/{ids[1]}"))[0] == 204
    status, body = await api(standin, "GET", f"{ch}/messages/pins")
    assert [p["message"]["content"] for p in body["items"]] == ["m1"]
    assert (await api(standin, "PUT", f"{ch}/messages/{ids[2]}/reactions/%F0%9F%90%AA/@me"))[0] == 204
    assert standin.messages[int(ids[2])].reactions == ["🐪"]
    assert (await api(standin, "DELETE", f"{ch}/messages/{ids[4]}"))[0] == 204
    assert [m.content for m in world.channel.visible_messages()] == ["m0", "m1", "m2", "m3"]

    status, dm = await api(standin, "POST", "/users/@me/channels", json={"recipient_id": str(world.bob.id)})
    assert status == 200 and dm["type"] == 1
    await api(standin, "POST", f"/channels/{dm['id']}/messages", json={"content": "psst"})
    assert standin.dm_channel(world.bob).visible_messages()[0].content == "psst"  # type: ignore[union-attr]

    # @everyone may not talk in the channel; the bot's role grants nothing extra any more.
    world.channel.set_overwrite(world.guild.everyone, deny=Perm.SEND_MESSAGES)
    standin.set_bot_permissions(world.guild, Perm.VIEW_CHANNEL)
    status, body = await api(standin, "POST", f"{ch}/messages", json={"content": "no"})
    assert (status, body["code"]) == (403, 50013)
    assert [p.kind for p in standin.take_problems()] == ["permission"]


async def test_command_sync_is_validated_and_stored(standin: StandIn, world: World) -> None:
    app = standin.application_id
    path = f"/applications/{app}/guilds/{world.guild.id}/commands"
    status, body = await api(standin, "PUT", path, json=[{"name": "Demo", "description": "d"}])
    assert status == 400 and "APPLICATION_COMMAND_INVALID_NAME" in json.dumps(body)
    assert standin.take_problems("invalid")
    status, body = await api(standin, "PUT", path, json={"name": "demo", "description": "d"})
    assert status == 400 and body["errors"]["_"]["_errors"][0]["code"] == "BASE_TYPE_LIST"
    assert standin.take_problems("invalid")
    status, body = await api(standin, "PUT", path, json=DEMO_COMMANDS)
    assert status == 200 and [c["name"] for c in body] == ["demo", "admin"]
    first_id = body[0]["id"]
    status, body = await api(standin, "PUT", path, json=DEMO_COMMANDS)
    assert body[0]["id"] == first_id  # re-syncing keeps command ids, like Discord
    assert len(standin.command_syncs) == 2 and standin.command_syncs[0].guild_id == world.guild.id
    assert [c["name"] for c in standin.commands(world.guild)] == ["demo", "admin"]


async def test_slash_invocations_are_checked_against_the_tree(standin: StandIn, world: World) -> None:
    standin.guild_commands[world.guild.id] = [dict(c, id=str(i + 1)) for i, c in enumerate(DEMO_COMMANDS)]
    bad_calls: list[tuple[str, dict[str, Any], str]] = [
        ("nope", {}, "unknown slash command"),
        ("demo", {}, "not a complete command"),
        ("demo play", {}, "required option 'variant'"),
        ("demo play", {"variant": "classic", "speed": 2}, "unknown option"),
        ("demo play", {"variant": "turbo"}, "must be one of"),
        ("demo play", {"variant": "classic", "rounds": 9}, "at most 5"),
        ("demo play", {"variant": "classic", "rounds": "2"}, "is integer"),
        ("demo play", {"variant": "classic", "opponent": "bob"}, "cannot take"),
        ("admin", {}, "hidden"),
    ]
    for command, options, expected in bad_calls:
        with pytest.raises(StandInError, match=expected):
            await standin.slash(world.alice, world.channel, command, **options)
    # Subcommand groups nest the options as Discord sends them.
    game = {"name": "game", "description": "g", "type": 1, "id": "9", "options": [
        {"type": 2, "name": "admin", "description": "a", "options": [
            {"type": 1, "name": "kick", "description": "k", "options": [
                {"type": 6, "name": "who", "description": "w", "required": True}]}]}]}
    top, chain, leaf = find_command([game], "game admin kick")
    assert chain == ["admin", "kick"]
    assert wrap_options(top, chain, [{"type": 6, "name": "who", "value": "1"}]) == [
        {"type": 2, "name": "admin", "options": [
            {"type": 1, "name": "kick", "options": [{"type": 6, "name": "who", "value": "1"}]}]}]
    with pytest.raises(StandInError, match="not a complete command"):
        find_command([game], "game admin")

    # Valid calls get as far as dispatching, which needs a connected bot.
    with pytest.raises(StandInError, match="no bot session"):
        await standin.slash(world.gm, world.channel, "admin")
    with pytest.raises(StandInError, match="no bot session"):
        await standin.slash(world.alice, world.channel, "demo play", variant="classic", opponent=world.bob)


# ============================================================ end to end with a real discord.py bot
@dataclass
class E2E:
    standin: StandIn
    bot: BotProcess
    world: World


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def e2e(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[E2E]:
    async with StandIn() as server:
        w = populate_world(server)
        db = tmp_path_factory.mktemp("standin") / "sample.db"
        bot = BotProcess(server, database_path=db, dev_guild=w.guild, script=SAMPLE_BOT)
        await bot.start(sync=True)
        yield E2E(server, bot, w)
        await bot.close()
        server.assert_no_problems()


async def post_board(env: E2E, user: User) -> Any:
    ix = await env.standin.slash(user, env.world.channel, "demo board")
    await ix.wait_response()
    return await env.standin.wait_for_message(env.world.channel, lambda m: bool(m.attachments), after=ix.original)


@pytest.mark.e2e
@pytest.mark.asyncio(loop_scope="module")
async def test_bot_identifies_and_syncs_its_tree(e2e: E2E) -> None:
    s = e2e.standin
    assert s.connected and not s.identifies[0].resumed
    assert not s.identifies[0].intents & Intent.PRIVILEGED  # default intents suffice
    assert s.command_syncs[0].guild_id == e2e.world.guild.id and s.command_syncs[0].names == ["demo"]
    demo = s.commands(e2e.world.guild)[0]
    assert sorted(o["name"] for o in demo["options"]) == ["board", "crash", "dm", "pick", "play", "slow", "think"]
    assert s.global_commands == []


@pytest.mark.e2e
@pytest.mark.asyncio(loop_scope="module")
async def test_deferred_ephemeral_followup_and_mentions(e2e: E2E) -> None:
    s, w = e2e.standin, e2e.world
    ix = await s.slash(w.alice, w.channel, "demo play", variant="classic", opponent=w.bob, rounds=2)
    ack = await ix.wait_ack(3)
    assert ack.latency < 3 and ix.ack_latency == ack.latency
    assert ix.response_type == 5 and ix.ephemeral is True
    reply = await ix.wait_response()
    # The first follow-up resolved the "thinking" placeholder: same message, still ephemeral.
    assert reply is ix.original is ix.followups[0]
    assert reply.content == "Set up classic for 2 rounds" and reply.ephemeral and not reply.loading
    assert reply not in w.channel.messages
    invite = await s.wait_for_message(w.channel, lambda m: "invites you" in m.content)
    assert w.alice.mention in invite.content and w.bob.mention in invite.content
    assert invite.mentions == [w.bob.id] and invite.notified_user_ids == [w.bob.id]
    assert invite.allowed_mentions is not None and invite.allowed_mentions["parse"] == []
    assert [int(u) for u in invite.allowed_mentions["users"]] == [w.bob.id]


@pytest.mark.e2e
@pytest.mark.asyncio(loop_scope="module")
async def test_board_png_button_modal_and_edit(e2e: E2E) -> None:
    s, w = e2e.standin, e2e.world
    ix = await s.slash(w.alice, w.channel, "demo board")
    assert (await ix.wait_ack(3)).type == 5 and ix.ephemeral is False
    assert (await ix.wait_response()).content == "Board posted"
    board = await s.wait_for_message(w.channel, lambda m: bool(m.attachments), after=ix.original)
    assert board.content == "Board" and board.attachments[0].image().size == (240, 120)
    assert [(c.custom_id, c.label) for c in board.buttons] == [("move:1", "Move 1")]
    assert board.selects[0].option_values == ["amber", "azure", "crimson", "emerald"]

    click = await s.click(w.bob, board, label="Move 1")
    modal = await click.wait_modal(3)
    assert click.ack_latency is not None and click.ack_latency < 3
    assert modal.title == "Your move" and [f.custom_id for f in modal.fields] == ["note", "where"]
    assert modal.field("note").required and not modal.field("where").required
    with pytest.raises(StandInError, match="required"):
        await s.submit_modal(w.bob, modal, {"where": "Bukhara"})
    submit = await s.submit_modal(w.bob, modal, {"note": "Élan", "where": "Samarkand"})
    await submit.wait_ack(3)
    assert submit.response_type == 7 and submit.original is board
    assert board.content == "Move 1 by Bjørn: Élan at Samarkand"
    assert board.custom_ids == ["move:2", "colour"]
    assert [e.content for e in board.edits] == ["Board"]
    assert board.attachments[0].image().size == (240, 120)
    assert board.attachments[0].data != board.edits[0].attachments[0].data


@pytest.mark.e2e
@pytest.mark.asyncio(loop_scope="module")
async def test_select_and_autocomplete(e2e: E2E) -> None:
    s, w = e2e.standin, e2e.world
    board = await post_board(e2e, w.carol)
    with pytest.raises(StandInError, match="no option"):
        await s.select(w.alice, board, "colour", ["black"])
    pick = await s.select(w.alice, board, "colour", ["azure"])
    reply = await pick.wait_response()
    assert reply.content == "You picked azure" and reply.ephemeral and reply.visible_to == w.alice.id
    assert pick.ephemeral is True and pick.response_type == 4

    choices = await s.autocomplete(w.alice, w.channel, "demo pick", focused="colour", colour="a")
    assert choices == [{"name": "Amber", "value": "amber"}, {"name": "Azure", "value": "azure"}]
    assert await s.autocomplete(w.bob, w.channel, "demo pick", focused="colour", colour="cr") == [
        {"name": "Crimson", "value": "crimson"}]
    typed = s.last_interaction
    assert typed is not None and typed.kind == "autocomplete" and typed.response_type == 8
    assert typed.payload["data"]["options"][0]["options"] == [
        {"type": 3, "name": "colour", "value": "cr", "focused": True}]


@pytest.mark.e2e
@pytest.mark.asyncio(loop_scope="module")
async def test_interaction_protocol_errors_are_caught(e2e: E2E) -> None:
    s, w = e2e.standin, e2e.world
    # A follow-up before the acknowledgement is refused (the bot is sleeping 1 s).
    slow = await s.slash(w.alice, w.channel, "demo slow", seconds=1.0)
    status, body = await api(s, "POST", f"/webhooks/{s.application_id}/{slow.token}", auth=False,
                             json={"content": "too early"})
    assert (status, body["code"]) == (404, 10015)
    await slow.wait_ack(5)

    # Acknowledging twice is refused.
    status, body = await api(s, "POST", f"/interactions/{slow.id}/{slow.token}/callback", auth=False,
                             json={"type": 4, "data": {"content": "again"}})
    assert (status, body["code"]) == (400, 40060)
    assert len(s.take_problems("interaction")) == 2

    # Follow-ups after a real response are new messages, editable by id; @original is intact.
    hook = f"/webhooks/{s.application_id}/{slow.token}"
    status, body = await api(s, "POST", hook, auth=False, params={"wait": "1"},
                             json={"content": "psst", "flags": 64})
    assert status == 200 and slow.followups[-1].ephemeral and slow.followups[-1].content == "psst"
    status, body = await api(s, "PATCH", f"{hook}/messages/{body['id']}", auth=False, json={"content": "edited"})
    assert status == 200 and slow.followups[-1].content == "edited"
    status, body = await api(s, "GET", f"{hook}/messages/@original", auth=False)
    assert body["content"] == "finally" and slow.original is not None and slow.original.type == 20

    # An "update message" answer to a slash command is invalid (no message to update).
    early = await s.slash(w.alice, w.channel, "demo slow", seconds=0.5)
    status, body = await api(s, "POST", f"/interactions/{early.id}/{early.token}/callback", auth=False,
                             json={"type": 7, "data": {"content": "x"}})
    assert (status, body["code"]) == (400, 50035) and "INTERACTION_RESPONSE_TYPE_INVALID" in json.dumps(body)
    assert (await early.wait_ack(5)).type == 4  # the bot's own answer is still accepted
    assert [p.kind for p in s.take_problems()] == ["invalid"]

    # Later than the deadline is refused like Discord's expired interactions.
    s.ack_deadline = 0.3
    try:
        late = await s.slash(w.alice, w.channel, "demo slow", seconds=0.6)
        await s.wait_until(lambda: late.rejected, 5, "the late acknowledgement")
    finally:
        s.ack_deadline = 3.0
    assert late.rejected[0].code == 10062 and not late.acked
    assert "after dispatch" in s.take_problems("interaction")[0].detail


@pytest.mark.e2e
@pytest.mark.asyncio(loop_scope="module")
async def test_tracebacks_and_dangling_deferrals_are_reported(e2e: E2E) -> None:
    s, w = e2e.standin, e2e.world
    await s.slash(w.alice, w.channel, "demo crash")
    with pytest.raises(StandInError, match="logged a traceback") as failure:
        await s.wait_until(lambda: False, 10, "the crash to be noticed")
    assert "sample bot crash on purpose" in str(failure.value)

    think = await s.slash(w.bob, w.channel, "demo think")
    await think.wait_ack(3)
    assert s.dangling_deferrals(older_than=0) == [think] and think.original.loading  # type: ignore[union-attr]
    status, _ = await api(s, "DELETE", f"/webhooks/{s.application_id}/{think.token}/messages/@original", auth=False)
    assert status == 204 and think.original.deleted and s.dangling_deferrals(older_than=0) == []  # type: ignore[union-attr]


@pytest.mark.e2e
@pytest.mark.asyncio(loop_scope="module")
async def test_direct_message_with_attachment(e2e: E2E) -> None:
    s, w = e2e.standin, e2e.world
    ix = await s.slash(w.carol, w.channel, "demo dm")
    assert (await ix.wait_response()).content == "Sent you a DM"
    dm = s.dm_channel(w.carol)
    assert dm is not None and dm.recipient is w.carol
    msg = await s.wait_for_message(dm, lambda m: m.content == "A private hello")
    assert msg.attachments[0].filename == "hand.png" and msg.attachments[0].image().size == (240, 120)


@pytest.mark.e2e
@pytest.mark.asyncio(loop_scope="module")
async def test_gateway_drop_resumes_and_replays(e2e: E2E) -> None:
    s, w = e2e.standin, e2e.world
    board = await post_board(e2e, w.alice)
    resumes = sum(1 for i in s.identifies if i.resumed)
    await s.drop_gateway()
    # Dispatched while the socket is down: delivered when the bot RESUMEs.
    click = await s.click(w.bob, board, "move:1")
    await s.wait_until(lambda: sum(1 for i in s.identifies if i.resumed) > resumes, 15, "a RESUME")
    assert (await click.wait_modal(5)).custom_id == "move-modal:1"
    # Discord's op 7 RECONNECT: the bot reconnects and resumes the same session.
    session = s.identifies[-1].session_id
    s.request_reconnect()
    await s.wait_until(lambda: sum(1 for i in s.identifies if i.resumed) > resumes + 1, 15, "a second RESUME")
    assert s.identifies[-1].session_id == session and s.connected


@pytest.mark.e2e
@pytest.mark.asyncio(loop_scope="module")
async def test_restart_and_kill_keep_persistent_buttons(e2e: E2E) -> None:
    s, w, bot = e2e.standin, e2e.world, e2e.bot
    board = await post_board(e2e, w.alice)
    assert await bot.stop() == 0  # SIGTERM is handled gracefully
    await bot.start()
    assert (await (await s.click(w.bob, board, "move:1")).wait_modal(5)).custom_id == "move-modal:1"
    assert await bot.kill() == -signal.SIGKILL
    await bot.start()
    assert (await (await s.click(w.carol, board, "move:1")).wait_modal(5)).custom_id == "move-modal:1"


@pytest.mark.e2e
@pytest.mark.asyncio(loop_scope="module")
async def test_unexpected_bot_exit_fails_waits_with_its_log(e2e: E2E) -> None:
    s, bot = e2e.standin, e2e.bot
    assert bot.pid is not None
    os.kill(bot.pid, signal.SIGKILL)
    with pytest.raises(StandInError, match="exited unexpectedly") as failure:
        await s.wait_until(lambda: False, 10, "something that never happens")
    assert "bot log tail" in str(failure.value)
    await asyncio.wait_for(bot.proc.wait(), 5)  # type: ignore[union-attr]
    await bot.start()
    assert s.connected


@pytest.mark.e2e
async def test_generic_fixtures_run_a_bot(standin: StandIn, world: World, make_bot: Any) -> None:
    bot = await make_bot(script=SAMPLE_BOT, sync=True)
    assert bot.running and standin.command_syncs[-1].guild_id == world.guild.id
    ix = await standin.slash(world.gm, world.channel, "demo pick", colour="ivory")
    assert (await ix.wait_response()).content == "Picked ivory" and ix.response_type == 4
    assert ix.payload["member"]["permissions"] == str(standin.permissions_in(world.gm, world.channel))
    assert int(ix.payload["member"]["permissions"]) & Perm.MANAGE_CHANNELS
    assert ix.payload["member"]["user"]["global_name"] == "Dóra"
