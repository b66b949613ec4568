"""Text on board images: a font fallback chain, grapheme-aware runs and cached text masks.

Players name themselves in any script and with emoji. Source Sans Pro (the project font: Latin
Extended, Greek, Cyrillic) draws what it can; every other character goes to the first font of
the chain that has it, all installed from PyPI so that every machine draws the same:

    Source Sans Pro -> Noto Sans -> Noto Sans <script> (Arabic, Hebrew, Devanagari, Thai, ...)
    -> Noto Sans CJK -> Noto Sans Symbols -> Noto Emoji (monochrome outlines, so any size)

A character no font has is drawn as a neutral marker (a filled dot the size of a letter),
never as the .notdef box. Text is cut into grapheme clusters first, so an emoji ZWJ sequence,
a flag or a letter with its combining marks is always drawn by one font, as one unit.

Speed: FreeType rasterising is most of a board's drawing time, and boards draw the same
strings on every render. So each (text, size, bold) is laid out and measured once, and drawn
once into an "L" mask that later calls only composite (``ImageDraw.bitmap``): about 15 µs a
string instead of 200-300 µs for ``ImageDraw.text``. Positions follow Pillow's anchor rules
exactly, so a plain Latin string lands on the same pixels as ``ImageDraw.text`` would put it.
"""

from __future__ import annotations

import math
import struct
import threading
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

__all__ = [
    "MIN_TEXT_PX",
    "draw_text",
    "fit_text",
    "font",
    "graphemes",
    "split_runs",
    "text_width",
]

# No font is made smaller than this; what reads on a phone depends on the image's width
# (render.kit.min_size_for), which the render tests check.
MIN_TEXT_PX = 14
ELLIPSIS = "…"

# Variable fonts are set to the weights of the primary font's two cuts.
SEMIBOLD, BOLD = 600, 700

Run = tuple[str, ImageFont.FreeTypeFont | None]


# --------------------------------------------------------------------------------------------
# The chain's font files


@dataclass(frozen=True)
class Face:
    """One font of the chain: where its file is and how to use it."""

    name: str
    path: str
    bold_path: str | None = None  # a static family's bold file; None: a variable font
    index: int = 0  # face in a .ttc collection
    scale: float = 1.0  # size relative to the primary font's
    rtl: bool = False  # keeps spaces between its words in one run, so bidi order holds
    emoji: bool = False

    def file(self, bold: bool) -> str:
        return self.bold_path if bold and self.bold_path else self.path


def _source_sans_dir() -> Path:
    import font_source_sans_pro

    return Path(font_source_sans_pro.__file__).parent / "files"


def _package_dir(module: str) -> Path | None:
    # The fallback fonts are optional at run time: without them the chain is shorter and
    # more characters become markers, but nothing breaks.
    try:
        mod = __import__(module)
    except ImportError:
        return None
    if mod.__file__ is None:  # a namespace package: no folder of its own to read fonts from
        return None
    return Path(mod.__file__).parent


# Noto Sans for the scripts Source Sans Pro lacks, as manimgx-fonts ships them. Order does not
# matter among these (their letters do not overlap), only that they come before CJK and symbols.
_SCRIPT_FILES: tuple[tuple[str, bool], ...] = (
    ("Arabic", True), ("Hebrew", True), ("Armenian", False), ("Georgian", False),
    ("Devanagari", False), ("Bengali", False), ("Gujarati", False), ("Gurmukhi", False),
    ("Kannada", False), ("Malayalam", False), ("Oriya", False), ("Sinhala", False),
    ("Tamil", False), ("Telugu", False), ("Thai", False), ("Lao", False), ("Khmer", False),
    ("Myanmar", False), ("Ethiopic", False),
)

# Faces of NotoSansCJK-VF.otf.ttc. Han characters differ in detail by region; which one a
# string gets is chosen from the kana or Hangul around it (see _cjk_face).
_CJK_INDEX = {"JP": 0, "KR": 1, "SC": 2}


