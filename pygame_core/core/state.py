"""A game's state, declared once: every attribute of a match and how a copy copies it.

A game lists its fields in ``Game.state`` (a mapping name -> copier); the base class adds its own (options,
seed, rng, history, events, ...). :meth:`Game.clone` copies exactly those fields, :meth:`Game.from_state` and
:meth:`Game.with_state` (what determinizers use) accept exactly those names, and a generic test checks that a copy
shares no mutable object with its original. A field missing from the declaration is an error at once (a clone
or a determinized game would lack it) instead of a list silently shared between a game and its copy.

The copiers, from cheapest to most general::

    state = {
        "dealer": VALUE,        # an int, str, enum, tuple of values, frozen dataclass, None
        "stock": LIST,          # a flat list of values
        "hands": LISTS,         # a list of flat lists
        "shown": SETS,          # a list of sets
        "scores": DICT,         # a flat dict of values
        "attacks": COPIES,      # a list of objects with a .copy() method
        "sheet": DEEP,          # anything else (copy.deepcopy)
        "_cache": RESET,        # a derived cache: the copy starts without it (None)
    }
"""

from __future__ import annotations

import copy as _copy
from dataclasses import fields as _dc_fields
from dataclasses import is_dataclass
from enum import Enum
from types import MappingProxyType
from typing import Any, Callable, Iterator, Mapping

#: A function that returns an independent copy of a field's value.
Copier = Callable[[Any], Any]


def VALUE(value: Any) -> Any:
    """An immutable value: shared as it is."""
    return value


LIST: Copier = list


def LISTS(value: list[list[Any]]) -> list[list[Any]]:
    """A list of flat lists."""
    return [list(inner) for inner in value]


def SETS(value: list[set[Any]]) -> list[set[Any]]:
    """A list of sets."""
    return [set(inner) for inner in value]


DICT: Copier = dict


def COPIES(value: list[Any]) -> list[Any]:
    """A list of objects that copy themselves (``.copy()``)."""
    return [item.copy() for item in value]


def DEEP(value: Any) -> Any:
    """Anything: :func:`copy.deepcopy` (``None`` costs nothing)."""
    return None if value is None else _copy.deepcopy(value)


def RESET(value: Any) -> Any:
    """A cache derived from the other fields: a copy starts without it."""
    return None


class StateError(TypeError):
    """A game's state does not match its declaration (a bug in the game, never a user's input)."""


_ATOMS = (int, float, str, bytes, bool, type(None), complex, range, Enum)


def mutable_parts(value: Any, seen: set[int] | None = None) -> Iterator[Any]:
    """Every mutable object reachable from ``value`` (lists, dicts, sets, objects that are not frozen dataclasses).

    Immutable containers (tuples, frozensets, read-only mappings, frozen dataclasses) are looked into, so a list
    inside a tuple is found; functions and classes are not state and are skipped.
    """
    if seen is None:
        seen = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, _ATOMS) or callable(item) and not hasattr(item, "__dict__") or isinstance(item, type):
            continue
        if id(item) in seen:
            continue
        seen.add(id(item))
        kind = type(item)
        if kind in (list, set, dict, bytearray):
            yield item
            stack.extend(item.values() if kind is dict else item)
            if kind is dict:
                stack.extend(item.keys())
        elif kind in (tuple, frozenset):
            stack.extend(item)
        elif kind is MappingProxyType:
            stack.extend(item.values())
        elif callable(item):
            continue
        elif is_dataclass(item) and getattr(kind, "__dataclass_params__").frozen:
            stack.extend(getattr(item, f.name) for f in _dc_fields(item))
        else:
            yield item
            if hasattr(item, "__dict__"):
                stack.extend(vars(item).values())
            for slot in getattr(kind, "__slots__", ()):
                if hasattr(item, slot):
                    stack.append(getattr(item, slot))


def shared_mutables(original: Any, copy: Any) -> list[str]:
    """The fields of ``copy`` through which it shares a mutable object with ``original`` (empty: independent)."""
    theirs = {id(part) for part in mutable_parts(vars(original))}
    return sorted(name for name, value in vars(copy).items()
                  if any(id(part) in theirs for part in mutable_parts(value)))


def check_declared(game: Any, declared: Mapping[str, Copier]) -> None:
    """Raise :class:`StateError` if ``game`` has an attribute its class does not declare, or lacks a declared one."""
    have, want = set(vars(game)), set(declared)
    if have != want:
        raise StateError(f"{type(game).__name__}: undeclared state {sorted(have - want)}, "
                         f"missing state {sorted(want - have)} (declare every field in {type(game).__name__}.state)")
