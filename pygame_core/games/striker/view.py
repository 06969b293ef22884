"""What one seat sees of a Striker game, as JSON.

Fields beyond :meth:`~pygame_core.core.game.Game.base_view` (``game, version, seat, seats, to_move, over, ply,
legal, log``):

``title``        the game's name.
``options``      the match options (``players``, ``first_player``, ``corners``, ``must_play_while_able``,
                 ``takeover_shot``).
``phase``        ``"turn"`` (the player on turn plays), ``"reaction"`` (the target of a shot reacts) or ``"over"``.
``current``      the seat whose turn it is (during a reaction: the shooter's turn is ending).
``turn``         the turn number (1 = the first turn of the match).
``hand``         this seat's own cards (ids, sorted); other hands are never shown, only counted.
``cards``        ``{id: {name, kind, number, zone, corner}}`` for every card id in this view.
``seat_info``    per seat: ``seat, name, colour, colour_name, goals, hand`` (count), ``pile`` (draw pile size), ``var``
                 (face-down VAR cards still beside the player, 2 or 0), ``out`` (that player's cards removed from
                 the game, all of them seen face up by everyone).
``attacks``      (in ``contract.table`` only, issue 32) the stacks on the table, oldest first: ``id, owner, zone,
                 zone_name, top, number, cards`` (bottom to top, each ``{card, owner}``: all cards on the table are
                 face up).
``max_attacks``  the most attacks allowed on the table together (5).
``next_attack``  the number the next new attack will get.
``shot``         (in ``contract.table`` only) the shot waiting for its target's reaction: ``attack, shooter,
                 target, card, corner``; else null.
``last_turns``   the seats still owed their last turn once a draw pile is empty; else null.
``turn_log``     the texts of the current turn's events (the turn's plays).
``prompt``       what this seat should do now, as a sentence.
``result``       at the end: ``goals, outcome`` (per seat 1 win, 0 loss, shares for a draw) and ``text``.

The contract's part (``contract``, core/contract.py): ``hand`` has an entry per card (its name, the ids of the legal
actions that take it from the hand, and why not when there is none: the rule of what a person most likely tried,
:meth:`~.rules.Striker.card_click`); ``table`` has the ``attacks`` and the ``shot`` (as above) and ``places``: while
this seat is to move, per card id of its hand and per attack id on the table, ``{actions, reason}``: the ids of the
legal actions that put the card on that attack, or (none) why it cannot go there. A legal action in no ``places``
entry goes on no attack (a new attack, a goalkeeper, the VAR, accepting, ending the turn).

(``players`` is left to the bridge, which puts each seat's kind there: human or computer.)

Never in a view: another seat's hand, any draw pile's order, the order of anyone's VAR pair.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional, cast

from ...core import contract as V
from ...core import i18n
from ...core.i18n import player_name
from ...core.options import options_to_json
from . import cards as C
from .messages import card_name
from .rules import Move, card_refusal, natural_move, parse_move

if TYPE_CHECKING:
    from .rules import Striker


def _legal_moves(game: "Striker", seat: int) -> list[Move]:
    """The seat's legal actions with their parsed fields (each a :class:`~.rules.Move`)."""
    return cast("list[Move]", game.legal_actions(seat))


def legal_moves(view: Mapping[str, Any]) -> list[dict[str, Any]]:
    """A view's legal actions with their fields read from the ids (:func:`~.rules.parse_move`): ``id, verb, card,
    attack, target`` (the computer players' reading of a view; the view sends only the ids, in ``legal``)."""
    corners = view["options"]["corners"]
    moves = [parse_move(action["id"], corners) for action in view["legal"]]
    return [{"id": m.id, "verb": m.verb.value, "card": m.card, "attack": m.attack, "target": m.target}
            for m in moves if m is not None]


def card_info(card: str, lang: str) -> dict[str, Any]:
    number = C.NUMBER_OF.get(card)
    return {"name": card_name(card, lang), "kind": C.KIND_OF[card].value, "number": number,
            "zone": C.zone_of(number).value if number is not None else None, "corner": C.CORNER_OF.get(card)}


