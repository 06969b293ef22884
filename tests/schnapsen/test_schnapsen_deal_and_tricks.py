"""Deal, trick-taking and the two phases of a hand (readings.md §3.1, §3.3 D2-D5, D11; StarGames text)."""

import random

import pytest

from pygame_core.core.errors import MalformedInput
from pygame_core.games.schnapsen.cards import DECK, POINTS, TOTAL_POINTS, beats
from pygame_core.games.schnapsen.rules import SchnapsenGame
from schnapsen_helpers import act, click_reasons, deck_order, fixed_game, legal_plays, plays, random_game

# -- cards -------------------------------------------------------------------------------------------

def test_deck_has_20_cards_worth_120_points():
    """20 cards, A T K Q J in four suits, worth 11/10/4/3/2: 120 points (StarGames "Puntentelling")."""
    assert len(DECK) == len(set(DECK)) == 20
    assert {c[0] for c in DECK} == set("ATKQJ") and {c[1] for c in DECK} == set("CDHS")
    assert (POINTS["AH"], POINTS["TH"], POINTS["KH"], POINTS["QH"], POINTS["JH"]) == (11, 10, 4, 3, 2)
    assert TOTAL_POINTS == sum(POINTS.values()) == 120


def test_trick_won_by_higher_card_of_suit_led_or_trump():
    """Only a higher card of the suit led, or a trump, wins; an off-suit card never does (D3)."""
    assert beats("KH", "AH", "S")           # higher of the suit led
    assert not beats("AH", "TH", "S")       # lower of the suit led
    assert not beats("JH", "AC", "S")       # off suit, higher value: still loses (StarGames' text is lossy)
    assert beats("AH", "JS", "S")           # any trump beats a non-trump lead
    assert beats("QS", "KS", "S") and not beats("KS", "QS", "S")   # trumps in the normal order
    assert not beats("JS", "AH", "S")       # a non-trump cannot beat a trump lead


# -- the deal ----------------------------------------------------------------------------------------

def test_deal_three_trump_two_non_dealer_first():
    """3 cards each (non-dealer first), the trump turned up, 2 each; the talon lies on the trump (D2)."""
    deck = deck_order("AH TH KH QH JH", "AC TC KC QC JC", "AS", "TS KS QS JS AD TD KD QD JD")
    g = SchnapsenGame.new(None, 3, {"deck": deck, "dealer": 1})
    assert deck[:3] + deck[7:9] == ["AH", "TH", "KH", "QH", "JH"]
    assert sorted(g.hands[0]) == sorted(deck[0:3] + deck[7:9])     # the non-dealer
    assert sorted(g.hands[1]) == sorted(deck[3:6] + deck[9:11])    # the dealer
    assert g.trump_card == deck[6] == "AS" and g.trump == "S"
    assert g.talon_size() == 10


def test_non_dealer_leads_first_trick():
    for dealer in (0, 1):
        g = fixed_game("AH TH KH QH JH", "AC TC KC QC JC", "AS", dealer=dealer)
        assert g.dealer == dealer and g.to_move() == 1 - dealer and g.phase.value == "lead"


def test_first_dealer_random_from_seed():
    """The first dealer is drawn from the seed (D11): both seats deal first for some seed, the same seed
    always gives the same dealer."""
    dealers = {SchnapsenGame.new(None, seed).dealer for seed in range(40)}
    assert dealers == {0, 1}
    assert SchnapsenGame.new(None, 12345).dealer == SchnapsenGame.new(None, 12345).dealer


def test_dealer_alternates_each_hand_and_next_dealer_confirms():
    """After a hand the next dealer confirms with next_hand ("play on"); the deal alternates (pagat)."""
    g = SchnapsenGame.new(None, 4)
    chooser = random.Random(4)
    seen_hand_over = 0
    while g.to_move() is not None:
        seat = g.to_move()
        if g.phase.value == "hand_over":
            seen_hand_over += 1
            assert seat == 1 - g.dealer
            assert g.legal_ids(seat) == ["next_hand"] and g.legal_ids(1 - seat) == []
            old_dealer, old_no = g.dealer, g.hand_no
            g.apply(seat, "next_hand")
            assert g.dealer == 1 - old_dealer and g.hand_no == old_no + 1
            assert g.to_move() == 1 - g.dealer and g.talon_size() == 10
            continue
        g.apply(seat, chooser.choice(g.legal_actions(seat)).id)
    assert seen_hand_over >= 1


