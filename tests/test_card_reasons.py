"""Every card a person cannot play says which rule, in words (issue 19 item 5).

Over seeded random matches of every game, at every decision: each card of the hand of the seat to move that has
no legal use carries a reason in the view, in English, German and Dutch, and that reason names a rule rather than
only restating that the card cannot be played ("The Grätsche cannot be played now." says nothing).
"""

from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

import pygame_core
from pygame_core.core.rng import Rng, seed_from

LANGS = ("en", "de", "nl")
#: Reasons that only restate the refusal: "cannot be played now" and its translations.
CIRCULAR = re.compile(r"cannot be played now|kann jetzt nicht gespielt werden|kan nu niet gespeeld worden"
                      r"|is not allowed now|ist jetzt nicht erlaubt|is nu niet toegestaan", re.I)
MATCHES = 6
MAX_STEPS = 3000


def refused_cards(name: str, view: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """(card, reason) of every card of the own hand the view offers no legal use for."""
    if name in ("spike", "striker", "strandcup"):  # their tables read the contract's hand entries as they are
        for entry in view["contract"]["hand"]:
            if not entry["actions"]:
                yield entry["card"], entry["reason"]
        return
    for entry in view.get("hand") or []:
        card = entry.get("card") or entry.get("id")
        if not entry.get("action"):
            yield card, entry.get("reason")


@pytest.mark.long
@pytest.mark.parametrize("name", ["schnapsen", "spike", "strandcup", "striker"])
def test_every_refused_card_names_its_rule(name: str) -> None:
    seen = 0
    for seed in range(MATCHES):
        options = {"players": 4 + 2 * (seed % 3)} if name == "strandcup" else {}
        if name == "striker":
            options = {"players": 2 + seed % 3}
        game = pygame_core.new_game(name, options, seed)
        chooser = Rng(seed_from("reasons", seed))
        for step in range(MAX_STEPS):
            seat = game.to_move()
            if seat is None:
                break
            if step % 3 == 0:
                for lang in LANGS:
                    for card, reason in refused_cards(name, game.view(seat, lang)):
                        seen += 1
                        assert reason, f"{name} seed {seed} step {step}: {card} has no reason in {lang}"
                        assert not CIRCULAR.search(reason), f"{name} seed {seed}: circular reason for {card}: {reason}"
            game.apply(seat, chooser.choice(game.legal_ids(seat)))
    assert seen > 0
