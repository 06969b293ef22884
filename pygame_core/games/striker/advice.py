"""Why the hard player's Striker move is good, in words (hint and review, :mod:`pygame_core.ai.advice`).

The reason is read from the chosen action's kind (its verb); the texts are ``striker.hint.*`` in
:mod:`.messages`. The review's horizon is three rounds of turns: the goals the seat scored in them minus the most any
other seat scored.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from ...ai.advice import Advisor
from ...core.game import Game, Reason

#: How many rounds of turns a playout looks ahead (goals are rare: one round mostly scores nothing).
ROUNDS = 3

#: The verbs of Striker's action ids that have a text of their own (``yellow@2`` -> ``yellow``).
VERBS = ("start", "play", "pass", "tackle", "yellow", "red", "var", "accept", "keeper")


def reason(view: Mapping[str, Any], action: str) -> Reason:
    """The idea behind ``action``."""
    verb = action.partition(":")[0].partition("@")[0]
    return Reason(f"striker.hint.{verb}" if verb in VERBS else "core.hint.generic")


def round_value(start: Game, now: Game, seat: int) -> Optional[float]:
    """After ``ROUNDS`` rounds of turns: the goals ``seat`` scored in it minus the most another seat scored."""
    if now.turn_number < start.turn_number + ROUNDS * start.num_seats and not now.is_over:
        return None
    gained = [now.goals[s] - start.goals[s] for s in range(start.num_seats)]
    others = [g for s, g in enumerate(gained) if s != seat]
    return float(gained[seat] - max(others, default=0))


ADVISOR = Advisor(reason, round_value, unit="striker.hint.unit")
