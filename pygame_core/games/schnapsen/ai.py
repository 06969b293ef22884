"""Schnapsen computer players: ``easy``, ``medium`` and ``hard``.

Every player decides from its own seat's view only (the JSON of :mod:`.view`). From the view it rebuilds the
*public record* of the hand (:class:`Record`): which cards are gone, who won each trick, both seats' card points
(a person at the table can count them too), what the opponent must still hold, and the closing snapshot.

- **easy** (a beginner): declares marriages and exchanges the trump jack, otherwise plays a simple rule, and a
  fair share of its cards at random; it never closes the talon.
- **medium** (sound rules of thumb): exchanges, declares, closes when its points plus its sure tricks reach 66,
  wins tricks with cheap cards, trumps high leads, keeps trumps for the end, and solves the endgame exactly once
  the talon is exhausted (then every card is known).
- **hard** (search): Perfect-Information Monte Carlo (:mod:`pygame_core.ai.search`) over sampled deals consistent
  with the view (opponent hand and talon order), with an exact alpha-beta solver for the phase with a closed or
  exhausted talon whose objective is the **game points** of the hand (capped at what each seat still needs in
  the Bummerl). While the talon is open: 100 deals, one heuristic rollout per action in each, every rollout
  finished by the exact solver once the talon is closed (so closing is judged exactly) or the hands are down
  to 3 cards. Closed talon: 30 deals, exact solve in each. Exhausted talon: every card is known, one exact solve.
  All effort is counted (deals, solver nodes), never timed: the same view and seed give the same move.
  Measured on CPython 3.11 here: median 31 ms, p95 153 ms, max 167 ms per decision over 600 positions.

The searches run on :class:`Deal`, a compact perfect-information model of one hand (cards as bit masks),
because the search plays tens of thousands of tricks per decision. It mirrors the rules of :mod:`.rules`
with the default options (readings.md §3.4) and is checked against the engine move by move in
``tests/ai/test_schnapsen_model.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator, Mapping, Optional

from ...ai.base import Player, player_of_level
from ...ai.search import Budget, SearchHooks, pimc
from ...core.errors import MalformedInput
from ...core.rng import Rng, seed_from
from .cards import DECK, POINTS, SUITS

# -- cards as bits --------------------------------------------------------------------------------------------
# Card i is DECK[i]: suit i // 5, rank i % 5 with 0 = ace (highest) .. 4 = jack, so "higher card of the same suit"
# means "lower index in the same suit".

INDEX: dict[str, int] = {c: i for i, c in enumerate(DECK)}
VALUE: tuple[int, ...] = tuple(POINTS[c] for c in DECK)
SUIT_INDEX: dict[str, int] = {s: i for i, s in enumerate(SUITS)}
SUIT_BITS: tuple[int, ...] = tuple(0b11111 << (5 * s) for s in range(4))
ALL_CARDS = (1 << 20) - 1
ACE, TEN, KING, QUEEN, JACK = range(5)

PLAY, MARRY, EXCHANGE, CLOSE = range(4)  # move kinds; a move is (kind, card or suit)

#: Auto-claim threshold (readings.md §3.3 D7).
GOAL = 66


def card_of(suit: int, rank: int) -> int:
    return 5 * suit + rank


def suit_of(card: int) -> int:
    return card // 5


def cards_in(mask: int) -> Iterator[int]:
    """The card indices in a mask, highest rank of the lowest suit first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def count(mask: int) -> int:
    return bin(mask).count("1")


def mask_of(cards: Any) -> int:
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


def higher_in_suit(card: int) -> int:
    """The mask of the cards of ``card``'s suit that beat it."""
    return ((1 << card) - 1) & SUIT_BITS[suit_of(card)]


def wins_against(led: int, reply: int, trump: int) -> bool:
    """Whether ``reply`` takes the trick from ``led`` (readings.md §3.3 D3; same as :func:`.cards.beats`)."""
    if suit_of(reply) == suit_of(led):
        return reply < led
    return suit_of(reply) == trump


