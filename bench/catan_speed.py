"""Catan engine speed: µs per action in random legal 4-player playouts, ours vs catanatron.

Run: ``python -m bench.catan_speed [--games 40] [--turns 1000]``.

Both engines play the same kind of game: four players choosing uniformly at random among the
legal actions (catanatron's RandomPlayer; our ``uniform_policy``, which leaves out resigning
and domestic trade offers — catanatron's random players don't trade with each other — and
turns a discard template into a random discard, which catanatron does in one action too), until
someone wins or the turn limit (catanatron's TURNS_LIMIT, 1000) is reached. Only the play loop
is timed: choosing, listing legal actions and applying. Ours also copies the state on every
action (apply never mutates its input); catanatron mutates one state in place.

catanatron is an optional bench-only dependency (``pip install 'caravanserai[bench]'`` or
``pip install 'catanatron>=3,<4'``); without it only our engine is measured.
"""

from __future__ import annotations

import argparse
import functools
import random
import statistics
import time
from dataclasses import dataclass

from games.catan import ENGINE
from games.catan.scripted import uniform_policy


@dataclass
class Run:
    name: str
    per_action_us: list[float]  # one value per game
    actions: int
    seconds: float

    @property
    def games(self) -> int:
        return len(self.per_action_us)

    def line(self) -> str:
        return (
            f"{self.name:<11} median {statistics.median(self.per_action_us):7.2f} µs/action  "
            f"mean {self.seconds / self.actions * 1e6:7.2f} µs/action  "
            f"{self.games / self.seconds:7.2f} games/s  "
            f"({self.actions / self.games:.0f} actions/game, {self.games} games)"
        )


def bench_ours(games: int, turns: int, seed: int) -> Run:
    per_action, total_actions, total_time = [], 0, 0.0
    for g in range(games):
        rnd = random.Random(seed + g)
        state = ENGINE.new(4, seed + g)
        steps = 0
        start = time.perf_counter()
        while state["phase"] != "over" and state["turns"] < turns:
            actors = ENGINE.to_act(state)
            player = actors[rnd.randrange(len(actors))]
            # The view is built only for a discard (what the choice reads), as catanatron's
            # player reads its hand only then.
            seen = functools.partial(ENGINE.view, state, player)
            action = uniform_policy(seen, ENGINE.legal_actions(state, player), rnd)
            state, _ = ENGINE.apply(state, player, action)
            steps += 1
        elapsed = time.perf_counter() - start
        per_action.append(elapsed / steps * 1e6)
        total_actions += steps
        total_time += elapsed
    return Run("ours", per_action, total_actions, total_time)


def bench_catanatron(games: int, turns: int, seed: int) -> Run | None:
    try:
        from catanatron import Color, Game, RandomPlayer
    except ImportError:
        return None
    per_action, total_actions, total_time = [], 0, 0.0
    colors = [Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE]
    for g in range(games):
        game = Game([RandomPlayer(c) for c in colors], seed=seed + g)
        start = time.perf_counter()
        while game.winning_color() is None and game.state.num_turns < turns:
            game.play_tick()
        elapsed = time.perf_counter() - start
        steps = len(game.state.actions)
        per_action.append(elapsed / steps * 1e6)
        total_actions += steps
        total_time += elapsed
    return Run("catanatron", per_action, total_actions, total_time)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per engine")
    parser.add_argument("--turns", type=int, default=1000, help="turn limit per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    ours = bench_ours(args.games, args.turns, args.seed)
    print(ours.line())
    theirs = bench_catanatron(args.games, args.turns, args.seed)
    if theirs is None:
        print("catanatron is not installed (pip install 'catanatron>=3,<4'): measured ours only.")
        return
    print(theirs.line())
    ratio_median = statistics.median(theirs.per_action_us) / statistics.median(ours.per_action_us)
    ratio_mean = (theirs.seconds / theirs.actions) / (ours.seconds / ours.actions)
    print(f"ours is {ratio_median:.2f}× faster per action (median), {ratio_mean:.2f}× (mean)")


if __name__ == "__main__":
    main()
