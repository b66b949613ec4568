"""A whole Caravane game through the real bot process and the loopback Discord stand-in.

Only slash commands, buttons and forms are used, as players would. A shadow copy of the engine,
fed with the same bids, tells which moves the reveal must show, so the test checks the bot's
public reveal against the rules rather than against itself.
"""

from __future__ import annotations

import random
import re

import pytest

from cogs.caravane import KIND
from games.caravane import ENGINE
from standin import Perm
from standin.driving import (
    acked,
    board_move,
    boards,
    latest_board,
    open_table,
    private_reply,
    wait_board_move,
    wait_new_board,
)
from tests.e2e_helpers import board_png_ok

pytestmark = pytest.mark.e2e
REVEALED = re.compile(r"bid \d+ \(rank \d\)")


def embed_text(message) -> str:
    return "\n".join(str(e.get("description") or "") for e in message.embeds)


async def bid_by_form(standin, user, board, amount) -> str:
    click = await acked(await standin.click(user, board, label="Bid"))
    if click.response_type != 9:
        raise AssertionError(f"Bid on {board.id} opened no form: {(await click.wait_response()).text!r}")
    modal = await click.wait_modal()
    field = modal.fields[0].custom_id
    return await private_reply(await standin.submit_modal(user, modal, {field: str(amount)}))


