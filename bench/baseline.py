"""Timing an older version side by side with this one, in one run.

``old_renderer(rev, "render.catan", "render_board")`` checks the repository out at ``rev``
into a temporary git worktree and starts a child process there that imports that version's
renderer (with its own fonts, catalogues and helpers, whatever they were then). The returned
callable draws through it: same arguments, same language (the caller's ``use_locale``), PNG
bytes back. Each call adds a pipe round trip of well under a millisecond to the old side.
"""

from __future__ import annotations

import atexit
import pickle
import struct
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from table import i18n

ROOT = Path(__file__).resolve().parents[1]

_CHILD = r"""
import importlib, pickle, struct, sys
sys.path.insert(0, ".")
from table import i18n
fn = getattr(importlib.import_module(sys.argv[1]), sys.argv[2])
inp, out = sys.stdin.buffer, sys.stdout.buffer
while True:
    head = inp.read(4)
    if len(head) < 4:
        break
    locale, args, kwargs = pickle.loads(inp.read(struct.unpack(">I", head)[0]))
    with i18n.use_locale(locale):
        png = fn(*args, **kwargs)
    out.write(struct.pack(">I", len(png)) + png)
    out.flush()
"""


def checkout(rev: str) -> Path:
    """A worktree of ``rev``, removed when this process exits."""
    where = Path(tempfile.mkdtemp(prefix="caravanserai-before-"))
    subprocess.run(["git", "worktree", "add", "--detach", str(where), rev], cwd=ROOT,
                   check=True, capture_output=True)
    atexit.register(subprocess.run, ["git", "worktree", "remove", "--force", str(where)],
                    cwd=ROOT, capture_output=True)
    return where


class OldRenderer:
    def __init__(self, rev: str, module: str, function: str) -> None:
        self.rev = rev
        self.proc = subprocess.Popen([sys.executable, "-c", _CHILD, module, function],
                                     cwd=checkout(rev), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE)
        atexit.register(self.close)

    def __call__(self, *args: Any, **kwargs: Any) -> bytes:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        data = pickle.dumps((i18n.current(), args, kwargs))
        self.proc.stdin.write(struct.pack(">I", len(data)) + data)
        self.proc.stdin.flush()
        head = self.proc.stdout.read(4)
        if len(head) < 4:
            raise RuntimeError(f"the renderer of {self.rev} stopped")
        return self.proc.stdout.read(struct.unpack(">I", head)[0])

    def close(self) -> None:
        if self.proc.poll() is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            self.proc.wait(timeout=10)


def old_renderer(rev: str, module: str, function: str = "render_board") -> OldRenderer:
    return OldRenderer(rev, module, function)
