"""The arena's bench opponent for Schnapsen, rdeep with an alpha-beta endgame (``games/schnapsen/rdeep.py``):
legal, deterministic for a seed, blind to hidden cards, and played by name in the arena (never by a person)."""

from __future__ import annotations

import json

import pytest

import pygame_core
from pygame_core.ai import arena
from pygame_core.core.errors import MalformedInput
from pygame_core.core.rng import Rng, seed_from
from pygame_core.games.schnapsen import model, record, solver
from pygame_core.games.schnapsen.rdeep import RdeepPlayer, heuristic
from test_schnapsen_players import assert_blind_to_hidden_cards, fixed_game, positions, private_view

LIGHT = dict(samples=4, depth=8, endgame_samples=3)


def test_rdeep_is_a_bench_opponent_of_the_arena_and_no_strength_a_person_can_pick() -> None:
    assert isinstance(arena.arena_player("schnapsen", "rdeep"), RdeepPlayer)
    assert "rdeep" in arena.bench_opponents("schnapsen") and arena.bench_opponents("spike") == {}
    with pytest.raises(MalformedInput):
        pygame_core.make_player("schnapsen", "rdeep")
    with pytest.raises(ValueError, match="rdeep"):
        arena.arena_player("schnapsen", "superhuman")
    with pytest.raises(ValueError):
        arena.arena_player("striker", "rdeep")
    assert [(p.a, p.b) for p in arena.suite() if p.game == "schnapsen"][0] == ("hard", "rdeep")


def test_rdeep_plays_legally_and_the_same_view_and_seed_give_the_same_move() -> None:
    chooser = RdeepPlayer(**LIGHT)
    phases = set()
    for i, game in enumerate(positions(40, seed=17)):
        seat = game.to_move()
        view = private_view(game, seat)
        choice = chooser.choose(view, i)
        assert choice in game.legal_ids(seat)
        assert RdeepPlayer(**LIGHT).choose(json.loads(json.dumps(view)), i) == choice
        phases.add(view["closed_by"] is not None or view["exhausted"])
    assert phases == {False, True}  # both the rollouts and the alpha-beta endgame were asked


def test_rdeep_cannot_peek_at_hidden_cards() -> None:
    assert_blind_to_hidden_cards(lambda: RdeepPlayer(**LIGHT), seed=23)


def test_rdeep_heuristic_is_the_share_of_points_or_the_result() -> None:
    game = fixed_game(["AH", "TH", "KH", "QH", "AS"], ["JS", "TS", "QC", "TD", "KD"], "JH",
                      ["AC", "TC", "KC", "KS", "JC", "AD", "QS", "QD", "JD"])
    d = model.Deal.of(game)
    assert heuristic(d, 0) == 0.5
    d.card_points = [30, 10]
    d.tricks = [2, 1]
    assert heuristic(d, 0) == 0.75 and heuristic(d, 1) == 0.25
    d.winner = 1
    assert heuristic(d, 1) == 1.0 and heuristic(d, 0) == 0.0


def test_rdeep_endgame_is_exact_alpha_beta_when_every_card_is_known() -> None:
    """With the talon used up every card is known: rdeep plays a move the solver values best."""
    found = 0
    for i, game in enumerate(positions(200, seed=31)):
        seat = game.to_move()
        view = private_view(game, seat)
        if not view["exhausted"] or view["phase"] not in ("lead", "follow") or len(view["legal"]) < 2:
            continue
        r = record.record_from_observation(view)
        values = solver.solve_ids(r.world(Rng(0)), solver.utility_for(seat), 200_000)
        assert values is not None
        choice = RdeepPlayer(**LIGHT).choose(view, seed_from("endgame", i))
        assert values[choice] == max(values.values())
        found += 1
    assert found >= 5
