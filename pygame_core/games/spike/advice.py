"""Why the hard player's Spike move is good, in words (hint and review, :mod:`pygame_core.ai.advice`).

The reason is read from the seat's observation (:mod:`.observation`) and the chosen action only; the texts are
``spike.hint.*`` in :mod:`.messages`. The review's horizon is the rally: 1 if the seat wins it, else 0 (the loss is
rally win chance).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Mapping, Optional, cast

from ...ai.advice import Advisor
from ...core.game import Game, Reason
from .cards import card

if TYPE_CHECKING:
    from ...ai.base import Player
    from .rules import SpikeGame

_DRAW = re.compile(r"^draw:A(\d+)D(\d+)$")


def draw_reason(seen: Mapping[str, Any], attack: int, defense: int) -> Reason:
    """The refill: a mix names both kinds; one kind only names what the hand keeps of the other (issue 34), or, where
    it keeps none, that the hand plays the next rallies for that kind ("keeps no DEFENSE card to defend with" read
    as a reason against)."""
    kinds = [card(cid).kind.value for cid in seen.get("hand") or []]
    if defense == 0 and attack > 0:
        kept = kinds.count("defense")
        return Reason("spike.hint.draw_attack" if kept else "spike.hint.draw_attack_only",
                      {"attack": attack, "defense_cards": kept})
    if attack == 0 and defense > 0:
        kept = kinds.count("attack")
        return Reason("spike.hint.draw_defense" if kept else "spike.hint.draw_defense_only",
                      {"defense": defense, "attack_cards": kept})
    return Reason("spike.hint.draw", {"attack": attack, "defense": defense})


def reason(seen: Mapping[str, Any], action: str) -> Reason:
    """The rule or idea behind ``action`` in the seat's observation ``seen``."""
    drawn = _DRAW.match(action)
    if drawn:
        return draw_reason(seen, int(drawn.group(1)), int(drawn.group(2)))
    verb, _, cid = action.partition(":")
    if verb != "play":
        return Reason("core.hint.generic")
    try:
        played = card(cid)
    except (KeyError, ValueError):
        return Reason("core.hint.generic")
    if played.power:
        return Reason("spike.hint.power")
    phase = str(seen.get("phase"))
    if phase in ("serve", "attack"):
        return Reason("spike.hint.cut" if played.is_cut else f"spike.hint.{phase}")
    if phase in ("receive", "defend"):
        return Reason("spike.hint.defend")
    return Reason("core.hint.generic")


def rally_value(start: Game, now: Game, seat: int) -> Optional[float]:
    """Once the rally is decided: 1 if ``seat`` won it, else 0."""
    start, now = cast("SpikeGame", start), cast("SpikeGame", now)  # Spike's advisor: its matches only
    before = (list(start.sets), list(start.points))
    if (list(now.sets), list(now.points)) == before and not now.is_over:
        return None
    won = now.sets[seat] > start.sets[seat] or (now.sets == start.sets and now.points[seat] > start.points[seat])
    return 1.0 if won else 0.0


def quick_choice(game: Game, seat: int, seed: int) -> str:
    """The medium player's choice (``PolicyPlayer(medium_policy)``) read from the game, not from a built observation
    (``Advisor.quick_choice``): the same :class:`~.ai.Info` (``info_from_game``) and the same random numbers."""
    from ...core.rng import Rng
    from .ai import info_from_game, medium_policy
    legal = game.legal_ids(seat)
    if len(legal) <= 1:
        return legal[0]
    return medium_policy(info_from_game(cast("SpikeGame", game), seat), legal, Rng(seed))


def hint_player() -> "Player":
    """The player a hint names: the hard player's search with :data:`.ai.HINT_BUDGET` (``Advisor.hint_player``)."""
    from .ai import hint_player as made
    return made()


ADVISOR = Advisor(reason, rally_value, unit="spike.hint.unit", percent=True, measure="rally", par=0.5,
                  quick_choice=quick_choice, hint_player=hint_player)
