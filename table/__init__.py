"""The table, transport-free: everything a player touches that is not a rule and not Discord.

- ``core`` (with ``lobby``, ``seats``, ``settings``, ``base``): ``TableCore``, the one door
  for every change of a game; ``outcome``: what a call did; ``members``: who acts or holds a
  seat; ``locks``: the ``Locks`` seam that serialises one game's changes
- ``kind``: what a game declares for the table (``GameKind``, ``GameUI``)
- ``choose`` / ``compose``: legal actions → step-by-step choices; typed composer values
- ``schedule`` / ``scheduler``: turn clocks and reminders (when, and restart-safe jobs)
- ``log`` / ``story`` / ``stats``: a game's story in words and pictures; ratings
- ``i18n`` / ``words``: Fluent catalogues, the locale of what is being written, the table's words
- ``ids`` / ``hidden``: custom ids and the one staleness rule; what public words may not say
- ``drawing`` / ``health``: the render pool and a board's picture; what the operator sees

Nothing in this package imports discord (tests/test_layers.py checks it; docs/architecture.md
tells the layers).
"""
