"""Who holds a seat or acts: a ``Member`` — a person (``id``: their Discord user id, which the
adapter knows and nothing below it reads as one) or the table's own AI player at a ``level``
(``id``: unique among the game's AI seats, given when it is seated: ``table.ai``). The store
keeps a seat's holder as that kind and id."""

from __future__ import annotations

from dataclasses import dataclass

from store import AI, PERSON

__all__ = ["AI", "PERSON", "Member", "as_member"]


@dataclass(frozen=True)
class Member:
    kind: str
    id: int
    name: str = ""
    level: str | None = None

    @classmethod
    def person(cls, user_id: int, name: str = "") -> Member:
        return cls(PERSON, user_id, name)

    @classmethod
    def ai(cls, level: str) -> Member:
        """The table's AI at ``level``, about to be seated (the table gives it an id and a
        name)."""
        return cls(AI, 0, "", level)

    @property
    def is_person(self) -> bool:
        return self.kind == PERSON

    @property
    def key(self) -> tuple[str, int]:
        """Who this is, whatever name they go by."""
        return self.kind, self.id


def as_member(who: Member | int) -> Member:
    """A member as given, or a person by their id (how tests and the adapter name one)."""
    return who if isinstance(who, Member) else Member.person(who)
