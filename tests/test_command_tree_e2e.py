"""Every command a Swedish, Czech, French or Polish user finds in Discord's command list is in
their language: the tree exactly as the real bot synced it to the stand-in, walked entry by
entry — commands, subcommands, options and choices — and each must carry a name and a
description for every language we translate, with a description that says what the entry
does rather than repeating its name ("/catan roll: Roll", "cost: cost").

Game titles (``/catan``, ``/caravan``…) keep their own name in every language. Whatever is
added to the tree later (a command, an option, a choice) is walked the same way."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.e2e

# Discord's locales of the languages we write, besides English.
LOCALES = ("sv-SE", "cs", "fr", "pl")
GAMES = {p.parent.name for p in (Path(__file__).resolve().parents[1] / "cogs").glob(
    "*/locales") if p.parent.name != "table"}
SUBCOMMAND, GROUP = 1, 2


def walk(items: list[dict[str, Any]], path: tuple[str, ...] = ()
         ) -> Iterator[tuple[str, dict[str, Any], str]]:
    """(where, entry, what) for every command, subcommand, option and choice."""
    for item in items:
        where = " ".join((*path, item["name"]))
        if not path:
            what = "command"
        else:
            what = "subcommand" if item.get("type") in (SUBCOMMAND, GROUP) else "option"
        yield f"/{where}", item, what
        for choice in item.get("choices") or []:
            yield f"/{where} [{choice['name']}]", choice, "choice"
        yield from walk(item.get("options") or [], (*path, item["name"]))


def words(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.lower()))


def repeats(name: str, description: str) -> bool:
    """A description that only says the name again ("end-turn: End turn", "pickup: Pick
    up", "cost: cost")."""
    flat = re.sub(r"\W|_", "", description.lower())
    return flat == re.sub(r"\W|_", "", name.lower()) or words(description) <= words(
        name.replace("-", " ").replace("_", " "))


def problems_of(tree: list[dict[str, Any]]) -> list[str]:
    problems: list[str] = []
    for where, entry, what in walk(tree):
        title = what == "command" and entry["name"] in GAMES
        names = entry.get("name_localizations") or {}
        missing = [loc for loc in LOCALES if not names.get(loc)]
        if missing and not title:
            problems.append(f"{where}: no name in {', '.join(missing)}")
        if what == "choice":
            continue
        texts = entry.get("description_localizations") or {}
        missing = [loc for loc in LOCALES if not texts.get(loc)]
        if missing:
            problems.append(f"{where}: no description in {', '.join(missing)}")
        if repeats(entry["name"], entry.get("description") or ""):
            problems.append(f"{where}: the description {entry.get('description')!r} only "
                            "repeats the name")
        for loc in LOCALES:
            name, text = names.get(loc, entry["name"]), texts.get(loc)
            if text and repeats(name, text):
                problems.append(f"{where} ({loc}): the description {text!r} only repeats "
                                f"the name {name!r}")
    return problems


def test_the_check_finds_what_it_looks_for():
    """The walk itself can fail: an option without words, a bare choice, a name repeated."""
    tree = [{"name": "demo", "description": "Demo", "options": [
        {"type": SUBCOMMAND, "name": "roll", "description": "Roll",
         "name_localizations": dict.fromkeys(LOCALES, "x"),
         "description_localizations": dict.fromkeys(LOCALES, "Roll the dice"),
         "options": [{"type": 3, "name": "cost", "description": "cost",
                      "choices": [{"name": "One", "value": "1"}]}]}]}]
    found = "\n".join(problems_of(tree))
    assert "/demo: no name in sv-SE, cs, fr, pl" in found
    assert "/demo: no description" in found and "/demo: the description 'Demo'" in found
    assert "/demo roll: the description 'Roll' only repeats" in found
    assert "/demo roll cost: no name" in found and "/demo roll cost: no description" in found
    assert "/demo roll cost [One]: no name" in found
    assert problems_of([{**tree[0], "name": "catan", "description": "Settle an island",
                         "description_localizations": dict.fromkeys(LOCALES, "Osídli ostrov"),
                         "options": []}]) == []  # a game's title keeps its name


async def test_every_synced_command_entry_is_worded_in_every_language(standin, world, make_bot):
    await make_bot()
    tree = standin.commands(world.guild)
    assert {c["name"] for c in tree} >= {"table", "play", "me", *GAMES}
    # A game's own commands: its lobby, and the moves one types values into. Every other
    # move is a click on the board or a pick in /play ("/catan roll" only repeated them).
    subcommands = {c["name"]: {o["name"]: [p["name"] for p in o.get("options") or []]
                               for o in c["options"]} for c in tree if c["name"] in GAMES}
    assert {game: set(subs) for game, subs in subcommands.items()} == {
        "catan": {"new", "trade", "counter-trade", "discard"},
        "caravane": {"new", "setup", "bid", "bid-bag"},
        "caravan": {"new"}, "yspahan": {"new"}}
    # A move option only where there is a move to pick before the values.
    assert subcommands["catan"]["trade"] == ["move", "give", "get"]
    assert subcommands["catan"]["discard"] == ["cards"]
    assert subcommands["caravane"]["bid"] == ["amount"]
    problems = problems_of(tree)
    assert not problems, "\n".join(problems)
