"""Catan menus as data: location selects, the card composer, context tags, highlights.

Pure functions (no discord): they turn engine states and legal actions into ``ButtonSpec`` /
``SelectSpec`` lists and decode what comes back, so they are unit-tested against real states.

Component args carry a *context tag* first (``tag.payload``): it names the decision a
private menu was drawn for (turn, phase, set-up step …). A click whose tag no longer matches
the game is refused as out of date, while menus of parallel decisions (discards, answers to
an offer) stay valid when other players act meanwhile.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from cogs.table.kind import PRIMARY, SECONDARY, SUCCESS, ButtonSpec, SelectSpec
from games.base import RuleError
from games.catan.board import RESOURCES, TERRAIN_RESOURCE
from games.catan.geometry import EDGE_LABELS, HEX_LABELS, NODE_LABELS
from games.catan.rules import tables

from .catan_parse import MAX_COUNT, cards_text

Option = tuple[str, str]  # (value, label) as SelectSpec wants
Item = ButtonSpec | SelectSpec

SELECT_LIMIT = 25  # Discord: options per select
MAX_SELECTS = 4  # selects per message, leaving one row for buttons
PICK_CAP = 4  # "+1 … +4" per resource keeps a composer select within 25 options

RES_EMOJI = {"brick": "🧱", "lumber": "🪵", "wool": "🐑", "grain": "🌾", "ore": "🪨"}
DEV_EMOJI = {"knight": "⚔️", "road_building": "🛣️", "year_of_plenty": "🎁", "monopoly": "💰",
             "victory_point": "⭐"}
_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


# -- context tags ---------------------------------------------------------------------------
def b36(n: int) -> str:
    if n < 0:
        raise ValueError("negative")
    out = ""
    while True:
        n, d = divmod(n, 36)
        out = _B36[d] + out
        if not n:
            return out


def _offer_hash(offer: dict[str, Any] | None) -> str:
    if not offer:
        return "0"
    raw = f"{offer['from']},{offer['to']},{offer['give']},{offer['get']}".encode()
    return b36(zlib.crc32(raw) % 36**3)


def context_tag(state: dict[str, Any]) -> str:
    """Names the pending decision; changes whenever a private menu would become stale."""
    phase = state["phase"]
    if phase == "over":
        return "over"
    if phase == "setup":
        return f"s{b36(state['setup_step'])}{'r' if state['setup_node'] >= 0 else 'n'}"
    turn = b36(state["turns"])
    flags = f"{int(bool(state['rolled']))}{int(bool(state['dev_played']))}"
    if phase == "main":
        return f"{turn}m{int(bool(state['rolled']))}"
    if phase == "discard":
        return f"{turn}d"
    if phase == "robber":
        return f"{turn}r{flags}"
    if phase == "steal":
        return f"{turn}x{flags}"
    if phase == "road_building":
        return f"{turn}b"
    if phase == "trade":
        return f"{turn}t{_offer_hash(state.get('offer'))}"
    return f"{turn}{phase[:1]}"


def with_tag(tag: str, payload: str = "") -> str:
    return f"{tag}.{payload}"


def split_tag(arg: str) -> tuple[str, str]:
    tag, _, payload = arg.partition(".")
    return tag, payload


# -- labels ------------------------------------------------------------------------------------
def hex_text(state: dict[str, Any], h: int) -> str:
    """ "8 ore", "desert" — what a hex produces."""
    terrain = state["terrain"][h]
    if terrain not in TERRAIN_RESOURCE:
        return terrain
    return f"{state['numbers'][h]} {TERRAIN_RESOURCE[terrain]}"


def node_option_label(state: dict[str, Any], node: int) -> str:
    """ "12 · 6 ore · 8 grain · ⚓ 3:1": what a settlement there would touch."""
    tb = tables(state)
    parts = [NODE_LABELS[node] if node < len(NODE_LABELS) else str(node)]
    parts += [hex_text(state, h) for h in tb.node_hexes[node]]
    slot = tb.node_harbour[node]
    if slot >= 0:
        kind = state["harbours"][slot]
        parts.append("⚓ 3:1" if kind == "any" else f"⚓ 2:1 {kind}")
    return " · ".join(parts)


def edge_option_label(state: dict[str, Any], edge: int) -> str:
    return EDGE_LABELS[edge] if edge < len(EDGE_LABELS) else str(edge)


def hex_option_label(state: dict[str, Any], h: int, names: Sequence[str]) -> str:
    """ "K · 8 ore · Bjørn, Çağla": who would be hit by the robber there."""
    owners = sorted({state["node_owner"][c] for c in tables(state).hex_corners[h]} - {-1})
    who = ", ".join(names[o] for o in owners if o < len(names)) or "nobody"
    return f"{HEX_LABELS[h]} · {hex_text(state, h)} · {who}"


def seat_option_label(state: dict[str, Any], seat: int, names: Sequence[str]) -> str:
    n = sum(state["res"][seat])
    return f"{names[seat]} ({n} card{'s' if n != 1 else ''})"


# -- locations (where to build, where the robber goes, whom to rob) ----------------------------
LOCATION_KINDS = {
    # kind code: (action type, its key in the action, what the select asks for)
    "r": ("build_road", "edge", "a path"),
    "s": ("build_settlement", "node", "an intersection"),
    "c": ("build_city", "node", "a settlement to upgrade"),
    "h": ("move_robber", "hex", "a hex"),
    "v": ("steal", "victim", "a player"),
}


def location_choices(legal: Sequence[dict[str, Any]], kind: str) -> list[int]:
    """Ids a location menu of ``kind`` offers, straight from the legal actions."""
    atype, key, _ = LOCATION_KINDS[kind]
    return sorted(a[key] for a in legal if a["type"] == atype and key in a)


def location_action(kind: str, value: str) -> dict[str, Any] | None:
    """The action a location select stands for, or None for a malformed value."""
    if kind not in LOCATION_KINDS or not value.isdigit() or len(value) > 3:
        return None
    atype, key, _ = LOCATION_KINDS[kind]
    return {"type": atype, key: int(value)}


def location_options(state: dict[str, Any], kind: str, ids: Sequence[int],
                     names: Sequence[str]) -> list[Option]:
    label = {
        "r": lambda i: edge_option_label(state, i),
        "s": lambda i: node_option_label(state, i),
        "c": lambda i: node_option_label(state, i),
        "h": lambda i: hex_option_label(state, i, names),
        "v": lambda i: seat_option_label(state, i, names),
    }[kind]
    return [(str(i), label(i)) for i in ids]


def split_options(options: Sequence[Option], per: int = SELECT_LIMIT) -> list[list[Option]]:
    """Cut ``options`` into as few selects as needed, of balanced sizes (≤ ``per`` each),
    keeping order and dropping nothing."""
    if not options:
        return []
    count = -(-len(options) // per)
    size = -(-len(options) // count)
    return [list(options[i:i + size]) for i in range(0, len(options), size)]


def location_items(kind: str, options: Sequence[Option], tag: str, page: int = 0,
                   noun: str = "") -> tuple[list[Item], int]:
    """Selects for a location choice: split beyond 25, paged beyond ``MAX_SELECTS`` selects.

    Returns (items, number of pages); paging buttons are added when there are several.
    """
    per_page = SELECT_LIMIT * MAX_SELECTS
    pages = max(1, -(-len(options) // per_page))
    page = max(0, min(page, pages - 1))
    chunks = split_options(options[page * per_page:(page + 1) * per_page])
    noun = noun or LOCATION_KINDS[kind][2]
    items: list[Item] = []
    for i, chunk in enumerate(chunks):
        first, last = chunk[0][1].split(" ")[0], chunk[-1][1].split(" ")[0]
        span = f" {first}–{last}" if len(chunks) > 1 or pages > 1 else ""
        items.append(SelectSpec("loc", chunk, placeholder=f"Choose {noun}{span}…",
                                arg=with_tag(tag, f"{kind}{page}{i}"), row=i))
    if pages > 1:
        row = len(chunks)
        if page > 0:
            items.append(ButtonSpec("page", "◀ Previous", SECONDARY,
                                    arg=with_tag(tag, f"{kind}{page - 1}"), row=row))
        if page < pages - 1:
            items.append(ButtonSpec("page", "More ▶", SECONDARY,
                                    arg=with_tag(tag, f"{kind}{page + 1}"), row=row))
    return items, pages


# -- highlights ----------------------------------------------------------------------------------
def highlight_for(kind: str, ids: Sequence[int]) -> dict[str, list[int]]:
    """The renderer's highlight for one kind of choice only (never all choices at once)."""
    key = {"r": "edges", "s": "nodes", "c": "nodes", "h": "hexes"}.get(kind)
    return {key: list(ids)} if key and ids else {}


