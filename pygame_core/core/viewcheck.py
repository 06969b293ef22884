"""The view contract: what a view may hold, for views that come from outside the engine.

A live view is made by the engine; a *seen-only* replay (``replay.seat_record``) carries views that anyone can
write, and the shell draws them with the same table code (issue 18: an opponent hand count of 200,000 froze the
page, 1e9 grew it to 9.5 GB). So such a view is checked against the same contract as a live one before it is shown:

- every field a game declares has its shape (:class:`Shape`), and the counts a table draws that many things of
  (the backs of an opponent's hand) have the bound the rules give them (the cards of the deck);
- every value, declared or not, is JSON of bounded size: :data:`MAX_TEXT` characters per text, :data:`MAX_LIST`
  entries per list, :data:`MAX_KEYS` keys per object, :data:`MAX_DEPTH` levels, numbers within
  :data:`MAX_NUMBER`; a field the contract does not know is not kept (no table reads it).

The bounds are far above what a live view reaches (``tests/test_view_contract.py`` checks every live view of
random matches of every game against its game's contract). Each check costs the size of what it checks, once.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional

from .errors import CorruptSave

#: Characters per text (a live view's longest is a prompt or a log line of about 120).
MAX_TEXT = 2_000
#: Entries per list (a live view's longest is its log: ``VIEW_LOG_LIMIT``, 200).
MAX_LIST = 400
#: Keys per object (a live view has at most about 60 fields).
MAX_KEYS = 100
#: Characters per key.
MAX_KEY = 40
#: Levels of lists and objects inside a field (a live view nests 5 at most).
MAX_DEPTH = 8
#: Largest number anywhere in a view (plies and log numbers of the longest matches are far below).
MAX_NUMBER = 10**9


class ViewRefused(CorruptSave):
    """A view from outside the engine that does not keep the view contract."""


def _refuse(path: str, what: str) -> ViewRefused:
    return ViewRefused(f"{path} {what}", path)


class Shape:
    """What one value may be. :meth:`check` raises :class:`ViewRefused` naming the value's path."""

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class _Anything(Shape):
    """Any JSON within the general bounds."""

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if depth > MAX_DEPTH:
            raise _refuse(path, f"nests more than {MAX_DEPTH} levels")
        if value is None or isinstance(value, bool):
            return
        if isinstance(value, int):
            if not -MAX_NUMBER <= value <= MAX_NUMBER:
                raise _refuse(path, f"is a number beyond {MAX_NUMBER}")
        elif isinstance(value, float):
            if not math.isfinite(value) or not -MAX_NUMBER <= value <= MAX_NUMBER:
                raise _refuse(path, f"is a number beyond {MAX_NUMBER}")
        elif isinstance(value, str):
            if len(value) > MAX_TEXT:
                raise _refuse(path, f"is a text of more than {MAX_TEXT} characters")
        elif isinstance(value, list):
            if len(value) > MAX_LIST:
                raise _refuse(path, f"lists more than {MAX_LIST} entries")
            for n, item in enumerate(value):
                self.check(item, f"{path}[{n}]", depth + 1)
        elif isinstance(value, dict):
            _check_keys(value, path)
            for key, item in value.items():
                self.check(item, f"{path}.{key}", depth + 1)
        else:
            raise _refuse(path, "is not JSON")


def _check_keys(value: Mapping[str, Any], path: str) -> None:
    if len(value) > MAX_KEYS:
        raise _refuse(path, f"has more than {MAX_KEYS} keys")
    for key in value:
        if not isinstance(key, str) or len(key) > MAX_KEY:
            raise _refuse(path, f"has a key that is not a short text (at most {MAX_KEY} characters)")


#: Any JSON within the general bounds.
ANYTHING: Shape = _Anything()


@dataclass(frozen=True)
class Whole(Shape):
    """An integer in ``low..high`` (not a boolean)."""

    low: int = 0
    high: int = MAX_NUMBER

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:
            raise _refuse(path, f"must be a whole number in {self.low}..{self.high}")


@dataclass(frozen=True)
class Text(Shape):
    """A string of at most ``longest`` characters."""

    longest: int = MAX_TEXT

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if not isinstance(value, str) or len(value) > self.longest:
            raise _refuse(path, f"must be a text of at most {self.longest} characters")


