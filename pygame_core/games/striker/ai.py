"""Computer players for Striker. Each decides from its own seat's observation only (``choose(observation, seed) ->
id``, :mod:`.observation`: what the seat knows, apart from the view the table draws; issue 32). Its parameters keep
the name ``view``, as the shared Player protocol has it.

- ``easy``: legal and simple, a little careless: shoots when it can (3 times in 4), otherwise plays a random
  card, and where the rules let a turn end at will (option ``must_play_while_able`` off) often ends its turn
  early (1 time in 3); a beginner at the goal: it sees its fitting goalkeeper only half of the time and forgets
  its VAR half of the time.
- ``medium``: sound rules of thumb: one card at a time, the card that most improves a simple position value
  (own attacks near the goal are worth more, opponents' attacks near the goal cost, a shot is worth more where
  the target's goalkeepers of that corner are used up or its VAR is gone); it ends the turn when no card improves
  the position, if the rules let it (else it plays the least harmful card). At the goal it is a club player, not a
  professional: it sees its fitting goalkeeper three times in four and remembers its VAR three times in four
  (``MediumPlayer.lapse``; why the ladder's steps lie there: below).
- ``hard``: plans its whole turn, then searches. The planner is a depth-first search (bounded by a node count,
  never by time) over the sequences of cards it can play this turn, on a world from :func:`.determinize.determinize`
  (only its own cards and the open table matter during its own turn). It values a shot by the chance that the
  target holds no goalkeeper for that corner and no VAR (a goalkeeper is only ever played against a shot, so each one
  the target has drawn and not used is still in its hand: the chance it was drawn is the share of its pile drawn),
  its own attacks by the risk that the next opponent takes them over or breaks them (a 9 left lying may become the
  opponent's shot), every opponent attack by the chance it becomes a shot at itself next turn (weighted by its own
  goalkeepers and VAR), and the cards it will draw after the turn. The plans that end the turn in the best
  positions (at most ``HardBudget.plans``, within ``HardBudget.margin`` goals of the best) are then compared by
  Perfect-Information Monte Carlo (:func:`pygame_core.ai.search.pimc`, one candidate = one plan): in each of
  ``HardBudget.samples`` worlds sampled from its view (the other seats' goalkeepers dealt as above), every plan is
  played and the match played out to its end by the medium player's rules for every seat (:func:`medium_rollout`,
  read from the world's state: no view is built), scored by the goal difference and the result
  (:func:`world_worth`). It plays the first move of the best plan, and plans again at its next move.

A Striker match is about 65 turns but only about 70 card plays between two medium players (most turns are a card
or none), so a playout to the end of the match costs about 2-4 ms on CPython.

The steps between the levels lie at the goal (easy sees its fitting goalkeeper and its VAR one time in two, medium
three times in four, hard always): in Striker as built the cards a player picks decide little and the goal decides
much. The hard player's measurements, what was tried and not kept, and how the ladder was found are in
``docs/experiments.md`` (Striker).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from math import comb, inf
from typing import Any, Callable, Mapping, Optional, Protocol, Sequence

from ...ai.base import Player, player_of_level
from ...ai.search import Budget, SearchHooks, pimc
from ...core.game import Game
from ...core.rng import Rng, seed_from
from . import cards as C
from .determinize import determinize, drawn_share_of, unseen_cards
from .observation import legal_moves
from .rules import END_TURN, Move, Phase, Striker, Verb, is_shot, parse_move

#: Worth of an attack by its top number, in goals (how likely it ends in a goal, roughly).
ATTACK_WORTH = {1: 0.04, 2: 0.05, 3: 0.06, 4: 0.07, 5: 0.09, 6: 0.13, 7: 0.16, 8: 0.21, 9: 0.28}
#: Worth of holding a card (a goalkeeper saves a goal; a red card breaks an attack; ...).
HAND_WORTH = {C.Kind.KEEPER: 0.10, C.Kind.RED_CARD: 0.12, C.Kind.YELLOW_CARD: 0.06, C.Kind.PASS: 0.05,
              C.Kind.TACKLE: 0.04}
GREEN_WORTH = 0.06
NUMBER_WORTH = 0.015
#: Worth of drawing a card sooner than the opponent, beyond the card itself (hard player).
DRAW_TEMPO = 0.02


def p_holds_any(pool_size: int, good: int, hand: int) -> float:
    """Probability that a hand of ``hand`` cards, dealt from ``pool_size`` unseen cards of which ``good`` are
    wanted, holds at least one wanted card (hypergeometric)."""
    if good <= 0 or hand <= 0 or pool_size <= 0:
        return 0.0
    hand = min(hand, pool_size)
    return 1.0 - comb(pool_size - good, hand) / comb(pool_size, hand)


@dataclass
class Opponent:
    """What a player can tell about one opponent: hand size, unseen cards, whether its VAR is still there."""

    seat: int
    hand: int
    unseen: Counter[str]
    var: bool
    pile_left: int

    @property
    def pool(self) -> int:
        return sum(self.unseen.values())

    def p_any(self, cards: set[str]) -> float:
        return p_holds_any(self.pool, sum(self.unseen[c] for c in cards), self.hand)


class Context:
    """The facts a decision needs, read from the observation once."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.view = view
        self.me = int(view["seat"])
        self.n = int(view["seats"])
        self.options = view["options"]
        self.corners = C.corners(self.options["corners"])
        self.opponents = {s: Opponent(s, p["hand"], unseen_cards(view, s), bool(p["var"]), p["pile"])
                          for s, p in enumerate(view["seat_info"]) if s != self.me}
        self.next_opponent = self.opponents[(self.me + 1) % self.n]
        self.opponent_weight = 1.0 if self.n == 2 else 1.0 / (self.n - 1)
        hand = view["hand"]
        my_var = bool(view["seat_info"][self.me]["var"])
        # the chance that a shot at me counts, with my goalkeepers (they stay in my hand during my turn) and VAR
        covered = sum(1 for c in self.corners if "K" + c in hand)
        self.concede = (1.0 - covered / len(self.corners)) * (0.5 if my_var else 1.0)
        mine = unseen_cards(view, self.me)
        self.draw_worth = hand_worth(mine) / max(1, sum(mine.values()))
        self._shot_threat: dict[tuple[int, int], float] = {}
        self._risk: dict[int, float] = {}

    def p_goal(self, card: str, target: int) -> float:
        """The chance a shot with ``card`` at ``target`` counts: no matching goalkeeper, and the VAR (if any) says
        goal."""
        opp = self.opponents[target]
        keepers = sum(n for k, n in opp.unseen.items()
                      if C.KIND_OF[k] is C.Kind.KEEPER and C.CORNER_OF[k] == C.CORNER_OF[card])
        # a goalkeeper is never played in its owner's turn: each one drawn and not used is still in the hand
        p_clear = (1.0 - drawn_share_of(opp.pile_left)) ** keepers
        return p_clear * (0.5 if opp.var else 1.0)

    def take_risk(self, top: int) -> float:
        """The chance the next opponent can take over or break an attack of mine with ``top`` on its turn."""
        risk = self._risk.get(top)
        if risk is None:
            opp = self.next_opponent
            hits = {str(top), C.RED_CARD, C.YELLOW_CARD}
            if top + 1 <= 9:
                hits.add(str(top + 1))
            if top == 9 and self.options["takeover_shot"]:
                hits |= {c for c in opp.unseen if C.NUMBER_OF.get(c) == 10}
            if top in C.YELLOW_NUMBERS:
                hits.add(C.TACKLE)
            risk = self._risk[top] = opp.p_any(hits)
        return risk

    def shot_threat(self, seat: int, top: int) -> float:
        """The chance that ``seat`` can shoot from its attack with ``top`` in its next turn (a 10 on its 9, or a
        pass and a Striker card on a yellow card)."""
        key = (seat, top)
        threat = self._shot_threat.get(key)
        if threat is None:
            opp = self.opponents[seat]
            tens = {c for c in opp.unseen if C.NUMBER_OF.get(c) == 10}
            greens = {c for c in opp.unseen if C.NUMBER_OF.get(c, 0) >= 10}
            p_pass_shot = opp.p_any({C.PASS}) * opp.p_any(greens) if top in C.YELLOW_NUMBERS else 0.0
            p_ten = opp.p_any(tens) if top == 9 else (opp.p_any({"9"}) * opp.p_any(tens) if top == 8 else 0.0)
            threat = self._shot_threat[key] = 1.0 - (1.0 - p_pass_shot) * (1.0 - p_ten)
        return threat

    def keepers_used(self, seat: int, corner: str) -> int:
        """How many goalkeepers of ``corner`` ``seat`` has used up (they lie in its out-of-game pile)."""
        return sum(1 for c in self.view["seat_info"][seat]["out"]
                   if C.KIND_OF[c] is C.Kind.KEEPER and C.CORNER_OF[c] == corner)

    def has_var(self, seat: int) -> bool:
        return bool(self.view["seat_info"][seat]["var"])

    def ten_takeover_threat(self) -> float:
        """The chance the next opponent takes my 9 over with a 10, as a shot at me."""
        if not self.options["takeover_shot"]:
            return 0.0
        opp = self.next_opponent
        return opp.p_any({c for c in opp.unseen if C.NUMBER_OF.get(c) == 10})


