"""The daily deal's bookkeeping (issue 35, item 2): what a device keeps of its daily deals, and the rules on it.

The deal itself (its seed from the date and the game) is :mod:`pygame_core.core.fair`'s; this module keeps the
record of the days played. The record is the device's: the shell stores it under ``daily.<game>`` (web/daily.js) and
sends it with each bridge command (``daily_press``, ``daily_end``), which answers it, repaired or updated, for the
page to store. Its shape (the same since the daily deal came; an export file holds it as it is)::

    {"days": ["YYYY-MM-DD", ...],                        # UTC dates of finished daily deals: unique, sorted
     "last": {"date": "YYYY-MM-DD",                       # the latest daily deal started
              "result": "won" | "lost" | "draw" | null,   # null: started and not (yet) finished
              "packed": <a replay link's text> | null,    # the finished match, to share
              "step": <int >= 0>} | null}                 # the position the link opens at

The rules:

- **Repair** (:func:`repaired`): a stored value of any shape reads as a record. What is not a day of the calendar,
  or a day after ``today`` plus :data:`~pygame_core.core.fair.DAILY_AHEAD` (not played yet: a clock set wrong or a
  forged record), is dropped; the days are made unique and sorted and the newest :data:`DAILY_DAYS` kept; a ``last``
  without a real date is dropped, its other fields put in shape (an unknown result is ``null``, a link text that is
  not one is ``null``, a bad step is 0). Records written before ``packed`` and ``step`` existed read as they are.
- **The streak** (:func:`streak`): the days in a row with a finished daily deal, ending today or, while today's is
  still to be played, yesterday.
- **A press of "Daily deal"** (:func:`press`): once a day. Today's deal not started yet: ``start`` (the record
  notes it as started at once, so leaving it does not give a second try); started and still in progress on the
  device: ``resume``; else (finished, or left): ``show`` its result.
- **The end of a daily match** (:func:`finished`): its day joins ``days`` and it becomes ``last`` with its result
  and replay link, once (a second end of the same day's deal, say the finished match opened again, changes nothing).

Dates are the UTC calendar's ``YYYY-MM-DD``; ``today`` (the page's, from the same clock) may not be more than
:data:`~pygame_core.core.fair.DAILY_AHEAD` after this device's UTC date (:func:`checked_today`).
"""

from __future__ import annotations

import datetime as _dt
from typing import Any, Mapping, Optional, Sequence

from . import fair_text
from .errors import MalformedInput
from .fair import DAILY_AHEAD, parse_date, utc_today
from .replay import MAX_LINK

#: A finished daily deal's result.
RESULTS = ("won", "lost", "draw")
#: The most days a game's record keeps (the newest); the streak needs no more.
DAILY_DAYS = 400
#: What a press of "Daily deal" does today.
PRESS_ACTIONS = ("start", "resume", "show")


def empty_record() -> dict[str, Any]:
    """The record of a game whose daily deal was never played."""
    return {"days": [], "last": None}


def checked_today(value: Any = None, clock: Optional[_dt.date] = None) -> _dt.date:
    """The caller's ``today`` (``YYYY-MM-DD``; ``None``: this device's UTC date), refused (:class:`MalformedInput`)
    when it is not a date or is more than :data:`DAILY_AHEAD` after ``clock`` (default: this device's UTC date)."""
    now = clock if clock is not None else utc_today()
    if value is None:
        return now
    day = parse_date(value, "today")
    if day - now > DAILY_AHEAD:
        raise MalformedInput(f"today cannot be {day.isoformat()}: this device's date (UTC) is {now.isoformat()}",
                             value)
    return day


def _day_or_none(value: Any, latest: _dt.date) -> Optional[str]:
    """``value`` as ``YYYY-MM-DD`` if it is a day of the calendar no later than ``latest``, else ``None``."""
    try:
        day = parse_date(value)
    except MalformedInput:
        return None
    return day.isoformat() if day <= latest else None


def repaired_last(value: Any, latest: _dt.date) -> Optional[dict[str, Any]]:
    """A stored ``last`` in shape, or ``None`` when it names no real day up to ``latest``."""
    if not isinstance(value, Mapping):
        return None
    date = _day_or_none(value.get("date"), latest)
    if date is None:
        return None
    result = value.get("result")
    packed = value.get("packed")
    step = value.get("step")
    return {"date": date,
            "result": result if result in RESULTS else None,
            "packed": packed if isinstance(packed, str) and 0 < len(packed) <= MAX_LINK else None,
            "step": step if isinstance(step, int) and not isinstance(step, bool) and step >= 0 else 0}


