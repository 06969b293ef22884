"""The guided first games (issue 21, item 1; ``core/tutorial.py``, ``games/<game>/lesson.py``, bridge
``tutorial_start`` / ``tutorial_act`` / ``tutorial_close``).

Every lesson plays from start to end in the rules (a rules change that breaks a lesson fails here), every text it
shows exists in every language, a move that is not the lesson's is explained and changes nothing."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest

from pygame_core import bridge, game_class
from pygame_core.core import i18n, registry
from pygame_core.core.errors import IllegalAction
from pygame_core.core.tutorial import Lesson, LessonRefused, Step, Tutorial

GAMES = ["schnapsen", "spike", "strandcup", "striker"]


def lesson_of(game: str) -> Lesson:
    found = registry.get(game).lesson()
    assert isinstance(found, Lesson) and found.game == game
    return found


def call(**request):
    return json.loads(bridge.handle(json.dumps(request)))


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_lesson_that_plays_legally_to_its_end(game: str) -> None:
    lesson = lesson_of(game)
    tutorial = Tutorial(lesson, game_class(game))
    moves = 0
    while not tutorial.done:
        step = tutorial.expected()
        assert step is not None and step.seat == lesson.seat
        # the lesson's move is legal for the learner in the position the script reached
        assert step.action in tutorial.game.legal_ids(lesson.seat), (game, tutorial.position, step.action)
        assert tutorial.act(step.action) is None
        moves += 1
    assert moves == lesson.learner_moves() >= 7  # a whole first game's worth of decisions, not one move
    # the whole script, replayed as a save, is the same match (the engine's own check of every action)
    replayed = game_class(game).load({"game": game, "version": game_class(game).version, "options": lesson.options,
                                      "seed": lesson.seed, "deal": lesson.deal,
                                      "actions": [[s.seat, s.action] for s in lesson.steps]})
    assert replayed.history == tutorial.game.history


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_text_of_a_lesson_exists_in_every_language(game: str, lang: str) -> None:
    lesson = lesson_of(game)
    catalog = i18n._CATALOGS[lang]
    for key in lesson.text_keys() + ["core.tutorial.other", "core.tutorial.illegal", "core.tutorial.over",
                                     "core.tutorial.real_game", "core.tutorial.quoted"]:
        assert key in catalog, (lang, key)
    # and every instruction names the move it asks for, in that language
    tutorial = Tutorial(lesson, game_class(game))
    while not tutorial.done:
        step = tutorial.expected()
        shown = tutorial.instruction(lang)
        label = tutorial.action_name(step.action, lang)
        assert label in shown["text"] and "{" not in shown["text"], (lang, step.text, shown["text"])
        tutorial.act(step.action)
    assert tutorial.instruction(lang)["done"] and "{" not in tutorial.instruction(lang)["text"]


def test_a_lesson_that_breaks_the_rules_fails() -> None:
    """A lesson whose script a rules change made illegal cannot be played (what the first test would report)."""
    lesson = lesson_of("schnapsen")
    broken = replace(lesson, steps=(Step(0, "play:AD", "schnapsen.lesson.1"),) + lesson.steps[1:])
    tutorial = Tutorial(broken, game_class("schnapsen"))
    assert "play:AD" not in tutorial.game.legal_ids(0)
    with pytest.raises(IllegalAction):  # the learner's hand has no ace of diamonds
        tutorial.act("play:AD")
    assert tutorial.position == 0
    computer_breaks = replace(lesson, steps=lesson.steps[:1] + (Step(1, "play:AS"),) + lesson.steps[2:])
    tutorial = Tutorial(computer_breaks, game_class("schnapsen"))
    with pytest.raises(IllegalAction):
        tutorial.act(lesson.steps[0].action)


@pytest.mark.parametrize("game", GAMES)
def test_a_legal_move_that_is_not_the_lessons_is_explained_and_changes_nothing(game: str) -> None:
    lesson = lesson_of(game)
    tutorial = Tutorial(lesson, game_class(game))
    while not tutorial.done:
        step = tutorial.expected()
        others = [a for a in tutorial.game.legal_ids(lesson.seat) if a != step.action]
        if others:
            before = (tutorial.position, tutorial.game.save(), tutorial.game.view(lesson.seat, "en"))
            why = tutorial.act(others[0], "en")
            assert why is not None and "is allowed, but the lesson's move now is “" in why
            assert tutorial.game.label(tutorial.game.find_action(lesson.seat, step.action), "en") in why
            assert (tutorial.position, tutorial.game.save(), tutorial.game.view(lesson.seat, "en")) == before
            return
        tutorial.act(step.action)
    pytest.fail(f"{game}'s lesson never offers a choice")


def test_a_move_the_rules_refuse_is_explained_with_the_rule() -> None:
    tutorial = Tutorial(lesson_of("schnapsen"), game_class("schnapsen"))
    while tutorial.expected().action != "play:KD":
        tutorial.act(tutorial.expected().action)
    # the learner closed the talon and the computer leads the jack of diamonds: a spade is refused by the rule
    # "follow suit"
    assert tutorial.game.strict and tutorial.game.trick[0] == (1, "JD")
    why = tutorial.act("play:TS", "en")
    assert why is not None and "follow suit" in why and "king of diamonds" in why
    assert tutorial.expected().action == "play:KD"


def test_bridge_tutorial_commands() -> None:
    started = call(cmd="tutorial_start", game="spike", lang="de")
    assert started["ok"], started
    tid, lesson = started["tid"], started["lesson"]
    assert lesson["number"] == 1 and lesson["of"] == 10 and lesson["expected"] == "draw:A2D2"
    assert lesson["intro"] and "{" not in lesson["text"] and lesson["title"] == "Spike lernen"
    assert any(a["id"] == "draw:A2D2" for a in started["view"]["legal"])
    wrong = call(cmd="tutorial_act", tid=tid, action="draw:A0D4", lang="de")
    assert wrong["ok"] and wrong["correct"] is False and "erlaubt" in wrong["why"]
    assert wrong["view"] == started["view"] and wrong["lesson"]["number"] == 1
    bad = call(cmd="tutorial_act", tid=tid, action=7)
    assert not bad["ok"] and bad["error"]["code"] == "malformed_input"
    assert not call(cmd="tutorial_act", tid="nope", action="x")["ok"]
    assert not call(cmd="tutorial_start", game="chess")["ok"]
    answer = started
    for _ in range(10):
        answer = call(cmd="tutorial_act", tid=tid, action=answer["lesson"]["expected"], lang="en")
        assert answer["ok"] and answer["correct"], answer
    assert answer["lesson"]["done"] and answer["lesson"]["real_game"] == "Now play a real game"
    assert answer["events"] and "3:0" in " ".join(answer["events"])
    over = call(cmd="tutorial_act", tid=tid, action="draw:A0D2")
    assert not over["ok"] and over["error"]["code"] == LessonRefused.code
    assert call(cmd="tutorial_close", tid=tid)["ok"]
    assert not call(cmd="tutorial_close", tid=tid)["ok"]


def test_the_learner_is_you_and_the_computer_is_named() -> None:
    started = call(cmd="tutorial_start", game="schnapsen")
    assert started["view"]["names"] == ["You", "Computer"]
    assert not re.search(r"Player \d", json.dumps(started))


def test_an_embed_may_open_the_guided_first_game() -> None:
    config = call(cmd="embed_config", params={"game": "striker", "tutorial": "1", "lang": "nl"})["config"]
    assert config["mode"] == "game" and config["game"] == "striker" and config["tutorial"] is True
    assert "tutorial" not in call(cmd="embed_config", params={"game": "striker"})["config"]
    bad = call(cmd="embed_config", params={"game": "striker", "tutorial": "yes"})
    assert not bad["ok"] and "tutorial" in bad["error"]["message"]


# -- what the designed lessons show (issue 21: a deal made for teaching, not a recorded game) -----------------------

def played_lesson(game: str) -> Tutorial:
    """The game's lesson played from start to end by following its instructions."""
    tutorial = Tutorial(lesson_of(game), game_class(game))
    while not tutorial.done:
        assert tutorial.act(tutorial.expected().action) is None
    return tutorial


