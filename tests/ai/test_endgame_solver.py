"""The exact endgame solver of the hard Schnapsen player agrees with brute force.

Brute force is the plain game-agnostic minimax of :mod:`pygame_core.ai.search` (no pruning, no table); the
solver is alpha-beta with a transposition table. Both score the hand in game points (readings.md §3.1 "Going
out", "Closed-talon scoring", "Talon exhausted"), so they must give the same value to every move.
"""

from __future__ import annotations

import pytest

from pygame_core.ai.search import minimax
from pygame_core.core.rng import Rng
from pygame_core.games.schnapsen import model, solver


def random_deal(seed: int) -> model.Deal:
    rng = Rng(seed)
    cards = list(range(20))
    rng.shuffle(cards)
    hands = [sum(1 << c for c in cards[:5]), sum(1 << c for c in cards[5:10])]
    talon = cards[10:]
    return model.Deal(hands, talon, model.suit_of(talon[-1]), seed % 2)


def endgame(seed: int, cards_left: int) -> model.Deal:
    """A position in phase 2 with at most ``cards_left`` cards per hand, reached by random play
    (closed at a random moment, or played until the talon is exhausted)."""
    rng = Rng(seed)
    while True:
        d = random_deal(rng.below(1 << 40))
        close_at = rng.below(6)
        leads = 0
        while not d.over:
            moves = d.moves()
            if d.led < 0 and (model.CLOSE, 0) in moves and leads == close_at:
                d.do((model.CLOSE, 0))
                continue
            if d.strict and max(model.count(h) for h in d.hands) <= cards_left and d.led < 0:
                return d
            if d.led < 0:
                leads += 1
            d.do(rng.choice(moves))


def brute_force(d: model.Deal, seat: int, utility: solver.Utility) -> dict[str, float]:
    def value(g: model.Deal, s: int):
        return utility(g.winner, g.game_points) if g.winner >= 0 else None
    return minimax(d, seat, value)  # type: ignore[arg-type]  # value answers None where the game goes on, as minimax expects


@pytest.mark.parametrize("seed", range(40))
def test_solver_matches_brute_force_on_small_endgames(seed: int) -> None:
    d = endgame(seed, cards_left=3 + seed % 2)
    seat = d.to_move()
    utility = solver.utility_for(seat)
    exact = solver.solve_ids(d, utility)
    assert exact is not None
    assert exact == brute_force(d, seat, utility)


@pytest.mark.parametrize("seed", range(30))
def test_solver_values_a_position_where_the_opponent_moves_for_the_searching_seat(seed: int) -> None:
    """A search meets positions where the opponent is to move (a tree's leaf, the end of a rollout) and asks for its
    own seat's values there: the opponent minimizes them, the searching seat maximizes (minimax), as brute force.
    Without ``seat`` both solvers let the mover maximize the utility they are handed (right where the searching seat
    moves; where the opponent moves each seat then plays for the other)."""
    d = endgame(300 + seed, cards_left=3 + seed % 2)
    seat = 1 - d.to_move()
    utility = solver.utility_for(seat)
    truth = brute_force(d, seat, utility)
    assert solver.solve_ids(d, utility, seat=seat) == truth
    reference = solver.solve_reference(d, utility, seat=seat)
    assert reference is not None and {model.move_id(m): v for m, v in reference.items()} == truth


def test_the_searching_seat_changes_the_solvers_answer_where_the_opponent_moves() -> None:
    """The test above can fail: in some of its positions the mover's own maximum is not the searching seat's."""
    differ = 0
    for seed in range(30):
        d = endgame(300 + seed, cards_left=3 + seed % 2)
        seat = 1 - d.to_move()
        utility = solver.utility_for(seat)
        differ += solver.solve_ids(d, utility) != solver.solve_ids(d, utility, seat=seat)
    assert differ > 0


def test_the_value_alone_is_the_best_of_every_moves_value_in_fewer_nodes() -> None:
    """solve_value (the searches' endgame leaves) gives the largest of solve's values, or the smallest where asked,
    exactly, with the root's window narrowed from move to move: never more nodes, and fewer over many positions."""
    every_move = value_alone = 0
    for seed in range(80):
        d = endgame(500 + seed, cards_left=4 + seed % 2)
        seat = d.to_move() if seed % 3 else 1 - d.to_move()
        utility = solver.utility_for(seat, [2, 7], 1.0)
        minimize = seed % 2 == 0
        full, narrow = [0], [0]
        values = solver.solve(d, utility, 200_000, full)
        assert values is not None
        best = min(values.values()) if minimize else max(values.values())
        assert solver.solve_value(d, utility, minimize, 200_000, narrow) == best
        assert narrow[0] <= full[0]
        every_move, value_alone = every_move + full[0], value_alone + narrow[0]
    assert value_alone < 0.9 * every_move


