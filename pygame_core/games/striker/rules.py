"""Striker: the rules as a state machine (source: rules/sources/striker.de.txt [S3], read with readings.md §4).

One :class:`Striker` game is one whole match: from the deal until a draw pile is empty and every other player
had a last turn. The player on turn plays cards one action at a time and ends the turn with ``end_turn``
(readings.md §4.4 ST1); a shot (a 10 or 11) ends the turn at once and gives its target a reaction
(Torwart, VAR or accept, ST2). After every turn its player draws up to 6 cards, at least 1 (ST14).

Action ids (stable; ``A`` is an attack number, ``T`` a target seat, only with 3-4 players):

=========================  =================================================================================
``start:3``                start a new attack with a red card
``play:7@A``               put a number on attack A: the next higher number on your own attack, or the same or
                           the next higher number on an opponent's attack (take-over); a 10 is a shot
``play:10L@A>T``           the same, for a shot aimed at player T (3-4 players, readings.md §4.4 ST8)
``pass:7@A``               Pass-Karte on your own attack plus the following card (one move, ST6)
``tackle:8@A``             Grätsche on an opponent's yellow card plus a yellow card (one move, ST7)
``yellow@A``, ``red@A``    Gelbe / Rote Karte on an opponent's attack (ST11, ST12)
``keeper:L``               the Torwart diving into the shot's corner (ST3)
``var``                    the VAR (50/50, once per game, ST4)
``accept``                 let the shot count
``end_turn``               end the turn (ST1)
=========================  =================================================================================

Attacks are numbered 1, 2, 3, ... in the order they are started; a number is never reused.

Two engine choices the sources leave open, both without a decision to make:

- the turn ends by itself when the player on turn cannot play any card (S3 "wenn du keine Karte mehr ausspielen
  kannst"), also at the very start of a turn; the player still draws;
- a shot whose target holds neither a goalkeeper for its corner nor an unused VAR counts at once (there is nothing
  to react with, so nobody is asked).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import Any, Iterator, Optional

from ...core import i18n
from ...core.errors import BadOptions, MalformedInput
from ...core.game import Action, Game
from ...core.options import option
from ...core.rng import Rng
from . import cards as C
from . import messages  # noqa: F401  (registers the texts)


@dataclass(frozen=True)
class Options:
    """Striker's options (readings.md §5 names the variant flags)."""

    players: int = option(2, "Number of players", choices=(2, 3, 4))
    first_player: int = option(0, "The seat that starts: the youngest player, or any chosen player",
                               minimum=0, maximum=3)
    corners: int = option(2, "Corners on shots and goalkeepers (readings.md §4.3): 2 (left/right) or 4",
                          choices=(2, 4))
    must_play_while_able: bool = option(False, "A turn may only end when no card can be played "
                                               "(readings.md §4.4 ST1)")
    takeover_shot: bool = option(True, "A 10 may take over an opponent's 9 as a shot (readings.md §4.4 ST9)")


class Phase(str, Enum):
    """Who decides what: the player on turn plays, the target of a shot reacts, or the game is over."""

    TURN = "turn"
    REACTION = "reaction"
    OVER = "over"


class Verb(str, Enum):
    """The kinds of action; the value is the prefix of the action id."""

    START = "start"
    PLAY = "play"
    PASS = "pass"
    TACKLE = "tackle"
    YELLOW = "yellow"
    RED = "red"
    KEEPER = "keeper"
    VAR = "var"
    ACCEPT = "accept"
    END_TURN = "end_turn"


#: Verbs that put a card from the hand on the table during one's own turn.
TURN_VERBS = (Verb.START, Verb.PLAY, Verb.PASS, Verb.TACKLE, Verb.YELLOW, Verb.RED)
#: Verbs of the shot reaction (readings.md §4.4 ST17: only these outside one's own turn).
REACTION_VERBS = (Verb.KEEPER, Verb.VAR, Verb.ACCEPT)


