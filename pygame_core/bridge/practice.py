"""A person's progress (issue 35, items 1 and 3): practice your own mistakes (``practice_review``,
``practice_due``, ``practice_add``, ``practice_answer``; :mod:`pygame_core.ai.practice`) and the rating against
the computer (``rate``; :mod:`pygame_core.core.rating`).
"""

from __future__ import annotations

from typing import Any, Mapping

from .. import load
from ..ai import practice
from ..core import rating
from ..core.errors import MalformedInput
from . import studio
from .requests import PracticeAddRequest, PracticeDueRequest, RateRequest, echo, field_of, lang_of, practice_today

# -- issue 35, item 3: the rating against the computer (pygame_core/core/rating.py) ----------------------------------


def cmd_rate(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = RateRequest.parse(obj)
    updated = rating.update(request.record, request.game, request.level, request.result, request.at)
    return {"rating": updated, "anchors": rating.anchors(request.game)}


# -- issue 35, item 1: practice your own mistakes (pygame_core/ai/practice.py) -------------------------------------


def cmd_practice_review(obj: Mapping[str, Any]) -> dict[str, Any]:
    save = obj.get("save")
    if not isinstance(save, dict):
        raise MalformedInput("field 'save' must be an object", echo(save))
    game = load(save)  # (a save that does not replay: corrupt_save, as load answers)
    seat = field_of(obj, "seat", int)
    if not 0 <= seat < game.num_seats:
        raise MalformedInput(f"no seat {seat} in this game (seats 0..{game.num_seats - 1})", seat)
    start = field_of(obj, "start", int, 0)
    count = field_of(obj, "count", int, None)
    if count is not None and count < 1:
        raise MalformedInput("count must be at least 1", count)
    return practice.review_part(save, seat, start, count, practice_today(obj))


def cmd_practice_due(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = PracticeDueRequest.parse(obj)
    return practice.overview(request.positions, request.today, request.lang, request.game, request.learned)


def cmd_practice_add(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = PracticeAddRequest.parse(obj)
    return practice.capped(request.stored, request.found, request.today)


def cmd_practice_answer(obj: Mapping[str, Any]) -> dict[str, Any]:
    position = obj.get("position")
    lang = lang_of(obj)
    today = practice_today(obj)
    problem = practice.playable_problem(position)
    if problem is not None:
        raise MalformedInput(practice.problem_text(problem, lang), problem["code"])
    assert isinstance(position, dict)
    action = field_of(obj, "action", str)
    script = studio.script_object(position["script"])
    judged = studio.judged_answer(script, field_of(position, "step", int), action, lang)
    scheduled = practice.schedule(position, bool(judged["correct"]), today)
    return {**judged, "position": scheduled, "learned": practice.is_learned(scheduled)}
