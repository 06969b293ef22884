"""The scripted rules examples of Schnapsen (pygame_core/games/schnapsen/examples.py): each replays, each text
exists in every language, and what each caption claims is what the engine does (readings.md §3.3 D5, D6, D9)."""

from __future__ import annotations

import pytest

import pygame_core
from pygame_core.core.replay import Script
from pygame_core.games.schnapsen.examples import EXAMPLES
from pygame_core.games.schnapsen.rules import HandEnd, Phase, SchnapsenGame


def game_after(script: Script, steps: int) -> SchnapsenGame:
    """The game of ``script`` after its first ``steps`` actions."""
    game = SchnapsenGame.new(script.options, script.seed, script.deal)
    for seat, action in script.actions[:steps]:
        game.apply(seat, action)
    return game  # type: ignore[return-value]  # Game.new is typed as the base class; this is a SchnapsenGame


def legal_ids(game: SchnapsenGame) -> set[str]:
    return {a.id for a in game.legal_actions(game.to_move())}


def test_examples_are_listed_by_the_package() -> None:
    assert set(pygame_core.examples("schnapsen")) >= {"closing", "closing_failed"}


@pytest.mark.parametrize("name", ["closing", "closing_failed"])
def test_closing_the_talon_stops_drawing_and_turns_on_strict_rules(name: str) -> None:
    """D9 Zudrehen: once closed, the talon stays as it is (nobody draws after a trick) and strict rules apply."""
    script = EXAMPLES[name]
    before = game_after(script, 0)
    assert "close" in legal_ids(before) and not before.strict
    closed = game_after(script, 1)
    assert closed.closed_by == 0 and closed.strict
    talon = closed.talon_size()
    after_trick = game_after(script, 3)
    assert after_trick.tricks_done() == 1
    assert after_trick.talon_size() == talon and len(after_trick.hands[0]) == len(after_trick.hands[1]) == 4


def test_closing_makes_the_follower_follow_suit() -> None:
    """D5 after closing: the follower must follow suit; with the talon open any card would do."""
    script = EXAMPLES["closing"]
    open_talon = game_after(script, 0)
    open_talon.apply(0, "play:AS")
    assert legal_ids(open_talon) == {"play:" + c for c in open_talon.hands[1]}   # phase 1: anything goes
    after_ace = game_after(script, 2)
    assert after_ace.phase is Phase.FOLLOW and legal_ids(after_ace) == {"play:KS"}
    after_trump_ace = game_after(script, 4)
    assert legal_ids(after_trump_ace) == {"play:TH"}   # a lower card of the suit led: it cannot win


def test_closer_reaching_66_wins_3_game_points() -> None:
    """D6/D9/D10: the trump marriage (40) counts at once with a trick; 76 >= 66 ends the hand; the opponent had
    0 tricks when the talon was closed, so the closer scores 3."""
    script = EXAMPLES["closing"]
    before_marriage = game_after(script, len(script.actions) - 1)
    assert before_marriage.score(0) == 36
    end = game_after(script, len(script.actions))
    assert end.phase is Phase.HAND_OVER
    entry = end.sheet[-1]
    assert entry.end is HandEnd.CLOSER_REACHED_66
    assert entry.winner == 0 and entry.game_points == 3 and entry.winner_points == 76


def test_void_follower_must_trump_after_closing() -> None:
    """D5 after closing: void in the suit led, the follower must trump (every trump, and only trumps)."""
    script = EXAMPLES["closing_failed"]
    after_lead = game_after(script, 2)
    assert not any(c[1] == "S" for c in after_lead.hands[1])
    assert legal_ids(after_lead) == {"play:AH", "play:TH", "play:KH", "play:QH"}


def test_failed_closing_gives_the_opponent_3_game_points() -> None:
    """D9: the closer's opponent reaches 66 first: 2 game points, 3 because the opponent had no trick when the
    talon was closed."""
    script = EXAMPLES["closing_failed"]
    after_marriage = game_after(script, 4)
    assert after_marriage.score(1) == 61 and legal_ids(after_marriage) == {"play:KH", "play:QH"}
    end = game_after(script, len(script.actions))
    entry = end.sheet[-1]
    assert entry.end is HandEnd.OPPONENT_REACHED_66
    assert entry.winner == 1 and entry.game_points == 3 and end.score(1) == 69
    assert end.closing is not None and end.closing[2] == 0
