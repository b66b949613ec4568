"""A loopback Discord API stand-in (REST + gateway) for end-to-end tests and benchmarks of
the real bot (bench/ drives it through ``standin.driving`` too).

Public API: ``StandIn`` (server, world, test actions), ``BotProcess`` (the bot as a
subprocess), records ``Interaction``/``Message``/``Modal``/``Attachment``, world objects
``User``/``Guild``/``Channel``/``Role``, permission bits ``Perm``, intents ``Intent``,
``AttachmentUpload`` (a file for an attachment option) and ``StandInError``.
"""

from .botproc import BotProcess
from .interactions import AttachmentUpload, Callback, Interaction, Modal, ModalField
from .models import (
    Attachment,
    Channel,
    ComponentInfo,
    Guild,
    Intent,
    Member,
    Message,
    Perm,
    Role,
    StandInError,
    User,
)
from .server import CommandSync, Problem, StandIn

__all__ = [
    "Attachment", "AttachmentUpload", "BotProcess", "Callback", "Channel", "CommandSync",
    "ComponentInfo", "Guild", "Intent", "Interaction", "Member", "Message", "Modal", "ModalField",
    "Perm", "Problem", "Role", "StandIn", "StandInError", "User",
]
