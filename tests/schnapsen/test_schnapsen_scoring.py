"""Ending a hand and scoring it: going out at 66, the last trick, closing success and failure, claims,
game points, the Bummerl (readings.md §3.1, §3.3 D1, D7, D9-D13; StarGames "Telling", "Sluiten")."""

import pytest

from pygame_core.core.errors import GameOver
from pygame_core.games.schnapsen.rules import (
    BummerlResult,
    closing_failure_points,
    false_claim_points,
    game_points_by_loser,
)
from schnapsen_helpers import act, fixed_game, legal_ids, legal_plays, plays, random_game

# -- game points ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("points, tricks, value", [
    (0, 0, 3), (20, 0, 3),            # no trick: 3 (a pending marriage does not help; D10)
    (4, 1, 2), (32, 3, 2),            # fewer than 33: 2 (Schneider)
    (33, 2, 1), (65, 4, 1),           # 33 or more: 1
])
def test_game_points_by_loser_points_and_tricks(points, tricks, value):
    """StarGames "Telling": 0 points 3, 32 or less 2, 33-65 1; counted by tricks taken (readings D10)."""
    assert game_points_by_loser(points, tricks) == value


def test_closing_failure_and_false_claim_values():
    assert closing_failure_points(0) == 3 and closing_failure_points(1) == 2
    assert false_claim_points(0) == 3 and false_claim_points(2) == 2


# -- going out at 66 -----------------------------------------------------------------------------------

IMMEDIATE_66 = ("AH TH AD TD AC", "TC KC QC KS QS", "JS", "JH KD QH QD JD KH AS TS JC")


def test_going_out_at_66_ends_hand_immediately():
    """Scenario, immediate 66 (auto-claim, D7): the hand ends the moment a trick brings a player to 66,
    though the talon still holds cards; seat 1 took no trick: 3 game points."""
    g = fixed_game(*IMMEDIATE_66)
    plays(g, "AH TC TH KC AD QC TD KD")
    assert g.score(0) == 63 and g.phase.value == "lead"
    plays(g, "AC QD")
    assert g.score(0) == 77 and g.talon_size() == 2
    assert g.phase.value == "hand_over" and g.to_move() == 0      # seat 0 deals next
    entry = g.sheet[-1]
    assert (entry.winner, entry.game_points, entry.end.value) == (0, 3, "reached_66")
    assert g.to_go == [4, 7]
    view = g.view(1)
    assert view["contract"]["table"]["last_hand"]["reason"] == "Player 1 reached 66 with 77 (opponent 0 points, 0 tricks): 3 game points"
    assert view["contract"]["hand"] and all(not e["actions"] for e in view["contract"]["hand"])
    assert set(view["contract"]["table"]["play_refused"].values()) == {"It is not your turn: Player 1 must decide."}
    assert view["prompt"] == "The hand is over. Waiting for Player 1 to deal the next hand."
    assert g.view(0)["prompt"] == "The hand is over. You deal next: play on."
    assert g.explain(0, "play:" + g.hands[0][0]) == "The hand is over: deal the next hand to play on."


def test_auto_claim_needs_the_trick_winner():
    """Only the winner of a trick goes out after it: points never reach 66 by losing a trick."""
    g = fixed_game(*IMMEDIATE_66)
    plays(g, "AH TC TH KC AD QC TD KD")
    assert g.phase.value == "lead" and max(g.score(0), g.score(1)) < 66


# -- the last trick ------------------------------------------------------------------------------------

# A hand where the talon runs out and nobody reaches 66 (found by random play, seed 3; replayed here).
LAST_TRICK_DEAL = ("AH JH QC QS TH", "JC JS QD QH TS", "AS", "TD JD AC KH KD KS AD KC TC")
LAST_TRICK_PLAY = "AH JS TS JD TD QS KH KS AC JH TC QC QD KD KC JC AS QH TH AD"


def last_trick_game(**options):
    g = fixed_game(*LAST_TRICK_DEAL, **options)
    cards = LAST_TRICK_PLAY.split()
    plays(g, " ".join(cards[:-2]))
    assert g.phase.value == "lead" and g.exhausted and len(g.hands[0]) == len(g.hands[1]) == 1
    plays(g, " ".join(cards[-2:]))
    return g


def test_last_trick_wins_when_talon_exhausted_and_nobody_reached_66():
    """Scenario, the last trick (D1): the talon ran out, nobody reached 66: the winner of the last trick
    wins the hand, 1 game point, whatever the card points."""
    g = last_trick_game()
    winner = g.last_trick[1]
    assert g.score(0) < 66 and g.score(1) < 66 and g.score(0) + g.score(1) == 120
    entry = g.sheet[-1]
    assert (entry.winner, entry.game_points, entry.end.value) == (winner, 1, "last_trick")


def test_last_trick_value_by_loser_points_option():
    """Option last_trick_value = by_loser_points: the last trick is valued like going out (D1)."""
    g = last_trick_game(last_trick_value="by_loser_points")
    winner = g.last_trick[1]
    loser = 1 - winner
    entry = g.sheet[-1]
    assert entry.winner == winner and entry.end.value == "last_trick"
    assert entry.game_points == game_points_by_loser(g.score(loser), g.tricks_won[loser])


