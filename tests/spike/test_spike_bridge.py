"""Spike through the JSON bridge (the game is registered for these tests only; the lead registers it for real)."""

from __future__ import annotations

import json

import pytest

import pygame_core
from pygame_core import bridge


@pytest.fixture(autouse=True)
def spike_registered(monkeypatch):
    monkeypatch.setitem(pygame_core.GAMES, "spike", "pygame_core.games.spike")


def call(**request):
    answer = json.loads(bridge.handle(json.dumps(request)))
    return answer


def test_a_match_against_the_computer_through_the_bridge():
    started = call(cmd="new_game", game="spike", seed=17, seats=["human", "ai:medium"],
                   deal={"first_server": 0}, lang="de")
    assert started["ok"], started
    gid = started["id"]
    view = started["view"]
    assert view["game"] == "spike" and view["prompt"].startswith("Auf 10 Karten")
    for _ in range(400):
        if view["over"]:
            break
        if view["to_move"] == 0:
            answer = call(cmd="act", id=gid, seat=0, action=view["legal"][0]["id"])
        else:
            answer = call(cmd="ai_move", id=gid)
        assert answer["ok"], answer
        view = answer["view"]
    assert view["over"] and view["match"]["winner"] in (0, 1)
    reloaded = call(cmd="load", save=call(cmd="save", id=gid)["save"])
    assert reloaded["ok"] and reloaded["view"]["match"] == view["match"]


def test_explain_gives_the_rule_a_card_breaks():
    deal = {"first_server": 0, "hands": [["A3", "A4", "A5", "A6", "A7", "D6", "D7", "D8", "D9", "D1"],
                                         ["DB", "D4", "D5", "D6", "D7", "A1", "A2", "A3", "A4", "A5"]]}
    gid = call(cmd="new_game", game="spike", seed=3, seats=["human", "human"], deal=deal)["id"]
    assert call(cmd="explain", id=gid, seat=0, action="play:AC")["reason"] == "You do not hold CUT."
    assert call(cmd="act", id=gid, seat=0, action="play:A5")["ok"]
    explained = call(cmd="explain", id=gid, seat=1, action="play:DB")
    assert explained == {"ok": True, "legal": False, "reason": "A BLOCK cannot answer a serve."}
    refused = call(cmd="act", id=gid, seat=1, action="play:DB")
    assert not refused["ok"] and refused["error"]["code"] == "illegal_action"
    assert refused["error"]["message"] == "A BLOCK cannot answer a serve."
    # the save handed to the shell during the face-down serve does not contain it
    assert call(cmd="save", id=gid)["save"]["actions"] == []


def test_games_lists_spike_with_its_options():
    games = {g["name"]: g for g in call(cmd="games")["games"]}
    spike = games["spike"]
    assert spike["seats"] == [2] and spike["title"] == "Spike"
    assert {o["name"] for o in spike["options"]} == {"power_cards", "first_server", "set_points", "sets_to_win"}
    assert call(cmd="rules_help", game="spike", lang="nl")["help"]["sections"]
