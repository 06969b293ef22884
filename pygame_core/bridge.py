"""The only surface JavaScript calls: one JSON request in, one JSON answer out.

Every request is an object with a ``cmd``; every answer is ``{"ok": true, ...}`` or
``{"ok": false, "error": {"code", "message", "value"}}``. A refused request leaves every game
exactly as it was (an action is checked before it changes anything, and an unexpected failure
restores the game from a copy taken before the call).

Commands (fields in brackets are optional):

Every command takes an optional ``deck`` (``french``, ``german`` or ``four``; default ``french``): the deck whose
names the answer's texts give the cards ("Ober of hearts" with ``german``); it changes no action id and no save.

``games``
    the registered games: name, title, seat counts, options (with docs and choices), strengths.
``new_game`` game, [options], [seed], [deal], seats, [fill], [names], [view_seat], [lang]
    starts a match; ``seats`` lists each seat as ``"human"`` or ``"ai:easy|medium|hard|random"``
    (or ``"ai:expert"`` in a game that offers it).
    ``names`` names each seat in every text: ``{"you": true}``, ``{"computer": true}``, ``{"name": "Anna"}`` (1-20
    printable characters) or ``null`` ("Player N"); by default the one person against the computer is "You" and
    the computer players "Computer", and in hot-seat every seat is "Player N". With ``fill``, ``names`` may name
    only the first seats.
    With ``fill`` (one such kind), ``seats`` may name only the first seats and ``fill`` plays the rest
    (the number of seats can follow from the options, e.g. Strand-Cup's ``players``).
    Answers ``id``, ``view`` (of ``view_seat``, default the first human seat) and ``save``.
``view`` id, seat, [lang]
    the view of one seat. Every view a session answers adds ``players`` (each seat's kind), ``summary`` (the
    score in a few words) and ``seat_result``: null while the match runs, then the seat's ``{"result": "won" | "lost" |
    "draw", "score"}`` (``Game.seat_result``: the score in the game's own unit, or null).
``act`` id, seat, action, [lang]
    applies action ``action`` (an id from the view's ``legal``) for ``seat``; answers the seat's new view and save,
    and ``events`` (the log lines it added; one the game sounds carries ``sound``: deal, card, point or goal).
``ai_move`` id, [view_seat], [lang]
    lets the computer player of the seat to move choose and act; answers ``action`` and the view of ``view_seat``
    (and ``events`` as ``act`` does).
``undo`` id, seat, [lang]
    takes back ``seat``'s last decision and the computer's replies after it (the save's actions replayed from the
    seed up to before it, so the cards come out the same) and answers the seat's view, save and ``events`` (the log
    line that a move was taken back). Only against the computer: refused (``undo_refused``, nothing changed) in
    hot-seat (another person may have seen the cards), for a computer's seat, before the seat's first decision and
    once the match is over. Views carry ``undo_used`` (a move was taken back in this match: the save's ``undos``)
    and ``can_undo`` (the seat may take a move back now); a legal action that ends something at once carries
    ``confirm``, the question to ask before it is taken (``Game.confirmation``).
``hint`` id, seat, [lang]
    what the hard computer player would do for ``seat`` now, deciding from the seat's view only (seeded from the
    match's seed and position: the same position, the same hint): ``action`` (a legal id) and ``text`` (why, naming
    the rule or idea). Refused (``hint_refused``, nothing changed) for a seat not to move, a computer's seat and
    once the match is over. The match's save counts it (``hints``: the action counts at which hints were given);
    views carry ``hint_used``.
``review`` id, seat, [lang], [start], [count]
    the seat's decisions (positions where it had a choice) replayed from the save: ``decisions``, each
    ``{ply, chosen, best, loss, noise, costly, value, chosen_value, text, verdict, chosen_label, best_label}``
    (``loss`` >= 0 in ``unit``: what ``chosen`` cost against ``best`` in a few playouts; ``costly``: clearly above
    the ``noise``; ``verdict``: that in the game's words, :mod:`pygame_core.ai.advice`), ``total`` and ``next`` (the
    index of the
    next decision for a review done in parts from ``start``, ``count`` at a time; ``null`` at the end).
``review_try`` id, seat, ply, action, [lang]
    "try again" at the review's decision ``ply`` of ``seat``: ``action`` (legal there) judged by the review's loss
    against the hard player's choice: ``{right, action, best, loss, noise, text}``, right when the loss is within
    the noise (:mod:`pygame_core.ai.advice`). A ply that is not a decision of the seat, or an action not legal
    there, is refused (``malformed_input``, nothing changes).
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
``share`` id, seat, [full], [lang]
    what an exported file / shared link of the match holds (``file``) and the link's packed text (``packed``):
    the save when the match is over or ``full`` is true, else only what ``seat`` saw (no hidden card of others).
    ``step``: the position it is shared from (the link opens there: ``#replay=<packed>&step=<step>``).
    A share too long for a link (``replay.MAX_LINK``) has ``packed: null`` and ``link_fits: false``; its ``file``
    opens whatever its length (packed as a link's text, ``{format, kind: "packed", packed}``, past 1 MB of JSON).
``replay_open`` one of: packed (a link's text), file (an exported file), example + game, script; [seat], [lang]
    opens a replay to step through; answers ``rid`` and ``replay`` (game, count of positions, seat, seats, kind,
    switch_seats, title).
``replay_step`` rid, step, [seat], [lang]
    position ``step`` of a replay: ``view`` (of ``seat``), ``events`` (the log lines it added), ``caption``.
``replay_close`` rid
    forgets a replay.
``examples`` [game], [lang]
    the scripted rules examples: game, name, title; then the game's puzzles (scripts in the studio's format with
    "Your move" steps), each also with ``puzzle: true`` and ``source`` (what ``replay_open`` takes to open it).
    ``script_check`` also takes a built-in example's link or embed code (``game=...&example=...``): it answers that
    example in the studio's format, so the studio opens it.
``tutorial_start`` game, [moves], [lang]
    starts the game's guided first game (``core/tutorial.py``): answers ``tid``, ``view`` (the learner's) and
    ``lesson`` (``{title, intro, text, expected, number, of, made, done, real_game}``: the instruction of the step).
    ``moves`` (default 0): the learner's moves already made, made again at once (a page reloaded mid-lesson
    resumes it where it was); more than the lesson has is a ``malformed_input`` error.
``tutorial_act`` tid, action, [lang]
    the learner's move: the lesson's move is made with the computer's scripted replies (``correct: true``, the new
    view, the step and ``events``); any other move changes nothing (``correct: false`` and ``why``, the reason).
``tutorial_close`` tid
    forgets a guided first game.
``script_check`` script, [lang]
    checks a script (an object, or a pasted link or embed code holding one) and answers ``steps`` (each move:
    ``{step, seat, action, text, choices, caption, puzzle}``), ``captions``, ``title``, ``seat``, ``open``,
    ``puzzles``, ``script`` (the object) and the link's size (``link_chars``, ``link_fits``); or an error naming the
    first step that does not play ("step N", N moves played before it) and what was legal there.
``puzzle_check`` script, step, action, [lang]
    judges the reader's answer ``action`` at position ``step`` of ``script`` (a move of the script's seat with a
    choice): ``{correct, best, loss, text, exact, unit, percent}`` (:mod:`pygame_core.ai.puzzle`).
``daily`` game, date, [today]
    the daily deal of ``game`` on ``date`` (``YYYY-MM-DD``, UTC's calendar; issue 35): ``{seed, options, date}``,
    the seed the sha256 of a fixed text naming the game and the date (:func:`fair.daily_seed`): the same on every
    device. A malformed date, a day not in the calendar, a year past 9999 or a date more than a day after ``today``
    (the caller's ``YYYY-MM-DD``; default today in UTC) is refused (``malformed_input``).
    ``new_game`` with ``daily`` (a date, and optionally ``today``) starts that day's deal: no ``seed``, ``deal`` or
    ``options`` may be given with it; its save and a replay of it carry ``daily`` (the date), and opening such a save
    or link checks that its seed and options are that date's (else ``corrupt_save``).
``daily_press`` game, record, [match], [today], [lang]
    what a press of a tile's "Daily deal" does on ``today`` (``YYYY-MM-DD``, default today in UTC; more than a day
    after this device's date is refused): ``record`` is the device's stored record of ``game``'s daily deals (any
    value: a damaged one is repaired, :mod:`pygame_core.core.daily`), ``match`` the game's match in progress on the
    device (``{daily: date | null, over}``, or null). Answers ``action``: ``start`` (today's deal; ``record`` then
    notes it as started, to store before it starts: one try a day), ``resume`` (today's is in progress) or ``show``
    (its result); ``record`` (to store when ``changed``), ``streak`` (days in a row) and ``streak_text`` (in ``lang``).
``daily_end`` id, seat, record, [today], [lang]
    the device's ``record`` after session ``id``'s daily deal (over) was played to its end: its day counts for the
    streak and it becomes ``last`` with ``seat``'s result and its replay link (``packed``, from step 0), once (a
    record that holds that day's result already is answered as it is). Answers ``date``, ``record``, ``changed``,
    ``streak`` and ``streak_text``; a match that is no daily deal or not over is refused (``malformed_input``).
``verify_deal`` game, options, seed, salt, commitment, save | actions
    checks a finished deal (issue 35): ``commitment_ok`` (the hex sha256 of ``<seed>:<salt>`` is ``commitment``),
    ``deal_ok`` (the ``actions``, or the ``save``'s, replay from ``seed`` with ``options``, and with a save every
    seat holds the same cards at every position as in the save), ``verified`` (both), ``commitment`` (the computed one)
    and ``positions`` (compared). ``new_game`` takes an optional ``salt`` (8-64 lower-case hex characters, the
    shell's ``crypto.getRandomValues``; default a fresh one from :mod:`secrets`): every view's ``fair`` is
    ``{commitment}`` while the match runs and ``{commitment, seed, salt}`` once it is over.
``keep_export`` device, exported
    the one file of everything a device keeps (issue 35, item 5; :mod:`pygame_core.core.keep`): ``device`` holds
    the stored ``saves`` (per game), ``stats``, ``daily`` (per game), ``settings`` and optionally ``practice``;
    ``exported`` is the time (ISO). Answers ``file`` (``{format, version, exported, ...sections}``) and ``text``.
``keep_import`` text, device, [lang]
    a file's ``text`` checked and merged into ``device`` (:func:`keep.merge`): ``{accepted: true, device,
    changed, copies, lines}`` (``device``: every section after the merge; ``changed``: which to write, sections and
    ``saves.<game>``; ``copies``: the matches to keep as copies, ``{game, raw}``; ``lines``: what is new, in
    ``lang``), or ``{accepted: false, reason, key}`` (too large, not JSON, not an export, a newer format, damaged:
    the reason in ``lang``; nothing is merged).
``rate`` game, rating, level, result, at
    the game's rating against the computer after a finished match (issue 35, item 3; :mod:`pygame_core.core.rating`):
    ``rating`` the stored record (``{value, rated, history}``, or null for a first rated match), ``level`` the
    computer's strength, ``result`` won, lost or draw, ``at`` the time (ms). Answers the new ``rating`` and the
    game's ``anchors`` (each strength as a rating). A record out of shape or a strength without an anchor is
    refused (``malformed_input``). ``games`` gives each game's ``rating_anchors``.
``practice_review`` save, seat, [start], [count], [today]
    issue 35, item 1: the practice positions among ``seat``'s decisions ``start .. start+count`` of a finished
    match's ``save`` (each a costly decision of the review, as a script in the studio's format with its one puzzle
    step: :mod:`pygame_core.ai.practice`): ``{positions, total, next}``, ``next`` null at the end. ``today``
    (``YYYY-MM-DD``, default today in UTC) is the day they are made and first due.
``practice_due`` positions, [learned], [today], [game], [lang]
    which stored practice positions are due on ``today``: ``{due (ids, oldest first), counts (due per game), next
    (the next later due date or null), learned (positions learned per game: the record's ``learned``, ``{game:
    count}``, and any learned one still stored, never due), problems}``; ``problems`` names each position set aside
    (another rules version: never judged) or not found (an unknown game, damaged, moves that do not play; with
    ``game``, each of that game's is replayed to check it) with a message; nothing is changed or dropped.
``practice_add`` positions, new, [today]
    a review's ``new`` positions (as ``practice_review`` answered them) added to the stored ``positions`` with
    :data:`practice.MAX_PER_GAME` per game kept (:func:`practice.capped`): ``{added, dropped}``, the positions to
    add (not stored yet) and the ids of stored ones to remove (answered or not due, the highest boxes and the oldest
    first; one due and never answered is never dropped). A ``new`` entry that is not a position is refused.
``practice_answer`` position, action, [today], [lang]
    judges ``action`` at a practice position as ``puzzle_check`` does, and schedules it (right: a box up, back later;
    wrong: box 0, back the next day): the judgement, ``position`` (the position as it is to be stored) and
    ``learned`` (true: its second right answer in the top box retires it; the shell removes it from its record and
    counts it in ``learned``). A position set aside or not found is refused (``malformed_input``, with the reason).
``embed_config`` params, [lang]
    checks an embed's URL parameters (all strings) and answers what to show: ``config``
    (see :func:`_cmd_embed_config`); a bad parameter is a ``malformed_input`` error naming it.
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional

from . import ALL_LEVELS, examples, game_class, load, make_player, new_game
from .ai import advice, practice, puzzle
from .core import daily, fair, i18n, jsontext, keep, rating, registry, replay, tutorial
from .core.errors import CorruptSave, GameError, MalformedInput, UndoRefused, excerpt
from .core.game import Game, action_marks
from .core.options import describe_options, options_to_json, parse_options
from .core.rng import MAX_SEED, seed_from

#: How a seat is played (a strength above hard only in a game that offers it: :func:`_offered_levels`).
SEAT_KINDS = ("human",) + tuple(f"ai:{level}" for level in ALL_LEVELS + ("random",))


@dataclass
class Session:
    game: Game
    seats: list[str]
    #: The action counts at which hints were given (the save's ``hints``).
    hints: tuple[int, ...] = ()
    #: The date of the daily deal this match is (issue 35), else ``None``.
    daily: Optional[str] = None


_sessions: dict[str, Session] = {}
_tutorials: dict[str, tutorial.Tutorial] = {}
_replays: dict[str, replay.Replay] = {}
_counter = 0


def handle(request: str) -> str:
    """Answer one JSON request with one JSON answer. Never raises, and always answers valid JSON (no NaN)."""
    try:
        answer = handle_obj_text(request)
        return json.dumps(answer, separators=(",", ":"), allow_nan=False)
    except Exception as exc:  # an answer that cannot be written (a bug): say so, in valid JSON
        return json.dumps({"ok": False, "error": {"code": "internal_error",
                                                  "message": f"{type(exc).__name__}: the answer could not be written"}})


def handle_obj_text(request: str) -> dict[str, Any]:
    try:
        obj = jsontext.loads(request)
    except (TypeError, ValueError, RecursionError) as exc:
        reason = "it is nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        return _error(MalformedInput(f"the request is not JSON: {reason}"))
    return handle_obj(obj)


def handle_obj(obj: Any) -> dict[str, Any]:
    """Answer one request already parsed from JSON."""
    if not isinstance(obj, dict):
        return _error(MalformedInput("a request must be a JSON object", _echo(obj)))
    cmd = obj.get("cmd")
    handler = _COMMANDS.get(cmd) if isinstance(cmd, str) else None
    if handler is None:
        return _error(MalformedInput(f"unknown command {_echo(cmd)!r}; known: {', '.join(sorted(_COMMANDS))}",
                                     _echo(cmd)))
    session = _sessions.get(obj["id"]) if isinstance(obj.get("id"), str) else None
    backup = session.game.clone() if session is not None else None
    try:
        with i18n.showing_deck(_deck(obj)):
            return {"ok": True, **handler(obj)}
    except GameError as exc:
        return _error(exc)
    except Exception as exc:  # a bug: restore the game, report, never lose it
        if session is not None and backup is not None:
            session.game = backup
        return {"ok": False, "error": {"code": "internal_error", "message": f"{type(exc).__name__}: {exc}"[:500]}}


#: An offending value is echoed back only while it is small and plain.
_ECHO_LIMIT = 200


def _echo(value: Any) -> Any:
    """``value`` as an error may echo it: small plain values as they are, anything else as a short text."""
    if value is None or isinstance(value, (bool, int, str)) and len(str(value)) <= _ECHO_LIMIT:
        return value
    text = repr(value) if not isinstance(value, (dict, list)) else type(value).__name__
    return text[:_ECHO_LIMIT]


#: An error message is at most this long (what it quotes is an excerpt already: ``errors.excerpt``; this is the
#: net for a message that quotes more, e.g. a game's own text around a value).
MAX_MESSAGE = 500


def _short(message: str) -> str:
    return message if len(message) <= MAX_MESSAGE else f"{message[:MAX_MESSAGE]}... ({len(message)} characters)"


def _error(exc: GameError) -> dict[str, Any]:
    error = exc.to_json()
    error["message"] = _short(str(error["message"]))
    if "value" in error:
        error["value"] = _echo(error["value"])
    return {"ok": False, "error": error}


# -- field access --------------------------------------------------------------------------------

def _field(obj: Mapping[str, Any], name: str, kind: type, default: Any = ...) -> Any:
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


def _lang(obj: Mapping[str, Any]) -> str:
    lang: str = _field(obj, "lang", str, i18n.DEFAULT_LANGUAGE)
    if lang not in i18n.LANGUAGES:
        raise MalformedInput(f"unknown language {excerpt(lang)}; choose one of {', '.join(i18n.LANGUAGES)}", lang)
    return lang


def _deck(obj: Mapping[str, Any]) -> str:
    """The deck the request's texts name the cards by (``deck``, any command; default French): names only, never
    an action id or a save."""
    deck: str = _field(obj, "deck", str, i18n.DEFAULT_DECK)
    if not registry.knows_deck(deck):  # (the decks the games declare)
        raise MalformedInput(f"unknown deck {excerpt(deck)}; choose one of {', '.join(registry.decks())}", deck)
    return deck


def _session(obj: Mapping[str, Any]) -> Session:
    gid = _field(obj, "id", str)
    session = _sessions.get(gid)
    if session is None:
        raise MalformedInput(f"no game with id {excerpt(gid)}", gid)
    return session


def _seat(obj: Mapping[str, Any], session: Session, name: str = "seat", default: Any = ...) -> int:
    seat: int = _field(obj, name, int, default)
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


def _offered_levels(seats: list[str], game_name: str) -> list[str]:
    """The seats, if every computer's strength is one this game offers (``GameInfo.levels``, or ``random``)."""
    offered = registry.get(game_name).levels
    for kind in seats:
        if kind.startswith("ai:") and kind[3:] not in offered + ("random",):
            raise MalformedInput(f"{game_name} has no computer strength {kind[3:]!r}; it offers "
                                 f"{', '.join(offered)}", kind)
    return seats


