"""Spike: the 2-player beach-volleyball card game (the original rules page read as in shared/rules/readings.md §2).

Plugs into the engine as described in ``pygame_core/games/README.md``: ``GAME``, ``SEATS``, ``TITLE``,
``title(lang)``, ``make_player(level)``, ``rules_help(lang)``, ``determinize(view, rng)``.
"""

from __future__ import annotations

from typing import Any

from . import messages
from .determinize import determinize
from .help import rules_help
from .rules import Options, SpikeGame

GAME = SpikeGame
SEATS = (2,)
TITLE = "Spike"


def title(lang: str = "en") -> str:
    return messages.t("title", lang)


def make_player(level: str) -> Any:
    """A computer player of ``level`` (``easy``, ``medium``, ``hard``)."""
    from .ai import make_player as _make_player
    return _make_player(level)


#: (seed, options) of the golden playthroughs (tests/playthroughs/).
PLAYTHROUGHS = ((1, {"set_points": 2, "sets_to_win": 1}), (2, {"set_points": 1, "sets_to_win": 2, "power_cards": "per_set"}))

__all__ = ["GAME", "Options", "SEATS", "SpikeGame", "TITLE", "determinize", "make_player", "rules_help", "title"]
