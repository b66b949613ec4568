"""Typed Caravan input: slash-command options matched against the legal actions.

Pure helpers, no Discord connection: the turn checks, parsing of spaces, goods and players,
``resolve_*`` (the one legal action an input means, or an InputError that tells the player
why not) and autocomplete suggestions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from cogs.caravan_menus import (
    SELECT_LIMIT,
    STALE,
    camel_destination_label,
    camel_source_label,
    good_destination_label,
    good_source_label,
    legal,
    pickup_label,
    player_name,
    plural,
    steal_label,
)
from games.base import RuleError
from games.caravan import ENGINE, GOODS, LABEL_INDEX


class InputError(ValueError):
    """A slash-command input that matches no legal action; the text is for the player."""



# -- turn checks --------------------------------------------------------------------------------


def turn_problem(state: dict[str, Any], seat: int, names: Sequence[str],
                 stamp: int | None = None, version: int | None = None) -> str | None:
    """Why ``seat`` cannot act through this component/command now, or None."""
    if stamp is not None and version is not None and stamp != version:
        return STALE
    if state["over"]:
        return "This game is over."
    if state["players"][seat]["resigned"]:
        return "You have resigned from this game."
    if state["current"] != seat:
        return f"It's {player_name(names, state['current'])}'s turn — wait for your ping."
    return None


def passing_ends_game(state: dict[str, Any], seat: int) -> bool:
    """True if ending this turn without acting ends the game (everyone else passed too)."""
    if state["acted"]:
        return False
    others = {i for i, p in enumerate(state["players"]) if not p["resigned"] and i != seat}
    return others <= set(state["passers"])


# -- slash-command input ---------------------------------------------------------------------

_SPACE = re.compile(r"\s*([A-Za-z])\s*(\d{1,2})(?!\d)")


def parse_space(text: str | None, what: str = "space") -> str:
    """``" c 4 "`` → ``"C4"``; an InputError that says what a space looks like otherwise."""
    raw = (text or "").strip()
    if not raw:
        raise InputError(f"Please give the {what}, like C4 (columns A–G, rows 1–7).")
    m = _SPACE.match(raw)
    if not m:
        raise InputError(f"“{raw[:12]}” is not a space: use a column A–G and a row 1–7, like C4.")
    lab = f"{m[1].upper()}{int(m[2])}"
    if lab not in LABEL_INDEX:
        raise InputError(f"{lab} is not a space: use A–G and 1–7.")
    return lab


def parse_good(text: str | None) -> tuple[str, bool | None] | None:
    """``"ivory"`` → (ivory, None); ``"ivory.under"`` / ``"ivory under"`` → (ivory, True)."""
    raw = (text or "").strip().casefold()
    if not raw:
        return None
    words = re.split(r"[\s.,()]+", raw)
    found = [g for g in GOODS if any(w and g.startswith(w) for w in words[:1])]
    if len(found) != 1:
        raise InputError(f"“{raw[:20]}” is not a good. Goods: {', '.join(GOODS)}.")
    under = True if "under" in words or "stolen" in words else (False if "top" in words else None)
    return found[0], under


_MENTION = re.compile(r"<@!?(\d+)>")


def match_player(text: str, names: Sequence[str], user_ids: Sequence[int] = ()) -> list[int]:
    """Seats a typed name/mention can mean: exact (case-insensitive) first, then prefix."""
    raw = (text or "").strip()
    m = _MENTION.fullmatch(raw)
    if m:
        return [i for i, uid in enumerate(user_ids) if uid == int(m[1])]
    key = raw.lstrip("@").strip().casefold()
    if not key:
        return []
    exact = [i for i, n in enumerate(names) if n.casefold() == key]
    return exact or [i for i, n in enumerate(names) if n.casefold().startswith(key)]


def _only(candidates: list[dict[str, Any]], many: str) -> dict[str, Any] | None:
    if len(candidates) == 1:
        return candidates[0]
    if len(candidates) > 1:
        raise InputError(many)
    return None


def _engine_reason(state: dict[str, Any], seat: int, action: dict[str, Any]) -> str:
    """The engine's own explanation of why ``action`` is refused (state is not changed)."""
    try:
        ENGINE.apply(state, seat, action)
    except RuleError as exc:
        return str(exc)
    return "That move is not possible right now."


def _my_camels(state: dict[str, Any], seat: int, lab: str) -> list[dict[str, Any]]:
    return [c for c in state["players"][seat]["camels"] if c["at"] == lab]


def _occupied(state: dict[str, Any], lab: str) -> bool:
    return any(c["at"] == lab for p in state["players"] for c in p["camels"])


def _cost_problem(state: dict[str, Any], lab: str, verb: str) -> str | None:
    if _occupied(state, lab) and state["actions_left"] < 2:
        return (f"Camels already stand on {lab}, so {verb} there costs 2 actions; you have "
                f"{plural(state['actions_left'], 'action')} left.")
    return None


