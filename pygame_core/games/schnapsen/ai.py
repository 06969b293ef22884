"""Schnapsen computer players: ``easy``, ``medium``, ``hard`` and ``expert``.

Every player decides from its own seat's observation only (the JSON of :mod:`.observation`). It reads it once with
the game's one determinizer (:func:`.determinize.read_observation`, a :class:`~.determinize.Knowledge`) and digests
it into the *public record* of the hand (:class:`~.record.Record`, :mod:`.record`): which cards are gone, both seats'
points (a person at the table can count them too), what the opponent must still hold, and the closing snapshot.

- **easy** (a beginner): declares marriages and exchanges the trump jack, otherwise plays a simple rule, and a fair
  share of its cards at random; it never closes the talon.
- **medium** (sound rules of thumb): exchanges, declares, closes when its points plus its sure tricks reach 66, wins
  tricks with cheap cards, trumps high leads, keeps trumps for the end, and solves the endgame exactly once the
  talon is exhausted (then every card is known).
- **expert** (issue 36): while the talon is open, PIMC with a tree search in every sampled deal (:class:`ExpertPlayer`:
  40 deals, 100 UCT iterations in each, :mod:`.uct`): the deals read the opponent's plays as hard's do, the playouts
  are hard's rules of thumb and every closed talon or 4-card endgame the tree or a playout reaches is solved exactly;
  once the talon is closed or used up it plays as hard. It thinks longer than a tablet's 1 s budget for hard (the
  bar shows it thinking). Measured against hard on the same deals: ``docs/experiments.md`` (Schnapsen).
- **hard** (search): Perfect-Information Monte Carlo (:func:`pygame_core.ai.search.pimc` with common random numbers, on
  the compact model :class:`~.model.Deal` through :meth:`HardPlayer.hooks`) over deals sampled by the determinizer
  (opponent hand and talon order), with an exact alpha-beta solver for the phase with a closed or exhausted talon whose
  objective is the **game points** of the hand (capped at what each seat still needs in the Bummerl) plus one for
  winning it (:mod:`.solver`). While the talon is open: 48 deals (160 before issue 36, the expert of then; 32 tried and
  not kept), one heuristic rollout per action in each (the actions of a deal share the rollout's random numbers), every
  rollout finished by the exact solver once the talon is closed (so closing is judged exactly) or the hands are down to
  4 cards, within 80,000 solver nodes a decision. Closed talon: 30 deals, exact solve in each. Exhausted talon: every
  card is known, one exact solve. The deals follow what the opponent's plays tell (:func:`~.record.infer_from_play`): a
  card not followed under strict rules (a void, no trump, no higher card of the suit) is never dealt to it; the partner
  of a king or queen it led without declaring the marriage rarely. All effort is counted (deals, solver nodes), never
  timed: the same observation and seed give the same move. Its measurements (think time, strength against the bench
  opponent ``rdeep``) and the ideas tried and not kept are in ``docs/experiments.md`` (Schnapsen).

The searches run on :class:`~.model.Deal`, Schnapsen's compact perfect-information model (:mod:`.model`), and solve
endgames exactly with :mod:`.solver`; the reading of the observation they think with is :mod:`.record`. This module
holds the players: their shared card sense, the decisions every level takes without thinking, and ``easy``, ``medium``,
``hard`` and ``expert``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Optional

from ...ai.base import Player, player_of_level
from ...ai.search import Budget, SearchHooks, pimc
from ...core.errors import MalformedInput
from ...core.rng import Rng, seed_from
from .cards import DECK, SUITS
from .model import (
    ACE,
    ALL_CARDS,
    BEATERS,
    CLOSE,
    EXCHANGE,
    KING,
    MARRY,
    PAIRS,
    PLAY,
    QUEEN,
    SUIT_BITS,
    SUIT_INDEX,
    TEN,
    VALUE,
    Deal,
    card_of,
    cards_in,
    count,
    higher_in_suit,
    mask_of,
    move_id,
    parse_move,
    suit_of,
)
from .record import Record, infer_from_play, record_from_observation
from .rules import (
    has_66,
    marriage_points,
)
from .solver import SolverMemory, Utility, solve, solve_ids, solve_value, utility_for
from .uct import mean_over_deals

# -- shared card sense ----------------------------------------------------------------------------------------


def cheapest(cards: int) -> int:
    """The card worth the fewest points (the lowest rank) among ``cards``; -1 if none."""
    best, best_key = -1, None
    for c in cards_in(cards):
        k = (VALUE[c], c)
        if best_key is None or k < best_key:
            best, best_key = c, k
    return best


def winners_against(led: int, cards: int, trump: int) -> int:
    """The cards of ``cards`` that take the trick from ``led`` (:func:`.cards.beats`)."""
    return cards & BEATERS[trump][led]


def marriage_hopes(hand: int, outside: int) -> int:
    """Kings and queens worth keeping for a marriage: held with the partner, or with the partner still out."""
    keep = 0
    for s in range(4):
        k, q = card_of(s, KING), card_of(s, QUEEN)
        has_k, has_q = hand >> k & 1, hand >> q & 1
        if has_k and (has_q or outside >> q & 1):
            keep |= 1 << k
        if has_q and (has_k or outside >> k & 1):
            keep |= 1 << q
    return keep


def masters(hand: int, outside: int) -> int:
    """Cards of ``hand`` that no card still outside can beat in their suit."""
    out = 0
    for c in cards_in(hand):
        if not (outside & higher_in_suit(c)):
            out |= 1 << c
    return out


def cheap_discard(hand: int, playable: int, outside: int, trump: int) -> int:
    """The card to give away: the lowest non-trump card that is not part of a marriage hope, else the lowest."""
    keep = marriage_hopes(hand, outside)
    for pool in (playable & ~SUIT_BITS[trump] & ~keep, playable & ~SUIT_BITS[trump], playable & ~keep, playable):
        if pool:
            return cheapest(pool)
    return -1


def sure_points(r: Record) -> int:
    """A cautious count of what the seat will take in a closed-talon play: its points, pending marriages if it
    will win a trick, and its master trumps (plus a jack-sized reply each)."""
    outside = r.outside
    trumps = r.hand & SUIT_BITS[r.trump]
    total = r.points[r.seat]
    winners = 0
    remaining = outside & SUIT_BITS[r.trump]
    for c in cards_in(trumps):   # highest trump first
        if remaining & higher_in_suit(c):
            break
        winners += 1
        total += VALUE[c] + 2
    for c in cards_in(masters(r.hand & ~SUIT_BITS[r.trump], outside)):
        if VALUE[c] >= 10 and winners:
            winners += 1
            total += VALUE[c] + 2
    if winners or r.tricks[r.seat]:
        total += r.pending[r.seat]
        for s in range(4):
            if r.hand & PAIRS[s] == PAIRS[s]:
                total += marriage_points(SUITS[s], SUITS[r.trump])
    return total


def ids(observation: Mapping[str, Any]) -> list[str]:
    return [a["id"] for a in observation["legal"]]


def play_id(card: int) -> str:
    return "play:" + DECK[card]


def trivial_choice(observation: Mapping[str, Any], legal: list[str]) -> Optional[str]:
    """The choice when there is nothing to think about: a single legal action (e.g. "play on" between hands)."""
    if not legal:
        raise MalformedInput("this seat has no decision to make", observation.get("seat"))
    if "phase" not in observation:  # (a view handed over instead: the players read Game.observation, issue 32)
        raise MalformedInput("not a Schnapsen observation", sorted(observation))
    if len(legal) == 1 or observation.get("phase") not in ("lead", "follow"):
        return legal[0]
    return None


def decide_without_thinking(observation: Mapping[str, Any]) -> tuple[list[str], Optional[str], Optional[Record]]:
    """What every level does first: the legal ids; the choice when nothing needs weighing (a single option,
    "play on", claiming 66, exchanging the trump jack); else ``None`` and the reading of the observation to think
    with."""
    legal = ids(observation)
    only = trivial_choice(observation, legal)
    if only is not None:
        return legal, only, None
    r = record_from_observation(observation)
    return legal, obvious_action(r, legal), r


def decide_with_reading(observation: Mapping[str, Any]) -> tuple[list[str], Optional[str], Optional[Record]]:
    """As :func:`decide_without_thinking`, and where a search is needed the record also says what the opponent's
    plays tell about its hand (:func:`infer_from_play`): what hard and the expert search from."""
    legal, decided, r = decide_without_thinking(observation)
    if decided is None and r is not None:
        r.forbidden, r.unlikely = infer_from_play(observation, r)
    return legal, decided, r


def decide_without_thinking_plain(observation: Mapping[str, Any]) -> tuple[list[str], Optional[str], Optional[Record]]:
    """As :func:`decide_without_thinking`, but only a single option, "play on" and claiming 66 are decided
    (a bench opponent that weighs the trump exchange itself)."""
    legal = ids(observation)
    only = trivial_choice(observation, legal)
    if only is not None:
        return legal, only, None
    r = record_from_observation(observation)
    if "claim" in legal and has_66(r.points[r.seat]):
        return legal, "claim", r
    return legal, None, r


# -- medium ---------------------------------------------------------------------------------------------------


def medium_lead(r: Record, legal: list[str]) -> str:
    """Close with a sure 66, declare the best marriage, else lead a cheap card (keep trumps).
    (The trump jack exchange comes first: :func:`obvious_action`.)"""
    if "close" in legal and has_66(sure_points(r)):
        return "close"
    marriages = [a for a in legal if a.startswith("marry:")]
    if marriages:
        marriages.sort(key=lambda a: SUIT_INDEX[a[6:]] != r.trump)
        return marriages[0]
    playable = mask_of(a[5:] for a in legal if a.startswith("play:"))
    if r.declared >= 0:
        return play_id(card_of(r.declared, QUEEN) if playable >> card_of(r.declared, QUEEN) & 1
                       else card_of(r.declared, KING))
    if r.strict:
        return play_id(strict_lead(r, playable))
    return play_id(cheap_discard(r.hand, playable, r.outside, r.trump))


def strict_lead(r: Record, playable: int) -> int:
    """Closed or exhausted talon: cash master cards (trumps first), else lead the cheapest card."""
    top = masters(playable, r.outside)
    top_trumps = top & SUIT_BITS[r.trump]
    if top_trumps and r.outside & SUIT_BITS[r.trump]:
        return next(cards_in(top_trumps))
    if top:
        return max(cards_in(top), key=lambda c: VALUE[c])
    return cheap_discard(r.hand, playable, r.outside, r.trump)


def medium_follow(r: Record, legal: list[str]) -> str:
    """Win when it reaches 66 or the lead is worth it, with the cheapest winning card; else give away little."""
    playable = mask_of(a[5:] for a in legal if a.startswith("play:"))
    led = r.led
    winning = winners_against(led, playable, r.trump)
    mine = r.points[r.seat] + (r.pending[r.seat] if r.tricks[r.seat] == 0 else 0)
    if winning:
        cheapest_win = cheapest(winning)
        same_suit = winning & ~SUIT_BITS[r.trump] if suit_of(led) != r.trump else winning
        if has_66(mine + VALUE[led] + VALUE[cheapest_win]):
            return play_id(cheapest_win)
        if r.strict:
            return play_id(cheapest_win)
        if same_suit & higher_in_suit(led):
            return play_id(cheapest(same_suit & higher_in_suit(led)))
        if VALUE[led] >= 10:
            return play_id(cheapest_win)
    return play_id(cheap_discard(r.hand, playable, r.outside, r.trump))


class MediumPlayer:
    """Sound rules of thumb (see the module docstring); exact once every card is known."""

    def choose(self, observation: Mapping[str, Any], seed: int) -> str:
        legal, decided, r = decide_without_thinking(observation)
        if decided is not None:
            return decided
        assert r is not None
        if r.talon == 0 and r.hidden == count(r.unseen):  # every card is known
            exact = solve_ids(r.world(Rng(seed)), utility_for(r.seat, r.to_go), 50_000)
            if exact is not None:
                return max(legal, key=lambda a: (exact.get(a, -99), -legal.index(a)))
        return medium_follow(r, legal) if r.led >= 0 else medium_lead(r, legal)


# -- easy -----------------------------------------------------------------------------------------------------


class EasyPlayer:
    """A beginner: declares and exchanges, otherwise a simple rule, but a share of its cards are random."""

    def __init__(self, careless: float = 0.4) -> None:
        self.careless = careless

    def choose(self, observation: Mapping[str, Any], seed: int) -> str:
        legal, decided, r = decide_without_thinking(observation)
        if decided is not None:
            return decided
        assert r is not None
        rng = Rng(seed_from("easy", seed))
        marriages = [a for a in legal if a.startswith("marry:")]
        if marriages:
            return marriages[0]
        plays = [a for a in legal if a.startswith("play:")]
        if rng.random() < self.careless:
            return self.careless_card(r, plays, rng)
        playable = mask_of(a[5:] for a in plays)
        if r.led >= 0:
            winning = winners_against(r.led, playable, r.trump)
            if winning and (VALUE[r.led] >= 10 or winning & higher_in_suit(r.led)):
                return play_id(cheapest(winning))
            return play_id(cheapest(playable))
        return play_id(cheapest(playable))

    @staticmethod
    def careless_card(r: Record, plays: list[str], rng: Rng) -> str:
        """A random card, but not an absurd one: never a trump ace or ten thrown under an opponent's winner."""
        playable = mask_of(a[5:] for a in plays)
        if r.led >= 0:
            big_trumps = (1 << card_of(r.trump, ACE)) | (1 << card_of(r.trump, TEN))
            losing_big = playable & big_trumps & ~winners_against(r.led, playable, r.trump)
            if playable & ~losing_big:
                playable &= ~losing_big
        return play_id(rng.choice(list(cards_in(playable))))