def default_names(seats: list[str]) -> Optional[list[Optional[dict[str, bool]]]]:
    """The seat names a match of ``seats`` gets when none are given (and an old save without names): the one
    person among computer players is "You", computer players are "Computer"; hot-seat seats "Player N"."""
    if all(kind == "human" for kind in seats):
        return None
    alone = seats.count("human") == 1
    return [({"you": True} if alone else None) if kind == "human" else {"computer": True} for kind in seats]


def _first_human(seats: list[str]) -> int:
    return next((i for i, s in enumerate(seats) if s == "human"), 0)


def _register(game: Game, seats: list[str]) -> str:
    global _counter
    _counter += 1
    gid = f"g{_counter}"
    _sessions[gid] = Session(game, seats)
    return gid


def _save(session: Session) -> dict[str, Any]:
    hints = [min(mark, len(session.game.history)) for mark in session.hints]  # a hint before an undo still counts
    return {**session.game.save(), "seats": list(session.seats), **({"hints": hints} if session.hints else {}),
            **({"daily": session.daily} if session.daily is not None else {})}


def _answer(gid: str, session: Session, seat: int, lang: str) -> dict[str, Any]:
    return {"id": gid, "view": _view(session, seat, lang), "save": _save(session)}


def _view(session: Session, seat: int, lang: str) -> dict[str, Any]:
    """``seat``'s view with the session's fields, each declared in ``core.contract.SESSION`` (and a legal
    action's ``confirm`` in ``core.contract.LEGAL_ACTION``)."""
    view = session.game.view(seat, lang)
    view["players"] = list(session.seats)
    view["summary"] = session.game.summary(lang)
    view["seat_result"] = session.game.seat_result(seat)
    view["undo_used"] = bool(session.game.undos)
    view["hint_used"] = bool(session.hints)
    view["can_undo"] = _undo_refusal(session, seat) is None
    _mark_confirmations(session.game, view, seat, lang)
    return view


