"""Driving the real bot through the stand-in like its users do: open a table, follow a move
through its menus and forms, find the boards and the move they show. The end-to-end tests and
the benchmarks (bench/) both play through these."""

from __future__ import annotations

from functools import partial
from typing import Any

from table import choose as C
from table.ids import ComponentId, key_stamp

from .interactions import Interaction
from .models import Channel, Message, User
from .server import StandIn

ACK_LIMIT = 3.0


async def acked(ix: Interaction) -> Interaction:
    """Wait for the bot's acknowledgement and check it came within Discord's 3 s."""
    await ix.wait_ack(10)
    assert ix.ack_latency is not None and ix.ack_latency < ACK_LIMIT, (ix, ix.ack_latency)
    return ix


async def private_reply(ix: Interaction, timeout: float = 10.0) -> str:
    """The ephemeral answer's text (fails if the answer is public)."""
    msg = await answered(ix, timeout)
    assert msg.ephemeral, f"expected an ephemeral answer to {ix!r}, got a public one: {msg.text!r}"
    return msg.text


async def answered(ix: Interaction, timeout: float = 10.0) -> Message:
    """The message that answers ``ix`` once the user sees the answer: a new message, or the
    private menu it came from (a form opened from a menu answers in that menu) once edited
    after the acknowledgement."""
    await acked(ix)
    source = ix.source_message
    if ix.response_type == 6 and source is not None:
        at = ix.callbacks[0].at
        await ix.standin.wait_until(
            lambda: any(e.at >= at for e in source.edits) and not source.loading, timeout,
            f"the answer to {ix!r} in its menu")
        return source
    return await ix.wait_response(timeout)


def boards(standin: StandIn, channel: Channel) -> list[Message]:
    """Board messages (public, with a board image) in order."""
    return [m for m in standin.channel_messages(channel)
            if not m.ephemeral and not m.deleted and any(is_board_png(a) for a in m.attachments)]


def is_board_png(attachment: Any) -> bool:
    """Board images are named board-<game>-<nonce or version>.png."""
    return attachment.filename.startswith("board-") and attachment.filename.endswith(".png")


def latest_board(standin: StandIn, channel: Channel) -> Message:
    # From the newest back, with no copy of the list: waiters call this on every change in
    # their channel, and channels grow long.
    for m in reversed(channel.messages):
        if not m.ephemeral and not m.deleted and any(is_board_png(a) for a in m.attachments):
            return m
    raise AssertionError("no board has been posted")


async def open_table(standin: StandIn, channel: Channel, host: User, others: list[User],
                     command: str, *, seed: tuple[Any, str] | None = None,
                     **options: Any) -> Message:
    """/<game> new, everyone joins by button, the host starts; returns the first board.

    ``seed`` = (database path, seed): the game's secret seed is replaced before the start, so
    the dice and decks are known and a test that needs certain events is not left to luck."""
    ix = await acked(await standin.slash(host, channel, f"{command} new", **options))
    lobby = await ix.wait_response()
    assert not lobby.ephemeral and lobby.buttons
    for user in others:
        join = await acked(await standin.click(user, lobby, label="Join"))
        assert join.response_type == 7  # the lobby message itself is updated
    lobby = standin.channel_messages(channel)[[m.id for m in standin.channel_messages(channel)].index(lobby.id)]
    for user in [host, *others]:
        assert user.name in lobby.text
    if seed is not None:
        import sqlite3

        with sqlite3.connect(seed[0]) as db:
            db.execute("UPDATE games SET seed = ? WHERE channel_id = ? AND status = 'lobby'",
                       (seed[1], channel.id))
    before = len(boards(standin, channel))
    await acked(await standin.click(host, lobby, label="Start"))
    await standin.wait_until(lambda: len(boards(standin, channel)) > before, 15, "the first board")
    return latest_board(standin, channel)


