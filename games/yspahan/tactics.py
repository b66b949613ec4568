"""Quick Yspahan judgement: what a move is worth without playing it out.

Each dice option (a row's camels, gold or cubes, a card, a Supervisor move, a building in
the two-player game) is scored by how it changes the terms of the evaluation
(``evaluation.py``) it touches — the mover's purse, its souks with the cubes placed the way
``plan_cubes`` would place them, the caravan with the Supervisor's victims answering as
``keeps_cube`` says — which is far cheaper than applying it. The quick policy (the AI's
model of the others, and its rollouts) plays the best of them with a little noise, builds
what pays, and plays a card when that beats keeping it.

Everything here reads only what the seat in question may know: its own hand and the public
board (in a determinized state, the others' hands are samples, never the real ones).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from games.base import Action

from . import buildings, souks
from .board import (
    BUILDING_COST,
    BUILDING_VP,
    CAMEL_ROW,
    CARAVAN_ENTRY_VP,
    CARAVAN_PER_SECTION,
    CARAVAN_SECTIONS,
    CARD_COPIES,
    CARD_KINDS,
    GOLD_ROW,
    PUBLISHED,
    QUARTER_SOUKS,
    ROW_QUARTER,
    ROWS,
    SOUK_SIZE,
    SOUK_VP,
    shop_souk,
)
from .engine import YspahanEngine, row_dice, rows_for
from .evaluation import (
    EXPOSED,
    WEIGHTS,
    Outlook,
    Weights,
    building_worth,
    caravan_worth,
    card_worth,
    sigmoid,
    souk_worth,
)
from .fast import TOUCHES, hits, reachable_for

State = dict[str, Any]
Souks = dict[str, list[int | None]]


def _has(s: State, p: int, number: int) -> bool:
    return f"building{number}" in s["players"][p]["buildings"]


def soukval(s: State, table: Souks, p: int, look: Outlook) -> float:
    pl = s["players"][p]
    return souk_worth(table, p, look, 2 if "building5" in pl["buildings"] else 0,
                      1.0 if "card_d" in pl["hand"] else 0.0)


def spend(look: Outlook, s: State, p: int, camels: int = 0, gold: int = 0) -> float:
    """What giving up ``camels`` and ``gold`` costs ``p`` (negative amounts: a gain)."""
    pl = s["players"][p]
    c, g = pl["camels"], pl["gold"]
    return look.purse(p, c, g) - look.purse(p, c - camels, g - gold)


# -- cubes ---------------------------------------------------------------------------------
def _shop_in(table: Souks, souk: str) -> str:
    """The empty shop of ``souk`` to fill first: one the Supervisor cannot reach if any."""
    shops = table[souk]
    free = [i for i, o in enumerate(shops) if o is None]
    for i in free:
        if f"{souk}.{i}" not in EXPOSED:
            return f"{souk}.{i}"
    return f"{souk}.{free[0]}"


def plan_cubes(s: State, table: Souks, quarter: str, p: int, count: int,
               look: Outlook) -> list[str]:
    """Where ``count`` cubes of ``p`` would go in ``quarter`` (placed in ``table``, which is
    changed): the started souk nearest completion first (the rules force those), then the
    new souk worth most with the cubes left, each souk's safe shops first."""
    placed: list[str] = []
    left = count
    while left > 0:
        mine = souks.binding(table, quarter, p)
        if mine:
            souk = min(mine, key=lambda x: (table[x].count(None), -SOUK_VP[x]))
        else:
            fresh = [x for x in QUARTER_SOUKS[quarter] if all(o is None for o in table[x])]
            if not fresh:
                break
            souk = max(fresh, key=lambda x: _fresh_value(x, left, p, look))
        shop = _shop_in(table, souk)
        name, i = shop_souk(shop)
        table[name][i] = p
        placed.append(shop)
        left -= 1
    return placed


def _fresh_value(souk: str, cubes: int, p: int, look: Outlook) -> float:
    """How promising an empty souk is for ``cubes`` cubes now and ``p``'s turns to come."""
    size = SOUK_SIZE[souk]
    if cubes >= size:
        return SOUK_VP[souk] + 0.01 * (cubes - size)
    w = look.w
    capacity = max(0.0, look.week[p] - 1) * w.cube_rate * w.commit
    missing = size - cubes
    return (SOUK_VP[souk] * sigmoid(w.steep * (capacity - missing + 0.5))
            - w.cube_cost * missing - 0.01 * size)


