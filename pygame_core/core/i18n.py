"""All game text lives here and in the games' message catalogs, never in JavaScript.

Each game registers a catalog per language: message key -> template (``str.format`` style)
or a function ``(params, lang) -> str`` for text that needs logic (card names, plurals).
English is complete; another language may be partial and falls back to English per key,
which :func:`missing_keys` reports so a test can fail on any untranslated key.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Mapping, Optional, Sequence, Union

Template = Union[str, Callable[[Mapping[str, Any], str], str]]

#: The languages the site offers (the sources' languages).
LANGUAGES = ("en", "de", "nl")
DEFAULT_LANGUAGE = "en"

_CATALOGS: dict[str, dict[str, Template]] = {lang: {} for lang in LANGUAGES}
#: message key -> the parameters it has a second-person variant for (``key#param``, see :func:`tr`).
_VARIANTS: dict[str, tuple[str, ...]] = {}


class MessageCollision(ValueError):
    """Two catalogs give one key different texts (a game's key outside its own ``<name>.`` namespace, say)."""


def register(lang: str, messages: Mapping[str, Template]) -> None:
    """Add messages for one language (keys are namespaced by the caller, e.g. ``schnapsen.prompt.lead``). A key
    registered already with another text is a :class:`MessageCollision` and nothing is added (the same text again
    changes nothing).

    A key ``<key>#<param>`` is the second-person variant of ``<key>``: :func:`tr` takes it when parameter
    ``<param>`` names the seat called "You" ("You play the ace" instead of "{seat} plays the ace")."""
    if lang not in _CATALOGS:
        raise ValueError(f"unsupported language {lang!r}")
    known = _CATALOGS[lang]
    clashing = sorted(key for key, template in messages.items() if key in known and known[key] != template)
    if clashing:
        raise MessageCollision(f"{lang}: messages registered already with another text: {', '.join(clashing[:5])}")
    known.update(messages)
    for key in messages:
        if "#" in key:
            base, param = key.split("#", 1)
            if param not in _VARIANTS.get(base, ()):
                _VARIANTS[base] = _VARIANTS.get(base, ()) + (param,)


def tr(key: str, lang: str = DEFAULT_LANGUAGE, **params: Any) -> str:
    """The text for ``key`` in ``lang`` (falling back to English), with ``params`` filled in.

    While seat names with a "You" seat are in force (:func:`naming`) and a parameter of the message names that
    seat, the message's second-person variant ``<key>#<param>`` is used if it has one."""
    if key in _VARIANTS:
        key = _second_person(key, params)
    template = _CATALOGS.get(lang, {}).get(key)
    if template is None:
        template = _CATALOGS[DEFAULT_LANGUAGE].get(key)
    if template is None:
        raise KeyError(f"no message {key!r}")
    if callable(template):
        return template(params, lang)
    return template.format(**params)


_PLAYER = {"en": "Player {n}", "de": "Spieler {n}", "nl": "Speler {n}"}
_YOU = {"en": "You", "de": "Du", "nl": "Jij"}
_COMPUTER = {"en": "Computer", "de": "Computer", "nl": "Computer"}
_AND = {"en": " and ", "de": " und ", "nl": " en "}

#: The longest name a person may type for a seat.
MAX_NAME_LENGTH = 20


@dataclass(frozen=True)
class SeatNames:
    """How a match names its seats: per seat ``"you"``, ``"computer"``, ``"name:<typed name>"`` or ``""`` (the
    default "Player N"). Made by :func:`seat_names` from the JSON specs ``{"you": true}``, ``{"computer": true}``,
    ``{"name": "Anna"}`` or ``null``; rendered per language when a text is written, so a change of language
    renders "You" / "Du" / "Jij"."""

    kinds: tuple[str, ...]

    @property
    def you(self) -> Optional[int]:
        """The seat called "You" (at most one), else ``None``."""
        return self.kinds.index("you") if "you" in self.kinds else None

    def name(self, seat: int, lang: str) -> str:
        kind = self.kinds[seat] if 0 <= seat < len(self.kinds) else ""
        if kind == "you":
            return _YOU.get(lang, _YOU[DEFAULT_LANGUAGE])
        if kind == "computer":
            word = _COMPUTER.get(lang, _COMPUTER[DEFAULT_LANGUAGE])
            computers = [n for n, k in enumerate(self.kinds) if k == "computer"]
            return word if len(computers) == 1 else f"{word} {computers.index(seat) + 1}"
        if kind.startswith("name:"):
            return kind[5:]
        return _PLAYER.get(lang, _PLAYER[DEFAULT_LANGUAGE]).format(n=seat + 1)

    def to_json(self) -> list[Optional[dict[str, Any]]]:
        """The specs as a save holds them."""
        return [{"you": True} if k == "you" else {"computer": True} if k == "computer"
                else {"name": k[5:]} if k.startswith("name:") else None for k in self.kinds]


def seat_names(specs: Any, count: int) -> SeatNames:
    """The names of ``count`` seats from their JSON specs (untrusted). Raises ``ValueError`` naming the fault: not a
    list of ``count`` entries, an unknown spec, a name that is empty, longer than :data:`MAX_NAME_LENGTH` or not
    printable, or more than one "you"."""
    if not isinstance(specs, list) or len(specs) != count:
        raise ValueError(f"names must be a list of {count} entries (one per seat)")
    kinds = tuple(_seat_kind(spec) for spec in specs)
    if kinds.count("you") > 1:
        raise ValueError("at most one seat may be named \"you\"")
    return SeatNames(kinds)


def _seat_kind(spec: Any) -> str:
    if spec is None:
        return ""
    if not isinstance(spec, dict) or len(spec) != 1:
        raise ValueError('a seat\'s name is null, {"you": true}, {"computer": true} or {"name": "..."}')
    if spec.get("you") is True:
        return "you"
    if spec.get("computer") is True:
        return "computer"
    name = spec.get("name")
    if not isinstance(name, str):
        raise ValueError('a seat\'s name is null, {"you": true}, {"computer": true} or {"name": "..."}')
    name = " ".join(name.split())
    if not 1 <= len(name) <= MAX_NAME_LENGTH or not name.isprintable():
        raise ValueError(f"a typed name has 1 to {MAX_NAME_LENGTH} printable characters")
    return "name:" + name


_NAMES: ContextVar[Optional[SeatNames]] = ContextVar("seat_names", default=None)


@contextmanager
def naming(names: Optional[SeatNames]) -> Iterator[None]:
    """Texts written inside this block name the seats by ``names`` (``None``: "Player N")."""
    token = _NAMES.set(names)
    try:
        yield
    finally:
        _NAMES.reset(token)


def _second_person(key: str, params: Mapping[str, Any]) -> str:
    """``key#param`` if a parameter with a variant names the "You" seat (a seat number or a list of them)."""
    names = _NAMES.get()
    you = names.you if names is not None else None
    if you is None:
        return key
    for param in _VARIANTS[key]:
        value = params.get(param)
        if (type(value) is int and value == you) or (isinstance(value, (list, tuple)) and you in value):
            return f"{key}#{param}"
    return key


#: The deck texts name the cards by when a request names none (the shell's deck setting; a request's ``deck``).
#: Which other decks there are is declared by the games that have them (``GameInfo.decks``: Schnapsen's
#: double-German deck and the French deck in four colours) and checked where a request comes in
#: (``registry.decks()``, the bridge); a game that has one deck ignores the setting. Only the names and pictures
#: change: card ids, actions and saves are the same with every deck.
DEFAULT_DECK = "french"

_DECK: ContextVar[str] = ContextVar("deck", default=DEFAULT_DECK)


@contextmanager
def showing_deck(deck: str) -> Iterator[None]:
    """Texts written inside this block name the cards as ``deck`` names them (a name a game declares: the bridge
    checks it against ``registry.decks()``; a game reads the deck in force with :func:`current_deck`)."""
    if not isinstance(deck, str) or not deck.isidentifier():
        raise ValueError(f"a deck is named by a word, not {deck!r}")
    token = _DECK.set(deck)
    try:
        yield
    finally:
        _DECK.reset(token)


def current_deck() -> str:
    """The deck in force (:func:`showing_deck`), by default the French one."""
    return _DECK.get()


def player_name(seat: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """How every game names a seat in its texts: by the names in force (:func:`naming`), else "Player 1" for seat 0."""
    names = _NAMES.get()
    if names is not None:
        return names.name(seat, lang)
    return _PLAYER.get(lang, _PLAYER[DEFAULT_LANGUAGE]).format(n=seat + 1)


def seat_in_words(value: Any, lang: str = DEFAULT_LANGUAGE) -> Any:
    """How every game puts a seat into words: a seat number becomes its player name (:func:`player_name`), any
    other value (a team letter, ``None``, a list) stays as it is."""
    return player_name(value, lang) if isinstance(value, int) and not isinstance(value, bool) else value


def in_words(params: Mapping[str, Any], lang: str = DEFAULT_LANGUAGE, *, seats: Iterable[str] = (),
             cards: Iterable[str] = (), card_lists: Iterable[str] = (),
             card_name: Optional[Callable[[str, str], str]] = None) -> dict[str, Any]:
    """How every game puts the seats and cards of a message's parameters into words, one way: a seat number under
    one of ``seats`` becomes its player name (:func:`seat_in_words`), a list of seats there their names joined ("You
    and Computer 2": :func:`you_first`, :func:`join_words`); a card id under one of ``cards`` becomes its name
    (``card_name(card, lang)``: the game's names of its cards), a list of card ids under one of ``card_lists`` their
    names joined ("a, b and c"). Everything else stays as it is (a game adds its own words: suits, teams, scores)."""
    out = dict(params)
    for key in seats:
        value = out.get(key)
        if isinstance(value, (list, tuple)):
            out[key] = join_words([player_name(s, lang) for s in you_first(value)], lang)
        elif key in out:
            out[key] = seat_in_words(value, lang)
    if card_name is not None:
        for key in cards:
            if isinstance(out.get(key), str):
                out[key] = card_name(out[key], lang)
        for key in card_lists:
            if isinstance(out.get(key), (list, tuple)):
                out[key] = join_words([card_name(card, lang) for card in out[key]], lang)
    return out


def current_names() -> Optional[SeatNames]:
    """The seat names in force (a cache of rendered texts keys on them)."""
    return _NAMES.get()


def you_first(seats: Sequence[int]) -> list[int]:
    """``seats`` with the "You" seat (if among them) first: "You and Computer 2", never "Computer 2 and You"."""
    names = _NAMES.get()
    you = names.you if names is not None else None
    return sorted(seats, key=lambda s: s != you)


def join_words(words: list[str], lang: str = DEFAULT_LANGUAGE) -> str:
    """``["a", "b", "c"]`` -> "a, b and c" in ``lang``."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + _AND.get(lang, _AND[DEFAULT_LANGUAGE]) + words[-1]


def expanding(text: str, expand: Callable[[Mapping[str, Any], str], Mapping[str, Any]]
              ) -> Callable[[Mapping[str, Any], str], str]:
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
