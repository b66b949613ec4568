"""Board images of every game (found by the registry: a new game is covered without listing
it): each renderer draws in the language of the context, the project font has a glyph for
every letter any catalogue puts on an image, no text is smaller than 10 px when the image is
shown 600 px wide on a phone, and names in any script render with real glyphs."""

from __future__ import annotations

import importlib
import io
import random

import pytest
from PIL import Image, ImageDraw

from games.registry import engines
from render import fonts, kit
from render.common import COLOUR_ORDER, SeatInfo
from render.fonts import font
from table.i18n import use_locale
from tests.support import tiers
from tests.support.players import random_move

SEATS = [SeatInfo(name, COLOUR_ORDER[i]) for i, name in enumerate(
    ("Łucja Żółć", "Jiří Čermák", "Åsa Öberg", "Zoé Lefèvre"))]
_GAMES = {key: importlib.import_module(f"cogs.{key}").KIND for key in engines()}
CARAVANE = _GAMES["caravane"]


def _variants(key: str) -> list[str]:
    """A game's variants (its ``variant`` option's choices), each drawn like a game of its own."""
    option = next((o for o in _GAMES[key].engine.options if o.name == "variant"), None)
    return [f"{key}:{v}" for v in option.choices[1:]] if option else []


KINDS = {name: _GAMES[name.split(":")[0]] for key in _GAMES for name in [key, *_variants(key)]}
# Names the way Discord members write them.
WORLD_NAMES = ("🐉 Drako", "陈伟", "Дмитрий Ковалёв", "김민준 ✨",
               "Bartholomew Featherstonehaugh-Wójcik")
# What images print: their own words and the game terms they quote.
ON_IMAGES = ("img-", "title", "option-", "count-", "card-", "item-", "good-")


def played(kind, players: int, moves: int, seed: int = 3, key: str = "") -> dict:
    engine = kind.engine
    _, _, variant = key.partition(":")
    state = engine.new(players, seed, {"variant": variant} if variant else {})
    rnd = random.Random(seed)
    for _ in range(moves):
        if engine.is_over(state):
            break
        move = random_move(engine, state, rnd)
        if move is None:
            break
        state, _ = engine.apply(state, *move)
    return state


@pytest.mark.parametrize("code", tiers.languages())
@pytest.mark.parametrize("key", sorted(KINDS))
def test_every_board_renders_in_every_language(key, code):
    kind = KINDS[key]
    state = played(kind, 3, 40, key=key)
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


@pytest.mark.parametrize("code", tiers.languages())
def test_the_fonts_have_every_letter_the_images_print(code):
    text = "".join(name.name for name in SEATS)
    for kind in KINDS.values():
        messages = kind.ui.messages
        for key, variables in messages.keys(code).items():
            if key.startswith(ON_IMAGES):
                text += messages.format(key, dict.fromkeys(variables, 2), locale=code)
    assert not missing_glyphs(text), (code, sorted(missing_glyphs(text)))


def images_of(kind, state: dict, seats: list[SeatInfo]) -> list[tuple[str, bytes, list[int]]]:
    """Every image the game draws for ``state``: the public board, and each seat's hand."""
    out = []
    view = kind.engine.view(state, None)
    with kit.recording() as sizes:
        png = kind.render_board(view, seats, **kind.ui.board_highlight(view))
    out.append(("board", png, sizes))
    if kind.render_private is not None:
        for seat in range(len(seats)):
            with kit.recording() as sizes:
                png = kind.render_private(kind.engine.view(state, seat), seats, seat)
            out.append((f"hand {seat}", png, sizes))
    return out


