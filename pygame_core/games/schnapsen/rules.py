"""The rules of two-player Schnapsen: the rule functions, and :class:`SchnapsenGame` (one Bummerl) built on them.

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

Each rule is one function of plain values (card ids, counts, the options), written once: the referee below
applies them, and so does the computer player's fast search model (:class:`.model.Deal`), which imports them.
A refusal is a :class:`Reason` naming the rule (``schnapsen.why.*``).

Cards are ids (``"QH"``); see :mod:`.cards`. Performance matters (the generic search clones and simulates
thousands of hands): the hot paths build no event parameters when ``record_events`` is off, and actions are
prebuilt :class:`Action` objects.

With ``manual_claim`` a player who has 66 after winning the very last trick goes out without claiming
(there is no later moment to claim in; a claim could only confirm it).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Mapping, Optional, Sequence

from ...core import i18n
from ...core import state as copy_as
from ...core.actions import Arg, IdForm, parse_id, refusals
from ...core.deals import check_every_card_once
from ...core.errors import MalformedInput
from ...core.game import Action, Game, Reason
from ...core.options import option
from .cards import DECK, DECK_SET, DISPLAY_ORDER, POINTS, STRENGTH, SUITS, beats, sort_hand
from .messages import PREFIX, card_name, t

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


# -- why not: the refusals, one message key each ---------------------------------------------------------------

#: The reason a rule gives (message ``schnapsen.why.<rule>``; core/actions.py).
refusal = refusals(PREFIX + "why.")


NOT_AT_LEAD = refusal("not_at_lead")
HAND_IS_OVER = refusal("hand_over")
HAND_RUNNING = refusal("hand_running")
EXCHANGE_EXHAUSTED = refusal("exchange_exhausted")
EXCHANGE_CLOSED = refusal("exchange_closed")
EXCHANGE_FIRST_LEAD = refusal("exchange_first_lead")
ALREADY_CLOSED = refusal("already_closed")
CLOSE_EXHAUSTED = refusal("close_exhausted")
CLOSE_HANDS = refusal("close_hands")
ONE_MARRIAGE = refusal("one_marriage")
MARRIAGE_FIRST_LEAD = refusal("marriage_first_lead")
MARRIAGE_AFTER_CLOSE = refusal("marriage_after_close")
CLAIM_AUTO = refusal("claim_auto")
CLAIM_WHEN = refusal("claim_when")
#: The refusals with a parameter that the search model meets at every lead, made once.
NO_TRUMP_JACK = {s: refusal("no_trump_jack", trump=s) for s in SUITS}
EXCHANGE_TALON_SMALL = {n: refusal("exchange_talon_small", n=n) for n in (2, 4)}
CLOSE_TALON_SMALL = {n: refusal("close_talon_small", n=n) for n in (2, 4)}
NO_MARRIAGE = {s: refusal("no_marriage", suit=s) for s in SUITS}


# -- the rules as small functions of plain values ---------------------------------------------------------------

def marriage_points(suit: str, trump: str) -> int:
    """20 for a plain marriage, 40 in trumps (readings.md §3.1 "Marriages")."""
    return TRUMP_MARRIAGE_POINTS if suit == trump else MARRIAGE_POINTS


def marriage_cards(suit: str) -> tuple[str, str]:
    """The king and queen of a suit: the pair declared, one of which must then be led (readings.md §3.1)."""
    return "K" + suit, "Q" + suit


def hand_score(card_points: int, marriages: int, tricks: int) -> int:
    """A seat's points this hand: its card points, plus its declared marriages once it has won a trick
    (readings.md §3.3 D6: "points count only once the declarer has won a trick")."""
    return card_points + marriages if tricks else card_points


def has_66(score: int) -> bool:
    """Whether a seat may go out: 66 points or more (readings.md §3.1 "Going out", D7)."""
    return score >= WINNING_POINTS


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


def last_trick_points(last_trick_value: str, loser_points: int, loser_tricks: int) -> int:
    """The talon ran out and nobody went out: the last trick wins 1 game point (readings.md §3.3 D1), or
    with option ``by_loser_points`` as much as going out would."""
    if last_trick_value == "fixed1":
        return 1
    return game_points_by_loser(loser_points, loser_tricks)


def hand_outcome(winner: int, went_out: bool, scores: Sequence[int], tricks: Sequence[int],
                 closer: Optional[int], frozen: Optional[tuple[int, int]],
                 last_trick_value: str) -> tuple[int, int, HandEnd]:
    """Who wins a finished hand, its game points and how it ended (readings.md §3.3 D1, D9, D10).

    ``winner`` went out at 66 (``went_out``) or won the last trick; ``scores`` and ``tricks`` are both seats'
    now; ``frozen`` is the closer's opponent's (points, tricks) when the talon was closed. After a closing only
    the closer going out wins for him, valued on the frozen points; anything else, the opponent going out
    first or the closer failing by the last trick, gives the opponent 2 or 3. A closer cannot go out after
    losing the last trick.
    """
    if closer is not None:
        frozen_points, frozen_tricks = frozen  # type: ignore[misc]  # a closer means frozen is given
        if went_out and winner == closer:
            return closer, game_points_by_loser(frozen_points, frozen_tricks), HandEnd.CLOSER_REACHED_66
        end = HandEnd.OPPONENT_REACHED_66 if went_out else HandEnd.CLOSER_FAILED
        return 1 - closer, closing_failure_points(frozen_tricks), end
    loser = 1 - winner
    if went_out:
        return winner, game_points_by_loser(scores[loser], tricks[loser]), HandEnd.REACHED_66
    return winner, last_trick_points(last_trick_value, scores[loser], tricks[loser]), HandEnd.LAST_TRICK


def strict_replies(hand: Sequence[str], led: str, trump: str) -> list[str]:
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


def why_not_reply(hand: Sequence[str], led: str, trump: str, card: str) -> Optional[Reason]:
    """Why ``card`` may not be played to ``led`` under strict rules (which part of
    :func:`strict_replies` it breaks), or ``None`` if it may."""
    if card in strict_replies(hand, led, trump):
        return None
    suit = led[1]
    if card[1] == suit:
        return refusal("take_trick", suit=suit)          # a lower card of the suit while holding a higher one
    if any(c[1] == suit for c in hand):
        return refusal("follow_suit", suit=suit)
    return refusal("must_trump", suit=suit)


def why_not_lead(declared: Optional[str], card: str) -> Optional[Reason]:
    """After declaring a marriage the leader must lead its king or queen (readings.md §3.1 "Marriages")."""
    if declared is not None and card not in marriage_cards(declared):
        return refusal("lead_marriage", suit=declared)
    return None


def why_no_exchange(options: SchnapsenOptions, talon: int, closed: bool, tricks_done: int, trump: str,
                     holds_jack: bool) -> Optional[Reason]:
    """The trump jack exchange ("stelen", readings.md §3.3 D8), asked by the leader before leading: while
    the talon is neither used up nor closed and holds at least ``exchange_min_talon`` cards (the turned-up
    trump included); before the first trick only if ``exchange_first_lead``; holding the jack of trumps."""
    if talon == 0:
        return EXCHANGE_EXHAUSTED
    if closed:
        return EXCHANGE_CLOSED
    if talon < options.exchange_min_talon:
        return EXCHANGE_TALON_SMALL.get(options.exchange_min_talon) or refusal(
            "exchange_talon_small", n=options.exchange_min_talon)
    if not options.exchange_first_lead and tricks_done == 0:
        return EXCHANGE_FIRST_LEAD
    if not holds_jack:
        return NO_TRUMP_JACK[trump]
    return None


def why_no_closing(options: SchnapsenOptions, talon: int, closed: bool, hand_sizes: Sequence[int]) -> Optional[Reason]:
    """Closing (Zudrehen, readings.md §3.3 D9), asked by the leader before leading: the talon neither closed
    nor used up, holding at least ``min_talon_to_close`` cards, and both hands at 5 cards."""
    if closed:
        return ALREADY_CLOSED
    if talon == 0:
        return CLOSE_EXHAUSTED
    if talon < options.min_talon_to_close:
        return CLOSE_TALON_SMALL.get(options.min_talon_to_close) or refusal(
            "close_talon_small", n=options.min_talon_to_close)
    if any(size != HAND_SIZE for size in hand_sizes):
        return CLOSE_HANDS
    return None


def why_no_marriage(options: SchnapsenOptions, suit: str, declared: Optional[str], tricks_done: int,
                     strict: bool, holds_pair: bool) -> Optional[Reason]:
    """Marriages (readings.md §3.3 D6), declared by the leader at the start of a trick: one per lead,
    holding the king and queen of the suit; on the first lead and after closing by option."""
    if declared is not None:
        return ONE_MARRIAGE
    if not options.marriage_first_lead and tricks_done == 0:
        return MARRIAGE_FIRST_LEAD
    if not options.marriage_after_close and strict:
        return MARRIAGE_AFTER_CLOSE
    if not holds_pair:
        return NO_MARRIAGE[suit]
    return None


def why_no_claim(options: SchnapsenOptions, tricks_done: int, declared: Optional[str]) -> Optional[Reason]:
    """Claiming 66 (option manual_claim; readings.md §3.3 D7), by the leader: just after winning a trick
    (the leader of any trick but the first won the last one) or just after declaring a marriage."""
    if not options.manual_claim:
        return CLAIM_AUTO
    if tricks_done == 0 and declared is None:
        return CLAIM_WHEN
    return None


def validate_deal(deal: Mapping[str, Any]) -> tuple[list[str], Optional[int]]:
    """An explicit first deal: ``{"deck": [20 card ids, top first], "dealer": 0|1}`` (dealer optional)."""
    unknown = set(deal) - {"deck", "dealer"}
    if unknown:
        raise MalformedInput(f"unknown deal field(s): {', '.join(sorted(map(str, unknown)))}",
                             sorted(map(str, unknown)))
    deck = deal.get("deck")
    if not isinstance(deck, list):
        raise MalformedInput("deal.deck must be a list of the 20 card ids", deck)
    check_every_card_once(deck, DECK, "deal.deck")  # names a card twice, missing, or not a Schnapsen card
    dealer = deal.get("dealer")
    if dealer is not None and (isinstance(dealer, bool) or dealer not in (0, 1)):
        raise MalformedInput("deal.dealer must be 0 or 1", dealer)
    return list(deck), dealer


# -- the score sheet ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class HandScore:
    """One line of the score sheet: a finished hand, its winner and game points, how it ended."""

    hand_no: int
    winner: int
    game_points: int
    end: HandEnd
    winner_points: int
    loser_points: int                  # at closing, when the closer went out (readings.md §3.3 D9)
    loser_tricks: int
    closer: Optional[int]
    to_go: tuple[int, ...]             # the Bummerl countdown after this hand

    @property
    def loser(self) -> int:
        return 1 - self.winner

    def detail(self) -> dict[str, Any]:
        """The parameters of the hand's score-sheet text (``schnapsen.reason.<end>``)."""
        return {"winner": self.winner, "loser": self.loser, "game_points": self.game_points,
                "winner_points": self.winner_points, "loser_points": self.loser_points,
                "loser_tricks": self.loser_tricks, "closer": self.closer}


