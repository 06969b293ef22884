"""Why the hard player's Strand-Cup move is good, in words (hint and review, :mod:`pygame_core.ai.advice`).

The reason names the touch and the rule that make the card the one to play (issue 21), with the position's numbers:
the net score a receive must reach and the card's Annahme, the Stellen a set adds, the net score a ball sent over
gets (Abschluss + Stellen + Aufbau, S0 "The play"), the chance that two dice reach a spike's net score for a block.
It is read from the seat's observation only (:mod:`.observation`: its own hand, the cards on the table, the
dice): two deals that differ only in cards the seat cannot see give the same text. The texts are
``strandcup.hint.*`` in :mod:`.messages`.

The review's horizon is the rally: 1 if the seat's team wins it, else 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional, cast

from ...ai.advice import Advisor
from ...core.game import Game, Reason
from . import cards as C
from .rules import RESCUE_REACH_MIN, net_score, parse_action

if TYPE_CHECKING:
    from .rules import StrandCup

#: The verbs of Strand-Cup's action ids that have a text of their own.
VERBS = ("serve", "serve_die", "shout", "play", "over", "save", "pass", "add", "block", "no_block", "claim", "drink")
#: The highest Annahme of any card (readings.md §1.4): a higher net score is reached only by a Rettungssprung.
TOP_ANNAHME = max(C.ANNAHME.values())
#: The special cards laid with the ball and the key of their text.
SPECIAL_KEYS = {C.KRAFTRIEGEL: "add_kr", C.KILLERAUFSCHLAG: "add_ka", C.BLENDEN: "add_bd", C.ANGESCHNITTEN: "add_ab"}


def dice_reach(net: int, dice: int) -> int:
    """The chance in percent that ``dice`` dice together reach ``net``: a block holds when the dice of all blockers,
    two each, reach the net score (S0 "Block card"; readings.md SC7). Rounded, but a chance that exists is at least
    1 and one that can miss at most 99 (0 and 100 only for none and for certain)."""
    ways = {0: 1}
    for _ in range(dice):
        nxt: dict[int, int] = {}
        for total, count in ways.items():
            for face in range(1, 7):
                nxt[total + face] = nxt.get(total + face, 0) + count
        ways = nxt
    reach = sum(c for t, c in ways.items() if t >= net)
    if 0 < reach < 6 ** dice:  # a chance that exists (or a miss that can happen) is never said as 0% (or 100%)
        return min(99, max(1, round(100 * reach / 6 ** dice)))
    return 100 if reach else 0


def _hand(view: Mapping[str, Any]) -> list[str]:
    """The ids of the seat's own cards (the observation's ``hand``)."""
    return list(view.get("hand") or [])


def best_annahme(view: Mapping[str, Any]) -> int:
    """The highest Annahme among the seat's action cards (0 with none)."""
    return max((C.ANNAHME[c] for c in _hand(view) if c in C.IS_ACTION), default=0)


def _bonus(view: Mapping[str, Any], card: str) -> int:
    """Kraftriegel laid with a Schmettern: +2 (S0 "Special cards")."""
    return C.KRAFTRIEGEL_BONUS if C.KRAFTRIEGEL in (view.get("attached") or []) and card in C.IS_SCHMETTERN else 0


def serve_reason(view: Mapping[str, Any], verb: str, card: Optional[str]) -> Reason:
    """The serve: an action card's Abschluss, or a card discarded and a die (S0 "The serve")."""
    if verb == "serve_die":
        if card is None:
            return Reason("strandcup.hint.serve_die_empty")
        best = max((C.ABSCHLUSS[c] for c in _hand(view) if c in C.IS_ACTION), default=0)
        return Reason("strandcup.hint.serve_die", {"card": card, "best": best})
    assert card is not None  # a serve names its card
    net = C.ABSCHLUSS[card] + _bonus(view, card)
    if card in C.IS_SCHMETTERN:
        return Reason("strandcup.hint.serve_spike", {"net": net})
    return Reason("strandcup.hint.serve", {"net": net})


def touch_reason(view: Mapping[str, Any], card: str) -> Reason:
    """A touch that keeps the ball on the side: the receive (Annahme >= net score) or the set (touch 2)."""
    touch = int(view.get("touch") or 1)
    if touch == 1:
        return Reason("strandcup.hint.receive", {"annahme": C.ANNAHME[card], "net": view.get("incoming", 0),
                                                 "aufbau": C.AUFBAU[card]})
    return Reason("strandcup.hint.set", {"stellen": C.STELLEN[card], "touch": touch})


