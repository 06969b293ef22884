"""Striker: the soccer card game for 2-4 players (rules: rules/sources/striker.de.txt, readings.md §4).

Each player attacks with their own 52-card deck: red, yellow and green number cards build attacks towards the goal,
Pass-Karten and the Grätsche speed them up or steal them, Gelbe and Rote Karte break them, the Torwart and the VAR
stop shots. Most goals when a draw pile runs out wins.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.registry import GameInfo
from . import table_words
from .ai import make_player
from .determinize import determinize
from .help import rules_help
from .messages import MESSAGES
from .rules import Striker


def _examples() -> Mapping[str, Any]:
    from .examples import EXAMPLES
    return EXAMPLES


GAME_INFO = GameInfo(
    name="striker", game=Striker, seats=(2, 3, 4), messages=MESSAGES,
    make_player=make_player, determinize=determinize, rules_help=rules_help, examples=_examples,
    table_words=table_words.TABLE_WORDS, terms=table_words.TERMS,
    table="tables/striker.js", stylesheet="tables/striker.css",
    playthroughs=((1, {}), (2, {"players": 3}), (3, {"players": 4, "corners": 4}),
                  (4, {"must_play_while_able": False})))
