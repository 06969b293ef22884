"""Golden playthroughs: each registered game's matches replayed and compared line by line with the stored text.

A difference means the rules, the texts or a view changed. If the change is intended, regenerate with
``python3 build.py playthroughs`` and review the diff.
"""

import pytest

import pygame_core
from make_playthroughs import all_playthroughs, path_for, playthrough

CASES = list(all_playthroughs())


@pytest.mark.parametrize("name,seed,options", CASES, ids=[f"{n}-{s}" for n, s, _ in CASES])
def test_playthrough_matches_golden_file(name, seed, options):
    expected = path_for(name, seed).read_text(encoding="utf-8").splitlines()
    actual = playthrough(name, seed, options, pygame_core.new_game).splitlines()
    for n, (want, got) in enumerate(zip(expected, actual)):
        assert got == want, f"{path_for(name, seed).name} line {n + 1} differs"
    assert len(actual) == len(expected)
