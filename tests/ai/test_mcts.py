"""The arena's PIMC-MCTS bench opponent for Schnapsen (``games/schnapsen/mcts.py``): legal, deterministic for a
seed, blind to hidden cards, exact where its tree is solved, and played by name in the arena (never by a person).
No test asserts a win rate."""

from __future__ import annotations

import json
from typing import Any, Mapping

import pytest

import pygame_core
from pygame_core.ai import arena
from pygame_core.core.errors import MalformedInput
from pygame_core.core.rng import Rng, seed_from
from pygame_core.games.schnapsen import ai, model, record, solver
from pygame_core.games.schnapsen.mcts import MctsPlayer, parse_budget, plain_uct
from pygame_core.games.schnapsen.uct import Node
from test_schnapsen_players import assert_blind_to_hidden_cards, positions, private_view

LIGHT = dict(deals=3, iterations=40)


def test_mcts_is_a_bench_opponent_of_the_arena_with_its_budget_in_its_name() -> None:
    default = arena.arena_player("schnapsen", "mcts")
    assert isinstance(default, MctsPlayer)
    named = arena.arena_player("schnapsen", "mcts:150x667")
    assert isinstance(named, MctsPlayer) and (named.deals, named.iterations) == (150, 667)
    assert "mcts" in arena.bench_opponents("schnapsen")
    assert ("schnapsen", "hard", "mcts") in {(p.game, p.a, p.b) for p in arena.suite()}
    with pytest.raises(MalformedInput):
        pygame_core.make_player("schnapsen", "mcts")
    for bad in ("mcts:150", "mcts:0x10", "mcts:ax10", "mcts:1x2x3"):
        with pytest.raises(MalformedInput):
            arena.arena_player("schnapsen", bad)
    with pytest.raises(ValueError):
        arena.arena_player("schnapsen", "mctx:10x10")
    assert parse_budget("12X34") == (12, 34)


def test_mcts_plays_legally_and_the_same_view_and_seed_give_the_same_move() -> None:
    phases = set()
    for i, game in enumerate(positions(40, seed=41)):
        seat = game.to_move()
        view = private_view(game, seat)
        choice = MctsPlayer(**LIGHT).choose(view, i)
        assert choice in game.legal_ids(seat)
        assert MctsPlayer(**LIGHT).choose(json.loads(json.dumps(view)), i) == choice
        phases.add(view["closed_by"] is not None or view["exhausted"])
    assert phases == {False, True}


def test_whole_bummerls_of_mcts_against_random_end_with_legal_play() -> None:
    for seed in (3, 4):
        game = pygame_core.new_game("schnapsen", {"bummerl_target": 3}, seed=seed)
        players = [MctsPlayer(deals=2, iterations=20), pygame_core.ai.base.RandomPlayer()]
        while (mover := game.to_move()) is not None:
            action = players[mover].choose(private_view(game, mover), seed_from(seed, len(game.history)))
            assert action in game.legal_ids(mover)
            game.apply(mover, action)
        assert game.outcome() is not None


def test_mcts_cannot_peek_at_hidden_cards() -> None:
    assert_blind_to_hidden_cards(lambda: MctsPlayer(**LIGHT), seed=43)


def test_a_solved_tree_gives_the_solvers_values_when_every_card_is_known() -> None:
    """With the talon used up the tree of a few cards is solved within the budget: its root values are the exact
    solver's game points (over 3), and the player's move is one the solver values best."""
    found = 0
    for i, game in enumerate(positions(200, seed=47)):
        seat = game.to_move()
        view = private_view(game, seat)
        if not view["exhausted"] or view["phase"] not in ("lead", "follow") or len(view["legal"]) < 2:
            continue
        r = record.record_from_observation(view)
        deal = r.world(Rng(0))
        exact = solver.solve(deal, solver.utility_for(seat), 200_000)
        assert exact is not None
        values = plain_uct(deal, seat, 20_000, Rng(i))
        if len(values) < len(exact):
            continue
        assert {m: round(3 * v, 9) for m, v in values.items()} == {m: float(v) for m, v in exact.items()}
        choice = MctsPlayer(deals=1, iterations=20_000).choose(view, i)
        assert exact[model.parse_move(choice)] == max(exact.values())
        found += 1
        if found >= 4:
            break
    assert found >= 4


def test_a_node_is_solved_only_when_every_move_is_tried_and_solved() -> None:
    game = positions(1, seed=5)[0]
    seat = game.to_move()
    r = record.record_from_observation(private_view(game, seat))
    node = Node(r.world(Rng(0)), seat, Rng(0))
    assert node.solved is None and len(node.untried) == len(node.moves) > 1
    node.try_solve()
    assert node.solved is None


def test_the_expert_values_closing_the_talon_exactly_in_its_deal() -> None:
    """Issue 36, the expert: in its tree a move that closes the talon leads to a solved node, so in a deal that move
    is worth the exact solver's value of the closed hand (game points plus one for the win, over 4), never a
    playout's guess."""
    player = ai.ExpertPlayer(ai.ExpertBudget(deals=1, iterations=60, solve_nodes=400_000, decision_nodes=10**7))
    found = 0
    for i, game in enumerate(positions(400, seed=53)):
        seat = game.to_move()
        view = private_view(game, seat)
        if "close" not in [a["id"] for a in view["legal"]]:
            continue
        r = record.record_from_observation(view)
        r.forbidden, r.unlikely = record.infer_from_play(view, r)
        moves = [model.parse_move(a["id"]) for a in view["legal"] if a["id"] != "claim"]
        values = player.values(r, moves, Rng(i))
        deal = r.world(Rng(i).fork())  # the deal the search drew first
        deal.do((model.CLOSE, 0))
        exact = solver.solve(deal, solver.utility_for(seat, r.to_go, 1.0), 400_000)
        assert exact is not None
        best = max(exact.values()) if deal.to_move() == seat else min(exact.values())
        assert values[(model.CLOSE, 0)] == best / 4.0
        found += 1
        if found >= 5:
            break
    assert found >= 5


