"""Judging a reader's answer to a puzzle step of a script (issue 33): is the chosen move right, and why.

Two ways, chosen by what the reader can see (the seat's view, plus the other hands when the script shows them open):

- **exact** where the position is decided by known cards: the game's :attr:`Advisor.exact` answers the exact value
  of every legal move (Schnapsen: the talon closed or used up and every card that still matters known to the reader,
  solved to the end of the hand; the value is the game points the hand brings the seat, won minus lost). The moves
  that count as right are exactly the optimal ones; ``loss`` is what a move gives away against them.
- **estimated** everywhere else: the hard computer player's choice from the seat's view (as the hint gives it) is
  the reference, and every legal move is valued as the review values a choice (:mod:`.advice`: determinizations of
  the seat's view, each move played on by the stand-in player to the game's horizon), with more worlds than a review
  (:func:`puzzle_worlds`) and common random numbers for all moves. A move whose estimate is within
  :func:`small_loss` of the reference counts as right.

Everything is seeded from the match's seed and the position, so the same puzzle and answer give the same judgement.
"""

from __future__ import annotations

from typing import Any

from ..core import i18n
from ..core.game import Game
from ..core.rng import Rng, seed_from
from .advice import Advisor, _hard_player, _label, _playout_value, advisor_of, position_seed, reason_text
from .search import private_copy

#: Determinizations an estimated judgement values every legal move in (a review takes 4 for one pair of moves):
#: about :data:`PUZZLE_PLAYOUTS` playouts in all, at least :data:`MIN_WORLDS` and at most :data:`MAX_WORLDS` worlds
#: (a Strand-Cup touch with 17 moves: 2 worlds; a choice of two: 16), so a judgement costs about the same anywhere.
#: (A budget: 48 playouts and at least 4 worlds took Strand-Cup's p95 to 6.5 s and Striker's to 3.0 s in Chromium on
#: the loaded 2-core machine, issue 33's bench part m; a Strand-Cup touch of 17 moves then cost 68 playouts.)
PUZZLE_PLAYOUTS = 36
MIN_WORLDS = 2
MAX_WORLDS = 16
#: A move counts as right within this loss of the reference, in the advisor's unit: a chance (0..1) ...
SMALL_LOSS_CHANCE = 0.05
#: ... or game points, goals.
SMALL_LOSS_POINTS = 0.25


def small_loss(advisor: Advisor) -> float:
    """How much worse than the reference an answer may be estimated and still count as right."""
    return SMALL_LOSS_CHANCE if advisor.percent else SMALL_LOSS_POINTS