# -- hard -----------------------------------------------------------------------------------------------------


def rollout_move(d: Deal, rng: Rng) -> tuple[int, int]:
    """The fast default policy of the hard player's rollouts (perfect information, cheap rules of thumb)."""
    if d.led < 0:
        if d.can_exchange():
            return (EXCHANGE, 0)
        suits = d.marriage_suits()
        if suits:
            return (MARRY, suits[-1] if d.trump not in suits else d.trump)
        playable = d.playable()
        if d.declared >= 0:
            return (PLAY, next(cards_in(playable)))
        cards = list(cards_in(playable))
        return (PLAY, rng.choice(cards))
    playable = d.playable()
    winning = winners_against(d.led, playable, d.trump)
    follower = 1 - d.leader
    if winning and (d.strict or VALUE[d.led] >= 10 or winning & higher_in_suit(d.led)
                    or has_66(d.score(follower) + VALUE[d.led] + 2)):
        return (PLAY, cheapest(winning))
    return (PLAY, cheap_discard(d.hands[follower], playable, ALL_CARDS & ~d.hands[follower], d.trump))


@dataclass(frozen=True)
class HardBudget:
    """The hard player's effort, in counts (tuned for well under 1 s per move in Pyodide)."""

    samples_open: int = 48        # determinizations while the talon is open (one heuristic rollout per action)
    samples_closed: int = 30      # determinizations once it is closed (an exact solve in each)
    solve_nodes: int = 20_000     # one solve bigger than this falls back to a rollout
    decision_nodes: int = 80_000  # solver nodes for one whole decision; then rollouts only
    endgame_solve_cards: int = 4  # rollouts end in the exact solver at this many cards per hand (or on closing)
    win_bonus: float = 1.0        # added to the game points of a won hand in the objective (:func:`utility_for`)


