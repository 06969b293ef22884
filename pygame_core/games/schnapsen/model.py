"""Schnapsen's compact perfect-information model: one hand with every card known, cards as bit masks.

The computer players' searches (:mod:`.ai`'s hard player, the bench opponents :mod:`.rdeep` and :mod:`.mcts`, the
hint's exact answer in :mod:`.advice`) play tens of thousands of tricks per decision, too many for
:class:`~.rules.SchnapsenGame`; :class:`Deal` holds the state as integers instead. It holds the state only: every
rule it applies is a function of :mod:`.rules` (or :func:`.cards.beats`), imported, with the match's own
:class:`~.rules.SchnapsenOptions`; ``tests/ai/test_schnapsen_model.py`` plays it against the referee move by move.
The model leaves out claiming (with ``manual_claim`` a player claims its 66 at once, so the model lets it go out
by itself) and the hands after this one.

A move is a pair ``(kind, card or suit)`` (:data:`PLAY`, :data:`MARRY`, :data:`EXCHANGE`, :data:`CLOSE`);
:func:`move_id` and :func:`parse_move` translate it to and from the engine's action ids. The exact solver on this
model is :mod:`.solver`; the reading of a seat's observation into it is :mod:`.record`.
"""

from __future__ import annotations

from typing import Iterable, Iterator, Optional

from ...core.caches import memo
from .cards import DECK, POINTS, RANKS, STRENGTH, SUITS, beats
from .rules import (
    SchnapsenGame,
    SchnapsenOptions,
    hand_outcome,
    hand_score,
    has_66,
    marriage_cards,
    marriage_points,
    strict_replies,
    why_no_closing,
    why_no_exchange,
    why_no_marriage,
)

# -- cards as bits --------------------------------------------------------------------------------------------
# Card i is DECK[i]: suit i // 5, rank i % 5 with 0 = ace (highest) .. 4 = jack. Iterating a mask from the low
# bit gives a hand in display order.

INDEX: dict[str, int] = {c: i for i, c in enumerate(DECK)}
VALUE: tuple[int, ...] = tuple(POINTS[c] for c in DECK)
SUIT_INDEX: dict[str, int] = {s: i for i, s in enumerate(SUITS)}
ALL_CARDS = (1 << 20) - 1
ACE, TEN, KING, QUEEN, JACK = range(5)
assert all(DECK[5 * s + r] == RANKS[r] + SUITS[s] for s in range(4) for r in range(5))

PLAY, MARRY, EXCHANGE, CLOSE = range(4)  # move kinds; a move is (kind, card or suit)


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
    return mask.bit_count()


def mask_of(cards: Iterable[str]) -> int:
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


#: Per suit, per 5-bit part of a mask: its card ids (so :func:`ids_of` reads a mask in four steps).
_SUIT_IDS: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple(tuple(DECK[5 * s + r] for r in range(5) if part >> r & 1) for part in range(32)) for s in range(4))


def ids_of(mask: int) -> list[str]:
    """The card ids in a mask, in display order."""
    return [*_SUIT_IDS[0][mask & 31], *_SUIT_IDS[1][mask >> 5 & 31], *_SUIT_IDS[2][mask >> 10 & 31],
            *_SUIT_IDS[3][mask >> 15]]


SUIT_BITS: tuple[int, ...] = tuple(mask_of(c for c in DECK if c[1] == s) for s in SUITS)
#: Per card: the cards of its suit that rank above it (from :data:`.cards.STRENGTH`).
HIGHER: tuple[int, ...] = tuple(mask_of(d for d in DECK if d[1] == c[1] and STRENGTH[d] > STRENGTH[c]) for c in DECK)
#: Per trump suit and led card: every card that would take the trick (:func:`.cards.beats`, tabulated once: the
#: search asks it at every trick).
BEATERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(mask_of(reply for reply in DECK if beats(led, reply, trump)) for led in DECK) for trump in SUITS)
#: Per suit: its king and queen (:func:`.rules.marriage_cards`).
PAIRS: tuple[int, ...] = tuple(mask_of(marriage_cards(s)) for s in SUITS)
JACKS: tuple[int, ...] = tuple(INDEX["J" + s] for s in SUITS)


def higher_in_suit(card: int) -> int:
    """The mask of the cards of ``card``'s suit that beat it."""
    return HIGHER[card]


