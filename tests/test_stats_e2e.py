"""/stats through the real bot and the Discord stand-in: a finished game shows up in the
server's leaderboard (text and image) and in each player's record; nothing before it."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import leaderboard
from standin.driving import acked, latest_board, open_table

pytestmark = pytest.mark.e2e


async def finish_by_resigning(standin, world, winner, losers) -> None:
    for user in losers:
        ask = await acked(await standin.slash(user, world.channel, "table resign"))
        question = await ask.wait_response()
        done = await acked(await standin.click(user, question, label="Confirm"))
        await done.wait_response()
    await standin.wait_until(
        lambda: (b := latest_board(standin, world.channel)) and "Game over" in b.text, 15,
        "the final board")


async def test_stats_show_the_finished_games_and_each_players_record(standin, world, make_bot):
    await make_bot()
    alice, bob, carol = world.players
    empty = await acked(await standin.slash(bob, world.channel, "stats"))
    first = await empty.wait_response()
    assert first.ephemeral and "No game has finished" in first.text

    await open_table(standin, world.channel, alice, [bob, carol], "caravane")
    await finish_by_resigning(standin, world, alice, [carol, bob])

    ix = await acked(await standin.slash(bob, world.channel, "stats"))
    answer = await ix.wait_response()
    assert answer.ephemeral
    assert "Caravane · 1 game" in answer.text and f"1. {alice.name}" in answer.text
    (png,) = [a for a in answer.attachments if a.filename == "leaderboard.png"]
    image = Image.open(io.BytesIO(png.data))
    image.load()
    assert image.format == "PNG" and image.size[0] == leaderboard.WIDTH

    ix = await acked(await standin.slash(carol, world.channel, "stats", player=alice))
    record = (await ix.wait_response()).text
    assert f"**{alice.name}**" in record
    assert "**Caravane**: 1 game, 1 won (100 %)" in record and "place 1 of 3" in record
    # The conservative rating is called skill and explained, in the text and in the record.
    assert "skill " in record and "Skill is a cautious estimate" in record
    assert "Skill is a cautious estimate" in answer.text
    ix = await acked(await standin.slash(carol, world.channel, "stats", player=bob))
    assert "0 won (0 %)" in (await ix.wait_response()).text
