"""The table, transport-free: everything a player touches that is not a rule and not Discord.

- ``core``: ``TableCore`` — the one door for every change of a game
- ``kind``: what a game declares for the table (``GameKind``, ``GameUI``)
- ``choose`` / ``compose``: legal actions → step-by-step choices; typed composer values
- ``schedule`` / ``scheduler``: turn clocks and reminders (when, and restart-safe jobs)
- ``log`` / ``stats``: a game's story in words; statistics and ratings
- ``i18n`` / ``words``: Fluent catalogues, the locale of what is being written, the table's words
- ``ids``: the custom-id format of persistent components; ``health``: what the operator sees

Nothing in this package imports discord (tests/test_layers.py checks it).
"""
