"""Computer players for Strand-Cup. Each decides from its own seat's observation only (:mod:`.observation`).

- **easy**: simple and greedy: sends the ball straight back with whatever reaches, serves with its best
  card, never blocks; one decision in four it picks any legal action (carelessness).
- **medium**: sound rules of thumb: sends the ball back cheaply (one card) unless it holds a Schmettern; then
  it receives with its cheapest card and keeps the ball on the side, the setter plays his best Stellen and
  the Schmettern finishes (Baggern -> Pritschen -> Schmettern: a public convention of the team, read from the
  plays). It lays Blenden / Angeschnittener Ball / Kraftriegel / Killeraufschlag with the ball that crosses
  the net, blocks when the dice favour it, keeps its Rettungssprung for balls nothing else reaches, and drinks
  the Energydrink at once.
- **hard**: stronger rules of its own and a search where they fall short: the medium play, plus serving with a
  Schmettern after laying every special card that goes with the serve, and, in teams of four, always building the
  three-touch chain (a teammate very likely holds the Schmettern for the finish). The block decision (block or not,
  against a spike) is searched: :func:`pygame_core.ai.search.pimc` over :mod:`.determinize` (48 sampled worlds),
  each world played to the end of the rally with these rules for both choices, with the same dice for both.
  Blocking is what decides most rallies between hard and medium (hard blocking like medium wins only 42% of
  matches against medium) and the rule "block every spike one can" blocked too often.

  The other decisions of a rally can be searched too (``HardBudget(samples=12)``, with a margin), off by default:
  with the dice, single playouts are too noisy for it to play better (measured: ``docs/experiments.md``,
  Strand-Cup).

Teammates cooperate only through what the rules allow: the cards they play in public and their passes.
The computer players do not shout (the shout menu is for people; readings.md SC2 "bots may ignore shouts").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from ...ai.base import player_of_level
from ...ai.search import Budget, SearchHooks, pimc
from ...core.caches import memo
from ...core.rng import Rng, seed_from
from . import cards as C
from .determinize import determinize
from .rules import TEAM_LETTERS, StrandCup, net_score, parse_action

# -- what a card is worth keeping (higher = keep) ---------------------------------------------------

KEEP_SPECIAL = {C.KRAFTRIEGEL: 3.0, C.ENERGYDRINK: 9.0, C.KILLERAUFSCHLAG: 4.0, C.BLENDEN: 8.0,
                C.ANGESCHNITTEN: 8.0}


def keep_value(card: str) -> float:
    """How much a card is worth keeping in hand (the die serve discards the least)."""
    kind = C.KIND[card]
    if kind is C.Kind.SCHMETTERN:
        return 6.0
    if kind is C.Kind.BAGGERN:
        return C.ANNAHME[card] - 6.0
    if kind is C.Kind.PRITSCHEN:
        return C.STELLEN[card] - 1.0
    if kind is C.Kind.BLOCK:
        return 2.5
    if kind is C.Kind.RETTUNG:
        return 4.0
    return KEEP_SPECIAL.get(card, 3.0)


@memo("strandcup.dice_at_least", entries=1024)  # a few dice, totals up to the net score
def dice_at_least(count: int, total: int) -> float:
    """P(the sum of ``count`` d6 >= ``total``)."""
    dist = {0: 1.0}
    for _ in range(count):
        nxt: dict[int, float] = {}
        for s, p in dist.items():
            for f in range(1, 7):
                nxt[s + f] = nxt.get(s + f, 0.0) + p / 6
        dist = nxt
    return sum(p for s, p in dist.items() if s >= total)


def threat(net: int) -> float:
    """A rough chance that the opponents cannot reach a ball of this net score (Baggern reach 8..12)."""
    return min(1.0, max(0.0, (net - 6) / 8.0))


# -- the situation, read from an observation ------------------------------------------------------------

@dataclass
class Situation:
    """The fields of an observation the players use (a full observation, or the light one the search builds)."""

    seat: int
    legal: list[str]
    hand: list[str]
    phase: str
    touch: int
    chain: list[str]
    incoming: int
    attached: list[str]
    team_of: list[int]
    queue: list[int]
    locked: list[int]
    blockers: list[int]
    serving_team: int
    hand_counts: list[int]
    teams: int
    rescue_roll: Optional[int]
    effects: list[str]
    rescue_pending: bool

    @classmethod
    def from_view(cls, v: Mapping[str, Any]) -> "Situation":
        legal = [a if isinstance(a, str) else a["id"] for a in v["legal"]]
        hand = [c if isinstance(c, str) else c["id"] for c in v["hand"]]
        return cls(int(v["seat"]), legal, hand, v["phase"], int(v["touch"]), list(v["chain"]), int(v["incoming"]),
                   list(v["attached"]), list(v["team_of"]), list(v["queue"]), list(v["locked"]),
                   list(v["blockers"]), int(v["serving_team"]), list(v["hand_counts"]),
                   int(v["options"]["teams"]), v["rescue_roll"], list(v["effects"]), bool(v["rescue_pending"]))

    @property
    def team(self) -> int:
        return self.team_of[self.seat]

    def free_mates(self) -> int:
        """Teammates who could take the next touch (not me, not locked out)."""
        return sum(1 for s, t in enumerate(self.team_of) if t == self.team and s != self.seat and s not in self.locked)


def situation_fields(game: StrandCup, seat: int) -> dict[str, Any]:
    """The fields :class:`Situation` reads, straight from a game (no observation: for the search's own sampled games
    and the advice's playouts, where every hand is the sampled game's own)."""
    return {"seat": seat, "legal": game.legal_ids(seat), "hand": list(game.hands[seat]), "phase": game.phase.value,
            "touch": game.touch_number(), "chain": game.chain, "incoming": game.incoming, "attached": game.attached,
            "team_of": [s % game.nteams for s in range(game.n)], "queue": game.queue, "locked": list(game.locked),
            "blockers": game.blockers, "serving_team": game.serving_team,
            "hand_counts": [len(h) for h in game.hands], "options": {"teams": game.nteams},
            "rescue_roll": game.rescue_roll, "effects": game.effects, "rescue_pending": game.rescue_pending}


# -- the rules of thumb -----------------------------------------------------------------------------------

def pick_target(s: Situation, ids: list[str]) -> str:
    """With more than two teams: aim at the serving team (deny it points), else at the team with fewest cards."""
    if s.teams <= 2:
        return ids[0]
    counts = [0] * s.teams
    for seat, n in enumerate(s.hand_counts):
        counts[s.team_of[seat]] += n
    if s.serving_team != s.team:
        wanted = s.serving_team
    else:
        wanted = min((t for t in range(s.teams) if t != s.team), key=lambda t: (counts[t], t))
    letter = TEAM_LETTERS[wanted]
    return next((i for i in ids if i.endswith(">" + letter)), ids[0])


def moves(s: Situation, verb: str) -> list[str]:
    return [i for i in s.legal if i.split(":", 1)[0].split(">", 1)[0] == verb]


def card_of(action_id: str) -> str:
    return parse_action(action_id)[1]  # type: ignore[index,return-value]  # called with legal card-playing ids only


def over_net(s: Situation, card: str, with_kr: bool) -> int:
    net = net_score(s.chain + [card])
    return net + (C.KRAFTRIEGEL_BONUS if with_kr and card in C.IS_SCHMETTERN else 0)


def spike_risk(card: str) -> float:
    """The chance a Schmettern loses the rally by itself: 1 in the net; a Killer is also out on 2 (half lost)."""
    if card in C.IS_KILLER:
        return 1 / 6 + 1 / 12
    return 1 / 6 if card in C.IS_SCHMETTERN else 0.0


def over_value(s: Situation, card: str) -> float:
    """Rough rally-winning chance of sending the ball over now with ``card``."""
    kr = C.KRAFTRIEGEL in s.attached or f"add:{C.KRAFTRIEGEL}" in s.legal
    t = threat(over_net(s, card, kr))
    for m in (C.BLENDEN, C.ANGESCHNITTEN):
        if m in s.attached or f"add:{m}" in s.legal:
            t = t + (1 - t) * 0.5
    return (1 - spike_risk(card)) * (t + (1 - t) * 0.45)


def best_over(s: Situation) -> Optional[str]:
    overs = moves(s, "over")
    if not overs:
        return None
    best_card = max(dict.fromkeys(card_of(i) for i in overs), key=lambda c: (over_value(s, c), -keep_value(c)))
    return pick_target(s, [i for i in overs if card_of(i) == best_card])


def medium_serve(s: Situation) -> str:
    """Lay Killeraufschlag, Blenden (and the others if a Schmettern serve follows); serve a plain Schmettern,
    else discard the least useful card and roll."""
    has_spike = any(c in C.IS_SCHMETTERN and c not in C.IS_KILLER for c in s.hand)
    for m in (C.KILLERAUFSCHLAG, C.BLENDEN, C.ANGESCHNITTEN):
        if f"add:{m}" in s.legal and (m != C.ANGESCHNITTEN or has_spike):
            return f"add:{m}"
    if f"add:{C.KRAFTRIEGEL}" in s.legal and has_spike:
        return f"add:{C.KRAFTRIEGEL}"
    serves = moves(s, "serve")
    plain = [i for i in serves if card_of(i) in C.IS_SCHMETTERN and card_of(i) not in C.IS_KILLER]
    if plain:
        return pick_target(s, plain)
    dies = moves(s, "serve_die")
    if dies:
        worst = min(dict.fromkeys(card_of(i) for i in dies), key=lambda c: keep_value(c) if c else 0.0)
        return pick_target(s, [i for i in dies if card_of(i) == worst])
    return pick_target(s, sorted(serves, key=lambda i: -C.ABSCHLUSS[card_of(i)]))


def medium_block(s: Situation) -> str:
    """Block when the dice favour it (or when joining a block clearly helps, or nothing else reaches the ball)."""
    blocks = moves(s, "block")
    if not blocks:
        return "no_block"
    k = len(s.blockers)
    with_me = dice_at_least(2 * (k + 1), s.incoming)
    without = dice_at_least(2 * k, s.incoming) if k else 0.0
    can_receive = any(c in C.IS_ACTION and C.ANNAHME[c] >= s.incoming for c in s.hand)
    if with_me >= 0.6 or (k and with_me - without > 0.15) or (not can_receive and with_me >= 0.4):
        return blocks[0]
    return "no_block"


def medium_touch(s: Situation) -> str:
    """Return the ball cheaply, unless I hold a Schmettern: then receive, let the partner set, and spike.

    The team's convention (public, so it is fair play): a receiver who keeps the ball on the side holds a
    Schmettern; the setter then plays his best Stellen and leaves the third touch to him.
    """
    if s.attached:
        return best_over(s) or s.legal[0]
    plays = moves(s, "play")
    saves = moves(s, "save")
    over = best_over(s)
    if not plays and not over:
        if saves and (s.phase == "play" or not s.queue or s.touch > 1):
            return saves[0]
        return "pass" if "pass" in s.legal else s.legal[0]
    n = s.touch
    mates = s.free_mates()
    spikes = [c for c in s.hand if c in C.IS_SCHMETTERN]
    if n == 1:
        if plays and mates and spikes and len(spikes) + 1 <= len(s.hand):
            return min(plays, key=lambda i: keep_value(card_of(i)) - 1.5 * C.AUFBAU[card_of(i)])
        return _with_specials(s, over)
    if n == 2:
        if plays and mates:
            return max(plays, key=lambda i: (C.STELLEN[card_of(i)], -keep_value(card_of(i))))
        return _with_specials(s, over)
    return _with_specials(s, over)


def _with_specials(s: Situation, over: Optional[str]) -> str:
    """Before sending ``over``: lay Blenden / Angeschnittener Ball, and the Kraftriegel with a Schmettern."""
    if over is None:
        return "pass" if "pass" in s.legal else s.legal[0]
    card = card_of(over)
    for m in (C.BLENDEN, C.ANGESCHNITTEN):
        if f"add:{m}" in s.legal:
            return f"add:{m}"
    if card in C.IS_SCHMETTERN and f"add:{C.KRAFTRIEGEL}" in s.legal:
        return f"add:{C.KRAFTRIEGEL}"
    return over


def medium_claim(s: Situation) -> str:
    """Offered the ball: in a team of two there is nobody else, so take it; in bigger teams let a better-placed
    teammate have it when my cards are poor for this touch."""
    if s.phase == "claim" and "claim" in s.legal:
        return "claim"
    if s.phase == "claim" and (s.effects or s.rescue_pending):
        return "pass"
    if s.phase == "play":   # reached the ball, or missed it after a Rettungssprung: a pass would drop it
        return medium_touch(s)
    if s.queue and s.touch > 1 and "pass" in s.legal:
        good = any(c in C.IS_SCHMETTERN for c in s.hand) if s.touch == 3 else any(
            C.STELLEN.get(c, 0) >= 4 or c in C.IS_SCHMETTERN for c in s.hand)
        if not good:
            return "pass"
    if s.touch == 1 and s.queue and "pass" in s.legal and not moves(s, "play") and not moves(s, "over"):
        return "pass"
    return medium_touch(s)


def medium_decide(s: Situation) -> str:
    """The medium player's choice in a situation."""
    legal = [i for i in s.legal if not i.startswith("shout")]
    if len(legal) == 1:
        return legal[0]
    drink = f"drink:{C.ENERGYDRINK}"
    if drink in legal:
        return drink
    s.legal = legal
    if s.phase == "serve":
        return medium_serve(s)
    if s.phase == "block":
        return medium_block(s)
    return medium_claim(s)


