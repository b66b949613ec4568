"""The table's edges, through the real bot and the Discord stand-in (issue 11, item 5):

- cancelling a game or a lobby asks first, privately, and "no" changes nothing;
- resigning asks first on every path (``/table resign`` and ``/play``);
- ``/table board`` after a game ended: the final board (no buttons, no pings), or nothing
  for a cancelled one;
- a personal move (Champions' "Keep my bid") is offered only to the players it concerns;
- ``/play`` out of turn explains whose turn it is, and choosing that changes nothing;
- a lone Caravane straggler's bids are played by the table, and the board says so.

Outcomes are checked in the messages the stand-in saw and in the bot's SQLite file.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from standin.driving import acked, boards, latest_board, open_table, private_reply, wait_new_board
from table.core import AUTO_ACTOR

pytestmark = pytest.mark.e2e


def db_rows(path: Path, sql: str, *args: object) -> list[tuple]:
    with sqlite3.connect(path) as db:
        return db.execute(sql, args).fetchall()


def game_status(path: Path) -> tuple[str, int]:
    (status, version), = db_rows(path, "SELECT status, version FROM games ORDER BY id DESC LIMIT 1")
    return status, version


async def question_to(standin, user, channel, command: str, **options):
    """A slash command whose answer is a private question; returns that message."""
    message = await (await acked(await standin.slash(user, channel, command, **options))).wait_response()
    assert message.ephemeral, message.text
    return message


async def click_reply(standin, user, message, label: str) -> str:
    """Click ``label`` on a private message; the text the answer leaves there (a deferred
    answer edits the message a moment after the click is acknowledged)."""
    before = message.text
    ix = await acked(await standin.click(user, message, label=label))
    await ix.wait_response()
    return (await standin.wait_until(
        lambda: (m := ix.message) is not None and not m.loading and m.text != before and m, 10,
        f"the answer to {label!r}")).text


def public_texts(standin, channel) -> list[str]:
    return [m.text for m in standin.channel_messages(channel) if not m.ephemeral]


async def test_cancelling_asks_first_and_no_changes_nothing(standin, world, make_bot):
    bot = await make_bot()
    alice, bob, _ = world.players
    # A lobby's Cancel button asks its host privately.
    lobby = await (await acked(await standin.slash(alice, world.channel, "caravane new"))).wait_response()
    ask = await (await acked(await standin.click(alice, lobby, label="Cancel"))).wait_response()
    assert ask.ephemeral and "Close the Caravane lobby" in ask.text
    assert await click_reply(standin, alice, ask, "No, keep it") == "Nothing was done."
    assert game_status(bot.database_path)[0] == "lobby"
    # Someone who may not cancel is not even asked.
    refused = await private_reply(await standin.slash(bob, world.channel, "table cancel"))
    assert "Only the host" in refused
    ask = await question_to(standin, alice, world.channel, "table cancel")
    assert "is cancelled" in await click_reply(standin, alice, ask, "Yes, cancel it")
    assert game_status(bot.database_path)[0] == "cancelled"
    await standin.wait_until(lambda: any("was cancelled by" in t for t in public_texts(
        standin, world.channel)), 10, "the public announcement")

    # A running game: asked, kept, asked again, cancelled; the question names the game.
    board = await open_table(standin, world.channel, alice, [bob], "caravane")
    bid = board.component(None, label="Bid").custom_id
    status, version = game_status(bot.database_path)
    ask = await question_to(standin, world.gm, world.channel, "table cancel")
    assert "Cancel the Caravane game" in ask.text and "cannot be resumed" in ask.text
    assert await click_reply(standin, world.gm, ask, "No, keep it") == "Nothing was done."
    assert game_status(bot.database_path) == ("active", version)
    posted = len(standin.channel_messages(world.channel))
    ask = await question_to(standin, world.gm, world.channel, "table cancel")
    twice = await question_to(standin, alice, world.channel, "table cancel")  # the host too
    assert "is cancelled" in await click_reply(standin, world.gm, ask, "Yes, cancel it")
    assert game_status(bot.database_path)[0] == "cancelled"
    await standin.wait_until(lambda: len(standin.channel_messages(world.channel)) > posted, 10,
                             "the announcement")
    # The second question, answered late, cancels nothing more.
    assert "already ended" in await click_reply(standin, alice, twice, "Yes, cancel it")
    # The cancelled board offers no moves any more (issue 28, item 19)...
    await standin.wait_until(lambda: not standin.messages[board.id].buttons, 10,
                             "the cancelled board's buttons to go")
    # ...and a click that was on its way (or forged) is told the game is over.
    late = await private_reply(await standin.forge_click(alice, world.channel, bid,
                                                         message=board))
    assert "over" in late
    # /table replay says the game was cancelled, not that it is still running.
    text = await private_reply(await standin.slash(bob, world.channel, "table replay"))
    assert "was cancelled" in text and "still running" not in text, text
    # /table board after a cancelled game: said privately, nothing posted.
    posted = len(standin.channel_messages(world.channel))
    text = await private_reply(await standin.slash(bob, world.channel, "table board"))
    assert "was cancelled" in text and "live" not in text
    assert len(standin.channel_messages(world.channel)) == posted


async def test_resigning_asks_on_every_path_and_the_final_board_comes_back(standin, world,
                                                                          make_bot):
    bot = await make_bot()
    alice, bob, _ = world.players
    await open_table(standin, world.channel, alice, [bob], "caravane")
    _, version = game_status(bot.database_path)
    ask = await question_to(standin, bob, world.channel, "table resign")
    assert "for good" in ask.text and {"Confirm", "Cancel"} <= {b.label for b in ask.buttons}
    assert await click_reply(standin, bob, ask, "Cancel") == "Nothing was done."
    # /play's "Resign" asks the same question; nothing is applied by choosing it.
    choices = await standin.autocomplete(bob, world.channel, "play", focused="move", move="resi")
    resign = next(c for c in choices if c["name"].startswith("Resign"))
    ask = await question_to(standin, bob, world.channel, "play", move=resign["value"])
    assert "for good" in ask.text
    assert game_status(bot.database_path) == ("active", version)
    assert "Resign" in await click_reply(standin, bob, ask, "Confirm")
    # Two players, one resigned: the game is over.
    await standin.wait_until(lambda: game_status(bot.database_path)[0] == "finished", 10,
                             "the game to end")
    final = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and "Game over" in b.text and b, 15,
        "the final board")
    # /table board now posts the final board again: no buttons, nobody pinged.
    text = await private_reply(await standin.slash(bob, world.channel, "table board"))
    assert "final board" in text and "live" not in text
    again = await wait_new_board(standin, world.channel, final)
    assert "Game over" in again.text and again.buttons == [] and again.notified_user_ids == []


async def test_keep_my_bid_is_offered_only_to_those_a_food_bag_reopened(standin, world, make_bot):
    await make_bot()
    alice, bob, carol = world.players
    board = await open_table(standin, world.channel, alice, [bob, carol], "caravane",
                             variant="champions")
    for user, bags in ((alice, "1 2 3"), (bob, "3 2 1"), (carol, "2 1 3")):
        await private_reply(await standin.slash(user, world.channel, "caravane setup",
                                                tiers="15 25 20", bags=bags))
    board = await wait_new_board(standin, world.channel, board)
    await private_reply(await standin.slash(alice, world.channel, "caravane bid", amount="3"))
    # Bob announces his food bag: Alice's bid reopens; Carol has not bid yet.
    await private_reply(await standin.slash(bob, world.channel, "caravane bid-bag", amount="1"))
    board = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and "food bag" in b.text and b, 15,
        "the board after the announcement")
    labels = [b.label for b in board.buttons]
    assert "Bid" in labels and "Keep my bid" not in labels  # nobody else needs to see it
    # Carol's Bid opens her form at once: nothing to keep.
    carol_bid = await acked(await standin.click(carol, board, label="Bid"))
    assert carol_bid.response_type == 9
    # Bob (his bid is placed) is told it is not his turn.
    assert "not your turn" in await private_reply(await standin.click(bob, board, label="Bid"))
    # Alice's Bid offers her both: bid again, or keep.
    menu = await (await acked(await standin.click(alice, board, label="Bid"))).wait_response()
    assert menu.ephemeral and {"Secret bid", "Keep my bid"} <= {b.label for b in menu.buttons}
    assert "You keep your bid" in await click_reply(standin, alice, menu, "Keep my bid")
    modal = await carol_bid.wait_modal()
    await private_reply(await standin.submit_modal(carol, modal, {modal.fields[0].custom_id: "2"}))
    reveal = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and "rank" in b.text and b, 15,
        "the reveal")
    assert f"{alice.name} bid 3" in reveal.text and f"{bob.name} bid 1 + food bag 3" in reveal.text


async def test_play_out_of_turn_says_whose_turn_it_is_and_changes_nothing(standin, world,
                                                                         make_bot):
    bot = await make_bot()
    alice, bob, _ = world.players
    await open_table(standin, world.channel, alice, [bob], "caravane")
    await private_reply(await standin.slash(alice, world.channel, "caravane bid", amount="2"))
    _, version = game_status(bot.database_path)
    choices = await standin.autocomplete(alice, world.channel, "play", focused="move", move="")
    assert choices[0]["name"].startswith("Not your turn") and bob.name in choices[0]["name"]
    # A bid typed into its command out of turn is refused in the same words.
    text = await private_reply(await standin.slash(alice, world.channel, "caravane bid",
                                                   amount="1"))
    assert "not your turn" in text and bob.name in text
    text = await private_reply(await standin.slash(alice, world.channel, "play",
                                                   move=choices[0]["value"]))
    assert "not your turn" in text and bob.name in text
    assert game_status(bot.database_path) == ("active", version)


async def test_a_lone_straggler_is_moved_by_the_table_and_the_board_says_so(standin, world,
                                                                           make_bot):
    """Two drivers: Amélie bids 1 and Bjørn 0 every round, so she gains two squares to his
    one and reaches the palace (16) in round 8 with him on 8. Alone, any bid moves him one
    square: the table bids for him, at once, to the palace, and stage 2 begins."""
    bot = await make_bot()
    alice, bob, _ = world.players
    await open_table(standin, world.channel, alice, [bob], "caravane")
    for _ in range(8):
        await private_reply(await standin.slash(bob, world.channel, "caravane bid", amount="0"))
        await private_reply(await standin.slash(alice, world.channel, "caravane bid", amount="1"))
    auto = await standin.wait_until(
        lambda: len(rows := db_rows(bot.database_path,
                                    "SELECT seat, user_id, action FROM actions WHERE user_id = ?",
                                    AUTO_ACTOR)) == 8 and rows, 15, "eight forced bids")
    assert {(seat, json.loads(action)["amount"]) for seat, _, action in auto} == {(1, 0)}
    (state,), = db_rows(bot.database_path, "SELECT state FROM games")
    assert json.loads(state)["stage"] == 2
    board = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and "Stage 2" in b.text and b, 15,
        "the stage 2 board")
    said = [m.text for m in boards(standin, world.channel)]
    assert any(f"Played automatically for {bob.name}" in text for text in said)
    # Bjørn clicked none of it: the new stage pings him; Amélie's own bid set it going.
    assert board.notified_user_ids == [bob.id]


async def test_a_game_saved_waiting_on_a_straggler_moves_on_at_start_up(standin, world,
                                                                       make_bot, tmp_path):
    """A game saved before the table knew forced moves, waiting on a lone straggler: at
    start-up the table plays their bids and posts the board."""
    from games.caravane import ENGINE
    from store import Store

    alice, bob, _ = world.players
    path = tmp_path / "caravanserai.db"
    store = await Store.open(path)
    game = await store.create_game(guild_id=world.guild.id, channel_id=world.channel.id,
                                   kind="caravane", host_id=alice.id, host_name=alice.name,
                                   host_colour="red", options={}, seed=5)
    await store.add_seat(game.id, bob.id, bob.name, ("red", "blue"), 5)
    state = ENGINE.new(2, 5)
    state["players"][0]["pos"], state["players"][1]["pos"] = 16, 12  # she arrived; he is on 12
    await store.start(game.id, state, game.version)
    await store.close()
    bot = await make_bot(database_path=path)
    board = await standin.wait_until(
        lambda: (b := boards(standin, world.channel)) and "Stage 2" in b[-1].text and b[-1], 20,
        "the stage 2 board")
    assert f"Played automatically for {bob.name}" in board.text
    assert [r[0] for r in db_rows(bot.database_path, "SELECT user_id FROM actions")] == \
        [AUTO_ACTOR] * 4  # 12 → 16, one square a round
