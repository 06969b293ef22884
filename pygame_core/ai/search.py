"""Game-agnostic determinized search: Perfect-Information Monte Carlo (PIMC) over the game protocol.

A searching player sees only its seat's view. To think, it asks the game for *determinizations*
(``determinize(view, rng)``: a full :class:`~pygame_core.core.Game` whose hidden cards are sampled
consistently with the view), then scores every legal action in each of them as if all cards were
face up, and plays the action with the best average score. That is PIMC (Ginsberg's GIB, Long et al.
2010): simple, strong in trick-taking games, and fully deterministic for a given seed.

What a game provides (:class:`SearchHooks`):

- ``determinize(view, rng)``: a full game consistent with the view (required);
- ``value(game, seat)``: the score of a finished *search horizon* for ``seat`` (e.g. the signed game points of
  a Schnapsen hand), or ``None`` while the horizon is not reached; default: :meth:`Game.outcome` mapped to -1..1;
- ``rollout(game, seat, rng)``: the default policy used to finish a position quickly (default: random);
- ``solve(game, seat)``: an exact solver, returning the value of every legal action of ``seat`` in a perfect
  information position, or ``None`` when the position is too big to solve (then rollouts are used);
- ``play(game, seat, action)``: how a candidate and a rollout's choice are played on a sampled game (default:
  :meth:`Game.apply`, which checks the move). A game may play faster moves it knows to be legal there, or let a
  candidate stand for several moves of one seat (a plan of a whole turn).

A rollout cut off at ``max_plies`` before its horizon scores 0 (neither side ahead).

An action is whatever the hooks agree on: the engine's action ids by default; a game searching on its own compact
model may use its model's moves instead (candidates, ``solve``'s keys, ``rollout``'s answers and ``play``'s argument
alike), so no id is built or parsed per rollout move.

**Common random numbers** (``Budget.common_numbers``): in each determinization every candidate's ``k``-th rollout
draws its random choices from the same stream, so the candidates are compared on the same luck of the rollouts and
less of the difference between their averages is noise; the next determinization draws new streams.

The effort is bounded by **counts** (samples, rollouts, plies), never by wall-clock time: the same view and
seed always give the same choice, on CPython as in Pyodide.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Sequence

from ..core.game import Game
from ..core.rng import Rng, seed_from

World = Any  # a sampled Game (its own class), or a game model's own state (see the module docstring)
Determinize = Callable[[Mapping[str, Any], Rng], World]
ValueFn = Callable[[World, int], Optional[float]]
Action = Any  # an action id (str) by default, or a game model's own move (see the module docstring)
RolloutFn = Callable[[World, int, Rng], Action]
SolveFn = Callable[[World, int], Optional[dict[Action, float]]]
PlayFn = Callable[[World, int, Action], object]


def outcome_value(game: Game, seat: int) -> Optional[float]:
    """The default horizon: the end of the match, scored 1 (win) .. -1 (loss) for ``seat``."""
    result = game.outcome()
    if result is None:
        return None
    return 2.0 * result[seat] - 1.0


def random_rollout(game: Game, seat: int, rng: Rng) -> str:
    """The default policy: a uniformly random legal action of the seat to move."""
    return rng.choice(game.legal_ids(seat))


def apply_action(game: Game, seat: int, action: str) -> None:
    """The default way to play a move in the search: the game's own checked :meth:`Game.apply`."""
    game.apply(seat, action)


@dataclass(frozen=True)
class SearchHooks:
    """What a game lends the search (see the module docstring)."""

    determinize: Determinize
    value: ValueFn = outcome_value
    rollout: RolloutFn = random_rollout
    solve: Optional[SolveFn] = None
    play: PlayFn = apply_action


@dataclass(frozen=True)
class Budget:
    """How hard the search thinks: every bound is a count, so thinking is deterministic.

    ``samples`` determinizations are drawn; in each, every candidate action gets ``rollouts`` playouts of at most
    ``max_plies`` plies (when the game's solver cannot answer exactly). With ``common_numbers`` the candidates'
    rollouts in one determinization share their random streams (see the module docstring).
    """

    samples: int = 16
    rollouts: int = 2
    max_plies: int = 200
    common_numbers: bool = False


@dataclass
class Decision:
    """The search's answer with its evidence (for tests, tuning and the arena)."""

    action: Action
    scores: dict[Action, float] = field(default_factory=dict)
    samples: int = 0


