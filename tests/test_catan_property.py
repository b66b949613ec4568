"""Seeded random playouts: conservation at every step, exact legal actions, a rightful winner.

The big run (2000 games of 3 and 4 players) uses the builder policy so that games reach
10 points; the smaller runs check purity (input never mutated), JSON round trips, views,
log text and that legal_actions is exact against a pool of every conceivable action.
"""

from __future__ import annotations

import copy
import json
import random

import pytest

from cogs.catan.ui import CatanUI
from games.base import RuleError
from games.catan import ENGINE
from games.catan.board import RESOURCES
from games.catan.rules import PIECES, victory_points
from games.catan.scripted import builder_policy, play_game, uniform_policy
from tests.support import tiers

PROGRESS = {"road_building", "year_of_plenty", "monopoly"}

UI = CatanUI()


class Checker:
    """Invariants checked after every action of a game."""

    def __init__(self) -> None:
        self.progress_played = 0
        self.ended_by: tuple[int, str] | None = None

    def __call__(self, before: dict, player: int, action: dict, after: dict, events: list) -> None:
        assert player in ENGINE.to_act(before)
        for e in events:
            if e["type"] == "played" and e["card"] in PROGRESS:
                self.progress_played += 1
        self.check_conservation(before, after)
        if after["phase"] == "over":
            self.ended_by = (player, action["type"])
            winner = after["winner"]
            assert winner == after["turn"]  # only on one's own turn
            assert victory_points(after, winner) >= 10
            assert events[-1]["type"] == "game_over"
        elif after["phase"] != "setup":
            # Nobody may sit at 10+ points during their own turn without having won.
            assert victory_points(after, after["turn"]) < 10

    def check_conservation(self, before: dict, s: dict) -> None:
        """Cards and pieces are neither created nor lost. Copy-on-write states share the
        containers an action did not touch, so only changed parts need re-checking."""
        res, bank = s["res"], s["bank"]
        if res is not before["res"] or bank is not before["bank"]:
            for r in range(5):
                assert bank[r] + sum(hand[r] for hand in res) == 19, RESOURCES[r]
            assert min(min(hand) for hand in res) >= 0
        roads, owner, level = s["road_owner"], s["node_owner"], s["node_level"]
        if (s["pieces"] is not before["pieces"] or roads is not before["road_owner"]
                or owner is not before["node_owner"] or level is not before["node_level"]):
            for p, left in enumerate(s["pieces"]):
                mine = s["buildings_of"][p]
                cities = sum(1 for x in mine if level[x] == 2)
                assert roads.count(p) == len(s["roads_of"][p]) == PIECES[0] - left[0]
                assert owner.count(p) == len(mine)
                assert len(mine) - cities == PIECES[1] - left[1]
                assert cities == PIECES[2] - left[2]
                assert min(left) >= 0
        if s["dev"] is not before["dev"] or s["deck"] is not before["deck"]:
            held = sum(sum(d) for d in s["dev"])
            assert len(s["deck"]) + held + sum(s["knights"]) + self.progress_played == 25


def play_builder_games(seeds: range) -> dict[str, int]:
    endings: dict[str, int] = {}
    for seed in seeds:
        checker = Checker()
        state, steps = play_game(ENGINE, 3 + seed % 2, seed, builder_policy, max_turns=3000,
                                 on_step=checker)
        assert state["phase"] == "over", f"seed {seed} did not finish"
        assert checker.ended_by is not None
        endings[checker.ended_by[1]] = endings.get(checker.ended_by[1], 0) + 1
    return endings


@pytest.mark.parametrize("seeds", tiers.split(range(60)))
def test_builder_games_end_with_a_rightful_winner(seeds: range) -> None:
    assert play_builder_games(seeds)


@pytest.mark.slow
def test_two_thousand_builder_games_end_with_a_rightful_winner() -> None:
    endings = play_builder_games(range(2000))
    # Games are won by every route: building, roads (Longest Road), VP cards, knights.
    assert {"build_settlement", "build_city", "build_road", "buy_dev", "play_knight"} <= set(endings)


def all_conceivable_actions(n: int) -> list[dict]:
    """A pool of concrete actions covering every action type and target."""
    pool: list[dict] = [{"type": t} for t in (
        "roll", "end_turn", "buy_dev", "play_knight", "play_road_building", "accept_trade",
        "decline_trade", "cancel_trade")]
    pool += [{"type": "build_road", "edge": e} for e in range(72)]
    pool += [{"type": "build_settlement", "node": x} for x in range(54)]
    pool += [{"type": "build_city", "node": x} for x in range(54)]
    pool += [{"type": "move_robber", "hex": h} for h in range(19)]
    pool += [{"type": "steal", "victim": v} for v in range(n)]
    pool += [{"type": "confirm_trade", "with": v} for v in range(n)]
    pool += [{"type": "play_monopoly", "resource": r} for r in RESOURCES]
    pool += [{"type": "play_year_of_plenty", "resources": [a, b]}
             for i, a in enumerate(RESOURCES) for b in RESOURCES[i:]]
    pool += [{"type": "maritime_trade", "give": a, "get": b}
             for a in RESOURCES for b in RESOURCES if a != b]
    return pool


@pytest.mark.parametrize("seeds", tiers.split(range(12)))
def test_legal_actions_are_exact_and_apply_is_pure(seeds: range) -> None:
    names = ["Ann", "Bob", "Cy", "Di"]
    for seed in seeds:
        n = 3 + seed % 2
        pool = all_conceivable_actions(n)
        rnd = random.Random(seed)
        step = 0

        def check(before: dict, player: int, action: dict, after: dict, events: list,
                  n: int = n, pool: list = pool, rnd: random.Random = rnd) -> None:
            nonlocal step
            step += 1
            snapshot = copy.deepcopy(before)
            assert json.loads(json.dumps(after)) == after
            for e in events:
                line = UI.event_text(e, names)
                assert line and "{" not in line, e
            json.dumps(ENGINE.view(after, None))
            json.dumps(ENGINE.view(after, player))
            if step % 4 == 0:
                p = rnd.randrange(n)
                legal = ENGINE.legal_actions(before, p)
                concrete = [a for a in legal if not a.get("template")]
                for a in concrete:
                    ENGINE.apply(before, p, a)  # every listed action is accepted
                for a in pool:
                    if a not in concrete:
                        try:
                            ENGINE.apply(before, p, a)
                        except RuleError:
                            continue
                        raise AssertionError(f"unlisted {a} accepted for {p} in {before['phase']}")
            assert before == snapshot  # nothing above mutated the input

        policy = builder_policy if seed % 3 else uniform_policy
        state, _ = play_game(ENGINE, n, seed, policy, max_turns=150, on_step=check)
        assert step > 50


@pytest.mark.parametrize("seeds", tiers.split(range(30)))
def test_uniform_random_games_keep_every_invariant(seeds: range) -> None:
    for seed in seeds:
        checker = Checker()
        play_game(ENGINE, 4, 1000 + seed, uniform_policy, max_turns=200, on_step=checker)
