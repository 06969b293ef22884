"""JSON read from untrusted text: strict (no NaN or Infinity, which a browser's JSON cannot carry) and shallow.

Python's JSON reader nests its C recursion once per level of ``[`` or ``{``. On CPython a text nested thousands
deep ends in a :class:`RecursionError`; inside Pyodide it can overflow WebAssembly's own stack first, which is a
fatal error of the whole runtime, not an exception. So a text is measured before it is parsed: more than
:data:`MAX_DEPTH` levels is refused as malformed, whatever the runtime.
"""

from __future__ import annotations

import json
import re
from typing import Any

#: Far deeper than any request, save or replay of this engine (they nest a handful of levels).
MAX_DEPTH = 100

_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"\[\]|\{\}")


class TooDeep(ValueError):
    """The text nests more than :data:`MAX_DEPTH` levels."""


def nests_deeper_than(text: str, limit: int) -> bool:
    """Whether ``[`` and ``{`` nest more than ``limit`` levels in ``text`` (brackets inside JSON strings do not
    count). Each pass of a regular expression takes away the innermost pairs, one level, at C speed; a text that
    is not empty after ``limit`` passes nests deeper (or is not JSON at all: then the parser says so)."""
    if text.count("[") + text.count("{") <= limit:
        return False
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    opened_run = re.compile(r"[\[{]{%d,}" % (limit + 1))
    for _ in range(limit):
        if opened_run.search(brackets):  # that many opened in a row: deeper, at once
            return True
        brackets, removed = _INNERMOST.subn("", brackets)
        if not removed:  # empty: shallow enough; stuck: brackets that do not pair (not JSON) - too many to parse?
            return len(brackets) > limit
    return bool(brackets)


def nesting_depth(text: str) -> int:
    """How deep ``[`` and ``{`` nest in ``text`` (brackets inside JSON strings do not count)."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    depth = 0
    while brackets:
        brackets, removed = _INNERMOST.subn("", brackets)
        if not removed:
            break
        depth += 1
    return depth


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def loads(text: str) -> Any:
    """Parse ``text`` as strict JSON; :class:`ValueError` (or :class:`TooDeep`) for anything else."""
    if nests_deeper_than(text, MAX_DEPTH):
        raise TooDeep(f"it nests more than {MAX_DEPTH} levels deep")
    return json.loads(text, parse_constant=_no_constant)
