"""Guided first games: a scripted deal played by the learner, one instructed move at a time (issue 21, item 1).

A :class:`Lesson` is the scripted-examples mechanism (:class:`~pygame_core.core.replay.Script`) grown up: a fixed
deal and seed, and every move of the lesson in order, the learner's and the computer's. Each of the learner's
moves has an instruction (a message key of the game's catalog: the move to make and the rule that makes it the
move); the computer's moves are played by the engine as soon as the learner's move before them is made. A
:class:`Tutorial` is one lesson being played: it accepts the lesson's move only; any other move is answered with
why it is not the lesson's move (a move the rules refuse: the rule's reason; an allowed one: that the lesson plays
another card, and why) and changes nothing. The games declare theirs in ``games/<game>/lesson.py``
(``GameInfo.lesson``); ``tests/test_tutorial.py`` plays every lesson from start to end in the rules and checks
that every text of it exists in every language.

Texts: ``<game>.lesson.title``, ``<game>.lesson.intro`` (shown with the first instruction),
``<game>.lesson.<n>`` (the instruction of the learner's ``n``-th move, 1-based; ``{action}`` in it is the
move's label), ``<game>.lesson.end`` (what the lesson taught, before "Now play a real game"). The few words the
mechanism adds are under ``core.tutorial.`` (below).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Optional

from . import i18n
from .errors import GameError, MalformedInput
from .game import Game


class LessonRefused(GameError):
    """A move asked of a lesson that is over (nothing changed)."""

    code = "lesson_over"


@dataclass(frozen=True)
class Step:
    """One move of a lesson: ``seat`` takes ``action``; ``text`` is the instruction's message key when ``seat`` is
    the learner's (``None`` for the computer's moves)."""

    seat: int
    action: str
    text: Optional[str] = None


@dataclass(frozen=True)
class Lesson:
    """A guided first game: a fixed deal, the learner's seat and every move in order."""

    game: str
    steps: tuple[Step, ...]
    #: The learner's seat (the others are the computer's, their moves scripted too).
    seat: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 1
    deal: Optional[Mapping[str, Any]] = None

    @classmethod
    def declare(cls, game: str, moves: tuple[tuple[int, str], ...], seat: int = 0, **fields: Any) -> "Lesson":
        """A game's lesson with its message keys by convention: the learner's ``n``-th move (1-based) is explained
        by ``<game>.lesson.<n>``."""
        steps = []
        number = 0
        for mover, action in moves:
            if mover == seat:
                number += 1
                steps.append(Step(mover, action, f"{game}.lesson.{number}"))
            else:
                steps.append(Step(mover, action))
        return cls(game=game, steps=tuple(steps), seat=seat, **fields)

    @property
    def title(self) -> str:
        return f"{self.game}.lesson.title"

    @property
    def intro(self) -> str:
        return f"{self.game}.lesson.intro"

    @property
    def end(self) -> str:
        return f"{self.game}.lesson.end"

    def text_keys(self) -> list[str]:
        """Every message key the lesson shows."""
        return [self.title, self.intro, self.end] + [s.text for s in self.steps if s.text is not None]

    def learner_moves(self) -> int:
        return sum(1 for s in self.steps if s.seat == self.seat)

    def names(self, seats: int) -> list[Optional[dict[str, bool]]]:
        """The seats' names: the learner "You", every other seat "Computer"."""
        return [{"you": True} if s == self.seat else {"computer": True} for s in range(seats)]


