"""Strand-Cup rules, one test per rule of the rulebook (S0 = sources/strand-cup.txt) and of readings.md §1.

Seats: with 4 players team A is seats 0 and 2, team B seats 1 and 3 (teams alternate round the table).
"""

from __future__ import annotations

import pytest

import pygame_core
from pygame_core.core.errors import BadOptions, IllegalAction, MalformedInput
from pygame_core.games.strandcup import cards as C
from pygame_core.games.strandcup.rules import Phase, net_score

GAME = pygame_core.game_class("strandcup")

A, B = 0, 1


def legal(game, seat=None):
    return game.legal_ids(game.to_move() if seat is None else seat)


def card_ids(game, seat=None):
    """The legal ids without the free actions (shouts, Energydrink)."""
    return [i for i in legal(game, seat) if not i.startswith(("shout", "drink"))]


# -- set-up ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,size", [(4, 7), (6, 6), (8, 6)])
def test_hand_size_seven_with_four_players_six_with_six_or_eight(players, size):
    """S0 "Game preparation": every player draws 7 (4 players) or 6 (6 or 8 players) cards."""
    game = GAME.new({"players": players}, seed=3)
    assert [len(h) for h in game.hands] == [size] * players
    assert len(game.stock) == C.DECK_SIZE - size * players


def test_teams_sit_alternately_and_split_evenly():
    """S0: two teams on opposite sides; readings §1.5. Seat s plays for team s % teams."""
    game = GAME.new({"players": 6}, seed=1)
    assert game.members == ((0, 2, 4), (1, 3, 5))
    game = GAME.new({"players": 6, "teams": 3}, seed=1)
    assert game.members == ((0, 3), (1, 4), (2, 5))
    with pytest.raises(BadOptions):
        GAME.new({"players": 6, "teams": 4}, seed=1)
    with pytest.raises(BadOptions):
        GAME.new({"players": 4, "teams": 3}, seed=1)


def test_serve_die_roll_higher_team_gets_the_aufschlag_card_ties_reroll():
    """S0: one player of each team rolls; the higher team gets the Aufschlag card; ties re-roll (readings §1.5)."""
    game = GAME.new({}, seed=1, deal={"dice": [4, 4, 2, 5]})
    assert game.serving_team == B and game.server == 1
    rolls = [(e["seat"], e["value"]) for e in game.events_for(0) if e["type"] == "die"]
    assert rolls == [(0, 4), (1, 4), (0, 2), (1, 5)]


def test_first_server_of_a_team_is_the_first_in_seat_order():
    """readings SC20: the team chooses; default seat order."""
    game = GAME.new({"players": 8}, seed=2, deal={"serving_team": A})
    assert game.server == 0 and game.to_move() == 0 and game.phase is Phase.SERVE


def test_deal_is_validated():
    """deal= must use every card once; unknown keys, bad dice or a bad serving team are refused."""
    deck = list(C.build_deck())
    with pytest.raises(MalformedInput):
        GAME.new({}, seed=1, deal={"deck": deck[:-1]})
    with pytest.raises(MalformedInput):
        GAME.new({}, seed=1, deal={"deck": deck[:-1] + [deck[0]]})
    with pytest.raises(MalformedInput):
        GAME.new({}, seed=1, deal={"shuffle": True})
    with pytest.raises(MalformedInput):
        GAME.new({}, seed=1, deal={"dice": [7]})
    with pytest.raises(MalformedInput):
        GAME.new({}, seed=1, deal={"serving_team": 2})
    with pytest.raises(MalformedInput):
        GAME.new({}, seed=1, deal={"hands": [[]] * 3, "stock": deck})
    game = GAME.new({}, seed=1, deal={"deck": deck, "serving_team": 0})
    assert game.hands[0] == deck[:7] and game.hands[3] == deck[21:28] and game.stock == deck[28:]


# -- net score and the worked example ---------------------------------------------------------------------

def test_net_score_is_abschluss_plus_stellen_before_plus_aufbau_before_that():
    """S0 "The play": Abschluss of the sending card + Stellen of the one before + Aufbau of the one before."""
    assert net_score(["B4", "P1", "S1"]) == 5 + 3 + 2
    assert net_score(["B4", "P3"]) == 2 + 1
    assert net_score(["P1"]) == 1
    assert net_score(["R1", "P14", "S2"]) == 0 + 7 + 5   # readings SC4: a Rettungssprung counts 0


def test_rulebook_worked_example(game_with, act):
    """S0 "Example": Baggern 2/2/1 -> Pritschen 1/3/1 -> Schmettern 5 = net score 10; a Baggern with
    Annahme 11 receives it, a Pritschen 1/3/1 sends it back: 2 (Stellen) + 1 (Abschluss) = 3."""
    game = game_with({1: ["P4", "B4", "B11"], 0: ["B2", "S1"], 2: ["P1"], 3: ["P3"]},
                     serving_team=B, dice=[4])
    act(game, "serve:P4")                       # Player 2 of team B serves: net score 1
    assert game.incoming == 1 and game.to_move() == 0
    act(game, "play:B2", "play:P1", "over:S1")   # A: Baggern 2/2/1, B: Pritschen 1/3/1, A: Schmettern 5
    assert game.incoming == 10
    act(game, "no_block", "no_block")            # team B may block a spike; nobody does
    assert game.to_move() == 3
    act(game, "pass")                            # "I can't get it!"
    assert game.to_move() == 1
    assert "play:B4" in legal(game) and "play:B11" not in legal(game)   # Annahme 11 >= 10, Annahme 9 < 10
    act(game, "play:B4", "over:P3")
    assert game.incoming == 3 and game.poss == A
    log = [e["text"] for e in game.events_for(0)]
    assert any("Annahme: 11 >= 10" in t for t in log)
    assert any("net score 10" in t for t in log) and any("net score 3" in t for t in log)