class HardPlayer:
    """PIMC over deals consistent with the observation, exact alpha-beta once the talon is closed or exhausted."""

    #: The rollouts' default policy (both seats, perfect information).
    policy: Callable[[Deal, Rng], tuple[int, int]] = staticmethod(rollout_move)

    def __init__(self, budget: HardBudget = HardBudget()) -> None:
        self.budget = budget

    def choose(self, observation: Mapping[str, Any], seed: int) -> str:
        legal, decided, r = decide_with_reading(observation)
        if decided is not None:
            return decided
        assert r is not None
        candidates = [a for a in legal if a != "claim"]
        if len(candidates) == 1:
            return candidates[0]
        b = self.budget
        if r.strict:
            samples = 1 if r.hidden == count(r.unseen) else b.samples_closed
        else:
            samples = b.samples_open
        budget = Budget(samples=samples, rollouts=1, max_plies=ROLLOUT_MOVES, common_numbers=True)
        return move_id(pimc(observation, seed, self.hooks(r), budget, [parse_move(a) for a in candidates]).action)

    def world(self, r: Record, rng: Rng) -> Deal:
        """A deal the search plays in: one consistent with the record (:meth:`Record.world`, with the inferences).
        Only a measurement hands another (buildtools/schnapsen_ceiling.py: the true deal); a player never does."""
        return r.world(rng)

    def hooks(self, r: Record) -> SearchHooks:
        """What the shared PIMC (:func:`pygame_core.ai.search.pimc`) searches on: deals of the record
        (:meth:`Record.world`, with the inferences) as :class:`Deal` models, their own moves as actions; a deal
        whose talon is closed or used up solved exactly (within the decision's node budget); rollouts by
        :attr:`policy`, scored by :func:`utility_for` once the hand ends, or exactly once the talon is closed or the
        hands are down to ``endgame_solve_cards``."""
        b = self.budget
        utility = utility_for(r.seat, r.to_go, b.win_bonus)
        spent = [0]
        memory = SolverMemory()  # the decision's solves share what they searched
        policy = self.policy

        def solve_here(d: Deal, _seat: int = r.seat) -> Optional[dict[tuple[int, int], float]]:
            if spent[0] >= b.decision_nodes or not d.strict:
                return None
            return solve(d, utility, min(b.solve_nodes, b.decision_nodes - spent[0]), spent, memory=memory)

        def value(d: Deal, _seat: int) -> Optional[float]:
            if d.winner >= 0:
                return utility(d.winner, d.game_points)
            if d.strict and d.led < 0 and (d.closed_by >= 0 or count(d.hands[d.leader]) <= b.endgame_solve_cards):
                return endgame_value(d, utility, r.seat, b.solve_nodes, b.decision_nodes, spent, memory)
            return None

        return SearchHooks(determinize=lambda _view, rng: self.world(r, rng), value=value,
                           rollout=lambda d, _seat, rng: policy(d, rng), solve=solve_here, play=play_move)


