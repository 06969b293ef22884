"""A guided first game survives a reload (issue 21: a family's tablet must not lose anything to a reload): the page
stores how many of the learner's moves are made, and ``tutorial_start`` with ``moves`` goes on at that step, in the
very position the lesson had reached (``core/tutorial.py`` ``Tutorial.resume_at``). Bad input changes nothing."""

from __future__ import annotations

import json

import pytest

from pygame_core import bridge, game_class
from pygame_core.core import registry
from pygame_core.core.errors import MalformedInput
from pygame_core.core.tutorial import LessonRefused, Tutorial

GAMES = ["schnapsen", "spike", "strandcup", "striker"]


def call(**request):
    return json.loads(bridge.handle(json.dumps(request)))


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_resumed_at_a_step_is_the_lesson_played_to_that_step(game: str) -> None:
    lesson = registry.get(game).lesson()
    for moves in (1, lesson.learner_moves() // 2, lesson.learner_moves()):
        played = Tutorial(lesson, game_class(game))
        while played.moves_made() < moves:
            played.act(played.expected().action)
        resumed = Tutorial(lesson, game_class(game))
        resumed.resume_at(moves)
        assert resumed.moves_made() == moves and resumed.position == played.position
        assert resumed.game.save() == played.game.save()
        assert resumed.instruction("de") == played.instruction("de")


def test_the_bridge_starts_a_lesson_at_the_stored_step() -> None:
    fresh = call(cmd="tutorial_start", game="schnapsen", lang="nl")
    answer = fresh
    for _ in range(4):
        answer = call(cmd="tutorial_act", tid=fresh["tid"], action=answer["lesson"]["expected"], lang="nl")
    again = call(cmd="tutorial_start", game="schnapsen", moves=4, lang="nl")
    assert again["ok"] and again["tid"] != fresh["tid"]
    assert again["lesson"] == answer["lesson"] and again["lesson"]["number"] == 5
    assert again["view"] == answer["view"]
    # and it goes on from there
    on = call(cmd="tutorial_act", tid=again["tid"], action=again["lesson"]["expected"])
    assert on["ok"] and on["correct"] and on["lesson"]["number"] == 6
    for tid in (fresh["tid"], again["tid"]):
        assert call(cmd="tutorial_close", tid=tid)["ok"]


@pytest.mark.parametrize("moves", [-1, 11, 10**9, True, "3", 2.0, None])
def test_a_step_the_lesson_does_not_have_is_refused(moves: object) -> None:
    answer = call(cmd="tutorial_start", game="schnapsen", moves=moves)
    assert not answer["ok"] and answer["error"]["code"] == "malformed_input" and "moves" in answer["error"]["message"]


def test_only_a_lesson_just_started_is_resumed() -> None:
    lesson = registry.get("spike").lesson()
    tutorial = Tutorial(lesson, game_class("spike"))
    tutorial.act(tutorial.expected().action)
    with pytest.raises(LessonRefused):
        tutorial.resume_at(3)
    assert tutorial.moves_made() == 1
    with pytest.raises(MalformedInput):
        Tutorial(lesson, game_class("spike")).resume_at(lesson.learner_moves() + 1)
