"""The shared table: everything a player touches that is not a rule, written once.

- ``kind``: what a game declares for the table (``GameKind``, ``GameUI``; no discord)
- ``core``: ``TableCore.act`` — apply a move with no Discord in sight
- ``choose`` / ``compose``: legal actions → step-by-step choices; typed composer values
- ``moves``: those choices as private menus, confirmations and forms in Discord
- ``board``: posting and editing board messages, catch-up, reminders
- ``service`` / ``cog`` / ``newcommand``: lobby, routing, ``/table``, ``/play``, ``/<game> new``
"""

from cogs.table.kind import DANGER, PRIMARY, SECONDARY, SUCCESS, GameKind, GameUI, Group

__all__ = ["DANGER", "PRIMARY", "SECONDARY", "SUCCESS", "GameKind", "GameUI", "Group"]
