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
``attacks``      the stacks on the table, oldest first: ``id, owner, zone, top, number, cards`` (bottom to top,
                 each ``{card, owner}``: all cards on the table are face up).
``max_attacks``  the most attacks allowed on the table together (5).
``next_attack``  the number the next new attack will get.
``shot``         the shot waiting for its target's reaction: ``attack, shooter, target, card, corner``; else null.
``last_turns``   the seats still owed their last turn once a draw pile is empty; else null.
``turn_log``     the texts of the current turn's events (the turn's plays).
``moves``        the legal actions parsed: ``id, verb, card, attack, target`` (for highlighting on the table).
``prompt``       what this seat should do now, as a sentence.
``result``       at the end: ``goals, outcome`` (per seat 1 win, 0 loss, shares for a draw) and ``text``.

(``players`` is left to the bridge, which puts each seat's kind there: human or computer.)

Never in a view: another seat's hand, any draw pile's order, the order of anyone's VAR pair.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import i18n
from ...core.options import options_to_json
from . import cards as C
from .messages import action_label, card_name, player_name

if TYPE_CHECKING:
    from .rules import Striker


def card_info(card: str, lang: str) -> dict[str, Any]:
    number = C.NUMBER_OF.get(card)
    return {"name": card_name(card, lang), "kind": C.KIND_OF[card].value, "number": number,
            "zone": C.zone_of(number).value if number is not None else None, "corner": C.CORNER_OF.get(card)}


def view(game: "Striker", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The view of ``seat`` (see the module docstring for the fields)."""
    out = game.base_view(seat, lang)
    mover = game.to_move()
    hand = sorted(game.hands[seat], key=C.display_key)
    players = [{
        "seat": s, "name": player_name(s, lang), "colour": C.COLOURS[s],
        "colour_name": i18n.tr(f"striker.colour.{C.COLOURS[s]}", lang),
        "goals": game.goals[s], "hand": len(game.hands[s]), "pile": len(game.piles[s]),
        "var": len(game.var[s]), "out": sorted(game.out[s], key=C.display_key),
    } for s in range(game.num_seats)]
    attacks = [{
        "id": a.id, "owner": a.owner, "zone": C.zone_of(a.top_number).value, "top": a.top,
        "number": a.top_number, "cards": [{"card": c, "owner": o} for o, c in a.cards],
    } for a in game.attacks]
    shot = None
    if game.shot is not None:
        s = game.shot
        shot = {"attack": s.attack, "shooter": s.shooter, "target": s.target, "card": s.card, "corner": s.corner}
    seen = set(hand) | {c for p in players for c in p["out"]} | {c["card"] for a in attacks for c in a["cards"]}
    moves = []
    if mover == seat:
        for move in game.legal_moves(seat):
            moves.append({"id": move.id, "verb": move.verb.value, "card": move.card, "attack": move.attack,
                          "target": move.target})
        labels = {m.id: action_label(m, lang) for m in game.legal_moves(seat)}
        for action in out["legal"]:
            action["label"] = labels[action["id"]]
    out.update({
        "title": i18n.tr("striker.title", lang),
        "options": options_to_json(game.options),
        "phase": game.phase.value,
        "current": game.current,
        "turn": game.turn_number,
        "hand": hand,
        "cards": {c: card_info(c, lang) for c in sorted(seen, key=C.display_key)},
        "seat_info": players,
        "attacks": attacks,
        "max_attacks": C.MAX_ATTACKS,
        "next_attack": game.next_attack,
        "shot": shot,
        "last_turns": list(game.last_turns) if game.last_turns is not None else None,
        "turn_log": [e["text"] for e in game.events_for(seat, game.turn_event, lang)],
        "moves": moves,
        "prompt": _prompt(game, seat, lang),
        "result": _result(game, lang),
    })
    return out


def _prompt(game: "Striker", seat: int, lang: str) -> str:
    mover = game.to_move()
    if mover is None:
        return i18n.tr("striker.prompt.over", lang)
    if game.shot is not None:
        if mover == seat:
            return i18n.tr("striker.prompt.react", lang, shooter=game.shot.shooter, corner=game.shot.corner)
        return i18n.tr("striker.prompt.wait_react", lang, seat=mover)
    if mover == seat:
        return i18n.tr("striker.prompt.your_turn", lang)
    return i18n.tr("striker.prompt.wait", lang, seat=mover)


def _result(game: "Striker", lang: str) -> Any:
    outcome = game.outcome()
    if outcome is None:
        return None
    winners = [s for s, v in enumerate(outcome) if v == 1.0]
    if winners:
        text = i18n.tr("striker.result.win", lang, seat=winners[0], goals=list(game.goals))
    else:
        text = i18n.tr("striker.result.draw", lang, goals=list(game.goals))
    return {"goals": list(game.goals), "outcome": outcome, "text": text}