# -- touches ------------------------------------------------------------------------------------------------

def test_at_most_three_touches_the_third_must_go_over(game_with, act):
    """S0 "Some things to note": no more than three cards per team on any play."""
    game = game_with({1: ["P4"], 0: ["B2", "B3"], 2: ["P1"]}, serving_team=B)
    act(game, "serve:P4", "play:B2", "play:P1")
    assert card_ids(game) == ["over:B3", "pass"]
    assert "third touch" in game.explain(0, "play:B3")


def test_no_player_touches_twice_in_a_row(game_with, act):
    """S0: no player may touch the ball two times in a row; readings SC3: in a team of two A -> B -> A."""
    game = game_with({1: ["P4"], 0: ["B2", "B3"], 2: ["P1"]}, serving_team=B)
    act(game, "serve:P4", "play:B2")
    assert game.to_move() == 2 and game.queue == ()
    with pytest.raises(IllegalAction):
        game.apply(0, "play:B3")


def test_receive_needs_annahme_at_least_the_net_score(game_with, act):
    """S0 "Receiving the ball": an action card whose Annahme >= the net score."""
    game = game_with({1: ["S1"], 0: ["P14", "B13", "B1"]}, serving_team=B, dice=[3])
    act(game, "serve:S1")            # Schmettern serve: net score 5 (die 3: the ball is over)
    assert game.incoming == 5
    ids = card_ids(game)
    assert "play:B13" in ids and "over:B1" in ids and "play:P14" not in ids
    reason = game.explain(0, "play:P14")
    assert "Annahme 3" in reason and "5" in reason


def test_touches_within_the_team_need_no_annahme(game_with, act):
    """readings SC3: thresholds apply only to balls from the opponents."""
    game = game_with({1: ["B7"], 0: ["B1", "S2"], 2: ["P14"]}, serving_team=B)
    act(game, "serve:B7", "play:B1")
    assert "play:P14" in legal(game)      # Annahme 3, fine for the second touch


def test_schmettern_only_finishes_and_receives_only_a_ball_of_one(game_with, act):
    """S0: Schmettern only for the finish or a serve; readings SC5: as the receive only straight back, net <= 1."""
    game = game_with({1: ["P1"], 0: ["S1", "B1"], 2: ["B2"]}, serving_team=B)
    act(game, "serve:P1")                 # net 1
    ids = card_ids(game)
    assert "over:S1" in ids and "play:S1" not in ids
    assert "only send the ball over" in game.explain(0, "play:S1")
    game = game_with({1: ["B3"], 0: ["S1", "B1"]}, serving_team=B)
    act(game, "serve:B3")                 # net 2
    assert "over:S1" not in card_ids(game)


def test_claim_protocol_offers_the_ball_in_seat_order_and_all_passing_drops_it(game_with, act):
    """readings SC1/SC17: each eligible player in priority order plays or passes; if all pass the ball drops."""
    game = game_with({0: ["B1"], 1: ["B2"], 3: ["B3"]}, serving_team=A, players=4)
    act(game, "serve:B1")
    assert (game.to_move(), game.queue) == (1, (3,))
    act(game, "pass", "pass")
    assert game.rallies[-1]["reason"] == "dropped" and game.rallies[-1]["loser"] == B
    assert game.scores == [1, 0]


def test_priority_starts_after_the_teams_last_toucher(game_with, act):
    """readings SC1: cyclic seat order starting with the member after the team's most recent toucher."""
    game = game_with({0: ["P1"], 1: ["B1"], 3: ["B2"], 5: ["B3"], 2: ["B4", "B5"], 4: ["P2"]},
                     serving_team=A, players=6)
    act(game, "serve:P1")                 # team B (1, 3, 5) receives: order 1, 3, 5
    assert (game.to_move(), game.queue) == (1, (3, 5))
    act(game, "pass", "over:B2")          # seat 3 returns it straight away
    assert (game.to_move(), game.queue) == (2, (4, 0))   # team A: after its server (0): 2, 4, 0


def test_pass_within_team_with_nobody_left_drops_the_ball(game_with, act):
    """readings SC3: on a pass, if no teammate plays, the ball drops and the rally is lost."""
    game = game_with({1: ["P4"], 0: ["B2"], 2: ["BL1"]}, serving_team=B)
    act(game, "serve:P4", "play:B2")
    assert card_ids(game) == ["pass"]
    act(game, "pass")
    assert game.rallies[-1]["loser"] == A and game.rallies[-1]["reason"] == "dropped"


# -- the serve -------------------------------------------------------------------------------------------

