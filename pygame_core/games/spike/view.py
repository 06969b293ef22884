"""What one seat sees of a Spike match: the contract between engine, computer players and shell.

``SpikeGame.view(seat, lang)`` returns ``base_view(seat, lang)`` (game, version, seat, seats, to_move, over, ply,
legal [{id, label, kind, cards}], log [{seq, type, text, ...params}]; texts in ``lang``) plus:

- ``options``: the match's rule options (public: both players know the rules);
- ``phase``: "refill" | "serve" | "receive" | "attack" | "defend" | "over"; ``phase_name``: its text;
- ``prompt``: one sentence for this seat;
- ``hand``: own cards in display order, each ``{"card", "name", "kind" ("attack"|"defense"), "value" (null for
  CUT / BLOCK), "power", "action" ("play:<card>" or null), "reason" (why it cannot be played now, or null)}``;
- ``sides``: per seat ``{"seat", "hand_count", "attack_count", "defense_count", "power_left", "power_played",
  "points", "sets", "last_draw" ({"attack","defense"} of the latest refill, or null), "refill_chosen"}``.
  Card backs show the pile a card came from, so the ATTACK/DEFENSE counts of a hand are public; the power cards
  are dealt face up, so ``power_left`` (not yet revealed) is public too. A power card lying face down still
  counts in ``power_left`` until it is revealed;
- ``score``: ``{"points", "sets", "set_no", "set_points", "sets_to_win", "sets_played": [{"set_no", "winner",
  "points"}], "text"}``;
- in ``contract.table`` only (issue 32: no copy at the top level): ``server``, the seat serving this rally;
  ``rally_no`` (1-based, over the match); ``rally``, the rally being played: ``{"attacker", "defender",
  "set_card", "set_value", "free_ball" (after SET FAIL), "table" (the revealed cards of this rally, set cards
  included), "exchanges" (see below),
  "face_down" (whether a face-down card waits for the defense), "your_card" (that card if it is this seat's
  own, else null)}``;
- an exchange is ``{"kind" ("serve"|"attack"|"free"), "attacker", "defender", "set", "set_value", "attack",
  "defense", "strength" (null for a CUT), "defended", "reason"}``, only once revealed;
- ``rallies``: every finished rally ``{"rally", "set_no", "server", "winner", "reason", "reason_text", "text",
  "exchanges", "points"}`` (public history; ``text`` is the whole sentence "Point for ...: ... (2:1)");
  ``last_rally``: the latest one or null;
- ``piles``: cards left in each draw pile ``{"attack", "defense", "set"}``; ``discards``: the played cards per
  pile (they were all seen face up), in the order they were played;
- ``refill``: ``{"need" (cards this seat must draw now, 0 if none), "chosen" (its own secret choice
  [attack, defense] or null), "opponent_chosen"}``;
- ``match``: ``{"winner"}`` (null while running).

The view never contains the other seat's hand, its face-down card or its secret refill choice before the
reveal, the order of any pile, or the RNG state.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from ...core import contract as V
from ...core import i18n
from ...core.caches import memo
from ...core.options import options_to_json
from .cards import CARDS, POWER_CARDS, Kind, card
from .messages import card_name, t, word
from .rules import Phase, RallyRecord, SpikeGame, refill_need


def _hand_entry(entry: Mapping[str, Any]) -> dict[str, Any]:
    """A card of the own hand for Spike's table: the contract's entry (core/contract.py: its name, the one action
    that plays it, why not) with the card's kind, value and power."""
    c = card(entry["card"])
    return {"card": entry["card"], "name": entry["name"], "kind": c.kind.value, "value": c.value, "power": c.power,
            "action": entry["actions"][0] if entry["actions"] else None, "reason": entry["reason"]}


def _revealed_power(game: "SpikeGame", seat: int) -> list[str]:
    """Power cards of ``seat`` seen face up this rally (not yet moved out of the game)."""
    out = []
    for ex in game.exchanges:
        if ex.attacker == seat and ex.attack is not None and card(ex.attack).power:
            out.append(ex.attack)
        if ex.defender == seat and ex.defense is not None and card(ex.defense).power:
            out.append(ex.defense)
    return out


