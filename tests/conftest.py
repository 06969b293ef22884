"""Make the engine importable from a checkout (``pytest`` from the repository root, no install needed), and mark
the tests tests/pyodide/selection.txt names with ``pyodide`` (the part of the suite that runs inside Pyodide)."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SELECTION = Path(__file__).resolve().parent / "pyodide" / "selection.txt"


def pyodide_selection() -> list[str]:
    """The node ids selection.txt names (a file, or a test without its parameters), without the comments."""
    lines = (line.split("#", 1)[0].strip() for line in SELECTION.read_text(encoding="utf-8").splitlines())
    return [line for line in lines if line]


def selected(nodeid: str, entries: list[str]) -> bool:
    """Whether a test's node id is one an entry names: the entry itself, a test of its file, or a parameter of it."""
    return any(nodeid == e or nodeid.startswith((e + "::", e + "[")) for e in entries)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    entries = pyodide_selection()
    for item in items:
        if selected(item.nodeid, entries):
            item.add_marker(pytest.mark.pyodide)
