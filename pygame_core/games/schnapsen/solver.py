"""The exact Schnapsen solver for a hand whose talon is closed or exhausted, on :class:`~.model.Deal`.

Alpha-beta with a transposition table over the rest of the hand; the objective is a :data:`Utility` of the hand's
winner and game points (:func:`utility_for`: signed game points, capped at what the winner still needs in the
Bummerl), not card points. :func:`solve` searches on plain integers (fast: the hard player solves many deals a
decision); :func:`solve_reference` is the same search on :class:`~.model.Deal` objects, kept as the version
:func:`solve` is tested against (``tests/ai/test_endgame_solver.py``). Both count nodes and give up (``None``)
past a budget, so the same position and budget always give the same answer.
"""

from __future__ import annotations

from typing import Callable, Optional

from ...core.caches import memo
from .cards import SUITS
from .model import BEATERS, MARRY, PAIRS, PLAY, VALUE, Deal, cards_in, move_id, strict_reply_mask
from .rules import (
    hand_outcome,
    has_66,
    marriage_points,
    why_no_marriage,
)

# -- the exact endgame solver ---------------------------------------------------------------------------------

Utility = Callable[[int, int], float]  # (winner, game points) -> value for the searching seat


def utility_for(seat: int, to_go: Optional[list[int]] = None, win_bonus: float = 0.0) -> Utility:
    """Signed game points for ``seat``, each win capped at what its winner still needs in the Bummerl, plus
    ``win_bonus`` for winning the hand at all (so a sure hand is worth more than a gamble for a bigger one)."""

    def value(winner: int, points: float) -> float:
        if to_go is not None:
            points = min(points, max(1, to_go[winner]))
        points += win_bonus
        return float(points if winner == seat else -points)

    return value


def ordered_moves(deal: Deal) -> list[tuple[int, int]]:
    """Moves in a good order for alpha-beta: declarations first, then high cards before low ones."""
    moves = deal.moves()
    moves.sort(key=lambda m: (m[0] != MARRY, m[0] == PLAY and -VALUE[m[1]]))
    return moves


def solve_reference(deal: Deal, utility: Utility, max_nodes: int = 200_000,
                    spent: Optional[list[int]] = None, seat: Optional[int] = None
                    ) -> Optional[dict[tuple[int, int], float]]:
    """Exact values of every move of the mover in a hand whose talon is closed or exhausted (no more drawing),
    searched on :class:`Deal` objects (a clone per node): the plain version :func:`solve` is tested against.

    Alpha-beta with a transposition table over the whole rest of the hand; the objective is ``utility`` of the
    hand's winner and game points, not card points, for ``seat`` (the mover if not given): ``seat`` maximizes it,
    the other seat minimizes it. ``None`` if the talon is still open or the tree is bigger than ``max_nodes``.
    ``spent[0]``, if given, is increased by the nodes searched.
    """
    if not deal.strict or deal.over:
        return None
    root = deal.to_move() if seat is None else seat
    table: dict[tuple, tuple[float, int]] = {}
    nodes = [0]
    EXACT, LOWER, UPPER = 0, 1, 2

    def key(d: Deal) -> tuple:
        cp, mp, t = d.card_points, d.marriage_pts, d.tricks
        return (d.hands[0], d.hands[1], d.leader, d.led, cp[0], cp[1], mp[0], mp[1], t[0], t[1], d.declared)

    def search(d: Deal, alpha: float, beta: float) -> float:
        if d.winner >= 0:
            return utility(d.winner, d.game_points)
        nodes[0] += 1
        if nodes[0] > max_nodes:
            raise _TooBig
        k = key(d)
        hit = table.get(k)
        if hit is not None:
            v, flag = hit
            if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                return v
        a0, b0 = alpha, beta
        maximize = d.to_move() == root
        best = -1e9 if maximize else 1e9
        for m in ordered_moves(d):
            child = d.clone()
            child.do(m)
            v = search(child, alpha, beta)
            if maximize:
                if v > best:
                    best = v
                alpha = max(alpha, v)
            else:
                if v < best:
                    best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        flag = EXACT
        if best <= a0:
            flag = UPPER
        elif best >= b0:
            flag = LOWER
        table[k] = (best, flag)
        return best

    out: dict[tuple[int, int], float] = {}
    try:
        for m in ordered_moves(deal):
            child = deal.clone()
            child.do(m)
            out[m] = search(child, -1e9, 1e9)
    except _TooBig:
        return None
    finally:
        if spent is not None:
            spent[0] += nodes[0]
    return out


@memo("schnapsen.by_value", entries=1 << 16)
def _by_value(mask: int) -> tuple[int, ...]:
    """A hand mask's cards in the solver's order (most points first, then display order)."""
    return tuple(sorted(cards_in(mask), key=lambda c: (-VALUE[c], c)))


