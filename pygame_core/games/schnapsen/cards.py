"""The Schnapsen deck as data: 20 cards, A T K Q J in four suits (readings.md §3.1 "Cards").

A card is its id, a short string: the rank letter then the suit letter (``"TH"`` = ten of hearts).
The rules work on these strings directly, with the lookup tables below, because a searching
computer player copies and replays thousands of hands and strings are the cheapest cards there are.
:class:`Suit`, :class:`Rank` and :class:`Card` give the same data a readable shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Suit(str, Enum):
    """The four suits; the value is the suit letter used in card ids."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"


class Rank(str, Enum):
    """The five ranks, highest first; the value is the rank letter used in card ids."""

    ACE = "A"
    TEN = "T"
    KING = "K"
    QUEEN = "Q"
    JACK = "J"


#: Card points per rank: 11, 10, 4, 3, 2 (readings.md §3.1; StarGames "Puntentelling"). 120 in the deck.
RANK_POINTS: dict[str, int] = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
#: Trick-taking strength per rank; the order is that of the points (A > T > K > Q > J).
RANK_STRENGTH: dict[str, int] = {"A": 5, "T": 4, "K": 3, "Q": 2, "J": 1}

SUITS: tuple[str, ...] = tuple(s.value for s in Suit)
RANKS: tuple[str, ...] = tuple(r.value for r in Rank)

#: Every card id, in display order: by suit (C, D, H, S), then by rank (A, T, K, Q, J).
DECK: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)
DECK_SET: frozenset[str] = frozenset(DECK)

SUIT_OF: dict[str, str] = {c: c[1] for c in DECK}
RANK_OF: dict[str, str] = {c: c[0] for c in DECK}
POINTS: dict[str, int] = {c: RANK_POINTS[c[0]] for c in DECK}
STRENGTH: dict[str, int] = {c: RANK_STRENGTH[c[0]] for c in DECK}
#: Position of a card in :data:`DECK`, the key that sorts a hand for display.
DISPLAY_ORDER: dict[str, int] = {c: i for i, c in enumerate(DECK)}

TOTAL_POINTS = sum(POINTS.values())
assert TOTAL_POINTS == 120 and len(DECK) == 20


@dataclass(frozen=True)
class Card:
    """One card, for code that prefers objects to ids (``Card.parse("QH").points == 3``)."""

    rank: Rank
    suit: Suit

    @property
    def id(self) -> str:
        return self.rank.value + self.suit.value

    @property
    def points(self) -> int:
        return RANK_POINTS[self.rank.value]

    @classmethod
    def parse(cls, card_id: str) -> "Card":
        if card_id not in DECK_SET:
            raise ValueError(f"not a Schnapsen card: {card_id!r}")
        return cls(Rank(card_id[0]), Suit(card_id[1]))


def is_card(value: object) -> bool:
    """Whether ``value`` is a valid card id."""
    return isinstance(value, str) and value in DECK_SET


def king(suit: str) -> str:
    return "K" + suit


def queen(suit: str) -> str:
    return "Q" + suit


def jack(suit: str) -> str:
    return "J" + suit


def sort_hand(cards: list[str]) -> list[str]:
    """A hand in display order (by suit, then by rank)."""
    return sorted(cards, key=DISPLAY_ORDER.__getitem__)


def beats(led: str, reply: str, trump: str) -> bool:
    """Whether ``reply`` wins the trick against the ``led`` card (readings.md §3.3 D3).

    Only a higher card of the suit led, or a trump played to a non-trump lead, wins;
    a card of another non-trump suit never does, whatever its value.
    """
    led_suit = led[1]
    reply_suit = reply[1]
    if reply_suit == led_suit:
        return STRENGTH[reply] > STRENGTH[led]
    return reply_suit == trump

