"""Two-player Schnapsen (StarGames rules, read as in shared/rules/readings.md §3).

Plugs into the engine as described in ``pygame_core/games/README.md``: ``GAME``, ``SEATS``,
``TITLE``, ``title(lang)``, ``make_player(level)``, ``rules_help(lang)``, ``determinize(view, rng)``.
"""

from __future__ import annotations

from typing import Any

from . import messages
from .determinize import determinize
from .help import rules_help
from .rules import SchnapsenGame, SchnapsenOptions

GAME = SchnapsenGame
SEATS = (2,)
TITLE = "Schnapsen"


def title(lang: str = "en") -> str:
    return messages.t("title", lang)


def make_player(level: str) -> Any:
    """A computer player of ``level`` (from ``.ai``, written separately)."""
    try:
        from .ai import make_player as _make_player
    except ImportError as exc:
        if exc.name is not None and not exc.name.endswith("schnapsen.ai"):
            raise
        raise NotImplementedError("the Schnapsen computer player (pygame_core/games/schnapsen/ai.py) "
                                  "is not available yet") from exc
    return _make_player(level)


#: (seed, options) of the golden playthroughs (tests/playthroughs/).
PLAYTHROUGHS = ((1, {"bummerl_target": 3}), (2, {"manual_claim": True, "bummerl_target": 2}))

__all__ = ["GAME", "SEATS", "SchnapsenGame", "SchnapsenOptions", "TITLE", "determinize", "make_player",
           "rules_help", "title"]
