"""The game protocol every game implements, in the spirit of OpenSpiel's ``State``.

A :class:`Game` is one whole match (a Schnapsen Bummerl, a Spike match, ...). It knows:

- who must decide now (:meth:`Game.to_move`, one seat or ``None`` when the match is over);
- the legal actions of a seat (:meth:`Game.legal_actions`), each with a stable id and a label;
- how to apply one (:meth:`Game.apply`, validated first: a refused action changes nothing);
- what one seat may see (:meth:`Game.view`): never another seat's hidden cards, never the deck order;
- its own seeded RNG, so ``{game, version, options, seed, deal, actions}`` replays exactly
  (:meth:`Game.save`, :meth:`Game.load`).

Subclasses implement :meth:`_setup`, :meth:`to_move`, :meth:`legal_actions`, :meth:`_apply` and
:meth:`view`; they call :meth:`emit` for every event (card played, die rolled, point scored).
"""

from __future__ import annotations

import copy
import random as _random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Mapping, Optional, Sequence

from . import i18n
from .errors import CorruptSave, GameOver, IllegalAction, MalformedInput, NotYourTurn
from .options import options_to_json, parse_options
from .rng import MAX_SEED, Rng

#: Version of the save format itself (each game also has its own rules ``version``).
SAVE_FORMAT = 1

#: At most this many log entries travel with a view (the bridge's ``log`` command gives all of them).
VIEW_LOG_LIMIT = 200


@dataclass(frozen=True)
class Action:
    """One legal choice of one seat.

    ``id`` is stable: the same choice in the same position always has the same id
    (``"play:QH"``, ``"close"``), so saves, tests and the shell can name it.
    ``kind`` groups ids for the shell (``"play"`` actions are drawn as cards, others as buttons);
    ``cards`` lists the card ids the action touches.
    """

    id: str
    label: str
    kind: str
    cards: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label, "kind": self.kind, "cards": list(self.cards)}