def private_copy(game: Game) -> Game:
    """A copy of ``game`` for thinking: events are not recorded on it."""
    copy = game.clone()
    copy.record_events = False
    return copy


def playout(game: Game, seat: int, hooks: SearchHooks, rng: Rng, max_plies: int) -> float:
    """Play ``game`` (modified in place) to the search horizon with the rollout policy; its value for ``seat``."""
    for _ in range(max_plies):
        value = hooks.value(game, seat)
        if value is not None:
            return value
        mover = game.to_move()
        if mover is None:  # the match ended without the horizon scoring it: score the outcome instead
            return outcome_value(game, seat) or 0.0
        hooks.play(game, mover, hooks.rollout(game, mover, rng))
    value = hooks.value(game, seat)
    return value if value is not None else 0.0


def action_values(game: Game, seat: int, actions: Sequence[Any], hooks: SearchHooks, rng: Rng,
                  budget: Budget) -> dict[Any, float]:
    """The value of each action for ``seat`` in one perfect-information position: exact if the game can solve it.

    Without common numbers the rollouts draw from ``rng`` in turn. With them, ``rng`` is drawn from only if the
    position is not solved: one stream per rollout, the same for every action."""
    if hooks.solve is not None:
        exact = hooks.solve(game, seat)
        if exact is not None:
            return {a: exact[a] for a in actions}
    streams = [rng.fork() for _ in range(budget.rollouts)] if budget.common_numbers else None
    values: dict[Any, float] = {}
    for action in actions:
        total = 0.0
        for k in range(budget.rollouts):
            child = private_copy(game)
            hooks.play(child, seat, action)
            luck = streams[k].copy() if streams is not None else rng
            total += playout(child, seat, hooks, luck, budget.max_plies)
        values[action] = total / budget.rollouts
    return values


def pimc(view: Mapping[str, Any], seed: int, hooks: SearchHooks, budget: Budget,
         candidates: Optional[Sequence[Any]] = None) -> Decision:
    """Perfect-Information Monte Carlo: average each action's value over ``budget.samples`` determinizations.

    Ties go to the earlier action in ``candidates`` (default: the view's legal order), so the choice is a pure
    function of the view and the seed.
    """
    actions = list(candidates) if candidates is not None else [a["id"] for a in view["legal"]]
    if not actions:
        raise ValueError("this seat has no decision to make")
    seat = int(view["seat"])
    if len(actions) == 1:
        return Decision(actions[0], {actions[0]: 0.0}, 0)
    rng = Rng(seed_from("pimc", seed))
    totals = {a: 0.0 for a in actions}
    for _ in range(budget.samples):
        world = hooks.determinize(view, rng.fork())
        world.record_events = False
        luck = rng if budget.common_numbers else rng.fork()  # common streams are drawn only if needed
        for action, value in action_values(world, seat, actions, hooks, luck, budget).items():
            totals[action] += value
    scores = {a: totals[a] / budget.samples for a in actions}
    best = max(actions, key=lambda a: (scores[a], -actions.index(a)))
    return Decision(best, scores, budget.samples)


def minimax(game: Game, seat: int, value: ValueFn, max_nodes: int = 1_000_000) -> dict[str, float]:
    """Exact two-seat zero-sum minimax over the protocol: the value for ``seat`` of each legal action of the mover.

    Plain and slow (every node is a clone): the reference a game's fast solver is tested against, and a fallback
    for tiny positions. ``value(game, seat)`` must score every horizon reached (it is negated for the other seat).
    Raises :class:`RuntimeError` if the tree has more than ``max_nodes`` nodes.
    """
    counter = [0]

    def search(node: Game) -> float:
        counter[0] += 1
        if counter[0] > max_nodes:
            raise RuntimeError("position too big for plain minimax")
        v = value(node, seat)
        if v is not None:
            return v
        mover = node.to_move()
        if mover is None:
            return outcome_value(node, seat) or 0.0
        results = []
        for action in node.legal_ids(mover):
            child = private_copy(node)
            child.apply(mover, action)
            results.append(search(child))
        return max(results) if mover == seat else min(results)

    mover = game.to_move()
    if mover is None:
        return {}
    out: dict[str, float] = {}
    for action in game.legal_ids(mover):
        child = private_copy(game)
        child.apply(mover, action)
        out[action] = search(child)
    return out