class Move:
    """A parsed action id: ``verb`` with the card it plays, the attack it targets, the shot's target seat.

    Moves are shared immutable values: get them from :func:`move_of` or :func:`parse_move`.
    """

    __slots__ = ("verb", "card", "attack", "target", "id", "cards")

    def __init__(self, verb: Verb, card: Optional[str] = None, attack: Optional[int] = None,
                 target: Optional[int] = None) -> None:
        self.verb, self.card, self.attack, self.target = verb, card, attack, target
        self.id = self._id()
        first = {Verb.PASS: C.PASS, Verb.TACKLE: C.TACKLE}.get(verb)
        self.cards: tuple[str, ...] = tuple(c for c in (first, card) if c is not None)

    def _id(self) -> str:
        if self.verb in (Verb.VAR, Verb.ACCEPT, Verb.END_TURN):
            return self.verb.value
        if self.verb in (Verb.YELLOW, Verb.RED):
            return f"{self.verb.value}@{self.attack}"
        if self.verb is Verb.KEEPER:
            return f"keeper:{C.CORNER_OF[self.card]}"
        if self.verb is Verb.START:
            return f"start:{self.card}"
        target = f">{self.target}" if self.target is not None else ""
        return f"{self.verb.value}:{self.card}@{self.attack}{target}"

    def hand_cards(self) -> tuple[str, ...]:
        """The cards this move takes from the hand."""
        return self.cards

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return f"Move({self.id!r})"


_MOVES: dict[tuple[Any, ...], Move] = {}
_ACTIONS: dict[str, Action] = {}
_PARSED: dict[tuple[str, int], Optional[Move]] = {}


def move_of(verb: Verb, card: Optional[str] = None, attack: Optional[int] = None,
            target: Optional[int] = None) -> Move:
    """The (shared, immutable) move object for these fields: creating thousands of moves stays cheap."""
    key = (verb.value, card, attack, target)
    move = _MOVES.get(key)
    if move is None:
        move = _MOVES[key] = Move(verb, card, attack, target)
    return move


END_TURN = move_of(Verb.END_TURN)


def action_of(move: Move) -> Action:
    """The protocol :class:`Action` of a move: its kind is the verb (``start``, ``play``, ``pass``, ``tackle``,
    ``yellow``, ``red``, ``keeper``, ``var``, ``accept``, ``end_turn``), its cards those taken from the hand, its
    label English (the view relabels it in the seat's language)."""
    action = _ACTIONS.get(move.id)
    if action is None:
        from .messages import action_label
        action = _ACTIONS[move.id] = Action(move.id, action_label(move, i18n.DEFAULT_LANGUAGE), move.verb.value,
                                            move.hand_cards())
    return action


def parse_move(action_id: str, corners: int) -> Optional[Move]:
    """The move an action id names, or ``None`` if it is not a Striker action id at all."""
    key = (action_id, corners) if isinstance(action_id, str) else None
    if key is not None and key in _PARSED:
        return _PARSED[key]
    move = _parse_move(action_id, corners)
    if key is not None and len(_PARSED) < 100_000:
        _PARSED[key] = move
    return move


def _parse_move(action_id: str, corners: int) -> Optional[Move]:
    if not isinstance(action_id, str):
        return None
    try:
        for verb in (Verb.VAR, Verb.ACCEPT, Verb.END_TURN):
            if action_id == verb.value:
                return move_of(verb)
        head, _, rest = action_id.partition(":") if ":" in action_id else action_id.partition("@")
        if ":" not in action_id:  # yellow@A, red@A
            verb = Verb(head)
            if verb not in (Verb.YELLOW, Verb.RED):
                return None
            return move_of(verb, C.YELLOW_CARD if verb is Verb.YELLOW else C.RED_CARD, int(rest))
        verb = Verb(head)
        if verb is Verb.KEEPER:
            card = "K" + rest
            return move_of(verb, card) if card in C.composition(corners) else None
        if verb is Verb.START:
            return move_of(verb, rest) if C.NUMBER_OF.get(rest) is not None else None
        if verb not in (Verb.PLAY, Verb.PASS, Verb.TACKLE):
            return None
        card, _, where = rest.partition("@")
        attack, _, target = where.partition(">")
        if C.NUMBER_OF.get(card) is None or card not in C.composition(corners):
            return None
        return move_of(verb, card, int(attack), int(target) if target else None)
    except ValueError:
        return None


class Attack:
    """One attack stack on the table: its cards bottom to top, each with the seat whose deck it came from."""

    __slots__ = ("id", "cards")

    def __init__(self, attack_id: int, cards: list[tuple[int, str]]) -> None:
        self.id = attack_id
        self.cards = cards

    @property
    def top(self) -> str:
        return self.cards[-1][1]

    @property
    def top_number(self) -> int:
        return C.NUMBER_OF[self.cards[-1][1]]

    @property
    def owner(self) -> int:
        """The owner of the top number card (readings.md §4.4 ST5: the top is always a number)."""
        return self.cards[-1][0]

    def copy(self) -> "Attack":
        return Attack(self.id, list(self.cards))


