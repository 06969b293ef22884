"""Why the hard player's Strand-Cup move is good, in words (hint and review, :mod:`pygame_core.ai.advice`).

The reason is read from the chosen action's kind (its verb); the texts are ``strandcup.hint.*`` in
:mod:`.messages`. The review's horizon is the rally: 1 if the seat's team wins it, else 0.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from ...ai.advice import Advisor
from ...core.game import Game, Reason

#: The verbs of Strand-Cup's action ids that have a text of their own.
VERBS = ("serve", "serve_die", "shout", "play", "over", "save", "pass", "add", "block", "no_block", "claim", "drink")


def reason(view: Mapping[str, Any], action: str) -> Reason:
    """The idea behind ``action``."""
    verb = action.partition(":")[0]
    return Reason(f"strandcup.hint.{verb}" if verb in VERBS else "core.hint.generic")


def rally_value(start: Game, now: Game, seat: int) -> Optional[float]:
    """Once the rally is decided: 1 if ``seat``'s team won it, else 0."""
    if now.rallies == start.rallies and list(now.scores) == list(start.scores) and list(now.sets) == list(start.sets) \
            and not now.is_over:
        return None
    team = start.team_of(seat)
    won = now.sets[team] > start.sets[team] or (list(now.sets) == list(start.sets)
                                                and now.scores[team] > start.scores[team])
    return 1.0 if won else 0.0


ADVISOR = Advisor(reason, rally_value, unit="strandcup.hint.unit", percent=True)