def hand_worth(hand: Counter[str]) -> float:
    total = 0.0
    for card, count in hand.items():
        kind = C.KIND_OF[card]
        if kind is C.Kind.NUMBER:
            total += count * (GREEN_WORTH if C.NUMBER_OF[card] >= 10 else NUMBER_WORTH)
        else:
            total += count * HAND_WORTH.get(kind, 0.0)
    return total


def position_worth(attacks: list[tuple[int, int]], hand: Counter[str], ctx: Context, risk: bool) -> float:
    """The worth for me of the table (``(owner, top)`` per attack) and my hand, in goals.

    With ``risk`` (the hard player): my attacks lose worth by the chance the next opponent takes or breaks them,
    my 9 costs the chance it becomes the opponent's shot, and every opponent attack costs the chance it becomes a
    shot at me next turn times the chance such a shot counts.
    """
    total = hand_worth(hand)
    for owner, top in attacks:
        worth = ATTACK_WORTH.get(top, 0.0)
        if owner == ctx.me:
            if risk:
                total += worth * (1.0 - 0.7 * ctx.take_risk(top))
                if top == 9:
                    total -= ctx.ten_takeover_threat() * ctx.concede * ctx.opponent_weight
            else:
                total += worth
        else:
            total -= worth * ctx.opponent_weight
            if risk:
                total -= ctx.shot_threat(owner, top) * ctx.concede * ctx.opponent_weight
    return total


