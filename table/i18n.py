"""Message catalogues in five languages, with Project Fluent.

Why Fluent (``fluent.runtime``) rather than gettext: Czech and Polish need three plural
categories *and* grammatical cases of game terms ("osada", "osadę", "osady"); Fluent's
selectors and terms let each translation pick forms by CLDR plural rules (via Babel) and by
case, inside the translation, without the code knowing the language.

Layout: ``table/locales/<lang>.ftl`` (the table's own words) and
``cogs/<game>/locales/<lang>.ftl`` — one file per language per game, each game's registered
under its key by its ``GameKind`` (``register``; renderers find theirs by that key, never by
path). A new game adds its own folder; a new language adds one file per folder (and its code
to ``LOCALES``).

Which language: a ``ContextVar`` holds the locale of what is being written — the player's
for private answers, the server's for public boards — set by the Discord layer with
``use_locale``. Code that writes words never passes a language around.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import logging
import weakref
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

log = logging.getLogger(__name__)

LOCALES = ("en", "sv", "cs", "fr", "pl")
DEFAULT = "en"

_locale: contextvars.ContextVar[str] = contextvars.ContextVar("locale", default=DEFAULT)


def current() -> str:
    """The language words are being written in right now."""
    return _locale.get()


def set_locale(code: str | None) -> str:
    """Write in ``code`` from now on in this task (each Discord interaction runs in a task of
    its own, so this is how its handler learns the player's language)."""
    code = code if code in LOCALES else DEFAULT
    _locale.set(code)
    return code


@contextlib.contextmanager
def use_locale(code: str | None) -> Iterator[str]:
    """Write in ``code`` (one of ``LOCALES``; anything else means English) inside the block."""
    code = code if code in LOCALES else DEFAULT
    token = _locale.set(code)
    try:
        yield code
    finally:
        _locale.reset(token)


def from_discord(value: object) -> str:
    """Our language for a Discord locale ("sv-SE" → "sv", "pt-BR" → "en")."""
    text = str(getattr(value, "value", value) or "").lower()
    short = text.split("-")[0]
    return short if short in LOCALES else DEFAULT


def _arg(value: Any) -> Any:
    # Ids, versions and layout numbers must never read "1 234": no digit grouping, ever.
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, float):
        return fluent_number(value, useGrouping=False, maximumFractionDigits=2)
    if value is None:
        return ""
    return value if isinstance(value, str) else str(value)


# Commands as messages name them: a mention (``</table board:id>``), which every client shows
# in its own language and makes clickable; plain ``/table board`` until the ids are known.
# Every message may use them as ``{ $cmd_table_board }``, ``{ $cmd_play }``...
_COMMANDS: dict[str, str] = {}


def command_variable(path: str) -> str:
    return "cmd_" + path.replace(" ", "_").replace("-", "_")


def set_commands(paths: Iterable[str], ids: Mapping[str, int] | None = None) -> None:
    """Name these command paths ("table board") by mention, given each top-level command's
    id; a path whose top-level id is unknown is written as plain ``/path``."""
    ids = ids or {}
    _COMMANDS.clear()
    for path in paths:
        root = path.split()[0]
        _COMMANDS[command_variable(path)] = (f"</{path}:{ids[root]}>" if root in ids
                                             else f"`/{path}`")
    Messages._cached.cache_clear()


def mention(path: str) -> str:
    """How a message names the command ``path``."""
    return _COMMANDS.get(command_variable(path), f"`/{path}`")


class Messages:
    """One domain's catalogue (the table's, or one game's) in every language.

    A language's file is parsed when first needed: a bot whose players write in two
    languages keeps two parsed catalogues per domain, not five (each is ~0.6 MB of Fluent
    syntax tree, plus Babel's data for the language)."""

    def __init__(self, directory: Path | str) -> None:
        self.directory = Path(directory)
        self._loaded: dict[str, FluentBundle | None] = {}
        _ALL.add(self)

    def _bundle(self, code: str) -> FluentBundle | None:
        try:
            return self._loaded[code]
        except KeyError:
            pass
        path = self.directory / f"{code}.ftl"
        bundle = None
        if code in LOCALES and path.exists():
            bundle = FluentBundle([code], use_isolating=False)
            # Without spans: positions in the file are for error reports, a third of the tree.
            bundle.add_resource(FluentParser(with_spans=False).parse(
                path.read_text(encoding="utf-8")))
        self._loaded[code] = bundle  # a race loads it twice, harmlessly
        return bundle

    def unload(self) -> None:
        """Forget the parsed files; each is parsed again when next needed."""
        self._loaded = {}

    def has(self, key: str, locale: str = DEFAULT) -> bool:
        bundle = self._bundle(locale)
        return bundle is not None and bundle.has_message(key)

    def format(self, key: str, params: Mapping[str, Any] | None = None,
               locale: str | None = None) -> str:
        """The message ``key`` in ``locale`` (default: the current one), falling back to
        English; the key itself when nobody has it."""
        locale = locale or current()
        items = tuple(sorted((params or {}).items()))
        try:
            return self._cached(key, items, locale)
        except TypeError:  # an unhashable parameter: format it afresh
            return self._format(key, dict(items), locale)

    @functools.lru_cache(maxsize=2048)  # noqa: B019 - one Messages per catalogue, for good
    def _cached(self, key: str, items: tuple[tuple[str, Any], ...], locale: str) -> str:
        # Boards repeat the same words every render; Fluent and Babel take ~50 µs a message.
        # Bounded low: log lines with names and dice rarely repeat, and under load 8,192 of
        # them per catalogue could hold ~5 MB (about 600 bytes an entry).
        return self._format(key, dict(items), locale)

    def _format(self, key: str, params: Mapping[str, Any], locale: str) -> str:
        args = {k: _arg(v) for k, v in params.items()}
        for code in dict.fromkeys((locale, DEFAULT)):
            bundle = self._bundle(code)
            if bundle is None or not bundle.has_message(key):
                continue
            message = bundle.get_message(key)
            if message.value is None:
                continue
            for name in self._commands_used(key, code):
                args.setdefault(name, _COMMANDS.get(
                    name, "`/" + name[4:].replace("_", " ") + "`"))
            text, errors = bundle.format_pattern(message.value, args)
            if errors:
                log.warning("Message %s (%s) in %s: %s", key, code, self.directory, errors)
            # A pattern that resolves to nothing (a FluentNone) reads as its name.
            return text if isinstance(text, str) else (text.name or key)
        return key

    @functools.lru_cache(maxsize=4096)  # noqa: B019 - one Messages per catalogue, for good
    def _commands_used(self, key: str, locale: str) -> tuple[str, ...]:
        """The ``cmd_…`` variables message ``key`` names commands by."""
        bundle = self._bundle(locale)
        assert bundle is not None  # only asked for a message this bundle has
        message = bundle.get_message(key)
        return tuple(sorted(v for v in _variables(message) if v.startswith("cmd_")))

    def keys(self, locale: str) -> dict[str, set[str]]:
        """Every message of ``locale`` with the variables it uses (for the parity tests)."""
        path = self.directory / f"{locale}.ftl"
        if not path.exists():
            return {}
        keys, _ = _outline(path, path.stat().st_mtime_ns)
        return {key: set(variables) for key, variables in keys}

    def junk(self, locale: str) -> list[str]:
        """Lines of ``locale`` that do not parse (the tests require none)."""
        path = self.directory / f"{locale}.ftl"
        if not path.exists():
            return []
        return list(_outline(path, path.stat().st_mtime_ns)[1])


