"""render.fonts: players' names in any script or with emoji are drawn with real glyphs (or one
neutral marker per character no font has), never .notdef boxes; measuring is cached and agrees
with what is drawn; shortening never cuts a grapheme; Latin text lands on the very pixels
Pillow's own ImageDraw.text puts it."""

from __future__ import annotations

import dataclasses
import functools
import importlib.util

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageChops, ImageDraw, ImageFont

from render import fonts

NAMES = [
    "🐉 Drako", "陈伟", "Žluťoučký kůň", "Łukasz Źdźbło", "Ελένη", "Дмитрий", "김민준",
    "山田太郎", "👨\u200d👩\u200d👧 Family", "🇸🇪 Sven", "e\u0301clair",
]
EMOJI = ["🐉", "👨\u200d👩\u200d👧", "🇸🇪", "👍🏽", "❤️", "1️⃣", "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",
         "🧑🏽\u200d🚀"]
ANCHORS = ["la", "ma", "ra", "lm", "mm", "rm", "ls", "mt", "lb", "mb"]
BG = (250, 246, 236)
INK = (33, 33, 33)

# The fallback fonts are dependencies of the project: a missing package fails, never skips.
HAVE_FALLBACKS = all(importlib.util.find_spec(m) for m in ("manimgx_fonts", "manimgx_fonts_cjk"))


def needs_fallbacks(test):  # kept as a label on the tests that use the fallback fonts
    return test



def test_the_fallback_font_packages_are_installed():
    assert HAVE_FALLBACKS


@pytest.fixture(autouse=True)
def fresh_caches():
    fonts._clear_caches()
    yield
    fonts._clear_caches()


def glyph_image(fnt: ImageFont.FreeTypeFont, text: str) -> bytes:
    """``text`` rendered alone in ``fnt``, as bytes to compare (size included)."""
    left, top, right, bottom = fnt.getbbox(text, anchor="ls")
    im = Image.new("L", (max(1, right - left), max(1, bottom - top)))
    ImageDraw.Draw(im).text((-left, -top), text, font=fnt, fill=255, anchor="ls")
    return bytes(str(im.size), "ascii") + im.tobytes()


def notdef_image(fnt: ImageFont.FreeTypeFont) -> bytes:
    """What ``fnt`` draws for a character it does not have: its .notdef glyph."""
    cmap = fonts._read_cmap(fnt.path, fnt.index)
    absent = next(cp for cp in (0xE000, 0xF8FF, 0x10FFFD) if cp not in cmap)
    return glyph_image(fnt, chr(absent))


def drawn(text: str, *, size: int = 24, anchor: str = "lm", xy=(20, 40), width: int = 600,
          **kw) -> Image.Image:
    im = Image.new("RGB", (width, 80), BG)
    fonts.draw_text(ImageDraw.Draw(im), xy, text, size=size, fill=INK, anchor=anchor, **kw)
    return im


def ink_columns(im: Image.Image) -> list[tuple[int, int]]:
    """Horizontal spans [start, end) of columns with any ink: separate shapes, left to right."""
    mask = ImageChops.difference(im, Image.new(im.mode, im.size, BG)).convert("L")
    cols = [any(mask.getpixel((x, y)) > 40 for y in range(im.height)) for x in range(im.width)]
    spans, start = [], None
    for x, on in enumerate([*cols, False]):
        if on and start is None:
            start = x
        elif not on and start is not None:
            spans.append((start, x))
            start = None
    return spans


# --------------------------------------------------------------------------------------------
# No .notdef boxes


@needs_fallbacks
@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("bold", [False, True])
def test_every_character_of_a_name_has_a_real_glyph(name, bold):
    runs = fonts.split_runs(name, 20, bold)
    assert runs and all(fnt is not None for _, fnt in runs), runs  # no markers needed
    assert "".join(t for t, _ in runs).replace("\u0301", "") != ""
    for text, fnt in runs:
        cmap = fonts._read_cmap(fnt.path, fnt.index)
        missing = [hex(ord(c)) for c in text if ord(c) not in cmap]
        assert not missing, (name, text, fnt.getname(), missing)
        box = notdef_image(fnt)
        for g in fonts.graphemes(text):
            if g.strip():
                assert glyph_image(fnt, g) != box, (name, g, fnt.getname())