def over_reason(view: Mapping[str, Any], card: str) -> Reason:
    """The ball sent over: its net score from the chain (Abschluss + Stellen + Aufbau, S0; readings.md SC4)."""
    chain = list(view.get("chain") or []) + [card]
    net = net_score(chain) + _bonus(view, card)
    touch = len(chain)
    params = {"net": net, "abschluss": C.ABSCHLUSS[card], "touch": touch,
              "stellen": C.STELLEN[chain[-2]] if touch >= 2 else 0, "aufbau": C.AUFBAU[chain[-3]] if touch >= 3 else 0}
    if touch >= 2 and chain[-2] in C.IS_RETTUNG:
        return Reason("strandcup.hint.over_after_save", params)
    if touch == 1:
        return Reason("strandcup.hint.return",
                      {**params, "annahme": C.ANNAHME[card], "incoming": view.get("incoming", 0)})
    if net > TOP_ANNAHME:
        return Reason("strandcup.hint.over_unreachable", {**params, "top": TOP_ANNAHME})
    return Reason("strandcup.hint.over_3" if touch == 3 else "strandcup.hint.over_2", params)


def pass_reason(view: Mapping[str, Any]) -> Reason:
    """"I can't get it": no card reaches the ball, or a teammate is better placed, or the roll missed it."""
    net = int(view.get("incoming") or 0)
    touch = int(view.get("touch") or 1)
    if view.get("phase") == "play":  # missed on the roll after a Rettungssprung, and no dive again
        return Reason("strandcup.hint.pass_missed", {"roll": view.get("rescue_roll")})
    if touch == 1 and best_annahme(view) < net:
        last = not view.get("queue")
        return Reason("strandcup.hint.pass_drop" if last else "strandcup.hint.pass_cant", {"net": net})
    return Reason("strandcup.hint.pass")


#: A block that holds at most this often (percent) is a long shot; "no block" against better dice says why not.
EVEN_ODDS = 50


def block_reason(verb: str, net: int, dice: int) -> Reason:
    """Block or not (S0 "Block card"): the chance the dice reach the net score, named for what it is: a block
    against the odds is a long shot, no block against good odds says what a failed block costs (issue 34: never odds
    that read as a reason against the move)."""
    chance = dice_reach(net, dice)
    params = {"net": net, "dice": dice, "chance": chance}
    if chance == 0:  # beyond the dice: no block can hold ("only 0% of the time" read as a figure)
        return Reason(f"strandcup.hint.{verb}_beyond", {**params, "most": 6 * dice})
    if verb == "block":
        return Reason("strandcup.hint.block" if chance > EVEN_ODDS else "strandcup.hint.block_long_shot", params)
    return Reason("strandcup.hint.no_block" if chance <= EVEN_ODDS else "strandcup.hint.no_block_keep", params)


def reason(view: Mapping[str, Any], action: str) -> Reason:
    """The touch and the rule behind ``action`` in ``view`` (the seat's own observation)."""
    parsed = parse_action(action) if isinstance(action, str) else None
    if parsed is None or parsed[0] not in VERBS:
        return Reason("core.hint.generic")
    verb, card, _ = parsed
    net = int(view.get("incoming") or 0)
    if verb in ("serve", "serve_die"):
        return serve_reason(view, verb, card)
    if verb == "play":
        return touch_reason(view, card)  # type: ignore[arg-type]  # play names its card
    if verb == "over":
        return over_reason(view, card)  # type: ignore[arg-type]  # over names its card
    if verb == "save":
        if view.get("rescue_roll") is not None and view["rescue_roll"] < RESCUE_REACH_MIN:
            return Reason("strandcup.hint.save_again", {"roll": view["rescue_roll"]})
        best = best_annahme(view)
        return Reason("strandcup.hint.save" if best else "strandcup.hint.save_no_card", {"net": net, "best": best})
    if verb == "pass":
        return pass_reason(view)
    if verb in ("block", "no_block"):
        dice = 2 * (len(view.get("blockers") or []) + 1)  # this seat's two dice with those of the blockers before
        return block_reason(verb, net, dice)
    if verb == "claim":
        return Reason("strandcup.hint.claim_rescue" if view.get("rescue_pending") else "strandcup.hint.claim")
    if verb == "add":
        return Reason(f"strandcup.hint.{SPECIAL_KEYS.get(card, 'add')}")  # type: ignore[arg-type]  # an add names its card
    return Reason(f"strandcup.hint.{verb}")


def rally_value(start: Game, now: Game, seat: int) -> Optional[float]:
    """Once the rally is decided: 1 if ``seat``'s team won it, else 0."""
    start, now = cast("StrandCup", start), cast("StrandCup", now)  # Strand-Cup's advisor: its matches only
    if now.rallies == start.rallies and list(now.scores) == list(start.scores) and list(now.sets) == list(start.sets) \
            and not now.is_over:
        return None
    team = start.team_of(seat)
    won = now.sets[team] > start.sets[team] or (list(now.sets) == list(start.sets)
                                                and now.scores[team] > start.scores[team])
    return 1.0 if won else 0.0


def quick_choice(game: Game, seat: int, seed: int) -> str:
    """The medium player's choice read from the game's situation fields (the fields its rules read, no texts) rather
    than the seat's whole observation (``Advisor.quick_choice``); the medium rules use no random numbers."""
    from .ai import Situation, medium_decide, situation_fields
    return medium_decide(Situation.from_view(situation_fields(cast("StrandCup", game), seat)))


ADVISOR = Advisor(reason, rally_value, unit="strandcup.hint.unit", percent=True, measure="rally", par=0.5,
                  quick_choice=quick_choice)