def solve(deal: Deal, utility: Utility, max_nodes: int = 200_000,
          spent: Optional[list[int]] = None, seat: Optional[int] = None,
          memory: Optional[SolverMemory] = None) -> Optional[dict[tuple[int, int], float]]:
    """Exact values of every move of the mover in a hand whose talon is closed or exhausted (no more drawing), for
    ``seat``, whose values ``utility`` gives (the mover if not given): ``seat`` maximizes, the other seat minimizes.
    Where the opponent is to move, only ``seat`` = the searching seat gives the exact minimax value for it (then the
    mover's best move is the one of least value); hard's rollouts and the expert's trees leave it out on purpose,
    measured (docs/experiments.md, "Endgames where the opponent leads").

    The same search as :func:`solve_reference` (alpha-beta with a transposition table over the rest of the hand,
    the same move order, the same nodes counted, so the same answer and the same budget), but on the state as
    plain integers instead of a :class:`Deal` per node: several times faster, so more deals are solved exactly
    within a decision's budget. Every rule is still :mod:`.rules`' (the marriage permission,
    :func:`.rules.hand_outcome`, :func:`.rules.strict_replies` through :func:`strict_reply_mask`). ``None`` if the
    talon is still open or the tree is bigger than ``max_nodes``; ``spent[0]``, if given, is increased by the nodes
    searched. ``memory`` (:class:`SolverMemory`), if given, keeps the positions searched for the next solves of the
    same decision.
    """
    return _solve(deal, utility, max_nodes, spent, seat, 0, memory)


def solve_value(deal: Deal, utility: Utility, minimize: bool, max_nodes: int = 200_000,
                spent: Optional[list[int]] = None, seat: Optional[int] = None,
                memory: Optional[SolverMemory] = None) -> Optional[float]:
    """The largest of :func:`solve`'s values (with ``minimize`` the smallest), searched with a window that narrows
    from move to move (a move that cannot beat the best so far is only bounded): the same value in fewer nodes, for
    a search that needs a position's value rather than each move's. ``None`` as :func:`solve`."""
    values = _solve(deal, utility, max_nodes, spent, seat, -1 if minimize else 1, memory)
    if values is None:
        return None
    return min(values.values()) if minimize else max(values.values())


class SolverMemory:
    """The positions the solves of one decision have searched, kept for its next solves (hard's rollouts and the
    expert's trees meet the same endgames again and again, a trick earlier or later). A position's bound holds
    whatever window found it, so a kept one is as good as a new one; what differs from solve to solve (the seat
    whose objective is maximized, who closed the talon and the points frozen then) picks its own table. One memory
    serves one objective (``Utility``): a decision's."""

    def __init__(self) -> None:
        self.tables: dict[tuple[Optional[int], Optional[int], tuple[int, int]], dict[tuple, tuple[float, int]]] = {}
        self.ends: dict[tuple[Optional[int], tuple[int, int]], dict[tuple[int, bool, int, int, int, int], float]] = {}