def test_a_decisions_solves_share_what_they_searched_and_give_the_same_values() -> None:
    """A :class:`solver.SolverMemory` kept over the solves of one decision (the endgames that one search meets, each
    a trick later than the one before, the mover changing) gives every solve the value it gives alone, in fewer
    nodes in all; a closed talon and one used up (other closers, other frozen points) each have their own table."""
    alone = shared = 0
    for seed in range(30):
        start = endgame(700 + seed, cards_left=5)
        seat = start.to_move()
        utility = solver.utility_for(seat, [3, 5], 1.0)
        memory = solver.SolverMemory()
        positions = [start]
        for lead in start.moves():
            led = start.clone()
            led.do(lead)
            for reply in led.moves():
                d = led.clone()
                d.do(reply)
                if not d.over and d.led < 0:
                    positions.append(d)
        for d in positions:
            fresh, kept = [0], [0]
            minimize = d.to_move() != seat
            expected = solver.solve_value(d, utility, minimize, 200_000, fresh)
            assert solver.solve_value(d, utility, minimize, 200_000, kept, memory=memory) == expected
            alone, shared = alone + fresh[0], shared + kept[0]
    assert shared < 0.8 * alone  # 15,123 against 21,114 nodes here


@pytest.mark.parametrize("seed", range(10))
def test_solver_objective_is_game_points_capped_by_the_bummerl(seed: int) -> None:
    """With 1 game point to go, every win is worth exactly 1 to the winner (the Bummerl is to 7)."""
    d = endgame(100 + seed, cards_left=3)
    seat = d.to_move()
    capped = solver.solve_ids(d, solver.utility_for(seat, [1, 1]))
    assert capped is not None and set(capped.values()) <= {-1.0, 1.0}
    plain = solver.solve_ids(d, solver.utility_for(seat))
    assert {k: (v > 0) - (v < 0) for k, v in plain.items()} == capped


def test_solver_refuses_positions_with_an_open_talon() -> None:
    assert solver.solve(random_deal(1), solver.utility_for(0)) is None


# -- against the engine itself ---------------------------------------------------------------------------------

def engine_endgame(seed: int, cards_left: int):
    """An engine game in phase 2 (talon closed or used up) with at most ``cards_left`` cards per hand."""
    import pygame_core
    rng = Rng(seed)
    while True:
        game = pygame_core.new_game("schnapsen", seed=rng.below(1 << 40))
        while game.phase.value in ("lead", "follow"):
            if (game.strict and game.phase.value == "lead"
                    and max(len(h) for h in game.hands) <= cards_left):
                return game
            mover = game.to_move()
            legal = game.legal_ids(mover)
            action = "close" if "close" in legal and rng.below(4) == 0 else rng.choice(legal)
            game.apply(mover, action)


@pytest.mark.parametrize("seed", range(12))
def test_solver_matches_brute_force_over_the_engine(seed: int) -> None:
    """Plain minimax over the real engine (clone/apply until the hand is scored) gives every action the same
    game-point value as the solver on the search model."""
    game = engine_endgame(1000 + seed, cards_left=3)
    seat = game.to_move()
    utility = solver.utility_for(seat)

    def hand_value(g, s):
        if g.phase.value in ("lead", "follow"):
            return None
        entry = g.sheet[-1]
        return utility(entry.winner, entry.game_points)

    assert solver.solve_ids(model.Deal.of(game), utility) == minimax(game, seat, hand_value)


def endgame_position(seed: int) -> model.Deal:
    """A phase-2 position with up to 5 cards a hand, at a lead or at a follow, marriage rules varied."""
    from pygame_core.games.schnapsen.rules import SchnapsenOptions
    d = endgame(seed, cards_left=5)
    if seed % 3 == 0:
        d.options = SchnapsenOptions(marriage_after_close=False)
    if seed % 2 and not d.over:
        moves = [m for m in d.moves() if m[0] == model.PLAY]
        d.do(moves[seed % len(moves)])
    return d


@pytest.mark.parametrize("seed", range(60))
def test_fast_solver_is_the_reference_search_node_for_node(seed: int) -> None:
    """The integer-state solver gives every move the value of the Deal-per-node reference, after the same number of
    nodes (so a budget cuts both at the same place)."""
    d = endgame_position(seed)
    if d.over:
        return
    utility = solver.utility_for(d.to_move(), [2, 7])
    fast_spent, reference_spent = [0], [0]
    assert solver.solve(d, utility, 200_000, fast_spent) == solver.solve_reference(d, utility, 200_000, reference_spent)
    assert fast_spent == reference_spent
    small = reference_spent[0] // 2
    if small:
        assert solver.solve(d, utility, small) is None and solver.solve_reference(d, utility, small) is None


def test_the_objective_counts_winning_the_hand_beyond_its_game_points() -> None:
    """With a win bonus a hand won for 1 is worth 2, for 3 worth 4; a loss for 3 to a seat that needs 2 costs 2 + 1."""
    utility = solver.utility_for(0, [7, 2], win_bonus=1.0)
    assert utility(0, 1) == 2.0 and utility(1, 3) == -3.0 and utility(0, 3) == 4.0
    assert solver.utility_for(0)(0, 2) == 2.0  # rdeep's and medium's objective: the game points alone
