"""Caravan (Joe Huber) in Discord: every action in at most three clicks, or one slash command.

Only the glue lives here; every rule is in ``games/caravan.py``. All menus are built from
``ENGINE.legal_actions``, so they only ever offer what the engine accepts:

    board button (Camel / Pick up / Steal / Move good / End turn)
      → private select of the source ("New camel from supply", "Camel at C3", "ivory at D2")
      → private select of the destination, with a board image highlighting the choices
      → applied.

A step with a single choice is skipped (a single final choice becomes one confirm button).
Menu values are short codes of the action (``m.C3.C4.1``) that are decoded, checked against
the current legal actions and applied with the version the menu was drawn for, so a stale
menu says so instead of acting.

The pure helpers (codes, menu steps, select splitting, slash-input matching, autocomplete)
take a plain engine state and are unit-tested without Discord.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.table import (
    DANGER,
    PRIMARY,
    SECONDARY,
    SUCCESS,
    ButtonSpec,
    GameKind,
    GameUI,
    SelectSpec,
    TableCog,
    TableTurn,
)
from cogs.table.service import _RENDER_POOL as RENDER_POOL  # share the table's 2 render threads
from games.base import RuleError
from games.caravan import CITY_OF, ENGINE, GOODS, LABEL_INDEX, VALUE, action_label
from render.caravan import render_board
from store import ACTIVE, GameRecord

SELECT_LIMIT = 25  # Discord's cap on the options of one select
MAX_ROWS = 5  # Discord's cap on the component rows of one message
HIGHLIGHT_MAX = 24  # outlining more than half the board tells the player nothing

# Board-button kinds, in display order: (label, emoji, style, action types).
KINDS: dict[str, tuple[str, str, str, tuple[str, ...]]] = {
    "camel": ("Camel", "🐪", PRIMARY, ("place", "move_camel")),
    "pickup": ("Pick up", "📦", PRIMARY, ("pickup",)),
    "steal": ("Steal", "🗡️", DANGER, ("steal",)),
    "good": ("Move good", "➡️", SUCCESS, ("move_good",)),
    "end": ("End turn", "⏭️", SECONDARY, ("end_turn",)),
}
KIND_OF_TYPE = {t: kind for kind, spec in KINDS.items() for t in spec[3]}
STALE = ("⌛ This menu is out of date — the game has moved on. Use the buttons on the newest "
         "board (`/caravan board` posts it again).")


class InputError(ValueError):
    """A slash-command input that matches no legal action; the text is for the player."""


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def legal(state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    return ENGINE.legal_actions(state, seat)


# -- action and source codes (select values and button args: short, no colons) ----------------


def encode_action(action: dict[str, Any]) -> str:
    """A short code naming ``action`` exactly, e.g. ``g.C3.ivory.0.D1``."""
    kind = action["type"]
    if kind == "place":
        return f"p.{action['to']}.{action['cost']}"
    if kind == "move_camel":
        return f"m.{action['from']}.{action['to']}.{action['cost']}"
    if kind == "pickup":
        return f"u.{action['at']}.{action['good']}"
    if kind == "steal":
        return f"s.{action['at']}.{action['victim']}.{action['good']}"
    if kind == "move_good":
        return f"g.{action['from']}.{action['good']}.{int(action['under'])}.{action['to']}"
    if kind == "end_turn":
        return "e"
    raise ValueError(f"no code for {kind!r}")


def _small_int(text: str) -> int | None:
    return int(text) if text.isdigit() and len(text) <= 2 else None


def decode_action(code: str) -> dict[str, Any] | None:
    """The action named by ``code``, or None if the code is malformed."""
    parts = (code or "").split(".")
    head, rest = parts[0], parts[1:]
    if head == "e" and not rest:
        return {"type": "end_turn"}
    if head == "p" and len(rest) == 2 and (cost := _small_int(rest[1])) is not None:
        return {"type": "place", "to": rest[0], "cost": cost}
    if head == "m" and len(rest) == 3 and (cost := _small_int(rest[2])) is not None:
        return {"type": "move_camel", "from": rest[0], "to": rest[1], "cost": cost}
    if head == "u" and len(rest) == 2:
        return {"type": "pickup", "at": rest[0], "good": rest[1]}
    if head == "s" and len(rest) == 3 and (victim := _small_int(rest[1])) is not None:
        return {"type": "steal", "at": rest[0], "victim": victim, "good": rest[2]}
    if head == "g" and len(rest) == 4 and rest[2] in ("0", "1"):
        return {"type": "move_good", "from": rest[0], "good": rest[1], "under": rest[2] == "1",
                "to": rest[3]}
    return None


def source_of(action: dict[str, Any]) -> str:
    """The first menu choice of a two-step action: ``supply``, ``C3`` or ``C3.ivory.0``."""
    kind = action["type"]
    if kind == "place":
        return "supply"
    if kind == "move_camel":
        return action["from"]
    if kind == "move_good":
        return f"{action['from']}.{action['good']}.{int(action['under'])}"
    return ""


def is_legal(action: dict[str, Any] | None, actions: list[dict[str, Any]]) -> bool:
    # Compare with types: in Python True == 1, but a listed action never mixes them up.
    return action is not None and any(
        action == a and all(type(action[k]) is type(a[k]) for k in a) for a in actions)


# -- describing spaces and choices ------------------------------------------------------------


def space_note(view: dict[str, Any], lab: str) -> str:
    """What lies on a space, for menu labels: "salt, 2 demand", "city of ivory"."""
    bits = []
    city = view["cities"].get(lab)
    if city:
        bits.append(f"{city} city")
    info = view["spaces"].get(lab)
    if info:
        if info["good"]:
            bits.append(info["good"])
        if info["demand"]:
            bits.append(f"{info['demand']} demand")
        if info["camels"]:
            bits.append(_plural(len(info["camels"]), "camel"))
    return ", ".join(bits)


def _with_note(text: str, note: str) -> str:
    return f"{text} · {note}" if note else text


def camel_destination_label(view: dict[str, Any], action: dict[str, Any]) -> str:
    return _with_note(f"{action['to']} ({_plural(action['cost'], 'action')})",
                      space_note(view, action["to"]))


def good_destination_label(action: dict[str, Any]) -> str:
    good, to = action["good"], action["to"]
    if CITY_OF[good] == to:
        return f"{to} — deliver {good} +{VALUE[good]}"
    return f"{to} — onto your unladen camel"


def good_source_label(action: dict[str, Any]) -> str:
    where = " (stolen, under the camel)" if action["under"] else ""
    return f"{action['good']}{where} at {action['from']}"


def camel_source_label(view: dict[str, Any], seat: int, source: str) -> str:
    if source == "supply":
        return f"New camel from supply ({view['players'][seat]['supply']} left)"
    mine = [c for c in view["spaces"][source]["camels"] if c["player"] == seat and not c["good"]]
    extra = f" ({len(mine)} unladen there)" if len(mine) > 1 else ""
    return f"Camel at {source}{extra}"


def pickup_label(view: dict[str, Any], action: dict[str, Any]) -> str:
    demand = view["spaces"].get(action["at"], {}).get("demand", 0)
    extra = f" (+{_plural(demand, 'demand marker')})" if demand else ""
    return f"{action['good']} at {action['at']}{extra}"


def steal_label(action: dict[str, Any], names: Sequence[str]) -> str:
    return f"{action['good']} from {_name(names, action['victim'])} at {action['at']}"


# -- menu steps -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Choice:
    value: str  # a source code or an action code
    label: str
    space: str | None = None  # the board space it refers to (highlight and row grouping)


@dataclass(frozen=True)
class Step:
    """One private menu: pick a source (``final`` False) or the action itself."""

    kind: str
    source: str | None  # None while the source is still being chosen
    final: bool
    prompt: str
    choices: tuple[Choice, ...]

    @property
    def highlight(self) -> list[str]:
        """Spaces to outline on the private image: the choices, unless they cover most of the
        board (a camel can go nearly anywhere) — then just the camel being moved."""
        spaces = list(dict.fromkeys(c.space for c in self.choices if c.space))
        if len(spaces) <= HIGHLIGHT_MAX:
            return spaces
        origin = (self.source or "").split(".")[0]
        return [origin] if origin in LABEL_INDEX else []


def kinds_available(state: dict[str, Any], seat: int) -> list[str]:
    """Board-button kinds with at least one legal action for ``seat``, in display order."""
    present = {KIND_OF_TYPE.get(a["type"]) for a in legal(state, seat)}
    return [k for k in KINDS if k in present]


def _of_kind(state: dict[str, Any], seat: int, kind: str) -> list[dict[str, Any]]:
    return [a for a in legal(state, seat) if KIND_OF_TYPE.get(a["type"]) == kind]


def first_step(state: dict[str, Any], seat: int, kind: str, names: Sequence[str]) -> Step | None:
    """The menu a board button opens, or None when that kind has no legal action."""
    actions = _of_kind(state, seat, kind)
    if not actions or kind == "end":
        return None
    view = ENGINE.view(state, seat)
    left = _plural(state["actions_left"], "action")
    if kind == "pickup":
        return Step(kind, "", True, f"📦 Pick up which good? ({left} left)", tuple(
            Choice(encode_action(a), pickup_label(view, a), a["at"]) for a in actions))
    if kind == "steal":
        return Step(kind, "", True, "🗡️ Steal which good? It rides under your camel; your theft "
                                    "marker goes to the victim.", tuple(
            Choice(encode_action(a), steal_label(a, names), a["at"]) for a in actions))
    sources = list(dict.fromkeys(source_of(a) for a in actions))
    if len(sources) == 1:
        return destination_step(state, seat, kind, sources[0], names)
    if kind == "camel":
        choices = tuple(Choice(s, camel_source_label(view, seat, s), None if s == "supply" else s)
                        for s in sources)
        prompt = f"🐪 Which camel? ({left} left) Only unladen camels can move."
    else:
        first_of = {}
        for a in actions:
            first_of.setdefault(source_of(a), a)
        choices = tuple(Choice(s, good_source_label(first_of[s]), first_of[s]["from"]) for s in sources)
        prompt = f"➡️ Which good should move? ({left} left)"
    return Step(kind, None, False, prompt, choices)


def destination_step(state: dict[str, Any], seat: int, kind: str, source: str,
                     names: Sequence[str]) -> Step | None:
    """The destinations of the camel/good chosen as ``source``; None if it has none now."""
    actions = [a for a in _of_kind(state, seat, kind) if source_of(a) == source]
    if not actions or kind not in ("camel", "good"):
        return None
    view = ENGINE.view(state, seat)
    left = _plural(state["actions_left"], "action")
    if kind == "camel":
        what = "the new camel" if source == "supply" else f"the camel from {source}"
        return Step(kind, source, True, f"🐪 Where should {what} go? ({left} left; a space "
                                        "with camels on it costs 2 actions)", tuple(
            Choice(encode_action(a), camel_destination_label(view, a), a["to"]) for a in actions))
    a0 = actions[0]
    return Step(kind, source, True, f"➡️ Where should the {good_source_label(a0)} go? "
                                    f"({left} left; your unladen camels in its chain are highlighted)",
                tuple(Choice(encode_action(a), good_destination_label(a), a["to"]) for a in actions))


def step_for(state: dict[str, Any], seat: int, kind: str, source: str | None,
             names: Sequence[str]) -> Step | None:
    if kind not in KINDS:
        return None
    if source is None:
        return first_step(state, seat, kind, names)
    if source == "":
        step = first_step(state, seat, kind, names)
        return step if step is not None and step.source == "" else None
    return destination_step(state, seat, kind, source, names)


# -- splitting choices over selects ------------------------------------------------------------


def _row_of(choice: Choice) -> str:
    return choice.space[1:] if choice.space else ""


def split_choices(choices: Sequence[Choice], limit: int = SELECT_LIMIT) -> list[list[Choice]]:
    """Chunks of at most ``limit`` choices, keeping board rows together when they fit.

    Nothing is dropped or reordered: the chunks concatenate back to ``choices``.
    """
    groups: list[list[Choice]] = []
    for c in choices:
        if groups and _row_of(groups[-1][-1]) == _row_of(c):
            groups[-1].append(c)
        else:
            groups.append([c])
    chunks: list[list[Choice]] = []
    for group in groups:
        for i in range(0, len(group), limit):
            piece = group[i:i + limit]
            if chunks and len(chunks[-1]) + len(piece) <= limit:
                chunks[-1].extend(piece)
            else:
                chunks.append(list(piece))
    return chunks


def _short(choice: Choice) -> str:
    return choice.space or choice.label.split(" ")[0]


def _placeholder(chunk: list[Choice], several: bool, final: bool) -> str:
    what = "Choose" if final else "Choose what to use"
    if not several:
        return what + "…"
    first, last = _short(chunk[0]), _short(chunk[-1])
    return f"{what}: {first}–{last}" if first != last else f"{what}: {first}"


def step_arg(step: Step, page: int) -> str:
    """Button arg naming a page of a step: ``page.kind[.source]``."""
    return f"{page}.{step.kind}" + ("" if step.source is None else f".{step.source}")


def parse_step_arg(arg: str) -> tuple[int, str, str | None] | None:
    parts = arg.split(".", 2)
    if len(parts) < 2 or not parts[0].isdigit():
        return None
    return int(parts[0]), parts[1], parts[2] if len(parts) == 3 else None


def menu_items(step: Step, page: int = 0) -> tuple[list[ButtonSpec | SelectSpec], int]:
    """The components of one page of ``step`` and the page count.

    One final choice becomes a confirm button; otherwise selects of at most 25 options, as
    many as fit in a message; beyond that, pages with Previous/Next buttons (never dropped).
    """
    key = "act" if step.final else "src"
    if step.final and len(step.choices) == 1:
        only = step.choices[0]
        return [ButtonSpec("act", only.label[:80], SUCCESS, arg=only.value)], 1
    chunks = split_choices(step.choices)
    per_page = MAX_ROWS if len(chunks) <= MAX_ROWS else MAX_ROWS - 1
    pages = max(1, -(-len(chunks) // per_page))
    page = max(0, min(page, pages - 1))
    shown = chunks[page * per_page:(page + 1) * per_page]
    several = len(chunks) > 1
    items: list[ButtonSpec | SelectSpec] = []
    for i, chunk in enumerate(shown):
        index = page * per_page + i
        arg = f"{step.kind}.{index}" if key == "src" else str(index)
        items.append(SelectSpec(key, [(c.value, c.label) for c in chunk],
                                _placeholder(chunk, several, step.final), arg=arg, row=i))
    if pages > 1:
        row = len(shown)
        items.append(ButtonSpec("page", "◀ Previous", SECONDARY, arg=step_arg(step, page - 1),
                                disabled=page == 0, row=row))
        items.append(ButtonSpec("page", f"Next ▶ ({page + 1}/{pages})", SECONDARY,
                                arg=step_arg(step, page + 1), disabled=page == pages - 1, row=row))
    return items, pages


def kind_buttons(state: dict[str, Any], seat: int) -> list[ButtonSpec]:
    """One button per kind of action ``seat`` can take now."""
    acted = state.get("acted", False)
    out = []
    for kind in kinds_available(state, seat):
        label, emoji, style, _types = KINDS[kind]
        if kind == "end" and not acted:
            label = "End turn (pass)"
        out.append(ButtonSpec(kind, label, style, emoji=emoji))
    return out


# -- turn checks and texts ----------------------------------------------------------------------


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
        return f"It's {_name(names, state['current'])}'s turn — wait for your ping."
    return None


def passing_ends_game(state: dict[str, Any], seat: int) -> bool:
    """True if ending this turn without acting ends the game (everyone else passed too)."""
    if state["acted"]:
        return False
    others = {i for i, p in enumerate(state["players"]) if not p["resigned"] and i != seat}
    return others <= set(state["passers"])


def remaining_text(state: dict[str, Any], action: dict[str, Any]) -> str:
    """What is left of the turn after ``action`` (computed before applying it)."""
    if action["type"] == "end_turn":
        return "Your turn is over."
    if (action["type"] == "move_good" and state["end_triggered"]
            and CITY_OF[action["good"]] == action["to"]):
        return "The bag is empty, so that delivery ends the game!"
    left = state["actions_left"] - int(action.get("cost", 1))
    if left <= 0:
        return "That was your last action: your turn is over."
    return f"{_plural(left, 'action')} left this turn."


def carried_lines(view: dict[str, Any], seat: int) -> list[str]:
    out = []
    for lab, info in view["spaces"].items():
        for c in info["camels"]:
            if c["player"] == seat and c["good"]:
                how = " (stolen, under the camel)" if c["under"] else ""
                out.append(f"{c['good']}{how} on {lab}")
    return out


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
                f"{_plural(state['actions_left'], 'action')} left.")
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
        whom = " and ".join(_name(names, v) for v in victims) if victims else "Nobody"
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
                add(_name(names, v), f"<@{user_ids[v]}>" if v < len(user_ids) else _name(names, v))
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


# -- the game UI -------------------------------------------------------------------------------


class CaravanUI(GameUI):
    hand_label = "My caravan"

    def headline(self, game: GameRecord, state: dict[str, Any]) -> str:
        if state["over"]:
            return "Finished"
        who = _name(game.names, state["current"])
        text = f"Turn {state['turn'] + 1} · {who}: {_plural(state['actions_left'], 'action')} left"
        if state["end_triggered"]:
            text += " · the bag is empty: the next delivery ends the game!"
        return text

    def waiting_text(self, game: GameRecord, state: dict[str, Any], seats: list[int]) -> str:
        left = state["actions_left"]
        return f"your turn: {_plural(left, 'action')} left. Use the buttons below or `/caravan …`."

    def turn_key(self, engine: Any, state: dict[str, Any]) -> Any:
        # A new board (and ping) per turn; the actions within a turn edit it in place.
        return state["turn"]

    def board_buttons(self, game: GameRecord, state: dict[str, Any]) -> list[ButtonSpec]:
        if state["over"]:
            return []
        return kind_buttons(state, state["current"])

    def private_text(self, game: GameRecord, view: dict[str, Any], seat: int) -> str:
        me = view["players"][seat]
        lines = [f"🐪 Camels: {me['supply']} in your supply, {me['on_board']} on the board "
                 f"({me['carrying']} laden)."]
        carried = carried_lines(view, seat)
        lines.append("📦 Carrying: " + ("; ".join(carried) if carried else "nothing."))
        lines.append("🗡️ Theft marker: " + ("you hold one." if me["theft"] else
                                            "none — you cannot steal until someone steals from you."))
        lines.append(f"🏆 Score: {me['goods_points']} for goods + {me['demand']} demand − "
                     f"{me['penalty']} carrying penalty = **{me['score']}**.")
        delivered = ", ".join(f"{g} ×{n}" for g, n in me["delivered"].items() if n)
        if delivered:
            lines.append(f"✅ Delivered: {delivered}.")
        if view["current"] == seat:
            lines.append(f"▶️ Your turn: {_plural(view['actions_left'], 'action')} left.")
        return "\n".join(lines)

    # -- buttons and selects ----------------------------------------------------------------
    def _problem(self, turn: TableTurn) -> str | None:
        return turn_problem(turn.state, turn.seat, turn.names, turn.stamp, turn.game.version)

    async def on_button(self, turn: TableTurn, key: str, arg: str) -> None:
        problem = self._problem(turn)
        if problem:
            await turn.reply(problem)
            return
        if key == "end":
            await self._end_turn(turn, confirmed=arg == "sure")
        elif key in KINDS:
            step = first_step(turn.state, turn.seat, key, turn.names)
            if step is None:
                await turn.reply(f"You cannot {KINDS[key][0].lower()} right now.")
            else:
                await show_step(turn, step)
        elif key == "act":
            await apply_code(turn, arg)
        elif key == "page" and (parsed := parse_step_arg(arg)):
            page, kind, source = parsed
            step = step_for(turn.state, turn.seat, kind, source, turn.names)
            await (show_step(turn, step, page) if step else turn.reply(STALE))
        else:
            await super().on_button(turn, key, arg)

    async def on_select(self, turn: TableTurn, key: str, arg: str, values: list[str]) -> None:
        problem = self._problem(turn)
        if problem:
            await turn.reply(problem)
            return
        if key == "act":
            await apply_code(turn, values[0])
        elif key == "src":
            kind = arg.split(".")[0]
            step = destination_step(turn.state, turn.seat, kind, values[0], turn.names)
            await (show_step(turn, step) if step else turn.reply(STALE))
        else:
            await super().on_select(turn, key, arg, values)

    async def _end_turn(self, turn: TableTurn, confirmed: bool) -> None:
        if passing_ends_game(turn.state, turn.seat) and not confirmed:
            await turn.reply("Everyone else passed their last turn: if you pass too, **the game "
                             "ends now**. Are you sure?", items=[
                                 ButtonSpec("end", "Yes, pass and end the game", DANGER, arg="sure")])
            return
        await apply_action(turn, {"type": "end_turn"})


async def render_private(turn: TableTurn, highlight: list[str]) -> bytes:
    """The public board with the choices highlighted, drawn off the event loop."""
    view = turn.engine.view(turn.state, None)
    seats = turn.kind.seat_infos(turn.game)
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(RENDER_POOL, lambda: render_board(view, seats, highlight=highlight))


async def show_step(turn: TableTurn, step: Step, page: int = 0) -> None:
    """Send one private menu step, with the board beside it (its choices highlighted), so a
    player on a phone need not scroll back to the public board."""
    items, _pages = menu_items(step, page)
    message = turn.interaction.message
    if message is not None and message.flags.ephemeral:
        # The next step of a private menu replaces it (one render, ~0.1 s, fits in Discord's 3 s).
        png = await render_private(turn, step.highlight)
        await turn.update(step.prompt, items=items, png=png, filename="choices.png")
        return
    await turn.defer()  # a new private reply: acknowledge before the slower work
    png = await render_private(turn, step.highlight)
    await turn.reply(step.prompt, items=items, png=png, filename="choices.png")


async def apply_code(turn: TableTurn, code: str) -> None:
    action = decode_action(code)
    if not is_legal(action, turn.legal()):
        await turn.reply(STALE)
        return
    assert action is not None
    await apply_action(turn, action)


async def apply_action(turn: TableTurn, action: dict[str, Any], *, menu: bool = True) -> bool:
    """Apply a legal action; from a component, only if the game is still at its version.

    After a successful action that leaves the turn going, a private row of the next kinds of
    action saves the player scrolling back to the board.
    """
    state = turn.state
    confirm = f"✅ {action_label(action, turn.names)}. {remaining_text(state, action)}"
    # A component carries the version it was drawn for (a double click applies once);
    # a slash command (stamp None) is checked against the latest state by the engine.
    if not await turn.apply(action, confirm=confirm, expected_version=turn.stamp):
        return False
    new = turn.state
    if menu and not new["over"] and new["current"] == turn.seat:
        buttons = kind_buttons(new, turn.seat)
        await turn.reply(f"Next? {_plural(new['actions_left'], 'action')} left.", items=buttons)
    return True


KIND = GameKind(engine=ENGINE, render_board=render_board, ui=CaravanUI(), emoji="🐫",
                colour=0xE0B060)


# -- slash commands ----------------------------------------------------------------------------


class CaravanCog(TableCog, group_name="caravan",
                 group_description="Caravan: pass goods along your camel chains to the cities"):
    def __init__(self, bot: commands.Bot) -> None:
        super().__init__(bot, KIND)

    @app_commands.command(name="new", description="Open a Caravan lobby in this channel (2–4 players)")
    @app_commands.describe(length="Short game (32 goods) or full (48); auto = short for 2–3 players",
                           camels="Camels per player: 5 standard, 6 for a relaxed learning game")
    @app_commands.choices(
        length=[app_commands.Choice(name="Auto (short for 2–3 players)", value="auto"),
                app_commands.Choice(name="Short (32 goods)", value="short"),
                app_commands.Choice(name="Full (48 goods)", value="full")],
        camels=[app_commands.Choice(name="5 camels (standard)", value="5"),
                app_commands.Choice(name="6 camels (learning)", value="6")])
    async def new(self, interaction: discord.Interaction,
                  length: app_commands.Choice[str] | None = None,
                  camels: app_commands.Choice[str] | None = None) -> None:
        await self.open_lobby(interaction, {"length": length.value if length else "auto",
                                            "camels": camels.value if camels else "5"})

    async def _run(self, interaction: discord.Interaction, resolve: Any) -> None:
        """Resolve typed input against the legal actions and apply it, or explain why not.

        ``resolve(turn)`` returns the matching legal action or raises InputError."""
        turn = await self.table.turn_from_command(interaction, self.kind)
        if turn is None:
            return
        try:
            action = resolve(turn)
        except InputError as exc:
            await turn.reply(f"⛔ {exc}")
            return
        await apply_action(turn, action, menu=False)

    @app_commands.command(name="place", description="Place a camel from your supply (1 action, 2 if occupied)")
    @app_commands.describe(to="The space, e.g. C4")
    async def place(self, interaction: discord.Interaction, to: str) -> None:
        await self._run(interaction, lambda t: resolve_place(t.state, t.seat, t.names, to))

    @app_commands.command(name="move", description="Move an unladen camel (1 action, 2 if occupied)")
    @app_commands.describe(from_="Where your unladen camel stands, e.g. C3", to="Where it goes, e.g. C4")
    @app_commands.rename(from_="from")
    async def move(self, interaction: discord.Interaction, from_: str, to: str) -> None:
        await self._run(interaction, lambda t: resolve_move(t.state, t.seat, t.names, from_, to))

    @app_commands.command(name="pickup", description="Pick up the good under your unladen camel (1 action)")
    @app_commands.describe(at="The space, e.g. A1")
    async def pickup(self, interaction: discord.Interaction, at: str) -> None:
        await self._run(interaction, lambda t: resolve_pickup(t.state, t.seat, t.names, at))

    @app_commands.command(name="steal", description="Steal a good from another player's camel (1 action, your theft marker)")
    @app_commands.describe(at="The space where your unladen camel stands", victim="Whose good",
                           good="Which good, if the victim carries several there")
    async def steal(self, interaction: discord.Interaction, at: str, victim: str | None = None,
                    good: str | None = None) -> None:
        await self._run(interaction, lambda t: resolve_steal(
            t.state, t.seat, t.names, at, victim, good, [s.user_id for s in t.game.seats]))

    @app_commands.command(name="good", description="Move or deliver a good along your camel chain (1 action)")
    @app_commands.describe(from_="Where the good is, e.g. C3", to="Your unladen camel or the city, e.g. D1",
                           good="Which good, if several are on that space")
    @app_commands.rename(from_="from")
    async def good(self, interaction: discord.Interaction, from_: str, to: str,
                   good: str | None = None) -> None:
        await self._run(interaction, lambda t: resolve_good(t.state, t.seat, t.names, from_, to, good))

    @app_commands.command(name="end", description="End your turn now")
    async def end(self, interaction: discord.Interaction) -> None:
        turn = await self.table.turn_from_command(interaction, self.kind)
        if turn is None:
            return
        problem = turn_problem(turn.state, turn.seat, turn.names)
        if problem:
            await turn.reply(f"⛔ {problem}")
            return
        if passing_ends_game(turn.state, turn.seat):
            # Same safety as the button: passing here ends the game, so ask on a button.
            await turn.reply("Everyone else passed their last turn: if you pass too, **the game "
                             "ends now**. Are you sure?", items=[
                                 ButtonSpec("end", "Yes, pass and end the game", DANGER, arg="sure")])
            return
        await apply_action(turn, {"type": "end_turn"}, menu=False)

    # -- autocomplete --------------------------------------------------------------------------
    async def _suggest(self, interaction: discord.Interaction, command: str, option: str,
                       current: str) -> list[app_commands.Choice[str]]:
        game = await self.table.store.open_game(interaction.channel_id or 0)
        if game is None or game.kind != self.kind.key or game.status != ACTIVE or game.state is None:
            return []
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            return []
        filled = {k: getattr(interaction.namespace, k, None) for k in ("from", "to", "at", "victim")}
        pairs = autocomplete_choices(ENGINE.from_dict(game.state), seat, game.names, command,
                                     option, current, filled, [s.user_id for s in game.seats])
        return [app_commands.Choice(name=n, value=v) for n, v in pairs]

    @place.autocomplete("to")
    async def _place_to(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "place", "to", current)

    @move.autocomplete("from_")
    async def _move_from(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "move", "from", current)

    @move.autocomplete("to")
    async def _move_to(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "move", "to", current)

    @pickup.autocomplete("at")
    async def _pickup_at(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "pickup", "at", current)

    @steal.autocomplete("at")
    async def _steal_at(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "steal", "at", current)

    @steal.autocomplete("victim")
    async def _steal_victim(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "steal", "victim", current)

    @steal.autocomplete("good")
    async def _steal_good(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "steal", "good", current)

    @good.autocomplete("from_")
    async def _good_from(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "good", "from", current)

    @good.autocomplete("to")
    async def _good_to(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "good", "to", current)

    @good.autocomplete("good")
    async def _good_good(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, "good", "good", current)


async def setup(bot: commands.Bot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(CaravanCog(bot))
