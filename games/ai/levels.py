"""The AI levels and the search settings each one stands for.

A game's adapter (``GameAI.settings``) may override any level's settings; what it leaves
out comes from ``DEFAULTS``. Budgets are counted (iterations, samples, rollout moves), so a
choice is a pure function of what the player sees and its RNG; ``ceiling`` is wall-clock
seconds and only a safety net — a budget that reaches it in normal operation is too large.
"""

from __future__ import annotations

from dataclasses import dataclass

RANDOM = "random"
LEVELS = ("casual", "standard", "hard")

GREEDY, ISMCTS = "greedy", "ismcts"
TREE, POLICY = "tree", "policy"


@dataclass(frozen=True)
class Settings:
    """How a level thinks.

    - ``algorithm``: ``"greedy"`` (one ply: every candidate action scored by the game's
      evaluation, averaged over ``samples`` determinizations) or ``"ismcts"`` (Monte Carlo
      tree search over determinizations of the hidden information, ``iterations`` of them).
    - ``rollout``: moves played by the game's policy after an iteration leaves the tree,
      before the evaluation cuts it off (0: evaluate at once).
    - ``exploration``: the UCB constant (rewards are in [0, 1]).
    - ``opponents``: ``"tree"``: every seat searches its own tree (multiple-observer
      ISMCTS: each tree branches on what its seat observes, so a simultaneous secret move
      is never seen before it is revealed); ``"policy"``: the other seats follow the
      game's policy (search against a model of the opponents).
    - ``model`` (greedy only): how the seats moving at the same time answer — None: the
      game's policy; a level's name: that level's one-ply choice (itself greedy), made
      from the answering seat's own Seen (see greedy.py), averaged over ``model_samples``.
    - ``ceiling``: wall-clock seconds after which a search stops early (safety net).
    """

    algorithm: str = ISMCTS
    iterations: int = 0
    samples: int = 1
    rollout: int = 0
    exploration: float = 0.7
    opponents: str = TREE
    model: str | None = None
    model_samples: int = 1
    ceiling: float = 1.0


DEFAULTS: dict[str, Settings] = {
    "casual": Settings(GREEDY, samples=2, ceiling=0.5),
    "standard": Settings(ISMCTS, iterations=200, rollout=4, ceiling=0.45),
    "hard": Settings(ISMCTS, iterations=1000, rollout=8, ceiling=1.8),
}