def play_move(d: Deal, _seat: int, move: tuple[int, int]) -> None:
    """The search's way to play a move on a :class:`Deal` (its own move, known legal there)."""
    d.do(move)


def endgame_value(d: Deal, utility: Utility, seat: int, solve_nodes: int, decision_nodes: int,
                  spent: list[int], memory: Optional[SolverMemory] = None) -> Optional[float]:
    """The value for ``seat`` of an endgame a search reaches (hard's rollouts, the expert's trees): the best move's
    value by the solver from the mover's seat with ``seat``'s objective (:func:`.solver.solve_value`); ``None`` past
    the decision's ``decision_nodes`` (``spent[0]`` so far) or a solve of more than ``solve_nodes``. ``memory``: the
    decision's :class:`.solver.SolverMemory`, so its solves share the positions searched.

    Where the opponent moves this is not the exact minimax for ``seat`` (that is ``solve_value(..., seat=seat)``),
    and hard plays better with it than with the exact value (paired against rdeep, 17 Bummerls won only this way, 7
    only the other); for the expert the two made no difference (10 against 9 of 110 matches fixed in advance):
    docs/experiments.md "Endgames where the opponent leads"."""
    if spent[0] >= decision_nodes:
        return None
    return solve_value(d, utility, d.to_move() != seat, min(solve_nodes, decision_nodes - spent[0]), spent,
                       memory=memory)


