"""Catan (base game): board geometry, board generation and the rules engine."""
