"""One name per seat, from the engine: "You" and "Computer" in a game against the computer, typed names in hot-seat.

Seeded random matches of every game and player count against the computer: every text the person's seat can see
(views in English, German and Dutch with their log, prompt and labels, the reasons of refused candidates, the whole
log and the summary) names no seat "Player N", and "You" is never put in the third person ("You plays", "You's",
"Du gewinnt", "Dus", "Jij heeft") nor in the middle of a sentence where a case or a lower-case "you" belongs.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any, Iterator

import pytest

import pygame_core
from pygame_core import bridge
from pygame_core.core import i18n

#: (game, options) for every seat count a match against the computer may have.
SETUPS = [("schnapsen", {}), ("spike", {}), ("strandcup", {"players": 4}), ("strandcup", {"players": 6}),
          ("strandcup", {"players": 8}), ("striker", {"players": 2}), ("striker", {"players": 3}),
          ("striker", {"players": 4})]
SEEDS = (1, 2)
#: Views rendered per match (each in three languages), spread over the whole match.
VIEWS_PER_MATCH = 40
MAX_STEPS = 20_000

NUMBERED = re.compile(r"\b(Player|Spieler|Speler) \d")
#: Third person or a wrong case for the person's seat.
WRONG_PERSON = {
    "en": [re.compile(r"\bYou (?!\w+ss\b)[a-z]+s\b"), re.compile(r"\bYou's\b"), re.compile(r"\bYou (has|is|was)\b")],
    "de": [re.compile(r"\bDu (?!\w+[sßzx]t\b)\w+t\b"), re.compile(r"\bDu ist\b"), re.compile(r"\bDus\b")],
    "nl": [re.compile(r"\bJij (heeft|is|was|kan)\b"), re.compile(r"\bJij's\b")],
}
YOU_WORD = {"en": "You", "de": "Du", "nl": "Jij"}


def texts(value: Any) -> Iterator[str]:
    """Every string in a JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from texts(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from texts(item)


def faults(text: str, lang: str) -> list[str]:
    """What is wrong with ``text`` as a line the person against the computer reads."""
    found = [f"numbered seat: {text!r}"] if NUMBERED.search(text) else []
    found += [f"third person: {text!r}" for pattern in WRONG_PERSON[lang] if pattern.search(text)]
    you = YOU_WORD[lang]
    for match in re.finditer(rf"\b{you}\b", text):
        before = text[:match.start()].rstrip()
        if before and before[-1] not in ".!?:(\"«":
            found.append(f"capital {you!r} inside a sentence: {text!r}")
    return found


def names_against_computer(count: int) -> list[dict[str, bool]]:
    return [{"you": True}] + [{"computer": True}] * (count - 1)


def seen_texts(game: pygame_core.Game, seat: int, lang: str) -> Iterator[str]:
    """Every text ``seat`` sees now in ``lang``: the view (log, prompt, labels, names) and the refused candidates'
    reasons."""
    yield from (t for t in texts(game.view(seat, lang)) if " " in t or t in ("You", "Du", "Jij"))
    yield game.summary(lang)
    if game.to_move() == seat:
        legal = set(game.legal_ids(seat))
        for action in game.candidates(seat):
            if action.id not in legal:
                reason = game.explain(seat, action.id, lang)
                if reason:
                    yield reason


@pytest.mark.parametrize("name,options", SETUPS, ids=[f"{n}-{json.dumps(o)}" for n, o in SETUPS])
def test_no_numbered_seat_and_no_wrong_person_against_the_computer(name: str, options: dict) -> None:
    problems: set[str] = set()
    for seed in SEEDS:
        probe = pygame_core.new_game(name, options, seed)
        game = pygame_core.new_game(name, options, seed)
        game = type(game).new(options, seed, names=names_against_computer(probe.num_seats))
        rng = random.Random(seed)
        moves: list[tuple[int, str]] = []
        while not game.is_over and len(moves) < MAX_STEPS:
            mover = game.to_move()
            action = rng.choice(game.legal_ids(mover))
            game.apply(mover, action)
            moves.append((mover, action))
        assert game.is_over
        replay = type(game).new(options, seed, names=game.seat_names)
        every = max(1, len(moves) // VIEWS_PER_MATCH)
        for n, (mover, action) in enumerate(moves + [(None, None)]):
            if n % every == 0 or mover is None:
                for lang in i18n.LANGUAGES:
                    for text in seen_texts(replay, 0, lang):
                        problems.update(faults(text, lang))
            if mover is not None:
                replay.apply(mover, action)
        for lang in i18n.LANGUAGES:
            for text in texts(game.events_for(0, 0, lang)):
                problems.update(faults(text, lang))
    assert not problems, f"{len(problems)} faulty texts, e.g.:\n" + "\n".join(sorted(problems)[:40])


def test_typed_hot_seat_names_appear_in_views_and_log() -> None:
    game = pygame_core.new_game("schnapsen", {}, 3)
    game = type(game).new({}, 3, names=[{"name": "  Anna  "}, {"name": "Bernd"}])
    view = game.view(0, "de")
    assert view["names"] == ["Anna", "Bernd"]
    assert any("Anna" in line["text"] or "Bernd" in line["text"] for line in view["log"])
    assert game.save()["names"] == [{"name": "Anna"}, {"name": "Bernd"}]
    assert type(game).load(game.save()).view(1, "nl")["names"] == ["Anna", "Bernd"]


def test_hot_seat_without_names_says_player_n_per_language() -> None:
    game = pygame_core.new_game("striker", {"players": 3}, 1)
    assert game.view(0, "en")["names"] == ["Player 1", "Player 2", "Player 3"]
    assert game.view(0, "de")["names"] == ["Spieler 1", "Spieler 2", "Spieler 3"]


def test_switching_language_renders_you_and_numbers_several_computers() -> None:
    game = type(pygame_core.new_game("striker", {"players": 3}, 1)).new({"players": 3}, 1,
                                                                         names=names_against_computer(3))
    assert game.view(0, "en")["names"] == ["You", "Computer 1", "Computer 2"]
    assert game.view(0, "de")["names"] == ["Du", "Computer 1", "Computer 2"]
    assert game.view(0, "nl")["names"] == ["Jij", "Computer 1", "Computer 2"]


def _bridge(request: dict) -> dict:
    return json.loads(bridge.handle(json.dumps(request)))


def test_bridge_names_a_game_against_the_computer_by_default() -> None:
    answer = _bridge({"cmd": "new_game", "game": "schnapsen", "seed": 5, "seats": ["human", "ai:easy"]})
    assert answer["ok"] and answer["view"]["names"] == ["You", "Computer"]
    assert answer["save"]["names"] == [{"you": True}, {"computer": True}]
    hot = _bridge({"cmd": "new_game", "game": "schnapsen", "seed": 5, "seats": ["human", "human"],
                   "names": [{"name": "Anna"}, None], "lang": "nl"})
    assert hot["ok"] and hot["view"]["names"] == ["Anna", "Speler 2"]


@pytest.mark.parametrize("names", [
    "Anna", [{"name": "Anna"}], [{"name": "Anna"}, {"name": "Bernd"}, None], [{"name": ""}, None],
    [{"name": "x" * 21}, None], [{"name": "a\u0000b"}, None], [{"name": 5}, None], [{"you": True}, {"you": True}],
    [{"you": False}, None], [{"name": "Anna", "you": True}, None], [[], None], ["Anna", None],
])
def test_bridge_refuses_bad_names_and_starts_nothing(names: Any) -> None:
    before = dict(bridge.sessions.open_games)
    answer = _bridge({"cmd": "new_game", "game": "schnapsen", "seed": 5, "seats": ["human", "human"],
                      "names": names})
    assert not answer["ok"] and answer["error"]["code"] == "malformed_input"
    assert "name" in answer["error"]["message"]
    assert bridge.sessions.open_games == before


def test_old_save_without_names_loads_named_by_its_seats() -> None:
    answer = _bridge({"cmd": "new_game", "game": "spike", "seed": 7, "seats": ["human", "ai:easy"]})
    save = dict(answer["save"])
    del save["names"]
    loaded = _bridge({"cmd": "load", "save": save})
    assert loaded["ok"] and loaded["view"]["names"] == ["You", "Computer"]
    save["seats"] = ["human", "human"]
    assert _bridge({"cmd": "load", "save": save})["view"]["names"] == ["Player 1", "Player 2"]