def judge(game: Game, seat: int, action: str, shown_open: bool, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """``{correct, best, loss, text, exact, unit, percent}`` for ``seat`` answering ``action`` (a legal id) in
    ``game``: ``best`` the ids that count as right, ``loss`` what ``action`` gives away (>= 0, the advisor's unit, in
    percentage points for a chance), ``text`` the reason in ``lang``. ``game`` is only read."""
    advisor = advisor_of(game.name)
    exact = advisor.exact(game, seat, shown_open) if advisor.exact is not None else None
    if exact is not None:
        top = max(exact.values())
        best = [a for a in game.legal_ids(seat) if exact[a] == top]
        loss = top - exact[action]
        reference = action if action in best else best[0]
    else:
        values, reference = _estimated_values(game, seat, advisor)
        margin = small_loss(advisor)
        best = [a for a in game.legal_ids(seat) if values[reference] - values[a] <= margin]
        loss = max(0.0, values[reference] - values[action])
    correct = action in best
    shown_loss = round(loss * (100 if advisor.percent else 1), 2)
    return {"correct": correct, "best": best, "loss": shown_loss, "exact": exact is not None,
            "unit": i18n.tr(advisor.unit, lang), "percent": advisor.percent,
            "text": _verdict(game, seat, action, reference, correct, shown_loss, exact is not None, advisor, lang)}


#: Where the decision is clear, fewer playouts: after the first half of the worlds (at least :data:`CLEAR_AFTER`), a
#: move this far below the reference (a chance of 0..1 ...) is settled wrong and played out no further ...
CLEAR_LOSS_CHANCE = 0.5
#: ... or this many game points or goals (four times :data:`SMALL_LOSS_POINTS`).
CLEAR_LOSS_POINTS = 1.0
#: ... never after fewer worlds than this.
CLEAR_AFTER = 2


def clear_loss(advisor: Advisor) -> float:
    """How far below the reference a move's estimate after half the worlds settles it wrong (no more playouts)."""
    return CLEAR_LOSS_CHANCE if advisor.percent else CLEAR_LOSS_POINTS


def _estimated_values(game: Game, seat: int, advisor: Advisor) -> tuple[dict[str, float], str]:
    """Every legal move's mean value over up to :func:`puzzle_worlds` determinizations of the seat's view (one
    playout each, the same random numbers for every move), and the hard player's choice. A move whose mean after the
    first half of the worlds lies :func:`clear_loss` or more below the reference's is settled wrong there: its
    value is that mean (the reference and the close moves get every world; the same seeds as with all of them)."""
    from ..core import registry
    info = registry.get(game.name)
    view = game.observation(seat)
    reference = _hard_player(game.name).choose(view, position_seed(game, seat))
    legal = game.legal_ids(seat)
    rng = Rng(seed_from("puzzle", game.seed, len(game.history), seat))
    totals = {a: 0.0 for a in legal}
    counts = {a: 0 for a in legal}
    worlds = puzzle_worlds(len(legal))
    first_half = max(CLEAR_AFTER, worlds // 2)
    playing = list(legal)
    for n in range(worlds):
        if n == first_half:
            playing = _not_clearly_worse(totals, counts, reference, clear_loss(advisor))
        world = info.determinize(view, rng.fork()) if info.determinize is not None else private_copy(game)
        world.record_events = False
        playout_seed = rng.below(1 << 30)
        for a in playing:
            totals[a] += _playout_value(world, seat, a, advisor, Rng(playout_seed))
            counts[a] += 1
    return {a: totals[a] / counts[a] for a in legal}, reference


def _not_clearly_worse(totals: dict[str, float], counts: dict[str, int], reference: str, clear: float) -> list[str]:
    """The moves still played out: the reference and every move less than ``clear`` below it so far."""
    top = totals[reference] / counts[reference]
    return [a for a in totals if a == reference or top - totals[a] / counts[a] < clear]


def puzzle_worlds(moves: int) -> int:
    """How many determinizations value ``moves`` legal moves (see :data:`PUZZLE_PLAYOUTS`)."""
    return max(MIN_WORLDS, min(MAX_WORLDS, PUZZLE_PLAYOUTS // max(1, moves)))


def _verdict(game: Game, seat: int, action: str, reference: str, correct: bool, loss: float, exact: bool,
             advisor: Advisor, lang: str) -> str:
    """The sentence the reader sees: right or wrong, and the review's reason for the best move."""
    view = game.observation(seat)
    why = reason_text(game, seat, view, reference, lang)
    with i18n.naming(game.seat_names):
        chosen = _label(game, seat, action, lang)
    unit = i18n.tr(advisor.unit, lang)
    if correct:
        key = "core.puzzle.right_exact" if exact else "core.puzzle.right"
        return i18n.tr(key, lang, chosen=chosen, why=why)
    key = "core.puzzle.wrong_exact" if exact else "core.puzzle.wrong"
    loss_text = f"{loss:g}"  # (as the reader writes it: a decimal comma in de/nl, "57,14" not "57.14")
    return i18n.tr(key, lang, chosen=f"“{chosen}”", why=why, unit=unit,
                   loss=loss_text.replace(".", ",") if lang in ("de", "nl") else loss_text)


i18n.register("en", {
    "core.puzzle.right": "Right! {why}",
    "core.puzzle.right_exact": "Right, and sure with every card counted to the end! {why}",
    "core.puzzle.wrong": "Not the best: {chosen} is worth about {loss} less here ({unit}). {why}",
    "core.puzzle.wrong_exact": ("Not the best: with every card counted to the end, {chosen} is worth {loss} less "
                                "({unit}). {why}"),
})
i18n.register("de", {
    "core.puzzle.right": "Richtig! {why}",
    "core.puzzle.right_exact": "Richtig, und sicher, mit jeder Karte bis zum Ende gerechnet! {why}",
    "core.puzzle.wrong": "Nicht der beste Zug: {chosen} ist hier etwa {loss} weniger wert ({unit}). {why}",
    "core.puzzle.wrong_exact": ("Nicht der beste Zug: Mit jeder Karte bis zum Ende gerechnet, ist {chosen} {loss} "
                                "weniger wert ({unit}). {why}"),
})
i18n.register("nl", {
    "core.puzzle.right": "Goed! {why}",
    "core.puzzle.right_exact": "Goed, en zeker, met elke kaart tot het einde uitgerekend! {why}",
    "core.puzzle.wrong": "Niet de beste zet: {chosen} is hier ongeveer {loss} minder waard ({unit}). {why}",
    "core.puzzle.wrong_exact": ("Niet de beste zet: met elke kaart tot het einde uitgerekend is {chosen} {loss} "
                                "minder waard ({unit}). {why}"),
})