class Tutorial:
    """One lesson being played. ``position`` is the number of the lesson's steps made so far; the computer's steps
    are made as soon as it is their turn, so between calls the next step is always the learner's (or the end)."""

    def __init__(self, lesson: Lesson, cls: type[Game]) -> None:
        self.lesson = lesson
        probe = cls.new(lesson.options, lesson.seed, lesson.deal)
        self.game = cls.new(lesson.options, lesson.seed, lesson.deal, names=lesson.names(probe.num_seats))
        self.position = 0
        self._mark = 0
        self._play_computer()

    # -- the script ------------------------------------------------------------------------------

    @property
    def done(self) -> bool:
        return self.position >= len(self.lesson.steps)

    def expected(self) -> Optional[Step]:
        """The learner's next step (``None`` when the lesson is over)."""
        return None if self.done else self.lesson.steps[self.position]

    def _play_computer(self) -> None:
        """Make the computer's scripted moves up to the learner's next one. A script that does not follow the rules
        raises the game's refusal (``tests/test_tutorial.py`` plays every lesson, so none ships)."""
        while not self.done and self.lesson.steps[self.position].seat != self.lesson.seat:
            step = self.lesson.steps[self.position]
            self.game.apply(step.seat, step.action)
            self.position += 1

    def act(self, action: str, lang: str = i18n.DEFAULT_LANGUAGE) -> Optional[str]:
        """The learner chose ``action``: the lesson's move is made (with the computer's replies) and ``None``
        answered; any other move changes nothing and is answered with why it is not the lesson's move."""
        if not isinstance(action, str):
            raise MalformedInput("an action id must be a string", action)
        step = self.expected()
        if step is None:
            raise LessonRefused(i18n.tr("core.tutorial.over", lang), action)
        if action != step.action:
            return self.why_not_lesson(action, step, lang)
        self._mark = len(self.game.events)
        self.game.apply(step.seat, step.action, lang)
        self.position += 1
        self._play_computer()
        return None

    def moves_made(self) -> int:
        """How many of the learner's moves are made (what a page stores to resume the lesson after a reload)."""
        return sum(1 for s in self.lesson.steps[:self.position] if s.seat == self.lesson.seat)

    def resume_at(self, moves: int) -> None:
        """Make the learner's first ``moves`` moves of a lesson just started, as if they had been made (a page
        reloaded mid-lesson: the lesson goes on where it was). More moves than the lesson has is
        :class:`MalformedInput`, and nothing is made."""
        if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= self.lesson.learner_moves():
            raise MalformedInput(f"this lesson has 0 to {self.lesson.learner_moves()} moves to resume at", moves)
        if self.moves_made():
            raise LessonRefused("a lesson is resumed only as it starts", moves)
        while self.moves_made() < moves:
            step = self.expected()
            assert step is not None
            self.act(step.action)

    def why_not_lesson(self, action: str, step: Step, lang: str) -> str:
        """Why ``action`` is not the lesson's move: the rule's reason if the rules refuse it, else that the lesson
        plays another move (named), with the step's instruction again."""
        with i18n.naming(self.game.seat_names):
            refused = self.game.explain(self.lesson.seat, action, lang)
            expected = i18n.tr("core.tutorial.quoted", lang, label=self._label(step.action, lang))  # issue 34
            if refused is not None:
                return i18n.tr("core.tutorial.illegal", lang, reason=refused, expected=expected)
            return i18n.tr("core.tutorial.other", lang, chosen=self._label(action, lang), expected=expected)

    def _label(self, action_id: str, lang: str) -> str:
        found = self.game.find_action(self.lesson.seat, action_id)
        return self.game.label(found, lang) if found is not None else action_id

    def action_name(self, action_id: str, lang: str) -> str:
        """How an instruction names a move: the card it plays (``the queen of diamonds``), else its label in
        quotes (the words on its button: “Play on: deal the next hand”)."""
        found = self.game.find_action(self.lesson.seat, action_id)
        if found is not None and len(found.cards) == 1:
            return self.game.card_name(found.cards[0], lang)
        return i18n.tr("core.tutorial.quoted", lang, label=self._label(action_id, lang))

    # -- what the learner sees ------------------------------------------------------------------

    def instruction(self, lang: str) -> dict[str, Any]:
        """The step: its number among the learner's moves, how many there are, how many are made (what a page stores
        to resume the lesson), the expected action id and the instruction (with the lesson's introduction before the
        first, and its end after the last)."""
        total = self.lesson.learner_moves()
        done_moves = self.moves_made()
        step = self.expected()
        with i18n.naming(self.game.seat_names):
            if step is None:
                text = i18n.tr(self.lesson.end, lang)
            else:
                text = i18n.tr(step.text or "", lang, action=self.action_name(step.action, lang))
            intro = i18n.tr(self.lesson.intro, lang) if self.position == 0 or done_moves == 0 else None
        return {"title": i18n.tr(self.lesson.title, lang), "intro": intro, "text": text,
                "expected": None if step is None else step.action, "number": done_moves + (0 if step is None else 1),
                "of": total, "made": done_moves, "done": step is None,
                "real_game": i18n.tr("core.tutorial.real_game", lang)}

    def events(self, lang: str) -> list[str]:
        """The log lines the learner's last move and the computer's replies added (what the learner may see)."""
        return [e["text"] for e in self.game.events_for(self.lesson.seat, self._mark, lang)]


i18n.register("en", {
    "core.tutorial.other": "{chosen} is allowed, but the lesson's move now is {expected}: the cards that follow are "
                           "set for it. Your card stays in your hand.",
    "core.tutorial.illegal": "{reason} The lesson's move now is {expected}.",
    "core.tutorial.over": "This lesson is over: start a real game.",
    "core.tutorial.real_game": "Now play a real game",
    "core.tutorial.quoted": "“{label}”",
})
i18n.register("de", {
    "core.tutorial.other": "{chosen} ist erlaubt, aber der Zug der Lektion ist jetzt {expected}: die nächsten Karten "
                           "sind darauf abgestimmt. Deine Karte bleibt in deiner Hand.",
    "core.tutorial.illegal": "{reason} Der Zug der Lektion ist jetzt {expected}.",
    "core.tutorial.over": "Diese Lektion ist vorbei: starte ein echtes Spiel.",
    "core.tutorial.real_game": "Jetzt ein echtes Spiel spielen",
    "core.tutorial.quoted": "„{label}“",
})
i18n.register("nl", {
    "core.tutorial.other": "{chosen} mag, maar de zet van de les is nu {expected}: de kaarten die volgen zijn daarop "
                           "afgestemd. Je kaart blijft in je hand.",
    "core.tutorial.illegal": "{reason} De zet van de les is nu {expected}.",
    "core.tutorial.over": "Deze les is voorbij: begin een echt spel.",
    "core.tutorial.real_game": "Speel nu een echt spel",
    "core.tutorial.quoted": "‘{label}’",
})

__all__ = ["Lesson", "LessonRefused", "Step", "Tutorial"]
