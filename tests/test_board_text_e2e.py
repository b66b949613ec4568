"""What a board message says above its image, read as a phone shows it, through the real bot
and the Discord stand-in: one short digest of what happened, never the same lines twice, and
the whole text within about six lines of a phone screen — over a whole Caravane game, whose
reveals used to take ten lines (up to 28) before the image."""

from __future__ import annotations

import math
import re

import pytest

from games.caravane import ENGINE
from standin import Message, StandIn
from standin.driving import db_game, open_table, private_reply
from table.log import DIGEST_LINES

pytestmark = pytest.mark.e2e

PHONE_COLUMNS = 40   # characters of Discord's message font across a 6-inch phone held upright
PHONE_LINES = 6      # the text above a board's image, at most


def shown(text: str, names: dict[int, str]) -> str:
    """The text as Discord draws it: mentions as @names, commands as /names, times as words,
    without the markdown marks."""
    text = re.sub(r"<@!?(\d+)>", lambda m: "@" + names.get(int(m.group(1)), "someone"), text)
    text = re.sub(r"</([^:>]+):\d+>", r"/\1", text)
    text = re.sub(r"<t:\d+:R>", "in 23 hours", text)
    text = re.sub(r"<t:\d+(:\w)?>", "28 November 2026 17:00", text)
    text = re.sub(r"<#\d+>", "#games", text)
    return text.replace("**", "").replace("__", "").replace("-# ", "")


def phone_lines(text: str) -> int:
    return sum(max(1, math.ceil(len(line) / PHONE_COLUMNS)) for line in text.split("\n"))


def versions(message: Message) -> list[tuple[str, str]]:
    """(content, embed text) of the message as posted and after every edit."""
    return [(content or "", "\n".join(str(e.get("description") or "") for e in embeds))
            for content, embeds in [*[(v.content, v.embeds) for v in message.edits],
                                    (message.content, message.embeds)]]


async def test_a_caravane_board_says_what_happened_once_and_fits_a_phone(standin: StandIn,
                                                                        world, make_bot):
    bot = await make_bot()
    players = [*world.players, world.gm]
    names = {p.id: p.name for p in players}
    await open_table(standin, world.channel, players[0], players[1:], "caravane",
                     variant="standard")
    # With a turn clock: four players bid at once, and their clocks end together.
    said = await private_reply(await standin.slash(players[0], world.channel, "table settings",
                                                   clock="48h"))
    assert "turn clock of 2 days" in said
    for _ in range(60):
        state, _version = db_game(bot.database_path, "caravane")
        if ENGINE.is_over(state):
            break
        for seat in ENGINE.to_act(state):
            text = await private_reply(await standin.slash(players[seat], world.channel,
                                                           "caravane bid", amount="1"))
            assert "locked in" in text or "not your turn" in text, text
        await standin.wait_until(lambda v=_version: db_game(bot.database_path, "caravane")[1]
                                 > v, 15, "the next step")
    boards = [m for m in standin.channel_messages(world.channel)
              if not m.ephemeral and m.attachments]
    assert len(boards) > 5
    digests = 0
    for board in boards:
        for number, (content, embed) in enumerate(versions(board)):
            above = shown(content, names)
            assert phone_lines(above) <= PHONE_LINES, (phone_lines(above), above)
            # One digest: no event line twice, in the text or below the image.
            lines = [x.strip() for x in [*above.split("\n"), *embed.split("\n")] if x.strip()]
            sentences = [y for x in lines for y in re.split(r"(?<=[.!])\s+", x) if y]
            twice = {x for x in sentences if sentences.count(x) > 1 and "placed a bid" not in x}
            assert not twice, (twice, content, embed)
            assert "Since your last move" not in content
            digests += embed.count("Since your last move")
            assert embed.count("Since your last move") <= 1
            if number == 0:  # as posted: a short digest
                assert len(embed.split("\n")) <= DIGEST_LINES + 1, embed
    assert digests >= 5  # players did learn what they missed
    clocks = [c for b in boards for c, _ in versions(b) if "⏳" in c]
    assert len(clocks) > 5 and all(c.count("<t:") == 1 for c in clocks), clocks[:3]
