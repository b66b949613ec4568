"""Shared fixtures: the loopback Discord stand-in and the real bot process (see tests/standin)."""

from tests.standin.fixtures import make_bot, standin, world  # noqa: F401
