"""The scripted rules examples of Spike (pygame_core/games/spike/examples.py): each replays, each text exists in
every language, and what each caption claims is what the engine does (S1 "Cut", "Defense (6-10)")."""

from __future__ import annotations

import pygame_core
from pygame_core.core.replay import Script
from pygame_core.games.spike.cards import card
from pygame_core.games.spike.examples import EXAMPLES
from pygame_core.games.spike.rules import Phase, RallyEnd, SpikeGame, can_serve_with


def game_after(script: Script, steps: int) -> SpikeGame:
    """The game of ``script`` after its first ``steps`` actions."""
    game = SpikeGame.new(script.options, script.seed, script.deal)
    for seat, action in script.actions[:steps]:
        game.apply(seat, action)
    return game  # type: ignore[return-value]  # Game.new is typed as the base class; this is a Spike game


def test_examples_are_listed_by_the_package() -> None:
    assert "cut_vs_6_10" in pygame_core.examples("spike")


def test_cut_example_starts_with_ten_cards_and_no_refill() -> None:
    """S1 set-up: 6 POWER cards + 4 drawn = 10 in hand, so the rally starts with the serve."""
    game = game_after(EXAMPLES["cut_vs_6_10"], 0)
    assert [len(h) for h in game.hands] == [10, 10]
    assert game.phase is Phase.SERVE and game.to_move() == 0
    assert set(game.legal_ids(0)) == {"play:PA8", "play:PA7", "play:PA6", "play:A4", "play:A3"}
    assert not can_serve_with("AC")   # caption 1: "You cannot play a cut shot on the serve"


def test_cut_ignores_the_poor_set() -> None:
    """S1: the receive defends (6 >= 4); the defender draws the SET -2; "for a cut shot, the quality of the set
    does not matter" (the CUT has no strength to lower)."""
    script = EXAMPLES["cut_vs_6_10"]
    game = game_after(script, 2)
    assert game.exchanges[0].defended is True
    assert game.set_card == "S-2" and game.set_value == -2
    assert game.phase is Phase.ATTACK and game.attacker == 1 and "play:AC" in game.legal_ids(1)


def test_cut_beats_a_defense_6_to_10() -> None:
    """S1 "Defense (6-10): you cannot defend a CUT": the CUT wins the rally for the attacker."""
    script = EXAMPLES["cut_vs_6_10"]
    assert card("D8").value is not None and 6 <= card("D8").value <= 10
    end = game_after(script, len(script.actions))
    rally = end.rallies[-1]
    assert rally.winner == 1 and rally.reason == RallyEnd.CUT.value
    assert rally.exchanges[-1].attack == "AC" and rally.exchanges[-1].defense == "D8"
    assert end.points == [0, 1] and end.server == 1   # the point winner serves next


def test_defense_5_in_the_same_hand_would_have_stopped_the_cut() -> None:
    """S1 "Cut ... can only be defended with cut DEFENSE cards (1-5)": the caption's claim that the POWER DEFENSE 5
    would have saved the rally."""
    script = EXAMPLES["cut_vs_6_10"]
    game = game_after(script, len(script.actions) - 1)
    assert "play:PD5" in game.legal_ids(0)
    game.apply(0, "play:PD5")
    assert game.points == [0, 0] and game.exchanges[-1].defended is True
