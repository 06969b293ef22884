"""How much Striker's card play can be worth: the hard player handed the whole true match (an experiment, no player).

    python3 -m buildtools.striker_ceiling [--b random-cards] [--matches 200] [--seed 1] [--plans 12] [--margin 1.0]

The referee plays seat-swapped matches on the arena's seeds (:func:`pygame_core.ai.arena.match_jobs`) between
*clairvoyant hard* and a player of the arena (default the bench opponent ``random-cards``: random cards, a faultless
goalkeeper). Clairvoyant hard is Striker's hard player whose planner and search play on the true match (every hand,
every draw pile's order, every VAR pair's order: the future) instead of worlds sampled from its view; it compares
``--plans`` plans within ``--margin`` goals of its planner's best (the search's samples are the same world, so one
suffices). No seat can know what it is handed: its figure is a bound of what this planner and search could reach
with perfect knowledge, the README's "what the rules leave" for Striker. A CPython tool; the engine never imports it.
"""

from __future__ import annotations

import argparse
import time
from typing import Any, Mapping, Optional, Sequence

import pygame_core
from pygame_core.ai.arena import arena_player, match_jobs
from pygame_core.core.game import Game
from pygame_core.core.rng import Rng
from pygame_core.games.striker.ai import HardBudget, HardPlayer
from pygame_core.games.striker.rules import Striker

from .ceiling import play_seeing, share


class ClairvoyantHard(HardPlayer):
    """Striker's hard player whose worlds are the true match (``truth``, set by the referee before each decision)."""

    def __init__(self, budget: HardBudget) -> None:
        super().__init__(budget)
        self.truth: Optional[Game] = None

    def _true_world(self) -> Striker:
        assert isinstance(self.truth, Striker), "the referee hands the true match before each decision"
        world = self.truth.clone()
        world.record_events = False
        return world

    def planning_world(self, view: Mapping[str, Any], seed: int) -> Striker:
        return self._true_world()

    def search_world(self, view: Mapping[str, Any], rng: Rng) -> Game:
        return self._true_world()


def play(opponent: str, seed: int, a_seat: int, budget: HardBudget) -> tuple[float, int, int]:
    """One match, clairvoyant hard in ``a_seat``: its score (1, 0.5, 0) and both sides' goals."""
    game = pygame_core.new_game("striker", None, seed=seed)
    assert isinstance(game, Striker)
    play_seeing(game, ClairvoyantHard(budget), arena_player("striker", opponent), a_seat)
    outcome = game.outcome()
    assert outcome is not None
    return float(outcome[a_seat]), game.goals[a_seat], game.goals[1 - a_seat]


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m buildtools.striker_ceiling", description=__doc__.split("\n")[0])
    parser.add_argument("--b", default="random-cards", help="the opponent: an arena player of Striker")
    parser.add_argument("--matches", type=int, default=200, help="matches (seat-swapped pairs)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plans", type=int, default=12, help="plans the search compares")
    parser.add_argument("--margin", type=float, default=1.0, help="goals from the planner's best")
    args = parser.parse_args(argv)
    budget = HardBudget(plans=args.plans, margin=args.margin, samples=1)
    start = time.perf_counter()
    score, goals, conceded, n = 0.0, 0, 0, 0
    for _game, _a, _b, seed, a_seat, _options in match_jobs("striker", "clairvoyant", args.b, args.matches, args.seed):
        result, scored, against = play(args.b, seed, a_seat, budget)
        score, goals, conceded, n = score + result, goals + scored, conceded + against, n + 1
        if n % 2 == 0:  # a run stopped early still says what its whole seat-swapped pairs gave
            report(args, score, goals, conceded, n, start)
    return 0


def report(args: argparse.Namespace, score: float, goals: int, conceded: int, n: int, start: float) -> None:
    print(f"clairvoyant hard ({args.plans} plans within {args.margin:g} goals) vs {args.b}, seed {args.seed}: "
          f"{share(score, n)}; goals per match {goals / n:.2f} for, {conceded / n:.2f} against "
          f"({time.perf_counter() - start:.0f} s)", flush=True)

if __name__ == "__main__":
    raise SystemExit(main())
