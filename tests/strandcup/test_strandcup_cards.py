"""The Strand-Cup deck as data (S0 "Contents"; readings.md §1.1, §1.2 and the proposed table §1.4)."""

from __future__ import annotations

from collections import Counter

import pygame_core
from pygame_core.games.strandcup import cards as C

GAME = pygame_core.game_class("strandcup")


def kinds(deck):
    return Counter(C.KIND[c] for c in deck)


def test_57_cards_14_baggern_14_pritschen_11_schmettern_8_block_5_rettung_5_specials():
    """S0: 39 action cards (14 Baggern, 14 Pritschen, 11 Schmettern), 8 Block, 5 Rettungssprung, 5 special cards."""
    deck = C.build_deck()
    assert len(deck) == len(set(deck)) == 57
    k = kinds(deck)
    assert (k[C.Kind.BAGGERN], k[C.Kind.PRITSCHEN], k[C.Kind.SCHMETTERN]) == (14, 14, 11)
    assert (k[C.Kind.BLOCK], k[C.Kind.RETTUNG]) == (8, 5)
    specials = [C.Kind.KRAFTRIEGEL, C.Kind.ENERGYDRINK, C.Kind.KILLERAUFSCHLAG, C.Kind.BLENDEN, C.Kind.ANGESCHNITTEN]
    assert [k[s] for s in specials] == [1] * 5      # readings §1.2: one of each


def test_value_ranges_found_in_the_reviews():
    """readings §1.1 (drosi): Baggern Annahme 8-12, other values 1-2; Pritschen Annahme and Stellen 3-7;
    Schmettern Annahme 1, no Aufbau or Stellen, Abschluss 5 (the Killer 6)."""
    for card in C.CARDS.values():
        if card.kind is C.Kind.BAGGERN:
            assert 8 <= card.annahme <= 12 and all(1 <= v <= 2 for v in (card.aufbau, card.stellen, card.abschluss))
        elif card.kind is C.Kind.PRITSCHEN:
            assert 3 <= card.annahme <= 7 and 3 <= card.stellen <= 7
        elif card.kind is C.Kind.SCHMETTERN:
            assert (card.annahme, card.aufbau, card.stellen) == (1, 0, 0)
            assert card.abschluss == (6 if card.killer else 5)


def test_the_rulebooks_example_cards_are_in_the_table():
    """S0 example: Baggern 11/2/2/1, Pritschen ·/1/3/1; trictrac: a Baggern with Annahme 12, a Pritschen Stellen 4."""
    values = {(c.kind, c.annahme, c.aufbau, c.stellen, c.abschluss) for c in C.CARDS.values()}
    assert (C.Kind.BAGGERN, 11, 2, 2, 1) in values
    assert any(k is C.Kind.PRITSCHEN and (au, st, ab) == (1, 3, 1) for k, _, au, st, ab in values)
    assert any(k is C.Kind.BAGGERN and a == 12 for k, a, *_ in values)
    assert any(k is C.Kind.PRITSCHEN and st == 4 for k, _, _, st, _ in values)


def test_killer_count_option_one_or_two():
    """readings §1.4: make the Killer count configurable (1 or 2); the deck stays 57 cards, 11 Schmettern."""
    assert [c for c in C.build_deck(1) if c in C.IS_KILLER] == ["K1"]
    two = C.build_deck(2)
    assert [c for c in two if c in C.IS_KILLER] == ["K1", "K2"] and len(two) == 57
    assert kinds(two)[C.Kind.SCHMETTERN] == 11
    game = GAME.new({"killer_count": 2}, seed=1)
    assert sorted(game.deck) == sorted(two)


def test_card_json_has_the_four_values_of_action_cards_only():
    assert C.CARDS["B4"].to_json() == {"id": "B4", "kind": "baggern", "annahme": 11, "aufbau": 2, "stellen": 2,
                                       "abschluss": 1}
    assert C.CARDS["K1"].to_json()["killer"] is True
    assert C.CARDS["BL3"].to_json() == {"id": "BL3", "kind": "block"}
