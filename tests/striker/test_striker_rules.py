"""Striker rules, one test per rule of the original (rules/sources/striker.de.txt, "S3") and per reading in
readings.md §4.4 (ST1-ST17), from fixed deals. Every example of the rules text has its own test."""

from __future__ import annotations

import json

import pytest

from pygame_core.core.errors import BadOptions, IllegalAction, MalformedInput
from pygame_core.games.striker import GAME_INFO
from pygame_core.games.striker import cards as C
from pygame_core.games.striker.rules import Attack, Phase, Striker, Verb, final_result, number_fits, number_refusal
from striker_helpers import attack, cards_of, fixed_game, legal, pile, play, reason, stack

PAD = "KL KR KL KR KL KR"  # goalkeepers: never playable in one's own turn, so they only fill a hand


def hand(cards: str) -> str:
    """``cards`` filled up to 6 with goalkeepers."""
    parts = cards.split()
    return " ".join(parts + PAD.split()[:6 - len(parts)])


# -- setup ---------------------------------------------------------------------------------------------------------

def test_each_deck_has_52_cards_in_the_proposed_composition():
    """readings.md §4.3: 3 of each red 1-5 and yellow 6-9, four 10s, two 11s, 5 P, 3 S, 2 yellow, 1 red card,
    6 goalkeepers, 2 VAR = 52; corners split evenly left/right."""
    deck = C.composition(2)
    assert sum(deck.values()) == 52
    assert [deck[str(n)] for n in range(1, 10)] == [3] * 9
    assert (deck["10L"], deck["10R"], deck["11L"], deck["11R"]) == (2, 2, 1, 1)
    assert (deck["P"], deck["S"], deck["YC"], deck["RC"]) == (5, 3, 2, 1)
    assert (deck["KL"], deck["KR"], deck["V+"], deck["V-"]) == (3, 3, 1, 1)


def test_four_corner_deck_has_52_cards():
    """readings.md §4.3 option corners=4: 10s one per corner, 11s top left/right, keepers 2/2/1/1."""
    deck = C.composition(4)
    assert sum(deck.values()) == 52
    assert all(deck["10" + c] == 1 for c in C.CORNERS_4)
    assert deck["11TL"] == deck["11TR"] == 1
    assert (deck["KTL"], deck["KTR"], deck["KBL"], deck["KBR"]) == (2, 2, 1, 1)


@pytest.mark.parametrize("players", GAME_INFO.seats)
def test_setup_own_deck_hand_of_six_two_var_cards_aside(players):
    """S3 setup: every player has an own 52-card deck, draws 6 cards; the 2 VAR cards lie aside (not in the pile)."""
    game = Striker.new({"players": players}, seed=11)
    for seat in range(players):
        assert len(game.hands[seat]) == 6
        assert len(game.piles[seat]) == 44
        assert sorted(game.var[seat]) == sorted(C.VAR_CARDS)
        assert not set(C.VAR_CARDS) & set(game.piles[seat] + game.hands[seat])
        assert cards_of(game, seat) == C.composition(2)


def test_var_cards_shuffled_so_the_owner_does_not_know_which_is_which():
    """S3: the opponent shuffles your VAR cards: both orders occur, and no view shows the order."""
    orders = set()
    for seed in range(40):
        game = Striker.new({"players": 2}, seed=seed)
        orders.add(tuple(game.var[0]))
        for seat in range(2):
            text = json.dumps(game.view(seat))
            assert "V+" not in text and "V-" not in text
            assert game.view(seat)["contract"]["table"]["teams"][seat]["var"] == 2
    assert orders == {("V+", "V-"), ("V-", "V+")}


def test_the_youngest_or_a_chosen_player_starts():
    """S3: the youngest player starts; the option first_player (or the deal) names any seat."""
    assert Striker.new({"players": 3}, seed=1).to_move() == 0
    assert Striker.new({"players": 3, "first_player": 2}, seed=1).to_move() == 2
    assert fixed_game([hand("1"), hand("1")], first=1).to_move() == 1
    with pytest.raises(BadOptions):
        Striker.new({"players": 2, "first_player": 3}, seed=1)


