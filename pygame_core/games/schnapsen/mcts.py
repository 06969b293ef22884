"""A bench opponent for the arena: PIMC-MCTS, written from the published description of the strongest open-source
Schnapsen program we know (cpatrasciuc's schnapsen-card-game, issue 36).

How it decides, from its seat's observation only:

- **PIMC over sampled deals**: ``deals`` deals of the cards it has not seen, each consistent with its observation (the
  game's one determinizer, :meth:`.determinize.Knowledge.deal`, uniform: no reading of the opponent's plays).
- **UCT per deal** (:mod:`.uct`): in each deal a Monte-Carlo tree search with perfect information, ``iterations``
  iterations: selection by UCB1 (exploration constant sqrt(2) on rewards in [-1, 1]), expansion of one untried move, a
  uniformly random playout to the end of the hand, backpropagation. The reward is the hand's game points (1-3)
  over 3, signed for the searching seat. A node whose every move has been tried and solved (a finished hand at
  its end) is *solved*: its exact minimax value replaces the averages above it, and a deal whose root is solved
  stops early (the small endgames are played exactly, as in the reference program).
- **Scores merged over deals**: each move's mean value over the deals, the best mean taken (ties: the legal order).

The budget per move is given in iterations: ``deals x iterations`` (the reference: 150 x 667, about 100,000 a
move). The arena plays it by name: ``mcts`` (the budget :data:`DEFAULT_DEALS` x :data:`DEFAULT_ITERATIONS`, what
fits a measurement run in pure Python here) or ``mcts:DEALSxITERATIONS`` (e.g. ``mcts:150x667``). Like every
player here it is deterministic for its seed (all randomness from :class:`~pygame_core.core.rng.Rng`) and counts
its effort, never timing it. No person can pick it (:data:`.bench.BENCH_OPPONENTS`).

The search runs on the hard player's perfect-information model :class:`.model.Deal` (every rule there is
:mod:`.rules`'); it uses none of the hard player's heuristics, inference or exact solver.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Mapping, Optional

from ...core.errors import MalformedInput
from ...core.rng import Rng, seed_from
from .ai import decide_without_thinking_plain
from .model import Deal, count, move_id, parse_move
from .record import Record
from .uct import Move, mean_over_deals, uct

#: The budget of ``mcts`` without a budget in its name (see the module docstring and README for what it costs).
DEFAULT_DEALS = 30
DEFAULT_ITERATIONS = 167
def reward(d: Deal, seat: int) -> float:
    """The finished hand's game points over 3, positive if ``seat`` won it."""
    points = d.game_points / 3.0
    return points if d.winner == seat else -points


def finished_value(d: Deal, seat: int) -> Optional[float]:
    """The reward of a finished hand; ``None`` while it goes on (this player knows no endgame exactly)."""
    return reward(d, seat) if d.winner >= 0 else None


def random_playout(d: Deal, rng: Rng, seat: int) -> float:
    """Uniformly random moves to the end of the hand, on ``d`` in place; its reward."""
    while d.winner < 0:
        moves = d.moves()
        d.do(moves[rng.below(len(moves))])
    return reward(d, seat)


def plain_uct(d: Deal, seat: int, iterations: int, rng: Rng) -> dict[Move, float]:
    """This player's search on one deal: :func:`.uct.uct` with random playouts, only finished hands known exactly."""
    return uct(d, seat, iterations, rng, partial(random_playout, seat=seat), partial(finished_value, seat=seat))


class MctsPlayer:
    """PIMC over sampled deals, UCT in each, the root moves' values averaged over the deals."""

    def __init__(self, deals: int = DEFAULT_DEALS, iterations: int = DEFAULT_ITERATIONS) -> None:
        if deals < 1 or iterations < 1:
            raise ValueError(f"MCTS needs at least one deal and one iteration, got {deals} x {iterations}")
        self.deals = deals
        self.iterations = iterations

    def choose(self, observation: Mapping[str, Any], seed: int) -> str:
        legal, decided, r = decide_without_thinking_plain(observation)
        if decided is not None:
            return decided
        assert r is not None
        candidates = [a for a in legal if a != "claim"]
        if len(candidates) == 1:
            return candidates[0]
        return move_id(self.search(r, [parse_move(a) for a in candidates], Rng(seed_from("mcts", seed))))

    def search(self, r: Record, moves: list[Move], rng: Rng) -> Move:
        """The move with the best mean value over the deals (a move a deal's tree never tried counts nothing
        there; ties go to the earlier move)."""
        # every card known (the talon used up, the opponent's hand worked out): one deal gets the whole budget
        deals, iterations = (1, self.deals * self.iterations) if r.hidden == count(r.unseen) else (
            self.deals, self.iterations)
        scores = mean_over_deals(r.world, r.seat, moves, deals, iterations, rng, partial(random_playout, seat=r.seat),
                                 partial(finished_value, seat=r.seat))
        return max(moves, key=lambda m: (scores[m], -moves.index(m)))


def parse_budget(text: str) -> tuple[int, int]:
    """``DEALSxITERATIONS`` (e.g. ``150x667``) as two positive integers; :class:`MalformedInput` otherwise."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.isdigit() and 0 < int(p) <= 1_000_000 for p in parts):
        raise MalformedInput(f"an MCTS budget is DEALSxITERATIONS, e.g. 150x667, not {text[:80]!r}", text[:80])
    return int(parts[0]), int(parts[1])


def mcts_player(budget: Optional[str] = None) -> MctsPlayer:
    """The bench opponent ``mcts`` (default budget) or ``mcts:DEALSxITERATIONS``."""
    if budget is None:
        return MctsPlayer()
    return MctsPlayer(*parse_budget(budget))


__all__ = ["DEFAULT_DEALS", "DEFAULT_ITERATIONS", "MctsPlayer", "mcts_player", "parse_budget", "plain_uct", "reward"]
