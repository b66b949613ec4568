"""AI players for every game: a shared, pure framework; each game adds its own knowledge.

What a player is given
    ``Seen`` (``seen.py``): the seat, ``engine.view(state, seat)``, ``engine.legal_actions
    (state, seat)`` (templates included), the log of events the seat may read (public ones
    and those private to it) and the game's key. Never the state: not another seat's hand
    or bid, not a deck order, not the RNG inside the state. ``observe(engine, state, seat,
    log)`` builds one; ``visible(events, seat)`` filters a move's events for a seat's log.

What a player is
    ``Player`` (``player.py``): ``level`` and ``decide(seen, rng) -> action``, a concrete
    legal action (templates completed), a pure function of (seen, the RNG's state).
    ``LEVELS = ("casual", "standard", "hard")`` plus ``"random"`` (``RandomPlayer``: a
    uniform listed action, templates completed at random) for benchmarks and tests.
    ``make_player(game_key, level)`` (``registry.py``) builds one.

How a game plugs in
    Write ``games/<key>/players.py`` with a subclass of ``GameAI`` (``adapter.py``) and
    export an instance as ``AI``::

        class MyGameAI(GameAI):
            settings = {"standard": Settings(ISMCTS, iterations=300, rollout=8)}
            def determinize(self, seen, rng): ...   # a full state consistent with seen
            def evaluate(self, state): ...          # per seat, in [0, 1]
            def candidates(self, state, seat, template): ...  # sensible completions
            def policy(self, state, seat, rng): ...  # a quick move (rollouts, opponents)

        AI = MyGameAI(ENGINE)

    - ``determinize(seen, rng)`` (required): sample everything hidden consistently with
      what was seen (counts kept) and re-seed any RNG in the state from ``rng``; the
      framework's tests check ``engine.view(determinize(seen, rng), seat) == seen.view``.
      Override ``sampler(seen)`` to read the log once per decision rather than per sample.
    - ``evaluate(state)`` (required): per-seat values in [0, 1], read as chances to win;
      finished games are scored by their real result (``rewards``).
    - ``candidates(state, seat, template)``: concrete completions worth trying (a bid's
      amounts, a discard, a split). Default: a few random completions the engine accepts.
    - ``policy(state, seat, rng)``: a quick, reasonable move; it must use only what ``seat``
      could know. Default: uniform among ``actions``.
    - ``quiet(state)``: whether the evaluation can judge ``state`` (not mid-round).
    - ``unmade(state, seat)``: the sample without the secret moves the others already
      made this round, so that a level modelling them has them made again by its model.
    - ``settings``: per-level overrides of ``levels.DEFAULTS`` — the one place a level maps
      to its budget for this game; ``budget(settings, seen)`` may scale it per decision
      (e.g. by how many seats bid at once). ``think`` may add a game's own algorithm.

How the levels think (``levels.py``; each game picks per level)
    ``greedy.py``: one ply — each candidate action applied to a few determinizations (the
    same for every candidate), the seats moving at the same time answering first, scored
    by ``evaluate``. They answer by the game's policy, or (``Settings.model``) by a lower
    level's own one-ply choice made from their own Seen of the sample: expectimax against
    modelled opponents, level-k thinking for simultaneous games (Caravane: casual answers
    the policy, standard answers casual, hard answers standard).
    ``ismcts.py``: Monte Carlo tree search over determinizations with per-seat trees that
    branch on what each seat observes (so simultaneous secret moves stay secret), rollouts
    by the policy cut off by ``evaluate`` — for games of long plans (the default for
    standard and hard). Budgets are counted (samples, iterations), so a choice never
    depends on time; a wall-clock ``ceiling`` only stops a runaway choice.

Running games
    ``match.play(engine, players, seed=..., rng_seed=...)`` plays a whole game the way the
    table would (forced moves played for the seat, each seat seeing only its own log) and
    records every decision; ``bench/ai_strength.py`` measures levels against each other.

Tests a game's AI gets by adding itself to their tables: tests/test_ai_framework.py (the
determinization shows the seat its own view and legal actions; choices legal and
repeatable), tests/test_ai_fairness.py (a row: how to change the others' secrets; the
choice must not change), tests/test_ai_games.py (100 whole games per level).
"""

from games.ai.adapter import NEVER, GameAI, action_key
from games.ai.levels import DEFAULTS, GREEDY, ISMCTS, LEVELS, POLICY, RANDOM, TREE, Settings
from games.ai.player import AIPlayer, Player, RandomPlayer
from games.ai.registry import game_ai, levels, make_player
from games.ai.seen import Seen, observe, visible

__all__ = ["DEFAULTS", "GREEDY", "ISMCTS", "LEVELS", "NEVER", "POLICY", "RANDOM", "TREE",
           "AIPlayer", "GameAI", "Player", "RandomPlayer", "Seen", "Settings", "action_key",
           "game_ai", "levels", "make_player", "observe", "visible"]
