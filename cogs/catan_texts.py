"""Catan message texts: board headline, who-must-do-what, the private hand text, notes.

Pure functions of engine states/views and seat names (no discord). Public texts read only
public fields (card *counts*, never hands); the private text is built from a private view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.catan.board import RESOURCES
from games.catan.rules import DEV_CARDS, DEV_TITLES

from .catan_menus import DEV_EMOJI, RES_EMOJI
from .catan_parse import cards_text


def _names_list(names: Sequence[str]) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def headline(state: dict[str, Any], names: Sequence[str]) -> str:
    """ "Turn 12 · Amélie · after the roll (8)"."""
    phase = state["phase"]
    if phase == "over":
        w = state["winner"]
        return f"Finished · {names[w]} wins" if 0 <= w < len(names) else "Finished"
    who = names[state["turn"]]
    if phase == "setup":
        rnd = 1 if state["setup_step"] < len(state["players"]) else 2
        piece = "settlement" if state["setup_node"] < 0 else "road"
        return f"Set-up round {rnd} · {who} · {piece}"
    head = f"Turn {state['turns']} · {who}"
    if phase == "main":
        if not state["rolled"]:
            return f"{head} · before the roll"
        return f"{head} · after the roll ({sum(state['dice'])})" if state["dice"] else head
    detail = {
        "discard": "a 7 — discarding",
        "robber": "moving the robber",
        "steal": "choosing whom to rob",
        "road_building": f"Road Building ({_plural(state['free_roads'], 'free road')} left)",
        "trade": "trade offer open",
    }.get(phase, phase)
    return f"{head} · {detail}"


def offer_line(state: dict[str, Any], names: Sequence[str]) -> str:
    offer = state["offer"]
    to = "everyone" if offer["to"] is None else names[offer["to"]]
    return (f"{names[offer['from']]} offers **{cards_text(list(offer['give']))}** for "
            f"**{cards_text(list(offer['get']))}** to {to}.")


def answers_line(state: dict[str, Any], names: Sequence[str]) -> str:
    parts = []
    for j, ans in enumerate(state["offer"]["answers"]):
        if ans == "accept":
            parts.append(f"{names[j]} accepts")
        elif ans == "decline":
            parts.append(f"{names[j]} declines")
        elif isinstance(ans, dict):
            parts.append(f"{names[j]} counters: gives {cards_text(list(ans['give']))} for "
                         f"{cards_text(list(ans['get']))}")
    return ("Answers: " + "; ".join(parts) + ".") if parts else ""


def waiting_text(state: dict[str, Any], names: Sequence[str]) -> str:
    """What the pinged players must do now (public: counts only)."""
    phase = state["phase"]
    if phase == "setup":
        if state["setup_node"] < 0:
            return "place a settlement with **Place settlement** (the free spots are numbered on the board)."
        return "place a road next to it with **Place road** (its paths are labelled on the board)."
    if phase == "main":
        if not state["rolled"]:
            return "roll the dice with **Roll** (you may play a development card first)."
        return "build, trade or play a card — then **End turn**."
    if phase == "discard":
        owed = ", ".join(f"{names[i]} {k}" for i, k in enumerate(state["discard_owed"]) if k)
        return (f"a 7! With more than 7 cards you discard half: press **Discard** ({owed}). "
                "Then the robber moves.")
    if phase == "robber":
        return "move the robber with **Move robber** (the hexes are lettered on the board)."
    if phase == "steal":
        return "choose whom to rob with **Steal from**."
    if phase == "road_building":
        return "place your free road with **Place free road** (the paths are labelled on the board)."
    if phase == "trade":
        offer = state["offer"]
        answers = answers_line(state, names)
        if offer["awaiting"]:
            return (f"{offer_line(state, names)} **Accept**, **Decline** or **Counter**."
                    + (f"\n{answers}" if answers else ""))
        return f"{offer_line(state, names)}\n{answers}\nPick a partner with **Confirm trade** or **Cancel offer**."
    return "your move."


def not_your_turn(state: dict[str, Any], seat: int, names: Sequence[str]) -> str:
    """Why a seated player who is not asked to act now can't use a board button."""
    phase = state["phase"]
    if state["players"][seat] != "active":
        return "You have resigned from this game."
    if phase == "discard":
        waiting = [names[i] for i, k in enumerate(state["discard_owed"]) if k]
        return (f"You have nothing to discard — waiting for {_names_list(waiting)} to discard."
                if waiting else "Nobody has to discard now.")
    if phase == "trade":
        offer = state["offer"]
        if seat == offer["from"]:
            waiting = [names[i] for i in offer["awaiting"]]
            return f"Your offer is waiting for {_names_list(waiting)} to answer (you may **Cancel offer**)."
        if offer["answers"][seat] is not None:
            return "You have already answered this offer."
        return "This offer isn't addressed to you."
    return f"It's {names[state['turn']]}'s turn — you have nothing to do now."


