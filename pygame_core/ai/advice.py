"""Hint and review, once for every game: what the hard computer player would do, why, and what a choice cost.

- :func:`hint`: the legal action the hard player (``make_player(game, "hard")``, so every improvement to it
  carries over) chooses **from the seat's view only**, with the seed the computer's own move would get in that
  position (``seed_from(seed, len(history), seat)``, as the bridge's ``ai_move``): the same position always gives
  the same hint, and two deals that differ only in cards the seat cannot see give the same hint.
- :func:`review`: the match replayed from its save; at each decision of a seat (a position with more than one
  legal action) the hard player is asked the same way, and a choice that differs from its choice gets a
  ``loss``: how much worse the chosen action did than the hard player's in a few playouts (see
  :func:`estimate_loss`).

What a game lends (:class:`Advisor`, ``GameInfo.advice``): ``reason(view, action)``, the rule or idea behind an
action as a message key and parameters (texts in the game's ``messages.py``, en/de/nl), and ``horizon``, the
value of a playout in the game's own unit once it is reached (a Schnapsen hand's game points, a Spike or
Strand-Cup rally won, Striker goals over a round of turns).

The loss estimate (chosen where the issue left it open): PIMC-style with common random numbers. ``LOSS_WORLDS``
determinizations of the seat's view (``GameInfo.determinize``, so no hidden card is read); in each, the chosen and
the best action are applied and the position is played on by the *medium* computer player in every seat (fast rules
of thumb, a fair stand-in for a person; ``Advisor.stand_in`` may name another) up to the game's horizon,
``LOSS_PLAYOUTS`` times. The loss is ``max(0, mean(best) - mean(chosen))`` in the horizon's unit. Everything is
seeded from the match's seed and the position, so a review is the same every time. It is an estimate: a few worlds,
a stand-in policy.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional

from ..core import i18n
from ..core.errors import HintRefused
from ..core.game import Game, Reason
from ..core.rng import Rng, seed_from
from .base import Player
from .search import private_copy

#: Determinizations of a decision's view the loss is estimated over, and playouts per action in each.
LOSS_WORLDS = 4
LOSS_PLAYOUTS = 1
#: A playout that has not reached its horizon after this many plies scores what it has so far.
MAX_PLAYOUT_PLIES = 400

ReasonFn = Callable[[Mapping[str, Any], str], Reason]
HorizonFn = Callable[[Game, Game, int], Optional[float]]


@dataclass(frozen=True)
class Advisor:
    """What a game lends hint and review (see the module docstring)."""

    #: ``reason(view, action_id)``: why ``action_id`` is a good choice in ``view``, as a message key and params;
    #: the machinery adds ``action`` (the action's words in the reader's language).
    reason: ReasonFn
    #: ``horizon(start, now, seat)``: the value for ``seat`` of play from ``start`` to ``now`` once the horizon is
    #: reached (in the game's own unit), else ``None``.
    horizon: HorizonFn
    #: The message key of the loss's unit ("game points", "rally win chance"), with ``{loss}``.
    unit: str = "core.review.unit"
    #: The loss is a chance (0..1) shown in percentage points.
    percent: bool = False
    #: Makes the player that plays every seat in the loss's playouts; ``None``: the game's medium player. (Striker
    #: names its medium player without its lapses at the goal: a lapse in one playout and not in the other would
    #: cost a goal that no decision caused.)
    stand_in: Optional[Callable[[], Player]] = None
    #: ``exact(game, seat, shown_open)``: the exact value of every legal action of ``seat`` where the position is
    #: decided by cards the reader knows (its view, and every hand if ``shown_open``), in the advisor's unit; else
    #: ``None``. Puzzles (:mod:`.puzzle`) judge by it where it answers.
    exact: Optional[Callable[[Game, int, bool], Optional[dict[str, float]]]] = None


def generic_reason(view: Mapping[str, Any], action: str) -> Reason:
    return Reason("core.hint.generic")


def outcome_horizon(start: Game, now: Game, seat: int) -> Optional[float]:
    """The default horizon: the end of the match, 1 won, 0 lost."""
    outcome = now.outcome()
    return None if outcome is None else float(outcome[seat])


DEFAULT_ADVISOR = Advisor(generic_reason, outcome_horizon, percent=True)


def advisor_of(name: str) -> Advisor:
    from ..core import registry
    info = registry.get(name)
    return info.advice() if info.advice is not None else DEFAULT_ADVISOR


def _hard_player(name: str) -> Player:
    from .. import make_player
    return make_player(name, "hard")


def position_seed(game: Game, seat: int) -> int:
    """The seed the computer player of ``seat`` gets in this position (the bridge's ``ai_move`` uses the same)."""
    return seed_from(game.seed, len(game.history), seat)


def best_action(game: Game, seat: int) -> str:
    """The hard player's choice for ``seat`` now, from the seat's view only."""
    return _hard_player(game.name).choose(game.view(seat), position_seed(game, seat))


def hint_refusal(game: Game, seat: int, kind: str) -> Optional[str]:
    """``None`` if ``seat`` (played by ``kind``: ``human`` or ``ai:...``) may have a hint now, else the key why not."""
    if game.is_over:
        return "core.hint.over"
    if kind != "human":
        return "core.hint.computer"  # only the person at that seat asks; no hint for the computer's cards
    if game.to_move() != seat:
        return "core.hint.not_to_move"
    return None


def reason_text(game: Game, seat: int, view: Mapping[str, Any], action: str, lang: str) -> str:
    """Why ``action`` (in ``view`` of ``seat``), in ``lang``, the seats named as in the match."""
    advisor = advisor_of(game.name)
    with i18n.naming(game.seat_names):
        label = next((entry["label"] for entry in game.legal_json(seat, lang) if entry["id"] == action), action)
        reason = advisor.reason(view, action)
        return i18n.tr(reason.key, lang, **{**reason.params, "action": label})


def hint(game: Game, seat: int, kind: str, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """``{action, text}``: the hard player's choice for ``seat`` and why. Raises :class:`HintRefused` (nothing
    changes: the game is only read)."""
    refusal = hint_refusal(game, seat, kind)
    if refusal is not None:
        with i18n.naming(game.seat_names):
            raise HintRefused(i18n.tr(refusal, lang), seat)
    view = game.view(seat)
    action = _hard_player(game.name).choose(view, position_seed(game, seat))
    return {"action": action, "text": reason_text(game, seat, view, action, lang)}


def _playout_value(world: Game, seat: int, action: str, advisor: Advisor, rng: Rng) -> float:
    from .. import make_player
    now = private_copy(world)
    now.apply(seat, action)
    player = advisor.stand_in() if advisor.stand_in is not None else make_player(world.name, "medium")
    for _ in range(MAX_PLAYOUT_PLIES):
        value = advisor.horizon(world, now, seat)
        if value is not None:
            return value
        mover = now.to_move()
        if mover is None:
            break
        now.apply(mover, player.choose(now.view(mover), rng.below(1 << 30)))
    value = advisor.horizon(world, now, seat)
    return value if value is not None else 0.0


def estimate_loss(game: Game, seat: int, chosen: str, best: str) -> float:
    """How much less ``chosen`` is worth than ``best`` for ``seat`` (>= 0, the advisor's unit): see the module."""
    if chosen == best:
        return 0.0
    from ..core import registry
    info = registry.get(game.name)
    advisor = advisor_of(game.name)
    view = game.view(seat)
    rng = Rng(seed_from("review", game.seed, len(game.history), seat))
    totals = {chosen: 0.0, best: 0.0}
    for _ in range(LOSS_WORLDS):
        if info.determinize is not None:
            world = info.determinize(view, rng.fork())
        else:
            world = private_copy(game)
        world.record_events = False
        for _ in range(LOSS_PLAYOUTS):
            playout_seed = rng.below(1 << 30)
            for action in (chosen, best):  # the same random numbers for both: common random numbers
                totals[action] += _playout_value(world, seat, action, advisor, Rng(playout_seed))
    count = LOSS_WORLDS * LOSS_PLAYOUTS
    return max(0.0, (totals[best] - totals[chosen]) / count)


def decisions(save: Mapping[str, Any], seat: int) -> list[int]:
    """The plies (indexes into the save's actions) at which ``seat`` decided: it acted with a choice to make."""
    from .. import load
    game = load({**save, "actions": [], "undos": []})
    out = []
    for ply, (mover, action) in enumerate(save["actions"]):
        if mover == seat and len(game.legal_ids(seat)) > 1:
            out.append(ply)
        game.apply(mover, action)
    return out


def review(save: Mapping[str, Any], seat: int, lang: str = i18n.DEFAULT_LANGUAGE, start: int = 0,
           count: Optional[int] = None, on_progress: Optional[Callable[[int], None]] = None) -> dict[str, Any]:
    """The seat's decisions from ``save`` (a checked, replayable save), from its ``start``-th decision, at most
    ``count`` of them: ``{decisions: [{ply, chosen, best, loss, text}], total, next}`` (``next``: the index of
    the next decision to review, ``None`` at the end). Each entry's ``text`` says why ``best``."""
    from .. import load
    game = load({**save, "actions": [], "undos": []})
    game.record_events = False
    advisor = advisor_of(game.name)
    plies = decisions(save, seat)
    chosen_plies = plies[start:start + count] if count is not None else plies[start:]
    wanted = set(chosen_plies)
    out: list[dict[str, Any]] = []
    for ply, (mover, action) in enumerate(save["actions"]):
        if ply in wanted:
            view = game.view(seat)
            best = _hard_player(game.name).choose(view, position_seed(game, seat))
            loss = estimate_loss(game, seat, action, best)
            entry = {"ply": ply, "chosen": action, "best": best,
                     "loss": round(loss * (100 if advisor.percent else 1), 2),
                     "text": reason_text(game, seat, view, best, lang)}
            with i18n.naming(game.seat_names):
                entry["chosen_label"] = _label(game, seat, action, lang)
                entry["best_label"] = _label(game, seat, best, lang)
            out.append(entry)
            if on_progress is not None:
                on_progress(len(out))
            if len(out) == len(chosen_plies):
                break
        game.apply(mover, action)
    end = start + len(chosen_plies)
    return {"decisions": out, "total": len(plies), "next": end if end < len(plies) else None,
            "unit": i18n.tr(advisor.unit, lang), "percent": advisor.percent}


def _label(game: Game, seat: int, action: str, lang: str) -> str:
    return next((entry["label"] for entry in game.legal_json(seat, lang) if entry["id"] == action), action)


i18n.register("en", {
    "core.hint.generic": "{action}: the strongest computer player chooses it here.",
    "core.hint.over": "The match is over: there is no move to hint at.",
    "core.hint.not_to_move": "It is not your turn: a hint is for the seat that decides now.",
    "core.hint.computer": "This seat is played by the computer: a hint is only for a person's own seat.",
    "core.review.unit": "win chance (percentage points)",
})
i18n.register("de", {
    "core.hint.generic": "{action}: Der stärkste Computerspieler wählt hier diesen Zug.",
    "core.hint.over": "Die Partie ist vorbei: Es gibt keinen Zug mehr für einen Tipp.",
    "core.hint.not_to_move": "Du bist nicht am Zug: Ein Tipp gilt dem Platz, der jetzt entscheidet.",
    "core.hint.computer": ("Diesen Platz spielt der Computer: Einen Tipp gibt es nur für den eigenen Platz "
                           "einer Person."),
    "core.review.unit": "Gewinnchance (Prozentpunkte)",
})
i18n.register("nl", {
    "core.hint.generic": "{action}: de sterkste computerspeler kiest hier deze zet.",
    "core.hint.over": "De partij is afgelopen: er is geen zet meer om een tip voor te geven.",
    "core.hint.not_to_move": "Je bent niet aan de beurt: een tip is voor de plaats die nu beslist.",
    "core.hint.computer": "Deze plaats speelt de computer: een tip is alleen voor de eigen plaats van een persoon.",
    "core.review.unit": "winkans (procentpunten)",
})
