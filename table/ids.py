"""Custom-id format of every persistent component, so clicks work after restarts and days.

``<type><place>:<game id>:<stamp>:<key>:<arg>``

- type: ``b`` button, ``s`` select, ``m`` modal (separate patterns, because discord.py
  keys dynamic items by their pattern);
- place: ``l`` lobby message, ``b`` board message, ``p`` private (ephemeral) menu, ``c`` a
  "turn clock ran out" message;
- stamp: the game's version when the component was drawn, or ``k`` + 8 hex digits naming
  the engine's decision key in a parallel phase (``key_stamp``); the one staleness
  rule: a click whose stamp no longer matches is refused ("that move was already made");
- key: what the component does, read by the table or the game's UI; arg: its payload.

Discord caps custom ids at 100 characters. Ids never identify the acting user: that is
always ``interaction.user``.
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from store import GameRecord
    from table.kind import GameKind

_TAIL = r"(?P<place>[lbpc]):(?P<gid>[0-9]{1,18}):(?P<stamp>[0-9]{1,9}|k[0-9a-f]{8}):(?P<key>[a-z0-9_]{1,24}):(?P<arg>[^:]{0,48})"
BUTTON_PATTERN = "(?P<type>b)" + _TAIL
SELECT_PATTERN = "(?P<type>s)" + _TAIL
REGEX = re.compile("(?P<type>[bsm])" + _TAIL)
MAX_LEN = 100


@dataclass(frozen=True)
class ComponentId:
    type: str
    place: str
    game_id: int
    stamp: str
    key: str
    arg: str = ""

    def encode(self) -> str:
        text = f"{self.type}{self.place}:{self.game_id}:{self.stamp}:{self.key}:{self.arg}"
        if len(text) > MAX_LEN or not REGEX.fullmatch(text):
            raise ValueError(f"invalid component id {text!r}")
        return text

    @classmethod
    def parse(cls, text: str) -> ComponentId | None:
        m = REGEX.fullmatch(text or "")
        return cls.from_match(m) if m else None

    @classmethod
    def from_match(cls, m: re.Match[str]) -> ComponentId:
        return cls(m["type"], m["place"], int(m["gid"]), m["stamp"], m["key"], m["arg"])


def version_of(stamp: str) -> int | None:
    """The game version a stamp names, or None for a decision-key stamp."""
    return int(stamp) if stamp.isdigit() else None


def key_stamp(key: str) -> str:
    """The short, custom-id-safe form of an engine decision key."""
    return f"k{zlib.crc32(key.encode()):08x}"


def stamp_for(kind: GameKind, game: GameRecord, seat: int) -> str:
    """What a private menu is stamped with: the decision key in a parallel phase, else the
    version."""
    assert game.state is not None
    key = kind.engine.decision_key(game.state, seat)
    return key_stamp(key) if key is not None else str(game.version)


def is_current(kind: GameKind, game: GameRecord, seat: int, stamp: str) -> bool:
    """Whether a component stamped ``stamp`` for ``seat`` is still good: the one
    staleness rule."""
    version = version_of(stamp)
    if version is not None:
        return version == game.version
    return stamp == stamp_for(kind, game, seat)
