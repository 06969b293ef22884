"""The strength above hard (issue 36): ``expert`` exists only in a game that offers it (``GameInfo.levels``:
Schnapsen), is a different player from hard there, decides legally and the same again for a seed; the bridge lists
each game's own strengths and refuses, changing nothing, an expert seat in a game without one."""

from __future__ import annotations

import copy

import pytest

import pygame_core
from pygame_core import bridge
from pygame_core.core import registry
from pygame_core.core.errors import MalformedInput
from pygame_core.core.rng import Rng, seed_from
from pygame_core.games.schnapsen.ai import ExpertBudget, ExpertPlayer, closing_in_doubt
from pygame_core.games.schnapsen.model import CLOSE, PLAY
from tests.ai.test_levels import decisions


def offering(level: str) -> list[str]:
    return [name for name in registry.names() if level in registry.get(name).levels]


def test_expert_is_offered_by_schnapsen_alone_and_every_game_offers_the_three_strengths() -> None:
    assert offering("expert") == ["schnapsen"]
    for name in registry.names():
        assert registry.get(name).levels[:3] == pygame_core.LEVELS


def test_the_games_answer_lists_each_games_own_strengths() -> None:
    answer = bridge.handle_obj({"cmd": "games"})
    levels = {game["name"]: game["levels"] for game in answer["games"]}
    assert levels["schnapsen"] == ["easy", "medium", "hard", "expert"]
    assert all(found == ["easy", "medium", "hard"] for name, found in levels.items() if name != "schnapsen")


def test_expert_chooses_legally_the_same_again_and_otherwise_than_hard() -> None:
    positions = decisions("schnapsen", 6)  # the full-strength expert: up to a second a choice
    expert = [pygame_core.make_player("schnapsen", "expert").choose(copy.deepcopy(view), seed_from("choice", i))
              for i, (view, _) in enumerate(positions)]
    again = pygame_core.make_player("schnapsen", "expert")
    hard = pygame_core.make_player("schnapsen", "hard")
    differ = 0
    for i, (view, legal) in enumerate(positions):
        assert expert[i] in legal
        assert again.choose(copy.deepcopy(view), seed_from("choice", i)) == expert[i]
        differ += hard.choose(copy.deepcopy(view), seed_from("choice", i)) != expert[i]
    assert differ >= 1, "expert chose as hard in every position: not a different player"


@pytest.mark.parametrize("game", ["spike", "strandcup", "striker"])
def test_an_expert_seat_is_refused_in_a_game_without_one_and_changes_nothing(game: str) -> None:
    with pytest.raises(MalformedInput):
        pygame_core.make_player(game, "expert")
    before = dict(bridge.sessions.open_games)
    answer = bridge.handle_obj({"cmd": "new_game", "game": game, "seats": ["human"], "fill": "ai:expert", "seed": 1})
    assert not answer["ok"] and answer["error"]["code"] == "malformed_input" and "expert" in answer["error"]["message"]
    assert bridge.sessions.open_games == before
    save = bridge.handle_obj({"cmd": "new_game", "game": game, "seats": ["human"], "fill": "ai:hard", "seed": 1})
    bridge.handle_obj({"cmd": "close", "id": save["id"]})
    before = dict(bridge.sessions.open_games)
    loaded = bridge.handle_obj({"cmd": "load", "save": {**save["save"], "seats": [
        "human", *["ai:expert"] * (len(save["save"]["seats"]) - 1)]}})
    assert not loaded["ok"] and loaded["error"]["code"] == "corrupt_save"
    assert bridge.sessions.open_games == before


def test_a_match_against_expert_plays_through_the_bridge() -> None:
    started = bridge.handle_obj({"cmd": "new_game", "game": "schnapsen", "seats": ["human", "ai:expert"], "seed": 4})
    assert started["ok"], started
    gid, view = started["id"], started["view"]
    try:
        for _ in range(6):  # the person plays its first legal move; the expert answers
            if view["over"]:
                break
            if view["to_move"] == 0:
                view = bridge.handle_obj({"cmd": "act", "id": gid, "seat": 0, "action": view["legal"][0]["id"]})["view"]
            else:
                moved = bridge.handle_obj({"cmd": "ai_move", "id": gid})
                assert moved["ok"] and moved["seat"] == 1, moved
                view = moved["view"]
    finally:
        bridge.handle_obj({"cmd": "close", "id": gid})


def test_expert_takes_a_second_look_where_closing_is_in_doubt() -> None:
    """Closing and the best other move within ``close_margin``: the expert searches ``close_deals`` more deals and
    averages them in by deals (issue 36: the closing decision is what the hidden cards cost most); a clear
    decision is left as the first search valued it."""
    close, play = (CLOSE, 0), (PLAY, 5)
    assert closing_in_doubt({close: 0.10, play: 0.15}, 0.1)
    assert not closing_in_doubt({close: 0.10, play: 0.30}, 0.1)
    assert not closing_in_doubt({play: 0.1, (PLAY, 6): 0.1}, 0.1)  # (closing not legal)

    class Scripted(ExpertPlayer):
        def __init__(self, answers: list[dict]) -> None:
            super().__init__(ExpertBudget(deals=40, close_deals=80, close_margin=0.1))
            self.answers, self.budgets = answers, []

        def values(self, r, moves, rng, budget=None):
            used = budget or self.expert
            self.budgets.append((used.deals, used.iterations))
            return self.answers.pop(0)

    in_doubt = Scripted([{close: 0.0, play: 0.05}, {close: 0.3, play: 0.0}])
    assert in_doubt.search(None, [close, play], Rng(1)) == close  # (0.3 x 80 + 0) / 120 against 0.05 x 40 / 120
    assert in_doubt.budgets == [(40, 100), (80, 200)] and in_doubt.expert.deals == 40
    clear = Scripted([{close: 0.0, play: 0.5}, {close: 1.0, play: 0.0}])
    assert clear.search(None, [close, play], Rng(1)) == play and clear.budgets == [(40, 100)]
