"""Golden playthroughs: each registered game's recorded matches replayed and compared step by step with the file.

The files hold the engine's facts (make_playthroughs.py): per step the mover, the legal ids, the choice, the events
as message keys with their parameters and a hash of every seat's view without its texts. The recorded actions are
replayed (not drawn again), so a difference names the first step whose mover, legal ids, events or views changed.
A changed sentence changes no file (the wording has its own tests: ``tests/test_event_wording.py``); this file
checks that the hashes indeed leave every text out (every message of the catalogs replaced, the files stay; what a
hash covers is the same in every language and with the German deck). If a change is intended, regenerate with
``python3 build.py playthroughs`` and review the diff.
"""

import pytest

import pygame_core
from make_playthroughs import (
    FACTS_EVERY,
    HERE,
    MAX_LINE,
    all_playthroughs,
    path_for,
    playthrough,
    recorded_actions,
    view_facts,
    view_hash,
)
from pygame_core.core import i18n

CASES = list(all_playthroughs())
IDS = [f"{n}-{s}" for n, s, _ in CASES]
#: The golden files together stay small enough to read in a review.
MAX_BYTES = 200_000
#: The views compared in every language: at the start and after every fifth step (and the last).
LANGUAGE_CHECK_EVERY = 5


def _steps(lines: list[str]) -> list[tuple[str, list[str]]]:
    """The file's lines grouped by step: (the head's first line, "start", "step N" or "over after ...", its lines)."""
    out: list[tuple[str, list[str]]] = []
    for line in lines:
        if line == "start" or line.startswith("step ") or line.startswith("over after") or not out:
            out.append((line.split(":")[0], []))
        out[-1][1].append(line)
    return out


def _difference(game: str, seed: int, where: str, line: str, want: str, got: str) -> str:
    """What differs in one line, in words (a view hash: whose view, and how to see what it covers)."""
    if want.startswith("  views ") and got.startswith("  views "):
        seats = [n for n, (a, b) in enumerate(zip(want.split()[1:], got.split()[1:])) if a != b]
        steps = 0 if where == "start" else int(where.split()[1]) + 1 if where.startswith("step ") else "STEPS"
        return (f"the view of seat {', '.join(map(str, seats)) or '?'} differs ({line}); what its hash covers: "
                f"python3 tests/playthroughs/make_playthroughs.py --facts {game} {seed} {steps}")
    return f"{line} differs:\n  file:   {want}\n  engine: {got}"


@pytest.mark.parametrize("name,seed,options", CASES, ids=IDS)
def test_playthrough_matches_golden_file(name, seed, options):
    path = path_for(name, seed)
    expected = path.read_text(encoding="utf-8")
    actions = recorded_actions(expected)
    assert actions, f"{path.name} records no action"
    actual = playthrough(name, seed, options, pygame_core.new_game, actions)
    want, got = _steps(expected.splitlines()), _steps(actual.splitlines())
    for (where, want_lines), (_, got_lines) in zip(want, got):
        for n, (a, b) in enumerate(zip(want_lines, got_lines)):
            assert b == a, f"{path.name}, {where}: " + _difference(name, seed, where, f"line {n + 1} of the step", a, b)
        assert len(got_lines) == len(want_lines), f"{path.name}, {where}: {len(got_lines)} lines, not {len(want_lines)}"
    assert len(got) == len(want)


def test_the_golden_files_are_small_and_every_one_is_used():
    files = sorted(HERE.glob("*.txt"))
    assert sum(path.stat().st_size for path in files) <= MAX_BYTES
    assert {path_for(name, seed) for name, seed, _ in CASES} == set(files)


