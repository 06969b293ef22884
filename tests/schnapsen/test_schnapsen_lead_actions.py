"""What the leader may do before leading: exchange the trump jack, declare a marriage, close the talon
(readings.md §3.1, §3.3 D6, D8, D9, §3.4)."""

from pygame_core.core.game import Reason
from pygame_core.games.schnapsen.rules import SchnapsenOptions, why_no_closing
from schnapsen_helpers import act, fixed_game, legal_ids, legal_plays, plays

# deal E: seat 0 (non-dealer) holds the jack of trumps and leads low cards; seat 1 throws its clubs, so
# seat 0 wins the first four tricks and leads the fifth with 2 cards left in the talon.
E = ("JS JH QH JD QD", "JC QC KC TC AC", "AS", "TS KS QS AH TH KH AD TD KD")
FOUR_TRICKS = "JH JC QH QC JD KC QD TC"

# deal M: seat 0 holds two marriages (spades = trumps, hearts), seat 1 holds the high hearts.
M = ("KS QS KH QH AD", "AC TC AH TH JH", "JS")


# -- trump jack exchange ("stelen") -------------------------------------------------------------------

def test_exchange_trump_jack_by_leader_before_leading():
    """The leader may swap the jack of trumps for the turned-up trump (StarGames "Stelen"; D8); the
    opponent sees the card taken."""
    g = fixed_game(*E)
    assert "exchange" in legal_ids(g) and g.view(0)["contract"]["table"]["can_exchange"]
    act(g, "exchange")
    assert "AS" in g.hands[0] and "JS" not in g.hands[0] and g.trump_card == "JS"
    assert g.to_move() == 0 and "exchange" not in legal_ids(g)
    assert g.view(1)["contract"]["table"]["opponent"]["known"] == ["AS"] and g.view(1)["contract"]["table"]["trump_card"] == "JS"
    assert [e.params for e in g.events if e.type == "exchange"] == [{"seat": 0, "card": "AS"}]


def test_exchange_allowed_before_first_trick_by_default_not_with_sharp_option():
    assert "exchange" in legal_ids(fixed_game(*E))
    g = fixed_game(*E, exchange_first_lead=False)
    assert "exchange" not in legal_ids(g)
    assert g.explain(0, "exchange") == "The jack of trumps may not be exchanged before the first trick."
    plays(g, "JH JC")
    assert "exchange" in legal_ids(g)


def test_exchange_needs_the_trump_jack():
    g = fixed_game("JH QH JD QD JC", "JS QC KC TC AC", "AS")
    assert "exchange" not in legal_ids(g)
    assert g.explain(0, "exchange") == "You do not hold the jack of trumps (spades)."


def test_exchange_only_by_the_leader():
    """The follower may not exchange, even holding the jack of trumps."""
    g = fixed_game("JH QH JD QD JC", "JS QC KC TC AC", "AS")
    plays(g, "JH")
    assert "exchange" not in legal_ids(g)
    assert g.explain(1, "exchange") == "Only the player to lead may do this, before leading a card."


def test_exchange_at_talon_end_allowed_with_two_cards():
    """Scenario: with the default exchange_min_talon = 2 the jack may be exchanged while only the
    turned-up trump and one card remain."""
    g = fixed_game(*E)
    plays(g, FOUR_TRICKS)
    assert g.talon_size() == 2 and g.to_move() == 0
    act(g, "exchange")
    assert "AS" in g.hands[0] and g.trump_card == "JS"
    plays(g, "QS AC")                    # trick 5: seat 0 draws KD, seat 1 takes the jack
    assert g.exhausted and "JS" in g.hands[1] and g.view(0)["contract"]["table"]["opponent"]["known"] == ["JS"]


def test_exchange_at_talon_end_refused_with_exchange_min_talon_4():
    """Scenario, sharp rules: with exchange_min_talon = 4 the exchange is allowed with 4 cards in the
    talon, not with 2."""
    g = fixed_game(*E, exchange_min_talon=4)
    plays(g, "JH JC QH QC JD KC")
    assert g.talon_size() == 4 and "exchange" in legal_ids(g)
    plays(g, "QD TC")
    assert g.talon_size() == 2 and "exchange" not in legal_ids(g)
    assert g.explain(0, "exchange") == \
        "The jack of trumps may only be exchanged while the talon holds at least 4 cards."


