"""Issue 35, item 2: the daily deal's bookkeeping in the engine (pygame_core/core/daily.py; web/daily.js only stores
and shows): the repair of a stored record, the streak, what a press of "Daily deal" does, the record after a
finished daily match, and the bridge commands ``daily_press`` and ``daily_end``."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest

from pygame_core import bridge
from pygame_core.core import daily, fair
from pygame_core.core.errors import MalformedInput

TODAY = dt.date(2026, 12, 4)


def call(**request: Any) -> dict[str, Any]:
    return json.loads(bridge.handle(json.dumps(request)))


def days_before(count: int, end: dt.date = TODAY) -> list[str]:
    """``count`` days in a row ending with ``end``, as texts."""
    return [(end - dt.timedelta(days=n)).isoformat() for n in reversed(range(count))]


# -- the streak ----------------------------------------------------------------------------------------------------

def test_the_streak_counts_days_in_a_row_ending_today_or_yesterday() -> None:
    assert daily.streak([], TODAY) == 0
    assert daily.streak(days_before(3), TODAY) == 3  # today played
    assert daily.streak(days_before(3, TODAY - dt.timedelta(days=1)), TODAY) == 3  # today's not yet played
    assert daily.streak(days_before(3, TODAY - dt.timedelta(days=2)), TODAY) == 0  # yesterday missed: broken
    gap = ["2026-11-28", "2026-11-29", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]
    assert daily.streak(gap, TODAY) == 4  # the gap on 11-30 ends it
    assert daily.streak(["2026-12-04"], TODAY) == 1
    across = days_before(5, dt.date(2027, 1, 2))  # across a year's end and a leap day
    assert daily.streak(across, dt.date(2027, 1, 2)) == 5
    assert daily.streak(days_before(3, dt.date(2028, 3, 1)), dt.date(2028, 3, 1)) == 3
    assert daily.streak(days_before(400), TODAY) == 400


@pytest.mark.parametrize("lang,count,text", [("en", 0, "No streak yet: play today's deal."),
                                             ("en", 1, "Streak: 1 day"), ("de", 3, "Serie: 3 Tage hintereinander"),
                                             ("nl", 2, "Reeks: 2 dagen op rij"), ("xx", 1, "Streak: 1 day")])
def test_the_streak_line_in_every_language(lang: str, count: int, text: str) -> None:
    assert daily.streak_text(count, lang) == text


# -- repairing a stored record -------------------------------------------------------------------------------------

@pytest.mark.parametrize("stored", [None, 5, "text", [], {"days": "2026-12-01"}, {"days": None, "last": 7}])
def test_a_record_of_no_shape_reads_as_an_empty_one(stored: Any) -> None:
    assert daily.repaired(stored, TODAY) == daily.empty_record() == {"days": [], "last": None}


def test_a_damaged_record_is_repaired_keeping_what_is_sound() -> None:
    stored = {"days": ["2026-12-03", "2026-12-01", "2026-12-03", 20261202, "2026-02-30", "yesterday", None,
                       "2026-12-05", "2026-12-06", "3026-01-01", "2026-12-02"],
              "last": {"date": "2026-12-03", "result": "triumph", "packed": 12, "step": -1}}
    record = daily.repaired(stored, TODAY)
    # unique, sorted, real days only; a day ahead is kept (east of UTC), two ahead and more are not played yet
    assert record["days"] == ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-05"]
    assert record["last"] == {"date": "2026-12-03", "result": None, "packed": None, "step": 0}
    assert daily.repaired({"days": [], "last": {"date": "2026-12-31", "result": "won"}}, TODAY)["last"] is None
    assert daily.repaired({"days": [], "last": {"result": "won"}}, TODAY)["last"] is None


def test_a_record_from_before_the_replay_link_still_reads() -> None:
    old = {"days": ["2026-12-03"], "last": {"date": "2026-12-03", "result": None}}
    assert daily.repaired(old, TODAY) == {"days": ["2026-12-03"],
                                          "last": {"date": "2026-12-03", "result": None, "packed": None, "step": 0}}
    sound = {"days": ["2026-12-03"], "last": {"date": "2026-12-03", "result": "won", "packed": "abc", "step": 0}}
    assert daily.repaired(sound, TODAY) == sound


def test_a_record_keeps_its_newest_400_days() -> None:
    many = days_before(450)
    assert daily.repaired({"days": list(reversed(many))}, TODAY)["days"] == many[-daily.DAILY_DAYS:]


# -- today ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("today", ["2026-12-06", "2099-01-01", "9999-12-31", "2026-13-01", "2026-02-30", "04.12.2026",
                                   20261204, True, ["2026-12-04"]])
def test_a_today_far_in_the_future_or_not_a_date_is_refused(today: Any) -> None:
    with pytest.raises(MalformedInput):
        daily.checked_today(today, clock=TODAY)


def test_today_may_be_a_day_ahead_and_defaults_to_the_clock() -> None:
    assert daily.checked_today("2026-12-05", clock=TODAY) == dt.date(2026, 12, 5)
    assert daily.checked_today("2026-11-01", clock=TODAY) == dt.date(2026, 11, 1)
    assert daily.checked_today(None, clock=TODAY) == TODAY
    assert daily.checked_today() == fair.utc_today()


# -- a press of "Daily deal" -----------------------------------------------------------------------------------------

def test_a_press_starts_todays_deal_once_and_notes_it_at_once() -> None:
    record = daily.repaired({"days": ["2026-12-03"], "last": {"date": "2026-12-03", "result": "won"}}, TODAY)
    pressed = daily.press(record, TODAY, None)
    assert pressed["action"] == "start"
    assert pressed["record"] == {"days": ["2026-12-03"],
                                 "last": {"date": "2026-12-04", "result": None, "packed": None, "step": 0}}
    started = pressed["record"]
    # today's deal in progress (on the table or stored): resumed; left (no match of it) or another match: shown
    assert daily.press(started, TODAY, {"daily": "2026-12-04", "over": False})["action"] == "resume"
    assert daily.press(started, TODAY, None)["action"] == "show"
    assert daily.press(started, TODAY, {"daily": None, "over": False})["action"] == "show"
    assert daily.press(started, TODAY, {"daily": "2026-12-03", "over": False})["action"] == "show"
    assert daily.press(started, TODAY, {"daily": "2026-12-04", "over": True})["action"] == "show"
    done = daily.finished(started, "2026-12-04", "lost", "packed-text")
    assert daily.press(done, TODAY, {"daily": "2026-12-04", "over": False})["action"] == "show"
    assert daily.press(done, TODAY, None)["record"] == done  # showing changes nothing
    assert daily.press(done, TODAY + dt.timedelta(days=1), None)["action"] == "start"  # a new day, a new deal


@pytest.mark.parametrize("match", [5, "yes", {"daily": "today"}, {"daily": "2026-12-04", "over": "no"}])
def test_a_bad_match_is_refused(match: Any) -> None:
    with pytest.raises(MalformedInput):
        daily.checked_match(match)


# -- the end of a daily match ----------------------------------------------------------------------------------------

def test_a_finished_daily_counts_its_day_once() -> None:
    started = daily.press(daily.empty_record(), TODAY, None)["record"]
    done = daily.finished(started, "2026-12-04", "won", "abc", 0)
    assert done == {"days": ["2026-12-04"], "last": {"date": "2026-12-04", "result": "won", "packed": "abc", "step": 0}}
    assert daily.finished(done, "2026-12-04", "lost", "xyz") == done  # a second end of the same day's deal
    assert daily.finished(started, "2026-12-04", "eaten", None)["last"]["result"] == "draw"
    # yesterday's deal finished after today's was started: the day counts, today's stays the last
    assert daily.finished(started, "2026-12-03", "won", "abc") == {"days": ["2026-12-03"],
                                                                   "last": started["last"]}
    full = daily.repaired({"days": days_before(400, TODAY - dt.timedelta(days=1))}, TODAY)
    assert daily.finished(full, "2026-12-04", "won", None)["days"][-1] == "2026-12-04"
    assert len(daily.finished(full, "2026-12-04", "won", None)["days"]) == daily.DAILY_DAYS


# -- the bridge commands ---------------------------------------------------------------------------------------------

def test_daily_press_through_the_bridge() -> None:
    stored = {"days": ["2026-12-02", "2026-12-03", "2026-12-03", "bad"], "last": None}
    answer = call(cmd="daily_press", game="spike", record=stored, today="2026-12-04", lang="de")
    assert answer["ok"] and answer["action"] == "start" and answer["changed"] is True
    assert answer["record"]["days"] == ["2026-12-02", "2026-12-03"] and answer["record"]["last"]["date"] == "2026-12-04"
    assert answer["streak"] == 2 and answer["streak_text"] == "Serie: 2 Tage hintereinander"
    again = call(cmd="daily_press", game="spike", record=answer["record"], today="2026-12-04",
                 match={"daily": "2026-12-04", "over": False})
    assert again["action"] == "resume" and again["changed"] is False and again["record"] == answer["record"]
    shown = call(cmd="daily_press", game="spike", record=answer["record"], today="2026-12-04", match=None)
    assert shown["action"] == "show" and shown["changed"] is False
    assert call(cmd="daily_press", game="spike", record="not a record")["record"]["days"] == []  # repaired
    assert call(cmd="daily_press", game="spike", record=None)["action"] == "start"  # today by the clock


@pytest.mark.parametrize("request_", [{"game": "chess"}, {"game": "spike", "today": "2999-01-01"},
                                      {"game": "spike", "today": "2026-12-4"}, {"game": "spike", "lang": "fr"},
                                      {"game": "spike", "match": {"daily": 5}}, {}])
def test_daily_press_refuses_bad_input(request_: dict[str, Any]) -> None:
    answer = call(cmd="daily_press", record=None, **request_)
    assert answer["ok"] is False and answer["error"]["code"] in ("malformed_input", "unknown_game"), answer


def play_daily(date: str) -> str:
    """A daily match of Schnapsen on ``date`` played to its end (the person's first legal move each time)."""
    answer = call(cmd="new_game", game="schnapsen", daily=date, today=date, seats=["human", "ai:hard"])
    gid = answer["id"]
    while not answer["view"]["over"]:
        if answer["view"]["to_move"] == 0:
            answer = call(cmd="act", id=gid, seat=0, action=answer["view"]["legal"][0]["id"])
        else:
            answer = call(cmd="ai_move", id=gid)
        assert answer["ok"], answer
    return str(gid)


def test_daily_end_records_the_result_and_link_once() -> None:
    started = call(cmd="daily_press", game="schnapsen", record={"days": ["2026-12-03"]}, today="2026-12-04")["record"]
    gid = play_daily("2026-12-04")
    view = call(cmd="view", id=gid, seat=0)["view"]
    ended = call(cmd="daily_end", id=gid, seat=0, record=started, today="2026-12-04", lang="nl")
    assert ended["ok"] and ended["changed"] is True and ended["date"] == "2026-12-04"
    last = ended["record"]["last"]
    assert ended["record"]["days"] == ["2026-12-03", "2026-12-04"]
    assert last["date"] == "2026-12-04" and last["result"] == view["seat_result"]["result"] and last["step"] == 0
    opened = call(cmd="replay_open", packed=last["packed"])
    assert opened["ok"] and opened["replay"]["daily"] == "2026-12-04"
    assert ended["streak"] == 2 and ended["streak_text"] == "Reeks: 2 dagen op rij"
    twice = call(cmd="daily_end", id=gid, seat=0, record=ended["record"], today="2026-12-04")
    assert twice["changed"] is False and twice["record"] == ended["record"]
    # the record a page had lost meanwhile (storage cleared): the day is counted again from the match itself
    fresh = call(cmd="daily_end", id=gid, seat=0, record=None, today="2026-12-05")
    assert fresh["record"]["days"] == ["2026-12-04"] and fresh["streak"] == 1


def test_daily_end_refuses_a_match_that_is_no_daily_or_not_over() -> None:
    other = call(cmd="new_game", game="schnapsen", seed=3, seats=["human", "ai:hard"])
    answer = call(cmd="daily_end", id=other["id"], seat=0, record=None)
    assert answer["ok"] is False and "not a daily deal" in answer["error"]["message"]
    running = call(cmd="new_game", game="schnapsen", daily="2026-12-04", today="2026-12-04", seats=["human", "ai:hard"])
    answer = call(cmd="daily_end", id=running["id"], seat=0, record=None)
    assert answer["ok"] is False and "not over" in answer["error"]["message"]
    assert call(cmd="daily_end", id="nope", seat=0, record=None)["ok"] is False
    assert call(cmd="daily_end", id=running["id"], seat=7, record=None)["ok"] is False
    assert call(cmd="daily_end", id=running["id"], seat=0, record=None, today="2030-01-01")["ok"] is False