def test_serve_with_an_action_card_net_score_is_its_abschluss(game_with, act):
    """S0 "The serve": the ball clears the net with the Abschluss of the action card."""
    game = game_with({0: ["B3", "P1"]}, serving_team=A)
    act(game, "serve:B3")
    assert game.incoming == C.ABSCHLUSS["B3"] == 2 and game.poss == B


def test_serve_by_discarding_a_card_and_rolling(game_with, act):
    """S0: a player may discard any one card and roll a die for the net score (1-6)."""
    game = game_with({0: ["BL1", "P1"]}, serving_team=A, dice=[6])
    assert "serve_die:BL1" in legal(game) and "serve:BL1" not in legal(game)
    act(game, "serve_die:BL1")
    assert game.incoming == 6 and "BL1" in game.discard and game.hands[0] == ["P1"]


def test_die_serve_with_an_empty_hand(game_with, act):
    """readings SC16: with no card the server rolls without discarding."""
    game = game_with({}, serving_team=A, dice=[2])
    assert card_ids(game) == ["serve_die"]
    act(game, "serve_die")
    assert game.incoming == 2


def test_serve_cannot_be_blocked(game_with, act):
    """S0 "Block card": "A serve can not be blocked!" """
    game = game_with({0: ["S1"], 1: ["BL1", "B1"]}, serving_team=A, dice=[5])
    act(game, "serve:S1")
    assert game.phase is Phase.CLAIM and not any(i.startswith("block") for i in legal(game))
    assert "never" in game.explain(1, "block:BL1")


def test_same_player_serves_until_side_out_then_the_arrow_player(game_with, act):
    """S0: the same player serves until his team loses the serve; the right to serve passes on; the arrow
    of the Aufschlag card points at the opponent who serves next."""
    game = game_with({0: ["B1", "B2"], 1: ["B3"], 2: ["B4"], 3: ["B5"]}, serving_team=A)
    assert game.server == 0 and game.arrow() == 1
    act(game, "serve:B1", "pass", "pass")          # team B drops it: point for A, same server
    assert game.scores == [1, 0] and game.server == 0
    act(game, "break", "serve:B2", "over:B3")      # seat 1 returns; team A drops it: side-out
    act(game, "pass", "pass")
    assert game.scores == [1, 0] and game.serving_team == B and game.server == 1 and game.arrow() == 2
    assert game.rallies[-1]["scored"] is False


# -- Schmettern, Killer, block --------------------------------------------------------------------------

def test_schmettern_die_one_is_net_and_the_spikers_lose(game_with, act):
    """S0: whoever plays a Schmettern rolls; a 1 touches the net and drops on the spiker's side."""
    game = game_with({0: ["S1"]}, serving_team=A, dice=[1])
    act(game, "serve:S1")
    assert game.rallies[-1]["reason"] == "net" and game.rallies[-1]["loser"] == A
    assert game.serving_team == B                  # side-out


def test_killer_two_is_out_and_receiver_rolls_four_to_six_wins(game_with, act):
    """S0 "Killer-Schmetterball": a 2 is out; the receiving player rolls: 4-6 he lets it pass and wins."""
    game = game_with({0: ["K1"], 1: ["B1"]}, serving_team=A, dice=[2, 5])
    act(game, "serve:K1")
    assert game.rallies[-1]["reason"] == "out" and game.rallies[-1]["winner"] == B


def test_killer_out_receiver_rolls_one_to_three_plays_on(game_with, act):
    """S0: on 1-3 he misjudges the situation and tries to receive the ball: play continues."""
    game = game_with({0: ["K1"], 1: ["B1"]}, serving_team=A, dice=[2, 3])
    act(game, "serve:K1")
    assert game.phase is Phase.CLAIM and game.incoming == 6 and not game.rallies


def test_plain_schmettern_two_is_not_out(game_with, act):
    """Only the Killer-Schmetterball goes out on a 2."""
    game = game_with({0: ["S1"], 1: ["B1"]}, serving_team=A, dice=[2])
    act(game, "serve:S1")
    assert game.phase is Phase.CLAIM and not game.rallies


def spiked_game(game_with, act, dice, blockers=("BL1", "BL2")):
    """Team B serves, team A spikes (net 5 + 3 + 2 = 10), team B may block."""
    hands = {1: ["P4", "B1"], 0: ["B2", "S1"], 2: ["P1"], 3: [blockers[0], "B5"]}
    if len(blockers) > 1:
        hands[1].append(blockers[1])
    game = game_with(hands, serving_team=B, dice=dice)
    act(game, "serve:P4", "play:B2", "play:P1", "over:S1")
    return game


def test_block_window_each_defender_decides_then_2d6_each_summed_success(game_with, act):
    """S0 "Block card"; readings SC7: defenders commit in priority order, then each blocker rolls 2d6, all summed;
    total >= net score: the ball goes back and must be received with Annahme >= the total."""
    game = spiked_game(game_with, act, dice=[4, 3, 3, 2, 2])
    assert game.phase is Phase.BLOCK and game.to_move() == 3
    act(game, "block:BL1", "block:BL2")
    assert game.poss == A and game.incoming == 10 and game.from_team == B
    assert game.to_move() == 2             # blockers do not touch: the spiker (seat 0) may not touch again
    assert 0 not in game.queue