def strict_replies(hand: int, led: int, trump: int) -> int:
    """The cards a follower may play once the talon is closed or exhausted (readings.md §3.1 "Phase 2", D5):
    follow suit and win if possible, else follow suit; if void, trump; else anything."""
    same = hand & SUIT_BITS[suit_of(led)]
    if same:
        higher = same & higher_in_suit(led)
        return higher or same
    trumps = hand & SUIT_BITS[trump]
    return trumps or hand


def marriage_value(suit: int, trump: int) -> int:
    """20 for a plain marriage, 40 in trumps (readings.md §3.1 "Marriages")."""
    return 40 if suit == trump else 20


def telling(loser_points: int, loser_tricks: int) -> int:
    """Game points of a hand won by going out: 3 if the loser has no trick, 2 below 33, else 1 (§3.3 D10)."""
    if loser_tricks == 0:
        return 3
    return 2 if loser_points < 33 else 1


# -- the perfect-information model ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Rules:
    """The options of the engine that change play (readings.md §3.4); defaults as there."""

    exchange_min_talon: int = 2
    min_talon_to_close: int = 2
    exchange_first_lead: bool = True
    marriage_first_lead: bool = True
    marriage_after_close: bool = True
    last_trick_fixed: bool = True  # option last_trick_value: "fixed1" (True) or "by_loser_points"


