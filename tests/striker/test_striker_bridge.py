"""Striker through the JSON bridge: its options as the shell lists them, and a reason in German."""

from __future__ import annotations

import json

import striker_helpers  # noqa: F401  (the game is registered)
from pygame_core import bridge


def call(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def test_games_lists_striker_with_its_options():
    games = {g["name"]: g for g in call(cmd="games")["games"]}
    assert games["striker"]["seats"] == [2, 3, 4] and games["striker"]["title"] == "Striker"
    assert {o["name"] for o in games["striker"]["options"]} == {
        "players", "first_player", "corners", "must_play_while_able", "takeover_shot"}


def test_explain_reload_and_continue_the_same_turn():
    answer = call(cmd="new_game", game="striker", seed=2, seats=["human", "ai:medium"], lang="de")
    gid, view = answer["id"], answer["view"]
    assert view["to_move"] == 0 and [e["card"] for e in view["contract"]["hand"]] == ["2", "2", "6", "7", "10L", "P"]
    answer = call(cmd="act", id=gid, seat=0, action="start:2", lang="de")
    assert answer["ok"], answer
    explained = call(cmd="explain", id=gid, seat=0, action="play:11L@1", lang="de")
    assert explained == {"ok": True, "legal": False, "reason": "Du hast keine Karte 11 (links) auf der Hand."}
    loaded = call(cmd="load", save=answer["save"], lang="de")
    assert loaded["view"] == answer["view"]  # the same turn, the same hand, the same legal plays
    assert loaded["view"]["to_move"] == 0 and loaded["view"]["contract"]["table"]["turn"] == 1
    assert loaded["view"]["contract"]["score"]["text"] == "Tore 0:0"
