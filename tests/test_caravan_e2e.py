"""A whole Caravan game through the Discord stand-in, with buttons and selects only.

The real bot runs as a subprocess against the loopback stand-in.

A seeded random clicker plays: every action goes board button → private menus (at most
three clicks in all), checking each step only offers legal choices. After a few rounds of
play everyone passes, which ends the game by the rules (all players passed in a row).
"""

from __future__ import annotations

import random
import re
import sqlite3
from pathlib import Path

import pytest

from tests.standin import Message, StandIn, User
from tests.standin import fixtures as standin_fixtures
from tests.standin.fixtures import World

standin = standin_fixtures.standin
world = standin_fixtures.world
make_bot = standin_fixtures.make_bot

pytestmark = pytest.mark.e2e

PLAY_TURNS = 30  # turns of random play before everyone passes
GOODS_BUTTONS = ("Move good", "Pick up", "Steal")
FOOTER = re.compile(r"move (\d+)")


def board_messages(world: World) -> list[Message]:
    return [m for m in world.channel.visible_messages()
            if not m.ephemeral and m.attachments and m.embeds and "Caravan" in m.content]


def latest_board(world: World) -> Message:
    return board_messages(world)[-1]


def move_of(board: Message) -> int:
    footer = (board.embeds[0].get("footer") or {}).get("text") or ""
    m = FOOTER.search(footer)
    assert m, footer
    return int(m[1])


def current_user(world: World, board: Message) -> User:
    m = re.search(r"<@(\d+)>", board.content)
    assert m, board.content
    return next(u for u in world.players if u.id == int(m[1]))


async def wait_move(standin: StandIn, world: World, after: int) -> Message:
    """The board once the game's version passed ``after`` (edited in place or posted anew)."""
    await standin.wait_until(lambda: move_of(latest_board(world)) > after, 15,
                             f"the board to show a move after {after}")
    return latest_board(world)


def db_state(path: Path) -> dict:
    import json

    with sqlite3.connect(path) as db:
        row = db.execute("SELECT state FROM games WHERE kind = 'caravan' ORDER BY id DESC").fetchone()
    return json.loads(row[0])


async def open_game(standin: StandIn, world: World, players: list[User]) -> Message:
    ix = await standin.slash(players[0], world.channel, "caravan new", length="short", camels="5")
    lobby = await ix.wait_response()
    for user in players[1:]:
        join = await standin.click(user, lobby, label="Join")
        await join.wait_ack()
    start = await standin.click(players[0], lobby, label="Start")
    await start.wait_ack()
    await standin.wait_until(lambda: board_messages(world), 15, "the first board")
    board = latest_board(world)
    assert board.attachments[0].image().size[0] > 500
    return board


async def play_one_action(standin: StandIn, world: World, rng: random.Random,
                          passing: bool, check_stale: bool = False) -> tuple[str, int]:
    """One action by the current player; returns (button label, clicks used).

    With ``check_stale``, the used private menu is clicked again afterwards: it must refuse."""
    board = latest_board(world)
    before = move_of(board)
    user = current_user(world, board)
    buttons = [b for b in board.buttons if b.label != "My caravan"]
    labels = [b.label for b in buttons]
    end = next(b for b in buttons if b.label.startswith("End turn"))
    others = [b for b in buttons if b is not end]
    goods = [b for b in others if b.label in GOODS_BUTTONS]
    if passing or not others or rng.random() < 0.15:
        choice = end
    else:  # favour goods actions so the game gets to pick-ups, thefts and deliveries
        choice = rng.choice(goods if goods and rng.random() < 0.7 else others)
    ix = await standin.click(user, board, choice.custom_id)
    clicks = 1
    if choice is end:
        await ix.wait_ack()
        reply = await ix.wait_response()
        if "Yes, pass and end the game" in [b.label for b in reply.buttons]:
            ix = await standin.click(user, reply, label="Yes, pass and end the game")
            clicks += 1
        await wait_move(standin, world, before)
        return "End turn", clicks
    menu = await ix.wait_response()
    assert menu.ephemeral and menu.visible_to == user.id
    assert menu.attachments, "a private image highlights the choices"
    while True:
        assert clicks < 3 or not menu.selects, labels
        edits = len(menu.edits)
        if menu.selects:
            for select in menu.selects:
                assert 1 <= len(select.options) <= 25
            deliveries = [(sel, o["value"]) for sel in menu.selects for o in sel.options
                          if "deliver" in o["label"]]
            if deliveries:  # a clicker with a little sense: deliver when it can
                select, value = rng.choice(deliveries)
            else:
                select = rng.choice(menu.selects)
                value = rng.choice(select.option_values)
            ix = await standin.select(user, menu, select.custom_id, [value])
        else:
            (act,) = menu.buttons
            ix = await standin.click(user, menu, act.custom_id)
        clicks += 1
        await ix.wait_ack()
        if ix.response_type == 7:  # the next step replaced the menu in place
            continue
        if ix.response_type == 6:  # acknowledged, then the menu is edited into the next step
            await standin.wait_until(lambda e=edits: len(menu.edits) > e, 10, "the menu's next step")
            continue
        await wait_move(standin, world, before)
        done = await ix.wait_response()
        assert done.content.startswith("✅"), done.content
        if check_stale and menu.selects:
            select = menu.selects[0]
            again = await standin.select(user, menu, select.custom_id, [select.option_values[0]])
            refused = await again.wait_response()
            assert refused.ephemeral and "out of date" in refused.content
            assert move_of(latest_board(world)) == before + 1
        return choice.label, clicks


