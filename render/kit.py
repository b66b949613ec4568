"""The render kit every game's renderer draws with: text (with the font fallback chain and a
record of the sizes used), seat colours and markers, memory-bounded static layers, and the
PNG encoder with a fixed palette per game. A game's renderer only draws what is its own.

Boards are designed to be read on a phone: Discord shows a plain attachment about 600 px
wide there, so every board is laid out so that no text is smaller than ``MIN_PHONE_PX`` at
that width (``phone_px``), which the render tests check with ``recording()``.

A text's size here is how tall its capitals and figures are drawn (``cap_height``), not the
font size: that is what someone measuring a board on a screen finds, and it is only two
thirds of the font size. Boards once promised "no text under 10 px" by font size, and
testers measured 6-7 px in the player panels: 10 px Source Sans draws capitals 6.6 px tall.
"""

from __future__ import annotations

import io
import struct
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from types import ModuleType
from typing import Any

from PIL import Image, ImageDraw

from render import fonts

# Declared first so that the fallback None is part of its type.
_isal: ModuleType | None
try:  # ISA-L's deflate: wheels for the usual platforms; elsewhere Pillow encodes
    from isal import isal_zlib as _isal
except ImportError:  # pragma: no cover
    _isal = None

# ISA-L level 1: as small as zlib's level 2 on these boards, five times faster.
ISAL_LEVEL = 1

RGB = tuple[int, int, int]

PHONE_WIDTH = 600   # how wide Discord shows an attached image on a phone
MIN_PHONE_PX = 9    # how tall the smallest capitals anyone should have to read there are

BACKGROUND: RGB = (250, 246, 236)
INK: RGB = (33, 33, 33)
MUTED: RGB = (96, 96, 96)


# -- text ---------------------------------------------------------------------------------
_record = threading.local()


@contextmanager
def _collecting(slot: str) -> Iterator[list[Any]]:
    """A list that ``text`` appends to (in this thread) while the block runs."""
    found: list[Any] = []
    outer = getattr(_record, slot, None)
    setattr(_record, slot, found)
    try:
        yield found
    finally:
        setattr(_record, slot, outer)


def recording() -> AbstractContextManager[list[int]]:
    """Collect the pixel size of every text drawn in this thread while the block runs."""
    return _collecting("sizes")


def recording_texts() -> AbstractContextManager[list[str]]:
    """Collect every string drawn in this thread while the block runs (for tests)."""
    return _collecting("texts")


@lru_cache(maxsize=128)
def cap_height(size: int) -> int:
    """How many pixels tall capitals and figures are drawn at font ``size``: the shortest of
    H and 0-9, regular or bold, as drawn (hinted to whole pixels; ~0.66 of the size)."""
    heights = [-fonts.font(size, bold).getbbox(ch, anchor="ls")[1]
               for bold in (False, True) for ch in "H0123456789"]
    return int(min(heights))


def phone_px(size: int, image_width: int) -> float:
    """How tall the capitals of ``size`` px text read when the image is shown PHONE_WIDTH
    wide."""
    return cap_height(size) * min(1.0, PHONE_WIDTH / image_width)


@lru_cache(maxsize=32)
def min_size_for(image_width: int) -> int:
    """The smallest font size whose capitals still read MIN_PHONE_PX tall on a phone."""
    size = fonts.MIN_TEXT_PX
    while phone_px(size, image_width) < MIN_PHONE_PX:
        size += 1
    return size


def text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], s: str, *, size: int,
         bold: bool = False, fill: RGB | tuple[int, ...] = INK, anchor: str = "la") -> None:
    """Draw ``s`` with the fallback chain (any name renders: CJK, Cyrillic, emoji...)."""
    sizes = getattr(_record, "sizes", None)
    if sizes is not None and s.strip():
        sizes.append(size)
    texts = getattr(_record, "texts", None)
    if texts is not None:
        texts.append(s)
    fonts.draw_text(draw, xy, s, size=size, bold=bold, fill=fill, anchor=anchor)


def width(s: str, size: int, bold: bool = False) -> int:
    """Measured once per (text, size): boards repeat the same words every render."""
    return fonts.text_width(s, size, bold)


def fit(s: str, size: int, max_width: float, bold: bool = False) -> str:
    """``s`` shortened with an ellipsis to fit ``max_width`` (never mid-character)."""
    return fonts.fit_text(s, size, max_width, bold)


