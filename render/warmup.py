"""Imported last by the render fork server: warms every renderer it has imported (palettes,
fonts, shared tiles) once there, so each worker forked from it shares those pages instead of
building its own copy.

Then every object is moved out of the collector's reach (``gc.freeze``): a worker's first
collection would otherwise write to the header of every inherited object and so copy nearly
every shared page into each worker (tens of MB apiece)."""

from __future__ import annotations

import gc
import json
import logging
import os
import sys

from render import lifetime, malloc
from render.pool import CATALOGUES_ENV
from table import i18n

log = logging.getLogger(__name__)

lifetime.die_with_parent()  # this is the fork server: it goes when the bot goes
malloc.tune()
# The games' words, as the bot registered them: the renderers draw some while warming.
i18n.adopt(json.loads(os.environ.get(CATALOGUES_ENV) or "{}"))
for _name, _module in sorted(sys.modules.items()):
    if _name.startswith("render.") and callable(getattr(_module, "warm", None)):
        try:
            _module.warm()
        except Exception:  # a renderer warmed later is still a renderer
            log.exception("Warming %s failed", _name)
gc.collect()
gc.freeze()
malloc.trim()
