"""A deterministic RNG whose whole state is one JSON value, so it lives in the game state.

Dice, decks and steals must be unpredictable to everyone at the table, including from what
the public board shows. So a game's randomness is keyed BLAKE2b in counter mode under a
256-bit secret key (``new_seed``) that is kept only in the stored state — recovering it from
outputs is as hard as breaking BLAKE2b. The state is the string ``"c1:<key hex>:<counter>"``.

A plain int state is the SplitMix64 generator of games created before (``Rng(int)``), kept so
that those games replay to their stored states; the table never hands out int seeds any more.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
Seed = int | str  # "s1:<64 hex>" (a table seed) or an int (older games, tests)
_MASK = (1 << 64) - 1
_SEED_PREFIX = "s1:"
_STATE_PREFIX = "c1:"


def new_seed() -> str:
    """A fresh secret seed: 256 bits from the operating system."""
    return _SEED_PREFIX + secrets.token_hex(32)


def derived_seed(*label: object) -> str:
    """A public, reproducible seed named by ``label`` (e.g. a board layout number): anyone
    may know it, so nothing secret may be drawn from it."""
    text = ":".join(str(part) for part in label).encode()
    return _SEED_PREFIX + hashlib.blake2b(text, digest_size=32, person=b"caravanserai").hexdigest()


class Rng:
    __slots__ = ("_key", "_counter", "_legacy")

    def __init__(self, state: Seed) -> None:
        self._key = b""
        self._counter = 0
        self._legacy: int | None = None
        if isinstance(state, str):
            if state.startswith(_SEED_PREFIX):
                key_hex, counter = state[len(_SEED_PREFIX):], "0"
            elif state.startswith(_STATE_PREFIX):
                key_hex, _, counter = state[len(_STATE_PREFIX):].partition(":")
            else:
                raise ValueError("not an Rng seed or state")
            self._key = bytes.fromhex(key_hex)
            if len(self._key) != 32 or not counter.isdigit():
                raise ValueError("not an Rng seed or state")
            self._counter = int(counter)
        elif isinstance(state, int) and not isinstance(state, bool):
            self._legacy = state & _MASK
        else:
            raise TypeError("an Rng seed is a str or an int")

    @property
    def state(self) -> Seed:
        """The JSON-storable state; ``Rng(rng.state)`` continues the same sequence."""
        if self._legacy is not None:
            return self._legacy
        return f"{_STATE_PREFIX}{self._key.hex()}:{self._counter}"

    def next_u64(self) -> int:
        if self._legacy is not None:
            return self._splitmix()
        block = hashlib.blake2b(self._counter.to_bytes(8, "little"), key=self._key,
                                digest_size=8).digest()
        self._counter += 1
        return int.from_bytes(block, "little")

    def _splitmix(self) -> int:
        assert self._legacy is not None
        self._legacy = (self._legacy + 0x9E3779B97F4A7C15) & _MASK
        z = self._legacy
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """Uniform int in [0, n) (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, a: int, b: int) -> int:
        """Uniform int in [a, b], both ends included (like random.randint)."""
        return a + self.randbelow(b - a + 1)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randbelow(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        for i in range(len(seq) - 1, 0, -1):
            j = self.randbelow(i + 1)
            seq[i], seq[j] = seq[j], seq[i]
