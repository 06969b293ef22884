"""A request's fields, read and checked, and the typed requests the commands take.

Each wrong field is a ``malformed_input`` error naming it, raised before a command changes anything: a command
parses its whole request first (``<Kind>Request.parse``, each field in the order the protocol has always checked
them, so the first wrong field is the one named) and then works on the typed fields alone. Typed here: every
request that names an open match, guided game or replay by its id, the guided game's start, and the device's records
(``daily_press``, ``rate``, ``practice_due``, ``practice_add``, ``keep_export``, ``keep_import``). The commands whose
fields are checked together with what they describe (``new_game`` and ``load`` with the game they start,
``replay_open``, ``embed_config``, ``script_check``, ``puzzle_check``, ``verify_deal``, ``practice_review`` and
``practice_answer`` with the save, link or script they open) read their fields with :func:`field_of` and the small
checks beside it, in between the engine's own checks, as do the few that read one optional field (``games``,
``examples``, ``rules_help``, ``daily``).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any, Mapping, Optional

from .. import game_class
from ..ai import practice
from ..core import daily, i18n, registry, replay, tutorial
from ..core.errors import MalformedInput, excerpt
from .sessions import Session, first_human, open_games, open_replays, open_tutorials

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


# -- what an id names: an open match, guided game or replay -----------------------------------------------------

def session_of(obj: Mapping[str, Any]) -> Session:
    """The open match the request's ``id`` names."""
    gid = field_of(obj, "id", str)
    session = open_games.get(gid)
    if session is None:
        raise MalformedInput(f"no game with id {excerpt(gid)}", gid)
    return session


def seat_of(obj: Mapping[str, Any], session: Session, name: str = "seat", default: Any = ...) -> int:
    """The seat of ``session``'s match the field ``name`` names (a seat the match has)."""
    seat: int = field_of(obj, name, int, default)
    if not 0 <= seat < session.game.num_seats:
        raise MalformedInput(f"no seat {seat} in this game (seats 0..{session.game.num_seats - 1})", seat)
    return seat


def tutorial_of(obj: Mapping[str, Any]) -> tutorial.Tutorial:
    """The open guided game the request's ``tid`` names."""
    tid = field_of(obj, "tid", str)
    found = open_tutorials.get(tid)
    if found is None:
        raise MalformedInput(f"no guided game with id {excerpt(tid)}", tid)
    return found


def replay_of(obj: Mapping[str, Any]) -> replay.Replay:
    """The open replay the request's ``rid`` names."""
    rid = field_of(obj, "rid", str)
    found = open_replays.get(rid)
    if found is None:
        raise MalformedInput(f"no replay with id {excerpt(rid)}", rid)
    return found


def at_least_zero(name: str, value: int) -> int:
    """``value`` of field ``name``, refused when negative."""
    if value < 0:
        raise MalformedInput(f"field {excerpt(name)} must not be negative", value)
    return value


# -- the typed requests ------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class MatchRequest:
    """``save``, ``close``: ``id``."""
    gid: str
    session: Session

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> MatchRequest:
        session = session_of(obj)
        return cls(obj["id"], session)


@dataclass(frozen=True)
class SeatRequest:
    """``view``, ``undo``, ``hint``: ``id``, ``seat``, [``lang``]."""
    session: Session
    seat: int
    lang: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> SeatRequest:
        session = session_of(obj)
        seat = seat_of(obj, session)
        return cls(session, seat, lang_of(obj))


@dataclass(frozen=True)
class ActRequest:
    """``act``: ``id``, ``seat``, [``lang``], ``action``."""
    session: Session
    seat: int
    lang: str
    action: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> ActRequest:
        session = session_of(obj)
        seat = seat_of(obj, session)
        lang = lang_of(obj)
        return cls(session, seat, lang, field_of(obj, "action", str))


@dataclass(frozen=True)
class ExplainRequest:
    """``explain``: ``id``, ``seat``, ``action``, [``lang``]."""
    session: Session
    seat: int
    action: str
    lang: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> ExplainRequest:
        session = session_of(obj)
        seat = seat_of(obj, session)
        action = field_of(obj, "action", str)
        return cls(session, seat, action, lang_of(obj))


def _computer_to_move(session: Session) -> int:
    """The seat to move, which must be a computer's (``ai_move``): refused once the match is over or when a person
    is to move."""
    mover = session.game.to_move()
    if mover is None:
        raise MalformedInput("the game is over; nobody moves")
    if not session.seats[mover].startswith("ai:"):
        raise MalformedInput(f"seat {mover} is played by a person, not the computer", mover)
    return mover