@dataclass(frozen=True)
class _Chain:
    primary: Face
    text: tuple[Face, ...]  # after the primary, before CJK
    cjk: dict[str, Face]
    symbols: tuple[Face, ...]
    emoji: Face | None


@lru_cache(maxsize=1)
def _chain() -> _Chain:
    ssp = _source_sans_dir()
    primary = Face("Source Sans Pro", str(ssp / "SourceSansPro-Semibold.ttf"),
                   bold_path=str(ssp / "SourceSansPro-Bold.ttf"))
    text: list[Face] = []
    symbols: list[Face] = []
    emoji = None
    noto = _package_dir("manimgx_fonts")
    if noto is not None:
        text.append(Face("Noto Sans", str(noto / "NotoSans[wght].ttf")))
        for script, rtl in _SCRIPT_FILES:
            path = noto / f"NotoSans{script}[wght].ttf"
            if path.is_file():
                text.append(Face(f"Noto Sans {script}", str(path), rtl=rtl))
        symbols.append(Face("Noto Sans Symbols", str(noto / "NotoSansSymbols[wght].ttf")))
        # Noto Emoji's outlines stand a little taller than capitals; 0.9 brings an emoji
        # to about the height of a letter with its ascender.
        emoji = Face("Noto Emoji", str(noto / "NotoEmoji[wght].ttf"), scale=0.9, emoji=True)
    cjk: dict[str, Face] = {}
    cjk_dir = _package_dir("manimgx_fonts_cjk")
    if cjk_dir is not None:
        collection = str(cjk_dir / "NotoSansCJK-VF.otf.ttc")
        cjk = {region: Face(f"Noto Sans CJK {region}", collection, index=i)
               for region, i in _CJK_INDEX.items()}
    return _Chain(primary, tuple(text), cjk, tuple(symbols), emoji)


# --------------------------------------------------------------------------------------------
# Coverage: which code points a face maps, read from its cmap once per file


def _read_cmap(path: str, index: int = 0) -> frozenset[int]:
    """The code points ``path`` (face ``index`` of a collection) maps to a real glyph.

    A small reader for the two cmap formats Unicode fonts use (4: BMP, 12: all planes); it reads
    only the cmap table, which matters for the 33 MB CJK collection.
    """
    with open(path, "rb") as fh:

        def read(offset: int, size: int) -> bytes:
            fh.seek(offset)
            data = fh.read(size)
            if len(data) != size:
                raise ValueError(f"{path}: truncated font file")
            return data

        base = 0
        if read(0, 4) == b"ttcf":
            (count,) = struct.unpack(">I", read(8, 4))
            if not 0 <= index < count:
                raise ValueError(f"{path}: no face {index}")
            (base,) = struct.unpack(">I", read(12 + 4 * index, 4))
        (num_tables,) = struct.unpack(">H", read(base + 4, 2))
        directory = read(base + 12, 16 * num_tables)
        for i in range(num_tables):
            tag, _, offset, length = struct.unpack_from(">4sIII", directory, 16 * i)
            if tag == b"cmap":
                cmap = read(offset, length)
                break
        else:
            return frozenset()

    _, count = struct.unpack_from(">HH", cmap, 0)
    subtables: dict[int, int] = {}
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", cmap, 4 + 8 * i)
        unicode_table = platform == 0 or (platform == 3 and encoding in (1, 10))
        if unicode_table:
            (fmt,) = struct.unpack_from(">H", cmap, offset)
            subtables.setdefault(fmt, offset)
    if 12 in subtables:
        return _cmap_format12(cmap, subtables[12])
    if 4 in subtables:
        return _cmap_format4(cmap, subtables[4])
    return frozenset()


def _cmap_format12(cmap: bytes, offset: int) -> frozenset[int]:
    (groups,) = struct.unpack_from(">I", cmap, offset + 12)
    points: set[int] = set()
    for start, end, glyph in struct.iter_unpack(">III", cmap[offset + 16:offset + 16 + 12 * groups]):
        points.update(range(start + (glyph == 0), end + 1))
    return frozenset(points)


