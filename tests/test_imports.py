"""Every module of the engine imports. On CPython this is cheap; in the Pyodide part of ``build.py test`` it is the
check that no module needs what WebAssembly lacks (a C extension, ``multiprocessing`` at import time, a file)."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import pygame_core
import pygame_core.games

MODULES = sorted(found.name for found in pkgutil.walk_packages(pygame_core.__path__, "pygame_core."))
GAMES = sorted(found.name for found in pkgutil.iter_modules(pygame_core.games.__path__) if found.ispkg)


def test_the_walk_finds_the_bridge_the_core_the_players_and_every_game():
    assert GAMES
    assert {"pygame_core.bridge", "pygame_core.core.replay", "pygame_core.ai.arena"} <= set(MODULES)
    assert {f"pygame_core.games.{game}.rules" for game in GAMES} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_every_module_imports(name):
    assert importlib.import_module(name).__name__ == name
