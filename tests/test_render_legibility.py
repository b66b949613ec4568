"""Every image every game draws reads on a phone: shown 600 px wide (as Discord shows an
attachment there), no text has capitals under ``kit.MIN_PHONE_PX`` (9 px), however its size
came about.

Why this file exists: the render tests once checked the *font size* each renderer asked the
kit for (>= 10 px at phone width) and passed, while testers measured 6-7 px in the player
panels of Caravan and Catan T&B. Both were right: a 10 px font draws its capitals 6.6 px
tall, and capitals are what a person measures. So the size is now the capitals' height, and
it is checked two ways:

- every text drawn (recorded in ``render.fonts.draw_text``, which every text goes through:
  no renderer draws with Pillow's own ``ImageDraw.text``) for every board of every game at
  the start, mid-game and the end, with 2 to 4 players (5 for Caravane) whose long names
  mix scripts, plus each player's private image and every private step image (a menu's
  outlined spots);
- on the decoded PNGs themselves: each text is drawn as a capital H, the image is drawn again
  without any text, and the height of every H is measured in the difference. That catches
  what no record of requested sizes can: a canvas scaled down after the text was drawn, a
  piece pasted over the text.
"""

from __future__ import annotations

import gc
import importlib
import io
import random
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from unittest import mock

import numpy as np
import pytest
from PIL import Image, ImageDraw

from games.base import LOCATIONS
from games.registry import engines
from games.rng import Rng
from render import fonts, kit
from render.common import COLOUR_ORDER, SeatInfo
from table.i18n import use_locale
from tests.support import tiers
from tests.support.players import random_move

# Long names in several scripts, as Discord members write them.
NAMES = (
    "Zdeněk Šťastný-Łukasiewicz the Magnificent",
    "Дмитрий Александрович Соколов-Задунайский",
    "陈伟 王秀英 李娜 张伟 刘洋 陈静",
    "🐉 Drako 🐪 of the Silk Road ✨🏜️",
    "Ólafur Ægirsdóttir Þórðarson-Björnsson",
)
KINDS = {key: importlib.import_module(f"cogs.{key}").KIND for key in engines()}


# -- playing games to the stages an image is drawn at ------------------------------------------
def _random_pick(key: str) -> Callable[[Any, dict, random.Random], tuple[int, dict] | None]:
    """A (seat, action) for ``state``: each game's progress-biased player, so games end."""
    if key == "caravan":
        from games.caravan.playout import choose

        def caravan(engine: Any, state: dict, rnd: random.Random) -> tuple[int, dict] | None:
            seat = state["current"]
            rng = Rng(rnd.randrange(1 << 30))
            return seat, choose(engine.view(state, seat), engine.legal_actions(state, seat), rng)
        return caravan
    if key in ("catan", "yspahan"):
        module = importlib.import_module(f"bench.render_{key}")
        return _by_choose(module.choose)
    return random_move


def _by_choose(choose: Callable[[dict, int, random.Random], dict]
               ) -> Callable[[Any, dict, random.Random], tuple[int, dict] | None]:
    def pick(engine: Any, state: dict, rnd: random.Random) -> tuple[int, dict] | None:
        seats = engine.to_act(state)
        if not seats:
            return None
        seat = seats[0]
        return seat, choose(state, seat, rnd)
    return pick


@dataclass(frozen=True)
class Case:
    key: str          # the game's key, with ":variant" for a variant drawn its own way
    players: int

    @property
    def kind(self) -> Any:
        return KINDS[self.key.split(":")[0]]

    def __str__(self) -> str:
        return f"{self.key}-{self.players}p"


def _options(key: str) -> dict[str, Any]:
    _, _, variant = key.partition(":")
    return {"variant": variant} if variant else {}


_STAGES: dict[Case, dict[str, dict]] = {}