@dataclass(frozen=True)
class AiMoveRequest:
    """``ai_move``: ``id``, [``lang``], [``view_seat``] (default the first person's seat); the computer must be to
    move (``mover``, its seat)."""
    session: Session
    lang: str
    mover: int
    viewer: int

    @property
    def level(self) -> str:
        """The strength of the computer player to move (``ai:<level>``)."""
        return self.session.seats[self.mover][3:]

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> AiMoveRequest:
        session = session_of(obj)
        lang = lang_of(obj)
        mover = _computer_to_move(session)
        return cls(session, lang, mover, seat_of(obj, session, "view_seat", first_human(session.seats)))


@dataclass(frozen=True)
class LogRequest:
    """``log``: ``id``, [``since``] (not negative, default 0), ``seat``, [``lang``]."""
    session: Session
    since: int
    seat: int
    lang: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> LogRequest:
        session = session_of(obj)
        since = at_least_zero("since", field_of(obj, "since", int, 0))
        seat = seat_of(obj, session)
        return cls(session, since, seat, lang_of(obj))


@dataclass(frozen=True)
class ReviewRequest:
    """``review``: ``id``, ``seat``, [``lang``], [``start``] (not negative), [``count``] (at least 1)."""
    session: Session
    seat: int
    lang: str
    start: int
    count: Optional[int]

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> ReviewRequest:
        session = session_of(obj)
        seat = seat_of(obj, session)
        lang = lang_of(obj)
        start = field_of(obj, "start", int, 0)
        count = field_of(obj, "count", int, None)
        if start < 0 or count is not None and count < 1:
            raise MalformedInput("start must not be negative and count must be at least 1",
                                 start if start < 0 else count)
        return cls(session, seat, lang, start, count)


@dataclass(frozen=True)
class ReviewTryRequest:
    """``review_try``: ``id``, ``seat``, ``ply``, ``action``, [``lang``]."""
    session: Session
    seat: int
    ply: int
    action: str
    lang: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> ReviewTryRequest:
        session = session_of(obj)
        seat = seat_of(obj, session)
        ply = field_of(obj, "ply", int)
        action = field_of(obj, "action", str)
        return cls(session, seat, ply, action, lang_of(obj))


@dataclass(frozen=True)
class ShareRequest:
    """``share``: ``id``, ``seat``, [``full``] (default false), [``lang``]."""
    session: Session
    seat: int
    full: bool
    lang: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> ShareRequest:
        session = session_of(obj)
        seat = seat_of(obj, session)
        full = field_of(obj, "full", bool, False)
        return cls(session, seat, full, lang_of(obj))


def _daily_and_over(gid: str, session: Session) -> None:
    """``daily_end``'s match must be a daily deal played to its end."""
    if session.daily is None:
        raise MalformedInput("this match is not a daily deal", gid)
    if not session.game.is_over:
        raise MalformedInput("this daily deal is not over yet", gid)


@dataclass(frozen=True)
class DailyEndRequest:
    """``daily_end``: ``id`` (a daily deal, over), ``seat``, [``today``], [``lang``], ``record`` (any value: the
    device's stored record, repaired by :mod:`pygame_core.core.daily`)."""
    session: Session
    seat: int
    today: datetime.date
    lang: str
    record: Any

    @property
    def date(self) -> str:
        """The day whose deal the match is (checked by :meth:`parse`)."""
        assert self.session.daily is not None
        return self.session.daily

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> DailyEndRequest:
        session = session_of(obj)
        seat = seat_of(obj, session)
        today = daily.checked_today(obj.get("today"))
        lang = lang_of(obj)
        _daily_and_over(obj["id"], session)
        return cls(session, seat, today, lang, obj.get("record"))


@dataclass(frozen=True)
class TutorialActRequest:
    """``tutorial_act``: ``tid``, [``lang``], ``action``."""
    lesson: tutorial.Tutorial
    lang: str
    action: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> TutorialActRequest:
        lesson = tutorial_of(obj)
        lang = lang_of(obj)
        return cls(lesson, lang, field_of(obj, "action", str))


@dataclass(frozen=True)
class ReplayStepRequest:
    """``replay_step``: ``rid``, ``step``, [``seat``] (checked by the replay: any seat it may show), [``lang``]."""
    opened: replay.Replay
    step: int
    seat: Any
    lang: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> ReplayStepRequest:
        opened = replay_of(obj)
        step = field_of(obj, "step", int)
        return cls(opened, step, obj.get("seat"), lang_of(obj))


