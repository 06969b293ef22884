"""The browser shell's own words: menu, buttons, dialogs, card names, screen-reader labels.

The game's texts (prompts, reasons, log lines, scores) come from the engine in each view; the shell's
own words live here so that every text of the site is in Python, can be translated in one place and
a test can catch a missing key. ``build.py`` writes ``dist/i18n/<lang>.json`` from :func:`catalog`,
so the page can show its menu before Python has started in the browser.

Every word here is game-neutral: what one game's table says (its score bar, its result dialogs) is in that
game's ``table_words.py`` and joins the catalog through the registry (:func:`games_words`), as do the list of
games (``games.names``), their titles (``game.<name>``) and their terms.

Templates use ``{name}`` placeholders, filled in by the shell (``web/i18n.js``).
"""

from __future__ import annotations

import json
from typing import Mapping

from . import fair_text, keep_text, practice_text, registry, studio_text, ui_text_de, ui_text_en, ui_text_nl
from .i18n import DEFAULT_LANGUAGE, LANGUAGES

#: The modules of the shell's own words, each a ``WORDS`` per language, joined in this order: the shell's words, one
#: module per language (:mod:`.ui_text_en`, :mod:`.ui_text_de`, :mod:`.ui_text_nl`), then the words of the example
#: studio (issue 33), the verifiable and daily deals (issue 35), keeping and the rating, and practice.
WORD_MODULES: tuple[Mapping[str, Mapping[str, str]], ...] = (
    {"en": ui_text_en.WORDS, "de": ui_text_de.WORDS, "nl": ui_text_nl.WORDS},
    studio_text.WORDS, fair_text.WORDS, keep_text.WORDS, practice_text.WORDS,
)


def joined_catalog(modules: tuple[Mapping[str, Mapping[str, str]], ...]) -> dict[str, dict[str, str]]:
    """The words of ``modules`` per language, a later module's key after (or over) an earlier one's."""
    out: dict[str, dict[str, str]] = {}
    for words in modules:
        for lang, texts in words.items():
            out.setdefault(lang, {}).update(texts)
    return out


#: The shell's words per language; English is complete, the others fall back to it per key.
CATALOG: dict[str, dict[str, str]] = joined_catalog(WORD_MODULES)


def games_words(lang: str) -> dict[str, str]:
    """What the registered games add to the shell's words in ``lang``: the games in the menu's order
    (``games.names``, ``|``-separated), each game's title (``game.<name>``), seat counts (``seats.<name>``,
    ``|``-separated), one-line pitch and tile picture (``pitch.<name>``, ``emblem.<name>``, the emblem as JSON: the
    menu's tiles before Python is up), its table's words, its terms (``terms.<name>``: the names to look for,
    ``|``-separated; ``term.<Name>``: the meaning) and ``terms.names`` (every term of every game)."""
    out: dict[str, str] = {"games.names": "|".join(registry.names())}
    every: list[str] = []
    for info in registry.all_games():
        out[f"game.{info.name}"] = info.title(lang)
        out[f"seats.{info.name}"] = "|".join(map(str, info.seats))
        out[f"levels.{info.name}"] = "|".join(info.levels)  # the new-game dialog's strengths before Python is up
        if info.pitch(lang):
            out[f"pitch.{info.name}"] = info.pitch(lang)
        out[f"emblem.{info.name}"] = json.dumps(info.emblem.to_json(), separators=(",", ":"))
        out.update(info.table_words.get(DEFAULT_LANGUAGE, {}))
        out.update(info.table_words.get(lang, {}))
        names = info.term_names()
        out[f"terms.{info.name}"] = "|".join(names)
        every.extend(name for name in names if name not in every)
        meanings = {**info.terms.get(DEFAULT_LANGUAGE, {}), **info.terms.get(lang, {})}
        out.update({f"term.{name}": meanings[name] for name in names})
    out["terms.names"] = "|".join(every)
    return out


def catalog(lang: str) -> dict[str, str]:
    """Every shell text in ``lang`` (the shell's own and the registered games'), falling back to English for a key
    ``lang`` does not translate."""
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    return {**CATALOG[DEFAULT_LANGUAGE], **CATALOG.get(lang, {}), **games_words(lang)}


def missing_keys(lang: str) -> list[str]:
    """English keys that ``lang`` does not translate (a test fails on any): the shell's own and each game's."""
    missing = set(CATALOG[DEFAULT_LANGUAGE]) - set(CATALOG.get(lang, {}))
    for info in registry.all_games():
        for words in (info.table_words, info.terms):
            missing |= set(words.get(DEFAULT_LANGUAGE, {})) - set(words.get(lang, {}))
    return sorted(missing)

