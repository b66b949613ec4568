"""What one seat may know of a Yspahan game, and full states sampled consistently with it.

Public (the view): the board, the tower, every seat's camels, gold, buildings and card
*count*, the deck's size and the discard pile. Private to the seat: its own hand and its own
answers to the camel-for-cube question. Hidden from it: the other hands, the deck's order and
contents, the others' secret answers and the dice to come (the RNG).

The cards nobody shows are the 18 less the seat's hand and the discards. The log narrows
where they are: after a reshuffle the deck is drawn from the pile that was shuffled (known:
every discarded card was played face up), less what the seat itself drew since. A sample puts
a random part of those cards in the deck (its size kept) and deals the rest to the others
(their counts kept); the others' secret answers are guessed by what an owner would sensibly
answer, and the RNG is re-seeded, so no sample ever holds the real future.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .board import CARD_COPIES, CARD_KINDS
from .engine import YspahanEngine
from .fast import copy_state
from .state import SCHEMA_VERSION

State = dict[str, Any]
FULL_DECK = Counter({card: CARD_COPIES for card in CARD_KINDS})


@dataclass(frozen=True)
class Knowledge:
    """What the seat's log adds to its view.

    ``unseen``: the cards in the others' hands and the deck together. ``deck_from``: the
    cards the deck can only hold (after a reshuffle), None when anything unseen may be in it.
    ``resigned_order``: who resigned, in order."""

    unseen: tuple[str, ...]
    deck_from: tuple[str, ...] | None
    resigned_order: tuple[int, ...]


def _minus(a: Counter, b: Counter) -> Counter:
    out = Counter(a)
    out.subtract(b)
    return +out


def read_log(view: Mapping[str, Any], seat: int, log: Sequence[Mapping[str, Any]]) -> Knowledge:
    """Follow the discard pile through the log to learn what a reshuffled deck holds."""
    mine = Counter(view["you"]["hand"])
    unseen = _minus(_minus(FULL_DECK, mine), Counter(view["discard"]))
    resigned = [e["player"] for e in log if e.get("type") == "resigned"]
    if not resigned:
        resigned = [p["seat"] for p in view["players"] if p["resigned"]]
    pile: list[str] = []       # the discards as the log tells them
    in_play: str | None = None  # the card whose effect is resolving (card_played)
    deck: Counter | None = None  # what the deck was made of at the last reshuffle, less draws
    for e in log:
        kind = e.get("type")
        if kind == "card_played":
            if in_play is not None:
                pile.append(in_play)
            in_play = e["card"]
        elif kind == "deck_reshuffled":
            if len(pile) + (in_play is not None) == e["cards"]:
                if in_play is not None:  # discarded before its effect drew
                    pile.append(in_play)
                    in_play = None
            elif len(pile) != e["cards"]:
                deck = None
                pile = []
                break
            deck = Counter(pile)
            pile = []
        elif kind == "card_received" and e["player"] == seat and deck is not None:
            deck[e["card"]] -= 1
        elif kind in ("card_drawn", "no_card"):
            continue
        else:
            if in_play is not None and kind not in ("caravan_entered", "caravan_scored",
                                                   "caravan_emptied", "cube_placed"):
                pile.append(in_play)
                in_play = None
            if kind == "row_used" and e.get("boost"):
                pile.append(e["boost"])
            elif kind == "built" and e.get("card") not in (None, "none"):
                pile.append(e["card"])
    if in_play is not None:
        pile.append(in_play)
    # Trust the log only if it retells the visible discard pile exactly.
    if deck is not None and pile == list(view["discard"]) and all(v >= 0 for v in deck.values()):
        possible = +(deck & unseen)
        if sum(possible.values()) >= view["deck"]:
            return Knowledge(tuple(sorted(unseen.elements())), tuple(sorted(possible.elements())),
                             tuple(resigned))
    return Knowledge(tuple(sorted(unseen.elements())), None, tuple(resigned))


def skeleton(view: Mapping[str, Any], knowledge: Knowledge) -> State:
    """The state the view shows, with the seat's own hand and empty hidden parts."""
    v = view
    seat = v["you"]["seat"]
    my_hand = sorted(card for card, k in v["you"]["hand"].items() for _ in range(k))
    my_choices = {c["shop"]: ("pay" if c["pay"] else "send") for c in v["you"]["choices"]}
    pending = v["pending"]
    return {
        "schema_version": SCHEMA_VERSION,
        "game": "yspahan",
        "ruleset": v["ruleset"],
        "players_count": v["players_count"],
        "rng": 0,
        "phase": v["phase"],
        "week": v["week"],
        "day": v["day"],
        "step": v["step"],
        "start": v["start"],
        "order": list(v["order"]),
        "turn_index": v["turn_index"],
        # Read only when day 21 begins, and set at the end of every day before that.
        "prev_order": list(v["order"]),
        "yellow": v["yellow_bought"],
        "dice": {k: list(x) for k, x in v["dice"].items()} if v["dice"] else None,
        "tower": [None if row["face"] is None else
                  {"face": row["face"], "white": row["white"], "yellow": row["yellow"]}
                  for row in v["tower"]],
        "taken": [row["taken_by"] for row in v["tower"]],
        "turn": dict(v["turn"]),
        "cubes": dict(v["cubes"]) if v["cubes"] else None,
        "pending": None if pending is None else {
            "mover": pending["mover"], "square": pending["square"],
            "ordered": pending["ordered"],
            "cubes": [{"shop": c["shop"], "owner": c["owner"],
                       "choice": (my_choices.get(c["shop"]) if c["owner"] == seat else
                                  ("?" if c["decided"] else None))}
                      for c in pending["cubes"]]},
        "souks": {k: list(x) for k, x in v["souks"].items()},
        "supervisor": v["supervisor"],
        "caravan": list(v["caravan"]["spaces"]),
        "deck": [],
        "discard": list(v["discard"]),
        "players": [{"vp": p["vp"], "camels": p["camels"], "gold": p["gold"],
                     "buildings": list(p["buildings"]),
                     "hand": list(my_hand) if p["seat"] == seat else [],
                     "resigned": p["resigned"]} for p in v["players"]],
        "resigned_order": list(knowledge.resigned_order),
        "ended_by": v["ended_by"],
    }


