"""Golden playthroughs: whole Bummerls replayed and compared line by line with the stored text.

A difference means the rules (or the texts) changed. If the change is intended, regenerate with
``python3 tests/schnapsen/make_schnapsen_playthroughs.py`` and review the diff.
"""

import pytest

from make_schnapsen_playthroughs import PLAYTHROUGHS, path_for, playthrough


@pytest.mark.parametrize("seed", sorted(PLAYTHROUGHS))
def test_playthrough_matches_golden_file(seed):
    expected = path_for(seed).read_text(encoding="utf-8")
    actual = playthrough(seed, PLAYTHROUGHS[seed])
    assert actual.splitlines() == expected.splitlines()