@pytest.mark.parametrize("key", tiers.each(sorted(KINDS), ["caravan"], ids=sorted(KINDS)))
def test_no_text_is_smaller_than_10_px_on_a_phone(key):
    kind = KINDS[key]
    seats = [SeatInfo(n, COLOUR_ORDER[i]) for i, n in enumerate(WORLD_NAMES[:3])]
    for moves in (0, 30, 90):
        state = played(kind, 3, moves, seed=11, key=key)
        for code in ("en", "pl"):
            with use_locale(code):
                for what, png, sizes in images_of(kind, state, seats):
                    width = Image.open(io.BytesIO(png)).size[0]
                    assert sizes, (key, what, "no text recorded: is it drawn with render.kit?")
                    smallest = min(kit.phone_px(size, width) for size in sizes)
                    assert smallest >= kit.MIN_PHONE_PX - 0.01, (key, what, moves, code, width,
                                                                 min(sizes))


@pytest.mark.parametrize("key", sorted(KINDS))
def test_names_in_any_script_are_drawn_with_real_glyphs(key):
    kind = KINDS[key]
    players = min(4, kind.engine.max_players)
    seats = [SeatInfo(n, COLOUR_ORDER[i]) for i, n in enumerate(WORLD_NAMES[:players])]
    state = played(kind, players, 20, seed=5, key=key)
    with kit.recording_texts() as drawn:
        for _what, png, _ in images_of(kind, state, seats):
            Image.open(io.BytesIO(png)).load()
    for seat in seats:
        # The board names every player (fitted, maybe shortened with an ellipsis)...
        assert any(seat.name[:2] in text for text in drawn), (key, seat.name)
        # ...and every character of the name has a font that really has it (None would be
        # the neutral marker, which only unprintable characters may become).
        runs = fonts.split_runs(seat.name, 18)
        assert all(face is not None for _, face in runs), (seat.name, runs)


def test_a_resigned_catan_player_is_marked_in_the_board_language():
    """The panel's "(resigned)" was an English literal on every Catan board."""
    from types import SimpleNamespace

    from render.catan import shown_name
    player = SimpleNamespace(seat=1, resigned=True)
    with use_locale("sv"):
        assert shown_name(SEATS, player) == "Jiří Čermák (gav upp)"
    with use_locale("en"):
        assert shown_name(SEATS, SimpleNamespace(seat=1, resigned=False)) == "Jiří Čermák"


def test_an_offers_answers_show_on_the_catan_panels():
    """Who accepted, countered or declined an open offer is on the board image (issue 28,
    item 12), in the board's language; a seat still to answer shows its name alone."""
    from types import SimpleNamespace

    from games.catan import ENGINE as CATAN
    from render.catan import shown_name
    from render.catan_model import board_model
    from tests.support import catan_scenario as sc
    s = sc.main_phase(3)
    sc.set_hand(s, 0, brick=2)
    sc.set_hand(s, 1, ore=1)
    sc.set_hand(s, 2, ore=1, wool=1)
    s, _ = CATAN.apply(s, 0, {"type": "offer_trade", "to": None, "give": {"brick": 1},
                              "get": {"ore": 1}})
    s, _ = CATAN.apply(s, 1, {"type": "accept_trade"})
    offer = board_model(CATAN.view(s, None)).offer
    with use_locale("fr"):
        assert shown_name(SEATS, SimpleNamespace(seat=1, resigned=False), offer) == \
            "Jiří Čermák ✓ accepte"
        assert shown_name(SEATS, SimpleNamespace(seat=2, resigned=False), offer) == "Åsa Öberg"
    s, _ = CATAN.apply(s, 2, {"type": "decline_trade"})
    offer = board_model(CATAN.view(s, None)).offer
    with use_locale("en"):
        assert shown_name(SEATS, SimpleNamespace(seat=2, resigned=False), offer) == \
            "Åsa Öberg × declines"


def test_a_long_name_gives_way_to_its_offer_answer():
    from types import SimpleNamespace

    from render.catan import shown_name
    offer = SimpleNamespace(answers=((0, "accept"),))
    seats = [SeatInfo("Bartholomew Featherstonehaugh-Wójcik", COLOUR_ORDER[0])]
    with use_locale("en"):
        shown = shown_name(seats, SimpleNamespace(seat=0, resigned=False), offer, room=200)
    assert shown.endswith("✓ accepts") and shown.startswith("Barth") and "…" in shown