@dataclass
class Shot:
    """A shot waiting for its target's reaction (readings.md §4.4 ST2)."""

    attack: int
    shooter: int
    target: int
    card: str

    @property
    def corner(self) -> str:
        return C.CORNER_OF[self.card]


Reason = tuple[str, dict[str, Any]]


# -- the rules as small functions -------------------------------------------------------------------------------

def starts_attack(card: str) -> bool:
    """S3: "Starte einen Angriff, indem du eine rote Zahlenkarte ... legst. Die Zahl ... spielt keine Rolle"."""
    return C.NUMBER_OF.get(card, 0) in C.RED_NUMBERS


def advances(top: int, number: int) -> bool:
    """S3: your own attack advances by the next higher number only (readings.md §4.4 ST10); the 11 only by a pass."""
    return number == top + 1 and number != 11


def takes_over(top: int, number: int, takeover_shot: bool) -> bool:
    """S3: an opponent's attack is taken over with the same or the next higher number (7 on 7, 6 on 5, 9 on 8).

    readings.md §4.4 ST9: a 10 on an opponent's 9 takes the attack over as a shot (option ``takeover_shot``);
    the 11 is never placed by sequence; a 10 never lies on the table, so there is no same-number take-over in green.
    """
    if number == 11 or top >= 10:
        return False
    if number == 10:
        return takeover_shot and top == 9
    return number in (top, top + 1)


def pass_follow_up_fits(top: int, number: int) -> bool:
    """S3 Pass-Karten: red -> yellow (then a yellow number), yellow -> green (then a 10 or 11) (readings.md ST6)."""
    if top in C.RED_NUMBERS:
        return number in C.YELLOW_NUMBERS
    if top in C.YELLOW_NUMBERS:
        return number in C.GREEN_NUMBERS
    return False


def tackle_fits(top: int, number: int) -> bool:
    """S3 Grätsche: on any yellow card of an opponent, then a yellow number (readings.md §4.4 ST7)."""
    return top in C.YELLOW_NUMBERS and number in C.YELLOW_NUMBERS


def is_shot(card: str) -> bool:
    """S3: goals are scored with the 10 and the 11, the Striker cards."""
    return C.NUMBER_OF.get(card, 0) in C.GREEN_NUMBERS


def keeper_saves(keeper: str, shot_card: str) -> bool:
    """readings.md §4.3: the Torwart saves only when it jumps into the shot's corner."""
    return C.CORNER_OF.get(keeper) == C.CORNER_OF.get(shot_card)


def cards_to_draw(hand_size: int, pile_size: int) -> int:
    """S3: refill to 6 after the turn, and always draw at least 1 (capped by the pile, readings.md ST14)."""
    return min(max(C.HAND_SIZE - hand_size, 1), pile_size)


def final_result(goals: list[int]) -> list[float]:
    """S3: most goals wins; a tie is a draw (readings.md ST14: a multi-way tie shares the win)."""
    best = max(goals)
    winners = [s for s, g in enumerate(goals) if g == best]
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(len(goals))]


