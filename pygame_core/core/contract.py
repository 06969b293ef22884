"""The view contract: what every view holds, declared once, field by field, with what each field means.

A game's view (:meth:`Game.view`) is ``base_view(seat, lang)`` plus its own fields. This module declares, in the
manner of chessground's ``Config``, each field every game shares: its meaning and its shape (:class:`Field`). The
one declaration serves two readers:

- the shell: in a live match its generic table (``web/tables/generic.js``) draws any game, to the end of a match,
  from the ``contract`` part alone (:data:`CONTRACT`: seats, whose turn, score, the hand as {card, name, actions,
  click, reason}, and the game's own ``table`` payload), which the base class builds from the protocol
  (``core.game.contract_of``);
- the checks: a *seen-only* replay (``replay.seat_record``) carries views that anyone can write (issue 18: an
  opponent hand count of 200,000 froze the page, 1e9 grew it to 9.5 GB). Its steps leave ``legal`` out (a replay
  is looked at, not played) and carry ``contract`` in its parts (``contract.<part>``, :data:`RECORDED_PARTS`,
  without what only a seat at play needs: the hand's actions and reasons, ``ViewContract.played_only``); a record
  from before issue 32 has no contract, and the engine puts its table's top-level copies in ``contract.table``
  (:meth:`ViewContract.old_fields_in_place`), so the tables read one place; each of its fields is checked
  against this contract before it is shown (:meth:`ViewContract.check_field`). The
  conformance suite checks every live view of every game against it (:func:`contract_problems`, stricter: every
  declared field present, nothing else in the ``contract`` part, and its parts agreeing with ``legal``).

What the bridge adds to every view of a session (players, seat_result, undo_used, hint_used, can_undo:
:data:`SESSION`; a legal action's ``confirm``: :data:`LEGAL_ACTION`) is declared here too, so a view as the
shell receives it (:data:`SESSION_VIEW`) has no field this module does not name.

A game adds the shapes of its own top-level fields (:class:`ViewContract`, ``VIEW_CONTRACT`` in its ``view.py``),
and the counts its table draws that many things of (the backs of an opponent's hand) have the bound the rules give
them (the cards of the deck). Every value, declared or not, is JSON of bounded size: :data:`MAX_TEXT` characters
per text, :data:`MAX_LIST` entries per list, :data:`MAX_KEYS` keys per object, :data:`MAX_DEPTH` levels, numbers
within :data:`MAX_NUMBER`; a field the contract does not know is not kept from a seen-only view (no table reads it).
The bounds are far above what a live view reaches. Each check costs the size of what it checks, once.

A legal action that uses no card of the hand (close the talon, end the turn, roll a die) is one of ``legal`` and
shown as a button; an action that uses cards is reached from each card: a click takes its ``click`` at once (its
other actions are buttons), else the table offers its ``actions`` to choose from.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping, Optional, Union

from . import i18n
from .errors import CorruptSave

#: Characters per text (a live view's longest is a prompt or a log line of about 120).
MAX_TEXT = 2_000
#: Entries per list (a live view's longest is its log: ``VIEW_LOG_LIMIT``, 200).
MAX_LIST = 400
#: Keys per object (a live view has at most about 60 fields).
MAX_KEYS = 100
#: Characters per key.
MAX_KEY = 40
#: Levels of lists and objects inside a field (a live view nests 5 at most).
MAX_DEPTH = 8
#: Largest number anywhere in a view (plies and log numbers of the longest matches are far below).
MAX_NUMBER = 10**9


class ViewRefused(CorruptSave):
    """A view from outside the engine that does not keep the view contract."""


def _refuse(path: str, what: str) -> ViewRefused:
    return ViewRefused(f"{path} {what}", path)


@dataclass(frozen=True)
class Bounds:
    """What a match's shapes depend on: its number of seats, and the most cards one seat can hold."""

    seats: int
    cards: int = MAX_LIST


# -- shapes: what one value may be ----------------------------------------------------------------------


class Shape:
    """What one value may be. :meth:`check` raises :class:`ViewRefused` naming the value's path."""

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        raise NotImplementedError

    def bound(self, bounds: Bounds) -> "Shape":
        """This shape for one match (a seat number of its seats, a count of its cards); default: itself."""
        return self


