"""Striker computer players: sound decisions in small fixed positions, from the JSON observation only."""

from __future__ import annotations

import json

import pytest

from pygame_core.games.striker import cards as C
from pygame_core.games.striker import make_player
from pygame_core.games.striker.ai import p_holds_any
from pygame_core.games.striker.rules import Striker
from striker_helpers import fixed_game, play

LEVELS = ("easy", "medium", "hard")


def choose(level: str, game, seed: int = 1) -> str:
    seat = game.to_move()
    return make_player(level).choose(json.loads(json.dumps(game.observation(seat))), seed)


def whole_turn(level: str, game) -> list[str]:
    """The actions ``level`` plays until its turn ends (a shot ends it at once)."""
    seat, actions = game.to_move(), []
    while game.to_move() == seat and game.shot is None:
        actions.append(choose(level, game, len(actions)))
        game.apply(seat, actions[-1])
    return actions


def test_hypergeometric_chance_of_holding_a_card():
    assert p_holds_any(10, 0, 3) == 0.0
    assert p_holds_any(10, 10, 1) == 1.0
    assert abs(p_holds_any(4, 1, 2) - 0.5) < 1e-12  # one wanted card among 4, two drawn
    assert abs(p_holds_any(44, 3, 6) - (1 - (41 * 40 * 39 * 38 * 37 * 36) / (44 * 43 * 42 * 41 * 40 * 39))) < 1e-12


SHOT_AT_A_KEEPER = (["5 6 P 10L 1 1", "KL KR 1 2 3 4"], "start:5", "play:6@1", "pass:10L@1")
SHOT_AT_NO_KEEPER = (["5 6 P 10L 1 1", "KR KR 1 2 3 4"], "start:5", "play:6@1", "pass:10L@1")


def shot_view(position) -> dict:
    """The shot's target's view (seat 1) of a position: the hands, then the actions that lead to the shot."""
    hands, *actions = position
    return json.loads(json.dumps(play(fixed_game(hands), *actions).observation(1)))


def reactions(level: str, position, seeds: int = 80) -> list[str]:
    view = shot_view(position)
    return [make_player(level).choose(view, seed) for seed in range(seeds)]


def test_hard_always_saves_with_the_matching_goalkeeper():
    assert set(reactions("hard", SHOT_AT_A_KEEPER)) == {"keeper:L"}


def test_the_ladder_lies_at_the_goal_easy_sees_its_keeper_half_the_time_medium_three_in_four():
    """ai.py's ladder: easy overlooks its fitting goalkeeper one time in two, medium one time in four (then each
    calls its VAR or lets the goal count); over 80 seeds medium saves more often than easy, but not every time."""
    easy, medium = reactions("easy", SHOT_AT_A_KEEPER), reactions("medium", SHOT_AT_A_KEEPER)
    assert set(easy) <= {"keeper:L", "var", "accept"} and set(medium) <= {"keeper:L", "var", "accept"}
    assert 25 <= easy.count("keeper:L") <= 55      # 40 expected
    assert 48 <= medium.count("keeper:L") <= 72    # 60 expected
    assert easy.count("keeper:L") < medium.count("keeper:L")


def test_hard_calls_the_var_without_a_matching_keeper_and_medium_mostly_does():
    assert set(reactions("hard", SHOT_AT_NO_KEEPER)) == {"var"}
    medium = reactions("medium", SHOT_AT_NO_KEEPER)
    assert set(medium) == {"var", "accept"} and 48 <= medium.count("var") <= 72


def test_the_review_plays_on_with_a_medium_player_that_keeps_goal_without_fault():
    """The review's loss (ai/advice.py) compares two playouts: Striker's stand-in never overlooks its goalkeeper or
    its VAR, so no goal in one playout and not the other comes from medium's lapses (ai.py's ladder)."""
    from pygame_core.ai.advice import advisor_of
    stand_in = advisor_of("striker").stand_in
    assert stand_in is not None and advisor_of("schnapsen").stand_in is None
    for position, save in ((SHOT_AT_A_KEEPER, "keeper:L"), (SHOT_AT_NO_KEEPER, "var")):
        view = shot_view(position)
        assert {stand_in().choose(view, seed) for seed in range(80)} == {save}