# -- requests that name no open thing: the guided game's start, the device's records (issue 35) ------------------

@dataclass(frozen=True)
class TutorialStartRequest:
    """``tutorial_start``: ``game`` (one with a guided first game), [``lang``], [``moves``] (made again at once;
    more than the lesson has is refused when they are made)."""
    game: str
    lang: str
    lesson: tutorial.Lesson
    moves: int

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> TutorialStartRequest:
        name = field_of(obj, "game", str)
        lang = lang_of(obj)
        found = registry.get(name).lesson()
        if found is None:
            raise MalformedInput(f"{excerpt(name)} has no guided first game", name)
        return cls(name, lang, found, field_of(obj, "moves", int, 0))


def practice_today(obj: Mapping[str, Any]) -> str:
    """The request's ``today`` (``YYYY-MM-DD``, checked: :func:`practice.checked_date`), default today in UTC."""
    today = obj.get("today")
    return practice.checked_date(today).isoformat() if today is not None else practice.today_utc()


def known_game(obj: Mapping[str, Any], default: Any = ...) -> Any:
    """The request's ``game``: a registered game's name (an unknown one: its error), or ``default`` when absent."""
    name = field_of(obj, "game", str, default)
    if name is not default:
        game_class(name)
    return name


@dataclass(frozen=True)
class DailyPressRequest:
    """``daily_press``: ``game``, [``today``], [``match``], [``lang``], ``record`` (any value: the device's stored
    record of the game's daily deals, repaired by :mod:`pygame_core.core.daily`)."""
    game: str
    today: datetime.date
    match: Optional[dict[str, Any]]
    lang: str
    record: Any

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> DailyPressRequest:
        game = known_game(obj)
        today = daily.checked_today(obj.get("today"))
        match = daily.checked_match(obj.get("match"))
        return cls(game, today, match, lang_of(obj), obj.get("record"))


@dataclass(frozen=True)
class RateRequest:
    """``rate``: ``game``, ``rating`` (the stored record, an object or null), ``at`` (ms), ``level``, ``result``
    (their values checked by :func:`rating.update`)."""
    game: str
    record: Optional[dict[str, Any]]
    at: int
    level: str
    result: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> RateRequest:
        name = game_class(field_of(obj, "game", str)).name
        record = obj.get("rating")
        if record is not None and not isinstance(record, dict):
            raise MalformedInput("field 'rating' must be an object or null", record)
        at = field_of(obj, "at", int)
        level = field_of(obj, "level", str)
        return cls(name, record, at, level, field_of(obj, "result", str))


@dataclass(frozen=True)
class PracticeDueRequest:
    """``practice_due``: ``positions`` (the stored ones), [``game``], [``learned``], [``today``], [``lang``]."""
    positions: list[Any]
    game: Optional[str]
    learned: dict[str, int]
    today: str
    lang: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> PracticeDueRequest:
        positions = practice.checked_positions(obj.get("positions"))
        game = known_game(obj, None)
        learned = practice.checked_learned(obj.get("learned"))
        today = practice_today(obj)
        return cls(positions, game, learned, today, lang_of(obj))


@dataclass(frozen=True)
class PracticeAddRequest:
    """``practice_add``: ``positions`` (the stored ones), ``new`` (a review's positions), [``today``]."""
    stored: list[Any]
    found: list[Mapping[str, Any]]
    today: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> PracticeAddRequest:
        stored = practice.checked_positions(obj.get("positions"))
        found = practice.checked_found(obj.get("new"))
        return cls(stored, found, practice_today(obj))


@dataclass(frozen=True)
class KeepExportRequest:
    """``keep_export``: ``device`` (what the device keeps, by section), ``exported`` (the time, ISO)."""
    device: dict[str, Any]
    exported: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> KeepExportRequest:
        device = field_of(obj, "device", dict)
        return cls(device, field_of(obj, "exported", str, ""))


@dataclass(frozen=True)
class KeepImportRequest:
    """``keep_import``: ``text`` (a file's), ``device`` (what the device keeps), [``lang``]."""
    text: str
    device: dict[str, Any]
    lang: str

    @classmethod
    def parse(cls, obj: Mapping[str, Any]) -> KeepImportRequest:
        text = field_of(obj, "text", str)
        device = field_of(obj, "device", dict)
        return cls(text, device, lang_of(obj))
