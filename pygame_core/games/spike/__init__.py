"""Spike: the 2-player beach-volleyball card game (the original rules page read as in shared/rules/readings.md §2).

Declared once, in :data:`GAME_INFO` (see ``pygame_core/games/README.md``).
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.registry import Emblem, GameInfo
from . import table_words
from .determinize import determinize
from .messages import MESSAGES
from .rules import SpikeGame
from .view import VIEW_CONTRACT


def make_player(level: str) -> Any:
    """A computer player of ``level`` (``easy``, ``medium``, ``hard``)."""
    from .ai import make_player as _make_player
    return _make_player(level)


def rules_help(lang: str) -> dict[str, Any]:
    """The help panel's rules summary (its module is imported when the panel is first asked for)."""
    from .help import rules_help as _rules_help
    return _rules_help(lang)


def examples() -> Mapping[str, Any]:
    """The scripted rules examples (loaded only when asked for)."""
    from .examples import EXAMPLES
    return EXAMPLES


GAME_INFO = GameInfo(
    name="spike", game=SpikeGame, seats=(2,), messages=MESSAGES, make_player=make_player, determinize=determinize,
    rules_help=rules_help, examples=examples, table_words=table_words.TABLE_WORDS, terms=table_words.TERMS,
    view_contract=VIEW_CONTRACT,
    emblem=Emblem.VOLLEYBALL, table="tables/spike.js", stylesheet="tables/spike.css",
    # the golden playthroughs (tests/playthroughs/)
    playthroughs=((1, {"set_points": 2, "sets_to_win": 1}),
                  (2, {"set_points": 1, "sets_to_win": 2, "power_cards": "per_set"})))

__all__ = ["GAME_INFO", "SpikeGame"]
