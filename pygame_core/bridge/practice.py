"""A person's progress (issue 35, items 1 and 3): practice your own mistakes (``practice_review``,
``practice_due``, ``practice_add``, ``practice_answer``; :mod:`pygame_core.ai.practice`) and the rating against
the computer (``rate``; :mod:`pygame_core.core.rating`).
"""

from __future__ import annotations

from typing import Any, Mapping

from .. import game_class, load
from ..ai import practice
from ..core import rating
from ..core.errors import MalformedInput
from . import studio
from .requests import echo, field_of, lang_of

# -- issue 35, item 3: the rating against the computer (pygame_core/core/rating.py) ----------------------------------


def cmd_rate(obj: Mapping[str, Any]) -> dict[str, Any]:
    name = game_class(field_of(obj, "game", str)).name
    record = obj.get("rating")
    if record is not None and not isinstance(record, dict):
        raise MalformedInput("field 'rating' must be an object or null", record)
    at = field_of(obj, "at", int)
    updated = rating.update(record, name, field_of(obj, "level", str), field_of(obj, "result", str), at)
    return {"rating": updated, "anchors": rating.anchors(name)}
# -- issue 35, item 1: practice your own mistakes (pygame_core/ai/practice.py) -------------------------------------


def _today(obj: Mapping[str, Any]) -> str:
    today = obj.get("today")
    return practice.checked_date(today).isoformat() if today is not None else practice.today_utc()


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
    return practice.review_part(save, seat, start, count, _today(obj))


def cmd_practice_due(obj: Mapping[str, Any]) -> dict[str, Any]:
    positions = practice.checked_positions(obj.get("positions"))
    game = field_of(obj, "game", str, None)
    if game is not None:
        game_class(game)  # (an unknown game: its error)
    learned = practice.checked_learned(obj.get("learned"))
    return practice.overview(positions, _today(obj), lang_of(obj), game, learned)


def cmd_practice_add(obj: Mapping[str, Any]) -> dict[str, Any]:
    stored = practice.checked_positions(obj.get("positions"))
    found = practice.checked_found(obj.get("new"))
    return practice.capped(stored, found, _today(obj))


def cmd_practice_answer(obj: Mapping[str, Any]) -> dict[str, Any]:
    position = obj.get("position")
    lang = lang_of(obj)
    today = _today(obj)
    problem = practice.playable_problem(position)
    if problem is not None:
        raise MalformedInput(practice.problem_text(problem, lang), problem["code"])
    assert isinstance(position, dict)
    judged = studio.cmd_puzzle_check({"script": position["script"], "step": position["step"],
                                "action": field_of(obj, "action", str), "lang": lang})
    scheduled = practice.schedule(position, bool(judged["correct"]), today)
    return {**judged, "position": scheduled, "learned": practice.is_learned(scheduled)}


