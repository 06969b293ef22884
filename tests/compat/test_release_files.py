"""Saves and replay links made by earlier releases still load (``make_release_saves.py`` wrote them then)."""

import json
from pathlib import Path

import pytest

from pygame_core import bridge

FILES = sorted(Path(__file__).resolve().parent.glob("release_*.json"))
CASES = [(path.name, entry) for path in FILES for entry in json.loads(path.read_text(encoding="utf-8"))]


def call(**request):
    return json.loads(bridge.handle(json.dumps(request)))


@pytest.mark.parametrize("name,entry", CASES, ids=[f"{n}-{e['game']}" for n, e in CASES])
def test_an_old_save_resumes_at_its_position(name, entry):
    answer = call(cmd="load", save=entry["save"])
    assert answer["ok"], answer
    assert answer["view"]["ply"] == entry["ply"] == len(entry["save"]["actions"])
    assert answer["view"]["to_move"] == entry["to_move"]
    assert answer["save"]["actions"] == entry["save"]["actions"]
    call(cmd="close", id=answer["id"])


@pytest.mark.parametrize("kind", ["seen_only", "full"])
@pytest.mark.parametrize("name,entry", CASES, ids=[f"{n}-{e['game']}" for n, e in CASES])
def test_an_old_replay_link_shows_every_position(name, entry, kind):
    opened = call(cmd="replay_open", packed=entry[kind])
    assert opened["ok"], opened
    count = opened["replay"]["count"]
    assert count == entry["ply"] + 1
    for step in range(count):
        shown = call(cmd="replay_step", rid=opened["rid"], step=step)
        assert shown["ok"], shown
        assert shown["view"]["game"] == entry["game"]
    call(cmd="replay_close", rid=opened["rid"])


def test_spike_per_set_saves_of_rules_version_1_replay_as_made():
    """Spike rules version 2 deals a new hand of 10 at each set under power_cards=per_set (issue 11); saves made by
    version 1 (power cards back on top of the hand) still replay, with version 1's rules, to the same score."""
    import pygame_core
    from pygame_core.games.spike.view import old_hand

    saves = json.loads((Path(__file__).resolve().parent / "spike_per_set_v1.json").read_text(encoding="utf-8"))
    for save in saves:
        game = pygame_core.load({k: v for k, v in save.items() if k != "views"})
        assert game.rules_version == 1 and game.is_over
        score, hand = save["views"]  # as the views showed them then (issue 32: now in the contract)
        shown = game.view(0)["contract"]
        assert {**shown["table"]["score"], "text": shown["score"]["text"]} == score
        assert game.view(1)["contract"]["hand"] == old_hand(hand)
        assert [(entry["card"], entry["name"]) for entry in game.view(1)["contract"]["hand"]] == \
            [(entry["card"], entry["name"]) for entry in hand]
