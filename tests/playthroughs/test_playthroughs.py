"""Golden playthroughs: each registered game's recorded matches replayed and compared step by step with the file.

The recorded actions are replayed (not drawn again), so a difference names the first step whose mover, legal ids,
events or views changed. If the change is intended, regenerate with ``python3 build.py playthroughs`` and review the
diff.
"""

import pytest

import pygame_core
from make_playthroughs import HERE, all_playthroughs, path_for, playthrough, recorded_actions

CASES = list(all_playthroughs())
#: The golden files together stay small enough to read in a review.
MAX_BYTES = 1_000_000


def _steps(lines: list[str]) -> list[tuple[str, list[str]]]:
    """The file's lines grouped by step: ("start" or "step N", its lines)."""
    out: list[tuple[str, list[str]]] = []
    for line in lines:
        if line == "start" or line.startswith("step ") or line.startswith("over after") or not out:
            out.append((line.split(":")[0], []))
        out[-1][1].append(line)
    return out


@pytest.mark.parametrize("name,seed,options", CASES, ids=[f"{n}-{s}" for n, s, _ in CASES])
def test_playthrough_matches_golden_file(name, seed, options):
    path = path_for(name, seed)
    expected = path.read_text(encoding="utf-8")
    actions = recorded_actions(expected)
    assert actions, f"{path.name} records no action"
    actual = playthrough(name, seed, options, pygame_core.new_game, actions)
    want, got = _steps(expected.splitlines()), _steps(actual.splitlines())
    for (where, want_lines), (_, got_lines) in zip(want, got):
        for n, (a, b) in enumerate(zip(want_lines, got_lines)):
            assert b == a, f"{path.name}, {where}, line {n + 1} of the step differs"
        assert len(got_lines) == len(want_lines), f"{path.name}, {where}: {len(got_lines)} lines, not {len(want_lines)}"
    assert len(got) == len(want)


def test_the_golden_files_are_small_and_every_one_is_used():
    files = sorted(HERE.glob("*.txt"))
    assert sum(path.stat().st_size for path in files) <= MAX_BYTES
    assert {path_for(name, seed) for name, seed, _ in CASES} == set(files)


def test_a_changed_rule_is_reported_at_its_step_and_a_replay_keeps_the_recorded_actions():
    """The replay follows the file's actions: a file whose recorded action is not legal says so at that step."""
    name, seed, options = CASES[0]
    text = path_for(name, seed).read_text(encoding="utf-8")
    actions = recorded_actions(text)
    assert playthrough(name, seed, options, pygame_core.new_game, actions) == text
    wrong = actions[:3] + [(actions[3][0], "no-such-action")] + actions[4:]
    replayed = playthrough(name, seed, options, pygame_core.new_game, wrong).splitlines()
    assert replayed[-1].startswith("  refused: ") and replayed[-2] == f"  seat {actions[3][0]} chooses no-such-action"
    assert sum(line.startswith("step ") for line in replayed) == 4
