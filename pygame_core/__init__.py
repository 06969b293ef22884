"""pygame_core: the rules engine of the card-game site (Schnapsen, Spike, Strand-Cup, Striker).

Pure Python, no runtime dependencies; runs on CPython 3.11+ and in Pyodide.

    >>> import pygame_core
    >>> game = pygame_core.new_game("schnapsen", seed=7)
    >>> seat = game.to_move(); action = game.legal_actions(seat)[0]
    >>> _ = game.apply(seat, action.id)
    >>> pygame_core.load(game.save()).history == game.history
    True
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Mapping, Optional

from .ai.base import LEVELS, Player, RandomPlayer
from .core.errors import CorruptSave, MalformedInput, UnknownGame
from .core.game import Game

__version__ = "0.1.0"

#: Registered games: name -> module. A game module exposes ``GAME`` (its :class:`Game` subclass),
#: ``TITLE``, ``SEATS`` (allowed seat counts), ``make_player(level)`` and ``rules_help(lang)``.
GAMES: dict[str, str] = {
    "schnapsen": "pygame_core.games.schnapsen",
    "spike": "pygame_core.games.spike",
    "strandcup": "pygame_core.games.strandcup",
    "striker": "pygame_core.games.striker",
}


def game_module(name: str) -> ModuleType:
    """The module of a registered game."""
    if not isinstance(name, str) or name not in GAMES:
        raise UnknownGame(f"unknown game {name!r}; known: {', '.join(sorted(GAMES))}", name)
    return importlib.import_module(GAMES[name])


def game_class(name: str) -> type[Game]:
    return game_module(name).GAME


def new_game(name: str, options: Optional[Mapping[str, Any]] = None, seed: Optional[int] = None,
             deal: Optional[Mapping[str, Any]] = None) -> Game:
    """A new match of ``name``."""
    return game_class(name).new(options, seed, deal)


def load(save: Mapping[str, Any]) -> Game:
    """Replay a save (see :meth:`Game.save`)."""
    if not isinstance(save, Mapping):
        raise CorruptSave("a save must be an object")
    try:
        cls = game_class(save.get("game"))  # type: ignore[arg-type]
    except UnknownGame as exc:
        raise CorruptSave(str(exc), save.get("game")) from exc
    return cls.load(save)


def examples(name: str) -> dict[str, Any]:
    """The scripted rules examples of game ``name`` (``games/<name>/examples.py``: ``EXAMPLES``), by name."""
    game_module(name)  # UnknownGame for an unknown name
    try:
        module = importlib.import_module(f"{GAMES[name]}.examples")
    except ModuleNotFoundError as exc:
        if exc.name != f"{GAMES[name]}.examples":
            raise
        return {}
    return dict(module.EXAMPLES)


def make_player(name: str, level: str) -> Player:
    """A computer player for game ``name`` at ``level`` (``easy``/``medium``/``hard``, or ``random``)."""
    if level == "random":
        return RandomPlayer()
    if level not in LEVELS:
        raise MalformedInput(f"unknown strength {level!r}; choose one of {', '.join(LEVELS)}", level)
    return game_module(name).make_player(level)