def public_highlight(view: dict[str, Any]) -> dict[str, list[int]]:
    """What the public board labels: the pending set-up spot, robber hexes or free roads.

    During a normal turn nothing is labelled publicly (the Build menu shows the builder a
    private image instead): the legal spots there depend on the builder's hand."""
    phase = view["phase"]
    choices = view.get("choices") or {}
    if phase == "setup":
        return highlight_for("s", choices.get("nodes", [])) or highlight_for("r", choices.get("edges", []))
    if phase == "robber":
        return highlight_for("h", choices.get("hexes", []))
    if phase == "road_building":
        return highlight_for("r", choices.get("edges", []))
    return {}


# -- the card composer (discards, offers, counter-offers) -----------------------------------------
@dataclass(frozen=True)
class Composition:
    """Cards being chosen in a composer; encoded in the components' arg between clicks.

    ``kind``: "d" discard (``give`` = cards to discard), "o" offer, "c" counter-offer (both
    from the composer's side: ``give`` leaves their hand, ``get`` comes in); ``to``: the
    addressee of an offer (None = everyone)."""

    kind: str
    give: tuple[int, ...] = (0, 0, 0, 0, 0)
    get: tuple[int, ...] = (0, 0, 0, 0, 0)
    to: int | None = None

    def cleared(self) -> Composition:
        return replace(self, give=(0,) * 5, get=(0,) * 5)