def _solve(deal: Deal, utility: Utility, max_nodes: int, spent: Optional[list[int]], seat: Optional[int],
           narrow: int, memory: Optional[SolverMemory] = None) -> Optional[dict[tuple[int, int], float]]:
    """:func:`solve`'s search; ``narrow`` 1 raises the root's alpha to the best value so far, -1 lowers its beta to
    the least (then only that end of the values is exact), 0 searches every move with the full window."""
    if not deal.strict or deal.over:
        return None
    root = deal.to_move() if seat is None else seat
    trump = deal.trump
    beaters = BEATERS[trump]
    options = deal.options
    closer = deal.closed_by if deal.closed_by >= 0 else None
    frozen = deal.frozen
    last_trick_value = options.last_trick_value
    # why_no_marriage with the pair held, no marriage yet at this lead, phase 2: it depends on the first lead only
    may_marry = (why_no_marriage(options, SUITS[0], None, 0, True, True) is None,
                 why_no_marriage(options, SUITS[0], None, 1, True, True) is None)
    bonus = tuple(marriage_points(SUITS[s], SUITS[trump]) for s in range(4))
    table: dict[tuple, tuple[float, int]] = {}
    ends: dict[tuple[int, bool, int, int, int, int], float] = {}  # the value of each way the hand can end
    if memory is not None:
        table = memory.tables.setdefault((root, closer, frozen), table)
        ends = memory.ends.setdefault((closer, frozen), ends)
    nodes = [0]

    def end(winner: int, went_out: bool, cp0: int, cp1: int, mp0: int, mp1: int, t0: int, t1: int) -> float:
        s0, s1 = (cp0 + mp0 if t0 else cp0, cp1 + mp1 if t1 else cp1)
        k = (winner, went_out, s0, s1, t0, t1)
        v = ends.get(k)
        if v is None:
            w, points, _ = hand_outcome(winner, went_out, (s0, s1), (t0, t1), closer, frozen, last_trick_value)
            v = ends[k] = utility(w, points)
        return v

    def search(h0: int, h1: int, leader: int, led: int, cp0: int, cp1: int, mp0: int, mp1: int, t0: int, t1: int,
               declared: int, alpha: float, beta: float) -> float:
        nodes[0] += 1
        if nodes[0] > max_nodes:
            raise _TooBig
        k = (h0, h1, leader, led, cp0, cp1, mp0, mp1, t0, t1, declared)
        hit = table.get(k)
        if hit is not None:
            v, flag = hit
            if flag == 0 or (flag == 1 and v >= beta) or (flag == 2 and v <= alpha):
                return v
        a0, b0 = alpha, beta
        if led < 0:
            maximize = leader == root
            hand = h1 if leader else h0
        else:
            maximize = leader != root
            hand = h0 if leader else h1
        best = -1e9 if maximize else 1e9
        children: list[tuple] = []
        if led < 0:
            if declared >= 0:
                cards = _by_value(hand & PAIRS[declared])
            else:
                cards = _by_value(hand)
                if may_marry[t0 + t1 > 0]:
                    for s in range(4):
                        if hand & PAIRS[s] == PAIRS[s]:
                            children.append((1, s))
        else:
            replies = strict_reply_mask(hand, led, trump)
            cards = _by_value(replies)
        for m in children:  # declarations first (readings.md §3.3 D6: at the lead, then the K or Q is led)
            s = m[1]
            if leader:
                m1 = mp1 + bonus[s]
                if t1 and has_66(cp1 + m1):
                    v = end(1, True, cp0, cp1, mp0, m1, t0, t1)
                else:
                    v = search(h0, h1, 1, -1, cp0, cp1, mp0, m1, t0, t1, s, alpha, beta)
            else:
                m0 = mp0 + bonus[s]
                if t0 and has_66(cp0 + m0):
                    v = end(0, True, cp0, cp1, m0, mp1, t0, t1)
                else:
                    v = search(h0, h1, 0, -1, cp0, cp1, m0, mp1, t0, t1, s, alpha, beta)
            if maximize:
                if v > best:
                    best = v
                if v > alpha:
                    alpha = v
            else:
                if v < best:
                    best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        else:
            for c in cards:
                bit = 1 << c
                if led < 0:  # the lead
                    if leader:
                        v = search(h0, h1 & ~bit, 1, c, cp0, cp1, mp0, mp1, t0, t1, -1, alpha, beta)
                    else:
                        v = search(h0 & ~bit, h1, 0, c, cp0, cp1, mp0, mp1, t0, t1, -1, alpha, beta)
                else:  # the follow decides the trick (:func:`.cards.beats` as BEATERS)
                    n0, n1 = (h0, h1 & ~bit) if leader == 0 else (h0 & ~bit, h1)
                    winner = (1 - leader) if beaters[led] >> c & 1 else leader
                    gain = VALUE[led] + VALUE[c]
                    if winner:
                        c0, c1, u0, u1 = cp0, cp1 + gain, t0, t1 + 1
                        out = has_66(c1 + mp1)
                    else:
                        c0, c1, u0, u1 = cp0 + gain, cp1, t0 + 1, t1
                        out = has_66(c0 + mp0)
                    if out:
                        v = end(winner, True, c0, c1, mp0, mp1, u0, u1)
                    elif not n0 and not n1:
                        v = end(winner, False, c0, c1, mp0, mp1, u0, u1)
                    else:
                        v = search(n0, n1, winner, -1, c0, c1, mp0, mp1, u0, u1, -1, alpha, beta)
                if maximize:
                    if v > best:
                        best = v
                    if v > alpha:
                        alpha = v
                else:
                    if v < best:
                        best = v
                    if v < beta:
                        beta = v
                if alpha >= beta:
                    break
        table[k] = (best, 2 if best <= a0 else 1 if best >= b0 else 0)
        return best

    out: dict[tuple[int, int], float] = {}
    low, high = -1e9, 1e9
    try:
        for m in ordered_moves(deal):
            child = deal.clone()
            child.do(m)
            if child.winner >= 0:
                out[m] = utility(child.winner, child.game_points)
            else:
                cp, mp, t = child.card_points, child.marriage_pts, child.tricks
                out[m] = search(child.hands[0], child.hands[1], child.leader, child.led, cp[0], cp[1], mp[0], mp[1],
                                t[0], t[1], child.declared, low, high)
            if narrow > 0:
                low = max(low, out[m])
            elif narrow < 0:
                high = min(high, out[m])
    except _TooBig:
        return None
    finally:
        if spent is not None:
            spent[0] += nodes[0]
    return out


class _TooBig(Exception):
    pass


def solve_ids(deal: Deal, utility: Utility, max_nodes: int = 200_000,
              spent: Optional[list[int]] = None, seat: Optional[int] = None) -> Optional[dict[str, float]]:
    """:func:`solve` keyed by action id."""
    values = solve(deal, utility, max_nodes, spent, seat)
    return None if values is None else {move_id(m): v for m, v in values.items()}