@pytest.mark.parametrize("deal", [
    {"decks": "no"},
    {"decks": [pile([]), pile([])[:-1]]},
    {"decks": [pile([]), pile([])[:-1] + ["V+"]]},
    {"decks": [pile([])]},
    {"var": [["V+", "V+"], ["V+", "V-"]]},
    {"first": 2},
    {"first": True},
    {"deck": []},
])
def test_a_bad_deal_is_refused(deal):
    """Fixed deals are validated: 50 cards of the deck per pile, VAR pairs, a real seat."""
    with pytest.raises(MalformedInput):
        Striker.new({"players": 2}, seed=1, deal=deal)


# -- starting and advancing attacks --------------------------------------------------------------------------------

def test_start_an_attack_with_any_red_card():
    """S3: start an attack with a red number card (1-5); its number does not matter."""
    game = fixed_game([hand("1 5 6 10L"), hand("1")])
    ids = legal(game)
    assert "start:1" in ids and "start:5" in ids
    assert "start:6" not in ids and "start:10L" not in ids
    assert "red card" in reason(game, "start:6")
    play(game, "start:5")
    assert stack(game, 1) == ["5"] and attack(game, 1).owner == 0


def test_several_attacks_in_one_turn():
    """S3: you may start several attacks at once, even in the same turn."""
    game = play(fixed_game([hand("1 2 3 4"), hand("1")]), "start:1", "start:2", "start:3")
    assert [a.owner for a in game.attacks] == [0, 0, 0]
    assert game.to_move() == 0


def test_at_most_five_attacks_on_the_table_counting_all_players():
    """S3 / readings.md §4.4 ST13: at most 5 attacks in total; a 6th cannot start, taking over still works."""
    game = fixed_game(["1 2 3 4 5 1", "1 2 3 4 5 KL"], must_play_while_able=False)
    play(game, "start:1", "start:2", "start:3", "end_turn", "start:4", "start:5")
    assert len(game.attacks) == 5 and game.to_move() == 1
    assert not any(i.startswith("start:") for i in legal(game))
    assert "already 5 attacks" in reason(game, "start:1")
    assert "play:3@3" in legal(game) and "play:2@1" in legal(game)  # 7 on 7 and 6 on 5 style take-overs


def test_advance_by_the_next_higher_number_3_on_2():
    """S3 example "3 auf 2"."""
    game = play(fixed_game([hand("2 3 1"), hand("1")]), "start:2", "play:3@1")
    assert stack(game, 1) == ["2", "3"]


def test_advance_5_on_4_and_6_on_5_moves_from_red_to_yellow():
    """S3 examples "5 auf 4" and "6 auf 5": the 6 takes the attack from defence (red) into midfield (yellow)."""
    game = play(fixed_game([hand("4 5 6 1"), hand("1")]), "start:4", "play:5@1")
    assert game.view(0)["contract"]["table"]["attacks"][0]["zone"] == "red"
    play(game, "play:6@1")
    assert stack(game, 1) == ["4", "5", "6"]
    assert game.view(0)["contract"]["table"]["attacks"][0]["zone"] == "yellow"


def test_advance_8_on_7():
    """S3 example "8 auf 7"."""
    game = play(fixed_game(["5 6 7 8 1 1", hand("1")]), "start:5", "play:6@1", "play:7@1", "play:8@1")
    assert stack(game, 1) == ["5", "6", "7", "8"]


def test_own_attack_advances_only_by_the_next_higher_number():
    """readings.md §4.4 ST10: the same number or a jump on your own attack is not allowed."""
    game = play(fixed_game([hand("2 2 4 1"), hand("1")]), "start:2")
    assert "play:2@1" not in legal(game) and "play:4@1" not in legal(game)
    assert "ends on a 2: it advances only with the card 3" in reason(game, "play:2@1")
    assert "ends on a 2: it advances only with the card 3" in reason(game, "play:4@1")


# -- taking over ------------------------------------------------------------------------------------------------

def build(top: int) -> str:
    """A hand that builds one attack from 5 (or from ``top`` if red) up to ``top``."""
    start = min(top, 5)
    return hand(" ".join(str(n) for n in range(start, top + 1)))


