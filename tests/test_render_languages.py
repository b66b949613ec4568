"""Board images in every language: each renderer draws in the language of the context, and the
project font has a glyph for every letter any catalogue puts on an image."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageDraw

from cogs.caravan import KIND as CARAVAN
from cogs.caravane import KIND as CARAVANE
from cogs.catan import KIND as CATAN
from cogs.table.i18n import LOCALES, use_locale
from render.common import COLOUR_ORDER, SeatInfo, font
from tests.support.players import random_move

SEATS = [SeatInfo(name, COLOUR_ORDER[i]) for i, name in enumerate(
    ("Łucja Żółć", "Jiří Čermák", "Åsa Öberg", "Zoé Lefèvre"))]
KINDS = {"caravan": CARAVAN, "caravane": CARAVANE, "catan": CATAN}
# What images print: their own words and the game terms they quote.
ON_IMAGES = ("img-", "title", "option-", "count-", "card-", "item-", "good-")


def played(kind, players: int, moves: int, seed: int = 3) -> dict:
    engine = kind.engine
    state = engine.new(players, seed, {})
    rnd = random.Random(seed)
    for _ in range(moves):
        if engine.is_over(state):
            break
        move = random_move(engine, state, rnd)
        if move is None:
            break
        state, _ = engine.apply(state, *move)
    return state


@pytest.mark.parametrize("code", LOCALES)
@pytest.mark.parametrize("key", sorted(KINDS))
def test_every_board_renders_in_every_language(key, code):
    kind = KINDS[key]
    state = played(kind, 3, 40)
    view = kind.engine.view(state, None)
    with use_locale(code):
        png = kind.render_board(view, SEATS[:3], **kind.ui.board_highlight(view))
        image = Image.open(io.BytesIO(png))
        image.load()
        assert image.format == "PNG" and image.size[0] >= 600
        if kind.render_private is not None:
            hand = Image.open(io.BytesIO(kind.render_private(
                kind.engine.view(state, 0), SEATS[:3], 0)))
            hand.load()


def test_the_language_changes_the_image():
    view = CARAVANE.engine.view(played(CARAVANE, 3, 5), None)
    with use_locale("en"):
        english = CARAVANE.render_board(view, SEATS[:3])
    with use_locale("pl"):
        polish = CARAVANE.render_board(view, SEATS[:3])
    assert english != polish


def missing_glyphs(text: str) -> set[str]:
    """Letters the project fonts draw as the "missing" box."""
    def drawn(ch: str, face: object) -> bytes:
        image = Image.new("L", (48, 48))
        ImageDraw.Draw(image).text((8, 8), ch, font=face, fill=255)
        return image.tobytes()

    out = set()
    for bold in (False, True):
        face = font(20, bold)
        tofu = drawn("\ue000", face)
        for ch in set(text):
            if ch.isspace() or ord(ch) > 0x2FFF:  # emoji never reach an image
                continue
            if drawn(ch, face) == tofu:
                out.add(ch)
    return out


@pytest.mark.parametrize("code", LOCALES)
def test_the_fonts_have_every_letter_the_images_print(code):
    text = "".join(name.name for name in SEATS)
    for kind in KINDS.values():
        messages = kind.ui.messages
        for key, variables in messages.keys(code).items():
            if key.startswith(ON_IMAGES):
                text += messages.format(key, dict.fromkeys(variables, 2), locale=code)
    assert not missing_glyphs(text), (code, sorted(missing_glyphs(text)))
