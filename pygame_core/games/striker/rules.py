"""Striker: the rules as a state machine (source: rules/sources/striker.de.txt [S3], read with readings.md §4).

One :class:`Striker` game is one whole match: from the deal until a draw pile is empty and every other player
had a last turn. The player on turn plays cards one action at a time until no card can be played (S3 "Dein Zug
endet: wenn du keine Karte mehr ausspielen kannst"; with the option ``must_play_while_able`` off, a turn may also
end at will with ``end_turn``, readings.md §4.4 ST1); a shot (a 10 or 11) ends the turn at once and gives its
target a reaction (Torwart, VAR or accept, ST2). After every turn its player draws up to 6 cards, at least 1
(ST14).

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
``end_turn``               end the turn at will (only with the option ``must_play_while_able`` off, ST1)
=========================  =================================================================================

Attacks are numbered 1, 2, 3, ... in the order they are started; a number is never reused. Every action is a
:class:`Move`: the protocol's :class:`~pygame_core.core.game.Action` with its parsed fields.

Each rule is one small predicate below (:func:`starts_attack`, :func:`number_fits`, ...). :meth:`Striker.why_not`
asks them and names the rule that says no; the faster :meth:`Striker.legal_actions` asks the same predicates over
the cards in the hand (the conformance suite checks that both agree in every position it plays).

Two engine choices the sources leave open, both without a decision to make:

- the turn ends by itself when the player on turn cannot play any card (S3 "wenn du keine Karte mehr ausspielen
  kannst"), also at the very start of a turn; the player still draws. Everyone reads "ends the turn", as for a
  turn ended by choice: that the hand holds no playable card is the owner's secret (only the owner is told);
- a shot whose target holds neither a goalkeeper for its corner nor an unused VAR counts at once (there is nothing
  to react with, so nobody is asked).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import Any, Iterator, Optional

from ...core import i18n, state
from ...core.actions import MAX_ID, Arg, IdForm, parse_id, refusals
from ...core.caches import memo
from ...core.deals import check_every_card_once
from ...core.errors import BadOptions, MalformedInput
from ...core.game import Action, Game, Reason
from ...core.options import option
from . import cards as C
from . import messages

#: The reason a rule gives (message ``striker.reason.<rule>``; core/actions.py).
refusal = refusals("striker.reason.")


@dataclass(frozen=True)
class Options:
    """Striker's options (readings.md §5 names the variant flags)."""

    players: int = option(2, "Number of players", choices=(2, 3, 4), seats=True)
    first_player: int = option(0, "The seat that starts: the youngest player, or any chosen player",
                               minimum=0, maximum=3)
    corners: int = option(2, "Corners on shots and goalkeepers (readings.md §4.3): 2 (left/right) or 4",
                          choices=(2, 4))
    must_play_while_able: bool = option(True, "A turn ends only when no card can be played (S3); off: a player "
                                              "may end the turn at any time (readings.md §4.4 ST1)")
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


#: Verbs of the shot reaction (readings.md §4.4 ST17: only these outside one's own turn).
REACTION_VERBS = (Verb.KEEPER, Verb.VAR, Verb.ACCEPT)


@dataclass(frozen=True, kw_only=True)
class Move(Action):
    """A Striker action, parsed: the protocol's :class:`Action` (``id``, ``kind`` = the verb, ``cards`` = the cards
    taken from the hand) with the ``verb``, the ``card`` it plays, the ``attack`` it targets and the shot's
    ``target`` seat.

    Moves are shared immutable values: get them from :func:`move_of` or :func:`parse_move`.
    """

    verb: Verb
    card: Optional[str] = None
    attack: Optional[int] = None
    target: Optional[int] = None


#: The forms of Striker's ids (core/actions.py; the module docstring's table): a number card's move names its card,
#: its attack and, for a shot with 3-4 players, the target seat; a booking names the attack, a keeper its corner.
_ATTACK = Arg("attack", "@", whole=True)
_FORMS: dict[Verb, IdForm] = {
    **{verb: IdForm(verb.value) for verb in (Verb.VAR, Verb.ACCEPT, Verb.END_TURN)},
    **{verb: IdForm(verb.value, (_ATTACK,)) for verb in (Verb.YELLOW, Verb.RED)},
    Verb.KEEPER: IdForm(Verb.KEEPER.value, (Arg("corner"),)),
    Verb.START: IdForm(Verb.START.value, (Arg("card"),)),
    **{verb: IdForm(verb.value, (Arg("card"), _ATTACK, Arg("target", ">", whole=True, optional=True)))
       for verb in (Verb.PLAY, Verb.PASS, Verb.TACKLE)},
}


