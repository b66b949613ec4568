"""Random players for tests and benchmarks: any game, from its declared specs alone.

They live in ``games/ai/completion.py`` now (the AI's random player uses them too); this
module keeps the old import path working."""

from games.ai.completion import concrete, random_move, random_value

__all__ = ["concrete", "random_move", "random_value"]
