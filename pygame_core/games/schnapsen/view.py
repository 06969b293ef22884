"""What one seat sees of a Schnapsen Bummerl: what the shell draws (the computer players read
:mod:`.observation`, the same facts without words).

``SchnapsenGame.view(seat, lang)`` returns ``base_view(seat, lang)`` (game, version, seat, seats, to_move, over, ply,
legal [{id,label,kind,cards}], log [{seq,type,text,...params}], the contract's seats, score and hand; labels and
texts in ``lang``) with ``prompt`` (one sentence for this seat) and ``options`` (the rule options of this Bummerl).
Issue 32: nothing else at the top level; the game's own facts are in ``contract.table`` (:func:`table_part`):

- ``trump``: suit letter; ``trump_card``: the turned-up card while it lies face up under the talon, else null;
  ``talon``: cards in the talon (face-down ones + the trump card under them, also when closed); ``closed``: bool;
  ``closed_trump_card``: the trump card under a closed talon (everybody saw it), else null; ``closed_by``: seat or
  null; ``exhausted``: bool
- ``trick``: the cards of the trick being played ``[{"seat","card"}]`` (0 or 1 entries: a trick is completed by its
  second card and then appears as ``last_trick``, which the shell shows until the next lead); ``last_trick``:
  ``{"cards": [{"seat","card"}], "winner"}`` or null
- ``phase``: "lead" | "follow" | "hand_over" | "match_over"; ``hand_no`` (1-based, within the Bummerl), ``dealer``,
  ``leader`` (seat leading the current trick)
- ``opponent``: ``{"seat", "hand_count", "known"}``: ``known`` = cards this seat has seen in the
  opponent's hand that are still there (both cards of a declared marriage until played, the
  turned-up trump taken by an exchange or drawn as the last card of the talon)
- ``known_to_opponent``: the same for this seat's own hand: its cards the opponent has seen and that are
  still there (the opponent's ``known``)
- ``tricks``: tricks won per seat this hand; ``played``: every card played this hand in order
  ``[{"seat","card","trick"}]`` (``trick`` is the 1-based trick number)
- ``points``: this seat's OWN points this hand (card points + its marriages once it has a trick);
  the opponent's are not shown (readings.md §3.3 D14)
- ``marriages``: ``[{"seat","suit","points","counted","trick"}]`` (public; ``trick`` is the number of the
  trick at whose lead it was declared); ``declared``: the suit of the marriage declared at this lead whose king or
  queen must now be led, or null
- ``closing``: null, or ``{"by", "after_tricks", "opponent_points", "opponent_tricks"}``: the state frozen
  at closing (public memory: every card and trick is seen by both players)
- ``game_points_to_go``: per seat, the Bummerl countdown from ``options.bummerl_target``
- ``match``: ``{"winner", "value" (1, Schneider 2, Rückschneider 4, or null), "schneider", "rueckschneider"}``
- ``hands``: the score sheet ``[{"hand_no","winner","game_points","reason_key","reason","to_go","detail"}]``
  (``reason`` is the text, ``detail`` its parameters); ``last_hand``: the latest entry or null
- ``can_close``, ``can_exchange``: mirrors of the legal actions
- ``play_refused``: ``{card: text}``, why a click on a card of the hand (its ``play:``) is refused where
  ``contract.hand`` gives no reason: every card while another seat decides or the match is over, on the seat's turn a
  card with another legal use only (the trump jack to exchange); a seen-only record leaves it out

The own hand is ``contract.hand`` (display order: by suit, then rank); a click on a card means its ``play:`` action.

Action ids: ``play:<card>``, ``exchange``, ``close``, ``marry:<suit>`` (declares; the next action must then
be ``play:`` of that king or queen; this is the design chosen, there is no ``play_marriage``),
``claim`` (only with the ``manual_claim`` option), ``next_hand``.

The view never contains the opponent's unknown cards, the talon's order or the seed / RNG state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from ...core import contract as V
from ...core import i18n
from ...core.options import options_to_json
from .cards import DECK, is_card
from .messages import card_name, t
from .observation import closing_of, last_trick_of, match_of, shown_of, trick_of

if TYPE_CHECKING:
    from .rules import HandScore, SchnapsenGame


def build_view(game: "SchnapsenGame", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The view of ``seat`` (see the module docstring): the shared fields, its game's own in ``contract.table``."""
    view = game.base_view(seat, lang)
    view.update({"prompt": _prompt(game, seat, game.to_move(), lang), "options": options_to_json(game.options)})
    return view


