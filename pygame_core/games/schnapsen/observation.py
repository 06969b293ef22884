"""What one seat knows of a Schnapsen Bummerl, for its computer players, its determinizer and its advice.

``SchnapsenGame.observation(seat)`` (declared in the package's Presentation; issue 32: observations kept apart from
what is shown, as OpenSpiel keeps them) is JSON in the engine's own shape, no words:

- ``game``, ``version``, ``seat``; ``legal``: ``[{"id"}]`` in the view's order (empty when it is not the seat's turn)
- ``phase``: "lead" | "follow" | "hand_over" | "match_over"; ``hand_no``, ``dealer``, ``leader``
- ``trump``: suit letter; ``trump_card``: the turned-up card while it lies face up under the talon, else null;
  ``closed_trump_card``: the trump card under a closed talon, else null; ``talon``: cards in the talon (the trump
  card under it included); ``closed``; ``closed_by``: seat or null; ``exhausted``
- ``trick``: ``[{"seat","card"}]`` (0 or 1 entries); ``last_trick``: ``{"cards": [{"seat","card"}], "winner"}`` or null
- ``hand``: the seat's own cards (ids, by suit, then rank)
- ``opponent``: ``{"seat", "hand_count", "known"}`` (the opponent's cards this seat has seen that are still there);
  ``known_to_opponent``: the same for this seat's own hand
- ``tricks``: tricks won per seat this hand; ``played``: ``[{"seat","card","trick"}]`` every card played this hand
- ``points``: this seat's own points this hand; ``marriages``: ``[{"seat","suit","points","trick"}]``;
  ``declared``: the suit of the marriage declared at this lead, or null; ``closing``: null or
  ``{"by", "after_tricks", "opponent_points", "opponent_tricks"}``
- ``game_points_to_go``: per seat; ``match``: ``{"winner","value","schneider","rueckschneider"}``; ``hands``: the score
  sheet ``[{"hand_no","winner","game_points","reason_key","to_go","detail"}]``; ``options``: the rule options

It never contains the opponent's unknown cards, the talon's order or the seed: only what the seat's view shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from ...core.caches import memo
from ...core.options import options_to_json
from .cards import sort_hand

if TYPE_CHECKING:
    from .rules import SchnapsenGame, SchnapsenOptions


def observation(game: "SchnapsenGame", seat: int) -> dict[str, Any]:
    """What ``seat`` knows (see the module docstring): the same facts as its view, none of its words."""
    closed = game.closed_by is not None
    return {
        "game": game.name, "version": game.rules_version, "seat": seat,
        "legal": [{"id": a} for a in game.legal_ids(seat)] if game.to_move() == seat else [],
        "phase": game.phase.value, "hand_no": game.hand_no, "dealer": game.dealer, "leader": game.leader,
        "trump": game.trump, "trump_card": game.trump_card if not closed else None,
        "closed_trump_card": game.trump_card if closed else None, "talon": game.talon_size(), "closed": closed,
        "closed_by": game.closed_by, "exhausted": game.exhausted,
        "trick": trick_of(game), "last_trick": last_trick_of(game),
        "hand": game.own_cards(seat),
        "opponent": {"seat": 1 - seat, "hand_count": len(game.hands[1 - seat]), "known": shown_of(game, 1 - seat)},
        "known_to_opponent": shown_of(game, seat),
        "tricks": list(game.tricks_won), "played": [{"seat": s, "card": c, "trick": n} for s, c, n in game.played],
        "points": game.score(seat),
        "marriages": [{"seat": s, "suit": suit, "points": p, "trick": n} for s, suit, p, n in game.marriages],
        "declared": game.declared, "closing": closing_of(game), "game_points_to_go": list(game.to_go),
        "match": match_of(game), "options": _options_json(game.options),
        "hands": [{"hand_no": e.hand_no, "winner": e.winner, "game_points": e.game_points, "reason_key": e.end.value,
                   "to_go": list(e.to_go), "detail": e.detail()} for e in game.sheet],
    }


def shown_of(game: "SchnapsenGame", seat: int) -> list[str]:
    """The cards of ``seat``'s hand its opponent has seen (readings.md §3.1: the turned-up trump stays visible, a
    declared marriage's cards are shown): every player remembers them until they are played."""
    return sort_hand([c for c in game.shown[seat] if c in game.hands[seat]])


def trick_of(game: "SchnapsenGame") -> list[dict[str, Any]]:
    """The trick being played: ``[{"seat","card"}]``."""
    return [{"seat": s, "card": c} for s, c in game.trick]


def last_trick_of(game: "SchnapsenGame") -> Optional[dict[str, Any]]:
    """The last completed trick of the hand, ``{"cards", "winner"}``, or None."""
    if game.last_trick is None:
        return None
    cards, winner = game.last_trick
    return {"cards": [{"seat": s, "card": c} for s, c in cards], "winner": winner}


def closing_of(game: "SchnapsenGame") -> Optional[dict[str, Any]]:
    """The state frozen when the talon was closed (public: both players saw every trick), or None."""
    if game.closing is None:
        return None
    after, points, tricks = game.closing
    return {"by": game.closed_by, "after_tricks": after, "opponent_points": points, "opponent_tricks": tricks}


def match_of(game: "SchnapsenGame") -> dict[str, Any]:
    """How the Bummerl ended (all null and false while it runs)."""
    if game.result is None:
        return {"winner": None, "value": None, "schneider": False, "rueckschneider": False}
    return game.result.to_json()


@memo("schnapsen.observation.options_json", entries=16)  # a match's options, read at every move of a playout
def _options_json(options: "SchnapsenOptions") -> dict[str, Any]:
    """The options as JSON (the same dict is handed out again: the players only read it)."""
    return options_to_json(options)