def _mark_confirmations(game: Game, view: dict[str, Any], seat: int, lang: str) -> None:
    """Each legal action the game asks a person to confirm gets its question as ``confirm``."""
    if not view.get("legal") or type(game).confirmation is Game.confirmation:
        return
    actions = {action.id: action for action in game.legal_actions(seat)}
    for entry in view["legal"]:
        action = actions.get(entry.get("id"))
        question = game.confirmation(action, lang) if action is not None else None
        if question is not None:
            entry["confirm"] = question


def _undo_refusal(session: Session, seat: int) -> Optional[str]:
    """``None`` if ``seat`` may take its last decision back now, else the message key of why not."""
    if session.seats.count("human") > 1:
        return "core.undo.hotseat"  # another person at the device may have seen the cards
    if session.seats[seat] != "human":
        return "core.undo.computer"
    if session.game.is_over:
        return "core.undo.over"
    if session.game.last_decision(seat) is None:
        return "core.undo.nothing"
    return None


# -- commands ------------------------------------------------------------------------------------

def _cmd_games(obj: Mapping[str, Any]) -> dict[str, Any]:
    lang = _lang(obj)
    out = []
    for info in registry.all_games():
        out.append({"name": info.name, "title": info.title(lang), "pitch": info.pitch(lang), "seats": list(info.seats),
                    "options": describe_options(info.game.Options), "levels": list(info.levels),
                    "table": info.table, "stylesheet": info.stylesheet, "terms": "|".join(info.term_names()),
                    "emblem": info.emblem.to_json(),
                    "seat_teams": info.seat_teams(lang) if info.seat_teams else [],
                    "rating_anchors": rating.anchors(info.name),
                    "catalogue": dict(info.catalogue(lang)) if info.catalogue is not None else {}})
    return {"games": out, "languages": list(i18n.LANGUAGES)}


