"""What one seat sees of a Spike match: the shell's contract (issue 32: the computer players read an observation of
their own, :mod:`.observation`).

``SpikeGame.view(seat, lang)`` returns ``base_view(seat, lang)`` (game, version, seat, seats, to_move, over, ply,
legal [{id, label, kind, cards}], log [{seq, type, text, ...params}], contract {seats, to_move, score, hand, table};
texts in ``lang``) plus ``options`` (the match's rule options: public) and ``prompt`` (one sentence for this seat).
The own hand is ``contract.hand`` (each card's kind, face and power are the game's catalogue, which goes once with
the bridge's ``games`` answer). Everything else Spike's table draws is in ``contract.table`` (no copy at the top
level):

- ``phase``: "refill" | "serve" | "receive" | "attack" | "defend" | "over"; ``phase_name``: its text;
- ``sides``: per seat ``{"seat", "hand_count", "attack_count", "defense_count", "power_left", "power_played",
  "points", "sets", "last_draw" ({"attack","defense"} of the latest refill, or null), "refill_chosen"}``.
  Card backs show the pile a card came from, so the ATTACK/DEFENSE counts of a hand are public; the power cards
  are dealt face up, so ``power_left`` (not yet revealed) is public too. A power card lying face down still
  counts in ``power_left`` until it is revealed;
- ``score``: ``{"points", "sets", "set_no", "set_points", "sets_to_win", "sets_played": [{"set_no", "winner",
  "points"}]}`` (its line in words is ``contract.score.text``);
- ``server``, the seat serving this rally; ``rally_no`` (1-based, over the match); ``rally``, the rally being played:
  ``{"attacker", "defender", "set_card", "set_value", "free_ball" (after SET FAIL), "table" (the revealed cards of
  this rally, set cards included), "exchanges" (see below), "face_down" (whether a face-down card waits for the
  defense), "your_card" (that card if it is this seat's own, else null)}``;
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
reveal, the order of any pile, or the RNG state. A seen-only replay made before these fields moved into
``contract.table`` (they were at the top level, with a ``hand`` of Spike's own shape) opens as one made now
(``VIEW_CONTRACT.table`` and ``old_hand``).
"""

from __future__ import annotations

from typing import Any, Optional

from ...core import contract as V
from ...core import i18n
from ...core.caches import memo
from ...core.options import options_to_json
from . import observation as known
from .cards import CARDS, Kind, card
from .messages import card_name, t, word
from .rules import Phase, RallyRecord, SpikeGame, refill_need


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


def table_part(game: "SpikeGame", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The contract's ``table`` (core/contract.py): everything Spike's table draws beside the seats, the score line
    and the own hand (see the module docstring)."""
    rallies = [_rally_entry(r, lang) for r in game.rallies]
    return {
        "phase": game.phase.value,
        "phase_name": t(f"phase.{game.phase.value}", lang),
        "sides": [known.side(game, s) for s in range(game.num_seats)],
        "score": known.score(game),
        "server": game.server, "rally_no": game.rally_no, "rally": known.rally(game, seat),
        "rallies": rallies,
        "last_rally": rallies[-1] if rallies else None,
        "piles": {name: len(pile) for name, pile in game.piles.items()},
        "discards": {name: list(pile) for name, pile in game.discards.items()},
        "refill": known.refill(game, seat),
        "match": {"winner": game.winner},
    }


def spike_view(game: "SpikeGame", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The view of ``seat`` (see the module docstring): the shared fields, the contract, the options and the
    prompt."""
    view = game.base_view(seat, lang)
    view.update({"options": options_to_json(game.options), "prompt": _prompt(game, seat, lang)})
    return view


def old_hand(hand: Any) -> list[dict[str, Any]]:
    """``VIEW_CONTRACT.old_hand``: a seen-only record's top-level ``hand`` from before issue 32 (Spike's own entries
    ``{card, name, kind, value, power, action, reason}``) as ``contract.hand`` entries (a replay is looked at, not
    played: no actions, no reasons); an entry without a card id is left out."""
    out: list[dict[str, Any]] = []
    for entry in hand if isinstance(hand, list) else []:
        cid = entry.get("card") if isinstance(entry, dict) else None
        if not isinstance(cid, str) or not cid:
            continue
        name = entry.get("name")
        out.append(V.seen_hand_entry({"card": cid, "name": name if isinstance(name, str) and name else cid}))
    return out


# -- the contract a view from outside the engine must keep (a seen-only replay; core/contract.py) ---------------

_SEAT = V.seat_of(2)
#: More cards than the three draw piles and the power cards hold together (30 + 30 + 24 + 12).
_MOST_CARDS = 100
_COUNT = V.Whole(0, _MOST_CARDS)
_CARDS = V.Listing(V.TEXT, _MOST_CARDS)
#: Every ``contract.table`` field above with its shape (the view's top level has only the shared fields); the counts
#: the table draws that many card backs of are bounded by the cards. A seen-only record made before they moved there
#: carries them at its top level (``table``), with its own ``hand`` (``old_hand``).
TABLE_FIELDS: dict[str, V.Shape] = {
    "phase": V.TEXT, "phase_name": V.TEXT,
    "sides": V.Listing(V.Record({"seat": _SEAT, "hand_count": _COUNT, "attack_count": _COUNT,
                                 "defense_count": _COUNT, "power_left": _CARDS, "power_played": _CARDS}), 2),
    "score": V.Record({"points": V.Listing(V.INT, 2), "sets": V.Listing(V.INT, 2), "text": V.TEXT}),
    "server": _SEAT, "rally_no": V.COUNT, "rally": V.OBJECT,
    # every finished rally: a long match (5 sets to win, each won by two) has hundreds
    "rallies": V.Listing(V.OBJECT, 5_000), "last_rally": V.Maybe(V.OBJECT),
    "piles": V.Record({"attack": _COUNT, "defense": _COUNT, "set": _COUNT}),
    "discards": V.OBJECT, "refill": V.OBJECT, "match": V.OBJECT,
}
VIEW_CONTRACT = V.ViewContract(cards=_MOST_CARDS, table_fields=TABLE_FIELDS, table=tuple(TABLE_FIELDS),
                               old_hand=old_hand)