@dataclass(frozen=True)
class _Anything(Shape):
    """Any JSON within the general bounds."""

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if depth > MAX_DEPTH:
            raise _refuse(path, f"nests more than {MAX_DEPTH} levels")
        if value is None or isinstance(value, bool):
            return
        if isinstance(value, int):
            if not -MAX_NUMBER <= value <= MAX_NUMBER:
                raise _refuse(path, f"is a number beyond {MAX_NUMBER}")
        elif isinstance(value, float):
            if not math.isfinite(value) or not -MAX_NUMBER <= value <= MAX_NUMBER:
                raise _refuse(path, f"is a number beyond {MAX_NUMBER}")
        elif isinstance(value, str):
            if len(value) > MAX_TEXT:
                raise _refuse(path, f"is a text of more than {MAX_TEXT} characters")
        elif isinstance(value, list):
            if len(value) > MAX_LIST:
                raise _refuse(path, f"lists more than {MAX_LIST} entries")
            for n, item in enumerate(value):
                self.check(item, f"{path}[{n}]", depth + 1)
        elif isinstance(value, dict):
            _check_keys(value, path)
            for key, item in value.items():
                self.check(item, f"{path}.{key}", depth + 1)
        else:
            raise _refuse(path, "is not JSON")


def _check_keys(value: Mapping[str, Any], path: str) -> None:
    if len(value) > MAX_KEYS:
        raise _refuse(path, f"has more than {MAX_KEYS} keys")
    for key in value:
        if not isinstance(key, str) or len(key) > MAX_KEY:
            raise _refuse(path, f"has a key that is not a short text (at most {MAX_KEY} characters)")


#: Any JSON within the general bounds.
ANYTHING: Shape = _Anything()


@dataclass(frozen=True)
class Whole(Shape):
    """An integer in ``low..high`` (not a boolean)."""

    low: int = 0
    high: int = MAX_NUMBER

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:
            raise _refuse(path, f"must be a whole number in {self.low}..{self.high}")


@dataclass(frozen=True)
class Number(Shape):
    """A finite number (whole or not, not a boolean) within :data:`MAX_NUMBER`."""

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
                or not -MAX_NUMBER <= value <= MAX_NUMBER:
            raise _refuse(path, f"must be a number within {MAX_NUMBER}")


@dataclass(frozen=True)
class Text(Shape):
    """A string of at most ``longest`` characters (``filled``: not empty)."""

    longest: int = MAX_TEXT
    filled: bool = False

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if not isinstance(value, str) or len(value) > self.longest or (self.filled and not value):
            raise _refuse(path, f"must be a {'non-empty ' if self.filled else ''}text of at most {self.longest} "
                                "characters")


@dataclass(frozen=True)
class Flag(Shape):
    """``true`` or ``false``."""

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if not isinstance(value, bool):
            raise _refuse(path, "must be true or false")


@dataclass(frozen=True)
class Maybe(Shape):
    """``null`` or ``shape``."""

    shape: Shape

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if value is not None:
            self.shape.check(value, path, depth)

    def bound(self, bounds: Bounds) -> Shape:
        return Maybe(self.shape.bound(bounds))


@dataclass(frozen=True)
class Listing(Shape):
    """A list of at most ``longest`` entries, each of ``item`` (``per_seat``: at most one per seat of the match)."""

    item: Shape = ANYTHING
    longest: int = MAX_LIST
    per_seat: bool = False

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if not isinstance(value, list) or len(value) > self.longest:
            raise _refuse(path, f"must be a list of at most {self.longest} entries")
        if depth >= MAX_DEPTH:
            raise _refuse(path, f"nests more than {MAX_DEPTH} levels")
        for n, entry in enumerate(value):
            self.item.check(entry, f"{path}[{n}]", depth + 1)

    def bound(self, bounds: Bounds) -> Shape:
        return Listing(self.item.bound(bounds), bounds.seats if self.per_seat else self.longest)


@dataclass(frozen=True)
class Field:
    """One declared field of an object: its shape and what it means (the contract's documentation)."""

    shape: Shape
    doc: str