def test_failed_block_loses_the_rally(game_with, act):
    """S0: if the total is less than the net score the ball drops on the blockers' side."""
    game = spiked_game(game_with, act, dice=[4, 1, 2], blockers=("BL1",))
    act(game, "block:BL1", "no_block")
    assert game.rallies[-1]["reason"] == "block_failed" and game.rallies[-1]["loser"] == B


def test_block_only_against_a_spike(game_with, act):
    """S0: only spiked balls (played over with a Schmettern) can be blocked."""
    game = game_with({1: ["P4"], 0: ["B2", "B3"], 2: ["P1"], 3: ["BL1", "B1"]}, serving_team=B)
    act(game, "serve:P4", "play:B2", "play:P1", "over:B3")
    assert game.phase is Phase.CLAIM and "block:BL1" not in legal(game, 3)


# -- Rettungssprung -------------------------------------------------------------------------------------

def test_rettungssprung_reaches_any_ball_and_locks_its_player(game_with, act):
    """S0 "Rettungssprung": reaches any ball; the player may not play any other card for the rest of the play."""
    game = game_with({0: ["S1", "KR"], 1: ["R1", "P13", "P14"], 3: ["P1"]}, serving_team=A, dice=[6])
    act(game, "add:KR", "serve:S1")
    assert game.incoming == 7
    assert card_ids(game) == ["save:R1", "pass"]
    act(game, "save:R1")
    assert 1 in game.locked and game.to_move() == 3 and game.rescue_pending


def test_rettungssprung_follow_up_roll_one_or_two_misses(game_with, act):
    """S0: the following player rolls before playing: on 1 or 2 he does not reach the ball (and without a
    Rettungssprung of his own the ball drops)."""
    game = game_with({0: ["S1"], 1: ["R1"], 3: ["P1"]}, serving_team=A, dice=[6, 2])
    act(game, "serve:S1", "save:R1")
    assert card_ids(game) == ["claim", "pass"]
    act(game, "claim")
    assert game.rallies[-1]["reason"] == "rescue_missed" and game.rallies[-1]["loser"] == B


def test_rettungssprung_follow_up_one_or_two_may_dive_again_or_let_the_ball_drop(game_with, act):
    """S0 "Rettungssprung": on 1 or 2 "he doesn't reach the ball but can also play a Rettungssprung card to keep the
    ball in the air": he can, so he is not forced to; letting it drop loses the rally (readings SC11, issue 11)."""
    game = game_with({0: ["S1"], 1: ["R1"], 3: ["R2", "P1"], 5: ["P2"]}, serving_team=A, dice=[6, 1], players=6)
    act(game, "serve:S1", "save:R1", "claim")
    assert card_ids(game) == ["save:R2", "pass"]
    assert "only a Rettungssprung" in game.explain(3, "over:P1")
    assert "let it drop" in game.view(3)["prompt"]
    dived = game.clone()
    act(dived, "save:R2")
    assert dived.locked == {1, 3} and dived.rescue_pending and dived.to_move() == 5 and not dived.rallies
    act(game, "pass")   # the ball drops: nobody else is offered it
    assert game.rallies[-1]["reason"] == "rescue_missed" and game.rallies[-1]["loser"] == B


def test_rettungssprung_follow_up_three_to_six_reaches_the_ball_any_card_that_takes_it(game_with, act):
    """S0: "A 3-6 means he reached the ball": he plays an action card, or dives again with a Rettungssprung, which
    "can reach any ball" (issue 11: not forbidden by the rulebook, so a high roll is never worse than a low one);
    having reached the ball he may no longer pass."""
    game = game_with({0: ["S1"], 1: ["R1"], 3: ["P1", "R2"]}, serving_team=A, dice=[6, 5])
    act(game, "serve:S1", "save:R1", "claim")
    assert card_ids(game) == ["play:P1", "over:P1", "save:R2"]
    assert "must play" in game.explain(3, "pass")


def test_rettungssprung_follow_up_only_rettungssprung_cards_a_high_roll_is_not_worse(game_with, act):
    """Issue 11: holding only Rettungssprung cards, the follow-up player keeps the ball up on 3-6 as on 1-2."""
    for roll in (2, 5):
        game = game_with({0: ["S1"], 1: ["R1"], 3: ["R2"], 5: ["P2"]}, serving_team=A, dice=[6, roll], players=6)
        act(game, "serve:S1", "save:R1", "claim")
        assert card_ids(game) == (["save:R2", "pass"] if roll < 3 else ["save:R2"]), roll
        act(game, "save:R2")
        assert not game.rallies and game.rescue_pending and game.to_move() == 5


def test_rettungssprung_never_goes_over_and_is_never_the_third_touch(game_with, act):
    """S0: you can't play a ball back over the net with a Rettungssprung; readings SC11: not as touch 3."""
    game = game_with({1: ["P4"], 0: ["B2", "R1"], 2: ["P1"]}, serving_team=B)
    assert not any(i.startswith("over:R") for i in legal(game, 1))
    act(game, "serve:P4", "play:B2", "play:P1")
    assert "save:R1" not in legal(game)
    assert "third touch" in game.explain(0, "save:R1")


# -- special cards ---------------------------------------------------------------------------------------