def board_move(board: Message) -> int:
    """The game version a board shows (its footer: "Game #1 · move 12")."""
    footer = ((board.embeds[0].get("footer") or {}).get("text") or "") if board.embeds else ""
    return int(footer.rsplit("move ", 1)[1]) if "move " in footer else -1


def board_moved_past(standin: StandIn, channel: Channel, after: int) -> bool:
    """Whether the channel's latest board shows a move after ``after`` (a wait's predicate,
    bound with functools.partial where ``after`` changes in a loop)."""
    return board_move(latest_board(standin, channel)) > after


async def wait_board_move(standin: StandIn, channel: Channel, after: int,
                          timeout: float = 15) -> Message:
    """The latest board once it shows a move after ``after`` (posted anew or edited)."""
    await standin.wait_until(lambda: board_move(latest_board(standin, channel)) > after, timeout,
                             f"a board after move {after}", channel=channel)
    return latest_board(standin, channel)


async def wait_new_board(standin: StandIn, channel: Channel, after: Message,
                         timeout: float = 15) -> Message:
    await standin.wait_until(lambda: latest_board(standin, channel).id != after.id, timeout,
                             "a new board message", channel=channel)
    return latest_board(standin, channel)


async def submit_form(standin: StandIn, user: User, board: Message, button: str,
                      values: list[str]) -> str:
    """Click ``button`` on ``board``, fill the form that opens, return the private answer."""
    click = await standin.click(user, board, label=button)
    modal = await click.wait_modal()
    fields = {f.custom_id: v for f, v in zip(modal.fields, values, strict=True)}
    return await private_reply(await standin.submit_modal(user, modal, fields))


# -- a generic player: follows whatever the bot offers ------------------------------------------
Pick = Any  # (message, components) -> ("button", ComponentInfo) | ("select", ComponentInfo, value)


def first_offer(message: Message) -> tuple[str, Any, Any]:
    """Pick the first option the bot offers (never "Cancel")."""
    if message.selects:
        select = message.selects[0]
        return "select", select, select.option_values[0]
    button = next(b for b in message.buttons if b.label != "Cancel")
    return "button", button, None


async def follow(standin: StandIn, user: User, ix: Interaction, *, pick: Pick = first_offer,
                 form: Any = None, limit: int = 8) -> tuple[Message, int]:
    """Follow a move from its first interaction (a board button, /play…) through every private
    menu, confirmation and form the bot offers, until it answers "✅ …" (possibly with the
    group's next menu below) or without components.

    ``pick(message)`` chooses in a menu; ``form(modal)`` fills a form ({field id: text}).
    Returns the final private answer and how many clicks (form submits included) it took."""
    clicks = 1
    for _ in range(limit):
        await acked(ix)
        if ix.response_type == 9:
            assert form is not None, f"unexpected form {ix.modal}"
            modal = ix.modal
            assert modal is not None  # response type 9 is a modal
            ix = await standin.submit_modal(user, modal, form(modal))
            clicks += 1
            continue
        message = await answered(ix)
        assert message.ephemeral, f"a private answer was expected, got {message.text!r}"
        # Done: a plain answer, or a confirmation that carries the next menu of the group.
        if (not message.buttons and not message.selects) or message.content.startswith("✅"):
            return message, clicks
        choice = pick(message)
        edits = len(message.edits)
        if choice[0] == "select":
            ix = await standin.select(user, message, choice[1].custom_id, [choice[2]])
        else:
            ix = await standin.click(user, message, choice[1].custom_id)
        clicks += 1
        await acked(ix)
        if ix.response_type == 6:  # deferred update: the menu is edited into the next step
            await standin.wait_until(partial(menu_edited, message, edits), 15,
                                     "the menu's next step")
    raise AssertionError("the move took more steps than the limit")


def menu_edited(message: Message, edits: int) -> bool:
    """Whether ``message`` has been edited past its first ``edits`` edits and shows no
    "thinking" state (a deferred update's next step has arrived)."""
    return len(message.edits) > edits and not message.loading


