"""The end-of-game pictures: the score chart (phone-readable, markers as well as colours) and
the animated GIF of key boards (every frame, looping, phone width)."""

from __future__ import annotations

import io

from PIL import Image, ImageSequence

from render import kit
from render.replay import FRAME_WIDTH, WIDTH, Series, animate, score_chart


def test_score_chart_draws_every_player_readably() -> None:
    series = [Series("Zuzanna Wójcików-Ślęczka-Featherstonehaugh", "red", (0, 2, 2, 5, 10)),
              Series("陈伟 🐉", "blue", (0, 1, 3, 4, 8)), Series("Åsa", "green", (0, 0, 1, 1, 2))]
    with kit.recording() as sizes, kit.recording_texts() as texts:
        png = score_chart(series, "Catan #3 · victory points", "turns")
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.size[0] == WIDTH
    assert min(kit.phone_px(s, WIDTH) for s in sizes) >= kit.MIN_PHONE_PX
    assert "10" in texts and "陈伟 🐉" in texts and any(t.endswith("…") for t in texts)
    # The legend lists the winner first.
    names = [t for t in texts if t.startswith(("Zuzanna", "陈伟", "Åsa"))]
    assert names[0].startswith("Zuzanna") and names[-1] == "Åsa"


def _board(colour: tuple[int, int, int], height: int = 700) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (960, height), colour).save(buf, format="PNG")
    return buf.getvalue()


def test_key_boards_become_one_looping_gif() -> None:
    frames = [_board((200, 40, 40)), _board((40, 200, 40), 720), _board((40, 40, 200))]
    gif = Image.open(io.BytesIO(animate(frames, frame_ms=500, last_ms=3000)))
    shown = [f.convert("RGB") for f in ImageSequence.Iterator(gif)]
    assert gif.format == "GIF" and gif.info.get("loop") == 0 and len(shown) == 3
    assert all(f.size == (FRAME_WIDTH, round(720 * FRAME_WIDTH / 960)) for f in shown)
    assert shown[0].getpixel((10, 10))[0] > 150 and shown[2].getpixel((10, 10))[2] > 150
