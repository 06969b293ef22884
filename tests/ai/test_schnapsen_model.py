"""The hard player's search model (:class:`model.Deal`) and its reading of the view agree with the engine.

The search plays on a compact state of its own for speed, under the rule functions of ``rules.py``; these tests
replay many random hands on both and demand the same legal moves after every action and the same winner and
game points at the end of each hand (readings.md §3.1 "Phase 1/2", "Going out", "Closed-talon scoring", "Talon
exhausted"; §3.3 D1, D7-D10).
"""

from __future__ import annotations

import json

import pytest

import pygame_core
from pygame_core.core.rng import Rng
from pygame_core.games.schnapsen import model, record
from pygame_core.games.schnapsen.rules import SchnapsenOptions, why_no_closing, why_no_exchange


def deal_of(game) -> model.Deal:
    """The engine's current hand as a search model (a test may read the referee's state; a player may not)."""
    assert not game.trick and game.tricks_won == [0, 0]
    return model.Deal.of(game)


OPTION_SETS = [None, {"min_talon_to_close": 4, "exchange_min_talon": 4, "exchange_first_lead": False,
                      "marriage_first_lead": False, "last_trick_value": "by_loser_points"},
               {"marriage_after_close": False}]


@pytest.mark.parametrize("seed", range(60))
def test_model_follows_the_engine_move_by_move(seed: int) -> None:
    options = OPTION_SETS[seed % len(OPTION_SETS)]
    game = pygame_core.new_game("schnapsen", options, seed=seed)
    rng = Rng(seed)
    for _hand in range(3):
        d = deal_of(game)
        while game.phase.value in ("lead", "follow"):
            mover = game.to_move()
            legal = sorted(game.legal_ids(mover))
            assert sorted(d.legal_ids(mover)) == legal
            action = rng.choice(legal)
            game.apply(mover, action)
            d.apply(mover, action)
        entry = game.sheet[-1]
        assert (d.winner, d.game_points) == (entry.winner, entry.game_points)
        if game.phase.value != "hand_over":
            break
        game.apply(game.to_move(), "next_hand")


def random_position(seed: int):
    """An engine game in the middle of a hand, reached by random play."""
    rng = Rng(seed)
    game = pygame_core.new_game("schnapsen", seed=seed)
    for _ in range(rng.below(24)):
        mover = game.to_move()
        if mover is None:
            break
        game.apply(mover, rng.choice(game.legal_ids(mover)))
    return game


@pytest.mark.parametrize("seed", range(80))
def test_the_record_read_from_the_observation_is_the_truth(seed: int) -> None:
    """Points of both seats (a person can count them), tricks, the closing snapshot, the unseen cards."""
    game = random_position(seed)
    if game.phase.value not in ("lead", "follow"):
        return
    for seat in (0, 1):
        view = json.loads(json.dumps(game.observation(seat)))
        r = record.record_from_observation(view)
        assert r.points == [game.score(0) if game.tricks_won[0] else game.card_points[0],
                            game.score(1) if game.tricks_won[1] else game.card_points[1]]
        assert r.tricks == game.tricks_won
        assert [p + q for p, q in zip(r.points, r.pending)] == [game.card_points[s] + game.marriage_pts[s]
                                                                for s in (0, 1)]
        if game.closed_by is not None:
            assert (r.snap_points, r.snap_tricks) == game.closing[1:]
        opp = 1 - seat
        assert model.mask_of(game.hands[opp]) & ~(r.unseen | r.opp_known) == 0
        assert r.hidden == len(game.hands[opp]) - model.count(r.opp_known)
        d = r.world(Rng(seed))
        assert d.frozen == ((r.snap_points, r.snap_tricks) if game.closed_by is not None else (0, 0))
        assert d.hands[seat] == model.mask_of(game.hands[seat])
        assert model.count(d.hands[opp]) == len(game.hands[opp])
        assert len(d.talon) == game.talon_size()
        if game.trump_card is not None and not game.closed:
            assert d.talon[-1] == model.INDEX[game.trump_card]
        assert d.to_move() == game.to_move()
        if d.to_move() == seat:
            assert sorted(d.legal_ids(seat)) == sorted(game.legal_ids(seat))


def test_model_and_engine_build_the_same_deal_from_a_determinized_match() -> None:
    """What the hard player searches: the determinizer's match, as a model (the same cards where they lie)."""
    game = random_position(5)
    seat = game.to_move()
    r = record.record_from_observation(json.loads(json.dumps(game.observation(seat))))
    world = r.knowledge.sample(Rng(3))
    d = model.Deal.of(world)
    assert d.hands == [model.mask_of(world.hands[0]), model.mask_of(world.hands[1])]
    under = [world.trump_card] if world.trump_card else []
    assert [model.DECK[c] for c in d.talon] == list(reversed(world.stock)) + under
    assert r.world(Rng(3)).hands == d.hands and r.world(Rng(3)).talon == d.talon


@pytest.mark.parametrize("options", [SchnapsenOptions(), SchnapsenOptions(exchange_min_talon=4, min_talon_to_close=4,
                                                                          exchange_first_lead=False)])
def test_no_exchange_and_no_closing_once_the_talon_is_closed_or_used_up(options) -> None:
    """The model asks the exchange and closing rules only while the talon is open: whatever else holds, they
    refuse both once it is closed or used up (readings.md §3.3 D8, D9)."""
    for talon in range(0, 11):
        for tricks in range(0, 10):
            for holds_jack in (False, True):
                for closed in (False, True):
                    if talon == 0 or closed:
                        assert why_no_exchange(options, talon, closed, tricks, "H", holds_jack) is not None
                        for sizes in ((5, 5), (4, 4), (5, 4)):
                            assert why_no_closing(options, talon, closed, sizes) is not None
