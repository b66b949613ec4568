"""/table watch through the real bot and the Discord stand-in: a spectator is mentioned on each
new turn message (never on edits), gets no acting rights, and stops with the same command."""

from __future__ import annotations

import pytest

from games.catan import ENGINE
from standin.driving import acked, db_game, latest_board, open_table, play_value, private_reply

pytestmark = pytest.mark.e2e


async def test_a_spectator_is_told_of_new_turns_until_they_stop(standin, world, make_bot):
    bot = await make_bot()
    alice, bob, carol = world.players
    await open_table(standin, world.channel, alice, [bob], "catan")
    seated = await private_reply(await standin.slash(alice, world.channel, "table watch"))
    assert "You are playing" in seated
    on = await private_reply(await standin.slash(carol, world.channel, "table watch"))
    assert on.startswith("👀 You are watching")

    state, version = db_game(bot.database_path, "catan")
    seats = {0: alice, 1: bob}  # the host sits first, then who joined

    async def play(kind: str) -> None:
        nonlocal state, version
        seat = ENGINE.to_act(state)[0]
        move = next(a for a in ENGINE.legal_actions(state, seat) if a["type"] == kind)
        await acked(await standin.slash(seats[seat], world.channel, "play",
                                        move=play_value(ENGINE, state, version, seat, move)))
        await standin.wait_until(lambda v=version: db_game(bot.database_path, "catan")[1] > v,
                                 15, f"the {kind}")
        state, version = db_game(bot.database_path, "catan")

    # The first player's settlement is an edit (no new message), the road hands over: a new
    # message that pings the next player and mentions the spectator.
    first = latest_board(standin, world.channel)
    await play("build_settlement")
    assert latest_board(standin, world.channel).id == first.id
    await play("build_road")
    turn = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and b.id != first.id and b, 15,
        "the next player's board")
    assert carol.id in turn.notified_user_ids and f"<@{carol.id}>" in turn.content
    # Watching gives no seat: carol's buttons are refused and change nothing.
    refused = await private_reply(await standin.click(carol, turn, label="Place settlement"))
    assert "not" in refused.lower()
    assert db_game(bot.database_path, "catan")[1] == version

    off = await private_reply(await standin.slash(carol, world.channel, "table watch"))
    assert "stopped watching" in off
    for _ in range(2):  # the snake: the next player places twice, then hands back
        await play("build_settlement")
        await play("build_road")
    later = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and b.id != turn.id and b, 15,
        "the board after the next hand-over")
    assert carol.id not in later.notified_user_ids and f"<@{carol.id}>" not in later.content
