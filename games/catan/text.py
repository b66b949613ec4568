"""Plain-English lines for the public log, action descriptions and the rules summary."""

from __future__ import annotations

from typing import Any

from .geometry import EDGE_LABELS, HEX_LABELS, NODE_LABELS
from .rules import DEV_TITLES

RULES_SUMMARY = """**Catan** — first to **10 victory points** on their own turn wins.
**Set-up:** in turn order place a settlement and a road; then in reverse order a second pair \
(it gives 1 card per adjacent terrain). No settlement next to another one.
**Turn:** play at most one development card (also before rolling) → roll → trade and build → end.
• Dice total: every hex with that number (without the robber) pays 1 card per settlement, 2 per \
city. If the bank can't pay everyone a resource, nobody gets it (unless only one player is owed).
• **7:** everyone with more than 7 cards discards half; move the robber and steal 1 random card \
from a player next to it.
**Costs:** road = brick+lumber · settlement = brick+lumber+wool+grain (1 VP) · city = 3 ore+2 \
grain (2 VP) · development card = ore+wool+grain.
**Trade:** with the bank 4:1, or 3:1 / 2:1 at your harbours; with other players (only the player \
whose turn it is, no gifts).
**Development cards:** Knight (move the robber), Road Building (2 free roads), Year of Plenty \
(2 cards from the bank), Monopoly (take all of one resource), Victory Point (secret, 1 VP). Not \
in the turn you bought them.
**Longest Road** (≥ 5 roads in a row) and **Largest Army** (≥ 3 knights): 2 VP each.
Labels: hexes A–S, intersections 1–54, paths like 12-13."""

PHASE_HINTS = {
    "setup": "Place your set-up settlement and road.",
    "discard": "Waiting for players to discard half of their cards.",
    "robber": "Move the robber first.",
    "steal": "Choose whom to steal from first.",
    "road_building": "Place your free roads first.",
    "trade": "A trade offer is open: confirm or cancel it first.",
    "over": "The game is over.",
}


def phase_hint(state: dict[str, Any]) -> str:
    if state["phase"] == "main":
        return "Roll the dice first." if not state["rolled"] else "You can't do that now."
    return PHASE_HINTS.get(state["phase"], "You can't do that now.")


