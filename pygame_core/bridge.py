"""The only surface JavaScript calls: one JSON request in, one JSON answer out.

Every request is an object with a ``cmd``; every answer is ``{"ok": true, ...}`` or
``{"ok": false, "error": {"code", "message", "value"}}``. A refused request leaves every game
exactly as it was (an action is checked before it changes anything, and an unexpected failure
restores the game from a copy taken before the call).

Commands (fields in brackets are optional):

``games``
    the registered games: name, title, seat counts, options (with docs and choices), strengths.
``new_game`` game, [options], [seed], [deal], seats, [fill], [view_seat], [lang]
    starts a match; ``seats`` lists each seat as ``"human"`` or ``"ai:easy|medium|hard|random"``.
    With ``fill`` (one such kind), ``seats`` may name only the first seats and ``fill`` plays the rest
    (the number of seats can follow from the options, e.g. Strand-Cup's ``players``).
    Answers ``id``, ``view`` (of ``view_seat``, default the first human seat) and ``save``.
``view`` id, seat, [lang]
    the view of one seat.
``act`` id, seat, action, [lang]
    applies action ``action`` (an id from the view's ``legal``) for ``seat``; answers the seat's new view and save.
``ai_move`` id, [view_seat], [lang]
    lets the computer player of the seat to move choose and act; answers ``action`` and the view of ``view_seat``.
``explain`` id, seat, action, [lang]
    why ``action`` is not allowed for ``seat`` now (``legal: true`` if it is).
``log`` id, seat, [since], [lang]
    every event ``seat`` may see from sequence number ``since`` (default 0): the whole match's log
    (a view carries only the current hand's, at most ``VIEW_LOG_LIMIT`` entries).
``save`` id
    the save: ``{format, game, version, options, seed, deal, actions, seats}``.
``load`` save, [view_seat], [lang]
    replays a save into a new match; answers ``id``, ``view`` and ``save``.
``close`` id
    forgets a match.
``rules_help`` game, [lang]
    the rules summary for the help panel.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional

from . import GAMES, LEVELS, game_module, load, make_player, new_game
from .core import i18n
from .core.errors import CorruptSave, GameError, MalformedInput
from .core.game import Game
from .core.options import describe_options
from .core.rng import seed_from

#: How a seat is played.
SEAT_KINDS = ("human",) + tuple(f"ai:{level}" for level in LEVELS + ("random",))


@dataclass
class Session:
    game: Game
    seats: list[str]


_sessions: dict[str, Session] = {}
_counter = 0


def handle(request: str) -> str:
    """Answer one JSON request with one JSON answer (never raises)."""
    return json.dumps(handle_obj_text(request), separators=(",", ":"))


def handle_obj_text(request: str) -> dict[str, Any]:
    try:
        obj = json.loads(request)
    except (TypeError, ValueError) as exc:
        return _error(MalformedInput(f"the request is not JSON: {exc}"))
    return handle_obj(obj)


def handle_obj(obj: Any) -> dict[str, Any]:
    """Answer one request already parsed from JSON."""
    if not isinstance(obj, dict):
        return _error(MalformedInput("a request must be a JSON object", obj))
    cmd = obj.get("cmd")
    handler = _COMMANDS.get(cmd) if isinstance(cmd, str) else None
    if handler is None:
        return _error(MalformedInput(f"unknown command {cmd!r}; known: {', '.join(sorted(_COMMANDS))}", cmd))
    session = _sessions.get(obj.get("id")) if isinstance(obj.get("id"), str) else None
    backup = session.game.clone() if session is not None else None
    try:
        return {"ok": True, **handler(obj)}
    except GameError as exc:
        return _error(exc)
    except Exception as exc:  # a bug: restore the game, report, never lose it
        if session is not None and backup is not None:
            session.game = backup
        return {"ok": False, "error": {"code": "internal_error", "message": f"{type(exc).__name__}: {exc}"}}


def _error(exc: GameError) -> dict[str, Any]:
    return {"ok": False, "error": exc.to_json()}


# -- field access --------------------------------------------------------------------------------

def _field(obj: Mapping[str, Any], name: str, kind: type, default: Any = ...) -> Any:
    if name not in obj:
        if default is ...:
            raise MalformedInput(f"missing field {name!r}", name)
        return default
    value = obj[name]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise MalformedInput(f"field {name!r} must be an integer", value)
    if not isinstance(value, kind):
        raise MalformedInput(f"field {name!r} must be of type {kind.__name__}", value)
    return value


def _lang(obj: Mapping[str, Any]) -> str:
    lang = _field(obj, "lang", str, i18n.DEFAULT_LANGUAGE)
    if lang not in i18n.LANGUAGES:
        raise MalformedInput(f"unknown language {lang!r}; choose one of {', '.join(i18n.LANGUAGES)}", lang)
    return lang


def _session(obj: Mapping[str, Any]) -> Session:
    gid = _field(obj, "id", str)
    session = _sessions.get(gid)
    if session is None:
        raise MalformedInput(f"no game with id {gid!r}", gid)
    return session


def _seat(obj: Mapping[str, Any], session: Session, name: str = "seat", default: Any = ...) -> int:
    seat = _field(obj, name, int, default)
    if not 0 <= seat < session.game.num_seats:
        raise MalformedInput(f"no seat {seat} in this game (seats 0..{session.game.num_seats - 1})", seat)
    return seat


def _seats(value: Any, count: int) -> list[str]:
    if not isinstance(value, list) or len(value) != count:
        raise MalformedInput(f"seats must be a list of {count} entries", value)
    for entry in value:
        if entry not in SEAT_KINDS:
            raise MalformedInput(f"a seat must be one of {', '.join(SEAT_KINDS)}", entry)
    return list(value)


def _first_human(seats: list[str]) -> int:
    return next((i for i, s in enumerate(seats) if s == "human"), 0)


def _register(game: Game, seats: list[str]) -> str:
    global _counter
    _counter += 1
    gid = f"g{_counter}"
    _sessions[gid] = Session(game, seats)
    return gid


def _save(session: Session) -> dict[str, Any]:
    return {**session.game.save(), "seats": list(session.seats)}


def _answer(gid: str, session: Session, seat: int, lang: str) -> dict[str, Any]:
    return {"id": gid, "view": _view(session, seat, lang), "save": _save(session)}


def _view(session: Session, seat: int, lang: str) -> dict[str, Any]:
    view = session.game.view(seat, lang)
    view["players"] = list(session.seats)
    return view


# -- commands ------------------------------------------------------------------------------------

def _cmd_games(obj: Mapping[str, Any]) -> dict[str, Any]:
    lang = _lang(obj)
    out = []
    for name in GAMES:
        mod = game_module(name)
        out.append({"name": name, "title": mod.title(lang), "seats": list(mod.SEATS),
                    "options": describe_options(mod.GAME.Options), "levels": list(LEVELS)})
    return {"games": out, "languages": list(i18n.LANGUAGES)}


def _cmd_new_game(obj: Mapping[str, Any]) -> dict[str, Any]:
    name = _field(obj, "game", str)
    seed = obj.get("seed")
    game = new_game(name, _field(obj, "options", dict, None), seed, _field(obj, "deal", dict, None))
    seats = obj.get("seats", ["human"] * game.num_seats)
    if "fill" in obj:
        fill = _field(obj, "fill", str)
        if fill not in SEAT_KINDS:
            raise MalformedInput(f"fill must be one of {', '.join(SEAT_KINDS)}", fill)
        if not isinstance(seats, list) or len(seats) > game.num_seats:
            raise MalformedInput(f"seats must be a list of at most {game.num_seats} entries", seats)
        seats = seats + [fill] * (game.num_seats - len(seats))
    seats = _seats(seats, game.num_seats)
    gid = _register(game, seats)
    session = _sessions[gid]
    return _answer(gid, session, _seat(obj, session, "view_seat", _first_human(seats)), _lang(obj))


def _cmd_view(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = _session(obj)
    return {"view": _view(session, _seat(obj, session), _lang(obj))}


def _cmd_act(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = _session(obj)
    seat = _seat(obj, session)
    lang = _lang(obj)
    action = _field(obj, "action", str)
    before = len(session.game.events)
    session.game.apply(seat, action, lang)
    return {"view": _view(session, seat, lang), "save": _save(session),
            "events": session.game.events_for(seat, before, lang)}


def _cmd_ai_move(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = _session(obj)
    game = session.game
    lang = _lang(obj)
    mover = game.to_move()
    if mover is None:
        raise MalformedInput("the game is over; nobody moves")
    kind = session.seats[mover]
    if not kind.startswith("ai:"):
        raise MalformedInput(f"seat {mover} is played by a person, not the computer", mover)
    viewer = _seat(obj, session, "view_seat", _first_human(session.seats))
    player = make_player(game.name, kind[3:])
    action = player.choose(game.view(mover), seed_from(game.seed, len(game.history), mover))
    before = len(game.events)
    game.apply(mover, action)
    return {"action": action, "seat": mover, "view": _view(session, viewer, lang), "save": _save(session),
            "events": game.events_for(viewer, before, lang)}


def _cmd_explain(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = _session(obj)
    seat = _seat(obj, session)
    action = _field(obj, "action", str)
    if session.game.to_move() == seat and action in session.game.legal_ids(seat):
        return {"legal": True, "reason": None}
    lang = _lang(obj)
    if session.game.is_over:
        reason = i18n.tr("core.error.game_over", lang)
    elif session.game.to_move() != seat:
        reason = i18n.tr("core.error.not_your_turn", lang, seat=seat + 1, mover=session.game.to_move() + 1)
    else:
        reason = session.game.reason_illegal(seat, action, lang)
    return {"legal": False, "reason": reason}


def _cmd_log(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = _session(obj)
    since = _field(obj, "since", int, 0)
    if since < 0:
        raise MalformedInput("field 'since' must not be negative", since)
    return {"log": session.game.events_for(_seat(obj, session), since, _lang(obj))}


def _cmd_save(obj: Mapping[str, Any]) -> dict[str, Any]:
    return {"save": _save(_session(obj))}


def _cmd_load(obj: Mapping[str, Any]) -> dict[str, Any]:
    save = obj.get("save")
    if not isinstance(save, dict):
        raise CorruptSave("field 'save' must be an object", save)
    game = load(save)
    try:
        seats = _seats(save.get("seats", ["human"] * game.num_seats), game.num_seats)
    except MalformedInput as exc:
        raise CorruptSave(str(exc), save.get("seats")) from exc
    gid = _register(game, seats)
    session = _sessions[gid]
    return _answer(gid, session, _seat(obj, session, "view_seat", _first_human(seats)), _lang(obj))


def _cmd_close(obj: Mapping[str, Any]) -> dict[str, Any]:
    _session(obj)
    del _sessions[obj["id"]]
    return {}


def _cmd_rules_help(obj: Mapping[str, Any]) -> dict[str, Any]:
    mod = game_module(_field(obj, "game", str))
    return {"help": mod.rules_help(_lang(obj))}


_COMMANDS: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
    "games": _cmd_games,
    "new_game": _cmd_new_game,
    "view": _cmd_view,
    "act": _cmd_act,
    "ai_move": _cmd_ai_move,
    "explain": _cmd_explain,
    "log": _cmd_log,
    "save": _cmd_save,
    "load": _cmd_load,
    "close": _cmd_close,
    "rules_help": _cmd_rules_help,
}