def test_every_line_of_the_golden_files_is_short():
    for path in sorted(HERE.glob("*.txt")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
            assert len(line) < MAX_LINE, f"{path.name}, line {n + 1}: {len(line)} characters"


def test_a_changed_rule_is_reported_at_its_step_and_a_replay_keeps_the_recorded_actions():
    """The replay follows the file's actions: a file whose recorded action is not legal says so at that step."""
    name, seed, options = CASES[0]
    text = path_for(name, seed).read_text(encoding="utf-8")
    actions = recorded_actions(text)
    assert playthrough(name, seed, options, pygame_core.new_game, actions) == text
    wrong = actions[:3] + [(actions[3][0], "no-such-action")] + actions[4:]
    replayed = playthrough(name, seed, options, pygame_core.new_game, wrong).splitlines()
    refused = next(n for n, line in enumerate(replayed) if line.startswith("  refused: "))
    assert replayed[refused - 1] == f"  seat {actions[3][0]} chooses no-such-action"
    assert sum(line.startswith("step ") for line in replayed) == 4


def test_a_views_hash_leaves_out_its_texts_but_not_its_facts():
    name, seed, options = CASES[0]
    game = pygame_core.new_game(name, options or None, seed)
    view = game.view(0)
    reworded = {**view, "prompt": view["prompt"] + " Really.", "log": [{**line, "text": "?"} for line in view["log"]],
                "legal": [{**action, "label": "?"} for action in view["legal"]]}
    assert view_hash(reworded) == view_hash(view)
    assert view_hash({**view, "ply": view["ply"] + 1}) != view_hash(view)
    assert view_hash({**view, "legal": view["legal"][1:]}) != view_hash(view)
    assert view_hash({**view, "log": view["log"][1:]}) != view_hash(view)
    facts = view_facts(view)
    assert {"prompt", "names"}.isdisjoint(facts) and facts["log"] and all("text" not in line for line in facts["log"])
    for entry in facts["contract"]["hand"]:  # a card's id, actions and click; why not, only whether there is
        assert set(entry) <= {"card", "actions", "click", "reason"} and entry.get("reason") is None


FIRST_OF_EACH_GAME = [case for n, case in enumerate(CASES) if case[0] not in [c[0] for c in CASES[:n]]]


@pytest.mark.parametrize("name,seed,options", FIRST_OF_EACH_GAME, ids=[case[0] for case in FIRST_OF_EACH_GAME])
def test_no_changed_sentence_changes_a_golden_file(name, seed, options, monkeypatch):
    """Every message of every catalog, in every language, replaced by one sentence: the file stays as it is."""
    monkeypatch.setattr(i18n, "_CATALOGS", {lang: {key: "A changed sentence." for key in catalog}
                                            for lang, catalog in i18n._CATALOGS.items()})
    text = path_for(name, seed).read_text(encoding="utf-8")
    assert i18n.tr("core.error.game_over") == "A changed sentence."
    assert playthrough(name, seed, options, pygame_core.new_game, recorded_actions(text)) == text


@pytest.mark.parametrize("name,seed,options", CASES, ids=IDS)
def test_what_a_view_hash_covers_is_the_same_in_every_language_and_deck(name, seed, options):
    """The hash leaves out every text: what it covers of a view is the same in English, German (with the German
    deck's card names too) and Dutch, so no changed sentence can change a golden file. Checked at the start and
    after every fifth step of the recorded match (a new text field of a view fails here: add it to TEXT_FIELDS)."""
    game = pygame_core.new_game(name, options or None, seed)
    actions = recorded_actions(path_for(name, seed).read_text(encoding="utf-8"))
    for step in range(len(actions) + 1):
        if step:
            game.apply(*actions[step - 1])
        if step % LANGUAGE_CHECK_EVERY and step != len(actions):
            continue
        for seat in range(game.num_seats):
            english = view_facts(game.view(seat, "en"))
            assert view_facts(game.view(seat, "de")) == english, f"after {step} steps, seat {seat}: de"
            with i18n.showing_deck("german"):
                assert view_facts(game.view(seat, "nl")) == english, f"after {step} steps, seat {seat}: nl, german deck"


def test_the_facts_lines_come_at_the_start_every_few_steps_and_at_the_end():
    name, seed, _ = CASES[0]
    lines = path_for(name, seed).read_text(encoding="utf-8").splitlines()
    steps = dict(_steps(lines))
    assert any(line.startswith("  seat 0: score ") for line in steps["start"])
    assert any(line.startswith("  seat 0: score ") for line in steps[f"step {FACTS_EVERY - 1}"])
    assert not any(line.startswith("  seat 0: score ") for line in steps[f"step {FACTS_EVERY - 2}"])
