"""A bench opponent for the arena: rdeep with an alpha-beta endgame, written from its published description.

rdeep is the reference bot of the public Schnapsen course platform (intelligent-systems-course/schnapsen): "it
looks ahead by following a random path down the game tree: for every legal move it samples ``num_samples``
games consistent with what it knows (a random assumption about the opponent's hand and the talon), plays the
move, then random moves for ``depth`` plies, and ranks the moves by the average heuristic of the resulting
states" (the heuristic: its own points over both seats' points, or the result if the hand ended). The course's
strongest combination plays rdeep while the talon is open and **exact alpha-beta** once the talon is closed or
used up (the second phase, where it is a perfect-information game when every card is known).

This module is not a strength a person can pick (the menu offers easy, medium and hard); the arena plays it by
name (``--b rdeep``, :data:`.bench.BENCH_OPPONENTS`). It decides from its seat's observation only, like every player
here, through the same reading of the observation (:class:`.record.Record`) and the same perfect-information model
(:class:`.model.Deal`) as the hard player; it uses none of the hard player's inference.

Parameters (the course's usual ones): 16 samples, depth 8; in the second phase with unseen cards left (a closed
talon) it solves each of 16 sampled deals exactly and plays the move of the best average; with every card known, one
exact solve. The alpha-beta objective is the hand's signed game points (1-3).
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from ...core.rng import Rng, seed_from
from .ai import decide_without_thinking_plain
from .model import Deal, count, parse_move
from .record import Record
from .solver import solve_ids, utility_for


def heuristic(d: Deal, seat: int) -> float:
    """rdeep's value of a state: 1 / 0 for a hand won / lost, else its own points over both seats' points."""
    if d.winner >= 0:
        return 1.0 if d.winner == seat else 0.0
    mine, theirs = d.score(seat), d.score(1 - seat)
    return 0.5 if mine + theirs == 0 else mine / (mine + theirs)


def random_playout(d: Deal, rng: Rng, depth: int) -> None:
    """``depth`` uniformly random legal moves (fewer if the hand ends), on ``d`` in place."""
    for _ in range(depth):
        if d.winner >= 0:
            return
        moves = d.moves()
        d.do(moves[rng.below(len(moves))])


class RdeepPlayer:
    """rdeep (random-rollout PIMC) while the talon is open, exact alpha-beta once it is closed or used up."""

    def __init__(self, samples: int = 16, depth: int = 8, endgame_samples: int = 16,
                 max_nodes: int = 200_000) -> None:
        self.samples = samples
        self.depth = depth
        self.endgame_samples = endgame_samples
        self.max_nodes = max_nodes

    def choose(self, observation: Mapping[str, Any], seed: int) -> str:
        legal, decided, r = decide_without_thinking_plain(observation)
        if decided is not None:
            return decided
        assert r is not None
        rng = Rng(seed_from("rdeep", seed))
        moves = [a for a in legal if a != "claim"]
        if r.strict:
            exact = self.alpha_beta(r, moves, rng)
            if exact is not None:
                return exact
        return self.rdeep(r, moves, rng)

    def rdeep(self, r: Record, moves: list[str], rng: Rng) -> str:
        """Each move: ``samples`` assumed deals, the move, ``depth`` random moves, the heuristic; the best average."""
        best, best_value = moves[0], -1.0
        for action in moves:
            total = 0.0
            for _ in range(self.samples):
                d = r.world(rng.fork())
                d.do(parse_move(action))
                random_playout(d, rng, self.depth)
                total += heuristic(d, r.seat)
            if total > best_value:
                best, best_value = action, total
        return best

    def alpha_beta(self, r: Record, moves: list[str], rng: Rng) -> Optional[str]:
        """The second phase: exact alpha-beta on the deal (one if every card is known, else a sample of deals)."""
        utility = utility_for(r.seat)
        samples = 1 if r.hidden == count(r.unseen) else self.endgame_samples
        totals = {a: 0.0 for a in moves}
        for _ in range(samples):
            values = solve_ids(r.world(rng.fork()), utility, self.max_nodes)
            if values is None:
                return None
            for a in moves:
                totals[a] += values[a]
        return max(moves, key=lambda a: (totals[a], -moves.index(a)))


__all__ = ["RdeepPlayer", "heuristic", "random_playout"]
