"""Caravan through the Discord stand-in: a random clicker, the keyboard path and refusals.

The real bot runs as a subprocess against the loopback stand-in. A seeded random clicker
plays a few dozen turns by clicking whatever the bot offers (board button → private menus),
then everyone passes, which ends the game by the rules (all players passed in a row) — after
the bot has asked the last passer to confirm.
"""

from __future__ import annotations

import random
import re

import pytest

from games.caravan import ENGINE
from standin import Message, StandIn, User
from standin.driving import (
    acked,
    board_move,
    db_game,
    follow,
    latest_board,
    open_table,
    private_reply,
    wait_board_move,
)
from standin.fixtures import World

pytestmark = pytest.mark.e2e

PLAY_TURNS = 24  # turns of random play before everyone passes


def current_user(world: World, board: Message) -> User:
    m = re.search(r"<@(\d+)>|\*\*(.+?)\*\*", board.content.split("\n", 1)[1])
    assert m, board.content
    return next(u for u in world.players if str(u.id) == m[1] or u.name == m[2])


def random_pick(rng: random.Random):
    def pick(message: Message):
        if message.selects:
            select = rng.choice(message.selects)
            return "select", select, rng.choice(select.option_values)
        buttons = [b for b in message.buttons if b.label != "Cancel"]
        return "button", rng.choice(buttons), None
    return pick


async def test_random_clicks_the_keyboard_path_and_the_all_pass_end(standin: StandIn, world: World,
                                                                    make_bot) -> None:
    bot = await make_bot()
    players = [world.alice, world.bob]
    board = await open_table(standin, world.channel, players[0], players[1:], "caravan",
                             length="short", camels="5")
    first = current_user(world, board)
    other = next(u for u in players if u is not first)
    # The first board pings whoever moves first, unless that is the host who just started it.
    assert board.notified_user_ids == ([] if first is players[0] else [first.id])

    # Someone else clicking is told whose turn it is; nothing changes.
    reply = await private_reply(await standin.click(other, board, label="Camel"))
    assert "not your turn" in reply and first.name in reply
    assert board_move(latest_board(standin, world.channel)) == board_move(board)

    # Keyboard path: /play's autocomplete lists the mover's legal moves, narrowing as they type.
    choices = await standin.autocomplete(first, world.channel, "play", focused="move",
                                         move="camel")
    assert len(choices) == 25 and all(c["name"].startswith("Place camel on ") for c in choices)
    choices = await standin.autocomplete(first, world.channel, "play", focused="move",
                                         move="c3")
    assert [c["name"] for c in choices] == ["Place camel on C3 (1 action)"], choices
    nothing = await standin.autocomplete(other, world.channel, "play", focused="move",
                                         move="camel")
    assert len(nothing) == 1 and "Not your turn" in nothing[0]["name"]
    bad = await private_reply(await standin.slash(first, world.channel, "play", move="C9"))
    assert "not one of your moves" in bad
    # The first turn has one action: the typed move ends it and a new board pings the other.
    placed = await private_reply(await standin.slash(first, world.channel, "play",
                                                     move=choices[0]["value"]))
    assert placed.startswith("✅ Place camel on C3"), placed
    board = await wait_board_move(standin, world.channel, board_move(board))
    assert current_user(world, board) is other and board.notified_user_ids == [other.id]
    assert f"{first.name} placed a camel on C3 (1 action)." in board.text  # the public log

    # The private "My caravan" view.
    hand = await private_reply(await standin.click(first, board, label="My caravan"))
    assert "Camels: 4 in your supply, 1 on the board" in hand

    rng = random.Random(20261121)
    pick = random_pick(rng)
    turns = 0
    while turns < PLAY_TURNS:
        board = latest_board(standin, world.channel)
        if "Game over" in board.content:  # random passing ended it early (confirmed)
            break
        user = current_user(world, board)
        before = board_move(board)
        groups = [b for b in board.buttons if b.label not in ("My caravan", "End turn")]
        button = rng.choice(groups) if groups and rng.random() < 0.85 else \
            next(b for b in board.buttons if b.label == "End turn")
        ix = await acked(await standin.click(user, board, button.custom_id))
        answer, clicks = await follow(standin, user, ix, pick=pick)
        if answer.content.startswith("Nothing was done"):
            continue
        assert answer.content.startswith("✅"), answer.content
        assert clicks <= 4, clicks
        after = await wait_board_move(standin, world.channel, before)
        if after.id != board.id and "Game over" not in after.content:
            turns += 1
            assert current_user(world, after).id in after.notified_user_ids
            assert user.id not in after.notified_user_ids  # never the one who just acted

    # Everyone passes: the last passer is asked before the game ends.
    passes = 0
    while "Game over" not in latest_board(standin, world.channel).content:
        board = latest_board(standin, world.channel)
        user = current_user(world, board)
        state, _ = db_game(bot.database_path, "caravan")
        asked: list[str] = []

        def confirm(message: Message, asked: list[str] = asked):
            asked.append(message.content)
            return "button", next(b for b in message.buttons if b.label == "Confirm"), None

        ix = await acked(await standin.click(user, board, label="End turn"))
        msg, _ = await follow(standin, user, ix, pick=confirm)
        assert msg.content.startswith("✅ End turn"), msg.content
        ends = ENGINE.view(state, None)["passing_ends_game"]
        assert (asked and "ends the game" in asked[0]) if ends else not asked
        await wait_board_move(standin, world.channel, board_move(board))
        passes += 1
        assert passes <= len(players) + 1
    final = latest_board(standin, world.channel)
    assert "Final standings" in final.text and not final.buttons
    state, _ = db_game(bot.database_path, "caravan")
    assert state["over"] and state["end_reason"] == "all_passed"
    # Old boards refuse clicks, saying the game is over.
    old = [m for m in standin.channel_messages(world.channel) if m.buttons and m is not final][-1]
    refused = await private_reply(await standin.click(first, old, old.buttons[0].custom_id))
    assert "over" in refused or "out of date" in refused


async def test_a_stale_private_menu_is_refused(standin: StandIn, world: World, make_bot) -> None:
    await make_bot()
    board = await open_table(standin, world.channel, world.alice, [world.bob], "caravan",
                             length="short", camels="5")
    user = current_user(world, board)
    # Two menus opened from the same board; one is used, the other is then out of date.
    first = await (await acked(await standin.click(user, board, label="Camel"))).wait_response()
    second = await (await acked(await standin.click(user, board, label="Camel"))).wait_response()
    ix = await acked(await standin.select(user, first, first.selects[0].custom_id,
                                          [first.selects[0].option_values[0]]))
    if ix.response_type == 6 or ix.response_type == 7:
        await standin.wait_until(lambda: any(b.label == "Confirm" for b in first.buttons) or
                                 first.content.startswith("✅"), 10, "the menu's next step")
    if any(b.label == "Confirm" for b in first.buttons):
        await acked(await standin.click(user, first, label="Confirm"))
    await standin.wait_until(lambda: first.content.startswith("✅"), 10, "the move")
    ix = await acked(await standin.select(user, second, second.selects[0].custom_id,
                                          [second.selects[0].option_values[0]]))
    refused = await ix.wait_response()
    assert "out of date" in refused.content and refused.ephemeral
