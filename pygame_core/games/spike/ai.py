"""Computer players for Spike: ``make_player(level)`` for ``easy``, ``medium`` and ``hard``.

Every player decides from its seat's observation only (``choose(observation, seed) -> action id``, :mod:`.observation`:
what the seat knows, issue 32); the same observation and seed give the same choice.

- **easy**: legal and simple, with some carelessness: draws a random split, plays its strongest card half of the
  time and a random legal card otherwise.
- **medium**: sound rules of thumb from what it can know: it keeps about 5 ATTACK cards, serves hard, receives with
  the smallest strong defense, plays a CUT when the opponent probably holds no DEFENSE 1-5 (or probably holds a
  BLOCK), blocks after a good set, and guards against a CUT when the attacker probably holds one. Its estimates
  come from :class:`Info`: the cards it has not seen (composition minus its hand, the played cards and the
  revealed cards of the rally) and the opponent's public counts per type and unplayed POWER cards.
- **hard**: Perfect-Information Monte Carlo from :mod:`pygame_core.ai.search` with :func:`determinize`: for each
  candidate, sampled worlds consistent with its observation are played to the end of the rally, both sides following the
  medium policy (with some randomness) from their own seat's information only, so the search never peeks at a
  face-down card. A world in which the opponent has already committed a card face down re-draws that card from the
  opponent model. The value of a rally is the point (+1 / -1), its weight in the match, minus the quality of the
  cards spent compared with an average draw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional, Sequence

from ...ai.base import Player, player_of_level
from ...ai.search import Budget, SearchHooks, pimc
from ...core.rng import Rng
from .cards import CUT_DEFENSE_MAX, PILES, POWER_CARDS, Kind, card, sort_key
from .determinize import determinize
from .rules import Phase, RallyRecord, SpikeGame, parse_draw_id, refill_need, refill_splits

# -- what a seat can know ---------------------------------------------------------------------------------

_CATEGORY: dict[str, str] = {}
for _cid, _c in ((cid, card(cid)) for pile in PILES.values() for cid in set(pile)):
    if _c.kind is Kind.ATTACK:
        _CATEGORY[_cid] = "cut" if _c.is_cut else "hard"
    elif _c.kind is Kind.DEFENSE:
        _CATEGORY[_cid] = "block" if _c.is_block else ("low" if (_c.value or 0) <= CUT_DEFENSE_MAX else "high")
    else:
        _CATEGORY[_cid] = "set"
_TOTALS: dict[str, int] = {}
for _pile in PILES.values():
    for _cid in _pile:
        _TOTALS[_CATEGORY[_cid]] = _TOTALS.get(_CATEGORY[_cid], 0) + 1


@dataclass
class Info:
    """What one seat knows that matters for a decision (built from its observation, or from a game for that seat
    only)."""

    seat: int
    phase: str
    hand: list[str]
    set_value: int
    free_ball: bool
    opp_attack: int            # ATTACK cards in the opponent's hand (public: card backs)
    opp_defense: int
    opp_power: list[str]       # the opponent's unplayed power cards (public)
    unseen: dict[str, int]     # unseen draw cards per category (cut, hard, low, high, block)
    points: list[int]
    set_points: int

    # -- estimates about the opponent's hand ------------------------------------------------------

    def _draws(self, kind: Kind) -> int:
        power = sum(1 for p in self.opp_power if card(p).kind is kind)
        return max(0, (self.opp_attack if kind is Kind.ATTACK else self.opp_defense) - power)

    def _p_any(self, kind: Kind, categories: Sequence[str]) -> float:
        """The chance that the opponent's unknown draw cards of ``kind`` include one of ``categories``."""
        pool_names = ("cut", "hard") if kind is Kind.ATTACK else ("low", "high", "block")
        pool = sum(self.unseen.get(c, 0) for c in pool_names)
        good = sum(self.unseen.get(c, 0) for c in categories)
        k = min(self._draws(kind), pool)
        p_none = 1.0
        for i in range(k):
            if pool - i <= 0:
                break
            p_none *= max(0.0, (pool - good - i) / (pool - i))
        return 1.0 - p_none

    def opp_can_stop_cut(self) -> float:
        if "PD5" in self.opp_power:
            return 1.0
        return self._p_any(Kind.DEFENSE, ("low",))

    def opp_may_block(self) -> float:
        if "PDB" in self.opp_power:
            return 1.0
        return self._p_any(Kind.DEFENSE, ("block",))

    def opp_may_cut(self) -> float:
        return self._p_any(Kind.ATTACK, ("cut",))


