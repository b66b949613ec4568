"""Seat colours stay apart under simulated colour-vision deficiency, and every seat's marker
is its own shape with an outline that contrasts with its fill (render/seats.py).

Colour distances are CAM02-UCS ΔE' computed by colour-science; deficiencies are simulated
by daltonlens at severity 1.0 (full dichromacy) with two models, Machado et al. 2009 and
Brettel et al. 1997, because they disagree by a few units on these colours (Machado's tritan
matrices are an approximation its authors warn about) and the palette has to hold in both.

For the record, the palette this replaced (red 214,48,49; blue 41,98,204; orange 240,140,20;
green 39,160,72; purple 142,68,173; white 235,235,235) measured, smallest pair:
  normal 28.6 (blue/purple); deuteranopia 6.8 Brettel (blue/purple) and red/green 7.0
  Machado; protanopia 6.4 Machado (blue/purple); tritanopia 14.2 Brettel (blue/green).
The issue's "red and green become the same olive" is that 7.0; test_old_palette_fails keeps
the number honest, and proves these checks can fail.
"""

from __future__ import annotations

import itertools
import warnings
from collections.abc import Sequence

import numpy as np
import pytest
from PIL import Image, ImageDraw

from render import seats

with warnings.catch_warnings():
    # colour-science announces at import that its SciPy/Matplotlib features are off; the
    # conversions used here need neither.
    warnings.simplefilter("ignore")
    import colour
from daltonlens import simulate

RGB = tuple[int, int, int]

OLD_PALETTE: dict[str, RGB] = {
    "red": (214, 48, 49), "blue": (41, 98, 204), "orange": (240, 140, 20),
    "green": (39, 160, 72), "purple": (142, 68, 173), "white": (235, 235, 235),
}

MODELS = {
    "Machado 2009": simulate.Simulator_Machado2009(),
    "Brettel 1997": simulate.Simulator_Brettel1997(),
}
DEFICIENCIES = {
    "deuteranopia": simulate.Deficiency.DEUTAN,
    "protanopia": simulate.Deficiency.PROTAN,
    "tritanopia": simulate.Deficiency.TRITAN,
}
VIEWS: list[tuple[str, str] | None] = [None] + [
    (m, d) for m in MODELS for d in DEFICIENCIES
]


def _view_id(view: tuple[str, str] | None) -> str:
    return "normal" if view is None else f"{view[1]}-{view[0].split()[0]}"


# The grounds seat pieces stand on, copied from the renderers (values as of this palette):
# if a board gets a new ground under its pieces, add it here.
GROUNDS: dict[str, RGB] = {
    # Catan: settlements, cities and roads sit where hexes meet, ships on the sea.
    "forest": (47, 122, 52),
    "pasture": (142, 198, 80),
    "fields": (240, 194, 52),
    "hills": (198, 96, 52),
    "mountains": (135, 140, 152),
    "desert": (226, 206, 150),
    "gold": (230, 180, 30),
    "sea": (47, 112, 181),
    "beach": (236, 220, 170),
    # Caravan: camels on the checkered sand; player rows on the panel.
    "caravan-sand": (238, 223, 186),
    "caravan-sand-alt": (232, 214, 172),
    "caravan-panel": (255, 253, 247),
    # Caravane: camel tokens in the stage lanes (paper, the current stage, past stages),
    # on the palace when arrived, and in the players' panel.
    "paper": (250, 246, 236),
    "current-stage": (255, 251, 242),
    "past-stage": (238, 233, 222),
    "caravane-sand": (243, 229, 198),
    "palace": (226, 182, 72),
    "caravane-panel": (255, 253, 248),
}
# The pairs that cannot be MIN_GROUND_DISTANCE apart: white on a near-white ground differs
# by lightness only a little and by hue not at all. There the marker's outline (text_on of
# the seat colour, the ink) is what separates piece from ground; test_grounds checks that
# each of these is really needed and that the outline then contrasts with the ground.
GROUND_EXCEPTIONS: frozenset[tuple[str, str]] = frozenset({
    ("white", "caravan-panel"),
    ("white", "paper"),
    ("white", "current-stage"),
    ("white", "past-stage"),
    ("white", "caravane-panel"),
})

# WCAG 2.1: 3:1 for graphical objects (SC 1.4.11), 4.5:1 for normal text (SC 1.4.3).
GRAPHICS_CONTRAST = 3.0
TEXT_CONTRAST = 4.5