def test_the_expert_plays_as_hard_once_the_talon_is_closed_or_used_up() -> None:
    expert, hard = ai.ExpertPlayer(ai.ExpertBudget(deals=2, iterations=5)), ai.HardPlayer()
    found = 0
    for i, game in enumerate(positions(300, seed=59)):
        seat = game.to_move()
        view = private_view(game, seat)
        if not (view["exhausted"] or view["closed_by"] is not None) or view["phase"] not in ("lead", "follow"):
            continue
        assert expert.choose(view, i) == hard.choose(view, i)
        found += 1
        if found >= 8:
            break
    assert found >= 8


def test_budget_variants_are_played_by_name_but_are_no_rows_of_the_table() -> None:
    assert isinstance(arena.arena_player("schnapsen", "expert:3x7"), ai.ExpertPlayer)
    assert arena.arena_player("schnapsen", "hard:12").budget.samples_open == 12
    with pytest.raises(ValueError):
        arena.arena_player("schnapsen", "hard:many")
    rows = {(p.a, p.b) for p in arena.suite() if p.game == "schnapsen"}
    assert rows == {("hard", "rdeep"), ("hard", "mcts"), ("hard", "medium"), ("medium", "easy")}


def test_the_ceiling_experiment_hands_the_expert_the_true_deal_and_it_stays_legal() -> None:
    """buildtools/schnapsen_ceiling.py: the clairvoyant expert searches in the true deal (the opponent's hand and the
    talon's order, which no view shows), its budget in one deal; the real expert samples deals from the view; the
    referee (buildtools/ceiling.play_seeing) hands it the truth before every one of its decisions."""
    from buildtools.ceiling import play_seeing
    from buildtools.schnapsen_ceiling import ClairvoyantExpert
    game = next(g for g in positions(40, seed=61) if not g.observation(g.to_move())["exhausted"]
                and g.closed_by is None and g.observation(g.to_move())["phase"] == "lead")
    seat = game.to_move()
    view = private_view(game, seat)
    seer = ClairvoyantExpert(ai.ExpertBudget(deals=2, iterations=10))
    assert (seer.expert.deals, seer.expert.iterations) == (1, 20)
    seer.truth = game
    r = record.record_from_observation(view)
    true = model.Deal.of(game)
    worlds = [seer.world(r, Rng(n)) for n in range(3)]
    assert all((w.hands, w.talon) == (true.hands, true.talon) for w in worlds)
    sampled = [ai.ExpertPlayer().world(r, Rng(n)) for n in range(6)]
    assert any((w.hands, w.talon) != (true.hands, true.talon) for w in sampled)
    assert seer.choose(view, 1) in {a["id"] for a in view["legal"]}

    handed: list[bool] = []

    class Watching(ClairvoyantExpert):
        def choose(self, view: Mapping[str, Any], seed: int) -> str:
            handed.append(self.truth is bout)
            return super().choose(view, seed)

    bout = pygame_core.new_game("schnapsen", seed=5)
    seen = Watching(ai.ExpertBudget(deals=1, iterations=5))
    other = RecordingRandom()
    play_seeing(bout, seen, other, 1)
    assert bout.is_over and handed and all(handed) and other.moves > 0


class RecordingRandom:
    """A random player that counts its moves (the seer's opponent in the referee's test)."""

    def __init__(self) -> None:
        self.moves = 0

    def choose(self, view: Mapping[str, Any], seed: int) -> str:
        self.moves += 1
        return str(Rng(seed).choice([a["id"] for a in view["legal"]]))


def test_the_budget_experiment_scores_a_pick_by_the_oracles_values() -> None:
    """buildtools/schnapsen_budget.py: the positions are open-talon decisions the expert searches; the oracle's own
    pick loses nothing against its values, and another pick loses the difference, in game points (values over 3);
    the expert's values there are the ones it plays by (the same pick as ExpertPlayer.choose)."""
    from buildtools.schnapsen_budget import losses, measure, move_values, pick, positions

    views = positions(3, seed=5)
    assert len(views) == 3
    for view in views:
        assert not view["closed"] and not view["exhausted"]
        assert len([a for a in view["legal"] if a["id"] != "claim"]) > 1
    small = ai.ExpertPlayer(ai.ExpertBudget(deals=3, iterations=12))
    values = [move_values(small, view, n) for n, view in enumerate(views)]
    assert [pick(v) for v in values] == [small.choose(view, n) for n, view in enumerate(views)]
    oracle = [{"play:AS": 0.5, "play:JS": -0.5}]
    assert losses(oracle, ["play:AS"]) == [0.0]
    assert losses(oracle, ["play:JS"]) == [pytest.approx(3.0)]
    result = measure(views, values, "3x12")  # the same budget and seeds as the oracle here: the same picks
    assert (result.agree, result.loss) == (3, 0.0)