def strong_block(s: Situation) -> str:
    """Block every spike one can: a block that holds usually wins the rally, because the spikers must then
    reach the block total; only skip it when the dice are hopeless and I can receive the ball myself."""
    blocks = moves(s, "block")
    if not blocks:
        return "no_block"
    k = len(s.blockers)
    can_receive = any(c in C.IS_ACTION and C.ANNAHME[c] >= s.incoming for c in s.hand)
    if can_receive and dice_at_least(2 * (k + 1), s.incoming) < 0.15:
        return "no_block"
    return blocks[0]


def strong_serve(s: Situation) -> str:
    """Lay every special card that goes with the serve, then serve with a Schmettern if there is one."""
    for m in (C.KILLERAUFSCHLAG, C.BLENDEN, C.ANGESCHNITTEN, C.KRAFTRIEGEL):
        if f"add:{m}" in s.legal:
            return f"add:{m}"
    spikes = sorted((i for i in moves(s, "serve") if card_of(i) in C.IS_SCHMETTERN),
                    key=lambda i: card_of(i) in C.IS_KILLER)
    if spikes:
        return pick_target(s, [i for i in spikes if card_of(i) == card_of(spikes[0])])
    return medium_serve(s)


def strong_receive(s: Situation) -> Optional[str]:
    """In a team of four, receive and keep the ball on the side: with three free teammates one of them very
    likely holds a Schmettern for the third touch (the claim rules pass the ball on to him). Measured: this
    helps in teams of four, not in teams of three."""
    if s.phase != "claim" or s.touch != 1 or s.attached or "claim" in s.legal:
        return None
    plays = moves(s, "play")
    team_size = sum(1 for t in s.team_of if t == s.team)
    if team_size < 4 or not plays or s.free_mates() < 3:
        return None
    return min(plays, key=lambda i: keep_value(card_of(i)) - 1.5 * C.AUFBAU[card_of(i)])