@dataclass(frozen=True)
class Record(Shape):
    """An object whose named keys (when present) have their shapes; other keys are any bounded JSON. A field may be
    declared with its meaning (:class:`Field`); ``exact``: a live view has every declared field and no other."""

    fields: Mapping[str, Union[Shape, Field]] = field(default_factory=dict)
    exact: bool = False
    #: Declared fields an ``exact`` record may leave out (a legal action's ``confirm``).
    optional: frozenset[str] = frozenset()

    def shape_of(self, key: str) -> Shape:
        declared = self.fields.get(key, ANYTHING)
        return declared.shape if isinstance(declared, Field) else declared

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        if not isinstance(value, dict):
            raise _refuse(path, "must be an object")
        if depth >= MAX_DEPTH:
            raise _refuse(path, f"nests more than {MAX_DEPTH} levels")
        _check_keys(value, path)
        for key, item in value.items():
            self.shape_of(key).check(item, f"{path}.{key}", depth + 1)

    def bound(self, bounds: Bounds) -> Shape:
        return replace(self, fields={key: self.shape_of(key).bound(bounds) for key in self.fields})


@dataclass(frozen=True)
class _SeatNumber(Shape):
    """A seat of the match (``0..seats-1``), once bound to it."""

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        Whole(0, MAX_LIST).check(value, path, depth)

    def bound(self, bounds: Bounds) -> Shape:
        return Whole(0, bounds.seats - 1)


@dataclass(frozen=True)
class _SeatCount(Shape):
    """The match's number of seats, once bound to it."""

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        Whole(1, MAX_LIST).check(value, path, depth)

    def bound(self, bounds: Bounds) -> Shape:
        return Whole(bounds.seats, bounds.seats)


@dataclass(frozen=True)
class _CardCount(Shape):
    """How many cards one seat holds (at most the most a seat can hold in the game), once bound to the match."""

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        Whole(0, MAX_LIST).check(value, path, depth)

    def bound(self, bounds: Bounds) -> Shape:
        return Whole(0, bounds.cards)


#: Shapes every game's contract uses.
TEXT = Text()
FLAG = Flag()
INT = Whole(-MAX_NUMBER, MAX_NUMBER)
COUNT = Whole(0, MAX_NUMBER)
NUMBER = Number()
OBJECT = Record()
LIST = Listing()
#: A seat of the match, the number of its seats, a count of one seat's cards (bound when a view is checked).
SEAT: Shape = _SeatNumber()
SEAT_COUNT: Shape = _SeatCount()
CARD_COUNT: Shape = _CardCount()


def seat_of(seats: int) -> Whole:
    """A seat number of a game of at most ``seats`` seats."""
    return Whole(0, seats - 1)


# -- the declaration ----------------------------------------------------------------------------------------

#: One seat as every seat sees it (``contract.seats``).
SEAT_INFO = Record({
    "seat": Field(SEAT, "its number (0-based)"),
    "name": Field(Text(200, filled=True), 'its name in the reader\'s language ("You", "Computer", "Anna", '
                                          '"Player 2"), as ``names``'),
    "cards": Field(CARD_COUNT, "how many cards it holds (public: the backs are on the table)"),
    "score": Field(Maybe(NUMBER), "its score so far in the game's own unit (Game.score_of; null: none counted)"),
    "shows": Field(TEXT, 'what it shows, in words ("5 cards in hand")'),
}, exact=True)


def seen_hand_entry(entry: Mapping[str, Any]) -> dict[str, Any]:
    """A card of a seen-only record's hand (``contract.hand``; ``entry``: its card and name): looked at, not played
    (no actions, click or reason, also where a record from before the field ``click`` lacks it)."""
    return {**entry, "actions": [], "click": None, "reason": None}


#: One card of the seat's own hand (``contract.hand``).
HAND_ENTRY = Record({
    "card": Field(Text(80), "the card's id"),
    "name": Field(Text(200, filled=True), "its name in the reader's language (Game.card_name)"),
    "actions": Field(Listing(TEXT), "the ids of the legal actions that use it, in ``legal``'s order "
                                    "(empty: none now)"),
    "click": Field(Maybe(TEXT), "the one of ``actions`` a click on the card takes at once, its other actions "
                                "being buttons of their own (a Schnapsen king plays; its marriage is a button); "
                                "null: a click alone does not decide (the table offers ``actions`` to choose "
                                "from) or nothing uses the card (Game.click_action)"),
    "reason": Field(Maybe(Text(filled=True)),
                    "when ``actions`` is empty on this seat's turn: why the card cannot be used now (the refusal of "
                    "the action a click on it means, Game.card_click); else null (while another seat decides, "
                    "``prompt`` says who)"),
}, exact=True)

