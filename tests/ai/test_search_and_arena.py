"""The game-agnostic parts: PIMC search determinism, plain minimax, the arena's statistics."""

from __future__ import annotations

import json

import pytest

import pygame_core
from pygame_core.ai import arena
from pygame_core.ai.search import Budget, SearchHooks, pimc
from pygame_core.games.schnapsen.determinize import determinize


def test_wilson_interval_matches_the_textbook_value() -> None:
    low, high = arena.wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = arena.wilson_interval(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)


def test_percentile_is_nearest_rank() -> None:
    assert arena.percentile(list(range(1, 101)), 0.95) == 95
    assert arena.percentile([3.0], 0.5) == 3.0


def test_match_jobs_swap_seats_for_every_seed() -> None:
    jobs = arena.match_jobs("schnapsen", "hard", "medium", 6, seed=4)
    assert [j[4] for j in jobs] == [0, 1, 0, 1, 0, 1]
    assert jobs[0][3] == jobs[1][3] != jobs[2][3]


def test_arena_plays_seat_swapped_matches_and_reports() -> None:
    results = arena.run_matches("schnapsen", "medium", "random", 2, seed=3)
    assert {r.a_seat for r in results} == {0, 1} and results[0].seed == results[1].seed
    summary = arena.summarize(results, "medium", "random")
    assert summary["matches"] == 2 and summary["hands"] >= 2
    assert 0 <= summary["ci95"][0] <= summary["a_win_rate"] <= summary["ci95"][1] <= 1
    assert "think time medium" in arena.report(summary)


def test_pimc_over_engine_determinizations_is_deterministic_and_legal() -> None:
    """The generic search runs on the engine's own determinize() and clone/apply: same seed, same choice."""
    game = pygame_core.new_game("schnapsen", seed=21)
    view = json.loads(json.dumps(game.observation(game.to_move())))
    hooks = SearchHooks(determinize=determinize)
    budget = Budget(samples=3, rollouts=1, max_plies=400)
    first = pimc(view, 5, hooks, budget)
    assert first.action in game.legal_ids(game.to_move())
    assert pimc(view, 5, hooks, budget).action == first.action
    assert set(first.scores) == {a["id"] for a in view["legal"]}


def test_arena_seats_alternate_so_a_plays_a_whole_team_in_team_games():
    """With more than two seats, A and B alternate round the table (Strand-Cup's teams are seat % 2)."""
    from pygame_core.ai.arena import run_one, seat_levels
    assert seat_levels(2, "hard", "easy", 1) == ["easy", "hard"]
    assert seat_levels(4, "hard", "easy", 0) == ["hard", "easy", "hard", "easy"]
    result = run_one(("strandcup", "random", "random", 3, 1, {"set_target": 3, "win_by_two": False}))
    assert result.a_score in (0.0, 1.0)  # both A seats are one team: they win or lose together


def test_the_whole_table_in_one_run_resumes_and_reports_only_whole_seat_swapped_pairs(tmp_path, capsys):
    """build.py strength with no game: every game's ladder (and Schnapsen's hard vs rdeep) in one run; the next
    match goes to the pairing that used the least CPU; a run resumes from its results file (matches are
    deterministic for their seed) and a stopped run's file is reported with whole seat-swapped pairs only."""
    names = {(p.game, p.a, p.b) for p in arena.suite()}
    for game in ("schnapsen", "spike", "strandcup", "striker"):
        assert {(game, "hard", "medium"), (game, "medium", "easy")} <= names
    assert ("schnapsen", "hard", "rdeep") in names
    pairings = [arena.Pairing("striker", "medium", "easy", 2), arena.Pairing("schnapsen", "medium", "random", 2)]
    out = tmp_path / "results.jsonl"
    arena.run_suite(pairings, seed=2, jobs=1, out=str(out))
    lines = out.read_text().splitlines()
    assert len(lines) == 4 and all(json.loads(line)["result"]["cpu_s"] > 0 for line in lines)
    arena.run_suite(pairings, seed=2, jobs=1, out=str(out))
    assert out.read_text().splitlines() == lines  # resumed: nothing played again
    out.write_text("\n".join(line for line in lines if "striker" not in line or '"a_seat": 0' in line) + "\n")
    capsys.readouterr()
    arena.report_file(str(out))  # striker stopped after one seat of its pair: not in the table
    table = capsys.readouterr().out.split("| --- |")[-1]
    assert "schnapsen" in table and "striker" not in table


