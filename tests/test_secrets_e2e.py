"""Secrets and state through the real bot and the Discord stand-in (issue 28): taking back a
secret move never words it in public, and an Undo button takes back the move it was offered
for — once, however often it is clicked."""

from __future__ import annotations

import asyncio

import pytest

from games.catan import ENGINE as CATAN
from standin.driving import acked, answered, db_game, latest_board, open_table, play_value

pytestmark = pytest.mark.e2e


async def test_taking_back_a_secret_split_tells_the_table_only_that_it_was_taken_back(
        standin, world, make_bot):
    """The Champions split is secret and may be changed until the race starts: taken back, the
    board says only that a secret move was; a placed bid is final (caravane.md) and its undo
    is refused, saying so, without wording it in public either."""
    bot = await make_bot()
    alice, bob, _ = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane",
                             variant="champions")
    click = await standin.click(alice, board, label="Set up gourds")
    modal = await click.wait_modal()
    ids = [f.custom_id for f in modal.fields]
    reply = await answered(await standin.submit_modal(
        alice, modal, dict(zip(ids, ["15 25 20", "3 1 2"], strict=True))))
    assert reply.ephemeral and "locked in" in reply.text, reply.text
    undone = await answered(await standin.slash(alice, world.channel, "table undo"))
    # The player's own answer words the move; the public board only says one was taken back.
    assert "Taken back" in undone.text and "15/25/20" in undone.text, undone.text
    board = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and "took back" in b.text and b, 15,
        "the board saying the split was taken back")
    public = " ".join(m.text for m in standin.channel_messages(world.channel)
                      if not m.ephemeral)
    assert f"{alice.name} took back their secret move" in board.text, board.text
    assert "15/25/20" not in public and "3 1 2" not in public and "15 25 20" not in public
    state, _ = db_game(bot.database_path, "caravane")
    assert state["players"][0].get("setup") is None

    # Both split: the race starts; a bid is final.
    for user in (alice, bob):
        board = latest_board(standin, world.channel)
        click = await standin.click(user, board, label="Set up gourds")
        modal = await click.wait_modal()
        ids = [f.custom_id for f in modal.fields]
        await answered(await standin.submit_modal(
            user, modal, dict(zip(ids, ["20 20 20", "1 2 3"], strict=True))))
    board = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and any(
            "Bid" == (btn.label or "") for btn in b.buttons) and b, 15, "the bidding board")
    click = await standin.click(alice, board, label="Bid")
    modal = await click.wait_modal()
    await answered(await standin.submit_modal(alice, modal, {modal.fields[0].custom_id: "7"}))
    refused = await answered(await standin.slash(alice, world.channel, "table undo"))
    assert "final" in refused.text and "Taken back" not in refused.text, refused.text
    public = " ".join(m.text for m in standin.channel_messages(world.channel)
                      if not m.ephemeral)
    assert "Bid 7" not in public and "7 gourd" not in public


async def test_a_double_click_on_undo_takes_back_one_move(standin, world, make_bot):
    bot = await make_bot()
    players = world.players
    await open_table(standin, world.channel, players[0], players[1:], "catan")
    state, version = db_game(bot.database_path, "catan")
    seat = CATAN.to_act(state)[0]
    user = players[seat]
    settle = next(a for a in CATAN.legal_actions(state, seat) if a["type"] == "build_settlement")
    await acked(await standin.slash(user, world.channel, "play",
                                    move=play_value(CATAN, state, version, seat, settle)))
    await standin.wait_until(lambda: db_game(bot.database_path, "catan")[1] > version, 15,
                             "the settlement")
    settled, version = db_game(bot.database_path, "catan")
    road = next(a for a in CATAN.legal_actions(settled, seat) if a["type"] == "build_road")
    reply = await answered(await standin.slash(
        user, world.channel, "play", move=play_value(CATAN, settled, version, seat, road)))
    assert reply.text.startswith("✅") and "↩️ Undo" in [b.label for b in reply.buttons]
    # Two clicks on the road's Undo at once (a double click).
    clicks = await asyncio.gather(standin.click(user, reply, label="↩️ Undo"),
                                  standin.click(user, reply, label="↩️ Undo"))
    for click in clicks:
        await acked(click)
    await standin.wait_until(lambda: db_game(bot.database_path, "catan")[1] > version + 1, 15,
                             "the undo")
    await asyncio.sleep(1.0)  # let a second undo land, if it were to
    back, _ = db_game(bot.database_path, "catan")
    assert back == settled  # the road is gone, the settlement stays


