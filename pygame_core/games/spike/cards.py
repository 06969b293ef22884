"""The Spike deck as data: three draw piles (ATTACK, DEFENSE, SET) and each player's six POWER cards.

The original names the card types but not the pile composition; the counts below are the proposal of
readings.md §2.3 (PROPOSED). To change the deck, change the tables here: everything else reads them.

Card ids are short strings:

- attack cards ``A1`` .. ``A7`` (strength 1-7) and ``AC`` (CUT);
- defense cards ``D1`` .. ``D9`` and ``DB`` (BLOCK);
- set cards ``S-2`` .. ``S+3`` and ``SF`` (SET FAIL);
- power cards ``PA8``, ``PA7``, ``PA6`` (attack) and ``PD10``, ``PD5``, ``PDB`` (defense). Each player owns one
  set of six, so the same id can be in both hands; a played power card leaves the game (readings.md §2.4 SP4).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional


class Kind(str, Enum):
    """The three card types, which are also the three draw piles."""

    ATTACK = "attack"
    DEFENSE = "defense"
    SET = "set"


@dataclass(frozen=True)
class Card:
    """One card type. ``value`` is the strength (attack), the reach (defense) or the modifier (set).

    ``value`` is ``None`` for the three special cards: CUT, BLOCK and SET FAIL.
    """

    id: str
    kind: Kind
    value: Optional[int]
    power: bool = False

    @property
    def is_cut(self) -> bool:
        return self.kind is Kind.ATTACK and self.value is None

    @property
    def is_block(self) -> bool:
        return self.kind is Kind.DEFENSE and self.value is None

    @property
    def is_set_fail(self) -> bool:
        return self.kind is Kind.SET and self.value is None


# -- the composition (readings.md §2.3, PROPOSED) --------------------------------------------------

#: ATTACK pile, 30 cards: strength -> count, ``None`` = CUT.
ATTACK_PILE: dict[Optional[int], int] = {1: 2, 2: 3, 3: 4, 4: 5, 5: 5, 6: 3, 7: 2, None: 6}
#: DEFENSE pile, 30 cards: 14 that can stop a cut (1-5), 14 strong ones (6-9), ``None`` = BLOCK.
DEFENSE_PILE: dict[Optional[int], int] = {1: 2, 2: 3, 3: 3, 4: 4, 5: 2, 6: 3, 7: 4, 8: 4, 9: 3, None: 2}
#: SET pile, 24 cards: modifier -> count, ``None`` = SET FAIL.
SET_PILE: dict[Optional[int], int] = {-2: 2, -1: 3, 0: 4, 1: 5, 2: 5, 3: 3, None: 2}
#: Each player's POWER cards (FOUND, S1): ATTACK 8, 7, 6 and DEFENSE 10, 5, BLOCK.
POWER_ATTACK: tuple[int, ...] = (8, 7, 6)
POWER_DEFENSE: tuple[Optional[int], ...] = (10, 5, None)

#: Cards in hand before every rally (FOUND, S1).
HAND_SIZE = 10
#: A defense card of at most this value can stop a CUT (FOUND, S1: "Defense (1-5)").
CUT_DEFENSE_MAX = 5


def _card_id(kind: Kind, value: Optional[int], power: bool = False) -> str:
    prefix = "P" if power else ""
    if kind is Kind.ATTACK:
        return prefix + ("AC" if value is None else f"A{value}")
    if kind is Kind.DEFENSE:
        return prefix + ("DB" if value is None else f"D{value}")
    return "SF" if value is None else f"S{value:+d}".replace("+0", "0")


def _build() -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for kind, table in ((Kind.ATTACK, ATTACK_PILE), (Kind.DEFENSE, DEFENSE_PILE), (Kind.SET, SET_PILE)):
        for value in table:
            card = Card(_card_id(kind, value), kind, value)
            cards[card.id] = card
    for kind, values in ((Kind.ATTACK, POWER_ATTACK), (Kind.DEFENSE, POWER_DEFENSE)):
        for value in values:
            card = Card(_card_id(kind, value, True), kind, value, True)
            cards[card.id] = card
    return cards


#: Every card type by id.
CARDS: dict[str, Card] = _build()

#: The contents of each draw pile, one id per physical card (unshuffled).
PILES: dict[Kind, tuple[str, ...]] = {
    kind: tuple(_card_id(kind, value) for value, count in table.items() for _ in range(count))
    for kind, table in ((Kind.ATTACK, ATTACK_PILE), (Kind.DEFENSE, DEFENSE_PILE), (Kind.SET, SET_PILE))
}

#: One player's six power cards.
POWER_CARDS: tuple[str, ...] = tuple(
    [_card_id(Kind.ATTACK, v, True) for v in POWER_ATTACK] + [_card_id(Kind.DEFENSE, v, True) for v in POWER_DEFENSE])


def card(card_id: str) -> Card:
    """The card with this id (``KeyError`` for an unknown id)."""
    return CARDS[card_id]


def is_card(card_id: object) -> bool:
    return isinstance(card_id, str) and card_id in CARDS


def kind_of(card_id: str) -> Kind:
    return CARDS[card_id].kind


def _sort_key(c: Card) -> tuple[int, int, int]:
    order = {Kind.ATTACK: 0, Kind.DEFENSE: 1, Kind.SET: 2}[c.kind]
    return (order, 99 if c.value is None else c.value, 1 if c.power else 0)


_SORT_KEYS = {cid: _sort_key(c) for cid, c in CARDS.items()}


def sort_key(card_id: str) -> tuple[int, int, int]:
    """Hand order: attacks, then defenses; within a type by value, specials (CUT, BLOCK) last, power after."""
    return _SORT_KEYS[card_id]