def wrap(s: str, size: int, max_width: float, lines: int, bold: bool = False) -> list[str]:
    """``s`` in at most ``lines`` lines of ``max_width`` px, broken at spaces (never at a
    no-break space); the last line is fitted with an ellipsis if words remain, as is a word
    wider than a line."""
    words = [word for word in s.split(" ") if word]
    out: list[str] = []
    while words and len(out) < lines:
        take = 1
        while take < len(words) and width(" ".join(words[:take + 1]), size, bold) <= max_width:
            take += 1
        if len(out) == lines - 1:
            take = len(words)  # the last line: everything left, fitted
        out.append(fit(" ".join(words[:take]), size, int(max_width), bold))
        words = words[take:]
    return out


def text_on(rgb: Sequence[int]) -> RGB:
    """Ink or white, whichever reads better on ``rgb``."""
    r, g, b = rgb[:3]
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else (255, 255, 255)


# -- static layers ------------------------------------------------------------------------
@dataclass
class _Frozen:
    mode: str
    size: tuple[int, int]
    data: bytes


@dataclass
class LayerCache:
    """The parts of a board that do not change within a game (the map without pieces), by
    key, bounded by memory rather than by a count that thrashes: the most recently used
    layers stay ready to paste (``hot_bytes``); older ones are kept zlib-compressed (flat
    drawings shrink 10-40x, and inflating costs a few ms against a redraw's tens) up to
    ``cold_bytes``. Callers must not draw on what ``get`` returns: copy it first, or take
    their own copy with ``owned``.

    With ``admit_repeats``, a layer is kept only when its key comes again within that many
    others: for layers that are cheap to build and many (Catan's 100 layouts in rotation,
    a private step's one-off window), where keeping each new one would only evict the one
    that is used again, and copy it for nothing."""

    hot_bytes: int = 24 << 20
    cold_bytes: int = 16 << 20
    admit_repeats: int = 0
    seen: OrderedDict[Hashable, None] = field(default_factory=OrderedDict)
    hot: OrderedDict[Hashable, Image.Image] = field(default_factory=OrderedDict)
    cold: OrderedDict[Hashable, _Frozen] = field(default_factory=OrderedDict)
    hits: int = 0
    thaws: int = 0
    builds: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @staticmethod
    def _size(image: Image.Image) -> int:
        return image.width * image.height * len(image.getbands())

    def used(self) -> tuple[int, int]:
        return (sum(self._size(i) for i in self.hot.values()),
                sum(len(f.data) for f in self.cold.values()))

    def get(self, key: Hashable, build: Callable[[], Image.Image]) -> Image.Image:
        with self._lock:
            image = self.hot.get(key)
            if image is not None:
                self.hot.move_to_end(key)
                self.hits += 1
                return image
            frozen = self.cold.pop(key, None)
        if frozen is not None:
            image = Image.frombytes(frozen.mode, frozen.size, zlib.decompress(frozen.data))
            self.thaws += 1
        else:
            image = build()
            self.builds += 1
        with self._lock:
            self.hot[key] = image
            self._trim()
        return image

    def owned(self, key: Hashable, build: Callable[[], Image.Image]) -> Image.Image:
        """The layer for ``key`` as an image the caller may draw on."""
        if self.admit_repeats <= 0:
            return self.get(key, build).copy()
        with self._lock:
            known = key in self.hot or key in self.cold or key in self.seen
            self.seen.pop(key, None)
            if not known:
                self.seen[key] = None
                while len(self.seen) > self.admit_repeats:
                    self.seen.popitem(last=False)
        if known:
            return self.get(key, build).copy()
        self.builds += 1
        return build()  # not kept: the caller's already

    def _trim(self) -> None:
        hot = sum(self._size(i) for i in self.hot.values())
        while hot > self.hot_bytes and len(self.hot) > 1:
            key, old = self.hot.popitem(last=False)
            hot -= self._size(old)
            if self.cold_bytes > 0:  # 0: a layer is cheaper to rebuild than to inflate
                self.cold[key] = _Frozen(old.mode, old.size, zlib.compress(old.tobytes(), 1))
        cold = sum(len(f.data) for f in self.cold.values())
        while cold > self.cold_bytes and self.cold:
            _, gone = self.cold.popitem(last=False)
            cold -= len(gone.data)

    def clear(self) -> None:
        with self._lock:
            self.hot.clear()
            self.cold.clear()
            self.seen.clear()