def table_part(game: "Striker", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The contract's ``table`` (core/contract.py): the field, that is the attacks on it and a shot waiting for its
    answer (the same values as the view's fields of those names), and where each card of the hand may go on it
    (``places``, while ``seat`` is to move)."""
    attacks = [{
        "id": a.id, "owner": a.owner, "zone": C.zone_of(a.top_number).value,
        "zone_name": i18n.tr(f"striker.zone.{C.zone_of(a.top_number).value}", lang), "top": a.top,
        "number": a.top_number, "cards": [{"card": c, "owner": o} for o, c in a.cards],
    } for a in game.attacks]
    shot = None
    if game.shot is not None:
        s = game.shot
        shot = {"attack": s.attack, "shooter": s.shooter, "target": s.target, "card": s.card, "corner": s.corner}
    return {"attacks": attacks, "shot": shot, "places": _places(game, seat, lang) if game.to_move() == seat else {}}


def view(game: "Striker", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The view of ``seat`` (see the module docstring for the fields)."""
    out = game.base_view(seat, lang)
    hand = sorted(game.hands[seat], key=C.display_key)
    players: list[dict[str, Any]] = [{
        "seat": s, "name": player_name(s, lang), "colour": C.COLOURS[s],
        "colour_name": i18n.tr(f"striker.colour.{C.COLOURS[s]}", lang),
        "goals": game.goals[s], "hand": len(game.hands[s]), "pile": len(game.piles[s]),
        "var": len(game.var[s]), "out": sorted(game.out[s], key=C.display_key),
    } for s in range(game.num_seats)]
    field = out["contract"]["table"]
    attacks = field["attacks"]
    seen = set(hand) | {c for p in players for c in p["out"]} | {c["card"] for a in attacks for c in a["cards"]}
    out.update({
        "title": i18n.tr("striker.title", lang),
        "options": options_to_json(game.options),
        "phase": game.phase.value,
        "current": game.current,
        "turn": game.turn_number,
        "hand": hand,
        "cards": {c: card_info(c, lang) for c in sorted(seen, key=C.display_key)},
        "seat_info": players,
        "max_attacks": C.MAX_ATTACKS,
        "next_attack": game.next_attack,
        "last_turns": list(game.last_turns) if game.last_turns is not None else None,
        "turn_log": [e["text"] for e in game.events_for(seat, game.turn_event, lang)],
        "prompt": _prompt(game, seat, lang),
        "result": _result(game, lang),
    })
    return out


def _places(game: "Striker", seat: int, lang: str) -> dict[str, Any]:
    """Per card of the hand and per attack on the table: the legal actions that put the card there, else why it
    cannot go there (the reasons come from the rules' own :meth:`~.rules.Striker.why_not`, so the table decides
    nothing itself)."""
    legal = _legal_moves(game, seat)
    out: dict[str, Any] = {}
    for card in dict.fromkeys(game.hands[seat]):
        moves = [m for m in legal if card in m.cards]
        places: dict[str, Any] = {}
        for attack in game.attacks:
            there = [m.id for m in moves if m.attack == attack.id]
            reason = None if there else _why_not_text(game, seat, natural_move(game, seat, card, attack.id), card,
                                                      lang)
            places[str(attack.id)] = {"actions": there, "reason": reason}
        out[card] = places
    return out


def _why_not_text(game: "Striker", seat: int, move: Optional[Move], card: str, lang: str) -> str:
    """The rule that keeps ``card`` off the table now, in words (issue 19: never only "cannot be played now")."""
    return card_refusal(game, seat, move, card).text(lang)


def _prompt(game: "Striker", seat: int, lang: str) -> str:
    mover = game.to_move()
    if mover is None:
        return i18n.tr("striker.prompt.over", lang)
    if game.shot is not None:
        if mover == seat:
            return i18n.tr("striker.prompt.react", lang, shooter=game.shot.shooter, corner=game.shot.corner)
        return i18n.tr("striker.prompt.wait_react", lang, seat=mover)
    if mover == seat:
        return i18n.tr("striker.prompt.your_turn" if game.options.must_play_while_able else
                       "striker.prompt.your_turn_may_end", lang)
    return i18n.tr("striker.prompt.wait", lang, seat=mover)


def _result(game: "Striker", lang: str) -> Any:
    outcome = game.outcome()
    if outcome is None:
        return None
    winners = [s for s, v in enumerate(outcome) if v == 1.0]
    leaders = [s for s, v in enumerate(outcome) if v > 0]
    if winners:
        # the winner's goals first ("Computer wins 1 : 0"), then the others in seat order
        first = winners[0]
        text = i18n.tr("striker.result.win", lang, seat=first,
                       goals=[game.goals[first]] + [g for s, g in enumerate(game.goals) if s != first])
    elif len(leaders) < len(outcome):  # some players share the lead (readings.md ST14): say who
        text = i18n.tr("striker.result.shared", lang, leaders=leaders, count=max(game.goals), goals=list(game.goals))
    else:
        text = i18n.tr("striker.result.draw", lang, goals=list(game.goals))
    return {"goals": list(game.goals), "outcome": outcome, "text": text}


# -- the contract a view from outside the engine must keep (a seen-only replay; core/contract.py) ---------------

_SEAT = V.seat_of(4)
#: More cards than one player's deck holds (44 in the pile, 6 in hand, 2 VAR): every count the table shows.
_MOST_CARDS = 100
_COUNT = V.Whole(0, _MOST_CARDS)
#: Every field above with its shape.
VIEW_CONTRACT = V.ViewContract({
    "title": V.TEXT, "options": V.OBJECT, "phase": V.TEXT, "current": _SEAT, "turn": V.COUNT,
    "hand": V.Listing(V.TEXT, _MOST_CARDS), "cards": V.OBJECT,
    "seat_info": V.Listing(V.Record({"seat": _SEAT, "name": V.TEXT, "goals": V.INT, "hand": _COUNT, "pile": _COUNT,
                                     "var": _COUNT, "out": V.Listing(V.TEXT, _MOST_CARDS)}), 4),
    "attacks": V.Listing(V.Record({"cards": V.Listing(V.OBJECT, _MOST_CARDS)}), _MOST_CARDS),
    "max_attacks": _COUNT, "next_attack": V.COUNT, "shot": V.Maybe(V.OBJECT),
    "last_turns": V.Maybe(V.Listing(_SEAT, 4)), "turn_log": V.LIST,
    "prompt": V.TEXT, "result": V.Maybe(V.OBJECT),
}, cards=_MOST_CARDS, table=("attacks", "shot"),
    played_only=("places",))
