"""Why the hard player's Schnapsen move is good, in words (hint and review, :mod:`pygame_core.ai.advice`).

The reason is read from the seat's observation (:mod:`.observation`) and the chosen action only (no hidden card);
the texts are
``schnapsen.hint.*`` in :mod:`.messages`. The review's horizon is the hand: the game points it brings the seat
minus those it brings the opponent (readings.md §3.6 scoring).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional, cast

from ...ai.advice import Advisor
from ...core.game import Game, Reason
from .cards import POINTS, beats

if TYPE_CHECKING:
    from ...ai.base import Player
    from .rules import SchnapsenGame


def _led_card(observation: Mapping[str, Any]) -> Optional[str]:
    trick = observation.get("trick") or []
    if not trick:
        return None
    first = trick[0]
    return first.get("card") if isinstance(first, dict) else first[1]


def reason(observation: Mapping[str, Any], action: str) -> Reason:
    """The rule or idea behind ``action`` (from the seat's observation)."""
    verb, _, arg = action.partition(":")
    trump = observation["trump"]
    if verb == "marry":
        return Reason("schnapsen.hint.marry", {"points": 40 if arg == trump else 20})
    if verb in ("exchange", "close", "next_hand"):
        return Reason(f"schnapsen.hint.{verb}")
    if verb != "play":
        return Reason("core.hint.generic")
    card = arg
    led = _led_card(observation)
    worth = POINTS[card]
    if led is not None:
        total = worth + POINTS[led]
        if beats(led, card, trump):  # (an observation with a card led holds the trump)
            return Reason("schnapsen.hint.take", {"points": total})
        return Reason(losing_follow(observation, card), {"points": total})
    if card[1] == trump:  # talon closed or used up: a trump lead is answered with a trump (readings.md "Phase 2")
        strict = observation.get("closed") or observation.get("exhausted")
        return Reason("schnapsen.hint.lead_trump_strict" if strict else "schnapsen.hint.lead_trump")
    if card[0] == "A":  # (no card of its suit is higher: only a trump takes it)
        return Reason("schnapsen.hint.lead_top", {"points": worth})
    if card[0] == "T":
        return Reason("schnapsen.hint.lead_high", {"points": worth})
    return Reason("schnapsen.hint.lead_low", {"points": worth})


def losing_follow(observation: Mapping[str, Any], card: str) -> str:
    """Why a card that cannot take the trick is given: the cheapest playable one, because no playable card takes
    the trick ("duck_forced") or because the search would rather not spend one that does ("duck": the playouts'
    judgement, not a rule about the trick's points); or a dearer one while a cheaper one could be played ("give
    up"), said by what the move keeps in the hand: the cheaper cards are all trumps, or one of them is a king or
    queen whose partner is in the hand and whose marriage is not declared yet, or else only that they are kept (no
    claim about what they are worth later that the hint has not measured)."""
    plays = [a["id"][5:] for a in observation["legal"] if a["id"].startswith("play:")]
    cheaper = [c for c in plays if POINTS[c] < POINTS[card]]
    if not cheaper:
        led, trump = _led_card(observation), observation["trump"]
        takes = led is not None and any(beats(led, c, trump) for c in plays)
        return "schnapsen.hint.duck" if takes else "schnapsen.hint.duck_forced"
    if all(c[1] == observation["trump"] for c in cheaper):
        return "schnapsen.hint.give_up_trumps"
    if any(keeps_a_marriage(observation, c) for c in cheaper):
        return "schnapsen.hint.give_up_marriage"
    return "schnapsen.hint.give_up"


def keeps_a_marriage(observation: Mapping[str, Any], card: str) -> bool:
    """Whether ``card`` is a king or queen whose partner of the same suit is in the seat's hand, their marriage not
    declared and still to be declared (once a hand; after the talon is closed or used up only by the option
    ``marriage_after_close``, rules.why_no_marriage)."""
    if card[0] not in "KQ":
        return False
    strict = observation.get("closed") or observation.get("exhausted")
    if strict and not (observation.get("options") or {}).get("marriage_after_close", True):
        return False
    partner = ("Q" if card[0] == "K" else "K") + card[1]
    declared = {m["suit"] for m in observation.get("marriages") or () if m["seat"] == observation.get("seat")}
    return partner in (observation.get("hand") or ()) and card[1] not in declared


def hand_value(start: Game, now: Game, seat: int) -> Optional[float]:
    """Once the hand is scored: the game points it brought ``seat`` minus those it brought the opponent."""
    start, now = cast("SchnapsenGame", start), cast("SchnapsenGame", now)  # Schnapsen's advisor: its matches only
    if list(now.to_go) == list(start.to_go) and not now.is_over:
        return None
    gained = [start.to_go[s] - now.to_go[s] for s in range(2)]
    return float(gained[seat] - gained[1 - seat])


#: A puzzle's exact search gives up past this many nodes (the estimate judges then): a hand with a closed talon and
#: five cards each takes a few thousand.
PUZZLE_NODES = 400_000


def exact_values(game: Game, seat: int, shown_open: bool) -> Optional[dict[str, float]]:
    """Every legal move's exact value for ``seat`` (the game points the hand brings it, won minus lost) where no
    card the reader cannot see matters: the talon is closed or used up (nothing more is drawn, so its order does not
    matter), and the opponent's hand is known, shown open or told by the seat's own view (every card the seat has
    not seen is in it). ``None`` otherwise, or when the search would be too big."""
    from .model import Deal, count
    from .record import record_from_observation
    from .rules import SchnapsenGame
    from .solver import solve_ids, utility_for
    g = cast("SchnapsenGame", game)
    if not isinstance(g, SchnapsenGame) or g.is_over or g.to_move() != seat:
        return None
    record = record_from_observation(g.observation(seat))
    if not record.strict or not (shown_open or record.hidden == count(record.unseen)):
        return None
    values = solve_ids(Deal.of(g), utility_for(seat), PUZZLE_NODES)
    legal = g.legal_ids(seat)
    if values is None or set(values) != set(legal):  # (a claim: the model does not know it)
        return None
    return {a: values[a] for a in legal}


def hint_player() -> "Player":
    """The player a hint names: the hard player's search with :data:`.ai.HINT_BUDGET` (``Advisor.hint_player``)."""
    from .ai import hint_player as made
    return made()


def quick_choice(game: Game, seat: int, seed: int) -> str:
    """The medium player's choice from the seat's observation (``Advisor.quick_choice``; one player made per move,
    none from the registry)."""
    from .ai import MediumPlayer
    from .observation import observation
    return MediumPlayer().choose(observation(cast("SchnapsenGame", game), seat), seed)


ADVISOR = Advisor(reason, hand_value, unit="schnapsen.hint.unit", measure="hand", par=0.0, worlds=12, hint_worlds=4,
                  exact=exact_values, quick_choice=quick_choice, hint_player=hint_player)