def stages(case: Case) -> dict[str, dict]:
    """The start of a seeded game, its middle (half its actions) and its end."""
    if case not in _STAGES:
        engine = case.kind.engine
        if case.key == "catan:traders-barbarians":
            from bench import render_catan_tb as tb

            pick = _by_choose(tb.choose)
            state = engine.new(case.players, 7, tb.OPTIONS)
        else:
            pick = _random_pick(case.key)
            state = engine.new(case.players, 7, _options(case.key))
        rnd = random.Random(7)
        seen = [state]
        while not engine.is_over(state) and len(seen) < 8000:
            move = pick(engine, state, rnd)
            if move is None:
                break
            state, _ = engine.apply(state, *move)
            seen.append(state)
        assert engine.is_over(state), (case, "the game did not end")
        _STAGES[case] = {"start": seen[0], "mid": seen[len(seen) // 2], "end": state}
    return _STAGES[case]


def _variants(key: str) -> list[str]:
    option = next((o for o in KINDS[key].engine.options if o.name == "variant"), None)
    return [f"{key}:{v}" for v in option.choices[1:]] if option else []


CASES = [Case(key, n) for base in sorted(KINDS) for key in [base, *_variants(base)]
         for n in range(KINDS[base].engine.min_players, KINDS[base].engine.max_players + 1)]


def seats_for(players: int) -> list[SeatInfo]:
    return [SeatInfo(NAMES[i % len(NAMES)], COLOUR_ORDER[i]) for i in range(players)]


# -- the images of a stage -------------------------------------------------------------------
def step_highlights(kind: Any, state: dict, seat: int) -> Iterator[dict[str, Any]]:
    """What a menu passes to the renderer beside each step that picks a place (the spots a
    seat may choose from), for every action type that seat may take now."""
    engine, ui = kind.engine, kind.ui
    view = engine.view(state, seat)
    by_type: dict[str, list[dict]] = {}
    for action in engine.legal_actions(state, seat):
        by_type.setdefault(action.get("type", ""), []).append(action)
    for kind_of, actions in by_type.items():
        spec = engine.spec(kind_of)
        if spec is None:
            continue
        for i, param in enumerate(spec.params):
            if param.domain not in LOCATIONS:
                continue
            first = actions[0]
            chosen = {p.name: first[p.name] for p in spec.params[:i]
                      if p.name in first and not isinstance(first[p.name], list)}
            values: list[Any] = []
            for action in actions:
                if any(action.get(k) != v for k, v in chosen.items()):
                    continue
                value = action.get(param.name)
                for v in value if isinstance(value, list) else [value]:
                    if v is not None and v not in values:
                        values.append(v)
            if not values:
                continue
            extra = ui.choice_highlight(view, param, values, chosen)
            if extra is not None:
                yield extra


def images(case: Case, stage: str) -> Iterator[tuple[str, Callable[[], bytes]]]:
    """Every image the game draws at this stage: the public board (with the board's own
    highlight), each seat's private image, and the image beside every place-picking step."""
    kind = case.kind
    state = stages(case)[stage]
    seats = seats_for(case.players)
    public = kind.engine.view(state, None)
    yield "board", lambda: kind.render_board(public, seats, **kind.ui.board_highlight(public))
    if kind.render_private is not None:
        for seat in range(case.players):
            private = kind.engine.view(state, seat)
            yield f"private {seat}", (
                lambda private=private, seat=seat: kind.render_private(private, seats, seat))
    if kind.engine.is_over(state):
        return
    for seat in kind.engine.to_act(state):
        for n, extra in enumerate(step_highlights(kind, state, seat)):
            yield f"step {seat}.{n} {sorted(extra)}", (
                lambda extra=extra: kind.render_board(public, seats, **extra))


# -- recording every text drawn ----------------------------------------------------------------
@contextmanager
def every_text() -> Iterator[list[tuple[int, str]]]:
    """(size, text) of every text drawn while the block runs; fails if any text is drawn by
    Pillow directly rather than through render.fonts (it would not be recorded)."""
    drawn: list[tuple[int, str]] = []
    real_draw_text = fonts.draw_text
    real_pillow_text = ImageDraw.ImageDraw.text

    def draw_text(draw: Any, xy: Any, text: str, *, size: int, **kw: Any) -> None:
        if text.strip():
            drawn.append((size, text))
        real_draw_text(draw, xy, text, size=size, **kw)

    def pillow_text(self: Any, *args: Any, **kw: Any) -> Any:
        caller = Path(sys._getframe(1).f_code.co_filename).resolve()
        assert caller == Path(fonts.__file__).resolve(), (
            f"{caller} draws text with Pillow directly: use render.kit.text")
        return real_pillow_text(self, *args, **kw)

    with mock.patch.object(fonts, "draw_text", draw_text), \
            mock.patch.object(ImageDraw.ImageDraw, "text", pillow_text):
        yield drawn


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    return image.convert("RGB")


def clear_layers() -> None:
    """Forget every static layer (they hold text drawn earlier)."""
    for cache in [o for o in gc.get_objects() if isinstance(o, kit.LayerCache)]:
        cache.clear()


@pytest.fixture(scope="module", autouse=True)
def palettes_learned() -> None:
    # Learning a game's palette draws a sample board: before anything is recorded.
    for kind in KINDS.values():
        module = importlib.import_module(kind.render_board.__module__)
        if hasattr(module, "warm"):
            module.warm()


def smallest_text(render: Callable[[], bytes]) -> tuple[float, int, str, int]:
    """(capitals' height on a phone, font size, text, image width) of the smallest text."""
    with every_text() as drawn:
        png = render()
    width = decode(png).width
    assert drawn, "no text recorded"
    size, text = min(drawn)
    return kit.phone_px(size, width), size, text, width


# Each case plays a whole game: one in the fast tier, every one in make test.
@pytest.mark.parametrize("case", tiers.each(CASES, [Case("caravane", 3)], ids=map(str, CASES)))
def test_no_text_on_any_image_is_under_9_px_on_a_phone(case: Case) -> None:
    clear_layers()  # a layer's words are drawn (and recorded) with the board that builds it
    failures = []
    for stage in ("start", "mid", "end"):
        for what, render in images(case, stage):
            with use_locale("pl"):  # among the longest words
                phone, size, text, width = smallest_text(render)
            if phone < kit.MIN_PHONE_PX:
                failures.append(f"{stage} {what}: {text!r} at {size} px on {width} px "
                                f"-> capitals {phone:.1f} px")
    assert not failures, "\n".join(failures[:20])


# -- measured on the decoded PNG ---------------------------------------------------------------
def _components(mask: np.ndarray) -> list[tuple[int, int, int, int]]:
    """Bounding boxes (x0, y0, x1, y1) of the 8-connected components of ``mask``."""
    parent: list[int] = []

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    runs: list[tuple[int, int, int]] = []  # (row, start, end)
    previous: list[int] = []
    for y in range(mask.shape[0]):
        row = mask[y]
        if not row.any():
            previous = []
            continue
        edges = np.flatnonzero(np.diff(np.concatenate(([0], row.astype(np.int8), [0]))))
        current = []
        for start, end in zip(edges[::2], edges[1::2], strict=True):
            index = len(runs)
            runs.append((y, int(start), int(end)))
            parent.append(index)
            for j in previous:
                _, s, e = runs[j]
                if s <= end and start <= e:  # touching, diagonals included
                    a, b = find(index), find(j)
                    if a != b:
                        parent[a] = b
            current.append(index)
        previous = current
    boxes: dict[int, list[int]] = {}
    for i, (y, s, e) in enumerate(runs):
        box = boxes.setdefault(find(i), [s, y, e, y + 1])
        box[0], box[1] = min(box[0], s), min(box[1], y)
        box[2], box[3] = max(box[2], e), max(box[3], y + 1)
    return [tuple(b) for b in boxes.values()]  # type: ignore[misc]


def measured_capitals(render: Callable[[], bytes]) -> tuple[list[tuple[int, int, int, int]], int]:
    """Boxes of the capitals on the decoded image when every text is drawn as one "H" (in
    its size, weight, colour and place), and the image's width."""
    real = fonts.draw_text

    def as_h(draw: Any, xy: Any, text: str, **kw: Any) -> None:
        if text.strip():
            real(draw, xy, "H", **kw)

    def nothing(*_: Any, **__: Any) -> None:
        return None

    drawn = []
    for replacement in (as_h, nothing):
        clear_layers()
        with mock.patch.object(fonts, "draw_text", replacement):
            drawn.append(np.asarray(decode(render()), dtype=np.int16))
    clear_layers()
    with_h, without = drawn
    assert with_h.shape == without.shape
    ink = np.abs(with_h - without).max(axis=2) >= 48
    return _components(ink), with_h.shape[1]


# The two the testers measured first, then the others: each draws every image twice more and
# measures it (seconds each), so all are in make test, none in make test-fast (which keeps
# the probe's own test below).
PROBED = [Case("caravan", 4), Case("catan:traders-barbarians", 4), Case("caravane", 5),
          Case("caravane:champions", 3), Case("catan", 4), Case("yspahan", 4)]


@pytest.mark.slow
@pytest.mark.parametrize("case", PROBED, ids=str)
def test_capitals_measured_on_the_png_are_at_least_9_px_on_a_phone(case: Case) -> None:
    failures = []
    count = 0
    for stage in ("start", "mid"):
        for what, render in images(case, stage):
            if what.startswith("step") and count > 12:
                continue
            boxes, width = measured_capitals(render)
            assert boxes, (what, "no text found")
            count += 1
            scale = min(1.0, kit.PHONE_WIDTH / width)
            # A sliver of a few pixels is what shows of a text under a label drawn over it
            # (a dense choice of paths), not a text drawn small.
            short = [b for b in boxes if (b[3] - b[1]) * scale < kit.MIN_PHONE_PX
                     and max(b[2] - b[0], b[3] - b[1]) >= 4]
            if short:
                failures.append(f"{stage} {what}: {len(short)} of {len(boxes)} texts, e.g. "
                                f"{[(b, b[3] - b[1]) for b in short[:3]]}, on {width} px "
                                f"(at least {kit.MIN_PHONE_PX / scale:.1f} px tall)")
    assert not failures, "\n".join(failures[:12])


# -- the measure itself -------------------------------------------------------------------------
def test_the_measure_is_the_height_of_capitals_not_the_font_size() -> None:
    """A 10 px font, what the boards used to promise, draws capitals under 7 px: the testers'
    6-7 px. The sizes the kit asks for now draw capitals of at least 9 px on a phone."""
    assert kit.cap_height(15) * 600 / 900 < 7 and kit.cap_height(16) * 600 / 960 < 7
    for width in (720, 864, 900, 960, 992, 1200):
        size = kit.min_size_for(width)
        assert kit.phone_px(size, width) >= kit.MIN_PHONE_PX > kit.phone_px(size - 1, width)
    image = Image.new("RGB", (960, 60), kit.BACKGROUND)
    kit.text(ImageDraw.Draw(image), (10, 40), "H", size=kit.min_size_for(960), anchor="ls")
    ink = np.asarray(image.convert("L")) < 128
    assert _components(ink)[0][3] - _components(ink)[0][1] == kit.cap_height(23)


def test_text_in_every_script_is_at_least_as_tall_as_latin_capitals() -> None:
    """A name is drawn by fallback fonts where Source Sans has no glyph: none of them draws
    smaller than the capitals the rule measures."""
    size = 23
    for sample in ("Łódź", "Дмитрий", "陈伟", "김민준", "🐉🐪"):
        image = Image.new("L", (200, 60), 0)
        fonts.draw_text(ImageDraw.Draw(image), (10, 45), sample, size=size, fill=255,
                        anchor="ls")
        rows = np.flatnonzero(np.asarray(image).max(axis=1) >= 128)
        assert rows.size and rows[-1] - rows[0] + 1 >= kit.cap_height(size), sample


@pytest.mark.slow  # the probe's own test, with the tests that use it
def test_the_probe_sees_a_text_drawn_small_by_scaling_down() -> None:
    """The pixel measure catches text whose requested size was fine but which was scaled
    down afterwards (the record of sizes alone would not)."""
    def scaled() -> bytes:
        image = Image.new("RGB", (1200, 200), kit.BACKGROUND)
        kit.text(ImageDraw.Draw(image), (20, 100), "Camels: 2", size=kit.min_size_for(960))
        return kit.encode(image.resize((960, 160)))

    boxes, width = measured_capitals(scaled)
    assert width == 960 and boxes
    assert max(b[3] - b[1] for b in boxes) * 600 / 960 < kit.MIN_PHONE_PX