async def test_a_whole_caravan_game_with_buttons_and_selects(standin: StandIn, world: World,
                                                             make_bot, tmp_path: Path) -> None:
    bot = await make_bot(sync=True)
    players = [world.alice, world.bob]
    board = await open_game(standin, world, players)
    first = current_user(world, board)
    assert first.id in board.notified_user_ids  # the player to act is pinged

    # Someone else clicking is told whose turn it is; nothing changes.
    other = next(u for u in players if u is not first)
    ix = await standin.click(other, board, board.buttons[0].custom_id)
    reply = await ix.wait_response()
    assert reply.ephemeral and "turn" in reply.content and first.name in reply.content
    assert move_of(latest_board(world)) == move_of(board)

    # Typed path: autocomplete offers only legal spaces; bad input is explained.
    choices = await standin.autocomplete(first, world.channel, "caravan place", focused="to", to="c")
    assert [c["value"] for c in choices] == [f"C{r}" for r in range(1, 8)]
    assert await standin.autocomplete(other, world.channel, "caravan place", focused="to", to="") == []
    ix = await standin.slash(first, world.channel, "caravan place", to="C9")
    bad = await ix.wait_response()
    assert bad.ephemeral and "C9 is not a space: use A–G and 1–7" in bad.content

    # The first action, typed: the first turn has one action, so a new board pings the other.
    ix = await standin.slash(first, world.channel, "caravan place", to=choices[2]["value"])
    placed = await ix.wait_response()
    assert placed.ephemeral and placed.content.startswith("✅ Place camel on C3"), placed.content
    board = await wait_move(standin, world, move_of(board))
    assert current_user(world, board) is other and other.id in board.notified_user_ids
    assert f"{first.name} placed a camel on C3 (1 action)." in board.text  # the public log

    # The private "My caravan" view.
    ix = await standin.click(first, board, label="My caravan")
    hand = await ix.wait_response()
    assert hand.ephemeral and "Camels: 4 in your supply, 1 on the board" in hand.content

    rng = random.Random(20261121)
    used: dict[str, int] = {}
    turns = 0
    passes = 0
    while "Game over" not in latest_board(world).content:
        board = latest_board(world)
        passing = turns >= PLAY_TURNS
        label, clicks = await play_one_action(standin, world, rng, passing,
                                              check_stale=turns == 3)
        assert clicks <= 3
        used[label] = used.get(label, 0) + 1
        after = latest_board(world)
        if after is not board:  # a new turn posts a new board that pings the next player
            turns += 1
            if "Game over" not in after.content:
                assert current_user(world, after).id in after.notified_user_ids
        if passing:
            passes += 1
            assert passes <= len(players) + 1

    final = latest_board(world)
    assert "Final standings" in final.text and not [b for b in final.buttons if "Camel" in (b.label or "")]
    state = db_state(bot.database_path)
    assert state["over"] and state["end_reason"] == "all_passed"
    assert {"Camel", "End turn"} <= set(used), used
    # The stale-menu guard: the lobby is closed and old boards refuse clicks.
    old = board_messages(world)[0]
    if old.buttons:
        ix = await standin.click(first, old, old.buttons[0].custom_id)
        refused = await ix.wait_response()
        assert refused.ephemeral
