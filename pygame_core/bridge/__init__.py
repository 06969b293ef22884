"""The only surface JavaScript calls: one JSON request in, one JSON answer out.

Every request is an object with a ``cmd``; every answer is ``{"ok": true, ...}`` or
``{"ok": false, "error": {"code", "message", "value"}}``. A refused request leaves every game
exactly as it was (an action is checked before it changes anything, and an unexpected failure
restores the game from a copy taken before the call).

This module is the entry (:func:`handle`: web/worker.js calls it on the request's text) and the table of commands
(:data:`COMMANDS`); each command lives with its family, one module each, so a change to one family reads one file:

- :mod:`.play`: a match (``games``, ``new_game``, ``view``, ``act``, ``ai_move``, ``undo``, ``explain``, ``log``,
  ``save``, ``load``, ``close``);
- :mod:`.teach`: ``hint``, ``review``, ``review_try``, the guided first game (``tutorial_*``), ``rules_help``;
- :mod:`.replays`: ``share``, ``replay_*``, ``examples``; :mod:`.studio`: ``script_check``, ``puzzle_check``;
  :mod:`.embed`: ``embed_config``;
- :mod:`.daily`: ``daily``, ``daily_press``, ``daily_end``, ``verify_deal`` (:mod:`.deals`: the daily deal's seed
  and options, which ``new_game``, ``load`` and a replay check too); :mod:`.practice`: ``practice_*``, ``rate``;
  :mod:`.keep`: ``keep_export``, ``keep_import``.

Below them, imported by them and importing none of them: :mod:`.requests` (a request's fields read and checked, and
the typed requests the commands take) and :mod:`.sessions` (the open matches, guided games and replays by id, and
what the bridge adds to a match's every view).

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
    the view of one seat (the score in a few words is its ``contract.score.text``, ``Game.summary``). Every view a
    session answers adds ``players`` (each seat's kind) and ``seat_result``: null while the match runs, then the
    seat's ``{"result": "won" | "lost" | "draw", "score"}`` (``Game.seat_result``: the score in the game's own unit,
    or null).
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
    (see :func:`embed.cmd_embed_config`); a bad parameter is a ``malformed_input`` error naming it.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Mapping

from ..core import i18n, jsontext
from ..core.errors import GameError, MalformedInput
from . import daily, embed, keep, play, practice, replays, sessions, studio, teach
from .requests import deck_of, echo


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
        return _error(MalformedInput("a request must be a JSON object", echo(obj)))
    cmd = obj.get("cmd")
    handler = COMMANDS.get(cmd) if isinstance(cmd, str) else None
    if handler is None:
        return _error(MalformedInput(f"unknown command {echo(cmd)!r}; known: {', '.join(sorted(COMMANDS))}",
                                     echo(cmd)))
    session = sessions.open_games.get(obj["id"]) if isinstance(obj.get("id"), str) else None
    backup = session.game.clone() if session is not None else None
    try:
        with i18n.showing_deck(deck_of(obj)):
            return {"ok": True, **handler(obj)}
    except GameError as exc:
        return _error(exc)
    except Exception as exc:  # a bug: restore the game, report, never lose it
        if session is not None and backup is not None:
            session.game = backup
        return {"ok": False, "error": {"code": "internal_error", "message": f"{type(exc).__name__}: {exc}"[:500]}}


#: An error message is at most this long (what it quotes is an excerpt already: ``errors.excerpt``; this is the
#: net for a message that quotes more, e.g. a game's own text around a value).
MAX_MESSAGE = 500


def _short(message: str) -> str:
    return message if len(message) <= MAX_MESSAGE else f"{message[:MAX_MESSAGE]}... ({len(message)} characters)"


def _error(exc: GameError) -> dict[str, Any]:
    error = exc.to_json()
    error["message"] = _short(str(error["message"]))
    if "value" in error:
        error["value"] = echo(error["value"])
    return {"ok": False, "error": error}


#: Every command, by family (each module's docstring says what its family does).
COMMANDS: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
    # a match: play.py
    "games": play.cmd_games,
    "new_game": play.cmd_new_game,
    "view": play.cmd_view,
    "act": play.cmd_act,
    "ai_move": play.cmd_ai_move,
    "undo": play.cmd_undo,
    "explain": play.cmd_explain,
    "log": play.cmd_log,
    "save": play.cmd_save,
    "load": play.cmd_load,
    "close": play.cmd_close,
    # teaching: teach.py
    "hint": teach.cmd_hint,
    "review": teach.cmd_review,
    "review_try": teach.cmd_review_try,
    "tutorial_start": teach.cmd_tutorial_start,
    "tutorial_act": teach.cmd_tutorial_act,
    "tutorial_close": teach.cmd_tutorial_close,
    "rules_help": teach.cmd_rules_help,
    # sharing and replays: replays.py, the studio's scripts and puzzles: studio.py, embeds: embed.py
    "share": replays.cmd_share,
    "replay_open": replays.cmd_replay_open,
    "replay_step": replays.cmd_replay_step,
    "replay_close": replays.cmd_replay_close,
    "examples": replays.cmd_examples,
    "script_check": studio.cmd_script_check,
    "puzzle_check": studio.cmd_puzzle_check,
    "embed_config": embed.cmd_embed_config,
    # issue 35: the daily deal and verifiable deals (daily.py), practice and rating (practice.py), keep it (keep.py)
    "daily": daily.cmd_daily,
    "daily_press": daily.cmd_daily_press,
    "daily_end": daily.cmd_daily_end,
    "verify_deal": daily.cmd_verify_deal,
    "practice_review": practice.cmd_practice_review,
    "practice_due": practice.cmd_practice_due,
    "practice_add": practice.cmd_practice_add,
    "practice_answer": practice.cmd_practice_answer,
    "rate": practice.cmd_rate,
    "keep_export": keep.cmd_keep_export,
    "keep_import": keep.cmd_keep_import,
}