@needs_fallbacks
def test_the_names_render_differently_from_the_old_boxes():
    # Before: ImageDraw.text with Source Sans Pro alone drew .notdef boxes for these.
    primary = fonts.font(24)
    box = notdef_image(primary)
    assert glyph_image(primary, "陈") == box  # the failure the issue reports
    for name in ("🐉 Drako", "陈伟", "김민준", "👨\u200d👩\u200d👧 Family"):
        im = Image.new("RGB", (600, 80), BG)
        ImageDraw.Draw(im).text((20, 40), name, font=primary, fill=INK, anchor="lm")
        assert ImageChops.difference(im, drawn(name)).getbbox() is not None


def test_latin_greek_cyrillic_stay_in_the_project_font():
    for name in ("Žluťoučký kůň", "Łukasz Źdźbło", "Ελένη", "Дмитрий", "Zoé Lefèvre"):
        ((text, fnt),) = fonts.split_runs(name, 18)
        assert text == name and fnt is fonts.font(18)


def test_combining_marks_stay_with_their_letter():
    assert fonts.graphemes("e\u0301clair") == ["e\u0301", "c", "l", "a", "i", "r"]
    # Drawn as the precomposed letter, by the project font
    assert fonts.split_runs("e\u0301clair", 18) == (("éclair", fonts.font(18)),)
    assert fonts.graphemes("q\u0303\u0323x") == ["q\u0303\u0323", "x"]


# --------------------------------------------------------------------------------------------
# Emoji: one glyph or one marker per grapheme


def test_graphemes_keep_emoji_sequences_whole():
    for e in EMOJI:
        assert fonts.graphemes(e) == [e]
    assert fonts.graphemes("🇸🇪🇳🇴") == ["🇸🇪", "🇳🇴"]
    assert fonts.graphemes("👨\u200d👩\u200d👧 Family")[0] == "👨\u200d👩\u200d👧"
    assert fonts.graphemes("a👍🏽b") == ["a", "👍🏽", "b"]


@needs_fallbacks
@pytest.mark.parametrize("emoji", EMOJI)
def test_each_emoji_grapheme_is_one_glyph(emoji):
    ((text, fnt),) = fonts.split_runs(emoji, 24)
    assert text == emoji and fnt.getname()[0] == "Noto Emoji"
    one = fnt.getlength("\U0001F600")
    assert fnt.getlength(emoji) == pytest.approx(one, abs=0.5)  # a ligature, not pieces
    assert glyph_image(fnt, emoji) != notdef_image(fnt)
    spans = ink_columns(drawn(emoji))
    assert spans[-1][1] - spans[0][0] <= one + 2  # one glyph wide on the image too


@needs_fallbacks
def test_emoji_run_of_several_graphemes():
    runs = fonts.split_runs("🐉👨\u200d👩\u200d👧🇸🇪 Sven", 24)
    text, fnt = runs[0]
    assert fonts.graphemes(text) == ["🐉", "👨\u200d👩\u200d👧", "🇸🇪"]
    assert fnt.getlength(text) == pytest.approx(3 * fnt.getlength("🐉"), abs=0.5)


def test_without_an_emoji_font_each_emoji_is_one_marker(monkeypatch):
    chain = dataclasses.replace(fonts._chain(), emoji=None, symbols=())
    monkeypatch.setattr(fonts, "_chain", lambda: chain)
    runs = fonts.split_runs("👨\u200d👩\u200d👧🇸🇪🐉 Sven", 24)
    assert runs[:3] == (("👨\u200d👩\u200d👧", None), ("🇸🇪", None), ("🐉", None))
    assert runs[3] == (" Sven", fonts.font(24))
    dot = fonts._marker(24)[2]
    blobs = ink_columns(drawn("👨\u200d👩\u200d👧🇸🇪🐉"))
    assert len(blobs) == 3 and all(abs((b - a) - dot) <= 1 for a, b in blobs)
    assert fonts.text_width("👨\u200d👩\u200d👧🇸🇪🐉", 24) == 3 * fonts._marker(24)[1]


@needs_fallbacks
def test_without_harfbuzz_sequences_become_one_marker_or_their_base(monkeypatch):
    # Pillow lays text out with HarfBuzz only when libraqm loads; without it, Noto Emoji's
    # ligatures do not form, and a family would come out as three people.
    basic = functools.partial(ImageFont.truetype, layout_engine=ImageFont.Layout.BASIC)
    monkeypatch.setattr(fonts.ImageFont, "truetype", basic)
    fonts._clear_caches()
    assert fonts.split_runs("👨\u200d👩\u200d👧", 24) == (("👨\u200d👩\u200d👧", None),)
    assert fonts.split_runs("🇸🇪", 24) == (("🇸🇪", None),)
    ((text, fnt),) = fonts.split_runs("👍🏽", 24)
    assert text == "👍" and fnt.getname()[0] == "Noto Emoji"
    ((text, fnt),) = fonts.split_runs("🐉", 24)
    assert text == "🐉"


