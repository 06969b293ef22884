"""How much Schnapsen's hidden cards cost: the expert handed the true deal (an experiment, no player).

    python3 -m buildtools.schnapsen_ceiling [--b rdeep] [--matches 220] [--seed 1] [--jobs 2]

The referee plays seat-swapped Bummerls on the arena's seeds (:func:`pygame_core.ai.arena.match_jobs`: with
``--seed 1`` the deals of README's table, match by match) between the *clairvoyant expert* and a player of the arena
(default the bench opponent ``rdeep``). The clairvoyant expert is Schnapsen's expert whose searches play in the true
deal (both hands and the talon's order) instead of deals sampled from its view: while the talon is open one UCT tree
of the expert's whole budget (deals x iterations) with its playouts and exact endgames, once it is closed or used
up the exact solve of that deal. Its figure bounds what these searches could reach with perfect knowledge against
that opponent (issue 36: "a player that sees every card wins about 90% of Bummerls against a fair MCTS").
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Optional, Sequence

import pygame_core
from pygame_core.ai.arena import arena_player, match_jobs, score_sheet
from pygame_core.core.game import Game
from pygame_core.core.rng import Rng
from pygame_core.games.schnapsen.ai import ExpertBudget, ExpertPlayer, HardBudget
from pygame_core.games.schnapsen.model import Deal
from pygame_core.games.schnapsen.record import Record
from pygame_core.games.schnapsen.rules import SchnapsenGame

from .ceiling import play_seeing, share


class ClairvoyantExpert(ExpertPlayer):
    """The expert whose every search plays in the true deal (``truth``, set by the referee before each decision):
    one deal with the expert's whole budget while the talon is open, one exact solve once it is closed."""

    def __init__(self, budget: ExpertBudget = ExpertBudget()) -> None:
        super().__init__(ExpertBudget(deals=1, iterations=budget.deals * budget.iterations,
                                      solve_cards=budget.solve_cards, decision_nodes=budget.decision_nodes,
                                      solve_nodes=budget.solve_nodes), HardBudget(samples_closed=1))
        self.truth: Optional[Game] = None

    def world(self, r: Record, rng: Rng) -> Deal:
        assert isinstance(self.truth, SchnapsenGame), "the referee hands the true match before each decision"
        return Deal.of(self.truth)


def play(job: tuple[str, int, int]) -> tuple[int, int, float, list[tuple[bool, int]]]:
    """One Bummerl, the clairvoyant expert in ``a_seat``: ``(seed, a_seat, its score, its hands (won?, points))``."""
    opponent, seed, a_seat = job
    game = play_seeing(pygame_core.new_game("schnapsen", None, seed=seed), ClairvoyantExpert(),
                       arena_player("schnapsen", opponent), a_seat)
    outcome = game.outcome()
    assert outcome is not None
    hands, _value = score_sheet(game)
    return seed, a_seat, float(outcome[a_seat]), [(winner == a_seat, points) for winner, points in hands]


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m buildtools.schnapsen_ceiling",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--b", default="rdeep", help="the opponent: an arena player of Schnapsen (rdeep, mcts, hard)")
    parser.add_argument("--matches", type=int, default=220, help="Bummerls (seat-swapped pairs)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2, help="processes")
    args = parser.parse_args(argv)
    jobs = [(args.b, seed, a_seat) for _g, _a, _b, seed, a_seat, _o in
            match_jobs("schnapsen", "clairvoyant", args.b, args.matches, args.seed)]
    start = time.perf_counter()
    score, hands_won, hands, n = 0.0, 0, 0, 0
    with ProcessPoolExecutor(args.jobs) as pool:
        for seed, a_seat, result, sheet in pool.map(play, jobs):
            score, n = score + result, n + 1
            hands_won, hands = hands_won + sum(won for won, _points in sheet), hands + len(sheet)
            print(f"match seed={seed} a_seat={a_seat} score={result:g} hands={sheet}", flush=True)
            if n % 20 == 0 or n == len(jobs):
                report(args, score, n, hands_won, hands, start)
    return 0


def report(args: argparse.Namespace, score: float, n: int, hands_won: int, hands: int, start: float) -> None:
    print(f"clairvoyant expert vs {args.b}, seed {args.seed}: {share(score, n)} Bummerls, {share(hands_won, hands)} "
          f"hands ({time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
