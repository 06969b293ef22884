"""All game text lives here and in the games' message catalogs, never in JavaScript.

Each game registers a catalog per language: message key -> template (``str.format`` style)
or a function ``(params, lang) -> str`` for text that needs logic (card names, plurals).
English is complete; another language may be partial and falls back to English per key,
which :func:`missing_keys` reports so a test can fail on any untranslated key.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Union

Template = Union[str, Callable[[Mapping[str, Any], str], str]]

#: The languages the site offers (the sources' languages).
LANGUAGES = ("en", "de", "nl")
DEFAULT_LANGUAGE = "en"

_CATALOGS: dict[str, dict[str, Template]] = {lang: {} for lang in LANGUAGES}


def register(lang: str, messages: Mapping[str, Template]) -> None:
    """Add messages for one language (keys are namespaced by the caller, e.g. ``schnapsen.prompt.lead``)."""
    if lang not in _CATALOGS:
        raise ValueError(f"unsupported language {lang!r}")
    _CATALOGS[lang].update(messages)


def tr(key: str, lang: str = DEFAULT_LANGUAGE, **params: Any) -> str:
    """The text for ``key`` in ``lang`` (falling back to English), with ``params`` filled in."""
    template = _CATALOGS.get(lang, {}).get(key)
    if template is None:
        template = _CATALOGS[DEFAULT_LANGUAGE].get(key)
    if template is None:
        raise KeyError(f"no message {key!r}")
    if callable(template):
        return template(params, lang)
    return template.format(**params)


_PLAYER = {"en": "Player {n}", "de": "Spieler {n}", "nl": "Speler {n}"}
_AND = {"en": " and ", "de": " und ", "nl": " en "}


def player_name(seat: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """How every game names a seat in its texts: "Player 1" for seat 0."""
    return _PLAYER.get(lang, _PLAYER[DEFAULT_LANGUAGE]).format(n=seat + 1)


def join_words(words: list[str], lang: str = DEFAULT_LANGUAGE) -> str:
    """``["a", "b", "c"]`` -> "a, b and c" in ``lang``."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + _AND.get(lang, _AND[DEFAULT_LANGUAGE]) + words[-1]


def expanding(text: str, expand: Callable[[Mapping[str, Any], str], Mapping[str, Any]]) -> Template:
    """A template whose parameters are first turned into words by ``expand(params, lang)`` (seat numbers into
    player names, card ids into card names), so events can keep raw values and render in any language."""
    def render(params: Mapping[str, Any], lang: str) -> str:
        return text.format(**expand(params, lang))
    return render


def rules_summary(title: str, sections: list[tuple[str, str]]) -> dict[str, Any]:
    """The one shape of every game's ``rules_help``: ``{title, sections: [{heading, text}]}`` (the help panel)."""
    return {"title": title, "sections": [{"heading": heading, "text": text} for heading, text in sections]}


def has(key: str) -> bool:
    """Whether an English message exists for ``key``."""
    return key in _CATALOGS[DEFAULT_LANGUAGE]


def missing_keys(lang: str, prefix: str = "") -> list[str]:
    """English keys (under ``prefix``) that ``lang`` does not translate."""
    en = _CATALOGS[DEFAULT_LANGUAGE]
    other = _CATALOGS.get(lang, {})
    return sorted(k for k in en if k.startswith(prefix) and k not in other)
