"""The view contract (``core/viewcheck.py``, issue 18): every live view keeps its game's contract, so a seen-only
replay's views, checked against the same contract before they are shown, are refused only when no live view
could be like them."""

from __future__ import annotations

import pytest

import pygame_core
from pygame_core.core import registry, viewcheck
from pygame_core.core.rng import Rng, seed_from

GAMES = registry.names()


def setups() -> list[tuple[str, dict]]:
    out = []
    for name in GAMES:
        info = registry.get(name)
        for options in [{}] + [dict(o) for _, o in info.playthroughs if o]:
            if (name, options) not in out:
                out.append((name, options))
    return out + [("strandcup", {"players": 8, "teams": 4}), ("striker", {"players": 4, "corners": 4})]


@pytest.mark.parametrize("name,options", setups(), ids=lambda v: str(v))
def test_every_live_view_keeps_its_games_contract(name: str, options: dict) -> None:
    info = registry.get(name)
    assert info.view_contract is not viewcheck.BASE, f"{name} declares no view contract"
    game = pygame_core.new_game(name, options, 7)
    chooser = Rng(seed_from("contract", 7))
    while True:  # each seat's view in turn, one per position (all of them at the end)
        seats = range(game.num_seats) if game.is_over else [len(game.history) % game.num_seats]
        for seat in seats:
            info.view_contract.check(game.view(seat), game.num_seats, f"{name} seat {seat} ply {len(game.history)}")
        mover = game.to_move()
        if mover is None:
            break
        game.apply(mover, chooser.choice(game.legal_ids(mover)))


def test_a_view_that_breaks_the_contract_is_refused_with_the_field_named() -> None:
    game = pygame_core.new_game("schnapsen", {}, 1)
    contract = registry.get("schnapsen").view_contract
    view = game.view(0)
    contract.check(view, 2)
    for field, value in (("talon", 21), ("opponent", {"seat": 1, "hand_count": 200_000, "known": []}),
                         ("hand", "QH"), ("prompt", "x" * (viewcheck.MAX_TEXT + 1)), ("unknown_field", 1)):
        with pytest.raises(viewcheck.ViewRefused, match=field):
            contract.check({**view, field: value}, 2)
