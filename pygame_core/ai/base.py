"""The computer-player interface and the uniformly random player."""

from __future__ import annotations

from typing import Any, Callable, Mapping, cast

from ..core import registry
from ..core.errors import MalformedInput
from ..core.player import Player as Player  # the interface, declared in core (its registry names it)
from ..core.rng import Rng

#: Strengths a person can pick (as on StarGames: "de gewenste sterkte"). ``random`` is for measurements.
LEVELS = ("easy", "medium", "hard")


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
    """A computer player for game ``name`` at ``level`` (``easy``/``medium``/``hard``, or ``random``)."""
    info = registry.get(name)
    if level == "random":
        return RandomPlayer()
    if level not in LEVELS:
        raise MalformedInput(f"unknown strength {level!r}; choose one of {', '.join(LEVELS)}", level)
    return info.make_player(level)
