"""Seen-only Schnapsen replays made before issue 32 moved the game's own fields into ``contract.table`` still open
and draw the same table.

``schnapsen_seen_record_v238f740.json`` is a seat record (``replay.seat_record``) written by the engine of main
238f740, the last before the move: Schnapsen's own fields (phase, hand_no, opponent, tricks, played, points, ...)
and its reshaped ``hand`` ({card, action, reason}) at the top level, ``contract.table`` with the trump, the talon and
the tricks only. A record from before issue 32 had no ``contract.<part>`` at all: the same file without them stands
for one (the trump, the talon and the tricks then at the top level too). Both open through the bridge, as a link or file would, and every position shows the contract a record made
now shows: its table's fields equal the live view's (``play_refused`` aside: a replay is looked at, not played), and its
hand holds the same cards with no actions.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import pygame_core
from pygame_core import bridge
from pygame_core.core import replay
from pygame_core.core.contract import TABLE_FIELD
from pygame_core.games.schnapsen.view import VIEW_CONTRACT

RECORD = json.loads((Path(__file__).resolve().parent / "schnapsen_seen_record_v238f740.json").read_text("utf-8"))


def call(**request: Any) -> dict[str, Any]:
    answer = json.loads(bridge.handle(json.dumps(request)))
    assert answer.get("ok", True) is not False, answer
    return answer


def _without_contract(record: dict[str, Any]) -> dict[str, Any]:
    """The record as one from before issue 32 carried it: no ``contract.<part>`` fields, the trump, the talon and the
    tricks at the top level with the rest."""
    steps = [{**step, "v": {**{k: v for k, v in step["v"].items() if not k.startswith("contract.")},
                            **step["v"].get("contract.table", {})}} for step in record["steps"]]
    return {**record, "steps": steps}


def _live_views() -> list[dict[str, Any]]:
    """Seat 0's view at every position of the recorded match, as the engine shows it now."""
    game = pygame_core.new_game("schnapsen", {}, 11)
    views = [game.view(0)]
    for seat, action in RECORD["actions"]:
        game.apply(seat, action)
        views.append(game.view(0))
    return views


@pytest.mark.parametrize("made", ["during issue 32", "before issue 32"])
def test_an_older_seen_only_record_opens_and_shows_the_contract_of_today(made: str) -> None:
    record = RECORD["record"] if made == "during issue 32" else _without_contract(RECORD["record"])
    assert "phase" in record["steps"][0]["v"] and "hand" in record["steps"][0]["v"]  # (the old shape, by hand)
    opened = call(cmd="replay_open", file={"format": replay.SHARE_FORMAT, "kind": "seat", **record})
    rid = opened["rid"]
    live = _live_views()
    assert opened["replay"]["count"] == len(live) == len(RECORD["actions"]) + 1
    for step, now in enumerate(live):
        shown = call(cmd="replay_step", rid=rid, step=step)["view"]
        table = {k: v for k, v in now["contract"]["table"].items() if k not in VIEW_CONTRACT.played_only}
        assert shown["contract"]["table"] == table, step
        assert [e["card"] for e in shown["contract"]["hand"]] == [e["card"] for e in now["contract"]["hand"]], step
        assert all(e["actions"] == [] and e["reason"] is None and e["name"] for e in shown["contract"]["hand"])
        assert not set(shown) & set(VIEW_CONTRACT.table_fields) and "hand" not in shown, step  # moved, not copied
        assert shown["prompt"] == now["prompt"] and shown["ply"] == now["ply"]
    call(cmd="replay_close", rid=rid)


def test_a_seen_only_record_made_now_carries_the_table_in_the_contract_and_opens_the_same() -> None:
    """A record made now: no field of Schnapsen's own at the top level of any step, ``contract.table`` with them
    (``play_refused`` left out), and it opens to the same positions as the older one."""
    game = pygame_core.new_game("schnapsen", {}, 11)
    for seat, action in RECORD["actions"]:
        game.apply(seat, action)
    record = replay.seat_record(game, 0, "en")
    for step in record["steps"]:
        assert not set(step["v"]) & (set(VIEW_CONTRACT.table_fields) | {"hand"}), sorted(step["v"])
        assert f"{TABLE_FIELD}play_refused" not in step["v"]
    first = {key[len(TABLE_FIELD):] for key in record["steps"][0]["v"] if key.startswith(TABLE_FIELD)}
    assert first == set(VIEW_CONTRACT.table_fields) - {"play_refused"}  # (each field of the table on its own)
    new = call(cmd="replay_open", file={"format": replay.SHARE_FORMAT, "kind": "seat", **record})
    old = call(cmd="replay_open", file={"format": replay.SHARE_FORMAT, "kind": "seat", **RECORD["record"]})
    for step in range(len(RECORD["actions"]) + 1):
        a = call(cmd="replay_step", rid=new["rid"], step=step)["view"]
        b = call(cmd="replay_step", rid=old["rid"], step=step)["view"]
        assert a["contract"] == b["contract"], step
    call(cmd="replay_close", rid=new["rid"])
    call(cmd="replay_close", rid=old["rid"])


def test_an_older_records_hand_of_the_wrong_shape_is_refused_when_opened() -> None:
    """The old hand is checked as strictly as any field before it is shown (ViewContract.old_hand_shape)."""
    steps = [dict(step) for step in RECORD["record"]["steps"]]
    steps[0] = {**steps[0], "v": {**steps[0]["v"], "hand": [{"card": 7, "action": None, "reason": None}]}}
    answer = json.loads(bridge.handle(json.dumps({"cmd": "replay_open", "file": {
        "format": replay.SHARE_FORMAT, "kind": "seat", **RECORD["record"], "steps": steps}})))
    assert answer["ok"] is False and "hand" in json.dumps(answer)


@pytest.mark.parametrize("field,value", [("opponent", {"seat": 1, "hand_count": 10**9, "known": []}), ("talon", 10**9)])
def test_an_older_records_top_level_count_is_bounded_as_in_the_contracts_table(field: str, value: Any) -> None:
    """A count the table draws that many card backs of, at the top level of an older record, is refused when the
    record is opened, as the same count in ``contract.table`` is (tests/test_bridge_hostile.py)."""
    steps = [dict(step) for step in RECORD["record"]["steps"]]
    steps[-1] = {**steps[-1], "v": {**steps[-1]["v"], field: value}}
    answer = json.loads(bridge.handle(json.dumps({"cmd": "replay_open", "file": {
        "format": replay.SHARE_FORMAT, "kind": "seat", **RECORD["record"], "steps": steps}})))
    assert answer["ok"] is False and answer["error"]["code"] == "corrupt_save" and field in answer["error"]["message"]
