"""Game-agnostic computer players.

A player decides from the **view of its own seat only**: the same JSON the shell receives
(``Game.view(seat)``). It never receives a :class:`~pygame_core.core.Game`, so it cannot read
hidden cards. Searching players rebuild full states with a game's ``determinize(view, rng)``,
which samples the hidden cards consistently with what the view shows.
"""

from .base import LEVELS, Player, RandomPlayer

__all__ = ["LEVELS", "Player", "RandomPlayer"]