#: The score (``contract.score``).
SCORE = Record({
    "text": Field(TEXT, "the score in a few words (Game.summary)"),
    "seats": Field(Listing(Maybe(NUMBER), per_seat=True), "per seat, as ``seats[n].score``"),
}, exact=True)

#: The parts of a table the generic table knows how to draw (``contract.table.parts``, issue 32): a game without a
#: table module of its own declares its table in these shapes and ``web/tables/generic.js`` draws it, live and in a
#: seen-only replay. Each part is an object with its ``kind`` and a ``label`` in the reader's language.
TABLE_PART_KINDS: Mapping[str, Record] = {
    "row": Record({
        "kind": Field(Text(10, filled=True), '"row": a row of face-up cards (a trick, a meld)'),
        "label": Field(Text(200), "what the row is, in words"),
        "cards": Field(Listing(Text(200)), "the cards' names in the reader's language, left to right"),
    }, exact=True),
    "pile": Record({
        "kind": Field(Text(10, filled=True), '"pile": a pile drawn as its count (a stock, a discard pile)'),
        "label": Field(Text(200), "what the pile is, in words"),
        "count": Field(Whole(0, MAX_LIST), "how many cards it holds"),
        "top": Field(Maybe(Text(200)), "the name of its face-up top card (null: face down or empty)"),
    }, exact=True),
    "marker": Record({
        "kind": Field(Text(10, filled=True), '"marker": a marker on one seat (the dealer, the leader, the serve)'),
        "label": Field(Text(200), "what the marker is, in words"),
        "seat": Field(Maybe(SEAT), "the seat it is on (null: on none)"),
    }, exact=True),
    "track": Record({
        "kind": Field(Text(10, filled=True), '"track": a track of positions with each seat\'s place on it (tricks '
                                             'won, a score board)'),
        "label": Field(Text(200), "what the track counts, in words"),
        "length": Field(Whole(1, MAX_LIST), "its last position (the first is 0)"),
        "positions": Field(Listing(Whole(0, MAX_LIST), per_seat=True), "per seat, in seat order, where it stands"),
    }, exact=True),
}


@dataclass(frozen=True)
class TablePart(Shape):
    """One part of ``contract.table.parts``: one of :data:`TABLE_PART_KINDS`, by its ``kind``."""

    kinds: Mapping[str, Shape] = field(default_factory=lambda: dict(TABLE_PART_KINDS))

    def check(self, value: Any, path: str, depth: int = 0) -> None:
        kind = value.get("kind") if isinstance(value, dict) else None
        shape = self.kinds.get(kind) if isinstance(kind, str) else None
        if shape is None:
            known = ", ".join(TABLE_PART_KINDS)
            raise _refuse(path, f"must be a table part of a kind the generic table knows: {known}")
        shape.check(value, path, depth)
        problems = _exactness(shape, value, path)
        if problems:
            raise ViewRefused(problems[0], path)

    def bound(self, bounds: Bounds) -> Shape:
        return TablePart({kind: shape.bound(bounds) for kind, shape in self.kinds.items()})


#: ``contract.table``: the game's own payload; its ``parts``, if it has them, are drawn by the generic table.
TABLE = Record({
    "parts": Field(Listing(TablePart(), 40), "the table in shapes the generic table draws (TABLE_PART_KINDS), in "
                                             "order; a game with a table module of its own may leave it out"),
})

#: The part every game draws alike (``contract``), built by ``core.game.contract_of`` from the protocol and the hooks
#: of :class:`Game` (own_cards, card_name, card_click, score_of, table_of).
CONTRACT = Record({
    "seats": Field(Listing(SEAT_INFO, per_seat=True), "every seat, in seat order"),
    "to_move": Field(Maybe(SEAT), "as the view's ``to_move`` (repeated, so the contract stands alone)"),
    "score": Field(SCORE, "the score as text and numbers"),
    "hand": Field(Listing(HAND_ENTRY), "this seat's own cards in display order (Game.own_cards)"),
    "table": Field(TABLE, "the game-specific payload its own table module draws (court, field, trick: "
                          "Game.table_of); the generic table draws its ``parts``"),
}, exact=True)

