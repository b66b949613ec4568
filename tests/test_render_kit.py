"""The render kit: static layers bounded by memory (not by a count that thrashes), the fixed
palette encoder, and the record of text sizes the phone-readability tests read."""

from __future__ import annotations

import io
import struct
import zlib

import pytest
from PIL import Image, ImageDraw

from render import kit


def layer(i: int) -> Image.Image:
    # A flat drawing like a board's map: compresses well, as real layers do.
    image = Image.new("RGB", (400, 300), kit.BACKGROUND)
    ImageDraw.Draw(image).rectangle((i, i, 200 + i, 150), fill=(40 + i, 120, 200))
    return image


def test_layers_beyond_the_hot_budget_are_kept_compressed_and_come_back_identical():
    cache = kit.LayerCache(hot_bytes=3 * 400 * 300 * 3, cold_bytes=1 << 20)
    for i in range(20):
        cache.get(i, lambda i=i: layer(i))
    hot, cold = cache.used()
    assert hot <= 3 * 400 * 300 * 3 and len(cache.hot) == 3
    assert len(cache.cold) == 17 and cold < 17 * 400 * 300 * 3 // 10  # ≥10x smaller
    # A cold layer comes back without being drawn again, pixel for pixel.
    again = cache.get(0, lambda: (_ for _ in ()).throw(AssertionError("redrawn")))
    assert again.tobytes() == layer(0).tobytes()
    assert cache.builds == 20 and cache.thaws == 1


def test_the_cold_tier_is_bounded_too():
    cache = kit.LayerCache(hot_bytes=1, cold_bytes=2_000)
    for i in range(50):
        cache.get(i, lambda i=i: layer(i))
    assert cache.used()[1] <= 2_000 and len(cache.hot) == 1


def test_the_fixed_palette_keeps_exact_colours_and_encodes_a_real_png():
    exact = [(214, 48, 49), (41, 98, 204), kit.INK, kit.BACKGROUND]
    palette = kit.Palette(exact, lambda: layer(3))
    image = layer(5)
    ImageDraw.Draw(image).ellipse((10, 10, 60, 60), fill=(214, 48, 49))
    png = kit.encode(image, palette)
    decoded = Image.open(io.BytesIO(png)).convert("RGB")
    assert decoded.size == image.size
    assert decoded.getpixel((35, 35)) == (214, 48, 49)   # a seat colour stays exact
    assert decoded.getpixel((399, 299)) == kit.BACKGROUND


def _chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    out, at = [], 8
    while at < len(png):
        (size,) = struct.unpack(">I", png[at:at + 4])
        kind, data = png[at + 4:at + 8], png[at + 8:at + 8 + size]
        (crc,) = struct.unpack(">I", png[at + 8 + size:at + 12 + size])
        assert crc == zlib.crc32(kind + data), kind
        out.append((kind, data))
        at += 12 + size
    return out


@pytest.mark.skipif(kit._isal is None, reason="ISA-L has no wheel for this platform")
def test_the_fast_png_is_a_valid_png_with_the_same_pixels_as_pillows():
    image = layer(7)
    ImageDraw.Draw(image).text((20, 200), "Łódź 陈伟", fill=kit.INK)
    ImageDraw.Draw(image).ellipse((250, 40, 390, 290), fill=(214, 48, 49), outline=kit.INK)
    indexed = image.quantize(colors=64)
    png = kit.png_indexed(indexed)
    kinds = [k for k, _ in _chunks(png)]
    assert kinds == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    assert struct.unpack(">IIBBBBB", _chunks(png)[0][1]) == (400, 300, 8, 3, 0, 0, 0)
    ours = Image.open(io.BytesIO(png))
    ours.load()
    assert ours.mode == "P" and ours.size == image.size
    pillows = io.BytesIO()
    indexed.save(pillows, format="PNG")
    theirs = Image.open(pillows).convert("RGB")
    assert ours.convert("RGB").tobytes() == theirs.tobytes()
    # Every row is stored unfiltered, behind its filter-type byte.
    rows = zlib.decompress(_chunks(png)[2][1])
    assert len(rows) == 300 * 401 and all(rows[r * 401] == 0 for r in range(300))


