"""Game-agnostic computer players.

A player decides from the **observation of its own seat only** (``Game.observation(seat)``: what the seat knows, in
the game's own shape; issue 32 keeps it apart from ``Game.view``, what the shell shows). It never receives a
:class:`~pygame_core.core.Game`, so it cannot read hidden cards. Searching players rebuild full states with a game's
``determinize(observation, rng)``, which samples the hidden cards consistently with what the seat knows.

The search (:mod:`.search`) is imported on first use of its names, not with this package: the engine imports
:mod:`.base` at start-up, and the browser's first table needs no computer player (see the registry's lazy
``make_player``).

The referee for measurements (seat-swapped matches, think times) is :mod:`pygame_core.ai.arena`, a CPython
tool that the engine never imports.
"""

from __future__ import annotations

from typing import Any

from .base import LEVELS, Player, RandomPlayer

_SEARCH_NAMES = ("Budget", "Decision", "SearchHooks", "minimax", "pimc")


def __getattr__(name: str) -> Any:
    """The search's names, imported when first asked for (PEP 562)."""
    if name in _SEARCH_NAMES:
        from . import search
        return getattr(search, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["LEVELS", "Budget", "Decision", "Player", "RandomPlayer", "SearchHooks", "minimax", "pimc"]
