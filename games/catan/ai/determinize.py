"""Full Catan states consistent with what one seat has seen.

Everything public is copied from the seat's view (once per decision, shared by every sample:
the engine never changes a list in place). Hidden parts are sampled:

- the opponents' resource cards: how many each holds is public, and so is how many of each
  resource all of them hold together (19 of each less the bank and the seat's own hand);
  cards are dealt within both totals, each opponent drawing in proportion to what the log
  says it holds (``knowledge``), so a hand the log accounts for is dealt exactly;
- the opponents' development cards and the deck: the unseen cards (the deck's composition
  less the seat's own and the ones played) are shuffled and dealt by the public counts;
- the order of the Traders & Barbarians stacks (their contents are known);
- the RNG (dice, steals, draws), re-seeded from the caller's RNG.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from games.ai import Seen
from games.catan import ENGINE
from games.catan import rules as R
from games.catan.board import RESOURCES, TERRAIN_RESOURCE

from . import knowledge as K

VP_CARD = R.DEV_CARDS[R.VICTORY_POINT]

State = dict[str, Any]


def _counts(named: Mapping[str, int], names: tuple[str, ...]) -> list[int]:
    return [named.get(n, 0) if n else 0 for n in names]


def _offer(view_offer: Mapping[str, Any] | None, items: tuple[str, ...],
           seats: int) -> dict[str, Any] | None:
    if view_offer is None:
        return None
    answers: list[Any] = [None] * seats
    for j, ans in view_offer["answers"].items():
        if isinstance(ans, dict):
            answers[int(j)] = {"give": _counts(ans["give"], items), "get": _counts(ans["get"], items)}
        else:
            answers[int(j)] = ans
    return {"from": view_offer["from"], "to": view_offer["to"],
            "give": _counts(view_offer["give"], items), "get": _counts(view_offer["get"], items),
            "awaiting": list(view_offer["awaiting"]), "answers": answers}


def _setup_order(view: Mapping[str, Any], seats: int) -> list[int]:
    """The snake order of the set-up, from whose placement it is now (or seat 0 first)."""
    step, turn = view["setup_step"], view["turn"]
    if view["phase"] != "setup":
        start = 0
    elif step < seats:
        start = (turn - step) % seats
    else:
        start = (turn - (2 * seats - 1 - step)) % seats
    first = [(start + i) % seats for i in range(seats)]
    return first + first[::-1]


def skeleton(seen: Seen, know: K.Knowledge) -> State:
    """Every public part of the state (and the seat's own), shared by all samples."""
    view, me = seen.view, seen.seat
    engine = ENGINE.traders if view["variant"] != "base" else ENGINE.base
    n = len(view["players"])
    board = view["board"]
    terrain = list(board["terrain"])
    numbers = list(board["numbers"])
    by_number: list[list[int]] = [[] for _ in range(13)]
    for h, num in enumerate(numbers):
        if num:
            by_number[num].append(h)
    node_owner = list(view["node_owner"])
    road_owner = list(view["road_owner"])
    tb = R.TABLES[view["variant"]]
    buildings = [[x for x, o in enumerate(node_owner) if o == p] for p in range(n)]
    roads = [[e for e, o in enumerate(road_owner) if o == p] for p in range(n)]
    seats = view["seats"]
    mine = view["me"]
    rates = [R.harbour_rates(board["harbours"], buildings[p], tb) for p in range(n)]
    rates[me] = _counts(mine["rates"], RESOURCES)
    dev_names = engine.dev_names
    s: State = {
        "schema": engine.schema_version,
        "variant": view["variant"],
        "options": {},
        "players": list(view["players"]),
        "resigned_order": list(know.resigned) or [p for p in range(n)
                                                   if view["players"][p] != "active"],
        "terrain": terrain,
        "numbers": numbers,
        "harbours": list(board["harbours"]),
        "hex_res": [R.RES_INDEX[TERRAIN_RESOURCE[t]] if t in TERRAIN_RESOURCE else -1
                    for t in terrain],
        "by_number": by_number,
        "robber": board["robber"],
        "node_owner": node_owner,
        "node_level": list(view["node_level"]),
        "road_owner": road_owner,
        "roads_of": roads,
        "buildings_of": buildings,
        "pieces": [[x["pieces_left"]["roads"], x["pieces_left"]["settlements"],
                    x["pieces_left"]["cities"]] for x in seats],
        "res": [[0] * 5 for _ in range(n)],
        "dev": [[0] * 5 for _ in range(n)],
        "bought": [0] * 5,
        "knights": [x["knights"] for x in seats],
        "bank": _counts(view["bank"], RESOURCES),
        "deck": [],
        "rates": rates,
        "road_len": [x["road_length"] for x in seats],
        "longest": -1 if view["longest_road"] is None else view["longest_road"],
        "largest": -1 if view["largest_army"] is None else view["largest_army"],
        "phase": view["phase"],
        "turn": view["turn"],
        "turns": view["turns"],
        "rolled": view["rolled"],
        "dev_played": view["dev_played"],
        "dice": list(view["dice"]) if view["dice"] else None,
        "setup_order": _setup_order(view, n),
        "setup_step": view["setup_step"],
        "setup_node": -1 if view["setup_node"] is None else view["setup_node"],
        "discard_owed": [view["discard_owed"].get(str(p), 0) for p in range(n)],
        "steal_from": list(view["steal_from"]),
        "free_roads": view["free_roads"],
        "offer": _offer(view["offer"], engine.trade_items, n),
        "winner": -1 if view["winner"] is None else view["winner"],
        "rng": 0,
        "log": [dict(e) for e in view["log"]],
        "secret": [[] for _ in range(n)],
    }
    s["res"][me] = _counts(mine["hand"], RESOURCES)
    s["dev"][me] = _counts(mine["dev_cards"], dev_names)
    if view["turn"] == me:
        s["bought"] = _counts(mine["dev_bought_this_turn"], dev_names)
    s["secret"][me] = [dict(x) for x in mine["notes"]]
    tr = view.get("traders")
    if tr is not None:
        from games.catan.traders.baggage import LEVELS

        mv = tr["movement"]
        turn = view["turn"]
        mp = LEVELS[tr["baggage"][turn]].mp
        bonus = max(0, mv["mp_left"] - mp)
        s.update({
            "gold": list(tr["gold"]),
            "baggage": list(tr["baggage"]),
            "delivered": list(tr["delivered"]),
            "carrying": list(tr["carrying"]),
            "wagons": [-1 if w is None else w for w in tr["wagons"]],
            "stacks": {},
            "barbarians": list(tr["barbarians"]),
            "purchases": tr["purchases"],
            "movement": {"moving": mv["moving"], "moved": mv["moved"],
                         "spent": mp + bonus - mv["mp_left"], "bonus": bonus,
                         "boosted": mv["boosted"], "journey": mv["journey"],
                         "tried": list(mv["tried"]), "over": mv["over"]},
            "drive_off": dict(tr["drive_off"]) if tr["drive_off"] else None,
            "barbarian_cause": ("knight" if know.knight_last else "seven")
            if view["phase"] == "barbarian" else "",
        })
    return s


def _deal_hands(s: State, seen: Seen, know: K.Knowledge, rng: random.Random) -> None:
    view, me = seen.view, seen.seat
    n = len(view["players"])
    pool = [R.BANK_PER_RESOURCE - s["bank"][r] - s["res"][me][r] for r in range(5)]
    pool = [max(0, x) for x in pool]
    others = [q for q in range(n) if q != me]
    rng.shuffle(others)
    offer = s["offer"]
    hands: dict[int, list[int]] = {}
    for q in others:
        need = view["seats"][q]["cards"]
        hand = [0] * 5
        weights = list(know.hands[q])
        # Cards a pending offer or counter shows they hold are theirs for sure.
        sure = _shown(offer, q)
        for r in range(5):
            k = min(sure[r], pool[r], need - sum(hand))
            hand[r] += k
            pool[r] -= k
            weights[r] = max(0.0, weights[r] - k)
        while sum(hand) < need and sum(pool):
            ws = [(weights[r] + 0.08) * (1 if pool[r] else 0) for r in range(5)]
            total = sum(ws)
            x = rng.random() * total
            r = 0
            while r < 4 and x >= ws[r]:
                x -= ws[r]
                r += 1
            while not pool[r]:
                r = (r + 1) % 5
            hand[r] += 1
            pool[r] -= 1
            weights[r] = max(0.0, weights[r] - 1.0)
        while sum(hand) < need:  # only if the bank's totals do not add up (never in play)
            hand[rng.randrange(5)] += 1
        hands[q] = hand
    res = s["res"] = [row[:] for row in s["res"]]
    for q, hand in hands.items():
        res[q] = hand


def _shown(offer: Mapping[str, Any] | None, q: int) -> list[int]:
    """Resources seat q must hold: what it offers to give in the open offer or its counter."""
    out = [0] * 5
    if offer is None:
        return out
    if offer["from"] == q:
        out = list(offer["give"][:5])
    ans = offer["answers"][q]
    if isinstance(ans, dict):
        out = [max(a, b) for a, b in zip(out, ans["give"][:5], strict=True)]
    return out


def _deal_devs(s: State, seen: Seen, know: K.Knowledge, rng: random.Random) -> None:
    view, me = seen.view, seen.seat
    engine = ENGINE.traders if view["variant"] != "base" else ENGINE.base
    names = engine.dev_names
    unseen: list[str] = []
    for name, k in zip(names, engine.dev_deck_counts, strict=True):
        if name:
            k -= s["dev"][me][names.index(name)] + know.played.get(name, 0)
            unseen.extend([name] * max(0, k))
    rng.shuffle(unseen)
    n = len(view["players"])
    dev = s["dev"] = [row[:] for row in s["dev"]]
    vp = names.index(VP_CARD)
    for q in range(n):
        if q == me:
            continue
        # A seat with the points to win would have won on its turn: its Victory Point
        # cards (hidden) keep its total below the target, as they do in the real game.
        room = engine.win_points - 1 - engine.points(s, q, False)
        held = [0] * 5
        for _ in range(view["seats"][q]["dev_cards"]):
            card = _draw(unseen, allow_vp=held[vp] < room)
            held[names.index(card)] += 1
        dev[q] = held
    size = view["deck_size"]
    deck = unseen[:size]
    while len(deck) < size:
        deck.append("knight")
    s["deck"] = deck
    turn = view["turn"]
    if turn != me and know.bought_now and view["phase"] != "setup":
        bought = [0] * 5
        cards = [i for i in range(5) for _ in range(dev[turn][i])]
        rng.shuffle(cards)
        for i in cards[:know.bought_now]:
            bought[i] += 1
        s["bought"] = bought


def _draw(unseen: list[str], allow_vp: bool) -> str:
    """The next card of the shuffled ``unseen`` (a Knight when none is left); when
    ``allow_vp`` is false, the next one that is not a Victory Point card, if any."""
    if not unseen:
        return "knight"
    if not allow_vp and unseen[-1] == VP_CARD:
        for i in range(len(unseen) - 1, -1, -1):
            if unseen[i] != VP_CARD:
                return unseen.pop(i)
    return unseen.pop()


def sampler(seen: Seen) -> Callable[[random.Random], State]:
    """Determinizations of what ``seen`` shows (the log read once)."""
    view = seen.view
    know = K.read(seen.seat, len(view["players"]), seen.log)
    base = skeleton(seen, know)
    tr = view.get("traders")

    def sample(rng: random.Random) -> State:
        s = dict(base)
        _deal_hands(s, seen, know, rng)
        _deal_devs(s, seen, know, rng)
        if tr is not None:
            stacks = {}
            for name, size in tr["stacks"].items():
                goods = K.stack_contents(know, name, size)
                rng.shuffle(goods)
                stacks[name] = goods
            s["stacks"] = stacks
        s["rng"] = rng.randrange(1, 2**62)
        return s

    return sample