def _name(names: list[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"Seat {seat}"


def cards_text(cards: dict[str, int] | None) -> str:
    if not cards:
        return "nothing"
    return ", ".join(f"{n} {r}" for r, n in cards.items())


def _where(event: dict[str, Any]) -> str:
    if "node" in event:
        return f"at {NODE_LABELS[event['node']]}"
    if "edge" in event:
        return f"on {EDGE_LABELS[event['edge']]}"
    return ""


def describe_event(event: dict[str, Any], names: list[str]) -> str:
    t = event.get("type")
    who = _name(names, event.get("player"))
    if t == "placed":
        return f"{who} placed a {event['piece']} {_where(event)}."
    if t == "starting_resources":
        return f"{who} took starting cards: {cards_text(event['cards'])}."
    if t == "rolled":
        a, b = event["dice"]
        return f"{who} rolled {a} + {b} = {event['total']}."
    if t == "produced":
        parts = [f"{_name(names, int(k))} {cards_text(v)}" for k, v in event["gains"].items()]
        line = "Production: " + ("; ".join(parts) if parts else "nobody") + "."
        if event.get("shortage"):
            line += " Bank short of " + ", ".join(event["shortage"]) + "."
        return line
    if t == "must_discard":
        parts = [f"{_name(names, int(k))} {v}" for k, v in event["owed"].items()]
        return "Must discard: " + ", ".join(parts) + "."
    if t == "discarded":
        return f"{who} discarded {event['count']} cards."
    if t == "robber_moved":
        return f"{who} moved the robber to {HEX_LABELS[event['hex']]}."
    if t == "stole":
        return f"{who} stole a card from {_name(names, event['victim'])}."
    if t == "nothing_to_steal":
        return f"{who} had nobody to steal from."
    if t == "built":
        free = " (free)" if event.get("free") else ""
        return f"{who} built a {event['piece']} {_where(event)}{free}."
    if t == "bought_dev":
        return f"{who} bought a development card."
    if t == "played":
        return _describe_play(event, who)
    if t == "maritime_trade":
        return f"{who} traded {event['count']} {event['give']} with the bank for 1 {event['get']}."
    if t == "trade_offered":
        to = "everyone" if event["to"] is None else _name(names, event["to"])
        return (f"{who} offers {cards_text(event['give'])} for {cards_text(event['get'])} "
                f"to {to}.")
    if t == "trade_answered":
        if event["answer"] == "counter":
            return (f"{who} counters: gives {cards_text(event['give'])} for "
                    f"{cards_text(event['get'])}.")
        return f"{who} {'accepts' if event['answer'] == 'accept' else 'declines'} the offer."
    if t == "traded":
        return (f"{who} traded {cards_text(event['give'])} to {_name(names, event['with'])} "
                f"for {cards_text(event['get'])}.")
    if t == "trade_closed":
        reason = "everyone declined" if event["reason"] == "declined" else "cancelled"
        return f"{who}'s trade offer closed ({reason})."
    if t == "longest_road":
        if event["player"] < 0:
            return "The Longest Road card is set aside."
        return f"{who} now holds the Longest Road ({event['length']})."
    if t == "largest_army":
        if event["player"] < 0:
            return "The Largest Army card is set aside."
        return f"{who} now holds the Largest Army ({event['knights']} knights)."
    if t == "turn":
        return f"It is {who}'s turn."
    if t == "resigned":
        return f"{who} resigned."
    if t == "game_over":
        if event["winner"] < 0:
            return "The game is over."
        w = _name(names, event["winner"])
        pts = event["points"].get(str(event["winner"]), "?")
        return f"{w} wins with {pts} victory points!"
    return str(event)


def _describe_play(event: dict[str, Any], who: str) -> str:
    card = event["card"]
    title = DEV_TITLES.get(card, card)
    if card == "year_of_plenty":
        return f"{who} played Year of Plenty: {' and '.join(event['resources'])}."
    if card == "monopoly":
        return f"{who} played Monopoly on {event['resource']} and took {event['taken']}."
    return f"{who} played {title}."


def describe_action(action: dict[str, Any], names: list[str], player: int) -> str:
    t = action.get("type")
    if t == "build_road" and isinstance(action.get("edge"), int):
        return f"road {EDGE_LABELS[action['edge']]}" if 0 <= action["edge"] < 72 else "road"
    if t in ("build_settlement", "build_city") and isinstance(action.get("node"), int):
        piece = "settlement" if t == "build_settlement" else "city"
        return f"{piece} {NODE_LABELS[action['node']]}" if 0 <= action["node"] < 54 else piece
    if t == "move_robber" and isinstance(action.get("hex"), int) and 0 <= action["hex"] < 19:
        return f"robber to {HEX_LABELS[action['hex']]}"
    if t == "steal":
        return f"steal from {_name(names, action.get('victim'))}"
    if t == "discard":
        cards = action.get("cards")
        n = sum(v for v in cards.values() if isinstance(v, int)) if isinstance(cards, dict) else 0
        return f"discard {n} cards"
    if t == "maritime_trade":
        return f"bank trade {action.get('give')} → {action.get('get')}"
    if t == "play_year_of_plenty":
        return "Year of Plenty"
    if t == "play_monopoly":
        return f"Monopoly on {action.get('resource')}"
    if t == "confirm_trade":
        return f"trade with {_name(names, action.get('with'))}"
    return str(t or "?").replace("_", " ")


def result_detail(state: dict[str, Any], points: dict[int, int]) -> str:
    """One line under the standings (which already name each player with their VP): the
    Victory Point cards revealed at the end. Names live in the table layer, not here."""
    cards = sum(state["dev"][i][4] for i in range(len(state["players"])))
    if not cards:
        return "No Victory Point cards were held."
    return f"Victory Point cards revealed: {cards} (counted in the totals above)."
