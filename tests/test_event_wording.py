"""The wording of the events the golden playthroughs record (issue 31, part 3).

The golden files (``tests/playthroughs/``) record events as message keys with their parameters, never as sentences,
so a changed sentence touches only the tests here:

- every event the recorded matches emit renders in English, German and Dutch (with its own parameters, through the
  engine's i18n as the log renders it; with a "You" seat as well): no error, no ``{placeholder}`` left, no Python
  value written as such (``None``, ``['KC']``), not empty; each key has its own German and Dutch message, and its
  sentences differ from the English ones (a message not translated would read the same);
- every text of the views of those matches (prompts, labels, reasons, names), sampled every tenth step, renders so
  too (a text there may be empty: a card's meaning beside a name that needs none), and every prompt says something;
- a handful of sentences read as expected in English (and one in German): a hand-picked sample, not a golden file.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator

import pytest

import pygame_core
from pygame_core.core import i18n
from pygame_core.core.i18n import SeatNames

sys.path.insert(0, str(Path(__file__).resolve().parent / "playthroughs"))
from make_playthroughs import (  # noqa: E402
    TEXT_FIELDS,
    TEXT_SUFFIXES,
    _plain,
    all_playthroughs,
    path_for,
    recorded_actions,
    short_key,
)

LANGS = ("en", "de", "nl")
CASES = list(all_playthroughs())
IDS = [f"{n}-{s}" for n, s, _ in CASES]
#: A placeholder left unfilled, or a Python value written as it is.
LEFTOVER = re.compile(r"\{\w*\}|\bNone\b|\[['\"\d]|\bTrue\b|\bFalse\b")


def _replayed(name: str, seed: int, options: dict[str, Any]) -> Any:
    """The match the golden file records, played to its end."""
    game = pygame_core.new_game(name, options or None, seed)
    for seat, action in recorded_actions(path_for(name, seed).read_text(encoding="utf-8")):
        game.apply(seat, action)
    return game


@lru_cache(maxsize=None)
def _events() -> dict[str, list[tuple[int, dict[str, Any]]]]:
    """Every event key the recorded matches emit -> each (number of seats, parameters) it is emitted with."""
    out: dict[str, list[tuple[int, dict[str, Any]]]] = {}
    for name, seed, options in CASES:
        game = _replayed(name, seed, options)
        for event in game.events:
            out.setdefault(event.key, []).append((game.num_seats, {k: _plain(v) for k, v in event.params.items()}))
    return out


def _rendered(key: str, params: dict[str, Any], lang: str) -> str:
    return i18n.tr(key, lang, **params)


def _check(text: Any, where: str, filled: bool = True) -> None:
    assert isinstance(text, str) and (text.strip() or not filled), f"{where}: empty"
    assert not LEFTOVER.search(text), f"{where}: {text!r}"


def test_the_events_come_from_the_golden_files() -> None:
    """The keys checked here are those the golden files list (each file ends with its event keys and types)."""
    listed = set()
    for name, seed, _ in CASES:
        for line in path_for(name, seed).read_text(encoding="utf-8").splitlines():
            if line.startswith("# event "):
                listed.add((name, line[len("# event "):].split(":")[0]))
    emitted = {(name, short_key(name, key)) for key in _events() for name, _, _ in CASES if key.startswith(name + ".")}
    assert listed == emitted and len(listed) > 40


@pytest.mark.parametrize("lang", LANGS)
def test_every_recorded_event_renders_in_every_language(lang: str) -> None:
    for key, uses in _events().items():
        for seats, params in uses:
            _check(_rendered(key, params, lang), f"{key} {params} in {lang}")
            you = SeatNames(("you",) + ("computer",) * (seats - 1))
            with i18n.naming(you):  # "You play ..." where a message has a second-person variant
                _check(_rendered(key, params, lang), f"{key} {params} in {lang}, seat 0 is You")


@pytest.mark.parametrize("lang", ("de", "nl"))
def test_every_recorded_event_is_translated(lang: str) -> None:
    """Each key has its own message in German and Dutch, and it does not read as the English one: at least one of
    its sentences differs (one that names only numbers or cards may read alike)."""
    missing = set(i18n.missing_keys(lang))
    for key, uses in _events().items():
        assert key not in missing, f"{key} has no {lang} message"
        assert any(_rendered(key, params, lang) != _rendered(key, params, "en") for _, params in uses), \
            f"{key} reads in {lang} as in English: {_rendered(key, uses[0][1], lang)!r}"


def _texts(value: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """The texts of a view, with where they are (the fields the golden files' hashes leave out)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "log":
                continue
            if key in TEXT_FIELDS or key.endswith(TEXT_SUFFIXES):
                yield from _strings(item, f"{path}.{key}")
            else:
                yield from _texts(item, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            yield from _texts(item, f"{path}[]")


def _strings(value: Any, path: str) -> Iterator[tuple[str, str]]:
    """Every string in a text field (a text, a list of them, or words by term)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item, f"{path}[]")
    elif value is not None:
        yield path, value


@pytest.mark.parametrize("name,seed,options", CASES, ids=IDS)
def test_the_texts_of_the_recorded_views_render_in_every_language(name, seed, options) -> None:
    game = pygame_core.new_game(name, options or None, seed)
    actions = recorded_actions(path_for(name, seed).read_text(encoding="utf-8"))
    for step in range(len(actions) + 1):
        if step:
            game.apply(*actions[step - 1])
        if step % 10 and step != len(actions):
            continue
        for lang in LANGS:
            view = game.view(step % game.num_seats, lang)
            for where, text in _texts(view):
                _check(text, f"{name} seed {seed}, after {step} steps, {lang}: {where}", filled=False)
            assert view["prompt"].strip(), f"{name} seed {seed}, after {step} steps, {lang}: no prompt"


# -- a hand-picked sample of sentences as they read ----------------------------------------------------------------


@pytest.mark.parametrize("key,params,english", [
    ("schnapsen.ev.deal", {"hand_no": 1, "dealer": 1, "trump": "H", "trump_card": "QH"},
     "Hand 1: Player 2 deals. Trump is hearts (the queen of hearts is turned up)."),
    ("schnapsen.ev.play", {"seat": 0, "card": "KH"}, "Player 1 plays the king of hearts."),
    ("schnapsen.ev.trick", {"winner": 0, "cards": ["KH", "QS"], "points": 7}, "Player 1 wins the trick (7 points)."),
    ("spike.log.rally", {"rally": 1, "set_no": 1, "server": 1}, "Rally 1 (set 1): Player 2 serves."),
    ("strandcup.log.rally", {"rally": 1, "seat": 0, "team": "A", "score": [0, 0]},
     "Rally 1: Player 1 serves for Team A (score 0:0)."),
    ("striker.event.draw", {"seat": 0, "count": 6, "pile": 44}, "Player 1 draws 6 cards; 44 left in the draw pile."),
    ("striker.event.turn", {"seat": 0, "turn": 1}, "Player 1's turn."),
])
def test_a_sample_of_sentences_reads_as_expected_in_english(key: str, params: dict, english: str) -> None:
    assert _rendered(key, params, "en") == english


def test_a_sentence_reads_as_expected_in_german() -> None:
    assert _rendered("schnapsen.ev.play", {"seat": 0, "card": "KH"}, "de") == "Spieler 1 spielt Herz-König."