# -- encoding -----------------------------------------------------------------------------
class Palette:
    """A game's fixed 256-colour palette. Mapping each board onto it (no dithering: boards
    are flat drawings) costs a third of finding a fresh palette per image, and every board
    of a game has the same colours anyway. ``exact`` colours (seat colours, ink, paper) are
    kept exactly; the rest are learned once from ``sample()``, a representative board."""

    def __init__(self, exact: Sequence[Sequence[int]], sample: Callable[[], Image.Image]):
        self.exact = [tuple(c[:3]) for c in exact]
        self.sample = sample
        self._image: Image.Image | None = None
        self._lock = threading.Lock()

    @property
    def image(self) -> Image.Image:
        with self._lock:
            if self._image is None:
                self._image = self._learn()
            return self._image

    def _learn(self) -> Image.Image:
        exact = list(dict.fromkeys(self.exact))[:64]
        learned = self.sample().convert("RGB").quantize(
            colors=256 - len(exact), method=Image.Quantize.MEDIANCUT)
        colours = learned.getpalette() or []
        flat = [v for c in exact for v in c] + colours[: 3 * (256 - len(exact))]
        flat += [0] * (768 - len(flat))
        out = Image.new("P", (1, 1))
        out.putpalette(flat)
        return _keep_exact(out, exact)


def _keep_exact(palette: Image.Image, exact: list[tuple[int, ...]]) -> Image.Image:
    """Pillow maps a pixel to the palette colour nearest the centre of a small box of colours
    around it, not nearest the pixel itself; so a learned colour near an exact one (a 252
    grey from anti-aliasing beside white) can win, and white pieces came out grey. Each
    exact colour is mapped once; a learned colour that took its place is replaced by it,
    until every exact colour maps to itself."""
    # Learned colours in an exact one's box (Pillow's cache is coarser than 8 levels) would
    # win its pixels: they become copies of it.
    flat = list(palette.getpalette() or [])
    for j in range(len(exact), 256):
        near = next((c for c in exact if max(abs(a - b) for a, b in
                                             zip(flat[3 * j:3 * j + 3], c, strict=True)) < 8), None)
        if near is not None:
            flat[3 * j:3 * j + 3] = near
    palette = Image.new("P", (1, 1))
    palette.putpalette(flat)
    probe = Image.new("RGB", (len(exact), 1))
    for i, colour in enumerate(exact):
        probe.putpixel((i, 0), colour)
    for _ in range(32):
        flat = list(palette.getpalette() or [])
        mapped = probe.quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB")
        changed = False
        for i, want in enumerate(exact):
            got = mapped.getpixel((i, 0))
            assert isinstance(got, tuple)  # an RGB image's pixel is a triple
            if tuple(got) == want:
                continue
            for j in range(len(exact), 256):
                if tuple(flat[3 * j:3 * j + 3]) == tuple(got):
                    flat[3 * j:3 * j + 3] = want
                    changed = True
        if not changed:
            break
        palette = Image.new("P", (1, 1))
        palette.putpalette(flat)
    return palette


def encode(image: Image.Image, palette: Palette | None = None) -> bytes:
    """The board as PNG. With the game's palette: nearest colour, no dithering."""
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    if palette is not None:
        indexed = rgb.quantize(palette=palette.image, dither=Image.Dither.NONE)
    else:
        indexed = rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    if _isal is not None:
        return png_indexed(indexed)
    buf = io.BytesIO()
    # Level 2, not 1: on these flat drawings zlib's level 1 emits more symbols and is slower.
    indexed.save(buf, format="PNG", optimize=False, compress_level=2)
    return buf.getvalue()


def png_indexed(indexed: Image.Image) -> bytes:
    """A palette image as PNG, deflated by ISA-L: a 960 px board in under 1 ms instead of
    Pillow's 5 (zlib-ng at level 2), and no bigger. Rows are unfiltered, as the PNG spec
    recommends for palette images and as Pillow writes them."""
    assert _isal is not None and indexed.mode == "P"
    w, h = indexed.size
    # Each row starts with its filter type, 0 (none): a column of zeros on the left.
    framed = Image.new("P", (w + 1, h), 0)
    framed.paste(indexed, (1, 0))
    rows = framed.tobytes()
    colours = bytes(indexed.getpalette("RGB") or [0, 0, 0])
    return b"".join((
        b"\x89PNG\r\n\x1a\n",
        _chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 3, 0, 0, 0)),  # 8-bit, palette
        _chunk(b"PLTE", colours[:768]),
        _chunk(b"IDAT", _isal.compress(rows, ISAL_LEVEL)),
        _chunk(b"IEND", b""),
    ))


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