def encode_composition(c: Composition) -> str:
    text = c.kind + "".join(b36(x) for x in c.give)
    if c.kind in ("o", "c"):
        text += "".join(b36(x) for x in c.get)
    if c.kind == "o":
        text += "e" if c.to is None else str(c.to)
    return text


def decode_composition(text: str) -> Composition | None:
    """The composition an arg encodes, or None when it is malformed (a forged id)."""
    if not text:
        return None
    kind, body = text[0], text[1:]
    want = {"d": 5, "c": 10, "o": 11}.get(kind)
    if want is None or len(body) != want or any(ch not in _B36 for ch in body):
        return None
    counts = [int(ch, 36) for ch in body[:10]]
    if any(n > MAX_COUNT for n in counts):
        return None
    give = tuple(counts[:5])
    get = tuple(counts[5:10]) if kind in ("o", "c") else (0,) * 5
    to: int | None = None
    if kind == "o" and body[10] != "e":
        if not body[10].isdigit():
            return None
        to = int(body[10])
    return Composition(kind, give, get, to)


def pick_options(c: Composition, side: str, hand: Sequence[int], owed: int = 0) -> list[Option]:
    """Entries of one composer select: "+1 brick" … and "−1 brick" to take one back.

    ``side`` "g" (cards leaving the hand) or "w" (cards wanted). Never more than 25."""
    chosen = c.give if side == "g" else c.get
    other = c.get if side == "g" else c.give
    remaining = owed - sum(c.give) if c.kind == "d" else MAX_COUNT
    options: list[Option] = []
    for r, name in enumerate(RESOURCES):
        if other[r]:
            continue  # no trading a resource for itself
        room = (hand[r] - chosen[r]) if side == "g" else (MAX_COUNT - chosen[r])
        for n in range(1, min(room, remaining, PICK_CAP) + 1):
            options.append((f"{side}{r}+{n}", f"+{n} {name}"))
    for r, name in enumerate(RESOURCES):
        if chosen[r]:
            options.append((f"{side}{r}-1", f"−1 {name} (take back)"))
    return options[:SELECT_LIMIT]


def apply_pick(c: Composition, value: str) -> Composition:
    """The composition after choosing ``value`` (from ``pick_options``); ValueError if malformed."""
    if len(value) < 4 or value[0] not in "gw" or not value[1].isdigit() or value[2] not in "+-":
        raise ValueError("malformed pick")
    side, r, sign, n = value[0], int(value[1]), value[2], value[3:]
    if r >= 5 or not n.isdigit() or not 1 <= int(n) <= MAX_COUNT:
        raise ValueError("malformed pick")
    delta = int(n) if sign == "+" else -int(n)
    if side == "w" and c.kind == "d":
        raise ValueError("a discard has only one side")
    counts = list(c.give if side == "g" else c.get)
    counts[r] = max(0, min(MAX_COUNT, counts[r] + delta))
    return replace(c, give=tuple(counts)) if side == "g" else replace(c, get=tuple(counts))


