"""Why the hard player's Striker move is good, in words (hint and review, :mod:`pygame_core.ai.advice`).

The reason names the rule and the idea of the chosen move in its position (issue 21: "Shoot: ... your 10 goes where
no goalkeeper is left"), read from the seat's observation only (:mod:`.observation`): its hand, the attacks on the
table (all face up), every player's cards out of the game (face up, readings.md ST16) and how many VAR cards each
player still has beside them. No hidden card is read, so two deals that differ only in cards the seat cannot see
give the same text. The texts are ``striker.hint.*`` in :mod:`.messages`.

The review's horizon is one round of turns: the goals the seat scored in it and the worth of its attacks then, minus
the same for the other seats on average (:func:`round_value`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional, cast

from ...ai.advice import Advisor
from ...ai.base import Player
from ...core.game import Game, Reason
from . import cards as C

if TYPE_CHECKING:
    from .rules import Striker

#: How many rounds of turns a playout looks ahead: one, so the value is what the choice changed before the seat's next
#: turn (goals and the attacks' worth, see :func:`round_value`); more rounds mostly add other seats' luck.
ROUNDS = 1

#: The verbs of Striker's action ids that have a text of their own (``yellow@2`` -> ``yellow``).
VERBS = ("start", "play", "pass", "tackle", "yellow", "red", "var", "accept", "keeper", "end_turn")


def _attack(view: Mapping[str, Any], attack_id: int) -> Optional[Mapping[str, Any]]:
    return next((a for a in _table(view).get("attacks") or [] if a.get("id") == attack_id), None)


def _table(view: Mapping[str, Any]) -> Mapping[str, Any]:
    """The field (attacks, shot): the observation's own fields (.observation)."""
    return view


def _seat_info(view: Mapping[str, Any], seat: int) -> Mapping[str, Any]:
    return next((p for p in view.get("seat_info") or [] if p.get("seat") == seat), {})


def keepers_in_deck(corner: str, corners: int) -> int:
    """How many goalkeepers for ``corner`` one deck holds (readings.md §4.3, the deck table)."""
    return C.composition(corners)[f"K{corner}"]


def _target_of(view: Mapping[str, Any], seat: int, target: Optional[int]) -> int:
    """Who a shot aims at: the named target with 3-4 players, else the next player (readings.md ST8)."""
    return target if target is not None else (seat + 1) % len(view.get("seat_info") or [0, 0])


def shot_reason(view: Mapping[str, Any], seat: int, card: str, target: Optional[int], how: str) -> Reason:
    """A shot (a 10 or 11; ``how``: ``shot`` advancing or taking over, ``pass_shot`` after a Pass-Karte): what can
    still stop it, from what the seat sees: the target's VAR beside it, its goalkeepers for that corner already out
    of the game."""
    corner = C.CORNER_OF[card]
    aimed = _target_of(view, seat, target)
    info = _seat_info(view, aimed)
    corners = int((view.get("options") or {}).get("corners", 2))
    gone = sum(1 for c in info.get("out") or [] if c == f"K{corner}")
    total = keepers_in_deck(corner, corners)
    left = total - gone
    params = {"card": card, "corner": corner, "target": aimed, "gone": gone, "total": total}
    if not info.get("var"):
        key = "no_var_no_keeper" if left == 0 else "no_var_gone" if gone else "no_var"
    else:
        key = "var_left"
    return Reason(f"striker.hint.{how}_{key}", params)


def number_reason(view: Mapping[str, Any], seat: int, verb: str, card: str, attack_id: int,
                  target: Optional[int]) -> Reason:
    """A number card on an attack: a shot, a take-over, a Grätsche, a pass or an advance, and how far to goal."""
    number = C.NUMBER_OF[card]
    if number >= 10:
        return shot_reason(view, seat, card, target, "pass_shot" if verb == "pass" else "shot")
    attack = _attack(view, attack_id) or {}
    owner = attack.get("owner")
    top = attack.get("number")
    params = {"card": card, "attack": attack_id, "previous": owner, "top": top, "steps": 10 - number}
    if verb == "tackle":
        return Reason("striker.hint.tackle", params)
    if verb == "pass":
        return Reason("striker.hint.pass", params)
    if owner is not None and owner != seat:
        return Reason("striker.hint.takeover_same" if number == top else "striker.hint.takeover", params)
    if number == 9:
        return Reason("striker.hint.advance_nine", params)
    if number == 6:
        return Reason("striker.hint.advance_yellow", params)
    return Reason("striker.hint.advance", params)


def start_reason(view: Mapping[str, Any], card: str) -> Reason:
    """A new attack: any red card starts one; with the next number in hand it moves on at once."""
    number = C.NUMBER_OF[card]
    hand = view.get("hand") or []
    attacks = len(_table(view).get("attacks") or [])
    if str(number + 1) in hand:
        return Reason("striker.hint.start_build", {"card": card, "next": number + 1})
    return Reason("striker.hint.start", {"card": card, "attacks": attacks + 1, "max": C.MAX_ATTACKS})


