"""Polish Catan speaks the words of seed 004 (the Polish rules summary the project started
from): złodziej, zasoby, tereny, handel morski, Rok obfitości… — in the menus, on the boards
and in the rules text alike, and never the words it replaced."""

from __future__ import annotations

import re

from cogs.catan import KIND as CATAN

MESSAGES = CATAN.ui.messages

# The seed's word for each game term, and a message that must use it.
SEED_TERMS = {
    "card-year_of_plenty": "Rok obfitości",
    "card-knight": "Rycerz",
    "card-road_building": "Budowa dróg",
    "card-monopoly": "Monopol",
    "action-buy_dev": "Karta rozwoju",
    "action-build_settlement": "Osada",
    "action-build_city": "Miasto",
    "action-build_road": "Droga",
    "group-move_robber": "złodzieja",
    "action-maritime_trade": "Handel morski",
    "img-bank-trade": "Handel morski",
    "img-resources": "Zasoby",
    "rule-two_resources": "zasoby",
    "img-phase-robber": "teren",
    "log-robber": "teren",
    "hand-rates-harbour": "port",
    "item-brick": "cegła",
    "item-lumber": "drewno",
    "item-wool": "wełna",
    "item-grain": "zboże",
    "item-ore": "ruda",
    "terrain-desert": "pustynia",
    "log-longest-road-aside": "Najdłuższa droga handlowa",
    "log-largest-army-aside": "Największa władza rycerska",
}
# Words of the Polish edition the seed does not use (the robber, Year of Plenty, resources)
# and "pole" for a hex: in the seed a hex is a "teren", and "pola" are the fields (grain).
REPLACED = re.compile(r"rozbójni|Wynalaz|surow|\bpol(e|a|u)\b|\bpól\b", re.IGNORECASE)


def test_the_polish_catalogue_uses_the_seeds_words():
    for key, word in SEED_TERMS.items():
        assert word in MESSAGES.format(key, {}, locale="pl"), (key, word)


def test_no_polish_message_keeps_a_replaced_word():
    # The source, not formatted messages: every variant of every selector is read.
    source = (CATAN.ui.messages.directory / "pl.ftl").read_text(encoding="utf-8")
    found = [line for line in source.splitlines()
             if not line.lstrip().startswith("#") and REPLACED.search(line)]
    assert not found, found
