"""Checks for end-to-end tests; the driving helpers they use are standin/driving.py's."""

from __future__ import annotations

from standin import Message
from standin.driving import is_board_png


def board_png_ok(msg: Message) -> None:
    att = next(a for a in msg.attachments if is_board_png(a))
    img = att.image()
    img.load()
    assert img.format == "PNG"
    assert att.size < 200_000, f"board is {att.size} bytes"
    assert 600 <= img.size[0] <= 2000, img.size
