"""The Striker deck as data (readings.md §4.3, PROPOSED: no public card list exists).

Every player owns an identical 52-card deck in their own colour. A card is a short string id:

======================  ===========================================================
``"1"`` .. ``"9"``      number cards: red zone 1-5 (defence), yellow zone 6-9 (midfield)
``"10L"``, ``"11R"``    Striker cards (green zone, shots) with the corner they aim at
``"P"``                 Pass-Karte: red -> yellow or yellow -> green, then a fitting card at once
``"S"``                 Grätsche (slide tackle) on an opponent's yellow card, then a yellow card
``"YC"``                Gelbe Karte: removes the top move of an opponent's attack
``"RC"``                Rote Karte: removes a whole opponent attack
``"KL"``, ``"KR"``      Torwart (goalkeeper) diving into a corner
``"V+"``, ``"V-"``      the two VAR cards ("TOR" / "KEIN TOR"), laid aside face down, never in the draw pile
======================  ===========================================================

Corners: ``L``/``R`` by default (2 corners), or ``TL``/``TR``/``BL``/``BR`` with the option ``corners=4``.

To change the game's cards, change the tables :data:`DECK_2_CORNERS` / :data:`DECK_4_CORNERS` below:
every other module (rules, view, computer players, tests) derives its counts from them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import Optional


class Kind(str, Enum):
    """What a card does; the value is used in the view."""

    NUMBER = "number"
    PASS = "pass"
    TACKLE = "tackle"
    YELLOW_CARD = "yellow_card"
    RED_CARD = "red_card"
    KEEPER = "keeper"
    VAR = "var"


class Zone(str, Enum):
    """The three zones of the pitch, by the colour of their number cards."""

    RED = "red"        # defence, 1-5
    YELLOW = "yellow"  # midfield, 6-9
    GREEN = "green"    # shot, 10-11 ("Striker-Karten")


PASS = "P"
TACKLE = "S"
YELLOW_CARD = "YC"
RED_CARD = "RC"
VAR_GOAL = "V+"
VAR_NO_GOAL = "V-"
VAR_CARDS: tuple[str, str] = (VAR_GOAL, VAR_NO_GOAL)

CORNERS_2: tuple[str, ...] = ("L", "R")
CORNERS_4: tuple[str, ...] = ("TL", "TR", "BL", "BR")

#: Player colours, by seat (readings.md §4.4 ST15: orange and blue, then green and purple).
COLOURS: tuple[str, ...] = ("orange", "blue", "green", "purple")

#: The highest number that may start an attack, the numbers of each zone, the attack limit.
RED_NUMBERS = range(1, 6)
YELLOW_NUMBERS = range(6, 10)
GREEN_NUMBERS = range(10, 12)
MAX_ATTACKS = 5           # all players' attacks together (S3; readings.md §4.4 ST13)
HAND_SIZE = 6             # S3: refill to 6, and always draw at least 1

# -- the decks (readings.md §4.3): (card, how many) ---------------------------------------------------------------

DECK_2_CORNERS: tuple[tuple[str, int], ...] = (
    ("1", 3), ("2", 3), ("3", 3), ("4", 3), ("5", 3),   # red: 15
    ("6", 3), ("7", 3), ("8", 3), ("9", 3),             # yellow: 12
    ("10L", 2), ("10R", 2),                             # green 10: 4
    ("11L", 1), ("11R", 1),                             # green 11 (only through a pass): 2
    ("P", 5),                                           # Pass
    ("S", 3),                                           # Grätsche
    ("YC", 2),                                          # Gelbe Karte
    ("RC", 1),                                          # Rote Karte
    ("KL", 3), ("KR", 3),                               # Torwart: 6
    ("V+", 1), ("V-", 1),                               # VAR "TOR" / "KEIN TOR"
)

DECK_4_CORNERS: tuple[tuple[str, int], ...] = (
    ("1", 3), ("2", 3), ("3", 3), ("4", 3), ("5", 3),
    ("6", 3), ("7", 3), ("8", 3), ("9", 3),
    ("10TL", 1), ("10TR", 1), ("10BL", 1), ("10BR", 1),
    ("11TL", 1), ("11TR", 1),
    ("P", 5),
    ("S", 3),
    ("YC", 2),
    ("RC", 1),
    ("KTL", 2), ("KTR", 2), ("KBL", 1), ("KBR", 1),
    ("V+", 1), ("V-", 1),
)

DECKS: dict[int, tuple[tuple[str, int], ...]] = {2: DECK_2_CORNERS, 4: DECK_4_CORNERS}


@dataclass(frozen=True)
class Card:
    """One card's meaning, parsed from its id (``Card.parse("10L").number == 10``)."""

    id: str
    kind: Kind
    number: Optional[int] = None
    corner: Optional[str] = None

    @property
    def zone(self) -> Optional[Zone]:
        return zone_of(self.number) if self.number is not None else None

    @classmethod
    def parse(cls, card_id: str) -> "Card":
        card = _PARSED.get(card_id)
        if card is None:
            raise ValueError(f"not a Striker card: {card_id!r}")
        return card


