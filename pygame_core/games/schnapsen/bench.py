"""The opponents the arena measures Schnapsen's players against beside the strengths, by name (``--b rdeep``,
``--b mcts`` or ``--b mcts:150x667``: a name, then after a colon what the factory reads); no person can pick them.

They live apart from :mod:`.ai` because they are built on it and on the fast model of a hand (:mod:`.model`,
:mod:`.record`, :mod:`.solver`): the players module does not import them (issue 32, item 3: no import circles).
The arena reads :data:`BENCH_OPPONENTS` here (``pygame_core.ai.arena.bench_opponents``).
"""

from __future__ import annotations

from typing import Callable, Optional

from ...ai.base import Player
from .ai import ExpertBudget, ExpertPlayer, HardBudget, HardPlayer
from .mcts import mcts_player, parse_budget
from .rdeep import RdeepPlayer


def _mcts(budget: Optional[str] = None) -> Player:
    return mcts_player(budget)


def _expert(budget: Optional[str] = None) -> Player:
    """``expert:DEALSxITERATIONS``: the expert with another budget while the talon is open (for paired tests)."""
    return ExpertPlayer(ExpertBudget(*parse_budget(budget))) if budget else ExpertPlayer()


def _hard(deals: Optional[str] = None) -> Player:
    """``hard:DEALS``: the hard player with another number of deals while the talon is open (``hard:160`` is the
    expert of before issue 36's second step)."""
    if deals is None:
        return HardPlayer()
    if not deals.isdigit() or not 0 < int(deals) <= 100_000:
        raise ValueError(f"hard:DEALS takes a number of deals, not {deals[:40]!r}")
    return HardPlayer(HardBudget(samples_open=int(deals)))


#: The bench opponents by name: each a factory (the text after the name's colon, if any, is its one argument).
BENCH_OPPONENTS: dict[str, Callable[..., Player]] = {"rdeep": RdeepPlayer, "mcts": _mcts}
#: The strengths with another budget, by name with the budget after a colon (``hard:160``, ``expert:80x200``): the
#: arena plays them for paired tests (``--a expert:80x200 --b hard``); they are no rows of the whole table.
PLAYER_VARIANTS: dict[str, Callable[..., Player]] = {"expert": _expert, "hard": _hard}
