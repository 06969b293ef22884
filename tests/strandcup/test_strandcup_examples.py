"""The scripted rules examples of Strand-Cup (pygame_core/games/strandcup/examples.py): each replays, each text
exists in every language, and what each caption claims is what the engine does."""

from __future__ import annotations

from typing import Any

import pygame_core
from pygame_core.core.replay import Script
from pygame_core.games.strandcup import cards as C
from pygame_core.games.strandcup.examples import EXAMPLES
from pygame_core.games.strandcup.rules import Phase, net_score

GAME = pygame_core.game_class("strandcup")


def game_after(script: Script, steps: int) -> Any:
    """The game of ``script`` after its first ``steps`` actions."""
    game = GAME.new(script.options, script.seed, script.deal)
    for seat, action in script.actions[:steps]:
        game.apply(seat, action)
    return game


def step_of(script: Script, action: tuple[int, str]) -> int:
    """The position just after ``action`` (its index + 1)."""
    return script.actions.index(action) + 1


def test_examples_are_listed_by_the_package() -> None:
    assert set(pygame_core.examples("strandcup")) >= {"worked_example"}
    assert pygame_core.examples("strandcup")["worked_example"] is EXAMPLES["worked_example"]


def test_worked_example_chain_reaches_net_score_10() -> None:
    """S0 "Receiving the ball": Baggern (Aufbau 2) + Pritschen (Stellen 3) + Schmettern (Abschluss 5) = net score 10,
    the card values the rulebook names; the spike die (4) is no 1, so the ball clears the net."""
    script = EXAMPLES["worked_example"]
    assert C.CARDS["B2"].aufbau == 2 and C.CARDS["B2"].stellen == 2 and C.CARDS["B2"].abschluss == 1
    assert C.CARDS["P1"].aufbau == 1 and C.CARDS["P1"].stellen == 3 and C.CARDS["P1"].abschluss == 1
    assert C.CARDS["S1"].abschluss == 5
    assert net_score(["B2", "P1", "S1"]) == 10
    game = game_after(script, step_of(script, (0, "over:S1")))
    assert game.incoming == 10
    assert game.steps[-1]["net"] == 10 and game.steps[-1]["role"] == "over"
    assert game.dice[-1] == {"seat": 0, "purpose": "spike", "value": 4}
    assert game.phase is Phase.BLOCK and game.poss == 1   # a spike may be blocked: team B decides


def test_worked_example_serve_and_receive_follow_the_annahme_rule() -> None:
    """S0 "The serve": net score = the serve card's Abschluss; a receive needs Annahme >= the net score."""
    script = EXAMPLES["worked_example"]
    game = game_after(script, step_of(script, (1, "serve:B8")))
    assert game.incoming == C.ABSCHLUSS["B8"] == 1
    assert "play:B2" in game.legal_ids(0)


def test_worked_example_reply_is_legal_and_reaches_net_score_3() -> None:
    """S0: the defending team reaches net score 10 with a Baggern of Annahme 11 (lower cards cannot), then plays it
    back after two touches: Stellen 2 of the receiver + Abschluss 1 of the Pritschen = 3."""
    script = EXAMPLES["worked_example"]
    before_reply = game_after(script, step_of(script, (1, "no_block")))
    assert before_reply.phase is Phase.CLAIM and before_reply.to_move() == 3 and before_reply.incoming == 10
    legal = before_reply.legal_ids(3)
    assert "play:B4" in legal and C.ANNAHME["B4"] == 11
    weak = [c for c in before_reply.hands[3] if c in C.IS_ACTION and C.ANNAHME[c] < 10]
    assert weak and not any(f"play:{c}" in legal or f"over:{c}" in legal for c in weak)
    after = game_after(script, len(script.actions))
    assert after.incoming == 3 and after.poss == 0 and after.scores == [0, 0]
    assert [s["card"] for s in after.steps if s["team"] == 1 and s["role"] in ("touch", "over")][-2:] == ["B4", "P3"]


def test_worked_example_who_plays_when() -> None:
    """S0 "Some things to note": no player touches the ball twice in a row (after Player 3's set only Player 1 is
    offered the ball); a spike opens the block for the defenders, who hold no Block card here; after the receive
    the receiver's partner plays (readings.md SC1, SC3, SC7)."""
    script = EXAMPLES["worked_example"]
    after_set = game_after(script, step_of(script, (2, "play:P1")))
    assert after_set.to_move() == 0 and after_set.queue == () and after_set.touch_number() == 3
    assert "play:S1" not in after_set.legal_ids(0)   # a Schmettern only finishes: it must go over
    after_spike = game_after(script, step_of(script, (0, "over:S1")))
    assert after_spike.to_move() == 3 and after_spike.queue == (1,)
    assert not any(c in C.IS_BLOCK for seat in (1, 3) for c in after_spike.hands[seat])
    assert after_spike.legal_ids(3)[0] == "no_block"
    after_receive = game_after(script, step_of(script, (3, "play:B4")))
    assert after_receive.to_move() == 1
