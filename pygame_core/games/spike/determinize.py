"""Determinization: a full :class:`SpikeGame` consistent with what one seat knows (its observation,
:mod:`.observation`).

Hidden from a seat are: the order of the three draw piles, which ATTACK / DEFENSE draw cards the opponent holds
(their numbers by type are public, as are the opponent's unplayed POWER cards), the opponent's face-down card and
the opponent's secret refill choice. :func:`determinize` samples all of them with the given ``rng``:

- the unseen draw cards of each type (the composition minus this seat's hand, the played cards and the revealed
  cards of the rally) are dealt at random to the opponent's hand (as many as its public count) and to the pile;
- a face-down card of the opponent is a random legal card from what the opponent may hold (its power cards left and
  a random draw of its unseen cards);
- a secret refill choice of the opponent is a random legal split.

The result plays on like a real match (its events are not recorded). It has no history, so it is not meant to be
saved.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.options import parse_options
from ...core.rng import MAX_SEED, Rng
from .cards import PILES, Kind, card, kind_of
from .rules import Exchange, Options, Phase, RallyRecord, SetResult, SpikeGame, can_serve_with, refill_need


def _rally_power(exchanges: list[Exchange], seat: int) -> list[str]:
    """The power cards ``seat`` has shown in this rally (they leave the game when it ends)."""
    out = []
    for ex in exchanges:
        for cid, owner in ((ex.attack, ex.attacker), (ex.defense, ex.defender)):
            if owner == seat and cid is not None and card(cid).power:
                out.append(cid)
    return out


def determinize(known: Mapping[str, Any], rng: Rng) -> SpikeGame:
    """A full match consistent with ``known`` (one seat's observation), hidden information sampled with ``rng``."""
    seat = int(known["seat"])
    opp = 1 - seat
    rally = known["rally"]
    sides = known["sides"]
    own_hand = list(known["hand"])
    table = list(rally["table"])
    own_commit = rally.get("your_card")
    opp_commit = bool(rally["face_down"]) and own_commit is None

    # Unseen draw cards per pile: the composition minus everything this seat has seen.
    unseen = {kind: list(PILES[kind]) for kind in Kind}
    seen = [c for c in own_hand + table + ([own_commit] if own_commit else []) if not card(c).power]
    for name, pile in known["discards"].items():
        seen += list(pile)
    for cid in seen:
        pool = unseen[kind_of(cid)]
        if cid not in pool:
            raise ValueError(f"the observation shows more {cid} than the deck holds")
        pool.remove(cid)
    for pool in unseen.values():
        rng.shuffle(pool)

    opp_side = sides[opp]
    opp_power = list(opp_side["power_left"])
    power_attack = [p for p in opp_power if kind_of(p) is Kind.ATTACK]
    power_defense = [p for p in opp_power if kind_of(p) is Kind.DEFENSE]
    attack_pool = unseen[Kind.ATTACK]
    defense_pool = unseen[Kind.DEFENSE]

    commit = own_commit
    opp_attacks: list[str] = list(power_attack)
    if opp_commit:
        # The opponent held its attack count + 1 attack cards before committing one of them (a servable one if
        # it served): draw them at random until the draw allows the commit, then commit one of them at random.
        n_draw = opp_side["attack_count"] + 1 - len(power_attack)
        serve = known["phase"] == Phase.RECEIVE.value
        held: list[str] = []
        candidates: list[str] = []
        for _ in range(20):
            rng.shuffle(attack_pool)
            held = power_attack + attack_pool[len(attack_pool) - n_draw:]
            candidates = [c for c in held if can_serve_with(c)] if serve else held
            if candidates:
                break
        if not candidates:  # rare: force one servable card into the draw
            servable = [i for i, c in enumerate(attack_pool) if can_serve_with(c)]
            i = servable[rng.below(len(servable))]
            attack_pool[i], attack_pool[-1] = attack_pool[-1], attack_pool[i]
            held = power_attack + attack_pool[len(attack_pool) - n_draw:]
            candidates = [c for c in held if can_serve_with(c)]
        del attack_pool[len(attack_pool) - n_draw:]
        commit = rng.choice(candidates)
        held.remove(commit)
        opp_attacks = held
    else:
        n_draw = opp_side["attack_count"] - len(power_attack)
        opp_attacks += [attack_pool.pop() for _ in range(n_draw)]
    n_draw = opp_side["defense_count"] - len(power_defense)
    opp_defenses = list(power_defense) + [defense_pool.pop() for _ in range(n_draw)]

    piles = {kind.value: unseen[kind] for kind in Kind}
    for name, size in known["piles"].items():
        if len(piles[name]) != size:
            raise ValueError(f"the {name} pile should hold {size} cards, the observation leaves {len(piles[name])}")

    seed = rng.below(MAX_SEED)
    hands: list[list[str]] = [[], []]
    hands[seat] = own_hand
    hands[opp] = opp_attacks + opp_defenses
    exchanges = [Exchange.from_json(e) for e in rally["exchanges"]]
    choice: list[Any] = [None, None]
    if known["refill"]["chosen"] is not None:
        choice[seat] = tuple(known["refill"]["chosen"])
    if known["refill"]["opponent_chosen"]:
        need = refill_need(len(hands[opp]))
        a = rng.below(need + 1)
        choice[opp] = (a, need - a)
    score = known["score"]
    return SpikeGame.from_state({
        "options": parse_options(Options, known["options"]), "seed": seed, "deal": None, "rng": Rng(seed),
        "rules_version": int(known["version"]),
        "history": [], "events": [], "log_mark": 0, "record_events": False,
        "points": list(score["points"]), "sets": list(score["sets"]), "set_no": int(score["set_no"]),
        "set_results": [SetResult.from_json(r) for r in score["sets_played"]], "winner": known["winner"],
        "hands": hands,
        "power_out": [[p for p in sides[s]["power_played"] if p not in _rally_power(exchanges, s)] for s in (0, 1)],
        "piles": piles, "discards": {name: list(pile) for name, pile in known["discards"].items()},
        "server": int(known["server"]), "rally_no": int(known["rally_no"]),
        "rallies": [RallyRecord.from_json(r) for r in known["rallies"]],
        "last_draws": [(s["last_draw"]["attack"], s["last_draw"]["defense"]) if s["last_draw"] else None
                       for s in sides],
        "phase": Phase(known["phase"]), "refill_choice": choice,
        "attacker": int(rally["attacker"]), "defender": int(rally["defender"]), "set_card": rally["set_card"],
        "free_ball": bool(rally["free_ball"]), "commit": commit, "table": table, "exchanges": exchanges,
    })