class Striker(Game):
    """One match of Striker for 2-4 players (see the module docstring)."""

    name = "striker"
    version = 1
    Options = Options

    # -- setup ----------------------------------------------------------------------------------------------------

    def _setup(self) -> None:
        o = self.options
        n = o.players
        if o.first_player >= n:
            raise BadOptions(f"option 'first_player' must be below the number of players ({n})", o.first_player)
        deal = self.deal or {}
        unknown = set(deal) - {"decks", "var", "first"}
        if unknown:
            raise MalformedInput(f"unknown deal fields: {sorted(unknown)}", sorted(unknown))
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.piles: list[list[str]] = []          # each pile's top card is its last element
        self.var: list[list[str]] = []            # each seat's two face-down VAR cards, the one used first first
        self.out: list[list[str]] = [[] for _ in range(n)]  # removed from the game, per owner (readings.md ST16)
        self.goals = [0] * n
        self.attacks: list[Attack] = []
        self.next_attack = 1
        self.shot: Optional[Shot] = None
        self.last_turns: Optional[list[int]] = None  # seats still owed their last turn (readings.md ST14)
        self.turn_number = 0
        self.turn_event = 0                           # first event of the current turn, for the turn's log
        self._legal_cache: Optional[tuple[int, list[Move]]] = None
        decks = self._deal_decks(deal.get("decks"), n)
        vars_ = self._deal_var(deal.get("var"), n)
        for seat in range(n):
            self.piles.append(list(reversed(decks[seat])))
            self.var.append(vars_[seat])
        first = deal.get("first", o.first_player)
        if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n:
            raise MalformedInput(f"deal 'first' must be a seat 0..{n - 1}", first)
        for seat in range(n):  # S3: "Jeder Spieler zieht 6 Karten von seinem Nachziehstapel"
            self._draw(seat, C.HAND_SIZE)
        self.current = first
        self.phase = Phase.TURN
        self.emit("start", "striker.event.start", players=n, seat=first)
        self._begin_turn(first)
        if not self._can_play_a_card(first):
            self.emit("no_play", "striker.event.no_play", seat=first)
            self._finish_turn(first)

    def _deal_decks(self, given: Any, n: int) -> list[list[str]]:
        """Each seat's 50-card draw pile, top card first: from ``deal["decks"]`` or shuffled by the rng."""
        expected = Counter(C.draw_pile_cards(self.options.corners))
        if given is None:
            out = []
            for _ in range(n):
                pile = C.draw_pile_cards(self.options.corners)
                self.rng.shuffle(pile)
                out.append(pile)
            return out
        if not isinstance(given, list) or len(given) != n:
            raise MalformedInput(f"deal 'decks' must list {n} draw piles", given)
        for seat, pile in enumerate(given):
            if not isinstance(pile, list) or not all(isinstance(c, str) for c in pile) or Counter(pile) != expected:
                raise MalformedInput(f"deal 'decks'[{seat}] must be the 50 cards of a draw pile "
                                     f"({self.options.corners} corners), top card first", seat)
        return [list(p) for p in given]

    def _deal_var(self, given: Any, n: int) -> list[list[str]]:
        """Each seat's two VAR cards, shuffled so nobody knows which is which (S3, readings.md §4.4 ST15)."""
        if given is None:
            out = []
            for _ in range(n):
                pair = list(C.VAR_CARDS)
                self.rng.shuffle(pair)
                out.append(pair)
            return out
        if (not isinstance(given, list) or len(given) != n
                or not all(isinstance(p, list) and sorted(p) == sorted(C.VAR_CARDS) for p in given)):
            raise MalformedInput(f"deal 'var' must give {n} pairs of the VAR cards {list(C.VAR_CARDS)}", given)
        return [list(p) for p in given]

    # -- the protocol ---------------------------------------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        return self.options.players

    def to_move(self) -> Optional[int]:
        if self.phase is Phase.OVER:
            return None
        if self.phase is Phase.REACTION:
            assert self.shot is not None
            return self.shot.target
        return self.current

    def outcome(self) -> Optional[list[float]]:
        return final_result(self.goals) if self.phase is Phase.OVER else None

    def legal_actions(self, seat: int) -> list[Action]:
        return [action_of(m) for m in self.legal_moves(seat)]

    def legal_moves(self, seat: int) -> list[Move]:
        """The legal actions as parsed moves (for the view and the computer players)."""
        if seat != self.to_move():
            return []
        moves = self._card_moves(seat)
        if self.phase is Phase.TURN and self._why_not_end_turn(seat) is None:
            moves = moves + [END_TURN]
        return moves

    def _card_moves(self, seat: int) -> list[Move]:
        """The legal moves other than ``end_turn`` of the seat to move (cached until the state changes)."""
        cache = self._legal_cache
        if cache is not None and cache[0] == seat:
            return cache[1]
        moves = self._reaction_moves(seat) if self.phase is Phase.REACTION else self._turn_card_moves(seat)
        self._legal_cache = (seat, moves)
        return moves

    def _reaction_moves(self, seat: int) -> list[Move]:
        return [m for m in self._candidates(seat) if self.why_not(seat, m) is None]

    def _turn_card_moves(self, seat: int) -> list[Move]:
        """The legal card moves of the player on turn, straight from the rule functions.

        This is the fast path of :meth:`why_not` (which gives the reasons); a test checks that both always agree.
        """
        hand = self.hands[seat]
        numbers = sorted({c for c in hand if c in C.NUMBER_OF}, key=C.DISPLAY_ORDER.__getitem__)
        has_pass, has_tackle = C.PASS in hand, C.TACKLE in hand
        targets = self._shot_targets(seat)
        takeover_shot = self.options.takeover_shot
        moves: list[Move] = []

        def add(verb: Verb, card: str, attack_id: int) -> None:
            if is_shot(card):  # a shot names its target (readings.md §4.4 ST8)
                moves.extend(move_of(verb, card, attack_id, t) for t in targets)
            else:
                moves.append(move_of(verb, card, attack_id))

        if len(self.attacks) < C.MAX_ATTACKS:
            moves.extend(move_of(Verb.START, c) for c in numbers if starts_attack(c))
        for attack in self.attacks:
            top = attack.top_number
            own = attack.owner == seat
            for card in numbers:
                number = C.NUMBER_OF[card]
                if own and advances(top, number) or not own and takes_over(top, number, takeover_shot):
                    add(Verb.PLAY, card, attack.id)
                if own and has_pass and pass_follow_up_fits(top, number):
                    add(Verb.PASS, card, attack.id)
                if not own and has_tackle and tackle_fits(top, number):
                    add(Verb.TACKLE, card, attack.id)
            if not own:
                if C.YELLOW_CARD in hand:
                    moves.append(move_of(Verb.YELLOW, C.YELLOW_CARD, attack.id))
                if C.RED_CARD in hand:
                    moves.append(move_of(Verb.RED, C.RED_CARD, attack.id))
        return moves

    def reason_illegal(self, seat: int, action_id: str, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        """The specific rule that forbids ``action_id`` for ``seat`` now, in ``lang``."""
        text = self.explain(seat, action_id, lang)
        return text if text is not None else i18n.tr("core.error.not_legal", lang, action=action_id)

    def explain(self, seat: int, action_id: str, lang: str = i18n.DEFAULT_LANGUAGE) -> Optional[str]:
        """Like :meth:`reason_illegal`, but ``None`` if the action is legal."""
        move = parse_move(action_id, self.options.corners)
        if move is None:
            return i18n.tr("striker.reason.unknown_action", lang, action=action_id)
        reason = self.why_not(seat, move)
        return None if reason is None else i18n.tr(reason[0], lang, **reason[1])

    def view(self, seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
        from .view import view
        return view(self, seat, lang)

    # -- which moves exist, and why one is not allowed --------------------------------------------------------------

    def _candidates(self, seat: int) -> Iterator[Move]:
        """Every move worth checking for ``seat`` now (a superset of the legal ones, in a stable order)."""
        if self.phase is Phase.REACTION:
            for card in sorted(set(self.hands[seat])):
                if C.KIND_OF[card] is C.Kind.KEEPER:
                    yield move_of(Verb.KEEPER, card)
            yield move_of(Verb.VAR)
            yield move_of(Verb.ACCEPT)
            return
        hand = self.hands[seat]
        distinct = sorted(set(hand), key=C.display_key)
        numbers = [c for c in distinct if c in C.NUMBER_OF]
        verbs = [Verb.PLAY] + [v for v, c in ((Verb.PASS, C.PASS), (Verb.TACKLE, C.TACKLE)) if c in hand]
        targets = self._shot_targets(seat)
        for card in numbers:
            yield move_of(Verb.START, card)
        for attack in self.attacks:
            for card in numbers:
                for verb in verbs:
                    if is_shot(card) and verb is not Verb.TACKLE:
                        for target in targets:
                            yield move_of(verb, card, attack.id, target)
                    else:
                        yield move_of(verb, card, attack.id)
            if C.YELLOW_CARD in hand:
                yield move_of(Verb.YELLOW, C.YELLOW_CARD, attack.id)
            if C.RED_CARD in hand:
                yield move_of(Verb.RED, C.RED_CARD, attack.id)
        yield END_TURN

    def _shot_targets(self, seat: int) -> list[Optional[int]]:
        """Who a shot may aim at: with 2 players the opponent (no target in the id); with 3-4 players any
        opponent, the next player first (readings.md §4.4 ST8)."""
        n = self.num_seats
        if n == 2:
            return [None]
        return [(seat + k) % n for k in range(1, n)]

    def _attack(self, attack_id: Optional[int]) -> Optional[Attack]:
        for attack in self.attacks:
            if attack.id == attack_id:
                return attack
        return None

    def why_not(self, seat: int, move: Move) -> Optional[Reason]:
        """``None`` if ``seat`` may make ``move`` now, else the message key and parameters saying why not."""
        if self.phase is Phase.OVER:
            return ("core.error.game_over", {})
        if seat != self.to_move():
            return ("striker.reason.not_your_turn", {})
        if self.phase is Phase.REACTION:
            return self._why_not_reaction(seat, move)
        if move.verb in REACTION_VERBS:
            return ("striker.reason.only_against_shot", {})
        if move.verb is Verb.END_TURN:
            return self._why_not_end_turn(seat)
        missing = self._missing_cards(seat, move)
        if missing is not None:
            return ("striker.reason.not_in_hand", {"card": missing})
        if move.verb is Verb.START:
            return self._why_not_start(move.card)
        attack = self._attack(move.attack)
        if attack is None:
            return ("striker.reason.no_attack", {"attack": move.attack})
        if move.verb in (Verb.YELLOW, Verb.RED):
            if attack.owner == seat:
                return ("striker.reason.card_on_own_attack", {"card": move.card})
            return None
        return self._why_not_number(seat, move, attack)

    def _missing_cards(self, seat: int, move: Move) -> Optional[str]:
        hand = self.hands[seat]
        if move.card not in hand:
            return move.card
        if move.verb is Verb.PASS and C.PASS not in hand:
            return C.PASS
        if move.verb is Verb.TACKLE and C.TACKLE not in hand:
            return C.TACKLE
        return None

    def _why_not_end_turn(self, seat: int) -> Optional[Reason]:
        """readings.md §4.4 ST1: ending the turn is always allowed, unless ``must_play_while_able``."""
        if self.options.must_play_while_able and self._can_play_a_card(seat):
            return ("striker.reason.must_play", {})
        return None

    def _why_not_start(self, card: str) -> Optional[Reason]:
        if not starts_attack(card):
            return ("striker.reason.start_red", {"card": card})
        if len(self.attacks) >= C.MAX_ATTACKS:  # readings.md §4.4 ST13
            return ("striker.reason.max_attacks", {"max": C.MAX_ATTACKS})
        return None

    def _why_not_number(self, seat: int, move: Move, attack: Attack) -> Optional[Reason]:
        top = attack.top_number
        number = C.NUMBER_OF[move.card]
        own = attack.owner == seat
        reason = self._why_not_target(seat, move)
        if move.verb is Verb.PLAY:
            if number == 11:
                return ("striker.reason.eleven_needs_pass", {})
            if top == 10:
                return ("striker.reason.never_on_ten", {})
            if own and not advances(top, number):
                return ("striker.reason.advance_next", {"attack": attack.id, "next": top + 1})
            if not own and not takes_over(top, number, self.options.takeover_shot):
                if number == 10 and top == 9:
                    return ("striker.reason.no_takeover_shot", {})
                return ("striker.reason.takeover_numbers", {"attack": attack.id, "same": top,
                                                            "next": min(top + 1, 10)})
            return reason
        if move.verb is Verb.PASS:
            if not own:  # readings.md §4.4 ST6: a pass only on your own attack
                return ("striker.reason.pass_own", {})
            if top in C.GREEN_NUMBERS:
                return ("striker.reason.pass_zone", {})
            if not pass_follow_up_fits(top, number):
                key = "striker.reason.pass_red_yellow" if top in C.RED_NUMBERS else "striker.reason.pass_yellow_green"
                return (key, {})
            return reason
        # Grätsche
        if own:
            return ("striker.reason.tackle_opponent", {})
        if top not in C.YELLOW_NUMBERS:
            return ("striker.reason.tackle_yellow", {})
        if not tackle_fits(top, number):
            return ("striker.reason.tackle_follow", {})
        return reason

    def _why_not_target(self, seat: int, move: Move) -> Optional[Reason]:
        """A shot names its target with 3-4 players (readings.md §4.4 ST8); other moves name none."""
        if is_shot(move.card) and self.num_seats > 2:
            if move.target is None or not 0 <= move.target < self.num_seats or move.target == seat:
                return ("striker.reason.shot_target", {})
        elif move.target is not None:
            return ("striker.reason.no_target", {})
        return None

    def _why_not_reaction(self, seat: int, move: Move) -> Optional[Reason]:
        """readings.md §4.4 ST2/ST17: the target of a shot may only keep, use the VAR or accept."""
        assert self.shot is not None
        if move.verb not in REACTION_VERBS:
            return ("striker.reason.react_to_shot", {})
        if move.verb is Verb.KEEPER:
            if move.card not in self.hands[seat]:
                return ("striker.reason.not_in_hand", {"card": move.card})
            if not keeper_saves(move.card, self.shot.card):  # readings.md §4.4 ST3
                return ("striker.reason.keeper_corner", {"corner": self.shot.corner})
        if move.verb is Verb.VAR and not self.var[seat]:  # S3: "nur einmal pro Spiel"
            return ("striker.reason.var_used", {})
        return None

    def _can_play_a_card(self, seat: int) -> bool:
        """Whether the seat on turn can play any card now (S3: else the turn ends)."""
        return bool(self._card_moves(seat))

    # -- applying -------------------------------------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> None:
        move = parse_move(action.id, self.options.corners)
        assert move is not None
        self._legal_cache = None
        handler = {
            Verb.START: self._start_attack, Verb.PLAY: self._put_number, Verb.PASS: self._put_number,
            Verb.TACKLE: self._put_number, Verb.YELLOW: self._yellow_card, Verb.RED: self._red_card,
            Verb.KEEPER: self._keeper, Verb.VAR: self._use_var, Verb.ACCEPT: self._accept,
            Verb.END_TURN: self._end_turn,
        }[move.verb]
        handler(seat, move)

    def _take(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)

    def _start_attack(self, seat: int, move: Move) -> None:
        """S3: a red number card starts a new attack in the middle of the table."""
        self._take(seat, move.card)
        attack = Attack(self.next_attack, [(seat, move.card)])
        self.next_attack += 1
        self.attacks.append(attack)
        self.emit("start_attack", "striker.event.start_attack", seat=seat, attack=attack.id, card=move.card)
        self._after_card(seat)

    def _put_number(self, seat: int, move: Move) -> None:
        """Advance, take over, pass (P + card) or Grätsche (S + card): the number goes on top of the attack."""
        attack = self._attack(move.attack)
        assert attack is not None
        previous = attack.owner
        for card in move.hand_cards():
            self._take(seat, card)
            attack.cards.append((seat, card))
        if move.verb is Verb.PASS:
            key = "striker.event.pass"
        elif move.verb is Verb.TACKLE:
            key = "striker.event.tackle"
        elif previous == seat:
            key = "striker.event.advance"
        else:
            key = "striker.event.takeover"
        self.emit(move.verb.value, key, seat=seat, attack=attack.id, card=move.card, previous=previous)
        if is_shot(move.card):
            self._shoot(seat, attack, move)
        else:
            self._after_card(seat)

    def _yellow_card(self, seat: int, move: Move) -> None:
        """readings.md §4.4 ST11: the Gelbe Karte removes the top move (the number and a P or S beneath it)."""
        attack = self._attack(move.attack)
        assert attack is not None
        self._take(seat, C.YELLOW_CARD)
        self.out[seat].append(C.YELLOW_CARD)
        removed = [attack.cards.pop()]
        if attack.cards and C.KIND_OF[attack.cards[-1][1]] in (C.Kind.PASS, C.Kind.TACKLE):
            removed.append(attack.cards.pop())
        for owner, card in removed:
            self.out[owner].append(card)
        self.emit("yellow_card", "striker.event.yellow_card", seat=seat, attack=attack.id,
                  card=removed[0][1], owner=removed[0][0])
        if not attack.cards:
            self.attacks.remove(attack)
            self.emit("attack_gone", "striker.event.attack_gone", attack=attack.id)
        self._after_card(seat)

    def _red_card(self, seat: int, move: Move) -> None:
        """S3 / readings.md §4.4 ST12: the Rote Karte removes a whole opponent attack from the game."""
        attack = self._attack(move.attack)
        assert attack is not None
        self._take(seat, C.RED_CARD)
        self.out[seat].append(C.RED_CARD)
        owner = attack.owner
        self._remove_attack(attack)
        self.emit("red_card", "striker.event.red_card", seat=seat, attack=attack.id, owner=owner)
        self._after_card(seat)

    def _remove_attack(self, attack: Attack) -> None:
        for owner, card in attack.cards:
            self.out[owner].append(card)
        attack.cards = []
        self.attacks.remove(attack)

    def _after_card(self, seat: int) -> None:
        """S3: the turn ends by itself when no card can be played any more."""
        if not self._can_play_a_card(seat):
            self.emit("no_play", "striker.event.no_play", seat=seat)
            self._finish_turn(seat)

    # -- shots ----------------------------------------------------------------------------------------------------

    def _shoot(self, seat: int, attack: Attack, move: Move) -> None:
        """S3: a 10 or 11 is a shot and ends the turn; its target reacts (readings.md §4.4 ST2, ST8)."""
        target = move.target if move.target is not None else (seat + 1) % self.num_seats
        self.shot = Shot(attack.id, seat, target, move.card)
        self.phase = Phase.REACTION
        self.emit("shot", "striker.event.shot", seat=seat, attack=attack.id, card=move.card,
                  corner=C.CORNER_OF[move.card], target=target)
        if not self._can_react(target):
            self.emit("no_save", "striker.event.no_save", seat=target)
            self._resolve_shot(goal=True)

    def _can_react(self, seat: int) -> bool:
        """Whether the target has anything to decide: a matching Torwart or an unused VAR."""
        assert self.shot is not None
        return bool(self.var[seat]) or any(keeper_saves(c, self.shot.card) for c in self.hands[seat]
                                           if C.KIND_OF[c] is C.Kind.KEEPER)

    def _keeper(self, seat: int, move: Move) -> None:
        """S3 Torwart: the keeper in the shot's corner saves; the goal does not count."""
        self._take(seat, move.card)
        self.out[seat].append(move.card)
        self.emit("save", "striker.event.save", seat=seat, corner=C.CORNER_OF[move.card])
        self._resolve_shot(goal=False)

    def _use_var(self, seat: int, move: Move) -> None:
        """S3 VAR: 50/50; the defender turns one of their two face-down VAR cards (readings.md §4.4 ST4), then both
        leave the game. The order of the pair was shuffled at the deal by the rng."""
        revealed = self.var[seat][0]
        self.out[seat].extend(self.var[seat])
        self.var[seat] = []
        goal = revealed == C.VAR_GOAL
        self.emit("var", "striker.event.var_goal" if goal else "striker.event.var_no_goal", seat=seat, goal=goal)
        self._resolve_shot(goal=goal)

    def _accept(self, seat: int, move: Move) -> None:
        self.emit("accept", "striker.event.accept", seat=seat)
        self._resolve_shot(goal=True)

    def _resolve_shot(self, goal: bool) -> None:
        """readings.md §4.4 ST2: goal or not, the shot's stack leaves the game; then the shooter's turn ends."""
        shot = self.shot
        assert shot is not None
        attack = self._attack(shot.attack)
        assert attack is not None
        self._remove_attack(attack)
        if goal:
            self.goals[shot.shooter] += 1
            self.emit("goal", "striker.event.goal", seat=shot.shooter, goals=list(self.goals))
        self.shot = None
        self.phase = Phase.TURN
        self._finish_turn(shot.shooter)

    # -- the end of a turn, drawing and the end of the game --------------------------------------------------------

    def _end_turn(self, seat: int, move: Move) -> None:
        self.emit("end_turn", "striker.event.end_turn", seat=seat)
        self._finish_turn(seat)

    def _draw(self, seat: int, count: int) -> None:
        self._legal_cache = None
        pile = self.piles[seat]
        drawn = [pile.pop() for _ in range(count)]
        self.hands[seat].extend(drawn)
        if drawn:
            self.emit("draw", "striker.event.draw", seat=seat, count=len(drawn), pile=len(pile))
            self.emit("drew", "striker.event.drew", visible_to=[seat], seat=seat, cards=drawn)

    def _finish_turn(self, seat: int) -> None:
        """After a turn: draw (S3), count down the last turns (readings.md ST14), then the next player's turn."""
        self._legal_cache = None
        while True:
            self._draw(seat, cards_to_draw(len(self.hands[seat]), len(self.piles[seat])))
            if self._game_ends_after(seat):
                self.phase = Phase.OVER
                self.emit("game_over", "striker.event.game_over", goals=list(self.goals))
                return
            seat = (seat + 1) % self.num_seats
            self._begin_turn(seat)
            if self._can_play_a_card(seat):
                return
            self.emit("no_play", "striker.event.no_play", seat=seat)

    def _game_ends_after(self, seat: int) -> bool:
        """S3: when a draw pile is empty, the other players get one last turn each (readings.md §4.4 ST14)."""
        if self.last_turns is not None:
            if seat in self.last_turns:
                self.last_turns.remove(seat)
            return not self.last_turns
        if not self.piles[seat]:
            n = self.num_seats
            self.last_turns = [(seat + k) % n for k in range(1, n)]
            self.emit("last_turns", "striker.event.last_turns", seat=seat)
        return False

    def _begin_turn(self, seat: int) -> None:
        self.current = seat
        self.phase = Phase.TURN
        self.turn_number += 1
        self.turn_event = len(self.events)
        self._legal_cache = None
        self.emit("turn", "striker.event.turn", seat=seat, turn=self.turn_number)

    # -- copying --------------------------------------------------------------------------------------------------

    def clone(self) -> "Striker":
        """A fast independent copy (search copies thousands of these)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.rng = Rng(0)
        new.rng.state = self.rng.state
        new.history = list(self.history)
        new.events = list(self.events)
        new.hands = [list(h) for h in self.hands]
        new.piles = [list(p) for p in self.piles]
        new.var = [list(v) for v in self.var]
        new.out = [list(o) for o in self.out]
        new.goals = list(self.goals)
        new.attacks = [a.copy() for a in self.attacks]
        new.shot = Shot(**self.shot.__dict__) if self.shot is not None else None
        new.last_turns = list(self.last_turns) if self.last_turns is not None else None
        return new
