"""The seams a Swedish, Czech, French or Polish group used to meet in English, met as they meet
them through the real bot: the sentence confirming a language (for the server and for
oneself) names the language as that language says it, the lobby's footer numbers the game in
its words, and a private menu's select asks "choose" in the player's language."""

from __future__ import annotations

import pytest

from cogs.yspahan import KIND as YSPAHAN
from standin import Channel, Perm, StandIn
from standin.driving import (
    acked,
    answered,
    boards,
    group_button,
    latest_board,
    private_reply,
    waiting_users,
)
from table.words import MESSAGES as TABLE

pytestmark = pytest.mark.e2e

# Discord's locale, ours, and how each language says "in <itself>" in a sentence.
LANGUAGES = (("sv-SE", "sv", "på svenska"), ("cs", "cs", "česky"), ("fr", "fr", "en français"),
             ("pl", "pl", "po polsku"))


def offers(standin: StandIn, channel: Channel, group: str) -> bool:
    return bool(boards(standin, channel)) and group_button(latest_board(standin, channel),
                                                           group) is not None


async def test_each_language_meets_its_own_words(standin, make_bot):
    guild = standin.add_guild("Server")
    admin = standin.add_user("Admin", guild=guild, permissions=Perm.MANAGE_GUILD)
    await make_bot(dev_guild=guild)
    for discord_locale, code, itself in LANGUAGES:
        def table(key: str, **params) -> str:
            return TABLE.format(key, params, locale=code)  # noqa: B023 (used in this round)

        host = standin.add_user(f"Host {code}", guild=guild, locale=discord_locale)
        guest = standin.add_user(f"Guest {code}", guild=guild, locale=discord_locale)
        channel = standin.add_text_channel(guild, f"games-{code}")

        # The server's language: the confirmation says it in that language's own words.
        said = await private_reply(await standin.slash(admin, channel, "table settings",
                                                       language=code))
        assert said == table("settings-language-server", language=code) and itself in said, said
        # A player's own: "auto" is their client's language, named the same way.
        said = await private_reply(await standin.slash(host, channel, "me language",
                                                       language="auto"))
        assert said == table("settings-language-me", language=code) and itself in said, said

        # The lobby's footer numbers the game in the server's language.
        lobby = await (await acked(await standin.slash(host, channel, "yspahan new"))).wait_response()
        footer = lobby.embeds[0]["footer"]["text"]
        game_id = int(footer.split()[-1].lstrip("#"))
        assert footer == table("lobby-footer", id=game_id) and "Game" not in footer, footer
        await acked(await standin.click(guest, lobby, label=table("button-join")))
        await acked(await standin.click(host, lobby, label=table("button-start")))
        await standin.wait_until(lambda ch=channel: offers(standin, ch, "roll"), 15,
                                 "the first board")
        board = latest_board(standin, channel)
        first = waiting_users([host, guest], board)[0]
        await answered(await standin.click(first, board, group_button(board, "roll").custom_id))
        await standin.wait_until(lambda ch=channel: offers(standin, ch, "move_supervisor"), 15,
                                 "the rolled board")
        board = latest_board(standin, channel)

        # Which row moves the Supervisor: a select, whose placeholder asks in the player's words.
        menu = await answered(await standin.click(
            first, board, group_button(board, "move_supervisor").custom_id))
        assert YSPAHAN.ui.messages.format("param-move_supervisor-row", locale=code) in menu.text
        placeholders = [c.get("placeholder") for row in menu.components
                        for c in row.get("components", []) if c.get("type") == 3]
        assert placeholders == [table("menu-choose")] and "Choose" not in placeholders[0]
