"""A Polish server with a Czech player, through the real bot and the stand-in: the command list,
the lobby, the boards and the final standings in Polish (the server's language), every private
answer to the Czech player in Czech (her client's), and /me and /table settings switching."""

from __future__ import annotations

import pytest

from cogs.caravane import KIND as CARAVANE
from standin import Perm
from standin.driving import acked, boards, latest_board, private_reply
from table.words import MESSAGES as TABLE

pytestmark = pytest.mark.e2e


def pl(key: str, **params) -> str:
    return TABLE.format(key, params, locale="pl")


def game(code: str, key: str, **params) -> str:
    return CARAVANE.ui.messages.format(key, params, locale=code)


async def test_a_polish_server_and_a_czech_player(standin, make_bot):
    guild = standin.add_guild("Serwer", locale="pl")
    channel = standin.add_text_channel(guild, "gry")
    ola = standin.add_user("Ola", guild=guild, locale="pl")
    jana = standin.add_user("Jana", guild=guild, locale="cs")
    admin = standin.add_user("Admin", guild=guild, locale="en-US", permissions=Perm.MANAGE_GUILD)
    await make_bot(dev_guild=guild)

    # The command list: descriptions and choices in every language we have.
    table = next(c for c in standin.commands(guild) if c["name"] == "table")
    assert table["description_localizations"]["pl"] == pl("cmd-table")
    assert table["description_localizations"]["cs"] == TABLE.format("cmd-table", locale="cs")
    caravane = next(c for c in standin.commands(guild) if c["name"] == "caravane")
    new = next(o for o in caravane["options"] if o["name"] == "new")
    variant = next(o for o in new["options"] if o["name"] == "variant")
    assert variant["choices"][0]["name_localizations"]["pl"] == game(
        "pl", f"option-variant-{variant['choices'][0]['value']}")
    # Names too: a Polish client lists /stol plansza, a Czech one /stul plán; the option
    # names of the game's own commands come from the game's catalogue.
    board_cmd = next(o for o in table["options"] if o["name"] == "board")
    assert table["name_localizations"]["pl"] == pl("cmdname-table") == "stol"
    assert board_cmd["name_localizations"]["cs"] == TABLE.format("cmdname-table-board",
                                                                   locale="cs") == "plán"
    assert variant["name_localizations"]["fr"] == game("fr", "optname-variant") == "variante"
    assert new["name_localizations"]["sv-SE"] == "ny"

    # The lobby is public: Polish. Its buttons too.
    ix = await acked(await standin.slash(ola, channel, "caravane new"))
    lobby = await ix.wait_response()
    assert pl("lobby-open") in lobby.text
    assert {b.label for b in lobby.buttons} >= {pl("button-join"), pl("button-start")}
    await acked(await standin.click(jana, lobby, label=pl("button-join")))
    await acked(await standin.click(ola, lobby, label=pl("button-start")))
    await standin.wait_until(lambda: boards(standin, channel), 15, "the first board")
    board = latest_board(standin, channel)
    assert game("pl", "waiting-bid") in board.text
    assert pl("begins", names="Ola i Jana").split(" ")[0] in board.text

    # Jana's private answers are Czech: the form, the confirmation.
    click = await acked(await standin.click(jana, board, label=game("pl", "group-bid")))
    modal = await click.wait_modal()
    assert modal.title == game("cs", "action-bid")
    text = await private_reply(await standin.submit_modal(
        jana, modal, {modal.fields[0].custom_id: "2"}))
    assert game("cs", "log-your-bid", amount=2) in text
    # A refusal in Czech too (her bid is in: the round waits for Ola).
    refused = await private_reply(await standin.slash(jana, channel, "caravane bid", amount="1"))
    assert refused == TABLE.format("not-your-turn", {"names": "Ola"}, locale="cs")

    # /me switches Jana to English; /table settings is for managers only.
    text = await private_reply(await standin.slash(jana, channel, "me language", language="en"))
    assert "English" in text
    text = await private_reply(await standin.slash(jana, channel, "table hand"))
    assert "Your gourds" in text
    denied = await private_reply(await standin.slash(jana, channel, "table settings",
                                                     language="fr"))
    assert denied == TABLE.format("settings-denied", locale="en")

    # Ola resigns: the final standings are Polish.
    ix = await acked(await standin.slash(ola, channel, "table resign"))
    confirm = await ix.wait_response()
    yes = next(b for b in confirm.buttons if b.label != TABLE.format("confirm-no", locale="pl"))
    await acked(await standin.click(ola, confirm, yes.custom_id))
    await standin.wait_until(lambda: pl("final-standings") in latest_board(standin, channel).text,
                             15, "the final standings in Polish")
    final = latest_board(standin, channel)
    assert "Final standings" not in final.text and "Game over" not in final.text

    # Messages name commands by mention, which each client shows in its own language.
    text = await private_reply(await standin.slash(admin, channel, "table hand"))
    assert f"</caravane new:{caravane['id']}>" in text, text
    # The board of a finished game comes back as its final board, with nothing live on it.
    text = await private_reply(await standin.slash(jana, channel, "table board"))
    assert text.startswith("Here is the final board") and "live" not in text, text
    assert not latest_board(standin, channel).buttons

    # A manager switches the server to French: the next lobby is French.
    text = await private_reply(await standin.slash(admin, channel, "table settings",
                                                   language="fr"))
    assert text == TABLE.format("settings-language-server", {"language": "fr"}, locale="fr")
    assert "en français" in text
    ix = await acked(await standin.slash(ola, channel, "caravane new"))
    lobby = await ix.wait_response()
    assert TABLE.format("lobby-open", locale="fr") in lobby.text