# -- closing: success and failure ----------------------------------------------------------------------

def test_closing_success_valued_on_opponent_points_at_closing():
    """Scenario, closing succeeds (D9): the closer reaches 66; the value uses the opponent's points and
    tricks frozen at closing (no trick then: 3), although the opponent took a trick afterwards."""
    g = fixed_game("AS TS AH TH QS", "KS AD TD KH QH", "JS")
    act(g, "close")
    plays(g, "QS")
    assert legal_plays(g) == {"KS"}                 # strict rules: take the trump lead
    plays(g, "KS AD")
    assert legal_plays(g) == {"AS", "TS"}           # void in diamonds: must trump
    plays(g, "TS AS TD AH QH TH KH")
    entry = g.sheet[-1]
    assert g.tricks_won[1] == 1 and g.score(1) == 7
    assert (entry.winner, entry.end.value, entry.game_points) == (0, "closer_reached_66", 3)
    assert entry.loser_points == 0 and entry.loser_tricks == 0


LOW = ("JH QH JD QD KC", "JC QC KH KD QS", "JS", "KS AC TC AD TD AH TH AS TS")


def test_closing_failure_gives_opponent_three_when_no_trick_at_closing():
    """Scenario, closing fails (D9): the closer does not reach 66; the opponent had no trick when the
    talon was closed: 3 game points."""
    g = fixed_game(*LOW)
    act(g, "close")
    while g.phase.value in ("lead", "follow"):
        act(g, g.legal_ids(g.to_move())[-1])
    entry = g.sheet[-1]
    assert (entry.winner, entry.end.value, entry.game_points) == (1, "closer_failed", 3)
    assert g.to_go == [7, 4]


def test_closing_failure_gives_opponent_two():
    """Scenario, closing fails (D9): the opponent had a trick at closing: 2 game points."""
    g = fixed_game(*LOW)
    plays(g, "JH KH")              # seat 1 wins; draws KS, seat 0 draws AC
    plays(g, "JC AC")              # seat 0 wins; draws TC, seat 1 draws AD
    assert g.tricks_won == [1, 1] and g.to_move() == 0
    act(g, "close")
    while g.phase.value in ("lead", "follow"):
        act(g, g.legal_ids(g.to_move())[-1])
    entry = g.sheet[-1]
    assert (entry.winner, entry.end.value, entry.game_points) == (1, "closer_failed", 2)


def test_opponent_reaching_66_first_after_closing():
    """The closer's opponent reaching 66 first also counts as the closer's failure: 3, as the opponent
    had no trick at closing (D9)."""
    g = fixed_game("JH QH JD QD JC", "AH TH KS QS AD", "JS")
    act(g, "close")
    plays(g, "JH AH")
    act(g, "marry:S")               # 13 + 40 = 53
    assert g.phase.value == "lead"
    plays(g, "KS QD TH QH")         # 60, then 73
    entry = g.sheet[-1]
    assert (entry.winner, entry.end.value, entry.game_points) == (1, "opponent_reached_66", 3)


def test_closer_cannot_go_out_after_losing_the_last_trick():
    """With manual claims, a closer who holds 66 but loses the last trick without claiming has failed."""
    g = fixed_game("AS TS AH TH JD", "KS TC TD AD JH", "JS", manual_claim=True)
    act(g, "close")
    plays(g, "AS KS TS TC AH JH TH TD")
    assert g.score(0) == 68 and "claim" in legal_ids(g)
    plays(g, "JD AD")
    entry = g.sheet[-1]
    assert (entry.winner, entry.end.value, entry.game_points) == (1, "closer_failed", 3)


# -- claiming (option manual_claim) --------------------------------------------------------------------

M = ("KS QS KH QH AD", "AC TC AH TH JH", "JS")


def test_no_claim_action_with_auto_claim():
    g = fixed_game(*IMMEDIATE_66)
    plays(g, "AH TC")
    assert "claim" not in legal_ids(g)
    assert g.explain(0, "claim") == \
        "The hand ends by itself when a player reaches 66: there is nothing to claim."


def test_manual_claim_only_after_winning_a_trick_or_declaring_a_marriage():
    g = fixed_game(*M, manual_claim=True)
    assert "claim" not in legal_ids(g)
    assert g.explain(0, "claim") == \
        "You may claim 66 only just after winning a trick or declaring a marriage."
    act(g, "marry:H")
    assert "claim" in legal_ids(g)


def test_manual_claim_hand_continues_past_66_until_claimed():
    g = fixed_game(*IMMEDIATE_66, manual_claim=True)
    plays(g, "AH TC TH KC AD QC TD KD AC QD")
    assert g.score(0) == 77 and g.phase.value == "lead" and "claim" in legal_ids(g)
    act(g, "claim")
    entry = g.sheet[-1]
    assert (entry.winner, entry.end.value, entry.game_points) == (0, "reached_66", 3)