def table_part(game: "SchnapsenGame", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The contract's ``table`` (core/contract.py): every fact of the Bummerl the seat may see that the contract's
    seats, score and hand do not hold (issue 32: the view has no field of its own at the top level)."""
    closed = game.closed_by is not None
    legal = set(game.legal_ids(seat)) if game.to_move() == seat else set()
    hands = [_sheet_entry(e, lang) for e in game.sheet]
    return {
        "trump": game.trump, "trump_card": game.trump_card if not closed else None, "talon": game.talon_size(),
        "closed": closed, "trick": trick_of(game), "last_trick": last_trick_of(game),
        "phase": game.phase.value, "hand_no": game.hand_no, "dealer": game.dealer, "leader": game.leader,
        "closed_trump_card": game.trump_card if closed else None, "closed_by": game.closed_by,
        "exhausted": game.exhausted,
        "opponent": {"seat": 1 - seat, "hand_count": len(game.hands[1 - seat]), "known": shown_of(game, 1 - seat)},
        "known_to_opponent": shown_of(game, seat),
        "tricks": list(game.tricks_won), "played": [{"seat": s, "card": c, "trick": n} for s, c, n in game.played],
        "points": game.score(seat),
        "marriages": [{"seat": s, "suit": suit, "points": p, "counted": game.tricks_won[s] > 0, "trick": n}
                      for s, suit, p, n in game.marriages],
        "declared": game.declared, "closing": closing_of(game), "game_points_to_go": list(game.to_go),
        "match": match_of(game), "hands": hands, "last_hand": hands[-1] if hands else None,
        "can_close": "close" in legal, "can_exchange": "exchange" in legal,
        "play_refused": _play_refused(game, seat, legal, lang),
    }


def _play_refused(game: "SchnapsenGame", seat: int, legal: set[str], lang: str) -> dict[str, str]:
    """Per card of the hand whose play a click would be refused and the contract's hand gives no reason for: the
    refusal in words. That is every card while another seat decides or the match is over (``contract.hand`` has
    reasons only on the seat's turn), and on its turn a card with another legal use only (the trump jack that may be
    exchanged, not played); the contract's hand says why for every other card that cannot be played."""
    refused: dict[str, str] = {}
    for card in game.own_cards(seat):
        click = game.card_click(seat, card)
        if click in legal:
            continue
        if game.to_move() != seat or any(card in action.cards for action in game.legal_actions(seat)):
            refused[card] = game.explain(seat, click, lang) or ""
    return refused


def _sheet_entry(entry: "HandScore", lang: str) -> dict[str, Any]:
    detail = entry.detail()
    return {"hand_no": entry.hand_no, "winner": entry.winner, "game_points": entry.game_points,
            "reason_key": entry.end.value, "reason": t("reason." + entry.end.value, lang, **detail),
            "to_go": list(entry.to_go), "detail": detail}


def _prompt(game: "SchnapsenGame", seat: int, mover: Optional[int], lang: str) -> str:
    phase = game.phase.value
    if phase == "match_over":
        winner = game.result.winner if game.result else None
        return t("prompt.match_won", lang) if winner == seat else t("prompt.match_lost", lang, seat=winner)
    if phase == "hand_over":
        return t("prompt.next_hand", lang) if mover == seat else t("prompt.wait_next_hand", lang, seat=mover)
    if mover != seat:
        return t("prompt.wait_lead" if phase == "lead" else "prompt.wait_follow", lang, seat=mover)
    if phase == "lead":
        if game.declared is not None:
            return t("prompt.lead_marriage", lang, suit=game.declared)
        return t("prompt.lead", lang)
    led_seat, led_card = game.trick[0]
    return t("prompt.follow", lang, seat=led_seat, card=led_card)


# -- the contract a view from outside the engine must keep (a seen-only replay; core/contract.py) ---------------

_SEAT = V.seat_of(2)
_CARDS = V.Listing(V.TEXT, len(DECK))
#: The table's fields (module docstring) with their shapes; the counts the table draws that many card backs of are
#: bounded by the deck.
TABLE_FIELDS: dict[str, V.Shape] = {
    "trump": V.TEXT, "trump_card": V.Maybe(V.TEXT), "talon": V.Whole(0, len(DECK)), "closed": V.FLAG,
    "trick": V.Listing(V.OBJECT, 2),
    "last_trick": V.Maybe(V.Record({"cards": V.Listing(V.OBJECT, 2), "winner": _SEAT})),
    "phase": V.TEXT, "hand_no": V.COUNT, "dealer": _SEAT, "leader": _SEAT, "closed_trump_card": V.Maybe(V.TEXT),
    "closed_by": V.Maybe(_SEAT), "exhausted": V.FLAG,
    "opponent": V.Record({"seat": _SEAT, "hand_count": V.Whole(0, len(DECK)), "known": _CARDS}),
    "known_to_opponent": _CARDS, "tricks": V.Listing(V.Whole(0, len(DECK)), 2),
    "played": V.Listing(V.OBJECT, len(DECK)), "points": V.INT, "marriages": V.Listing(V.OBJECT, 8),
    "declared": V.Maybe(V.TEXT), "closing": V.Maybe(V.OBJECT), "game_points_to_go": V.Listing(V.INT, 2),
    "match": V.OBJECT, "hands": V.LIST, "last_hand": V.Maybe(V.OBJECT), "can_close": V.FLAG, "can_exchange": V.FLAG,
    "play_refused": V.OBJECT,
}
#: The view's own hand before issue 32 (a seen-only record made then carries it at the top level): per card the
#: one action a click on it meant, or why not.
OLD_HAND = V.Listing(V.Record({"card": V.Text(80), "action": V.Maybe(V.TEXT), "reason": V.Maybe(V.TEXT)}), len(DECK))


def contract_hand_of_old(hand: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """An older record's own ``hand`` (:data:`OLD_HAND`, checked) as ``contract.hand`` entries: a replay is looked
    at, not played (no actions, no reasons); the names in English (the record's language is not known here; the
    table names the cards itself)."""
    return [V.seen_hand_entry({"card": entry["card"], "name": _old_card_name(entry["card"])}) for entry in hand]


def _old_card_name(card: str) -> str:
    """A card's English name; a record's card that is none (it came from outside) keeps its id as its name."""
    return card_name(card) if is_card(card) else (card or "?")


#: No field of its own at the top level (issue 32): the table's are declared in ``table_fields``; a seen-only record
#: made before they moved carries them at its top level (``table``) and its own ``hand`` (``old_hand``).
VIEW_CONTRACT = V.ViewContract(
    {}, cards=len(DECK), table_fields=TABLE_FIELDS, table=tuple(key for key in TABLE_FIELDS if key != "play_refused"),
    old_hand=contract_hand_of_old, old_hand_shape=OLD_HAND, played_only=("play_refused",))