@dataclass(frozen=True)
class Event:
    """Something that happened. ``visible_to`` is ``None`` for public events, else the seats that see it.

    ``key`` names a message in the i18n catalogs; ``params`` fill it in. Events for one seat
    only (a card drawn into that seat's hand) are filtered out of every other seat's view.
    """

    seq: int
    type: str
    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    visible_to: Optional[frozenset[int]] = None

    def visible(self, seat: Optional[int]) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def to_json(self, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
        return {"seq": self.seq, "type": self.type, "text": i18n.tr(self.key, lang, **self.params),
                **{k: v for k, v in self.params.items() if k not in ("seq", "type", "text")}}


class Game(ABC):
    """One match of one game. See the module docstring for the protocol."""

    #: Registry name (``"schnapsen"``), used in saves and by the bridge.
    name: ClassVar[str]
    #: Rules version: a save from another version is refused rather than replayed wrongly.
    version: ClassVar[int] = 1
    #: The options dataclass (see :mod:`pygame_core.core.options`).
    Options: ClassVar[type]
    #: Searching players switch this off on their private copies: no events are recorded.
    record_events: bool = True
    #: The view's log starts at this event: games move it at a natural break (a new hand), so views stay small.
    log_mark: int = 0

    def __init__(self, options: Any, seed: int, deal: Optional[Mapping[str, Any]] = None) -> None:
        self.options = options
        self.seed = seed
        self.deal = dict(deal) if deal is not None else None
        self.rng = Rng(seed)
        self.history: list[tuple[int, str]] = []
        self.events: list[Event] = []
        self.log_mark = 0
        self._setup()

    # -- construction ---------------------------------------------------------------------------

    @classmethod
    def new(cls, options: Optional[Mapping[str, Any]] = None, seed: Optional[int] = None,
            deal: Optional[Mapping[str, Any]] = None) -> "Game":
        """A new match. ``seed`` defaults to a fresh random one; ``deal`` fixes the first deal (tests, rules examples)."""
        if seed is None:
            seed = _random.SystemRandom().randrange(MAX_SEED)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < MAX_SEED:
            raise MalformedInput(f"seed must be an integer in 0..{MAX_SEED - 1}", seed)
        if deal is not None and not isinstance(deal, Mapping):
            raise MalformedInput("deal must be an object", deal)
        return cls(parse_options(cls.Options, options), seed, deal)

    @abstractmethod
    def _setup(self) -> None:
        """Deal the first hand (from ``self.deal`` if given, else from ``self.rng``)."""

    # -- the protocol ---------------------------------------------------------------------------

    @property
    @abstractmethod
    def num_seats(self) -> int:
        """How many seats this match has."""

    @abstractmethod
    def to_move(self) -> Optional[int]:
        """The seat that must decide now, or ``None`` when the match is over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (empty when it is not that seat's decision)."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> None:
        """Carry out an action already checked to be legal."""

    @abstractmethod
    def view(self, seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
        """What ``seat`` may see, as JSON. Start from :meth:`base_view`."""

    @abstractmethod
    def outcome(self) -> Optional[list[float]]:
        """Per seat: 1 for a win, 0 for a loss, 0.5 each for a draw (shared among tied seats); ``None`` while running."""

    def reason_illegal(self, seat: int, action_id: str, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        """Why ``action_id`` is not allowed for ``seat`` now. Games override this with rule-specific reasons."""
        return i18n.tr("core.error.not_legal", lang, action=action_id)

    # -- derived --------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.to_move() is None

    def legal_ids(self, seat: int) -> list[str]:
        return [a.id for a in self.legal_actions(seat)]

    def apply(self, seat: int, action_id: str, lang: str = i18n.DEFAULT_LANGUAGE) -> Action:
        """Validate and apply. Raises :class:`IllegalAction` (with the reason, in ``lang``) and changes nothing if refused."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.num_seats:
            raise MalformedInput(f"no seat {seat!r} in this game", seat)
        if not isinstance(action_id, str):
            raise MalformedInput("an action id must be a string", action_id)
        mover = self.to_move()
        if mover is None:
            raise GameOver(i18n.tr("core.error.game_over", lang), action_id)
        if seat != mover:
            raise NotYourTurn(i18n.tr("core.error.not_your_turn", lang, seat=seat + 1, mover=mover + 1), action_id)
        for action in self.legal_actions(seat):
            if action.id == action_id:
                self._apply(seat, action)
                self.history.append((seat, action_id))
                return action
        raise IllegalAction(self.reason_illegal(seat, action_id, lang), action_id)

    def emit(self, type: str, key: str, visible_to: Optional[Sequence[int]] = None, **params: Any) -> None:
        """Record an event (``key`` is its message; ``visible_to`` limits it to some seats)."""
        if not self.record_events:
            return
        vis = frozenset(visible_to) if visible_to is not None else None
        self.events.append(Event(len(self.events), type, key, params, vis))

    def events_for(self, seat: Optional[int], since: int = 0,
                   lang: str = i18n.DEFAULT_LANGUAGE) -> list[dict[str, Any]]:
        """The events ``seat`` may see, from sequence number ``since`` on."""
        return [e.to_json(lang) for e in self.events[since:] if e.visible(seat)]

    def base_view(self, seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
        """The fields every game's view has: who moves, the seat's legal actions, its log."""
        mover = self.to_move()
        return {
            "game": self.name,
            "version": self.version,
            "seat": seat,
            "seats": self.num_seats,
            "to_move": mover,
            "over": mover is None,
            "ply": len(self.history),
            "legal": [a.to_json() for a in self.legal_actions(seat)] if mover == seat else [],
            "log": self.events_for(seat, self.log_mark, lang)[-VIEW_LOG_LIMIT:],
        }

    def clone(self) -> "Game":
        """An independent copy (for search and for undoing a failed apply)."""
        return copy.deepcopy(self)

    # -- save and load --------------------------------------------------------------------------

    def save(self) -> dict[str, Any]:
        """``{game, version, options, seed, deal, actions}``: everything needed to replay this match exactly."""
        return {
            "format": SAVE_FORMAT,
            "game": self.name,
            "version": self.version,
            "options": options_to_json(self.options),
            "seed": self.seed,
            "deal": self.deal,
            "actions": [[seat, action_id] for seat, action_id in self.history],
        }

    @classmethod
    def load(cls, save: Mapping[str, Any]) -> "Game":
        """Replay a save. Raises :class:`CorruptSave` if it is not exactly replayable."""
        if not isinstance(save, Mapping):
            raise CorruptSave("a save must be an object")
        if save.get("game") != cls.name:
            raise CorruptSave(f"this save is for {save.get('game')!r}, not {cls.name!r}", save.get("game"))
        if save.get("version") != cls.version:
            raise CorruptSave(f"this save is from rules version {save.get('version')!r}; "
                              f"this engine plays version {cls.version}", save.get("version"))
        actions = save.get("actions")
        if not isinstance(actions, list):
            raise CorruptSave("a save needs a list of actions")
        try:
            game = cls.new(save.get("options"), save.get("seed"), save.get("deal"))
        except (MalformedInput, ValueError, KeyError, TypeError, IndexError) as exc:
            raise CorruptSave(f"the save cannot start its game: {exc}") from exc
        for n, entry in enumerate(actions):
            if (not isinstance(entry, (list, tuple)) or len(entry) != 2
                    or not isinstance(entry[0], int) or not isinstance(entry[1], str)):
                raise CorruptSave(f"action {n} is not [seat, id]", entry)
            try:
                game.apply(entry[0], entry[1])
            except (IllegalAction, MalformedInput) as exc:
                raise CorruptSave(f"action {n} ({entry[1]!r}) cannot be replayed: {exc}", entry) from exc
        return game


i18n.register("en", {
    "core.error.not_legal": "{action} is not allowed now.",
    "core.error.game_over": "The game is over.",
    "core.error.not_your_turn": "It is not your turn: player {mover} must decide.",
})
i18n.register("de", {
    "core.error.not_legal": "{action} ist jetzt nicht erlaubt.",
    "core.error.game_over": "Das Spiel ist vorbei.",
    "core.error.not_your_turn": "Du bist nicht am Zug: Spieler {mover} entscheidet.",
})
i18n.register("nl", {
    "core.error.not_legal": "{action} is nu niet toegestaan.",
    "core.error.game_over": "Het spel is afgelopen.",
    "core.error.not_your_turn": "Je bent niet aan de beurt: speler {mover} beslist.",
})