# -- colour science helpers -----------------------------------------------------------------
def _seen(rgbs: Sequence[Sequence[int]], view: tuple[str, str] | None) -> np.ndarray:
    """The colours as the viewer sees them: simulated sRGB, uint8, shape (n, 3)."""
    pixels = np.asarray(rgbs, dtype=np.uint8).reshape(1, -1, 3)
    if view is not None:
        model, deficiency = view
        pixels = MODELS[model].simulate_cvd(pixels, DEFICIENCIES[deficiency], 1.0)
    return pixels.reshape(-1, 3)


def _ucs(rgbs: np.ndarray) -> np.ndarray:
    """sRGB (0-255) to CAM02-UCS J'a'b' (colour-science's default sRGB viewing conditions)."""
    return colour.XYZ_to_CAM02UCS(colour.sRGB_to_XYZ(np.asarray(rgbs, dtype=float) / 255))


def _distances(a: Sequence[Sequence[int]], b: Sequence[Sequence[int]],
               view: tuple[str, str] | None) -> np.ndarray:
    """ΔE' between every colour of ``a`` and every colour of ``b`` under ``view``."""
    ja, jb = _ucs(_seen(a, view)), _ucs(_seen(b, view))
    return np.asarray(colour.delta_E(ja[:, None, :], jb[None, :, :], method="CAM02-UCS"))


def _closest_pair(palette: dict[str, RGB], view: tuple[str, str] | None
                  ) -> tuple[float, str, str]:
    names = list(palette)
    d = _distances(list(palette.values()), list(palette.values()), view)
    return min((float(d[i, j]), names[i], names[j])
               for i, j in itertools.combinations(range(len(names)), 2))


# -- the palette ----------------------------------------------------------------------------
def test_seat_names_are_the_six_names_players_already_have() -> None:
    # Stored games, the lobby's coloured dots and the "you joined as ..." messages use
    # these names: only the RGB values were free to change.
    assert seats.SEAT_ORDER == ("red", "blue", "orange", "green", "purple", "white")
    assert tuple(seats.SEAT_COLOURS) == seats.SEAT_ORDER
    assert len(set(seats.SEAT_COLOURS.values())) == 6


@pytest.mark.parametrize("view", VIEWS, ids=_view_id)
def test_every_pair_of_seats_stays_apart(view: tuple[str, str] | None) -> None:
    distance, a, b = _closest_pair(seats.SEAT_COLOURS, view)
    assert distance >= seats.MIN_SEAT_DISTANCE, (
        f"{a} and {b} are only ΔE' {distance:.1f} apart ({_view_id(view)})")


def test_old_palette_fails() -> None:
    # The collapse the issue reported, measured the same way: the checks above can fail.
    distance, a, b = _closest_pair(OLD_PALETTE, ("Machado 2009", "deuteranopia"))
    red_green = float(_distances([OLD_PALETTE["red"]], [OLD_PALETTE["green"]],
                                 ("Machado 2009", "deuteranopia"))[0, 0])
    assert red_green == pytest.approx(7.0, abs=0.3)
    assert distance < seats.MIN_SEAT_DISTANCE / 2
    worst = min(_closest_pair(OLD_PALETTE, v)[0] for v in VIEWS)
    assert worst == pytest.approx(6.4, abs=0.3)  # blue/purple under protanopia


@pytest.mark.parametrize("view", VIEWS, ids=_view_id)
def test_seats_stand_out_from_their_grounds(view: tuple[str, str] | None) -> None:
    names, grounds = list(seats.SEAT_COLOURS), list(GROUNDS)
    d = _distances(list(seats.SEAT_COLOURS.values()), list(GROUNDS.values()), view)
    close = {(names[i], grounds[j]): float(d[i, j])
             for i, j in zip(*np.nonzero(d < seats.MIN_GROUND_DISTANCE), strict=True)}
    unexpected = {pair: round(e, 1) for pair, e in close.items()
                  if pair not in GROUND_EXCEPTIONS}
    assert not unexpected, f"seat too close to its ground ({_view_id(view)}): {unexpected}"


def test_ground_exceptions_are_needed_and_the_outline_covers_them() -> None:
    for seat, ground in sorted(GROUND_EXCEPTIONS):
        rgb, ground_rgb = seats.SEAT_COLOURS[seat], GROUNDS[ground]
        worst = min(float(_distances([rgb], [ground_rgb], v)[0, 0]) for v in VIEWS)
        assert worst < seats.MIN_GROUND_DISTANCE, f"{seat} on {ground} needs no exception"
        # The outline is ink or white, which every simulation leaves as it is, so its
        # contrast with the ground holds for every viewer.
        outline = seats.text_on(rgb)
        assert seats.contrast_ratio(outline, ground_rgb) >= GRAPHICS_CONTRAST