#: A rollout that has not reached its horizon after this many moves scores 0 (a hand has at most 20 cards and a
#: few declarations, so it is never reached).
ROLLOUT_MOVES = 40


def obvious_action(r: Record, legal: list[str]) -> Optional[str]:
    """Moves no search is needed for: claim 66 when it is there (manual claim), exchange the trump jack."""
    if "claim" in legal and has_66(r.points[r.seat]):
        return "claim"
    if "exchange" in legal:
        return "exchange"
    return None


@dataclass(frozen=True)
class ExpertBudget:
    """The expert's effort while the talon is open, in counts: ``deals`` sampled deals, ``iterations`` UCT
    iterations in each (:func:`.uct.uct`); once the talon is closed or used up it searches as hard does."""

    deals: int = 40
    iterations: int = 100
    solve_cards: int = 4          # a position with this many cards a hand, or a closed talon, is solved exactly
    decision_nodes: int = 400_000  # solver nodes for one whole decision; then playouts only
    solve_nodes: int = 20_000     # one solve bigger than this is left to playouts
    #: A second look where closing is in doubt (:meth:`ExpertPlayer.search`): closing and the best other move
    #: within ``close_margin`` of each other (values in [-1, 1]); then ``close_deals`` more deals with
    #: ``close_iterations`` each, averaged in by deals. 0 deals: no second look.
    close_margin: float = 0.1
    close_deals: int = 80
    close_iterations: int = 200