def test_kraftriegel_adds_two_to_a_schmettern_only(game_with, act):
    """S0 "Kraftriegel": played along with a Schmettern, +2 to a spike or serve."""
    game = game_with({0: ["KR", "B1"]}, serving_team=A)
    assert "add:KR" not in legal(game)
    assert "Schmettern" in game.explain(0, "add:KR")
    game = game_with({0: ["KR", "S1", "B1"]}, serving_team=A, dice=[4])
    act(game, "add:KR")
    assert card_ids(game) == ["serve:S1"]     # laid with the ball: it must now go with a Schmettern
    act(game, "serve:S1")
    assert game.incoming == 7


def test_energydrink_draws_two_at_any_decision_as_a_free_action(game_with, act):
    """S0 "Energydrink": draw two cards from the stack at any time; readings SC8: a free action, no touch."""
    game = game_with({0: ["B1"], 1: ["ED", "B2"]}, serving_team=A, stock=["P1", "P2"])
    act(game, "serve:B1")
    assert "drink:ED" in legal(game)
    act(game, "drink:ED")
    assert game.to_move() == 1 and sorted(game.hands[1]) == ["B2", "P1", "P2"]
    assert game.touch_number() == 1


def test_energydrink_break_of_rules_version_2_asks_everyone_holding_cards_in_turn(game_with, act):
    """Saved matches of rules version 2: S0 "Energydrink": "The player may draw two cards from the stack at any time he wishes"; issue 11 / readings
    SC8: so at the end of every rally too. After the refill everyone holding cards, in seat order after the next
    server, drinks or goes on; the next server is not asked (he decides next, and can drink at his serve)."""
    game = game_with({0: ["B1"], 3: ["ED"]}, serving_team=A, stock=["P1", "P2", "P3"], players=6, rules_version=2)
    act(game, "serve:B1", "pass", "pass", "pass")          # team B drops it; A scores, seat 0 serves again
    assert game.phase is Phase.BREAK and game.server == 0
    assert (game.to_move(), game.queue) == (1, (2, 3, 4, 5))
    assert legal(game) == ["go_on"] and game.view(1)["prompt"].startswith("Break")
    assert "only drink the Energydrink or go on" in game.explain(1, "shout:mine")
    act(game, "go_on", "go_on")
    assert game.to_move() == 3 and legal(game) == ["go_on", "drink:ED"]
    hand = list(game.hands[3])
    act(game, "drink:ED")
    assert len(game.hands[3]) == len(hand) + 1 and "ED" in game.discard and game.to_move() == 4
    act(game, "go_on", "go_on")
    assert game.phase is Phase.SERVE and game.to_move() == 0 and game.rally_no == 2
    assert "break" in game.explain(0, "go_on")


def test_energydrink_break_tells_nobody_who_holds_it(game_with, act):
    """Issue 11: being asked in the break reveals nothing: whoever holds the Energydrink, the same seats are asked
    in the same order and every other seat sees the same."""
    seen = []
    for holder in (1, 2):
        game = game_with({0: ["B1"], holder: ["ED", "P5"], 3 - holder: ["P6", "P7"]}, serving_team=A, rules_version=2)
        act(game, "serve:B1", "pass", "pass")
        order = [game.to_move(), *game.queue]
        view = game.view(3)
        shown = {**view["contract"]["table"], **view}  # (the court's fields are in the contract's table)
        seen.append((order, [shown[field] for field in ("to_move", "queue", "phase", "prompt", "hand_counts")]))
    assert seen[0] == seen[1]


def test_no_energydrink_break_at_the_end_of_a_set_or_with_the_option_off(game_with, act):
    """The hands are collected at the end of a set (SC14): no break then. The break is the variant flag
    ``energydrink_break`` (on by default): off, the Energydrink is drunk at one's own decisions only."""
    game = game_with({0: ["B1"]}, serving_team=A, set_target=1, win_by_two=False, sets_to_win=2, rules_version=2)
    act(game, "serve:B1", "pass", "pass")
    assert game.set_no == 2 and game.phase is Phase.SERVE
    game = game_with({0: ["B1"]}, serving_team=A, energydrink_break=False, rules_version=2)
    act(game, "serve:B1", "pass", "pass")
    assert game.phase is Phase.SERVE and game.to_move() == 0


def test_no_break_question_between_rallies_nobody_is_asked_and_the_holder_drinks_at_his_next_decision(game_with, act):
    """Issue 19 (rules version 3): between two rallies nobody is asked about the Energydrink, so a hot-seat table is
    not handed round for it and nothing tells who holds it; the holder drinks at his next decision, after the refill
    (readings.md SC8: a free action at any decision; SC15: the refill never tops up what a drink drew)."""
    views = []
    for holder in (1, 3):
        game = game_with({0: ["B1"], holder: ["ED", "P5"]}, serving_team=A, stock=["P1", "P2", "P3", "P4"],
                         players=8)
        act(game, "serve:B1", "pass", "pass", "pass", "pass")      # team B drops it; A scores, seat 0 serves again
        assert game.phase is Phase.SERVE and game.to_move() == 0 and game.rally_no == 2
        view = game.view(2)
        shown = {**view["contract"]["table"], **view}  # (the court's fields are in the contract's table)
        views.append({k: shown[k] for k in ("to_move", "queue", "phase", "prompt", "log")})
        before = len(game.hands[holder])
        act(game, "serve_die:" + game.hands[0][0])
        while game.to_move() != holder:
            act(game, "pass")
        assert game.rally_no == 2 and "drink:ED" in legal(game)
        act(game, "drink:ED")
        assert len(game.hands[holder]) == before + 1    # the Energydrink laid, two cards drawn on a full hand
        assert before == game.hand_size
    assert [len(v["log"]) for v in views] == [len(views[0]["log"])] * 2
    assert views[0]["to_move"] == views[1]["to_move"] and views[0]["queue"] == views[1]["queue"]


