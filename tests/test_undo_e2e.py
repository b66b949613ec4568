"""/table undo through the real bot and the Discord stand-in: a set-up settlement is taken
back (the stored game returns to where it was, the board is edited in place and says so);
moves stay once another player has moved after them, and a roll never comes back."""

from __future__ import annotations

import pytest

from games.catan import ENGINE
from standin.driving import (
    acked,
    answered,
    db_game,
    latest_board,
    open_table,
    play_value,
    private_reply,
)

pytestmark = pytest.mark.e2e


async def test_a_settlement_is_taken_back_but_a_finished_turn_is_not(standin, world, make_bot):
    bot = await make_bot()
    players = world.players
    board = await open_table(standin, world.channel, players[0], players[1:], "catan")
    start, version = db_game(bot.database_path, "catan")
    seat = ENGINE.to_act(start)[0]
    user = players[seat]
    boards_before = len([m for m in standin.channel_messages(world.channel) if not m.ephemeral])

    settle = next(a for a in ENGINE.legal_actions(start, seat) if a["type"] == "build_settlement")
    done = await private_reply(await standin.slash(
        user, world.channel, "play", move=play_value(ENGINE, start, version, seat, settle)))
    assert done.startswith("✅"), done
    placed, placed_version = db_game(bot.database_path, "catan")
    assert placed["node_owner"][settle["node"]] == seat

    # Someone else cannot take it back; its owner can.
    other = players[(seat + 1) % len(players)]
    refused = await private_reply(await standin.slash(other, world.channel, "table undo"))
    assert "nothing of yours to take back" in refused
    answer = await private_reply(await standin.slash(user, world.channel, "table undo"))
    assert answer.startswith("↩️ Taken back"), answer
    back, back_version = db_game(bot.database_path, "catan")
    assert back == start and back_version == placed_version + 1
    board = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and "took back" in b.text and b, 15,
        "the board saying the move was taken back")
    assert f"{user.name} took back" in board.text
    # Edited in place: the same player still acts, so no new message and no ping.
    assert len([m for m in standin.channel_messages(world.channel) if not m.ephemeral]) \
        == boards_before

    # Settlement and road hand the set-up to the next player: still Alice's to take back
    # while the next player has not moved; once they have, hers stay.
    state, version = back, back_version

    async def play(who: int, kind: str) -> None:
        nonlocal state, version
        move = next(a for a in ENGINE.legal_actions(state, who) if a["type"] == kind)
        await acked(await standin.slash(players[who], world.channel, "play",
                                        move=play_value(ENGINE, state, version, who, move)))
        await standin.wait_until(lambda v=version: db_game(bot.database_path, "catan")[1] > v,
                                 15, f"the {kind}")
        state, version = db_game(bot.database_path, "catan")

    await play(seat, "build_settlement")
    await play(seat, "build_road")
    assert ENGINE.to_act(state) != [seat]
    answer = await private_reply(await standin.slash(user, world.channel, "table undo"))
    assert answer.startswith("↩️ Taken back: Build a road"), answer
    state, version = db_game(bot.database_path, "catan")
    assert ENGINE.to_act(state) == [seat]
    await play(seat, "build_road")
    nxt = ENGINE.to_act(state)[0]
    await play(nxt, "build_settlement")
    mine = await private_reply(await standin.slash(user, world.channel, "table undo"))
    assert "nothing of yours to take back" in mine

    # A roll reveals the dice: never taken back.
    while state["phase"] == "setup":
        who = ENGINE.to_act(state)[0]
        await play(who, "build_settlement" if state["setup_node"] < 0 else "build_road")
    roller = ENGINE.to_act(state)[0]
    await play(roller, "roll")
    barrier = await private_reply(await standin.slash(players[roller], world.channel,
                                                      "table undo"))
    assert "can no longer be taken back" in barrier and "Roll" in barrier, barrier
    assert db_game(bot.database_path, "catan") == (state, version)


async def test_the_answer_to_a_move_offers_undo_and_it_works(standin, world, make_bot):
    bot = await make_bot()
    players = world.players
    await open_table(standin, world.channel, players[0], players[1:], "catan")
    start, version = db_game(bot.database_path, "catan")
    seat = ENGINE.to_act(start)[0]
    settle = next(a for a in ENGINE.legal_actions(start, seat) if a["type"] == "build_settlement")
    reply = await answered(await standin.slash(
        players[seat], world.channel, "play", move=play_value(ENGINE, start, version, seat, settle)))
    assert reply.ephemeral and reply.text.startswith("✅")
    assert "↩️ Undo" in [b.label for b in reply.buttons]
    # Someone else's click on it would be refused; its owner's takes the move back.
    undone = await answered(await standin.click(players[seat], reply, label="↩️ Undo"))
    assert "Taken back" in undone.text, undone.text
    assert db_game(bot.database_path, "catan")[0] == start
