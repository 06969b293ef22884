"""What the Strand-Cup table reads from the view: per card of the own hand (``contract.hand``) its legal uses or the
engine's reason, card and team names, the value names, dice and steps in words in ``contract.table`` (the shell
decides no rule itself)."""

from __future__ import annotations

import pytest

import pygame_core
from pygame_core.core.rng import Rng
from pygame_core.games.strandcup import cards as C
from pygame_core.games.strandcup.view import catalogue

GAME = pygame_core.game_class("strandcup")


def random_positions(seed: int, plies: int, **options):
    """The game after each of ``plies`` random moves (shouts left out)."""
    game = GAME.new(options, seed=seed)
    rng = Rng(seed)
    for _ in range(plies):
        if game.is_over:
            return
        yield game
        mover = game.to_move()
        game.apply(mover, rng.choice([i for i in game.legal_ids(mover) if not i.startswith("shout")]))


@pytest.mark.parametrize("options", [{}, {"players": 6}, {"players": 6, "teams": 3}])
def test_each_hand_card_lists_exactly_the_legal_actions_that_use_it(options):
    """The table plays a card by its listed actions only: together with the card-less buttons they are the legal
    moves, and a card without any carries a reason."""
    for game in random_positions(5, 150, **options):
        mover = game.to_move()
        view = game.view(mover)
        legal = {a["id"]: a for a in view["legal"]}
        hand = view["contract"]["hand"]
        listed = [i for card in hand for i in card["actions"]]
        assert len(listed) == len(set(listed))
        for card in hand:
            assert all(card["card"] in legal[i]["cards"] for i in card["actions"])
            assert (card["reason"] is None) == bool(card["actions"])
            assert card["reason"] is None or card["reason"].strip()
        rest = {i for i, a in legal.items() if not set(a["cards"]) & {c["card"] for c in hand}}
        assert set(listed) | rest == set(legal)


def test_card_below_the_net_score_shows_the_receive_rule(game_with, act):
    """S0 "Receiving": Annahme must reach the net score; the view says so for the card that cannot."""
    game = game_with({0: ["S1"], 1: ["P13", "B1"], 2: ["B2"], 3: ["B3"]}, dice=[6])
    act(game, "serve:S1")  # Schmettern: net score 5, the spike die 6 keeps it in play
    assert game.to_move() == 1 and game.incoming == 5
    hand = {card["card"]: card for card in game.view(1)["contract"]["hand"]}
    assert hand["B1"]["actions"] == ["play:B1", "over:B1"] and hand["B1"]["reason"] is None
    assert hand["P13"]["actions"] == []
    assert hand["P13"]["reason"] == game.explain(1, "over:P13")
    assert "Annahme 3" in hand["P13"]["reason"] and "5" in hand["P13"]["reason"]


def test_cards_of_a_waiting_seat_have_no_moves_the_prompt_names_who_decides_and_only_the_own_hand_is_shown(game_with):
    """The contract's rule (core/contract.py HAND_ENTRY, issue 32): a card's reason only on the seat's turn; while
    another seat decides, the prompt says who (the table shows it when such a card is clicked)."""
    game = game_with({0: ["S1"], 1: ["P13", "B1"], 2: ["B2", "BL1"], 3: ["B3"]})
    view = game.view(2)
    assert [card["card"] for card in view["contract"]["hand"]] == C.sort_hand(["B2", "BL1"])
    assert all(card["actions"] == [] and card["reason"] is None for card in view["contract"]["hand"])
    assert view["prompt"] == "Player 1 decides."


def test_names_for_the_table_in_every_language():
    game = GAME.new({}, seed=2)
    for lang in ("en", "de", "nl"):
        view = game.view(0, lang)
        table = view["contract"]["table"]
        assert set(table["terms"]) == {"annahme", "aufbau", "stellen", "abschluss"}
        printed = catalogue(lang)
        assert all(card["name"] and card["kind_name"] for card in printed.values())
        assert all(card["name"] == printed[card["card"]]["name"] for card in view["contract"]["hand"])
        assert all(team["name"] and team["letter"] in team["name"] for team in table["teams"])
    killer = next(card for card in catalogue("en").values() if card.get("killer"))
    assert killer["name"] == "Killer-Schmetterball (killer spike) 6" and killer["kind_name"] == "Killer-Schmetterball"


def test_dice_and_steps_come_in_words():
    for game in random_positions(9, 80):
        table = game.view(0)["contract"]["table"]
        assert all(die["text"] and str(die["value"]) in die["text"] for die in table["dice"])
        assert all(step["role_name"] for step in table["steps"])