def _unseen(seen: Sequence[str]) -> dict[str, int]:
    out = dict(_TOTALS)
    for cid in seen:
        cat = _CATEGORY.get(cid)
        if cat is not None:
            out[cat] -= 1
    return out


def info_from_observation(seen: Mapping[str, Any]) -> Info:
    """A seat's :class:`Info` from its observation (:func:`.observation.observation`)."""
    seat = int(seen["seat"])
    opp = seen["sides"][1 - seat]
    hand = list(seen["hand"])
    rally = seen["rally"]
    known = list(hand) + list(rally["table"]) + ([rally["your_card"]] if rally.get("your_card") else [])
    for pile in seen["discards"].values():
        known += pile
    return Info(seat, seen["phase"], hand, int(rally["set_value"]), bool(rally["free_ball"]),
                int(opp["attack_count"]), int(opp["defense_count"]), list(opp["power_left"]), _unseen(known),
                list(seen["score"]["points"]), int(seen["score"]["set_points"]))


def info_from_game(game: SpikeGame, seat: int) -> Info:
    """The same :class:`Info` as :func:`info_from_observation` of ``game.observation(seat)``, computed faster, for
    search."""
    opp = 1 - seat
    hand = game.hands[seat]
    opp_hand = game.hands[opp]
    opp_attack = sum(1 for c in opp_hand if card(c).kind is Kind.ATTACK)
    own_commit = game.commit if game.commit is not None and game.attacker == seat else None
    seen = list(hand) + list(game.table) + ([own_commit] if own_commit else [])
    for pile in game.discards.values():
        seen += pile
    revealed = set()
    for ex in game.exchanges:
        if ex.attacker == opp and ex.attack is not None:
            revealed.add(ex.attack)
        if ex.defender == opp and ex.defense is not None:
            revealed.add(ex.defense)
    power = [p for p in POWER_CARDS if p not in game.power_out[opp] and p not in revealed]
    return Info(seat, game.phase.value, sorted(hand, key=sort_key), game.set_value, game.free_ball, opp_attack,
                len(opp_hand) - opp_attack, power, _unseen(seen), list(game.points), game.options.set_points)


# -- policies: (info, legal ids, rng) -> id ---------------------------------------------------------------

Policy = Callable[[Info, Sequence[str], Rng], str]


def _value(cid: str) -> int:
    """A card's value, CUT / BLOCK counted as 0 (they are judged separately)."""
    v = card(cid).value
    return 0 if v is None else v


def _cards(legal: Sequence[str]) -> list[str]:
    return [a[5:] for a in legal if a.startswith("play:")]


def _quality(cid: str) -> float:
    """How precious a card is to keep (a BLOCK is worth a strong defense, a CUT a good attack)."""
    c = card(cid)
    if c.is_block:
        return 8.0
    if c.is_cut:
        return 5.0
    return float(c.value or 0)


def _refill_target(info: Info, legal: Sequence[str], attack_target: int) -> str:
    attack_now = sum(1 for c in info.hand if card(c).kind is Kind.ATTACK)
    best = None
    for aid in legal:
        counts = parse_draw_id(aid)
        if counts is None:
            continue
        score = abs(attack_now + counts[0] - attack_target)
        if best is None or score < best[0]:
            best = (score, aid)
    return best[1] if best else legal[0]