def booking_reason(view: Mapping[str, Any], verb: str, attack_id: int) -> Reason:
    """A Gelbe or Rote Karte on an opponent's attack: what it removes, and how close that attack was to a shot."""
    attack = _attack(view, attack_id) or {}
    top = attack.get("number") or 0
    cards = [c for c in attack.get("cards") or [] if C.KIND_OF.get(c.get("card")) is C.Kind.NUMBER]
    # what a yellow card leaves: the number card beneath the top one, and its owner, who owns the attack then (ST5)
    beneath = cards[-2] if len(cards) >= 2 else {}
    params = {"attack": attack_id, "owner": attack.get("owner"), "top": top, "count": len(cards),
              "steps": max(10 - top, 1), "below": C.NUMBER_OF.get(str(beneath.get("card")), 0),
              "previous": beneath.get("owner")}
    if verb == "red":
        return Reason("striker.hint.red", params)
    if not beneath:  # its only number card goes, and the attack with it (readings.md §4.4 ST11)
        return Reason("striker.hint.yellow_gone", params)
    if params["previous"] != params["owner"]:  # a taken-over attack goes back to who had it before
        mine = params["previous"] == view.get("seat")
        return Reason("striker.hint.yellow_yours" if mine else "striker.hint.yellow_back", params)
    return Reason("striker.hint.yellow_nine" if top == 9 else "striker.hint.yellow", params)


def reaction_reason(view: Mapping[str, Any], seat: int, verb: str) -> Reason:
    """Against a shot: the goalkeeper for its corner, the VAR (50/50, once per game) or letting it count."""
    shot = _table(view).get("shot") or {}
    corner = shot.get("corner", "")
    params = {"corner": corner, "shooter": shot.get("shooter")}
    if verb == "keeper":
        return Reason("striker.hint.keeper", params)
    saves = any(c == f"K{corner}" for c in view.get("hand") or [])
    if verb == "var":
        return Reason("striker.hint.var_instead" if saves else "striker.hint.var", params)
    var_left = bool(_seat_info(view, seat).get("var"))
    return Reason("striker.hint.accept_keep_var" if var_left else "striker.hint.accept", params)


def reason(view: Mapping[str, Any], action: str) -> Reason:
    """The rule and the idea behind ``action`` in ``view`` (the seat's own view)."""
    from .rules import parse_move
    corners = int((view.get("options") or {}).get("corners", 2))
    move = parse_move(action, corners)
    seat = int(view.get("seat") or 0)
    if move is None or move.verb.value not in VERBS:
        return Reason("core.hint.generic")
    verb = move.verb.value
    if verb == "start":
        return start_reason(view, move.card)  # type: ignore[arg-type]  # a start names its card
    if verb in ("play", "pass", "tackle"):
        return number_reason(view, seat, verb, move.card, move.attack, move.target)  # type: ignore[arg-type]  # a number move names its card and attack
    if verb in ("yellow", "red"):
        return booking_reason(view, verb, move.attack)  # type: ignore[arg-type]  # a booking names its attack
    if verb in ("keeper", "var", "accept"):
        return reaction_reason(view, seat, verb)
    return Reason("striker.hint.end_turn")


def table_worth(game: "Striker", seat: int) -> float:
    """The worth of ``seat``'s attacks on the table, in goals (the AI's :data:`~.ai.ATTACK_WORTH` by the attack's
    top number: how likely it ends in a goal, roughly)."""
    from .ai import ATTACK_WORTH
    return sum(ATTACK_WORTH.get(a.top_number, 0.0) for a in game.attacks if a.owner == seat)


def round_value(start: Game, now: Game, seat: int) -> Optional[float]:
    """After ``ROUNDS`` rounds of turns: the goals ``seat`` scored in them and the worth of its attacks then, minus
    the same for the other seats on average (issue 34: what the choice changed; the most of several other seats
    would let another seat's luck decide a 4-player loss)."""
    start, now = cast("Striker", start), cast("Striker", now)  # Striker's advisor: its matches only
    if now.turn_number < start.turn_number + ROUNDS * start.num_seats and not now.is_over:
        return None
    gained = [now.goals[s] - start.goals[s] + table_worth(now, s) - table_worth(start, s)
              for s in range(start.num_seats)]
    others = [g for s, g in enumerate(gained) if s != seat]
    return gained[seat] - (sum(others) / len(others) if others else 0.0)


def attentive_medium() -> Player:
    """The review's stand-in in every seat: the medium player without its lapses at the goal (ai.py's ladder), so a
    playout's goals come from the decisions, not from a lapse in one playout and not in the other."""
    from .ai import MediumPlayer
    return MediumPlayer(lapse=0)


def quick_choice(game: Game, seat: int, seed: int) -> str:
    """The attentive medium player's choice read from the game (the search's ``medium_rollout``: no view is
    built; ``Advisor.quick_choice``); with no lapses it draws no random numbers."""
    from ...core.rng import Rng
    from .ai import medium_rollout
    return medium_rollout(game, seat, Rng(seed))


ADVISOR = Advisor(reason, round_value, unit="striker.hint.unit", stand_in=attentive_medium, measure="goals", par=0.0,
                  resolution=0.2, quick_choice=quick_choice)