def test_a_character_no_font_has_is_a_marker_not_a_box():
    # U+E000 is private use (no font of the chain maps it); U+0378 is unassigned.
    for weird in ("\ue000", "\u0378"):
        runs = fonts.split_runs(f"A{weird}B", 24)
        assert runs == (("A", fonts.font(24)), (weird, None), ("B", fonts.font(24)))
        spans = ink_columns(drawn(f"A{weird}B"))
        assert len(spans) == 3  # A, the dot, B
        box = ink_columns(drawn(weird))
        assert len(box) == 1 and box[0][1] - box[0][0] == pytest.approx(fonts._marker(24)[2], abs=1)


@needs_fallbacks
def test_styled_letters_fall_back_to_their_plain_forms():
    assert fonts.split_runs("𝓙𝓸𝓱𝓷", 20) == (("John", fonts.font(20)),)


@needs_fallbacks
def test_han_takes_its_region_from_kana_or_hangul_around_it():
    def faces(text: str) -> list[str]:
        return [fnt.getname()[0] for _, fnt in fonts.split_runs(text, 20)]

    assert faces("陈伟") == ["Noto Sans CJK SC"]
    assert faces("김민준") == ["Noto Sans CJK KR"]
    assert faces("さくら 桜") == ["Noto Sans CJK JP", "Source Sans Pro", "Noto Sans CJK JP"]


@needs_fallbacks
def test_right_to_left_words_stay_in_one_run():
    # One run, so HarfBuzz shapes the letters and orders the words right to left.
    ((text, fnt),) = fonts.split_runs("محمد علي", 20)
    assert text == "محمد علي" and fnt.getname()[0] == "Noto Sans Arabic"
    assert fonts.split_runs("אבי כהן", 20)[0][1].getname()[0] == "Noto Sans Hebrew"


def test_invisible_characters_draw_nothing():
    assert fonts.split_runs("a\u200bb\nc", 20) == (("abc", fonts.font(20)),)


# --------------------------------------------------------------------------------------------
# Placement: Pillow's anchors, one baseline


@pytest.mark.parametrize("anchor", ANCHORS)
@pytest.mark.parametrize("size,bold", [(15, False), (16, True), (21, True), (28, False)])
def test_latin_text_lands_on_pillows_pixels(anchor, size, bold):
    for text in ("Łukasz Źdźbło", "Wool 3", "Ελένη Дмитрий"):
        expected = Image.new("RGB", (600, 80), BG)
        ImageDraw.Draw(expected).text((300, 40), text, font=fonts.font(size, bold), fill=INK,
                                      anchor=anchor)
        got = drawn(text, size=size, bold=bold, anchor=anchor, xy=(300, 40))
        assert ImageChops.difference(expected, got).getbbox() is None, (text, anchor)


def test_stroked_text_lands_on_pillows_pixels():
    expected = Image.new("RGB", (200, 80), (120, 160, 90))
    ImageDraw.Draw(expected).text((100, 40), "12", font=fonts.font(16, True), fill=INK,
                                  anchor="rm", stroke_width=2, stroke_fill=(255, 255, 255))
    got = Image.new("RGB", (200, 80), (120, 160, 90))
    fonts.draw_text(ImageDraw.Draw(got), (100, 40), "12", size=16, bold=True, fill=INK,
                    anchor="rm", stroke_width=2, stroke_fill=(255, 255, 255))
    assert ImageChops.difference(expected, got).getbbox() is None


@needs_fallbacks
@pytest.mark.parametrize("anchor", ["lm", "ls", "la"])
def test_fallback_runs_share_the_latin_baseline(anchor):
    # "Hx" is drawn on the same pixels whether or not CJK and emoji follow it.
    alone = drawn("Hx", anchor=anchor)
    mixed = drawn("Hx陈🐉", anchor=anchor)
    hx_right = ink_columns(alone)[-1][1]
    box = (0, 0, hx_right, 80)
    assert ImageChops.difference(alone.crop(box), mixed.crop(box)).getbbox() is None


