"""Strand-Cup: the team beach-volleyball card game for 4, 6 or 8 players (Krimsus Krimskrams-Kiste, 2000).

The game declares itself once, in :data:`GAME_INFO` (see ``pygame_core/games/README.md``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ...core import i18n
from ...core.errors import BadOptions
from ...core.game import Presentation
from ...core.registry import Emblem, GameInfo, Shape
from . import help as _help
from . import messages as _messages
from . import table_words, view
from .determinize import determinize
from .observation import observation
from .rules import TEAM_LETTERS, Options, StrandCup
from .view import VIEW_CONTRACT

# the rules do not import their view (the view reads the rules): the package hands the view's drawings to them, and
# what a seat knows for its computer players (issue 32: apart from what is shown)
StrandCup.shown_with(Presentation(view=view.build_view, table=view.table_part, observation=observation))

if TYPE_CHECKING:  # pragma: no cover
    from ...ai.base import Player
    from ...core.replay import Script


def make_player(level: str) -> "Player":
    """A computer player of ``level`` (its module and the search are imported at the first computer move)."""
    from .ai import make_player as _make_player
    return _make_player(level)


def _examples() -> Mapping[str, "Script"]:
    from .examples import EXAMPLES
    return EXAMPLES


def _lesson() -> Any:
    """The guided first game (loaded only when asked for)."""
    from .lesson import LESSON
    return LESSON


def seat_teams(lang: str) -> list[dict[str, object]]:
    """Each seat's team ("Team A") for every number of players and of teams that can play (the rules' own
    :meth:`StrandCup.team_of`; the new-game dialog's seat rows)."""
    layouts: list[dict[str, object]] = []
    for players in (4, 6, 8):
        for teams in (2, 3, 4):
            try:
                game = StrandCup(Options(players=players, teams=teams), seed=0)
            except BadOptions:
                continue  # teams of one
            layouts.append({"options": {"players": players, "teams": teams},
                            "teams": [i18n.tr("strandcup.team", lang, letter=TEAM_LETTERS[game.team_of(seat)])
                                      for seat in range(players)]})
    return layouts


#: Its menu tile's picture.
EMBLEM = Emblem("cup", (
    Shape("path", {"d": "M51.5 27.5 C46.5 27.5 46.5 34 53 34.5 M68.5 27.5 C73.5 27.5 73.5 34 67 34.5"}),
    Shape("path", {"d": "M52 24.5 H68 V28.5 C68 35 64.5 38.5 60 38.5 C55.5 38.5 52 35 52 28.5 Z"}, solid=True),
    Shape("path", {"d": "M58.8 38 H61.2 V42.5 H58.8 Z M54.5 42.5 H65.5 V45.5 H54.5 Z"}, solid=True),
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
    name="strandcup",
    game=StrandCup,
    # 4, 6 or 8 players (the ``players`` option); with ``teams`` 3 or 4, 6 or 8 players in teams of two.
    seats=(4, 6, 8),
    messages={lang: {**_messages.MESSAGES[lang], **_help.MESSAGES[lang]} for lang in _messages.MESSAGES},
    make_player=make_player,
    determinize=determinize,
    rules_help=_help.rules_help,
    examples=_examples, puzzles=_puzzles, lesson=_lesson,
    table_words=table_words.TABLE_WORDS,
    terms=table_words.TERMS,
    view_contract=VIEW_CONTRACT,
    catalogue=view.catalogue,
    seat_teams=seat_teams,
    emblem=EMBLEM, table="tables/strandcup.js",
    stylesheet="tables/strandcup.css",
    playthroughs=((1, {"set_target": 2}), (2, {"players": 6, "teams": 3, "set_target": 2})),
)

__all__ = ["GAME_INFO"]
