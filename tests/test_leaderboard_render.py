"""The /stats leaderboard image: decodes, phone-readable, any name, one panel per game."""

from __future__ import annotations

import io

from PIL import Image

from render import kit
from render.leaderboard import WIDTH, Panel, Row, Words, render_leaderboard

WORDS = Words("Leaderboard · Board Gamers", "skill", "won / played", "avg score", "trend",
              "No finished games yet")


def rows(n: int) -> tuple[Row, ...]:
    names = ("Zuzanna Wójcików-Ślęczka-Featherstonehaugh", "陈伟 🐉", "Дмитрий", "Åsa")
    return tuple(Row(i + 1, names[i % 4], f"{5.0 - 2 * i:.1f}".replace("-", "−"), 9 - i, 4 - i % 3, 7.5 - i,
                     tuple(float(j % 4 + i) for j in range(12))) for i in range(n))


def test_panels_render_readable_on_a_phone_with_any_name() -> None:
    with kit.recording() as sizes, kit.recording_texts() as texts:
        png = render_leaderboard([Panel("Catan · 12 games", rows(10)),
                                  Panel("Caravane · 2 games", rows(2))], WORDS)
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.size[0] == WIDTH and image.format == "PNG"
    assert min(kit.phone_px(s, WIDTH) for s in sizes) >= kit.MIN_PHONE_PX
    assert any("陈伟" in t for t in texts) and any(t.startswith("Zuzanna") for t in texts)
    assert any(t.endswith("…") for t in texts)  # the long name is fitted, not cut off
    # The skill is drawn exactly as the text beside the image writes it, minus sign included.
    assert "5.0" in texts and "−13.0" in texts
    # Taller with more rows: every row has its own line.
    short = Image.open(io.BytesIO(render_leaderboard([Panel("Catan", rows(2))], WORDS)))
    assert image.size[1] > short.size[1] + 8 * 40


def test_an_empty_server_says_so() -> None:
    with kit.recording_texts() as texts:
        png = render_leaderboard([], WORDS)
    assert Image.open(io.BytesIO(png)).size[0] == WIDTH
    assert "No finished games yet" in texts


def test_the_render_fork_server_can_warm_the_leaderboard():
    """bot.py preloads render.leaderboard into the render fork server, whose warm-up calls
    each renderer's ``warm``: a server's first /stats then draws as fast as its next."""
    import inspect

    import bot
    from render import leaderboard

    leaderboard.warm()  # draws without error, with names that need every font's accents
    assert '"render.leaderboard"' in inspect.getsource(bot.Caravanserai)
