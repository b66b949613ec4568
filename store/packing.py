"""A finished game packed small: its action log as one compressed record, and its final state
(with the board's last lines) as another. Pure functions; a backend stores the bytes.

The log is packed by column — seats, who acted, actions, public events, times — which
compresses far better than one JSON document per row: a finished game's log of some hundred
moves becomes a few kilobytes. Reading it back gives the same ``LoggedAction`` rows, times to
the millisecond.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence
from typing import Any

from store.base import LoggedAction

FORMAT = 1
LEVEL = 9  # packing happens once per game, in the background: worth the best ratio


def _compress(document: Any) -> bytes:
    return zlib.compress(json.dumps(document, separators=(",", ":"),
                                    ensure_ascii=False).encode(), LEVEL)


def _decompress(blob: bytes) -> Any:
    return json.loads(zlib.decompress(blob))


def pack_log(actions: Sequence[LoggedAction]) -> bytes:
    users = sorted({a.user_id for a in actions})
    index = {u: i for i, u in enumerate(users)}
    seqs = [a.seq for a in actions]
    # Public events are stored as JSON text; kept as parsed JSON where that gives the same
    # text back (no escaped quotes to compress), as the text itself otherwise.
    summaries: list[Any] = []
    for a in actions:
        try:
            parsed = json.loads(a.summary)
        except ValueError:
            parsed = None
        exact = parsed is not None and json.dumps(parsed) == a.summary
        summaries.append({"j": parsed} if exact else a.summary)
    stamps = [round(a.created_at * 1000) for a in actions]
    return _compress({
        "format": FORMAT,
        "first": seqs[0] if seqs else 1,
        # Seqs run 1, 2, 3… (an undo removes the last one only): listed only if they do not.
        "seqs": None if seqs == list(range(seqs[0] if seqs else 1, len(seqs) + 1))
        else seqs,
        "seat": [a.seat for a in actions],
        "users": users,
        "who": [index[a.user_id] for a in actions],
        "action": [a.action for a in actions],
        "summary": summaries,
        "ms": stamps[:1] + [b - a for a, b in zip(stamps, stamps[1:], strict=False)],
    })


def unpack_log(blob: bytes) -> list[LoggedAction]:
    doc = _decompress(blob)
    count = len(doc["seat"])
    seqs = doc["seqs"] or list(range(doc["first"], doc["first"] + count))
    out, at = [], 0
    for i in range(count):
        at += doc["ms"][i]
        summary = doc["summary"][i]
        out.append(LoggedAction(
            seqs[i], doc["seat"][i], doc["users"][doc["who"][i]], doc["action"][i],
            json.dumps(summary["j"]) if isinstance(summary, dict) else summary, at / 1000))
    return out


def pack_state(state: dict[str, Any] | None, board_log: Sequence[str]) -> bytes:
    return _compress({"format": FORMAT, "state": state, "board_log": list(board_log)})


def unpack_state(blob: bytes) -> tuple[dict[str, Any] | None, list[str]]:
    doc = _decompress(blob)
    return doc["state"], doc["board_log"]