class Deal:
    """One Schnapsen hand with every card known: the state the searches play on.

    ``talon[0]`` is the next card drawn; ``talon[-1]`` is the turned-up trump while it lies there.
    A move is ``(PLAY, card)``, ``(MARRY, suit)``, ``(EXCHANGE, 0)`` or ``(CLOSE, 0)``.
    It speaks the engine's action ids too (:meth:`legal_ids`, :meth:`apply`), so the game-agnostic search can run on it.
    """

    __slots__ = ("hands", "talon", "trump", "closed_by", "snap_points", "snap_tricks", "leader", "led",
                 "points", "pending", "tricks", "declared", "winner", "game_points", "rules", "record_events")

    def __init__(self, hands: list[int], talon: list[int], trump: int, leader: int, rules: Rules = Rules()) -> None:
        self.hands = hands
        self.talon = talon
        self.trump = trump
        self.closed_by = -1
        self.snap_points = 0
        self.snap_tricks = 0
        self.leader = leader
        self.led = -1
        self.points = [0, 0]
        self.pending = [0, 0]
        self.tricks = [0, 0]
        self.declared = -1
        self.winner = -1
        self.game_points = 0
        self.rules = rules
        self.record_events = False

    def clone(self) -> "Deal":
        d = Deal.__new__(Deal)
        d.hands = self.hands[:]
        d.talon = self.talon[:]
        d.trump = self.trump
        d.closed_by = self.closed_by
        d.snap_points = self.snap_points
        d.snap_tricks = self.snap_tricks
        d.leader = self.leader
        d.led = self.led
        d.points = self.points[:]
        d.pending = self.pending[:]
        d.tricks = self.tricks[:]
        d.declared = self.declared
        d.winner = self.winner
        d.game_points = self.game_points
        d.rules = self.rules
        d.record_events = False
        return d

    # -- state ------------------------------------------------------------------------------------------------

    @property
    def strict(self) -> bool:
        """Phase 2: the talon is closed or exhausted (readings.md §3.1)."""
        return self.closed_by >= 0 or not self.talon

    @property
    def over(self) -> bool:
        return self.winner >= 0

    def to_move(self) -> Optional[int]:
        if self.winner >= 0:
            return None
        return self.leader if self.led < 0 else 1 - self.leader

    def outcome(self) -> Optional[list[float]]:
        if self.winner < 0:
            return None
        return [1.0 if s == self.winner else 0.0 for s in (0, 1)]

    # -- legal moves ------------------------------------------------------------------------------------------

    def can_exchange(self) -> bool:
        """Leader holds the trump jack, the talon is open and has enough cards (readings.md §3.3 D8)."""
        return (self.led < 0 and self.closed_by < 0 and len(self.talon) >= max(2, self.rules.exchange_min_talon)
                and (self.rules.exchange_first_lead or self.tricks[0] + self.tricks[1] > 0)
                and bool(self.hands[self.leader] >> card_of(self.trump, JACK) & 1))

    def can_close(self) -> bool:
        """Leader, talon open with enough cards (readings.md §3.3 D9)."""
        return self.led < 0 and self.closed_by < 0 and len(self.talon) >= max(2, self.rules.min_talon_to_close)

    def marriage_suits(self) -> list[int]:
        """Suits whose K and Q the leader holds and may declare now (readings.md §3.3 D6)."""
        if self.led >= 0 or self.declared >= 0:
            return []
        if not self.rules.marriage_first_lead and not self.tricks[0] and not self.tricks[1]:
            return []
        if not self.rules.marriage_after_close and self.strict:
            return []
        hand = self.hands[self.leader]
        return [s for s in range(4) if hand >> card_of(s, KING) & 1 and hand >> card_of(s, QUEEN) & 1]

    def playable(self) -> int:
        """The mask of cards the mover may play now."""
        if self.led < 0:
            hand = self.hands[self.leader]
            if self.declared >= 0:
                return hand & ((1 << card_of(self.declared, KING)) | (1 << card_of(self.declared, QUEEN)))
            return hand
        hand = self.hands[1 - self.leader]
        return strict_replies(hand, self.led, self.trump) if self.strict else hand

    def moves(self) -> list[tuple[int, int]]:
        out: list[tuple[int, int]] = []
        if self.winner >= 0:
            return out
        if self.led < 0:
            if self.can_exchange():
                out.append((EXCHANGE, 0))
            if self.can_close():
                out.append((CLOSE, 0))
            out.extend((MARRY, s) for s in self.marriage_suits())
        out.extend((PLAY, c) for c in cards_in(self.playable()))
        return out

    # -- moves ------------------------------------------------------------------------------------------------

    def do(self, move: tuple[int, int]) -> None:
        kind, arg = move
        if kind == PLAY:
            if self.led < 0:
                self.lead(arg)
            else:
                self.follow(arg)
        elif kind == MARRY:
            self.marry(arg)
        elif kind == EXCHANGE:
            self.exchange()
        else:
            self.close()

    def lead(self, card: int) -> None:
        self.hands[self.leader] &= ~(1 << card)
        self.led = card
        self.declared = -1

    def follow(self, card: int) -> None:
        """The second card: the trick is decided, scored, and the hand goes on or ends."""
        follower = 1 - self.leader
        self.hands[follower] &= ~(1 << card)
        winner = follower if wins_against(self.led, card, self.trump) else self.leader
        self.points[winner] += VALUE[self.led] + VALUE[card]
        self.tricks[winner] += 1
        if self.tricks[winner] == 1 and self.pending[winner]:
            # marriage points count once the declarer has won a trick (readings.md §3.1 "Marriages")
            self.points[winner] += self.pending[winner]
            self.pending[winner] = 0
        self.led = -1
        self.leader = winner
        if self.points[winner] >= GOAL:
            self.finish(winner, went_out=True)
        elif not self.strict:
            # winner draws first, then the loser (readings.md §3.1 "Phase 1")
            self.hands[winner] |= 1 << self.talon.pop(0)
            self.hands[1 - winner] |= 1 << self.talon.pop(0)
        elif not self.hands[0] and not self.hands[1]:
            self.finish(winner, went_out=False)

    def marry(self, suit: int) -> None:
        seat = self.leader
        self.declared = suit
        value = marriage_value(suit, self.trump)
        if self.tricks[seat]:
            self.points[seat] += value
            if self.points[seat] >= GOAL:  # auto-claim right after a declaration (readings.md §3.3 D7)
                self.finish(seat, went_out=True)
        else:
            self.pending[seat] += value

    def exchange(self) -> None:
        jack = card_of(self.trump, JACK)
        seat = self.leader
        self.hands[seat] = (self.hands[seat] & ~(1 << jack)) | (1 << self.talon[-1])
        self.talon[-1] = jack

    def close(self) -> None:
        """Closing freezes the opponent's points and tricks for the telling (readings.md §3.3 D9)."""
        self.closed_by = self.leader
        self.snap_points = self.points[1 - self.leader]
        self.snap_tricks = self.tricks[1 - self.leader]

    def finish(self, winner: int, went_out: bool) -> None:
        """Who wins the hand and how many game points (readings.md §3.1 "Going out", "Closed-talon scoring",
        "Talon exhausted"; §3.3 D1, D9, D10)."""
        closer = self.closed_by
        if closer >= 0:
            if not (went_out and winner == closer):
                winner = 1 - closer   # the closer failed, or the other seat went out first
                points = 3 if self.snap_tricks == 0 else 2
            else:
                points = telling(self.snap_points, self.snap_tricks)
        elif went_out or not self.rules.last_trick_fixed:
            points = telling(self.points[1 - winner], self.tricks[1 - winner])
        else:
            points = 1   # the last trick wins the hand (readings.md §3.3 D1)
        self.winner = winner
        self.game_points = points

    # -- the engine's action ids (so the protocol-level search can run on a Deal) -----------------------------

    def legal_ids(self, seat: int) -> list[str]:
        if self.to_move() != seat:
            return []
        return [move_id(m) for m in self.moves()]

    def apply(self, seat: int, action_id: str) -> None:
        self.do(parse_move(action_id))


