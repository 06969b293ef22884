"""What one seat sees of a Striker game, as JSON: the fields every game's view has
(:meth:`~pygame_core.core.game.Game.base_view`: ``game, version, seat, seats, to_move, over, ply, legal, log, names,
you, winner_text, fair, contract``), ``prompt`` (what this seat should do now, as a sentence) and ``options`` (the
match options: ``players``, ``first_player``, ``corners``, ``must_play_while_able``, ``takeover_shot``).

Issue 32: everything else is in the contract (core/contract.py), the one shape the table reads. ``contract.seats``
has each seat's name, its hand's count (``cards``) and its goals (``score``); ``contract.hand`` an entry per card of
the own hand (its name, the ids of the legal actions that take it from the hand, and why not when there is none:
the rule of what a person most likely tried, :meth:`~.rules.Striker.card_click`). What every card shows (its kind,
number, zone and corner) is the same in every match: it goes once with the ``games`` answer (:func:`catalogue`).
``contract.table`` (:func:`table_part`) holds the game's own fields:

``phase``        ``"turn"`` (the player on turn plays), ``"reaction"`` (the target of a shot reacts) or ``"over"``.
``current``      the seat whose turn it is (during a reaction: the shooter's turn is ending).
``turn``         the turn number (1 = the first turn of the match).
``teams``        per seat, in seat order: ``seat, colour, colour_name, pile`` (draw pile size), ``var`` (face-down
                 VAR cards still beside the player, 2 or 0), ``out`` (that player's cards removed from the game, all
                 of them seen face up by everyone).
``attacks``      the stacks on the table, oldest first: ``id, owner, zone, zone_name, top, number, cards`` (bottom to
                 top, each ``{card, owner}``: all cards on the table are face up).
``max_attacks``  the most attacks allowed on the table together (5).
``shot``         the shot waiting for its target's reaction: ``attack, shooter, target, card, corner``; else null.
``last_turns``   the seats still owed their last turn once a draw pile is empty; else null.
``turn_log``     the texts of the current turn's events (the turn's plays).
``result``       at the end: ``goals, outcome`` (per seat 1 win, 0 loss, shares for a draw) and ``text``; else null.
``places``       while this seat is to move, per card id of its hand and per attack id on the table,
                 ``{actions, reason}``: the ids of the legal actions that put the card on that attack, or (none) why
                 it cannot go there. A legal action in no ``places`` entry goes on no attack (a new attack, a
                 goalkeeper, the VAR, accepting, ending the turn). Only a seat at play needs it: a seen-only record
                 leaves it out.

A seen-only record made before issue 32 carries ``phase, current, turn, seat_info, attacks, max_attacks, shot,
last_turns, turn_log, result`` and the own ``hand`` (card ids) at its top level: :data:`VIEW_CONTRACT` puts them in
their place when it is opened (:func:`old_seat_info`, :func:`old_hand`).

The computer players, the determinizer and the advice read the seat's observation (:mod:`.observation`), not this.
(``players`` is left to the bridge, which puts each seat's kind there: human or computer.)

Never in a view: another seat's hand, any draw pile's order, the order of anyone's VAR pair.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Optional, cast

from ...core import contract as V
from ...core import i18n
from ...core.options import options_to_json
from . import cards as C
from .messages import card_name
from .rules import Move, card_refusal, natural_move

if TYPE_CHECKING:
    from .rules import Striker


def _legal_moves(game: "Striker", seat: int) -> list[Move]:
    """The seat's legal actions with their parsed fields (each a :class:`~.rules.Move`)."""
    return cast("list[Move]", game.legal_actions(seat))


def catalogue(lang: str) -> dict[str, dict[str, Any]]:
    """``GameInfo.catalogue``: for every card id of either deck (2 or 4 corners) what it shows, ``{name, kind,
    number, zone, corner}``; the same for every seat and every moment, so it goes once with the bridge's ``games``
    answer (issue 32), not in every view."""
    return {card: card_info(card, lang) for card in sorted(C.KIND_OF, key=C.display_key)}


def card_info(card: str, lang: str) -> dict[str, Any]:
    """What ``card`` shows: its name in ``lang``, its kind, number, zone and corner (null where it has none)."""
    number = C.NUMBER_OF.get(card)
    return {"name": card_name(card, lang), "kind": C.KIND_OF[card].value, "number": number,
            "zone": C.zone_of(number).value if number is not None else None, "corner": C.CORNER_OF.get(card)}


