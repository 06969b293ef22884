"""determinize(observation, rng): a whole match consistent with what one seat knows, built from its observation
alone (issue 32: the players read ``Game.observation``, not the view).

That a determinized match shows its seat exactly its view, at positions of every option set, is
tests/test_protocol.py's (``test_a_determinized_match_shows_the_seat_exactly_its_view``); these are the Schnapsen
specifics: which cards are hidden, which are known, and that the players' sampling is this one determinizer.
"""

from pygame_core.core.rng import Rng
from pygame_core.games.schnapsen import GAME_INFO
from pygame_core.games.schnapsen.determinize import determinize, read_observation
from pygame_core.games.schnapsen.rules import SchnapsenGame
from schnapsen_helpers import act, fixed_game, plays, random_positions


def test_the_game_declares_this_determinizer():
    assert GAME_INFO.determinize is determinize


def test_different_seeds_give_different_hidden_deals():
    game = SchnapsenGame.new(None, 99)
    seat = game.to_move()
    view = game.observation(seat)
    deals = {(tuple(g.hands[1 - seat]), tuple(g.stock))
             for g in (determinize(view, Rng(k)) for k in range(20))}
    assert len(deals) > 15
    # the same rng seed gives the same deal
    a, b = determinize(view, Rng(5)), determinize(view, Rng(5))
    assert a.hands == b.hands and a.stock == b.stock


def test_determinize_uses_only_the_observation():
    """Two games that differ only in cards seat 0 cannot see give identical determinizations."""
    a = fixed_game("AH TH KH QH JH", "AC TC KC QC JC", "AS", "TS KS QS JS AD TD KD QD JD")
    b = fixed_game("AH TH KH QH JH", "JD QD KD TD AD", "AS", "JS QS KS TS JC QC KC TC AC")
    assert a.view(0)["contract"]["hand"] == b.view(0)["contract"]["hand"] and a.observation(0) == b.observation(0)
    da, db = determinize(a.observation(0), Rng(3)), determinize(b.observation(0), Rng(3))
    assert da.hands == db.hands and da.stock == db.stock
    assert set(da.hands[1]) | set(da.stock) == set(a.hands[1]) | set(a.stock)


def test_determinize_keeps_the_cards_a_marriage_showed():
    """The declarer shows both cards of a marriage (readings.md §3.1 "Marriages"): a determinized match keeps
    them in the declarer's hand, and the turned-up trump under the talon."""
    g = fixed_game("KS QS KH QH AD", "AC TC AH TH JH", "JS")
    g.apply(0, "marry:H")
    rebuilt = determinize(g.observation(1), Rng(4))
    assert {"KH", "QH"} <= set(rebuilt.hands[0]) and rebuilt.trump_card == "JS"


# seat 0 (non-dealer) holds the jack of trumps (spades; the ace is turned up) and wins the first four tricks
E = ("JS JH QH JD QD", "JC QC KC TC AC", "AS", "TS KS QS AH TH KH AD TD KD")
FOUR_TRICKS = "JH JC QH QC JD KC QD TC"


def known_of(game, seat):
    """The cards of ``seat``'s hand its opponent has seen, as the opponent's view shows them."""
    return game.view(1 - seat)["contract"]["table"]["opponent"]["known"]


def test_the_trump_taken_by_exchange_stays_known_to_the_opponent():
    """The turned-up trump lies face up (readings.md §3.1 "Deal"): whoever takes it by exchanging the jack of
    trumps (D8) holds a card the opponent has seen. The view says so, and a determinized match keeps it known to
    the opponent, as the real one does."""
    g = fixed_game(*E)
    act(g, "exchange")
    assert g.view(0)["contract"]["table"]["known_to_opponent"] == ["AS"] == known_of(g, 0)
    rebuilt = determinize(g.observation(0), Rng(1))
    assert known_of(rebuilt, 0) == ["AS"]


def test_the_turned_up_trump_drawn_last_stays_known_to_the_opponent():
    """The turned-up trump is the last card drawn (readings.md §3.1 "Deal"), by the loser of the trick, in
    everybody's sight: the opponent knows that card (here the jack, put there by an exchange) until it is played,
    in the real and in a determinized match."""
    g = fixed_game(*E)
    plays(g, FOUR_TRICKS)
    act(g, "exchange")
    plays(g, "QS AC")                    # trick 5: seat 0 draws the last face-down card, seat 1 the jack of trumps
    assert g.exhausted and "JS" in g.hands[1]
    assert g.view(1)["contract"]["table"]["known_to_opponent"] == ["JS"] == known_of(g, 1)
    assert known_of(g, 0) == ["AS"]
    for seat in (0, 1):
        rebuilt = determinize(g.observation(seat), Rng(seat))
        assert known_of(rebuilt, seat) == known_of(g, seat)


def test_a_determinized_match_keeps_what_each_seat_has_seen_of_the_other_hand():
    """Over many random positions: what the opponent knows of the seat's hand (marriages shown, the turned-up
    trump taken or drawn) is the same in the determinized match as in the real one."""
    checked = 0
    for game, _ in random_positions(range(15)):
        for seat in (0, 1):
            if known_of(game, seat):
                assert known_of(determinize(game.observation(seat), Rng(checked)), seat) == known_of(game, seat)
                checked += 1
    assert checked > 100


def test_the_players_sample_the_same_deals_as_determinize():
    """One determinizer: the deal a player samples from a view is the determinized match's deal."""
    game = SchnapsenGame.new(None, 8)
    view = game.observation(game.to_move())
    knowledge = read_observation(view)
    hands, stock = knowledge.deal(Rng(7))
    world = determinize(view, Rng(7))
    assert (world.hands, world.stock) == (hands, stock)


def test_determinized_games_play_on_legally_to_the_end():
    """A searching player simulates from determinized states: they must play on to the end of the Bummerl."""
    count = 0
    for game, seat in random_positions(range(6)):
        rebuilt = determinize(game.observation(seat), Rng(count))
        chooser = Rng(count)
        assert rebuilt.record_events is False
        while rebuilt.to_move() is not None:
            mover = rebuilt.to_move()
            rebuilt.apply(mover, chooser.choice(rebuilt.legal_ids(mover)))
        assert rebuilt.result is not None
        count += 1
    assert count > 100