#: One legal action of the seat (``legal[n]``).
LEGAL_ACTION = Record({
    "id": Field(Text(filled=True), "the action's id: what ``act`` takes"),
    "label": Field(TEXT, "what its button says, in the reader's language"),
    "kind": Field(Text(80), "what sort of action it is (play, call, close: the game's own words)"),
    "cards": Field(Listing(Text(80)), "the cards of the hand it uses (empty: none; a button of its own)"),
    "confirm": Field(Text(filled=True), "added by the bridge (bridge.sessions.mark_confirmations): the question to "
                                        "ask before an action that ends something at once (Game.confirmation); "
                                        "absent: none"),
}, exact=True, optional=frozenset({"confirm"}))

#: How the match ended for the seat (``seat_result``).
SEAT_RESULT = Record({
    "result": Field(Text(10, filled=True), '"won", "lost" or "draw" (Game.seat_result, from Game.outcome)'),
    "score": Field(Maybe(NUMBER), "the seat's final score in the game's own unit (null: the game counts none)"),
}, exact=True)

#: The fields the bridge adds to every view of a session (``bridge.sessions.view_of``): what the shell reads about the
#: session rather than the match. A view of the engine alone (:meth:`Game.view`, a seen-only replay) has none of them.
SESSION = Record({
    "players": Field(Listing(Text(40, filled=True), per_seat=True), 'each seat\'s kind, in seat order: "human" or '
                                                                     '"ai:<level>" (the session\'s seats)'),
    "seat_result": Field(Maybe(SEAT_RESULT), "null while the match runs, then how it ended for this seat"),
    "undo_used": Field(FLAG, "a move was taken back in this match (the save's ``undos``)"),
    "hint_used": Field(FLAG, "a hint was asked for in this match (the save's ``hints``)"),
    "can_undo": Field(FLAG, "this seat may take its last decision back now (one person at the device, its own "
                            "decision, the match running)"),
}, exact=True)

#: The deal's fingerprint (``fair``; issue 35, :mod:`pygame_core.core.fair`): no seed while the match runs.
FAIR = Record({
    "commitment": Field(Maybe(Text(64)), "hex sha256 of the text <seed>:<salt> (null: a match without a salt, "
                                         "from before fingerprints: it cannot be verified)"),
    "seed": Field(Whole(0, 2**53 - 1), "the match's seed, only once the match is over"),
    "salt": Field(Maybe(Text(64)), "the salt, only once the match is over (null: none)"),
})

#: The top-level fields every view has (``Game.base_view``; ``prompt`` and ``options`` added by the game).
VIEW = Record({
    "game": Field(Text(40), "the game's registry name"),
    "version": Field(Whole(0, 1_000), "the rules version the match plays"),
    "seat": Field(SEAT, "the seat this view is for (0-based)"),
    "seats": Field(SEAT_COUNT, "how many seats the match has"),
    "to_move": Field(Maybe(SEAT), "whose turn it is (null: the match is over)"),
    "over": Field(FLAG, "the match is over"),
    "ply": Field(Whole(), "actions taken so far"),
    "legal": Field(Listing(LEGAL_ACTION), "this seat's legal actions now (empty when it is not its turn; a replay "
                                          "shows none)"),
    "log": Field(Listing(OBJECT), "the log lines this seat may see, each {seq, type, text, ...}"),
    "names": Field(Listing(Maybe(Text(200)), per_seat=True), "every seat's name in the reader's language"),
    "you": Field(Maybe(SEAT), 'the seat called "You" (null: none is)'),
    "winner_text": Field(Maybe(Text(400)), "who won the match, one sentence (null while it runs; issue 34)"),
    "fair": Field(FAIR, "the deal's fingerprint: {commitment} while the match runs, {commitment, seed, salt} once "
                        "it is over (issue 35)"),
    "prompt": Field(TEXT, "one sentence: what this seat is asked to do, or who decides"),
    "options": Field(OBJECT, "the match's options (the rules everybody agreed on)"),
    "contract": Field(CONTRACT, "the parts the generic table draws, the same shape in every game (a seen-only "
                                "replay keeps it, without the hand's actions and reasons)"),
})


