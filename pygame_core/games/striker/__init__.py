"""Striker: the soccer card game for 2-4 players (rules: rules/sources/striker.de.txt, readings.md §4).

Each player attacks with their own 52-card deck: red, yellow and green number cards build attacks towards the goal,
Pass-Karten and the Grätsche speed them up or steal them, Gelbe and Rote Karte break them, the Torwart and the VAR
stop shots. Most goals when a draw pile runs out wins.
"""

from __future__ import annotations

from .ai import make_player
from .determinize import determinize
from .help import rules_help
from .messages import title
from .rules import Options, Striker

GAME = Striker
#: Allowed seat counts (the option ``players``).
SEATS = (2, 3, 4)
TITLE = "Striker"

#: (seed, options) of the golden playthroughs (tests/playthroughs/).
PLAYTHROUGHS = ((1, {}),)

__all__ = ["GAME", "SEATS", "TITLE", "Options", "Striker", "determinize", "make_player", "rules_help", "title"]
