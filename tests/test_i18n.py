"""The message catalogues: every key in every language with the same variables, valid
Fluent, every rule and event code of every game worded, and plural forms by CLDR rules."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from table.i18n import LOCALES, Messages, from_discord, use_locale
from table.words import MESSAGES as TABLE
from table.words import t
from tests.support import tiers

ROOT = Path(__file__).resolve().parents[1]
DOMAINS = {"table": TABLE, **{p.parent.parent.name: Messages(p.parent)
                              for p in sorted((ROOT / "cogs").glob("*/locales/en.ftl"))
                              if p.parent.parent.name != "table"}}
CASES = [(d, code) for d in DOMAINS for code in LOCALES]


# Per catalogue and language: the sample language in the fast tier, every language in make test.
TIERED_CASES = [pytest.param(d, code, id=f"{d}-{code}",
                             marks=() if code == tiers.SAMPLE_LANGUAGE else pytest.mark.slow)
                for d, code in CASES]


@pytest.mark.parametrize(("domain", "code"), TIERED_CASES)
def test_every_key_is_in_every_language_with_the_same_variables(domain, code):
    messages = DOMAINS[domain]
    english = messages.keys("en")
    assert english, f"{domain} has no English catalogue"
    other = messages.keys(code)
    assert not messages.junk(code), f"{domain}/{code}.ftl does not parse: {messages.junk(code)}"
    assert sorted(set(english) - set(other)) == [], f"{domain}/{code}.ftl lacks these keys"
    assert sorted(set(other) - set(english)) == [], f"{domain}/{code}.ftl has extra keys"
    wrong = {k: (english[k], other[k]) for k in english if english[k] != other[k]}
    assert not wrong, f"{domain}/{code}.ftl uses other variables: {wrong}"


@pytest.mark.parametrize(("domain", "code"), TIERED_CASES)
def test_every_message_formats_without_errors(domain, code):
    messages = DOMAINS[domain]
    for key, variables in messages.keys("en").items():
        params = {v: 2 for v in variables}
        text = messages.format(key, params, locale=code)
        assert text and text != key, (domain, code, key)
        assert "{" not in text.replace("{{", "") or "}" not in text, (domain, code, key, text)


def plural_messages(messages: Messages) -> list[tuple[str, str, dict[str, str]]]:
    """(key, variable, outer choices) of English messages that choose a plural form by a
    number; ``outer`` names the variant of any enclosing selector that leads to it."""
    from fluent.syntax import FluentParser, ast

    from table.i18n import _variables

    source = (messages.directory / "en.ftl").read_text(encoding="utf-8")
    found: list[tuple[str, str, dict[str, str]]] = []

    def walk(node: object, key: str, outer: dict[str, str]) -> None:
        if isinstance(node, ast.SelectExpression) and isinstance(
                node.selector, ast.VariableReference):
            var = node.selector.id.name
            names = [getattr(v.key, "name", None) for v in node.variants]
            # Only a count that is printed needs its plural forms, not one merely tested.
            shown = any(var in _variables(v.value) for v in node.variants)
            if "one" in names and shown:
                found.append((key, var, dict(outer)))
            for variant in node.variants:
                walk(variant.value, key, {**outer, var: getattr(variant.key, "name", None)
                                          or getattr(variant.key, "value", "")})
            return
        if isinstance(node, ast.Pattern):
            for element in node.elements:
                walk(element, key, outer)
        elif isinstance(node, ast.Placeable):
            walk(node.expression, key, outer)

    for entry in FluentParser().parse(source).body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            walk(entry.value, entry.id.name, {})
    return found


PLURALS = [(d, key, var, outer) for d, m in DOMAINS.items()
           for key, var, outer in plural_messages(m)]


# Words whose "few" and "many" forms are one and the same: Polish "2 dni", "5 dni".
SAME_FEW_AND_MANY = {("pl", "dur-days")}


@pytest.mark.parametrize(("domain", "key", "var", "outer"), PLURALS)
@pytest.mark.parametrize("code", ["cs", "pl"])
def test_czech_and_polish_plurals_follow_cldr(domain, key, var, outer, code):
    messages = DOMAINS[domain]
    params = {**dict.fromkeys(messages.keys("en")[key], 3), **outer}

    def form(n: int) -> str:
        return re.sub(r"\d+", "#", messages.format(key, {**params, var: n}, locale=code))

    one, two, five, twenty_two = form(1), form(2), form(5), form(22)
    if (code, key) in SAME_FEW_AND_MANY:
        assert one != two == five, (key, one, two, five)
    else:
        assert len({one, two, five}) == 3, f"{code} needs three forms for {key}: {one!r} {two!r} {five!r}"
    # CLDR: Polish 22 takes the "few" form of 2; Czech 22 the "other" form of 5.
    assert twenty_two == (two if code == "pl" else five), (key, twenty_two)


def test_there_are_plural_messages_to_check():
    assert len(PLURALS) >= 4


def test_the_current_locale_chooses_the_language():
    with use_locale("pl"):
        polish = t("count-moves", n=5)
    with use_locale("xx"):  # anything unknown is English
        english = t("count-moves", n=5)
    assert english == "5 moves" and polish != english
    assert t("count-moves", n=1) == "1 move"


def test_discord_locales_map_to_ours():
    assert [from_discord(x) for x in ("sv-SE", "cs", "fr", "pl", "en-GB", "pt-BR", None)] == \
        ["sv", "cs", "fr", "pl", "en", "en", "en"]


# Every catalogue in every language (each file parsed): make test; the fast tier checks the
# sample language's keys above.
@pytest.mark.slow
def test_rule_and_event_codes_are_worded_in_every_language():
    from games.registry import engines

    for key, engine in engines().items():
        messages = DOMAINS[key]
        english = messages.keys("en")
        for code in LOCALES:
            keys = messages.keys(code)
            missing = [k for k in english if k.startswith(("rule-", "event-")) and k not in keys]
            assert not missing, (key, code, missing)
        assert engine is not None


@pytest.mark.parametrize("code", LOCALES)
def test_every_typing_example_reads_in_its_own_language(code):
    """The examples a form or a command shows parse as what they say, in that language."""
    from cogs.catan import KIND as CATAN
    from table.compose import parse_cards

    ui, param = CATAN.ui, CATAN.engine.spec("discard").params[0]
    with use_locale(code):
        words = ui.item_names(param)
        for key in ("shortcut-discard-cards-help", "shortcut-trade-give-help",
                    "shortcut-trade-get-help"):
            example = re.search(r"(\d+ [^,\d]+(?:, \d+ [^,\d]+)*)\s*$", ui.text(key))
            assert example, (code, key, ui.text(key))
            cards = parse_cards(example.group(1), param, words)
            assert cards and all(n > 0 for n in cards.values()), (code, key, cards)
        assert parse_cards("2 " + ui.text("item-brick"), param, words) == {"brick": 2}
        assert parse_cards("2 brick", param, words) == {"brick": 2}  # English always reads


@pytest.mark.parametrize(("domain", "code"), CASES)
def test_command_and_option_names_are_names_discord_accepts(domain, code):
    # Discord: lowercase letters, digits, "-" or "_", 1-32 characters; a name Discord refuses
    # would fail the whole sync. Sibling uniqueness is checked by the stand-in at every sync.
    messages = DOMAINS[domain]
    names = [k for k in messages.keys("en") if k.startswith(("cmdname-", "optname-"))]
    for key in names:
        name = messages.format(key, locale=code)
        assert re.fullmatch(r"[-_\w]{1,32}", name) and name == name.lower(), (key, name)


def test_messages_name_commands_by_mention_once_their_ids_are_known():
    from table import i18n

    try:
        i18n.set_commands(["table board"])
        assert "`/table board`" in t("stale-menu")
        i18n.set_commands(["table board"], {"table": 42})
        with use_locale("cs"):
            assert "</table board:42>" in t("stale-menu")
        assert i18n.mention("table board") == "</table board:42>"
    finally:
        i18n.set_commands([])