#: The contract's parts a seen-only record carries, each as a field of its own (``contract.<part>``; ``to_move`` is
#: the view's own). The hand's ``actions`` are left empty there: a replay is looked at, not played.
RECORDED_PARTS = ("seats", "score", "hand", "table")
#: How a seen-only record names a field of the contract's table: each is a field of its own (``contract.table.<name>``,
#: kept only when it changed); a record made before carries ``contract.table`` whole.
TABLE_FIELD = "contract.table."
#: The fields of a view a seen-only record does not carry: no moves (``legal``), the log apart, ``contract`` in parts.
_NOT_RECORDED = ("legal", "log", "contract")

#: A view as the bridge answers it: the shared fields and the session's (every field the shell reads).
SESSION_VIEW = Record({**VIEW.fields, **SESSION.fields})


@dataclass(frozen=True)
class ViewContract:
    """One game's view: the shared fields (:data:`VIEW`) and the shape of each of its own (fields it does not name
    are not kept from a seen-only view), and the most cards one seat can hold."""

    #: The game's own fields (the shared ones of :data:`VIEW` are added by :meth:`field_shapes`).
    fields: Mapping[str, Shape] = field(default_factory=dict)
    #: Whether fields it does not name are kept as any bounded JSON (the contract of a game that declares none).
    open: bool = False
    #: The most cards one seat can hold (``contract.seats[n].cards``): the game's deck.
    cards: int = MAX_LIST
    #: The shapes of the game's own fields of ``contract.table`` (issue 32: what its table module draws; a view's top
    #: level holds only the shared fields of :data:`VIEW`); a seen-only record's table is checked against them.
    table_fields: Mapping[str, Shape] = field(default_factory=dict)
    #: The fields of ``contract.table`` that a seen-only record made before they moved there carries at its top
    #: level (before issue 32 a record had no ``contract`` at all): :func:`old_fields_in_place` puts them back in
    #: their place, so every replay link made since stays loadable.
    table: tuple[str, ...] = ()
    #: How such an older record's own ``hand`` field (a game's reshaped hand, at the top level) becomes
    #: ``contract.hand`` entries; None: the game's records never had one apart from the contract's.
    old_hand: Optional[Callable[[Any], list[dict[str, Any]]]] = None
    #: The shape of such an older record's ``hand``, checked when the record is opened (before :attr:`old_hand`
    #: reads it): by default a list of objects (Spike's and Strand-Cup's entries).
    old_hand_shape: Shape = Listing(OBJECT)
    #: The fields of ``contract.table`` only a seat at play needs (Striker's ``places``: where each card may go
    #: now, or why not): a seen-only record leaves them out (a replay is looked at, not played).
    played_only: tuple[str, ...] = ()

    def contract_shape(self) -> Record:
        """:data:`CONTRACT` with this game's ``table`` fields declared (:attr:`table_fields`)."""
        table = CONTRACT.fields["table"]
        assert isinstance(table, Field)
        own = Record({**TABLE.fields, **self.table_fields})
        return replace(CONTRACT, fields={**CONTRACT.fields, "table": Field(own, table.doc)})

    def field_shapes(self, seats: int, session: bool = False) -> dict[str, Shape]:
        """Every field's shape in a view of a match of ``seats`` seats (``session``: a view the bridge answers,
        with the fields of :data:`SESSION`)."""
        bounds = Bounds(seats, self.cards)
        shared = SESSION_VIEW if session else VIEW
        declared = {key: shared.shape_of(key) for key in shared.fields}
        declared["contract"] = self.contract_shape()
        return {key: shape.bound(bounds) for key, shape in {**declared, **self.fields}.items()}

    def record_shapes(self, seats: int) -> dict[str, Shape]:
        """The shapes of a seen-only record's fields (``replay.seat_record``): a view's, with each part of the
        contract a field of its own (``contract.<part>``, :data:`RECORDED_PARTS`) in place of ``contract``, so a
        step carries only the parts that changed. A record made before a field moved into ``contract.table``
        carries it at the top level (:attr:`table`, with its shape in :attr:`table_fields`), and the game's reshaped
        ``hand`` (:attr:`old_hand`): they keep those shapes, so :meth:`old_fields_in_place` finds them."""
        bounds = Bounds(seats, self.cards)
        shapes = {key: shape for key, shape in self.field_shapes(seats).items() if key not in _NOT_RECORDED}
        older = {key: shape for key, shape in self._old_field_shapes(bounds).items() if key not in shapes}
        contract = self.contract_shape()
        table = contract.shape_of("table")
        assert isinstance(table, Record)
        return {**shapes, **older,
                **{f"contract.{part}": contract.shape_of(part).bound(bounds) for part in RECORDED_PARTS},
                **{f"{TABLE_FIELD}{key}": table.shape_of(key).bound(bounds) for key in table.fields}}

    def _old_field_shapes(self, bounds: Bounds) -> dict[str, Shape]:
        """The shapes of the fields an older seen-only record carries at its top level (:attr:`table`, and the
        reshaped ``hand`` if the game had one): its table fields' shapes (:attr:`table_fields`), so such a record is
        checked as strictly as one made now before :meth:`old_fields_in_place` moves them."""
        table = Record({**TABLE.fields, **self.table_fields})
        shapes = {key: table.shape_of(key).bound(bounds) for key in self.table}
        if self.old_hand is not None:
            shapes["hand"] = self.old_hand_shape.bound(bounds)
        return shapes

    def old_fields_in_place(self, fields: dict[str, Any], parts: Mapping[str, Any]) -> dict[str, Any]:
        """The contract of a seen-only view from its recorded ``parts`` (``contract.<part>``, none in a record from
        before issue 32) and the top-level fields an older record carried instead (taken out of ``fields``): the
        :attr:`table` fields go into the table (a recorded table's own value wins), the reshaped ``hand`` into the
        contract's hand (:attr:`old_hand`). A part neither has is empty."""
        moved = {key: fields.pop(key) for key in self.table if key in fields}
        hand = parts.get("hand")
        if self.old_hand is not None and "hand" in fields:
            old = fields.pop("hand")
            if hand is None:
                hand = self.old_hand(old)
        return {"seats": parts.get("seats", []), "to_move": fields.get("to_move"),
                "score": parts.get("score", {"text": "", "seats": []}),
                "hand": [seen_hand_entry(entry) for entry in hand] if hand is not None else [],
                "table": {**moved, **parts.get("table", {})}}

    def check_field(self, shapes: Mapping[str, Shape], key: Any, value: Any, where: str) -> bool:
        """Whether ``key`` is a field of the contract (False: not kept); raises if its value breaks it."""
        if not isinstance(key, str) or len(key) > MAX_KEY:
            raise ViewRefused(f"{where} has a field name that is not a short text", where)
        shape: Optional[Shape] = shapes.get(key, ANYTHING if self.open or key.startswith(TABLE_FIELD) else None)
        if shape is None:
            return False
        shape.check(value, f"{where}: field {key!r}")
        return True

    def check(self, view: Mapping[str, Any], seats: int, where: str = "the view", session: bool = False) -> None:
        """Check a whole view (the tests check every live view so; ``session``: a view the bridge answers)."""
        if not isinstance(view, dict):
            raise ViewRefused(f"{where} is not an object", where)
        shapes = self.field_shapes(seats, session)
        _check_keys(view, where)
        for key, value in view.items():
            if not self.check_field(shapes, key, value, where):
                raise ViewRefused(f"{where} has a field {key!r} the contract does not know", key)