async def test_full_caravane_game_with_restart(standin, world, make_bot, each_backend):
    bot = await make_bot(**each_backend)
    if each_backend:  # on PostgreSQL indeed: no SQLite file, the server named in the log
        assert not bot.database_path.exists()
        assert "Database postgresql://" in bot.log_text()
    players = world.players  # Amélie (host), Bjørn, Çağla
    board = await open_table(standin, world.channel, players[0], players[1:], "caravane",
                             variant="standard")
    board_png_ok(board)
    # The first board pings exactly the players who bid, but not the host who started it.
    assert set(board.notified_user_ids) == {p.id for p in players[1:]}
    assert board.allowed_mentions.get("parse", []) == []

    # --- bad input changes nothing ------------------------------------------------------
    busy = await private_reply(await standin.slash(world.gm, world.channel, "caravane new"))
    assert "already has" in busy
    outsider = await private_reply(await standin.click(world.gm, board, label="Bid"))
    assert "not playing" in outsider
    for bad, reason in (("abc", "not a whole number"), ("-2", "out of range"),
                        ("7.5", "not a whole number"), ("99", "out of range")):
        text = await bid_by_form(standin, players[1], board, bad)
        assert "⛔" in text and reason in text, text
    cancel = await private_reply(await standin.slash(players[2], world.channel, "table cancel"))
    assert "Only the host" in cancel
    assert latest_board(standin, world.channel).id == board.id  # no reveal happened

    shadow = ENGINE.new(3, 0, {"variant": "standard"})
    rng = random.Random(2024)
    restarted = False
    rounds = 0
    last_actor = 0  # the host's Start click posted the first board
    posted_anew = True
    while not ENGINE.is_over(shadow):
        rounds += 1
        assert rounds < 80, "the game does not end"
        waiting = ENGINE.to_act(shadow)
        # The board's lines (its embed): the content's catch-up line changes as bids come in.
        round_text = embed_text(board)
        # A new board pings exactly those who must bid — never the one whose bid revealed it.
        if posted_anew:
            assert set(board.notified_user_ids) == {players[s].id for s in waiting
                                                    if s != last_actor}
        for n, seat in enumerate(waiting):
            user = players[seat]
            move_before = board_move(latest_board(standin, world.channel))
            tier = shadow["players"][seat]["tiers"][shadow["stage"] - 1]
            amount = rng.randint(0, min(tier, 3))
            roll = rng.random()
            if roll < 0.2:
                text = await private_reply(await standin.slash(user, world.channel, "caravane bid",
                                                               amount=str(amount)))
            elif roll < 0.3:  # the keyboard path: /play lists the move, a form asks the amount
                choices = await standin.autocomplete(user, world.channel, "play", focused="move",
                                                     move="bid")
                assert [c["name"] for c in choices] == ["Secret bid (opens a form)"], choices
                click = await acked(await standin.slash(user, world.channel, "play",
                                                        move=choices[0]["value"]))
                modal = await click.wait_modal()
                text = await private_reply(await standin.submit_modal(
                    user, modal, {modal.fields[0].custom_id: str(amount)}))
            else:
                text = await bid_by_form(standin, user, board, amount)
            assert f"Your bid of **{amount}**" in text and "locked in" in text, text
            if n == 0 and len(waiting) > 1:
                # A placed bid is final: the same button now refuses, privately.
                again = await private_reply(await standin.click(user, board, label="Bid"))
                assert "not your turn" in again and user.name not in again
            shadow, events = ENGINE.apply(shadow, seat, {"type": "bid", "amount": amount})
            last_actor = seat
            # A driver left alone has only one outcome: the table bids for them (0) at once.
            while forced := next(((s, a) for s in ENGINE.to_act(shadow)
                                  if (a := ENGINE.forced_action(shadow, s)) is not None), None):
                shadow, _ = ENGINE.apply(shadow, *forced)
            if n < len(waiting) - 1:
                # Before the reveal the public board shows who has bid, never how much.
                current = latest_board(standin, world.channel)
                assert current.id == board.id
                assert "locked in" not in current.text
                assert REVEALED.findall(embed_text(current)) == REVEALED.findall(round_text)
                assert f"{user.name} placed a bid." in current.text
        new_board = await wait_board_move(standin, world.channel, move_before)
        board_png_ok(new_board)
        posted_anew = new_board.id != board.id
        if not posted_anew:
            # Only the bidder still travels: the same player acts again, so the board is
            # edited in place rather than posted anew (a quiet channel).
            assert ENGINE.is_over(shadow) or ENGINE.to_act(shadow) == [last_actor]
        # The reveal lists every player's bid, exactly as the rules move them.
        for move in shadow["last_reveal"]["moves"] if shadow["last_reveal"] else []:
            name = players[move["player"]].name
            assert name in new_board.text
        for e in events:
            if "private_to" in e:
                continue
            line = KIND.ui.event_text(e, [p.name for p in players])
            assert line in new_board.text, (line, new_board.text)
        # An old board's buttons no longer act.
        if new_board.id != board.id or ENGINE.is_over(shadow):
            stale = await private_reply(await standin.click(players[0], board, label="Bid"))
            assert ("is over" if ENGINE.is_over(shadow) else "out of date") in stale
        board = new_board
        if rounds == 6 and not restarted:
            # Restart the bot mid-game: nothing is lost and the same buttons still work.
            restarted = True
            syncs = len(standin.command_syncs)
            await bot.restart()
            assert len(standin.command_syncs) == syncs  # unchanged commands are not re-synced
            text = await private_reply(await standin.click(players[0], board, label="My gourds"))
            assert "tier I" in text

    assert restarted
    final = latest_board(standin, world.channel)
    result = ENGINE.result(shadow)
    winner_names = [players[w].name for w in result.winners]
    assert "Game over" in final.text
    for name in winner_names:
        assert name in final.text
    assert not final.buttons  # a finished game offers no moves
    late = await private_reply(await standin.click(players[1], boards(standin, world.channel)[-2], label="Bid"))
    assert "over" in late
    # /table log tells the story in words.
    log = await private_reply(await standin.slash(players[0], world.channel, "table log"))
    assert "— page 1 of" in log and "placed a bid." in log and "(rank 1)" in log