def test_false_claim_gives_opponent_three_before_its_first_trick():
    """A wrong claim: the opponent gets 3 if it had no trick yet (readings §3.1 "Going out")."""
    g = fixed_game(*IMMEDIATE_66, manual_claim=True)
    plays(g, "AH TC")
    act(g, "claim")
    entry = g.sheet[-1]
    assert (entry.winner, entry.end.value, entry.game_points) == (1, "false_claim", 3)


def test_false_claim_gives_opponent_two():
    g = fixed_game(*M, manual_claim=True)
    plays(g, "QH AH JH KH")           # seat 1 wins a trick, then seat 0 wins one
    act(g, "claim")
    entry = g.sheet[-1]
    assert (entry.winner, entry.end.value, entry.game_points) == (1, "false_claim", 2)


# -- the Bummerl ---------------------------------------------------------------------------------------

def test_bummerl_counts_down_from_seven():
    """Both players start at 7 and subtract the game points they win; the first at 0 wins (D11)."""
    g = random_game(21)
    to_go = [7, 7]
    for entry in g.sheet:
        to_go[entry.winner] = max(0, to_go[entry.winner] - entry.game_points)
        assert list(entry.to_go) == to_go
    assert g.phase.value == "match_over" and g.to_move() is None and 0 in to_go
    winner = to_go.index(0)
    assert g.result.winner == winner and g.outcome() == [1.0 if s == winner else 0.0 for s in (0, 1)]
    with pytest.raises(GameOver):
        g.apply(0, "next_hand")
    assert g.legal_actions(0) == g.legal_actions(1) == []


def test_summary_shows_the_game_points_won_so_far():
    """The saved-games list shows the Bummerl score: the game points each player has won (target minus to go)."""
    g = fixed_game(*IMMEDIATE_66)
    assert g.summary() == "Game points 0:0"
    plays(g, "AH TC TH KC AD QC TD KD AC QD")         # seat 0 goes out: 3 game points
    assert g.to_go == [4, 7]
    assert (g.summary(), g.summary("de"), g.summary("nl")) == ("Game points 3:0", "Spielpunkte 3:0", "Spelpunten 3:0")
    assert fixed_game(*IMMEDIATE_66, bummerl_target=3).summary() == "Game points 0:0"


def test_bummerl_target_option():
    g = random_game(5, {"bummerl_target": 3})
    assert g.sheet[0].to_go[1 - g.sheet[0].winner] == 3 and len(g.sheet) <= 3


def test_schneider_when_loser_still_at_full_target():
    """Schneider: the loser of the Bummerl scored no game point: 2 Bummerl (D12)."""
    g = fixed_game(*IMMEDIATE_66, bummerl_target=1)
    plays(g, "AH TC TH KC AD QC TD KD AC QD")
    assert g.phase.value == "match_over"
    assert g.result == BummerlResult(winner=0, value=2, schneider=True, rueckschneider=False)
    assert g.view(1)["contract"]["table"]["match"]["value"] == 2 and g.view(0)["prompt"] == "You won the Bummerl!"
    assert g.view(1)["prompt"] == "Player 1 won the Bummerl."
    log = g.view(1)["log"]
    assert [e["type"] for e in log[-2:]] == ["hand_over", "bummerl_over"]
    assert log[-1]["text"] == "Player 1 wins the Bummerl: Schneider! Player 2 scored nothing (2 Bummerl)."
    assert g.view(1, "de")["log"][-1]["text"].startswith("Spieler 1 gewinnt das Bummerl: Schneider!")


def _bummerl_with_first_hand_value_one(target, **options):
    """A random Bummerl (to ``target``) whose first hand is worth 1 and whose winner loses the Bummerl."""
    for seed in range(400):
        g = random_game(seed, {"bummerl_target": target, **options})
        first = g.sheet[0]
        if first.game_points == target - 1 and g.result.winner != first.winner:
            return g
    raise AssertionError("no such Bummerl in 400 seeds")


def test_rueckschneider_when_winner_was_still_at_start_and_loser_one_away():
    """Rückschneider (D13, proposed reading): the winner was still at the full target while the loser
    needed only 1 more game point: 4 Bummerl."""
    g = _bummerl_with_first_hand_value_one(2)
    assert g.sheet[0].to_go[g.result.winner] == 2
    assert g.result.rueckschneider and g.result.value == 4 and not g.result.schneider


def test_rueckschneider_can_be_switched_off():
    g = _bummerl_with_first_hand_value_one(2, rueckschneider=False)
    assert g.result == BummerlResult(winner=g.result.winner, value=1, schneider=False, rueckschneider=False)


def test_plain_bummerl_value_one():
    for seed in range(50):
        g = random_game(seed)
        winner = g.result.winner
        loser = 1 - winner
        if g.to_go[loser] < 7 and not any(e.to_go[winner] == 7 and e.to_go[loser] <= 1 for e in g.sheet):
            assert g.result.value == 1 and not g.result.schneider and not g.result.rueckschneider
            return
    raise AssertionError("no plain Bummerl in 50 seeds")
