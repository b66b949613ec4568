"""Imported last by the render fork server: warms every renderer it has imported (palettes,
fonts, shared tiles) once there, so each worker forked from it shares those pages instead of
building its own copy."""

from __future__ import annotations

import logging
import sys

log = logging.getLogger(__name__)

for _name, _module in sorted(sys.modules.items()):
    if _name.startswith("render.") and callable(getattr(_module, "warm", None)):
        try:
            _module.warm()
        except Exception:  # a renderer warmed later is still a renderer
            log.exception("Warming %s failed", _name)
