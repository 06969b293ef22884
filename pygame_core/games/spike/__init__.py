"""Spike: the 2-player beach-volleyball card game (the original rules page read as in shared/rules/readings.md §2).

Declared once, in :data:`GAME_INFO` (see ``pygame_core/games/README.md``).
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.game import Presentation
from ...core.registry import Emblem, GameInfo, Shape
from . import observation, table_words, view
from .determinize import determinize
from .messages import MESSAGES
from .rules import SpikeGame
from .view import VIEW_CONTRACT

# the rules do not import their view (the view reads the rules): the package hands the view's drawings to them, and
# what a seat knows to its computer players (issue 32: an observation apart from what is shown)
SpikeGame.shown_with(Presentation(view=view.spike_view, table=view.table_part, observation=observation.observation))


def make_player(level: str) -> Any:
    """A computer player of ``level`` (``easy``, ``medium``, ``hard``)."""
    from .ai import make_player as _make_player
    return _make_player(level)


def rules_help(lang: str) -> dict[str, Any]:
    """The help panel's rules summary (its module is imported when the panel is first asked for)."""
    from .help import rules_help as _rules_help
    return _rules_help(lang)


def lesson() -> Any:
    """The guided first game (loaded only when asked for)."""
    from .lesson import LESSON
    return LESSON


def examples() -> Mapping[str, Any]:
    """The scripted rules examples (loaded only when asked for)."""
    from .examples import EXAMPLES
    return EXAMPLES


#: Its menu tile's picture.
EMBLEM = Emblem("volleyball", (
    Shape("circle", {"cx": 60, "cy": 35, "r": 10.5}),
    Shape("path", {"d": "M60 35 C64 31 68 30 70.2 31 M60 35 C55 34 52 30 51.5 27.5 M60 35 C61 40 59 43.5 56 45"
                        " M63.5 25.2 C61 29 60.5 32 60 35 M49.6 37 C53 36.5 56.5 36 60 35"
                        " M68.3 42 C65 40.5 62.5 38 60 35"}),
))

def advice() -> Any:
    """Why the hard player's move, and the review's horizon (:mod:`.advice`, loaded only when asked for)."""
    from .advice import ADVISOR
    return ADVISOR


def _puzzles() -> Mapping[str, Any]:
    """The game's puzzles in the studio's format (loaded only when asked for; issue 33)."""
    from .puzzles import PUZZLES
    return PUZZLES


GAME_INFO = GameInfo(
    advice=advice,
    name="spike", game=SpikeGame, seats=(2,), messages=MESSAGES, make_player=make_player, determinize=determinize,
    rules_help=rules_help, examples=examples, puzzles=_puzzles, lesson=lesson, table_words=table_words.TABLE_WORDS,
    terms=table_words.TERMS,
    view_contract=VIEW_CONTRACT,
    catalogue=view.catalogue,
    emblem=EMBLEM, table="tables/spike.js", stylesheet="tables/spike.css",
    # the golden playthroughs (tests/playthroughs/)
    playthroughs=((1, {}), (2, {"set_points": 3, "sets_to_win": 2, "power_cards": "per_set"})))

__all__ = ["GAME_INFO", "SpikeGame"]