def test_matches_of_rules_version_1_replay_without_the_break_and_with_the_old_rescue_rule(game_with):
    """Saves and links of release 0.1 (rules version 1) replay as they were played: no Energydrink break, and on
    3-6 after a Rettungssprung only an action card; new matches play version 2."""
    old = GAME.new({"players": 4}, seed=1, rules_version=1)
    assert old.rules_version == 1 and GAME.new({"players": 4}, seed=1).rules_version == 3
    assert old.rescue_reached_in_version_1("save", 4) is not None
    assert old.rescue_reached_in_version_1("save", 2) is None and old.rescue_reached_in_version_1("play", 4) is None
    assert GAME.new(seed=1).rescue_reached_in_version_1("save", 4) is None


def test_killeraufschlag_adds_a_die_to_any_serve(game_with, act):
    """S0 "Killeraufschlag": the server adds one die roll; readings SC10: the die serve too."""
    game = game_with({0: ["KA", "BL1"]}, serving_team=A, dice=[3, 4])
    act(game, "add:KA", "serve_die:BL1")
    assert game.incoming == 7
    game = game_with({0: ["B1"], 1: ["KA", "B2"]}, serving_team=A)
    act(game, "serve:B1")
    assert "add:KA" not in legal(game)
    assert "serve" in game.explain(1, "add:KA")


def test_blenden_receiver_rolls_one_to_three_misses(game_with, act):
    """S0 "Blenden": the opponent trying to receive rolls first: 1-3 he misses, the ball drops."""
    game = game_with({0: ["BD", "B1"], 1: ["B2"]}, serving_team=A, dice=[2])
    act(game, "add:BD", "serve:B1")
    assert card_ids(game) == ["claim", "pass"]
    assert "roll" in game.explain(1, "over:B2")
    act(game, "claim")
    assert game.rallies[-1]["reason"] == "blenden" and game.rallies[-1]["loser"] == B


def test_blenden_four_to_six_no_effect_play_continues(game_with, act):
    """S0: on 4-6 the blinding has no effect and the play continues normally."""
    game = game_with({0: ["BD", "B1"], 1: ["B2"]}, serving_team=A, dice=[4])
    act(game, "add:BD", "serve:B1", "claim")
    assert game.phase is Phase.PLAY and "over:B2" in legal(game) and "pass" not in legal(game)


def test_blenden_with_a_die_serve_angeschnitten_not(game_with, act):
    """readings SC10: Angeschnittener Ball needs an action card, so not with a die serve; Blenden goes with any."""
    game = game_with({0: ["AB", "BD", "BL1"]}, serving_team=A)
    ids = legal(game)
    assert "add:BD" in ids and "add:AB" not in ids


def test_angeschnittener_ball_goes_with_an_action_card_and_receiver_rolls(game_with, act):
    """S0 "Angeschnittener Ball": played with an action card (also serving); the receiver rolls, 1-3 misses."""
    game = game_with({0: ["AB", "P1", "BL1"], 1: ["B2"]}, serving_team=A, dice=[1])
    act(game, "add:AB")
    assert card_ids(game) == ["serve:P1"]
    act(game, "serve:P1", "claim")
    assert game.rallies[-1]["reason"] == "angeschnitten"


def test_blenden_and_angeschnitten_stack_two_rolls(game_with, act):
    """readings SC9: both may stack: two separate rolls, any 1-3 drops the ball."""
    game = game_with({0: ["AB", "BD", "P1"], 1: ["B2"]}, serving_team=A, dice=[5, 3])
    act(game, "add:BD", "add:AB", "serve:P1", "claim")
    assert game.rallies[-1]["reason"] == "angeschnitten"


def test_effects_apply_to_the_first_claimer_only(game_with, act):
    """readings SC9: the effect hits the first opponent who tries to receive; a pass leaves it waiting."""
    game = game_with({0: ["BD", "B1"], 1: ["B2"], 3: ["B3"]}, serving_team=A, dice=[5])
    act(game, "add:BD", "serve:B1", "pass")
    assert game.effects == ("BD",)
    act(game, "claim")
    assert game.effects == () and game.phase is Phase.PLAY


def test_special_card_once_laid_stays_and_the_ball_must_go_over(game_with, act):
    """S0: a card placed on the table remains there: after laying Blenden the receiver cannot pass."""
    game = game_with({0: ["B1"], 1: ["BD", "B2"]}, serving_team=A)
    act(game, "serve:B1", "add:BD")
    assert "pass" not in legal(game) and "BD" in game.table
    assert "special card" in game.explain(1, "pass")


