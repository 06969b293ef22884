"""Issue 35, item 3: the rating against the computer (pygame_core/core/rating.py): anchors from the arena's measured
win rates, Elo's update rule, the record's bounds, and the bridge's ``rate``."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pygame_core import bridge, registry
from pygame_core.core import rating
from pygame_core.core.errors import MalformedInput


def call(**request: Any) -> dict[str, Any]:
    return json.loads(bridge.handle(json.dumps(request)))


def test_anchors_follow_the_measured_win_rates() -> None:
    assert rating.elo_gap(0.5) == 0 and round(rating.elo_gap(0.76)) == 200
    spike = rating.anchors("spike")
    assert spike["medium"] == 1500 and spike["easy"] == 1500 - round(rating.elo_gap(0.775))
    # a win rate of 88% over medium is what the anchors predict for hard
    assert rating.expected(spike["hard"], spike["medium"]) == pytest.approx(0.88, abs=0.002)
    schnapsen = rating.anchors("schnapsen")
    assert schnapsen["easy"] < schnapsen["medium"] < schnapsen["hard"] < schnapsen["expert"]
    for info in registry.all_games():
        anchors = rating.anchors(info.name)
        assert set(anchors) == set(info.levels)
        assert anchors["easy"] < anchors["medium"] < anchors["hard"]


def test_the_update_rule() -> None:
    first = rating.update(None, "spike", "medium", "won", 1000)
    assert first == {"value": 1520.0, "rated": 1, "history": [{"t": 1000, "r": 1520.0, "level": "medium",
                                                                "result": "won"}]}
    # a draw against an equal opponent changes nothing; a loss to a far weaker one costs nearly all of K
    assert rating.update(None, "spike", "medium", "draw", 1)["value"] == 1500.0
    easy = rating.anchors("striker")["easy"]
    lost = rating.update({"value": 1900.0, "rated": 30, "history": []}, "striker", "easy", "lost", 1)
    assert lost["value"] == pytest.approx(1900 - 20 * rating.expected(1900, easy), abs=0.06)
    # K is 40 for the first matches, then 20
    record: dict[str, Any] = {"value": 1500.0, "rated": rating.PROVISIONAL, "history": []}
    assert rating.update(record, "spike", "medium", "won", 1)["value"] == 1510.0
    assert record == {"value": 1500.0, "rated": rating.PROVISIONAL, "history": []}  # unchanged
    # beating hard gains more than beating easy; the history keeps the last HISTORY
    assert rating.update(None, "strandcup", "hard", "won", 1)["value"] > \
        rating.update(None, "strandcup", "easy", "won", 1)["value"]
    for t in range(rating.HISTORY + 5):
        record = rating.update(record, "spike", "hard", "won" if t % 2 else "lost", t)
    assert len(record["history"]) == rating.HISTORY and record["history"][-1]["t"] == rating.HISTORY + 4
    assert record["rated"] == rating.PROVISIONAL + rating.HISTORY + 5


def test_bad_input_is_refused() -> None:
    with pytest.raises(MalformedInput):
        rating.update(None, "spike", "expert", "won", 1)  # spike offers no expert
    with pytest.raises(MalformedInput):
        rating.update(None, "spike", "easy", "maybe", 1)
    with pytest.raises(rating.BadRating):
        rating.update({"value": float("nan"), "rated": 0, "history": []}, "spike", "easy", "won", 1)
    answer = call(cmd="rate", game="spike", rating={"value": 1500, "rated": -1, "history": []}, level="easy",
                  result="won", at=1)
    assert not answer["ok"] and "rated" in answer["error"]["message"]


def test_rate_through_the_bridge_and_games_anchors() -> None:
    answer = call(cmd="rate", game="schnapsen", rating=None, level="expert", result="lost", at=5)
    assert answer["ok"] and answer["rating"]["rated"] == 1 and answer["rating"]["value"] < 1500
    assert answer["anchors"] == rating.anchors("schnapsen")
    games = {g["name"]: g for g in call(cmd="games")["games"]}
    assert games["spike"]["rating_anchors"] == rating.anchors("spike")
