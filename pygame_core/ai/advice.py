"""Hint and review, once for every game: what the hard computer player would do, why, and what a choice cost.

- :func:`hint`: the legal action the hard player (``make_player(game, "hard")``, so every improvement to it
  carries over) chooses **from the seat's view only**, with the seed the computer's own move would get in that
  position (``seed_from(seed, len(history), seat)``, as the bridge's ``ai_move``): the same position always gives
  the same hint, and two deals that differ only in cards the seat cannot see give the same hint. Where a game
  names a cheaper search for hints (``Advisor.hint_player``, issue 36: a hint, its weighing included, within 1 s
  at p95 on a tablet with the CPU slowed 4x), the hint is that player's choice: the hard player's search with a
  smaller counted budget (Schnapsen, Spike), which chooses as hard in most positions, not all (the figures are at
  each game's ``HINT_BUDGET``). A hint's weighing may use fewer worlds than the review (``Advisor.hint_worlds``).
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

What a hint weighs (issue 34): beside the hard player's choice, up to ``HINT_CANDIDATES`` legal actions (the medium
player's choice first, then the legal order) are valued by the same playouts as the review (:func:`weigh`; after
``HINT_SCREEN_WORLDS`` worlds only the hard player's choice and the best of the others so far go on, with exactly
the numbers the review would give those two); the hint
carries these numbers (``numbers``: the best's value, the next best action and its value, the noise and a verdict)
and its second sentence is written from them, so its text can only argue for the move it names:

- ``gain``: the best beats the next best by more than the noise: both values are named;
- ``least_bad``: as ``gain``, but the best is below the game's par (a rally lost more often than won, a hand that
  loses game points): the sentence says it is the least bad choice;
- ``even``: the next best is within the noise of the best: it says the two do about as well, no numbers;
- ``unmeasured``: the playouts (a stand-in policy, few worlds) value another action clearly higher than the hard
  player's deeper choice: no numbers are given rather than numbers that argue against the move.

Speed (issue 34: a hint is asked for while a person waits, and Pyodide is 3-5 times slower than CPython): the
playouts choose each stand-in move with the game's ``Advisor.quick_choice``, read from the game rather than from a
view built with all its texts (the same move, tested), and a hint screens its candidates as above.

The noise of a comparison (written down for issue 34; the same for hint, review and "try again"): the playouts of two
actions are paired (the same world and random numbers), so their differences ``d_1..d_n`` are the evaluation's own
spread. The noise is ``NOISE_Z`` standard errors of their mean, ``NOISE_Z * max(sd(d), Advisor.resolution / 2) /
sqrt(n)``: the floor of half a playout's unit (one rally, one game point, one goal) keeps a few agreeing playouts from
being taken for certainty. A loss is *clearly above the noise*, and the decision is listed by the review, when it is
larger than that.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional, Sequence

from ..core import i18n, registry
from ..core.errors import HintRefused, MalformedInput, excerpt
from ..core.game import Game, Reason
from ..core.registry import load
from ..core.rng import Rng, seed_from
from .base import Player, make_player
from .search import private_copy

#: Determinizations of a decision's view the loss is estimated over, and playouts per action in each.
LOSS_WORLDS = 8
LOSS_PLAYOUTS = 1
#: How many standard errors of the paired mean a loss must exceed to be clearly above the estimate's noise.
NOISE_Z = 2.0
#: How many legal actions a hint weighs at most (the hard player's choice among them).
HINT_CANDIDATES = 4
#: After this many worlds a hint weighs on only its move and the best of the others so far (:func:`weigh`'s
#: ``screen``): a third fewer playouts with four candidates and twelve worlds.
HINT_SCREEN_WORLDS = 4
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
    #: What one playout's value counts (the words of the hint's numbers and the review's loss, in this module's
    #: catalog): ``match`` (won 1 / lost 0), ``rally`` (won 1 / lost 0), ``hand`` (net game points of a Schnapsen
    #: hand), ``goals`` (Striker's net goals, attacks counted by their worth).
    measure: str = "match"
    #: A value below this is a poor outcome: the best action below it is only the least bad.
    par: float = 0.5
    #: One playout's unit (a rally, a game point, a goal): the noise's floor is half of it (module docstring).
    resolution: float = 1.0
    #: Determinizations per weighing (``LOSS_WORLDS`` by default): a game with cheap playouts and a wide spread
    #: (Schnapsen's game points) takes more, so fewer real mistakes hide in the noise.
    worlds: int = LOSS_WORLDS
    #: Determinizations of a hint's weighing (issue 36: a hint within 1 s at p95 on a tablet, the CPU slowed 4x);
    #: ``None``: :attr:`worlds`, as the review. Fewer worlds cost only the numbers' precision (a wider noise: more
    #: "about as well" verdicts), never the hinted move, which is the hard player's choice whatever the worlds.
    hint_worlds: Optional[int] = None
    #: ``quick_choice(game, seat, seed)``: the stand-in's choice for ``seat`` read from the game itself, without
    #: building the seat's view (its texts, labels and log were most of a hint's time): exactly the action
    #: ``stand_in().choose(game.observation(seat), seed)`` gives (tests/test_hint_speed.py holds every game to it),
    #: so the playouts' numbers are the same, only sooner. ``None``: the playouts build the observation.
    quick_choice: Optional[Callable[[Game, int, int], str]] = None
    #: Makes the player whose choice a hint names (issue 36: a hint within 1 s at p95 on a tablet, where the hint
    #: also weighs the candidates): the hard player's search with a smaller counted budget; ``None``: the hard
    #: player itself. The review, "try again", practice and puzzles keep the hard player.
    hint_player: Optional[Callable[[], Player]] = None


def generic_reason(view: Mapping[str, Any], action: str) -> Reason:
    return Reason("core.hint.generic")


def outcome_horizon(start: Game, now: Game, seat: int) -> Optional[float]:
    """The default horizon: the end of the match, 1 won, 0 lost."""
    outcome = now.outcome()
    return None if outcome is None else float(outcome[seat])


DEFAULT_ADVISOR = Advisor(generic_reason, outcome_horizon, percent=True, measure="match", par=0.5)


def advisor_of(name: str) -> Advisor:
    info = registry.get(name)
    return info.advice() if info.advice is not None else DEFAULT_ADVISOR


def _hard_player(name: str) -> Player:
    return make_player(name, "hard")


def _hint_player(name: str) -> Player:
    """The player a hint asks (``Advisor.hint_player``, else the hard player)."""
    made = advisor_of(name).hint_player
    return made() if made is not None else _hard_player(name)


def position_seed(game: Game, seat: int) -> int:
    """The seed the computer player of ``seat`` gets in this position (the bridge's ``ai_move`` uses the same)."""
    return seed_from(game.seed, len(game.history), seat)


def best_action(game: Game, seat: int) -> str:
    """The hard player's choice for ``seat`` now, from the seat's view only."""
    return _hard_player(game.name).choose(game.observation(seat), position_seed(game, seat))


def hint_action(game: Game, seat: int) -> str:
    """The action a hint names for ``seat`` now (``Advisor.hint_player``'s choice, else the hard player's), from the
    seat's view only."""
    return _hint_player(game.name).choose(game.observation(seat), position_seed(game, seat))


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
    """``{action, text, numbers}``: the hard player's choice for ``seat``, why, and what it gains over the next best
    (:func:`compare`; the module docstring). Raises :class:`HintRefused` (nothing changes: the game is only read)."""
    refusal = hint_refusal(game, seat, kind)
    if refusal is not None:
        with i18n.naming(game.seat_names):
            raise HintRefused(i18n.tr(refusal, lang), seat)
    view = game.observation(seat)
    action = _hint_player(game.name).choose(view, position_seed(game, seat))
    numbers = compare(game, seat, action, view)
    text = reason_text(game, seat, view, action, lang)
    with i18n.naming(game.seat_names):
        gain = gain_text(game, seat, numbers, lang)
    return {"action": action, "text": f"{text} {gain}".strip(), "numbers": numbers}


def _playout_value(world: Game, seat: int, action: str, advisor: Advisor, rng: Rng) -> float:
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
        seed = rng.below(1 << 30)
        quick = advisor.quick_choice
        now.apply(mover, quick(now, mover, seed) if quick is not None else player.choose(now.observation(mover), seed))
    value = advisor.horizon(world, now, seat)
    return value if value is not None else 0.0


def weigh(game: Game, seat: int, actions: Sequence[str], screen: Optional[int] = None,
          view: Optional[Mapping[str, Any]] = None, worlds: Optional[int] = None) -> dict[str, list[float]]:
    """Each of ``actions`` valued for ``seat`` by ``worlds`` (default ``Advisor.worlds``) times ``LOSS_PLAYOUTS``
    playouts to the advisor's horizon,
    the k-th playout of every action in the same world with the same random numbers (so they can be paired); seeded
    from the match's seed and the position: the same position, the same numbers.

    ``screen``: after that many worlds only the first action and the best of the others so far (ties: the earlier)
    go on; the others keep the shorter lists they have. The worlds and random numbers do not depend on which
    actions are weighed, so the two that go on get exactly the numbers ``weigh(game, seat, [first, other])`` gives
    (the review's loss of the same two moves); the first ``worlds`` worlds are the same whatever ``worlds`` is.
    ``view``: the seat's view if the caller has built it already (it is only read)."""
    info = registry.get(game.name)
    advisor = advisor_of(game.name)
    if view is None:
        view = game.observation(seat)
    rng = Rng(seed_from("review", game.seed, len(game.history), seat))
    samples: dict[str, list[float]] = {action: [] for action in actions}
    going = list(actions)
    for done in range(advisor.worlds if worlds is None else worlds):
        if done == screen and len(going) > 2:
            going = [going[0], max(going[1:], key=lambda a: (mean(samples[a]), -going.index(a)))]
        if info.determinize is not None:
            world = info.determinize(view, rng.fork())
        else:
            world = private_copy(game)
        world.record_events = False
        for _ in range(LOSS_PLAYOUTS):
            playout_seed = rng.below(1 << 30)
            for action in going:  # the same random numbers for every action: common random numbers
                samples[action].append(_playout_value(world, seat, action, advisor, Rng(playout_seed)))
    return samples


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def noise_of(better: Sequence[float], worse: Sequence[float], advisor: Advisor) -> float:
    """The noise of ``mean(better) - mean(worse)`` (paired playouts): ``NOISE_Z`` standard errors of the mean
    difference, its standard deviation at least half the advisor's resolution (the module docstring)."""
    diffs = [b - w for b, w in zip(better, worse)]
    n = len(diffs)
    if n == 0:
        return 0.0
    avg = mean(diffs)
    spread = math.sqrt(sum((d - avg) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    return NOISE_Z * max(spread, advisor.resolution / 2) / math.sqrt(n)


def estimate_loss(game: Game, seat: int, chosen: str, best: str) -> float:
    """How much less ``chosen`` is worth than ``best`` for ``seat`` (>= 0, the advisor's unit): see the module."""
    return judge(game, seat, chosen, best)[0]


def judge(game: Game, seat: int, chosen: str, best: str) -> tuple[float, float, float, float]:
    """``(loss, noise, best's value, chosen's value)`` of ``chosen`` against ``best`` (the advisor's unit)."""
    if chosen == best:
        samples = weigh(game, seat, [best])
        value = mean(samples[best])
        return 0.0, 0.0, value, value
    samples = weigh(game, seat, [best, chosen])
    advisor = advisor_of(game.name)
    loss = max(0.0, mean(samples[best]) - mean(samples[chosen]))
    return loss, noise_of(samples[best], samples[chosen], advisor), mean(samples[best]), mean(samples[chosen])


def hint_candidates(game: Game, seat: int, best: str) -> list[str]:
    """The actions a hint weighs: the hard player's choice, the medium player's, then the legal order, at most
    ``HINT_CANDIDATES``."""
    legal = game.legal_ids(seat)
    medium = make_player(game.name, "medium").choose(game.observation(seat), position_seed(game, seat))
    out = [best]
    for action in [medium, *legal]:
        if action not in out and action in legal and len(out) < HINT_CANDIDATES:
            out.append(action)
    return out


def display(value: float, advisor: Advisor) -> float:
    """A value in the words' unit: a chance in percent (whole), else one decimal."""
    return float(round(value * 100)) if advisor.percent else round(value, 1)


def compare(game: Game, seat: int, best: str, view: Optional[Mapping[str, Any]] = None) -> dict[str, Any]:
    """The numbers of a hint (the module docstring): ``{verdict, measure, percent, best: {action, value},
    alternative: {action, value} | None, noise}`` (values and noise in display units: percent for a chance).
    ``view``: the seat's view if already built (the hint's own)."""
    advisor = advisor_of(game.name)
    if view is None:
        view = game.observation(seat)
    candidates = hint_candidates(game, seat, best)
    base = {"measure": advisor.measure, "percent": advisor.percent}
    if len(candidates) < 2:
        return {**base, "verdict": "only", "best": {"action": best, "value": None}, "alternative": None, "noise": 0.0}
    samples = weigh(game, seat, candidates, screen=HINT_SCREEN_WORLDS, view=view, worlds=advisor.hint_worlds)
    full = len(samples[best])
    others = [a for a in candidates[1:] if len(samples[a]) == full]  # the one the screen kept (or all, unscreened)
    alternative = max(others, key=lambda a: (mean(samples[a]), -others.index(a)))
    # the verdict is read from the numbers as shown (rounded), so the words and the numbers never disagree
    best_value, alt_value = display(mean(samples[best]), advisor), display(mean(samples[alternative]), advisor)
    noise = display(noise_of(samples[best], samples[alternative], advisor), advisor)
    if best_value - alt_value > noise:
        verdict = "least_bad" if best_value < display(advisor.par, advisor) else "gain"
    elif best_value - alt_value >= -noise:
        verdict = "even"
    else:
        verdict = "unmeasured"
    return {**base, "verdict": verdict, "noise": noise, "best": {"action": best, "value": best_value},
            "alternative": {"action": alternative, "value": alt_value}}


def gain_text(game: Game, seat: int, numbers: Mapping[str, Any], lang: str) -> str:
    """The hint's second sentence, written from its numbers only (empty where they say nothing for the move)."""
    verdict = numbers["verdict"]
    if verdict in ("only", "unmeasured"):
        return ""
    alt = _label(game, seat, numbers["alternative"]["action"], lang)
    if verdict == "even":
        if alt == _label(game, seat, numbers["best"]["action"], lang):
            return ""  # two alike cards (Strand-Cup's two Schmettern 5): to the reader the same move, no alternative
        return i18n.tr("core.hint.even", lang, alt=alt)
    best, other = numbers["best"]["value"], numbers["alternative"]["value"]
    signed = not numbers["percent"]  # net game points and goals have a sign; a chance does not
    if verdict == "least_bad" and signed and best <= 0:
        # both below a par of 0: said as what they cost ("costs you 0.4 goals"), not "worth -0.4 goals"
        return i18n.tr(f"core.hint.least_bad.{numbers['measure']}", lang, alt=alt,
                       best=_number(-best, lang), other=_number(-other, lang))
    return i18n.tr(f"core.hint.{verdict}.{numbers['measure']}", lang, alt=alt,
                   best=_number(best, lang, signed), other=_number(other, lang, signed))


def _number(value: float, lang: str, signed: bool = False) -> str:
    """``value`` as the reader writes it: a whole number without decimals, else one decimal (a comma in de/nl);
    ``signed`` writes the sign of a gain or a loss, and none on nothing ("0", never "+0")."""
    if value == 0:
        return "0"
    text = f"{value:+.1f}" if signed else f"{value:.1f}"
    if float(value).is_integer():
        text = f"{int(value):+d}" if signed else str(int(value))
    return text.replace(".", ",") if lang in ("de", "nl") else text


def decisions(save: Mapping[str, Any], seat: int) -> list[int]:
    """The plies (indexes into the save's actions) at which ``seat`` decided: it acted with a choice to make."""
    game = load({**save, "actions": [], "undos": []})
    out = []
    for ply, (mover, action) in enumerate(save["actions"]):
        if mover == seat and len(game.legal_ids(seat)) > 1:
            out.append(ply)
        game.apply(mover, action)
    return out


def loss_text(measure: str, loss: float, lang: str) -> str:
    """What a choice cost, in the game's words, singular and plural right ("cost you 1 game point", "lowered your
    chance to win the rally by 30 points")."""
    one = loss == 1
    return i18n.tr(f"core.review.loss.{measure}" + (".one" if one else ""), lang, loss=_number(loss, lang))


def review(save: Mapping[str, Any], seat: int, lang: str = i18n.DEFAULT_LANGUAGE, start: int = 0,
           count: Optional[int] = None, on_progress: Optional[Callable[[int], None]] = None) -> dict[str, Any]:
    """The seat's decisions from ``save`` (a checked, replayable save), from its ``start``-th decision, at most
    ``count`` of them: ``{decisions: [{ply, chosen, best, loss, noise, costly, value, chosen_value, text,
    verdict}], total, next}`` (``next``: the index of the next decision to review, ``None`` at the end). ``costly``:
    the loss is clearly above the noise (module docstring); ``value``/``chosen_value``: the best's and the chosen
    action's value (the evaluation line over the match); ``text`` says why ``best``, ``verdict`` what the choice
    cost in the game's words."""
    game = load({**save, "actions": [], "undos": []})
    game.record_events = False
    advisor = advisor_of(game.name)
    plies = decisions(save, seat)
    chosen_plies = plies[start:start + count] if count is not None else plies[start:]
    wanted = set(chosen_plies)
    out: list[dict[str, Any]] = []
    for ply, (mover, action) in enumerate(save["actions"]):
        if ply in wanted:
            out.append(review_entry(game, seat, ply, action, lang))
            if on_progress is not None:
                on_progress(len(out))
            if len(out) == len(chosen_plies):
                break
        game.apply(mover, action)
    end = start + len(chosen_plies)
    return {"decisions": out, "total": len(plies), "next": end if end < len(plies) else None,
            "unit": i18n.tr(advisor.unit, lang), "percent": advisor.percent, "measure": advisor.measure}


def review_entry(game: Game, seat: int, ply: int, action: str, lang: str) -> dict[str, Any]:
    """One decision of the review (see :func:`review`) in ``game`` at that position."""
    advisor = advisor_of(game.name)
    view = game.observation(seat)
    best = _hard_player(game.name).choose(view, position_seed(game, seat))
    loss, noise, best_value, chosen_value = judge(game, seat, action, best)
    costly = action != best and loss > noise
    shown = display(loss, advisor)
    entry: dict[str, Any] = {
        "ply": ply, "chosen": action, "best": best, "loss": shown, "noise": display(noise, advisor),
        "costly": costly, "value": display(best_value, advisor), "chosen_value": display(chosen_value, advisor),
        "text": reason_text(game, seat, view, best, lang)}
    with i18n.naming(game.seat_names):
        entry["chosen_label"] = _label(game, seat, action, lang)
        entry["best_label"] = _label(game, seat, best, lang)
        entry["legal"] = [{"id": a["id"], "label": a["label"]} for a in game.legal_json(seat, lang)]  # try again
        verdict = "core.review.same" if action == best else "core.review.costly" if costly else "core.review.fine"
        entry["verdict"] = i18n.tr(verdict, lang,
                                   chosen=entry["chosen_label"], best=entry["best_label"],
                                   cost=loss_text(advisor.measure, shown, lang))
    return entry


def try_again(save: Mapping[str, Any], seat: int, ply: int, action: str,
              lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """"Try again" at the review's decision ``ply`` of ``seat``: ``action`` judged by the review's loss against the
    hard player's choice there: right when its loss is within the noise (module docstring). ``{right, action, best,
    loss, noise, text}``; a ply that is not one of the seat's decisions or an illegal action is refused
    (:class:`MalformedInput`, nothing changes: the save is only read)."""
    if ply not in decisions(save, seat):
        raise MalformedInput(f"ply {excerpt(ply)} is not a decision of seat {seat}", ply)
    game = load({**save, "actions": save["actions"][:ply], "undos": []})
    game.record_events = False
    legal = game.legal_ids(seat)
    if action not in legal:
        raise MalformedInput(f"{excerpt(action)} is not legal there; legal: {', '.join(legal)}", action)
    advisor = advisor_of(game.name)
    best = _hard_player(game.name).choose(game.observation(seat), position_seed(game, seat))
    loss, noise, _, _ = judge(game, seat, action, best)
    right = action == best or loss <= noise
    shown = display(loss, advisor)
    with i18n.naming(game.seat_names):
        label, best_label = _label(game, seat, action, lang), _label(game, seat, best, lang)
        if action == best:
            text = i18n.tr("core.review.try.best", lang, chosen=label)
        elif right:
            text = i18n.tr("core.review.try.right", lang, chosen=label, best=best_label)
        else:
            text = i18n.tr("core.review.try.wrong", lang, chosen=label, cost=loss_text(advisor.measure, shown, lang))
    return {"right": right, "action": action, "best": best, "loss": shown, "noise": display(noise, advisor),
            "text": text}


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


# -- the words of the hint's numbers, the review's verdicts and "try again" (issue 34) ---------------------------
# ``core.hint.gain.<measure>`` / ``core.hint.least_bad.<measure>``: {alt} the next best, {best} and {other} their
# values; ``core.review.loss.<measure>[.one]``: {loss} (".one": exactly 1, the singular).
i18n.register("en", {
    "core.hint.even": "“{alt}” does about as well here: the playouts cannot tell the two apart.",
    "core.hint.gain.rally": ("In the playouts your side wins the rally {best}% of the time with it, {other}% with the "
                             "next best, {alt}."),
    "core.hint.least_bad.rally": ("It is only the least bad choice: in the playouts your side wins the rally {best}% "
                                  "of the time with it, and only {other}% with the next best, {alt}."),
    "core.hint.gain.match": "In the playouts you win {best}% of the time with it, {other}% with the next best, {alt}.",
    "core.hint.least_bad.match": ("It is only the least bad choice: in the playouts you win {best}% of the time with "
                                  "it, and only {other}% with the next best, {alt}."),
    "core.hint.gain.hand": ("On average this hand brings you {best} game points net (yours minus your opponent's) "
                            "with it, {other} with the next best, {alt}."),
    "core.hint.least_bad.hand": ("It is only the least bad choice: with it this hand costs you {best} on average, "
                                 "in game points net (your opponent's minus yours); {other} with the next best, "
                                 "{alt}."),
    "core.hint.gain.goals": ("Over the next turns it is worth {best} goals net (yours minus the others', an attack "
                             "counted by how close it is to a shot), {other} with the next best, {alt}."),
    "core.hint.least_bad.goals": ("It is only the least bad choice: over the next turns it costs you {best}, in "
                                  "goals net (the others' minus yours); {other} with the next best, {alt}."),
    "core.review.loss.rally": "lowered your chance to win the rally by {loss} percentage points",
    "core.review.loss.rally.one": "lowered your chance to win the rally by 1 percentage point",
    "core.review.loss.match": "lowered your chance to win the match by {loss} percentage points",
    "core.review.loss.match.one": "lowered your chance to win the match by 1 percentage point",
    "core.review.loss.hand": "cost you {loss} game points",
    "core.review.loss.hand.one": "cost you 1 game point",
    "core.review.loss.goals": "cost you {loss} goals",
    "core.review.loss.goals.one": "cost you 1 goal",
    "core.review.costly": "You chose {chosen}; {best} was better: your choice {cost}.",
    "core.review.fine": "You chose {chosen}: as good as {best} within what the estimate can tell.",
    "core.review.same": "You chose {chosen}: the move the strongest computer player makes here.",
    "core.review.try.best": "Right: {chosen} is the move the strongest computer player makes here.",
    "core.review.try.right": "Right: {chosen} does as well as {best} here, within what the estimate can tell.",
    "core.review.try.wrong": "Not quite: {chosen} {cost}. Try again, or show the answer.",
})
i18n.register("de", {
    "core.hint.even": "„{alt}“ ist hier etwa gleich gut: Die Probespiele können die beiden nicht unterscheiden.",
    "core.hint.gain.rally": ("In den Probespielen gewinnt deine Seite den Ballwechsel damit in {best} % der Fälle, "
                             "mit der nächstbesten Wahl, {alt}, in {other} %."),
    "core.hint.least_bad.rally": ("Es ist nur die am wenigsten schlechte Wahl: In den Probespielen gewinnt deine Seite "
                                  "den Ballwechsel damit in {best} % der Fälle, mit der nächstbesten, {alt}, nur in "
                                  "{other} %."),
    "core.hint.gain.match": ("In den Probespielen gewinnst du damit in {best} % der Fälle, mit der nächstbesten "
                             "Wahl, {alt}, in {other} %."),
    "core.hint.least_bad.match": ("Es ist nur die am wenigsten schlechte Wahl: In den Probespielen gewinnst du damit "
                                  "in {best} % der Fälle, mit der nächstbesten, {alt}, nur in {other} %."),
    "core.hint.gain.hand": ("Im Schnitt bringt dir dieses Spiel damit {best} Spielpunkte netto (deine minus die des "
                            "Gegners), mit der nächstbesten Wahl, {alt}, {other}."),
    "core.hint.least_bad.hand": ("Es ist nur die am wenigsten schlechte Wahl: Im Schnitt kostet dich dieses Spiel "
                                 "damit {best}, in Spielpunkten netto (die des Gegners minus deine); mit der "
                                 "nächstbesten, {alt}, {other}."),
    "core.hint.gain.goals": ("In den nächsten Zügen ist das {best} Tore netto wert (deine minus die der anderen, ein "
                             "Angriff nach seiner Nähe zum Schuss gezählt), die nächstbeste Wahl, {alt}, {other}."),
    "core.hint.least_bad.goals": ("Es ist nur die am wenigsten schlechte Wahl: In den nächsten Zügen kostet sie "
                                  "dich {best}, in Toren netto (die der anderen minus deine); die nächstbeste, "
                                  "{alt}, {other}."),
    "core.review.loss.rally": "hat deine Chance, den Ballwechsel zu gewinnen, um {loss} Prozentpunkte gesenkt",
    "core.review.loss.rally.one": "hat deine Chance, den Ballwechsel zu gewinnen, um 1 Prozentpunkt gesenkt",
    "core.review.loss.match": "hat deine Chance, die Partie zu gewinnen, um {loss} Prozentpunkte gesenkt",
    "core.review.loss.match.one": "hat deine Chance, die Partie zu gewinnen, um 1 Prozentpunkt gesenkt",
    "core.review.loss.hand": "hat dich {loss} Spielpunkte gekostet",
    "core.review.loss.hand.one": "hat dich 1 Spielpunkt gekostet",
    "core.review.loss.goals": "hat dich {loss} Tore gekostet",
    "core.review.loss.goals.one": "hat dich 1 Tor gekostet",
    "core.review.costly": "Du hast {chosen} gewählt; {best} war besser: Deine Wahl {cost}.",
    "core.review.fine": "Du hast {chosen} gewählt: so gut wie {best}, soweit die Schätzung es sagen kann.",
    "core.review.same": "Du hast {chosen} gewählt: den Zug, den auch der stärkste Computerspieler hier macht.",
    "core.review.try.best": "Richtig: {chosen} ist der Zug, den der stärkste Computerspieler hier macht.",
    "core.review.try.right": ("Richtig: {chosen} ist hier so gut wie {best}, soweit die Schätzung es sagen "
                              "kann."),
    "core.review.try.wrong": "Nicht ganz: {chosen} {cost}. Versuch es noch einmal oder zeig die Lösung.",
})
i18n.register("nl", {
    "core.hint.even": "‘{alt}’ is hier ongeveer even goed: de proefpartijen kunnen de twee niet onderscheiden.",
    "core.hint.gain.rally": ("In de proefpartijen wint je kant hiermee de rally in {best}% van de gevallen, met de "
                             "op één na beste keuze, {alt}, in {other}%."),
    "core.hint.least_bad.rally": ("Het is alleen de minst slechte keuze: in de proefpartijen wint je kant hiermee de "
                                  "rally in {best}% van de gevallen, met de op één na beste, {alt}, maar in {other}%."),
    "core.hint.gain.match": ("In de proefpartijen win je hiermee in {best}% van de gevallen, met de op één na beste "
                             "keuze, {alt}, in {other}%."),
    "core.hint.least_bad.match": ("Het is alleen de minst slechte keuze: in de proefpartijen win je hiermee in {best}% "
                                  "van de gevallen, met de op één na beste, {alt}, maar in {other}%."),
    "core.hint.gain.hand": ("Gemiddeld levert dit spel je hiermee {best} spelpunten netto op (de jouwe min die van "
                            "de tegenstander), met de op één na beste keuze, {alt}, {other}."),
    "core.hint.least_bad.hand": ("Het is alleen de minst slechte keuze: gemiddeld kost dit spel je hiermee "
                                 "{best}, in spelpunten netto (die van je tegenstander min de jouwe); met de op "
                                 "één na beste, {alt}, {other}."),
    "core.hint.gain.goals": ("In de volgende beurten is dit {best} doelpunten netto waard (de jouwe min die van de "
                             "anderen, een aanval geteld naar hoe dicht hij bij een schot is), de op één na beste "
                             "keuze, {alt}, {other}."),
    "core.hint.least_bad.goals": ("Het is alleen de minst slechte keuze: in de volgende beurten kost dit je "
                                  "{best}, in doelpunten netto (die van de anderen min de jouwe); de op één na "
                                  "beste, {alt}, {other}."),
    "core.review.loss.rally": "heeft je kans om de rally te winnen met {loss} procentpunten verlaagd",
    "core.review.loss.rally.one": "heeft je kans om de rally te winnen met 1 procentpunt verlaagd",
    "core.review.loss.match": "heeft je kans om de partij te winnen met {loss} procentpunten verlaagd",
    "core.review.loss.match.one": "heeft je kans om de partij te winnen met 1 procentpunt verlaagd",
    "core.review.loss.hand": "heeft je {loss} spelpunten gekost",
    "core.review.loss.hand.one": "heeft je 1 spelpunt gekost",
    "core.review.loss.goals": "heeft je {loss} doelpunten gekost",
    "core.review.loss.goals.one": "heeft je 1 doelpunt gekost",
    "core.review.costly": "Je koos {chosen}; {best} was beter: je keuze {cost}.",
    "core.review.fine": "Je koos {chosen}: even goed als {best}, voor zover de schatting het kan zeggen.",
    "core.review.same": "Je koos {chosen}: de zet die ook de sterkste computerspeler hier doet.",
    "core.review.try.best": "Goed: {chosen} is de zet die de sterkste computerspeler hier doet.",
    "core.review.try.right": ("Goed: {chosen} is hier even goed als {best}, voor zover de schatting het kan "
                              "zeggen."),
    "core.review.try.wrong": "Niet helemaal: {chosen} {cost}. Probeer het opnieuw of toon het antwoord.",
})
