"""Determinization: a full Schnapsen state consistent with what one seat sees.

A searching computer player knows only its view (``SchnapsenGame.view(seat)``). To simulate, it needs
a whole state: :func:`determinize` takes everything the view shows (the seat's own hand, the
opponent's known cards, the trump card under the talon, the cards played, tricks, marriages, the
closing, the score sheet) and deals the cards the seat has not seen at random between the
opponent's hand and the talon. It reads nothing but the view.

The result plays on exactly like a real game (its own RNG, seeded from ``rng``, deals the later
hands of the Bummerl) but has no history (``ply`` 0, empty log) and records no events.
"""

from __future__ import annotations

from typing import Any, Mapping, Protocol

from ...core.errors import MalformedInput
from ...core.options import parse_options
from ...core.rng import MAX_SEED, Rng
from .cards import DECK, POINTS, beats, sort_hand
from .rules import Phase, SchnapsenGame, SchnapsenOptions


class _Shuffler(Protocol):
    def shuffle(self, items: list[Any]) -> None: ...


def _seed_from(rng: Any) -> int:
    if hasattr(rng, "next64"):
        return rng.next64() % MAX_SEED
    return rng.randrange(MAX_SEED)


def _card_points_from_play(played: list[tuple[int, str, int]], trump: str) -> list[int]:
    """Each seat's card points, from the public record of the completed tricks."""
    points = [0, 0]
    by_trick: dict[int, list[tuple[int, str]]] = {}
    for seat, card, n in played:
        by_trick.setdefault(n, []).append((seat, card))
    for cards in by_trick.values():
        if len(cards) == 2:
            (s0, c0), (s1, c1) = cards
            winner = s1 if beats(c0, c1, trump) else s0
            points[winner] += POINTS[c0] + POINTS[c1]
    return points


def determinize(view: Mapping[str, Any], rng: _Shuffler) -> SchnapsenGame:
    """A :class:`SchnapsenGame` consistent with ``view``, its hidden cards dealt with ``rng``.

    ``rng`` is a :class:`pygame_core.core.rng.Rng` (or a :class:`random.Random`). Raises
    :class:`MalformedInput` if the view is not a consistent Schnapsen view.
    """
    try:
        return _determinize(view, rng)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise MalformedInput(f"not a usable Schnapsen view: {exc!r}") from exc


def _determinize(view: Mapping[str, Any], rng: _Shuffler) -> SchnapsenGame:
    if view.get("game") != SchnapsenGame.name:
        raise MalformedInput("not a Schnapsen view", view.get("game"))
    seat: int = view["seat"]
    opponent = 1 - seat
    g = object.__new__(SchnapsenGame)
    g.options = parse_options(SchnapsenOptions, view["options"])
    g.seed = _seed_from(rng)
    g.deal = None
    g.rng = Rng(g.seed)
    g.history = []
    g.events = []
    g.record_events = False

    g.to_go = list(view["game_points_to_go"])
    g.sheet = [{"hand_no": e["hand_no"], "winner": e["winner"], "game_points": e["game_points"],
                "reason_key": e["reason_key"], "detail": dict(e["detail"]), "to_go": list(e["to_go"])}
               for e in view["hands"]]
    match = view["match"]
    g.result = None if match["winner"] is None else {
        "winner": match["winner"], "value": match["value"], "schneider": match["schneider"],
        "rueckschneider": match["rueckschneider"]}

    g.hand_no = view["hand_no"]
    g.dealer = view["dealer"]
    g.leader = view["leader"]
    g.phase = Phase(view["phase"])
    g.trump = view["trump"]
    under_talon = view["trump_card"] if view["trump_card"] is not None else view["closed_trump_card"]
    g.trump_card = under_talon
    g.closed_by = view["closed_by"]
    closing = view["closing"]
    g.closing = None if closing is None else (
        closing["after_tricks"], closing["opponent_points"], closing["opponent_tricks"])
    g.declared = view["declared"]

    g.played = [(p["seat"], p["card"], p["trick"]) for p in view["played"]]
    g.trick = [(e["seat"], e["card"]) for e in view["trick"]]
    last = view["last_trick"]
    g.last_trick = None if last is None else (
        tuple((e["seat"], e["card"]) for e in last["cards"]), last["winner"])
    g.tricks_won = list(view["tricks"])
    g.card_points = _card_points_from_play(g.played, g.trump)
    g.marriages = [(m["seat"], m["suit"], m["points"], m["trick"]) for m in view["marriages"]]
    g.marriage_pts = [sum(m[2] for m in g.marriages if m[0] == s) for s in (0, 1)]
    if g.score(seat) != view["points"]:
        raise MalformedInput("the view's points do not match its tricks and marriages", view["points"])

    own = [e["card"] for e in view["hand"]]
    known = list(view["opponent"]["known"])
    seen = set(own) | {card for _, card, _ in g.played} | set(known)
    if under_talon is not None:
        seen.add(under_talon)
    unknown = [c for c in DECK if c not in seen]
    rng.shuffle(unknown)
    missing = view["opponent"]["hand_count"] - len(known)
    face_down = view["talon"] - (under_talon is not None)
    if missing < 0 or missing + face_down != len(unknown):
        raise MalformedInput("the view's card counts do not add up to 20 cards", view["talon"])
    hands: list[list[str]] = [[], []]
    hands[seat] = sort_hand(own)
    hands[opponent] = sort_hand(known + unknown[:missing])
    g.hands = hands
    g.stock = unknown[missing:]
    # what the opponent has seen of this seat's hand: the partners of its declared marriages still held
    own_shown = {c for s, suit, _, _ in g.marriages if s == seat for c in ("K" + suit, "Q" + suit) if c in own}
    g.shown = [set(), set()]
    g.shown[seat] = own_shown
    g.shown[opponent] = set(known)
    return g
