"""Counting what the bot put in front of people: messages created between two marks.

    mark = created_mark(standin)
    ...                                   # players act
    made = created_since(standin, mark, channel)
    made.public      # new bot messages in the channel (edits are not new messages)
    made.pinged      # user ids those messages notified (an edit never notifies)
    made.edits       # edits of the bot's public messages there (a board redrawn in place)
    made.ephemeral   # new ephemeral messages, by user id (an edit of one is not new; a
                     # deferred "thinking…" answer is one message once it is filled in)

Marks are positions in the stand-in's creation order, so consecutive marks split everything
the bot sent between them: nothing is counted twice or missed.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from .models import Channel, Message
from .server import StandIn


@dataclass
class Created:
    """The bot's messages created between two marks."""

    public: list[Message] = field(default_factory=list)
    ephemeral: list[Message] = field(default_factory=list)
    edits: int = 0

    @property
    def pinged(self) -> list[int]:
        """Everyone the new public messages notified, once per message that notified them."""
        return [uid for m in self.public for uid in m.notified_user_ids]

    def ephemeral_by_user(self) -> Counter[int]:
        return Counter(m.visible_to for m in self.ephemeral if m.visible_to is not None)


@dataclass(frozen=True)
class Mark:
    """A point in the stand-in's history: how many messages existed, and when."""

    position: int
    at: float


def created_mark(standin: StandIn) -> Mark:
    """Now, as a point in the stand-in's message history (see ``created_since``)."""
    return Mark(len(standin.messages), time.monotonic())


def created_since(standin: StandIn, mark: Mark, channel: Channel) -> Created:
    """What the bot created since ``mark`` in ``channel``: its public messages there, the
    ephemeral answers to interactions in it, and how often it edited its public messages."""
    made = Created()
    bot_id = standin.bot_user.id
    messages = list(standin.messages.values())
    for message in messages[mark.position:]:
        if message.author.id != bot_id or message.channel_id != channel.id:
            continue
        (made.ephemeral if message.ephemeral else made.public).append(message)
    made.edits = sum(1 for m in messages if m.author.id == bot_id and m.channel_id == channel.id
                     and not m.ephemeral for e in m.edits if e.at >= mark.at)
    return made