#: The contract of a game that declares none: the shared fields, everything else any bounded JSON.
BASE = ViewContract(open=True)


# -- the conformance check of a live view ---------------------------------------------------------------------


def _exactness(shape: Shape, value: Any, path: str) -> list[str]:
    """Where ``value`` lacks a declared field of an ``exact`` record, or has one it does not declare."""
    if isinstance(shape, Maybe):
        return [] if value is None else _exactness(shape.shape, value, path)
    if isinstance(shape, Listing) and isinstance(value, list):
        return [p for n, item in enumerate(value) for p in _exactness(shape.item, item, f"{path}[{n}]")]
    if isinstance(shape, Record) and isinstance(value, dict):
        problems = []
        if shape.exact and not set(shape.fields) - shape.optional <= set(value) <= set(shape.fields):
            problems.append(f"{path} has the fields {sorted(value)}, the contract declares {sorted(shape.fields)}")
        for key in shape.fields:
            if key in value:
                problems += _exactness(shape.shape_of(key), value[key], f"{path}.{key}")
        return problems
    return []


def contract_problems(view: Mapping[str, Any], contract: ViewContract = BASE, session: bool = False) -> list[str]:
    """What in the live ``view`` breaks the contract (empty: nothing): a declared field missing or of the wrong
    shape (of :data:`VIEW` and of the game's ``contract``), or the ``contract`` part disagreeing with the rest of
    the view. The conformance suite runs it on every view of every game (``session``: on every view the bridge
    answers, which has the fields of :data:`SESSION` too)."""
    shared = SESSION_VIEW if session else VIEW
    problems = [f"no field {name!r}" for name in shared.fields if name not in view]
    if problems:
        return problems
    seats = view["seats"]
    try:
        contract.check(view, seats if isinstance(seats, int) and not isinstance(seats, bool) and seats > 0 else 1,
                       session=session)
    except ViewRefused as refused:
        return [str(refused)]
    problems = _exactness(shared, view, "view")
    if problems:
        return problems
    part = view["contract"]
    if part["to_move"] != view["to_move"]:
        problems.append("contract.to_move differs from to_move")
    infos = part["seats"]
    if [info["seat"] for info in infos] != list(range(seats)):
        problems.append("contract.seats must list every seat in order")
    if [info["name"] for info in infos] != view["names"]:
        problems.append("contract.seats names differ from names")
    if part["score"]["seats"] != [info["score"] for info in infos]:
        problems.append(f"contract.score {part['score']} differs from the seats' scores")
    legal = {action["id"]: action for action in view["legal"]}
    for entry in part["hand"]:
        wanted = [a for a, action in legal.items() if entry["card"] in action.get("cards", ())]
        if entry["actions"] != wanted:
            problems.append(f"{entry['card']}: actions {entry['actions']}, the legal ones using it are {wanted}")
        if entry["click"] is not None and entry["click"] not in entry["actions"]:
            problems.append(f"{entry['card']}: a click takes {entry['click']}, which is not one of its actions")
        wants_reason = not entry["actions"] and view["to_move"] == view["seat"]
        if (entry["reason"] is not None) != wants_reason:
            problems.append(f"{entry['card']}: a reason exactly when no action uses it on the seat's turn")
    if len(infos) == seats and len(part["hand"]) != infos[view["seat"]]["cards"]:
        problems.append("the hand and the seat's count of cards differ")
    return problems


