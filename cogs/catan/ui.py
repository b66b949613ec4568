"""How Catan reads and looks at the table: phase-worded buttons, places in words, log lines,
the private hand, and the labels drawn on the board while a choice is open."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cogs.catan.text import (
    DEV_EMOJI,
    DEV_TITLES,
    RES_EMOJI,
    RESOURCE_ORDER,
    cards_text,
    plural,
)
from cogs.table.i18n import Messages
from cogs.table.kind import DANGER, PRIMARY, SECONDARY, SUCCESS, GameUI, Group, seat_name
from games.base import EDGE, HEX, NODE, SEAT, Param
from games.catan.board import TERRAIN_RESOURCE
from games.catan.geometry import EDGE_LABELS, HEX_LABELS, NODE_LABELS
from games.catan.rules import tables

HIGHLIGHT_KEY = {NODE: "nodes", EDGE: "edges", HEX: "hexes"}


def names_list(names: Sequence[str]) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _label(labels: Sequence[str], i: int) -> str:
    return labels[i] if 0 <= i < len(labels) else str(i)


def hex_text(view: dict[str, Any], h: int) -> str:
    terrain = view["board"]["terrain"][h]
    if terrain not in TERRAIN_RESOURCE:
        return terrain
    return f"{view['board']['numbers'][h]} {TERRAIN_RESOURCE[terrain]}"


def node_label(view: dict[str, Any], node: int) -> str:
    """ "12 · 6 ore · 8 grain · ⚓ 3:1": what a settlement there would touch."""
    tb = tables(view)
    parts = [_label(NODE_LABELS, node)] + [hex_text(view, h) for h in tb.node_hexes[node]]
    slot = tb.node_harbour[node]
    if slot >= 0:
        kind = view["board"]["harbours"][slot]
        parts.append("⚓ 3:1" if kind == "any" else f"⚓ 2:1 {kind}")
    return " · ".join(parts)


def hex_label(view: dict[str, Any], h: int, names: Sequence[str]) -> str:
    """ "K · 8 ore · Bjørn, Çağla": who the robber would hit there."""
    owners = sorted({view["node_owner"][c] for c in tables(view).hex_corners[h]} - {-1})
    who = ", ".join(seat_name(names, o) for o in owners) or "nobody"
    return f"{_label(HEX_LABELS, h)} · {hex_text(view, h)} · {who}"


class CatanUI(GameUI):
    messages = Messages(Path(__file__).parent / "locales")
    groups = (
        Group("build", "🔨", PRIMARY), Group("roll", "🎲", PRIMARY), Group("trade", "🤝", PRIMARY),
        Group("play", "🃏", SECONDARY), Group("move_robber", "🦹", PRIMARY),
        Group("steal", "🦹", PRIMARY), Group("discard", "🗑️", DANGER),
        Group("accept_trade", "✅", SUCCESS), Group("decline_trade", None, DANGER),
        Group("counter_trade", "↩️", SECONDARY), Group("confirm_trade", "🤝", PRIMARY),
        Group("cancel_trade", None, SECONDARY), Group("end_turn", "⏭️", SUCCESS),
    )
    # Button keys of boards posted before the table v2.
    legacy_groups = {"place": "build", "end": "end_turn", "robber": "move_robber",
                     "freeroad": "build", "accept": "accept_trade", "decline": "decline_trade",
                     "counter": "counter_trade", "confirm": "confirm_trade",
                     "withdraw": "cancel_trade"}

    # -- the board ----------------------------------------------------------------------------
    def group_label(self, key: str, view: dict[str, Any]) -> str:
        if key == "build" and view["phase"] == "setup":
            return self.text("group-place-settlement" if view["setup_node"] is None
                             else "group-place-road")
        if key == "build" and view["phase"] == "road_building":
            return self.text("group-free-road")
        return super().group_label(key, view)

    def board_groups(self, view: dict[str, Any], legal_groups: list[str]) -> list[str]:
        """Public: a player's playable cards are secret, so "Play card" shows whenever the
        player to move holds any development card and has not played one this turn; during
        a trade the proposer's Confirm / Cancel are always there."""
        groups = [g for g in legal_groups if g != "play"]
        turn = view["turn"]
        holds = view["seats"][turn]["dev_cards"] > 0 and not view["dev_played"]
        if holds and view["phase"] == "main":
            groups.insert(1 if "roll" in groups else len(groups), "play")
        if view["phase"] == "trade":
            for key in ("confirm_trade", "cancel_trade"):
                if key not in groups:
                    groups.append(key)
        order = [g.key for g in self.groups]
        return sorted(groups, key=lambda g: order.index(g) if g in order else len(order))

    def board_highlight(self, view: dict[str, Any]) -> dict[str, Any]:
        """Labels the public board shows: set-up spots, robber hexes, free-road paths. During a
        normal turn nothing (the builder's private menu shows their spots)."""
        choices = view.get("choices") or {}
        phase = view["phase"]
        if phase == "setup":
            hl = {"nodes": choices.get("nodes", [])} if choices.get("nodes") else {
                "edges": choices.get("edges", [])}
        elif phase == "robber":
            hl = {"hexes": choices.get("hexes", [])}
        elif phase == "road_building":
            hl = {"edges": choices.get("edges", [])}
        else:
            return {}
        return {"highlight": hl} if any(hl.values()) else {}

    def choice_highlight(self, view: dict[str, Any], param: Param, values: list[Any],
                         chosen: dict[str, Any]) -> dict[str, Any] | None:
        key = HIGHLIGHT_KEY.get(param.domain)
        ids = [v for v in values if isinstance(v, int)]
        return {"highlight": {key: ids}} if key and ids else None

    def headline(self, view: dict[str, Any]) -> str:
        phase, n = view["phase"], len(view["players"])
        if phase == "over":
            return "Finished"
        if phase == "setup":
            rnd = 1 if view["setup_step"] < n else 2
            piece = "settlement" if view["setup_node"] is None else "road"
            return f"Set-up round {rnd} · {piece}"
        head = f"Turn {view['turns']}"
        if phase == "main":
            if not view["rolled"]:
                return f"{head} · before the roll"
            return f"{head} · after the roll ({sum(view['dice'])})" if view["dice"] else head
        detail = {
            "discard": "a 7 — discarding",
            "robber": "moving the robber",
            "steal": "choosing whom to rob",
            "road_building": f"Road Building ({plural(view['free_roads'], 'free road')} left)",
            "trade": "trade offer open",
        }.get(phase, phase)
        return f"{head} · {detail}"

    def waiting_text(self, view: dict[str, Any], seats: list[int]) -> str:
        phase = view["phase"]
        if phase == "setup":
            if view["setup_node"] is None:
                return "place a settlement with **Place settlement** (the free spots are numbered on the board)."
            return "place a road next to it with **Place road** (its paths are labelled on the board)."
        if phase == "main":
            if not view["rolled"]:
                return "roll the dice with **Roll** (you may play a development card first)."
            return "build, trade or play a card — then **End turn**."
        if phase == "discard":
            owed = ", ".join(f"{k} from seat {int(s) + 1}" for s, k in view["discard_owed"].items())
            return (f"a 7! With more than 7 cards you discard half: press **Discard** ({owed}). "
                    "Then the robber moves.")
        if phase == "robber":
            return "move the robber with **Move robber** (the hexes are lettered on the board)."
        if phase == "steal":
            return "choose whom to rob with **Steal from**."
        if phase == "road_building":
            return "place your free road with **Place free road** (the paths are labelled on the board)."
        if phase == "trade":
            offer = view["offer"]
            line = f"an offer of **{cards_text(offer['give'])}** for **{cards_text(offer['get'])}**"
            if offer["awaiting"]:
                return f"{line}: **Accept**, **Decline** or **Counter**."
            return f"{line} has its answers: **Confirm trade** with a partner or **Cancel offer**."
        return "your move."

    # -- words for choices --------------------------------------------------------------------
    def value_label(self, param: Param, value: Any, view: dict[str, Any],
                    names: Sequence[str]) -> str:
        if param.domain == NODE and isinstance(value, int):
            return node_label(view, value)
        if param.domain == EDGE and isinstance(value, int):
            return _label(EDGE_LABELS, value)
        if param.domain == HEX and isinstance(value, int):
            return hex_label(view, value, names)
        if param.domain == SEAT:
            if value is None:
                return self.text("everyone")
            if isinstance(value, int) and param.name == "victim":
                n = view["seats"][value]["cards"]
                return f"{seat_name(names, value)} ({plural(n, 'card')})"
            if isinstance(value, int) and param.name == "with" and view.get("offer"):
                ans = view["offer"]["answers"].get(str(value))
                if isinstance(ans, dict):  # a counter, from the counterer's side
                    return (f"{seat_name(names, value)}: you give {cards_text(ans['get'])}, "
                            f"get {cards_text(ans['give'])}")
                return (f"{seat_name(names, value)}: you give {cards_text(view['offer']['give'])}, "
                        f"get {cards_text(view['offer']['get'])}")
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return " + ".join(f"{RES_EMOJI.get(v, '')} {v}".strip() for v in value)
        if isinstance(value, str) and value in RES_EMOJI:
            return f"{RES_EMOJI[value]} {value}"
        return super().value_label(param, value, view, names)

    def action_text(self, action: dict[str, Any], spec: Any, view: dict[str, Any],
                    names: Sequence[str]) -> str:
        kind = action.get("type")
        if kind == "build_road" and "edge" in action:
            return f"Build a road on {_label(EDGE_LABELS, action['edge'])}"
        if kind in ("build_settlement", "build_city") and "node" in action:
            piece = "settlement" if kind == "build_settlement" else "city"
            return f"Build a {piece} at {node_label(view, action['node'])}"
        if kind == "buy_dev":
            return "Buy a development card"
        if kind == "maritime_trade" and "give" in action:
            rate = (view.get("me") or {}).get("rates", {}).get(action["give"], 4)
            return f"Bank trade: {rate} {action['give']} for 1 {action['get']}"
        if kind == "offer_trade":
            to = action.get("to")
            who = "everyone" if to is None else seat_name(names, to)
            if "give" in action:
                return (f"Offer {cards_text(action['give'])} for {cards_text(action['get'])} "
                        f"to {who}")
            return f"Offer a trade to {who}"
        if kind == "counter_trade" and "give" in action:
            return f"Counter: give {cards_text(action['give'])} for {cards_text(action['get'])}"
        if kind == "confirm_trade" and "with" in action:
            return f"Confirm the trade with {seat_name(names, action['with'])}"
        if kind == "play_year_of_plenty" and "resources" in action:
            return f"Play Year of Plenty: {' + '.join(action['resources'])}"
        if kind == "play_monopoly" and "resource" in action:
            return f"Play Monopoly on {action['resource']}"
        if kind in ("play_knight", "play_road_building"):
            return f"Play {self.text(f'action-{kind}')}"
        if kind == "move_robber" and "hex" in action:
            return f"Move the robber to {hex_label(view, action['hex'], names)}"
        if kind == "steal" and "victim" in action:
            return f"Steal from {seat_name(names, action['victim'])}"
        if kind == "discard" and "cards" in action:
            return f"Discard {cards_text(action['cards'])}"
        return super().action_text(action, spec, view, names)

    # -- the private hand ---------------------------------------------------------------------
    def private_text(self, view: dict[str, Any], seat: int, names: Sequence[str]) -> str:
        me = view["me"]
        hand = me["hand"]
        parts = [f"{RES_EMOJI[r]} {hand.get(r, 0)} {r}" for r in RESOURCE_ORDER]
        lines = [f"**Your hand** ({plural(sum(hand.values()), 'card')}): " + " · ".join(parts)]
        cards = []
        for card, n in me["dev_cards"].items():
            if n:
                new = me["dev_bought_this_turn"].get(card, 0)
                extra = f" ({new} bought this turn)" if new and card != "victory_point" else ""
                cards.append(f"{DEV_EMOJI[card]} {DEV_TITLES[card]} ×{n}{extra}")
        lines.append("**Development cards:** " + (" · ".join(cards) if cards else "none"))
        rates = me["rates"]
        base = 3 if all(n <= 3 for n in rates.values()) else 4
        special = [f"{r} {n}:1" for r, n in rates.items() if n < base]
        lines.append(f"**Bank trades:** {base}:1" + (" (harbour)" if base == 3 else "")
                     + (f"; {', '.join(special)}" if special else ""))
        can = [k if k != "dev" else "development card" for k, ok in me["can_build"].items() if ok]
        if can:
            lines.append("**You can build now:** " + ", ".join(can))
        lines.append(f"**Your points:** {me['vp_total']} (public {view['seats'][seat]['vp']})")
        if me["discard_owed"]:
            lines.append(f"⚠️ You must discard {plural(me['discard_owed'], 'card')}: press "
                         "**Discard** on the board.")
        notes = [self.note_text(n, names) for n in me["notes"][-3:]]
        if notes:
            lines.append("**Recently:** " + " ".join(notes))
        return "\n".join(lines)

    def note_text(self, note: dict[str, Any], names: Sequence[str]) -> str:
        kind = note.get("type")
        if kind == "you_stole":
            return f"You stole 1 {note['resource']} from {seat_name(names, note['victim'])}."
        if kind == "stolen_from_you":
            return f"{seat_name(names, note['thief'])} stole 1 {note['resource']} from you."
        if kind == "you_drew":
            card = note.get("card", "")
            return f"You drew {DEV_EMOJI.get(card, '')} **{DEV_TITLES.get(card, card)}**."
        if kind == "you_discarded":
            return f"You discarded {cards_text(note.get('cards'))}."
        return ""

    # -- the log ------------------------------------------------------------------------------
    def event_text(self, event: dict[str, Any], names: Sequence[str]) -> str:
        t = event.get("type")
        who = seat_name(names, event["player"]) if isinstance(event.get("player"), int) else ""

        def where() -> str:
            if "node" in event:
                return f"at {_label(NODE_LABELS, event['node'])}"
            if "edge" in event:
                return f"on {_label(EDGE_LABELS, event['edge'])}"
            return ""

        if t == "placed":
            return f"{who} placed a {event['piece']} {where()}."
        if t == "starting_resources":
            return f"{who} took starting cards: {cards_text(event['cards'])}."
        if t == "rolled":
            a, b = event["dice"]
            return f"🎲 {who} rolled {a} + {b} = **{event['total']}**."
        if t == "produced":
            parts = [f"{seat_name(names, int(k))} {cards_text(v)}" for k, v in event["gains"].items()]
            line = "Production: " + ("; ".join(parts) if parts else "nobody") + "."
            if event.get("shortage"):
                line += " Bank short of " + ", ".join(event["shortage"]) + "."
            return line
        if t == "must_discard":
            parts = [f"{seat_name(names, int(k))} {v}" for k, v in event["owed"].items()]
            return "Must discard: " + ", ".join(parts) + "."
        if t == "discarded":
            return f"{who} discarded {plural(event['count'], 'card')}."
        if t in ("you_discarded", "you_stole", "stolen_from_you", "you_drew"):
            return "🤫 " + self.note_text(event, names)  # private: only its seats see it
        if t == "robber_moved":
            return f"{who} moved the robber to {_label(HEX_LABELS, event['hex'])}."
        if t == "stole":
            return f"{who} stole a card from {seat_name(names, event['victim'])}."
        if t == "nothing_to_steal":
            return f"{who} had nobody to steal from."
        if t == "built":
            free = " (free)" if event.get("free") else ""
            return f"{who} built a {event['piece']} {where()}{free}."
        if t == "bought_dev":
            return f"{who} bought a development card."
        if t == "played":
            card = event["card"]
            if card == "year_of_plenty":
                return f"{who} played Year of Plenty: {' and '.join(event['resources'])}."
            if card == "monopoly":
                return f"{who} played Monopoly on {event['resource']} and took {event['taken']}."
            return f"{who} played {DEV_TITLES.get(card, card)}."
        if t == "maritime_trade":
            return f"{who} traded {event['count']} {event['give']} with the bank for 1 {event['get']}."
        if t == "trade_offered":
            to = "everyone" if event["to"] is None else seat_name(names, event["to"])
            return (f"{who} offers **{cards_text(event['give'])}** for "
                    f"**{cards_text(event['get'])}** to {to}.")
        if t == "trade_answered":
            if event["answer"] == "counter":
                return (f"{who} counters: gives {cards_text(event['give'])} for "
                        f"{cards_text(event['get'])}.")
            return f"{who} {'accepts' if event['answer'] == 'accept' else 'declines'} the offer."
        if t == "traded":
            return (f"{who} traded {cards_text(event['give'])} to "
                    f"{seat_name(names, event['with'])} for {cards_text(event['get'])}.")
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
            pts = event["points"].get(str(event["winner"]), "?")
            vp = sum(event.get("vp_cards", {}).values())
            extra = f" Victory Point cards revealed: {vp}." if vp else ""
            return f"🏆 {seat_name(names, event['winner'])} wins with {pts} victory points!{extra}"
        return ""
