"""From legal actions to a step-by-step choice, for every game (pure; no Discord).

A board button names a *group* (``ActionSpec.key``). Its candidates are the seat's legal
actions of that group, with each template expanded over the values of its list parameters
(a trade offer "to everyone", "to Bjørn", …). A choice in progress is a ``Path``: a
representative candidate (its index in the candidate list, which is fixed for one state)
and how many of its keys are fixed — the action type first, then the spec's parameters in
order. Keys with a single remaining value are skipped, so a player only ever picks where
there is a real choice. The path fits in a custom id, so menus survive restarts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.base import TEMPLATE, Action, ActionSpec, Engine, Param, is_template

if TYPE_CHECKING:
    from table.kind import GameUI

SELECT_LIMIT = 25
PAGE_SIZE = 23  # a paged select keeps two entries for "previous" / "next"
BUTTON_LIMIT = 5  # up to this many short values are offered as buttons
SPLIT_SELECTS = 4  # a longer list is split over this many selects (one click) before paging
MERGE_LIMIT = 8  # a type with at most this many first values is offered value by value
ALL = "_"   # the path group of every candidate of the seat
NEXT = "+"  # the path group of every candidate a board button offers


@dataclass(frozen=True)
class Path:
    group: str
    rep: int = -1   # index of a representative candidate; -1 = nothing chosen yet
    depth: int = 0  # keys of the representative that are fixed
    page: int = 0

    def encode(self) -> str:
        return f"{self.group}.{self.rep}.{self.depth}.{self.page}"

    @classmethod
    def decode(cls, text: str) -> Path | None:
        parts = text.split(".")
        if len(parts) != 4 or not parts[0]:
            return None
        try:
            rep, depth, page = int(parts[1]), int(parts[2]), int(parts[3])
        except ValueError:
            return None
        if depth < 0 or page < 0 or rep < -1 or depth > 16:
            return None
        return cls(parts[0], rep, depth, page)


@dataclass(frozen=True)
class Pick:
    """A real choice: ``key`` ("type" or a parameter name) with ``options`` as
    (candidate index that represents the value, the value).

    For ``key == "type"`` a value is a dict: ``{"type": t}``, or ``{"type": t, name: v}`` when
    a type with few first values is offered value by value (one click less: "Place camel",
    "Move camel at C3", …); ``depths`` then says how many keys each option fixes."""

    key: str
    param: Param | None
    action_type: str | None
    options: list[tuple[int, Any]]
    path: Path
    chosen: dict[str, Any]
    depths: tuple[int, ...] = ()
    merged: tuple[Param, ...] = ()  # the first parameters offered inside a type step


@dataclass(frozen=True)
class Done:
    """Everything is chosen: ``action`` is concrete, or a template still to be composed."""

    action: Action
    index: int
    path: Path

    @property
    def needs_composer(self) -> bool:
        return is_template(self.action)


@dataclass(frozen=True)
class Nothing:
    """The seat has no legal action in this group now."""

    path: Path


Step = Pick | Done | Nothing


def group_of(engine: Engine, action: Action) -> str:
    spec = engine.spec(action.get("type", ""))
    return spec.key if spec else str(action.get("type"))


def list_params(spec: ActionSpec | None, action: Action) -> list[Param]:
    """The parameters chosen from a list: every one of a concrete action, the non-composed
    ones of a template (composed ones are typed in the composer)."""
    if spec is None:
        return []
    if is_template(action):
        return [p for p in spec.params if not p.composed and p.name in action]
    return [p for p in spec.params if p.name in action]


def expand(engine: Engine, action: Action) -> list[Action]:
    """A template with list-valued parameters becomes one candidate per combination."""
    if not is_template(action):
        return [action]
    out = [dict(action)]
    for p in list_params(engine.spec(action["type"]), action):
        values = action[p.name]
        if not isinstance(values, list):
            continue
        out = [{**c, p.name: v} for c in out for v in values]
    return out


def candidates(engine: Engine, legal: list[Action], group: str | None = None) -> list[Action]:
    """The seat's choosable actions (of ``group``), templates expanded, in legal order."""
    out: list[Action] = []
    for action in legal:
        if group is None or group_of(engine, action) == group:
            out.extend(expand(engine, action))
    return out


def path_candidates(engine: Engine, legal: list[Action], group: str) -> list[Action]:
    """The candidates a path's ``group`` names: one board group, ``ALL`` (everything the seat
    may do: ``/play``, ``/table resign``) or ``NEXT`` (everything a board button offers: the
    menu that follows a move while the same player is still to act)."""
    if group == ALL:
        return candidates(engine, legal)
    if group == NEXT:
        return candidates(engine, [a for a in legal if _on_board(engine, a)])
    return candidates(engine, legal, group)


def group_candidates(engine: Engine, legal: list[Action], group: str,
                     members: Mapping[str, Sequence[str]] | None = None) -> list[Action]:
    """``path_candidates``, where ``group`` may also be a board button that holds several
    groups' moves (``GameUI.group_members``, e.g. Catan's offer)."""
    inner = (members or {}).get(group)
    if inner:
        return [a for member in inner for a in path_candidates(engine, legal, member)]
    return path_candidates(engine, legal, group)


def _on_board(engine: Engine, action: Action) -> bool:
    spec = engine.spec(action.get("type", ""))
    return spec is not None and spec.board


