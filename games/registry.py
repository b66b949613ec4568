"""Every game engine, found by looking: a package ``games/<key>/`` exporting ``ENGINE``.

Adding a game adds its package; nothing here (or anywhere shared) lists games by name.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from pathlib import Path

from games.base import Engine

_ROOT = Path(__file__).resolve().parent


@cache
def engines() -> dict[str, Engine]:
    """``{key: engine}`` for every game package, in key order."""
    found: dict[str, Engine] = {}
    for info in sorted(pkgutil.iter_modules([str(_ROOT)]), key=lambda m: m.name):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"games.{info.name}")
        engine = getattr(module, "ENGINE", None)
        if isinstance(engine, Engine):
            found[engine.key] = engine
    return found


def engine(key: str) -> Engine:
    return engines()[key]
