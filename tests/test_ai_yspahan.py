"""Yspahan's AI players: the fast engine, what a seat may know, the evaluation, the quick
policy and whole games between the levels."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.ai import make_player, observe, visible
from games.ai.match import play
from games.base import RuleError
from games.rng import derived_seed
from games.yspahan import determinize, fast, supervisor, tactics
from games.yspahan.board import CARD_KINDS, SQUARES
from games.yspahan.engine import ENGINE
from games.yspahan.evaluation import Outlook, expected_vp, souk_worth, win_chances
from games.yspahan.players import AI, keen_move, lively_move, prune, typed_random_move

RULESETS = ("seed", "published")


def positions(count: int, seed: int = 0, levels=("casual", "random")):
    """(state, seat, log) at real decisions of seeded games, 2-4 players, both rulesets."""
    out = []
    rng = random.Random(seed)
    players = {level: make_player("yspahan", level, clock=None) for level in set(levels)}
    for game in range(1000):
        if len(out) >= count:
            break
        seats = 2 + game % 3
        ruleset = RULESETS[game // 3 % 2]
        state = ENGINE.new(seats, derived_seed("ai-ysp", seed, game), {"ruleset": ruleset})
        logs = [[] for _ in range(seats)]
        chosen = [players[levels[(game + s) % len(levels)]] for s in range(seats)]
        while not ENGINE.is_over(state) and len(out) < count:
            seat = rng.choice(ENGINE.to_act(state))
            legal = [a for a in ENGINE.legal_actions(state, seat) if a["type"] != "resign"]
            if len(legal) > 1:
                out.append((state, seat, list(logs[seat])))
            action = chosen[seat].decide(observe(ENGINE, state, seat, logs[seat]), rng)
            state, events = ENGINE.apply(state, seat, action)
            for reader, log in enumerate(logs):
                log.extend(visible(events, reader))
    return out


# -- the fast engine ------------------------------------------------------------------------
def test_the_fast_engine_plays_exactly_like_the_engine():
    rng = random.Random(3)
    for game in range(6):
        s = ENGINE.new(2 + game % 3, derived_seed("fast", game), {"ruleset": RULESETS[game % 2]})
        while not ENGINE.is_over(s):
            seat = rng.choice(ENGINE.to_act(s))
            action = typed_random_move(
                [a for a in ENGINE.legal_actions(s, seat) if a["type"] != "resign"], rng)
            expected = ENGINE.apply(s, seat, action)
            assert fast.FAST.apply(s, seat, action) == expected
            s = expected[0]
    with pytest.raises(RuleError):
        fast.FAST.apply(s, 0, {"type": "roll"})  # the game is over


def test_the_remembered_supervisor_moves_are_the_rules_ones():
    for start in SQUARES:
        for face in range(1, 7):
            for gold in (0, 1, 2, 3, 5, 9, 30):
                for b3 in (False, True):
                    for ruleset in RULESETS:
                        assert fast.destinations(start, face, min(gold, fast.GOLD_CAP), b3,
                                                 ruleset) == supervisor.destinations(
                            start, face, gold, b3, ruleset)


def test_the_touched_shops_are_the_rules_ones():
    for state, _, _ in positions(40, seed=4):
        for square in SQUARES:
            assert fast.hits(state["souks"], square) == supervisor.hit_shops(state["souks"], square)


# -- what a seat may know -------------------------------------------------------------------
def card_heavy_positions(count: int, seed: int):
    """Positions of games where the seats take cards whenever they can and play them often,
    so the deck runs out and is reshuffled again and again."""
    out = []
    rng = random.Random(seed)
    for game in range(100):
        seats = 2 + game % 3
        state = ENGINE.new(seats, derived_seed("cards", seed, game),
                           {"ruleset": RULESETS[game % 2]})
        logs = [[] for _ in range(seats)]
        while not ENGINE.is_over(state) and len(out) < count:
            seat = rng.choice(ENGINE.to_act(state))
            legal = [a for a in ENGINE.legal_actions(state, seat) if a["type"] != "resign"]
            out.append((state, seat, list(logs[seat])))
            drawn = [a for a in legal if a["type"] in ("take_card", "draw_card")]
            played = [a for a in legal if a["type"] == "play"
                      or (a["type"] == "take_action" and a["boost"] != "none")]
            pool = drawn if drawn and rng.random() < 0.8 else (
                played if played and rng.random() < 0.6 else legal)
            state, events = ENGINE.apply(state, seat, rng.choice(pool))
            for reader, log in enumerate(logs):
                log.extend(visible(events, reader))
        if len(out) >= count:
            break
    return out


def test_a_sample_deals_the_others_only_cards_nobody_has_shown():
    rng = random.Random(5)
    known_deck = 0
    for state, seat, log in positions(150, seed=5) + card_heavy_positions(400, seed=5):
        seen = observe(ENGINE, state, seat, log)
        knowledge = determinize.read_log(seen.view, seat, log)
        mine = Counter(state["players"][seat]["hand"])
        shown = Counter(state["discard"])
        assert Counter(knowledge.unseen) + mine + shown == Counter(
            {card: 2 for card in CARD_KINDS})
        if knowledge.deck_from is not None:
            known_deck += 1
            # The log's inference holds for the real deck.
            assert not Counter(state["deck"]) - Counter(knowledge.deck_from)
        else:
            assert not any(e["type"] == "deck_reshuffled" for e in log)
        det = AI.determinize(seen, rng)
        assert ENGINE.view(det, seat) == seen.view
        assert det["players"][seat]["hand"] == state["players"][seat]["hand"]
        dealt = Counter(det["deck"])
        for p, pl in enumerate(det["players"]):
            assert len(pl["hand"]) == len(state["players"][p]["hand"])
            if p != seat:
                dealt += Counter(pl["hand"])
        assert dealt == Counter(knowledge.unseen)
        if knowledge.deck_from is not None:
            assert not Counter(det["deck"]) - Counter(knowledge.deck_from)
        assert det["rng"] != state["rng"]
    assert known_deck > 100  # the deck is reshuffled, and the log is read after that


def _view(discard: list[str], deck: int, hand: dict[str, int]) -> dict:
    return {"discard": discard, "deck": deck, "you": {"seat": 0, "hand": hand},
            "players": [{"seat": 0, "resigned": False}, {"seat": 1, "resigned": False}]}


@pytest.mark.parametrize("late", [False, True], ids=["discarded-first", "discarded-after"])
def test_a_reshuffled_deck_holds_the_pile_that_was_shuffled(late):
    # Seat 1 played b then a: both went to the discards. Then seat 1 played c with building 4
    # on an empty deck: the draw reshuffled the discards. Whether c reached the discards
    # before the draw (the old engine) or after (rules case Y-22), the log tells the deck.
    log = [
        {"type": "card_played", "player": 1, "card": "card_b"},
        {"type": "turn_started", "player": 0},
        {"type": "row_used", "player": 0, "row": "row1", "use": "action", "dice": 2, "face": 1,
         "boost": "card_a"},
        {"type": "card_played", "player": 1, "card": "card_c"},
        {"type": "caravan_entered", "player": 1, "source": "card", "space": 1, "section": 1,
         "vp": 1},
        {"type": "deck_reshuffled", "cards": 2 if late else 3},
        {"type": "card_drawn", "player": 1, "source": "building4", "deck": 1 if late else 2},
    ]
    view = _view(["card_c"] if late else [], 1 if late else 2, {"card_e": 1})
    knowledge = determinize.read_log(view, 0, log)
    expected = ["card_a", "card_b"] if late else ["card_a", "card_b", "card_c"]
    assert knowledge.deck_from == tuple(expected)
    # Seat 0 then draws one of them itself: the deck can no longer hold it.
    log += [{"type": "card_drawn", "player": 0, "source": "row", "deck": 0 if late else 1},
            {"type": "card_received", "player": 0, "card": "card_a", "private_to": [0]}]
    view = _view(["card_c"] if late else [], 0 if late else 1, {"card_a": 1, "card_e": 1})
    knowledge = determinize.read_log(view, 0, log)
    assert knowledge.deck_from == (("card_b",) if late else ("card_b", "card_c"))


def test_a_log_that_does_not_retell_the_discards_is_not_trusted():
    log = [{"type": "card_played", "player": 1, "card": "card_b"},
           {"type": "deck_reshuffled", "cards": 1}]
    knowledge = determinize.read_log(_view(["card_f"], 1, {}), 0, log)
    assert knowledge.deck_from is None


def _camel_question():
    """3 players: the start player A moves the Supervisor to S1, hitting B's cube in BAG_C.1
    and C's in BARREL_A.0; both have camels; A sends B's first; B answers (keeps it)."""
    s = ENGINE.new(3, 11)
    a = s["start"]
    b, c = (a + 1) % 3, (a + 2) % 3
    s["souks"]["BAG_C"][1] = b
    s["souks"]["BARREL_A"][0] = c
    s["players"][b]["camels"] = 1
    s["players"][c]["camels"] = 2
    s, _ = ENGINE.apply(s, a, {"type": "roll"})
    s["tower"] = [{"face": 1, "white": 3, "yellow": 0}] + [None] * 5
    s["taken"] = [None] * 6
    logs = [[] for _ in range(3)]
    for seat, action in ((a, {"type": "move_supervisor", "row": "row1", "to": "S1"}),
                         (a, {"type": "send_first", "shop": "BAG_C.1"}),
                         (b, {"type": "pay_camel", "shop": "BAG_C.1"})):
        s, events = ENGINE.apply(s, seat, action)
        for reader, log in enumerate(logs):
            log.extend(visible(events, reader))
    assert s["step"] == "camel" and ENGINE.to_act(s) == [c]
    return s, b, c, logs


def test_the_others_secret_answers_are_guessed_never_read():
    s, b, c, logs = _camel_question()
    seen = observe(ENGINE, s, c, logs[c])
    rng = random.Random(2)
    answers = Counter()
    for _ in range(60):
        det = AI.determinize(seen, rng)
        assert ENGINE.view(det, c) == seen.view
        answers[det["pending"]["cubes"][0]["choice"]] += 1
        ENGINE.apply(det, c, {"type": "send_cube", "shop": "BARREL_A.0"})
    assert set(answers) == {"pay", "send"}  # B's real answer ("pay") is not known to C


# -- the evaluation -------------------------------------------------------------------------
def test_win_chances_are_a_distribution_that_favours_the_leader():
    for state, _, _ in positions(60, seed=6):
        chances = win_chances(state)
        assert abs(sum(chances) - 1) < 1e-9 and all(0 <= x <= 1 for x in chances)
        richer = fast.copy_state(state)
        richer["players"][0]["vp"] += 15
        assert win_chances(richer)[0] > chances[0]


def test_a_completed_souk_counts_in_full_an_unfinished_one_only_with_turns_left():
    s = ENGINE.new(3, 1)
    s["souks"]["VASE_C"] = [0, 0, 0]
    s["souks"]["CHEST_C"] = [1, 1, 1, None]
    look = Outlook(s)
    assert souk_worth(s["souks"], 0, look, 0) == 12
    assert 4 < souk_worth(s["souks"], 1, look, 0) < 8  # one cube missing, a week ahead
    # The week's last day, seats 0 and 1 have had their turn: CHEST_C cannot be finished.
    s["day"], s["order"], s["turn_index"] = 7, [0, 1, 2], 2
    late = Outlook(s)
    assert late.week == [0, 0, 1]
    assert souk_worth(s["souks"], 1, late, 0) == 0
    assert souk_worth(s["souks"], 0, late, 2) == 14  # with building 5


def test_caravan_cubes_are_worth_more_higher_up_and_before_more_week_ends():
    s = ENGINE.new(4, 1)
    s["caravan"] = [0, 1, 2, 3, 1, 2, 3, 1, 2]  # seat 0's cube in section 1
    low = expected_vp(s)[0]
    s["caravan"] = [1, 2, 3, 1, 2, 3, 1, 2, 0]  # ... in section 3
    assert expected_vp(s)[0] > low
    s["caravan"] = [0]
    early = expected_vp(s)[0]
    s["week"] = 3
    s["players"][0]["vp"] = 0
    assert expected_vp(s)[0] - 2.5 * 0 < early


# -- the quick policy -----------------------------------------------------------------------
def test_a_cube_worth_more_than_a_camel_is_kept():
    s = ENGINE.new(2, 1)
    s["souks"]["VASE_C"] = [0, 0, 0]  # 12 VP at the week's end
    s["souks"]["BAG_A"] = [1, None, None, None, None, None]  # barely started
    s["players"][0]["camels"] = s["players"][1]["camels"] = 3
    # The week's last day, seat 1 has had its turn: BAG_A cannot be completed any more.
    s["day"], s["order"], s["turn_index"] = 7, [0, 1, 0], 2
    look = Outlook(s)
    assert tactics.keeps_cube(s, 0, "VASE_C.0", look)
    assert not tactics.keeps_cube(s, 1, "BAG_A.0", look)
    s["players"][0]["camels"] = 0
    assert not tactics.keeps_cube(s, 0, "VASE_C.0", look)  # no camel, no choice


def test_cubes_complete_a_souk_rather_than_start_a_big_one():
    s = ENGINE.new(3, 1)
    table = {k: list(v) for k, v in s["souks"].items()}
    plan = tactics.plan_cubes(s, table, "VASE", 0, 3, Outlook(s))
    assert sorted(plan) == ["VASE_C.0", "VASE_C.1", "VASE_C.2"]  # 12 VP completed at once
    table = {k: list(v) for k, v in s["souks"].items()}
    table["BAG_D"] = [0, 0, None, None]
    plan = tactics.plan_cubes(s, table, "BAG", 0, 3, Outlook(s))
    assert plan[:2] == ["BAG_D.2", "BAG_D.3"] or set(plan[:2]) == {"BAG_D.2", "BAG_D.3"}


def test_on_the_last_turn_card_f_turns_all_the_gold_it_can_into_vp():
    s = ENGINE.new(3, 2)
    s["week"], s["day"] = 3, 7
    s["players"][s["order"][-1]]["gold"] = 13
    s["players"][s["order"][-1]]["hand"] = ["card_f"]
    s["turn_index"] = len(s["order"]) - 1
    s["step"], s["turn"] = "after", {"used": True, "built": True}
    seat = s["order"][-1]
    s["players"][s["order"][0]]["vp"] = 9  # only all ten gold win
    for level in ("casual", "standard"):
        action = make_player("yspahan", level, clock=None).decide(
            observe(ENGINE, s, seat), random.Random(1))
        assert action == {"type": "play", "card": "card_f", "amount": 10}, level


def test_an_early_affordable_building_is_built():
    s = ENGINE.new(3, 2)
    seat = s["order"][0]
    s["players"][seat].update(camels=4, gold=4)
    s["step"], s["turn"] = "after", {"used": True, "built": False}
    action = tactics.quick_move(s, seat, random.Random(0), noise=0.0)
    assert action["type"] == "build"
    choice = make_player("yspahan", "casual", clock=None).decide(
        observe(ENGINE, s, seat), random.Random(1))
    assert choice["type"] == "build"


def test_the_search_keeps_every_kind_of_move_and_drops_only_duplicates():
    for state, seat, _ in positions(150, seed=7):
        legal = [a for a in ENGINE.legal_actions(state, seat) if a["type"] != "resign"]
        kept = prune(state, seat, legal)
        assert kept and all(a in legal for a in kept)
        assert {a["type"] for a in kept} >= {a["type"] for a in legal} - {"move_supervisor"}
        for a in legal:  # a Supervisor stop that hits nothing is all that may vanish whole
            if a["type"] == "move_supervisor" and fast.hits(state["souks"], a["to"]):
                assert a in kept


def test_every_level_chooses_legally_with_cards_playable_between_two_cubes():
    # Cards may be played while placing cubes ("at any point before the turn ends"): the
    # search keeps them among its candidates and every level still chooses a legal move.
    s = ENGINE.new(3, derived_seed("ai-cards-while-placing", 0), {"ruleset": "seed"})
    p = s["start"]
    s, _ = ENGINE.apply(s, p, {"type": "roll"})
    s["tower"] = [None, None, {"face": 3, "white": 2, "yellow": 0}, None, None, None]
    hand = ["card_a", "card_c", "card_d"]
    for card in hand:  # from the deck, so the 18 cards stay 18
        s["deck"].remove(card)
    s["players"][p].update(hand=hand, camels=1, gold=2)
    s, _ = ENGINE.apply(s, p, {"type": "take_action", "row": "row3", "boost": "none"})
    assert s["step"] == "place"
    legal = [a for a in ENGINE.legal_actions(s, p) if a["type"] != "resign"]
    kept = prune(s, p, legal)
    assert {a["card"] for a in kept if a["type"] == "play"} == set(hand)
    assert tactics.quick_move(s, p, random.Random(0), noise=0.0)["type"] == "place_cube"
    for level in ("random", "casual", "standard", "hard"):
        action = make_player("yspahan", level, clock=None).decide(observe(ENGINE, s, p),
                                                                  random.Random(2))
        ENGINE.check(s, p, action)


def test_the_quick_policy_always_moves_legally():
    rng = random.Random(8)
    for state, seat, _ in positions(300, seed=8):
        det = AI.determinize(observe(ENGINE, state, seat), rng)
        ENGINE.check(det, seat, AI.policy(det, seat, rng))


# -- scripted players -----------------------------------------------------------------------
def test_the_scripted_players_move_legally_from_the_view_and_the_legal_actions():
    rng = random.Random(9)
    for state, seat, _ in positions(120, seed=9, levels=("random",)):
        legal = ENGINE.legal_actions(state, seat)
        for action in (lively_move(ENGINE.view(state, seat), legal, rng),
                       typed_random_move([a for a in legal if a["type"] != "resign"], rng),
                       keen_move(legal, rng)):
            assert action in legal and action["type"] != "resign"


# -- whole games ----------------------------------------------------------------------------
def _games(levels_per_game, count: int, seed: int) -> None:
    for game in range(count):
        levels = levels_per_game(game)
        players = [make_player("yspahan", level, clock=None) for level in levels]
        match = play(ENGINE, players, seed=derived_seed("ai-games", seed, game),
                     options={"ruleset": RULESETS[game % 2]}, rng_seed=game, max_moves=4000)
        assert match.result is not None, f"game {game} cut at the move cap"
        assert match.result.winners


def test_a_game_between_every_level_ends():
    _games(lambda g: ["casual", "standard", "casual"][: 2 + g % 2], 2, seed=1)


def test_the_hard_level_chooses_legally_and_repeatably():
    player = make_player("yspahan", "hard", clock=None)
    for state, seat, log in positions(6, seed=10):
        seen = observe(ENGINE, state, seat, log)
        action = player.decide(seen, random.Random(4))
        ENGINE.check(state, seat, action)
        assert player.decide(seen, random.Random(4)) == action
