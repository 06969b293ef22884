"""Spike: the rules as a state machine. One :class:`SpikeGame` is one whole match.

The authority is the original rules page (``sources/spike.txt``, [S1]); where it leaves gaps, this module follows the
PROPOSED resolutions of readings.md §2.4 (SP1-SP10) and cites them where the code encodes them
(``§2.4 SP2`` is readings.md §2.4, resolution SP2).

A match runs rally after rally:

1. **Refill** (SP6): each player whose hand holds fewer than 10 cards secretly chooses how many ATTACK and DEFENSE
   cards to draw (``draw:A3D1``). Only when both have chosen are the cards drawn; the counts become public.
2. **Serve**: the server commits an ATTACK card face down (no CUT): ``play:A7``.
3. **Receive**: the receiver commits a DEFENSE card face down (no BLOCK); both are revealed (SP1).
4. After a successful defense the defender draws a SET card face up, then commits an ATTACK card (set + attack, or a
   CUT for which the set does not matter); the other player commits a DEFENSE card; both are revealed; and so on
   until an attack is not defended. SET FAIL sends the ball over: the opponent attacks with set 0 (SP2).
5. The point winner serves the next rally. Sets go to 3 points, the match to 2 sets; a new set starts with the
   loser of the previous set serving (SP8).

Hidden commits (SP1, SP6): a face-down card, and a refill choice made while the other player still chooses, is
never shown to the other seat: not in its view and not in its log. The save is the referee's record (like the seed
it holds, which fixes every card, it is never shown to a seat): it keeps the commit, so a reload continues exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, Iterable, Mapping, Optional

from ...core import i18n
from ...core.actions import Arg, IdForm, refusals
from ...core.caches import memo
from ...core.errors import MalformedInput
from ...core.game import Action, Game, Reason
from ...core.options import option
from ...core.state import LIST, LISTS, VALUE
from . import messages
from .cards import CARDS, CUT_DEFENSE_MAX, HAND_SIZE, PILES, POWER_CARDS, Kind, card, is_card, kind_of, sort_key

#: The reason a rule gives (message ``spike.reason.<rule>``; core/actions.py).
refusal = refusals("spike.reason.")


SEATS = 2
PILE_NAMES = (Kind.ATTACK.value, Kind.DEFENSE.value, Kind.SET.value)
#: A refill split's id: ``draw:A<attack cards>D<defense cards>`` (core/actions.py).
_DRAW = IdForm("draw", (Arg("attack", ":A", whole=True), Arg("defense", "D", whole=True)))


class Phase(str, Enum):
    """Whose decision the match is waiting for."""

    REFILL = "refill"    # players choose how many ATTACK / DEFENSE cards to draw
    SERVE = "serve"      # the server commits an attack card
    RECEIVE = "receive"  # the receiver commits a defense card
    ATTACK = "attack"    # the attacker commits an attack card (after a set card)
    DEFEND = "defend"    # the defender commits a defense card
    OVER = "over"


class RallyEnd(str, Enum):
    """Why a rally ended (each has a message ``spike.end.<value>``)."""

    SERVE_ACE = "serve_ace"      # the receive was lower than the serve
    SPIKE = "spike"              # the attack was stronger than the defense
    CUT = "cut"                  # a CUT met a defense that cannot stop it (6-10 or BLOCK)
    BLOCK = "block"              # a BLOCK stopped a hard attack and scores at once
    NO_SERVE = "no_serve"        # the server held no attack card that may be served
    NO_ATTACK = "no_attack"      # the attacker held no attack card ("no energy left")
    NO_DEFENSE = "no_defense"    # the defender held no defense card that may be played


@dataclass(frozen=True)
class Options:
    """Spike variants (readings.md §5 names ``power_cards``); every default is the reading's proposal."""

    power_cards: str = option("match", "Power cards are dealt once per match (played ones leave the game) or "
                              "dealt again at the start of every set, with a new hand of 10 (readings.md SP4)",
                              choices=("match", "per_set"))
    first_server: str = option("random", "Who serves first in set 1 (the rules: whoever played beach volleyball "
                               "most recently; readings.md SP8)", choices=("random", "player1", "player2"))
    set_points: int = option(3, "Points that win a set", minimum=1, maximum=15)
    sets_to_win: int = option(2, "Sets that win the match", minimum=1, maximum=5)


# -- the record of a match (values: a copy of the match shares them) ----------------------------------