@pytest.mark.parametrize("deal", [
    {"deck": DECK[:19]},                                   # 19 cards
    {"deck": list(DECK[:19]) + ["AH"]},                    # a card twice
    {"deck": list(DECK[:19]) + ["XH"]},                    # not a card
    {"deck": list(DECK[:19]) + [7]},                       # not a string
    {"deck": "AH TH"},                                     # not a list
    {"deck": list(DECK), "dealer": 2},                     # no such dealer
    {"deck": list(DECK), "dealer": True},
    {"deck": list(DECK), "cut": 3},                        # unknown field
])
def test_explicit_deal_is_validated(deal):
    """An explicit first deal must name the 20 distinct cards (and dealer 0 or 1): else MalformedInput."""
    with pytest.raises(MalformedInput):
        SchnapsenGame.new(None, 1, deal)


def test_explicit_deal_fixes_only_the_first_hand():
    deck = deck_order("AH TH KH QH JH", "AC TC KC QC JC", "AS")
    a = SchnapsenGame.new(None, 5, {"deck": deck, "dealer": 0})
    b = SchnapsenGame.new(None, 6, {"deck": deck, "dealer": 0})
    assert a.hands == b.hands and a.stock == b.stock


# -- phase 1: free play, drawing -----------------------------------------------------------------------

def test_phase1_free_play_any_card_may_be_played():
    """While the talon is open, any card may be played: no obligation to follow suit or trump."""
    g = fixed_game("AH JD QD KC JC", "TH KH QH JH AC", "AS")
    plays(g, "AH")
    assert legal_plays(g) == {"TH", "KH", "QH", "JH", "AC"}


def test_winner_draws_first_then_loser_and_leads():
    """The trick winner draws the top card of the talon, then the loser; the winner leads next."""
    g = fixed_game("AH JD QD KC JC", "TH KH QH JH AC", "AS", "TS KS QS JS AD TD KD TC QC")
    plays(g, "JD TH")      # seat 1 plays a heart to a diamond lead: off suit, seat 0 wins
    assert g.tricks_won == [1, 0] and g.card_points == [12, 0]
    assert "TS" in g.hands[0] and "KS" in g.hands[1]
    assert g.to_move() == 0 and g.talon_size() == 8
    plays(g, "QD AC")      # a higher non-trump off suit still loses
    assert g.tricks_won == [2, 0] and "QS" in g.hands[0] and "JS" in g.hands[1]
    plays(g, "KC JS")      # a trump wins
    assert g.tricks_won[1] == 1 and g.to_move() == 1


def test_talon_drawn_top_first_and_turned_up_trump_last():
    """The cards are drawn from the top of the talon; the turned-up trump is the last card, taken by the
    loser of the fifth trick; then the talon is used up."""
    talon = "TS KS QS JS AD TD KD TC QC".split()
    g = fixed_game("AH JD QD KC JC", "TH KH QH JH AC", "AS", " ".join(talon))
    drawn = []
    for _ in range(5):
        before = [set(h) for h in g.hands]
        leader = g.to_move()
        act(g, "play:" + sorted(g.hands[leader])[0])
        act(g, "play:" + sorted(g.hands[g.to_move()])[0])
        winner = g.leader
        new = [set(h) - b for h, b in zip(g.hands, before)]
        drawn += [next(iter(new[winner])), next(iter(new[1 - winner]))]
        if g.phase.value != "lead":
            break
    assert drawn == talon + ["AS"]
    assert g.exhausted and g.talon_size() == 0 and g.trump_card is None
    loser = 1 - g.leader
    assert "AS" in g.hands[loser] and g.view(g.leader)["contract"]["table"]["opponent"]["known"] == ["AS"]


# -- phase 2: strict rules (Farbzwang vor Stichzwang) -----------------------------------------------------

def closed_game(forehand, dealer_cards, trump_card="JC", lead=None, **options):
    """Seat 0 closes at once (phase 2) and leads ``lead``."""
    g = fixed_game(forehand, dealer_cards, trump_card, **options)
    act(g, "close")
    if lead:
        plays(g, lead)
    return g


