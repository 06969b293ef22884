"""Striker through the JSON bridge (registered here for the test only; the lead registers it in GAMES)."""

from __future__ import annotations

import json

import pytest

import pygame_core
from pygame_core import bridge


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(pygame_core.GAMES, "striker", "pygame_core.games.striker")


def call(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def test_games_lists_striker_with_its_options():
    games = {g["name"]: g for g in call(cmd="games")["games"]}
    assert games["striker"]["seats"] == [2, 3, 4] and games["striker"]["title"] == "Striker"
    assert {o["name"] for o in games["striker"]["options"]} == {
        "players", "first_player", "corners", "must_play_while_able", "takeover_shot"}


def test_a_four_player_game_with_computer_players_runs_to_the_end_through_the_bridge():
    answer = call(cmd="new_game", game="striker", options={"players": 4}, seed=4,
                  seats=["ai:hard", "ai:medium", "ai:easy", "ai:random"])
    assert answer["ok"], answer
    gid = answer["id"]
    for _ in range(3000):
        answer = call(cmd="ai_move", id=gid)
        assert answer["ok"], answer
        if answer["view"]["over"]:
            break
    assert answer["view"]["result"]["outcome"] is not None
    assert answer["view"]["players"] == ["ai:hard", "ai:medium", "ai:easy", "ai:random"]
    assert len(answer["view"]["seat_info"]) == 4


def test_explain_reload_and_continue_the_same_turn():
    answer = call(cmd="new_game", game="striker", seed=2, seats=["human", "ai:medium"], lang="de")
    gid, view = answer["id"], answer["view"]
    assert view["to_move"] == 0 and view["hand"] == ["2", "2", "6", "7", "10L", "P"]
    answer = call(cmd="act", id=gid, seat=0, action="start:2", lang="de")
    assert answer["ok"], answer
    explained = call(cmd="explain", id=gid, seat=0, action="play:11L@1", lang="de")
    assert explained == {"ok": True, "legal": False, "reason": "Du hast keine Karte 11 (links) auf der Hand."}
    loaded = call(cmd="load", save=answer["save"], lang="de")
    assert loaded["view"] == answer["view"]  # the same turn, the same hand, the same legal plays
    assert loaded["view"]["to_move"] == 0 and loaded["view"]["turn"] == 1