@needs_fallbacks
@pytest.mark.parametrize("name", NAMES)
def test_width_is_cached_and_matches_the_drawing(name):
    info = fonts._layout.cache_info
    w = fonts.text_width(name, 20)
    hits = info().hits
    assert fonts.text_width(name, 20) == w and info().hits == hits + 1  # measured once
    assert w > 0
    # "la" at x and "ra" at x + width put the text on the same pixels ...
    left = drawn(name, size=20, anchor="la", xy=(30, 20))
    right = drawn(name, size=20, anchor="ra", xy=(30 + w, 20))
    assert ImageChops.difference(left, right).getbbox() is None
    # ... and the ink lies within the measured width (a pixel or two of overhang at most)
    spans = ink_columns(left)
    assert spans[0][0] >= 30 - 2 and spans[-1][1] <= 30 + w + 2
    # "ma" centres the measured width on the point (to the pixel: half of an odd width rounds)
    centred = ink_columns(drawn(name, size=20, anchor="ma", xy=(30 + w / 2, 20)))
    assert len(centred) == len(spans)
    assert all(abs(a - c) <= 1 for (a, _), (c, _) in zip(spans, centred, strict=True))


def test_mask_is_drawn_once():
    fonts.draw_text(ImageDraw.Draw(Image.new("RGB", (200, 50))), (0, 0), "Drako", size=16,
                    fill=INK)
    lay = fonts._layout("Drako", 16, False)
    first = lay.mask()[0]
    fonts.draw_text(ImageDraw.Draw(Image.new("RGB", (200, 50))), (0, 25), "Drako", size=16,
                    fill=INK, anchor="lm")
    assert fonts._layout("Drako", 16, False).mask()[0] is first


def test_sizes_below_the_minimum_are_raised():
    assert fonts.font(9).size == fonts.MIN_TEXT_PX
    assert fonts.text_width("Drako", 9) == fonts.text_width("Drako", fonts.MIN_TEXT_PX)


def test_caches_are_bounded():
    for cached in (fonts._layout, fonts._split_faces, fonts.fit_text, fonts._face_font):
        assert cached.cache_info().maxsize is not None


# --------------------------------------------------------------------------------------------
# fit_text


def _boundaries(text: str) -> set[int]:
    ends, at = {0}, 0
    for g in fonts.graphemes(text):
        at += len(g)
        ends.add(at)
    return ends


@pytest.mark.parametrize("name", [*NAMES, "👨\u200d👩\u200d👧👨\u200d👩\u200d👧👨\u200d👩\u200d👧",
                                  "🇸🇪🇳🇴🇫🇮🇩🇰", "e\u0301e\u0301e\u0301e\u0301e\u0301"])
def test_fit_text_cuts_between_graphemes(name):
    full = fonts.text_width(name, 18)
    assert fonts.fit_text(name, 18, full) == name
    for max_width in range(0, full, 3):
        fitted = fonts.fit_text(name, 18, max_width)
        assert fitted.endswith("…")
        kept = fitted[:-1]
        assert name.startswith(kept) or name.startswith(kept + " ")
        assert len(kept) in _boundaries(name), (name, max_width, fitted)
        if kept:
            assert fonts.text_width(fitted, 18) <= max_width


def test_fit_text_is_cached_and_keeps_as_much_as_fits():
    name = "Bartholomew Fitzgerald-Smythe"
    fitted = fonts.fit_text(name, 16, 120)
    assert fonts.text_width(fitted, 16) <= 120
    longer = name[:len(fitted)] + "…"  # one more letter no longer fits
    assert fonts.text_width(longer, 16) > 120
    hits = fonts.fit_text.cache_info().hits
    assert fonts.fit_text(name, 16, 120) == fitted and fonts.fit_text.cache_info().hits == hits + 1


GRAPHEMES = st.sampled_from(["a", "Ž", "e\u0301", " ", "陈", "김", "🐉", "👨\u200d👩\u200d👧",
                             "🇸🇪", "👍🏽", "Ω", "ж", "\ue000"])


@settings(max_examples=60, deadline=None)
@given(st.lists(GRAPHEMES, min_size=1, max_size=12), st.integers(0, 200))
def test_fit_text_property(parts, max_width):
    text = "".join(parts)
    fitted = fonts.fit_text(text, 16, max_width)
    if fitted == text:
        assert fonts.text_width(text, 16) <= max_width
        return
    kept = fitted[:-1]
    assert fitted.endswith("…") and len(kept) in _boundaries(text)
    assert text.startswith(kept)
    assert not kept or fonts.text_width(fitted, 16) <= max_width


# --------------------------------------------------------------------------------------------
# The cmap reader


@needs_fallbacks
def test_cmap_reader_agrees_with_fonttools():
    from fontTools import ttLib as ttlib
    chain = fonts._chain()
    for face in (chain.primary, chain.text[0], chain.cjk["SC"], chain.emoji):
        ref = ttlib.TTFont(face.path, fontNumber=face.index, lazy=True).getBestCmap()
        assert fonts._read_cmap(face.path, face.index) == frozenset(
            cp for cp, glyph in ref.items() if glyph != ".notdef")
