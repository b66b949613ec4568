"""Caravane (Ravensburger 1990): the rules engine. Rules: shared/rules/caravane.md."""

from games.caravane.engine import (
    AWARDS,
    ENGINE,
    GOURDS_MINUS,
    GOURDS_PLUS,
    GOURDS_TOTAL,
    ROMAN,
    SILK_MINUS,
    SILK_PLUS,
    SILK_TOTAL,
    SPECIAL,
    STAGE_LENGTHS,
    STANDARD_TIERS,
    CaravaneEngine,
)

__all__ = ["AWARDS", "ENGINE", "GOURDS_MINUS", "GOURDS_PLUS", "GOURDS_TOTAL", "ROMAN", "SILK_MINUS",
           "SILK_PLUS", "SILK_TOTAL", "SPECIAL", "STAGE_LENGTHS", "STANDARD_TIERS", "CaravaneEngine"]
