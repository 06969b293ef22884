"""Game-agnostic computer players.

A player decides from the **view of its own seat only**: the same JSON the shell receives
(``Game.view(seat)``). It never receives a :class:`~pygame_core.core.Game`, so it cannot read
hidden cards. Searching players rebuild full states with a game's ``determinize(view, rng)``,
which samples the hidden cards consistently with what the view shows.

The referee for measurements (seat-swapped matches, think times) is :mod:`pygame_core.ai.arena`, a CPython
tool that the engine never imports.
"""

from .base import LEVELS, Player, RandomPlayer
from .search import Budget, Decision, SearchHooks, minimax, pimc

__all__ = ["LEVELS", "Budget", "Decision", "Player", "RandomPlayer", "SearchHooks", "minimax", "pimc"]
