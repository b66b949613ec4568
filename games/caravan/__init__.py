"""Caravan (Joe Huber, 2019): the rules engine. Rules: shared/rules/caravan.md."""

from games.caravan.engine import (
    CITY_NAMES,
    CITY_OF,
    COLS,
    ENGINE,
    FULL_COUNT,
    GOOD_OF_CITY,
    GOODS,
    LABEL_INDEX,
    LABELS,
    NEIGHBOURS,
    NUMBERED_ORDER,
    RARE,
    VALUE,
    CaravanEngine,
    _chain,
    penalty_for,
    score_parts,
)

__all__ = ["CITY_NAMES", "CITY_OF", "COLS", "ENGINE", "FULL_COUNT", "GOODS", "GOOD_OF_CITY",
           "LABELS", "LABEL_INDEX", "NEIGHBOURS", "NUMBERED_ORDER", "RARE", "VALUE",
           "CaravanEngine", "_chain", "penalty_for", "score_parts"]