def table_of(game: Striker) -> list[tuple[int, int]]:
    return [(a.owner, a.top_number) for a in game.attacks]


def _reaction_choice(view: Mapping[str, Any], lapse: int, rng: Rng) -> str:
    """Save with a goalkeeper if possible; otherwise call the VAR (a 50% chance beats a sure goal). With a ``lapse``
    of k (0: never), the player overlooks its fitting goalkeeper one time in k, and forgets its VAR one time in k
    (easy: 2, medium: 4)."""
    ids = [a["id"] for a in view["legal"]]

    def notices() -> bool:
        return lapse == 0 or rng.below(lapse) < lapse - 1

    keeper = next((i for i in ids if i.startswith("keeper:")), None)
    if keeper is not None and notices():
        return keeper
    if "var" in ids and notices():
        return "var"
    return "accept" if "accept" in ids else ids[0]


def _legal_or_save(view: Mapping[str, Any], lapse: int, rng: Rng) -> tuple[list[str], Optional[str]]:
    """The view's legal action ids, and the reaction (:func:`_reaction_choice`) if the view asks for one (a shot
    at this seat); a view with no decision to make is refused."""
    legal = [a["id"] for a in view["legal"]]
    if not legal:
        raise ValueError("this seat has no decision to make")
    if view["phase"] == Phase.REACTION.value:
        return legal, _reaction_choice(view, lapse, rng)
    return legal, None


