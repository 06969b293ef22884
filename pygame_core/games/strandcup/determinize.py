"""Determinization: a full Strand-Cup match consistent with what one seat knows (its observation,
:mod:`.observation`; for search-based players).

The seat's own hand, the cards on the table and the face-up discard pile are known; every other card is
somewhere in the other hands or in the stack. They are dealt at random (with ``rng``) to the other seats,
as many as each holds, and the rest become the stack in random order. Everything else is public and is
copied from the observation (:func:`.view.table_state` and the rally's steps, dice, shouts and the finished rallies).
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.options import parse_options
from ...core.rng import MAX_SEED, Rng
from . import cards as C
from .rules import Options, Phase, StrandCup, check_team_split, hand_size, members_of, record


def determinize(view: Mapping[str, Any], rng: Rng) -> StrandCup:
    """A match whose public state equals the observation ``view`` and whose hidden cards are sampled with
    ``rng``."""
    options: Options = parse_options(Options, view["options"])
    check_team_split(options)
    seat = int(view["seat"])
    deck = C.build_deck(options.killer_count)
    own = list(view["hand"])
    known = set(own) | set(view["table"]) | set(view["discard"])
    unseen = [c for c in deck if c not in known]
    rng.shuffle(unseen)
    hands: list[list[str]] = []
    for s, count in enumerate(view["hand_counts"]):
        if s == seat:
            hands.append(list(own))
        else:
            hands.append(C.sort_hand(unseen[:count]))
            del unseen[:count]
    seed = rng.next64() % MAX_SEED
    return StrandCup.from_state({
        "options": options, "seed": seed, "deal": None, "rng": Rng(seed), "rules_version": int(view["version"]),
        "history": [], "events": [],
        "log_mark": 0, "record_events": False,
        "n": options.players, "nteams": options.teams, "members": members_of(options.players, options.teams),
        "deck": deck, "hand_size": hand_size(options.players),
        "scores": list(view["scores"]), "sets": list(view["sets"]), "set_no": view["set_no"],
        "winner": view["winner"],
        "rallies": tuple(record(**{**r, "score": tuple(r["score"])}) for r in view["rallies"]),
        "serving_team": view["serving_team"], "server": view["server"], "next_server": list(view["next_server"]),
        "rally_no": view["rally_no"],
        "hands": hands, "stock": unseen, "discard": list(view["discard"]), "dice_preset": [],
        "phase": Phase(view["phase"]), "mover": view["mover"], "queue": tuple(view["queue"]),
        "poss": view["possession"], "chain": tuple(view["chain"]), "incoming": view["incoming"],
        "from_team": view["from_team"], "target": view["target"], "last_toucher": view["last_toucher"],
        "team_last": tuple(view["team_last"]), "effects": tuple(view["effects"]),
        "rescue_pending": view["rescue_pending"], "rescue_roll": view["rescue_roll"],
        "attached": tuple(view["attached"]), "blockers": tuple(view["blockers"]), "spiker": view["spiker"],
        "locked": frozenset(view["locked"]), "shouted": view["shouted"], "table": tuple(view["table"]),
        "steps": tuple(record(**s) for s in view["steps"]),
        "dice": tuple(record(**d) for d in view["dice"]),
        "shouts": tuple(record(**s) for s in view["shouts"]),
    })