def move_id(move: tuple[int, int]) -> str:
    kind, arg = move
    if kind == PLAY:
        return "play:" + DECK[arg]
    if kind == MARRY:
        return "marry:" + SUITS[arg]
    return "exchange" if kind == EXCHANGE else "close"


def parse_move(action_id: str) -> tuple[int, int]:
    if action_id.startswith("play:"):
        return (PLAY, INDEX[action_id[5:]])
    if action_id.startswith("marry:"):
        return (MARRY, SUIT_INDEX[action_id[6:]])
    if action_id == "exchange":
        return (EXCHANGE, 0)
    if action_id == "close":
        return (CLOSE, 0)
    raise ValueError(f"not a move of the search model: {action_id!r}")


# -- the exact endgame solver ---------------------------------------------------------------------------------

Utility = Callable[[int, int], float]  # (winner, game points) -> value for the searching seat


def utility_for(seat: int, to_go: Optional[list[int]] = None) -> Utility:
    """Signed game points for ``seat``, each win capped at what its winner still needs in the Bummerl."""

    def value(winner: int, points: int) -> float:
        if to_go is not None:
            points = min(points, max(1, to_go[winner]))
        return float(points if winner == seat else -points)

    return value


def ordered_moves(deal: Deal) -> list[tuple[int, int]]:
    """Moves in a good order for alpha-beta: declarations first, then high cards before low ones."""
    moves = deal.moves()
    moves.sort(key=lambda m: (m[0] != MARRY, m[0] == PLAY and -VALUE[m[1]]))
    return moves


