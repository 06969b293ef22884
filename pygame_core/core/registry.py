"""The games the engine knows: each declares itself once, in a :class:`GameInfo`, and is registered here.

In the spirit of OpenSpiel's ``GameType``/``GameInfo`` and a boardgame.io game object: everything the engine,
the bridge, the shell and the build need to know of a game stands in one declaration in its package's
``__init__.py`` (``GAME_INFO = GameInfo(...)``). The registry finds the packages under ``pygame_core/games/``
by itself, so adding a game is adding its package; nothing in ``core/``, ``ai/``, ``bridge/`` or the shell
names a game. (The wheel ``build.py`` makes carries the list of those packages, written at build time, as
``games/_index.py``: the browser's start then needs no walk of the folder and no ``pkgutil``.) A test registers a game
of its own with :func:`register` (and removes it with :func:`unregister`).
"""

from __future__ import annotations

import importlib
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional

from . import i18n
from .contract import BASE as _BASE_CONTRACT
from .contract import ViewContract
from .errors import CorruptSave, UnknownGame, excerpt

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .player import Player
    from .replay import Script
    from .rng import Rng
    from .tutorial import Lesson

#: Texts per language: message key -> template (see :mod:`pygame_core.core.i18n`).
Catalog = Mapping[str, Mapping[str, "i18n.Template"]]
#: Words per language, plain strings (the shell's words of a table, the game terms): key -> text.
Words = Mapping[str, Mapping[str, str]]


#: The SVG shapes an emblem may draw, and the attributes each may have (the shell draws nothing else).
EMBLEM_SHAPES: Mapping[str, frozenset[str]] = {
    "circle": frozenset({"cx", "cy", "r"}),
    "ellipse": frozenset({"cx", "cy", "rx", "ry"}),
    "rect": frozenset({"x", "y", "width", "height", "rx"}),
    "line": frozenset({"x1", "y1", "x2", "y2"}),
    "path": frozenset({"d"}),
    "polygon": frozenset({"points"}),
}


@dataclass(frozen=True)
class Shape:
    """One stroke of an emblem: an SVG element ``tag`` (one of :data:`EMBLEM_SHAPES`) with its geometry, drawn in the
    tile's ink; ``solid`` fills it too."""

    tag: str
    attrs: Mapping[str, Any]
    solid: bool = False

    def __post_init__(self) -> None:
        allowed = EMBLEM_SHAPES.get(self.tag)
        if allowed is None:
            raise ValueError(f"an emblem draws {', '.join(EMBLEM_SHAPES)}, not {self.tag!r}")
        if not set(self.attrs) <= allowed or not all(isinstance(v, (int, float, str)) for v in self.attrs.values()):
            raise ValueError(f"a {self.tag} of an emblem has only {', '.join(sorted(allowed))} (numbers or text)")

    def to_json(self) -> dict[str, Any]:
        return {"tag": self.tag, **self.attrs, **({"solid": True} if self.solid else {})}


@dataclass(frozen=True)
class Emblem:
    """The picture on a game's menu tile (the four titles all begin with S, so the tiles need pictures to tell the
    games apart). The game draws it itself, in :class:`Shape` strokes on the tile's front card (a 120x72 box, the
    card's middle at 60, 35, about 11 units each way); the shell names no game and draws any emblem. With no shapes
    the shell draws its default picture, the big suit of a playing card."""

    #: A word for the picture ("volleyball"): the tile's ``data-emblem`` (tests, styles).
    name: str = "cards"
    #: What to draw; empty: the shell's playing-card suit.
    shapes: tuple[Shape, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "shapes": [shape.to_json() for shape in self.shapes]}


