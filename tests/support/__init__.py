"""Test-only games and helpers (kept out of the production packages)."""