def test_exchange_not_after_talon_exhausted():
    g = fixed_game(*E)
    plays(g, FOUR_TRICKS + " QS AC")
    assert g.exhausted and "JS" in g.hands[0]
    assert "exchange" not in legal_ids(g)
    assert g.explain(0, "exchange") == "The talon is used up: the jack of trumps can no longer be exchanged."


def test_exchange_not_after_closing_but_exchange_then_close_allowed():
    g = fixed_game(*E)
    act(g, "close")
    assert g.explain(0, "exchange") == "The talon is closed: the jack of trumps can no longer be exchanged."
    g = fixed_game(*E)
    act(g, "exchange", "close")
    assert g.closed and "AS" in g.hands[0]


# -- marriages -----------------------------------------------------------------------------------------

def test_marriage_20_plain_40_in_trumps():
    """K+Q of a suit: 20 points, 40 in trumps (StarGames "paar"; readings §3.1)."""
    g = fixed_game(*M)
    labels = {a.id: g.label(a) for a in g.legal_actions(0)}
    assert labels["marry:S"] == "Declare the marriage in spades (40)"
    assert labels["marry:H"] == "Declare the marriage in hearts (20)"
    act(g, "marry:H")
    assert g.marriages == [(0, "H", 20, 1)]
    g2 = fixed_game(*M)
    act(g2, "marry:S")
    assert g2.marriages == [(0, "S", 40, 1)]


def test_marriage_must_lead_king_or_queen():
    """After declaring, the declarer must lead the king or queen of that suit (readings §3.1)."""
    g = fixed_game(*M)
    act(g, "marry:H")
    assert legal_plays(g) == {"KH", "QH"}
    assert g.explain(0, "play:AD") == "You declared the marriage in hearts: lead its king or queen."
    assert g.view(0)["prompt"] == "Lead the king or queen of hearts."


def test_marriage_before_the_first_trick_counts_once_the_declarer_wins_it():
    """Scenario: a 40 declared on the opening lead; it counts when the declarer wins the trick (D6)."""
    g = fixed_game(*M)
    act(g, "marry:S")
    assert g.score(0) == 0 and g.view(0)["contract"]["table"]["marriages"][0]["counted"] is False
    plays(g, "QS AC")                     # a trump wins
    assert g.tricks_won == [1, 0]
    assert g.score(0) == 3 + 11 + 40 and g.view(1)["contract"]["table"]["marriages"][0]["counted"] is True


def test_marriage_points_count_only_after_a_trick():
    """A marriage declared before the declarer has a trick is worth nothing until he wins one (D6)."""
    g = fixed_game(*M)
    act(g, "marry:H")
    plays(g, "QH AH")                     # seat 1 wins the trick
    assert g.tricks_won == [0, 1] and g.score(0) == 0
    assert g.view(0)["contract"]["table"]["points"] == 0 and g.view(0)["contract"]["table"]["marriages"] == [
        {"seat": 0, "suit": "H", "points": 20, "counted": False, "trick": 1}]
    lead = sorted(g.hands[1])[0]
    plays(g, lead)
    reply = next(c for c in legal_plays(g) if c[1] == "S")   # seat 0 trumps
    plays(g, reply)
    assert g.tricks_won[0] == 1 and g.score(0) == g.card_points[0] + 20


def test_marriage_only_by_the_leader():
    g = fixed_game("AC TC AH TH JH", "KS QS KH QH AD", "JS")
    plays(g, "AC")
    assert not any(i.startswith("marry") for i in legal_ids(g))
    assert g.explain(1, "marry:S") == "Only the player to lead may do this, before leading a card."


def test_marriage_not_on_first_lead_with_sharp_option():
    g = fixed_game(*M, marriage_first_lead=False)
    assert not any(i.startswith("marry") for i in legal_ids(g))
    assert g.explain(0, "marry:H") == "No marriage may be declared on the first lead of a hand."
    plays(g, "AD JH")
    assert {"marry:S", "marry:H"} <= legal_ids(g)


def test_one_marriage_per_lead():
    g = fixed_game(*M)
    act(g, "marry:H")
    assert "marry:S" not in legal_ids(g)
    assert g.explain(0, "marry:S") == "You have already declared a marriage in this lead."


def test_marriage_needs_king_and_queen():
    g = fixed_game(*M)
    assert g.explain(0, "marry:D") == "You do not hold the king and queen of diamonds."