def strong_decide(s: Situation) -> str:
    """The medium rules with a stronger serve, block and (in bigger teams) receive."""
    legal = [i for i in s.legal if not i.startswith("shout")]
    if len(legal) == 1:
        return legal[0]
    if f"drink:{C.ENERGYDRINK}" in legal:
        return f"drink:{C.ENERGYDRINK}"
    s.legal = legal
    if s.phase == "serve":
        return strong_serve(s)
    if s.phase == "block":
        return strong_block(s)
    return strong_receive(s) or medium_claim(s)


def easy_decide(s: Situation, rng: Rng) -> str:
    """Greedy and careless: any legal action one time in four; otherwise send the ball straight back."""
    legal = [i for i in s.legal if not i.startswith("shout")]
    if len(legal) == 1:
        return legal[0]
    if rng.below(4) == 0:
        return rng.choice(legal)
    s.legal = legal
    if s.phase == "serve":
        serves = moves(s, "serve")
        if serves:
            return pick_target(s, sorted(serves, key=lambda i: -C.ABSCHLUSS[card_of(i)]))
        return legal[0]
    if s.phase == "block":
        return "no_block"
    if "claim" in legal:
        return "claim"
    over = best_over(s)
    if over:
        return over
    plays = moves(s, "play") + moves(s, "save")
    return plays[0] if plays else legal[0]


