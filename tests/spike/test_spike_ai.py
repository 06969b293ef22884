"""Spike computer players: legal moves only, deterministic for a view and a seed, decisions from the view alone."""

from __future__ import annotations

import json

import pytest

from pygame_core.ai.search import Budget
from pygame_core.core.rng import Rng, seed_from
from pygame_core.games.spike import GAME, make_player
from pygame_core.games.spike.ai import HardPlayer, Info, info_from_game, info_from_view, medium_policy
from spike_helpers import hidden_variant

LEVELS = ("easy", "medium", "hard")
#: A lighter search for the tests: the same code, fewer samples.
QUICK_HARD = HardPlayer(Budget(samples=4, rollouts=1, max_plies=60))


def seat_view(game, seat):
    """What a player receives: its own view after a JSON round trip."""
    return json.loads(json.dumps(game.view(seat)))


def play_match(players, seed, options=None):
    game = GAME.new(options, seed=seed)
    while (seat := game.to_move()) is not None:
        view = seat_view(game, seat)
        choice = players[seat].choose(view, seed_from(seed, len(game.history), seat))
        assert choice in {a["id"] for a in view["legal"]}
        game.apply(seat, choice)
    return game


@pytest.mark.parametrize("pair", [("easy", "medium"), ("medium", "easy"), ("medium", "medium")])
def test_heuristic_players_play_whole_matches_legally(pair):
    for i in range(4):
        game = play_match([make_player(pair[0]), make_player(pair[1])], seed_from("ai", pair, i))
        assert game.outcome() is not None


def test_hard_player_plays_a_whole_match_legally():
    game = play_match([QUICK_HARD, make_player("easy")], seed_from("hard", 1))
    assert game.outcome() is not None


def test_hard_player_as_made_by_make_player_chooses_legal_actions():
    hard = make_player("hard")
    game = GAME.new(seed=21)
    rng = Rng(4)
    decisions = 0
    while (seat := game.to_move()) is not None and decisions < 6:
        view = seat_view(game, seat)
        if len(view["legal"]) > 1 and rng.below(3) == 0:
            assert hard.choose(view, 5) in {a["id"] for a in view["legal"]}
            decisions += 1
        game.apply(seat, rng.choice(game.legal_ids(seat)))


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_and_seed_give_the_same_choice(level):
    player = QUICK_HARD if level == "hard" else make_player(level)
    game = GAME.new(seed=8)
    rng = Rng(8)
    checked = 0
    while (seat := game.to_move()) is not None and checked < 12:
        view = seat_view(game, seat)
        if len(view["legal"]) > 1:
            first = player.choose(view, 1234)
            assert player.choose(json.loads(json.dumps(view)), 1234) == first
            checked += 1
        game.apply(seat, rng.choice(game.legal_ids(seat)))
    assert checked == 12


def test_players_decide_from_the_view_only():
    """Changing what a seat cannot see (other hand, piles, face-down card) never changes its choice."""
    players = [make_player("easy"), make_player("medium"), QUICK_HARD]
    checked = 0
    for i in range(4):
        game = GAME.new(seed=seed_from("peek", i))
        rng = Rng(i)
        while (seat := game.to_move()) is not None:
            if len(game.legal_ids(seat)) > 1 and rng.below(4) == 0:
                variant = hidden_variant(game, seat, rng)
                for player in players:
                    assert player.choose(seat_view(game, seat), 99) == player.choose(seat_view(variant, seat), 99)
                checked += 1
            game.apply(seat, rng.choice(game.legal_ids(seat)))
    assert checked > 20


def test_search_information_equals_view_information():
    """The search's fast Info (from a game, for one seat) is exactly the Info of that seat's view."""
    for i in range(10):
        game = GAME.new(seed=seed_from("info", i))
        rng = Rng(i)
        while (seat := game.to_move()) is not None:
            for s in (0, 1):
                assert info_from_game(game, s) == info_from_view(seat_view(game, s))
            game.apply(seat, rng.choice(game.legal_ids(seat)))


def test_estimates_use_public_knowledge():
    """A known POWER DEFENSE 5 stops a CUT for sure; with no unseen low defenses the chance is 0."""
    base = dict(seat=0, phase="attack", hand=["AC"], set_value=0, free_ball=False, opp_attack=3, opp_defense=4,
                points=[0, 0], set_points=3)
    unseen = {"cut": 6, "hard": 20, "low": 10, "high": 10, "block": 2}
    assert Info(opp_power=["PD5"], unseen=unseen, **base).opp_can_stop_cut() == 1.0
    assert Info(opp_power=[], unseen={**unseen, "low": 0}, **base).opp_can_stop_cut() == 0.0
    p = Info(opp_power=[], unseen=unseen, **base).opp_can_stop_cut()
    assert 0.5 < p < 1.0


def test_medium_plays_a_cut_only_when_the_opponent_probably_cannot_stop_it():
    """Rule of thumb: CUT if the defender probably holds no DEFENSE 1-5; else the strongest hard attack."""
    base = dict(seat=1, phase="attack", hand=["AC", "A7", "A2"], set_value=1, free_ball=False, opp_attack=3,
                opp_defense=5, points=[0, 0], set_points=3)
    legal = ["play:A2", "play:A7", "play:AC"]
    no_low = Info(opp_power=["PD10"], unseen={"cut": 6, "hard": 20, "low": 0, "high": 12, "block": 0}, **base)
    assert medium_policy(no_low, legal, Rng(1)) == "play:AC"
    sure_low = Info(opp_power=["PD5"], unseen={"cut": 6, "hard": 20, "low": 10, "high": 12, "block": 0}, **base)
    assert medium_policy(sure_low, legal, Rng(1)) == "play:A7"