Guess = Callable[[State, int, str], bool]


def _guess_answers(s: State, waiting: list[int], guess_pay: Guess, rng: random.Random) -> None:
    """Fill the others' secret answers: each owner's likely one, sometimes the other, and
    never a combination that would leave a different set of seats still to answer (an owner
    of two hit cubes with one camel is asked again only if they sent the first)."""
    cubes = [c for c in s["pending"]["cubes"] if c["choice"] == "?"]
    first = ["pay" if (rng.random() < 0.8) == guess_pay(s, c["owner"], c["shop"]) else "send"
             for c in cubes]
    combos = [first] + [list(x) for x in itertools.product(("pay", "send"), repeat=len(cubes))]
    for combo in combos:
        for cube, choice in zip(cubes, combo, strict=True):
            cube["choice"] = choice
        if s["step"] != "camel" or sorted(YspahanEngine._waiting(s)) == waiting:
            return


def sampler(view: Mapping[str, Any], seat: int, log: Sequence[Mapping[str, Any]],
            guess_pay: Guess) -> Callable[[random.Random], State]:
    """Full states consistent with what ``seat`` has seen, one per call. ``guess_pay(state,
    owner, shop)``: whether an owner who already answered in secret probably kept the cube."""
    knowledge = read_log(view, seat, log)
    base = skeleton(view, knowledge)
    counts = [p["cards"] for p in view["players"]]
    deck_size = view["deck"]
    unseen = list(knowledge.unseen)
    deck_from = list(knowledge.deck_from) if knowledge.deck_from is not None else None
    guessed = [c["shop"] for c in (base["pending"] or {"cubes": []})["cubes"] if c["choice"] == "?"]
    waiting = list(view["to_act"])

    def sample(rng: random.Random) -> State:
        s = copy_state(base)
        if deck_from is None:
            pool = list(unseen)
            rng.shuffle(pool)
            deck, rest = pool[:deck_size], pool[deck_size:]
        else:
            chosen = list(deck_from)
            rng.shuffle(chosen)
            deck = chosen[:deck_size]
            rest = list((Counter(unseen) - Counter(deck)).elements())
            rng.shuffle(rest)
        s["deck"] = deck
        for p, pl in enumerate(s["players"]):
            if p != seat:
                pl["hand"], rest = sorted(rest[:counts[p]]), rest[counts[p]:]
        if guessed:
            _guess_answers(s, waiting, guess_pay, rng)
        s["rng"] = rng.getrandbits(62)
        return s

    return sample
