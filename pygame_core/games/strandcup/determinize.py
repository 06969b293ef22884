"""Determinization: a full Strand-Cup game consistent with one seat's view (for search-based players).

The seat's own hand, the cards on the table and the face-up discard pile are known; every other card is
somewhere in the other hands or in the stack. They are dealt at random (with ``rng``) to the other seats,
as many as each holds, and the rest become the stack in random order. Everything else is public and is
copied from the view.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.rng import MAX_SEED, Rng
from .rules import StrandCup


def determinize(view: Mapping[str, Any], rng: Rng) -> StrandCup:
    """A game whose public state equals ``view`` and whose hidden cards are sampled with ``rng``."""
    game = StrandCup.new(view["options"], seed=rng.next64() % MAX_SEED,
                         deal={"serving_team": view["serving_team"]})
    game.record_events = False
    seat = int(view["seat"])
    own = [c["id"] for c in view["hand"]]
    known = set(own) | set(view["table"]) | set(view["discard"])
    unseen = [c for c in game.deck if c not in known]
    rng.shuffle(unseen)
    hands: list[list[str]] = []
    for s, count in enumerate(view["hand_counts"]):
        if s == seat:
            hands.append(list(own))
        else:
            hands.append(unseen[:count])
            del unseen[:count]
    game.restore_public(view, hands, unseen)
    game.rallies = [dict(r) for r in view["rallies"]]
    return game
