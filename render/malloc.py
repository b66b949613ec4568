"""Keep a long-running process's memory at what it uses (glibc; elsewhere this does nothing).

glibc gives every thread its own arena (up to 8 per core), each keeping the memory its thread
freed; two are plenty for a bot whose threads (the database, the fallback renderers) mostly
wait. The mmap and trim thresholds are left to glibc's own tuning: fixing them low made every
board's large image buffers fresh mappings, and drawing 2.5x slower (measured).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import logging
import time

log = logging.getLogger(__name__)

_M_ARENA_MAX = -8
ARENAS = 2


@functools.cache  # find_library runs ldconfig in a subprocess: once per process, not per board
def _libc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    return libc if libc is not None and hasattr(libc, "mallopt") else None


def tune() -> bool:
    """Limit the arenas for this process and the ones it forks (before threads start)."""
    libc = _libc()
    if libc is None:
        return False
    ok = libc.mallopt(_M_ARENA_MAX, ARENAS) == 1
    if not ok:
        log.debug("mallopt refused the arena limit; glibc's default applies")
    return ok


def trim() -> None:
    """Give free heap pages back to the system (after start-up work; ~0.1 ms)."""
    libc = _libc()
    if libc is not None and hasattr(libc, "malloc_trim"):
        libc.malloc_trim(0)



_trimmed_at = float("-inf")


def trim_at_most_every(seconds: float) -> None:
    """``trim()``, unless the last one was less than ``seconds`` ago: after a trim, the next
    big images fault their pages in afresh, which costs more than the trim itself."""
    global _trimmed_at
    now = time.monotonic()
    if now - _trimmed_at >= seconds:
        _trimmed_at = now
        trim()
