"""Fixtures for the Strand-Cup tests: games from fixed deals (hands, stack, dice, serving team)."""

from __future__ import annotations

from typing import Any, Callable, Optional

import pytest

import pygame_core
from pygame_core.games.strandcup import cards as C

GAME = pygame_core.game_class("strandcup")


def fixed_game(hands: dict[int, list[str]], *, serving_team: int = 0, dice: Optional[list[int]] = None,
               stock: Optional[list[str]] = None, seed: int = 1, rules_version: Optional[int] = None,
               **options: Any) -> Any:
    """A match whose hands are fixed: seats not named get no cards; every other card goes to the stack
    (``stock`` first, in that order, then the rest in deck order)."""
    opts = {"players": 4, **options}
    deck = C.build_deck(opts.get("killer_count", 1))
    hand_lists = [list(hands.get(s, [])) for s in range(opts["players"])]
    used = [c for h in hand_lists for c in h]
    top = list(stock or [])
    rest = [c for c in deck if c not in used and c not in top]
    deal: dict[str, Any] = {"hands": hand_lists, "stock": top + rest, "serving_team": serving_team}
    if dice is not None:
        deal["dice"] = dice
    return GAME.new(opts, seed=seed, deal=deal, rules_version=rules_version)


@pytest.fixture
def game_with() -> Callable[..., Any]:
    return fixed_game


def play(game: Any, *moves: str) -> None:
    """Apply moves, each by whoever must decide; ``"break"`` lets everyone asked in the break between two rallies
    go on (the Energydrink break of rules version 2; since version 3 there is none and ``"break"`` checks that)."""
    for move in moves:
        if move == "break" and game.rules_version != 2:
            assert game.phase.value != "break", "a break in rules version 3"
        elif move == "break":
            assert game.phase.value == "break", "no break now"
            while game.phase.value == "break":
                game.apply(game.to_move(), "go_on")
        else:
            game.apply(game.to_move(), move)


@pytest.fixture
def act() -> Callable[..., None]:
    return play
