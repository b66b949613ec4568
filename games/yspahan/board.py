"""The Yspahan board data (``yspahan_board.json`` beside this file, a copy of the shared
``rules/yspahan_board.json``), loaded once into plain constants.

Names used everywhere in the engine and its views:

- a **quarter** ``"BAG" | "BARREL" | "CHEST" | "VASE"`` (tower rows 2..5);
- a **souk** id such as ``"BAG_A"``; a **shop** ``"BAG_A.0"`` (souk id, dot, index);
- a **square** of the Supervisor track: ``"C"`` (the centre) or arm letter + number
  (``"W1"``..``"W10"``, ``"E1"``..``"E7"``, ``"N1"``..``"N4"``, ``"S1"``..``"S7"``; 1 is next to C);
- a **row** of the dice tower ``"row1"``..``"row6"`` (1 camels, 2..5 quarters, 6 gold);
- a **card** ``"card_a"``..``"card_i"``; a **building** ``"building1"``..``"building6"``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SEED, PUBLISHED = "seed", "published"
RULESETS = (SEED, PUBLISHED)


def _load() -> dict[str, Any]:
    with open(Path(__file__).resolve().parent / "yspahan_board.json", encoding="utf-8") as fh:
        return json.load(fh)


DATA: dict[str, Any] = _load()

QUARTERS: tuple[str, ...] = tuple(sorted(DATA["quarters"], key=lambda q: DATA["quarters"][q]["tower_row"]))
QUARTER_ROW: dict[str, int] = {q: DATA["quarters"][q]["tower_row"] for q in QUARTERS}

SOUKS: tuple[str, ...] = tuple(s["id"] for s in DATA["souks"])
SOUK_QUARTER: dict[str, str] = {s["id"]: s["quarter"] for s in DATA["souks"]}
SOUK_SIZE: dict[str, int] = {s["id"]: s["shops"] for s in DATA["souks"]}
SOUK_VP: dict[str, int] = {s["id"]: s["vp"] for s in DATA["souks"]}
QUARTER_SOUKS: dict[str, tuple[str, ...]] = {
    q: tuple(s for s in SOUKS if SOUK_QUARTER[s] == q) for q in QUARTERS}
SHOPS: tuple[str, ...] = tuple(f"{s}.{i}" for s in SOUKS for i in range(SOUK_SIZE[s]))
SHOP_INDEX: dict[str, int] = {shop: i for i, shop in enumerate(SHOPS)}

CENTER: str = DATA["track"]["center"]
ARMS: dict[str, int] = dict(DATA["track"]["arms"])
SQUARES: tuple[str, ...] = (CENTER, *(f"{arm}{i}" for arm in ARMS for i in range(1, ARMS[arm] + 1)))
# Shops touching each square (the board data lists them per square; C touches none).
SQUARE_SHOPS: dict[str, tuple[str, ...]] = {
    sq: tuple(DATA["track"]["squares"][sq]["adj"]) for sq in SQUARES}

ROWS: tuple[str, ...] = tuple(f"row{i}" for i in range(1, 7))
CAMEL_ROW, GOLD_ROW = 1, 6
ROW_QUARTER: dict[int, str] = {QUARTER_ROW[q]: q for q in QUARTERS}

CARD_KINDS: tuple[str, ...] = tuple(f"card_{k[0]}" for k in DATA["cards"]["kinds"])
CARD_COPIES: int = DATA["cards"]["copies_each"]
CAMELS_CARD, GOLD_CARD, CARAVAN_CARD, SOUK_CARD, EXCHANGE_CARD = CARD_KINDS[:5]
GOLD_VP_CARD, CAMEL_VP_CARD, NO_CAMELS_CARD, NO_GOLD_CARD = CARD_KINDS[5:]
# Cards played on their own (h and i are played only as part of a build).
PLAYABLE: tuple[str, ...] = CARD_KINDS[:7]
GOLD_VP_MAX, CAMEL_VP_MAX, CAMEL_VP_EACH = 10, 4, 2
EXCHANGE_DIRECTIONS: tuple[str, ...] = ("camels_to_gold", "gold_to_camels")

BUILDINGS: tuple[str, ...] = tuple(f"building{b['id']}" for b in DATA["buildings"])
BUILDING_COST: dict[str, tuple[int, int]] = {
    f"building{b['id']}": (b["camels"], b["gold"]) for b in DATA["buildings"]}
BUILDING_VP: dict[str, tuple[int, ...]] = {
    r: tuple(DATA["building_vp_by_owned_count"][r]) for r in RULESETS}
SUPERVISOR_FREE = 3  # building 3: up to 3 squares free

CARAVAN_SECTIONS: int = DATA["caravan"]["sections"]
CARAVAN_PER_SECTION: dict[int, int] = {
    int(k): v for k, v in DATA["caravan"]["spaces_per_section_by_players"].items()}
CARAVAN_ENTRY_VP: dict[str, tuple[int, ...]] = {
    r: tuple(DATA["caravan"]["entry_vp_by_section"][r]) for r in RULESETS}

WHITE_DICE = {2: 8, 3: 9, 4: 9}
YELLOW_DICE = 3
YELLOW_PRICE = 1
START_GOLD = 2
WEEKS, DAYS_PER_WEEK = 3, 7
LAST_DAY = WEEKS * DAYS_PER_WEEK


def shop_souk(shop: str) -> tuple[str, int]:
    """``"BAG_A.3"`` → ``("BAG_A", 3)``; ValueError if it is not a shop of the board."""
    if not isinstance(shop, str) or shop not in SHOP_INDEX:
        raise ValueError(shop)
    souk, _, index = shop.partition(".")
    return souk, int(index)


def row_number(row: str) -> int:
    """``"row3"`` → 3; ValueError if it is not a tower row."""
    if not isinstance(row, str) or row not in ROWS:
        raise ValueError(row)
    return int(row[3:])
