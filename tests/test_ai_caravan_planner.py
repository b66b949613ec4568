"""The planner's choice over several deals of the bag (games/caravan/planner.choose)."""

from __future__ import annotations

import random

from games.caravan import planner


class _Seen:
    seat = 0


def _deals(monkeypatch, per_deal: list[list[tuple[str, float]]]) -> None:
    """Make each search (one per deal) return the given ends: (first action, value), best
    first, and report that the bag was reached so that every deal is searched."""
    calls = iter(per_deal)

    def search(state, me, width):
        ends = [(v, i, {"type": name}, None) for i, (name, v) in enumerate(next(calls))]
        return ends, True

    monkeypatch.setattr(planner, "search_turn", search)


def test_an_action_good_on_every_deal_beats_one_seen_once_on_a_lucky_deal(monkeypatch):
    # "steady" is among the best ends on all three deals; "lucky" only on the first, where
    # it is a little better, and below every judged end on the other two. Averaging only
    # over the deals where an action showed up picked "lucky" (0.62 against 0.6).
    _deals(monkeypatch, [
        [("lucky", 0.62), ("steady", 0.6)],
        [("steady", 0.6), ("other", 0.3)],
        [("steady", 0.6), ("other", 0.3)],
    ])
    chosen = planner.choose(_Seen(), lambda rng: {}, random.Random(1), width=4, samples=3,
                            replies=0, judged=4)
    assert chosen == {"type": "steady"}


def test_with_one_deal_the_best_end_decides(monkeypatch):
    _deals(monkeypatch, [[("a", 0.4), ("b", 0.7), ("c", 0.5)]])
    chosen = planner.choose(_Seen(), lambda rng: {}, random.Random(1), width=4, samples=1,
                            replies=0, judged=4)
    assert chosen == {"type": "b"}
