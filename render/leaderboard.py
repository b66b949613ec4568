"""The server's leaderboard as an image: one panel per game, best rating first, with each
player's rating trend as a small line — read on a phone like the boards (864 px wide, no
capitals under 9 px tall at 600 px).

Input is plain data (a render job for the worker pool): the words come already translated,
because the table knows which catalogue each game's name lives in."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import kit

WIDTH = 864
PAD = 24
TITLE = 34
HEAD = 24
ROW = 44
NAME = 24
SMALL = kit.min_size_for(WIDTH)  # 20: capitals 9 px tall on a phone
PANEL_GAP = 20
TREND_W = 120
HEADER = 12 + HEAD + 10 + SMALL + 12  # panel top to its first row

PANEL: kit.RGB = (255, 252, 244)
EDGE: kit.RGB = (210, 200, 180)
GOLD: kit.RGB = (201, 150, 30)
UP: kit.RGB = (30, 130, 70)
DOWN: kit.RGB = (180, 60, 50)


@dataclass(frozen=True)
class Row:
    place: int
    name: str
    skill: str  # as the text beside the image says it ("3.3", "−1.3"): one number, one way
    played: int
    won: int
    average: float | None
    trend: tuple[float, ...]  # rating after each game, oldest first


@dataclass(frozen=True)
class Panel:
    title: str  # "Catan · 12 games"
    rows: tuple[Row, ...]


@dataclass(frozen=True)
class Words:
    title: str  # "Leaderboard · Server name"
    rating: str
    won_played: str  # column head, e.g. "won / played"
    average: str
    trend: str
    empty: str  # shown when no game has finished yet


def _trend(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int],
           values: Sequence[float]) -> None:
    x0, y0, x1, y1 = box
    if len(values) < 2:
        draw.line([(x0, (y0 + y1) // 2), (x1, (y0 + y1) // 2)], fill=EDGE, width=2)
        return
    low, high = min(values), max(values)
    span = (high - low) or 1.0
    step = (x1 - x0) / (len(values) - 1)
    points = [(x0 + i * step, y1 - (v - low) / span * (y1 - y0)) for i, v in enumerate(values)]
    draw.line(points, fill=UP if values[-1] >= values[0] else DOWN, width=3, joint="curve")
    draw.ellipse([points[-1][0] - 4, points[-1][1] - 4, points[-1][0] + 4, points[-1][1] + 4],
                 fill=UP if values[-1] >= values[0] else DOWN)


def render_leaderboard(panels: Sequence[Panel], words: Words) -> bytes:
    rows = sum(len(p.rows) for p in panels)
    height = PAD * 2 + TITLE + 16 + len(panels) * (HEADER + 12 + PANEL_GAP) + rows * ROW
    if not panels:
        height = PAD * 2 + TITLE + 16 + 80
    image = Image.new("RGB", (WIDTH, height), kit.BACKGROUND)
    draw = ImageDraw.Draw(image)
    kit.text(draw, (PAD, PAD), kit.fit(words.title, TITLE, WIDTH - 2 * PAD, bold=True),
             size=TITLE, bold=True)
    y = PAD + TITLE + 16
    if not panels:
        kit.text(draw, (PAD, y + 20), kit.fit(words.empty, NAME, WIDTH - 2 * PAD), size=NAME,
                 fill=kit.MUTED)
        return kit.encode(image)
    cols = {"place": PAD + 16, "name": PAD + 64, "rating": 390, "record": 480, "avg": 600,
            "trend": WIDTH - PAD - 20 - TREND_W}
    room = {"rating": 84, "record": 112, "avg": 112, "trend": TREND_W}  # to the next column
    for panel in panels:
        top = y
        bottom = top + HEADER + len(panel.rows) * ROW + 12
        draw.rounded_rectangle([PAD, top, WIDTH - PAD, bottom], radius=12, fill=PANEL,
                               outline=EDGE, width=2)
        kit.text(draw, (PAD + 16, top + 12), kit.fit(panel.title, HEAD, WIDTH - 2 * PAD - 32,
                                                     bold=True), size=HEAD, bold=True)
        y = top + 12 + HEAD + 10
        for key, label in (("rating", words.rating), ("record", words.won_played),
                           ("avg", words.average), ("trend", words.trend)):
            kit.text(draw, (cols[key], y), kit.fit(label, SMALL, room[key]), size=SMALL,
                     fill=kit.MUTED)
        y += SMALL + 12
        for row in panel.rows:
            mid = y + ROW // 2
            if row.place <= 3:
                draw.ellipse([cols["place"] - 4, mid - 17, cols["place"] + 30, mid + 17],
                             fill=GOLD if row.place == 1 else EDGE)
            kit.text(draw, (cols["place"] + 13, mid), str(row.place), size=NAME, bold=True,
                     anchor="mm")
            kit.text(draw, (cols["name"], mid), kit.fit(row.name, NAME,
                                                       cols["rating"] - cols["name"] - 16),
                     size=NAME, anchor="lm")
            kit.text(draw, (cols["rating"], mid), row.skill, size=NAME, bold=True,
                     anchor="lm")
            kit.text(draw, (cols["record"], mid), f"{row.won} / {row.played}", size=NAME,
                     anchor="lm")
            kit.text(draw, (cols["avg"], mid),
                     "—" if row.average is None else f"{row.average:.1f}", size=NAME,
                     anchor="lm")
            _trend(draw, (cols["trend"], mid - 14, cols["trend"] + TREND_W, mid + 14),
                   row.trend[-30:])
            y += ROW
        y = bottom + PANEL_GAP
    return kit.encode(image)


def warm() -> None:
    """Draw a small leaderboard once in the render fork server (render/warmup.py): its fonts
    and sizes are then loaded in every worker, so a server's first ``/stats`` of the day is
    as quick as the next one (the cold first draw was the slowest ``/stats`` measured)."""
    row = Row(place=1, name="Ådne Ørsted", skill="3.3", played=4, won=2, average=7.5,
              trend=(0.0, 1.2, 2.5, 3.3))
    render_leaderboard([Panel("Catan · 4", (row, row))],
                       Words("Leaderboard", "skill", "won / played", "average", "trend", "—"))