@dataclass(frozen=True, slots=True)
class Exchange:
    """One attack against one defense, once revealed; ``defense`` is ``None`` if the rally ended before it.

    ``kind`` is "serve", "attack" (after a set) or "free" (after a SET FAIL); ``strength`` is ``None`` for a CUT;
    ``reason`` is the :class:`RallyEnd` value when this exchange ended the rally.
    """

    kind: str
    attacker: int
    defender: int
    set_card: Optional[str]
    set_value: int
    attack: Optional[str]
    defense: Optional[str]
    strength: Optional[int]
    defended: bool
    reason: Optional[str]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "attacker": self.attacker, "defender": self.defender, "set": self.set_card,
                "set_value": self.set_value, "attack": self.attack, "defense": self.defense,
                "strength": self.strength, "defended": self.defended, "reason": self.reason}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Exchange":
        return cls(data["kind"], data["attacker"], data["defender"], data["set"], data["set_value"], data["attack"],
                   data["defense"], data["strength"], data["defended"], data["reason"])


@dataclass(frozen=True, slots=True)
class RallyRecord:
    """A finished rally: who served and won it, why, its exchanges and the points after it."""

    rally: int
    set_no: int
    server: int
    winner: int
    reason: str
    exchanges: tuple[Exchange, ...]
    points: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"rally": self.rally, "set_no": self.set_no, "server": self.server, "winner": self.winner,
                "reason": self.reason, "exchanges": [e.to_json() for e in self.exchanges],
                "points": list(self.points)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "RallyRecord":
        return cls(data["rally"], data["set_no"], data["server"], data["winner"], data["reason"],
                   tuple(Exchange.from_json(e) for e in data["exchanges"]), tuple(data["points"]))


@dataclass(frozen=True, slots=True)
class SetResult:
    """A finished set: its number, its winner and the final points."""

    set_no: int
    winner: int
    points: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"set_no": self.set_no, "winner": self.winner, "points": list(self.points)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "SetResult":
        return cls(data["set_no"], data["winner"], tuple(data["points"]))


def pile_lists(piles: Mapping[str, list[str]]) -> dict[str, list[str]]:
    """The copier of the draw and discard piles (pile name -> a list of card ids)."""
    return {name: list(cards) for name, cards in piles.items()}


# -- the rules as small functions ------------------------------------------------------------------

def attack_strength(attack: str, set_value: int) -> Optional[int]:
    """ATTACK strength = SET + ATTACK card (S1); a CUT has no strength: "the quality of the set does not matter".

    Strengths are not floored (§2.4 SP3): a -2 set under an attack 1 gives -1.
    """
    value = card(attack).value
    return None if value is None else value + set_value


def serve_refusal(card_id: str) -> Optional[Reason]:
    """The serve is an ATTACK card, and "you cannot play a cut shot on the serve" (S1)."""
    c = card(card_id)
    if c.kind is not Kind.ATTACK:
        return refusal("serve_needs_attack", card=card_id)
    if c.is_cut:
        return refusal("no_cut_serve", card=card_id)
    return None


def receive_refusal(card_id: str) -> Optional[Reason]:
    """The receive is a DEFENSE card, and "the BLOCK cannot be played after a serve" (S1)."""
    c = card(card_id)
    if c.kind is not Kind.DEFENSE:
        return refusal("receive_needs_defense", card=card_id)
    if c.is_block:
        return refusal("no_block_after_serve", card=card_id)
    return None


def attack_refusal(card_id: str) -> Optional[Reason]:
    """After a set (or a SET FAIL) any ATTACK card may be played, CUT included (§2.4 SP2)."""
    if kind_of(card_id) is not Kind.ATTACK:
        return refusal("attack_needs_attack", card=card_id)
    return None


def defend_refusal(card_id: str) -> Optional[Reason]:
    """Any DEFENSE card may answer an attack, BLOCK included (it is only barred after a serve)."""
    if kind_of(card_id) is not Kind.DEFENSE:
        return refusal("defend_needs_defense", card=card_id)
    return None


#: The rule each card phase applies to the card played.
CARD_RULES: dict[Phase, Callable[[str], Optional[Reason]]] = {
    Phase.SERVE: serve_refusal,
    Phase.RECEIVE: receive_refusal,
    Phase.ATTACK: attack_refusal,
    Phase.DEFEND: defend_refusal,
}