def opponent_attack_at(top: int, opponent_hand: str, **options) -> Striker:
    """Seat 0 builds attack 1 up to ``top`` (its turn then ends by itself); seat 1 is on turn."""
    game = fixed_game([build(top), opponent_hand], **options)
    play(game, f"start:{min(top, 5)}", *[f"play:{n}@1" for n in range(min(top, 5) + 1, top + 1)])
    assert game.to_move() == 1 and attack(game, 1).top_number == top
    return game


@pytest.mark.parametrize("top,card", [(7, "7"), (8, "8")])
def test_take_over_with_the_same_number_7_on_7_and_8_on_8(top, card):
    """S3 examples "7 auf 7", "8 auf 8": the attack becomes yours (readings.md §4.4 ST5: owner of the top card)."""
    game = opponent_attack_at(top, hand(card))
    play(game, f"play:{card}@1")
    assert attack(game, 1).owner == 1 and attack(game, 1).top == card


@pytest.mark.parametrize("top,card", [(5, "6"), (8, "9")])
def test_take_over_with_the_next_higher_number_6_on_5_and_9_on_8(top, card):
    """S3 examples "6 auf 5", "9 auf 8"."""
    game = opponent_attack_at(top, hand(card + " 1"))
    play(game, f"play:{card}@1")
    assert attack(game, 1).owner == 1 and attack(game, 1).top == card


def test_no_take_over_with_a_number_two_higher():
    """S3: only the same or the next higher number takes an attack over."""
    game = opponent_attack_at(5, hand("7 1"))
    assert "play:7@1" not in legal(game)
    assert "ends on a 5: you take it over only with the card 5 or 6" in reason(game, "play:7@1")


def test_ten_on_an_opponents_nine_takes_over_as_a_shot():
    """readings.md §4.4 ST9 (option takeover_shot, default on): a 10 on an opponent's 9 is your shot."""
    game = opponent_attack_at(9, hand("10L 1"))
    play(game, "play:10L@1")
    assert game.phase is Phase.REACTION and game.shot.shooter == 1 and game.to_move() == 0


def test_option_takeover_shot_off_forbids_ten_on_an_opponents_nine():
    """readings.md §4.4 ST9 with takeover_shot=False."""
    game = opponent_attack_at(9, hand("10L 1"), takeover_shot=False)
    assert "play:10L@1" not in legal(game)
    assert "may not take over" in reason(game, "play:10L@1")


# -- pass cards ---------------------------------------------------------------------------------------------------

def test_pass_from_red_to_yellow_then_any_yellow_card():
    """S3 Pass-Karten: P on a red card, then a yellow number card (readings.md §4.4 ST6: one move)."""
    game = play(fixed_game([hand("2 P 8 10L 1"), hand("1")]), "start:2")
    assert "pass:8@1" in legal(game)
    assert "After a pass from red, a yellow card" in reason(game, "pass:10L@1")
    play(game, "pass:8@1")
    assert stack(game, 1) == ["2", "P", "8"] and attack(game, 1).top_number == 8


@pytest.mark.parametrize("striker", ["10L", "11R"])
def test_pass_from_yellow_to_green_then_a_striker_card(striker):
    """S3 Pass-Karten: P on a yellow card, then a 10 or 11: a shot."""
    game = play(fixed_game([hand(f"5 6 P {striker} 7"), hand("1")]), "start:5", "play:6@1")
    assert "After a pass from yellow, a Striker card" in reason(game, "pass:7@1")
    play(game, f"pass:{striker}@1")
    assert game.shot is not None and game.shot.card == striker and stack(game, 1) == ["5", "6", "P", striker]


def test_a_pass_card_is_always_followed_at_once_by_a_fitting_card():
    """S3: "Nach jeder Pass-Karte muss immer sofort eine passende Karte gespielt werden": a P alone is no move;
    without a fitting card the P cannot be played at all; with one, P and card are one move."""
    game = play(fixed_game([hand("2 P 1"), hand("1")]), "start:2")
    assert all(not i.startswith("pass:") for i in legal(game))
    game = play(fixed_game([hand("2 P 7 10L 1"), hand("1")]), "start:2")
    assert [a.cards for a in game.legal_actions(0) if "P" in a.cards] == [("P", "7")]


