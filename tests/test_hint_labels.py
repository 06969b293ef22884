"""A hint is "<the move's label>: <why>" (pygame_core/ai/advice.py): a label with a colon of its own made it read
"Go for the ball: roll the die first: the roll beats …". So no label of a move a hint can name has a colon, in any
language: every label of seeded random matches of every game (four players where a game has them) is read. The one
exception is a move never weighed against another (Schnapsen's "Play on: deal the next hand", the only move after a
hand)."""

from __future__ import annotations

import importlib
import random

import pytest

from pygame_core import bridge
from pygame_core.core import i18n
from pygame_core.core.registry import names as game_names

#: Moves that are the only move whenever they are offered: no hint weighs them.
SOLE_MOVES = {"next_hand"}
SEATS = {"schnapsen": 2, "spike": 2, "strandcup": 4, "striker": 4}
OPTIONS = {"striker": {"players": 4}}


def labels_seen(game: str, lang: str, seed: int) -> dict[str, str]:
    """Every move's label offered to any seat in a random match, with its kind of move (the id before its ':')."""
    rng = random.Random(seed)
    started = bridge.handle_obj({"cmd": "new_game", "game": game, "seats": ["human"] * SEATS[game], "seed": seed,
                                 "options": OPTIONS.get(game, {}), "lang": lang})
    assert started["ok"], started
    gid, view, seen = started["id"], started["view"], {}
    for _ in range(3000):
        if view["over"]:
            break
        seat = view["to_move"]
        legal = bridge.handle_obj({"cmd": "view", "id": gid, "seat": seat, "lang": lang})["view"]["legal"]
        for move in legal:
            seen[move["label"]] = move["id"].split(":")[0]
        answer = bridge.handle_obj({"cmd": "act", "id": gid, "seat": seat, "action": rng.choice(legal)["id"],
                                    "lang": lang})
        view = answer["view"]
    bridge.handle_obj({"cmd": "close", "id": gid})
    return seen


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("game", sorted(game_names()))
def test_no_label_a_hint_names_has_a_colon_of_its_own(game: str, lang: str) -> None:
    seen: dict[str, str] = {}
    for seed in (1, 2):
        seen.update(labels_seen(game, lang, seed))
    assert len(seen) >= 10 and len(set(seen.values())) >= 2, seen  # the matches offered many labels
    with_colon = {label: kind for label, kind in seen.items() if kind not in SOLE_MOVES and ": " in label}
    assert not with_colon, with_colon


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("game", sorted(game_names()))
def test_a_hints_reason_has_no_colon_after_its_label(game: str, lang: str) -> None:
    """The other half of "<label>: <why>" read once: no reason a hint gives chains a second colon into its sentence
    (it read "…, here 7: the other team needs …"). Every hint text of every game, whatever the position fills in."""
    texts = importlib.import_module(f"pygame_core.games.{game}.messages").HINT_TEXTS[lang]
    assert len(texts) >= 5
    chained = {key: text for key, text in texts.items() if text.count(":") > 1}
    assert not chained, chained