def solve(deal: Deal, utility: Utility, max_nodes: int = 200_000,
          spent: Optional[list[int]] = None) -> Optional[dict[tuple[int, int], float]]:
    """Exact values of every move of the mover in a hand whose talon is closed or exhausted (no more drawing).

    Alpha-beta with a transposition table over the whole rest of the hand; the objective is ``utility`` of the
    hand's winner and game points, not card points. ``None`` if the talon is still open or the tree is bigger
    than ``max_nodes``. ``spent[0]``, if given, is increased by the nodes searched.
    """
    if not deal.strict or deal.over:
        return None
    root = deal.to_move()
    table: dict[tuple, tuple[float, int]] = {}
    nodes = [0]
    EXACT, LOWER, UPPER = 0, 1, 2

    def key(d: Deal) -> tuple:
        return (d.hands[0], d.hands[1], d.leader, d.led, d.points[0], d.points[1], d.pending[0], d.pending[1],
                d.tricks[0], d.tricks[1], d.declared)

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


class _TooBig(Exception):
    pass


def solve_ids(deal: Deal, utility: Utility, max_nodes: int = 200_000,
              spent: Optional[list[int]] = None) -> Optional[dict[str, float]]:
    """:func:`solve` keyed by action id."""
    values = solve(deal, utility, max_nodes, spent)
    return None if values is None else {move_id(m): v for m, v in values.items()}


# -- what the view tells: the public record -------------------------------------------------------------------


@dataclass
class Record:
    """Everything a seat knows about the current hand, rebuilt from its view alone."""

    seat: int
    trump: int
    trump_card: int          # the turned-up trump while it lies under the talon, else -1
    hand: int
    opp_known: int           # opponent cards the seat has seen and that are still in his hand
    opp_count: int
    talon: int               # cards in the talon, the turn-up included
    closed_by: int
    leader: int
    led: int                 # the card led to the current trick, else -1
    points: list[int]        # card points per seat, counted marriages included
    pending: list[int]       # declared marriage points not yet counted (no trick yet)
    tricks: list[int]
    gone: int                # every card played this hand (the table included)
    snap_points: int         # the non-closer's points and tricks when the talon was closed
    snap_tricks: int
    declared: int            # a marriage the seat has declared at this lead (must lead its K or Q), else -1
    to_go: list[int]
    rules: Rules

    @property
    def opp(self) -> int:
        return 1 - self.seat

    @property
    def strict(self) -> bool:
        return self.closed_by >= 0 or self.talon == 0

    @property
    def unseen(self) -> int:
        """Cards the seat has not seen: in the opponent's hand (unknown part) or in the talon."""
        tc = (1 << self.trump_card) if self.trump_card >= 0 else 0
        return ALL_CARDS & ~(self.hand | self.gone | self.opp_known | tc)

    @property
    def hidden(self) -> int:
        """How many opponent cards are unknown to the seat."""
        return self.opp_count - count(self.opp_known)

    @property
    def outside(self) -> int:
        """Cards not in the seat's hand and not played: where the opponent's cards can be."""
        return ALL_CARDS & ~(self.hand | self.gone)


def trick_winners(played: list[Mapping[str, Any]], trump: int) -> list[tuple[int, int, int, int]]:
    """Every completed trick of the hand as ``(winner, points, leader, number)``, in order."""
    by_trick: dict[int, list[Mapping[str, Any]]] = {}
    for p in played:
        by_trick.setdefault(int(p["trick"]), []).append(p)
    out = []
    for number in sorted(by_trick):
        cards = by_trick[number]
        if len(cards) < 2:
            continue
        first, second = cards[0], cards[1]
        a, b = INDEX[first["card"]], INDEX[second["card"]]
        winner = int(second["seat"]) if wins_against(a, b, trump) else int(first["seat"])
        out.append((winner, VALUE[a] + VALUE[b], int(first["seat"]), number))
    return out


