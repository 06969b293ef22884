"""The view's ``plays`` for the table: which hand card goes where, and the rule's reason where it may not.

The browser table decides no rule: it highlights the cards and stacks ``plays`` names and shows its reasons.
"""

from __future__ import annotations

from pygame_core.core import i18n
from striker_helpers import fixed_game, play, play_randomly, random_games


def test_plays_lists_exactly_the_legal_card_moves():
    """Every legal move that takes a card from the hand is listed under that card, and nothing else is."""
    for players in (2, 4):
        for game, rng in random_games(players, count=2, seed=3):
            for ply, _ in enumerate(play_randomly(game, rng)):
                seat = game.to_move()
                if seat is None or ply % 7:
                    continue
                view = game.view(seat)
                listed = {m for entry in view["plays"].values() for m in entry["moves"]}
                assert listed == {a["id"] for a in view["legal"] if a["cards"]}
                for card, entry in view["plays"].items():
                    assert card in view["hand"]
                    assert (entry["reason"] is None) == bool(entry["moves"])
                    assert all(str(a["id"]) not in entry["on"] for a in view["attacks"]
                               if any(m["attack"] == a["id"] for m in view["moves"] if m["id"] in entry["moves"]))
                assert game.view((seat + 1) % players)["plays"] == {}, "only the seat to move gets plays"


def test_the_eleven_only_through_a_pass_reason_on_the_stack():
    """readings.md §4.4: the 11 is reached only with a pass card from yellow; the stack says so."""
    game = play(fixed_game(["5 6 7 11L 1 2", "1 2 3 4 5 KL"]), "start:5", "play:6@1")
    view = game.view(0)
    entry = view["plays"]["11L"]
    assert entry["moves"] == []
    assert entry["on"]["1"] == i18n.tr("striker.reason.eleven_needs_pass", "en")
    assert entry["reason"] == i18n.tr("striker.reason.eleven_needs_pass", "en")


def test_a_goalkeeper_in_ones_own_turn_says_it_is_for_shots():
    """readings.md §4.4 ST17: goalkeeper and VAR only against a shot; a keeper in the hand says so."""
    game = fixed_game(["5 6 P 10L 1 KL", "1 2 3 4 5 KR"])
    assert game.view(0)["plays"]["KL"]["reason"] == i18n.tr("striker.reason.only_against_shot", "en")
