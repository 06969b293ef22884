"""Seen-only replays made before Striker's view held only the shared fields and the contract (issue 32, item 1) still
open and draw the same: their top-level fields (``phase``, ``seat_info``, ``attacks``, the own ``hand`` as card ids
...) are put in their place in the contract (view.VIEW_CONTRACT), checked as a live view's.

``striker_seen_record_238f740.json`` is a real link's text (``packed``) made by the engine at commit 238f740: seat 0
of a 3-player match after 14 moves, its own fields at the top level, the attacks and the shot in ``contract.table``.
With its ``contract.<part>`` fields taken out (the attacks and the shot at the top level) it is a record as they
were before issue 32.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import pygame_core
from pygame_core import bridge
from pygame_core.core import replay
from pygame_core.core.errors import CorruptSave
from pygame_core.games.striker.rules import Striker
from pygame_core.games.striker.view import VIEW_CONTRACT

SAVED = json.loads(Path(__file__).with_name("striker_seen_record_238f740.json").read_text())


def the_match() -> Striker:
    """The record's match, played again by the engine of today."""
    game = pygame_core.new_game("striker", SAVED["options"], SAVED["seed"])
    for seat, action in SAVED["actions"]:
        game.apply(seat, action)
    assert isinstance(game, Striker)
    return game


def views(record: dict[str, Any], game: Striker) -> list[dict[str, Any]]:
    opened = replay.replay_of_record(record, game.readable_versions(), VIEW_CONTRACT)
    return [opened.step(k, None, "en")["view"] for k in range(opened.count)]


def worded_as_at_238f740(view: dict[str, Any]) -> dict[str, Any]:
    """``view`` with its texts in the words of the record's day: a record keeps the log's texts as written, and
    since 2026-12-05 an attack's number is written "#1", as on the pitch (it read "attack 1", a card's number to a
    newcomer); only the reasons "Attack #1 ends on ..." had the sign before."""
    text = re.sub(r"([Aa]ttack) #(\d+)(?! ends on)", r"\1 \2", json.dumps(view))
    return json.loads(text)


def without_contract_parts(record: dict[str, Any]) -> dict[str, Any]:
    """The record as one made before issue 32 was: no ``contract.<part>`` fields, the attacks and the shot at the
    top level too."""
    steps = []
    for step in record["steps"]:
        fields = {k: v for k, v in step["v"].items() if not k.startswith("contract.")}
        table = step["v"].get("contract.table", {})
        fields.update({k: table[k] for k in ("attacks", "shot") if k in table})
        steps.append({**step, "v": fields})
    return {**record, "steps": steps}


def test_the_record_is_of_the_old_shape() -> None:
    first = replay.unpack(SAVED["packed"])["steps"][0]["v"]
    assert {"hand", "seat_info", "phase", "turn", "turn_log", "cards", "title"} <= set(first)
    assert set(first["contract.table"]) == {"attacks", "shot"}


def test_a_record_made_before_the_fields_moved_draws_every_position_the_same() -> None:
    """Every position of the old link shows what a record made now of the same match shows (the deal's fingerprint
    aside: the match played again has a salt of its own)."""
    game = the_match()
    old = views(replay.unpack(SAVED["packed"]), game)
    now = [worded_as_at_238f740(v) for v in views(json.loads(json.dumps(replay.seat_record(game, 0))), game)]
    assert len(old) == len(now) == len(SAVED["actions"]) + 1
    for k, (was, shown) in enumerate(zip(old, now)):
        assert {**was, "fair": None} == {**shown, "fair": None}, k
    table = now[-1]["contract"]["table"]
    assert len(table["teams"]) == 3 and table["attacks"] and table["turn_log"]
    assert [e["card"] for e in now[-1]["contract"]["hand"]] == game.own_cards(0)


def test_a_record_from_before_the_contract_draws_the_same_table_hand_and_seats() -> None:
    """A record with no contract at all: its ``seat_info`` gives the seats (name, cards, goals) and the teams, its
    ``hand`` of card ids the hand's entries, its other fields the table."""
    game = the_match()
    old = views(without_contract_parts(replay.unpack(SAVED["packed"])), game)
    now = [worded_as_at_238f740(v) for v in views(json.loads(json.dumps(replay.seat_record(game, 0))), game)]
    for k, (was, shown) in enumerate(zip(old, now)):
        assert was["contract"]["table"] == shown["contract"]["table"], k
        assert was["contract"]["hand"] == shown["contract"]["hand"], k
        assert [{**s, "shows": ""} for s in was["contract"]["seats"]] == \
            [{**s, "shows": ""} for s in shown["contract"]["seats"]], k
        assert was["contract"]["score"]["seats"] == shown["contract"]["score"]["seats"], k
        assert {**was, "contract": None, "fair": None} == {**shown, "contract": None, "fair": None}, k


@pytest.mark.parametrize("shape", ["as made", "before the contract"])
def test_an_old_record_opens_through_the_bridge_as_a_link(shape: str) -> None:
    record = replay.unpack(SAVED["packed"])
    if shape != "as made":
        record = without_contract_parts(record)
    answer = json.loads(bridge.handle(json.dumps({"cmd": "replay_open", "packed": replay.pack(record)})))
    assert answer["ok"], answer
    rid = answer["rid"]
    last = answer["replay"]["count"] - 1
    step = json.loads(bridge.handle(json.dumps({"cmd": "replay_step", "rid": rid, "step": last})))
    bridge.handle(json.dumps({"cmd": "replay_close", "rid": rid}))
    view = step["view"]
    assert set(view) <= {*VIEW_CONTRACT.field_shapes(3)}, sorted(view)
    game = the_match()
    assert view["contract"]["table"]["teams"][1]["colour"] == "blue"
    assert [s["cards"] for s in view["contract"]["seats"]] == [len(hand) for hand in game.hands]
    assert [e["card"] for e in view["contract"]["hand"]] == game.own_cards(0)


@pytest.mark.parametrize("field,path", [("seat_info", (1, "pile")), ("hand", (0,))])
def test_an_old_records_top_level_field_is_checked_before_anything_is_drawn(field: str, path: tuple) -> None:
    """The old top-level fields keep the contract a live view keeps: a pile of 200,000 or a card id of 5,000
    characters is refused, naming the field."""
    record = without_contract_parts(replay.unpack(SAVED["packed"]))
    node = record["steps"][0]["v"][field]
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = 200_000 if field == "seat_info" else "x" * 5_000
    with pytest.raises(CorruptSave, match=field):
        replay.replay_of_record(record, the_match().readable_versions(), VIEW_CONTRACT)
