"""Pillow drawing: pure functions from a view (never the raw state) to PNG bytes."""
