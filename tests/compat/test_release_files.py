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
