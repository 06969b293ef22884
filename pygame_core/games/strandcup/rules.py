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
  the follow-up of a Rettungssprung) he ``claim``s, rolls, and then plays (phase ``play``); having missed the
  ball on the roll after a Rettungssprung he may dive again or let it drop (``pass``);
- ``break`` (matches of rules version 2 only): between two rallies of a set, after the refill, every player
  holding cards except the next server is asked in turn whether he drinks the Energydrink (``drink:ED``) or goes
  on (``go_on``). Since version 3 nobody is asked: the holder drinks at any of his own decisions (SC8), which all
  come after the refill (issue 19, :meth:`StrandCup._break_asks`).

Special cards that go with the ball (``add:KR``, ``add:KA``, ``add:AB``, ``add:BD``) are laid first, then the
card that sends the ball over. Free actions at any decision: ``drink:ED`` (Energydrink, SC8) and one shout
from the fixed menu per decision (``shout:take_it``..., SC2). With more than two teams every ball that
crosses the net names its target team: ``over:S3>C`` (SC18).

The break was the variant flag ``energydrink_break`` of rules version 2. Matches saved under rules version 1 (release
0.1: no break, and on 3-6 after a Rettungssprung only an action card) and 2 replay with those rules
(``rules_version``).

What a seat may do is decided in one place: :meth:`StrandCup.candidates` lists what the seat could try with
its hand now, and :meth:`StrandCup.why_not` checks an action against the rules, each rule one small function
named after it (the three touches, receiving, the Schmettern, the Rettungssprung follow-up, the special cards,
the block, the serve, the target team, the shouts). The legal actions, the view's per-card reasons and
the refusals all come from these.

Every die is rolled with :meth:`StrandCup._roll` from the game's seeded RNG and is public.

Where this engine is narrower than a PROPOSED resolution of readings.md, and why:

- SC9 lets *any* member of the sending team lay Blenden with the ball; here the player who sends the ball over
  lays it (with the serve or the finishing card). Offering it to the partners would need a prompt for every
  partner on every ball, or a prompt only for the holder, which would tell everyone who holds it.
- SC8 proposes the end-of-rally Energydrink prompt for the holders only; that would reveal the card. Rules version 2
  asked every player holding cards; version 3 asks nobody (see :meth:`StrandCup._break_asks`).

