"""Catan: Traders & Barbarians scenario (rules: catan_traders_barbarians.md)."""
