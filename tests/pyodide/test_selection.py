"""The Pyodide part's selection (tests/pyodide/selection.txt, marker ``pyodide``) cannot silently shrink: every line
names tests that are collected and marked, and the selection holds the import of every module, the bridge, save/load
and replay, and tests of every game package. Host-only (build.py test skips this folder inside Pyodide)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SELECTION = ROOT / "tests" / "pyodide" / "selection.txt"


def entries() -> list[str]:
    lines = (line.split("#", 1)[0].strip() for line in SELECTION.read_text(encoding="utf-8").splitlines())
    return [line for line in lines if line]


@pytest.fixture(scope="module")
def selected() -> list[str]:
    """The node ids the Pyodide part runs, as pytest collects them on CPython (only the files the selection names:
    a test of another file is never marked)."""
    files = sorted({entry.split("::")[0] for entry in entries()})
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                          "-m", "pyodide and not long", *files], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    return [line for line in out.stdout.splitlines() if line.startswith("tests/") and "::" in line]


def test_every_line_names_an_existing_file_once_and_no_host_only_test():
    assert entries(), "the selection is empty"
    assert len(entries()) == len(set(entries())), "a line is there twice"
    for entry in entries():
        path = entry.split("::")[0]
        assert (ROOT / path).is_file() and Path(path).name.startswith("test_"), entry
        assert not path.startswith("tests/pyodide/"), f"{entry}: tests/pyodide/ is host-only"


def test_every_line_names_tests_that_are_collected_and_marked(selected):
    for entry in entries():
        assert any(node == entry or node.startswith((entry + "::", entry + "[")) for node in selected), \
            f"{entry} names no test (or only long ones)"


def test_the_selection_holds_the_imports_the_bridge_and_replay(selected):
    files = {node.split("::")[0] for node in selected}
    assert {"tests/test_imports.py", "tests/test_bridge.py", "tests/test_bridge_hostile.py",
            "tests/test_replay.py", "tests/compat/test_release_files.py",
            "tests/playthroughs/test_playthroughs.py"} <= files
    assert any("::test_every_module_imports[" in node for node in selected)
    assert any("::test_a_match_plays_through_the_bridge_to_the_end[" in node for node in selected)


def test_every_game_package_has_tests_in_the_selection(selected):
    """Each game's own folder of tests has a selected file, and its golden playthroughs run."""
    import pygame_core.games

    games = sorted(found.name for found in pkgutil.iter_modules(pygame_core.games.__path__) if found.ispkg)
    assert games
    for game in games:
        assert any(node.startswith(f"tests/{game}/") for node in selected), f"nothing of tests/{game}/"
        assert any(node.startswith(f"tests/playthroughs/test_playthroughs.py::test_playthrough_matches_golden_file"
                                   f"[{game}-") for node in selected), f"no golden playthrough of {game}"
        assert any(f"::test_a_match_plays_through_the_bridge_to_the_end[{game}]" in node for node in selected), game


def test_the_selection_has_not_shrunk(selected):
    """Some hundreds of tests (most of them quick parameters; 644 when this was written)."""
    assert len(selected) >= 400, len(selected)