async def test_hand_is_private_and_lobby_rules(standin, world, make_bot):
    await make_bot()
    alice, bob, carol = world.players
    ix = await acked(await standin.slash(alice, world.channel, "caravane new", variant="champions"))
    lobby = await ix.wait_response()
    # Starting alone is refused; a non-host cannot start; leaving and joining work.
    text = await private_reply(await standin.click(alice, lobby, label="Start"))
    assert "at least 2" in text
    await acked(await standin.click(bob, lobby, label="Join"))
    again = await private_reply(await standin.click(bob, lobby, label="Join"))
    assert "already joined" in again
    text = await private_reply(await standin.click(bob, lobby, label="Start"))
    assert "Only the host" in text
    await acked(await standin.click(carol, lobby, label="Join"))
    await acked(await standin.click(carol, lobby, label="Leave"))
    await acked(await standin.click(alice, lobby, label="Start"))
    board = await standin.wait_for_message(world.channel, lambda m: bool(m.attachments))
    assert set(board.notified_user_ids) == {bob.id}  # the host started it: not pinged
    # Champions: the secret split through a form; a bad split is explained.
    click = await acked(await standin.click(alice, board, label="Set up gourds"))
    modal = await click.wait_modal()
    ids = [f.custom_id for f in modal.fields]
    bad = await private_reply(await standin.submit_modal(alice, modal, dict(zip(ids, ["30 30 30", "1 2 3"], strict=True))))
    assert "⛔" in bad
    click = await acked(await standin.click(alice, board, label="Set up gourds"))
    modal = await click.wait_modal()
    # Each field's example is a value it would accept (issue 28, item 15: both said
    # "e.g. 10 10 10", which no split of 60 gourds is).
    examples = [f.placeholder for f in modal.fields]
    assert examples == ["e.g. 15 25 20", "e.g. 2 3 1"], examples
    ok = await private_reply(await standin.submit_modal(alice, modal, dict(zip(ids, ["20 20 20", "3 1 2"], strict=True))))
    assert "locked in" in ok
    hand = await private_reply(await standin.slash(alice, world.channel, "table hand"))
    assert "tier I: 20" in hand
    # Nothing secret reached the channel.
    for m in standin.channel_messages(world.channel):
        if not m.ephemeral:
            assert "3 1 2" not in m.text and "[3, 1, 2]" not in m.text
    # Cancel by someone with Manage Channels works, once they say yes.
    ask = await (await acked(await standin.slash(world.gm, world.channel, "table cancel"))).wait_response()
    assert ask.ephemeral and "cannot be resumed" in ask.text
    await acked(await standin.click(world.gm, ask, label="Yes, cancel it"))
    await standin.wait_until(lambda: any("was cancelled by" in m.text for m in standin.channel_messages(
        world.channel) if not m.ephemeral), 10, "the cancellation")
    # Asking for the board of a cancelled game posts nothing and pings nobody.
    posted = len(standin.channel_messages(world.channel))
    text = await private_reply(await standin.slash(alice, world.channel, "table board"))
    assert "was cancelled" in text and "live" not in text
    assert len(standin.channel_messages(world.channel)) == posted


async def test_kill_minus_nine_keeps_bids_and_resign_ends_game(standin, world, make_bot,
                                                               each_backend):
    bot = await make_bot(**each_backend)
    alice, bob, carol = world.players
    board = await open_table(standin, world.channel, alice, [bob, carol], "caravane")
    text = await bid_by_form(standin, alice, board, 2)
    assert "locked in" in text
    await bot.kill()  # what a crash does: no goodbye, no flush
    await bot.start()
    # Alice's bid survived: Bob and Carol bid, and the reveal happens at once.
    hand = await private_reply(await standin.click(alice, board, label="My gourds"))
    assert "Your bid this round: **2**" in hand
    await bid_by_form(standin, bob, board, 1)
    await private_reply(await standin.slash(carol, world.channel, "caravane bid", amount="0"))
    board = await wait_new_board(standin, world.channel, board)
    assert f"{alice.name} bid 2 (rank 1) and moved 3" in board.text
    assert f"{bob.name} bid 1 (rank 2) and moved 2" in board.text
    assert f"{carol.name} bid 0 (rank 3) and moved 1" in board.text
    # Resigning asks first; two resignations leave one player and end the game.
    for user in (carol, bob):
        ask = await acked(await standin.slash(user, world.channel, "table resign"))
        question = await ask.wait_response()
        assert question.ephemeral and "for good" in question.content
        done = await acked(await standin.click(user, question, label="Confirm"))
        assert "Resign" in (await done.wait_response()).content
    final = await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and "Game over" in b.text and b, 15,
        "the final board")
    assert alice.name in final.text
    again = await private_reply(await standin.slash(bob, world.channel, "caravane bid", amount="1"))
    assert "no game in this channel" in again