def read_view(view: Mapping[str, Any], rules: Rules = Rules()) -> Record:
    """The public record of the hand from one seat's view (see :class:`Record`)."""
    seat = int(view["seat"])
    opp = 1 - seat
    trump = SUIT_INDEX[view["trump"]]
    hand = mask_of(h["card"] for h in view["hand"])
    played = list(view.get("played") or [])
    table = [t for t in (view.get("trick") or [])]
    on_table = table if len(table) == 1 else []
    gone = mask_of(p["card"] for p in played) | mask_of(t["card"] for t in table)
    tricks_done = trick_winners(played, trump)
    points = [0, 0]
    tricks = [0, 0]
    for winner, pts, _, _ in tricks_done:
        points[winner] += pts
        tricks[winner] += 1
    pending = [0, 0]
    declared = -1
    for m in view.get("marriages") or []:
        s = int(m["seat"])
        value = int(m["points"])
        if m.get("counted"):
            points[s] += value
        else:
            pending[s] += value
        suit = SUIT_INDEX[m["suit"]]
        if s == seat and hand >> card_of(suit, KING) & 1 and hand >> card_of(suit, QUEEN) & 1:
            declared = suit
    if view.get("declared"):
        declared = SUIT_INDEX[view["declared"]]
    closed_by = view.get("closed_by")
    closed_by = -1 if closed_by is None or not view.get("closed") else int(closed_by)
    talon = int(view.get("talon") or 0)
    snap_points = snap_tricks = 0
    closing = view.get("closing")
    if closing:
        snap_points, snap_tricks = int(closing["opponent_points"]), int(closing["opponent_tricks"])
    elif closed_by >= 0:
        snap_points, snap_tricks = snapshot(view, tricks_done, 1 - closed_by, talon, trump)
    # the trump card lies under the talon, face up, or face down after closing (everybody saw it)
    trump_card = view.get("trump_card") or view.get("closed_trump_card")
    led = INDEX[on_table[0]["card"]] if on_table else -1
    opp_info = view.get("opponent") or {}
    to_go = list(view.get("game_points_to_go") or [7, 7])
    leader = view.get("leader")
    if leader is None:
        leader = int(on_table[0]["seat"]) if on_table else seat
    return Record(seat=seat, trump=trump, trump_card=INDEX[trump_card] if trump_card else -1, hand=hand,
                  opp_known=mask_of(opp_info.get("known") or []) & ~gone,
                  opp_count=int(opp_info.get("hand_count", count(hand))), talon=talon, closed_by=closed_by,
                  leader=int(leader), led=led, points=points, pending=pending, tricks=tricks, gone=gone,
                  snap_points=snap_points, snap_tricks=snap_tricks, declared=declared, to_go=to_go, rules=rules)