Where this engine decides what S0 leaves open beyond readings.md (issue 11): on a 3-6 after a Rettungssprung the
player "reached the ball" and may take it with an action card or another Rettungssprung (SC11 says an action
card; S0 does not forbid the Rettungssprung, see :func:`_rescue_follow_up`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Any, Mapping, Optional

from ...core import i18n
from ...core import state as S
from ...core.actions import Arg, IdForm, parse_id, refusals
from ...core.caches import memo
from ...core.deals import check_every_card_once
from ...core.errors import BadOptions, MalformedInput
from ...core.game import Action, Game, Reason
from ...core.options import option
from . import cards as C
from . import messages

#: The teams' letters, in team order.
TEAM_LETTERS: tuple[str, ...] = ("A", "B", "C", "D")
#: The fixed menu of shouts (readings.md §1.6 SC2): they can never name a card.
SHOUTS: tuple[str, ...] = ("take_it", "over_here", "spike", "cant", "mine")
#: Rolls of 1..3 miss the ball after Blenden or Angeschnittener Ball (S0 "Special cards").
EFFECT_MISS_MAX = 3
#: After a Rettungssprung the next player reaches the ball on 3..6 (S0 "Rettungssprung").
RESCUE_REACH_MIN = 3
#: On a Killer "out" the receiver lets the ball pass on 4..6 (S0 "Killer-Schmetterball").
OUT_PASS_MIN = 4
#: "The active team can touch the ball no more than three times" (S0 "Some things to note").
MAX_TOUCHES = 3

#: The verbs of a ball that crosses the net: with more than two teams they name a target team (SC18).
CROSSING = frozenset({"serve", "serve_die", "over"})
#: Verbs that name a card (``serve_die`` may: the card discarded), verbs that name none, and the shout.
_CARD_VERBS = frozenset({"serve", "play", "over", "save", "block", "add", "drink"})
_BARE_VERBS = frozenset({"pass", "claim", "no_block", "go_on"})
DRINK = f"drink:{C.ENERGYDRINK}"
SHOUT_IDS: tuple[str, ...] = tuple(f"shout:{s}" for s in SHOUTS)


class Phase(str, Enum):
    """Whose decision it is, and of which sort."""

    SERVE = "serve"
    BLOCK = "block"
    CLAIM = "claim"
    PLAY = "play"
    BREAK = "break"
    OVER = "over"


class RallyEnd(str, Enum):
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

    players: int = option(4, "Number of players", choices=(4, 6, 8), seats=True)
    teams: int = option(2, "Number of teams (more than two is the rulebook's variant; 2 players per team at least)",
                        choices=(2, 3, 4))
    sets_to_win: int = option(1, "Sets a team must win to win the match", choices=(1, 2, 3))
    set_target: int = option(10, "Points that win a set", minimum=1, maximum=25)
    win_by_two: bool = option(True, "A set needs a lead of two points (readings.md SC13)")
    killer_count: int = option(1, "Killer-Schmetterball cards in the deck (readings.md §1.4)", choices=(1, 2))
    multi_team_serve_to: str = option(
        "next_team", "With more than two teams, who serves after a rally the serving team did not win (SC19)",
        choices=("next_team", "rally_winner"))
    # Off: the Energydrink is drunk at one's own decisions only, as release 0.1 played.
    # Matches of rules version 2 only (issue 11); since version 3 nobody is asked (StrandCup._break_asks).
    energydrink_break: bool = option(
        True, "Matches of rules version 2 only: between rallies everyone holding cards is asked whether he drinks the "
              "Energydrink (readings.md SC8); since version 3 nobody is asked", retired=True)


def check_team_split(options: Options) -> None:
    """Teams of equal size, at least two players each (S0: teams of two, three or four persons)."""
    if options.players % options.teams or options.players // options.teams < 2:
        raise BadOptions(f"{options.players} players cannot form {options.teams} teams of two or more",
                         {"players": options.players, "teams": options.teams})


def hand_size(players: int) -> int:
    """7 cards each with 4 players, 6 with 6 or 8 (S0 "Game preparation")."""
    return 7 if players == 4 else 6


def members_of(players: int, teams: int) -> tuple[tuple[int, ...], ...]:
    """The seats of each team: teams alternate round the table (readings.md §1.5)."""
    return tuple(tuple(range(t, players, teams)) for t in range(teams))


def net_score(chain: tuple[str, ...] | list[str]) -> int:
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


def _modifier_fits(modifier: str, verb: str, card: Optional[str]) -> bool:
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


def _uses(card: str, phase: Phase) -> tuple[str, ...]:
    if phase is Phase.SERVE:
        return ("serve", "serve_die") if card in C.IS_ACTION else ("serve_die",)
    if phase is Phase.BLOCK:
        return ("block",) if card in C.IS_BLOCK else ()
    if phase in (Phase.BREAK, Phase.OVER):
        return ()
    if card in C.IS_ACTION:
        return ("play", "over")
    if card in C.IS_RETTUNG:
        return ("save",)
    return ()


#: :func:`_card_uses` of every card in every phase, for the inner loops.
USES: dict[Phase, dict[str, tuple[str, ...]]] = {phase: {card: _uses(card, phase) for card in C.CARDS}
                                                 for phase in Phase}


def _card_uses(card: str, phase: Phase) -> tuple[str, ...]:
    """What a card can do in a phase, by its sort (S0 "The serve", "The Action cards", "Spike, Block, Save").

    At the serve an action card serves and any card may be discarded for the die serve; against a spike a Block
    card blocks; in a rally an action card is played on to a teammate or over the net, and a Rettungssprung
    dives for the ball (it "can't play a ball back over the net").
    """
    return USES[phase][card]


#: Longer than any Strand-Cup action id (``serve_die:B14``, ``over:S11>B``); a longer text is none.
MAX_ACTION_ID = 40
#: Action ids whose parse is kept: far more than a match uses (verbs x cards x teams), and bounded, so ids sent
#: from outside cannot grow the worker (issue 18: 300 distinct 100 kB ids kept 79 MB for the worker's life).
PARSED_KEPT = 4096


def parse_action(action_id: str) -> Optional[tuple[str, Optional[str], Optional[str]]]:
    """``verb[:card][>T]`` -> (verb, card, target team letter), or ``None`` if it is no Strand-Cup action id.

    Verbs that play a card name one (``serve:B3``), ``pass``, ``claim`` and ``no_block`` name none, ``serve_die``
    names the card discarded unless the hand is empty, and a shout names its words (``shout:mine``).
    """
    if len(action_id) > MAX_ACTION_ID:
        return None
    return _parse_action(action_id)


#: The forms of Strand-Cup's ids (core/actions.py): a card verb names its card, a shout its words, ``serve_die`` the
#: card discarded unless the hand is empty; any may name a target team after ``>``.
_TARGET = Arg("target", ">", optional=True)
_FORMS: tuple[IdForm, ...] = (
    *(IdForm(verb, (Arg("card"), _TARGET)) for verb in sorted(_CARD_VERBS | {"shout"})),
    *(IdForm(verb, (_TARGET,)) for verb in sorted(_BARE_VERBS)),
    IdForm("serve_die", (Arg("card", optional=True), _TARGET)),
)


@memo("strandcup.parse_action", entries=PARSED_KEPT, max_text=MAX_ACTION_ID)
def _parse_action(action_id: str) -> Optional[tuple[str, Optional[str], Optional[str]]]:
    parsed = parse_id(_FORMS, action_id)
    if parsed is None:
        return None
    card = parsed["card"] if parsed.verb not in _BARE_VERBS else None
    return parsed.verb, card, parsed["target"]  # type: ignore[return-value]  # the target form is a letter, the card form a text


def _kind_of(verb: str) -> str:
    if verb in ("serve", "play", "over", "save", "block", "add", "drink"):
        return "play"
    return "shout" if verb == "shout" else "button"


@memo("strandcup.action_of", entries=PARSED_KEPT, max_text=MAX_ACTION_ID)
def _action_of(action_id: str) -> Action:
    """The :class:`Action` of a well-formed id (the same object every time: actions are values)."""
    verb, card, _ = parse_action(action_id)  # type: ignore[misc]  # cached for well-formed ids only
    return Action(action_id, _kind_of(verb), (card,) if card else ())


@memo("strandcup.action_label", entries=4096, max_text=MAX_ACTION_ID + 16)
def action_label(action_id: str, lang: str) -> str:
    """The button text of an action id in ``lang`` (labels depend on the id only, so they are cached)."""
    verb, card, target = parse_action(action_id) or ("", None, None)
    return i18n.tr(f"strandcup.action.{verb}", lang, card=card, target=target, shout=card)


#: The reason a rule gives (message ``strandcup.reason.<rule>``; core/actions.py).
refusal = refusals("strandcup.reason.")


def record(**fields: Any) -> Mapping[str, Any]:
    """A read-only record (a step, a die, a shout, a finished rally): never changed once made, so copies share it."""
    return MappingProxyType(fields)


# -- the rules of a touch, one function each ------------------------------------------------------------

def _card_fits_verb(verb: str, card: str, phase: Phase) -> Optional[Reason]:
    """Only an action card is played on or over the net, only a Rettungssprung dives (S0; :func:`_card_uses`)."""
    if verb in _card_uses(card, phase):
        return None
    return refusal("not_rettung", card=card) if verb == "save" else refusal("not_action", card=card)


def _three_touches(verb: str, touch: int) -> Optional[Reason]:
    """At most three touches per team: the third must go over (S0 "Some things to note"), so a Rettungssprung,
    which never goes over, is never the third (readings.md SC3, SC11)."""
    if touch < MAX_TOUCHES:
        return None
    if verb == "play":
        return refusal("third_touch_over")
    if verb == "save":
        return refusal("save_not_third")
    return None


def missed_after_rescue(roll: Optional[int]) -> bool:
    """After a Rettungssprung, "when rolling 1 or 2 he doesn't reach the ball" (S0 "Rettungssprung")."""
    return roll is not None and roll < RESCUE_REACH_MIN


def _rescue_follow_up(verb: str, roll: Optional[int]) -> Optional[Reason]:
    """After a Rettungssprung the next player rolls first (S0 "Rettungssprung"; readings.md SC11). On 1-2 "he
    doesn't reach the ball but can also play a Rettungssprung card to keep the ball in the air": only a
    Rettungssprung. "A 3-6 means he reached the ball": then he plays what can take a ball he reached, an action card
    or again a Rettungssprung, which "can reach any ball" (decided here, issue 11: the rulebook does not forbid it,
    and forbidding it would make a 3-6 lose the rally for a player holding only Rettungssprung cards where a 1-2
    would not)."""
    if missed_after_rescue(roll) and verb != "save":
        return refusal("rescue_missed", roll=roll)
    return None


def _receive_needs_annahme(card: str, touch: int, net: int) -> Optional[Reason]:
    """A ball from the other side is reached by an action card whose Annahme is at least its net (or block) score
    (S0 "Receiving the ball"); a Rettungssprung reaches any ball; touches within the team need none (SC3)."""
    if touch != 1 or card not in C.IS_ACTION or can_receive(card, net):
        return None
    return refusal("annahme_too_low", card=card, annahme=C.ANNAHME[card], net=net)


def _schmettern_only_finishes(verb: str, card: str) -> Optional[Reason]:
    """"You can use Schmettern only for the Finish" (S0): it never keeps the ball on the side (readings.md SC5)."""
    return refusal("spike_only_over") if verb == "play" and card in C.IS_SCHMETTERN else None


def _touch_move_rule(verb: str, card: str) -> Optional[Reason]:
    """The rules of a touch that depend on what is done with which card: the Schmettern only finishes."""
    return _schmettern_only_finishes(verb, card)


def _shout_from_the_menu(shout: str) -> Optional[Reason]:
    """Calls come from a fixed menu, so they can never name a card (S0 "You may not make any direct or indirect
    reference to your own cards"; readings.md SC2)."""
    return None if shout in SHOUTS else refusal("no_such_shout", shout=shout)


def _no_target_unless_over(letter: Optional[str]) -> Optional[Reason]:
    """Only a ball that crosses the net names a team (readings.md SC18): a shout, a drink or going on names none
    (``shout:mine>B`` was let through and failed when carried out: issue 37)."""
    return None if letter is None else refusal("target_only_over")


class StrandCup(Game):
    """One Strand-Cup match. See the module docstring for the decisions and action ids."""

    name = "strandcup"
    #: the sounds of its events (Game.sound_cues; issue 22, item 3)
    sound_cues = {"deal": "deal", "serve": "card", "touch": "card", "block": "card", "special": "card",
                  "point": "point", "sideout": "point", "set": "goal"}
    #: 2 (issue 11): the Energydrink break between rallies; on 3-6 after a Rettungssprung another Rettungssprung
    #: may follow. 3 (issue 19): no break question between rallies (:meth:`_break_asks`). Saves of versions 1 and 2
    #: replay with their own rules.
    version = 3
    older_versions = (1, 2)
    Options = Options
    state = {
        # the match: seats, teams, deck, score
        "n": S.VALUE, "nteams": S.VALUE, "members": S.VALUE, "deck": S.VALUE, "hand_size": S.VALUE,
        "scores": S.LIST, "sets": S.LIST, "set_no": S.VALUE, "winner": S.VALUE, "rallies": S.VALUE,
        # the Aufschlag card
        "serving_team": S.VALUE, "server": S.VALUE, "next_server": S.LIST, "rally_no": S.VALUE,
        # the cards
        "hands": S.LISTS, "stock": S.LIST, "discard": S.LIST, "dice_preset": S.LIST,
        # the rally (tuples and frozensets: replaced, never changed, so copies share them)
        "phase": S.VALUE, "mover": S.VALUE, "queue": S.VALUE, "poss": S.VALUE, "chain": S.VALUE,
        "incoming": S.VALUE, "from_team": S.VALUE, "target": S.VALUE, "last_toucher": S.VALUE,
        "team_last": S.VALUE, "effects": S.VALUE, "rescue_pending": S.VALUE, "rescue_roll": S.VALUE,
        "attached": S.VALUE, "blockers": S.VALUE, "spiker": S.VALUE, "locked": S.VALUE, "shouted": S.VALUE,
        "table": S.VALUE, "steps": S.VALUE, "dice": S.VALUE, "shouts": S.VALUE,
    }

    # -- set-up ---------------------------------------------------------------------------------

    def _setup(self) -> None:
        o: Options = self.options
        check_team_split(o)
        self.n = o.players
        self.nteams = o.teams
        self.members = members_of(self.n, self.nteams)
        self.deck: tuple[str, ...] = C.build_deck(o.killer_count)
        self.hand_size = hand_size(self.n)
        self.scores = [0] * self.nteams
        self.sets = [0] * self.nteams
        self.set_no = 1
        self.next_server = [0] * self.nteams   # per team: the member who serves when the team wins the serve
        self.serving_team = 0
        self.server = 0
        self.rally_no = 0
        self.rallies: tuple[Mapping[str, Any], ...] = ()   # public summary of every finished rally
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
        first = deal["serving_team"] if "serving_team" in deal else self._roll_for_serve()
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
            for pile in ("stock", "discard"):
                if not isinstance(deal.get(pile, []), list):
                    raise MalformedInput(f"{pile} must be a list of card ids", pile)
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
        check_every_card_once(cards, self.deck, "the deal")  # a card twice or missing: named
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

    def _roll_for_serve(self) -> int:
        """One player of each team rolls; the highest team gets the Aufschlag card; ties re-roll (readings §1.5)."""
        contenders = list(range(self.nteams))
        while True:
            rolls = {t: self._roll(self.members[t][0], "serve_team") for t in contenders}
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

    def _roll(self, seat: Optional[int], purpose: str) -> int:
        """One public d6 from the seeded RNG (or from ``deal["dice"]`` while it lasts)."""
        value = self.dice_preset.pop(0) if self.dice_preset else self.rng.die(6)
        self.dice += (record(seat=seat, purpose=purpose, value=value),)
        self.emit("die", "strandcup.log.die", seat=seat, purpose=purpose, value=value)
        return value

    def draw(self, seat: int, count: int) -> int:
        """Draw ``count`` cards; an empty stack is refilled from the shuffled discard pile (S0; SC15)."""
        drawn = 0
        for _ in range(count):
            if not self.stock:
                if not self.discard:
                    break
                self._reshuffle_discard()
            self.hands[seat].append(self.stock.pop(0))
            drawn += 1
        self.hands[seat].sort(key=C.ORDER.__getitem__)   # hands are kept in display order
        return drawn

    def _reshuffle_discard(self) -> None:
        """"If the drawing stack is used up, just shuffle the discard stack and use it as the new drawing stack." """
        self.stock = self.discard
        self.discard = []
        self.rng.shuffle(self.stock)
        self.emit("reshuffle", "strandcup.log.reshuffle", cards=len(self.stock))

    def _priority_order(self, team: int, exclude: Optional[int] = None) -> list[int]:
        """The claim order of a team (readings.md SC1): seat order starting after the team's most recent
        toucher of this rally (after the server for the serving team), without players locked out by their
        own Rettungssprung (SC11) and without ``exclude`` (no player touches twice in a row, S0)."""
        mem = self.members[team]
        last = self.team_last[team]
        start = (mem.index(last) + 1) % len(mem) if last is not None else 0
        return [s for s in mem[start:] + mem[:start] if s not in self.locked and s != exclude]

    def _target_letter(self, team: int) -> str:
        return TEAM_LETTERS[team]

    def _step(self, seat: int, card: Optional[str], role: str, **extra: Any) -> None:
        self.steps += (record(seat=seat, team=self.team_of(seat), card=card, role=role, **extra),)

    def _take(self, seat: int, card: str) -> None:
        """Lay a card from the hand on the table (S0: "If a card is placed onto the table, it remains there")."""
        self.hands[seat].remove(card)
        self.table += (card,)

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
        self.table: tuple[str, ...] = ()
        self.steps: tuple[Mapping[str, Any], ...] = ()
        self.dice: tuple[Mapping[str, Any], ...] = ()
        self.shouts: tuple[Mapping[str, Any], ...] = ()
        self.locked: frozenset[int] = frozenset()
        self.team_last: tuple[Optional[int], ...] = (None,) * self.nteams
        self.poss = self.serving_team      # team that has the ball
        self.chain: tuple[str, ...] = ()   # the cards of the current possession, in order
        self.incoming = 0                  # net (or block) score the receiver must reach
        self.from_team: Optional[int] = None  # team that sent the ball to ``poss``
        self.target: Optional[int] = None  # team the last ball crossing the net was aimed at
        self.last_toucher: Optional[int] = None
        self.effects: tuple[str, ...] = ()   # Blenden / Angeschnittener Ball waiting for the receiver
        self.rescue_pending = False        # the next toucher must roll after a Rettungssprung
        self.rescue_roll: Optional[int] = None
        self.attached: tuple[str, ...] = ()  # special cards laid by the mover for the ball he is about to send
        self.blockers: tuple[int, ...] = ()
        self.spiker: Optional[int] = None
        self.mover: Optional[int] = self.server
        self.queue: tuple[int, ...] = ()
        self.shouted = False

    def _start_rally(self) -> None:
        self.rally_no += 1
        self._clear_rally()
        self.phase = Phase.SERVE
        self.mover = self.server
        self.emit("rally", "strandcup.log.rally", rally=self.rally_no, seat=self.server,
                  team=self._target_letter(self.serving_team), score=list(self.scores))

    # -- the break between two rallies (issue 11; readings.md SC8) ---------------------------------

    def _break_asks(self) -> bool:
        """Whether the break between two rallies asks the players about the Energydrink: in rules version 2 only.

        Since rules version 3 (issue 19) nobody is asked. The Energydrink is a free action at every decision
        (readings.md SC8), and every decision after a rally comes after the refill, so a drink at one's next decision
        brings exactly the two cards a drink in the break would (the refill never tops up what a drink drew, SC15).
        Asking everyone handed a hot-seat device round the whole table, up to seven pass screens for a question
        almost everyone answers "go on"; asking only the holder would tell the table who holds it (SC8's own worry).
        Asking nobody costs no card and reveals nothing."""
        return self.options.energydrink_break and self.rules_version == 2

    def _open_break(self) -> None:
        """After the refill, every player holding cards except the next server is asked in turn, in seat order
        after the server, whether he drinks the Energydrink: everyone is asked, so being asked tells nobody who
        holds it; the server decides next anyway and can drink at his serve."""
        order = [seat for seat in ((self.server + k) % self.n for k in range(1, self.n)) if self.hands[seat]]
        if not order:
            self._start_rally()
            return
        self._clear_rally()
        self.phase = Phase.BREAK
        self.mover, self.queue = order[0], tuple(order[1:])
        self.emit("break", "strandcup.log.break")

    def _next_in_break(self) -> None:
        if self.queue:
            self.mover, self.queue = self.queue[0], self.queue[1:]
        else:
            self._start_rally()

    # -- the protocol ---------------------------------------------------------------------------

    def to_move(self) -> Optional[int]:
        return None if self.phase is Phase.OVER else self.mover

    def outcome(self) -> Optional[list[float]]:
        if self.winner is None:
            return None
        return [1.0 if self.team_of(s) == self.winner else 0.0 for s in range(self.n)]

    # -- the view contract's hooks (core/contract.py) --

    def own_cards(self, seat: int) -> list[str]:
        return C.sort_hand(self.hands[seat])

    def card_name(self, card: str, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        return messages.card_name(card, lang)

    def card_click(self, seat: int, card: str) -> Optional[str]:
        """The move a person most likely means by clicking the card (:func:`representative_action`)."""
        return representative_action(self, seat, card)

    def final_score(self, seat: int) -> Optional[float]:
        """The sets ``seat``'s team won."""
        return float(self.sets[self.team_of(seat)])

    def confirmation(self, action: Action, lang: str = i18n.DEFAULT_LANGUAGE) -> Optional[str]:
        """"I can't get it!" when nobody after this player can take the ball (or after a missed Rettungssprung roll)
        lets it drop and loses the rally at once (SC1, SC3, S0): asked first while the player could still play a
        card or go for the ball (issue 22, item 4)."""
        if action.id != "pass" or not self.pass_drops_ball():
            return None
        seat = self.to_move()
        if seat is None or not any(i not in ("pass", DRINK) and i not in SHOUT_IDS for i in self.legal_ids(seat)):
            return None
        return i18n.tr("strandcup.confirm.pass", lang)

    def pass_drops_ball(self) -> bool:
        """Whether a pass now ends the rally: no teammate is left to be offered the ball (:meth:`offer`), or the
        player already missed on the roll after a Rettungssprung (the ball drops)."""
        return self.phase is Phase.PLAY or not self.queue

    def summary(self, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        """Sets won and the current set's points of every team: "Sets 1:0 · points 3:5"."""
        return i18n.tr("strandcup.summary", lang, sets=":".join(map(str, self.sets)),
                       points=":".join(map(str, self.scores)))

    def label(self, action: Action, lang: str = i18n.DEFAULT_LANGUAGE) -> str:
        return action_label(action.id, lang)

    def find_action(self, seat: int, action_id: str) -> Optional[Action]:
        """Any well-formed Strand-Cup id names an action (a card not in the hand too: its refusal says so)."""
        if not isinstance(action_id, str) or parse_action(action_id) is None:
            return None
        return _action_of(action_id)

    # -- what a seat may try --------------------------------------------------------------------

    def touch_number(self) -> int:
        """The number of the team's next touch (1 = the receive)."""
        return len(self.chain) + 1

    def needs_roll_first(self) -> bool:
        """Blenden, Angeschnittener Ball or a Rettungssprung make the claimer roll before playing (SC6, SC11)."""
        return self.phase is Phase.CLAIM and bool(self.effects or self.rescue_pending)

    def _card_moves(self, seat: int) -> list[tuple[str, Optional[str]]]:
        """The moves of ``seat``'s cards worth checking now, ``(verb, card)``, each card by what it can do
        (:func:`_card_uses`): the serves first, then the die serves (the last without a card); in a rally card by
        card."""
        hand = self.hands[seat]
        uses = USES[self.phase]
        if self.phase is Phase.SERVE:
            return ([(verb, c) for verb in ("serve", "serve_die") for c in hand if verb in uses[c]]
                    + [("serve_die", None)])
        return [(verb, c) for c in hand for verb in uses[c]]

    def _aimed(self, verb: str, card: Optional[str]) -> list[tuple[str, Optional[str]]]:
        """The ids of a card move with their target letters: with more than two teams a ball that crosses the net
        names a team, so there is one id per team (SC18)."""
        base = verb if card is None else f"{verb}:{card}"
        if self.nteams > 2 and verb in CROSSING:
            return [(f"{base}>{letter}", letter) for letter in TEAM_LETTERS[:self.nteams]]
        return [(base, None)]

    def candidates(self, seat: int) -> list[Action]:
        """What ``seat`` could try now, in the table's order: against a spike the Block cards and "don't block";
        when a roll must come first "go for the ball" and "pass"; else the special cards, the card moves and
        "pass"; then the Energydrink and the shouts (free at any decision, SC2, SC8)."""
        hand = self.hands[seat]
        if self.phase is Phase.BREAK:
            return [_action_of(i) for i in ["go_on"] + ([DRINK] if C.ENERGYDRINK in hand else [])]
        if self.phase is Phase.BLOCK:
            ids = [f"block:{c}" for verb, c in self._card_moves(seat)] + ["no_block"]
        elif self.needs_roll_first():
            ids = ["claim", "pass"]
        else:
            ids = [f"add:{m}" for m in C.MODIFIERS if m in hand]
            for verb, card in self._card_moves(seat):
                ids += [i for i, _ in self._aimed(verb, card)]
            if self.phase is not Phase.SERVE:
                ids.append("pass")
        if C.ENERGYDRINK in hand:
            ids.append(DRINK)
        ids += SHOUT_IDS
        return [_action_of(i) for i in ids]

    def legal_ids(self, seat: int) -> list[str]:
        """The ids of the candidates :meth:`why_not` allows, position by position rather than one by one (search
        asks for them in thousands of positions): the same rule functions decide, but what the candidates of a
        position share (whose turn, the phase, the cards in hand, the moves the laid special cards leave open,
        the teams a ball may be aimed at) is looked at once. ``tests/test_protocol.py`` checks that this is
        exactly the derived list."""
        if seat != self.to_move():
            return []
        hand = self.hands[seat]
        if self.phase is Phase.BREAK:
            return ["go_on"] + ([DRINK] if C.ENERGYDRINK in hand else [])
        if self.phase is Phase.BLOCK:
            ids = [f"block:{c}" for _, c in self._card_moves(seat)] + ["no_block"]
        elif self.needs_roll_first():
            ids = (["claim"] if self._can_claim(seat) else []) + ["pass"]
        else:
            moves = self._open_moves(seat)
            ids = [f"add:{m}" for m in C.MODIFIERS if m in hand and self._special_card_goes_with(m, moves) is None]
            aims = {crosses: self._open_targets(seat, crosses) for crosses in (False, True)}
            for verb, card in moves:
                base = verb if card is None else f"{verb}:{card}"
                ids += [base if letter is None else f"{base}>{letter}" for letter in aims[verb in CROSSING]]
            if self.phase is not Phase.SERVE and self._pass_rule() is None:
                ids.append("pass")
        if C.ENERGYDRINK in hand:
            ids.append(DRINK)
        if self._one_shout_per_decision() is None:
            ids += SHOUT_IDS   # the menu's shouts, every one of them on the menu
        return ids

    def legal_actions(self, seat: int) -> list[Action]:
        return [_action_of(i) for i in self.legal_ids(seat)]

    def _open_targets(self, seat: int, crosses: bool) -> list[Optional[str]]:
        """The target letters a ball of ``seat`` may name (``None``: none), for a move that crosses the net or not."""
        letters = TEAM_LETTERS[:self.nteams] if crosses and self.nteams > 2 else (None,)
        return [letter for letter in letters if self._ball_names_its_target(seat, crosses, letter) is None]

    # -- why not: the rules, one function each ----------------------------------------------------

    def why_not(self, seat: int, action: Action) -> Optional[Reason]:
        """The rule that forbids ``action`` to ``seat`` (the seat to move) now, or ``None``."""
        verb, card, letter = parse_action(action.id)  # type: ignore[misc]  # why_not gets the game's own well-formed actions
        reason = self._between_rallies(verb)
        if reason is not None:
            return reason
        if verb == "shout":
            return (self._one_shout_per_decision() or _shout_from_the_menu(card)  # type: ignore[arg-type]  # a shout names its words
                    or _no_target_unless_over(letter))
        if card is not None and card not in self.hands[seat]:
            return refusal("not_in_hand", card=card) if C.is_card(card) else refusal("not_a_card", card=card)
        if verb == "drink":
            return (None if card == C.ENERGYDRINK else refusal("not_in_hand", card=C.ENERGYDRINK)) \
                or _no_target_unless_over(letter)
        if verb == "go_on":
            return _no_target_unless_over(letter)
        reason = self._ball_names_its_target(seat, verb in CROSSING, letter)
        if reason is not None:
            return reason
        if self.phase is Phase.BLOCK:
            return self._block_decision(verb, card)
        if verb in ("block", "no_block"):
            return refusal("block_only_spike")
        if self.phase is Phase.SERVE:
            return self._serve_rule(seat, verb, card)
        if verb in ("serve", "serve_die"):
            return refusal("not_serving")
        if verb == "claim" or self.needs_roll_first():
            return self._roll_before_playing(seat, verb)
        if verb == "pass":
            return self._pass_rule()
        if verb == "add":
            return self._special_card_goes_with_the_ball(seat, card)  # type: ignore[arg-type]  # an add names its card
        return (_card_fits_verb(verb, card, self.phase)  # type: ignore[arg-type]  # the remaining verbs name a card
                or self._touch_rule(verb, card, self.rescue_roll) or self._specials_laid(verb, card))  # type: ignore[arg-type]  # the remaining verbs name a card

    def _between_rallies(self, verb: str) -> Optional[Reason]:
        """In the break between two rallies a player drinks the Energydrink or goes on, nothing else; "go on" is
        for the break only (S0 Energydrink "at any time he wishes"; readings.md SC8; issue 11)."""
        if self.phase is Phase.BREAK:
            return None if verb in ("drink", "go_on") else refusal("between_rallies")
        return refusal("not_between_rallies") if verb == "go_on" else None

    def _one_shout_per_decision(self) -> Optional[Reason]:
        """"Any calls should be short" (S0 "Communication at the table"): one shout per decision (SC2)."""
        return refusal("shouted") if self.shouted else None

    def _ball_names_its_target(self, seat: int, crosses: bool, letter: Optional[str]) -> Optional[Reason]:
        """With more than two teams every ball that crosses the net names an opposing team; with two, none
        (S0 "announce which team's court you were aiming at"; readings.md SC18)."""
        if letter is None:
            return refusal("target_needed") if crosses and self.nteams > 2 else None
        if not crosses:
            return refusal("target_only_over")
        if self.nteams == 2:
            return refusal("no_target_needed")
        if letter not in TEAM_LETTERS[:self.nteams] or TEAM_LETTERS.index(letter) == self.team_of(seat):
            return refusal("bad_target", target=letter)
        return None

    def _block_decision(self, verb: str, card: Optional[str]) -> Optional[Reason]:
        """Against a spike each defender first commits one Block card or not (S0 "Block card"; SC7)."""
        if verb == "no_block":
            return None
        if verb == "block":
            return None if "block" in _card_uses(card, Phase.BLOCK) else refusal("no_block_card")  # type: ignore[arg-type]  # a block names its card
        return refusal("block_now")

    def _serve_rule(self, seat: int, verb: str, card: Optional[str]) -> Optional[Reason]:
        """The rally starts with the serve: an action card, or any card discarded and a die (S0 "The serve";
        SC16: with an empty hand the die alone); the special cards laid must go with it."""
        if verb in ("play", "over", "save", "pass", "claim"):
            return refusal("serve_first")
        if verb == "add":
            return self._special_card_goes_with_the_ball(seat, card)  # type: ignore[arg-type]  # an add names its card
        return self._serve_card(seat, verb, card) or self._specials_laid(verb, card)

    def _serve_card(self, seat: int, verb: str, card: Optional[str]) -> Optional[Reason]:
        """Serve with an action card, or discard one card and roll (S0 "The serve"; SC16)."""
        if card is None:
            return refusal("discard_to_roll") if self.hands[seat] else None
        return None if verb in _card_uses(card, Phase.SERVE) else refusal("serve_needs_action", card=card)

    def _roll_before_playing(self, seat: int, verb: str) -> Optional[Reason]:
        """Blinded, facing a curve ball, or after a Rettungssprung, the player going for the ball rolls before he
        plays a card (S0 "Special cards", "Rettungssprung"; SC6 step 4, SC9, SC11); he may also pass."""
        if not self.needs_roll_first():
            return refusal("no_roll_needed")
        if verb == "claim":
            return None if self._can_claim(seat) else refusal("nothing_to_claim_with")
        if verb == "pass":
            return None
        return refusal("roll_first_rescue" if self.rescue_pending else "roll_first_effect")

    def _can_claim(self, seat: int) -> bool:
        """Going for the ball makes sense only with a card that some roll lets him play (a missed and a reached
        roll after a Rettungssprung)."""
        rolls = (1, RESCUE_REACH_MIN) if self.rescue_pending else (None,)
        return any(self._touch_rule(verb, card, roll) is None  # type: ignore[arg-type]  # the candidates are cards of the hand
                   for verb, card in self._card_moves(seat) for roll in rolls)

    def _pass_rule(self) -> Optional[Reason]:
        """"I can't get it!": offered the ball, a player may pass (SC1, SC3). Having missed the ball on the roll
        after a Rettungssprung he "can" dive again (S0), so he may also let it drop (issue 11). Not once he laid a
        special card (it stays on the table, S0), nor once he reached the ball after a roll."""
        if self.attached:
            return refusal("committed")
        if self.phase is Phase.PLAY and not missed_after_rescue(self.rescue_roll):
            return refusal("must_play")
        return None

    def _touch_rule(self, verb: str, card: str, roll: Optional[int]) -> Optional[Reason]:
        """Whether ``card`` may make the team's next touch as ``verb``, a move it can make (:func:`_card_uses`);
        ``roll`` is the Rettungssprung follow-up roll (``None``: no roll)."""
        touch = len(self.chain) + 1
        return (self._touch_verb_rule(verb, touch, roll) or self._touch_card_rule(card, touch)
                or _touch_move_rule(verb, card))

    def _touch_verb_rule(self, verb: str, touch: int, roll: Optional[int]) -> Optional[Reason]:
        """The rules of a touch whatever the card: the three touches and the Rettungssprung roll."""
        return (_three_touches(verb, touch) or _rescue_follow_up(verb, roll)
                or self.rescue_reached_in_version_1(verb, roll))

    def rescue_reached_in_version_1(self, verb: str, roll: Optional[int]) -> Optional[Reason]:
        """Rules version 1 (release 0.1), kept so its saves replay: on 3-6 after a Rettungssprung only an action
        card (readings.md SC11 as first read; version 2 allows another Rettungssprung, issue 11)."""
        if self.rules_version < 2 and verb == "save" and roll is not None and not missed_after_rescue(roll):
            return refusal("rescue_reached_v1", roll=roll)
        return None

    def _touch_card_rule(self, card: str, touch: int) -> Optional[Reason]:
        """The rules of a touch whatever it does with the card: receiving."""
        return _receive_needs_annahme(card, touch, self.incoming)

    def _specials_laid(self, verb: str, card: Optional[str]) -> Optional[Reason]:
        """The special cards laid go with the ball the mover sends now, so the move must suit each of them
        (S0 "Special cards"; SC9, SC10; :func:`_modifier_fits`)."""
        for modifier in self.attached:
            if not _modifier_fits(modifier, verb, card):
                return refusal(f"with_{modifier}", card=card)
        return None

    def _special_card_goes_with_the_ball(self, seat: int, card: str) -> Optional[Reason]:
        """A special card is laid with the ball the mover is about to send, so one of his open moves must suit
        it (S0 "Special cards"; SC9, SC10): Killeraufschlag a serve, Kraftriegel a Schmettern, Angeschnittener
        Ball an action card, Blenden any ball over the net."""
        return self._special_card_goes_with(card, self._open_moves(seat))

    def _special_card_goes_with(self, card: str, moves: list[tuple[str, Optional[str]]]) -> Optional[Reason]:
        """:meth:`_special_card_goes_with_the_ball`, given the mover's open moves."""
        if card not in C.MODIFIERS:
            return refusal("not_a_special", card=card)
        if any(_modifier_fits(card, verb, c) for verb, c in moves):
            return None
        if card == C.KILLERAUFSCHLAG and self.phase is not Phase.SERVE:
            return refusal("ka_serve_only")
        if card == C.KRAFTRIEGEL:
            return refusal("kr_needs_spike")
        if card == C.ANGESCHNITTEN and self.phase is Phase.SERVE:
            return refusal("with_AB", card=card)
        return refusal("special_needs_over", card=card)

    def _open_moves(self, seat: int) -> list[tuple[str, Optional[str]]]:
        """The card moves ``seat`` may make now (targets aside), with the special cards already laid."""
        laid = bool(self.attached)
        if self.phase is Phase.SERVE:
            return [(v, c) for v, c in self._card_moves(seat)
                    if self._serve_card(seat, v, c) is None and not (laid and self._specials_laid(v, c))]
        # :meth:`_touch_rule` and :meth:`_specials_laid`, each part looked at once per verb, per card, per move
        touch = len(self.chain) + 1
        verb_ok = {verb: self._touch_verb_rule(verb, touch, self.rescue_roll) is None
                   for verb in ("play", "over", "save")}
        card_ok = {card: self._touch_card_rule(card, touch) is None for card in self.hands[seat]}
        return [(v, c) for v, c in self._card_moves(seat) if verb_ok[v] and card_ok[c]  # type: ignore[index]  # card moves name a card
                and _touch_move_rule(v, c) is None and not (laid and self._specials_laid(v, c))]  # type: ignore[arg-type]  # card moves name a card

    # -- carrying out an action ---------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> None:
        verb, card, letter = parse_action(action.id)  # type: ignore[misc]  # _apply gets legal actions only
        target = TEAM_LETTERS.index(letter) if letter else None
        if verb == "shout":
            self.shouted = True
            self.shouts += (record(seat=seat, shout=card),)
            self.emit("shout", "strandcup.log.shout", seat=seat, shout=card)
            return
        if verb == "drink":
            self._energydrink(seat)
            if self.phase is Phase.BREAK:
                self._next_in_break()
            return
        if verb == "go_on":
            self._next_in_break()
            return
        if verb == "add":
            self._take(seat, card)  # type: ignore[arg-type]  # an add names its card
            self.attached += (card,)  # type: ignore[operator]  # an add names its card
            self._step(seat, card, "special")
            self.emit("special", "strandcup.log.special", seat=seat, card=card)
            return
        self.shouted = False
        if target is None and verb in CROSSING:
            target = (self.team_of(seat) + 1) % self.nteams   # two teams: the other one
        if verb in ("serve", "serve_die"):
            self._serve(seat, verb, card, target)  # type: ignore[arg-type]  # a crossing verb has its target set above
        elif verb == "pass":
            self.emit("pass", "strandcup.log.pass", seat=seat)
            self._step(seat, None, "pass")
            if self.phase is Phase.PLAY:   # missed after a Rettungssprung and no dive again: the ball drops
                self._end_rally(self.poss, self._credit(self.poss, None), RallyEnd.RESCUE_MISSED)
            else:
                self._offer(self.queue)
        elif verb == "claim":
            self._claim(seat)
        elif verb in ("play", "save"):
            self._touch(seat, card, verb)  # type: ignore[arg-type]  # play and save name a card
        elif verb == "over":
            self._send_over_from_chain(seat, card, target)  # type: ignore[arg-type]  # over names a card; a crossing verb has its target
        elif verb in ("block", "no_block"):
            self._decide_block(seat, card)

    def _energydrink(self, seat: int) -> None:
        """Energydrink: "The player may draw two cards from the stack at any time he wishes" (SC8: a free action).
        In a rally it is laid on the table like every card played; in the break it goes onto the discard pile once
        the two cards are drawn (so it cannot be drawn back from a reshuffled pile)."""
        if self.phase is Phase.BREAK:
            self.hands[seat].remove(C.ENERGYDRINK)
            drawn = self.draw(seat, 2)
            self.discard.append(C.ENERGYDRINK)
        else:
            self._take(seat, C.ENERGYDRINK)
            self._step(seat, C.ENERGYDRINK, "drink")
            drawn = self.draw(seat, 2)
        self.emit("drink", "strandcup.log.drink", seat=seat, count=drawn)

    def _serve(self, seat: int, verb: str, card: Optional[str], target: int) -> None:
        """The serve: an action card's Abschluss, or a discarded card and a die (S0 "The serve"; SC10, SC16)."""
        mods, self.attached = self.attached, ()
        if verb == "serve":
            self._take(seat, card)  # type: ignore[arg-type]  # a serve (not serve_die) names its card
            net = C.ABSCHLUSS[card]  # type: ignore[index]  # a serve (not serve_die) names its card
            self.emit("serve", "strandcup.log.serve", seat=seat, card=card)
        else:
            if card is not None:
                self.hands[seat].remove(card)
                self.discard.append(card)
            net = self._roll(seat, "serve_die")
            self.emit("serve", "strandcup.log.serve_die", seat=seat, card=card, value=net)
        bonus = self._serve_and_spike_bonus(seat, mods, card if verb == "serve" else None, serve=True)
        if bonus:
            net += bonus
            self.emit("serve_net", "strandcup.log.serve_net", bonus=bonus, net=net)
        self._last_touch_of_team(seat)
        self._send_over(seat, card if verb == "serve" else None, net, target, mods, serve=True)

    def _serve_and_spike_bonus(self, seat: int, mods: tuple[str, ...], card: Optional[str], serve: bool) -> int:
        """Kraftriegel +2 with a Schmettern; Killeraufschlag + one die on a serve (S0 "Special cards"; SC10)."""
        bonus = 0
        if C.KRAFTRIEGEL in mods and card in C.IS_SCHMETTERN:
            bonus += C.KRAFTRIEGEL_BONUS
        if C.KILLERAUFSCHLAG in mods and serve:
            bonus += self._roll(seat, "killeraufschlag")
        return bonus

    def _send_over_from_chain(self, seat: int, card: str, target: int) -> None:
        """The touch that sends the ball over: net score from the chain (S0 "The play")."""
        mods, self.attached = self.attached, ()
        threshold = self.incoming if not self.chain else None
        self._take(seat, card)
        self.chain += (card,)
        self._mark_touch(seat)
        net = net_score(self.chain) + self._serve_and_spike_bonus(seat, mods, card, serve=False)
        self.emit("over", "strandcup.log.return" if threshold is not None else "strandcup.log.over", seat=seat,
                  card=card, touch=len(self.chain), net=net, target=self._target_letter(target),
                  annahme=C.ANNAHME[card], incoming=threshold)
        self._send_over(seat, card, net, target, mods, serve=False)

    def _last_touch_of_team(self, seat: int) -> None:
        team = self.team_of(seat)
        self.team_last = self.team_last[:team] + (seat,) + self.team_last[team + 1:]

    def _mark_touch(self, seat: int) -> None:
        self._last_touch_of_team(seat)
        self.last_toucher = seat
        self.rescue_pending = False
        self.rescue_roll = None

    def _send_over(self, seat: int, card: Optional[str], net: int, target: int, mods: tuple[str, ...],
                  serve: bool) -> None:
        """The ball crosses the net towards ``target`` (SC6 order of dice: spike die, out roll, block, receive)."""
        team = self.team_of(seat)
        self.last_toucher = seat
        self._step(seat, card, "serve" if serve else "over", net=net, target=target)
        if card in C.IS_SCHMETTERN:
            spike = self._roll(seat, "spike")
            if spike == 1:  # S0: "if you roll a 1 the ball touches the net and drops to your own half"
                self._end_rally(team, self._credit(team, target), RallyEnd.NET)
                return
            if card in C.IS_KILLER and spike == 2 and self._killer_out_lets_pass(target):
                self._end_rally(team, target, RallyEnd.OUT)
                return
        self.effects = tuple(e for e in (C.BLENDEN, C.ANGESCHNITTEN) if e in mods)   # SC9
        self.poss, self.from_team, self.target = target, team, target
        self.chain = ()
        self.incoming = net
        self.spiker = seat if card in C.IS_SCHMETTERN else None
        if card in C.IS_SCHMETTERN and not serve:  # "A serve can not be blocked!"
            self._open_block_window(target)
        else:
            self._open_receive()

    def _killer_out_lets_pass(self, target: int) -> bool:
        """Killer-Schmetterball rolled 2: out. The receiving team's first-priority player rolls: 4..6 he lets it
        pass and his team wins the rally; 1..3 he misjudges it and play goes on (S0; SC6 step 2)."""
        self.emit("out", "strandcup.log.out")
        order = self._priority_order(target) or list(self.members[target])
        value = self._roll(order[0], "out")
        return value >= OUT_PASS_MIN

    # -- blocks (S0 "Block card"; readings.md SC7) -------------------------------------------------

    def _open_block_window(self, team: int) -> None:
        """Each defender, in priority order, decides to commit one Block card or not; then all dice are rolled."""
        self.blockers = ()
        order = self._priority_order(team)
        if not order:
            self._open_receive()
            return
        self.phase = Phase.BLOCK
        self.mover, self.queue = order[0], tuple(order[1:])

    def _decide_block(self, seat: int, card: Optional[str]) -> None:
        if card is not None:
            self._take(seat, card)
            self.blockers += (seat,)
            self._step(seat, card, "block")
            self.emit("block", "strandcup.log.block", seat=seat)
        else:
            self.emit("no_block", "strandcup.log.no_block", seat=seat)
        if self.queue:
            self.mover, self.queue = self.queue[0], self.queue[1:]
        else:
            self._resolve_block()

    def _resolve_block(self) -> None:
        """2d6 per blocker, all added. Total >= net score: the ball comes back to the spikers, who must reach the
        total; below: the blocking team loses the rally (S0). Blenden and Angeschnittener are used up (SC9)."""
        if not self.blockers:
            self._open_receive()
            return
        total = sum(self._roll(s, "block") + self._roll(s, "block") for s in self.blockers)
        blocking, spiking = self.poss, self.from_team
        if total < self.incoming:
            self.emit("block_failed", "strandcup.log.block_failed", total=total, net=self.incoming)
            self._end_rally(blocking, self._credit(blocking, None), RallyEnd.BLOCK_FAILED)
            return
        self.emit("blocked", "strandcup.log.blocked", total=total, net=self.incoming)
        self._step(self.blockers[0], None, "blocked", net=total, target=spiking)
        self.poss, self.from_team, self.target = spiking, blocking, spiking  # type: ignore[assignment]  # a block happens only with the ball in play (teams known)
        self.incoming = total
        self.effects = ()
        self.chain = ()
        self._open_receive()

    # -- the claim protocol (readings.md SC1, SC3) ------------------------------------------------

    def _open_receive(self) -> None:
        """Offer a ball from the other side to the receiving team, in priority order (SC1)."""
        self._offer(self._priority_order(self.poss, exclude=self.last_toucher))

    def _offer(self, order: list[int] | tuple[int, ...]) -> None:
        """The next player in ``order`` decides; when nobody is left the ball drops (SC1, SC3, SC17)."""
        if not order:
            self.emit("dropped", "strandcup.log.dropped", team=self._target_letter(self.poss))
            self._end_rally(self.poss, self._credit(self.poss, None), RallyEnd.DROPPED)
            return
        self.phase = Phase.CLAIM
        self.mover, self.queue = order[0], tuple(order[1:])

    def _claim(self, seat: int) -> None:
        """The claimer rolls before playing: Blenden / Angeschnittener Ball (1..3 misses, SC6 step 4, SC9) or
        the follow-up of a Rettungssprung (1..2: only another Rettungssprung can keep the ball up, SC11)."""
        self.emit("claim", "strandcup.log.claim", seat=seat)
        effects, self.effects = self.effects, ()
        for effect in effects:
            purpose = "blenden" if effect == C.BLENDEN else "angeschnitten"
            if self._roll(seat, purpose) <= EFFECT_MISS_MAX:
                self._end_rally(self.poss, self._credit(self.poss, None),
                               RallyEnd.BLENDEN if effect == C.BLENDEN else RallyEnd.ANGESCHNITTEN)
                return
        if self.rescue_pending:
            self.rescue_roll = self._roll(seat, "rescue")
        self.phase = Phase.PLAY
        if not any(self._touch_rule(verb, card, self.rescue_roll) is None  # type: ignore[arg-type]  # the candidates are cards of the hand
                   for verb, card in self._card_moves(seat)):
            self._end_rally(self.poss, self._credit(self.poss, None), RallyEnd.RESCUE_MISSED
                           if self.rescue_roll is not None else RallyEnd.DROPPED)

    def _touch(self, seat: int, card: str, verb: str) -> None:
        """A touch that keeps the ball on this side; the teammates then claim it without an Annahme check (SC3).
        A Rettungssprung reaches any ball, locks its player out for the rest of the rally and makes the next
        toucher roll (S0 "Rettungssprung"; SC11)."""
        threshold = self.incoming if self.touch_number() == 1 else None
        self._take(seat, card)
        self.chain += (card,)
        self._mark_touch(seat)
        self._step(seat, card, "save" if verb == "save" else "touch")
        key = "save" if verb == "save" else "receive" if threshold is not None else "touch"
        self.emit("touch", f"strandcup.log.{key}", seat=seat, card=card, touch=len(self.chain), net=threshold,
                  annahme=C.ANNAHME[card])
        if verb == "save":
            self.locked = self.locked | {seat}
            self.rescue_pending = True
        self._offer(self._priority_order(self.team_of(seat), exclude=seat))

    # -- the end of a rally (readings.md SC12, SC19) ----------------------------------------------

    def _credit(self, loser: int, target: Optional[int]) -> int:
        """Who wins a rally ``loser`` lost: the team whose ball ``loser`` was playing; on a serve, its target."""
        if self.from_team is not None and self.from_team != loser:
            return self.from_team
        if target is not None and target != loser:
            return target
        return (loser + 1) % self.nteams

    def _end_rally(self, loser: int, winner: int, reason: RallyEnd) -> None:
        """Only the serving team scores; otherwise the serve changes hands (side-out, S0; SC12, SC19)."""
        scored = winner == self.serving_team
        if scored:
            self.scores[winner] += 1
        self.rallies += (record(rally=self.rally_no, set=self.set_no, server=self.server,
                                serving_team=self.serving_team, loser=loser, winner=winner, reason=reason.value,
                                scored=scored, score=tuple(self.scores)),)
        self.emit("rally_end", f"strandcup.log.end.{reason.value}", loser=self._target_letter(loser),
                  winner=self._target_letter(winner))
        if scored:
            self.emit("point", "strandcup.log.point", team=self._target_letter(winner), score=list(self.scores))
        self.discard.extend(self.table)   # "Any cards used during the play are thrown onto the discard stack"
        self.table = ()
        if scored and self.set_won(winner):
            self._win_set(winner)
            return
        if not scored:
            self._give_serve(self._next_serving_team(winner))
            self.emit("sideout", "strandcup.log.sideout", team=self._target_letter(self.serving_team),
                      seat=self.server)
        self._refill()
        if self._break_asks():
            self._open_break()
        else:
            self._start_rally()

    def _next_serving_team(self, winner: int) -> int:
        """Side-out: two teams: the rally winner. More teams: the next team in turn (SC19), or the winner."""
        if self.nteams > 2 and self.options.multi_team_serve_to == "next_team":
            return (self.serving_team + 1) % self.nteams
        return winner

    def set_won(self, team: int) -> bool:
        """First to ``set_target`` (10, S0), with a lead of two over the best other team if ``win_by_two`` (SC13)."""
        others = max(s for t, s in enumerate(self.scores) if t != team)
        score = self.scores[team]
        return score >= self.options.set_target and (not self.options.win_by_two or score - others >= 2)

    def _win_set(self, team: int) -> None:
        """A set is won; the match is won with ``sets_to_win`` sets (S0 "The end of the game")."""
        self.sets[team] += 1
        self.emit("set", "strandcup.log.set", team=self._target_letter(team), set=self.set_no,
                  score=list(self.scores), sets=list(self.sets))
        if self.sets[team] >= self.options.sets_to_win:
            self.winner = team
            self.phase = Phase.OVER
            self.mover = None
            self.emit("match_end", "strandcup.log.match_end", team=self._target_letter(team), sets=list(self.sets))
            return
        self._start_next_set(self._set_loser(team))

    def _set_loser(self, winner: int) -> int:
        """The team that lost the set serves first in the next (SC14); with more teams the lowest score
        (ties: the first such team after the winner in turn)."""
        order = [(winner + k) % self.nteams for k in range(1, self.nteams)]
        return min(order, key=lambda t: self.scores[t])

    def _start_next_set(self, first: int) -> None:
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

    def _refill(self) -> None:
        """Everyone refills to 7 (6) cards, in seat order from the next server (S0; SC15)."""
        for k in range(self.n):
            seat = (self.server + k) % self.n
            missing = self.hand_size - len(self.hands[seat])
            if missing > 0:
                self.draw(seat, missing)


# -- what a click on a card means (the rules read it for a refusal, the view for the card's reason) ----------------

def representative_action(game: StrandCup, seat: int, card: str) -> str:
    """The action id a person most likely means by clicking ``card`` (its reason is the one to show)."""
    if card in C.IS_BLOCK:
        verb = "block"
    elif card in C.IS_RETTUNG:
        verb = "save"
    elif card == C.ENERGYDRINK:
        verb = "drink"
    elif card in C.MODIFIERS:
        verb = "add"
    elif game.phase is Phase.SERVE:
        verb = "serve"
    else:
        verb = "over"
    action = f"{verb}:{card}"
    if game.nteams > 2 and verb in ("serve", "over"):
        action += ">" + TEAM_LETTERS[(game.team_of(seat) + 1) % game.nteams]
    return action