def repaired(record: Any, today: Optional[_dt.date] = None) -> dict[str, Any]:
    """A stored record (any JSON value) in shape: the days real, not after ``today`` plus :data:`DAILY_AHEAD`
    (default: this device's UTC date), unique, sorted, the newest :data:`DAILY_DAYS`; ``last`` in shape or
    ``None``. A value that is no record at all reads as :func:`empty_record`."""
    latest = (today if today is not None else utc_today()) + DAILY_AHEAD
    if not isinstance(record, Mapping):
        return empty_record()
    stored = record.get("days")
    days = {day for day in (_day_or_none(d, latest) for d in stored) if day is not None} \
        if isinstance(stored, list) else set()
    return {"days": sorted(days)[-DAILY_DAYS:], "last": repaired_last(record.get("last"), latest)}


def streak(days: Sequence[str], today: _dt.date) -> int:
    """How many days in a row ``days`` (``YYYY-MM-DD`` texts) holds, ending ``today`` or, when today's is not
    among them (still to be played), yesterday."""
    played = set(days)
    day = today if today.isoformat() in played else today - _dt.timedelta(days=1)
    count = 0
    while day.isoformat() in played:
        count += 1
        day -= _dt.timedelta(days=1)
    return count


def streak_text(count: int, lang: str) -> str:
    """The streak line of the daily dialog and of a daily match's result, in ``lang`` (English where unknown)."""
    words = {**fair_text.WORDS["en"], **fair_text.WORDS.get(lang, {})}
    key = "daily.streak_none" if count == 0 else "daily.streak_one" if count == 1 else "daily.streak"
    return words[key].format(count=count)


def checked_match(value: Any) -> Optional[dict[str, Any]]:
    """What the device holds of the game's match in progress (on the table or stored): ``{daily, over}``, ``daily``
    the date of the daily deal it is (or ``None``: another match), ``over`` whether it is finished; ``None``: no
    match. Anything else is :class:`MalformedInput`."""
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise MalformedInput("field 'match' must be an object {daily, over} or null", value)
    daily = value.get("daily")
    over = value.get("over", False)
    if daily is not None:
        daily = parse_date(daily, "match's daily date").isoformat()
    if not isinstance(over, bool):
        raise MalformedInput("the match's 'over' must be true or false", over)
    return {"daily": daily, "over": over}


def press(record: Mapping[str, Any], today: _dt.date, match: Optional[Mapping[str, Any]]) -> dict[str, Any]:
    """What a press of "Daily deal" does on ``today`` with the (repaired) ``record`` and the device's ``match``
    (:func:`checked_match`): ``{action, record}``, ``action`` one of :data:`PRESS_ACTIONS`; with ``start`` the
    record notes today's deal as started (to be stored before it starts: one try a day), else it is unchanged."""
    day = today.isoformat()
    last = record.get("last")
    if last is None or last["date"] != day:
        started = {"days": list(record["days"]), "last": {"date": day, "result": None, "packed": None, "step": 0}}
        return {"action": "start", "record": started}
    in_progress = match is not None and match["daily"] == day and not match["over"]
    return {"action": "resume" if in_progress and last["result"] is None else "show", "record": dict(record)}


def finished(record: Mapping[str, Any], date: str, result: Optional[str], packed: Optional[str],
             step: int = 0) -> dict[str, Any]:
    """The (repaired) ``record`` after the daily deal of ``date`` was played to its end with ``result`` (one of
    :data:`RESULTS`; anything else counts as a draw) and replay link text ``packed``: the day joins ``days`` (the
    newest :data:`DAILY_DAYS` kept) and the match becomes ``last``, unless ``last`` already holds that day's result
    (then the record is answered unchanged) or a later day's deal (then only the day is added)."""
    last = record.get("last")
    if last is not None and last["date"] == date and last["result"] is not None:
        return {"days": list(record["days"]), "last": dict(last)}
    days = sorted(set(record["days"]) | {date})[-DAILY_DAYS:]
    if last is not None and last["date"] > date:
        return {"days": days, "last": dict(last)}
    kept = packed if isinstance(packed, str) and 0 < len(packed) <= MAX_LINK else None
    return {"days": days, "last": {"date": date, "result": result if result in RESULTS else "draw",
                                   "packed": kept, "step": step if kept is not None else 0}}
