"""Two-player Schnapsen (StarGames rules, read as in shared/rules/readings.md §3).

The game declares itself once, in :data:`GAME_INFO` (see ``pygame_core/games/README.md``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ...core.game import Presentation
from ...core.registry import GameInfo
from ...core.replay import Script
from . import messages, table_words, view
from .determinize import determinize
from .observation import observation
from .rules import SchnapsenGame, SchnapsenOptions
from .view import VIEW_CONTRACT

# the rules do not import their view (the view reads the rules): the package hands the view's drawings to them, and
# what a seat knows for the computer players (issue 32: an observation of its own, apart from what is shown)
SchnapsenGame.shown_with(Presentation(view=view.build_view, table=view.table_part, observation=observation,
                                      played_only=VIEW_CONTRACT.played_only))

if TYPE_CHECKING:  # pragma: no cover
    from ...ai.base import Player


def make_player(level: str) -> "Player":
    """A computer player of ``level`` (its module and the search are imported at the first computer move)."""
    from .ai import make_player as _make_player
    return _make_player(level)


def rules_help(lang: str) -> dict[str, Any]:
    """The help panel's rules summary (its module is imported when the panel is first asked for)."""
    from .help import rules_help as _rules_help
    return _rules_help(lang)


def _examples() -> Mapping[str, Script]:
    from .examples import EXAMPLES
    return EXAMPLES

def advice() -> Any:
    """Why the hard player's move, and the review's horizon (:mod:`.advice`, loaded only when asked for)."""
    from .advice import ADVISOR
    return ADVISOR


def _lesson() -> Any:
    """The guided first game (loaded only when asked for)."""
    from .lesson import LESSON
    return LESSON


def _puzzles() -> Mapping[str, Any]:
    """The game's puzzles in the studio's format (loaded only when asked for; issue 33)."""
    from .puzzles import PUZZLES
    return PUZZLES


GAME_INFO = GameInfo(
    advice=advice,
    name=SchnapsenGame.name,
    game=SchnapsenGame,
    seats=(2,),
    messages=messages.CATALOGS,
    make_player=make_player,
    determinize=determinize,
    rules_help=rules_help,
    examples=_examples, puzzles=_puzzles, lesson=_lesson,
    table_words=table_words.TABLE_WORDS,
    terms=table_words.TERMS,
    view_contract=VIEW_CONTRACT,
    decks=("german", "four"),  # besides the French: the double-German deck's names (messages.py), four colours
    table="tables/schnapsen.js",
    stylesheet="tables/schnapsen.css",
    playthroughs=((1, {}), (2, {"manual_claim": True, "bummerl_target": 3})),
    levels=("easy", "medium", "hard", "expert"),  # expert: hard with more time than a tablet's budget (issue 36)
)

__all__ = ["GAME_INFO", "SchnapsenGame", "SchnapsenOptions"]