def test_with_a_special_card_laid_a_rettungssprung_is_refused_by_that_card(game_with, act):
    """S0 "Special cards": Blenden goes with a ball that crosses the net, and a Rettungssprung never does, so
    after laying Blenden the Rettungssprung is refused for that reason (0.1 said "You reached the ball")."""
    game = game_with({0: ["B1"], 1: ["BD", "B2", "R1"]}, serving_team=A)
    act(game, "serve:B1", "add:BD")
    assert "save:R1" not in legal(game)
    assert game.explain(1, "save:R1") == "With Blenden laid, the ball must now cross the net."
    assert next(c for c in game.view(1)["contract"]["hand"] if c["card"] == "R1")["reason"] == game.explain(1, "save:R1")


# -- shouts ---------------------------------------------------------------------------------------------

def test_shouts_are_a_fixed_menu_one_per_decision_and_public(game_with, act):
    """S0 "Communication at the table"; readings SC2: a fixed menu that can never name a card."""
    game = game_with({0: ["B1"], 1: ["B2"]}, serving_team=A)
    assert {i for i in legal(game) if i.startswith("shout")} == {
        "shout:take_it", "shout:over_here", "shout:spike", "shout:cant", "shout:mine"}
    act(game, "shout:spike")
    assert game.to_move() == 0 and not any(i.startswith("shout") for i in legal(game))
    assert "One shout" in game.explain(0, "shout:mine")
    with pytest.raises(IllegalAction):
        game.apply(0, "shout:I_have_a_schmettern")
    assert game.view(3)["contract"]["table"]["shouts"] == [{"seat": 0, "shout": "spike"}]


# -- scoring, sets, refills -------------------------------------------------------------------------------

def test_only_the_serving_team_scores_side_out_otherwise(game_with, act):
    """S0 "The game in reality" / "Scoring a point": only the serving team scores; else it gets the serve."""
    game = game_with({0: ["B1"], 1: ["B2"]}, serving_team=A)
    act(game, "serve:B1", "over:B2", "pass", "pass")
    assert game.scores == [0, 0] and game.serving_team == B


def test_set_to_ten_with_a_lead_of_two(game_with):
    """S0: sets to 10 points; readings SC13: win by two by default."""
    game = game_with({}, serving_team=A)
    game.scores = [9, 9]
    game.scores[A] = 10
    assert not game.set_won(A)
    game.scores = [11, 9]
    assert game.set_won(A)
    game = game_with({}, serving_team=A, win_by_two=False)
    game.scores = [10, 9]
    assert game.set_won(A)


def test_match_of_two_sets_loser_serves_next_set_and_hands_are_redealt(game_with, act):
    """S0 "The end of the game": the agreed number of sets wins; readings SC14: the loser of a set serves the
    next, all cards are collected and dealt again."""
    game = game_with({0: ["B1", "B2", "B3"]}, serving_team=A, sets_to_win=2, set_target=2)
    act(game, "serve:B1", "pass", "pass", "break", "serve:B2", "pass", "pass")
    assert game.sets == [1, 0] and game.set_no == 2 and game.scores == [0, 0] and game.phase is Phase.SERVE
    assert game.serving_team == B and game.server == 1
    assert [len(h) for h in game.hands] == [7] * 4
    assert sorted(c for h in game.hands for c in h) + sorted(game.stock) != []
    assert game.outcome() is None


def test_match_won_outcome(game_with, act):
    """The first team to win the agreed number of sets wins the match."""
    game = game_with({0: ["B1"]}, serving_team=A, set_target=1, win_by_two=False)
    act(game, "serve:B1", "pass", "pass")
    assert game.is_over and game.winner == A and game.outcome() == [1.0, 0.0, 1.0, 0.0]
    assert game.legal_ids(0) == []


def test_refill_after_each_rally_from_the_next_server(game_with, act):
    """S0: after a score or change of serve new cards are drawn to refill the hands; readings SC15."""
    game = game_with({0: ["B1", "B2"], 1: ["B3"]}, serving_team=A, stock=["P1", "P2", "P3"])
    act(game, "serve:B1", "pass", "pass")
    assert {"B2", "P1", "P2", "P3"} <= set(game.hands[0]) and len(game.hands[0]) == 7   # the server draws first
    assert all(len(h) == 7 for h in game.hands)


def test_empty_stack_is_refilled_from_the_shuffled_discard_pile(game_with, act):
    """S0: if the drawing stack is used up, shuffle the discard stack and use it as the new drawing stack."""
    deck = list(C.build_deck())
    hands = [deck[0:14], deck[14:28], deck[28:42], deck[42:57]]
    game = GAME.new({}, seed=5, deal={"hands": hands, "stock": [], "serving_team": 0})
    act(game, "serve:B1", "pass", "pass")      # B1 to the discard pile; nobody needs cards (14 > 7) ...
    assert game.discard == ["B1"] and game.stock == []
    game.hands[0] = game.hands[0][:3]          # ... except seat 0 now: the discard pile becomes the stack
    game.draw(0, 1)
    assert "B1" in game.hands[0] and game.discard == []


# -- more than two teams -----------------------------------------------------------------------------------

