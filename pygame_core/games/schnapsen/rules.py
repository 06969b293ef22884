"""The rules of two-player Schnapsen as a state machine: one :class:`SchnapsenGame` is one Bummerl.

Authority: the StarGames text (``shared/rules/sources/schnapsen-stargames.nl.txt``) read as in
``shared/rules/readings.md`` §3 (standard Austrian rules where StarGames is silent or lossy; the
recommended configuration of §3.4). The sections below follow the rulebook:

- the deal: 3 cards each, the trump turned up, 2 cards each (non-dealer first); the talon lies on
  the turned-up trump, which is drawn last; the non-dealer leads; the dealer alternates (§3.1, D2, D11);
- a trick: in phase 1 any card may be played; in phase 2 (talon closed or used up) strict rules,
  "Farbzwang vor Stichzwang" (§3.1, D5); the winner draws first, then the loser;
- at the lead: exchange the trump jack, close the talon (Zudrehen), declare a marriage, then lead
  (§3.4: in any order, each at most once per lead);
- going out at 66 (automatic by default, D7), the last trick (D1), closing success and failure (D9),
  game points by the loser's points and tricks (D10), the Bummerl countdown with Schneider and
  Rückschneider (D11-D13).

Cards are ids (``"QH"``); see :mod:`.cards`. Performance matters (a searching player clones and
simulates thousands of hands): :meth:`SchnapsenGame.clone` copies by hand, the hot paths build no event
parameters when ``record_events`` is off, and legal actions come from tables of prebuilt :class:`Action`
objects (with English labels; the view relabels them in the reader's language).

With ``manual_claim`` a player who has 66 after winning the very last trick goes out without claiming
(there is no later moment to claim in; a claim could only confirm it).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Mapping, Optional

from ...core import i18n
from ...core.errors import MalformedInput
from ...core.game import Action, Game
from ...core.options import option
from .cards import DECK, DECK_SET, POINTS, STRENGTH, SUITS, beats, sort_hand
from .messages import PREFIX, t

MARRIAGE_POINTS = 20          # a plain marriage (K+Q of a suit)
TRUMP_MARRIAGE_POINTS = 40    # the marriage in trumps
WINNING_POINTS = 66
HAND_SIZE = 5


class Phase(str, Enum):
    """Where a hand stands: someone leads, someone follows, the hand is over, the Bummerl is over."""

    LEAD = "lead"
    FOLLOW = "follow"
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"


class HandEnd(str, Enum):
    """How a hand ended: the key of its score-sheet text (``schnapsen.reason.<value>``)."""

    REACHED_66 = "reached_66"                  # a player went out at 66 (talon not closed)
    CLOSER_REACHED_66 = "closer_reached_66"    # the closer went out
    CLOSER_FAILED = "closer_failed"            # the closer did not reach 66 by the last trick
    OPPONENT_REACHED_66 = "opponent_reached_66"  # the closer's opponent reached 66 first
    LAST_TRICK = "last_trick"                  # talon used up, nobody reached 66: the last trick wins
    FALSE_CLAIM = "false_claim"                # manual_claim only: a player claimed 66 without having it


@dataclass(frozen=True)
class SchnapsenOptions:
    """Variants of readings.md §3.3/§3.4 and §5; the defaults are the recommended configuration."""

    manual_claim: bool = option(
        False, "Players claim 66 themselves (pagat): a false claim gives the opponent 2 game points, or 3 if "
        "the opponent had no trick yet. Off: the hand ends by itself when a player reaches 66 (StarGames).")
    min_talon_to_close: int = option(
        2, "Cards the talon must hold (the turned-up trump included) to close it (sharp rules: 4)", choices=(2, 4))
    exchange_min_talon: int = option(
        2, "Cards the talon must hold to exchange the jack of trumps (sharp rules: 4)", choices=(2, 4))
    exchange_first_lead: bool = option(
        True, "The jack of trumps may be exchanged before the first trick (sharp rules: no)")
    marriage_first_lead: bool = option(
        True, "A marriage may be declared on the first lead of a hand (sharp rules: no)")
    marriage_after_close: bool = option(
        True, "Marriages may still be declared once the talon is closed or used up (Schnapsen: yes)")
    last_trick_value: str = option(
        "fixed1", "What the last trick is worth when the talon ran out and nobody reached 66: 1 game point "
        "(fixed1), or 1-3 by the loser's points and tricks (by_loser_points)", choices=("fixed1", "by_loser_points"))
    bummerl_target: int = option(
        7, "Game points to count down from: the first player at 0 wins the Bummerl", minimum=1, maximum=21)
    rueckschneider: bool = option(
        True, "Record a Rückschneider (4 Bummerl) when the winner was still at the start while the loser "
        "needed only 1 more game point (display only)")


def marriage_points(suit: str, trump: str) -> int:
    """20 for a plain marriage, 40 in trumps (readings.md §3.1 "Marriages")."""
    return TRUMP_MARRIAGE_POINTS if suit == trump else MARRIAGE_POINTS


# -- prebuilt actions (the English labels; the view relabels them in the reader's language) ---------

def _play_action(card: str) -> Action:
    return Action("play:" + card, t("action.play", card=card), "play", (card,))


PLAY: dict[str, Action] = {c: _play_action(c) for c in DECK}
#: Exchange actions by the card it takes (the turned-up trump), touching the jack and that card.
EXCHANGE: dict[str, Action] = {
    c: Action("exchange", t("action.exchange", card=c), "exchange", ("J" + c[1], c)) for c in DECK}
CLOSE = Action("close", t("action.close"), "close")
CLAIM = Action("claim", t("action.claim"), "claim")
NEXT_HAND = Action("next_hand", t("action.next_hand"), "next_hand")
#: Marriage actions by (suit, trump suit): the points in the label depend on the trump.
MARRY: dict[tuple[str, str], Action] = {
    (s, tr): Action("marry:" + s, t("action.marry", suit=s, points=marriage_points(s, tr)), "marry",
                    ("K" + s, "Q" + s))
    for s in SUITS for tr in SUITS}

Refusal = tuple[str, dict[str, Any]]   # (message key without prefix, parameters)


# -- the rules as small functions -----------------------------------------------------------------

def game_points_by_loser(loser_points: int, loser_tricks: int) -> int:
    """The value of a hand by the loser's points and tricks (readings.md §3.3 D10).

    3 if the loser took no trick (StarGames: "0 punten"), 2 if the loser has fewer than 33 points
    (Schneider), else 1. Counted by tricks, not by points: a marriage only counts with a trick.
    """
    if loser_tricks == 0:
        return 3
    if loser_points < 33:
        return 2
    return 1


def closing_failure_points(opponent_tricks_at_close: int) -> int:
    """What the closer's opponent gets when the closer fails: 2, or 3 if the opponent had no trick
    when the talon was closed (readings.md §3.3 D9; StarGames "minstens 2")."""
    return 3 if opponent_tricks_at_close == 0 else 2


def false_claim_points(opponent_tricks: int) -> int:
    """A wrong claim of 66 (manual_claim): the opponent gets 2, or 3 if the claim came before the
    opponent had taken a trick (readings.md §3.1 "Going out")."""
    return 3 if opponent_tricks == 0 else 2


def strict_replies(hand: list[str], led: str, trump: str) -> list[str]:
    """The cards a follower may play under strict rules (readings.md §3.1 "Phase 2", §3.3 D5).

    Follow suit and take the trick if you can, else play a lower card of the suit; if void, you must
    trump; with neither, play anything. Following suit comes before trumping (Farbzwang vor Stichzwang).
    """
    suit = led[1]
    same = [c for c in hand if c[1] == suit]
    if same:
        strength = STRENGTH[led]
        higher = [c for c in same if STRENGTH[c] > strength]
        return higher or same
    if suit != trump:
        trumps = [c for c in hand if c[1] == trump]
        if trumps:
            return trumps
    return list(hand)


def strict_refusal(hand: list[str], led: str, trump: str, card: str) -> Optional[Refusal]:
    """Why ``card`` may not be played to ``led`` under strict rules (which part of
    :func:`strict_replies` it breaks), or ``None`` if it may."""
    if card in strict_replies(hand, led, trump):
        return None
    suit = led[1]
    if card[1] == suit:
        return "why.take_trick", {"suit": suit}          # a lower card of the suit while holding a higher one
    if any(c[1] == suit for c in hand):
        return "why.follow_suit", {"suit": suit}
    return "why.must_trump", {"suit": suit}


def validate_deal(deal: Mapping[str, Any]) -> tuple[list[str], Optional[int]]:
    """An explicit first deal: ``{"deck": [20 card ids, top first], "dealer": 0|1}`` (dealer optional)."""
    unknown = set(deal) - {"deck", "dealer"}
    if unknown:
        raise MalformedInput(f"unknown deal field(s): {', '.join(sorted(map(str, unknown)))}", sorted(map(str, unknown)))
    deck = deal.get("deck")
    if not isinstance(deck, list) or len(deck) != len(DECK):
        raise MalformedInput("deal.deck must be a list of the 20 card ids", deck)
    for card in deck:
        if not isinstance(card, str) or card not in DECK_SET:
            raise MalformedInput(f"deal.deck holds {card!r}, which is not a Schnapsen card", card)
    if len(set(deck)) != len(deck):
        raise MalformedInput("deal.deck names a card twice", deck)
    dealer = deal.get("dealer")
    if dealer is not None and (isinstance(dealer, bool) or dealer not in (0, 1)):
        raise MalformedInput("deal.dealer must be 0 or 1", dealer)
    return list(deck), dealer


class SchnapsenGame(Game):
    """One Bummerl of two-player Schnapsen. Seats 0 and 1."""

    name = "schnapsen"
    version = 1
    Options = SchnapsenOptions

    # state (see _new_hand for the per-hand fields)
    options: SchnapsenOptions
    to_go: list[int]                   # the Bummerl countdown per seat
    hand_no: int
    dealer: int
    phase: Phase
    leader: int
    trump: str                         # the trump suit
    trump_card: Optional[str]          # the card under the talon (face up; face down once closed); None once drawn
    stock: list[str]                   # the face-down talon, top card LAST (drawn with pop())
    hands: list[list[str]]             # per seat, kept in display order
    shown: list[set[str]]              # per seat: cards in its hand the other seat has seen
    trick: list[tuple[int, str]]       # the cards on the table of the trick being played
    last_trick: Optional[tuple[tuple[tuple[int, str], ...], int]]
    tricks_won: list[int]
    card_points: list[int]
    marriage_pts: list[int]            # declared marriage points per seat (they count once the seat has a trick)
    marriages: list[tuple[int, str, int, int]]   # (seat, suit, points, trick number of the lead)
    declared: Optional[str]            # the suit declared at this lead: the lead must be its K or Q
    closed_by: Optional[int]
    closing: Optional[tuple[int, int, int]]      # (tricks done, opponent's points, opponent's tricks) at closing
    played: list[tuple[int, str, int]]           # (seat, card, trick number) this hand
    sheet: list[dict[str, Any]]                  # finished hands
    result: Optional[dict[str, Any]]             # the Bummerl result once over

    # -- setup ------------------------------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        return 2

    def _setup(self) -> None:
        self.to_go = [self.options.bummerl_target] * 2
        self.sheet = []
        self.result = None
        self.hand_no = 0
        if self.deal is not None:
            deck, dealer = validate_deal(self.deal)
        else:
            deck, dealer = None, None
        if dealer is None:
            dealer = self.rng.below(2)       # the first dealer is random (readings.md §3.3 D11)
        self._deal_hand(dealer, deck)

    def _shuffled_deck(self) -> list[str]:
        deck = list(DECK)
        self.rng.shuffle(deck)
        return deck

    def _deal_hand(self, dealer: int, deck: Optional[list[str]] = None) -> None:
        """Deal 3 each, turn up the trump, deal 2 each, non-dealer first (readings.md §3.1 "Deal", D2).

        ``deck`` is in dealing order, top card first; the ten cards left over form the talon on top
        of the turned-up trump, in that order.
        """
        if deck is None:
            deck = self._shuffled_deck()
        forehand = 1 - dealer
        self.hand_no += 1
        self.log_mark = len(self.events)  # the view's log shows this hand; the score sheet keeps the rest
        self.dealer = dealer
        self.leader = forehand                # the non-dealer leads the first trick
        self.phase = Phase.LEAD
        hands: list[list[str]] = [[], []]
        hands[forehand] = sort_hand(deck[0:3] + deck[7:9])
        hands[dealer] = sort_hand(deck[3:6] + deck[9:11])
        self.hands = hands
        self.trump_card = deck[6]
        self.trump = deck[6][1]
        self.stock = deck[11:][::-1]
        self.shown = [set(), set()]
        self.trick = []
        self.last_trick = None
        self.tricks_won = [0, 0]
        self.card_points = [0, 0]
        self.marriage_pts = [0, 0]
        self.marriages = []
        self.declared = None
        self.closed_by = None
        self.closing = None
        self.played = []
        if self.record_events:
            self.emit("hand_dealt", PREFIX + "ev.deal", hand_no=self.hand_no, dealer=dealer,
                      trump=self.trump, trump_card=self.trump_card)
            for seat in (forehand, dealer):
                self.emit("hand_cards", PREFIX + "ev.your_cards", visible_to=[seat], seat=seat,
                          cards=list(hands[seat]))

    # -- derived state ----------------------------------------------------------------------------

    def talon_size(self) -> int:
        """Cards in the talon: the face-down ones plus the trump card under them while it is there."""
        return len(self.stock) + (self.trump_card is not None)

    @property
    def closed(self) -> bool:
        return self.closed_by is not None

    @property
    def exhausted(self) -> bool:
        """The talon is used up (every card drawn)."""
        return self.trump_card is None and not self.stock

    @property
    def strict(self) -> bool:
        """Phase 2: the talon is closed or used up, so strict rules apply (readings.md §3.1)."""
        return self.closed_by is not None or (self.trump_card is None and not self.stock)

    def tricks_done(self) -> int:
        return self.tricks_won[0] + self.tricks_won[1]

    def score(self, seat: int) -> int:
        """A seat's points this hand: its card points, plus its marriages once it has won a trick."""
        if self.tricks_won[seat]:
            return self.card_points[seat] + self.marriage_pts[seat]
        return self.card_points[seat]

    # -- the protocol -----------------------------------------------------------------------------

    def to_move(self) -> Optional[int]:
        phase = self.phase
        if phase is Phase.LEAD:
            return self.leader
        if phase is Phase.FOLLOW:
            return 1 - self.leader
        if phase is Phase.HAND_OVER:
            return 1 - self.dealer              # the next dealer confirms "play on"
        return None

    def outcome(self) -> Optional[list[float]]:
        if self.result is None:
            return None
        out = [0.0, 0.0]
        out[self.result["winner"]] = 1.0
        return out

    def legal_actions(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase is Phase.FOLLOW:
            if seat != 1 - self.leader:
                return []
            hand = self.hands[seat]
            if self.strict:
                return [PLAY[c] for c in strict_replies(hand, self.trick[0][1], self.trump)]
            return [PLAY[c] for c in hand]
        if phase is Phase.LEAD:
            if seat != self.leader:
                return []
            return self._lead_actions(seat)
        if phase is Phase.HAND_OVER and seat == 1 - self.dealer:
            return [NEXT_HAND]
        return []

    def _lead_actions(self, seat: int) -> list[Action]:
        """The leader's choices: exchange, close, marriages, claim (each checked by its rule function
        below, after a cheap test that skips the common case), then the lead cards."""
        actions: list[Action] = []
        hand = self.hands[seat]
        open_talon = self.trump_card is not None and self.closed_by is None
        if open_talon and "J" + self.trump in hand and self.exchange_refusal(seat) is None:
            actions.append(EXCHANGE[self.trump_card])  # type: ignore[index]
        if open_talon and self.close_refusal(seat) is None:
            actions.append(CLOSE)
        declared = self.declared
        if declared is None:
            for card in hand:
                if card[0] == "K" and "Q" + card[1] in hand and self.marriage_refusal(seat, card[1]) is None:
                    actions.append(MARRY[card[1], self.trump])
        if self.options.manual_claim and self.claim_refusal(seat) is None:
            actions.append(CLAIM)
        if declared is not None:
            actions.append(PLAY["K" + declared])
            actions.append(PLAY["Q" + declared])
        else:
            actions.extend([PLAY[c] for c in hand])
        return actions

    # -- why not: one function per rule, shared by legal_actions, reason_illegal and the view ---------

    def exchange_refusal(self, seat: int) -> Optional[Refusal]:
        """The trump jack exchange (readings.md §3.3 D8): the leader, before leading, while the talon
        is open and not closed and holds at least ``exchange_min_talon`` cards."""
        if self.phase is not Phase.LEAD or seat != self.leader:
            return "why.not_at_lead", {}
        if self.trump_card is None:
            return "why.exchange_exhausted", {}
        if self.closed_by is not None:
            return "why.exchange_closed", {}
        if self.talon_size() < self.options.exchange_min_talon:
            return "why.exchange_talon_small", {"n": self.options.exchange_min_talon}
        if not self.options.exchange_first_lead and self.tricks_won[0] + self.tricks_won[1] == 0:
            return "why.exchange_first_lead", {}
        if "J" + self.trump not in self.hands[seat]:
            return "why.no_trump_jack", {"trump": self.trump}
        return None

    def close_refusal(self, seat: int) -> Optional[Refusal]:
        """Closing (Zudrehen, readings.md §3.3 D9): the leader, before leading, with both hands at
        5 cards and the talon holding at least ``min_talon_to_close`` cards."""
        if self.phase is not Phase.LEAD or seat != self.leader:
            return "why.not_at_lead", {}
        if self.closed_by is not None:
            return "why.already_closed", {}
        if self.trump_card is None:
            return "why.close_exhausted", {}
        if self.talon_size() < self.options.min_talon_to_close:
            return "why.close_talon_small", {"n": self.options.min_talon_to_close}
        if len(self.hands[0]) != HAND_SIZE or len(self.hands[1]) != HAND_SIZE:
            return "why.close_hands", {}
        return None

    def marriage_refusal(self, seat: int, suit: str) -> Optional[Refusal]:
        """Marriages (readings.md §3.3 D6): only the leader, at the start of a trick, one per lead,
        holding the king and queen of the suit; on the first lead and after closing by option."""
        if self.phase is not Phase.LEAD or seat != self.leader:
            return "why.not_at_lead", {}
        if self.declared is not None:
            return "why.one_marriage", {}
        if not self.options.marriage_first_lead and self.tricks_won[0] + self.tricks_won[1] == 0:
            return "why.marriage_first_lead", {}
        if not self.options.marriage_after_close and self.strict:
            return "why.marriage_after_close", {}
        hand = self.hands[seat]
        if "K" + suit not in hand or "Q" + suit not in hand:
            return "why.no_marriage", {"suit": suit}
        return None

    def claim_refusal(self, seat: int) -> Optional[Refusal]:
        """Claiming 66 (option manual_claim; readings.md §3.3 D7): just after winning a trick (the
        leader of any trick but the first won the last one) or just after declaring a marriage."""
        if not self.options.manual_claim:
            return "why.claim_auto", {}
        if self.phase is not Phase.LEAD or seat != self.leader:
            return "why.claim_when", {}
        if self.tricks_won[0] + self.tricks_won[1] == 0 and self.declared is None:
            return "why.claim_when", {}
        return None

    def play_refusal(self, seat: int, card: str) -> Optional[Refusal]:
        """Why ``seat`` may not play ``card`` now (it is assumed to be that seat's turn)."""
        if card not in self.hands[seat]:
            return "why.not_in_hand", {"card": card}
        if self.phase is Phase.LEAD:
            if self.declared is not None and card not in ("K" + self.declared, "Q" + self.declared):
                return "why.lead_marriage", {"suit": self.declared}
            return None
        if self.phase is Phase.FOLLOW and self.strict:
            return strict_refusal(self.hands[seat], self.trick[0][1], self.trump, card)
        return None

    def refusal(self, seat: int, action_id: str) -> Optional[Refusal]:
        """Why ``action_id`` is not allowed for ``seat`` (to move) now, or ``None`` if it is."""
        kind, _, arg = action_id.partition(":")
        if self.phase is Phase.HAND_OVER and kind != "next_hand":
            return "why.hand_over", {}
        if kind == "play" and arg in DECK_SET:
            return self.play_refusal(seat, arg)
        if kind == "marry" and arg in SUITS:
            return self.marriage_refusal(seat, arg)
        if action_id == "exchange":
            return self.exchange_refusal(seat)
        if action_id == "close":
            return self.close_refusal(seat)
        if action_id == "claim":
            return self.claim_refusal(seat)
        if action_id == "next_hand":
            return None if self.phase is Phase.HAND_OVER else ("why.hand_running", {})
        return "why.unknown", {"action": action_id}

    def reason_illegal(self, seat: int, action_id: str, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        mover = self.to_move()
        if mover is None:
            return i18n.tr("core.error.game_over", lang)
        if seat != mover:
            return i18n.tr("core.error.not_your_turn", lang, seat=seat + 1, mover=mover + 1)
        why = self.refusal(seat, action_id)
        if why is None:
            return i18n.tr("core.error.not_legal", lang, action=action_id)
        return t(why[0], lang, **why[1])

    # -- carrying out actions ---------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> None:
        kind = action.kind
        if kind == "play":
            card = action.cards[0]
            if self.phase is Phase.LEAD:
                self._lead(seat, card)
            else:
                self._follow(seat, card)
        elif kind == "marry":
            self._declare_marriage(seat, action.id[6:])
        elif kind == "exchange":
            self._exchange_trump_jack(seat)
        elif kind == "close":
            self._close(seat)
        elif kind == "claim":
            self._claim(seat)
        elif kind == "next_hand":
            self._deal_hand(1 - self.dealer)   # the deal alternates (readings.md §3.1 "Deal")
        else:  # pragma: no cover - the table of actions has no other kind
            raise AssertionError(kind)

    def _remove_from_hand(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        shown = self.shown[seat]
        if card in shown:
            shown.discard(card)
        self.played.append((seat, card, self.tricks_won[0] + self.tricks_won[1] + 1))

    def _lead(self, seat: int, card: str) -> None:
        self._remove_from_hand(seat, card)
        self.trick = [(seat, card)]
        self.declared = None
        self.phase = Phase.FOLLOW
        if self.record_events:
            self.emit("card_played", PREFIX + "ev.play", seat=seat, card=card)

    def _follow(self, seat: int, card: str) -> None:
        self._remove_from_hand(seat, card)
        self.trick.append((seat, card))
        if self.record_events:
            self.emit("card_played", PREFIX + "ev.play", seat=seat, card=card)
        self._complete_trick()

    def _complete_trick(self) -> None:
        """The higher card of the suit led, or the higher trump, wins (readings.md §3.3 D3); the
        winner takes the points, then goes out at 66, or the hand ends with the last card, or both
        players draw (winner first) and the winner leads."""
        (s0, c0), (s1, c1) = self.trick
        winner = s1 if beats(c0, c1, self.trump) else s0
        points = POINTS[c0] + POINTS[c1]
        self.tricks_won[winner] += 1
        self.card_points[winner] += points
        self.last_trick = (((s0, c0), (s1, c1)), winner)
        self.trick = []
        self.leader = winner
        self.phase = Phase.LEAD
        if self.record_events:
            self.emit("trick_won", PREFIX + "ev.trick", winner=winner, cards=[c0, c1], points=points)
        if not self.options.manual_claim and self.score(winner) >= WINNING_POINTS:
            self._go_out(winner)                # auto-claim right after a trick win (D7)
            return
        if not self.hands[winner]:
            self._end_after_last_trick(winner)
            return
        if not self.strict:
            self._draw(winner)

    def _draw(self, winner: int) -> None:
        """The trick winner draws the top card of the talon, then the loser; the turned-up trump is the
        last card drawn (readings.md §3.1 "Deal", "Phase 1")."""
        loser = 1 - winner
        stock = self.stock
        first = stock.pop()
        if stock:
            second = stock.pop()
            took_trump = False
        else:
            second = self.trump_card
            self.trump_card = None
            self.shown[loser].add(second)      # everybody saw the turned-up trump go to the loser
            took_trump = True
        self.hands[winner].append(first)
        self.hands[winner].sort(key=_DISPLAY)
        self.hands[loser].append(second)   # type: ignore[arg-type]
        self.hands[loser].sort(key=_DISPLAY)
        if self.record_events:
            self.emit("cards_drawn", PREFIX + "ev.draw_public", winner=winner, loser=loser)
            self.emit("card_drawn", PREFIX + "ev.draw_private", visible_to=[winner], seat=winner, card=first)
            if took_trump:
                self.emit("trump_drawn", PREFIX + "ev.draw_trump", seat=loser, card=second)
                self.emit("talon_exhausted", PREFIX + "ev.exhausted")
            else:
                self.emit("card_drawn", PREFIX + "ev.draw_private", visible_to=[loser], seat=loser, card=second)

    def _exchange_trump_jack(self, seat: int) -> None:
        """The leader swaps the jack of trumps for the turned-up trump ("stelen", readings.md §3.3 D8)."""
        jack = "J" + self.trump
        taken = self.trump_card
        hand = self.hands[seat]
        hand.remove(jack)
        hand.append(taken)  # type: ignore[arg-type]
        hand.sort(key=_DISPLAY)
        self.shown[seat].add(taken)  # type: ignore[arg-type]
        self.trump_card = jack
        if self.record_events:
            self.emit("exchange", PREFIX + "ev.exchange", seat=seat, card=taken)

    def _declare_marriage(self, seat: int, suit: str) -> None:
        """Declare K+Q of a suit: 20, or 40 in trumps; both cards are shown, one must be led. The points
        count once the declarer has a trick (readings.md §3.3 D6); with them a player may go out (D7)."""
        points = marriage_points(suit, self.trump)
        self.declared = suit
        self.marriage_pts[seat] += points
        self.marriages.append((seat, suit, points, self.tricks_won[0] + self.tricks_won[1] + 1))
        self.shown[seat].update(("K" + suit, "Q" + suit))
        if self.record_events:
            key = "ev.marriage" if self.tricks_won[seat] else "ev.marriage_pending"
            self.emit("marriage", PREFIX + key, seat=seat, suit=suit, points=points, cards=["K" + suit, "Q" + suit])
        if (not self.options.manual_claim and self.tricks_won[seat]
                and self.score(seat) >= WINNING_POINTS):
            self._go_out(seat)                  # auto-claim right after a marriage (D7)

    def _close(self, seat: int) -> None:
        """Close the talon (Zudrehen): no more drawing, strict rules; the opponent's points and tricks
        are frozen for the valuation (readings.md §3.3 D9)."""
        opponent = 1 - seat
        self.closed_by = seat
        self.closing = (self.tricks_done(), self.score(opponent), self.tricks_won[opponent])
        if self.record_events:
            self.emit("closed", PREFIX + "ev.close", seat=seat)

    def _claim(self, seat: int) -> None:
        """A claim of 66 (option manual_claim): right, the claimer goes out; wrong, the opponent scores
        2, or 3 if the opponent had no trick yet (readings.md §3.1 "Going out")."""
        if self.record_events:
            self.emit("claim", PREFIX + "ev.claim", seat=seat)
        if self.score(seat) >= WINNING_POINTS:
            self._go_out(seat)
            return
        opponent = 1 - seat
        self._finish_hand(opponent, false_claim_points(self.tricks_won[opponent]), HandEnd.FALSE_CLAIM)

    # -- ending a hand ----------------------------------------------------------------------------

    def _go_out(self, winner: int) -> None:
        """A player has 66: valued on the loser's points and tricks (D10); after closing, on the
        opponent's points frozen at closing if the closer went out, else 2 or 3 for the non-closer (D9)."""
        closer = self.closed_by
        if closer is None:
            loser = 1 - winner
            self._finish_hand(winner, game_points_by_loser(self.score(loser), self.tricks_won[loser]),
                              HandEnd.REACHED_66)
        elif winner == closer:
            _, frozen_points, frozen_tricks = self.closing  # type: ignore[misc]
            self._finish_hand(winner, game_points_by_loser(frozen_points, frozen_tricks),
                              HandEnd.CLOSER_REACHED_66)
        else:
            self._finish_hand(winner, closing_failure_points(self.closing[2]),  # type: ignore[index]
                              HandEnd.OPPONENT_REACHED_66)

    def _end_after_last_trick(self, last_winner: int) -> None:
        """All cards are played and nobody went out during the hand. A closer who has not gone out has
        failed (D9: he cannot go out after losing the last trick); otherwise the last trick wins (D1)."""
        if self.score(last_winner) >= WINNING_POINTS:
            # only reached with manual_claim: the last trick's winner needs no claim to go out
            self._go_out(last_winner)
            return
        closer = self.closed_by
        if closer is not None:
            opponent = 1 - closer
            self._finish_hand(opponent, closing_failure_points(self.closing[2]),  # type: ignore[index]
                              HandEnd.CLOSER_FAILED)
            return
        loser = 1 - last_winner
        if self.options.last_trick_value == "fixed1":
            value = 1
        else:
            value = game_points_by_loser(self.score(loser), self.tricks_won[loser])
        self._finish_hand(last_winner, value, HandEnd.LAST_TRICK)

    def _finish_hand(self, winner: int, game_points: int, reason: HandEnd) -> None:
        """Write the hand on the score sheet and count the Bummerl down (readings.md §3.3 D11)."""
        loser = 1 - winner
        self.to_go[winner] = max(0, self.to_go[winner] - game_points)
        closing = self.closing
        if reason is HandEnd.CLOSER_REACHED_66:
            loser_points, loser_tricks = closing[1], closing[2]  # type: ignore[index]
        else:
            loser_points, loser_tricks = self.score(loser), self.tricks_won[loser]
        detail = {"winner": winner, "loser": loser, "game_points": game_points,
                  "winner_points": self.score(winner), "loser_points": loser_points,
                  "loser_tricks": loser_tricks, "closer": self.closed_by}
        entry = {"hand_no": self.hand_no, "winner": winner, "game_points": game_points,
                 "reason_key": reason.value, "detail": detail, "to_go": list(self.to_go)}
        self.sheet.append(entry)
        if self.record_events:
            self.emit("hand_over", PREFIX + "reason." + reason.value, **detail)
        if self.to_go[winner] == 0:
            self._finish_bummerl(winner)
        else:
            self.phase = Phase.HAND_OVER

    def _finish_bummerl(self, winner: int) -> None:
        """The first to count down to 0 wins the Bummerl. Its value: 1; Schneider 2 if the loser is still
        at the start (D12); Rückschneider 4 if the winner was still at the start while the loser needed
        only one more game point (D13, PROPOSED reading)."""
        self.phase = Phase.MATCH_OVER
        loser = 1 - winner
        target = self.options.bummerl_target
        schneider = self.to_go[loser] == target
        rueck = (self.options.rueckschneider and not schneider
                 and any(e["to_go"][winner] == target and e["to_go"][loser] <= 1 for e in self.sheet))
        value = 4 if rueck else 2 if schneider else 1
        self.result = {"winner": winner, "value": value, "schneider": schneider, "rueckschneider": rueck}
        if self.record_events:
            key = "ev.bummerl_rueckschneider" if rueck else "ev.bummerl_schneider" if schneider else "ev.bummerl_over"
            self.emit("bummerl_over", PREFIX + key, winner=winner, loser=loser, value=value,
                      schneider=schneider, rueckschneider=rueck)

    # -- copies and views -------------------------------------------------------------------------

    def clone(self) -> "SchnapsenGame":
        """A fast independent copy (no deepcopy): what a searching player copies thousands of times."""
        g = object.__new__(SchnapsenGame)
        d = g.__dict__
        d.update(self.__dict__)
        d["rng"] = type(self.rng)(0)
        g.rng.state = self.rng.state
        d["history"] = list(self.history)
        d["events"] = list(self.events)
        d["to_go"] = list(self.to_go)
        d["stock"] = list(self.stock)
        d["hands"] = [list(self.hands[0]), list(self.hands[1])]
        d["shown"] = [set(self.shown[0]), set(self.shown[1])]
        d["trick"] = list(self.trick)
        d["tricks_won"] = list(self.tricks_won)
        d["card_points"] = list(self.card_points)
        d["marriage_pts"] = list(self.marriage_pts)
        d["marriages"] = list(self.marriages)
        d["played"] = list(self.played)
        d["sheet"] = list(self.sheet)   # entries are never changed once written
        return g

    def view(self, seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
        from .view import build_view
        return build_view(self, seat, lang)

    def action_label(self, action: Action, lang: str) -> str:
        """An action's label in ``lang`` (the prebuilt actions carry English labels)."""
        kind = action.kind
        if kind == "play":
            return t("action.play", lang, card=action.cards[0])
        if kind == "exchange":
            return t("action.exchange", lang, card=action.cards[1])
        if kind == "marry":
            suit = action.id[6:]
            return t("action.marry", lang, suit=suit, points=marriage_points(suit, self.trump))
        return t("action." + kind, lang)


_DISPLAY = {c: i for i, c in enumerate(DECK)}.__getitem__

__all__ = ["HandEnd", "Phase", "SchnapsenGame", "SchnapsenOptions", "closing_failure_points", "false_claim_points",
           "game_points_by_loser", "marriage_points", "strict_refusal", "strict_replies", "validate_deal"]
