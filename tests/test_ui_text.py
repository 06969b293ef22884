"""The shell's own words (pygame_core.core.ui_text): every language translates every key, with the same
placeholders, so the page never shows a raw key or an unfilled ``{name}``."""

from __future__ import annotations

import string

import pytest

from pygame_core.core.i18n import LANGUAGES
from pygame_core.core.terms import GLOSSARY, TERM_NAMES, TERMS_BY_GAME
from pygame_core.core.ui_text import CATALOG, catalog, missing_keys


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_translates_every_key(lang: str) -> None:
    assert missing_keys(lang) == []
    assert set(catalog(lang)) == set(CATALOG["en"]) | set(GLOSSARY["en"])


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_translations_keep_the_placeholders(lang: str) -> None:
    for key, english in CATALOG["en"].items():
        assert placeholders(CATALOG[lang][key]) == placeholders(english), key


def test_unknown_language_falls_back_to_english() -> None:
    assert catalog("xx") == {**CATALOG["en"], **GLOSSARY["en"]}


def test_partial_language_falls_back_per_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(CATALOG, "de", {"menu.new_game": "Neues Spiel"})
    texts = catalog("de")
    assert texts["menu.new_game"] == "Neues Spiel"
    assert texts["menu.continue"] == CATALOG["en"]["menu.continue"]
    assert "menu.continue" in missing_keys("de")


def test_every_card_has_a_name_in_every_language() -> None:
    """The shell names each card for screen readers: rank and suit texts exist for A T K Q J and C D H S."""
    for lang in LANGUAGES:
        texts = catalog(lang)
        for rank in "ATKQJ":
            assert texts[f"card.rank.{rank}"] and texts[f"card.short.{rank}"]
        for suit in "CDHS":
            assert texts[f"card.suit.{suit}"]
        assert placeholders(texts["card.name"]) == {"rank", "suit"}


def test_every_key_the_shell_uses_exists() -> None:
    """Each literal key in web/*.js (t("...") and tn("...")) and index.html (data-t="...") is in the English catalog."""
    import re
    from pathlib import Path

    web = Path(__file__).resolve().parent.parent / "web"
    if not (web / "index.html").is_file():
        pytest.skip("web/ is not beside the tests here (the Pyodide run mounts tests/ only)")
    used: set[str] = set()
    for path in list(web.rglob("*.js")) + [web / "index.html"]:
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r"""\btn?\(\s*["']([a-z_]+(?:\.[a-z_0-9]+)+)["']""", text))
        used |= set(re.findall(r'data-t="([^"]+)"', text))
    assert used, "no keys found: the pattern is out of date"
    assert sorted(used - set(CATALOG["en"])) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_term_has_a_translation(lang: str) -> None:
    """Each game term the shell marks (terms.names) has a short, non-empty translation in every language that is
    not just the term itself."""
    texts = catalog(lang)
    names = texts["terms.names"].split("|")
    assert names == list(TERM_NAMES) and "Bummerl" in names and "Zudrehen" in names and "Grätsche" in names
    for name in names:
        text = texts[f"term.{name}"]
        assert text.strip() and text != name and len(text) < 120, name
    # each game's table looks for its own terms only (a plain German word of another game is no term there)
    per_game = {game: [n for n in texts[f"terms.{game}"].split("|") if n] for game in TERMS_BY_GAME}
    assert "Zudrehen" in per_game["schnapsen"] and "Baggern" in per_game["strandcup"] and "Aufschlag" not in per_game["spike"]
    assert sorted(n for names in per_game.values() for n in names) == sorted(names)
