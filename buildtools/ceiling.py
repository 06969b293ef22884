"""What a player could reach if it saw every card: the referee's loop of the clairvoyant measurements
(:mod:`buildtools.striker_ceiling`, :mod:`buildtools.schnapsen_ceiling`). A CPython tool; the engine never imports it.

A *seer* is a player whose searches play on the true game it is handed (``truth``) before each of its decisions
instead of on worlds sampled from its view. No seat can know what it is handed: a seer is a bound, never a player.
"""

from __future__ import annotations

from typing import Optional, Protocol

from pygame_core.ai.arena import private_view, wilson_interval
from pygame_core.ai.base import Player
from pygame_core.core.game import Game
from pygame_core.core.rng import seed_from


class Seer(Player, Protocol):
    """A player that is handed the true game before each of its decisions."""

    truth: Optional[Game]


def play_seeing(game: Game, seer: Seer, other: Player, seer_seat: int) -> Game:
    """Play ``game`` to its end, ``seer`` in ``seer_seat`` (handed the true game before each decision), ``other`` in
    every other seat, each deciding with the arena's seeds (:func:`pygame_core.ai.arena.play_match`'s)."""
    while (mover := game.to_move()) is not None:
        player = seer if mover == seer_seat else other
        seer.truth = game
        game.apply(mover, player.choose(private_view(game, mover), seed_from(game.seed, len(game.history), mover)))
    return game


def share(wins: float, n: int) -> str:
    """``wins`` of ``n`` as the reports print it: the percentage, the count and the 95% Wilson interval."""
    low, high = wilson_interval(wins, n)
    return f"{100 * wins / max(n, 1):.1f}% of {n} ({100 * low:.1f}-{100 * high:.1f})"
