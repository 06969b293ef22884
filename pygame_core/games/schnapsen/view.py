"""What one seat sees of a Schnapsen Bummerl: the contract between engine, computer players and shell.

``SchnapsenGame.view(seat, lang)`` returns ``base_view(seat, lang)`` (game, version, seat, seats,
to_move, over, ply, legal [{id,label,kind,cards}], log [{seq,type,text,...params}]; labels and texts
in ``lang``) plus:

- ``phase``: "lead" | "follow" | "hand_over" | "match_over"
- ``hand_no`` (1-based, within the Bummerl), ``dealer``, ``leader`` (seat leading the current trick)
- in ``contract.table`` only (issue 32: no copy at the top level): ``trump``: suit letter; ``trump_card``: the
  turned-up card while it lies face up under the talon, else null; ``talon``: cards in the talon (face-down ones +
  the trump card under them, also when closed); ``closed``: bool; ``trick`` and ``last_trick`` (below)
- ``closed_trump_card``: the trump card under a closed talon, else null; ``closed_by``: seat or null;
  ``exhausted``: bool
- ``hand``: own cards in display order (by suit, then rank):
  ``{"card", "action": "play:QH" or null, "reason": null or why it cannot be played now}``
- ``opponent``: ``{"seat", "hand_count", "known"}``: ``known`` = cards this seat has seen in the
  opponent's hand that are still there (both cards of a declared marriage until played, the
  turned-up trump taken by an exchange or drawn as the last card of the talon)
- ``known_to_opponent``: the same for this seat's own hand: its cards the opponent has seen and that are
  still there (the opponent's ``known``)
- ``trick`` (in ``contract.table``): the cards of the trick being played ``[{"seat","card"}]`` (0 or 1
  entries: a trick is completed by its second card and then appears as ``last_trick``, which the shell shows
  until the next lead)
- ``last_trick`` (in ``contract.table``): ``{"cards": [{"seat","card"}], "winner"}`` or null
- ``tricks``: tricks won per seat this hand; ``played``: every card played this hand in order
  ``[{"seat","card","trick"}]`` (``trick`` is the 1-based trick number)
- ``points``: this seat's OWN points this hand (card points + its marriages once it has a trick);
  the opponent's are not shown (readings.md §3.3 D14)
- ``marriages``: ``[{"seat","suit","points","counted","trick"}]`` (public; ``trick`` is the number of the
  trick at whose lead it was declared)
- ``game_points_to_go``: per seat, the Bummerl countdown from ``options.bummerl_target``
- ``match``: ``{"winner", "value" (1, Schneider 2, Rückschneider 4, or null), "schneider", "rueckschneider"}``
- ``hands``: the score sheet ``[{"hand_no","winner","game_points","reason_key","reason","to_go","detail"}]``
  (``reason`` is the text, ``detail`` its parameters); ``last_hand``: the latest entry or null
- ``prompt``: one sentence for this seat; ``can_close``, ``can_exchange``: mirrors of the legal actions

Additions to the agreed contract (needed to rebuild a state from a view, see ``determinize.py``):

- ``options``: the rule options of this Bummerl (public: both players know the rules);
- ``declared``: the suit of the marriage declared at this lead whose king or queen must now be led, or null;
- ``closed_trump_card``: the trump card turned face down by closing (everybody saw it), else null;
- ``closing``: null, or ``{"by", "after_tricks", "opponent_points", "opponent_tricks"}``: the state frozen
  at closing (public memory: every card and trick is seen by both players).

Action ids: ``play:<card>``, ``exchange``, ``close``, ``marry:<suit>`` (declares; the next action must then
be ``play:`` of that king or queen; this is the design chosen, there is no ``play_marriage``),
``claim`` (only with the ``manual_claim`` option), ``next_hand``.

The view never contains the opponent's unknown cards, the talon's order or the seed / RNG state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional

from ...core import contract as V
from ...core import i18n
from ...core.options import options_to_json
from .cards import DECK, sort_hand
from .messages import t

if TYPE_CHECKING:
    from .rules import HandScore, SchnapsenGame


def build_view(game: "SchnapsenGame", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The view of ``seat`` (see the module docstring)."""
    view = game.base_view(seat, lang)
    mover = game.to_move()
    legal_ids = {a["id"] for a in view["legal"]}
    opponent = 1 - seat
    closed = game.closed_by is not None
    view.update({
        "phase": game.phase.value,
        "hand_no": game.hand_no,
        "dealer": game.dealer,
        "leader": game.leader,
        "closed_trump_card": game.trump_card if closed else None,
        "closed_by": game.closed_by,
        "exhausted": game.exhausted,
        "hand": [_hand_entry(game, seat, entry, lang) for entry in view["contract"]["hand"]],
        "opponent": {"seat": opponent, "hand_count": len(game.hands[opponent]),
                     "known": _shown(game, opponent)},
        "known_to_opponent": _shown(game, seat),
        "tricks": list(game.tricks_won),
        "played": [{"seat": s, "card": c, "trick": n} for s, c, n in game.played],
        "points": game.score(seat),
        "marriages": [{"seat": s, "suit": suit, "points": p, "counted": game.tricks_won[s] > 0, "trick": n}
                      for s, suit, p, n in game.marriages],
        "declared": game.declared,
        "closing": _closing(game),
        "game_points_to_go": list(game.to_go),
        "match": _match(game),
        "hands": [_sheet_entry(e, lang) for e in game.sheet],
        "prompt": _prompt(game, seat, mover, lang),
        "can_close": "close" in legal_ids,
        "can_exchange": "exchange" in legal_ids,
        "options": options_to_json(game.options),
    })
    view["last_hand"] = view["hands"][-1] if view["hands"] else None
    return view


