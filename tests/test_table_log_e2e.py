"""The log through the real bot and the Discord stand-in: ``/table log`` pages (clicked, in two
languages, for a player and a spectator) and the new-turn message's catch-up line, with no
secret in anything public."""

from __future__ import annotations

import random
import re

import pytest

from games.caravane import ENGINE
from standin import Message, StandIn
from standin.driving import (
    acked,
    board_move,
    boards,
    db_game,
    latest_board,
    open_table,
    private_reply,
    wait_board_move,
)
from standin.fixtures import World
from table.log import DIGEST_LINES

pytestmark = pytest.mark.e2e

ROUNDS = 8  # enough bids and reveals for the log to need more than one page
PAGE = re.compile(r"page (\d+) of (\d+)")
SINCE = "↩️ Since your last move"


def embed_text(message: Message) -> str:
    return "\n".join(str(e.get("description") or "") for e in message.embeds)


def current(standin: StandIn, world: World, message: Message) -> Message:
    """The latest copy of a (private) message after the bot edited it."""
    for found in standin.channel_messages(world.channel):
        if found.id == message.id:
            return found
    return message


async def page_click(standin: StandIn, world: World, user, message: Message, label: str,
                     page: int) -> Message:
    """Click a page button: the same private message now shows page ``page``."""
    ix = await acked(await standin.click(user, message, label=label))
    assert ix.response_type == 7, ix.response_type  # the message itself is edited
    await standin.wait_until(
        lambda: (m := PAGE.search(current(standin, world, message).content)) is not None
        and int(m[1]) == page, 10, f"log page {page}")
    return current(standin, world, message)


async def test_log_pages_and_the_catch_up_line(standin: StandIn, world: World, make_bot) -> None:
    bot = await make_bot()
    players = world.players  # seats 0, 1, 2 in joining order
    await open_table(standin, world.channel, players[0], players[1:], "caravane",
                     variant="standard")
    rng = random.Random(11)
    bids = {seat: 0 for seat in range(3)}
    for _ in range(ROUNDS):
        state, _ = db_game(bot.database_path, "caravane")
        if ENGINE.is_over(state):
            break
        for seat in ENGINE.to_act(state):
            before = board_move(latest_board(standin, world.channel))
            tier = state["players"][seat]["tiers"][state["stage"] - 1]
            amount = rng.randint(0, min(tier, 2))
            text = await private_reply(await standin.slash(players[seat], world.channel,
                                                           "caravane bid", amount=str(amount)))
            assert f"Your bid of **{amount}**" in text, text
            bids[seat] += 1
        await wait_board_move(standin, world.channel, before)

    # -- the new-turn messages: a catch-up line for whoever is pinged, public words only -------
    # The digest is below the image (the embed), so the text above it stays short.
    posted = boards(standin, world.channel)
    catch_ups = [b for b in posted if SINCE in embed_text(b)]
    assert len(catch_ups) >= ROUNDS - 2, [embed_text(b) for b in posted]
    for board in catch_ups:
        assert board.notified_user_ids  # it is a message that pings someone
        assert SINCE not in board.content
        line = embed_text(board).split(SINCE, 1)[1]
        assert "placed a bid." in line or re.search(r"bid \d+ \(rank \d\)", line), line
        posted_lines = (board.edits[0].embeds if board.edits else board.embeds)[0]["description"]
        # Short: within DIGEST_LINES, unless the step itself says more (a reveal and the
        # forced moves after it) — then all that came before it is left to /table log.
        assert len(posted_lines.split("\n")) <= DIGEST_LINES + 1 \
            or "earlier line" in posted_lines.split("\n")[0], posted_lines
    for message in standin.channel_messages(world.channel):
        if not message.ephemeral:  # nothing public tells a bid before its reveal
            assert "🤫" not in message.text and "Your bid" not in message.text

    # -- /table log: the newest page first, with page buttons --------------------------------
    ix = await acked(await standin.slash(players[0], world.channel, "table log"))
    log = await ix.wait_response()
    assert log.ephemeral
    first = PAGE.search(log.content)
    assert first is not None and first[1] == "1", log.content
    pages = int(first[2])
    assert pages >= 2, log.content
    assert "`S1 R" in log.content and "S = stage, R = round" in log.content
    older = next(b for b in log.buttons if b.label == "◀ Older")
    newer = next(b for b in log.buttons if b.label == "Newer ▶")
    assert not older.disabled and newer.disabled
    texts = [log.content]
    message = log
    for number in range(2, pages + 1):
        message = await page_click(standin, world, players[0], message, "◀ Older", number)
        texts.append(message.content)
    assert next(b for b in message.buttons if b.label == "◀ Older").disabled
    assert "Amélie placed a bid." in texts[-1] or "`S1 R1`" in texts[-1]  # the game's start
    message = await page_click(standin, world, players[0], message, "Newer ▶", pages - 1)
    assert message.content == texts[-2]
    # Her own secret bids, marked, once each; nobody else's. (The table may also have bid
    # for her, alone on the track: those are hers too.)
    whole = "\n".join(texts)
    assert whole.count("` 🤫 ") == whole.count("Amélie placed a bid.") >= bids[0] > 0, whole
    assert all(len(text) <= 2000 for text in texts)

    # Pages keep to the log as it stood when it was opened, even after more moves.
    state, _ = db_game(bot.database_path, "caravane")
    if not ENGINE.is_over(state):
        seat = ENGINE.to_act(state)[0]
        await private_reply(await standin.slash(players[seat], world.channel, "caravane bid",
                                                amount="0"))
    message = await page_click(standin, world, players[0], message, "◀ Older", pages)
    assert message.content == texts[-1]

    # A spectator may read the log too, with no secret at all.
    ix = await acked(await standin.slash(world.gm, world.channel, "table log"))
    spectator = await ix.wait_response()
    assert spectator.ephemeral and "page 1 of" in spectator.content
    spectator = await page_click(standin, world, world.gm, spectator, "◀ Older", 2)
    assert "🤫" not in spectator.content

    # In the reader's own language.
    sven = standin.add_user("Sven", guild=world.guild, locale="sv-SE")
    swedish = await private_reply(await standin.slash(sven, world.channel, "table log"))
    assert "sida 1 av" in swedish and "(nyast först)" in swedish and "har lagt ett bud" in swedish