def test_pass_only_on_your_own_attack():
    """readings.md §4.4 ST6: a pass card is not played on an opponent's attack."""
    game = opponent_attack_at(5, hand("P 7 1"))
    assert "pass:7@1" not in legal(game)
    assert "your own attack" in reason(game, "pass:7@1")


def test_the_11_only_through_a_pass():
    """S3: "Die Karte 11 kann nur über die spezielle Pass-Karte von Gelb nach Grün erreicht werden" - the reason
    the table shows: "the 11 can only be reached with a pass"."""
    game = play(fixed_game([hand("5 6 11L 1 P"), hand("1")]), "start:5", "play:6@1")
    assert "play:11L@1" not in legal(game)
    assert reason(game, "play:11L@1") == "The 11 can only be reached with a pass card from yellow."
    assert "pass:11L@1" in legal(game)


def test_never_an_11_on_a_10():
    """S3: "Lege niemals eine 11 auf eine 10": a 10 is a shot and leaves the table at once, and nothing may be
    put on a 10 (checked here on a table forced to show one)."""
    game = play(fixed_game([hand("5 6 7 8 9 10L"), hand("1 11L P")]), "start:5", "play:6@1", "play:7@1",
                "play:8@1", "play:9@1", "play:10L@1")
    assert game.phase is Phase.REACTION
    play(game, "accept")
    assert attack(game, 1) is None
    forced = fixed_game([hand("1"), hand("11L P 9 1")], first=1).with_state(attacks=[Attack(7, [(1, "9"), (1, "10R")])])
    assert not any("@7" in i for i in legal(forced))
    assert reason(forced, "pass:11L@7") == "A pass card is played on a red or a yellow card."
    assert "11 can only be reached" in reason(forced, "play:11L@7")


# -- Grätsche ------------------------------------------------------------------------------------------------------

def test_graetsche_on_an_opponents_yellow_card_then_a_yellow_card():
    """S3 Grätschen-Karte: on any yellow card of the opponent, then a yellow number card; readings.md §4.4 ST7:
    any yellow number, and the attack becomes yours."""
    game = opponent_attack_at(8, hand("S 6 9 10L"))
    assert "tackle:6@1" in legal(game) and "tackle:9@1" in legal(game)
    assert "After the Grätsche a yellow card" in reason(game, "tackle:10L@1")
    play(game, "tackle:6@1")
    assert stack(game, 1) == ["5", "6", "7", "8", "S", "6"] and attack(game, 1).owner == 1


def test_graetsche_not_on_a_red_card_nor_on_your_own_attack():
    """S3: the Grätsche is played in midfield (yellow) on the opponent's card."""
    game = opponent_attack_at(3, hand("S 6 5"))
    assert "on a yellow card" in reason(game, "tackle:6@1")
    play(game, "start:5")
    assert "opponent's attack" in reason(game, "tackle:6@2")


# -- shots, goalkeeper, VAR -----------------------------------------------------------------------------------------

def shot_game(defender: str, var=None, corner: str = "L", **options) -> Striker:
    """Seat 0 shoots a 10 of ``corner`` from attack 1 (start 5, 6, pass, 10) at seat 1."""
    game = fixed_game([f"5 6 P 10{corner} 1 1", defender], draws=["", ""], var=var, **options)
    return play(game, "start:5", "play:6@1", f"pass:10{corner}@1")


def test_a_shot_ends_the_turn_and_the_opponent_reacts():
    """S3: playing a 10 or 11 ends your turn at once; readings.md §4.4 ST2: the defender reacts first."""
    game = shot_game(hand("KL 1"))
    assert game.phase is Phase.REACTION and game.to_move() == 1
    assert set(legal(game)) == {"keeper:L", "var", "accept"}


def test_goalkeeper_in_the_right_corner_saves():
    """S3 Torwart: the keeper jumping into the shot's corner stops the goal; the shot's stack leaves the game."""
    game = shot_game(hand("KL 1"))
    play(game, "keeper:L")
    assert game.goals == [0, 0] and attack(game, 1) is None
    assert game.out[0].count("10L") == 1 and "KL" in game.out[1]
    assert game.to_move() == 1 and game.phase is Phase.TURN


