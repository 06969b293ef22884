"""Issue 34: Strand-Cup's lesson speaks the reader's words in English and Dutch, with the rulebook's German word
once beside each term (where the lesson first names it); German keeps the rulebook's words. The first banner (the
intro) was 70 words of German in English."""

from __future__ import annotations

import re

import pytest

from pygame_core.core import i18n
from pygame_core.games.strandcup import lesson as _lesson

TERMS = ("Annahme", "Aufbau", "Stellen", "Abschluss", "Baggern", "Pritschen", "Schmettern", "Rettungssprung")
KEYS = ["intro", "1", "2", "3", "4", "5", "6", "7", "8", "end"]


def texts(lang: str) -> list[str]:
    return [i18n.tr(f"strandcup.lesson.{key}", lang, action="“…”") for key in KEYS]


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_each_rulebook_word_stands_once_in_brackets_beside_the_readers_word(lang: str) -> None:
    whole = " ".join(texts(lang))
    for term in TERMS:
        found = re.findall(rf"\b{term}\b", whole)
        assert len(found) <= 1, (term, len(found))
        if found:
            assert re.search(rf"\({term}[,)]", whole), term  # beside the reader's word, in brackets
    assert sum(1 for term in TERMS if term in whole) >= 6  # the terms are introduced, not dropped


def test_the_german_lesson_keeps_the_rulebooks_words() -> None:
    whole = " ".join(texts("de"))
    assert all(term in whole for term in ("Annahme", "Aufbau", "Stellen", "Abschluss"))
    assert _lesson.LESSON is not None
