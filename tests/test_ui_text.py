"""The shell's words (pygame_core.core.ui_text, with each registered game's table words, titles and terms): every
language translates every key, with the same placeholders, so the page never shows a raw key or an unfilled
``{name}``; the shell's own words and files are game-neutral, a game's words are its own."""

from __future__ import annotations

import pkgutil
import re
import string
from pathlib import Path

import pytest

from pygame_core import games
from pygame_core.core import registry
from pygame_core.core.i18n import LANGUAGES
from pygame_core.core.ui_text import CATALOG, catalog, missing_keys

WEB = Path(__file__).resolve().parent.parent / "web"
needs_web = pytest.mark.skipif(not (WEB / "index.html").is_file(),
                               reason="web/ is not beside the tests here (the Pyodide run mounts tests/ only)")


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def word_sets() -> list[tuple[str, dict[str, dict[str, str]]]]:
    """Every catalog of words the shell shows: its own, and each registered game's table words and terms."""
    out = [("ui_text", CATALOG)]
    for info in registry.all_games():
        out += [(f"{info.name} table_words", dict(info.table_words)), (f"{info.name} terms", dict(info.terms))]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_translates_every_key(lang: str) -> None:
    assert missing_keys(lang) == []
    assert set(catalog(lang)) == set(catalog("en"))


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_translations_keep_the_placeholders(lang: str) -> None:
    for where, words in word_sets():
        for key, english in words.get("en", {}).items():
            assert placeholders(words[lang][key]) == placeholders(english), f"{where}: {key}"


def test_unknown_language_falls_back_to_english() -> None:
    assert catalog("xx") == catalog("en")


def test_partial_language_falls_back_per_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(CATALOG, "de", {"menu.new_game": "Neues Spiel"})
    texts = catalog("de")
    assert texts["menu.new_game"] == "Neues Spiel"
    assert texts["menu.continue"] == CATALOG["en"]["menu.continue"]
    assert "menu.continue" in missing_keys("de")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_raw_key_is_shown(lang: str) -> None:
    """Every text is a text: not empty, not a key of the catalog, not an engine message key (a title that fell back
    to ``<name>.title``)."""
    texts = catalog(lang)
    for key, text in texts.items():
        if key.startswith("terms.") or key == "games.names":
            continue  # `|`-separated lists of names (empty for a game without terms)
        assert text.strip(), key
        assert text not in texts, f"{key} shows the key {text!r}"
        assert not re.fullmatch(r"[a-z_]+(\.[a-z_0-9]+)+", text), f"{key} shows a key: {text!r}"


def test_every_card_has_a_name_in_every_language() -> None:
    """The shell names each card for screen readers (web/cards.js): rank and suit texts for A T K Q J and C D H S."""
    for lang in LANGUAGES:
        texts = catalog(lang)
        for rank in "ATKQJ":
            assert texts[f"card.rank.{rank}"] and texts[f"card.short.{rank}"]
        for suit in "CDHS":
            assert texts[f"card.suit.{suit}"]
        assert placeholders(texts["card.name"]) == {"rank", "suit"}


# -- each game's words are its own ------------------------------------------------------------------------------

def test_the_games_are_listed_with_their_titles() -> None:
    """Before Python is up the menu lists the games from the words: ``games.names`` in the registry's order and a
    title per game, in every language."""
    for lang in LANGUAGES:
        texts = catalog(lang)
        assert texts["games.names"].split("|") == (registry.names() or [""])
        for info in registry.all_games():
            assert texts[f"game.{info.name}"] == info.title(lang)


def test_a_games_words_change_no_other_words() -> None:
    """A game's table words and terms add keys: none is one of the shell's own, none is another game's (the catalog
    is flat, so a clash would change what another table says)."""
    owner: dict[str, str] = {key: "ui_text" for key in CATALOG["en"]}
    for info in registry.all_games():
        keys = set(info.table_words.get("en", {})) | {f"term.{name}" for name in info.term_names()}
        for key in keys:
            assert owner.setdefault(key, info.name) == info.name, f"{info.name} redefines {key} of {owner[key]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_term_has_a_translation(lang: str) -> None:
    """Each game's terms (``terms.<game>``, what its table marks) are all in ``terms.names``, each with a short,
    non-empty translation that is not just the term itself."""
    texts = catalog(lang)
    names = [name for name in texts["terms.names"].split("|") if name]
    per_game = {info.name: info.term_names() for info in registry.all_games()}
    for game, terms in per_game.items():
        assert texts[f"terms.{game}"].split("|") == (list(terms) or [""]), game
    assert sorted(names) == sorted({name for terms in per_game.values() for name in terms})
    for name in names:
        text = texts[f"term.{name}"]
        assert text.strip() and text != name and len(text) < 120, name


# -- the shell's files ----------------------------------------------------------------------------------------

KEY_USE = re.compile(r"""\btn?\(\s*["']([a-z_]+(?:\.[a-z_0-9]+)+)["']""")


def keys_used(path: Path) -> set[str]:
    text = path.read_text(encoding="utf-8")
    return set(KEY_USE.findall(text)) | set(re.findall(r'data-t="([^"]+)"', text))


@needs_web
def test_every_key_the_shell_uses_is_its_own() -> None:
    """Each literal key in the shell's own modules (web/*.js, the generic table) and index.html (data-t="...") is
    one of the shell's own words, or a list the registry makes (``games.names``, ``terms.names``): the shell never
    depends on a game's words."""
    paths = sorted(WEB.glob("*.js")) + [WEB / "tables" / name for name in ("generic.js", "frame.js")] + [WEB / "index.html"]
    used = set().union(*(keys_used(path) for path in paths))
    assert used, "no keys found: the pattern is out of date"
    assert sorted(used - set(CATALOG["en"]) - {"games.names", "terms.names"}) == []


@needs_web
def test_every_key_a_table_uses_exists() -> None:
    """Each literal key in a registered game's table module is the shell's or that game's own."""
    for info in registry.all_games():
        path = WEB / info.table
        if not path.is_file():
            continue  # drawn by the generic table
        known = set(CATALOG["en"]) | set(info.table_words.get("en", {}))
        assert sorted(keys_used(path) - known) == [], info.table


def without_comments(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"(?<![:\"'])//.*", "", text)


@needs_web
def test_the_shells_own_files_name_no_game() -> None:
    """The shell's own files (not the tables, not the demo blog post, not the benchmarks) name no game outside
    comments: the games, their titles, tables and stylesheets come from the engine and the words."""
    names = {found.name for found in pkgutil.iter_modules(games.__path__) if found.ispkg}
    names |= set(registry.names()) | {info.title("en") for info in registry.all_games()}
    assert names
    paths = [p for p in sorted(WEB.glob("*.*")) if p.suffix in (".js", ".html", ".css", ".webmanifest")
             and p.name != "blog.html"]
    pattern = re.compile(r"\b(" + "|".join(re.escape(name) for name in sorted(names)) + r")\b", re.I)
    for path in paths:
        found = pattern.findall(without_comments(path))
        assert not found, f"web/{path.name} names {sorted(set(found))}"