def composition_action(c: Composition) -> dict[str, Any]:
    give = {RESOURCES[i]: n for i, n in enumerate(c.give) if n}
    if c.kind == "d":
        return {"type": "discard", "cards": give}
    get = {RESOURCES[i]: n for i, n in enumerate(c.get) if n}
    if c.kind == "c":
        return {"type": "counter_trade", "give": give, "get": get}
    return {"type": "offer_trade", "give": give, "get": get, "to": c.to}


def composition_problem(engine: Any, state: dict[str, Any], seat: int, c: Composition) -> str | None:
    """Why the composition can't be sent yet (the engine's own check), or None when it can."""
    action = composition_action(c)
    try:
        if c.kind == "d":
            engine.check_discard(state, seat, action["cards"])
        elif c.kind == "c":
            engine.check_counter(state, seat, action)
        else:
            engine.check_offer(state, seat, action)
            others = [i for i, st in enumerate(state["players"]) if st == "active" and i != seat]
            if c.to is not None and c.to not in others:
                return "Offer the trade to everyone or to one other player."
    except RuleError as exc:
        return str(exc)
    return None


def composer_start(state: dict[str, Any], seat: int, kind: str) -> Composition:
    """A fresh composition: empty, or for a counter the open offer turned around."""
    if kind == "c" and state.get("offer"):
        offer = state["offer"]
        hand = state["res"][seat]
        give = tuple(min(n, hand[i]) for i, n in enumerate(offer["get"]))
        return Composition("c", give, tuple(offer["give"]))
    return Composition(kind)


def composer_view(engine: Any, state: dict[str, Any], seat: int, c: Composition, tag: str,
                  names: Sequence[str]) -> tuple[str, list[Item]]:
    """The composer's private message: running composition, pick selects, send button."""
    hand = state["res"][seat]
    arg = with_tag(tag, encode_composition(c))
    problem = composition_problem(engine, state, seat, c)
    items: list[Item] = []
    row = 0
    if c.kind == "d":
        owed = state["discard_owed"][seat]
        left = owed - sum(c.give)
        lines = [f"🗑️ **Discard {owed} of your {sum(hand)} cards** (a 7 was rolled; "
                 "you keep the rest).",
                 f"Your hand: {cards_text(list(hand))}",
                 f"Discarding: **{cards_text(list(c.give))}**"
                 + (f" — choose {left} more." if left > 0 else ".")]
        picks = pick_options(c, "g", hand, owed)
        if picks:
            items.append(SelectSpec("cpg", picks, placeholder="Add cards to discard…", arg=arg, row=row))
            row += 1
        send = f"Discard {owed} cards"
    else:
        lines = _trade_lines(state, c, names)
        gives = pick_options(c, "g", hand)
        if gives:
            items.append(SelectSpec("cpg", gives, placeholder="Add cards you give…", arg=arg, row=row))
            row += 1
        items.append(SelectSpec("cpw", pick_options(c, "w", hand),
                                placeholder="Add cards you ask for…", arg=arg, row=row))
        row += 1
        if c.kind == "o":
            items.append(SelectSpec("cpto", offer_targets(state, seat, c.to, names),
                                    placeholder="Offer to…", arg=arg, row=row))
            row += 1
        send = "Send offer" if c.kind == "o" else "Send counter-offer"
    if problem is None:
        lines.append(f"✅ Ready — press **{send}**.")
    elif c.kind != "d" or sum(c.give) >= state["discard_owed"][seat]:
        lines.append(f"⚠️ {problem}")
    items.append(ButtonSpec("cpok", send, SUCCESS, arg=arg, disabled=problem is not None, row=row))
    items.append(ButtonSpec("cpclr", "Clear", SECONDARY, arg=arg, row=row))
    return "\n".join(lines), items


def _trade_lines(state: dict[str, Any], c: Composition, names: Sequence[str]) -> list[str]:
    if c.kind == "c":
        offer = state["offer"]
        head = (f"↩️ **Counter-offer to {names[offer['from']]}** — they offered "
                f"{cards_text(list(offer['give']))} for {cards_text(list(offer['get']))}.")
    else:
        to = "everyone" if c.to is None else names[c.to]
        head = f"🤝 **Offer a trade** to {to}."
    return [head, f"You give: **{cards_text(list(c.give))}** · you ask for: **{cards_text(list(c.get))}**"]


