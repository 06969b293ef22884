"""The commands that teach: ``hint``, ``review``, ``review_try``, the guided first game (``tutorial_start``,
``tutorial_act``, ``tutorial_close``) and ``rules_help``.
"""

from __future__ import annotations

from typing import Any, Mapping

from .. import game_class
from ..ai import advice
from ..core import i18n, registry, tutorial
from ..core.errors import MalformedInput, excerpt
from . import sessions
from .requests import field_of, lang_of


def cmd_hint(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = sessions.session_of(obj)
    seat = sessions.seat_of(obj, session)
    found = advice.hint(session.game, seat, session.seats[seat], lang_of(obj))
    if not session.hints or session.hints[-1] != len(session.game.history):  # one mark a position (action_marks)
        session.hints = session.hints + (len(session.game.history),)
    return {**found, "save": sessions.save_of(session)}


def cmd_review(obj: Mapping[str, Any]) -> dict[str, Any]:
    session = sessions.session_of(obj)
    seat = sessions.seat_of(obj, session)
    lang = lang_of(obj)
    start = field_of(obj, "start", int, 0)
    count = field_of(obj, "count", int, None)
    if start < 0 or count is not None and count < 1:
        raise MalformedInput("start must not be negative and count must be at least 1", start if start < 0 else count)
    return advice.review(session.game.save(), seat, lang, start, count)


def cmd_review_try(obj: Mapping[str, Any]) -> dict[str, Any]:
    """Issue 34: "Try again" at a reviewed decision: the move judged by the review's loss (:func:`advice.try_again`)."""
    session = sessions.session_of(obj)
    seat = sessions.seat_of(obj, session)
    ply = field_of(obj, "ply", int)
    return advice.try_again(session.game.save(), seat, ply, field_of(obj, "action", str), lang_of(obj))


def cmd_rules_help(obj: Mapping[str, Any]) -> dict[str, Any]:
    info = registry.get(field_of(obj, "game", str))
    lang = lang_of(obj)
    return {"help": info.rules_help(lang) if info.rules_help is not None else i18n.rules_summary(info.title(lang), [])}


def _tutorial(obj: Mapping[str, Any]) -> tutorial.Tutorial:
    tid = field_of(obj, "tid", str)
    found = sessions.open_tutorials.get(tid)
    if found is None:
        raise MalformedInput(f"no guided game with id {excerpt(tid)}", tid)
    return found


def _tutorial_answer(lesson: tutorial.Tutorial, lang: str) -> dict[str, Any]:
    view = lesson.game.view(lesson.lesson.seat, lang)
    view["summary"] = lesson.game.summary(lang)
    return {"view": view, "lesson": lesson.instruction(lang)}


def cmd_tutorial_start(obj: Mapping[str, Any]) -> dict[str, Any]:
    name = field_of(obj, "game", str)
    lang = lang_of(obj)
    found = registry.get(name).lesson()
    if found is None:
        raise MalformedInput(f"{excerpt(name)} has no guided first game", name)
    started = tutorial.Tutorial(found, game_class(name))
    started.resume_at(field_of(obj, "moves", int, 0))
    tid = sessions.next_id("t")
    sessions.open_tutorials[tid] = started
    return {"tid": tid, "game": name, **_tutorial_answer(started, lang)}


def cmd_tutorial_act(obj: Mapping[str, Any]) -> dict[str, Any]:
    lesson = _tutorial(obj)
    lang = lang_of(obj)
    why = lesson.act(field_of(obj, "action", str), lang)
    if why is not None:
        return {"correct": False, "why": why, **_tutorial_answer(lesson, lang)}
    return {"correct": True, "events": lesson.events(lang), **_tutorial_answer(lesson, lang)}


def cmd_tutorial_close(obj: Mapping[str, Any]) -> dict[str, Any]:
    _tutorial(obj)
    del sessions.open_tutorials[obj["tid"]]
    return {}