def _side(game: "SpikeGame", seat: int) -> dict[str, Any]:
    hand = game.hands[seat]
    played = list(game.power_out[seat]) + _revealed_power(game, seat)
    left = [p for p in POWER_CARDS if p not in played]
    attack = sum(1 for c in hand if card(c).kind is Kind.ATTACK)
    draws = game.last_draws[seat]
    return {
        "seat": seat,
        "hand_count": len(hand),
        "attack_count": attack,
        "defense_count": len(hand) - attack,
        "power_left": left,
        "power_played": played,
        "points": game.points[seat],
        "sets": game.sets[seat],
        "last_draw": {"attack": draws[0], "defense": draws[1]} if draws is not None else None,
        "refill_chosen": game.refill_choice[seat] is not None,
    }


def _prompt(game: "SpikeGame", seat: int, lang: str) -> str:
    mover = game.to_move()
    if mover is None:
        return t("prompt.over", lang, winner=game.winner)
    if mover != seat:
        if game.phase is Phase.REFILL:
            return t("prompt.refill_wait", lang, seat=mover)
        return t("prompt.wait", lang, seat=mover)
    phase = game.phase
    if phase is Phase.REFILL:
        return t("prompt.refill", lang, need=refill_need(len(game.hands[seat])))
    if phase is Phase.ATTACK:
        if game.free_ball:
            return t("prompt.attack_free", lang)
        return t("prompt.attack", lang, value=game.set_value)
    if phase is Phase.DEFEND:
        return t("prompt.defend", lang, value=game.set_value)
    return t(f"prompt.{phase.value}", lang)


def _rally_entry(rally: "RallyRecord", lang: str) -> dict[str, Any]:
    """A finished rally as the view shows it. Finished rallies never change, so each is put into words once per
    language (:func:`_rally_words`): a view late in a long match costs about what an early one does (issue 11)."""
    return dict(_rally_words(rally, lang, i18n.current_names()))


@memo("spike.rally_words", entries=4096, max_text=16)
def _rally_words(rally: "RallyRecord", lang: str, names: Optional[i18n.SeatNames]) -> dict[str, Any]:
    """(``names``, the seat names in force, is part of the cache's key: the texts name seats.)"""
    winner = rally.winner
    return {**rally.to_json(), "reason_text": t(f"end.short.{rally.reason}", lang),
            "text": t(f"end.{rally.reason}", lang, winner=winner, loser=1 - winner, points=rally.points)}


def _card_face(cid: str, lang: str) -> str:
    """The big text on a card: its value ("7", "+2") or its special name (CUT, BLOCK, SET FAIL)."""
    c = card(cid)
    if c.value is not None:
        return f"{c.value:+d}" if c.kind is Kind.SET and c.value else str(c.value)
    return word("cut" if c.kind is Kind.ATTACK else "block" if c.kind is Kind.DEFENSE else "set_fail", lang)


def catalogue(lang: str) -> dict[str, dict[str, Any]]:
    """``GameInfo.catalogue``: for every card id of the game ``{"name", "kind", "kind_name", "face", "power"}``, what
    a card shows (``face`` is "7", "+2", "CUT", "BLOCK", "SET FAIL"), so the shell can draw any card in the reader's
    language; static (the same for every seat and every moment), so it goes once with the bridge's ``games`` answer
    (issue 32), not in every view."""
    return {cid: dict(entry) for cid, entry in card_info(lang).items()}


@memo("spike.card_info", entries=16, max_text=16)  # one per language
def card_info(lang: str) -> dict[str, dict[str, Any]]:
    """What every card shows, in ``lang`` (built once per language)."""
    return {cid: {"name": card_name(cid, lang), "kind": c.kind.value, "kind_name": word(c.kind.value, lang),
                  "face": _card_face(cid, lang), "power": c.power}
            for cid, c in CARDS.items()}


