"""AI seats through the real bot process and the Discord stand-in (issue 25): a whole game of
one person against AI seats finishes; the lobby's Add AI / Remove AI and ``/<game> new ai:``;
a turn clock runs out and the AI takes over, then the seat is handed back; an absent player's
seat is played by the AI until their own next move; a seat is given to the AI; an AI move
waiting when the bot is killed is made once after the restart — and no ping, reminder or
direct message ever goes to a seat the AI plays.

Caravane is the game: the one whose AI players this branch has (the others' come with their
own branches; the table's part is the same for every game)."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3

import pytest

from bench.channel_noise import words_for
from games.ai.completion import concrete
from games.caravane import ENGINE
from games.registry import engine as engine_of
from standin.driving import (
    acked,
    board_move,
    boards,
    db_game,
    latest_board,
    open_table,
    play_value,
    private_reply,
    submit_form,
)
from table.ai import actor_level, own_players

pytestmark = pytest.mark.e2e

FAST = {"AI_MOVE_DELAY": "0", "REMIND_AFTER_HOURS": "0", "AI_PROCESSES": "1"}
HOURS_49 = 49 * 3600


def rows(path) -> list[tuple[int, int, dict]]:
    with sqlite3.connect(path) as raw:
        return [(s, u, json.loads(a)) for s, u, a in raw.execute(
            "SELECT seat, user_id, action FROM actions ORDER BY seq")]


def seats(path) -> list[tuple[str, int, str, str | None]]:
    with sqlite3.connect(path) as raw:
        return raw.execute("SELECT holder_kind, user_id, display_name, level FROM seats "
                           "ORDER BY game_id DESC, seat").fetchall()


def waiting(path) -> list[int]:
    state, _ = db_game(path, "caravane")
    return [] if ENGINE.is_over(state) else ENGINE.to_act(state)


async def play_a_move(standin, bot, channel, user, seat: int, rng: random.Random) -> None:
    """The person's move, as a player makes it with /play (a form for a bid): a random legal
    one, never resigning."""
    state, version = db_game(bot.database_path, "caravane")
    listed = [a for a in ENGINE.legal_actions(state, seat) if a["type"] != "resign"]
    rng.shuffle(listed)
    for option in listed:
        action = concrete(ENGINE, state, seat, option, rng)
        if action is None:
            continue
        if action.get("type") == "bid":  # keep bids small: a long game is a slow test
            action = {**action, "amount": min(action["amount"], 2)}
        ix = await acked(await standin.slash(user, channel, "play",
                                             move=play_value(ENGINE, state, version, seat,
                                                             option)))
        if ix.response_type == 9:
            ix = await standin.submit_modal(user, ix.modal, {
                f.custom_id: words_for("caravane", action.get(f.custom_id, ""))
                for f in ix.modal.fields})
        text = await private_reply(ix)
        assert text.startswith("✅"), text
        return
    raise AssertionError(f"no move for seat {seat}")


async def test_one_person_against_ai_seats_plays_a_whole_game_to_its_end(standin, world,
                                                                        make_bot):
    bot = await make_bot(env=FAST)
    alice = world.alice
    ix = await acked(await standin.slash(alice, world.channel, "caravane new", ai=2,
                                         level="casual", variant="standard"))
    lobby = await ix.wait_response()
    assert "🤖 Casual" in lobby.text and "🤖 Casual 2" in lobby.text
    await acked(await standin.click(alice, lobby, label="Start"))
    await standin.wait_until(lambda: boards(standin, world.channel), 15, "the first board")
    rng = random.Random(25)
    moves = 0
    while True:
        # The AI seats move by themselves; the game then waits for Alice (or is over).
        await standin.wait_until(lambda: waiting(bot.database_path) in ([], [0]), 30,
                                 "the AI seats to move")
        if not waiting(bot.database_path):
            break
        before = board_move(latest_board(standin, world.channel))
        await play_a_move(standin, bot, world.channel, alice, 0, rng)
        moves += 1
        assert moves < 200, "the game does not end"
        await standin.wait_until(
            lambda b=before: board_move(latest_board(standin, world.channel)) > b, 15,
            "the board after Alice's move")
    final = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and "Game over" in b.text and b, 20,
        "the final board")
    assert "🤖 Casual" in final.text  # the standings name the AI seats
    logged = rows(bot.database_path)
    assert {actor_level(u) for s, u, _ in logged if s in (1, 2) and u} == {"casual"}
    assert all(u == alice.id for s, u, _ in logged if s == 0 and u > 0)
    # Nobody but Alice was ever pinged, and a new board came only when she had to act.
    public = [m for m in standin.channel_messages(world.channel) if not m.ephemeral]
    assert all(set(m.notified_user_ids) <= {alice.id} for m in public)
    posted = boards(standin, world.channel)
    assert all(m.notified_user_ids == [alice.id] for m in posted[1:-1]), [
        (m.notified_user_ids, m.text[:80]) for m in posted]
    assert len(posted) <= moves + 2 and moves >= 5, (len(posted), moves)
    # The log says who played what.
    log = await private_reply(await standin.slash(alice, world.channel, "table log"))
    assert "🤖 Casual" in log
    # /stats: the AI's level has one row of its own (two seats of it count once), beside Alice.
    ix = await acked(await standin.slash(alice, world.channel, "stats"))
    standings = (await ix.wait_response()).text
    assert "Caravane · 1 game" in standings and alice.name in standings
    assert standings.count("🤖 Casual") == 1 and "🤖 Casual 2" not in standings, standings


async def test_the_host_fills_and_empties_chairs_in_the_lobby_and_gives_a_seat_to_the_ai(
        standin, world, make_bot):
    bot = await make_bot(env=FAST)
    alice, bob, carol = world.players
    ix = await acked(await standin.slash(alice, world.channel, "caravane new", ai=1,
                                         level="hard"))
    lobby = await ix.wait_response()
    assert "🤖 Hard" in lobby.text
    # Only the host adds the AI; the host picks its level privately.
    refused = await private_reply(await standin.click(bob, lobby, label="Add AI"))
    assert "Only the host" in refused
    chooser_ix = await acked(await standin.click(alice, lobby, label="Add AI"))
    chooser = await chooser_ix.wait_response()
    assert chooser.ephemeral and [b.label for b in chooser.buttons] == [
        "Casual", "Standard", "Hard"]
    picked = await acked(await standin.click(alice, chooser, label="Casual"))
    assert picked.response_type == 7  # the chooser itself says so, and stays
    await standin.wait_until(lambda: "🤖 Casual" in lobby.text, 10, "the lobby to show it")
    assert "took a seat" in chooser.text
    await acked(await standin.click(alice, lobby, label="Remove AI"))
    await standin.wait_until(lambda: "🤖 Casual" not in lobby.text, 10, "the AI to leave")
    await acked(await standin.click(bob, lobby, label="Join"))
    await acked(await standin.click(carol, lobby, label="Join"))
    await acked(await standin.click(alice, lobby, label="Start"))
    board = await standin.wait_until(lambda: boards(standin, world.channel), 15, "the board")
    assert set(board[0].notified_user_ids) == {bob.id, carol.id}
    # Carol's seat goes to the AI: she is out, the AI plays it; the last person's may not.
    done = await private_reply(await standin.slash(alice, world.channel, "table replace",
                                                   player=carol, ai="standard"), timeout=20)
    assert "🤖 Standard now plays" in done
    assert [s[0] for s in seats(bot.database_path)] == ["person", "ai", "person", "ai"]
    assert seats(bot.database_path)[3][2:] == ("🤖 Standard", "standard")
    out = await private_reply(await standin.slash(carol, world.channel, "table hand"))
    assert "not playing" in out.lower()
    both = await private_reply(await standin.slash(alice, world.channel, "table replace",
                                                   player=bob, ai="casual", **{"with": carol}))
    assert "one of the two" in both
    await standin.wait_until(
        lambda: {s for s, u, _ in rows(bot.database_path) if u < 0} >= {1, 3}, 20,
        "both AI seats to bid")


async def test_a_late_player_is_covered_by_the_ai_and_gets_the_seat_back(standin, world,
                                                                          make_bot):
    """A clock runs out; "AI takes over"; the AI bids for Bob round after round — he is never
    pinged nor reminded meanwhile — until /table handback; then his own bids are his."""
    bot = await make_bot(env={**FAST, "REMIND_AFTER_HOURS": "0.0006"})  # reminders after ~2 s
    alice, bob, _ = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane")
    await private_reply(await standin.slash(alice, world.channel, "table settings",
                                            clock="48h"))
    await submit_form(standin, alice, board, "Bid", ["1"])
    with sqlite3.connect(bot.database_path) as raw:
        await standin.wait_until(lambda: raw.execute(
            "SELECT COUNT(*) FROM jobs WHERE kind = 'clock'").fetchone()[0] == 1, 15,
            "Bob's clock")
    await bot.stop()
    with sqlite3.connect(bot.database_path) as raw:
        raw.execute("UPDATE jobs SET due_at = due_at - ?, since = since - ? WHERE kind = 'clock'",
                    (HOURS_49, HOURS_49))
    await bot.start()
    message = await standin.wait_for_message(
        world.channel, lambda m: m.text.startswith("⏰") and "turn clock" in m.text, timeout=20)
    assert [b.label for b in message.buttons][:2] == ["Play for them: Secret bid",
                                                      "AI takes over"]
    await acked(await standin.click(alice, message, label="AI takes over"))
    await standin.wait_until(lambda: "let the AI play" in message.text and not message.buttons,
                             15, "the clock message to say so")
    covered_from = len(standin.channel_messages(world.channel))
    # The AI bids for Bob; the next round waits on Alice alone, and on the board Bob's seat
    # says who plays it.
    await standin.wait_until(lambda: any(s == 1 and u < 0 for s, u, _ in rows(
        bot.database_path)), 20, "the AI's bid for Bob")
    await standin.wait_until(lambda: waiting(bot.database_path) == [0], 20, "Alice's turn")
    # The new round's board pings Alice, who must bid again — and only her.
    await standin.wait_until(lambda: any(
        m.notified_user_ids == [alice.id] for m in boards(standin, world.channel)
        if m.id > message.id), 15, "the new round's board")
    await standin.wait_until(lambda: "Bjørn 🤖" in latest_board(standin, world.channel).text
                             or "The AI played for Bjørn" in " ".join(
                                 m.text for m in boards(standin, world.channel)), 15,
                             "the board to say who plays Bob's seat")
    await asyncio.sleep(3)  # reminders are due every ~2 s: Alice's may come, never Bob's
    covered = standin.channel_messages(world.channel)[covered_from:]
    assert all(bob.id not in m.notified_user_ids for m in covered), [
        (m.text[:60], m.notified_user_ids) for m in covered if bob.id in m.notified_user_ids]
    assert standin.dm_channel(bob) is None or not standin.channel_messages(
        standin.dm_channel(bob))
    # Bob is back: the seat is his again; his next bids are his own.
    back = await private_reply(await standin.slash(bob, world.channel, "table handback"))
    assert "yours again" in back
    again = await private_reply(await standin.slash(bob, world.channel, "table handback"))
    assert "nothing to hand back" in again
    with sqlite3.connect(bot.database_path) as raw:
        assert raw.execute("SELECT level FROM seats WHERE seat = 1").fetchone() == (None,)
    await standin.wait_until(lambda: "plays their own seat again" in " ".join(
        m.text for m in boards(standin, world.channel)), 15, "the board to say so")
    current = latest_board(standin, world.channel)
    await submit_form(standin, alice, current, "Bid", ["0"])
    await standin.wait_until(lambda: 1 in waiting(bot.database_path), 15, "Bob's turn")
    await asyncio.sleep(1)
    assert not any(s == 1 and u < 0 for s, u, _ in rows(bot.database_path)[-1:])
    board = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and bob.id in b.notified_user_ids
        and b, 15, "a board pinging Bob, his own seat again")
    await submit_form(standin, bob, board, "Bid", ["0"])
    assert rows(bot.database_path)[-1][:2] in ((1, bob.id), (0, 0), (1, 0))


async def test_an_absent_player_covered_by_the_ai_is_back_at_their_own_next_move(standin, world,
                                                                                 make_bot):
    # A pause before each AI move long enough for Bob to bid first.
    bot = await make_bot(env={**FAST, "AI_MOVE_DELAY": "4"})
    alice, bob, _ = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane")
    away = await private_reply(await standin.slash(bob, world.channel, "me away", until="3d",
                                                   ai=True), timeout=20)
    assert "The AI plays your seat in 1 game" in away
    await standin.wait_until(lambda: "Bjørn 🤖" in latest_board(standin, world.channel).text,
                             15, "the board to show the AI on Bob's seat")
    await submit_form(standin, alice, board, "Bid", ["1"])
    await standin.wait_until(lambda: any(s == 1 and u < 0 for s, u, _ in rows(
        bot.database_path)), 20, "the AI's bid for Bob")
    await standin.wait_until(lambda: 1 in waiting(bot.database_path), 20, "the next round")
    # Bob bids himself, within the AI's pause: his move, and his seat again.
    text = await private_reply(await standin.slash(bob, world.channel, "caravane bid",
                                                   amount="0"))
    assert "locked in" in text, text
    with sqlite3.connect(bot.database_path) as raw:
        assert raw.execute("SELECT level FROM seats WHERE seat = 1").fetchone() == (None,)
    await asyncio.sleep(5)  # the AI's decision, made before, is void: it never lands
    bob_rows = [(s, u) for s, u, _ in rows(bot.database_path) if s == 1]
    assert bob_rows[-1] == (1, bob.id) and bob_rows.count((1, bob.id)) == 1
    assert "plays their own seat again" in " ".join(m.text for m in boards(standin,
                                                                            world.channel))


async def test_an_ai_move_cut_short_by_a_kill_is_made_once_after_the_restart(standin, world,
                                                                             make_bot):
    """The worst moments: killed while the AI waits out its pause (its job claimed, no move),
    and killed after its move is saved but before its board is out."""
    bot = await make_bot(env={**FAST, "AI_MOVE_DELAY": "30"})
    alice = world.alice
    ix = await acked(await standin.slash(alice, world.channel, "caravane new", ai=1,
                                         level="casual"))
    lobby = await ix.wait_response()
    await acked(await standin.click(alice, lobby, label="Start"))
    await standin.wait_until(lambda: boards(standin, world.channel), 15, "the first board")
    with sqlite3.connect(bot.database_path) as raw:
        await standin.wait_until(lambda: raw.execute(
            "SELECT runs FROM jobs WHERE kind = 'think'").fetchone() == (1,), 15,
            "the AI's move to be claimed")
    await bot.kill()
    assert rows(bot.database_path) == []
    bot.extra_env["AI_MOVE_DELAY"] = "2"
    await bot.start()
    await standin.wait_until(lambda: len(rows(bot.database_path)) == 1, 20, "the AI's move")
    assert [s for s, _, _ in rows(bot.database_path)] == [1]
    await standin.wait_until(lambda: board_move(latest_board(standin, world.channel)) >= 2, 15,
                             "its board")

    # Alice bids; the AI's next bid is saved, and the bot dies posting its board.
    async def crash() -> None:
        await bot.kill()
    board = latest_board(standin, world.channel)
    shown = board_move(board)
    await submit_form(standin, alice, board, "Bid", ["1"])
    await standin.wait_until(lambda: board_move(latest_board(standin, world.channel)) > shown,
                             15, "the board after Alice's bid")
    standin.add_fault("PATCH", r"/channels/\d+/messages/\d+$", times=1, before=crash)
    await standin.wait_until(lambda: not bot.running, 20, "the kill")
    assert [s for s, _, _ in rows(bot.database_path)] == [1, 0, 1]  # saved, board not out
    _, version = db_game(bot.database_path, "caravane")
    assert board_move(latest_board(standin, world.channel)) < version
    await bot.start()
    await standin.wait_until(lambda: board_move(latest_board(standin, world.channel)) == version,
                             20, "the board the kill kept back")
    await asyncio.sleep(1)
    # Made once: the game waits for Alice, the AI's bid stands as it was saved.
    assert [s for s, _, _ in rows(bot.database_path)] == [1, 0, 1]
    assert waiting(bot.database_path) == [0]


@pytest.mark.parametrize("key", ["yspahan", "catan", "caravan"])
async def test_a_game_without_ai_players_of_its_own_seats_the_generic_player(standin, world,
                                                                           make_bot, key):
    """A game with no players.py yet: /<game> new ai:1 still seats the AI, which plays legal
    moves (the framework's generic player) turn after turn against Alice. (A game whose own
    players land later is left out here by its test of them.)"""
    if own_players(key):
        pytest.skip(f"{key} has AI players of its own now")
    bot = await make_bot(env=FAST)
    alice = world.alice
    eng = engine_of(key)
    ix = await acked(await standin.slash(alice, world.channel, f"{key} new", ai=1,
                                         level="hard"))
    lobby = await ix.wait_response()
    assert "🤖 Hard" in lobby.text
    await acked(await standin.click(alice, lobby, label="Start"))
    await standin.wait_until(lambda: boards(standin, world.channel), 15, "the first board")

    def alice_waits() -> list[int]:
        state, _ = db_game(bot.database_path, key)
        return [] if eng.is_over(state) else eng.to_act(state)

    rng = random.Random(3)
    for _ in range(12):  # Alice's moves; the AI's come between them by themselves
        await standin.wait_until(lambda: alice_waits() in ([], [0]), 30, "the AI to move")
        if not alice_waits():
            break
        state, version = db_game(bot.database_path, key)
        listed = [a for a in eng.legal_actions(state, 0)
                  if a["type"] not in ("resign", "offer_trade")]
        rng.shuffle(listed)
        option, action = next((o, a) for o in listed
                              if (a := concrete(eng, state, 0, o, rng)) is not None)
        before = board_move(latest_board(standin, world.channel))
        ix = await acked(await standin.slash(alice, world.channel, "play", move=play_value(
            eng, state, version, 0, option)))
        if ix.response_type == 9:
            ix = await standin.submit_modal(alice, ix.modal, {
                f.custom_id: words_for(key, action.get(f.custom_id, ""))
                for f in ix.modal.fields})
        assert (await private_reply(ix)).startswith("✅")
        await standin.wait_until(
            lambda b=before: board_move(latest_board(standin, world.channel)) > b, 15,
            "the board after Alice's move")
    ai_moves = [a for s, u, a in rows(bot.database_path) if s == 1]
    assert len(ai_moves) >= 5 and {actor_level(u) for s, u, _ in rows(bot.database_path)
                                   if s == 1} == {"hard"}
    assert all(a["type"] != "resign" for a in ai_moves)
    public = [m for m in standin.channel_messages(world.channel) if not m.ephemeral]
    assert all(set(m.notified_user_ids) <= {alice.id} for m in public)