def _move_id(verb: Verb, card: Optional[str], attack: Optional[int], target: Optional[int]) -> str:
    """The stable action id of a move (see the module docstring's table)."""
    form = _FORMS[verb]
    if verb is Verb.KEEPER:
        return form.format(C.CORNER_OF[card])  # type: ignore[index]  # a keeper move names its card
    values = {"card": card, "attack": attack, "target": target}
    return form.format(*(values[arg.name] for arg in form.args))


#: Moves kept (core/caches.py): far more than a match plays with (verbs x cards x attacks x targets), and bounded,
#: so ids sent from outside (``play:1@<n>`` for every n) cannot grow the worker (issue 37: +71 MB per 100,000 calls).
MOVES_KEPT = 8192
#: Action ids whose parse is kept (the same reason); an id longer than any Striker id (core/actions.py MAX_ID) is
#: no id, and is never kept.
PARSED_KEPT = 4096


@memo("striker.move_of", entries=MOVES_KEPT)
def move_of(verb: Verb, card: Optional[str] = None, attack: Optional[int] = None,
            target: Optional[int] = None) -> Move:
    """The (shared, immutable) move for these fields: creating thousands of moves stays cheap."""
    first = {Verb.PASS: C.PASS, Verb.TACKLE: C.TACKLE}.get(verb)
    cards = tuple(c for c in (first, card) if c is not None)
    return Move(_move_id(verb, card, attack, target), verb.value, cards,
                verb=verb, card=card, attack=attack, target=target)


END_TURN = move_of(Verb.END_TURN)


def parse_move(action_id: Any, corners: int) -> Optional[Move]:
    """The move an action id names, or ``None`` if it is not a Striker action id at all."""
    if not isinstance(action_id, str) or len(action_id) > MAX_ID:
        return None
    return _parsed_move(action_id, corners)


@memo("striker.parse_move", entries=PARSED_KEPT, max_text=MAX_ID)
def _parsed_move(action_id: str, corners: int) -> Optional[Move]:
    return _parse_move(action_id, corners)


def _parse_move(action_id: Any, corners: int) -> Optional[Move]:
    parsed = parse_id(_FORMS.values(), action_id)
    if parsed is None:
        return None
    verb = Verb(parsed.verb)
    if verb in (Verb.VAR, Verb.ACCEPT, Verb.END_TURN):
        return move_of(verb)
    if verb in (Verb.YELLOW, Verb.RED):
        return move_of(verb, C.YELLOW_CARD if verb is Verb.YELLOW else C.RED_CARD, parsed["attack"])  # type: ignore[arg-type]  # the booking form has a whole-number attack
    if verb is Verb.KEEPER:
        card = "K" + str(parsed["corner"])
        return move_of(verb, card) if card in C.composition(corners) else None
    card = str(parsed["card"])
    if verb is Verb.START:
        return move_of(verb, card) if C.NUMBER_OF.get(card) is not None else None
    if C.NUMBER_OF.get(card) is None or card not in C.composition(corners):
        return None
    return move_of(verb, card, parsed["attack"], parsed["target"])  # type: ignore[arg-type]  # the number forms have a whole-number attack and target


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


@dataclass(frozen=True)
class Shot:
    """A shot waiting for its target's reaction (readings.md §4.4 ST2)."""

    attack: int
    shooter: int
    target: int
    card: str

    @property
    def corner(self) -> str:
        return C.CORNER_OF[self.card]


# -- the rules as small functions -------------------------------------------------------------------------------
#
# Each rule is one predicate. ``why_not`` asks the predicate whether an action is allowed and, only when it is not,
# names the rule that forbids it; the fast ``legal_actions`` asks the very same predicates, so the two cannot drift.

def starts_attack(card: str) -> bool:
    """S3: "Starte einen Angriff, indem du eine rote Zahlenkarte ... legst. Die Zahl ... spielt keine Rolle"."""
    return C.NUMBER_OF.get(card, 0) in C.RED_NUMBERS


def room_for_an_attack(attacks_on_table: int) -> bool:
    """S3: "Es dürfen maximal 5 Angriffe gleichzeitig auf dem Tisch liegen" (all players together, readings.md
    §4.4 ST13)."""
    return attacks_on_table < C.MAX_ATTACKS


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