class EasyPlayer:
    """Legal and simple, with some carelessness (see the module docstring)."""

    def choose(self, view: Mapping[str, Any], seed: int) -> str:
        rng = Rng(seed_from("striker-easy", seed))
        legal, save = _legal_or_save(view, 2, rng)
        if save is not None:
            return save
        moves = [m for m in legal_moves(view) if m["verb"] != Verb.END_TURN.value]
        shots = [m["id"] for m in moves if m["card"] and C.NUMBER_OF.get(m["card"], 0) >= 10]
        if shots and rng.below(4) != 0:
            return rng.choice(shots)
        if not moves or ("end_turn" in legal and rng.below(3) == 0):
            return "end_turn" if "end_turn" in legal else legal[0]
        return rng.choice(moves)["id"]


class MediumPlayer:
    """One card at a time, the one that most improves a simple position value; at the goal it overlooks its
    goalkeeper or forgets its VAR one time in ``lapse`` (0: never; see the module docstring's ladder)."""

    def __init__(self, lapse: int = 4) -> None:
        self.lapse = lapse

    def choose(self, view: Mapping[str, Any], seed: int) -> str:
        legal, save = _legal_or_save(view, self.lapse, Rng(seed_from("striker-medium", seed)))
        if save is not None:
            return save
        ctx = Context(view)
        attacks = {a["id"]: (a["owner"], a["number"]) for a in view["attacks"]}
        moves = [parse_move(m["id"], ctx.options["corners"]) for m in legal_moves(view)]
        return _medium_move(moves, "end_turn" in legal, attacks, Counter(view["hand"]), ctx, legal[0])


class _Facts(Protocol):
    """What medium's rules of thumb read: a :class:`Context` from a view, or :class:`_WorldFacts` in a search."""

    me: int
    n: int
    opponent_weight: float

    def keepers_used(self, seat: int, corner: str) -> int: ...

    def has_var(self, seat: int) -> bool: ...


def _medium_move(moves: Sequence[Optional[Move]], may_end: bool, attacks: dict[int, tuple[int, int]],
                 hand: Counter[str], ctx: _Facts, first: str) -> str:
    """Medium's choice among the legal card ``moves``: the one with the best :func:`_after_simple`; ending the turn
    (when ``may_end``) if none improves the position, else the least harmful card (``first`` if there is none)."""
    if may_end:  # the turn may end now (readings.md §4.4 ST1, option off): stopping is worth this
        # (position_worth without risk reads only ctx.me and ctx.opponent_weight, which every _Facts has)
        worth = position_worth(list(attacks.values()), hand, ctx, risk=False)  # type: ignore[arg-type]  # see the comment above
        best, best_value = "end_turn", worth + 1e-6
    else:  # S3: the turn goes on while a card can be played
        best, best_value = first, -inf
    for move in moves:
        if move is None or move.verb is Verb.END_TURN:
            continue
        value = _after_simple(move, attacks, hand, ctx)
        if value > best_value:
            best, best_value = move.id, value
    return best


def _after_simple(move: Move, attacks: dict[int, tuple[int, int]], hand: Counter[str], ctx: _Facts) -> float:
    """Medium's estimate of the position after ``move`` (without simulating the yellow card's exact effect)."""
    assert move.card is not None  # medium weighs card moves only
    table = dict(attacks)
    rest = hand.copy()
    rest.subtract(move.cards)
    bonus = 0.0
    if move.verb is Verb.START:
        table[-1] = (ctx.me, C.NUMBER_OF[move.card])
    elif move.verb in (Verb.YELLOW, Verb.RED):
        assert move.attack is not None  # a booking names its attack
        owner, top = table.pop(move.attack)
        if move.verb is Verb.YELLOW and top > 1:
            table[move.attack] = (owner, top - 1)
    elif is_shot(move.card):
        assert move.attack is not None  # a number card names its attack
        table.pop(move.attack)
        bonus = _shot_rule_of_thumb(move, ctx)
    else:
        assert move.attack is not None  # a number card names its attack
        table[move.attack] = (ctx.me, C.NUMBER_OF[move.card])
    # (position_worth without risk reads only ctx.me and ctx.opponent_weight, which every _Facts has)
    return position_worth(list(table.values()), +rest, ctx, risk=False) + bonus  # type: ignore[arg-type]  # see the comment above


