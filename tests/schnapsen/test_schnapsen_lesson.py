"""Schnapsen's guided first game (games/schnapsen/lesson.py, issue 21 item 1) shows what it says it teaches: a deal
made for teaching, on which the learner leads and takes tricks while the talon is open, exchanges the jack of
trumps, closes the talon, declares a marriage, follows suit under the strict rules and wins the hand at 66
(readings.md §3.1, §3.3 D6-D10). Its texts name the cards as the deck in force does (issue 22)."""

from __future__ import annotations

import re

import pytest

from pygame_core import game_class
from pygame_core.core import i18n, registry
from pygame_core.core.tutorial import Lesson, Tutorial
from pygame_core.games.schnapsen.rules import HandEnd, Phase, SchnapsenGame

LEARNER = 0


def lesson() -> Lesson:
    found = registry.get("schnapsen").lesson()
    assert isinstance(found, Lesson)
    return found


def played() -> list[tuple[str, SchnapsenGame]]:
    """Every learner move with the game as it stood just before it (a copy), then the lesson's game at its end."""
    tutorial = Tutorial(lesson(), game_class("schnapsen"))
    moves = []
    while not tutorial.done:
        step = tutorial.expected()
        moves.append((step.action, SchnapsenGame.load(tutorial.game.save())))
        assert tutorial.act(step.action) is None
    return moves + [("", tutorial.game)]


def test_the_lesson_is_a_designed_deal_not_a_shuffle() -> None:
    assert lesson().deal is not None and lesson().deal["dealer"] == 1  # the computer deals: the learner leads


def test_the_learner_exchanges_the_jack_of_trumps_while_the_talon_is_open() -> None:
    """D8: the player to lead swaps the jack of trumps for the turned-up trump."""
    (before,) = [game for action, game in played() if action == "exchange"]
    assert before.leader == LEARNER and not before.strict and before.trump_card == "A" + before.trump
    assert "J" + before.trump in before.hands[LEARNER]


def test_the_learner_closes_the_talon_and_follows_suit_after_it() -> None:
    """D9 Zudrehen by the learner; then the strict rules: the learner follows suit to the computer's lead."""
    moves = played()
    (closing,) = [game for action, game in moves if action == "close"]
    assert closing.leader == LEARNER and closing.talon_size() >= 2 and not closing.strict
    follows = [(action, game) for action, game in moves
               if action.startswith("play:") and game.phase is Phase.FOLLOW and game.strict]
    assert follows, "the learner never follows a lead after closing"
    for action, game in follows:
        led = game.trick[0][1]
        assert action[-1] == led[-1], (action, led)  # followed suit
        assert len(game.legal_ids(LEARNER)) < len(game.hands[LEARNER])  # and the strict rules refused other cards


def test_the_learner_declares_a_marriage_that_counts() -> None:
    """D6: a king and queen declared by the leader, 20 (40 in trumps), counted once the declarer has a trick."""
    moves = played()
    marriages = [game for action, game in moves if action.startswith("marry:")]
    assert marriages and all(game.tricks_won[LEARNER] > 0 for game in marriages)
    end = moves[-1][1]
    assert end.marriage_pts[LEARNER] >= 20


def test_the_learner_takes_tricks_while_the_talon_is_open() -> None:
    moves = played()
    leads = [game for action, game in moves if action.startswith("play:") and game.phase is Phase.LEAD
             and not game.strict]
    follows = [game for action, game in moves if action.startswith("play:") and game.phase is Phase.FOLLOW
               and not game.strict]
    assert len(leads) >= 2 and follows  # leading and answering a lead, with no duty to follow suit yet


def test_the_learner_wins_the_hand_by_reaching_66_after_closing() -> None:
    """D7, D9, D10: the closer went out; the computer had a trick and under 33 points at closing: 2 game points."""
    end = played()[-1][1]
    assert end.hand_no == 1 and end.phase is Phase.HAND_OVER
    (score,) = end.sheet
    assert score.winner == LEARNER and score.end is HandEnd.CLOSER_REACHED_66 and score.game_points == 2
    assert end.score(LEARNER) >= 66 and end.closed_by == LEARNER


FRENCH_WORDS = {"en": r"\b(queen|jack|ace|spades?|diamonds?|clubs?)\b", "de": r"(Dame|Bube|Ass\b|Pik|Karo|Kreuz)",
                "nl": r"\b(vrouw|boer|aas|schoppen\w*|ruiten\w*|klaveren\w*)\b"}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_lesson_names_the_cards_of_the_double_german_deck(lang: str) -> None:
    """Issue 22: with the double-German deck the texts say Ober, Unter, Daus, leaves, bells, acorns."""
    with i18n.showing_deck("german"):
        tutorial = Tutorial(lesson(), game_class("schnapsen"))
        texts = [tutorial.instruction(lang)["intro"]]
        while not tutorial.done:
            texts.append(tutorial.instruction(lang)["text"])
            tutorial.act(tutorial.expected().action)
        texts.append(tutorial.instruction(lang)["text"])
    for text in texts:
        assert not re.search(FRENCH_WORDS[lang], text), (lang, text)
    assert any("Ober" in text for text in texts) and any("Unter" in text for text in texts)