def test_the_random_cards_yardstick_keeps_goal_without_fault_and_plays_legal_cards_at_random():
    """The arena's yardstick (ai.py's ladder; `--b random-cards`, no strength a person can pick): the fitting
    goalkeeper or the VAR on every shot, any legal card in a turn, the same card for the same view and seed."""
    from pygame_core.ai import arena
    from pygame_core.core.errors import MalformedInput
    from pygame_core.games.striker.ai import RandomCardsPlayer
    assert isinstance(arena.arena_player("striker", "random-cards"), RandomCardsPlayer)
    assert ("striker", "hard", "random-cards") in {(p.game, p.a, p.b) for p in arena.suite()}
    with pytest.raises(MalformedInput):
        make_player("random-cards")
    player = RandomCardsPlayer()
    for position, save in ((SHOT_AT_A_KEEPER, "keeper:L"), (SHOT_AT_NO_KEEPER, "var")):
        view = shot_view(position)
        assert {player.choose(view, seed) for seed in range(20)} == {save}
    game = fixed_game(["1 2 3 4 5 P", "1 2 3 4 5 1"])
    view = json.loads(json.dumps(game.observation(0)))
    chosen = [player.choose(view, seed) for seed in range(40)]
    assert set(chosen) <= {a["id"] for a in view["legal"]} - {"end_turn"} and len(set(chosen)) >= 4
    assert chosen == [player.choose(view, seed) for seed in range(40)]


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_shoot_when_a_pass_and_a_striker_card_allow_it(level):
    game = play(fixed_game(["5 6 P 10L 1 1", "1 2 3 4 5 1"]), "start:5", "play:6@1")
    assert whole_turn(level, game)[-1] == "pass:10L@1"


def test_hard_aims_at_the_corner_whose_goalkeepers_are_used_up():
    """Three right-hand keepers of the opponent are out of the game: the right corner cannot be saved."""
    game = fixed_game(["5 6 P 10L 10R 1", "1 2 3 4 5 1"])
    for _ in range(3):
        game.piles[1].remove("KR")
        game.out[1].append("KR")
    play(game, "start:5", "play:6@1")
    assert whole_turn("hard", game)[-1] == "pass:10R@1"


def test_hard_aims_at_the_opponent_without_var_and_keepers():
    """With three players the shot names a target: the one who cannot save it."""
    game = fixed_game(["5 6 P 10L 1 1", "1 2 3 4 5 1", "1 2 3 4 5 1"])
    game.out[2].extend(game.var[2])
    game.var[2] = []
    for keeper in ("KL", "KL", "KL"):
        game.piles[2].remove(keeper)
        game.out[2].append(keeper)
    play(game, "start:5", "play:6@1")
    assert whole_turn("hard", game)[-1] == "pass:10L@1>2"


def test_hard_breaks_an_opponents_nine_with_the_red_card():
    """An opponent's 9 threatens a shot next turn: the red card removes it (hard holds no goalkeeper)."""
    game = fixed_game(["5 6 7 8 9 1", "RC 1 2 3 4 1"])
    play(game, "start:5", "play:6@1", "play:7@1", "play:8@1", "play:9@1", "start:1")
    assert game.to_move() == 1
    assert "red@1" in whole_turn("hard", game)


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_view_and_seed_give_the_same_choice(level):
    game = fixed_game(["1 2 3 4 5 P", "1 2 3 4 5 1"])
    assert len({choose(level, game, seed=7) for _ in range(3)}) == 1


@pytest.mark.long
@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_between_computer_players_end(players):
    """Computer players of every level finish whole games with 2, 3 and 4 players (readings.md §4.4 ST8, ST14)."""
    seats = ["hard", "medium", "easy", "medium"][:players]
    game = Striker.new({"players": players}, seed=60 + players)
    players_ = [make_player(level) for level in seats]
    for ply in range(5000):
        seat = game.to_move()
        if seat is None:
            break
        game.apply(seat, players_[seat].choose(json.loads(json.dumps(game.observation(seat))), ply))
    assert game.is_over


# -- the hard player's search (issue 23): its rollout policy, its plans, its worlds -------------------------------

def _positions(players: int, count: int, seed: int):
    """Positions of medium-vs-medium games with a decision of two or more actions: (game, seat to move)."""
    game = Striker.new({"players": players}, seed)
    medium = make_player("medium")
    found = 0
    while (seat := game.to_move()) is not None and found < count:
        view = json.loads(json.dumps(game.observation(seat)))
        if len(view["legal"]) > 1:
            found += 1
            yield game, seat
        game.apply(seat, medium.choose(json.loads(json.dumps(game.observation(seat))), 0))


