"""UCT on one Schnapsen deal with perfect information: the tree search both the bench opponent ``mcts``
(:mod:`.mcts`, random playouts) and the ``expert`` player (:mod:`.ai`, rules-of-thumb playouts and exact endgames)
run in each sampled deal.

One iteration: from the root, UCB1 picks a tried move while every move of a node is tried (exploration constant
:data:`EXPLORATION` on rewards in [-1, 1]); then one untried move is expanded; the new position is scored by the
``leaf`` hook if it can score it exactly (a finished hand always can), else by one ``playout`` from it; the value is
added on the path back to the root. A node whose every move has been tried and whose children are all solved is
*solved*: its exact minimax value replaces the averages above it, and a root that is solved stops the search early.
The moves of a node are tried in an order shuffled by the search's :class:`~pygame_core.core.rng.Rng`, so the
search is a pure function of the deal, the hooks and the seed.
"""

from __future__ import annotations

import math
from typing import Callable, Optional

from ...core.rng import Rng
from .model import Deal

#: UCB1's exploration constant (rewards lie in [-1, 1]).
EXPLORATION = math.sqrt(2)

Move = tuple[int, int]
#: The value for the searching seat, in [-1, 1], of one playout from a position (the deal is played on in place).
Playout = Callable[[Deal, Rng], float]
#: The exact value for the searching seat, in [-1, 1], of a position, or ``None`` if it is not known exactly.
Leaf = Callable[[Deal], Optional[float]]


class Node:
    """One position of a deal's search tree: its moves, the children tried so far, visits and summed reward
    (for the searching seat), and the exact value once solved."""

    __slots__ = ("mine", "moves", "children", "untried", "visits", "total", "solved")

    def __init__(self, d: Deal, seat: int, rng: Rng) -> None:
        self.mine = d.to_move() == seat
        self.moves: list[Move] = d.moves()
        self.children: list[Optional[Node]] = [None] * len(self.moves)
        self.untried = list(range(len(self.moves)))
        rng.shuffle(self.untried)
        self.visits = 0
        self.total = 0.0
        self.solved: Optional[float] = None

    def select(self, log_n: float) -> int:
        """The child UCB1 picks (every move tried): the mover's mean plus the exploration term; a solved child
        counts its exact value. If that is a solved child while others are not, the best of the unsolved ones
        (its value is known: the iteration is spent where something is still to learn, and the node is solved
        in the end)."""
        sign = 1.0 if self.mine else -1.0
        best, best_value, open_best, open_value = 0, -math.inf, -1, -math.inf
        for i, child in enumerate(self.children):
            assert child is not None
            if child.solved is not None:
                value = sign * child.solved
            else:
                value = sign * child.total / child.visits + EXPLORATION * math.sqrt(log_n / child.visits)
                if value > open_value:
                    open_best, open_value = i, value
            if value > best_value:
                best, best_value = i, value
        return open_best if open_best >= 0 else best

    def try_solve(self) -> None:
        """Solved once every move is tried and every child is solved: the mover's best exact value."""
        if self.untried or self.solved is not None:
            return
        values = []
        for child in self.children:
            if child is None or child.solved is None:
                return
            values.append(child.solved)
        self.solved = max(values) if self.mine else min(values)


def solved_leaf(value: float) -> Node:
    """A leaf whose value is known exactly (a finished hand, or an endgame the ``leaf`` hook solved)."""
    node = Node.__new__(Node)
    node.mine = False
    node.moves = []
    node.children = []
    node.untried = []
    node.visits = 0
    node.total = 0.0
    node.solved = value
    return node


def uct(root_deal: Deal, seat: int, iterations: int, rng: Rng, playout: Playout, leaf: Leaf) -> dict[Move, float]:
    """UCT on one deal with perfect information (the module docstring): each root move's value for ``seat`` (its
    exact value if solved, else its mean reward; moves never tried are left out)."""
    root = Node(root_deal, seat, rng)
    for _ in range(iterations):
        if root.solved is not None:
            break
        d = root_deal.clone()
        node = root
        path = [root]
        while True:
            if node.solved is not None:
                value = node.solved
                break
            if node.untried:
                i = node.untried.pop()
                d.do(node.moves[i])
                exact = leaf(d)
                new = solved_leaf(exact) if exact is not None else Node(d, seat, rng)
                node.children[i] = new
                path.append(new)
                value = exact if exact is not None else playout(d, rng)
                break
            i = node.select(math.log(node.visits))
            d.do(node.moves[i])
            below = node.children[i]
            assert below is not None
            node = below
            path.append(node)
        for n in reversed(path):
            n.visits += 1
            n.total += value
            n.try_solve()
    out: dict[Move, float] = {}
    for move, tried in zip(root.moves, root.children):
        if tried is not None and tried.visits:
            out[move] = tried.solved if tried.solved is not None else tried.total / tried.visits
    return out


def mean_over_deals(draw: Callable[[Rng], Deal], seat: int, moves: list[Move], deals: int, iterations: int,
                    rng: Rng, playout: Playout, leaf: Leaf) -> dict[Move, float]:
    """PIMC over UCT: ``deals`` deals drawn by ``draw`` (each from its own fork of ``rng``), :func:`uct` in each
    (another fork), and each of ``moves``' mean value over the deals whose tree tried it (``-inf`` if none did)."""
    totals = {m: 0.0 for m in moves}
    counts = {m: 0 for m in moves}
    for _ in range(deals):
        deal = draw(rng.fork())
        for move, value in uct(deal, seat, iterations, rng.fork(), playout, leaf).items():
            if move in totals:
                totals[move] += value
                counts[move] += 1
    return {m: totals[m] / counts[m] if counts[m] else -math.inf for m in moves}


__all__ = ["EXPLORATION", "Leaf", "Node", "Playout", "mean_over_deals", "solved_leaf", "uct"]