@functools.lru_cache(maxsize=64)
def _outline(path: Path, mtime_ns: int) -> tuple[tuple[tuple[str, frozenset[str]], ...],
                                                  tuple[str, ...]]:
    """A file's messages with their variables, and its lines that do not parse: the parity
    tests ask for them hundreds of times, and parsing a catalogue takes ~50 ms (the
    modification time makes an edited file parsed again)."""
    del mtime_ns  # only part of the cache's key
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    keys = tuple((entry.id.name, frozenset(_variables(entry))) for entry in resource.body
                 if isinstance(entry, ast.Message))
    junk = tuple((entry.content or "")[:80] for entry in resource.body
                 if isinstance(entry, ast.Junk))
    return keys, junk


_ALL: weakref.WeakSet[Messages] = weakref.WeakSet()


# -- a game's words wherever they are needed (renderers, in the render workers too) --------
# Each game's catalogue under its domain (the game's key), registered by its ``GameKind``.
# A renderer never reads a game's files by path: it asks for its domain's ``Catalogue``,
# and the render pool sends what is registered along with every job (``registered``), so a
# worker process finds the same catalogues (``adopt``), each parsed there once.
_CATALOGUES: dict[str, Messages] = {}


def register(domain: str, messages: Messages) -> None:
    """Make ``messages`` the catalogue of ``domain`` (a game's key)."""
    _CATALOGUES[domain] = messages


def registered() -> dict[str, str]:
    """Every registered domain and its catalogue's folder (what a render job carries)."""
    return {domain: str(m.directory) for domain, m in _CATALOGUES.items()}


def adopt(catalogues: Mapping[str, str]) -> None:
    """Register the catalogues another process registered (a render worker, per job: those
    it already has are kept, parsed)."""
    for domain, directory in catalogues.items():
        known = _CATALOGUES.get(domain)
        if known is None or str(known.directory) != directory:
            _CATALOGUES[domain] = Messages(directory)


class Catalogue:
    """A domain's words, looked up when used: a renderer names its domain at import and
    gets the catalogue the game registered (``register``) by the time it draws."""

    def __init__(self, domain: str) -> None:
        self.domain = domain

    def messages(self) -> Messages:
        found = _CATALOGUES.get(self.domain)
        if found is None:
            raise LookupError(f"No catalogue is registered for {self.domain!r}: its GameKind "
                              "registers it (import the game's cog package)")
        return found

    def format(self, key: str, params: Mapping[str, Any] | None = None,
               locale: str | None = None) -> str:
        return self.messages().format(key, params, locale)

    def has(self, key: str, locale: str = DEFAULT) -> bool:
        return self.messages().has(key, locale)

    def keys(self, locale: str) -> dict[str, set[str]]:
        return self.messages().keys(locale)


def unload_all() -> None:
    """Forget every parsed catalogue (after start-up, which needs every language once to
    translate the command list): afterwards only the languages players use come back."""
    for messages in list(_ALL):
        messages.unload()
    # Babel keeps each language's CLDR data (~1.5 MB) in a module cache once loaded; the
    # plural rules and number formats are re-read from it when a catalogue comes back.
    with contextlib.suppress(Exception):
        from babel import localedata

        localedata._cache.clear()  # noqa: SLF001 - no public way to release it


def _variables(node: Any) -> set[str]:
    found: set[str] = set()

    class Variables(Visitor):
        def visit_VariableReference(self, ref: ast.VariableReference) -> None:  # noqa: N802
            found.add(ref.id.name)
            self.generic_visit(ref)

    Variables().visit(node)
    return found
