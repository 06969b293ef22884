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

from .ai.base import ALL_LEVELS, LEVELS, Player, RandomPlayer
from .core import registry
from .core.errors import CorruptSave, MalformedInput, UnknownGame
from .core.game import Game
from .core.registry import GameInfo

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


def load(save: Mapping[str, Any]) -> Game:
    """Replay a save (see :meth:`Game.save`)."""
    if not isinstance(save, Mapping):
        raise CorruptSave("a save must be an object")
    try:
        cls = game_class(save.get("game"))  # type: ignore[arg-type]  # registry.get refuses a missing or foreign name (UnknownGame)
    except UnknownGame as exc:
        raise CorruptSave(str(exc), save.get("game")) from exc
    return cls.load(save)


def examples(name: str) -> dict[str, Any]:
    """The scripted rules examples of game ``name``, by name."""
    return dict(registry.get(name).examples())


def make_player(name: str, level: str) -> Player:
    """A computer player for game ``name`` at ``level`` (``easy``/``medium``/``hard``, a strength above them the game
    offers (``GameInfo.levels``: ``expert``), or ``random``)."""
    info = registry.get(name)
    if level == "random":
        return RandomPlayer()
    if level not in info.levels:
        raise MalformedInput(f"unknown strength {level!r} in {name}; choose one of {', '.join(info.levels)}", level)
    return info.make_player(level)


__all__ = ["ALL_LEVELS", "Game", "GameInfo", "LEVELS", "examples", "game_class", "game_info", "load", "make_player",
           "new_game", "registry"]
