"""Render processes end with the bot (Linux; elsewhere this does nothing).

The render fork server and its workers would otherwise outlive a bot killed with -9, each
holding its share of memory for good: each asks the kernel for a signal when its parent dies
(the fork server's parent is the bot; a worker's is the fork server)."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import signal

_PR_SET_PDEATHSIG = 1


def die_with_parent() -> None:
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return
    if libc is None or not hasattr(libc, "prctl"):
        return
    if libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0) == 0 and os.getppid() == 1:
        os._exit(0)  # the parent was already gone before the request took effect
