"""The Strand-Cup deck as data: 57 playing cards (readings.md §1.1, §1.2 and the proposed table §1.4).

Every action card carries four numbers: Annahme (receive), Aufbau (build-up), Stellen (setting) and
Abschluss (finish). No public source lists them card by card, so the tables below are the proposal of
readings.md §1.4 (PROPOSED): change a row here and the whole game follows.

Card ids are short strings: ``B1``..``B14`` Baggern, ``P1``..``P14`` Pritschen, ``S1``..``S10`` Schmettern,
``K1`` the Killer-Schmetterball (``K2`` too when ``killer_count`` is 2; it replaces ``S10``), ``BL1``..``BL8``
Block, ``R1``..``R5`` Rettungssprung and the five special cards ``KR`` Kraftriegel, ``ED`` Energydrink,
``KA`` Killeraufschlag, ``BD`` Blenden and ``AB`` Angeschnittener Ball.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Kind(str, Enum):
    """What a card is; the value is used in views and message keys."""

    BAGGERN = "baggern"
    PRITSCHEN = "pritschen"
    SCHMETTERN = "schmettern"
    BLOCK = "block"
    RETTUNG = "rettungssprung"
    KRAFTRIEGEL = "kraftriegel"
    ENERGYDRINK = "energydrink"
    KILLERAUFSCHLAG = "killeraufschlag"
    BLENDEN = "blenden"
    ANGESCHNITTEN = "angeschnitten"


#: Action cards: Baggern, Pritschen and Schmettern (S0 "The Action cards").
ACTION_KINDS = frozenset({Kind.BAGGERN, Kind.PRITSCHEN, Kind.SCHMETTERN})

# -- the value tables (readings.md §1.4, PROPOSED) ------------------------------------------------
#          (Annahme, Aufbau, Stellen, Abschluss)
BAGGERN_VALUES: tuple[tuple[int, int, int, int], ...] = (
    (12, 2, 1, 1), (12, 2, 2, 1), (12, 1, 1, 2), (11, 2, 2, 1), (11, 2, 1, 2), (11, 1, 2, 1), (10, 2, 2, 2),
    (10, 2, 1, 1), (10, 1, 2, 2), (9, 2, 2, 2), (9, 2, 2, 1), (9, 1, 2, 2), (8, 2, 2, 2), (8, 2, 2, 2),
)
PRITSCHEN_VALUES: tuple[tuple[int, int, int, int], ...] = (
    (7, 1, 3, 1), (7, 1, 3, 2), (6, 1, 3, 1), (6, 1, 4, 1), (6, 2, 4, 1), (5, 1, 4, 2), (5, 1, 5, 1),
    (5, 2, 5, 1), (4, 1, 5, 2), (4, 1, 6, 1), (4, 2, 6, 1), (3, 1, 6, 2), (3, 1, 7, 1), (3, 2, 7, 1),
)
#: Schmettern: Annahme 1, no Aufbau or Stellen, Abschluss 5; the Killer-Schmetterball has Abschluss 6.
SCHMETTERN_VALUES = (1, 0, 0, 5)
KILLER_VALUES = (1, 0, 0, 6)
SCHMETTERN_COUNT = 11
BLOCK_COUNT = 8
RETTUNG_COUNT = 5
#: One of each special card (readings.md §1.2, INFERRED).
SPECIALS: tuple[tuple[str, Kind], ...] = (
    ("KR", Kind.KRAFTRIEGEL), ("ED", Kind.ENERGYDRINK), ("KA", Kind.KILLERAUFSCHLAG),
    ("BD", Kind.BLENDEN), ("AB", Kind.ANGESCHNITTEN),
)
#: Kraftriegel's bonus to a Schmettern (S0 "Special cards").
KRAFTRIEGEL_BONUS = 2


@dataclass(frozen=True)
class Card:
    """One card. Cards without numbers (Block, Rettungssprung, specials) have all four values 0."""

    id: str
    kind: Kind
    annahme: int = 0
    aufbau: int = 0
    stellen: int = 0
    abschluss: int = 0
    killer: bool = False

    @property
    def is_action(self) -> bool:
        return self.kind in ACTION_KINDS

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"id": self.id, "kind": self.kind.value}
        if self.is_action:
            out.update(annahme=self.annahme, aufbau=self.aufbau, stellen=self.stellen, abschluss=self.abschluss)
        if self.killer:
            out["killer"] = True
        return out


def _action(card_id: str, kind: Kind, values: tuple[int, int, int, int], killer: bool = False) -> Card:
    return Card(card_id, kind, values[0], values[1], values[2], values[3], killer)


def _catalog() -> dict[str, Card]:
    cards = [_action(f"B{i}", Kind.BAGGERN, v) for i, v in enumerate(BAGGERN_VALUES, 1)]
    cards += [_action(f"P{i}", Kind.PRITSCHEN, v) for i, v in enumerate(PRITSCHEN_VALUES, 1)]
    cards += [_action(f"S{i}", Kind.SCHMETTERN, SCHMETTERN_VALUES) for i in range(1, SCHMETTERN_COUNT)]
    cards += [_action(f"K{i}", Kind.SCHMETTERN, KILLER_VALUES, killer=True) for i in (1, 2)]
    cards += [Card(f"BL{i}", Kind.BLOCK) for i in range(1, BLOCK_COUNT + 1)]
    cards += [Card(f"R{i}", Kind.RETTUNG) for i in range(1, RETTUNG_COUNT + 1)]
    cards += [Card(card_id, kind) for card_id, kind in SPECIALS]
    return {c.id: c for c in cards}


#: Every card that can be in a deck, by id (``K2`` and ``S10`` are never in the same deck).
CARDS: dict[str, Card] = _catalog()


def build_deck(killer_count: int = 1) -> tuple[str, ...]:
    """The 57 card ids of a deck in display order. ``killer_count`` 2 turns ``S10`` into ``K2`` (readings.md §1.4)."""
    if killer_count not in (1, 2):
        raise ValueError("killer_count must be 1 or 2")
    plain = SCHMETTERN_COUNT - killer_count
    deck = [f"B{i}" for i in range(1, 15)] + [f"P{i}" for i in range(1, 15)]
    deck += [f"S{i}" for i in range(1, plain + 1)] + [f"K{i}" for i in range(1, killer_count + 1)]
    deck += [f"BL{i}" for i in range(1, BLOCK_COUNT + 1)] + [f"R{i}" for i in range(1, RETTUNG_COUNT + 1)]
    deck += [card_id for card_id, _ in SPECIALS]
    return tuple(deck)


DECK_SIZE = 57
assert len(build_deck(1)) == DECK_SIZE and len(build_deck(2)) == DECK_SIZE
assert len(BAGGERN_VALUES) == 14 and len(PRITSCHEN_VALUES) == 14

#: Display order of every card id (hands are shown sorted by it).
ORDER: dict[str, int] = {card_id: i for i, card_id in enumerate(CARDS)}

# Fast lookups by id, for the rules' inner loops.
KIND: dict[str, Kind] = {c.id: c.kind for c in CARDS.values()}
ANNAHME: dict[str, int] = {c.id: c.annahme for c in CARDS.values()}
AUFBAU: dict[str, int] = {c.id: c.aufbau for c in CARDS.values()}
STELLEN: dict[str, int] = {c.id: c.stellen for c in CARDS.values()}
ABSCHLUSS: dict[str, int] = {c.id: c.abschluss for c in CARDS.values()}
IS_ACTION: frozenset[str] = frozenset(c.id for c in CARDS.values() if c.is_action)
IS_SCHMETTERN: frozenset[str] = frozenset(c.id for c in CARDS.values() if c.kind is Kind.SCHMETTERN)
IS_KILLER: frozenset[str] = frozenset(c.id for c in CARDS.values() if c.killer)
IS_BLOCK: frozenset[str] = frozenset(c.id for c in CARDS.values() if c.kind is Kind.BLOCK)
IS_RETTUNG: frozenset[str] = frozenset(c.id for c in CARDS.values() if c.kind is Kind.RETTUNG)
KRAFTRIEGEL, ENERGYDRINK, KILLERAUFSCHLAG, BLENDEN, ANGESCHNITTEN = "KR", "ED", "KA", "BD", "AB"
MODIFIERS: tuple[str, ...] = (KRAFTRIEGEL, KILLERAUFSCHLAG, ANGESCHNITTEN, BLENDEN)


def is_card(value: object) -> bool:
    """Whether ``value`` is a card id of some deck."""
    return isinstance(value, str) and value in CARDS


def sort_hand(hand: list[str]) -> list[str]:
    """A hand in display order."""
    return sorted(hand, key=ORDER.__getitem__)