@memo("schnapsen.strict_reply_mask", entries=1 << 16)
def strict_reply_mask(hand: int, led: int, trump: int) -> int:
    """:func:`.rules.strict_replies` on masks (remembered: the solver asks it at nearly every node)."""
    return mask_of(strict_replies(ids_of(hand), DECK[led], SUITS[trump]))


#: Per suit, per 5-bit part of a mask: its play moves (so :func:`plays_of` reads a mask in four steps).
_SUIT_PLAYS: tuple[tuple[tuple[tuple[int, int], ...], ...], ...] = tuple(
    tuple(tuple((0, 5 * s + r) for r in range(5) if part >> r & 1) for part in range(32)) for s in range(4))
EXCHANGE_MOVE = (2, 0)
CLOSE_MOVE = (3, 0)


def plays_of(mask: int) -> list[tuple[int, int]]:
    """The play moves of the cards in a mask, in display order (as :func:`cards_in` gives them)."""
    return [*_SUIT_PLAYS[0][mask & 31], *_SUIT_PLAYS[1][mask >> 5 & 31], *_SUIT_PLAYS[2][mask >> 10 & 31],
            *_SUIT_PLAYS[3][mask >> 15]]


class LeaderRules:
    """The leader's rules of one match's options (:func:`.rules.why_no_exchange`, :func:`.rules.why_no_closing`,
    :func:`.rules.why_no_marriage`) as yes/no answers, each asked of its rule once per situation and then looked
    up: the searches ask them at every lead of every playout. A situation is a few small counts the rules bound (the
    talon's size, tricks, hand sizes, suits), so the tables stay small."""

    __slots__ = ("options", "_exchange", "_close", "_marry")

    def __init__(self, options: SchnapsenOptions) -> None:
        self.options = options
        self._exchange: dict[tuple[int, int, int], bool] = {}
        self._close: dict[tuple[int, int, int], bool] = {}
        self._marry: dict[tuple[int, int, int, bool], bool] = {}

    def may_exchange(self, talon: int, tricks_done: int, trump: int) -> bool:
        """The leader, holding the trump jack, may exchange it (the talon open, ``talon`` cards in it)."""
        key = (talon, tricks_done, trump)
        answer = self._exchange.get(key)
        if answer is None:
            answer = self._exchange[key] = why_no_exchange(self.options, talon, False, tricks_done, SUITS[trump],
                                                           True) is None
        return answer

    def may_close(self, talon: int, hand0: int, hand1: int) -> bool:
        """The leader may close the open talon of ``talon`` cards, the hands holding ``hand0`` and ``hand1``."""
        key = (talon, hand0, hand1)
        answer = self._close.get(key)
        if answer is None:
            answer = self._close[key] = why_no_closing(self.options, talon, False, (hand0, hand1)) is None
        return answer

    def may_marry(self, suit: int, declared: int, tricks_done: int, strict: bool) -> bool:
        """The leader, holding the pair of ``suit``, may declare it (``declared``: this lead's marriage or -1)."""
        key = (suit, declared, tricks_done, strict)
        answer = self._marry.get(key)
        if answer is None:
            answer = self._marry[key] = why_no_marriage(
                self.options, SUITS[suit], SUITS[declared] if declared >= 0 else None, tricks_done, strict,
                True) is None
        return answer


@memo("schnapsen.leader_rules", entries=64)
def leader_rules(options: SchnapsenOptions) -> LeaderRules:
    """The :class:`LeaderRules` of ``options`` (one per match's options, shared by every deal of it)."""
    return LeaderRules(options)


# -- the perfect-information model ----------------------------------------------------------------------------

DEFAULT_OPTIONS = SchnapsenOptions()