def _cmd_new_game(obj: Mapping[str, Any]) -> dict[str, Any]:
    name = _field(obj, "game", str)
    seed = obj.get("seed")
    daily = _daily_request(obj, name)
    options = _field(obj, "options", dict, None)
    if daily is not None:
        seed, options = daily["seed"], daily["options"]
    game = new_game(name, options, seed, _field(obj, "deal", dict, None))
    game.salt = fair.checked_salt(obj["salt"]) if "salt" in obj else fair.new_salt()
    seats = obj.get("seats", ["human"] * game.num_seats)
    if "fill" in obj:
        fill = _field(obj, "fill", str)
        if fill not in SEAT_KINDS:
            raise MalformedInput(f"fill must be one of {', '.join(SEAT_KINDS)}", fill)
        if not isinstance(seats, list) or len(seats) > game.num_seats:
            raise MalformedInput(f"seats must be a list of at most {game.num_seats} entries", seats)
        seats = seats + [fill] * (game.num_seats - len(seats))
    seats = _offered_levels(_seats(seats, game.num_seats), game.name)
    names = obj["names"] if "names" in obj else default_names(seats)
    if "fill" in obj and isinstance(names, list) and len(names) < game.num_seats:  # the filled seats: "Player N"
        names = names + [None] * (game.num_seats - len(names))
    game.name_seats(names)
    return _start(game, seats, obj, daily=daily["date"] if daily is not None else None)


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
            "events": _sounded(session.game, session.game.events_for(seat, before, lang))}


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
    action = player.choose(game.observation(mover), seed_from(game.seed, len(game.history), mover))
    before = len(game.events)
    game.apply(mover, action)
    return {"action": action, "seat": mover, "view": _view(session, viewer, lang), "save": _save(session),
            "events": _sounded(game, game.events_for(viewer, before, lang))}