async def test_missing_permissions_are_explained_and_board_can_be_reposted(standin, world, make_bot):
    await make_bot()
    alice, bob, _ = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane")
    world.channel.set_overwrite(standin.bot_user, deny=Perm.ATTACH_FILES)
    await bid_by_form(standin, alice, board, 1)
    text = await bid_by_form(standin, bob, board, 0)
    assert "locked in" in text and "board could not be posted" in text
    # The one permission that is really missing is named, and only that one.
    assert "Attach Files" in text and "Embed Links" not in text
    assert latest_board(standin, world.channel).id == board.id
    assert standin.take_problems("permission")  # the refused upload, provoked on purpose
    world.channel.set_overwrite(standin.bot_user, allow=Perm.ATTACH_FILES)
    text = await private_reply(await standin.slash(bob, world.channel, "table board"))
    assert "fresh copy" in text
    fresh = latest_board(standin, world.channel)
    assert fresh.id != board.id and "Round 2" in fresh.text
    # The re-posted board's buttons are the live ones; the old board's are not.
    stale = await private_reply(await standin.click(alice, board, label="Bid"))
    assert "out of date" in stale
    await bid_by_form(standin, alice, fresh, 1)


async def test_champions_food_bag_forces_a_revision_before_the_reveal(standin, world, make_bot):
    await make_bot()
    alice, bob, _ = world.players
    board = await open_table(standin, world.channel, alice, [bob], "caravane", variant="champions")
    for user, bags in ((alice, "1 2 3"), (bob, "3 2 1")):
        text = await private_reply(await standin.slash(user, world.channel, "caravane setup",
                                                       tiers="15 25 20", bags=bags))
        assert "locked in" in text
    board = await wait_new_board(standin, world.channel, board)
    assert "Round 1" in board.text and "Everyone has set up" in board.text
    await bid_by_form(standin, alice, board, 3)
    # Bob adds his stage-1 food bag (worth 3): announced at once, Alice is pinged to revise.
    click = await acked(await standin.click(bob, board, label="Bid + food bag"))
    modal = await click.wait_modal()
    text = await private_reply(await standin.submit_modal(bob, modal, {modal.fields[0].custom_id: "1"}))
    assert "food bag" in text and "locked in" in text
    revise = await wait_new_board(standin, world.channel, board)
    assert set(revise.notified_user_ids) == {alice.id}
    # "Keep my bid" is Alice's alone: offered in her Bid menu, not on everyone's board.
    assert "food bag" in revise.text and "Keep my bid" not in [b.label for b in revise.buttons]
    assert "3 2 1" not in revise.text  # the bag's value stays secret until the reveal
    # Bob cannot take his bag back; Alice keeps her bid and the round is revealed.
    refused = await private_reply(await standin.slash(bob, world.channel, "play",
                                                      move="Keep my bid"))
    assert "not one of your moves" in refused
    menu = await (await acked(await standin.click(alice, revise, label="Bid"))).wait_response()
    click = await acked(await standin.click(alice, menu, label="Keep my bid"))
    text = (await standin.wait_until(lambda: (m := click.message) and "keep" in m.text and m, 10,
                                     "the answer to Keep my bid")).text
    assert "You keep your bid" in text
    reveal = await wait_new_board(standin, world.channel, revise)
    assert f"{bob.name} bid 1 + food bag 3 (rank 1)" in reveal.text
    assert f"{alice.name} bid 3 (rank 2)" in reveal.text
