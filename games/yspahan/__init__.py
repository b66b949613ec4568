"""Yspahan (Sébastien Pauchon, Ystari 2006): the rules engine. Rules: shared/rules/yspahan.md.

Registered: the registry (games/registry.py) finds ``ENGINE`` here; the game's table package is
``cogs/yspahan`` (``KIND``, the message catalogues).
"""

from games.yspahan.engine import ENGINE, YspahanEngine

__all__ = ["ENGINE", "YspahanEngine"]