def _parse(card_id: str) -> Card:
    specials = {PASS: Kind.PASS, TACKLE: Kind.TACKLE, YELLOW_CARD: Kind.YELLOW_CARD,
                RED_CARD: Kind.RED_CARD, VAR_GOAL: Kind.VAR, VAR_NO_GOAL: Kind.VAR}
    if card_id in specials:
        return Card(card_id, specials[card_id])
    if card_id.startswith("K"):
        return Card(card_id, Kind.KEEPER, corner=card_id[1:])
    digits = card_id.rstrip("LRTB")
    return Card(card_id, Kind.NUMBER, int(digits), card_id[len(digits):] or None)


_PARSED: dict[str, Card] = {cid: _parse(cid) for deck in DECKS.values() for cid, _ in deck}


def zone_of(number: int) -> Zone:
    """Red 1-5, yellow 6-9, green 10-11 (S3 "Striker besteht aus 3 Zonen")."""
    if number in RED_NUMBERS:
        return Zone.RED
    if number in YELLOW_NUMBERS:
        return Zone.YELLOW
    return Zone.GREEN


def deck(corners: int = 2) -> tuple[tuple[str, int], ...]:
    """The per-player deck for the ``corners`` option, as (card, count) pairs."""
    return DECKS[corners]


def composition(corners: int = 2) -> Counter[str]:
    """The whole 52-card deck as a multiset."""
    return Counter({cid: n for cid, n in deck(corners)})


def draw_pile_cards(corners: int = 2) -> list[str]:
    """The 50 cards of a draw pile (the deck without its two VAR cards), in table order."""
    return [cid for cid, n in deck(corners) if cid not in VAR_CARDS for _ in range(n)]


def draw_pile_starting_with(top: list[str], corners: int = 2) -> list[str]:
    """A 50-card draw pile (top first) that starts with ``top``, the other cards in table order (fixed deals for
    rules examples and tests). Raises ``ValueError`` if ``top`` holds more of a card than the deck has."""
    rest = Counter(draw_pile_cards(corners))
    rest.subtract(top)
    if any(n < 0 for n in rest.values()):
        raise ValueError(f"more cards than a deck has: {top}")
    pile = list(top)
    for card in draw_pile_cards(corners):
        if rest[card] > 0:
            pile.append(card)
            rest[card] -= 1
    return pile


def corners(corners: int = 2) -> tuple[str, ...]:
    return CORNERS_2 if corners == 2 else CORNERS_4


def is_card(value: object) -> bool:
    return isinstance(value, str) and value in _PARSED


# -- fast lookups the rules use on card ids ------------------------------------------------------------------------

NUMBER_OF: dict[str, int] = {cid: c.number for cid, c in _PARSED.items() if c.number is not None}
CORNER_OF: dict[str, str] = {cid: c.corner for cid, c in _PARSED.items() if c.corner is not None}
KIND_OF: dict[str, Kind] = {cid: c.kind for cid, c in _PARSED.items()}


def display_key(card_id: str) -> tuple[int, int, str]:
    """Sort key for a hand: numbers ascending, then pass, Grätsche, cards, keepers."""
    order = [Kind.NUMBER, Kind.PASS, Kind.TACKLE, Kind.YELLOW_CARD, Kind.RED_CARD, Kind.KEEPER, Kind.VAR]
    return (order.index(KIND_OF[card_id]), NUMBER_OF.get(card_id, 0), card_id)


#: Position of each card id in hand order (the key of :func:`display_key`, precomputed).
DISPLAY_ORDER: dict[str, int] = {cid: i for i, cid in enumerate(sorted(_PARSED, key=display_key))}

for _d in DECKS.values():
    assert sum(n for _, n in _d) == 52, "a Striker deck has 52 cards"