def _hand_entry(game: "SchnapsenGame", seat: int, entry: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """A card of the own hand for Schnapsen's table: the contract's entry (core/contract.py) with the one action a
    click on it means (play it: Game.card_click; a marriage or the exchange that also uses it is a button), else why
    not (the contract's reason, also while the opponent decides: a click then says whose turn it is)."""
    click = game.card_click(seat, entry["card"])
    if click in entry["actions"]:
        return {"card": entry["card"], "action": click, "reason": None}
    reason = entry["reason"] if entry["reason"] is not None else game.explain(seat, click, lang)
    return {"card": entry["card"], "action": None, "reason": reason}


def _shown(game: "SchnapsenGame", seat: int) -> list[str]:
    """The cards of ``seat``'s hand its opponent has seen (readings.md §3.1: the turned-up trump stays visible, a
    declared marriage's cards are shown): every player remembers them until they are played."""
    return sort_hand([c for c in game.shown[seat] if c in game.hands[seat]])


def table_part(game: "SchnapsenGame") -> dict[str, Any]:
    """The contract's ``table`` (core/contract.py): the trump, the talon and the trick on the table, and the last
    trick (issue 32: only here, no copy at the top level)."""
    closed = game.closed_by is not None
    return {"trump": game.trump, "trump_card": game.trump_card if not closed else None, "talon": game.talon_size(),
            "closed": closed, "trick": _trick(game), "last_trick": _last_trick(game)}


def _trick(game: "SchnapsenGame") -> list[dict[str, Any]]:
    return [{"seat": s, "card": c} for s, c in game.trick]


def _last_trick(game: "SchnapsenGame") -> Optional[dict[str, Any]]:
    if game.last_trick is None:
        return None
    cards, winner = game.last_trick
    return {"cards": [{"seat": s, "card": c} for s, c in cards], "winner": winner}


def _closing(game: "SchnapsenGame") -> Optional[dict[str, Any]]:
    if game.closing is None:
        return None
    after, points, tricks = game.closing
    return {"by": game.closed_by, "after_tricks": after, "opponent_points": points, "opponent_tricks": tricks}


def _match(game: "SchnapsenGame") -> dict[str, Any]:
    if game.result is None:
        return {"winner": None, "value": None, "schneider": False, "rueckschneider": False}
    return game.result.to_json()


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
#: Every field above with its shape; the counts the table draws that many card backs of are bounded by the deck.
VIEW_CONTRACT = V.ViewContract({
    "phase": V.TEXT, "hand_no": V.COUNT, "dealer": _SEAT, "leader": _SEAT, "trump": V.TEXT,
    "trump_card": V.Maybe(V.TEXT), "closed_trump_card": V.Maybe(V.TEXT), "talon": V.Whole(0, len(DECK)),
    "closed": V.FLAG, "closed_by": V.Maybe(_SEAT), "exhausted": V.FLAG,
    "hand": V.Listing(V.Record({"card": V.TEXT, "action": V.Maybe(V.TEXT), "reason": V.Maybe(V.TEXT)}), len(DECK)),
    "opponent": V.Record({"seat": _SEAT, "hand_count": V.Whole(0, len(DECK)), "known": _CARDS}),
    "known_to_opponent": _CARDS, "trick": V.Listing(V.OBJECT, 2),
    "last_trick": V.Maybe(V.Record({"cards": V.Listing(V.OBJECT, 2), "winner": _SEAT})),
    "tricks": V.Listing(V.Whole(0, len(DECK)), 2), "played": V.Listing(V.OBJECT, len(DECK)), "points": V.INT,
    "marriages": V.Listing(V.OBJECT, 8), "declared": V.Maybe(V.TEXT), "closing": V.Maybe(V.OBJECT),
    "game_points_to_go": V.Listing(V.INT, 2), "match": V.OBJECT, "hands": V.LIST, "last_hand": V.Maybe(V.OBJECT),
    "prompt": V.TEXT, "can_close": V.FLAG, "can_exchange": V.FLAG, "options": V.OBJECT,
}, cards=len(DECK), table=("closed", "last_trick", "talon", "trick", "trump", "trump_card"))