def number_fits(verb: Verb, own: bool, top: int, number: int, takeover_shot: bool) -> bool:
    """Whether a number card may go on an attack whose top number is ``top`` (``own``: the player's own attack):
    alone (advance or take over), after a Pass-Karte (own attack only, readings.md §4.4 ST6) or after a Grätsche
    (an opponent's attack only, ST7)."""
    if verb is Verb.PLAY:
        return advances(top, number) if own else takes_over(top, number, takeover_shot)
    if verb is Verb.PASS:
        return own and pass_follow_up_fits(top, number)
    return not own and tackle_fits(top, number)


@memo("striker.fitting_numbers", entries=1024)  # 2 x 11 tops x 2 x 2 x 2 at most
def fitting_numbers(own: bool, top: int, takeover_shot: bool, with_pass: bool,
                    with_tackle: bool) -> tuple[tuple[Verb, frozenset[int]], ...]:
    """For each way to put a number on such an attack (alone, after a Pass-Karte if ``with_pass``, after a Grätsche
    if ``with_tackle``) that allows any, the numbers :func:`number_fits` allows: the same predicate, tabled for
    the fast path."""
    verbs = [Verb.PLAY] + [Verb.PASS] * with_pass + [Verb.TACKLE] * with_tackle
    table = ((verb, frozenset(n for n in C.NUMBER_OF.values() if number_fits(verb, own, top, n, takeover_shot)))
             for verb in verbs)
    return tuple((verb, numbers) for verb, numbers in table if numbers)


def may_book(own: bool) -> bool:
    """S3 Gelbe / Rote Karte: played on an opponent's attack (readings.md §4.4 ST11, ST12)."""
    return not own


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


def number_refusal(verb: Verb, own: bool, attack: "Attack", number: int, takeover_shot: bool) -> Reason:
    """The rule that keeps a number card off ``attack`` (only asked when :func:`number_fits` says no)."""
    top = attack.top_number
    if verb is Verb.PLAY:
        if number == 11:
            return refusal("eleven_needs_pass")
        if top == 10:
            return refusal("never_on_ten")
        if own:
            return refusal("advance_next", attack=attack.id, top=top, next=top + 1)
        if number == 10 and top == 9:
            return refusal("no_takeover_shot")
        return refusal("takeover_numbers", attack=attack.id, top=top, same=top, next=min(top + 1, 10))
    if verb is Verb.PASS:
        if not own:  # readings.md §4.4 ST6: a pass only on your own attack
            return refusal("pass_own")
        if top in C.GREEN_NUMBERS:
            return refusal("pass_zone")
        if top in C.RED_NUMBERS:
            return refusal("pass_red_yellow")
        return refusal("pass_yellow_green")
    if own:
        return refusal("tackle_opponent")
    if top not in C.YELLOW_NUMBERS:
        return refusal("tackle_yellow")
    return refusal("tackle_follow")


