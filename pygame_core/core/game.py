"""The game protocol every game implements, in the spirit of OpenSpiel's ``State``.

A :class:`Game` is one whole match (a Schnapsen Bummerl, a Spike match, ...). A game implements five things:

- :meth:`Game.to_move`: the seat that must decide now (``None`` once the match is over);
- :meth:`Game.candidates`: the actions worth checking for that seat now, in a stable order (a superset of the
  legal ones; what a rulebook would list as "you could ...");
- :meth:`Game.why_not`: ``None`` if the seat may take the action now, else the :class:`Reason` (the rule that
  forbids it); and :meth:`Game.find_action`: the action an id names in this position, legal or not, so a
  person's click on a card that may not be played gets the rule that forbids it;
- :meth:`Game.label`: an action's words in a language;
- :meth:`Game._apply`: carry out an action already checked.

Everything else is derived here, once, so a legal move and its explanation cannot drift apart: the legal
actions (the candidates ``why_not`` lets through), the view's ``legal`` list with its labels, the check in
:meth:`Game.apply` and the reason :meth:`Game.explain` gives. A game may override :meth:`Game.legal_actions`
with a faster equivalent; the conformance suite (``tests/test_protocol.py``) checks that it agrees with
``why_not`` in every position it plays.

State is declared once (:mod:`pygame_core.core.state`): ``state`` maps every attribute to how a copy copies
it; :meth:`Game.clone`, :meth:`Game.from_state` and :meth:`Game.with_state` go through that declaration.

What a seat sees (:meth:`Game.view`, :meth:`Game.table_of`) is drawn by the game's view module, which reads the
rules; the rules do not import it: the game's package hands its drawings to the rules class (:class:`Presentation`,
:meth:`Game.shown_with`), so the modules import in one direction (``tests/test_layers.py``).

The match owns a seeded RNG, so ``{game, version, options, seed, deal, actions}`` replays exactly
(:meth:`Game.save`, :meth:`Game.load`). Games call :meth:`Game.emit` for every event (card played, die
rolled, point scored), naming the seats that may see a private one.
"""

from __future__ import annotations

import functools
import random as _random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Callable, ClassVar, Iterable, Mapping, Optional, Self, Sequence, TypeVar

from . import fair as _fair
from . import i18n
from . import state as _state
from .errors import CorruptSave, GameError, GameOver, IllegalAction, MalformedInput, NotYourTurn, UndoRefused, excerpt
from .options import options_to_json, parse_options
from .rng import MAX_SEED, Rng

#: Version of the save format itself (each game also has its own rules ``version``).
SAVE_FORMAT = 1

#: At most this many log entries travel with a view (the bridge's ``log`` command gives all of them).
VIEW_LOG_LIMIT = 200


@dataclass(frozen=True)
class Action:
    """One choice a seat can make.

    ``id`` is stable: the same choice in the same position always has the same id (``"play:QH"``,
    ``"close"``), so saves, tests and the shell can name it. ``kind`` groups ids for the shell (``"play"``
    actions are drawn as cards, others as buttons); ``cards`` lists the card ids the action touches.
    Its words come from :meth:`Game.label`, in the reader's language.
    """

    id: str
    kind: str
    cards: tuple[str, ...] = ()

    def to_json(self, label: str) -> dict[str, Any]:
        return {"id": self.id, "label": label, "kind": self.kind, "cards": list(self.cards)}


@dataclass(frozen=True)
class Reason:
    """Why an action is not allowed: a message key of the catalogs and its parameters."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def text(self, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        return i18n.tr(self.key, lang, **self.params)


_ATOMS = frozenset((str, int, bool, float, type(None)))


def _frozen(value: Any) -> Any:
    """``value`` with its lists as tuples and dicts read-only: an event never changes once recorded."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list or kind is tuple:
        return tuple(_frozen(v) for v in value)
    if kind is dict:
        return MappingProxyType({k: _frozen(v) for k, v in value.items()})
    if kind is set or kind is frozenset:
        return frozenset(value)
    return value


def _thawed(value: Any) -> Any:
    """The JSON shape of a frozen event parameter (tuples as lists, mappings as dicts)."""
    kind = type(value)
    if kind is tuple:
        return [_thawed(v) for v in value]
    if kind is MappingProxyType:
        return {k: _thawed(v) for k, v in value.items()}
    if kind is frozenset:
        return sorted(value)
    return value


