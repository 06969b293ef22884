"""Schnapsen's own invariants over thousands of seeded random Bummerls (random legal actions), with every option
set: the 20 cards are conserved, card points come only from tricks, every hand and Bummerl ends by a rule and is
worth what the rules say. (What every game must do, saving, copying, legal actions, is tests/test_protocol.py's.)"""

import random

import pytest

from pygame_core.games.schnapsen.cards import DECK, POINTS
from pygame_core.games.schnapsen.rules import HandEnd, SchnapsenGame, game_points_by_loser
from sampling import runs
from schnapsen_helpers import random_game

OPTION_SETS = [
    None,
    {"manual_claim": True},
    {"min_talon_to_close": 4, "exchange_min_talon": 4, "exchange_first_lead": False,
     "marriage_first_lead": False},
    {"last_trick_value": "by_loser_points", "marriage_after_close": False, "bummerl_target": 3},
]


def check_cards_accounted(game: SchnapsenGame) -> None:
    """All 20 cards are somewhere, exactly once: hands, talon, the trump card, played cards."""
    cards = list(game.hands[0]) + list(game.hands[1]) + list(game.stock) + [c for _, c, _ in game.played]
    if game.trump_card is not None:
        cards.append(game.trump_card)
    assert sorted(cards) == sorted(DECK)


def check_points(game: SchnapsenGame) -> None:
    """Card points equal the points of the completed tricks; never more than 120."""
    done = game.tricks_done()
    assert sum(game.card_points) == sum(POINTS[c] for _, c, n in game.played if n <= done) <= 120
    assert len(game.hands[0]) + len(game.hands[1]) + len(game.played) + game.talon_size() == 20


def play_checked(seed: int, options=None) -> SchnapsenGame:
    game = SchnapsenGame.new(options, seed)
    game.record_events = False
    chooser = random.Random(seed)
    steps = 0
    while game.to_move() is not None:
        seat = game.to_move()
        actions = game.legal_actions(seat)
        assert actions, "the seat to move always has a legal action"
        assert game.legal_actions(1 - seat) == []
        if game.phase.value in ("lead", "follow"):
            check_cards_accounted(game)
            check_points(game)
        game.apply(seat, chooser.choice(actions).id)
        steps += 1
        assert steps < 2000, "every Bummerl ends"
    return game


def check_sheet(game: SchnapsenGame) -> None:
    target = game.options.bummerl_target
    to_go = [target, target]
    for entry in game.sheet:
        assert entry.game_points in (1, 2, 3), "a hand is worth 1 to 3 game points"
        to_go[entry.winner] = max(0, to_go[entry.winner] - entry.game_points)
        assert list(entry.to_go) == to_go
    assert min(to_go) == 0 and max(to_go) > 0, "the Bummerl ends when one player reaches 0"
    assert game.result.winner == to_go.index(0) and game.result.value in (1, 2, 4)


@pytest.mark.parametrize("options", OPTION_SETS, ids=["default", "manual_claim", "sharp", "last_trick_by_points"])
def test_random_bummerls_keep_every_invariant(options):
    """4 x 1000 random Bummerls (about 19000 hands): cards conserved, points consistent, every hand and
    every Bummerl ends, hands are worth 1..3. (Inside Pyodide 4 x 10.)"""
    for seed in range(runs(1000, 10)):
        game = play_checked(seed, options)
        check_sheet(game)


def test_full_hand_card_points_total_120():
    """A hand played to its last card hands out all 120 card points (plain play: no close, no marriage)."""
    full_hands = 0
    for seed in range(100):
        g = SchnapsenGame.new(None, seed)
        g.record_events = False
        chooser = random.Random(seed)
        while g.phase.value in ("lead", "follow"):
            plays = [a for a in g.legal_actions(g.to_move()) if a.kind == "play"]
            g.apply(g.to_move(), chooser.choice(plays).id)
        if g.sheet[-1].end is HandEnd.LAST_TRICK:
            full_hands += 1
            assert sum(g.card_points) == 120 and len(g.played) == 20
    assert full_hands > 10


def test_hand_endings_follow_the_rules():
    """Every score-sheet entry agrees with the rule that ended the hand."""
    for seed in range(runs(300, 20)):
        game = random_game(seed, record_events=False)
        for e in game.sheet:
            if e.end is HandEnd.REACHED_66:
                assert e.winner_points >= 66 and e.closer is None
                assert e.game_points == game_points_by_loser(e.loser_points, e.loser_tricks)
            elif e.end is HandEnd.CLOSER_REACHED_66:
                assert e.closer == e.winner and e.winner_points >= 66
                assert e.game_points == game_points_by_loser(e.loser_points, e.loser_tricks)
            elif e.end in (HandEnd.CLOSER_FAILED, HandEnd.OPPONENT_REACHED_66):
                assert e.closer == 1 - e.winner and e.game_points in (2, 3)
            elif e.end is HandEnd.LAST_TRICK:
                assert e.closer is None and e.game_points == 1
                assert e.winner_points < 66 and e.loser_points < 66
            else:
                raise AssertionError(e.end)
