"""Each game's three strengths are three different players, each deterministic for a seed.

This replaces ``hasattr(make_player(level), "choose")`` (issue 20), which passed even if every level were the
random player: here, over fixed positions of every game, each pair of levels disagrees somewhere, no level plays
like the uniformly random player, and the same view and seed give the same choice. (How much stronger a level
is, is measured by the arena, never asserted in a test.)
"""

from __future__ import annotations

import copy
import json
from itertools import combinations

import pytest

import pygame_core
from pygame_core.ai.base import RandomPlayer
from pygame_core.core.rng import Rng, seed_from

GAMES = ["schnapsen", "spike", "strandcup", "striker"]
LEVELS = ("easy", "medium", "hard")
#: How many fixed decisions each game's levels are compared on. Strand-Cup's hard player differs from medium only
#: where its search changes the heuristic's pick (claims and blocks late in a rally): 5 of 120 random-play decisions
#: since rules version 3, none of the first 24 (the Energydrink break's questions were among them before).
POSITIONS = {"strandcup": 120}


def decisions(name: str, count: int) -> list[tuple[dict, list[str]]]:
    """``count`` views (with their legal ids) of real decisions (two or more legal actions) from seeded random
    play of ``name``, a few from each of several matches."""
    out: list[tuple[dict, list[str]]] = []
    rng = Rng(seed_from("levels", name))
    match = 0
    while len(out) < count:
        game = pygame_core.new_game(name, None, seed=seed_from("levels", name, match))
        match += 1
        step = 0
        while (mover := game.to_move()) is not None and len(out) < count:
            legal = game.legal_ids(mover)
            if len(legal) > 1 and step % 7 == 3:
                out.append((json.loads(json.dumps(game.observation(mover))), legal))
            game.apply(mover, rng.choice(legal))
            step += 1
            if step > 140:
                break
    return out


@pytest.fixture(scope="module", params=GAMES)
def choices(request) -> tuple[str, dict[str, list[str]], list[tuple[dict, list[str]]]]:
    name = request.param
    positions = decisions(name, POSITIONS.get(name, 24))
    made: dict[str, list[str]] = {}
    for level in LEVELS + ("random",):
        player = pygame_core.make_player(name, level)
        made[level] = [player.choose(copy.deepcopy(view), seed_from("choice", i)) for i, (view, _) in
                       enumerate(positions)]
    return name, made, positions


def test_every_level_chooses_legally_and_the_same_again_for_the_same_seed(choices) -> None:
    name, made, positions = choices
    for level in LEVELS:
        again = pygame_core.make_player(name, level)
        for i, (view, legal) in enumerate(positions):
            assert made[level][i] in legal
            assert again.choose(copy.deepcopy(view), seed_from("choice", i)) == made[level][i]


@pytest.mark.parametrize("pair", list(combinations(LEVELS + ("random",), 2)), ids=lambda p: f"{p[0]}-{p[1]}")
def test_no_two_levels_are_the_same_player(choices, pair) -> None:
    """Over fixed decisions (24, Strand-Cup 120), the two players choose differently at least twice."""
    name, made, positions = choices
    a, b = pair
    differ = sum(x != y for x, y in zip(made[a], made[b]))
    assert differ >= 2, f"{name}: {a} and {b} chose alike in {len(positions) - differ} of {len(positions)} decisions"


def test_the_random_player_is_the_baseline_the_levels_differ_from() -> None:
    """The check above can fail: three random players under three names would choose alike."""
    positions = decisions("striker", 24)
    first = [RandomPlayer().choose(v, seed_from("choice", i)) for i, (v, _) in enumerate(positions)]
    second = [RandomPlayer().choose(v, seed_from("choice", i)) for i, (v, _) in enumerate(positions)]
    assert first == second