def test_recording_collects_the_text_sizes_drawn():
    image = Image.new("RGB", (1200, 100), kit.BACKGROUND)
    d = ImageDraw.Draw(image)
    with kit.recording() as sizes:
        kit.text(d, (10, 10), "Alice", size=22)
        kit.text(d, (10, 40), "🐉 Drako", size=28, bold=True)
    kit.text(d, (10, 70), "not recorded", size=14)
    assert sizes == [22, 28]
    # Sizes are read as the height of capitals: 20 px text draws 13 px capitals, half of
    # that when a 1200 px image is shown 600 px wide.
    assert kit.cap_height(20) == 13 and kit.phone_px(20, 1200) == 6.5
    assert kit.phone_px(kit.min_size_for(1200), 1200) >= kit.MIN_PHONE_PX
    assert kit.min_size_for(500) == kit.min_size_for(600) == 14  # the fonts' own floor


def test_wrap_breaks_between_words_and_fits_the_last_line():
    text = "Camels: 2 in supply, 4 on board · Theft markers: 1 · 7 goods + 3 demand"
    lines = kit.wrap(text, 20, 300, 5)
    assert " ".join(lines) == text and len(lines) > 1
    assert all(kit.width(line, 20) <= 300 for line in lines)
    short = kit.wrap(text, 20, 300, 2)
    assert len(short) == 2 and short[1].endswith("…") and kit.width(short[1], 20) <= 300
    nbsp = "Arrivés\u00a0:"  # French keeps the colon with its word
    assert kit.wrap(f"{nbsp} 3", 20, kit.width(nbsp, 20), 3) == [nbsp, "3"]
    assert kit.wrap("", 20, 300, 2) == []


def test_every_exact_colour_maps_to_itself_even_beside_near_colours_in_the_sample():
    # A sample full of near-whites and near-seat colours (anti-aliasing) must not displace
    # the exact ones: Pillow's nearest-colour boxes would otherwise turn white pieces grey.
    def sample() -> Image.Image:
        image = Image.new("RGB", (256, 64), kit.BACKGROUND)
        for x in range(256):
            for y in range(64):
                image.putpixel((x, y), (255 - (x % 6), 255 - (y % 5), 250 + (x + y) % 6))
        return image

    exact = [(255, 255, 255), (159, 0, 13), (13, 58, 120), kit.INK]
    palette = kit.Palette(exact, sample)
    probe = Image.new("RGB", (len(exact), 1))
    for i, c in enumerate(exact):
        probe.putpixel((i, 0), c)
    out = Image.open(io.BytesIO(kit.encode(probe, palette))).convert("RGB")
    assert [out.getpixel((i, 0)) for i in range(len(exact))] == exact


def test_a_layer_seen_once_is_not_kept_and_one_that_comes_back_is():
    cache = kit.LayerCache(hot_bytes=1 << 20, cold_bytes=0, admit_repeats=2)
    first = cache.owned("a", lambda: layer(1))
    assert not cache.hot and cache.builds == 1   # seen once: handed over, not kept
    ImageDraw.Draw(first).rectangle((0, 0, 50, 50), fill=(0, 0, 0))  # the caller's own
    for key in ("b", "c", "d"):  # three others: "a" is out of the window again
        cache.owned(key, lambda: layer(2))
    cache.owned("a", lambda: layer(1))
    assert not cache.hot and cache.builds == 5
    cache.owned("a", lambda: layer(1))   # back within the window: kept from now on
    assert list(cache.hot) == ["a"] and cache.builds == 6
    again = cache.owned("a", lambda: (_ for _ in ()).throw(AssertionError("rebuilt")))
    assert again.tobytes() == layer(1).tobytes() and cache.hits == 1
    ImageDraw.Draw(again).rectangle((0, 0, 50, 50), fill=(0, 0, 0))
    assert cache.hot["a"].tobytes() == layer(1).tobytes()   # the kept one is untouched