def easy_policy(info: Info, legal: Sequence[str], rng: Rng) -> str:
    """Legal and simple with some carelessness: a random split; the strongest card or a random one."""
    if info.phase == Phase.REFILL.value:
        return rng.choice(list(legal))
    cards = _cards(legal)
    if rng.below(2) == 0:
        return "play:" + max(cards, key=_quality)
    return rng.choice(list(legal))


def medium_policy(info: Info, legal: Sequence[str], rng: Rng) -> str:
    """Sound rules of thumb (see the module docstring)."""
    phase = info.phase
    if phase == Phase.REFILL.value:
        return _refill_target(info, legal, 5)
    cards = _cards(legal)
    if phase == Phase.SERVE.value:
        plain = [c for c in cards if not card(c).power]
        return "play:" + (max(plain, key=_value) if plain else min(cards, key=_value))
    if phase == Phase.RECEIVE.value:
        strong = sorted((c for c in cards if _value(c) >= 6), key=lambda c: (card(c).power, _value(c)))
        return "play:" + (strong[0] if strong else max(cards, key=_value))
    if phase == Phase.ATTACK.value:
        cuts = [c for c in cards if card(c).is_cut]
        hard = [c for c in cards if not card(c).is_cut]
        if cuts and (not hard or info.opp_can_stop_cut() < 0.5
                     or (info.opp_may_block() > 0.6 and rng.below(2) == 0)):
            return "play:" + cuts[0]
        return "play:" + max(hard, key=lambda c: (_value(c), not card(c).power))
    # defend
    blocks = [c for c in cards if card(c).is_block]
    low = [c for c in cards if card(c).value is not None and card(c).value <= CUT_DEFENSE_MAX]  # type: ignore[operator]  # value is checked for None just before
    high = [c for c in cards if card(c).value is not None]
    if blocks and info.set_value >= 2 and info.opp_may_cut() < 0.7:
        return "play:" + blocks[0]
    if low and info.opp_may_cut() > 0.5 and rng.below(3) > 0:
        return "play:" + max(low, key=_value)
    if high:
        return "play:" + max(high, key=lambda c: (_value(c), not card(c).power))
    return "play:" + cards[0]


def noisy(policy: Policy, noise: float) -> Policy:
    """``policy``, but a random legal action with probability ``noise``."""
    def choose(info: Info, legal: Sequence[str], rng: Rng) -> str:
        if rng.random() < noise:
            return rng.choice(list(legal))
        return policy(info, legal, rng)
    return choose


class PolicyPlayer:
    """A player that applies a policy to the :class:`Info` of its observation."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy

    def choose(self, seen: Mapping[str, Any], seed: int) -> str:
        legal = [a["id"] for a in seen["legal"]]
        if not legal:
            raise ValueError("this seat has no decision to make")
        if len(legal) == 1:
            return legal[0]
        return self.policy(info_from_observation(seen), legal, Rng(seed))


# -- hard: PIMC over the rally ------------------------------------------------------------------------------

#: The opponent model and rollout policy of the search: medium, slightly noisy.
_MODEL: Policy = noisy(medium_policy, 0.15)
#: Value of one card-strength point spent above an average draw, in points of the rally (tuned by the arena).
SPEND_WEIGHT = 0.04
_AVERAGE = {Kind.ATTACK: 4.2, Kind.DEFENSE: 5.3}


def _rollout(game: SpikeGame, seat: int, rng: Rng) -> str:
    return _MODEL(info_from_game(game, seat), game.legal_ids(seat), rng)


def _spent(rally: RallyRecord, seat: int) -> float:
    total = 0.0
    for ex in rally.exchanges:
        for cid, who in ((ex.attack, ex.attacker), (ex.defense, ex.defender)):
            if cid is not None and who == seat:
                total += _quality(cid) - _AVERAGE[card(cid).kind]
    return total


def _rally_value(horizon: int) -> Callable[[SpikeGame, int], Optional[float]]:
    """The search's horizon is the end of rally ``horizon`` (the rally being played): the point, minus the quality
    of the cards spent on it compared with the opponent's."""
    def value(game: SpikeGame, seat: int) -> Optional[float]:
        if game.winner is None and game.rally_no <= horizon:
            return None
        rally = next((r for r in game.rallies if r.rally == horizon), game.rallies[-1])
        point = 1.0 if rally.winner == seat else -1.0
        return point - SPEND_WEIGHT * (_spent(rally, seat) - _spent(rally, 1 - seat))
    return value


