"""Render jobs for the pool tests: module-level, so worker processes can import them."""

from __future__ import annotations

import os

from PIL import Image

from render import kit
from table import i18n


def tiny_board(label: str) -> bytes:
    """A real PNG naming the language it was drawn in and the process that drew it."""
    image = Image.new("RGB", (120, 40), kit.BACKGROUND)
    from PIL import ImageDraw

    kit.text(ImageDraw.Draw(image), (4, 4), f"{label} {i18n.current()}", size=14)
    return kit.encode(image) + f"|{i18n.current()}|{os.getpid()}".encode()


def dies_unless_in(parent_pid: int) -> bytes:
    """Kills the worker process it runs in; succeeds only in the parent (the last resort)."""
    if os.getpid() != parent_pid:
        os._exit(9)
    return tiny_board("survived")


def catalogue_word(domain: str, key: str) -> bytes:
    """A word of ``domain``'s catalogue, as the worker finds it (the parent registered it)."""
    return f"{i18n.Catalogue(domain).format(key)}|{i18n.current()}|{os.getpid()}".encode()
