"""The seeded random number generator every game owns.

All chance in the engine (shuffles, dice, the VAR coin) comes from an :class:`Rng`.
It is a small splitmix64 generator implemented here rather than :mod:`random`, so
that the same seed gives the same numbers on CPython 3.11 and on Pyodide's 3.14,
forever, whatever the standard library does with its own algorithms.
"""

from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1

#: Seeds are non-negative integers below this bound (they survive JSON and JavaScript numbers).
MAX_SEED = 2**53

_SMALL = 64
#: Per bound n below :data:`_SMALL`: the rejection limit of :meth:`Rng.below` (the largest multiple of n in 2**64).
_LIMITS: tuple[int, ...] = (0,) + tuple((1 << 64) - ((1 << 64) % n) for n in range(1, _SMALL))


class Rng:
    """A deterministic 64-bit generator (splitmix64). Its whole state is one integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < MAX_SEED:
            raise ValueError(f"seed must be an integer in 0..{MAX_SEED - 1}, got {seed!r}")
        self.state = seed & _MASK

    def next64(self) -> int:
        """The next 64 random bits."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < _SMALL else (1 << 64) - ((1 << 64) % n)
        while True:
            # next64, inlined: the searches ask for millions of small numbers a decision
            self.state = state = (self.state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def die(self, sides: int = 6) -> int:
        """One roll of a fair die: ``1..sides``."""
        return self.below(sides) + 1

    def choice(self, items: Sequence[T]) -> T:
        """One element, uniformly."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> "Rng":
        """An independent generator in the same state (it will draw the same numbers)."""
        twin = Rng.__new__(Rng)
        twin.state = self.state
        return twin

    def fork(self) -> "Rng":
        """An independent generator seeded from this one (advances this one by one step)."""
        return Rng(self.next64() % MAX_SEED)


def seed_from(*parts: object) -> int:
    """A stable seed derived from a few values (FNV-1a over their text), for per-move AI seeds."""
    h = 0xCBF29CE484222325
    for byte in "\x1f".join(map(str, parts)).encode():
        h ^= byte
        h = (h * 0x100000001B3) & _MASK
    return h % MAX_SEED
