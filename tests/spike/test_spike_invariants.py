"""Spike's own invariants over thousands of seeded random matches (random legal actions).

Cards are conserved, scores move only by the rules, every match ends within a bound, views hide what they must (the
other hand, the pile order, a face-down card, a secret refill choice) and a determinized world holds the deck and
a face-down card the opponent could have played. (What every game must do is in tests/test_protocol.py.)
"""

from __future__ import annotations

import json

import pytest

from pygame_core.core.rng import Rng, seed_from
from pygame_core.games.spike.cards import HAND_SIZE, card
from pygame_core.games.spike.determinize import determinize
from pygame_core.games.spike.rules import Phase, SetResult, SpikeGame
from sampling import runs
from spike_helpers import FULL_DECK, FULL_POWER, cards_everywhere, hidden_variant

OPTION_SETS = [None, {"power_cards": "per_set"}, {"set_points": 5, "sets_to_win": 3},
               {"set_points": 1, "sets_to_win": 1}]


def ply_bound(game: SpikeGame) -> int:
    """Every rally scores a point; a rally has at most 2 refill choices and uses at most the cards of two hands."""
    o = game.options
    rallies = (2 * o.set_points - 1) * (2 * o.sets_to_win - 1)
    hand_cards = 2 * HAND_SIZE
    return rallies * (2 + hand_cards)


def assert_conserved(game: SpikeGame) -> None:
    draw, power = cards_everywhere(game)
    assert draw == FULL_DECK
    assert power[0] == FULL_POWER and power[1] == FULL_POWER


def assert_score_history(game: SpikeGame, first_server: int) -> None:
    """Points only by rallies; sets only at set_points; the server is the last point winner or the set loser."""
    o = game.options
    server = first_server
    points = [0, 0]
    sets = [0, 0]
    set_no = 1
    for rally in game.rallies:
        assert rally.server == server and rally.set_no == set_no
        points[rally.winner] += 1
        assert list(rally.points) == points
        server = rally.winner
        if points[rally.winner] == o.set_points:
            sets[rally.winner] += 1
            assert game.set_results[set_no - 1] == SetResult(set_no, rally.winner, tuple(points))
            points = [0, 0]
            set_no += 1
            server = 1 - rally.winner
    assert sets == game.sets
    if game.winner is not None:
        assert sets[game.winner] == o.sets_to_win and sets[1 - game.winner] < o.sets_to_win
    else:
        assert points == game.points and server == game.server


@pytest.mark.long
@pytest.mark.parametrize("options", OPTION_SETS, ids=["default", "per_set", "long", "one_point"])
def test_random_matches_conserve_cards_keep_score_and_end(options):
    """2000 random matches with the default options, a few hundred per variant; every 20th is checked after every
    action, all at the end."""
    if options is None:
        n = 2000
    else:
        n = 150 if options.get("sets_to_win") == 3 else 400
    for i in range(n):
        game = SpikeGame.new(options, seed=seed_from("inv", i, str(options)))
        first_server = game.server if not game.rallies else game.rallies[0].server
        rng = Rng(i)
        bound = ply_bound(game)
        plies = 0
        while (seat := game.to_move()) is not None:
            game.apply(seat, rng.choice(game.legal_ids(seat)))
            plies += 1
            assert plies <= bound
            if i % 20 == 0:
                assert_conserved(game)
                assert_score_history(game, first_server)
            assert all(len(h) <= HAND_SIZE for h in game.hands)
            if game.phase is Phase.SERVE and not game.exchanges and game.commit is None:
                assert [len(h) for h in game.hands] == [HAND_SIZE, HAND_SIZE]
        assert_conserved(game)
        assert_score_history(game, first_server)
        assert game.outcome() in ([1.0, 0.0], [0.0, 1.0])


@pytest.mark.long
def test_views_hide_the_other_hand_the_piles_and_face_down_cards():
    """Changing anything hidden from a seat leaves that seat's view (log included) and its observation (what its
    computer player reads) exactly the same."""
    checked = 0
    for i in range(15):
        game = SpikeGame.new(seed=seed_from("hide", i))
        rng = Rng(i + 7)
        while (seat := game.to_move()) is not None:
            for viewer in (0, 1):
                variant = hidden_variant(game, viewer, rng)
                assert json.dumps(variant.view(viewer)) == json.dumps(game.view(viewer))
                assert json.dumps(variant.observation(viewer)) == json.dumps(game.observation(viewer))
                checked += 1
            game.apply(seat, rng.choice(game.legal_ids(seat)))
    assert checked > 300


def _legal_before_commit(world: SpikeGame) -> list[str]:
    """The cards the committing seat could have played just before its face-down card."""
    hands = [list(hand) for hand in world.hands]
    hands[world.attacker].append(world.commit)
    before = world.with_state(hands=hands, commit=None,
                              phase=Phase.SERVE if world.phase is Phase.RECEIVE else Phase.ATTACK)
    return before.legal_ids(before.attacker)


def test_a_determinized_world_holds_the_deck_and_a_playable_face_down_card():
    """determinize(observation) deals every card exactly once, and an unseen face-down card is one the opponent could
    have played then (never a CUT served, never a card of the wrong type)."""
    for i in range(runs(40, 4)):
        game = SpikeGame.new({"power_cards": "per_set"} if i % 3 == 0 else None, seed=seed_from("det", i))
        rng = Rng(i + 99)
        while (seat := game.to_move()) is not None:
            if rng.below(3) == 0:
                viewer = rng.below(2)
                world = determinize(json.loads(json.dumps(game.observation(viewer))), Rng(i))
                assert_conserved(world)
                if world.commit is not None:
                    assert world.commit in [a[5:] for a in _legal_before_commit(world)]
            game.apply(seat, rng.choice(game.legal_ids(seat)))


def test_determinize_respects_what_the_face_down_card_must_be():
    """A face-down serve is never a CUT: if the only unseen servable card is an ATTACK 3, that is the serve."""
    defense = ["D1", "D2", "D3", "D4", "D6"]
    game = SpikeGame.new(seed=5, deal={"first_server": 0, "hands": [["A3", "AC", "AC", "AC", "AC"] + defense,
                                                                ["D7", "D8", "D9", "D5", "D6", "A1", "A1", "A2",
                                                                 "A2", "A2"]]})
    pile = game.piles["attack"]
    game.discards["attack"] = [c for c in pile if card(c).value is not None]     # as if played in earlier rallies
    game.piles["attack"] = [c for c in pile if card(c).value is None]
    game.apply(0, "play:A3")
    seen = json.loads(json.dumps(game.observation(1)))
    for seed in range(40):
        world = determinize(seen, Rng(seed))
        assert world.commit == "A3"
        assert sorted(c for c in world.hands[0] if c.startswith("A")) == ["AC"] * 4
        assert_conserved(world)
