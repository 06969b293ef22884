"""Strand-Cup rules: one :class:`StrandCup` is one whole match, for 4, 6 or 8 players in 2 (or more) teams.

The authority is the rulebook ``sources/strand-cup.txt`` (S0); ``readings.md §1`` formalises it and proposes
resolutions (SC1..SC20) for what S0 leaves open; the code cites them where it encodes one.

Seats and teams: seat ``s`` plays for team ``s % teams``, so the teams alternate round the table and a
team's members, in seat order, are ``t, t + teams, t + 2 * teams, ...``.

The match is a chain of decisions, one seat at a time (readings.md §5):

- ``serve``: the server serves with an action card (``serve:B3``), or discards any card and rolls
  (``serve_die:P2``; ``serve_die`` with an empty hand, SC16);
- ``block``: after a spike, each defender in priority order commits one Block card or not (SC7);
- ``claim``: the ball is offered to one player (the claim protocol, SC1/SC3): he plays a card
  (``play:B3`` keeps the ball on his side, ``over:B3`` sends it over, ``save:R1`` is a Rettungssprung),
  or passes (``pass`` = "I can't get it!"); when a roll must come first (Blenden, Angeschnittener Ball,
  the follow-up of a Rettungssprung) he ``claim``s, rolls, and then plays (phase ``play``).

Special cards that go with the ball (``add:KR``, ``add:KA``, ``add:AB``, ``add:BD``) are laid first, then the
card that sends the ball over. Free actions at any decision: ``drink:ED`` (Energydrink, SC8) and one shout
from the fixed menu per decision (``shout:take_it``..., SC2). With more than two teams every ball that
crosses the net names its target team: ``over:S3>C`` (SC18).

Every die is rolled with :meth:`StrandCup.roll` from the game's seeded RNG and is public.

Where this engine is narrower than a PROPOSED resolution of readings.md, and why:

- SC9 lets *any* member of the sending team lay Blenden with the ball; here the player who sends the ball over
  lays it (with the serve or the finishing card). Offering it to the partners would need a prompt for every
  partner on every ball, or a prompt only for the holder, which would tell everyone who holds it.
- SC8 also proposes an Energydrink prompt at the end of each rally; prompting only the holder would reveal the
  card, so the Energydrink is offered at the holder's own decisions only (every player decides often).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any, Iterable, Mapping, Optional

from ...core import i18n
from ...core.errors import BadOptions, MalformedInput
from ...core.game import Action, Game
from ...core.options import option
from ...core.rng import Rng
from . import cards as C
from . import messages  # noqa: F401  (registers the catalog)

TEAM_LETTERS = "ABCD"
#: The fixed menu of shouts (readings.md §1.6 SC2): they can never name a card.
SHOUTS: tuple[str, ...] = ("take_it", "over_here", "spike", "cant", "mine")
#: Rolls of 1..3 miss the ball after Blenden or Angeschnittener Ball (S0 "Special cards").
EFFECT_MISS_MAX = 3
#: After a Rettungssprung the next player reaches the ball on 3..6 (S0 "Rettungssprung").
RESCUE_REACH_MIN = 3
#: On a Killer "out" the receiver lets the ball pass on 4..6 (S0 "Killer-Schmetterball").
OUT_PASS_MIN = 4
MAX_TOUCHES = 3


class Phase(str, Enum):
    """Whose decision it is, and of which sort."""

    SERVE = "serve"
    BLOCK = "block"
    CLAIM = "claim"
    PLAY = "play"
    OVER = "over"


class Reason(str, Enum):
    """Why a rally ended (the fault, readings.md §1.6 SC12)."""

    DROPPED = "dropped"            # nobody of the team could or would take the ball
    NET = "net"                    # a Schmettern rolled 1
    OUT = "out"                    # a Killer rolled 2 and the receiver let it pass (4..6)
    BLOCK_FAILED = "block_failed"  # the block total was below the net score
    BLENDEN = "blenden"            # the receiver was blinded (1..3)
    ANGESCHNITTEN = "angeschnitten"  # the receiver missed the curve ball (1..3)
    RESCUE_MISSED = "rescue_missed"  # the follow-up of a Rettungssprung failed


@dataclass(frozen=True)
class Options:
    """The agreed conditions of a match (readings.md §5 "Variant flags")."""

    players: int = option(4, "Number of players", choices=(4, 6, 8))
    teams: int = option(2, "Number of teams (more than two is the rulebook's variant; 2 players per team at least)",
                        choices=(2, 3, 4))
    sets_to_win: int = option(1, "Sets a team must win to win the match", choices=(1, 2, 3))
    set_target: int = option(10, "Points that win a set", minimum=1, maximum=25)
    win_by_two: bool = option(True, "A set needs a lead of two points (readings.md SC13)")
    killer_count: int = option(1, "Killer-Schmetterball cards in the deck (readings.md §1.4)", choices=(1, 2))
    multi_team_serve_to: str = option(
        "next_team", "With more than two teams, who serves after a rally the serving team did not win (SC19)",
        choices=("next_team", "rally_winner"))


def check_team_split(options: Options) -> None:
    """Teams of equal size, at least two players each (S0: teams of two, three or four persons)."""
    if options.players % options.teams or options.players // options.teams < 2:
        raise BadOptions(f"{options.players} players cannot form {options.teams} teams of two or more",
                         {"players": options.players, "teams": options.teams})


def hand_size(players: int) -> int:
    """7 cards each with 4 players, 6 with 6 or 8 (S0 "Game preparation")."""
    return 7 if players == 4 else 6


def net_score(chain: list[str]) -> int:
    """Abschluss of the card sending the ball over + Stellen of the one before + Aufbau of the one before that.

    S0 "The play"; readings.md SC4 (a Rettungssprung in the chain counts 0: its values are 0).
    """
    total = C.ABSCHLUSS[chain[-1]]
    if len(chain) >= 2:
        total += C.STELLEN[chain[-2]]
    if len(chain) >= 3:
        total += C.AUFBAU[chain[-3]]
    return total


def can_receive(card: str, net: int) -> bool:
    """An action card reaches a ball from the opponents if its Annahme >= the net score (S0 "Receiving")."""
    return card in C.IS_ACTION and C.ANNAHME[card] >= net


def modifier_fits(modifier: str, verb: str, card: Optional[str]) -> bool:
    """Which card a special card may go with (S0 "Special cards"; readings.md SC9, SC10).

    Kraftriegel: a Schmettern that is served or sent over. Killeraufschlag: any serve (die serve too).
    Angeschnittener Ball: an action card that crosses the net (so not the die serve). Blenden: any ball
    that crosses the net.
    """
    if modifier == C.KRAFTRIEGEL:
        return verb in ("serve", "over") and card in C.IS_SCHMETTERN
    if modifier == C.KILLERAUFSCHLAG:
        return verb in ("serve", "serve_die")
    if modifier == C.ANGESCHNITTEN:
        return verb in ("serve", "over")
    if modifier == C.BLENDEN:
        return verb in ("serve", "serve_die", "over")
    return False


def parse_action(action_id: str) -> Optional[tuple[str, Optional[str], Optional[str]]]:
    """``verb[:card][>T]`` -> (verb, card, target team letter), or ``None`` if it is no Strand-Cup action id."""
    target = None
    if ">" in action_id:
        action_id, target = action_id.split(">", 1)
    verb, _, card = action_id.partition(":")
    if verb not in ("serve", "serve_die", "play", "over", "save", "pass", "claim", "block", "no_block",
                    "add", "drink", "shout"):
        return None
    return verb, (card or None), target


class StrandCup(Game):
    """One Strand-Cup match. See the module docstring for the decisions and action ids."""

    name = "strandcup"
    version = 1
    Options = Options

    # -- set-up ---------------------------------------------------------------------------------

    def _setup(self) -> None:
        o: Options = self.options
        check_team_split(o)
        self.n = o.players
        self.nteams = o.teams
        self.members: list[list[int]] = [list(range(t, self.n, self.nteams)) for t in range(self.nteams)]
        self.deck: tuple[str, ...] = C.build_deck(o.killer_count)
        self.hand_size = hand_size(self.n)
        self.scores = [0] * self.nteams
        self.sets = [0] * self.nteams
        self.set_no = 1
        self.next_server = [0] * self.nteams   # per team: the member who serves when the team wins the serve
        self.serving_team = 0
        self.server = 0
        self.rally_no = 0
        self.rallies: list[dict[str, Any]] = []   # public summary of every finished rally
        self.winner: Optional[int] = None
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        self.stock: list[str] = []
        self.discard: list[str] = []
        self.dice_preset: list[int] = []
        self.phase = Phase.SERVE
        self._clear_rally()
        deal = self._parse_deal(self.deal)
        self.dice_preset = list(deal.get("dice", []))
        self.emit("match", "strandcup.log.match", players=self.n, teams=self.nteams)
        if "hands" in deal or "deck" in deal:
            self._deal_fixed(deal)
        else:
            self._deal_shuffled()
        first = deal["serving_team"] if "serving_team" in deal else self.roll_for_serve()
        self._give_serve(first)
        self._start_rally()

    def _parse_deal(self, deal: Optional[Mapping[str, Any]]) -> dict[str, Any]:
        """Validate ``deal=``: ``hands`` (per seat) + ``stock`` (+ ``discard``), or ``deck`` (top first);
        ``serving_team``; ``dice`` (the first die results, then the RNG takes over)."""
        if deal is None:
            return {}
        known = {"hands", "stock", "discard", "deck", "serving_team", "dice"}
        unknown = set(deal) - known
        if unknown:
            raise MalformedInput(f"unknown deal keys {sorted(unknown)}", sorted(unknown))
        out = dict(deal)
        if "deck" in deal and ("hands" in deal or "stock" in deal or "discard" in deal):
            raise MalformedInput("give either deck or hands/stock/discard", None)
        if "hands" in deal:
            hands = deal["hands"]
            if not isinstance(hands, list) or len(hands) != self.n or not all(isinstance(h, list) for h in hands):
                raise MalformedInput(f"hands must be a list of {self.n} lists of card ids", hands)
            cards = [c for h in hands for c in h] + list(deal.get("stock", [])) + list(deal.get("discard", []))
            self._check_cards(cards)
        elif "stock" in deal or "discard" in deal:
            raise MalformedInput("stock and discard need hands", None)
        if "deck" in deal:
            if not isinstance(deal["deck"], list):
                raise MalformedInput("deck must be a list of card ids", deal["deck"])
            self._check_cards(deal["deck"])
        if "serving_team" in deal:
            t = deal["serving_team"]
            if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < self.nteams:
                raise MalformedInput(f"serving_team must be a team number 0..{self.nteams - 1}", t)
        if "dice" in deal:
            dice = deal["dice"]
            if not isinstance(dice, list) or not all(isinstance(d, int) and not isinstance(d, bool)
                                                      and 1 <= d <= 6 for d in dice):
                raise MalformedInput("dice must be a list of die results 1..6", dice)
        return out

    def _check_cards(self, cards: list[Any]) -> None:
        if sorted(map(str, cards)) != sorted(self.deck) or not all(isinstance(c, str) for c in cards):
            raise MalformedInput("the deal must use every card of the deck exactly once", cards)

    def _deal_fixed(self, deal: Mapping[str, Any]) -> None:
        if "deck" in deal:
            self.stock = list(deal["deck"])
            self._deal_hands()
        else:
            self.hands = [C.sort_hand(list(h)) for h in deal["hands"]]
            self.stock = list(deal.get("stock", []))
            self.discard = list(deal.get("discard", []))
        self.emit("deal", "strandcup.log.deal", cards=self.hand_size)

    def _deal_shuffled(self) -> None:
        """Shuffle the 57 cards and deal 7 (4 players) or 6 each (S0 "Game preparation")."""
        self.stock = list(self.deck)
        self.rng.shuffle(self.stock)
        self._deal_hands()
        self.emit("deal", "strandcup.log.deal", cards=self.hand_size)

    def _deal_hands(self) -> None:
        self.hands = [[] for _ in range(self.n)]
        for seat in range(self.n):
            self.hands[seat] = C.sort_hand(self.stock[:self.hand_size])
            del self.stock[:self.hand_size]

    def roll_for_serve(self) -> int:
        """One player of each team rolls; the highest team gets the Aufschlag card; ties re-roll (readings §1.5)."""
        contenders = list(range(self.nteams))
        while True:
            rolls = {t: self.roll(self.members[t][0], "serve_team") for t in contenders}
            best = max(rolls.values())
            contenders = [t for t in contenders if rolls[t] == best]
            if len(contenders) == 1:
                return contenders[0]

    # -- small helpers ----------------------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        return self.n

    def team_of(self, seat: int) -> int:
        return seat % self.nteams

    def roll(self, seat: Optional[int], purpose: str) -> int:
        """One public d6 from the seeded RNG (or from ``deal["dice"]`` while it lasts)."""
        value = self.dice_preset.pop(0) if self.dice_preset else self.rng.die(6)
        self.dice.append({"seat": seat, "purpose": purpose, "value": value})
        self.emit("die", "strandcup.log.die", seat=seat, purpose=purpose, value=value)
        return value

    def draw(self, seat: int, count: int) -> int:
        """Draw ``count`` cards; an empty stack is refilled from the shuffled discard pile (S0; SC15)."""
        drawn = 0
        for _ in range(count):
            if not self.stock:
                if not self.discard:
                    break
                self.reshuffle_discard()
            self.hands[seat].append(self.stock.pop(0))
            drawn += 1
        self.hands[seat].sort(key=C.ORDER.__getitem__)   # hands are kept in display order
        return drawn

    def reshuffle_discard(self) -> None:
        """"If the drawing stack is used up, just shuffle the discard stack and use it as the new drawing stack." """
        self.stock = self.discard
        self.discard = []
        self.rng.shuffle(self.stock)
        self.emit("reshuffle", "strandcup.log.reshuffle", cards=len(self.stock))

    def priority_order(self, team: int, exclude: Optional[int] = None) -> list[int]:
        """The claim order of a team (readings.md SC1): seat order starting after the team's most recent
        toucher of this rally (after the server for the serving team), without players locked out by their
        own Rettungssprung (SC11) and without ``exclude`` (no player touches twice in a row, S0)."""
        mem = self.members[team]
        last = self.team_last[team]
        start = (mem.index(last) + 1) % len(mem) if last is not None else 0
        return [s for s in mem[start:] + mem[:start] if s not in self.locked and s != exclude]

    def target_letter(self, team: int) -> str:
        return TEAM_LETTERS[team]

    def _step(self, seat: int, card: Optional[str], role: str, **extra: Any) -> None:
        self.steps.append({"seat": seat, "team": self.team_of(seat), "card": card, "role": role, **extra})

    def _take(self, seat: int, card: str) -> None:
        """Lay a card from the hand on the table (S0: "If a card is placed onto the table, it remains there")."""
        self.hands[seat].remove(card)
        self.table.append(card)

    # -- the serve ------------------------------------------------------------------------------

    def _give_serve(self, team: int) -> None:
        """The Aufschlag card goes to ``team``; the player its arrow pointed at serves and the arrow moves on
        (S0 "The serve": "the right to serve always passes on after a change of service"; SC20 seat order)."""
        self.serving_team = team
        mem = self.members[team]
        self.server = mem[self.next_server[team] % len(mem)]
        self.next_server[team] = (self.next_server[team] + 1) % len(mem)

    def arrow(self) -> Optional[int]:
        """The player the Aufschlag card's arrow points at: who serves next when the serve changes hands."""
        if self.nteams == 2:
            other = 1 - self.serving_team
        elif self.options.multi_team_serve_to == "next_team":
            other = (self.serving_team + 1) % self.nteams
        else:
            return None
        return self.members[other][self.next_server[other] % len(self.members[other])]

    def _clear_rally(self) -> None:
        self.table: list[str] = []
        self.steps: list[dict[str, Any]] = []
        self.dice: list[dict[str, Any]] = []
        self.shouts: list[dict[str, Any]] = []
        self.locked: set[int] = set()
        self.team_last: list[Optional[int]] = [None] * self.nteams
        self.poss = self.serving_team      # team that has the ball
        self.chain: list[str] = []         # the cards of the current possession, in order
        self.incoming = 0                  # net (or block) score the receiver must reach
        self.from_team: Optional[int] = None  # team that sent the ball to ``poss``
        self.target: Optional[int] = None  # team the last ball crossing the net was aimed at
        self.last_toucher: Optional[int] = None
        self.effects: list[str] = []       # Blenden / Angeschnittener Ball waiting for the receiver
        self.rescue_pending = False        # the next toucher must roll after a Rettungssprung
        self.rescue_roll: Optional[int] = None
        self.attached: list[str] = []      # special cards laid by the mover for the ball he is about to send
        self.blockers: list[int] = []
        self.spiker: Optional[int] = None
        self.mover = self.server
        self.queue: list[int] = []
        self.shouted = False

    def _start_rally(self) -> None:
        self.rally_no += 1
        self._clear_rally()
        self.phase = Phase.SERVE
        self.mover = self.server
        self.emit("rally", "strandcup.log.rally", rally=self.rally_no, seat=self.server,
                  team=self.target_letter(self.serving_team), score=list(self.scores))

    # -- the protocol ---------------------------------------------------------------------------

    def to_move(self) -> Optional[int]:
        return None if self.phase is Phase.OVER else self.mover

    def outcome(self) -> Optional[list[float]]:
        if self.winner is None:
            return None
        return [1.0 if self.team_of(s) == self.winner else 0.0 for s in range(self.n)]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.to_move():
            return []
        return [Action(i, self.label(i), _kind_of(i), _cards_of(i)) for i in self.legal_ids(seat)]

    def legal_ids(self, seat: int) -> list[str]:
        if seat != self.to_move():
            return []
        if self.phase is Phase.BLOCK:
            ids = self._block_ids(seat)
        else:
            ids = self._card_ids(seat)
        return ids + self._free_ids(seat)

    def label(self, action_id: str, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        """The button text of an action id."""
        return action_label(action_id, lang)

    def apply(self, seat: int, action_id: str, lang: str = i18n.DEFAULT_LANGUAGE) -> Action:
        """As :meth:`Game.apply`, checking the id against :meth:`legal_ids` first (fast path for search);
        anything refused goes through the base class, which raises the right error and changes nothing."""
        if (isinstance(seat, int) and not isinstance(seat, bool) and isinstance(action_id, str)
                and seat == self.to_move() and action_id in self.legal_ids(seat)):
            action = Action(action_id, self.label(action_id), _kind_of(action_id), _cards_of(action_id))
            self._apply(seat, action)
            self.history.append((seat, action_id))
            return action
        return super().apply(seat, action_id, lang)

    # -- what a seat may do ---------------------------------------------------------------------

    def touch_number(self) -> int:
        """The number of the team's next touch (1 = the receive)."""
        return len(self.chain) + 1

    def card_moves(self, seat: int) -> list[tuple[str, Optional[str]]]:
        """Card moves (verb, card) open to ``seat`` now, before the special cards it laid are considered."""
        hand = self.hands[seat]
        if self.phase is Phase.SERVE:
            return self.serve_moves(hand)
        n = self.touch_number()
        moves: list[tuple[str, Optional[str]]] = []
        only_save = self.phase is Phase.PLAY and self.rescue_roll is not None and self.rescue_roll < RESCUE_REACH_MIN
        only_action = self.phase is Phase.PLAY and self.rescue_roll is not None and not only_save
        for card in hand:
            if card in C.IS_ACTION and not only_save:
                if n == 1 and not can_receive(card, self.incoming):
                    continue
                if n < MAX_TOUCHES and card not in C.IS_SCHMETTERN:
                    moves.append(("play", card))
                moves.append(("over", card))
            elif card in C.IS_RETTUNG and not only_action and n < MAX_TOUCHES:
                moves.append(("save", card))
        return moves

    @staticmethod
    def serve_moves(hand: list[str]) -> list[tuple[str, Optional[str]]]:
        """Serve with an action card, or discard any one card and roll (S0 "The serve"; SC16 empty hand)."""
        moves: list[tuple[str, Optional[str]]] = [("serve", c) for c in hand if c in C.IS_ACTION]
        moves += [("serve_die", c) for c in hand]
        if not hand:
            moves.append(("serve_die", None))
        return moves

    def fitting_moves(self, seat: int, attached: Iterable[str]) -> list[tuple[str, Optional[str]]]:
        """The card moves that go with every special card in ``attached``."""
        return self.fitting(self.card_moves(seat), list(attached))

    @staticmethod
    def fitting(moves: list[tuple[str, Optional[str]]], mods: list[str]) -> list[tuple[str, Optional[str]]]:
        if not mods:
            return moves
        return [(v, c) for v, c in moves if all(modifier_fits(m, v, c) for m in mods)]

    def needs_roll_first(self) -> bool:
        """Blenden, Angeschnittener Ball or a Rettungssprung make the claimer roll before playing (SC6, SC11)."""
        return self.phase is Phase.CLAIM and bool(self.effects or self.rescue_pending)

    def _card_ids(self, seat: int) -> list[str]:
        if self.needs_roll_first():
            ids = ["claim"] if self._can_claim(seat) else []
            return ids + ["pass"]
        hand = self.hands[seat]
        moves = self.card_moves(seat)
        ids = [f"add:{m}" for m in C.MODIFIERS
               if m in hand and any(modifier_fits(m, v, c) for v, c in self.fitting(moves, self.attached))]
        targets = [TEAM_LETTERS[t] for t in range(self.nteams) if t != seat % self.nteams]
        for verb, card in self.fitting(moves, self.attached):
            base = verb if card is None else f"{verb}:{card}"
            if self.nteams > 2 and verb in ("serve", "serve_die", "over"):
                ids += [f"{base}>{letter}" for letter in targets]
            else:
                ids.append(base)
        if self.phase is Phase.CLAIM and not self.attached:
            ids.append("pass")
        return ids

    def _can_claim(self, seat: int) -> bool:
        """Claiming makes sense only with a card that could be played after the roll."""
        hand = self.hands[seat]
        n = self.touch_number()
        if self.rescue_pending:
            return any(c in C.IS_ACTION for c in hand) or (n < MAX_TOUCHES and any(c in C.IS_RETTUNG for c in hand))
        return any(c in C.IS_RETTUNG or can_receive(c, self.incoming) for c in hand)

    def _block_ids(self, seat: int) -> list[str]:
        """Commit one Block card (any of them: they are all alike) or not (SC7)."""
        return [f"block:{c}" for c in C.sort_hand(self.hands[seat]) if c in C.IS_BLOCK] + ["no_block"]

    def _free_ids(self, seat: int) -> list[str]:
        """Energydrink at any decision (SC8) and one shout from the menu per decision (SC2)."""
        ids = [f"drink:{C.ENERGYDRINK}"] if C.ENERGYDRINK in self.hands[seat] else []
        if not self.shouted:
            ids += [f"shout:{s}" for s in SHOUTS]
        return ids

    # -- carrying out an action ---------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> None:
        verb, card, letter = parse_action(action.id)  # type: ignore[misc]
        target = TEAM_LETTERS.index(letter) if letter else None
        if verb == "shout":
            self.shouted = True
            self.shouts.append({"seat": seat, "shout": card})
            self.emit("shout", "strandcup.log.shout", seat=seat, shout=card)
            return
        if verb == "drink":
            self.energydrink(seat)
            return
        if verb == "add":
            self._take(seat, card)
            self.attached.append(card)
            self._step(seat, card, "special")
            self.emit("special", "strandcup.log.special", seat=seat, card=card)
            return
        self.shouted = False
        if target is None and verb in ("serve", "serve_die", "over"):
            target = (self.team_of(seat) + 1) % self.nteams   # two teams: the other one
        if verb in ("serve", "serve_die"):
            self.serve(seat, verb, card, target)
        elif verb == "pass":
            self.emit("pass", "strandcup.log.pass", seat=seat)
            self._step(seat, None, "pass")
            self.offer(self.queue)
        elif verb == "claim":
            self.claim(seat)
        elif verb in ("play", "save"):
            self.touch(seat, card, verb)
        elif verb == "over":
            self.send_over_from_chain(seat, card, target)
        elif verb in ("block", "no_block"):
            self.decide_block(seat, card)

    def energydrink(self, seat: int) -> None:
        """Energydrink: "The player may draw two cards from the stack at any time he wishes" (SC8: a free action)."""
        self._take(seat, C.ENERGYDRINK)
        self._step(seat, C.ENERGYDRINK, "drink")
        drawn = self.draw(seat, 2)
        self.emit("drink", "strandcup.log.drink", seat=seat, count=drawn)

    def serve(self, seat: int, verb: str, card: Optional[str], target: int) -> None:
        """The serve: an action card's Abschluss, or a discarded card and a die (S0 "The serve"; SC10, SC16)."""
        mods, self.attached = self.attached, []
        if verb == "serve":
            self._take(seat, card)  # type: ignore[arg-type]
            net = C.ABSCHLUSS[card]  # type: ignore[index]
            self.emit("serve", "strandcup.log.serve", seat=seat, card=card)
        else:
            if card is not None:
                self.hands[seat].remove(card)
                self.discard.append(card)
            net = self.roll(seat, "serve_die")
            self.emit("serve", "strandcup.log.serve_die", seat=seat, card=card, value=net)
        bonus = self.serve_and_spike_bonus(seat, mods, card if verb == "serve" else None, serve=True)
        if bonus:
            net += bonus
            self.emit("serve_net", "strandcup.log.serve_net", bonus=bonus, net=net)
        self.team_last[self.team_of(seat)] = seat
        self.send_over(seat, card if verb == "serve" else None, net, target, mods, serve=True)

    def serve_and_spike_bonus(self, seat: int, mods: list[str], card: Optional[str], serve: bool) -> int:
        """Kraftriegel +2 with a Schmettern; Killeraufschlag + one die on a serve (S0 "Special cards"; SC10)."""
        bonus = 0
        if C.KRAFTRIEGEL in mods and card in C.IS_SCHMETTERN:
            bonus += C.KRAFTRIEGEL_BONUS
        if C.KILLERAUFSCHLAG in mods and serve:
            bonus += self.roll(seat, "killeraufschlag")
        return bonus

    def send_over_from_chain(self, seat: int, card: str, target: int) -> None:
        """The touch that sends the ball over: net score from the chain (S0 "The play")."""
        mods, self.attached = self.attached, []
        threshold = self.incoming if not self.chain else None
        self._take(seat, card)
        self.chain.append(card)
        self._mark_touch(seat)
        net = net_score(self.chain) + self.serve_and_spike_bonus(seat, mods, card, serve=False)
        self.emit("over", "strandcup.log.return" if threshold is not None else "strandcup.log.over", seat=seat,
                  card=card, touch=len(self.chain), net=net, target=self.target_letter(target),
                  annahme=C.ANNAHME[card], incoming=threshold)
        self.send_over(seat, card, net, target, mods, serve=False)

    def _mark_touch(self, seat: int) -> None:
        self.team_last[self.team_of(seat)] = seat
        self.last_toucher = seat
        self.rescue_pending = False
        self.rescue_roll = None

    def send_over(self, seat: int, card: Optional[str], net: int, target: int, mods: list[str],
                  serve: bool) -> None:
        """The ball crosses the net towards ``target`` (SC6 order of dice: spike die, out roll, block, receive)."""
        team = self.team_of(seat)
        self.last_toucher = seat
        self._step(seat, card, "serve" if serve else "over", net=net, target=target)
        if card in C.IS_SCHMETTERN:
            spike = self.roll(seat, "spike")
            if spike == 1:  # S0: "if you roll a 1 the ball touches the net and drops to your own half"
                self.end_rally(team, self._credit(team, target), Reason.NET)
                return
            if card in C.IS_KILLER and spike == 2 and self.killer_out_lets_pass(target):
                self.end_rally(team, target, Reason.OUT)
                return
        self.effects = [e for e in (C.BLENDEN, C.ANGESCHNITTEN) if e in mods]   # SC9
        self.poss, self.from_team, self.target = target, team, target
        self.chain = []
        self.incoming = net
        self.spiker = seat if card in C.IS_SCHMETTERN else None
        if card in C.IS_SCHMETTERN and not serve:  # "A serve can not be blocked!"
            self.open_block_window(target)
        else:
            self.open_receive()

    def killer_out_lets_pass(self, target: int) -> bool:
        """Killer-Schmetterball rolled 2: out. The receiving team's first-priority player rolls: 4..6 he lets it
        pass and his team wins the rally; 1..3 he misjudges it and play goes on (S0; SC6 step 2)."""
        self.emit("out", "strandcup.log.out")
        order = self.priority_order(target) or self.members[target]
        value = self.roll(order[0], "out")
        return value >= OUT_PASS_MIN

    # -- blocks (S0 "Block card"; readings.md SC7) -------------------------------------------------

    def open_block_window(self, team: int) -> None:
        """Each defender, in priority order, decides to commit one Block card or not; then all dice are rolled."""
        self.blockers = []
        order = self.priority_order(team)
        if not order:
            self.open_receive()
            return
        self.phase = Phase.BLOCK
        self.mover, self.queue = order[0], order[1:]

    def decide_block(self, seat: int, card: Optional[str]) -> None:
        if card is not None:
            self._take(seat, card)
            self.blockers.append(seat)
            self._step(seat, card, "block")
            self.emit("block", "strandcup.log.block", seat=seat)
        else:
            self.emit("no_block", "strandcup.log.no_block", seat=seat)
        if self.queue:
            self.mover, self.queue = self.queue[0], self.queue[1:]
        else:
            self.resolve_block()

    def resolve_block(self) -> None:
        """2d6 per blocker, all added. Total >= net score: the ball comes back to the spikers, who must reach the
        total; below: the blocking team loses the rally (S0). Blenden and Angeschnittener are used up (SC9)."""
        if not self.blockers:
            self.open_receive()
            return
        total = sum(self.roll(s, "block") + self.roll(s, "block") for s in self.blockers)
        blocking, spiking = self.poss, self.from_team
        if total < self.incoming:
            self.emit("block_failed", "strandcup.log.block_failed", total=total, net=self.incoming)
            self.end_rally(blocking, self._credit(blocking, None), Reason.BLOCK_FAILED)
            return
        self.emit("blocked", "strandcup.log.blocked", total=total, net=self.incoming)
        self._step(self.blockers[0], None, "blocked", net=total, target=spiking)
        self.poss, self.from_team, self.target = spiking, blocking, spiking  # type: ignore[assignment]
        self.incoming = total
        self.effects = []
        self.chain = []
        self.open_receive()

    # -- the claim protocol (readings.md SC1, SC3) ------------------------------------------------

    def open_receive(self) -> None:
        """Offer a ball from the other side to the receiving team, in priority order (SC1)."""
        self.offer(self.priority_order(self.poss, exclude=self.last_toucher))

    def offer(self, order: list[int]) -> None:
        """The next player in ``order`` decides; when nobody is left the ball drops (SC1, SC3, SC17)."""
        if not order:
            self.emit("dropped", "strandcup.log.dropped", team=self.target_letter(self.poss))
            self.end_rally(self.poss, self._credit(self.poss, None), Reason.DROPPED)
            return
        self.phase = Phase.CLAIM
        self.mover, self.queue = order[0], order[1:]

    def claim(self, seat: int) -> None:
        """The claimer rolls before playing: Blenden / Angeschnittener Ball (1..3 misses, SC6 step 4, SC9) or
        the follow-up of a Rettungssprung (1..2: only another Rettungssprung can keep the ball up, SC11)."""
        self.emit("claim", "strandcup.log.claim", seat=seat)
        effects, self.effects = self.effects, []
        for effect in effects:
            purpose = "blenden" if effect == C.BLENDEN else "angeschnitten"
            if self.roll(seat, purpose) <= EFFECT_MISS_MAX:
                self.end_rally(self.poss, self._credit(self.poss, None),
                               Reason.BLENDEN if effect == C.BLENDEN else Reason.ANGESCHNITTEN)
                return
        if self.rescue_pending:
            self.rescue_roll = self.roll(seat, "rescue")
        self.phase = Phase.PLAY
        if not self.card_moves(seat):
            self.end_rally(self.poss, self._credit(self.poss, None), Reason.RESCUE_MISSED
                           if self.rescue_roll is not None else Reason.DROPPED)

    def touch(self, seat: int, card: str, verb: str) -> None:
        """A touch that keeps the ball on this side; the teammates then claim it without an Annahme check (SC3).
        A Rettungssprung reaches any ball, locks its player out for the rest of the rally and makes the next
        toucher roll (S0 "Rettungssprung"; SC11)."""
        threshold = self.incoming if self.touch_number() == 1 else None
        self._take(seat, card)
        self.chain.append(card)
        self._mark_touch(seat)
        self._step(seat, card, "save" if verb == "save" else "touch")
        key = "save" if verb == "save" else "receive" if threshold is not None else "touch"
        self.emit("touch", f"strandcup.log.{key}", seat=seat, card=card, touch=len(self.chain), net=threshold,
                  annahme=C.ANNAHME[card])
        if verb == "save":
            self.locked.add(seat)
            self.rescue_pending = True
        self.offer(self.priority_order(self.team_of(seat), exclude=seat))

    # -- the end of a rally (readings.md SC12, SC19) ----------------------------------------------

    def _credit(self, loser: int, target: Optional[int]) -> int:
        """Who wins a rally ``loser`` lost: the team whose ball ``loser`` was playing; on a serve, its target."""
        if self.from_team is not None and self.from_team != loser:
            return self.from_team
        if target is not None and target != loser:
            return target
        return (loser + 1) % self.nteams

    def end_rally(self, loser: int, winner: int, reason: Reason) -> None:
        """Only the serving team scores; otherwise the serve changes hands (side-out, S0; SC12, SC19)."""
        scored = winner == self.serving_team
        if scored:
            self.scores[winner] += 1
        self.rallies.append({"rally": self.rally_no, "set": self.set_no, "server": self.server,
                             "serving_team": self.serving_team, "loser": loser, "winner": winner,
                             "reason": reason.value, "scored": scored, "score": list(self.scores)})
        self.emit("rally_end", f"strandcup.log.end.{reason.value}", loser=self.target_letter(loser),
                  winner=self.target_letter(winner))
        if scored:
            self.emit("point", "strandcup.log.point", team=self.target_letter(winner), score=list(self.scores))
        self.discard.extend(self.table)   # "Any cards used during the play are thrown onto the discard stack"
        self.table = []
        if scored and self.set_won(winner):
            self.win_set(winner)
            return
        if not scored:
            self._give_serve(self.next_serving_team(winner))
            self.emit("sideout", "strandcup.log.sideout", team=self.target_letter(self.serving_team),
                      seat=self.server)
        self.refill()
        self._start_rally()

    def next_serving_team(self, winner: int) -> int:
        """Side-out: two teams: the rally winner. More teams: the next team in turn (SC19), or the winner."""
        if self.nteams > 2 and self.options.multi_team_serve_to == "next_team":
            return (self.serving_team + 1) % self.nteams
        return winner

    def set_won(self, team: int) -> bool:
        """First to ``set_target`` (10, S0), with a lead of two over the best other team if ``win_by_two`` (SC13)."""
        others = max(s for t, s in enumerate(self.scores) if t != team)
        score = self.scores[team]
        return score >= self.options.set_target and (not self.options.win_by_two or score - others >= 2)

    def win_set(self, team: int) -> None:
        """A set is won; the match is won with ``sets_to_win`` sets (S0 "The end of the game")."""
        self.sets[team] += 1
        self.emit("set", "strandcup.log.set", team=self.target_letter(team), set=self.set_no,
                  score=list(self.scores), sets=list(self.sets))
        if self.sets[team] >= self.options.sets_to_win:
            self.winner = team
            self.phase = Phase.OVER
            self.mover = None  # type: ignore[assignment]
            self.emit("match_end", "strandcup.log.match_end", team=self.target_letter(team), sets=list(self.sets))
            return
        self.start_next_set(self.set_loser(team))

    def set_loser(self, winner: int) -> int:
        """The team that lost the set serves first in the next (SC14); with more teams the lowest score
        (ties: the first such team after the winner in turn)."""
        order = [(winner + k) % self.nteams for k in range(1, self.nteams)]
        return min(order, key=lambda t: self.scores[t])

    def start_next_set(self, first: int) -> None:
        """All cards are collected, shuffled and dealt again (SC14)."""
        self.set_no += 1
        self.scores = [0] * self.nteams
        self.stock = list(self.deck)
        self.discard = []
        self.rng.shuffle(self.stock)
        self._deal_hands()
        self.emit("deal", "strandcup.log.deal", cards=self.hand_size)
        self._give_serve(first)
        self._start_rally()

    def refill(self) -> None:
        """Everyone refills to 7 (6) cards, in seat order from the next server (S0; SC15)."""
        for k in range(self.n):
            seat = (self.server + k) % self.n
            missing = self.hand_size - len(self.hands[seat])
            if missing > 0:
                self.draw(seat, missing)

    # -- reasons -----------------------------------------------------------------------------------

    def reason_illegal(self, seat: int, action_id: str, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        """Why ``action_id`` is not allowed for ``seat`` now, naming the rule."""
        key, params = self.why_not(seat, action_id)
        return i18n.tr(f"strandcup.reason.{key}", lang, **params)

    def why_not(self, seat: int, action_id: str) -> tuple[str, dict[str, Any]]:
        """The message key (after ``strandcup.reason.``) and its parameters for an illegal action."""
        parsed = parse_action(action_id) if isinstance(action_id, str) else None
        if parsed is None:
            return "unknown", {"action": action_id}
        if self.phase is Phase.OVER:
            return "over", {}
        if seat != self.mover:
            return "not_your_turn", {"mover": self.mover}
        verb, card, letter = parsed
        hand = self.hands[seat]
        if verb == "shout":
            return ("shouted", {}) if self.shouted else ("no_such_shout", {"shout": card})
        if card is not None and verb not in ("shout",) and card not in hand:
            return ("not_a_card", {"card": card}) if not C.is_card(card) else ("not_in_hand", {"card": card})
        if verb == "drink":
            return "not_in_hand", {"card": C.ENERGYDRINK}
        if letter is not None:
            if verb not in ("serve", "serve_die", "over"):
                return "target_only_over", {}
            if self.nteams == 2:
                return "no_target_needed", {}
            if letter not in TEAM_LETTERS[:self.nteams] or TEAM_LETTERS.index(letter) == self.team_of(seat):
                return "bad_target", {"target": letter}
        elif self.nteams > 2 and verb in ("serve", "serve_die", "over"):
            return "target_needed", {}
        if self.phase is Phase.BLOCK:
            return ("no_block_card", {}) if verb == "block" else ("block_now", {})
        if verb in ("block", "no_block"):
            return "block_only_spike", {}
        if self.phase is Phase.SERVE:
            return self._why_not_serve(seat, verb, card)
        if verb in ("serve", "serve_die"):
            return "not_serving", {}
        if self.needs_roll_first():
            if verb == "claim":
                return "nothing_to_claim_with", {}
            return ("roll_first_rescue" if self.rescue_pending else "roll_first_effect"), {}
        if verb == "claim":
            return "no_roll_needed", {}
        if verb == "pass":
            return ("committed", {}) if self.attached else ("must_play", {})
        if verb == "add":
            return self._why_not_modifier(seat, card)  # type: ignore[arg-type]
        return self._why_not_touch(seat, verb, card)  # type: ignore[arg-type]

    def _why_not_serve(self, seat: int, verb: str, card: Optional[str]) -> tuple[str, dict[str, Any]]:
        if verb in ("play", "over", "save", "pass", "claim"):
            return "serve_first", {}
        if verb == "add":
            return self._why_not_modifier(seat, card)  # type: ignore[arg-type]
        if verb == "serve" and card not in C.IS_ACTION:
            return "serve_needs_action", {"card": card}
        if verb == "serve_die" and card is None:
            return "discard_to_roll", {}
        return self._why_not_attached(verb, card)

    def _why_not_attached(self, verb: str, card: Optional[str]) -> tuple[str, dict[str, Any]]:
        for m in self.attached:
            if not modifier_fits(m, verb, card):
                return f"with_{m}", {"card": card}
        return "unknown", {"action": verb}

    def _why_not_modifier(self, seat: int, card: str) -> tuple[str, dict[str, Any]]:
        if card == C.KILLERAUFSCHLAG and self.phase is not Phase.SERVE:
            return "ka_serve_only", {}
        if card not in C.MODIFIERS:
            return "not_a_special", {"card": card}
        if card == C.KRAFTRIEGEL:
            return "kr_needs_spike", {}
        if card == C.ANGESCHNITTEN and self.phase is Phase.SERVE:
            return "with_AB", {}
        return "special_needs_over", {"card": card}

    def _why_not_touch(self, seat: int, verb: str, card: str) -> tuple[str, dict[str, Any]]:
        n = self.touch_number()
        if verb == "save":
            if card not in C.IS_RETTUNG:
                return "not_rettung", {"card": card}
            if n >= MAX_TOUCHES:
                return "save_not_third", {}
            return "rescue_needs_action", {"roll": self.rescue_roll}
        if card not in C.IS_ACTION:
            return "not_action", {"card": card}
        if self.rescue_roll is not None and self.rescue_roll < RESCUE_REACH_MIN:
            return "rescue_missed", {"roll": self.rescue_roll}
        if n == 1 and not can_receive(card, self.incoming):
            return "annahme_too_low", {"card": card, "annahme": C.ANNAHME[card], "net": self.incoming}
        if verb == "play" and card in C.IS_SCHMETTERN:
            return "spike_only_over", {}
        if verb == "play" and n >= MAX_TOUCHES:
            return "third_touch_over", {}
        return self._why_not_attached(verb, card)

    # -- copying -----------------------------------------------------------------------------------

    def clone(self) -> "StrandCup":
        """A fast independent copy (for search)."""
        new = object.__new__(type(self))
        d = dict(self.__dict__)
        d["rng"] = Rng(0)
        d["rng"].state = self.rng.state
        for key in ("history", "events", "rallies", "stock", "discard", "dice_preset", "scores", "sets",
                    "next_server", "table", "steps", "dice", "shouts", "team_last", "chain", "effects",
                    "attached", "blockers", "queue"):
            d[key] = list(d[key])
        d["hands"] = [list(h) for h in self.hands]
        d["locked"] = set(self.locked)
        new.__dict__.update(d)
        return new

    # -- the view ----------------------------------------------------------------------------------

    def view(self, seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
        from .view import build_view
        return build_view(self, seat, lang)

    def public_state(self) -> dict[str, Any]:
        """Everything on the table that every seat may see (JSON); :mod:`.determinize` rebuilds a game from it."""
        return {
            "phase": self.phase.value, "mover": self.to_move(), "queue": list(self.queue),
            "scores": list(self.scores), "sets": list(self.sets), "set_no": self.set_no,
            "serving_team": self.serving_team, "server": self.server, "next_server": list(self.next_server),
            "rally_no": self.rally_no, "possession": self.poss, "chain": list(self.chain),
            "incoming": self.incoming, "from_team": self.from_team, "target": self.target,
            "last_toucher": self.last_toucher, "team_last": list(self.team_last), "effects": list(self.effects),
            "rescue_pending": self.rescue_pending, "rescue_roll": self.rescue_roll,
            "attached": list(self.attached), "blockers": list(self.blockers), "spiker": self.spiker,
            "locked": sorted(self.locked), "shouted": self.shouted, "table": list(self.table),
            "discard": list(self.discard), "stock_count": len(self.stock),
            "hand_counts": [len(h) for h in self.hands], "winner": self.winner,
        }

    def restore_public(self, state: Mapping[str, Any], hands: list[list[str]], stock: list[str]) -> None:
        """Set this game to a public state plus the given hidden cards (the inverse of :meth:`public_state`)."""
        self.phase = Phase(state["phase"])
        self.mover = state["mover"]
        for key in ("queue", "scores", "sets", "next_server", "chain", "team_last", "effects", "attached",
                    "blockers", "table", "discard"):
            setattr(self, key, list(state[key]))
        for key in ("set_no", "serving_team", "server", "rally_no", "incoming", "from_team", "target",
                    "last_toucher", "rescue_pending", "rescue_roll", "spiker", "shouted", "winner"):
            setattr(self, key, state[key])
        self.poss = state["possession"]
        self.locked = set(state["locked"])
        self.hands = [C.sort_hand(list(h)) for h in hands]
        self.stock = list(stock)
        self.dice_preset = []


@lru_cache(maxsize=4096)
def action_label(action_id: str, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
    """The button text of an action id in ``lang`` (labels depend on the id only, so they are cached)."""
    verb, card, target = parse_action(action_id) or ("", None, None)
    return i18n.tr(f"strandcup.action.{verb}", lang, card=card, target=target, shout=card)


def _kind_of(action_id: str) -> str:
    verb = action_id.split(":", 1)[0].split(">", 1)[0]
    if verb in ("serve", "play", "over", "save", "block", "add", "drink"):
        return "play"
    if verb == "shout":
        return "shout"
    return "button"


def _cards_of(action_id: str) -> tuple[str, ...]:
    _, _, rest = action_id.partition(":")
    card = rest.split(">", 1)[0]
    return (card,) if card else ()