def _cmap_format4(cmap: bytes, offset: int) -> frozenset[int]:
    (seg_x2,) = struct.unpack_from(">H", cmap, offset + 6)
    segs = seg_x2 // 2
    ends = struct.unpack_from(f">{segs}H", cmap, offset + 14)
    starts = struct.unpack_from(f">{segs}H", cmap, offset + 16 + seg_x2)
    deltas = struct.unpack_from(f">{segs}H", cmap, offset + 16 + 2 * seg_x2)
    range_pos = offset + 16 + 3 * seg_x2
    range_offsets = struct.unpack_from(f">{segs}H", cmap, range_pos)
    points: set[int] = set()
    for i in range(segs):
        start, end, delta, ro = starts[i], ends[i], deltas[i], range_offsets[i]
        if start == 0xFFFF:
            continue
        for cp in range(start, end + 1):
            if ro == 0:
                glyph = (cp + delta) & 0xFFFF
            else:
                at = range_pos + 2 * i + ro + 2 * (cp - start)
                (glyph,) = struct.unpack_from(">H", cmap, at)
                if glyph:
                    glyph = (glyph + delta) & 0xFFFF
            if glyph:
                points.add(cp)
    return frozenset(points)


_coverage_lock = threading.Lock()
_coverage_cache: dict[tuple[str, int], frozenset[int]] = {}


def coverage(face: Face, bold: bool = False) -> frozenset[int]:
    """The code points ``face`` has glyphs for (read once per file; render threads share it)."""
    key = (face.file(bold), face.index)
    found = _coverage_cache.get(key)
    if found is None:
        with _coverage_lock:
            found = _coverage_cache.get(key)
            if found is None:
                try:
                    found = _read_cmap(*key)
                except (OSError, ValueError, struct.error):
                    found = frozenset()  # an unreadable file covers nothing: markers, no crash
                _coverage_cache[key] = found
    return found


# --------------------------------------------------------------------------------------------
# Font objects


@lru_cache(maxsize=256)
def _face_font(face: Face, size: int, bold: bool) -> ImageFont.FreeTypeFont:
    fnt = ImageFont.truetype(face.file(bold), max(1, round(size * face.scale)), index=face.index)
    if face.bold_path is None:
        try:
            axes = fnt.get_variation_axes()
        except OSError:
            axes = []  # a static font
        if axes:
            wght = BOLD if bold else SEMIBOLD
            fnt.set_variation_by_axes([_axis_value(a, wght) for a in axes])
    return fnt


