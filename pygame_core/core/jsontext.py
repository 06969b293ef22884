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

_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


class TooDeep(ValueError):
    """The text nests more than :data:`MAX_DEPTH` levels."""


def nesting_depth(text: str) -> int:
    """How deep ``[`` and ``{`` nest in ``text`` (brackets inside JSON strings do not count)."""
    depth = deepest = 0
    for token in _TOKENS.finditer(text):
        mark = token.group()
        if mark in ("[", "{"):
            depth += 1
            deepest = max(deepest, depth)
        elif mark in ("]", "}"):
            depth -= 1
    return deepest


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def loads(text: str) -> Any:
    """Parse ``text`` as strict JSON; :class:`ValueError` (or :class:`TooDeep`) for anything else."""
    if text.count("[") + text.count("{") > MAX_DEPTH and nesting_depth(text) > MAX_DEPTH:
        raise TooDeep(f"it nests more than {MAX_DEPTH} levels deep")
    return json.loads(text, parse_constant=_no_constant)