def table_part(game: "SpikeGame", seat: int) -> dict[str, Any]:
    """The contract's ``table`` (core/contract.py): the court, that is the server and the rally in play (the same
    values as the view's fields of those names)."""
    return {"server": game.server, "rally_no": game.rally_no, "rally": _rally(game, seat)}


def _rally(game: "SpikeGame", seat: int) -> dict[str, Any]:
    """The rally in play: who attacks and defends, the set card, the cards on the court, a face-down card (its face
    only to the seat that laid it)."""
    own_commit = game.commit if game.commit is not None and game.attacker == seat else None
    return {"attacker": game.attacker, "defender": game.defender, "set_card": game.set_card,
            "set_value": game.set_value, "free_ball": game.free_ball, "table": list(game.table),
            "exchanges": [e.to_json() for e in game.exchanges], "face_down": game.commit is not None,
            "your_card": own_commit}


def spike_view(game: "SpikeGame", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The view of ``seat`` (see the module docstring)."""
    view = game.base_view(seat, lang)
    mover = game.to_move()
    choice = game.refill_choice[seat]
    rallies = [_rally_entry(r, lang) for r in game.rallies]
    view.update({
        "options": options_to_json(game.options),
        "phase": game.phase.value,
        "phase_name": t(f"phase.{game.phase.value}", lang),
        "prompt": _prompt(game, seat, lang),
        "hand": [_hand_entry(entry) for entry in view["contract"]["hand"]],
        "sides": [_side(game, s) for s in range(game.num_seats)],
        "score": {"points": list(game.points), "sets": list(game.sets), "set_no": game.set_no,
                  "set_points": game.options.set_points, "sets_to_win": game.options.sets_to_win,
                  "sets_played": [r.to_json() for r in game.set_results], "text": game.score_text(lang)},
        "rallies": rallies,
        "last_rally": rallies[-1] if rallies else None,
        "piles": {name: len(pile) for name, pile in game.piles.items()},
        "discards": {name: list(pile) for name, pile in game.discards.items()},
        "refill": {"need": refill_need(len(game.hands[seat])) if mover == seat and game.phase.value == "refill"
                   else 0,
                   "chosen": list(choice) if choice is not None else None,
                   "opponent_chosen": game.refill_choice[1 - seat] is not None},
        "match": {"winner": game.winner},
    })
    return view


# -- the contract a view from outside the engine must keep (a seen-only replay; core/contract.py) ---------------

_SEAT = V.seat_of(2)
#: More cards than the three draw piles and the power cards hold together (30 + 30 + 24 + 12).
_MOST_CARDS = 100
_COUNT = V.Whole(0, _MOST_CARDS)
_CARDS = V.Listing(V.TEXT, _MOST_CARDS)
#: Every field above with its shape; the counts the table draws that many card backs of are bounded by the cards.
VIEW_CONTRACT = V.ViewContract({
    "options": V.OBJECT, "phase": V.TEXT, "phase_name": V.TEXT, "prompt": V.TEXT,
    "hand": V.Listing(V.Record({"card": V.TEXT, "name": V.TEXT, "kind": V.TEXT, "action": V.Maybe(V.TEXT),
                                "reason": V.Maybe(V.TEXT)}), _MOST_CARDS),
    "sides": V.Listing(V.Record({"seat": _SEAT, "hand_count": _COUNT, "attack_count": _COUNT,
                                 "defense_count": _COUNT, "power_left": _CARDS, "power_played": _CARDS}), 2),
    "score": V.Record({"points": V.Listing(V.INT, 2), "sets": V.Listing(V.INT, 2), "text": V.TEXT}),
    "server": _SEAT, "rally_no": V.COUNT, "rally": V.OBJECT,
    # every finished rally: a long match (5 sets to win, each won by two) has hundreds
    "rallies": V.Listing(V.OBJECT, 5_000), "last_rally": V.Maybe(V.OBJECT),
    "piles": V.Record({"attack": _COUNT, "defense": _COUNT, "set": _COUNT}),
    "discards": V.OBJECT, "refill": V.OBJECT, "match": V.OBJECT,
}, cards=_MOST_CARDS, table=("rally", "rally_no", "server"))