def waiting_users(users: list[User], board: Message) -> list[User]:
    """The players a board names as the ones who must act (pinged or in bold)."""
    head = board.content.split("—")[0]
    return [u for u in users if f"<@{u.id}>" in head or f"**{u.name}**" in head]


# -- a purposeful player: clicks toward the action a policy chose --------------------------------
def db_game(path: Any, kind: str) -> tuple[dict[str, Any], int]:
    """The newest game of ``kind`` in the bot's database: (state, version)."""
    import json
    import sqlite3

    with sqlite3.connect(path) as db:
        row = db.execute("SELECT state, version FROM games WHERE kind = ? ORDER BY id DESC",
                         (kind,)).fetchone()
    return json.loads(row[0]), int(row[1])


def board_members(engine: Any) -> dict[str, Any]:
    """The game's board buttons that hold several groups (``GameUI.group_members``)."""
    import importlib
    try:
        return dict(importlib.import_module(f"cogs.{engine.key}").KIND.ui.group_members)
    except (ImportError, AttributeError):
        return {}  # a test game without a cog


def board_key(engine: Any, action: dict[str, Any]) -> str:
    """The board button under which ``action`` is found."""
    group = engine.spec(action["type"]).key
    return next((k for k, inner in board_members(engine).items() if group in inner), group)


def toward(engine: Any, state: dict[str, Any], seat: int, target: dict[str, Any]) -> Pick:
    """A ``pick`` for ``follow`` that chooses, in each menu, the option leading to ``target``
    (computed with the table's own pure choice functions on the real stored state)."""
    from table import choose as C
    from table.ids import ComponentId

    legal = engine.legal_actions(state, seat)
    members = board_members(engine)

    def leads(path: Any) -> bool:
        cands = C.group_candidates(engine, legal, path.group, members)
        if not 0 <= path.rep < len(cands):
            return False
        rep = cands[path.rep]
        keys = C.keys_of(engine, rep)[:path.depth]
        return all(rep.get(k) == target.get(k) for k in keys)

    def pick(message: Message) -> tuple[str, Any, Any]:
        for select in message.selects:
            cid = ComponentId.parse(select.custom_id) if select.custom_id else None
            path = C.Path.decode(cid.arg) if cid else None
            if path is None:
                continue
            cands = C.group_candidates(engine, legal, path.group, members)
            step = C.step(engine, cands, path)
            for value in select.option_values:
                if isinstance(step, C.Pick) and leads(C.choose(step, int(value))):
                    return "select", select, value
        buttons = [b for b in message.buttons if b.label != "Cancel"]
        for button in buttons:
            cid = ComponentId.parse(button.custom_id) if button.custom_id else None
            path = C.Path.decode(cid.arg) if cid else None
            if cid and cid.key in ("pick", "go", "form") and path and leads(path):
                return "button", button, None
        nxt = next((b for b in buttons if (b.label or "").startswith("Next")), None)
        if nxt is not None:
            return "button", nxt, None
        raise AssertionError(f"no option leads to {target}: {message.text!r}")

    return pick


def group_button(board: Message, key: str) -> Any:
    """The board button of action group ``key`` (None when the board does not offer it)."""
    for button in board.buttons:
        cid = ComponentId.parse(button.custom_id or "")
        if cid is not None and cid.key == key:
            return button
    return None


def play_value(engine: Any, state: dict[str, Any], version: int, seat: int,
               action: dict[str, Any]) -> str:
    """What picking ``action`` in /play's autocomplete sends: "<stamp>|<candidate index>"."""
    cands = C.candidates(engine, engine.legal_actions(state, seat))
    index = next(i for i, c in enumerate(cands)
                 if all(c.get(k) == action.get(k) for k in C.keys_of(engine, c)))
    key = engine.decision_key(state, seat)
    form = "|f" if C.is_template(cands[index]) else ""  # the autocomplete marks a form's move
    return f"{key_stamp(key) if key is not None else version}|{index}{form}"