def test_goalkeeper_in_the_wrong_corner_cannot_be_played():
    """readings.md §4.3 corner rule, §4.4 ST3: a keeper of another corner is not a legal reaction."""
    game = shot_game("KR KR 1 2 3 4")
    assert "keeper:R" not in legal(game)
    assert reason(game, "keeper:R") == "The goalkeeper must dive into the shot's corner: left."


def test_keeper_corners_with_four_corners():
    """readings.md §4.3 option corners=4: the keeper saves only in the very same corner."""
    game = fixed_game(["5 6 P 10TL 1 1", "KTR KBL KTL 1 2 3"], corners=4)
    play(game, "start:5", "play:6@1", "pass:10TL@1")
    assert "keeper:TL" in legal(game) and "keeper:TR" not in legal(game)


def test_after_a_save_the_keeper_does_not_draw_at_once():
    """S3 FAQ: after using a goalkeeper you do not draw at once; you play your turn and draw after it."""
    game = shot_game(hand("KL 1"))
    play(game, "keeper:L")
    assert len(game.hands[1]) == 5 and len(game.hands[0]) == 6  # the shooter drew after its turn
    play(game, "start:1")  # then only goalkeepers: the turn ends, and Player 2 draws
    assert len(game.hands[1]) == 6


@pytest.mark.parametrize("first,goal", [("V+", True), ("V-", False)])
def test_var_is_a_50_50_card_and_both_var_cards_leave_the_game(first, goal):
    """S3 VAR: goal or no goal; once one VAR card is revealed both are removed from the game."""
    pair = [first, "V-" if first == "V+" else "V+"]
    game = shot_game(hand("1"), var=[["V+", "V-"], pair])
    play(game, "var")
    assert game.goals == [int(goal), 0]
    assert game.var[1] == [] and sorted(game.out[1]) == sorted(C.VAR_CARDS)
    assert game.var[0] == ["V+", "V-"]


def test_var_outcome_is_even_over_many_deals():
    """S3: "50 % Chance auf Tor, 50 % Chance auf kein Tor" (the pair's order comes from the seeded rng)."""
    goals = sum(Striker.new({"players": 2}, seed=s).var[1][0] == "V+" for s in range(400))
    assert 160 < goals < 240


def test_var_may_be_used_even_with_a_fitting_keeper():
    """readings.md §4.4 ST4: "beispielsweise" - the VAR is allowed even when a matching keeper is held."""
    assert "var" in legal(shot_game(hand("KL 1")))


def test_var_only_once_per_game_and_the_opponent_keeps_theirs():
    """S3 FAQ: the VAR only once per game; after use your VAR cards leave the game; your opponent may still use
    their own VAR later. Without keeper and VAR the goal counts at once."""
    game = fixed_game(["5 6 P 10L 1 1", "5 6 P 10L 1 2"], draws=["5 6 P 10L", ""],
                      var=[["V-", "V+"], ["V-", "V+"]])
    play(game, "start:5", "play:6@1", "pass:10L@1", "var")  # seat 1's VAR: no goal
    assert game.goals == [0, 0] and game.to_move() == 1
    play(game, "start:5", "play:6@2", "pass:10L@2")  # seat 1 shoots (left): seat 0 still has its VAR
    assert "var" in legal(game)
    play(game, "var")
    assert game.goals == [0, 0] and game.to_move() == 0
    play(game, "start:5", "play:6@3", "pass:10L@3")  # seat 1: no keeper, no VAR: goal at once
    assert game.goals == [1, 0] and game.phase is Phase.TURN and game.to_move() == 1
    assert any(e.type == "no_save" for e in game.events)


def test_the_goal_counts_when_the_defender_accepts():
    """readings.md §4.4 ST2: no keeper and no VAR used: goal for the shooter."""
    game = shot_game(hand("KL 1"))
    play(game, "accept")
    assert game.goals == [1, 0] and attack(game, 1) is None