class ExpertPlayer(HardPlayer):
    """``expert``: while the talon is open, PIMC with a UCT search in each sampled deal (:mod:`.uct`): the deals
    read the opponent's plays as hard's do (:meth:`Record.world` with :func:`infer_from_play`), the playouts are
    hard's rules of thumb (:func:`rollout_move`), and a position whose talon is closed, or with
    ``solve_cards`` cards a hand and no more drawing, is solved exactly (:mod:`.solver`); each move's values are
    averaged over the deals, and where closing the talon is in doubt a second search of more deals is averaged in
    (:meth:`second_look`; docs/experiments.md: 17 Bummerls won only with it, 5 only without, of 638 paired).
    Once the talon is closed or used up it is the hard player."""

    def __init__(self, budget: ExpertBudget = ExpertBudget(), hard: HardBudget = HardBudget()) -> None:
        super().__init__(hard)
        self.expert = budget

    def choose(self, observation: Mapping[str, Any], seed: int) -> str:
        legal, decided, r = decide_with_reading(observation)
        if decided is not None:
            return decided
        assert r is not None
        if r.strict:
            return super().choose(observation, seed)
        candidates = [parse_move(a) for a in legal if a != "claim"]
        if len(candidates) == 1:
            return move_id(candidates[0])
        return move_id(self.search(r, candidates, Rng(seed_from("expert", seed))))

    def search(self, r: Record, moves: list[tuple[int, int]], rng: Rng) -> tuple[int, int]:
        """The move with the best mean value over the deals (ties: the earlier move); where closing is in doubt,
        after a second look with more deals (:meth:`second_look`)."""
        values = self.searched_values(r, moves, rng)
        return max(moves, key=lambda m: (values[m], -moves.index(m)))

    def searched_values(self, r: Record, moves: list[tuple[int, int]], rng: Rng) -> dict[tuple[int, int], float]:
        """The values :meth:`search` picks by: :meth:`values`, with :meth:`second_look` where closing is in doubt."""
        values = self.values(r, moves, rng)
        if closing_in_doubt(values, self.expert.close_margin) and self.expert.close_deals > 0:
            values = self.second_look(r, moves, rng, values)
        return values

    def second_look(self, r: Record, moves: list[tuple[int, int]], rng: Rng,
                    first: Mapping[tuple[int, int], float]) -> dict[tuple[int, int], float]:
        """``first`` averaged by deals with a search of ``close_deals`` more deals: closing is the decision the
        hidden cards cost most (README, "What the hidden cards cost": with sight of every card at that decision
        alone the expert won about 4 points more of its hands), and its values are close there."""
        b = self.expert
        more = self.values(r, moves, rng, replace(b, deals=b.close_deals, iterations=b.close_iterations))
        return {m: (first[m] * b.deals + more[m] * b.close_deals) / (b.deals + b.close_deals) for m in moves}

    def values(self, r: Record, moves: list[tuple[int, int]], rng: Rng,
               budget: Optional[ExpertBudget] = None) -> dict[tuple[int, int], float]:
        """Each move's mean value over the deals (``budget``'s, else the player's), in [-1, 1] (the objective over
        its largest value); ``-inf`` for a move no deal's tree tried."""
        b = budget or self.expert
        scale = 3.0 + self.budget.win_bonus
        utility = utility_for(r.seat, r.to_go, self.budget.win_bonus)
        spent = [0]
        memory = SolverMemory()  # the decision's solves share what they searched
        policy = self.policy

        known: dict[tuple[Any, ...], float] = {}  # endgames solved in this decision (playouts meet them again)

        def exact(d: Deal) -> Optional[float]:
            if d.winner >= 0:
                return utility(d.winner, d.game_points) / scale
            if not (d.strict and d.led < 0 and (d.closed_by >= 0 or count(d.hands[d.leader]) <= b.solve_cards)):
                return None
            key = (d.hands[0], d.hands[1], d.leader, d.closed_by, d.frozen, d.declared, *d.card_points,
                   *d.marriage_pts, *d.tricks)
            value = known.get(key)
            if value is None:
                best = endgame_value(d, utility, r.seat, b.solve_nodes, b.decision_nodes, spent, memory)
                if best is not None:
                    value = known[key] = best / scale
            return value

        def playout(d: Deal, luck: Rng) -> float:
            for _ in range(ROLLOUT_MOVES):
                value = exact(d)
                if value is not None:
                    return value
                d.do(policy(d, luck))
            return 0.0

        return mean_over_deals(lambda luck: self.world(r, luck), r.seat, moves, b.deals, b.iterations, rng, playout,
                               exact)