def _axis_value(axis: ImageFont.Axis, wght: int) -> float:
    """The weight axis set to wght (within its range), every other axis at its default."""
    low, default, high = axis["minimum"], axis["default"], axis["maximum"]
    # FreeType reports all three for every axis of a variable font; Pillow types them Optional.
    assert low is not None and default is not None and high is not None
    if axis.get("name") in (b"Weight", "Weight"):
        return min(max(wght, low), high)
    return default


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The project font (Source Sans Pro Semibold, or Bold) at ``size`` px, at least MIN_TEXT_PX."""
    return _face_font(_chain().primary, max(size, MIN_TEXT_PX), bold)


# --------------------------------------------------------------------------------------------
# Grapheme clusters (the parts of UAX #29 that names need)


def _is_extend(cp: int) -> bool:
    """Joins the character before it: combining marks, ZWJ, variation selectors, emoji
    modifiers (skin tones) and tag characters (subdivision flags)."""
    if cp < 0x300:
        return False
    if (cp == 0x200D or 0xFE00 <= cp <= 0xFE0F or 0x1F3FB <= cp <= 0x1F3FF
            or 0xE0020 <= cp <= 0xE007F or 0xE0100 <= cp <= 0xE01EF):
        return True
    return unicodedata.category(chr(cp)) in ("Mn", "Me", "Mc")


def _is_pictographic(cp: int) -> bool:
    # Close enough to Extended_Pictographic for joining ZWJ sequences: the emoji planes and
    # the BMP's symbol blocks (♀ ♂ ❤ ⚕ ...).
    return 0x1F000 <= cp <= 0x1FFFF or (0x2000 <= cp < 0x10000
                                         and unicodedata.category(chr(cp)) == "So")


def _is_ri(cp: int) -> bool:
    return 0x1F1E6 <= cp <= 0x1F1FF  # regional indicators: two make a flag


def graphemes(text: str) -> list[str]:
    """``text`` cut into user-perceived characters: never inside a ZWJ sequence, a flag, a
    skin-toned emoji or a letter with its combining marks."""
    out: list[str] = []
    current: list[str] = []
    first = prev = -1
    for ch in text:
        cp = ord(ch)
        if current and (
            _is_extend(cp)
            or (prev == 0x200D and _is_pictographic(first) and _is_pictographic(cp))
            or (_is_ri(cp) and len(current) == 1 and _is_ri(first))
            # Conjoining Hangul vowels and finals (after NFC these are rare)
            or (0x1160 <= cp <= 0x11FF and (0x1100 <= prev <= 0x11FF or 0xAC00 <= prev <= 0xD7A3))
        ):
            current.append(ch)
        else:
            if current:
                out.append("".join(current))
            current = [ch]
            first = cp
        prev = cp
    if current:
        out.append("".join(current))
    return out


# --------------------------------------------------------------------------------------------
# Splitting text into runs of one font each


def _ignorable(cp: int) -> bool:
    """Drawn as nothing when the face lacks it: format characters, controls, variation
    selectors, tags (HarfBuzz hides these anyway; missing, they would be .notdef boxes)."""
    if 0xFE00 <= cp <= 0xFE0F or 0xE0000 <= cp <= 0xE0FFF:
        return True
    return unicodedata.category(chr(cp)) in ("Cf", "Cc", "Zl", "Zp")


def _is_emoji_cluster(g: str) -> bool:
    cp = ord(g[0])
    if 0x1F000 <= cp <= 0x1FFFF:
        return True
    return "\ufe0f" in g or "\u20e3" in g or (
        _is_pictographic(cp) and any(c == "\u200d" or 0x1F3FB <= ord(c) <= 0x1F3FF for c in g))


@lru_cache(maxsize=4096)
def _one_emoji_glyph(g: str) -> bool:
    """Whether Noto Emoji draws the whole cluster as one glyph (its ZWJ, flag, keycap and
    skin-tone ligatures need HarfBuzz, which Pillow uses when libraqm loads). Every Noto
    Emoji glyph has the same advance, so one glyph is one advance."""
    emoji = _chain().emoji
    if emoji is None or not all(ord(c) in coverage(emoji) for c in g):
        return False
    fnt = _face_font(emoji, 100, False)
    return fnt.getlength(g) <= fnt.getlength("\U0001F600") + 0.5


def _cjk_face(chain: _Chain, text: str) -> Face | None:
    # Han characters in a string with kana read as Japanese, with Hangul as Korean;
    # otherwise Simplified Chinese, the most common.
    if not chain.cjk:
        return None
    region = "SC"
    for ch in text:
        cp = ord(ch)
        if 0x3040 <= cp <= 0x30FF or 0x31F0 <= cp <= 0x31FF or 0xFF66 <= cp <= 0xFF9F:
            region = "JP"
            break
        if 0xAC00 <= cp <= 0xD7A3 or 0x1100 <= cp <= 0x11FF or 0x3130 <= cp <= 0x318F:
            region = "KR"
            break
    return chain.cjk[region]


def _faces_for(chain: _Chain, text: str) -> tuple[Face, ...]:
    cjk = _cjk_face(chain, text)
    faces = (chain.primary, *chain.text, *((cjk,) if cjk else ()), *chain.symbols)
    return faces + ((chain.emoji,) if chain.emoji else ())


def _resolve(g: str, faces: tuple[Face, ...], bold: bool, allow_nfkc: bool = True
             ) -> list[tuple[str, Face | None]]:
    """Which face draws grapheme ``g`` and what of it: [(text, face)], face None = marker,
    [] = nothing visible."""
    chain = _chain()
    if chain.emoji is not None and _is_emoji_cluster(g):
        if _one_emoji_glyph(g):
            return [(g, chain.emoji)]
        # A skin tone or presentation selector the font cannot combine: the plain emoji.
        # A ZWJ sequence or a flag it lacks: one marker, not a row of pieces.
        core = "".join(c for c in g if not (0x1F3FB <= ord(c) <= 0x1F3FF or c in "\ufe0e\ufe0f"))
        if len(core) != 1:
            return [(g, None)]
        g = core

    needed = [c for c in g if not _ignorable(ord(c))]
    if not needed:
        return []
    for face in faces:
        cov = coverage(face, bold)
        if all(ord(c) in cov for c in needed):
            # Format characters (ZWJ, ZWNJ ...) stay where the face has them: shaping uses them.
            return [("".join(c for c in g if ord(c) in cov), face)]
    if allow_nfkc:
        # Styled letters from "fancy text" generators (𝓙𝓸𝓱𝓷, 𝕁𝕠𝕙𝕟) are compatibility
        # forms of plain ones: draw those rather than markers.
        plain = unicodedata.normalize("NFKC", g)
        if plain != g:
            parts = [r for p in graphemes(plain) for r in _resolve(p, faces, bold, False)]
            if parts and all(face is not None for _, face in parts):
                return parts
    # The base letter without the marks nobody has, or a marker if no font has the letter.
    for face in faces:
        cov = coverage(face, bold)
        if ord(needed[0]) in cov:
            return [("".join(c for c in g if ord(c) in cov), face)]
    return [(g, None)]


def _sticky(g: str) -> bool:
    return unicodedata.category(g[0])[0] in "ZP"  # spaces and punctuation


@lru_cache(maxsize=4096)
def _split_faces(text: str, bold: bool) -> tuple[tuple[str, Face | None], ...]:
    """Runs of one face each (size-independent, so cached without the size)."""
    chain = _chain()
    primary_cov = coverage(chain.primary, bold)
    text = unicodedata.normalize("NFC", text)  # é as one code point, Hangul jamo as syllables
    if all(ord(c) in primary_cov for c in text):
        return ((text, chain.primary),) if text else ()  # the common case: one run, no segmenting
    faces = _faces_for(chain, text)
    runs: list[list] = []  # [text, face]
    for g in graphemes(text):
        for part, face in _resolve(g, faces, bold):
            if face is None:
                runs.append([part, None])  # a run per marker: one marker per grapheme
                continue
            last = runs[-1] if runs else None
            if last is not None and last[1] is face:
                last[0] += part
            elif (last is not None and last[1] is not None and last[1].rtl and _sticky(part)
                  and all(ord(c) in coverage(last[1], bold) for c in part)):
                # A space between two Arabic or Hebrew words stays in their run, so that
                # HarfBuzz orders the words right to left.
                last[0] += part
            else:
                runs.append([part, face])
    return tuple((t, f) for t, f in runs)


def split_runs(text: str, size: int, bold: bool = False) -> tuple[Run, ...]:
    """``text`` as runs ``(text, font)`` to draw one after another; font None means one neutral
    marker. Cached per (text, size, bold)."""
    return _layout(text, max(size, MIN_TEXT_PX), bold).runs


# --------------------------------------------------------------------------------------------
# Layout: runs with their advances, measured once; masks drawn on first use


def _pixel(v64: int) -> int:
    # FreeType's rounding of a 26.6 value to whole pixels, as Pillow uses for anchors.
    return (v64 + 32) >> 6


@lru_cache(maxsize=64)
def _vertical_offsets(size: int, bold: bool) -> dict[str, int]:
    """Baseline offset of the 'a', 'm', 's' and 'd' anchors for the primary font: Pillow's own
    values (read off its bounding boxes), so mixed strings sit where Latin ones do."""
    fnt = font(size, bold)
    base = fnt.getbbox("H", anchor="ls")[1]
    # int(): without a stroke Pillow's box is in whole pixels, though typed as floats.
    return {v: int(fnt.getbbox("H", anchor="l" + v)[1] - base) for v in "amsd"}


@lru_cache(maxsize=16)
def _marker(size: int) -> tuple[Image.Image, int, int]:
    """The neutral marker: an anti-aliased filled dot as tall as a lowercase letter, sitting
    on the baseline. (mask, advance, diameter)."""
    diameter = max(4, round(size * 0.46))
    big = Image.new("L", (diameter * 4, diameter * 4), 0)
    ImageDraw.Draw(big).ellipse((0, 0, diameter * 4 - 1, diameter * 4 - 1), fill=255)
    mask = big.resize((diameter, diameter), Image.Resampling.LANCZOS)
    return mask, diameter + 2 * max(1, round(size * 0.08)), diameter


@dataclass(eq=False)
class _Layout:
    runs: tuple[Run, ...]
    advances: tuple[int, ...]  # per run, 1/64 px
    size: int
    bold: bool
    width64: int
    _masks: dict[int, tuple[Image.Image | None, int, int]] = field(default_factory=dict)
    _anchors: dict[str, tuple[int, int]] = field(default_factory=dict)

    @property
    def width(self) -> int:
        return _pixel(self.width64)

    def anchor_offset(self, anchor: str) -> tuple[int, int]:
        """Where the baseline origin goes relative to the anchor point (Pillow's rules)."""
        found = self._anchors.get(anchor)
        if found is not None:
            return found
        if len(anchor) != 2 or anchor[0] not in "lmr" or anchor[1] not in "amstbd":
            raise ValueError(f"unsupported anchor {anchor!r}")
        h, v = anchor[0], anchor[1]
        dx = 0 if h == "l" else -_pixel(self.width64 // 2) if h == "m" else -self.width
        if v in "amsd":
            dy = _vertical_offsets(self.size, self.bold)[v]
        else:
            # Top or bottom of the ink, as Pillow's glyph boxes have it
            top, bottom = self._ink_extent()
            dy = -top if v == "t" else -bottom
        self._anchors[anchor] = (dx, dy)
        return dx, dy

    def _ink_extent(self) -> tuple[int, int]:
        tops: list[int] = []
        bottoms: list[int] = []
        for text, fnt in self.runs:
            if fnt is None:
                tops.append(-_marker(self.size)[2])
                bottoms.append(0)
            elif text:
                _, t, _, b = fnt.getbbox(text, anchor="ls")
                tops.append(int(t))
                bottoms.append(int(b))
        return (min(tops), max(bottoms)) if tops else (0, 0)

    def mask(self, stroke_width: int = 0) -> tuple[Image.Image | None, int, int]:
        """The drawn text as an "L" mask and where its top-left goes relative to the baseline
        origin; drawn once per stroke width."""
        found = self._masks.get(stroke_width)
        if found is None:
            found = self._masks[stroke_width] = self._draw_mask(stroke_width)
        return found

    def _draw_mask(self, stroke: int) -> tuple[Image.Image | None, int, int]:
        pieces: list[tuple[float, str, ImageFont.FreeTypeFont | None, tuple[int, int, int, int]]] = []
        x64 = 0
        for (text, fnt), adv in zip(self.runs, self.advances, strict=True):
            x = x64 / 64
            if fnt is None:
                _, advance, d = _marker(self.size)
                pad = (advance - d) // 2
                box = (pad - stroke, -d - stroke, pad + d + stroke, stroke)
                pieces.append((x, text, None, box))
            elif text:
                # int(): with a whole-pixel stroke Pillow's box is whole pixels, though typed
                # as floats.
                b0, b1, b2, b3 = fnt.getbbox(text, anchor="ls", stroke_width=stroke)
                pieces.append((x, text, fnt, (int(b0), int(b1), int(b2), int(b3))))
            x64 += adv
        boxes = [(math.floor(x + b[0]), b[1], math.ceil(x + b[2]), b[3]) for x, _, _, b in pieces
                 if b[2] > b[0] and b[3] > b[1]]
        if not boxes:
            return None, 0, 0
        left = min(b[0] for b in boxes)
        top = min(b[1] for b in boxes)
        right = max(b[2] for b in boxes)
        bottom = max(b[3] for b in boxes)
        mask = Image.new("L", (right - left, bottom - top), 0)
        canvas = ImageDraw.Draw(mask)
        for x, text, fnt, box in pieces:
            if fnt is None:
                dot, _, d = _marker(self.size)
                if stroke:
                    canvas.ellipse((round(x) + box[0] - left, box[1] - top,
                                    round(x) + box[2] - left - 1, box[3] - top - 1), fill=255)
                else:
                    mask.paste(255, (round(x) + box[0] - left, box[1] - top), dot)
            else:
                canvas.text((x - left, -top), text, font=fnt, fill=255, anchor="ls",
                            stroke_width=stroke)
        return mask, left, top


@lru_cache(maxsize=4096)
def _layout(text: str, size: int, bold: bool) -> _Layout:
    runs: list[Run] = []
    advances: list[int] = []
    for part, face in _split_faces(text, bold):
        if face is None:
            runs.append((part, None))
            advances.append(_marker(size)[1] * 64)
        else:
            fnt = _face_font(face, size, bold)
            runs.append((part, fnt))
            advances.append(round(fnt.getlength(part) * 64))
    return _Layout(tuple(runs), tuple(advances), size, bold, sum(advances))


# --------------------------------------------------------------------------------------------
# The API renderers use


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    *,
    size: int,
    bold: bool = False,
    fill: tuple[int, ...] | int | str,
    anchor: str = "la",
    stroke_width: int = 0,
    stroke_fill: tuple[int, ...] | int | str | None = None,
) -> None:
    """Draw ``text`` like ``draw.text(xy, text, font=font(size, bold), fill=fill,
    anchor=anchor)``, with fallback fonts for what the project font lacks. Anchors: any of
    l/m/r with a/m/s/d/t/b. Coordinates are rounded to whole pixels."""
    lay = _layout(text, max(size, MIN_TEXT_PX), bold)
    dx, dy = lay.anchor_offset(anchor)
    x = math.floor(xy[0] + 0.5) + dx
    y = math.floor(xy[1] + 0.5) + dy
    if stroke_width:
        # As Pillow does: the outline (text plus stroke) first, then the text over it.
        mask, left, top = lay.mask(stroke_width)
        if mask is not None:
            draw.bitmap((x + left, y + top), mask, fill=stroke_fill if stroke_fill is not None
                        else fill)
        if stroke_fill is None or stroke_fill == fill:
            return
    mask, left, top = lay.mask(0)
    if mask is not None:
        draw.bitmap((x + left, y + top), mask, fill=fill)


def text_width(text: str, size: int, bold: bool = False) -> int:
    """Advance width in pixels: ``draw_text`` with anchor "la" at x and with "ra" at
    x + text_width put the text on the same pixels. Measured once per (text, size, bold)."""
    return _layout(text, max(size, MIN_TEXT_PX), bold).width


def _prefixes(text: str) -> Iterator[str]:
    end = 0
    for g in graphemes(text):
        end += len(g)
        yield text[:end]


@lru_cache(maxsize=4096)
def fit_text(text: str, size: int, max_width: float, bold: bool = False) -> str:
    """``text``, or its longest prefix of whole graphemes plus "…" that fits ``max_width``
    pixels ("…" alone if nothing does)."""
    if text_width(text, size, bold) <= max_width:
        return text
    cuts = list(_prefixes(text))[:-1]
    lo, hi = 0, len(cuts)  # cuts[:lo] fit; binary search: width grows with the prefix
    while lo < hi:
        mid = (lo + hi) // 2
        if text_width(cuts[mid].rstrip() + ELLIPSIS, size, bold) <= max_width:
            lo = mid + 1
        else:
            hi = mid
    return (cuts[lo - 1].rstrip() if lo else "") + ELLIPSIS


def _clear_caches() -> None:
    """Forget every cached font, coverage, layout and mask (tests and benchmarks)."""
    for cached in (_chain, _face_font, _one_emoji_glyph, _split_faces, _vertical_offsets,
                   _marker, _layout, fit_text):
        cached.cache_clear()
    with _coverage_lock:
        _coverage_cache.clear()