class Deal:
    """One Schnapsen hand with every card known: the state the searches play on (the rules are :mod:`.rules`').

    ``talon[0]`` is the next card drawn; ``talon[-1]`` is the turned-up trump while it lies there.
    A move is ``(PLAY, card)``, ``(MARRY, suit)``, ``(EXCHANGE, 0)`` or ``(CLOSE, 0)``.
    It speaks the engine's action ids too (:meth:`legal_ids`, :meth:`apply`), so the game-agnostic search can run on it.
    """

    __slots__ = ("hands", "talon", "trump", "closed_by", "frozen", "leader", "led", "card_points", "marriage_pts",
                 "tricks", "declared", "winner", "game_points", "_options", "record_events", "rules")

    def __init__(self, hands: list[int], talon: list[int], trump: int, leader: int,
                 options: SchnapsenOptions = DEFAULT_OPTIONS) -> None:
        self.hands = hands
        self.talon = talon
        self.trump = trump
        self.closed_by = -1
        self.frozen = (0, 0)          # the closer's opponent's (points, tricks) when the talon was closed
        self.leader = leader
        self.led = -1
        self.card_points = [0, 0]
        self.marriage_pts = [0, 0]
        self.tricks = [0, 0]
        self.declared = -1
        self.winner = -1
        self.game_points = 0
        self.options = options
        self.record_events = False

    @property
    def options(self) -> SchnapsenOptions:
        """The match's options; setting them sets the leader's rules of them (:attr:`rules`)."""
        return self._options

    @options.setter
    def options(self, options: SchnapsenOptions) -> None:
        self._options = options
        self.rules = leader_rules(options)

    @classmethod
    def of(cls, game: SchnapsenGame, hands: Optional[list[list[str]]] = None,
           stock: Optional[list[str]] = None) -> "Deal":
        """The hand being played in ``game`` (a lead or a follow), with ``hands`` and ``stock`` in place of the
        game's own if given (a deal of :meth:`.determinize.Knowledge.deal`)."""
        if hands is None:
            hands = game.hands
        if stock is None:
            stock = game.stock
        masks = [mask_of(hands[0]), mask_of(hands[1])]
        talon = [INDEX[c] for c in reversed(stock)]
        if game.trump_card is not None:
            talon.append(INDEX[game.trump_card])
        d = cls(masks, talon, SUIT_INDEX[game.trump], game.leader, game.options)
        if game.closed_by is not None:
            d.closed_by = game.closed_by
            d.frozen = game.frozen_at_closing()  # type: ignore[assignment]  # closed_by is set: the closing froze them
        d.led = INDEX[game.trick[0][1]] if game.trick else -1
        d.card_points = list(game.card_points)
        d.marriage_pts = list(game.marriage_pts)
        d.tricks = list(game.tricks_won)
        d.declared = SUIT_INDEX[game.declared] if game.declared is not None else -1
        return d

    def clone(self) -> "Deal":
        d = Deal.__new__(Deal)
        d.hands = self.hands[:]
        d.talon = self.talon[:]
        d.trump = self.trump
        d.closed_by = self.closed_by
        d.frozen = self.frozen
        d.leader = self.leader
        d.led = self.led
        d.card_points = self.card_points[:]
        d.marriage_pts = self.marriage_pts[:]
        d.tricks = self.tricks[:]
        d.declared = self.declared
        d.winner = self.winner
        d.game_points = self.game_points
        d._options = self._options
        d.record_events = False
        d.rules = self.rules
        return d

    # -- state ------------------------------------------------------------------------------------------------

    @property
    def strict(self) -> bool:
        """Phase 2: the talon is closed or exhausted (readings.md §3.1)."""
        return self.closed_by >= 0 or not self.talon

    @property
    def over(self) -> bool:
        return self.winner >= 0

    def score(self, seat: int) -> int:
        return hand_score(self.card_points[seat], self.marriage_pts[seat], self.tricks[seat])

    def to_move(self) -> Optional[int]:
        if self.winner >= 0:
            return None
        return self.leader if self.led < 0 else 1 - self.leader

    def outcome(self) -> Optional[list[float]]:
        if self.winner < 0:
            return None
        return [1.0 if s == self.winner else 0.0 for s in (0, 1)]

    # -- legal moves (each by its rule in .rules) -------------------------------------------------------------

    # Exchanging and closing are asked of their rules only while the talon is open (not closed, not used up):
    # after that :func:`.rules.why_no_exchange` and :func:`.rules.why_no_closing` refuse whatever else holds
    # (``tests/ai/test_schnapsen_model.py`` checks it), and the solver, which plays only that phase, would ask
    # them at every node.

    def can_exchange(self) -> bool:
        """The leader holds the trump jack and may exchange it (:func:`.rules.why_no_exchange`)."""
        return (self.led < 0 and self.closed_by < 0 and bool(self.talon)
                and bool(self.hands[self.leader] >> JACKS[self.trump] & 1)
                and self.rules.may_exchange(len(self.talon), self.tricks[0] + self.tricks[1], self.trump))

    def can_close(self) -> bool:
        """The leader may close the talon (:func:`.rules.why_no_closing`)."""
        return (self.led < 0 and self.closed_by < 0 and bool(self.talon)
                and self.rules.may_close(len(self.talon), self.hands[0].bit_count(), self.hands[1].bit_count()))

    def marriage_suits(self) -> list[int]:
        """Suits whose K and Q the leader holds and may declare now (:func:`.rules.why_no_marriage`)."""
        if self.led >= 0:
            return []
        hand = self.hands[self.leader]
        held = [s for s in range(4) if hand & PAIRS[s] == PAIRS[s]]
        if not held:
            return []
        tricks_done = self.tricks[0] + self.tricks[1]
        strict = self.closed_by >= 0 or not self.talon
        may_marry = self.rules.may_marry
        return [s for s in held if may_marry(s, self.declared, tricks_done, strict)]

    def playable(self) -> int:
        """The mask of cards the mover may play now: after a declaration the marriage's K or Q
        (:func:`.rules.why_not_lead`), when following in phase 2 :func:`.rules.strict_replies`."""
        if self.led < 0:
            hand = self.hands[self.leader]
            if self.declared >= 0:
                return hand & PAIRS[self.declared]
            return hand
        hand = self.hands[1 - self.leader]
        strict = self.closed_by >= 0 or not self.talon  # (:attr:`strict`, without the property's call)
        return strict_reply_mask(hand, self.led, self.trump) if strict else hand

    def moves(self) -> list[tuple[int, int]]:
        """The mover's moves in the engine's order: the exchange, closing, the marriages, then the cards in display
        order (the order the searches' random choices and ties depend on)."""
        if self.winner >= 0:
            return []
        if self.led >= 0:
            return plays_of(self.playable())
        out: list[tuple[int, int]] = []
        if self.closed_by < 0 and self.talon:
            if self.can_exchange():
                out.append(EXCHANGE_MOVE)
            if self.can_close():
                out.append(CLOSE_MOVE)
        hand = self.hands[self.leader]
        # after a declaration no second one (ONE_MARRIAGE): its king or queen is led; without a pair held, none
        if self.declared < 0 and (hand & PAIRS[0] == PAIRS[0] or hand & PAIRS[1] == PAIRS[1]
                                  or hand & PAIRS[2] == PAIRS[2] or hand & PAIRS[3] == PAIRS[3]):
            out.extend((MARRY, s) for s in self.marriage_suits())
        out.extend(plays_of(self.playable()))
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
        """The second card: the trick is decided (:func:`.cards.beats`, as :data:`BEATERS`), scored, and the hand
        goes on or ends."""
        follower = 1 - self.leader
        self.hands[follower] &= ~(1 << card)
        led = self.led
        winner = follower if BEATERS[self.trump][led] >> card & 1 else self.leader
        points = self.card_points
        points[winner] += VALUE[led] + VALUE[card]
        self.tricks[winner] += 1
        self.led = -1
        self.leader = winner
        if has_66(hand_score(points[winner], self.marriage_pts[winner], self.tricks[winner])):
            self.finish(winner, went_out=True)
        elif self.closed_by < 0 and self.talon:  # not strict: the talon open
            # winner draws first, then the loser (readings.md §3.1 "Phase 1")
            self.hands[winner] |= 1 << self.talon.pop(0)
            self.hands[1 - winner] |= 1 << self.talon.pop(0)
        elif not self.hands[0] and not self.hands[1]:
            self.finish(winner, went_out=False)

    def marry(self, suit: int) -> None:
        seat = self.leader
        self.declared = suit
        self.marriage_pts[seat] += marriage_points(SUITS[suit], SUITS[self.trump])
        if has_66(self.score(seat)):  # going out right after a declaration (readings.md §3.3 D7)
            self.finish(seat, went_out=True)

    def exchange(self) -> None:
        jack = JACKS[self.trump]
        seat = self.leader
        self.hands[seat] = (self.hands[seat] & ~(1 << jack)) | (1 << self.talon[-1])
        self.talon[-1] = jack

    def close(self) -> None:
        """Closing freezes the opponent's points and tricks for the valuation (readings.md §3.3 D9)."""
        opponent = 1 - self.leader
        self.closed_by = self.leader
        self.frozen = (self.score(opponent), self.tricks[opponent])

    def finish(self, winner: int, went_out: bool) -> None:
        """Who wins the hand and how many game points (:func:`.rules.hand_outcome`)."""
        cp, mp, t = self.card_points, self.marriage_pts, self.tricks
        self.winner, self.game_points, _ = hand_outcome(
            winner, went_out, (hand_score(cp[0], mp[0], t[0]), hand_score(cp[1], mp[1], t[1])), t,
            self.closed_by if self.closed_by >= 0 else None, self.frozen, self.options.last_trick_value)

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