def _shot_rule_of_thumb(move: Move, ctx: _Facts) -> float:
    """Medium's shot value: aim where the target's goalkeepers have already been used up, at a target whose VAR
    is gone."""
    target = move.target if move.target is not None else (ctx.me + 1) % ctx.n
    used = ctx.keepers_used(target, C.CORNER_OF[move.card])  # type: ignore[index]  # a shot names its card
    return 0.4 + 0.1 * used + (0.0 if ctx.has_var(target) else 0.2)


class _WorldFacts:
    """Medium's facts read straight from a full game (a search's sampled world), for ``seat``: only what that
    seat's view shows (the table, the out-of-game piles, who holds a VAR), so the rollout policy plays medium."""

    def __init__(self, game: Striker, seat: int) -> None:
        self.game = game
        self.me = seat
        self.n = game.num_seats
        self.opponent_weight = 1.0 if self.n == 2 else 1.0 / (self.n - 1)

    def keepers_used(self, seat: int, corner: str) -> int:
        return sum(1 for c in self.game.out[seat] if C.KIND_OF[c] is C.Kind.KEEPER and C.CORNER_OF[c] == corner)

    def has_var(self, seat: int) -> bool:
        return bool(self.game.var[seat])


def medium_rollout(game: Game, seat: int, rng: Rng) -> str:
    """The search's rollout policy: what an attentive :class:`MediumPlayer` (``lapse=0``) plays from ``seat``'s view
    of ``game``, read from the game directly (no view is built): the goalkeeper or VAR against a shot, else medium's
    card. The search cannot know how attentive a seat is at the goal, so it assumes the worst for itself."""
    assert isinstance(game, Striker)
    legal = game.legal_actions(seat)
    if game.phase is Phase.REACTION:
        ids = [a.id for a in legal]
        keeper = next((i for i in ids if i.startswith("keeper:")), None)
        return keeper or ("var" if "var" in ids else "accept")
    moves = [m for m in legal if isinstance(m, Move)]
    attacks = {a.id: (a.owner, a.top_number) for a in game.attacks}
    return _medium_move(moves, END_TURN in legal, attacks, Counter(game.hands[seat]), _WorldFacts(game, seat),
                        legal[0].id)


#: A plan of a whole turn is one search candidate: its moves' ids joined by this (ids hold no spaces).
PLAN_SEPARATOR = " "


def play_in_search(game: Game, seat: int, action: str) -> None:
    """Play a rollout's move, or every move of a plan, on a sampled world. The moves come from the world's own
    legal actions (the rollout) or from a plan made on the same hand and table (the planner), so they are played
    unchecked, as the planner does."""
    assert isinstance(game, Striker)
    for move_id in action.split(PLAN_SEPARATOR):
        move = parse_move(move_id, game.options.corners)
        assert move is not None
        game._apply(seat, move)


def world_worth(game: Striker, seat: int) -> float:
    """A sampled world's worth for ``seat`` at the search's horizon, in goals: the goal difference (to the other
    seats' mean), the attacks on the table and the hands (the worths medium counts), everything known in the world.
    A finished match adds half a goal for a win (and takes it for a loss)."""
    n = game.num_seats
    others = [s for s in range(n) if s != seat]
    weight = 1.0 / len(others)
    value = game.goals[seat] - weight * sum(game.goals[s] for s in others)
    outcome = game.outcome()
    if outcome is not None:
        return value + outcome[seat] - 0.5
    for attack in game.attacks:
        worth = ATTACK_WORTH.get(attack.top_number, 0.0)
        value += worth if attack.owner == seat else -weight * worth
    value += hand_worth(Counter(game.hands[seat])) - weight * sum(hand_worth(Counter(game.hands[s])) for s in others)
    return value


def horizon_value(turn: int, turns: int) -> Callable[[Game, int], Optional[float]]:
    """The search's horizon: ``turns`` turns after turn ``turn`` (the one being planned) have begun, or the end of
    the match; scored by :func:`world_worth`."""
    def value(game: Game, seat: int) -> Optional[float]:
        assert isinstance(game, Striker)
        if game.phase is Phase.OVER or (game.turn_number > turn + turns and game.phase is Phase.TURN):
            return world_worth(game, seat)
        return None
    return value


