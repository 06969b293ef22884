"""The commands that teach: ``hint``, ``review``, ``review_try``, the guided first game (``tutorial_start``,
``tutorial_act``, ``tutorial_close``) and ``rules_help``.
"""

from __future__ import annotations

from typing import Any, Mapping

from .. import game_class
from ..ai import advice
from ..core import i18n, registry, tutorial
from . import sessions
from .requests import (
    ReviewRequest,
    ReviewTryRequest,
    SeatRequest,
    TutorialActRequest,
    TutorialStartRequest,
    field_of,
    lang_of,
    tutorial_of,
)


def cmd_hint(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = SeatRequest.parse(obj)
    session, seat = request.session, request.seat
    found = advice.hint(session.game, seat, session.seats[seat], request.lang)
    if not session.hints or session.hints[-1] != len(session.game.history):  # one mark a position (action_marks)
        session.hints = session.hints + (len(session.game.history),)
    return {**found, "save": sessions.save_of(session)}


def cmd_review(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = ReviewRequest.parse(obj)
    return advice.review(request.session.game.save(), request.seat, request.lang, request.start, request.count)


def cmd_review_try(obj: Mapping[str, Any]) -> dict[str, Any]:
    """Issue 34: "Try again" at a reviewed decision: the move judged by the review's loss (:func:`advice.try_again`)."""
    request = ReviewTryRequest.parse(obj)
    return advice.try_again(request.session.game.save(), request.seat, request.ply, request.action, request.lang)


def cmd_rules_help(obj: Mapping[str, Any]) -> dict[str, Any]:
    info = registry.get(field_of(obj, "game", str))
    lang = lang_of(obj)
    return {"help": info.rules_help(lang) if info.rules_help is not None else i18n.rules_summary(info.title(lang), [])}


def _tutorial_answer(lesson: tutorial.Tutorial, lang: str) -> dict[str, Any]:
    return {"view": lesson.game.view(lesson.lesson.seat, lang), "lesson": lesson.instruction(lang)}


def cmd_tutorial_start(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = TutorialStartRequest.parse(obj)
    started = tutorial.Tutorial(request.lesson, game_class(request.game))
    started.resume_at(request.moves)
    tid = sessions.next_id("t")
    sessions.open_tutorials[tid] = started
    return {"tid": tid, "game": request.game, **_tutorial_answer(started, request.lang)}


def cmd_tutorial_act(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = TutorialActRequest.parse(obj)
    lesson, lang = request.lesson, request.lang
    why = lesson.act(request.action, lang)
    if why is not None:
        return {"correct": False, "why": why, **_tutorial_answer(lesson, lang)}
    return {"correct": True, "events": lesson.events(lang), **_tutorial_answer(lesson, lang)}


def cmd_tutorial_close(obj: Mapping[str, Any]) -> dict[str, Any]:
    tutorial_of(obj)
    del sessions.open_tutorials[obj["tid"]]
    return {}