def test_only_goalkeeper_and_var_outside_your_own_turn():
    """readings.md §4.4 ST17: outside your turn only the keeper and the VAR, as shot reactions; the keeper and the
    VAR are no moves in your own turn."""
    game = shot_game(hand("KL 1 RC"))
    assert "react" not in legal(game)
    assert "A shot is on your goal" in reason(game, "start:1")
    assert "A shot is on your goal" in reason(game, "red@1")
    own = fixed_game([hand("1"), hand("1")])
    assert "only played against a shot" in reason(own, "keeper:L")
    assert "only played against a shot" in reason(own, "var")


# -- red and yellow cards -----------------------------------------------------------------------------------------

def test_red_card_removes_a_whole_attack_of_the_opponent():
    """S3 Rote Karte: the whole attack stack leaves the game; only on an opponent's attack (readings.md ST12)."""
    game = opponent_attack_at(8, hand("RC 1"))
    play(game, "start:1")
    assert "opponent's attack" in reason(game, "red@2")
    play(game, "red@1")
    assert attack(game, 1) is None
    assert sorted(game.out[0], key=C.display_key) == ["5", "6", "7", "8"] and game.out[1] == ["RC"]


def test_yellow_card_removes_the_top_card():
    """S3 Gelbe Karte: removes the top card of the opponent's attack."""
    game = opponent_attack_at(7, hand("YC 1"))
    play(game, "yellow@1")
    assert stack(game, 1) == ["5", "6"] and game.out[0] == ["7"] and game.out[1] == ["YC"]


def test_yellow_card_removes_a_pass_beneath_the_top_card_too():
    """readings.md §4.4 ST11: the top move goes: the number and a P or S directly beneath it."""
    game = fixed_game([hand("2 P 8"), hand("YC 1")])
    play(game, "start:2", "pass:8@1")
    assert game.to_move() == 1
    play(game, "yellow@1")
    assert stack(game, 1) == ["2"] and sorted(game.out[0]) == ["8", "P"]


def test_yellow_card_on_a_single_card_removes_the_attack_and_ownership_follows_the_top_card():
    """readings.md §4.4 ST11 + ST5: an empty stack disappears; after removing a take-over card the attack is its
    previous owner's again."""
    game = fixed_game([hand("5 YC"), hand("6 YC 1")], must_play_while_able=False)
    play(game, "start:5")  # nothing else is playable: the turn ends by itself
    assert game.to_move() == 1
    play(game, "play:6@1")
    assert attack(game, 1).owner == 1
    play(game, "end_turn", "yellow@1")
    assert attack(game, 1).owner == 0 and stack(game, 1) == ["5"]
    play(game, "end_turn", "yellow@1")
    assert attack(game, 1) is None


def test_several_special_cards_in_one_turn():
    """S3 FAQ example: a pass card on your own attack and a red card on the opponent's attack in the same turn."""
    game = fixed_game(["2 RC 7 KL KR KL", hand("4")], draws=["P", ""])
    play(game, "start:2")  # nothing else is playable yet: the turn ends, seat 0 draws the P
    play(game, "start:4")
    assert game.to_move() == 0 and "P" in game.hands[0]
    play(game, "pass:7@1", "red@2")
    assert stack(game, 1) == ["2", "P", "7"] and attack(game, 2) is None


# -- end of turn and drawing ----------------------------------------------------------------------------------------

def test_st1_the_turn_goes_on_while_a_card_can_be_played():
    """S3 "Dein Zug endet: wenn du keine Karte mehr ausspielen kannst, wenn du ein Tor erzielst, wenn der Gegner den
    Ball mit dem Torwart hält, oder wenn der VAR eingesetzt wird": no other way to end a turn is named, so by
    default (option must_play_while_able) a turn cannot be ended while a card can be played; it ends by itself."""
    assert Striker.new({}, seed=1).options.must_play_while_able is True
    game = fixed_game([hand("1 2"), hand("1")])
    assert "end_turn" not in legal(game)
    assert "must keep playing" in reason(game, "end_turn")
    play(game, "start:1", "start:2")  # nothing playable any more: the turn ends by itself
    assert game.to_move() == 1


