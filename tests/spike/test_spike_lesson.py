"""Spike's guided first game (games/spike/lesson.py, issue 21 item 1) shows what it says it teaches, on a deal made
for teaching: drawing up to 10 by choice, receiving a serve, the SET card changing an attack, serving (never a CUT),
a CUT played by the learner that scores, a CUT defended with DEFENSE 1-5, a BLOCK that scores at once, and the set
won (sources/spike.txt; readings.md §2.2, §2.4 SP6)."""

from __future__ import annotations

from pygame_core import game_class
from pygame_core.core import registry
from pygame_core.core.tutorial import Lesson, Tutorial
from pygame_core.games.spike.cards import card
from pygame_core.games.spike.rules import Exchange, Phase, RallyEnd, SpikeGame

LEARNER, COMPUTER = 0, 1


def lesson() -> Lesson:
    found = registry.get("spike").lesson()
    assert isinstance(found, Lesson)
    return found


def played() -> tuple[list[tuple[str, Phase]], SpikeGame]:
    """The learner's moves with the phase each was made in, and the lesson's game at its end."""
    tutorial = Tutorial(lesson(), game_class("spike"))
    moves = []
    while not tutorial.done:
        step = tutorial.expected()
        moves.append((step.action, tutorial.game.phase))
        assert tutorial.act(step.action) is None
    return moves, tutorial.game  # type: ignore[return-value]  # the tutorial's game is typed as the base class; this is a Spike game


def exchanges(game: SpikeGame) -> list[Exchange]:
    return [exchange for rally in game.rallies for exchange in rally.exchanges]


def test_the_lesson_is_a_designed_deal() -> None:
    deal = lesson().deal
    assert deal is not None and {"attack", "defense", "set"} <= set(deal)


def test_the_learner_plays_every_phase_of_a_rally() -> None:
    """Refill (a choice of ATTACK and DEFENSE), serve, receive, attack after a set, defense."""
    moves, _ = played()
    phases = {phase for _, phase in moves}
    assert phases == {Phase.REFILL, Phase.SERVE, Phase.RECEIVE, Phase.ATTACK, Phase.DEFEND}
    assert len({action for action, phase in moves if phase is Phase.REFILL}) >= 2  # different splits


def test_the_learner_scores_with_a_cut_that_only_defense_1_to_5_could_stop() -> None:
    _, game = played()
    cuts = [e for e in exchanges(game) if e.attacker == LEARNER and e.attack is not None and card(e.attack).is_cut]
    assert cuts and any(e.reason == RallyEnd.CUT.value for e in cuts)
    scored = next(e for e in cuts if e.reason == RallyEnd.CUT.value)
    assert card(scored.defense).value is None or card(scored.defense).value > 5  # a DEFENSE 6-10 (or BLOCK)
    assert scored.set_value < 0  # the set did not matter: a bad set, and still a point


def test_the_learner_stops_the_computers_cut_with_a_low_defense() -> None:
    _, game = played()
    stopped = [e for e in exchanges(game) if e.attacker == COMPUTER and e.attack is not None
               and card(e.attack).is_cut and e.defended]
    assert stopped and all(card(e.defense).value <= 5 for e in stopped)


def test_a_block_scores_at_once_and_the_learner_wins_the_set() -> None:
    _, game = played()
    assert any(r.winner == LEARNER and r.reason == RallyEnd.BLOCK.value for r in game.rallies)
    assert [r.winner for r in game.rallies] == [LEARNER] * 3
    assert game.set_results and game.set_results[0].winner == LEARNER and game.sets == [1, 0]


def test_the_learner_receives_a_serve_and_serves() -> None:
    _, game = played()
    serves = [e for e in exchanges(game) if e.kind == "serve"]
    assert any(e.defender == LEARNER and e.defended for e in serves)
    assert any(e.attacker == LEARNER for e in serves)
    assert all(not card(e.attack).is_cut for e in serves)
