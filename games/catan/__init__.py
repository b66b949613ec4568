"""Catan (base game): board geometry, board generation and the rules engine."""

from .engine import CatanEngine

ENGINE = CatanEngine()

__all__ = ["ENGINE", "CatanEngine"]
