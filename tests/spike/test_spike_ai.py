"""Spike computer players: decisions from the seat's observation alone (issue 32: apart from the view the shell
draws), the search's information equal to the observation's, and the rules of thumb. (Legal, deterministic choices at every level are checked for every game in tests/test_protocol.py.)"""

from __future__ import annotations

import json

from pygame_core.ai.search import Budget
from pygame_core.core.rng import Rng, seed_from
from pygame_core.games.spike.ai import (
    HardPlayer,
    Info,
    info_from_game,
    info_from_observation,
    make_player,
    medium_policy,
)
from pygame_core.games.spike.rules import SpikeGame
from spike_helpers import hidden_variant

#: A lighter search for the tests: the same code, fewer samples.
QUICK_HARD = HardPlayer(Budget(samples=4, rollouts=1, max_plies=60))


def seat_observation(game, seat):
    """What a player receives: its own observation after a JSON round trip."""
    return json.loads(json.dumps(game.observation(seat)))


def test_players_decide_from_the_observation_only():
    """Changing what a seat cannot see (other hand, piles, face-down card) never changes its choice."""
    players = [make_player("easy"), make_player("medium"), QUICK_HARD]
    checked = 0
    for i in range(4):
        game = SpikeGame.new(seed=seed_from("peek", i))
        rng = Rng(i)
        while (seat := game.to_move()) is not None:
            if len(game.legal_ids(seat)) > 1 and rng.below(4) == 0:
                variant = hidden_variant(game, seat, rng)
                for player in players:
                    assert player.choose(seat_observation(game, seat), 99) == player.choose(seat_observation(variant, seat), 99)
                checked += 1
            game.apply(seat, rng.choice(game.legal_ids(seat)))
    assert checked > 20


def test_search_information_equals_observation_information():
    """The search's fast Info (from a game, for one seat) is exactly the Info of that seat's observation."""
    for i in range(10):
        game = SpikeGame.new(seed=seed_from("info", i))
        rng = Rng(i)
        while (seat := game.to_move()) is not None:
            for s in (0, 1):
                assert info_from_game(game, s) == info_from_observation(seat_observation(game, s))
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
