"""Every cache the engine keeps: bounded by count and by size, declared in this one place.

A cache remembers what a pure function computed, so asking again is cheap. What it is asked can come from outside
(an action id from a link, a save, a script), so a cache that keeps whatever it is asked grows with what an attacker
sends: Strand-Cup's and then Striker's action-id caches did (issue 37: 300 distinct 100 kB ids kept 28-79 MB). So every
cache here has two bounds:

- ``entries``: at most this many results are kept (the least recently used goes first: ``functools.lru_cache``);
- ``max_text``: a call whose text arguments are longer than this in all is computed but not kept; ``None`` where the
  arguments cannot carry outside text (masks, counts, a rule's own enums), so their size is bounded by the rules.

Use :func:`memo` instead of ``functools.lru_cache`` anywhere in the engine (a test fails on ``lru_cache`` outside this
module), and :func:`declared` lists them all, so one test feeds hostile input to every game and checks every cache.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache, wraps
from typing import Any, Callable, Optional, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True)
class Cache:
    """One declared cache: its name (``<module>.<function>``), its bounds and the function that reports its size."""

    name: str
    entries: int
    max_text: Optional[int]
    _info: Callable[[], Any]
    _clear: Callable[[], None]

    def size(self) -> int:
        """How many results it keeps now (never more than ``entries``)."""
        return int(self._info().currsize)

    def clear(self) -> None:
        self._clear()


_DECLARED: list[Cache] = []


def text_size(args: tuple[Any, ...]) -> int:
    """The characters of the texts among ``args``, tuples included (a refusal's parameters, say)."""
    total = 0
    for arg in args:
        if isinstance(arg, str):
            total += len(arg)
        elif isinstance(arg, tuple):
            total += text_size(arg)
    return total


def memo(name: str, entries: int, max_text: Optional[int] = None) -> Callable[[F], F]:
    """Remember a pure function's results: at most ``entries`` of them, and none of a call whose text arguments are
    longer than ``max_text`` characters in all (positional arguments only, as every cached function here takes).
    ``name`` says whose cache it is in :func:`declared`."""
    if entries <= 0:
        raise ValueError(f"cache {name!r} needs a positive bound on its entries")

    def decorate(function: F) -> F:
        kept = lru_cache(maxsize=entries)(function)
        if max_text is None:
            wrapper: Any = kept
        else:
            @wraps(function)
            def wrapper(*args: Any) -> Any:
                if text_size(args) > max_text:
                    return function(*args)  # an overlong argument: answered, never kept
                return kept(*args)

            wrapper.cache_info = kept.cache_info
            wrapper.cache_clear = kept.cache_clear
        _DECLARED.append(Cache(name, entries, max_text, kept.cache_info, kept.cache_clear))
        return wrapper  # type: ignore[no-any-return]  # functools.wraps gives Any: the wrapper is the decorated function's type

    return decorate


def declared() -> list[Cache]:
    """Every cache declared so far (a game's caches are declared when its package is imported)."""
    return list(_DECLARED)
