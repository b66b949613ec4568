"""The Caravane board image: decodes, fits the size budget, shows no secrets."""

from __future__ import annotations

import io
import random

from PIL import Image

from games.caravane import ENGINE as E
from render.caravane import render_board
from render.common import COLOUR_ORDER, PLAYER_COLOURS, SeatInfo

NAMES = [
    "Anežka Dvořáková-Šťastná",
    "Bořivoj Łukasiewicz-Přemyslovský",
    "Zoë Müller-Lüdenscheidt",
    "Čeněk Řehoř",
    "Łucja Wróblewska-Żółtowska",
]
SEATS = [SeatInfo(name, COLOUR_ORDER[i]) for i, name in enumerate(NAMES)]


def played(variant: str, seed: int, until_stage: int | None = None) -> dict:
    """A seeded random game, stopped at the start of a round of ``until_stage`` (or ended)."""
    rng = random.Random(seed)
    state = E.new(5, seed, {"variant": variant})
    while not E.is_over(state):
        if until_stage and state["stage"] == until_stage and state["round"] >= 3:
            break
        seat = rng.choice(E.to_act(state))
        legal = [a for a in E.legal_actions(state, seat) if a["type"] != "resign"]
        # Plain bids only: the food bags stay for the tests that announce one.
        action = rng.choice([a for a in legal if a["type"] != "bid_bag"] or legal)
        if action["type"] == "setup":
            action = {"type": "setup", "tiers": [20, 20, 20], "bags": [1, 2, 3]}
        elif action.get("template"):
            action = {"type": action["type"], "amount": rng.randint(0, action["amount_max"])}
        state, _ = E.apply(state, seat, action)
    return state


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def assert_budget(png: bytes) -> Image.Image:
    image = decode(png)
    assert image.format == "PNG"
    assert 1000 <= image.width <= 1400 and 500 <= image.height <= 1400
    assert len(png) < 200_000
    return image


def has_colour(image: Image.Image, rgb: tuple[int, int, int], tolerance: int = 12) -> bool:
    colours = image.convert("RGB").getcolors(1 << 16) or []
    return any(all(abs(c[i] - rgb[i]) <= tolerance for i in range(3)) for _, c in colours)


def test_mid_game_champions_with_long_accented_names():
    state = played("champions", 3, until_stage=2)
    seat = next(seat for seat in E.to_act(state)
                for a in E.legal_actions(state, seat) if a["type"] == "bid_bag")
    state, _ = E.apply(state, seat, {"type": "bid_bag", "amount": 0})  # a public bag announcement on the board
    assert E.view(state, None)["players"][seat]["bag_announced"]
    image = assert_budget(render_board(E.view(state, None), SEATS))
    for seat_info in SEATS:  # every camel token is drawn in its player's colour
        assert has_colour(image, PLAYER_COLOURS[seat_info.colour])


def test_finished_game_renders():
    state = played("standard", 4)
    assert E.is_over(state)
    view = E.view(state, None)
    image = assert_budget(render_board(view, SEATS))
    assert has_colour(image, (255, 236, 179))  # the winner banner


def test_setup_phase_and_two_players_render():
    state = E.new(2, 1, {"variant": "champions"})
    assert_budget(render_board(E.view(state, None), SEATS[:2]))
    state = E.new(2, 1, {"variant": "standard"})
    assert_budget(render_board(E.view(state, None), SEATS[:2]))


def test_public_image_identical_when_only_secrets_differ():
    state = played("champions", 7, until_stage=1)
    waiting = E.to_act(state)
    assert len(waiting) >= 3
    low, high = state, state
    for seat in waiting[:-1]:  # the same seats bid, different secret amounts
        low, _ = E.apply(low, seat, {"type": "bid", "amount": 0})
        most = next(a["amount_max"] for a in E.legal_actions(high, seat) if a["type"] == "bid")
        high, _ = E.apply(high, seat, {"type": "bid", "amount": most})
    assert low != high
    assert render_board(E.view(low, None), SEATS) == render_board(E.view(high, None), SEATS)


def test_image_changes_with_public_state():
    state = E.new(3, 1)
    before = render_board(E.view(state, None), SEATS[:3])
    after_bid, _ = E.apply(state, 0, {"type": "bid", "amount": 2})
    assert render_board(E.view(after_bid, None), SEATS[:3]) != before  # the check mark
    for seat, amount in ((1, 1), (2, 0)):
        after_bid, _ = E.apply(after_bid, seat, {"type": "bid", "amount": amount})
    assert after_bid["last_reveal"] is not None
    assert_budget(render_board(E.view(after_bid, None), SEATS[:3]))


def test_resigned_player_renders():
    state = E.new(3, 1)
    state, _ = E.apply(state, 1, {"type": "resign"})
    assert_budget(render_board(E.view(state, None), SEATS[:3]))
