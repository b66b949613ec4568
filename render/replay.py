"""A finished game told in pictures: the score of every player over the game as a chart, and
the key boards as an animated GIF — both from plain data (render jobs for the worker pool).

Lines are told apart by colour *and* by the seat's marker at every point, like pieces on the
boards (render/seats.py), and the chart reads on a phone (864 px wide, capitals ≥ 9 px tall at
600)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import kit, seats

WIDTH, HEIGHT = 864, 520
PAD = 24
TITLE = 30
LABEL = kit.min_size_for(WIDTH)  # 20: capitals 9 px tall on a phone
AXIS: kit.RGB = (150, 140, 120)
GRID: kit.RGB = (225, 218, 200)
FRAME_WIDTH = 600  # GIF frames: what a phone shows anyway, a third of the bytes


@dataclass(frozen=True)
class Series:
    name: str
    colour: str  # a seat colour name (render.seats)
    points: tuple[float, ...]  # the score after each step, same length for every series


def score_chart(series: Sequence[Series], title: str, x_label: str) -> bytes:
    image = Image.new("RGB", (WIDTH, HEIGHT), kit.BACKGROUND)
    draw = ImageDraw.Draw(image)
    kit.text(draw, (PAD, PAD), kit.fit(title, TITLE, WIDTH - 2 * PAD, bold=True), size=TITLE,
             bold=True)
    legend_w = 230
    left, top = PAD + 44, PAD + TITLE + 24
    right, bottom = WIDTH - PAD - legend_w, HEIGHT - PAD - LABEL - 16
    steps = max((len(s.points) for s in series), default=0)
    high = max((max(s.points) for s in series if s.points), default=1.0) or 1.0
    low = min(0.0, min((min(s.points) for s in series if s.points), default=0.0))
    span = (high - low) or 1.0
    # Grid: about five round values.
    tick = max(1, round(span / 5))
    value = int(low)
    while value <= high:
        y = bottom - (value - low) / span * (bottom - top)
        draw.line([(left, y), (right, y)], fill=GRID, width=1)
        kit.text(draw, (left - 8, y), str(value), size=LABEL, fill=kit.MUTED, anchor="rm")
        value += tick
    draw.line([(left, top), (left, bottom), (right, bottom)], fill=AXIS, width=2)
    kit.text(draw, ((left + right) / 2, bottom + 10), x_label, size=LABEL, fill=kit.MUTED,
             anchor="ma")

    def xy(i: int, v: float) -> tuple[float, float]:
        x = left + (right - left) * (i / (steps - 1) if steps > 1 else 0.5)
        return x, bottom - (v - low) / span * (bottom - top)

    every = max(1, steps // 12)  # markers on a dozen points per line, not a smear
    for s in series:
        rgb = seats.seat_rgb(s.colour)
        points = [xy(i, v) for i, v in enumerate(s.points)]
        if len(points) > 1:
            draw.line(points, fill=rgb, width=4, joint="curve")
        for i, (x, y) in enumerate(points):
            if i % every == 0 or i == len(points) - 1:
                seats.draw_marker(draw, (x, y), 8, s.colour, outline=kit.INK)
    # Legend: marker, name, final score; best first.
    y = top
    for s in sorted(series, key=lambda s: -(s.points[-1] if s.points else 0)):
        seats.draw_marker(draw, (right + 30, y + 13), 11, s.colour, outline=kit.INK)
        final = s.points[-1] if s.points else 0
        score = f"{final:g}"
        kit.text(draw, (WIDTH - PAD, y + 13), score, size=LABEL + 2, bold=True, anchor="rm")
        room = WIDTH - PAD - kit.width(score, LABEL + 2, True) - 12 - (right + 46)
        kit.text(draw, (right + 46, y + 13), kit.fit(s.name, LABEL, room), size=LABEL,
                 anchor="lm")
        y += 40
    return kit.encode(image)


def animate(frames: Sequence[bytes], *, frame_ms: int = 1200, last_ms: int = 4000) -> bytes:
    """PNG boards → one looping GIF, each frame scaled to FRAME_WIDTH; the last one lingers."""
    images = []
    for png in frames:
        board = Image.open(io.BytesIO(png)).convert("RGB")
        height = round(board.height * FRAME_WIDTH / board.width)
        small = board.resize((FRAME_WIDTH, height), Image.Resampling.LANCZOS)
        images.append(small.quantize(colors=128, method=Image.Quantize.FASTOCTREE,
                                     dither=Image.Dither.NONE))
    if not images:
        raise ValueError("no frames")
    height = max(i.height for i in images)
    padded = []
    for im in images:  # boards may grow a line; frames share one size
        if im.height != height:
            canvas = Image.new("RGB", (FRAME_WIDTH, height), kit.BACKGROUND)
            canvas.paste(im.convert("RGB"), (0, 0))
            im = canvas.quantize(colors=128, dither=Image.Dither.NONE)
        padded.append(im)
    out = io.BytesIO()
    durations = [frame_ms] * (len(padded) - 1) + [last_ms]
    padded[0].save(out, format="GIF", save_all=True, append_images=padded[1:], loop=0,
                   duration=durations, optimize=False, disposal=1)
    return out.getvalue()