class Striker(Game):
    """One match of Striker for 2-4 players (see the module docstring)."""

    name = "striker"
    #: the sounds of its events (Game.sound_cues; issue 22, item 3)
    sound_cues = {"start": "deal", "start_attack": "card", "shot": "card", "yellow_card": "card", "red_card": "card",
                  "save": "point", "goal": "goal"}
    version = 1
    Options = Options
    state = {
        "hands": state.LISTS,          # each seat's cards in hand
        "piles": state.LISTS,          # each seat's draw pile, its top card last
        "var": state.LISTS,            # each seat's two face-down VAR cards, the one turned first first
        "out": state.LISTS,            # each seat's cards removed from the game (readings.md ST16)
        "goals": state.LIST,
        "attacks": state.COPIES,       # the stacks on the table, oldest first
        "next_attack": state.VALUE,    # the number the next new attack gets
        "shot": state.VALUE,           # the shot waiting for its target's reaction, or None
        "last_turns": state.VALUE,     # seats still owed their last turn (readings.md ST14), a tuple, or None
        "turn_number": state.VALUE,
        "turn_event": state.VALUE,     # the first event of the current turn, for the turn's log
        "current": state.VALUE,        # the seat whose turn it is
        "phase": state.VALUE,
        "_legal_cache": state.RESET,   # (seat, legal card moves) until the position changes
    }

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
        self.last_turns: Optional[tuple[int, ...]] = None
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
        self._end_turn_if_stuck(first)

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
            if isinstance(pile, list):  # a card twice or missing: named
                check_every_card_once(pile, expected.elements(), f"deal 'decks'[{seat}]")
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

    # -- the view contract's hooks (core/contract.py) --

    def own_cards(self, seat: int) -> list[str]:
        return sorted(self.hands[seat], key=C.display_key)

    def card_name(self, card: str, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        return messages.card_name(card, lang)

    def card_click(self, seat: int, card: str) -> Optional[str | Reason]:
        """What a person most likely tried with the card: a new attack, else its natural place (:mod:`.view`); with
        nothing to try (a shot waits for its answer), the rule of where the card belongs."""
        move = first_try(self, seat, card)
        if move is not None and self.why_not(seat, move) is not None:
            return move.id
        return card_refusal(self, seat, move, card)

    def final_score(self, seat: int) -> Optional[float]:
        """The goals ``seat`` scored."""
        return float(self.goals[seat])

    def confirmation(self, action: Action, lang: str = i18n.DEFAULT_LANGUAGE) -> Optional[str]:
        """Ending the turn while a card could still be played (legal only with ``must_play_while_able`` off,
        readings.md §4.4 ST1) ends it at once: asked first (issue 22, item 4)."""
        seat = self.to_move()
        if action.id != END_TURN.id or seat is None or self.phase is not Phase.TURN or not self._can_play_a_card(seat):
            return None
        return i18n.tr("striker.confirm.end_turn", lang)

    def summary(self, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        """Every seat's goals: "Goals 2:1"."""
        return i18n.tr("striker.summary", lang, score=":".join(str(g) for g in self.goals))

    def label(self, action: Action, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        move = self._move(action)
        return messages.action_label(move, lang) if move is not None else action.id

    def find_action(self, seat: int, action_id: str) -> Optional[Action]:
        """Any Striker action id names a move, legal or not (a card not in the hand, an attack not on the table),
        so its refusal names the rule."""
        return parse_move(action_id, self.options.corners)

    def _move(self, action: Action) -> Optional[Move]:
        return action if isinstance(action, Move) else parse_move(action.id, self.options.corners)

    # -- which moves exist ------------------------------------------------------------------------------------------

    def candidates(self, seat: int) -> Iterator[Move]:
        """Every move worth checking for ``seat`` now (a superset of the legal ones, in a stable order): during a
        reaction the goalkeepers in the hand, the VAR and accepting; in a turn every number card as a new attack and
        on every attack (alone, after a Pass-Karte or a Grätsche held), the yellow and red cards held on every
        attack, and ending the turn."""
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

    def legal_actions(self, seat: int) -> list[Action]:
        """The candidates :meth:`why_not` allows, computed faster: the card moves straight from the rule predicates
        (:meth:`_legal_card_moves`), then ending the turn if allowed."""
        if seat != self.to_move():
            return []
        moves: list[Action] = list(self._card_moves(seat))
        if self.phase is Phase.TURN and self._why_not_end_turn(seat) is None:
            moves.append(END_TURN)
        return moves

    def _card_moves(self, seat: int) -> list[Move]:
        """The legal moves other than ``end_turn`` of the seat to move (cached until the state changes)."""
        cache = self._legal_cache
        if cache is not None and cache[0] == seat:
            return cache[1]
        if self.phase is Phase.REACTION:
            moves = [m for m in self.candidates(seat) if self.why_not(seat, m) is None]
        else:
            moves = self._legal_card_moves(seat)
        self._legal_cache = (seat, moves)
        return moves

    def _legal_card_moves(self, seat: int) -> list[Move]:
        """The card moves of the player on turn that :meth:`why_not` allows, in the candidates' order.

        The same predicates decide (:func:`starts_attack`, :func:`room_for_an_attack`, :func:`number_fits` through
        its table :func:`fitting_numbers`, :func:`may_book`); only the enumeration differs: just the cards in the
        hand (so none is missing from it), just the attacks on the table, just the shot targets
        :meth:`_why_not_target` accepts.
        """
        hand = self.hands[seat]
        numbers = sorted({c for c in hand if c in C.NUMBER_OF}, key=C.DISPLAY_ORDER.__getitem__)
        with_pass, with_tackle = C.PASS in hand, C.TACKLE in hand
        bookings = [(v, c) for v, c in ((Verb.YELLOW, C.YELLOW_CARD), (Verb.RED, C.RED_CARD)) if c in hand]
        targets = self._shot_targets(seat)
        takeover_shot = self.options.takeover_shot
        moves = ([move_of(Verb.START, c) for c in numbers if starts_attack(c)]
                 if room_for_an_attack(len(self.attacks)) else [])
        for attack in self.attacks:
            own = attack.owner == seat
            fits = fitting_numbers(own, attack.top_number, takeover_shot, with_pass, with_tackle)
            for card in numbers:
                number = C.NUMBER_OF[card]
                for verb, numbers_that_fit in fits:
                    if number in numbers_that_fit:
                        if is_shot(card):  # a shot names its target (readings.md §4.4 ST8)
                            moves.extend(move_of(verb, card, attack.id, t) for t in targets)
                        else:
                            moves.append(move_of(verb, card, attack.id))
            if may_book(own):
                moves.extend(move_of(verb, card, attack.id) for verb, card in bookings)
        return moves

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

    # -- why a move is not allowed ------------------------------------------------------------------------------------

    def why_not(self, seat: int, action: Action) -> Optional[Reason]:
        """``None`` if ``seat`` (the seat to move) may make ``action`` now, else the rule that forbids it."""
        move = self._move(action)
        if move is None:
            return Reason("core.error.not_legal", {"action": action.id})
        if self.phase is Phase.REACTION:
            return self._why_not_reaction(seat, move)
        if move.verb in REACTION_VERBS:
            return refusal("only_against_shot")
        if move.verb is Verb.END_TURN:
            return self._why_not_end_turn(seat)
        missing = self._missing_card(seat, move)
        if missing is not None:
            return refusal("not_in_hand", card=missing)
        if move.verb is Verb.START:
            return self._why_not_start(move.card)  # type: ignore[arg-type]  # a start names its card
        attack = self._attack(move.attack)
        if attack is None:
            return refusal("no_attack", attack=move.attack)
        own = attack.owner == seat
        if move.verb in (Verb.YELLOW, Verb.RED):
            return None if may_book(own) else refusal("card_on_own_attack", card=move.card)
        number = C.NUMBER_OF[move.card]  # type: ignore[index]  # a number move names its card
        if not number_fits(move.verb, own, attack.top_number, number, self.options.takeover_shot):
            return number_refusal(move.verb, own, attack, number, self.options.takeover_shot)
        return self._why_not_target(seat, move)

    def _missing_card(self, seat: int, move: Move) -> Optional[str]:
        """The first card of ``move`` that is not in the hand (its number card first), if any."""
        hand = self.hands[seat]
        if move.card not in hand:
            return move.card
        for card in move.cards:
            if card not in hand:
                return card
        return None

    def _why_not_end_turn(self, seat: int) -> Optional[Reason]:
        """S3 "Dein Zug endet: wenn du keine Karte mehr ausspielen kannst, wenn du ein Tor erzielst, wenn der Gegner
        den Ball mit dem Torwart hält, oder wenn der VAR eingesetzt wird": no other way to end a turn is listed, so
        the turn goes on while a card can be played (option ``must_play_while_able``, on by default); with the
        option off a turn may end at any time (readings.md §4.4 ST1)."""
        if self.options.must_play_while_able and self._can_play_a_card(seat):
            return refusal("must_play")
        return None

    def _why_not_start(self, card: str) -> Optional[Reason]:
        if not starts_attack(card):
            return refusal("start_red", card=card)
        if not room_for_an_attack(len(self.attacks)):  # readings.md §4.4 ST13
            return refusal("max_attacks", max=C.MAX_ATTACKS)
        return None

    def _why_not_target(self, seat: int, move: Move) -> Optional[Reason]:
        """A shot names its target with 3-4 players (readings.md §4.4 ST8); other moves name none."""
        if is_shot(move.card) and self.num_seats > 2:  # type: ignore[arg-type]  # a number move names its card
            if move.target is None or not 0 <= move.target < self.num_seats or move.target == seat:
                return refusal("shot_target")
        elif move.target is not None:
            return refusal("no_target")
        return None

    def _why_not_reaction(self, seat: int, move: Move) -> Optional[Reason]:
        """readings.md §4.4 ST2/ST17: the target of a shot may only keep, use the VAR or accept."""
        assert self.shot is not None
        if move.verb not in REACTION_VERBS:
            return refusal("react_to_shot")
        if move.verb is Verb.KEEPER:
            if move.card not in self.hands[seat]:
                return refusal("not_in_hand", card=move.card)
            if not keeper_saves(move.card, self.shot.card):  # readings.md §4.4 ST3
                return refusal("keeper_corner", corner=self.shot.corner)
        if move.verb is Verb.VAR and not self.var[seat]:  # S3: "nur einmal pro Spiel"
            return refusal("var_used")
        return None

    def _can_play_a_card(self, seat: int) -> bool:
        """Whether the seat on turn can play any card now (S3: else the turn ends)."""
        return bool(self._card_moves(seat))

    # -- applying -------------------------------------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> None:
        move = self._move(action)
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
        assert move.card is not None
        self._take(seat, move.card)
        attack = Attack(self.next_attack, [(seat, move.card)])
        self.next_attack += 1
        self.attacks.append(attack)
        self.emit("start_attack", "striker.event.start_attack", seat=seat, attack=attack.id, card=move.card)
        self._end_turn_if_stuck(seat)

    def _put_number(self, seat: int, move: Move) -> None:
        """Advance, take over, pass (P + card) or Grätsche (S + card): the number goes on top of the attack."""
        attack = self._attack(move.attack)
        assert attack is not None
        previous = attack.owner
        for card in move.cards:
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
        assert move.card is not None
        if is_shot(move.card):
            self._shoot(seat, attack, move)
        else:
            self._end_turn_if_stuck(seat)

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
        self._end_turn_if_stuck(seat)

    def _red_card(self, seat: int, move: Move) -> None:
        """S3 / readings.md §4.4 ST12: the Rote Karte removes a whole opponent attack from the game."""
        attack = self._attack(move.attack)
        assert attack is not None
        self._take(seat, C.RED_CARD)
        self.out[seat].append(C.RED_CARD)
        owner = attack.owner
        self._remove_attack(attack)
        self.emit("red_card", "striker.event.red_card", seat=seat, attack=attack.id, owner=owner)
        self._end_turn_if_stuck(seat)

    def _remove_attack(self, attack: Attack) -> None:
        for owner, card in attack.cards:
            self.out[owner].append(card)
        attack.cards = []
        self.attacks.remove(attack)

    def _end_turn_if_stuck(self, seat: int) -> None:
        """S3 "Dein Zug endet: wenn du keine Karte mehr ausspielen kannst": the turn ends by itself."""
        if not self._can_play_a_card(seat):
            self._announce_turn_end(seat)
            self._finish_turn(seat, stuck=True)

    # -- shots ----------------------------------------------------------------------------------------------------

    def _shoot(self, seat: int, attack: Attack, move: Move) -> None:
        """S3: a 10 or 11 is a shot and ends the turn; its target reacts (readings.md §4.4 ST2, ST8)."""
        target = move.target if move.target is not None else (seat + 1) % self.num_seats
        assert move.card is not None
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
        assert move.card is not None
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
        self._announce_turn_end(seat)
        self._finish_turn(seat)

    def _announce_turn_end(self, seat: int) -> None:
        """Everyone reads the same line whether the turn ended by choice or because no card could be played, so the
        others do not learn that the hand holds no playable card; only the owner is told, with the cards drawn
        (readings.md §4.4 ST1)."""
        self.emit("end_turn", "striker.event.end_turn", seat=seat)

    def _draw(self, seat: int, count: int, stuck: bool = False) -> None:
        self._legal_cache = None
        pile = self.piles[seat]
        drawn = [pile.pop() for _ in range(count)]
        self.hands[seat].extend(drawn)
        if drawn:
            self.emit("draw", "striker.event.draw", seat=seat, count=len(drawn), pile=len(pile))
            self.emit("drew", "striker.event.drew_stuck" if stuck else "striker.event.drew", visible_to=[seat],
                      seat=seat, cards=drawn)

    def _finish_turn(self, seat: int, stuck: bool = False) -> None:
        """After a turn (``stuck``: it ended because no card could be played): draw (S3), count down the last turns
        (readings.md ST14), then the next player's turn, which ends at once if that player cannot play a card."""
        self._legal_cache = None
        while True:
            self._draw(seat, cards_to_draw(len(self.hands[seat]), len(self.piles[seat])), stuck)
            if self._game_ends_after(seat):
                self.phase = Phase.OVER
                self.emit("game_over", "striker.event.game_over", goals=list(self.goals))
                return
            seat = (seat + 1) % self.num_seats
            self._begin_turn(seat)
            if self._can_play_a_card(seat):
                return
            self._announce_turn_end(seat)
            stuck = True

    def _game_ends_after(self, seat: int) -> bool:
        """S3: when a draw pile is empty, the other players get one last turn each (readings.md §4.4 ST14)."""
        if self.last_turns is not None:
            self.last_turns = tuple(s for s in self.last_turns if s != seat)
            return not self.last_turns
        if not self.piles[seat]:
            n = self.num_seats
            self.last_turns = tuple((seat + k) % n for k in range(1, n))
            self.emit("last_turns", "striker.event.last_turns", seat=seat)
        return False

    def _begin_turn(self, seat: int) -> None:
        self.current = seat
        self.phase = Phase.TURN
        self.turn_number += 1
        self.turn_event = len(self.events)
        self._legal_cache = None
        self.emit("turn", "striker.event.turn", seat=seat, turn=self.turn_number)


# -- what a click on a card means (the rules read it for a refusal, the view for the places on the table) ---------

def natural_move(game: Striker, seat: int, card: str, attack: int) -> Optional[Move]:
    """The move a person means by putting ``card`` on ``attack`` (for the reason it is refused). A pass card or a
    Grätsche goes with the card that follows it: the first card of the hand that could follow it there, else the
    first other card."""
    kind = C.KIND_OF[card]
    if kind is C.Kind.NUMBER:
        return move_of(Verb.PLAY, card, attack)
    if kind is C.Kind.YELLOW_CARD:
        return move_of(Verb.YELLOW, card, attack)
    if kind is C.Kind.RED_CARD:
        return move_of(Verb.RED, card, attack)
    if kind is C.Kind.KEEPER:
        return move_of(Verb.KEEPER, card)
    verb = Verb.PASS if card == C.PASS else Verb.TACKLE if card == C.TACKLE else None
    if verb is None:
        return None
    followers = [move_of(verb, other, attack) for other in dict.fromkeys(game.hands[seat])
                 if C.KIND_OF[other] is C.Kind.NUMBER]
    for move in followers:
        if game.why_not(seat, move) is None:
            return move
    return followers[0] if followers else None


def first_try(game: Striker, seat: int, card: str) -> Optional[Move]:
    """What a person most likely tried with a card that has no legal move: a new attack, else its own attacks (an
    opponent's first for the cards played on an opponent's attack)."""
    if C.KIND_OF[card] is C.Kind.KEEPER:
        return move_of(Verb.KEEPER, card)
    if game.phase is Phase.REACTION:
        return None
    if C.KIND_OF[card] is C.Kind.NUMBER and not any(a.owner == seat for a in game.attacks):
        return move_of(Verb.START, card)
    on_opponents = C.KIND_OF[card] in (C.Kind.YELLOW_CARD, C.Kind.RED_CARD) or card == C.TACKLE
    ordered = sorted(game.attacks, key=lambda a: (a.owner == seat) == on_opponents)
    return natural_move(game, seat, card, ordered[0].id) if ordered else None


def card_refusal(game: Striker, seat: int, move: Optional[Move], card: str) -> Reason:
    """The rule that keeps ``card`` from ``move`` (what a person tried with it), or, with no move to try or a move
    allowed, the rule of where the card belongs."""
    reason = game.why_not(seat, move) if move is not None else None
    return reason if reason is not None else _rule_without_move(game, seat, card)


def _rule_without_move(game: Striker, seat: int, card: str) -> Reason:
    """The rule for a card with no move to try: a shot waits for the reaction, else where the card belongs."""
    if game.phase is Phase.REACTION:
        return Reason("striker.reason.react_to_shot")
    if card in (C.PASS, C.TACKLE) and not any(C.KIND_OF[c] is C.Kind.NUMBER for c in game.hands[seat]):
        return Reason("striker.reason.needs_follow", {"card": card})
    if card == C.PASS:
        return Reason("striker.reason.pass_own")
    if card == C.TACKLE:
        return Reason("striker.reason.tackle_opponent")
    if C.KIND_OF[card] in (C.Kind.YELLOW_CARD, C.Kind.RED_CARD):
        return Reason("striker.reason.card_on_own_attack", {"card": card})
    if C.KIND_OF[card] is C.Kind.NUMBER:
        return Reason("striker.reason.start_red", {"card": card})
    return Reason("striker.reason.must_play")
