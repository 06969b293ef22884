"""What the table draws the hand and the field from: the contract's hand entries (the legal actions that take each
card from the hand, else the rule's reason) and ``contract.table.places`` (which card goes on which attack, and the
rule's reason where it may not).

The browser table decides no rule: it highlights the cards and stacks these name and shows their reasons.
"""

from __future__ import annotations

from pygame_core.core import i18n
from pygame_core.games.striker.observation import legal_moves
from striker_helpers import fixed_game, play, play_randomly, random_games


def test_the_hand_and_places_list_exactly_the_legal_card_moves():
    """Every legal move that takes a card from the hand is listed under that card, and nothing else is; each one
    on an attack is listed under that attack, and an attack a card cannot go on says why."""
    for players in (2, 4):
        for game, rng in random_games(players, count=2, seed=3):
            for ply, _ in enumerate(play_randomly(game, rng)):
                seat = game.to_move()
                if seat is None or ply % 7:
                    continue
                view = game.view(seat)
                hand, places = view["contract"]["hand"], view["contract"]["table"]["places"]
                assert {m for entry in hand for m in entry["actions"]} == {a["id"] for a in view["legal"] if a["cards"]}
                assert set(places) == {entry["card"] for entry in hand}
                on_attacks = {m["id"]: m["attack"] for m in legal_moves(game.observation(seat)) if m["attack"] is not None}
                for entry in hand:
                    assert (entry["reason"] is None) == bool(entry["actions"])
                    for attack in view["contract"]["table"]["attacks"]:
                        place = places[entry["card"]][str(attack["id"])]
                        assert place["actions"] == [a for a in entry["actions"] if on_attacks.get(a) == attack["id"]]
                        assert (place["reason"] is None) == bool(place["actions"])
                assert game.view((seat + 1) % players)["contract"]["table"]["places"] == {}, \
                    "only the seat to move gets places"


def test_the_eleven_only_through_a_pass_reason_on_the_stack():
    """readings.md §4.4: the 11 is reached only with a pass card from yellow; the stack says so."""
    game = play(fixed_game(["5 6 7 11L 1 2", "1 2 3 4 5 KL"]), "start:5", "play:6@1")
    view = game.view(0)
    entry = next(e for e in view["contract"]["hand"] if e["card"] == "11L")
    assert entry["actions"] == []
    assert view["contract"]["table"]["places"]["11L"]["1"] == {
        "actions": [], "reason": i18n.tr("striker.reason.eleven_needs_pass", "en")}
    assert entry["reason"] == i18n.tr("striker.reason.eleven_needs_pass", "en")


def test_a_goalkeeper_in_ones_own_turn_says_it_is_for_shots():
    """readings.md §4.4 ST17: goalkeeper and VAR only against a shot; a keeper in the hand says so."""
    game = fixed_game(["5 6 P 10L 1 KL", "1 2 3 4 5 KR"])
    entry = next(e for e in game.view(0)["contract"]["hand"] if e["card"] == "KL")
    assert entry["reason"] == i18n.tr("striker.reason.only_against_shot", "en")
