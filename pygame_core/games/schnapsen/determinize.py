"""Determinization: a whole Schnapsen match consistent with what one seat sees. The one determinizer of the game:
``GAME_INFO.determinize``, the generic search and the computer players (:mod:`.ai`, through
:mod:`.record`) all deal through it.

A seat knows only its observation (``SchnapsenGame.observation(seat)``, :mod:`.observation`: the facts its view shows,
without words). :func:`read_observation` takes everything the observation holds
(the seat's own hand and which of its cards the opponent has seen, the opponent's known cards, the trump card
under the talon, the cards played, tricks, marriages, the closing, the score sheet) into a :class:`Knowledge`: the match
as the seat knows it, with the cards it has not seen left out. :meth:`Knowledge.sample` deals those cards at random
between the opponent's
hand and the talon. It reads nothing but the observation. :func:`determinize` is both in one call; a player that
samples many deals from one observation reads it once.

The result plays on exactly like a real game (its own RNG, seeded from ``rng``, deals the later hands of the
Bummerl) but has no history (``ply`` 0, empty log) and records no events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...core.errors import MalformedInput
from ...core.options import parse_options
from ...core.rng import MAX_SEED, Rng
from .cards import DECK, POINTS, beats, sort_hand
from .rules import BummerlResult, HandEnd, HandScore, Phase, SchnapsenGame, SchnapsenOptions


@dataclass(frozen=True)
class Knowledge:
    """What one seat's observation fixes of a match: everything but where the cards it has not seen lie."""

    seat: int
    #: The match as the seat knows it: the opponent holds only its known cards, the face-down talon is empty.
    known: SchnapsenGame
    #: The cards the seat has not seen, in deck order: the rest of the opponent's hand and the face-down talon.
    unseen: tuple[str, ...]
    #: How many of the opponent's cards the seat has not seen.
    missing: int

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def talon(self) -> int:
        """Cards in the talon, the trump card under it included."""
        return len(self.unseen) - self.missing + (self.known.trump_card is not None)

    def deal(self, rng: Rng) -> tuple[list[list[str]], list[str]]:
        """Where the unseen cards lie: shuffled with ``rng``, the first ``missing`` to the opponent, the rest face
        down in the talon in that order of drawing. Both hands, and the face-down talon top card last (as
        :attr:`SchnapsenGame.stock`)."""
        unseen = list(self.unseen)
        rng.shuffle(unseen)
        opponent = 1 - self.seat
        hands = [list(self.known.hands[0]), list(self.known.hands[1])]
        hands[opponent] = sort_hand(hands[opponent] + unseen[:self.missing])
        return hands, unseen[self.missing:][::-1]

    def sample(self, rng: Rng) -> SchnapsenGame:
        """A whole match: the cards of :meth:`deal`; the match's own RNG (the later hands) is seeded from ``rng``
        too."""
        hands, stock = self.deal(rng)
        seed = rng.next64() % MAX_SEED
        return self.known.with_state(hands=hands, stock=stock, seed=seed, rng=Rng(seed))


def determinize(observation: Mapping[str, Any], rng: Rng) -> SchnapsenGame:
    """A :class:`SchnapsenGame` consistent with ``observation``, its hidden cards dealt with ``rng``.

    Raises :class:`MalformedInput` if the observation is not a consistent Schnapsen observation.
    """
    return read_observation(observation).sample(rng)


def read_observation(observation: Mapping[str, Any]) -> Knowledge:
    """What ``observation`` tells its seat (see :class:`Knowledge`). Raises :class:`MalformedInput` if it is not a
    consistent Schnapsen observation."""
    if observation.get("game") != SchnapsenGame.name:
        raise MalformedInput("not a Schnapsen observation", observation.get("game"))
    try:
        return _read(observation)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise MalformedInput(f"not a usable Schnapsen observation: {exc!r}") from exc