def test_a_candidate_may_stand_for_several_moves_through_the_play_hook() -> None:
    """SearchHooks.play plays each candidate and each rollout move on a sampled game (default: the checked
    Game.apply); a game may let one candidate stand for a plan of several moves (Striker's hard player plays whole
    turns). The search stays deterministic and answers with one of the candidates."""
    game = pygame_core.new_game("schnapsen", seed=21)
    seat = game.to_move()
    view = json.loads(json.dumps(game.observation(seat)))
    played: list[str] = []

    def play(world, mover, action: str) -> None:
        played.append(action)
        for step in action.split(" "):
            world.apply(mover, step)

    legal = game.legal_ids(seat)
    hooks = SearchHooks(determinize=determinize, play=play)
    budget = Budget(samples=2, rollouts=1, max_plies=400)
    decision = pimc(view, 5, hooks, budget, legal[:2])
    assert decision.action in legal[:2] and set(decision.scores) == set(legal[:2])
    assert played[0] == legal[0] and legal[1] in played and len(played) > 2  # the candidates, then the rollouts
    assert pimc(view, 5, SearchHooks(determinize=determinize, play=play), budget, legal[:2]).action == decision.action


def test_common_random_numbers_give_every_candidate_the_same_rollout_streams() -> None:
    """Budget.common_numbers: in one determinization every candidate's k-th rollout draws the same random numbers
    (its luck is common); the next determinization draws new ones. Without it the rollouts draw in turn."""
    game = pygame_core.new_game("schnapsen", seed=21)
    seat = game.to_move()
    view = json.loads(json.dumps(game.observation(seat)))
    legal = game.legal_ids(seat)[:3]

    def first_draws(common: bool) -> list[float]:
        draws: list[float] = []
        seen: list = []

        def rollout(world, mover, rng):
            if not any(world is w for w in seen):  # a new rollout: its first random number
                seen.append(world)
                draws.append(rng.random())
            return rng.choice(world.legal_ids(mover))

        hooks = SearchHooks(determinize=determinize, rollout=rollout)
        pimc(view, 5, hooks, Budget(samples=3, rollouts=2, max_plies=400, common_numbers=common), legal)
        return draws

    common = first_draws(True)
    assert len(common) == 3 * 3 * 2  # 3 determinizations x 3 candidates x 2 rollouts
    for w in range(3):
        block = common[w * 6:(w + 1) * 6]  # per candidate: its rollout 0 and 1
        assert block[0::2] == [block[0]] * 3 and block[1::2] == [block[1]] * 3 and block[0] != block[1]
    assert len({common[0], common[6], common[12]}) == 3
    assert len(set(first_draws(False))) == 18


def test_a_time_boxed_run_stops_starting_matches_and_keeps_its_seat_swapped_pairs_whole(tmp_path, capsys,
                                                                                        monkeypatch):
    """``--minutes``: once the time is up no match starts (the table says the run was cut short), and a match
    started before that brings its twin (the same seed, seats swapped) along, so every pairing played has whole
    pairs. The clock is the test's: the time is up after the first match was chosen."""
    clock = iter([0.0, 0.0] + [3600.0] * 50)  # the run's start, the first choice; then an hour later
    monkeypatch.setattr(arena.time, "perf_counter", lambda: next(clock))
    pairings = [arena.Pairing("spike", "easy", "random", 4), arena.Pairing("schnapsen", "medium", "random", 4)]
    out = tmp_path / "results.jsonl"
    arena.run_suite(pairings, seed=3, jobs=1, out=str(out), minutes=1)
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) == 2 and rows[0]["key"] == rows[1]["key"]  # one pairing, one seed, both seats
    assert {row["result"]["a_seat"] for row in rows} == {0, 1}
    assert rows[0]["result"]["seed"] == rows[1]["result"]["seed"]
    printed = capsys.readouterr().out
    assert "stopped starting matches after 1 minutes" in printed and "| spike | easy vs random |" in printed