def keys_of(engine: Engine, action: Action) -> list[str]:
    return ["type"] + [p.name for p in list_params(engine.spec(action["type"]), action)]


def _same(a: Action, b: Action, keys: list[str]) -> bool:
    return all(a.get(k) == b.get(k) for k in keys)


def step(engine: Engine, cands: list[Action], path: Path) -> Step:
    """The next real choice on ``path`` (or the finished action)."""
    if not cands:
        return Nothing(path)
    rep = path.rep if 0 <= path.rep < len(cands) else -1
    depth = path.depth if rep >= 0 else 0
    base_index = max(rep, 0)
    base = cands[base_index]
    keys = keys_of(engine, base)
    depth = min(depth, len(keys))
    while True:
        fixed = keys[:depth]
        pool = [i for i, c in enumerate(cands) if _same(c, base, fixed)] if depth else \
            list(range(len(cands)))
        if depth >= len(keys):
            return Done(cands[pool[0]], pool[0], Path(path.group, pool[0], depth))
        key = keys[depth]
        options: list[tuple[int, Any]] = []
        seen: list[Any] = []
        for i in pool:
            value = cands[i].get(key)
            if value not in seen:
                seen.append(value)
                options.append((i, value))
        if len(options) == 1:
            depth += 1
            if key == "type":  # the type decides which keys follow
                base_index = options[0][0]
                base = cands[base_index]
                keys = keys_of(engine, base)
            continue
        if key == "type":
            return _type_pick(engine, cands, pool, options, path)
        spec = engine.spec(base["type"])
        param = spec.param(key) if spec is not None else None
        chosen = {k: base.get(k) for k in fixed}
        return Pick(key, param, base["type"], options,
                    Path(path.group, base_index if depth else -1, depth, path.page), chosen)


def _type_pick(engine: Engine, cands: list[Action], pool: list[int],
               types: list[tuple[int, Any]], path: Path) -> Pick:
    """The type step. A type whose first parameter has only a few values is offered value
    by value, as long as the whole step still fits one select."""
    entries: list[list[tuple[int, Any, int]]] = [[(i, {"type": t}, 1)] for i, t in types]
    merged: list[Param] = []
    for n, (i, t) in enumerate(types):
        keys = keys_of(engine, cands[i])
        if len(keys) < 2:
            continue
        first = keys[1]
        values: list[tuple[int, Any]] = []
        for j in pool:
            c = cands[j]
            if c["type"] == t and c.get(first) not in [v for _, v in values]:
                values.append((j, c.get(first)))
        total = sum(len(e) for e in entries) - 1 + len(values)
        if 1 < len(values) <= MERGE_LIMIT and total <= SELECT_LIMIT:
            entries[n] = [(j, {"type": t, first: v}, 2) for j, v in values]
            spec = engine.spec(t)
            if spec is not None:
                merged.append(spec.param(first))
    flat = [e for group in entries for e in group]
    return Pick("type", None, None, [(i, v) for i, v, _ in flat], Path(path.group, -1, 0, path.page),
                {}, tuple(d for _, _, d in flat), tuple(merged))


def choose(pick: Pick, index: int) -> Path:
    """The path after picking the option represented by candidate ``index``."""
    step = 1
    if pick.depths:
        step = next((d for (i, _), d in zip(pick.options, pick.depths, strict=True) if i == index), 1)
    return Path(pick.path.group, index, pick.path.depth + step)


def page_of(options: list[Any], page: int) -> tuple[list[Any], int, int]:
    """The slice of ``options`` for one select, the page shown and the page count (only for
    lists too long to split over ``SPLIT_SELECTS`` selects)."""
    if len(options) <= SELECT_LIMIT:
        return list(options), 0, 1
    pages = (len(options) + PAGE_SIZE - 1) // PAGE_SIZE
    page = max(0, min(page, pages - 1))
    return list(options[page * PAGE_SIZE:(page + 1) * PAGE_SIZE]), page, pages


def strip_template(action: Action) -> Action:
    return {k: v for k, v in action.items() if k != TEMPLATE}


# A path group's suffix: the board button's group plus the seat's personal actions.
MINE = "~"


def personal_candidates(engine: Engine, legal: list[Action]) -> list[Action]:
    """The seat's legal actions of ``personal`` specs (no public button of their own)."""
    def personal(action: Action) -> bool:
        spec = engine.spec(action.get("type", ""))
        return spec is not None and spec.personal
    return candidates(engine, [a for a in legal if personal(a)])


def board_groups(engine: Engine, ui: GameUI, state: dict[str, Any], view: dict[str, Any],
                 to_act: Sequence[int]) -> list[str]:
    """The board buttons: groups some seat of ``to_act`` may use, as the (public) UI allows
    (``view``: the public view)."""
    legal: list[str] = []
    for seat in to_act:
        for action in engine.legal_actions(state, seat):
            spec = engine.spec(action.get("type", ""))
            if spec is None or not spec.board or spec.personal:  # personal: in the menus
                continue
            if spec.key not in legal:
                legal.append(spec.key)
    order = [s.key for s in engine.action_specs]
    legal.sort(key=lambda k: order.index(k) if k in order else len(order))
    return ui.board_groups(view, legal)