class EasyPlayer:
    """Simple and careless (see the module docstring)."""

    def choose(self, view: Mapping[str, Any], seed: int) -> str:
        return easy_decide(Situation.from_view(view), Rng(seed_from("strandcup-easy", seed)))


class MediumPlayer:
    """Rules of thumb (see the module docstring)."""

    def choose(self, view: Mapping[str, Any], seed: int) -> str:
        return medium_decide(Situation.from_view(view))


def candidates(s: Situation) -> list[str]:
    """The actions worth searching: no shouts, one die serve (the least useful discard), one block card."""
    out: list[str] = []
    dies = [i for i in s.legal if i.startswith("serve_die")]
    if dies:
        worst = min(dict.fromkeys(card_of(i) for i in dies), key=lambda c: keep_value(c) if c else 0.0)
        dies = [i for i in dies if card_of(i) == worst]
    seen_block = False
    for i in s.legal:
        if i.startswith("shout") or (i.startswith("serve_die") and i not in dies):
            continue
        if i.startswith("block:"):
            if seen_block:
                continue
            seen_block = True
        out.append(i)
    return out


def strong_rollout(game: Any, seat: int, rng: Rng) -> str:
    """The search's playout policy: the strong rules on the sampled game's :func:`situation_fields`."""
    return strong_decide(Situation.from_view(situation_fields(game, seat)))