def snapshot(view: Mapping[str, Any], tricks_done: list[tuple[int, int, int, int]], seat: int, talon: int,
             trump: int) -> tuple[int, int]:
    """``seat``'s points and tricks at the moment the talon was closed (readings.md §3.3 D9).

    Nothing is drawn after closing, so the talon count now is the count at closing: ``(10 - talon) / 2`` tricks
    had been played. Marriages ``seat`` declared before then count if he had a trick by then.
    """
    before = max(0, (10 - talon) // 2)
    numbers = sorted({t[3] for t in tricks_done})
    first_numbers = set(numbers[:before])
    points = sum(p for w, p, _, n in tricks_done if w == seat and n in first_numbers)
    tricks = sum(1 for w, _, _, n in tricks_done if w == seat and n in first_numbers)
    if tricks:
        for m in view.get("marriages") or []:
            if int(m["seat"]) != seat:
                continue
            lead_trick = m.get("trick") or marriage_trick(view, m["suit"])
            if lead_trick is not None and lead_trick in first_numbers:
                points += int(m["points"])
    return points, tricks


def marriage_trick(view: Mapping[str, Any], suit: str) -> Optional[int]:
    """The trick at whose lead a marriage was declared: the first trick where its K or Q was played."""
    for p in view.get("played") or []:
        if p["card"] in ("K" + suit, "Q" + suit):
            return int(p["trick"])
    return None


def determinize_deal(record: Record, rng: Rng) -> Deal:
    """A full hand consistent with the record: the opponent's unknown cards and the talon order sampled."""
    unseen = list(cards_in(record.unseen))
    rng.shuffle(unseen)
    hidden = record.hidden
    opp_hand = record.opp_known
    for c in unseen[:hidden]:
        opp_hand |= 1 << c
    talon = unseen[hidden:]
    if record.trump_card >= 0:
        talon.append(record.trump_card)
    hands = [0, 0]
    hands[record.seat] = record.hand
    hands[record.opp] = opp_hand
    d = Deal(hands, talon, record.trump, record.leader, record.rules)
    d.closed_by = record.closed_by
    d.snap_points, d.snap_tricks = record.snap_points, record.snap_tricks
    d.led = record.led
    d.points = record.points[:]
    d.pending = record.pending[:]
    d.tricks = record.tricks[:]
    d.declared = record.declared
    return d


def rules_of(view: Mapping[str, Any]) -> Rules:
    """The play-relevant options, if the view carries them (else the defaults of readings.md §3.4)."""
    opts = view.get("options") or {}
    return Rules(exchange_min_talon=int(opts.get("exchange_min_talon", 2)),
                 min_talon_to_close=int(opts.get("min_talon_to_close", 2)),
                 exchange_first_lead=bool(opts.get("exchange_first_lead", True)),
                 marriage_first_lead=bool(opts.get("marriage_first_lead", True)),
                 marriage_after_close=bool(opts.get("marriage_after_close", True)),
                 last_trick_fixed=opts.get("last_trick_value", "fixed1") == "fixed1")


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
    """The cards of ``cards`` that take the trick from ``led``."""
    out = cards & higher_in_suit(led)
    if suit_of(led) != trump:
        out |= cards & SUIT_BITS[trump]
    return out


def marriage_cards(hand: int, outside: int) -> int:
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
    keep = marriage_cards(hand, outside)
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
            if r.hand >> card_of(s, KING) & 1 and r.hand >> card_of(s, QUEEN) & 1:
                total += marriage_value(s, r.trump)
    return total


def ids(view: Mapping[str, Any]) -> list[str]:
    return [a["id"] for a in view["legal"]]


def play_id(card: int) -> str:
    return "play:" + DECK[card]


def trivial_choice(view: Mapping[str, Any], legal: list[str]) -> Optional[str]:
    """The choice when there is nothing to think about: a single legal action (e.g. "play on" between hands)."""
    if not legal:
        raise MalformedInput("this seat has no decision to make", view.get("seat"))
    if len(legal) == 1 or view.get("phase") not in ("lead", "follow"):
        return legal[0]
    return None


def decide_without_thinking(view: Mapping[str, Any]) -> tuple[list[str], Optional[str], Optional[Record]]:
    """What every level does first: the legal ids; the choice when nothing needs weighing (a single option,
    "play on", claiming 66, exchanging the trump jack); else ``None`` and the reading of the view to think with."""
    legal = ids(view)
    only = trivial_choice(view, legal)
    if only is not None:
        return legal, only, None
    r = read_view(view, rules_of(view))
    return legal, obvious_action(r, legal), r


# -- medium ---------------------------------------------------------------------------------------------------


def medium_lead(r: Record, legal: list[str]) -> str:
    """Close with a sure 66, declare the best marriage, else lead a cheap card (keep trumps).
    (The trump jack exchange comes first: :func:`obvious_action`.)"""
    if "close" in legal and sure_points(r) >= GOAL:
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
        if mine + VALUE[led] + VALUE[cheapest_win] >= GOAL:
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

    def choose(self, view: Mapping[str, Any], seed: int) -> str:
        legal, decided, r = decide_without_thinking(view)
        if decided is not None:
            return decided
        assert r is not None
        if r.talon == 0 and r.hidden == count(r.unseen):  # every card is known
            exact = solve_ids(determinize_deal(r, Rng(seed)), utility_for(r.seat, r.to_go), 50_000)
            if exact is not None:
                return max(legal, key=lambda a: (exact.get(a, -99), -legal.index(a)))
        return medium_follow(r, legal) if r.led >= 0 else medium_lead(r, legal)


# -- easy -----------------------------------------------------------------------------------------------------


class EasyPlayer:
    """A beginner: declares and exchanges, otherwise a simple rule, but a share of its cards are random."""

    def __init__(self, careless: float = 0.4) -> None:
        self.careless = careless

    def choose(self, view: Mapping[str, Any], seed: int) -> str:
        legal, decided, r = decide_without_thinking(view)
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
                    or d.points[follower] + VALUE[d.led] + 2 >= GOAL):
        return (PLAY, cheapest(winning))
    return (PLAY, cheap_discard(d.hands[follower], playable, ALL_CARDS & ~d.hands[follower], d.trump))


