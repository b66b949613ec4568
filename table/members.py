"""Who holds a seat or acts: a ``Member`` — a person (``id``: their Discord user id, which the
adapter knows and nothing below it reads as one) or the table's own AI player (``id``: the
stable id the AI seats define). The store keeps a seat's holder as that kind and id."""

from __future__ import annotations

from dataclasses import dataclass

from store import AI, PERSON

__all__ = ["AI", "PERSON", "Member", "as_member"]


@dataclass(frozen=True)
class Member:
    kind: str
    id: int
    name: str = ""

    @classmethod
    def person(cls, user_id: int, name: str = "") -> Member:
        return cls(PERSON, user_id, name)

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
