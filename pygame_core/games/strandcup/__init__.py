"""Strand-Cup: the team beach-volleyball card game for 4, 6 or 8 players (Krimsus Krimskrams-Kiste, 2000).

Exposes the game protocol (``GAME``), the allowed seat counts, the title, the computer players, the rules
summary and the determinization used by searching players.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core import i18n
from ...core.rng import Rng
from . import help as _help
from .ai import make_player
from .determinize import determinize as _determinize
from .rules import StrandCup

GAME = StrandCup
#: 4, 6 or 8 players (the ``players`` option); with ``teams`` 3 or 4, 6 or 8 players in teams of two.
SEATS: tuple[int, ...] = (4, 6, 8)


def title(lang: str = i18n.DEFAULT_LANGUAGE) -> str:
    return i18n.tr("strandcup.title", lang)


def rules_help(lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    return _help.rules_help(lang)


def determinize(view: Mapping[str, Any], rng: Rng) -> StrandCup:
    return _determinize(view, rng)


#: (seed, options) of the golden playthroughs (tests/playthroughs/).
PLAYTHROUGHS = ((1, {"set_target": 3}), (2, {"players": 6, "teams": 3, "set_target": 2}))

__all__ = ["GAME", "SEATS", "title", "make_player", "rules_help", "determinize"]
