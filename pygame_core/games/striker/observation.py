"""What one Striker seat knows, for its computer players, the determinizer and the advice (``Game.observation``).

Issue 32: the players read this, never the view the table draws, so the table's view can change without changing
what they decide (as OpenSpiel keeps observations apart from what is shown). It is the engine's own shape, flat,
without names or labels:

``seat, seats, version, options``  as in the view.
``legal``        the seat's legal actions, ``{"id"}`` each, in the rules' order (empty when it is not its turn).
``phase``        ``"turn"``, ``"reaction"`` or ``"over"``.
``current``      the seat whose turn it is (during a reaction: the shooter's turn is ending).
``turn``         the turn number (1 = the first turn of the match).
``hand``         this seat's own cards (ids, in display order); other hands are only counted.
``seat_info``    per seat: ``seat, goals, hand`` (count), ``pile`` (draw pile size), ``var`` (face-down VAR cards
                 still beside the player, 2 or 0), ``out`` (the cards removed from the game, seen face up by all).
``attacks``      the stacks on the table, oldest first: ``id, owner, top, number, cards`` (bottom to top, each
                 ``{card, owner}``: all face up).
``next_attack``  the number the next new attack will get.
``shot``         the shot waiting for its target's reaction: ``attack, shooter, target, card, corner``; else null.
``last_turns``   the seats still owed their last turn once a draw pile is empty; else null.
``turn_log``     the current turn's log lines as the seat saw them (the determinizer's world keeps them, so it shows
                 the seat exactly its view).

Never in it: another seat's hand, any draw pile's order, the order of anyone's VAR pair.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ...core.options import options_to_json
from . import cards as C
from .rules import parse_move

if TYPE_CHECKING:
    from .rules import Striker


def observation(game: "Striker", seat: int) -> dict[str, Any]:
    """What ``seat`` knows now (see the module docstring for the fields)."""
    shot = game.shot
    return {
        "seat": seat, "seats": game.num_seats, "version": game.rules_version,
        "options": options_to_json(game.options),
        "legal": [{"id": action} for action in game.legal_ids(seat)] if game.to_move() == seat else [],
        "phase": game.phase.value, "current": game.current, "turn": game.turn_number,
        "hand": sorted(game.hands[seat], key=C.display_key),
        "seat_info": [{"seat": s, "goals": game.goals[s], "hand": len(game.hands[s]), "pile": len(game.piles[s]),
                       "var": len(game.var[s]), "out": sorted(game.out[s], key=C.display_key)}
                      for s in range(game.num_seats)],
        "attacks": [{"id": a.id, "owner": a.owner, "top": a.top, "number": a.top_number,
                     "cards": [{"card": c, "owner": o} for o, c in a.cards]} for a in game.attacks],
        "next_attack": game.next_attack,
        "shot": None if shot is None else {"attack": shot.attack, "shooter": shot.shooter, "target": shot.target,
                                           "card": shot.card, "corner": shot.corner},
        "last_turns": list(game.last_turns) if game.last_turns is not None else None,
        "turn_log": [e["text"] for e in game.events_for(seat, game.turn_event)],
    }


def legal_moves(seen: Mapping[str, Any]) -> list[dict[str, Any]]:
    """An observation's legal actions with their fields read from the ids (:func:`~.rules.parse_move`): ``id, verb,
    card, attack, target`` (the observation sends only the ids)."""
    corners = seen["options"]["corners"]
    moves = [parse_move(action["id"], corners) for action in seen["legal"]]
    return [{"id": m.id, "verb": m.verb.value, "card": m.card, "attack": m.attack, "target": m.target}
            for m in moves if m is not None]