def test_st1_option_off_a_turn_may_end_at_any_time():
    """readings.md §4.4 ST1 with must_play_while_able off: end_turn is always legal (a turn may have zero cards)."""
    game = fixed_game([hand("1 2 3"), hand("1")], must_play_while_able=False)
    assert "end_turn" in legal(game)
    play(game, "end_turn")
    assert game.to_move() == 1


def test_the_turn_ends_when_no_card_can_be_played():
    """S3: "Dein Zug endet, wenn du keine Karte mehr ausspielen kannst" - then the opponent is on turn."""
    game = fixed_game([hand("1"), hand("1")])
    play(game, "start:1")
    assert game.to_move() == 1
    assert [e.type for e in game.events[-5:]] == ["start_attack", "end_turn", "draw", "drew", "turn"]


def test_hidden_information_the_others_cannot_tell_a_chosen_end_from_a_stuck_one():
    """Issue 11 (readings.md §4.4 ST1): with the option to end a turn at will, a turn that ends because no card can
    be played must not tell the others that the hand holds no playable card. Player 1 starts an attack with the 1
    and then ends the turn holding a 2 that could start another, or holds nothing else playable: Player 2's view
    and log are the same (only the count of actions differs, a chosen end being an action of its own); the owner
    alone reads why."""
    opponent = "1 2 3 4 5 KL"
    chosen = play(fixed_game(["1 2 KL KR KL KR", opponent], must_play_while_able=False), "start:1", "end_turn")
    stuck = play(fixed_game(["1 KL KR KL KR KL", opponent], must_play_while_able=False), "start:1")
    assert chosen.to_move() == stuck.to_move() == 1
    assert {k: v for k, v in chosen.view(1).items() if k != "ply"} == {k: v for k, v in stuck.view(1).items()
                                                                           if k != "ply"}
    assert "Player 1 ends the turn." in [e["text"] for e in stuck.view(1)["log"]]
    assert not any("cannot play" in e["text"] for e in stuck.view(1)["log"])
    assert any(e["text"].startswith("You cannot play any more cards; you draw:") for e in stuck.view(0)["log"])
    assert not any("cannot play" in e["text"] for e in chosen.view(0)["log"])


def test_hidden_information_a_turn_that_cannot_start_reads_like_any_other_end():
    """A player who cannot play a single card at the start of the turn: the turn ends at once (S3), and the others
    read only that it ended (issue 11)."""
    game = play(fixed_game([hand("1 2"), "KL KR KL KR KL KR"], must_play_while_able=False), "start:1", "end_turn")
    assert game.to_move() == 0
    texts = [e["text"] for e in game.view(0)["log"]]
    assert "Player 2 ends the turn." in texts and not any("cannot" in t for t in texts)
    assert any(e["text"].startswith("You cannot play any more cards") for e in game.view(1)["log"])


def test_draw_up_to_six_after_the_turn():
    """S3 example: 6 cards, 3 played, draw 3 to have 6 again."""
    game = fixed_game([hand("1 2 3"), hand("1")])
    play(game, "start:1", "start:2", "start:3")  # then only goalkeepers: the turn ends
    assert len(game.hands[0]) == 6 and len(game.piles[0]) == 41


def test_always_draw_at_least_one_card():
    """S3: with 6 or more cards in hand you still draw 1 after your turn."""
    game = fixed_game(["KL KR KL KR KL KR", hand("1")], draws=["P P", ""])  # no card to play: the turn ends
    assert game.to_move() == 1 and len(game.hands[0]) == 7
    play(game, "start:1")  # Player 1 again cannot play a card (pass cards go on one's own attacks only)
    assert game.to_move() == 1 and len(game.hands[0]) == 8


@pytest.mark.parametrize("players", [2, 3, 4])
def test_game_ends_when_a_draw_pile_is_empty_after_the_others_last_turn(players):
    """S3 Spielende: the game ends as soon as a draw pile is empty; the others still get one last turn
    (readings.md §4.4 ST14)."""
    game = Striker.new({"players": players, "must_play_while_able": False}, seed=5)
    emptied_at = None
    while not game.is_over:
        game.apply(game.to_move(), "end_turn")
        if emptied_at is None and not game.piles[0]:
            emptied_at = len([e for e in game.events if e.type == "turn"])
            assert game.last_turns == tuple(range(1, players))
    turns = [e.params["seat"] for e in game.events if e.type == "turn"]
    assert turns[emptied_at - 1:] == list(range(1, players))
    assert game.outcome() == [1.0 / players] * players


