"""Issue 34: hints fast again. A hint's playouts choose each move with the game's ``Advisor.quick_choice`` (read
from the game, no view with its texts built); this holds every game to the promise that it is the very move the
stand-in player picks from the seat's whole view, so the hint's and the review's numbers did not change, and
checks on a few positions that the numbers of :func:`advice.weigh` are the same with and without it."""

from __future__ import annotations

import dataclasses
from typing import Iterator

import pytest

from pygame_core import game_class, make_player
from pygame_core.ai import advice
from pygame_core.core.game import Game
from pygame_core.core.registry import names as game_names
from pygame_core.core.rng import Rng

GAMES = sorted(game_names())


def stand_in(game: str) -> advice.Player:
    advisor = advice.advisor_of(game)
    return advisor.stand_in() if advisor.stand_in is not None else make_player(game, "medium")


def playout_positions(game: str, seed: int, options: dict | None = None) -> Iterator[Game]:
    """Every position of a seeded match played by the stand-in, and of a determinized world of a few of them
    (the playouts run on such worlds: their hidden cards are sampled)."""
    from pygame_core.core import registry
    info = registry.get(game)
    match = game_class(game).new(options or {}, seed)
    match.record_events = False
    player = stand_in(game)
    rng = Rng(seed)
    for ply in range(3000):
        mover = match.to_move()
        if mover is None:
            return
        yield match
        if ply % 25 == 0 and info.determinize is not None:
            world = info.determinize(match.observation(mover), rng.fork())
            world.record_events = False
            if world.to_move() is not None:
                yield world
        match.apply(mover, player.choose(match.observation(mover), seed * 7919 + ply))


@pytest.mark.parametrize("game", GAMES)
def test_quick_choice_is_the_stand_ins_choice_from_the_view(game: str) -> None:
    advisor = advice.advisor_of(game)
    assert advisor.quick_choice is not None, "every game's playouts skip the view"
    player = stand_in(game)
    options = [{}] + ([{"players": 4}] if game == "striker" else []) + ([{"players": 6, "teams": 3}] if game == "strandcup" else [])
    checked = 0
    for seed, opts in enumerate(options * 2, start=1):
        for position in playout_positions(game, seed, opts):
            mover = position.to_move()
            assert mover is not None
            for k in range(2):
                s = seed * 1009 + checked * 3 + k
                assert advisor.quick_choice(position, mover, s) == player.choose(position.observation(mover), s), (
                    game, seed, len(position.history))
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("game", GAMES)
def test_weighed_numbers_do_not_depend_on_the_quick_choice(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    match = game_class(game).new({}, 5)
    other = make_player(game, "medium")
    weighed = 0
    for ply in range(400):
        mover = match.to_move()
        if mover is None or weighed == 2:
            break
        legal = match.legal_ids(mover)
        if mover == 0 and len(legal) > 1 and ply % 3 == 0:
            quick = advice.weigh(match, 0, legal[:3])
            slow_advisor = dataclasses.replace(advice.advisor_of(game), quick_choice=None)
            with monkeypatch.context() as patch:
                patch.setattr(advice, "advisor_of", lambda name: slow_advisor)
                slow = advice.weigh(match, 0, legal[:3])
            assert quick == slow
            weighed += 1
        match.apply(mover, other.choose(match.observation(mover), ply))
    assert weighed == 2
