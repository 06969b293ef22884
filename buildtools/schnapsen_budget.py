"""What the expert's budget costs it: each split of deals x iterations against a much bigger search (an experiment,
no player).

    python3 -m buildtools.schnapsen_budget [--positions 80] [--oracle 400x100] [--budgets 40x100,80x50,80x100]

Positions: the open-talon decisions of seeded hard self-play where the expert would search (two or more moves and
nothing decided without thinking), one in three of them. At each, the *oracle* (the expert's own search with a far
bigger budget and its own seeds, no second look) values every move; each budget's expert (with its second look, as
it plays) picks a move. Its *loss* there is the oracle's value of the oracle's best move minus that of the pick, in
game points (the expert's values are the hand's game points over 3). The mean loss is what that budget's noise costs
against the oracle's search, not against perfect play: both share the expert's way of valuing (its deals, playouts
and exact endgames), so a bias of that way is invisible here. Issue 36: whether more deals or more iterations would
buy the strength the issue asks (docs/experiments.md, "What more budget would buy").
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass
from typing import Any, Mapping, Optional, Sequence

import pygame_core
from pygame_core.ai.arena import private_view
from pygame_core.core.rng import Rng, seed_from
from pygame_core.games.schnapsen.ai import (
    ExpertBudget,
    ExpertPlayer,
    HardPlayer,
    decide_with_reading,
    decide_without_thinking,
)
from pygame_core.games.schnapsen.mcts import parse_budget
from pygame_core.games.schnapsen.model import move_id, parse_move
from pygame_core.games.schnapsen.uct import Move


def positions(count: int, seed: int = 1) -> list[dict[str, Any]]:
    """``count`` views of the seat to move at open-talon decisions the expert would search (one in three, so that
    they spread over many matches), from seeded hard self-play."""
    hard, match = HardPlayer(), 0
    found: list[dict[str, Any]] = []
    while len(found) < count:
        game = pygame_core.new_game("schnapsen", None, seed=seed_from("budget", seed, match))
        match += 1
        while (mover := game.to_move()) is not None and len(found) < count:
            view = private_view(game, mover)
            legal, decided, r = decide_without_thinking(view)
            if decided is None and r is not None and not r.strict and len([a for a in legal if a != "claim"]) > 1:
                if (match + len(game.history)) % 3 == 0:
                    found.append(view)
            game.apply(mover, hard.choose(view, seed_from(game.seed, len(game.history), mover)))
    return found


def move_values(player: ExpertPlayer, view: Mapping[str, Any], seed: int, second_look: bool = True
                ) -> dict[str, float]:
    """Each move's value (in [-1, 1]) as ``player`` searches it at ``view`` with ``seed``
    (:meth:`ExpertPlayer.searched_values`, with its second look where closing is in doubt), or without the second
    look (:meth:`ExpertPlayer.values`) if ``second_look`` is false."""
    legal, _, r = decide_with_reading(view)  # (as ExpertPlayer.choose)
    assert r is not None
    moves: list[Move] = [parse_move(a) for a in legal if a != "claim"]
    rng = Rng(seed_from("expert", seed))
    values = player.searched_values(r, moves, rng) if second_look else player.values(r, moves, rng)
    return {move_id(m): values[m] for m in moves}


def pick(values: Mapping[str, float]) -> str:
    """The move the player makes from its values: the best, ties to the earlier move (as the player)."""
    order = list(values)
    return max(order, key=lambda a: (values[a], -order.index(a)))


@dataclass(frozen=True)
class Result:
    """One budget's figures over the positions."""

    budget: str
    agree: int          # positions where it picked the oracle's best move
    loss: float         # mean loss, game points
    se: float           # the mean's standard error
    cpu: float          # CPU seconds over all positions


def losses(oracle: Sequence[Mapping[str, float]], picks: Sequence[str]) -> list[float]:
    """Per position, the oracle's best value minus its value of the pick, in game points (never negative)."""
    return [3.0 * (max(values.values()) - values[chosen]) for values, chosen in zip(oracle, picks)]


def measure(views: Sequence[Mapping[str, Any]], oracle: Sequence[Mapping[str, float]], budget: str) -> Result:
    """``budget`` (``DEALSxITERATIONS``)'s picks at ``views`` scored against ``oracle``'s values."""
    deals, iterations = parse_budget(budget)
    player = ExpertPlayer(ExpertBudget(deals=deals, iterations=iterations))
    start = time.process_time()
    picks = [pick(move_values(player, view, n)) for n, view in enumerate(views)]
    cpu = time.process_time() - start
    lost = losses(oracle, picks)
    mean = sum(lost) / len(lost)
    spread = (sum((x - mean) ** 2 for x in lost) / max(1, len(lost) - 1)) ** 0.5
    agree = sum(1 for values, chosen in zip(oracle, picks) if values[chosen] == max(values.values()))
    return Result(budget, agree, mean, spread / len(lost) ** 0.5, cpu)


def main(argv: Optional[Sequence[str]] = None) -> None:
    parser = argparse.ArgumentParser(prog="python3 -m buildtools.schnapsen_budget", description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=80)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--oracle", default="400x100", help="the oracle's DEALSxITERATIONS")
    parser.add_argument("--budgets", default="40x100,80x50,120x33,20x200,80x100",
                        help="the budgets compared, DEALSxITERATIONS separated by commas")
    args = parser.parse_args(argv)
    views = positions(args.positions, args.seed)
    deals, iterations = parse_budget(args.oracle)
    seer = ExpertPlayer(ExpertBudget(deals=deals, iterations=iterations, close_deals=0))
    start = time.process_time()
    oracle = [move_values(seer, view, 1_000_000 + n, second_look=False) for n, view in enumerate(views)]
    print(f"{len(views)} positions (seed {args.seed}); oracle {args.oracle}: {time.process_time() - start:.0f} s CPU")
    for budget in args.budgets.split(","):
        r = measure(views, oracle, budget.strip())
        print(f"{r.budget:>8}: the oracle's best in {r.agree}/{len(views)}, mean loss {r.loss:.3f} game points "
              f"(se {r.se:.3f}), {r.cpu:.0f} s CPU", flush=True)


if __name__ == "__main__":
    main()