def test_most_goals_wins_and_a_tie_is_a_draw():
    """S3: most goals wins; FAQ: a tie ends as a draw (readings.md ST14: a multi-way tie shares)."""
    assert final_result([2, 1]) == [1.0, 0.0]
    assert final_result([1, 1]) == [0.5, 0.5]
    assert final_result([0, 3, 3, 1]) == [0.0, 0.5, 0.5, 0.0]
    assert final_result([2, 2, 2]) == [1 / 3] * 3


# -- 3 and 4 players ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4])
def test_with_more_players_the_shooter_names_the_target(players):
    """readings.md §4.4 ST8: the shooter names the target opponent; only that player may save or use the VAR;
    play continues with the player after the shooter."""
    hands = ["5 6 P 10L 1 1"] + [hand("KL 1")] * (players - 1)
    game = play(fixed_game(hands), "start:5", "play:6@1")
    shots = [i for i in legal(game) if i.startswith("pass:10L")]
    assert shots == [f"pass:10L@1>{t}" for t in range(1, players)]
    assert "Name the opponent" in reason(game, "pass:10L@1")
    play(game, f"pass:10L@1>{players - 1}")
    assert game.to_move() == players - 1 and game.phase is Phase.REACTION
    play(game, "accept")
    assert game.goals[0] == 1 and game.to_move() == 1


def test_striker_title_and_seats():
    """S3: "Anzahl Spieler: 2–4"."""
    assert GAME_INFO.seats == (2, 3, 4) and GAME_INFO.title("de") == "Striker" and GAME_INFO.game is Striker


def test_reasons_in_german_and_dutch():
    """Every reason is translated; the 11 example in all three languages."""
    game = play(fixed_game([hand("5 6 11L 1 P"), hand("1")]), "start:5", "play:6@1")
    assert "Pass-Karte" in reason(game, "play:11L@1", "de")
    assert "passkaart" in reason(game, "play:11L@1", "nl")
    assert reason(game, "dance") == "dance is not allowed now."


def test_every_refused_number_move_names_its_rule():
    """The rule predicate decides (number_fits); the reason names the rule. Over every top, number, side and way
    to play, a refusal is never the generic "cannot be played now" and its text exists in every language."""
    for verb in (Verb.PLAY, Verb.PASS, Verb.TACKLE):
        for own in (True, False):
            for top in range(1, 11):
                for number in range(1, 12):
                    for takeover_shot in (True, False):
                        if number_fits(verb, own, top, number, takeover_shot):
                            continue
                        top_card = str(top) if top < 10 else "10L"
                        refusal = number_refusal(verb, own, Attack(1, [(0, top_card)]), number, takeover_shot)
                        assert refusal.key.startswith("striker.reason.") and refusal.key != "striker.reason.card_not_now"
                        assert all(refusal.text(lang) for lang in ("en", "de", "nl"))


def test_illegal_action_is_refused_with_its_reason_and_changes_nothing():
    game = fixed_game([hand("5 6 11L 1 P"), hand("1")])
    play(game, "start:5", "play:6@1")
    before = game.save()
    with pytest.raises(IllegalAction) as err:
        game.apply(0, "play:11L@1")
    assert "pass" in err.value.message
    assert game.save() == before


def test_refusal_reason_in_the_callers_language():
    game = play(fixed_game([hand("5 6 11L 1 P"), hand("1")], must_play_while_able=False), "start:5", "play:6@1")
    with pytest.raises(IllegalAction) as err:
        game.apply(0, "play:11L@1", "de")
    assert err.value.message == "Die 11 kann nur über die Pass-Karte von Gelb erreicht werden."
    kinds = {a.id: (a.kind, a.cards) for a in game.legal_actions(0)}
    assert kinds["pass:11L@1"] == ("pass", ("P", "11L")) and kinds["end_turn"] == ("end_turn", ())