@dataclass(frozen=True)
class HardBudget:
    """The hard player's effort, in counts (tuned for well under 1 s per move in Pyodide)."""

    samples_open: int = 100       # determinizations while the talon is open (one heuristic rollout per action)
    samples_closed: int = 30      # determinizations once it is closed (an exact solve in each)
    solve_nodes: int = 20_000     # one solve bigger than this falls back to a rollout
    decision_nodes: int = 40_000  # solver nodes for one whole decision; then rollouts only
    endgame_solve_cards: int = 3  # rollouts end in the exact solver at this many cards per hand (or on closing)


class HardPlayer:
    """PIMC over deals consistent with the view, exact alpha-beta once the talon is closed or exhausted."""

    def __init__(self, budget: HardBudget = HardBudget()) -> None:
        self.budget = budget

    def choose(self, view: Mapping[str, Any], seed: int) -> str:
        legal, decided, r = decide_without_thinking(view)
        if decided is not None:
            return decided
        assert r is not None
        utility = utility_for(r.seat, r.to_go)
        b = self.budget
        spent = [0]

        def solve_here(d: Deal) -> Optional[dict[str, float]]:
            if spent[0] >= b.decision_nodes:
                return None
            return solve_ids(d, utility, min(b.solve_nodes, b.decision_nodes - spent[0]), spent)

        def determinize(_view: Mapping[str, Any], rng: Rng) -> Deal:
            return determinize_deal(r, rng)

        def value(d: Deal, seat: int) -> Optional[float]:
            if d.winner >= 0:
                return utility(d.winner, d.game_points)
            if d.strict and d.led < 0 and (d.closed_by >= 0 or count(d.hands[d.leader]) <= b.endgame_solve_cards):
                exact = solve_here(d)
                if exact is not None:
                    vals = exact.values()
                    return max(vals) if d.to_move() == r.seat else min(vals)
            return None

        def rollout(d: Deal, seat: int, rng: Rng) -> str:
            return move_id(rollout_move(d, rng))

        def exact(d: Deal, seat: int) -> Optional[dict[str, float]]:
            return solve_here(d)

        hooks = SearchHooks(determinize=determinize, value=value, rollout=rollout, solve=exact)  # type: ignore[arg-type]
        if r.strict:
            samples = 1 if r.hidden == count(r.unseen) else b.samples_closed
        else:
            samples = b.samples_open
        candidates = [a for a in legal if a != "claim"]
        return pimc(view, seed, hooks, Budget(samples=samples, rollouts=1, max_plies=40), candidates).action


def obvious_action(r: Record, legal: list[str]) -> Optional[str]:
    """Moves no search is needed for: claim 66 when it is there (manual claim), exchange the trump jack."""
    if "claim" in legal and r.points[r.seat] >= GOAL:
        return "claim"
    if "exchange" in legal:
        return "exchange"
    return None


def make_player(level: str) -> Player:
    """The computer player of a strength: ``easy``, ``medium`` or ``hard``."""
    return player_of_level(level, {"easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer})