@dataclass(frozen=True)
class HardBudget:
    """How hard :class:`HardPlayer` thinks (counts only, so it is deterministic): the planner's node count, how
    many of its best plans the search compares, over how many sampled worlds (with two players; with 3 or 4 the
    share 2/players of them, at least 4) and how many turns each playout looks ahead after the planned turn."""

    plan_nodes: int = 600
    plans: int = 4
    samples: int = 4     # 12 before issue 36 (a tablet's 1 s at p95): it chose as 12 in 92 of 100 positions
    turns: int = 400     # more turns than a match has: every playout goes to the end of the match
    margin: float = 0.1  # only plans this close (in goals) to the planner's best are compared by playouts


def _keepers_held(view: Mapping[str, Any], rng: Rng) -> Game:
    """The search's worlds: the other seats' goalkeepers dealt as :func:`.determinize.deal_hidden` reads them."""
    return determinize(view, rng, keepers_held=True)


class HardPlayer:
    """Plans its turn, then lets a search pick among the best plans (see the module docstring)."""

    def __init__(self, budget: HardBudget = HardBudget()) -> None:
        self.budget = budget

    def choose(self, view: Mapping[str, Any], seed: int) -> str:
        legal, save = _legal_or_save(view, 0, Rng(seed))
        if save is not None:
            return save
        if len(legal) == 1:
            return legal[0]
        ctx = Context(view)
        world = self.planning_world(view, seed)
        planner = _Planner(ctx, self.budget.plan_nodes)
        planner.best(world, Counter(view["hand"]), depth=0, path=())
        plans = planner.best_plans(self.budget.plans, self.budget.margin)
        if not plans:
            return "end_turn" if "end_turn" in legal else legal[0]
        if len(plans) > 1 and self.budget.samples > 0:
            hooks = SearchHooks(determinize=self.search_world,
                                value=horizon_value(int(view["turn"]), self.budget.turns),
                                rollout=medium_rollout, play=play_in_search)
            # the medium rollout policy is deterministic: one playout per world and plan
            # a playout to the end of the match is longer with more players: fewer worlds keep the time alike
            samples = max(4, round(self.budget.samples * 2 / ctx.n))
            budget = Budget(samples=samples, rollouts=1, max_plies=400 * ctx.n)
            plan = pimc(view, seed_from("striker-hard-search", seed), hooks, budget, plans).action
        else:
            plan = plans[0]
        first = plan.split(PLAN_SEPARATOR)[0]
        return first if first in legal else ("end_turn" if "end_turn" in legal else legal[0])

    def planning_world(self, view: Mapping[str, Any], seed: int) -> Striker:
        """The world the planner plays its turn on: one sampled from the view (only its own cards and the open
        table matter during its own turn)."""
        return determinize(view, Rng(seed_from("striker-hard", seed)))

    def search_world(self, view: Mapping[str, Any], rng: Rng) -> Game:
        """One of the search's worlds (:func:`_keepers_held`). An experiment may hand the player more than its view
        here (buildtools/striker_ceiling.py: the true match); a player never does."""
        return _keepers_held(view, rng)