def test_marriage_shows_the_partner_to_the_opponent():
    """The declarer shows the other card of the pair: the opponent's view knows it until it is played."""
    g = fixed_game(*M)
    act(g, "marry:H")
    assert g.view(1)["contract"]["table"]["opponent"]["known"] == ["KH", "QH"]
    plays(g, "KH")
    assert g.view(1)["contract"]["table"]["opponent"]["known"] == ["QH"]
    assert g.view(1)["contract"]["table"]["marriages"] == [{"seat": 0, "suit": "H", "points": 20, "counted": False, "trick": 1}]


def test_marriage_allowed_after_closing_by_default():
    """In Schnapsen (unlike 66) marriages may be declared after closing (readings §3.1; D6)."""
    g = fixed_game(*M)
    act(g, "close")
    assert "marry:S" in legal_ids(g)
    g = fixed_game(*M, marriage_after_close=False)
    act(g, "close")
    assert "marry:S" not in legal_ids(g)
    assert g.explain(0, "marry:S") == "No marriage may be declared once the talon is closed or used up."


def test_marriage_declaration_reaching_66_ends_the_hand():
    """Auto-claim (D7): a declaration that brings a player with a trick to 66 ends the hand at once."""
    g = fixed_game("KS QS AH TH AD", "JH QD JD QC JC", "JS")
    plays(g, "AH JH TH QD")                      # 13 + 13 = 26 card points for seat 0
    act(g, "marry:S")                            # + 40 = 66
    assert g.phase.value == "hand_over"
    entry = g.sheet[-1]
    assert entry.winner == 0 and entry.end.value == "reached_66"
    assert entry.game_points == 3                # seat 1 has no trick


# -- closing (Zudrehen) --------------------------------------------------------------------------------

def test_closing_only_by_the_leader():
    g = fixed_game(*E)
    plays(g, "JH")
    assert "close" not in legal_ids(g)
    assert g.explain(1, "close") == "Only the player to lead may do this, before leading a card."


def test_closing_before_the_first_trick_allowed():
    """The non-dealer may close before the first trick (pagat's example)."""
    g = fixed_game(*E)
    assert "close" in legal_ids(g) and g.view(0)["contract"]["table"]["can_close"]


def test_closing_needs_min_talon_to_close():
    """Default: the talon may be closed with 2 cards left; sharp rules (min_talon_to_close = 4): not."""
    g = fixed_game(*E)
    plays(g, FOUR_TRICKS)
    assert g.talon_size() == 2 and "close" in legal_ids(g)
    g = fixed_game(*E, min_talon_to_close=4)
    plays(g, FOUR_TRICKS)
    assert "close" not in legal_ids(g)
    assert g.explain(0, "close") == "The talon may only be closed while it holds at least 4 cards."


def test_closing_needs_both_hands_at_five_cards():
    """Closing requires 5 cards in both hands (readings §3.1 "Closing"): the rule refuses a state play never
    reaches (a hand of 4 while the talon is open)."""
    options = SchnapsenOptions()
    assert why_no_closing(options, 10, False, (5, 5)) is None
    refusal = why_no_closing(options, 10, False, (5, 4))
    assert refusal == Reason("schnapsen.why.close_hands")
    assert refusal.text() == "The talon may only be closed when both players hold 5 cards."


def test_closing_not_once_closed_or_exhausted():
    g = fixed_game(*E)
    act(g, "close")
    assert g.explain(0, "close") == "The talon is already closed."
    g = fixed_game(*E)
    plays(g, FOUR_TRICKS + " QS AC")
    assert g.explain(0, "close") == "The talon is used up: there is nothing left to close."


def test_closing_stops_drawing_and_turns_the_trump_down():
    """After closing no more cards are drawn; the trump card lies face down on the talon."""
    g = fixed_game(*E)
    act(g, "close")
    plays(g, "JH JC")
    assert len(g.hands[0]) == len(g.hands[1]) == 4 and g.talon_size() == 10
    view = g.view(1)
    assert view["contract"]["table"]["closed"] and view["contract"]["table"]["closed_by"] == 0 and view["contract"]["table"]["trump_card"] is None
    assert view["contract"]["table"]["closed_trump_card"] == "AS" and view["contract"]["table"]["talon"] == 10 and not view["contract"]["table"]["exhausted"]
    assert view["contract"]["table"]["closing"] == {"by": 0, "after_tricks": 0, "opponent_points": 0, "opponent_tricks": 0}