def closing_in_doubt(values: Mapping[tuple[int, int], float], margin: float) -> bool:
    """Whether closing the talon is among the moves valued and within ``margin`` of the best other move."""
    close = values.get((CLOSE, 0))
    others = [v for m, v in values.items() if m != (CLOSE, 0)]
    return close is not None and bool(others) and abs(close - max(others)) < margin


def expert_player() -> Player:
    """``expert``: :class:`ExpertPlayer` with its default budget."""
    return ExpertPlayer()


#: The effort of the player a hint names (issue 36: the hint also weighs its candidates, and both must fit 1 s at
#: p95 on a tablet): 16 deals while the talon is open; the closed and exhausted talon are searched as by hard. Over
#: 100 seeded positions (medium against medium, ``build.py bench``'s way) it chose as the hard player (48 deals) in
#: 81 (as a 32-deal player in 86).
HINT_BUDGET = HardBudget(samples_open=16)


def hint_player() -> Player:
    """The player a hint names (``Advisor.hint_player``): the hard player with :data:`HINT_BUDGET`."""
    return HardPlayer(HINT_BUDGET)


def make_player(level: str) -> Player:
    """The computer player of a strength: ``easy``, ``medium``, ``hard`` or ``expert``."""
    return player_of_level(level, {"easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer,
                                   "expert": expert_player})
