"""A rating per game against the computer (issue 35, item 3): Elo's update against the computer player's strength,
whose easy, medium and hard anchors come from the arena's measured match win rates.

A strength's anchor is its distance from medium in Elo points: a win rate ``p`` of one player over another is a
difference of ``400 * log10(p / (1 - p))``. Medium is 1500 in every game (and a new player's start): the numbers
compare strengths within a game, not across games.

What counts (web/stats.js asks ``rate`` only then): a finished match against the computer, all of its computer seats
of one strength, with no move taken back and no hint (those are in the statistics, marked, but not rated); hot-seat
matches count nowhere. A match with several computer seats (Strand-Cup's teams, Striker's three or four players)
counts as one match against that strength: won, lost or a draw as the seat's result says.

The update: ``new = old + K * (S - E)`` with ``S`` 1 won, 0.5 draw, 0 lost, ``E = 1 / (1 + 10 ** ((anchor - old) /
400))`` the expected score, ``K`` 40 for the first :data:`PROVISIONAL` rated matches (a new rating finds its level
quickly), then 20. The record stored with the statistics (``stats.games.<game>.rating``)::

    {"value": 1523.4, "rated": 12, "history": [{"t": <ms since 1970>, "r": <value after>, "level", "result"}, ...]}

with the last :data:`HISTORY` matches in ``history`` (the chart in Statistics).
"""

from __future__ import annotations

import math
from typing import Any, Mapping, Optional

from . import registry
from .errors import MalformedInput

#: Medium's rating in every game, and where a new rating starts.
MEDIUM = 1500.0
#: K for the first matches, then after them.
K_NEW, K_SETTLED = 40.0, 20.0
PROVISIONAL = 10
#: The rated matches a record keeps for its chart.
HISTORY = 50
RESULTS = {"won": 1.0, "draw": 0.5, "lost": 0.0}

#: The arena's measured match win rates (README, "Computer players' strength": the table of 2026-12-04, seed 1,
#: 200 matches a pairing, ``build.py strength``): the stronger player's share of the matches. Schnapsen's expert:
#: its share of 220 seat-swapped Bummerls against hard (2026-12-05 12:10 UTC, the expert with its second look, seed 1,
#: ``build.py strength schnapsen --a expert --b hard``; docs/experiments.md), an anchor above hard's.
MEASURED: dict[str, dict[str, float]] = {
    "schnapsen": {"medium_over_easy": 0.925, "hard_over_medium": 0.705, "expert_over_hard": 0.564},
    "spike": {"medium_over_easy": 0.775, "hard_over_medium": 0.880},
    "strandcup": {"medium_over_easy": 0.950, "hard_over_medium": 0.740},
    "striker": {"medium_over_easy": 0.688, "hard_over_medium": 0.730},
}

#: A game the arena has not measured (a new game, the toy game of the tests): easy 200 below medium and hard 200
#: above, the distance of a 76% win rate, about what the measured games show between neighbouring strengths.
DEFAULT_STEP = 200.0


def elo_gap(win_rate: float) -> float:
    """The rating difference at which the stronger player wins ``win_rate`` of the matches."""
    return 400.0 * math.log10(win_rate / (1.0 - win_rate))


def anchors(game: str) -> dict[str, float]:
    """Each computer strength of ``game`` as a rating (rounded to whole points)."""
    measured = MEASURED.get(game)
    if measured is None:
        out = {"easy": MEDIUM - DEFAULT_STEP, "medium": MEDIUM, "hard": MEDIUM + DEFAULT_STEP}
    else:
        out = {"easy": MEDIUM - elo_gap(measured["medium_over_easy"]), "medium": MEDIUM,
               "hard": MEDIUM + elo_gap(measured["hard_over_medium"])}
        if "expert_over_hard" in measured:
            out["expert"] = out["hard"] + elo_gap(measured["expert_over_hard"])
    levels = registry.get(game).levels if game in registry.names() else tuple(out)
    return {level: float(round(value)) for level, value in out.items() if level in levels}


def expected(rating: float, opponent: float) -> float:
    """Elo's expected score of ``rating`` against ``opponent`` (0..1)."""
    return float(1.0 / (1.0 + 10.0 ** ((opponent - rating) / 400.0)))


def k_factor(rated: int) -> float:
    return K_NEW if rated < PROVISIONAL else K_SETTLED


def new_record() -> dict[str, Any]:
    return {"value": MEDIUM, "rated": 0, "history": []}


def update(record: Optional[Mapping[str, Any]], game: str, level: str, result: str, at: int) -> dict[str, Any]:
    """The rating record after a finished match of ``game`` against the ``level`` computer with ``result`` (won,
    lost or draw) at time ``at`` (ms): a new record, ``record`` unchanged (``None``: a new player)."""
    levels = anchors(game)
    if level not in levels:
        raise MalformedInput(f"{game} has no rated strength {level!r}; rated: {', '.join(levels)}", level)
    if result not in RESULTS:
        raise MalformedInput(f"result must be one of {', '.join(RESULTS)}", result)
    old = dict(record) if record is not None else new_record()
    check_rating(old, "rating")
    value = float(old["value"])
    rated = int(old["rated"])
    after = round(value + k_factor(rated) * (RESULTS[result] - expected(value, levels[level])), 1)
    entry = {"t": int(at), "r": after, "level": level, "result": result}
    return {"value": after, "rated": rated + 1, "history": [*old["history"], entry][-HISTORY:]}


class BadRating(MalformedInput):
    """A stored rating record out of shape: ``path`` names where."""

    def __init__(self, path: str) -> None:
        super().__init__(f"the rating record is out of shape at {path}", path)
        self.path = path


def _number(value: Any, low: float, high: float) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and \
        low <= value <= high


def check_rating(value: Any, path: str) -> None:
    """A stored rating record in shape, else :class:`BadRating` naming ``path`` (where in it)."""
    if not isinstance(value, Mapping) or not _number(value.get("value"), 0, 5000):
        raise BadRating(f"{path}.value")
    rated = value.get("rated")
    if isinstance(rated, bool) or not isinstance(rated, int) or not 0 <= rated <= 10**9:
        raise BadRating(f"{path}.rated")
    history = value.get("history")
    if not isinstance(history, list) or len(history) > HISTORY:
        raise BadRating(f"{path}.history")
    for i, entry in enumerate(history):
        if not isinstance(entry, Mapping) or not _number(entry.get("t"), 0, 1e15) or \
                not _number(entry.get("r"), 0, 5000) or entry.get("result") not in RESULTS or \
                not isinstance(entry.get("level"), str) or len(entry["level"]) > 20:
            raise BadRating(f"{path}.history.{i}")