def _check_turn(state: dict[str, Any], seat: int, names: Sequence[str]) -> None:
    problem = turn_problem(state, seat, names)
    if problem:
        raise InputError(problem)


def resolve_place(state: dict[str, Any], seat: int, names: Sequence[str], to: str) -> dict[str, Any]:
    _check_turn(state, seat, names)
    lab = parse_space(to, "space to place on")
    actions = [a for a in legal(state, seat) if a["type"] == "place"]
    if not any(c["at"] is None for c in state["players"][seat]["camels"]):
        raise InputError("All your camels are on the board already: move an unladen one with "
                         "`/caravan move`.")
    found = _only([a for a in actions if a["to"] == lab], "")
    if found:
        return found
    raise InputError(_cost_problem(state, lab, "placing")
                     or _engine_reason(state, seat, {"type": "place", "to": lab, "cost": 1}))


def resolve_move(state: dict[str, Any], seat: int, names: Sequence[str], frm: str,
                 to: str) -> dict[str, Any]:
    _check_turn(state, seat, names)
    src, dst = parse_space(frm, "camel's space"), parse_space(to, "destination")
    mine = _my_camels(state, seat, src)
    if not mine:
        raise InputError(f"You have no camel on {src}.")
    if all(c["good"] for c in mine):
        goods = " and ".join(dict.fromkeys(c["good"] for c in mine))
        who = "Your camel" if len(mine) == 1 else "Your camels"
        verb = "carries" if len(mine) == 1 else "carry"
        raise InputError(f"{who} at {src} {verb} {goods}: only unladen camels can move.")
    if src == dst:
        raise InputError(f"That camel is already on {src}: choose another space.")
    actions = [a for a in legal(state, seat) if a["type"] == "move_camel"]
    found = _only([a for a in actions if a["from"] == src and a["to"] == dst], "")
    if found:
        return found
    raise InputError(_cost_problem(state, dst, "moving") or _engine_reason(
        state, seat, {"type": "move_camel", "from": src, "to": dst, "cost": 1}))


def resolve_pickup(state: dict[str, Any], seat: int, names: Sequence[str], at: str) -> dict[str, Any]:
    _check_turn(state, seat, names)
    lab = parse_space(at)
    found = _only([a for a in legal(state, seat) if a["type"] == "pickup" and a["at"] == lab], "")
    if found:
        return found
    good = state["goods"].get(lab)
    if good is None:
        raise InputError(f"There is no good lying on {lab}.")
    if not any(c["good"] is None for c in _my_camels(state, seat, lab)):
        raise InputError(f"You need an unladen camel of yours on {lab} to pick up the {good} there.")
    raise InputError(_engine_reason(state, seat, {"type": "pickup", "at": lab, "good": good}))


def resolve_steal(state: dict[str, Any], seat: int, names: Sequence[str], at: str,
                  victim: str | None = None, good: str | None = None,
                  user_ids: Sequence[int] = ()) -> dict[str, Any]:
    _check_turn(state, seat, names)
    lab = parse_space(at)
    if state["players"][seat]["theft"] < 1:
        raise InputError("You have no theft marker, so you cannot steal: someone must steal "
                         "from you first.")
    candidates = [a for a in legal(state, seat) if a["type"] == "steal" and a["at"] == lab]
    victims: list[int] | None = None
    if victim and victim.strip():
        victims = match_player(victim, names, user_ids)
        if not victims:
            raise InputError(f"No player called “{victim.strip()[:30]}” is in this game.")
        if victims == [seat]:
            raise InputError("You cannot steal from yourself.")
        candidates = [a for a in candidates if a["victim"] in victims]
    wanted = parse_good(good)
    if wanted:
        candidates = [a for a in candidates if a["good"] == wanted[0]]
    options = ", ".join(steal_label(a, names) for a in candidates)
    found = _only(candidates, f"Several goods can be stolen on {lab}: {options}. "
                              "Add the victim (and good) option to choose.")
    if found:
        return found
    if not any(c["good"] is None for c in _my_camels(state, seat, lab)):
        raise InputError(f"You need an unladen camel of yours on {lab} to steal there.")
    tops = [(v, c["good"]) for v, p in enumerate(state["players"]) if v != seat
            for c in p["camels"] if c["at"] == lab and c["good"] and not c["under"]]
    if victims is not None:
        tops = [t for t in tops if t[0] in victims]
    if wanted:
        tops = [t for t in tops if t[1] == wanted[0]]
    if not tops:
        whom = " and ".join(player_name(names, v) for v in victims) if victims else "Nobody"
        what = wanted[0] if wanted else "a good"
        raise InputError(f"{whom} has no {what} on top of a camel on {lab} (goods held under "
                         "a camel cannot be stolen).")
    v, g = tops[0]
    raise InputError(_engine_reason(state, seat, {"type": "steal", "at": lab, "victim": v, "good": g}))