# -- private -----------------------------------------------------------------------------------------
def note_text(note: dict[str, Any], names: Sequence[str]) -> str:
    t = note.get("type")

    def name(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "someone"

    if t == "you_stole":
        return f"You stole 1 {note['resource']} from {name(note.get('victim'))}."
    if t == "stolen_from_you":
        return f"{name(note.get('thief'))} stole 1 {note['resource']} from you."
    if t == "you_drew":
        card = note.get("card", "")
        return f"You drew {DEV_EMOJI.get(card, '')} **{DEV_TITLES.get(card, card)}**."
    if t == "you_discarded":
        return f"You discarded {cards_text(note.get('cards'))}."
    return str(note)


def new_notes(before: Sequence[dict[str, Any]], after: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Notes added between two versions of a seat's (capped, append-only) note list."""
    for k in range(min(len(before), len(after)), -1, -1):
        if list(after[:k]) == list(before[len(before) - k:]):
            return list(after[k:])
    return list(after)  # pragma: no cover - k = 0 always matches


def hand_line(hand: dict[str, int]) -> str:
    total = sum(hand.values())
    parts = [f"{RES_EMOJI[r]} {hand.get(r, 0)} {r}" for r in RESOURCES]
    return f"**Your hand** ({_plural(total, 'card')}): " + " · ".join(parts)


def dev_line(me: dict[str, Any]) -> str:
    cards, bought = me["dev_cards"], me["dev_bought_this_turn"]
    parts = []
    for card in DEV_CARDS:
        n = cards.get(card, 0)
        if not n:
            continue
        new = bought.get(card, 0)
        extra = f" ({new} bought this turn)" if new and card != "victory_point" else ""
        parts.append(f"{DEV_EMOJI[card]} {DEV_TITLES[card]} ×{n}{extra}")
    return "**Development cards:** " + (" · ".join(parts) if parts else "none")


def rates_line(rates: dict[str, int]) -> str:
    """ "Bank trades: 3:1 (harbour); ore 2:1" — only what differs from 4:1 is spelled out."""
    base = 3 if all(n <= 3 for n in rates.values()) else 4
    special = [f"{r} {n}:1" for r, n in rates.items() if n < base]
    text = f"**Bank trades:** {base}:1" + (" (harbour)" if base == 3 else "")
    return text + (f"; {', '.join(special)}" if special else "")


def private_text(view: dict[str, Any], seat: int, names: Sequence[str]) -> str:
    me = view["me"]
    lines = [hand_line(me["hand"]), dev_line(me), rates_line(me["rates"])]
    can = [k if k != "dev" else "development card" for k, ok in me["can_build"].items() if ok]
    if can:
        lines.append("**You can build now:** " + ", ".join(can))
    lines.append(f"**Your points:** {me['vp_total']} (public {view['seats'][seat]['vp']})")
    if me["discard_owed"]:
        lines.append(f"⚠️ You must discard {me['discard_owed']} cards: press **Discard** on the board.")
    notes = me["notes"][-3:]
    if notes:
        lines.append("**Recently:** " + " ".join(note_text(n, names) for n in notes))
    return "\n".join(lines)


def can_build_line(me: dict[str, Any]) -> str:
    can = [k if k != "dev" else "a development card" for k, ok in me["can_build"].items() if ok]
    return ("🔨 You can build: " + ", ".join(can) + ".") if can else "Nothing to build right now."