def cubes_gain(s: State, p: int, quarter: str, count: int, look: Outlook) -> float:
    table = {k: list(v) for k, v in s["souks"].items()}
    before = soukval(s, table, p, look)
    plan_cubes(s, table, quarter, p, count, look)
    return soukval(s, table, p, look) - before


def shop_loss(s: State, shop: str, owner: int, look: Outlook) -> float:
    """What ``owner`` loses if its cube leaves ``shop`` (remembered for the state)."""
    key = ("loss", shop)
    found = look.memo.get(key)
    if found is None:
        table = s["souks"]
        souk, i = shop_souk(shop)
        with_cube = soukval(s, table, owner, look)
        table[souk][i] = None
        try:
            found = with_cube - soukval(s, table, owner, look)
        finally:
            table[souk][i] = owner
        look.memo[key] = found
    return found


def keeps_cube(s: State, owner: int, shop: str, look: Outlook) -> bool:
    """Whether ``owner`` would pay a camel to keep its cube in ``shop``: when the cube is
    worth more to its souk than the camel is to its purse."""
    if s["players"][owner]["camels"] < 1:
        return False
    return shop_loss(s, shop, owner, look) > spend(look, s, owner, camels=1)


# -- the caravan and the Supervisor --------------------------------------------------------
def entry_vp(s: State, index: int) -> int:
    per = CARAVAN_PER_SECTION[s["players_count"]]
    return CARAVAN_ENTRY_VP[s["ruleset"]][min(index // per, CARAVAN_SECTIONS - 1)]


def card_draw_worth(s: State, p: int, look: Outlook) -> float:
    """What a card drawn by ``p`` is worth on average, from the cards ``p`` has not seen."""
    key = ("draw", p)
    found = look.memo.get(key)
    if found is None:
        pool = {card: CARD_COPIES for card in CARD_KINDS}
        for card in s["players"][p]["hand"]:
            pool[card] -= 1
        for card in s["discard"]:
            pool[card] -= 1
        total = sum(pool.values())
        found = 0.0 if not total else sum(
            k * card_worth(card, p, look) for card, k in pool.items() if k) / total
        look.memo[key] = found
    return found


def caravan_deltas(s: State, entries: list[tuple[int, str]], look: Outlook) -> dict[int, float]:
    """How cubes entering the caravan in this order (owner, source) change every seat's
    worth: entry VP, a full caravan scored and emptied, building 4's card, and what the
    caravan then holds."""
    n = s["players_count"]
    per = CARAVAN_PER_SECTION[n]
    capacity = CARAVAN_SECTIONS * per
    old = s["caravan"]
    cubes = list(old)
    out = {q: 0.0 for q in range(n)}
    for owner, source in entries:
        out[owner] += entry_vp(s, len(cubes))
        cubes.append(owner)
        if _has(s, owner, 4) and not (source == "card" and s["ruleset"] == PUBLISHED):
            out[owner] += card_draw_worth(s, owner, look)
        if len(cubes) >= capacity:
            for q in range(n):
                mine = [i for i, o in enumerate(cubes) if o == q]
                if mine:
                    out[q] += len(mine) * (max(mine) // per + 1)
            cubes = []
    scorings = look.scorings(len(cubes))
    for q in range(n):
        out[q] += caravan_worth(cubes, q, look, scorings) - caravan_worth(old, q, look)
    return out


def hit_deltas(s: State, square: str, look: Outlook,
               first: str | None = None) -> dict[int, float]:
    """How a Supervisor stop on ``square`` changes each seat's worth (victims answering by
    ``keeps_cube``; ``first``: the shop whose cube goes first)."""
    hit = hits(s["souks"], square)
    if first is not None:
        hit.sort(key=lambda h: h[0] != first)
    out: dict[int, float] = {}
    paid: dict[int, int] = {}
    for shop, owner in hit:
        k = paid.get(owner, 0)
        camel = spend(look, s, owner, camels=k + 1) - spend(look, s, owner, camels=k)
        loss = shop_loss(s, shop, owner, look)
        if s["players"][owner]["camels"] > k and loss > camel:
            paid[owner] = k + 1
            out[owner] = out.get(owner, 0.0) - camel
        else:
            out[owner] = out.get(owner, 0.0) - loss
    for q, delta in caravan_deltas(s, [(owner, "supervisor") for _, owner in hit], look).items():
        out[q] = out.get(q, 0.0) + delta
    return out


def hit_squares(s: State) -> list[str]:
    """The squares where a Supervisor stop would hit at least one cube."""
    table = s["souks"]
    return [sq for sq, touched in TOUCHES.items()
            if any(table[souk][i] is not None for souk, i in touched)]


def _net(deltas: dict[int, float], me: int, n: int) -> float:
    """A change to every seat's worth, seen by ``me``: mine against the others' average."""
    mine = deltas.get(me, 0.0)
    others = sum(v for q, v in deltas.items() if q != me)
    return mine - others / max(1, n - 1)


# -- buildings -----------------------------------------------------------------------------
def build_gain(s: State, p: int, b: str, card: str, look: Outlook) -> float:
    pl = s["players"][p]
    camels, gold = buildings.price(b, card)
    vp = BUILDING_VP[s["ruleset"]][len(pl["buildings"])]
    gain = vp + look.w.effects * building_worth(b, p, look) - spend(look, s, p, camels, gold)
    if card != "none":
        gain -= card_worth(card, p, look)
    if b == "building5":  # this week's completed souks already count
        gain += 2 * sum(1 for x in s["souks"].values() if x and None not in x and x[0] == p)
    return gain


def best_build(s: State, p: int, look: Outlook) -> tuple[float, str, str] | None:
    pl = s["players"][p]
    options = buildings.options(pl["buildings"], pl["camels"], pl["gold"], pl["hand"])
    best = None
    for b, card in options:
        gain = build_gain(s, p, b, card, look)
        if best is None or gain > best[0]:
            best = (gain, b, card)
    return best


# -- the dice action -----------------------------------------------------------------------
def _row_gain(s: State, p: int, r: int, look: Outlook) -> Callable[[int], float]:
    """What taking row ``r``'s action with ``k`` dice is worth to ``p``, as a function of k
    (the row's building bonus added)."""
    if r == CAMEL_ROW:
        plus = 1 if _has(s, p, 1) else 0
        return lambda k: -spend(look, s, p, camels=-(k + plus))
    if r == GOLD_ROW:
        plus = 2 if _has(s, p, 2) else 0
        return lambda k: -spend(look, s, p, gold=-(k + plus))
    quarter = ROW_QUARTER[r]
    plus = 1 if _has(s, p, 6) else 0
    return lambda k: cubes_gain(s, p, quarter, k + plus, look)


def dice_options(s: State, p: int, look: Outlook) -> list[tuple[float, Action]]:
    """Every dice option of ``p`` worth considering, with its quick worth."""
    rows = rows_for(s, p)
    if not rows:
        return [(0.0, {"type": "draw_card"})]
    pl = s["players"][p]
    n = s["players_count"]
    hand = pl["hand"]
    spare = min(hand, key=lambda c: card_worth(c, p, look)) if hand else None
    spare_cost = card_worth(spare, p, look) if spare else 0.0
    out: list[tuple[float, Action]] = []
    draw = card_draw_worth(s, p, look)
    hit_values = {sq: _net(hit_deltas(s, sq, look), p, n) for sq in hit_squares(s)}
    for r in rows:
        row = ROWS[r - 1]
        dice = row_dice(s, p, r)
        gain = _row_gain(s, p, r, look)
        out.append((gain(dice), {"type": "take_action", "row": row, "boost": "none"}))
        if spare is not None:
            out.append((gain(dice + 1) - spare_cost,
                        {"type": "take_action", "row": row, "boost": spare}))
        out.append((draw, {"type": "take_card", "row": row}))
        for square, (_, price) in reachable_for(s, p, r).items():
            if square in hit_values:
                out.append((hit_values[square] - spend(look, s, p, gold=price),
                            {"type": "move_supervisor", "row": row, "to": square}))
    if n == 2:
        build = best_build(s, p, look)
        if build is not None:
            worth, b, card = build
            cheapest = min(rows, key=lambda r: row_dice(s, p, r))
            out.append((worth, {"type": "build_row", "row": ROWS[cheapest - 1], "building": b,
                               "card": card}))
    return out


# -- cards ---------------------------------------------------------------------------------
def card_plays(s: State, p: int, look: Outlook) -> list[tuple[float, Action]]:
    """Card plays with their gain over keeping the card."""
    pl = s["players"][p]
    out: list[tuple[float, Action]] = []
    last = look.game[p] - look.today[p] <= 0 and s["step"] == "after"
    for card in sorted(set(pl["hand"])):
        keep = 0.0 if last else card_worth(card, p, look)
        if card == "card_a":
            out.append((-spend(look, s, p, camels=-3) - keep, {"type": "play", "card": card}))
        elif card == "card_b":
            out.append((-spend(look, s, p, gold=-3) - keep, {"type": "play", "card": card}))
        elif card == "card_c":
            gain = caravan_deltas(s, [(p, "card")], look)[p]
            out.append((gain - keep, {"type": "play", "card": card}))
        elif card == "card_d":
            best = None
            table = s["souks"]
            before = soukval(s, table, p, look)
            for shop in souks.card_shops(table, p):
                souk, i = shop_souk(shop)
                table[souk][i] = p
                gain = soukval(s, table, p, look) - before
                table[souk][i] = None
                if best is None or gain > best[0]:
                    best = (gain, shop)
            if best is not None:
                out.append((best[0] - keep, {"type": "play", "card": card, "shop": best[1]}))
        elif card == "card_f" and pl["gold"]:
            k = min(10, pl["gold"])
            out.append((k - spend(look, s, p, gold=k) - keep,
                        {"type": "play", "card": card, "amount": k}))
        elif card == "card_g" and pl["camels"]:
            k = min(4, pl["camels"])
            out.append((2 * k - spend(look, s, p, camels=k) - keep,
                        {"type": "play", "card": card, "amount": k}))
    return out


def enabling_play(s: State, p: int, look: Outlook) -> Action | None:
    """A card a, b or e that makes the best unaffordable building affordable now."""
    pl = s["players"][p]
    hand = pl["hand"]
    for b in sorted((b for b in BUILDING_COST if b not in pl["buildings"]),
                    key=lambda b: -build_gain(s, p, b, "none", look)):
        camels, gold = BUILDING_COST[b]
        need_c, need_g = camels - pl["camels"], gold - pl["gold"]
        if need_c <= 0 and need_g <= 0:
            return None  # affordable already
        if build_gain(s, p, b, "none", look) <= 0:
            return None
        if need_c > 0 and need_g <= 0 and "card_a" in hand and need_c <= 3:
            return {"type": "play", "card": "card_a"}
        if need_g > 0 and need_c <= 0 and "card_b" in hand and need_g <= 3:
            return {"type": "play", "card": "card_b"}
        if "card_e" in hand:
            if need_c > 0 and need_g <= 0 and pl["gold"] - gold >= need_c:
                return {"type": "play", "card": "card_e", "direction": "gold_to_camels",
                        "amount": need_c}
            if need_g > 0 and need_c <= 0 and pl["camels"] - camels >= need_g:
                return {"type": "play", "card": "card_e", "direction": "camels_to_gold",
                        "amount": need_g}
        return None
    return None


# -- the quick policy ----------------------------------------------------------------------
def _pick(scored: list[tuple[float, Action]], rng: random.Random, noise: float) -> Action:
    if noise <= 0 or len(scored) == 1:
        return max(scored, key=lambda x: x[0])[1]
    top = sorted(scored, key=lambda x: -x[0])[:4]
    best = top[0][0]
    weights = [math.exp((v - best) / noise) for v, _ in top]
    return rng.choices([a for _, a in top], weights)[0]


def quick_move(s: State, p: int, rng: random.Random, noise: float = 0.4,
               weights: Weights = WEIGHTS) -> Action:
    """A sensible move for seat ``p`` (who must act) from its own knowledge."""
    look = Outlook(s, weights)
    step = s["step"]
    if step == "camel":
        shop = s["pending"]["cubes"][YspahanEngine._waiting(s)[p]]["shop"]
        kind = "pay_camel" if keeps_cube(s, p, shop, look) else "send_cube"
        return {"type": kind, "shop": shop}
    if step == "order":
        shops = [c["shop"] for c in s["pending"]["cubes"]]
        n = s["players_count"]
        return {"type": "send_first", "shop": max(
            shops, key=lambda sh: _net(hit_deltas(s, s["pending"]["square"], look, sh), p, n))}
    if step == "place":
        table = {k: list(v) for k, v in s["souks"].items()}
        plan = plan_cubes(s, table, s["cubes"]["quarter"], p, s["cubes"]["left"], look)
        legal = souks.legal_shops(s["souks"], s["cubes"]["quarter"], p)
        shop = next((x for x in plan if x in legal), legal[0])
        return {"type": "place_cube", "shop": shop}
    if step == "roll":
        return {"type": "roll"}
    if step == "act":
        return _pick(dice_options(s, p, look), rng, noise)
    # after the dice action: build, then cards, then end the turn
    if s["players_count"] > 2 and not s["turn"]["built"]:
        build = best_build(s, p, look)
        if build is not None and build[0] > 0:
            return {"type": "build", "building": build[1], "card": build[2]}
        if s["players"][p]["hand"]:
            play = enabling_play(s, p, look)
            if play is not None:
                return play
    plays = [x for x in card_plays(s, p, look) if x[0] > 0]
    if plays:
        return max(plays, key=lambda x: x[0])[1]
    return {"type": "end_turn"}
