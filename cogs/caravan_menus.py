"""What a Caravan player sees and clicks: menus built from ``ENGINE.legal_actions``.

Pure helpers, no Discord connection: the short codes that name an action in a select value
or button arg (``m.C3.C4.1``), the labels of sources and destinations, the menu steps a board
button opens (source, then destination; a step with one choice is skipped), the splitting of
choices over selects and pages, and the short texts shown around an action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cogs.table import DANGER, PRIMARY, SECONDARY, SUCCESS, ButtonSpec, SelectSpec
from games.caravan import CITY_OF, ENGINE, LABEL_INDEX, VALUE

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


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def player_name(names: Sequence[str], seat: int) -> str:
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
            bits.append(plural(len(info["camels"]), "camel"))
    return ", ".join(bits)


def _with_note(text: str, note: str) -> str:
    return f"{text} · {note}" if note else text


def camel_destination_label(view: dict[str, Any], action: dict[str, Any]) -> str:
    return _with_note(f"{action['to']} ({plural(action['cost'], 'action')})",
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
    extra = f" (+{plural(demand, 'demand marker')})" if demand else ""
    return f"{action['good']} at {action['at']}{extra}"


def steal_label(action: dict[str, Any], names: Sequence[str]) -> str:
    return f"{action['good']} from {player_name(names, action['victim'])} at {action['at']}"


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
    left = plural(state["actions_left"], "action")
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
    left = plural(state["actions_left"], "action")
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


# -- texts around an action -------------------------------------------------------------------


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
    return f"{plural(left, 'action')} left this turn."


def carried_lines(view: dict[str, Any], seat: int) -> list[str]:
    out = []
    for lab, info in view["spaces"].items():
        for c in info["camels"]:
            if c["player"] == seat and c["good"]:
                how = " (stolen, under the camel)" if c["under"] else ""
                out.append(f"{c['good']}{how} on {lab}")
    return out
