"""How many seeded random matches a simulation test plays: every one on CPython, a sample inside Pyodide.

The Pyodide part of ``python3 build.py test`` (tests/pyodide/selection.txt) checks what can differ in WebAssembly,
not the rules again: the rules are the same Python code, so a few seeded matches of each game there show the
runtime plays them as CPython does, and the thousands stay on CPython."""

from __future__ import annotations

import sys

IN_PYODIDE = sys.platform == "emscripten"


def runs(full: int, in_pyodide: int) -> int:
    """``full`` on CPython, ``in_pyodide`` inside Pyodide."""
    return in_pyodide if IN_PYODIDE else full
