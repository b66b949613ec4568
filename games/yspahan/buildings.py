"""Buildings (rules: "Buildings"): costs, cards h and i, VP by how many are owned."""

from __future__ import annotations

from .board import BUILDING_COST, BUILDING_VP, BUILDINGS, NO_CAMELS_CARD, NO_GOLD_CARD

NO_CARD = "none"
BUILD_CARDS = (NO_CARD, NO_CAMELS_CARD, NO_GOLD_CARD)


def price(building: str, card: str) -> tuple[int, int]:
    """(camels, gold) to pay: card h waives the camels ("hráč platí pouze penězi"), card i
    the gold ("hráč platí pouze velbloudy")."""
    camels, gold = BUILDING_COST[building]
    if card == NO_CAMELS_CARD:
        return 0, gold
    if card == NO_GOLD_CARD:
        return camels, 0
    return camels, gold


def options(owned: list[str], camels: int, gold: int, hand: list[str]) -> list[tuple[str, str]]:
    """Every (building, card) the player may build now, ignoring when (the engine checks
    the turn)."""
    out = []
    for b in BUILDINGS:
        if b in owned:
            continue
        for card in BUILD_CARDS:
            if card != NO_CARD and card not in hand:
                continue
            need_camels, need_gold = price(b, card)
            if camels >= need_camels and gold >= need_gold:
                out.append((b, card))
    return out


def vp_for(count: int, ruleset: str) -> int:
    """VP for building one's ``count``-th building (1st 0, 2nd–5th 5, 6th 10 under the
    seed: "1 budova - nic, 2 až 5 budov - 5 bodů, všech 6 budov - 10 bodů")."""
    return BUILDING_VP[ruleset][count - 1]
