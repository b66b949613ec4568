"""Text drawing speed: µs per string for ``render.fonts.draw_text`` against ``ImageDraw.text``.

Run: ``python -m bench.text_speed [--repeat 300]``.

Three ways of drawing the same player names and labels at board sizes (15-21 px):

- ``ImageDraw.text``: Pillow with the project font, what renderers did before; it rasterises
  every call, and mixed names come out with .notdef boxes.
- ``draw_text`` warm: the usual case on a board, where the same names are drawn on every
  render: the layout and the mask are cached, one ``ImageDraw.bitmap`` call per string.
- ``draw_text`` cold: first sight of a string (caches cleared): splitting into runs, measuring,
  rasterising the mask, then compositing.

Also ``text_width`` warm and cold, and a "board": 40 strings drawn as a renderer does.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from PIL import Image, ImageDraw, ImageFont

from render import fonts

ASCII = ["Drako", "Sven Andersson", "Score: 10", "Wool 3", "Longest road", "Player 4",
         "Victory points", "Bag: 12"]
MIXED = ["🐉 Drako", "陈伟", "Žluťoučký kůň", "Łukasz Źdźbło", "Ελένη", "Дмитрий", "김민준",
         "山田太郎", "👨\u200d👩\u200d👧 Family", "🇸🇪 Sven", "e\u0301clair", "محمد علي"]
SIZES = (15, 16, 19, 21)
INK = (33, 33, 33)


def _clear() -> None:
    # Strings unseen, fonts still open: what a new name costs a running bot
    fonts._layout.cache_clear()
    fonts._split_faces.cache_clear()
    fonts.fit_text.cache_clear()


def _time(fn: Callable[[], None], calls: int, repeat: int, setup: Callable[[], None] | None
          ) -> float:
    """Median µs per call over ``repeat`` rounds of ``fn`` (which makes ``calls`` calls)."""
    samples = []
    for _ in range(repeat):
        if setup is not None:
            setup()
        started = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - started) / calls * 1e6)
    return statistics.median(samples)


def measure(names: list[str], repeat: int) -> dict[str, float]:
    image = Image.new("RGB", (900, 200), (250, 246, 236))
    draw = ImageDraw.Draw(image)
    items = [(name, size) for name in names for size in SIZES]
    pillow_fonts: dict[int, ImageFont.FreeTypeFont] = {s: fonts.font(s) for s in SIZES}

    def plain() -> None:
        for name, size in items:
            draw.text((450, 100), name, font=pillow_fonts[size], fill=INK, anchor="lm")

    def ours() -> None:
        for name, size in items:
            fonts.draw_text(draw, (450, 100), name, size=size, fill=INK, anchor="lm")

    def widths() -> None:
        for name, size in items:
            fonts.text_width(name, size)

    ours()  # load fonts and coverage outside the timings
    n = len(items)
    return {
        "ImageDraw.text": _time(plain, n, repeat, None),
        "draw_text warm": _time(ours, n, repeat, None),
        "draw_text cold": _time(ours, n, max(3, repeat // 10), _clear),
        "text_width warm": _time(widths, n, repeat, None),
        "text_width cold": _time(widths, n, max(3, repeat // 10), _clear),
    }


def board(repeat: int) -> tuple[float, float]:
    """ms for 40 strings as a board draws them (names, scores, labels), Pillow vs ours warm."""
    image = Image.new("RGB", (1200, 900), (250, 246, 236))
    draw = ImageDraw.Draw(image)
    items = [(name, 15 + i % 7, i % 3 == 0, (20 + 25 * (i % 4) * 10, 20 + 20 * i))
             for i, name in enumerate((ASCII + MIXED) * 2)][:40]

    def plain() -> None:
        for name, size, bold, xy in items:
            draw.text(xy, name, font=fonts.font(size, bold), fill=INK, anchor="lm")

    def ours() -> None:
        for name, size, bold, xy in items:
            fonts.draw_text(draw, xy, name, size=size, bold=bold, fill=INK, anchor="lm")

    ours()
    return _time(plain, 1, repeat, None) / 1000, _time(ours, 1, repeat, None) / 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.text_speed", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=300, help="timing rounds (default 300)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    fonts.draw_text(ImageDraw.Draw(Image.new("RGB", (10, 10))), (0, 0), "陈🐉ж", size=16,
                    fill=INK)
    print(f"first use (fonts opened, cmaps read): {(time.perf_counter() - started) * 1000:.0f} ms")
    rows = {"ASCII": measure(ASCII, args.repeat), "mixed": measure(MIXED, args.repeat)}
    print(f"\nµs per string, {len(SIZES)} sizes, median of rounds")
    print(f"{'':18}" + "".join(f"{k:>10}" for k in rows))
    for metric in next(iter(rows.values())):
        print(f"{metric:18}" + "".join(f"{rows[k][metric]:10.1f}" for k in rows))
    plain_ms, ours_ms = board(max(20, args.repeat // 5))
    print(f"\n40-string board: ImageDraw.text {plain_ms:.2f} ms, draw_text {ours_ms:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