def offer_targets(state: dict[str, Any], seat: int, current: int | None,
                  names: Sequence[str]) -> list[Option]:
    others = [i for i, st in enumerate(state["players"]) if st == "active" and i != seat]
    options = [("e", ("✓ " if current is None else "") + "Everyone")]
    options += [(str(i), ("✓ " if current == i else "") + f"Only {names[i]}") for i in others]
    return options


def set_target(c: Composition, value: str) -> Composition:
    if value == "e":
        return replace(c, to=None)
    if value.isdigit() and len(value) == 1:
        return replace(c, to=int(value))
    raise ValueError("malformed target")


# -- other menus -----------------------------------------------------------------------------------
BUILD_KINDS = (("road", "build_road", "Road", "🛣️"), ("settlement", "build_settlement", "Settlement", "🏠"),
               ("city", "build_city", "City", "🏙️"), ("dev", "buy_dev", "Development card", "🃏"))
BUILD_CODES = {"road": "r", "settlement": "s", "city": "c"}


def build_buttons(legal: Sequence[dict[str, Any]], tag: str) -> list[ButtonSpec]:
    """One button per kind of build that is legal now (never a button that would fail)."""
    types = {a["type"] for a in legal}
    return [ButtonSpec("bk", label, PRIMARY, arg=with_tag(tag, kind), emoji=emoji)
            for kind, atype, label, emoji in BUILD_KINDS if atype in types]


def maritime_give_options(legal: Sequence[dict[str, Any]], rates: Sequence[int]) -> list[Option]:
    gives = sorted({RESOURCES.index(a["give"]) for a in legal if a["type"] == "maritime_trade"})
    return [(str(i), f"Give {rates[i]} {RESOURCES[i]} ({rates[i]}:1)") for i in gives]


def maritime_get_options(legal: Sequence[dict[str, Any]], give: str) -> list[Option]:
    gets = [a["get"] for a in legal if a["type"] == "maritime_trade" and a["give"] == give]
    return [(str(RESOURCES.index(g)), f"Get 1 {g}") for g in RESOURCES if g in gets]


PLAY_CARDS = (("k", "play_knight", "knight", "Knight"),
              ("r", "play_road_building", "road_building", "Road Building"),
              ("y", "play_year_of_plenty", "year_of_plenty", "Year of Plenty"),
              ("m", "play_monopoly", "monopoly", "Monopoly"))


def play_buttons(legal: Sequence[dict[str, Any]], tag: str) -> list[ButtonSpec]:
    types = {a["type"] for a in legal}
    return [ButtonSpec("pk", title, PRIMARY, arg=with_tag(tag, code), emoji=DEV_EMOJI[card])
            for code, atype, card, title in PLAY_CARDS if atype in types]


def plenty_options(legal: Sequence[dict[str, Any]]) -> list[Option]:
    out = []
    for a in legal:
        if a["type"] == "play_year_of_plenty":
            x, y = a["resources"]
            out.append((f"{RESOURCES.index(x)}{RESOURCES.index(y)}",
                        f"2 {x}" if x == y else f"1 {x} + 1 {y}"))
    return out


def monopoly_options(legal: Sequence[dict[str, Any]]) -> list[Option]:
    return [(str(RESOURCES.index(a["resource"])), f"All the {a['resource']}")
            for a in legal if a["type"] == "play_monopoly"]


def confirm_buttons(state: dict[str, Any], legal: Sequence[dict[str, Any]], tag: str,
                    names: Sequence[str]) -> list[ButtonSpec]:
    """ "With Bjørn: give 1 brick, get 1 ore" for each answer the proposer can take."""
    offer = state["offer"]
    out = []
    for a in legal:
        if a["type"] != "confirm_trade":
            continue
        j = a["with"]
        ans = offer["answers"][j]
        give, get = (offer["give"], offer["get"]) if ans == "accept" else (ans["get"], ans["give"])
        out.append(ButtonSpec("cfw", f"With {names[j]}: give {cards_text(list(give))}, "
                                     f"get {cards_text(list(get))}", SUCCESS, arg=with_tag(tag, str(j))))
    return out