@dataclass(frozen=True)
class BummerlResult:
    """The end of the Bummerl: its winner and its value, 1, Schneider 2 or Rückschneider 4 (D12, D13)."""

    winner: int
    value: int
    schneider: bool
    rueckschneider: bool

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "value": self.value, "schneider": self.schneider,
                "rueckschneider": self.rueckschneider}


def bummerl_value(sheet: Sequence[HandScore], winner: int, target: int, rueckschneider: bool) -> BummerlResult:
    """The first to count down to 0 wins the Bummerl. Its value: 1; Schneider 2 if the loser is still at the
    start (D12); Rückschneider 4 if the winner was still at the start while the loser needed only one more
    game point (D13, PROPOSED reading)."""
    loser = 1 - winner
    schneider = sheet[-1].to_go[loser] == target
    rueck = (rueckschneider and not schneider
             and any(e.to_go[winner] == target and e.to_go[loser] <= 1 for e in sheet))
    return BummerlResult(winner, 4 if rueck else 2 if schneider else 1, schneider, rueck)


# -- the actions, made once ------------------------------------------------------------------------------------

#: The forms of the ids that name an argument (core/actions.py): ``play:<card>``, ``marry:<suit>``.
PLAY_FORM, MARRY_FORM = IdForm("play", (Arg("card"),)), IdForm("marry", (Arg("suit"),))
_FORMS = (PLAY_FORM, MARRY_FORM)
PLAY: dict[str, Action] = {c: Action(PLAY_FORM.format(c), "play", (c,)) for c in DECK}
#: Exchange actions by the card it takes (the turned-up trump), touching the jack and that card.
EXCHANGE: dict[str, Action] = {c: Action("exchange", "exchange", ("J" + c[1], c)) for c in DECK}
#: The exchange asked for when no trump card lies under the talon (refused: the talon is used up).
EXCHANGE_NOTHING: dict[str, Action] = {s: Action("exchange", "exchange", ("J" + s,)) for s in SUITS}
CLOSE = Action("close", "close")
CLAIM = Action("claim", "claim")
NEXT_HAND = Action("next_hand", "next_hand")
MARRY: dict[str, Action] = {s: Action(MARRY_FORM.format(s), "marry", marriage_cards(s)) for s in SUITS}