#: The cards each card phase allows: the rules above, evaluated once for every card (the fast path of
#: :meth:`SpikeGame.legal_actions` and of :meth:`SpikeGame.why_not` reads this table, so they cannot differ).
PLAYABLE: dict[Phase, frozenset[str]] = {
    phase: frozenset(cid for cid in CARDS if rule(cid) is None) for phase, rule in CARD_RULES.items()}


def can_serve_with(card_id: str) -> bool:
    return card_id in PLAYABLE[Phase.SERVE]


def can_receive_with(card_id: str) -> bool:
    return card_id in PLAYABLE[Phase.RECEIVE]


def can_attack_with(card_id: str) -> bool:
    return card_id in PLAYABLE[Phase.ATTACK]


def can_defend_with(card_id: str) -> bool:
    return card_id in PLAYABLE[Phase.DEFEND]


def stops_cut(defense: str) -> bool:
    """A CUT "can only be defended with cut DEFENSE cards (1-5)" (S1): not by 6-10, not by a BLOCK."""
    value = card(defense).value
    return value is not None and value <= CUT_DEFENSE_MAX


def defends(defense: str, strength: int) -> bool:
    """A hard attack is defended if the DEFENSE value is at least the attack strength (§2.4 SP10: ties defend)."""
    value = card(defense).value
    return value is not None and value >= strength


def resolve_exchange(attack: str, defense: str, set_value: int) -> tuple[Optional[str], Optional[RallyEnd]]:
    """The revealed attack against the revealed defense: ``(None, None)`` if defended, else the side that scores.

    The side is ``"attacker"`` or ``"defender"`` (a BLOCK against a hard attack scores at once, S1 and SP3).
    """
    if card(attack).is_cut:
        return (None, None) if stops_cut(defense) else ("attacker", RallyEnd.CUT)
    if card(defense).is_block:
        return "defender", RallyEnd.BLOCK
    strength = attack_strength(attack, set_value)
    assert strength is not None
    return (None, None) if defends(defense, strength) else ("attacker", RallyEnd.SPIKE)


def refill_need(hand_size: int) -> int:
    """Before every rally a player draws up to 10 cards (S1); a fuller hand draws nothing."""
    return max(0, HAND_SIZE - hand_size)


def draw_id(attack: int, defense: int) -> str:
    return _DRAW.format(attack, defense)


def parse_draw_id(action_id: str) -> Optional[tuple[int, int]]:
    """``"draw:A3D1"`` -> ``(3, 1)``; ``None`` unless ``action_id`` is a draw id exactly as the game writes it."""
    parsed = _DRAW.parse(action_id)
    if parsed is None or parsed["attack"] < 0 or parsed["defense"] < 0:  # type: ignore[operator]  # the draw form's arguments are whole numbers
        return None
    return parsed["attack"], parsed["defense"]  # type: ignore[return-value]  # the draw form's arguments are whole numbers


@memo("spike.refill_splits", entries=64)  # ``need`` is at most a hand's size
def refill_splits(need: int) -> tuple[Action, ...]:
    """SP6: every way to draw exactly ``need`` cards, most ATTACK cards first (built once per ``need``)."""
    return tuple(Action(draw_id(a, need - a), "draw") for a in range(need, -1, -1))

#: Playing a card: one action per card id (actions never change, so they are made once).
PLAY: dict[str, Action] = {cid: Action("play:" + cid, "play", (cid,)) for cid in CARDS}


def other(seat: int) -> int:
    return 1 - seat


# -- the game ----------------------------------------------------------------------------------------