# -- text_on --------------------------------------------------------------------------------
def test_text_on_picks_the_higher_wcag_contrast() -> None:
    assert seats.text_on((255, 255, 255)) == seats.INK
    assert seats.text_on((0, 0, 0)) == seats.WHITE
    # Orange: the old gamma-space rule put white here (2.9:1); ink gives 5.5:1.
    assert seats.text_on((213, 134, 0)) == seats.INK
    for grey in range(0, 256, 5):
        rgb = (grey, grey, grey)
        chosen = seats.contrast_ratio(rgb, seats.text_on(rgb))
        other = seats.INK if seats.text_on(rgb) == seats.WHITE else seats.WHITE
        assert chosen >= seats.contrast_ratio(rgb, other)


def test_wcag_helpers_match_the_definition() -> None:
    assert seats.relative_luminance((255, 255, 255)) == pytest.approx(1.0)
    assert seats.relative_luminance((0, 0, 0)) == 0.0
    assert seats.contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    # #777 on white is WCAG's classic example of just failing 4.5:1 (4.48).
    assert seats.contrast_ratio((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("name", seats.SEAT_ORDER)
def test_initials_and_outlines_read_on_every_seat_colour(name: str) -> None:
    rgb = seats.SEAT_COLOURS[name]
    assert seats.contrast_ratio(rgb, seats.text_on(rgb)) >= TEXT_CONTRAST


# -- markers --------------------------------------------------------------------------------
def test_every_seat_has_its_own_shape_and_glyph() -> None:
    assert set(seats.MARKERS) == set(seats.SEAT_COLOURS)
    assert sorted(seats.MARKERS.values()) == sorted(seats.SHAPES)
    glyphs = [seats.marker_glyph(name) for name in seats.SEAT_ORDER]
    assert len(set(glyphs)) == 6 and all(len(g) == 1 for g in glyphs)
    assert seats.marker_glyph("red") == "●"


def test_unknown_seats_are_named_in_the_error() -> None:
    img = Image.new("RGB", (20, 20))
    with pytest.raises(KeyError, match="yellow"):
        seats.draw_marker(ImageDraw.Draw(img), (10, 10), 6, "yellow")
    with pytest.raises(KeyError):
        seats.marker_glyph("brown")
    with pytest.raises(ValueError):
        seats.marker_points("hexagon", (0, 0), 1)


BACKDROP = (0, 0, 0, 0)


def _marker_image(name: str, radius: float, *, outline: RGB | None = None,
                  width: int | None = None, fill: RGB | None = None) -> Image.Image:
    """The seat's marker alone on a transparent square, centred."""
    side = int(2 * radius) + 9
    img = Image.new("RGBA", (side, side), BACKDROP)
    seats.draw_marker(ImageDraw.Draw(img), (side // 2, side // 2), radius, name,
                      outline=outline, width=width, fill=fill)
    return img


def _mask(img: Image.Image) -> np.ndarray:
    return np.asarray(img)[:, :, 3] > 0


@pytest.mark.parametrize("radius", [6, 8, 12, 24])
def test_shapes_are_told_apart_by_their_pixels(radius: int) -> None:
    masks = {name: _mask(_marker_image(name, radius)) for name in seats.SEAT_ORDER}
    counts = {name: int(m.sum()) for name, m in masks.items()}
    assert len(set(counts.values())) == 6, counts
    for (a, ma), (b, mb) in itertools.combinations(masks.items(), 2):
        # At least 15% of the pixels the two cover between them differ: two shapes never
        # rasterise to near-same blobs, even at a 6 px radius. (The closest pair, circle and
        # square, differ in 19% of their union on paper: the square's corners and the
        # circle's sides.)
        differ = np.logical_xor(ma, mb).sum() / np.logical_or(ma, mb).sum()
        assert differ >= 0.15, f"{a} and {b} at r={radius}: {differ:.2f}"
    for name, m in masks.items():
        ys, xs = np.nonzero(m)
        centre = m.shape[0] // 2
        # Inside the promised 2·radius box (one pixel for rasterisation), and solid at
        # the centre.
        assert centre - radius - 1 <= xs.min() and xs.max() <= centre + radius + 1, name
        assert centre - radius - 1 <= ys.min() and ys.max() <= centre + radius + 1, name
        assert m[centre, centre], name


def test_each_shape_has_its_features() -> None:
    r = 40
    masks = {seats.MARKERS[name]: _mask(_marker_image(name, r)) for name in seats.SEAT_ORDER}
    c = masks["circle"].shape[0] // 2

    def at(shape: str, dx: float, dy: float) -> bool:
        return bool(masks[shape][round(c + dy * r), round(c + dx * r)])

    def row_width(shape: str, dy: float) -> int:
        return int(masks[shape][round(c + dy * r)].sum())

    corner = (0.78, 0.78)
    assert at("square", *corner) and at("square", -corner[0], -corner[1])
    for shape in ("circle", "triangle", "diamond", "star", "cross"):
        assert not at(shape, -corner[0], -corner[1]), shape  # the top-left corner is empty
    assert at("circle", 0.95, 0) and at("circle", 0, -0.95) and not at("circle", 0.75, 0.75)
    assert at("diamond", 0.9, 0) and not at("diamond", 0.5, 0.6)
    assert row_width("triangle", -0.6) < row_width("triangle", 0.6) / 2  # apex up
    assert at("cross", 0.9, 0) and at("cross", 0, 0.9) and not at("cross", 0.5, 0.5)
    # A star: its top point, and the notch beside it.
    assert at("star", 0, -0.85) and not at("star", 0.35, -0.6)


@pytest.mark.parametrize("name", seats.SEAT_ORDER)
def test_a_drawn_marker_is_its_colour_with_a_contrasting_outline(name: str) -> None:
    rgb = seats.SEAT_COLOURS[name]
    img = _marker_image(name, 24)
    pixels = np.asarray(img)
    c = img.width // 2
    assert tuple(pixels[c, c]) == (*rgb, 255)  # filled with the seat's colour, opaque
    outline = seats.text_on(rgb)
    drawn = {tuple(p[:3]) for p in pixels.reshape(-1, 4) if p[3]}
    assert drawn == {rgb, outline}
    # The outline runs round the edge: every covered pixel next to the backdrop is outline.
    covered = pixels[:, :, 3] > 0
    padded = np.pad(covered, 1)
    edge = covered & ~(padded[:-2, 1:-1] & padded[2:, 1:-1] & padded[1:-1, :-2] & padded[1:-1, 2:])
    assert edge.any()
    assert all(tuple(p[:3]) == outline for p in pixels[edge])
    assert seats.contrast_ratio(outline, rgb) >= GRAPHICS_CONTRAST


def test_outline_fill_and_width_can_be_chosen() -> None:
    ink = (30, 30, 30)
    img = _marker_image("white", 24, outline=ink, width=4, fill=(200, 200, 200))
    drawn = {tuple(p[:3]) for p in np.asarray(img).reshape(-1, 4) if p[3]}
    assert drawn == {(200, 200, 200), ink}
    thin = (np.asarray(_marker_image("white", 24, outline=ink, width=1))[:, :, :3] == ink)
    thick = (np.asarray(_marker_image("white", 24, outline=ink, width=4))[:, :, :3] == ink)
    assert thick.all(axis=2).sum() > 2 * thin.all(axis=2).sum()
    assert seats.outline_width(6) == 1 and seats.outline_width(24) > seats.outline_width(12)


@pytest.mark.parametrize("name", seats.SEAT_ORDER)
def test_inner_radius_is_solid(name: str) -> None:
    r = 48
    m = _mask(_marker_image(name, r))
    c = m.shape[0] // 2
    inner = seats.inner_radius(name, r)
    ys, xs = np.mgrid[: m.shape[0], : m.shape[1]]
    inside = np.hypot(xs - c, ys - c) <= inner - 1
    assert inside.sum() > 0 and m[inside].all()
    # ... and it is the largest such disc, give or take the outline's pixels.
    ring = np.abs(np.hypot(xs - c, ys - c) - (inner + 2)) < 0.5
    assert not m[ring].all() or name == "circle"


def test_markers_draw_on_rgb_images_too() -> None:
    img = Image.new("RGB", (40, 40), (250, 246, 236))
    seats.draw_marker(ImageDraw.Draw(img), (20, 20), 12.5, "purple")
    assert img.getpixel((20, 20)) == seats.SEAT_COLOURS["purple"]
