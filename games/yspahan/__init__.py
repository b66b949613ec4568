"""Yspahan (Sébastien Pauchon, Ystari 2006): the rules engine. Rules: shared/rules/yspahan.md.

Not registered yet. The registry (games/registry.py) lists every package that exports
``ENGINE``, and the shared contract and i18n tests then expect the game's cog package
(``cogs/yspahan``: ``KIND`` and the message catalogues). When those exist, register the game
by adding here::

    from games.yspahan.engine import ENGINE

Until then the engine is ``games.yspahan.engine.ENGINE``.
"""

from games.yspahan.engine import YspahanEngine

__all__ = ["YspahanEngine"]