class SpikeGame(Game):
    """One Spike match between two seats (see the module docstring for the flow).

    ``deal`` (tests and rules examples) may fix, all optional:

    - ``first_server``: 0 or 1;
    - ``hands``: two lists of card ids, each player's hand at the start (at most 10 cards; power cards of that
      player that are not listed count as already played, i.e. out of the game); missing cards are drawn as usual;
    - ``attack``, ``defense``, ``set``: the top cards of a draw pile, top first (the rest is shuffled below them);
    - ``points`` and ``sets``: the score at the start, ``[seat 0, seat 1]``.
    """

    name = "spike"
    #: the sounds of its events (Game.sound_cues; issue 22, item 3)
    sound_cues = {"draw": "deal", "commit": "card", "set": "card", "point": "point", "set_won": "goal"}
    #: 2: with ``power_cards="per_set"`` a set starts with a new hand of 10 (issue 11). Saves of version 1 replay
    #: with the power cards played so far returned on top of the hand, as they were made.
    version = 2
    older_versions = (1,)
    Options = Options
    state = {
        # the score
        "points": LIST, "sets": LIST, "set_no": VALUE, "set_results": LIST, "winner": VALUE,
        # the cards
        "hands": LISTS, "power_out": LISTS, "piles": pile_lists, "discards": pile_lists,
        # the rally
        "server": VALUE, "rally_no": VALUE, "rallies": LIST, "last_draws": LIST, "phase": VALUE,
        "refill_choice": LIST, "attacker": VALUE, "defender": VALUE, "set_card": VALUE, "free_ball": VALUE,
        "commit": VALUE, "table": LIST, "exchanges": LIST,
    }

    # -- setup ------------------------------------------------------------------------------------

    def _setup(self) -> None:
        deal = self.deal or {}
        unknown = set(deal) - {"first_server", "hands", "attack", "defense", "set", "points", "sets"}
        if unknown:
            raise MalformedInput(f"unknown deal keys: {sorted(unknown)}", sorted(unknown))
        self.points = _score_pair(deal, "points", self.options.set_points)
        self.sets = _score_pair(deal, "sets", self.options.sets_to_win)
        self.set_no = sum(self.sets) + 1
        self.set_results: list[SetResult] = []
        used: dict[str, int] = {}
        self.hands, self.power_out = self._deal_hands(deal.get("hands"), used)
        tops = {name: _parse_top(deal, name, used) for name in PILE_NAMES}
        for cid, n in used.items():
            have = PILES[kind_of(cid)].count(cid)
            if n > have:
                raise MalformedInput(f"the deal uses {cid} {n} times; the deck has {have}", cid)
        self.server = self._first_server(deal)
        self.piles = self._build_piles(tops)
        self.discards: dict[str, list[str]] = {name: [] for name in PILE_NAMES}
        self.winner: Optional[int] = None
        self.rally_no = 0
        self.rallies: list[RallyRecord] = []
        self.last_draws: list[Optional[tuple[int, int]]] = [None, None]
        self._start_rally()

    @staticmethod
    def _deal_hands(hands: Any, used: dict[str, int]) -> tuple[list[list[str]], list[list[str]]]:
        """S1 set-up: each player takes their 6 POWER cards (a dealt position may give other hands instead)."""
        if hands is None:
            return [list(POWER_CARDS), list(POWER_CARDS)], [[], []]
        dealt = _parse_hands(hands, used)
        return dealt, [[p for p in POWER_CARDS if p not in hand] for hand in dealt]

    def _build_piles(self, tops: dict[str, list[str]]) -> dict[str, list[str]]:
        """S1 set-up: the draw cards "sorted by type, shuffled, and placed face down in three piles"."""
        piles = {}
        for name in PILE_NAMES:
            rest = list(PILES[Kind(name)])
            for cid in tops[name]:
                rest.remove(cid)
            for hand in self.hands:
                for cid in hand:
                    if not card(cid).power and kind_of(cid).value == name:
                        rest.remove(cid)
            self.rng.shuffle(rest)
            piles[name] = rest + list(reversed(tops[name]))  # the top of a pile is its last element
        return piles

    def _first_server(self, deal: Mapping[str, Any]) -> int:
        """Set 1: "the player who most recently played beach volleyball" serves: an option, else chance (§2.4 SP8)."""
        if "first_server" in deal:
            seat = deal["first_server"]
            if seat not in (0, 1) or isinstance(seat, bool):
                raise MalformedInput("first_server must be 0 or 1", seat)
            return seat
        if self.options.first_server == "player1":
            return 0
        if self.options.first_server == "player2":
            return 1
        return self.rng.below(2)

    @property
    def num_seats(self) -> int:
        return SEATS

    # -- the protocol -----------------------------------------------------------------------------

    def to_move(self) -> Optional[int]:
        phase = self.phase
        if phase is Phase.OVER:
            return None
        if phase is Phase.REFILL:
            for seat in (self.server, other(self.server)):
                if self.refill_choice[seat] is None and refill_need(len(self.hands[seat])) > 0:
                    return seat
            return None  # everybody has chosen: the cards are drawn at once (see _maybe_draw_refills)
        if phase is Phase.SERVE or phase is Phase.ATTACK:
            return self.attacker
        return self.defender

    def candidates(self, seat: int) -> Iterable[Action]:
        """Before a rally: every split of the cards to draw. In a rally: each card in the hand, in hand order."""
        if self.phase is Phase.REFILL:
            return refill_splits(refill_need(len(self.hands[seat])))
        if self.phase is Phase.OVER:
            return []
        return [PLAY[cid] for cid in sorted(set(self.hands[seat]), key=sort_key)]

    def legal_actions(self, seat: int) -> list[Action]:
        """The candidates :meth:`why_not` allows, read from the same tables (the search asks this thousands of
        times)."""
        if seat != self.to_move():
            return []
        if self.phase is Phase.REFILL:
            return list(refill_splits(refill_need(len(self.hands[seat]))))
        playable = PLAYABLE[self.phase]
        return [PLAY[cid] for cid in sorted(set(self.hands[seat]), key=sort_key) if cid in playable]

    def find_action(self, seat: int, action_id: str) -> Optional[Action]:
        """Any card of the game (``play:<card>``) and any draw split (``draw:A<n>D<n>``), held or not, allowed or
        not, so a refusal names its rule."""
        if action_id.startswith("play:"):
            return PLAY.get(action_id[5:])
        if parse_draw_id(action_id) is not None:
            return Action(action_id, "draw")
        return None

    def why_not(self, seat: int, action: Action) -> Optional[Reason]:
        """The rule an action breaks: cards are drawn only before a rally, and exactly up to 10 (S1, SP6); SET cards
        are never played from the hand; a card must be held; and each phase takes its own cards (S1, SP2)."""
        if action.kind == "draw":
            return self._refill_refusal(seat, action.id)
        cid = action.cards[0]
        if self.phase is Phase.REFILL:
            return refusal("refill_first", need=refill_need(len(self.hands[seat])))
        if kind_of(cid) is Kind.SET:
            return refusal("set_not_played", card=cid)
        if cid not in self.hands[seat]:
            return refusal("not_in_hand", card=cid)
        if cid in PLAYABLE[self.phase]:
            return None
        return CARD_RULES[self.phase](cid)

    def _refill_refusal(self, seat: int, action_id: str) -> Optional[Reason]:
        """SP6: before a rally, draw exactly the cards missing to 10, split as you like; never during a rally."""
        if self.phase is not Phase.REFILL:
            return refusal("draw_only_before_rally")
        counts = parse_draw_id(action_id)
        assert counts is not None
        have = len(self.hands[seat])
        need = refill_need(have)
        if sum(counts) != need:
            return refusal("draw_exactly", need=need, have=have)
        return None

    def label(self, action: Action, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        """An action's words: "Draw 3 ATTACK + 1 DEFENSE", "Serve with ATTACK 5", "Attack with ATTACK 7 (strength 9)"
        (an attack's strength depends on the face-up set card)."""
        if action.kind == "draw":
            counts = parse_draw_id(action.id)
            assert counts is not None
            return i18n.tr("spike.action.draw", lang, attack=counts[0], defense=counts[1])
        cid = action.cards[0]
        if self.phase is Phase.ATTACK and not card(cid).is_cut:
            return i18n.tr("spike.action.attack_strength", lang, card=cid,
                           strength=attack_strength(cid, self.set_value))
        if self.phase in CARD_RULES:
            return i18n.tr(f"spike.action.{self.phase.value}", lang, card=cid)
        return i18n.tr("spike.action.play", lang, card=cid)

    def _apply(self, seat: int, action: Action) -> None:
        if action.kind == "draw":
            counts = parse_draw_id(action.id)
            assert counts is not None
            self._choose_refill(seat, counts)
        else:
            self._play(seat, action.cards[0])

    def outcome(self) -> Optional[list[float]]:
        if self.winner is None:
            return None
        return [1.0 if s == self.winner else 0.0 for s in range(SEATS)]

    # -- the view contract's hooks (core/contract.py) --

    def own_cards(self, seat: int) -> list[str]:
        return sorted(self.hands[seat], key=sort_key)

    def card_name(self, card: str, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        return messages.card_name(card, lang)

    def card_click(self, seat: int, card: str) -> Optional[str]:
        """A click on a card plays it."""
        return "play:" + card

    def final_score(self, seat: int) -> Optional[float]:
        """The sets ``seat`` won."""
        return float(self.sets[seat])

    def summary(self, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        """The score line of the view ("Set 2: 1:0 · sets 1:0")."""
        return self.score_text(lang)

    def score_text(self, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        return i18n.tr("spike.score", lang, set_no=self.set_no, points=self.points, sets=self.sets)

    # -- the match flow ---------------------------------------------------------------------------

    @property
    def set_value(self) -> int:
        """The face-up set card's modifier for the current attack: 0 for a serve or after a SET FAIL (§2.4 SP2)."""
        if self.set_card is None or self.free_ball:
            return 0
        value = card(self.set_card).value
        return 0 if value is None else value

    def _start_rally(self) -> None:
        self.rally_no += 1
        self.phase = Phase.REFILL
        self.refill_choice: list[Optional[tuple[int, int]]] = [None, None]
        self.attacker = self.server
        self.defender = other(self.server)
        self.set_card: Optional[str] = None
        self.free_ball = False
        self.commit: Optional[str] = None
        self.table: list[str] = []
        self.exchanges: list[Exchange] = []
        self.emit("rally", "spike.log.rally", rally=self.rally_no, set_no=self.set_no, server=self.server)
        self._maybe_draw_refills()

    def _choose_refill(self, seat: int, counts: tuple[int, int]) -> None:
        """SP6: the split is secret until both players have chosen; then both draw and the counts become public."""
        self.refill_choice[seat] = counts
        self.emit("refill_chosen", "spike.log.refill_chosen", seat=seat)
        self._maybe_draw_refills()  # once the other player has chosen too

    def _maybe_draw_refills(self) -> None:
        if self.to_move() is not None:
            return
        for seat in (self.server, other(self.server)):
            counts = self.refill_choice[seat]
            if counts is None:
                self.last_draws[seat] = None
                continue
            drawn = [self._draw_card(Kind.ATTACK) for _ in range(counts[0])]
            drawn += [self._draw_card(Kind.DEFENSE) for _ in range(counts[1])]
            self.hands[seat].extend(drawn)
            self.last_draws[seat] = counts
            self.emit("draw", "spike.log.draw", seat=seat, attack=counts[0], defense=counts[1])
            self.emit("draw_private", "spike.log.drawn_cards", visible_to=[seat], seat=seat, cards=drawn)
        self._begin_serve()

    def _draw_card(self, kind: Kind) -> str:
        """One card from an ATTACK or DEFENSE pile; if it and its discards are empty, from the other one (§2.4 SP5)."""
        cid = self._take(kind.value)
        if cid is None:
            cid = self._take(Kind.DEFENSE.value if kind is Kind.ATTACK else Kind.ATTACK.value)
        if cid is None:  # cannot happen: at most 20 of the 60 ATTACK/DEFENSE draw cards are in hands
            raise RuntimeError("no ATTACK or DEFENSE card left to draw")
        return cid

    def _take(self, name: str) -> Optional[str]:
        """The top card of a pile; an empty pile is first remade from its own shuffled discards (S1; §2.4 SP5)."""
        pile = self.piles[name]
        if not pile and self.discards[name]:
            pile.extend(self.discards[name])
            self.discards[name] = []
            self.rng.shuffle(pile)
            self.emit("reshuffle", "spike.log.reshuffle", pile=name, count=len(pile))
        return pile.pop() if pile else None

    def _begin_serve(self) -> None:
        """The server commits an attack card (no CUT); with none, the rally is lost (§2.4 SP7)."""
        self.phase = Phase.SERVE
        self.attacker, self.defender = self.server, other(self.server)
        if not any(can_serve_with(c) for c in self.hands[self.server]):
            self._end_rally(self.defender, RallyEnd.NO_SERVE)

    def _play(self, seat: int, cid: str) -> None:
        self.hands[seat].remove(cid)
        if self.phase is Phase.SERVE or self.phase is Phase.ATTACK:
            self._commit_attack(seat, cid)
        else:
            self._defend_and_reveal(seat, cid)

    def _commit_attack(self, seat: int, cid: str) -> None:
        """The serve / attack lies face down until the defense is committed too (§2.4 SP1)."""
        serve = self.phase is Phase.SERVE
        self.commit = cid
        self.emit("commit", "spike.log.serve_face_down" if serve else "spike.log.attack_face_down", seat=seat)
        self.emit("commit_private", "spike.log.you_committed", visible_to=[seat], seat=seat, card=cid)
        self.phase = Phase.RECEIVE if serve else Phase.DEFEND
        if not any(c in PLAYABLE[self.phase] for c in self.hands[self.defender]):
            self._end_rally(self.attacker, RallyEnd.NO_DEFENSE)  # §2.4 SP7: "no energy left"

    def _defend_and_reveal(self, seat: int, defense: str) -> None:
        """Both face-down cards are revealed at the same time and compared (S1; §2.4 SP1)."""
        attack = self.commit
        assert attack is not None
        serve = self.phase is Phase.RECEIVE
        self.commit = None
        self.table += [attack, defense]
        side, reason = resolve_exchange(attack, defense, self.set_value)
        strength = attack_strength(attack, self.set_value)
        self._record_exchange(attack, defense, strength, side is None, reason)
        self.emit("reveal", "spike.log.reveal_cut" if strength is None else "spike.log.reveal",
                  attacker=self.attacker, defender=self.defender, attack=attack,
                  defense=defense, strength=strength, set_value=self.set_value, serve=serve,
                  cut=strength is None)
        if side is None:
            self.emit("defended", "spike.log.defended", seat=self.defender)
            self._draw_set(self.defender)
        else:
            self._end_rally(self.attacker if side == "attacker" else self.defender,
                            RallyEnd.SERVE_ACE if serve and reason is RallyEnd.SPIKE else reason)  # type: ignore[arg-type]  # resolve_exchange names a reason with every side

    def _record_exchange(self, attack: Optional[str], defense: Optional[str], strength: Optional[int],
                         defended: bool, reason: Optional[RallyEnd]) -> None:
        kind = "serve" if self.set_card is None else ("free" if self.free_ball else "attack")
        self.exchanges.append(Exchange(kind, self.attacker, self.defender, self.set_card, self.set_value, attack,
                                       defense, strength, defended, reason.value if reason is not None else None))

    def _draw_set(self, setter: int) -> None:
        """The player who defended draws a SET card face up and attacks; SET FAIL sends the ball over (§2.4 SP2)."""
        cid = self._take(Kind.SET.value)
        if cid is None:  # cannot happen with the §2.3 deck: a rally uses at most ~10 of the 24 set cards
            raise RuntimeError("no SET card left to draw")
        self.table.append(cid)
        self.set_card = cid
        if card(cid).is_set_fail:
            # §2.4 SP2: the opponent attacks with value 0, playing no defense and drawing no set; the setter defends.
            self.free_ball = True
            self.attacker, self.defender = other(setter), setter
            self.emit("set", "spike.log.set_fail", seat=setter, opponent=other(setter), card=cid)
        else:
            self.free_ball = False
            self.attacker, self.defender = setter, other(setter)
            self.emit("set", "spike.log.set", seat=setter, card=cid, value=card(cid).value)
        self._begin_attack()

    def _begin_attack(self) -> None:
        """SP7: a player who must attack and holds no ATTACK card loses the rally."""
        self.phase = Phase.ATTACK
        if not any(can_attack_with(c) for c in self.hands[self.attacker]):
            self._end_rally(self.defender, RallyEnd.NO_ATTACK)

    def _end_rally(self, winner: int, reason: RallyEnd) -> None:
        """The point winner takes the played cards (§2.4 SP5: the score is kept as a number) and serves next."""
        if self.commit is not None:  # the rally ended before the defense: the face-down card is shown now
            self.table.append(self.commit)
            self._record_exchange(self.commit, None, attack_strength(self.commit, self.set_value), False, reason)
            self.commit = None
        if reason in (RallyEnd.NO_SERVE, RallyEnd.NO_ATTACK):
            self._record_exchange(None, None, None, False, reason)
        self.points[winner] += 1
        self.emit("point", f"spike.end.{reason.value}", winner=winner, loser=other(winner),
                  points=list(self.points), reason=reason.value)
        self.rallies.append(RallyRecord(self.rally_no, self.set_no, self.server, winner, reason.value,
                                        tuple(self.exchanges), tuple(self.points)))
        self._clear_table()
        self.exchanges = []
        if self.points[winner] >= self.options.set_points:
            self._end_set(winner)
        else:
            self.server = winner  # "After each point, the player who won the point serves." (S1)
            self._start_rally()

    def _clear_table(self) -> None:
        """Played draw cards go to their discard piles (§2.4 SP5); played power cards leave the game (§2.4 SP4)."""
        for cid in self.table:
            c = card(cid)
            if c.power:
                continue
            self.discards[c.kind.value].append(cid)
        for ex in self.exchanges:
            for played, owner in ((ex.attack, ex.attacker), (ex.defense, ex.defender)):
                if played is not None and card(played).power:
                    self.power_out[owner].append(played)
        self.table = []

    def _end_set(self, winner: int) -> None:
        """3 points win a set, 2 sets the match; the loser of this set serves first in the next (S1; §2.4 SP8)."""
        self.sets[winner] += 1
        self.set_results.append(SetResult(self.set_no, winner, tuple(self.points)))
        self.emit("set_won", "spike.log.set_won", winner=winner, set_no=self.set_no, points=list(self.points))
        if self.sets[winner] >= self.options.sets_to_win:
            self.winner = winner
            self.phase = Phase.OVER
            self.emit("match_won", "spike.log.match_won", winner=winner, sets=list(self.sets))
            return
        self.set_no += 1
        self.points = [0, 0]
        self.server = other(winner)
        if self.options.power_cards == "per_set":
            if self.rules_version >= 2:
                self._deal_the_set_like_the_match()
            else:
                self._return_played_power_cards()
        self._start_rally()

    def _return_played_power_cards(self) -> None:
        """Rules version 1 of ``power_cards="per_set"``, kept so its saves replay: the power cards played so far
        went back on top of the hand (a set's first rally could start with 12-16 cards)."""
        for seat in range(SEATS):
            self.hands[seat].extend(self.power_out[seat])
            self.power_out[seat] = []
        self.emit("power", "spike.log.power_returned")

    def _deal_the_set_like_the_match(self) -> None:
        """Option ``power_cards="per_set"`` (§2.4 SP4): the POWER cards are dealt again, and the set starts as the
        match does, so its first rally too "is played with 10 cards in hand" (S1; issue 11, decided here: the
        sources leave open how a redeal keeps that rule). Each player shuffles the ATTACK and DEFENSE cards of their
        hand back into their piles, unseen, takes their 6 POWER cards, and the refill before the rally draws 4 of
        their choice ("Then, each player draws 4 additional ATTACK and/or DEFENSE cards of their choice")."""
        for seat in range(SEATS):
            for cid in self.hands[seat]:
                if not card(cid).power:
                    self.piles[kind_of(cid).value].append(cid)
            self.hands[seat] = list(POWER_CARDS)
            self.power_out[seat] = []
        for kind in (Kind.ATTACK, Kind.DEFENSE):
            self.rng.shuffle(self.piles[kind.value])
        self.emit("power", "spike.log.power_redealt")


# -- deal validation ---------------------------------------------------------------------------------

def _score_pair(deal: Mapping[str, Any], key: str, limit: int) -> list[int]:
    value = deal.get(key, [0, 0])
    if (not isinstance(value, list) or len(value) != 2
            or any(not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < limit for v in value)):
        raise MalformedInput(f"deal {key!r} must be two integers in 0..{limit - 1}", value)
    return list(value)


def _parse_hands(hands: Any, used: dict[str, int]) -> list[list[str]]:
    if not isinstance(hands, list) or len(hands) != SEATS:
        raise MalformedInput("deal 'hands' must be a list of two lists of card ids", hands)
    out: list[list[str]] = []
    for hand in hands:
        if not isinstance(hand, list) or len(hand) > HAND_SIZE:
            raise MalformedInput(f"a dealt hand must be a list of at most {HAND_SIZE} card ids", hand)
        for cid in hand:
            if not is_card(cid) or kind_of(cid) is Kind.SET:
                raise MalformedInput(f"{cid!r} is not an ATTACK, DEFENSE or POWER card", cid)
            if card(cid).power:
                if hand.count(cid) > 1:
                    raise MalformedInput(f"a player has only one {cid}", cid)
            else:
                used[cid] = used.get(cid, 0) + 1
        out.append(list(hand))
    return out


def _parse_top(deal: Mapping[str, Any], name: str, used: dict[str, int]) -> list[str]:
    top = deal.get(name, [])
    if not isinstance(top, list):
        raise MalformedInput(f"deal {name!r} must be a list of card ids (top first)", top)
    for cid in top:
        if not is_card(cid) or card(cid).power or kind_of(cid).value != name:
            raise MalformedInput(f"{cid!r} is not a card of the {name} pile", cid)
        used[cid] = used.get(cid, 0) + 1
    return list(top)


__all__ = ["CARDS", "Exchange", "Options", "Phase", "RallyEnd", "RallyRecord", "SetResult", "SpikeGame",
           "attack_strength", "can_attack_with", "can_defend_with", "can_receive_with", "can_serve_with", "defends",
           "resolve_exchange", "stops_cut"]