@dataclass(frozen=True)
class Event:
    """Something that happened. ``visible_to`` is ``None`` for public events, else the seats that see it.

    ``key`` names a message in the i18n catalogs; ``params`` fill it in (frozen: an event never changes).
    Events for one seat only (a card drawn into that seat's hand) are filtered out of every other seat's view.
    """

    seq: int
    type: str
    key: str
    params: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    visible_to: Optional[frozenset[int]] = None

    def visible(self, seat: Optional[int]) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def to_json(self, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
        params = {k: _thawed(v) for k, v in self.params.items()}
        return {"seq": self.seq, "type": self.type, "text": i18n.tr(self.key, lang, **params),
                **{k: v for k, v in params.items() if k not in ("seq", "type", "text")}}


#: The wordings (language, deck, seat names) whose log lines a match keeps (:meth:`Game.log_for`): a view in each
#: of the three languages, or for a deck more, writes only its new lines.
KEPT_LOG_WORDINGS = 4

#: A match's kept log lines (:meth:`Game.log_for`): per wording (language, deck, seat names), each line of its last
#: log by the event's id, with the event (so that a new event at a freed id is not taken for it).
_LogLines = dict[tuple[str, str, Optional[i18n.SeatNames]], dict[int, tuple[Event, dict[str, Any]]]]


_Method = TypeVar("_Method", bound=Callable[..., Any])

#: The methods that write text: they name the seats by the match's :attr:`Game.seat_names` (a game's own
#: ``view``, ``label`` and ``summary`` are wrapped when its class is made).
_SPEAKING = ("view", "label", "summary")


def speaking(method: _Method) -> _Method:
    """``method`` writing its texts with the match's seat names in force (:func:`i18n.naming`)."""
    @functools.wraps(method)
    def speak(self: "Game", *args: Any, **kwargs: Any) -> Any:
        with i18n.naming(self.seat_names):
            return method(self, *args, **kwargs)
    speak.__speaking__ = True  # type: ignore[attr-defined]  # a marker on the wrapper (Game.__init_subclass__ looks for it)
    return speak  # type: ignore[return-value]  # functools.wraps: the wrapper is called as the method it wraps


#: One drawing of a game's view module: ``(game, seat, lang) -> JSON``.
Drawing = Callable[[Any, int, str], dict[str, Any]]


@dataclass(frozen=True)
class Presentation:
    """How a game is shown, from its view module: ``view`` draws what one seat sees (:meth:`Game.view`), ``table``
    the contract's ``table`` (:meth:`Game.table_of`). The view reads the rules (their phases, moves and state), so
    the rules may not import the view: the game's package hands the view's drawings to the rules class
    (:meth:`Game.shown_with`), as the registry is handed the games. (issue 32, item 3: no import circles.)"""

    view: Drawing
    table: Drawing
    #: What one seat knows, for the computer players, determinizers and advice (:meth:`Game.observation`):
    #: ``(game, seat) -> JSON`` in the game's own shape, no words. ``None``: they read the view (a game that has
    #: not split the two yet).
    observation: Optional[Callable[[Any, int], dict[str, Any]]] = None
    #: The ``table`` fields only a seat at play needs, which a seen-only record leaves out (its
    #: ``ViewContract.played_only``, handed over here so that the replay need not ask the registry).
    played_only: tuple[str, ...] = ()


def _quoted(action_id: str) -> str:
    """An action id as a refusal names it: the id itself, or a short excerpt of a long one (never an id's megabytes)."""
    return action_id if len(action_id) <= 80 else excerpt(action_id)


class Game(ABC):
    """One match of one game. See the module docstring for the protocol."""

    #: Registry name (``"schnapsen"``), used in saves and by the bridge.
    name: ClassVar[str]
    #: Rules version: what new matches play and new saves record.
    version: ClassVar[int] = 1
    #: Earlier rules versions whose saves this engine still replays exactly: the game keeps each difference behind
    #: ``self.rules_version`` (so every save and replay link made before a rules fix stays loadable). A save of any
    #: other version is refused rather than replayed wrongly.
    older_versions: ClassVar[tuple[int, ...]] = ()
    #: The options dataclass (see :mod:`pygame_core.core.options`).
    Options: ClassVar[type]
    #: The game's own state fields and how a copy copies each (see :mod:`pygame_core.core.state`).
    state: ClassVar[Mapping[str, _state.Copier]] = {}
    #: Which of its events the shell sounds, and how (event type -> cue): the shell plays a short sound per cue
    #: and names no game (issue 22, item 3). The cues: ``deal`` (cards dealt), ``card`` (a card played), ``point``
    #: (a trick, a rally or a save won), ``goal`` (a goal, a set won); the shell adds "your turn" and the end of a
    #: match from the view. The bridge marks the events it answers with ``sound``.
    sound_cues: ClassVar[Mapping[str, str]] = {}
    #: How the game is shown (its view module's drawings), handed to the rules class by the game's package with
    #: :meth:`shown_with`; ``None``: the class draws its view itself (it overrides :meth:`view`).
    presentation: ClassVar[Optional[Presentation]] = None
    #: The fields every match has, declared here once.
    BASE_STATE: ClassVar[Mapping[str, _state.Copier]] = {
        "options": _state.VALUE, "seed": _state.VALUE, "deal": _state.DEEP, "rules_version": _state.VALUE,
        "rng": Rng.copy,
        "history": _state.LIST, "events": _state.LIST, "log_mark": _state.VALUE, "record_events": _state.VALUE,
        "seat_names": _state.VALUE, "undos": _state.VALUE, "salt": _state.VALUE,
        "_log_lines": _state.RESET,
    }
    #: Base fields :meth:`from_state` fills in when a determinizer does not give them.
    _BASE_DEFAULTS: ClassVar[Mapping[str, Any]] = {"seat_names": None, "undos": (), "salt": None,
                                                    "_log_lines": None}
    #: ``BASE_STATE`` and ``state`` together, split by copier (filled in for each subclass).
    _declared: ClassVar[Mapping[str, _state.Copier]] = {}
    _copied: ClassVar[tuple[tuple[str, _state.Copier], ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        declared = {**Game.BASE_STATE, **cls.state}
        cls._declared = MappingProxyType(declared)
        cls._copied = tuple((name, copier) for name, copier in declared.items() if copier is not _state.VALUE)
        for name in _SPEAKING:
            method = cls.__dict__.get(name)
            if method is not None and not getattr(method, "__speaking__", False):
                setattr(cls, name, speaking(method))

    def __init__(self, options: Any, seed: int, deal: Optional[Mapping[str, Any]] = None,
                 rules_version: Optional[int] = None, seat_names: Optional[i18n.SeatNames] = None) -> None:
        self.options = options
        self.seed = seed
        self.deal = dict(deal) if deal is not None else None
        #: The rules this match plays: ``version``, or an older one when it replays an old save.
        self.rules_version = self.version if rules_version is None else rules_version
        self.rng = Rng(seed)
        self.history: list[tuple[int, str]] = []
        self.events: list[Event] = []
        self.log_mark = 0
        #: Searching players switch this off on their private copies: no events are recorded.
        self.record_events = True
        #: How the texts name the seats ("You", "Computer", typed names); ``None``: "Player N".
        self.seat_names = seat_names
        #: Where moves were taken back (:meth:`taken_back`): the number of actions left each time, in order.
        self.undos: tuple[int, ...] = ()
        #: The lines of the last logs :meth:`log_for` wrote (a derived cache, not copied): see there.
        self._log_lines: Optional[_LogLines] = None
        #: The salt of the deal's fingerprint (:mod:`pygame_core.core.fair`); ``None``: the match has none.
        self.salt: Optional[str] = None
        self._setup()

    # -- construction ---------------------------------------------------------------------------

    @classmethod
    def new(cls, options: Optional[Mapping[str, Any]] = None, seed: Optional[int] = None,
            deal: Optional[Mapping[str, Any]] = None, rules_version: Optional[int] = None,
            names: Any = None) -> Self:
        """A new match. ``seed`` defaults to a fresh random one; ``deal`` fixes the first deal (tests, rules examples);
        ``rules_version`` (one of :attr:`readable_versions`) replays an old save's rules; ``names`` names the seats
        (JSON specs, see :func:`i18n.seat_names`, or a :class:`i18n.SeatNames`; default "Player N")."""
        if rules_version is not None and rules_version not in cls.readable_versions():
            raise MalformedInput(f"this engine plays rules version {cls.version}, not {excerpt(rules_version)}",
                                 rules_version)
        if seed is None:
            seed = _random.SystemRandom().randrange(MAX_SEED)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < MAX_SEED:
            raise MalformedInput(f"seed must be an integer in 0..{MAX_SEED - 1}", seed)
        if deal is not None and not isinstance(deal, Mapping):
            raise MalformedInput("deal must be an object", deal)
        game = cls(parse_options(cls.Options, options), seed, deal, rules_version)
        game.name_seats(names)
        return game

    def name_seats(self, names: Any) -> None:
        """Name the seats in every text: JSON specs (untrusted, see :func:`i18n.seat_names`) or a
        :class:`i18n.SeatNames`; ``None`` keeps the names. Bad specs: :class:`MalformedInput`, nothing changed."""
        if names is None:
            return
        try:
            named = names if isinstance(names, i18n.SeatNames) else i18n.seat_names(names, self.num_seats)
        except ValueError as exc:
            raise MalformedInput(str(exc), names) from exc
        if len(named.kinds) != self.num_seats:
            raise MalformedInput(f"names must name {self.num_seats} seats", names)
        self.seat_names = named

    @classmethod
    def readable_versions(cls) -> tuple[int, ...]:
        """The rules versions whose saves this engine replays: the current one first."""
        return (cls.version,) + tuple(cls.older_versions)

    @abstractmethod
    def _setup(self) -> None:
        """Deal the first hand (from ``self.deal`` if given, else from ``self.rng``)."""

    # -- what a game implements -------------------------------------------------------------------

    @property
    @abstractmethod
    def num_seats(self) -> int:
        """How many seats this match has."""

    @abstractmethod
    def to_move(self) -> Optional[int]:
        """The seat that must decide now, or ``None`` when the match is over."""

    @abstractmethod
    def candidates(self, seat: int) -> Iterable[Action]:
        """The actions worth checking for ``seat`` (the seat to move) now, in a stable order: every legal one,
        and possibly some that :meth:`why_not` refuses."""

    @abstractmethod
    def why_not(self, seat: int, action: Action) -> Optional[Reason]:
        """``None`` if ``seat`` (the seat to move) may take ``action`` now, else the rule that forbids it."""

    @abstractmethod
    def label(self, action: Action, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        """The words for ``action`` in ``lang`` (a button's text, a card's accessible name)."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> None:
        """Carry out an action already checked to be legal."""

    @classmethod
    def shown_with(cls, presentation: Presentation) -> None:
        """Show this game with ``presentation`` (its view module's drawings): called once by the game's package."""
        cls.presentation = presentation

    @speaking
    def view(self, seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
        """What ``seat`` may see, as JSON: the :attr:`presentation`'s ``view`` (which starts from :meth:`base_view`).
        A game without a presentation overrides this."""
        return self._presentation().view(self, seat, lang)

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` knows, as JSON in the game's own shape: what its computer players, its determinizer and its
        advice read (pygame_core/ai: they never receive a :class:`Game`). The shell never sees it and reads
        :meth:`view`, so a view can change for the table without changing what the players decide (issue 32:
        observations kept apart from what is shown, as OpenSpiel keeps them)."""
        shown = type(self).presentation
        if shown is None or shown.observation is None:  # (a game that draws its view itself, or has not split them)
            return self.view(seat)
        return shown.observation(self, seat)

    @abstractmethod
    def outcome(self) -> Optional[list[float]]:
        """Per seat: 1 for a win, 0 for a loss, 0.5 each for a draw (shared among tied seats); ``None`` while
        running."""

    def find_action(self, seat: int, action_id: str) -> Optional[Action]:
        """The action ``action_id`` names for ``seat`` in this position, legal or not; ``None`` if the game has no
        such action now. The default looks among the candidates; games that can name more (a card not in the
        hand) override it, so :meth:`explain` gives the rule instead of "not allowed"."""
        for action in self.candidates(seat):
            if action.id == action_id:
                return action
        return None

    def summary(self, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        """The score in a few words ("Game points 3:1"), for lists of saved games; empty if the game has none."""
        return ""

    def confirmation(self, action: Action, lang: str = i18n.DEFAULT_LANGUAGE) -> Optional[str]:
        """The question a person is asked before ``action`` is taken (a move that ends something at once and
        cannot be undone by play, such as closing Schnapsen's talon), or ``None`` (the default): no question."""
        return None

    def final_score(self, seat: int) -> Optional[float]:
        """What ``seat`` has scored in the match so far, in the game's own unit (game points, sets, goals); ``None``
        if the game counts none. Once the match is over it is the match's score (:meth:`seat_result`, the
        statistics); while it runs, :meth:`score_of` shows it as the contract's score numbers, so a game's count
        must hold at any moment (the built-in games' do)."""
        return None

    # -- the view contract's hooks (pygame_core/core/contract.py) -----------------------------------

    def own_cards(self, seat: int) -> list[str]:
        """The cards ``seat`` holds, in the order its hand is shown (the contract's ``hand``; others see the count).
        Default: none (a game without hands)."""
        return []

    def card_name(self, card: str, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        """A card's name in ``lang`` (a hand entry's ``name``). Default: its id."""
        return card

    def click_action(self, seat: int, card: str, actions: Sequence[str]) -> Optional[str]:
        """The legal action a click on ``card`` in ``seat``'s hand takes at once (``actions``: the legal ones that
        use it), the card's other actions being buttons of their own; None when a click alone does not decide (the
        table offers the card's actions to choose from) or nothing uses the card. Default: its only action."""
        return actions[0] if len(actions) == 1 else None

    def card_click(self, seat: int, card: str) -> "Optional[str | Reason]":
        """What a click on ``card`` in ``seat``'s hand means when no legal action uses it: the id of the action the
        person most likely tried, whose refusal is the card's ``reason``; or, when the click names no action, the
        :class:`Reason` itself (the rule that keeps the card in the hand now); ``None``: the card is idle now."""
        return None

    def table_of(self, seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
        """What ``seat`` sees on the table beside the hands, for the game's own table module (the contract's
        ``table``: court, field, trick): the :attr:`presentation`'s ``table``. Default: nothing."""
        shown = type(self).presentation
        return shown.table(self, seat, lang) if shown is not None else {}

    def _presentation(self) -> Presentation:
        shown = type(self).presentation
        if shown is None:
            raise NotImplementedError(f"{type(self).__name__} has no view: its package gives none (Game.shown_with) "
                                      "and the class draws none (Game.view)")
        return shown

    def score_of(self, seat: int) -> Optional[float]:
        """``seat``'s score so far in the game's own unit (the contract's score numbers); default
        :meth:`final_score`, which for the built-in games counts at any moment."""
        return self.final_score(seat)

    def seat_result(self, seat: int) -> Optional[dict[str, Any]]:
        """How the match ended for ``seat``: ``{"result": "won" | "lost" | "draw", "score": final_score or None}``
        from :meth:`outcome` (1 won, 0 lost, a share between: a draw); ``None`` while the match runs."""
        outcome = self.outcome()
        if outcome is None:
            return None
        share = outcome[seat]
        result = "won" if share >= 1 else "lost" if share <= 0 else "draw"
        return {"result": result, "score": self.final_score(seat)}

    # -- derived from the above, once for every game ---------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.to_move() is None

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now: the candidates :meth:`why_not` allows (empty if it is not the
        seat's decision). A game may override this with a faster equivalent (the conformance suite checks it)."""
        if seat != self.to_move():
            return []
        return [action for action in self.candidates(seat) if self.why_not(seat, action) is None]

    def legal_ids(self, seat: int) -> list[str]:
        return [a.id for a in self.legal_actions(seat)]

    def legal_json(self, seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> list[dict[str, Any]]:
        """The view's ``legal`` list: each legal action with its label in ``lang``."""
        return [action.to_json(self.label(action, lang)) for action in self.legal_actions(seat)]

    def refusal(self, seat: int, action_id: str) -> Optional[Reason]:
        """``None`` if ``seat`` may take ``action_id`` now, else why not: the match is over, another seat must
        decide, the game has no such action, or the rule :meth:`why_not` names."""
        return self._checked(seat, action_id)[1]

    def _checked(self, seat: int, action_id: str) -> tuple[Optional[Action], Optional[Reason]]:
        """The action ``action_id`` names (if the game has it now) and :meth:`refusal`'s answer: the one check
        behind :meth:`apply`, :meth:`explain` and the view's reasons."""
        mover = self.to_move()
        if mover is None:
            return None, Reason("core.error.game_over")
        if seat != mover:
            return None, Reason("core.error.not_your_turn", {"seat": seat + 1, "mover": mover + 1})
        action = self.find_action(seat, action_id)
        if action is None:
            return None, Reason("core.error.not_legal", {"action": _quoted(action_id)})
        return action, self.why_not(seat, action)

    @staticmethod
    def _refused_as(reason: Reason) -> type[GameError]:
        """The exception :meth:`apply` raises for a refusal: the match is over, another seat's turn, or a rule."""
        return {"core.error.game_over": GameOver,
                "core.error.not_your_turn": NotYourTurn}.get(reason.key, IllegalAction)

    @speaking
    def explain(self, seat: int, action_id: str, lang: str = i18n.DEFAULT_LANGUAGE) -> Optional[str]:
        """``None`` if the action is allowed, else the reason in ``lang``."""
        reason = self.refusal(seat, action_id)
        return None if reason is None else reason.text(lang)

    def apply(self, seat: int, action_id: str, lang: str = i18n.DEFAULT_LANGUAGE) -> Action:
        """Validate and apply. Raises :class:`IllegalAction` (with the reason, in ``lang``) and changes nothing if
        refused.

        Only a refusal writes text here (events keep keys, rendered by ``events_for``/``log_for``): the seat names are
        put in force for it alone, not for every move a searching player tries."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.num_seats:
            raise MalformedInput(f"no seat {excerpt(seat)} in this game", seat)
        if not isinstance(action_id, str):
            raise MalformedInput("an action id must be a string", action_id)
        action, reason = self._checked(seat, action_id)
        if reason is not None or action is None:
            assert reason is not None  # (no action: _checked says why)
            with i18n.naming(self.seat_names):
                raise self._refused_as(reason)(reason.text(lang), action_id)
        self._apply(seat, action)
        self.history.append((seat, action_id))
        return action

    def emit(self, type: str, key: str, visible_to: Optional[Sequence[int]] = None, **params: Any) -> None:
        """Record an event (``key`` is its message; ``visible_to`` limits it to some seats)."""
        if not self.record_events:
            return
        vis = frozenset(visible_to) if visible_to is not None else None
        for name, value in params.items():
            if value.__class__ not in _ATOMS:  # (``type`` is the event's type here)
                params[name] = _frozen(value)
        self.events.append(Event(len(self.events), type, key, MappingProxyType(params), vis))

    @speaking
    def events_for(self, seat: Optional[int], since: int = 0,
                   lang: str = i18n.DEFAULT_LANGUAGE) -> list[dict[str, Any]]:
        """The events ``seat`` may see, from sequence number ``since`` on."""
        return [e.to_json(lang) for e in self.events[since:] if e.visible(seat)]

    @speaking
    def log_for(self, seat: Optional[int], lang: str = i18n.DEFAULT_LANGUAGE) -> list[dict[str, Any]]:
        """The newest :data:`VIEW_LOG_LIMIT` events ``seat`` may see since the log mark, rendering only those."""
        picked: list[Event] = []
        events = self.events
        for n in range(len(events) - 1, self.log_mark - 1, -1):  # from the newest, no copy of the whole list
            event = events[n]
            if event.visible(seat):
                picked.append(event)
                if len(picked) == VIEW_LOG_LIMIT:
                    break
        # Each line is written once: the log of the next view shares all but a few lines with this one (a view after
        # every move, a seat record's view after every action of a 12,000-move match: rendering all again took most
        # of a view's time). A line's text depends on its event, the language, the deck and the seat names, never
        # on the seat that reads it; the lines handed out are shared, not to be changed.
        words = (lang, i18n.current_deck(), self.seat_names)
        kept = self._log_lines if self._log_lines is not None else {}
        before = kept.pop(words, {})
        lines: dict[int, tuple[Event, dict[str, Any]]] = {}
        for event in picked:
            hit = before.get(id(event))
            lines[id(event)] = hit if hit is not None and hit[0] is event else (event, event.to_json(lang))
        kept[words] = lines  # only this log's lines, and those of the latest few wordings: a bounded cache
        while len(kept) > KEPT_LOG_WORDINGS:
            del kept[next(iter(kept))]
        self._log_lines = kept
        return [lines[id(e)][1] for e in reversed(picked)]

    def base_view(self, seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
        """The fields every game's view has: who moves, the seat's legal actions with labels, its log, and the
        contract's part (:mod:`pygame_core.core.contract` documents every field)."""
        mover = self.to_move()
        legal = self.legal_json(seat, lang) if mover == seat else []
        return {
            "game": self.name,
            "version": self.rules_version,
            "seat": seat,
            "seats": self.num_seats,
            "to_move": mover,
            "over": mover is None,
            "ply": len(self.history),
            "legal": legal,
            "log": self.log_for(seat, lang),
            "names": [i18n.player_name(s, lang) for s in range(self.num_seats)],
            "you": self.seat_names.you if self.seat_names is not None else None,
            "contract": contract_of(self, seat, legal, lang),
            "winner_text": self.winner_text(lang) if mover is None else None,
            "fair": _fair.fair_of(self.seed, self.salt, mover is None),
        }

    def winner_text(self, lang: str = i18n.DEFAULT_LANGUAGE) -> Optional[str]:
        """Who won the match, in ``lang`` (issue 34: the result dialog says it, not only "the match is over"), from
        :meth:`outcome`: the winners by name ("You won the match.", "Anna and Ben won the match."), else a draw;
        ``None`` while the match runs."""
        outcome = self.outcome()
        if outcome is None:
            return None
        winners = i18n.you_first([s for s, share in enumerate(outcome) if share >= 1])
        if not winners:
            return i18n.tr("core.match.draw", lang)
        names = i18n.join_words([i18n.player_name(s, lang) for s in winners], lang)
        you = self.seat_names.you if self.seat_names is not None else None
        key = "core.match.won_you" if winners == [you] else "core.match.won_one" if len(winners) == 1 \
            else "core.match.won_many"
        return i18n.tr(key, lang, names=names)

    # -- copies: through the declared state ------------------------------------------------------

    def clone(self) -> Self:
        """An independent copy (search copies thousands of these): every declared field, copied as declared."""
        new = object.__new__(type(self))
        d = new.__dict__
        src = self.__dict__
        d.update(src)
        for name, copier in self._copied:
            d[name] = copier(src[name])
        return new

    @classmethod
    def from_state(cls, fields: Mapping[str, Any]) -> Self:
        """A match made straight from its state (determinizers): every declared field, and no other, must be
        given. The values are taken as they are (give fresh objects)."""
        game = object.__new__(cls)
        game.__dict__.update({**cls._BASE_DEFAULTS, **fields})
        _state.check_declared(game, cls._declared)
        return game

    def with_state(self, **changes: Any) -> Self:
        """A copy of this match with some declared fields replaced (a determinizer swaps the hidden cards)."""
        unknown = sorted(set(changes) - set(self._declared))
        if unknown:
            raise _state.StateError(f"{type(self).__name__} declares no state {unknown}")
        new = self.clone()
        new.__dict__.update(changes)
        return new

    # -- save and load --------------------------------------------------------------------------

    def save(self) -> dict[str, Any]:
        """``{game, version, options, seed, deal, actions}``: everything needed to replay this match exactly."""
        return {
            "format": SAVE_FORMAT,
            "game": self.name,
            "version": self.rules_version,
            "options": options_to_json(self.options),
            "seed": self.seed,
            "deal": self.deal,
            "actions": [[seat, action_id] for seat, action_id in self.history],
            **({"names": self.seat_names.to_json()} if self.seat_names is not None else {}),
            **({"undos": list(self.undos)} if self.undos else {}),
            **({"salt": self.salt} if self.salt is not None else {}),
        }

    @classmethod
    def load(cls, save: Mapping[str, Any]) -> "Game":
        """Replay a save. Raises :class:`CorruptSave` if it is not exactly replayable."""
        if not isinstance(save, Mapping):
            raise CorruptSave("a save must be an object")
        if save.get("game") != cls.name:
            raise CorruptSave(f"this save is for {excerpt(save.get('game'))}, not {cls.name!r}", save.get("game"))
        version = save.get("version")
        if isinstance(version, bool) or version not in cls.readable_versions():
            raise CorruptSave(f"this save is from rules version {version!r}; "
                              f"this engine plays version {cls.version}", version)
        actions = save.get("actions")
        if not isinstance(actions, list):
            raise CorruptSave("a save needs a list of actions")
        try:
            game = cls.new(save.get("options"), save.get("seed"), save.get("deal"), version, save.get("names"))
        except (MalformedInput, ValueError, KeyError, TypeError, IndexError) as exc:
            raise CorruptSave(f"the save cannot start its game: {exc}") from exc
        if "salt" in save:  # (a save from before fingerprints has none: its deal cannot be verified)
            try:
                game.salt = _fair.checked_salt(save["salt"])
            except MalformedInput as exc:
                raise CorruptSave(str(exc), save["salt"]) from exc
        marks = action_marks(save.get("undos", []), len(actions), "undos")
        next_mark = 0  # marks[next_mark:] are still to come: the list is read once, in order
        for n, entry in enumerate(actions):
            if (not isinstance(entry, (list, tuple)) or len(entry) != 2 or isinstance(entry[0], bool)
                    or not isinstance(entry[0], int) or not isinstance(entry[1], str)):
                raise CorruptSave(f"action {n} is not [seat, id]", entry)
            if next_mark < len(marks) and marks[next_mark] == n:
                game._note_undo()
                next_mark += 1
            try:
                game.apply(entry[0], entry[1])
            except (IllegalAction, MalformedInput) as exc:
                raise CorruptSave(f"action {n} ({excerpt(entry[1])}) cannot be replayed: {exc}", entry) from exc
        if next_mark < len(marks):  # the last mark: moves taken back after every action kept
            game._note_undo()
        game.undos = marks
        return game

    # -- undo: taking moves back (against the computer; the bridge decides who may) --------------------

    def last_decision(self, seat: int) -> Optional[int]:
        """How many actions came before ``seat``'s last decision (its index in the history), or ``None`` if the
        seat has decided nothing yet."""
        for index in range(len(self.history) - 1, -1, -1):
            if self.history[index][0] == seat:
                return index
        return None

    def taken_back(self, seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> "Game":
        """This match as it was just before ``seat``'s last decision: the save's actions up to there replayed from
        the seed (so every later deal comes out the same), with a log line that a move was taken back.
        ``self`` is left as it is. Raises :class:`UndoRefused` (in ``lang``) if the match is over or the seat has
        not decided anything yet."""
        if self.is_over:
            raise UndoRefused(i18n.tr("core.undo.over", lang), seat)
        point = self.last_decision(seat)
        if point is None:
            raise UndoRefused(i18n.tr("core.undo.nothing", lang), seat)
        save = self.save()
        save["actions"] = save["actions"][:point]
        save["undos"] = [mark for mark in self.undos if mark < point] + [point]  # one mark a position
        return type(self).load(save)

    def _note_undo(self) -> None:
        """Say in the log that moves were taken back here (``load`` sets ``undos`` once all are read)."""
        self.emit("undo", "core.undo.taken_back")


def action_marks(value: Any, count: int, what: str) -> tuple[int, ...]:
    """A save's list of marks (``undos``, ``hints``: action counts at which something happened) checked and read in
    one pass: whole numbers in 0..``count`` (the save's number of actions), in order. A position is marked at most
    once, so a match of ``count`` actions keeps at most ``count + 1`` marks whatever the list holds: a mark repeated
    (older saves wrote one per undo, even at the same position) counts once (issue 37: 200,000 marks in a 12.6 kB
    link were read in quadratic time)."""
    if not isinstance(value, list):
        raise CorruptSave(f"a save's {what} must be a list of action counts", value)
    marks: list[int] = []
    last = 0
    for mark in value:
        if isinstance(mark, bool) or not isinstance(mark, int) or not last <= mark <= count:
            raise CorruptSave(f"a save's {what} must be action counts in order, up to {count}", mark)
        if not marks or mark != last:
            marks.append(mark)
        last = mark
    return tuple(marks)


def _mover_named(params: Mapping[str, Any], lang: str) -> Mapping[str, Any]:
    """``mover`` (a seat number counted from 1) as the seat's name."""
    return {**params, "mover": i18n.player_name(params["mover"] - 1, lang)}


i18n.register("en", {"core.match.won_you": "You won the match.", "core.match.won_one": "{names} won the match.",
                     "core.match.won_many": "{names} won the match.", "core.match.draw": "The match is a draw."})
i18n.register("de", {"core.match.won_you": "Du hast die Partie gewonnen.",
                     "core.match.won_one": "{names} hat die Partie gewonnen.",
                     "core.match.won_many": "{names} haben die Partie gewonnen.",
                     "core.match.draw": "Die Partie endet unentschieden."})
i18n.register("nl", {"core.match.won_you": "Je hebt de partij gewonnen.",
                     "core.match.won_one": "{names} heeft de partij gewonnen.",
                     "core.match.won_many": "{names} hebben de partij gewonnen.",
                     "core.match.draw": "De partij eindigt gelijk."})
i18n.register("en", {
    "core.error.not_legal": "{action} is not allowed now.",
    "core.error.game_over": "The game is over.",
    "core.error.not_your_turn": i18n.expanding("It is not your turn: {mover} must decide.", _mover_named),
    "core.undo.taken_back": "A move was taken back.",
    "core.undo.over": "The match is over: no move can be taken back.",
    "core.undo.nothing": "You have not made a move yet: there is nothing to take back.",
    "core.undo.hotseat": "No move can be taken back in a game between people: another player may have seen the cards.",
    "core.undo.computer": "Only a person's move can be taken back.",
})
i18n.register("de", {
    "core.error.not_legal": "{action} ist jetzt nicht erlaubt.",
    "core.error.game_over": "Das Spiel ist vorbei.",
    "core.error.not_your_turn": i18n.expanding("Du bist nicht am Zug: {mover} entscheidet.", _mover_named),
    "core.undo.taken_back": "Ein Zug wurde zurückgenommen.",
    "core.undo.over": "Die Partie ist vorbei: Es kann kein Zug mehr zurückgenommen werden.",
    "core.undo.nothing": "Du hast noch keinen Zug gemacht: Es gibt nichts zurückzunehmen.",
    "core.undo.hotseat": ("In einem Spiel zwischen Personen kann kein Zug zurückgenommen werden: Ein anderer Spieler "
                          "könnte die Karten gesehen haben."),
    "core.undo.computer": "Nur der Zug einer Person kann zurückgenommen werden.",
})
i18n.register("nl", {
    "core.error.not_legal": "{action} is nu niet toegestaan.",
    "core.error.game_over": "Het spel is afgelopen.",
    "core.error.not_your_turn": i18n.expanding("Je bent niet aan de beurt: {mover} beslist.", _mover_named),
    "core.undo.taken_back": "Een zet is teruggenomen.",
    "core.undo.over": "De partij is afgelopen: er kan geen zet meer worden teruggenomen.",
    "core.undo.nothing": "Je hebt nog geen zet gedaan: er is niets terug te nemen.",
    "core.undo.hotseat": ("In een spel tussen mensen kan geen zet worden teruggenomen: een andere speler kan de "
                          "kaarten hebben gezien."),
    "core.undo.computer": "Alleen de zet van een persoon kan worden teruggenomen.",
})


# -- building the contract part from the protocol (its shapes: core/contract.py) -----------------------------


def contract_of(game: Game, seat: int, legal: Sequence[Mapping[str, Any]], lang: str) -> dict[str, Any]:
    """The contract part of ``seat``'s view (``legal``: the view's legal actions, already with labels)."""
    scores = [game.score_of(s) for s in range(game.num_seats)]
    return {
        "seats": [_seat_info(game, s, scores[s], lang) for s in range(game.num_seats)],
        "to_move": game.to_move(),
        "score": {"text": game.summary(lang), "seats": scores},
        "hand": [hand_entry(game, seat, card, legal, lang) for card in game.own_cards(seat)],
        "table": game.table_of(seat, lang),
    }


def _seat_info(game: Game, seat: int, score: Optional[float], lang: str) -> dict[str, Any]:
    count = len(game.own_cards(seat))
    return {"seat": seat, "name": i18n.player_name(seat, lang), "cards": count, "score": score,
            "shows": i18n.tr("core.view.cards_in_hand", lang, count=count)}


def hand_entry(game: Game, seat: int, card: str, legal: Sequence[Mapping[str, Any]], lang: str) -> dict[str, Any]:
    """One card of the own hand: its name, the legal actions that use it, the one a click takes at once
    (Game.click_action), and why not when there is none and it is the seat's turn (the refusal of what a click on it
    means, Game.card_click: an action's id or the rule itself; while another seat decides, the prompt says who)."""
    actions = [action["id"] for action in legal if card in action.get("cards", ())]
    reason = None
    if not actions and game.to_move() == seat:
        meant = game.card_click(seat, card)
        said = game.explain(seat, meant, lang) if isinstance(meant, str) else meant.text(lang) if meant else None
        reason = said or i18n.tr("core.view.card_idle", lang)
    return {"card": card, "name": game.card_name(card, lang), "actions": actions,
            "click": game.click_action(seat, card, actions), "reason": reason}
