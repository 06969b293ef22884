"""The computer-player interface and the uniformly random player."""

from __future__ import annotations

from typing import Any, Callable, Mapping, cast

from ..core import registry
from ..core.errors import MalformedInput
from ..core.player import Player as Player  # the interface, declared in core (its registry names it)
from ..core.rng import Rng

#: Strengths a person can pick (as on StarGames: "de gewenste sterkte"). ``random`` is for measurements.
LEVELS = ("easy", "medium", "hard")
#: Strengths above hard that a game may add (``GameInfo.levels``): ``expert`` thinks longer than the hard player's
#: budget on a tablet allows (issue 36: hard's move within 1 s at p95 with the CPU slowed 4x).
EXTRA_LEVELS = ("expert",)
#: Every strength some game may offer, in order of strength.
ALL_LEVELS = LEVELS + EXTRA_LEVELS


class RandomPlayer:
    """Picks uniformly among the legal actions in the view: the baseline every level must beat."""

    def choose(self, view: Mapping[str, Any], seed: int) -> str:
        legal = view["legal"]
        if not legal:
            raise ValueError("this seat has no decision to make")
        return cast(str, Rng(seed).choice(legal)["id"])


def player_of_level(level: str, players: Mapping[str, Callable[[], Player]]) -> Player:
    """A new player of ``level`` from a game's table of strengths; an unknown level is refused the same way
    in every game."""
    make = players.get(level)
    if make is None:
        raise MalformedInput(f"unknown strength {level!r}; choose one of {', '.join(players)}", level)
    return make()


def make_player(name: str, level: str) -> Player:
    """A computer player for game ``name`` at ``level`` (``easy``/``medium``/``hard``, a strength above them the game
    offers (``GameInfo.levels``: ``expert``), or ``random``)."""
    info = registry.get(name)
    if level == "random":
        return RandomPlayer()
    if level not in info.levels:
        raise MalformedInput(f"unknown strength {level!r} in {name}; choose one of {', '.join(info.levels)}", level)
    return info.make_player(level)