def table_part(game: "Striker", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The contract's ``table`` (core/contract.py): the field, that is the attacks on it and a shot waiting for its
    answer, the teams beside it, the turn, and where each card of the hand may go (``places``, while ``seat`` is to
    move). See the module docstring for the fields."""
    attacks = [{
        "id": a.id, "owner": a.owner, "zone": C.zone_of(a.top_number).value,
        "zone_name": i18n.tr(f"striker.zone.{C.zone_of(a.top_number).value}", lang), "top": a.top,
        "number": a.top_number, "cards": [{"card": c, "owner": o} for o, c in a.cards],
    } for a in game.attacks]
    shot = None
    if game.shot is not None:
        s = game.shot
        shot = {"attack": s.attack, "shooter": s.shooter, "target": s.target, "card": s.card, "corner": s.corner}
    return {
        "phase": game.phase.value, "current": game.current, "turn": game.turn_number,
        "teams": [_team(game, s, lang) for s in range(game.num_seats)],
        "attacks": attacks, "max_attacks": C.MAX_ATTACKS, "shot": shot,
        "last_turns": list(game.last_turns) if game.last_turns is not None else None,
        "turn_log": [e["text"] for e in game.events_for(seat, game.turn_event, lang)],
        "result": _result(game, lang),
        "places": _places(game, seat, lang) if game.to_move() == seat else {},
    }


def _team(game: "Striker", seat: int, lang: str) -> dict[str, Any]:
    """One seat's team beside the field: its colour, draw pile, VAR and the cards it has out of the game."""
    return {"seat": seat, "colour": C.COLOURS[seat], "colour_name": i18n.tr(f"striker.colour.{C.COLOURS[seat]}", lang),
            "pile": len(game.piles[seat]), "var": len(game.var[seat]),
            "out": sorted(game.out[seat], key=C.display_key)}


def view(game: "Striker", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The view of ``seat`` (see the module docstring for the fields)."""
    out = game.base_view(seat, lang)
    out.update({"options": options_to_json(game.options), "prompt": _prompt(game, seat, lang)})
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
_CARD_IDS = V.Listing(V.TEXT, _MOST_CARDS)
#: The fields of ``contract.table`` with their shapes (the module docstring says what each holds).
TABLE_FIELDS: dict[str, V.Shape] = {
    "phase": V.TEXT, "current": _SEAT, "turn": V.COUNT,
    "teams": V.Listing(V.Record({"seat": _SEAT, "colour": V.TEXT, "colour_name": V.TEXT, "pile": _COUNT,
                                 "var": _COUNT, "out": _CARD_IDS}), 4),
    "attacks": V.Listing(V.Record({"cards": V.Listing(V.OBJECT, _MOST_CARDS)}), _MOST_CARDS),
    "max_attacks": _COUNT, "shot": V.Maybe(V.OBJECT), "last_turns": V.Maybe(V.Listing(_SEAT, 4)),
    "turn_log": V.LIST, "result": V.Maybe(V.OBJECT), "places": V.OBJECT,
}
#: A seen-only record made before issue 32: these fields of ``contract.table`` at its top level ...
OLD_TABLE = ("phase", "current", "turn", "attacks", "max_attacks", "shot", "last_turns", "turn_log", "result")
#: ... and per seat ``seat_info`` (the name, goals and hand count now in ``contract.seats``, the rest in ``teams``)
#: and its own ``hand`` as card ids, with these shapes.
OLD_SEAT_INFO = V.Listing(V.Record({"seat": _SEAT, "name": V.TEXT, "goals": V.INT, "hand": _COUNT, "pile": _COUNT,
                                    "var": _COUNT, "out": _CARD_IDS}), 4)
_OLD_TOP_LEVEL: dict[str, V.Shape] = {**{key: TABLE_FIELDS[key] for key in OLD_TABLE}, "seat_info": OLD_SEAT_INFO,
                                      "hand": _CARD_IDS}


def old_hand(cards: Any) -> list[dict[str, Any]]:
    """An older record's own ``hand`` (card ids, checked: :data:`_OLD_TOP_LEVEL`) as ``contract.hand`` entries."""
    return [V.seen_hand_entry({"card": card, "name": card_name(card, i18n.DEFAULT_LANGUAGE) if C.is_card(card)
                               else card[:80] or "?"}) for card in cards]


def old_seats(info: list[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """An older record's ``seat_info`` as ``contract.seats`` (a record made before the contract had none)."""
    return [{"seat": p.get("seat", s), "name": p.get("name") or str(s + 1), "cards": p.get("hand", 0),
             "score": p.get("goals"), "shows": ""} for s, p in enumerate(info)]


def old_teams(info: list[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """An older record's ``seat_info`` as the table's ``teams``."""
    return [{"seat": p.get("seat", s), "colour": p.get("colour", C.COLOURS[s]),
             "colour_name": p.get("colour_name", ""), "pile": p.get("pile", 0), "var": p.get("var", 0),
             "out": p.get("out", [])} for s, p in enumerate(info)]


@dataclass(frozen=True)
class StrikerContract(V.ViewContract):
    """Striker's view contract: the shared one, and the top-level fields of a seen-only record made before issue 32
    (:data:`_OLD_TOP_LEVEL`) checked when it is opened and put in their place in the contract, so every replay link
    made since keeps opening and draws the same."""

    def record_shapes(self, seats: int) -> dict[str, V.Shape]:
        bounds = V.Bounds(seats, self.cards)
        # (its own old shapes win: Striker's old hand was a list of card ids, not the shared default of objects)
        return {**super().record_shapes(seats), **{key: shape.bound(bounds) for key, shape in _OLD_TOP_LEVEL.items()}}

    def old_fields_in_place(self, fields: dict[str, Any], parts: Mapping[str, Any]) -> dict[str, Any]:
        info = fields.pop("seat_info", None)
        contract = super().old_fields_in_place(fields, parts)
        if info is not None:
            contract["table"].setdefault("teams", old_teams(info))
            if "seats" not in parts:
                contract["seats"] = old_seats(info)
            if "score" not in parts:
                contract["score"] = {"text": "", "seats": [p.get("goals") for p in info]}
        return contract


VIEW_CONTRACT = StrikerContract(cards=_MOST_CARDS, table_fields=TABLE_FIELDS, table=OLD_TABLE, old_hand=old_hand,
                                played_only=("places",))
