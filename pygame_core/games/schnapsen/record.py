"""What one seat's observation tells about the current Schnapsen hand: the public record the computer players think
with.

:func:`record_from_observation` reads the observation with the game's one determinizer
(:func:`.determinize.read_observation`, a :class:`~.determinize.Knowledge`) and digests it into a :class:`Record`:
which cards are gone, both seats' points (a person at the table can count them too), what the opponent must still
hold, and the closing snapshot, as bit masks of :mod:`.model`. :meth:`Record.world` deals a :class:`~.model.Deal`
consistent with it for a search, and :func:`infer_from_play` adds what the opponent's plays tell (the hard player's
reading).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from ...core.rng import Rng
from .cards import sort_hand
from .determinize import Knowledge, read_observation
from .model import ALL_CARDS, BEATERS, HIGHER, INDEX, PAIRS, SUIT_BITS, SUIT_INDEX, Deal, mask_of, suit_of
from .rules import (
    SchnapsenOptions,
    why_no_marriage,
)

# -- what the observation tells: the public record -------------------------------------------------------------------


@dataclass
class Record:
    """Everything a seat knows about the current hand (its :class:`~.determinize.Knowledge`), as masks."""

    knowledge: Knowledge     # the reading of the observation the record digests; it deals the sampled worlds
    seat: int
    trump: int
    trump_card: int          # the trump card under the talon (face up, or face down after closing), else -1
    hand: int
    opp_known: int           # opponent cards the seat has seen and that are still in his hand
    opp_count: int
    talon: int               # cards in the talon, the turn-up included
    closed_by: int
    leader: int
    led: int                 # the card led to the current trick, else -1
    points: list[int]        # both seats' points (counted marriages included; a person can count them too)
    pending: list[int]       # declared marriage points not yet counted (no trick yet)
    tricks: list[int]
    gone: int                # every card played this hand (the table included)
    snap_points: int         # the non-closer's points and tricks when the talon was closed
    snap_tricks: int
    declared: int            # a marriage the seat has declared at this lead (must lead its K or Q), else -1
    to_go: list[int]
    options: SchnapsenOptions
    unseen: int              # cards the seat has not seen: in the opponent's hand (unknown part) or in the talon
    #: Unseen cards the opponent cannot hold, read from its plays (:func:`infer_from_play`; the hard player only).
    forbidden: int = 0
    #: Unseen cards the opponent probably does not hold (a marriage it did not declare; the hard player only).
    unlikely: int = 0

    @property
    def opp(self) -> int:
        return 1 - self.seat

    @property
    def strict(self) -> bool:
        return self.closed_by >= 0 or self.talon == 0

    @property
    def hidden(self) -> int:
        """How many opponent cards are unknown to the seat."""
        return self.knowledge.missing

    @property
    def outside(self) -> int:
        """Cards not in the seat's hand and not played: where the opponent's cards can be."""
        return ALL_CARDS & ~(self.hand | self.gone)

    def world(self, rng: Rng) -> Deal:
        """A hand consistent with the record, dealt by the determinizer (:meth:`~.determinize.Knowledge.deal`);
        with inferences (:attr:`forbidden`, :attr:`unlikely`), by :func:`inferred_deal`."""
        if self.forbidden or self.unlikely:
            dealt = inferred_deal(self.knowledge, self.forbidden, self.unlikely, rng)
            if dealt is not None:
                return Deal.of(self.knowledge.known, *dealt)
        hands, stock = self.knowledge.deal(rng)
        return Deal.of(self.knowledge.known, hands, stock)


#: How often a sampled deal that gives the opponent an :attr:`Record.unlikely` card is dealt again.
UNLIKELY_REDEAL = 0.8


def inferred_deal(knowledge: Knowledge, forbidden: int, unlikely: int,
                  rng: Rng) -> Optional[tuple[list[list[str]], list[str]]]:
    """A deal of the unseen cards where the opponent holds none of ``forbidden`` (they lie in the talon), and an
    ``unlikely`` card only after up to three re-deals; uniform among the deals that keep the hard constraint.
    ``None`` if no deal keeps it (then the plain determinizer deals)."""
    allowed = [c for c in knowledge.unseen if not forbidden >> INDEX[c] & 1]
    barred = [c for c in knowledge.unseen if forbidden >> INDEX[c] & 1]
    if len(allowed) < knowledge.missing:
        return None
    for attempt in range(4):
        rng.shuffle(allowed)
        taken = allowed[:knowledge.missing]
        if attempt < 3 and unlikely and mask_of(taken) & unlikely and rng.random() < UNLIKELY_REDEAL:
            continue
        break
    rest = allowed[knowledge.missing:] + barred
    rng.shuffle(rest)
    opponent = knowledge.opponent
    hands = [list(knowledge.known.hands[0]), list(knowledge.known.hands[1])]
    hands[opponent] = sort_hand(hands[opponent] + taken)
    return hands, rest


def strict_trick(trick: int, closing: Optional[Mapping[str, Any]]) -> bool:
    """Whether trick number ``trick`` (from 1) was played with the talon closed or used up: after the closing,
    or after the fifth trick (the ten talon cards are drawn two per trick; readings.md §3.1)."""
    return trick > 5 or (closing is not None and trick > int(closing["after_tricks"]))


def infer_from_play(observation: Mapping[str, Any], r: Record) -> tuple[int, int]:
    """What the opponent's plays tell about its hand (a strong player's reading, as humans do it):

    - **forbidden**: in a trick under strict rules (:func:`.rules.strict_replies`: follow suit and head, else
      trump) the opponent, following, played a lower card of the suit: it holds no higher one; another suit: it
      holds none of the led suit, and, if that was no trump either, no trump. Its hand only shrinks in that
      phase, so this still holds now.
    - **unlikely**: the opponent led a king or queen without declaring the marriage when it could have: it did
      not hold the partner then (a player declares a marriage it holds); true now unless it has drawn it since.
    """
    opp = r.opp
    closing = observation.get("closing")
    tricks: dict[int, list[tuple[int, str]]] = {}
    for p in observation["played"]:
        tricks.setdefault(int(p["trick"]), []).append((int(p["seat"]), p["card"]))
    declared = {(int(m["seat"]), int(m["trick"])) for m in observation["marriages"]}
    trump = r.trump
    forbidden = unlikely = 0
    for n, cards in tricks.items():
        (leader, led), *rest = cards
        strict = strict_trick(n, closing)
        if rest and rest[0][0] == opp and leader != opp and strict:
            lead, reply = INDEX[led], INDEX[rest[0][1]]
            if suit_of(reply) == suit_of(lead):
                if not BEATERS[trump][lead] >> reply & 1:
                    forbidden |= HIGHER[lead]
            else:
                forbidden |= SUIT_BITS[suit_of(lead)]
                if suit_of(reply) != trump:
                    forbidden |= SUIT_BITS[trump]
        if leader == opp and (opp, n) not in declared and led[0] in "KQ":
            suit = SUIT_INDEX[led[1]]
            partner = PAIRS[suit] & ~(1 << INDEX[led])
            allowed = why_no_marriage(r.options, led[1], None, n - 1, strict, True) is None
            if allowed:
                unlikely |= partner
    return forbidden & r.unseen, unlikely & r.unseen


def record_of(knowledge: Knowledge) -> Record:
    """The public record of the hand that ``knowledge`` (one seat's reading of its observation) shows."""
    g = knowledge.known
    seat = knowledge.seat
    opp = 1 - seat
    frozen = g.frozen_at_closing() or (0, 0)
    return Record(
        knowledge=knowledge, seat=seat, trump=SUIT_INDEX[g.trump],
        trump_card=INDEX[g.trump_card] if g.trump_card is not None else -1,
        hand=mask_of(g.hands[seat]), opp_known=mask_of(g.hands[opp]), opp_count=len(g.hands[opp]) + knowledge.missing,
        talon=knowledge.talon, closed_by=g.closed_by if g.closed_by is not None else -1, leader=g.leader,
        led=INDEX[g.trick[0][1]] if g.trick else -1,
        points=[g.score(0), g.score(1)], pending=[0 if g.tricks_won[s] else g.marriage_pts[s] for s in (0, 1)],
        tricks=list(g.tricks_won), gone=mask_of(card for _, card, _ in g.played), snap_points=frozen[0],
        snap_tricks=frozen[1], declared=SUIT_INDEX[g.declared] if g.declared is not None else -1,
        to_go=list(g.to_go), options=g.options, unseen=mask_of(knowledge.unseen))


def record_from_observation(observation: Mapping[str, Any]) -> Record:
    """The public record of the hand from one seat's observation."""
    return record_of(read_observation(observation))