def learner_verbs(game: str) -> list[str]:
    lesson = lesson_of(game)
    return [s.action.partition(":")[0].partition("@")[0] for s in lesson.steps if s.seat == lesson.seat]


def events_of(tutorial: Tutorial, kind: str, **params) -> list:
    return [e for e in tutorial.game.events if e.type == kind and all(e.params.get(k) == v for k, v in params.items())]


def test_strikers_lesson_scores_goals_and_has_the_learner_tackle_save_and_call_the_var() -> None:
    """Striker's core (sources/striker.de.txt): the learner starts and advances attacks, passes, takes an attack back
    with a Grätsche, shoots and scores, shows a Red card, saves with a goalkeeper and calls the VAR; the Computer
    takes attacks over and calls its VAR too; the learner wins the lesson."""
    verbs = learner_verbs("striker")
    for verb in ("start", "play", "pass", "tackle", "red", "keeper", "var"):
        assert verb in verbs, verb
    tutorial = played_lesson("striker")
    assert events_of(tutorial, "tackle", seat=0)
    assert len(events_of(tutorial, "goal", seat=0)) == 2 and tutorial.game.goals == [2, 0]
    assert events_of(tutorial, "var", seat=0, goal=False) and events_of(tutorial, "var", seat=1, goal=True)
    assert events_of(tutorial, "save", seat=0) and events_of(tutorial, "red_card", seat=0)
    assert events_of(tutorial, "play", seat=1) and any(e.params["previous"] == 0 for e in events_of(tutorial, "play", seat=1))
    assert any(e.params["card"].startswith("11") for e in events_of(tutorial, "pass", seat=1))  # 11 only by a pass