def card_points_from_play(played: list[tuple[int, str, int]], trump: str) -> list[int]:
    """Each seat's card points, from the public record of the completed tricks (both seats saw every trick)."""
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


def _hand_score(entry: Mapping[str, Any]) -> HandScore:
    detail = entry["detail"]
    return HandScore(entry["hand_no"], entry["winner"], entry["game_points"], HandEnd(entry["reason_key"]),
                     detail["winner_points"], detail["loser_points"], detail["loser_tricks"], detail["closer"],
                     tuple(entry["to_go"]))


def _read(told: Mapping[str, Any]) -> Knowledge:
    seat: int = told["seat"]
    if seat not in (0, 1):
        raise ValueError(f"no seat {seat!r}")
    opponent = 1 - seat
    trump = told["trump"]
    under_talon = told["trump_card"] if told["trump_card"] is not None else told["closed_trump_card"]
    closing = told["closing"]
    match = told["match"]
    played = [(p["seat"], p["card"], p["trick"]) for p in told["played"]]
    marriages = [(m["seat"], m["suit"], m["points"], m["trick"]) for m in told["marriages"]]
    last = told["last_trick"]

    own = list(told["hand"])
    known = list(told["opponent"]["known"])
    seen = set(own) | {card for _, card, _ in played} | set(known)
    if under_talon is not None:
        seen.add(under_talon)
    unseen = tuple(c for c in DECK if c not in seen)
    missing = told["opponent"]["hand_count"] - len(known)
    face_down = told["talon"] - (under_talon is not None)
    if missing < 0 or missing + face_down != len(unseen):
        raise MalformedInput("the observation's card counts do not add up to 20 cards", told["talon"])
    hands: list[list[str]] = [[], []]
    hands[seat] = sort_hand(own)
    hands[opponent] = sort_hand(known)
    # what each seat has seen of the other's hand: both views show it (a marriage's cards, the turned-up trump
    # taken by an exchange or drawn last), so the rebuilt match shows the opponent its view of this hand too
    shown: list[set[str]] = [set(), set()]
    shown[seat] = set(told["known_to_opponent"])
    shown[opponent] = set(known)
    if not shown[seat] <= set(own):
        raise MalformedInput("the observation's known_to_opponent names cards not in the hand",
                             told["known_to_opponent"])

    game = SchnapsenGame.from_state({
        "options": parse_options(SchnapsenOptions, told["options"]), "seed": 0, "deal": None, "rng": Rng(0),
        "rules_version": int(told["version"]), "history": [], "events": [], "log_mark": 0, "record_events": False,
        "to_go": list(told["game_points_to_go"]),
        "hand_no": told["hand_no"],
        "dealer": told["dealer"],
        "phase": Phase(told["phase"]),
        "leader": told["leader"],
        "trump": trump,
        "trump_card": under_talon,
        "stock": [],
        "hands": hands,
        "shown": shown,
        "trick": [(e["seat"], e["card"]) for e in told["trick"]],
        "last_trick": None if last is None else (tuple((e["seat"], e["card"]) for e in last["cards"]), last["winner"]),
        "tricks_won": list(told["tricks"]),
        "card_points": card_points_from_play(played, trump),
        "marriage_pts": [sum(points for s, _, points, _ in marriages if s == who) for who in (0, 1)],
        "marriages": marriages,
        "declared": told["declared"],
        "closed_by": told["closed_by"],
        "closing": None if closing is None else (
            closing["after_tricks"], closing["opponent_points"], closing["opponent_tricks"]),
        "played": played,
        "sheet": [_hand_score(e) for e in told["hands"]],
        "result": None if match["winner"] is None else BummerlResult(
            match["winner"], match["value"], match["schneider"], match["rueckschneider"]),
    })
    if game.score(seat) != told["points"]:
        raise MalformedInput("the observation's points do not match its tricks and marriages", told["points"])
    return Knowledge(seat, game, unseen, missing)


__all__ = ["Knowledge", "card_points_from_play", "determinize", "read_observation"]