async def test_a_join_racing_the_start_never_starts_a_corrupt_game(standin, world, make_bot):
    import sqlite3

    bot = await make_bot()
    alice, bob, carol = world.players
    for n in range(4):
        channel = world.channel if n == 0 else standin.add_text_channel(world.guild, f"race{n}")
        ix = await acked(await standin.slash(alice, channel, "caravane new"))
        lobby = await ix.wait_response()
        await acked(await standin.click(bob, lobby, label="Join"))
        start, join = await asyncio.gather(standin.click(alice, lobby, label="Start"),
                                           standin.click(carol, lobby, label="Join"))
        await acked(start)
        await acked(join)
        await standin.wait_until(lambda c=channel: any(
            b for b in standin.channel_messages(c) if not b.ephemeral and b.attachments), 15,
            "the first board")
    with sqlite3.connect(bot.database_path) as db:
        rows = db.execute("SELECT id, state, (SELECT COUNT(*) FROM seats s "
                          "WHERE s.game_id = games.id) FROM games").fetchall()
    import json

    for game_id, state, seats in rows:
        assert len(json.loads(state)["players"]) == seats, (game_id, seats)


async def test_one_broken_game_never_holds_up_the_boards_owed_by_others(standin, world, make_bot):
    import sqlite3

    from standin.driving import boards

    # The broken game logs its traceback on purpose.
    bot = await make_bot(fail_on_traceback=False)
    alice, bob, _ = world.players
    other = standin.add_text_channel(world.guild, "other")
    await open_table(standin, world.channel, alice, [bob], "caravane")
    await open_table(standin, other, alice, [bob], "caravane")
    await bot.stop()
    with sqlite3.connect(bot.database_path) as db:
        first, second = [r[0] for r in db.execute(
            "SELECT id FROM games ORDER BY id").fetchall()]
        # The first game broke (its seats and state disagree); both owe a board.
        db.execute("DELETE FROM seats WHERE game_id = ? AND seat = 1", (first,))
        db.execute("UPDATE games SET board_version = board_version - 1")
    before = len(boards(standin, other))
    await bot.start()
    await standin.wait_until(lambda: len(boards(standin, other)) > before, 20,
                             "the healthy game's owed board")


async def test_two_replacements_of_one_seat_at_once_answer_done_once(standin, world, make_bot):
    import sqlite3

    from standin.driving import private_reply

    bot = await make_bot()
    alice, bob, carol = world.players
    dave = standin.add_user("Dave", guild=world.guild)
    await open_table(standin, world.channel, alice, [bob], "caravane")
    asks = await asyncio.gather(
        standin.slash(alice, world.channel, "table replace", player=bob, **{"with": carol}),
        standin.slash(alice, world.channel, "table replace", player=bob, **{"with": dave}))
    answers = [await private_reply(ix, timeout=20) for ix in asks]
    done = [a for a in answers if "now plays" in a]
    assert len(done) == 1, answers
    assert any("no longer holds that seat" in a for a in answers), answers
    winner = carol if carol.name in done[0] else dave
    with sqlite3.connect(bot.database_path) as raw:
        assert raw.execute("SELECT user_id FROM seats WHERE seat = 1").fetchone() == (winner.id,)


async def test_forged_options_of_the_wrong_type_are_answered_like_bad_input(standin, world,
                                                                          make_bot):
    from standin.driving import private_reply

    bot = await make_bot()
    alice, bob, _ = world.players
    await open_table(standin, world.channel, alice, [bob], "caravane")
    forged = [
        ("table log", {"page": "two"}),                  # a string where an integer is declared
        ("table log", {"page": True}),                   # a boolean is no page number either
        ("table replace", {"player": "123456789", "with": str(bob.id)}),  # no such member
        ("table replace", {"player": str(bob.id), "with": 42}),           # not even a snowflake
        ("table settings", {"clock": 48}),               # an integer where a string is declared
    ]
    for command, raw in forged:
        text = await private_reply(await standin.forge_slash(alice, world.channel, command,
                                                             raw=raw), timeout=15)
        assert "something went wrong" not in text.lower(), (command, raw, text)
        assert "option" in text.lower(), (command, raw, text)
    bot.check()  # no traceback in the log