@dataclass(frozen=True)
class GameInfo:
    """One game's declaration: what it is, how it is played, how it is shown.

    Every field is documented where it is declared; only ``name``, ``game``, ``seats``, ``messages`` and
    ``make_player`` are required.
    """

    #: The registry name: in saves, replay links, URLs (``embed.html?game=...``) and message keys (``<name>.``).
    name: str
    #: The rules: a :class:`~pygame_core.core.game.Game` subclass whose ``name`` is this name.
    game: type["Game"]
    #: The seat counts a match may have (the options decide which, e.g. Strand-Cup's ``players``).
    seats: tuple[int, ...]
    #: The engine's texts of this game per language (prompts, reasons, log lines), every key under ``<name>.``;
    #: ``<name>.title`` is its name on the menu and ``<name>.pitch`` one line saying what it is.
    messages: Catalog
    #: ``make_player(level)``: a computer player for ``easy``, ``medium`` or ``hard`` (and each of ``levels``).
    make_player: Callable[[str], "Player"]
    #: ``determinize(view, rng)``: a whole match consistent with what one seat's view shows (searching players).
    determinize: Optional[Callable[[Mapping[str, Any], "Rng"], "Game"]] = None
    #: ``advice()``: the game's :class:`~pygame_core.ai.advice.Advisor` for hint and review (why a move, the
    #: playouts' horizon); imported when first asked for. ``None``: a generic reason, the match as horizon. (Typed
    #: loosely: core names no type of ``ai``, which sits above it; ``ai.advice.advisor_of`` reads it.)
    advice: Optional[Callable[[], Any]] = None
    #: ``rules_help(lang)``: the rules summary of the help panel (``i18n.rules_summary``'s shape).
    rules_help: Optional[Callable[[str], dict[str, Any]]] = None
    #: ``examples()``: the scripted rules examples by name (loaded only when asked for).
    examples: Callable[[], Mapping[str, "Script"]] = field(default=lambda: {})
    #: ``puzzles()``: the game's puzzles by name, each a script in the studio's format (``core/replay.py``: captions
    #: and title by language, ``puzzles`` the steps the reader answers), shown beside the rules examples (issue 33).
    puzzles: Callable[[], Mapping[str, Mapping[str, Any]]] = field(default=lambda: {})
    #: ``lesson()``: the guided first game (``core/tutorial.py``), or ``None`` (loaded only when asked for).
    lesson: Callable[[], Optional["Lesson"]] = field(default=lambda: None)
    #: The shell's words for this game's table, per language (keys used by its table module, under ``<name>.``).
    table_words: Words = field(default_factory=dict)
    #: Game terms that keep their names in every language (Bummerl, Baggern, ...): per language, name -> meaning,
    #: in the order the shell looks for them (a longer name before a name it contains).
    terms: Words = field(default_factory=dict)
    #: The table's ES module and stylesheet, paths relative to the site (``dist/``).
    table: str = ""
    stylesheet: Optional[str] = None
    #: ``(seed, options)`` of the golden playthroughs (``tests/playthroughs/``).
    playthroughs: tuple[tuple[int, Mapping[str, Any]], ...] = ((1, {}),)
    #: The picture on its menu tile (default: a playing card's suit).
    emblem: Emblem = Emblem()
    #: What a view of this game may hold (``core/contract.py``): a view from outside the engine (a seen-only
    #: replay) is checked against it before it is shown; without one, any bounded JSON beside the base fields.
    view_contract: ViewContract = _BASE_CONTRACT
    #: ``seat_teams(lang)`` for a game played in teams: which team each seat is on, for every choice of the options
    #: that decide it, ``[{"options": {"players": 4, "teams": 2}, "teams": ["Team A", "Team B", ...]}, ...]`` (the
    #: new-game dialog's seat rows say it); None: no teams.
    seat_teams: Optional[Callable[[str], list[dict[str, Any]]]] = None
    #: The decks its cards may be drawn with besides the default one (``i18n.DEFAULT_DECK``), by name: the shell's
    #: deck setting and a request's ``deck`` (Schnapsen: ``german``, the Austrian double-German deck, and ``four``,
    #: the French deck in four colours). The game's texts read the deck in force (``i18n.current_deck()``). Empty:
    #: its cards are drawn one way.
    decks: tuple[str, ...] = ()
    #: ``catalogue(lang)``: what every card shows that no match changes (its name, its printed values), by card id,
    #: in ``lang``: sent once with the bridge's ``games`` answer (issue 32), not in every view; the table reads it
    #: there (``web/games.js`` catalogueOf). ``None``: the game has none.
    catalogue: Optional[Callable[[str], Mapping[str, Mapping[str, Any]]]] = None
    #: The computer strengths this game offers, weakest first: easy, medium and hard, and ``expert`` where the hard
    #: player needs more time than a tablet's budget allows (``pygame_core.ai.base.EXTRA_LEVELS``).
    levels: tuple[str, ...] = ("easy", "medium", "hard")

    def __post_init__(self) -> None:
        if getattr(self.game, "name", None) != self.name:
            raise ValueError(f"{self.game.__name__}.name must be {self.name!r}")
        for what, catalog in (("messages", self.messages), ("table_words", self.table_words)):
            outside = sorted({key for words in catalog.values() for key in words
                              if not key.startswith(f"{self.name}.")})
            if outside:  # every key of a game lives under its name, so no two games' catalogs can collide
                raise ValueError(f"{self.name}: {what} keys must begin with {self.name + '.'!r}: "
                                 f"{', '.join(outside[:5])}")
        if not self.table:
            object.__setattr__(self, "table", f"tables/{self.name}.js")
        self.check_levels()

    def check_levels(self) -> None:
        """Every game offers easy, medium and hard, in that order; strengths above them follow, each once."""
        if self.levels[:3] != ("easy", "medium", "hard") or len(set(self.levels)) != len(self.levels):
            raise ValueError(f"{self.name}: levels must begin with easy, medium, hard, each once: {self.levels}")

    def title(self, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        return i18n.tr(f"{self.name}.title", lang)

    def pitch(self, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        key = f"{self.name}.pitch"
        return i18n.tr(key, lang) if i18n.has(key) else ""

    def term_names(self) -> tuple[str, ...]:
        return tuple(self.terms.get(i18n.DEFAULT_LANGUAGE, {}))


_GAMES: dict[str, GameInfo] = {}
#: Game packages that failed to import: name -> the error (the other games still play; a test demands none).
_BROKEN: dict[str, BaseException] = {}
#: Game packages imported so far (or failed), and the game each registered: package -> game name.
_IMPORTED: set[str] = set()
_PACKAGE_GAMES: dict[str, str] = {}
_discovered = False
_lock = threading.RLock()


def register(info: GameInfo) -> GameInfo:
    """Add a game (its messages join the catalogs). Registering the same declaration again changes nothing."""
    known = _GAMES.get(info.name)
    if known is not None and known is not info:
        raise ValueError(f"a game named {info.name!r} is registered already")
    if known is None:
        _check_terms(info)
    for lang, messages in info.messages.items():
        i18n.register(lang, messages)
    _GAMES[info.name] = info
    return info


def _check_terms(info: GameInfo) -> None:
    """A game term another registered game explains differently (the shell keeps one meaning per name): refused."""
    for other in _GAMES.values():
        for lang, meanings in info.terms.items():
            theirs = other.terms.get(lang, {})
            clashing = sorted(name for name, meaning in meanings.items() if name in theirs and theirs[name] != meaning)
            if clashing:
                raise i18n.MessageCollision(f"{info.name}: terms {', '.join(clashing)} mean something else in "
                                            f"{other.name} ({lang})")


def unregister(name: str) -> None:
    """Remove a game (tests that register one of their own)."""
    _GAMES.pop(name, None)


def discover() -> None:
    """Register every package under ``pygame_core/games/`` that declares ``GAME_INFO`` (once), the built-in games
    first, in the order of their packages' names."""
    global _discovered
    if _discovered:
        return
    with _lock:
        if _discovered:
            return
        packages = game_packages()
        for package in packages:
            _import_game_package(package)
        _put_in_menu_order([_PACKAGE_GAMES[package] for package in packages if package in _PACKAGE_GAMES])
        _discovered = True


def _discover_one(name: str) -> None:
    """Import only the package of game ``name`` (a package of that name), if all have not been imported yet: a
    request about one game (the browser's first table) need not wait for every other game's import."""
    if _discovered or name not in game_packages():
        return
    with _lock:
        _import_game_package(name)


def _import_game_package(package: str) -> None:
    """Import ``games.<package>`` and register its ``GAME_INFO`` (once); a failure is kept in ``_BROKEN``."""
    if package in _IMPORTED:
        return
    _IMPORTED.add(package)
    from .. import games
    try:
        module = importlib.import_module(f"{games.__name__}.{package}")
        info = getattr(module, "GAME_INFO", None)
        if isinstance(info, GameInfo):
            register(info)  # (its texts clashing with a registered game's: set aside as broken too)
            _PACKAGE_GAMES[package] = info.name
    except Exception as exc:  # one broken game must not take the others down
        _BROKEN[package] = exc


def _put_in_menu_order(built_in: list[str]) -> None:
    """Order the registered games as the menu lists them: ``built_in`` first, then the others as registered."""
    ordered = {name: _GAMES[name] for name in built_in if name in _GAMES}
    ordered.update(_GAMES)
    _GAMES.clear()
    _GAMES.update(ordered)


def game_packages() -> list[str]:
    """The names of the packages under ``pygame_core/games/``, sorted: the list the build wrote into the wheel
    (``games/_index.py``, see ``buildtools/wheel.py``) where there is one, else the folder's own listing."""
    try:
        from ..games._index import PACKAGES
    except ImportError:  # the sources (tests, tools): no build-time list
        return listed_packages()
    return sorted(PACKAGES)


def listed_packages() -> list[str]:
    """The packages under ``pygame_core/games/`` as the import system lists them (``pkgutil``)."""
    import pkgutil

    from .. import games
    return sorted(found.name for found in pkgutil.iter_modules(games.__path__) if found.ispkg)


def prepare_players() -> None:
    """Import every game's computer players now: the games import them (and the search) at their first use, which
    keeps them out of the browser's start; the worker calls this once the first table is served and the page is
    quiet, so the first computer move does not wait for the import either. A player that fails is left to fail
    where it is used."""
    for info in all_games():
        try:
            info.make_player(LEVEL_TO_PREPARE)
        except Exception:  # reported where a player is asked for
            continue


#: The strength :func:`prepare_players` makes one player of (each game's module is imported whatever the level).
LEVEL_TO_PREPARE = "easy"


def all_games() -> list[GameInfo]:
    """Every registered game, in the order the menu lists them (the built-in ones by name, then others)."""
    discover()
    return list(_GAMES.values())


def names() -> list[str]:
    return [info.name for info in all_games()]


def decks() -> tuple[str, ...]:
    """Every deck a request may name: the default one and those the registered games declare (``GameInfo.decks``),
    in that order, each once."""
    return tuple(dict.fromkeys([i18n.DEFAULT_DECK, *(deck for info in all_games() for deck in info.decks)]))


def knows_deck(deck: str) -> bool:
    """Whether a request may name ``deck`` (:func:`decks`); the games already imported are asked first, so the
    default deck or a deck of the game in use costs no import of the others."""
    if deck == i18n.DEFAULT_DECK or any(deck in info.decks for info in list(_GAMES.values())):
        return True
    return deck in decks()


def get(name: Any) -> GameInfo:
    """The declaration of game ``name``; :class:`UnknownGame` if there is none. Only that game's package is
    imported if no request has needed all of them yet."""
    info = _GAMES.get(name) if isinstance(name, str) else None
    if info is None and isinstance(name, str) and name not in _BROKEN:
        _discover_one(name)
        info = _GAMES.get(name)
    if info is None:
        discover()
        info = _GAMES.get(name) if isinstance(name, str) else None
    if info is None and name in _BROKEN:
        raise _BROKEN[name]
    if info is None:
        raise UnknownGame(f"unknown game {excerpt(name)}; known: {', '.join(sorted(_GAMES))}", name)
    return info


def broken() -> dict[str, BaseException]:
    """Game packages under ``games/`` that failed to import, with their errors (empty when all is well)."""
    discover()
    return dict(_BROKEN)


def load(save: Mapping[str, Any]) -> "Game":
    """Replay a save of any registered game (see :meth:`~.game.Game.save`): its game's class replays it; a save
    that names no registered game is a :class:`CorruptSave`."""
    if not isinstance(save, Mapping):
        raise CorruptSave("a save must be an object")
    try:
        cls = get(save.get("game")).game  # (get refuses a missing or foreign name: UnknownGame)
    except UnknownGame as exc:
        raise CorruptSave(str(exc), save.get("game")) from exc
    return cls.load(save)
