"""Issue 32: Strand-Cup's seen-only replays (a link or file of what one seat saw) made before its court moved into
``contract.table`` still open, and the table draws the same court and hand from them:

- made before issue 32: every field of the court at the top level, the reshaped ``hand`` (each card as printed, with
  its moves and reasons), no ``contract`` at all;
- made during issue 32: the court's nine fields in ``contract.table`` (recorded whole) and repeated at the top level
  with all the others, ``contract.seats``/``score``/``hand`` and the reshaped ``hand`` beside them.

Both are built by hand from a record made now (the shapes those records had: git history of view.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pygame_core.core import replay
from pygame_core.core.errors import CorruptSave
from pygame_core.core.rng import Rng
from pygame_core.games.strandcup import GAME_INFO
from pygame_core.games.strandcup.view import VIEW_CONTRACT, catalogue

GAME = GAME_INFO.game
FLAT = "contract.table."
#: The court's fields that were in ``contract.table`` (and at the top level) during issue 32.
COURT_FIELDS = ("possession", "chain", "incoming", "from_team", "target", "table", "blockers", "spiker", "attached")


def record_now(moves: int = 60) -> tuple[Any, dict[str, Any]]:
    game = GAME.new({"players": 6, "teams": 3}, seed=4)
    rng = Rng(4)
    for _ in range(moves):
        mover = game.to_move()
        game.apply(mover, rng.choice([i for i in game.legal_ids(mover) if not i.startswith("shout")]))
    return game, json.loads(json.dumps(replay.seat_record(game, 0)))


def reshaped(hand: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The hand as views had it before issue 32: each card as printed, with its moves and reason."""
    printed = catalogue("en")
    return [{**printed[entry["card"]], "actions": [f"play:{entry['card']}"], "reason": "Player 2 decides."}
            for entry in hand]


def before_issue_32(record: dict[str, Any]) -> dict[str, Any]:
    for step in record["steps"]:
        fields = step["v"]
        court = {key[len(FLAT):]: fields.pop(key) for key in list(fields) if key.startswith(FLAT)}
        hand = fields.pop("contract.hand", None)
        for part in ("seats", "score"):
            fields.pop(f"contract.{part}", None)
        fields.update(court)
        if hand is not None:
            fields["hand"] = reshaped(hand)
    return record


def during_issue_32(record: dict[str, Any]) -> dict[str, Any]:
    court: dict[str, Any] = {}
    for step in record["steps"]:
        fields = step["v"]
        changed = {key[len(FLAT):]: fields.pop(key) for key in list(fields) if key.startswith(FLAT)}
        court.update(changed)
        if set(changed) & set(COURT_FIELDS):
            fields["contract.table"] = {key: court[key] for key in COURT_FIELDS}
        fields.update(changed)  # the top-level copies
        if "contract.hand" in fields:
            fields["hand"] = reshaped(fields["contract.hand"])
    return record


@pytest.mark.parametrize("made", [before_issue_32, during_issue_32])
def test_an_older_seen_only_record_opens_and_draws_the_same_court_and_hand(made: Any) -> None:
    game, now = record_now()
    old = made(json.loads(json.dumps(now)))
    versions = game.readable_versions()
    opened_now = replay.replay_of_record(now, versions, VIEW_CONTRACT)
    opened_old = replay.replay_of_record(old, versions, VIEW_CONTRACT)
    assert opened_old.count == opened_now.count == len(game.history) + 1
    for k in range(opened_now.count):
        view_now = opened_now.step(k, None, "en")["view"]
        view_old = opened_old.step(k, None, "en")["view"]
        # the court: every field in its place, as a record made now has it
        assert view_old["contract"]["table"] == view_now["contract"]["table"], k
        # the hand: the contract's entries (a replay is looked at: no moves, no reasons)
        assert view_old["contract"]["hand"] == view_now["contract"]["hand"], k
        assert all(entry["actions"] == [] and entry["reason"] is None for entry in view_old["contract"]["hand"])
        # nothing of the game's own left at the top level: the table reads the shared fields and the contract
        assert set(view_old) == set(view_now), k
        assert {key: v for key, v in view_old.items() if key != "contract"} == \
            {key: v for key, v in view_now.items() if key != "contract"}, k
    assert view_now["contract"]["hand"] and view_now["contract"]["table"]["rallies"]


def test_an_older_records_hand_without_card_ids_is_left_out() -> None:
    """A record anyone can write: a reshaped hand entry without a card id is not drawn, a name that is none is the
    card's id; an entry that is no object at all refuses the record (the old field keeps its shape)."""
    game, now = record_now(10)
    old = before_issue_32(now)
    old["steps"][-1]["v"]["hand"] = [{"name": "no id"}, 7]
    with pytest.raises(CorruptSave, match="hand"):
        replay.replay_of_record(json.loads(json.dumps(old)), game.readable_versions(), VIEW_CONTRACT)
    old["steps"][-1]["v"]["hand"] = [{"name": "no id"}, {"id": "B1", "name": ""}, {"id": "B2", "name": "Baggern"}]
    view = replay.replay_of_record(old, game.readable_versions(), VIEW_CONTRACT).step(
        len(old["steps"]) - 1, None, "en")["view"]
    assert view["contract"]["hand"] == [
        {"card": "B1", "name": "B1", "actions": [], "click": None, "reason": None},
        {"card": "B2", "name": "Baggern", "actions": [], "click": None, "reason": None}]


def test_a_record_made_now_carries_the_court_field_by_field_and_nothing_at_the_top_level() -> None:
    """Each of the court's fields is a field of the record (``contract.table.<field>``), kept only when it changed
    (the finished rallies once per rally, not at every step); no field of the game's own at the top level."""
    game, now = record_now()
    first = now["steps"][0]["v"]
    assert {key[len(FLAT):] for key in first if key.startswith(FLAT)} == set(VIEW_CONTRACT.table_fields)
    assert not set(VIEW_CONTRACT.table_fields) & set(first) and "hand" not in first
    rallies = sum(f"{FLAT}rallies" in step["v"] for step in now["steps"])
    assert rallies <= len(game.rallies) + 1 < len(now["steps"]) // 4