def rally_hooks(view: Mapping[str, Any]) -> SearchHooks:
    """The search's horizon is the end of the current rally, scored 1 if my team wins it, -1 if it loses it; the
    worlds come from :func:`.determinize.determinize` and are played out with the strong rules."""
    team = view["team_of"][view["seat"]]
    start = int(view["rally_no"])

    def rally_value(game: Any, me: int) -> Optional[float]:
        if game.rally_no == start and game.winner is None:
            return None
        last = game.rallies[-1]
        if last["winner"] == team:
            return 1.0
        return -1.0 if last["loser"] == team else 0.0

    return SearchHooks(determinize=determinize, value=rally_value, rollout=strong_rollout)


def block_candidates(s: Situation) -> list[str]:
    """Against a spike: one Block card (they are all alike) or no block."""
    blocks = moves(s, "block")
    return [blocks[0], "no_block"] if blocks else []


@dataclass(frozen=True)
class HardBudget:
    """How hard the hard player thinks (counts only, so it is deterministic).

    ``block_samples``: the block decision (block or not, against a spike) is searched over that many sampled worlds,
    each played to the end of the rally for both choices (the same world and dice for both). Blocking is where the
    rules of thumb err most and what decides most rallies between hard and medium, and it has only two candidates,
    so the search is cheap and its answer clear.

    ``samples`` 0 means no search for the other decisions of a rally: the strong rules alone. With search, the
    searched action replaces the rules' choice only when it wins the rally more often by at least ``margin`` (the
    dice make single playouts noisy, and a noisy deviation costs more than it gains).
    """

    block_samples: int = 48
    samples: int = 0
    max_plies: int = 80
    margin: float = 0.15


class HardPlayer:
    """The strong rules (serve better than medium), the block decided by a determinized search, and optionally
    every other decision of a rally checked by the search too."""

    def __init__(self, budget: HardBudget = HardBudget()) -> None:
        self.budget = budget

    def choose(self, view: Mapping[str, Any], seed: int) -> str:
        s = Situation.from_view(view)
        base = strong_decide(s)
        if view["phase"] == "block":
            return self.searched_block(view, seed, s, base)
        if self.budget.samples <= 0 or view["phase"] not in ("claim", "play"):
            return base
        cands = candidates(s)
        if len(cands) <= 1 or base not in cands:
            return base
        budget = Budget(samples=self.budget.samples, rollouts=1, max_plies=self.budget.max_plies)
        decision = pimc(view, seed, rally_hooks(view), budget, candidates=cands)
        if decision.scores[decision.action] - decision.scores[base] > 2 * self.budget.margin:
            return decision.action
        return base

    def searched_block(self, view: Mapping[str, Any], seed: int, s: Situation, base: str) -> str:
        """Block or not: whichever wins the rally more often over the sampled worlds (ties: the rules' choice)."""
        cands = block_candidates(s)
        if self.budget.block_samples <= 0 or base not in cands:
            return base
        cands = [base] + [c for c in cands if c != base]
        budget = Budget(samples=self.budget.block_samples, rollouts=1, max_plies=self.budget.max_plies)
        return pimc(view, seed, rally_hooks(view), budget, candidates=cands).action


def make_player(level: str) -> Any:
    """A computer player: ``easy``, ``medium`` or ``hard``."""
    return player_of_level(level, {"easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer})


__all__ = ["make_player", "EasyPlayer", "MediumPlayer", "HardPlayer", "HardBudget"]