def _determinize_for_search(seen: Mapping[str, Any], rng: Rng) -> SpikeGame:
    """A sampled world; an opponent's face-down card is re-chosen by the opponent model from its own information."""
    world = determinize(seen, rng)
    seat = int(seen["seat"])
    opp = 1 - seat
    if world.commit is not None and world.attacker == opp:
        hands = [list(hand) for hand in world.hands]
        hands[opp].append(world.commit)
        world = world.with_state(hands=hands, commit=None,
                                 phase=Phase.SERVE if world.phase is Phase.RECEIVE else Phase.ATTACK)
        world.apply(opp, _rollout(world, opp, rng))
    if world.phase is Phase.REFILL and world.refill_choice[opp] is not None:
        splits = [a.id for a in refill_splits(refill_need(len(world.hands[opp])))]
        choice = list(world.refill_choice)
        choice[opp] = parse_draw_id(_MODEL(info_from_game(world, opp), splits, rng))
        world = world.with_state(refill_choice=choice)
    return world


def _hooks(seen: Mapping[str, Any]) -> SearchHooks:
    """The search of one decision: its horizon is the end of the rally being played."""
    rally_no = int(seen["rally_no"])
    return SearchHooks(determinize=_determinize_for_search, value=_rally_value(rally_no), rollout=_rollout)


class HardPlayer:
    """PIMC over the current rally with the medium policy as both sides' model (see the module docstring)."""

    def __init__(self, budget: Budget = Budget(samples=24, rollouts=2, max_plies=80)) -> None:
        self.budget = budget

    def choose(self, seen: Mapping[str, Any], seed: int) -> str:
        legal = [a["id"] for a in seen["legal"]]
        if not legal:
            raise ValueError("this seat has no decision to make")
        if len(legal) == 1:
            return legal[0]
        candidates = self.candidates(seen, legal)
        if len(candidates) == 1:
            return candidates[0]
        return pimc(seen, seed, _hooks(seen), self.budget, candidates).action

    @staticmethod
    def candidates(seen: Mapping[str, Any], legal: list[str]) -> list[str]:
        """Refill splits near a balanced hand (3 to 7 ATTACK cards) only: the others are never good."""
        if seen["phase"] != Phase.REFILL.value:
            return legal
        attack_now = sum(1 for cid in seen["hand"] if card(cid).kind is Kind.ATTACK)
        out = []
        for aid in legal:
            counts = parse_draw_id(aid)
            if counts is not None and 3 <= attack_now + counts[0] <= 7:
                out.append(aid)
        return out or legal


#: The effort of the player a hint names (issue 36: the hint also weighs its candidates, and both must fit 1 s at
#: p95 on a tablet): half the hard player's worlds. Over 100 seeded positions (medium against medium,
#: ``build.py bench``'s way) it chose as the hard player in 80.
HINT_BUDGET = Budget(samples=12, rollouts=2, max_plies=80)


def hint_player() -> Player:
    """The player a hint names (``Advisor.hint_player``): the hard player with :data:`HINT_BUDGET`."""
    return HardPlayer(HINT_BUDGET)


def make_player(level: str) -> Any:
    """The computer player of ``level``: ``easy``, ``medium`` or ``hard``."""
    return player_of_level(level, {"easy": lambda: PolicyPlayer(easy_policy),
                                   "medium": lambda: PolicyPlayer(medium_policy), "hard": HardPlayer})
