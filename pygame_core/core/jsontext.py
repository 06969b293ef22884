"""JSON read from untrusted text: strict (no NaN or Infinity, which a browser's JSON cannot carry), shallow, and
measured before it is parsed.

Python's JSON reader nests its C recursion once per level of ``[`` or ``{``. On CPython a text nested thousands
deep ends in a :class:`RecursionError`; inside Pyodide it can overflow WebAssembly's own stack first, which is a
fatal error of the whole runtime, not an exception. So a text is measured before it is parsed: more than
:data:`MAX_DEPTH` levels is refused as malformed, whatever the runtime.

The measure costs one pass over the text, whatever the text (issue 18: the regular expression that took the
strings out backtracked on an unterminated run of ``"\\``, quadratically: 122 characters cost 8 s, 555 hung the
engine; the depth was then found one level per pass). Now a string is matched possessively (it never gives back
what it took, and an unterminated one runs to the end), and the depth is the largest running sum of the brackets
left, one pass at C speed.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

#: Far deeper than any request, save or replay of this engine (they nest a handful of levels).
MAX_DEPTH = 100

#: A JSON string, matched once and never backtracked into; an unterminated one runs to the end of the text.
_STRINGS = re.compile(r'"(?:[^"\\]++|\\[\s\S]?)*+"?')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]++")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class TooDeep(ValueError):
    """The text nests more than :data:`MAX_DEPTH` levels."""


def brackets_of(text: str) -> str:
    """The ``[``, ``]``, ``{`` and ``}`` of ``text`` outside its JSON strings, in order (one pass each)."""
    return _NOT_BRACKETS.sub("", _STRINGS.sub("", text))


def nesting_depth(text: str) -> int:
    """How deep ``[`` and ``{`` nest in ``text`` (brackets inside JSON strings do not count)."""
    return max(0, max(accumulate(map(_STEP.__getitem__, brackets_of(text))), default=0))


def nests_deeper_than(text: str, limit: int) -> bool:
    """Whether ``[`` and ``{`` nest more than ``limit`` levels in ``text`` (brackets inside JSON strings do not
    count). Linear in the length of ``text``."""
    if text.count("[") + text.count("{") <= limit:
        return False
    return nesting_depth(text) > limit


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def loads(text: str) -> Any:
    """Parse ``text`` as strict JSON; :class:`ValueError` (or :class:`TooDeep`) for anything else."""
    if nests_deeper_than(text, MAX_DEPTH):
        raise TooDeep(f"it nests more than {MAX_DEPTH} levels deep")
    return json.loads(text, parse_constant=_no_constant)
