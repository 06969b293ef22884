"""A hand-placed deal uses every card of its deck exactly once: the check every game's deal validation shares, with
an error that names the card (issue 33: "a deal with a card twice or missing is refused naming the card")."""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

from .errors import MalformedInput, excerpt


def check_every_card_once(cards: Iterable[Any], deck: Iterable[str], where: str) -> None:
    """``cards`` are ``deck`` (a multiset: a card the deck has twice is given twice), in any order. Raises
    :class:`MalformedInput` naming the first card that is not a card of the deck, that is given more often than the
    deck has it, or that is missing (in that order)."""
    have = Counter(deck)
    given: Counter[str] = Counter()
    for card in cards:
        if not isinstance(card, str) or card not in have:
            raise MalformedInput(f"{where} holds {excerpt(card)}, which is not a card of this game's deck",
                                 card if isinstance(card, str) else None)
        given[card] += 1
        if given[card] > have[card]:
            times = "twice" if given[card] == 2 else f"{given[card]} times"
            deck_has = "once" if have[card] == 1 else f"{have[card]} times"
            raise MalformedInput(f"{where} names the card {card} {times}; the deck has it {deck_has}", card)
    for card, count in have.items():
        if given[card] < count:
            raise MalformedInput(f"{where} is missing the card {card}", card)