@pytest.mark.parametrize("players", [2, 3])
def test_the_search_rollout_plays_what_medium_plays(players):
    """The hard player's playouts model every seat as an attentive medium player: read from the game directly, the
    rollout policy picks what MediumPlayer(lapse=0) picks from that seat's view (cards in the turn, goalkeeper or
    VAR on a shot)."""
    from pygame_core.ai.search import private_copy
    from pygame_core.core.rng import Rng
    from pygame_core.games.striker.ai import MediumPlayer, medium_rollout
    compared = set()
    for game, seat in _positions(players, 60, seed=11 + players):
        view = json.loads(json.dumps(game.observation(seat)))
        assert medium_rollout(private_copy(game), seat, Rng(1)) == MediumPlayer(lapse=0).choose(view, 0)
        compared.add(view["phase"])
    assert compared == {"turn", "reaction"}


def test_hard_plans_are_whole_turns_of_legal_moves():
    """The planner's candidates: each plan is a sequence of moves of this seat's turn, every one legal in turn
    (checked by the engine's own apply), and the hard player plays the first move of one of them."""
    from collections import Counter

    from pygame_core.core.rng import Rng
    from pygame_core.games.striker.ai import PLAN_SEPARATOR, Context, _Planner
    from pygame_core.games.striker.determinize import determinize
    checked = 0
    for game, seat in _positions(2, 12, seed=5):
        if game.phase.value != "turn":
            continue
        view = json.loads(json.dumps(game.observation(seat)))
        planner = _Planner(Context(view), 600)
        planner.best(determinize(view, Rng(3)), Counter(view["hand"]), depth=0)
        plans = planner.best_plans(6, 1e9)
        assert plans and len(set(plans)) == len(plans)
        for plan in plans:
            copy = game.clone()
            for move_id in plan.split(PLAN_SEPARATOR):
                assert copy.to_move() == seat and copy.turn_number == game.turn_number
                copy.apply(seat, move_id)
            checked += 1
        assert make_player("hard").choose(view, 9) in {p.split(PLAN_SEPARATOR)[0] for p in plans}
    assert checked > 12


def test_worlds_with_keepers_held_hold_every_whole_deck_and_more_keepers_in_hand():
    """The search's worlds deal the other seats' unseen goalkeepers into their hands by the share of their pile
    drawn (a Torwart is only played against a shot): every deck is still whole and the view is the same, and late in
    a game the opponent's sampled hand holds more goalkeepers than a uniform deal gives it."""
    from pygame_core.core.rng import Rng
    from pygame_core.games.striker.determinize import determinize
    from striker_helpers import cards_of
    deck = C.composition(2)
    game = Striker.new({"players": 2}, 8)
    medium = make_player("medium")
    while game.to_move() is not None and min(len(p) for p in game.piles) > 12:
        seat = game.to_move()
        game.apply(seat, medium.choose(json.loads(json.dumps(game.observation(seat))), 0))
    seat = game.to_move()
    view = json.loads(json.dumps(game.observation(seat)))
    other = 1 - seat
    held = uniform = 0
    for n in range(200):
        world = determinize(view, Rng(n), keepers_held=True)
        assert cards_of(world, other) == deck and cards_of(world, seat) == deck
        assert sorted(world.hands[seat]) == sorted(game.hands[seat])
        assert len(world.hands[other]) == len(game.hands[other])
        held += sum(C.KIND_OF[c] is C.Kind.KEEPER for c in world.hands[other])
        uniform += sum(C.KIND_OF[c] is C.Kind.KEEPER for c in determinize(view, Rng(n)).hands[other])
    assert held > uniform


def test_the_ceiling_experiment_hands_its_hard_player_the_true_match_and_the_player_stays_legal():
    """buildtools/striker_ceiling.py: clairvoyant hard plans and searches on the true match (the opponent's hand and
    the piles' order, which no view shows) and still answers with a legal action of its view; the real hard player
    samples its worlds from the view (another opponent hand)."""
    from buildtools.striker_ceiling import ClairvoyantHard
    from pygame_core.games.striker.ai import HardBudget, HardPlayer
    game = fixed_game(["5 6 P 10L 1 1", "KL KR 9 9 S RC"])
    view = json.loads(json.dumps(game.observation(0)))
    clairvoyant = ClairvoyantHard(HardBudget(samples=1))
    clairvoyant.truth = game
    world = clairvoyant.planning_world(view, 1)
    assert world.hands == game.hands and world.piles == game.piles and world is not game
    assert sorted(HardPlayer().planning_world(view, 1).hands[1]) != sorted(game.hands[1])
    assert clairvoyant.choose(view, 1) in {a["id"] for a in view["legal"]}
