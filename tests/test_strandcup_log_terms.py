"""Strand-Cup's log keeps the rulebook's German names and gives each its plain meaning beside it, in English and
Dutch (issue 19, item 7: "a translation beside it"; German needs none). Card names already carry it ("Baggern
(forearm pass)"); the sentences that name a term by itself (a die roll "for the Schmettern", a Rettungssprung, the
Aufschlag card, Annahme) must too.

Over seeded random matches of 4, 6 and 8 players, every log line in en and nl: each rulebook name found as a word has
its meaning (the one the messages give, ``messages.MEANINGS`` or the value's meaning) in the same line.
"""

from __future__ import annotations

import re

import pytest

import pygame_core
from pygame_core.core.rng import Rng, seed_from
from pygame_core.games.strandcup import messages

#: term as the rulebook names it -> its plain meaning per language (what a newcomer reads beside it)
MEANING = {
    lang: {
        **{messages.CARD_NAMES[key]: text for key, text in messages.MEANINGS[lang].items() if key in messages.CARD_NAMES},
        "Killer-Schmetterball": messages.MEANINGS[lang]["killer"],
        "Annahme": {"en": "receive score", "nl": "ontvangstwaarde"}[lang],
        "Aufschlag": {"en": "serve card", "nl": "servicekaart"}[lang],
    }
    for lang in ("en", "nl")
}
MATCHES = 6
MAX_STEPS = 1500


def bare_terms(line: str, lang: str) -> list[str]:
    """The rulebook names in ``line`` whose meaning is not in it."""
    found = []
    for term, meaning in MEANING[lang].items():
        if re.search(rf"(?<![\w-]){re.escape(term)}(?![\w-])", line) and meaning not in line:
            found.append(term)
    return found


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_rulebook_name_in_the_log_has_its_meaning_beside_it(lang: str) -> None:
    bare: dict[str, str] = {}
    lines = 0
    for seed in range(MATCHES):
        game = pygame_core.new_game("strandcup", {"players": 4 + 2 * (seed % 3)}, seed)
        chooser = Rng(seed_from("log-terms", seed))
        for _ in range(MAX_STEPS):
            seat = game.to_move()
            if seat is None:
                break
            game.apply(seat, chooser.choice(game.legal_ids(seat)))
        for entry in game.log_for(None, lang):
            lines += 1
            for term in bare_terms(entry["text"], lang):
                bare.setdefault(term, entry["text"])
    assert lines > 500
    assert not bare, f"{lang}: rulebook names without their meaning: {bare}"