def documentation(shape: Shape = SESSION_VIEW, indent: str = "") -> list[str]:
    """The declaration in words, one line per field (nested parts indented): what README's "How a game plugs in"
    shows, and what a test keeps complete (every field declared with its meaning)."""
    lines = []
    if isinstance(shape, Record):
        for key, declared in shape.fields.items():
            doc = declared.doc if isinstance(declared, Field) else ""
            lines.append(f"{indent}{key}: {doc}")
            inner = shape.shape_of(key)
            while isinstance(inner, (Maybe, Listing)):
                inner = inner.shape if isinstance(inner, Maybe) else inner.item
            if isinstance(inner, TablePart):
                for kind, part in inner.kinds.items():
                    lines.append(f"{indent}  a {kind}:")
                    lines += documentation(part, indent + "    ")
            lines += documentation(inner, indent + "  ")
    return lines


def _cards_in_hand(one: str, many: str) -> "i18n.Template":
    return lambda params, lang: (one if params["count"] == 1 else many).format(**params)


i18n.register("en", {"core.view.cards_in_hand": _cards_in_hand("1 card in hand", "{count} cards in hand"),
                     "core.view.card_idle": "This card cannot be used now."})
i18n.register("de", {"core.view.cards_in_hand": _cards_in_hand("1 Karte auf der Hand", "{count} Karten auf der Hand"),
                     "core.view.card_idle": "Diese Karte kann jetzt nicht verwendet werden."})
i18n.register("nl", {"core.view.cards_in_hand": _cards_in_hand("1 kaart in de hand", "{count} kaarten in de hand"),
                     "core.view.card_idle": "Deze kaart kan nu niet gebruikt worden."})
