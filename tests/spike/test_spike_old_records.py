"""Issue 32: a seen-only Spike replay made before its table's fields moved into ``contract.table`` still opens and
shows the same table: the records made before the contract (every field at the top level, a ``hand`` of Spike's own
shape) and those made while it came (``contract.<part>`` fields, and the top-level copies beside them) alike. The
records are built by hand from today's record, as the engine wrote them then."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

import pygame_core
from pygame_core.core import registry, replay
from pygame_core.core.contract import TABLE_FIELD  # (how a record made now names a field of the table)
from pygame_core.core.errors import CorruptSave
from pygame_core.core.rng import Rng
from pygame_core.games.spike.cards import card

CONTRACT = registry.get("spike").view_contract
#: The court's fields the record of a view carried in ``contract.table`` while issue 32 came (the rest at the top).
EARLY_TABLE = ("server", "rally_no", "rally")


def _record_now() -> tuple[Any, dict[str, Any]]:
    """A match past its first rallies (a face-down card, a refill, finished rallies) and seat 0's record of it."""
    game = pygame_core.new_game("spike", {}, 4)
    rng = Rng(3)
    for _ in range(40):
        mover = game.to_move()
        if mover is None:
            break
        game.apply(mover, rng.choice(game.legal_ids(mover)))
    assert game.rallies and not game.is_over
    return game, json.loads(json.dumps(replay.seat_record(game, 0)))


def _old_hand(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The own hand as a view showed it before issue 32 (its play action as it was at play: kept in the record)."""
    return [{"card": e["card"], "name": e["name"], "kind": card(e["card"]).kind.value, "value": card(e["card"]).value,
             "power": card(e["card"]).power, "action": f"play:{e['card']}", "reason": None} for e in entries]


def _as_made_then(record: dict[str, Any], parts: bool) -> dict[str, Any]:
    """``record`` as the engine wrote it before issue 32 (``parts=False``: no contract, every table field at the top
    level) or while it came (``parts=True``: the contract's parts, its table only the court, the other table fields
    and the reshaped hand at the top level too). Its score line was in the top-level ``score``."""
    old = copy.deepcopy(record)
    text = ""
    table: dict[str, Any] = {}  # the table so far (a record made now carries its changed fields one by one)
    for step in old["steps"]:
        fields = step["v"]
        text = fields.get("contract.score", {}).get("text", text)
        changed = {key[len(TABLE_FIELD):]: fields.pop(key) for key in list(fields) if key.startswith(TABLE_FIELD)}
        if changed:
            table.update(changed)
            fields.update({key: value for key, value in table.items() if not parts or key not in EARLY_TABLE})
            fields["score"] = {**table["score"], "text": text}
            if parts:  # (then the table was recorded whole)
                fields["contract.table"] = {key: table[key] for key in EARLY_TABLE}
        if "contract.hand" in fields:
            fields["hand"] = _old_hand(fields["contract.hand"])
        if not parts:
            for key in [key for key in fields if key.startswith("contract.")]:
                del fields[key]
    return old


def _positions(record: dict[str, Any]) -> list[dict[str, Any]]:
    opened = replay.replay_of_record(record, pygame_core.new_game("spike", {}, 1).readable_versions(), CONTRACT)
    return [opened.step(k, None, "en")["view"] for k in range(opened.count)]


@pytest.mark.parametrize("parts", [False, True], ids=["before the contract", "with the contract's parts"])
def test_an_older_seen_only_record_draws_the_same_table(parts: bool) -> None:
    game, record = _record_now()
    old = _as_made_then(record, parts)
    assert any("sides" in step["v"] and "hand" in step["v"] for step in old["steps"])  # the old shape, really
    now, then = _positions(record), _positions(old)
    assert len(now) == len(then) == len(game.history) + 1
    for k, (view, shown) in enumerate(zip(now, then)):
        assert set(view) == set(shown) <= set(CONTRACT.field_shapes(2)), k  # no top-level copy is left over
        assert {key: v for key, v in shown.items() if key != "contract"} == \
            {key: v for key, v in view.items() if key != "contract"}, k
        table = dict(shown["contract"]["table"])
        assert table.pop("score") == {**view["contract"]["table"]["score"], "text": view["contract"]["score"]["text"]}
        assert table == {key: v for key, v in view["contract"]["table"].items() if key != "score"}, k
        assert shown["contract"]["hand"] == view["contract"]["hand"], k  # the table reads contract.hand
        if parts:
            assert shown["contract"] == {**view["contract"], "table": shown["contract"]["table"]}, k


def test_a_made_now_record_carries_the_table_in_the_contract_only() -> None:
    """A record made now has no top-level copy of a table field and no reshaped hand."""
    _, record = _record_now()
    for step in record["steps"]:
        assert not set(step["v"]) & {*CONTRACT.table, "hand"}, sorted(step["v"])
    first = {key[len(TABLE_FIELD):] for key in record["steps"][0]["v"] if key.startswith(TABLE_FIELD)}
    assert first == set(CONTRACT.table_fields) - {"text"}


def test_an_old_hand_with_broken_entries_keeps_only_cards() -> None:
    """Anyone can write a record: an older hand's entries without a card id are left out, a missing name is the id;
    an entry that is no object at all is refused, the record with it."""
    old = _as_made_then(_record_now()[1], parts=False)
    old["steps"][0]["v"]["hand"] = [{"card": "A3"}, {"name": "no card"}, {"card": 7}, {"card": "D5", "name": ""}]
    first = _positions(old)[0]["contract"]["hand"]
    assert first == [{"card": "A3", "name": "A3", "actions": [], "click": None, "reason": None},
                     {"card": "D5", "name": "D5", "actions": [], "click": None, "reason": None}]
    old["steps"][0]["v"]["hand"] = ["A4"]
    with pytest.raises(CorruptSave, match="hand"):
        _positions(old)


def test_an_older_record_with_a_huge_count_at_the_top_level_is_refused() -> None:
    """An older record's top-level copies keep the contract of the fields they stand for (issue 18: an opponent
    hand of 200,000 card backs froze the page): refused before anything is drawn, naming the field."""
    old = _as_made_then(_record_now()[1], parts=False)
    first = old["steps"][0]["v"]
    first["sides"][1]["hand_count"] = 200_000
    with pytest.raises(CorruptSave, match="sides"):
        _positions(old)
