"""Strand-Cup: the team beach-volleyball card game for 4, 6 or 8 players (Krimsus Krimskrams-Kiste, 2000).

The game declares itself once, in :data:`GAME_INFO` (see ``pygame_core/games/README.md``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ...core.registry import Emblem, GameInfo
from . import help as _help
from . import messages as _messages
from . import table_words
from .determinize import determinize
from .rules import StrandCup
from .view import VIEW_CONTRACT

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


GAME_INFO = GameInfo(
    name="strandcup",
    game=StrandCup,
    # 4, 6 or 8 players (the ``players`` option); with ``teams`` 3 or 4, 6 or 8 players in teams of two.
    seats=(4, 6, 8),
    messages={lang: {**_messages.MESSAGES[lang], **_help.MESSAGES[lang]} for lang in _messages.MESSAGES},
    make_player=make_player,
    determinize=determinize,
    rules_help=_help.rules_help,
    examples=_examples,
    table_words=table_words.TABLE_WORDS,
    terms=table_words.TERMS,
    view_contract=VIEW_CONTRACT,
    emblem=Emblem.CUP, table="tables/strandcup.js",
    stylesheet="tables/strandcup.css",
    playthroughs=((1, {"set_target": 3}), (2, {"players": 6, "teams": 3, "set_target": 2})),
)

__all__ = ["GAME_INFO"]