def _sounded(game: Game, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each event the game sounds gets its cue as ``sound`` (``Game.sound_cues``: deal, card, point, goal); the
    shell plays it and names no event of any game (issue 22, item 3)."""
    cues = type(game).sound_cues
    for event in events:
        cue = cues.get(event.get("type", ""))
        if cue is not None:
            event["sound"] = cue
    return events


def _cmd_undo(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = _session(obj)
    seat = _seat(obj, session)
    lang = _lang(obj)
    refusal = _undo_refusal(session, seat)
    if refusal is not None:
        with i18n.naming(session.game.seat_names):
            raise UndoRefused(i18n.tr(refusal, lang), seat)
    game = session.game.taken_back(seat, lang)
    session.game = game
    return {"view": _view(session, seat, lang), "save": _save(session),
            "events": game.events_for(seat, len(game.events) - 1, lang)}


def _cmd_hint(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = _session(obj)
    seat = _seat(obj, session)
    found = advice.hint(session.game, seat, session.seats[seat], _lang(obj))
    if not session.hints or session.hints[-1] != len(session.game.history):  # one mark a position (action_marks)
        session.hints = session.hints + (len(session.game.history),)
    return {**found, "save": _save(session)}


def _cmd_review(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = _session(obj)
    seat = _seat(obj, session)
    lang = _lang(obj)
    start = _field(obj, "start", int, 0)
    count = _field(obj, "count", int, None)
    if start < 0 or count is not None and count < 1:
        raise MalformedInput("start must not be negative and count must be at least 1", start if start < 0 else count)
    return advice.review(session.game.save(), seat, lang, start, count)


def _cmd_review_try(obj: Mapping[str, Any]) -> dict[str, Any]:
    """Issue 34: "Try again" at a reviewed decision: the move judged by the review's loss (:func:`advice.try_again`)."""
    session = _session(obj)
    seat = _seat(obj, session)
    ply = _field(obj, "ply", int)
    return advice.try_again(session.game.save(), seat, ply, _field(obj, "action", str), _lang(obj))


def _cmd_explain(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = _session(obj)
    seat = _seat(obj, session)
    reason = session.game.explain(seat, _field(obj, "action", str), _lang(obj))
    return {"legal": reason is None, "reason": reason}


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
        seats = _offered_levels(_seats(save.get("seats", ["human"] * game.num_seats), game.num_seats), game.name)
    except MalformedInput as exc:
        raise CorruptSave(str(exc), save.get("seats")) from exc
    if "names" not in save:  # a save from before seat names: named as its seats were played
        game.name_seats(default_names(seats))
    daily = _daily_of_save(save)
    return _start(game, seats, obj, action_marks(save.get("hints", []), len(game.history), "hints"), daily)


def _start(game: Game, seats: list[str], obj: Mapping[str, Any], hints: tuple[int, ...] = (),
           daily: Optional[str] = None) -> dict[str, Any]:
    """Register a new session once every field of the request is checked (a refused request leaves nothing)."""
    lang = _lang(obj)
    viewer = _field(obj, "view_seat", int, _first_human(seats))
    if not 0 <= viewer < game.num_seats:
        raise MalformedInput(f"no seat {viewer} in this game (seats 0..{game.num_seats - 1})", viewer)
    gid = _register(game, seats)
    _sessions[gid].hints = hints
    _sessions[gid].daily = daily
    try:
        return _answer(gid, _sessions[gid], viewer, lang)
    except BaseException:
        del _sessions[gid]
        raise


def _cmd_close(obj: Mapping[str, Any]) -> dict[str, Any]:
    _session(obj)
    del _sessions[obj["id"]]
    return {}


def _cmd_rules_help(obj: Mapping[str, Any]) -> dict[str, Any]:
    info = registry.get(_field(obj, "game", str))
    lang = _lang(obj)
    return {"help": info.rules_help(lang) if info.rules_help is not None else i18n.rules_summary(info.title(lang), [])}


def _cmd_share(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = _session(obj)
    seat = _seat(obj, session)
    full = _field(obj, "full", bool, False)
    shared = replay.share_file(session.game, seat, full, _lang(obj))
    if shared["kind"] == "save":
        shared["save"]["seats"] = list(session.seats)
        if session.daily is not None:
            shared["save"]["daily"] = session.daily
    offered = replay.share_answer(shared)
    return {"file": offered["file"], "packed": offered["packed"], "link_fits": offered["packed"] is not None,
            "full": shared["kind"] == "save", "over": session.game.is_over,
            "step": len(session.game.history)}  # the position it is shared from: a link opens there


def _replay_from_packed(text: Any) -> replay.Replay:
    """A replay of a link's text: what it may hold (bytes, positions) follows the text's length."""
    shared = replay.unpack(text)  # (a text: checked there)
    return _replay_from_file(shared, replay.steps_limit(len(text)))


def _replay_from_file(shared: Any, max_steps: Optional[int] = None) -> replay.Replay:
    """A replay of an exported file or a link's unpacked object (untrusted). ``max_steps``: the most positions it
    may have (a link's, by its length), else as many as the file holds."""
    if not isinstance(shared, dict) or shared.get("format") != replay.SHARE_FORMAT:
        raise CorruptSave(f"this is not a replay file (format {replay.SHARE_FORMAT!r} expected)",
                          shared.get("format") if isinstance(shared, dict) else None)
    kind = shared.get("kind")
    if kind == "packed" and max_steps is None:  # a file of a long match: its JSON packed as a link's
        return _replay_from_packed(shared.get("packed"))
    if kind == "save":
        save = shared.get("save")
        if not isinstance(save, dict):
            raise CorruptSave("a replay file needs its save", save)
        cls = _game_class_of(save.get("game"))
        seat = shared.get("seat", 0)
        if "names" not in save and isinstance(save.get("seats"), list) and all(
                kind in SEAT_KINDS for kind in save["seats"]):  # a link from before seat names
            save = {**save, "names": default_names(save["seats"])}
        daily = _daily_of_save(save)
        opened = replay.replay_of_save(cls, save, seat if isinstance(seat, int) else 0, max_steps=max_steps)
        opened.again = _deal_again(save)
        opened.daily = daily
        if daily is not None:  # the viewer's title says whose day's deal it is (the date checked above)
            title = registry.get(cls.name).title
            opened.title_with(lambda lang: i18n.tr("core.daily.replay_title", lang, game=title(lang), date=daily))
        return opened
    if kind == "seat":
        cls = _game_class_of(shared.get("game"))
        info = registry.get(cls.name)
        return replay.replay_of_record(shared, cls.readable_versions(), info.view_contract, info.seats, max_steps)
    raise CorruptSave(f"unknown kind of replay {excerpt(kind)}", kind)


def _deal_again(save: Mapping[str, Any]) -> dict[str, Any]:
    """What "Play this deal again" starts from a full save (it replayed, so its options and seed are good): the same
    options, seed, first deal and seats (seats that are not valid kinds: the default, you against medium)."""
    seats = save.get("seats")
    if not (isinstance(seats, list) and all(kind in SEAT_KINDS for kind in seats)):
        seats = None
    return {"options": save.get("options") or {}, "seed": save.get("seed"), "deal": save.get("deal"), "seats": seats}


def _game_class_of(name: Any) -> type[Game]:
    try:
        return game_class(name)
    except GameError as exc:
        raise CorruptSave(f"this replay is of an unknown game {excerpt(name)}", name) from exc


def _replay_of_example(game: str, name: str) -> replay.Replay:
    found = examples(game)
    if name not in found and name in _puzzles_of(game):  # a built-in puzzle: a script in the studio's format
        return _opened_script(_puzzles_of(game)[name])[0]
    if name not in found:
        known = ", ".join(sorted(found) + sorted(_puzzles_of(game))) or "none"
        raise MalformedInput(f"{game} has no example {excerpt(name)}; known: {known}", name)
    script = found[name]
    cls = game_class(game)
    caption, title = replay.script_captions(script)
    # (an example's captions name its seats "Player 1", "Player 2": its views keep those names)
    return replay.replay_of_save(cls, script.save(cls.version), script.seat, caption, title, kind="example")


def _replay_of_script(obj: Any) -> replay.Replay:
    """A blogger's own script (``{game, options, seed, deal, actions, captions, seat, title, open, puzzles}``):
    every move checked (an error names the first step that does not play), captions in the reader's language."""
    return _opened_script(obj)[0]


def _cmd_replay_open(obj: Mapping[str, Any]) -> dict[str, Any]:
    global _counter
    sources = [key for key in ("packed", "file", "example", "script") if key in obj]
    if len(sources) != 1:
        raise MalformedInput("give exactly one of packed, file, example (with game) or script", sources)
    source = sources[0]
    if source == "packed":
        opened = _replay_from_packed(obj["packed"])
    elif source == "file":
        opened = _replay_from_file(obj["file"])
    elif source == "example":
        opened = _replay_of_example(_field(obj, "game", str), _field(obj, "example", str))
    else:
        opened = _replay_of_script(obj["script"])
    seat = obj.get("seat")
    lang = _lang(obj)
    if seat is not None:
        opened.step(0, seat, i18n.DEFAULT_LANGUAGE)  # checks the seat
        opened.seat = seat
    _counter += 1
    rid = f"r{_counter}"
    _replays[rid] = opened
    return {"rid": rid, "replay": opened.summary(lang)}


def _replay(obj: Mapping[str, Any]) -> replay.Replay:
    rid = _field(obj, "rid", str)
    found = _replays.get(rid)
    if found is None:
        raise MalformedInput(f"no replay with id {excerpt(rid)}", rid)
    return found


def _cmd_replay_step(obj: Mapping[str, Any]) -> dict[str, Any]:
    opened = _replay(obj)
    seat = obj.get("seat")
    return opened.step(_field(obj, "step", int), seat, _lang(obj))


def _cmd_replay_close(obj: Mapping[str, Any]) -> dict[str, Any]:
    _replay(obj)
    del _replays[obj["rid"]]
    return {}


def _cmd_examples(obj: Mapping[str, Any]) -> dict[str, Any]:
    lang = _lang(obj)
    names = [_field(obj, "game", str)] if "game" in obj else registry.names()
    out = []
    for name in names:
        for key, script in examples(name).items():
            out.append({"game": name, "name": key, "title": i18n.tr(script.title, lang)})
        out.extend(_listed_puzzles(name, lang))
    return {"examples": out}


#: The URL parameters of embed.html, each with what it takes (documented in README "Embedding").
EMBED_PARAMS = {
    "game": "the game's name (the bridge's games command lists them)",
    "options": "the game's options as JSON, e.g. {\"players\":6}",
    "seats": "who plays each seat, comma separated: human, easy, medium, hard (default: you against medium)",
    "seed": "a whole number: the same seed deals the same cards",
    "example": "the name of a scripted rules example of the game",
    "tutorial": "1: the game's guided first game first (then a real game with the other parameters)",
    "script": "your own scripted example, packed (see README)",
    "replay": "a shared replay, packed",
    "step": "the position a scripted example or replay opens at (0 = the deal)",
    "lang": "the language: en, de or nl",
    "deck": "the cards' pictures and names: french (default), german (the Austrian double-German deck) or four "
            "(French in four colours); games without such cards ignore it",
    "start": "when the engine starts: visible (default: when the frame is scrolled into view), click, now",
    "sound": "the table's sounds: off (default) or on (a person can switch them on the table)",
    "table": "generic: the plain table every game can be shown on instead of the game's own (the shell reads it)",
}


def _cmd_embed_config(obj: Mapping[str, Any]) -> dict[str, Any]:
    """Check an embed's URL parameters. Answers ``config``: ``{mode: "game", game, options, seats, seed}`` or
    ``{mode: "replay", source: {...replay_open fields}, step}``, plus ``lang``, ``start`` and (when given) ``deck``."""
    params = _field(obj, "params", dict)
    unknown = sorted(set(params) - set(EMBED_PARAMS))
    if unknown:
        raise MalformedInput(f"unknown parameter {excerpt(unknown[0])}; known: {', '.join(EMBED_PARAMS)}", unknown[0])
    for key, value in params.items():
        if not isinstance(value, str):
            raise MalformedInput(f"parameter {excerpt(key)} must be text", value)
    lang = params.get("lang", i18n.DEFAULT_LANGUAGE)
    if lang not in i18n.LANGUAGES:
        raise MalformedInput(f"lang must be one of {', '.join(i18n.LANGUAGES)}, not {excerpt(lang)}", lang)
    start = params.get("start", "visible")
    if start not in ("visible", "click", "now"):
        raise MalformedInput(f"start must be visible, click or now, not {excerpt(start)}", start)
    sound = params.get("sound", "off")
    if sound not in ("on", "off"):
        raise MalformedInput(f"sound must be on or off, not {excerpt(sound)}", sound)
    step = _whole_number(params, "step", 0)
    config: dict[str, Any] = {"lang": lang, "start": start, "sound": sound}
    if "deck" in params:  # (without it the reader's own deck setting holds)
        if not isinstance(params["deck"], str) or not registry.knows_deck(params["deck"]):
            raise MalformedInput(f"deck must be one of {', '.join(registry.decks())}, not {excerpt(params['deck'])}",
                                 params["deck"])
        config["deck"] = params["deck"]
    if "replay" in params or "script" in params:
        if "game" in params or "example" in params:
            raise MalformedInput("give either replay/script or game (with example), not both", "replay")
        key = "replay" if "replay" in params else "script"
        if key == "replay":
            source: dict[str, Any] = {"packed": params[key]}
            _replay_from_packed(params[key])  # checks it replays
        else:
            source = {"script": replay.unpack(params[key])}
            _replay_of_script(source["script"])
        return {"config": {**config, "mode": "replay", "source": source, "step": step}}
    if "game" not in params:
        raise MalformedInput("the embed needs a game: game=" + "|".join(registry.names()), "game")
    name = params["game"]
    info = registry.get(name)
    if "example" in params:
        _replay_of_example(name, params["example"])  # checks the name
        return {"config": {**config, "mode": "replay", "step": step,
                           "source": _example_source(name, params["example"])}}
    options = _json_param(params, "options", {})
    if not isinstance(options, dict):
        raise MalformedInput("options must be a JSON object", params.get("options"))
    seed = _whole_number(params, "seed", None)
    probe = new_game(name, options, seed if seed is not None else 0)  # checks options and seed
    seats = _embed_seats(params.get("seats"), probe.num_seats)
    tutorial_wanted = params.get("tutorial", "0")
    if tutorial_wanted not in ("0", "1"):
        raise MalformedInput(f"tutorial must be 1 or 0, not {excerpt(tutorial_wanted)}", tutorial_wanted)
    return {"config": {**config, "mode": "game", "game": name, "title": info.title(lang), "options": options,
                       "seed": seed, "seats": seats,
                       **({"tutorial": True} if tutorial_wanted == "1" and info.lesson() is not None else {})}}


def _whole_number(params: Mapping[str, str], key: str, default: Any) -> Any:
    """A parameter of ASCII digits only (``str.isdigit`` also takes "²" and other digits ``int`` refuses)."""
    if key not in params:
        return default
    text = params[key]
    if not 0 < len(text) <= 19 or not text.isascii() or not text.isdigit():
        raise MalformedInput(f"{key} must be a whole number, not {excerpt(text)}", text)
    return int(text)


def _json_param(params: Mapping[str, str], key: str, default: Any) -> Any:
    if key not in params:
        return default
    try:
        return jsontext.loads(params[key])
    except (ValueError, RecursionError) as exc:
        raise MalformedInput(f"{key} is not valid JSON: {exc}", params[key]) from exc


def _embed_seats(text: Optional[str], count: int) -> list[str]:
    """``human,hard`` -> ``["human", "ai:hard"]``; missing seats are medium computer players."""
    if text is None:
        return ["human"] + ["ai:medium"] * (count - 1)
    names = [part.strip() for part in text.split(",")]
    if len(names) > count:
        raise MalformedInput(f"seats names {len(names)} seats; this game has {count}", text)
    seats = []
    for part in names:
        kind = part if part.startswith("ai:") or part == "human" else f"ai:{part}"
        if kind not in SEAT_KINDS:
            raise MalformedInput(f"a seat is human, easy, medium or hard, not {excerpt(part)}", part)
        seats.append(kind)
    return seats + ["ai:medium"] * (count - len(seats))


def _tutorial(obj: Mapping[str, Any]) -> tutorial.Tutorial:
    tid = _field(obj, "tid", str)
    found = _tutorials.get(tid)
    if found is None:
        raise MalformedInput(f"no guided game with id {excerpt(tid)}", tid)
    return found


def _tutorial_answer(lesson: tutorial.Tutorial, lang: str) -> dict[str, Any]:
    view = lesson.game.view(lesson.lesson.seat, lang)
    view["summary"] = lesson.game.summary(lang)
    return {"view": view, "lesson": lesson.instruction(lang)}


def _cmd_tutorial_start(obj: Mapping[str, Any]) -> dict[str, Any]:
    global _counter
    name = _field(obj, "game", str)
    lang = _lang(obj)
    found = registry.get(name).lesson()
    if found is None:
        raise MalformedInput(f"{excerpt(name)} has no guided first game", name)
    started = tutorial.Tutorial(found, game_class(name))
    started.resume_at(_field(obj, "moves", int, 0))
    _counter += 1
    tid = f"t{_counter}"
    _tutorials[tid] = started
    return {"tid": tid, "game": name, **_tutorial_answer(started, lang)}


def _cmd_tutorial_act(obj: Mapping[str, Any]) -> dict[str, Any]:
    lesson = _tutorial(obj)
    lang = _lang(obj)
    why = lesson.act(_field(obj, "action", str), lang)
    if why is not None:
        return {"correct": False, "why": why, **_tutorial_answer(lesson, lang)}
    return {"correct": True, "events": lesson.events(lang), **_tutorial_answer(lesson, lang)}


def _cmd_tutorial_close(obj: Mapping[str, Any]) -> dict[str, Any]:
    _tutorial(obj)
    del _tutorials[obj["tid"]]
    return {}


# -- scripts and puzzles (issue 33): the studio's format, checked; a reader's answer judged ------------------------

#: Where a pasted link or embed code holds its script: ``script=<packed>``.
_SCRIPT_PARAM = re.compile(r"[?&;]script=([A-Za-z0-9_-]+)")


def _script_object(value: Any) -> dict[str, Any]:
    """A script as given: an object, or a text (a link, an embed code or the packed text itself) holding one."""
    if isinstance(value, dict):
        return value
    if not isinstance(value, str) or not value.strip():
        raise MalformedInput("a script is an object, or a link or embed code of an example", _echo(value))
    found = _SCRIPT_PARAM.search(value.replace("&amp;", "&"))
    builtin = None if found else _builtin_script_in(value)
    if builtin is not None:
        return builtin
    text = found.group(1) if found else value.strip()
    try:
        return replay.unpack(text)
    except CorruptSave as exc:
        raise MalformedInput("this text is not an example's link or embed code (no script= with an example made "
                             f"here in it): {exc}", None) from exc


def _script_save(obj: Mapping[str, Any], cls: type[Game]) -> dict[str, Any]:
    return {"game": cls.name, "version": cls.version, "options": _field(obj, "options", dict, {}),
            "seed": _field(obj, "seed", int, 1), "deal": _field(obj, "deal", dict, None),
            "actions": obj.get("actions", []), **({"names": obj["names"]} if obj.get("names") is not None else {})}


def _script_seat(obj: Mapping[str, Any], cls: type[Game], save: Mapping[str, Any]) -> int:
    seat: int = _field(obj, "seat", int, 0)
    try:
        seats = cls.new(save["options"], save["seed"], save["deal"], cls.version).num_seats
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        raise MalformedInput(f"the script's game cannot start: {exc}") from exc
    if not 0 <= seat < seats:
        raise MalformedInput(f"the script's seat must be 0..{seats - 1}", seat)
    return seat


def _opened_script(obj: Any, lang: str = i18n.DEFAULT_LANGUAGE,
                   keep: Optional[int] = None) -> tuple[replay.Replay, replay.PlayedScript, dict[str, Any]]:
    """A script checked and opened: the replay, the moves as played (and the game after ``keep`` moves, if asked),
    and its checked texts."""
    texts = replay.check_custom_script(obj)
    cls = game_class(_field(obj, "game", str))
    save = _script_save(obj, cls)
    seat = _script_seat(obj, cls, save)
    played = replay.play_script(cls, save, seat, texts["puzzles"], lang, keep)
    captions, title = texts["captions"], texts["title"]
    try:
        opened = replay.replay_of_save(cls, save, seat, lambda k, lang: replay.text_in(captions[k], lang),
                                       lambda lang: replay.text_in(title, lang), kind="script",
                                       legal_at=frozenset(texts["puzzles"]))
    except CorruptSave as exc:  # (play_script checked every move: this is a bug)
        raise MalformedInput(f"the script does not play: {exc}", exc.value) from exc
    opened.switch_seats = texts["open"]
    opened.puzzles = texts["puzzles"]
    return opened, played, texts


def _cmd_script_check(obj: Mapping[str, Any]) -> dict[str, Any]:
    lang = _lang(obj)
    script = _script_object(obj.get("script"))
    opened, played, texts = _opened_script(script, lang)
    puzzles = set(texts["puzzles"])
    steps = [{**move, "caption": replay.text_in(texts["captions"][move["step"]], lang),
              "puzzle": move["step"] in puzzles} for move in played.moves]
    link = replay.pack(script)
    return {"steps": steps, "count": opened.count, "captions": [replay.text_in(c, lang) for c in texts["captions"]],
            "title": replay.text_in(texts["title"], lang), "seat": opened.seat, "open": texts["open"],
            "puzzles": texts["puzzles"], "game": opened.game, "script": script, "link_chars": len(link),
            "link_fits": len(link) <= replay.MAX_LINK}


def _cmd_puzzle_check(obj: Mapping[str, Any]) -> dict[str, Any]:
    lang = _lang(obj)
    script = _script_object(obj.get("script"))
    step = _field(obj, "step", int)
    action = _field(obj, "action", str)
    actions = script.get("actions")
    if not isinstance(actions, list) or not 0 <= step < len(actions):
        moves = len(actions) if isinstance(actions, list) else 0
        raise MalformedInput(f"step must be a move of the script (0..{moves - 1}), not {step}", step)
    opened, played, texts = _opened_script(script, lang, keep=step)
    game = played.kept
    assert game is not None  # (kept: step is a move of the script)
    move = played.moves[step]
    if move["seat"] != opened.seat or move["choices"] < 2:
        raise MalformedInput(f"step {step} is no puzzle: it is not a choice of the reader's seat {opened.seat}", step)
    legal = game.legal_ids(opened.seat)
    if action not in legal:
        raise MalformedInput(f"step {step}: {excerpt(action)} is not a move there; legal: {', '.join(legal[:40])}",
                             action)
    return puzzle.judge(game, opened.seat, action, texts["open"], lang)


# -- the site's own examples and puzzles in the studio's format (issue 33, part 4) ---------------------------------

#: Where a pasted link or embed code of a built-in example names it: ``game=<game>`` and ``example=<name>``.
_GAME_PARAM = re.compile(r"[?&;]game=([a-z_]+)")
_EXAMPLE_PARAM = re.compile(r"[?&;]example=([A-Za-z0-9_]+)")


def _puzzles_of(game: str) -> Mapping[str, Mapping[str, Any]]:
    """The built-in puzzles of ``game`` (scripts in the studio's format), by name; none for an unknown game."""
    return registry.get(game).puzzles() if game in registry.names() else {}


def _listed_puzzles(game: str, lang: str) -> list[dict[str, Any]]:
    """The menu's entries of ``game``'s puzzles: name, title in ``lang``, and the source the viewer opens."""
    return [{"game": game, "name": key, "title": replay.text_in(script.get("title", ""), lang), "puzzle": True,
             "source": {"script": copy.deepcopy(dict(script))}} for key, script in _puzzles_of(game).items()]


def _example_source(game: str, name: str) -> dict[str, Any]:
    """What the viewer opens for a built-in example's name: a puzzle as its script (the viewer sends it with the
    reader's answers to ``puzzle_check``), a rules example by its name (its captions follow the reader's deck)."""
    found = _puzzles_of(game).get(name)
    if found is not None:
        return {"script": copy.deepcopy(dict(found))}
    return {"game": game, "example": name}


def builtin_script(game: str, name: str) -> dict[str, Any]:
    """A built-in rules example or puzzle of ``game`` in the studio's format (what "Open an example" opens);
    :class:`MalformedInput` naming an unknown one."""
    puzzles = _puzzles_of(game)
    if name in puzzles:
        return copy.deepcopy(dict(puzzles[name]))
    found = examples(game) if game in registry.names() else {}
    if name not in found:
        raise MalformedInput(f"{excerpt(game)} has no example {excerpt(name)}", name)
    return replay.studio_script(found[name])


def _builtin_script_in(text: str) -> Optional[dict[str, Any]]:
    """The built-in example a pasted link or embed code names (``game=...&example=...``), in the studio's format,
    or ``None`` when it names none."""
    plain = text.replace("&amp;", "&")
    game, name = _GAME_PARAM.search(plain), _EXAMPLE_PARAM.search(plain)
    if game is None or name is None:
        return None
    return builtin_script(game.group(1), name.group(1))


# -- issue 35: the daily deal and deals anyone can verify (pygame_core/core/fair.py) ------------------------------

def _daily_deal(name: str, date: Any, today: Any = None) -> dict[str, Any]:
    """``{seed, options, date}`` of ``name``'s daily deal on ``date`` (checked: :func:`fair.daily_date`)."""
    cls = game_class(name)
    day = fair.daily_date(date, today)
    return {"seed": fair.daily_seed(cls.name, day), "options": options_to_json(parse_options(cls.Options, None)),
            "date": day}


def _cmd_daily(obj: Mapping[str, Any]) -> dict[str, Any]:
    return _daily_deal(_field(obj, "game", str), obj.get("date"), obj.get("today"))


def _daily_answer(record: dict[str, Any], sent: Any, today: Any, lang: str) -> dict[str, Any]:
    """What every daily bookkeeping command answers beside its own: the ``record`` to store, whether it differs
    from the one ``sent`` (``changed``: the page writes it), the streak and its line in ``lang``."""
    count = daily.streak(record["days"], today)
    return {"record": record, "changed": record != sent, "streak": count, "streak_text": daily.streak_text(count, lang)}


def _cmd_daily_press(obj: Mapping[str, Any]) -> dict[str, Any]:
    game_class(_field(obj, "game", str))  # (an unknown game: its error)
    today = daily.checked_today(obj.get("today"))
    match = daily.checked_match(obj.get("match"))
    lang = _lang(obj)
    sent = obj.get("record")
    pressed = daily.press(daily.repaired(sent, today), today, match)
    return {"action": pressed["action"], **_daily_answer(pressed["record"], sent, today, lang)}


def _cmd_daily_end(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = _session(obj)
    seat = _seat(obj, session)
    today = daily.checked_today(obj.get("today"))
    lang = _lang(obj)
    if session.daily is None:
        raise MalformedInput("this match is not a daily deal", _field(obj, "id", str))
    if not session.game.is_over:
        raise MalformedInput("this daily deal is not over yet", _field(obj, "id", str))
    sent = obj.get("record")
    record = daily.repaired(sent, today)
    last = record["last"]
    if last is None or last["date"] != session.daily or last["result"] is None:  # (once: the link is made once)
        result = session.game.seat_result(seat)
        shared = _cmd_share({"id": obj["id"], "seat": seat, "lang": lang})
        record = daily.finished(record, session.daily, result["result"] if result else None, shared["packed"])
    return {"date": session.daily, **_daily_answer(record, sent, today, lang)}


def _daily_request(obj: Mapping[str, Any], name: str) -> Optional[dict[str, Any]]:
    """The daily deal ``new_game`` asks for with ``daily`` (a date), else ``None``; a seed, deal or options given
    beside it are refused (the day's deal is the same for everyone)."""
    if "daily" not in obj:
        return None
    given = [key for key in ("seed", "deal", "options") if obj.get(key) not in (None, {})]
    if given:
        raise MalformedInput(f"a daily deal takes no {', '.join(given)}: it is the same for everyone", given)
    return _daily_deal(name, obj["daily"], obj.get("today"))


def _daily_of_save(save: Mapping[str, Any]) -> Optional[str]:
    """The date a save (or a shared link's save) says it is the daily deal of, checked: its seed and options must
    be that date's (a forged link is refused, ``corrupt_save``). ``None``: not a daily deal."""
    if "daily" not in save:
        return None
    try:
        deal = _daily_deal(_field(save, "game", str), save["daily"])
    except GameError as exc:
        raise CorruptSave(f"this says it is a daily deal, but {exc}", save.get("daily")) from exc
    if save.get("seed") != deal["seed"] or save.get("deal") is not None or \
            (save.get("options") or {}) != deal["options"]:
        raise CorruptSave(f"this says it is the daily deal of {deal['date']}, but its deal is another one",
                          save.get("daily"))
    return str(deal["date"])


def _cmd_verify_deal(obj: Mapping[str, Any]) -> dict[str, Any]:
    cls = game_class(_field(obj, "game", str))
    seed = _field(obj, "seed", int)
    if not 0 <= seed < MAX_SEED:
        raise MalformedInput(f"seed must be an integer in 0..{MAX_SEED - 1}", seed)
    salt = fair.checked_salt(obj.get("salt"))
    claimed = _field(obj, "commitment", str)
    save = obj.get("save")
    if save is not None:
        if not isinstance(save, dict):
            raise MalformedInput("field 'save' must be an object", save)
        load(save)  # (a save that does not replay: corrupt_save, as load answers)
        actions = save["actions"]
    else:
        actions = _field(obj, "actions", list)
    options = _field(obj, "options", dict, None)
    return fair.verify_deal(cls, options, seed, salt, claimed, save, actions)


# -- issue 35, item 5: keep it (pygame_core/core/keep.py) ---------------------------------------------------------

def _cmd_keep_export(obj: Mapping[str, Any]) -> dict[str, Any]:
    device = _field(obj, "device", dict)
    try:
        file = keep.export_file(device, _field(obj, "exported", str, ""))
    except keep.KeepRefused as exc:
        raise MalformedInput(f"this device's data cannot be exported: {exc.reason('en')}", exc.key) from exc
    return {"file": file, "text": json.dumps(file, ensure_ascii=False, separators=(",", ":"))}


def _cmd_keep_import(obj: Mapping[str, Any]) -> dict[str, Any]:
    text = _field(obj, "text", str)
    device = _field(obj, "device", dict)
    lang = _lang(obj)
    try:
        merged = keep.merge(device, keep.read_file(text))
    except keep.KeepRefused as exc:
        return {"accepted": False, "key": exc.key, "reason": exc.reason(lang)}
    return {"accepted": True, "device": merged.device, "changed": merged.changed, "copies": merged.copies,
            "lines": merged.lines(lang)}


# -- issue 35, item 3: the rating against the computer (pygame_core/core/rating.py) ----------------------------------

def _cmd_rate(obj: Mapping[str, Any]) -> dict[str, Any]:
    name = game_class(_field(obj, "game", str)).name
    record = obj.get("rating")
    if record is not None and not isinstance(record, dict):
        raise MalformedInput("field 'rating' must be an object or null", record)
    at = _field(obj, "at", int)
    updated = rating.update(record, name, _field(obj, "level", str), _field(obj, "result", str), at)
    return {"rating": updated, "anchors": rating.anchors(name)}
# -- issue 35, item 1: practice your own mistakes (pygame_core/ai/practice.py) -------------------------------------

def _today(obj: Mapping[str, Any]) -> str:
    today = obj.get("today")
    return practice.checked_date(today).isoformat() if today is not None else practice.today_utc()


def _cmd_practice_review(obj: Mapping[str, Any]) -> dict[str, Any]:
    save = obj.get("save")
    if not isinstance(save, dict):
        raise MalformedInput("field 'save' must be an object", _echo(save))
    game = load(save)  # (a save that does not replay: corrupt_save, as load answers)
    seat = _field(obj, "seat", int)
    if not 0 <= seat < game.num_seats:
        raise MalformedInput(f"no seat {seat} in this game (seats 0..{game.num_seats - 1})", seat)
    start = _field(obj, "start", int, 0)
    count = _field(obj, "count", int, None)
    if count is not None and count < 1:
        raise MalformedInput("count must be at least 1", count)
    return practice.review_part(save, seat, start, count, _today(obj))


def _cmd_practice_due(obj: Mapping[str, Any]) -> dict[str, Any]:
    positions = practice.checked_positions(obj.get("positions"))
    game = _field(obj, "game", str, None)
    if game is not None:
        game_class(game)  # (an unknown game: its error)
    learned = practice.checked_learned(obj.get("learned"))
    return practice.overview(positions, _today(obj), _lang(obj), game, learned)


def _cmd_practice_add(obj: Mapping[str, Any]) -> dict[str, Any]:
    stored = practice.checked_positions(obj.get("positions"))
    found = practice.checked_found(obj.get("new"))
    return practice.capped(stored, found, _today(obj))


def _cmd_practice_answer(obj: Mapping[str, Any]) -> dict[str, Any]:
    position = obj.get("position")
    lang = _lang(obj)
    today = _today(obj)
    problem = practice.playable_problem(position)
    if problem is not None:
        raise MalformedInput(practice.problem_text(problem, lang), problem["code"])
    assert isinstance(position, dict)
    judged = _cmd_puzzle_check({"script": position["script"], "step": position["step"],
                                "action": _field(obj, "action", str), "lang": lang})
    scheduled = practice.schedule(position, bool(judged["correct"]), today)
    return {**judged, "position": scheduled, "learned": practice.is_learned(scheduled)}


_COMMANDS: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
    "games": _cmd_games,
    "new_game": _cmd_new_game,
    "view": _cmd_view,
    "act": _cmd_act,
    "tutorial_start": _cmd_tutorial_start,
    "tutorial_act": _cmd_tutorial_act,
    "tutorial_close": _cmd_tutorial_close,
    "ai_move": _cmd_ai_move,
    "explain": _cmd_explain,
    "hint": _cmd_hint,
    "review": _cmd_review,
    "review_try": _cmd_review_try,
    "undo": _cmd_undo,
    "log": _cmd_log,
    "save": _cmd_save,
    "share": _cmd_share,
    "replay_open": _cmd_replay_open,
    "replay_step": _cmd_replay_step,
    "replay_close": _cmd_replay_close,
    "examples": _cmd_examples,
    "embed_config": _cmd_embed_config,
    "load": _cmd_load,
    "close": _cmd_close,
    "rules_help": _cmd_rules_help,
    "script_check": _cmd_script_check,
    "puzzle_check": _cmd_puzzle_check,
    "daily": _cmd_daily,
    "daily_press": _cmd_daily_press,
    "practice_add": _cmd_practice_add,
    "daily_end": _cmd_daily_end,
    "verify_deal": _cmd_verify_deal,
    "keep_export": _cmd_keep_export,
    "keep_import": _cmd_keep_import,
    "rate": _cmd_rate,
    "practice_review": _cmd_practice_review,
    "practice_due": _cmd_practice_due,
    "practice_answer": _cmd_practice_answer,
}