class SchnapsenGame(Game):
    """One Bummerl of two-player Schnapsen. Seats 0 and 1."""

    name = "schnapsen"
    #: the sounds of its events (Game.sound_cues; issue 22, item 3)
    sound_cues = {"hand_dealt": "deal", "card_played": "card", "trick_won": "point", "hand_over": "goal"}
    version = 1
    Options = SchnapsenOptions
    state = {
        "to_go": copy_as.LIST,            # the Bummerl countdown per seat
        "hand_no": copy_as.VALUE,         # 1-based, within the Bummerl
        "dealer": copy_as.VALUE,
        "phase": copy_as.VALUE,           # a Phase
        "leader": copy_as.VALUE,          # the seat leading the current trick
        "trump": copy_as.VALUE,           # the trump suit
        "trump_card": copy_as.VALUE,      # the card under the talon (face up; face down once closed); None once drawn
        "stock": copy_as.LIST,            # the face-down talon, top card LAST (drawn with pop())
        "hands": copy_as.LISTS,           # per seat, kept in display order
        "shown": copy_as.SETS,            # per seat: cards in its hand the other seat has seen
        "trick": copy_as.LIST,            # (seat, card) of the trick being played
        "last_trick": copy_as.VALUE,      # (((seat, card), (seat, card)), winner) or None
        "tricks_won": copy_as.LIST,
        "card_points": copy_as.LIST,
        "marriage_pts": copy_as.LIST,     # declared marriage points per seat (they count once the seat has a trick)
        "marriages": copy_as.LIST,        # (seat, suit, points, trick number of the lead)
        "declared": copy_as.VALUE,        # the suit declared at this lead: the lead must be its K or Q
        "closed_by": copy_as.VALUE,
        "closing": copy_as.VALUE,         # (tricks done, opponent's points, opponent's tricks) at closing
        "played": copy_as.LIST,           # (seat, card, trick number) this hand
        "sheet": copy_as.LIST,            # the finished hands: HandScore
        "result": copy_as.VALUE,          # the BummerlResult once over
    }

    options: SchnapsenOptions

    # -- setup ------------------------------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        return 2

    def _setup(self) -> None:
        self.to_go = [self.options.bummerl_target] * 2
        self.sheet: list[HandScore] = []
        self.result: Optional[BummerlResult] = None
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
        self.trump_card: Optional[str] = deck[6]
        self.trump = deck[6][1]
        self.stock = deck[11:][::-1]
        self.shown: list[set[str]] = [set(), set()]
        self.trick: list[tuple[int, str]] = []
        self.last_trick: Optional[tuple[tuple[tuple[int, str], ...], int]] = None
        self.tricks_won = [0, 0]
        self.card_points = [0, 0]
        self.marriage_pts = [0, 0]
        self.marriages: list[tuple[int, str, int, int]] = []
        self.declared: Optional[str] = None
        self.closed_by: Optional[int] = None
        self.closing: Optional[tuple[int, int, int]] = None
        self.played: list[tuple[int, str, int]] = []
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
        """A seat's points this hand (:func:`hand_score`)."""
        return hand_score(self.card_points[seat], self.marriage_pts[seat], self.tricks_won[seat])

    def frozen_at_closing(self) -> Optional[tuple[int, int]]:
        """The closer's opponent's (points, tricks) when the talon was closed, if it was."""
        return None if self.closing is None else (self.closing[1], self.closing[2])

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
        out[self.result.winner] = 1.0
        return out

    # -- the view contract's hooks (core/contract.py) --

    def own_cards(self, seat: int) -> list[str]:
        return sort_hand(self.hands[seat])

    def card_name(self, card: str, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        return card_name(card, lang)

    def click_action(self, seat: int, card: str, actions: Sequence[str]) -> Optional[str]:
        """A click on a card plays it, when it may be played; a marriage or the exchange that also uses the card is a
        button of its own (the trump jack that may only be exchanged takes no action from a click)."""
        play = PLAY_FORM.format(card)
        return play if play in actions else None

    def card_click(self, seat: int, card: str) -> str:
        """A click on a card plays it."""
        return PLAY_FORM.format(card)

    def final_score(self, seat: int) -> Optional[float]:
        """The game points ``seat`` won towards the Bummerl."""
        return float(self.options.bummerl_target - self.to_go[seat])

    def summary(self, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        """The game points won so far: "Game points 3:1" (the target minus what each seat still needs)."""
        target = self.options.bummerl_target
        return t("summary", lang, score=":".join(str(target - n) for n in self.to_go))

    def candidates(self, seat: int) -> list[Action]:
        """At the lead: exchange the jack of trumps (if held), close, declare a marriage held, claim 66 (with
        manual claims), lead a card; when following: a card; between hands: play on."""
        phase = self.phase
        hand = self.hands[seat]
        if phase is Phase.FOLLOW:
            return [PLAY[c] for c in hand]
        if phase is Phase.HAND_OVER:
            return [NEXT_HAND]
        if phase is not Phase.LEAD:
            return []
        actions: list[Action] = []
        if "J" + self.trump in hand:
            actions.append(self._exchange_action())
        actions.append(CLOSE)
        actions.extend(MARRY[c[1]] for c in hand if c[0] == "K" and "Q" + c[1] in hand)
        if self.options.manual_claim:
            actions.append(CLAIM)
        actions.extend(PLAY[c] for c in hand)
        return actions

    def legal_actions(self, seat: int) -> list[Action]:
        """The derived list, made faster: each lead action is asked of its rule once (the methods :meth:`why_not`
        asks), the cards by :func:`why_not_lead` only after a declaration (it allows any card without one), and
        the follower's cards taken straight from :func:`strict_replies` (the rule :func:`why_not_reply` applies)."""
        if seat != self.to_move():
            return []
        phase = self.phase
        hand = self.hands[seat]
        if phase is Phase.FOLLOW:
            if self.strict:
                return [PLAY[c] for c in strict_replies(hand, self.trick[0][1], self.trump)]
            return [PLAY[c] for c in hand]
        if phase is not Phase.LEAD:
            return [NEXT_HAND]
        actions: list[Action] = []
        if "J" + self.trump in hand and self._why_no_exchange(hand) is None:
            actions.append(self._exchange_action())
        if self._why_no_closing() is None:
            actions.append(CLOSE)
        for card in hand:
            if card[0] == "K" and "Q" + card[1] in hand and self._why_no_marriage(hand, card[1]) is None:
                actions.append(MARRY[card[1]])
        if self.options.manual_claim and self._why_no_claim() is None:
            actions.append(CLAIM)
        declared = self.declared
        actions.extend(PLAY[c] for c in hand if declared is None or why_not_lead(declared, c) is None)
        return actions

    def find_action(self, seat: int, action_id: str) -> Optional[Action]:
        """Any card (held or not), any suit's marriage, and the other actions by name."""
        parsed = parse_id(_FORMS, action_id)
        if parsed is not None and parsed.verb == "play" and parsed["card"] in DECK_SET:
            return PLAY[parsed["card"]]
        if parsed is not None and parsed.verb == "marry" and parsed["suit"] in MARRY:
            return MARRY[parsed["suit"]]
        if action_id == "exchange":
            return self._exchange_action()
        return {"close": CLOSE, "claim": CLAIM, "next_hand": NEXT_HAND}.get(action_id)

    def _exchange_action(self) -> Action:
        card = self.trump_card
        return EXCHANGE[card] if card is not None else EXCHANGE_NOTHING[self.trump]

    def why_not(self, seat: int, action: Action) -> Optional[Reason]:
        kind = action.kind
        phase = self.phase
        if kind == "next_hand":
            return None if phase is Phase.HAND_OVER else HAND_RUNNING
        if phase is Phase.HAND_OVER:
            return HAND_IS_OVER
        if kind == "play":
            return self._why_not_play(seat, action.cards[0])
        if phase is not Phase.LEAD or seat != self.leader:
            # exchanging, closing, declaring and claiming are the leader's, before leading a card
            return NOT_AT_LEAD if kind != "claim" else CLAIM_WHEN if self.options.manual_claim else CLAIM_AUTO
        if kind == "exchange":
            return self._why_no_exchange(self.hands[seat])
        if kind == "close":
            return self._why_no_closing()
        if kind == "marry":
            suit = MARRY_FORM.parse(action.id)["suit"]  # type: ignore[index]  # a legal marry action's id parses
            return self._why_no_marriage(self.hands[seat], str(suit))
        if kind == "claim":
            return self._why_no_claim()
        raise AssertionError(kind)  # pragma: no cover - find_action names no other kind

    # the leader's rules, applied to this match (why_not and legal_actions ask these)

    def _why_no_exchange(self, hand: list[str]) -> Optional[Reason]:
        return why_no_exchange(self.options, self.talon_size(), self.closed_by is not None, self.tricks_done(),
                                self.trump, "J" + self.trump in hand)

    def _why_no_closing(self) -> Optional[Reason]:
        return why_no_closing(self.options, self.talon_size(), self.closed_by is not None,
                             (len(self.hands[0]), len(self.hands[1])))

    def _why_no_marriage(self, hand: list[str], suit: str) -> Optional[Reason]:
        king, queen = marriage_cards(suit)
        return why_no_marriage(self.options, suit, self.declared, self.tricks_done(), self.strict,
                                king in hand and queen in hand)

    def _why_no_claim(self) -> Optional[Reason]:
        return why_no_claim(self.options, self.tricks_done(), self.declared)

    def _why_not_play(self, seat: int, card: str) -> Optional[Reason]:
        """Why ``seat`` (to move) may not play ``card`` now: not held, not the declared marriage's K or Q at
        the lead, or against the strict rules when following in phase 2."""
        hand = self.hands[seat]
        if card not in hand:
            return refusal("not_in_hand", card=card)
        if self.phase is Phase.LEAD:
            return why_not_lead(self.declared, card)
        if self.strict:
            return why_not_reply(hand, self.trick[0][1], self.trump, card)
        return None

    def label(self, action: Action, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        kind = action.kind
        if kind == "play":
            return t("action.play", lang, card=action.cards[0])
        if kind == "exchange":
            return t("action.exchange", lang, card=action.cards[-1])
        if kind == "marry":
            suit = action.id[6:]
            return t("action.marry", lang, suit=suit, points=marriage_points(suit, self.trump))
        return t("action." + kind, lang)

    def confirmation(self, action: Action, lang: str = i18n.DEFAULT_LANGUAGE) -> Optional[str]:
        """Closing the talon ends drawing for the rest of the hand at once (readings.md §3: Zudrehen): asked first."""
        return t("confirm.close", lang) if action.kind == "close" else None

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
        self.shown[seat].discard(card)
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
        if not self.options.manual_claim and has_66(self.score(winner)):
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
            assert self.trump_card is not None  # the turned-up trump is the last card of the talon
            second = self.trump_card
            self.trump_card = None
            self.shown[loser].add(second)      # everybody saw the turned-up trump go to the loser
            took_trump = True
        self.hands[winner].append(first)
        self.hands[winner].sort(key=_DISPLAY)
        self.hands[loser].append(second)
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
        hand.append(taken)  # type: ignore[arg-type]  # the exchange is legal only while the trump card lies
        hand.sort(key=_DISPLAY)
        self.shown[seat].add(taken)  # type: ignore[arg-type]  # the exchange is legal only while the trump card lies
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
        self.shown[seat].update(marriage_cards(suit))
        if self.record_events:
            key = "ev.marriage" if self.tricks_won[seat] else "ev.marriage_pending"
            self.emit("marriage", PREFIX + key, seat=seat, suit=suit, points=points, cards=list(marriage_cards(suit)))
        if not self.options.manual_claim and has_66(self.score(seat)):
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
        if has_66(self.score(seat)):
            self._go_out(seat)
            return
        opponent = 1 - seat
        self._finish_hand(opponent, false_claim_points(self.tricks_won[opponent]), HandEnd.FALSE_CLAIM)

    # -- ending a hand ----------------------------------------------------------------------------

    def _go_out(self, seat: int) -> None:
        """``seat`` has 66 and goes out: the hand is valued by :func:`hand_outcome`."""
        self._finish_hand(*self._outcome(seat, went_out=True))

    def _end_after_last_trick(self, last_winner: int) -> None:
        """All cards are played and nobody went out during the hand: the last trick wins, or the closer
        failed (:func:`hand_outcome`). With manual claims the last trick's winner needs no claim to go out."""
        self._finish_hand(*self._outcome(last_winner, went_out=has_66(self.score(last_winner))))

    def _outcome(self, winner: int, went_out: bool) -> tuple[int, int, HandEnd]:
        return hand_outcome(winner, went_out, (self.score(0), self.score(1)), self.tricks_won, self.closed_by,
                            self.frozen_at_closing(), self.options.last_trick_value)

    def _finish_hand(self, winner: int, game_points: int, end: HandEnd) -> None:
        """Write the hand on the score sheet and count the Bummerl down (readings.md §3.3 D11)."""
        loser = 1 - winner
        self.to_go[winner] = max(0, self.to_go[winner] - game_points)
        if end is HandEnd.CLOSER_REACHED_66:
            loser_points, loser_tricks = self.frozen_at_closing()  # type: ignore[misc]  # the closer reached 66: the talon was closed
        else:
            loser_points, loser_tricks = self.score(loser), self.tricks_won[loser]
        entry = HandScore(self.hand_no, winner, game_points, end, self.score(winner), loser_points, loser_tricks,
                          self.closed_by, tuple(self.to_go))
        self.sheet.append(entry)
        if self.record_events:
            self.emit("hand_over", PREFIX + "reason." + end.value, **entry.detail())
        if self.to_go[winner] == 0:
            self._finish_bummerl(winner)
        else:
            self.phase = Phase.HAND_OVER

    def _finish_bummerl(self, winner: int) -> None:
        """The Bummerl is over (:func:`bummerl_value`)."""
        self.phase = Phase.MATCH_OVER
        result = bummerl_value(self.sheet, winner, self.options.bummerl_target, self.options.rueckschneider)
        self.result = result
        if self.record_events:
            key = ("ev.bummerl_rueckschneider" if result.rueckschneider
                   else "ev.bummerl_schneider" if result.schneider else "ev.bummerl_over")
            self.emit("bummerl_over", PREFIX + key, winner=winner, loser=1 - winner, value=result.value,
                      schneider=result.schneider, rueckschneider=result.rueckschneider)


_DISPLAY = DISPLAY_ORDER.__getitem__

__all__ = ["BummerlResult", "HandEnd", "HandScore", "Phase", "SchnapsenGame", "SchnapsenOptions", "bummerl_value",
           "closing_failure_points", "false_claim_points", "game_points_by_loser", "hand_outcome", "hand_score",
           "has_66", "last_trick_points", "marriage_cards", "marriage_points", "strict_replies", "validate_deal",
           "why_no_claim", "why_no_closing", "why_no_exchange", "why_no_marriage", "why_not_lead", "why_not_reply"]