class _Planner:
    """Depth-first search over the cards one player can play in the rest of its turn; it keeps the distinct
    positions a turn can end in (or where the node budget stopped it) with the moves that lead there."""

    def __init__(self, ctx: Context, max_nodes: int) -> None:
        self.ctx = ctx
        self.nodes = 0
        self.max_nodes = max_nodes
        self.seen: dict[tuple[Any, ...], float] = {}
        self.ends: dict[tuple[Any, ...], tuple[float, tuple[str, ...]]] = {}

    def stop_value(self, world: Striker, hand: Counter[str]) -> float:
        return self.turn_end_worth(table_of(world), hand)

    def turn_end_worth(self, table: list[tuple[int, int]], hand: Counter[str]) -> float:
        """The position's worth plus the cards drawn after the turn (S3: up to 6, at least 1): emptying the hand
        draws fresh cards and cycles the deck faster (the game ends when the first pile is empty)."""
        draws = max(C.HAND_SIZE - sum(hand.values()), 1)
        return position_worth(table, hand, self.ctx, risk=True) + draws * (self.ctx.draw_worth + DRAW_TEMPO)

    def end(self, key: tuple[Any, ...], value: float, path: tuple[str, ...]) -> None:
        """A way the turn can end (or be left to the search's rollout), keyed by the position it reaches."""
        if path and (key not in self.ends or value > self.ends[key][0]):
            self.ends[key] = (value, path)

    def best_plans(self, count: int, margin: float) -> list[str]:
        """At most ``count`` plans of the best worth (ties: the one found first), as search candidates: those
        within ``margin`` of the best one (where the evaluation sees a clear difference, it is trusted)."""
        ranked = sorted(self.ends.values(), key=lambda e: -e[0])
        return [PLAN_SEPARATOR.join(path) for value, path in ranked[:count] if value >= ranked[0][0] - margin]

    def best(self, world: Striker, hand: Counter[str], depth: int,
             path: tuple[str, ...] = ()) -> tuple[float, Optional[str]]:
        me = self.ctx.me
        best_id: Optional[str]
        best_value, best_id = self.stop_value(world, hand), "end_turn"
        if world.phase is not Phase.TURN or world.current != me:
            return best_value, None
        legal = world.legal_actions(me)
        moves = [m for m in legal if isinstance(m, Move) and m.verb is not Verb.END_TURN]
        if moves and len(moves) == len(legal):  # S3: no stopping while a card can be played (ST1, the default)
            best_value, best_id = -inf, None
        else:
            self.end(("end", tuple(sorted(hand.elements())), tuple(sorted(table_of(world)))), best_value,
                     path + ("end_turn",))
        # shots are valued at once; other moves are tried most promising first, so the node budget goes there
        results: list[tuple[float, str]] = []
        children = []
        for move in moves:
            assert move.card is not None  # every move but end_turn plays a card
            rest = hand.copy()
            rest.subtract(move.cards)
            rest = +rest
            if is_shot(move.card):
                target = move.target if move.target is not None else (me + 1) % self.ctx.n
                table = [(a.owner, a.top_number) for a in world.attacks if a.id != move.attack]
                value = self.turn_end_worth(table, rest) + self.ctx.p_goal(move.card, target)
                self.end(("shot", path, move.id), value, path + (move.id,))
                results.append((value, move.id))
                continue
            child = world.clone()
            child._apply(me, move)
            children.append((self.stop_value(child, rest), move, child, rest))
        children.sort(key=lambda c: -c[0])
        for static, move, child, rest in children:
            # the order in which attacks were started does not matter: the sorted table is the position
            # a turn that ended by itself (no card left to play) may come back to me at once: a new turn
            ended = child.turn_number != world.turn_number or child.phase is not Phase.TURN
            key = (tuple(sorted(rest.elements())), tuple(sorted(table_of(child))), ended)
            if key not in self.seen:
                self.nodes += 1
                if self.nodes > self.max_nodes or depth >= 6 or ended:
                    self.seen[key] = static
                    self.end(key, static, path + (move.id,))
                else:
                    self.seen[key] = self.best(child, rest, depth + 1, path + (move.id,))[0]
            results.append((self.seen[key], move.id))
        for value, move_id in results:
            if value > best_value + 1e-9:
                best_value, best_id = value, move_id
        return best_value, best_id


class RandomCardsPlayer:
    """A yardstick for the arena, not a strength a person can pick: it plays every card at random (uniformly among
    the card moves it may make, ending its turn only when it may play none) but keeps goal without fault (the
    fitting goalkeeper, else the VAR). Against it, hard's figure is what Striker's card play is worth (the module
    docstring's ladder)."""

    def choose(self, view: Mapping[str, Any], seed: int) -> str:
        legal, save = _legal_or_save(view, 0, Rng(seed))
        if save is not None:
            return save
        cards = [i for i in legal if i != "end_turn"]
        return Rng(seed_from("striker-random-cards", seed)).choice(cards) if cards else legal[0]


#: Opponents the arena plays by name beside the strengths (``--b random-cards``); not offered to a person.
BENCH_OPPONENTS: dict[str, Callable[[], Player]] = {"random-cards": RandomCardsPlayer}

_LEVELS = {"easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer}


def make_player(level: str) -> Any:
    """The computer player of strength ``level`` (``easy``, ``medium`` or ``hard``)."""
    return player_of_level(level, _LEVELS)
