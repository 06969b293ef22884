"""The game module plugs into the engine as pygame_core/games/README.md describes."""

import sys

import pytest

import pygame_core
from pygame_core.games import schnapsen


def test_module_exposes_the_plugin_interface():
    assert schnapsen.GAME is schnapsen.SchnapsenGame and schnapsen.SEATS == (2,)
    assert schnapsen.title("nl") == "Schnapsen" and callable(schnapsen.rules_help)
    assert callable(schnapsen.determinize) and callable(schnapsen.make_player)
    game = pygame_core.new_game("schnapsen", seed=1)
    assert isinstance(game, schnapsen.SchnapsenGame) and game.num_seats == 2


def test_make_player_without_ai_module_raises_a_clear_error(monkeypatch):
    """Until ai.py exists, make_player says so (instead of an obscure ImportError)."""
    monkeypatch.setitem(sys.modules, "pygame_core.games.schnapsen.ai", None)
    with pytest.raises(NotImplementedError, match="computer player"):
        schnapsen.make_player("easy")
