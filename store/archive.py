"""Old ended games written out before they are removed from the database: one JSON line per
game (its record and its action log), gzip-compressed, one file per day in a folder of the
operator's choosing. ``read`` gives them back as ``ImportedGame`` for ``Storage.import_games``
(``bot.py --restore-archive FILE``). Pure file work: call it off the event loop.

A file is appended to (gzip reads its members one after another), and flushed to disk before
the games are removed: a kill in between writes a game twice, never loses one; ``read``
keeps the first copy of each id.
"""

from __future__ import annotations

import gzip
import json
import os
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from store.base import GameRecord, ImportedGame, LoggedAction, Seat


def file_for(folder: Path, when: float | None = None) -> Path:
    return folder / time.strftime("games-%Y-%m-%d.jsonl.gz", time.gmtime(when))


def write(folder: Path, games: Sequence[tuple[GameRecord, Sequence[LoggedAction]]]) -> Path:
    """Append ``games`` to today's file in ``folder`` (made if missing), on disk on return."""
    folder.mkdir(parents=True, exist_ok=True)
    path = file_for(folder)
    lines = "".join(json.dumps({"game": asdict(game), "actions": [asdict(a) for a in actions]},
                               separators=(",", ":"), ensure_ascii=False) + "\n"
                    for game, actions in games)
    with open(path, "ab") as raw:
        with gzip.GzipFile(fileobj=raw, mode="ab") as out:
            out.write(lines.encode())
        raw.flush()
        os.fsync(raw.fileno())
    return path


def read(path: Path) -> Iterator[ImportedGame]:
    """The games of an archive file, each once, in the order they were written."""
    seen: set[int] = set()
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            if not line.strip():
                continue
            doc = json.loads(line)
            game = _game(doc["game"])
            if game.id in seen:
                continue
            seen.add(game.id)
            yield ImportedGame(game, [LoggedAction(**a) for a in doc["actions"]])


def _game(doc: dict[str, Any]) -> GameRecord:
    seats = [Seat(**s) for s in doc.pop("seats")]
    return GameRecord(**doc, seats=seats)