@dataclass(frozen=True)
class Flag(Shape):
    """``true`` or ``false``."""

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if not isinstance(value, bool):
            raise _refuse(path, "must be true or false")


@dataclass(frozen=True)
class Maybe(Shape):
    """``null`` or ``shape``."""

    shape: Shape

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if value is not None:
            self.shape.check(value, path, depth)


@dataclass(frozen=True)
class Listing(Shape):
    """A list of at most ``longest`` entries, each of ``item``."""

    item: Shape = ANYTHING
    longest: int = MAX_LIST

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if not isinstance(value, list) or len(value) > self.longest:
            raise _refuse(path, f"must be a list of at most {self.longest} entries")
        if depth >= MAX_DEPTH:
            raise _refuse(path, f"nests more than {MAX_DEPTH} levels")
        for n, entry in enumerate(value):
            self.item.check(entry, f"{path}[{n}]", depth + 1)


@dataclass(frozen=True)
class Record(Shape):
    """An object whose named keys (when present) have their shapes; other keys are any bounded JSON."""

    fields: Mapping[str, Shape] = field(default_factory=dict)

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if not isinstance(value, dict):
            raise _refuse(path, "must be an object")
        if depth >= MAX_DEPTH:
            raise _refuse(path, f"nests more than {MAX_DEPTH} levels")
        _check_keys(value, path)
        for key, item in value.items():
            self.fields.get(key, ANYTHING).check(item, f"{path}.{key}", depth + 1)


#: Shapes every game's contract uses.
TEXT = Text()
FLAG = Flag()
INT = Whole(-MAX_NUMBER, MAX_NUMBER)
COUNT = Whole(0, MAX_NUMBER)
OBJECT = Record()
LIST = Listing()


def seat_of(seats: int) -> Whole:
    """A seat number of a game of at most ``seats`` seats."""
    return Whole(0, seats - 1)


@dataclass(frozen=True)
class ViewContract:
    """One game's view: the shape of each field (fields it does not name are not kept), and its seat counts."""

    #: The game's own fields (the base fields of ``Game.base_view`` are added by :meth:`field_shapes`).
    fields: Mapping[str, Shape] = field(default_factory=dict)
    #: Whether fields it does not name are kept as any bounded JSON (the contract of a game that declares none).
    open: bool = False

    def field_shapes(self, seats: int) -> dict[str, Shape]:
        """Every field's shape in a view of a match of ``seats`` seats."""
        seat = Whole(0, seats - 1)
        base: dict[str, Shape] = {
            "game": Text(40), "version": Whole(0, 1_000), "seat": seat, "seats": Whole(seats, seats),
            "to_move": Maybe(seat), "over": FLAG, "ply": Whole(), "legal": Listing(OBJECT),
            "log": Listing(OBJECT), "names": Listing(Maybe(Text(200)), seats), "you": Maybe(seat),
            "contract": OBJECT,  # the generic table's part (core/contract.py); a seen-only record leaves it out
        }
        return {**base, **self.fields}

    def check_field(self, shapes: Mapping[str, Shape], key: Any, value: Any, where: str) -> bool:
        """Whether ``key`` is a field of the contract (False: not kept); raises if its value breaks it."""
        if not isinstance(key, str) or len(key) > MAX_KEY:
            raise ViewRefused(f"{where} has a field name that is not a short text", where)
        shape: Optional[Shape] = shapes.get(key, ANYTHING if self.open else None)
        if shape is None:
            return False
        shape.check(value, f"{where}: field {key!r}")
        return True

    def check(self, view: Mapping[str, Any], seats: int, where: str = "the view") -> None:
        """Check a whole view (the tests check every live view so)."""
        if not isinstance(view, dict):
            raise ViewRefused(f"{where} is not an object", where)
        shapes = self.field_shapes(seats)
        _check_keys(view, where)
        for key, value in view.items():
            if not self.check_field(shapes, key, value, where):
                raise ViewRefused(f"{where} has a field {key!r} the contract does not know", key)


#: The contract of a game that declares none: the base fields, everything else any bounded JSON.
BASE = ViewContract(open=True)