def test_strandcups_lesson_covers_the_rally_scoring_and_the_team() -> None:
    """Strand-Cup's core (S0, readings.md §1.5/1.6): the learner passes a ball its Annahme cannot reach to the
    teammate ("I can't get it", SC1), sets on touch 2, serves, blocks a spike, lets a strong one come, goes for the
    ball with the die roll after the teammate's Rettungssprung (SC11) and sends it over; a won rally without the serve
    is a side-out, with the serve a point (SC12); team A wins the lesson."""
    verbs = learner_verbs("strandcup")
    for verb in ("pass", "play", "serve", "block", "no_block", "claim", "over"):
        assert verb in verbs, verb
    tutorial = played_lesson("strandcup")
    game = tutorial.game
    assert events_of(tutorial, "sideout", team="A")  # a rally won without the serve: no point, the serve
    assert events_of(tutorial, "block", seat=0) and events_of(tutorial, "blocked")
    assert any(e.params.get("purpose") == "rescue" and e.params.get("seat") == 0 for e in events_of(tutorial, "die"))
    assert any(e.key == "strandcup.log.save" and e.params["seat"] == 2 for e in events_of(tutorial, "touch"))
    assert any(e.params["touch"] == 2 for e in events_of(tutorial, "touch", seat=0))  # the set, touch 2
    assert [r["winner"] for r in game.rallies] == [0, 0, 0] and list(game.scores) == [2, 0]
    assert [r["scored"] for r in game.rallies] == [False, True, True]


@pytest.mark.parametrize("game", ["strandcup", "striker"])
def test_a_designed_lesson_offers_the_learner_choices_that_are_explained(game: str) -> None:
    """Most of the learner's steps in a designed lesson have another legal move the lesson explains and takes back
    (the learner decides, not only clicks the one thing there is)."""
    tutorial = Tutorial(lesson_of(game), game_class(game))
    choices = 0
    while not tutorial.done:
        step = tutorial.expected()
        others = [a for a in tutorial.game.legal_ids(0) if a != step.action and not a.startswith("shout:")]
        if others:
            choices += 1
            assert "the lesson's move now is “" in tutorial.act(others[0], "en")
        tutorial.act(step.action)
    assert choices >= 5
