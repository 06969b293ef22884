"""Every computer strength says what it does: each game has a line per strength in every language
(``<game>.level.<strength>``), which the new-game dialog shows under the choice (web/dialogs.js)."""

from __future__ import annotations

import pygame_core
from pygame_core.core import i18n, registry, ui_text


def test_every_game_says_what_each_strength_does_in_every_language() -> None:
    for lang in i18n.LANGUAGES:
        words = ui_text.catalog(lang)
        for name in registry.names():
            levels = registry.get(name).levels  # easy, medium, hard, and expert where the game offers it
            assert levels[:3] == pygame_core.LEVELS, name
            texts = [words.get(f"{name}.level.{level}", "") for level in levels]
            assert all(len(text) > 20 for text in texts), (lang, name)
            assert len(set(texts)) == len(texts), (lang, name)  # a different description for each strength
            if lang != i18n.DEFAULT_LANGUAGE:  # translated, not the English fallback
                english = ui_text.catalog(i18n.DEFAULT_LANGUAGE)
                assert all(text != english[f"{name}.level.{level}"]
                           for text, level in zip(texts, levels)), (lang, name)
            assert all(words.get(f"strength.{level}") for level in levels), (lang, name)  # the strength's name
