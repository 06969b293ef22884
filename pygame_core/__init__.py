"""pygame_core: the rules engine of the card-game site (Schnapsen, Spike, Strand-Cup, Striker).

Pure Python, no runtime dependencies; runs on CPython 3.11+ and in Pyodide. The games are found through
:mod:`pygame_core.core.registry` (each package under ``games/`` declares itself once).

    >>> import pygame_core
    >>> game = pygame_core.new_game("schnapsen", seed=7)
    >>> seat = game.to_move(); action = game.legal_actions(seat)[0]
    >>> _ = game.apply(seat, action.id)
    >>> pygame_core.load(game.save()).history == game.history
    True
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from .ai.base import ALL_LEVELS, LEVELS, Player, RandomPlayer, make_player
from .core import registry
from .core.game import Game
from .core.registry import GameInfo, load

__version__ = "0.1.0"


def game_info(name: str) -> GameInfo:
    """The declaration of a registered game (:class:`UnknownGame` if none)."""
    return registry.get(name)


def game_class(name: str) -> type[Game]:
    return registry.get(name).game


def new_game(name: str, options: Optional[Mapping[str, Any]] = None, seed: Optional[int] = None,
             deal: Optional[Mapping[str, Any]] = None) -> Game:
    """A new match of ``name``."""
    return game_class(name).new(options, seed, deal)


def examples(name: str) -> dict[str, Any]:
    """The scripted rules examples of game ``name``, by name."""
    return dict(registry.get(name).examples())


__all__ = ["ALL_LEVELS", "Game", "GameInfo", "LEVELS", "Player", "RandomPlayer", "examples", "game_class", "game_info",
           "load", "make_player", "new_game", "registry"]
