"""Striker: the soccer card game for 2-4 players (rules: rules/sources/striker.de.txt, readings.md §4).

Each player attacks with their own 52-card deck: red, yellow and green number cards build attacks towards the goal,
Pass-Karten and the Grätsche speed them up or steal them, Gelbe and Rote Karte break them, the Torwart and the VAR
stop shots. Most goals when a draw pile runs out wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ...core.game import Presentation
from ...core.registry import Emblem, GameInfo, Shape
from . import observation, table_words, view
from .determinize import determinize
from .messages import MESSAGES
from .rules import Striker
from .view import VIEW_CONTRACT

# the rules do not import their view (the view reads the rules): the package hands the view's drawings to them
Striker.shown_with(Presentation(view=view.view, table=view.table_part, observation=observation.observation,
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


def _examples() -> Mapping[str, Any]:
    from .examples import EXAMPLES
    return EXAMPLES


def _lesson() -> Any:
    """The guided first game (loaded only when asked for)."""
    from .lesson import LESSON
    return LESSON


#: Its menu tile's picture.
EMBLEM = Emblem("football", (
    Shape("circle", {"cx": 60, "cy": 35, "r": 10.5}),
    Shape("path", {"d": "M60 30.6 L64.2 33.6 L62.6 38.6 L57.4 38.6 L55.8 33.6 Z"}, solid=True),
    Shape("path", {"d": "M60 30.6 V24.5 M64.2 33.6 L70 31.7 M62.6 38.6 L66.2 43.5 M57.4 38.6 L53.8 43.5"
                        " M55.8 33.6 L50 31.7"}),
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
    name="striker", game=Striker, seats=(2, 3, 4), messages=MESSAGES,
    make_player=make_player, determinize=determinize, rules_help=rules_help, examples=_examples, lesson=_lesson,
    puzzles=_puzzles,
    table_words=table_words.TABLE_WORDS, terms=table_words.TERMS,
    view_contract=VIEW_CONTRACT, catalogue=view.catalogue,
    emblem=EMBLEM, table="tables/striker.js", stylesheet="tables/striker.css",
    playthroughs=((1, {}), (2, {"players": 3, "must_play_while_able": False}), (3, {"players": 4, "corners": 4})))