def resolve_good(state: dict[str, Any], seat: int, names: Sequence[str], frm: str, to: str,
                 good: str | None = None) -> dict[str, Any]:
    _check_turn(state, seat, names)
    src, dst = parse_space(frm, "space of the good"), parse_space(to, "destination")
    laden = [c for c in _my_camels(state, seat, src) if c["good"]]
    if not laden:
        raise InputError(f"None of your camels on {src} carries a good.")
    wanted = parse_good(good)
    if wanted:
        laden = [c for c in laden if c["good"] == wanted[0]
                 and (wanted[1] is None or c["under"] == wanted[1])]
        if not laden:
            raise InputError(f"None of your camels on {src} carries {good_text(*wanted)}.")
    candidates = [a for a in legal(state, seat) if a["type"] == "move_good"
                  and a["from"] == src and a["to"] == dst]
    if wanted:
        candidates = [a for a in candidates if a["good"] == wanted[0]
                      and (wanted[1] is None or a["under"] == wanted[1])]
    options = ", ".join(good_text(a["good"], a["under"]) for a in candidates)
    found = _only(candidates, f"Several goods on {src} can go to {dst}: {options}. "
                              "Add the good option to choose.")
    if found:
        return found
    if src == dst:
        raise InputError(f"The good is already on {src}: choose one of your unladen camels "
                         "elsewhere in the chain.")
    if not any(c["good"] is None for c in _my_camels(state, seat, dst)):
        raise InputError(f"A good can only move onto one of your unladen camels; you have none "
                         f"on {dst}.")
    c = laden[0]
    raise InputError(_engine_reason(state, seat, {"type": "move_good", "from": src,
                                                  "good": c["good"], "under": c["under"], "to": dst}))


def good_text(good: str, under: bool | None) -> str:
    return f"{good} (under the camel)" if under else good


# -- autocomplete ------------------------------------------------------------------------------


def _fits(current: str, name: str, value: str) -> bool:
    """Whether a suggestion matches what is typed: one or two characters ("c", "c4") are the
    start of the value, anything longer may be found anywhere in the name or the value."""
    key = re.sub(r"\s+", "", current or "").casefold()
    flat_name, flat_value = (re.sub(r"\s+", "", t).casefold() for t in (name, value))
    if len(key) <= 2:
        return flat_value.startswith(key)
    return key in flat_name or key in flat_value


def _try_space(text: str | None) -> str | None:
    try:
        return parse_space(text) if text else None
    except InputError:
        return None


def autocomplete_choices(state: dict[str, Any], seat: int, names: Sequence[str], command: str,
                         option: str, current: str, filled: dict[str, Any] | None = None,
                         user_ids: Sequence[int] = ()) -> list[tuple[str, str]]:
    """(name, value) suggestions for one option of a slash command, from the caller's legal
    actions and the options already typed; empty when it is not the caller's turn."""
    if turn_problem(state, seat, names):
        return []
    filled = filled or {}
    view = ENGINE.view(state, seat)
    acts = legal(state, seat)
    out: list[tuple[str, str]] = []
    src, dst, at = (_try_space(filled.get(k)) for k in ("from", "to", "at"))

    def add(name: str, value: str) -> None:
        if _fits(current, name, value) and all(v != value for _n, v in out):
            out.append((name[:100], value[:100]))

    if command == "place" and option == "to":
        for a in acts:
            if a["type"] == "place":
                add(camel_destination_label(view, a), a["to"])
    elif command == "move":
        moves = [a for a in acts if a["type"] == "move_camel"]
        if option == "from":
            for a in moves:
                add(camel_source_label(view, seat, a["from"]), a["from"])
        elif option == "to":
            for a in moves:
                if src is None or a["from"] == src:
                    add(camel_destination_label(view, a), a["to"])
    elif command == "pickup" and option == "at":
        for a in acts:
            if a["type"] == "pickup":
                add(pickup_label(view, a), a["at"])
    elif command == "steal":
        steals = [a for a in acts if a["type"] == "steal" and (at is None or a["at"] == at)]
        victims = match_player(filled.get("victim") or "", names, user_ids)
        for a in steals:
            if option == "at":
                add(steal_label(a, names), a["at"])
            elif option == "victim":
                v = a["victim"]
                add(player_name(names, v), f"<@{user_ids[v]}>" if v < len(user_ids) else player_name(names, v))
            elif option == "good" and (not victims or a["victim"] in victims):
                add(a["good"], a["good"])
    elif command == "good":
        moves = [a for a in acts if a["type"] == "move_good"
                 and (src is None or a["from"] == src) and (dst is None or a["to"] == dst)]
        for a in moves:
            if option == "from":
                add(good_source_label(a), a["from"])
            elif option == "to":
                add(good_destination_label(a), a["to"])
            elif option == "good":
                add(good_text(a["good"], a["under"]), f"{a['good']}.{'under' if a['under'] else 'top'}")
    return out[:SELECT_LIMIT]
