"""The fields of a request, read and checked: each wrong one is a ``malformed_input`` error naming it, raised
before a command changes anything.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..core import i18n, registry
from ..core.errors import MalformedInput, excerpt

#: An offending value is echoed back only while it is small and plain.
_ECHO_LIMIT = 200


def echo(value: Any) -> Any:
    """``value`` as an error may echo it: small plain values as they are, anything else as a short text."""
    if value is None or isinstance(value, (bool, int, str)) and len(str(value)) <= _ECHO_LIMIT:
        return value
    text = repr(value) if not isinstance(value, (dict, list)) else type(value).__name__
    return text[:_ECHO_LIMIT]


# -- field access --------------------------------------------------------------------------------

def field_of(obj: Mapping[str, Any], name: str, kind: type, default: Any = ...) -> Any:
    if name not in obj:
        if default is ...:
            raise MalformedInput(f"missing field {excerpt(name)}", name)
        return default
    value = obj[name]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise MalformedInput(f"field {excerpt(name)} must be an integer", value)
    if not isinstance(value, kind):
        raise MalformedInput(f"field {excerpt(name)} must be of type {kind.__name__}", value)
    return value


def lang_of(obj: Mapping[str, Any]) -> str:
    lang: str = field_of(obj, "lang", str, i18n.DEFAULT_LANGUAGE)
    if lang not in i18n.LANGUAGES:
        raise MalformedInput(f"unknown language {excerpt(lang)}; choose one of {', '.join(i18n.LANGUAGES)}", lang)
    return lang


def deck_of(obj: Mapping[str, Any]) -> str:
    """The deck the request's texts name the cards by (``deck``, any command; default French): names only, never
    an action id or a save."""
    deck: str = field_of(obj, "deck", str, i18n.DEFAULT_DECK)
    if not registry.knows_deck(deck):  # (the decks the games declare)
        raise MalformedInput(f"unknown deck {excerpt(deck)}; choose one of {', '.join(registry.decks())}", deck)
    return deck