def test_phase2_must_follow_suit():
    """Phase 2: follow suit (a lower card is allowed when you cannot beat the card led)."""
    g = closed_game("AH KC QC JD KS", "TH JH AS AD QD", "JC", lead="AH")
    assert legal_plays(g) == {"TH", "JH"}
    assert g.explain(1, "play:AS") == "You must follow suit: hearts."
    assert g.explain(1, "play:AD", "de") == "Du musst Farbe bedienen: Herz."
    assert g.explain(1, "play:AD", "nl") == "Je moet kleur bekennen: harten."


def test_phase2_must_take_trick_if_you_can():
    """Phase 2: with a higher card of the suit led you must play it (Stichzwang)."""
    g = closed_game("KH KC QC JD KS", "AH JH AS AD QD", "JC", lead="KH")
    assert legal_plays(g) == {"AH"}
    assert g.explain(1, "play:JH") == "You must take the trick if you can: play a higher heart."
    view = g.view(1)
    reasons = click_reasons(view)
    assert reasons["AH"] is None and reasons["JH"].startswith("You must take the trick")
    assert reasons["AS"] == "You must follow suit: hearts."


def test_phase2_must_trump_when_void_in_suit_led():
    """Phase 2: void in the suit led, you must play a trump if you have one."""
    g = closed_game("AD KC QC JD KS", "TH JH AC AS QS", "QH", lead="AD")    # trump hearts, void in diamonds
    assert legal_plays(g) == {"TH", "JH"}
    assert g.explain(1, "play:AC") == "You must play a trump: you have no diamonds."


def test_phase2_void_and_no_trump_any_card():
    g = closed_game("AD KC QC JD KS", "TS JS AC AS QS", "QH", lead="AD")
    assert legal_plays(g) == {"TS", "JS", "AC", "AS", "QS"}


def test_phase2_follow_suit_before_trumping():
    """Farbzwang vor Stichzwang: holding the suit led, you must follow even if a trump would win."""
    g = closed_game("AD KC QC JD KS", "TH JH QD AS QS", "QH", lead="AD")   # trump hearts, has QD
    assert legal_plays(g) == {"QD"}
    assert g.explain(1, "play:TH") == "You must follow suit: diamonds."


def test_phase2_trump_lead_higher_trump_if_possible_else_lower():
    """On a trump lead: a higher trump if possible, else a lower trump, else anything (readings §3.1)."""
    g = closed_game("QS KC QC JD KD", "KS JS AC AD TD", "JC", lead="QS")   # trump: clubs! QS is plain
    assert legal_plays(g) == {"KS"}
    g = closed_game("KC QS QC JD KD", "AC JC TS AD TD", "QH", lead="KC")   # trump hearts; plain clubs
    assert legal_plays(g) == {"AC"}
    g = closed_game("QH KC TC JD KD", "KH JH AC AD TD", "AH", lead="QH")   # trump hearts led
    assert legal_plays(g) == {"KH"}
    g = closed_game("KH KC TC JD KD", "QH JH AC AD TD", "AH", lead="KH")
    assert legal_plays(g) == {"QH", "JH"}
    g = closed_game("KH KC TC JD KD", "QC JC AC AD TD", "AH", lead="KH")
    assert legal_plays(g) == {"QC", "JC", "AC", "AD", "TD"}


def test_phase2_applies_after_talon_exhausted():
    """Once the talon is used up, strict rules apply without any closing."""
    g = fixed_game("JS JH QH JD QD", "JC QC KC TC AC", "AS", "TS KS QS AH TH KH AD TD KD")
    plays(g, "JH JC QH QC JD KC QD TC")            # 4 tricks, seat 0 wins them all
    plays(g, "JS AH")                               # trick 5: the trump JS beats the plain AH
    assert g.exhausted and not g.closed and g.strict
    assert any(e.type == "talon_exhausted" for e in g.events)
    # seat 0 leads; seat 1 holds (TD AH? ...): whatever it holds, its legal replies follow the strict rules
    from pygame_core.games.schnapsen.rules import strict_replies
    lead = sorted(g.hands[0])[0]
    plays(g, lead)
    assert legal_plays(g) == set(strict_replies(g.hands[1], lead, g.trump))
    assert len(g.hands[0]) == 4 and g.talon_size() == 0      # no more drawing


def test_tricks_and_points_accounted():
    """Every completed trick gives both cards' points to its winner (120 card points in a full hand)."""
    g = random_game(11, stop_after=7)
    assert sum(g.card_points) == sum(POINTS[c] for _, c, n in g.played if n <= g.tricks_done())
