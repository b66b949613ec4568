"""/table replay through the real bot and the Discord stand-in: refused while the game runs,
then a score chart and an animated GIF of the finished game."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import replay
from standin.driving import acked, open_table, private_reply
from tests.test_stats_e2e import finish_by_resigning

pytestmark = pytest.mark.e2e


async def test_a_finished_game_is_replayed_as_a_chart_and_an_animation(standin, world, make_bot):
    await make_bot()
    alice, bob, carol = world.players
    await open_table(standin, world.channel, alice, [bob, carol], "caravane")
    running = await private_reply(await standin.slash(bob, world.channel, "table replay"))
    assert "still running" in running
    await finish_by_resigning(standin, world, alice, [carol, bob])
    # The game's story follows its final board by itself, as a reply to it.
    story = await standin.wait_until(
        lambda: next((m for m in standin.channel_messages(world.channel)
                      if any(a.filename.startswith("replay-") for a in m.attachments)), None),
        30, "the replay after the final board")
    assert not story.ephemeral and "won by" in story.text and not story.notified_user_ids

    ix = await acked(await standin.slash(carol, world.channel, "table replay"))
    answer = await ix.wait_response()
    assert answer.ephemeral and "won by" in answer.text and alice.name in answer.text
    files = {a.filename.split("-")[0]: a for a in answer.attachments}
    chart = Image.open(io.BytesIO(files["scores"].data))
    chart.load()
    assert chart.format == "PNG" and chart.size[0] == replay.WIDTH
    gif = Image.open(io.BytesIO(files["replay"].data))
    assert gif.format == "GIF" and gif.n_frames >= 1 and gif.size[0] == 600
