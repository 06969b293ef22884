"""Issue 35, item 5: export everything a device keeps as one file and import it (pygame_core/core/keep.py, the
bridge's ``keep_export`` and ``keep_import``): round trips lose nothing, a file imported twice changes nothing, a
damaged, newer or oversized file is refused with its reason and nothing of it is merged."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from pygame_core import bridge, registry
from pygame_core.core import keep, rating

GAMES = [info.name for info in registry.all_games()]


def call(**request: Any) -> dict[str, Any]:
    answer = json.loads(bridge.handle(json.dumps(request)))
    assert answer["ok"], answer
    return answer


def record_of(game: str, moves: int, seed: int = 5, updated: int = 1000) -> dict[str, Any]:
    """A stored record (web/store.js recordOf) of a match of ``game`` against the computer, ``moves`` actions in."""
    answer = call(cmd="new_game", game=game, seed=seed, seats=["human"], fill="ai:easy", salt="ab" * 16)
    gid = answer["id"]
    for _ in range(moves):
        view = answer["view"]
        if view["over"]:
            break
        if view["to_move"] == 0:
            answer = call(cmd="act", id=gid, seat=0, action=view["legal"][0]["id"])
        else:
            answer = call(cmd="ai_move", id=gid, view_seat=0)
    save = call(cmd="save", id=gid)["save"]
    call(cmd="close", id=gid)
    return {"save": save, "mode": "computer", "strength": "easy", "options": {}, "viewSeat": 0, "acknowledged": [],
            "updated": updated, "summary": "", "counted": False}


def stats_of(played: int, won: int) -> dict[str, Any]:
    entry = {"played": played, "won": won, "drawn": 0, "streak": 0, "best": 1, "scoreSum": 2.5, "scored": played,
             "undone": 0, "hinted": 0}
    return {"recent": ["won"] * won + ["lost"] * (played - won), "levels": {"hard": entry}}


def rated(results: list[str]) -> dict[str, Any]:
    record = None
    for t, result in enumerate(results):
        record = rating.update(record, "spike", "hard", result, 1_700_000_000_000 + t)
    assert record is not None
    return record


@pytest.fixture(scope="module")
def device() -> dict[str, Any]:
    """A device with something in every section: a match of every game, statistics, daily deals, settings and a
    practice record."""
    return {
        "saves": {game: record_of(game, 6) for game in GAMES},
        "stats": {"version": 1, "games": {"spike": {**stats_of(3, 2), "rating": rated(["won", "lost", "won"])},
                                          "schnapsen": stats_of(1, 0)}},
        "daily": {"striker": {"days": ["2026-12-02", "2026-12-03"], "last": {"date": "2026-12-03", "result": "won",
                                                                             "packed": "abc", "step": 0}}},
        "settings": {"lang": "de", "deck": "german", "sound": False, "speed": "fast"},
        "practice": {"version": 1, "games": {"spike": {"positions": [{"id": "p1", "box": 2}]}}},
    }


def export_text(device: dict[str, Any]) -> str:
    return str(call(cmd="keep_export", device=device, exported="2026-12-04T12:00:00Z")["text"])


def test_export_then_import_into_an_empty_device_loses_nothing(device: dict[str, Any]) -> None:
    text = export_text(device)
    file = json.loads(text)
    assert file["format"] == keep.KEEP_FORMAT and file["version"] == keep.KEEP_VERSION
    answer = call(cmd="keep_import", text=text, device={}, lang="en")
    assert answer["accepted"], answer
    assert answer["device"] == device
    assert set(answer["changed"]) == {f"saves.{g}" for g in GAMES} | {"stats", "daily", "settings", "practice"}
    assert answer["copies"] == []
    lines = "\n".join(answer["lines"])
    for title in ("Schnapsen", "Spike", "Strand-Cup", "Striker"):
        assert title in lines
    assert f"Spike: rating {round(device['stats']['games']['spike']['rating']['value'])}" in lines
    assert "statistics of 3 matches" in lines and "Schnapsen: statistics of 1 match (" in lines and "Schnapsen cards" in lines and "practice" in lines


def test_importing_twice_or_into_the_device_it_came_from_changes_nothing(device: dict[str, Any]) -> None:
    text = export_text(device)
    again = call(cmd="keep_import", text=text, device=device, lang="de")
    assert again["accepted"] and again["changed"] == [] and again["copies"] == [] and again["lines"] == []
    assert again["device"] == device


def test_a_file_without_practice_still_imports(device: dict[str, Any]) -> None:
    without = {key: value for key, value in device.items() if key != "practice"}
    answer = call(cmd="keep_import", text=export_text(without), device={}, lang="nl")
    assert answer["accepted"] and "practice" not in answer["device"]


def refusal(text: str, device: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    before = copy.deepcopy(device)
    answer = call(cmd="keep_import", text=text, device=device, lang=lang)
    assert answer["accepted"] is False, answer
    assert "device" not in answer and "changed" not in answer  # nothing merged, nothing to write
    assert device == before
    return answer


def test_a_damaged_newer_or_oversize_file_is_refused_with_its_reason(device: dict[str, Any]) -> None:
    good = json.loads(export_text(device))
    mine = {"saves": {}, "settings": {"lang": "en"}}
    assert refusal("{\"format\": \"cardgames-keep\", ", mine)["key"] == "keep.not_json"
    assert refusal(json.dumps({"format": "something-else"}), mine)["key"] == "keep.not_keep"
    newer = refusal(json.dumps({**good, "version": keep.KEEP_VERSION + 1}), mine, "de")
    assert newer["key"] == "keep.newer" and "neueren Version" in newer["reason"]
    big = json.dumps({**good, "padding": "x" * keep.MAX_KEEP_BYTES})
    large = refusal(big, mine)
    assert large["key"] == "keep.too_large" and "20 MB" in large["reason"]
    bad_stats = copy.deepcopy(good)
    bad_stats["stats"]["games"]["spike"]["levels"]["hard"]["won"] = 99
    assert "stats.games.spike.levels.hard.won" in refusal(json.dumps(bad_stats), mine)["reason"]
    bad_rating = copy.deepcopy(good)
    bad_rating["stats"]["games"]["spike"]["rating"]["history"][1]["r"] = "high"
    assert "stats.games.spike.rating.history.1" in refusal(json.dumps(bad_rating), mine)["reason"]
    unknown = copy.deepcopy(good)
    unknown["daily"]["poker"] = {"days": []}
    assert refusal(json.dumps(unknown), mine, "nl")["key"] == "keep.unknown_game"
    bad_save = copy.deepcopy(good)
    bad_save["saves"]["spike"]["save"]["actions"].append([0, "no-such-move"])
    answer = refusal(json.dumps(bad_save), mine)
    assert answer["key"] == "keep.bad_save" and "Spike" in answer["reason"]
    deep = "[" * 5000 + "]" * 5000
    assert refusal(deep, mine)["key"] == "keep.not_json"


def test_the_same_match_further_along_is_kept_and_two_matches_both_kept() -> None:
    short, longer = record_of("spike", 2, updated=10), record_of("spike", 8, updated=5)
    answer = call(cmd="keep_import", text=export_text({"saves": {"spike": longer}}), device={"saves": {"spike": short}})
    assert answer["device"]["saves"]["spike"] == longer and answer["copies"] == []
    answer = call(cmd="keep_import", text=export_text({"saves": {"spike": short}}), device={"saves": {"spike": longer}})
    assert answer["device"]["saves"]["spike"] == longer and answer["changed"] == []
    other = record_of("spike", 4, seed=9, updated=50)
    answer = call(cmd="keep_import", text=export_text({"saves": {"spike": other}}), device={"saves": {"spike": short}})
    assert answer["device"]["saves"]["spike"] == other  # played last: in place
    assert [json.loads(c["raw"]) for c in answer["copies"]] == [short]  # the device's: kept as a copy
    answer = call(cmd="keep_import", text=export_text({"saves": {"spike": short}}), device={"saves": {"spike": other}})
    assert answer["device"]["saves"]["spike"] == other and [json.loads(c["raw"]) for c in answer["copies"]] == [short]


def test_statistics_daily_and_settings_merge_rules() -> None:
    mine = {"stats": {"version": 1, "games": {"spike": stats_of(5, 1), "striker": stats_of(1, 1)}},
            "daily": {"spike": {"days": ["2026-12-01"], "last": {"date": "2026-12-01", "result": "lost"}}},
            "settings": {"lang": "nl"}}
    theirs = {"stats": {"version": 1, "games": {"spike": stats_of(2, 2), "striker": stats_of(4, 0)}},
              "daily": {"spike": {"days": ["2026-11-30", "2026-12-02"], "last": {"date": "2026-12-02", "result": "won"}}},
              "settings": {"lang": "de", "deck": "four"}}
    answer = call(cmd="keep_import", text=export_text(theirs), device=mine, lang="en")
    games = answer["device"]["stats"]["games"]
    assert games["spike"] == stats_of(5, 1) and games["striker"] == stats_of(4, 0)  # more matches: the whole record
    # (a device's record is read in the full shape: a record from before the replay link has packed null, step 0)
    assert answer["device"]["daily"]["spike"] == {"days": ["2026-11-30", "2026-12-01", "2026-12-02"],
                                                  "last": {"date": "2026-12-02", "result": "won", "packed": None,
                                                           "step": 0}}
    assert answer["device"]["settings"] == {"lang": "nl", "deck": "four"}  # this device's choice stays
    assert any("Striker: statistics of 4 matches (this device had 1)" == line for line in answer["lines"])


def test_practice_of_the_device_is_never_overwritten() -> None:
    mine = {"practice": {"games": {"spike": [1]}}}
    answer = call(cmd="keep_import", text=export_text({"practice": {"games": {"spike": [2]}}}), device=mine)
    assert answer["device"]["practice"] == mine["practice"] and "practice" not in answer["changed"]


def test_bad_requests_are_refused_and_change_nothing() -> None:
    def error(**request: Any) -> dict[str, Any]:
        answer = json.loads(bridge.handle(json.dumps(request)))
        assert not answer["ok"], answer
        return dict(answer["error"])

    assert error(cmd="keep_import", text=None, device={})["code"] == "malformed_input"
    assert error(cmd="keep_import", text="{}", device=[])["code"] == "malformed_input"
    wrong = {"saves": {"spike": {"save": {"game": "striker"}}}}
    assert "saves.spike.save.game" in error(cmd="keep_export", device=wrong, exported="x")["message"]
    assert error(cmd="keep_export", device={"settings": {"deck": {"a": 1}}}, exported="x")["code"] == "malformed_input"