def test_three_teams_every_ball_names_its_target_team(game_with, act):
    """S0 "Alternative": announce which team's court you were aiming at; readings SC18: only the target plays it."""
    game = game_with({0: ["B1"], 1: ["B2"], 2: ["B3"]}, serving_team=A, players=6, teams=3)
    assert "serve:B1>B" in legal(game) and "serve:B1>C" in legal(game) and "serve:B1" not in legal(game)
    assert "name the team" in game.explain(0, "serve:B1")
    assert "opposing team" in game.explain(0, "serve:B1>A")
    act(game, "serve:B1>C")
    assert game.poss == 2 and game.to_move() == 2 and game.queue == (5,)


def test_three_teams_serve_passes_from_team_to_team(game_with, act):
    """readings SC19: the serving team scores only when a team it aimed at fails; otherwise the serve passes
    to the next team in turn."""
    game = game_with({0: ["B1", "B4"], 1: ["B2"], 2: ["B3"]}, serving_team=A, players=6, teams=3)
    act(game, "serve:B1>C", "pass", "pass")          # C fails A's ball: A scores
    assert game.scores == [1, 0, 0] and game.serving_team == A
    act(game, "break", "serve:B4>C", "over:B3>B", "pass", "pass")   # B fails C's ball: not A's ball, serve to B
    assert game.scores == [1, 0, 0] and game.serving_team == B and game.server == 1


def test_three_teams_rally_winner_option(game_with, act):
    """readings SC19 option multi_team_serve_to="rally_winner": the two-team analogue."""
    game = game_with({0: ["B1"], 1: ["B2"], 2: ["B3"]}, serving_team=A, players=6, teams=3,
                     multi_team_serve_to="rally_winner")
    act(game, "serve:B1>C", "over:B3>B", "pass", "pass")
    assert game.serving_team == 2


# -- reasons and actions ---------------------------------------------------------------------------------

def test_reasons_name_the_rule(game_with, act):
    """A refusal names the rule that forbids the action, not a generic "not allowed"."""
    game = game_with({0: ["B1", "BL1"], 1: ["B2"]}, serving_team=A)
    assert "do not hold" in game.explain(0, "serve:P9")
    assert "not a Strand-Cup card" in game.explain(0, "serve:Z9")
    assert "action card" in game.explain(0, "serve:BL1")
    assert "serve" in game.explain(0, "over:B1")
    assert game.explain(0, "jump") == "jump is not allowed now."   # no Strand-Cup action
    with pytest.raises(IllegalAction) as err:
        game.apply(0, "serve:BL1")
    assert "action card" in str(err.value)


def test_action_labels_come_from_the_catalog_in_every_language(game_with):
    game = game_with({0: ["B4"]}, serving_team=A)
    action = next(a for a in game.legal_actions(0) if a.id == "serve:B4")
    assert game.label(action) == "Serve with Baggern (forearm pass) 11/2/2/1" and action.kind == "play" and action.cards == ("B4",)
    assert game.label(action, "de") == "Aufschlag mit Baggern 11/2/2/1"
    assert game.label(action, "nl") == "Serveer met Baggern (onderhandse pass) 11/2/2/1"


def test_refusal_reason_in_the_callers_language(game_with):
    game = game_with({0: ["B1", "BL1"]}, serving_team=A)
    with pytest.raises(IllegalAction) as err:
        game.apply(0, "serve:BL1", "de")
    assert "Aktionskarte" in str(err.value)
    assert "actiekaart" in game.explain(0, "serve:BL1", "nl")


def test_energydrink_hand_may_exceed_the_hand_size_refill_draws_nothing(game_with, act):
    """readings SC8: the hand may exceed 6 or 7; the refill simply does not draw."""
    hand = ["ED", "B2", "B3", "B4", "B5", "B6", "B7"]
    game = game_with({0: ["B1"] + hand[1:], 1: hand[:1] + ["P1", "P2", "P3", "P4", "P5", "P6"]}, serving_team=A)
    act(game, "serve:B1", "drink:ED")
    assert len(game.hands[1]) == 8
    act(game, "pass", "pass")                    # seats 1 and 3 pass: the ball drops
    assert len(game.hands[1]) == 8 and len(game.hands[0]) == 7


def test_cards_on_the_table_are_discarded_before_the_refill(game_with, act):
    """readings SC15: the cards on the table go to the discard pile before the refill, so a reshuffle
    includes them."""
    deck = list(C.build_deck())
    hands = [deck[0:7], deck[7:14], deck[14:21], deck[21:57]]
    game = GAME.new({}, seed=5, deal={"hands": hands, "stock": [], "serving_team": 0})
    act(game, "serve:B1", "pass", "pass")       # B1 was on the table; seat 0 must draw one card
    assert game.hands[0].count("B1") == 1 and game.discard == [] and game.stock == []


@pytest.mark.parametrize("pile", ["stock", "discard"])
def test_a_fixed_deal_names_a_stock_or_discard_that_is_not_a_list(pile):
    """Bad input gets a clear error (issue 11: a stock of 5 answered internal_error)."""
    from pygame_core.core.errors import MalformedInput
    hands = [[] for _ in range(4)]
    with pytest.raises(MalformedInput, match=f"{pile} must be a list"):
        GAME.new({"players": 4}, seed=1, deal={"hands": hands, pile: 5})
