"""The deck of 18 cards (rules: "Cards"): drawing, reshuffling the discards, discarding.

Hands are sorted lists of card ids (secret: views show counts). The deck is drawn from its
end (secret order); the discard pile is public (every discarded card was shown when played).
"""

from __future__ import annotations

from typing import Any

from games.base import Event
from games.rng import Rng

from .board import CARD_COPIES, CARD_KINDS

State = dict[str, Any]


def new_deck(rng: Rng) -> list[str]:
    deck = [card for card in CARD_KINDS for _ in range(CARD_COPIES)]
    rng.shuffle(deck)
    return deck


def draw(s: State, player: int, source: str, ev: list[Event]) -> str | None:
    """``player`` draws one card (``source``: "row", "no_row", "building4").

    An empty deck is refilled by shuffling the discards; with both empty nothing is drawn
    (events ``deck_reshuffled`` / ``card_drawn`` + private ``card_received`` / ``no_card``).
    """
    if not s["deck"] and s["discard"]:
        rng = Rng(s["rng"])
        deck = list(s["discard"])
        rng.shuffle(deck)
        s["rng"] = rng.state
        s["deck"], s["discard"] = deck, []
        ev.append({"type": "deck_reshuffled", "cards": len(deck)})
    if not s["deck"]:
        ev.append({"type": "no_card", "player": player, "source": source})
        return None
    card = s["deck"].pop()
    hand = s["players"][player]["hand"]
    hand.append(card)
    hand.sort()
    ev.append({"type": "card_drawn", "player": player, "source": source,
               "deck": len(s["deck"])})
    ev.append({"type": "card_received", "player": player, "card": card,
               "private_to": [player]})
    return card


def discard(s: State, player: int, card: str) -> None:
    """Move ``card`` from the player's hand to the discard pile (it must be held)."""
    s["players"][player]["hand"].remove(card)
    s["discard"].append(card)


def take_out(s: State, player: int, card: str) -> None:
    """A played card leaves the hand; ``lay_down`` puts it on the discards once its whole
    effect has resolved (rules: Cards), so a draw the effect causes (building 4 after card c)
    cannot reshuffle it back into the deck (worked case Y-22)."""
    s["players"][player]["hand"].remove(card)


def lay_down(s: State, card: str) -> None:
    s["discard"].append(card)


def hand_counts(hand: list[str]) -> dict[str, int]:
    return {card: hand.count(card) for card in CARD_KINDS if card in hand}
